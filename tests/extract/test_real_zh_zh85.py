"""Chinese wordings left over from sessions 43-45, read by zh85 (session 46): each a general rule, each beside a paraphrase
and a guard that passes on the base (b5c0fe6c) too.

1. A section on a fibre line between sites ("三、裸纤线路", "两地数据中心间的裸纤互联线路，带宽100G") is no fabric of the cluster:
   interconnect and interconnect_gbps come from InfiniBand / RoCE / NVLink / a node network, not a carrier's line.
2. A news item's lead under a column's tag ("【新闻】2026年3月1日,某云宣布…") or under its headline line, or a firm's
   announcement on its day ("某云今日宣布…"), is a report: its cards and prices are no contract's terms.
3. A table of contents' line ("第五条 故障响应 4小时 ........ 5", or an entry under "目录") names where a clause is: no value
   is read there (the clause, further on, states its own).
4. A formula closed by its times 100% with the next clause run on after it on its line, no stop between ("…×100% 如服务可用性
   低于99.9%，乙方按月服务费的10%赔偿"), ends there: its 100% is no credit.
5. Hourly and daily billing stated for different products ("GPU云服务器按小时计费…裸金属服务器按天计费") differ by scope, no
   contradiction.
6. A claim window said in calendar months and counted from each outage ("故障发生后两(2)个月内") ends when the months do
   (2026-01-03 + 2 months = 2026-03-03), not 60 days after (2026-03-04).
7. A length marked inclusive ("超过24小时(含)") puts an outage of just that length in its row: a 24-hour outage earns 30%,
   and a claim no longer says the contract's words may count only outages longer than it.
"""

import pytest

from tests.conftest import claimed_month, extracted_terms

# --- 1. a fibre line between sites is no interconnect of the cluster

# the shape of a fibre lease (光纤线路出租合同, https://m.haog.cn/dongshi/rshbb/zgwqdWe1YQ: "甲方向乙方租用…机房到…的光纤线路，
# 用于传输数据") as a section of a GPU rental contract, its line's rate and transmission stated
FIBRE_SECTION = ("第三条 裸纤线路\n3.1 乙方为甲方提供A机房至B机房的光纤2芯，采用以太网传输，端口速率10G。\n"
                 "第四条 算力集群\n4.1 集群节点间采用InfiniBand NDR 400Gb/s网络互联。\n")


def test_a_fibre_section_leaves_the_clusters_fabric_alone():
    # b5c0fe6c: interconnect in conflict (infiniband / ethernet from the fibre line), interconnect_gbps 400 / 10
    terms = extracted_terms(FIBRE_SECTION, language="zh")
    assert terms["interconnect"].value == "infiniband" and not terms["interconnect"].conflict
    assert terms["interconnect_gbps"].value == 400 and not terms["interconnect_gbps"].alternatives


@pytest.mark.parametrize("text, key", [
    # paraphrases: the line's rate in its own sentence, dark fibre between two halls, a section on bare fibre
    ("乙方提供两地数据中心间的裸纤互联线路，带宽100G。", "interconnect_gbps"),
    ("乙方为甲方提供A、B两个机房之间的暗光纤互联，单端口速率100Gbps。", "interconnect_gbps"),
    ("三、裸纤线路\n乙方为甲方提供A机房至B机房的裸光纤2芯，采用以太网传输，端口速率10G。\n", "interconnect"),
    ("三、裸纤线路\n乙方为甲方提供A机房至B机房的裸光纤2芯，采用以太网传输，端口速率10G。\n", "interconnect_gbps"),
])
def test_a_line_between_sites_is_no_interconnect(extracted, text, key):
    # b5c0fe6c: interconnect_gbps 100, 100; interconnect ethernet, interconnect_gbps 10
    extracted(text, key, None, language="zh")


@pytest.mark.parametrize("text, key, value", [
    # guards (pass on b5c0fe6c too): the cluster's own fabric
    ("集群节点间采用InfiniBand HDR 200G网络互联。", "interconnect_gbps", 200),
    ("计算网络采用RoCE v2，单端口400Gbps。", "interconnect", "roce"),
    ("节点间万兆以太网互联。", "interconnect", "ethernet"),
])
def test_the_clusters_fabric_stays(reads, text, key, value):
    reads(text, key, value, language="zh")


