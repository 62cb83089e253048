"""Chinese and English money and time leftovers (session 39's helper mo18): a deadline counted from each outage is no
claim window of the month (SPEC §1: days after the month ends), so a report due days after the outage is quoted for
review and a window counted from the outage is derived evidence naming its start, said on each month of a claim; a cap
stated as a share of a share of the fee is their product, or review where the contract writes one share in words
("一半的60%") or of a quarter's fee; a VPC named as the customer's follows the letter the contract gives the customer;
a response in business hours is derived evidence (its length depends on the calendar) that still stands beside a
stated figure of another severity."""

import pytest

from slacheck import api
from tests.conftest import claimed_month, make_document

ZH = ("服务等级协议\n\n甲方（承租方）：上海星衍智能科技有限公司\n乙方（出租方）：上海澜算智能科技有限公司\n\n"
      "1. 乙方向甲方提供8台H800服务器，月服务费100000元。\n\n2. 月可用性低于99.9%的，乙方赔偿当月服务费的10%。{extra}\n")
EN = ("Service Level Agreement\n\nIf monthly availability falls below 99.9%, Customer receives a service credit of 10% of "
      "the monthly fee. {extra}\n")


def finding(text: str, rule: str, language: str, checklist: str = "gpu-training"):
    [found] = [f for f in api.check(make_document(text, language=language), checklist=checklist).findings
               if f.rule == rule]
    return found


# --- 1. a report due a time after each outage, the credit (or the outage) lost without it
@pytest.mark.parametrize("text, language", [
    (ZH.format(extra="故障发生后5个工作日内未书面通知乙方的，视为放弃赔偿。"), "zh"),
    (ZH.format(extra="赔偿不包括网络不联通的5天之内甲方未向乙方报告的情况。"), "zh"),
    (EN.format(extra="Outages not reported to Provider within 5 days of the outage are not eligible for credits."), "en"),
])
def test_a_report_deadline_counted_from_the_outage_is_quoted_for_review(extracted, text, language):
    extracted(text, "claim_window_days", None, language=language)  # no month's window read from it
    found = finding(text, "claim-window", language)
    # main: missing, "the contract does not state a claim window"
    assert found.status == "review"
    assert ("自每次故障起算" if language == "zh" else "counted from each outage") in found.message
    assert ("5个工作日" in found.message or "5天" in found.message or "5 days" in found.message)


# ... a claim window counted from the outage keeps its figure (corpus/real README rule 10) as derived evidence, quoted
# with what it runs from
@pytest.mark.parametrize("text, language, quoted", [
    (ZH.format(extra="故障发生后30日内甲方应提出赔偿申请，逾期视为放弃。"), "zh", "故障发生后30日内"),
    (EN.format(extra="Customer must submit a claim within 30 days of the incident."), "en", "within 30 days of the incident"),
])
def test_a_claim_window_counted_from_the_outage_is_derived_and_names_its_start(extracted, text, language, quoted):
    term = extracted(text, "claim_window_days", 30, language=language)
    assert (term.value, term.evidence_kind) == (30, "derived")  # main: operative, as if counted from the month's end
    assert quoted in term.text
    assert "is derived from" in finding(text, "claim-window", language).explanation


# ... a window counted from the month's end stays operative (guard: passes on main too)
def test_a_claim_window_counted_from_the_month_end_stays_operative(extracted):
    term = extracted(ZH.format(extra="甲方应于次月15日内提出赔偿申请。"), "claim_window_days", 15, language="zh")
    assert term.evidence_kind == "operative"


def test_a_claim_says_the_contract_counts_its_deadline_from_each_outage(tmp_path):
    contract = ZH.format(extra="\n\n3. 故障发生后30日内甲方应提出赔偿申请，逾期视为放弃。")
    log = "id,start,end,units,cause\ni1,2026-03-02T10:00:00,2026-03-02T14:00:00,*,vendor\n"
    month = claimed_month(tmp_path, contract, log, as_of="2026-04-20")
    # the contract's own deadline for this outage (mo20; mo18 kept SPEC §3.5's 2026-04-30, a month's end the contract
    # does not count from, with only this note)
    assert (month["claim_deadline"], month["claim_open"]) == ("2026-04-01", False)
    # main: nothing said, though the contract's deadline for this outage was 2026-04-01
    [note] = [n for n in month["review"] if "from each outage" in n]
    assert "故障发生后30日内甲方应提出赔偿申请" in note


def test_a_claim_says_the_contract_sets_a_report_deadline_from_each_outage(tmp_path):
    contract = ZH.format(extra="\n\n3. 故障发生后5个工作日内未书面通知乙方的，视为放弃赔偿。")
    log = "id,start,end,units,cause\ni1,2026-03-02T10:00:00,2026-03-02T14:00:00,*,vendor\n"
    month = claimed_month(tmp_path, contract, log, as_of="2026-04-20")
    assert month["claim_deadline"] is None  # no window read (main: none either, and nothing said)
    [note] = [n for n in month["review"] if "from each outage to report it" in n]
    assert "故障发生后5个工作日内未书面通知乙方的，视为放弃赔偿" in note


