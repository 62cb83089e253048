"""`check` and extraction on credits per long outage (session 36's helper mo9): service time a long outage entitles the
customer to ("entitles Customer to 24 hours of service") is a credit per incident, whose length is no shortest outage;
a notice or service hours a day are none; a credit per long outage owed only below a level of availability is quoted with
its condition and its finding says why no credit form holds it. Claims: tests/sla/test_credit_wordings_mo9.py."""

import pytest

from slacheck import api
from tests.conftest import make_document

EN = ("GPU Cloud Service Level Agreement\n\n1. Provider rents Customer one 8x H100 GPU server for a monthly fee of "
      "USD 20,000.\n\n2. Service levels. Provider guarantees monthly availability of 99.9%. {sla}\n")
TIER = "A service credit of 10% of the monthly fee is due when monthly availability falls below 99.9%. "


def per_incident(sla: str) -> list[str]:
    result = api.check(make_document(EN.format(sla=sla), language="en"))
    return [f.message for f in result.findings if f.rule == "per-incident-credit"]


# service time per outage by its length: Vultr's SLA (https://www.vultr.com/legal/sla/, "| 10 – 59 minutes | 24 Hours |")
ENTITLED = "Each outage exceeding 4 hours entitles Customer to 24 hours of service."


def test_service_time_a_long_outage_entitles_to_is_a_credit_per_incident(extracted):
    [message] = per_incident(TIER + ENTITLED)  # main: no finding
    assert message.endswith("“Each outage exceeding 4 hours entitles Customer to 24 hours of service.”")
    # main: min_outage_minutes 240, which dropped every shorter outage from the tier's availability
    extracted(EN.format(sla=TIER + ENTITLED), "min_outage_minutes", None, language="en")


@pytest.mark.parametrize("sentence", [
    "Each outage exceeding 4 hours entitles Customer to 30 days' notice before any suspension.",
    # main: a finding (a credit word and "24 hours of service" in one sentence)
    "For any single outage exceeding 4 hours, Customer may request a service credit from the support desk, which "
    "offers 24 hours of service per day.",
])
def test_a_notice_or_service_hours_a_day_are_none(sentence):
    assert per_incident(TIER + sentence) == []


LEVEL = ("Service credits: 10% of the monthly fee if availability is below 99.9%; 25% if below 99.0%. If availability "
         "falls below 99.9%, Customer receives a credit of 10% for any single outage exceeding 4 hours.")


def test_a_credit_owed_below_a_level_says_why_no_form_holds_it(reads):
    reads(EN.format(sla=LEVEL), "credit_tiers", [{"below_pct": 99.9, "credit_pct": 10.0},
                                                     {"below_pct": 99.0, "credit_pct": 25.0}], language="en")
    [message] = per_incident(LEVEL)
    # main: quoted from "Customer receives ...", its condition left out, and no word of why
    assert ("“If availability falls below 99.9%, Customer receives a credit of 10% for any single outage exceeding 4 "
            "hours.” It is owed for each single outage over 4 hours, and only in a month whose availability falls below "
            "99.9%: not a tier (it is owed per outage, not once per month) nor a credit per hour or multiple, so no "
            "credit form holds it") in message


def test_a_tiers_own_band_is_no_condition_of_the_outage_credit():
    # mo5's reading: the band is the 10% tier's; the 25% is owed per long outage whatever the month's availability
    [message] = per_incident(TIER.rstrip(". ") + ", and any single outage exceeding 4 hours earns a 25% credit.")
    assert message.endswith("“and any single outage exceeding 4 hours earns a 25% credit.”")
