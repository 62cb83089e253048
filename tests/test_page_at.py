"""``Document.page_at``: the page a character is on, by bisect over the pages' starts (every
term and alternative asks, so a 200-page contract must not scan its pages each time)."""

from __future__ import annotations

import random

import pytest

from slacheck.models import Document, Page


def scanned(document: Document, offset: int) -> int:
    """The definition: the first page holding ``offset``, else the last page (1 without pages)."""
    for page in document.pages:
        if page.start <= offset < page.end:
            return page.number
    return document.pages[-1].number if document.pages else 1


def document(pages: list[Page]) -> Document:
    return Document(name="c.txt", sha256="0" * 64, format="txt", language="en", text="x" * 40, pages=pages)


@pytest.mark.parametrize("pages", [
    [Page(number=1, start=0, end=10), Page(number=2, start=10, end=25), Page(number=3, start=25, end=40)],
    [Page(number=1, start=0, end=10), Page(number=2, start=10, end=10), Page(number=3, start=10, end=40)],  # empty page 2
    [Page(number=1, start=0, end=5), Page(number=2, start=8, end=12)],  # a gap between pages
    [Page(number=1, start=0, end=0)],
    [],
    [Page(number=2, start=10, end=20), Page(number=1, start=0, end=10)],  # out of order: scanned
    [Page(number=1, start=0, end=15), Page(number=2, start=10, end=40)],  # overlapping: scanned
])
def test_every_offset_is_on_the_page_the_definition_gives(pages):
    doc = document(pages)
    for offset in range(-2, 45):
        assert doc.page_at(offset) == scanned(doc, offset), offset
    offsets = [40, 0, 12, -1, 25, 9, 10]
    assert doc.pages_at(offsets) == [scanned(doc, offset) for offset in offsets]  # in one call, in their order


def test_many_pages_and_a_copy_with_other_pages():
    rng = random.Random(3)
    pages, start = [], 0
    for number in range(1, 301):
        end = start + rng.choice([0, 1, 50, 2600])
        pages.append(Page(number=number, start=start, end=end))
        start = end
    doc = document(pages)
    offsets = [rng.randrange(-1, start + 2) for _ in range(3000)]
    for offset in offsets:
        assert doc.page_at(offset) == scanned(doc, offset)
    assert doc.pages_at(offsets) == [scanned(doc, offset) for offset in offsets]
    moved = doc.model_copy(update={"pages": [Page(number=7, start=0, end=start + 1)]})
    assert moved.page_at(5) == 7  # the starts kept for the old pages are not reused
    assert moved == doc.model_copy(update={"pages": [Page(number=7, start=0, end=start + 1)]})
    assert doc == document(pages)  # the kept starts are no field: equality as before
