"""The shortcuts that make a long contract cheap give exactly what the long way gives: the
view built by runs of characters, the fold by slices, the number token behind a first-character
lookahead, the data's regexes skipped when a literal they need is missing and tried only
where such a literal lets a match start, a choice among thousands of equally strong
occurrences that asks whether they are qualified only where that can change it, phrase hits
grouped as one array, clauses cut only where a mark is, and a long text's numbers read in
another process while spaCy parses (within the time limit)."""

import random
import re
import time
import unicodedata
from pathlib import Path

import pytest

from slacheck.contracts import extract_document_terms
from slacheck.errors import SlacheckError
from slacheck.extract import fold, pipeline, text as text_module
from slacheck.extract.data import number_data
from slacheck.extract import literals
from slacheck.extract.literals import CASE_PARTNERS_OF_ASCII, anchor, matches, may_match, required_literals
from slacheck.extract.matchers import rules
from slacheck.extract.nlp import _hits_by_part
from slacheck.extract.numbers import find_quantities, tables
from slacheck.extract.pipeline import extract_terms
from slacheck.extract.select import Candidate, choose, confidence_of, same_value
from slacheck.extract.sentences import is_table_line, split_sentences
from slacheck.extract.text import View, is_cjk, layout, simplify
from slacheck.limits import Limits
from slacheck.sandbox import run_bounded

ROOT = Path(__file__).resolve().parents[2]
TEXTS = sorted((ROOT / "fixtures").glob("*/*.md")) + sorted((ROOT / "fixtures").glob("*/*.txt"))

# characters each shortcut must treat as the long way does: full-width forms and a ligature
# (NFKC changes them), a combining accent (NFKC would compose it with its letter: per
# character it stays), ideographic and other Unicode spaces, \x1c (whitespace to Python),
# traditional characters and a Taiwan word, the letters (?i) matches to i, k and s
TRICKY = [
    "１２３％ 可用性不低于９９．９％\n下一行继续\n\n第二段 ﬁnal ﬀ",
    "cafe\u0301 e\u0301 \u212b \u2126 x\u00b2 \u2460",
    "甲方\u3000乙方 a\u00a0b c\u2003d\x1ce\x1df \t g  h",
    "可用率不低於99.9%，網路中斷 伺服器 臺北\n電腦 乙太網 資料\n\n計算機 ｺﾝﾋﾟｭｰﾀｰ",
    "| 等级 | 赔付 |\n| --- | --- |\n| <99.9% | 10% |\n计算机柜50kW 16 28,000 448,000\n合计 2 3",
    "Service Level 99.95% 10\nUptime 99.0% 25\nThe credit is\nten percent of the fee.\n# Heading\nnext",
    "ſeven days, \u212aelvin, \u0130nstance, \u0131nstance, ٣٠ days, ٢٤ hours, SEVEN (7) days",
    "甲方：浙江某公司\n乙方：上海某公司\n地址：上海市\n1. 服务\n2. 费用 三十日内\n(一) 二十千瓦",
]


