"""Wordings from English SLAs of vendors outside the corpus (session 20, E34: dedicated-server, bare-metal and
colocation service levels), in our own words.

Each positive has a near miss beside it: the same words about something else, which must not become
the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # how the percentage is worked out, by taking the unavailable share away from 100%: the 100% is no level
    ('The "Monthly Uptime Percentage" is determined by deducting the share of minutes in the month when a '
     'Service could not be reached from 100%.', None),
    ("Each month's uptime percentage is established by deducting the share of unavailable minutes from 100%.", None),
    # ... near misses: maintenance deducted before the level is stated still leaves a level, and so does a
    # level stated after the method's sentence
    ("After deducting scheduled maintenance windows, uptime will be at least 99.9% in each calendar month.", 99.9),
    ("Monthly uptime is obtained by deducting the minutes of outage from the total; we commit to 99.95% uptime.",
     99.95),
])
def test_the_hundred_percent_a_share_is_deducted_from(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a table of per-service levels whose header lost its cells: the bare line above its rows names them
    ("Service Minimum Uptime\nDedicated Servers | 99.9% |\nPower (Dual Power Servers) | 99.95% |\n"
     "Public Network | 99.9% |\n", 99.9),
    ("Guaranteed Availability\n\nBare Metal Nodes | 99.5% |\nBlock Storage | 99.9% |\n", 99.5),
    # ... near misses: a sentence above the rows is no header of theirs, and a bare line naming something
    # else names no level
    ("Uptime is reported on the status page, and each row below lists a product and its share of the bill.\n"
     "Dedicated Servers | 60% |\nPublic Network | 40% |\n", None),
    ("Share of Monthly Invoice\nDedicated Servers | 99.9% |\nPublic Network | 0.1% |\n", None),
])
def test_a_table_under_its_header_line(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # an amount that is itself the remedy for a power failure is paid under the contract: its currency counts
    ("If power to colocated equipment fails for more than fifteen (15) consecutive minutes, the sole remedy shall be "
     "$25 per amp three-phase as metered.", "USD"),
    ("Should the hot aisle stay above the limit, the remedy is €40 for each affected cabinet.", "EUR"),
    # ... near misses: a remedy that is a credit, beside a threshold below which none is issued, names no currency
    ("The exclusive remedy is a service credit, which is not issued unless it exceeds one dollar ($1).", None),
    ("Your sole remedy shall be termination; credits under $1 are never issued.", None),
])
def test_an_amount_that_is_the_remedy(reads, text, expected):
    reads(text, "currency", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a city with its state before the site word, after "our": the place as written
    ("Colocation is offered in our Ashburn, Virginia data center.", "Ashburn, Virginia"),
    ("Cabinets are delivered with A and B feeds in our Frankfurt, Germany data centre.", "Frankfurt, Germany"),
    # ... near misses: a tier and a trait before the site word name no place, and neither does a party's own
    ("Colocation is offered in our Tier III, Carrier Neutral data center.", None),
    ("Racks may stand in the Customer's own or Provider's data center.", None),
])
def test_a_city_and_its_state_before_the_site_word(reads, text, expected):
    reads(text, "location", expected, language="en")


def test_two_sites_before_one_site_word_are_both_read(extracted):
    # "our Dallas, Texas and Ashburn, Virginia data centers": two sites, each a place, so a reviewer chooses
    term = extracted("The uptime commitment covers colocation in our Dallas, Texas and Ashburn, Virginia Data Centers.",
                     "location", "Dallas, Texas", language="en")
    assert {term.value, *(a.value for a in term.alternatives)} == {"Dallas, Texas", "Ashburn, Virginia"}
    assert term.confidence < 0.9


@pytest.mark.parametrize("text, expected", [
    # a hall laid out in hot and cold aisles is cooled by air
    ("Cooling SLA: the return air (hot aisle) temperature is kept below 95° F; a breach of more than 90 minutes earns "
     "a day of credit.", "air"),
    ("Each tenant makes sure that its racks draw air from the cold aisle and exhaust it into the hot aisle.", "air"),
    # ... near misses: liquid cooling with the aisle carrying only what is left, and rear-door exchangers on the aisle
    ("Direct-to-chip liquid cooling removes the GPU heat; the hot aisle carries only the residual heat.", "liquid"),
    ("Rear-door heat exchangers are fitted on the hot aisle side of every rack.", "hybrid"),
])
def test_hot_and_cold_aisles(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a product named after the credit it pays ("the 1000% SLA": ten times the rental) is no level: none is above 100%
    ("Our 1000% SLA: ten times the rental for each hour the server is unavailable.", None),
    ("Premium racks carry a 500% SLA: five times the daily rental for each hour of downtime.", None),
    ("Dedicated servers come with our 1000% uptime SLA.", None),
    # ... near misses: a level of 100% is one, and so is the level that product guarantees beside its name
    ("We guarantee 100% network availability.", 100),
    ("Under the 1000% SLA, ten times the prorated rental is credited for any downtime beyond the 99.9% guarantee of "
     "uptime.", 99.9),
])
def test_no_level_above_a_hundred_percent(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # ... in Chinese too: "an SLA of 1000%" that pays ten times the fault time is no level
    ("乙方提供的SLA为1000%，故障时长按十倍补偿。", None),
    ("服务可用性为99.9%，故障时长按十倍补偿。", 99.9),
])
def test_no_level_above_a_hundred_percent_zh(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a ceiling on the aisle's temperature negates no aisle: the hall is still air-cooled
    ("The return air (hot aisle) temperature shall not stay above 95° F for more than 90 minutes.", "air"),
    ("Cold aisle supply air must not rise above 27° C at any rack inlet.", "air"),
    # ... near misses: containment that is not provided is negated, and the cooling the rest names is read
    ("Hot aisle containment is not provided; racks are cooled by rear-door heat exchangers.", "hybrid"),
    ("Liquid cooling is not offered in this hall.", "air"),
])
def test_a_ceiling_on_the_aisle_temperature(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # what CPU machines are billed by, beside the GPU machines' own, is not the GPU rental's increment
    ("- CPU Instances: Billed per hour of uptime, standby included.\n- GPU Instances: Billed per minute of uptime, "
     "standby included.", 1),
    ("CPU instances are billed per hour; GPU instances are billed per minute.", 1),
    # ... near misses: the GPU machines' hourly billing is read, and so is billing after an exception for storage
    ("GPU instances are billed per hour.", 60),
    ("Except for storage, which is charged monthly, instances are billed per minute.", 1),
])
def test_what_cpu_instances_are_billed_by(reads, text, expected):
    reads(text, "billing_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # space allotted per amount of power bought is no rack's power: power is sold by the kW, a rack may hold more
    ("Power is billed by the reserved kW, and a customer may ask for one more standard rack-sized space for every "
     "4kW reserved.", None),
    ("We provide one rack for every 5 kW of critical power reserved.", None),
    # ... near misses: a rack's own power, written before or after the rack, is read
    ("Provider delivers 20 kW for every rack in the cage.", 20),
    ("Each cabinet is provisioned at 17 kW.", 17),
])
def test_space_per_kilowatt_is_no_rack_power(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")
