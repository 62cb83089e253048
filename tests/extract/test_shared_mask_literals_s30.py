"""The masks a quantity is read past (dates, times, "24/7") test the words they share once a text (s30).

``numbers._masked_ranges`` asks each of its 39 masks whether the text holds one of the words every match of it holds
("年" for four date masks, the twelve months' names for four more) before searching: e91's outage-length rows ask
it of every line under a lead (~1,000 lines of reportlab_200p's text). ``literals.matches_each`` tests each set of
words once a text. The spans masked, and so every quantity read, are what each mask's own ``finditer`` finds.
"""

import random
import re
from pathlib import Path

from slacheck.extract.literals import matches
from slacheck.extract.numbers import _masked_ranges, find_quantities, nfkc, tables

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"


def _compiled(pattern) -> re.Pattern:
    return re.compile(*pattern.source) if hasattr(pattern, "source") else pattern


def _lines() -> list[str]:
    out = []
    for path in sorted(FIXTURES.rglob("*")):
        if path.suffix in (".md", ".txt") and path.is_file():
            out.extend(line for line in nfkc(path.read_text(encoding="utf-8", errors="replace")).splitlines()
                       if line.strip())
    return out


TEXTS = [
    "2025年1月1日至2027年12月31日，服务时间7x24小时，故障超过2小时的，赔偿1天服务费。",
    "From January 1, 2026 through December 31, 2026, 24/7 support; Up to 2 hours  1 day compensation",
    "More than 12 hours  14 days compensation (every day at 09:00-18:00, per month)",
    "单一故障持续4小时以上的，按月服务费的10%赔偿；上午9点至下午6点",
]


def test_masked_spans_are_each_masks_own_matches():
    """Fixture lines, the texts above and random mixes of lines: the spans masked are each mask's ``finditer``'s, in
    the masks' order (a guard: the same on f5216dab)."""
    rng = random.Random(30)
    lines = _lines()
    texts = TEXTS + lines + [" ".join(rng.sample(lines, 4)) for _ in range(300)]
    masks = [_compiled(rx) for rx in tables().masks]
    for text in texts:
        assert _masked_ranges(text) == [m.span() for rx in masks for m in rx.finditer(text)], text


def test_matches_each_is_each_patterns_matches():
    """Patterns sharing the words they require, over texts holding them or not: ``matches_each`` finds what
    ``matches`` finds for each, in order (new: no such function on f5216dab)."""
    from slacheck.extract.literals import matches_each

    patterns = [*tables().masks, re.compile(r"(?i)outage of (\d+) hours"), re.compile(r"(?i)outage \w+")]
    for text in TEXTS + ["An outage of 3 hours on 2026年5月1日.", "OUTAGE lasting", ""]:
        lowered = text.lower()
        assert [m.span() for m in matches_each(patterns, text, lowered)] == \
            [m.span() for rx in patterns for m in matches(rx, text, lowered)]


def test_outage_length_row_reads_its_length_past_dates():
    """A row's length is read where a date stands on the line too (a guard of the values)."""
    quantities = find_quantities("Up to 2 hours (from January 1, 2026)  1 day compensation")
    assert [(q.kind, q.value) for q in quantities][:1] == [("duration", 120.0)]
