"""A page of figure cards (a figure on one line, its label on the next, a blank line before the next card), as SLA
summary pages lay out their headline numbers. A label under its own figure is that figure's name, not the next
card's: the run "48 hours / Maintenance notice / (blank) / 4 hours / Time to restore" promised no 4-hour notice.

Near misses: labels over their figures (cards the other way up), and a flattened table's cells one a line with no
blank lines, keep reading the label above.
"""

import pytest

CARDS = "Service levels\n\n99.9%\nUptime commitment\n\n48 hours\nMaintenance notice\n\n4 hours\nTime to restore\n"


def test_a_cards_label_names_the_figure_above_it_not_the_next_cards(reads):
    # the 48 hours the label names (read since session 29, Evidence.label_under), never the next card's 4
    reads(CARDS, "maintenance_notice_hours", 48, language="en")
    reads(CARDS, "availability_pct", 99.9, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # labels over their figures, the cards set apart by blank lines: the label above still names its figure
    ("Service levels\n\nUptime commitment\n99.9%\n\nMaintenance notice\n48 hours\n\nTime to restore\n4 hours\n",
     "maintenance_notice_hours", 48),
    # ... and the same cards with no blank lines between them
    ("Service levels\nMaintenance notice\n48 hours\nTime to restore\n4 hours\n", "maintenance_notice_hours", 48),
    # a figure, then a paragraph break, then a label over its figure: the label is the figure's below
    ("Service levels\n\n99.9%\n\nMaintenance notice\n48 hours\n", "maintenance_notice_hours", 48),
])
def test_labels_over_their_figures_keep_naming_them(reads, text, key, expected):
    reads(text, key, expected, language="en")
