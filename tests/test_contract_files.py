"""What a contract argument names: a file named twice, or a folder holding a word-processor file slacheck
cannot read, is bad input naming it (a user walkthrough found both read silently: a bundle agreeing with
itself, a vendor ranked against itself, an annex in .doc left out of the check)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from slacheck.errors import SlacheckError

DEV01 = Path(__file__).resolve().parent.parent / "fixtures" / "devset" / "dev01_lansuan_h800_lingang.md"


@pytest.fixture
def folder(tmp_path):
    contract = tmp_path / "vendor"
    contract.mkdir()
    shutil.copy(DEV01, contract / DEV01.name)
    return contract


def run(*args):
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.mark.parametrize("annex", ["annex.doc", "SLA.WPS", "terms.rtf", "order.odt"])
def test_a_folder_holding_a_document_slacheck_cannot_read_names_it(folder, annex):
    (folder / annex).write_bytes(b"\xd0\xcf\x11\xe0 old Word")
    result = run("check", folder, "--no-db", "--format", "json")
    assert result.exit_code == 2 and result.stdout == ""
    assert f"vendor: holds {annex}, which slacheck cannot read: save it as .docx or PDF, or move it out of the " \
           "folder if it is no part of the contract" in result.stderr


def test_a_spreadsheet_beside_the_contract_is_no_contract_file(folder):
    (folder / "prices.xlsx").write_bytes(b"PK\x03\x04")
    assert run("check", folder, "--no-db", "--format", "json").exit_code in (0, 1)  # the check's verdict, not an error


def test_one_file_named_twice_is_refused_for_a_contract_and_for_vendors(folder):
    path = folder / DEV01.name
    other_way = folder.parent / "vendor" / ".." / "vendor" / DEV01.name
    result = run("check", path, other_way, "--no-db")
    assert result.exit_code == 2
    assert f"is given twice (also as {path}): give each file of the contract once" in result.stderr
    with pytest.raises(SlacheckError, match="is given twice: give each vendor's contract once"):
        api.score([path, path])
    with pytest.raises(SlacheckError, match="give each vendor's contract once"):
        api.score([folder, folder.parent / "vendor"])
