"""e112: en misses and wrong values left by session 43.

1. A delivery time that names no thing delivered ("Delivery shall occur within 30 days after the Effective Date") is read
   in a clause about the delivery or the order (its section's heading) of a page titled for the rented compute ("# GPU
   Server Rental Agreement"); not in an agreement titled for nothing rented, not a report delivered, and e110's shift or
   delay of the date still reads nothing.
2. The usable power after a semicolon past a rack's power summed over both feeds is read (guard).
4. An English cap on a share of "the fees" whose period its clause does not say ("credits shall not exceed 50% of the fees
   paid by Customer") is kept with the fee's words as its hedge, as zh75's "不超过服务器租用费用的50%": `check` leaves it
   to a person, worded in English; a month or a stretch of days named in the clause says the period.
3. A term counted in years or months named for the lease or the agreement ("Fifteen (15) Lease Years", "twelve (12)
   calendar months") is the term (term_months); an average power density per cabinet stays no rack's power (a guard: a
   hall's average lets a rack draw less).
6. The GPUs a customer orders in its clause are the order's count, though sites follow them ("Customer orders 64 GPUs in
   two regions"); a fleet's sites after a provider's count still block it (e107).
5. A day of rent or fees given for each hour of an outage ("one (1) day of Base Rent for each hour of the Power
   Interruption") is no shortest outage: no 1440-minute alternative beside the threshold the clause states.

Texts are our own wording.
"""

import pytest

from slacheck import api
from tests.conftest import extracted_terms, make_document


def _rental(heading: str, sentence: str, title: str = "GPU Server Rental Agreement") -> str:
    return (f"# {title}\n\n## 1. Definitions\n\n\"Servers\" means the GPU servers listed in the Order Form.\n\n"
            f"## {heading}\n\n{sentence}\n")


# 1. a delivery clause of a server rental
@pytest.mark.parametrize("heading, title", [
    ("3. Delivery", "GPU Server Rental Agreement"),
    ("3. Orders and Delivery", "GPU Server Rental Agreement"),
    ("3. Delivery", "Bare Metal GPU Cluster Lease"),
])
def test_a_delivery_naming_no_thing_in_a_delivery_clause_of_a_server_rental_is_read(heading, title):
    # 0ba6bf82: nothing read (no thing delivered named in the sentence or its heading)
    text = _rental(heading, "Delivery shall occur within 30 days after the Effective Date.", title)
    t = extracted_terms(text, "en", "rental.md").get("delivery_days")
    assert t is not None and t.value == 30 and t.text == "Delivery shall occur within 30 days", t


@pytest.mark.parametrize("heading, sentence, title", [
    # guards (0ba6bf82 read none either)
    ("3. Delivery", "Delivery shall occur within 30 days after the Effective Date.", "Master Services Agreement"),
    ("3. Delivery", "The Delivery Date shall be extended by one day for each day of delay caused by Customer.",
     "GPU Server Rental Agreement"),
    ("3. Delivery", "If delivery is delayed by more than 90 days, Customer may terminate this Agreement.",
     "GPU Server Rental Agreement"),
    ("7. Fees", "Customer shall pay each invoice within 30 days after the Effective Date.", "GPU Server Rental Agreement"),
    ("9. Confidentiality", "Each party shall return the Confidential Information within 30 days after termination.",
     "GPU Server Rental Agreement"),
])
def test_guard_no_delivery_time_outside_a_delivery_clause_or_in_a_shift_of_it(heading, sentence, title):
    assert "delivery_days" not in extracted_terms(_rental(heading, sentence, title), "en", "rental.md")


def test_a_report_delivered_in_a_delivery_clause_is_no_delivery_time():
    # the report is no rented compute, though the page's title names servers: 0ba6bf82 read none (no subject); a guard
    # of the title's reach (without the `report` blocker it reads 10)
    text = _rental("3. Delivery", "Provider shall deliver the monthly usage report within 10 days after each month.")
    assert "delivery_days" not in extracted_terms(text, "en", "rental.md")


def test_guard_the_servers_delivered_unless_delayed_are_still_read():
    # guard (0ba6bf82 read it too)
    t = extracted_terms("The Servers, unless delayed by Customer, shall be delivered within 30 days.", "en", "rental.md")
    assert t.get("delivery_days") is not None and t["delivery_days"].value == 30


# 2. the usable power after a semicolon
@pytest.mark.parametrize("text", [
    "Each cabinet is provisioned with 7.36 kW total capacity across both feeds; usable power per cabinet 3.68 kW.",
    "Each cabinet is provisioned with 7.36 kW total capacity across both feeds; usable power per cabinet is 3.68 kW.",
])
def test_guard_the_usable_power_after_a_semicolon_is_read_never_the_sum(text):
    # guard (0ba6bf82 read 3.68 too)
    t = extracted_terms(text, "en", "colo.md").get("rack_power_kw")
    assert t is not None and t.value == 3.68, t


# 4. a cap on a share of the fees, their period not said
@pytest.mark.parametrize("text, hedge", [
    ("Service credits shall not exceed 50% of the fees paid by Customer.", "50% of the fees"),
    ("Credits are capped at 25% of the Service Fees.", "25% of the Service Fees"),
])
def test_a_cap_on_a_share_of_the_fees_whose_period_is_not_said_is_hedged(text, hedge):
    # 0ba6bf82: a plain cap (hedge None), `check` passing it as a share of the month's fee
    t = extracted_terms(text, "en", "sla.md").get("credit_cap_pct")
    assert t is not None and t.hedge == hedge, t


