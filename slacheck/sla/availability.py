"""Units, unit-minutes and availability (SPEC §3.3).

Availability is kept as an exact fraction so that a month exactly at a tier threshold
earns nothing from that tier (compared unrounded, reported to 4 decimals).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from ..errors import MissingTerm
from ..models import ContractTerms
from ..yamlfile import packaged_data


def count_units(terms: ContractTerms, sla_unit: str) -> int | None:
    """Units the SLA is measured on: gpu_count (gpu), gpu_count / gpus_per_node (node), 1 (cluster)."""
    if sla_unit == "cluster":
        return 1
    if sla_unit == "gpu":
        return terms.gpu_count
    if terms.gpu_count and terms.gpus_per_node:
        return -(-terms.gpu_count // terms.gpus_per_node)
    return None


def downtime_gpus_per_unit(terms: ContractTerms, sla_unit: str, gpu_of_node: dict[str, str] | None) -> int | None:
    """GPUs behind one unit, for the downtime multiple's GPU-hours (SPEC §3.4): 1 (gpu), gpus_per_node (node),
    gpu_count (cluster). Where the terms lack it, what a ``gpu,node`` inventory (``--inventory``) lists: under a
    cluster SLA its GPUs, under a node SLA the GPUs of a node when every node lists as many (our reading where
    SPEC is silent: the inventory is the user's list of the cluster). Never the GPUs an incident log names: under
    a cluster SLA an outage idles every GPU of the cluster, not only those the log lists. None when unknown."""
    if sla_unit == "gpu":
        return 1
    if sla_unit == "node":
        per_node = set(Counter((gpu_of_node or {}).values()).values())
        return terms.gpus_per_node or (per_node.pop() if len(per_node) == 1 else None)
    return terms.gpu_count or (len(gpu_of_node) if gpu_of_node else None)


def gpus_of_each_node(terms: ContractTerms) -> int:
    """The GPUs each node of a node-only inventory (``--inventory`` with one ``node`` column) holds under a GPU
    SLA: the terms' ``gpus_per_node`` (SPEC §3.3 measures a GPU SLA on GPUs, and §3.4 prices the downtime
    multiple on GPU-hours; counted as one GPU a node would owe an eighth of the credit). Never guessed."""
    if terms.gpus_per_node:
        return terms.gpus_per_node
    raise MissingTerm("gpus_per_node", messages()["node_inventory_under_gpu"])


@lru_cache(maxsize=1)
def messages() -> dict:
    """What the SLA computation says, as ``messages.yaml`` words it."""
    return packaged_data("slacheck.sla", "messages.yaml")


def downtime_multiple_needs(terms: ContractTerms, sla_unit: str, per_unit: int | None,
                            monthly_fee: object | None) -> MissingTerm | None:
    """Everything the downtime multiple lacks (SPEC §3.4: multiple × downtime GPU-hours × price_gpu_hour, as a %
    of the monthly fee), asked at once in the user's words, each with the option that gives it where there is
    one; None when nothing is lacking. The ``term`` keys are those a TERMS.yaml would add."""
    said = messages()["downtime_multiple"]
    gpus = said["gpus"].get(sla_unit, {})
    needs = [(words, key) for lacking, words, key in (
        (terms.price_gpu_hour is None, said["price_gpu_hour"], "price_gpu_hour"),
        (per_unit is None, gpus, "gpu_count" if sla_unit == "cluster" else "gpus_per_node"),
        (monthly_fee is None, said["monthly_fee"], "monthly_fee")) if lacking]
    if not needs:
        return None
    what = [words.get("what") for words, _ in needs]
    lacking = said["list"].format(others=said["separator"].join(what[:-1]), last=what[-1]) if len(what) > 1 \
        else what[-1]
    message = said["head"].format(multiple=f"{terms.credit_downtime_multiple:g}", lacking=lacking,
                                  cluster=said["cluster"] if sla_unit == "cluster" else "")
    keys = tuple(key for _, key in needs)
    options = [words for words, _ in needs if words.get("option")]
    if len(options) == len(needs):  # each has an option, or the line a TERMS.yaml takes (the caller adds how)
        return MissingTerm(keys, message + said["options"].format(
            options=said["and"].join(words["option"] for words in options)))
    if options:  # the terms are needed anyway (a fact no option gives): the options are said as the other way
        message += said["asides"].format(asides=said["aside_separator"].join(
            said["aside"].format(short=words["short"], option=words["option"]) for words in options))
    # (a fee by the month given: how its hour is priced is the user's to say, after how to add the terms)
    note = said["by_the_month"] if terms.price_gpu_hour is None and monthly_fee is not None else ""
    return MissingTerm(keys, message, note=note)


def availability_pct(downtime_ms: int, unit_ms: int) -> Fraction:
    """100 × (1 − downtime / unit time), exact; clamped to [0, 100]."""
    if unit_ms <= 0:
        return Fraction(100)
    value = 100 * (1 - Fraction(downtime_ms, unit_ms))
    return min(Fraction(100), max(Fraction(0), value))
