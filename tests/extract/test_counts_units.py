"""Cards per node, the ordered card count against optional capacity, the per-port rate
against a node's aggregate, and the SLA unit — one line per case, our own wording."""

import pytest

from slacheck.extract.numbers import parse_en_words

CASES = [
    # cards per node written after "nodes of" / "each with"
    ("en", "Vendor supplies forty (40) nodes of eight (8) GPUs each.", "gpus_per_node", 8),
    # the per-node eight is never the total; since e198339 the total is derived: 40 nodes x 8 (was: none)
    ("en", "Vendor supplies forty (40) nodes of eight (8) GPUs each.", "gpu_count", 320),
    ("en", "The Lessor provides sixteen (16) servers, each with four (4) GPUs, sixty-four (64) GPUs in total.", "gpus_per_node", 4),
    ("en", "The Lessor provides sixteen (16) servers, each with four (4) GPUs, sixty-four (64) GPUs in total.", "gpu_count", 64),
    ("zh", "本集群共计256张GPU卡，每台配备8张GPU卡。", "gpus_per_node", 8),
    # English thousands in words, restated in digits with a comma
    ("en", "Provider shall supply two thousand and forty-eight (2,048) GPUs in total.", "gpu_count", 2048),
    # optional / on-demand capacity is not the ordered count
    ("en", "Provider reserves sixty-four (64) GPUs for Customer. Customer may add up to five hundred twelve (512) GPUs on demand.",
     "gpu_count", 64),
    ("zh", "乙方为甲方预留32张GPU卡，甲方可临时扩充至六十四张。", "gpu_count", 32),
    # a node's aggregate bandwidth is not the per-port rate
    ("en", "Each node has 1.6 Tb/s of InfiniBand bandwidth, as four (4) NDR ports of 400 Gb/s each.", "interconnect_gbps", 400),
    # the SLA unit
    ("en", "Uptime is measured separately for each Compute Node.", "sla_unit", "node"),
    ("en", "The Vendor commits to a Server Availability of 99.5% per month.", "sla_unit", "node"),
    ("en", "Availability is measured on the Cluster as a whole.", "sla_unit", "cluster"),
    ("en", "The Monthly Availability shall be at least 99.9%.", "sla_unit", None),
    ("zh", "可用性以单台服务器为计算单位。", "sla_unit", "node"),
]


@pytest.mark.parametrize("lang, text, key, expected", CASES)
def test_count_and_unit_case(reads, lang, text, key, expected):
    reads(text, key, expected, language=lang)


@pytest.mark.parametrize("words, value", [
    ("one thousand and twenty-four", 1024),
    ("three thousand", 3000),
    ("two hundred fifty-six", 256),
])
def test_english_thousands(words, value):
    assert parse_en_words(words) == value


def test_a_total_from_nodes_and_cards_per_node_is_derived(extracted):
    term = extracted("Vendor supplies forty (40) nodes of eight (8) GPUs each.", "gpu_count", 320, language="en")
    assert (term.value, term.evidence_kind, term.text) == (320, "derived", "forty (40) nodes of eight (8) GPUs")
