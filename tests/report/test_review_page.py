"""The review page as a lawyer reads it (issue 14, item 3): the contract in its own characters,
Markdown rendered, fails and reviews first, each finding with its reason as a sentence, the
checklist's rationale, the clause and the quote; a print layout with a one-page summary first."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from slacheck.checklist.engine import check_terms
from slacheck.checklist.schema import load_checklist
from slacheck.extract.pipeline import extract_terms
from slacheck.ingest.load import load_document
from slacheck.limits import Limits
from slacheck.report.html import render_review_html

CONTRACT_ZH = """# 算力服务合同（ＧＰＵ集群租赁）

甲方（承租方）：上海星衍智能科技有限公司
乙方（出租方）：上海澜算智能科技有限公司

## 第二条　服务内容

- 乙方提供搭载H800 GPU的算力集群，共计１０２４张GPU卡。
- 计算网络采用万兆以太网。

2.5 每个计算机柜的供电功率不低于１５千瓦。

## 第六条　服务等级

6.1 乙方承诺月可用性不低于99.9%。

6.6 赔付标准如下：

| 月可用性 | 赔付比例 |
|---|---|
| 低于99.9% | 10% |
| 低于99.5% | 25% |

6.8 甲方应在次月30日内提出索赔。
"""

CONTRACT_EN = """# GPU Cluster Services Agreement

Provider: Ironbark Compute Ltd. ("Provider")

## 2. Services

2.1 Provider delivers 1,024 H800 GPUs connected by 10 GbE Ethernet.

2.2 Each rack is supplied with no less than 15 kW.

## 6. Service Levels

6.1 Monthly availability of the Service shall be at least 99.9%.

