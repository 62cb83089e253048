"""Real-world English wordings of session 46's helper e119, left over by e117/e118: a credit's step size read as the
shortest outage that counts ("for each period of downtime lasting longer than one hour, ... 5% ... for each period of 30
or more consecutive minutes": 30, where the words say an hour); half a day of service per hour of downtime, missed ("half
day (.5) days Service Credit for the appropriate MegaNet Monthly Recurring Charge for each cumulative hour"); a credit
for each hour a hardware replacement runs late, quoted nowhere by `check` (and "5% ... for each hour of delay" read as a
credit per hour of downtime); a plain-text heading in sentence case ("Service credits"), not marked as a heading.

Each positive has a paraphrase and a near miss beside it. Guards pass on main too and say so.
"""

import pytest

from slacheck.limits import Limits
from tests.conftest import checked_finding, checked_findings
from tests.extract.test_real_en_e118 import MEGANET

# https://www.tecton.ai/legal/sla/ (min_outage_minutes read 30: the size of each credit step, not the shortest outage)
TECTON = (
    "## Reliability\n"
    "The SLI for reliability is the percentage of requests which do not return a server error (HTTP 5xx). For the "
    "purpose of this indicator, client errors (HTTP 4xx) are not considered errors.\n"
    "The objective for this indicator is 99.95%, measured monthly, excluding holidays and weekends and scheduled "
    "maintenance. Customer's sole and exclusive remedy, and Company's entire liability, in connection with Service "
    "availability shall be that for each period of downtime lasting longer than one hour, Company will credit Customer 5% "
    "of monthly Service fees for each period of 30 or more consecutive minutes of downtime; provided that no more than "
    "one such credit will accrue per day.\n"
)


@pytest.mark.parametrize("text, expected", [
    (TECTON, 60),
    # ... paraphrased: the outage's length first, the credit's step as a block of minutes
    ("Outages of more than 2 hours earn a credit of 10% of the monthly fee for every block of 15 or more consecutive "
     "minutes of downtime.", 120),
])
def test_a_credit_step_beside_a_threshold_is_no_shortest_outage(reads, text, expected):
    term = reads(text, "min_outage_minutes", expected, language="en")
    assert "than" in term.text  # the threshold's own words, not the step's


@pytest.mark.parametrize("text, expected", [
    # guards (pass on main too): the step's length alone stays (an outage shorter than one step earns nothing) ...
    ("Company will credit Customer 5% of monthly Service fees for each period of 30 or more consecutive minutes of "
     "downtime.", 30),
    # ... and a ladder of thresholds keeps its lowest rung
    ("An outage of more than 30 minutes earns a 5% credit; an outage of more than 4 hours earns a 20% credit.", 30),
])
def test_a_lone_step_and_a_ladder_stay(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


# https://meganet.net/service-level-agreement (no downtime multiple read: the claim had no credit form at all; the text
# e118 quotes)


@pytest.mark.parametrize("text, expected", [
    (MEGANET, 12),
    # ... paraphrased: half a day in words, and in figures
    ("The Customer receives half a day of service credit for each hour of downtime.", 12),
    ("The Customer receives 0.5 days of service credit for each hour of downtime.", 12),
    # ... and a whole day with the charge named before the downtime
    ("Customer's account shall be credited one day Service Credit for the appropriate Monthly Recurring Charge for each "
     "hour of Network Unavailability.", 24),
])
def test_half_a_day_of_service_per_hour_of_downtime(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text", [
    # near misses (pass on main too): half a day per hour of heat is no downtime ...
    "The customer receives half a day of service credit for each hour the room exceeds 30°C.",
    # ... nor is a figure that ends in .5 a half ("10.5 days")
    "We credit 10.5 days of service credit for each hour of downtime.",
])
def test_half_days_that_are_no_multiple(reads, text):
    reads(text, "credit_downtime_multiple", None, language="en")


def test_the_month_cap_beside_stays(reads):
    reads(MEGANET, "credit_cap_pct", 100, language="en")  # guard: one MRC, as on main


# https://www.cryptoservers.io/sla/ (a credit per hour of a late hardware swap: quoted by no finding of `check`)
CRYPTO_LATE = ("If we miss the 4-hour hardware-swap SLA on a dedicated server (measured from confirmed diagnosis to online "
               "replacement), we credit one (1) additional day of base fee for each hour past the deadline, up to 100 %.")
