"""A contract's number printed only in a PDF's running header or footer ("合同编号：XX-2025-001" atop every page,
"Order Form No. OF-0042" in the header) is read: the running line is read once, where it is first printed apart from
the body's sentences, on its own page, a paragraph of its own; its copies on the other pages and its page numbers are
not read. Before (session 34), every running line was left out, and the number with it."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from slacheck import api
from slacheck.api import load_document

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "running_header_d8"
FILLER = ("The Customer may use the cluster for the training and evaluation of machine learning models and for "
          "related data processing, subject to the acceptable use terms of this Agreement. ")
ZH_FILLER = "甲方可将集群用于机器学习模型的训练与评估及相关数据处理，但应遵守本合同约定的使用规范。"


def running_pdf(path: Path, pages: list[list[str]], header: str | None, footer: str | None,
                from_page: int = 1, font: str = "Helvetica") -> Path:
    """A PDF as an office suite exports one: ``header`` and ``footer`` ("{page}", "{pages}" filled in) printed at the
    top and the foot of every page from page ``from_page`` on (a cover page before it prints none)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if font == "STSong-Light":
        pdfmetrics.registerFont(UnicodeCIDFont(font))
    c = canvas.Canvas(str(path), pagesize=A4)
    for number, body in enumerate(pages, start=1):
        c.setFont(font, 9)
        if number >= from_page:
            if header:
                c.drawString(72, 800, header.format(page=number, pages=len(pages)))
            if footer:
                c.drawString(72, 40, footer.format(page=number, pages=len(pages)))
        c.setFont(font, 10)
        for i, line in enumerate(body):
            c.drawString(72, 770 - 14 * i, line)
        c.showPage()
    c.save()
    return path


def wrap(text: str, width: int = 95) -> list[str]:
    return textwrap.wrap(text, width)


def zh_wrap(text: str, width: int = 38) -> list[str]:
    return [text[i:i + width] for i in range(0, len(text), width)]


def term(terms, key):
    found = [t for t in terms if t.key == key]
    return found[0] if found else None


def en_order(path: Path, **kwargs) -> Path:
    pages = [wrap("1. Services. " + FILLER * 3) + [""] + wrap("2. Service Levels. The Provider shall ensure that the "
                                                             "monthly availability of the cluster is not less than 99.9%."),
             wrap("3. Fees. " + FILLER * 2),
             wrap("4. Governing Law. This Agreement is governed by the laws of the State of New York. " + FILLER)]
    return running_pdf(path, pages, kwargs.pop("header", "Order Form No. OF-0042"),
                       kwargs.pop("footer", "Page {page} of {pages}"), **kwargs)


def test_an_order_number_printed_only_in_the_header_is_read_once_on_its_page(tmp_path):
    document, terms = api.read_contract(en_order(tmp_path / "order.pdf"))
    number = term(terms, "contract_id")  # was: not read (the header left out on every page)
    assert (number.value, number.page) == ("OF-0042", 1)
    assert document.text[number.start:number.end] == number.text
    # once, a paragraph of its own at page 1's foot (the document opens with the page's own first line: session 35,
    # d10); the copies on pages 2 and 3 and the footer's page numbers are not read
    assert document.text.count("OF-0042") == 1 and "Page" not in document.text
    assert document.text.startswith("1. Services.")
    assert "not less than 99.9%.\n\nOrder Form No. OF-0042\n\n3. Fees." in document.text
    assert "running header read once, on page 1: 'Order Form No. OF-0042'" in document.notes
    assert term(terms, "availability_pct").value == 99.9


def test_a_chinese_contract_number_in_the_header_and_a_page_count_footer(tmp_path):
    pages = [["算力服务合同"] + zh_wrap("第一条 服务内容。" + ZH_FILLER * 6),
             zh_wrap("第二条 服务等级。乙方保证GPU节点月度可用率不低于99.9%。" + ZH_FILLER * 4),
             zh_wrap("第三条 争议解决。" + ZH_FILLER * 4)]
    path = running_pdf(tmp_path / "合同.pdf", pages, "合同编号：XX-2025-001", "第 {page} 页 共 {pages} 页",
                       font="STSong-Light")
    document, terms = api.read_contract(path)
    number = term(terms, "contract_id")  # was: not read
    assert (number.value, number.page) == ("XX-2025-001", 1)
    assert document.text.count("XX-2025-001") == 1
    assert "页" not in document.text  # the page count footer is no text, read once or not


