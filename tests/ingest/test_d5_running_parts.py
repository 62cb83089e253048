"""A DOCX's headers and footers as a reviewer reads them: a page-number field takes the words of its phrase with it
("Page 3 of 10", "第 3 页 共 10 页") whatever stands beside it in the line, the rest of the line kept; and a comment
anchored in a header or footer is said as a comment in the body is."""

from __future__ import annotations

from slacheck.ingest.load import load_document
from slacheck.limits import Limits
from tests.ingest.test_docx import make_docx
from tests.ingest.test_draft_review import complex_field, run

BODY = "Each rack is provisioned with 30 kW of power."


def running_text(tmp_path, pieces, where="header", name="running.docx") -> str:
    """The text read under the heading of a header (or footer) of one line: its ``pieces`` are typed text (str) or
    a page-number field (``(code, result)``)."""
    def build(document):
        part = getattr(document.sections[0], where)
        paragraph = part.paragraphs[0]
        for piece in pieces:
            if isinstance(piece, str):
                paragraph.add_run(piece)
            else:
                complex_field(paragraph, *piece)
        document.add_paragraph(BODY)

    text = load_document(make_docx(tmp_path / name, build), Limits()).text
    return text.split(BODY, 1)[1].strip()


def test_a_page_phrase_goes_whole_beside_other_words(tmp_path):
    # the revision's figure is no page number: kept; "Page" went with the field (was 'Rev 2 Page')
    assert running_text(tmp_path, ["Order Form OF-2025-0042 Rev 2 Page ", ("PAGE", "1")]) == \
        "# Header\nOrder Form OF-2025-0042 Rev 2"
    # "Page 3 of 10" in one run of text with the contract's name (was 'Rev 2 Page of')
    assert running_text(tmp_path, ["Order Form OF-2025-0042 Rev 2 Page ", ("PAGE", "3"), " of ",
                                   ("NUMPAGES", "10")]) == "# Header\nOrder Form OF-2025-0042 Rev 2"
    # a separator before the phrase goes with it; the words after it stay (was 'Page of | Confidential')
    assert running_text(tmp_path, ["Contract QT-001 | Page ", ("PAGE", "3"), " of ", ("NUMPAGES", "10"),
                                   " | Confidential"], where="footer") == "# Footer\nContract QT-001 | Confidential"


def test_a_chinese_page_phrase_goes_whole_beside_the_contract_number(tmp_path):
    text = running_text(tmp_path, ["合同编号：QT-001 第 ", ("PAGE", "3"), " 页 共 ", ("NUMPAGES", "10"), " 页"])
    assert text.endswith("合同编号:QT-001")  # was '合同编号:QT-001第 页 共 页'


def test_words_beside_a_page_phrase_that_are_no_part_of_it_are_kept(tmp_path):
    # "of the Master Agreement" follows the count: the phrase ends with its second number
    assert running_text(tmp_path, ["Page ", ("PAGE", "3"), " of ", ("NUMPAGES", "10"),
                                   " of the Master Agreement MSA-2025-7"]).endswith("of the Master Agreement MSA-2025-7")
    # "Schedule 2 of 5" is typed, no field printed it: a schedule's number, kept whole
    assert running_text(tmp_path, ["Schedule 2 of 5 – Page ", ("PAGE", "4")]) == "# Header\nSchedule 2 of 5"
    # a field that prints no page number (the document's title) is text
    assert running_text(tmp_path, ["Order ", ("DOCPROPERTY Title", "OF-2025-0042"), " Page ", ("PAGE", "1")]) == \
        "# Header\nOrder OF-2025-0042"


def with_running_comments(document):
    header = document.sections[0].header.paragraphs[0]
    header.text = "Order Form No. OF-2025-0042"
    document.add_comment(header.runs, text="Use the signed order's number", author="Legal")
    footer = document.sections[0].footer.paragraphs[0]
    footer.text = "Vendor: Acme GPU Cloud Ltd."
    document.add_comment(footer.runs, text="Check the vendor's legal name", author="Ops")
    paragraph = document.add_paragraph(BODY)
    document.add_comment(paragraph.runs, text="Ask for 40 kW", author="Legal")


def test_a_comment_in_a_header_or_footer_is_said(tmp_path):
    path = make_docx(tmp_path / "commented.docx", with_running_comments)
    done = run(["extract", str(path), "--format", "json"])
    assert done.exit_code == 0, done.output
    margin = "(a reviewer's note in the margin, not read as the contract's text)"
    assert done.stderr.splitlines() == [  # in the order the text is read: the body, its header, its footer
        f"commented.docx: comment by Legal on '{BODY}': 'Ask for 40 kW' {margin}",
        f"commented.docx: comment by Legal on 'Order Form No. OF-2025-0042': 'Use the signed order's number' {margin}",
        f"commented.docx: comment by Ops on 'Vendor: Acme GPU Cloud Ltd.': 'Check the vendor's legal name' {margin}"]
    assert "Use the signed" not in load_document(path, Limits()).text


def test_a_header_without_comments_says_none(tmp_path):
    def build(document):
        document.sections[0].header.paragraphs[0].text = "Order Form No. OF-2025-0042"
        paragraph = document.add_paragraph(BODY)
        document.add_comment(paragraph.runs, text="Ask for 40 kW", author="Legal")

    done = run(["extract", str(make_docx(tmp_path / "one.docx", build)), "--format", "json"])
    assert [line for line in done.stderr.splitlines() if "comment" in line] == [
        f"one.docx: comment by Legal on '{BODY}': 'Ask for 40 kW' "
        "(a reviewer's note in the margin, not read as the contract's text)"]
