"""Incident logs and the claim letter, the leftovers of session 36 (i5).

1. A month counting an incident the log marks ended without an end time (a Zabbix problem still CLOSING, counted to
   --as-of: tests/incidents/test_logs_i4.py) may be owed less than computed: the JSON and stderr say so (i4), and the
   claim letter, sent to the vendor, no longer claims it but lists it apart with why.
2. A JSON Lines log's times are read as a CSV's are (``csvlog.log_times``): year first written another way than
   ISO 8601, and a day-first time refused alike."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table

from tests.incidents.test_header_zones import ms, write
from tests.incidents.test_logs_i4 import CLOSING, HEADER, RESOLVED, TERMS

# the two Zabbix problems of test_logs_i4 (its README: tests/fixtures/zabbix/README.md), the CLOSING one moved to April
APRIL_CLOSING = CLOSING.replace("2026-03-20", "2026-04-20")


def claim_letter(tmp_path: Path, rows: list[str], as_of: str, lang: str) -> tuple[dict, str]:
    log = write(tmp_path / "zbx.csv", [HEADER, *rows])
    letter = tmp_path / f"letter_{lang}.md"
    # (a claim window of 90 days, not 30: March still claimable when April has ended)
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS.read_text(encoding="utf-8").replace("claim_window_days: 30", "claim_window_days: 90"),
                     encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log), "--tz", "Asia/Shanghai",
                                      "--as-of", as_of, "--format", "json", "--no-db", "--letter", str(letter),
                                      "--lang", lang])
    assert result.exit_code == 0, result.output
    return {m["month"]: m for m in json.loads(result.stdout)["months"]}, letter.read_text(encoding="utf-8")


# --- 1. the letter does not claim a month whose credit an unknown end may overstate ----------------------------------

def test_a_finished_month_counting_a_closing_problem_is_not_claimed_in_the_letter(tmp_path):
    months, letter = claim_letter(tmp_path, [RESOLVED, APRIL_CLOSING], "2026-05-02", "en")
    # the JSON computes both as before; the letter claims March alone, April apart, with the incident and why
    assert months["2026-03"]["credit_amount"] == 6400.0 and months["2026-04"]["credit_amount"] == 160000.0
    assert "| 2026-03 |" in letter and "| 2026-04 |" not in letter
    assert "Total credit claimed in this letter: **6,400.00 CNY**" in letter
    assert ("- 2026-04: computed credit 160,000.00 CNY; incident #3 has ended, but its end time is not yet known to "
            "us, so the downtime counted and this credit may be more than is owed; the month will be claimed once it "
            "is known.") in letter
    assert letter.index("## Other months (not claimed in this letter)") < letter.index("- 2026-04: computed credit")


def test_two_closing_problems_of_one_month_are_both_named(tmp_path):
    second = APRIL_CLOSING.replace("gpu-node-11", "gpu-node-12").replace("23:40", "23:50")
    _, letter = claim_letter(tmp_path, [RESOLVED, APRIL_CLOSING, second], "2026-05-02", "en")
    assert "- 2026-04: computed credit 160,000.00 CNY; incidents #3, #4 have ended, but their end times are not yet " \
           "known to us" in letter and "once they are known." in letter


def test_a_letter_whose_only_month_owed_counts_a_closing_problem_claims_no_amount_and_says_why(tmp_path):
    months, letter = claim_letter(tmp_path, [RESOLVED.replace("2026-03-05", "2026-04-05"), APRIL_CLOSING],
                                  "2026-05-02", "zh")
    assert months["2026-04"]["credit_amount"] == 160000.0
    assert "申请赔偿的月份" not in letter and "本函申请赔偿合计" not in letter
    assert "应予赔偿的月份中有故障的结束时间我方尚未掌握，本函不提出赔偿金额" in letter
    assert ("- 2026-04：核算赔偿 160,000.00 CNY；故障 #3 已结束，但我方尚未掌握其结束时间，所计不可用时长及该赔偿金额可能"
            "高于应得，待结束时间确认后另行申请，本函不予主张。") in letter


@pytest.mark.parametrize("lang,claimed", [("en", "| 2026-03 |"), ("zh", "| 2026-03 |")])
def test_beside_it_a_finished_month_with_every_end_known_is_claimed_as_before(tmp_path, lang, claimed):
    months, letter = claim_letter(tmp_path, [RESOLVED], "2026-04-02", lang)
    assert months["2026-03"]["credit_amount"] == 6400.0
    assert claimed in letter and ("6,400.00 CNY**" in letter) and "#3" not in letter
    assert "Other months" not in letter and "其他月份" not in letter


@pytest.mark.parametrize("status", ["PROBLEM", "CLOSING"])
def test_beside_it_an_unfinished_month_stays_a_month_not_ended(tmp_path, status):
    # an incident still open (PROBLEM) or closed without an end (CLOSING) counted to --as-of in a month not ended:
    # the letter says, as on main, that the month has not ended; March, finished with its end known, is claimed
    months, letter = claim_letter(tmp_path, [RESOLVED, CLOSING.replace("CLOSING", status)], "2026-03-26", "en")
    assert months["2026-03"]["partial"] is True
    assert "- 2026-03: the month has not ended; it will be computed and claimed after it ends." in letter
    assert "not yet known" not in letter and "claims no amount" in letter


# --- 2. JSON Lines times read as a CSV's ---------------------------------------------------------------------------

def read_both(tmp_path: Path, rows: list[tuple[str, str, str]]):
    """The same rows (id, start, end) as a JSON Lines log and as our CSV, each read."""
    jsonl = write(tmp_path / "log.jsonl", [json.dumps({"id": i, "start": s, "end": e, "units": "n1"})
                                           for i, s, e in rows])
    csv = write(tmp_path / "log.csv", ["id,start,end,units", *(f"{i},{s},{e},n1" for i, s, e in rows)])
    return jsonl, csv


@pytest.mark.parametrize("start,end,said", [
    ("2026/3/5 14:30", "2026/3/5 16:00",
     "times read as Excel writes them on a Chinese Windows, year first ('2026/3/5 14:30' as 2026-03-05T14:30:00, "
     "in --tz)"),
    ("2026-3-5 14:30", "2026-3-5 16:00", "times read year first ('2026-3-5 14:30' as 2026-03-05T14:30:00, in --tz)"),
])
def test_a_json_lines_time_written_year_first_another_way_is_read_as_in_a_csv(tmp_path, start, end, said):
    jsonl, csv = read_both(tmp_path, [("A", start, end)])
    for log in (jsonl, csv):
        table = read_incident_table(log, tz="Asia/Shanghai")
        assert table.start_ms.tolist() == [ms("2026-03-05T14:30", 8)]
        assert table.end_ms.tolist() == [ms("2026-03-05T16:00", 8)]
        assert f"{log.name}: {said}" in how_it_was_read(table)


def test_a_json_lines_time_written_year_first_below_iso_ones_is_read_again_as_in_a_csv(tmp_path):
    jsonl, _ = read_both(tmp_path, [("A", "2026-03-05T09:00:00", "2026-03-05T10:00:00"),
                                    ("B", "2026/3/5 14:30", "2026-3-5 16:00")])
    table = read_incident_table(jsonl, tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-05T09:00", 0), ms("2026-03-05T14:30", 0)]
    assert table.end_ms.tolist() == [ms("2026-03-05T10:00", 0), ms("2026-03-05T16:00", 0)]


def test_a_json_lines_field_naming_its_zone_gives_a_year_first_time_that_offset(tmp_path):
    log = write(tmp_path / "log.jsonl", ['{"id": "A", "开始时间(北京时间)": "2026/3/5 14:30", '
                                         '"end": "2026-03-05T16:00:00+08:00", "units": "n1"}'])
    table = read_incident_table(log, tz="UTC")
    assert table.start_ms.tolist() == [ms("2026-03-05T14:30", 8)]


@pytest.mark.parametrize("start,end,said", [
    # day first: 5 March or 3 May, a guess; refused, as in a CSV
    ("5/3/2026 14:30", "5/3/2026 16:00", "unparsable start time '5/3/2026 14:30' (write times as ISO 8601"),
    # a 12-hour log's hour with no AM or PM
    ("2026/3/5 2:30 PM", "2026/3/5 4:00", "end time '2026/3/5 4:00' has no AM or PM where other times of the log "
                                          "carry one"),
])
def test_beside_it_a_json_lines_time_a_csv_refuses_is_refused_alike(tmp_path, start, end, said):
    jsonl, csv = read_both(tmp_path, [("A", start, end)])
    for log, line in ((jsonl, 1), (csv, 2)):
        with pytest.raises(SlacheckError) as raised:
            read_incident_table(log, tz="UTC")
        assert f"{log.name}:{line}: {said}" in str(raised.value)


def test_claim_on_a_json_lines_log_with_a_day_first_time_exits_2_and_leaves_the_db_as_it_was(tmp_path):
    good = write(tmp_path / "good.jsonl", ['{"id": "A", "start": "2026/3/5 14:30", "end": "2026/3/5 16:00", '
                                           '"units": "gpu-node-07"}'])
    db, letter = tmp_path / "audit.db", tmp_path / "letter.md"
    run = lambda log, *extra: CliRunner().invoke(app, [  # noqa: E731
        "claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-04-02", "--tz", "Asia/Shanghai",
        "--format", "json", "--db", str(db), *extra])
    first = run(good)
    assert first.exit_code == 0, first.output
    assert json.loads(first.stdout)["months"][0]["downtime_minutes"] == 90.0
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    bad = write(tmp_path / "bad.jsonl", [good.read_text(encoding="utf-8").strip(),
                                         '{"id": "B", "start": "5/3/2026 14:30", "end": "2026/3/5 16:00", '
                                         '"units": "gpu-node-07"}'])
    result = run(bad, "--letter", str(letter))
    assert result.exit_code == 2
    assert "bad.jsonl:2: unparsable start time '5/3/2026 14:30'" in result.output
    assert "Traceback" not in result.output and not letter.exists()
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
