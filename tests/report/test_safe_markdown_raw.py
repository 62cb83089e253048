"""A claim letter is read as its raw .md file (by lawyers) as often as rendered: a '<' that can open no tag
('99.0% ≤ 月可用性 < 99.9%', '<= 4 h', '<5 min') is left as written, where it read '&lt;'; one that could
('<img', '</', '<!--', '<?', '<https://…>', or a '<' ending the value, whatever follows it in the letter) is
still '&lt;', so the README's guarantee holds: no HTML, links or images from input text, and the same text
rendered. Rendered here by CommonMark (markdown-it, with GFM tables) to show both."""

from __future__ import annotations

import re

import pytest

from slacheck.report.safe import markdown_text

READ_AS_WRITTEN = ["99.0% ≤ 月可用性 < 99.9%", "MTTR <= 4 h", "outages <5 min", "a < b", "<< 3", "< 95%",
                   "<1", "<中文>", "< img"]
STRUCTURE = re.compile(r"</?(?:p|ul|li|table|thead|tbody|tr|th|td)>")
STILL_ESCAPED = ["<img src=x onerror=alert(1)>", "</p>", "<!-- x -->", "<?php x ?>", "<https://evil.example>",
                 "<a href='javascript:alert(1)'>x</a>", "<B>", "end <", "x<script>"]


@pytest.mark.parametrize("value", READ_AS_WRITTEN)
def test_a_less_than_that_opens_no_tag_reads_raw_as_written(value):
    assert markdown_text(value) == value  # no '&lt;', no backslash before it


@pytest.mark.parametrize("value", STILL_ESCAPED)
def test_a_less_than_that_could_open_a_tag_is_still_an_entity(value):
    assert "<" not in markdown_text(value).replace("&lt;", "")


@pytest.mark.parametrize("value", READ_AS_WRITTEN + STILL_ESCAPED)
@pytest.mark.parametrize("where", ["- {}", "| {} | x |\n|---|---|\n| {} | y |", "{}img then text", "「{}」"])
def test_rendered_it_is_the_text_and_no_html_or_link(value, where):
    markdown_it = pytest.importorskip("markdown_it")
    html = markdown_it.MarkdownIt("commonmark").enable("table").render(where.format(markdown_text(value),
                                                                                     markdown_text(value)))
    assert "<" not in STRUCTURE.sub("", html)  # no tag but those of the letter's own paragraphs, items, tables
    shown = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    assert shown in html  # the value's own characters, as an HTML renderer writes text
