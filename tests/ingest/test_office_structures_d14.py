"""Real-made documents read as their reader sees them (session 38, d14): a Markdown draft's CriticMarkup redline
(criticmarkup.com: "{--deleted--}", "{++inserted++}", "{~~old~>new~~}", "{==highlight==}{>>comment<<}") is read as a
DOCX's tracked changes are: accepted, what it strikes and its comments left out and said with their lines. Before,
its marks were read as text and the struck value was the term ("{--99.5%--}{++99.9%++}" read availability 99.5)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.ingest.load import load_document
from slacheck.limits import Limits


def run(args: list[str]):
    return CliRunner().invoke(app, args + ["--no-db"])


def extract(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    return {term["key"]: term for term in json.loads(done.stdout)["terms"]}, done.stderr.splitlines(), path


# the marks as the spec writes them (http://criticmarkup.com/spec.php: "Addition {++ ++}", "Deletion {-- --}",
# "Substitution {~~ ~> ~~}", "Comment {>> <<}", "Highlight {== ==}{>> <<}")
CRITIC_EN = ("# Service Levels\n\n"
             "1. Provider guarantees a monthly availability of {--99.5%--}{++99.9%++} for each GPU node.\n\n"
             "2. Planned maintenance requires {~~24~>72~~} hours' prior written notice."
             "{>>Legal: customer asked for 96<<}\n")


def test_a_criticmarkup_redline_reads_the_accepted_values(tmp_path):
    terms, said, _ = extract(tmp_path, "draft.md", CRITIC_EN)
    assert terms["availability_pct"]["value"] == 99.9  # main: 99.5, the struck value
    assert terms["maintenance_notice_hours"]["value"] == 72  # main: 24
    assert said == [
        "draft.md: struck text on line 3 left out of the text (a redline's deletion): '99.5%'",
        "draft.md: struck text on line 5 left out of the text (a redline's deletion): '24'",
        "draft.md: comment on line 5 left out of the text (a redline's comment): 'Legal: customer asked for 96'",
        "draft.md: 2 marked insertions ({++ ++}, {~~ ~> ~~}) read as part of the text (a redline not yet accepted)"]


def test_a_quote_across_a_criticmarkup_mark_reads_as_accepted_and_elsewhere_as_the_file_has_it(tmp_path):
    terms, _, _ = extract(tmp_path, "draft.md", CRITIC_EN)
    done = run(["extract", str(tmp_path / "draft.md")])
    # the quote of the text read (Document.original: the draft accepted): the marks and struck value are not in it
    assert "availability of 99.9%" in done.stdout and "{--" not in done.stdout and "99.5" not in done.stdout
    document = load_document(tmp_path / "draft.md", Limits())
    notice = terms["maintenance_notice_hours"]
    quoted = document.original_text(notice["start"], notice["end"])
    assert quoted in CRITIC_EN.replace("{~~24~>72~~}", "72")  # main: "{~~24~>72~~} hours…"
    unmarked = document.text.index("for each GPU node")  # text no mark is in: the file's own characters
    assert document.original_text(unmarked, unmarked + 17) == "for each GPU node"


# a whole paragraph struck and a highlight's comment, in Chinese (a block deletion as pymdown-extensions' Critic
# reads one: https://facelessuser.github.io/pymdown-extensions/extensions/critic/ "{--\n\n* test remove …\n\n--}")
CRITIC_ZH = ("# 服务等级\n\n第一条 乙方承诺月度可用性不低于{~~99.5%~>99.9%~~}。{>>法务：已按客户要求修改<<}\n\n"
             "{--\n\n第二条 乙方可单方调整服务等级，服务积分上限为月费的5%。\n\n--}\n\n"
             "第三条 故障响应时间为{==30分钟==}{>>要求15分钟<<}。\n")


def test_a_struck_paragraph_and_a_highlight_comment_in_chinese(tmp_path):
    terms, said, path = extract(tmp_path, "草案.md", CRITIC_ZH)
    assert terms["availability_pct"]["value"] == 99.9
    assert terms["response_minutes"]["value"] == 30  # the highlighted text is read, its comment is not
    assert "credit_cap_pct" not in terms  # the struck paragraph's cap (main: 5)
    assert said == [
        "草案.md: struck text on line 3 left out of the text (a redline's deletion): '99.5%'",
        "草案.md: struck text on line 7 left out of the text (a redline's deletion): "
        "'第二条 乙方可单方调整服务等级，服务积分上限为月费的5%。'",
        "草案.md: comment on line 3 left out of the text (a redline's comment): '法务：已按客户要求修改'",
        "草案.md: comment on line 11 left out of the text (a redline's comment): '要求15分钟'",
        "草案.md: 1 marked insertion ({~~ ~> ~~}) read as part of the text (a redline not yet accepted)"]
    document = load_document(path, Limits())
    assert "{" not in document.text and "单方调整" not in document.text and "要求15分钟" not in document.text


def test_braces_and_tildes_that_are_no_criticmarkup_are_read_as_written(tmp_path):
    # the negative beside it: a brace pair, a range's tildes and a dash pair in a brace that is no mark stay text
    text = ("# SLA\n\nProvider guarantees a monthly availability of 99.9% {measured per node}.\n\n"
            "Inlet temperature 18~27 °C; fields {--} are left blank.\n")
    terms, said, path = extract(tmp_path, "plain.md", text)
    assert terms["availability_pct"]["value"] == 99.9
    assert said == []
    document = load_document(path, Limits())
    assert "{measured per node}" in document.text and "18~27" in document.text and "{--}" in document.text


# ---------------------------------------------------------------------------- DOCX: custom XML and form fields

W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def docx_of(path, blocks: list[str], glossary: dict[str, str] | None = None):
    """A DOCX whose body is the raw ``blocks`` (w:p, w:tbl, w:customXml, w:sdt) after a title; ``glossary`` its
    building blocks' texts by name (a content control's placeholder is one)."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml import parse_xml

    from tests.ingest.test_office_documents import relate_part

    document = docx.Document()
    document.add_paragraph("Service Level Agreement")
    body = document.element.body
    for block in blocks:
        body.insert(len(body) - 1, parse_xml(block.replace(">", f" {W_NS}>", 1)))  # (before the w:sectPr)
    if glossary is not None:
        parts = "".join(f'<w:docPart><w:docPartPr><w:name w:val="{name}"/></w:docPartPr><w:docPartBody><w:p><w:r>'
                        f'<w:t>{text}</w:t></w:r></w:p></w:docPartBody></w:docPart>' for name, text in glossary.items())
        root = parse_xml(f'<w:glossaryDocument {W_NS}><w:docParts>{parts}</w:docParts></w:glossaryDocument>')
        relate_part(document, "document.glossary", root, RT.GLOSSARY_DOCUMENT, "/word/glossary/document.xml")
    document.save(str(path))
    return path


