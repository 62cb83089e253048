"""Every option that reads one file refuses a bad one in one sentence naming the file, what the option takes
and the option: a folder, a missing file (checked before any work), an empty, binary or non-UTF-8 one.
Exit 2, nothing on stdout, nothing written, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
LOG = str(DEMO / "incidents.csv")
TERMS = "rack_power_kw: 15\n"

# option, the arguments around it ({} is the file under test, {terms} a good TERMS.yaml), what it takes
OPTIONS = [
    ("--terms", ["claim", "--terms", "{}", "--incidents", LOG, "--units", "256"], "terms file"),
    ("--incidents", ["claim", "--terms", "{terms}", "--incidents", "{}", "--units", "256"], "incident log file"),
    ("--inventory", ["claim", "--terms", "{terms}", "--incidents", LOG, "--inventory", "{}"], "inventory file"),
    ("--unit-map", ["claim", "--terms", "{terms}", "--incidents", LOG, "--unit-map", "{}"], "unit map file"),
    ("--vendor-report", ["reconcile", "--incidents", LOG, "--vendor-report", "{}"], "incident log file"),
    ("--vendor-unit-map", ["reconcile", "--incidents", LOG, "--vendor-report", LOG, "--vendor-unit-map", "{}"],
     "unit map file"),
    ("--terms", ["reconcile", "--incidents", LOG, "--vendor-report", LOG, "--terms", "{}"], "terms file"),
    ("--nccl", ["accept", "--nccl", "{}", "--terms", "{terms}"], "nccl-tests log"),
    ("--smi", ["accept", "--nccl", str(DEMO / "nccl_all_reduce.log"), "--terms", "{terms}", "--smi", "{}"],
     "nvidia-smi CSV file"),
    ("--terms", ["accept", "--nccl", str(DEMO / "nccl_all_reduce.log"), "--terms", "{}"], "terms file"),
    ("--workload", ["score", str(DEMO / "qiantang_h800_framework.md"), "--workload", "{}"], "workload file"),
    ("--checklist", ["check", str(DEMO / "qiantang_h800_framework.md"), "--checklist", "{}"], "checklist file"),
]


def run(tmp_path: Path, args: list[str], path: Path):
    terms = tmp_path / "good.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    argv = [str(path) if a == "{}" else str(terms) if a == "{terms}" else a for a in args]
    done = CliRunner().invoke(app, argv + ["--db", str(tmp_path / "runs.db")])
    assert done.exit_code == 2, done.output
    assert done.exception is None or isinstance(done.exception, SystemExit)  # no traceback
    assert done.stdout == "" and not (tmp_path / "runs.db").exists()  # nothing printed, nothing recorded
    return done.stderr


@pytest.mark.parametrize("option, args, what", OPTIONS)
def test_a_folder_is_refused_naming_what_the_option_takes(tmp_path, option, args, what):
    """Was 'is a folder: give one file' for --terms, --inventory, --unit-map, --nccl, --smi (their readers were
    given no 'what'), and no option anywhere: a map or log fits two options of reconcile."""
    folder = tmp_path / "given"
    folder.mkdir()
    assert run(tmp_path, args, folder) == f"Error: given: is a folder: give one {what} (given as {option})\n"


@pytest.mark.parametrize("option, args, what", OPTIONS)
def test_a_missing_file_is_refused_naming_what_the_option_takes(tmp_path, option, args, what):
    assert run(tmp_path, args, tmp_path / "nope.txt") == f"Error: nope.txt: {what} not found (given as {option})\n"


@pytest.mark.parametrize("content, said", [
    (b"", "t.yaml: empty terms file (given as --terms)"),
    # a byte that is not UTF-8 is told by its line and offset, as in every text input (textcodec.not_utf8)
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\xff\xfe", "t.yaml:1: not UTF-8 text (byte 0); save the file as UTF-8"),
    ("机柜功率: 15\n".encode("gbk"), "t.yaml:1: not UTF-8 text (byte 0); save the file as UTF-8"),
])
def test_a_terms_file_that_is_not_text_names_the_option(tmp_path, content, said):
    bad = tmp_path / "t.yaml"
    bad.write_bytes(content)
    args = ["claim", "--terms", "{}", "--incidents", LOG, "--units", "256"]
    assert run(tmp_path, args, bad) == f"Error: {said}\n"


def test_the_same_file_given_to_two_options_names_neither(tmp_path):
    """Near miss: one missing log given as --incidents and --vendor-report; which option is meant cannot be told
    from the path, so none is named (the sentence is the same)."""
    gone = tmp_path / "gone.csv"
    args = ["reconcile", "--incidents", "{}", "--vendor-report", "{}"]
    assert run(tmp_path, args, gone) == "Error: gone.csv: incident log file not found\n"


def test_a_problem_on_a_line_is_not_given_an_option(tmp_path):
    """Near miss: a bad row is the log's own problem, in the editor's file:line form, unchanged."""
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\nA,2025-09-02T12:00,2025-09-02T10:00,node-1\n", encoding="utf-8")
    said = run(tmp_path, ["claim", "--terms", "{terms}", "--incidents", "{}", "--units", "256"], log)
    assert said.startswith("Error: log.csv:2: ") and "given as" not in said


def test_the_files_are_checked_before_the_contract_is_read(tmp_path):
    """A missing --inventory was found only after the contract was read (minutes for a long PDF): now first."""
    contract = tmp_path / "c.md"
    contract.write_bytes(b"\x00\x01binary")  # reading it would be refused, naming it
    args = ["claim", "--contract", str(contract), "--incidents", LOG, "--inventory", "{}"]
    said = run(tmp_path, args, tmp_path / "inv.csv")
    assert said == "Error: inv.csv: inventory file not found (given as --inventory)\n"


@pytest.mark.parametrize("command", [["check", "{contract}"], ["extract", "{contract}"], ["demo", "--out", "{out}"]])
def test_a_database_that_cannot_be_written_is_refused_before_any_work(tmp_path, command):
    """--db in a folder that does not exist was found only when the run was recorded, after the contract was read
    (here a contract that would be refused itself); the demo ran every step, each failing on it, and exited 0."""
    contract = tmp_path / "c.md"
    contract.write_bytes(b"\x00\x01binary")
    args = [str(contract) if a == "{contract}" else str(tmp_path / "out") if a == "{out}" else a for a in command]
    done = CliRunner().invoke(app, args + ["--db", str(tmp_path / "gone" / "runs.db")])
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == f"Error: runs.db: folder {tmp_path / 'gone'} does not exist (given as --db)\n"
    folder = tmp_path / "runs"
    folder.mkdir()
    done = CliRunner().invoke(app, args + ["--db", str(folder)])
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == "Error: runs: is a folder: give one database file (given as --db)\n"


def test_demo_fixtures_that_are_a_file_are_not_said_to_be_missing(tmp_path):
    """--fixtures naming a file that is there was 'demo fixtures not found: no such folder'; a missing one still
    is (near miss)."""
    given = tmp_path / "inputs.zip"
    given.write_bytes(b"PK\x03\x04")
    done = CliRunner().invoke(app, ["demo", "--fixtures", str(given), "--out", str(tmp_path / "out"), "--no-db"])
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == "Error: inputs.zip: is a file, not a folder: give --fixtures the folder of the demo's inputs\n"
    done = CliRunner().invoke(app, ["demo", "--fixtures", str(tmp_path / "gone"), "--out", str(tmp_path / "out"),
                                    "--no-db"])
    assert done.exit_code == 2 and "gone: demo fixtures not found: no such folder" in done.stderr
