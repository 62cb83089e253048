"""Wordings from English data-centre articles, white papers and GPU price lists (session 31, helper E61), in short
excerpts: a rack density told as history, as a market's statistic or as a glossary's class, a white paper's title naming
"the Optimal Data Center", a glossary's entry on what a kind of facility typically features, a price list whose lines
each name another card, and the period an agreement is said to be for.

Each positive has a near miss beside it that must keep reading as it did.
"""

import pytest


@pytest.mark.parametrize("text", [
    # https://blog.enconnex.com/data-center-rack-density (AFCOM's State of the Data Center report quoted); it read 2 at
    # 0.5, the statistic beside the next in conflict
    "For many years, rack densities averaged 2kW to 5kW. That’s not the case anymore.",
    "According to AFCOM’s 2024 State of the Data Center Report, average rack density now sits around 12 kW.",
    "That’s 2x the 6.1 kW per rack they initially reported in 2016.",
    "Data center operators are being asked to support 30 kW+ per rack.",
    # https://midasimmersion.com/documents/immersion-cooling-density-as-a-driver-of-savings/ (it read 4 at 0.5)
    "About 15 years ago, a typical data center would be built to support 4-5 kW per rack.",
    "Today the majority of Data Centers still report server densities below 10kW per rack, although some newer data "
    "centers are able to handle as much as 20 to 25 kW per rack.",
    # https://montrealcolo.ca/2020/05/12/what-is-server-rack-power-density/ (it read 3 at 0.5)
    "Older data centers support 3 to 5KW per rack, whereas more recent data centers that don’t use raised floors can "
    "achieve 30 to 50 KW per cabinets.",
    # https://www.yobitel.com/knowledge-base/rack-density (it read 100 at 0.9)
    "Average rack density has roughly doubled per decade since 2000; AI workloads accelerated the trend, with frontier "
    "training clusters now landing at 100-130 kW per rack.",
    # Schneider Electric's White Paper 156, "Choosing the Optimal Data Center Power Density" (it read 5 at 0.8)
    "There are significant savings in developing a data center with an average rack power density of at least 5 kW per "
    "rack, however, densities higher than ~15 kW per rack show no further relevant savings.",
    # https://nautilusdt.com/news-updates/what-happens-to-your-colo-contracts-when-a-tenant-upgrades-to-high-density-gpu-workloads/
    # (it read 8 at 0.9)
    "The facility engineering assumptions behind those rates are typically 8 to 12 kW per cabinet with air cooling as "
    "the default heat removal method.",
    # https://blog.telegeography.com/data-centers-101-technical-terms-you-should-know (a glossary's class; it read 10 at
    # 0.9)
    "High Density\nRack space designated for cabinets with servers that draw more power than standard. We categorize "
    "cabinets with 10 kW density or higher as high-density.",
    # the forms the session's notes quoted (it read 5 at 0.5)
    "Average rack densities rose from 5 kW to 12 kW over the last decade. Typical densities were 5-15kW per rack "
    "(2000-2020).",
], ids=["averaged", "now-sits", "reported", "asked-to-support", "years-ago-typical", "majority-and-newer",
        "older-and-recent", "now-landing", "average-and-threshold", "typically", "categorize", "rose-from"])
def test_a_rack_density_told_as_history_or_statistic_is_no_rack_power(reads, text):
    reads(text, "rack_power_kw", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a contract's racks and a site's offer keep reading
    ("Customer's racks are provisioned at 20 kW per rack.", 20),
    ("Provider shall deliver power to each Cabinet of up to 17.3 kW.", 17.3),
    ("Provider's Data Center is designed to support 30 kW per rack.", 30),
    ("Committed power: 12 kW per cabinet.", 12),
    # ... a floor stays a floor ("more than" is no threshold of a comparison)
    ("Provider shall deliver more than 20 kW per rack to each of Customer's cabinets.", 20),
    ("Power per rack shall be no lower than 12 kW.", 12),
    # ... and a figure the customer's racks grew to in its own order is still its racks' ("increase" is the contract's)
    ("Effective on the Amendment Date, each Cabinet is provisioned at 40 kW per rack.", 40),
    # ... and a class named beside a provisioned figure is not what classifies it
    ("Cabinets are provisioned at 10 kW per rack and classified as high-density.", 10),
], ids=["provisioned", "up-to", "designed", "committed-label", "more-than", "no-lower-than", "amended", "classified-after"])
def test_a_contracts_rack_power_still_reads(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text", [
    # Schneider Electric's White Paper 156 title (it read the site "Optimal")
    "Choosing the Optimal Data Center Power Density\n\nWhite Paper 156\n",
    "Building the Modern Data Center for AI workloads",
    "Designing the Ideal Data Center",
], ids=["optimal", "modern", "ideal"])
def test_a_titles_judgement_before_data_center_names_no_place(reads, text):
    reads(text, "location", None, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... near misses: a place before the site word keeps reading
    ("Provider hosts the Services in its Frankfurt data center.", "Frankfurt"),
    ("The Equipment is housed in the Provider's Ashburn data center.", "Ashburn"),
])
def test_a_place_before_data_center_still_reads(reads, text, expected):
    reads(text, "location", expected, language="en")


