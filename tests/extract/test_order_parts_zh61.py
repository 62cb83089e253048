"""zh59's leftovers (zh61): a cloud region's city, and the number of a framework + order file.

Every text is our own wording; no vendor's document is quoted.
"""

import pytest


@pytest.mark.parametrize("text, city", [
    ("乙方数据中心位于华北2(北京)。", "北京"),
    ("部署地域：华南1 (深圳)", "深圳"),
    ("机房位于华东1（杭州）可用区B。", "杭州"),
    ("资源部署于阿里云华东1（杭州）地域。", "杭州"),
    ("乙方在华南2（河源）部署资源。", "河源"),
    ("| 部署地域 | 西南1（成都） |\n|---|---|\n| GPU型号 | H100 |", "成都"),
])
def test_a_cloud_regions_city_is_the_site(reads, text, city):
    # main read no location: the region's code stopped the address
    term = reads(text, "location", city, language="zh")
    assert text[term.start:term.end] == city


@pytest.mark.parametrize("lang, text", [
    # guards (main read nothing too): a code alone, brackets holding no place, several regions
    ("zh", "部署地域：cn-hangzhou"),
    ("en", "The instances are deployed in cn-hangzhou."),
    ("zh", "机房位于华东1（金融云）。"),
    ("zh", "乙方机房位于华北2（北京）、华东2（上海）。"),
])
def test_a_region_code_alone_names_no_city(extracted, lang, text):
    extracted(text, "location", None, language=lang)
