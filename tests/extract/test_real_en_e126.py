"""English maintenance notices left by e123/e125 and read by e126: a class of customer named without "for"/"on"/"in"
and its notice said "ahead" ("For Enterprise customers, 7 days' notice of maintenance; Basic plan customers, 24 hours
ahead") read as the first class's notice alone; and a notice whose class follows a part naming the maintenance but no
scope ("Maintenance is performed at night; for Standard customers, 48 hours' notice") read as no notice.

Each positive has a paraphrase and a near miss beside it.
"""

import pytest

from tests.conftest import extracted_term


def by_scope(t) -> set:
    return {(t.value, t.scope)} | {(a.value, a.scope) for a in t.conflicting}


# --- 1. a class named without a preposition, its notice "ahead" --------------------------------------------------------

AHEAD = "For Enterprise customers, 7 days' notice of maintenance; Basic plan customers, 24 hours ahead."


def test_a_class_without_preposition_and_ahead_is_that_class_notice():
    t = extracted_term(AHEAD, "maintenance_notice_hours", 168, language="en")
    assert t.conflict_kind == "scoped"
    assert by_scope(t) == {(168, "Enterprise customers"), (24, "Basic plan customers")}
    # the Basic plan customers' quote is the figure and its "ahead", where the document says it
    (alt,) = t.conflicting
    assert alt.text == "24 hours ahead" and AHEAD[alt.start:alt.end] == alt.text


@pytest.mark.parametrize("text, expected", [
    # paraphrased: "in advance"
    ("For Enterprise customers, 7 days' notice of maintenance; Basic plan customers, 24 hours in advance.",
     {(168, "Enterprise customers"), (24, "Basic plan customers")}),
    # ... a day "beforehand", the class a plain one
    ("For Enterprise customers, 7 days' notice of maintenance; Premium customers, 1 day beforehand.",
     {(168, "Enterprise customers"), (24, "Premium customers")}),
])
def test_a_class_without_preposition_paraphrased(text, expected):
    t = extracted_term(text, "maintenance_notice_hours", 168, language="en")
    assert t.conflict_kind == "scoped" and by_scope(t) == expected


@pytest.mark.parametrize("text, value", [
    # guards (pass on main too): work done "ahead of schedule" is no notice ...
    ("For Enterprise customers, 7 days' notice of maintenance; Basic plan customers, 24 hours ahead of schedule.", 168),
    ("We give 3 days' notice of maintenance. Maintenance windows may close 2 hours ahead of schedule.", 72),
])
def test_ahead_of_schedule_is_no_notice(text, value):
    t = extracted_term(text, "maintenance_notice_hours", value, language="en")
    assert (t.value, t.conflict_kind) == (value, None)


def test_work_finished_ahead_of_schedule_alone_is_no_notice():
    # guard (passes on main too)
    extracted_term("Scheduled maintenance is usually finished 2 hours ahead of schedule.", "maintenance_notice_hours",
                   None, language="en")


# --- 2. a first part naming the maintenance but no scope ---------------------------------------------------------------

NIGHT = "Maintenance is performed at night; for Standard customers, 48 hours' notice."


def test_a_class_notice_after_a_part_with_no_scope_is_read():
    t = extracted_term(NIGHT, "maintenance_notice_hours", 48, language="en")
    assert t.value == 48


def test_a_class_notice_after_a_part_with_no_scope_paraphrased():
    # paraphrased: on weekends, the class named without "for", the notice "in advance"
    t = extracted_term("Maintenance is carried out on weekends; Premium plan customers, 3 days in advance.",
                       "maintenance_notice_hours", 72, language="en")
    assert t.value == 72


@pytest.mark.parametrize("text", [
    # guards (pass on main too): the part names what its notice is for, another thing than maintenance ...
    "Maintenance is performed at night; for Standard customers, 48 hours' notice of price changes.",
    # ... or the first part states a notice of its own, no figure, so the second is no continuation of it
    "We give notice of maintenance by e-mail; for Standard customers, 48 hours' notice.",
    # ... or a full stop parts them
    "Maintenance is performed at night. For Standard customers, 48 hours' notice.",
])
def test_no_continued_part_no_notice(text):
    extracted_term(text, "maintenance_notice_hours", None, language="en")


# --- 3. a later region's figure is quoted with its region --------------------------------------------------------------

BY_REGION = "Hardware replacement within Europe 4 hours, US 6 hours."


def quotes(text, t) -> dict:
    """Each value's quote by scope, asserted to be the document's words at its offsets."""
    said = {t.scope: t.text} | {a.scope: a.text for a in t.conflicting}
    for o in [t, *t.conflicting]:
        assert text[o.start:o.end] == o.text
    return said


def test_a_later_region_figure_is_quoted_with_its_region():
    t = extracted_term(BY_REGION, "recovery_hours", 6, language="en")
    assert quotes(BY_REGION, t)["US"] == "US 6 hours"


def test_a_later_region_figure_is_quoted_with_its_region_paraphrased():
    # paraphrased: other regions, three of them, the hardware "replaced"
    text = "Failed hardware is replaced within EU 2 hours, APAC 5 hours, LATAM 9 hours."
    t = extracted_term(text, "recovery_hours", 9, language="en")
    said = quotes(text, t)
    assert (said["APAC"], said["LATAM"]) == ("APAC 5 hours", "LATAM 9 hours")


def test_one_region_figure_keeps_its_quote():
    # guard (passes on main too): one region's figure alone, its quote from the label as before
    text = "Replacement Server: Europe 3 hours"
    t = extracted_term(text, "recovery_hours", 3, language="en")
    assert t.text == "Replacement Server: Europe 3 hours" and text[t.start:t.end] == t.text
