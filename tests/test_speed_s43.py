"""Issue 13 (s43): a short contract's text is normalised once per process, not again when ``check`` views it after its
extraction (``tiers.unread_credit_tables``); the kept view is the same text's, by the same layout rules, and only a
short text's."""

from __future__ import annotations

import pytest

from slacheck.extract import text as text_module
from slacheck.extract.sentences import layout
from slacheck.extract.text import View

CONTRACT = ("1. Availability\nProvider shall make each node available 99.9% of each calendar month.\n"
            "2. 服务可用性\n乙方承诺每个节点的月可用性不低于99.9%。\n")
# a paraphrase: other words, the same kind of text (a clause number, a level, Chinese beside English)
PARAPHRASE = ("Section 4 - Uptime\nThe Supplier commits to a monthly uptime of at least 99.5% per server.\n"
              "第四条 可用率\n每台服务器的月度可用率应不低于99.5%。\n")


def _normalised(view: View) -> tuple:
    return view.written, view.text, view.offsets, view.skips


@pytest.fixture
def normalising(monkeypatch):
    """The texts ``View`` normalised (not taken from the kept view), in order."""
    done: list[str] = []
    original = View._normalise

    def counted(self, source):
        done.append(source)
        return original(self, source)

    monkeypatch.setattr(View, "_normalise", counted)
    monkeypatch.setattr(text_module, "_KEPT_VIEW", [])
    return done


@pytest.mark.parametrize("source", [CONTRACT, PARAPHRASE])
def test_a_second_view_of_the_same_text_is_not_normalised_again(normalising, source):
    first = View(source, parsed=False)
    again = View("".join(list(source)), parsed=False)  # an equal string, not the same object
    assert normalising == [source]
    assert _normalised(again) == _normalised(first)
    assert again.to_source(0, len(again.text)) == first.to_source(0, len(first.text))


def test_the_kept_view_is_the_last_text_s(normalising):
    a, b = View(CONTRACT, parsed=False), View(PARAPHRASE, parsed=False)
    again = View(CONTRACT, parsed=False)
    assert normalising == [CONTRACT, PARAPHRASE, CONTRACT]  # the paraphrase's view replaced the contract's
    assert _normalised(again) == _normalised(a) != _normalised(b)


def test_new_layout_rules_normalise_again(normalising):
    View(CONTRACT, parsed=False)
    layout.cache_clear()  # the layout rules built again (as after a change of layout.yaml's data)
    try:
        View(CONTRACT, parsed=False)
    finally:
        layout.cache_clear()
    assert normalising == [CONTRACT, CONTRACT]


def test_a_long_text_is_not_kept(normalising):
    long_text = CONTRACT * (text_module.KEEP_VIEW_CHARS // len(CONTRACT) + 1)
    View(long_text, parsed=False)
    View(long_text, parsed=False)
    assert normalising == [long_text, long_text]


def test_guard_a_view_parsed_after_a_kept_one_reads_the_same_sentences():
    """Guard (passes on the base too): a parsed view of a text viewed before reads the same sentences and offsets."""
    fresh = View(PARAPHRASE)
    again = View(PARAPHRASE)
    assert [(s.start, s.end) for s in again.sentences] == [(s.start, s.end) for s in fresh.sentences]
    assert again.offsets == fresh.offsets and again.text == fresh.text


# --- the bundle's phrase patterns (``bundle.data.phrase_pattern``): one look-behind for the phrases opening a word ---

def _found(pattern, text):
    return [m.group() for m in pattern.finditer(text)]


def test_guard_phrase_patterns_match_whole_words_longest_first():
    """Guard (passes on the base too): the role words of a title, longest first, whole words only, beside Chinese."""
    from slacheck.bundle.data import phrase_pattern

    rx = phrase_pattern(["Order", "Order Form", "Service Order", "订单", "服务订单", "SLA"])
    assert _found(rx, "SERVICE ORDER FORM / Order\nForm; reordered orders, 服务订单 and 订单; SLAs, sla") == [
        "SERVICE ORDER", "Order\nForm", "服务订单", "订单", "sla"]
    # a paraphrase: other role words, the same reading (the longer phrase, a wrapped title, no part of a word)
    rx = phrase_pattern(["Agreement", "Master Services Agreement", "框架协议", "协议"])
    assert _found(rx, "MASTER  SERVICES AGREEMENT, Agreements, 框架协议与协议") == [
        "MASTER  SERVICES AGREEMENT", "框架协议", "协议"]


def test_guard_a_phrase_opening_with_a_letter_latin_matches_case_blind_keeps_the_longest_first():
    """Guard (passes on the base too): a phrase opening with the Kelvin sign, which "k" matches case-blind, and a longer
    one opening with "k": the longer one wins where both match, as in one alternation longest first."""
    from slacheck.bundle.data import phrase_pattern

    rx = phrase_pattern(["\u212aW", "kW rack"])
    assert _found(rx, "kW rack, \u212aW, kw") == ["kW rack", "\u212aW", "kw"]
