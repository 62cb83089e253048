"""Chinese real-world leftovers of session 31's round of GPU-cloud pages (z48): bytebt.tw's article on renting
liquid-cooled load banks read a site's cooling, "hybrid" at 0.8, from the load banks it rents out ("租用液冷负载箱") and
from the traditional air cooling it says falls short ("传统的风冷负载组根本无法重现现代冷却液回路…"); and the cards an
article compares on ("用三张卡对比…") read as a GPU count.

Each positive stands beside a near miss: the same words where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

# bytebt.tw's article on liquid-cooled load-bank rentals (https://www.bytebt.tw/liquid-cooled-load-bank-rentals/), as
# the site prints it in traditional characters: its market paragraph, a heading and the pilot it recommends
BYTEBT_MARKET = ("由於AI機架的單機櫃功率已達到100千瓦,而下一代矽片據傳將達到單GPU 1千瓦,傳統的風冷負載組根本無法重現現代"
                 "冷卻液迴路在生產中所能達到的體積熱密度。\n")
BYTEBT_HEADING = "為什麼液冷負載箱現在如此重要\n"
BYTEBT_PILOT = "在投入 10,000 個 GPU 的資本支出之前,聰明的運營商會啟動一個 為期兩週的試點集群租用液冷負載箱可讓您:\n"


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="zh"))}


@pytest.mark.parametrize("text", [
    BYTEBT_MARKET,
    BYTEBT_HEADING,
    BYTEBT_PILOT,
    BYTEBT_MARKET + BYTEBT_HEADING + BYTEBT_PILOT,
    "验收时可租用风冷负载组模拟满载发热。\n",
], ids=["market", "heading", "pilot", "together", "air-load-bank"])
def test_a_load_bank_or_traditional_cooling_an_article_talks_of_is_no_sites_cooling(text):
    assert "cooling" not in _terms(text)


@pytest.mark.parametrize("text, expected", [
    ("机房采用冷板式液冷,验收时使用液冷负载箱进行满载测试。\n", "liquid"),  # the site's own, beside the rig
    ("数据中心采用冷板式液冷,冷却液回路由乙方维护。\n", "liquid"),  # a coolant loop of the site's
    ("机房采用风冷精密空调制冷。\n", "air"),
], ids=["site-and-rig", "coolant-loop", "air"])
def test_a_sites_cooling_still_reads(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


# a comparison article's test bench: the cards its authors compare on (the wording of a GPU-rental review)
@pytest.mark.parametrize("text", [
    "我们用三张卡对比了不同平台的训练速度。\n",
    "用两张卡对比 A100 和 RTX 4090 的推理吞吐。\n",
    "本次选了八张卡做横向评测。\n",
], ids=["three-cards", "two-cards", "eight-cards-review"])
def test_the_cards_an_article_compares_on_are_no_gpu_count(text):
    assert "gpu_count" not in _terms(text)


@pytest.mark.parametrize("text, expected", [
    ("乙方提供8张H100。\n", 8),
    ("乙方向甲方提供三张卡用于测试。\n", 3),
    ("本订单共计8张H100卡,性能对比报告另附。\n", 8),  # a comparison in another clause
], ids=["provides-eight", "provides-three", "comparison-elsewhere"])
def test_cards_a_party_provides_still_read(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


# xymww.com, "高性能云服务器是否支持GPU直通和NVLink?选型前必看的关键细节" (www.xymww.com/gao-xing-neng-yun-fu-wu-qi-shi-fou-zhi-
# chi-gpu-zhi-tong-he.html): its table comparing clouds, its opening, and its point on what became a must
XYMWW_TABLE = ("我们梳理了当前主流云平台的GPU实例规格:\n\n"
               "| 云厂商 | 实例类型 | GPU型号 | 是否支持NVLink/NVSwitch |\n|---|---|---|---|\n"
               "| 华为云 | P2vs | NVIDIA V100 | 是(NVLink) |\n| 华为云 | G6 | NVIDIA T4 | 否 |\n"
               "| 腾讯云 | GN10Xp | V100/A100 | 支持(A100机型) |\n")
XYMWW_OPENING = ("当你准备部署大模型训练任务时,宣称\"支持GPU加速\"的产品未必真能提供你所需的底层能力。我们今天就来拆解:哪些云服务器"
                 "真正具备物理GPU直通和NVLink互联能力?\n\n- NVLink/NVSwitch:NVIDIA提供的高速GPU间互联技术,尤其在A100/H100等高端卡上"
                 "效果显著。\n")
XYMWW_MUST = "当你准备部署大模型训练时,GPU直通和NVLink支持几乎成了刚需。\n"


@pytest.mark.parametrize("text", [XYMWW_TABLE, XYMWW_OPENING], ids=["cloud-table", "opening"])
def test_a_table_comparing_clouds_or_a_bloggers_opening_offers_no_model_nor_nvlink(text):
    terms = _terms(text)
    assert "gpu_model" not in terms and "nvlink" not in terms


def test_what_became_a_must_is_no_nvlink_offered():
    assert "nvlink" not in _terms(XYMWW_MUST)


@pytest.mark.parametrize("text, key, expected", [
    # a contract's own table of machines, its first column the maker: a bill of materials, no survey
    ("| 厂商 | 型号 | 数量 |\n|---|---|---|\n| NVIDIA | H800 | 8 |\n| Mellanox | CX7 | 8 |\n", "gpu_model", "H800"),
    ("乙方提供的GPU服务器支持NVLink全互联。\n", "nvlink", True),
    ("本合同项下,乙方今天起向甲方提供H100 GPU算力服务。\n", "gpu_model", "H100"),
], ids=["bill-of-materials", "nvlink-provided", "today-in-a-duty"])
def test_a_contracts_own_table_and_offer_still_read(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# yunthe.com's article on GPU cloud servers (www.yunthe.com/news/519776.html): a range of cluster sizes supported
YUNTHE_RANGE = "- 弹性扩展能力:支持8-16卡集群的NVLink全互联架构,通信延迟<1.5μs\n"


@pytest.mark.parametrize("text", [YUNTHE_RANGE, "乙方提供8-16张H100卡。\n"], ids=["yunthe", "provided-range"])
def test_a_range_of_card_counts_is_left_to_review(text):
    # both ends read, in conflict: no silent count of 8
    term = _terms(text)["gpu_count"]
    assert term.conflict and {term.value} | {a.value for a in term.alternatives} == {8, 16}


def test_one_count_still_reads_firm(reads):
    term = reads("共计16张H100卡。\n", "gpu_count", 16, language="zh")
    assert not term.conflict and term.confidence >= 0.8


# yaliqi.com's note on listed compute-rental firms (yaliqi.com/new/70dad63a2a9546ba9f5579488c34e32b): a numbered heading
# whose label is 服务商 over its lead, which quotes a phrase before a word that may end a name (企业)
YALIQI_HEADING = ("一、算力租赁服务商:商业模式创新的核心受益者\n"
                  "算力租赁通过\"按需付费\"模式降低企业算力使用门槛,成为当前市场最直接的爆发点。\n")


@pytest.mark.parametrize("text", [YALIQI_HEADING, YALIQI_HEADING.replace('"按需付费"', "“按需付费”")],
                         ids=["straight-quotes", "curly-quotes"])
def test_a_heading_labelled_with_a_providers_word_names_no_vendor(text):
    assert "vendor" not in _terms(text)


@pytest.mark.parametrize("text, key, expected", [
    ("乙方(服务商):北京算力科技有限公司\n", "vendor", "北京算力科技有限公司"),
    ("服务商:上海临港智算中心\n", "vendor", "上海临港智算中心"),
    ("客户:杭州某某人工智能有限公司\n", "customer", "杭州某某人工智能有限公司"),
], ids=["provider-labelled", "centre", "customer"])
def test_a_party_named_after_its_label_still_reads(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# a research note and an analyst's note opening on what they draw on or the angles they take: xueqiu.com on the H200
# (ai.xueqiu.com/1365982803/365215604), and yaliqi.com's "具体可从以下六个维度展开分析:"
XUEQIU = ("本文结合公开调研纪要,梳理H200放行对数据中心、算力租赁及上游电源环节的量、价、竞争格局影响。\n"
          "单机柜功率密度上行。H200 TDP达700 W,8卡服务器即5.6 kW,若再考虑NVLink交换机与液冷泵,单机柜功率将普遍拉到30-35 kW。\n"
          "小米、阿里、火山引擎等已提前锁定世纪互联、润泽科技合计数千颗H200,租期三年起签,保证上架率80%以上。\n")
YALIQI_OPENING = ("这一趋势将直接利好算力产业链中的A股上市公司,具体可从以下六个维度展开分析:\n"
                  "- 中贝通信:已建成14000P在服算力,重点服务互联网领域,液冷集群租期三年。\n")


@pytest.mark.parametrize("text", [XUEQIU, YALIQI_OPENING], ids=["xueqiu", "yaliqi"])
def test_a_notes_opening_makes_its_figures_no_terms(text):
    terms = _terms(text)
    assert not {"gpu_model", "cooling", "nvlink", "term_months", "rack_power_kw"} & set(terms), sorted(terms)


@pytest.mark.parametrize("text, key, expected", [
    ("本合同根据《民法典》订立。乙方提供H200 GPU算力服务,租期三年。\n", "term_months", 36),
    ("本文件根据双方协商订立。乙方提供液冷机柜。\n", "cooling", "liquid"),
], ids=["contract-by-law", "document-by-agreement"])
def test_a_contract_that_states_what_it_follows_still_reads(reads, text, key, expected):
    reads(text, key, expected, language="zh")


# fupanwang.com's broker note on compute rental (fupanwang.com/kplart_info/39825.html): the machine its returns are
# estimated on, the view opening the sentence
FUPAN = ("从回报率来看,一台装配了8张H100显卡按照五年租期以及每月7万元租金,平均折旧法下测算第一年到第五年的设备租赁的净利率为"
         "32%、34%、35%、36%、37%。\n")


def test_the_machine_an_analyst_estimates_returns_on_is_no_model_offered():
    terms = _terms(FUPAN)
    assert "gpu_model" not in terms and "gpu_count" not in terms and "term_months" not in terms


def test_a_model_provided_before_a_word_on_returns_still_reads(reads):
    reads("乙方提供一台装配了8张H100显卡的服务器,从回报率来看较为合理。\n", "gpu_model", "H100", language="zh")
