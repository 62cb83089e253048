"""Colocation and data-centre hosting wordings read by e113 (session 44), from providers' published pages and
SEC-filed hosting agreements not seen before (JPX's co-location power page, DataBank's power guarantee, Level 3's
(3)CrossRoads schedule, a service schedule's availability target):

1. the lead time of a change to a service already delivered (a power threshold changed, a power upgrade, a change
   order) is no delivery of the rented compute: ``delivery_days`` stays empty;
2. a credit of the invoice "for the actual time of the service disruption" pays back the downtime's own length: a
   ``credit_downtime_multiple`` of 1 (as "a pro rata portion of the monthly fee for the downtime" is);

Each positive has a paraphrase and a guard beside it (guards pass on 48987a1f too, and say so).
"""

import pytest

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