def _views_long_way(source: str) -> tuple[str, list[int]]:
    """The view's text and offsets as the per-character loop computed them (before the runs)."""
    view = View.__new__(View)
    chars: list[str] = []
    offsets: list[int] = []
    lay = layout()
    i, n = 0, len(source)
    while i < n:
        ch = source[i]
        if ch.isspace():
            j = i
            while j < n and source[j].isspace():
                j += 1
            run = source[i:j]
            prev = chars[-1] if chars else ""
            nxt = unicodedata.normalize("NFKC", source[j]) if j < n else ""
            newlines = run.count("\n")
            if newlines:
                line_before = simplify(source[source.rfind("\n", 0, i) + 1:i])
                line_after_end = source.find("\n", j)
                line_after = simplify(source[j:line_after_end if line_after_end >= 0 else n])
                hard = (
                    newlines >= 2
                    or not chars
                    or bool(lay["line_end_re"].search(unicodedata.normalize("NFKC", line_before)))
                    or bool(lay["line_start_re"].match(unicodedata.normalize("NFKC", line_after)))
                    or is_table_line(line_before)
                    or is_table_line(line_after)
                    or line_before.lstrip().startswith("#")
                    or text_module._label_lines(lay["label_line_re"], line_before, line_after)
                )
                emit, at = "\n" if hard else ("" if is_cjk(prev) or is_cjk(nxt) else " "), [i]
                if hard and "\t" in run:  # a tab row's tabs at its ends (d19)
                    emit, at = text_module.edge_tabs(run, i, text_module.tab_row(line_before),
                                                     text_module.tab_row(line_after))
            elif (("\t" in run or len(run) >= 2) or view._spaced_line(source, i)) and chars and chars[-1] != "\n":
                emit, at = text_module.edge_tabs(run, i) if run.count("\t") >= 2 else ("\t", [i])  # (d19)
            else:
                emit, at = "" if (is_cjk(prev) or is_cjk(nxt)) else " ", [i]
            if len(emit) > 1 and not chars and emit[0] == "\n":
                emit, at = emit[1:], at[1:]
            if len(emit) > 1:  # tabs kept, each where it stands (d19)
                chars.extend(emit)
                offsets.extend(at)
            elif emit and chars and not (emit == "\n" and chars[-1] == "\n"):
                chars.append(emit)
                offsets.append(i)
            i = j
            continue
        if ch.isascii():
            j = i
            while j < n and source[j].isascii() and not source[j].isspace():
                j += 1
            chars.extend(source[i:j])
            offsets.extend(range(i, j))
            i = j
            continue
        folded = unicodedata.normalize("NFKC", ch)
        if folded.isspace():
            folded = "" if is_cjk(chars[-1] if chars else "") else " "
        for f in folded:
            chars.append(f)
            offsets.append(i)
        i += 1
    return simplify("".join(chars)), offsets


@pytest.fixture(scope="module")
def sources():
    return TRICKY + [p.read_bytes().decode("utf-8", errors="replace") for p in TEXTS]


def test_the_view_by_runs_is_the_view_by_characters(sources):
    for source in sources:
        view = View(source)
        assert (view.text, view.offsets) == _views_long_way(source)


