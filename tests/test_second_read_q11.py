"""Session 45's second read of session 44's code (helper q11).

- `check`'s overview table and Markdown say a time the contract counts in working days or hours as the contract
  counts it ("30 business days", "60个工作日", "5 business days"), as the finding's reason beside it does (cr16), not
  "30 days" (30 business days may be 42 calendar days) nor "120 hours" for a recovery of 5 business days read in
  hours; the HTML review's value says the same. The JSON keeps the term's number and gains no field.
"""

import json
import re

import pytest
from rich.console import Console

from slacheck import api
from slacheck.report.findings import render_check
from slacheck.report.html import render_review_html
from tests.conftest import make_document


def rows(text: str, lang: str | None = None) -> tuple[dict[str, str], str, str, str]:
    """The Markdown rows by rule, the rich table's text, the JSON and the HTML review of `check` on ``text``."""
    document = make_document(text)
    result = api.check(document, lang=lang)
    md = render_check(result, "md")
    console = Console(width=220, record=True)
    console.print(render_check(result, "table"))
    by_rule = {line.split("|")[1].strip(): line for line in md.splitlines() if line.startswith("| ")}
    return by_rule, console.export_text(), render_check(result, "json"), render_review_html(document, result, lang=lang)


@pytest.mark.parametrize("text, lang, rule, shown, number", [
    # https://github.com/exoscale/terms terms.markdown §4.2 (shared/corpus/real c22): was "30 days" in the table
    ("The Client shall address a Service Unavailability Credit request within thirty (30) business days via email to "
     "support@exoscale.com mentioning the Client name and address as well as the times and dates of the unavailability.",
     "en", "claim-window", "30 business days", 30),
    # https://github.com/UCloudDoc-Team/sla ufile_sla.md (shared/corpus/real c06): was "60天"
    ("赔偿申请必须在US3没有达到可用性的相关月份结束后60个工作日内提出，超出申请时限的赔偿申请，UCloud有权不受理您的赔偿申请。",
     "zh", "claim-window", "60个工作日", 60),
    # a recovery in business days read in hours: was "120 hours" in the table, the reason saying "5 business days"
    ("Provider will restore the Service within five (5) business days of a fault report.", "en", "recovery",
     "5 business days", 120),
])
def test_the_value_column_says_a_time_in_working_days_as_the_contract_counts_it(text, lang, rule, shown, number):
    md, table, out, html = rows(text, lang)
    assert f"| {shown} |" in md[rule], md[rule]
    assert f"{shown}</dd>" in html
    assert re.search(rf"{rule}\s*│ \w+\s*│ \w+\s*│ {shown}", table), table
    finding = next(f for f in json.loads(out)["findings"] if f["rule"] == rule)
    assert finding["value"] == number and "counted" not in finding, finding


def test_a_time_in_calendar_days_keeps_its_days_in_the_value_column():
    """Guard (passes on 74c64b90 too): a window in calendar days is shown in days, as before."""
    # https://intl.cloud.tencent.com CBS SLA (shared/corpus/real c15)
    md, _, _, _ = rows("You should apply for such compensation no later than sixty (60) calendar days following the expiry "
                    "of the applicable Service Month in which the Service Availability fails to meet the standard.", "en")
    assert "| 60 days |" in md["claim-window"], md["claim-window"]


# --- a line a PDF prints next but higher up goes on no label's paragraph ------------------------------------------


