"""Session 43 (s36), time per page from 3 to 150 pages: a lot label stripped of its optional opening (``literals._probe``,
compiled from a parse) has no literals of its own, so a text without those of the label was searched at every position
(an English 3-page contract: ~1.2 ms of its ~28 ms of extraction, once a text). ``found_anywhere`` now skips such a text
with the label's own literals; its answers are the same (the guards here pass on bafc589e too)."""

from __future__ import annotations

import re

import pytest

from slacheck.extract import literals
from slacheck.extract.literals import _probe, found_anywhere
from slacheck.extract.pipeline import prepare, rules

# an English contract's sentences (no 版, 套餐, 服务器 ... of the Chinese lot labels), a few thousand characters
ENGLISH = ("Customer shall pay the Fees within thirty (30) days of the invoice date. Service Provider shall use "
           "commercially reasonable efforts to make the Services available 99.9% of the time in each calendar month.\n") * 30
LABEL = re.compile(r"(?:[^:：\n]{1,12}[:：][ \t]*)?(?P<label>[^\W_]{1,8}?(?:版|套餐))(?:[ \t]*[:：][ \t]*|[ \t]*(?=\d))")


def _searched(monkeypatch) -> list:
    """The patterns ``literals.matches`` is asked to search with, in order."""
    asked: list = []
    real = literals.matches

    def recording(pattern, *args, **kwargs):
        asked.append(pattern)
        return real(pattern, *args, **kwargs)

    monkeypatch.setattr(literals, "matches", recording)
    return asked


def test_a_stripped_label_does_not_search_a_text_without_its_words(monkeypatch):
    probe = _probe(LABEL)
    assert probe is not LABEL and probe.pattern is None  # stripped: no source to read literals from
    asked = _searched(monkeypatch)
    assert found_anywhere(LABEL, ENGLISH, ENGLISH.lower()) is False
    assert probe not in asked  # bafc589e searched the English text with it at every position


def test_the_rule_sets_lot_labels_search_no_english_text(monkeypatch):
    prepare()
    stripped = [rx for rx in rules().lot_labels if _probe(rx) is not rx]
    assert stripped  # the rule set has labels opening with an optional lead-in
    asked = _searched(monkeypatch)
    for rx in rules().lot_labels:
        assert found_anywhere(rx, ENGLISH, ENGLISH.lower()) is False
    assert not [p for p in asked if any(p is _probe(rx) for rx in stripped)]


@pytest.mark.parametrize("text", [
    ENGLISH,
    ENGLISH + "企业版：99.95%\n",             # a plan's label ("…版") in an English text: found as before
    "服务可用性：基础版套餐：99.9%；企业版：99.95%",
    "本版本合同自签署之日起生效。",            # 版本: no label (版 followed by 本)
    "",
])
def test_answers_as_search(text):
    # a guard (passes on bafc589e): the answer is the pattern's own ``search``
    prepare()
    for rx in (LABEL, *rules().lot_labels):
        assert found_anywhere(rx, text, text.lower()) is (rx.search(text) is not None)
