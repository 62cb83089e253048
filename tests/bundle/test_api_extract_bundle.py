"""``api.extract`` reads what ``slacheck extract`` reads: a folder or a list of files (``FILE:ROLE``) is one
contract, each term from the file that governs it, and the library's Extraction is what the CLI prints
(library first, CLI thin). ``api.extract`` of one file stays that file's extraction."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from slacheck.report.extraction import render_extraction

BUNDLES = Path(__file__).resolve().parents[2] / "fixtures" / "bundles"


def printed(args: list[str]) -> str:
    done = CliRunner().invoke(app, ["extract", *args, "--format", "json", "--no-db"])
    assert done.exit_code == 0, done.output
    return done.stdout


def test_a_folder_is_extracted_as_the_cli_prints_it():
    extraction = api.extract(BUNDLES / "zh")
    assert extraction.bundle is not None
    assert sorted({t.document for t in extraction.terms}) <= sorted(p.name for p in (BUNDLES / "zh").iterdir())
    assert render_extraction(extraction, "json") + "\n" == printed([str(BUNDLES / "zh")])


def test_a_list_of_files_with_roles_is_extracted_as_the_cli_prints_it():
    files = [f"{BUNDLES / 'en' / 'tallgrass-msa.docx'}:framework", str(BUNDLES / "en" / "tallgrass-of-0042.docx")]
    extraction = api.extract(files)
    assert [(d.name, d.role, d.role_from) for d in extraction.bundle.documents][0] == \
        ("tallgrass-msa.docx", "framework", "user")
    assert [d.name for d in extraction.bundle.documents] == ["tallgrass-msa.docx", "tallgrass-of-0042.docx"]
    assert render_extraction(extraction, "json") + "\n" == printed(files)


def test_one_file_in_a_list_is_that_files_extraction():
    one = BUNDLES / "zh" / "qiantang-01.md"
    assert api.extract([one]) == api.extract(one)
    assert api.extract([one]).bundle is None
