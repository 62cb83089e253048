"""Signed-contract wordings of colocation, data-centre and network service agreements read by e116 (session 45),
quoted from published agreements and SLA clauses (sources beside each excerpt):

1. the length each of a number of outages must pass in a sentence that counts them for a right of their own ("three
   (3) or more Outages ..., each lasting for more than thirty (30) minutes during any thirty (30) day period, ...
   Customer may choose to terminate") is a chronic outage, no ``min_outage_minutes``: the shortest outage counted
   toward the level is another thing (a wrong 720 minutes would drop every outage shorter than 12 hours from a claim);

2. "prorated monthly Fees for each full or partial hour of downtime in excess of the Availability SLA" (Rackspace's
   availability SLA as quoted) is the downtime's own length, ``credit_downtime_multiple`` 1, counted past the level: a
   claim leaves it out and says so (as for "past the uptime guarantee"), where it said nothing before;
3. a rack's power in a sentence granting an option or an expansion right ("Customer may expand its deployment by up to
   40 additional cabinets at 30 kW per cabinet") is a lesser statement: racks not yet rented, so ``check`` sends it to
   review where no rented rack's power is stated, and the rented racks' power wins where it is;
4. the day a remedy's period begins on ("an abatement of Rent ... during the period beginning on the sixth (6th)
   consecutive business day of the Controlled Service Failure and ending on the day the service has been restored", a
   lease's Interruption of Services) is no ``recovery_hours``: a wrong 144-hour repair commitment was read from it;

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


# Core Scientific's announcement of CoreWeave's last option under its HPC hosting contract (Form 8-K exhibit,
# https://www.sec.gov/Archives/edgar/data/1839341/000162828024043341/corescientifichpcoption3re.htm): an option adds
# capacity the contract did not yet commit; no rack's power is stated, none is read
CORE_SCIENTIFIC = ("CoreWeave, the AI Hyperscaler, has exercised its final option to contract for additional infrastructure "
                   "pursuant to the terms provided as part of the previously announced 200 megawatt (\"MW\") hosting contract "
                   "for high performance computing (\"HPC\") entered into with CoreWeave on June 3, 2024. Under the terms of "
                   "today's announced option exercise, Core Scientific will modify infrastructure at one of its sites to "
                   "deliver approximately 120 incremental MW of critical IT load to host CoreWeave's NVIDIA Graphics "
                   "Processing Units (\"GPUs\").")


@pytest.mark.parametrize("text, status", [
    # paraphrased expansion rights, as colocation orders and wholesale leases grant them (no real one states a rack's kW
    # in the stored excerpts): the option's racks go to review
    ("Customer may expand its deployment by up to 40 additional cabinets at 30 kW per cabinet upon 180 days' notice.",
     "review"),
    ("Under its expansion right, Customer may add cabinets provisioned at 25 kW per cabinet.", "review"),
    ("Customer shall have an option to license up to 20 additional racks at 40 kW per rack on the same terms.", "review"),
])
def test_an_expansion_rights_rack_power_goes_to_review(text, status):
    from tests.conftest import checked_finding

    assert checked_finding(text, "rack-power", language="en").status == status


@pytest.mark.parametrize("text, expected", [
    # guards (pass on 74c64b90 too): the rented racks' power beside an expansion right is read; an option with no rack's
    # power reads none; a rack's power alone stays the rack's
    ("Customer licenses 20 cabinets at 15 kW per cabinet. Customer may expand its deployment by up to 40 additional "
     "cabinets at 30 kW per cabinet.", 15),
    (CORE_SCIENTIFIC, None),
    ("Each cabinet is provisioned with 20 kW of critical power.", 20),
])
def test_the_rented_racks_power_stays_read_beside_an_option(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


# A lease's Interruption of Services clause, as quoted by Law Insider
# (https://www.lawinsider.com:443/clause/interruption-of-services/_1)
CONTROLLED_FAILURE = ("Notwithstanding the foregoing, if the Premises, or a material portion of the Premises, is made "
                      "untenantable (that is, Tenant cannot conduct its business in such portion) or inaccessible for a "
                      "period in excess of five (5) consecutive business days as a result of the Service Failure that has "
                      "been caused by Landlord's act or omission with respect to matters within Landlord's control "
                      "(\"Controlled Service Failure\"), then Tenant, as its sole remedy, shall be entitled to receive an "
                      "abatement of Rent payable hereunder during the period beginning on the sixth (6th) consecutive "
                      "business day of the Controlled Service Failure and ending on the day the service has been restored.")


@pytest.mark.parametrize("text, expected", [
    (CONTROLLED_FAILURE, None),
    # ... paraphrased: the abatement's first day, counted in the outage
    ("Tenant shall receive an abatement of Rent during the period commencing on the third (3rd) day of the outage and "
     "ending when service is restored.", None),
    # guards (pass on 74c64b90 too): a time to restore stays read, beside the abatement's first day too
    ("In the event of an outage, Landlord shall restore the service within four (4) hours.", 4),
    ("In the event of an outage, Landlord shall restore the service within four (4) hours. Failing that, Tenant shall "
     "receive an abatement of Rent beginning on the sixth (6th) day of the outage and ending when service is restored.", 4),
])
def test_the_day_an_abatement_begins_is_no_repair_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")
