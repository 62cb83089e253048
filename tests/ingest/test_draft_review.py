"""What a reviewer of a draft sees: a Markdown redline read as a DOCX's tracked changes are (struck text is deleted,
said naming its line; "<ins>" is read as text), a DOCX's comments said with the text they are on (they are not read
as the contract's), the warnings in the
review page's language, and a Markdown contract's HTML quoted as its text, not its markup."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.ingest.load import load_document
from slacheck.limits import Limits
from tests.ingest.test_docx import make_docx, tracked_paragraph


def run(args: list[str]):
    return CliRunner().invoke(app, args + ["--no-db"])


# a range's tilde ("18~27") and a pair of tildes with spaces inside strike nothing (GitHub's rule)
REDLINE = ("# 机柜\n\n单柜功率不低于~~20~~<ins>25</ins>千瓦。\n\n<del>乙方可单方调整服务等级。</del>\n\n"
           "进风温度18~27度, 湿度 ~~ 40 ~~ 60%。\n")


def test_a_markdown_redline_is_read_as_deleted_and_inserted(tmp_path):
    path = tmp_path / "draft.md"
    path.write_text(REDLINE, encoding="utf-8")
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    power = [term for term in json.loads(done.stdout)["terms"] if term["key"] == "rack_power_kw"]
    assert [term["value"] for term in power] == [25]  # the inserted value, as from a DOCX's tracked insertion
    assert done.stderr.splitlines() == [
        "draft.md: struck text on line 3 left out of the text (a redline's deletion): '20'",
        "draft.md: struck text on line 5 left out of the text (a redline's deletion): '乙方可单方调整服务等级。'",
        "draft.md: 1 marked insertion (<ins>) read as part of the text (a redline not yet accepted)"]
    document = load_document(path, Limits())
    assert "单方调整" not in document.text and "<" not in document.text
    assert "进风温度18~27度, 湿度 ~~ 40 ~~ 60%。" in document.text


def commented(document):
    """A paragraph with a reviewer's comment on it (Word's margin note)."""
    paragraph = document.add_paragraph("单柜功率不低于20千瓦。")
    document.add_comment(paragraph.runs, text="20千瓦不够，要求25", author="Legal")


def test_a_docx_says_its_comments(tmp_path):
    path = make_docx(tmp_path / "commented.docx", commented)
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    assert done.stderr.splitlines() == [
        "commented.docx: comment by Legal on '单柜功率不低于20千瓦。': '20千瓦不够，要求25' "
        "(a reviewer's note in the margin, not read as the contract's text)"]


def test_the_review_page_says_the_warnings_in_its_language(tmp_path):
    def build(document):
        tracked_paragraph(document)
        commented(document)

    path = make_docx(tmp_path / "tracked.docx", build)
    page = tmp_path / "review.html"
    run(["check", str(path), "--html", str(page), "--lang", "zh"])
    html = page.read_text(encoding="utf-8")
    assert "<li>tracked.docx：修订删除的文字未作为正文读入：“20”</li>" in html
    assert "<li>tracked.docx：Legal对“单柜功率不低于20千瓦。”的批注：“20千瓦不够，要求25”（审阅者的页边意见，未作为正文读入）</li>" in html
    assert "tracked deletion" not in html
    run(["check", str(path), "--html", str(page), "--lang", "en"])
    assert "<li>tracked.docx: comment by Legal on &#39;单柜功率不低于20千瓦。&#39;: &#39;20千瓦不够，要求25&#39;" in page.read_text(encoding="utf-8")


def test_a_quote_of_markdown_html_is_its_text(tmp_path):
    path = tmp_path / "table.md"
    path.write_text("# 机柜\n\n<table><tr><td>单柜功率</td><td>不低于20千瓦</td></tr>\n"
                    "<tr><td>交付&nbsp;周期</td><td>30天</td></tr></table>\n", encoding="utf-8")
    done = run(["extract", str(path)])
    assert done.exit_code == 0, done.output
    assert "单柜功率 | 不低于20千瓦" in done.stdout
    assert "</td>" not in done.stdout and "&nbsp;" not in done.stdout
    data = json.loads(run(["extract", str(path), "--format", "json"]).stdout)
    power = next(term for term in data["terms"] if term["key"] == "rack_power_kw")
    text = path.read_text(encoding="utf-8")
    # the evidence maps back to the source (provenance): the text read holds the HTML as text (session 37, d13: the
    # extractor reads no tag), its offsets map back to the file's own characters, tags and all
    document = load_document(path, Limits())
    assert power["text"] == "单柜功率 | 不低于20千瓦" == document.text[power["start"]:power["end"]]
    a, b = document.original_range(power["start"], power["end"])
    assert text[a:b] == "单柜功率</td><td>不低于20千瓦"


def complex_field(paragraph, code: str, result: str) -> None:
    """Append a field as Word writes one: begin, its code, separate, the result it printed, end."""
    from docx.oxml import parse_xml

    from tests.ingest.test_docx import W_NS

    for inner in ('<w:fldChar w:fldCharType="begin"/>', f'<w:instrText xml:space="preserve"> {code} </w:instrText>',
                  '<w:fldChar w:fldCharType="separate"/>', f'<w:t>{result}</w:t>', '<w:fldChar w:fldCharType="end"/>'):
        paragraph._p.append(parse_xml(f'<w:r {W_NS}>{inner}</w:r>'))


def with_running_parts(document):
    """A contract whose number and vendor are printed only in its header and footer, the header repeated by the first
    page and by a second section, the footer's first line a page number (a PAGE field)."""
    from docx.oxml import parse_xml

    from tests.ingest.test_docx import W_NS

    number = "协议编号：QTSL-KJ-2025-0091"
    first = document.sections[0]
    first.header.paragraphs[0].text = number
    first.different_first_page_header_footer = True
    first.first_page_header.paragraphs[0].text = number
    page = first.footer.paragraphs[0]
    page.text = "第 "
    page._p.append(parse_xml(f'<w:fldSimple {W_NS} w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>'))
    page.add_run(" 页 共 ")
    complex_field(page, "NUMPAGES", "3")
    page.add_run(" 页")
    first.footer.add_paragraph("乙方（出租方）：浙江钱塘算力科技有限公司")
    document.add_paragraph("第一条 单柜功率不低于20千瓦。")
    second = document.add_section()
    second.header.is_linked_to_previous = False
    second.header.paragraphs[0].text = number
    document.add_paragraph("第二条 月可用性不低于99.9%。")