CRYPTOSERVERS = (
    "Missed-SLA credit is issued automatically on the following invoice as a line-item reduction of your monthly base "
    "fee (not including add-ons).\n\n"
    "| Monthly uptime achieved | Credit of monthly base fee |\n|---|---|\n"
    "| > 99.99 % | 0 % (target met) |\n| 99.99 % — 99.9 % | 10 % |\n| 99.9 % — 99.5 % | 25 % |\n"
    "| 99.5 % — 99.0 % | 50 % |\n| Below 99.0 % | 100 % |\n"
    f"{CRYPTO_LATE}\n"
)
# ... paraphrased: a GPU replaced late, a share of the fee per hour of delay
GPU_LATE = ("If a failed GPU is not replaced within 4 hours, the Customer receives a credit of 5% of the monthly fee for "
            "each hour of delay.")


@pytest.mark.parametrize("text, quoted", [(CRYPTOSERVERS, CRYPTO_LATE), (GPU_LATE, GPU_LATE)])
def test_a_credit_per_hour_of_a_late_repair_is_quoted_for_review(text, quoted):
    found = checked_finding(text, "per-incident-credit", language="en")
    assert found.status == "review" and found.evidence.text == quoted


@pytest.mark.parametrize("text, key", [
    (GPU_LATE, "credit_per_hour_pct"),  # main: 5, as if per hour of downtime
    # guard (passes on main too): the late swap's day per hour is no downtime multiple
    (CRYPTOSERVERS, "credit_downtime_multiple"),
])
def test_a_late_repair_is_no_downtime_credit(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # guards (pass on main too): a credit per hour of downtime stays, and so do the tiers beside the late swap
    ("The Customer receives a credit of 5% of the monthly fee for each hour of downtime.", "credit_per_hour_pct", 5),
    (CRYPTOSERVERS, "credit_tiers", [{"below_pct": 99.99, "credit_pct": 10.0}, {"below_pct": 99.9, "credit_pct": 25.0},
                                     {"below_pct": 99.5, "credit_pct": 50.0}, {"below_pct": 99.0, "credit_pct": 100.0}]),
])
def test_downtime_credits_beside_stay(reads, text, key, expected):
    reads(text, key, expected, language="en")


def test_no_late_repair_no_incident_finding():
    # near miss (passes on main too): a credit per hour of downtime is computed, no clause left to a person
    assert "per-incident-credit" not in checked_findings(
        "The Customer receives a credit of 5% of the monthly fee for each hour of downtime.", language="en")


# Cohere's credit table (https://cohere.com/slo) pasted as text under a heading, no lead-in sentence: guard (read on main
# too, e117): the heading naming credits frames the table of monthly uptime against a share of the invoice
COHERE_ROWS = ("Monthly Uptime Percentage Cohere % of Monthly Invoice\n98% to <99.5% 10%\n95% to 97.99% 20%\n"
               "<= 94.99% 30%\n")


@pytest.mark.parametrize("heading", ["Service Level Credits", "Service credits"])
def test_a_credit_table_under_a_heading_of_credits(reads, heading):
    text = f"Cohere will make the API available 99.5% of the time.\n\n{heading}\n\n{COHERE_ROWS}"
    reads(text, "credit_tiers", [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 98.0, "credit_pct": 20.0},
                                 {"below_pct": 95.0, "credit_pct": 30.0}], language="en")


# A text file's heading in sentence case (a web page saved as text)
PAGE = """Cloud GPU Service Level Agreement

The Provider makes the GPU instances available 99.9% of the time in each calendar month.

{heading}

The Customer must claim a credit within 30 days of the end of the month of the incident.
"""


def _marked(tmp_path, heading: str) -> list[str]:
    from slacheck.ingest.load import load_document

    path = tmp_path / "sla.txt"
    path.write_text(PAGE.format(heading=heading), encoding="utf-8")
    return [line for line in load_document(path, Limits()).text.split("\n") if line.startswith("#")]


@pytest.mark.parametrize("heading", [
    "Service credits",
    # ... paraphrased: another section's name in sentence case
    "Limitation of liability",
])
def test_a_sentence_case_heading_alone_is_marked(tmp_path, heading):
    assert _marked(tmp_path, heading) == [f"## {heading}"]


@pytest.mark.parametrize("heading", [
    # near misses (pass on main too): a sentence that lost its full stop is no heading ...
    "Credits are issued on the next invoice",
    # ... nor a line opening with a small word, a clause running on
    "For the avoidance of doubt",
    # ... nor a line in lower case
    "service credits",
])
def test_longer_or_lower_case_lines_stay_unmarked(tmp_path, heading):
    assert _marked(tmp_path, heading) == []


def test_title_case_stays_marked(tmp_path):
    assert _marked(tmp_path, "Service Credits") == ["## Service Credits"]  # guard: as on main
