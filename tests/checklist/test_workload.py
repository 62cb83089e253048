"""Workload cost per vendor, checked against hand arithmetic."""

from __future__ import annotations

from decimal import Decimal

import pytest

from slacheck.checklist.workload import estimate_cost, gpu_table, parse_quantity, read_workload
from slacheck.errors import SlacheckError
from slacheck.models import Term


def terms(**values) -> list[Term]:
    return [Term(key=k, value=v, text=f"{k}: {v}", page=1, start=0, end=1) for k, v in values.items()]


def workload(tmp_path, text: str):
    path = tmp_path / "run.yaml"
    path.write_text(text, encoding="utf-8")
    return read_workload(path)


# 6 · 4.44e9 · 1e10 = 2.664e20 FLOPs; H20 148 TFLOPS · 0.5 = 74e12 FLOP/s = 2.664e17 per GPU-hour
SMALL = "parameters: 4.44B\ntokens: 1e10\nutilisation: 0.5\ngpu_model: H20\ndeadline_days: 5\n"


def test_gpu_hour_vendor(tmp_path):
    est = estimate_cost(workload(tmp_path, SMALL), terms(gpu_model="H20", gpu_count=64, billing_model="gpu_hour",
                                                         price_gpu_hour=9.8, delivery_days=3), "zh")
    assert est.gpu_hours == Decimal("1000.00")           # 2.664e20 / 2.664e17
    assert est.cost == Decimal("9800.00")                # 9.8 × 1000
    assert est.currency == "CNY"
    assert est.run_days == Decimal("0.65")               # 1000 / 64 = 15.625 h
    assert est.total_days == Decimal("3.65")             # + 3 days delivery
    assert est.deadline_met is True and est.months_billed is None


def test_monthly_vendor_bills_whole_months(tmp_path):
    # 6 · 70e9 · 4e12 = 1.68e24 FLOPs; H800 989e12 · 0.5 · 3600 = 1.7802e18 per GPU-hour
    # → 943,714.19 GPU-hours; on 1,024 GPUs 921.6 h = 38.40 days → 2 months of 730 h
    plan = workload(tmp_path, "parameters: 70B\ntokens: 4T\nutilisation: 50%\ndeadline_days: 50\n")
    est = estimate_cost(plan, terms(gpu_model="H800", gpu_count=1024, billing_model="gpu_month",
                                    monthly_fee=7372800, delivery_days=14, term_months=12))
    assert est.gpu_hours == Decimal("943714.19")
    assert est.months_billed == 2
    assert est.cost == Decimal("14745600.00")            # 7,372,800 × 2
    assert est.run_days == Decimal("38.40") and est.total_days == Decimal("52.40")
    assert est.deadline_met is False                      # 52.4 > 50
    assert any("term is 12 months" in n for n in est.notes)


def test_rack_pricing_uses_workload_racks_and_gpus(tmp_path):
    # colocation: the contract names no GPU; the workload's H800 × 512 and 4 racks are used
    plan = workload(tmp_path, SMALL.replace("H20", "H800") + "gpu_count: 512\nracks: 4\n")
    est = estimate_cost(plan, terms(billing_model="rack_month", price_rack_month=14500, currency="CNY"))
    assert est.gpu_model == "H800" and est.gpus == 512
    assert est.months_billed == 1 and est.cost == Decimal("58000.00")   # 14,500 × 4 × 1
    assert any("workload's 512 GPUs" in n for n in est.notes)


def test_unknowns_are_none_with_a_reason(tmp_path):
    est = estimate_cost(workload(tmp_path, "parameters: 1e9\ntokens: 1e9\nutilisation: 0.4\n"),
                        terms(billing_model="rack_month", monthly_fee=1000))
    assert est.gpu_hours is None and est.cost is None and est.deadline_met is None
    assert "no gpu_model" in " ".join(est.notes)