def test_a_docx_header_and_footer_are_read_once_naming_where(tmp_path):
    path = make_docx(tmp_path / "headed.docx", with_running_parts)
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    terms = {term["key"]: term for term in json.loads(done.stdout)["terms"]}
    assert (terms["contract_id"]["value"], terms["contract_id"]["clause"]) == ("QTSL-KJ-2025-0091", "页眉")
    assert terms["contract_id"]["alternatives"] == []  # the header of every page and section is one text
    assert (terms["vendor"]["value"], terms["vendor"]["clause"]) == ("浙江钱塘算力科技有限公司", "页脚")
    assert terms["rack_power_kw"]["value"] == 20 and terms["rack_power_kw"]["clause"] == "第一条"
    text = load_document(path, Limits()).text
    assert text.count("QTSL-KJ-2025-0091") == 1 and "第 1 页" not in text  # a page-number line is no text
    assert text.index("99.9%") < text.index("# 页眉")  # the body first, as it was read before


def test_a_header_line_keeps_its_text_beside_a_page_number(tmp_path):
    def build(document):
        header = document.sections[0].header.paragraphs[0]
        header.text = "Order Form No. OF-2025-0042 (Rev. 2)\tPage "
        complex_field(header, "PAGE \\* MERGEFORMAT", "1")
        document.add_paragraph("Each rack is provisioned with 30 kW of power.")

    text = load_document(make_docx(tmp_path / "order.docx", build), Limits()).text
    assert text.endswith("# Header\nOrder Form No. OF-2025-0042 (Rev. 2)")  # its page number and the word before it left out


def test_each_comment_is_said_with_the_words_it_is_on(tmp_path):
    """A comment on a few words of a sentence quotes those words, not the paragraph; a tracked deletion inside its
    range is not quoted (it is not in the text); comments follow the text's order."""
    from docx.oxml import parse_xml

    from tests.ingest.test_docx import W_NS

    def build(document):
        paragraph = document.add_paragraph("月可用性不低于")
        figure = paragraph.add_run("99.5%")
        paragraph._p.append(parse_xml(f'<w:del {W_NS} w:id="9" w:author="Legal"><w:r><w:delText>（暂定）</w:delText>'
                                      f'</w:r></w:del>'))
        rest = paragraph.add_run("，按月计算。")
        later = document.add_paragraph("故障4小时内恢复。")
        document.add_comment(later.runs, text="需要写明赔付", author="Ops")
        document.add_comment([figure, rest], text="Ask for 99.9%", author="Legal")

    path = make_docx(tmp_path / "ranges.docx", build)
    document = load_document(path, Limits())
    assert [warning.sentence() for warning in document.reading if warning.key == "comment"] == [
        "comment by Legal on '99.5%，按月计算。': 'Ask for 99.9%' (a reviewer's note in the margin, not read as the contract's text)",
        "comment by Ops on '故障4小时内恢复。': '需要写明赔付' (a reviewer's note in the margin, not read as the contract's text)"]
    assert "Ask for" not in document.text


