"""Chinese wordings main misread in session 21: what a contract must spell out written as a lead-in on
the value's own line ("合同需明确：…"), what a reader should check ("重点核查…"), a survey of what a
year's agreements added ("2024年协议新增…要求："), the term of what is added to an annual agreement,
and the far end of a price range quoted from its own figure, each quoted short in our own words.

Each positive stands beside a near miss: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest

from slacheck.extract.pipeline import extract_terms


def _terms(doc_from_text, text):
    return {t.key: t for t in extract_terms(doc_from_text(text, language="zh"))}


@pytest.mark.parametrize("text, key", [
    # what a contract must state, the lead-in on the value's own line: advice, no commitment
    ("合同需明确：机柜功率不低于20kW。", "rack_power_kw"),
    ("协议需明确：乙方应在15分钟内响应。", "response_minutes"),
    ("合同应载明：故障4小时内恢复。", "recovery_hours"),
    # ... and what a reader should check (an article on server-lease contracts, hfdhcc.com)
    ("重点核查网络可用性承诺值（通常不低于99.9%）、故障赔偿计算公式。", "availability_pct"),
    # ... and what a year's agreements added, over a list (an article on data-centre leases, aliyunyh.com)
    ("2024年协议新增三类标准化管理要求：\n- 应急响应机制：故障修复承诺4小时现场响应\n", "response_minutes"),
])
def test_what_a_contract_must_state_is_advice(doc_from_text, text, key):
    term = _terms(doc_from_text, text).get(key)
    assert term is None or (term.evidence_kind == "example" and term.confidence < 0.5), term


@pytest.mark.parametrize("text, key, operative, advised", [
    # the contract's own figure wins over what an agreement "needs to state"
    ("乙方提供的机柜功率为8kW。合同需明确：机柜功率不低于20kW。", "rack_power_kw", 8, 20),
    ("本服务月可用性不低于99.9%。协议需明确月可用性不低于99.95%。", "availability_pct", 99.9, 99.95),
])
def test_advice_loses_to_the_operative_figure(doc_from_text, text, key, operative, advised):
    term = _terms(doc_from_text, text)[key]
    assert term.value == operative and not term.conflict
    assert [(a.value, a.evidence_kind) for a in term.alternatives] == [(advised, "example")]


@pytest.mark.parametrize("text, expected", [
    # a contract clause that states its own requirement is no advice
    ("乙方应确保单机柜功率不低于20kW。", 20),
    ("本合同明确：机柜功率不低于20kW。", 20),
])
def test_a_contracts_own_statement_stays_operative(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the term of what is added to an annual agreement is the addition's, not the agreement's
    ("年度协议用户新增算力需求的，按每卡时15元计费，新增部分的服务期限为6个月。", None),
    ("本协议服务期限为12个月。新增部分的服务期限为6个月。", 12),
    # ... while the agreement's own term stands
    ("签订年度协议的客户，协议期限为12个月。", 12),
])
def test_an_additions_term_is_not_the_agreements(reads, text, expected):
    reads(text, "term_months", expected, language="zh")


@pytest.mark.parametrize("text, far", [
    # a price range fixes neither end: the far end is an alternative quoted from its own figure,
    # whether the trigger stands before the range or after it
    ("按卡时计费，每卡时8-12元。", "12元"),
    ("按卡时计费，价格为8至12元/卡时。", "12元/卡时"),
    ("按卡时计费，8～12元/卡时。", "12元/卡时"),
    ("H800每卡每小时8～12元。", "12元"),
])
def test_the_far_end_of_a_price_range_keeps_its_own_span(doc_from_text, text, far):
    term = _terms(doc_from_text, text)["price_gpu_hour"]
    assert term.value == 8 and term.conflict
    [alt] = term.alternatives
    assert alt.value == 12 and text[alt.start:alt.end] == far


def test_the_far_end_of_a_rack_price_range_keeps_its_own_span(doc_from_text):
    text = "机柜租金：每柜每月8000-12000元。"
    term = _terms(doc_from_text, text)["price_rack_month"]
    assert term.value == 8000 and term.conflict
    assert [(a.value, text[a.start:a.end]) for a in term.alternatives] == [(12000, "12000元")]


@pytest.mark.parametrize("text, expected", [
    # ... while a single price stays one, with no alternative
    ("按卡时计费，每卡时8元。", 8),
    ("按卡时计费，每卡时12元，2024-12-31前有效。", 12),
])
def test_a_single_price_is_no_range(doc_from_text, text, expected):
    term = _terms(doc_from_text, text)["price_gpu_hour"]
    assert term.value == expected and not term.alternatives


@pytest.mark.parametrize("text, expected", [
    # the GPUs' links inside a node are no network port (an article on H100 data-centre needs, 360doc.com)
    ("节点内:第四代NVLink(900GB/s双向带宽),需专用NVSwitch拓扑。", None),
    ("GPU间NVLink带宽900GB/s。", None),
    # ... its version between (an article comparing GPU clouds' prices, yunthe.com)
    ("多卡互联技术:NVLink 3.0带宽600GB/s,是PCIe 4.0的10倍。", None),
    # ... but the network's bandwidth after a comma is the network's
    ("NVLink全互联，IB网络带宽400Gb/s。", 400),
    # ... while the network between the nodes, in the same sentence, keeps its rate
    ("节点内:第四代NVLink(900GB/s双向带宽),跨节点:InfiniBand NDR400(400Gbps)。", 400),
    ("GPU间NVLink带宽900GB/s，节点间400Gb/s InfiniBand。", 400),
    ("8卡H800 NVLink全互联，节点间采用400Gb/s InfiniBand网络。", 400),
])
def test_a_links_bandwidth_inside_a_node_is_no_port_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # how low a technology can bring the PUE is a capability, no ceiling promised (360doc.com)
    ("浸没式液冷适合超算中心(PUE可降至1.1)。", None),
    ("采用液冷后PUE最低可达1.15。", None),
    # ... while a ceiling stands
    ("数据中心PUE不高于1.25。", 1.25),
])
def test_a_pue_a_technology_can_reach_is_no_ceiling(reads, text, expected):
    reads(text, "pue", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a subsidy among examples of what to keep an eye on (an article of advice to new renters, jygpu.com)
    ("关注行业动态(如芯片厂商扩产计划、政策补贴),灵活调整租期。", None),
    # ... while the provider's help with one stands, brackets or not
    ("乙方协助甲方申请算力补贴（如有）。", True),
    ("乙方提供增值服务（包括协助申请算力补贴）。", True),
])
def test_a_subsidy_named_as_an_example_is_no_assistance(reads, text, expected):
    reads(text, "subsidy", expected, language="zh")


# a numbered short title names its section (Yovole's GPU container billing page): "1.2. 实例的结算计量示例"
# makes its section a worked example, whose "1卡20/60小时" counts no cards of the order
YOVOLE = """1.1. 计费项说明

