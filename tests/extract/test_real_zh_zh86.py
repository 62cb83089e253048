"""Chinese documents nobody had tested, read by zh86 (session 46): Alibaba Cloud's 函数工作流 SLA, a published 服务器中断
补偿协议, an IDC lease article, a data-centre lease article, 蓝队云's Redis SLA (what each gave is in zh86's report).

1. A ladder of credits by one outage's length written in sentences, its shortest row a band's top ("(1)中断时间在2小时以内
   的，补偿当月服务费的5%；…(3)中断时间超过8小时的，补偿当月服务费的30%"), sets no shortest outage that counts: on b5c0fe6c
   a later row's length was read as min_outage_minutes (480 from "超过8小时", 120 from "在2小时至8小时"), and a claim
   dropped a one-hour outage as below it, though the first row pays for it. A row worded so was no occurrence of the key (以内 after the length blocks one, 不足 has no
   trigger), so the rule for a band's top that opens a remedy (e114's "less than 24 hours") never saw it.
2. Under a lead-in line that names a longer length ("服务器中断时间超过24小时(含)的,甲方应按照以下标准向乙方支付补偿:" over
   "a.服务器中断时间在12小时以内(含),补偿金额为200元;"), the lead-in and its rows disagree on what earns a credit: a conflict
   for review (1440 beside the row's 0), as zh's table under such a lead-in already was; b5c0fe6c read 1440 alone.
3. A colocation's power level stated as its reliability, assurance or steadiness ("出租方需保障99.9%以上电力供应稳定性",
   "供电可靠性不低于99.99%", "电力保障率") is the level, as 电力可用性 is: b5c0fe6c read none (no subject word), and beside a
   network's level a power figure read by a power measure alone (电力持续供应能力 too) was dropped, not kept for review.
"""

import pytest

from tests.conftest import checked_finding, claimed_month, extracted_terms

# --- 1. a ladder in sentences whose shortest row is a band's top

# 2026年服务器中断补偿协议 (https://max.book118.com/html/2026/0203/6234212054012055.shtm), its rows without the lead-in
BOOK118_ROWS = ("a.服务器中断时间在12小时以内(含),补偿金额为200元;\n"
                "b.服务器中断时间在12小时至24小时(含),补偿金额为400元;\n"
                "c.服务器中断时间超过24小时,补偿金额为1000元/小时。\n")
# the same in other words (paraphrases): a GPU rental's ladder of shares of the month's fee, one worded with 不足, and a
# per-incident credit in days worded with 不超过
GPU_LADDER = ("第八条 服务中断补偿\n乙方应确保GPU服务器正常运行。服务器发生中断的，乙方按以下标准向甲方补偿：\n"
              "(1)单次中断时间在2小时以内的，补偿当月服务费的5%；\n"
              "(2)单次中断时间在2小时至8小时的，补偿当月服务费的10%；\n"
              "(3)单次中断时间超过8小时的，补偿当月服务费的30%。\n")
SHORT_FIRST = "(1)中断时间不足2小时的，补偿当月服务费的5%；\n(2)中断时间超过8小时的，补偿当月服务费的30%。\n"
DAYS = "(1)单次故障时长不超过4小时的，赔偿1天服务时长；\n(2)单次故障时长超过4小时的，赔偿7天服务时长。\n"


@pytest.mark.parametrize("text", [BOOK118_ROWS, GPU_LADDER, SHORT_FIRST, DAYS])
def test_a_ladder_whose_first_row_is_a_top_sets_no_minimum(reads, text):
    # b5c0fe6c: 1440, 120, 480, 240 (a row's length past the first, a one-hour outage dropped below it)
    reads(text, "min_outage_minutes", None, language="zh")


def test_a_claim_counts_an_outage_shorter_than_the_ladders_last_row(tmp_path):
    # b5c0fe6c: the one-hour outage excluded as below_min_outage (120, the second row's lower end), 0 minutes of downtime
    one_hour = "id,start,end,units\n1,2026-03-03T00:00,2026-03-03T01:00,1\n"
    month = claimed_month(tmp_path, GPU_LADDER, one_hour, "2026-04-01", "--monthly-fee", "1000", "--units", "1",
                          "--sla-unit", "node")
    assert month["downtime_minutes"] == 60
    assert [i["excluded_reason"] for i in month["incidents"]] == [None]