# --- 2. a cap as a share of a share of the fee
@pytest.mark.parametrize("text, language, expected", [
    (ZH.format(extra="赔偿金额不超过当月服务费的二分之一的60%。"), "zh", 30),  # main: 60
    (EN.format(extra="Service credits shall not exceed 50% of one half of the monthly fee."), "en", 25),  # main: 50
    (EN.format(extra="Service credits shall not exceed one-half of 60% of the monthly fee."), "en", 30),  # main: 50
])
def test_a_cap_as_a_share_of_a_share_is_their_product(reads, text, language, expected):
    reads(text, "credit_cap_pct", expected, language=language)


@pytest.mark.parametrize("extra", [
    "赔偿金额不超过当月服务费的一半的60%。",  # main: 60
    "赔偿金额不超过月服务费的50%的一半。",  # main: 50
    "赔偿金额最高不超过当季服务费的三分之一的50%。",  # main: 33.33 (a third of a quarter's fee)
    "赔偿金额最高不超过当季服务费的30%。",  # main: 30 (of three months' fees)
])
def test_a_cap_of_a_half_in_words_or_of_a_quarter_fee_goes_to_review(extracted, extra):
    text = ZH.format(extra=extra)
    extracted(text, "credit_cap_pct", None, language="zh")
    found = finding(text, "credit-cap", "zh")
    assert found.status == "review" and "并非以月服务费的比例约定" in found.message


# guards (pass on main too): a month's share as before, and a share of a year's fee left to review
def test_caps_of_the_month_or_of_a_year_read_as_before(reads, extracted):
    reads(ZH.format(extra="赔偿金额最高不超过当月服务费的50%。"), "credit_cap_pct", 50, language="zh")
    reads(ZH.format(extra="赔偿总额不超过当月服务费的二分之一。"), "credit_cap_pct", 50, language="zh")
    text = ZH.format(extra="赔偿金额不超过年度服务费的十二分之一的50%。")
    extracted(text, "credit_cap_pct", None, language="zh")
    assert finding(text, "credit-cap", "zh").status == "review"


# --- 3. a VPC named as the customer's, by the letter the contract gives the customer
REVERSED = ("GPU算力租赁合同\n\n甲方（出租方）：杭州某算力科技有限公司\n乙方（承租方）：上海某智能科技有限公司\n\n"
            "乙方向甲方租用H800 GPU服务器。{extra}\n")


def test_the_customer_vpc_follows_the_contract_roles(reads, extracted):
    # 乙方 rents here: its VPC is where a product sits, no isolation (main: network)
    extracted(REVERSED.format(extra="甲方提供的NAT网关部署在乙方VPC内。"), "tenant_isolation", None, language="zh")
    # ... and 甲方's VPC is the provider's, set apart from other tenants (main: none, 甲方VPC read as the customer's)
    reads(REVERSED.format(extra="甲方为乙方的算力资源部署在甲方VPC内，与其他租户隔离。"), "tenant_isolation", "network",
          language="zh")


# --- 4. a response in business hours
def test_a_response_in_business_hours_is_derived(extracted):
    text = "Service Level Agreement\n\nProvider will respond to Severity 1 incidents within 4 business hours.\n"
    term = extracted(text, "response_minutes", 240, language="en")
    assert (term.value, term.evidence_kind) == (240, "derived")  # main: operative
    assert "is derived from 'respond to Severity 1 incidents within 4 business hours'" in \
        finding(text, "response", "en", "finetune-inference").explanation


def test_a_response_in_business_hours_stands_beside_another_severity_hours(extracted):
    text = ("Service Level Agreement\n\nSeverity 1 incidents: Provider will respond within 4 business hours. "
            "Severity 3 incidents: Provider will respond within 8 hours.\n")
    term = extracted(text, "response_minutes", 240, language="en")
    assert (term.value, term.evidence_kind) == (240, "derived")  # not the 8 hours of another severity
    assert [(a.value, a.evidence_kind) for a in term.alternatives] == [(480, "operative")]


def test_a_recovery_in_business_hours_is_derived_and_stands_beside_other_hours(extracted):
    text = ("Service Level Agreement\n\nSeverity 1: Provider will restore service within 4 business hours. "
            "Severity 3: Provider will restore service within 8 hours.\n")
    term = extracted(text, "recovery_hours", 4, language="en")
    assert (term.value, term.evidence_kind) == (4, "derived")  # main: operative, a plain 4 hours
    assert "recovery_hours is derived from 'restore service within 4 business hours'" in \
        finding(text, "recovery", "en").explanation
