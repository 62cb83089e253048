"""A claim on the TERMS.yaml extract writes owes what a claim on the contract owes: credits per incident (session 47's
helper mo49, after mo47's caps).

A credit per incident priced by each outage's length ("单次故障4小时以上的，赔偿3天服务费", "each outage of 4-24 hours earns 3
days of service", rows under a lead "For each outage, ... per the following table:") is read from the contract's words,
not from a term: a TERMS.yaml kept none, so a claim on it left them out of the amount (paid less than the claim on the
contract). The file now keeps them (``per_incident_clauses``, each item the words a claim prices with its page) and the
sentence the monthly fee is stated in (``fee_sentence``: a share of "机柜租用费" is priced only where the fee's sentence
names it), readable and editable; a file without them claims as before."""

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

from tests.sla.test_claim_money_mo23 import FEE as LADDER_FEE, LADDER, MARCH
from tests.sla.test_money_mo46 import EN_BY_LENGTH, FIVE_AND_TWO, ZH_BY_LENGTH, ZH_BY_LENGTH_PARAPHRASE
from tests.sla.test_money_mo40 import EN_HOURLY, THREE_AND_ONE, ZH_MULTIPLE, ZH_TWO
from tests.sla.test_money_mo47 import CASES as CAP_CASES, _both, _terms_yaml
from tests.sla.test_per_incident_mo26 import EN_TABLE, FEE as TABLE_FEE, LOG as TABLE_LOG, ZH_TABLE
from tests.test_clauses_kept_q6 import APRIL, RACK

CASES = {
    # a 5-hour outage earns 3 days (3,000), a 2-hour one 1 day (1,000): 4,000 (main's file: 0)
    "zh by length": (ZH_BY_LENGTH.format(cap=""), FIVE_AND_TWO, "2026-07-20", ()),
    "zh by length paraphrase": (ZH_BY_LENGTH_PARAPHRASE.format(cap=""), FIVE_AND_TWO, "2026-07-20", ()),
    "en by length": (EN_BY_LENGTH.format(cap=""), FIVE_AND_TWO, "2026-07-20", ()),
    # ... each outage capped at 5% (1,500): 2,500 (mo46), the cap kept by mo47
    "zh by length capped": (ZH_BY_LENGTH.format(cap="单次故障赔偿不超过当月服务费的5%。"), FIVE_AND_TWO, "2026-07-20", ()),
    "en by length capped": (EN_BY_LENGTH.format(cap="The credit for each outage is capped at 5% of the monthly charges."),
                            FIVE_AND_TWO, "2026-07-20", ()),
    # rows under their lead (mo26, mo23): 4,500 and 11,000
    "zh table": (ZH_TABLE, TABLE_LOG, "2026-11-05", ()),
    "en table": (EN_TABLE.format(fee=TABLE_FEE, column="Credit (% of monthly fee)"), TABLE_LOG, "2026-11-05", ()),
    "en ladder under its lead": (LADDER_FEE + LADDER, MARCH, "2026-04-10", ()),
    # a share of the rack's rent its fee sentence names: 3,000
    "zh rack rent": (RACK, APRIL, "2026-05-10", ()),
}
AMOUNTS = {"zh by length": 4000.0, "zh by length paraphrase": 4000.0, "en by length": 4000.0,
           "zh by length capped": 2500.0, "en by length capped": 2500.0, "zh table": 4500.0, "en table": 4500.0,
           "en ladder under its lead": 11000.0, "zh rack rent": 3000.0}
# guards (pass on main too): a credit per incident no claim prices (a share of a fee the fee's sentence does not name; a
# header naming no fee) is quoted on both, priced on neither
SAME_ON_MAIN = {
    "zh rent not the fee": (RACK.replace("机柜租用费：人民币30,000元/月。", "月服务费为人民币30,000元。"), APRIL, "2026-05-10", ()),
    "en header naming no fee": (EN_TABLE.format(fee=TABLE_FEE, column="Credit (%)"), TABLE_LOG, "2026-11-05", ()),
}


