"""``slacheck extract``: what a user sees on stdout/stderr, the exit code, and the database."""

import json
import sqlite3

import yaml
from typer.testing import CliRunner

from slacheck.cli import app

from pathlib import Path

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"

runner = CliRunner()
CONTRACT = DEVSET / "dev01_lansuan_h800_lingang.md"


def test_json_has_the_spec_shape(tmp_path):
    result = runner.invoke(app, ["extract", str(CONTRACT), "--format", "json", "--db", str(tmp_path / "a.db")])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data["document"]) == {"sha256", "name", "pages", "language"}
    terms = {t["key"]: t for t in data["terms"]}
    assert terms["rack_power_kw"]["value"] == 25
    assert {"key", "value", "unit", "text", "page", "start", "end", "confidence", "alternatives"} <= set(terms["rack_power_kw"])
    assert terms["maintenance_notice_hours"]["value"] == 72
    assert any(a["reason"] == "superseded" and a["value"] == 48 for a in terms["maintenance_notice_hours"]["alternatives"])


def test_yaml_is_an_editable_terms_file(tmp_path):
    result = runner.invoke(app, ["extract", str(CONTRACT), "--format", "yaml", "--no-db"])
    assert result.exit_code == 0
    data = yaml.safe_load(result.stdout)
    assert data["gpu_count"] == 1024 and data["credit_cap_pct"] == 50
    assert not (tmp_path / "slacheck.db").exists()


def test_saves_document_and_terms(tmp_path):
    db = tmp_path / "audit.db"
    assert runner.invoke(app, ["extract", str(CONTRACT), "--db", str(db)]).exit_code == 0
    with sqlite3.connect(db) as conn:
        assert conn.execute("select count(*) from documents").fetchone()[0] == 1
        assert conn.execute("select count(*) from terms").fetchone()[0] >= 30


def test_missing_file_is_exit_2_with_the_file_named(tmp_path):
    result = runner.invoke(app, ["extract", str(tmp_path / "nope.pdf"), "--no-db"])
    assert result.exit_code == 2
    assert "nope.pdf" in result.stderr and "Error:" in result.stderr
