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
