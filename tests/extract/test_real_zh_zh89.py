"""Edges of a credit's band written in words the base did not read, by zh89 (session 47): each a general rule, each
beside a paraphrase and a guard that passes on the base (main at 97f0c248) too.

Chinese contracts close a band's edge with 及以下 / 或以下 / （含）以下 / 小于等于, and often say the edge again in brackets
("30%以下（含30%）", "30%～50%之间（含50%）": the wording of a university's plagiarism rule, the usual Chinese way of writing an
inclusive edge; 民法典第一千二百五十九条: 以上、以下、以内 include the figure).

1. An availability band closed by 及以下 / 或以下 / （含）以下 / 小于等于 ("月可用性在99%及以下的，赔偿当月服务费的30%") is a
   tier: the base read no tier at all, so `check` said the contract has no credit and a claim paid nothing. Per SPEC §3.4 a
   tier pays strictly below its figure, so the tier is below_pct 99.
2. The edge said again in brackets ("月可用性99%以下（含99%）的，赔偿当月服务费的30%") is no credit: the base read the 99 in
   the brackets as the tier's credit and paid 99% of the month's fee instead of 30%.
3. A single outage's length said again in brackets ("单次故障时长4小时以上（含4小时）的，赔偿当月服务费的10%") is no second
   length: the base priced no row (a 10-hour outage earned nothing); a mark holding the length ("超过4小时（含4小时）") puts
   an outage of just 4 hours in the row as "(含)" does, and "（不含4小时）" leaves it out.

The real SLAs read beside these (values right on the base, listed in the report): an IDC hosting agreement's network and
power levels (xiaomilidoc.com/p-13301017.html: "乙方保证甲方网络系统99.9%的联通性，即每月不联通时间少于44分钟。乙方假如在任何
一个月中不能达到…服务品质，乙方将免收甲方的当月租用费"), Huawei Cloud's CPH notice (below 95% → 100%, claims within two
months of the month's end), Tianyi Cloud's AOne and Volcano Engine's cloud-phone SLAs (5-minute minimum outage, 72 hours'
maintenance notice), Tencent Cloud's SOC ladder ("低于99%但等于或高于95% | 月度服务费的10%"), Baidu's CDS 100× downtime.
"""

import pytest

from tests.conftest import claimed_month


def _month(tmp_path, contract: str, end: str, start: str = "2026-03-03T00:00") -> dict:
    """The month of a claim on ``contract`` with one outage of one node from ``start`` (3 March 00:00) to ``end``."""
    log = f"id,start,end,units\n1,{start},{end},1\n"
    return claimed_month(tmp_path, contract, log, "2026-05-01", "--monthly-fee", "1000", "--units", "1",
                         "--sla-unit", "node")


LEVEL = "乙方承诺月可用性不低于99.9%。"
# 30 March 2026 is in a 31-day month: 10 hours down is 98.66% available, 1 hour 99.87%
TEN_HOURS, ONE_HOUR, FOUR_HOURS, A_DAY = "2026-03-03T10:00", "2026-03-03T01:00", "2026-03-03T04:00", "2026-03-04T00:00"


# --- 1. a band closed by 及以下 / 或以下 / （含）以下 / 小于等于

@pytest.mark.parametrize("band", [
    "月可用性在99%及以下的，赔偿当月服务费的30%。",
    # paraphrases: 或以下, （含）以下, 小于等于, 低于或等于, each with other credit words
    "月可用性99%或以下的，乙方按当月服务费的30%补偿。",
    "月可用性在99%（含）以下的，减免当月服务费的30%。",
    "月可用性小于等于99%的，赔偿当月服务费的30%。",
    "当月可用性低于或等于99%时，乙方赔付月服务费的30%。",
])
def test_a_band_closed_in_words_is_a_tier(reads, band):
    # 97f0c248: no credit_tiers at all
    reads(LEVEL + band, "credit_tiers", [{"below_pct": 99.0, "credit_pct": 30.0}], language="zh")


def test_a_claim_pays_the_band_closed_in_words(tmp_path):
    # 97f0c248: 0 (no tier read)
    assert _month(tmp_path, LEVEL + "月可用性在99%及以下的，赔偿当月服务费的30%。", TEN_HOURS)["credit_pct"] == 30.0


@pytest.mark.parametrize("band", [
    # guards (pass on 97f0c248 too): 以下 alone, and the sign
    "月可用性在99%以下的，赔偿当月服务费的30%。",
    "月可用性≤99%的，赔偿当月服务费的30%。",
])
def test_a_band_closed_by_a_word_already_read_stays(reads, band):
    reads(LEVEL + band, "credit_tiers", [{"below_pct": 99.0, "credit_pct": 30.0}], language="zh")