def test_check_sends_a_cap_on_the_fees_of_no_stated_period_to_review_in_english():
    # 0ba6bf82: pass
    text = "Monthly Uptime Commitment: 99.9%. Service credits shall not exceed 50% of the fees paid by Customer."
    f = next(f for f in api.check(make_document(text, language="en"), lang="en").findings if f.term == "credit_cap_pct")
    assert f.status == "review", (f.status, f.message)
    assert "does not say is the month's" in f.message and "'50% of the fees'" in f.message, f.message


@pytest.mark.parametrize("text", [
    # guards (0ba6bf82 read them unhedged too): the month, the monthly fee or a stretch of days said in the clause
    "In no event shall credits exceed 50% of the fees paid by Customer for the month in which the outage occurred.",
    "Credits shall not exceed 30% of the monthly fees.",
    "Credits shall not exceed 50% of the Monthly Service Fee.",
    "The credit shall be limited to an amount equal to the service fees charged during 30 (thirty) calendar days "
    "immediately preceding the interruption.",
    "Maximum credit: 30% of MRC.",
    # ... or days of the fee as the cap (e109's lease)
    "If a Power Interruption continues for more than one hour, Tenant shall receive a credit of one (1) day of Base "
    "Rent for each hour of the Power Interruption, not to exceed thirty (30) days of Base Rent in any month.",
])
def test_guard_a_cap_on_the_fees_of_a_stated_period_is_not_hedged(text):
    t = extracted_terms(text, "en", "sla.md").get("credit_cap_pct")
    assert t is not None and t.hedge is None, t


# 5. a day of rent is no outage's length
LEASE_POWER_CREDIT = ("Service Level. Landlord shall provide Critical Power to the Premises with 100% availability. If a Power "
                      "Interruption continues for more than one hour, Tenant shall receive a credit of one (1) day of Base "
                      "Rent for each hour of the Power Interruption, not to exceed thirty (30) days of Base Rent in any month.")


@pytest.mark.parametrize("text, minutes", [
    (LEASE_POWER_CREDIT, 60),
    ("If the Critical Power is interrupted for more than 30 minutes, Provider shall credit Customer one (1) day of the "
     "Monthly Fee for each hour of interruption.", 30),
])
def test_a_day_of_rent_per_hour_is_no_shortest_outage(text, minutes):
    # 0ba6bf82: 1440 (the day of rent) kept as a weaker alternative of min_outage_minutes in the lease; the Monthly Fee's
    # day is a guard (0ba6bf82 kept none there)
    t = extracted_terms(text, "en", "lease.md").get("min_outage_minutes")
    assert t is not None and t.value == minutes, t
    assert 1440 not in [a.value for a in t.alternatives], t.alternatives


def test_a_day_of_rent_alone_reads_no_shortest_outage():
    # guard (0ba6bf82 read none either, the day of rent standing before no threshold word)
    text = "If the Critical Power is interrupted, Tenant shall receive one (1) day of Base Rent for each hour of interruption."
    assert "min_outage_minutes" not in extracted_terms(text, "en", "lease.md")


def test_guard_a_length_of_an_outage_of_service_is_still_read():
    # guard (0ba6bf82 read it too): "of service interruption" names the outage, no amount
    t = extracted_terms("Outages lasting more than one hour of service interruption are counted.", "en", "sla.md")
    assert t.get("min_outage_minutes") is not None and t["min_outage_minutes"].value == 60


# 3. a term in lease years; an average density
@pytest.mark.parametrize("text, months", [
    ("The Lease Term shall be Fifteen (15) Lease Years.", 180),
    ("The Term of this Agreement shall be three (3) Contract Years.", 36),
    ("The Term shall be twelve (12) calendar months from the Effective Date.", 12),
])
def test_a_term_in_lease_or_contract_years_is_read(text, months):
    # 0ba6bf82: nothing read (no unit of time known in "Lease Years", "calendar months")
    t = extracted_terms(text, "en", "lease.md").get("term_months")
    assert t is not None and t.value == months, t


def test_guard_an_initial_term_in_years_is_read():
    # guard (0ba6bf82 read it too)
    t = extracted_terms("This Lease has an initial term of 12 years.", "en", "lease.md").get("term_months")
    assert t is not None and t.value == 144, t


def test_guard_an_average_power_density_is_no_racks_power():
    # guard (0ba6bf82 read none either): the hall's average, no power each rack may draw
    text = "The data hall supports an average power density of 40 kW per cabinet."
    assert "rack_power_kw" not in extracted_terms(text, "en", "colo.md")


# 6. the customer's order spread over sites
@pytest.mark.parametrize("text", [
    "Customer orders 64 GPUs in two regions.",
    "Customer orders 64 NVIDIA H100 GPUs across 2 data centers.",
])
def test_the_gpus_the_customer_orders_over_several_sites_are_the_order(text):
    # 0ba6bf82: nothing read (e107's fleet sign after the figure)
    t = extracted_terms(text, "en", "order.md").get("gpu_count")
    assert t is not None and t.value == 64, t


@pytest.mark.parametrize("text", [
    # guards (0ba6bf82 read none either): a provider's fleet by its sites
    "Provider has 10,000 GPUs in six regions.",
    "The provider runs 5,000 GPUs across 3 data centers, and Customer orders capacity there.",
])
def test_guard_a_fleet_by_its_sites_is_no_order(text):
    assert "gpu_count" not in extracted_terms(text, "en", "order.md")
