"""Traditional Chinese (and Taiwan wording) read with the simplified data, offsets kept.

The view folds traditional characters to simplified ones one for one (text.simplify), and the
language data goes through the same fold, so no phrase has to be listed twice. Provenance
still quotes the document as written. Sentences are our own wording.
"""

import unicodedata

import pytest

from slacheck.extract.pipeline import extract_terms
from slacheck.extract.text import View, simplify

CASES = [
    ("本機房之單櫃功率不低於二十五千瓦。", "rack_power_kw", 25),
    ("乙方承諾叢集每月可用率不低於百分之九十九點九五。", "availability_pct", 99.95),
    ("本叢集共計二百五十六張GPU卡，每台伺服器八張。", "gpu_count", 256),
    ("節點間以InfiniBand網路互聯，單埠400Gb/s。", "interconnect", "infiniband"),
    ("伺服器間網路為二十五Gbps乙太網路。", "interconnect", "ethernet"),
    ("例行維護應於至少兩日前以書面公告。", "maintenance_notice_hours", 48),
    ("乙方接獲通報後，應於三十分鐘內回應，並於八小時內排除故障。", "response_minutes", 30),
    ("乙方接獲通報後，應於三十分鐘內回應，並於八小時內排除故障。", "recovery_hours", 8),
    ("乙方應於合約簽署後五個工作天內完成開通。", "delivery_days", 5),
    ("計費方式：每張GPU每小時新臺幣一百二十元整。", "price_gpu_hour", 120),
    ("計費方式：每張GPU每小時新臺幣一百二十元整。", "currency", "TWD"),
    ("計費方式：每張GPU每小時新臺幣一百二十元整。", "billing_model", "gpu_hour"),
    ("合約期間為二年，自開通日起算。", "term_months", 24),
    ("服務抵用券之有效期為三個月。", "term_months", None),
    ("本合約以中華民國法律為準據法。", "governing_law", "中華民國"),
    ("客戶之工作負載與其他客戶共用實體伺服器。", "tenant_isolation", "shared"),
    ("歷史資料可轉存至低頻存取之冷儲存層。", "storage_tiers", True),
    # simplified text keeps reading as before
    ("本合同适用中华人民共和国法律。", "governing_law", "中华人民共和国"),
    ("订单到期后乙方保留甲方数据7日。", "delivery_days", None),
    ("乙方应于签约后七日内完成保留配额的开通。", "delivery_days", 7),
]


@pytest.mark.parametrize("text, key, expected", CASES)
def test_traditional_case(reads, text, key, expected):
    reads(text, key, expected, language="zh")


def test_fold_keeps_every_offset():
    text = "伺服器間網路為100 Gbps乙太網路，資料中心位於臺灣。"
    folded = simplify(text)
    assert len(folded) == len(text)
    assert "服务器" in folded and "以太网" in folded and "网络" in folded and "台湾" in folded
    assert simplify(folded) == folded  # a fixed point: folding twice changes nothing
    view = View(text)
    assert len(view.text) == len(view.written) == len(view.offsets)
    assert view.written == unicodedata.normalize("NFKC", text)  # NFKC: the comma is half-width


def test_regional_words_alike_short_and_long():
    """A short text is looked up word by word, a long one searched with the compiled alternation
    (fold._regional): the same words replaced either way, the longest at a position first."""
    from slacheck.extract import fold

    words, _, _ = fold._regional_words()
    pieces = ["伺服器", "網路", "乙太網路", "資料", " ", "二", "a", "。", *list(words)[:40], *list(words)[-40:]]
    for k in range(len(pieces)):
        short = "".join(pieces[k:] + pieces[:k])[:fold.REGIONAL_SCAN_CHARS]
        expected = fold._regional_pattern().sub(lambda m: words[m.group()], short)
        assert fold._regional(short) == expected
    long = "\n".join(pieces * 3)  # no regional word holds a line break: each piece on its own
    assert len(long) > fold.REGIONAL_SCAN_CHARS
    assert fold._regional(long) == "\n".join(fold._regional(p) for p in pieces * 3)
    english = "The Provider \u201cshall\u201d restore service. " * 20  # no regional word starts here
    assert fold._regional(english) is english


def test_provenance_quotes_the_traditional_text(doc_from_text):
    text = "一、乙方承諾每月可用率不低於百分之九十九點五。"
    document = doc_from_text(text, language="zh")
    (term,) = [t for t in extract_terms(document) if t.key == "availability_pct"]
    assert term.value == 99.5
    assert document.text[term.start:term.end] == term.text
    assert "不低於百分之九十九點五" in term.text


BILLING = [
    ("zh", "计费以十五分钟为一个计费单位，不足十五分钟按十五分钟计。", 15),
    ("zh", "費用以三十分鐘為一計費單位。", 30),
    ("zh", "按小时计费，每卡每小时人民币20元。", 60),
    ("en", "GPU usage is billed in five (5) minute increments.", 5),
    ("en", "Usage is billed hourly at USD 2.10 per GPU-hour.", 60),
    # durations in an SLA sentence are not the billing unit
    ("zh", "单次中断不足五分钟的，不计入不可用时间。", None),
    ("en", "Outages shorter than ten (10) minutes are not counted as downtime for credits.", None),
]


@pytest.mark.parametrize("lang, text, expected", BILLING)
def test_billing_unit(doc_from_text, lang, text, expected):
    terms = {t.key: t.value for t in extract_terms(doc_from_text(text, language=lang))}
    assert terms.get("billing_minutes") == expected
