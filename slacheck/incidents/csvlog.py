"""CSV incident logs with the SPEC §3.1 columns, read column-wise for speed.

Columns ``id,start,end,units`` are required; ``cause`` (empty = vendor) and ``notice_hours``
are optional; unknown columns are ignored. Units are separated by ``;``, ``*`` is the whole
cluster. A file without quotes is split directly (a million rows in well under a second);
one with quotes goes through the csv module, which keeps the line numbers of quoted
multi-line fields right.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import numpy as np

from ..errors import SlacheckError
from ..limits import Limits
from .validate import RawLog, require_columns

SPEC_COLUMNS = {
    "id": ("id",),
    "start": ("start",),
    "end": ("end",),
    "units": ("units", "unit"),
}


def read_text(path: Path, limits: Limits) -> str:
    """A log file as text, within the size limit, UTF-8 (BOM tolerated)."""
    return decode_text(path, read_bytes(path, limits))


def read_bytes(path: Path, limits: Limits) -> bytes:
    """A log file's bytes, within the size limit."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SlacheckError(path.name, "file not found") from None
    if size > limits.max_file_mb * 1024 * 1024:
        raise SlacheckError(path.name, f"file is {size / 1048576:.0f} MB, over the {limits.max_file_mb:g} MB limit "
                            "(SLACHECK_MAX_FILE_MB)")
    return path.read_bytes()


def decode_text(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SlacheckError(path.name, f"not UTF-8 text (byte {exc.start})") from None


def read_csv_columns(path: Path, limits: Limits) -> tuple[list[str], list[list[str]], list[int]]:
    """Header, columns (padded with '' on short rows) and the line number of each row."""
    data = read_bytes(path, limits)
    text = decode_text(path, data)
    if '"' not in text:
        fast = split_plain_csv(text, data)
        if fast is not None:
            header, columns, line_numbers = fast
            check_field_sizes(path, columns, line_numbers, limits)
            return header, columns, line_numbers
        raw_lines = text.split("\n")
        header = raw_lines[0].rstrip("\r").split(",")
        line_numbers = [i + 1 for i in range(1, len(raw_lines)) if raw_lines[i].strip()]
        rows = [raw_lines[k - 1].rstrip("\r").split(",") for k in line_numbers]
    else:
        csv.field_size_limit(max(limits.max_field_chars, 1024))
        reader = csv.reader(io.StringIO(text, newline=""))
        try:
            header = next(reader, [])
            rows, line_numbers = [], []
            for row in reader:
                if any(cell.strip() for cell in row):
                    rows.append(row)
                    line_numbers.append(reader.line_num)
        except csv.Error as exc:
            message = str(exc)
            if "field larger than field limit" in message:
                message = f"a field is longer than {limits.max_field_chars} characters"
            raise SlacheckError(path.name, f"not valid CSV: {message}", line=reader.line_num + 1) from None
    width = len(header)
    if any(len(r) != width for r in rows):
        rows = [r + [""] * (width - len(r)) if len(r) < width else r[:width] for r in rows]
    columns = [list(col) for col in zip(*rows)] if rows else [[] for _ in header]
    check_field_sizes(path, columns, line_numbers, limits)
    return [h.strip() for h in header], columns, line_numbers


def split_plain_csv(text: str, data: bytes) -> tuple[list[str], list[list[str]], list[int]] | None:
    """Columns of a quote-free CSV whose every row has the header's width, in one split.

    Counts the commas of every line with numpy and, when they all match the header, splits
    the whole text at once and slices the columns out. Returns None otherwise (blank lines,
    ragged rows), and the caller takes the row-by-row route.
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n")
        if "\r" in text:
            return None
    text = text.rstrip("\n")
    data = data.rstrip(b"\r\n")  # commas and newlines are single bytes in UTF-8: count on the bytes
    data = np.frombuffer(data, dtype=np.uint8)
    newlines = np.flatnonzero(data == 10)
    commas = np.flatnonzero(data == 44)
    bounds = np.concatenate(([0], np.searchsorted(commas, newlines), [len(commas)]))
    per_line = np.diff(bounds)
    width = int(per_line[0]) + 1
    if not np.all(per_line == width - 1):
        return None
    flat = text.replace("\n", ",").split(",")
    header = [h.strip() for h in flat[:width]]
    columns = [flat[width + c::width] for c in range(width)]
    rows = len(per_line) - 1
    return header, columns, list(range(2, rows + 2))


def check_field_sizes(path: Path, columns: list[list[str]], line_numbers: list[int], limits: Limits) -> None:
    """A field over ``max_field_chars`` is hostile or broken input (Limits)."""
    for column in columns:
        if column and max(map(len, column)) > limits.max_field_chars:
            row = next(i for i, v in enumerate(column) if len(v) > limits.max_field_chars)
            raise SlacheckError(path.name, f"a field is longer than {limits.max_field_chars} characters",
                                line=line_numbers[row])


def read_spec_csv(path: Path, limits: Limits) -> RawLog:
    """SPEC-format CSV → RawLog."""
    header, columns, line_numbers = read_csv_columns(path, limits)
    chosen = require_columns(path.name, header, SPEC_COLUMNS)
    index = {name: i for i, name in enumerate(header)}
    n = len(line_numbers)

    def column(name: str) -> list[str]:
        return columns[index[name]] if name in index else [""] * n

    lowered = {h.lower(): h for h in header}
    return RawLog(
        file=path.name,
        lines=line_numbers,
        ids=[v.strip() for v in column(chosen["id"])],
        starts=column(chosen["start"]),
        ends=column(chosen["end"]),
        units=column(chosen["units"]),
        causes=column(lowered.get("cause", "cause")),
        notices=column(lowered.get("notice_hours", "notice_hours")),
    )
