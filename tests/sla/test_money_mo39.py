"""A maintenance notice the contract counts in business days is counted in business days by the claim (mo39).

"at least five (5) business days in advance" / 提前5个工作日通知 is 120 h counted in working days (cr17). The claim compared
the log's notice in calendar hours with 120: a maintenance announced six calendar days ahead across a weekend (four
business days) was excluded and the credit understated. The claim counts the notice's weekday hours (Monday to Friday,
the contract's zone) against N × 24; exactly N business days still excludes (SPEC §3.6), and the month says when a
public holiday (not known) could make it short. A notice in calendar hours is compared as before (guards).

March 2026: the 13th is a Friday. The month has 44,640 minutes; 180 minutes down is 99.597%, the 10% tier (USD 100).
"""

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from tests.conftest import claimed_month

TIERS_EN = ("# Service Level Agreement\n\nThe monthly fee is USD 1,000. Provider guarantees 99.9% monthly availability."
            "\n\n| Monthly Uptime | Service Credit |\n|---|---|\n| 99.0% to 99.9% | 10% |\n| < 99.0% | 25% |\n\n"
            "Customer must request a Service Credit within 30 days after the end of the month.\n")
TIERS_ZH = ("# 服务等级协议\n\n月服务费为人民币1,000元。乙方保证月可用性不低于99.9%。\n\n| 月可用性 | 赔偿比例 |\n|---|---|\n"
            "| 99.0%至99.9% | 10% |\n| 低于99.0% | 25% |\n\n甲方应在当月结束后30日内提出赔偿申请。\n")
FIVE_EN = TIERS_EN + "Scheduled maintenance announced at least five (5) business days in advance is not Downtime.\n"
FIVE_EN_WORKING = TIERS_EN + "Planned maintenance is excluded from Downtime if Customer receives 5 working days' prior notice.\n"
FIVE_ZH = TIERS_ZH + "乙方进行计划维护应提前5个工作日通知甲方，该维护时间不计入不可用时间。\n"
THREE_ZH = TIERS_ZH + "计划内维护须提前三个工作日书面告知甲方，不计入服务中断时间。\n"
FIVE_CALENDAR_EN = TIERS_EN + "Scheduled maintenance announced at least 120 hours in advance is not Downtime.\n"
THREE_CALENDAR_ZH = TIERS_ZH + "乙方进行计划维护应提前72小时通知甲方，该维护时间不计入不可用时间。\n"


def _maintenance(start: str, notice_hours: float, end: str | None = None) -> str:
    """A log of one maintenance of three hours from ``start`` (a March 2026 day and time), noticed ``notice_hours``
    ahead."""
    end = end or start.replace("T10:", "T13:")
    return f"id,start,end,units,cause,notice_hours\nM1,{start},{end},*,maintenance,{notice_hours:g}\n"


# Friday 13 March 10:00, announced Saturday 7 March 10:00: 144 calendar hours, 4 whole weekdays and 10 hours (4.41)
OVER_A_WEEKEND = _maintenance("2026-03-13T10:00:00", 144)


@pytest.mark.parametrize("contract", [FIVE_EN, FIVE_EN_WORKING, FIVE_ZH],
                         ids=["business days", "working days (paraphrase)", "工作日"])
def test_six_calendar_days_over_a_weekend_are_short_of_five_business_days(tmp_path, contract):
    # main: excluded_reason maintenance_notice, 0 minutes, credit 0.00 (144 h >= 120 h)
    month = claimed_month(tmp_path, contract, OVER_A_WEEKEND, "2026-04-15")
    [incident] = month["incidents"]
    assert (incident["excluded_reason"], incident["counted_minutes"]) == (None, 180.0), month
    assert (month["downtime_minutes"], month["credit_pct"], month["credit_amount"]) == (180.0, 10, 100.0), month
    said = " ".join(month["review"])
    assert ("maintenance 'M1': notice 4.41 business days (144 h ahead, weekends not counted), the contract requires 5 "
            "business days: counted as downtime") in said, month["review"]


def test_three_working_days_in_chinese_count_weekdays_too(tmp_path):
    # main: excluded (96 h >= 72 h). Wednesday 11 March 10:00 announced Saturday 7 March 10:00: Monday, Tuesday and 10
    # hours of Wednesday, 2.41 working days
    month = claimed_month(tmp_path, THREE_ZH, _maintenance("2026-03-11T10:00:00", 96), "2026-04-15")
    assert month["incidents"][0]["excluded_reason"] is None, month
    assert (month["credit_pct"], month["credit_amount"]) == (10, 100.0), month
    assert "notice 2.41 business days (96 h ahead" in " ".join(month["review"]), month["review"]


