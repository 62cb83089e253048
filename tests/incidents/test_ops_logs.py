"""Incident logs as an ops engineer has them, round 2: a kernel log given as the incident log, a unit map kept
by product or in a workbook, a start with a duration column and no end, 12-hour year-first times."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import read_incident_table, read_unit_map

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"
NOT_INCIDENTS = ("not an incident log: it says when hardware faulted, not which units were down from when to when; "
                 "write each outage as a row of id,start,end,units (CSV) and give that file")


@pytest.mark.parametrize("first, what", [
    ("[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.",
     "a kernel log (dmesg)"),
    ("[Thu Mar  5 14:30:01 2026] NVRM: Xid (PCI:0000:3b:00): 48, pid=0, DBE (double bit error)",
     "a kernel log (dmesg -T)"),
    ("Mar 05 14:30:01 gpu-node-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
     "a kernel log (journalctl -k or syslog)"),
])
def test_a_kernel_log_given_as_the_incident_log_is_told_what_it_is(tmp_path, first, what):
    db = tmp_path / "a.db"
    log = tmp_path / "xid.log"
    log.write_text("\n" + first + "\n" + first + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(log), "--as-of", "2026-12-01",
                                      "--db", str(db)])
    assert result.exit_code == 2 and not db.exists()
    assert result.stderr == f"Error: xid.log:2: {what}, {NOT_INCIDENTS}\n"


def test_a_json_array_log_is_still_told_as_json(tmp_path):
    log = tmp_path / "log.json"
    log.write_text('[{"id": "a", "start": "2026-03-05T10:00:00", "end": "2026-03-05T11:00:00", "units": "n1"}]\n',
                   encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log)
    assert "a JSON array, not JSON Lines" in str(raised.value)


def test_a_unit_map_kept_by_product_maps_the_products(tmp_path):
    path = tmp_path / "map.csv"
    path.write_text("Product,Unit\nGoogle Compute Engine / us-central1,node-01;node-02\n", encoding="utf-8")
    assert read_unit_map(path) == {"Google Compute Engine / us-central1": ["node-01", "node-02"]}


def test_a_unit_map_kept_in_a_workbook_is_refused_like_a_log(tmp_path):
    path = tmp_path / "map.xlsx"
    with zipfile.ZipFile(path, "w") as book:
        book.writestr("xl/workbook.xml", "<workbook/>")
    with pytest.raises(SlacheckError) as raised:
        read_unit_map(path)
    assert str(raised.value) == ("map.xlsx:1: a ZIP archive (an .xlsx workbook?), not text (expected a unit map: "
                                 "'component,unit' columns): save the sheet as CSV (Excel: CSV UTF-8 (Comma delimited)) "
                                 "and give that")
