"""Accuracy harness: extraction against hand-written ``*.truth.yaml`` files.

``python -m slacheck.evaluate DIR [DIR...] [--json]`` runs ``extract`` on every contract that
has a truth file and reports recall and precision per key and overall, plus every mismatch,
so a change to the language data can be judged on numbers rather than on one example.
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
LATER_KEYS = {"credit_base", "vendor", "customer", "contract_id"}


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
            if key in expected and term is not None and values_match(key, expected[key], term.value):
                score.true_positive += 1
                continue
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
    if report.mismatches:
        lines.append("")
        lines.append("mismatches:")
        for m in report.mismatches:
            text = (m.text or "").replace("\n", " ")[:70]
            lines.append(f"  {m.file}: {m.key}: expected {m.expected!r}, got {m.got!r}  [{text}]")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m slacheck.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path, help="folders holding contracts and *.truth.yaml")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    report = EvaluationReport()
    for folder in args.folders:
        if not folder.is_dir():
            print(f"Error: {folder}: not a folder", file=sys.stderr)
            return 2
        evaluate_into(report, folder)
    if args.json:
        from .report.render import dump_json

        print(dump_json(report.as_dict()))
    else:
        print(format_table(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
