"""e110: en misses left by e108 / cr15 / e109.

A credit table by the cumulative length of outage, not by a level of availability ("| Cumulative Power Outage | Credit (% of
MRC) |" over "| 00:45:01 – 04:00:00 | 10 % |", a colocation power SLA's form) is never priced as tiers: `check` quotes it
for review, not "missing".

A request after the end of the month an outage fell in is a claim window in English as cr15 made it in Chinese ("Customer
must submit a request within 7 business days after the end of the month in which the outage occurred"), read at its least
(working days); a report the provider submits then is none. A rack's power summed over both feeds of a redundant pair
("7.36 kW total capacity across both feeds; usable power 3.68 kW") is no power the rack may draw: never read as the rack's. The Ready for Service Date set by its defined name ("The Ready for
Service Date shall be no later than 180 days after the Effective Date") is the delivery time; a shift of that date or a
delay past it is none.

Texts are our own wording.
"""

import pytest

from slacheck import api
from tests.conftest import extracted_terms, make_document


# 1. a credit table by the length of outage
POWER = ("# Colocation Service Schedule\n\nPower SLA. Customer's monthly recurring charge (MRC) is $10,000.\n\n"
         "If power to Customer's cabinet is interrupted, Customer is entitled to a credit as follows:\n\n"
         "| Cumulative Power Outage | Credit (% of MRC) |\n|---|---|\n| 00:00:01 – 00:45:00 | 5 % |\n"
         "| 00:45:01 – 04:00:00 | 10 % |\n| 04:00:01 – 08:00:00 | 25 % |\n| Over 08:00:00 | 50 % |\n")
MINUTES = (POWER.replace("00:00:01 – 00:45:00", "Up to 45 minutes").replace("00:45:01 – 04:00:00", "45 minutes to 4 hours")
           .replace("04:00:01 – 08:00:00", "4 to 8 hours").replace("Over 08:00:00", "Over 8 hours"))


def _tiers_finding(text: str):
    result = api.check(make_document(text, language="en"), lang="en")
    return next(f for f in result.findings if f.term == "credit_tiers")


@pytest.mark.parametrize("text", [POWER, MINUTES])
def test_a_credit_table_by_length_of_outage_is_quoted_for_review(text):
    # ff91c32b: "missing", "The contract does not state credit tiers ..." though it states credits
    f = _tiers_finding(text)
    assert f.status == "review", (f.status, f.message)
    assert "| Cumulative Power Outage | Credit (% of MRC) |" in f.message and "length of outage" in f.message
    assert f.evidence is not None and text[f.evidence.start:f.evidence.end] == f.evidence.text
    assert "credit_tiers" not in extracted_terms(text, "en", "colo.md")  # never priced as tiers of availability


def test_guard_an_availability_table_beside_a_length_column_still_reads_its_tiers():
    # guard (ff91c32b read these tiers too): a row with a level reads as a tier; the length rule leaves the table alone
    text = ("# SLA\n\nService credits:\n\n| Monthly Uptime | Credit |\n|---|---|\n| < 99.9% | 10% |\n"
            "| < 99.0% | 25% |\n")
    t = extracted_terms(text, "en", "sla.md").get("credit_tiers")
    assert t is not None and [tier["credit_pct"] for tier in t.value] == [10, 25], t


# 2. a request after the end of the month of an outage
@pytest.mark.parametrize("text, days, counted", [
    ("Customer must submit a request within 7 business days after the end of the month in which the outage occurred.",
     7, "working_days"),
    ("Customer must submit a request within 30 days after the end of the month in which the incident occurred.", 30, None),
])
def test_a_request_after_the_month_of_an_outage_is_a_claim_window(text, days, counted):
    # ff91c32b: no claim window (no word of a credit in the sentence), `check` saying none is stated
    t = extracted_terms(text, "en", "sla.md").get("claim_window_days")
    assert t is not None and (t.value, t.counted_in) == (days, counted), t


@pytest.mark.parametrize("text", [
    "Provider will submit a report within 5 business days after the end of the month in which the outage occurred.",
    "Customer must pay the invoice within 30 days after the end of the month in which the outage occurred.",
    "Provider will respond to a request within 10 days after the end of the month in which the outage occurred.",
])
def test_guard_what_else_is_done_after_the_month_of_an_outage_is_no_claim_window(text):
    # guard (ff91c32b read none either): a report, a payment or the provider's answer is no request for a credit
    assert "claim_window_days" not in extracted_terms(text, "en", "sla.md")


# 3. a rack's power summed across both feeds
@pytest.mark.parametrize("text", [
    "Each cabinet is provisioned with 7.36 kW total capacity across both feeds; usable power 3.68 kW.",
    "Each cabinet is provisioned with 7.36 kW total capacity (A+B feeds combined); usable power is 3.68 kW.",
    "Each cabinet is provisioned with 7.36 kW across both feeds.",
])
def test_a_racks_power_summed_across_both_feeds_is_not_its_power(text):
    # ff91c32b: 7.36 kW, twice what one feed of the pair may carry under A+B redundancy
    t = extracted_terms(text, "en", "colo.md").get("rack_power_kw")
    assert t is None or t.value == 3.68, t


@pytest.mark.parametrize("text, kw", [
    ("Each rack has 7.36 kW total, 3.68 kW usable in A+B redundancy.", 3.68),
    ("Each cabinet is provisioned with 7.36 kW total capacity across both feeds, of which 3.68 kW is usable.", 3.68),
    ("Each cabinet is provisioned with 7.36 kW total capacity.", 7.36),
])
def test_guard_the_usable_figure_or_a_plain_total_is_read(text, kw):
    # guard (ff91c32b read these alike): the usable figure close after the total, or a total of no feeds
    t = extracted_terms(text, "en", "colo.md").get("rack_power_kw")
    assert t is not None and t.value == kw, t


# 4. the Ready for Service Date by its defined name
@pytest.mark.parametrize("text", [
    "The Ready for Service Date shall be no later than 180 days after the Effective Date.",
    "The RFS Date shall be no later than 180 days after the Effective Date.",
])
def test_the_ready_for_service_date_by_its_name_is_the_delivery_time(text):
    # ff91c32b: no delivery time (no thing delivered named in reach, "RFS" no trigger)
    t = extracted_terms(text, "en", "colo.md").get("delivery_days")
    assert t is not None and t.value == 180, t


@pytest.mark.parametrize("text", [
    "The RFS Date shall be extended by one day for each day of delay caused by Customer.",
    "The Ready for Service Date shall be extended by one day for each day of Customer delay.",
    "If the RFS Date is delayed by more than 90 days, Customer may terminate.",
    "If the Ready for Service Date is delayed by more than 90 days, Customer may terminate this Agreement.",
    "If the Ready for Service Date has not occurred within 90 days after the Scheduled Ready for Service Date, "
    "Customer may terminate.",
])
def test_guard_a_shift_of_the_date_or_a_delay_past_it_is_no_delivery_time(text):
    # guard (ff91c32b read none either; e109's triggers read some): a shift or a delay remedy, no lead time
    assert "delivery_days" not in extracted_terms(text, "en", "colo.md")
