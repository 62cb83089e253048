"""A value the command line refuses is said in our words: no "Value error, " (pydantic's prefix, which
typer >= 0.2x passes through), and "'abc' is not a whole number", not pydantic's "Input should be a
valid integer, unable to parse string as an integer"."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from slacheck.cli import app


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.mark.parametrize("args, message", [
    (("check", "x.md", "--format", "xml"),
     "Invalid value for '--format': 'xml' is not one of 'table', 'json', 'md', 'csv', 'html'."),
    (("check", "x.md", "--lang", "fr"), "Invalid value for '--lang': 'fr' is not one of 'zh', 'en'."),
    (("claim", "--terms", "t.yaml", "--incidents", "l.csv", "--sla-unit", "rack"),
     "Invalid value for '--sla-unit': 'rack' is not one of 'gpu', 'node', 'cluster'."),
    (("claim", "--terms", "t.yaml", "--incidents", "l.csv", "--units", "abc"),
     "Invalid value for '--units': 'abc' is not a whole number"),
    (("claim", "--terms", "t.yaml", "--incidents", "l.csv", "--monthly-fee", "12k"),
     "Invalid value for '--monthly-fee': '12k' is not a number"),
    (("history", "--limit", "x\x1b[31m"), "Invalid value for '--limit': 'x\\x1b[31m' is not a whole number"),
])
def test_a_refused_value_is_one_sentence_of_ours(args, message):
    done = run(*args)
    assert done.exit_code == 2
    assert done.stderr.splitlines()[-1] == f"Error: {message}"
    assert "Value error" not in done.stderr and "Input should be" not in done.stderr


def test_our_own_checks_keep_their_words():
    done = run("claim", "--terms", "t.yaml", "--incidents", "l.csv", "--units", "0")
    assert done.exit_code == 2 and done.stderr.splitlines()[-1] == "Error: Invalid value for '--units': must be 1 or more (got 0)"


FIXTURES = __import__("pathlib").Path(__file__).resolve().parents[1] / "fixtures"


@pytest.mark.parametrize("size", ["nan", "inf", "-1", "1e300", "2048"])
def test_a_message_size_that_is_no_size_is_refused_not_a_traceback(size, tmp_path):
    # nan, inf and 1e300 stopped accept with a ValueError / OverflowError traceback (int(size * 1024**3))
    done = run("accept", "--contract", FIXTURES / "contracts" / "fx03_nimbusgrid_h100_order.docx", "--nccl",
               FIXTURES / "demo" / "nccl_all_reduce.log", "--min-size-gib", size, "--db", tmp_path / "a.db")
    assert done.exit_code == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].startswith("Error: Invalid value for '--min-size-gib': must be from 0 to 1024 (got ")
    assert not (tmp_path / "a.db").exists()


def test_a_message_size_in_range_is_judged_on():
    done = run("accept", "--contract", FIXTURES / "contracts" / "fx03_nimbusgrid_h100_order.docx", "--nccl",
               FIXTURES / "demo" / "nccl_all_reduce.log", "--min-size-gib", "0.5", "--no-db", "--format", "md")
    assert done.exit_code == 0 and "sizes ≥ 512 MiB" in done.stdout


@pytest.mark.parametrize("month", ["0000-01", "2201-12"])
def test_a_month_outside_the_years_is_refused_not_a_traceback(month):
    # year 0 stopped the engine with "ValueError: year 0 is out of range"
    done = run("claim", "--terms", FIXTURES / "contracts" / "fx01_qiantang_h800_framework.truth.yaml", "--incidents",
               FIXTURES / "demo" / "incidents.csv", "--as-of", "2025-10-13", "--month", month, "--no-db")
    assert done.exit_code == 2 and done.stderr == f"Error: --month: {month} is outside the years 1970-2199\n"


def test_history_limit_past_sqlites_integers_lists_every_run(tmp_path):
    # was an OverflowError traceback (Python int too large to convert to SQLite INTEGER)
    db = tmp_path / "a.db"
    assert run("check", FIXTURES / "contracts" / "fx01_qiantang_h800_framework.truth.yaml", "--db", db).exit_code in (0, 1)
    done = run("history", "--db", db, "--limit", "99999999999999999999999", "--format", "json")
    assert done.exit_code == 0 and [r["command"] for r in __import__("json").loads(done.stdout)] == ["check"]


@pytest.mark.parametrize("month, message", [
    ("2025-13", "month '2025-13': there is no month 13 (months are 01 to 12)"),
    ("2025-00", "month '2025-00': there is no month 0 (months are 01 to 12)"),
    ("2025-6", "month '2025-6' is not YYYY-MM")])  # a shape we do not read still names the form
def test_a_month_that_does_not_exist_says_so(month, message):
    # "2025-13" was told "is not YYYY-MM", which it is: the month number is what is wrong
    done = run("claim", "--terms", FIXTURES / "contracts" / "fx01_qiantang_h800_framework.truth.yaml", "--incidents",
               FIXTURES / "demo" / "incidents.csv", "--as-of", "2025-10-13", "--month", month, "--no-db")
    assert done.exit_code == 2 and done.stderr == f"Error: --month: {message}\n"


@pytest.mark.parametrize("ports", ["99999999999999999999999", "1025", "0"])
def test_ports_per_node_past_any_node_is_refused(ports, tmp_path):
    # 99999999999999999999999 was accepted and judged on "3.9999999999999995e+25 Gb/s per node"
    done = run("accept", "--contract", FIXTURES / "contracts" / "fx03_nimbusgrid_h100_order.docx", "--nccl",
               FIXTURES / "demo" / "nccl_all_reduce.log", "--ports-per-node", ports, "--db", tmp_path / "a.db")
    assert done.exit_code == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1] == f"Error: Invalid value for '--ports-per-node': must be from 1 to 1024 (got {ports})"
    assert not (tmp_path / "a.db").exists()


def test_ports_per_node_in_range_is_judged_on():
    done = run("accept", "--contract", FIXTURES / "contracts" / "fx03_nimbusgrid_h100_order.docx", "--nccl",
               FIXTURES / "demo" / "nccl_all_reduce.log", "--ports-per-node", "1024", "--no-db", "--format", "md")
    assert done.exit_code in (0, 1) and "1024 ports × 400 Gb/s" in done.stdout
