"""A Markdown contract's quotes are its own text (session 37's helper d13): the HTML a Markdown file holds (a website's
``<span class=...>``, an HTML table) is read as text, as a reader of the rendered file sees it, and its terms are read
from that text; every quote is cut from the file's own characters at its offsets, so a user who searches the file for
it finds it ("，" stays "，", a tag stays in the file and out of the text read). Each positive stands beside a near miss.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app
from slacheck.ingest.text import decode_text
from slacheck.report.quotes import quote_of
from tests.conftest import claimed_month

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
MARKDOWN = sorted(path for path in FIXTURES.rglob("*.md") if path.name != "README.md")
TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>")

# https://github.com/CommonPaper/SLA/blob/main/sla.md (CC BY 4.0), as published: its clauses 3.2 and 3.4, the site's
# <span class=...> markup kept (shared/corpus/real/c20)
COMMON_PAPER = (
    "# Service Level Agreement\n\n3. <span class=\"header_2\" id=\"3\">Remedies</span>\n"
    "    2. <span class=\"header_3\" id=\"3.2\">Requesting A Service Credit.</span>  To receive a Service Credit, "
    "<span class=\"coverpage_link\">Customer</span> must notify <span class=\"coverpage_link\">Provider</span> within 7 "
    "days of the end of the month in which <span class=\"coverpage_link\">Customer</span> believes the Service Credit "
    "was earned, otherwise Service Credit eligibility will expire for that month.\n"
    "    4. <span class=\"header_3\" id=\"3.4\">Termination.</span>  If the Cloud Service does not meet the "
    "<span class=\"orderform_link\">Target Uptime</span> for two (2) out of any three (3) consecutive months and "
    "<span class=\"coverpage_link\">Customer</span> notified <span class=\"coverpage_link\">Provider</span> of the "
    "failures within 7 days of the end of each impacted month, <span class=\"coverpage_link\">Customer</span> may "
    "immediately terminate the affected Order Form by giving written notice to "
    "<span class=\"coverpage_link\">Provider</span>.\n")

# an HTML tier table in a Markdown SLA, one tag a line, as converters write it (shared/corpus/real/c16's shape)
HTML_TIERS = ("# GPU Cloud Service Level Agreement\n\nThe Monthly Uptime Percentage of the GPU instances is at least "
              "99.9%. Service Credits:\n\n<table>\n<tr>\n<td>Monthly Uptime Percentage</td>\n<td>Service Credit</td>\n"
              "</tr>\n<tr>\n<td>99.0% to &lt; 99.9%</td>\n<td>10%</td>\n</tr>\n<tr>\n<td>&lt; 99.0%</td>\n"
              "<td>25%</td>\n</tr>\n</table>\n\nCustomer must request a Service Credit within 30 days.\n")


def terms_of(path: Path):
    document = api.load_document(path)
    return document, [(t.key, e) for t in api.extract(document).terms for e in (t, *t.alternatives)]


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_every_quote_of_a_markdown_fixture_is_in_the_file_at_its_offsets(path):
    """Every term and alternative of every Markdown fixture: the quote it gives is the file's own text at the offsets
    it maps back to, found by searching the file. (Holds on main too, where no fixture holds HTML: the guard of the
    mapping the HTML's reading composes with.)"""
    source, _ = decode_text(path, path.read_bytes())
    document, evidence = terms_of(path)
    for key, e in evidence:
        quote = document.original_text(e.start, e.end)
        assert quote in source, (key, quote)
        if document.original is None or document.original == source:  # (a redline's struck text is no text read)
            a, b = document.original_range(e.start, e.end)
            assert source[a:b] == quote, key


def test_a_websites_markup_is_not_read_and_quotes_map_back_to_the_file(tmp_path):
    path = tmp_path / "sla.md"
    path.write_text(COMMON_PAPER, encoding="utf-8")
    document, evidence = terms_of(path)
    assert "<span" not in document.text and "Customer must notify Provider within 7 days" in document.text
    [window] = [e for key, e in evidence if key == "claim_window_days"]
    # main: read in the termination clause 3.4 (its "7 days"), the tags cut 3.2's "notify <span …>Provider</span>
    # within 7 days" apart
    assert (window.value, window.text) == (7, "notify Provider within 7 days")
    a, b = document.original_range(window.start, window.end)
    assert COMMON_PAPER[a:b] == 'notify <span class="coverpage_link">Provider</span> within 7 days'
    assert quote_of(document, window.span) == "notify Provider within 7 days"  # shown as the rendered file reads
    assert not any(TAG.search(e.text) for _, e in evidence)


def test_a_text_file_keeps_its_angle_brackets_as_written(tmp_path):
    """Near miss: in a .txt contract "<span ...>" is the file's own characters (no markup), read and quoted as written."""
    path = tmp_path / "sla.txt"
    path.write_text(COMMON_PAPER, encoding="utf-8")
    assert '<span class="coverpage_link">Customer</span> must notify' in api.load_document(path).text


def test_an_html_tier_table_reads_as_the_pipe_table_it_renders_as(tmp_path):
    path = tmp_path / "sla.md"
    path.write_text(HTML_TIERS, encoding="utf-8")
    document, evidence = terms_of(path)
    # main: the rows one tag a line, "<tr>\n<td>99.0% to &lt; 99.9%</td>\n…" in the text read and the tier's quote
    assert ("| Monthly Uptime Percentage | Service Credit |\n| 99.0% to < 99.9% | 10% |\n| < 99.0% | 25% |"
            in document.text)
    assert [table.rows for table in document.tables] == [
        [["Monthly Uptime Percentage", "Service Credit"], ["99.0% to < 99.9%", "10%"], ["< 99.0%", "25%"]]]
    [tiers] = [e for key, e in evidence if key == "credit_tiers"]
    assert tiers.value == [{"below_pct": 99.9, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0}]  # as on main
    assert not TAG.search(tiers.text) and "&lt;" not in tiers.text
    assert document.original_text(tiers.start, tiers.end) in HTML_TIERS  # the quote: the file's own rows
    # near miss: a "<" that opens no tag ("< 99.0%") is text, read as written
    assert "The Monthly Uptime Percentage of the GPU instances is at least 99.9%." in document.text


ZH = ("# GPU算力租赁协议\n\n甲方（承租方）：北京某某科技有限公司\n\n乙方（出租方）：上海某某算力有限公司\n\n"
      "第一条 乙方向甲方提供H800 GPU服务器一台（8卡），月服务费为人民币100,000元。\n\n"
      "第二条 月可用性不低于99.5%。单次故障持续超过4小时的，乙方另行赔付当月服务费的25%。\n")
LOG = "id,start,end,units,cause\nA,2026-03-05T00:00:00,2026-03-05T05:00:00,node-01,\n"


def test_a_claim_note_quotes_the_contract_in_its_own_characters(tmp_path):
    month = claimed_month(tmp_path, ZH, LOG)
    note = next(line for line in month["review"] if "credit per incident" in line)
    # main: "单次故障持续超过4小时的,乙方…" (the text read's half-width comma), not in the file
    assert note.endswith("contract.md page 1: “单次故障持续超过4小时的，乙方另行赔付当月服务费的25%。”")
    assert "单次故障持续超过4小时的，乙方另行赔付当月服务费的25%。" in ZH


def test_the_json_terms_keep_the_offsets_into_the_text_read(tmp_path):
    """Near miss: extract's JSON stays the text read and its offsets (provenance into ``Document.text``, as for every
    format); what changes is what a person is shown."""
    path = tmp_path / "contract.md"
    path.write_text(ZH, encoding="utf-8")
    done = CliRunner().invoke(app, ["extract", str(path), "--no-db", "--format", "json"])
    vendor = next(t for t in json.loads(done.stdout)["terms"] if t["key"] == "vendor")
    assert vendor["text"] == api.load_document(path).text[vendor["start"]:vendor["end"]]
