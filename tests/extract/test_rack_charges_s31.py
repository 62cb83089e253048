"""Other charges billed per rack are no rack rent (session 31, a wrong value z51 noticed: any fee priced per rack
read as price_rack_month). Wordings of IDC rack-lease fee schedules, quoted in the forms they take."""

import pytest


@pytest.mark.parametrize("text", [
    "带宽费用5000元/柜/月。",          # bandwidth billed per rack
    "每月带宽费用5000元/柜。",
    "电费每月2000元/柜。",             # power billed per rack
    "机柜押金5000元/柜/月。",          # a deposit
])
def test_another_charge_per_rack_is_no_rack_rent(reads, text):
    reads(text, "price_rack_month", None, language="zh")


@pytest.mark.parametrize("text", [
    # ... near misses: the rent itself, with power named as included, billed apart or in another clause
    "机柜租金5000元/柜/月，电费另计。",
    "含电费的机柜租金5000元/柜/月。",
    "机柜租金（含电费）5000元/柜/月。",
    "机柜租金每月5000元/柜。",
    "电费：按实际用电量结算；机柜租金：5000元/柜/月。",
])
def test_the_rack_rent_beside_power_still_reads(reads, text):
    reads(text, "price_rack_month", 5000, language="zh")
