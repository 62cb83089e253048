"""A credit owed per incident (session 34's helper cr2): "每次断电按当月机柜租用费的10%赔偿", "a credit of 10% of the
monthly fee for each Outage". No credit form of the SPEC computes it (SPEC §3.4: tiers by availability, per hour, a
downtime multiple), so it is read as no term, and `check` shows the clause as a ``review`` finding of its own that
names it; a per-hour credit and an incident's response time are no such clause."""

import pytest

from slacheck import api
from tests.conftest import make_document

PER_INCIDENT = [
    # the brief's IDC wording: each power interruption earns a tenth of the month's rack fee
    ("机柜租用合同\n\n第八条 乙方保证机柜供电可用性不低于99.99%。每次断电按当月机柜租用费的10%赔偿。\n",
     "每次断电按当月机柜租用费的10%赔偿。"),
    ("Colocation SLA\n\nProvider guarantees 99.99% power availability for each cabinet. Customer will receive a credit "
     "of 10% of the monthly fee for each Outage.\n",
     "Customer will receive a credit of 10% of the monthly fee for each Outage."),
    # ... beside tiers the claim computes: the tiers stay, the per-incident credit is shown apart
    ("GPU算力服务合同\n\n乙方承诺集群月可用性不低于99.9%，低于99.9%的，赔偿当月服务费的10%。每次服务中断超过2小时的，乙方另按当月服务费"
     "的5%赔偿。\n", "每次服务中断超过2小时的，乙方另按当月服务费的5%赔偿。"),
]


@pytest.mark.parametrize("text, clause", PER_INCIDENT)
def test_a_credit_per_incident_is_a_review_finding_naming_the_clause(text, clause):
    result = api.check(make_document(text))
    found = [f for f in result.findings if f.rule == "per-incident-credit"]
    assert len(found) == 1
    assert found[0].status == "review" and found[0].evidence.text == clause and found[0].evidence.page == 1
    assert clause in found[0].message and found[0].weight == 0
    assert result.summary.review == sum(f.status == "review" for f in result.findings)


def test_it_is_read_as_no_credit_per_hour_nor_tier(extracted):
    for key in ("credit_per_hour_pct", "credit_tiers"):
        extracted(PER_INCIDENT[0][0], key, None)
        extracted(PER_INCIDENT[1][0], key, None)


@pytest.mark.parametrize("text", [
    # a credit per hour of downtime: the SPEC's per-hour form, computed
    "GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%，如未达到，每中断1小时赔付月服务费的5%。\n",
    # an incident's response time, beside a tier: no credit per incident
    "SLA\n\nIf availability falls below 99.9%, Customer receives a credit of 10% of the monthly fee. Provider will "
    "respond to each incident within 15 minutes.\n",
    # incidents counted with no credit in their sentence
    "Colocation SLA\n\nProvider will send a report for each outage within 5 business days, covering 100% of the "
    "affected cabinets.\n",
])
def test_no_credit_per_incident_no_finding(text):
    assert not [f for f in api.check(make_document(text)).findings if f.rule == "per-incident-credit"]


def test_a_credit_in_days_is_said_to_four_places_in_the_reason():
    result = api.check(make_document("GPU算力服务合同\n\n乙方承诺集群月可用性不低于99.9%。可用性低于99.9%的，补偿3天服务时长；可用性低于99%的，"
                                     "补偿7天服务时长。\n"))
    finding = next(f for f in result.findings if f.rule == "outage-compensation")
    assert "23.3333%" in finding.reason and "23.33333333" not in finding.reason
