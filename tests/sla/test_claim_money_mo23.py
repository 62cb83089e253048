"""Per-incident credits priced by a claim (mo22), carried through (mo23): the claim letter quotes the clause the money
comes from, a dispute letter states each dispute's claim deadline, `check` says a priced credit is priced, and a share
of the month's fee per outage ("每次断电按当月机柜租用费的10%赔偿", "a credit of 5% of the monthly fee for each outage") is
priced outage by outage."""

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from tests.conftest import claimed_month, make_document

FEE = ("The monthly fee is USD 31,000. Monthly availability commitment: 99.9%. If availability is below 99.9%, a credit of "
       "5% of the monthly fee applies.\n\n")
LADDER = ("# Compensation\n\nFor each outage, we will compensate the customer according to the following table:\n\n"
          " Up to 2 hours  1 day compensation\n 2-6 hours  3 days compensation\n Above 6 hours  7 days compensation\n")
MARCH = ("id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T03:00:00,*,vendor\n"
         "i2,2026-03-20T00:00:00,2026-03-20T02:00:00,*,vendor\ni3,2026-03-25T00:00:00,2026-03-25T08:00:00,*,vendor\n")


def letter(tmp_path, contract: str, log: str, as_of: str, lang: str = "en") -> str:
    (tmp_path / "c.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--contract", str(tmp_path / "c.md"), "--incidents", str(tmp_path / "log.csv"),
                                    "--as-of", as_of, "--no-db", "--letter", str(tmp_path / "l.md"), "--lang", lang])
    assert done.exit_code == 0, done.output
    return (tmp_path / "l.md").read_text(encoding="utf-8")


# --- 1. the letters
def test_the_claim_letter_quotes_the_ladder_its_amount_comes_from(tmp_path):
    # main: 11,000.00 claimed, "Terms relied on" quoting only the 5% tier
    text = letter(tmp_path, FEE + LADDER, MARCH, "2026-04-10")
    terms = text.split("## 1.")[1].split("## 2.")[0]
    assert "**11,000.00 USD**" in text
    assert "For each outage, we will compensate the customer according to the following table" in terms
    assert "2-6 hours 3 days compensation" in terms


def test_a_chinese_claim_letter_quotes_the_rows_with_their_clause_row_by_row(tmp_path):
    contract = ("月服务费为人民币30,000元。\n\n第五条 故障赔偿\n\n每次故障，乙方按下列标准向甲方赔偿：\n\n4小时以内  1天服务时长\n"
                "4至12小时  3天服务时长\n12小时以上  7天服务时长\n")
    log = "id,start,end,units,cause\ni1,2026-04-08T00:00:00,2026-04-08T05:00:00,*,vendor\n"
    text = letter(tmp_path, contract, log, "2026-05-10", lang="zh")
    assert "**3,000.00 CNY**" in text
    # the rows kept apart ("1天服务时长 4至12小时", not "1天服务时长4至12小时")
    assert "- 第五条：「每次故障，乙方按下列标准向甲方赔偿： 4小时以内  1天服务时长 4至12小时  3天服务时长" in text


def test_a_letter_claiming_only_the_tier_does_not_quote_the_ladder(tmp_path):
    # guard (passes on f5216dab): a 90-minute outage earns 1 day (1,000.00), less than the tier's 1,550.00
    log = "id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T01:30:00,*,vendor\n"
    text = letter(tmp_path, FEE + LADDER, log, "2026-04-10")
    assert "**1,550.00 USD**" in text and "following table" not in text


def reconcile_letter(tmp_path, lang: str) -> str:
    files = {"c.md": "月服务费为人民币100,000元。服务可用性承诺为99.9%。月度服务可用性低于99.9%的，赔偿月度服务费的10%。\n"
                     "甲方应在相关月份结束后30日内以书面形式提出赔偿申请。\n",
             "ours.csv": "id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T06:00:00,*,vendor\n",
             "theirs.csv": "id,start,end,units,cause\nV1,2026-03-03T00:00:00,2026-03-03T02:00:00,*,vendor\n"}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    done = CliRunner().invoke(app, ["reconcile", "--incidents", str(tmp_path / "ours.csv"), "--vendor-report",
                                    str(tmp_path / "theirs.csv"), "--contract", str(tmp_path / "c.md"), "--as-of",
                                    "2026-04-01", "--no-db", "--letter", str(tmp_path / "d.md"), "--lang", lang])
    assert done.exit_code == 0, done.output
    return (tmp_path / "d.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang, header", [("en", "| Claim deadline |"), ("zh", "| 申请期限 |")])
def test_the_dispute_letter_states_each_disputes_claim_deadline(tmp_path, lang, header):
    # March's claim window: 30 days after the month's end, 2026-04-30 (main: no deadline in the letter)
    lines = reconcile_letter(tmp_path, lang).splitlines()
    assert any(line.endswith(header) for line in lines)
    assert any(line.startswith("| i1 | V1 |") and line.endswith("| 2026-04-30 |") for line in lines)


