"""Lines of credits by one outage's length under a lead (e91's ladders with no header) are found as before, while a line
whose opening cannot be such a length is no longer read whole (session 42's helper s32, issue 13): a long contract whose
numbered paragraphs name outages had ~970 lines under a lead each read for all its quantities (~0.2 ms a line, ~0.2 s of
`check`'s serial path on a 200-page PDF) to learn that its first figure was a clause number. Guards (the same on main):
ladders whose rows open with a range, a restated figure or a bound's words, and a numbered paragraph that is no row."""

from slacheck.extract import numbers, tiers
from slacheck.extract.numbers import nfkc

LEAD_ZH = "发生服务故障时，乙方按下表对甲方进行补偿："
LEAD_EN = "When service outages occur, we will compensate the customer according to the following table:"


def rows(text):
    return [text[s:e] for s, e in tiers._outage_length_lines(tiers.grammar(), text)]


def test_rows_opening_with_a_range_are_a_ladder():
    # guard: "1-4小时" opens with a figure of no kind the range's high end gives its unit
    ladder = "1-4小时  补偿1天服务时长\n4-12小时  补偿3天服务时长\n12小时以上  补偿7天服务时长"
    assert rows(LEAD_ZH + "\n" + ladder + "\n") == [ladder]


def test_rows_opening_with_a_bound_or_a_length_are_a_ladder():
    # guard: the bound's words before the length, and a length first
    ladder = " Up to 2 hours  1 day compensation\n Up to 6 hours  3 days compensation\n More than 12 hours  14 days compensation"
    assert rows(LEAD_EN + "\n" + ladder + "\n") == [ladder]
    ladder = "2 hours or less  1 day compensation\n6 hours or less  3 days compensation"
    assert rows(LEAD_EN + "\n" + ladder + "\n") == [ladder]


def test_numbered_paragraphs_under_a_lead_are_no_rows_and_not_read_whole(monkeypatch):
    paragraph = "{n}.{m} 甲方应于故障所在月度结束后30日内以书面形式提出赔付申请，逾期视为放弃。乙方承诺每个节点的月可用性不低于99.9%，" \
                "不可用时间以节点为单位计算，每次故障按月服务费的10%赔偿。\n"
    body = "".join(paragraph.format(n=n, m=m) for n in range(1, 31) for m in range(1, 10))
    read = []
    original = tiers.find_quantities

    def counting(value):
        read.append(value)
        return original(value)

    monkeypatch.setattr(tiers, "find_quantities", counting)
    assert tiers._outage_length_lines(tiers.grammar(), body) == []
    assert read == []  # each paragraph opens with its number, no length: none read whole (main read all 270)


def test_a_line_opening_with_a_clause_number_may_not_open_with_a_length():
    reach = tiers._BOUND_WORDS
    for line in ("3.2 甲方应于故障所在月度结束后30日内提出", "12. The Customer may claim within 30 days", "0.7 计算网络采用400Gb/s架构"):
        assert not numbers.may_open_with_duration(nfkc(line), reach)
        assert tiers._outage_length_row(tiers.grammar(), nfkc(line)) is None
    for line in ("2 hours or less  1 day compensation", "1-4小时  补偿1天服务时长", "3 (three) hours  1 day compensation",
                 "Up to 2 hours  1 day compensation", "半小时以内  不予补偿"):
        assert numbers.may_open_with_duration(nfkc(line), reach)
