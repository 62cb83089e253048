"""The clause a term cites in a document numbered by Word's own lists: a nested item that prints only its own number
("d." under "3.", "2." under "b.") is cited under the item it is nested in ("3(d)", "3(b)(2)"), not as the last
number read above it ("2", a third-level item's) nor as its parent alone; the PDF that prints the same numbers cites
the lettered item it reads ("(d)"), never the "2" of the item before it. The clause is what a lawyer quotes."""

from __future__ import annotations

from pathlib import Path

from slacheck import api
from tests.ingest.test_office_documents import numbered_docx

# Word's lists as a converted SLA numbers them: 3. / a. / 1. (each level printing only its own number)
LEVELS = [("decimal", "%1.", "tab", ""), ("lowerLetter", "%2.", "tab", ""), ("decimal", "%3.", "tab", "")]

# After Common Paper's SLA Standard Terms v2.0, section 3 (https://commonpaper.com/standards/service-level-agreement/2.0/)
REMEDIES = [
    (0, "Uptime", 90),
    (1, "Target Uptime. Provider will use commercially reasonable efforts to make the Cloud Service available.", 90),
    (0, "Response Time", 90),
    (0, "Remedies", 90),
    (1, "Service Credit. If availability falls below the Target Uptime, Customer is eligible to receive an Uptime "
        "Credit.", 90),
    (1, "Requesting A Service Credit. To receive a Service Credit, Customer must notify Provider within 7 days of "
        "the end of the month in which Customer believes the Service Credit was earned.", 90),
    (2, "For Uptime Credit, Customer must include information about when it was unable to access the Cloud Service.",
     90),
    (2, "For Response Time Credit, Customer must include information about when and how Customer contacted "
        "Provider.", 90),
    (1, "Service Credit Limitations. Service Credits may not be exchanged for, or converted to, monetary amounts.", 90),
    (1, "Termination. If the Cloud Service does not meet the Target Uptime for two (2) out of any three (3) "
        "consecutive months, Customer may immediately terminate the affected Order Form by giving written notice "
        "to Provider.", 90),
]


def clauses(path: Path) -> dict[str, str | None]:
    return {term.key: term.clause for term in api.extract(path).terms}


def test_a_nested_word_item_is_cited_under_the_item_it_is_nested_in(tmp_path):
    found = clauses(numbered_docx(tmp_path / "sla.docx", REMEDIES, levels=LEVELS))
    assert found["termination_on_breach"] == "3(d)"  # was "2": the third-level "2." above it
    assert found["claim_window_days"] == "3(b)"  # was "3"


def test_a_third_level_word_item_cites_its_whole_path(tmp_path):
    paragraphs = [*REMEDIES[:6], (2, "Service Credits are capped at 10% of the monthly fee for the affected month.",
                                  90)]
    found = clauses(numbered_docx(tmp_path / "sla.docx", paragraphs, levels=LEVELS))
    assert found["credit_cap_pct"] == "3(b)(1)"  # was "1"


def test_a_word_list_restarted_under_a_heading_cites_its_own_numbers(tmp_path):
    """A second list (numId 91, restarted) nests its items under its own first level, not the first list's."""
    paragraphs = [*REMEDIES[:2], (0, "Remedies", 91),
                  (1, "Termination. If the Cloud Service does not meet the Target Uptime for two (2) consecutive "
                      "months, Customer may immediately terminate the affected Order Form.", 91)]
    found = clauses(numbered_docx(tmp_path / "sla.docx", paragraphs, levels=LEVELS, restart_second_list=True))
    assert found["termination_on_breach"] == "1(a)"  # was "1": Word prints "1." then "a."


def _pdf(path: Path, lines: list[str]) -> Path:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path), pagesize=A4)
    y = 800
    for line in lines:
        page.drawString(50, y, line)
        y -= 16
    page.save()
    return path


def test_a_pdf_lettered_item_is_cited_as_printed_not_as_the_number_before_it(tmp_path):
    path = _pdf(tmp_path / "sla.pdf", [
        "3. Remedies",
        "a. Service Credit. Customer is eligible to receive an Uptime Credit.",
        "b. Requesting A Service Credit. Customer must notify Provider within 7 days.",
        "1. For Uptime Credit, Customer must include when it was unable to access the Service.",
        "2. For Response Time Credit, Customer must include when it contacted Provider.",
        "c. Service Credit Limitations. Service Credits do not earn interest.",
        "d. Termination. If the Cloud Service does not meet the Target Uptime for two (2)",
        "out of any three (3) consecutive months, Customer may immediately terminate",
        "the affected Order Form by giving written notice to Provider.",
    ])
    assert clauses(path)["termination_on_breach"] == "(d)"  # was "2"


def test_a_letter_that_goes_on_a_sentence_is_no_item(tmp_path):
    """Guard (passes on main too): "a.m.; b. other planned outages" is no lettered item; the notice stays in 2.3."""
    path = tmp_path / "sla.txt"
    path.write_text(
        "2.3 Operations Center Availability Service Level.\n\n"
        "Scheduled Downtime is: a. Sundays between 2:00 a.m. and 6:00 a.m.; b. other planned outages of up to one (1) "
        "hour per month, provided that Provider shall notify Customer of any such planned outages at least twenty four "
        "(24) hours prior to the planned outage.\n", encoding="utf-8")
    assert clauses(path)["maintenance_notice_hours"] == "2.3"
