"""A downtime multiple is no credit per period (session 36's helper e78): "a credit equivalent to one day of service will
be provided per fifteen minutes downtime" is read as 96 × the downtime (e76), which a claim computes (or leaves out,
saying why, mo11); `check`'s ``period-credit`` finding and a claim's note on the same sentence ("a credit per period of
downtime other than an hour, which this claim cannot compute") contradicted it. The sentence a multiple was read in is
no credit per period; a share of the fee per 30 minutes, where no multiple is read, still is.

Each positive has a near miss beside it.
"""

import pytest

from tests.extract.test_vendor_wordings_en_e75 import _period_findings
from tests.extract.test_vendor_wordings_en_e76 import ATABYTE
from tests.extract.test_vendor_wordings_en_e77 import RCP
from tests.sla.test_credit_wordings_mo11 import ATABYTE as ATABYTE_SLA
from tests.sla.test_credit_wordings_mo11 import EN, ONE_HOUR, node_claim

BODY = ATABYTE.removeprefix("Service Level Agreement\n\n").strip()
# e75's wording: a share of the monthly fee per 30 minutes, no multiple of the downtime
FEE_PER_HALF_HOUR = "Provider will credit Customer 5% of the monthly fee for each 30 minutes of downtime."
PERIOD_NOTE = "a credit per period of downtime other than an hour"


@pytest.mark.parametrize("text", [
    # https://jared555.com/legal-sla.php (Atabyte's SLA): one day of service per fifteen minutes of downtime, 96 × it
    BODY,
    # https://www.rcp.net/service-level-agreement/: "credited one day for every 15 minutes of downtime", 96 × it
    RCP.removeprefix("Service Level Agreement\n\n").strip(),
    "If availability falls below 99.9%, Customer receives one day of service credit per 30 minutes of downtime.",
])
def test_no_period_credit_where_a_downtime_multiple_is_read(text):
    # main: a `period-credit` review finding quoting the sentence the multiple was read in
    assert _period_findings(text) == []


@pytest.mark.parametrize("text, clause", [
    # near misses: a share of the fee per 30 minutes reads no multiple, and is shown for review (as on main) ...
    (FEE_PER_HALF_HOUR, FEE_PER_HALF_HOUR),
    # ... and so is one in another sentence than the multiple's
    (BODY + " " + FEE_PER_HALF_HOUR, FEE_PER_HALF_HOUR),
])
def test_a_share_of_the_fee_per_half_hour_is_still_shown(text, clause):
    # (mo41: a share of the fee per 30 minutes, "5% of the monthly fee for each 30 minutes of downtime", is now computed
    # by a claim (README "Credits per period"), so no finding is left; owed only below a level ("If availability falls
    # below 99.9%, ...") it still is shown, where no multiple is read)
    assert _period_findings(text) == []
    gated = text.replace(clause, "If availability falls below 99.9%, " + clause[0].lower() + clause[1:])
    [found] = _period_findings(gated)
    assert found.status == "review" and found.evidence.text == "If availability falls below 99.9%, " + clause[0].lower() \
        + clause[1:]


def test_the_multiple_and_the_other_sentences_credit_are_both_read(reads):
    reads("Service Level Agreement\n\n" + BODY + " " + FEE_PER_HALF_HOUR + "\n", "credit_downtime_multiple", 96,
          language="en")


def test_a_claim_on_a_multiple_says_no_credit_per_period(tmp_path):
    [month] = node_claim(tmp_path, EN.format(sla=ATABYTE_SLA.format(past="")), ONE_HOUR)
    assert month["credit_amount"] == 1920.0  # 96 × 8 GPU-hours × 2.50, as on main
    # main: also "the contract also states a credit per period of downtime other than an hour, which this claim cannot
    # compute exactly", quoting the sentence whose credit it computed
    assert not any(PERIOD_NOTE in note for note in month["review"])


def test_a_multiple_past_the_level_says_only_why_it_is_left_out(tmp_path):
    [month] = node_claim(tmp_path, EN.format(sla=ATABYTE_SLA.format(past=" past the uptime guarantee")), ONE_HOUR)
    assert month["credit_amount"] == 0.0
    assert any("counts only the downtime past what its level of availability allows" in note
               for note in month["review"])  # mo11's note stays
    assert not any(PERIOD_NOTE in note for note in month["review"])  # main: said beside it


def test_a_claim_on_a_share_of_the_fee_per_half_hour_still_says_it(tmp_path):
    # near miss: no multiple read, the credit per 30 minutes is left out and said (as on main)
    # (mo41: computed now, "5% of the monthly fee for each 30 minutes of downtime", so not said to be left out; owed only
    # below a level it still is)
    [month] = node_claim(tmp_path, EN.format(sla="We guarantee 99.9% uptime. " + FEE_PER_HALF_HOUR), ONE_HOUR)
    assert not [note for note in month["review"] if PERIOD_NOTE in note] and month["credit_amount"] > 0
    (tmp_path / "gated").mkdir()
    gated = "We guarantee 99.9% uptime. If availability falls below 99.9%, p" + FEE_PER_HALF_HOUR[1:]
    [month] = node_claim(tmp_path / "gated", EN.format(sla=gated), ONE_HOUR)
    [note] = [note for note in month["review"] if PERIOD_NOTE in note]
    assert note.startswith("the contract also states a credit per period of downtime other than an hour, which this "
                           "claim cannot compute exactly (work it out from the month's outages by hand): contract.md "
                           "page 1: “If availability falls below 99.9%, provider will credit Customer 5%")
