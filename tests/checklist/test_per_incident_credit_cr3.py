"""A credit by the length of one outage (session 34's helper cr3): Vultr's "| Outage Time Frame | Credit Amount |" over
"| 10 – 59 minutes | 24 Hours |", or in words "an outage of 10 to 59 minutes earns a credit of 24 hours of service".
Each outage earns its row: a credit per incident (cr2's ``per-incident-credit`` finding), which a claim says it leaves
out; a table of downtime over the month, or of response times, is none."""

from decimal import Decimal

import pytest

from slacheck import api
from tests.conftest import make_document

# https://www.vultr.com/legal/sla/
TABLE = ("| Outage Time Frame | Credit Amount |\n|---|---|\n| Less than 9 minutes | 12 Hours |\n"
         "| 10 – 59 minutes | 24 Hours |\n| 60 – 119 minutes | 48 Hours |")
VULTR = f"Service Level Agreement\n\nVultr guarantees 100% network uptime.\n\n{TABLE}\n"
PROSE = "An outage of 10 to 59 minutes earns a credit of 24 hours of service."


@pytest.mark.parametrize("text, clause", [
    (VULTR, TABLE),
    (f"Service Level Agreement\n\nProvider guarantees 100% network availability. {PROSE}\n", PROSE),
    ("GPU算力服务合同\n\n乙方承诺网络可用性100%。\n\n| 单次中断时长 | 补偿时长 |\n|---|---|\n| 10-59分钟 | 24小时 |\n",
     "| 单次中断时长 | 补偿时长 |\n|---|---|\n| 10-59分钟 | 24小时 |"),
])
def test_a_credit_by_one_outages_length_is_a_per_incident_finding(text, clause):
    found = [f for f in api.check(make_document(text)).findings if f.rule == "per-incident-credit"]
    assert len(found) == 1
    assert found[0].status == "review" and found[0].evidence.text == clause and found[0].weight == 0


@pytest.mark.parametrize("text", [
    # downtime added up over the month: a tier's band, no outage counted
    "Service Level Agreement\n\nProvider guarantees 99.9% availability.\n\n| Monthly downtime | Credit |\n|---|---|\n"
    "| 10 – 59 minutes | 5% |\n",
    # an incident's response time beside a credit column of no outage length
    "Service Level Agreement\n\n| Incident severity | Response time | Credit |\n|---|---|---|\n| Severity 1 | 1 hour | 5% |\n",
    # an outage's length with no credit: a report owed
    "Service Level Agreement\n\n| Outage length | Report due |\n|---|---|\n| 60 minutes or more | 24 hours |\n",
])
def test_no_outage_length_credit_no_finding(text):
    assert not [f for f in api.check(make_document(text)).findings if f.rule == "per-incident-credit"]


def test_a_claim_under_vultrs_table_says_it_is_left_out(tmp_path):
    contract = tmp_path / "contract.txt"
    contract.write_text(VULTR, encoding="utf-8")
    log = tmp_path / "incidents.csv"
    log.write_text("id,start,end,units,cause\n1,2026-10-03T10:00:00,2026-10-03T11:00:00,*,vendor\n", encoding="utf-8")
    month = api.claim(log, contract=contract, as_of="2026-11-05", currency="USD").months[0]
    assert month.credit_amount == Decimal("0.00")
    assert any("credit per incident, which this claim does not compute" in r and "Outage Time Frame" in r
               for r in month.review)
