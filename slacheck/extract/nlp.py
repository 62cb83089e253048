"""The spaCy pipeline the extractor reads contracts with (built once per process).

spaCy's blank Chinese pipeline (``zh``) with one token per character of the matching view, so
token ``i`` is view character ``i`` and every span maps back exactly (and Chinese needs no word
segmentation to be matched). Components:

- ``slacheck_sentences``: sentence and clause boundaries from ``lang/layout.yaml`` (full
  stops, semicolons, newlines, list items, table rows), as cut (``doc.user_data``: the view's
  sentences); ``slacheck_clauses`` writes them as ``token.is_sent_start`` and ``doc.spans["clauses"]``;
- ``span_ruler``: the value vocabularies of ``lang/*.yaml`` (GPU models, interconnects,
  cooling, isolation, billing models, currencies ...) as phrase patterns labelled with their
  key, ``id`` = canonical value. Every hit lands in ``doc.spans["vocabulary"]`` (overlaps kept:
  a currency word inside a per-rack price unit is both a currency and a billing model) and the longest
  non-overlapping ones in ``doc.ents`` (``slacheck_ents``: as the ruler's own ``annotate_ents``, cheaper).

Trigger, blocker, negation and bound words go through the rule set's own ``PhraseMatcher``
(``PhraseIndex``, built and sealed with the rules in matchers.py); the gap phrases ``A…B`` are two hits joined in code, never a wildcard
``Matcher`` pattern (far too slow on a long contract).

Both matchers compare tokens by ``NORM``, which this vocabulary defines as the lower case with
a hyphen read as a space (``norm``): a phrase written "GPU hour" needs one pattern for
"GPU hour" and "GPU-hour", not two. Pattern docs are the cost of building the matchers
(thousands of them), so each waits in a ``CharGate`` until a text could hold it (all its
characters; a spelling of six or more, its first and last six): an English contract never builds
the Chinese phrases, and a 3-page one ~900 of the ~7,000 English spellings its letters allow.

spaCy is imported here, lazily: ``slacheck --help`` must not pay for it.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
import warnings
from pathlib import Path
from typing import Any, Collection, Iterable, Iterator

from .. import profiling
from ..datacache import Memo
from ..ingest.language import written_languages
from ..sandbox import whole
from .sentences import is_table_line, line_end

VOCABULARY = "vocabulary"
COMPOUND = "_compound"  # span-ruler label of the words a shorter vocabulary hit is no part of
CLAUSES = "clauses"
TEXT = "slacheck_text"
OUTSIDE = 2  # a token's ENT_IOB outside every entity ("O")
SENTENCES = "slacheck_sentences"  # doc.user_data: the boundary component's ``split_sentences``
JOINTS = ("", " ", "-")
HYPHEN_AS_SPACE = str.maketrans("-", " ")  # the matchers compare a hyphen as a space (``norm``)


def norm(string: str) -> str:
    """A token's ``NORM`` in this pipeline: its lower case, a hyphen read as a space (a joint
    between words, as ``variants`` spells it). spaCy's own default also maps € and £ to $ and
    full-width punctuation to ASCII, which would make a euro price a dollar price."""
    return string.lower().translate(HYPHEN_AS_SPACE)


def needs(spelling: str) -> frozenset[str]:
    """The characters, as the matchers compare them (``norm``), a text must hold for
    ``spelling`` to match in it."""
    return frozenset(map(norm, set(spelling)))


class CharGate:
    """Patterns held back until a text could match them.

    A phrase pattern matches only a text that holds it (as the matcher compares characters,
    ``norm``), so a pattern is released only once the texts seen so far could hold it: building
    fewer pattern docs gives the same hits. A spelling shorter than ``GRAM`` characters waits
    until the texts seen so far hold all its characters together; a longer one until a text holds
    its first and its last ``GRAM`` characters as written (``gate_form``; one holding its first only:
    until a text holds its last), as any text that holds it does: an English contract
    holds nearly every Latin letter, so its characters would let ~7,000 English spellings through
    where ~150 match. A text longer than ``GRAM_TEXT`` characters is not cut into grams (they
    would cost more than the patterns they keep back; its reader gave time to build most of them
    ahead): from then on the characters alone decide for every spelling. ``release_some`` gives
    the rest out ahead of need, a few at a time, for a caller with time to spare.

    A short spelling waits filed under one of its characters no text held yet, so a text tests only
    those filed under the characters it is the first to hold (an English text, none of the Chinese
    spellings), each batch in one pass of C loops (``map``, ``compress``); a longer one waits filed
    under its first gram, then (a text held that one) in one column with its last, so a text looks
    up only its own grams and tests that column in one pass, and the gate keeps no text's. A spelling's grams are cut once
    (``index``: with the rule set's build, ``pipeline.prepare``), not per text; the items come out
    in the order held. A stretch of a text seen since the spellings were indexed (a window of the
    contract a reader matches on its own) holds no character nor gram that text lacked: it is
    answered at once, its grams not cut."""

    def __init__(self):
        # the spellings, items and characters held and not indexed yet
        self._held: tuple[list[str], list[Any], list[Collection[str]]] = ([], [], [])
        # every indexed item by its number (the order held), its characters, and whether it is out
        self._items: list[Any] = []
        self._needs: list[Collection[str]] = []
        self._out = bytearray()
        self._left = 0  # indexed items not out yet
        # the numbers of the waiting spellings shorter than a gram, and the character each is filed under: one
        # of its characters no text held when it was filed (``_filed_under``; "" when the texts held them all)
        self._short: list[int] = []
        self._filed: list[str] = []
        self._long: list[int] = []  # the numbers of the longer spellings, for a text too long to cut (``_open``)
        self._last: dict[int, str] = {}  # a longer spelling's last gram, by its number
        self._watch: dict[str, list[int]] = {}  # a first gram -> the longer spellings waiting on it
        # the longer spellings whose first gram a text held and last gram none yet, with their last grams (and those)
        self._after: tuple[list[int], list[str], set[str]] = ([], [], set())
        self._next = 0  # ``release_some`` takes items from this number on
        self._seen: set[str] = set()  # the characters (normed) of every text seen so far
        self._open = False  # a text too long to cut into grams came: the characters alone decide
        self._longest = ""  # the longest text cut into grams since spellings were last indexed (``release``)

    def hold(self, spelling: str, item: Any, characters: Collection[str] | None = None) -> None:
        """Hold ``item`` until a text could hold ``spelling``; ``characters``, its ``needs`` (a set
        of them or a string of them, as ``spelling_forms`` keeps them: tested alike)."""
        spellings, items, needed = self._held
        spellings.append(spelling)
        items.append(item)
        needed.append(needs(spelling) if characters is None else characters)

    def __len__(self) -> int:
        return len(self._held[0]) + self._left

    @property
    def _waiting(self) -> list[tuple[Collection[str], Any]]:
        """(characters, item) of every item not released yet, in the order held."""
        self.index()
        return [(self._needs[k], self._items[k]) for k in range(len(self._items)) if not self._out[k]]

    def index(self) -> None:
        """Cut the grams of every spelling held since the last call (the gate's one-off work)."""
        spellings, items, characters = self._held
        if not items:
            return
        self._held = ([], [], [])
        self._longest = ""
        first = len(self._items)
        self._items += items
        self._needs += characters
        self._out += bytes(len(items))
        self._left += len(items)
        numbers = range(first, first + len(items))
        forms = list(map(gate_form, spellings))
        short = list(map(GRAM.__gt__, map(len, forms)))
        shorts = list(itertools.compress(numbers, short))
        self._short += shorts
        self._filed += self._filed_under(shorts)
        longer = list(map(operator.not_, short))
        longs = list(itertools.compress(numbers, longer))
        forms = list(itertools.compress(forms, longer))
        self._long += longs
        self._last.update(zip(longs, map(_LAST_GRAM, forms)))
        watch = self._watch
        for k, head in zip(longs, map(_FIRST_GRAM, forms)):
            watch.setdefault(head, []).append(k)

    def _filed_under(self, numbers: list[int]) -> list[str]:
        """The character each of these short spellings waits on: its greatest (the rarest, as a rule) the
        texts seen so far lack; "" where they lack none (out with the next text that brings new characters,
        as a spelling held after its characters came)."""
        characters = list(map(self._needs.__getitem__, numbers))
        if not self._seen:  # (the rule set's build: no text seen yet) their last, as kept sorted (``spelling_forms``)
            try:
                return list(map(_LAST, characters))
            except (TypeError, IndexError):  # a set of characters, none
                pass
        return [max(set(c) - self._seen, default="") for c in characters]

    def release(self, text: str) -> list[Any]:
        """The items a text of these characters could match, not released before."""
        self.index()
        if not self._left or text in self._longest:
            # all out (built ahead while a long PDF was read): not even the text's characters to take; or a
            # stretch of a text seen since (a window of the contract): it holds no character nor gram that one
            # lacked, so it could release nothing
            return []
        present = {norm(ch) for ch in set(text)}
        fresh = present - self._seen
        new_characters = bool(fresh)
        self._seen |= fresh
        opened = False
        grams: set[str] = set()
        hits: set[str] = set()  # the grams of this text longer spellings wait on
        if not self._open and len(text) > GRAM_TEXT:
            self._open = opened = True
        elif not self._open:
            grams = _grams_of(text)
            if len(text) > len(self._longest):
                self._longest = text
            hits = grams & self._watch.keys()  # (a walk over the smaller of the two)
        if not (new_characters or opened or hits or not grams.isdisjoint(self._after[2])):
            return []
        out: list[int] = []
        seen = self._seen
        if new_characters:
            # the spellings filed under a character this text is the first to hold: out when the texts hold all
            # theirs, else filed under another they lack
            fresh.add("")
            asked = list(map(fresh.__contains__, self._filed))
            numbers = list(itertools.compress(self._short, asked))
            ready = list(map(seen.issuperset, map(self._needs.__getitem__, numbers)))
            out += itertools.compress(numbers, ready)
            later = list(itertools.compress(numbers, map(operator.not_, ready)))
            left = list(map(operator.not_, asked))
            self._short = list(itertools.compress(self._short, left)) + later
            self._filed = list(itertools.compress(self._filed, left)) + self._filed_under(later)
        if self._open and (new_characters or opened):
            ready = list(map(seen.issuperset, map(self._needs.__getitem__, self._long)))
            out += itertools.compress(self._long, ready)
            self._long = list(itertools.compress(self._long, map(operator.not_, ready)))
        elif not self._open:
            # a spelling this text holds, it holds whole: out when the text holds its first and last grams; one
            # whose first gram only is here waits on its last (a later text holding that one could hold it),
            # with those an earlier text held the first gram of: each tested in one pass of C loops
            numbers, tails, waited = self._after
            popped = list(itertools.chain.from_iterable(map(self._watch.pop, hits)))
            if popped or not grams.isdisjoint(waited):
                numbers, tails = numbers + popped, tails + list(map(self._last.__getitem__, popped))
                inside = list(map(grams.__contains__, tails))
                out += itertools.compress(numbers, inside)
                outside = list(map(operator.not_, inside))
                tails = list(itertools.compress(tails, outside))
                self._after = (list(itertools.compress(numbers, outside)), tails, set(tails))
        return self._take(sorted(out))

    def _take(self, numbers: list[int]) -> list[Any]:
        """The items of these numbers (in order) not out yet, each once, now out."""
        done, taken = self._out, []
        for k in numbers:
            if not done[k]:
                done[k] = 1
                taken.append(k)
        self._left -= len(taken)
        return list(map(self._items.__getitem__, taken))

    def release_some(self, count: int) -> list[Any]:
        """Up to ``count`` waiting items, whatever texts may come, in the order held."""
        self.index()
        numbers, done, k = [], self._out, self._next
        while k < len(done) and len(numbers) < count:
            if not done[k]:
                numbers.append(k)
            k += 1
        self._next = k
        ready = self._take(numbers)
        if not self._left:
            self._short, self._filed, self._long, self._watch, self._after = [], [], [], {}, ([], [], set())
        return ready


# a gate holds a spelling this long until a text holds its first and last grams of this many characters
GRAM = 6
GRAM_TEXT = 60_000  # the longest text cut into grams (~0.1 us a character)
_FIRST_GRAM = operator.itemgetter(slice(None, GRAM))
_LAST = operator.itemgetter(-1)
_LAST_GRAM = operator.itemgetter(slice(-GRAM, None))


def gate_form(text: str) -> str:
    """``text`` as the gate compares it: a spelling that matches a text (each character's
    ``norm`` equal) is then a substring of the text. The whole string's lower case is each
    character's but for a capital sigma, lowered by its place (σ or final ς): both are σ here."""
    return text.lower().replace("-", " ").replace("ς", "σ")


def _grams_of(text: str) -> set[str]:
    """Every ``GRAM``-character substring of ``text``'s ``gate_form``."""
    return _text_grams(gate_form(text))


@functools.lru_cache(maxsize=2)  # the span ruler's gate and the phrase index's ask of the same text
def _text_grams(form: str) -> set[str]:
    return {form[i:i + GRAM] for i in range(max(1, len(form) - GRAM + 1))}


class CharTokenizer:
    """One token per character, no trailing spaces: token offsets are character offsets."""

    def __init__(self, vocab):
        from spacy.tokens import Doc

        self.vocab = vocab
        self.make = Doc
        self._orths: dict[str, int] = {}  # character -> its string's hash in the vocabulary (its ORTH)

    def __call__(self, text: str):
        # the words as their ORTH hashes: spaCy then looks each lexeme up by the hash alone, where a
        # str word is hashed again for every token (a 200-page contract: 309,000 tokens, 0.09 -> 0.055 s).
        # A character new to the vocabulary's strings is added first, in the text's order, as spaCy
        # adds it for a str word: the same strings, lexemes and tokens
        orths = self._orths
        add = self.vocab.strings.add
        for ch in dict.fromkeys(text):
            if ch not in orths:
                orths[ch] = add(ch)
        doc = self.make(self.vocab, words=list(map(orths.__getitem__, text)), spaces=[False] * len(text))
        doc.user_data[TEXT] = text  # Doc.text re-joins every token: far too slow to call
        return doc


def variants(phrase: str) -> list[str]:
    """Spellings of a phrase part: a space or hyphen inside Latin text may be written as a
    space, a hyphen, nothing, or a tab (the view's column gap in a spaced table row):
    "GPU-hour", "GPU hour", "GPUhour"."""
    pieces: list[str] = []
    joints = 0
    current = ""
    for ch in phrase:
        if ch in " -":
            if current:
                pieces.append(current)
                current = ""
                joints += 1
            continue
        current += ch
    if current:
        pieces.append(current)
    if len(pieces) <= 1:
        return ["".join(pieces)] if pieces else []
    n = len(pieces) - 1
    if n <= 3:
        combos: list[tuple[str, ...]] = list(itertools.product(JOINTS, repeat=n)) + [("\t",) * n]
    else:  # long phrases: all spaces, and one joint written differently
        base = [" "] * n
        combos = [tuple(base), ("\t",) * n] + [tuple(base[:i] + [j] + base[i + 1:]) for i in range(n) for j in ("", "-")]
    out = []
    for combo in combos:
        out.append(pieces[0] + "".join(j + p for j, p in zip(combo, pieces[1:])))
    return list(dict.fromkeys(out))


def import_spacy():
    """``import spacy`` without loading its command line.

    ``spacy/__init__`` imports ``spacy.cli`` (typer apps, jinja2, requests, every training
    command: about half of spaCy's import time) only to offer ``spacy.info``. The pipeline
    uses the tokenizer, span ruler and phrase matcher, never the CLI, so the import runs with
    a placeholder for it; afterwards ``spacy.cli`` imports for real if anyone asks, and
    ``spacy.info`` loads the real one on its first call.

    Likewise without ``pydantic.v1`` (~25-35 ms CPU of every ``check``): spaCy's config library
    (confection) imports it, if it can, only to recognise config schemas written for pydantic 1;
    spaCy's are pydantic 2 models, and this pipeline validates none. Where it is not importable,
    confection goes on without it (its documented fallback). It stays importable for everyone
    else: the block holds during spaCy's import only, and not where it was loaded already.
    """
    import importlib
    import sys
    import types

    if "spacy" in sys.modules or "spacy.cli" in sys.modules:
        import spacy

        return spacy
    placeholder = types.ModuleType("spacy.cli")
    placeholder.__path__ = []  # a package whose submodules are not found: only .info is asked for
    info_module = types.ModuleType("spacy.cli.info")

    def info(*args, **kwargs):  # spaCy's own ``spacy.info``, loaded when called
        return importlib.import_module("spacy.cli.info").info(*args, **kwargs)

    info_module.info = info
    sys.modules["spacy.cli"], sys.modules["spacy.cli.info"] = placeholder, info_module
    blocked = [name for name in _left_out_during_spacy() if name not in sys.modules]
    for name in blocked:
        sys.modules[name] = None  # ``import`` raises ImportError, as for a module not installed
    try:
        import spacy
    finally:
        del sys.modules["spacy.cli"], sys.modules["spacy.cli.info"]
        for name in blocked:
            if sys.modules.get(name, 0) is None:
                del sys.modules[name]
        if getattr(sys.modules.get("spacy"), "cli", None) is placeholder:
            del sys.modules["spacy"].cli
    return spacy


# optional imports of spaCy's libraries that this pipeline never uses (``import_spacy``)
WITHOUT_DURING_SPACY = ("pydantic.v1",)


def _left_out_during_spacy() -> tuple[str, ...]:
    """``WITHOUT_DURING_SPACY`` where spaCy's config library does without them, else nothing.

    confection made pydantic optional in 1.0 (its ``validation`` module, next to its
    ``__init__``); its 0.x, which spaCy 3.7 may still bring, needs ``pydantic.v1`` and would fail
    to import without it. Looked up without importing confection: one file test."""
    import importlib.util

    spec = importlib.util.find_spec("confection")
    origin = getattr(spec, "origin", None)
    if origin and Path(origin).with_name("validation.py").is_file():
        return WITHOUT_DURING_SPACY
    return ()


@functools.lru_cache(maxsize=1)
def pipeline():
    """The blank pipeline with the char tokenizer, clause boundaries and vocabulary ruler.

    The ruler starts without patterns: ``parse`` gives it those a text could match
    (``vocabulary_gate``)."""
    with profiling.phase("build"):
        return _build_pipeline()


def _build_pipeline():
    import numpy

    import_spacy()  # first: spaCy without its command line
    from spacy.attrs import ENT_IOB, NORM, SENT_START
    from spacy.language import Language
    from spacy.tokens import Span
    from spacy.util import filter_chain_spans, get_lang_class

    from .sentences import split_sentences

    if not Language.has_factory("slacheck_sentences"):
        @Language.component("slacheck_sentences")
        def cut_sentences(doc):
            """Sentences and their clauses as layout.yaml's splitter cuts them, as cut (``doc.user_data``:
            what the view reads, text._sentences_of)."""
            doc.user_data[SENTENCES] = split_sentences(text_of(doc))
            return doc

    if not Language.has_factory("slacheck_clauses"):
        @Language.component("slacheck_clauses")
        def mark_clauses(doc):
            """The cut sentences' starts and clauses on the Doc: ``token.is_sent_start`` and ``doc.spans["clauses"]``."""
            starts = numpy.full((len(doc), 1), -1, dtype="int64").astype("uint64")  # -1: not a start
            clauses = []
            for sentence in doc.user_data[SENTENCES]:
                starts[sentence.start, 0] = 1
                clauses.extend(Span(doc, c.start, c.end) for c in sentence.clauses)  # doc[a:b], less checking
            if len(doc):
                starts[0, 0] = 1
                # one array write: setting token.is_sent_start one by one is quadratic
                doc.from_array([SENT_START], starts)
            doc.spans[CLAUSES] = clauses
            return doc

    if not Language.has_factory("slacheck_ents"):
        @Language.component("slacheck_ents")
        def mark_ents(doc):
            """``doc.ents`` as the span ruler's ``annotate_ents`` sets them (its default filter over
            its spans, every other token outside), the outside tokens in one array write: spaCy's
            own ``doc.ents = ...`` tests each token against a Python set (~30 ms a 300,000-token text)."""
            if len(doc):
                doc.from_array([ENT_IOB], numpy.full((len(doc), 1), OUTSIDE, dtype="uint64"))
            doc.set_ents(sorted(filter_chain_spans(doc.spans[VOCABULARY])), default="unmodified")
            return doc

    # the language class itself, not ``spacy.blank("zh")``: the same blank pipeline, without
    # filling and validating the training sections of its config (~6 ms a process)
    nlp = get_lang_class("zh")()
    nlp.tokenizer = CharTokenizer(nlp.vocab)
    # a new lexeme (each character of a text, each match key of a matcher) gets its NORM and
    # nothing else: spaCy's other lexical attributes (shape, like_num, stop words, ...) are
    # read by nothing in this pipeline and cost ~20 us a lexeme to compute
    nlp.vocab.lex_attr_getters = {NORM: norm}
    for lexeme in nlp.vocab:  # ... and those spaCy's defaults made already
        lexeme.norm_ = norm(lexeme.orth_)
    nlp.add_pipe("span_ruler", config={
        "spans_key": VOCABULARY,
        "spans_filter": None,
        "annotate_ents": False,  # slacheck_ents, the same ents cheaper
        "phrase_matcher_attr": "NORM",
        "validate": False,
    })
    # after the ruler: the ruler makes its pattern docs with the components after it switched
    # off, so later patterns never go through the clause splitter
    nlp.add_pipe("slacheck_ents")
    nlp.add_pipe("slacheck_sentences")
    nlp.add_pipe("slacheck_clauses")
    return nlp


@functools.lru_cache(maxsize=1)
def vocabulary_gate() -> CharGate:
    """The span ruler's vocabulary patterns not given to it yet (``parse`` releases them)."""
    gate = CharGate()
    for pattern, characters in vocabulary_patterns():
        gate.hold(pattern["pattern"], pattern, characters)
    gate.index()
    return gate


def admit_vocabulary(patterns: list[dict[str, str]]) -> None:
    """Give the span ruler these vocabulary patterns (one-off work: the ``build`` phase).

    As ``SpanRuler.add_patterns`` adds a phrase pattern, except that its ``PhraseMatcher`` is
    given each pattern as its tokens' NORMs (``norm_keys``), not a pattern doc made by the
    pipeline: the same matches, a few microseconds a pattern instead of ~0.04 ms. A ruler
    without the parts this relies on gets the patterns through ``add_patterns``."""
    if patterns:
        with profiling.phase("build"):
            add_to_ruler(pipeline(), patterns)


def add_to_ruler(nlp, patterns: list[dict[str, str]]) -> None:
    """``admit_vocabulary`` into the span ruler of ``nlp``."""
    ruler = nlp.get_pipe("span_ruler")
    keys = None
    if all(hasattr(ruler, part) for part in ("_match_label_id_map", "_patterns", "phrase_matcher")):
        norms = _RULER_NORMS.setdefault(id(nlp.vocab), {})
        keys = norm_keys(nlp.vocab, [p["pattern"] for p in patterns], norms)
        if _RULER_TAKES_NORMS.get(id(ruler)) is None:
            _RULER_TAKES_NORMS[id(ruler)] = takes_norms(nlp, keys[0], patterns[0]["pattern"])
    if not keys or not _RULER_TAKES_NORMS[id(ruler)]:
        ruler.add_patterns(patterns)
        return
    strings, labels = nlp.vocab.strings, []
    for entry in patterns:
        label = repr((entry["label"], entry.get("id", "")))
        ruler._match_label_id_map[strings.as_int(label)] = {"label": entry["label"], "id": entry.get("id", "")}
        ruler._patterns.append(entry)
        labels.append(label)
    for label, key in zip(labels, keys):
        ruler.phrase_matcher.add(label, [key])


_RULER_NORMS: dict[int, dict[str, int]] = {}  # per vocabulary: character → its NORM's hash (``norm_keys``)
_RULER_TAKES_NORMS: dict[int, bool] = {}  # per ruler: does its matcher take patterns as NORMs (asked once)


def norm_keys(vocab, texts: list[str], norms: dict[str, int]) -> list[tuple[int, ...]]:
    """Each text as what a ``PhraseMatcher`` on NORM keeps of its pattern doc: the NORM hash of
    each token, one a character here (``norms`` caches a character's hash, filled as asked)."""
    strings = vocab.strings
    for ch in set("".join(texts)) - norms.keys():
        norms[ch] = strings.add(norm(ch))
    of = norms.__getitem__
    return [tuple(map(of, text)) for text in texts]


def takes_norms(nlp, key: tuple, text: str) -> bool:
    """Does a ``PhraseMatcher`` given a pattern as ``key`` (its NORMs) match ``text`` as its
    pattern doc would?"""
    from spacy.matcher import PhraseMatcher

    probe = PhraseMatcher(nlp.vocab, attr="NORM")
    try:
        probe.add("probe", [key])
    except (TypeError, ValueError):
        return False
    doc = nlp.make_doc(text)
    return probe(doc) == [(nlp.vocab.strings["probe"], 0, len(doc))]


def vocabulary_patterns() -> list[tuple[dict[str, str], str]]:
    """Span-ruler patterns for every key with ``values`` in the language data, each with the
    characters a text needs for it to match (``needs``)."""
    from .data import LANGUAGES, load_language
    from .fold import normalise_phrase

    patterns: dict[tuple[str, str, str], tuple[dict[str, str], str]] = {}

    def add(label: str, phrase: str, value: str) -> None:
        for text, characters in spelling_forms(normalise_phrase(phrase).strip()):
            patterns.setdefault((label, value, text), ({"label": label, "pattern": text, "id": value}, characters))

    for lang in LANGUAGES:
        for key, spec in load_language(lang).get("keys", {}).items():
            for value, phrases in (spec.get("values") or {}).items():
                for phrase in phrases or []:
                    if "…" in str(phrase):
                        continue  # a gap phrase "A…B": matched by the rule's Phrases (matchers.py)
                    add(key, str(phrase), str(value))
        # word boundaries: 元 is no currency inside 单元 or 统计单元 (a dictionary segmenter such
        # as jieba costs ~0.7 s of start-up per process; a list of the compounds costs nothing)
        for word in load_language(lang).get("compounds") or []:
            add(COMPOUND, str(word), COMPOUND)
    return list(patterns.values())


def spellings(phrase: str) -> list[str]:
    """The patterns a phrase needs: its ``variants``, those the matchers compare as the same
    (a hyphen for a space) once."""
    return list(dict.fromkeys(v.translate(HYPHEN_AS_SPACE) for v in variants(phrase) if v))


def spelling_forms(phrase: str) -> tuple[tuple[str, str], ...]:
    """A data phrase's ``spellings``, each with what it ``needs`` (as one string of those
    characters): the rule set asks for thousands, the same every run, so they are kept between
    runs (``SPELLING_FORMS``)."""
    return SPELLING_FORMS(phrase)


def _spelling_forms(phrase: str) -> tuple[tuple[str, str], ...]:
    # the characters as a string, not a frozenset: the kept table (~8,600 spellings) reads back
    # ~5x faster (~20 -> ~4 ms of every run), and a ``CharGate`` tests a string as it tests a set
    return tuple((spelling, "".join(sorted(needs(spelling)))) for spelling in spellings(phrase))


SPELLING_FORMS = Memo("spelling-forms", _spelling_forms, lambda: [Path(__file__)])


def text_of(doc) -> str:
    """The text a Doc was made from (kept by the tokenizer)."""
    return doc.user_data[TEXT]


# the components whose annotations the extractor never reads: ``doc.ents``, and the sentence
# starts and clause spans (``doc.sents``, ``doc.spans["clauses"]``; the view reads the sentences
# as cut); ``parse(text, complete=False)`` leaves them for ``complete`` (a 200-page contract: ~40 ms)
ON_REQUEST = ("slacheck_ents", "slacheck_clauses")


def parse(text: str, complete: bool = True):
    """Run the whole pipeline over a view's text (sentences, clauses, vocabulary); with
    ``complete=False``, all but the ``ON_REQUEST`` components (``complete`` runs them later).

    spaCy's 1M-character guard is about its parser and NER models, which this blank pipeline
    does not load; a long contract is bounded by the input limits instead (SLACHECK_MAX_FILE_MB)."""
    nlp = pipeline()
    with whole():  # out of the gate and into the ruler together (``sandbox.whole``)
        admit_vocabulary(vocabulary_gate().release(text))
    nlp.max_length = max(nlp.max_length, len(text) + 1)
    with warnings.catch_warnings():
        # W036 "no patterns": the ruler may have none yet when no vocabulary word could be in the text
        warnings.filterwarnings("ignore", message=NO_PATTERNS)
        return nlp(text, disable=() if complete else ON_REQUEST)


# the warning a span ruler without patterns gives, as spaCy's ruler itself leaves it unsaid at each call
# (the same message pattern: ``warnings`` compiles it once, the first time it is given, ``quiet_ahead``)
NO_PATTERNS = "\\[W036"


def quiet_ahead() -> None:
    """Compile ``NO_PATTERNS`` as ``warnings.filterwarnings`` does (``re``'s cache keeps it), in the
    extractor's build: a constant, not a text's work."""
    import re

    re.compile(NO_PATTERNS, re.IGNORECASE)


def complete(doc):
    """``doc``, parsed with ``complete=False``, given what the ``ON_REQUEST`` components annotate:
    then as ``parse(text)`` makes it."""
    nlp = pipeline()
    for name in ON_REQUEST:
        doc = nlp.get_pipe(name)(doc)
    return doc


def build_ahead(index: "PhraseIndex", chunk: int = 200) -> Iterator[None]:
    """Every pattern still waiting (the span ruler's and ``index``'s), ``chunk`` at a time, one
    step per ``next``: work to do ahead of the texts while there is time (a reader process is
    still reading); whatever is left is built when a text needs it."""
    vocabulary = vocabulary_gate()
    while len(vocabulary) or len(index.gate):
        with whole():
            if len(vocabulary):
                admit_vocabulary(vocabulary.release_some(chunk))
            else:
                index.add_to_matcher(index.gate.release_some(chunk))
        yield


# ------------------------------------------------------------------------------ phrase hits


class PhraseIndex:
    """One ``PhraseMatcher`` (attr LOWER) holding every phrase part of one rule set.

    The rule set that owns the index registers its phrase lists while it is built and then
    seals it; from then on its phrases never change (like spaCy's ``SpanRuler``, it owns its
    patterns, and nothing else adds to them). Hits are per text (``TextHits``), kept by
    whoever matched that text, never here.

    A spelling goes into the matcher only once a text to match holds every one of its
    characters (``CharGate``): before that it cannot match anything, so an English contract
    never pays for the Chinese phrases. The hits are those of the whole index.

    A pattern is given to the matcher as what it keeps of a pattern doc: the ``NORM`` of each
    token (``PhraseMatcher`` keeps these tuples, and adds them back so when it is unpickled).
    That costs a few microseconds where a ``Doc`` costs ~0.04 ms, thousands of times; where
    spaCy would not take them, pattern docs are made as usual."""

    def __init__(self):
        self.nlp = pipeline()  # first: it imports spaCy without its command line (import_spacy)
        from spacy.matcher import PhraseMatcher

        self.matcher = PhraseMatcher(self.nlp.vocab, attr="NORM")
        self._norms: dict[str, int] = {}  # character → its NORM's hash in the vocabulary's strings
        self._as_norms: bool | None = None  # does spaCy take a pattern as its NORMs? (asked once)
        self.parts: set[str] = set()
        # a part -> the lists (by number) with a phrase starting with it: what a text's hits of the part may start
        # (``TextHits.firsts``)
        self.lists_by_first: dict[str, list[int]] = {}
        self.lists = 0  # phrase lists registered: each gets its own number (``Phrases.serial``)
        self.sealed = False
        self.gate = CharGate()  # (part, spelling) of every spelling not in the matcher yet

    def register(self, parts: Iterable[str], firsts: Iterable[str] = ()) -> int:
        """Add one phrase list's parts, ``firsts`` those its phrases start with; returns the list's number in this index."""
        if self.sealed:
            raise RuntimeError("phrase index is sealed: build phrase lists with the rules")
        for part in parts:
            if part and part not in self.parts:
                self.parts.add(part)
                for spelling, characters in spelling_forms(part):
                    self.gate.hold(spelling, (part, spelling), characters)
        serial = self.lists
        for first in dict.fromkeys(firsts):
            self.lists_by_first.setdefault(first, []).append(serial)
        self.lists += 1
        return serial

    def seal(self) -> "PhraseIndex":
        self.sealed = True
        self.gate.index()  # with the rule set's build, not a text's first match
        return self

    def add_to_matcher(self, entries: list[tuple[str, str]]) -> None:
        """Pattern docs of these (part, spelling) in the matcher (one-off work: ``build``)."""
        if not entries:
            return
        with profiling.phase("build"):
            # the patterns of all of them at once, then each part's: one pass over thousands of spellings
            by_part: dict[str, list] = {}
            for (part, _), pattern in zip(entries, self._patterns([spelling for _, spelling in entries])):
                by_part.setdefault(part, []).append(pattern)
            for part, patterns in by_part.items():
                self.matcher.add(part, patterns)

    def _patterns(self, texts: list[str]) -> list:
        """The matcher's patterns of these spellings: their tokens' NORMs, else pattern docs."""
        if self._as_norms is not False:
            keys = norm_keys(self.nlp.vocab, texts, self._norms)
            if self._as_norms is None:
                self._as_norms = takes_norms(self.nlp, keys[0], texts[0])
            if self._as_norms:
                return keys
        from spacy.tokens import Doc

        vocab = self.nlp.vocab  # a pattern is matched by its tokens only: a bare Doc, not the tokenizer's
        return [Doc(vocab, words=list(t), spaces=[False] * len(t)) for t in texts]

    def _admit(self, text: str) -> None:
        """Put in the matcher every waiting spelling that could match ``text`` (out of the gate and into the
        matcher together: ``sandbox.whole``)."""
        with whole():
            self.add_to_matcher(self.gate.release(text))

    def match(self, doc) -> "TextHits":
        """The hits of every part in a parsed document (its own pipeline parse)."""
        self._admit(text_of(doc))
        return TextHits(doc, self)

    def match_text(self, text: str) -> "TextHits":
        """The hits of every part in a short text (a window, a matched group)."""
        self._admit(text)
        return TextHits(self.nlp.make_doc(text), self)


class TextHits:
    """One text's hits: part → (starts, ends), and each phrase list's candidates."""

    def __init__(self, doc, index: PhraseIndex):
        self.doc = doc
        self.index = index
        self.text = text_of(doc)
        self.parts = _hits_by_part(index.matcher(doc), index.nlp.vocab.strings)
        self.candidates: dict[int, tuple[list[int], list[tuple[int, int, int]]]] = {}
        # where each sentence starts, and its languages once asked (``languages_at``: None until then)
        self._sentence_starts: list[int] | None = None
        self._sentence_languages: list[frozenset[str] | None] = []
        # a line's start -> the languages of the table it is a row of (None: no table row); every row of a table is
        # filled when one is first asked
        self._tables: dict[int, frozenset[str] | None] = {}
        # ... and by the position asked (``languages_at``): phrase lists that share a part, and the value words
        # and regexes of the keys, ask of the same hits (a 200-page contract: ~57,000 questions, ~19,000 places)
        self._languages_at: dict[int, frozenset[str]] = {}

    def part_hits(self, part: str) -> tuple[list[int], list[int]]:
        return self.parts.get(part, ([], []))

    @functools.cached_property
    def firsts(self) -> dict[int, list[str]]:
        """A phrase list's number -> the parts its phrases start with that this text has hits of (``Phrases._candidates``):
        worked out once a text from the parts it holds, not by each of the ~270 lists a text is asked about."""
        out: dict[int, list[str]] = {}
        by_first = self.index.lists_by_first
        for part in self.parts:
            for serial in by_first.get(part, ()):
                out.setdefault(serial, []).append(part)
        return out

    @functools.cached_property
    def languages(self) -> frozenset[str]:
        """The languages of the whole text: every sentence's are among them."""
        return written_languages(self.text)

    def languages_at(self, pos: int) -> frozenset[str]:
        """The languages the sentence holding ``pos`` is written in (``written_languages``), or
        the table it is a row of (a row of figures, "| 99.5%≤A<99.9% | 15% |", is in its header's
        language): a language file's phrase reads only a sentence of its language. A text matched
        on the spot (a window, no sentences cut) is one stretch.
        Asked for every hit of a phrase one language's file writes, in a text of two (~20,000 places in a 150-page
        contract): each line's table and each sentence's languages are worked out once, a place costs a search back
        to its line's start and a bisection of the sentence starts."""
        found = self._languages_at.get(pos)
        if found is not None:
            return found
        line = self.text.rfind("\n", 0, pos) + 1
        found = self._tables.get(line, _UNKNOWN)
        if found is _UNKNOWN:
            found = self._table_rows(line)
        if found is None:
            starts = self._sentence_starts
            if starts is None:
                starts = self._cut_sentences()
            k = bisect.bisect_right(starts, pos) - 1
            if k < 0:
                k = 0
            found = self._sentence_languages[k]
            if found is None:
                end = starts[k + 1] if k + 1 < len(starts) else len(self.text)
                found = self._sentence_languages[k] = written_languages(self.text[starts[k]:end])
        self._languages_at[pos] = found
        return found

    def _cut_sentences(self) -> list[int]:
        cut = self.doc.user_data.get(SENTENCES) or ()
        starts = self._sentence_starts = [0] + [s.start for s in cut[1:]]
        self._sentence_languages = [None] * len(starts)
        return starts

    def _table_rows(self, line: int) -> frozenset[str] | None:
        """The languages of the table block whose row starts at ``line`` (kept for each of its rows); None (kept for the
        line) when the line is no table row."""
        text = self.text
        if not is_table_line(text[line:line_end(text, line)]):
            self._tables[line] = None
            return None
        rows = [line]
        start = line
        while start > 0:
            above = text.rfind("\n", 0, start - 1) + 1
            if not is_table_line(text[above:start - 1]):
                break
            start = above
            rows.append(start)
        end = line_end(text, line)
        while end < len(text):
            below = line_end(text, end + 1)
            if not is_table_line(text[end + 1:below]):
                break
            rows.append(end + 1)
            end = below
        found = written_languages(text[start:end])
        for row in rows:
            self._tables[row] = found
        return found

_UNKNOWN = object()  # a line not yet asked about (``TextHits._tables``)


def _hits_by_part(matches: list[tuple[int, int, int]], strings) -> dict[str, tuple[list[int], list[int]]]:
    """part -> (starts, ends) of its distinct hits in (start, end) order, from the matcher's
    (match_id, start, end) triples; sorted as one array (a long contract has ~100,000 hits)."""
    import numpy

    if len(matches) < 64:
        found: dict[str, list[tuple[int, int]]] = {}
        for match_id, start, end in matches:
            found.setdefault(strings[match_id], []).append((start, end))
        return {part: ([s for s, _ in spans], [e for _, e in spans])
                for part, spans in ((part, sorted(set(spans))) for part, spans in found.items())}
    # flattened first: numpy builds an array from one flat iterator ~3x faster than from 100,000 tuples
    flat = itertools.chain.from_iterable(matches)
    hits = numpy.fromiter(flat, dtype=numpy.uint64, count=3 * len(matches)).reshape(-1, 3)
    hits = hits[numpy.lexsort((hits[:, 2], hits[:, 1], hits[:, 0]))]  # by part, start, end
    distinct = numpy.ones(len(hits), dtype=bool)
    distinct[1:] = (hits[1:] != hits[:-1]).any(axis=1)
    hits = hits[distinct]
    # each part's run of rows, cut from the columns as lists (not a numpy block and two lists per part)
    bounds = [0, *(numpy.flatnonzero(hits[1:, 0] != hits[:-1, 0]) + 1).tolist(), len(hits)]
    parts, starts, ends = hits[bounds[:-1], 0].tolist(), hits[:, 1].tolist(), hits[:, 2].tolist()
    return {strings[part]: (starts[a:b], ends[a:b]) for part, a, b in zip(parts, bounds, bounds[1:])}


def vocabulary_hits(doc, key: str) -> list[tuple[str, int, int]]:
    """(value, start, end) of every vocabulary hit of ``key`` in a parsed document (the span
    group is read once per document: each read builds its Span objects anew)."""
    by_key = doc.user_data.get(VOCABULARY)
    if by_key is None:
        by_key = doc.user_data[VOCABULARY] = {}
        spans = [(span.label_, span.id_, span.start, span.end) for span in doc.spans[VOCABULARY]]
        compounds = sorted((s, e) for label, _, s, e in spans if label == COMPOUND)
        for label, value, s, e in spans:
            if label != COMPOUND and not _inside_compound(compounds, s, e):
                by_key.setdefault(label, []).append((value, s, e))
    return by_key.get(key, [])


def _inside_compound(compounds: list[tuple[int, int]], start: int, end: int) -> bool:
    """Is [start, end) part of a longer word of the ``compounds`` list (元 in 统计单元)?"""
    k = bisect.bisect_right(compounds, (start, end))
    for s, e in reversed(compounds[max(0, k - 8):k + 8]):
        if s <= start and end <= e and (e - s) > (end - start):
            return True
    return False