# --- 2. check
def per_incident_finding(text: str):
    [found] = [f for f in api.check(make_document(text)).findings if f.rule == "per-incident-credit"]
    return found


def test_check_says_a_priced_ladder_is_priced_and_names_the_shared_end():
    found = per_incident_finding(FEE + LADDER)
    assert "which a claim prices outage by outage" in found.message and "does not compute" not in found.message
    assert found.status == "review" and "exactly 2 hours" in found.message


def test_check_passes_a_priced_share_of_the_month_fee():
    found = per_incident_finding("The monthly fee is USD 30,000.\n\nService credits: a credit of 5% of the monthly fee "
                                 "for each outage.\n")
    assert found.status == "pass" and "which a claim prices outage by outage" in found.message


def test_check_passes_outage_compensation_on_a_priced_ladder_alone():
    # no tier: main's outage-compensation is review, "a person must work out what it owes"
    text = ("月服务费为人民币30,000元。\n\n第五条 故障赔偿\n\n每次故障，乙方按下列标准向甲方赔偿：\n\n4小时以内  1天服务时长\n"
            "4至12小时  3天服务时长\n12小时以上  7天服务时长\n")
    finding = next(f for f in api.check(make_document(text)).findings if f.rule == "outage-compensation")
    assert finding.status == "pass" and "索赔逐次核算" in finding.message


def test_check_keeps_does_not_compute_for_rows_no_claim_prices():
    # guard (passes on f5216dab): rows not said per incident (possibly a month's total) stay unpriced
    gaia = ("The monthly fee is USD 3,100.\n\n# Compensations\n\nIn those rare cases when service outages has occured, we "
            "will compensate the customer(s) that has been affected according to the following table:\n\n"
            " Up to one hour  No compensation\n Up to 2 hours  1 day compensation\n Up to 6 hours  3 days compensation\n")
    found = per_incident_finding(gaia)
    assert found.status == "review" and "does not compute" in found.message


# --- 3. a share of the month's fee per outage
APRIL = ("id,start,end,units,cause\ni1,2026-04-08T00:00:00,2026-04-08T05:00:00,*,vendor\n"
         "i2,2026-04-18T00:00:00,2026-04-18T01:00:00,*,vendor\n")


def test_each_outage_earns_its_share_of_the_month_fee(tmp_path):
    # two outages x 5% of 30,000 = 3,000.00 (main: 0.00, the clause only quoted)
    contract = "The monthly fee is USD 30,000.\n\nService credits: a credit of 5% of the monthly fee for each outage.\n"
    month = claimed_month(tmp_path, contract, APRIL, as_of="2026-05-10")
    assert month["credit_amount"] == 3000.0
    [basis] = month["basis"]
    assert basis["form"] == "per_incident" and basis["detail"].endswith("10% of the month's fee in all")


def test_a_rack_fee_share_is_priced_on_the_rack_fee(tmp_path):
    # 每次断电 10% of the month's rack rent, the contract's monthly fee stated as that rent: 2 x 3,000.00
    contract = "机柜租用费：人民币30,000元/月。服务可用性承诺为99.9%。\n\n每次断电按当月机柜租用费的10%赔偿。\n"
    month = claimed_month(tmp_path, contract, APRIL, as_of="2026-05-10")
    assert month["credit_amount"] == 6000.0


def test_a_share_of_another_fee_than_the_monthly_fee_stays_a_note(tmp_path):
    # guard (passes on f5216dab): the rack's rent may be a part of the monthly service fee: not priced on it
    contract = "月服务费为人民币30,000元。服务可用性承诺为99.9%。\n\n每次断电按当月机柜租用费的10%赔偿。\n"
    month = claimed_month(tmp_path, contract, APRIL, as_of="2026-05-10")
    assert month["credit_amount"] == 0.0
    assert any("which this claim does not compute" in n for n in month["review"])


def test_a_share_past_a_length_is_capped_as_the_month_is(tmp_path):
    # the 5-hour outage only: 8% of 30,000 = 2,400.00, over the 5% tier (1,500.00) and capped at 6% (1,800.00)
    contract = ("月服务费为人民币30,000元。服务可用性承诺为99.9%。月度服务可用性低于99.9%的，赔偿月度服务费的5%。"
                "当月赔偿总额不超过月服务费的6%。\n单次故障时间超过4小时的，按当月服务费的8%赔偿。\n")
    month = claimed_month(tmp_path, contract, APRIL, as_of="2026-05-10")
    assert (month["credit_amount"], month["capped"]) == (1800.0, True)


def test_a_share_added_to_the_tier_stays_a_note(tmp_path):
    # guard (passes on f5216dab): "另按" is owed besides the tier, no credit form of which the largest is claimed
    contract = ("月服务费为人民币30,000元。服务可用性承诺为99.9%。月度服务可用性低于99.9%的，赔偿月度服务费的5%。\n"
                "每次服务中断超过2小时的，乙方另按当月服务费的5%赔偿。\n")
    month = claimed_month(tmp_path, contract, APRIL, as_of="2026-05-10")
    assert month["credit_amount"] == 1500.0
