"""Chinese wordings left over by zh85/zh86 (session 46), read by zh87: each a general rule, each beside a paraphrase and a
guard that passes on the base (7e251e25) too.

1. A row of a credit by one outage's length written as a sentence with both its ends ("单次故障时长超过4小时不足24小时的，赔偿
   当月服务费的10%", "4小时以上24小时以下的") is priced: a 10-hour outage earns its 10%, a 30-hour one nothing from it.
2. A ladder written as sentences after the first, which names the single outage ("单次故障时长不超过4小时的，赔偿5%；超过4小时
   不足24小时的，赔偿10%；超过24小时的，赔偿30%。"), is one clause of rows: each outage earns its own row. The base read its
   first row's "不超过4小时" as "more than 4 hours" and paid every outage over 4 hours 5%.
3. A fixed amount of money per incident ("补偿金额为200元", "每次赔偿500元") is compensation all the same: `check` sends
   outage-compensation to review quoting it (the base said "missing"), and a claim says it leaves it out, with its words.
4. A fibre line's Ethernet said in a later clause of its sentence ("乙方为甲方提供A机房至B机房的光纤2芯，采用以太网传输"), no
   heading above, is no interconnect of the cluster.
5. A claim window before the clause its claimant raises it in ("自故障发生之日起两个月内，甲方可提出赔偿申请") is read, counted
   from the outage as zh85's windows are.
"""

import pytest

from tests.conftest import checked_findings, claimed_month


def _month(tmp_path, contract: str, hours_down: str, start: str = "2026-03-03T00:00") -> dict:
    """The month of a claim on ``contract`` with one outage from ``start`` (3 March 00:00) to ``hours_down``."""
    log = f"id,start,end,units\n1,{start},{hours_down},1\n"
    return claimed_month(tmp_path, contract, log, "2026-05-01", "--monthly-fee", "1000", "--units", "1",
                         "--sla-unit", "node")


TEN_HOURS, THIRTY_HOURS, ONE_HOUR = "2026-03-03T10:00", "2026-03-04T06:00", "2026-03-03T01:00"

# --- 1. a sentence row with both ends

# the ladder of outage lengths a hosting article sets out ("中断1小时免赔,2-3小时赔偿月费的10%,超过5小时…30%",
# https://www.jz-88.cn/index.php/post/12805.html), its middle row as a contract's sentence with both ends
BOTH_ENDS = "单次故障时长超过4小时不足24小时的，赔偿当月服务费的10%。"
# paraphrase: the ends after each length, 以上 / 以下
BOTH_ENDS_AFTER = "单次中断4小时以上24小时以下的，乙方按当月服务费的10%补偿。"


@pytest.mark.parametrize("contract", [BOTH_ENDS, BOTH_ENDS_AFTER])
def test_a_row_with_both_ends_pays_an_outage_inside_it(tmp_path, contract):
    # 7e251e25: 0 (not priced: "a credit per incident, which this claim does not compute")
    assert _month(tmp_path, contract, TEN_HOURS)["credit_pct"] == 10.0


@pytest.mark.parametrize("contract", [BOTH_ENDS, BOTH_ENDS_AFTER])
def test_a_row_with_both_ends_pays_nothing_past_its_top(tmp_path, contract):
    # (0 on 7e251e25 too, there because the row was not priced at all; now because 30 hours is past its top)
    month = _month(tmp_path, contract, THIRTY_HOURS)
    assert month["credit_pct"] == 0.0
    assert not any("does not compute" in note for note in month["review"])  # 7e251e25: left out, not priced


def test_a_row_with_one_end_stays(tmp_path):
    # guard (passes on 7e251e25 too): more than 4 hours, no top
    assert _month(tmp_path, "单次故障时长超过4小时的，赔偿当月服务费的10%。", THIRTY_HOURS)["credit_pct"] == 10.0


# --- 2. a ladder in sentences, and a first row bounded from above

LADDER = ("单次故障时长不超过4小时的，赔偿当月服务费的5%；超过4小时不足24小时的，赔偿当月服务费的10%；"
          "超过24小时的，赔偿当月服务费的30%。")