@pytest.mark.parametrize("case", [*sorted(CASES), *sorted(SAME_ON_MAIN)])
def test_a_claim_on_the_terms_file_prices_the_credits_per_incident_as_the_contract(tmp_path, case):
    contract, log, as_of, options = {**CASES, **SAME_ON_MAIN}[case]
    on_contract, on_terms = _both(tmp_path, contract, log, as_of, *options)
    assert on_terms == on_contract
    assert on_contract[-1] == AMOUNTS.get(case, 0.0)


def test_the_terms_file_keeps_the_credit_and_the_fees_sentence_with_its_page(tmp_path):
    text = _terms_yaml(tmp_path, RACK)
    assert "per_incident_clauses:\n  - 每次断电按当月机柜租用费的10%赔偿。  # page 1\n" in text
    assert "fee_sentence: 机柜租用费:人民币30,000元/月。" in text  # (the text as read: NFKC)
    table = _terms_yaml(tmp_path, ZH_TABLE)
    # the rows stay rows under their lead, one item
    assert ('  - "每次服务中断,乙方按下表赔偿:\\n\\n| 单次中断时长 | 赔偿(月服务费%) |\\n|---|---|\\n| 1小时以内 | 5 |\\n'
            '| 1-4小时 | 10 |\\n| 4小时以上 | 20 |"  # page 1\n') in table


# --- a person edits the file: the kept words are what a claim prices
@pytest.mark.parametrize("case, words, edited, amount", [
    # 4 days for the 5-hour outage: 4,000 + 1,000
    ("zh by length", "单次故障4小时以上的,赔偿3天服务费。", "单次故障4小时以上的,赔偿4天服务费。", 5000.0),
    ("en by length", "each outage of 4-24 hours earns 3 days of service.", "each outage of 4-24 hours earns 5 days of "
                                                                           "service.", 6000.0),
    # the 3-hour outage's row at 15%: 5% + 15% of 30,000
    ("zh table", "| 1-4小时 | 10 |", "| 1-4小时 | 15 |", 6000.0),
    # the rent's share at 20%
    ("zh rack rent", "每次断电按当月机柜租用费的10%赔偿。", "每次断电按当月机柜租用费的20%赔偿。", 6000.0),
])
def test_a_credit_edited_in_the_terms_file_changes_the_claim(tmp_path, case, words, edited, amount):
    contract, log, as_of, options = CASES[case]

    def edit(text: str) -> str:
        kept = text.split("per_incident_clauses:")[1]
        assert kept.count(words) == 1, text
        return text.replace(kept, kept.replace(words, edited))

    _, on_terms = _both(tmp_path, contract, log, as_of, *options, edit=edit)
    assert on_terms[-1] == amount


def _without_kept_lines(text: str) -> str:
    """``text`` as a TERMS.yaml written before the credits were kept: no ``per_incident_clauses`` nor ``fee_sentence``."""
    return text.split("# the contract's credits per incident")[0]


# guards (as on main): a file without them (written before, or a person deleted them) loads and claims on its terms alone
# (the ladder's contract also states tiers by availability, which the terms carry: 1,550.00)
@pytest.mark.parametrize("case, amount", [("zh by length", 0.0), ("en ladder under its lead", 1550.0),
                                          ("zh rack rent", 0.0)])
def test_an_old_terms_file_without_the_credits_claims_as_before(tmp_path, case, amount):
    contract, log, as_of, options = CASES[case]
    _, on_terms = _both(tmp_path, contract, log, as_of, *options, edit=_without_kept_lines)
    assert on_terms[-1] == amount


def test_a_fee_sentence_naming_another_fee_prices_no_share_of_the_rent(tmp_path):
    # the fee's sentence changed by hand to one naming the service fee: the rent's share is no longer priced, as on a
    # contract stating "月服务费" (guard "zh rent not the fee"); 0.00 on main too, which priced no credit of the file
    contract, log, as_of, options = CASES["zh rack rent"]
    _, on_terms = _both(tmp_path, contract, log, as_of, *options,
                        edit=lambda text: text.replace("fee_sentence: 机柜租用费:人民币30,000元/月。", "fee_sentence: 月服务费为人民币30,000元。"))
    assert on_terms[-1] == 0.0


