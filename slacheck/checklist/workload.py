"""A planned training run priced under each vendor's contract (``slacheck score --workload``).

Procurement compares vendors by what the run will cost and whether it finishes in time, not
by list prices: a cheaper H20 hour buys a sixth of an H800 hour. The estimate is the usual
one for dense transformers, FLOPs ≈ 6 · parameters · tokens · epochs, spread over the GPU's
dense BF16 peak (``gpus.yaml``) at the stated utilisation. Money is ``Decimal`` throughout
and rounded once, half-up, to 0.01.
"""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..errors import SlacheckError, collect
from ..limits import read_utf8
from ..yamlfile import load_yaml, packaged_data
from ..models import Frozen, Term, implied_currency
from ..sandbox import bounded_input
from ..words import counted
from .conditions import show

HOURS_PER_MONTH = Decimal(730)  # 8,760 hours a year / 12: what monthly fees are priced on
CENT = Decimal("0.01")
WORKLOAD_KEYS = {
    "name": False, "parameters": True, "tokens": True, "epochs": False, "gpu_model": False,
    "utilisation": True, "deadline_days": False, "gpu_count": False, "racks": False,
    "regions": False, "gpu_models": False,
}  # key -> required
SUFFIXES = {"K": Decimal(10) ** 3, "M": Decimal(10) ** 6, "B": Decimal(10) ** 9, "T": Decimal(10) ** 12}


class Workload(Frozen):
    """The run: model size, data, the GPU it is planned on, and how busy the GPUs will be."""

    name: str = "workload"
    parameters: Decimal
    tokens: Decimal
    epochs: Decimal = Decimal(1)
    gpu_model: str | None = None  # used when a contract names no GPU (colocation of your own)
    utilisation: Decimal  # model FLOPs utilisation, 0 < u <= 1
    deadline_days: Decimal | None = None
    gpu_count: int | None = None  # used when a contract states no gpu_count
    racks: int | None = None  # for per-rack pricing without a stated monthly fee
    # Hard constraints (gates before the score): acceptable sites and GPU models; deadline_days too.
    regions: list[str] = []
    gpu_models: list[str] = []

    @property
    def flops(self) -> Decimal:
        return 6 * self.parameters * self.tokens * self.epochs


class CostEstimate(Frozen):
    """The run under one vendor's terms; ``None`` where the contract lacks what is needed."""

    gpu_model: str | None
    peak_tflops: Decimal | None
    gpu_hours: Decimal | None
    gpus: int | None
    run_days: Decimal | None
    total_days: Decimal | None  # delivery + run
    months_billed: int | None
    basis: str  # how the cost was computed, in words and numbers
    cost: Decimal | None
    currency: str | None  # None: an English contract that states none (SPEC §1: never guessed)
    deadline_met: bool | None
    notes: list[str] = []
    # The contract's own commitment: monthly fee × term (what is owed even if the run ends early).
    commitment: Decimal | None = None
    commitment_basis: str = ""
    # ``cost`` and ``commitment`` in the score's one currency, at the rate given (``--fx``).
    converted_currency: str | None = None
    fx_rate: Decimal | None = None  # 1 unit of ``currency`` in ``converted_currency``
    converted_cost: Decimal | None = None
    converted_commitment: Decimal | None = None


def parse_fx(pairs: list[str] | tuple[str, ...]) -> dict[str, Decimal]:
    """``["USD=7.1", "HKD=0.91"]`` → rates to the score's currency; a bad pair names itself."""
    rates: dict[str, Decimal] = {}
    for pair in pairs:
        code, _, rate = pair.partition("=")
        code = code.strip().upper()
        try:
            value = Decimal(rate.strip())
        except InvalidOperation:
            value = Decimal(0)
        if not re.fullmatch(r"[A-Z]{3}", code) or not value.is_finite() or value <= 0:
            raise SlacheckError("--fx", f"'{pair}' is not CURRENCY=RATE (e.g. USD=7.1: one USD is 7.1 of the score's currency)")
        rates[code] = value
    return rates


def convert_cost(estimate: CostEstimate, currency: str, rates: dict[str, Decimal]) -> CostEstimate:
    """The estimate with its cost and commitment also in ``currency`` (rate shown); a currency
    without a rate is left unconverted and says so."""
    if estimate.currency == currency:
        rate = Decimal(1)
    elif estimate.currency in rates:
        rate = rates[estimate.currency]
    else:
        unknown = f"no --fx rate for {estimate.currency}" if estimate.currency else "no currency stated"
        return estimate.model_copy(update={"converted_currency": currency, "notes": [
            *estimate.notes, f"{unknown}: cost not converted to {currency}"]})

    def at_rate(amount: Decimal | None) -> Decimal | None:
        return None if amount is None else (amount * rate).quantize(CENT, ROUND_HALF_UP)

    return estimate.model_copy(update={"converted_currency": currency, "fx_rate": rate,
                                       "converted_cost": at_rate(estimate.cost),
                                       "converted_commitment": at_rate(estimate.commitment)})