# --- 2. a news item is no contract

NEWS_TAGGED = "【新闻】2026年3月1日，某云宣布H200 GPU算力正式上线，按小时计费，每卡每小时28元，可用性达99.9%。\n"
# paraphrases: the item's headline on a line of its own over the lead, and the firm's announcement on its day under a byline
NEWS_HEADLINE = "某云H200算力正式上线\n2026年3月1日，某云宣布H200 GPU算力正式上线，按小时计费，每卡每小时28元。\n"
NEWS_TODAY = "某云H200算力正式上线\n发布时间：2026-03-01 10:00\n某云今日宣布，H200 GPU算力正式上线，按小时计费，每卡每小时28元。\n"


@pytest.mark.parametrize("text", [NEWS_TAGGED, NEWS_HEADLINE, NEWS_TODAY])
def test_a_news_item_states_no_terms(text):
    # b5c0fe6c: gpu_model H200, price_gpu_hour 28 (0.90, operative; and availability_pct 99.9 from the tagged item)
    terms = extracted_terms(text, language="zh")
    assert not {"gpu_model", "price_gpu_hour"} & set(terms)
    # (a level a report quotes is kept as an example's, for review: evidence.yaml's from_examples)
    assert all(t.evidence_kind == "example" for k, t in terms.items() if k == "availability_pct")


@pytest.mark.parametrize("text, key, value", [
    # guards (pass on b5c0fe6c too): a contract's heading over a dated duty, its title over its parties, and a body line
    # run on into a date
    ("第五条 交付\n6月25日，乙方应建成并投运机房，提供H200服务器8台。\n", "gpu_model", "H200"),
    ("GPU算力租赁合同\n甲方：某公司\n乙方：某云\n乙方提供H200服务器8台，每卡每小时28元。\n", "price_gpu_hour", 28),
    ("甲方：某公司\n乙方：某云\n乙方承诺按以下时间完成建设\n6月25日，建成并投运机房，提供H200 GPU 64卡。\n", "gpu_count", 64),
])
def test_a_contracts_dated_lines_still_read(reads, text, key, value):
    reads(text, key, value, language="zh")


# --- 3. a table of contents' line is no clause

CONTENTS = "目  录\n第五条 故障响应 4小时\n第六条 服务费用\n\n第五条 故障响应\n乙方应在接到通知后2小时内响应。\n"


def test_a_contents_entry_leaves_the_clauses_value_alone():
    # b5c0fe6c: response_minutes 120 at 0.80, the contents entry's 240 (operative) beside it
    term = extracted_terms(CONTENTS, language="zh")["response_minutes"]
    assert term.value == 120 and term.confidence >= 0.9 and not term.alternatives


@pytest.mark.parametrize("text", [
    # paraphrases: an entry led by dots to its page number, under a title and alone
    "目录\n第五条 故障响应时间 4小时 ........ 5\n第六条 服务费用 ........ 6\n",
    "第五条 故障响应 4小时 ………… 5\n",
])
def test_a_contents_line_states_nothing(extracted, text):
    # b5c0fe6c: response_minutes 240 (0.95 table_cell; 0.90 operative)
    extracted(text, "response_minutes", None, language="zh")


@pytest.mark.parametrize("text", [
    # guards (pass on b5c0fe6c too): a clause's heading over its text, and an empty contents title over the body (its
    # first line with no stop names a party's duty: the clause's own text)
    "第五条 故障响应\n乙方应在接到通知后4小时内响应。\n",
    "目录\n\n第五条 故障响应\n5.1 乙方应在接到通知后4小时内响应\n",
])
def test_a_clause_under_its_heading_stays(reads, text):
    reads(text, "response_minutes", 240, language="zh")


# --- 4. a formula ends at its times 100%, whatever follows on its line

# the formula of Chinese cloud SLAs (聚名网's DDoS高防 SLA, zh84), its tier run on after it on one line as a PDF flattens it
FORMULA_TIER = "服务可用性=（服务周期总分钟数-服务不可用分钟数）/服务周期总分钟数×100% 如服务可用性低于99.9%，乙方按月服务费的10%赔偿。\n"


