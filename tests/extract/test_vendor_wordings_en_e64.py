"""English GPU cloud price lists and reserved-cluster pages (session 32, helper e64): a price list that names one card on
several lines (its sizes or variants) is still a list of offered configurations, a conflicting value is said once a
page however often the contract repeats it there (the terms file, a finding's explanation), and a sentence reading the example before it is the example's.

Each positive has a near miss beside it.
"""

from __future__ import annotations

import pytest

from slacheck.terms_file import dump_terms_yaml


# a GPU cloud's price list in the form of its pricing page: one card in three variants, then two other cards, each line
# a configuration and its hourly price. The card of most lines won alone at 0.8 (the others "weaker") and the prices
# contradicted: no card is ordered, the cards and prices are the list's alternatives
VARIANTS = ("# On-demand GPU instances\n\nNVIDIA H100 SXM instances: $2.99/GPU-hour\n"
            "NVIDIA H100 PCIe instances: $2.49/GPU-hour\nNVIDIA H100 NVL instances: $2.79/GPU-hour\n"
            "NVIDIA A100 instances: $1.79/GPU-hour\nNVIDIA L4 instances: $0.59/GPU-hour\n")
# ... a reserved-cluster price table, a row per size of one card
SIZES = ("# Reserved Cluster Pricing\n\n| Instance | GPUs | Price per GPU-hour |\n|---|---|---|\n"
         "| 1x NVIDIA H100 SXM | 1 | $2.99 |\n| 8x NVIDIA H100 SXM | 8 | $2.89 |\n"
         "| 8x NVIDIA A100 SXM | 8 | $1.79 |\n| 1x NVIDIA L4 | 1 | $0.59 |\n")


@pytest.mark.parametrize("text, models", [
    (VARIANTS, {"H100", "A100", "L4"}),
    (SIZES, {"H100", "A100", "L4"}),
], ids=["variants", "sizes"])
def test_one_card_on_several_lines_of_a_price_list_is_still_a_catalogue(extracted, text, models):
    term = extracted(text, "gpu_model", True, language="en")
    assert term.conflict and term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == models
    assert term.confidence <= 0.5
    assert extracted(text, "price_gpu_hour", True, language="en").conflict_kind == "alternatives"


@pytest.mark.parametrize("text", [
    # ... near misses: the same line written twice with another price (nothing tells the two apart)
    "# Pricing\n\nNVIDIA H100 SXM: $2.49/GPU-hour\nNVIDIA H100 SXM: $2.99/GPU-hour\nNVIDIA A100: $1.29/GPU-hour\n",
    # ... a card priced in the list and again in a clause of its own under another heading
    ("# Pricing\n\nNVIDIA H100 SXM instances: $2.49/GPU-hour\nNVIDIA A100 instances: $1.29/GPU-hour\n\n## 5. Fees\n\n"
     "Customer shall pay for the NVIDIA H100 GPUs $2.99/GPU-hour.\n"),
], ids=["same-line-twice", "list-and-clause"])
def test_one_card_priced_twice_outside_one_lists_variants_still_contradicts(extracted, text):
    assert extracted(text, "price_gpu_hour", True, language="en").conflict_kind == "contradiction"


def test_the_card_an_order_names_beside_a_price_table_of_its_sizes_still_wins(extracted):
    # ... near miss: the order fixes its card; the table's rows, its own card's terms among them, are offered beside it
    text = ("# Order Form\n\nCustomer orders 64 NVIDIA H100 GPUs for a term of 12 months.\n\n"
            "| GPU | Commitment | Price |\n|---|---|---|\n| NVIDIA H100 SXM | 12 months | $2.39/GPU-hour |\n"
            "| NVIDIA H100 SXM | 24 months | $2.19/GPU-hour |\n| NVIDIA A100 | 12 months | $1.29/GPU-hour |\n")
    term = extracted(text, "gpu_model", "H100", language="en")
    assert term.value == "H100" and not term.conflict


