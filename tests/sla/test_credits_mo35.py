"""Money at a tier's edge (session 44's helper mo35): contract readings found by mo33 on corpus/real that move a claim's
amount or deadline: a claim window counted "of the <Name> Unavailability" (from the outage, not the month's end)."""

import pytest

from tests.conftest import CORPUS, claimed_month

REAL = CORPUS / "real"

FEE = ("--monthly-fee", "1000", "--currency", "USD")
EN_LADDER = ("Service Level Agreement\n\nIf monthly availability falls below 99.9%, Customer receives a service credit of "
             "10% of the monthly fee.\n\n{extra}\n")


# --- 3. "within 10 days of the GS Unavailability": a product's name before the outage's word hides nothing: the window
# counts from the outage (Giant Swarm's SLA, https://giantswarm.io, corpus/real c19)
@pytest.mark.shared("corpus/real")
def test_a_window_of_the_named_unavailability_counts_from_the_outage(tmp_path):
    contract = (REAL / "c19_giantswarm_sla_en.md").read_text(encoding="utf-8")
    log = "id,start,end,units\ni1,2025-06-03T10:00:00,2025-06-03T14:00:00,*\n"
    month = claimed_month(tmp_path, contract, log, "2025-06-20", *FEE)
    # main: 2025-07-10 (the month's end + 10 days), open on 2025-06-20 though the contract's deadline passed
    assert (month["claim_deadline"], month["claim_open"]) == ("2025-06-13", False)


@pytest.mark.parametrize("words", ["of the Acme Outage", "of the Network Incident", "of the Service Unavailability"])
def test_a_window_of_a_named_outage_counts_from_it(tmp_path, words):
    contract = EN_LADDER.format(extra=f"Customer must request a credit within 10 days {words}.")
    log = "id,start,end,units\ni1,2026-03-02T10:00:00,2026-03-02T14:00:00,*\n"
    month = claimed_month(tmp_path, contract, log, "2026-03-20", *FEE)
    assert (month["claim_deadline"], month["claim_open"]) == ("2026-03-12", False)


# guard (main too): a window counted from the end of the month the outage fell in is the month's
def test_a_window_of_the_month_of_the_outage_counts_from_the_month_end(tmp_path):
    contract = EN_LADDER.format(extra="Customer must request a credit within 10 days of the end of the month in which "
                                      "the Outage occurred.")
    log = "id,start,end,units\ni1,2026-03-02T10:00:00,2026-03-02T14:00:00,*\n"
    month = claimed_month(tmp_path, contract, log, "2026-03-20", *FEE)
    assert (month["claim_deadline"], month["claim_open"]) == ("2026-04-10", True)


# --- 1. each outage rounded up to whole minutes by the contract's words: where the rounded downtime would earn a higher
# tier than the time elapsed (SPEC §6, what the claim counts), the month says both (the amount stands)
ZH_LADDER = ("服务等级协议\n\n甲方（承租方）：上海星衍智能科技有限公司\n乙方（出租方）：上海澜算智能科技有限公司\n\n"
             "1. 月可用性低于99.9%的，乙方赔偿当月服务费的10%。\n\n2. {extra}\n")
# Tencent Cloud's TKE SLA (corpus/real c01)
TKE = "容器服务本身故障时间=容器服务故障解决时间-容器服务故障开始时间。按分钟计算故障时间，故障时间小于 1 分钟的按 1 分钟计算。例如，故障时间为 1 分 01 秒，按 2 分钟算。"
# Tencent Cloud's CDN SLA (corpus/real c16)
CDN = "Fault time is calculated per minute. Faults under 1 minute will be rounded up and deemed as one minute."
# 30-day June: 99.9% is 43.2 minutes down; 43 min 12 s is just that (no credit), rounded up 44 minutes (10%)
EDGE_LOG = "id,start,end,units\ni1,2026-06-03T10:00:00,2026-06-03T10:43:12,*\n"


@pytest.mark.parametrize("contract, quoted", [
    (ZH_LADDER.format(extra=TKE), "按分钟计算故障时间"),
    (EN_LADDER.format(extra=CDN), "Fault time is calculated per minute"),
])
def test_rounded_outages_that_would_earn_a_tier_are_said_with_both_figures(tmp_path, contract, quoted):
    month = claimed_month(tmp_path, contract, EDGE_LOG, "2026-07-01", *FEE)
    assert month["credit_amount"] == 0.0  # SPEC §6: the time elapsed, 99.9% exactly
    [note] = [n for n in month["review"] if "rounds each outage up" in n]  # main: nothing said
    assert "44 minutes" in note and "43.2 minutes" in note and "earns 10% of the fee" in note and "earning 0%" in note
    assert quoted in note


# guards (nothing said, on main too): no rounding stated; rounded and exact in the same tier
@pytest.mark.parametrize("contract, log", [
    (ZH_LADDER.format(extra="故障时间=故障解决时间-故障开始时间。"), EDGE_LOG),
    (ZH_LADDER.format(extra=TKE), "id,start,end,units\ni1,2026-06-03T10:00:00,2026-06-03T10:30:12,*\n"),
    (ZH_LADDER.format(extra=TKE), "id,start,end,units\ni1,2026-06-03T10:00:00,2026-06-03T11:00:12,*\n"),
])
def test_no_rounding_note_where_it_moves_no_tier(tmp_path, contract, log):
    month = claimed_month(tmp_path, contract, log, "2026-07-01", *FEE)
    assert not [n for n in month["review"] if "rounds each outage up" in n]


# guard (nothing said, on main too): a price counted per minute rounds no outage
def test_a_price_per_minute_is_no_rounding_of_outages(tmp_path):
    contract = EN_LADDER.format(extra="GPU usage is calculated per minute, and any partial minute counts as a full minute.")
    month = claimed_month(tmp_path, contract, EDGE_LOG, "2026-07-01", *FEE)
    assert not [n for n in month["review"] if "rounds each outage up" in n]
