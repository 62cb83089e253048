"""Chinese wordings main misread in session 22 (documents read blind: policies and articles on compute
subsidies, GPU rental guides, market surveys), each quoted short, with the source in a comment.

Each positive stands beside a near miss: the same words in a contract, which must still be read.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a government's programme, described by a policy or an article, is nobody's assistance (SPEC §1: the
    # provider assists with a subsidy or passes one through) (a blog on 长沙/北京 compute quotas)
    ("两地政府联合重点科技企业推出面向个人开发者与初创团队的算力补贴计划。", None),
    # (贵州省大数据发展管理局 et al., a provincial incentive policy, reposted by m.jrlcb.cn)
    ("发放“贵州算力券”，作为一种政策工具和数字化凭证，用于支持省内外企业购买贵州算力服务时抵扣一定比例服务费用。", None),
    # (克拉玛依市 green-compute policy, reposted by evolvenet.net)
    ("对完成新建或技改上电运营的人工智能算力中心，应用绿电达到总用电量80%及以上的，给予绿电补贴。", None),
    # ... while the provider's help, or its passing a subsidy through, stands
    ("乙方协助甲方申请算力券补贴。", True),
    ("乙方代为申请南沙区算力补贴，补贴直接抵扣甲方账单。", True),
    ("本合同项下乙方不提供任何补贴申报服务，甲方自行申请的政府补贴与乙方无关。", False),
])
def test_a_governments_subsidy_programme_is_no_assistance(reads, text, expected):
    reads(text, "subsidy", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # ... and in English: a programme described is no assistance, a party's help is
    ("The city government launched a compute subsidy scheme for start-ups in 2024.", None),
    ("Provider will help Customer apply for the municipal computing-power voucher scheme.", True),
])
def test_a_subsidy_programme_in_english_is_no_assistance(reads, text, expected):
    reads(text, "subsidy", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a part of the world is no site (a leftover of session 21)
    ("乙方机房位于亚太地区，提供H800算力服务。", None),
    ("服务器托管于东南亚地区的数据中心。", None),
    # ... while a city or a district is
    ("机房位于内蒙古自治区乌兰察布市。", "乌兰察布"),
])
def test_a_part_of_the_world_is_no_site(reads, text, expected):
    reads(text, "location", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the bandwidth in the clause right after the GPUs' links inside a node is the links', no port rate
    # (a leftover of session 21; an article on A800/H800 NVLink, blog.51cto.com, gives 400GB/s the same way)
    ("每台服务器配置8张H800，节点内通过NVLink互联，带宽900GB/s。", None),
    ("节点内通过NVLink互联，带宽为900GB/s；节点间通过InfiniBand互联，带宽400Gb/s。", 400),
    # ... while the network's rate after the links' clause stands
    ("8卡NVLink互联，InfiniBand 400Gb/s。", 400),
    ("节点内NVLink全互联，节点间采用InfiniBand网络互联，单端口400Gb/s。", 400),
])
def test_the_gpus_links_bandwidth_is_no_port_rate(reads, text, expected):
    term = reads(text, "interconnect_gbps", expected, language="zh")
    assert term is None or not term.conflict, term


@pytest.mark.parametrize("text, expected", [
    # the fleet a platform owns is no order (共绩算力, an article on its platform, jishuzhan.net)
    ("平台拥有上万块高性能4090显卡随时待命。", None),
    # ... while the cards the contract rents are
    ("乙方拥有H800算力资源，本合同租用GPU共计64张。", 64),
])
def test_a_providers_fleet_is_no_order(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


def test_the_size_of_a_market_names_no_contract_currency(doc_from_text):
    # an article's market figures (a GPU-rental price guide, oryoy.com): their dollars are nobody's payment,
    # the yuan of what a renter pays stands
    from slacheck.extract.pipeline import extract_terms

    text = ("根据最新市场数据，全球GPU云服务市场规模已超过100亿美元，预计到2028年将增长至500亿美元以上。"
            "用户只需支付每小时2元的费用。")
    terms = {t.key: t for t in extract_terms(doc_from_text(text, language="zh"))}
    assert terms["currency"].value == "CNY" and not terms["currency"].conflict, terms["currency"]
    text = "全球GPU云服务市场预计从2026年约73.8亿美元增长到2031年约260亿美元。"
    assert "currency" not in {t.key for t in extract_terms(doc_from_text(text, language="zh"))}


@pytest.mark.parametrize("text, expected", [
    # what a government policy encourages is nobody's promise (内蒙古 green-compute opinions; the wording of
    # such policies, "鼓励…采用液冷…技术")
    ("鼓励数据中心采用液冷、余热回收等节能技术。", None),
    # ... while the provider's own cooling stands
    ("乙方数据中心采用冷板式液冷，PUE不高于1.2。", "liquid"),
])
def test_what_a_policy_encourages_is_no_term(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # an account's balance and top-ups are money of the contract: a dollar sign there names its currency
    # (Atlas Cloud's billing page, zh-TW: "建立 DevPod 需要至少 $3 餘額", "最低充值金額為 $10")
    ("建立 DevPod 需要至少 $3 余额。", "USD"),
    ("最低充值金额为 $10。", "USD"),
])
def test_an_accounts_balance_names_its_currency(reads, text, expected):
    reads(text, "currency", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the model run together with the word GPU (news of 莲花控股's purchase, news.cuauto.com.cn:
    # "采购330台英伟达H800GPU系列算力服务器")
    ("乙方向甲方出租英伟达H800GPU系列算力服务器10台。", "H800"),
    ("乙方提供A100GPU服务器。", "A100"),
    ("乙方提供H20GPU服务器。", "H20"),
])
def test_a_model_run_together_with_gpu(reads, text, expected):
    reads(text, "gpu_model", expected, language="zh")


def test_the_cards_one_machine_is_fitted_with_are_no_order(reads):
    # a research note's model of one machine (fupanwang.com: "一台装配了8张H100显卡按照五年租期…测算")
    reads("一台装配了8张H100显卡，每月租金7万元。", "gpu_count", None, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the figure a plan brings PUE down to is a target, not the ceiling a site runs under (news of the
    # ministries' action plans: 工信部《新型数据中心发展三年行动计划》, the 2024 green data-centre plan)
    ("到2023年底，新建大型及以上数据中心PUE降低到1.3以下，严寒和寒冷地区力争降低到1.25以下。", None),
    ("到2025年年底，全国数据中心整体上架率不低于60%，平均电能利用效率(PUE)降至1.5以下。", None),
    ("工信部指出，到2025年底，我国新建大型和超大型数据中心PUE值下降到1.3以下。", None),
    # ... while a site's ceiling stands
    ("乙方数据中心PUE不高于1.25。", 1.25),
    ("数据中心设计PUE为1.2，运行PUE不超过1.3。", 1.3),
])
def test_a_plans_pue_target_is_no_ceiling(reads, text, expected):
    reads(text, "pue", expected, language="zh")
