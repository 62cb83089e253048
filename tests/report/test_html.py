"""The HTML review page: self-contained, every evidence span highlighted, contract text inert."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conftest import make_document  # noqa: E402

from slacheck.checklist.engine import check_terms  # noqa: E402
from slacheck.checklist.schema import load_checklist  # noqa: E402
from slacheck.models import Alternative, Document, Page, Term  # noqa: E402
from slacheck.report.html import build_segments, render_review_html  # noqa: E402

HOSTILE = ("第一条 单柜功率不低于15千瓦。\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n"
           "{{7*7}} {% raw %} 采用冷板式液冷。 \"quoted\" & 'single'\n")


def term_at(text: str, key: str, value, needle: str, **extra) -> Term:
    start = text.index(needle)
    return Term(key=key, value=value, text=needle, page=1, start=start, end=start + len(needle), **extra)


def hostile_page(lang=None) -> tuple[str, Document]:
    doc = make_document(HOSTILE, language="zh")
    terms = [term_at(HOSTILE, "rack_power_kw", 15, "15千瓦"), term_at(HOSTILE, "cooling", "liquid", "冷板式液冷"),
             term_at(HOSTILE, "tenant_isolation", "shared", "<script>alert(1)</script>")]
    result = check_terms(terms, load_checklist("gpu-training"), doc.info(), lang=lang)
    return render_review_html(doc, result, lang=lang), doc


def test_contract_text_is_escaped_and_inert():
    html, doc = hostile_page()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "{{7*7}}" in html and "{% raw %}" in html          # shown literally, never evaluated
    assert "49" not in html.replace(doc.sha256, "")
    assert "&#34;quoted&#34; &amp; &#39;single&#39;" in html
    assert html.count("<script>") == 1                         # only the page's own script


def test_self_contained():
    html, _ = hostile_page()
    assert not re.search(r"https?://", html)
    assert not re.search(r"<(link|iframe|object|embed)\b", html)
    assert not re.search(r"\bsrc=[\"']", html)
    assert "@import" not in html and "url(" not in html and "@font-face" not in html
    assert "default-src 'none'" in html


def test_every_located_span_is_marked_and_linked():
    html, _ = hostile_page()
    marks = re.findall(r'<mark id="(m\d+)" class="st-(\w+)" data-findings="([^"]+)"[^>]*>(.*?)</mark>', html, re.S)
    texts = {text: status for _, status, _, text in marks}
    assert texts == {"15千瓦": "fail", "冷板式液冷": "pass", "&lt;script&gt;alert(1)&lt;/script&gt;": "review"}
    for mark_id, _, finding_ids, _ in marks:
        for fid in finding_ids.split():
            assert f'id="{fid}"' in html                            # the mark links to its finding
        assert f'href="#{mark_id}"' in html                         # and the finding links to the mark
    assert html.count('<li class="finding') == 14


def test_ui_language():
    zh, _ = hostile_page()
    en, _ = hostile_page("en")
    assert '<html lang="zh-CN">' in zh and "审查结果" in zh and "不通过" in zh
    assert '<html lang="en">' in en and "Findings" in en and "Rack power of at least 20 kW" in en


def test_segments_rebuild_the_text_exactly_with_overlaps_and_pages():
    text = "AAAA BBBB CCCC\nDDDD"
    doc = Document(name="x.txt", sha256="0" * 64, format="txt", language="en", text=text,
                   pages=[Page(number=1, start=0, end=15), Page(number=2, start=15, end=len(text))])
    power = Term(key="rack_power_kw", value=15, text="AAAA BBBB", page=1, start=0, end=9)
    cooling = Term(key="cooling", value="air", text="BBBB CCCC", page=1, start=5, end=14)
    delivery = Term(key="delivery_days", value=14, text="CCCC", page=1, start=10, end=14, conflict=True,
                    alternatives=[Alternative(value=30, text="DDDD", page=2, start=15, end=19, reason="conflict")])
    result = check_terms([power, cooling, delivery], load_checklist("gpu-training"), doc.info())
    segments, views = build_segments(doc, result.findings)
    assert "".join(s.text for s in segments) == text
    assert [s.text for s in segments] == ["AAAA ", "BBBB", " ", "CCCC", "\n", "DDDD"]
    by_text = {s.text: s for s in segments}
    assert len(by_text["BBBB"].findings) == 2                       # rack-power and cooling overlap here
    assert len(by_text["CCCC"].findings) == 2                       # cooling and the delivery conflict
    assert by_text["CCCC"].status == "review" and by_text["AAAA "].status == "fail"
    assert by_text["DDDD"].page_start == 2 and by_text["DDDD"].mark_id
    by_rule = {v.finding.rule: v for v in views}
    assert by_rule["delivery"].other_targets == [by_text["DDDD"].mark_id]   # the conflicting span is linked
    assert by_rule["rack-power"].target == by_text["AAAA "].mark_id


def test_evidence_outside_the_text_is_not_highlighted():
    doc = make_document("nothing here")
    wrong = Term(key="rack_power_kw", value=25, text="rack_power_kw: 25", page=1, start=0, end=17)
    result = check_terms([wrong], load_checklist("gpu-training"), doc.info())
    html = render_review_html(doc, result, lang="en")
    assert "<mark" not in html and "could not be located" in html
