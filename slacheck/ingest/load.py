"""``load_document``: choose a loader by suffix, enforce input limits, build the Document.

Every way a file can be unreadable ends here as a ``SlacheckError`` naming the file, so the
CLI can report it and exit 2 (SPEC §2); the loaders only see files that passed the checks.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import Callable

from ..collector import fewer_passes
from ..columns.hashing import content_sha256
from ..errors import SlacheckError
from ..limits import Limits, check_regular_file, check_text_length, read_input_bytes
from ..models import Document, ReadingWarning
from ..profiling import phase
from ..sandbox import memory_bound, run_bounded, run_bounded_all, time_limit
from .sniff import KINDS, file_kind

CONTRACT_KINDS = "PDF, DOCX, Markdown or text"  # the contract files slacheck reads (SUFFIXES), as refusals say them
SUFFIXES = {".pdf": "pdf", ".docx": "docx", ".md": "md", ".markdown": "md", ".txt": "txt"}
# word-processor files slacheck cannot read: in a contract's folder one may hold the clause that decides, so it is
# named, never skipped (a spreadsheet or an image beside the contract is skipped)
UNREAD_DOCUMENTS = (".doc", ".wps", ".rtf", ".odt", ".pages")
SAVE_AS_READABLE = "save it as .docx or PDF"  # what to do with one of them, wherever it is refused


def read_checked_bytes(path: Path, limits: Limits) -> bytes:
    """The file's bytes, after the regular-file, size and emptiness checks."""
    data = read_input_bytes(path, limits, "contract file")
    if not data:
        raise SlacheckError(path, "empty file")
    return data


def load_document(path: Path, limits: Limits, on_page: Callable[[int, int], None] | None = None,
                  meanwhile: Callable[[], None] | None = None) -> Document:
    """Read a contract file (PDF, DOCX, Markdown, text) into one normalised Document.

    ``on_page(done, total)`` reports a PDF's pages as they are read; ``meanwhile()`` runs in
    this process while a reader process works (the caller's next step, e.g. loading the
    extractor), so both cores work."""
    with phase("read"), fewer_passes():
        return _load_document(path, limits, on_page, meanwhile)


def _load_document(path: Path, limits: Limits, on_page: Callable[[int, int], None] | None,
                   meanwhile: Callable[[], None] | None) -> Document:
    path = Path(path)
    # before the suffix: a folder or a device is refused as one whatever its name says
    check_regular_file(path, "contract file", CONTRACT_KINDS, missing="file")
    fmt = SUFFIXES.get(path.suffix.lower())
    if fmt is None:
        shown = path.suffix or "(none)"
        hint = f": {SAVE_AS_READABLE}" if path.suffix.lower() in UNREAD_DOCUMENTS else ""
        raise SlacheckError(path, f"unsupported file type '{shown}' (expected .pdf, .docx, .md, .txt){hint}")
    data = read_checked_bytes(path, limits)
    check_file_kind(path, fmt, data)
    what = "reading the contract"
    if fmt in ("md", "txt"):
        # plain Python over a bounded text: no native code that could hang or crash, so no
        # child process to start (the alarm and the memory bound hold here)
        with time_limit(limits.max_seconds, path, what), memory_bound(limits, path, what):
            return read_document(path, fmt, data, limits)
    parts = reader_processes(fmt, data)
    if parts == 1:
        # one reader imports its library itself, on the other core, while this process builds
        # the extractor (``meanwhile``): imported here, it would wait in line before that
        return run_bounded(read_document, path, fmt, data, limits, file=path, limits=limits, what=what,
                           on_progress=on_page, meanwhile=meanwhile)
    preload_reader(fmt)
    from .pdf import assemble_pdf, read_pdf_part

    pieces = run_bounded_all([(read_pdf_part, (path, limits, (k, parts))) for k in range(parts)],
                             file=path, limits=limits, what=what, on_progress=on_page, meanwhile=meanwhile)
    with time_limit(limits.max_seconds, path, what), memory_bound(limits, path, what):
        check_text_length(path, sum(len(content) for piece in pieces for blocks in piece.pages
                                    for kind, content in blocks if kind == "text"), limits)
        return document_of(path, fmt, data, limits, *assemble_pdf(path, pieces))


REFUSED_AS = {"pdf": "not a readable PDF", "docx": "not a readable DOCX", "md": "not a text file", "txt": "not a text file"}


def check_file_kind(path: Path, fmt: str, data: bytes) -> None:
    """Refuse a file whose bytes are another kind than its suffix says (``sniff.file_kind``), naming the kind and
    what to do: a .doc, .wps, .rtf or .odt renamed, a PDF named .txt, a Word file protected with a password."""
    kind = file_kind(data)
    if kind is None or kind == fmt or (kind == "zip" and fmt == "docx"):  # a zip that is no DOCX: check_zip says why
        return
    if kind == "encrypted":
        raise SlacheckError(path, f"{KINDS[kind]}: remove the password first, then save it as .docx")
    todo = f"rename it .{kind}" if f".{kind}" in SUFFIXES else SAVE_AS_READABLE
    raise SlacheckError(path, f"{REFUSED_AS[fmt]} ({KINDS[kind]} named '{path.suffix}': {todo})")


PARALLEL_PDF_BYTES = 100_000  # a PDF this big (some 30 pages and up) is read by two processes


def reader_processes(fmt: str, data: bytes) -> int:
    """How many processes read the file: a long PDF's pages are split between two (the
    pages are independent; pdfium and pdfplumber are single-threaded), anything else one."""
    cores = os.cpu_count() or 1
    return 2 if fmt == "pdf" and cores > 1 and len(data) >= PARALLEL_PDF_BYTES and hasattr(os, "fork") else 1


def preload_reader(fmt: str) -> None:
    """Import the native reader here, once, rather than in each of several bounded child processes."""
    native = {"pdf": "pypdfium2", "docx": "docx"}.get(fmt)
    if native:
        importlib.import_module(native)


def read_document(path: Path, fmt: str, data: bytes, limits: Limits,
                  on_progress: Callable[[int, int], None] | None = None) -> Document:
    """The loader for ``fmt`` and the Document it builds (inside ``sandbox.run_bounded`` for PDF and DOCX)."""
    if fmt == "pdf":
        from .pdf import load_pdf

        assembler, notes, warnings = load_pdf(path, limits, on_progress)
    elif fmt == "docx":
        from .docx import load_docx

        assembler, notes, warnings = load_docx(path, limits)
    else:
        from .text import load_text

        assembler, notes, warnings = load_text(path, data, is_markdown=fmt == "md", limits=limits)
    return document_of(path, fmt, data, limits, assembler, notes, warnings)


def document_of(path: Path, fmt: str, data: bytes, limits: Limits, assembler, notes: list[str],
                warnings: list[tuple] = ()) -> Document:
    """The Document a loader's assembled text makes; its ``warnings`` (``(key, values)`` of ``reading.yaml``, and the
    ``(start, end)`` of the text a warning is on, None or left out where none; among its notes too, in English) name
    the file."""
    # (loaded here, once the text is read: its CJK class compiles from the kept code the extractor's build
    # reads beside the reader processes, not before they start: ``regexcode.constant``)
    from .language import detect_language

    check_text_length(path, assembler.length, limits)
    reading = [ReadingWarning(file=path.name, key=key, values=values, span=span[0] if span else None)
               for key, values, *span in warnings]
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
        notes=[*notes, *(warning.sentence() for warning in reading)],
        reading=reading,
        original=None if original == text else original,
        offset_anchors=assembler.offset_anchors(),
        list_ends=assembler.list_ends,
        nested_items=assembler.nested_items,
    )
