"""Markdown and text files: encodings, Markdown tables, bad text files."""

from __future__ import annotations

import codecs

import pytest

from slacheck.errors import SlacheckError
from slacheck.ingest.load import load_document
from slacheck.limits import Limits

CONTRACT_ZH = "第一条 服务内容\n1.1 单柜功率不低于２０千瓦，采用冷板式液冷。\n1.2 月可用性不低于99.9%。\n"


@pytest.mark.parametrize(
    "name, data",
    [
        ("utf8.txt", CONTRACT_ZH.encode("utf-8")),
        ("bom.txt", codecs.BOM_UTF8 + CONTRACT_ZH.encode("utf-8")),
        ("gb18030.txt", CONTRACT_ZH.encode("gb18030")),
        ("gbk.md", CONTRACT_ZH.encode("gbk")),
        ("utf16.txt", CONTRACT_ZH.encode("utf-16")),
        ("crlf.txt", CONTRACT_ZH.replace("\n", "\r\n").encode("utf-8")),
    ],
)
def test_text_encodings_decode_to_the_same_contract(tmp_path, name, data):
    path = tmp_path / name
    path.write_bytes(data)
    document = load_document(path, Limits())
    assert document.language == "zh"
    assert "单柜功率不低于20千瓦,采用冷板式液冷。" in document.text
    assert not document.text.startswith("\ufeff")
    assert [(p.number, p.start, p.end) for p in document.pages] == [(1, 0, len(document.text))]


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("contract", [CONTRACT_ZH, CONTRACT_ZH.replace("\n", "\r\n")], ids=["lf", "crlf"])
def test_utf16_without_a_byte_order_mark_is_read_in_its_byte_order(tmp_path, encoding, contract):
    """Some Windows and Java exports save UTF-16 with no byte-order mark: it was refused as
    "not a text file (binary content: NUL bytes)"."""
    path = tmp_path / "export.txt"
    path.write_bytes(contract.encode(encoding))
    document = load_document(path, Limits())
    assert "单柜功率不低于20千瓦,采用冷板式液冷。" in document.text
    assert document.notes == [f"decoded as {encoding}"]


@pytest.mark.parametrize("data", [
    b"\x00\x00\x00\x00" * 100,  # zeros pair into U+0000
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06\x00\x00\x00",
    "合同".encode("utf-16-le") + b"\x00\xd8",  # an unpaired surrogate either way
])
def test_binary_with_zero_bytes_is_still_no_utf16_text(tmp_path, data):
    path = tmp_path / "scan.txt"
    path.write_bytes(data)
    with pytest.raises(SlacheckError, match="not a text file"):
        load_document(path, Limits())


def test_gb18030_file_is_noted(tmp_path):
    path = tmp_path / "gb.txt"
    path.write_bytes(CONTRACT_ZH.encode("gb18030"))
    assert load_document(path, Limits()).notes == ["decoded as gb18030"]


def test_markdown_keeps_table_lines_and_lists_the_table(tmp_path):
    path = tmp_path / "credits.md"
    path.write_text(
        "## 赔付标准\n\n| 月可用性 | 赔付比例 |\n|---|---|\n| 低于99.9% | 10% |\n| 低于99.5% | 25% |\n\n以上。\n",
        encoding="utf-8",
    )
    document = load_document(path, Limits())
    assert "| 低于99.9% | 10% |" in document.text
    [table] = document.tables
    assert table.rows == [["月可用性", "赔付比例"], ["低于99.9%", "10%"], ["低于99.5%", "25%"]]
    assert document.text[table.start : table.end].startswith("| 月可用性 |")
    assert document.text[table.start : table.end].endswith("| 25% |")
    assert table.page == 1


@pytest.mark.parametrize("delimiter", ["|-|-|", "| :- | -: |", "|:-:|---|"])
def test_a_delimiter_row_of_single_dashes_is_no_table_row(tmp_path, delimiter):
    """CommonMark/GFM: a delimiter cell is one or more dashes (colons optional). "|-|-|" was read as
    a row of two "-" cells, between the header and the first tier; a quote from the same Markdown
    leaves the same rows out (``report.quotes``: one rule for both)."""
    from slacheck.report.quotes import as_read

    path = tmp_path / "credits.md"
    source = f"| 月可用性 | 赔付比例 |\n{delimiter}\n| 低于99.9% | 10% |\n"
    path.write_text(source, encoding="utf-8")
    [table] = load_document(path, Limits()).tables
    assert table.rows == [["月可用性", "赔付比例"], ["低于99.9%", "10%"]]
    assert as_read(source, "md") == "| 月可用性 | 赔付比例 |\n| 低于99.9% | 10% |\n"


@pytest.mark.parametrize("line", ["---", "| a - b |", "| -- | x |", "|  |"])
def test_what_is_no_delimiter_row(line):
    from slacheck.ingest.markdown import is_delimiter_row
    from slacheck.report.quotes import as_read

    assert not is_delimiter_row(line)
    assert as_read(line + "\n", "md") == line + "\n"


def test_windows_1252_english_is_not_read_as_chinese(tmp_path):
    path = tmp_path / "cp1252.txt"
    path.write_bytes("The Provider\u2019s \u201cService Credit\u201d is 10% of the monthly fee.\n".encode("cp1252"))
    document = load_document(path, Limits())
    assert document.language == "en"
    assert "Service Credit" in document.text


@pytest.mark.parametrize(
    "name, data, message",
    [
        ("empty.txt", b"", "empty file"),
        ("blank.md", b" \n\t\n\xe3\x80\x80\n", "empty file"),
        ("junk.txt", bytes(range(256)) * 4, "not a text file"),
        ("nul.txt", b"contract\x00\x00\x01text", "not a text file"),
    ],
)
def test_bad_text_files_are_rejected_naming_the_file(tmp_path, name, data, message):
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(SlacheckError) as caught:
        load_document(path, Limits())
    assert caught.value.file == name
    assert message in caught.value.message
