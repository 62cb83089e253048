"""Wordings from English SLAs of vendors outside the corpus (session 16, second round: a cloud's per-service
SLA table, dedicated-server terms), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a product named in a table of per-service targets isolates no tenant (Cloud Digit's "| VPC, LB | 99.99% |" read
    # tenant_isolation network)
    ("| Service | Target (monthly) | Notes |\n|---|---|---|\n| Virtual Machines | 99.95% | Multi-AZ |\n"
     "| VPC, LB | 99.99% | |\n", None),
    ("| Product | Monthly uptime |\n|---|---|\n| Dedicated GPU servers | 99.9% |\n", None),
    # ... but a cell under another column is read, in the same table or another
    ("| Service | Isolation |\n|---|---|\n| GPU cluster | Own VLAN per customer |\n", "network"),
    ("| Item | Detail |\n|---|---|\n| Network | Each customer gets its own VPC |\n", "network"),
    ("| Item | Detail |\n|---|---|\n| Tenancy | Single-tenant bare-metal nodes |\n", "dedicated"),
])
def test_a_name_in_a_table_of_covered_services(extracted, text, expected):
    term = extracted(text, "tenant_isolation", expected, language="en")
    if term is not None:
        assert term.value == expected
