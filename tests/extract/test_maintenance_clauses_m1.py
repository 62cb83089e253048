"""A routine maintenance notice beside an emergency's in one sentence (helper m1): the emergency's word blocked the
whole sentence, so a notice period of planned work named in a later clause, or on a later line read into the same
sentence, was not read. The emergency's word now blocks only the part before planned work is named again in the
number's own clause (``sentence_blockers_closed_by``).

Each positive stands beside a near miss: the same words where the only figure is the emergency's.
"""

import pytest

# MYOB's GaaS support processes (https://www.myob.com/au/enterprise/software-systems/greentree-erp/gaas_support): the
# notification targets as lines of a table under its heading, read as one sentence; here the emergency's line first
MYOB_LINES = ("Notification of Planned and Emergency Maintenance\n"
              "Emergency Maintenance Notification Target As soon as practicable\n"
              "Planned Maintenance Notification Target Not less than 3 Days\n")
MYOB_TITLED = ("Notification of Planned and Emergency Maintenance\n"
               "Planned Maintenance Notification Target Not less than 3 Days\n"
               "Emergency Maintenance Notification Target As soon as practicable\n")


@pytest.mark.parametrize("text, expected", [
    ("紧急维护将尽可能提前通知，例行维护提前48小时通知。", 48),
    ("紧急检修将及时通知甲方，计划检修应提前3天通知甲方。", 72),
    # ... near misses: the emergency's notice alone, or the only figure the emergency's (named after the routine work)
    ("紧急维护可提前2小时通知。", None),
    ("例行维护将尽量提前通知，紧急维护提前2小时通知。", None),
    ("紧急维护提前2小时通知，例行维护另行通知。", None),
], ids=["emergency-then-routine", "emergency-then-planned-overhaul", "emergency-alone", "routine-then-emergency-figure",
        "emergency-figure-then-routine"])
def test_zh_routine_notice_after_an_emergency_clause(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    (MYOB_LINES, 72),
    (MYOB_TITLED, 72),
    ("Emergency maintenance will be notified as soon as practicable, and planned maintenance with 72 hours notice.", 72),
    # ... near misses: the emergency's notice alone, or the only figure the emergency's
    ("Emergency maintenance: 2 hours notice.", None),
    ("Planned maintenance will be notified as early as possible, and emergency maintenance with 2 hours notice.", None),
    ("Emergency Maintenance Notification Target Not less than 2 hours\n"
     "Planned Maintenance Notification Target As agreed\n", None),
], ids=["myob-emergency-line-first", "myob-under-title", "emergency-then-planned", "emergency-alone",
        "planned-then-emergency-figure", "emergency-figure-lines"])
def test_en_planned_notice_after_an_emergency_part(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="en")
