"""e112: en misses and wrong values left by session 43.

1. A delivery time that names no thing delivered ("Delivery shall occur within 30 days after the Effective Date") is read
   in a clause about the delivery or the order (its section's heading) of a page titled for the rented compute ("# GPU
   Server Rental Agreement"); not in an agreement titled for nothing rented, not a report delivered, and e110's shift or
   delay of the date still reads nothing.
2. The usable power after a semicolon past a rack's power summed over both feeds is read (guard).

Texts are our own wording.
"""

import pytest

from tests.conftest import extracted_terms


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
