"""Colocation and hosting wordings left wrong after e113 and e111 (session 44, e114):

1. a credit given for an outage SHORTER than a length ("If a service interruption is for less than 24 hours, ... a
   credit allowance will be issued for that day") sets no shortest outage that counts: ``min_outage_minutes`` is not
   read from a band's top that opens a remedy of its own (a threshold that only says what earns nothing stays);
"""

import pytest

# DFT Communications' credit for service interruptions (https://dftcommunications.com/dft-credit-for-service-interruptions/)
DFT = ("(1) If a service interruption continues for 24 hours or more, 1/30th of the monthly rate for all services and "
       "facilities furnished and billed by the service provider that are rendered useless or substantially impaired for "
       "each 24 hours (or fraction thereof).\n"
       "(2) If a service interruption is for less than 24 hours, and if credit is requested by the subscriber on the "
       "grounds that service for the day was substantially impaired by such interruption or interruptions, then, a "
       "credit allowance will be issued for that day at 1/30th of the monthly rate.\n")


@pytest.mark.parametrize("text, expected", [
    (DFT, None),
    # ... paraphrased: a credit for an outage under a length, and a ladder whose first step is a band's top
    ("Interruptions under 4 hours entitle Customer to a refund of one day's fees.", None),
    ("An outage of less than 1 hour earns a 5% credit; an outage of more than 1 hour earns a 10% credit.", None),
    # what earns nothing stays the shortest outage that counts beside such a credit (5b60d19f read 1440)
    (DFT + "(3) Outages of less than 5 minutes are not counted.\n", 5),
    # guards (pass on 5b60d19f too): what earns nothing stays the shortest outage that counts
    ("Outages of less than 5 minutes are not counted.", 5),
    ("Outages of less than 15 minutes shall not be eligible for a credit.", 15),
])
def test_a_credit_for_an_outage_shorter_than_a_length_sets_no_minimum(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")
