"""A claim on the TERMS.yaml extract writes owes what a claim on the contract owes (session 47's helper mo47).

A TERMS.yaml held the terms only: what a claim reads in the contract's sentences rather than in its terms was lost, so a
claim on the file paid another amount than one on the contract: the caps on each outage's credit and on a year's or the
term's credits (``sla.caps``, mo40, mo43) and a plan's own ladder holes once the claim switches to it (mo45). The file
now keeps them (``capped_credit_clauses``; a plan's ladder's ``no credit:`` lines), readable and editable."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from tests.extract.test_real_en_e118 import ILLUSIONCLOUD, MEGANET
from tests.report.test_periods_plans_mo45 import AT_90, PLAN_EDGES, PLAN_EDGES_ZH
from tests.report.test_periods_plans_mo45 import AT_99 as PLAN_AT_99
from tests.sla.test_money_mo36 import AT_99, BERGET, BERGET_CAP, BERGET_FEE, EN_BANDS, ZH_BANDS, ZH_HEAD
from tests.sla.test_money_mo40 import (BERGET_PARAPHRASE, EN_HOURLY, EN_YEAR, FEE, FOUR_MONTHS, N1_20H_N2_5H, THREE_AND_ONE,
                                       ZH_MULTIPLE, ZH_TWO, ZH_YEAR)
from tests.sla.test_money_mo42 import EDITIONS_ZH, FIVE_HOURS, LEVELS_EN
from tests.sla.test_money_mo43 import HEAD, ILLUSION_PARAPHRASE, LOG_10H, LOG_20H, ZH, ZH_PARAPHRASE

USD_5760 = ("--monthly-fee", "5760", "--currency", "USD")
CNY_7200 = ("--monthly-fee", "7200", "--currency", "CNY")


def _run(*args: str) -> str:
    done = CliRunner().invoke(app, [*args, "--no-db"])
    assert done.exit_code == 0, done.output
    return done.stdout


def _terms_yaml(tmp_path: Path, contract: str) -> str:
    """The TERMS.yaml ``extract --format yaml`` writes of ``contract`` (Markdown text)."""
    path = tmp_path / "contract.md"
    path.write_text(contract, encoding="utf-8")
    return _run("extract", str(path), "--format", "yaml")


def _claim(tmp_path: Path, source: tuple[str, str], log: str, as_of: str, *options: str) -> dict:
    """``claim --format json`` of ``log`` on ``source`` (("--contract" or "--terms", the file's text))."""
    option, text = source
    path, log_path = tmp_path / ("contract.md" if option == "--contract" else "terms.yaml"), tmp_path / "log.csv"
    path.write_text(text, encoding="utf-8")
    log_path.write_text(log, encoding="utf-8")
    return json.loads(_run("claim", option, str(path), "--incidents", str(log_path), "--as-of", as_of, *options,
                           "--format", "json"))


def _money(result: dict) -> list:
    return [(m["month"], m["credit_amount"], m["capped"]) for m in result["months"]] + [result["total_credit"]]


def _both(tmp_path: Path, contract: str, log: str, as_of: str, *options: str, edit=lambda text: text):
    """The money of a claim on the contract and of one on the TERMS.yaml extract writes of it (``edit``: as a person
    edits it)."""
    terms = edit(_terms_yaml(tmp_path, contract))
    return (_money(_claim(tmp_path, ("--contract", contract), log, as_of, *options)),
            _money(_claim(tmp_path, ("--terms", terms), log, as_of, *options)))


CASES = {
    "berget": (BERGET.format(cap=BERGET_CAP), N1_20H_N2_5H, "2026-07-01", BERGET_FEE),
    "berget paraphrase": (BERGET.format(cap=BERGET_PARAPHRASE), N1_20H_N2_5H, "2026-07-01", BERGET_FEE),
    "zh outage cap": (ZH_MULTIPLE.format(cap="单次故障赔偿金额最高不超过当月服务费的1%。"), ZH_TWO, "2026-12-05", ()),
    "zh outage cap paraphrase": (ZH_MULTIPLE.format(cap="每次故障的赔偿上限为月服务费的1%。"), ZH_TWO, "2026-12-05", ()),
    "en hourly outage cap": (EN_HOURLY.format(cap="The credit for a single outage shall not exceed 10% of the monthly fee."),
                             THREE_AND_ONE, "2026-07-01", FEE),
    "en year": (EN_YEAR.format(cap="Total service credits in any twelve (12) month period shall not exceed 5% of the "
                                   "annual fees."), FOUR_MONTHS, "2026-07-01", FEE),
    "en year beside a month's cap": (EN_YEAR.format(
        cap="Service credits in any calendar month shall not exceed 30% of the monthly fee. Total service credits in any "
            "twelve (12) month period shall not exceed 5% of the annual fees."), FOUR_MONTHS, "2026-07-01", FEE),
    "zh year": (ZH_YEAR.format(cap="每年累计赔偿不超过年度服务费的5%。"), FOUR_MONTHS, "2026-07-01", FEE),
    "zh year paraphrase": (ZH_YEAR.format(cap="任意十二个月内的赔偿总额不超过年服务费的5%。"), FOUR_MONTHS, "2026-07-01", FEE),
    "zh term": (ZH_YEAR.format(cap="合同期内累计赔偿总额不超过年度服务费的6%。"), FOUR_MONTHS, "2026-07-01", FEE),
    "illusion 24 hours": (HEAD + ILLUSIONCLOUD, LOG_10H, "2026-06-01", USD_5760),
    "illusion paraphrase": (HEAD + ILLUSION_PARAPHRASE, LOG_10H, "2026-06-01", USD_5760),
    "meganet week": (HEAD + MEGANET, LOG_20H, "2026-06-01", USD_5760),
    "zh 24 hours": (ZH, LOG_10H, "2026-06-01", CNY_7200),
    "zh 48 hours": (ZH_PARAPHRASE, LOG_10H, "2026-06-01", CNY_7200),
    # a claim switched to the level's plan's ladder (mo45), at 90% in its hole (no credit below 95%): 0.00 on the
    # contract, 250.00 on the file (the hole was the chosen ladder's only)
    "plan hole en": (PLAN_EDGES, AT_90, "2026-04-10", ()),
    "plan hole zh": (PLAN_EDGES_ZH, AT_90, "2026-04-10", ()),
}
# guards (pass on main too): what the file kept already pays the same; a shared band edge (mo36) is a note, no amount
SAME_ON_MAIN = {
    "plan edge en": (PLAN_EDGES, PLAN_AT_99, "2026-04-10", ()),
    "plan level zh": (EDITIONS_ZH, FIVE_HOURS, "2026-04-01", ()),
    "plan level en": (LEVELS_EN, FIVE_HOURS, "2026-04-01", ()),
    "shared edge en": (EN_BANDS, AT_99, "2026-07-01", FEE),
    "shared edge zh": (ZH_HEAD + ZH_BANDS["range"] + "\n", AT_99, "2026-07-01", FEE),
}


@pytest.mark.parametrize("case", [*sorted(CASES), *sorted(SAME_ON_MAIN)])
def test_a_claim_on_the_terms_file_owes_what_one_on_the_contract_owes(tmp_path, case):
    # main: the file's claim uncapped (20,000.00 for Berget's 15,520.00; 1,000.00 for a year's 600.00; 240.00 for 24
    # hours' 192.00) or paid in the plan's hole
    contract, log, as_of, options = {**CASES, **SAME_ON_MAIN}[case]
    on_contract, on_terms = _both(tmp_path, contract, log, as_of, *options)
    assert on_terms == on_contract


# --- a person edits the file: a kept sentence's words are the cap of a year or of one outage's service time a claim
# reads; a cap on each outage is credit_cap_pct's value, its sentence saying it is one outage's
@pytest.mark.parametrize("case, words, edited, amounts", [
    # 3% of the annual 12,000 is 360: January 300, February cut to 60, March and April to 0 (5%: 300, 300, 0, 0)
    ("en year", "shall not exceed 5% of the annual fees.  # page 1", "shall not exceed 3% of the annual fees.  # page 1",
     [300.0, 60.0, 0.0, 0.0]),
    ("zh year", "每年累计赔偿不超过年度服务费的5%。  # page 1", "每年累计赔偿不超过年度服务费的3%。  # page 1",
     [300.0, 60.0, 0.0, 0.0]),
    # 12 hours of service a 10-hour outage (30 hours earned): 12/720 of 5,760 = 96.00 (24 hours: 192.00)
    ("illusion 24 hours", "up to a maximum of 24 hours per incident.  # page 1",
     "up to a maximum of 12 hours per incident.  # page 1", [96.0]),
    # 2% of 100,000 on each outage: the 5-hour outage's 8,000 capped at 2,000, the 20 minutes' 533.33 under it
    ("zh outage cap", "credit_cap_pct: 1  #", "credit_cap_pct: 2  #", [2533.33]),
])
def test_a_cap_edited_in_the_terms_file_changes_the_claim(tmp_path, case, words, edited, amounts):
    contract, log, as_of, options = CASES[case]

    def edit(text: str) -> str:
        assert text.count(words) == 1, text
        return text.replace(words, edited)

    _, on_terms = _both(tmp_path, contract, log, as_of, *options, edit=edit)
    assert [amount for _, amount, _ in on_terms[:-1]] == amounts


def _without_kept_lines(text: str) -> str:
    """``text`` as a TERMS.yaml written before the sentences were kept: no ``capped_credit_clauses`` key, its comment and
    items, nor the holes of a plan's ladder other than the one chosen."""
    text = text.split("# the contract's sentences capping")[0]  # (the key and its items end the file)
    return "".join(line for line in text.splitlines(keepends=True)
                   if not (line.startswith("#   no credit:") and ", for “" in line))


# guards (as on main): a file without the kept lines (written before them, or a person deleted them) loads and claims
# on its terms alone, as a claim on it did before: the month's cap, no cap of each outage or of a year, the hole unknown
@pytest.mark.parametrize("case, amounts", [
    ("berget", [20000.0]), ("en year", [300.0, 300.0, 300.0, 100.0]), ("illusion 24 hours", [240.0]),
    ("zh outage cap", [1000.0]), ("plan hole en", [250.0]),
])
def test_an_old_terms_file_without_the_kept_lines_claims_as_before(tmp_path, case, amounts):
    contract, log, as_of, options = CASES[case]
    _, on_terms = _both(tmp_path, contract, log, as_of, *options, edit=_without_kept_lines)
    assert [amount for _, amount, _ in on_terms[:-1]] == amounts


def test_the_terms_file_keeps_each_cap_sentence_with_its_page(tmp_path):
    contract = CASES["en year beside a month's cap"][0]
    text = _terms_yaml(tmp_path, contract)
    # the month's cap stays its term (credit_cap_pct: 30); the year's sentence is kept, its page beside it
    assert "credit_cap_pct: 30  # page 1: shall not exceed 30%\n" in text
    assert ("capped_credit_clauses:\n  - Total service credits in any twelve (12) month period shall not exceed 5% of "
            "the annual fees.  # page 1\n") in text
    assert "in any calendar month shall not exceed 30% of the monthly fee" not in text.split("capped_credit_clauses:")[1]


# guards (byte for byte what main writes): contracts stating no cap beyond the month's and no plan's ladder with holes of
# its own: their TERMS.yaml has no new line
@pytest.mark.parametrize("contract", [
    EN_BANDS, ZH_HEAD + ZH_BANDS["range"] + "\n",
    EN_YEAR.format(cap="Service credits in any calendar month shall not exceed 30% of the monthly fee."),
    ZH_YEAR.format(cap="每月赔偿总额不超过当月服务费的30%。"), EDITIONS_ZH,
])
def test_a_contract_without_such_clauses_writes_the_terms_file_as_before(tmp_path, contract):
    text = _terms_yaml(tmp_path, contract)
    assert "capped_credit_clauses" not in text and not any(
        line.startswith("#   no credit:") and ", for “" in line for line in text.splitlines())


def test_a_kept_sentence_that_is_no_sentence_is_refused_naming_its_line(tmp_path):
    contract, log, as_of, options = CASES["en year"]
    text = _terms_yaml(tmp_path, contract).replace("capped_credit_clauses:\n  - ", "capped_credit_clauses: {cap: ")
    text = text.replace("fees.  # page 1", "fees.}  # page 1")
    (tmp_path / "terms.yaml").write_text(text, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents",
                                    str(tmp_path / "log.csv"), "--as-of", as_of, *options, "--no-db"])
    line = text.splitlines().index(next(k for k in text.splitlines() if k.startswith("capped_credit_clauses"))) + 1
    assert done.exit_code == 2 and f"terms.yaml:{line}" in done.output and "capped_credit_clauses" in done.output