def test_stderr_says_the_warnings_in_the_language_given(tmp_path):
    path = make_docx(tmp_path / "tracked.docx", tracked_paragraph)
    done = run(["check", str(path), "--lang", "zh", "--format", "json"])
    assert done.exit_code in (0, 1), done.output
    assert "tracked.docx: 修订删除的文字未作为正文读入：“20”" in done.stderr.splitlines()
    assert "tracked deletion" not in done.stderr
    done = run(["score", str(path), "--lang", "zh", "--format", "json"])
    assert "tracked.docx: 1处修订插入已作为正文读入（修订尚未接受）" in done.stderr.splitlines()
    done = run(["check", str(path), "--format", "json"])  # no --lang: English, as every other line of stderr
    assert "tracked.docx: tracked deletion left out of the text: '20'" in done.stderr.splitlines()


def test_a_redline_mark_over_the_lines_of_a_paragraph_is_read_as_one(tmp_path):
    """A strikethrough or an <ins> whose text wraps onto the next line of its paragraph is still a redline; one
    never runs past a blank line (a paragraph break), so "~~" in two paragraphs strikes nothing."""
    path = tmp_path / "wrapped.md"
    path.write_text("# 服务等级\n\n月可用性不低于~~99.9%，\n按月计算~~99.5%。\n\n<del>乙方可\n单方调整服务等级。</del>\n\n"
                    "<ins>故障4小时内\n恢复。</ins>\n\n区间18~~27度。\n\n进风温度~~不限。\n", encoding="utf-8")
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    availability = [term["value"] for term in json.loads(done.stdout)["terms"] if term["key"] == "availability_pct"]
    assert availability == [99.5]
    assert done.stderr.splitlines() == [
        "wrapped.md: struck text on lines 3-4 left out of the text (a redline's deletion): '99.9%，按月计算'",
        "wrapped.md: struck text on lines 6-7 left out of the text (a redline's deletion): '乙方可单方调整服务等级。'",
        "wrapped.md: 1 marked insertion (<ins>) read as part of the text (a redline not yet accepted)"]
    text = load_document(path, Limits()).text
    assert "单方调整" not in text and "<" not in text and "区间18~~27度" in text and "进风温度~~不限" in text


def hidden_by_styles(document):
    """Hidden text applied through styles, not on the run: a character style (a drafter's "internal note" style,
    based on one that hides) and a paragraph style; a run switching hidden off in a hidden paragraph is shown."""
    from docx.enum.style import WD_STYLE_TYPE
    from docx.oxml import parse_xml

    from tests.ingest.test_docx import W_NS

    hiding = document.styles.add_style("Hidden Base", WD_STYLE_TYPE.CHARACTER)
    hiding.font.hidden = True
    note = document.styles.add_style("Internal Note", WD_STYLE_TYPE.CHARACTER)
    note.base_style = hiding
    paragraph = document.add_paragraph("单柜功率不低于20千瓦。")
    paragraph.add_run("底价：单柜功率不低于15千瓦。", style="Internal Note")
    drafting = document.styles.add_style("Drafting Note", WD_STYLE_TYPE.PARAGRAPH)
    drafting.font.hidden = True
    hidden = document.add_paragraph("交付周期可放宽至60天。", style="Drafting Note")
    hidden._p.append(parse_xml(f'<w:r {W_NS}><w:rPr><w:vanish w:val="0"/></w:rPr><w:t>交付周期30天。</w:t></w:r>'))


def test_text_hidden_through_a_style_is_left_out_and_said(tmp_path):
    path = make_docx(tmp_path / "styled.docx", hidden_by_styles)
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    terms = {term["key"]: term["value"] for term in json.loads(done.stdout)["terms"]}
    assert (terms["rack_power_kw"], terms["delivery_days"]) == (20, 30)
    assert done.stderr.splitlines() == [
        "styled.docx: hidden text left out of the text: '底价：单柜功率不低于15千瓦。'",
        "styled.docx: hidden text left out of the text: '交付周期可放宽至60天。'"]
