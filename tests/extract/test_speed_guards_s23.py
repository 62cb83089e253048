"""Guards of session 40's speed work (s23): the shortcuts give what the plain ways gave.

``definitions.named_in`` flattens a window with ``str.lower`` and one white-space pattern, each character on its
own only where the lower case needs it, and skips windows no defined word's piece begins in; ``precedence``'s cue
patterns are searched only in sentences where one of their literals begins. These tests pass on 95ad6c8 too: the
values must not change."""

from __future__ import annotations

import random

from slacheck.bundle.precedence import read_precedence
from slacheck.extract.definitions import _flattened
from tests.conftest import make_document


def _flattened_one_by_one(text: str, start: int, end: int) -> tuple[str, list[int]]:
    chars: list[str] = []
    at: list[int] = []
    for i in range(start, end):
        ch = text[i]
        if ch.isspace():
            if chars and chars[-1] == " ":
                continue
            ch = " "
        chars.append(ch.lower())
        at.append(i - start)
    return "".join(chars), at


def test_a_window_flattens_as_its_characters_one_by_one():
    # a capital sigma (lowered by its neighbours in a string), İ (two characters lowered), every kind of white space
    alphabet = list("abXY Σσςİ中文服务É1.,-“”\t\n\r\x0b\x0c\x1c\x85\xa0\u2003\u3000")
    rnd = random.Random(40)
    for _ in range(20000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 24)))
        start = rnd.randint(0, len(text))
        end = rnd.randint(start, len(text))
        assert _flattened(text, start, end) == _flattened_one_by_one(text, start, end)


def test_a_yielding_clause_among_many_sentences_is_still_read():
    filler = "The Supplier shall keep records of the work. " * 300
    text = filler + "Unless otherwise specified in the Order Form, the fees are due monthly. " + filler
    (rule,) = read_precedence(make_document(text, name="x.md"), "framework", ["amendment", "order", "sla", "framework"])
    assert (rule.winner, rule.over) == ("order", ["framework"])
    assert rule.text.startswith("Unless otherwise specified in the Order Form")
