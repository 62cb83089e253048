"""The unit-aware number layer: value and kind of every way a figure gets written."""

import pytest

from slacheck.extract.numbers import find_quantities, nfkc, parse_cn_numeral


def read(text):
    view = nfkc(text)
    return [(q.value, q.kind, view[q.start:q.end]) for q in find_quantities(view)]


@pytest.mark.parametrize("text, value, kind", [
    ("单柜功率二十千瓦", 20, "power"),            # 千 belongs to the unit, not the numeral
    ("三十千瓦每柜", 30, "power"),
    ("单柜功率：５０ｋＷ", 50, "power"),            # full-width digits and unit
    ("25.5 kW per rack", 25.5, "power"),
    ("两周内交付", 14 * 1440, "duration"),
    ("72小时", 72 * 60, "duration"),
    ("提前七个自然日", 7 * 1440, "duration"),
    ("five calendar days", 5 * 1440, "duration"),
    ("thirty (30) days", 30 * 1440, "duration"),
    ("ten (10) consecutive minutes", 10, "duration"),
    ("百分之九十九点九", 99.9, "pct"),
    ("99.95%", 99.95, "pct"),
    ("twenty-five percent (25%)", 25, "pct"),
    ("千分之三", 0.3, "pct"),
    ("400Gb/s", 400, "rate"),
    ("400G NDR", 400, "rate"),
    ("万兆以太网", 10, "rate"),
    ("千兆网口", 1, "rate"),
    ("2万元", 20000, "money"),
    ("人民币柒佰叁拾柒万贰仟捌佰元整", 7372800, "money"),
    ("¥7,372,800.00", 7372800, "money"),
    ("USD 2.10", 2.10, "money"),
    ("共计一百零八张", 108, "card"),
    ("2,048 GPUs", 2048, "card"),
    ("eight (8) NVIDIA H100 SXM5 80GB GPUs", 8, "card"),   # model words between count and unit
    ("按故障时长的十倍", 10, "times"),
    ("三年", 36, "period"),
    ("twenty-four (24) months", 24, "period"),
    ("one hundred percent", 100, "pct"),                  # hundreds in words
    ("one hundred and twenty-eight (128) nodes", 128, "node"),
    ("two hundred GPUs", 200, "card"),
    ("three (3) or more consecutive minutes", 3, "duration"),   # a bound word of its kind before the unit
    ("the MRC is HKD 260,000, being one twelfth", 260000, "money"),  # a comma after a grouped number
])
def test_value_and_kind(text, value, kind):
    found = [(v, k) for v, k, _ in read(text) if k == kind]
    assert found, read(text)
    assert found[0][0] == pytest.approx(value)


@pytest.mark.parametrize("text", ["H800", "昇腾910B", "RoCEv2", "2025年4月17日", "每月10日前支付", "24x7", "7×24小时", "48U机柜"])
def test_codes_dates_and_times_of_day_are_not_quantities(text):
    assert [k for _, k, _ in read(text) if k is not None] == []


def test_range_takes_the_lower_bound_and_keeps_the_upper():
    view = nfkc("单柜功率25–30千瓦")
    (q,) = find_quantities(view)
    assert (q.value, q.high, q.kind) == (25, 30, "power")


def test_restated_amount_is_one_quantity():
    view = nfkc("月服务费柒仟贰佰元（¥7,200.00）")
    qs = [q for q in find_quantities(view) if q.kind == "money"]
    assert len(qs) == 1 and qs[0].value == 7200 and qs[0].currency == "CNY"


@pytest.mark.parametrize("text, value", [("二十", 20), ("一百零八", 108), ("两万", 20000), ("柒仟贰佰", 7200),
                                         ("九十九点九", 99.9), ("十", 10), ("一亿", 1e8),
                                         # bare digits read by place, zeros included
                                         ("二〇二五", 2025), ("一〇〇万", 1e6), ("一零五", 105), ("两千零二十五", 2025),
                                         # a lone digit after a unit is the next unit down; 零 keeps it a unit digit
                                         ("一万二", 12000), ("三千五", 3500), ("一百二", 120), ("一亿二", 1.2e8),
                                         ("一万零二", 10002), ("二十一", 21),
                                         # units after the decimals scale the number, exactly
                                         ("二点五万", 25000), ("三点三万", 33000), ("一点二亿", 1.2e8)])
