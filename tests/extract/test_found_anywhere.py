"""literals.found_anywhere: the answer of a pattern's ``search``, asked of the pattern without the parts at its start
that can always match nothing (a lot label opening with an optional lead-in was searched at every position of a long
contract, ~0.3 s a search)."""

import re

import pytest

from slacheck.extract.literals import _probe, found_anywhere
from slacheck.extract.pipeline import prepare, rules

LABEL = re.compile(r"(?:[^:：\n]{1,12}[:：][ \t]*)?(?P<label>[^:：\n%\d]{0,12}?(?:云服务器|对象存储))[ \t]*[:：][ \t]*(?=\d)")


@pytest.mark.parametrize("text, found", [
    ("服务可用性：云服务器：99.95%；对象存储：99.9%", True),   # with the lead-in
    ("云服务器：99.95%", True),                                 # without it
    ("高性能云服务器：99.95%", True),                           # words before the product
    ("云服务器的可用性为99.95%", False),                        # no colon before the figure
    ("服务可用性：99.95%", False),                              # no product named
    ("", False),
])
def test_found_anywhere_answers_as_search(text, found):
    assert (LABEL.search(text) is not None) is found
    assert found_anywhere(LABEL, text, text.lower()) is found


def test_the_probe_opens_with_the_product_words():
    # the optional lead-in and the words before the product are left out of what is searched ...
    assert _probe(LABEL).pattern is None and _probe(LABEL) is not LABEL
    # ... but a pattern referring back to a group is searched whole, and one opening with its words as it is
    back = re.compile(r"(?:(a)b)?(?(1)c|d)")
    plain = re.compile(r"云服务器[:：]")
    assert _probe(back) is back and _probe(plain) is plain


def test_lot_labels_found_in_a_long_text_as_by_search():
    prepare()
    filler = "乙方应按照本合同约定提供算力服务，并保证服务器稳定运行。\n" * 2000
    for text in (filler, filler + "服务可用性：云服务器：99.95%；对象存储：99.9%\n", filler + "包1：H800 32卡\n"):
        for rx in rules().lot_labels:
            assert found_anywhere(rx, text, text.lower()) is (rx.search(text) is not None)
