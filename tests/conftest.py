"""Shared fixtures: paths to the devset and corpus, inline documents, a fresh database."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DEVSET = SHARED / "devset"
CORPUS = SHARED / "corpus"
FIXTURES = ROOT / "fixtures"


def make_document(text: str, language: str | None = None, name: str = "inline.txt"):
    """A one-page Document from inline text, as a loader would produce it."""
    from slacheck.models import Document, Page

    if language is None:
        cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
        language = "zh" if cjk * 4 > len(text.strip() or "x") * 0.2 else "en"
    return Document(
        name=name,
        sha256=hashlib.sha256(text.encode()).hexdigest(),
        format="txt",
        language=language,
        text=text,
        pages=[Page(number=1, start=0, end=len(text))],
    )


@pytest.fixture
def doc_from_text():
    return make_document


@pytest.fixture
def tmp_db(tmp_path):
    return tmp_path / "slacheck.db"