def test_chinese_numerals(text, value):
    assert parse_cn_numeral(text) == pytest.approx(value)


@pytest.mark.parametrize("text, value", [("月服务费一〇〇万元", 1_000_000), ("月服务费一万二元", 12_000),
                                         ("月服务费三点三万元", 33_000)])
def test_a_fee_in_chinese_numerals(text, value):
    (q,) = find_quantities(nfkc(text))
    assert (q.value, q.kind, q.currency) == (value, "money", "CNY")


@pytest.mark.parametrize("text", ["地点", "𑁒", "一点𑁒",  # 𑁒 (Brahmi one): isdigit, but no \d
                                  "九" * 400 + "点五"])  # a whole part beyond any float
def test_not_a_numeral(text):
    assert parse_cn_numeral(text) is None


def test_a_bound_word_joins_only_the_unit_of_its_kind():
    """"or more" may stand before a duration unit, not before a card unit: "orders of 50,000
    or more cards" is a condition, not a count of cards."""
    assert [(v, k) for v, k, _ in read("50,000 or more cards")] == [(50000, None)]


@pytest.mark.parametrize("text, value, kind, written", [
    # a half before the unit, alone or after a number (were not read, or read without the half)
    ("接到报告后半小时内响应", 30, "duration", "半小时"), ("半个小时内响应", 30, "duration", "半个小时"),
    ("一个半小时内恢复", 90, "duration", "一个半小时"), ("1个半小时内恢复", 90, "duration", "1个半小时"),
    ("两个半小时", 150, "duration", "两个半小时"), ("半个工作日内", 720, "duration", "半个工作日"),
    ("两个半月", 2.5, "period", "两个半月"), ("质保期半年", 6, "period", "半年"),
    # a half after the unit: 一年半 was read as 12 months and 两天半 as 2 days
    ("合同期限一年半", 18, "period", "一年半"), ("两天半内完成", 3600, "duration", "两天半"),
    ("故障发生后半小时内", 30, "duration", "半小时"),  # 后 before 半: a length of time after an event
    ("within half an hour of the report", 30, "duration", "half an hour"),
    ("within one and a half hours", 90, "duration", "one and a half hours"),
    ("regarded as half a business day", 720, "duration", "half a business day"),
])
def test_half_a_time_unit(text, value, kind, written):
    assert read(text) == [(pytest.approx(value), kind, written)]


@pytest.mark.parametrize("text, expected", [
    ("上半年", []), ("下半月", []), ("大半年", []), ("一半", []), ("半导体", []), ("过半数", []),
    ("前3天半价", [(4320, "duration", "3天")]),  # 半价 is half price: the 3 days stay 3 days
    ("两个半机柜", []),  # a half of a rack is no quantity the contract's terms read
    ("twelve and a half per cent (12.5%)", [(12.5, "pct", "12.5%")]),  # a share, read from its digits
])
def test_a_half_that_is_no_length_of_time(text, expected):
    assert [(v, k, w) for v, k, w in read(text) if k is not None] == expected


def test_response_and_recovery_times_written_with_a_half(tmp_path):
    """The terms a user sees: 半小时 and 一个半小时 were missing and 一年半 read as 12 months."""
    from slacheck import api

    contract = tmp_path / "sla.txt"
    contract.write_text("第五条 服务等级\n5.1 乙方应在接到故障报告后半小时内响应，并在故障发生后一个半小时内恢复服务。\n"
                        "5.2 本合同期限为一年半。\n", encoding="utf-8")
    terms = {t.key: (t.value, t.unit) for t in api.extract(contract).terms}
    assert terms["response_minutes"] == (30, "minutes")
    assert terms["recovery_hours"] == (1.5, "hours")
    assert terms["term_months"] == (18, "months")


