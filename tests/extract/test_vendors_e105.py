"""Published terms of GPU and hosting clouds nobody had read before, read by e105 (session 43).

A support time met on a share of the requests only ("95% of critical priority requests are solved in 2h", VK Cloud's
support SLA; "95%的故障在4小时内修复") holds for most of them, not for each: it was read as the time owed on every incident
(0.9, `check` passed recovery <= 4h on it), and is now a lesser statement (loose, for review). What racks or a plant
"can handle" ("cooling infrastructure can handle densities exceeding 40kW per rack", a GPU-cluster design guide) is what
the site copes with, no power committed to a rack: loose too, as "can support" already was. A kind of hosting a buyer
weighs ("When choosing dedicated GPU hosting for production workloads", GigaGPU's guide) isolates no tenant, as
"dedicated hosting" already did not.

The guards at the end pass on bafc589e too (they say so): what must not change beside the fixes, and values read
right from the other documents read (GPCN, ServersNow, Cragvale, GPU BYTE, Korgrid).
"""

import pytest

from slacheck import api

# VK Cloud, support SLA (https://cloud.vk.com/docs/en/intro/start/support/sla)
VK_CLOUD = ("# SLA\n\n"
            "The response time and resolution of the appeal depends on the urgency and impact of the request on the "
            "information resources of the clients.\n\n"
            "The response time to the appeal is no more than 60 minutes.\n\n"
            "| Degree of importance | Execution time |\n"
            "|---|---|\n"
            "| Critical | 95% of critical priority requests are solved in 2h. |\n"
            "| High | 95% of high priority requests are solved in 12h. |\n"
            "| Medium | 95% of medium priority requests are solved in 24h. |\n"
            "| Low | 95% of low priority requests are resolved in 48 hours. |\n")

# ITCT Shop, "GPU Cluster Design Guide: Network, Storage & Infrastructure Best Practices"
# (https://itctshop.com/gpu-cluster-design-guide)
DESIGN_GUIDE = ("# GPU Cluster Design Guide\n\n"
                "A high-performance GPU cluster isn't just about stacking H100s. It requires a balanced ecosystem where "
                "the network bandwidth matches GPU throughput (e.g., 400Gbps NDR InfiniBand), storage offers parallel "
                "access (Lustre/GPFS), and cooling infrastructure can handle densities exceeding 40kW per rack.\n")


def _finding(text: str, rule: str, language: str | None = None):
    from tests.conftest import make_document

    result = api.check(make_document(text, language=language))
    return next(f for f in result.findings if f.rule == rule)


def test_a_repair_time_met_on_a_share_of_the_requests_is_for_review(extracted):
    # bafc589e: recovery_hours = 2 as a table cell (0.95): a claim held every critical incident to 2 hours
    term = extracted(VK_CLOUD, "recovery_hours", True)
    assert term.value == 2
    assert term.evidence_kind == "loose"
    assert term.confidence < 0.6
    assert _finding(VK_CLOUD, "recovery").status == "review"


def test_the_firm_response_time_beside_it_stays(reads):
    # guard (passes on bafc589e too): "no more than 60 minutes" is owed on each appeal
    term = reads(VK_CLOUD, "response_minutes", 60)
    assert term.evidence_kind == "operative" and term.confidence >= 0.9


@pytest.mark.parametrize("text, key, value", [
    # bafc589e: each read at 0.9 operative, as if every ticket were answered in 15 minutes
    ("The Provider shall respond to 95% of Severity 1 tickets within 15 minutes.\n", "response_minutes", 15),
    ("The Provider will resolve 90% of critical incidents within 4 hours.\n", "recovery_hours", 4),
    ("乙方承诺95%的工单在15分钟内响应，95%的故障在4小时内修复。\n", "response_minutes", 15),
    ("乙方承诺95%的工单在15分钟内响应，95%的故障在4小时内修复。\n", "recovery_hours", 4),
])
def test_a_support_time_held_to_a_share_of_the_tickets_is_loose(extracted, text, key, value):
    term = extracted(text, key, True)
    assert term.value == value
    assert term.evidence_kind == "loose"
    assert term.confidence < 0.6


def test_a_time_owed_on_each_fault_wins_over_the_share(reads):
    # guard (passes on bafc589e too): the firm 4 hours stays the recovery time beside the share's 2h
    text = ("The Provider shall restore service within 4 hours of a fault.\n\n"
            "95% of critical priority requests are solved in 2h.\n")
    term = reads(text, "recovery_hours", 4)
    assert term.evidence_kind == "operative"


