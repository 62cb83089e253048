"""A case-blind pattern's words with i, k or s skip a text without ı, İ, K and ſ (p35).

``literals.may_match`` used to take, under IGNORECASE, only the letters that match nothing but their ASCII
partner, so "(?i)... is deemed unavailable" required " unava" and was searched over every text holding the
word "unavailable" anywhere. In a text without the four characters ``(?i)`` matches to i, k and s from outside
ASCII (nearly every contract), those letters match only their ASCII partners too, and the whole word
(" unavailable") must be there. A text with one of those characters is searched as before: no match is lost.
"""

import re

import pytest

from slacheck.extract.literals import matches, may_match

UNIT = re.compile(r"(?i)\b(?P<unit>[A-Za-z-]+) (?:is|shall be|will be) (?:deemed|considered|treated as) unavailable")
SITE = re.compile(r"(?i)(?:located|hosted) in (?P<place>[A-Z][a-z]+)")


@pytest.mark.parametrize("text, found", [
    # the unit named where the service level is stated: read
    ("If the Node is deemed unavailable for 5 minutes, a credit applies.", ["Node"]),
    ("Each server shall be considered UNAVAILABLE when it fails health checks.", ["server"]),
    # "unavailable" elsewhere in the text, the words around it another statement: skipped, as searched before
    ("Support is unavailable on public holidays. The Node is deemed available.", []),
    # written with a dotless ı, a long ſ or the Kelvin sign, which (?i) matches to i, s and k: still found
    ("If the Node ıs deemed unavaılable for 5 minutes, a credit applies.", ["Node"]),
    ("The Node ſhall be conſidered unavailable.", ["Node"]),
    ("The racK is treated as unavailable.", ["racK"]),
    ("The \u212aube node is deemed unavailable.", ["node"]),
])
def test_a_case_blind_pattern_finds_what_finditer_finds(text, found):
    assert [m.group("unit") for m in matches(UNIT, text, text.lower())] == found
    assert [m.group("unit") for m in UNIT.finditer(text)] == found


def test_a_text_without_the_whole_words_is_not_searched():
    text = "The unavailability of support staff on public holidays is no Downtime; maintenance windows are announced."
    assert not may_match(UNIT, text, text.lower())
    # one of ı, İ, K, ſ anywhere in the text: searched (the letters i, k, s may stand for them)
    marked = text + " Kelvin \u212a"
    assert may_match(UNIT, marked, marked.lower())


@pytest.mark.parametrize("text, place", [
    ("The equipment is hosted in Frankfurt.", "Frankfurt"),
    ("The equipment is hoſted in Frankfurt.", "Frankfurt"),
    ("The equipment is hosted by the Provider.", None),
])
def test_the_words_before_a_value_skip_a_text_without_them(text, place):
    got = [m.group("place") for m in matches(SITE, text, text.lower())]
    assert got == ([place] if place else [])
