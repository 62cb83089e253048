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


def test_a_step_that_reports_its_pages_shows_how_far_it_is():
    term, out = console(True)
    with working("Reading contract.pdf", console=term, unit="pages") as step:
        step.advance(3, 200)
    drawn = out.getvalue()
    assert "3/200 pages" in drawn and "Page(" not in drawn


def test_reading_a_pdf_reports_every_page_to_the_bar():
    """Was: a spinner frozen at 0:00:00 for the whole read of a 200-page PDF, then a label
    holding the Python repr of the page list."""
    from pathlib import Path

    from slacheck import commands
    from slacheck.progress import Progress, Step

    seen, labels = [], []

    class Recording(Progress):
        def working(self, description, unit="", live=False):
            labels.append(description)
            step = Step()
            step.advance = lambda done, total: seen.append((done, total, unit))
            from contextlib import nullcontext
            return nullcontext(step)

    pdf = Path(__file__).resolve().parents[1] / "fixtures" / "devset" / "dev02_ironbark_colo_kunshan.pdf"
    extraction = commands.run_extract(pdf, db=None, progress=Recording(draw=False))
    pages = extraction.document.pages
    assert seen == [(i, pages, "pages") for i in range(1, pages + 1)]
    assert labels == ["Reading dev02_ironbark_colo_kunshan.pdf",
                      f"Extracting terms from dev02_ironbark_colo_kunshan.pdf ({pages:,} pages)"]
