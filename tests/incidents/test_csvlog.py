"""The byte-offset CSV route and the csv-module route read the same log identically."""

from __future__ import annotations

import csv
import io

import numpy as np
from hypothesis import given, settings, strategies as st

from slacheck.incidents.csvlog import read_csv_columns
from slacheck.incidents.read import read_incident_table
from slacheck.limits import Limits

ROWS = [
    "i-1,2025-03-09T01:30:00,2025-03-09T03:30:00,n1;n2,vendor,",
    " i-2 ,2025-06-03 10:00,2025-06-03T10:00:00.500-04:00,*,maintenance,72",
    "i-3,2025-06-03T10:00:00Z,2025-06-04,节点1,customer,",
    "i-4,2025-11-02T01:30:00,2025-11-02T01:45:00,n2; n1 ;n2,,12.5",
]


def table_of(path):
    t = read_incident_table(path, tz="America/New_York")
    return (t.ids, t.start_ms.tolist(), t.end_ms.tolist(), t.cause.tolist(),
            np.nan_to_num(t.notice_hours, nan=-1).tolist(), t.pair_incident.tolist(),
            [t.unit_names[u] if u >= 0 else "*" for u in t.pair_unit.tolist()], t.lines.tolist())


def test_plain_and_quoted_csv_give_the_same_table(tmp_path):
    header = "id,start,end,units,cause,notice_hours\n"
    plain = tmp_path / "plain.csv"
    plain.write_text(header + "\n".join(ROWS) + "\n", encoding="utf-8")
    quoted = tmp_path / "quoted.csv"  # a field quoted whole: the byte route drops the quotes
    quoted.write_text(header + "\n".join(ROWS).replace("i-1,", '"i-1",') + "\n", encoding="utf-8")
    escaped = tmp_path / "escaped.csv"  # a quoted field with a comma inside: only the csv module reads it
    escaped.write_text(header + "\n".join(ROWS).replace(",vendor,", ',"vendor",').replace("i-1,", '"i-1",')
                       .replace("n1;n2,", '"n1;n2",').replace("i-3,", '"i-3",').replace(",customer,", ',"customer",')
                       .replace("i-4,", "i-4,") + "\n", encoding="utf-8")
    crlf = tmp_path / "crlf.csv"
    crlf.write_bytes((header + "\n".join(ROWS)).replace("\n", "\r\n").encode("utf-8"))
    fast = table_of(plain)
    assert fast == table_of(quoted) == table_of(crlf) == table_of(escaped)
    assert fast[0] == ["i-1", "i-2", "i-3", "i-4"]
    assert fast[6] == ["n1", "n2", "*", "节点1", "n2", "n1"]
    assert fast[7] == [2, 3, 4, 5]
    # DST gap 02:00-03:00 on 2025-03-09 in New York: 01:30 EST → 03:30 EDT is one real hour
    assert fast[2][0] - fast[1][0] == 3_600_000


def test_bad_rows_in_a_plain_csv_are_reported_with_their_lines(tmp_path):
    import pytest

    from slacheck.errors import SlacheckError

    path = tmp_path / "bad.csv"
    path.write_text("id,start,end,units\ni-1,2025-06-03T10:00:00,2025-06-03T09:00:00,n1\n"
                    "i-1,2025-02-30T00:00:00,2025-06-03T09:00:00,n1\n,2025-06-03T10:00:00,2025-06-03T11:00:00,\n",
                    encoding="utf-8")
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    text = str(caught.value)
    assert "bad.csv:2: end 2025-06-03T09:00:00 is before start 2025-06-03T10:00:00" in text
    assert "bad.csv:3: duplicate id 'i-1' (first on line 2)" in text
    assert "bad.csv:3: unparsable start time '2025-02-30T00:00:00'" in text
    assert "bad.csv:4: missing id" in text
    assert "bad.csv:4: no units" in text


QUOTINGS = [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.text(alphabet='a1 ,;"\n\r-', max_size=6), min_size=3, max_size=3), min_size=1,
                max_size=8),
       st.sampled_from(QUOTINGS), st.booleans())
def test_any_csv_reads_as_the_csv_module_reads_it(tmp_path_factory, rows, quoting, header_quoted):
    """Fields quoted whole take the byte route, anything else the csv module: same columns, same lines."""
    out = io.StringIO()
    writer = csv.writer(out, quoting=quoting, lineterminator="\n")
    writer.writerow(["id", "start", "units"] if not header_quoted else ['"id"', "start", "units"])
    writer.writerows(rows)
    path = tmp_path_factory.mktemp("csv") / "log.csv"
    path.write_bytes(out.getvalue().encode("utf-8"))
    text = out.getvalue()
    reader = csv.reader(io.StringIO(text, newline=""))
    header = [h.strip() for h in next(reader)]
    expected_rows, expected_lines = [], []
    for row in reader:
        if any(cell.strip() for cell in row):
            expected_rows.append(row + [""] * (3 - len(row)))
            expected_lines.append(reader.line_num)
    got_header, got_columns, got_lines = read_csv_columns(path, Limits())
    assert got_header == header
    assert got_lines == expected_lines
    assert [list(r) for r in zip(*got_columns)] == [r[:3] for r in expected_rows]


def test_units_written_with_commas_past_the_header_are_refused_not_read_as_the_first_unit(tmp_path, monkeypatch):
    # "node-001,node-002" under the one units column was read as node-001 alone: node-002's outage went uncounted
    import pytest

    from slacheck.errors import SlacheckError
    from slacheck.incidents import parallel
    from slacheck.incidents import read as read_module

    path = tmp_path / "log.csv"
    rows = [f"i-{i},2025-06-{i % 28 + 1:02d}T10:00:00,2025-06-{i % 28 + 1:02d}T12:00:00,node-001" for i in range(300)]
    rows[41] += ",node-002"
    path.write_text("id,start,end,units\n" + "\n".join(rows) + "\n", encoding="utf-8")
    said = "log.csv:43: 5 fields where the header has 4 columns: 'node-002' is under no column; separate units " \
           "with ';' (node-1;node-2) and quote a field that holds a comma"
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    assert str(caught.value) == said
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)  # the block reader of a big log says the same
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    with pytest.raises(SlacheckError) as caught:
        read_incident_table(path)
    assert str(caught.value) == said
    monkeypatch.undo()
    # near misses: empty fields past the header (trailing commas, as spreadsheets export) are no text and pass;
    # units separated by ';' are both read
    rows[41] = "i-41,2025-06-14T10:00:00,2025-06-14T12:00:00,node-001;node-002,,"
    path.write_text("id,start,end,units\n" + "\n".join(rows) + "\n", encoding="utf-8")
    table = read_incident_table(path)
    assert len(table) == 300 and sorted(table.unit_names) == ["node-001", "node-002"]
