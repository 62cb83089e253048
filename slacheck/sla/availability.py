"""Units, unit-minutes and availability (SPEC §3.3).

Availability is kept as an exact fraction so that a month exactly at a tier threshold
earns nothing from that tier (compared unrounded, reported to 4 decimals).
"""

from __future__ import annotations

from fractions import Fraction

from ..errors import MissingTerm
from ..models import ContractTerms


def count_units(terms: ContractTerms, sla_unit: str) -> int | None:
    """Units the SLA is measured on: gpu_count (gpu), gpu_count / gpus_per_node (node), 1 (cluster)."""
    if sla_unit == "cluster":
        return 1
    if sla_unit == "gpu":
        return terms.gpu_count
    if terms.gpu_count and terms.gpus_per_node:
        return -(-terms.gpu_count // terms.gpus_per_node)
    return None


def gpus_per_unit(terms: ContractTerms, sla_unit: str, units: int) -> int:
    """GPUs behind one unit: 1 (gpu), gpus_per_node (node), gpu_count (cluster)."""
    if sla_unit == "gpu":
        return 1
    if sla_unit == "node":
        if not terms.gpus_per_node:
            raise MissingTerm("gpus_per_node",
                              "sla_unit node needs gpus_per_node for GPU-hours, which the contract does not state")
        return terms.gpus_per_node
    if not terms.gpu_count:
        raise MissingTerm("gpu_count",
                          "sla_unit cluster needs gpu_count for GPU-hours, which the contract does not state")
    return terms.gpu_count


def availability_pct(downtime_ms: int, unit_ms: int) -> Fraction:
    """100 × (1 − downtime / unit time), exact; clamped to [0, 100]."""
    if unit_ms <= 0:
        return Fraction(100)
    value = 100 * (1 - Fraction(downtime_ms, unit_ms))
    return min(Fraction(100), max(Fraction(0), value))