GPU卡时,是单位每小时内、按实例运行过程中GPU占用的卡时汇总。

1.2. 实例的结算计量示例

某日09:00至10:00,某GPU容器实例运行情况如下:

  • GPU卡时,计量为 1卡时 (1卡20/60小时 + 2卡20/60小时);

2. 预付费算力包

预付费算力包分为GPU卡时算力包和CPU核时算力包。
"""


def test_a_numbered_example_title_makes_its_section_an_example(doc_from_text):
    terms = _terms(doc_from_text, YOVOLE)
    assert "gpu_count" not in terms
    assert terms["billing_model"].value == "gpu_hour" and terms["billing_model"].evidence_kind == "operative"


def test_a_numbered_title_with_a_figure_is_a_clause(doc_from_text):
    # "2.1 服务期限12个月" states a term, no title; a numbered clause stays operative
    terms = _terms(doc_from_text, "2.1 服务期限12个月\n2.2 乙方应在15分钟内响应\n")
    assert terms["term_months"].value == 12 and terms["response_minutes"].value == 15


# a survey's lead-in names other platforms in its second clause, its line ending with a colon over the tiers
# (an article on AI platforms' SLAs, yunthe.com): the tiers are what some platforms do
SURVEY_TIERS = """为增强用户信任,部分平台采用“可用性阶梯补偿”策略:
- 99.9%≤可用性<99.95%:补偿当月服务费用的10%;
- 可用性<99.5%:补偿50%。
"""
OWN_TIERS = """为增强用户信任,本平台采用如下阶梯补偿:
- 99.9%≤可用性<99.95%:补偿当月服务费用的10%;
- 可用性<99.5%:补偿50%。
"""


def test_a_survey_lead_in_covers_the_list_it_introduces(doc_from_text):
    term = _terms(doc_from_text, SURVEY_TIERS).get("credit_tiers")
    assert term is None or (term.evidence_kind == "example" and term.confidence < 0.5), term
    own = _terms(doc_from_text, OWN_TIERS)["credit_tiers"]
    # the platform's own tiers, read as its own (no example); their bands leave 99.5% to 99.9% in no tier, so since
    # mo19 they are read as a ladder with a hole (``gapped``, for review), not as a whole ladder
    assert own.evidence_kind == "gapped" and [t["credit_pct"] for t in own.value] == [10, 50]


@pytest.mark.parametrize("text, key, expected", [
    # an annual agreement's price stated against the list or market price it undercuts: the reference
    # price is no price of this contract
    ("签订年度协议，每卡时单价为15元，较按需价格每卡时20元下降25%。", "price_gpu_hour", 15),
    ("原价每卡时20元，年协议客户每卡时15元。", "price_gpu_hour", 15),
    ("年协议机柜租金8000元/柜/月，较市场价10000元/柜/月优惠20%。", "price_rack_month", 8000),
    # ... while a price worked out from the list price is the contract's
    ("在原价基础上打8折，即每卡时16元。", "price_gpu_hour", 16),
])
def test_a_reference_price_is_no_price_of_the_contract(doc_from_text, text, key, expected):
    term = _terms(doc_from_text, text)[key]
    assert term.value == expected and not term.alternatives


def test_two_prices_of_a_price_list_stay_a_conflict(doc_from_text):
    # the on-demand and the annual agreement's prices side by side: which one the contract takes is for review
    term = _terms(doc_from_text, "按需价格每卡时20元；年协议价格每卡时15元。")["price_gpu_hour"]
    assert term.conflict and {term.value, *(a.value for a in term.alternatives)} == {20, 15}