# https://www.datacentres.com/glossary, its entry "AI Infrastructure": what a kind of facility typically features (it
# read cooling liquid and tenant_isolation dedicated, both at 0.9)
AI_INFRASTRUCTURE = (
    "AI Infrastructure\n\nSpecialised data centre configurations designed to support artificial intelligence and machine "
    "learning workloads, typically featuring high-density GPU clusters (50-100+ kW per rack), liquid cooling systems, "
    "high-bandwidth networking (400G+), and dedicated power distribution.\n"
)


@pytest.mark.parametrize("key", ["cooling", "tenant_isolation", "rack_power_kw"])
def test_a_glossarys_entry_on_what_a_kind_of_facility_typically_features_states_no_term(reads, key):
    reads(AI_INFRASTRUCTURE, key, None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # ... near misses: a site's own cooling and cage keep reading, dedicated power beside them or not
    ("The Data Hall uses direct-to-chip liquid cooling and dedicated power distribution to each cabinet.", "cooling",
     "liquid"),
    ("Customer's GPU servers are deployed in a dedicated cage.", "tenant_isolation", "dedicated"),
])
def test_a_sites_own_cooling_and_cage_still_read(reads, text, key, expected):
    reads(text, key, expected, language="en")


# a price list's lines, each a card and its hourly price (the form of akash.network/pricing/gpus/ and of a GPU cloud's
# rate card): the price read as alternatives already (session 30, z47), the card as a contradiction
EN_LIST = ("GPU Cloud Pricing\n\nOn-demand instances are billed per GPU-hour:\n\n- NVIDIA H100 80GB SXM5: $2.49/GPU-hour\n"
           "- NVIDIA A100 80GB: $1.29/GPU-hour\n- NVIDIA L4 24GB: $0.44/GPU-hour\n")
AKASH = ("GPU Pricing\n\nNVIDIA H200 141GB SXM5 $4.45/GPU/hr\nNVIDIA H100 80GB SXM5 $2.71/GPU/hr\n"
         "NVIDIA A100 80GB SXM4 $1.71/GPU/hr\n")
# ... and the Chinese banner of z47's test, whose longest name won alone ("RTX 4090" at 0.8, A100 and H100 weaker)
ZH_BANNER = "GPU云服务器价格\n\nRTX 4090 24G 单卡 1.98元/卡时\nA100 80G 单卡 6.88元/卡时\nH100 80G 单卡 15.8元/卡时\n"


@pytest.mark.parametrize("text, language, models", [
    (EN_LIST, "en", {"H100", "A100", "L4"}),
    (AKASH, "en", {"H200", "H100", "A100"}),
    (ZH_BANNER, "zh", {"RTX 4090", "A100", "H100"}),
], ids=["en-list", "akash-lines", "zh-banner"])
def test_a_price_lists_cards_are_alternatives(extracted, text, language, models):
    term = extracted(text, "gpu_model", True, language=language)
    assert term.conflict and term.conflict_kind == "alternatives"
    assert {term.value} | {a.value for a in term.alternatives} == models
    assert term.confidence <= 0.5


def test_the_card_an_order_names_beside_a_rate_card_still_wins(extracted):
    # ... near miss: the order's card is fixed, the rate card's are offered beside it
    text = ("Order Form\n\nCustomer orders 64 NVIDIA H100 GPUs for a term of 12 months.\n\nRate card:\n"
            "- NVIDIA H100 80GB: $2.49/GPU-hour\n- NVIDIA A100 80GB: $1.29/GPU-hour\n")
    term = extracted(text, "gpu_model", "H100", language="en")
    assert term.value == "H100" and term.conflict_kind is None


@pytest.mark.parametrize("text", [
    # ... near misses: two cards stated with no price list still contradict
    "Order Form\n\nThe cluster consists of 64 NVIDIA H100 GPUs.\n\nAnnex B: the cluster consists of 64 NVIDIA A100 GPUs.\n",
    # ... and one price is no catalogue: the card it names disagrees with the order's
    "Order Form\n\nThe cluster consists of 64 NVIDIA A100 GPUs.\n\nPricing\n\nNVIDIA H100 80GB: $2.49/GPU-hour\n",
], ids=["annex", "one-price"])
def test_cards_outside_a_catalogue_still_contradict(extracted, text):
    term = extracted(text, "gpu_model", True, language="en")
    assert term.conflict_kind == "contradiction"


@pytest.mark.parametrize("text, expected", [
    # Monroe County's agenda item approving its data-centre agreement with QTS (minutes.monroe-clerk.com, item C28, June
    # 2023): the period the agreement itself is said to be for; it read no term
    ("This agreement is for 5 years and is an extension of our current contractual services to provide 3 data center "
     "racks in caged protected space.", 60),
    ("This Agreement is for a period of 36 months from the Service Commencement Date.", 36),
    ("This Lease is for a period of five (5) years.", 60),
], ids=["monroe-qts", "period-of-months", "lease-years"])
def test_the_period_an_agreement_is_for_is_its_term(reads, text, expected):
    reads(text, "term_months", expected, language="en")


@pytest.mark.parametrize("text", [
    # ... near misses: what the agreement is for is no period, and a warranty's years are no term
    "This agreement is for 3 data center racks and 112 IP addresses.",
    "This agreement is for the provision of colocation services; the warranty is for 2 years.",
], ids=["racks", "warranty"])
def test_what_an_agreement_is_for_is_no_term(reads, text):
    reads(text, "term_months", None, language="en")
