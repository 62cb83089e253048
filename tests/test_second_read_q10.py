"""q10: the second read of session 44's merged work (0ba6bf82..997f7504)."""

import time

from tests.conftest import make_document

# one paragraph on a single line, no percentage, no table: what a contract converted from HTML or a word processor
# may hold (~49,000 characters)
LONG_LINE = " ".join(["The Provider shall keep the rented servers in good working order for the Customer"] * 600)


def test_a_contract_with_a_long_line_is_read_for_unread_credit_lists_in_linear_time():
    # 997f7504: the look for two lines of percentages (mo32's credit lists) tried the line again from each of its
    # characters, ~45 s on this one line (extract runs it on every contract with no credit form read)
    from slacheck.extract.tiers import unread_credit_tables

    doc = make_document("# GPU Server Rental Agreement\n\n" + LONG_LINE + "\n", "en", "lease.md")
    began = time.perf_counter()
    assert unread_credit_tables([doc]) == []
    assert time.perf_counter() - began < 5
