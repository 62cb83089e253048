"""s41 (issue 13): a case-blind word anchors a pattern's search as a literal does (``literals.anchor``).

The data's English patterns are written under ``(?i)``, often inside a group ("(?i:\\b(?:state|commonwealth|province)
of\\s+)", "(?P<machine>(?i:nodes?|servers?))"). ``re`` finds no prefix in a case-blind letter, so such a pattern was
tried at every position of the text (a 150-page contract: ~5-16 ms each). Its words are now looked for in the text's
lower case and the pattern tried only where one of them lets a match start: the same matches, found faster.
"""

from __future__ import annotations

import random
import re

import pytest

from slacheck.extract import literals
from slacheck.extract.literals import anchor, matches


class _Watched:
    """A compiled pattern as ``matches`` uses it, counting the positions ``match`` was tried at and the searches."""

    def __init__(self, pattern: str):
        self.rx = re.compile(pattern)
        self.count = {"tried": 0, "searched": 0}

    def __getattr__(self, name):  # pattern, flags
        return getattr(self.rx, name)

    def match(self, text, pos):
        self.count["tried"] += 1
        return self.rx.match(text, pos)

    def finditer(self, text):
        self.count["searched"] += 1
        return self.rx.finditer(text)


FILLER = "The Customer shall pay the fees within thirty days of the invoice date. " * 3000


@pytest.mark.parametrize("pattern, found", [
    # governing law's wording, in a group of its own flags
    (r"(?i:\bgoverned by\s+(?:the\s+)?)(?P<value>[A-Z][A-Za-z]+)\s+(?i:law)", ["Delaware"]),
    # a case-blind choice of words in a named group, after lookbehinds (gpus_per_node's machine)
    (r"(?<!\d\s)\b(?P<machine>(?i:nodes?|servers?|hosts?))\b\s+(?:with|of)\s+(?P<count>[1-9])\s?[xX×]", ["Server"]),
])
def test_a_case_blind_word_lets_a_long_text_be_tried_only_near_it(pattern, found):
    text = FILLER + "This Agreement is GOVERNED BY the Delaware law. Each Server with 8x H100 GPUs. " + FILLER
    watched = _Watched(pattern)
    count = watched.count
    got = [m.group(1) for m in matches(watched, text, text.lower())]
    assert [m.group(1) for m in re.finditer(pattern, text)] == got == found
    assert count["searched"] == 0  # never tried at each of the ~430,000 positions
    assert count["tried"] < 50


@pytest.mark.parametrize("pattern", [
    r"(?i:\bgoverned by\s+)(?P<value>[A-Z][a-z]+)", r"(?i)\bstate of\s+\w+", r"(?<!\d)(?i:nodes?|hosts?)\s+\d",
    r"(?:7|(?i:seven))\s*(?i:days)\b", r"(?i)\bk[a-z]{0,3}s\b", r"(?i)(?-i:[Ss])tate of",
])
def test_a_case_blind_anchor_finds_what_the_search_finds(pattern, monkeypatch):
    """Guard (passes before s41 too: there these patterns were searched whole): any case, the characters (?i) matches to
    an ASCII letter from outside ASCII (ı, İ, K, ſ: the text is then searched whole), matches side by side."""
    monkeypatch.setattr(literals, "ANCHORED_COST", 0)  # anchored wherever there is an anchor
    rx, rng = re.compile(pattern), random.Random(pattern)
    words = ["governed by ", "GOVERNED BY ", "Governed  by\n", "State of ", "ſtate of ", "STATE OF ", "node 8", "HOSTS 2",
             "Nodes 1", "7 days", "SEVEN DAYS", "seven\u212aays", "kiss ", "\u212aiss ", "\u0130", "\u0131", "New York ",
             "Delaware ", "x", " ", "\n"]
    for _ in range(300):
        text = "".join(rng.choice(words) for _ in range(rng.randint(0, 12)))
        got = [(m.span(), m.groups()) for m in matches(rx, text, text.lower())]
        assert got == [(m.span(), m.groups()) for m in rx.finditer(text)], text


def test_a_case_blind_anchor_is_looked_for_lowered():
    assert anchor(re.compile(r"(?i:\b(?:state|commonwealth|province) of\s+)(?P<value>[A-Z]\w+)")) == \
        (("state", "commonwealth", "province"), 0, 0, True)
    # an exact word stays one looked for as written; a pattern opening with it is left to re's own search
    assert anchor(re.compile(r"(?P<party>(?:Provider|Vendor))\s*:")) is None
    assert anchor(re.compile(r"(?<!\w)(?P<party>(?:Provider|Vendor))\s*:")) == (("Provider", "Vendor"), 0, 0, False)
