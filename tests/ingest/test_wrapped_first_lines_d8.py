"""A line the layout wrapped is read joined with the next, told by where the line ends: it was wrapped when the next
line's first unit would not have fitted at its end (``ingest/wraps.py``). The room that unit needs was measured short,
so lines LibreOffice wrapped read as ended, most often the first line of a Word list item set close to its number
("8.腾讯云提供的本服务可用性不低于" over "99.9%，如未达到…"): the unit's ink (a full-width "，" is drawn in the left of
its em), not its advance; not the word space a Latin line ends with ("…the applicable Monthly " over "Service Fee");
and an opening bracket, which may not end a line, taken alone ("…受支持的协议" over "（例如 HTTP…").
The fixtures (tests/fixtures/wraps_d8/make_fixtures.py) are sections of corpus SLAs as a Word list numbered with
nothing after its numbers, on a 12 cm page in 13 pt, LibreOffice's PDF: of the 23 corpus SLAs made so, 165 of 754
list paragraphs were read cut in two or more lines, 95 now (most of the rest: a line LibreOffice broke earlier than
any fit test sees, or Markdown the made DOCX kept)."""

from __future__ import annotations

from pathlib import Path

from slacheck import api

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "wraps_d8"


def term(terms, key):
    return next(t for t in terms if t.key == key)


# tencentyun/intlcloud-documents : yehe_doc/游戏服务/游戏服务器伸缩/服务等级协议_intl_zh.md @4d3ce3d (corpus c04):
# "腾讯云提供的本服务可用性不低于99.9%，如未达到上述可用性标准（属于免责条款情形的除外）…"

def test_a_list_items_first_line_wrapped_before_a_figure_is_read_whole():
    document, terms = api.read_contract(FIXTURES / "first_lines_zh.pdf")
    availability = term(terms, "availability_pct")
    assert (availability.value, availability.text) == (99.9, "服务可用性不低于99.9%")  # was "服务可用性不低于\n99.9%"
    assert "\n8.腾讯云提供的本服务可用性不低于99.9%,如未达到上述可用性标准(属于免责条款情形的除外)," in document.text
    # the near miss: a heading's short line and the item under it stay apart, and so does a line ending its sentence
    assert "\n2.2 服务指标标准\n8.腾讯云" in document.text and "赔偿。\n3. 赔偿方案\n9.对于本服务" in document.text


# tencentyun/intlcloud-documents : doc_new/362_云硬盘_CBS/intl_en/C34677_服务等级协议_intl_en.md @840df33 (corpus c15):
# "the aggregate amount shall be no more than the applicable Monthly Service Fee paid by you for such month"

def test_a_latin_line_wrapped_where_the_next_word_and_its_space_did_not_fit_is_read_whole():
    document, terms = api.read_contract(FIXTURES / "first_lines_en.pdf")
    cap = term(terms, "credit_cap_pct")
    # was "no more than the applicable Monthly\nService Fee"
    assert (cap.value, cap.text) == (100, "no more than the applicable Monthly Service Fee")
    assert document.text.count("\n") == 0 and document.text.startswith("16.(2) If the Service Availability")


# selina603/mktcontent : support/sla/cloud-services.md @212b06e (Azure China Cloud Services SLA, corpus c08):
# "“外部连接”是指可通过受支持的协议（例如 HTTP 和 HTTPS）从公共 IP 地址发送和接收的双向网络流量。"

def test_a_line_wrapped_before_an_opening_bracket_and_the_character_after_it_is_read_whole():
    document = api.load_document(FIXTURES / "first_lines_brackets_zh.pdf")
    assert document.text.split("\n") == [  # was cut after "协议"
        "9.“外部连接”是指可通过受支持的协议(例如HTTP和HTTPS)从公共IP地址发送和接收的双向网络流量。",
        "10.“管理门户”指由世纪互联提供的web界面,客户可以通过该界面来管理服务。"]
