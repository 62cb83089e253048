"""Command-line polish (session 21, q26): what a user sees when a term is missing from the terms file,
when an output option is given a folder or one of the command's own inputs, accept on a contract's
folder, and the demo's copies of its inputs with the commands to run next on them."""

from __future__ import annotations

import json
import os
import shlex
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api, commands
from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.terms_file import term_line

ROOT = Path(__file__).resolve().parents[1]
TRUTH = ROOT / "fixtures" / "contracts" / "fx01_qiantang_h800_framework.truth.yaml"  # the demo's contract
DEMO = ROOT / "fixtures" / "demo"
BUNDLE_ZH = ROOT / "fixtures" / "bundles" / "zh"
NCCL = DEMO / "nccl_all_reduce.log"


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.fixture
def typed(tmp_path, monkeypatch):
    """A working folder holding data/: the demo's log and its contract's terms without one term (``without``)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "incidents.csv").write_bytes((DEMO / "incidents.csv").read_bytes())

    def without(key: str) -> Path:
        lines = TRUTH.read_text(encoding="utf-8").splitlines(keepends=True)
        path = Path("data") / f"no_{key}.yaml"
        (tmp_path / path).write_text("".join(ln for ln in lines if not ln.strip().startswith(f"{key}:")),
                                     encoding="utf-8")
        return path

    return without


# --------------------------------------------------------------------------- 1. a term the terms file lacks


def test_term_line_says_what_the_key_takes():
    assert term_line("sla_unit") == "sla_unit: gpu|node|cluster"
    assert term_line("monthly_fee") == "monthly_fee: <number>"
    assert term_line("gpus_per_node") == "gpus_per_node: <number>"


def test_units_without_an_sla_unit_is_a_problem_of_the_terms_file_named_as_typed(typed):
    """Was 'Error: data/incidents.csv: --units needs an sla_unit…: pass --sla-unit … (given as --incidents)': the
    log was blamed for what the terms file lacks, and nothing said the file could state it."""
    terms = typed("sla_unit")
    with pytest.raises(SlacheckError) as raised:
        api.claim("data/incidents.csv", terms=terms, units=256, as_of="2025-10-13")
    assert raised.value.file == "data/no_sla_unit.yaml" and raised.value.term == "sla_unit"
    assert raised.value.message == ("--units needs an sla_unit (what a unit is), which the terms do not name: pass "
                                    "--sla-unit gpu|node, or add the line 'sla_unit: gpu|node' to "
                                    "data/no_sla_unit.yaml")
    done = run("claim", "--terms", terms, "--incidents", "data/incidents.csv", "--units", "256", "--as-of",
               "2025-10-13", "--db", "data/a.db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == ("Error: data/no_sla_unit.yaml: --units needs an sla_unit (what a unit is), which the terms "
                           "do not name: pass --sla-unit gpu|node, or add the line 'sla_unit: gpu|node' "
                           "to data/no_sla_unit.yaml (given as --terms)\n")
    assert not Path("data/a.db").exists()
    assert run("claim", "--terms", terms, "--incidents", "data/incidents.csv", "--units", "256", "--sla-unit", "node",
               "--as-of", "2025-10-13", "--no-db").exit_code == 0  # the option it names does give it


def test_a_missing_fee_names_the_terms_file_as_typed_and_the_line_to_add(typed):
    terms = typed("monthly_fee")
    done = run("claim", "--terms", terms, "--incidents", "data/incidents.csv", "--as-of", "2025-10-13", "--no-db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == ("Error: data/no_monthly_fee.yaml: credit_tiers needs the monthly fee, which the contract "
                           "does not state: pass --monthly-fee, or add the line 'monthly_fee: <number>' to "
                           "data/no_monthly_fee.yaml (given as --terms)\n")


def test_reconcile_names_the_terms_file_the_same_way(typed):
    terms = typed("monthly_fee")
    done = run("reconcile", "--incidents", "data/incidents.csv", "--vendor-report", "data/incidents.csv", "--terms",
               terms, "--as-of", "2025-10-13", "--no-db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr.startswith("Error: data/no_monthly_fee.yaml: credit_tiers needs the monthly fee")
    assert done.stderr.endswith("add the line 'monthly_fee: <number>' to data/no_monthly_fee.yaml (given as --terms)\n")


def test_a_contract_lacking_a_term_says_how_to_write_its_terms_out_runnable_from_here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "sla.md").write_text("服务等级协议\n\n集群按整体计算可用性。月费5000元。每发生1小时不可用，"
                                              "赔偿10倍时长的服务。\n", encoding="utf-8")
    (tmp_path / "log.csv").write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T12:00:00,*\n",
                                      encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        api.claim("log.csv", contract="docs/sla.md", as_of="2025-08-01", sla_unit="cluster")
    assert raised.value.file == "docs/sla.md"
    # all it lacks (session 23), runnable from here; since e114 (session 44) a note on how a contract billed by the
    # month prices an hour follows it, the contract stating a monthly fee
    message = raised.value.message
    assert ("write the terms out (slacheck extract docs/sla.md --format yaml > terms.yaml), add the lines "
            "'price_gpu_hour: <number>' and 'gpu_count: <number>' there, and pass --terms terms.yaml") in message
    assert message.endswith("price_gpu_hour is the month's fee divided by the month's hours and by the GPUs)"), message


# --------------------------------------------------------------------------- 2. an output option given a folder


OUTPUTS = [
    (("claim", "--terms", TRUTH, "--incidents", DEMO / "incidents.csv", "--as-of", "2025-10-13", "--letter"),
     "claim letter (e.g. letter.md)"),
    (("reconcile", "--incidents", DEMO / "incidents.csv", "--vendor-report", DEMO / "incidents.csv", "--letter"),
     "dispute letter (e.g. letter.md)"),
    (("check", DEMO / "qiantang_h800_framework.md", "--html"), "review page (e.g. page.html)"),
    (("check", DEMO / "qiantang_h800_framework.md", "--redline"), "redline (e.g. redline.docx)"),
]


@pytest.mark.parametrize("args, what", OUTPUTS, ids=["claim", "reconcile", "html", "redline"])
@pytest.mark.parametrize("slash", ["", "/"])
def test_an_output_option_given_a_folder_is_refused_before_any_work(tmp_path, monkeypatch, args, what, slash):
    monkeypatch.chdir(tmp_path)
    Path("out").mkdir()
    done = run(*args, "out" + slash, "--db", "a.db")
    assert done.exit_code == 2, done.output
    assert done.stderr == f"Error: out: is a folder: give one file name for the {what}\n"
    assert done.stdout == "" and "Traceback" not in done.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"] and not any(Path("out").iterdir())


def test_one_check_serves_every_output_file():
    with pytest.raises(SlacheckError) as raised:
        commands.output_file(ROOT / "fixtures", "claim letter", commands.LETTER_FORMATS)
    assert raised.value.message == "is a folder: give one file name for the claim letter (e.g. letter.md)"


def test_a_letter_named_as_the_contract_is_refused_and_the_contract_left_whole(tmp_path):
    """A .md contract and a .md letter: `--letter` naming the contract overwrote it with the letter."""
    contract = tmp_path / "c.md"
    contract.write_bytes((DEMO / "qiantang_h800_framework.md").read_bytes())
    before = contract.read_bytes()
    done = run("claim", "--contract", contract, "--incidents", DEMO / "incidents.csv", "--units", "256", "--as-of",
               "2025-10-13", "--letter", contract, "--no-db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr.startswith("Error: c.md: is the contract itself: give the claim letter another name "
                                  "(the contract is never overwritten)")
    assert contract.read_bytes() == before
    folder = tmp_path / "bundle"
    folder.mkdir()
    for p in BUNDLE_ZH.iterdir():
        (folder / p.name).write_bytes(p.read_bytes())
    inside = folder / "qiantang-04.md"
    before = inside.read_bytes()
    done = run("claim", "--contract", folder, "--incidents", DEMO / "incidents.csv", "--units", "128", "--as-of",
               "2025-10-13", "--letter", inside, "--no-db")
    assert done.exit_code == 2
    assert "qiantang-04.md: is a file of the contract: give the claim letter another name" in done.stderr
    assert inside.read_bytes() == before


def test_an_output_under_a_file_is_refused_before_any_work(tmp_path):
    done = run("check", DEMO / "qiantang_h800_framework.md", "--html", DEMO / "incidents.csv" / "page.html", "--db",
               tmp_path / "a.db")
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr == (f"Error: page.html: {DEMO / 'incidents.csv'} is a file, not a folder: give the review page "
                           "a path in a folder\n")
    assert not (tmp_path / "a.db").exists()


# --------------------------------------------------------------------------- 3. accept on a contract's folder


def test_api_accept_reads_a_bundle_folder_as_check_and_claim_do():
    result = api.accept([NCCL], contract=BUNDLE_ZH)
    read = api.read_contracts([BUNDLE_ZH])
    assert result.contract == read.document.name == \
        "qiantang-01.md + qiantang-02.docx + qiantang-03.docx + qiantang-04.md"
    assert result.document_sha256 == read.document.sha256
    # the order form's card count, the framework's fabric: the merged terms, not one file's
    assert "只覆盖合同约定 1,024 张GPU中的 16 张（128 个节点中的 2 个）" in " ".join(h.message for h in result.hardware)
    assert [r.port_gbps for r in result.nccl] == [400.0]


def test_cli_accept_takes_the_folder_and_records_each_file(tmp_path):
    db = tmp_path / "a.db"
    done = run("accept", "--contract", BUNDLE_ZH, "--nccl", NCCL, "--format", "json", "--db", db)
    assert done.exit_code == 0, done.output
    data = json.loads(done.stdout)
    assert data["contract"] == "qiantang-01.md + qiantang-02.docx + qiantang-03.docx + qiantang-04.md"
    with sqlite3.connect(db) as conn:
        names = sorted(r[0] for r in conn.execute("SELECT name FROM documents"))
        args = json.loads(conn.execute("SELECT args FROM runs").fetchone()[0])
    assert names == sorted([p.name for p in BUNDLE_ZH.iterdir()] + [data["contract"]])
    assert args["contract"] == str(BUNDLE_ZH)
    files = sorted(BUNDLE_ZH.iterdir())
    again = run("accept", *(w for f in files for w in ("--contract", f)), "--nccl", NCCL, "--format", "json",
                "--no-db")
    assert again.exit_code == 0 and json.loads(again.stdout)["contract"] == data["contract"]


# --------------------------------------------------------------------------- 4. the demo's next commands


def test_the_demo_copies_its_inputs_and_prints_commands_runnable_as_printed(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "slacheck", "demo", "--out", "my demo"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    copies = tmp_path / "my demo" / "inputs"
    assert sorted(p.name for p in copies.iterdir()) == sorted(
        ["qiantang_h800_framework.md", "helin_h800_monthly.pdf", "ashgrove_a100_lease_to_own.txt", "incidents.csv",
         "workload.yaml", "nccl_all_reduce.log", "claim.args.yaml", "claim.expected.json"])
    assert (copies / "incidents.csv").read_bytes() == (DEMO / "incidents.csv").read_bytes()
    head, _, tail = done.stdout.partition("\nNext, run each step yourself on the copies in my demo/inputs/:\n")
    assert "  copied to my demo/inputs/, and run there" in head and "6 of 6 steps ok" in head
    lines = tail.splitlines()
    assert all(line.startswith("  $ slacheck ") for line in lines) and len(lines) == 5
    assert [shlex.split(line[4:])[1] for line in lines] == ["extract", "check", "score", "claim", "accept"]
    claim = next(line for line in lines if " claim " in line)
    assert claim == ("  $ slacheck claim --contract 'my demo/inputs/qiantang_h800_framework.md' --incidents "
                     "'my demo/inputs/incidents.csv' --units 256 --as-of 2025-10-13 --letter "
                     "'my demo/claim-letter.md' --db 'my demo/slacheck.db'")
    assert "CONTRACT" not in tail and "LOG" not in tail  # no placeholder
    letter = (tmp_path / "my demo" / "claim-letter.md").read_bytes()
    (tmp_path / "my demo" / "claim-letter.md").unlink()
    for line in lines[3:]:  # claim and accept, as printed (the others were run by the demo the same way)
        words = shlex.split(line[4:])
        again = subprocess.run([sys.executable, "-m", "slacheck", *words[1:]], cwd=tmp_path, env=env,
                               capture_output=True, text=True, timeout=600)
        assert again.returncode == 0, (line, again.stderr)
    assert (tmp_path / "my demo" / "claim-letter.md").read_bytes() == letter
    with sqlite3.connect(tmp_path / "my demo" / "slacheck.db") as conn:
        commands_run = [r[0] for r in conn.execute("SELECT command FROM runs ORDER BY id")]
    assert commands_run[-4:] == ["claim", "accept", "claim", "accept"]


def test_a_folder_where_the_demo_writes_an_output_is_bad_input_not_a_traceback(tmp_path):
    """Was IsADirectoryError with a traceback (the demo wrote its JSON and Markdown with write_text)."""
    (tmp_path / "o" / "score.md").mkdir(parents=True)
    done = subprocess.run([sys.executable, "-m", "slacheck", "demo", "--out", "o", "--no-db"], cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=600)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == "Error: o/score.md: cannot write the score: Is a directory\n"
    assert not [p.name for p in (tmp_path / "o").iterdir() if ".partial" in p.name]
