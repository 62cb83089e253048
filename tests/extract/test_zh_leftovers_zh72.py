"""Chinese leftovers of session 41 (zh72), and their English twins where the mechanism is shared.

- A rack's power written only as its feed's current ("单机柜供电不低于32A") is 7.04 kW at an assumed 220 V single-phase;
  the same 32 A on a three-phase feed carry three times as much. The value stays (derived) but below the checklists'
  min_confidence, and check leaves the verdict, pass or fail, to a person, naming the assumption. A feed whose voltage
  is written ("220V 32A") is worked out on the contract's own figures and still decides.
- A clause that sets the provider's own commitment against the market's figure ("行业平均可用性仅为99.5%，而我们承诺
  99.95%") states the provider's level; the market's figure stays unread.
- Two fabrics offered side by side by a slash or with the bare "IB" ("InfiniBand/RoCE", "IB或RoCE v2") fix neither:
  review, not the first one named (nor RoCE alone).
- A figure the service reached in the past ("过去12个月可用性达到99.99%", "historically") is said to be a past record,
  not best effort; a peak ("可用性高达99.99%") the most it reaches.
The sentences are the test's own, worded as rack-rental and GPU-cloud pages word them.
"""

import pytest

from slacheck import api
from slacheck.checklist.engine import evaluate_checklist
from slacheck.checklist.schema import parse_checklist
from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document


def finding(text: str, rule: str, lang: str):
    return next(f for f in api.check(make_document(text, language=lang), lang=lang).findings if f.rule == rule)


# --- a feed's current alone: 7.04 at an assumed voltage, for review -------------------------------------------------

@pytest.mark.parametrize("text, lang", [
    ("# 机柜租用协议\n1.1 单机柜供电不低于32A。\n", "zh"),
    ("# 机柜租用协议\n1.1 乙方为每个机柜分配32A电力供应。\n", "zh"),
    ("# Colocation Order\n1.1 Each rack has a 32A feed.\n", "en"),
])
def test_a_current_alone_is_read_below_the_checklists_trust(reads, text, lang):
    term = reads(text, "rack_power_kw", 7.04, language=lang)
    assert term.evidence_kind == "derived" and term.confidence < 0.6


@pytest.mark.parametrize("text, lang, says", [
    ("# 机柜租用协议\n1.1 单机柜供电不低于32A。\n", "zh", "按220伏单相计算；三相供电约为其三倍"),
    ("# Colocation Order\n1.1 Each rack has a 32A feed.\n", "en",
     "counted at 220 V single-phase; a three-phase feed carries about three times as much"),
])
def test_a_current_alone_does_not_fail_the_rack_power_rule(text, lang, says):
    """7.04 < 20 kW would fail on a guess: a three-phase 32 A feed (about 21 kW) passes. Review, naming the 220 V."""
    f = finding(text, "rack-power", lang)
    assert f.status == "review" and f.value == 7.04
    assert says in f.reason and "32A" in f.reason, f.reason


LOW_RACK = """
checklist: low-rack
rules:
  - id: rack-power
    title: {zh: 单柜功率不低于5千瓦, en: rack power of at least 5 kW}
    terms: [rack_power_kw]
    condition: rack_power_kw >= 5
    severity: blocker
    weight: 10
    rationale: {zh: 理由, en: why}
    suggestion: {zh: 条款, en: clause}
"""


def test_a_current_alone_does_not_pass_a_lower_rack_power_rule():
    """A checklist asking 5 kW would pass 7.04 on the same guess (a 110 V feed carries half as much): review too."""
    document = make_document("# 机柜租用协议\n1.1 单机柜供电不低于32A。\n", language="zh")
    f = evaluate_checklist(parse_checklist(LOW_RACK, "low-rack.yaml"), extract_terms(document), "zh")[0]
    assert f.status == "review" and "看似符合要求" in f.reason and "按220伏单相计算" in f.reason, f.reason


@pytest.mark.parametrize("text", [
    "# 机柜租用协议\n1.1 每个机柜提供220V 32A电力。\n",
    "# 机柜租用协议\n1.1 单机柜功率不低于7kW。\n",
])
def test_a_written_voltage_or_power_still_decides(text):
    # guard (main decides them so too): the voltage written, the figure is the contract's own and fails 20 kW
    f = finding(text, "rack-power", "zh")
    assert f.status == "fail"


