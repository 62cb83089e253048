"""Chinese credit words the base read wrong, by zh90 (session 47): each a general rule, each beside a paraphrase and a
guard that passes on the base (main at 635ef500) too.

1. A cap's word right after the level's name ("月可用性不高于99%的，赔偿当月服务费的30%"; 不超过, 不大于) bounds the level: a
   band's upper end that holds its figure, as 及以下 does (zh89), no cap of the credits. The base read credit_cap_pct 99 and
   no tier: a claim at 98.66% paid nothing (and `check` saw a cap of 99% of the fee). Per SPEC §3.4 a tier pays strictly
   below its figure: below_pct 99.
2. A cap on each outage's credit ("每次故障的赔偿上限为月服务费的5%") is no credit: the base also quoted it as "a credit per
   incident, which this claim does not compute", asking the user to count incidents for a credit the contract never gives.
3. A row of a ladder by one outage's length written with its unit at both ends ("每次中断1小时至4小时的，补偿1天服务费") is a
   range as "1至4小时" is: the base priced no row of it (an outage of 2 hours earned 0 instead of 1 day of service).
"""

import pytest

from tests.conftest import claimed_month


def _month(tmp_path, contract: str, end: str, start: str = "2026-03-03T00:00") -> dict:
    """The month of a claim on ``contract`` with one outage of one node from ``start`` (3 March 00:00) to ``end``."""
    log = f"id,start,end,units\n1,{start},{end},1\n"
    return claimed_month(tmp_path, contract, log, "2026-05-01", "--monthly-fee", "1000", "--units", "1",
                         "--sla-unit", "node")


LEVEL = "乙方承诺月可用性不低于99.9%。"
# March 2026 has 31 days: 10 hours down is 98.66% available, 2 hours 99.73%
TEN_HOURS, TWO_HOURS, HALF_HOUR = "2026-03-03T10:00", "2026-03-03T02:00", "2026-03-03T00:30"


# --- 1. a cap's word right after the level's name is the band's upper end

@pytest.mark.parametrize("band", [
    "月可用性不高于99%的，赔偿当月服务费的30%。",
    # paraphrases: 不超过, 不大于, another credit word, a copula between the level's name and the word
    "月可用性不超过99%的，乙方按当月服务费的30%补偿。",
    "当月服务可用率不大于99%时，减免当月服务费的30%。",
    "月可用性为不高于99%的，赔付月服务费的30%。",
])
def test_a_cap_word_after_the_level_is_a_band(reads, band):
    # 635ef500: no credit_tiers, credit_cap_pct 99
    reads(LEVEL + band, "credit_tiers", [{"below_pct": 99.0, "credit_pct": 30.0}], language="zh")
    reads(LEVEL + band, "credit_cap_pct", None, language="zh")


@pytest.mark.parametrize("ladder", [
    "月可用性低于99.9%但不低于99%的，赔偿当月服务费的10%；月可用性不高于99%的，赔偿当月服务费的30%。",
    # paraphrases: each row's upper end a cap's word, and 未达到 / 不足 beside 不超过
    "月可用性不高于99.9%的，赔偿当月服务费的10%；月可用性不高于99%的，赔偿当月服务费的30%。",
    "月可用性未达到99.9%的，赔偿当月服务费的10%；月可用性不超过99%的，赔偿当月服务费的30%。",
    "月可用性不足99.9%的，补偿月服务费的10%；可用性不超过99%的，补偿月服务费的30%。",
])
def test_a_ladder_with_a_cap_word_after_the_level(reads, ladder):
    # 635ef500: the 99 row read as credit_cap_pct 99 (the other rows alone, or no tier)
    reads(LEVEL + ladder, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}],
          language="zh")
    reads(LEVEL + ladder, "credit_cap_pct", None, language="zh")


@pytest.mark.parametrize("band", ["月可用性不高于99%的，赔偿当月服务费的30%。", "月可用性不超过99%的，按当月服务费的30%赔偿。"])
def test_a_claim_pays_the_band(tmp_path, band):
    # 635ef500: 0.00 (no tier read; the cap of 99% capped nothing)
    month = _month(tmp_path, LEVEL + band, TEN_HOURS)
    assert (month["credit_pct"], month["credit_amount"]) == (30.0, 300.0)


