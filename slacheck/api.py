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


# ----------------------------------------------------------------------- check, diff, score (checklist)


def read_contract(source: Source, limits: Limits | None = None) -> tuple[Document, list[Term]]:
    """A contract's Document and terms: extracted from a contract file or Document, or read
    from a human-confirmed TERMS.yaml (``.yaml``/``.yml``; its spans point into that file)."""
    if isinstance(source, Document):
        from .extract.pipeline import extract_terms

        return source, extract_terms(source)
    path = Path(source)
    if path.suffix.lower() in (".yaml", ".yml"):
        from .checklist.engine import document_from_terms_file

        terms = read_terms(path)
        return document_from_terms_file(path), terms
    from .extract.pipeline import extract_terms

    document = load_document(path, limits)
    return document, extract_terms(document)


def check(source: Source, checklist: str | Path = "gpu-training", lang: str | None = None,
          terms: Sequence[Term] | None = None, limits: Limits | None = None) -> CheckResult:
    """Check a contract (file, Document or TERMS.yaml) against a checklist (name or path).

    ``terms`` skips extraction (``source`` must then be a Document). ``lang`` defaults to
    the contract's language.
    """
    from .checklist.engine import check_terms
    from .checklist.schema import load_checklist

    rules = load_checklist(checklist)
    if terms is None:
        document, terms = read_contract(source, limits)
    else:
        document = source if isinstance(source, Document) else read_contract(source, limits)[0]
    return check_terms(list(terms), rules, document.info(), lang)


def diff(old: Source, new: Source, checklist: str | Path = "gpu-training", lang: str | None = None,
         limits: Limits | None = None):
    """Terms added, removed and changed between two drafts, and the checklist moves they cause."""
    from .checklist.diff import diff_terms
    from .checklist.schema import load_checklist

    rules = load_checklist(checklist)
    old_doc, old_terms = read_contract(old, limits)
    new_doc, new_terms = read_contract(new, limits)
    return diff_terms(old_terms, new_terms, rules, old_doc.info(), new_doc.info(), lang or new_doc.language)


def score(sources: Sequence[Source], checklist: str | Path = "gpu-training", workload: str | Path | None = None,
          lang: str = "en", limits: Limits | None = None):
    """Vendors side by side: status matrix, weighted score 0-100, rank, and the run's cost."""
    from .checklist.schema import load_checklist
    from .checklist.score import score_vendors
    from .checklist.workload import read_workload

    rules = load_checklist(checklist)
    plan = read_workload(workload) if workload is not None else None
    contracts = []
    for source in sources:
        document, terms = read_contract(source, limits)
        contracts.append((document.info(), terms))
    return score_vendors(contracts, rules, plan, lang)