def test_a_level_at_or_below_which_nothing_is_owed_is_no_tier(extracted):
    # guard (passes on 97f0c248 too): a share of the fee in the same sentence is no credit for a band
    extracted(LEVEL + "月可用性在99%及以下的，乙方应在3个工作日内提交故障报告，报告费用占服务费的5%由乙方承担。",
              "credit_tiers", None, language="zh")


# --- 2. the edge said again in brackets

@pytest.mark.parametrize("contract, tiers", [
    (LEVEL + "月可用性低于99.9%但不低于99%的，赔偿当月服务费的10%；月可用性99%以下（含99%）的，赔偿当月服务费的30%。",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}]),
    # paraphrases: a range with both marks holding their figures, and a band "之间（含99%）" as the plagiarism rule writes it
    (LEVEL + "月可用性在99%（不含99%）至99.9%（不含99.9%）之间的，赔偿当月服务费的10%；月可用性在99%以下（含99%）的，"
             "赔偿当月服务费的30%。",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}]),
    (LEVEL + "月可用性在99%～99.9%之间（含99%）的，赔偿当月服务费的10%；月可用性在99%以下的，赔偿当月服务费的30%。",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}]),
    (LEVEL + "可用性低于99.9%（不含）的，补偿月服务费的10%；可用性低于99%（含99%）的，补偿月服务费的25%。",
     [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]),
])
def test_the_edge_in_brackets_is_no_credit(reads, contract, tiers):
    # 97f0c248: the bracketed edge read as a credit ({"below_pct": 99.0, "credit_pct": 99.0}; the third: 99.9 → 99)
    reads(contract, "credit_tiers", tiers, language="zh")


def test_a_claim_pays_the_tier_not_the_edge(tmp_path):
    # 97f0c248: 99.0 (99% of the month's fee, 990.00 of 1000)
    month = _month(tmp_path, LEVEL + "月可用性99%以下（含99%），乙方按当月服务费的30%向甲方补偿。", TEN_HOURS)
    assert (month["credit_pct"], month["credit_amount"]) == (30.0, 300.0)


def test_a_mark_with_no_figure_stays(reads):
    # guard (passes on 97f0c248 too): "(含)" alone between the ends of a range
    reads(LEVEL + "月可用性在99%（含）至99.9%（不含）之间的，赔偿当月服务费的10%；低于99%的，赔偿当月服务费的30%。",
          "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}],
          language="zh")


# --- 3. a single outage's length said again in brackets

@pytest.mark.parametrize("contract, end, pct", [
    (LEVEL + "单次故障时长4小时以上（含4小时）的，赔偿当月服务费的10%。", TEN_HOURS, 10.0),
    # paraphrases: an upper end in brackets, and a mark holding the length after 超过 that puts it in the row
    (LEVEL + "单次故障时长在4小时以下（含4小时）的，赔偿当月服务费的5%。", ONE_HOUR, 5.0),
    (LEVEL + "单次中断超过4小时（含4小时）的，乙方按当月服务费的10%补偿。", FOUR_HOURS, 10.0),
])
def test_a_length_in_brackets_is_no_second_length(tmp_path, contract, end, pct):
    # 97f0c248: 0 (the row not priced: "a credit per incident, which this claim does not compute")
    assert _month(tmp_path, contract, end)["credit_pct"] == pct


LADDER = (LEVEL + "单次故障时长在4小时以下（含4小时）的，赔偿当月服务费的5%；超过4小时不足24小时的，赔偿当月服务费的10%；"
                  "24小时以上（含24小时）的，赔偿当月服务费的30%。")


@pytest.mark.parametrize("end, pct", [(FOUR_HOURS, 5.0), (TEN_HOURS, 10.0), (A_DAY, 30.0)])
def test_each_outage_earns_its_row_of_a_ladder_with_bracketed_edges(tmp_path, end, pct):
    # 97f0c248: 0 for each (no row priced)
    assert _month(tmp_path, LADDER, end)["credit_pct"] == pct


def test_a_mark_leaving_the_length_out_keeps_it_out(tmp_path):
    # guard (passes on 97f0c248 too, where the outage of just 4 hours was not counted past 4 hours either): "（不含4小时）"
    # must not put it in the row
    month = _month(tmp_path, LEVEL + "单次故障时长超过4小时（不含4小时）的，赔偿当月服务费的10%。", FOUR_HOURS)
    assert month["credit_pct"] == 0.0
    assert not any("does not compute" in note for note in month["review"])


def test_a_row_with_no_bracket_stays(tmp_path):
    # guard (passes on 97f0c248 too)
    assert _month(tmp_path, LEVEL + "单次故障时长4小时以上的，赔偿当月服务费的10%。", TEN_HOURS)["credit_pct"] == 10.0
