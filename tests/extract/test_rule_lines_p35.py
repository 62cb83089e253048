"""A long run of dashes that ends in a word is no table rule, and telling so is linear in the line (p35).

Contracts exported to text draw rules of dashes ("- ------------ - -----" under a CUAD exhibit's header, 1,332
characters on one line of shared/corpus/cuad) and a rule may end in words ("-----... end of schedule"). The two
patterns that told a table's rule line (a class repeated on both sides of the run of dashes) tried every way the
run splits before failing on the word: a 1,500-dash line cost ~20 s of a three-sentence contract, 4,000 dashes a
minute and more. The same terms come out, at once; a real rule under a table's header still makes it a table.
Speed is the benchmarks' to measure (no timed test here): these inputs are the ones that took minutes, or hours for
the party rows, on the old patterns, so a pattern that backtracks over the run again shows as a suite that hangs.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

SLA = "Provider guarantees monthly availability of 99.9% for each GPU node.\n\n"
TABLE = "Service credits:\n\n| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99.0% | 25% |\n"
TIERS = [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]
# the same tiers as a tab-less plain-text table: the rule under its header is what makes its lines rows
PLAIN_TABLE = "Service credits:\n\nMonthly Uptime | Service Credit\n----------|----------\n< 99.9% | 10%\n< 99.0% | 25%\n"


def _terms(text: str) -> dict:
    return {t.key: t.value for t in extract_terms(make_document(text, language="en"))}


@pytest.mark.parametrize("rule", [
    "-" * 2500 + " end of schedule",
    "- " + "-" * 2500 + " x",
    "=" * 300 + "-" * 2200 + " | Exhibit B",
])
def test_a_long_rule_ending_in_words_changes_no_term(rule):
    plain = _terms(SLA + TABLE)
    # the old patterns: ~6.5 s of CPU for 1,500 dashes, ~30 s for 2,500 (two rule-line patterns backtracking over the run)
    found = _terms(SLA + rule + "\n\n" + TABLE)
    assert found == plain
    assert found["credit_tiers"] == TIERS and found["availability_pct"] == 99.9


@pytest.mark.parametrize("rule", ["----------|----------", "|---|---|", "+----------|----------+", "| :--- | ---: |"])
def test_a_rule_under_a_header_still_makes_the_lines_under_it_rows(rule):
    text = SLA + PLAIN_TABLE.replace("----------|----------", rule)
    assert _terms(text)["credit_tiers"] == TIERS


def test_a_dash_line_with_a_pipe_before_the_dashes_only_is_no_rule():
    # "| ---- note": no pipe after its dashes, a word after them: the old pattern's answer, kept (no table rule)
    from slacheck.extract.sentences import is_table_line
    from slacheck.extract.tables import is_row_line

    assert not is_table_line("-" * 2000 + " note")
    assert is_table_line("-" * 2000 + "|" + "-" * 2000)
    assert is_row_line("|" + "-" * 2000 + " note") and not is_row_line("|" + "-" * 2000)


# an order form's party table (the vendor and customer patterns of en.yaml read "| Provider: | Acme ... |"): a rule of
# dashes between the label and a word that is no name was split every way it could be before the pattern failed
# (40 dashes ~0.6 s, ~1.5x more a dash: 60 would take hours on main)
@pytest.mark.parametrize("row, key, expected", [
    ("Provider: |" + "-" * 60 + " x", "vendor", None),
    ("Customer Name: |" + "-" * 60 + " x", "customer", None),
    ("| Provider: | " + "-" * 60 + " | Acme GPU Cloud Inc. |", "vendor", "Acme GPU Cloud Inc."),
    ("| Customer: |" + "-" * 60 + ":| Union Data LLC |", "customer", "Union Data LLC"),
])
def test_a_dash_rule_in_a_party_table_reads_the_party_or_none(row, key, expected):
    found = _terms("GPU Services Agreement\n\n" + row + "\n\nMonthly availability 99.9%.\n")
    assert found.get(key) == expected and found["availability_pct"] == 99.9
