"""Lines of credits by one outage's length (e91's ladders with no header) cost a long contract only the lines under a lead
(session 41's helper s28, issue 13): `check` of a 200-page PDF read every line's quantities to learn whether it opened
with an outage's length (~0.57 s of its serial path), before asking whether a lead naming outages and a credit stood
above it. Only the lines of text one or two below such a lead are read now; the same ladders are found (guards, as on main)."""

from slacheck.extract import tiers
from slacheck.extract.tiers import per_incident_clauses
from tests.conftest import make_document

LEAD = "When service outages occur, we will compensate the customer according to the following table:"
ROWS = " Up to 2 hours  1 day compensation\n Up to 6 hours  3 days compensation\n More than 12 hours  14 days compensation\n"
# a long contract's paragraphs: figures, no outage ladder
PARAGRAPH = "{n}. The Customer shall pay 3,000 USD within 30 days of each invoice for the 8 GPUs of the order.\n"


def test_a_ladder_under_its_lead_is_a_credit_per_incident():
    # guard (the same on main): the ladder right under its lead (a blank line is no line of text)
    text = "# Compensation\n\n" + LEAD + "\n\n" + ROWS
    (clause,) = per_incident_clauses(make_document(text))
    assert "1 day compensation" in clause.text and "14 days compensation" in clause.text
    assert text[clause.start:clause.end] == clause.text


def test_a_ladder_far_below_any_lead_is_none():
    # guard (the same on main): rows three lines of text under the lead have no lead (two have)
    text = "# Compensation\n\n" + LEAD + "\n\nThe table below applies to every order.\nIt is in hours.\n\n" + ROWS
    assert tiers._outage_length_lines(tiers.grammar(), text) == []
    assert tiers._outage_length_lines(tiers.grammar(), text.replace("It is in hours.\n", "")) != []


def test_only_the_lines_under_a_lead_are_read_as_rows(monkeypatch):
    read = []
    original = tiers._outage_length_row

    def counting(g, value):
        read.append(value)
        return original(g, value)

    monkeypatch.setattr(tiers, "_outage_length_row", counting)
    body = "".join(PARAGRAPH.format(n=n) for n in range(1, 301))
    assert tiers._outage_length_lines(tiers.grammar(), body) == []
    assert read == []  # no lead: no line read (main read all 300)
    text = body + LEAD + "\n" + ROWS + body
    found = tiers._outage_length_lines(tiers.grammar(), text)
    assert [text[s:e] for s, e in found] == [ROWS.rstrip("\n")]
    assert len(read) <= len(ROWS.splitlines()) + 2  # the ladder's rows, the line after it, the lead's own line
