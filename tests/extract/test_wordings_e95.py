"""English wordings left by session 40 (session 41, helper e95), in our own words.

Each positive has a near miss beside it: the same words about something else, which must not become the term (or
must become another value).
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="en"))}


@pytest.mark.parametrize("text, expected", [
    # count × model after one machine word and a colon, or a verb of what it holds: each machine's cards
    ("Each node: 8x H100.", 8),
    ("Each server is equipped with 8x NVIDIA H100 80GB.", 8),
    ("Every host has 4x A100 40GB for the Customer's exclusive use.", 4),
    # ... near misses (the last two guards, passing on f5216dab too): a cluster's count after "cluster of" may be its
    # machines; a cluster word is no machine; more than a machine holds
    ("The Customer reserves a cluster of 8x H100 nodes.", None),
    ("The cluster: 32x H100.", None),
    ("Each node: 32x H100.", None),
])
def test_count_times_model_after_one_machine(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a per-server count, then the servers counted in total in the same sentence: the product
    ("8 NVIDIA H100 GPUs per server, 4 servers in total.", 32),
    ("The order comprises 8 GPUs per server, 16 servers in total.", 128),
    # ... near misses, guards (pass on f5216dab too): a range or a choice of servers, a choice of cards, or no total
    # word: no product
    ("8 GPUs per server, 4 or 8 servers in total.", None),
    ("8 GPUs per server, 4-8 servers in total.", None),
    ("4 or 8 GPUs per server, 4 servers in total.", None),
    ("8 NVIDIA H100 GPUs per server, 4 servers.", None),
])
def test_per_server_count_times_servers_in_total(reads, text, expected):
    reads(text, "gpu_count", expected, language="en")


def test_product_quotes_both_figures():
    term = _terms("8 NVIDIA H100 GPUs per server, 4 servers in total.")["gpu_count"]
    assert (term.value, term.text, term.evidence_kind) == (32, "8 NVIDIA H100 GPUs per server, 4 servers", "derived")


@pytest.mark.parametrize("text, scopes", [
    # the things listed after "of the" scope each figure: with an article before the second, or in lower case with a
    # noun that says what each is
    ("The availability of the Standard and the Enterprise plans is 99.9% and 99.95% respectively.",
     {99.9: "Standard", 99.95: "the Enterprise plans"}),
    ("The availability of the standard and enterprise plans is 99.9% and 99.95% respectively.",
     {99.9: "standard", 99.95: "enterprise plans"}),
])
def test_respective_things_scope_each_figure(text, scopes):
    term = _terms(text)["availability_pct"]
    found = {term.value: term.scope} | {a.value: a.scope for a in term.alternatives}
    assert found == scopes
    assert term.conflict_kind == "scoped"


def test_respective_measures_stay_measures():
    # guard (passes on f5216dab too): a list of measures, no things, keeps the availability's own figure
    term = _terms("Availability and durability are 99.95% and 99.9999%, respectively.")["availability_pct"]
    assert (term.value, term.alternatives) == (99.95, [])


@pytest.mark.parametrize("text, expected", [
    # a range of the sizes of clusters in the plural: the sizes on offer, no count of this contract
    ("Clusters of 8 to 16,384 GPUs.", None),
    ("Clusters of 8 to 16,384 NVIDIA H100 GPUs, interconnected with InfiniBand.", None),
    # ... guards (pass on f5216dab too): one cluster of a count still reads, and a range one provides stays for review
    ("The Provider shall provide a cluster of 16 GPUs.", 16),
    ("Provider provides 8-16 H100 GPUs.", 8),
])
def test_cluster_sizes_offered_are_no_count(reads, text, expected):
    reads(text, "gpu_count", expected, language="en")
