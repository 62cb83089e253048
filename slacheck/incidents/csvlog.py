"""CSV incident logs with the SPEC §3.1 columns, read column-wise for speed.

Columns ``id,start,end,units`` are required; ``cause`` (empty = vendor) and ``notice_hours``
are optional; unknown columns are ignored. Units are separated by ``;``, ``*`` is the whole
cluster. A file whose fields are bare or quoted whole (``"inc-1"``, as many exports write
them) is split directly on its bytes (a million rows in well under a second); any other
quoting (a comma, newline or ``""`` inside quotes) goes through the csv module, which keeps
the line numbers of quoted multi-line fields right. Rows of empty fields are skipped on both
routes, like blank lines, and keep the line count.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import numpy as np

from ..errors import SlacheckError
from ..limits import Limits, read_input_bytes
from ..columns.fields import FieldColumn, padded_buffer
from .formats import find_column
from .validate import RawLog, require_columns

from .formats import SPEC_COLUMNS


def read_text(path: Path, limits: Limits) -> str:
    """A log file as text, within the size limit, UTF-8 (BOM tolerated)."""
    return decode_text(path, read_bytes(path, limits))


def read_bytes(path: Path, limits: Limits) -> bytes:
    """A log file's bytes: a regular file within the size limit (``limits.read_input_bytes``)."""
    return read_input_bytes(path, limits, "file")


