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
    ("资源部署于华北-北京四可用区1。", "北京"),
    # ... or of its zone in it
    ("资源部署于广州三区。", "广州"),
    ("乙方集群部署在上海五区，甲方可随时查看。", "上海"),
    # ... a party's registered address before it in the sentence is no site (main read nothing)
    ("甲方注册地址：北京市海淀区，资源部署于华东-上海一。", "上海"),
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
    # guards (main read these too): the region's city in brackets or after its part of the country
    ("资源部署于火山引擎华北2（北京）。", "北京"),
    ("资源部署于北京（BJ）地域。", "北京"),
    ("部署地域：华北-北京", "北京"),
])
def test_other_clouds_region_cities_still_read(reads, text, city):
    reads(text, "location", city, language="zh")


def test_a_ring_road_is_no_numbered_region(extracted):
    # guard (main read nothing too): 四环 is a ring road, no region's number
    extracted("机房位于北京四环附近。", "location", None, language="zh")


@pytest.mark.parametrize("text, place", [
    # a region's code or name after a trigger, its place in brackets, an article or the word "region" around it
    ("The cluster is hosted in the eu-central-1 (Frankfurt) region.", "Frankfurt"),
    ("The instances are deployed in the us-east-1 (N. Virginia) Region.", "N. Virginia"),
    ("The Services are hosted in AWS Region US East (Ohio).", "Ohio"),
    ("The GPU nodes are deployed in Azure region West Europe (Netherlands).", "Netherlands"),
])
def test_an_english_regions_bracketed_place_is_the_site(reads, text, place):
    # main read nothing, "N", "AWS Region US East, Ohio" and "Azure"
    term = reads(text, "location", place, language="en")
    assert text[term.start:term.end] == place


@pytest.mark.parametrize("text", [
    "The cluster is hosted in the eu-central-1 (Frankfurt) and eu-west-1 (Ireland) regions.",
    "The Services are hosted in AWS Region US East (Ohio) and AWS Region US West (Oregon).",
])
def test_two_english_regions_give_no_one_site(extracted, text):
    # main read "Frankfurt, Ireland" and "AWS Region US East, Ohio" as one site
    extracted(text, "location", None, language="en")


def test_a_regions_place_stands_beside_the_next_sentences_city(reads):
    # main read nothing: the site is the region's place, the support desk's city in the next sentence none
    reads("The servers are located in the eu-central-1 (Frankfurt) region. Support is provided from Dublin.", "location",
          "Frankfurt", language="en")


@pytest.mark.parametrize("text", [
    # guards (main read nothing too): a region's code alone names no place
    "The cluster is hosted in the eu-central-1 region.",
    "The instances are deployed in us-east-1.",
])
def test_an_english_region_code_alone_names_no_site(extracted, text):
    extracted(text, "location", None, language="en")


def test_a_region_label_still_reads_its_place(reads):
    # guard (main read it too): the label's bracketed place
    reads("Region: eu-central-1 (Frankfurt)", "location", "Frankfurt", language="en")
