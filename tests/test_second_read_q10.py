"""q10: the second read of session 44's merged work (0ba6bf82..997f7504)."""

from tests.conftest import make_document

# one paragraph on a single line, no percentage, no table: what a contract converted from HTML or a word processor
# may hold (~49,000 characters)
LONG_LINE = " ".join(["The Provider shall keep the rented servers in good working order for the Customer"] * 600)


def test_a_contract_with_a_long_line_is_read_for_unread_credit_lists_in_linear_time(monkeypatch):
    # 997f7504: the look for two lines of percentages (mo32's credit lists) tried the line again from each of its
    # characters, ~45 s on this one line (extract runs it on every contract with no credit form read). Its speed is
    # measured by benchmarks/long_lines.py; here, what bounds it: the look begins a match at a line's start only, so a
    # line is run over once, not once from each of its characters
    from slacheck.extract import tiers
    from slacheck.extract.tiers import unread_credit_tables

    pattern, searched = tiers._PCT_LINES, []

    class Recorded:
        """The credit lists' pattern, the lengths of the texts it is run over recorded."""

        def search(self, text, *args):
            searched.append(len(text))
            return pattern.search(text, *args)

    # (checked first, so that the pattern of before the fix is never run over the long line)
    assert pattern.search("The credit is 5% of the fee\n10% below 99%", 1) is None, "a look from inside a line"
    monkeypatch.setattr(tiers, "_PCT_LINES", Recorded())
    doc = make_document("# GPU Server Rental Agreement\n\n" + LONG_LINE + "\n", "en", "lease.md")
    assert unread_credit_tables([doc]) == []
    assert searched and max(searched) > len(LONG_LINE), searched  # (the look ran over the long line)

