"""The review page marks the words a reviewer's comment is on (a DOCX comment's anchor, in the body or a header), the
comment said over them in the page's language; words a comment's range does not tell apart are not marked."""

from __future__ import annotations

from html.parser import HTMLParser

from typer.testing import CliRunner

from slacheck.cli import app
from tests.ingest.test_docx import make_docx


class NoteMarks(HTMLParser):
    """The text inside each ``<mark class="note">`` of a page, with its title, in page order (a mark split by an
    evidence mark inside it is joined)."""

    def __init__(self):
        super().__init__()
        self.stack: list[str | None] = []
        self.marks: list[list[str]] = []  # [title, text]

    def handle_starttag(self, tag, attrs):
        if tag == "mark":
            attrs = dict(attrs)
            title = attrs.get("title") if attrs.get("class") == "note" else None
            if title is not None and not (self.marks and self.marks[-1][0] == title and self.last_closed):
                self.marks.append([title, ""])
            self.stack.append(title)
        self.last_closed = False

    def handle_endtag(self, tag):
        if tag == "mark":
            self.last_closed = self.stack.pop() is not None

    def handle_data(self, data):
        if any(title is not None for title in self.stack):
            self.marks[-1][1] += data
        elif data:
            self.last_closed = False

    last_closed = False


def note_marks(page: str) -> list[tuple[str, str]]:
    parser = NoteMarks()
    parser.feed(page)
    return [(title, text) for title, text in parser.marks]


def review_page(tmp_path, build, lang="en") -> str:
    path = make_docx(tmp_path / "draft.docx", build)
    page = tmp_path / "review.html"
    done = CliRunner().invoke(app, ["check", str(path), "--html", str(page), "--lang", lang, "--no-db"])
    assert done.exit_code in (0, 1), done.output
    return page.read_text(encoding="utf-8")


def commented_words(document):
    paragraph = document.add_paragraph("月可用性不低于")
    figure = paragraph.add_run("99.5%")
    rest = paragraph.add_run("，按月计算。")
    document.add_paragraph("单柜功率不低于20千瓦。")
    document.add_comment([figure, rest], text="Ask for 99.9%", author="Legal")
    header = document.sections[0].header.paragraphs[0]
    header.text = "协议编号：QTSL-KJ-2025-0091"
    document.add_comment(header.runs, text="以签署版编号为准", author="法务")


def test_a_comments_words_are_marked_with_the_comment(tmp_path):
    marks = note_marks(review_page(tmp_path, commented_words))
    margin = "(a reviewer's note in the margin, not read as the contract's text)"
    assert marks == [  # the contract's own characters (full-width comma, colon), the comment over them
        (f"comment by Legal on '99.5%，按月计算。': 'Ask for 99.9%' {margin}", "99.5%，按月计算。"),
        (f"comment by 法务 on '协议编号：QTSL-KJ-2025-0091': '以签署版编号为准' {margin}", "协议编号：QTSL-KJ-2025-0091")]
    zh = note_marks(review_page(tmp_path, commented_words, lang="zh"))
    assert zh[0] == ("Legal对“99.5%，按月计算。”的批注：“Ask for 99.9%”（审阅者的页边意见，未作为正文读入）", "99.5%，按月计算。")


def test_words_a_comment_does_not_tell_apart_are_not_marked(tmp_path):
    def build(document):
        paragraph = document.add_paragraph("单柜功率不低于20千瓦，峰值")
        second = paragraph.add_run("20")
        paragraph.add_run("千瓦。")
        document.add_comment([second], text="峰值要求25", author="Legal")  # which "20": not told by its words
        document.add_paragraph("月可用性不低于99.9%。")

    page = review_page(tmp_path, build)
    assert note_marks(page) == []
    assert "comment by Legal on &#39;20&#39;: &#39;峰值要求25&#39;" in page  # still said in the summary
