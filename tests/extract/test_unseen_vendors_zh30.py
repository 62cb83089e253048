"""Chinese real-world leftovers of session 31's round of GPU-cloud pages (z48): bytebt.tw's article on renting
liquid-cooled load banks read a site's cooling, "hybrid" at 0.8, from the load banks it rents out ("租用液冷负载箱") and
from the traditional air cooling it says falls short ("传统的风冷负载组根本无法重现现代冷却液回路…"); and the cards an
article compares on ("用三张卡对比…") read as a GPU count.

Each positive stands beside a near miss: the same words where the other reading is the right one.
"""

import pytest

from slacheck.extract.pipeline import extract_terms

from ..conftest import make_document

# bytebt.tw's article on liquid-cooled load-bank rentals (https://www.bytebt.tw/liquid-cooled-load-bank-rentals/), as
# the site prints it in traditional characters: its market paragraph, a heading and the pilot it recommends
BYTEBT_MARKET = ("由於AI機架的單機櫃功率已達到100千瓦,而下一代矽片據傳將達到單GPU 1千瓦,傳統的風冷負載組根本無法重現現代"
                 "冷卻液迴路在生產中所能達到的體積熱密度。\n")
BYTEBT_HEADING = "為什麼液冷負載箱現在如此重要\n"
BYTEBT_PILOT = "在投入 10,000 個 GPU 的資本支出之前,聰明的運營商會啟動一個 為期兩週的試點集群租用液冷負載箱可讓您:\n"


def _terms(text: str) -> dict:
    return {t.key: t for t in extract_terms(make_document(text, language="zh"))}


@pytest.mark.parametrize("text", [
    BYTEBT_MARKET,
    BYTEBT_HEADING,
    BYTEBT_PILOT,
    BYTEBT_MARKET + BYTEBT_HEADING + BYTEBT_PILOT,
    "验收时可租用风冷负载组模拟满载发热。\n",
], ids=["market", "heading", "pilot", "together", "air-load-bank"])
def test_a_load_bank_or_traditional_cooling_an_article_talks_of_is_no_sites_cooling(text):
    assert "cooling" not in _terms(text)


@pytest.mark.parametrize("text, expected", [
    ("机房采用冷板式液冷,验收时使用液冷负载箱进行满载测试。\n", "liquid"),  # the site's own, beside the rig
    ("数据中心采用冷板式液冷,冷却液回路由乙方维护。\n", "liquid"),  # a coolant loop of the site's
    ("机房采用风冷精密空调制冷。\n", "air"),
], ids=["site-and-rig", "coolant-loop", "air"])
def test_a_sites_cooling_still_reads(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


# a comparison article's test bench: the cards its authors compare on (the wording of a GPU-rental review)
@pytest.mark.parametrize("text", [
    "我们用三张卡对比了不同平台的训练速度。\n",
    "用两张卡对比 A100 和 RTX 4090 的推理吞吐。\n",
    "本次选了八张卡做横向评测。\n",
], ids=["three-cards", "two-cards", "eight-cards-review"])
def test_the_cards_an_article_compares_on_are_no_gpu_count(text):
    assert "gpu_count" not in _terms(text)


@pytest.mark.parametrize("text, expected", [
    ("乙方提供8张H100。\n", 8),
    ("乙方向甲方提供三张卡用于测试。\n", 3),
    ("本订单共计8张H100卡,性能对比报告另附。\n", 8),  # a comparison in another clause
], ids=["provides-eight", "provides-three", "comparison-elsewhere"])
def test_cards_a_party_provides_still_read(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")
