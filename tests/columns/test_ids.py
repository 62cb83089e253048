"""Incident ids as a bytes column: read back as the same strings, compared exactly, hashed alike."""

from __future__ import annotations

import numpy as np

from slacheck.columns import ids as idcolumn
from slacheck.columns.hashing import hash_bytes as hash_id
from slacheck.columns.ids import IdColumn

IDS = ["inc-1", "节点-7", "b", "a long incident id with spaces", ""]


def test_ids_read_back_as_the_strings_they_were():
    column = IdColumn.from_strings(IDS)
    assert column.fixed
    assert list(column) == IDS and column.tolist() == IDS
    assert column[1] == "节点-7" and column[1:3] == ["节点-7", "b"]
    assert column == IDS and column.take(np.array([2, 0])) == ["b", "inc-1"]


def test_an_id_with_a_nul_byte_is_kept_whole():
    column = IdColumn.from_strings(["a\x00", "a", "b\x00c"])
    assert not column.fixed  # an S array would drop the trailing NUL and make "a\x00" equal "a"
    assert column.tolist() == ["a\x00", "a", "b\x00c"]
    assert column.duplicates() == []


def test_very_long_ids_in_a_big_column_are_not_padded(monkeypatch):
    monkeypatch.setattr(idcolumn, "MAX_FIXED_BYTES", 1000)
    column = IdColumn.from_strings(["x" * 600, "y", "x" * 600])
    assert not column.fixed
    assert column.duplicates() == [(2, 0)]


def test_hashes_do_not_depend_on_the_width_or_kind_of_the_column():
    narrow = IdColumn.from_strings(["inc-1", "b"])
    wide = IdColumn.from_strings(["b", "inc-1", "an id of thirty characters...."])
    kept_whole = IdColumn.from_strings(["inc-1", "z\x00"])
    assert narrow.hashes()[0] == wide.hashes()[1] == kept_whole.hashes()[0] == hash_id(b"inc-1")
    assert narrow.hashes()[1] == wide.hashes()[0]


def test_duplicates_name_each_repeat_and_the_first_row():
    column = IdColumn.from_strings(["a", "b", "a", "c", "b", "a"])
    assert column.duplicates() == [(2, 0), (4, 1), (5, 0)]
    assert IdColumn.from_strings(["a", "b", "c"]).duplicates() == []


def test_equal_hashes_of_different_ids_are_not_duplicates(monkeypatch):
    monkeypatch.setattr(IdColumn, "_compute_hashes", lambda self: np.zeros(len(self), dtype=np.uint64))
    assert IdColumn.from_strings(["a", "b", "a"]).duplicates() == [(2, 0)]


def test_columns_join_in_order_whatever_their_kind():
    joined = IdColumn.join([IdColumn.from_strings(["a", "bb"]), IdColumn.from_strings(["c\x00"]),
                            IdColumn.from_strings(["dddd"])])
    assert joined.tolist() == ["a", "bb", "c\x00", "dddd"]
    assert IdColumn.join([IdColumn.from_strings(["a"]), IdColumn.from_strings(["bbb"])]).fixed
