"""A contract file whose bytes are another kind than its suffix says is refused naming the kind it is and what
to do (``sniff.file_kind``, ``load.check_file_kind``): exit 2, nothing recorded. Before, each reader refused it
in its library's words: a password-protected Word file was "not a readable DOCX (File is not a zip file; an old
.doc must be saved as .docx)", an .odt renamed .docx "no word/document.xml in the archive", a DOCX named .pdf
"PDFium: Data format error", a PDF named .txt "binary content: NUL bytes"."""

from __future__ import annotations

import zipfile

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.ingest.sniff import OLE_MAGIC
from tests.ingest.test_docx import make_docx, tracked_paragraph


def ole(path, *streams: str):
    """An OLE compound document's opening (its magic, then directory entries' UTF-16 names): what Word writes
    for a .doc ("WordDocument") or for a DOCX protected with a password ("EncryptionInfo", "EncryptedPackage")."""
    body = b"".join(name.encode("utf-16-le").ljust(64, b"\x00") + bytes(64) for name in streams)
    path.write_bytes(OLE_MAGIC + bytes(504) + body + bytes(1024))


def odt(path):
    """An OpenDocument text as LibreOffice writes it: a zip opening with its uncompressed mimetype member."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text", compress_type=zipfile.ZIP_STORED)
        archive.writestr("content.xml", "<office:document-content/>", compress_type=zipfile.ZIP_DEFLATED)


CASES = [
    ("合同.docx", lambda p: ole(p, "Root Entry", "EncryptionInfo", "EncryptedPackage"),
     "合同.docx: a password-protected (encrypted) Office file: remove the password first, then save it as .docx"),
    ("old.docx", lambda p: ole(p, "Root Entry", "WordDocument", "1Table"),
     "old.docx: not a readable DOCX (a Word 97-2003 (.doc) or WPS file named '.docx': save it as .docx or PDF)"),
    ("draft.docx", odt,
     "draft.docx: not a readable DOCX (an OpenDocument (.odt) file named '.docx': save it as .docx or PDF)"),
    ("msa.docx", lambda p: p.write_bytes(rb"{\rtf1\ansi\ansicpg936 {\fonttbl{\f0 SimSun;}}\f0 \'b5\'a5\'b9\'f1}"),
     "msa.docx: not a readable DOCX (an RTF file named '.docx': save it as .docx or PDF)"),
    ("msa.txt", lambda p: p.write_bytes(rb"{\rtf1\ansi Rack power 20 kW\par}"),
     "msa.txt: not a text file (an RTF file named '.txt': save it as .docx or PDF)"),
    ("msa.pdf", lambda p: make_docx(p, tracked_paragraph),
     "msa.pdf: not a readable PDF (a DOCX named '.pdf': rename it .docx)"),
    ("msa.md", lambda p: make_docx(p, tracked_paragraph),
     "msa.md: not a text file (a DOCX named '.md': rename it .docx)"),
    ("msa.txt", lambda p: p.write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n"),
     "msa.txt: not a text file (a PDF named '.txt': rename it .pdf)"),
    ("msa.docx", lambda p: p.write_bytes(b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
     "msa.docx: not a readable DOCX (a PDF named '.docx': rename it .pdf)"),
]


@pytest.mark.parametrize("name, make, message", CASES, ids=[c[2].split(" (")[-1][:30] for c in CASES])
def test_a_file_of_another_kind_than_its_suffix_is_refused_naming_its_kind(tmp_path, name, make, message):
    path = tmp_path / name
    make(path)
    db = tmp_path / "runs.db"
    done = CliRunner().invoke(app, ["extract", str(path), "--db", str(db)])
    assert done.exit_code == 2, done.output
    assert done.exception is None or isinstance(done.exception, SystemExit)  # no traceback
    assert done.stderr.strip() == f"Error: {message}"
    assert done.stdout == "" and not db.exists()


def test_a_text_contract_that_mentions_a_pdf_header_is_read(tmp_path):
    path = tmp_path / "msa.md"
    path.write_text("# MSA\n\nFiles open with %PDF-1.7.\n\n单柜功率不低于20千瓦。\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["extract", str(path), "--no-db", "--format", "json"])
    assert done.exit_code == 0 and '"rack_power_kw"' in done.stdout
