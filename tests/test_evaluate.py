"""The accuracy harness: comparison rules (devset README) and the per-key arithmetic."""

import pytest
import yaml

from slacheck.evaluate import evaluate_folder, main, values_match
from slacheck.models import DocumentInfo, Extraction, Term


@pytest.mark.parametrize("key, expected, got, same", [
    ("rack_power_kw", 25, 25.0, True),
    ("rack_power_kw", 25, 25.5, False),
    ("pue", 1.2, 1.2000001, True),
    ("location", "Kunshan", "Kunshan, Jiangsu", True),
    ("location", "临港", "临港新片区", True),
    ("location", "松江", "嘉定", False),
    ("governing_law", "New York", "the State of New York", True),
    ("governing_law", "Singapore", "England", False),
    ("credit_tiers", [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.5, "credit_pct": 25}],
     [{"below_pct": 99.5, "credit_pct": 25.0}, {"below_pct": 99.9, "credit_pct": 10.0}], True),
    ("credit_tiers", [{"below_pct": 99.9, "credit_pct": 10}], [{"below_pct": 99.9, "credit_pct": 25}], False),
    ("monitoring", False, False, True),
    ("monitoring", False, 0, False),
    ("cooling", "air", "liquid", False),
    ("cooling", "air", None, False),
])
def test_values_match(key, expected, got, same):
    assert values_match(key, expected, got) is same


def fake_extract(values):
    def extract(path):
        terms = [Term(key=k, value=v, text=str(v), page=1, start=0, end=1) for k, v in values[path.name].items()]
        return Extraction(document=DocumentInfo(sha256="0", name=path.name, pages=1, language="zh"), terms=terms)
    return extract


def test_recall_and_precision_per_key_and_overall(tmp_path):
    for name, terms in {"a.md": {"rack_power_kw": 25, "cooling": "liquid"}, "b.md": {"rack_power_kw": 15}}.items():
        (tmp_path / name).write_text("x")
        (tmp_path / name.replace(".md", ".truth.yaml")).write_text(yaml.safe_dump({"document": name, "terms": terms}))
    got = {"a.md": {"rack_power_kw": 25, "cooling": "air", "pue": 1.3}, "b.md": {}}
    report = evaluate_folder(tmp_path, extract=fake_extract(got))
    assert report.files == ["a.md", "b.md"]
    rack = report.keys["rack_power_kw"]
    assert (rack.true_positive, rack.false_negative, rack.false_positive) == (1, 1, 0)
    cooling = report.keys["cooling"]
    assert (cooling.true_positive, cooling.false_negative, cooling.false_positive) == (0, 1, 1)
    assert report.keys["pue"].false_positive == 1
    assert report.recall == pytest.approx(1 / 3)
    assert report.precision == pytest.approx(1 / 3)
    assert {(m.file, m.key) for m in report.mismatches} == {("a.md", "cooling"), ("a.md", "pue"), ("b.md", "rack_power_kw")}


def test_cli_rejects_a_missing_folder(tmp_path, capsys):
    assert main([str(tmp_path / "nope")]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_without_folders_every_known_set_is_scored_and_absent_ones_named(tmp_path, monkeypatch, capsys):
    import slacheck.evaluate as evaluate

    present = tmp_path / "set"
    present.mkdir()
    (present / "a.md").write_text("乙方应在4小时内恢复故障节点。", encoding="utf-8")
    (present / "a.truth.yaml").write_text(yaml.safe_dump({"document": "a.md", "terms": {"recovery_hours": 4}}))
    monkeypatch.setattr(evaluate, "SETS", {"one": present, "gone": tmp_path / "missing"})
    monkeypatch.setattr(evaluate, "CUAD", tmp_path / "no-cuad")
    assert main([]) == 0
    out, err = capsys.readouterr()
    assert "recovery_hours" in out and "OVERALL" in out
    assert "skipped gone" in err and "skipped the CUAD count" in err


def test_cuad_count_lists_compute_keys_only(tmp_path, capsys):
    (tmp_path / "c.txt").write_text("The Provider shall restore any failed GPU node within 4 hours. "
                                    "This Agreement is governed by the laws of Ontario.", encoding="utf-8")
    empty = tmp_path / "no-truth"
    empty.mkdir()
    assert main([str(empty), "--cuad", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "SLA/GPU keys emitted on 1 contracts not about compute: 1" in out
    assert "recovery_hours" in out.split("not about compute")[1] and "governing_law" not in out.split("not about compute")[1]


def test_precision_by_evidence_kind(tmp_path, capsys):
    """Issue 9.6: whether a confidence is earned is measured: emitted terms by what supports them."""
    for name, terms in {"a.md": {"rack_power_kw": 25, "cooling": "liquid", "gpu_count": 64}}.items():
        (tmp_path / name).write_text("x")
        (tmp_path / name.replace(".md", ".truth.yaml")).write_text(yaml.safe_dump({"document": name, "terms": terms}))

    def extract(path):
        terms = [Term(key="rack_power_kw", value=25, text="25", page=1, start=0, end=1, evidence_kind="table_cell"),
                 Term(key="cooling", value="air", text="air", page=1, start=0, end=1, evidence_kind="example"),
                 Term(key="gpu_count", value=64, text="64", page=1, start=0, end=1, evidence_kind="loose")]
        return Extraction(document=DocumentInfo(sha256="0", name=path.name, pages=1, language="en"), terms=terms)

    report = evaluate_folder(tmp_path, extract=extract)
    counts = {k: (s.true_positive, s.false_positive) for k, s in report.kinds.items()}
    assert counts == {"table_cell": (1, 0), "example": (0, 1), "loose": (1, 0)}
    assert report.as_dict()["evidence_kinds"]["example"] == {"precision": 0.0, "tp": 0, "fp": 1}
    from slacheck.evaluate import format_table
    table = format_table(report)
    assert "evidence kind" in table and any(line.split()[:4] == ["example", "0.000", "0", "1"] for line in table.splitlines())
