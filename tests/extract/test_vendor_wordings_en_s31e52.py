"""Wordings from English colocation and support SLAs (session 31, helper E52: helper E51's findings), in short
excerpts.

Each positive has a near miss beside it: the same words about something else, which must keep reading as they did.
"""

import pytest

from slacheck.api import check

# DC74's colocation SLA (dc74.com, "1. Power Availability Guarantee"): one level for a redundant A/B feed, another
# for a single A feed; it read 100 with no conflict, so the availability rule passed on the level of a configuration
# the contract may not buy
DC74 = ("1. Power Availability Guarantee\n\nDC74 guarantees that AC and/or DC power will be available to the "
        "customer's space, rack or cage 100% of the time with purchase of an A/B configuration. DC74 guarantees "
        "99.99% power availability of A feed power of either AC and/or DC power.\n")


@pytest.mark.parametrize("text, expected, other", [
    (DC74, 100, 99.99),
    # ... the option named before its level, and the single configuration's level first
    ("Power will be available 99.9% of the time. Customers who purchase redundant A+B circuits are guaranteed "
     "100% power availability.\n", 99.9, 100),
])
def test_levels_offered_for_configurations_bought_as_options_conflict(extracted, text, expected, other):
    term = extracted(text, "availability_pct", expected, language="en")
    assert term.conflict and term.confidence < 0.9
    assert [a.value for a in term.alternatives if a.reason == "conflict"] == [other]


def test_a_level_offered_for_an_option_sends_the_availability_rule_to_review(tmp_path):
    path = tmp_path / "dc74.md"
    path.write_text(DC74, encoding="utf-8")
    finding = next(f for f in check(path).findings if f.term == "availability_pct")
    assert finding.status == "review"


@pytest.mark.parametrize("text, expected", [
    # ... near misses: one level with no option named, stated twice the same, stays firm; so does an option's level
    # alone (nothing else to choose from)
    ("Power will be available 99.99% of the time. Our availability guarantee is 99.99% per month.\n", 99.99),
    ("DC74 guarantees that power will be available 100% of the time with purchase of an A/B configuration.\n", 100),
])
def test_one_level_stays_firm(extracted, text, expected):
    term = extracted(text, "availability_pct", expected, language="en")
    assert not term.conflict and term.confidence >= 0.8


@pytest.mark.parametrize("text, expected", [
    # a label closed by its colon over its figure, a blank line between, the figure led by its bound word (support
    # pages flattened from cards: "Response time:" / "Within 15 minutes"); it read nothing
    ("Priority Support\n\nResponse time:\n\nWithin 15 minutes\n", 15),
    ("Premium Support\n\nResponse time:\n\nUp to 4 hours\n", 240),
    # ... and the label in Markdown bold, its emphasis closed after the colon
    ("Priority Support\n\n**Response time:**\n\n15 minutes\n", 15),
    # ... near misses: a heading with no colon over a paragraph of its own, a colon label over a sentence that goes
    # on, and another label's figure
    ("Support\n\nResponse time\n\nOur engineers work in shifts; tickets are triaged by 3 teams within 2 days of "
     "the audit.\n", None),
    ("Support\n\nResponse time:\n\nWithin 30 days of the invoice date the customer may dispute charges.\n", None),
    ("Support\n\nResolution time:\n\nWithin 4 hours\n", None),
])
def test_a_colon_label_names_a_bound_figure_under_it(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a support page's title naming a priority level by its number over a colon label and its figure: the title says
    # the page is about support, as one with no number does (it read nothing: a digit kept the line from a title)
    ("Priority 1 Support\n\nResponse time:\n\n15 minutes\n", 15),
    ("Severity 2 Support\n\nResponse time:\n\nWithin 4 hours\n", 240),
    # ... near misses: lines whose number is no priority's or severity's, a figure or a stage of their own, are no
    # titles (as on main)
    ("Phase 2 Support\n\nResponse time:\n\n15 minutes\n", None),
    ("Orders 15 Support\n\nResponse time:\n\n15 minutes\n", None),
])
def test_a_title_naming_a_priority_by_its_number_is_a_title(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")