def test_usd_vendor_keeps_its_currency(tmp_path):
    est = estimate_cost(workload(tmp_path, SMALL), terms(gpu_model="H100", gpu_count=2048, billing_model="gpu_hour",
                                                         price_gpu_hour=2.1, currency="USD"))
    # the contract's H100 (989) is used, not the workload's H20: 2.664e20 / (989e12 · 0.5 · 3600)
    assert est.gpu_model == "H100" and est.currency == "USD"
    assert est.cost == (Decimal("2.1") * Decimal("2.664e20") / Decimal("1.7802e18")).quantize(Decimal("0.01"))


@pytest.mark.parametrize("text, value", [
    ("7e9", Decimal("7e9")), ("70B", Decimal("7e10")), ("1.5T", Decimal("1.5e12")), ("7_000", Decimal(7000)),
    (500, Decimal(500)), ("2,000M", Decimal("2e9")),
])
def test_parse_quantity(text, value):
    assert parse_quantity(text) == value


@pytest.mark.parametrize("text, line, message", [
    ("parameters: 7B\ntokens: 1T\nutilisation: 0.4\nbatch: 8\n", 4, "unknown key 'batch'"),
    ("parameters: seven\ntokens: 1T\nutilisation: 0.4\n", 1, "parameters: 'seven' is not a number"),
    ("parameters: 7B\ntokens: 1T\nutilisation: 140\n", 3, "utilisation must be positive and at most 1"),
    ("parameters: 7B\ntokens: 1T\nutilisation: 0.4\ngpu_model: V100\n", 4, "unknown gpu_model 'V100'"),
    ("parameters: 7B\nutilisation: 0.4\n", 1, "`tokens` is required"),
])
def test_bad_workload_names_the_line(tmp_path, text, line, message):
    with pytest.raises(SlacheckError) as info:
        workload(tmp_path, text)
    assert info.value.line == line and message in info.value.message


def test_gpu_table_has_the_spec_models_with_sources():
    table = gpu_table()
    for model in ("H100", "H800", "H200", "H20", "A100", "A800", "B200", "910B"):
        assert table[model]["peak_tflops"] > 0 and table[model]["source"]
    assert table["H800"]["peak_tflops"] == 989 and table["H20"]["peak_tflops"] == 148


@pytest.mark.parametrize("language, stated, expected", [("en", None, None), (None, None, None), ("zh", None, "CNY"),
                                                        ("en", "USD", "USD"), ("zh", "USD", "USD")])
def test_the_cost_is_in_the_contracts_currency_never_guessed(tmp_path, language, stated, expected):
    """SPEC §1 currency: CNY for a Chinese contract that states none; an English one's is not known (was CNY)."""
    values = dict(gpu_model="H20", gpu_count=64, billing_model="gpu_hour", price_gpu_hour=9.8)
    est = estimate_cost(workload(tmp_path, SMALL), terms(**values, **({"currency": stated} if stated else {})), language)
    assert est.cost == Decimal("9800.00") and est.currency == expected
    said = "the contract states no currency: its amounts are in a currency not known (not CNY)"
    assert (said in est.notes) is (expected is None)


def test_the_months_billed_are_said_in_the_number_they_take(tmp_path):
    # the basis read "price_rack_month 14,500 × 4 racks × 1 month(s) of 730 h"
    plan = workload(tmp_path, SMALL.replace("H20", "H800") + "gpu_count: 512\nracks: 4\n")
    one = estimate_cost(plan, terms(billing_model="rack_month", price_rack_month=14500, currency="CNY"))
    assert one.basis.endswith("× 4 racks × 1 month of 730 h")
    two = estimate_cost(workload(tmp_path, "parameters: 70B\ntokens: 4T\nutilisation: 50%\ndeadline_days: 50\n"),
                        terms(gpu_model="H800", gpu_count=1024, billing_model="gpu_month", monthly_fee=7372800))
    assert two.basis.endswith("× 2 months of 730 h")
