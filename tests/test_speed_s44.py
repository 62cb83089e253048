"""Issue 13, start-up (s44): a phrase list's tables are made the first time a text holds one of the
parts its phrases start with, not while the rule set is built (a 3-page contract reads ~50 of its
~800 lists); what a list finds is what it found when its tables were made at once."""

import json
import os
import subprocess
import sys
from pathlib import Path

from slacheck.extract.matchers import GAP_STOPS, Phrases, Written
from slacheck.extract.nlp import PhraseIndex

ROOT = Path(__file__).resolve().parents[1]
TABLES = ("compiled", "_stops_of", "_languages_of", "_by_first")


def _made(phrases: Phrases) -> bool:
    return any(name in vars(phrases) for name in TABLES)


def _spans(phrases: Phrases, text: str) -> list[tuple[int, int]]:
    return [hit.span() for hit in phrases.find(text)]


def test_a_list_makes_its_tables_when_a_text_holds_its_words():
    index = PhraseIndex()
    credits = Phrases(["service credit", "credit…of the monthly fee"], index=index)
    power = Phrases(["rack power", "kW per rack"], index=index)
    index.seal()
    assert credits and power and not _made(credits) and not _made(power)  # truth asks no table
    hits = index.match_text("A service credit of 10% of the monthly fee is the sole remedy.")
    assert [hit.span() for hit in credits.find(hits)] == [(2, 16)]
    assert _made(credits)
    assert power.find(hits) == [] and not _made(power)  # no word of it in the text: nothing made


def test_paraphrase_a_gap_phrase_found_as_before_once_made():
    # different words, same shape: a phrase in two parts, found across a short gap
    index = PhraseIndex()
    window = Phrases(["claim…within 30 days", "request a credit"], index=index)
    index.seal()
    text = "The customer must claim the credit within 30 days of the incident."
    assert not _made(window)
    assert _spans(window, text) == [(18, 49)]  # "claim the credit within 30 days"
    assert _made(window)


def test_guard_a_list_reads_the_phrases_and_stops_given_when_made():
    # passes on the base too (it made the tables at once): the list is what was given to it, even when the
    # caller's list, languages and stops change before a text asks
    written = Written()
    written.add("en", ["uptime…percent"])
    stops = {"uptime…percent": frozenset(";")}
    phrases = Phrases(written, stops=stops)
    written.add("en", ["downtime"])
    written.languages["uptime…percent"] = frozenset({"zh"})
    stops["uptime…percent"] = GAP_STOPS
    assert _spans(phrases, "uptime; 99.9 percent") == []  # the gap runs over the ";" it was given
    assert _spans(phrases, "uptime of 99.9 percent") == [(0, 22)]
    assert _spans(phrases, "downtime") == []  # added to the caller's list after: not this list's


def test_guard_an_empty_list_is_false_and_finds_nothing():
    # passes on the base too
    empty = Phrases(["", "  "])
    assert not empty and empty.find("anything") == [] and empty.starts("anything") == []


def test_the_rule_sets_build_makes_no_table_and_a_text_few():
    """In a new process (the rule set built once, as ``check`` builds it): none of its lists' tables
    before a text, and after a short English contract only those of the lists it holds words of."""
    script = """
import json
from slacheck.extract.matchers import Phrases, rules
from slacheck.extract.pipeline import extract_terms
from slacheck.ingest.load import load_document
from slacheck.limits import Limits
lists = []
original = Phrases.__init__
def init(self, *args, **kwargs):
    original(self, *args, **kwargs)
    lists.append(self)
Phrases.__init__ = init
rule_set = rules()
made = lambda: sum("compiled" in vars(p) for p in lists)
before = made()
terms = extract_terms(load_document(__import__("pathlib").Path(PATH), Limits.from_env()))
print(json.dumps({"lists": len(lists), "before": before, "after": made(),
                  "availability": [t.value for t in terms if t.key == "availability_pct"]}))
"""
    contract = ROOT / "fixtures" / "contracts" / "fx04_corvid_gpu_instance_sla.txt"
    assert contract.is_file()
    env = dict(os.environ, SLACHECK_CACHE_DIR="")
    done = subprocess.run([sys.executable, "-c", script.replace("PATH", repr(str(contract)))], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["lists"] > 500
    assert found["before"] == 0
    assert 0 < found["after"] < found["lists"] // 4
    assert 99.5 in found["availability"]  # the contract's availability read as ever (its truth file)