def test_a_long_text_is_viewed_and_folded_as_its_pieces_are():
    # long enough for the array test of its characters (fold.holds_any), a stretch of runs without
    # whitespace between them holding characters NFKC changes ("可用率不低於９９．９％", "ﬁnal")
    pieces = TRICKY * (fold.ARRAY_TEST_CHARS // len("".join(TRICKY)) + 2)
    source = "\n\n".join(pieces)
    assert len(source) > fold.ARRAY_TEST_CHARS
    view = View(source)
    assert (view.text, view.offsets) == _views_long_way(source)
    assert simplify(source) == "".join(simplify(piece) if k % 2 == 0 else piece
                                       for k, piece in enumerate(re.split(r"(\n\n)", source)))


@pytest.mark.parametrize("extra", ["", "網", "\U0002000b", "\ud800", "臺\ud800"])
def test_a_long_texts_characters_tested_as_an_array_as_they_are_as_a_set(extra):
    characters = frozenset("網臺\U0002000b")
    for text in ("plain ASCII " * 500 + extra, "可用率不低于 " * 700 + extra + "\ud801", extra + "x" * 5000):
        assert len(text) >= fold.ARRAY_TEST_CHARS
        assert fold.holds_any(characters, text) == (not characters.isdisjoint(text))
        assert fold.holds_any(characters, text[:100]) == (not characters.isdisjoint(text[:100]))


def test_simplify_commutes_with_slices_beside_whitespace():
    assert fold.simplify_by_slices()
    text = "可用率不低於99.9% 網路中斷\n伺服器 臺北電腦 乙太網\t資料 點"
    cuts = [0, len(text)] + [i for i, ch in enumerate(text) if ch.isspace()] + [i + 1 for i, ch in enumerate(text) if ch.isspace()]
    whole = simplify(text)
    for a in cuts:
        for b in cuts:
            if a <= b:
                assert whole[a:b] == simplify(text[a:b])
    assert simplify("網路中斷") == "网络中断"  # still folds (the set test only skips a text without them)
    assert simplify("plain ASCII") == "plain ASCII"


def _token_plain() -> re.Pattern:
    return re.compile(tables().token_alternatives)


def test_the_number_token_behind_its_lookahead_finds_the_same_tokens(sources):
    guarded, plain = tables().token, _token_plain()
    texts = [View(s).text for s in sources]
    texts += [t.upper() for t in texts] + [t.swapcase() for t in texts]
    for text in texts:
        got = [(m.span(), m.groupdict()) for m in guarded.finditer(text)]
        assert got == [(m.span(), m.groupdict()) for m in plain.finditer(text)]
        for start in range(0, len(text), 53):  # searched from a position, as find_quantities does
            a, b = guarded.search(text, start), plain.search(text, start)
            assert (a and (a.span(), a.groupdict())) == (b and (b.span(), b.groupdict()))


def _data_regexes() -> list[re.Pattern]:
    rule_set = rules()
    found = [rx for rule in rule_set.keys.values() for rx in rule.patterns]
    found += list(rule_set.definition_patterns) + [re.compile(m) for m in number_data()["masks"]]
    return found


def test_a_regex_said_not_to_match_finds_nothing(sources):
    regexes = _data_regexes()
    assert sum(required_literals(rx) is not None for rx in regexes) > len(regexes) // 2
    texts = [View(s).text for s in sources]
    texts += [t.upper() for t in texts] + [t.swapcase() for t in texts]
    skipped = 0
    for text in texts:
        lowered = text.lower()
        for rx in regexes:
            if not may_match(rx, text, lowered):
                skipped += 1
                assert rx.search(text) is None, rx.pattern
    assert skipped > 100  # most texts lack most patterns' words


@pytest.mark.parametrize("pattern, text, expected", [
    (r"可用性以", "月可用性以节点计", True),
    (r"(?P<unit>[^,]{1,4}?)(?:月)?可用性以", "月可用性不低于", False),
    (r"(?i)(?P<unit>[A-Za-z]+)-level (?:uptime|availability)", "NODE-LEVEL UPTIME", True),
    (r"(?i)(?P<unit>[A-Za-z]+)-level (?:uptime|availability)", "node level uptime", False),
    (r"(?i)kelvin", "\u212aelvin", True),            # K (Kelvin sign) matches k under (?i)
    (r"(?i)seven days", "\u017feven days", True),    # ſ matches s
    (r"(?i)instance", "\u0130nstance", True),        # İ matches i
    (r"(?i)instance", "\u0131nstance", True),        # ı matches i
    (r"(?:alpha|beta)gamma", "beta", False),
    (r"(?:alpha|beta)?gamma", "gamma", True),
    (r"x(?:ab)*y", "xy", True),                     # a repeat that may be empty requires nothing
    (r"(?-i:ABC)(?i:def)", "ABCDEF", True),
    (r"(?-i:ABC)(?i:def)", "abcdef", False),
    (r"(?i:abc)", "ABC", True),
])
def test_required_literals_cases(pattern, text, expected):
    rx = re.compile(pattern)
    assert may_match(rx, text, text.lower()) is expected
    if rx.search(text):
        assert may_match(rx, text, text.lower())  # never a match skipped


def test_case_partners_are_every_non_ascii_match_of_an_ascii_letter():
    # what (?i) matches to an ASCII letter, over every code point: only the case partners listed
    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)
    found = set()
    for letter in "abcdefghijklmnopqrstuvwxyz":
        found |= {ch for ch in re.findall(f"(?i){letter}", every) if not ch.isascii()}
    assert found == set(CASE_PARTNERS_OF_ASCII)


def _data_regexes_searched() -> list:
    """Every data regex ``literals.matches`` searches a view with: patterns, ratios, masks."""
    rule_set = rules()
    return [rx for rule in rule_set.keys.values() for rx in rule.patterns + rule.ratios] + list(tables().masks)


