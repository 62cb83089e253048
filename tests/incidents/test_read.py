"""Hostile or broken incident logs: a clean ``SlacheckError`` naming the file and line, never a traceback."""

from __future__ import annotations

import json

import pytest

from slacheck.errors import SlacheckError
from slacheck.incidents.read import read_incidents, sniff_format

ROW = {"id": "a", "start": "2025-06-01T00:00:00", "end": "2025-06-01T01:00:00", "units": "n1"}
HEADER = b"id,start,end,units\n"
GOOD = b"A,2025-06-01T00:00:00,2025-06-01T01:00:00,n1\n"

CASES = {
    "stray_cr.csv": (b"id,start\rend,units\n" + GOOD, None),
    "binary.csv": (bytes(range(256)) * 40, None),
    "binary_then_cr.log": (b"\x00\r\x00", None),
    "huge_field.csv": (HEADER + b"A,2025-06-01T00:00:00,2025-06-01T01:00:00," + b"n" * 1_000_000 + b"\n",
                       (2, "longer than 100000 characters")),
    "huge_quoted_field.csv": (HEADER + b'A,2025-06-01T00:00:00,2025-06-01T01:00:00,"' + b"n" * 1_000_000 + b'"\n',
                              (None, "longer than 100000 characters")),
    "nested.jsonl": ((json.dumps(ROW) + "\n" + "[" * 100_000 + "]" * 100_000 + "\n").encode(),
                     (2, "nested deeper than 64 levels")),
    "nested_objects.jsonl": ((json.dumps(ROW) + "\n" + '{"id": ' + '{"a": ' * 200 + "1" + "}" * 201 + "\n").encode(),
                             (2, "nested deeper than 64 levels")),
    "nested.json": (b"[" * 100_000 + b"]" * 100_000, (1, "nested deeper than 64 levels")),
    "invalid_utf8.csv": (HEADER + b"A,2025-06-01T00:00:00,2025-06-01T01:00:00,n\xff1\n", (2, "not UTF-8")),
    "nul.csv": (HEADER + b"A,2025-06-01T00:00:00,2025-06-01T01:00:00,n\x001\n", (2, "NUL bytes")),
    "empty.csv": (b"", (1, "the file is empty")),
    "blank.jsonl": (b"\n  \n", (1, "the file is empty")),
    "array.jsonl": (("\n" + json.dumps([ROW], indent=2)).encode(), (2, "a JSON array, not JSON Lines")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_broken_log_is_a_clean_error_naming_file_and_line(name, tmp_path):
    content, expected = CASES[name]
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(SlacheckError) as caught:
        read_incidents(path)
    assert caught.value.file == name
    if expected is not None:
        line, message = expected
        if line is not None:
            assert caught.value.line == line
        assert message in caught.value.message
    else:
        assert caught.value.line is not None  # every content problem points at a line


def test_a_folder_is_not_a_log(tmp_path):
    folder = tmp_path / "incidents.csv"
    folder.mkdir()
    with pytest.raises(SlacheckError, match="^incidents.csv: is a folder: give one incident log file$"):
        read_incidents(folder)  # (was 'is a folder, not a file': the one refusal of limits.folder_refused)
    with pytest.raises(SlacheckError, match="^incidents.csv: is a folder: give one incident log file$"):
        read_incidents(folder, fmt="csv")


def test_sniffing_junk_never_raises(tmp_path):
    path = tmp_path / "junk.log"
    path.write_bytes(b"\x00\r\x00,start\r,end")
    assert sniff_format(path) == "csv"