def test_the_terms_file_lists_each_other_value_once(tmp_path):
    # a reserved-cluster table whose size tiers repeat their bounds ("16 to 64 GPUs" over "64 to 512 GPUs"): the
    # terms file listed "or: 64" twice under the count, on the same page (sizes without a price after them: a size
    # band priced in its row is a price list's, no count at all since e66, range_bands)
    from slacheck.api import extract

    path = tmp_path / "pricing.md"
    path.write_text("# Reserved Cluster Sizes\n\n| GPU | Cluster size |\n|---|---|\n"
                    "| NVIDIA H100 SXM | 16 to 64 GPUs |\n"
                    "| NVIDIA H100 SXM | 64 to 512 GPUs |\n", encoding="utf-8")
    lines = dump_terms_yaml(extract([path])).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("gpu_count:"))
    others = []
    for line in lines[at + 1:]:
        if not line.startswith("#   or:"):
            break
        others.append(line.split("#")[1].split(":", 1)[1].strip())
    assert others and len(others) == len(set(others))


def test_a_findings_explanation_says_one_value_on_one_page_once():
    # a price table's rows repeat one availability beside the headline (three rows at 99.5% on page 2): the review's
    # explanation read "99.9% (page 1) vs 99.5% (page 2) vs 99.5% (page 2) vs 99.5% (page 2)"; the quotes stay apart
    from slacheck.checklist.engine import evaluate_checklist
    from slacheck.checklist.schema import load_checklist
    from slacheck.models import Alternative, Term

    others = [Alternative(value=99.5, text="99.5%", page=2, start=s, end=s + 5, reason="conflict") for s in (40, 60, 80)]
    others.append(Alternative(value=99.5, text="99.5%", page=3, start=120, end=125, reason="conflict"))
    term = Term(key="availability_pct", value=99.9, text="99.9%", page=1, start=0, end=5, conflict=True,
                conflict_kind="contradiction", alternatives=others)
    [finding] = [f for f in evaluate_checklist(load_checklist("gpu-training"), [term], "en") if f.rule == "availability"]
    assert finding.status == "review"
    assert "99.9 (page 1) vs 99.5 (page 2) vs 99.5 (page 3)" in finding.explanation
    assert finding.explanation.count("(page 2)") == 1
    assert len(finding.other_evidence) == 4


# San Francisco Compute's docs (https://sfcompute.com/docs): a command's worked example in a fenced block, then the
# sentence reading it ("In this example, you're willing to pay up to $2.50 per GPU per hour."): a bid in an example,
# nobody's price (it read 2.5 at 0.9)
SFC = ("You can also buy and get access to nodes right away:\n\n```\n# buy 8 h100s                -n 8\n"
       "# at $2.50 per GPU per hour  -p \"2.50\"\nsf buy -d \"1hr\" -n 8 -p \"2.50\"\n```\n\n"
       "In this example, you're willing to pay up to $2.50 per GPU per hour. This means the maximum total cost would be "
       "2.50 x 8 = $20 per hour, but you may end up paying less depending on market conditions and available supply.\n")


@pytest.mark.parametrize("text, expected", [
    (SFC, None),
    ("In the example above, the Customer pays $2.50 per GPU per hour.", None),
    # ... near misses: a price that only names an example configuration, and a price stated as such, still read
    ("Customer shall pay $2.50 per GPU per hour for this example configuration.", 2.5),
    ("Customer shall pay $2.50 per GPU per hour.", 2.5),
], ids=["sfc-docs", "example-above", "example-configuration", "plain"])
def test_a_sentence_reading_the_example_before_it_is_the_examples(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="en")


# a reserved-cluster order form's cells in the form the GPU clouds' order forms take (the EDGAR exhibits of CoreWeave's
# MSAs, sec.gov d899798dex1023.htm, redact theirs): the card named with one machine's count in brackets, the order's
# count in the quantity row. The bracketed count was read as the order's (8, in conflict with 1,024, or alone)
ORDER_CELLS = ("| Item | Detail |\n|---|---|\n| GPU Type | NVIDIA HGX H200 (8 GPUs per node) |\n"
               "| Quantity | 128 nodes (1,024 GPUs) |\n")


