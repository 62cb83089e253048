"""The claim's JSON and table agree with the letter about a month held back (session 36, i6).

i5 made the claim letter hold back a finished month counting an incident the log marks ended with no end time (a
Zabbix problem still CLOSING, counted to --as-of: its credit may be overstated). The JSON's ``claimable_credit`` and
the table's "Claimable now" still counted that month, so the letter's total and the JSON's differed with nothing
saying why. Now such a month is not ``claimable``, lists the incidents as ``end_not_known``, and its credit is given
apart as ``held_credit``; the table's split line says "held back". An incident still open (not marked ended), counted
to --as-of, is claimed as before."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

from tests.incidents.test_header_zones import write
from tests.incidents.test_logs_i4 import CLOSING, HEADER, RESOLVED, TERMS

# the two Zabbix problems of test_logs_i4 (its README: tests/fixtures/zabbix/README.md), the CLOSING one in April
APRIL_CLOSING = CLOSING.replace("2026-03-20", "2026-04-20")
AS_OF = "2026-05-02"  # March and April both finished, both inside a 90-day claim window


def claim(tmp_path: Path, rows: list[str], fmt: str, letter: str | None = None):
    log = write(tmp_path / "zbx.csv", [HEADER, *rows])
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS.read_text(encoding="utf-8").replace("claim_window_days: 30", "claim_window_days: 90"),
                     encoding="utf-8")
    extra = ["--letter", str(tmp_path / letter), "--lang", "en"] if letter else []
    result = CliRunner().invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log), "--tz", "Asia/Shanghai",
                                      "--as-of", AS_OF, "--format", fmt, "--no-db", *extra])
    assert result.exit_code == 0, result.output
    return result


def claim_json(tmp_path: Path, rows: list[str]) -> tuple[dict, dict]:
    data = json.loads(claim(tmp_path, rows, "json").stdout)
    return data, {m["month"]: m for m in data["months"]}


def test_the_json_leaves_a_held_back_month_out_of_claimable_credit_and_says_why(tmp_path):
    data, months = claim_json(tmp_path, [RESOLVED, APRIL_CLOSING])
    april, march = months["2026-04"], months["2026-03"]
    # April is computed as before, but not claimable: #3's end is not known; March is claimed
    assert (april["credit_amount"], april["claimable"], april["end_not_known"]) == (160000.0, False, ["#3"])
    assert (march["credit_amount"], march["claimable"]) == (6400.0, True) and march["end_not_known"] == []
    # (May, run to --as-of, is not finished: neither claimable nor held back, as before)
    assert months["2026-05"]["partial"] is True and months["2026-05"]["claimable"] is False
    assert (data["total_credit"], data["claimable_credit"], data["held_credit"], data["lapsed_credit"]) == \
        (243200.0, 6400.0, 160000.0, 0.0)


def test_the_json_claimable_credit_is_the_letters_claimed_total(tmp_path):
    result = claim(tmp_path, [RESOLVED, APRIL_CLOSING], "json", letter="letter.md")
    assert json.loads(result.stdout)["claimable_credit"] == 6400.0
    assert "Total credit claimed in this letter: **6,400.00 CNY**" in (tmp_path / "letter.md").read_text("utf-8")


def test_beside_it_a_month_with_every_end_known_has_no_held_credit(tmp_path):
    data, months = claim_json(tmp_path, [RESOLVED])
    assert months["2026-03"]["claimable"] is True and months["2026-03"]["end_not_known"] == []
    assert (data["total_credit"], data["claimable_credit"]) == (6400.0, 6400.0) and data["held_credit"] == 0.0


def test_beside_it_an_incident_still_open_counted_to_as_of_is_claimable_as_before(tmp_path):
    # PROBLEM: still open, not marked ended; --as-of closes it (SPEC §3.7) and the finished month is claimed
    data, months = claim_json(tmp_path, [RESOLVED, APRIL_CLOSING.replace("CLOSING", "PROBLEM")])
    assert months["2026-04"]["claimable"] is True and months["2026-04"]["end_not_known"] == []
    assert (data["claimable_credit"], data["total_credit"]) == (166400.0, 243200.0) and data["held_credit"] == 0.0


def test_the_table_splits_the_held_back_credit_from_the_claimable(tmp_path):
    out = " ".join(claim(tmp_path, [RESOLVED, APRIL_CLOSING], "table").stdout.split())
    assert "Total credit: 243,200.00 CNY" in out and "2026-04 96.6620 14,420 241 capped 160,000.00 CNY 2026-07-29 held" \
        in out and "2026-03 99.9798 90 2 6,400.00 CNY 2026-06-29 open" in out
    assert ("Claimable now: 6,400.00; lapsed: 0.00; month not over: 76,800.00; held back (an incident's end not known): "
            "160,000.00 CNY") in out


def test_beside_it_the_table_of_an_open_incident_has_no_split(tmp_path):
    out = " ".join(claim(tmp_path, [RESOLVED, APRIL_CLOSING.replace("CLOSING", "PROBLEM")], "table").stdout.split())
    assert "160,000.00 CNY 2026-07-29 open" in out and "held" not in out
    assert "Claimable now: 166,400.00; lapsed: 0.00; month not over: 76,800.00 CNY" in out


def test_a_letter_with_only_a_held_back_month_says_why_it_claims_nothing(tmp_path):
    result = claim(tmp_path, [APRIL_CLOSING], "json", letter="letter.md")
    assert json.loads(result.stdout)["claimable_credit"] == 0.0
    said = " ".join(result.stderr.split())
    assert "it claims nothing: each month owed a credit counts an incident whose end time is not known" in said


def test_beside_it_a_letter_with_nothing_owed_says_so_as_before(tmp_path):
    result = claim(tmp_path, [RESOLVED.replace("16:00:00", "14:31:00")], "json", letter="letter.md")
    said = " ".join(result.stderr.split())
    assert "it claims nothing: no finished month within its claim period is owed a credit" in said


def history(tmp_path: Path, rows: list[str]) -> str:
    """``history show`` of a claim run stored in a database (what the stored claim says later)."""
    log = write(tmp_path / "zbx.csv", [HEADER, *rows])
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS.read_text(encoding="utf-8").replace("claim_window_days: 30", "claim_window_days: 90"),
                     encoding="utf-8")
    db = tmp_path / "h.db"
    runner = CliRunner()
    done = runner.invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log), "--tz", "Asia/Shanghai",
                               "--as-of", AS_OF, "--db", str(db)])
    assert done.exit_code == 0, done.output
    shown = runner.invoke(app, ["history", "show", "1", "--db", str(db)])
    assert shown.exit_code == 0, shown.output
    return " ".join(shown.stdout.split())


def test_the_stored_claim_shows_a_held_back_month_as_held(tmp_path):
    out = history(tmp_path, [RESOLVED, APRIL_CLOSING])
    assert "2026-04 availability 96.6620%, credit 160,000.00 CNY (capped), claim by 2026-07-29 held (an incident's " \
           "end not known)" in out
    assert "2026-03 availability 99.9798%, credit 6,400.00 CNY, claim by 2026-06-29 open" in out
    assert "claim by 2026-06-29 (month not finished on 2026-05-02)" not in out  # (May's deadline is 2026-08-29)
    assert "claim by 2026-08-29 (month not finished on 2026-05-02)" in out


def test_beside_it_the_stored_claim_of_an_open_incident_shows_the_month_open(tmp_path):
    out = history(tmp_path, [RESOLVED, APRIL_CLOSING.replace("CLOSING", "PROBLEM")])
    assert "2026-04 availability 96.6620%, credit 160,000.00 CNY (capped), claim by 2026-07-29 open" in out
    assert "held" not in out
