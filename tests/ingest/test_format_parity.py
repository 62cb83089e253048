"""The same contract as Markdown, as a DOCX and as a PDF exported by an office suite gives the same terms.

Users hand slacheck the Word/WPS/LibreOffice file or its PDF, while the real corpus and most tests
are Markdown. ``fixtures/formats`` holds excerpts of real published SLAs (``NAME.src.md``; sources
in fixtures/formats/README.md) and the DOCX and PDF LibreOffice makes of them
(``make_format_fixtures.py``, committed: these tests need no LibreOffice). Each excerpt was chosen
for a way the office formats were read differently from the Markdown:

- f1 (Chatopera SLA, zh): a bulleted list. The DOCX list items carry tab stops, once read as tab
  characters (the line then counted as a table row: "服务可靠性 99.1%" kept its PDF spacing); the
  PDF prints the bullets in the Symbol font (U+F0B7), once not seen as bullets, so two items ran
  together and the support-response time (16 小时 = 960 minutes) was lost.
- f2 (Tencent CAR SLA, en) and f3 (Tencent EMR SLA, zh): a page break inside a sentence of a PDF
  that prints no running header or footer: the sentence was cut in two, a credit tier was lost (f2)
  and an exclusion's "VPC" was read as the isolation term (f3).
- f4 (Azure China Cloud Services SLA, en): a page with a table, whose text pdfplumber reads: it ran
  "1." into "The following Service Levels and Service Credits", so the uptime formula's "X 100"
  above it was read as a credit of 100 times the downtime.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api
from slacheck.ingest.normalise import normalise_text

FORMATS = Path(__file__).resolve().parents[2] / "fixtures" / "formats"
FIXTURES = sorted(path.name[: -len(".src.md")] for path in FORMATS.glob("*.src.md"))


def seen(path: Path) -> dict[str, tuple[object, str | None]]:
    """What a user sees per key: its value and unit."""
    return {term.key: (term.value, term.unit) for term in api.extract(path).terms}


def test_every_fixture_has_its_three_formats():
    assert len(FIXTURES) == 4
    for name in FIXTURES:
        for suffix in (".md", ".docx", ".pdf"):
            assert (FORMATS / f"{name}{suffix}").stat().st_size < 40_000, name + suffix


@pytest.mark.parametrize("suffix", [".docx", ".pdf"])
@pytest.mark.parametrize("name", FIXTURES)
def test_office_formats_give_the_markdown_terms(name, suffix):
    markdown = seen(FORMATS / f"{name}.md")  # f3 states none: nothing may be read from its exclusions
    assert seen(FORMATS / f"{name}{suffix}") == markdown


@pytest.mark.parametrize("suffix", [".docx", ".pdf"])
@pytest.mark.parametrize("name", FIXTURES)
def test_quotes_are_the_documents_own_text_on_their_page(name, suffix):
    document, terms = api.read_contract(FORMATS / f"{name}{suffix}")
    for term in terms:
        page = document.pages[term.page - 1]
        assert page.start <= term.start < term.end <= len(document.text)
        assert document.text[term.start:term.end] == term.text


def test_docx_list_items_read_without_their_tab_stops():
    # "服务可靠性 99.1%": a list item with tab stops (w:pPr/w:tabs), as Word, WPS and LibreOffice write them
    document = api.load_document(FORMATS / "f1_chatopera_bullets_zh.docx")
    assert "\t" not in document.text
    assert "• 服务可靠性99.1%,即每年(365天)有不超过3天的累积服务中断时间" in document.text
    docx = api.extract(FORMATS / "f1_chatopera_bullets_zh.docx").get("availability_pct")
    markdown = api.extract(FORMATS / "f1_chatopera_bullets_zh.md").get("availability_pct")
    assert docx.text == markdown.text == "服务可靠性99.1%"


def test_pdf_symbol_font_bullets_start_their_items():
    document = api.load_document(FORMATS / "f1_chatopera_bullets_zh.pdf")
    items = [line for line in document.text.split("\n") if line.startswith("• ")]
    assert len(items) == 5
    assert items[3] == "• 由自然不可抗拒因素造成的服务间断,数据丢失并不由Chatopera承担责任"
    assert seen(FORMATS / "f1_chatopera_bullets_zh.pdf")["response_minutes"] == (960, "minutes")


@pytest.mark.parametrize("name, sentence", [
    ("f2_tencent_car_tiers_en", "Less than 97% but is or higher than 95%: Compensation is 10% of the Monthly Service Fee"),
    ("f3_tencent_emr_exclusions_zh", "4.4 由于您或者第三方协作者原因而导致的故障(如CVM资源限制、COS容量限制、CAM角色、安全组、VPC的配置等)。"),
])
def test_a_sentence_across_a_page_break_is_read_whole(name, sentence):
    document = api.load_document(FORMATS / f"{name}.pdf")
    assert not document.notes  # no running header or footer: the page break alone splits it
    assert sentence in document.text
    start = document.text.index(sentence)
    assert document.page_at(start) < document.page_at(start + len(sentence) - 1)


def test_table_page_text_is_spaced_as_other_pages():
    document = api.load_document(FORMATS / "f4_azure_formula_en.pdf")
    assert document.tables and document.tables[0].page == 1
    assert "\n1. The following Service Levels and Service Credits" in document.text
    assert "credit_downtime_multiple" not in seen(FORMATS / "f4_azure_formula_en.pdf")


def test_symbol_bullet_line_is_not_joined_to_the_item_before():
    text = ("\uf0b7 由用户操作失误造成的异常，数据丢失并不由 Chatopera 承担责任 \r\n"
            "\uf0b7 因 Chatopera 运维事故造成的数据丢失、无法恢复，服务中断时间超过承诺\r\n")
    assert normalise_text(text, wrap_width=40).split("\n") == [
        "• 由用户操作失误造成的异常,数据丢失并不由Chatopera承担责任",
        "• 因Chatopera运维事故造成的数据丢失、无法恢复,服务中断时间超过承诺",
    ]


def test_a_line_ending_in_an_operator_goes_on():
    text = ("Monthly Uptime % = (Maximum Available Minutes − \r\n"
            "Downtime) / Maximum Available Minutes X 100\r\n")
    assert normalise_text(text, wrap_width=48) == (
        "Monthly Uptime % = (Maximum Available Minutes − Downtime) / Maximum Available Minutes X 100")