@pytest.mark.parametrize("text, expected", [
    (ORDER_CELLS, 1024),
    ("| Item | Detail |\n|---|---|\n| GPU Type | NVIDIA HGX H200 (8 GPUs per node) |\n", None),
    ("The Cluster comprises 256 GPUs (8 GPUs per node).", 256),
    # ... near misses: the order's count before a machine's in one sentence, and a total after the machine's, still read
    ("The Cluster comprises a total of 256 GPUs, with 8 GPUs per node.", 256),
    ("The Cluster consists of 64 servers with 8 GPUs in each server, 512 GPUs in total.", 512),
], ids=["order-cells", "type-cell-alone", "bracketed", "total-then-node", "node-then-total"])
def test_a_machines_cards_named_after_them_are_no_order_count(extracted, text, expected):
    term = extracted(text, "gpu_count", expected, language="en")
    if term is not None:
        assert term.value == expected and not term.conflict


def test_the_machines_cards_still_read_as_gpus_per_node(reads):
    reads(ORDER_CELLS, "gpus_per_node", 8, language="en")


@pytest.mark.parametrize("text, expected", [
    # an order form's credit for a late cluster, counted in weeks of delay after the delivery date: its cap is no cap of
    # the service credits (it read 20, or conflicted with the SLA's 30)
    ("If the Cluster has not passed Acceptance Testing within thirty (30) days after the Target Delivery Date, Customer "
     "will receive a credit equal to 2% of the monthly fees for each week of delay, up to a maximum of 20%.", None),
    ("Customer will receive a credit of 10% of the monthly fee for each month of delay, up to a maximum of 30%.", None),
    # ... near misses: the service credits' cap, and a credit per hour of delay in restoring the service (an SLA's)
    ("Service Credits will not exceed 30% of the monthly fees for the affected month.", 30),
    ("Customer will receive a credit of 5% of the monthly fee for each hour of delay in restoring the Service, up to a "
     "maximum of 50%.", 50),
], ids=["weeks-of-delay", "months-of-delay", "service-credits", "hours-restoring"])
def test_a_late_delivery_credits_cap_is_no_service_credit_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


# a reserved cluster's service levels in the form the GPU clouds' order forms take: a credit that grows by steps of
# availability below the level ("5% of the monthly Fee for each 0.5% (or part thereof) below 99.0%, not to exceed 50%").
# Read as one tier (below 99.0%: 5%), it understated every month under 98.5%; no tier is read rather than a wrong one
@pytest.mark.parametrize("text", [
    "If Monthly Node Availability falls below 99.0%, Customer will receive a Service Credit equal to 5% of the monthly "
    "Fee for each 0.5% (or part thereof) below 99.0%, not to exceed 50% of the monthly Fee.",
    "If availability falls below 99.9%, Customer receives a credit of 2% of the monthly fee for each 0.1% below 99.9%.",
], ids=["or-part-thereof", "each-step-below"])
def test_a_credit_per_step_of_availability_is_no_single_tier(reads, text):
    reads(text, "credit_tiers", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: one tier stated once, and "for each" of another thing in its sentence, still read
    ("If availability falls below 99.9%, Customer will receive a credit of 10% of the monthly fee.",
     [{"below_pct": 99.9, "credit_pct": 10.0}]),
    ("If availability is below 99.9% for each month in the quarter, Customer will receive a credit of 10% of the "
     "monthly fee.", [{"below_pct": 99.9, "credit_pct": 10.0}]),
], ids=["one-tier", "each-month"])
def test_one_stated_tier_still_reads(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an outage counted whole past a length is no shortest outage: a shorter one still counts, for its own minutes (it
    # read min_outage_minutes 240)
    ("A node that is unavailable for more than 4 hours counts as unavailable for the entire day.", None),
    ("Any outage lasting more than 4 hours shall be deemed a full day of Downtime.", None),
    # ... near misses: a node unavailable past a length, and outages under a length uncounted, still read
    ("A node is unavailable if it is unreachable for more than 5 consecutive minutes.", 5),
    ("Downtime does not include outages under 10 minutes.", 10),
], ids=["entire-day", "full-day-of", "consecutive", "under"])
def test_an_outage_counted_as_a_whole_day_is_no_minimum_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")
