"""`check` read as a lawyer reads it (session 37's helper cr7): "in an amount more than" caps the credits only with its
negation beside it ("will not accumulate ... in an amount more than 8%"); alone ("Credits in an amount more than 10% of
fees will be reviewed") it names the credits a sentence is about, no cap."""

import pytest

from slacheck import api
from tests.conftest import make_document


def finding(text: str, rule: str, lang: str | None = None):
    return next(f for f in api.check(make_document(text), lang=lang).findings if f.rule == rule)


# --- "in an amount more than": a cap only with its negation -------------------------------------------------------

# https://commonpaper.com/standards/service-level-agreement/ (Common Paper SLA 1.0; shared/corpus/real c20)
CP_CREDIT = ("If there is a Target Uptime and Cloud Service availability falls below the Target Uptime, Customer is "
             "eligible to receive an Uptime Credit.")
CP_HEAD = "Service Level Agreement\n\n3.1 Service Credit. " + CP_CREDIT + "\n\n"


@pytest.mark.parametrize("cap", [
    # Common Paper's own words: the negation six words before the amount
    "Service Credits will not accumulate within a single Subscription Period in an amount more than 8% of Cloud "
    "Service Fees for that Subscription Period.",
    # another negation, further from the amount
    "Provider shall never issue Service Credits to Customer within a single Subscription Period in an amount greater "
    "than 8% of Cloud Service Fees for that Subscription Period.",
])
def test_an_amount_more_than_with_its_negation_caps_the_credits(cap):
    f = finding(CP_HEAD + "3.3 Service Credit Limitations. " + cap + "\n", "credit-cap")
    assert (f.status, f.value) == ("review", None)
    assert f.message.startswith("The contract caps the credits, but not as a share of the monthly fee: “" + cap)


@pytest.mark.parametrize("sentence", [
    # the same words without a "not": the credits a rule is about, no cap on them
    "3.3 Service Credits in an amount more than 8% of Cloud Service Fees will be reviewed by Provider's finance team.",
    "3.3 Requests for Service Credits in an amount exceeding 8% of Cloud Service Fees must be sent by registered mail.",
])
def test_an_amount_more_than_without_a_negation_is_no_cap(sentence):
    f = finding(CP_HEAD + sentence + "\n", "credit-cap")
    assert (f.status, f.value, f.evidence) == ("pass", None, None)
    assert f.reason == finding(CP_HEAD, "credit-cap").reason  # as when the contract says nothing of a cap
