"""`slacheck accept` end to end: JSON verdicts, the audit row, bad logs exit 2 untouched."""

from __future__ import annotations

import hashlib
import json
import sqlite3

from typer.testing import CliRunner

from slacheck.cli import app

GIB = 1024**3
TERMS = "gpus_per_node: 8\ninterconnect: infiniband\ninterconnect_gbps: 400\nnccl_min_pct: 80\n"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_accept_json_verdict_and_audit_row(tmp_path, make_nccl_log, write_log):
    terms = write_log("terms.yaml", TERMS)
    # 2 nodes x 8: nominal 8 x 400 x (15/16)/(1/2) = 6000 Gb/s; 80% = 4800 Gb/s = 600 GB/s
    good = write_log("good.log", make_nccl_log({GIB: 610.0, 2 * GIB: 620.0}, hosts=["a", "b"]))
    slow = write_log("slow.log", make_nccl_log({GIB: 390.0, 2 * GIB: 400.0}, hosts=["a", "b"], prefix="[1,0]<stdout>:"))
    db = tmp_path / "audit.db"
    result = run("accept", "--terms", terms, "--nccl", good, "--nccl", slow, "--format", "json", "--db", db)
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["verdict"] == "fail"
    assert [(v["file"], v["verdict"]) for v in out["nccl"]] == [("good.log", "pass"), ("slow.log", "fail")]
    assert out["nccl"][1]["measured_busbw_gbps"] == 3160.0  # mean(390, 400) GB/s x 8
    assert out["nccl"][1]["required_busbw_gbps"] == 4800.0
    conn = sqlite3.connect(db)
    (verdict, source, stored), = conn.execute("SELECT verdict, terms_source, result FROM acceptance").fetchall()
    assert (verdict, source.endswith("terms.yaml")) == ("fail", True)
    assert json.loads(stored)["nccl"][0]["verdict"] == "pass"
    assert conn.execute("SELECT command, status FROM runs").fetchall() == [("accept", "ok")]


def test_markdown_explains_in_words(tmp_path, make_nccl_log, write_log):
    terms = write_log("terms.yaml", TERMS)
    log = write_log("n.log", make_nccl_log({GIB: 610.0}, hosts=["a", "b"]))
    result = run("accept", "--terms", terms, "--nccl", log, "--format", "md", "--no-db", "--lang", "en")
    assert result.exit_code == 0
    assert "# Acceptance test: PASS" in result.stdout
    assert "8 ports × 400 Gb/s = 3,200 Gb/s per node" in result.stdout
    assert not (tmp_path / "slacheck.db").exists()


def test_bad_log_exits_2_naming_file_and_line_and_db_untouched(tmp_path, make_nccl_log, write_log):
    terms = write_log("terms.yaml", TERMS)
    db = tmp_path / "audit.db"
    ok = write_log("ok.log", make_nccl_log({GIB: 610.0}, hosts=["a", "b"]))
    assert run("accept", "--terms", terms, "--nccl", ok, "--db", db).exit_code == 0
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    text = make_nccl_log({GIB: 610.0}, hosts=["a", "b"]).replace("610.00", "6l0.00", 1)
    bad = write_log("bad.log", text)
    result = run("accept", "--terms", terms, "--nccl", ok, "--nccl", bad, "--db", db)
    assert result.exit_code == 2
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if "6l0.00" in ln)
    assert f"Error: bad.log:{line}: column" in result.stderr
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_needs_contract_or_terms(write_log, make_nccl_log):
    log = write_log("n.log", make_nccl_log({GIB: 610.0}))
    result = run("accept", "--nccl", log, "--no-db")
    assert result.exit_code == 2
    assert "--contract" in result.stderr


def test_accept_table_shows_a_log_name_with_brackets_as_written(tmp_path, make_nccl_log, write_log):
    terms = write_log("terms.yaml", TERMS)
    log = write_log("rack[3] [bold]a.log", make_nccl_log({GIB: 610.0, 2 * GIB: 620.0}, hosts=["a", "b"]))
    result = run("accept", "--terms", terms, "--nccl", log, "--no-db")
    assert result.exit_code == 0, result.output
    table = result.stdout[result.stdout.index("nccl-tests"):result.stdout.index("└")]
    first_cells = "".join(line.split("│")[1].strip() for line in table.splitlines() if line.startswith("│"))
    assert first_cells.startswith("rack[3] [bold]a.log:")  # piped, rows are whole: the name exactly as written


def test_accept_on_one_contract_file_stores_the_terms_it_judged(tmp_path):
    # (a contract of several files stored each file with its terms, one file stored its document alone: one
    # read and one store of the contract now serve extract, check and accept)
    from pathlib import Path

    from slacheck import api

    root = Path(__file__).resolve().parents[2]
    contract, nccl = root / "fixtures" / "devset" / "dev01_lansuan_h800_lingang.md", root / "fixtures" / "demo" / \
        "nccl_all_reduce.log"
    db = tmp_path / "a.db"
    done = run("accept", "--contract", contract, "--nccl", nccl, "--format", "json", "--db", db)
    assert done.exit_code in (0, 1), done.output
    extracted = api.extract(contract)
    with sqlite3.connect(db) as conn:
        stored = sorted(r[0] for r in conn.execute("SELECT key FROM terms WHERE document_sha256 = ?",
                                                   (extracted.document.sha256,)))
    assert stored == sorted(t.key for t in extracted.terms) and stored
