"""Closed schema of the language files (``zh.yaml``, ``en.yaml``), checked on load.

Like dateparser's language validator: a misspelt field in the data would otherwise be
ignored silently and a rule would stop firing without anyone noticing.
"""

from __future__ import annotations

from typing import Any

from slacheck.errors import SlacheckError

TOP_KEYS = {"language", "negation", "negation_after", "negation_next", "bounds", "tiers", "amendment", "replacement", "coordination", "precedence", "compounds", "not_blockers", "keys"}
BOUND_KEYS = {"at_least", "at_most", "below", "approx"}
# the credit-tier grammar (extract/tiers.py): every field a list of phrases
TIER_KEYS = {"upper_before", "lower_before", "upper_after", "lower_after", "range_joiners", "range_openers", "range_and",
             "subjects", "credit_words", "fee_words", "caps", "per_unit", "breach", "full_credit"}
KINDS = {None, "power", "energy", "rate", "pct", "duration", "period", "money", "card", "node", "times"}
LIST_FIELDS = {"triggers", "blockers", "blockers_before", "blockers_after", "subordinate", "sentence_requires", "sentence_blockers", "patterns", "context",
               "table_total", "table_monthly", "table_row", "table_row_blockers", "table_column",
               "strip", "stop_words", "subject"}
MAP_FIELDS = {"values", "negated", "units", "adjectives", "after", "before", "address", "accepts"}
OTHER_FIELDS = {"kind", "combine", "fixed", "after_window", "after_reach", "gap", "prefer", "weak", "scope", "as_written"}
KEY_FIELDS = LIST_FIELDS | MAP_FIELDS | OTHER_FIELDS


def validate_language(data: Any, name: str) -> None:
    """Raise SlacheckError listing every problem in a language file."""
    from slacheck.models import TERM_KEYS

    problems: list[str] = []
    if not isinstance(data, dict):
        raise SlacheckError(name, "expected a mapping")
    for k in data:
        if k not in TOP_KEYS:
            problems.append(f"unknown top-level field '{k}'")
    for k in ("negation", "negation_after", "negation_next", "amendment", "replacement", "coordination", "precedence", "compounds", "not_blockers"):
        if not isinstance(data.get(k, []), list) or not all(isinstance(v, str) for v in data.get(k, [])):
            problems.append(f"'{k}' must be a list of phrases (quote no/yes/on: YAML reads them as booleans)")
    for k in data.get("bounds", {}) or {}:
        if k not in BOUND_KEYS:
            problems.append(f"bounds: unknown field '{k}'")
    tiers = data.get("tiers", {}) or {}
    if not isinstance(tiers, dict):
        problems.append("tiers: expected a mapping")
        tiers = {}
    for k, value in tiers.items():
        if k not in TIER_KEYS:
            problems.append(f"tiers: unknown field '{k}'")
        elif not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(f"tiers.{k}: expected a list of phrases (quote no/yes/on: YAML reads them as booleans)")
    for key, spec in (data.get("keys") or {}).items():
        if key not in TERM_KEYS:
            problems.append(f"keys: '{key}' is not a SPEC §1 key")
            continue
        if not isinstance(spec, dict):
            problems.append(f"{key}: expected a mapping")
            continue
        for field, value in spec.items():
            if field not in KEY_FIELDS:
                problems.append(f"{key}: unknown field '{field}'")
            elif field in LIST_FIELDS and not isinstance(value, list):
                problems.append(f"{key}.{field}: expected a list")
            elif field in LIST_FIELDS and not all(isinstance(v, str) for v in value):
                bad = next(v for v in value if not isinstance(v, str))
                problems.append(f"{key}.{field}: {bad!r} is not a phrase (quote it: YAML reads no/yes/on as booleans)")
            elif field in MAP_FIELDS and not isinstance(value, dict):
                problems.append(f"{key}.{field}: expected a mapping")
            elif field == "kind" and value not in KINDS:
                problems.append(f"{key}.kind: unknown kind '{value}'")
            elif field == "scope" and value not in ("clause", "sentence"):
                problems.append(f"{key}.scope: must be clause or sentence")
            elif field == "after_reach" and value not in ("clause", "sentence"):
                problems.append(f"{key}.after_reach: must be clause or sentence")
            elif field == "gap" and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                problems.append(f"{key}.gap: must be a positive number of characters")
            elif field == "prefer" and value not in ("min", "max"):
                problems.append(f"{key}.prefer: must be min or max")
            elif field == "accepts" and not all(k in KINDS and isinstance(v, (int, float)) and not isinstance(v, bool)
                                                for k, v in value.items()):
                problems.append(f"{key}.accepts: each entry is a kind and its factor into the key's kind")
            elif field == "fixed" and not all(isinstance(f, dict) and set(f) == {"phrase", "value"} for f in value):
                problems.append(f"{key}.fixed: each entry needs exactly phrase and value")
        if "values" in spec and "kind" in spec:
            problems.append(f"{key}: a key reads either a quantity (kind) or words (values), not both")
    if problems:
        raise SlacheckError(name, problems[0], problems=problems[1:])
