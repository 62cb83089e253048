"""Commands as the three users meet them (session 22, q27): legal reviewing drafts, ops filing outage claims
with real incident logs, procurement comparing vendors. Each test is a thing a user saw go wrong."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from slacheck.errors import SlacheckError

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "fixtures" / "demo"
DRAFTS = ROOT / "fixtures" / "drafts"
DEVSET = ROOT / "fixtures" / "devset"
DEV01 = DEVSET / "dev01_lansuan_h800_lingang.md"
DEV01_LOG = DEVSET / "dev01_lansuan_h800_lingang.incidents.csv"
DEV06 = DEVSET / "dev06_jiading_910b_order.txt"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def terms(here):
    done = run("extract", DEV01, "--format", "yaml", "--no-db")
    assert done.exit_code == 0
    (here / "terms.yaml").write_text(done.stdout, encoding="utf-8")
    return Path("terms.yaml")


# --------------------------------------------------------------------------- 1. an output named with a slash


@pytest.mark.parametrize("typed", ["letters.md/", "newdir/"])
def test_a_letter_named_as_a_folder_is_refused_not_written_as_a_file(terms, here, typed):
    """`--letter letters.md/` wrote the letter to a file named letters.md: pathlib drops the slash that says
    the user meant a folder (which does not exist)."""
    done = run("claim", "--terms", terms, "--incidents", DEV01_LOG, "--units", "128", "--as-of", "2025-08-10",
               "--letter", typed, "--db", "a.db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == (f"Error: {typed}: ends in '/', a folder's name: give one file name for the claim letter "
                           "(e.g. letter.md)\n")
    assert not (here / typed.rstrip("/")).exists() and not (here / "a.db").exists()


def test_html_redline_and_dispute_letter_named_as_folders_are_refused(terms, here):
    done = run("check", DEV06, "--html", "review.html/", "--no-db")
    assert done.exit_code == 2 and "Error: review.html/: ends in '/', a folder's name" in done.stderr
    done = run("check", DEV06, "--redline", "red.docx/", "--no-db")
    assert done.exit_code == 2 and "Error: red.docx/: ends in '/', a folder's name" in done.stderr
    done = run("reconcile", "--incidents", DEV01_LOG, "--vendor-report", DEV01_LOG, "--letter", "d.md/", "--no-db")
    assert done.exit_code == 2 and "Error: d.md/: ends in '/', a folder's name" in done.stderr
    assert not any((here / name).exists() for name in ("review.html", "red.docx", "d.md"))


def test_a_letter_in_a_folder_that_exists_still_is_written_and_named_as_typed(terms, here):
    (here / "out").mkdir()
    done = run("claim", "--terms", terms, "--incidents", DEV01_LOG, "--units", "128", "--as-of", "2025-08-10",
               "--letter", "out/letter.md", "--no-db")
    assert done.exit_code == 0 and "Claim letter written to out/letter.md" in done.stderr
    assert (here / "out" / "letter.md").is_file()
    done = run("claim", "--terms", terms, "--incidents", DEV01_LOG, "--units", "128", "--as-of", "2025-08-10",
               "--letter", "nowhere/letter.md", "--no-db")
    assert done.exit_code == 2 and done.stderr == "Error: nowhere/letter.md: folder nowhere does not exist\n"


# --------------------------------------------------------------------------- 2. notes and remedies name files as typed


def test_diff_language_note_names_each_draft_as_typed(here):
    """Two drafts of one name in two folders (v1/msa.md, v2/msa.md) were noted as 'msa.md is in English and
    msa.md in Chinese': which is which could not be told."""
    for folder, name in (("v1", "msa_v1.md"), ("v2", "msa_v2_zh.md")):
        (here / folder).mkdir()
        (here / folder / "msa.md").write_bytes((DRAFTS / name).read_bytes())
    done = run("diff", "v1/msa.md", "v2/msa.md", "--no-db")
    assert done.exit_code == 0
    assert "v1/msa.md is in English and v2/msa.md in Chinese: their terms are compared" in done.stderr
    done = run("diff", here / "v1" / "msa.md", here / "v2" / "msa.md", "--no-db")  # absolute: told apart in full
    assert f"{here / 'v1' / 'msa.md'} is in English and {here / 'v2' / 'msa.md'} in Chinese" in done.stderr
    assert api.diff(DRAFTS / "msa_v1.md", DRAFTS / "msa_v2_zh.md").notes[0].startswith(
        "msa_v1.md is in English and msa_v2_zh.md in Chinese")


