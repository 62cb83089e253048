"""Site phrases (SPEC §1 ``location``) beyond a plain "located in X", one line each.

- a possessive or pronoun between the trigger and the address does not stop the reader (于其…);
- a city written after a county is below it: the county is the site;
- a part that holds a code or a park name may end in the place after "near"/"in";
- a place named before a site word after a possessive ("its Kajaani campus") is a site.
Our own wording and places; each rule has a negative.
"""

import pytest


CASES = [
    ("zh", "乙方于其福建省莆田市涵江区之数据中心向甲方提供算力。", "涵江"),
    ("zh", "乙方于其自建数据中心向甲方提供算力。", None),
    ("zh", "服务器托管于彰化县员林市之数据中心。", "彰化"),
    ("zh", "机房位于江苏省苏州市昆山市。", "昆山"),  # a city inside a city stays the site
    ("en", "The servers are hosted in Provider's BOI-1 facility at the Treasure Valley Technology Park near Boise, Idaho.",
     "Boise, Idaho"),
    ("en", "Site: Building 4, 18 Harbour Road, Wan Chai, Hong Kong.", "Wan Chai, Hong Kong"),
    ("en", "Lessor installs the racks in Hall B of its Oulu campus.", "Oulu"),
    ("en", "Provider's Quincy data center hosts the Reserved Nodes.", "Quincy"),
    ("en", "The nodes run in its Tier III data center.", None),
    ("en", "Provider operates the Main campus with two halls.", None),
    ("en", "The courts of its Helsinki campus district have jurisdiction.", None),
]


@pytest.mark.parametrize("lang, text, expected", CASES)
def test_site(extracted, lang, text, expected):
    term = extracted(text, "location", expected, language=lang)
    if term is None:
        return
    assert term.value == expected
    assert text[term.start:term.end] == term.text  # provenance is the document text
