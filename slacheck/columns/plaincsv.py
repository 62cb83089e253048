"""A plain CSV split on its bytes with numpy: every field a span of the file, no ``str`` per field.

"Plain": every line has the header's number of commas and any quotes enclose whole fields
(``"inc-1"``, as many exports write every field). Anything else returns None and the caller
reads the file with the csv module, which also gives the right line numbers for quoted
multi-line fields.
"""

from __future__ import annotations

import numpy as np

from .fields import PADDING, FieldColumn, padded_buffer


def split_plain_csv(data: bytes, *, padded: bool = False,
                    separator: bytes = b",") -> tuple[list[str], list[FieldColumn], np.ndarray] | None:
    """Columns of a CSV whose every row has the header's width, as byte offsets (fields quoted
    whole are unquoted; any other quoting makes it not plain).

    Finds every comma and newline with numpy and, when each line has the header's number of
    commas (the commas, in order, fall line by line into a lines x commas grid), the fields
    are simply the spans between consecutive separators. Returns None
    otherwise (blank lines, ragged rows, a lone ``\\r``), and the caller takes the csv module.

    ``padded``: ``data`` ends with ``fields.PADDING`` already (the block reader lays its blocks
    out so); those bytes are not part of the CSV, and the data is not copied to add them.
    ``separator``: the byte between fields, a comma or a tab-separated export's tab (the commas
    above are those).
    """
    size = len(data) - len(PADDING) if padded else len(data)
    if data.find(b"\r", 0, size) >= 0:
        data, padded = data[:size].replace(b"\r\n", b"\n"), False
        if b"\r" in data:
            return None
        size = len(data)
    while size and data[size - 1] == 10:  # trailing newlines (without copying 70 MB to strip them)
        size -= 1
    if not size:
        return None
    buffer = np.frombuffer(data, dtype=np.uint8) if padded else padded_buffer(data)
    body = buffer[:size]
    newlines = np.flatnonzero(body == 10)
    commas = np.flatnonzero(body == separator[0])
    lines = len(newlines) + 1
    if lines < 2:
        return None
    per_line = int(np.searchsorted(commas, newlines[0]))  # commas in the header line
    if len(commas) != per_line * lines:
        return None
    line_start = np.concatenate(([0], newlines + 1))
    line_end = np.concatenate((newlines, [size]))
    # row c: comma c of every line, if each line has per_line (one transposed copy: each column's
    # separators one contiguous row, not a strided column copied out per field)
    grid = np.ascontiguousarray(commas.reshape(lines, per_line).T)
    if per_line and not (np.all(grid[0] >= line_start) and np.all(grid[-1] < line_end)):
        return None  # some line has more commas and another fewer
    width = per_line + 1
    starts = [line_start] + [grid[c] + 1 for c in range(per_line)]  # field c of every line
    ends = [grid[c] for c in range(per_line)] + [line_end]
    quotes = data.count(b'"', 0, size) if data.find(b'"', 0, size) >= 0 else 0  # (find stops at the first)
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
    candidates = None  # every row at first: the first column's fields are its slices, not gathered by row
    for column_starts, column_ends in zip(starts, ends):  # each column looks only at the rows still in doubt
        field_starts = column_starts[1:] if candidates is None else column_starts[1:][candidates]
        field_ends = column_ends[1:] if candidates is None else column_ends[1:][candidates]
        heads = buffer[field_starts]  # the padding keeps an empty last field inside the buffer
        doubt = (field_ends == field_starts) | (heads == 32) | (heads == 9)
        candidates = np.flatnonzero(doubt) if candidates is None else candidates[doubt]
        if not len(candidates):
            return None
    keep = np.ones(len(starts[0]) - 1, dtype=bool)
    for row in candidates.tolist():
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
