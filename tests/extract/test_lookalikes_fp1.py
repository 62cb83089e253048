"""Session 38's helper fp1: words in contracts that are not about compute which look like SLA terms. A cap on a quantity
of goods, credit lent by a bank, the window a customer has to report an outage, and a response a line above the next
figure are no credit cap, no shortest outage and no other response time; the real SLA wording beside each still reads.

Each look-alike has a positive beside it: the same words about a service level.
"""

import pytest


# a distributor's returns, capped at a share of the batch bought; the sentence deducts a handling fee from the refund
# (扣除10%退货金额), which the cap's money words accept (经销商代理合同模板, https://pixue.com/downloadDoc-101548.html)
PIXUE_RETURNS = ("经销商代理合同\n\n2、若乙方滞销产品要求退换货的(特制、定制品甲方不接受退换),退换货量不得超过该批进货量的5%,"
                 "且产品包装完好无损,产品应整件退换,经甲方同意予以更换等值产品,但乙方需承担来回运输费用及扣除10%退货金额作为甲方包装、"
                 "人工费用\n")


@pytest.mark.parametrize("text, expected", [
    (PIXUE_RETURNS, None),
    ("供货合同\n\n乙方每月退货量不得超过当月采购量的3%，超出部分扣除货款。\n", None),
    # ... the real cap, a share of the month's fee, still reads, also beside a count of the affected cards
    ("服务等级协议\n\n月可用性低于99.9%的，乙方按当月服务费的10%赔偿，赔偿金额不得超过当月服务费的50%。\n", 50),
    ("服务等级协议\n\n因乙方原因导致中断的，乙方应予赔偿，每月赔偿总额不超过受影响GPU数量对应月服务费的30%。\n", 30),
])
def test_a_cap_on_a_quantity_of_goods_is_no_credit_cap(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="zh")


# a bank's revolving line of credit, its advances capped at a share of the collateral (wording of "Revolving Line of
# Credit" clauses: "In no event will Advances be made ... that the aggregate principal amount of all such Advances ...
# would exceed the lesser of $5,000,000 and (i) 80% of the then Eligible Accounts", https://lawinsider.com/clause/
# revolving-line-of-credit-note-and-payments, said in one sentence)
@pytest.mark.parametrize("text, expected", [
    ("Loan Agreement\n\nIn no event will Advances under the Revolving Line of Credit at any one time outstanding exceed "
     "80% of the then Eligible Accounts.\n", None),
    ("Credit Agreement\n\nThe aggregate amount of Letters of Credit outstanding shall not exceed 50% of the Revolving "
     "Commitments.\n", None),
    # ... service credits capped at a share of the month's fee still read, "credit" said twice
    ("Service Level Agreement\n\nService credits in any month shall not exceed 50% of the monthly fee for the affected GPU "
     "nodes.\n", 50),
    ("Service Level Agreement\n\nCredits are applied to the next invoice as a credit against the monthly fee and shall "
     "not exceed 30% of the monthly fee.\n", 30),
])
def test_credit_lent_is_no_service_credit(reads, text, expected):
    reads(text, "credit_cap_pct", expected, language="en")


# Verizon's Web Center (a contact centre's call routing) terms, https://espanol2.verizon.com/business/terms/us/products/
# webcenter: the customer has 48 hours to open a ticket; read min_outage_minutes 2880 ("did not exceed" after it)
VERIZON_WEB_CENTER = (
    "Maximum Simultaneous Transactions / Service Denial Process\n\nIf Customer opens a trouble ticket with the help desk "
    "or Customer Support within 48 hours of Customer's denial of service and determines in its reasonable commercial "
    "judgment that the number of simultaneous in-bound voice calls did not exceed the number of agents stated on the "
    "original Service Order, that outage will be used to calculate whether the service level was met.\n")


@pytest.mark.parametrize("text, expected", [
    (VERIZON_WEB_CENTER, None),
    ("Service Level Agreement\n\nIf Customer submits a support ticket within 24 hours of the incident and the outage "
     "lasted longer than the Provider reports, the Customer's record is used.\n", None),
    # ... a shortest outage still reads where a ticket starts the clock, or records the length
    ("Service Level Agreement\n\nDowntime begins when Customer opens a trouble ticket. Interruptions shorter than 5 "
     "minutes are not counted.\n", 5),
    ("Service Level Agreement\n\nAn outage counts as Downtime if it lasts more than 10 consecutive minutes, as recorded "
     "in the trouble ticket.\n", 10),
])
def test_a_window_to_report_an_outage_is_no_shortest_outage(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="en")


# a heat utility's service promises, one to a line (Urumqi heating company, hotline 960577: a public mini-program page's
# text, found by find_string): "接报后30分钟内响应" over "一般故障2小时内到达现场" read 120 from "响应" and the next line's
# figure, which is the arrival on site
HEATING = "服务承诺\n24小时服务热线：960577\n接报后30分钟内响应\n一般故障2小时内到达现场\n严格执行首问负责制\n"


@pytest.mark.parametrize("text, expected", [
    (HEATING, 30),
    ("服务承诺\n接报后30分钟内响应\n一般故障2小时内到达现场\n", 30),
    # ... a GPU cluster's support lines, the same shape: the response is the first line's
    ("算力服务等级\n故障申报后15分钟内响应\n硬件故障4小时内到达现场\n", 15),
    # ... and a response said before its figure on the next line is still that figure's
    ("服务承诺\n一般故障到达现场\n响应时间2小时\n", 120),
    ("服务承诺\n接报后30分钟内响应。一般故障2小时内到达现场。\n", 30),
])
def test_a_response_closing_a_figures_own_words_is_not_the_next_lines(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")
