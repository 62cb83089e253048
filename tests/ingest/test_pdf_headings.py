"""A PDF's unnumbered headings, told by their type (ingest/headings.py): a short line set clearly larger
than the page's body text, or bold at its size, standing alone, reads as a heading, marked as a DOCX
heading is (Markdown's "# "), so the extractor frames the text under it as it does in the DOCX and
Markdown versions of the same contract."""

from __future__ import annotations

from pathlib import Path

from slacheck.ingest.load import load_document
from slacheck.limits import Limits

HEADED_MD = "算力服务协议\n\n## 业务可用性\n\n容器服务承诺99.95%。\n\n## 费用\n\n月费为10000元。\n"


def _lines(path: Path) -> list[str]:
    return load_document(path, Limits()).text.split("\n")


def test_a_larger_unnumbered_title_heads_its_section_as_in_markdown(tmp_path, make_typed_pdf):
    """"业务可用性" set at 16 pt over "容器服务承诺99.95%。" at 11 pt: the figure is read as under the DOCX's or the
    Markdown file's heading (review strength, the heading its clause), not as one sentence with the title that
    names its key; the monthly fee cites its heading "费用" as its clause."""
    from slacheck import api

    md = tmp_path / "headed.md"
    md.write_text(HEADED_MD, encoding="utf-8")
    song = "STSong-Light"
    path = make_typed_pdf(tmp_path / "headed.pdf", [[("算力服务协议", song, 11), ("业务可用性", song, 16),
                                                     ("容器服务承诺99.95%。", song, 11), ("费用", song, 16),
                                                     ("月费为10000元。", song, 11)]])
    read = {t.key: (t.value, t.evidence_kind, t.clause, t.text) for t in api.extract(path).terms}
    expected = {t.key: (t.value, t.evidence_kind, t.clause, t.text) for t in api.extract(md).terms}
    assert read["availability_pct"] == expected["availability_pct"] == (99.95, "loose", "业务可用性", "99.95%")
    assert read["monthly_fee"][2] == expected["monthly_fee"][2] == "费用"
    assert _lines(path) == ["算力服务协议", "# 业务可用性", "容器服务承诺99.95%。", "# 费用", "月费为10000元。"]
    from slacheck.report.html import build_blocks

    assert [(b.kind, "".join(p.text for p in b.pieces)) for b in build_blocks(load_document(path, Limits()), [])
            if b.kind.startswith("h")] == [("h1", "业务可用性"), ("h1", "费用")]  # the review page shows them so


def test_levels_follow_the_type_and_a_bold_line_at_the_body_size_is_a_heading(tmp_path, make_typed_pdf):
    """Much larger type is a first-level heading, larger a second-level one, bold at the body's size a third."""
    body = "The Provider shall make the Service available 99.95% of the time in each calendar month."
    path = make_typed_pdf(tmp_path / "levels.pdf", [[("Cloud GPU Service Agreement", "Helvetica-Bold", 20),
                                                     (body, "Helvetica", 10), ("Service Levels", "Helvetica", 13),
                                                     (body, "Helvetica", 10), ("Service Credits", "Helvetica-Bold", 10),
                                                     (body, "Helvetica", 10)]])
    assert _lines(path) == ["# Cloud GPU Service Agreement", body, "## Service Levels", body,
                            "### Service Credits", body]


def test_lines_that_are_no_heading_stay_as_read(tmp_path, make_typed_pdf):
    """A bold paragraph (lines bold one under another), a title over two large lines, a bold lead-in ending
    with a colon, a bold sentence and a large figure alone are read as before: the page's one heading is the
    bold "Termination" standing alone."""
    body = "The Provider shall make the Service available 99.95% of the time in each calendar month."
    lines = [("IN NO EVENT SHALL THE PROVIDER BE LIABLE FOR", "Helvetica-Bold", 10),
             ("INDIRECT OR CONSEQUENTIAL DAMAGES", "Helvetica-Bold", 10),
             (body, "Helvetica", 10),
             ("Master Services Agreement between", "Helvetica", 18), ("Acme and Beta", "Helvetica", 18),
             (body, "Helvetica", 10),
             ("The following credits apply:", "Helvetica-Bold", 10), (body, "Helvetica", 10),
             ("Credits are the sole remedy.", "Helvetica-Bold", 10), (body, "Helvetica", 10),
             ("99.95%", "Helvetica", 18), (body, "Helvetica", 10),
             ("Termination", "Helvetica-Bold", 10), (body, "Helvetica", 10)]
    path = make_typed_pdf(tmp_path / "plain.pdf", [lines])
    text = load_document(path, Limits()).text
    assert text.count("#") == 3 and "\n### Termination\n" in text
    assert "Master Services Agreement between" in text and "INDIRECT OR CONSEQUENTIAL DAMAGES" in text
