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
DEMO_LOG = Path(__file__).resolve().parent.parent / "fixtures" / "demo" / "incidents.csv"


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


def test_files_of_a_folder_not_read_are_said_with_why(folder):
    """A scanned, signed amendment (scan.png) and a price list (prices.csv) beside the contract were dropped
    without a word; stderr now names them and why, and the check's verdict and exit code stay as they were."""
    (folder / "scan.png").write_bytes(b"\x89PNG\r\n")
    (folder / "prices.csv").write_text("gpu,price\n", encoding="utf-8")
    (folder / ".DS_Store").write_bytes(b"\0")
    result = run("check", folder, "--no-db", "--format", "json")
    assert result.exit_code in (0, 1) and result.stdout.startswith("{")
    said = [line for line in result.stderr.splitlines() if "not read:" in line]
    assert said == [f"{folder}: not read: scan.png (an image: scans are not read; if it is part of the contract, "
                    "give its text as a PDF with a text layer, .docx or .txt); prices.csv (not a contract file: PDF, "
                    "DOCX, Markdown or text)"]
    extracted = run("extract", folder, "--no-db", "--format", "json")
    assert extracted.exit_code == 0 and "scan.png (an image" in extracted.stderr


def test_a_folder_of_contract_files_only_says_nothing_more(folder):
    """Near miss: every file read (a hidden .DS_Store is not named)."""
    (folder / ".DS_Store").write_bytes(b"\0")
    assert "not read:" not in run("check", folder, "--no-db", "--format", "json").stderr


def test_a_folder_holding_only_a_scan_is_refused_naming_it(folder):
    (folder / DEV01.name).unlink()
    (folder / "signed.jpg").write_bytes(b"\xff\xd8\xff")
    result = run("check", folder, "--no-db", "--format", "json")
    assert result.exit_code == 2
    # one sentence, no brackets inside brackets: was "… a folder holding the files of one contract (this one holds
    # none; not read: signed.jpg (an image: …))"
    assert f"{folder.name}: is a folder holding no contract file to read: give a contract as PDF, DOCX, Markdown or " \
           "text, or a folder holding its files; not read: signed.jpg (an image: scans are not read; if it is part " \
           "of the contract, give its text as a PDF with a text layer, .docx or .txt)" in " ".join(result.stderr.split())
    assert result.stderr.count("signed.jpg") == 1


def test_a_folder_whose_name_holds_a_colon_is_said_whole(tmp_path):
    # the "not read" part of the refusal is its own text, not cut out of a line that begins with the folder
    folder = tmp_path / "Acme: signed"
    folder.mkdir()
    (folder / "signed.jpg").write_bytes(b"\xff\xd8\xff")
    result = run("check", folder, "--no-db", "--format", "json")
    assert result.exit_code == 2
    assert "Acme: signed: is a folder holding no contract file to read: give a contract as PDF, DOCX, Markdown or " \
           "text, or a folder holding its files; not read: signed.jpg (an image" in " ".join(result.stderr.split())


@pytest.mark.parametrize("command", [
    ["extract", "{yaml}"], ["extract", DEV01, "{yaml}"],
    ["claim", "--contract", "{yaml}", "--incidents", DEMO_LOG], ["claim", "--contract", DEV01, "--contract", "{yaml}",
                                                                 "--incidents", DEMO_LOG],
])
def test_a_terms_file_among_a_contracts_files_is_refused_as_it_is_alone(tmp_path, command):
    # (extract, claim and accept read no TERMS.yaml as a contract file: given alone it was refused, beside another
    # file it was read as one of the contract's files; one reader, contracts.read_contracts, now decides both)
    terms = tmp_path / "t.yaml"
    terms.write_text("availability_pct: 99.9\n", encoding="utf-8")
    result = run(*(str(terms) if part == "{yaml}" else part for part in command), "--no-db")
    assert result.exit_code == 2
    assert "t.yaml: unsupported file type '.yaml' (expected .pdf, .docx, .md, .txt)" in result.stderr
