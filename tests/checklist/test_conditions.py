"""The condition language: parsing, precedence, three-valued evaluation, errors with columns."""

from __future__ import annotations

from decimal import Decimal

import pytest

from slacheck.checklist.conditions import ConditionError, Known, evaluate, parse_condition

TERMS = {
    "rack_power_kw": 25,
    "cooling": "liquid",
    "gpu_count": 1024,
    "interconnect": "infiniband",
    "interconnect_gbps": 400,
    "monitoring": True,
    "storage_tiers": False,
    "availability_pct": 99.5,
    "tenant_isolation": "shared",
}


def run(expr: str, terms: dict | None = None):
    known = {k: Known(v, " (page 1)") for k, v in (TERMS if terms is None else terms).items()}
    return evaluate(parse_condition(expr), known).result


@pytest.mark.parametrize("expr, expected", [
    ("rack_power_kw >= 20", True),
    ("rack_power_kw >= 25", True),
    ("rack_power_kw > 25", False),
    ("rack_power_kw < 25.5", True),
    ("rack_power_kw <= 24.99", False),
    ("rack_power_kw == 25", True),
    ("rack_power_kw != 25", False),
    ("availability_pct >= 99.5", True),          # boundary compared exactly, not as a float
    ('cooling == "liquid"', True),
    ("cooling == 'LIQUID'", True),                # strings compare case-insensitively
    ('cooling != "air"', True),
    ('cooling in ["liquid", "hybrid"]', True),
    ('cooling in ["air"]', False),
    ('cooling not in ["air", "hybrid"]', True),
    ("monitoring", True),
    ("storage_tiers", False),
    ("not storage_tiers", True),
    ("monitoring == true", True),
    ("storage_tiers == false", True),
    ("stated(cooling)", True),
    ("stated(pue)", False),
    ("pue is missing", True),
    ("cooling is missing", False),
    ("cooling is stated", True),
    ("pue is not missing", False),
    ("cooling is not stated", False),
    # precedence: not > and > or
    ("rack_power_kw < 20 and cooling == 'air' or monitoring", True),
    ("rack_power_kw < 20 and (cooling == 'air' or monitoring)", False),
    ("not rack_power_kw < 20 and monitoring", True),
    ("not (rack_power_kw < 20 or monitoring)", False),
    ("storage_tiers or storage_tiers or monitoring", True),
    ("monitoring and monitoring and storage_tiers", False),
    ("true", True),
    ("false or not false", True),
    ('(gpu_count < 1000 or interconnect == "infiniband") and (gpu_count < 64 or '
     'not (interconnect == "ethernet" and interconnect_gbps < 100))', True),
])
def test_expression_table(expr, expected):
    assert run(expr) is expected


@pytest.mark.parametrize("expr, expected", [
    # Kleene logic: a missing term makes a comparison unknown, unless the rest decides it
    ("gpu_count >= 1000", None),
    ("not gpu_count >= 1000", None),
    ('gpu_count < 1000 or interconnect == "infiniband"', True),
    ('gpu_count < 1000 or interconnect == "roce"', None),
    ('gpu_count < 1000 and interconnect == "roce"', False),
    ("stated(gpu_count) or monitoring", True),
    ("stated(gpu_count)", False),
])
def test_unknown_terms(expr, expected):
    terms = {"interconnect": "infiniband", "monitoring": True}
    assert run(expr, terms) is expected


def test_trace_names_values_pages_and_unknowns():
    out = evaluate(parse_condition("rack_power_kw >= 20"), {"rack_power_kw": Known(15, " (page 2)")})
    assert out.result is False
    assert out.trace == ["rack_power_kw = 15 (page 2) is not >= 20"]
    out = evaluate(parse_condition("gpu_count >= 1000"), {})
    assert out.result is None and out.unknown_keys == ["gpu_count"]
    assert "gpu_count not stated" in out.trace[0]


def test_parse_records_keys_once():
    cond = parse_condition("gpu_count < 1000 or (gpu_count < 64 and interconnect_gbps < 100)")
    assert cond.keys == ("gpu_count", "interconnect_gbps")


def test_decimal_literals():
    tree = parse_condition("availability_pct >= 99.95").tree
    assert tree.literal.value == Decimal("99.95")


@pytest.mark.parametrize("expr, message, column", [
    ("", "empty condition", 1),
    ("rack_kw >= 20", "unknown term key 'rack_kw'", 1),
    ("rack_power_kw >= ", "expected a value, found end of condition", 18),
    ("rack_power_kw >= 20 and", "expected a term key, found end of condition", 24),
    ("rack_power_kw => 20", "unexpected character '='", 15),
    ("(rack_power_kw >= 20", "expected ')', found end of condition", 21),
    ("rack_power_kw >= 20)", "unexpected ')'", 20),
    ("rack_power_kw >= 20 30", "unexpected '30'", 21),
    ('rack_power_kw >= "20"', "rack_power_kw is a number, not a string", 18),
    ('cooling >= "air"', "'>=' needs a number, but cooling is a string", 9),
    ('cooling == "water"', 'cooling is never "water"', 12),
    ('cooling in ["liquid", "wet"]', 'cooling is never "wet"', 23),
    ("cooling", "cooling is a string: compare it", 1),
    ("stated(rack)", "unknown term key 'rack'", 8),
    ("__import__('os').system('x')", "unexpected character '.'", 17),
    ("__import__ == 'os'", "unknown term key '__import__'", 1),
    ("rack_power_kw >= 20; rm", "unexpected character ';'", 20),
    ("cooling is absent", "expected 'missing' or 'stated' after 'is'", 12),
    ("monitoring == 1", "monitoring is a bool, not a number", 15),
])
def test_errors_name_the_column(expr, message, column):
    with pytest.raises(ConditionError) as info:
        parse_condition(expr)
    assert message in info.value.message
    assert info.value.column == column
