"""Credit ladders pasted as plain lines, and availability words of everyday English (e124):

1. a credit ladder pasted as plain lines, its columns lost to spaces ("98% to <99.5%   10%" / "95% to <98%   25%" /
   "<95%   50%" under the availability paragraph, Cohere's page as users paste it, or a PDF's text layer of it) read no
   tier unless a "Service credits" heading or lead-in preceded it: the shape rule e121 made for headerless tables now
   reads the lines too (levels falling, credits rising, words of the availability right before);
2. the service said operational a share of the month ("The cluster is operational 99.9% of each month") was no level,
   and a ladder under "will be up 99.5% of the time" had no lead-in; "available up to 99.9% of the time" read as a firm
   level, where "uptime of up to 99.99%" already reads as a ceiling (none);
3. "This SLI's objective is 99.9%" after the indicator's definition was best effort ("'s objective" is a company's aim):
   an indicator's objective is the level, as e121's "The objective for this indicator is 99.95%".

Each positive has a paraphrase and a near miss beside it (the near misses pass on main's base too, and say so).
"""

import pytest

from tests.conftest import checked_finding

COHERE_LEVEL = "Cohere will make the API available with a Monthly Uptime Percentage of at least 99.5%.\n\n"
SPACED = "98% to <99.5%   10%\n95% to <98%   25%\n<95%   50%\n"
COHERE_TIERS = [{"below_pct": 99.5, "credit_pct": 10.0}, {"below_pct": 98.0, "credit_pct": 25.0},
                {"below_pct": 95.0, "credit_pct": 50.0}]


@pytest.mark.parametrize("text, expected", [
    (COHERE_LEVEL + SPACED, COHERE_TIERS),
    # ... a PDF's text layer of it: one space between the columns, no blank line
    (COHERE_LEVEL.strip() + "\n98% to <99.5% 10%\n95% to <98% 25%\n<95% 50%\n", COHERE_TIERS),
    # ... paraphrased: bands in words, under a sentence of uptime in other words
    ("The GPU cluster's uptime will be no less than 99.9% in each calendar month.\n\n"
     "99.0% up to 99.9%     5%\n97.0% up to 99.0%     15%\nBelow 97.0%     30%\n",
     [{"below_pct": 99.9, "credit_pct": 5.0}, {"below_pct": 99.0, "credit_pct": 15.0},
      {"below_pct": 97.0, "credit_pct": 30.0}]),
])
def test_a_ladder_pasted_as_plain_lines_is_read_by_its_shape(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")  # main: no tier read


def test_the_plain_line_ladder_owes_its_credit():
    # main: `check` found no credit ladder for the level
    found = checked_finding(COHERE_LEVEL + SPACED, "outage-compensation", language="en")
    assert found.status == "pass" and "98% to <99.5%   10%" in found.evidence.text


@pytest.mark.parametrize("text, expected", [
    # guards (pass on main too): the lines tab-separated are a table, read by e121's rule ...
    (COHERE_LEVEL + SPACED.replace("   ", "\t"), COHERE_TIERS),
    # ... and under a credit heading the lines read as before
    (COHERE_LEVEL + "Service credits\n\n" + SPACED, COHERE_TIERS),
    # ... the same shape with no words of availability before it is none ...
    ("GPU utilisation report\n\n" + SPACED, None),
    # ... nor lines whose credits fall ...
    (COHERE_LEVEL + "98% to <99.5%   50%\n95% to <98%   25%\n<95%   10%\n", None),
    # ... nor a line of words beside each figure (a price list, not a ladder)
    (COHERE_LEVEL + "98% to <99.5%   10% off the annual plan\n95% to <98%   25% off the annual plan\n", None),
])
def test_plain_lines_of_another_shape_stay(reads, text, expected):
    reads(text, "credit_tiers", expected, language="en")


@pytest.mark.parametrize("lead", [
    "The API will be up 99.5% of the time.",
    # ... paraphrased: operational a share of each month, available a share of the time
    "The cluster is operational 99.5% of each month.",
    "The inference endpoint is available 99.5% of the time.",
])
def test_everyday_words_of_availability_lead_the_ladder(reads, lead):
    reads(lead + "\n\n" + SPACED, "credit_tiers", COHERE_TIERS, language="en")  # main: no tier read
    reads(lead, "availability_pct", 99.5, language="en")


@pytest.mark.parametrize("text, quoted", [
    ("The cluster is operational 99.9% of each month.", "is operational 99.9%"),  # main: no level read
    # ... paraphrased
    ("GPU nodes will remain operational 99.9% of any given month.", "remain operational 99.9%"),
])
def test_operational_a_share_of_the_month_is_the_level(reads, text, quoted):
    term = reads(text, "availability_pct", 99.9, language="en")
    assert term.text == quoted and term.hedge is None


@pytest.mark.parametrize("text", [
    # a ceiling on the time up, what the service may reach (main: a firm 99.9), as "uptime of up to 99.99%" is
    "Our GPUs are available up to 99.9% of the time.",
    # ... paraphrased, in a news item's words
    "The new cloud is up up to 99.9% of the time, the press release says.",
])
def test_up_to_a_share_of_the_time_is_no_level(reads, text):
    reads(text, "availability_pct", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # guards (pass on main too): "up to" under a guarantee, a translated 可达, is the level ...
    ("The provider guarantees that electric power supply availability can reach up to 99.99% each month.", 99.99),
    # ... "operational" alone names no level ...
    ("Operational expenses rose 20% this year.", None),
    # ... and a floor of the time stays
    ("We guarantee that GPU instances will be available at least 99.9% of the time.", 99.9),
])
def test_other_words_of_the_time_stay(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


SLI = ("## Availability\nThe SLI for availability is the percentage of API requests which do not return a server error. "
       "This SLI's objective is 99.9%, measured monthly.\n")


@pytest.mark.parametrize("text, expected, quoted", [
    (SLI, 99.9, "This SLI's objective is 99.9%"),  # main: best effort ("'s objective")
    # ... paraphrased: the indicator named before "SLI", its objective with a curly apostrophe
    ("The uptime indicator is the share of minutes the GPU cluster answers health checks. This indicator’s objective is "
     "99.95% in each calendar month.", 99.95, "This indicator’s objective is 99.95%"),
])
def test_an_indicators_own_objective_is_the_level(reads, text, expected, quoted):
    term = reads(text, "availability_pct", expected, language="en")
    assert term.text == quoted and term.hedge is None


def test_the_indicators_objective_passes_the_availability_rule():
    found = checked_finding(SLI, "availability", language="en")
    assert found.status == "pass" and "99.9%" in found.evidence.text  # main: "review", best effort


@pytest.mark.parametrize("text, hedge", [
    # guards (pass on main too): a company's objective in prose stays best effort ...
    ("Our company's objective is 99.9% uptime.", "'s objective"),
    ("It is Insight Technologies's objective to achieve 100% Availability.", "'s objective"),
])
def test_a_companys_objective_stays_best_effort(reads, text, hedge):
    assert reads(text, "availability_pct", pytest.approx(float(text.split("%")[0].split()[-1])),
                 language="en").hedge == hedge


def test_a_latency_indicators_objective_is_no_level(reads):
    # guard (passes on main too): the indicator defined is a latency's
    reads("The SLI for latency is the percentage of requests which complete in 100 ms or less. This SLI's objective is "
          "99%.", "availability_pct", None, language="en")