def test_a_regex_tried_only_where_its_literal_lets_a_match_start_finds_what_its_search_finds(sources, monkeypatch):
    monkeypatch.setattr(literals, "ANCHORED_COST", 0)  # anchored wherever there is an anchor, however many
    regexes = _data_regexes_searched()
    assert sum(anchor(rx) is not None for rx in regexes) >= 10
    texts = [View(s).text for s in sources]
    texts += [t.upper() for t in texts] + [t.swapcase() for t in texts]
    texts += ["可用性=99.9%；单台服务器月度服务可用性 = 99.95%，实例可用性=可用性=", "以单台GPU服务器为单位计算可用性"]
    found = 0
    for text in texts:
        for rx in regexes:
            got = [(m.span(), m.groups()) for m in matches(rx, text, text.lower())]
            assert got == [(m.span(), m.groups()) for m in rx.finditer(text)], rx.pattern
            found += len(got)
    assert found > 20


@pytest.mark.parametrize("pattern, expected", [
    (r"(?P<unit>[^,。]{1,8}?)(?:服务)?可用性\s*=", ("可用性", 1, 10, False)),  # the literal after a bounded part
    (r"(?<![\d.])\d{1,2}:\d{2}", (":", 1, 2, False)),  # a lookbehind holds no character
    # case-blind: looked for in the lower case (s41: an ASCII word under (?i) matches only its own letters in either case
    # in a text without ı, İ, K, ſ; before, only what has no case counted: ("-", 1, 3) and None)
    (r"(?i)\b[a-z]{1,3}-level uptime", ("-level uptime", 1, 3, True)),
    (r"(?i)\bnode", ("node", 0, 0, True)),  # re itself tries every position: no prefix of a case-blind letter
    (r"可用性[^,]{0,4}=", None),  # opens with its literal: re's own search finds that fast
    (r"\d+\s*年", None),  # the literal after an unbounded part: any start may reach it
    (r"(?:ab|cd)?x[ab]{0,2}yz", ("yz", 1, 5, False)),  # the longest literal of the top level
    # a choice of words after lookbehinds (a party's label: "Provider:", not "Signed for Provider:"): their literals
    (r"(?<![\w'])(?<!Signed for )(?:Service Provider|Provider|Party B \()\s*:", (("Service Provider", "Provider", "Party B ("), 0, 0, False)),
    # of two choices, the one whose shortest word is the longer
    (r"(?<!\d)\d{1,2}(?:月|个月)(?:以内|之内)", (("以内", "之内"), 2, 4, False)),
    (r"(?:Provider|Vendor)\s*:", None),  # opens with the choice: re's own search skips to its first letters
    (r"\b(?:Provider|[Vv]endor):", (":", 6, 8, False)),  # a word of the choice opens with no literal: none
])
def test_the_anchor_of_a_regex(pattern, expected):
    assert anchor(re.compile(pattern)) == expected


@pytest.mark.parametrize("pattern", [
    r"[ab]{1,3}?cc[ab]*", r"(?<=a)b{0,2}cc", r"(?<![c])[ab]{0,4}cca?", r"\b[a-c]{1,3}ca\b", r"(?:ab|b)?cac",
    r"[^c]{2,5}c(?=a)", r"(a|bb)?(?:c)c[ab]{0,3}", r"[abc]{1,3}?c[abc]{0,2}c", r"(?P<x>[ab]{1,2})c(?P=x)",
    r"^[ab]{0,2}cc", r"(?m)^[ab]{0,2}cc", r"(?s).{0,3}cc", r"(?i)[ab]{1,2}c?-1",
    # a choice of words as the anchor: words inside others ("cab" holds "ab"), overlapping occurrences, lookbehinds
    r"(?<![c])(?:cab|ab|b)c?", r"[ab]{0,2}(?:cab|ab|\nb)a?", r"(?<!a)(?<!bc)(?:ca|AB|-1)[abc]{0,2}",
])
def test_an_anchored_search_finds_the_leftmost_matches_as_re_does(pattern, monkeypatch):
    """Overlapping windows, matches that hold another occurrence of the literal, matches next to
    each other, lookarounds before the start, line starts: random texts of a few letters."""
    monkeypatch.setattr(literals, "ANCHORED_COST", 0)
    rx, rng = re.compile(pattern), random.Random(pattern)
    assert anchor(rx) is not None
    for _ in range(400):
        text = "".join(rng.choice("abcAB-1cc \n") for _ in range(rng.randint(0, 40)))
        got = [(m.span(), m.groups()) for m in matches(rx, text, text.lower())]
        assert got == [(m.span(), m.groups()) for m in rx.finditer(text)], text


