"""Document shapes left by session 39, each seen in a real document (session 40, d20).

HTML tables inside Markdown and text files (``ingest/html_tables.py``): a quoted attribute value holding a ">"
(``title="Uptime > 99.0%"``) no longer ends its tag early, a break inside a cell ("<td><p>10%</p></td>",
"95.0%<br>(any month)") no longer breaks its row, and a table's caption reads as a line of its own, not run into
the header row.
"""

from __future__ import annotations


from slacheck import api
from slacheck.ingest.markdown import markup_as_text

from tests.ingest.test_docx_tables_d15 import LADDER
from tests.ingest.test_html_tables_in_md_d19 import TWO_ROW_HEADER
from tests.ingest.test_two_row_headers_d16 import INTRO


def read(tmp_path, body: str, name: str = "sla.md", intro: str = INTRO):
    path = tmp_path / name
    path.write_text(intro + body, encoding="utf-8")
    _, terms = api.read_contract(path)
    return {term.key: term for term in terms}


def tiers(tmp_path, body: str, name: str = "sla.md"):
    term = read(tmp_path, body, name).get("credit_tiers")
    return None if term is None else term.value


# --- 1. HTML tables -------------------------------------------------------------------------------------------------

# as a web page saves its header: a tooltip whose quoted value holds a ">" before the cell's colspan
QUOTED_GT = TWO_ROW_HEADER.replace('<th colspan="2">', '<th title="Uptime > the commitment" colspan="2">')

BROKEN_CELLS = ("<table>\n<tr><th>Monthly Uptime Percentage</th><th>Service Credit</th></tr>\n"
                "<tr><td><p>99.0% to &lt; 99.9%</p></td><td><p>10%</p></td></tr>\n"
                "<tr><td>95.0% to &lt; 99.0%<br>(any month)</td><td><div>25%</div></td></tr>\n"
                "<tr><td><p>Less than 95.0%</p></td><td><p>100%</p></td></tr>\n</table>\n")

CAPTIONED = ("<table><caption>Service Credits</caption>"
             "<tr><th>Monthly Uptime Percentage</th><th>Service Credit</th></tr>\n"
             "<tr><td>99.0% to &lt; 99.9%</td><td>10%</td></tr>\n</table>\n")


def test_a_quoted_attribute_holding_a_gt_sign_keeps_the_header_spanning_its_columns(tmp_path):
    # main: the tag ended at the tooltip's ">", its colspan was lost: the header stood over two columns of three
    # (a .txt file's HTML still reads no ladder here: its rows' raw text, the tooltip's ">" with it, is read as well)
    assert tiers(tmp_path, QUOTED_GT) == LADDER


def test_a_quote_shows_no_attribute_left_of_a_tag(tmp_path):
    # main: '| the commitment" colspan="2">Monthly Uptime Percentage | Service Credit |'
    assert markup_as_text(QUOTED_GT).split("\n")[0] == "| Monthly Uptime Percentage | | Service Credit |"


def test_paragraphs_and_breaks_inside_cells_keep_each_row_whole_in_markdown(tmp_path):
    # main: each <p> broke the pipe row into lines ("|\n99.0% to < 99.9%\n|\n10%"): no tier read from the Markdown
    assert tiers(tmp_path, BROKEN_CELLS) == LADDER
    assert markup_as_text(BROKEN_CELLS).split("\n")[1:3] == ["| 99.0% to < 99.9% | 10% |",
                                                            "| 95.0% to < 99.0% (any month) | 25% |"]


def test_markdown_and_text_read_cells_with_paragraphs_alike(tmp_path):
    # the text file's reading was right already (its guard); the Markdown file's now agrees
    assert tiers(tmp_path, BROKEN_CELLS, "sla.md") == tiers(tmp_path, BROKEN_CELLS, "sla.txt") == LADDER


def test_a_caption_is_a_line_above_the_header_row():
    # main: "Service Credits| Monthly Uptime Percentage | Service Credit |"
    assert markup_as_text(CAPTIONED).split("\n")[:2] == ["Service Credits",
                                                         "| Monthly Uptime Percentage | Service Credit |"]


# --- 3. Markdown's nested numbered lists ----------------------------------------------------------------------------

NESTED_MD = """# GPU Cloud Service Level Agreement

1. Commitment

   1. Provider commits to a Monthly Uptime Percentage of 99.9%.

   2. Customer must request credits within 30 days of the incident.

2. Service Credits

   1) If Monthly Uptime falls below 99.9%, Customer receives a Service Credit of 10% of the monthly fee.

3. Either party may terminate this agreement on 60 days' notice.
"""


def clauses(tmp_path, body: str, name: str = "sla.md") -> dict[str, str | None]:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    _, terms = api.read_contract(path)
    return {term.key: term.clause for term in terms}


def test_an_indented_number_is_cited_under_the_item_it_is_nested_in(tmp_path):
    # main: "1", "1" and "2": the sub-items read as top-level clauses (the credit cited as clause 1, the claim window
    # as clause 2, the credits' own clause)
    found = clauses(tmp_path, NESTED_MD)
    assert found["availability_pct"] == "1(1)"
    assert found["claim_window_days"] == "1(2)"
    assert found["credit_tiers"] == "2(1)"