@lru_cache(maxsize=1)
def gpu_table() -> dict[str, dict[str, Any]]:
    return packaged_data("slacheck.checklist", "gpus.yaml")


def parse_quantity(value: Any) -> Decimal:
    """7e9, '7e9', '70B', '1.5T', 7_000_000_000 → Decimal (K/M/B/T = 10^3/6/9/12)."""
    if isinstance(value, bool):
        raise ValueError("a number is needed")
    if isinstance(value, (int, float)):
        return Decimal(str(value))
    text = str(value).strip().replace(",", "").replace("_", "")
    match = re.fullmatch(r"([0-9.]+(?:[eE][+-]?\d+)?)\s*([KMBTkmbt]?)", text)
    if not match:
        raise ValueError(f"'{value}' is not a number (e.g. 7e9 or 70B)")
    try:
        number = Decimal(match.group(1))
    except InvalidOperation:
        raise ValueError(f"'{value}' is not a number") from None
    return number * SUFFIXES.get(match.group(2).upper(), Decimal(1))


@bounded_input("reading the workload")
def read_workload(path: str | Path) -> Workload:
    """Read and check a workload YAML; every problem is reported as ``file:line``."""
    path = Path(path)
    root, data = load_yaml(read_utf8(path, "workload file"), path)
    if not isinstance(root, yaml.MappingNode) or not isinstance(data, dict):
        raise SlacheckError(path, "a workload is a mapping: parameters, tokens, utilisation, ...", line=1)
    lines = {k.value: k.start_mark.line + 1 for k, _ in root.value}
    problems: list[tuple[int | None, str]] = []
    for key in data:
        if key not in WORKLOAD_KEYS:
            problems.append((lines.get(key), f"unknown key '{key}' (allowed: {', '.join(WORKLOAD_KEYS)})"))
    for key, required in WORKLOAD_KEYS.items():
        if required and key not in data:
            problems.append((1, f"`{key}` is required"))
    values: dict[str, Any] = {}
    for key in ("parameters", "tokens", "epochs", "utilisation", "deadline_days"):
        if key not in data:
            continue
        raw = data[key]
        percent = key == "utilisation" and isinstance(raw, str) and raw.strip().endswith("%")
        try:
            number = parse_quantity(raw.strip()[:-1] if percent else raw)
        except ValueError as exc:
            problems.append((lines[key], f"{key}: {exc}"))
            continue
        if key == "utilisation" and (percent or number > 1):
            number = number / 100  # written as a percentage (40 or "40%" → 0.40)
        if number <= 0 or (key == "utilisation" and number > 1):
            problems.append((lines[key], f"{key} must be positive" + (" and at most 1 (or 100%)" if key == "utilisation" else "")))
            continue
        values[key] = number
    for key in ("gpu_count", "racks"):
        if key in data:
            if isinstance(data[key], bool) or not isinstance(data[key], int) or data[key] <= 0:
                problems.append((lines[key], f"{key} must be a positive whole number"))
            else:
                values[key] = data[key]
    if "gpu_model" in data:
        model = str(data["gpu_model"]).strip().upper()
        if model not in gpu_table():
            problems.append((lines["gpu_model"], f"unknown gpu_model '{data['gpu_model']}' (known: {', '.join(gpu_table())})"))
        values["gpu_model"] = model
    if "name" in data:
        values["name"] = str(data["name"])
    for key in ("regions", "gpu_models"):
        if key in data:
            listed = data[key] if isinstance(data[key], list) else [data[key]]
            if not listed or not all(isinstance(v, (str, int)) and str(v).strip() for v in listed):
                problems.append((lines[key], f"{key} is a list of names (e.g. [临港, 松江] or [H800, H100])"))
            else:
                values[key] = [str(v).strip().upper() if key == "gpu_models" else str(v).strip() for v in listed]
    collect(path, problems)
    return Workload(**values)


