"""Read ``nvidia-smi --query-gpu=... --format=csv`` and report GPUs out of line.

Header names carry units (``power.draw [W]``) and so do values unless ``nounits`` was given
(``575 MiB``); both are stripped. ``[N/A]`` and ``[Not Supported]`` mean "not reported";
``[GPU requires reset]`` fails the GPU. The thresholds live in ``smi_checks.yaml``.
"""

from __future__ import annotations

import csv
import re
import statistics
from functools import lru_cache
from pathlib import Path

import yaml

from ..errors import SlacheckError
from ..limits import Limits
from ..sandbox import bounded_input
from ..yamlfile import worded
from .models import SmiFinding, SmiGpu
from .nccl import read_text_log

UNIT = re.compile(r"^(.*?)\s*\[([^\]]*)\]\s*$")
NOT_REPORTED = {"[n/a]", "n/a", "[not supported]", "not supported", "[unknown error]", ""}
REQUIRES_RESET = "[gpu requires reset]"
NUMBER = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*([A-Za-z%°/]*)\s*$")


@lru_cache(maxsize=1)
def load_checks() -> dict:
    return yaml.safe_load((Path(__file__).parent / "smi_checks.yaml").read_text(encoding="utf-8"))


@bounded_input("reading the nvidia-smi CSV")
def read_smi_csv(path: str | Path, limits: Limits | None = None) -> list[SmiGpu]:
    """GPU rows of an nvidia-smi CSV (with header); each remembers its line."""
    path = Path(path)
    limits = limits or Limits.from_env()
    text = read_text_log(path, "an nvidia-smi CSV", limits)
    csv.field_size_limit(limits.max_field_chars)
    lines = [(n, ln) for n, ln in enumerate(text.splitlines(), start=1) if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        raise SlacheckError(path, "empty file, expected nvidia-smi --query-gpu=... --format=csv output")
    header_line, header = lines[0]
    try:
        names = next(csv.reader([header], skipinitialspace=True))
    except csv.Error as exc:
        raise SlacheckError(path, f"bad CSV header: {exc}", line=header_line) from None
    fields: list[str] = []
    units: list[str | None] = []
    for name in names:
        m = UNIT.match(name.strip())
        fields.append((m.group(1) if m else name).strip())
        units.append(m.group(2) if m else None)
    if not any("." in f or f in ("index", "name", "uuid") for f in fields):
        raise SlacheckError(path, "first line is not an nvidia-smi CSV header (e.g. 'index, name, temperature.gpu'); "
                                  "was --format=csv,noheader used?", line=header_line)
    gpus: list[SmiGpu] = []
    for number, raw in lines[1:]:
        try:
            cells = next(csv.reader([raw], skipinitialspace=True))
        except csv.Error as exc:
            raise SlacheckError(path, f"bad CSV row: {exc}", line=number) from None
        if len(cells) != len(fields):
            raise SlacheckError(path, f"row has {len(cells)} fields, the header has {len(fields)}", line=number)
        values: dict[str, str] = {}
        flags: list[str] = []
        unreported: dict[str, str] = {}
        for field, unit, cell in zip(fields, units, cells):
            cell = cell.strip()
            low = cell.lower()
            if low == REQUIRES_RESET:
                flags.append(f"requires reset: {field}")
                values[field] = ""
                continue
            if low in NOT_REPORTED:
                values[field] = ""
                unreported[field] = cell
                continue
            if unit and cell.endswith(unit):
                cell = cell[: -len(unit)].strip()
            values[field] = cell
        index = values.get("index") or str(len(gpus))
        gpus.append(SmiGpu(line=number, index=index, values=values, flags=flags, header_line=header_line,
                           unreported=unreported))
    if not gpus:
        raise SlacheckError(path, "header but no GPU rows", line=header_line)
    return gpus


def missing_columns(gpus: list[SmiGpu], file: str, checks: dict | None = None, lang: str = "en") -> list[SmiFinding]:
    """A ``review`` finding naming the checked columns the CSV lacks: a check none of whose
    columns is in the CSV did not run, so "none out of line" would claim what nobody checked."""
    checks = checks or load_checks()
    present = set(gpus[0].values) if gpus else set()
    missing = [c["fields"][0] for c in checks["checks"] if not any(f in present for f in c["fields"])]
    if not missing:
        return []
    text = checks["missing_columns"]
    command = "nvidia-smi --query-gpu=" + ",".join(["index", "name"] + [c["fields"][0] for c in checks["checks"]]) \
        + " --format=csv"
    key = "none" if len(missing) == len(checks["checks"]) else "some"
    message = worded(text[key], lang, columns=", ".join(missing), missing=len(missing), total=len(checks["checks"]),
                               gpus=len(gpus), command=command)
    return [SmiFinding(file=file, line=gpus[0].header_line if gpus else 1, gpu="all", field="columns",
                       value=f"{len(missing)} of {len(checks['checks'])} checks not run", verdict=text["verdict"],
                       message=message)]


def _number(value: str) -> float | None:
    m = NUMBER.match(value)
    return float(m.group(1)) if m else None


NUMERIC_KINDS = ("max", "below_median_pct", "below_field")
NOT_JUDGED_SHOWN = 5  # GPUs a not-judged finding names; the others are counted


def replacement_judges(checks: dict, replaced_by: str | None, gpus: list[SmiGpu]) -> set[str]:
    """The GPUs (by index) that check ``replaced_by`` (a check's ``replaced_by``) has a value to judge."""
    other = next((c for c in checks["checks"] if c["id"] == replaced_by), None) if replaced_by else None
    if other is None:
        return set()
    field = next((f for f in other["fields"] if any(f in g.values for g in gpus)), None)
    return {g.index for g in gpus if field is not None and judgeable(other, field, g)}


def judgeable(check: dict, column: str, gpu: SmiGpu) -> bool:
    """Does ``gpu`` have a value in ``column`` that ``check`` can judge (reported; a number for a threshold)?"""
    value = gpu.values.get(column, "")
    return column not in gpu.unreported and bool(value) and (check["kind"] not in NUMERIC_KINDS
                                                             or _number(value) is not None)


def not_judged(check: dict, field: str, gpus: list[SmiGpu], total: int, file: str, wording: dict,
               lang: str) -> list[SmiFinding]:
    """A ``review`` finding for a check that could not judge some GPUs: the column is there, but a GPU's cell
    holds no value it can judge (``[N/A]``, ``[Not Supported]``, empty; for a threshold, a value that is not a
    number, here or in the column it is compared with), each named with its line and the value as written.
    Without it the check skipped them silently and the result read "none out of line". A cell saying
    ``[GPU requires reset]`` is a ``fail`` of its own (``requires_reset``), not repeated here."""
    columns = [field] + ([check["other"]] if check["kind"] == "below_field" else [])
    unjudged = []
    for gpu in gpus:
        for column in columns:
            if f"requires reset: {column}" in gpu.flags or column not in gpu.values:
                continue
            if not judgeable(check, column, gpu):
                unjudged.append((gpu, column, gpu.unreported.get(column, gpu.values[column])))
                break
    if not unjudged:
        return []
    shown = "; ".join(worded(wording["value"], lang, column=column, value=value, file=file, line=gpu.line,
                             gpu=gpu.index) for gpu, column, value in unjudged[:NOT_JUDGED_SHOWN])
    more = len(unjudged) - NOT_JUDGED_SHOWN
    if more > 0:
        shown += worded(wording["more"], lang, more=more)
    first, column, value = unjudged[0]
    return [SmiFinding(file=file, line=first.line, gpu=",".join(g.index for g, _, _ in unjudged[:NOT_JUDGED_SHOWN])
                       + ("…" if more > 0 else ""), field=column, value=value, verdict=wording["verdict"],
                       message=worded(wording["message"], lang, check=check["id"], count=len(unjudged),
                                      gpus=total, values=shown))]


def no_peers(check: dict, field: str, gpus: list[SmiGpu], file: str, wording: dict, lang: str) -> list[SmiFinding]:
    """A ``review`` finding for a check comparing each GPU with its peers' median (``below_median_pct``) where one
    GPU alone gives a value (a single-GPU CSV): there is no median of peers, so the check did not run; without
    it the result read "none out of line"."""
    gpu = next(g for g in gpus if _number(g.values.get(field, "")) is not None)
    value = gpu.values[field]
    return [SmiFinding(file=file, line=gpu.line, gpu=gpu.index, field=field, value=value, verdict=wording["verdict"],
                       message=worded(wording["message"], lang, check=check["id"], field=field, gpu=gpu.index,
                                      value=value))]


def check_gpus(gpus: list[SmiGpu], file: str, checks: dict | None = None, lang: str = "en") -> list[SmiFinding]:
    """Findings for GPUs out of line (thresholds from smi_checks.yaml), said in ``lang``."""
    checks = checks or load_checks()
    findings: list[SmiFinding] = []
    reset = checks["requires_reset"]
    for gpu in gpus:
        for flag in gpu.flags:
            field = flag.split(": ", 1)[1]
            findings.append(SmiFinding(file=file, line=gpu.line, gpu=gpu.index, field=field,
                                       value="[GPU requires reset]", verdict=reset["verdict"],
                                       message=worded(reset["message"], lang, gpu=gpu.index, field=field)))
    for check in checks["checks"]:
        field = next((f for f in check["fields"] if any(f in g.values for g in gpus)), None)
        if field is None:
            continue
        replaced = replacement_judges(checks, check.get("replaced_by"), gpus)
        findings.extend(not_judged(check, field, [g for g in gpus if g.index not in replaced], len(gpus), file,
                                   checks["not_judged"], lang))
        median = None
        if check["kind"] == "below_median_pct":
            numbers = [n for g in gpus if (n := _number(g.values.get(field, ""))) is not None]
            if len(numbers) < 2:  # no median of peers: one GPU's is said not judged (none's: ``not_judged``)
                findings.extend(no_peers(check, field, gpus, file, checks["no_peers"], lang) if numbers else [])
                continue
            median = statistics.median(numbers)
        for gpu in gpus:
            value = gpu.values.get(field, "")
            if not value:
                continue
            number = _number(value)
            hit, limit = False, None
            if check["kind"] == "max" and number is not None:
                limit = check["limit"]
                hit = number > limit
            elif check["kind"] == "equals":
                hit = value.lower() in [v.lower() for v in check["values"]]
            elif check["kind"] == "below_median_pct" and number is not None:
                limit = median * check["pct"] / 100
                hit = number < limit
            elif check["kind"] == "below_field" and number is not None:
                limit_value = _number(gpu.values.get(check["other"], ""))
                limit = None if limit_value is None else limit_value
                hit = limit is not None and number < limit
            if hit:
                fmt = {"gpu": gpu.index, "field": field, "value": value,
                       "limit": "" if limit is None else f"{limit:g}",
                       "median": "" if median is None else f"{median:g}"}
                findings.append(SmiFinding(file=file, line=gpu.line, gpu=gpu.index, field=field, value=value,
                                           verdict=check["verdict"], message=worded(check["message"], lang, **fmt)))
    return sorted(findings, key=lambda f: (f.line, f.field))
