"""Chinese IDC (机柜租赁/托管) wordings z49 found unread (z51): a rack's monthly rent with the month written before the
figure and the rack after it ("机柜租金每月5000元/柜"), and the site's place in brackets after the site's own name
("服务地点：某智算中心（上海临港）"). Main read no price_rack_month and no location.

Each positive stands beside a near miss: the same words where no such value is stated.
"""

import pytest


# rack-lease price lines as rack-rental contracts write them (机柜租赁合同 templates: "机柜租金每月X元/柜")
@pytest.mark.parametrize("text, expected", [
    ("机柜租金每月5000元/柜。\n", 5000),
    ("机柜租金每月人民币6,800元/机柜，电费另计。\n", 6800),
    # near misses: the month in another clause prices no rack by the month; a machine's monthly price is no rack's
    ("每月电费据实结算，机柜押金5000元/柜。\n", None),
    ("服务器托管费每月800元/台。\n", None),
])
def test_rack_month_with_the_month_before_the_figure(reads, text, expected):
    reads(text, "price_rack_month", expected, language="zh")


# a colocation order's service-site line ("服务地点：<site's name>（<city district>）")
@pytest.mark.parametrize("text, expected", [
    ("服务地点：某智算中心（上海临港）。\n", "临港"),
    ("机房位于华东某数据中心(江苏省昆山市)。\n", "昆山"),
    # near misses: brackets holding no address, or after a name that is no site's
    ("服务地点：某智算中心（由乙方指定）。\n", None),
    ("服务地点：甲方指定地点（详见附件一）。\n", None),
    ("服务地点：机柜（中国电信）。\n", None),
])
def test_site_place_in_brackets_after_the_site_name(reads, text, expected):
    reads(text, "location", expected, language="zh")