def test_exactly_five_business_days_still_excludes_and_a_holiday_is_said(tmp_path):
    # main: excluded too (168 h), but the month said nothing of a holiday that would make the notice short.
    # Friday 6 March 10:00 to Friday 13 March 10:00: exactly five business days (SPEC §3.6: equal excludes)
    month = claimed_month(tmp_path, FIVE_EN, _maintenance("2026-03-13T10:00:00", 168), "2026-04-15")
    [incident] = month["incidents"]
    assert (incident["excluded_reason"], incident["counted_minutes"]) == ("maintenance_notice", 0.0), month
    assert (month["downtime_minutes"], month["credit_amount"]) == (0.0, 0.0), month
    said = " ".join(month["review"])
    assert "maintenance 'M1': notice 5 business days, the contract requires 5 business days: excluded" in said
    assert "public holidays are not known" in said


def test_an_hour_short_of_five_business_days_counts(tmp_path):
    # main: excluded (167 h >= 120 h). Friday 6 March 11:00 to Friday 13 March 10:00: 4.95 business days
    month = claimed_month(tmp_path, FIVE_ZH, _maintenance("2026-03-13T10:00:00", 167), "2026-04-15")
    assert month["incidents"][0] == {"id": "M1", "counted_minutes": 180.0, "excluded_reason": None}, month
    assert month["credit_amount"] == 100.0, month
    assert "notice 4.95 business days" in " ".join(month["review"]), month["review"]


@pytest.mark.parametrize("contract", [FIVE_EN, FIVE_ZH])
def test_guard_a_notice_with_a_day_to_spare_says_nothing(tmp_path, contract):
    # guard (passes on main): Monday 2 March 10:00 to Wednesday 11 March 10:00, seven business days: excluded, and no
    # holiday could make it short of five, so the month says nothing of it
    month = claimed_month(tmp_path, contract, _maintenance("2026-03-11T10:00:00", 216), "2026-04-15")
    assert month["incidents"][0]["excluded_reason"] == "maintenance_notice", month
    assert month["credit_amount"] == 0.0
    assert not any("business days" in note for note in month["review"]), month["review"]


@pytest.mark.parametrize("contract", [FIVE_CALENDAR_EN, THREE_CALENDAR_ZH], ids=["120 hours", "72小时"])
def test_guard_a_notice_in_calendar_hours_counts_the_weekend(tmp_path, contract):
    # guard (passes on main): the same six days over a weekend meet a notice the contract states in hours
    month = claimed_month(tmp_path, contract, OVER_A_WEEKEND, "2026-04-15")
    assert month["incidents"][0] == {"id": "M1", "counted_minutes": 0.0, "excluded_reason": "maintenance_notice"}
    assert (month["downtime_minutes"], month["credit_amount"]) == (0.0, 0.0), month
    assert not any("business days" in note for note in month["review"]), month["review"]


def test_guard_a_calendar_notice_short_of_its_hours_counts_as_before(tmp_path):
    # guard (passes on main): 100 h against 120 h counts, said in hours
    month = claimed_month(tmp_path, FIVE_CALENDAR_EN, _maintenance("2026-03-13T10:00:00", 100), "2026-04-15")
    assert (month["incidents"][0]["excluded_reason"], month["credit_amount"]) == (None, 100.0), month


# --- a TERMS.yaml keeps the count in business days, and a person's hours stay hours


def _run(*args: str):
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


def _claim_on_terms(tmp_path: Path, terms_text: str, log: str) -> dict:
    import json

    terms = tmp_path / "terms.yaml"
    terms.write_text(terms_text, encoding="utf-8")
    log_path = tmp_path / "log.csv"
    log_path.write_text(log, encoding="utf-8")
    out = _run("claim", "--terms", str(terms), "--incidents", str(log_path), "--as-of", "2026-04-15", "--format",
               "json", "--no-db")
    [month] = json.loads(out)["months"]
    return month


