"""zh63: a cloud region's city in the wordings other clouds write it with, in both languages.

Every text is our own wording; no vendor's document is quoted.
"""

import pytest


@pytest.mark.parametrize("text, city", [
    # a city, then the number of the cloud's region in it
    ("资源部署于华北-北京四。", "北京"),
    ("部署区域：西南-贵阳一", "贵阳"),
    ("乙方GPU服务器部署于华北-乌兰察布一。", "乌兰察布"),
    ("机房位于华东-上海一可用区。", "上海"),
    # ... or of its zone in it
    ("资源部署于广州三区。", "广州"),
    ("乙方集群部署在上海五区，甲方可随时查看。", "上海"),
])
def test_a_citys_numbered_region_is_read_as_the_city(reads, text, city):
    # main read nothing, or a wrong site ("一可用" for 上海一可用区)
    term = reads(text, "location", city, language="zh")
    assert text[term.start:term.end] == city


@pytest.mark.parametrize("text", [
    # two regions in one sentence: no one site
    "资源部署于华北-北京四、华东-上海一。",
    "资源部署于广州三区和上海五区。",
])
def test_two_numbered_regions_give_no_one_site(extracted, text):
    # main read "三区和上海五" for the second (a wrong site); nothing for the first (a guard)
    extracted(text, "location", None, language="zh")


@pytest.mark.parametrize("text, city", [
    # guards (main read these too): a party's registered address is not the site; the region's city in brackets
    ("甲方注册地址：北京市海淀区，资源部署于华东-上海一。", "上海"),
    ("资源部署于火山引擎华北2（北京）。", "北京"),
    ("资源部署于北京（BJ）地域。", "北京"),
    ("部署地域：华北-北京", "北京"),
])
def test_the_region_city_not_the_partys_address(reads, text, city):
    reads(text, "location", city, language="zh")


def test_a_ring_road_is_no_numbered_region(extracted):
    # guard (main read nothing too): 四环 is a ring road, no region's number
    extracted("机房位于北京四环附近。", "location", None, language="zh")
