"""Byte-offset columns: grouping equal fields gives what a dictionary of strings would."""

from __future__ import annotations

import random

import pytest

from slacheck.columns.plaincsv import split_plain_csv
from slacheck.columns.fields import FEW_VALUES


def column_of(values: list[str]):
    data = ("v,w\n" + "\n".join(f"{v},w" for v in values) + "\n").encode("utf-8")
    header, columns, _ = split_plain_csv(data)
    return columns[0]


def by_dictionary(values: list[str]):
    order = list(dict.fromkeys(values))
    return order, [order.index(v) for v in values]


@pytest.mark.parametrize("pool", [
    ["vendor", "", "customer", "maintenance", "force_majeure"],                 # a few values
    ["node-0001", "node-0002", "node-0001;node-0002", "*"],                      # alike in their first 8 bytes
    [f"node-{i:04d}" for i in range(FEW_VALUES + 1)],                            # one more than a few
    [f"n{i}" for i in range(300)] + ["节点-1", "节点-2"],                          # many, some not ASCII
])
def test_factorize_equals_a_dictionary_of_strings(pool):
    rng = random.Random(5)
    values = [rng.choice(pool) for _ in range(2000)]
    distinct, codes = column_of(values).factorize()
    assert (distinct, codes.tolist()) == by_dictionary(values)


def test_a_value_first_seen_late_still_gets_its_own_code():
    values = ["vendor"] * 999 + ["customer"]  # not among the first rows looked at
    distinct, codes = column_of(values).factorize()
    assert distinct == ["vendor", "customer"] and codes[-1] == 1 and codes[:-1].max() == 0


def test_factorize_groups_fields_of_every_length_apart():
    # values of 0 to 64 bytes, some alike up to a word boundary or differing only in length
    rng = random.Random(9)
    pool = [""] + ["x" * k for k in range(1, 65)] + [f"node-{i:04d}" + ";node-0001" * (i % 4) for i in range(300)]
    pool += ["a" * 8 + "b", "a" * 8 + "c", "a" * 16, "a" * 16 + "a"]
    values = [rng.choice(pool) for _ in range(5000)]
    distinct, codes = column_of(values).factorize()
    assert (distinct, codes.tolist()) == by_dictionary(values)


def test_keys_alike_in_the_bits_that_pick_their_slot_are_still_grouped_exactly():
    """group_keys puts each key in the slot its top bits name; keys that share those bits (here:
    only their low bits differ) meet in one slot and are grouped in later rounds, each apart."""
    import numpy as np

    from slacheck.columns.fields import group_keys

    rng = np.random.default_rng(3)
    for key in (rng.integers(0, 1000, 20_000).astype(np.uint64),              # top bits all zero
                rng.integers(0, 2**63, 5_000).astype(np.uint64).repeat(3),    # spread, each thrice
                np.array([7], dtype=np.uint64)):
        first, inverse = group_keys(key)
        assert np.array_equal(key[first[inverse]], key)  # each row's group holds its own key
        assert len(first) == len(np.unique(key))  # and no other: one group per distinct key
        firsts = {}
        for row, value in enumerate(key.tolist()):
            firsts.setdefault(value, row)
        assert sorted(first.tolist()) == sorted(firsts.values())  # each group's first row


def test_windows_are_the_bytes_from_each_start_and_a_copy_that_may_be_written():
    """windows() copies each field's bytes as one item; it gives the sliding-window copies
    byte for byte, up to the buffer's last byte, from a read-only file buffer, and the copy
    is writable (matrix() zeroes what lies past each field in place)."""
    import numpy as np

    from slacheck.columns.fields import padded_buffer, windows

    data = padded_buffer("id,单位\nnode-0001,n2\n".encode("utf-8"))
    assert not data.flags.writeable
    rng = np.random.default_rng(4)
    for width in (1, 7, 8, 9, 16, 64):
        starts = np.concatenate((rng.integers(0, len(data) - width + 1, 50), [len(data) - width, 0]))
        got = windows(data, starts, width)
        assert got.shape == (len(starts), width) and got.flags.writeable
        assert got.tolist() == [list(data[s:s + width]) for s in starts.tolist()]
    strided = np.arange(40, dtype=np.uint8)[::2]  # not one contiguous buffer: numpy's own view
    assert windows(strided, np.array([0, 3]), 2).tolist() == [[0, 2], [6, 8]]


def test_word_columns_are_each_fields_bytes_as_words_zero_past_its_end():
    """word_columns() gives, for every field (or the rows asked), its bytes 8k..8k+7 as word k,
    zero past the field's end: the zero-padded byte matrix read as words, for fields of every
    length (empty, multibyte, the file's last field), from a padded file buffer or a bare one."""
    import sys

    import numpy as np

    from slacheck.columns.fields import FieldColumn, padded_buffer

    rng = random.Random(8)
    texts = [""] + ["".join(rng.choice("ab节,9") for _ in range(rng.randint(0, 23))) for _ in range(200)]
    encoded = [t.encode("utf-8") for t in texts]
    lengths = np.array([len(e) for e in encoded], dtype=np.int64)
    ends = np.cumsum(lengths)
    for data in (padded_buffer(b"".join(encoded)), np.frombuffer(b"".join(encoded), dtype=np.uint8)):
        column = FieldColumn(data, ends - lengths, ends)
        for words, rows in ((3, None), (4, np.array([5, 0, 200, 7])), (1, np.arange(0))):
            chosen = encoded if rows is None else [encoded[r] for r in rows.tolist()]
            expected = [[int.from_bytes(e[8 * k:8 * k + 8].ljust(8, b"\0"), sys.byteorder) for e in chosen]
                        for k in range(words)]
            got = [column.tolist() for column in column.word_columns(words, rows)]
            assert got == expected
            assert [np.asarray(c).dtype for c in column.word_columns(words, rows)] == [np.uint64] * words
