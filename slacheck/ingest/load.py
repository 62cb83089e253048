"""``load_document``: choose a loader by suffix, enforce input limits, build the Document.

Every way a file can be unreadable ends here as a ``SlacheckError`` naming the file, so the
CLI can report it and exit 2 (SPEC §2); the loaders only see files that passed the checks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from ..columns.hashing import content_sha256
from ..errors import SlacheckError
from ..limits import Limits, check_text_length, read_input_bytes
from ..models import Document
from ..profiling import phase
from ..sandbox import run_bounded
from .language import detect_language

SUFFIXES = {".pdf": "pdf", ".docx": "docx", ".md": "md", ".markdown": "md", ".txt": "txt"}


def read_checked_bytes(path: Path, limits: Limits) -> bytes:
    """The file's bytes, after the regular-file, size and emptiness checks."""
    data = read_input_bytes(path, limits, "contract file")
    if not data:
        raise SlacheckError(path, "empty file")
    return data


def load_document(path: Path, limits: Limits, on_page: Callable[[int, int], None] | None = None) -> Document:
    """Read a contract file (PDF, DOCX, Markdown, text) into one normalised Document.

    ``on_page(done, total)`` reports a PDF's pages as they are read."""
    with phase("read"):
        return _load_document(path, limits, on_page)


def _load_document(path: Path, limits: Limits, on_page: Callable[[int, int], None] | None) -> Document:
    path = Path(path)
    if not path.exists():
        raise SlacheckError(path, "file not found")
    if path.is_dir():
        raise SlacheckError(path, "is a folder, not a file: give one contract (PDF, DOCX, Markdown or text)")
    if not path.is_file():
        raise SlacheckError(path, "not a file")
    fmt = SUFFIXES.get(path.suffix.lower())
    if fmt is None:
        shown = path.suffix or "(none)"
        raise SlacheckError(path, f"unsupported file type '{shown}' (expected .pdf, .docx, .md, .txt)")
    data = read_checked_bytes(path, limits)
    preload_reader(fmt)
    return run_bounded(read_document, path, fmt, data, limits, file=path, limits=limits,
                       what="reading the contract", on_progress=on_page)


def preload_reader(fmt: str) -> None:
    """Import the native reader here, once, rather than in every bounded child process."""
    if fmt == "pdf":
        import pypdfium2  # noqa: F401
    elif fmt == "docx":
        import docx  # noqa: F401


def read_document(path: Path, fmt: str, data: bytes, limits: Limits,
                  on_progress: Callable[[int, int], None] | None = None) -> Document:
    """The loader for ``fmt`` and the Document it builds (run inside ``sandbox.run_bounded``)."""
    if fmt == "pdf":
        from .pdf import load_pdf

        assembler, notes = load_pdf(path, limits, on_progress)
    elif fmt == "docx":
        from .docx import load_docx

        assembler, notes = load_docx(path, limits)
    else:
        from .text import load_text

        assembler, notes = load_text(path, data, is_markdown=fmt == "md", limits=limits)
    check_text_length(path, assembler.length, limits)
    text = assembler.text
    original = assembler.original_text
    return Document(
        name=path.name,
        sha256=content_sha256(data),
        format=fmt,
        language=detect_language(text),
        text=text,
        pages=assembler.pages(),
        tables=assembler.tables,
        notes=notes,
        original=None if original == text else original,
        offset_anchors=assembler.offset_anchors(),
    )
