"""The data-centre site (SPEC §1 ``location``) read from addresses, one line per case.

The site is the most specific *named* administrative unit written after a site trigger: a
named zone, else the district or county, else the city; a unit named only by descriptive
words (高新区, 经济技术开发区) names no place. Party addresses and courts are not the site.
Every case is our own wording, with places none of the devset or fixture contracts use.
"""

import pytest

from slacheck.extract.pipeline import extract_terms
from slacheck.extract.places import short_latin_place

CASES = [
    # province / city / district chains: the most specific named unit
    ("zh", "乙方数据中心位于内蒙古自治区乌兰察布市集宁区。", "集宁"),
    ("zh", "乙方在甘肃省庆阳市西峰区建设的智算中心向甲方提供算力服务。", "西峰"),
    ("zh", "服务器部署在重庆市两江新区的数据中心。", "两江"),
    ("zh", "部署地点：四川省成都市天府新区。", "天府"),
    ("zh", "乙方机房位于青海省海南藏族自治州共和县。", "共和"),
    ("zh", "乙方数据中心坐落于广东省韶关市，年均PUE不高于1.3。", "韶关"),
    ("zh", "机房位于安徽省芜湖市，PUE不高于1.25。", "芜湖"),
    ("zh", "乙方在贵州省贵阳市乌当区建有数据中心。", "乌当"),
    # named zones: the place name before the zone's descriptive words
    ("zh", "机房位于上海市浦东新区张江高科技园区。", "张江"),
    ("zh", "乙方在江苏省苏州市昆山市花桥经济开发区设有数据中心。", "花桥"),
    ("zh", "资源部署于珠海市横琴粤澳深度合作区乙方数据中心。", "横琴"),
    # a unit named only by descriptive words: the city
    ("zh", "乙方在北京市经济技术开发区建有数据中心。", "北京"),
    ("zh", "智算中心位于江西省南昌市高新区。", "南昌"),
    ("zh", "乙方将其位于湖北省武汉市东湖新技术开发区的机柜出租给甲方。", "东湖"),
    # English: the place after a site trigger; a development zone's name cut to its place
    ("en", "The Cluster is located in Frankfurt am Main, Germany.", "Frankfurt am Main, Germany"),
    ("en", "The racks are housed in Provider's data center in Wuhu Economic and Technological Development Zone, Anhui.",
     "Wuhu, Anhui"),
    ("en", "The GPU nodes are deployed in Ashburn, Virginia.", "Ashburn, Virginia"),
    # bilingual clause: the Chinese name
    ("zh", "1.2 资源部署于广州市南沙区乙方数据中心。\n1.2 The resources are hosted in Party B's data center in the "
           "Nansha New Area, Guangzhou.", "南沙"),
    # not the site: party addresses, courts, words that only look like addresses
    ("zh", "甲方：芜湖星河科技有限公司，住所：安徽省芜湖市鸠江区银湖北路1号。\n乙方数据中心位于甘肃省庆阳市西峰区。", "西峰"),
    ("zh", "甲方：芜湖星河科技有限公司\n地址：安徽省芜湖市鸠江区银湖北路1号\n乙方：庆阳算力有限公司", None),
    ("zh", "争议提交乌兰察布市集宁区人民法院管辖，本合同项下机房由乙方运营。", None),
    ("zh", "乙方在上海市场部署了多个数据中心。", None),
    ("zh", "甲方人员在数据中心园区内应遵守乙方管理制度。", None),
    ("zh", "乙方在各省市均有数据中心。", None),
    ("en", "Customer: Acme Robotics Inc., 100 Main Street, Boston, Massachusetts. The data hall in Ashburn, Virginia "
           "hosts the cluster.", "Ashburn, Virginia"),
]


@pytest.mark.parametrize("lang, text, expected", CASES)
def test_site_from_address(extracted, lang, text, expected):
    term = extracted(text, "location", expected, language=lang)
    if term is None:
        return
    assert term.value == expected
    assert text[term.start:term.end] == term.text
    assert not term.conflict


def test_bilingual_clause_keeps_the_english_name_as_a_weaker_alternative(doc_from_text):
    text = ("资源部署于深圳市南山区乙方数据中心。\n"
            "The resources are hosted in Party B's data center in the Nanshan District, Shenzhen.")
    term = {t.key: t for t in extract_terms(doc_from_text(text))}["location"]
    assert term.value == "南山"
    assert [(a.reason) for a in term.alternatives if a.value != "南山"] == ["weaker"]


@pytest.mark.parametrize("name, expected", [
    ("Suzhou Industrial Park", "Suzhou"),
    ("Hengqin Guangdong-Macao In-Depth Cooperation Zone", "Hengqin"),
    ("Lingang Special Area", "Lingang"),
    ("Kwai Chung", "Kwai Chung"),              # not a zone name: unchanged
    ("Frankfurt am Main", "Frankfurt am Main"),
])
def test_english_zone_names_are_cut_to_their_place(name, expected):
    zone_words = ["Zone", "Park", "Area", "Region"]
    descriptors = ["Industrial", "Cooperation", "Special", "Economic", "Development"]
    assert short_latin_place(name, zone_words, descriptors) == expected


def test_the_address_pattern_is_compiled_only_when_an_address_is_read():
    """An ``AddressReader`` is made for every text; its unit pattern (a long alternation) is
    compiled the first time a text with a site trigger needs it, not for one without."""
    from slacheck.extract.matchers import rules
    from slacheck.extract.places import AddressReader

    reader = AddressReader(rules().keys["location"].extra["address"])
    assert "compiled" not in reader.unit_re.__dict__
    text = "乙方数据中心位于内蒙古自治区乌兰察布市集宁区。"
    assert reader.site(text, text.index("于") + 1, len(text)) is not None
    assert "compiled" in reader.unit_re.__dict__