def run_text(text: str) -> str:
    return f'<w:r><w:t xml:space="preserve">{text}</w:t></w:r>'


def read(path):
    from slacheck import api

    document, terms = api.read_contract(path)
    return document, {term.key: term.value for term in terms}


# custom XML markup around a clause, as document-assembly tools tag one (a Romanian generator's test document:
# '<w:customXml w:uri="urn:example:docier:meta" w:element="clause"><w:p>…Clauză transportată din custom XML.')
def test_a_clause_in_custom_xml_markup_is_read(tmp_path):
    path = docx_of(tmp_path / "tagged.docx", [
        f'<w:customXml w:element="clause"><w:p>{run_text("1. Planned maintenance requires 72 hours prior written notice.")}'
        '</w:p></w:customXml>',
        f'<w:tbl><w:customXml w:element="tier"><w:tr><w:tc><w:p>{run_text("Monthly Uptime")}</w:p></w:tc><w:tc><w:p>'
        f'{run_text("Service Credit")}</w:p></w:tc></w:tr></w:customXml><w:tr><w:tc><w:p>{run_text("&lt; 99.9%")}'
        f'</w:p></w:tc><w:customXml w:element="credit"><w:tc><w:p>{run_text("10%")}</w:p></w:tc></w:customXml></w:tr>'
        '</w:tbl>'])
    document, terms = read(path)
    # main: the tagged paragraph was not read at all, the table's tagged row and cell neither
    assert "1. Planned maintenance requires 72 hours prior written notice." in document.text
    assert "Monthly Uptime | Service Credit\n< 99.9% | 10%" in document.text
    assert terms["maintenance_notice_hours"] == 72
    assert terms["credit_tiers"] == [{"below_pct": 99.9, "credit_pct": 10.0}]


