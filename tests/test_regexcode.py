"""The regular expressions the extractor's build compiles are kept compiled between runs
(``slacheck.regexcode``): a second run's build parses almost none of them again, every pattern
it makes is the one compiling afresh gives, and a pattern compiled outside the build is never
kept."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from slacheck import datacache, regexcode

pytestmark = pytest.mark.skipif(regexcode._compiler is None, reason="this Python's re has no _compiler")

# every probe counts the patterns ``re`` parses (``parse`` records them once put in ``parser.parse``)
PARSE_SPY = """
parsed = []
original = parser.parse
def parse(pattern, *args, **kwargs):
    parsed.append(pattern)
    return original(pattern, *args, **kwargs)
"""

# a run of the build in a new process: how many patterns ``re`` parsed during it, and every
# pattern compiled then (source, flags, code-level identity through ``==``, groups)
PROBE = """
import json, re, re._parser as parser
""" + PARSE_SPY + """parser.parse = parse
from slacheck.contracts import prepare_extraction
prepare_extraction()
after_build = len(parsed)
re.compile("a user's own words, 7c1e")
print(json.dumps({"parsed": after_build}))
"""


def _run(cache, probe: str | None = None) -> dict:
    """The probe (``PROBE`` by default) in a new process keeping its cache in ``cache``: its JSON.
    The probe's ``sys.argv[1]`` is a folder it may write in (the cache's)."""
    env = dict(os.environ, **{datacache.ENV: str(cache)})
    cache.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([sys.executable, "-c", probe or PROBE, str(cache)], capture_output=True, text=True, env=env,
                          timeout=180)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_second_run_s_build_compiles_its_patterns_from_the_kept_code(tmp_path):
    first, second = _run(tmp_path / "cache"), _run(tmp_path / "cache")
    assert first["parsed"] > 100  # spaCy's, the rule set's, the number reader's patterns
    assert second["parsed"] < first["parsed"] / 4  # (those left: modules loaded before the build)
    kept = datacache.stored_versions(tmp_path / "cache", "regex-code")
    assert len(kept) == 1
    table = datacache._read(kept[0], kept[0].read_bytes()[:datacache.DIGEST])
    assert len(table) > 100 and not any("7c1e" in pattern for pattern, _ in table)  # nothing of the user's


def test_a_pattern_from_the_kept_code_is_the_pattern_compiled_afresh(tmp_path, monkeypatch):
    from slacheck.extract.matchers import rules
    from slacheck.extract.numbers import tables

    monkeypatch.setenv(datacache.ENV, str(tmp_path / "cache"))
    # the data's own patterns and masks (LazyPattern: their source, uncompiled), and two by hand
    sources = [rx.source for rule in rules().keys.values() for rx in rule.patterns] + [m.source for m in tables().masks]
    sources += [(r"(?P<n>\d+)\s*(?:GB|TB)", re.IGNORECASE), (r"(?i)不低于\s*(\d+(?:\.\d+)?)%", 0)]
    first = regexcode.Memo("regex-code", regexcode._code, regexcode.CODES.sources)
    monkeypatch.setattr(regexcode, "CODES", first)
    built = [regexcode._compile(p, int(f)) for p, f in sources]
    first.keep()
    again = regexcode.Memo("regex-code", lambda argument: pytest.fail(f"compiled again: {argument}"),
                           regexcode.CODES.sources)  # the next run: every code read from the table
    monkeypatch.setattr(regexcode, "CODES", again)
    read = [regexcode._compile(p, int(f)) for p, f in sources]
    text = "月可用性不低于 99.95%，8 GB and 16TB; Availability of 99.9% per month, 4 hours"
    for (pattern, flags), one, other in zip(sources, built, read):
        fresh = regexcode._ORIGINAL(pattern, int(flags))
        assert one == fresh and other == fresh  # the same code, flags and pattern
        assert other.groupindex == fresh.groupindex and other.groups == fresh.groups
        assert [m.span() for m in other.finditer(text)] == [m.span() for m in fresh.finditer(text)]


def test_outside_the_build_re_compiles_as_usual():
    with regexcode.kept_compiled():
        assert regexcode._compiler.compile is regexcode._compile
        with regexcode.kept_compiled():  # re-entrant: the inner block leaves it on
            pass
        assert regexcode._compiler.compile is regexcode._compile
    assert regexcode._compiler.compile is regexcode._ORIGINAL


def test_a_python_whose_re_compiles_otherwise_keeps_the_hook_off(monkeypatch):
    """``_sre.compile``'s arguments are private to ``re``: where copying them no longer gives the
    pattern ``re`` gives (a new Python release), the build compiles as usual instead of handing
    the matcher a wrong pattern."""
    regexcode._same_as_re.cache_clear()
    monkeypatch.setattr(regexcode, "_code", lambda argument: (0, [], 0, {}, ()))
    try:
        with regexcode.kept_compiled():
            assert re._compiler.compile is regexcode._ORIGINAL
            assert re.compile(r"(?P<n>\d+) GPUs?").match("8 GPUs").group("n") == "8"
    finally:
        regexcode._same_as_re.cache_clear()


# a build, then the first use of lazily compiled patterns it made (the tier grammar's word lists,
# ``lazy.LazyPattern``): how many patterns ``re`` parsed for that first use
LAZY_PROBE = """
import json, re._parser as parser
from slacheck.contracts import prepare_extraction
prepare_extraction()
""" + PARSE_SPY + """parser.parse = parse
from slacheck.extract.tiers import grammar
g = grammar()
found = [bool(g.credit_word.search("a service credit of 10%")), bool(g.subject.search("monthly availability"))]
print(json.dumps({"parsed": len(parsed), "found": found}))
"""


def test_a_lazy_pattern_the_build_made_compiles_from_the_kept_code_on_first_use(tmp_path):
    """The data's big alternations compile on a text's first need, after the build: from the next
    run on, that compiling reads the code kept with the build's, and finds what it found before."""
    first, second = _run(tmp_path / "cache", LAZY_PROBE), _run(tmp_path / "cache", LAZY_PROBE)
    assert first["found"] == second["found"] == [True, True]
    assert second["parsed"] == 0, second


