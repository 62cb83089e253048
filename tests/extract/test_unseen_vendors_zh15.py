"""Chinese wordings after session 19 (Z29's leftovers, and vendors nobody had run): a yearly rent restated
per month read as no monthly fee, an aimed-at response time read over the firm limit after 但, kinds rented
that are all dedicated read as a list of options, and a Chinese clause-end stop that cut English phrases
at a comma, each quoted short in our own words.

Each positive stands beside a near miss: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # the rent restated per month is the monthly fee, though written with "about"
    ("年租金24万元，约合2万元/月。", 20000),
    ("年服务费36万元，折合3万元/月。", 30000),
    # ... while what a charge billed by use comes to is an estimate of that charge
    ("电费按实际用量另计，1元/度，折合约2000元/月。", None),
    ("带宽费按流量计收，约合3000元/月。", None),
])
def test_a_rent_restated_per_month_is_the_monthly_fee(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # kinds of servers rented that are all dedicated: the contract's isolation
    ("租用的GPU服务器分为两类：训练服务器和推理服务器，均为独享，不与其他客户共享。", "dedicated"),
    # ... while a dedicated kind named as one item beside another is one option among those offered
    ("服务器分为两类：一类为独享服务器，不与他人共享；一类为共享服务器。", None),
])
def test_kinds_that_are_all_dedicated_are_no_options(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # an aim, then the firm limit after "but": the limit is the promise (en.yaml's limit_joiners in Chinese)
    ("力争30分钟内响应，但最迟不超过2小时。", 120),
    ("故障响应时间：力争30分钟内响应，但是无论如何不超过2小时。", 120),
    # ... while a response time beside the time of another act keeps its own figure
    ("30分钟内响应，2小时内解决。", 30),
])
def test_a_firm_limit_after_but_bounds_the_aim(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


@pytest.mark.parametrize("text, lang, expected", [
    # an English month's total allowed, its words across commas, restates the availability (zh.yaml's
    # clause-end stops are for zh.yaml's phrases)
    ("In each monthly cycle, interruption of power, as logged at the feed, shall not exceed 4.4 minutes.", "en", None),
    ("The monthly total, interruption included, shall not exceed 5 minutes.", "en", None),
    # ... while a threshold across commas stays one
    ("In each cycle, interruptions shorter than 5 minutes, as logged at the feed, are not counted.", "en", 5),
    # ... and a Chinese self-healing service named before a comma still is no threshold (Z29)
    ("在5分钟内自动恢复的服务包括数据库，停机期间数据不丢失。", "zh", None),
])
def test_a_languages_gap_stops_bind_its_own_phrases(reads, text, lang, expected):
    reads(text, "min_outage_minutes", expected, language=lang)


@pytest.mark.parametrize("text, expected", [
    # the per-month mark written right after the rent is the rent's: the electricity after it is priced alone
    ("机柜租金5000元/月，电费2000元。", 5000),
    # ... and with its own mark the electricity is a second monthly figure, no longer the stronger one
    ("机柜租金5000元/月，电费2000元/月。", 5000),
    # ... while a monthly rent named after another charge is the monthly fee
    ("押金5000元，月租金2000元。", 2000),
])
def test_a_trigger_written_right_after_a_figure_is_that_figures(reads, text, expected):
    reads(text, "monthly_fee", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # "year term" right after the initial five years is theirs, not the renewal year's after it
    ("This Agreement continues for an initial period of five (5) years and renews for one (1) year periods unless "
     "notice is given before the end of the initial five (5) year term or any one (1) year renewal.", 60),
    # ... while a term named before its own figure keeps it
    ("The initial term is three (3) years, renewing for one (1) year periods.", 36),
])
def test_a_term_word_right_after_a_figure_is_that_figures(reads, text, expected):
    reads(text, "term_months", expected, language="en")


@pytest.mark.parametrize("text, key, expected", [
    # an article on what a lease should hold: what contracts need or commonly say is nobody's commitment
    ("维护条款需约定定期设备巡检周期，并明确计划性维护的事前通知义务，通常要求提前72小时书面告知。",
     "maintenance_notice_hours", None),
    ("服务等级协议(SLA)应包含以下关键指标：\n- 网络可用性不低于99.9%\n- 电力中断恢复时间≤15分钟\n", "recovery_hours", None),
    # ... nor is a list a survey's lead-in introduces ("部分平台" in the line that ends with a colon)
    ("部分平台的服务标准如下：\n- 电力中断恢复时间≤15分钟\n", "recovery_hours", None),
    # ... while the contract's own notice, its own list, and its own list after a survey's are terms
    ("乙方进行计划性维护的，应提前72小时书面告知甲方。", "maintenance_notice_hours", 72),
    ("乙方提供的服务应包括以下内容：\n- 电力中断恢复时间≤15分钟\n", "recovery_hours", 0.25),
    ("部分平台的服务标准如下：\n- 电力中断恢复时间≤15分钟\n\n乙方承诺：\n- 电力中断恢复时间≤30分钟\n", "recovery_hours", 0.5),
])
def test_an_article_on_what_contracts_hold_states_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, other", [
    # a price written as a range fixes neither end: the low end is no price the contract commits to, so the
    # term goes to review with the other end beside it (a university price list gives 3 to 8 yuan a card-hour)
    ("GPU租用价格为3-8元/卡时。", "price_gpu_hour", 8),
    ("机柜租金8000-12000元/柜/月。", "price_rack_month", 12000),
    # ... while one price is the price
    ("GPU租用价格为8元/卡时。", "price_gpu_hour", None),
    ("机柜租金8000元/柜/月。", "price_rack_month", None),
])
def test_a_price_range_is_left_to_review(extracted, text, key, other):
    term = extracted(text, key, True, language="zh")
    assert term.conflict is (other is not None)
    assert [a.value for a in term.alternatives if a.reason == "conflict"] == ([other] if other is not None else [])