def test_a_terms_yaml_written_by_extract_keeps_the_business_days(tmp_path):
    # main: the TERMS.yaml said "counted in: working days", but the claim excluded the maintenance (144 h >= 120 h)
    contract = tmp_path / "contract.md"
    contract.write_text(FIVE_EN, encoding="utf-8")
    written = _run("extract", str(contract), "--format", "yaml", "--no-db")
    assert "#   counted in: working days" in written
    month = _claim_on_terms(tmp_path, written, OVER_A_WEEKEND)
    assert (month["incidents"][0]["excluded_reason"], month["credit_amount"]) == (None, 100.0), month

    from slacheck.terms_file import read_terms_yaml, terms_to_contract

    read = terms_to_contract(read_terms_yaml(tmp_path / "terms.yaml"))
    assert (read.maintenance_notice_hours, read.maintenance_notice_counted_in) == (120, "working_days")
    assert "maintenance_notice_counted_in" not in read.model_dump()  # no SPEC §1 key of its own


HAND_WRITTEN = ("monthly_fee: 1000\ncurrency: USD\navailability_pct: 99.9\nclaim_window_days: 30\n"
                "credit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\n  - {below_pct: 99.0, credit_pct: 25}\n"
                "maintenance_notice_hours: 120\n")


def test_guard_a_terms_yaml_without_the_line_is_calendar_hours(tmp_path):
    # guard (passes on main): a person who deletes the "counted in" line confirms 120 calendar hours
    month = _claim_on_terms(tmp_path, HAND_WRITTEN, OVER_A_WEEKEND)
    assert (month["incidents"][0]["excluded_reason"], month["credit_amount"]) == ("maintenance_notice", 0.0), month


def test_a_terms_yaml_line_written_by_hand_counts_business_days(tmp_path):
    # main: excluded (144 h >= 120 h), the line read into the term but not into the claim
    month = _claim_on_terms(tmp_path, HAND_WRITTEN + "#   counted in: working days\n", OVER_A_WEEKEND)
    assert (month["incidents"][0]["excluded_reason"], month["credit_amount"]) == (None, 100.0), month


def test_an_unknown_key_for_the_count_is_refused(tmp_path):
    # guard (passes on main): the count is said on the comment line, not as a key of its own
    terms = tmp_path / "terms.yaml"
    terms.write_text("maintenance_notice_hours: 120\nmaintenance_notice_counted_in: working_days\n", encoding="utf-8")
    log_path = tmp_path / "log.csv"
    log_path.write_text(OVER_A_WEEKEND, encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(terms), "--incidents", str(log_path), "--as-of",
                                      "2026-04-15", "--no-db"])
    assert result.exit_code == 2 and "unknown key 'maintenance_notice_counted_in'" in result.output, result.output


# --- the letter says the notice as the contract counts it


@pytest.mark.parametrize("contract, words", [
    (FIVE_EN, "Maintenance noticed 4.41 business days ahead (144 h, weekends not counted), less than the 5 business "
              "days the agreement requires: counted as downtime"),
    (FIVE_ZH, "计划维护仅提前4.41个工作日通知（144小时，周末不计），少于合同要求的5个工作日，按约计入不可用时间"),
])
def test_the_letter_says_the_notice_in_business_days(tmp_path, contract, words):
    # main: the maintenance was excluded, the month claimed nothing and the letter listed no such row
    path, log = tmp_path / "contract.md", tmp_path / "log.csv"
    path.write_text(contract, encoding="utf-8")
    log.write_text(OVER_A_WEEKEND, encoding="utf-8")
    letter = tmp_path / "letter.md"
    _run("claim", "--contract", str(path), "--incidents", str(log), "--as-of", "2026-04-15", "--no-db",
         "--letter", str(letter))
    assert words in letter.read_text(encoding="utf-8")


def test_guard_the_letter_says_a_calendar_notice_in_hours(tmp_path):
    # guard (passes on main): a notice short of the contract's hours is said in hours
    path, log = tmp_path / "contract.md", tmp_path / "log.csv"
    path.write_text(FIVE_CALENDAR_EN, encoding="utf-8")
    log.write_text(_maintenance("2026-03-13T10:00:00", 100), encoding="utf-8")
    letter = tmp_path / "letter.md"
    _run("claim", "--contract", str(path), "--incidents", str(log), "--as-of", "2026-04-15", "--no-db",
         "--letter", str(letter))
    assert "Maintenance noticed 100 h ahead, less than the 120 h the agreement requires" in letter.read_text("utf-8")