# --- the provider's own commitment set against the market's figure ---------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("# 产品优势\n行业平均可用性仅为99.5%，而我们承诺99.95%。\n", 99.95),
    ("# 服务等级\n服务可用性：行业平均为99.9%，而我们承诺99.95%。\n", 99.95),
    ("# 服务等级\n服务可用性：行业平均为99.9%，而乙方承诺可用性为99.95%。\n", 99.95),
    ("# 服务等级\n行业平均可用性为99.9%，但乙方保证可用性不低于99.95%。\n", 99.95),
])
def test_the_commitment_after_the_markets_figure_is_read(reads, text, expected):
    term = reads(text, "availability_pct", expected, language="zh")
    assert term.evidence_kind == "operative" and term.confidence >= 0.9


def test_the_commitment_after_the_markets_recovery_time_is_read(reads):
    reads("# 服务等级\n行业平均故障恢复时间为8小时，而乙方承诺4小时内恢复。\n", "recovery_hours", 4, language="zh")


@pytest.mark.parametrize("text", [
    # guards (main reads them so too): the market's figure alone, and one with no commitment after it
    "# 产品优势\n行业平均可用性仅为99.5%。\n",
    "# 产品优势\n行业平均可用性仅为99.5%，而部分厂商为99.9%。\n",
])
def test_the_markets_figure_alone_stays_unread(reads, text):
    reads(text, "availability_pct", None, language="zh")


# --- fabrics offered side by side ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, lang", [
    ("# 算力租赁合同\n2.1 计算节点之间的网络采用InfiniBand/RoCE。\n", "zh"),
    ("# 算力租赁合同\n2.1 节点间采用IB或RoCE v2网络。\n", "zh"),
    ("# GPU Cluster Order\n2.1 Nodes are connected by IB or RoCE v2.\n", "en"),
    ("# GPU Cluster Order\n2.1 The compute fabric is InfiniBand/RoCE.\n", "en"),
])
def test_fabrics_offered_side_by_side_go_to_review(text, lang):
    f = finding(text, "interconnect", lang)
    assert f.status == "review" and f.conflict_kind == "alternatives", (f.status, f.reason)


@pytest.mark.parametrize("text, expected", [
    # guards (main reads them so too): one fabric named, "IB" alone as the network's name
    ("# 算力租赁合同\n2.1 节点间采用IB网络。\n", "infiniband"),
    ("# 算力租赁合同\n2.1 节点间采用InfiniBand和RoCE双网。\n", "infiniband"),
])
def test_one_fabric_named_is_read(reads, text, expected):
    term = reads(text, "interconnect", expected, language="zh")
    assert term.conflict_kind is None


# --- a past record or a peak is said to be what it is ----------------------------------------------------------------

@pytest.mark.parametrize("text, lang, reason, message", [
    ("# 服务说明\n1.1 过去12个月可用性达到99.99%。\n", "zh", "月可用性为服务过去达到的水平（“过去12个月”），并非合同承诺的标准",
     "所述为服务过去达到的水平，并非承诺"),
    ("# Service Description\n1.1 Availability has historically been 99.99%.\n", "en",
     "is what the service reached in the past (“historically”), not a level the contract commits to",
     "Stated as what the service reached in the past, not as a commitment"),
    ("# 服务说明\n1.1 可用性高达99.99%。\n", "zh", "月可用性为服务最高可达的水平（“高达”）", "所述为服务最高可达的水平"),
])
def test_a_past_record_is_not_called_best_effort(text, lang, reason, message):
    f = finding(text, "availability", lang)
    assert f.status == "review"
    assert reason in f.reason and message in f.message, (f.reason, f.message)
    assert "尽力而为" not in f.reason and "best effort" not in f.reason


def test_best_effort_keeps_its_words():
    # guard (main words it so too)
    f = finding("# 服务说明\n1.1 乙方将尽力使月可用性达到99.9%。\n", "availability", "zh")
    assert f.status == "review" and "尽力而为" in f.reason


def test_the_extract_table_marks_a_past_record_as_such():
    from slacheck.checklist.reasons import hedge_note
    assert hedge_note("过去12个月", "zh") == "（过往记录：过去12个月）"
    assert hedge_note("historically", "en") == " (past record: historically)"
    assert hedge_note("尽力", "zh") == "（尽力而为：尽力）"
