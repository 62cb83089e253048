"""Wordings from English GPU cloud, bare-metal and colocation pages (session 29, helper E47), in our own words.

Each positive has a near miss beside it: the same words about something else, which must keep reading.
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # the old technology named before the words that hand over to the new one, named after them ("X is replaced by Y"):
    # the site's is the new one (en.yaml ``compared.after``)
    ("Air cooling is replaced by liquid cooling in our GPU halls.", "cooling", "liquid"),
    ("In the new hall, air cooling has been replaced with direct-to-chip cooling.", "cooling", "liquid"),
    # ... near misses: nothing of the kind named after the words (a part replaced by someone), or the new one first
    ("Faulty NVIDIA H100 cards are replaced by the vendor within 4 hours.", "gpu_model", "H100"),
    ("Air-cooled racks are replaced by the provider on request.", "cooling", "air"),
    ("Liquid cooling replaces air cooling in our GPU halls.", "cooling", "liquid"),
])
def test_the_technology_handed_over_from_is_not_the_sites(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the kinds of cooling set side by side and weighed against each other: an explainer, no site's cooling
    # (en.yaml cooling ``group_blockers_after``, as zh.yaml's 各有优劣)
    ("Liquid and air cooling each have trade-offs.", None),
    ("Liquid cooling and air cooling each have their own trade-offs for GPU racks.", None),
    ("Air cooling: pros and cons for dense racks.", None),
    # ... near misses: the site's cooling, and both kinds offered
    ("Our GPU racks use liquid cooling, which differs in cost from our storage racks.", "liquid"),
    ("We offer liquid cooling and air cooling for storage racks.", "hybrid"),
])
def test_kinds_of_cooling_weighed_against_each_other_are_no_sites(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the credit set against the unit's share, the whole bill named as what it is not owed on: a credit per unit
    ("If one of your servers is down, any credit due would be proportional to that server's downtime and not your "
     "entire account.", "unit"),
    ("Service credits are calculated for the affected instance rather than the whole invoice.", "unit"),
    # ... near misses: a cap on the whole invoice, a credit on the monthly fee
    ("Credits will not exceed 50% of the entire invoice.", None),
    ("Customer will receive a credit of 10% of the monthly fee.", None),
])
def test_a_credit_not_owed_on_the_whole_bill_is_a_units(reads, text, expected):
    reads(text, "credit_base", expected, language="en")


CARDS = ("Service levels\n\n99.9%\nUptime commitment\n\n15 minutes\nCritical incident response\n\n4 hours\n"
         "Time to restore\n\n72 hours\nMaintenance notice\n")


@pytest.mark.parametrize("key, expected", [
    # a page of figure cards, each label under its figure and the cards set apart by blank lines: the label names the
    # figure above it (Evidence.label_under), as a label over its figure names the figure under it
    ("availability_pct", 99.9),
    ("response_minutes", 15),
    ("recovery_hours", 4),
    ("maintenance_notice_hours", 72),
])
def test_a_cards_label_under_its_figure_names_it(reads, key, expected):
    reads(CARDS, key, expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # ... near misses: a flattened table's cells (no blank line over the figure) read the label above; a line under the
    # figure that runs on into the next lines is no card's label
    ("Service levels\nMaintenance notice\n48 hours\nTime to restore\n4 hours\n", "recovery_hours", 4),
    ("Service levels\n\n48 hours\nMaintenance notice\nis given for most works\n", "maintenance_notice_hours", None),
])
def test_no_card_no_label_under(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a lead-in and the items it introduces read as one sentence: the GPU words the monitoring needs stand in its items
    # (Evidence.introduced), as an item's words may stand in its lead-in
    ("Critical thresholds trigger alerts:\n- GPU temperature above 85C\n- GPU power draw above 700 W\n", True),
    ("We monitor the following metrics:\n- GPU utilization\n- memory usage\n", True),
    # ... near miss: the items name no compute (an office's alarms)
    ("Our office alarms are monitored:\n- door sensors\n- fire alarms\n", None),
])
def test_a_lead_ins_items_say_what_it_monitors(reads, text, expected):
    reads(text, "monitoring", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a spec table's row counting the machines and another row's per-node card count: the ordered card count
    # (gpu_count ``node_rows``, derive.py)
    ("| Item | Value |\n|---|---|\n| Nodes | 4x bare metal |\n| GPUs | 8x NVIDIA H100 SXM5 per node |\n", 32),
    ("| Spec | Value |\n|---|---|\n| **Number of servers** | 16 |\n| GPUs per server | 8 |\n", 128),
    # ... near misses: a row that counts machines per rack, or two machine counts (configurations side by side)
    ("| Item | Value |\n|---|---|\n| Nodes per rack | 4 |\n| GPUs | 8x NVIDIA H100 SXM5 per node |\n", None),
    ("| Item | Value |\n|---|---|\n| Nodes | 4 |\n| Servers | 2 |\n| GPUs per node | 8 |\n", None),
])
def test_a_spec_tables_machine_row_counts_the_cards(reads, text, expected):
    reads(text, "gpu_count", expected, language="en")


SPACED = ("Service levels\n\n99.9%\n\nUptime commitment\n\n15 minutes\n\nCritical incident response\n\n4 hours\n\n"
          "Time to restore\n\n72 hours\n\nMaintenance notice\n")


@pytest.mark.parametrize("key, expected", [
    # the same cards with every line a paragraph of its own: the run opens with a figure under the page's title and
    # closes with a label, so each label is under its figure (Evidence._cards_way_up); read before as the label over
    # the next figure (a 4-hour response, a 72-hour repair)
    ("response_minutes", 15),
    ("recovery_hours", 4),
    ("maintenance_notice_hours", 72),
])
def test_spaced_cards_closing_with_a_label_name_the_figures_above(reads, key, expected):
    reads(SPACED, key, expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # a bare line opening and closing the run mid-page (a heading over labels under their figures, or labels over
    # them and a last line of another kind): no figure is named
    ("Our promises are set out below for every customer of the platform.\n\nService levels\n\n99.9%\n\n"
     "Uptime commitment\n\n4 hours\n\nTime to restore\n\n72 hours\n\nMaintenance notice\n", "recovery_hours", None),
    # ... near miss: the run opening with a label and closing with a figure keeps its labels over the figures
    ("Service levels\n\nUptime commitment\n\n99.9%\n\nTime to restore\n\n4 hours\n\nMaintenance notice\n\n72 hours\n",
     "recovery_hours", 4),
])
def test_spaced_cards_the_layout_does_not_orient_name_nothing(reads, text, key, expected):
    reads(text, key, expected, language="en")