def estimate_cost(workload: Workload, terms: list[Term], language: str | None = None) -> CostEstimate:
    """Cost and duration of ``workload`` under one contract's terms (see module docstring).

    Per-GPU-hour billing: ``price_gpu_hour × GPU-hours``. Monthly billing (gpu_month,
    rack_month, rack_year): ``monthly_fee`` (or ``price_rack_month × racks``) × months, where
    months = wall-clock hours of the run on the vendor's ``gpu_count``, ÷ 730, rounded up.
    The amounts are in the contract's ``currency``; one that states none is in CNY when it is in Chinese
    (``language``), else in a currency not known (``models.implied_currency``), said in the notes.
    """
    values = {t.key: t.value for t in terms}
    notes: list[str] = []
    currency = implied_currency(str(values["currency"]) if values.get("currency") else None, language)
    model = str(values["gpu_model"]).upper() if values.get("gpu_model") else workload.gpu_model
    if values.get("gpu_model") and workload.gpu_model and model != workload.gpu_model:
        notes.append(f"contract GPU {model} used instead of the workload's {workload.gpu_model}")
    peak = None
    if model is None:
        notes.append("no gpu_model in the contract or the workload")
    elif model not in gpu_table():
        notes.append(f"no peak figure for GPU '{model}' in gpus.yaml")
    else:
        peak = Decimal(str(gpu_table()[model]["peak_tflops"]))
    gpus = values.get("gpu_count") or workload.gpu_count
    if not values.get("gpu_count") and workload.gpu_count:
        notes.append(f"contract states no gpu_count; the workload's {workload.gpu_count} GPUs used")

    gpu_hours = run_days = total_days = None
    months = None
    if peak is not None:
        gpu_hours = workload.flops / (peak * Decimal(10) ** 12 * workload.utilisation) / 3600
    if gpu_hours is not None and gpus:
        wall_hours = gpu_hours / Decimal(gpus)
        run_days = wall_hours / 24
        months = max(1, math.ceil(wall_hours / HOURS_PER_MONTH))
        delivery = values.get("delivery_days")
        if delivery is None:
            notes.append("delivery_days not stated: the deadline counts the run only")
        total_days = run_days + Decimal(str(delivery or 0))
    elif gpu_hours is not None:
        notes.append("gpu_count unknown (not in the contract or the workload): no wall-clock time")

    billing = values.get("billing_model")
    hourly = billing == "gpu_hour" or (billing in (None, "hybrid") and values.get("price_gpu_hour") is not None)
    cost = None
    basis = ""
    if hourly:
        price = values.get("price_gpu_hour")
        if price is None:
            basis = "per-GPU-hour billing without price_gpu_hour"
        elif gpu_hours is None:
            basis = f"price_gpu_hour {show(price)} × GPU-hours (GPU-hours unknown)"
        else:
            cost = Decimal(str(price)) * gpu_hours
            basis = f"price_gpu_hour {show(price)} × {gpu_hours.quantize(CENT)} GPU-hours"
    else:
        monthly, what = None, ""
        if values.get("monthly_fee") is not None:
            monthly, what = Decimal(str(values["monthly_fee"])), f"monthly_fee {show(values['monthly_fee'])}"
        elif values.get("price_rack_month") is not None and workload.racks:
            monthly = Decimal(str(values["price_rack_month"])) * workload.racks
            what = f"price_rack_month {show(values['price_rack_month'])} × {workload.racks} racks"
        if monthly is None:
            basis = "monthly billing without monthly_fee (or price_rack_month and the workload's racks)"
        elif months is None:
            basis = f"{what} × months (run time unknown)"
        else:
            cost = monthly * months
            basis = f"{what} × {counted(months, 'month')} of {HOURS_PER_MONTH} h"
            term = values.get("term_months")
            if term and int(term) > months:
                notes.append(f"contract term is {term} months: the commitment is {what} × {term}")
    commitment, commitment_basis = contract_commitment(values)
    if currency is None and (cost is not None or commitment is not None):
        notes.append("the contract states no currency: its amounts are in a currency not known (not CNY)")
    deadline_met = None
    if workload.deadline_days is not None and total_days is not None:
        deadline_met = total_days <= workload.deadline_days
    return CostEstimate(
        gpu_model=model, peak_tflops=peak,
        gpu_hours=gpu_hours.quantize(CENT, ROUND_HALF_UP) if gpu_hours is not None else None,
        gpus=gpus,
        run_days=run_days.quantize(CENT, ROUND_HALF_UP) if run_days is not None else None,
        total_days=total_days.quantize(CENT, ROUND_HALF_UP) if total_days is not None else None,
        months_billed=months if not hourly else None,
        basis=basis,
        cost=cost.quantize(CENT, ROUND_HALF_UP) if cost is not None else None,
        currency=currency, deadline_met=deadline_met, notes=notes,
        commitment=commitment, commitment_basis=commitment_basis,
    )


def contract_commitment(values: dict[str, Any]) -> tuple[Decimal | None, str]:
    """What the contract commits the customer to: monthly_fee × term_months (or why unknown)."""
    fee, term = values.get("monthly_fee"), values.get("term_months")
    if fee is None or term is None:
        missing = [k for k, v in (("monthly_fee", fee), ("term_months", term)) if v is None]
        return None, f"{' and '.join(missing)} not stated"
    amount = (Decimal(str(fee)) * int(term)).quantize(CENT, ROUND_HALF_UP)
    return amount, f"monthly_fee {show(fee)} × {term} months"