# guards (pass on b5c0fe6c too): a lone length an outage must pass, a threshold of what earns nothing before a rung, a
# ladder of lengths each opening a remedy (its lowest), and a month's allowance, stay as they were
@pytest.mark.parametrize("text, expected", [
    ("中断时间超过8小时的，补偿当月服务费的30%。", 480),
    ("中断时间不足10分钟的，不予补偿；中断时间超过10分钟的，补偿当月服务费的5%。", 10),
    ("中断不足5分钟的，不计入赔偿；连续中断超过30分钟的，赔偿当日服务费。", 30),
    ("连续中断超过60分钟的，乙方赔偿当日服务费；连续中断超过24小时的，赔偿当月服务费。", 60),
    ("当月累计中断时间在4小时以内的，按当月服务费的5%赔偿；单次中断超过8小时的，赔偿当月服务费的30%。", 480),
])
def test_other_thresholds_stay(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")


# --- 2. a lead-in naming a longer length over rows that pay for shorter outages

# the same agreement's clause 二.2 as published: the lead-in's "超过24小时(含)" and its first row's "12小时以内(含)"
BOOK118 = ("二、服务中断的补偿标准\n1.甲方应确保服务器正常运行,如发生服务器中断,应立即采取一切必要措施尽快恢复服务。\n"
           "2.服务器中断时间超过24小时(含)的,甲方应按照以下标准向乙方支付补偿:\n" + BOOK118_ROWS +
           "3.甲方应于服务中断事件发生后的10个工作日内,向乙方支付相应的补偿金。\n")
# the same in other words (a paraphrase): a GPU lease's lead-in over lines of credits by the outage's length
RACK = ("第六条 中断补偿\nGPU服务器中断时间超过4小时的，乙方按下列标准向甲方补偿：\n"
        "(一)中断时间不足2小时的，补偿当月服务费的10%；\n(二)中断时间超过4小时的，补偿当月服务费的50%。\n")


@pytest.mark.parametrize("text, lead", [(BOOK118, 1440), (RACK, 240)])
def test_a_lead_in_over_rows_paying_for_shorter_outages_is_a_conflict(text, lead):
    # b5c0fe6c: the lead-in's length alone, no conflict
    term = extracted_terms(text, language="zh")["min_outage_minutes"]
    assert term.conflict
    assert {term.value, *(a.value for a in term.alternatives)} >= {lead, 0}


def test_a_lead_in_with_no_rows_under_it_stays():
    # guard (passes on b5c0fe6c too): the lead-in's length alone, nothing under it that pays for less
    term = extracted_terms("服务器中断时间超过24小时(含)的,甲方应按照以下标准向乙方支付补偿:\n\n（以下空白）\n",
                           language="zh")["min_outage_minutes"]
    assert term.value == 1440 and not term.conflict


# --- values read right already (guards, pass on b5c0fe6c too)

# Alibaba Cloud's 函数工作流 SLA (https://terms.aliyun.com/legal-agreement/terms/suit_bu1_ali_cloud/
# suit_bu1_ali_cloud201912190839_39571.html), its commitment, credit table, cap and claim window
FNF = ("2.2 服务可用性承诺\n函数工作流服务可用性不低于99.9%,如函数工作流未达到前述可用性承诺,客户可以根据本协议第3条约定获得赔偿。\n"
       "3.赔偿方案\n3.1 赔偿标准\n根据客户某一阿里云账号下函数工作流的服务可用性,按照下表中的标准计算赔偿金额,赔偿方式仅限于用于购买"
       "函数工作流产品的代金券,不折算现金返还,且赔偿总额不超过未达到服务可用性承诺当月客户支付的月度服务费用的50%(不含用代金券"
       "抵扣的费用)。\n服务可用性 | 赔偿代金券金额 |\n99% ≤ 服务可用性 < 99.9% | 月度服务费用的20% |\n"
       "95% ≤服务可用性 < 99% | 月度服务费用的30% |\n服务可用性 < 95% | 月度服务费用的50% |\n3.2赔偿申请时限\n"
       "客户可在每个自然月第五(5)个工作日后对上个月没有达到服务可用性承诺的函数工作流提出赔偿申请。赔偿申请最迟不应晚于函数工作流"
       "未达到服务可用性承诺的相关月份结束后两(2)个月内提出。\n")


def test_the_function_workflow_slas_money_terms():
    terms = extracted_terms(FNF, language="zh")
    assert terms["availability_pct"].value == 99.9
    assert [(t["below_pct"], t["credit_pct"]) for t in terms["credit_tiers"].value] == [(99.9, 20.0), (99.0, 30.0),
                                                                                        (95.0, 50.0)]
    assert terms["credit_cap_pct"].value == 50
    assert terms["claim_window_days"].value == 60


# --- 3. the power's reliability, assurance or steadiness as a share of the time is a colocation's level

# a data-centre lease article (https://aliyunyh.com/493936.html), the lease's 权责划分条款 as it quotes it
DC_LEASE = "权责划分条款:出租方需保障99.9%以上电力供应稳定性,承租方承担自备设备运维责任\n"


@pytest.mark.parametrize("text, value", [
    (DC_LEASE, 99.9),
    # ... the same in other words (paraphrases): a rack lease's power reliability, a machine room's power assurance rate
    ("乙方承诺机柜供电可靠性不低于99.99%。", 99.99),
    ("机房电力保障率99.99%以上。", 99.99),
])
def test_the_powers_reliability_is_the_level(reads, text, value):
    # b5c0fe6c: no availability_pct
    reads(text, "availability_pct", value, language="zh")


def test_the_check_finds_a_rack_leases_power_level():
    # b5c0fe6c: missing
    assert checked_finding("乙方承诺机柜供电可靠性不低于99.99%。", "availability", language="zh").status == "pass"


@pytest.mark.parametrize("text", [
    "网络可用性不低于99.9%，供电可靠性不低于99.99%。",
    # ... and a power measure the rules knew, read by its own words alone (no 可用性): the same review
    "网络可用性不低于99.9%，电力持续供应能力达99.99%。",
])
def test_the_powers_level_beside_the_networks_is_kept_for_review(text):
    # b5c0fe6c: 99.9 alone, the power's 99.99 dropped (no conflict)
    term = extracted_terms(text, language="zh")["availability_pct"]
    assert term.conflict and {a.value for a in term.alternatives} >= {99.99}


# guards (pass on b5c0fe6c too): the voltage's steadiness is no level of time, a network's rate stays
@pytest.mark.parametrize("text, value", [
    ("供电电压稳定性偏差不超过5%。", None),
    ("保证供电稳定性，电压波动不超过±5%。", None),
    ("乙方保证网络可用率不低于99.9%。", 99.9),
])
def test_other_figures_stay(reads, text, value):
    reads(text, "availability_pct", value, language="zh")