def test_the_command_a_remedy_gives_runs_on_an_absolute_contract_path(here):
    """'slacheck extract sla.md --format yaml' for a contract given as /data/x/sla.md runs on nothing."""
    contract = here / "my docs" / "sla.md"
    contract.parent.mkdir()
    contract.write_text("服务等级协议\n\n集群按整体计算可用性。月费5000元。每发生1小时不可用，赔偿10倍时长的服务。\n",
                        encoding="utf-8")
    (here / "log.csv").write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T12:00:00,*\n",
                                  encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        api.claim("log.csv", contract=contract, as_of="2025-08-01", sla_unit="cluster")
    assert raised.value.file == "sla.md"
    assert f"write the terms out (slacheck extract {shlex.quote(str(contract))} --format yaml > terms.yaml)" \
        in raised.value.message
    done = run("claim", "--contract", contract, "--incidents", "log.csv", "--sla-unit", "cluster",
               "--as-of", "2025-08-01", "--no-db")
    assert done.exit_code == 2 and f"(slacheck extract '{contract}' --format yaml > terms.yaml)" in done.stderr


# --------------------------------------------------------------------------- 3. a claim of a month without incidents


def test_a_claim_of_a_month_the_log_has_no_incident_in_is_stored(terms, here):
    """`claim --month 2025-09` on a log of June and July printed a traceback (numpy's min of no rows) as the
    run was stored, after the table: with --no-db it ran."""
    args = ["claim", "--terms", terms, "--incidents", DEV01_LOG, "--units", "128", "--as-of", "2025-08-10",
            "--month", "2025-09", "--db", "a.db"]
    for _ in range(2):  # and again, on the log stored already
        done = run(*args)
        assert done.exit_code == 0, done.stderr
        assert "2025-09" in done.stdout and "Total credit: 0.00 CNY" in done.stdout
    import sqlite3

    with sqlite3.connect(here / "a.db") as db:
        assert [row[0] for row in db.execute("SELECT status FROM runs")] == ["ok", "ok"]
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []


# --------------------------------------------------------------------------- 4. a currency that is none