def test_a_second_identical_build_writes_nothing(tmp_path):
    """Every pattern the build keeps is spelled the same in every process: a second build finds
    all of them kept and leaves the table as it is (no pattern made from a set's order, which
    changes with each process's string hashing, such as ``tokenize``'s or a word list's)."""
    cache = tmp_path / "cache"
    _run(cache, LAZY_PROBE)
    _run(cache, LAZY_PROBE)
    kept = datacache.stored_versions(cache, "regex-code")
    assert len(kept) == 1
    before = (kept[0].read_bytes(), kept[0].stat().st_mtime_ns)
    _run(cache, LAZY_PROBE)
    assert datacache.stored_versions(cache, "regex-code") == kept
    assert (kept[0].read_bytes(), kept[0].stat().st_mtime_ns) == before


# the CJK character classes three modules compile as they load (``regexcode.constant``), then a
# build (which keeps what was asked): how many of them ``re`` parsed while the modules loaded
CONSTANT_PROBE = """
import json, re._parser as parser
""" + PARSE_SPY + """parser.parse = parse
import slacheck.extract.fold, slacheck.report.quotes, slacheck.ingest.language
cjk = [p for p in parsed if isinstance(p, str) and ("9fff" in p or chr(0x9fff) in p)]  # as escapes or characters
parser.parse = original
from slacheck.contracts import prepare_extraction
prepare_extraction()
from slacheck.extract.fold import CJK
from slacheck.ingest.language import detect_language
print(json.dumps({"cjk": len(cjk), "match": bool(CJK.match("可")), "language": detect_language("可用性不低于 99.9%")}))
"""


