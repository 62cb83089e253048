"""Signed-contract wordings of colocation, data-centre and network service agreements read by e116 (session 45),
quoted from published agreements and SLA clauses (sources beside each excerpt):

1. the length each of a number of outages must pass in a sentence that counts them for a right of their own ("three
   (3) or more Outages ..., each lasting for more than thirty (30) minutes during any thirty (30) day period, ...
   Customer may choose to terminate") is a chronic outage, no ``min_outage_minutes``: the shortest outage counted
   toward the level is another thing (a wrong 720 minutes would drop every outage shorter than 12 hours from a claim);

Each positive has a paraphrase and a guard beside it (guards pass on 74c64b90 too, and say so).
"""

import pytest

# PacketFabric's terms, Termination for Chronic Outages (https://lawinsider.com/clause/termination-for-chronic-outages/_1)
PACKETFABRIC = ("TERMINATION FOR CHRONIC OUTAGES. 5.1. For Diverse Services, in the event that Customer experiences "
                "three (3) or more Outages affecting the same Service, each lasting for more than thirty (30) minutes "
                "during any thirty (30) day period, or more than twenty-four (24) hours in aggregate during the Service "
                "Month, Customer may choose to terminate the impacted Services without any further liability to "
                "PacketFabric. 5.2. For Non-Diverse Services, in the event that Customer experiences three (3) or more "
                "Outages affecting the same Service, each lasting for more than twelve (12) hours during any thirty "
                "(30) day period, or more than forty-eight (48) hours in aggregate during the Service Month, Customer "
                "may choose to terminate the impacted Services without any further liability to PacketFabric.")


@pytest.mark.parametrize("text, expected", [
    (PACKETFABRIC, None),
    # ... paraphrased: a count of interruptions, each past a length, giving a right to terminate
    ("If the Customer suffers 3 or more interruptions in a calendar month, each longer than 2 hours, the Customer may "
     "terminate the order.", None),
    ("Should the racks suffer four or more power outages in a quarter, each lasting more than 15 minutes, Client may "
     "end this Agreement.", None),
    # guards (pass on 74c64b90 too): the shortest outage counted, in a sentence of its own beside the chronic outage
    # clause, stays read
    ("Outages shorter than 5 minutes are not counted. If there are three or more outages in a month, Customer may "
     "terminate.", 5),
    ("Interruptions lasting more than 15 minutes count as downtime.", 15),
])
def test_a_chronic_outage_count_is_no_shortest_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


# Rackspace's availability SLA as a services agreement quotes it (https://www.markettransfer.info/clause/availability-slas)
RACKSPACE = ("Availability SLAs. Rackspace guarantees 99.95% availability for Cloud Infrastructure. Client shall be "
             "entitled to prorated monthly Fees for each full or partial hour of downtime in excess of the Availability "
             "SLA.")


@pytest.mark.parametrize("text, expected", [
    (RACKSPACE, 1),
    # ... paraphrased: the month's fee prorated for each hour down
    ("The customer is entitled to prorated monthly fees for each hour of downtime.", 1),
    ("Client shall be credited the pro rata monthly fees for each hour of downtime.", 1),
    # guards (pass on 74c64b90 too): a share of the prorated fee per hour is no multiple, nor is an hour of other work
    ("Customer will receive a credit of 5% of the prorated monthly fees for each hour of downtime.", None),
    ("Client shall be entitled to prorated monthly Fees for each full or partial hour of maintenance work billed.", None),
])
def test_the_monthly_fee_prorated_per_hour_down_is_the_downtime(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


def test_a_prorated_fee_past_the_sla_is_left_out_of_a_claim_and_said(tmp_path):
    """The Rackspace wording counts only the hours past the level: a claim says it leaves the credit out (its SLA
    arithmetic multiplies all of the month's downtime), rather than owing nothing without a word."""
    from tests.conftest import api_month

    month = api_month(tmp_path, RACKSPACE, "id,start,end,units\ni1,2026-03-03T10:00:00,2026-03-03T13:00:00,*\n",
                      "2026-04-01", monthly_fee=1000, currency="USD")
    assert any("counts only the downtime past what its level of availability allows" in r for r in month.review), \
        month.review