6.4 Customer must claim credits within thirty (30) days after the end of the month.
"""
# ("(page 1)" after a value is the explanation's code; after a quotation it is a reason's prose, e101: “...” (page 1))
CODE_SPEAK = re.compile(r"\b[a-z]+_[a-z_]+\b|(?<!” )\(page \d+\)|\bis not [<>=!]|==|!=|\[\{|\bentries\b|\bTrue\b|\bFalse\b|\bNone\b")


def review_page(tmp_path: Path, text: str, name: str, lang: str | None = None):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = load_document(path, Limits())
    result = check_terms(extract_terms(document), load_checklist("gpu-training"), document.info(), lang=lang)
    return render_review_html(document, result, lang=lang), result


def section(html: str, element_id: str) -> str:
    start = html.index(f'<section id="{element_id}"')
    return html[start:html.index("</section>\n", start) if element_id == "contract" else html.index('<div class="filters"', start)]


def visible_text(html: str) -> str:
    """The text a reader sees (markup and the collapsed technical trace removed)."""
    html = re.sub(r"<details>.*?</details>", "", html, flags=re.S)
    html = re.sub(r"<(style|script)>.*?</\1>", "", html, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_contract_is_shown_in_its_own_characters(tmp_path):
    html, _ = review_page(tmp_path, CONTRACT_ZH, "zh.md")
    contract = visible_text(section(html, "contract"))
    assert "甲方（承租方）：上海星衍智能科技有限公司" in contract
    assert "共计１０２４张GPU卡" in contract and "不低于１５千瓦" in contract
    assert "甲方(承租方):" not in contract and "1024张" not in contract


def test_markdown_headings_lists_and_tables_are_rendered(tmp_path):
    html, _ = review_page(tmp_path, CONTRACT_ZH, "zh.md")
    contract = section(html, "contract")
    assert "<h1>算力服务合同（ＧＰＵ集群租赁）</h1>" in contract
    assert "<h2>第六条　服务等级</h2>" in contract
    assert re.search(r"<ul>\s*<li>乙方提供搭载H800", contract)
    assert "<th>月可用性</th><th>赔付比例</th>" in contract
    assert "<td>低于99.5%</td>" in unescape(re.sub(r"<mark[^>]*>|</mark>", "", contract))
    assert "#" not in visible_text(contract) and "|---|" not in contract


@pytest.mark.parametrize("text, name, lang", [(CONTRACT_ZH, "zh.md", "zh"), (CONTRACT_EN, "en.md", "en")])
def test_fails_and_reviews_come_first_with_sentence_reasons(tmp_path, text, name, lang):
    html, result = review_page(tmp_path, text, name, lang)
    statuses = re.findall(r'<li class="finding st-(\w+)"', html)
    rank = {"fail": 0, "review": 1, "missing": 2, "pass": 3}
    assert statuses == sorted(statuses, key=rank.get) and statuses[0] == "fail"
    assert sorted(statuses) == sorted(f.status for f in result.findings)
    findings = visible_text(html[html.index('<ol class="findings">'):html.index("</ol>")])
    # suggested clauses may name tools (nccl-tests' all_reduce_perf); everything else is prose
    prose = visible_text(re.sub(r'<div class="suggestion">.*?</div>', "", html[html.index('<ol class="findings">'):html.index("</ol>")], flags=re.S))
    assert not CODE_SPEAK.search(prose), CODE_SPEAK.search(prose).group()
    rack = next(f for f in result.findings if f.rule == "rack-power")
    assert rack.reason in findings and rack.rationale in findings


def test_zh_page_reads_as_sentences_with_clause_and_quote(tmp_path):
    html, _ = review_page(tmp_path, CONTRACT_ZH, "zh.md")
    card = html[html.index('data-rule="rack-power"'):]
    card = visible_text(card[:card.index("</li>")])
    assert "不符合要求：单柜功率为15千瓦，低于要求的20千瓦。" in card
    assert "条款 2.5" in card
    assert "第1页：“机柜的供电功率不低于１５千瓦”" in card
    assert "为何要求：一台8卡H800服务器满载约10千瓦" in card
    tiers = html[html.index('data-rule="outage-compensation"'):]
    tiers = visible_text(tiers[:tiers.index("</li>")])
    assert "两档：低于99.9%赔10%，低于99.5%赔25%" in tiers and "条款 6.6" in tiers


def test_en_page_reads_as_sentences(tmp_path):
    html, _ = review_page(tmp_path, CONTRACT_EN, "en.md", "en")
    card = html[html.index('data-rule="rack-power"'):]
    card = visible_text(card[:card.index("</li>")])
    assert "Does not meet the requirement: the rack power is 15 kW, below the required 20 kW." in card
    assert "Clause 2.2" in card and "Why it matters:" in card


def test_print_layout_has_a_summary_page_with_blockers_and_sign_off(tmp_path):
    html, result = review_page(tmp_path, CONTRACT_ZH, "zh.md")
    assert "@media print" in html and "break-after: page" in html
    summary = html[html.index('<section class="summary"'):html.index('<div class="filters"')]
    text = visible_text(summary)
    assert "审查摘要" in text and "阻断项" in text and "审查人" in text and "法务负责人" in text
    blockers = [f for f in result.findings if f.severity == "blocker" and f.status != "pass"]
    assert blockers and all(f.title in text for f in blockers)
    counts = re.findall(r"<td>(\d+)</td>", summary)
    assert [int(n) for n in counts] == [result.summary.fail, result.summary.review, result.summary.missing,
                                        result.summary.pass_, len(result.findings)]


def test_a_tables_delimiter_row_is_the_markdown_loaders(tmp_path):
    """The page drops a table's delimiter row by the Markdown loader's rule (ingest.markdown): GFM's
    one-hyphen cells ("|-|:-:|") are one too and were shown as a row of hyphens."""
    text = CONTRACT_ZH.replace("|---|---|", "|-|:-:|")
    contract = section(review_page(tmp_path, text, "zh.md")[0], "contract")
    rows = re.findall(r"<tr>(.*?)</tr>", contract)
    assert rows[0] == "<th>月可用性</th><th>赔付比例</th>" and len(rows) == 3
    assert "<td>-</td>" not in contract and "<td>:-:</td>" not in contract


def test_a_row_of_dashes_in_a_word_table_is_shown(tmp_path):
    """A DOCX table's row whose cells are dashes ("--": none) is a row the reader reads, not
    Markdown syntax: the page showed the table without it."""
    import docx

    word = docx.Document()
    word.add_paragraph("6.6 赔付标准如下：")
    table = word.add_table(rows=3, cols=2)
    for r, row in enumerate([("月可用性", "赔付比例"), ("低于99.9%", "10%"), ("--", "--")]):
        table.cell(r, 0).text, table.cell(r, 1).text = row
    word.save(str(tmp_path / "tiers.docx"))
    document = load_document(tmp_path / "tiers.docx", Limits())
    result = check_terms(extract_terms(document), load_checklist("gpu-training"), document.info())
    contract = section(render_review_html(document, result), "contract")
    assert contract.count("<td>--</td>") == 2


def test_a_markdown_contracts_html_shows_as_its_text_in_the_contract_pane(tmp_path):
    """The pane showed "<table><tr><td>单柜功率</td>…" as written; a reader of the rendered file sees the cells.
    (Session 37, d13: the text read holds the HTML table as the pipe table it reads as, so the pane lays it out as
    the table a reader of the rendered file sees, one cell each, where it showed the cells as "| 单柜功率 | …" text.)"""
    text = ("# 机柜\n\n<table>\n<tr><td>单柜功率</td><td>不低于20千瓦</td></tr>\n"
            "<tr><td>交付&nbsp;周期</td><td>签约后14天内</td></tr>\n</table>\n\n月可用性不低于<b>99.9%</b>。\n")
    html, _ = review_page(tmp_path, text, "html.md")
    rows = [[visible_text(cell) for cell in re.findall(r"<t[hd]>(.*?)</t[hd]>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", section(html, "contract"))]
    assert rows == [["单柜功率", "不低于20千瓦"], ["交付 周期", "签约后14天内"]]
    contract = visible_text(section(html, "contract"))
    assert "月可用性不低于99.9%。" in contract
    assert "<td>" not in contract and "<b>" not in contract and "&nbsp;" not in contract and "<table>" not in contract
