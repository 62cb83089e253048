"""reconcile: each credit's months say the contract's extra credit for a single outage over a length (mo5's claim note)
from that credit's own log — our longest outage under our credit, the vendor's under theirs — not from ours for both."""

from slacheck import api

CONTRACT = """# GPU Cluster Service Agreement

Provider: Acme GPU Cloud Ltd. Customer: Beta AI Inc.

The monthly fee is USD 100,000. Monthly availability of the cluster shall be at least 99.9%.
If availability falls below 99.9%, Customer receives a service credit of 10% of the monthly fee; below 99%, 25%.
Any single outage exceeding 4 hours earns an additional 25% credit.
"""
OURS = "id,start,end,units,cause\nINC-1,2026-03-05T10:00:00Z,2026-03-05T15:12:00Z,*,vendor\n"
THEIRS = ("id,start,end,units,cause\nV-1,2026-03-05T10:00:00Z,2026-03-05T11:00:00Z,*,vendor\n"
          "V-2,2026-03-06T10:00:00Z,2026-03-06T16:00:00Z,*,vendor\n")


def reconciled(tmp_path, ours: str, theirs: str):
    (tmp_path / "contract.md").write_text(CONTRACT, encoding="utf-8")
    (tmp_path / "ours.csv").write_text(ours, encoding="utf-8")
    (tmp_path / "theirs.csv").write_text(theirs, encoding="utf-8")
    return api.reconcile(tmp_path / "ours.csv", tmp_path / "theirs.csv", contract=tmp_path / "contract.md",
                         as_of="2026-04-20")


def long_outage_notes(credit) -> list[str]:
    return [r for r in credit.months[0].review if "a single outage over 4 hours earns it" in r]


def test_each_credit_names_the_longest_outage_of_its_own_log(tmp_path):
    result = reconciled(tmp_path, OURS, THEIRS)
    (ours,) = long_outage_notes(result.ours_credit)
    (theirs,) = long_outage_notes(result.theirs_credit)
    assert "an outage of 5.2 hours (INC-1)" in ours
    assert "an outage of 6 hours (V-2)" in theirs
    assert any("neither credit above computes" in note for note in result.uncomputed)


def test_a_log_with_no_outage_past_the_length_says_nothing_of_it(tmp_path):
    # near miss: the vendor's log has no outage over 4 hours, ours has one
    result = reconciled(tmp_path, OURS, "id,start,end,units,cause\nV-1,2026-03-05T10:00:00Z,2026-03-05T11:00:00Z,*,vendor\n")
    assert len(long_outage_notes(result.ours_credit)) == 1
    assert long_outage_notes(result.theirs_credit) == []