class _Counted:
    """A compiled pattern that counts the positions ``match`` is tried at and whether it was searched."""

    def __init__(self, pattern: str):
        self.rx, self.tried, self.searched = re.compile(pattern), 0, False
        self.pattern, self.flags = self.rx.pattern, self.rx.flags

    def match(self, text, pos):
        self.tried += 1
        return self.rx.match(text, pos)

    def finditer(self, text):
        self.searched = True
        return self.rx.finditer(text)


def test_a_long_text_is_tried_only_near_the_literal_its_pattern_needs():
    counted = _Counted(r"(?P<unit>[^,。;:()\s=]{1,8}?)(?:实际|月度|每月)?(?:服务)?可用性\s*=")
    text = "甲方租用乙方的GPU服务器，按月结算费用。" * 5000 + "单台服务器月度服务可用性 = 99.95%。" + "乙方负责运维。" * 3000
    got = [m.group("unit") for m in matches(counted, text, text.lower())]
    assert got == ["单台服务器"] and not counted.searched
    assert counted.tried <= 13  # the 13 starts up to 12 characters before the one 可用性, of 121,000 positions
    plain = _Counted(counted.pattern)
    common = "的可用性=" * 5000  # the literal everywhere: the search is cheaper than trying around each one
    assert len(list(matches(plain, common, common))) == 5000 and plain.searched and plain.tried == 0


