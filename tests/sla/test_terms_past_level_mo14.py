"""A downtime multiple counted only past the level, through a TERMS.yaml (session 37's helper mo14). mo11 left it out of a
claim on the contract ("one day of service will be provided per fifteen minutes downtime past the uptime guarantee"), but
`extract --format yaml` quoted only "one day of service will be provided per fifteen minutes", so `claim --terms` on that
file computed 96 x all of the downtime (1920.00 for one hour where the contract owes less). The multiple's quote now runs
on to the words that count past the level, and a claim from a TERMS.yaml reads them in the value's quote: left out and
said, as from the contract. A quote without them (or no quote: a hand-written file) is computed as written.
"""

import json

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from tests.sla.test_credit_wordings_mo11 import ATABYTE, EN, ONE_HOUR
from tests.sla.test_zh_shares_mo14 import DOWN_1H, PAST, ZH


def run(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


def terms_claim(tmp_path, contract: str, log: str, *unit: str, edit=lambda terms: terms) -> dict:
    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    terms = edit(run("extract", str(tmp_path / "contract.md"), "--format", "yaml", "--no-db"))
    (tmp_path / "terms.yaml").write_text(terms, encoding="utf-8")
    out = run("claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents", str(tmp_path / "log.csv"), "--as-of",
              "2026-12-05", *unit, "--format", "json", "--no-db")
    [month] = json.loads(out)["months"]
    return month


EN_PAST = EN.format(sla=ATABYTE.format(past=" past the uptime guarantee"))


def test_the_terms_file_quotes_the_words_and_the_claim_leaves_the_multiple_out(tmp_path):
    month = terms_claim(tmp_path, EN_PAST, ONE_HOUR, "--sla-unit", "node", "--units", "1")
    # main: 1920.0 (96 x 8 GPU-hours x 2.50 over the whole hour)
    assert month["credit_amount"] == 0.0 and month["basis"] == []
    [note] = [n for n in month["review"] if "past what its level of availability allows" in n]
    assert note.endswith("terms.yaml: “one day of service will be provided per fifteen minutes downtime past the uptim…”")


def test_zh_the_terms_file_quotes_the_words_and_the_claim_leaves_the_multiple_out(tmp_path):
    month = terms_claim(tmp_path, ZH.format(sla=PAST.format(downtime="超出可用性承诺部分的中断时长")), DOWN_1H)
    # main: 1600.0 (10 x 8 GPU-hours x 20)
    assert month["credit_amount"] == 0.0 and month["basis"] == []
    [note] = [n for n in month["review"] if "past what its level of availability allows" in n]
    assert note.endswith("terms.yaml: “超出可用性承诺部分的中断时长的10倍”")


@pytest.mark.parametrize("edit", [
    # the reviewer, having settled that the multiple counts all downtime, deletes the words from the quote
    lambda terms: terms.replace(" past the uptime guarantee", ""),
    # ... or writes the value with no quote at all
    lambda terms: "\n".join(line.split("  #")[0] if line.startswith("credit_downtime_multiple") else line
                            for line in terms.splitlines()) + "\n",
])
def test_a_terms_file_without_the_words_computes_the_multiple(tmp_path, edit):
    # near miss: the file states no such thing, so its multiple is computed as written (as on main)
    month = terms_claim(tmp_path, EN_PAST, ONE_HOUR, "--sla-unit", "node", "--units", "1", edit=edit)
    assert month["credit_amount"] == 1920.0
    assert [b["form"] for b in month["basis"]] == ["downtime_multiple"]