@pytest.mark.parametrize("text", [
    FORMULA_TIER,
    # paraphrases: no space but a comma between, and a shorter formula with spaces around its signs
    "服务可用性=（服务周期总分钟数-服务不可用分钟数）/服务周期总分钟数×100%，如服务可用性低于99.9%，乙方按月服务费的10%赔偿。\n",
    "可用率 = 可用时长 / 总时长 × 100% 如可用率低于99.9%，乙方按当月服务费的10%赔偿。\n",
])
def test_the_formulas_100_percent_is_no_credit(extracted, text):
    # b5c0fe6c: [{below 99.9: 100%}]
    term = extracted(text, "credit_tiers", "any", language="zh")
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == [(99.9, 10.0)]


@pytest.mark.parametrize("text, tiers", [
    # guards (pass on b5c0fe6c too): a credit of the whole fee written as a product, the words after it qualifying it, and
    # the tiers after a formula whose line ends in a stop
    ("当月可用性低于95%的，赔偿金额为月服务费×100%的金额。\n", [(95.0, 100.0)]),
    ("月度可用率=(当月总分钟数-不可用分钟数)/当月总分钟数x100%。当月可用率低于99.95%的，赔偿月服务费的15%；低于99%的，赔偿月服务费的30%。\n",
     [(99.95, 15.0), (99.0, 30.0)]),
])
def test_other_hundred_percents_stay(extracted, text, tiers):
    term = extracted(text, "credit_tiers", "any", language="zh")
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == tiers


# --- 5. billing increments of different products differ by scope

@pytest.mark.parametrize("text, scopes", [
    ("GPU云服务器按小时计费，单价为每卡每小时20元。裸金属服务器按天计费，单价为每台每天3000元。\n", {"云服务器", "裸金属"}),
    # a paraphrase: a cloud host billed by the hour, its cloud disk by the day ("实例" alone names no product: "单ECS实例" beside
    # "单地域多可用区" are levels offered per deployment, test_vendor_wordings_zh_s29z44)
    ("A100云主机按小时计费；云硬盘按天计费。\n", {"云主机", "云硬盘"}),
])
def test_increments_of_different_products_differ_by_scope(text, scopes):
    # b5c0fe6c: billing_minutes 60 / 1440, conflict_kind contradiction
    term = extracted_terms(text, language="zh")["billing_minutes"]
    assert term.conflict_kind == "scoped"
    assert {term.scope, *(a.scope for a in term.alternatives if a.reason == "conflict")} == scopes


def test_two_increments_of_one_product_still_contradict():
    # guard (passes on b5c0fe6c too)
    term = extracted_terms("GPU云服务器按小时计费。\nGPU云服务器按天计费。\n", language="zh")["billing_minutes"]
    assert term.conflict_kind == "contradiction"


# --- 6. a claim window in months counted from each outage ends when the months do

CREDITS = "乙方承诺月可用性不低于99.9%。当月可用性低于99.9%的，赔偿月服务费的10%。"
JANUARY_OUTAGE = "id,start,end,units\n1,2026-01-03T00:00,2026-01-03T10:00,1\n"


def _deadline(tmp_path, window: str, log: str = JANUARY_OUTAGE) -> dict:
    return claimed_month(tmp_path, CREDITS + window, log, "2026-05-01", "--monthly-fee", "1000", "--units", "1",
                         "--sla-unit", "node")


@pytest.mark.parametrize("window", [
    # Alibaba Cloud's wording of its windows ("…相关月份结束后两(2)个月内提出", the DataHub SLA at terms.aliyun.com), counted
    # from the outage as a rental contract does; paraphrases in words alone and from the day of the fault
    "甲方应在故障发生后两(2)个月内提出赔偿申请。",
    "甲方应在故障发生后两个月内提出赔偿申请。",
    "甲方可于故障发生之日起两（2）个月内提出赔偿申请。",
])
def test_a_window_in_months_from_the_outage_ends_with_the_months(tmp_path, window):
    # b5c0fe6c: 2026-03-04 (60 days after 3 January)
    month = _deadline(tmp_path, window)
    assert month["claim_deadline"] == "2026-03-03"
    assert any("2 calendar months" in note for note in month["review"])