def test_a_module_s_constant_cjk_class_compiles_from_the_kept_code(tmp_path):
    """A CJK character class costs ~3 ms to compile (``re`` writes its 64K-character map in
    Python); the three modules that load one at start-up compile it from the kept code from the
    second run on, and it matches as before."""
    env = dict(os.environ, **{datacache.ENV: str(tmp_path / "cache")})
    runs = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", CONSTANT_PROBE], capture_output=True, text=True, env=env,
                              timeout=180)
        assert done.returncode == 0, done.stderr
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    assert runs[0]["cjk"] == 3 and runs[1]["cjk"] == 0, runs
    assert runs[1]["match"] and runs[1]["language"] == runs[0]["language"] == "zh"


# a build, then a first text with a site clause: the patterns ``re`` parsed while the location
# reader read it, and the site it read
SITE_PROBE = """
import json, pathlib, sys, re._parser as parser
from slacheck.api import load_document
from slacheck.contracts import prepare_extraction
from slacheck.extract import readers
from slacheck.extract.pipeline import extract_terms
prepare_extraction()
""" + PARSE_SPY + """reader = readers.READERS["location"]
def read(ev, rule):
    parser.parse = parse
    try:
        return reader(ev, rule)
    finally:
        parser.parse = original
readers.READERS["location"] = read
text = ("The Equipment shall be located in Quincy, Washington, and the Services are hosted in Provider's data "
        "center. Lessor installs the racks in Hall B of its Oulu campus, and Oulu will host the spare nodes.")
path = pathlib.Path(sys.argv[1]) / "site.txt"
path.write_text(text, encoding="utf-8")
terms = extract_terms(load_document(path))
print(json.dumps({"parsed": parsed, "site": [t.value for t in terms if t.key == "location"]}))
"""


def test_the_location_reader_s_patterns_compile_from_the_kept_code_in_a_first_text(tmp_path):
    """The site reader's patterns are made from its rule's data by the build, so a process's first
    text compiles them from the kept code (no parse of their source) and reads the same site: only
    a pattern spelled with a name from the text (a defined party's opening before it) is parsed."""
    first, second = _run(tmp_path / "cache", SITE_PROBE), _run(tmp_path / "cache", SITE_PROBE)
    assert first["site"] == second["site"] == ["Quincy, Washington"]
    names = ("Quincy", "Washington", "Oulu")  # the text's own words: its patterns are compiled as usual
    assert all(any(name in pattern for name in names) for pattern in second["parsed"]), second["parsed"]


# a first text extracted in a new process: the patterns ``re`` parsed outside the build (``profiling``'s
# "build" phase, where a pattern is compiled from the kept code or counted as the one-off build it is)
FIRST_TEXT = """
import contextlib, json, re, re._parser as parser, sys
""" + PARSE_SPY + """from slacheck import api, profiling
from slacheck.contracts import prepare_extraction
from slacheck.extract.pipeline import extract_terms
prepare_extraction()
document = api.load_document(sys.argv[2])
building = []
phase = profiling.phase
@contextlib.contextmanager
def counted(name):
    building.append(name == "build")
    try:
        with phase(name):
            yield
    finally:
        building.pop()
profiling.phase = counted
def outside_build(pattern, *args, **kwargs):
    return original(pattern, *args, **kwargs) if any(building) else parse(pattern, *args, **kwargs)
parser.parse = outside_build
terms = extract_terms(document)
print(json.dumps({"parsed": parsed, "terms": len(terms)}))
"""


@pytest.mark.parametrize("contract", ["fx04_corvid_gpu_instance_sla.txt", "fx06_kestrel_h200_quick_order.md"])
def test_a_process_s_first_text_parses_no_pattern(tmp_path, contract):
    """The patterns every text needs (the W036 warning filter a parse sets, the search for a data
    pattern's anchor words, the clause marks) are made with the build, from the code it keeps, and a
    place name a party may be defined as is looked up without a pattern of its own (fx06: "Hong Kong",
    "Tseung Kwan O"): a process's first contract parses no pattern afresh (~0.2-1 ms each on a first text)."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "fixtures" / "contracts" / contract
    probe = FIRST_TEXT.replace("sys.argv[2]", repr(str(path)))
    _run(tmp_path / "cache", probe)  # a first run keeps the build's code
    found = _run(tmp_path / "cache", probe)
    assert found["terms"] >= 5 and found["parsed"] == []
