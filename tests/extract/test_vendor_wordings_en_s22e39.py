"""Wordings from English colocation and data-centre SLAs, service orders and terms of vendors outside the corpus
(session 22, E39: pages read through the search tool's stored pages; /tmp/e39/docs/SOURCES.md lists them).

Each case quotes the short passage it needs, with its source in a comment; each positive has a near miss
beside it: the same words about something else, which must not become the term (or must become another value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # Corserva Colocation SLA (corserva.com/legal-stuff/colocation-sla): the provider defined by its short name, then
    # "the Corserva data center network" (read location "Corserva": the party, no place)
    ('This SLA governs the use of the Services under the Master Services Agreement, between Client and Corserva, Inc. '
     '("Corserva", "we" or "us").\n"Network" means the portion of the Corserva data center network extending from '
     'the network egress point of Client\'s Colocation to the outbound port of the data center border router.', None),
    # ... near misses: a place before the site word is still read, and a party's longer defined name leaves it a place
    ("The Equipment is located in its Kajaani campus.", "Kajaani"),
    ('The Provider ("Kajaani Cloud Oy") hosts the Equipment. The Equipment is located in its Kajaani campus.', "Kajaani"),
])
def test_a_party_defined_by_its_name_is_no_place(reads, text, expected):
    reads(text, "location", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Switch / Box, Amendment No. 1 to the Colocation Facilities Agreement (sec.gov, Box exhibit 10.2): the
    # customer's office and spares room is no isolated compute (read tenant_isolation: dedicated)
    ('"Support Space" means dedicated office and storage space described in the Service Order together with '
     'associated power, cooling and other services to be provided by Switch.', None),
    # ... near miss: a dedicated cage for the racks is
    ("Customer's racks are located in a dedicated cage.", "dedicated"),
])
def test_an_office_is_no_isolated_tenancy(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="en")


NOTICE = ("Email notifications will be sent to customer email addresses at least 48 hour before any network outage "
          "that is expected to last more than 10 minutes.")


@pytest.mark.parametrize("text, key, expected", [
    # Coloco, Network and Facility Uptime policy (coloco.com/oldcolouptime.html): an outage announced ahead because
    # it is foreseen is planned work; the notice is its lead time (none read), the length foreseen no threshold
    # (read min_outage_minutes 10)
    (NOTICE, "maintenance_notice_hours", 48),
    (NOTICE, "min_outage_minutes", None),
    # ... near misses: an outage's counted length is a threshold, and a credit for a foreseen one is no notice
    ("Downtime does not count unless it lasts more than 10 minutes.", "min_outage_minutes", 10),
    ("An outage that is expected to last more than 4 hours will be credited at 10%.", "maintenance_notice_hours", None),
])
def test_a_foreseen_outage_announced_ahead(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Metal Toad, Power Utilization within a Colocation Environment (metaltoad.com/blog): a cabinet's power in watts
    ("It enables a total permissible continuous power consumption of 4,992watts in a single cabinet; at a combined "
     "23A across both circuits (11.7A on one 208V/30A circuit & 11.8A on the other 208V/30A circuit).", 4.992),
    ("Each cabinet is provisioned with 5,000 watts of usable power.", 5),
    # ... near misses: a hall's density by floor area and a server's draw are no rack's power
    ("The data hall supports 150 watts per square foot across all cabinets.", None),
    # ... in kW too (read 0.2 as the rack's power): a density per square foot is the floor's, not a cabinet's
    ("Cabinets are supported at 0.2 kW per square foot.", None),
    ("Each server in the rack draws 750 watts.", None),
    ("Each rack holds 8 GPUs drawing 700 watts each.", None),
])
def test_a_cabinet_power_in_watts(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # LightEdge, Installation Interval (markettransfer.info/dictionary/installation-interval): the lead time from
    # the countersigned contract to the service turned up, as a table's row and as a sentence
    ("The Standard Service Installation Interval is measured from the date on which the Customer contract is "
     "countersigned by LightEdge to the Service Activation Date as defined in Section 7.1.\n\n"
     "| Service | Standard Service Installation Interval |\n|---|---|\n| Colocation | 30 days |\n",
     "delivery_days", 30),
    ("The Standard Service Installation Interval for Colocation is 30 days, measured from the date on which the "
     "Customer contract is countersigned to the Service Activation Date.", "delivery_days", 30),
    # ... near miss: a claim filed after a late installation is no lead time
    ("If the actual Installation Interval for an order exceeds the commitment, Customer may request a credit within "
     "30 days.", "delivery_days", None),
])
def test_an_installation_interval_is_the_delivery_time(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # UFB Services Agreement, Temperature Control (lawinsider.com/clause/temperature-control): the hall's cooling
    # plant named as air conditioning systems
    ("28.5 The main types of cooling systems used are: 28.5.1 Air conditioning systems, DX (split or window units) "
     "and chilled water process coolers (in larger Central Offices only); and 28.5.2 Fresh air.", "air"),
    # ... near misses: an office's air conditioning is no data hall's cooling, nor is one that is absent
    ("The Support Space is office space with air conditioning units.", None),
    ("The office floors have no air conditioning systems.", None),
])
def test_air_conditioning_systems_cool_by_air(reads, text, expected):
    reads(text, "cooling", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # Corserva (as above): an SLA in the first person names the provider as "we"
    ('This Service Level Agreement governs the use of the Services under the terms of the Master Services Agreement '
     '(the "Agreement"), between Client and Corserva, Inc. ("Corserva", "we" or "us").', "vendor", "Corserva, Inc."),
    # Switch / Box, Service Order (sec.gov, Box exhibit 10.1): the customer named in a form's field
    ("This Service Order is issued pursuant to the existing Colocation Facilities Agreement by and between Switch and "
     "the Customer indicated below.\nCustomer Name: BOX Inc.\n", "customer", "BOX Inc."),
    # ... near misses: "we" defined as no named party names none, and a blank form names no customer
    ('This Agreement is between you and us ("we").', "vendor", None),
    ("Customer Name:\nBilling Contact:\n", "customer", None),
])
def test_parties_named_as_we_and_in_a_name_field(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # a site named after the provider's possessive (read "Provider's Kajaani": the party's word kept in the place);
    # the wording of the colocation orders read here ("hosted in the Provider's Kajaani data center")
    ("The Equipment is hosted in the Provider's Kajaani data center.", "Kajaani"),
    ("The Equipment is hosted in the Provider’s Kajaani campus.", "Kajaani"),
    # ... near miss: a possessive before the site word leaves the place after a later trigger
    ("The Equipment is hosted in Provider's data centre in Reno, Nevada.", "Reno, Nevada"),
])
def test_a_place_after_the_providers_possessive(reads, text, expected):
    reads(text, "location", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Edge Centres, Telehousing SLA (edgecentres.com.my/service-level-agreement): the provider and "You (Client)",
    # each with its short name in brackets
    ("This Service Level Agreement (SLA) applies to the Wholesale Services Agreement (WSA) between Edge Centres "
     "Australia Pty Ltd (Edge Centres) and You (Client).", "Edge Centres Australia Pty Ltd"),
    # ... near miss: the customer named first, the provider by its role, names no provider
    ("This Agreement is made between Orion Labs Inc. (Customer) and the Provider (Supplier).", None),
])
def test_the_party_an_agreement_with_you_is_made_by(reads, text, expected):
    reads(text, "vendor", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Rogers, Power Availability (lawinsider.com/dictionary/power-availability): a circuit pair's load that voids the
    # guarantee is no level (read availability_pct 80)
    ("Power Availability means providing uninterrupted electrical Power to the data center infrastructure and the "
     "Equipment providing your Service. This Guarantee is not available if you have contracted for only A-Side Power "
     "Circuit(s) (without a B-Side Circuit(s)) or if your total utilization of an A & B Side pair exceeds 80% of the "
     "capacity of one of the circuits in the pair.", None),
    # ... near misses: the level beside such a condition stays, and a level stated alone is read
    ("Power is available 100% of the time provided that the utilization of each circuit does not exceed 80% of its "
     "capacity.", 100),
    ("Power will be available 99.99% of the time in any calendar month.", 99.99),
])
def test_a_circuits_load_is_no_availability(reads, text, expected):
    reads(text, "availability_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # Interxion / Midasplayer, Services Agreement (sec.gov, King exhibit 10.03): the term named the agreement period
    ("The Initial Agreement Period is 36 months.", 36),
    # ... near miss: a period after it is no term
    ("The notice period after the end of the Agreement Period is 3 months.", None),
])
def test_the_agreement_period_is_the_term(reads, text, expected):
    reads(text, "term_months", expected, language="en")


ORDER = ("| Item | Rack power (kW) | Term (months) |\n|---|---|---|\n| Cabinet | 40 | 36 |\n")


@pytest.mark.parametrize("text, key, expected", [
    # a service order's form states the unit once in the column's header, over bare figures (Interxion's "Initial
    # Agreement Period (in months)", Switch's and PDC's order tables): the figures carry it
    (ORDER, "rack_power_kw", 40),
    (ORDER, "term_months", 36),
    ("| Service | Availability (%) |\n|---|---|\n| Colocation | 99.99 |\n", "availability_pct", 99.99),
    # ... near misses: another unit in the brackets (energy is no power) and a header with no unit leave the figures
    # as they were
    ("| Item | Energy (kWh) |\n|---|---|\n| Cabinet | 1200 |\n", "rack_power_kw", None),
    ("| Item | Rack power |\n|---|---|\n| Cabinet | 40 |\n", "rack_power_kw", None),
])
def test_a_unit_in_the_column_header(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # Interxion / Midasplayer, Services Agreement (sec.gov, King exhibit 10.03): European drafting defines each party
    # "hereinafter" and in single quotes ("by and between InterXion Sverige AB, (hereinafter 'Interxion') ... and
    # Midasplayer AB (hereinafter the 'Customer')"); with the roles named that way, both parties are read
    ("This Agreement is made by and between Northwind Compute GmbH (hereinafter 'Provider') and Orion Labs AB "
     "(hereinafter the 'Customer').", "vendor", "Northwind Compute GmbH"),
    ("This Agreement is made by and between Northwind Compute GmbH (hereinafter 'Provider') and Orion Labs AB "
     "(hereinafter the 'Customer').", "customer", "Orion Labs AB"),
    ("This Agreement is made between Orion Labs AB (hereinafter referred to as 'Client') and Northwind Compute GmbH "
     "(hereinafter 'Supplier').", "vendor", "Northwind Compute GmbH"),
    # ... near miss: a party defined by its own short name names no role
    ("This Agreement is made by and between InterXion Sverige AB (hereinafter 'Interxion') and Midasplayer AB.",
     "vendor", None),
])
def test_roles_defined_hereinafter_in_single_quotes(reads, text, key, expected):
    reads(text, key, expected, language="en")


def test_a_place_name_is_looked_up_as_a_defined_party_without_a_pattern_of_its_own(reads, monkeypatch):
    """Whether a site's name is a party's defined term ("(the \"Corserva\")") is asked of every name the site
    reader reads: the openings are the rule's one pattern, made with the build, and a name costs a search for
    itself, not a pattern of every opening, the name and the quotes compiled afresh (~0.2 ms a name, in every
    process's first text). Same readings: the defined party is no place, the place beside it is one."""
    import re

    parsed: list[str] = []
    parse = re._parser.parse

    def counted(pattern, *args):
        parsed.append(str(pattern))
        return parse(pattern, *args)

    monkeypatch.setattr(re._parser, "parse", counted)
    reads('Colocation at Weehawken Cloud Inc. (the "Weehawken Cloud"). The Equipment is located in its '
          'Secaucus campus.', "location", "Secaucus", language="en")
    reads('Weehawken Cloud Inc. ("Weehawken") hosts the servers. The Equipment is located in the Weehawken '
          'data center.', "location", None, language="en")
    assert not [p for p in parsed if "hereinafter" in p]
