"""Credits in days or hours of service left over by cr2 (session 34's helper cr3).

- A list under a heading that names the credit in days ("服務補償天數", "Service credit (days)") over bare lines of a band
  and a count of days ("< 99% ~ > 95%：3 天") is the same tier list as cr2's table form: days/30 of the fee, derived.
- Vultr's credit by the length of one outage ("| 10 – 59 minutes | 24 Hours |") is a credit per incident: no tier, no
  per-hour rate, and no shortest outage where its table pays from the first minute.
- "另按当月服务费的5%赔偿" is a remedy given besides another: its 2 hours are no outage's threshold to count at all.
"""

import pytest

from tests.extract.test_credit_days_cr2 import \
    test_a_credit_in_days_of_service_is_its_share_of_a_30_day_month as days_of_service_read

# https://faq.hearty.me/legal/sla (zh-tw): "< 99% ~ > 95%：3 天", "< 95% ~ > 90%：7 天"; here under the heading the
# brief names, the commitment above it
LISTED = [
    ("服務等級協議\n\n本公司承諾每月服務可用性達99%。\n\n服務補償天數\n\n< 99% ~ > 95%：3 天\n\n< 95%：7 天\n",
     [(99.0, 3), (95.0, 7)]),
    ("服務等級協議\n\n本公司承諾每月服務可用性達99%。\n\n服務補償天數\n\n- < 99% ~ > 95%：3 天\n- < 95% ~ > 90%：7 天\n- < 90%：15 天\n",
     [(99.0, 3), (95.0, 7), (90.0, 15)]),
    ("Service Level Agreement\n\nMonthly uptime commitment: 99.9%.\n\nService credit (days)\n\n< 99.9% ~ >= 99%: 1 day\n\n"
     "< 99%: 7 days\n", [(99.9, 1), (99.0, 7)]),
]


@pytest.mark.parametrize("text, tiers", LISTED)
def test_days_listed_under_a_heading_naming_days_are_tiers(extracted, text, tiers):
    # read as cr2's days of service are: days/30 of the fee, derived (0.7), the days quoted
    days_of_service_read(extracted, text, tiers)


@pytest.mark.parametrize("text", [
    # the heading names days, the lines under it are no levels: a claim period and a review time in days
    "服務等級協議\n\n本公司承諾每月服務可用性達99%。\n\n服務補償天數\n\n申請期限：7 天\n\n審核時間：3 天\n",
    "Service Level Agreement\n\nMonthly uptime commitment: 99.9%.\n\nService credit (days)\n\nClaims must be filed within "
    "30 days.\n\nCredits expire after 7 days.\n",
    # a level and a count of days on one line right under the heading, no band: no tier
    "Service Level Agreement\n\nService credit (days)\n\nMonthly uptime commitment: 99.9%, reviewed every 7 days.\n",
    # the lowest row pays more days than the month at 30 days: none of the list is read (as cr2's table form)
    "服務等級協議\n\n本公司承諾每月服務可用性達99%。\n\n服務補償天數\n\n< 99% ~ > 95%：3 天\n\n< 95%：31 天\n",
])
def test_a_heading_naming_days_over_no_sure_rows_reads_no_tiers(extracted, text):
    extracted(text, "credit_tiers", None)


# https://www.vultr.com/legal/sla/: "| Outage Time Frame | Credit Amount |" over "| Less than 9 minutes | 12 Hours |",
# "| 10 – 59 minutes | 24 Hours |": each outage earns hours of service by its own length
VULTR = ("Service Level Agreement\n\nVultr guarantees 100% network uptime.\n\n| Outage Time Frame | Credit Amount |\n"
         "|---|---|\n| Less than 9 minutes | 12 Hours |\n| 10 – 59 minutes | 24 Hours |\n| 60 – 119 minutes | 48 Hours |\n"
         "| 420+ minutes | 672 Hours (1 Month) |\n")
VULTR_PROSE = ("Service Level Agreement\n\nProvider guarantees 100% network availability. An outage of 10 to 59 minutes "
               "earns a credit of 24 hours of service; an outage of 60 to 119 minutes earns a credit of 48 hours of "
               "service.\n")


@pytest.mark.parametrize("text", [VULTR, VULTR_PROSE])
def test_hours_of_service_per_outage_length_are_no_tier_nor_rate(extracted, text):
    # the table pays from the first minute ("Less than 9 minutes"): no outage length is a threshold to count at all
    for key in ("credit_tiers", "credit_per_hour_pct", "min_outage_minutes"):
        extracted(text, key, None)


LINGAN = "GPU算力服务合同\n\n乙方承诺月可用性不低于99.9%。{clause}\n"
# ... and with no level of availability beside the clause: beside one, a step of a credit per incident is no shortest
# outage that counts whatever its words (mo11: every outage counts toward the level, evidence.yaml ``downtime_credits``),
# so only without one do the words alone decide
ALONE = "GPU算力服务合同\n\n{clause}\n"


@pytest.mark.parametrize("clause", [
    "每次服务中断超过2小时的，乙方另按当月服务费的5%赔偿。",
    "单次中断超过2小时的，乙方另予赔偿当月服务费的5%。",
    "单次中断超过2小时的，乙方应另行赔偿当月服务费的5%。",
])
def test_a_remedy_given_besides_is_no_shortest_outage(extracted, clause):
    extracted(LINGAN.format(clause=clause), "min_outage_minutes", None)
    extracted(ALONE.format(clause=clause), "min_outage_minutes", None)


@pytest.mark.parametrize("clause", [
    # 另有 is no remedy word: the 2 hours stay the shortest outage that earns the credit
    "单次中断超过2小时的，乙方按当月服务费的5%赔偿，另有约定的除外。",
    # ... nor 另行 about something else
    "单次中断超过2小时的，乙方按当月服务费的5%赔偿，并另行书面通知甲方。",
])
def test_other_words_with_ling_keep_the_threshold(reads, clause):
    # (beside LINGAN's 99.9% level it was 120 too, until mo11: a 1-hour outage counts toward that level)
    reads(ALONE.format(clause=clause), "min_outage_minutes", 120)
