"""`slacheck claim` as a user runs it: exit codes, stderr messages, clean JSON, the database."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from slacheck.cli import app

DEVSET = Path(__file__).resolve().parents[1] / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"
DEV03 = "dev03_songsuan_h20_gpuhour"


def runner():
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 keeps stderr apart already
        return CliRunner()


def inventory(tmp_path, name):
    args = yaml.safe_load((DEVSET / f"{name}.claim.args.yaml").read_text())
    path = tmp_path / "inventory.csv"
    path.write_text("unit\n" + "\n".join(args["unit_ids"]) + "\n")
    return path


def run(args):
    result = runner().invoke(app, [str(a) for a in args])
    return result


def test_claim_json_is_the_spec_shape_and_reproduces_dev03(tmp_path):
    db = tmp_path / "audit.db"
    result = run(["claim", "--terms", DEVSET / f"{DEV03}.truth.yaml", "--incidents", DEVSET / f"{DEV03}.incidents.csv",
                  "--inventory", inventory(tmp_path, DEV03), "--monthly-fee", "450000", "--as-of", "2025-11-10",
                  "--format", "json", "--db", db])
    assert result.exit_code == 0, result.stderr
    got = json.loads(result.stdout)
    expected = json.loads((DEVSET / f"{DEV03}.claim.expected.json").read_text())
    # SPEC §3.7 adds `skipped`; issue 11 item 3 keeps the claimable and lapsed totals apart; the held total is always
    # there (session 37: 0 when no month is held back), so a script reads one shape
    assert set(got) == {"months", "total_credit", "claimable_credit", "lapsed_credit", "held_credit", "skipped"}
    assert got["held_credit"] == 0.0
    assert got["skipped"] == []
    assert got["total_credit"] == expected["total_credit"]
    for g, e in zip(got["months"], expected["months"]):
        assert set(e) <= set(g)
        assert (g["credit_amount"], g["capped"], g["claim_deadline"], g["claim_open"]) == \
            (e["credit_amount"], e["capped"], e["claim_deadline"], e["claim_open"])
    rows = sqlite3.connect(db).execute("SELECT month, credit_amount FROM claim_months ORDER BY month").fetchall()
    assert rows == [("2025-09", "10080.93"), ("2025-10", "135000.00")]


def test_claim_month_option_and_letter(tmp_path):
    letter = tmp_path / "letter.md"
    result = run(["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
                  "--month", "2025-07", "--as-of", "2025-08-10", "--format", "json", "--no-db",
                  "--letter", letter, "--lang", "en"])
    assert result.exit_code == 0, result.stderr
    got = json.loads(result.stdout)
    assert [m["month"] for m in got["months"]] == ["2025-07"]
    assert got["total_credit"] == 737280.0
    assert "737,280.00" in letter.read_text()


def test_bad_log_exits_2_with_every_bad_line_and_writes_nothing(tmp_path):
    log = tmp_path / "incidents.csv"
    log.write_text("id,start,end,units\n"
                   "a,2025-06-01T10:00:00,2025-06-01T09:00:00,n1\n"
                   "b,yesterday,2025-06-01T09:00:00,n1\n"
                   "a,2025-06-02T10:00:00,2025-06-02T11:00:00,n9\n")
    inv = tmp_path / "inv.csv"
    inv.write_text("unit\nn1\nn2\n")
    db = tmp_path / "audit.db"
    result = run(["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", log, "--inventory", inv,
                  "--format", "json", "--db", db])
    assert result.exit_code == 2
    assert result.stdout == ""
    err = result.stderr
    assert "Error: incidents.csv:2: end 2025-06-01T09:00:00 is before start 2025-06-01T10:00:00" in err
    assert "incidents.csv:3: unparsable start time 'yesterday'" in err
    assert "incidents.csv:4: duplicate id 'a' (first on line 2)" in err
    assert "incidents.csv:4: unit 'n9' is not in the inventory" in err
    assert "Traceback" not in err
    assert not db.exists()


def test_missing_column_and_missing_terms_are_usage_errors(tmp_path):
    log = tmp_path / "log.csv"
    log.write_text("id,start,end\na,2025-06-01T10:00:00,2025-06-01T11:00:00\n")
    result = run(["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", log, "--no-db"])
    assert result.exit_code == 2
    assert "log.csv:1: missing required column 'units'" in result.stderr
    result = run(["claim", "--incidents", log, "--no-db"])
    assert result.exit_code == 2 and "--terms" in result.stderr


def test_no_fee_for_a_pay_as_you_go_contract_is_explained(tmp_path):
    result = run(["claim", "--terms", DEVSET / f"{DEV03}.truth.yaml", "--incidents", DEVSET / f"{DEV03}.incidents.csv",
                  "--inventory", inventory(tmp_path, DEV03), "--no-db", "--format", "json"])
    assert result.exit_code == 2
    assert "--monthly-fee" in result.stderr


def test_table_and_markdown_output(tmp_path):
    for fmt, marker in (("md", "| 2025-06 |"), ("table", "2,580,480.00")):
        result = run(["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents",
                      DEVSET / f"{DEV01}.incidents.csv", "--as-of", "2025-08-10", "--no-db", "--format", fmt])
        assert result.exit_code == 0, result.stderr
        assert marker in result.stdout


@pytest.mark.parametrize("odd_id", ["plain-id", 'say "hi" \\ 节点'])
def test_big_claim_json_written_column_wise_equals_the_row_by_row_json(tmp_path, odd_id):
    """Above 100,000 incident rows the JSON is joined from columns; it must be the same bytes."""
    import orjson

    from slacheck import api
    from slacheck.claim_inputs import parse_as_of, read_claim_inputs
    from slacheck.report.claims import claim_json

    terms = tmp_path / "terms.yaml"
    terms.write_text("sla_unit: node\nmonthly_fee: 100000\ncurrency: CNY\nmin_outage_minutes: 5\n"
                     "credit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\nclaim_window_days: 30\n")
    log = tmp_path / "big.csv"
    rows = [f"i-{k},2025-0{1 + k % 3}-{1 + k % 28:02d}T{k % 24:02d}:{k % 60:02d}:00,"
            f"2025-0{1 + k % 3}-{1 + k % 28:02d}T{k % 24:02d}:{k % 60:02d}:{7 + k % 50:02d},n{k % 50},"
            f"{'customer' if k % 7 == 0 else 'vendor'}" for k in range(120_000)]
    quoted = '"' + odd_id.replace('"', '""') + '"'
    rows.append(f"{quoted},2025-02-01T00:00:00,2025-02-01T03:00:00,n1;n2,vendor")
    log.write_text("id,start,end,units,cause\n" + "\n".join(rows) + "\n", encoding="utf-8")
    args = ["claim", "--terms", terms, "--incidents", log, "--units", 50, "--as-of", "2025-04-10",
            "--format", "json", "--no-db"]
    done = run(args)
    assert done.exit_code == 0, done.stderr
    day = parse_as_of("2025-04-10")
    inputs = read_claim_inputs(log, terms=terms, as_of=day)
    expected = orjson.dumps(claim_json(api.claim_from_inputs(inputs, as_of=day, units=50)))
    assert done.stdout_bytes.rstrip(b"\n") == expected
    months = json.loads(done.stdout)["months"]
    assert [m["month"] for m in months] == ["2025-01", "2025-02", "2025-03"]
    assert sum(len(m["incidents"]) for m in months) == 120_001
    assert any(i["id"] == odd_id for i in months[1]["incidents"])


def test_table_fits_80_columns_and_markdown_is_a_ticket(tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    base = ["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
            "--as-of", "2025-08-10", "--no-db", "--format"]
    table = run(base + ["table"])
    assert table.exit_code == 0, table.stderr
    lines = table.stdout.splitlines()
    assert max(len(line.rstrip()) for line in lines) <= 80
    june = next(line for line in lines if line.lstrip().startswith("2025-06"))
    # every month figure on one unbroken line: availability, credit %, amount, deadline state
    assert june.split()[:4] == ["2025-06", "99.4237", "31,865", "25"]
    assert "1,843,200.00 CNY" in june and "2025-07-30 passed" in june
    assert "2025-08-30 open" in next(line for line in lines if line.lstrip().startswith("2025-07"))
    assert "Total credit: 2,580,480.00 CNY" in table.stdout
    assert "Incidents (24)" in table.stdout
    assert any("d01-005" in line and "maintenance_notice" in line for line in lines)

    md = run(base + ["md"])
    assert md.exit_code == 0, md.stderr
    assert "| 2025-06 | 99.4237 | 31,865 | 25 | no | 1,843,200.00 CNY | 2025-07-30 passed |" in md.stdout
    assert "**Total credit: 2,580,480.00 CNY**" in md.stdout
    assert "### Incidents (24)" in md.stdout
    assert "| 2025-06 | d01-007 | 0 | customer |" in md.stdout


def test_claim_from_a_contract_stops_at_the_extraction_time_limit(tmp_path, monkeypatch):
    """--contract extracts within SLACHECK_MAX_SECONDS as check does: a contract whose extraction
    hangs is bad input (exit 2, the file named), and the database is not written."""
    import time

    from slacheck.extract import pipeline

    def hangs(document, **_):
        time.sleep(30)

    monkeypatch.setattr(pipeline, "extract_terms", hangs)
    monkeypatch.setenv("SLACHECK_MAX_SECONDS", "1")
    db = tmp_path / "audit.db"
    started = time.monotonic()
    done = run(["claim", "--contract", DEVSET / f"{DEV01}.md", "--incidents", DEVSET / f"{DEV01}.incidents.csv",
                "--inventory", inventory(tmp_path, DEV01), "--as-of", "2025-08-10", "--db", db])
    assert time.monotonic() - started < 10
    assert done.exit_code == 2
    assert f"{DEV01}.md: extracting terms took longer than 1 s (limit SLACHECK_MAX_SECONDS)" in done.stderr
    assert not db.exists()


def test_units_listed_with_commas_are_refused_with_the_line_and_nothing_is_recorded(tmp_path):
    # the SPEC's four-column log with "node-017,node-018" in its last column: node-018 was dropped without a word
    # and the month's downtime counted node-017 only
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\nd-1,2025-06-03T10:00:00,2025-06-03T12:00:00,node-017,node-018\n")
    db = tmp_path / "audit.db"
    args = ["claim", "--terms", DEVSET / f"{DEV01}.truth.yaml", "--incidents", log, "--as-of", "2025-08-10",
            "--format", "json", "--db", db]
    result = run(args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("Error: log.csv:2: 5 fields where the header has 4 columns: 'node-018' is under "
                                    "no column; separate units with ';'")
    assert not db.exists()
    log.write_text("id,start,end,units\nd-1,2025-06-03T10:00:00,2025-06-03T12:00:00,node-017;node-018\n")
    result = run(args)  # near miss: the same units separated by ';' count both nodes
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["months"][0]["downtime_minutes"] == 240.0
