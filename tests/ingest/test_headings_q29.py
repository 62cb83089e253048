"""How a PDF's and a DOCX's structure is read (ingest/headings.py, ingest/markdown.py): a PDF heading's level
is the rank of its type among the sizes the document's headings use, as Word's Heading 1, 2, 3 rank; a clause
number set over its title is one heading; a signature block's lines are no headings; a line's own opening "#"
is neither taken for a heading's mark nor lost from a quote."""

from __future__ import annotations

from pathlib import Path

from slacheck.ingest.load import load_document
from slacheck.limits import Limits

BODY = "The Provider shall make the GPU instances available 99.9% of the time in each calendar month of the term."
CREDIT = "If availability falls short, the Customer is entitled to a service credit of 10% of the monthly fee."


def _headings(path: Path) -> list[str]:
    return [line for line in load_document(path, Limits()).text.split("\n") if line.startswith("#")]


def test_word_heading_1_and_heading_2_read_at_two_levels(tmp_path, make_typed_pdf):
    """Word's Heading 1 (14 pt), Heading 2 (13 pt) and Heading 3 (bold at the body's 11 pt), as a Word
    export sets them: three levels, the largest the highest, not Heading 1 and 2 both "##" (each is
    larger than the body by less than a title is, so the largest reads "##")."""
    body = ("Helvetica", 11)
    path = make_typed_pdf(tmp_path / "word.pdf", [[("Service Levels", "Helvetica-Bold", 14), (BODY, *body),
                                         ("Availability", "Helvetica-Bold", 13), (BODY, *body),
                                         ("Claims", "Helvetica-Bold", 11), (CREDIT, *body)]])
    assert _headings(path) == ["## Service Levels", "### Availability", "#### Claims"]


def test_a_heading_ranks_among_the_whole_documents_sizes_not_its_pages(tmp_path, make_typed_pdf):
    """Heading 1 on the first page only, Heading 2 on the second only: the second page's heading is still the
    second level (a page alone would take it for the largest), read whole and read in parts alike."""
    from slacheck.ingest.pdf import assemble_pdf, read_pdf_part

    body = ("Helvetica", 11)
    path = make_typed_pdf(tmp_path / "pages.pdf", [[("Service Levels", "Helvetica", 14), (BODY, *body), (CREDIT, *body)],
                                         [("Service Credits", "Helvetica", 13), (CREDIT, *body), (BODY, *body)]])
    assert _headings(path) == ["## Service Levels", "### Service Credits"]
    parts = [read_pdf_part(path, Limits(), (k, 2)) for k in range(2)]
    assert [line for line in assemble_pdf(path, parts)[0].text.split("\n") if line.startswith("#")] == \
        ["## Service Levels", "### Service Credits"]


def test_a_clause_number_over_its_title_is_one_heading(tmp_path, make_typed_pdf):
    """"ARTICLE 5" set over "SERVICE LEVELS" in the same large type, and "Section 6" over "Service Credits" both
    bold at the body's size: each pair is one heading, on one line, and a term under it cites its article."""
    from slacheck import api

    body = ("Helvetica", 11)
    path = make_typed_pdf(tmp_path / "article.pdf", [[("ARTICLE 5", "Helvetica", 15), ("SERVICE LEVELS", "Helvetica", 15),
                                            (BODY, *body), ("Section 6", "Helvetica-Bold", 11),
                                            ("Service Credits", "Helvetica-Bold", 11), (CREDIT, *body)]])
    assert _headings(path) == ["## ARTICLE 5 SERVICE LEVELS", "### Section 6 Service Credits"]
    clauses = {t.key: t.clause for t in api.extract(path).terms}
    assert clauses["availability_pct"] == "ARTICLE 5"


def test_a_signature_blocks_lines_are_no_headings(tmp_path, make_typed_pdf):
    """A conformed signature "/s/ Jane Doe" and "For: ACME GPU CLOUD LIMITED" set bold, each alone between
    plain lines, are lines of a signature block, not headings; a bold "Termination" alone still is one."""
    body = ("Helvetica", 11)
    path = make_typed_pdf(tmp_path / "signed.pdf", [[("Termination", "Helvetica-Bold", 11), (BODY, *body),
                                           ("For: ACME GPU CLOUD LIMITED", "Helvetica-Bold", 11), (CREDIT, *body),
                                           ("/s/ Jane Doe", "Helvetica-Bold", 11), (BODY, *body),
                                           ("Name: Jane Doe", "Helvetica-Bold", 11), (CREDIT, *body)]])
    text = load_document(path, Limits()).text
    assert _headings(path) == ["### Termination"]
    assert "\n/s/ Jane Doe\n" in text and "\nFor: ACME GPU CLOUD LIMITED\n" in text


def _docx(path: Path, paragraphs: list[tuple[str, str | None]]) -> Path:
    import docx

    word = docx.Document()
    for text, style in paragraphs:
        word.add_paragraph(text, style=style)
    word.save(str(path))
    return path


