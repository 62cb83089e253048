"""Session 38's helper fp2: service promises of other services that look like the compute SLA's terms. A contact
centre's answer to e-mailed inquiries, a sold machine's repair under its warranty, a credit for goods returned capped at
a share of purchases, and the notice of a factory's shutdown are no response time, recovery time, credit cap or
maintenance notice; the same words about the compute service beside each still read.

Each look-alike has a positive beside it: the same words about the rented compute.
"""

import pytest


# a call centre's service level: the end customers' e-mails answered ("Response time for email ... should not exceed 48
# hours and non-peak hours 24 hours", a customer-service call-centre bid, https://www.bidnetdirect.com/texas/
# solicitations/closed-bids/statewide/Customer-Service-Call-Center/1220007889; said here as a contract's line): an
# inquiry answered is no fault responded to, as "Sales inquiries" already are not
@pytest.mark.parametrize("text, expected", [
    ("Service Levels\n\nEmail inquiries shall be responded to within 24 hours.\n", None),
    ("Service Level Agreement\n\nEmail inquiries from Customer's end users shall be responded to within one (1) business "
     "day.\n", None),
    ("Service Levels\n\nEnquiries received by e-mail will be answered within 24 hours.\n", None),
    # ... the customer's support e-mails and support inquiries are fault reports: still read
    ("Service Level Agreement\n\nCustomer's support e-mails are answered within 24 hours.\n", 1440),
    ("Service Level Agreement\n\nSupport inquiries are answered within 2 hours.\n", 120),
    ("Service Level Agreement\n\nTechnical support inquiries by email are answered within 4 hours.\n", 240),
])
def test_an_inquiry_answered_is_no_fault_response(reads, text, expected):
    reads(text, "response_minutes", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("服务等级\n\n客户咨询邮件24小时内回复。\n", None),
    ("服务等级\n\n咨询类问题24小时内答复。\n", None),
    # ... a fault's response beside an inquiry's, and technical support's e-mail, still read
    ("服务等级\n\n咨询类问题：24小时内响应；故障类问题：15分钟内响应。\n", 15),
    ("服务等级协议\n\n乙方提供7×24小时技术咨询与故障申报服务，故障15分钟内响应。\n", 15),
    ("服务等级协议\n\n技术支持邮件24小时内回复。\n", 1440),
])
def test_an_inquiry_answered_is_no_fault_response_zh(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


# an equipment sale's warranty (before the warranty expires "the seller should bear all the costs and immediately ...
# Repair or correction of the equipment or spare parts", an equipment procurement contract's guarantee,
# https://13l.net/index.php/l/64028752.html): the buyer's own machine mended, no rented service restored
@pytest.mark.parametrize("text, expected", [
    ("Equipment Purchase Agreement\n\nWarranty. Seller shall repair or replace defective Equipment within five (5) "
     "business days.\n", None),
    ("Equipment Purchase Agreement\n\nDuring the Warranty Period, Seller shall repair or replace any defective Equipment "
     "within five (5) business days.\n", None),
    # ... the provider repairing the GPUs it rents out still reads
    ("Service Level Agreement\n\nProvider shall repair or replace a failed GPU within four (4) hours.\n", 4),
])
def test_a_sold_machines_warranty_repair_is_no_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("设备买卖合同\n\n设备保修期内5个工作日内维修或更换。\n", None),
    ("设备采购合同\n\n保修期内设备出现故障的，乙方应在5个工作日内维修或更换。\n", None),
    # ... a rental's repair, also where the rent includes free repairs (保修服务, no warranty period), still reads
    ("GPU服务器租赁合同\n\nGPU卡出现故障的，乙方应在4小时内维修或更换。\n", 4),
    ("服务等级协议\n\n租赁期内乙方提供免费保修服务，GPU卡故障4小时内更换。\n", 4),
])
def test_a_sold_machines_warranty_repair_is_no_recovery_time_zh(reads, text, expected):
    reads(text, "recovery_hours", expected, language="zh")


