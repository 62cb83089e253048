"""Normalisation: full-width forms, CJK line wraps, PDF spacing, paragraph breaks."""

from __future__ import annotations

import pytest

from slacheck.ingest.normalise import estimate_wrap_width, normalise_cell, normalise_text

WIDE = 60  # wrap width for cases where lines are "full"


@pytest.mark.parametrize(
    "raw, wrap_width, expected",
    [
        # full-width forms -> half-width; CJK full stop and enumeration comma stay
        ("ＡＢＣ１２３％，：（）", None, "ABC123%,:()"),
        ("单柜功率：２０ｋＷ。", None, "单柜功率:20kW。"),
        ("冷、热数据分层。", None, "冷、热数据分层。"),
        ("甲方（盖章）：\u3000\u3000乙方（盖章）：", None, "甲方(盖章): 乙方(盖章):"),
        # spaces a PDF tool puts between CJK and Latin/digits
        ("月可用性不低于 99.9%", None, "月可用性不低于99.9%"),
        ("单柜 20 千瓦", None, "单柜20千瓦"),
        ("采用 InfiniBand NDR 400Gb/s 网络", None, "采用InfiniBand NDR 400Gb/s网络"),
        ("99.9% 的可用性", None, "99.9%的可用性"),
        # the space after a clause number is kept
        ("5.1 乙方承诺", None, "5.1 乙方承诺"),
        ("第一条 术语", None, "第一条 术语"),
        # runs of spaces collapse; invisible characters go
        ("a    b\u200b c", None, "a b c"),
        # CJK wrap inside a sentence is joined (line is full, no sentence-final punctuation)
        ("双方根据《中华人民共" + "和" * 25 + "\n和国民法典》签订本合同。", WIDE, "双方根据《中华人民共" + "和" * 25 + "和国民法典》签订本合同。"),
        ("不构成对单柜功率的承诺" + "诺" * 20 + "\n。", WIDE, "不构成对单柜功率的承诺" + "诺" * 20 + "。"),
        ("甲方自建" + "建" * 26 + "\nInfiniBand网络", WIDE, "甲方自建" + "建" * 26 + "InfiniBand网络"),
        # ... but not after sentence-final punctuation, nor before a clause number or heading
        ("签" * 30 + "。\n乙方提供服务", WIDE, "签" * 30 + "。\n乙方提供服务"),
        ("签" * 30 + "\n2.1 乙方提供服务", WIDE, "签" * 30 + "\n2.1 乙方提供服务"),
        ("签" * 30 + "\n第二条 交付", WIDE, "签" * 30 + "\n第二条 交付"),
        # nor a short line (a party line is not a wrap)
        ("甲方:上海某某有限公司\n乙方:上海某某数据服务有限公司", WIDE, "甲方:上海某某有限公司\n乙方:上海某某数据服务有限公司"),
        # nor anything when the text was not wrapped
        ("签" * 30 + "\n乙方提供服务", None, "签" * 30 + "\n乙方提供服务"),
        # English wraps join with a space; hyphenated wraps keep the hyphen
        ("Direct liquid" + " x" * 25 + "\ncooling is not offered.", WIDE, "Direct liquid" + " x" * 25 + " cooling is not offered."),
        ("computer-room air handlers with hot" + " x" * 12 + " hot-\naisle containment", WIDE,
         "computer-room air handlers with hot" + " x" * 12 + " hot-aisle containment"),
        # a curly quote is the text's it quotes, English or Chinese ("parties’" + "representatives" ran together)
        ("notice to the other" + " x" * 17 + " parties\u2019\nrepresentatives.", WIDE,
         "notice to the other" + " x" * 17 + " parties\u2019 representatives."),
        ("the term" + " x" * 22 + " \u201cService\nCredit\u201d means", WIDE, "the term" + " x" * 22 + " \u201cService Credit\u201d means"),
        ("乙方的" + "服" * 26 + "\u201c服务\n\u201d条款", WIDE, "乙方的" + "服" * 26 + "\u201c服务\u201d条款"),
        ("乙方" + "服" * 27 + "\u201c\nService\u201d条款", WIDE, "乙方" + "服" * 27 + "\u201cService\u201d条款"),
        ("Ends here with a full stop" + " x" * 17 + ".\nNext sentence.", WIDE, "Ends here with a full stop" + " x" * 17 + ".\nNext sentence."),
        # paragraph breaks are kept (one blank line), extra blank lines collapse
        ("第一段。\n\n\n\n第二段。", None, "第一段。\n\n第二段。"),
        # table-like lines keep their columns (no CJK/Latin joining inside them)
        ("\u00a0\u00a0\u00a0\u00a0合计 460,000", None, "合计 460,000"),
        ("| 月可用性 | 赔付比例 |", None, "| 月可用性 | 赔付比例 |"),
    ],
)
def test_normalise_text(raw, wrap_width, expected):
    assert normalise_text(raw, wrap_width) == expected


