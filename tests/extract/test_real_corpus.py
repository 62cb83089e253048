"""Issue 9's acceptance on the real published SLAs and terms (``../shared/corpus/real``).

Recall and precision against the hand-made truth files, exact provenance of every term and
alternative, and no term value read from inside a worked example or from a date. Skipped,
naming the folder, in a plain clone without ``../shared``.
"""

from __future__ import annotations

import bisect
import re

import pytest
import yaml

from slacheck import api
from slacheck.evaluate import evaluate_folder
from tests.conftest import CORPUS

REAL = CORPUS / "real"


def _documents():
    if not REAL.is_dir():
        return [None]
    return [pytest.param(REAL / yaml.safe_load(t.read_text(encoding="utf-8"))["document"], id=t.name.split("_")[0])
            for t in sorted(REAL.glob("*.truth.yaml"))]


@pytest.mark.shared("corpus/real")
def test_real_documents_recall_and_precision():
    report = evaluate_folder(REAL)
    assert len(report.files) == 23
    misses = [(m.file, m.key, m.expected, m.got) for m in report.mismatches]
    assert report.recall >= 0.95, misses
    assert report.precision >= 0.97, misses


@pytest.mark.shared("corpus/real")
@pytest.mark.parametrize("path", _documents())
def test_real_terms_point_at_their_source_and_none_comes_from_an_example_or_a_date(path):
    from slacheck.extract.evidence import Evidence
    from slacheck.extract.matchers import rules
    from slacheck.extract.numbers import find_quantities
    from slacheck.extract.text import View

    document = api.load_document(path)
    view = View(document.text)
    examples = Evidence(view, find_quantities(view.text), rules()).examples
    source_starts = view.offsets
    for term in api.extract(document).terms:
        assert document.text[term.start:term.end] == term.text, term.key
        for alt in term.alternatives:
            assert document.text[alt.start:alt.end] == alt.text, term.key
        # the term's span, in view positions, lies outside every worked example
        start = bisect.bisect_left(source_starts, term.start)
        end = bisect.bisect_left(source_starts, term.end)
        assert not examples.inside(start, end), (term.key, term.value, term.text)
        # a date is no duration: no numeric value read from "March 17" / "3月17日"
        if isinstance(term.value, (int, float)) and not isinstance(term.value, bool):
            assert not re.search(r"\d{1,2}\s*月\s*\d{1,2}\s*[日号]|(?:January|February|March|April|May|June|July|"
                                 r"August|September|October|November|December)\s+\d{1,2}\b", term.text), term