def test_a_docx_lines_own_hash_is_no_heading_and_stays_in_its_quote(tmp_path):
    """A paragraph that opens with a "#" of its own ("# 1 priority incidents ...") under the heading
    "Service Levels": its figures cite the heading as their clause (the line is no heading), and their quote
    (terminal, letters, review page) shows the "#" as written."""
    from slacheck import api
    from slacheck.report.html import build_blocks
    from slacheck.report.quotes import as_read, quote_of

    line = "# 1 priority incidents are answered within 15 minutes, and the GPU instances are available 99.9% of the month."
    path = _docx(tmp_path / "hash.docx", [("Service Levels", "Heading 1"), (line, None), (CREDIT, None)])
    result = api.extract(path)
    term = {t.key: t for t in result.terms}["availability_pct"]
    assert term.clause == "Service Levels"
    document = load_document(path, Limits())
    from slacheck.models import Span

    start = document.text.rfind("\n", 0, document.text.index("1 priority")) + 1  # the line, as evidence quotes it
    end = document.text.index("available")
    span = Span(text=document.text[start:end], page=1, start=start, end=end)
    assert quote_of(document, span) == line[:line.index("available")]
    assert as_read(span.text, "docx") == line[:line.index("available")]
    shown = ["".join(p.text for p in b.pieces) for b in build_blocks(document, []) if b.kind == "p"]
    assert line in shown


def test_a_pdf_lines_own_hash_is_no_heading_and_is_quoted_as_written(tmp_path, make_typed_pdf):
    """A PDF line "# of GPUs 8" (a count's "#", set in the body's type) reads as no heading and quotes as written."""
    from slacheck.models import Span
    from slacheck.report.quotes import quote_of

    body = ("Helvetica", 11)
    path = make_typed_pdf(tmp_path / "count.pdf", [[("Order Form", "Helvetica", 16), (BODY, *body), ("# of GPUs 8", *body),
                                          (CREDIT, *body)]])
    document = load_document(path, Limits())
    start = document.text.rfind("\n", 0, document.text.index("of GPUs")) + 1
    end = document.text.index("GPUs 8") + 6
    assert quote_of(document, Span(text=document.text[start:end], page=1, start=start, end=end)) == "# of GPUs 8"
    assert _headings(path) == ["# Order Form"]


PLAIN = """MASTER GPU SERVICES AGREEMENT

This Agreement is made between Acme GPU Cloud Ltd ("Provider") and Beta Labs Inc. ("Customer").

1. Scope. The Provider rents GPU servers to the Customer as ordered.

SERVICE LEVELS

The Provider shall make the GPU instances available 99.9% of the time in each calendar month.

Service Credits and Claims

The Customer must claim a credit within 30 days of the end of the month of the incident.

ARTICLE IV

COMPENSATION

The monthly fee is USD 12,000, payable in advance.

Confidential Draft

Network Availability

Workdays in the Provider's schedule 8H-20H 98% availability Monthly
"""


def test_a_plain_text_contracts_unnumbered_headings_head_their_clauses(tmp_path):
    """A text file's headings in capitals or Title Case, alone between blank lines, name the clause of the
    figures under them ("SERVICE LEVELS" for 99.9%, "Service Credits and Claims" for the 30 days), not the
    numbered clause 1 above them; "COMPENSATION" under "ARTICLE IV" is the article's title (the fee's clause is
    "ARTICLE IV"); a table's row name over its row, and a line over it that heads no text, are no headings. Quotes show the file's own characters."""
    from slacheck import api
    from slacheck.report.quotes import quote_of

    path = tmp_path / "msa.txt"
    path.write_text(PLAIN, encoding="utf-8")
    terms = {t.key: t for t in api.extract(path).terms}
    assert terms["availability_pct"].clause == "SERVICE LEVELS"
    assert terms["claim_window_days"].clause == "Service Credits and Claims"
    assert terms["monthly_fee"].clause == "ARTICLE IV"
    document = load_document(path, Limits())
    assert [line for line in document.text.split("\n") if line.startswith("#")] == \
        ["## SERVICE LEVELS", "## Service Credits and Claims"]
    start = document.text.index("## SERVICE")
    end = document.text.index("99.9%") + 5
    from slacheck.models import Span

    quote = quote_of(document, Span(text=document.text[start:end], page=1, start=start, end=end))
    assert "#" not in quote and " ".join(quote.split()).startswith("SERVICE LEVELS The Provider")


def test_a_title_over_the_first_heading_is_a_heading_though_it_spans_the_text(tmp_path, make_typed_pdf):
    """A document's title set large across the text's width over its first heading ("Definitions", smaller):
    the layout did not wrap the title into the heading (no line wraps into another size), so it is the first
    heading, the others under it."""
    paragraph = ["In this Agreement the following words have the meanings given to them below, and the",
                 "Customer agrees that all of these apply to the services provided hereunder by the Provider",
                 "in every region where the Provider operates its data centres and its GPU clusters for the",
                 "Customer's workloads."]
    body = [(line, "Helvetica", 11) for line in paragraph]
    path = make_typed_pdf(tmp_path / "title.pdf", [[("Master GPU Services Agreement Terms", "Helvetica", 24),
                                                    ("Definitions", "Helvetica-Bold", 14), *body,
                                                    ("Service Levels", "Helvetica-Bold", 14), *body]])
    assert _headings(path) == ["# Master GPU Services Agreement Terms", "## Definitions", "## Service Levels"]
