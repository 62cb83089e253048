"""English colocation wordings found and read by e94 (session 41): a notice period given "with" a figure is no delivery
lead time; a claim window said as a digit ordinal day of the following month is that many days; a power total in
brackets right after a count of cabinets is their total, no cabinet's.

Each positive has a near miss or a guard beside it (guards pass on 7dbae7fd too, and say so).
"""

import pytest

# APC Hosting's Hardware Service Level Agreement (https://www.apc.sg/hardware-sla.php), two of its bullets
APC_NOTICE = ("APC Hosting assures the Customer of the following service levels and standards for our hardware:\n\n"
              "- Regular maintenance, servicing and upgrading may be undertaken for server hardware.\n"
              "- Provision of at least 24 hours written notice prior to any scheduled and upgrade maintenance via email "
              "sent to the Customer's email address.\n")
APC_CLAIM = ("In order for you to receive a credit, you must request such credit by 7th day of the following month in "
             "which you experienced hardware failure.")

# Indiana University, IUPUI Data Center specifications (https://kb.iu.edu/d/bhqh), "key specifications"
IUPUI = ("IUPUI Data Center key specifications\n\n"
         "- Provide capacity for 141 cabinets (475 kW)\n"
         "- Cabinet maximum power capacity varies between 5-15 kW, depending on the location\n"
         "- Cabinet voltage capacity: 208 V\n")


def test_a_notice_given_is_no_delivery_time(reads):
    # 7dbae7fd: delivery_days 1 ("Provision of at least 24 hours", the server hardware of the line before its subject)
    reads(APC_NOTICE, "delivery_days", None, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # guards (pass on 7dbae7fd too): the notice is still the maintenance notice; a delivery time with a notice later in
    # its clause, and a provisioning time, still read
    (APC_NOTICE, "maintenance_notice_hours", 24),
    ("Provider shall deliver the Customer Space within 30 days of the Effective Date and give Customer written notice of "
     "delivery.", "delivery_days", 30),
    ("Servers are provisioned within 24 hours of the order.", "delivery_days", 1),
])
def test_a_notice_named_later_leaves_the_delivery_time(reads, text, key, expected):
    reads(text, key, expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # 7dbae7fd: no claim window (a digit ordinal was no number)
    (APC_CLAIM, 7),
    ("Credits must be requested no later than the 10th day of the following month.", 10),
    ("Customer must request the credit by the 5th business day of the following month.", 5),
])
def test_a_day_of_the_following_month_is_a_claim_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    # guards (pass on 7dbae7fd too): a day of every month is a date, no count; the window stated elsewhere stands
    ("Invoices are payable on the 5th of each month; credit requests must be submitted within 30 days.", 30),
    ("The rebate calculation will be completed before the 15th day of the following month.", None),
])
def test_a_day_of_each_month_is_no_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="en")


def test_a_power_in_brackets_after_a_count_of_cabinets_is_their_total(extracted):
    # 7dbae7fd: rack_power_kw 475 at 0.9 (the whole data centre's capacity read as each cabinet's)
    term = extracted("Provide capacity for 141 cabinets (475 kW)", "rack_power_kw", 3.369, language="en")
    assert term.value == 3.369 and term.text == "141 cabinets (475 kW"


def test_a_cabinets_own_power_stated_beside_the_total_wins(extracted):
    # 7dbae7fd: rack_power_kw 475 (in conflict with the 5, as strong)
    term = extracted(IUPUI, "rack_power_kw", 5, language="en")
    assert term.value == 5
    assert 475 not in {a.value for a in term.alternatives}


@pytest.mark.parametrize("text, expected", [
    # guards (pass on 7dbae7fd too): a total before its cabinets in brackets, and each cabinet's own figure in brackets
    ("Contracted Power: 480 kW (24 Cabinets)", 20),
    ("The Customer orders 2 cabinets (20 kW each).", 20),
])
def test_a_cabinets_own_power_in_brackets_still_reads(reads, text, expected):
    reads(text, "rack_power_kw", expected, language="en")