def test_an_item_back_at_the_margin_is_a_clause_of_its_own_again(tmp_path):
    body = ("# SLA\n\n1. Service Credits\n\n   1. Customer must request credits within 30 days of the incident.\n\n"
            "2. Provider commits to a Monthly Uptime Percentage of 99.9%.\n")
    found = clauses(tmp_path, body)
    assert found["claim_window_days"] == "1(1)"  # main: "1"
    assert found["availability_pct"] == "2"


def test_numbers_flush_left_stay_top_level_clauses(tmp_path):
    # guard (passes on main): the same numbers written flush left are top-level clauses, as they read rendered
    flat = NESTED_MD.replace("\n   1. ", "\n1. ").replace("\n   2. ", "\n2. ")
    assert clauses(tmp_path, flat)["availability_pct"] == "1"


# --- 2. PDF and plain-text sub-items, nested as the layout sets them in ---------------------------------------------

# After Common Paper's SLA Standard Terms v2.0, section 3 (https://commonpaper.com/standards/service-level-agreement/2.0/),
# as tests/ingest/test_word_numbering_d18.py numbers it in Word (cited "3(d)" there): each level set in further
REMEDIES = [
    (0, "3. Remedies"),
    (1, "a. Service Credit. Customer is eligible to receive an Uptime Credit."),
    (1, "b. Requesting A Service Credit. Customer must notify Provider within 7 days."),
    (2, "1. For Uptime Credit, Customer must include when it was unable to access the Service."),
    (2, "2. For Response Time Credit, Customer must include when it contacted Provider."),
    (1, "c. Service Credit Limitations. Service Credits do not earn interest."),
    (1, "d. Termination. If the Cloud Service does not meet the Target Uptime for two (2)"),
    (1, "out of any three (3) consecutive months, Customer may immediately terminate"),
    (1, "the affected Order Form by giving written notice to Provider."),
    (0, "4. Fees"),
]


def pdf_of(path, lines: list[tuple[float, str]]):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path), pagesize=A4)
    y = 800
    for x, line in lines:
        page.drawString(x, y, line)
        y -= 16
    page.save()
    return path


def read_path(path) -> dict[str, str | None]:
    _, terms = api.read_contract(path)
    return {term.key: term.clause for term in terms}


def test_a_pdf_sub_item_set_in_under_its_clause_is_cited_under_it(tmp_path):
    # main: "(d)" (the "1." and "2." above it read as clauses of their own end the count under "3.")
    path = pdf_of(tmp_path / "sla.pdf", [(50 + 20 * level, line) for level, line in REMEDIES])
    assert read_path(path)["termination_on_breach"] == "3(d)"


def test_a_text_file_sub_item_set_in_under_its_clause_is_cited_under_it(tmp_path):
    path = tmp_path / "sla.txt"
    path.write_text("".join("    " * level + line + "\n" for level, line in REMEDIES), encoding="utf-8")
    assert read_path(path)["termination_on_breach"] == "3(d)"  # main: "(d)"


def test_a_pdf_set_flush_left_cites_the_item_as_printed(tmp_path):
    # guard (passes on main, as test_word_numbering_d18): no layout shows the nesting, no parent is guessed
    path = pdf_of(tmp_path / "sla.pdf", [(50, line) for _, line in REMEDIES])
    assert read_path(path)["termination_on_breach"] == "(d)"


def test_a_heading_centred_further_in_than_the_one_before_is_no_sub_item(tmp_path):
    # guard (passes on main): "2." set in further than "1." (both centred) does not go on a list under "1."
    path = pdf_of(tmp_path / "sla.pdf", [
        (240, "1. DEFINITIONS"),
        (50, "\"Downtime\" means any period the GPU instances are unavailable."),
        (252, "2. SERVICE LEVELS"),
        (50, "Provider commits to a Monthly Uptime Percentage of 99.9%."),
    ])
    assert read_path(path)["availability_pct"] == "2"


def test_a_section_number_run_into_the_line_above_keeps_its_items(tmp_path):
    # guard (passes on main): as a text converted from a PDF runs "2.12" into the line above the items set in under
    # it, they stand in 2.12, not in 2.11.6, the last clause number opening a line above them
    path = tmp_path / "sla.txt"
    path.write_text("2.11.6 investigate and correct reported system performance degradation;\n\n"
                    "2.11.7 report on capacity inadequacies;   2.12 Availability\n\nProvider will:\n\n"
                    "  (a) keep the GPU instances available at a Monthly Uptime Percentage of 99.9%;\n", encoding="utf-8")
    assert read_path(path)["availability_pct"] == "2.12(a)"


def test_a_pdf_list_goes_on_from_one_page_onto_the_next(tmp_path):
    # as LibreOffice breaks Common Paper's section 3 (c20's PDF): "d. Termination" on the page after "3. Remedies"
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "sla.pdf"
    page = canvas.Canvas(str(path), pagesize=A4)
    for lines in (REMEDIES[:3], REMEDIES[5:]):
        y = 800
        for level, line in lines:
            page.drawString(50 + 20 * level, y, line)
            y -= 16
        page.showPage()
    page.save()
    assert read_path(path)["termination_on_breach"] == "3(d)"  # main: "(d)"
