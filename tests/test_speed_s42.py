"""Issue 13 (s42): what a small ``check`` builds is not built again for nothing.

The kept regular-expression code (``slacheck.regexcode``) is not rewritten, nor its patterns parsed
again, when commands whose builds compile slightly different patterns alternate (``check``, then
``diff``, then ``check``), and it still drops what no build compiles any more; each pattern's code is
kept packed (one bytes object, not a list of ints ``marshal`` reads back one by one) and compiles to
the pattern compiling afresh gives.
"""

from __future__ import annotations

import _sre
import re

import pytest

from slacheck import datacache, regexcode

pytestmark = pytest.mark.skipif(regexcode._compiler is None, reason="this Python's re has no _compiler")

COMMON = [rf"clause {n}\s+(\d+)" for n in range(40)]  # what every command's build compiles
CHECK_ONLY = [r"<table\b", r"\s*</tr\s*>", r"[ \t\xa0]+"]  # the checklist report's, the HTML reader's
DIFF_ONLY = [r"(?m)^[ \t]*#{1,6}[ \t]+", r"\\([!-/:-@\[-`{-~])"]  # the Markdown reader's


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv(datacache.ENV, str(folder))
    return folder


def _build(patterns: list[str], flags: int = 0) -> regexcode._BuildCodes:
    """One process's build: a fresh table (read from the cache folder), these patterns asked, then kept."""
    codes = regexcode._BuildCodes("regex-code", regexcode._code, regexcode.CODES.sources)
    datacache.MEMOS.remove(codes)  # this test's own, not the process's build
    for pattern in patterns:
        codes((pattern, flags))
    codes.keep()
    return codes


def _stored(folder) -> tuple[bytes, int]:
    [path] = datacache.stored_versions(folder, "regex-code")
    return path.read_bytes(), path.stat().st_mtime_ns


def _kept(folder) -> set[str]:
    [path] = datacache.stored_versions(folder, "regex-code")
    return {pattern for pattern, _ in datacache._read(path, path.read_bytes()[:datacache.DIGEST])}


def test_check_after_diff_finds_its_patterns_kept_and_writes_nothing(cache):
    _build(COMMON + CHECK_ONLY)
    _build(COMMON + DIFF_ONLY)
    before = _stored(cache)
    again = _build(COMMON + CHECK_ONLY)
    assert not again._added  # every pattern's code read from the table: none parsed again
    assert _stored(cache) == before  # and the table not written again
    assert _kept(cache) == set(COMMON + CHECK_ONLY + DIFF_ONLY)


def test_paraphrase_a_word_file_then_a_pdf_then_the_word_file_again(cache):
    """The same with the readers' patterns in the other order, and one asked by the second build only."""
    word, pdf = COMMON[:30] + DIFF_ONLY, COMMON[:30] + CHECK_ONLY[:1]
    _build(word)
    _build(pdf)
    before = _stored(cache)
    assert not _build(word)._added and not _build(pdf)._added
    assert _stored(cache) == before


def test_guard_a_pattern_no_build_compiles_any_more_is_still_dropped(cache):
    """Guard (passes on the base too): data changed, its old alternations (more than a quarter of the build's
    patterns) are no build's any more: the next write keeps this build's patterns only."""
    stale = [rf"old alternation {n}" for n in range(20)]
    _build(COMMON + stale)
    _build(COMMON + DIFF_ONLY)  # adds the new ones: written
    assert _kept(cache) == set(COMMON + DIFF_ONLY)


@pytest.mark.parametrize("pattern, flags", [
    (r"(?i)(?P<rate>\d{2,})\s*%|[\u4e00-\u9fff]+", 0),  # an unbounded repeat (the largest word) and a CJK class
    ("不低于\\s*(\\d+(?:\\.\\d+)?)%|\U0001F600", re.IGNORECASE),  # paraphrase: Chinese literals, an astral character
])
def test_a_pattern_compiled_from_its_packed_code_is_the_pattern_compiled_afresh(cache, pattern, flags):
    codes = _build([pattern], int(flags))
    [(_, code, *_)] = codes._table.values()
    assert isinstance(code, bytes)  # one object to read back, whatever the pattern's length
    again = regexcode._BuildCodes("regex-code", regexcode._code, regexcode.CODES.sources)
    datacache.MEMOS.remove(again)
    compiled = _sre.compile(pattern, *regexcode._arguments(again((pattern, int(flags)))))
    assert not again._added  # read from the table the first build wrote
    assert compiled == re.compile(pattern, flags)
    assert compiled.search("rate 99 %") is not None or compiled.search("不低于 99.9%") is not None
