"""Guards (session 43, s37): the big-log block reader's line counting and blank-row skipping, made cheaper
for the reconcile benchmark, still give every row its file line and count every line. These pass on
bfb98b62 too: they guard behaviour that must not change (the outputs are byte-identical)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import numpy as np
import pytest

from slacheck.columns.plaincsv import split_plain_csv
from slacheck.incidents import parallel
from slacheck.limits import Limits

HEADER = "id,start,end,units,cause,notice_hours"


def log_lines(rows: int, blank_every: int) -> tuple[list[str], list[int]]:
    """The log's data lines and the file line of each record (the header is line 1); a row of empty
    fields (as spreadsheets export) every ``blank_every`` lines, which the reader skips."""
    lines, record_lines = [], []
    for i in range(rows):
        if blank_every and i % blank_every == blank_every - 1:
            lines.append(",,,,,")
            continue
        day = 1 + i % 28
        lines.append(f"inc-{i:05d},2025-06-{day:02d}T10:00:00,2025-06-{day:02d}T11:{i % 60:02d}:00,node-{i % 17},vendor,")
        record_lines.append(len(lines) + 1)
    return lines, record_lines


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
@pytest.mark.parametrize("final_newline", [True, False])
@pytest.mark.parametrize("blank_every", [0, 37, 61])
def test_every_record_keeps_its_file_line_and_every_line_is_counted(tmp_path, monkeypatch, newline, final_newline,
                                                                      blank_every):
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)  # ~60 blocks: rows of empty fields end some of them
    lines, record_lines = log_lines(1500, blank_every)
    path = tmp_path / "log.csv"
    path.write_bytes((newline.join([HEADER] + lines) + (newline if final_newline else "")).encode())
    data = path.read_bytes()
    header = data[:data.index(b"\n") + 1]
    read = parallel.read_blocks(path, header, len(header), len(data), ZoneInfo("Asia/Shanghai"), None, None, Limits())
    assert read is not None
    tables, _, counted = read
    assert len(tables) > 20
    assert counted == data.count(b"\n", len(header))
    assert np.concatenate([t.lines for t in tables]).tolist() == record_lines


@pytest.mark.parametrize("blank_rows", [[0], [4], [0, 4], [1, 2, 3], [0, 1, 2, 3]])
def test_rows_of_empty_fields_are_skipped_wherever_they_stand_and_spaced_fields_are_kept(blank_rows):
    rows = [f"inc-{i}, 2025-06-01T10:00:00,2025-06-01T11:00:00,node-1,vendor," for i in range(5)]
    rows = [",,,,," if i in blank_rows else row for i, row in enumerate(rows)]
    rows[2] = rows[2] if 2 in blank_rows else ",  x,,,,"  # empty or spaced fields, one with text: the row stays
    split = split_plain_csv((HEADER + "\n" + "\n".join(rows) + "\n").encode())
    assert split is not None
    _, columns, line_numbers = split
    assert line_numbers.tolist() == [k + 2 for k in range(5) if k not in blank_rows]
    assert len(columns[0]) == 5 - len(blank_rows)
