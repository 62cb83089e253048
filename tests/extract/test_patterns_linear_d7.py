"""Spaces beside a label's colon and stars are split one way only (d7, after x1).

The party labels' colon patterns of en.yaml ("Provider: ", "Customer: ") read "\\s*\\**\\s*" after the colon: with
no star, the spaces could be split between the two runs every way, so a run of spaces before a character that is
no name's cost grew as its square. The contract number's patterns had it twice ("Contract No.\\s*\\**\\s*:?\\s*\\**\\s*",
zh.yaml's "编号\\s*(?:Contract No\\.?)?\\s*\\**\\s*:\\s*\\**\\s*"): four runs, their cost growing as the cube and
more (250 spaces 5 s, 500 spaces 77 s CPU). values.yaml's hour rewrites ("3时" + "\\s*(?:整)?\\s*$", "3时05" +
"\\s*分?\\s*$") had the same shape. Each now reads "\\s*(?:\\*+\\s*)?" (a run of spaces, then stars and their
spaces, if any): the same strings, the same values (checked against the old patterns on random strings of their
characters). The extraction's view folds a run of spaces into one, so a document never handed these patterns such a
run; the patterns are tested as the data holds them. No timed test: the inputs below take minutes of CPU each on
the old patterns (the failure is a suite that hangs), milliseconds on these.
"""

import pytest

from slacheck.extract.matchers import rules
from slacheck.incidents.csvlog import rewritten_time


def _values(key: str, text: str) -> list[str]:
    """The value each of ``key``'s patterns reads first in ``text``."""
    found = []
    for rx in rules().keys[key].patterns:
        if "value" in rx.groupindex and (m := rx.search(text)) is not None:
            found.append(m.group("value").strip())
    return found


@pytest.mark.parametrize("key, label, name", [
    ("vendor", "Provider:", "Acme GPU Cloud Inc."),
    ("customer", "Customer:", "Union Data LLC"),
])
def test_a_long_run_of_spaces_after_a_party_label_is_read_as_before(key, label, name):
    spaces = " " * 100_000  # ~90 s CPU on the old pattern, as the square of the spaces
    assert _values(key, label + spaces + "(x") == []  # no name: nothing read
    assert name in _values(key, label + spaces + name + "\n")
    assert name in _values(key, label + " ** " + name + "\n")  # the stars of a bold name, as before
    assert name in _values(key, label + spaces + "**" + spaces + name + "\n")


@pytest.mark.parametrize("label, spaces", [("Contract No.", 500), ("合同编号", 4000)])
def test_a_long_run_of_spaces_after_a_contract_number_label_is_read_as_before(label, spaces):
    # "Contract No." + 500 spaces: 77 s CPU on the old pattern; "合同编号" + 4,000 spaces: ~40 s
    gap = " " * spaces
    assert _values("contract_id", label + gap + "x") == []
    assert "XY-2026-001" in _values("contract_id", label + gap + ":" + gap + "XY-2026-001")
    assert "XY-2026-001" in _values("contract_id", label + " ** : ** XY-2026-001")


def test_a_contract_number_label_without_a_number_reads_none():
    # the near miss beside it: a label whose value has no digit is no number, spaces or not
    assert _values("contract_id", "Contract No.    :    TBD") == []
    assert _values("contract_id", "合同编号：    待定") == []


@pytest.mark.parametrize("written, expected", [
    ("2026年3月5日 3时" + " " * 200_000 + "x", None),        # ~2 min CPU on the old rewrite (the square)
    ("2026年3月5日 3时05" + " " * 200_000 + "x", None),
    ("2026年3月5日 3时整" + " " * 200_000, "2026/3/5 3:00"),
    ("2026年3月5日 14时30分" + " " * 200_000, "2026/3/5 14:30"),
    ("2026年3月5日 9点", "2026/3/5 9:00"),
    ("2026年3月5日 9点 整 ", "2026/3/5 9:00"),
])
def test_a_long_run_of_spaces_after_an_hour_is_rewritten_as_before(written, expected):
    rewritten = rewritten_time(written)
    if expected is None:
        assert rewritten.endswith("x") and ":" not in rewritten  # not a time: left as written, refused later
    else:
        assert " ".join(rewritten.split()) == expected  # the date rewrite leaves a space more before the hour
