"""Accuracy and provenance on real files: the devset (PDF, DOCX, MD, TXT) and the fixtures.

Runs through ``slacheck.api.extract`` on the files as users give them (the PDFs wrap
lines, the DOCX has real tables), not on the ``.src.txt`` sources.
"""

from pathlib import Path

import pytest

from slacheck import api
from slacheck.evaluate import evaluate_folder

ROOT = Path(__file__).resolve().parents[2]
DEVSET = ROOT / "fixtures" / "devset"
FIXTURES = ROOT / "fixtures"


def contracts(folder: Path):
    import yaml
    out = []
    for truth in sorted(folder.glob("*.truth.yaml")):
        out.append(folder / yaml.safe_load(truth.read_text(encoding="utf-8"))["document"])
    return out


ALL = contracts(DEVSET) + contracts(FIXTURES / "contracts")


def test_devset_recall_and_precision():
    report = evaluate_folder(DEVSET)
    assert len(report.files) == 6
    assert report.recall >= 0.95, report.mismatches
    assert report.precision >= 0.97, report.mismatches


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_every_term_points_at_its_source_text(path):
    document = api.load_document(path)
    extraction = api.extract(document)
    assert extraction.terms
    for term in extraction.terms:
        assert document.text[term.start:term.end] == term.text, term.key
        assert term.page == document.page_at(term.start)
        assert 0 < len(term.text) <= 400, (term.key, term.text)
        assert 0 <= term.confidence <= 1
        for alt in term.alternatives:
            assert document.text[alt.start:alt.end] == alt.text, term.key