DEFAULT = "DefaultPlaceholder_-1854013440"  # Word's own placeholder building block ("Click or tap here to enter text.")


def control(content: str, placeholder: bool, part: str = DEFAULT) -> str:
    """A plain-text content control as Word writes one, its placeholder the glossary's building block ``part``;
    ``content`` a run or a paragraph."""
    flag = "<w:showingPlcHdr/>" if placeholder else ""
    return (f'<w:sdt><w:sdtPr><w:id w:val="-980158935"/><w:placeholder><w:docPart w:val="{part}"/></w:placeholder>'
            f'{flag}<w:text/></w:sdtPr><w:sdtContent>{content}</w:sdtContent></w:sdt>')


FORM = "Provider shall maintain a monthly availability of at least "
NOTICE = "Planned maintenance requires 72 hours prior written notice."


def form(value_control: str) -> list[str]:
    return [f'<w:p>{run_text(FORM)}{value_control}{run_text(".")}</w:p>',
            control(f'<w:p>{run_text(NOTICE)}</w:p>', True, part="Notice")]


# a template's form field left unfilled shows its placeholder ("99.9%" as the template's example): no agreed term
def test_a_form_field_showing_its_placeholder_is_no_term_and_is_said(tmp_path):
    path = docx_of(tmp_path / "form.docx", form(control(run_text("99.9%"), placeholder=True)),
                   glossary={DEFAULT: "99.9%", "Notice": NOTICE})
    document, terms = read(path)
    assert "availability_pct" not in terms  # main: 99.9, the placeholder's
    assert "maintenance_notice_hours" not in terms  # a whole paragraph showing its placeholder (main: 72)
    assert FORM.strip() in document.text and "99.9" not in document.text
    assert [warning.said() for warning in document.reading] == [
        "form.docx: placeholder of a form field not filled in left out of the text: '99.9%'",
        f"form.docx: placeholder of a form field not filled in left out of the text: '{NOTICE}'"]


def test_a_filled_form_field_is_read_even_where_a_tool_left_the_placeholder_flag_set(tmp_path):
    # the negatives beside it: filled in (no flag), and filled in by a tool that left the flag set (its text is not
    # the placeholder the glossary holds)
    for name, value_control, glossary in (
            ("filled.docx", control(run_text("99.95%"), placeholder=False), None),
            ("stale.docx", control(run_text("99.95%"), placeholder=True),
             {DEFAULT: "Click or tap here to enter text."})):
        document, terms = read(docx_of(tmp_path / name, form(value_control)[:1], glossary=glossary))
        assert terms["availability_pct"] == 99.95, name
        assert document.reading == [], name


# Word's built-in three-part headers set their parts apart with absolute-position tabs (w:ptab), as a page prints
# them apart: "Acme GPU Cloud Ltd." on the left, the order's number in the middle, the page number on the right
def test_a_headers_parts_set_apart_by_absolute_position_tabs_stay_apart(tmp_path):
    from docx.oxml import parse_xml

    from tests.ingest.test_docx import make_docx
    from tests.ingest.test_draft_review import complex_field

    ptab = f'<w:r {W_NS}><w:ptab w:relativeTo="margin" w:alignment="center" w:leader="none"/></w:r>'

    def build(document):
        header = document.sections[0].header.paragraphs[0]
        header.add_run("Acme GPU Cloud Ltd.")
        header._p.append(parse_xml(ptab))
        header.add_run("Order Form OF-2025-0042")
        header._p.append(parse_xml(ptab.replace("center", "right")))
        header.add_run("Page ")
        complex_field(header, "PAGE", "1")
        document.add_paragraph("Provider guarantees a monthly availability of 99.9%.")

    document, _ = read(make_docx(tmp_path / "headed.docx", build))
    # main: "Acme GPU Cloud Ltd.Order Form OF-2025-0042Page" (the vendor's name run into the order's number, the
    # page phrase's word into it: no phrase of its own); now a tab apart, as a w:tab sets them, the page phrase gone
    assert document.text.split("# Header\n")[1].split("\t") == ["Acme GPU Cloud Ltd.", "Order Form OF-2025-0042"]
