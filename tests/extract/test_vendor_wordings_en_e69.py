"""English wordings session 33 left over (helper e69): space set aside for the customer's equipment is no tenant
isolation; a price list's size threshold is no card count; a table of bare size bands under a "GPUs" header offers
one price a band, no contradiction.

Each positive has a near miss beside it.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # Dynascale's colocation SLA (dynascale.com, read by session 33's e68; read dedicated at 0.9): "\"Licensed Space\":
    # The floor, cabinet, cage, or rack space dedicated to Customer Equipment at a specific Site." Where the customer's
    # machines stand, no promise that no other tenant shares compute
    ("Colocation Services\n\n\"Licensed Space\": The floor, cabinet, cage, or rack space dedicated to Customer "
     "Equipment at a specific Site.\n", None),
    ("Colocation Services Agreement\n\n\"Space\" means the area in the data center dedicated to the Customer's "
     "equipment and described in the Order.\n", None),
    ("Colocation Services Agreement\n\n\"Space\" means the area dedicated to the housing of Customer's servers.\n", None),
    # ... near misses: hardware, or a cage, dedicated to the customer itself is isolated
    ("GPU Cloud Agreement\n\nThe Provider shall provide servers dedicated to Customer for the term.\n", "dedicated"),
    ("Colocation Services Agreement\n\n\"Cage\" means a cage dedicated to Customer, as described in the Order.\n",
     "dedicated"),
])
def test_space_for_the_customers_equipment_is_no_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a price list's threshold: the size above which the list quotes no price, not the order's count (each read a
    # gpu_count in conflict with the order's 64)
    ("GPU Cloud Pricing\n\nH100 SXM instances are billed at $2.49 per GPU-hour. Prices for more than 256 GPUs are quoted "
     "separately.\n\nThe order covers a cluster of 64 GPUs.\n", 64),
    ("GPU Cloud Pricing\n\nH100 SXM instances are billed at $2.49 per GPU-hour. For clusters above 512 GPUs contact "
     "sales.\n\nThe order covers a cluster of 64 GPUs.\n", 64),
    ("GPU Cloud Pricing\n\nClusters of 512 GPUs or more are quoted on request.\n\nThe order covers a cluster of 64 "
     "GPUs.\n", 64),
    # ... near misses: a cluster of that size is the count ("over the Term" after it is no threshold)
    ("GPU Cloud Order\n\nProvider will deliver a cluster of 256 GPUs at $2.49 per GPU-hour.\n", 256),
    ("GPU Cloud Order\n\nThe Provider shall make available to Customer 256 NVIDIA H100 GPUs over the Term.\n", 256),
])
def test_a_price_lists_size_threshold_is_no_count(extracted, text, expected):
    term = extracted(text, "gpu_count", expected, language="en")
    assert term.value == expected and not term.conflict


@pytest.mark.parametrize("text", [
    # a table of bare size bands under a "GPUs" header (read a contradiction of 2.49, 2.20 and 1.90): one price a band,
    # as e66's bands in prose ("16 to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90")
    "GPU Cloud Pricing\n\n| GPUs | Price |\n|------|-------|\n| 1-8 | $2.49/GPU-hr |\n| 9-64 | $2.20/GPU-hr |\n"
    "| 65+ | $1.90/GPU-hr |\n",
    "GPU Cloud Pricing\n\n| Cluster size (GPUs) | H100 price per GPU-hour |\n|------|-------|\n| 1-8 | $2.49 |\n"
    "| 9-64 | $2.20 |\n| 65+ | $1.90 |\n",
])
def test_a_table_of_size_bands_offers_alternatives(extracted, text):
    term = extracted(text, "price_gpu_hour", 2.49, language="en")
    assert term.conflict_kind == "alternatives"
    assert sorted(a.value for a in term.alternatives if a.reason == "conflict") == [1.9, 2.2]
    extracted(text, "gpu_count", None, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: one size at two prices is a contradiction, and so are bands under a header naming no size
    "GPU Cloud Pricing\n\n| GPUs | Price per GPU-hour |\n|------|-------|\n| 8 | $2.49 |\n| 8 | $2.69 |\n",
    "GPU Cloud Pricing\n\n| Item | Price per GPU-hour |\n|------|-------|\n| 1-8 | $2.49 |\n| 9-64 | $2.69 |\n",
])
def test_rows_that_are_no_size_bands_still_contradict(extracted, text):
    term = extracted(text, "price_gpu_hour", 2.49, language="en")
    assert term.conflict_kind == "contradiction"


@pytest.mark.parametrize("text, key", [
    # an opening title of an advice page or an explainer's headline, its body right under it with no blank line (e67's
    # and e68's pages saved with one; electronmetal.ca's beginner's guide and ircnf.com's headline, the figure ours)
    ("A Beginner's Guide to Data Center Cooling Efficiency\nEvery rack in a modern hall is cooled by direct liquid "
     "cooling at 30 kW per rack.\n", "cooling"),
    ("Why AI Is Forcing Data Centers to Rethink Cooling from the Ground Up\nEvery rack in a modern hall is cooled by "
     "direct liquid cooling at 30 kW per rack.\n", "rack_power_kw"),
    ("How to Evaluate a Data Center SLA (What Actually Matters)\nBy Jane Smith, March 3, 2025\nEvery rack is cooled by "
     "direct liquid cooling.\n", "cooling"),
])
def test_an_opening_title_over_its_body_marks_an_article(reads, text, key):
    reads(text, key, None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # ... near misses: a wrapped sentence's first line naming the same words, and a provider's own title over its terms
    ("This note explains how to choose the right GPU plan for\nEvery rack is cooled by direct liquid cooling at 30 kW "
     "per rack.\n", "cooling", "liquid"),
    ("Acme Colocation Service Level Agreement\nEvery rack is cooled by direct liquid cooling at 30 kW per rack.\n",
     "rack_power_kw", 30),
])
def test_a_first_line_that_is_no_article_title_keeps_the_terms(reads, text, key, expected):
    reads(text, key, expected, language="en")


# https://utho.com/sla saved as text (e68's UTHO): the instance's bullet cut in two by a stray full stop, the bullet
# repeated on the second line; only the region's 99.99 was read, the unit from the instance's label
UTHO_PAGE = ("Service Level Agreement (SLA)\n\n2. Uptime Commitment\n\nUtho shall use commercially reasonable efforts to "
             "ensure the availability of its Services as follows:\n\n"
             "  • For individual instances (\"Instance-Level SLA\"), Utho will maintain a Monthly Uptime .\n"
             "  • Percentage of at least 99.5% for each Single Utho Compute Instance.\n"
             "  • For deployments across multiple Availability Zones within a region (\"Region-Level SLA\"), Utho will "
             "maintain a Monthly Uptime Percentage of at least 99.99% for the Utho region.\n")


def _read_file(tmp_path, text):
    from slacheck import api

    path = tmp_path / "sla.txt"
    path.write_text(text, encoding="utf-8")
    document = api.load_document(path)
    return document, {t.key: t for t in api.extract(document).terms}


def test_a_sentence_cut_by_a_stray_full_stop_is_read_whole(tmp_path):
    document, terms = _read_file(tmp_path, UTHO_PAGE)
    assert "Utho will maintain a Monthly Uptime Percentage of at least 99.5% for each Single" in document.text
    availability = terms["availability_pct"]
    assert availability.value == 99.5 and availability.conflict
    assert [a.value for a in availability.alternatives if a.reason == "conflict"] == [99.99]
    assert (terms["sla_unit"].value, terms["sla_unit"].confidence) == ("node", 0.9)  # the unit and the level of one tier


@pytest.mark.parametrize("lines", [
    # ... near misses: the next line opens a sentence of its own, the line ends a sentence in lower case, a table's row
    ("  • Utho will maintain a Monthly Uptime .", "  • Backups are taken daily."),
    ("Service credits are issued monthly .", "Requests for credits must be made within 30 days."),
    ("| Instance | Monthly Uptime . |", "| Percentage of at least 99.5% |"),
    ("  • Utho will maintain a Monthly Uptime .", "  1. Percentage of credits is set out below."),
])
def test_a_line_after_a_stray_full_stop_that_does_not_go_on_stays_apart(tmp_path, lines):
    document, _ = _read_file(tmp_path, "Service Level Agreement\n\n" + "\n".join(lines) + "\n")
    assert lines[0].strip() + "\n" + lines[1].strip() in document.text
