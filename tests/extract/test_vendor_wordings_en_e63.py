"""English wordings of GPU clouds' and hosts' SLAs (helper e63, session 32): a resolution time after a response in the
same severity row, closed off by a semicolon; the first minutes of each outage deducted, no shortest outage; a loss of
service availability named so.

Each positive has a near miss beside it.
"""

import pytest

# a support schedule whose severity rows give the response, then after a semicolon the resolution time, with no word
# 'resolution' in the row ("Severity 1: response 15 minutes; target ≤ 6 hours", session 30's leftover): the column or
# the lead-in naming the resolution names the figure after the semicolon (it read the response alone)
TABLE = ("| Severity | Resolution |\n|---|---|\n"
         "| Severity 1 | response 15 minutes; target ≤ 6 hours |\n"
         "| Severity 2 | response 1 hour; target ≤ 24 hours |\n")
LIST = ("Resolution times:\n"
        "- Severity 1: response 15 minutes; target ≤ 6 hours\n"
        "- Severity 2: response 1 hour; target ≤ 24 hours\n")
BOTH = "Response and resolution:\n- Severity 1: response 15 minutes; target ≤ 6 hours\n"


@pytest.mark.parametrize("text, key, expected", [
    (TABLE, "recovery_hours", 6),
    (TABLE, "response_minutes", 15),
    (LIST, "recovery_hours", 6),
    (LIST, "response_minutes", 15),
    # ... a lead-in naming both times: the row's response is its first statement, the figure after the semicolon the
    # other time the lead-in names (it would have read 6 hours as the response too)
    (BOTH, "recovery_hours", 6),
    (BOTH, "response_minutes", 15),
], ids=["table-recovery", "table-response", "list-recovery", "list-response", "both-recovery", "both-response"])
def test_a_resolution_after_the_response_in_a_severity_row(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: the statement after the semicolon names a thing of its own that is no repair (a recovery point),
    # a lead-in naming no support times, a dispute's resolution, a cell whose two times are one statement's
    "Resolution times:\n- Severity 1: 4 hours; RPO ≤ 15 minutes\n",
    "Onboarding times:\n- Tier 1: kickoff 2 days; target ≤ 6 hours\n",
    "Dispute resolution times:\n- Billing disputes: acknowledged in 1 day; target ≤ 30 days\n",
    "| Severity | Resolution |\n|---|---|\n| Severity 1 | 4 hours; 8 hours on weekends |\n",
], ids=["rpo", "onboarding", "dispute", "one-statement"])
def test_a_statement_after_a_semicolon_naming_no_resolution(reads, text):
    reads(text, "recovery_hours", None, language="en")


# ... and a lone figure under a lead-in naming both times could be either: it read 15 minutes as a 0.25-hour resolution
# time too, a promise the list may never make; the response keeps it (the resolution's words are no response blocker)
LONE = "Response and resolution times:\n- Severity 1: 15 minutes\n- Severity 2: 1 hour\n"


@pytest.mark.parametrize("text, key, expected", [
    (LONE, "recovery_hours", None),
    (LONE, "response_minutes", 15),
    # ... near misses: a lead-in naming the resolution alone still names its lone figures
    ("Resolution times:\n- Severity 1: 4 hours\n- Severity 2: 8 hours\n", "recovery_hours", 4),
    ("Response times:\n- Severity 1: 15 minutes\n", "response_minutes", 15),
], ids=["lone-recovery", "lone-response", "resolution-alone", "response-alone"])
def test_a_lone_figure_under_a_lead_in_naming_both_times(reads, text, key, expected):
    reads(text, key, expected, language="en")


# e62's 'within the' blocker of min_outage_minutes (Coloco's window allowance): an outage shorter than a length is still
# uncounted whatever window words follow; the first minutes of each outage, uncounted, are a deduction from every
# outage, no shortest outage (a shortest outage drops a longer one whole: reading 5 would count a 10-minute outage's
# first 5 minutes as downtime the contract leaves out)
@pytest.mark.parametrize("text, expected", [
    ("Outages lasting less than 5 minutes are not counted.", 5),
    ("Any outage of less than 10 minutes within the same calendar day is not counted.", 10),
    ("During the first year of the Term, outages lasting less than 10 minutes will not be counted as Downtime.", 10),
    ("Unavailability within the first 5 minutes of an incident is not counted as Downtime.", None),
    # (it read 5)
    ("The first 5 minutes of any outage are not counted as Downtime.", None),
], ids=["less-than", "less-than-within-day", "first-year", "within-first", "first-minutes"])
def test_the_first_minutes_of_each_outage_are_no_shortest_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


