"""Spaces that a pattern could split more than one way are split one way only (x1).

An audit of the patterns the extraction and the loaders compile (334, each run over long runs of its own
characters, ended by one that makes it fail) found three, besides p35's, whose cost grew faster than the text:
the Markdown delimiter row (the pipe looked for again at each split of the opening spaces: cubic when searched,
quadratic per line), the party tables' rows of en.yaml ("[ \\t]*\\**[ \\t]*" beside the stars, "[ \\t]*\\|?[ \\t]*"
at a line's start and in the delimiter row's lookahead) and the gap of a restatement ("\\s*(?:整)?\\s*\\(").
Each now reads the same strings the same way (checked on random and corpus text). No timed test: the inputs
below took minutes on the old patterns, so a pattern that backtracks over them again shows as a suite that hangs.
"""

import pytest

from slacheck.extract.pipeline import extract_terms
from slacheck.ingest.markdown import is_delimiter_row

from ..conftest import make_document

SLA = "GPU Services Agreement\n\nProvider guarantees monthly availability of 99.9% for each GPU node.\n\n"


def _terms(text: str) -> dict:
    return {t.key: t.value for t in extract_terms(make_document(text, language="en"))}


# a line of spaces with no pipe: 20,000 spaces took half a second on the old pattern, growing as the square
# (300,000 would take minutes)
@pytest.mark.parametrize("line, expected", [
    (" " * 300_000 + "---", False),        # no pipe: a thematic break, no table's row
    (" " * 300_000 + "x", False),
    (" " * 300_000 + "| --- | :-: |", True),  # the same spaces before a real delimiter row
    ("| --- | :-: |", True),
    ("--- | ---", True),
    ("| Provider |", False),
])
def test_a_long_run_of_spaces_is_read_as_before_as_a_delimiter_row_or_not(line, expected):
    assert is_delimiter_row(line) is expected


# an order form's one-column party table, a long run of spaces in its cell before a word that ends no name
@pytest.mark.parametrize("cell", [
    "Acme GPU Cloud Inc." + " " * 3000 + "(US)",
    " " * 3000 + "Acme GPU Cloud Inc.",
    "Acme GPU Cloud Inc." + " *" * 1500,
])
def test_spaces_in_a_party_cell_change_no_term(cell):
    row = "| Provider |\n|---|\n| {} |\n"
    found = _terms(SLA + row.format(cell))
    assert found == _terms(SLA + row.format(" ".join(cell.split())))
    assert found["availability_pct"] == 99.9


def test_the_party_cell_under_its_header_is_still_read():
    found = _terms(SLA + "| Provider |\n|---|\n|   Acme GPU Cloud Inc.   |\n\n| Customer |\n| --- |\n| Union Data LLC |\n")
    assert found.get("vendor") == "Acme GPU Cloud Inc." and found.get("customer") == "Union Data LLC"


@pytest.mark.parametrize("gap, merged", [(" " * 3000 + "x (", False), (" " * 3000 + "(", True)])
def test_a_long_gap_before_a_restatement_changes_no_term(gap, merged):
    text = SLA + "Credit: 25%" + gap + "25%) of the monthly fee.\n"
    assert _terms(text) == _terms(SLA + "Credit: 25%" + " ".join(gap.split()).replace("x(", "x (") + "25%) of the monthly fee.\n")


# a glossary's entry is looked for at the document's start (its title over "<title> is a ..."): a first line of
# spaces was split every way before the title's letter was looked at, the line read again at each split
# (cubic: 400 spaces ~0.3 s, 800 ~2.5 s, 3,000 minutes on main)
@pytest.mark.parametrize("first_line", [" " * 3000 + "x", "#" + " " * 3000 + "x", " " * 3000])
def test_a_first_line_of_spaces_changes_no_term(first_line):
    found = _terms(first_line + "\n" + SLA)
    assert found == _terms(" ".join(first_line.split()) + "\n" + SLA)
    assert found["availability_pct"] == 99.9


def test_a_glossary_entry_under_leading_spaces_is_still_no_providers_terms():
    # "Colocation" over "Colocation is a data centre service model ...": an explainer (examples.entries)
    entry = "Colocation\nColocation is a data centre service model where the provider supplies 40 kW per rack.\n"
    assert _terms(" " * 3000 + entry) == _terms(entry)
