"""Wordings from English SLAs, order forms and colocation terms (session 18, helper E28: tables, numbers and new
vendors), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest

from slacheck.extract.numbers import find_quantities, nfkc


@pytest.mark.parametrize("text, key, expected", [
    # a vulgar fraction after a whole number is a mixed number: NFKC writes "1½" as "11⁄2" (eleven halves), which was
    # masked, so "1½ hours" read nothing where "1 1/2 hours" reads 90 minutes
    ("The Provider will restore the Service within 1½ hours of the fault report.", "recovery_hours", 1.5),
    ("The Provider will respond to tickets within 1½ hours.", "response_minutes", 90),
    ("The Provider will restore the Service within 2¾ hours of the fault report.", "recovery_hours", 2.75),
    ("The Provider will restore the Service within ½ hour of the fault report.", "recovery_hours", 0.5),
    # ... near misses: "11/2" typed with a slash is a date, a clause number, or an improper fraction whose
    # denominator is no count of hours (it read 2 hours)
    ("Per clause 11/2, the Provider will restore the Service within 4 hours.", "recovery_hours", 4),
    ("On 11/2 the Provider will restore the Service within 4 hours of the fault report.", "recovery_hours", 4),
    ("The Provider will restore the Service within 11/2 hours of the fault report.", "recovery_hours", None),
])
def test_vulgar_fractions(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("1½ hours", [90]),
    ("½ hour", [30]),
    ("a 1¼-hour window", [75]),
    # ... near miss: a date written with a slash is no fraction (and no length)
    ("on 11/2 at noon", []),
])
def test_vulgar_fraction_minutes(text, expected):
    assert [q.value for q in find_quantities(nfkc(text)) if q.kind == "duration"] == expected


HEADER = "## Service credits\n\n| Monthly Uptime Percentage | Service Credit |\n| --- | --- |\n\n"
HTML_HEADER = ("## Service credits\n\n<table><tr><th>Monthly Uptime Percentage</th><th>Service Credit</th></tr></table>\n\n")


@pytest.mark.parametrize("text, tiers", [
    # a tier table delivered as one one-row table per tier (an HTML page flattened to Markdown, or HTML writing each
    # row as a table of its own): the rows under the header that stands alone are its rows. Headings between the
    # pieces read one tier (the others too far from the subject); one-row HTML tables read none
    (HEADER + "### Tier 1\n\n| 99.0% – 99.9% | 10% |\n\n### Tier 2\n\n| 95.0% – 99.0% | 25% |\n\n### Tier 3\n\n"
     "| Less than 95.0% | 100% |\n", [(99.9, 10), (99, 25), (95, 100)]),
    (HTML_HEADER + "<table><tr><td>99.0% – 99.9%</td><td>10%</td></tr></table>\n\n"
     "<table><tr><td>95.0% – 99.0%</td><td>25%</td></tr></table>\n\n"
     "<table><tr><td>Less than 95.0%</td><td>100%</td></tr></table>\n", [(99.9, 10), (99, 25), (95, 100)]),
    # ... and an HTML page saved as text with each cell on a line of its own ending in "|", each row opened by a line
    # holding "|" alone (a per-service level page: it read the first tier of three)
    ("Credit amount:\n|\nMonthly Uptime in the Billing Period |\nCredit, % of the Fee for the Service |\n|\n"
     "< 99.9%-99.0% |\n10.0% |\n|\n< 99.0%-95.0% |\n20.0% |\n|\nless than 95.0% |\n40.0% |\nUnavailability means:\n"
     "loss of connectivity of a virtual machine.\n", [(99.9, 10), (99, 20), (95, 40)]),
    # ... near miss: a table with rows of its own, then a heading and a one-row table, is two tables (two products'
    # tier lists): the first is not extended by the second's tier
    ("## Compute\n\n| Monthly Uptime Percentage | Service Credit |\n| --- | --- |\n| < 99.9% | 10% |\n\n"
     "## Object Storage\n\n| < 99.0% | 25% |\n", [(99.9, 10)]),
])
def test_a_tier_table_in_one_row_pieces(extracted, text, tiers):
    term = extracted(text, "credit_tiers", tiers, language="en")
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == tiers


@pytest.mark.parametrize("text, rows", [
    (HEADER + "| 99.0% – 99.9% | 10% |\n\n| 95.0% – 99.0% | 25% |\n", [3]),
    # ... near misses, two unrelated tables: another width, words between, a header of its own
    (HEADER + "| Support | 24 hours | 7 days |\n", [1, 1]),
    (HEADER + "Credits are applied to the next invoice.\n\n| 99.0% – 99.9% | 10% |\n", [1, 1]),
    ("| GPU | Price per hour |\n| --- | --- |\n| H100 | $2.50 |\n\n| Region | Site |\n| --- | --- |\n| EU | Oslo 1 |\n",
     [2, 2]),
])
def test_one_row_pieces_join_their_header(text, rows):
    from slacheck.extract.tables import joined_pieces, read_tables

    assert [len(t.rows) for t in joined_pieces(text, read_tables(text))] == rows


@pytest.mark.parametrize("text, expected", [
    # a facility's name blanked out of a published order: the city and state beside it are the site (it read none:
    # "Facility" is a word for a site, not a place, and ended the address)
    ("The Equipment will be located in Facility [ ], Vernon, California.", "Vernon, California"),
    ("Location: Facility [***], Vernon, California", "Vernon, California"),
    ("Site: [REDACTED], Vernon, California", "Vernon, California"),
    # ... near misses: a redaction with no place beside it is no site
    ("The Equipment will be located at Facility [***].", None),
    ("Site: [***]", None),
])
def test_a_redacted_facility_and_its_place(reads, text, expected):
    reads(text, "location", expected, language="en")


ORDER = "WORK ORDER\n\n| Product | Qty | {a} | {b} |\n| --- | --- | --- | --- |\n"


@pytest.mark.parametrize("text, expected", [
    # an order table's total row is the monthly fee, in the monthly column: the line items under "MRC" read as the
    # fee (8000, the first) and the total row's last amount, the one-time total, beside them (2000)
    (ORDER.format(a="MRC", b="NRC") + "| Cabinet | 10 | $8,000.00 | $2,000.00 |\n| Power | 10 | $4,500.00 | $0.00 |\n"
     "| Total | | $12,500.00 | $2,000.00 |\n", 12500),
    (ORDER.format(a="NRC", b="MRC") + "| Cabinet | 10 | $2,000.00 | $8,000.00 |\n| Power | 10 | $0.00 | $4,500.00 |\n"
     "| Total | | $2,000.00 | $12,500.00 |\n", 12500),
    # ... a tab row drops its empty cells: its amounts stand under the header's last columns
    ("WORK ORDER\n\nProduct\tQty\tMRC\tNRC\nCabinet\t10\t$8,000.00\t$2,000.00\nPower\t10\t$4,500.00\t$0.00\n"
     "Total\t\t$12,500.00\t$2,000.00\n", 12500),
    ("Order Summary\n\nTotal MRC | $12,500.00\nTotal NRC | $2,000.00\nTerm | 36 months\n", 12500),
    # ... near misses: a one-time charge's total is no monthly fee, and makes no line of the MRC column a part of one
    (ORDER.format(a="MRC", b="NRC") + "| Cabinet | 10 | $8,000.00 | $2,000.00 |\n| Total NRC | | | $2,000.00 |\n",
     8000),
    ("Order Summary\n\n| Charges (monthly and one-time) | Amount |\n| --- | --- |\n| Total NRC | $2,000.00 |\n", None),
    ("Order Summary\n\n| Charges (monthly and one-time) | Amount |\n| --- | --- |\n| Total one-time charges | "
     "$2,000.00 |\n", None),
])
def test_an_order_tables_monthly_total(extracted, text, expected):
    term = extracted(text, "monthly_fee", expected, language="en")
    if expected is not None:
        assert term.value == expected
        assert not [a for a in term.alternatives if a.value != expected]


@pytest.mark.parametrize("text, expected", [
    # a length under which downtime is not counted is the shortest outage, no repair time (Tencent's CVM terms in our
    # words: "fixed within one (1) minute ... not counted" read recovery_hours 0.016667); the sentence says so after it
    ("When an instance's unavailability is fixed within one (1) minute, so that the actual downtime is under one (1) "
     "minute, that downtime will not be counted in the Service downtime.", None),
    ("Where a fault is resolved within 2 minutes, such downtime shall not count towards the Monthly Uptime.", None),
    # ... near misses: a repair time whose sentence counts nothing, or counts something else after a semicolon
    ("Hardware faults are fixed within 4 hours of the fault report.", 4),
    ("Hardware faults are fixed within 4 hours; time spent waiting for Customer access is not counted.", 4),
])
def test_a_threshold_not_counted_is_no_repair_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # the service time a credit gives is no shortest outage ("outages exceeding 0.1% of the month will be credited one day
    # of service for every 15 minutes" read min_outage_minutes 1440, from a dedicated-server SLA in our words)
    ("Any unplanned outages exceeding 0.1% of the month will be credited one day of service for every 15 minutes of "
     "downtime beyond the threshold.", None),
    # ... near misses: an outage's length before the credit it earns is one
    ("Outages lasting more than 10 minutes will be credited at 5% of the monthly fee.", 10),
    ("Only outages exceeding 15 minutes are credited.", 15),
])
def test_a_credited_length_is_no_minimum_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


@pytest.mark.parametrize("heading, expected", [
    # a numbered heading names the subject of its section in the words after its number: the sentence splitter cuts
    # "# 6. " from "Claims and Compensation", so a claim window two items down found no subject (a GPU cloud's SLA in
    # our words read none)
    ("# 6. Claims and Compensation Plan", 60),
    ("# 4. Service Credit Requests", 60),
    # ... near miss: a section about something else has no subject for it (a dispute's claim)
    ("# 6. Disputes and Governing Law", None),
])
def test_a_numbered_headings_words_are_its_subject(reads, heading, expected):
    text = (f"Downtime shorter than two (2) minutes is ignored.\n\n{heading}\n\n"
            "* To make a claim, the Client sends an email to the Provider. It names (i) the Client; (ii) the date; and "
            "(iii) a contact person.\n"
            "* For claims about the Platform, the Provider must receive the claims within 60 (sixty) days from the date "
            "of the event.\n")
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # both ends of a credit band, each with its own bound word, are no service level: "Equal or greater than 99% / but
    # less than 99.9%" under a credit heading read availability_pct 99 (an SLA's schedule flattened from HTML, in our
    # words), in conflict with the 99.9% committed above it
    ("Monthly Uptime Percentage Service Credits Percentage\nEqual or greater than 99%\nbut less than 99.9%\n10%\n"
     "Less than 99.0%\n25%\n", None),
    ("Monthly Uptime Percentage: greater than or equal to 99% but less than 99.9%: 10% credit.", None),
    # ... (the upper end first was none already: kept as a guard)
    ("Monthly Uptime Percentage: less than 99.9% but at least 99.0%: 10% credit.", None),
    # ... near misses: a commitment with a bound word, then a lower credit threshold, is the commitment
    ("The Provider guarantees a monthly uptime of at least 99.9%, and credits apply below 99.0%.", 99.9),
    ("The Service will be available at least 99.9% of the time in any calendar month.", 99.9),
])
def test_both_bounded_ends_of_a_band_are_no_level(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")
