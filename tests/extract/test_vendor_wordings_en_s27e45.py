"""Wordings from English GPU cloud pages and spec sheets (session 27, helper E45), in our own words.

Each positive has a near miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


def test_a_rate_after_another_figures_part_is_quoted_from_its_own_part(extracted):
    # the front-end network named first: its words are neither the fabric's value nor the fabric's quote
    term = extracted("Nodes use 100 Gbps Ethernet for front-end traffic and 400 Gb/s InfiniBand for GPU-to-GPU "
                     "communication.", "interconnect_gbps", 400, language="en")
    assert term.value == 400
    assert term.text == "400 Gb/s InfiniBand"
    term = extracted("Each server pairs 200 Gbps Ethernet for management, with 400 Gb/s InfiniBand for the compute "
                     "fabric.", "interconnect_gbps", 400, language="en")
    assert term.text == "400 Gb/s InfiniBand"
    # ... near miss: one figure alone keeps its trigger before it in the quote
    term = extracted("The compute fabric runs at 400 Gb/s per port.", "interconnect_gbps", 400, language="en")
    assert term.text.startswith("compute fabric")


@pytest.mark.parametrize("text, expected", [
    # a spec sheet's line label names the machine's network: the technology on its line is the fabric
    ("Networking: 400G InfiniBand", "infiniband"),
    ("Specifications\nGPUs: 8 x NVIDIA H100\nVRAM: 640 GB\nNetworking: 400G InfiniBand\nPrice: $2.49/hr", "infiniband"),
    ("- **Network:** 100G RoCE", "roce"),
    # ... near misses: the word networking not as a label, or a phone line's network
    ("We offer Ethernet networking for offices.", None),
    ("Our mobile broadband and Ethernet networking services are available.", None),
])
def test_a_networking_label_names_the_fabric(reads, text, expected):
    reads(text, "interconnect", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a compensation table: its rows are read under their heading or header, as a line is under its own
    ("## Compensation\n\n| Failure type | Compensation |\n|---|---|\n| Network failure | downtime duration * 1.5 |\n", 1.5),
    ("## Compensation\n\n| Failure type | Credit |\n|---|---|\n| Network failure | downtime duration * 1.5 |\n", 1.5),
    ("Compensation for failures is as follows:\n\n| Failure type | Rule |\n|---|---|\n| GPU failure | downtime duration * 2 |\n", 2),
    # ... near misses: a table under a heading of something else, or with a heading far above other text
    ("## Status\n\n| Failure type | Shown |\n|---|---|\n| Network failure | downtime duration * 1.5 |\n", None),
    ("## Compensation\n\nWe publish incidents on our status page, with the cause and the affected region of each, "
     "and a summary of what changed.\n\n| Failure type | Shown |\n|---|---|\n| Network failure | downtime duration * 1.5 |\n",
     None),
])
def test_a_table_row_is_read_under_the_heading_over_its_table(reads, text, expected):
    reads(text, "credit_downtime_multiple", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a node's aggregate bandwidth is no port's rate (SPEC: interconnect_gbps is Gb/s per port), the total word
    # after the figure as before it
    ("InfiniBand: 3.2 Tb/s per node", None),
    ("Compute fabric: 3.2 Tbps aggregate", None),
    ("Each node has 3.2 Tb/s", None),
    # ... near misses: a count of links gives the port's rate, a rate per port beside the total
    ("Interconnect: 3.2 Tbps InfiniBand per node (8x400G)", 400),
    ("400 Gb/s InfiniBand per port, 3.2 Tb/s aggregate per node", 400),
    ("Each node: 8 x 400 Gb/s InfiniBand per node", 400),
])
def test_a_total_word_after_a_rate_makes_it_no_ports(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a table of machines whose GPU column writes the count before the model without an x mark
    ("| Size | vCPU | GPUs |\n|---|---|---|\n| ND96isr_MI300X_v5 | 96 | 8 MI300X |\n", 8),
    ("| Size | vCPU | GPU |\n|---|---|---|\n| ND96 | 96 | 8 AMD Instinct MI300X GPU |\n", 8),
    ("| Instance | Accelerators | Memory |\n|---|---|---|\n| p5 | 8 H100 | 2 TB |\n", 8),
    # ... near misses: a cell of another column, a sentence, a cluster's count beyond one machine's
    ("| Plan | Price |\n|---|---|\n| 8 H100 | $20 |\n", None),
    ("We deliver 8 H100 to you.", None),
    ("| Cluster | GPUs |\n|---|---|\n| Training | 64 H100 |\n", None),
])
def test_a_count_before_a_model_in_a_gpu_column_is_per_machine(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # a buyer's checklist asks what a contract would state: its questions are no terms
    ("Does the facility offer liquid cooling, including direct-to-chip?", "cooling", None),
    ("Can the facility support 30kW, 50kW, or higher per cabinet if your workloads require it?", "rack_power_kw", None),
    ("**What redundancy model governs power delivery, and is 40 kW per rack available today?**", "rack_power_kw", None),
    # ... near misses: a question its answer follows (an FAQ), a statement beside a question
    ("Does the facility offer liquid cooling?\nYes, direct-to-chip liquid cooling in every hall.", "cooling", "liquid"),
    ("Q: Do you offer liquid cooling?\nA: We offer direct-to-chip liquid cooling.", "cooling", "liquid"),
    ("Racks are provisioned at 30 kW each. Need more? Contact sales.", "rack_power_kw", 30),
    ("Each rack is provisioned at 30 kW (why 30 kW?) and cooled by air.", "rack_power_kw", 30),
])
def test_a_question_no_answer_follows_states_no_term(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a spec sheet's label naming the count per machine, the bare count after it
    ("- Accelerators per node: 8", 8),
    ("GPUs per node: 8", 8),
    ("| GPUs per server | 8 |", 8),
    ("- **GPUs per instance:** 4", 4),
    # ... near misses: the memory per node, a figure no machine holds, a count of something else
    ("GPUs per node: 8 GB of HBM each", None),
    ("Max GPUs per node: 80", None),
    ("Nodes per rack: 4", None),
])
def test_a_count_after_a_per_machine_label_is_per_machine(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # bytes a second with a capital B are eight bits to the byte (SPEC §2 accept: nccl-tests' GB/s against Gb/s)
    ("The fabric delivers 50 GB/s per GPU over InfiniBand.", 400),
    ("Compute fabric: 100 GB/s per port", 800),
    # ... near misses: bits as written, a lower-case unit read as bits, NVLink's aggregate no port's rate
    ("The fabric delivers 400 Gb/s per GPU over InfiniBand.", 400),
    ("The fabric delivers 400 gb/s per GPU over InfiniBand.", 400),
    ("- Accelerator interconnect: 18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth", None),
    ("- Accelerator interconnect: 18x 5th Gen NVLink, 14.4 TB/s aggregated bandwidth\n"
     "- Host networking: 8x ConnectX-7 IB NDR 400Gb/s + 200Gb/s Ethernet NIC", 400),
])
def test_a_rate_in_bytes_is_converted_to_bits(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a summary's abbreviation of the maximum credit
    ("Max service credit: 25%", 25),
    ("Calculation: tiered · Remedy: credit · Max 25%", 25),
    ("Max. credit 30% of the monthly fee", 30),
    # ... near misses: a maximum of something other than a credit
    ("Max latency: 5% above baseline.", None),
    ("Max CPU utilisation 80% before we add nodes.", None),
])
def test_max_abbreviates_a_credit_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a benchmark page's cluster: its cards as count × model before the cluster word are the ordered count
    ("A 4-node, 32× NVIDIA H100 80GB HBM3 cluster operated by the provider.", 32),
    ("We provide a 256x H100 cluster.", 256),
    ("The order covers a 1024× H800 SuperPOD.", 1024),
    # ... near misses: one machine's count before a machine word, one of several clusters
    ("Each 8x H100 node joins the cluster.", None),
    ("We operate 16x H100 clusters in three regions.", None),
])
def test_a_count_times_a_model_before_the_cluster_word_is_the_card_count(reads, text, expected):
    reads(text, "gpu_count", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an availability said by its count of nines, capitalised where it opens a sentence or a table's row (a guide's
    # "| Three nines | 99.9% |" stopped `extract` with a KeyError)
    ("Three nines availability is guaranteed each month.", 99.9),
    ("FOUR NINES availability is guaranteed each month.", 99.99),
    # ... near miss: as before, in lower case
    ("We guarantee three nines of availability each month.", 99.9),
])
def test_a_count_of_nines_is_read_in_any_case(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


def test_a_guide_with_a_capitalised_count_of_nines_in_a_table_is_read_without_error(extracted):
    text = ("| SLA Tier | Uptime % | Allowed Downtime/Month |\n|---|---|---|\n| Two nines | 99% | 7 hours 18 minutes |\n"
            "| Three nines | 99.9% | 43 minutes 50 seconds |\n")
    extracted(text, "credit_cap_pct", None, language="en")
