"""A spreadsheet workbook given where its sheet saved as CSV was meant (``--incidents log.xlsx``, an inventory
kept in Excel or WPS): refused naming what it is and how to save it, exit 2, nothing written. It was
'not UTF-8 text (byte 12)', which told the user nothing of what to do."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import load_inventory, read_incident_table

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"
SAVE = "save the sheet as CSV (Excel: CSV UTF-8 (Comma delimited)) and give that"


def xlsx(path: Path) -> Path:
    with zipfile.ZipFile(path, "w") as book:  # the parts a workbook opens with
        book.writestr("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8"?><Types/>')
        book.writestr("xl/workbook.xml", "<workbook/>")
        book.writestr("xl/worksheets/sheet1.xml", "<worksheet><sheetData/></worksheet>")
    return path


def test_claim_on_an_xlsx_log_says_to_save_it_as_csv_and_writes_nothing(tmp_path):
    db = tmp_path / "a.db"
    result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents", str(xlsx(tmp_path / "故障记录.xlsx")),
                                      "--as-of", "2026-12-01", "--db", str(db)])
    assert result.exit_code == 2 and not db.exists()
    assert result.stderr == (f"Error: 故障记录.xlsx:1: a ZIP archive (an .xlsx workbook?), not text (expected an incident "
                             f"log): {SAVE}\n")


def test_an_xls_workbook_saved_as_csv_by_name_only_is_told_too(tmp_path):
    path = tmp_path / "log.csv"  # renamed, not saved as CSV: an Excel 97-2003 (or WPS .et) compound file
    path.write_bytes(bytes.fromhex("d0cf11e0a1b11ae1") + bytes(504))
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert str(raised.value) == (f"log.csv:1: an Office binary file (an .xls workbook?), not text (expected an "
                                 f"incident log): {SAVE}")


def test_an_xlsx_inventory_is_told_the_same(tmp_path):
    with pytest.raises(SlacheckError) as raised:
        load_inventory(xlsx(tmp_path / "nodes.xlsx"))
    assert str(raised.value).startswith("nodes.xlsx:1: a ZIP archive (an .xlsx workbook?), not text (expected an "
                                        "inventory: 'gpu,node' columns, or one 'unit' column): save the sheet as CSV")