@pytest.mark.parametrize("contract, cap", [
    # guards (pass on 635ef500 too): a cap's word before the fee, and after the level's band in another sentence
    (LEVEL + "赔偿总额不高于当月服务费的30%。", 30),
    (LEVEL + "月可用性低于99%的，赔偿当月服务费的30%。赔偿总额不超过当月服务费的50%。", 50),
])
def test_a_cap_word_before_the_fee_stays_a_cap(reads, contract, cap):
    reads(contract, "credit_cap_pct", cap, language="zh")


def test_a_cap_with_a_ladder_of_cap_words_stays(reads):
    # the ladder read, and the month's cap beside it kept (635ef500: the cap 50 read, no tier)
    contract = LEVEL + "月可用性不高于99.9%的，赔偿当月服务费的10%；月可用性不高于99%的，赔偿当月服务费的30%。" \
                       "赔偿总额不超过当月服务费的50%。"
    reads(contract, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 30.0}],
          language="zh")
    reads(contract, "credit_cap_pct", 50, language="zh")


# --- 2. a cap on each outage's credit is no credit per incident

NOT_COMPUTED = "credit per incident, which this claim does not compute"
TIER = "月可用性低于99.9%的，赔偿当月服务费的10%。"


@pytest.mark.parametrize("cap", [
    "每次故障的赔偿上限为月服务费的5%。",
    # paraphrases: 最多, 最高, 封顶
    "每次故障最多赔偿月服务费的5%。",
    "每次中断的赔偿金额最高为月服务费的5%。",
    "每次故障赔偿封顶为月服务费的5%。",
])
def test_a_cap_on_each_outage_is_no_uncomputed_credit(tmp_path, cap):
    # 635ef500: "the contract also states a credit per incident, which this claim does not compute" quoting the cap
    month = _month(tmp_path, LEVEL + TIER + cap, TEN_HOURS)
    assert not any(NOT_COMPUTED in note for note in month["review"]), month["review"]


def test_a_credit_per_incident_beside_its_cap_is_still_quoted(tmp_path):
    # guard (passes on 635ef500 too): a share each outage earns, capped after it, is a credit per incident still
    month = _month(tmp_path, LEVEL + TIER + "每次故障按月服务费的5%赔偿，最高不超过月服务费的30%。", TEN_HOURS)
    assert any(NOT_COMPUTED in note for note in month["review"])


# --- 3. a row of lengths with the unit at both ends

@pytest.mark.parametrize("ladder", [
    "单次中断4小时以上赔偿3天服务费；每次中断1小时至4小时的，补偿1天服务费。",
    # paraphrases: 到, a dash, another outage word
    "单次中断4小时以上赔偿3天服务费；每次中断1小时到4小时的，补偿1天服务费。",
    "单次故障超过4小时的，赔偿3天服务费；每次故障1小时-4小时的，补偿1天服务费。",
])
@pytest.mark.parametrize("end, amount", [(TWO_HOURS, 32.26), (TEN_HOURS, 96.77), (HALF_HOUR, 0.0)])
def test_a_row_with_its_unit_at_both_ends_is_priced(tmp_path, ladder, end, amount):
    # 635ef500: 0.00 for 2 hours (the row not priced), and for every length the row quoted as a credit per incident "this
    # claim does not compute"; 1 day of March's 31 days of 1000 is 32.26, 3 days 96.77
    month = _month(tmp_path, LEVEL + ladder, end)
    assert month["credit_amount"] == amount
    assert not any(NOT_COMPUTED in note for note in month["review"]), month["review"]


def test_a_row_with_one_unit_stays(tmp_path):
    # guard (passes on 635ef500 too): the quote as zh89/mo46 wrote it, "1至4小时"
    month = _month(tmp_path, LEVEL + "单次中断4小时以上赔偿3天服务费；每次中断1至4小时的，补偿1天服务费。", TWO_HOURS)
    assert month["credit_amount"] == 32.26
