"""Wordings from English SLAs and contracts (session 17, helper E26: leftovers), in our own words.

Each positive has a near-miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a right to terminate for missed service levels, with an aside between the right and its verb
    ("If the circuit is unavailable for more than 8 hours in any month, Customer shall be entitled, in addition to "
     "the applicable Outage Credit set out above, to terminate the affected circuit(s) without liability.", True),
    ("If the circuit is unavailable for more than 8 hours in any month, Customer shall have the right, in addition "
     "to the Outage Credit set out in Schedule 2, to cancel the affected circuit.", True),
    ("Where a circuit has three (3) or more Outages in any thirty (30) day period, the Customer shall be entitled, "
     "in addition to any Outage Credit owed up to the end of the circuit, if any, to terminate that circuit.", True),
    # ... near misses: the aside ends in another entitlement, and "terminate" comes later for something else; a
    # generic material-breach termination with a cure period (corpus README convention 14)
    ("If the circuit is unavailable for more than 8 hours in any month, Customer shall be entitled, in addition to "
     "the applicable Outage Credit, to a root cause report, and the parties may agree to terminate it.", None),
    ("If Provider commits a material breach of the availability commitment and fails to cure it within the cure "
     "period, Customer shall be entitled, in addition to any other remedy, to terminate this Agreement.", None),
    ("Customer shall be entitled, in addition to the applicable Outage Credit, to terminate the affected circuit "
     "for convenience on 90 days' notice.", None),
])
def test_termination_right_after_an_aside(reads, text, expected):
    reads(text, "termination_on_breach", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a stretch of the term is no term: "the first 3 months of the Term" names an initial period
    ("For the first 3 months of the Term, the Provider will respond to support tickets within 4 hours.", None),
    ("For the remaining eleven (11) months of the Term, the Provider will respond to support tickets within 8 hours.",
     None),
    ("The term of this Agreement is 36 months. Customer may terminate within the first 6 months of the Term "
     "for convenience.", 36),
    ("During the first 30 days of the Term, training is free. The Term is 12 months.", 12),
    # ... near misses: a term defined as the first months after a date is one
    ("The Initial Term is the first 36 months following the Service Commencement Date.", 36),
    ("Term: 24 months", 24),
])
def test_a_stretch_of_the_term_is_no_term(reads, text, expected):
    reads(text, "term_months", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a sentence that turns from the invoice the credit goes to, to the request that claims it: a window
    ("Credits are applied to the following invoice and require a written request within 30 days of the incident.", 30),
    ("Credits are applied to the next invoice and must be requested within 14 days of the end of the month.", 14),
    # ... near misses: the time to apply the credit or to pay is none
    ("Credits are applied to the next invoice within 30 days of the request.", None),
    ("Payment of credit requests will be made within 30 days.", None),
    ("Credits are applied to the following invoice and require a written request; the invoice is payable within "
     "30 days.", None),
])
def test_claim_window_after_the_invoice_it_goes_to(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")
