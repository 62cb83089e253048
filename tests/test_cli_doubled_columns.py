"""An incident log with two accepted headers for one field (`start` and `开始时间`, `units` and `unit`): the
first in preference order was read and the other dropped without a word, though the two could say different
times (a corrected column beside the original). Money hangs on it: refused unless they agree on every row."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

CLUSTER = Path(__file__).resolve().parent / "fixtures" / "cluster_terms.yaml"

# header, the columns it doubles, the field, a row whose two columns agree, a row whose two columns differ
CASES = {
    "start": ("id,start,开始时间,end,units",
              "a,2025-05-03T00:00:00,2025-05-03T00:00:00,2025-05-03T06:00:00,*",
              "b,2025-05-04T00:00:00,2025-05-03T22:00:00,2025-05-04T06:00:00,*",
              "columns 'start' and '开始时间' are both read as start and differ ('2025-05-04T00:00:00' against "
              "'2025-05-03T22:00:00'): which one holds the start cannot be told; keep one of them"),
    "units": ("id,start,end,units,unit",
              "a,2025-05-03T00:00:00,2025-05-03T06:00:00,*,*",
              "b,2025-05-04T00:00:00,2025-05-04T06:00:00,*,n1",
              "columns 'units' and 'unit' are both read as units and differ ('*' against 'n1'): which one holds the "
              "units cannot be told; keep one of them"),
}


def claim(tmp_path, *rows, letter=None):
    log = tmp_path / "log.csv"
    log.write_text("\n".join(rows) + "\n", encoding="utf-8")
    args = ["claim", "--no-db", "--format", "json", "--terms", str(CLUSTER), "--incidents", str(log),
            "--as-of", "2025-07-01"]
    return CliRunner().invoke(app, args + (["--letter", str(letter)] if letter else []))


@pytest.mark.parametrize("field", CASES)
def test_two_columns_for_one_field_that_differ_are_refused(tmp_path, field):
    header, agreeing, differing, message = CASES[field]
    letter = tmp_path / "letter.md"
    result = claim(tmp_path, header, agreeing, differing, letter=letter)
    assert result.exit_code == 2
    assert f"log.csv:3: {message}" in result.stderr
    assert result.stdout == "" and not letter.exists()  # nothing computed, nothing written


@pytest.mark.parametrize("field", CASES)
def test_two_columns_that_agree_on_every_row_are_read_without_a_word(tmp_path, field):
    # near miss: the same values twice (an export that writes both names) leave nothing to tell apart
    header, agreeing, _, _ = CASES[field]
    result = claim(tmp_path, header, agreeing)
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["months"][0]["downtime_minutes"] == 360
    assert "both read as" not in result.stderr and "log.csv" not in result.stderr


def test_a_big_log_read_in_blocks_names_the_files_own_line(tmp_path, monkeypatch):
    # a log big enough for the two-core reader: its blocks count lines from their own header, so the block
    # leaves a doubled field to the one-process read, which names the line of the file
    from slacheck.errors import SlacheckError
    from slacheck.incidents import parallel
    from slacheck.incidents.read import read_incident_table

    rows = [f"inc-{i},2025-05-{i % 28 + 1:02d}T01:00:00,2025-05-{i % 28 + 1:02d}T01:00:00,"
            f"2025-05-{i % 28 + 1:02d}T02:00:00,n1" for i in range(2000)]
    rows[300] = rows[300].replace("T01:00:00,2025", "T01:30:00,2025", 1)
    path = tmp_path / "big.csv"
    path.write_text("\n".join(["id,start,开始时间,end,units", *rows]) + "\n", encoding="utf-8")
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    with pytest.raises(SlacheckError) as refused:
        read_incident_table(path)
    assert str(refused.value).startswith("big.csv:302: columns 'start' and '开始时间' are both read as start and "
                                         "differ ('2025-05-21T01:30:00' against '2025-05-21T01:00:00')")
