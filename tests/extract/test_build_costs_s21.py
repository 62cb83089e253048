"""Guards (issue 13, the extractor's build and a text's fixed cost): what session 39's cheaper build and candidate
lookup must not change. A phrase list finds the phrases starting with a part the text holds, whichever other lists of
the index start with the same part (the candidates now come from an index of first parts, worked out once a text); a
list naming a party letter says, reversed, the same phrases with the letters swapped. These pass on 3273fc9 too:
they guard behaviour that must stay as it was."""

from __future__ import annotations

from slacheck.extract.data import LETTERS_AT, swapped_letters
from slacheck.extract.matchers import Phrases, rules
from slacheck.extract.nlp import PhraseIndex


def _found(phrases: Phrases, text: str) -> list[str]:
    return [hit.group() for hit in phrases.find(text)]


def test_lists_sharing_first_parts_each_find_their_own_phrases():
    index = PhraseIndex()
    credits = Phrases(["service credit", "service level…agreement"], index=index)
    words = Phrases(["service", "credit", "uptime"], index=index)
    absent = Phrases(["maintenance window"], index=index)
    index.seal()
    text = "The service level under this agreement earns a service credit, never a credit-card fee."
    assert _found(credits, text) == ["service level under this agreement", "service credit"]
    assert _found(words, text) == ["service", "service", "credit", "credit"]
    assert _found(absent, text) == []
    assert credits.search(text, 20).group() == "service credit"
    assert [hit.group() for hit in credits.find_within(text, 40, len(text))] == ["service credit"]


def test_a_list_whose_first_parts_a_text_lacks_finds_nothing_there_and_its_own_elsewhere():
    index = PhraseIndex()
    latin = Phrases(["H100", "GPU…hours"], index=index)
    chinese = Phrases(["服务可用性", "赔偿…服务时长"], index=index)
    index.seal()
    assert _found(latin, "服务可用性不低于99.9%，赔偿相应服务时长") == []
    assert _found(chinese, "服务可用性不低于99.9%，赔偿相应服务时长") == ["服务可用性", "赔偿相应服务时长"]
    assert _found(latin, "8 H100 cards, 720 GPU-hours a month, no H1000") == ["H100", "GPU-hours"]


def test_party_letters_swap_each_for_the_other_and_leave_other_phrases_as_written():
    letters = ["甲方", "乙方"]
    assert swapped_letters("甲方有权获得", letters) == "乙方有权获得"
    assert swapped_letters("乙方应向甲方支付服务费", letters) == "甲方应向乙方支付服务费"
    assert swapped_letters("服务可用性", letters) == "服务可用性"
    assert swapped_letters("甲方有权获得", ["甲方"]) == "甲方有权获得"  # no pair named: as written


def test_a_reversed_list_is_its_list_with_the_letters_swapped():
    rule_set = rules()
    letters = list(dict.fromkeys(str(p) for p in _merged_letters()))
    reversed_lists = 0
    for rule in rule_set.keys.values():
        for path, phrases in rule.lists.items():
            if path[-1] in ("usual", "reversed") or (path[-1] == "own_triggers" and len(path) == 1):
                continue
            swapped = [swapped_letters(p, letters) for p in phrases.phrases]
            mirror = rule.lists.get((*path, "reversed"))
            if swapped == phrases.phrases:
                assert mirror is None, (rule.key, path)
            else:
                reversed_lists += 1
                assert mirror is not None and mirror.phrases == swapped, (rule.key, path)
    # 3273fc9: 4 (min_outage_minutes' ladder remedies, rack_power_kw's parties, ...; a ``usual``/``reversed`` pair the
    # data writes itself, provider_blockers', is not swapped)
    assert reversed_lists >= 4


def _merged_letters() -> list[str]:
    from slacheck.extract.data import load_language
    from slacheck.extract.matchers import LANGUAGES

    out: list[str] = []
    for lang in LANGUAGES:
        node = load_language(lang)
        for step in LETTERS_AT:
            node = node.get(step) if isinstance(node, dict) else None
        out.extend(node or [])
    return out
