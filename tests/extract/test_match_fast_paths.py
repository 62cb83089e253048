"""The match phase's shortcuts give exactly what the long way gives: a window test that
skips a trigger search, and the tier word lists behind a first-character lookahead."""

import re
from pathlib import Path

import pytest

from slacheck.extract import tiers
from slacheck.extract.data import LANGUAGES, load_language
from slacheck.extract.fold import alternation, prefix_tree
from slacheck.extract.matchers import Phrases, _latin, rules
from slacheck.extract.numbers import find_quantities, tables
from slacheck.extract.text import View

CONTRACTS = Path(__file__).resolve().parents[2] / "fixtures" / "contracts"
TEXTS = sorted(CONTRACTS.glob("*.md")) + sorted(CONTRACTS.glob("*.txt"))


@pytest.fixture(scope="module")
def views():
    return [View(p.read_text(encoding="utf-8")) for p in TEXTS[:6]]


def test_a_window_without_a_possible_start_has_no_hit(views):
    rule_set = rules()
    checked = 0
    for view in views:
        hits = rule_set.match(view.doc)
        n = len(view.text)
        for key in ("availability_pct", "response_minutes", "credit_cap_pct", "claim_window_days"):
            triggers = rule_set.keys[key].triggers
            for start in range(0, n, 37):
                for width in (5, 40, 300):
                    found = triggers.find(hits, start, start + width)
                    if found:
                        checked += 1
                        assert triggers.may_start_in(hits, start, start + width)
                    if not triggers.may_start_in(hits, start, start + width):
                        assert not found
    assert checked > 50  # the fixtures do state these keys' triggers


def _tier_words() -> dict[str, list[str]]:
    merged: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        for field, phrases in (load_language(lang).get("tiers") or {}).items():
            merged.setdefault(field, []).extend(str(p) for p in phrases)
    return merged


def test_tier_word_lists_match_as_the_plain_alternation(views):
    texts = [v.text for v in views]
    texts += [t.upper() for t in texts] + [t.swapcase() for t in texts]
    for field, phrases in _tier_words().items():
        guarded = re.compile(tiers._phrase_re(phrases), re.IGNORECASE)
        plain = re.compile("|".join(tiers._phrase_body(p) for p in tiers._forms(phrases)) or "(?!)", re.IGNORECASE)
        for text in texts:
            assert [m.span() for m in guarded.finditer(text)] == [m.span() for m in plain.finditer(text)], field
            for start in range(0, len(text), 97):  # windows, as the tier reader searches them
                a, b = guarded.search(text, start, start + 120), plain.search(text, start, start + 120)
                assert (a and a.span()) == (b and b.span()), field


def test_a_restated_number_is_merged_far_into_a_long_text():
    filler = "x " * 50_000
    qs = find_quantities(filler + "twenty-five percent (25%) of the fee")
    pct = [q for q in qs if q.kind == "pct"]
    assert len(pct) == 1 and pct[0].value == 25
    assert (filler + "twenty-five percent (25%) of the fee")[pct[0].start:pct[0].end] == "twenty-five percent (25%)"


def test_the_number_token_matches_as_its_alternatives_without_the_lookahead(views):
    """The token's lookahead (a digit, a numeral, a fraction word, or a letter starting a word)
    only skips positions where no alternative could match: the same tokens as the plain
    alternation, words holding number words inside them ("often", "someone") included."""
    token = tables().token
    plain = re.compile(tables().token_alternatives)
    texts = [v.text for v in views] + ["often someone freight: Ten (10) days, one-half, ſix, KW twenty-five",
                                       "the THIRTY-first (31st) day, tHree thousand, Thirteen, ſeventeen, a half, an eighth, "
                                       "half an hour, hundred, Twelve, zero, Eleven, nine, Forty, fifty-five, theory"]
    texts += [t.upper() for t in texts] + [t.swapcase() for t in texts]
    for text in texts:
        for start in range(0, len(text), 53):  # every search position a reader may start from
            a, b = token.search(text, start), plain.search(text, start)
            assert (a and a.span()) == (b and b.span())


def test_a_prefix_tree_matches_exactly_its_words():
    """The number token's lookahead tests a word's first letters against a tree of number words' beginnings
    (fold.prefix_tree): the same strings as the plain alternation, each one whole, none besides."""
    words = ["a", "an", "and", "eig", "ele", "fif", "fiv", "thi", "tho", "thr", "two", "t.x", "x|y"]
    tree = re.compile(f"(?:{prefix_tree(words)})")
    plain = re.compile(f"(?:{alternation(words)})")
    probes = words + ["", "e", "ei", "th", "the", "tw", "b", "ann", "fi", "tax", "x", "x|", "y", "thix"]
    for probe in probes:
        assert bool(tree.fullmatch(probe)) == (probe in words), probe
        assert bool(tree.fullmatch(probe)) == bool(plain.fullmatch(probe)), probe
    for text in ("the three and an eighth", "tho' a fifth", "x|y t.x tax"):
        assert [m.span() for m in tree.finditer(text)] == [m.span() for m in plain.finditer(text)]


def _walked_candidates(phrases, hits):
    """``Phrases._candidates`` as a walk over every phrase of the list (the reference)."""
    text, cands = hits.text, []
    for order, parts in enumerate(phrases.compiled):
        starts, ends = hits.part_hits(parts[0])
        for s, e in zip(starts, ends):
            if _latin(parts[0][0]) and s and _latin(text[s - 1]):
                continue
            end = phrases._join(hits, text, parts, 0, e) if len(parts) > 1 else e
            if end is not None:
                cands.append((s, order, end, not (_latin(parts[-1][-1]) and end < len(text) and _latin(text[end]))))
    return sorted(cands)


def test_phrase_candidates_come_from_the_first_parts_a_text_has_hits_of(views):
    rule_set = rules()
    lists = {id(p): p for rule in rule_set.keys.values() for p in vars(rule).values() if isinstance(p, Phrases) and p}
    assert len(lists) > 50
    for view in views:
        hits = rule_set.match(view.doc)
        for phrases in lists.values():
            assert phrases._candidates(hits)[1] == _walked_candidates(phrases, hits)
