"""JSON rows from columns write what orjson writes for the same values."""

from __future__ import annotations

import numpy as np
import orjson
import pytest

from slacheck.columns.jsonrows import _distinct_seconds, join_rows, json_numbers, json_strings


@pytest.mark.parametrize("values", [
    (np.arange(-5000, 5000) * 60000) / 60000 / 7,  # not whole seconds: sorted route
    (np.random.default_rng(1).integers(0, 400, 20000) * 1000) / 60000,  # whole seconds: no sort
    np.array([0.0, -0.0, 1.5, 2.0]),  # -0.0 is written apart
    np.array([0.0, 0.5, 4000.0, -2.0, 240000.0, 4000.0, 2e10]),  # whole seconds, some far above the rest
    np.array([0.1 + 0.2, 1e16, 5e-324, float("nan"), float("inf")]),
    np.array([-0.0, 2.0, 0.0]), np.array([-1.5, -0.0, 0.5, 0.0]), np.array([-1.0, 0.5, 0.0]),  # -0.0 at each side of 0
    np.array([-1e-300, 2.0]), np.array([1.0, float("nan")]), np.array([float("-inf"), 1.0]), np.array([2.0, 2.0]),
    np.array([]),
])
def test_numbers_are_written_as_orjson_writes_them(values):
    assert json_numbers(values, prefix=b",").tolist() == [b"," + orjson.dumps(v) for v in values.tolist()]


def test_whole_seconds_take_the_route_without_a_sort():
    minutes = (np.random.default_rng(2).integers(-300, 300, 50000) * 1000) / 60000
    assert _distinct_seconds(minutes)[0] is not None
    assert _distinct_seconds(np.array([0.0, -0.0]))[0] is None


def test_a_few_far_values_do_not_send_every_row_through_a_sort(monkeypatch):
    # a month's counted minutes: short outages, and a few hours-long ones counted over every unit
    rng = np.random.default_rng(4)
    minutes = (rng.integers(0, 300, 50000) * 1000) / 60000
    minutes[rng.integers(0, 50000, 40)] = rng.choice([240000.0, 121000.0, 60000.5], 40)
    sorted_rows = []
    unique = np.unique
    monkeypatch.setattr(np, "unique", lambda values, **kw: sorted_rows.append(len(values)) or unique(values, **kw))
    distinct, index = _distinct_seconds(minutes)
    assert distinct is not None and max(sorted_rows, default=0) <= 40
    assert distinct[index].tolist() == minutes.tolist() and distinct.tolist() == sorted(set(minutes.tolist()))
    assert json_numbers(minutes, prefix=b",").tolist() == [b"," + orjson.dumps(v) for v in minutes.tolist()]


@pytest.mark.parametrize("values", [["a", "b-1", ""], ['q"uote', "back\\slash", "tab\tx", "nul\x00x", "行\u2028"],
                                    ["事件-1", "plain"]])
def test_strings_are_written_as_orjson_writes_them(values):
    pieces = json_strings(values)
    assert join_rows([b"[", *pieces, b"]"], len(values)) == b"".join(b"[" + orjson.dumps(v) + b"]" for v in values)


def test_masked_pieces_are_written_only_in_their_rows():
    mask = np.array([True, False, True])
    got = join_rows([(b"<", mask), np.array([b"a", b"bb", b"c"]), (np.array([b"1", b"2", b"3"]), ~mask), b";"], 3)
    assert got == b"<a;bb2;<c;"


@pytest.mark.parametrize("block_rows", [2, 3, 32768])
def test_a_coded_column_writes_what_its_rows_spread_out_write(block_rows, monkeypatch):
    # distinct texts and an index per row, spread a block at a time, masked or not
    from slacheck.columns.jsonrows import Coded

    monkeypatch.setattr("slacheck.columns.jsonrows.BLOCK_ROWS", block_rows)
    texts, codes = np.array([b"1.0", b"-0.5", b"null"]), np.array([2, 0, 1, 1, 0, 2, 2], dtype=np.int8)
    mask = np.array([True, False, True, True, False, False, True])
    spread = texts[codes]
    want = join_rows([b"[", spread, (b"!", mask), (spread, ~mask), b"]"], len(codes))
    assert want == b"[null!][1.01.0][-0.5!][-0.5!][1.01.0][nullnull][null!]"
    assert join_rows([b"[", Coded(texts, codes), (b"!", mask), (Coded(texts, codes), ~mask), b"]"],
                     len(codes)) == want
    assert Coded(texts, codes)[2:5].tolist() == spread[2:5].tolist()


@pytest.mark.parametrize("text", ["plain-id_7", "del\x7fchar", 'q"uote', "back\\slash", "ctl\x01x", "tab\tx",
                                  "事件", "line\u2028sep", "para\u2029sep", "mixed 事件 \x1f"])
def test_a_column_needs_escaping_exactly_when_orjson_escapes_a_value(text):
    from slacheck.columns.jsonrows import as_bytes_column, needs_escape

    column = as_bytes_column(["ok", "a-b", text, "z"])
    escaped = orjson.dumps(text) != b'"' + text.encode() + b'"'
    # (U+2028/U+2029: orjson writes them as they are; the column is still sent through orjson, to be safe)
    assert needs_escape(column) == (escaped or "\u2028" in text or "\u2029" in text)


