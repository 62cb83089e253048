"""Wordings from English SLAs and contracts (session 17, helper E25: known open items), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, key, value, hedge", [
    # an aim with a firm maximum beside it: the maximum is the commitment, and no best effort
    ("We aim to respond to all support requests within 15-30 minutes, with a maximum response time of 90 minutes.",
     "response_minutes", 90, None),
    ("We aim to respond to tickets within 10 minutes, and in any event we respond within 60 minutes.",
     "response_minutes", 60, None),
    ("We strive for 99.99% uptime each month, and at least 99.9% uptime in any month.", "availability_pct", 99.9, None),
    # ... near misses: an aim alone stays hedged; two aimed figures are both aims (the first is the headline);
    # a bound word before the aimed figure itself is still under the aim
    ("We aim to respond to all support requests within 15-30 minutes.", "response_minutes", 30, "aim to"),
    ("We aim to respond within 15 minutes for urgent tickets and within 60 minutes for normal tickets.",
     "response_minutes", 15, "aim to"),
    ("We will use commercially reasonable efforts to keep a minimum uptime of 99.9%.", "availability_pct", 99.9,
     "commercially reasonable efforts"),
    # a firm figure beats an equally strong aimed one elsewhere in the text
    ("We aim to respond to tickets within 15 minutes. We will respond to every ticket within 60 minutes.",
     "response_minutes", 60, None),
])
def test_firm_limit_beats_aim(extracted, text, key, value, hedge):
    term = extracted(text, key, value, language="en")
    assert term.value == value
    assert term.hedge == hedge


@pytest.mark.parametrize("text, key, expected", [
    # a commitment for an initial stretch of the term only is no headline: the standing one is
    ("During the first thirty (30) days of the Term, the Supplier will answer support emails. The support is "
     "given as follows: the Supplier shall respond to support tickets within 24 hours.\n"
     "For the remaining eleven (11) months of the Term, the Supplier shall respond to support tickets within "
     "48 hours.", "response_minutes", 2880),
    ("For the first 3 months the Provider shall respond to support tickets within 4 hours.\n"
     "The Provider shall respond to support tickets within 8 hours.", "response_minutes", 480),
    # ... near misses: the same words not opening the sentence (a time of the month, not of the term), or opening
    # another paragraph, qualify nothing; a figure stated only for the initial period is still read; two figures
    # in the sentence the period opens are both qualified (the first is the headline)
    ("Tickets opened during the first 3 days of a month get a response within 4 hours.\n"
     "Tickets opened later get a response within 8 hours.", "response_minutes", 240),
    ("During the first 30 days of the Term, training is free.\n"
     "The Provider shall respond to support tickets within 4 hours.\n"
     "The Provider shall respond to support tickets within 8 hours.", "response_minutes", 240),
    ("During the first 30 days of the Term, the Provider shall respond to support tickets within 4 hours.",
     "response_minutes", 240),
    # words that open the standing period end the initial one: the figure after them stands
    ("For the first 3 months the Provider shall respond to support tickets within 4 hours, and thereafter the "
     "Provider shall respond within 8 hours.", "response_minutes", 480),
    ("For the first 3 months, Provider will respond to support tickets within 4 hours, and thereafter will "
     "respond to them within 8 hours.", "response_minutes", 480),
    ("During the first 30 days of the Term, the Provider shall respond to support tickets within 4 hours. "
     "For the remainder of the Term, the Provider shall respond within 8 hours.", "response_minutes", 480),
    ("For the first 3 months the Provider shall respond to tickets within 4 hours; after the first 3 months it "
     "shall respond within 8 hours.", "response_minutes", 480),
    # ... near misses: the word after the figures, or two initial figures with no such word between, qualify nothing
    ("For the first 3 months the Provider shall respond within 4 hours and within 8 hours to low tickets, and "
     "report monthly thereafter.", "response_minutes", 240),
    ("For the first 3 months the Provider shall respond to urgent tickets within 4 hours and to other tickets "
     "within 8 hours.", "response_minutes", 240),
])
def test_initial_period_is_no_headline(reads, text, key, expected):
    reads(text, key, expected, language="en")


LEAD = 'The Covered Service will provide a Monthly Uptime Percentage as follows (the "SLO"):\n\n'


@pytest.mark.parametrize("text, expected", [
    # a table that lost its layout, one cell a line with blank lines between: the figure alone on its line is read
    # under its header a few bare lines up
    (LEAD + "Covered Service\n\nMonthly Uptime Percentage\n\nGPU Compute\n\n>= 99.5%\n\n"
     "If we miss the SLO, you get credits.", 99.5),
    ("The GPU service levels are:\n\nService\n\nUptime\n\nGPU Cloud\n\n99.9%\n", 99.9),
    # ... near misses: the header too far up, a sentence or a figure between, a band's upper end, an estimate, or
    # a figure with words of its own after it
    ("The GPU service levels are:\n\nService\n\nUptime\n\nRegion A\n\nCluster B\n\nGPU Cloud\n\n99.9%\n", None),
    ("The GPU service levels are:\n\nService\n\nUptime\n\nWe measure it monthly, in UTC.\n\n99.9%\n", None),
    ("The GPU service levels are:\n\nService\n\nUptime\n\nGPU Cloud 2\n\n99.9%\n", None),
    ("The GPU service levels are:\n\nService\n\nUptime\n\nGPU Cloud\n\n< 99.9%\n", None),
    ("The GPU service levels are:\n\nService\n\nUptime\n\nGPU Cloud\n\nabout 99.9%\n", None),
    ("The GPU service levels are:\n\nService\n\nUptime\n\nGPU Cloud\n\n99.9% of requests are served in 2 ms\n", None),
])
def test_flattened_table_value_under_its_header(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a rack feed written with "amp"/"amps": its power estimated from the current (at the stated voltage)
    ("Each rack is fed by two circuits of 32 amps at 230 V.", 7.36),
    ("Each rack is fed by a 32 amp circuit.", 7.04),
    ("Each rack gets 32 AMPS.", 7.04),
    # ... near misses: a GPU generation after a count is no current
    ("The cluster has 2 AMPERE GPUs per rack.", None),
    ("Each rack holds 2 Ampere-generation GPUs.", None),
])
def test_amps_are_a_current(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # a mixed number of a time unit is one length of time
    ("We will respond to every support ticket within 1 1/2 hours.", "response_minutes", 90),
    ("We will respond to every support ticket within 2 1/4 hours.", "response_minutes", 135),
    # ... near misses: a fraction alone, a whole number alone, a "24/7" before the figure
    ("We will respond to every support ticket within 1/2 hour.", "response_minutes", 30),
    ("We will respond to every support ticket within 1 hour, 2 days a week.", "response_minutes", 60),
    ("Support is staffed 24/7 and we will respond to every support ticket within 2 hours.", "response_minutes", 120),
])
def test_mixed_number_of_hours(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a share of each calendar month is an availability, like "of the time"
    ("Our guarantee is that our Network will be available to clients free of Network Outages rendering 100% packet "
     "loss, 99.9% of each calendar month.", 99.9),
    ("The GPU cluster is up, barring scheduled maintenance, 99.5% of every calendar month.", 99.5),
    # ... near misses: a share of a month's fee is a credit
    ("The service level credit is 10% of each calendar month's fees for the affected service.", None),
    ("The SLA credit is 100% of each calendar month's fee.", None),
])
def test_share_of_each_calendar_month(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")
