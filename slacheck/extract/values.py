"""A key's value type and unit, from the model (SPEC §1): how a read quantity becomes a value.

Every reader turns what it found into the key's type here (``cast_value``) and converts a
duration into the key's unit by the key's suffix (``_hours``, ``_days``), so that a reader
never needs to know which key it reads.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from ..models import term_value_type
from .data import number_data
from .numbers import Quantity

STATED_DIGITS = 7  # the decimals a figure may be written with and keep ("55.5555555%", Wobscale's SLA)
RUN_ON_DIGITS = 6  # ... and those a quotient that runs on is cut to (7 days of 30: 23.333333)
key_type = functools.lru_cache(maxsize=None)(term_value_type)  # the Python type of a key's value


def cast_value(key: str, raw: Any) -> Any:
    kt = key_type(key)
    if kt is bool:
        return str(raw).lower() == "true" if not isinstance(raw, bool) else raw
    if kt is int:
        return whole(key, float(raw))
    if kt is float:
        return float_value(float(raw))
    return raw


def float_value(value: float) -> float:
    """A float key's value: a float's noise from a conversion goes (0.1 + 0.2), a figure's own digits stay ("at least
    55.5555555% of each month" is 55.5555555, as its credit tier read as written: the two must agree, or a month between
    them is owed a credit under a level it meets); a quotient that runs on past them is cut to ``RUN_ON_DIGITS``."""
    stated = round(value, STATED_DIGITS)
    return stated if stated == round(value, STATED_DIGITS + 2) else round(value, RUN_ON_DIGITS)


def whole(key: str, value: float) -> int:
    """A whole-number key's value, rounded the way numbers.yaml ``integer_rounding`` says for the key
    (a deadline the customer must meet down, the provider's time to deliver up, others to the nearest);
    a float's noise (2.9999999 from a conversion) is no part."""
    rounding = number_data().get("integer_rounding", {}).get(key)  # none given: to the nearest
    if rounding == "down":
        return math.floor(round(value, 6))
    if rounding == "up":
        return math.ceil(round(value, 6))
    return int(round(value))


def convert(key: str, q: Quantity) -> float:
    """A quantity's value in the unit of ``key`` (durations by the key's suffix)."""
    if q.kind == "duration":
        if key.endswith("_hours"):
            return q.value / 60
        if key.endswith("_days"):
            return q.value / 1440
    return q.value
