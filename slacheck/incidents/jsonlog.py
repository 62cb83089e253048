"""JSON helpers shared by the JSON-based readers: size and nesting limits, line lookup."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from ..errors import SlacheckError
from ..limits import Limits
from .csvlog import decode_text, read_bytes


def check_depth(file: str, value: Any, max_depth: int, line: int | None = None) -> None:
    """Reject JSON nested deeper than ``max_depth`` (hostile input; Limits.max_json_depth)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise SlacheckError(file, f"JSON nested deeper than {max_depth} levels", line=line)
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)


def load_json_file(path: Path, limits: Limits, notes: list[str] | None = None) -> tuple[Any, str]:
    """The parsed JSON document and its text (how its bytes were read, when not as UTF-8, added to ``notes``)."""
    text = decode_text(path, read_bytes(path, limits), notes)
    try:
        value = orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        line = text.count("\n", 0, exc.pos) + 1 if exc.pos is not None else None
        message = f"nested deeper than {limits.max_json_depth} levels" if "depth" in exc.msg else exc.msg
        raise SlacheckError(path.name, f"not valid JSON: {message}", line=line) from None
    check_depth(path.name, value, limits.max_json_depth)
    return value, text


def load_records(path: Path, limits: Limits, key: str | None, expected: str) -> tuple[list, str, list[str]]:
    """A JSON export's records (the document when it is a list, else its ``key`` list), its text, and how its bytes
    were read (notes); a document holding no such list is refused, saying what was ``expected``."""
    notes: list[str] = []  # a UTF-16 or GBK file is read, and said
    document, text = load_json_file(path, limits, notes)
    records = document.get(key) if key is not None and isinstance(document, dict) else document
    if not isinstance(records, list):
        raise SlacheckError(path.name, f"expected {expected}", line=1)
    return records, text, notes


def json_objects(raw, records: list):
    """``(number, record)`` for each record that is a JSON object, from 1; any other is skipped on ``raw`` (a
    ``RawLog``), counted under its number."""
    for number, record in enumerate(records, start=1):
        if isinstance(record, dict):
            yield number, record
        else:
            raw.skip("not a JSON object", f"#{number}")


def line_of(text: str, needle: str, default: int = 1) -> int:
    """1-based line where ``needle`` first appears in ``text`` (records of one-line JSON share line 1)."""
    pos = text.find(needle)
    return text.count("\n", 0, pos) + 1 if pos >= 0 else default


def as_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def titles(value, key: str) -> list[str]:
    """The ``key`` of each object in a list field (Google Cloud's products' titles and regions' ids, Azure's impacted
    regions), as written, once each."""
    items = value if isinstance(value, list) else []
    return list(dict.fromkeys(as_text(item.get(key)).strip() for item in items
                              if isinstance(item, dict) and as_text(item.get(key)).strip()))
