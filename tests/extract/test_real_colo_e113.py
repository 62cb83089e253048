"""Colocation and data-centre hosting wordings read by e113 (session 44), from providers' published pages and
SEC-filed hosting agreements not seen before (JPX's co-location power page, DataBank's power guarantee, Level 3's
(3)CrossRoads schedule, a service schedule's availability target):

1. the lead time of a change to a service already delivered (a power threshold changed, a power upgrade, a change
   order) is no delivery of the rented compute: ``delivery_days`` stays empty;
2. a credit of the invoice "for the actual time of the service disruption" pays back the downtime's own length: a
   ``credit_downtime_multiple`` of 1 (as "a pro rata portion of the monthly fee for the downtime" is);
3. "for each hour of Service unavailability ... above the Service unavailability time which meets the Availability
   Target, ... your account shall be credited by an amount equivalent to one day of Charges" is a day per hour of
   downtime, 24, counted past the level's allowance (a claim leaves it out and says so, as for "past the uptime
   guarantee");
4. a time counted from the restoration ("the credit allowance period will begin 24 hours after commercial power is
   restored") is no ``recovery_hours``: it follows the repair;

Each positive has a paraphrase and a guard beside it (guards pass on 48987a1f too, and say so).
"""

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

# JPX's co-location power supply help page (https://faqsd.jpx.co.jp/print/faq/889?category_id=140&site_domain=en_application)
JPX = ("4: Electricity Threshold\nEnter when changing the value of the electricity threshold of the rack. The total "
       "electricity threshold of your all contracted racks must not exceed the total contract demand.\n"
       "*Add or change of power supply and contracted power usage, delivery date of the change of the electricity "
       "threshold is 2 weeks.\n")

# DataBank's Power Availability Guarantee, as quoted on Law Insider's dictionary page
# (https://www.markettransfer.info/dictionary/power-availability)
DATABANK = ("Should DataBank fail to meet the Power Availability Guarantee, DataBank, upon the Customer's request, will "
            "credit the Customer's monthly invoice for the actual time of the service disruption. This Power "
            "Availability Guarantee does not apply to temporary power outages during pre-announced and scheduled "
            "maintenance windows or tripped breakers operating above 80% of the breaker rating.")


@pytest.mark.parametrize("text, expected", [
    (JPX, None),
    # ... paraphrased: a power upgrade's lead time, from its change order
    ("Power upgrades of contracted racks are delivered within 10 business days of the change order.", None),
    ("Changes to the contracted power of a cabinet are delivered within 5 business days.", None),
    # guards (pass on 48987a1f too): the racks' own delivery stays read, and a change named in another sentence or
    # clause does not block it
    ("The racks will be delivered within 14 days of the order.", 14),
    ("Provider shall deliver the cluster within 2 weeks of signing; changes to the configuration after delivery are "
     "billed separately.", 14),
])
def test_a_change_to_a_delivered_service_is_no_delivery(reads, text, expected):
    reads(text, "delivery_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    (DATABANK, 1),
    # ... paraphrased: the actual duration of an outage credited
    ("If the power guarantee is missed, the provider credits the customer's next invoice for the actual duration of the "
     "power outage.", 1),
    # guards (pass on 48987a1f too): a multiple before it stays the multiple; the actual time of a disruption paid for,
    # or shown, is no credit
    ("The provider will credit ten times the fees for the actual time of the outage.", 10),
    ("Customer will pay for the actual time of the service disruption spent by remote hands.", None),
])
def test_a_credit_for_the_actual_time_down_is_the_downtime(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


# A service schedule's availability credit, as quoted on Law Insider (https://www.lawinsider.com/clause/availability-guarantee)
TARGET = ("If the Availability Target is not met then, for each hour of Service unavailability or fraction thereof in any "
          "calendar month above the Service unavailability time which meets the Availability Target, at your request "
          "your account shall be credited by an amount equivalent to one day of Charges (on a pro-rata basis) for the "
          "Service with respect to which the Availability Target has not been met.")
TARGET_PLAIN = "For each hour of downtime, your account shall be credited with one day of Charges."


@pytest.mark.parametrize("text, expected", [
    (TARGET, 24),
    # ... paraphrased, every hour counted
    (TARGET_PLAIN, 24),
    ("For every hour of power outage in a month, the Customer's account will be credited one day of fees.", 24),
    # guards (pass on 48987a1f too): a day credited per hour the hot aisle is too warm, or per day of late delivery, is
    # no multiple of the downtime
    ("For each hour the hot aisle stays above 95 F, your account shall be credited with one day of Charges.", None),
    ("For each day of delay in delivery, your account shall be credited by an amount equal to one day of Charges.", None),
])
def test_a_day_of_charges_credited_per_hour_of_downtime(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


def _claim(tmp_path, text):
    contract, log = tmp_path / "schedule.md", tmp_path / "incidents.csv"
    contract.write_text("# Service Schedule\n\n" + text + "\n", encoding="utf-8")
    log.write_text("id,start,end,unit\ni1,2026-03-03T10:00:00Z,2026-03-03T12:30:00Z,*\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--no-db", "--incidents", str(log), "--contract", str(contract),
                                      "--currency", "USD", "--monthly-fee", "3100"])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_the_day_per_hour_past_the_target_is_left_out_of_a_claim(tmp_path):
    out = _claim(tmp_path, TARGET)
    assert "Total credit: 0.00 USD" in out
    assert "24 × the downtime counts only the downtime past" in out



# DFT Communications' credit for service interruptions (https://dftcommunications.com/dft-credit-for-service-interruptions/)
DFT = ("(3) If the service provider reasonably determines that the interruption was in part caused by the loss of "
       "commercial power to the service provider's network, the credit allowance period will begin 24 hours after "
       "commercial power is restored.")


@pytest.mark.parametrize("text, expected", [
    (DFT, None),
    # ... paraphrased
    ("If an interruption was caused by a utility failure, the credit period begins 12 hours after the utility feed has "
     "been restored.", None),
    # guards (pass on 48987a1f too): the time to restore stays read, with a restoration named later in its sentence
    ("If power is interrupted, Provider will restore power within 2 hours of a failure.", 2),
    ("If power is interrupted, Provider will restore power within 2 hours after the failure, and report after service "
     "is restored.", 2),
])
def test_a_time_counted_from_the_restoration_is_no_repair_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")
