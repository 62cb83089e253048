"""English wrong values left by session 31's readers (helper e62): a price line naming two cards in a price list, a
site named with its site word, a maintenance window's allowance, an optional add-on fabric."""

from __future__ import annotations

import pytest

# a price list whose first line prices two cards alike (the form of a GPU cloud's price page): the longest name
# of the last line ("L4") won alone at 0.8; the cards are the list's alternatives
SHARED_PRICE = "Pricing\n\nNVIDIA H100 or NVIDIA A100 servers: $2.49/GPU-hour\nNVIDIA L4 servers: $0.44/GPU-hour\n"


def test_a_price_line_naming_two_cards_is_still_a_catalogue(extracted):
    term = extracted(SHARED_PRICE, "gpu_model", True, language="en")
    assert term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == {"H100", "A100", "L4"}
    assert term.confidence <= 0.5
    price = extracted(SHARED_PRICE, "price_gpu_hour", True, language="en")
    assert price.conflict_kind == "alternatives"


def test_a_card_priced_on_two_lines_still_contradicts(extracted):
    # ... near miss: A100 priced twice, differently: no catalogue, the prices contradict
    text = "Pricing\n\nNVIDIA H100 or NVIDIA A100 servers: $2.49/GPU-hour\nNVIDIA A100 or NVIDIA L4 servers: $0.44/GPU-hour\n"
    assert extracted(text, "price_gpu_hour", True, language="en").conflict_kind == "contradiction"


@pytest.mark.parametrize("text, expected", [
    # a site named with its site word after "hosted in": the place ("Ashburn Data Center" read whole before)
    ("The Equipment is hosted in the Ashburn Data Center.", "Ashburn"),
    ("Customer's servers are housed in the Kajaani Campus, with 24/7 on-site staff.", "Kajaani"),
    # ... near misses: a place with no site word, and a city with its state, read as before
    ("Provider hosts the Services in its Frankfurt data center.", "Frankfurt"),
    ("The Equipment is hosted in Ashburn, Virginia.", "Ashburn, Virginia"),
], ids=["ashburn-dc", "kajaani-campus", "frankfurt", "ashburn-virginia"])
def test_a_site_named_with_its_site_word_is_the_place(reads, text, expected):
    reads(text, "location", expected, language="en")


def test_a_site_word_alone_names_no_place(reads):
    # ... and a description before the site word is no place ("Tier III Data Center" was read as one)
    reads("The Equipment is hosted in the Tier III Data Center.", "location", None, language="en")


# Coloco, Network and Facility Uptime policy (coloco.com/oldcolouptime.html), of its two weekly maintenance windows:
# the outages a window allows uncounted, no shortest outage (it read min_outage_minutes 10)
COLOCO = ("Network outages of up to 10 minutes may occur in this window without prior notification to customers. "
          "Intervals of network downtime for customers within the 10 minute interval will not be counted against "
          "service level guarantees.")


def test_a_maintenance_windows_allowance_is_no_minimum_outage(reads):
    reads(COLOCO, "min_outage_minutes", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: an outage shorter than a length is still uncounted, whatever else the sentence says
    ("Downtime does not include outages under 10 minutes.", 10),
    ("Outages lasting less than 5 minutes within the same hour will not be counted as Downtime.", 5),
], ids=["under", "less-than-within"])
def test_a_shortest_outage_still_reads(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


# CloudDigit's GPU Bare Metal page (docs.clouddigit.ai, "Networking"): the base network per node, and an InfiniBand
# mesh the customer may ask for; it read interconnect infiniband
CLOUDDIGIT = ("Networking\n\n- 2 × 100 GbE per node (or higher on H100 SXM5)\n"
              "- Optional InfiniBand mesh between bare-metal-GPU nodes for multi-node training (open a ticket)\n")


def test_an_optional_fabric_is_no_interconnect_provided(reads):
    reads(CLOUDDIGIT, "interconnect", "ethernet", language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a fabric provided, an optional thing beside it in another part of the sentence
    ("GPU nodes are connected by a 400 Gb/s InfiniBand fabric.", "infiniband"),
    ("Each GPU node has 8 x 400G InfiniBand ports; optional local NVMe is available.", "infiniband"),
], ids=["fabric", "optional-storage"])
def test_a_fabric_provided_still_reads(reads, text, expected):
    reads(text, "interconnect", expected, language="en")