@pytest.mark.parametrize(
    "cell, expected",
    [
        ("Rack, 15 kW Contracted\nPower", "Rack, 15 kW Contracted Power"),
        ("计算机柜\n单柜功率", "计算机柜单柜功率"),
        ("赔付比例\n(占当月月服务费)", "赔付比例(占当月月服务费)"),
        (None, ""),
        ("  ９９．９％ ", "99.9%"),
        ("the parties\u2019\nrepresentatives", "the parties\u2019 representatives"),
    ],
)
def test_normalise_cell_joins_wrapped_cell_text(cell, expected):
    assert normalise_cell(cell) == expected


def test_wrap_width_is_none_for_unwrapped_text():
    assert estimate_wrap_width(["短行\n另一短行\n第三行"]) is None


def test_wrap_width_tracks_the_margin_of_wrapped_text():
    lines = ["字" * 40] * 9 + ["字" * 12]
    assert estimate_wrap_width(["\n".join(lines)]) == 80  # CJK counts two columns


def test_display_width_counts_wide_and_full_width_characters_twice_everywhere_in_unicode():
    import unicodedata

    from slacheck.ingest.normalise import display_width

    def by_definition(line: str) -> int:
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)

    every = "".join(chr(c) for c in range(0x110000))
    assert display_width(every) == by_definition(every)
    assert [display_width(s) for s in ("", "abc", "算力 GPU", "ＡＢ１", "\u3000x", "한국어", "🙂")] == \
        [0, 3, 8, 6, 3, 6, 2]


def test_halfwidth_by_runs_is_the_translation_of_every_character():
    """to_halfwidth translates only the runs of characters its table changes: the same text as
    translating each character, for every code point (and line ends made "\\n" first)."""
    from slacheck.ingest.normalise import _TRANSLATE, to_halfwidth

    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)
    for text in (every, every[::-1], "ＡＢＣ１２３％\r\n，：（）\u3000\u200b\xad 不低于 99.9%\r", "plain ascii\r\n"):
        assert to_halfwidth(text) == text.replace("\r\n", "\n").replace("\r", "\n").translate(_TRANSLATE)


def _wrap_width_by_definition(texts):
    from slacheck.ingest.normalise import MIN_WRAP_WIDTH, display_width, is_table_line, to_halfwidth

    widths = sorted(display_width(line.strip()) for text in texts for line in to_halfwidth(text).split("\n")
                    if line.strip() and not is_table_line(line))
    if len(widths) < 2:
        return None
    width = widths[min(len(widths) - 1, int(len(widths) * 0.9))]
    return width if width >= MIN_WRAP_WIDTH else None


def _random_pages(rnd, count):
    words = ["service", "credit", "可用性", "不低于", "99.9%", "Section 5.1", "甲方", "(a)", "1.", "  ", "\t", "-"]
    return ["\n".join(" ".join(rnd.choice(words) for _ in range(rnd.randint(0, 14))) for _ in range(rnd.randint(0, 9)))
            for _ in range(count)]


def test_wrap_width_counted_part_by_part_is_the_whole_texts_percentile():
    import random
    from collections import Counter

    from slacheck.ingest.normalise import line_widths, wrap_width_of

    rnd = random.Random(13)
    for _ in range(400):
        pages = _random_pages(rnd, rnd.randint(0, 6))
        cut = rnd.randint(0, len(pages))
        counted = line_widths(pages[:cut]) + line_widths(pages[cut:])
        assert wrap_width_of(counted) == estimate_wrap_width(pages) == _wrap_width_by_definition(pages)
        assert wrap_width_of(Counter()) is None


def test_same_joins_says_when_another_wrap_width_normalises_the_same():
    import random

    from slacheck.ingest.normalise import same_joins

    rnd = random.Random(7)
    differing = 0
    for _ in range(600):
        text = _random_pages(rnd, 1)[0]
        one, other = rnd.choice([None, 20, 40, 50, 60]), rnd.choice([None, 20, 40, 50, 60])
        compared: set[int] = set()
        at_one = normalise_text(text, one, compared=compared)
        assert at_one == normalise_text(text, one)  # counting what is compared changes nothing
        if same_joins(compared, one, other):
            assert normalise_text(text, other) == at_one
        else:
            differing += at_one != normalise_text(text, other)
    assert differing  # the widths chosen do join differently, and that is seen
