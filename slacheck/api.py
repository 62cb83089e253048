"""The public Python API: one function per CLI verb (STYLE §2, §7).

Each function returns models and writes nothing; the CLI decides what to store and how to
render, so tests call exactly what the CLI calls. Heavy modules are imported inside the
functions so that ``slacheck --help`` stays fast.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Sequence

from .limits import Limits
from .models import CheckResult, ClaimResult, Document, Extraction, Term

Source = str | Path | Document


def load_document(path: str | Path, limits: Limits | None = None) -> Document:
    """Read a contract file (PDF, DOCX, Markdown, text) into one normalised Document."""
    from .ingest.load import load_document as _load

    return _load(Path(path), limits or Limits.from_env())


def extract(source: Source, limits: Limits | None = None) -> Extraction:
    """Extract SPEC §1 terms with provenance from a contract file or loaded Document."""
    from .extract.pipeline import extract_terms

    document = source if isinstance(source, Document) else load_document(source, limits)
    return Extraction(document=document.info(), terms=extract_terms(document))


def read_terms(path: str | Path) -> list[Term]:
    """Read a human-confirmed TERMS.yaml (same shape as ``extract --format yaml``)."""
    from .terms_file import read_terms_yaml

    return read_terms_yaml(path)