# paraphrase: 以内 / 以上…以下 / 以上, 中断 and 补偿
LADDER_WORDS = ("单次中断时长在4小时以内的，补偿当月服务费的5%；4小时以上24小时以下的，补偿当月服务费的10%；"
                "24小时以上的，补偿当月服务费的30%。")


@pytest.mark.parametrize("contract", [LADDER, LADDER_WORDS])
@pytest.mark.parametrize("end, pct", [(TEN_HOURS, 10.0), (THIRTY_HOURS, 30.0)])
def test_each_outage_earns_its_own_row_of_a_ladder_in_sentences(tmp_path, contract, end, pct):
    # 7e251e25: LADDER 5 for both (its first row read as "more than 4 hours"); LADDER_WORDS 5 for both as well
    assert _month(tmp_path, contract, end)["credit_pct"] == pct


def test_a_short_outage_earns_the_first_row(tmp_path):
    # 7e251e25: 0 (the first row read as "more than 4 hours": one hour earned nothing)
    assert _month(tmp_path, LADDER, ONE_HOUR)["credit_pct"] == 5.0


def test_a_short_outage_earns_the_first_row_worded_as_a_top(tmp_path):
    # guard (passes on 7e251e25 too): "4小时以内" was read as a top already
    assert _month(tmp_path, LADDER_WORDS, ONE_HOUR)["credit_pct"] == 5.0


@pytest.mark.parametrize("contract", [
    "单次故障时长不超过4小时的，赔偿当月服务费的5%。",
    # paraphrase: 不多于
    "单次服务中断不多于4小时的，乙方按当月服务费的5%补偿。",
])
def test_an_outage_past_a_rows_top_earns_nothing_from_it(tmp_path, contract):
    # 7e251e25: 5 (不超过4小时 read as a length a single outage must pass)
    assert _month(tmp_path, contract, TEN_HOURS)["credit_pct"] == 0.0


def test_rows_each_naming_the_outage_stay_clauses_of_their_own(tmp_path):
    # guard (passes on 7e251e25 too): each sentence its own clause, a 30-hour outage earns the larger, 30%
    contract = "单次故障超过4小时的，赔偿当月服务费的10%；单次故障超过24小时的，赔偿当月服务费的30%。"
    assert _month(tmp_path, contract, THIRTY_HOURS)["credit_pct"] == 30.0


# --- 3. a fixed amount of money per incident

# "服务器中断时间在12小时以内(含),补偿金额为200元" (2026年服务器中断补偿协议,
# max.book118.com/html/2026/0203/6234212054012055.shtm), as one outage's clause
FIXED = "乙方承诺月可用性不低于99.9%。单次故障时长超过4小时的，乙方向甲方支付补偿金额为200元。"
# paraphrases: an amount per incident with no length, and an amount per hour of a long outage
FIXED_EACH = "乙方承诺月可用性不低于99.9%。每次故障，乙方赔偿甲方人民币500元。"
FIXED_HOURLY = "乙方承诺月可用性不低于99.9%。单次服务中断超过2小时的，乙方按1000元/小时向甲方补偿。"


@pytest.mark.parametrize("contract, words", [(FIXED, "补偿金额为200元"), (FIXED_EACH, "赔偿甲方人民币500元"),
                                             (FIXED_HOURLY, "按1000元/小时")])
def test_a_fixed_amount_is_compensation_for_review(contract, words):
    # 7e251e25: outage-compensation missing ("合同未约定该条款"), no per-incident finding
    findings = checked_findings(contract, language="zh")
    assert findings["outage-compensation"].status == "review"
    assert words in findings["outage-compensation"].message
    assert words in findings["per-incident-credit"].message


def test_a_claim_says_it_leaves_the_fixed_amount_out(tmp_path):
    # 7e251e25: no note at all (the month's 10 hours earn no tier, the 200 yuan unsaid)
    month = _month(tmp_path, FIXED, TEN_HOURS)
    assert any("does not compute" in note and "补偿金额为200元" in note for note in month["review"])


@pytest.mark.parametrize("contract", [
    # guards (pass on 7e251e25 too): money in an outage's sentence that is no compensation
    "乙方承诺月可用性不低于99.9%。单次故障超过4小时的，乙方应派工程师到场处理，差旅费500元由甲方承担。",
    "乙方承诺月可用性不低于99.9%。每次故障处理收取服务费200元。",
])
def test_money_that_is_no_compensation_stays_missing(contract):
    assert checked_findings(contract, language="zh")["outage-compensation"].status == "missing"


