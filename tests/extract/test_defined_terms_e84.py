"""Session 39's helper e84: a figure stated once in a definition and used by its defined word; the rate of capacity
added to a commitment, which is no committed price; a machine's GPU count in brackets or in the machine's definition.

Each case is a short text of its own, worded as real MSAs word it (not one vendor's file). Cases marked "guard" keep
what main already reads right.
"""

import pytest

CEILING = ('1.1 "Credit Ceiling" means thirty-five percent (35%) of the Monthly Recurring Charges payable under the '
           'affected Order Form for the calendar month in which the Downtime occurred.\n\n'
           '1.2 "Node" means one compute server.\n\n'
           'B.6 Limit. Service Credits for any calendar month will not exceed the Credit Ceiling.\n')


@pytest.mark.parametrize("text, expected", [
    (CEILING, 35),
    # "shall mean", the operative verb after a negative opening
    ('"Credit Allowance" shall mean twenty percent (20%) of the fees for the affected month.\n'
     'In no event shall service credits exceed the Credit Allowance.', 20),
    # an unquoted glossary word with a colon
    ('Credit Ceiling: means 25% of the monthly fee.\nService credits will not exceed the Credit Ceiling.', 25),
    # the word named in brackets after what it means
    ('The parties agree on an amount equal to 30% of the Monthly Fee (the "Credit Limit").\n'
     'Total Service Credits in a month shall not exceed the Credit Limit.', 30),
    ('A sum of fifteen percent (15%) of the fees for the affected month (hereinafter "Ceiling Amount") applies.\n'
     'Service credits are capped at the Ceiling Amount.', 15),
    # zh: 是指 / 系指, and a word named in brackets
    ('本协议所称赔偿上限，是指当月服务费的30%。\n乙方每月赔偿总额不超过赔偿上限。', 30),
    ('“赔付限额”系指当月服务费的40%。\n乙方每月赔偿总额不超过赔付限额。', 40),
    ('双方约定金额为当月服务费的20%（以下简称“赔付限额”）。\n乙方每月赔偿总额不超过赔付限额。', 20),
])
def test_a_cap_stated_through_a_defined_word_reads_the_definitions_figure(reads, text, expected):
    reads(text, "credit_cap_pct", expected)


def test_the_value_is_quoted_from_the_operative_sentence_and_the_definition_kept_beside_it(extracted):
    term = extracted(CEILING, "credit_cap_pct", 35, language="en")
    assert CEILING[term.start:term.end] == term.text
    assert term.text.endswith("Credit Ceiling") and term.start > CEILING.index("B.6")
    [definition] = term.alternatives
    assert definition.value == 35 and definition.reason == "duplicate"
    assert CEILING[definition.start:definition.end] == definition.text == "thirty-five percent (35%)"


@pytest.mark.parametrize("text", [
    # guard: a definition no term uses reads nothing, as before
    '"Credit Ceiling" means thirty-five percent (35%) of the Monthly Recurring Charges.',
    # a meaning with two figures of the kind fixes neither
    '"Credit Ceiling" means 10% of the fees in the first year and 20% thereafter.\n'
    'Service credits will not exceed the Credit Ceiling.',
    # the defined word further on in the sentence is no statement of the cap
    '"Credit Ceiling" means 35% of the fees.\nService credits not exceeding the amount invoiced are applied before '
    'the Credit Ceiling is reviewed.',
])
def test_no_cap_from_a_definition_the_term_does_not_state(reads, text):
    reads(text, "credit_cap_pct", None, language="en")


PRAIRIE_ORDER = (
    "| Item | Detail |\n|---|---|\n| GPUs | 576 Blackwell GPUs |\n| Price | USD 3.95 per GPU-hour (reserved) |\n"
    "| Monthly Recurring Charges | USD 1,660,896.00² |\n\n"
    "¹ Power above 132 kW per Rack is available only by a separate change order.\n\n"
    "² 576 GPUs x 730 hours x USD 3.95. Additional on-demand capacity, if Prairieline has it available, is charged at "
    "USD 5.40 per GPU-hour and is not covered by the SLA.\n"
)


