"""Wordings from English colocation order forms and SLAs (session 32, helper E53), in short excerpts: a total of
power contracted for a cage, suite or deployment, with no rack named, is no rack's power.

Each positive has a near miss beside it: the same words tied to one rack, which must keep reading as they did.
"""

import pytest

from slacheck.api import check


@pytest.mark.parametrize("text", [
    # an order form's whole contracted power, no cabinet count anywhere: it read as each rack's 480 kW, so the
    # rack-power rule passed on a figure that is no rack's
    "# Order Form\n\nContracted Power: 480 kW\n\nTerm: 36 months\n",
    "| Item | Value |\n|---|---|\n| Contracted power | 480 kW |\n| Term | 36 months |\n",
    "Contracted Power: 360 kW\n\nThe Customer's cage is delivered within 60 days.\n",
    # ... a suite's IT load (in the table of an SLA) and a deployment's committed power written as a sentence
    "| Service | Commitment |\n|---|---|\n| Contracted power (Suite 4) | 600 kW |\n| Availability | 99.999% |\n",
    "Provider shall deliver contracted power of 250 kW to the Customer's deployment.\n",
    "Total contracted power for the Customer's suite: 360 kW.\n",
    # ... and a rack power labelled as the whole deployment's, its total written right after the figure
    "Rack power: 480 kW total for the deployment.\n",
])
def test_a_total_contracted_power_naming_no_rack_reads_no_rack_power(reads, text):
    reads(text, "rack_power_kw", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: the same words tied to one rack or cabinet keep reading
    ("Contracted Power per Rack: 15 kW.\n", 15),
    ("Committed power: 20 kW per cabinet.\n", 20),
    ("Each cabinet's contracted power is 17.3 kW.\n", 17.3),
    ("| Item | Value |\n|---|---|\n| Rack power | 20 kW |\n| Term | 36 months |\n", 20),
    ("# Cabinet specification\n\nContracted power: 15 kW\n", 15),
    ("The data hall supports 40 kW of critical IT load per rack.\n", 40),
    # ... the kind of power named after a rack's figure, and a rack's figure beside the racks' total
    ("Racks are provisioned at 20 kW of contracted power.\n", 20),
    ("Rack power: 20 kW (contracted).\n", 20),
    ("24 racks at 20 kW each, 480 kW total.\n", 20),
    # ... and a total beside its count of cabinets is still spread over them
    ("Contracted Power: 480 kW (24 Cabinets)\n", 20),
])
def test_contracted_power_tied_to_a_rack_keeps_reading(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


def test_an_order_forms_total_power_leaves_the_rack_power_rule_unmet(tmp_path):
    path = tmp_path / "order.md"
    path.write_text("# Colocation Order Form\n\nContracted Power: 480 kW\n\nCooling: air-cooled hall\n", encoding="utf-8")
    finding = next(f for f in check(path).findings if f.term == "rack_power_kw")
    assert finding.status != "pass"