# a distributor's returns credited, capped at a share of its purchases (stock-rotation clauses of distribution
# agreements, said in one sentence): no share of a month's service fee
@pytest.mark.parametrize("text, expected", [
    ("Distribution Agreement\n\nReturns credit: Distributor may return unsold Products for credit up to a maximum of 20% "
     "of the monthly purchases.\n", None),
    ("Distribution Agreement\n\nDistributor shall receive a credit for returned Products, provided that such credits "
     "shall not exceed 20% of Distributor's purchases in the preceding month.\n", None),
    # ... a service credit's cap still reads, also where the customer "purchases" the services
    ("Service Level Agreement\n\nService credits are capped at a maximum of 20% of the monthly fee.\n", 20),
    ("Service Level Agreement\n\nCredits for unavailability shall not exceed 20% of the monthly fee for the Services "
     "Customer purchases.\n", 20),
])
def test_a_credit_for_goods_returned_is_no_credit_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("经销合同\n\n经销商退货补偿不超过月采购额的20%。\n", None),
    ("经销合同\n\n退货的，甲方给予乙方退货补偿，补偿金额最高不超过当月采购金额的20%。\n", None),
    # ... a compensation capped at a share of the month's service fee still reads
    ("服务等级协议\n\n月可用性低于99.9%的，乙方给予补偿，补偿金额最高不超过当月服务费的20%。\n", 20),
])
def test_a_credit_for_goods_returned_is_no_credit_cap_zh(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="zh")


# a plant's maintenance shutdown announced to the buyer of its output ("Buyer acknowledges that the Plant and the Tolling
# Facility will require periodic maintenance shutdowns. Seller will give Buyer ninety (90) Days prior Notice of scheduled
# major maintenance shutdowns", https://www.lawinsider.com/clause/maintenance-shutdowns): the goods' supply stops, no
# service's planned maintenance
LAWINSIDER_TOLLING = (
    "Maintenance Shutdowns\n\nBuyer acknowledges that the Plant and the Tolling Facility will require periodic maintenance "
    "shutdowns. Seller will give Buyer ninety (90) Days prior Notice of scheduled major maintenance shutdowns and the "
    "expected duration of each major shutdown.\n")


@pytest.mark.parametrize("text, expected", [
    (LAWINSIDER_TOLLING, None),
    ("Supply Agreement\n\nSupplier shall give Buyer 30 days notice of any scheduled plant shutdown for maintenance.\n",
     None),
    ("Supply Agreement\n\nFor each plant shutdown for maintenance, Supplier gives Buyer 30 days notice.\n", None),
    # ... a data centre's shutdown, its chiller plant's or its power supply's, still reads
    ("Service Level Agreement\n\nProvider shall give Customer 30 days notice of any scheduled data centre shutdown for "
     "maintenance.\n", 720),
    ("Service Level Agreement\n\nProvider shall give Customer 5 days notice of any chiller plant shutdown for "
     "maintenance.\n", 120),
    ("Colocation Agreement\n\nProvider will give Customer ten (10) days prior notice of scheduled maintenance shutdowns "
     "of the power supply.\n", 240),
])
def test_a_plant_shutdown_notice_is_no_maintenance_notice(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="en")


@pytest.mark.parametrize("text, expected", [
    ("供货合同\n\n工厂停产检修提前30天通知。\n", None),
    ("供货合同\n\n乙方工厂停产检修，应提前30天书面通知甲方。\n", None),
    # ... a machine room's maintenance still reads
    ("算力服务协议\n\n机房计划内维护，乙方应提前72小时通知甲方。\n", 72),
    ("服务等级协议\n\n机房制冷设备检修，乙方应提前5天通知甲方。\n", 120),
])
def test_a_plant_shutdown_notice_is_no_maintenance_notice_zh(reads, text, expected):
    reads(text, "maintenance_notice_hours", expected, language="zh")
