"""Progress bars: drawn on a terminal, never in a pipe; the items pass through unchanged."""

from __future__ import annotations

import io

from rich.console import Console

from slacheck.progress import track, working


def console(terminal: bool) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, force_terminal=terminal, width=80), out


def test_a_bar_is_drawn_on_a_terminal_and_the_items_pass_through():
    term, out = console(True)
    assert list(track(range(25), total=25, description="Storing incidents", every=10, console=term)) == \
        list(range(25))
    drawn = out.getvalue()
    assert "Storing incidents" in drawn and "25/25" in drawn


def test_nothing_is_drawn_in_a_pipe():
    pipe, out = console(False)
    assert list(track(iter("abc"), total=3, description="Reading contracts", console=pipe)) == ["a", "b", "c"]
    with working("Reading contract.pdf", console=pipe):
        pass
    assert out.getvalue() == ""


def test_a_long_step_says_what_is_under_way():
    term, out = console(True)
    with working("Reading contract.pdf", console=term):
        pass
    assert "Reading contract.pdf" in out.getvalue()
