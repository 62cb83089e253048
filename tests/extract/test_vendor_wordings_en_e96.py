"""English SLA and colocation wordings read by e96 (session 41): a usable power stated after a US 208 V feed is the
rack's; a table copied one cell a line is read as its rows (Compute Engine's two levels, each for its scope); a
service level run into its figure, and Azure's "Virtual Machine Connectivity of at least", are levels; what cabinets
"support up to" is no committed rack power: loose evidence, sent to review.

Each positive has a near miss or a guard beside it (guards pass on f5216dab too, and say so).
"""

import pytest

from slacheck import api

# A colocation provider's cabinet specification, as US providers write it (208 V 30 A derated to 80%: 4.99 kW)
CABINET_208 = "Each cabinet includes two 208V 30A circuits (A+B), for 4.99 kW of usable power."

# Google Compute Engine SLA (https://cloud.google.com/compute/sla), its table copied from the page one cell a line
GCE = ("Compute Engine Service Level Agreement (SLA)\n\n"
       "During the Term of the agreement, the Covered Service will provide a Monthly Uptime Percentage to Customer as "
       "follows:\n\n"
       "Covered Service |\n"
       "Monthly Uptime Percentage |\n"
       "Instances in Multiple Zones |\n"
       ">= 99.99% |\n"
       "A Single Instance |\n"
       ">= 99.5% |\n\n"
       "If Google does not meet the SLO, Customer will be eligible to receive the Financial Credits described below.\n")

# Microsoft's SLA for Online Services, Virtual Machines (https://www.microsoft.com/licensing/docs/view/Service-Level-
# Agreements-SLA-for-Online-Services)
AZURE_VM = ("For any Single Instance Virtual Machine using Premium SSD or Ultra Disk for all Operating System Disks and "
            "Data Disks, we guarantee you will have Virtual Machine Connectivity of at least 99.9%.")


def _finding(text: str, rule: str):
    from tests.conftest import make_document

    result = api.check(make_document(text, language="en"))
    return next(f for f in result.findings if f.rule == rule)


@pytest.mark.parametrize("text, expected", [
    # f5216dab: no rack power (the 208 V feed is read at no voltage, and the power's own clause names no cabinet)
    (CABINET_208, 4.99),
    ("Each cabinet includes a 208V 30A circuit, for 4.99 kW of usable power.", 4.99),
])
def test_a_usable_power_stated_after_a_208v_feed_is_the_racks(reads, text, expected):
    term = reads(text, "rack_power_kw", expected, language="en")
    assert term.evidence_kind == "operative"


@pytest.mark.parametrize("text, expected", [
    # guards (pass on f5216dab too): a power of another thing after the feed is no rack's; a feed alone at 208 V reads
    # nothing (no guess at its derating); a feed at 230 V is still an estimate
    ("Each cabinet includes a 208V 30A circuit, and the hall has 800 kW of usable power.", None),
    ("Each cabinet includes a 208V 30A circuit; cooling capacity of 10 kW.", None),
    ("Each cabinet includes two 208V 30A circuits (A+B).", None),
    ("Each cabinet is supplied with 32A at 230V.", 7.36),
])
def test_a_feed_at_208v_lends_its_words_to_no_other_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


def test_a_table_copied_one_cell_a_line_keeps_each_levels_scope(extracted):
    # f5216dab: 99.99 at 0.95, no conflict (the single instance's 99.5 lost)
    term = extracted(GCE, "availability_pct", 99.99, language="en")
    assert term.value == 99.99 and term.conflict and term.conflict_kind == "scoped"
    assert term.scope == "Instances in Multiple Zones"
    assert [(a.value, a.scope) for a in term.alternatives] == [(99.5, "A Single Instance")]
    assert term.confidence < 0.6


def test_a_table_copied_one_cell_a_line_sends_the_availability_rule_to_review():
    # f5216dab: passes on 99.99, read for every instance
    assert _finding(GCE, "availability").status == "review"


@pytest.mark.parametrize("text, expected", [
    # f5216dab: nothing read
    ("Cloud GPU\n\nService Level99.90%\n\nCredits are described below.", 99.9),
    ("Uptime99.95%", 99.95),
    (AZURE_VM, 99.9),
    ("Network connectivity of no less than 99.95% each month.", 99.95),
])
def test_a_level_run_into_its_label_or_said_as_connectivity_is_read(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text", [
    # guards (pass on f5216dab too): an outage's share of connectivity or packets lost is no level; a label with words
    # after its figure names none
    "Loss of connectivity of more than 50% of packets.",
    "Loss of connectivity of at least 50% of packets for five minutes is an outage.",
    "Outage: a loss of connectivity of at least 60% for five minutes.",
    "Service Level99.90% of the tickets",
])
def test_a_share_of_connectivity_lost_is_no_level(reads, text):
    reads(text, "availability_pct", None, language="en")


@pytest.mark.parametrize("text", [
    "High-density cabinets support up to 50 kW per cabinet.",
    "Cabinets can support densities of 30 kW.",
])
def test_what_cabinets_support_is_loose_evidence(reads, text):
    # f5216dab: operative, confidence 0.9
    term = reads(text, "rack_power_kw", 50 if "50" in text else 30, language="en")
    assert term.evidence_kind == "loose" and term.confidence < 0.6


def test_what_cabinets_support_sends_the_rack_power_rule_to_review():
    # f5216dab: pass on 50 kW
    finding = _finding("High-density cabinets support up to 50 kW per cabinet.", "rack-power")
    assert finding.status == "review"


@pytest.mark.parametrize("text, expected", [
    # guards (pass on f5216dab too): the rack provisioned "up to" a power in an order is the rack's; a committed
    # power beats what the facility supports
    ("Each rack is provisioned with up to 20 kW.", 20),
    ("Our facility supports up to 50 kW per rack. Customer's racks are provisioned at 20 kW.", 20),
])
def test_a_provisioned_power_stays_the_racks(reads, text, expected):
    term = reads(text, "rack_power_kw", expected, language="en")
    assert term.evidence_kind == "operative" and term.confidence >= 0.8