# a voice carrier's SLA sample (https://lawinsider.com/clause/availability-calculations/_2): the loss of the service's
# availability names the outage (it read nothing: no outage word)
@pytest.mark.parametrize("text, expected", [
    ("Any loss of Service Availability less than five (5) minutes in duration will not be included in the calculation "
     "of Service Availability.", 5),
    ("Any loss of service less than 10 minutes will not be counted.", 10),
    # ... near miss: a loss of something else
    ("Any loss of data less than five (5) minutes old will not be included in the backup.", None),
], ids=["loss-of-availability", "loss-of-service", "loss-of-data"])
def test_a_loss_of_service_availability_is_an_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


# Hydra Host's H200 cluster as its designer describes it (https://www.tomshardware.com/tech-industry/artificial-
# intelligence/exacluster-with-144-nvidia-h200-ai-gpus-detailed-by-its-designer-hydra-host-enters-the-scene): the
# traffic in and out of the cluster ("north-south") is the front end by its other name, no compute fabric (it read a
# contradiction between the 3.2 Tb/s fabric and the 400 Gb/s Ethernet at review strength)
HYDRA = ("The setup uses 3.2Tbps InfiniBand for east-west traffic and 400Gbps Ethernet for north-south "
         "communication, including dual 200Gbps connections per server.")


def test_north_south_ethernet_is_no_compute_fabric(extracted):
    term = extracted(HYDRA, "interconnect_gbps", 3200, language="en")
    assert term.value == 3200 and not term.conflict and not term.alternatives
    assert extracted(HYDRA, "interconnect", "infiniband", language="en").value == "infiniband"


@pytest.mark.parametrize("text, key, expected", [
    # ... the north-south network alone is none (it read ethernet, and 400 Gb/s its fabric's rate)
    ("The GPU nodes use 400Gbps Ethernet for north-south traffic.", "interconnect", None),
    ("The GPU nodes use 400Gbps Ethernet for north-south traffic.", "interconnect_gbps", None),
    # ... near misses: the east-west fabric alone, and the north-south network written first
    ("The GPU nodes are connected by 400 Gb/s InfiniBand NDR for east-west traffic.", "interconnect_gbps", 400),
    ("400Gbps Ethernet for north-south traffic and 400 Gb/s InfiniBand for east-west traffic between GPU nodes.",
     "interconnect", "infiniband"),
], ids=["ns-alone", "ns-alone-rate", "ew-alone", "ns-first"])
def test_north_south_network_alone_and_near_misses(reads, text, key, expected):
    reads(text, key, expected, language="en")


# MYOB's GaaS support processes (https://www.myob.com/au/enterprise/software-systems/greentree-erp/gaas_support), its
# notice targets written one a sentence: critical maintenance is the class between planned and emergency work, its
# shorter notice the exception's as the emergency's is (it read a contradiction, 72 against 24, at review strength)
MYOB = ("Planned maintenance notification target: not less than 3 days. Critical maintenance notification target: not "
        "less than 1 day. Emergency maintenance notification target: not less than 2 hours.")


def test_critical_maintenance_notice_is_the_exception(extracted):
    term = extracted(MYOB, "maintenance_notice_hours", 72, language="en")
    assert term.value == 72 and not term.conflict and not term.alternatives


@pytest.mark.parametrize("text, expected", [
    # ... near misses: maintenance of critical systems is planned maintenance; critical maintenance alone commits none
    ("We will give at least 72 hours' notice of maintenance on critical systems.", 72),
    ("Critical maintenance notification target: not less than 1 day.", None),
], ids=["critical-systems", "critical-alone"])
def test_critical_maintenance_near_misses(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="en")