# --- 4. a fibre line's Ethernet in a later clause of its sentence, no heading above

# the shape of a fibre lease (光纤线路出租合同, https://m.haog.cn/dongshi/rshbb/zgwqdWe1YQ: "甲方向乙方租用…机房到…的光纤线路，
# 用于传输数据"), its transmission said in the clause after the line, with no section heading naming it
@pytest.mark.parametrize("text", [
    "乙方为甲方提供A机房至B机房的光纤2芯，采用以太网传输，端口速率10G。",
    # paraphrases: a bare fibre between two data centres, a leased line between two halls, a fibre across halls
    "乙方提供两地数据中心间的裸纤互联线路，采用以太网传输。",
    "乙方为甲方开通同城双活机房间的光纤专线，采用万兆以太网互联。",
    "乙方提供跨机房的裸光纤连接，采用以太网组网。",
])
def test_a_fibre_lines_ethernet_is_no_interconnect(extracted, text):
    # 7e251e25: interconnect ethernet
    extracted(text, "interconnect", None, language="zh")


def test_a_route_from_hall_to_hall_states_no_rate_of_the_cluster(extracted):
    # 7e251e25: interconnect_gbps 10 (the line's port)
    extracted("乙方为甲方提供A机房至B机房的光纤2芯，采用以太网传输，端口速率10G。", "interconnect_gbps", None, language="zh")


@pytest.mark.parametrize("text, value", [
    # guards (pass on 7e251e25 too): the cluster's fabric in its own clause after the line, or before it, or fibre
    # inside the cluster
    ("节点间采用单模光纤连接，每节点配置8芯光模块，InfiniBand NDR 400G。", "infiniband"),
    ("两地机房间通过裸纤互联，集群节点间采用RoCE网络。", "roce"),
    ("集群节点间采用InfiniBand网络互联，两地数据中心间通过光纤专线连接。", "infiniband"),
    ("乙方提供GPU服务器，采用以太网互联。", "ethernet"),
])
def test_the_clusters_fabric_beside_a_line_stays(reads, text, value):
    reads(text, "interconnect", value, language="zh")


# --- 5. a claim window before the clause its claimant raises it in

WINDOW_CREDITS = "乙方承诺月可用性不低于99.9%。当月可用性低于99.9%的，赔偿月服务费的10%。"


def _deadline(tmp_path, window: str) -> str | None:
    """The claim deadline of January, whose one outage is on 3 January."""
    return _month(tmp_path, WINDOW_CREDITS + window, "2026-01-03T10:00", "2026-01-03T00:00")["claim_deadline"]


@pytest.mark.parametrize("window, deadline", [
    # Alibaba Cloud's window ("…相关月份结束后两(2)个月内提出", the DataHub SLA at terms.aliyun.com) with the claimant in a
    # clause of its own after it, counted from the fault as a rental contract does
    ("自故障发生之日起两个月内，甲方可提出赔偿申请。", "2026-03-03"),
    # paraphrases: the months in figures and the claim in writing; from the month's end as Alibaba words it
    ("故障发生后两(2)个月内，甲方可以书面形式向乙方提出赔偿申请。", "2026-03-03"),
    ("相关月份结束后两个月内，甲方可提出赔偿申请。", "2026-03-31"),
])
def test_a_window_before_the_claimants_clause_is_read(tmp_path, window, deadline):
    # 7e251e25: no claim window read (claim_deadline none)
    assert _deadline(tmp_path, window) == deadline


@pytest.mark.parametrize("text", [
    # guards (pass on 7e251e25 too): a repair's deadline with the claim a clause further on, and the provider's report
    "故障发生后2小时内，乙方应恢复服务，否则甲方可提出赔偿申请。",
    "乙方应在故障发生后7日内，向甲方提交故障分析报告，甲方可据此提出赔偿申请。",
])
def test_a_deadline_that_is_no_claim_window_stays_unread(extracted, text):
    extracted(text, "claim_window_days", None, language="zh")
