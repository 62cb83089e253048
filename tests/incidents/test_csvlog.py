"""The byte-offset CSV route and the csv-module route read the same log identically."""

from __future__ import annotations

import numpy as np

from slacheck.incidents.read import read_incident_table

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
    quoted = tmp_path / "quoted.csv"  # one quoted field sends the file through the csv module
    quoted.write_text(header + "\n".join(ROWS).replace("i-1,", '"i-1",') + "\n", encoding="utf-8")
    crlf = tmp_path / "crlf.csv"
    crlf.write_bytes((header + "\n".join(ROWS)).replace("\n", "\r\n").encode("utf-8"))
    fast = table_of(plain)
    assert fast == table_of(quoted) == table_of(crlf)
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