@pytest.mark.parametrize("text, value, kind, written", [
    # Arabic digits going on as a Chinese numeral: 3百元 was read as 100 yuan, 5百万元 as 1,000,000
    # and 5千元 as 1,000 (each beside a bare 3 / 5)
    ("违约金5千元", 5000, "money", "5千元"), ("月费3百元", 300, "money", "3百元"),
    ("违约金上限5百万元", 5_000_000, "money", "5百万元"), ("月费1万2千元", 12_000, "money", "1万2千元"),
    ("人民币5千元整", 5000, "money", "人民币5千元"),
    # what already read right stays right: the unit still comes first
    ("单柜10千瓦", 10, "power", "10千瓦"), ("每月耗电20千瓦时", 20, "energy", "20千瓦时"), ("3万元", 30_000, "money", "3万元"),
    ("1.5亿元", 1.5e8, "money", "1.5亿元"), ("1,000万元", 1e7, "money", "1,000万元"),
])
def test_arabic_digits_then_a_chinese_unit_digit(text, value, kind, written):
    assert read(text) == [(pytest.approx(value), kind, written)]


@pytest.mark.parametrize("text, value, kind, written", [
    # a length in two units is one length: 1小时30分钟 was read as 1 hour (its first part)
    ("故障发生后1小时30分钟内恢复", 90, "duration", "1小时30分钟"), ("一小时三十分钟", 90, "duration", "一小时三十分钟"),
    ("两年零三个月", 27, "period", "两年零三个月"), ("1年零6个月", 18, "period", "1年零6个月"),
    ("1天又2小时", 1560, "duration", "1天又2小时"),
    ("within 2 hours and 30 minutes", 150, "duration", "2 hours and 30 minutes"),
    ("within 1 hour 30 minutes", 90, "duration", "1 hour 30 minutes"),
    # colloquial units
    ("10 kilowatts per rack", 10, "power", "10 kilowatts"),
    ("一刻钟内响应", 15, "duration", "一刻钟"), ("两个钟头", 120, "duration", "两个钟头"), ("一个季度", 3, "period", "一个季度"),
])
def test_a_length_of_time_in_two_units_and_colloquial_units(text, value, kind, written):
    assert read(text) == [(pytest.approx(value), kind, written)]


@pytest.mark.parametrize("text, expected", [
    ("4小时、8小时", [240, 480]), ("4小时或8小时", [240, 480]),  # a list of lengths, not one
    ("4小时 2小时", [240, 120]), ("7天 4小时", [10080, 240]),  # a space between Chinese units: two figures
    ("24小时30日", [1440, 43200]),  # the second unit is larger: no compound
    ("2 hours, 30 minutes", [120, 30]),
])
def test_lengths_that_are_not_one_compound(text, expected):
    assert [v for v, k, _ in read(text) if k == "duration"] == expected


def test_seconds_are_no_length_the_duration_keys_read():
    """'an average of 1.5 seconds' is a transaction's response time (a real CUAD outsourcing
    agreement): read in minutes it became a support response time of 0 minutes."""
    assert [k for _, k, _ in read("process teller transactions in an average of 1.5 seconds or less")] == [None]
    assert [k for _, k, _ in read("故障切换时间不超过30秒")] == [None]


@pytest.mark.parametrize("text, value", [("a fee of $10k per month", 10_000), ("US$ 2.5M per year", 2_500_000),
                                         ("USD 1.2bn", 1.2e9), ("revenues < $1m", 1_000_000), ("RMB 3M", 3_000_000)])
def test_a_short_multiplier_after_an_amount_a_currency_opens(text, value):
    assert [(v, k) for v, k, _ in read(text) if k is not None] == [(pytest.approx(value), "money")]


@pytest.mark.parametrize("text", ["10M带宽", "4K显示", "H800", "48U机柜"])
def test_a_short_multiplier_without_a_currency_is_no_amount(text):
    assert [k for _, k, _ in read(text) if k == "money"] == []


def test_a_day_of_every_month_is_a_date_but_a_day_of_the_next_counts_days():
    assert [k for _, k, _ in read("甲方应在每月10日前支付服务费")] == []
    assert read("赔偿申请应在次月10日前提交") == [(14400, "duration", "10日")]


