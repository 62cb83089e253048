"""Guards (s27, issue 13: the language check per phrase hit made cheap, outputs unchanged). ``TextHits.languages_at``
now keeps each sentence's languages by its number and fills every row of a table block when one row is first asked,
and ``is_table_line`` tries each pattern only on a line holding the characters its matches need. These tests pass on
2dde8f4 as well: they hold the behaviour that must not change, whatever order a text's places are asked in."""

import random

import pytest

from slacheck.extract.matchers import Phrases, Written
from slacheck.extract.sentences import is_table_line
from slacheck.extract.text import View
from slacheck.ingest.language import written_languages

# a bilingual text: prose of both languages, a Chinese-headed and an English-headed pipe table, a tab-separated table,
# a space-aligned table, a "----" rule, a line of figures alone (the view drops the blank lines: the tab-separated and the
# space-aligned tables are one block, in both languages)
TEXT = (
    "服务等级协议 / Service Level Agreement\n"
    "第一条 月度可用性不低于99.9%。Article 1 Monthly uptime is at least 99.9%.\n"
    "| 月度可用性A | 赔付比例 |\n"
    "|---|---|\n"
    "| 99.5%≤A<99.9% | 10% |\n"
    "| 99%≤A<99.5% | 25% |\n"
    "| A<99% | 50% |\n"
    "\n"
    "Credits are paid as follows.\n"
    "| Monthly uptime | Credit |\n"
    "|---|---|\n"
    "| 99.5%≤A<99.9% | 10% |\n"
    "| A<99.5% | 30% |\n"
    "本协议另有约定的除外。\n"
    "Uptime\tCredit\n"
    "99.5%≤A<99.9%\t10%\n"
    "\n"
    "可用性   赔付   上限\n"
    "99.9   10   100\n"
    "----\n"
    "8×400G\n"
    "最后一句。The last sentence.\n"
)


def _hits(text: str):
    own = Phrases(Written(["≤"], {"≤": frozenset(["zh"])}))
    return own, own.index.match(View(text).doc)


def _expected(hits, pos: int) -> frozenset[str]:
    """The languages of the table block whose row holds ``pos`` (every line of the block a table line), else of the
    sentence holding it: worked out from scratch for each place (in the text as the view reads it)."""
    text = hits.text
    lines = text.split("\n")
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    k = max(i for i, s in enumerate(starts) if s <= pos)
    if is_table_line(lines[k]):
        first = last = k
        while first > 0 and is_table_line(lines[first - 1]):
            first -= 1
        while last + 1 < len(lines) and is_table_line(lines[last + 1]):
            last += 1
        end = starts[last] + len(lines[last])
        return written_languages(text[starts[first]:end])
    sentence_starts = sorted({0, *(s.start for s in View(TEXT).sentences[1:])})
    j = max(i for i, s in enumerate(sentence_starts) if s <= pos)
    end = sentence_starts[j + 1] if j + 1 < len(sentence_starts) else len(text)
    return written_languages(text[sentence_starts[j]:end])


@pytest.mark.parametrize("order", ["forward", "backward", "shuffled"])
def test_every_place_is_in_its_sentences_or_tables_languages_whatever_the_order_asked(order):
    _, hits = _hits(TEXT)
    places = list(range(len(hits.text)))
    if order == "backward":
        places.reverse()
    elif order == "shuffled":
        random.Random(27).shuffle(places)
    got = {pos: hits.languages_at(pos) for pos in places}
    assert got == {pos: _expected(hits, pos) for pos in range(len(hits.text))}


@pytest.mark.parametrize("text, expected", [
    # a Chinese-headed table's rows of figures are Chinese, whichever row is read first; an English-headed one's not
    (TEXT, ["99.5%≤A<99.9%", "99%≤A<99.5%", "99.5%≤A<99.9%\t10%"]),
    ("| Monthly uptime | Credit |\n|---|---|\n| 99.5%≤A<99.9% | 10% |\n| 99%≤A<99.5% | 25% |\n"
     "| 月度可用性A | 赔付比例 |\n", ["99.5%≤A<99.9%", "99%≤A<99.5%"]),
    ("| Monthly uptime | Credit |\n|---|---|\n| 99.5%≤A<99.9% | 10% |\n| 99%≤A<99.5% | 25% |\n\n"
     "Notes follow.\n| 月度可用性A | 赔付比例 |\n", []),
])
def test_a_chinese_sign_reads_the_rows_of_a_table_headed_in_chinese_only(text, expected):
    own, hits = _hits(text)
    read = hits.text
    rows = [read[read.rfind("\n", 0, h.start()) + 1:read.find("\n", h.start())].strip("| ").split(" |")[0]
            for h in own.find(hits)]
    assert rows == expected


@pytest.mark.parametrize("line, expected", [
    ("Uptime\tCredit", True),
    ("| 99.5% | 10% |", True),
    ("99.5% | 10%", True),
    ("Monthly uptime    Credit    Cap", True),
    ("Monthly uptime    Credit", False),
    ("|---|---|", True),
    ("| :---: | ---: |", True),
    ("+----+----+", False),  # (no pipe after the dashes)
    ("+----+----|", True),
    ("----", True),
    ("--", False),
    ("计算机柜50kW 16 28,000 448,000", True),
    ("99.9   10   100", True),
    ("Credits are paid as follows.", False),
    ("The Provider  shall pay 10% of the fee.", False),
    ("Either party may terminate | see Article 9.", True),
    ("3.1.3 您必须在第 5 天内提交请求。", False),
    ("", False),
])
def test_what_a_table_line_is_is_unchanged(line, expected):
    assert is_table_line(line) is expected