def _label_page(path, next_above: bool) -> str:
    """A reportlab page whose paragraphs stand apart (14 pt between a paragraph's lines, 40 between paragraphs), a line
    wrapped at the right margin ending with a label's colon, no space printed after it (as a browser's "Save as PDF"
    wraps, d24), then the line the page prints next: 14 pt below it, or 200 pt above it (a note in the margin, another
    column's top); the text as read."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen import canvas

    from slacheck.ingest.load import load_document
    from slacheck.limits import Limits

    left, right, font, size = 72, 540, "Helvetica", 11
    page = canvas.Canvas(str(path), pagesize=(612, 792))

    def line(y: float, text: str, justify: bool = True) -> None:
        drawn = page.beginText(left, y)
        drawn.setFont(font, size)
        if justify:  # (a wrapped line reaches the right margin)
            drawn.setWordSpace((right - left - stringWidth(text, font, size)) / text.count(" "))
        drawn.textOut(text)
        page.drawText(drawn)

    y = 700
    for first, last in [("The provider operates the compute cluster in its own data centre and keeps spare",
                         "nodes ready for every customer under this agreement at all times of the year."),
                        ("Each month the provider measures the availability of the cluster as the share of",
                         "minutes in which the customer could run jobs on every node it has reserved.")]:
        line(y, first)
        line(y - 14, last, justify=False)
        y -= 40
    line(y, "Where the monthly availability of the reserved cluster falls below 99.9% in a month:")
    line(y + 200 if next_above else y - 14, "Notes for the reader appear in the margin of each page of this agreement.",
         justify=False)
    line(y - 40, "The customer claims the credit within thirty days after the end of the month.", justify=False)
    line(y - 54, "Claims made later are not accepted by the provider under any circumstances.", justify=False)
    page.save()
    return load_document(str(path), Limits()).text


def test_a_line_printed_next_but_higher_up_is_no_line_of_the_labels_paragraph(tmp_path):
    # was "... in a month: Notes for the reader appear in the margin ...", one sentence of the two
    text = _label_page(tmp_path / "above.pdf", next_above=True)
    assert "in a month:\nNotes for the reader" in text, text


def test_a_line_at_its_paragraphs_pitch_below_the_label_goes_on_with_it(tmp_path):
    """Guard (passes on 74c64b90 too): the next line 14 pt below, at the paragraph's pitch, goes on past the colon (d24)."""
    text = _label_page(tmp_path / "below.pdf", next_above=False)
    assert "in a month: Notes for the reader" in text, text


# --- the scope a figure is stated for, looked for near it -----------------------------------------------------------


def test_a_long_line_of_capitalised_words_after_a_figure_is_read_in_seconds(monkeypatch):
    """``Evidence.named_scopes`` ran ``scopes.named`` over the whole rest of the figure's line: each "For" tried against
    every capitalised word after it (a 50,000-character line took ~58 s, a 30,000 one ~20 s, all in ``scope_names``);
    it now looks SCOPE_REACH characters around the figure, as far as a scope is named. Its speed is measured by
    benchmarks/long_lines.py; here, what bounds it: no text ``scopes.named`` runs over is longer than that reach."""
    from slacheck.extract import evidence
    from slacheck.extract.pipeline import extract_terms

    extract_terms(make_document("The availability is 99.9% for Standard plans.\n"))  # (the patterns built first)
    built, searched = evidence.scope_patterns(), []

    class Recorded:
        """One of ``scopes.named``, the lengths of the texts it is run over recorded (a longer one than the reach is
        refused before it is searched: the search of before the fix is never run over the long line)."""

        def __init__(self, pattern):
            self.pattern = pattern

        def finditer(self, text, *args):
            searched.append(len(text))
            assert len(text) <= evidence.SCOPE_REACH + 1, f"scopes.named run over {len(text):,} characters"
            return self.pattern.finditer(text, *args)

    monkeypatch.setattr(evidence, "scope_patterns",
                        lambda: built._replace(named=tuple(Recorded(p) for p in built.named)))
    text = "Service Level Agreement\n\nThe availability is 99.9% " + "For Standard Gold " * 1700 + "\n"
    terms = {t.key: t for t in extract_terms(make_document(text))}
    assert terms["availability_pct"].value == 99.9
    assert searched and max(searched) <= evidence.SCOPE_REACH + 1, max(searched, default=None)
