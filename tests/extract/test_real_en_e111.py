"""Real-world English wordings of session 44's helper e111 (GPU-cloud, bare-metal and AI-infrastructure pages nobody here
had read): a support desk's average response time, which bounds no ticket; an availability said as what a cluster runs
"at up to", a ceiling and no floor.

Each positive has a near miss beside it. The last cases guard values these documents already read right.
"""

import pytest


# https://www.cherryservers.com/knowledge/faq (read response_minutes 15 as a firm commitment)
CHERRY_SERVERS = (
    "# What support do I get?\n"
    "Here at Cherry Servers you get 24/7 technical support with an average initial response time of 15 minutes free of "
    "charge. Every client gets a personal account manager that is deeply familiar with your needs. You may contact us by "
    "email, live chat or phone.\n"
)


@pytest.mark.parametrize("text", [
    CHERRY_SERVERS,
    # ... paraphrased: the average said before the figure's noun
    "Our engineers answer support tickets with an average response time of 20 minutes.",
])
def test_an_average_response_time_is_no_commitment(extracted, text):
    """An average is a statistic of past tickets: it bounds no single ticket's wait, so it reads as best effort."""
    term = extracted(text, "response_minutes", True, language="en")
    assert term.hedge is not None and "averag" in term.hedge.lower()


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a firm time still reads as one, with no hedge
    ("We will respond to every Severity 1 ticket within 15 minutes.", 15),
    ("Initial response time: 30 minutes for critical incidents.", 30),
    # ... and a firm time beside the average that follows it: the promise is the firm one
    ("Support requests are answered within 30 minutes, averaging 12 minutes over the last quarter.", 30),
])
def test_a_firm_response_time_stays_firm(reads, text, expected):
    assert reads(text, "response_minutes", expected, language="en").hedge is None


# https://greennode.ai/blog/ai-cluster-construction-journey-3 (read availability_pct 99.5 from the sentence, at 0.9)
GREENNODE = (
    "In this final post, we'll walk you through the less glamorous but most critical phase of running a production-grade "
    "AI cluster - keeping it stable, efficient, and highly available at up to 99.5% SLA."
)


@pytest.mark.parametrize("text", [
    GREENNODE,
    # ... paraphrased: a ceiling on the uptime, what the service may reach
    "Our GPU instances deliver uptime of up to 99.99% across all regions.",
    "The platform runs GPU workloads at up to 99.9% availability.",
])
def test_an_availability_up_to_a_figure_commits_no_floor(extracted, text):
    extracted(text, "availability_pct", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a floor, and a credit "up to" a share beside a firm level (guards)
    ("We guarantee that GPU instances will be available at least 99.9% of the time.", 99.9),
    ("Monthly uptime of 99.95% is guaranteed; credits are capped at up to 50% of the monthly fee.", 99.95),
    ("The availability commitment is 99.5% per calendar month.", 99.5),
    # ... and "up to" alone, a translated 可达 under a guarantee (tests/extract/test_long_terms.py's colocation power)
    ("The provider guarantees that electric power supply availability can reach up to 99.99% each month.", 99.99),
])
def test_a_floor_on_availability_still_reads(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


# https://excloud.in/sla (guard: its level, hedged, and its two credit tiers read right on 0ba6bf82)
EXCLOUD = (
    "For excloud Compute with all running instances deployed concurrently across two or more Availability Zones in the "
    "same region, AHPK Technologies will use commercially reasonable efforts to make excloud Compute available for each "
    "excloud region with a Monthly Uptime Percentage of at least 99.99%, in each case during any monthly billing cycle "
    "(the \"Region-Level SLA\"). In the event excloud Compute does not meet the Region-Level SLA, you will be eligible to "
    "receive a Service Credit as described below.\n\n"
    "| Monthly Uptime Percentage | Service Credit Percentage |\n"
    "|---|---|\n"
    "| Less than 99.99% but equal to or greater than 99.0% | 10% |\n"
    "| Less than 99.0% but equal to or greater than 95.0% | 30% |\n"
)


def test_excloud_level_and_tiers_read_as_a_lawyer_would(extracted):
    """Guard (reads so on 0ba6bf82): 99.99% at commercially reasonable efforts, and its two credit tiers."""
    term = extracted(EXCLOUD, "availability_pct", 99.99, language="en")
    assert term.value == 99.99 and term.hedge is not None
    tiers = extracted(EXCLOUD, "credit_tiers", True, language="en")
    assert "10%" in tiers.text and "30%" in tiers.text


# https://nodehost.ca/docs/article/t30k2iqe66y2xrp (read availability_pct 99.99 as a firm commitment)
NODEHOST = (
    "We work hard to make our services work as smooth as they can with 99.99% uptime. But with scale sometimes things "
    "break, for example our cloud panel handles more than 35 million requests per month."
)


@pytest.mark.parametrize("text", [
    NODEHOST,
    # ... paraphrased: the work put in, then the level
    "Our team works hard to keep every GPU node available 99.95% of the time.",
])
def test_a_level_the_provider_works_hard_for_is_best_effort(extracted, text):
    term = extracted(text, "availability_pct", True, language="en")
    assert term.hedge is not None and "hard" in term.hedge.lower()


@pytest.mark.parametrize("text, expected", [
    # ... near misses: hard work beside a firm guarantee in another sentence, and hard-working staff (guards)
    ("Our engineers work hard to delight you. We guarantee 99.9% monthly uptime for GPU instances.", 99.9),
    ("Our hard-working staff keep GPU instances available 99.9% of the time, guaranteed.", 99.9),
])
def test_a_firm_level_beside_hard_work_stays_firm(reads, text, expected):
    assert reads(text, "availability_pct", expected, language="en").hedge is None