@pytest.mark.parametrize("text, value, kind", [
    # European vendors write a decimal comma: a share is never in the thousands, and a thousands
    # group has three digits, so two beside a currency are cents
    ("availability of 99,95 %", 99.95, "pct"),
    ("Verfügbarkeit 99,9%", 99.9, "pct"),
    ("an uptime of 99,995 percent", 99.995, "pct"),
    ("a credit of 10,5 % of the fee", 10.5, "pct"),
    ("EUR 12.500,00 per month", 12500, "money"),
    ("1,50 EUR per GPU hour", 1.5, "money"),
    ("€ 2,75 per GPU hour", 2.75, "money"),
])
def test_a_decimal_comma(text, value, kind):
    assert (value, kind) in [(v, k) for v, k, _ in read(text)]


@pytest.mark.parametrize("text, values", [
    ("USD 1,500 per rack", [1500]),          # three digits: thousands
    ("¥7,372,800.00", [7372800]),
    ("items 12,13 and 14", [12, 13, 14]),   # a list, no share or currency beside it
    ("sections 3,4 of 99.9%", [3, 4, 99.9]),
])
def test_a_thousands_comma_and_a_list_stay_as_they_were(text, values):
    assert [v for v, _, _ in read(text)] == values


@pytest.mark.parametrize("text, value, kind", [
    ("每台服务器配置8块NVIDIA H100 GPU", 8, "card"),          # 块 counts cards too
    ("8x NVIDIA H100 80GB SXM5 GPUs", 8, "card"),              # a times sign before the card's words
    ("8 × NVIDIA H100 GPUs per node", 8, "card"),
    ("prices rise 2x in the second year", 2, "times"),        # with no card after it, still a multiple
])
def test_counts_of_cards(text, value, kind):
    assert (value, kind) in [(v, k) for v, k, _ in read(text)]


@pytest.mark.parametrize("text", [
    "每台服务器配置2张200G网卡",        # network cards
    "每台服务器配置4张3.84TB NVMe SSD",  # drives
    "单台最多可挂载10块云盘",
    "配置4块NVMe硬盘",
])
def test_other_devices_in_a_card_unit_are_no_cards(text):
    assert "card" not in [k for _, k, _ in read(text)]


@pytest.mark.parametrize("text, ends", [
    ("PUE 1.2-1.3", [(1.2, 1.3)]),
    ("PUE 1.2~1.3", [(1.2, 1.3)]),
    # whole numbers without a unit, or a falling pair, stay two numbers (clause 3-2, 1.3-1.2)
    ("第3-2条", [(3, None), (2, None)]),
    ("1.3-1.2", [(1.3, None), (1.2, None)]),
])
def test_two_unitless_decimals_rising_are_a_range(text, ends):
    assert [(q.value, q.high) for q in find_quantities(nfkc(text))] == ends


@pytest.mark.parametrize("text, value, currency", [
    ("10万美元", 100000, "USD"),           # 美元 is no 元 (CNY)
    ("80万港元", 800000, "HKD"),
    ("港币80万元", 800000, "HKD"),         # the currency written first holds
    ("8万欧元", 80000, "EUR"),
    ("£2.50", 2.5, "GBP"),                 # SPEC §1: £/GBP
    ("GBP 120,000", 120000, "GBP"),
    ("CHF 90,000", 90000, "CHF"),
    ("1,000,000元", 1000000, "CNY"),
])
def test_the_currency_of_an_amount(text, value, currency):
    view = nfkc(text)
    assert [(q.value, q.kind, q.currency) for q in find_quantities(view)] == [(value, "money", currency)]


@pytest.mark.parametrize("text, expected", [
    # a web page's table that lost the gap between its cells ("Virtual Machines99.9%", E16)
    ("Virtual Machines99.9%", [(99.9, "pct", "99.9%")]),
    ("Backup Services99 %", [(99, "pct", "99 %")]),
    # ... but a code is no share: fewer than three lower-case letters before the digits
    ("IPv6%", []),
    ("H100%", []),
    ("SXM5%", []),
])
def test_a_share_glued_to_the_word_before(text, expected):
    assert read(text) == expected
