"""Colocation and data-centre hosting wordings read by e113 (session 44), from providers' published pages and
SEC-filed hosting agreements not seen before (JPX's co-location power page, DataBank's power guarantee, Level 3's
(3)CrossRoads schedule, a service schedule's availability target):

1. the lead time of a change to a service already delivered (a power threshold changed, a power upgrade, a change
   order) is no delivery of the rented compute: ``delivery_days`` stays empty;

Each positive has a paraphrase and a guard beside it (guards pass on 48987a1f too, and say so).
"""

import pytest

# JPX's co-location power supply help page (https://faqsd.jpx.co.jp/print/faq/889?category_id=140&site_domain=en_application)
JPX = ("4: Electricity Threshold\nEnter when changing the value of the electricity threshold of the rack. The total "
       "electricity threshold of your all contracted racks must not exceed the total contract demand.\n"
       "*Add or change of power supply and contracted power usage, delivery date of the change of the electricity "
       "threshold is 2 weeks.\n")

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