@pytest.mark.parametrize("scan_bytes", [1, 5, 7, 1 << 20])
def test_a_column_scanned_a_slice_at_a_time_needs_escaping_as_scanned_whole(scan_bytes, monkeypatch):
    # the column's bytes are scanned in slices (no copy of a whole big column): a character to
    # escape anywhere, also where a slice ends or a multi-byte character is cut, is still found
    import random

    from slacheck.columns.jsonrows import as_bytes_column, needs_escape

    monkeypatch.setattr("slacheck.columns.jsonrows.SCAN_BYTES", scan_bytes)
    rng = random.Random(scan_bytes)
    for text in ["plain", 'q"uote', "back\\slash", "ctl\x01x", "事件", "line\u2028sep", "del\x7fchar"]:
        for at in range(4):
            values = [rng.choice(["a-1", "b_22", "2025-05-06T18:20:00+08:00 - 2025-05-06T18:24:00+08:00"])
                      for _ in range(5)]
            values.insert(at, text)
            column = as_bytes_column(values)
            escaped = any(orjson.dumps(v) != b'"' + v.encode() + b'"' or "\u2028" in v for v in values)
            assert needs_escape(column) == escaped
            assert needs_escape(column[1:]) == needs_escape(as_bytes_column(values[1:]))  # a view, not contiguous
            assert needs_escape(column[::2]) == needs_escape(as_bytes_column(values[::2]))


ROWS_OF_VARYING_WIDTHS = {
    "empty": ([], [], []),
    "one row": (["inc-1"], [4.0], [-2.5]),
    "negative and wide": (["a", "inc-000123", "b"], [-237.0, 1.0, 12345.0], [0.0, -0.0, -59.0]),
    "floats as orjson writes them": (["x", "y", "z", "w"], [0.1 + 0.2, 1e16, 5e-324, float("nan")],
                                     [float("inf"), 1.5, -1e-7, 2.0]),
    "ids needing escapes": (['q"1', "事件-22", "tab\t3"], [1.0, 22.0, 333.0], [3.0, 2.0, 1.0]),
}


@pytest.mark.parametrize("block_rows", [1, 2, 4096])
@pytest.mark.parametrize("name", list(ROWS_OF_VARYING_WIDTHS))
def test_rows_of_varying_widths_are_the_json_of_their_dicts(name, block_rows, monkeypatch):
    # each row as wide as its own values: numbers of 3 to 22 characters, ids of 1 to 10, no padding left over
    monkeypatch.setattr("slacheck.columns.jsonrows.BLOCK_ROWS", block_rows)
    ids, first, second = ROWS_OF_VARYING_WIDTHS[name]
    between = np.arange(len(ids)) < len(ids) - 1
    pieces = [b'{"id":', *json_strings(ids), json_numbers(np.array(first), prefix=b',"first":'),
              json_numbers(np.array(second), prefix=b',"second":'), b"}", (b",", between)]
    rows = [{"id": i, "first": a, "second": b} for i, a, b in zip(ids, first, second)]
    assert join_rows(pieces, len(ids)) == orjson.dumps(rows)[1:-1]


@pytest.mark.parametrize("block_rows", [2, 4096])
def test_a_varying_piece_wider_than_what_follows_it_is_written_exactly(block_rows, monkeypatch):
    # a long number or id next to short ones, and only a comma (or a quote) before the next row's value
    monkeypatch.setattr("slacheck.columns.jsonrows.BLOCK_ROWS", block_rows)
    numbers = np.array([1.0, 123456.5, -2.0, 1e16, 7.0])
    between = np.arange(len(numbers)) < len(numbers) - 1
    assert join_rows([json_numbers(numbers), (b",", between)], len(numbers)) == orjson.dumps(numbers.tolist())[1:-1]
    ids = ["a", "bbbbbbbbbbbb", "c", "", "dd"]
    assert join_rows([b",", *json_strings(ids)], len(ids)) == b"," + b",".join(orjson.dumps(i) for i in ids)


@pytest.mark.parametrize("values", [["a", "b-1", ""], ['q"uote', "back\\slash", "tab\tx", "nul\x00x", "行\u2028"],
                                    ["事件-1", "plain"]])
@pytest.mark.parametrize("block_rows", [2, 32768])
def test_strings_at_rows_are_written_as_the_rows_spread_out(values, block_rows, monkeypatch):
    # a value in several rows (a dispute's ids beside each of its disagreements), some in none, masked rows
    monkeypatch.setattr("slacheck.columns.jsonrows.BLOCK_ROWS", block_rows)
    at = np.array([2, 0, 0, 1, 2, 2, 0], dtype=np.int64)[: 3 * len(values)] % len(values)
    mask = np.arange(len(at)) % 3 != 1
    pieces = [(piece, mask) for piece in json_strings(values, at=at)]
    expected = b"".join(b"[" + orjson.dumps(values[a]) + b"]" if m else b"[]" for a, m in zip(at.tolist(), mask))
    assert join_rows([b"[", *pieces, b"]"], len(at)) == expected


def test_strings_said_to_need_no_escaping_are_not_scanned_and_the_others_are_encoded(monkeypatch):
    def scanned(values):
        raise AssertionError("scanned")

    monkeypatch.setattr("slacheck.columns.jsonrows.needs_escape", scanned)
    plain = np.array([b"2025-01-01T00:00:00+08:00 - 2025-01-01T00:05:00+08:00", b"n1;n2"])
    assert join_rows([b"[", *json_strings(plain, escape=False), b"]"], 2) == b'["2025-01-01T00:00:00+08:00 - ' \
        b'2025-01-01T00:05:00+08:00"]["n1;n2"]'
    odd = np.array(['机柜"A"'.encode(), b"tab\tx"])
    assert join_rows(json_strings(odd, escape=True), 2) == orjson.dumps('机柜"A"') + orjson.dumps("tab\tx")