@pytest.mark.parametrize("text, key, value", [
    # guards (pass on bafc589e too): a time owed on every ticket, or on all of them, stays a commitment
    ("The Provider shall respond to all tickets within 15 minutes and restore service within 4 hours.\n",
     "response_minutes", 15),
    ("The Provider shall respond to all tickets within 15 minutes and restore service within 4 hours.\n",
     "recovery_hours", 4),
    ("乙方承诺15分钟内响应，4小时内修复故障。\n", "recovery_hours", 4),
    # ... and so does one whose share is the fee's, not the tickets'
    ("Customer receives a credit of 10% of fees for tickets not answered within 30 minutes.\n", "response_minutes", 30),
])
def test_a_time_owed_on_each_ticket_stays_operative(reads, text, key, value):
    term = reads(text, key, value)
    assert term.evidence_kind == "operative" and term.confidence >= 0.9


def test_what_cooling_can_handle_is_no_rack_power(extracted):
    # bafc589e: rack_power_kw = 40 at 0.9 from a design guide's "can handle densities exceeding 40kW per rack"
    term = extracted(DESIGN_GUIDE, "rack_power_kw", True)
    assert term.evidence_kind == "loose"
    assert term.confidence < 0.6
    assert _finding(DESIGN_GUIDE, "rack-power").status != "pass"


def test_a_rack_provisioned_with_its_power_stays(reads):
    # guard (passes on bafc589e too)
    term = reads("Each cabinet is provisioned with 40 kW of power.\n", "rack_power_kw", 40)
    assert term.evidence_kind == "operative"


# GigaGPU, "GPU Server Uptime & Reliability: Understanding SLAs" (https://gigagpu.com/gpu-server-uptime-reliability-sla/)
GIGAGPU = ("A 99.9% uptime SLA sounds impressive, but the difference between uptime tiers has a material impact on AI "
           "operations. When choosing dedicated GPU hosting for production workloads, understanding what each \u201cnine\u201d "
           "means in practice helps you evaluate whether a provider\u2019s guarantee matches your availability "
           "requirements.\n")


def test_a_kind_of_hosting_a_buyer_weighs_isolates_no_tenant(extracted):
    # bafc589e: tenant_isolation = dedicated (0.9) from "When choosing dedicated GPU hosting"
    extracted(GIGAGPU, "tenant_isolation", None)


def test_single_tenant_servers_of_such_hosting_still_read(reads):
    # guard (passes on bafc589e too): the plan's own words say no hardware is shared
    reads("Our dedicated GPU hosting plans include single-tenant bare-metal servers; no hardware is shared with other "
          "customers.\n", "tenant_isolation", "dedicated")


# Global Private Cloud Network, SLA (https://hub.gpcn.com/policies/service-level-agreement)
GPCN = ("## Global Private Cloud Network Uptime Commitment\n\n"
        "- Virtual Machines (VMs): Guaranteed 99.99% monthly uptime for VMs, including CPU, Memory, Storage, and Network "
        "availability.\n\n"
        "## Service Credit Calculation\n\n"
        "Service credits for affected services are calculated as follows:\n\n"
        "- VM Uptime\n"
        "  - Below 99.99% but at or above 99.9%: 10% of Net MRC as a service credit\n"
        "  - Below 99.9% but at or above 95.0%: 25% of Net MRC as a service credit\n"
        "  - Below 95.0%: 100% of Net MRC as a service credit\n")

# Cragvale, SLA (https://www.cragvale.org/sla): a worked example's "50% credit" before the ladder
CRAGVALE = ("Example based on 30 day month (720 hours):\n20 hours / 720 = 0.028\n100 - 0.028 = 99.97% uptime.\n\n"
            "This example would result in a 50% credit would be applied to your account.\n\n"
            "Uptime greater than or equal to 99.99%\nNo credit to your account.\n\n"
            "Uptime less than 99.99% but greater than 99.95%\n50% credit to your account.\n\n"
            "Uptime less than 99.95%\n100% credit to your account.\n")

# GPU BYTE, terms of service (https://gpubyte.com/terms-of-service)
GPU_BYTE = ("Services are billed hourly based on actual usage.\n\n"
            "We strive for high availability but do not guarantee 100% uptime. Maintenance windows and updates may "
            "temporarily interrupt service.\n")

# Korgrid, SLA (https://www.korgrid.com/sla)
KORGRID = ("## 4. Service Credits\n\n"
           "If the Company fails to meet the availability target for a given month, the Customer may request a service "
           "credit. Requests must be submitted in writing within thirty calendar days of the event and must include "
           "sufficient detail to verify the outage.\n")


@pytest.mark.parametrize("text, key, value", [
    # guards (pass on bafc589e too): what the documents read say, read right
    (GPCN, "availability_pct", 99.99),
    (GPCN, "credit_tiers", [{"below_pct": 99.99, "credit_pct": 10.0}, {"below_pct": 99.9, "credit_pct": 25.0},
                            {"below_pct": 95.0, "credit_pct": 100.0}]),
    (CRAGVALE, "credit_tiers", [{"below_pct": 99.99, "credit_pct": 50.0}, {"below_pct": 99.95, "credit_pct": 100.0}]),
    (GPU_BYTE, "availability_pct", None),
    (KORGRID, "claim_window_days", 30),
])
def test_the_other_documents_read_keep_their_values(reads, text, key, value):
    reads(text, key, value)