@pytest.mark.parametrize("text, expected, lesser", [
    (PRAIRIE_ORDER, 3.95, 5.40),
    ("Reserved capacity is billed at USD 2.10 per GPU-hour. Additional capacity, subject to availability, is billed at "
     "USD 2.90 per GPU-hour.", 2.10, 2.90),
    ("Additional GPU capacity requested during the term will be charged at $3.20 per GPU-hour. The committed "
     "cluster is priced at $2.45 per GPU-hour.", 2.45, 3.20),
    # zh: the added capacity's rate first in the text
    ("按需扩容部分，如乙方有可用资源，按每卡每小时15.6元计费，不适用本SLA。预留GPU单价为每卡每小时12元。", 12, 15.6),
])
def test_an_added_capacitys_rate_does_not_displace_the_committed_price(extracted, text, expected, lesser):
    term = extracted(text, "price_gpu_hour", expected, language="en")
    assert term.value == expected and not term.conflict
    assert [(a.value, a.reason) for a in term.alternatives if a.value != expected] == [(lesser, "weaker")]


@pytest.mark.parametrize("text, expected", [
    # guard: a hybrid contract's burst rate is its GPU-hour price (fixtures/contracts fx13)
    ("Lessee shall pay a fixed fee of USD 250,000 per month for the reserved 256 GPUs. Lessee may use additional GPUs "
     "from Lessor's shared burst pool at USD 1.95 per GPU-hour.", 1.95),
    ("甲方按月支付固定服务费20万元；按需扩容部分按每卡每小时15.6元计费。", 15.6),
])
def test_an_added_capacitys_rate_is_read_when_it_is_the_only_rate(reads, text, expected):
    reads(text, "price_gpu_hour", expected)


def test_a_change_order_still_to_be_made_supersedes_nothing(extracted):
    text = ("| Item | Detail |\n|---|---|\n| Price | USD 3.95 per GPU-hour |\n\n"
            "Power above 132 kW per Rack is available only by a separate change order. Test usage during acceptance "
            "is charged at USD 4.20 per GPU-hour.\n")
    term = extracted(text, "price_gpu_hour", 3.95, language="en")
    assert term.value == 3.95
    assert "superseded" not in {a.reason for a in term.alternatives}


def test_a_makers_reference_rack_power_is_no_supply(extracted):
    text = ("| Rack power | Up to 132 kW of IT load per Rack |\n\n"
            "NVIDIA's reference envelope for a GB200 NVL72 rack is approximately 120-140 kW.\n")
    term = extracted(text, "rack_power_kw", 132, language="en")
    assert term.value == 132 and not term.conflict


@pytest.mark.parametrize("text, expected", [
    ("| Item | Detail |\n|---|---|\n| GPUs | 576 Blackwell GPUs (72 per Rack; 4 per Node; 18 Nodes per Rack) |\n", 4),
    ("The cluster comprises 64 NVIDIA H100 GPUs (8 per server), interconnected by InfiniBand.", 8),
    ('1.4 "Node" means one compute tray of a Rack, comprising two (2) NVIDIA Grace CPUs and four (4) NVIDIA '
     'Blackwell GPUs.', 4),
    ('"Server" means one HGX chassis with eight (8) NVIDIA H100 GPUs and two CPUs.', 8),
    ('"Compute Node" means one tray comprising 2 CPUs and 8 GPUs.', 8),
])
def test_gpus_per_node_in_brackets_or_in_the_machines_definition(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="en")


@pytest.mark.parametrize("text", [
    "| GPUs | 576 Blackwell GPUs (72 per Rack) |\n",
    '"Rack" means one rack-scale system comprising eighteen (18) Nodes and seventy-two (72) GPUs.',
    '"Node" means one compute tray comprising two (2) NVIDIA Grace CPUs.',
])
def test_no_gpus_per_node_from_a_rack_or_a_node_without_gpus(reads, text):
    reads(text, "gpus_per_node", None, language="en")
