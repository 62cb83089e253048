"""textcodec: whether a file failing UTF-8 (and GB18030) is UTF-8 with bad bytes, or another encoding's text."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.ingest.text import decode_text
from slacheck.errors import SlacheckError
from slacheck.textcodec import decode_gb, mostly_utf8

CONTRACT = Path(__file__).resolve().parents[1] / "fixtures" / "demo" / "qiantang_h800_framework.md"


class Unwalkable(bytes):
    """Bytes a Python loop may not walk one by one (C methods such as translate, count and decode still read
    them): a 10 MB broken file costs ~0.14 s in such a loop before its error is said, ~0.007 s in C."""

    def __iter__(self):
        raise AssertionError("the bytes were walked in a Python loop")


def broken_utf8() -> bytes:
    """A UTF-8 contract with a stray 0xFF (invalid in UTF-8, and as a GB18030 lead byte) in its middle."""
    data = CONTRACT.read_bytes()
    return data[:len(data) // 2].rsplit(b"\n", 1)[0] + b"\n\xff" + data[len(data) // 2:].split(b"\n", 1)[1]


@pytest.mark.parametrize("data, answer", [
    (broken_utf8(), True),  # Chinese UTF-8 with one bad byte
    (broken_utf8() * 2000, True),  # the same, ~20 MB
    ("Café “Zürich” terms: 10 % credit.\n".encode("cp1252") * 3 + b"\xe9", False),  # Windows-1252 text
    ("サービス品質保証：月間稼働率99.9%\n".encode("shift_jis") + b"\xff", False),  # Shift-JIS text
    (b"plain ASCII and one bad byte \xff", False),  # no valid non-ASCII at all
], ids=["utf8-bad-byte", "utf8-bad-byte-20MB", "cp1252", "shift-jis", "ascii-bad-byte"])
def test_issue_s25_mostly_utf8_on_files_failing_utf8_and_gb18030_counts_in_c(data, answer):
    """Session 25: the non-ASCII bytes were counted by a generator over every byte (~14-50 ns a byte on the
    failure path); the answers stay, counted without a Python loop over the bytes."""
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    assert decode_gb(data) is None  # neither reading takes the file: the question mostly_utf8 answers
    assert mostly_utf8(Unwalkable(data)) is answer


def test_a_contract_failing_utf8_and_gb18030_is_refused_naming_line_and_byte(tmp_path):
    data = broken_utf8()
    path = tmp_path / "contract.md"
    path.write_bytes(data)
    offset = data.index(b"\xff")
    line = data.count(b"\n", 0, offset) + 1
    with pytest.raises(SlacheckError) as raised:
        decode_text(path, Unwalkable(data))
    assert str(raised.value) == (f"contract.md:{line}: not UTF-8 text (byte {offset}); "
                                 "save the file as UTF-8")