def test_phrase_hits_grouped_as_an_array_are_the_hits_grouped_one_by_one():
    rng = random.Random(13)
    strings = {i: f"part{i}" for i in range(40)}
    for size in (0, 5, 63, 64, 500, 5000):
        matches = [(rng.randrange(40), s := rng.randrange(3000), s + rng.randrange(1, 9)) for _ in range(size)]
        matches += matches[: size // 4]  # the matcher may report a hit twice
        expected: dict[str, tuple[list[int], list[int]]] = {}
        for part_id in {m[0] for m in matches}:
            spans = sorted({(s, e) for i, s, e in matches if i == part_id})
            expected[strings[part_id]] = ([s for s, _ in spans], [e for _, e in spans])
        assert _hits_by_part(matches, strings) == expected


def _clauses_long_way(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The clause cuts of one sentence as the per-character loop made them."""
    sep = layout()["separator_re"]
    depth, clauses, s = 0, [], start
    for i in range(start, end):
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and sep.match(ch):
            if 0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit():
                continue
            clauses.append((s, i + 1))
            s = i + 1
    if s < end:
        clauses.append((s, end))
    return clauses


def test_clauses_cut_at_their_marks_are_the_clauses_cut_per_character(sources):
    texts = [View(s, parsed=False).text for s in sources]
    texts += ["a (b, c) d, e [f, (g] h), i, 1,000, j", ",,(,),", "((,", "no separator at all"]
    for text in texts:
        for sentence in split_sentences(text):
            got = [(c.start, c.end) for c in sentence.clauses]
            assert got == _clauses_long_way(text, sentence.start, sentence.end)


def _long_document(doc_from_text):
    text = "\n\n".join(p.read_text(encoding="utf-8") for p in TEXTS[:8])
    while len(text) < pipeline.BESIDE_CHARS:
        text += "\n\n" + text
    return doc_from_text(text)


def test_a_long_text_read_in_two_processes_gives_the_same_terms(doc_from_text):
    document = _long_document(doc_from_text)
    calls = []

    def beside(function, arg, meanwhile):
        calls.append(getattr(function, "func", function))
        return run_bounded(function, arg, file=document.name, limits=Limits(), what="extracting terms",
                           meanwhile=meanwhile)

    assert extract_terms(document, beside=beside) == extract_terms(document)
    # the numbers while spaCy parses, then keys from one queue while this process reads others
    assert calls == [find_quantities, pipeline._read_queued]
    assert extract_document_terms(document) == extract_terms(document)
    short = doc_from_text(TEXTS[0].read_text(encoding="utf-8"))
    extract_terms(short, beside=beside)
    assert len(calls) == 2  # a short text is read in this process: no child to start


def _take_all(queue, pause=0.0):
    taken = []
    while (group := queue.next()) is not None:
        taken.extend(group)
        time.sleep(pause)
    return taken


def test_two_processes_take_every_key_of_the_queue_once():
    keys = [f"key{k}" for k in range(300)]
    queue = pipeline.KeyQueue([[key] for key in keys])
    here = []
    try:
        # the other process is slow: this one takes the keys it has not taken yet
        there = run_bounded(_take_all, queue, 0.01, file="c.md", limits=Limits(),
                            meanwhile=lambda: here.extend(_take_all(queue)))
    finally:
        queue.close()
    assert sorted(here + there) == sorted(keys)
    assert len(here) > len(there)


def test_a_late_reader_is_queued_with_the_keys_it_reads():
    rule_set = rules()
    late = [key for key, rule in rule_set.keys.items() if rule.reader in pipeline.LATE]
    early = [key for key in rule_set.keys if key not in late]
    groups = pipeline._key_groups(early, late, rule_set)
    assert groups[0] == ["availability_pct", "credit_tiers"]  # the tier reader reads the commitments
    assert sorted(key for group in groups for key in group) == sorted(rule_set.keys)


def test_the_time_limit_holds_while_numbers_are_read_beside(doc_from_text, monkeypatch):
    document = _long_document(doc_from_text)

    def stuck(text):
        time.sleep(30)

    monkeypatch.setattr(pipeline, "find_quantities", stuck)
    started = time.monotonic()
    with pytest.raises(SlacheckError, match=r"extracting terms took longer than 1 s"):
        extract_document_terms(document, Limits(max_seconds=1))
    assert time.monotonic() - started < 10


def _choose_long_way(candidates, prefer=None, qualified=None):
    """``choose`` as it was before it asked ``qualified`` only where the answer can change the
    choice: of every one of the strongest occurrences."""
    operative = [c for c in candidates if not c.in_example] or candidates
    amended = [c for c in operative if c.amended]
    pool = amended or operative
    top = max(c.strength for c in pool)
    best = [c for c in pool if c.strength >= top - 1e-9]
    if qualified is not None and len(best) > 1:
        best = [c for c in best if not qualified(c)] or best
    if prefer == "min":
        winner = min(best, key=lambda c: (c.value, c.start))
    elif prefer == "max":
        winner = max(best, key=lambda c: (c.value, -c.start))
    else:
        winner = min(best, key=lambda c: c.start)
    conflict = prefer is None and any(not same_value(c.value, winner.value) for c in best)
    alternatives = []
    seen = {(winner.start, winner.end)}
    for c in candidates:
        if (c.start, c.end) in seen:
            continue
        seen.add((c.start, c.end))
        if same_value(c.value, winner.value):
            reason = "duplicate"
        elif amended and not c.amended:
            reason = "superseded"
        elif conflict and c in best:
            reason = "conflict"
        else:
            reason = "weaker"
        alternatives.append((c, reason))
    return winner, alternatives, conflict, confidence_of(winner.evidence_kind, alternatives, conflict)


def test_a_choice_asking_fewer_whether_they_are_qualified_is_the_choice_asking_all():
    rng = random.Random(19)
    for _ in range(3000):
        found = []
        for _ in range(rng.randint(1, 9)):
            start = rng.randrange(0, 60)
            found.append(Candidate("response_minutes", rng.choice([15, 30, 30.0, 90]), start, start + rng.randint(1, 3),
                                   rng.choice([1.0, 1.3, 1.5, 1.5]), amended=rng.random() < 0.2,
                                   in_example=rng.random() < 0.15, kind=rng.choice(["operative", "table_cell"])))
        hedged = {(c.start, c.end) for c in found if rng.random() < 0.5}
        prefer = rng.choice([None, None, "min", "max"])
        got = choose(found, prefer=prefer, qualified=lambda c: (c.start, c.end) in hedged)
        assert (got.winner, got.alternatives, got.conflict, got.confidence) == \
            _choose_long_way(found, prefer, lambda c: (c.start, c.end) in hedged)


def test_a_figure_repeated_on_every_page_is_asked_once_whether_it_is_qualified():
    # a 200-page contract repeats its availability 600 times, all equally strong
    found = [Candidate("availability_pct", 99.9, 100 * k, 100 * k + 5, 1.5, kind="operative") for k in range(600)]
    asked = []
    choice = choose(found, qualified=lambda c: asked.append(c.start) or c.start == 0)  # the first one is hedged
    assert choice.winner.start == 100 and not choice.conflict  # the first standing one
    assert {reason for _, reason in choice.alternatives} == {"duplicate"}
    assert len(asked) <= 4  # not 600
    asked.clear()
    found.append(Candidate("availability_pct", 99.5, 70_000, 70_005, 1.5, kind="operative"))
    choice = choose(found, qualified=lambda c: asked.append(c.start) or False)
    assert choice.conflict and choice.alternatives[-1][1] == "conflict" and len(asked) <= 3


def test_the_sentences_framing_a_position_are_worked_out_once(monkeypatch):
    """Each key's reader asks ``frames`` of its numbers' sentences (sentence_requires, subjects):
    a long contract's same sentences thousands of times. The answer is the same each time."""
    from slacheck.extract.evidence import Evidence

    text = "How to Request a Credit\n\nTo request a credit, you must do the following:\n- Request within 30 days of the incident.\n"
    view = View(text)
    ev = Evidence(view, find_quantities(view.text), rules())
    at = view.sentence_at(view.text.index("Request within")).start  # "- Request within ..."
    asked = []
    lead_in = ev.lead_in
    monkeypatch.setattr(ev, "lead_in", lambda start: asked.append(start) or lead_in(start))
    first = ev.frames(at)
    assert [view.text[s.start:s.end].strip() for s in first] == ["To request a credit, you must do the following:",
                                                                  "How to Request a Credit"]  # the lead-in, its title
    assert ev.frames(at) == first and ev.sentence_ok(rules().keys["claim_window_days"], at + 18)
    assert asked == [at]  # worked out once for that position, not once per question


def test_a_figures_labels_and_table_lead_in_are_worked_out_once_for_every_key(monkeypatch):
    """Every numeric key of a figure's kind asks whether the figure stands alone under a label line
    (``value_labels``) or in a table that lost its layout (``table_lead_in``): a long contract's
    same figures thousands of times. The answers are the same each time."""
    from slacheck.extract.evidence import Evidence

    text = ("Monthly Uptime Percentage\nService Credit\n99.9%\n10%\n\n"
            "The Monthly Uptime Percentage for such Service as set forth in the table below.\n"
            "Less than 99.5%\n25%\n")
    view = View(text)
    ev = Evidence(view, find_quantities(view.text), rules())
    asked = []
    for name in ("_value_labels", "_table_lead_in"):
        own = getattr(ev, name)
        monkeypatch.setattr(ev, name, lambda q, own=own, name=name: asked.append((name, q.start)) or own(q))
    figures = [q for q in ev.quantities if q.kind == "pct"]
    first = [([s.start for s in ev.value_labels(q)], ev.table_lead_in(q)) for q in figures]
    announced = [lead_in for _, lead_in in first if lead_in is not None]  # "25%" under the sentence announcing it
    assert [view.text[s.start:s.end].strip() for s in announced] == [
        "The Monthly Uptime Percentage for such Service as set forth in the table below."]
    again = [([s.start for s in ev.value_labels(q)], ev.table_lead_in(q)) for q in figures]
    assert again == first
    assert sorted(asked) == sorted({(name, q.start) for q in figures for name in ("_value_labels", "_table_lead_in")})


def test_the_text_scopes_read_beside_the_numbers_are_those_evidence_reads():
    """A long text's subject reaches and worked examples are read while another process reads its
    numbers (``evidence.text_scopes`` after the parse): the same scopes Evidence reads itself."""
    from slacheck.extract.evidence import Evidence, text_scopes

    text = ("1. Service Levels\nThe Provider shall keep the Service available 99.9% of each month.\n\n"
            "2. Example\nFor example, if the Service is available 98% of a month, the credit is 10%.\n")
    view = View(text)
    quantities = find_quantities(view.text)
    own = Evidence(view, quantities, rules())
    hits = rules().match(view.doc)
    given = Evidence(view, quantities, rules(), hits, text_scopes(view, hits, rules()))
    assert own.examples.spans and given.examples.spans == own.examples.spans
    assert given.reach.headings() == own.reach.headings()
    assert all(given.examples.inside(q.start, q.end) == own.examples.inside(q.start, q.end) for q in quantities)


def test_a_word_found_in_the_lower_case_is_found_where_its_case_blind_pattern_finds_it(sources):
    """``literals.caseless_starts`` (a place name a party may be defined as) finds an ASCII word in the
    text's lower case where no character outside ASCII matches an ASCII letter in any case: the
    starts a compiled ``(?i)`` pattern of the word finds, overlapping ones too, in every text."""
    from slacheck.extract.literals import caseless_starts

    def by_pattern(text: str, word: str) -> list[int]:
        written, out = re.compile(re.escape(word), re.IGNORECASE), []
        m = written.search(text)
        while m is not None:
            out.append(m.start())
            m = written.search(text, m.start() + 1) if m.start() < len(text) else None
        return out

    rng = random.Random(31)
    words = ["Kelvin", "instance", "seven", "SS", "aa", "Hong Kong", "s", "k", "i", "网络", "Straße", "99.9%"]
    for text in sources + ["aaaa", "Ionstream ionSTREAM IONSTREAM", "Şişli İstanbul ıstanbul", ""]:
        picked = words + [text[k:k + rng.randint(1, 12)] for k in rng.sample(range(len(text)), min(8, len(text)))]
        for word in filter(None, picked):
            assert list(caseless_starts(text, word)) == by_pattern(text, word), (word, text[:40])


def test_the_clause_marks_found_by_one_pattern_are_the_characters_tested_one_by_one(sources, monkeypatch):
    """Where the data's clause separators are one character each, tested alone, one pattern compiled with
    the layout finds a text's clause marks: the characters ``_is_clause_mark`` takes one by one. Other
    separators (a lookahead) are tested per character as before: the same sentences either way."""
    from slacheck.extract import sentences

    def one_by_one(text: str) -> list[int]:
        return [k for k, ch in enumerate(text) if sentences._is_clause_mark(ch)]

    assert layout()["clause_mark_re"] is not None  # the data's "[,，]"
    for text in sources:
        assert sentences._clause_marks(text) == one_by_one(text)
    for separator, one in ((r",(?=\s)", False), (r"[,，;]", True), (r"(?i)[a-c]", True), (r",\s", False)):
        assert (sentences._marks_pattern(re.compile(separator)) is not None) is one
    cut = [(s.start, s.end, s.clauses) for s in split_sentences(sources[0])]
    lay = dict(layout(), clause_mark_re=None)
    monkeypatch.setattr(sentences, "layout", lambda: lay)
    assert [(s.start, s.end, s.clauses) for s in split_sentences(sources[0])] == cut