def decode_text(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise SlacheckError(path.name, f"not UTF-8 text (byte {exc.start}); save the log as UTF-8",
                            line=line) from None


def read_csv_columns(path: Path, limits: Limits) -> tuple[list[str], list[list[str]], list[int]]:
    """Header, columns as strings (padded with '' on short rows) and the line number of each row."""
    header, columns, line_numbers = read_csv_fields(path, limits)
    return header, [c.texts() if isinstance(c, FieldColumn) else c for c in columns], \
        [int(n) for n in line_numbers]


def read_csv_fields(path: Path, limits: Limits) -> tuple[list[str], list, list[int] | np.ndarray]:
    """Header, columns and line numbers; a plain CSV's columns stay byte offsets (``FieldColumn``)."""
    data = read_bytes(path, limits)
    if not data.isascii():  # ASCII is valid UTF-8: only other text needs the decode check
        decode_text(path, data)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\x00" in data:
        raise SlacheckError(path.name, "contains NUL bytes: a binary file, not a CSV incident log",
                            line=data.count(b"\n", 0, data.index(b"\x00")) + 1)
    fast = split_plain_csv(data)
    if fast is not None:
        header, columns, line_numbers = fast
        for column in columns:
            if len(column) and int(column.lengths.max()) > limits.max_field_chars:
                row = int(np.argmax(column.lengths > limits.max_field_chars))
                raise SlacheckError(path.name, f"a field is longer than {limits.max_field_chars} characters",
                                    line=int(line_numbers[row]))
        return header, columns, line_numbers
    text = decode_text(path, data)
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
        elif "NUL" in message:
            message = "contains NUL bytes (a binary file?)"
        raise SlacheckError(path.name, f"not valid CSV: {message}", line=reader.line_num + 1) from None
    width = len(header)
    if any(len(r) != width for r in rows):
        rows = [r + [""] * (width - len(r)) if len(r) < width else r[:width] for r in rows]
    columns = [list(col) for col in zip(*rows)] if rows else [[] for _ in header]
    check_field_sizes(path, columns, line_numbers, limits)
    return [h.strip() for h in header], columns, line_numbers


def split_plain_csv(data: bytes) -> tuple[list[str], list[FieldColumn], np.ndarray] | None:
    """Columns of a CSV whose every row has the header's width, as byte offsets (fields quoted
    whole are unquoted; any other quoting makes it not plain).

    Finds every comma and newline with numpy and, when each line has the header's number of
    commas (the commas, in order, fall line by line into a lines x commas grid), the fields
    are simply the spans between consecutive separators. Returns None
    otherwise (blank lines, ragged rows, a lone ``\\r``), and the caller takes the csv module.
    """
    if b"\r" in data:
        data = data.replace(b"\r\n", b"\n")
        if b"\r" in data:
            return None
    size = len(data)
    while size and data[size - 1] == 10:  # trailing newlines (without copying 70 MB to strip them)
        size -= 1
    if not size:
        return None
    buffer = padded_buffer(data)
    body = buffer[:size]
    newlines = np.flatnonzero(body == 10)
    commas = np.flatnonzero(body == 44)
    lines = len(newlines) + 1
    if lines < 2:
        return None
    per_line = int(np.searchsorted(commas, newlines[0]))  # commas in the header line
    if len(commas) != per_line * lines:
        return None
    line_start = np.concatenate(([0], newlines + 1))
    line_end = np.concatenate((newlines, [size]))
    grid = commas.reshape(lines, per_line)  # row k: the commas of line k, if each line has per_line
    if per_line and not (np.all(grid[:, 0] >= line_start) and np.all(grid[:, -1] < line_end)):
        return None  # some line has more commas and another fewer
    width = per_line + 1
    starts = [line_start] + [grid[:, c] + 1 for c in range(per_line)]  # field c of every line
    ends = [np.ascontiguousarray(grid[:, c]) for c in range(per_line)] + [line_end]
    quotes = data.count(b'"', 0, size)
    if quotes and not unquote_whole_fields(buffer, starts, ends, quotes):
        return None
    header = [data[int(s[0]):int(e[0])].decode("utf-8").strip() for s, e in zip(starts, ends)]
    line_numbers = np.arange(2, lines + 1, dtype=np.int64)
    keep = not_blank_rows(buffer, starts, ends)
    if keep is not None:  # rows of empty fields (",,,", as spreadsheets export) are skipped, as blank lines are
        starts, ends, line_numbers = [s[1:][keep] for s in starts], [e[1:][keep] for e in ends], line_numbers[keep]
    else:
        starts, ends = [s[1:] for s in starts], [e[1:] for e in ends]
    columns = [FieldColumn(buffer, starts[c], ends[c]) for c in range(width)]
    return header, columns, line_numbers


def not_blank_rows(buffer: np.ndarray, starts: list[np.ndarray], ends: list[np.ndarray]) -> np.ndarray | None:
    """Mask of the data rows with some text, or None when every row has some (the usual case).

    Only rows whose every field is empty or starts with a space or tab are looked at closely."""
    candidate = np.ones(len(starts[0]) - 1, dtype=bool)
    for column_starts, column_ends in zip(starts, ends):
        heads = buffer[column_starts[1:]]  # the padding keeps an empty last field inside the buffer
        candidate &= (column_ends[1:] == column_starts[1:]) | (heads == 32) | (heads == 9)
    if not candidate.any():
        return None
    keep = np.ones(len(candidate), dtype=bool)
    for row in np.flatnonzero(candidate).tolist():
        keep[row] = any(buffer[int(s[row + 1]):int(e[row + 1])].tobytes().strip() for s, e in zip(starts, ends))
    return None if keep.all() else keep


def unquote_whole_fields(buffer: np.ndarray, starts: list[np.ndarray], ends: list[np.ndarray], quotes: int) -> bool:
    """Drop the quotes of fields quoted whole (``"inc-1"``, as many exports write every field),
    in place; False when a quote stands anywhere else (a quoted comma or newline, ``""`` inside
    a field), which only the csv module reads right.

    A field counts as quoted when its first and last bytes are quotes (two bytes at least);
    every quote in the data must be one of those, so the quoted fields hold none inside.
    """
    accounted = 0
    for column_starts, column_ends in zip(starts, ends):
        opens = buffer[column_starts] == 34
        closes = buffer[column_ends - 1] == 34  # an empty field looks at the separator before it
        quoted = opens & closes & (column_ends - column_starts >= 2)
        if np.any(opens != quoted) or np.any(closes & ~quoted & (column_ends > column_starts)):
            return False
        accounted += 2 * int(np.count_nonzero(quoted))
        column_starts += quoted
        column_ends -= quoted
    return accounted == quotes


def check_field_sizes(path: Path, columns: list[list[str]], line_numbers: list[int], limits: Limits) -> None:
    """A field over ``max_field_chars`` is hostile or broken input (Limits)."""
    for column in columns:
        if column and max(map(len, column)) > limits.max_field_chars:
            row = next(i for i, v in enumerate(column) if len(v) > limits.max_field_chars)
            raise SlacheckError(path.name, f"a field is longer than {limits.max_field_chars} characters",
                                line=line_numbers[row])


def read_spec_csv(path: Path, limits: Limits) -> RawLog:
    """SPEC-format CSV → RawLog."""
    return spec_log_from_fields(path, *read_csv_fields(path, limits))


def read_plain_spec_chunk(path: Path, chunk: bytes, limits: Limits) -> RawLog | None:
    """A quote-free piece of a SPEC CSV (header line first) → RawLog; None if it is not plain.

    Line numbers count from the chunk's header as line 1 (the caller shifts them).
    """
    if b"\x00" in chunk:
        return None
    if not chunk.isascii():
        decode_text(path, chunk)
    fast = split_plain_csv(chunk)
    if fast is None:
        return None
    header, columns, line_numbers = fast
    for column in columns:
        if len(column) and int(column.lengths.max()) > limits.max_field_chars:
            return None
    return spec_log_from_fields(path, header, columns, line_numbers)


def spec_log_from_fields(path: Path, header: list[str], columns: list, line_numbers) -> RawLog:
    chosen = require_columns(path.name, header, SPEC_COLUMNS, layout="csv")
    index = {name: i for i, name in enumerate(header)}
    n = len(line_numbers)

    def column(name: str) -> FieldColumn | list[str]:
        return columns[index[name]] if name in index else [""] * n

    return RawLog(
        file=path.name,
        lines=line_numbers,
        ids=column(chosen["id"]),
        starts=column(chosen["start"]),
        ends=column(chosen["end"]),
        units=column(chosen["units"]),
        causes=column(find_column(header, ("cause",)) or "cause"),
        notices=column(find_column(header, ("notice_hours",)) or "notice_hours"),
    )
