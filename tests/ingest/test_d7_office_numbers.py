"""A Word list whose numbers are followed by nothing ("4.Monthly Uptime % = …", "5.The following …") (d7).

Word can set a list number with no tab or space after it (the level's suffix "nothing", w:suff); LibreOffice prints
it so, and the PDF's line reads "5.The following Service Levels and Service Credits …". Such a line did not start a
clause of its own: the line above ran on into it, so c17's formula "… / Maximum Available Minutes X 100" over "5.The
following Service Levels and Service Credits are applicable …" read as one sentence, and "Downtime … X 100" beside
"Service Credits" became a credit of 100 times the downtime. An English item's number, a capital and a small letter
right after it, now starts a line of its own (extract/lang/layout.yaml line_starts), as a Chinese one's already did.
fixtures/formats/office/o19_numbers_set_close_en.pdf (make_office_fixtures.py) is that section of c17, LibreOffice's
PDF of a 12 cm page.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck import api

OFFICE = Path(__file__).resolve().parents[2] / "fixtures" / "formats" / "office"


def test_the_uptime_formula_over_an_item_set_close_is_no_downtime_multiple():
    # Azure China Cloud Services SLA (selina603/mktcontent : support/sla/cloud-services-en.md @212b06e; corpus c17)
    document, terms = api.read_contract(OFFICE / "o19_numbers_set_close_en.pdf")
    assert "4.Monthly Uptime % = (Maximum Available Minutes − Downtime) / Maximum Available Minutes X 100\n5.The" in document.text
    found = {term.key: term.value for term in terms}
    assert "credit_downtime_multiple" not in found  # was 100
    assert found["credit_tiers"] == [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]


FORMULA = "4.Monthly Uptime % = (Maximum Available Minutes − Downtime) / Maximum Available Minutes X 100\n"
NEXT = "5.The following Service Levels and Service Credits are applicable to Customer's use of Cloud Services:\n"


@pytest.mark.parametrize("text, expected", [
    (FORMULA + NEXT, None),                     # the next item set close: its own clause
    (FORMULA + NEXT.replace("5.The", "5. The"), None),
    (FORMULA + NEXT.replace("5.The", "5)The"), None),
    # near misses: a multiple an item set close states is still read, and so is one the next item set close follows
    ("1.Service Credits: the Provider will credit 10 times the Downtime.\n2.The Customer must claim within 30 days.\n", 10),
    ("The Provider will credit the Customer 10 times the Downtime\n2.The Customer must claim within 30 days.\n", 10),
])
def test_an_item_number_set_close_starts_its_line(reads, text, expected):
    reads("Service Level Agreement for Cloud Services\n\n" + text, "credit_downtime_multiple", expected, language="en")


def test_a_line_going_on_with_a_capital_alone_after_a_number_is_still_joined():
    # a wrapped sentence whose next line starts with a clause's number and a letter of it ("Section" over "3.A of
    # the Order Form"): no item's start, one line
    from slacheck.extract.text import View

    assert View("as set out in Section\n3.A of the Order Form.\n").text == "as set out in Section 3.A of the Order Form.\n"
