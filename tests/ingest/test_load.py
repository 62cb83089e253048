"""load_document: choice of loader, input limits, and the devset as a whole."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from slacheck.api import load_document as api_load_document
from slacheck.errors import SlacheckError
from slacheck.ingest.load import load_document
from slacheck.limits import Limits

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"


@pytest.mark.parametrize(
    "name, language, fmt, pages, phrase",
    [
        ("dev01_lansuan_h800_lingang.md", "zh", "md", 1, "单柜供电功率不低于25千瓦"),
        ("dev02_ironbark_colo_kunshan.pdf", "en", "pdf", 3, "Contracted Power per Rack: 15 kW."),
        ("dev03_songsuan_h20_gpuhour.docx", "zh", "docx", 1, "按分钟结算"),
        ("dev04_tallgrass_h100_msa.txt", "en", "txt", 1, "RoCE"),
        ("dev05_maoxi_colo_liquid_songjiang.pdf", "zh", "pdf", 2, "乙方承诺年均PUE不高于1.25"),
        ("dev06_jiading_910b_order.txt", "zh", "txt", 1, "910B"),
    ],
)
def test_devset_files_load(name, language, fmt, pages, phrase):
    document = api_load_document(DEVSET / name)
    assert (document.language, document.format, len(document.pages), document.name) == (language, fmt, pages, name)
    assert phrase in document.text
    assert len(document.sha256) == 64


@pytest.mark.parametrize(
    "name, content, limits, message",
    [
        ("missing.pdf", None, Limits(), "file not found"),
        ("prices.xlsx", b"PK\x03\x04", Limits(), "unsupported file type '.xlsx' (expected .pdf, .docx, .md, .txt)"),
        ("scan.png", b"\x89PNG\r\n", Limits(), "unsupported file type '.png' (expected .pdf, .docx, .md, .txt)"),
        # a Word 97-2003 or WPS file: what to do with it, as a contract folder holding one says
        ("合同.doc", b"\xd0\xcf\x11\xe0", Limits(),
         "unsupported file type '.doc' (expected .pdf, .docx, .md, .txt): save it as .docx or PDF"),
        ("msa.WPS", b"\xd0\xcf\x11\xe0", Limits(),
         "unsupported file type '.WPS' (expected .pdf, .docx, .md, .txt): save it as .docx or PDF"),
        ("CONTRACT", b"text", Limits(), "unsupported file type '(none)'"),
        ("empty.pdf", b"", Limits(), "empty file"),
        ("empty.docx", b"", Limits(), "empty file"),
        ("big.txt", b"x" * 2048, Limits(max_file_mb=0.001), "file is 0.0 MB (limit 0.001 MB, SLACHECK_MAX_FILE_MB)"),
    ],
)
def test_bad_inputs_are_rejected_naming_the_file(tmp_path, name, content, limits, message):
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(SlacheckError) as caught:
        load_document(path, limits)
    assert caught.value.file == name
    assert caught.value.message == message or caught.value.message.startswith(message)
    assert str(caught.value).startswith(f"{name}: ")


def test_directory_is_not_a_contract(tmp_path):
    # was 'is a folder, not a file: give one contract (...)', a wording of its own (session 19: one refusal,
    # limits.folder_refused, for every path that reads one file)
    with pytest.raises(SlacheckError) as caught:
        load_document(tmp_path, Limits())
    assert caught.value.message == "is a folder: give one contract file (PDF, DOCX, Markdown or text)"


def test_a_fifo_named_as_a_contract_is_refused_as_every_reader_refuses_one(tmp_path):
    # (it was 'not a file', a wording of its own: one check, limits.check_regular_file, serves every reader)
    fifo = tmp_path / "contract.pdf"
    os.mkfifo(fifo)
    with pytest.raises(SlacheckError) as caught:
        load_document(fifo, Limits())
    assert caught.value.message == "not a regular file (a device, FIFO or socket): give the contract file itself"


def test_upper_case_suffix_is_accepted(tmp_path):
    path = tmp_path / "CONTRACT.TXT"
    path.write_text("Monthly availability of 99.9%.", encoding="utf-8")
    assert load_document(path, Limits()).format == "txt"


def test_same_bytes_same_sha256(tmp_path):
    a, b = tmp_path / "a.txt", tmp_path / "b.md"
    a.write_text("月可用性不低于99.9%。", encoding="utf-8")
    b.write_text("月可用性不低于99.9%。", encoding="utf-8")
    assert load_document(a, Limits()).sha256 == load_document(b, Limits()).sha256