def test_a_running_line_the_body_prints_or_a_page_number_alone_is_not_read_again(tmp_path):
    # the near miss: the title printed atop every page is read where the body prints it; a footer of a page
    # number alone is read nowhere; nothing else is added to the text
    title = "GPU Cluster Order Form"
    pages = [[title] + wrap("1. Services. " + FILLER * 3), wrap("2. Fees. " + FILLER * 2), wrap("3. Law. " + FILLER)]
    document, terms = api.read_contract(running_pdf(tmp_path / "titled.pdf", pages, title, "- {page} -"))
    assert document.text.count(title) == 1 and document.text.startswith(title + "\n1. Services.")
    assert not [note for note in document.notes if "read once" in note]
    assert term(terms, "contract_id") is None


def test_a_header_first_printed_where_a_sentence_runs_on_is_read_on_the_next_page_apart(tmp_path):
    # page 1, a cover without header, ends inside the availability sentence, which goes on atop page 2: the header
    # is read atop page 3, where no sentence runs across, and the sentence is read whole
    sla = wrap("2. Service Levels. " + FILLER + "The Provider shall ensure that the monthly availability "
               "of the cluster is not less than 99.9% in every calendar month, measured per node. " + FILLER)
    cut = next(i for i, line in enumerate(sla) if "availability" in line) + 1
    pages = [wrap("1. Services. " + FILLER * 3) + sla[:cut], sla[cut:] + wrap("3. Fees. " + FILLER * 2) + [""],
             wrap("4. Governing Law. This Agreement is governed by the laws of the State of New York. " + FILLER)]
    document, terms = api.read_contract(running_pdf(tmp_path / "cover.pdf", pages, "Contract No. MSA-2025-77", None,
                                                    from_page=2))
    number = term(terms, "contract_id")
    assert (number.value, number.page) == ("MSA-2025-77", 3)
    availability = term(terms, "availability_pct")
    assert (availability.value, availability.page) == (99.9, 2)
    start = document.text.index("The Provider shall ensure")
    assert "Contract No" not in document.text[start:document.text.index("per node.", start)]


def test_a_party_named_by_its_role_in_a_running_footer_is_read(tmp_path):
    path = en_order(tmp_path / "footer.pdf", header=None, footer="Provider: Acme GPU Cloud Ltd. | Page {page} of {pages}")
    document, terms = api.read_contract(path)
    vendor = term(terms, "vendor")  # was: not read
    assert (vendor.value, vendor.page) == ("Acme GPU Cloud Ltd.", 1)
    assert document.text.count("Acme GPU Cloud") == 1 and "Page" not in document.text
    # the near miss: a firm named in the footer without a party's role is no party
    path = en_order(tmp_path / "firm.pdf", header=None, footer="Prepared by Lexa Law LLP | Page {page} of {pages}")
    document, terms = api.read_contract(path)
    assert "Prepared by Lexa Law LLP" in document.text
    assert term(terms, "vendor") is None and term(terms, "customer") is None


def test_a_number_cut_at_a_headers_box_is_no_number(tmp_path):
    # the near miss: "Contract No. CW-2025-", its "0117" clipped by the box it is set in: no number, not "CW-2025"
    for text, expected in [("Cloud Services Agreement Contract No. CW-2025-\n\nThe Provider shall keep the cluster up.", None),
                           ("Contract No. CW-2025-0117.\n\nThe Provider shall keep the cluster up.", "CW-2025-0117"),
                           ("ORDER FORM OF-2025-\n\nThe Provider shall keep the cluster up.", None),
                           ("合同编号：XX-2025-\n\n乙方应保证集群可用。", None),
                           ("合同编号：XX-2025-001号\n\n乙方应保证集群可用。", "XX-2025-001")]:
        path = tmp_path / "cut.txt"
        path.write_text(text, encoding="utf-8")
        found = term(api.read_contract(path)[1], "contract_id")
        assert (found.value if found else None) == expected, text


@pytest.mark.parametrize("name", ["order_en", "order_zh"])
def test_a_docx_with_its_number_in_the_header_and_libreoffices_pdf_of_it_read_the_same(name):
    # made by make_fixtures.py: python-docx, then `soffice --headless --convert-to pdf`
    docx_terms = {t.key: t.value for t in api.read_contract(FIXTURES / f"{name}.docx")[1]}
    pdf_terms = {t.key: t.value for t in api.read_contract(FIXTURES / f"{name}.pdf")[1]}
    assert docx_terms["contract_id"] == pdf_terms["contract_id"] == {"order_en": "OF-0042", "order_zh": "XX-2025-001"}[name]
    keys = ("contract_id", "vendor", "customer", "availability_pct")
    assert {k: docx_terms.get(k) for k in keys} == {k: pdf_terms.get(k) for k in keys}
    assert load_document(FIXTURES / f"{name}.pdf").text.count(docx_terms["contract_id"]) == 1

