"""A hand-written TERMS.yaml's claim window (s25, issue 13): its entry ("claim_window_days: 30") quotes no contract
words, so a claim or a reconcile on it counts the window from the month's end (SPEC §3.5) without building the
extractor's rules (~0.8 s of CPU on reconcile's main path, a third of the 1M vs 1M benchmark's wall); a TERMS.yaml
that ``extract`` wrote quotes the contract's window and still counts it from each outage."""

import json
import subprocess
import sys

import pytest

from slacheck.terms_file import read_terms_yaml

TERMS = ("availability_pct: 99.9\nmonthly_fee: 100000\ncurrency: CNY\n"
         "credit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\n{window}\n")
# two outages in March: the first on the 3rd (a window from each outage would close on 2026-04-02)
TWO = ("id,start,end,units,cause\ni1,2026-03-03T00:00:00,2026-03-03T06:00:00,*,vendor\n"
       "i2,2026-03-20T00:00:00,2026-03-20T06:00:00,*,vendor\n")


def _files(tmp_path, window: str):
    terms, log = tmp_path / "terms.yaml", tmp_path / "log.csv"
    terms.write_text(TERMS.replace("{window}", window), encoding="utf-8")
    log.write_text(TWO, encoding="utf-8")
    return terms, log


# what a claim on the file says of March, and whether any of the extractor was loaded for it (a fresh process)
CLAIM = """
import json, sys
from slacheck.api import claim
result = claim(sys.argv[1], terms=sys.argv[2], as_of="2026-04-20")
built = any(name.startswith("slacheck.extract") for name in sys.modules)  # the extractor not even imported
[month] = result.months
print(json.dumps([str(month.claim_deadline), month.claim_open, bool(built)]))
"""


def _claimed(terms, log):
    ran = subprocess.run([sys.executable, "-c", CLAIM, str(log), str(terms)], capture_output=True, text=True,
                         check=True)
    return json.loads(ran.stdout)


@pytest.mark.parametrize("window", ["claim_window_days: 30", '"claim_window_days": 30', "claim_window_days:   30"])
def test_a_hand_written_window_counts_from_the_months_end_without_the_extractors_rules(tmp_path, window):
    terms, log = _files(tmp_path, window)
    # SPEC §3.5: March's end + 30 days, open on 2026-04-20; nothing of the contract's extractor loaded to say so
    assert _claimed(terms, log) == ["2026-04-30", True, False]
    # (q4: the entry is its own text and says nothing of what the window is counted from; ``quotes_own_entry``, which
    # the claim asked that of, is gone: the term carries it, ``Term.counted_from``)
    [term] = [t for t in read_terms_yaml(terms) if t.key == "claim_window_days"]
    assert term.text == window.strip() and term.counted_from is None


def test_a_quoted_window_still_counts_from_each_outage(tmp_path):
    # guard (passes before s25 too): the entry extract writes, its contract quote beside it, is the contract's words
    terms, log = _files(tmp_path, "claim_window_days: 30  # page 1: 甲方应在故障发生后30日内以书面形式提出赔偿申请")
    [term] = [t for t in read_terms_yaml(terms) if t.key == "claim_window_days"]
    assert term.text.startswith("甲方应在故障发生后30日内")  # the contract's words, not the entry
    assert _claimed(terms, log) == ["2026-04-02", False, True]
