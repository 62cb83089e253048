"""Offsets from the normalised text back to the loader's original: the contract's own characters.

Every span points into ``Document.text`` (normalised); a quote shown to a lawyer or cited in a
claim letter comes from ``Document.original_text(start, end)``, tested here on every loader.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from slacheck.ingest.load import load_document
from slacheck.ingest.normalise import normalise_text
from slacheck.ingest.offsets import align, fold
from slacheck.limits import Limits

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"
DEV05 = DEVSET / "dev05_maoxi_colo_liquid_songjiang.pdf"

PARTIES_ZH = "甲方（承租方）：上海算力有限公司\n乙方（出租方）：临港智算科技有限公司\n"


def squashed(text: str) -> str:
    """Text as normalisation reads it, without whitespace: what must agree after mapping."""
    return re.sub(r"[\s\x00]", "", fold(text))


def quote(document, phrase: str) -> str:
    start = document.text.index(phrase)
    return document.original_text(start, start + len(phrase))


def assert_every_line_maps_back(document):
    """Each line of the normalised text maps to original characters that normalise to it."""
    offset = 0
    for line in document.text.split("\n"):
        if line:
            assert squashed(document.original_text(offset, offset + len(line))) == squashed(line), line
        offset += len(line) + 1


@pytest.mark.parametrize(
    "original",
    [
        "甲方（承租方）：北京",            # full-width brackets and colon
        "不低于 99.9% 的可用性",          # PDF spacing between CJK and Latin
        "中华人民共\n和国民法典",          # a wrapped line joined
        "a  b\t\tc",                      # space runs collapsed
        "line one\r\nline two\r\n\r\n\r\nthree",  # CRLF, blank lines collapsed
        "zero\u200bwidth\u00a0space",     # invisible characters removed, NBSP a space
        "",
    ],
)
def test_align_maps_each_character_back(original):
    normalised = normalise_text(original, wrap_width=10)
    anchors = align(normalised, original)
    assert anchors[0][0] == 0
    from slacheck.models import Document, Page

    document = Document(name="x.txt", sha256="0" * 64, format="txt", language="zh", text=normalised,
                        pages=[Page(number=1, start=0, end=len(normalised))], original=original,
                        offset_anchors=anchors)
    assert squashed(document.original_text()) == squashed(original)
    for start in range(len(normalised)):
        for end in range(start + 1, len(normalised) + 1):
            assert squashed(document.original_text(start, end)) == squashed(normalised[start:end])


def test_markdown_quotes_keep_full_width_forms(tmp_path):
    path = tmp_path / "contract.md"
    path.write_text("# 租赁合同\n\n" + PARTIES_ZH + "\n1.1 单柜功率不低于２０千瓦。\n", encoding="utf-8")
    document = load_document(path, Limits())
    assert "甲方(承租方):上海算力有限公司" in document.text
    assert quote(document, "甲方(承租方):上海算力有限公司") == "甲方（承租方）：上海算力有限公司"
    assert quote(document, "不低于20千瓦。") == "不低于２０千瓦。"
    assert quote(document, "# 租赁合同") == "# 租赁合同"
    assert_every_line_maps_back(document)


def test_text_file_in_gbk_with_crlf_and_wrapped_lines(tmp_path):
    wrapped = ("第五条 服务等级\r\n5.1 乙方承诺集群月可用性不低于９９．９％，如未达到该标准，乙方应当按照本合同附件二约定的\r\n"
               "赔付标准向甲方赔付当月服务费的相应比例，最高不超过当月服务费的５０％，本条款长期有效。\r\n"
               "5.2 故障响应时间为十五分钟，乙方应当在接到甲方通知后立即安排工程师到场处理故障事宜并报告。\r\n")
    path = tmp_path / "contract.txt"
    path.write_bytes(wrapped.encode("gbk"))
    document = load_document(path, Limits())
    assert "的赔付标准" in document.text  # the wrap was joined
    assert quote(document, "不低于99.9%") == "不低于９９．９％"
    assert quote(document, "约定的赔付标准") == "约定的\r\n赔付标准"  # the quote spans the file's own line break
    assert_every_line_maps_back(document)


def test_docx_paragraphs_and_table_cells(tmp_path):
    import docx

    word = docx.Document()
    word.add_paragraph("甲方（承租方）：上海算力有限公司")
    word.add_paragraph("6.1  月可用性不低于 99.9%")
    table = word.add_table(rows=2, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text = "月可用性", "赔付比例"
    table.cell(1, 0).text, table.cell(1, 1).text = "低于９９．９％", "１０％"
    word.add_paragraph("第七条　保密")
    path = tmp_path / "contract.docx"
    word.save(str(path))
    document = load_document(path, Limits())
    assert quote(document, "甲方(承租方):") == "甲方（承租方）："
    assert quote(document, "月可用性不低于99.9%") == "月可用性不低于 99.9%"
    assert quote(document, "低于99.9% | 10%") == "低于９９．９％ | １０％"
    assert quote(document, "第七条 保密") == "第七条　保密"
    assert_every_line_maps_back(document)


def test_pdf_full_width_and_wrapped_lines_from_pdfium():
    document = load_document(DEV05, Limits())
    assert quote(document, "计算机柜单柜功率:50kW") == "计算机柜单柜功率：５０ｋＷ"
    assert quote(document, "《中华人民共和国民法典》") == "《中华人民共\r\n和国民法典》"
    assert_every_line_maps_back(document)


def test_generated_pdf_table_cells_map_to_their_cells(tmp_path, make_text_pdf):
    path = make_text_pdf(
        tmp_path / "cn.pdf",
        pages=[["第六条 服务等级协议", "6.6 赔付标准如下："], ["第七条 保密"]],
        table=[["月可用性", "赔付比例"], ["低于99.9%", "10%"]],
        font="STSong-Light",
    )
    document = load_document(path, Limits())
    assert quote(document, "6.6 赔付标准如下:") == "6.6 赔付标准如下："
    assert quote(document, "低于99.9% | 10%") == "低于99.9% | 10%"
    assert quote(document, "第七条 保密") == "第七条 保密"  # on page 2, after the page separator
    assert_every_line_maps_back(document)


def test_unchanged_text_keeps_no_copy(tmp_path):
    path = tmp_path / "plain.txt"
    path.write_text("Availability 99.9%.\nCredits 10%.", encoding="utf-8")
    document = load_document(path, Limits())
    assert document.original is None
    assert document.original_text(0, 12) == "Availability"


@pytest.mark.parametrize("path", sorted(p for p in DEVSET.glob("dev*") if p.suffix in (".pdf", ".docx", ".md", ".txt")
                                        and not p.name.endswith(".src.txt")), ids=lambda p: p.name)
def test_devset_contracts_map_every_line_back(path):
    assert_every_line_maps_back(load_document(path, Limits()))
