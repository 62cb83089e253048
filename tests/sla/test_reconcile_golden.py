"""reconcile's outputs on the fixtures stay what they were before it went column-wise.

``tests/fixtures/reconcile/golden.json`` holds the JSON, Markdown and dispute letters the
model-by-model reconcile wrote (``make_golden.py``, main at b9e37ef) on the fixtures and on
two small logs built for the edges: touching intervals, a zero-length record inside another,
one vendor record over three of ours, units in one log only, `*` on one side, a month-crossing
incident, fractional seconds, a unit name with quotes and ids in Chinese, a DST zone.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = json.loads((ROOT / "tests/fixtures/reconcile/golden.json").read_text(encoding="utf-8"))


def absolute(args: list[str]) -> list[str]:
    return [str(ROOT / a) if (ROOT / a).is_file() else a for a in args]


@pytest.mark.parametrize("case", sorted(GOLDEN))
@pytest.mark.parametrize("fmt", ["json", "md"])
def test_reconcile_output_is_what_it_was(case, fmt):
    result = CliRunner().invoke(app, ["reconcile", *absolute(GOLDEN[case]["args"]), "--format", fmt, "--no-db"])
    assert result.exit_code == 0, result.output
    assert result.stdout == GOLDEN[case][fmt]


@pytest.mark.parametrize("case", sorted(GOLDEN))
def test_reconcile_output_is_the_same_with_both_logs_read_at_once(case, monkeypatch):
    """Every log taken as big: the vendor's read by a forked child while ours is read here, each
    in blocks (``incidents.parallel.read_beside``)."""
    from slacheck.incidents import parallel

    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 256)
    result = CliRunner().invoke(app, ["reconcile", *absolute(GOLDEN[case]["args"]), "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    assert result.stdout == GOLDEN[case]["json"]


@pytest.mark.parametrize("case", sorted(c for c in GOLDEN if "letter_zh" in GOLDEN[c]))
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_dispute_letter_is_what_it_was(case, lang, tmp_path):
    letter = tmp_path / f"letter_{lang}.md"
    result = CliRunner().invoke(app, ["reconcile", *absolute(GOLDEN[case]["args"]), "--no-db", "--letter",
                                      str(letter), "--lang", lang, "--format", "json"])
    assert result.exit_code == 0, result.output
    assert letter.read_text(encoding="utf-8") == GOLDEN[case][f"letter_{lang}"]


def test_the_database_stores_every_pair_and_one_sided_incident_as_the_json_lists_them(tmp_path):
    import sqlite3

    db = tmp_path / "audit.db"
    args = ["reconcile", *absolute(GOLDEN["edge-node"]["args"]), "--format", "json", "--db", str(db)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert result.stdout == GOLDEN["edge-node"]["json"]
    got = json.loads(result.stdout)
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT ours, theirs, ours_minutes, theirs_minutes, difference_minutes FROM "
                            "reconcile_pairs ORDER BY id").fetchall()
    assert rows == ([(p["ours"], p["theirs"], p["ours_minutes"], p["theirs_minutes"], p["difference_minutes"])
                     for p in got["matched"]]
                    + [(i, None, None, None, None) for i in got["ours_only"]]
                    + [(None, i, None, None, None) for i in got["theirs_only"]])
