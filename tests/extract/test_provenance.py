"""Issue 9 acceptance, "exact provenance everywhere": on every set with truth files (ours and
the real published SLAs in ../shared/corpus/real) each term and each alternative quotes the
document's own text at its offsets and page, in a span a letter can quote, and says what
supports it (``evidence_kind``, with the confidence of that kind)."""

from __future__ import annotations

import pytest
import yaml

from slacheck import api
from slacheck.evaluate import SETS
from slacheck.extract.data import evidence_data
from slacheck.models import EVIDENCE_KINDS

MAX_QUOTE_CHARS = 400  # a span longer than this quotes more than the clause


def contracts():
    out = []
    for name, folder in SETS.items():
        shared = name.startswith("shared/")
        truths = sorted(folder.glob("*.truth.yaml")) if folder.is_dir() else []
        for truth in truths:
            document = yaml.safe_load(truth.read_text(encoding="utf-8"))["document"]
            marks = [pytest.mark.shared(name.removeprefix("shared/"))] if shared else []
            out.append(pytest.param(folder / document, id=f"{name}/{document}", marks=marks))
        if shared and not truths:  # a plain clone: one case that skips, naming what is absent
            out.append(pytest.param(folder, id=name, marks=[pytest.mark.shared(name.removeprefix("shared/"))]))
    return out


@pytest.mark.parametrize("path", contracts())
def test_every_term_quotes_its_source_and_says_what_supports_it(path):
    document = api.load_document(path)
    policy = evidence_data()
    for term in api.extract(document).terms:
        assert document.text[term.start:term.end] == term.text, term.key
        assert term.page == document.page_at(term.start), term.key
        assert 0 < len(term.text.strip()) and len(term.text) <= MAX_QUOTE_CHARS, (term.key, term.text)
        assert term.evidence_kind in EVIDENCE_KINDS, term.key
        top = policy["confidence"][term.evidence_kind]
        if term.conflict:
            top = min(top, policy["conflict"])
        assert round(top - policy["differing"], 2) <= term.confidence <= top, (term.key, term.confidence)
        if term.hedge is not None:
            assert term.key in policy["commitments"] and term.hedge in document.text, term.key
        for alt in term.alternatives:
            assert document.text[alt.start:alt.end] == alt.text, term.key
            assert alt.page == document.page_at(alt.start), term.key
