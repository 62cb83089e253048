"""The positions where the view leaves out characters of the source (``View.skips``), recorded while the view is made,
are those a walk over every offset finds: ``Evidence._respaced`` puts the dropped spaces back from them (a whole
200-page text once a contract, for the lot labels a dropped space ends), so a position missing there would leave a
label unread. The labels' own readings are tested in test_unseen_vendors_zh56.py, the pointer lines' in
test_vendor_wordings_en_e75.py."""

import random
from pathlib import Path

import pytest

from slacheck.extract.text import View

ROOT = Path(__file__).resolve().parents[2]
TEXTS = sorted((ROOT / "fixtures").glob("*/*.md")) + sorted((ROOT / "fixtures").glob("*/*.txt"))

# spaces between Chinese words (dropped), a run of spaces or a tab between Latin ones (made one), an ideographic space,
# a no-break space, full-width forms and a ligature (folded one by one), line breaks soft and hard
PIECES = ["a", "bc", " ", "  ", "\t", "\n", "\n\n", "\u3000", "中", "文", "，", "１", "½", "ﬁ", "\u00a0", "。", "A.", "|",
          "99.9%", "①", "# "]


def _skips_long_way(view: View) -> list[int]:
    offsets = view.offsets
    return [i for i in range(1, len(offsets)) if offsets[i] - offsets[i - 1] > 1]


@pytest.mark.parametrize("source", [
    "服务器租用 月度可用性99.8%；网站托管 月度可用性99.6%。",
    "Service  Level\tAgreement 99.9%\n\n甲方\u3000乙方 a\u00a0b",
    "   leading spaces\n\n\n  and lines  ",
    "",
])
def test_the_views_skips_are_the_offsets_that_jump(source):
    view = View(source, parsed=False)
    assert view.skips == _skips_long_way(view)


def test_the_views_skips_on_the_fixtures_and_generated_texts():
    rnd = random.Random(18)
    sources = [p.read_text(encoding="utf-8", errors="replace") for p in TEXTS]
    sources += ["".join(rnd.choice(PIECES) for _ in range(rnd.randint(1, 40))) for _ in range(3000)]
    for source in sources:
        view = View(source, parsed=False)
        assert view.skips == _skips_long_way(view), source[:80]


def test_a_phrase_lists_hits_within_a_window_are_its_hits_found_over_the_whole_text():
    # ``Phrases.find_within`` joins only the phrases starting in the window (a document's opening: a news item's lead
    # "6月25日,北京移动…建成", an article's announcement); what it finds there is what ``find`` finds there
    from slacheck.extract.matchers import Phrases, rules

    rule_set = rules()
    lists = [rule_set.example_openings, rule_set.example_own_intros] + [leads for leads, _ in rule_set.example_leads] \
        + [value for value in vars(rule_set).values() if isinstance(value, Phrases)]
    sources = [p.read_text(encoding="utf-8", errors="replace") for p in TEXTS[:40]] + [
        "6月25日,北京移动在京建成并投运智算中心。\n1月30日,某公司披露公告称,集群已点亮。\n本协议规定了服务等级。"]
    found = 0
    for source in sources:
        view = View(source)
        hits = rule_set.match(view.parsed_doc)
        n = len(view.text)
        for lo, hi in [(0, min(n, 1000)), (0, n), (n // 3, n // 2), (5, 6)]:
            for phrases in lists:
                within = [(h.start(), h.end()) for h in phrases.find_within(hits, lo, hi)]
                assert within == [(h.start(), h.end()) for h in phrases.find(hits, lo, hi)]
                found += len(within)
    assert found
