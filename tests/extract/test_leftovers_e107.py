"""e107: extraction leftovers of session 42.

- A claim window in working days ("7个工作日内提出申请", "within 7 business days") is no window of that many calendar
  days stated: it is read at its least (the deadline it gives is never later than the contract's) as a derived term, and
  the claim-window finding quotes the working days it was worked out from.
- "operates" alone is no sign of a provider's fleet ("Provider operates 64 GPUs dedicated to Customer" is the order); a
  fleet is one with a sign of it (clusters, data centres, regions, "across").
- A page saved as .txt: what its <script> and <style> elements hold is no text a reader sees.
- A sentence opening with "However"/"But" before "we guarantee 99.99%" states the provider's level (guards).
- A credit per outage said "not in addition to" the month's credit ("不另外赔偿", "并非另外") is not added to it.

The sentences are the test's own, worded as GPU-cloud and colocation pages word them.
"""

import re
from decimal import Decimal

import pytest

from slacheck import api
from tests.conftest import make_document
from tests.extract.test_zh_wordings_zh65 import term
from tests.sla.test_credit_periods_mo25 import ROWS, TIER, ZH, _month


def finding(text: str, rule: str, lang: str):
    return next(f for f in api.check(make_document(text, language=lang), lang=lang).findings if f.rule == rule)


# 1. a claim window in working days: at its least, derived, the finding quoting the working days ---------------------

WORKING_DAY_WINDOWS = [
    ("# 算力租赁服务协议\n5.3 服务赔偿申请：甲方须在次月7个工作日内提出申请。\n", "zh", 7, "7个工作日"),
    ("# GPU Service Level Agreement\n5.3 Customer must request a Service Credit within 7 business days after the end "
     "of the month.\n", "en", 7, "7 business days"),
    ("# GPU Service Level Agreement\n5.3 To receive a credit, Customer must submit a claim within 30 working days of the "
     "end of the month in which the outage occurred.\n", "en", 30, "30 working days"),
]


@pytest.mark.parametrize("text, lang, days, words", WORKING_DAY_WINDOWS)
def test_a_claim_window_in_working_days_is_derived_not_stated(reads, text, lang, days, words):
    # main: the same figure as an operative term (0.9), as if the contract gave that many calendar days
    t = reads(text, "claim_window_days", days, language=lang)
    assert t.evidence_kind == "derived", t


@pytest.mark.parametrize("text, lang, days, words", WORKING_DAY_WINDOWS)
def test_the_claim_window_finding_quotes_the_working_days(text, lang, days, words):
    # main: "the claim window is 7 days, below the required 30 days", nothing saying they are working days
    f = finding(text, "claim-window", lang)
    # the contract's working days, or the same count said as business days (cr16's one English word for them)
    assert f.value == days and (words in f.reason or words.replace("working", "business") in f.reason), f.reason
    # the unit is said, never the count as calendar days (cr16, session 44: "索赔期限为7个工作日", "30 business days";
    # e107 asked for "推算"/"worked out" while the finding named no unit)
    assert not re.search(rf"(为|is ){days}(天| days)", f.reason), f.reason


def test_a_claim_window_in_calendar_days_stays_stated(reads):
    # guard (main read this too): a window of days is the contract's own figure
    t = reads("# GPU Service Level Agreement\n5.3 Customer must request a Service Credit within 30 days after the end "
              "of the month.\n", "claim_window_days", 30, language="en")
    assert t.evidence_kind != "derived", t


# 3. "operates" needs a sign of a fleet ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Provider operates 64 GPUs dedicated to Customer.",
    "The Provider operates 64 H100 GPUs for Customer under this Order.",
    "We operate 64 H100 GPUs reserved for Customer.",
])
def test_running_the_ordered_gpus_is_the_order(text):
    # main: no gpu_count ("operates" blocked it as a fleet)
    t = term(text, "gpu_count", "en")
    assert t is not None and t.value == 64, t


@pytest.mark.parametrize("text", [
    "We operate 12 clusters of 1,024 GPUs.",
    "We operate 10,000 GPUs in six regions.",
    "Provider operates 5,000 GPUs across 3 data centers.",
    "We run 4,096 GPUs across our regions.",
])
def test_a_fleet_is_still_no_order(text):
    # guard (main read none of these either): a fleet by its clusters, regions or data centres
    assert term(text, "gpu_count", "en") is None


# 4. a page saved as .txt: its scripts and style sheets are not read -------------------------------------------------

PAGE = """<!DOCTYPE html>
<html><head><title>GPU Cloud SLA</title>
{head}
</head><body>
<h1>GPU Cloud Service Level Agreement</h1>
<p>Provider will notify Customer by e-mail before any scheduled maintenance.</p>
</body></html>
"""