# --- caps on each outage that mo46 applies: the file keeps them as the contract states them, a claim owes the same
CAPS = {
    "zh by length capped paraphrase": (ZH_BY_LENGTH_PARAPHRASE.format(cap="每次中断赔偿最高不超过月服务费的5%。"),
                                       FIVE_AND_TWO, "2026-07-20", ()),
    "en by length capped (single outage)": (EN_BY_LENGTH.format(
        cap="Credits for any single outage shall not exceed 5% of the monthly fee."), FIVE_AND_TWO, "2026-07-20", ()),
    "en two caps in one sentence": (EN_HOURLY.format(
        cap="Credits for any single outage shall not exceed 10% of the monthly fee, nor 2 days of service."),
        THREE_AND_ONE, "2026-07-01", ("--monthly-fee", "1000", "--currency", "USD")),
    "en two caps paraphrase": (EN_HOURLY.format(
        cap="The credit for each outage is capped at 10% of the monthly fee and not more than 2 days of service."),
        THREE_AND_ONE, "2026-07-01", ("--monthly-fee", "1000", "--currency", "USD")),
    "zh two caps": (ZH_MULTIPLE.format(cap="单次故障赔偿不超过当月服务费的10%，且不超过1天服务费。"), ZH_TWO, "2026-12-05", ()),
    "zh two caps paraphrase": (ZH_MULTIPLE.format(cap="每次故障的赔偿上限为月服务费的10%，且最高不超过1天服务费。"), ZH_TWO,
                               "2026-12-05", ()),
}
# (the two caps in one sentence passed on main too: the file kept them already, mo47; guards here)
CAP_AMOUNTS = {"zh by length capped paraphrase": 2500.0, "en by length capped (single outage)": 2500.0,
               "en two caps in one sentence": 116.67, "en two caps paraphrase": 116.67, "zh two caps": 3866.67,
               "zh two caps paraphrase": 3866.67}


@pytest.mark.parametrize("case", sorted(CAPS))
def test_a_claim_on_the_terms_file_caps_each_outage_as_the_contract(tmp_path, case):
    contract, log, as_of, options = CAPS[case]
    on_contract, on_terms = _both(tmp_path, contract, log, as_of, *options)
    assert on_contract[-1] == CAP_AMOUNTS[case]
    assert on_terms == on_contract


# --- `check` on the TERMS.yaml says of the cap and of the credits per incident what it says on the contract
def _findings(tmp_path: Path, name: str, text: str) -> dict:
    (tmp_path / name).write_text(text, encoding="utf-8")
    done = CliRunner().invoke(app, ["check", str(tmp_path / name), "--format", "json", "--no-db"])
    assert done.exit_code in (0, 1), done.output  # (1: a finding fails the checklist)
    return {f["rule"]: (f["status"], f["message"]) for f in json.loads(done.stdout)["findings"]}


@pytest.mark.parametrize("contract, rules", [
    # a cap on a year's credits, on each outage's service time (main: the file's quote "- ... # page 1", the YAML's line)
    (CAP_CASES["en year"][0], ("credit-cap",)),
    (CAP_CASES["zh year"][0], ("credit-cap",)),
    (CAP_CASES["illusion 24 hours"][0], ("credit-cap",)),
    # a share of the rack's rent per outage its fee sentence names, rows under their lead (main: on the file "not
    # computed", the rule on compensation `missing`)
    (RACK, ("outage-compensation", "per-incident-credit")),
    (ZH_TABLE, ("outage-compensation", "per-incident-credit")),
    (EN_TABLE.format(fee=TABLE_FEE, column="Credit (% of monthly fee)"), ("outage-compensation", "per-incident-credit")),
])
def test_check_on_the_terms_file_says_what_it_says_on_the_contract(tmp_path, contract, rules):
    on_contract = _findings(tmp_path, "contract.md", contract)
    on_terms = _findings(tmp_path, "terms.yaml", _terms_yaml(tmp_path, contract))
    for rule in rules:
        # (the contract's quote is the whole sentence, its clause's number with it, "“2. 每年…”"; the file keeps the
        # sentence as extract lists it, without the number)
        status, message = on_contract[rule]
        assert on_terms[rule] == (status, re.sub(r"“\d+\. ", "“", message)), rule
    assert {rule: status for rule, (status, _) in on_terms.items()} == \
        {rule: status for rule, (status, _) in on_contract.items()}
