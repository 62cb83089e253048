"""English misreadings found by session 47's helpers e123/e124 and fixed by e125: a maintenance notice stated by class
of customer whose second part leaves the maintenance unsaid ("For Enterprise customers, we give 7 days' notice of
maintenance; for Standard customers, 48 hours' notice") read as the first class's notice alone; two notice sentences with
no scope ("We give 5 business days' notice of maintenance. Maintenance is announced 24 hours in advance.") read as the 24
hours with the 120 a weaker alternative, where they contradict each other; and "available 99.9% of every month" read as
no level while "of each month" was one.

Each positive has a paraphrase and a near miss beside it.
"""

import pytest

from tests.conftest import checked_finding, extracted_term


def by_scope(t) -> set:
    return {(t.value, t.scope)} | {(a.value, a.scope) for a in t.conflicting}


# --- 1. a notice by class of customer, the second part elliptical -----------------------------------------------------

BY_CLASS = ("For Enterprise customers, we give 7 days' notice of maintenance; for Standard customers, 48 hours' "
            "notice.")


def test_a_notice_by_class_reads_each_class():
    t = extracted_term(BY_CLASS, "maintenance_notice_hours", 168, language="en")
    assert t.conflict_kind == "scoped"
    assert by_scope(t) == {(168, "Enterprise customers"), (48, "Standard customers")}


def test_a_notice_by_class_is_reviewed_naming_each_class():
    found = checked_finding(BY_CLASS, "maintenance-notice", language="en")
    assert (found.status, found.conflict_kind) == ("review", "scoped"), found.reason
    assert "168 hours for “Enterprise customers”" in found.reason
    assert "48 hours for “Standard customers”" in found.reason


@pytest.mark.parametrize("text, expected", [
    # paraphrased: the plan after "on", the maintenance "scheduled"
    ("Customers on the Premium plan receive 10 days' notice of scheduled maintenance; on the Basic plan, 3 days' notice.",
     {(240, "Premium plan"), (72, "Basic plan")}),
    # ... three classes, each part after a semicolon
    ("For Gold customers, 14 days' notice of maintenance; for Silver customers, 7 days' notice; for Bronze customers, "
     "2 days' notice.", {(336, "Gold customers"), (168, "Silver customers"), (48, "Bronze customers")}),
])
def test_a_notice_by_class_paraphrased(text, expected):
    t = extracted_term(text, "maintenance_notice_hours", max(v for v, _ in expected), language="en")
    assert t.conflict_kind == "scoped" and by_scope(t) == expected


@pytest.mark.parametrize("text", [
    # guards (pass on main too): the second part names what its notice is for, another thing than maintenance ...
    "For Enterprise customers, we give 7 days' notice of maintenance; for Standard customers, 30 days' notice of "
    "price changes.",
    # ... or names no class of its own
    "For Enterprise customers, we give 7 days' notice of maintenance; changes to pricing take 30 days' notice.",
])
def test_a_part_naming_its_own_thing_is_no_class_notice(text):
    t = extracted_term(text, "maintenance_notice_hours", 168, language="en")
    assert (t.value, t.conflict_kind) == (168, None)


# --- 2. two notice sentences with no scope contradict ------------------------------------------------------------------

TWO_NOTICES = "We give 5 business days' notice of maintenance. Maintenance is announced 24 hours in advance."


def test_two_notices_contradict():
    t = extracted_term(TWO_NOTICES, "maintenance_notice_hours", 120, language="en")
    # the first in the document stands for the term (select.choose: of equally strong statements, the first) ...
    assert (t.value, t.conflict_kind) == (120, "contradiction")
    assert {a.value for a in t.conflicting} == {24}


def test_two_notices_are_reviewed_naming_both():
    found = checked_finding(TWO_NOTICES, "maintenance-notice", language="en")
    assert (found.status, found.conflict_kind) == ("review", "contradiction"), found.reason
    assert "120 hours" in found.reason and "24 hours" in found.reason


def test_two_notices_paraphrased():
    # paraphrased: calendar days, the second "planned maintenance ... in advance"
    t = extracted_term("We give 5 days' notice of maintenance. Planned maintenance is announced 48 hours in advance.",
                       "maintenance_notice_hours", 120, language="en")
    assert t.conflict_kind == "contradiction" and {a.value for a in t.conflicting} == {48}


def test_one_notice_said_twice_is_no_contradiction():
    # guard (passes on main too): the same notice in both sentences
    t = extracted_term("We give 5 days' notice of maintenance. Maintenance is announced 5 days in advance.",
                       "maintenance_notice_hours", 120, language="en")
    assert (t.value, t.conflict_kind) == (120, None)
    found = checked_finding("We give 5 days' notice of maintenance. Maintenance is announced 5 days in advance.",
                            "maintenance-notice", language="en")
    assert found.status == "pass", found.reason


# --- 3. "of every month" -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "The Service will be available 99.9% of every month.",
    # paraphrased: "in every month", the cluster "available for"
    "The GPU cluster is available for 99.9% in every month.",
])
def test_available_a_share_of_every_month_is_the_level(text):
    t = extracted_term(text, "availability_pct", 99.9, language="en")
    assert t.value == 99.9


@pytest.mark.parametrize("text", [
    # guards (pass on main too): a discount available every month names no level ...
    "A discount of 20% is available every month.",
    # ... nor a share of each month's fee
    "Volume pricing is available for 20% of the fees of every month's invoice.",
])
def test_a_share_that_is_no_level_stays_none(text):
    extracted_term(text, "availability_pct", None, language="en")