@pytest.mark.parametrize("head, key", [
    ('<script>\nwindow.dataLayer = window.dataLayer || [];\nvar config = {"maintenance": "Provider will notify Customer '
     'of maintenance at least 24 hours in advance."};\n</script>', "maintenance_notice_hours"),
    ("<style>.uptime { width: 99.5%; }</style>", "availability_pct"),
])
def test_a_pages_script_and_style_are_not_read(tmp_path, head, key):
    # main: 24 hours from the script's string, 99.5 from the style sheet's width
    path = tmp_path / "sla.txt"
    path.write_text(PAGE.format(head=head), encoding="utf-8")
    terms = {t.key: t for t in api.extract([path]).terms}
    assert key not in terms, terms[key]


def test_a_pages_text_beside_a_script_is_still_read(tmp_path):
    # guard (main read this too): the page's own paragraph
    path = tmp_path / "sla.txt"
    path.write_text(PAGE.format(head="<script>var x = 1;</script>").replace(
        "by e-mail before any scheduled maintenance", "at least 72 hours before scheduled maintenance"), encoding="utf-8")
    terms = {t.key: t for t in api.extract([path]).terms}
    assert terms["maintenance_notice_hours"].value == 72


# 5. "However"/"But" before the provider's own level (guards: main read these right) ---------------------------------

@pytest.mark.parametrize("text, lang", [
    ("# GPU Service Level Agreement\n1.1 Many providers promise only 99.5%. However, we guarantee 99.99% availability "
     "each month.\n", "en"),
    ("# GPU Service Level Agreement\n1.1 Availability targets vary. But we guarantee 99.99% monthly availability.\n", "en"),
    ("# GPU服务等级协议\n1.1 行业普遍仅为99.5%。但我们承诺99.99%的月度可用性。\n", "zh"),
    ("# GPU服务等级协议\n1.1 但我们承诺99.99%的月度可用性。\n", "zh"),
])
def test_a_level_after_however_or_but_is_the_providers(reads, text, lang):
    t = reads(text, "availability_pct", 99.99, language=lang)
    assert not t.conflict, t


# 6. a credit per outage "not in addition to" the month's is not added --------------------------------------------------

@pytest.mark.parametrize("text", [
    TIER + "For each outage, Customer is entitled to the following compensation, not in addition to the credit "
    "above:\n\n" + ROWS,
    TIER + "For each outage, Customer is entitled to the following compensation (which is not in addition to any other "
    "credit):\n\n" + ROWS,
    ZH.format(clause="单次故障时间超过2小时的，乙方赔偿2天服务时长，不另外赔偿。"),
    ZH.format(clause="单次故障时间超过2小时的，乙方赔偿2天服务时长，该赔偿并非另外赔偿。"),
    ZH.format(clause="单次故障时间超过2小时的，乙方不另外赔偿2天服务时长。"),
])
def test_a_credit_not_in_addition_is_not_added(tmp_path, text):
    # main: 6,100.00 / 5,100.00, the days added to the tier's 3,100.00 as if the words owed them besides it
    month = _month(tmp_path, text)
    assert month.credit_amount == Decimal("3100.00")
    assert not any("owed in addition" in r for r in month.review), month.review


def test_a_credit_in_addition_is_still_added(tmp_path):
    # guard (main did this too): mo25's words adding it
    assert _month(tmp_path, ZH.format(clause="单次故障时间超过2小时的，乙方另外赔偿2天服务时长。")).credit_amount == Decimal("5100.00")


# 2. a rack's price with an aside in brackets between the rack and its verb ------------------------------------------

@pytest.mark.parametrize("text, lang, price", [
    ("# Colocation Order\n2.1 Each cabinet (power and cooling included) is $1,400/month.\n", "en", 1400),
    ("# Colocation Order\n2.1 Each rack (2 kW, cooling included) costs $1,400 per month.\n", "en", 1400),
])
def test_a_rack_price_past_an_aside_in_brackets(reads, text, lang, price):
    # main: no price_rack_month (the aside parted "cabinet" from "is … /month")
    reads(text, "price_rack_month", price, language=lang)


def test_a_rack_price_past_a_chinese_aside_stays(reads):
    # guard (main read this too): the zh label leads the price past the aside
    reads("# 机柜租用协议\n2.1 每个机柜（含电力及制冷）月租金为8000元。\n", "price_rack_month", 8000, language="zh")


def test_a_price_of_the_racks_power_is_still_no_rack_price(reads):
    # guard (main read this too): a rack's power priced is no rack's price
    reads("# Colocation Order\n2.1 Each rack is provided with 5 kW of power at $300 per month.\n", "price_rack_month", None,
          language="en")
