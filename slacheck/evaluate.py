"""Accuracy harness: extraction against hand-written ``*.truth.yaml`` files.

``python -m slacheck.evaluate DIR [DIR...] [--json]`` runs ``extract`` on every contract that
has a truth file and reports recall and precision per key and overall, plus every mismatch,
so a change to the language data can be judged on numbers rather than on one example.
Without a folder (or with ``--all``) it scores every set the repository knows (``SETS``), each
on its own and together, and counts the SLA/GPU keys it emits on the CUAD contracts, which
are not about compute (``--cuad``); a set that is absent (``../shared`` in a plain clone) is
named on stderr and skipped.
Comparison rules follow the devset README: numbers with a tolerance, ``location`` and
``governing_law`` by loose containment, ``credit_tiers`` as sets of tiers.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

LOOSE_KEYS = {"location", "governing_law"}
# SPEC §1 keys added after the first truth files were written: a truth file that labels none
# of them was labelled without them, so they are not scored there (neither hit nor miss)
LATER_KEYS = {"credit_base", "vendor", "customer", "contract_id", "credit_onset_pct", "credit_period_minutes",
              "credit_period_counts", "credit_free_minutes",
              "credit_free_minutes_per_month", "credit_month_downtime_over_minutes",
              "credit_month_downtime_from_minutes"}
ROOT = Path(__file__).resolve().parent.parent
# every set with truth files, by name (README "Accuracy"); ../shared is beside the repository
SETS = {
    "devset": ROOT / "fixtures" / "devset",
    "fixtures/contracts": ROOT / "fixtures" / "contracts",
    "fixtures/heldout": ROOT / "fixtures" / "heldout",
    "fixtures/heldout2": ROOT / "fixtures" / "heldout2",
    "shared/corpus/real": ROOT.parent / "shared" / "corpus" / "real",
}
CUAD = ROOT.parent / "shared" / "corpus" / "cuad" / "txt"
# keys about a service level or the rented compute: none should come from a contract that is
# not about compute unless a clause there states a service level (hosting agreements may)
COMPUTE_KEYS = frozenset({
    "gpu_model", "gpu_count", "gpus_per_node", "rack_power_kw", "cooling", "interconnect", "interconnect_gbps", "nvlink",
    "nccl_min_pct", "storage_tiers", "storage_iops", "tenant_isolation", "delivery_days", "pue", "monitoring",
    "billing_model", "price_gpu_hour", "price_rack_month", "billing_minutes", "rent_to_own", "subsidy",
    "availability_pct", "sla_unit", "min_outage_minutes", "maintenance_notice_hours", "response_minutes",
    "recovery_hours", "credit_tiers", "credit_per_hour_pct", "credit_downtime_multiple", "credit_cap_pct",
    "claim_window_days", "termination_on_breach", "credit_base", "credit_onset_pct", "credit_period_minutes",
    "credit_period_counts", "credit_free_minutes", "credit_free_minutes_per_month", "credit_month_downtime_over_minutes",
    "credit_month_downtime_from_minutes",
})


class KeyScore(BaseModel):
    key: str
    true_positive: int = 0
    false_positive: int = 0
    false_negative: int = 0

    @property
    def recall(self) -> float:
        d = self.true_positive + self.false_negative
        return self.true_positive / d if d else 1.0

    @property
    def precision(self) -> float:
        d = self.true_positive + self.false_positive
        return self.true_positive / d if d else 1.0


class Mismatch(BaseModel):
    file: str
    key: str
    expected: Any = None
    got: Any = None
    text: str | None = None


class EvaluationReport(BaseModel):
    files: list[str] = Field(default_factory=list)
    keys: dict[str, KeyScore] = Field(default_factory=dict)
    # the emitted terms by what supports them (Term.evidence_kind): is a confidence earned?
    kinds: dict[str, KeyScore] = Field(default_factory=dict)
    mismatches: list[Mismatch] = Field(default_factory=list)

    def totals(self) -> KeyScore:
        total = KeyScore(key="overall")
        for s in self.keys.values():
            total.true_positive += s.true_positive
            total.false_positive += s.false_positive
            total.false_negative += s.false_negative
        return total

    @property
    def recall(self) -> float:
        return self.totals().recall

    @property
    def precision(self) -> float:
        return self.totals().precision

    def as_dict(self) -> dict:
        total = self.totals()
        return {
            "files": self.files,
            "overall": {"recall": round(total.recall, 4), "precision": round(total.precision, 4),
                        "tp": total.true_positive, "fp": total.false_positive, "fn": total.false_negative},
            "keys": {k: {"recall": round(s.recall, 4), "precision": round(s.precision, 4), "tp": s.true_positive,
                         "fp": s.false_positive, "fn": s.false_negative} for k, s in sorted(self.keys.items())},
            "evidence_kinds": {k: {"precision": round(s.precision, 4), "tp": s.true_positive, "fp": s.false_positive}
                               for k, s in sorted(self.kinds.items())},
            "mismatches": [m.model_dump() for m in self.mismatches],
        }


def _loose(text: str) -> str:
    text = str(text).casefold()
    text = re.sub(r"\b(the|state|commonwealth|province|of)\b", " ", text)
    return re.sub(r"[\s,.'’]+", " ", text).strip()


def values_match(key: str, expected: Any, got: Any) -> bool:
    """The devset comparison rules (README): tolerance, containment, tiers as sets."""
    if got is None:
        return False
    if key == "credit_tiers":
        def as_set(tiers):
            return {(round(float(t["below_pct"]), 4), round(float(t["credit_pct"]), 4)) for t in tiers or []}
        try:
            return as_set(expected) == as_set(got)
        except (TypeError, KeyError):
            return False
    if isinstance(expected, bool) or isinstance(got, bool):
        return expected is got or expected == got and type(expected) is type(got)
    if isinstance(expected, (int, float)):
        try:
            return abs(float(got) - float(expected)) <= max(1e-6, 1e-4 * abs(float(expected)))
        except (TypeError, ValueError):
            return False
    if key in LOOSE_KEYS:
        e, g = _loose(expected), _loose(got)
        return bool(e and g) and (e in g or g in e)
    return str(expected).strip().casefold() == str(got).strip().casefold()


def evaluate_folder(folder: Path, extract=None) -> EvaluationReport:
    """Recall and precision of ``extract`` over every ``*.truth.yaml`` in ``folder``."""
    report = EvaluationReport()
    evaluate_into(report, Path(folder), extract)
    return report


def evaluate_into(report: EvaluationReport, folder: Path, extract=None) -> None:
    from . import api

    extract = extract or api.extract
    for truth_path in sorted(folder.glob("*.truth.yaml")):
        truth = yaml.safe_load(truth_path.read_text(encoding="utf-8"))
        doc_path = folder / truth["document"]
        extraction = extract(doc_path)
        got = {t.key: t for t in extraction.terms}
        expected = truth.get("terms") or {}
        report.files.append(doc_path.name)
        scored = set(expected) | set(got)
        if not LATER_KEYS & set(expected):
            scored -= LATER_KEYS
        for key in sorted(scored):
            score = report.keys.setdefault(key, KeyScore(key=key))
            term = got.get(key)
            kind = report.kinds.setdefault(term.evidence_kind, KeyScore(key=term.evidence_kind)) if term else None
            if key in expected and term is not None and values_match(key, expected[key], term.value):
                score.true_positive += 1
                kind.true_positive += 1
                continue
            if kind is not None:
                kind.false_positive += 1
            if key in expected:
                score.false_negative += 1
            if term is not None:
                score.false_positive += 1
            report.mismatches.append(Mismatch(file=doc_path.name, key=key, expected=expected.get(key),
                                              got=term.value if term else None, text=term.text if term else None))


def format_table(report: EvaluationReport) -> str:
    lines = [f"{'key':28} {'recall':>7} {'precision':>9} {'tp':>4} {'fp':>4} {'fn':>4}"]
    for key, s in sorted(report.keys.items()):
        lines.append(f"{key:28} {s.recall:7.3f} {s.precision:9.3f} {s.true_positive:4} {s.false_positive:4} {s.false_negative:4}")
    t = report.totals()
    lines.append(f"{'OVERALL':28} {t.recall:7.3f} {t.precision:9.3f} {t.true_positive:4} {t.false_positive:4} {t.false_negative:4}")
    if report.kinds:
        lines.append("")
        lines.append(f"{'evidence kind':28} {'':7} {'precision':>9} {'tp':>4} {'fp':>4}")
        for kind, s in sorted(report.kinds.items()):
            lines.append(f"{kind:28} {'':7} {s.precision:9.3f} {s.true_positive:4} {s.false_positive:4}")
    if report.mismatches:
        lines.append("")
        lines.append("mismatches:")
        for m in report.mismatches:
            text = (m.text or "").replace("\n", " ")[:70]
            lines.append(f"  {m.file}: {m.key}: expected {m.expected!r}, got {m.got!r}  [{text}]")
    return "\n".join(lines)


def compute_emissions(folder: Path, extract=None) -> list[Mismatch]:
    """Every SLA/GPU key (``COMPUTE_KEYS``) extracted from the contracts in ``folder``, which are
    not about compute: each is a false value unless its clause states a real service level."""
    from . import api
    from .errors import SlacheckError

    extract = extract or api.extract
    out = []
    for path in sorted(p for p in Path(folder).iterdir() if p.is_file()):
        try:
            extraction = extract(path)
        except SlacheckError:
            continue  # an unreadable contract emits nothing
        out.extend(Mismatch(file=path.name, key=t.key, got=t.value, text=t.text)
                   for t in extraction.terms if t.key in COMPUTE_KEYS)
    return out


def format_emissions(emitted: list[Mismatch], files: int) -> str:
    lines = [f"SLA/GPU keys emitted on {files} contracts not about compute: {len(emitted)}"]
    for m in emitted:
        text = (m.text or "").replace("\n", " ")[:70]
        lines.append(f"  {m.file[:48]}: {m.key} = {m.got!r}  [{text}]")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m slacheck.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, help="folders holding contracts and *.truth.yaml "
                                                             "(none: every known set, as --all)")
    parser.add_argument("--all", action="store_true", help="every set the repository knows, each scored on its own")
    parser.add_argument("--cuad", type=Path, default=None, help="folder of contracts not about compute whose "
                                                               "SLA/GPU keys are counted (default with --all: ../shared/corpus/cuad/txt)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    for folder in args.folders:
        if not folder.is_dir():
            print(f"Error: {folder}: not a folder", file=sys.stderr)
            return 2
    if args.folders and not args.all:
        sets = {str(folder): folder for folder in args.folders}
        cuad = args.cuad
    else:
        sets = {}
        for name, folder in SETS.items():
            if folder.is_dir():
                sets[name] = folder
            else:
                print(f"skipped {name}: {folder} is absent", file=sys.stderr)
        cuad = args.cuad or (CUAD if CUAD.is_dir() else None)
        if cuad is None:
            print(f"skipped the CUAD count: {CUAD} is absent", file=sys.stderr)
    reports = {}
    for name, folder in sets.items():
        reports[name] = EvaluationReport()
        evaluate_into(reports[name], folder)
    total = EvaluationReport()
    for r in reports.values():
        total.files += r.files
        total.mismatches += r.mismatches
        for key, score in r.keys.items():
            into = total.keys.setdefault(key, KeyScore(key=key))
            into.true_positive += score.true_positive
            into.false_positive += score.false_positive
            into.false_negative += score.false_negative
        for kind, score in r.kinds.items():
            into = total.kinds.setdefault(kind, KeyScore(key=kind))
            into.true_positive += score.true_positive
            into.false_positive += score.false_positive
    emitted = compute_emissions(cuad) if cuad else None
    if args.json:
        from .report.render import dump_json

        out = total.as_dict() if len(reports) == 1 else {"sets": {n: r.as_dict() for n, r in reports.items()},
                                                          "overall": total.as_dict()["overall"],
                                                          "evidence_kinds": total.as_dict()["evidence_kinds"]}
        if emitted is not None:
            out["cuad"] = {"files": sum(1 for p in cuad.iterdir() if p.is_file()), "emitted": len(emitted),
                           "terms": [m.model_dump() for m in emitted]}
        print(dump_json(out))
        return 0
    if len(reports) == 1:
        print(format_table(total))
    else:
        for name, r in reports.items():
            t = r.totals()
            print(f"== {name}: {len(r.files)} documents, recall {t.recall:.3f}, precision {t.precision:.3f}")
            print(format_table(r))
            print()
        t = total.totals()
        print(f"== all sets: {len(total.files)} documents, recall {t.recall:.3f}, precision {t.precision:.3f}")
        for kind, s in sorted(total.kinds.items()):
            print(f"   {kind}: precision {s.precision:.3f} ({s.true_positive} tp, {s.false_positive} fp)")
    if emitted is not None:
        print()
        print(format_emissions(emitted, sum(1 for p in cuad.iterdir() if p.is_file())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
