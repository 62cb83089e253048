"""Session 40, s24: the extractor's build without what it spelt out again each run (issue 13).

The credit-in-days "entitled" words (``tiers.day_credits_entitled``: each customer's name with each adverb, ~2,000
phrases) were one alternation spelling each phrase whole, 2.5 MB of compiled code kept and read in every run; they are
now written with their shared parts once (``tiers._factored_re``), matching the same texts. A language file with its
``{parties}``/``{adverbs}`` phrases written out is kept in the data cache (``data.load_language``).
"""

from __future__ import annotations

import json
import re

import pytest

from slacheck import datacache


def _contexts(phrase: str) -> list[str]:
    return [phrase, f"x{phrase}", f"1 {phrase} ", f"then {phrase}\n", f"{phrase}s", phrase.upper(),
            phrase.replace(" ", "  "), phrase[1:], phrase[:-1], f"{phrase} the"]


def test_the_entitled_words_match_every_phrase_as_one_alternation_of_them_spelt_whole_does():
    # a guard (passes on 95ad6c8 too): the same sentences are read as a credit the customer is entitled to
    from slacheck.extract.data import load_language, swapped_letters
    from slacheck.extract.tiers import _forms, _phrase_re, grammar

    g = grammar()
    for lang in ("en", "zh"):
        data = load_language(lang)
        phrases = data["tiers"]["day_credits_entitled"]
        letters = data.get("parties", {}).get("letters", [])
        whole = re.compile(rf"(?:{_phrase_re(phrases)})\s*$", re.IGNORECASE)
        unlettered = re.compile(rf"(?:{_phrase_re([p for p in phrases if swapped_letters(p, letters) == p])})\s*$",
                                re.IGNORECASE)
        forms = _forms(phrases)
        assert len(forms) > (1000 if lang == "en" else 20)
        for form in forms[::7] + forms[:40]:
            for text in _contexts(form):
                assert (g.day_credit_entitled.search(text) is None) == (whole.search(text) is None), text
                assert (g.day_credit_entitled_unlettered.search(text) is None) == (unlettered.search(text) is None), text


def test_a_credit_in_days_the_customer_is_entitled_to_is_still_read_with_an_adverb_and_not_for_the_provider():
    # a guard (passes on 95ad6c8 too)
    from slacheck.extract.tiers import grammar

    g = grammar()
    for said in ("each outage exceeding 4 hours entitles Customer to ", "Customer shall thereupon be entitled to ",
                 "then the Licensee’s is automatically entitled to", "the Subscriber will also be entitled to receive  ",
                 "单次中断超过4小时的，甲方有权获得"):
        assert g.day_credit_entitled.search(said), said
    for said in ("Provider shall be entitled to ", "Customer shall thereupon be entitled to a notice of",
                 "Customers shall be entitledto ", "乙方有权获得"):
        assert not g.day_credit_entitled.search(said), said


def test_the_entitled_words_are_written_compactly():
    # 95ad6c8: 123,827 characters (2.5 MB of compiled code, read and checked in every run)
    from slacheck.extract.tiers import grammar

    g = grammar()
    for pattern in (g.day_credit_entitled, g.day_credit_entitled_unlettered, g.day_credit_entitled_reversed):
        assert len(pattern.pattern) < 10_000


def test_a_language_file_with_its_listed_phrases_written_out_is_kept_in_the_cache(tmp_path, monkeypatch):
    from slacheck.extract import data
    from slacheck.extract.fold import fold_data

    monkeypatch.setenv(datacache.ENV, str(tmp_path))
    for lang in data.LANGUAGES:
        folded = fold_data(data.read_data_file(data.LANG_DIR / f"{lang}.yaml"))
        built = data.with_lists(folded, {data.PARTY: data._listed(folded, data.PARTIES_AT),
                                         data.ADVERB: data._listed(folded, data.ADVERBS_AT)})
        data.load_language.cache_clear()
        try:
            assert data.load_language(lang) == built  # built and stored
            assert datacache.stored_versions(tmp_path, f"lang-{lang}-lists"), lang
            data.load_language.cache_clear()
            again = data.load_language(lang)  # read back: the same phrases in the same order
        finally:
            data.load_language.cache_clear()
        assert json.dumps(again, default=str) == json.dumps(built, default=str)
    assert any("Customer shall thereupon be entitled to" == p for p in data.load_language("en")["tiers"]["day_credits_entitled"])


@pytest.mark.parametrize("lang", ["en"])
def test_the_written_out_phrases_name_no_placeholder(lang):
    # a guard (passes on 95ad6c8 too)
    from slacheck.extract import data

    text = json.dumps(data.load_language(lang), ensure_ascii=False)
    assert data.PARTY not in text and data.ADVERB not in text