def test_a_month_after_the_31st_ends_on_the_shorter_months_last_day(tmp_path):
    # b5c0fe6c: 2026-03-02 (30 days after 31 January); one month on from 31 January is 28 February
    log = "id,start,end,units\n1,2026-01-31T00:00,2026-01-31T10:00,1\n"
    month = _deadline(tmp_path, "甲方应在故障发生后一(1)个月内提出赔偿申请。", log)
    assert month["claim_deadline"] == "2026-02-28"


def test_a_window_in_days_from_the_outage_stays(tmp_path):
    # guard (passes on b5c0fe6c too): 60 days are 60 days
    assert _deadline(tmp_path, "甲方应在故障发生后60日内提出赔偿申请。")["claim_deadline"] == "2026-03-04"


# --- 7. a length marked inclusive is in its row

DAY_OUTAGE = "id,start,end,units\n1,2026-03-03T00:00,2026-03-04T00:00,1\n"  # just 24 hours


def _month(tmp_path, contract: str) -> dict:
    return claimed_month(tmp_path, contract, DAY_OUTAGE, "2026-05-01", "--monthly-fee", "1000", "--units", "1",
                         "--sla-unit", "node")


def _credit(tmp_path, contract: str) -> float:
    return _month(tmp_path, contract)["credit_pct"]


@pytest.mark.parametrize("contract, pct", [
    # "服务器中断时间超过24小时(含)的" (2026年服务器中断补偿协议, max.book118.com/html/2026/0203/6234212054012055.shtm),
    # its credit a share of the month's fee
    ("单次故障时长超过24小时(含)的，赔偿当月服务费的30%。", 30.0),
    # paraphrases: in words with full-width brackets, and a table whose rows meet at 24 hours, each end marked
    ("单次服务中断超过二十四小时（含）的，乙方按当月服务费的百分之三十赔偿。", 30.0),
    ("单次中断赔偿标准如下：\n\n| 单次中断时长 | 赔偿比例 |\n|---|---|\n| 不足24小时 | 当月服务费的10% |\n"
     "| 超过24小时(含) | 当月服务费的30% |\n", 30.0),
    ("单次中断赔偿标准如下：\n\n| 单次中断时长 | 赔偿比例 |\n|---|---|\n| 24小时(含)以内 | 当月服务费的10% |\n"
     "| 超过24小时 | 当月服务费的30% |\n", 10.0),
])
def test_an_outage_at_an_inclusive_edge_earns_its_row(tmp_path, contract, pct):
    # b5c0fe6c: 0 (the sentences: more than 24 hours wanted; the tables: between the rows, or not priced)
    assert _credit(tmp_path, contract) == pct


@pytest.mark.parametrize("contract", [
    # guards (pass on b5c0fe6c too): more than 24 hours, unmarked or marked exclusive, leaves just 24 hours out
    "单次故障时长超过24小时的，赔偿当月服务费的30%。",
    "单次故障时长超过24小时(不含)的，赔偿当月服务费的30%。",
])
def test_an_outage_at_an_exclusive_edge_earns_nothing(tmp_path, contract):
    assert _credit(tmp_path, contract) == 0


def test_a_length_marked_inclusive_leaves_no_outage_of_it_in_doubt(tmp_path):
    # b5c0fe6c: "... lasted exactly 1440 minutes and the contract's words may count only outages longer than 1440 minutes"
    month = _month(tmp_path, "单次故障时长超过24小时(含)的，赔偿当月服务费的30%。")
    assert not any("exactly 1440 minutes" in note for note in month["review"])


def test_an_unmarked_length_still_leaves_it_in_doubt(tmp_path):
    # guard (passes on b5c0fe6c too): "超过24小时" wants more than 24 hours
    month = _month(tmp_path, "单次故障时长超过24小时的，赔偿当月服务费的30%。")
    assert any("exactly 1440 minutes" in note for note in month["review"])