def test_score_refuses_a_currency_that_is_no_code_before_reading_a_contract(here):
    """`score --fx USD=7.1 --currency dollars` ran and showed costs in 'DOLLARS'; claim refused the same word."""
    done = run("score", DEV01, DEV06, "--fx", "USD=7.1", "--currency", "dollars", "--db", "a.db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == "Error: --currency: 'dollars' is not a currency code (three letters, e.g. USD, EUR, CNY)\n"
    assert not (here / "a.db").exists()
    with pytest.raises(SlacheckError, match="'US\\$' is not a currency code"):
        api.score([DEV01], currency="US$")
    done = run("score", DEV01, DEV06, "--fx", "USD=7.1", "--currency", "cny", "--workload", DEMO / "workload.yaml",
               "--no-db", "--format", "json")
    assert done.exit_code == 0
    import json

    assert json.loads(done.stdout)["currency"] == "CNY"


# --------------------------------------------------------------------------- 5. an input given and never read


def test_reconcile_reads_a_contract_given_once_per_file_as_claim_does(here):
    """`reconcile --contract a.md --contract b.md` read b.md alone, a.md silently dropped (claim and accept read
    both as one contract, and the README says reconcile takes --contract as claim does)."""
    bundle = ROOT / "fixtures" / "bundles" / "zh"
    files = sorted(bundle.iterdir())
    ours = DEMO / "incidents.csv"
    args = ["reconcile", "--incidents", ours, "--vendor-report", ours, "--as-of", "2025-10-13", "--format", "json"]
    by_folder = run(*args, "--contract", bundle, "--no-db")
    by_files = run(*args, *[w for f in files for w in ("--contract", f)], "--db", "a.db")
    assert by_folder.exit_code == 0 and by_files.exit_code == 0, by_files.stderr
    import json

    assert json.loads(by_files.stdout)["credits_by_month"] == json.loads(by_folder.stdout)["credits_by_month"]
    only_last = run(*args, "--contract", files[-1], "--no-db")
    assert json.loads(only_last.stdout)["ours_credit"] != json.loads(by_files.stdout)["ours_credit"]
    shown = run("history", "show", "1", "--db", "a.db")
    assert "contract: " + ", ".join(str(f) for f in files) in shown.stdout


def test_accept_refuses_terms_and_a_contract_together_as_claim_does(here):
    """`accept --contract draft.md --terms terms.yaml` judged on the terms and never read the contract, without a
    word: the user who gave both cannot tell which the verdict rests on."""
    terms = here / "terms.yaml"
    terms.write_text(run("extract", DEV01, "--format", "yaml", "--no-db").stdout, encoding="utf-8")
    done = run("accept", "--contract", DEV06, "--terms", terms, "--nccl", DEMO / "nccl_all_reduce.log", "--db", "a.db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == "Error: accept: give --terms or --contract, not both\n"
    assert not (here / "a.db").exists()
    assert run("accept", "--terms", terms, "--nccl", DEMO / "nccl_all_reduce.log", "--no-db").exit_code == 0


# --------------------------------------------------------------------------- 6. accept on a run cut short

A3MEGA = Path("/work/shared/corpus/formats/nccl_tests/all_reduce_perf_2node_16xH100_gcp_a3mega.log")


@pytest.fixture
def a3mega_lines():
    if A3MEGA.exists():
        return A3MEGA.read_text(encoding="utf-8").splitlines(keepends=True)
    return (DEMO / "nccl_all_reduce.log").read_text(encoding="utf-8").splitlines(keepends=True)  # the same run


def test_a_run_cut_short_below_the_judged_sizes_is_review_not_fail(here, a3mega_lines):
    """A real 2-node H100 log cut off at its 512-byte row (a crashed or hand-trimmed run) was judged FAIL on
    0.0 GB/s: a verdict on latency, not on the fabric. Bandwidth rises with size, so a shortfall below the
    judged sizes is review (rerun reaching them); a pass there stays a pass."""
    terms = here / "terms.yaml"
    terms.write_text(run("extract", DEV01, "--format", "yaml", "--no-db").stdout, encoding="utf-8")
    (here / "cut.log").write_text("".join(a3mega_lines[:30]), encoding="utf-8")
    done = run("accept", "--terms", terms, "--nccl", "cut.log", "--no-db", "--lang", "en", "--format", "json")
    assert done.exit_code == 0, done.stderr
    import json

    verdict = json.loads(done.stdout)["nccl"][0]
    assert verdict["verdict"] == "review"
    assert "the shortfall is on sizes below 1 GiB only" in verdict["explanation"]
    assert "rerun with -e 8G" in verdict["explanation"]
    strict = run("accept", "--terms", terms, "--nccl", "cut.log", "--no-db", "--strict")
    assert strict.exit_code == 0  # not a FAIL to stop a handover on
    whole = run("accept", "--terms", terms, "--nccl", DEMO / "nccl_all_reduce.log", "--no-db", "--format", "json")
    assert json.loads(whole.stdout)["nccl"][0]["verdict"] == "fail"  # the whole run still fails


# --------------------------------------------------------------------------- 7. a TERMS.yaml corrected by hand


def edited(terms: Path, key: str, value: str) -> Path:
    lines = terms.read_text(encoding="utf-8").splitlines(keepends=True)
    out = terms.with_name(f"edited_{key}.yaml")
    out.write_text("".join(f"{key}: {value}\n" if ln.startswith(f"{key}:") else ln for ln in lines), encoding="utf-8")
    return out


@pytest.mark.parametrize("key", ["gpu_count", "availability_pct", "monthly_fee"])
def test_true_given_to_a_number_in_a_terms_file_is_refused_not_read_as_one(terms, here, key):
    """`gpu_count: true` (a reviewer's slip) was read as 1 GPU and the claim computed on it."""
    line = next(n for n, ln in enumerate(terms.read_text(encoding="utf-8").splitlines(), 1) if ln.startswith(key))
    done = run("claim", "--terms", edited(terms, key, "true"), "--incidents", DEV01_LOG, "--units", "128",
               "--as-of", "2025-08-10", "--no-db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == f"Error: edited_{key}.yaml:{line}: {key}: true is not a number\n"
    kept = run("claim", "--terms", edited(terms, "nvlink", "false"), "--incidents", DEV01_LOG, "--units", "128",
               "--as-of", "2025-08-10", "--no-db")
    assert kept.exit_code == 0  # a yes/no term still takes true and false


@pytest.mark.parametrize("value, said", [("ninety", "'ninety' is not a number"), ("99.5%", "'99.5%' is not a number"),
                                          ("[99, 99.5]", "[99, 99.5] is not a number")])
def test_a_terms_value_that_is_no_number_is_said_in_our_words(terms, here, value, said):
    """'availability_pct: Input should be a valid number, unable to parse string as a number' (pydantic's)."""
    done = run("claim", "--terms", edited(terms, "availability_pct", value), "--incidents", DEV01_LOG,
               "--units", "128", "--as-of", "2025-08-10", "--no-db")
    assert done.exit_code == 2
    assert f": availability_pct: {said}" in done.stderr and "Input should be" not in done.stderr
    count = run("claim", "--terms", edited(terms, "gpu_count", "1.5"), "--incidents", DEV01_LOG, "--units", "128",
                "--no-db")
    assert ": gpu_count: 1.5 is not a whole number" in count.stderr


# --------------------------------------------------------------------------- 8. diff's CSV carries what the table does


def test_diff_csv_carries_commitments_moves_and_clause_wording(here):
    """`diff v2 v3 --format csv` gave one row, governing_law changed: the table and Markdown said availability
    was weakened from "guarantees" to "commercially reasonable efforts" (verdict pass → review); the
    spreadsheet a reviewer sends round did not."""
    import csv
    import io

    done = run("diff", DRAFTS / "msa_v2.md", DRAFTS / "msa_v3.md", "--format", "csv", "--no-db")
    assert done.exit_code == 0
    rows = list(csv.DictReader(io.StringIO(done.stdout.lstrip("\ufeff"))))
    table = run("diff", DRAFTS / "msa_v2.md", DRAFTS / "msa_v3.md", "--no-db").stdout
    by_change = {}
    for row in rows:
        by_change.setdefault(row["change"], []).append(row)
    assert [r["key"] for r in by_change["changed"]] == ["governing_law"]
    weakened = [(r["key"], r["old"], r["new"]) for r in by_change["commitment weakened"]]
    assert ("Clause 5.1", "guarantees", "commercially reasonable efforts") in weakened
    assert len(weakened) == table.count("WEAKENED:")
    [moved] = by_change["verdict moved"]
    assert (moved["key"], moved["old"], moved["new"]) == ("availability", "pass", "review")
    assert "availability (Monthly availability of at least 99.5%): pass → review" in table
    wording = {r["key"]: r for r in by_change["wording changed"]}
    assert set(wording) == {"Clause 1.1", "Clause 5.1", "Clause 9.1"}
    assert wording["Clause 9.1"]["old"] == "9.1 This Agreement is governed by the laws of Singapore."
    assert "[-Singapore-]{+the Hong Kong SAR+}" in wording["Clause 9.1"]["detail"]
    zh = run("diff", DRAFTS / "msa_v1_zh.md", DRAFTS / "msa_v3_zh.md", "--format", "csv", "--no-db").stdout
    assert "第5.1条,commitment weakened,保证,尽合理努力" in zh
    old_draft_terms = run("diff", DRAFTS / "msa_v1.md", DRAFTS / "msa_v2.md", "--format", "csv", "--no-db").stdout
    assert old_draft_terms.splitlines()[1].startswith("credit_tiers,changed,")  # the term rows come first, as before


def test_a_redline_of_a_terms_file_names_the_terms_file(here):
    """'x.docx: a redline writes the contract back: …, not a TERMS.yaml' blamed the output for the input."""
    (here / "tt").mkdir()
    (here / "tt" / "terms.yaml").write_text(run("extract", DEV01, "--format", "yaml", "--no-db").stdout,
                                            encoding="utf-8")
    done = run("check", "tt/terms.yaml", "--redline", "x.docx", "--no-db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == ("Error: tt/terms.yaml: a redline (x.docx) writes the contract back: give the contract "
                           "file (PDF, DOCX, Markdown or text), not a TERMS.yaml\n")
    assert not (here / "x.docx").exists()


# --------------------------------------------------------------------------- 9. two logs of one name


def test_reconcile_names_which_of_two_logs_of_one_name_is_wrong(here):
    """ours/log.csv against theirs/log.csv: 'log.csv:3: unparsable start time' could be either."""
    for side in ("ours", "theirs"):
        (here / side).mkdir()
    (here / "ours" / "log.csv").write_bytes(DEV01_LOG.read_bytes())
    vendor = (ROOT / "fixtures" / "readme" / "vendor_report.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    vendor[2] = vendor[2].replace("2025-06-03T12:40", "2025-13-03T12:40", 1)
    (here / "theirs" / "log.csv").write_text("".join(vendor), encoding="utf-8")
    said = ":3: unparsable start time '2025-13-03T12:40:00' (no such date or time)\n"
    done = run("reconcile", "--incidents", "ours/log.csv", "--vendor-report", "theirs/log.csv", "--no-db")
    assert done.exit_code == 2 and done.stderr == f"Error: theirs/log.csv{said}"
    absolute = here / "theirs" / "log.csv"
    done = run("reconcile", "--incidents", here / "ours" / "log.csv", "--vendor-report", absolute, "--no-db")
    assert done.exit_code == 2 and done.stderr == f"Error: {absolute}{said}"
    done = run("claim", "--terms", DEVSET / "dev01_lansuan_h800_lingang.truth.yaml", "--incidents", absolute,
               "--no-db")
    assert done.stderr == f"Error: log.csv{said}"  # one log: its name says which, as before


def test_score_refuses_fx_and_currency_without_a_workload_to_cost(here):
    """`score a.md b.md --fx USD=7.1` printed the scores and never used the rate: nothing is costed without
    --workload, and the user who asked for one currency was not told."""
    for option in (["--fx", "USD=7.1"], ["--currency", "EUR"]):
        done = run("score", DEV01, DEV06, *option, "--db", "a.db")
        assert done.exit_code == 2 and done.stdout == ""
        assert done.stderr == (f"Error: {option[0]}: puts the costs of a training run in one currency, and only "
                               "--workload FILE gives a run to cost: give the workload, or leave out --fx and "
                               "--currency\n")
        assert not (here / "a.db").exists()
    with_run = run("score", DEV01, DEV06, "--fx", "USD=7.1", "--workload", DEMO / "workload.yaml", "--no-db")
    assert with_run.exit_code == 0 and "Costs in CNY" in with_run.stdout


# --------------------------------------------------------------------------- 10. a reader that leaves


def test_a_reader_that_closes_the_pipe_is_output_refused_not_a_failed_run(here):
    """`slacheck claim … --format json | head -c 10` exited 1 (check's 'blocker' code) and recorded the run as
    failed with BrokenPipeError; stdout that refuses the output is exit 2 with the database untouched, as
    `> /dev/full` is (README: the run commits only once its output is out)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "slacheck", "claim", "--terms", DEVSET / "dev01_lansuan_h800_lingang.truth.yaml",
               "--incidents", DEV01_LOG, "--units", "128", "--as-of", "2025-08-10", "--format", "json",
               "--db", "a.db"]
    reader, writer = os.pipe()
    os.close(reader)  # the reader has gone before a byte is written
    try:
        done = subprocess.run([str(c) for c in command], stdout=writer, stderr=subprocess.PIPE, env=env,
                              cwd=here, timeout=300)
    finally:
        os.close(writer)
    assert done.returncode == 2
    assert done.stderr.decode().endswith("Error: standard output: cannot write the output (Broken pipe)\n")
    assert not (here / "a.db").exists()


def test_an_unknown_unit_count_names_the_terms_file_and_the_line_to_add(terms, here):
    """'Error: --units: the number of node units is unknown: pass --units N or --inventory FILE (or state
    gpu_count and gpus_per_node in the terms)': which terms, and how, for a --contract?"""
    lines = terms.read_text(encoding="utf-8").splitlines(keepends=True)
    (here / "no_count.yaml").write_text("".join(ln for ln in lines if not ln.startswith("gpu_count:")),
                                        encoding="utf-8")
    done = run("claim", "--terms", "no_count.yaml", "--incidents", DEV01_LOG, "--as-of", "2025-08-10", "--no-db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == ("Error: no_count.yaml: the number of node units is unknown (the contract states no "
                           "gpu_count): pass --units N or --inventory FILE, or add the line 'gpu_count: <number>' to "
                           "no_count.yaml (given as --terms)\n")
    assert run("claim", "--terms", "no_count.yaml", "--incidents", DEV01_LOG, "--as-of", "2025-08-10", "--units", "128",
               "--no-db").exit_code == 0


def test_a_note_of_one_log_given_as_both_sides_is_said_once(here):
    """`reconcile --incidents log.csv --vendor-report log.csv` (checking a vendor's export against itself, or a
    first look) printed each of the log's notes twice, word for word."""
    log = DEMO / "incidents.csv"
    done = run("reconcile", "--incidents", log, "--vendor-report", log, "--as-of", "2025-10-13", "--no-db")
    assert done.exit_code == 0
    notes = [line for line in done.stderr.splitlines() if "end after --as-of" in line]
    assert len(notes) == 1


@pytest.mark.parametrize("tiers, said", [
    ("  - {below_pct: 99.9, credit_pct: 10}\n  - {below_pct: 99, credit_pct: ten}\n",
     "credit_tiers (item 2, credit_pct): 'ten' is not a number"),
    ("  - {below_pct: true, credit_pct: 10}\n", "credit_tiers (item 1, below_pct): true is not a number"),
    ("  - {below_pct: 99.9, credit_pct: 10, credit: 5}\n",
     "credit_tiers (item 1, credit): not one of its fields (a misspelt key?)"),
])
def test_a_credit_tier_that_is_wrong_says_which_tier_and_field(here, tiers, said):
    """'credit_tiers: Extra inputs are not permitted' / 'credit_tiers: … is not a number': which of the tiers?"""
    (here / "t.yaml").write_text(f"monthly_fee: 100\ncredit_tiers:\n{tiers}", encoding="utf-8")
    done = run("claim", "--terms", "t.yaml", "--incidents", DEV01_LOG, "--units", "128", "--no-db")
    assert done.exit_code == 2 and done.stderr == f"Error: t.yaml:2: {said}\n"


@pytest.mark.parametrize("args, message", [
    (["check", "-"], "Error: -: standard input is not read: give the path of the file"),
    (["claim", "--terms", "-", "--incidents", DEV01_LOG, "--no-db"],
     "Error: -: standard input is not read: give the path of the terms file (given as --terms)"),
    (["claim", "--contract", DEV01, "--incidents", "-", "--no-db"],
     "Error: -: standard input is not read: give the path of the incident log file (given as --incidents)"),
])
def test_a_dash_for_standard_input_is_refused_saying_why(here, args, message):
    # (other tools read '-' as standard input; slacheck needs the file itself: it was '-: file not found')
    done = run(*args)
    assert done.exit_code == 2
    assert message in done.output
    assert not (here / "slacheck.db").exists()


def test_an_empty_inventory_is_refused_as_empty_not_as_missing_its_columns(here):
    # (it was 'inv.csv:1: missing column: expected 'gpu,node' or 'unit' (columns: )')
    Path("inv.csv").write_text("\n \n", encoding="utf-8")
    done = run("claim", "--contract", DEV01, "--incidents", DEV01_LOG, "--inventory", "inv.csv")
    assert done.exit_code == 2
    assert "Error: inv.csv:1: the file is empty (expected an inventory: 'gpu,node' columns, or one 'unit' column)" \
        in done.output
    assert not (here / "slacheck.db").exists()


@pytest.mark.parametrize("args, what", [
    (["claim", "--contract", DEV01, "--incidents", DEV01_LOG, "--lang", "en"], "claim letter"),
    (["reconcile", "--incidents", DEV01_LOG, "--vendor-report", DEV01_LOG, "--contract", DEV01, "--lang", "en"],
     "dispute letter"),
])
def test_lang_without_a_letter_is_refused_not_left_unread(here, args, what):
    # (claim's and reconcile's --lang is the letter's language: without --letter it changed nothing, silently)
    done = run(*args)
    assert done.exit_code == 2
    assert (f"Error: --lang: sets the language of the {what}, and only --letter FILE writes one: give the letter, "
            "or leave out --lang") in done.output
    assert not (here / "slacheck.db").exists()
