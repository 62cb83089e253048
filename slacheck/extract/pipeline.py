"""``Document`` → SPEC §1 terms with provenance.

The flow, on one screen (``extract_terms``): normalise the text into a view (text.py), read
every quantity with its unit (numbers.py), build the document's evidence (evidence.py:
amendments, tables, negation), then for each key run the reader its language data names
(readers/, ``reader:`` in lang/*.yaml), derive the keys implied by others (derive.py) and
choose among each key's occurrences (select.py). Each term says what supports it
(``evidence_kind``, its confidence from extract/evidence.yaml) and, for a commitment, quotes the
best-effort wording that qualifies it (``hedge``). Every span maps back to ``Document.text``.
"""

from __future__ import annotations

import bisect
import functools
import os
import re
import struct
import typing
from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Iterator

from .. import profiling
from ..bundle.precedence import deferring_sentences, parts_in_force, role_at
from ..models import Alternative, ContractTerms, CreditTier, Document, Term
from .data import evidence_data, key_unit
from .derive import derive_keys
from .evidence import LEAD_IN_REACH, SCOPE_ENDS, Evidence, scope_names, scope_patterns, scope_words, text_scopes
from .matchers import KeyRule, Rules, TextHits, rules
from .nlp import vocabulary_hits
from .sentences import line_end
from .numbers import find_quantities
from .readers import LATE, PREPARE, READERS
from .readers.numeric import conditioned, respective_scope
from .readers.vocabulary import ALTERNATIVE_STRENGTH
from .select import ADDED, Candidate, choose, conflict_kind, same_value
from .structure import ClauseIndex
from .tables import MERGED, cell_text, covering, row_at
from .text import View, layout
from .tiers import per_incident_credits
from .values import cast_value, convert, key_type


Beside = Callable[..., Any]  # beside(function, arg, meanwhile=callable) -> function(arg)


def prepare() -> Iterator[None]:
    """Build what the first ``extract_terms`` needs (spaCy and its pipeline, the rule set, the
    number, layout and tier tables) ahead of it, e.g. while a reader process reads the file.

    Returns the steps of what may be built ahead as well (the pattern docs no text has needed
    yet, ``nlp.build_ahead``), for a caller with time to spare; those not run are built once a
    text needs them."""
    from ..bundle.precedence import prepare as prepare_precedence
    from ..datacache import keep_memos
    from ..ingest.sections import bullet_pattern, clause_patterns
    from ..regexcode import compiled_as_usual, kept_compiled
    from .fold import prepare as prepare_folding
    from .nlp import build_ahead, pipeline, quiet_ahead, vocabulary_gate
    from .numbers import tables
    from .sentences import layout
    from .tiers import grammar

    # the build's regular expressions compiled from the code kept by an earlier run (regexcode.py)
    with profiling.phase("build"), kept_compiled():
        pipeline()
        rules()
        tables()
        layout()
        grammar()
        vocabulary_gate()
        clause_patterns()
        bullet_pattern()
        prepare_folding()  # what the view of a long Chinese text folds its Taiwan words with
        prepare_precedence()  # the cues of a file's parts in force (an order governing inside a framework)
        _prepare_rules(rules(), tables())
        evidence_data()  # the confidence policy ``select`` reads (evidence.yaml), once per process
        heading_lines()  # ... and its heading line, which every text is read with (``_weigh_headings``)
        scope_patterns()  # ... and its scopes, which a key in conflict or restated is read with (``_scope_of``)
        quiet_ahead()  # last: ``re``'s cache of recent patterns keeps it for the first parse
    # not from the kept code: pydantic asks ``inspect`` for a builtin default factory's signature,
    # which compiles ``tokenize``'s token pattern, spelled from a set (its order changes with each
    # process's string hashing): kept, it was a new pattern every run, and the table rewritten
    with profiling.phase("build"), compiled_as_usual():
        for model in (Term, Alternative, CreditTier):
            model.model_rebuild()  # their validators (``defer_build``): what ``select`` makes terms with
    keep_memos()  # the phrase forms and literals this build computed, for the next run (datacache.Memo)
    return build_ahead(rules().index)


def _prepare_rules(rule_set: Rules, number_tables) -> None:
    """The build's part made from the rule set's patterns and the number tables' masks, once for the pair (every
    ``extract_terms`` calls ``prepare``: ~150 patterns' look-ups, ~0.1-0.3 ms, that are no text's work)."""
    from .literals import prepare as prepare_literals

    if _PREPARED and _PREPARED[0] is rule_set and _PREPARED[1] is number_tables:
        return
    from .sentences import layout

    # (and the patterns each text asks after the build: the asides, lot labels and pointer lines, whose literals were
    # parsed afresh by every process's first text, ~0.4 ms each, for the build's memo stops adding when it is kept)
    for pattern in [rx for rule in rule_set.keys.values() for rx in rule.patterns + rule.ratios] + number_tables.masks \
            + list(rule_set.example_cases + rule_set.example_scores + rule_set.example_score_headings
                   + rule_set.definition_patterns + rule_set.definition_titles + rule_set.definition_asides
                   + rule_set.lot_labels) + [layout()["pointer_line_re"]]:
        prepare_literals(pattern)  # what ``literals.matches`` asks of every text (and its anchor's search)
    for rule in rule_set.keys.values():
        if rule.reader in PREPARE:
            PREPARE[rule.reader](rule)
    _PREPARED[:] = [rule_set, number_tables]


_PREPARED: list = []  # the rule set and number tables ``_prepare_rules`` last prepared


# a view this long is read by two processes (``beside``): a child costs ~10-30 ms to start and answer
BESIDE_CHARS = 60_000
# what an occurrence inside a definition keeps of a full strength (``_weigh_definitions``, which
# caps it at 1.0 first): under 1.0, so it neither outweighs an operative statement nor counts in a
# key's ``combine``
DEFINITION_WEIGHT = 0.9


def extract_terms(document: Document, beside: Beside | None = None) -> list[Term]:
    """Every SPEC §1 key the contract states, its value, and where it was read.

    ``beside(function, arg, meanwhile=)``, when given, returns ``function(arg)`` computed in
    another process while ``meanwhile()`` runs in this one (``sandbox.run_bounded``), so a long
    contract uses the second core: its numbers (``find_quantities``, text only) are read while
    spaCy parses the view, and every other key is read there while this process reads the
    rest. Without it, or for a short text, one after the other: the same terms."""
    prepare()  # built already when it ran while the document was read; else counted as ``build``
    view = View(document.text, parsed=False)
    rule_set = rules()
    parsed: list[tuple] = []  # the view's phrase hits, matched once it is parsed, and what they scope in the text
    quantities = None
    two_processes = beside is not None and len(view.text) >= BESIDE_CHARS
    if two_processes:
        # spaCy's parse, the phrase hits and their scopes here, the numbers there: reading the numbers
        # takes about as long (200 pages: ~0.30 s CPU against ~0.28 s)
        quantities = beside(find_quantities, view.text, meanwhile=lambda: parsed.append(_parse_and_match(view, rule_set)))
    else:
        parsed.append(_parse_and_match(view, rule_set))
    since = profiling.started()
    hits, scopes = parsed[0]
    ev = Evidence(view, find_quantities(view.text) if quantities is None else quantities, rule_set, hits, scopes,
                  [view.from_source(start, end) for start, end in parts_in_force(document)],
                  [(*view.from_source(start, end), [view.from_source(*part) for part in parts])
                   for start, end, parts in deferring_sentences(document)])
    candidates = ev.found
    late = [key for key, rule in rule_set.keys.items() if rule.reader in LATE]
    early = [k for k in rule_set.keys if k not in late]
    if two_processes:
        # the keys' readers are independent (a late reader only reads the keys it names): this
        # process and another take the next group of keys from one queue until none is left,
        # so both are done together whichever keys cost most in this text
        groups = _key_groups(early, late, rule_set)
        queue = KeyQueue(groups)
        here: dict[str, list[Candidate]] = {}
        try:
            found_there = beside(functools.partial(_read_queued, ev), queue,
                                 meanwhile=lambda: here.update(_read_queued(ev, queue)))
        finally:
            queue.close()
        read = {**found_there, **here}
        candidates.clear()  # in the keys' order, as read one after the other
        candidates.update((key, read[key]) for key in early + late if key in read)
        queued = {key for group in groups for key in group}
        candidates.update(_read_keys(ev, [key for key in late if key not in queued]))
    else:
        candidates.update(_read_keys(ev, early + late))
    derive_keys(ev, candidates)
    _mark_examples(ev, candidates)
    _weigh_definitions(ev, candidates)
    _weigh_headings(ev, candidates)
    profiling.add("match", since)

    since = profiling.started()
    clauses = ClauseIndex(view, document.list_ends, document.nested_items)
    commitments = frozenset(evidence_data()["commitments"])
    picked = {}
    for key in ContractTerms.model_fields:
        if candidates.get(key):
            picked[key] = _pick(ev, key, candidates[key], key in commitments)
    # a catalogue's lines under the key that names their configurations (``gpu_model`` for a price list): that key's
    # values on them are the catalogue's configurations, offered side by side, each as strong as the others (no
    # name chosen for its length: "RTX 4090" over "A100") and none of them fixed
    catalogue = {key: _catalogue(ev, rule_set.keys.get(key), got[0]) for key, got in picked.items() if got is not None}
    listed: dict[str, list[tuple[int, int]]] = {}
    for key, spans in catalogue.items():
        if spans:
            listed.setdefault(rule_set.keys[key].extra["catalogue"], []).extend(spans)
    for key, spans in listed.items():
        found = candidates.get(key) or []
        offered = [replace(c, strength=ALTERNATIVE_STRENGTH, offered=True)
                   if any(lo <= c.start and c.end <= hi for lo, hi in spans) else c for c in found]
        if offered != found:
            picked[key] = _pick(ev, key, offered, key in commitments)
    # a key read in another sentence than another key's chosen occurrence, that sentence naming a level of another of
    # its values (evidence.yaml ``paired``): both for review ("Region-Level SLA ... 99.99%" and a node read from
    # "Instance-Level SLA": a unit and a level of different tiers are a wrong pair)
    cap = evidence_data()["conflict"]
    for key, lead in evidence_data().get("paired", {}).items():
        if picked.get(key) is not None and picked.get(lead) is not None \
                and _other_level(ev, rule_set.keys[key], picked[key][0].winner, picked[lead][0].winner):
            for k in (key, lead):
                choice, hedge = picked[k]
                picked[k] = (replace(choice, confidence=min(choice.confidence, cap)), hedge)
    terms = []
    for key, got in picked.items():
        if got is None:
            continue
        choice, hedge = got
        choice = _words_against_figure(ev, key, choice)
        choice = _lead_against_rows(ev, rule_set.keys.get(key), choice)
        choice = _parts_apart(ev, key, choice)
        choice = _ladders_apart(ev, key, choice)
        scoped = _scoped(ev, rule_set, key, choice)
        kind = conflict_kind(choice, lambda c: bool(catalogue.get(key)) or ev.optioned(c.start) or id(c) in scoped)
        # (offered for a plan or a class of customer each in running text, "对于企业版用户，…99.9%；对于标准版用户，…99.5%",
        # as much as stated twice: each scope's level when every one names its own, as "for Enterprise customers" does; a
        # table of one plan a row stays the plans on offer)
        by_scope = _by_scope(ev, choice, key) if kind == "contradiction" or (
            kind == "alternatives" and not any(ev.in_table_cell(c.start) for c in _conflicting(choice))) else {}
        if by_scope:
            kind = "scoped"
            choice = _scoped_winner(rule_set.keys.get(key), choice, by_scope)
        term = _to_term(document, view, key, choice, clauses, hedge, kind, by_scope)
        if rule_set.keys[key].extra.get("names_document") and term.conflict:
            term = _numbers_by_part(document, term, lambda at: clauses.clause_at(view.from_source(at, at)[0]))
        terms.append(term)
    profiling.add(profiling.SELECT, since)
    return terms


def _numbers_by_part(document: Document, term: Term, clause_at) -> Term:
    """``term``, a document's own number in conflict with others of the file, read as the bundle reads its files' (one
    file printing a framework agreement and its order: ``merge.cited_number``): the number of the part that makes the
    deal (the order's) is the contract's, the others kept beside it naming their own parts (``other_document``);
    unchanged where that is ambiguous (two order forms' numbers, a part of no known role). ``clause_at``: the clause an
    offset of the document stands in."""
    from ..bundle.merge import cited_number

    conflicting = [a for a in term.alternatives if a.reason == "conflict"]
    if not conflicting:
        return term
    role = role_at(document)
    stating = [(role(term.start), term.value)] + [(role(a.start), a.value) for a in conflicting]
    chosen, ambiguous = cited_number(stating)
    if ambiguous:
        return term
    others = [a.model_copy(update={"reason": "other_document", "role": r}) for a, (r, _) in zip(conflicting, stating[1:])]
    if chosen:
        winner = conflicting[chosen - 1]
        own = Alternative(value=term.value, text=term.text, page=term.page, start=term.start, end=term.end,
                          reason="other_document", role=stating[0][0], evidence_kind=term.evidence_kind)
        others = [own] + [a for a in others if a.start != winner.start]
        term = term.model_copy(update=dict(value=winner.value, text=winner.text, page=winner.page, start=winner.start,
                                           end=winner.end, evidence_kind=winner.evidence_kind,
                                           clause=clause_at(winner.start)))
    rest = [a for a in term.alternatives if a.reason != "conflict"]
    policy = evidence_data()  # the confidence of its evidence, as select.confidence_of gives it with no conflict
    confidence = policy["confidence"][term.evidence_kind] - (policy["differing"] if any(
        a.reason == "weaker" and a.evidence_kind != "example" for a in rest) else 0)
    return term.model_copy(update=dict(alternatives=others + rest, conflict=False, conflict_kind=None,
                                       confidence=round(max(0.0, confidence), 2)))


def _parse_and_match(view: View, rule_set: Rules) -> tuple[TextHits, tuple]:
    """Parse the view, then match every phrase of the rule set in it (``Evidence``'s hits) and read
    what they scope in the text alone (``evidence.text_scopes``)."""
    view.run_pipeline()
    with profiling.phase("match"):
        hits = rule_set.match(view.parsed_doc)
        return hits, text_scopes(view, hits, rule_set)


def _read_keys(ev: Evidence, keys: list[str]) -> dict[str, list[Candidate]]:
    """Each key's occurrences by its reader, in ``keys``' order (a key with none left out);
    a late reader sees what the keys before it found (``ev.found``)."""
    out: dict[str, list[Candidate]] = {}
    for key in keys:
        rule = ev.rules.keys[key]
        found = READERS[rule.reader](ev, rule)
        # a candidate counts only with the key's subject in reach (subjects.py), and not in a question no answer
        # follows ("Does the facility offer liquid cooling?": a buyer's checklist states no term)
        # (or, failing that, a word naming it as a title in the section's heading or the page's title, ``title_subject``),
        # nor a page's teaser line pointing to its terms ("Read about our 99.9% uptime guarantee": the line of the
        # occurrence's end, where its figure is, a trigger before it may be on the line above), nor a form's option
        # after an unticked box ("冷却方式:□风冷 □液冷")
        titled = rule.phrases("title_subject")
        found = [c for c in found if (ev.framed(rule.subject, c.start, c.end, rule.subject_scope)
                                      or (titled and ev.titled(titled, c.start, rule.blockers,
                                                                 rule.phrases("title_clauses"))))
                 and not ev.asked(c.start) and not ev.pointer(max(c.start, c.end - 1)) and not ev.unticked(c.start)]
        if found:
            out[key] = ev.found[key] = found
    return out


def _key_groups(early: list[str], late: list[str], rule_set) -> list[list[str]]:
    """The keys as two processes share them: each late key with the keys its reader reads
    (``readers.LATE``, all early ones) in one group, first; then every other key on its own."""
    groups: list[list[str]] = []
    taken: set[str] = set()
    for key in late:
        needs = [k for k in LATE[rule_set.keys[key].reader] if k in rule_set.keys]
        if all(k in early and k not in taken for k in needs):
            groups.append(needs + [key])
            taken.update(groups[-1])
    return groups + [[key] for key in early if key not in taken]


class KeyQueue:
    """Groups of keys handed out one at a time to whichever process asks first: their indices
    wait in a pipe both processes read (a read takes one whole index; the pipe is filled first)."""

    def __init__(self, groups: list[list[str]]) -> None:
        self.groups = groups
        self._fd, filled = os.pipe()
        try:
            os.write(filled, b"".join(struct.pack("<H", k) for k in range(len(groups))))
        finally:
            os.close(filled)  # read to its end, the pipe says nothing is left

    def next(self) -> list[str] | None:
        """The next group nobody took yet, None when none is left."""
        got = os.read(self._fd, 2)
        return self.groups[struct.unpack("<H", got)[0]] if got else None

    def close(self) -> None:
        os.close(self._fd)


def _read_queued(ev: Evidence, queue: KeyQueue) -> dict[str, list[Candidate]]:
    """``_read_keys`` of the groups of keys taken from ``queue`` one by one, until it is empty."""
    out: dict[str, list[Candidate]] = {}
    while (group := queue.next()) is not None:
        out.update(_read_keys(ev, group))
    return out


def _mark_examples(ev: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """Mark every occurrence read inside a worked example (examples.py). A key stated only
    there keeps it only where its data says an example may show it (``from_examples: low``):
    a term, a site or a price in an example is the example's own assumption. One read in a table that
    compares other providers, or in a tender's scoring rule ("可用性达到99.99%得5分"), is dropped whatever
    the key: what others offer, or what a bidder's offer would score, is no value of this contract."""
    examples = ev.examples
    if not examples.spans:
        return
    for key in list(candidates):
        found = [replace(c, in_example=True) if examples.inside(c.start, c.end) else c for c in candidates[key]
                 if not (examples.surveys and examples.in_survey(c.start, c.end))]
        rule = ev.rules.keys.get(key)
        if not found or all(c.in_example for c in found) and (rule is None or rule.from_examples != "low"):
            del candidates[key]
        else:
            candidates[key] = found


def _weigh_definitions(ev: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """A key whose data says a definition weighs less (``low_in_definitions``): an occurrence
    read inside what a definition says a word means loses strength when the key is also read
    outside every definition. A glossary's "私有网络：…与其他资源逻辑隔离" says what a VPC is, not
    that the customer's servers sit in one; the operative "资源物理隔离" beside it is the term."""
    keys = [key for key in candidates
            if (rule := ev.rules.keys.get(key)) is not None and rule.low_in_definitions]
    spans = ev.definitions.meanings() if keys else []
    if spans:
        _weigh_apart(candidates, keys, lambda c: any(lo <= c.start and c.end <= hi for lo, hi in spans))


@functools.cache
def heading_lines() -> re.Pattern[str]:
    """evidence.yaml's ``heading_lines``: a line that is a heading, matched from its start (compiled with the build)."""
    return re.compile(evidence_data().get("heading_lines", r"(?!)"))


def _weigh_headings(ev: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """An occurrence in a heading (evidence.yaml ``heading_lines``: the document's title, a section's heading) names
    what follows and commits to nothing: it gives way to the key read in the body ("# 液冷智算机柜租赁合同" to "1.4 机柜采用
    单相浸没式液冷"), and a key read in headings alone is ``heading`` evidence; not so the keys a title states as it names
    the document (``titles_state``: its number, its parties), as strong there as anywhere."""
    policy = evidence_data()
    heading = heading_lines()
    text = ev.text

    def in_heading(c: Candidate) -> bool:
        line = text.rfind("\n", 0, c.start) + 1
        end = text.find("\n", c.start)
        return (end < 0 or c.end <= end) and heading.match(text, line) is not None

    named = policy.get("titles_state", ())
    for key in _weigh_apart(candidates, [key for key in candidates if key not in named], in_heading):
        candidates[key] = [replace(c, kind="heading") for c in candidates[key]]


def _weigh_apart(candidates: dict[str, list[Candidate]], keys: list[str], inside: Callable[[Candidate], bool],
                 weight: float = DEFINITION_WEIGHT) -> list[str]:
    """Each of ``keys`` with its occurrences ``inside`` (a definition's meaning, a heading) weighing ``weight`` of a full
    strength (capped at 1.0 first) where the key is read outside them too; the keys read inside them alone."""
    alone = []
    for key in keys:
        found = candidates[key]
        marks = [inside(c) for c in found]
        if any(marks) and not all(marks):
            candidates[key] = [replace(c, strength=min(c.strength, 1.0) * weight) if i else c
                               for c, i in zip(found, marks)]
        elif found and all(marks):
            alone.append(key)
    return alone


def _hedge_finder(ev: Evidence, found: list[Candidate], rule: KeyRule | None):
    """``hedge(start, end)``: the best-effort words qualifying an occurrence of a commitment key
    (``Evidence.hedge_at``), or of a later sentence of the key (``rule``'s triggers) pointing back to
    it (``Evidence.hedge_pointing_back``: "the monthly uptime percentage stated above"), each span
    looked up once; the figure of the key before it
    (``earlier``) owns a hedge before that figure when a firm limit word follows it. Only the
    occurrences ``choose`` asks about and the winner are looked up: a long contract has thousands
    of others, most of them the same figure as strong."""
    ends = sorted(c.end for c in found)

    @functools.cache
    def hedge(start: int, end: int) -> tuple[int, int] | None:
        k = bisect.bisect_right(ends, start)
        own = ev.hedge_at(start, end, ends[k - 1] if k else None)
        return own if own is not None or rule is None else ev.hedge_pointing_back(start, rule.triggers)

    return hedge


def _pick(ev: Evidence, key: str, found: list[Candidate], commitment: bool):
    """The key's choice among its occurrences ``found`` and the best-effort words qualifying the winner (a
    ``commitment`` key's, ``Evidence.hedge_at``), or None when nothing is chosen."""
    rule = ev.rules.keys.get(key)
    hedge_of = _hedge_finder(ev, found, rule) if commitment else None
    if rule is not None and rule.phrases("unstated_bases"):
        # a share of a fee whose period is not said: the fee's words are the value's own hedge (Evidence.unstated_base)
        hedge_of = functools.cache(lambda start, end: ev.unstated_base(rule, start, end))

    def qualified(c: Candidate) -> bool:
        """Worded as best effort, or for an initial stretch of the term only: it loses to an
        equally strong standing occurrence (``choose`` asks it only where the answer can change the choice)."""
        return (hedge_of is not None and hedge_of(c.start, c.end) is not None) or ev.initial_period(c.start)

    rung = _rung_finder(ev, rule, found)
    if rung is not None and all(rung(c) == ADDED for c in found) \
            and not any(_row_under_lead(ev, rule, c.start) for c in found):
        return None  # only steps of a remedy added to another: no threshold an outage must pass to count at all
    found = _in_force(ev, rule, found)
    choice = _choose_for(key, rule, found, qualified, _restatement_finder(ev, rule), rung)
    if choice is None:
        return None
    return choice, hedge_of(choice.winner.start, choice.winner.end) if hedge_of is not None else None


def _other_level(ev: Evidence, rule: KeyRule, winner: Candidate, lead: Candidate) -> bool:
    """Does the sentence of ``lead`` name a level (the key's ``levels``) and none that is ``winner``'s value, the
    winner read in another sentence? ("... (\"Region-Level SLA\") ... at least 99.99%" and a node read from
    "For individual instances (\"Instance-Level SLA\")": a unit and a level of different tiers.)"""
    levels = rule.extra.get("levels") or {}
    sentence = ev.view.sentence_at(lead.start)
    if not levels or sentence.start <= winner.start < sentence.end:
        return False
    named = {v for v in levels if rule.phrases("levels", v).search(ev.hits, sentence.start, sentence.end) is not None}
    return bool(named) and winner.value not in named


def _words_against_figure(ev: Evidence, key: str, choice):
    """``choice``, in conflict with what the words say, when its value is a figure in brackets that its words disagree
    with (``Quantity.words_value``: "within one (2) minutes", "thirty (20) days", "五（3）日"). The figure stays the value
    (in a contract the figure in brackets usually restates the words, and a reader of numbers reads it) but the words'
    value stands beside it as a conflicting occurrence of the same span, so the term is for review, never a silent 2."""
    won = choice.winner
    if isinstance(won.value, (bool, str, list, dict)) or won.value is None:
        return choice
    for q in ev.quantities_in(won.start, won.end):
        if q.words_value is None or q.end > won.end or not same_value(cast_value(key, convert(key, q)), won.value):
            continue
        said = replace(won, value=cast_value(key, convert(key, replace(q, value=q.words_value))))
        return replace(choice, alternatives=[(said, "conflict"), *choice.alternatives], conflict=True,
                       confidence=min(choice.confidence, evidence_data()["conflict"]))
    return choice


def _lead_against_rows(ev: Evidence, rule: KeyRule | None, choice):
    """``choice``, in conflict, when its value is a length an outage must pass (a key whose ``ladder`` names
    ``band_tops``) said in the line leading a table of remedies (``Evidence.line_over_table``) that pays for an outage
    shorter than it in a row earning something ("中断时间超过24小时(含)的，按下表补偿：" over "| 12小时以内 | 5% |"): the
    lead-in and its rows disagree on what earns a credit, and a claim trusting either pays or refuses wrongly. The row's
    lower end (0 under a band's top: "12小时以内" pays from the first minute) stands beside it as the conflicting occurrence."""
    won = choice.winner
    tops = rule.phrases("ladder", "band_tops") if rule is not None and rule.extra.get("ladder") else None
    if choice.conflict or not tops or not isinstance(won.value, (int, float)) or isinstance(won.value, bool):
        return choice
    refusals = rule.phrases("ladder", "not_remedies")
    remedies = ev.by_roles(rule, "ladder", "remedies")
    leads = [c for c in [won] + [c for c, _ in choice.alternatives] if same_value(c.value, won.value)]
    # ... or lines of a list under it in sentences, the first row worded as a band's top ("服务器中断时间超过24小时(含)的，
    # 甲方应按照以下标准向乙方支付补偿:" over "a.服务器中断时间在12小时以内(含),补偿金额为200元;"): pays from the first minute
    row = next((r for r in (_row_under_lead(ev, rule, c.start) for c in leads) if r), None)
    if row is not None:
        said = replace(won, value=cast_value(won.key, 0), start=row[0], end=row[1], kind="operative")
        return replace(choice, alternatives=[(said, "conflict"), *choice.alternatives], conflict=True,
                       confidence=min(choice.confidence, evidence_data()["conflict"]))
    for table in ev.tables:
        over = ev.line_over_table(table)
        # (a lead-in saying what earns nothing, "中断不足5分钟的不计入，其余按下表赔偿", bounds the rows, no contradiction)
        if over is None or not any(over[0] <= c.start < over[1] for c in leads) \
                or refusals and refusals.search(ev.hits, over[0], over[1]) is not None:
            continue
        for row in table.rows[1:]:
            if refusals and refusals.search(ev.hits, row.start, row.end) is not None:
                continue
            if remedies is None or not (ev.in_header(remedies, row.start) or
                                        remedies.search(ev.hits, over[0], over[1]) is not None):
                continue
            cell = next((cell for cell in row.cells
                         if any(q.kind == "duration" for q in ev.quantities_in(cell.start, cell.end))), None)
            if cell is None:
                continue
            length = next(q for q in ev.quantities_in(cell.start, cell.end) if q.kind == "duration")
            # (a band's top below which the lead-in's length is no row of its own, "超过5分钟的，按下表赔偿" over "| 30分钟
            # 以内 |": from 5 to 30 minutes; one at or below it a band the lead-in excludes)
            top = tops.search(ev.hits, cell.start, cell.end) is not None
            if length.value <= won.value if top else length.value < won.value:
                said = replace(won, value=cast_value(won.key, 0 if top else length.value), start=cell.start, end=cell.end,
                               kind="table_cell")
                return replace(choice, alternatives=[(said, "conflict"), *choice.alternatives], conflict=True,
                               confidence=min(choice.confidence, evidence_data()["conflict"]))
    return choice


def _parts_apart(ev: Evidence, key: str, choice):
    """``choice``, in conflict, when its winner is a level stated for a part of the service (``_scope_of``: its words,
    or the lead-in or heading over its list, "Home Directory Storage:" over "Availability: Over 99%") and a weaker
    occurrence of another value is not that part's ("Control Plane SLA target: ... 99.95%+ uptime"): the part's level is
    no level of the whole service, nor does the other settle it; both for review (by scope where each names its own),
    never the part's level read as the service's. A loose figure (a design tier, what a site can support) commits to no
    level of any part, so it contests none. Only for the keys that state a plan's level (evidence.yaml
    ``plan_levels``)."""
    scopes = evidence_data().get("scopes")
    won = choice.winner
    if choice.conflict or not scopes or key not in evidence_data().get("plan_levels", ()) or won.in_example:
        return choice
    part = {w.lower() for w in _scope_of(ev, won.start, scopes, won.end)}
    if not part:
        return choice
    others = [c for c, reason in choice.alternatives if reason == "weaker" and not c.in_example
              and c.kind != "loose" and not same_value(c.value, won.value)
              and part.isdisjoint(w.lower() for w in _scope_of(ev, c.start, scopes, c.end))]
    if not others:
        return choice
    moved = [(c, "conflict" if any(c is o for o in others) else reason) for c, reason in choice.alternatives]
    return replace(choice, alternatives=moved, conflict=True, confidence=min(choice.confidence, evidence_data()["conflict"]))


def _ladders_apart(ev: Evidence, key: str, choice):
    """``choice``, in conflict, when it is a ladder (evidence.yaml ``scoped_ladders``: credit_tiers) read beside other,
    weaker ladders of other figures and each names a plan, an edition or a product of its own (``_ladder_scope``: "Basic"
    and "Standard" as a table's first column says, "标准版：" and "企业版：" opening their paragraphs, "## Credits for the
    Basic plan"): each plan's ladder, offered by scope (``_by_scope`` names them), never one dropped as weaker. A ladder
    naming no scope, or two naming the same one, stay as they were."""
    won = choice.winner
    if choice.conflict or key not in evidence_data().get("scoped_ladders", ()) or won.in_example:
        return choice
    others = [c for c, reason in choice.alternatives if reason == "weaker" and not c.in_example
              and c.kind != "loose" and not same_value(c.value, won.value)]
    named = [frozenset(w.lower() for w in _ladder_scope(ev, c)) for c in [won, *others]]
    if not others or not all(named) or any(not a.isdisjoint(b) for i, a in enumerate(named) for b in named[i + 1:]):
        return choice
    moved = [(c, "conflict" if any(c is o for o in others) else reason) for c, reason in choice.alternatives]
    return replace(choice, alternatives=moved, conflict=True, confidence=min(choice.confidence, evidence_data()["conflict"]))


def _ladder_scope(ev: Evidence, c) -> tuple[str, ...]:
    """The plan, edition or product a ladder read at ``c`` is stated for: its opening's scope (``_scope_of``: its table
    row's first cell under a heading of plans, its lead-in's or its sentence's scope words), else a plan named in the
    line that leads into it, as a label before a colon ("标准版：月度可用性低于99.5%的，…") or in words ("Credits for the
    Basic plan:"), else in the nearest heading over it ("## Service Credits for the Basic plan")."""
    # (its scope where it opens: a ladder's last figure stands in a later part, which may name the next plan's)
    found = _scope_of(ev, c.start, evidence_data()["scopes"])
    if found:
        return found
    text = ev.view.text
    table = covering(ev.tables, c.start)
    at = table.start if table is not None else c.start
    line_start = text.rfind("\n", 0, at) + 1
    lines = [text[line_start:at]] if table is None else []
    back = line_start
    while back > 0 and len(lines) < LADDER_LEAD_LINES:  # the lines over it, up to the heading
        back = text.rfind("\n", 0, back - 1) + 1
        line = text[back:line_end(text, back)]
        if heading_lines().match(line):
            lines.append(line)
            break
        if line.strip():
            lines.append(line)
            if covering(ev.tables, back) is not None:
                break  # (another table: another ladder's)
    for line in lines:
        label = line.replace("：", ":").partition(":")[0]  # (the words before a colon: a label; no pattern, see regexcode)
        said = scope_words(label) or scope_names(label, scope_patterns().named)
        if said:
            return said
    return ()


# the most lines over a ladder that may name its plan (``_ladder_scope``): a heading, a lead-in sentence or two; a plan
# named further up is another part's
LADDER_LEAD_LINES = 4


def _scoped(ev: Evidence, rule_set: Rules, key: str, choice) -> set[int]:
    """The disagreeing occurrences of ``key`` (by ``id``) each offered for a scope of its own: a key of evidence.yaml
    ``scope_levels`` whose occurrence's sentence names one level of the unit key's ``levels`` (sla_unit's "Instance-Level
    SLA", "Region-Level SLA"), another occurrence's sentence naming another ("For individual instances (\"Instance-Level
    SLA\") ... at least 99.5%" and "For deployments across multiple Availability Zones within a region (\"Region-Level
    SLA\") ... at least 99.99%": two levels the customer chooses between by deploying, no contradiction)."""
    unit = evidence_data().get("scope_levels", {}).get(key)
    rule = rule_set.keys.get(unit) if unit else None
    levels = (rule.extra.get("levels") or {}) if rule is not None else {}
    if not choice.conflict or not levels:
        return set()
    named: dict[int, set[str]] = {}
    for c in [choice.winner] + [c for c, reason in choice.alternatives if reason == "conflict"]:
        sentence = ev.view.sentence_at(c.start)
        named[id(c)] = {v for v in levels if rule.phrases("levels", v).search(ev.hits, sentence.start, sentence.end)}
    one = {i: next(iter(v)) for i, v in named.items() if len(v) == 1}
    return set(one) if len(set(one.values())) > 1 else set()


def _by_scope(ev: Evidence, choice, key: str | None = None) -> dict[int, str]:
    """Are the disagreeing occurrences of a key in conflict each stated for a scope of its own (evidence.yaml ``scopes``:
    "标准存储类型服务可用性为99.95％，低频和归档存储类型服务可用性为99.9%", a table's rows "| Instances in Multiple Regions |
    >= 99.9% |" and "| Instances in a Single Region | >= 99% |")? Then they are the contract's levels by scope, not a
    contradiction. Every occurrence must name a scope and no two the same one: two levels for one scope contradict.
    Then each occurrence's scope as the contract words it (by ``id``: "标准存储", "Instances in Multiple Regions", the
    words of several joined by " / "), which the finding's reason names beside its value; else none."""
    scopes = evidence_data().get("scopes")
    if not scopes:
        return {}
    pool = _conflicting(choice)
    ladder = key in evidence_data().get("scoped_ladders", ())  # (a ladder's plan may be its lead-in's or heading's)
    said = [_ladder_scope(ev, c) if ladder else _scope_of(ev, c.start, scopes, c.end) for c in pool]
    if key in scopes.get("in_sentence", ()):  # (a key whose scope its sentence names anywhere: the outage its unit counts)
        said = [words or scope_words(ev.view.text[(sent := ev.view.sentence_at(c.start)).start:sent.end])
                for c, words in zip(pool, said)]
    conditions = scopes.get("conditions") or {}
    if key in conditions.get("keys", ()):  # (the work each notice is given for, when every one names its own)
        named = [_condition_of(ev, c, pool, conditions) for c in pool]
        said = named if all(named) else said
    named = [frozenset(w.lower() for w in words) for words in said]
    if not (all(named) and all(a.isdisjoint(b) for i, a in enumerate(named) for b in named[i + 1:])):
        return {}
    return {id(c): " / ".join(words) for c, words in zip(pool, said)}


def _scoped_winner(rule: KeyRule | None, choice, by_scope: dict[int, str]):
    """``choice``, its values each stated for a scope of its own (``by_scope``), with the value the term stands for as
    its winner: where the scopes are regions (``scopes.places``), the weakest (``prefer``: the customer's servers may
    stand in any region, and the others stay beside it by scope); where they are the work a notice is given for
    (``scopes.conditions``), the one whose condition names no lesser work ("an outage that lasts more than 50 ms", not
    "an outage impact of 50 ms or less"). Unchanged where no such one is alone."""
    scopes = evidence_data()["scopes"]
    pool = _conflicting(choice)
    places = scope_patterns().places
    winner = None
    if rule is not None and rule.prefer and any(p.search(by_scope[id(c)]) for c in pool for p in places):
        weakest = (max if rule.prefer == "min" else min)(c.value for c in pool)
        winner = next(c for c in pool if same_value(c.value, weakest))
    conditions = scopes.get("conditions") or {}
    if rule is not None and rule.key in conditions.get("keys", ()):
        lesser = [w.lower() for w in conditions["lesser"]]
        affecting = [c for c in pool if not any(_says_word(by_scope[id(c)].lower(), w) for w in lesser)]
        winner = affecting[0] if len(affecting) == 1 else winner
    if winner is None or winner is choice.winner:
        return choice
    alternatives = [(choice.winner, "conflict") if c is winner else (c, reason) for c, reason in choice.alternatives]
    return replace(choice, winner=winner, alternatives=alternatives)


def _says_word(text: str, words: str) -> bool:
    """Does ``text`` hold ``words`` as whole words ("under", not the "under" of "understood")?"""
    at = text.find(words)
    while at >= 0:
        end = at + len(words)
        if (at == 0 or not text[at - 1].isalnum()) and (end == len(text) or not text[end].isalnum()):
            return True
        at = text.find(words, at + 1)
    return False


def _condition_of(ev: Evidence, c, pool: list, conditions: dict) -> tuple[str, ...]:
    """The work the occurrence ``c`` of a notice is given for (``scopes.conditions.named``), as written: named in its
    part after it, up to the next occurrence of ``pool`` ("7 business days in advance for an outage that lasts more than
    50 ms and 48 hours ..."), else in its part before it ("for other maintenance, 24 hours' notice"); none else."""
    text = ev.view.text
    patterns = _condition_patterns(tuple(conditions["named"]))
    stop = min([o.start for o in pool if o.start >= c.end] + [i for i in (text.find(m, c.end) for m in SCOPE_ENDS)
                                                                  if i >= 0] + [len(text)])
    after = text[c.end:stop]
    comma = min([i for i in (after.find(m) for m in ",，") if i >= 0] + [len(after)])
    said = scope_names(after[:comma], patterns)
    if not said:
        part = max([text.rfind(m, 0, c.start) for m in _PARTS] + [o.end - 1 for o in pool if o.end <= c.start]) + 1
        said = scope_names(text[part:c.start], patterns)
        if not said and not text[part:c.start].strip() and text[part - 1:part] in (",", "，"):
            # (the part before it naming the work alone: "for other maintenance, 24 hours' notice")
            lead = max(text.rfind(m, 0, part - 1) for m in _PARTS) + 1
            said = scope_names(text[lead:part - 1], patterns)
    return tuple(_without_joiner(ev, s) for s in said)


@functools.cache
def _condition_patterns(named: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p) for p in named)


def _without_joiner(ev: Evidence, said: str) -> str:
    """``said`` without the joining words that end it ("an outage that lasts more than 50 ms and": the next notice's)."""
    words = said.split()
    while len(words) > 1 and words[-1].lower() in ev.rules.scope_joiners:
        words.pop()
    return " ".join(words)


def _conflicting(choice) -> list:
    """The choice's winner and the occurrences in conflict with it."""
    return [choice.winner] + [c for c, reason in choice.alternatives if reason == "conflict"]


def _scope_of(ev: Evidence, pos: int, scopes: dict, end: int | None = None) -> tuple[str, ...]:
    """The scopes an occurrence at ``pos`` (view offset; ending at ``end``) is stated for (``_by_scope``), as written: the
    first cell of its table row (a merged cell's, ":::", from the row above) when that column's header is one of
    ``scopes.headings``; else the scope words in the line that leads into its table, or, outside a table, in its
    sentence's part before it, else the plan, range or class of customer its part names (``Evidence.named_scopes``:
    "in less than 2 hours on the HG ranges", "对于企业版用户，…")."""
    text = ev.view.text
    table = covering(ev.tables, pos)
    if table is not None:
        head, row = table.header(text), row_at(ev.tables, pos)
        if head is not None and row is not None and row is not head and head.cells \
                and _plain_cell(text, head.cells[0]).lower() in {h.lower() for h in scopes["headings"]}:
            rows = [r for r in table.rows if r.start <= row.start and r is not head]
            for r in reversed(rows):
                label = _plain_cell(text, r.cells[0]) if r.cells else ""
                if label != MERGED:
                    in_label = r is row and r.cells[0].start <= pos < r.cells[0].end  # the figure is the label
                    return (label,) if label and not in_label else ()
            return ()
        # ... or when the table lost its header row to the bare line over it, that line opening with such a heading
        # ("Service Minimum Uptime" over "Private Network | 99.95% |": the service is the row's first cell)
        if head is None and row is not None and row.cells and _opens_with_heading(ev, table, scopes["headings"]):
            label = _plain_cell(text, row.cells[0])
            return (label,) if label and not row.cells[0].start <= pos < row.cells[0].end else ()
        lead_end = text.rfind("\n", 0, table.start)
        before = text[:max(lead_end, 0)].rstrip()
        return scope_words(before[before.rfind("\n") + 1:])
    part = max(text.rfind(mark, 0, pos) for mark in _PARTS) + 1
    if end is None:
        return scope_words(text[part:pos]) or ev.named_scopes(pos, pos)
    # (the plan named between the occurrence's words and its figure: "响应时间：标准版套餐4小时")
    figure = max((q for q in ev.quantities_in(pos, end) if q.kind is not None and q.end <= end),
                 key=lambda q: q.start, default=None)
    # (each thing listed before a respective word: "标准版和企业版的服务可用性分别为99.9%和99.95%")
    # (or each figure's condition in brackets: "2小时（备件在本地）/24小时（备件需调拨）")
    listed = (respective_scope(ev, figure) or conditioned(ev, figure)) if figure is not None else None
    if listed is not None:
        return (listed,)
    # (or in its part up to its figure, where the occurrence's words took the scope's last word: "存储服务可用性
    # 99.9%" read from "服务可用性"; a scope word begun before the occurrence runs on into it: "网络服务可用性" is the
    # network service's, not the network's, read from "服务可用性")
    if figure is not None:
        own = scope_names(text[part:figure.start], (scope_patterns().words,), keep=lambda m: m.start() < pos - part)
    else:
        own = scope_words(text[part:pos])
    return own or (scope_words(text[part:figure.start]) if figure is not None else ()) or \
        _labelled_place(ev, pos if figure is None else figure.start,
                        ev.named_scopes(pos if figure is None else figure.start, end)) or \
        _lead_scope(ev.view, pos)


def _labelled_place(ev: Evidence, pos: int, said: tuple[str, ...]) -> tuple[str, ...]:
    """``said``, the scope of an occurrence at ``pos``, with the label opening its line when it is a region
    (``scopes.places``) named after that label's colon, the label naming no region or figure: "Replacement Server: Europe" apart from "Replacement Hardware
    component: Europe", two lines of regions, each line's own thing (DataPacket's guaranteed times)."""
    places = scope_patterns().places
    if len(said) != 1 or not any(p.fullmatch(said[0]) for p in places):
        return said
    text = ev.view.text
    line = text.rfind("\n", 0, pos) + 1
    colon = text.find(":", line, pos)
    label = " ".join(text[line:colon].split()) if colon >= 0 else ""
    # (a label naming a region itself is that region's: "- Europe: 4 hours ..., US: 6 hours ...")
    if not label or any(p.search(label) for p in places) or ev.quantities_in(line, colon):
        return said
    return (f"{label}: {said[0]}",)


def _lead_scope(view: View, pos: int) -> tuple[str, ...]:
    """The scope words of the lines leading into the list item holding ``pos``, the nearest naming one: its parent
    items (less indented), the lead-in line ending in a colon over the list, or the heading right over it ("Home
    Directory Storage:" over "  - Availability: Over 99%", "### Storage" over "- Availability: 99.9%"): a part of the
    service the item's level is stated for, as ``Evidence.plan_list`` reads a plan's lead-in. None outside a list.
    A lead-in that is a label (``_lead_label``) is the scope as it words it ("Home Directory Storage", not "Storage":
    two parts of the storage, each its own level). An item's indentation is its source line's (the view drops it)."""
    text = view.text
    at = text.rfind("\n", 0, pos) + 1
    own = _LIST_ITEM.match(text, at)
    if own is None:
        return ()
    indent = _indent(view, at, own)
    while at > 0:
        at = text.rfind("\n", 0, at - 1) + 1
        line = text[at:line_end(text, at)]
        if not line.strip():
            continue  # (a blank line between a list's items)
        if heading_lines().match(line):
            return scope_words(line)
        item = _LIST_ITEM.match(line)
        if item is None:
            return _lead_label(line, scope_words(line)) if line.rstrip().endswith(":") else ()
        depth = _indent(view, at, item)
        if depth < indent:
            indent = depth
            found = scope_words(line)
            if found:
                return _lead_label(line[item.end() - 1:], found)
    return ()


def _indent(view: View, at: int, item: re.Match) -> int:
    """The indentation of the list item ``item`` matched at the view's line start ``at``: the spaces before its mark in
    the source line it is read from, else in the view."""
    mark = item.start() + len(item.group(1))
    if mark >= len(view.offsets):
        return len(item.group(1).expandtabs())
    source, where = view.source, view.offsets[mark]
    before = source[source.rfind("\n", 0, where) + 1:where]
    return len(before.expandtabs()) if not before.strip() else len(item.group(1).expandtabs())


LEAD_LABEL_WORDS = 6  # the most words of a lead-in that is a label, not a sentence ("High Speed Storage Service Requirements")


def _lead_label(line: str, found: tuple[str, ...]) -> tuple[str, ...]:
    """The lead-in ``line`` (past its list mark) as the scope it names, where it is a label: its words up to a colon
    ending it (or all of them), emphasis marks dropped, at most ``LEAD_LABEL_WORDS`` words and no sentence's stop; else
    ``found``, its scope words ("For storage, the Provider commits to the following:" names "storage")."""
    label = " ".join(line.replace("*", " ").replace("_", " ").split()).rstrip(":： ").strip()
    if not found or not label or len(label.split()) > LEAD_LABEL_WORDS or any(stop in label for stop in _PARTS[1:]):
        return found
    return (label,)


# a list's item, its indentation first (``_lead_scope``)
_LIST_ITEM = re.compile(r"([ \t]*)(?:[-*•·–]|\d{1,2}[.)])[ \t]+\S")


def _opens_with_heading(ev: Evidence, table, headings) -> bool:
    """Does the header line ``table`` lost (``Evidence.lost_header``) open with one of ``headings`` as a word of its own
    ("Service Minimum Uptime": the first column's name, then the figures')?"""
    lost = ev.lost_header(table)
    if lost is None:
        return False
    line = " ".join(ev.view.text[lost[0]:lost[1]].replace("*", " ").split()).lower()
    return any(line.startswith(h.lower() + " ") for h in headings)


# what ends the part of a sentence a scope word before a figure belongs to (``_scope_of``)
_PARTS = ("\n", "。", "；", ";", "，", ",", ". ")


def _plain_cell(text: str, cell) -> str:
    return " ".join(cell_text(text, cell).replace("*", " ").split())


def _catalogue(ev: Evidence, rule: KeyRule | None, choice) -> list[tuple[int, int]]:
    """The lines (view offsets) of the disagreeing figures of a key with a ``catalogue`` setting (the key whose value
    names a configuration: ``gpu_model`` for a card's price) where they are a catalogue, each on a line of its own that
    names one configuration, all different ("RTX 4090 24G 单卡 1.98元/卡时" over "A100 80G 单卡 6.88元/卡时", a price
    list's banner), or the same price for several ("NVIDIA H100 or NVIDIA A100 servers: $2.49/GPU-hour" over "NVIDIA L4
    servers: $0.44/GPU-hour"); else none. Each figure is then its configurations', offered side by side: alternatives,
    no contradiction. Two figures on one line, a line naming no configuration, or the same configuration priced
    twice still contradict."""
    by = rule.extra.get("catalogue") if rule is not None else None
    if not by or not choice.conflict:
        return []
    pool = [choice.winner] + [c for c, reason in choice.alternatives if reason == "conflict"]
    named = vocabulary_hits(ev.view.parsed_doc, by)
    source, offsets = ev.view.source, ev.view.offsets
    lines: dict[int, int] = {}
    names: dict[str, list[tuple[int, str, set]]] = {}  # each configuration: its lines (start, words, names on it)
    repeated: list[int] = []  # source line starts of a configuration named again
    for c in pool:
        at = offsets[c.end - 1]  # the span's end: a trigger before it may stand on the line above ("/卡时" over "A100…6.88")
        src_lo, src_hi = source.rfind("\n", 0, at) + 1, line_end(source, at)
        lo, hi = ev.view.from_source(src_lo, src_hi)
        on_line = [(value, s, e) for value, s, e in named if lo <= s and e <= hi]
        # the longest names only ("H200", not the "H20" inside it)
        values = {value for value, s, e in on_line
                  if not any(s2 <= s and e <= e2 and e2 - s2 > e - s for _, s2, e2 in on_line)}
        if lo in lines or not values:
            return []
        # the line's words apart from the figure: a configuration named again is another of its sizes or variants
        # when both lines name it alone and say otherwise different things ("NVIDIA H100 SXM instances: $2.99" over
        # "NVIDIA H100 PCIe instances: $2.49", "| 1x NVIDIA H100 | $2.99 |" over "| 8x NVIDIA H100 | $2.89 |"), not
        # the same line's price written twice ("A100 80G 单卡 6.88元/卡时" and later "A100 80G 单卡 7.20元/卡时")
        words = " ".join(_FIGURE.sub(lambda m: "" if _is_value(m.group(), c.value) else m.group(),
                                     source[src_lo:src_hi]).split())
        for value in values & names.keys():
            if len(values) > 1 or any(len(others) > 1 or said == words for _, said, others in names[value]):
                return []
            repeated.extend([src_lo] + [line for line, _, _ in names[value]])
        lines[lo] = hi
        for value in values:
            names.setdefault(value, []).append((src_lo, words, values))
    if repeated and not _one_list(ev, choice, min(repeated), max(repeated)):
        return []
    return sorted(lines.items())


# a figure written in a line (thousands marks, a decimal part): the line's words apart from its price (``_catalogue``)
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _is_value(figure: str, value: Any) -> bool:
    try:
        return isinstance(value, (int, float)) and abs(float(figure.replace(",", "")) - float(value)) < 1e-9
    except ValueError:
        return False


def _one_list(ev: Evidence, choice, first: int, last: int) -> bool:
    """Are the source lines from ``first`` to ``last`` (line starts) one list of the choice's figures: each line
    holds an occurrence of the key, or is blank, or a table's rule line ("|---|---|")? A heading or a sentence
    between two of them opens another part of the document, where the same configuration priced again contradicts."""
    source, offsets = ev.view.source, ev.view.offsets
    priced = {source.rfind("\n", 0, offsets[c.end - 1]) + 1
              for c in [choice.winner] + [c for c, _ in choice.alternatives]}
    at = first
    while at <= last:
        end = line_end(source, at)
        text = source[at:end].strip()
        if at not in priced and text and text.strip("|-: +=") != "":
            return False
        at = end + 1
    return True


def _restatement_finder(ev: Evidence, rule: KeyRule | None):
    """``restated(a, b)`` for ``choose``: are the sentences of two occurrences of a numeric key the same
    clause written twice with other figures (``Evidence.restatement_shape``)? Not when each stands under a
    heading of its own and the two headings are parallel, the same words but one ("Basic Plan" and "Premium
    Plan", "Severity 1" and "Severity 2"): that is one clause per plan, each plan's own figure. Nor may either
    be settled when one of them is offered for a configuration the customer may buy (``Evidence.optioned``:
    "100% of the time with purchase of an A/B configuration" beside "99.99% ... of A feed power"): two
    offerings, and the contract's words do not say which it buys. Nor when each is stated for a scope of its own
    (``_scope_of``, no scope shared: "within 4 hours for Standard plans and within 2 hours for Enterprise plans",
    "标准版4小时内修复，企业版2小时内修复"): each plan's figure, which the customer's order decides, never the least of them
    for all (``prefer``; ``_by_scope`` names each). None for a key without a kind."""
    if rule is None or not rule.kind:
        return None
    kinds = frozenset((*rule.accepts, rule.kind))
    scopes = evidence_data().get("scopes")

    @functools.cache
    def shape(start: int):
        return ev.restatement_shape(start, kinds)

    @functools.cache
    def scope(start: int, end: int) -> frozenset[str]:
        return frozenset(w.lower() for w in _scope_of(ev, start, scopes, end)) if scopes else frozenset()

    def restated(a: Candidate, b: Candidate) -> bool:
        if ev.lesser(rule, a.start) or ev.lesser(rule, b.start):
            return False  # "Additional on-demand capacity ... at USD 5.40": no restatement of the committed price
        if ev.optioned(a.start) or ev.optioned(b.start):
            return True
        if rule.prefer and a.strength == b.strength:
            sa, sb = scope(a.start, a.end), scope(b.start, b.end)
            if sa and sb and sa.isdisjoint(sb):
                return True
        sa, sb = shape(a.start), shape(b.start)
        if sa is None or sb is None or sa[0] == sb[0] or sa[1] != sb[1]:
            return False
        return not _parallel(sa[2], sb[2])

    return restated


def _band_rows(ev: Evidence, rule: KeyRule | None) -> list[tuple[int, int]]:
    """The spans of lengths of one outage worded as a band's top (``ladder.band_rows``: "(1)中断时间在2小时以内的，补偿当月
    服务费的5%；(2)…超过8小时的，补偿…30%") given a remedy in their sentence, though no occurrence of the key: an outage
    shorter than the top earns something, so no length of the ladder is one an outage must pass to count. Not what earns
    nothing ("中断不足5分钟的，不计入赔偿": ``ladder.not_remedies`` in its clause or sentence), nor a month's total
    (``ladder.band_rows_not`` before it in its clause: "每月累计中断不超过4小时，超出部分按每小时5%赔偿", an allowance)."""
    rows = rule.phrases("ladder", "band_rows") if rule is not None else None
    if not rows:
        return []
    remedies = ev.by_roles(rule, "ladder", "remedies")
    refusals, totals = rule.phrases("ladder", "not_remedies"), rule.phrases("ladder", "band_rows_not")

    def says(phrases, lo: int, hi: int) -> bool:
        return bool(phrases) and lo < hi and phrases.search(ev.hits, lo, hi) is not None

    out = []
    for hit in rows.find(ev.hits):
        start, end = hit.start(), hit.end()
        clause, sent_end = ev.view.clause_at(start).start, ev.view.sentence_at(start).end
        # (the length inside the words, "在2小时以内", or right after them, "不足2小时")
        if any(q.kind == "duration" for q in ev.quantities_in(start, min(end + 4, sent_end))) \
                and not says(totals, clause, end) and not says(refusals, clause, sent_end) \
                and says(remedies, end, sent_end):
            out.append((start, end))
    return out


def _row_under_lead(ev: Evidence, rule: KeyRule | None, start: int) -> tuple[int, int] | None:
    """The first of ``_band_rows`` in the lines right under the line of ``start`` when that line leads them in (layout.yaml
    ``lead_in_ends``: "服务器中断时间超过24小时(含)的,甲方应按照以下标准向乙方支付补偿:" over "a.服务器中断时间在12小时以内(含),
    补偿金额为200元;"), within LEAD_IN_REACH and no blank line between; else None."""
    text = ev.text
    line_start, line_end = text.rfind("\n", 0, start) + 1, text.find("\n", start)
    if line_end < 0 or not layout()["lead_in_end_re"].search(text, line_start, line_end):
        return None
    return next((span for span in _band_rows(ev, rule) if line_end < span[0] <= line_end + LEAD_IN_REACH
                 and "\n\n" not in text[line_end:span[0]].replace(" ", "")), None)


def _rung_finder(ev: Evidence, rule: KeyRule | None, found: list[Candidate]):
    """``rung(c)`` for ``choose``: does an occurrence of a key with a ``ladder`` open a remedy of its own? True for a
    word of ``ladder.remedies`` in its sentence after it, before the next occurrence of the key ("an interruption of
    more than 60 minutes ..., you may claim a refund of one day's rental", "中断超过1小时的，赔偿当日服务费"), or given
    for it before it in its own words (``given_before``), and no word of ``ladder.not_remedies`` in its words
    ("outages shorter than 5 minutes are not counted toward credits", "... are excluded from credits": a threshold
    every remedy needs, no step of its own).
    False for one that only says what earns nothing or what is recorded (a word of ``not_remedies`` or
    ``ladder.records`` there) right before an occurrence of its sentence (or of a later sentence of its line, no remedy
    word between them) that opens a remedy ("Only outages of at least 5 consecutive minutes are recorded, and only
    outages longer than 10 minutes count toward the service credit": the 5 is no outage that earns anything,
    ``select.ladder``); ``select.ADDED`` for a step of a remedy added to another (``added_step``) or of a credit per incident
    beside a credit by downtime (``per_incident``: "单次中断10至59分钟的，补偿24小时服务时长；单次中断60分钟以上的，补偿72小时服务
    时长" beside tiers by availability sets no shortest outage that counts toward them); None otherwise. None
    for a key without a ladder."""
    remedies = ev.by_roles(rule, "ladder", "remedies") if rule is not None else None
    if not remedies:
        return None
    refusals = rule.phrases("ladder", "not_remedies")
    records = rule.phrases("ladder", "records")
    spans = sorted((c.start, c.end) for c in found)
    starts = [start for start, _ in spans]

    def bounds(start: int, end: int) -> tuple[int, int]:
        """The end of the occurrence's own words (its sentence's, or the next occurrence's start) and its sentence's."""
        sent_end = ev.view.sentence_at(start).end
        k = bisect.bisect_left(starts, end)
        return (min(sent_end, starts[k]) if k < len(starts) else sent_end), sent_end

    def own_start(start: int) -> int:
        """Where the occurrence's own words begin: its clause's start, or the end of the occurrence before it there."""
        k = bisect.bisect_left(starts, start)
        return max(ev.view.clause_at(start).start, spans[k - 1][1] if k else 0)

    def says(phrases, start: int, end: int) -> bool:
        return bool(phrases) and start < end and phrases.search(ev.hits, start, end) is not None

    def refused(start: int, end: int) -> bool:
        """Does the occurrence only say what earns nothing or is recorded?"""
        after, _ = bounds(start, end)
        return says(refusals, own_start(start), after) or says(records, start, after)

    def given_before(before: int, start: int) -> bool:
        """A remedy before the occurrence in its own words, given for what it times (``ladder.given_for`` between
        them: "a refund of one day's rental for an interruption of more than 60 minutes"; not "Service credits apply
        to outages of more than 5 minutes", a threshold every credit needs)."""
        remedy = remedies.search(ev.hits, before, start) if before < start else None
        return remedy is not None and says(rule.phrases("ladder", "given_for"), remedy.end(), start)

    @functools.cache
    def opens(start: int, end: int) -> bool:
        after, _ = bounds(start, end)
        before = own_start(start)
        # (the refusal searched from the occurrence's own words' start: a trigger after the number, "不足5分钟的，不计入
        # 赔偿", is inside the occurrence, and a refusal may stand before it, "no credit is due for outages under 5
        # minutes")
        if says(refusals, before, after):
            return False
        # ... or a row of a table whose header names the remedy ("| Outage length | Credit |" over "| > 60 minutes |
        # 10% |"): each row a step
        return says(remedies, end, after) or given_before(before, start) or ev.in_header(remedies, start)

    def from_zero(start: int) -> bool:
        """Is the occurrence a row of such a table whose lengths include a band's top (``ladder.band_tops``: "| Less
        than 9 minutes | 12 Hours |"), in a row that earns something: the table pays from the first minute, and no
        length of it is one an outage must pass to count?"""
        tops = rule.phrases("ladder", "band_tops")
        return bool(tops) and ev.in_header(remedies, start) and any(
            says(tops, cell.start, cell.end) and not says(refusals, row.start, row.end)
            for row, cell in ev.column_cells(start))

    @functools.cache
    def below_a_top() -> bool:
        """Does an occurrence worded as a band's top (``ladder.band_tops`` in its own words: "If a service interruption
        is for less than 24 hours, ... a credit allowance will be issued for that day", DFT's credit for service
        interruptions) open a remedy of its own? An outage shorter than it earns something, so the ladder pays from the
        first minute and none of its steps is a length an outage must pass to count (a threshold that only says what
        earns nothing, "outages of less than 5 minutes are not counted", opens no remedy and stays). Or a row worded so
        that is no occurrence of the key (``_band_rows``: "中断时间在2小时以内的，补偿当月服务费的5%")."""
        tops = rule.phrases("ladder", "band_tops")
        return bool(tops) and any(says(tops, c.start, c.end) and opens(c.start, c.end) for c in found) or band_row()

    def band_row() -> bool:
        return bool(_band_rows(ev, rule))

    def added_step(start: int, end: int) -> bool:
        """Does a step open a remedy added to another, so that it is no threshold an outage must pass to count at all?
        Said so in its words (``ladder.added``: "any single outage exceeding 4 hours earns an additional 25% credit",
        "额外赔偿"); or after a remedy earlier in its line that is counted per hour of outage (``ladder.rates``: "每中断1
        小时赔付月费的5%，不足1小时按1小时计；单次中断超过2小时的，赔付月费的20%": the hourly credit counts from the
        first hour); or after a remedy and a word of availability earlier in its line (``ladder.levels``); or after
        a threshold earlier in its line that says what is not counted or recorded, then a remedy
        before the step's own words ("Outages shorter than 5 minutes are not counted as downtime; credits are due when
        availability falls below 99.9%; any single outage exceeding 4 hours earns a 25% credit": what the outages of 5
        minutes count toward is the credit by availability)."""
        before, (after, _) = own_start(start), bounds(start, end)
        if says(rule.phrases("ladder", "added"), before, after):
            return True
        line_start = ev.text.rfind("\n", 0, start) + 1
        rates = rule.phrases("ladder", "rates")
        if says(rates, line_start, before) and says(remedies, line_start, before):
            return True
        # ... or after a remedy by availability earlier in its line ("credits are due when availability falls below 99.9%,
        # and any single outage exceeding 4 hours earns a 25% credit": outages of any length count toward it)
        if says(rule.phrases("ladder", "levels"), line_start, before) and says(remedies, line_start, before):
            return True
        k = bisect.bisect_left(starts, start)
        if not k or spans[k - 1][0] < line_start:
            return False
        prev = spans[k - 1]
        prev_after, _ = bounds(*prev)
        return not opens(*prev) and refused(*prev) and says(remedies, prev_after, before)

    @functools.cache
    def incident_spans() -> list[tuple[int, int]]:
        """The spans of the document that state a credit per incident (``tiers.per_incident_credits``: "单次中断10至59
        分钟的，补偿24小时服务时长", Vultr's "| Outage Time Frame | Credit Amount |"), found once when first asked."""
        return [(start, end) for start, end, *_ in per_incident_credits(ev.view.source)]

    def in_incident(start: int) -> bool:
        at = ev.view.offsets[start] if start < len(ev.view.offsets) else len(ev.view.source)
        return any(lo <= at < hi for lo, hi in incident_spans())

    @functools.cache
    def downtime_credited() -> bool:
        """Does the document state a credit that a month's downtime counts toward, or a level of availability it is
        measured against (evidence.yaml ``downtime_credits``: tiers by availability, per hour, a multiple, the level),
        outside its credits per incident?"""
        return any(not c.in_example and not in_incident(c.start)
                   for key in evidence_data().get("downtime_credits", []) for c in ev.found.get(key) or [])

    def per_incident(start: int) -> bool:
        """Is the occurrence a step of a credit per incident beside a credit by downtime? Its lowest length is the
        shortest outage that earns that credit, not what counts as downtime toward the other: no threshold of the key
        (alone, mo3's reading stands: the shortest outage that earns anything)."""
        return in_incident(start) and downtime_credited()

    def a_step(start: int) -> bool:
        """Is the occurrence the size of a credit's step, ``ladder.steps`` right before it ("for each period of 30 or
        more consecutive minutes of downtime")? How the credit grows, no length an outage must pass."""
        steps = rule.phrases("ladder", "steps")
        hit = steps.search(ev.hits, max(own_start(start), start - 60), start) if steps else None
        return hit is not None and not ev.text[hit.end():start].strip()

    def rung(c: Candidate) -> bool | str | None:
        if a_step(c.start):
            # (alone, the step's length stays: an outage shorter than one step earns nothing)
            return ADDED if any(not a_step(o.start) for o in found) else None
        if opens(c.start, c.end):
            return ADDED if added_step(c.start, c.end) or from_zero(c.start) or below_a_top() or per_incident(c.start) \
                else True
        after, sent_end = bounds(c.start, c.end)
        if not refused(c.start, c.end):
            return None
        # the next occurrence, in its sentence or a later one of its line (a semicolon ends a sentence: "…不计入赔偿；
        # 连续中断超过30分钟的，赔偿…"), with no remedy word before it (a remedy by availability between them is what
        # the threshold counts toward: "…are not counted as downtime; credits are due below 99.9%; ... exceeds 4 hours")
        k = bisect.bisect_left(starts, c.end)
        if k == len(spans):
            return None
        line_end = ev.text.find("\n", c.start)
        nxt = spans[k]
        if nxt[0] >= max(sent_end, line_end if line_end >= 0 else len(ev.text)):
            return None
        if says(remedies, after, own_start(nxt[0])):
            return None
        # (... a threshold before a step of a credit per incident stays: it says what is downtime for availability)
        return False if opens(*nxt) and not per_incident(nxt[0]) else None

    return rung


def _parallel(a: tuple[str, ...] | None, b: tuple[str, ...] | None) -> bool:
    """Two heading lines' words that differ in exactly one place ("basic plan" / "premium plan")."""
    return a is not None and b is not None and len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def _in_force(ev: Evidence, rule: KeyRule | None, found: list[Candidate]) -> list[Candidate]:
    """``found`` with the occurrences in force marked so (``Candidate.amended``): as the readers marked them
    (``Evidence.amended``: an amendment, a part of the file in force) and in a part a sentence of the key defers to
    (``_deferred``); none of a key whose value names the document it is written in (``names_document``): an order's own
    number in a part in force is no amendment of the framework's (both stand side by side, a conflict for review, as in
    a file no clause orders). The readers mark by position only (``Evidence.amended`` knows no key), hence here."""
    if rule is not None and rule.extra.get("names_document"):
        return [replace(c, amended=False) if c.amended else c for c in found]
    return _deferred(ev, found)


def _deferred(ev: Evidence, found: list[Candidate]) -> list[Candidate]:
    """``found`` with the occurrences inside a part a sentence of the key leaves its term to (``Evidence.deferring``:
    "计划维护应至少提前48小时通知甲方，具体通知期限以订单约定为准" over the order's own figure) read as in force; unchanged
    where no occurrence stands in such a sentence or none in its part (the part states no value: nothing to defer to)."""
    parts = [part for start, end, spans in ev.deferring for part in spans
             if any(start <= c.start < end and not c.amended for c in found)]
    inside = [c for c in found if any(lo <= c.start < hi for lo, hi in parts)]
    if not inside:
        return found
    return [replace(c, amended=True) if c in inside else c for c in found]


def _choose_for(key: str, rule: KeyRule | None, found: list[Candidate], qualified=None, restated=None, rung=None):
    if rule is not None and rule.combine:
        present = {str(c.value).lower() if not isinstance(c.value, str) else c.value for c in found if c.strength >= 1.0}
        for group in rule.combine:
            needs = [g for g in group if not g.startswith("=")]
            target = next((g[1:] for g in group if g.startswith("=")), needs[0])
            if all(n in present for n in needs):
                # the first occurrence that counts in it (a heading's or a definition's weighs under 1.0 and does not)
                first = next((c for c in found if c.value == needs[0] and c.strength >= 1.0),
                             next(c for c in found if c.value == needs[0]))
                winner = replace(first, value=cast_value(key, target), strength=max(c.strength for c in found) + 1)
                rest = [_aliased(key, rule, c) for c in found if c is not first]
                return choose([winner] + rest, prefer=None, qualified=qualified)
        found = [_aliased(key, rule, c) for c in found]
    # helper values that only count in a combination ("monthly_base" + "gpu_hour" = hybrid)
    allowed = typing.get_args(key_type(key)) if typing.get_origin(key_type(key)) is typing.Literal else None
    if allowed:
        found = [c for c in found if c.value in allowed]
        if not found:
            return None
    if rule is not None and rule.majority and len(found) > 1:
        # values offered side by side (a lineup, "A800或H800") are not outnumbered by their own repeats
        counts = Counter(str(c.value) for c in found if not c.offered)
        # ... nor do repeats outnumber a value stated as firmly in an operative clause: "64 H100 GPUs" said three times
        # and "eight A100 GPUs" once contradict each other (SPEC §1: conflicting values are a finding), whatever counts.
        # A vocabulary's values only, each a thing of its own; a place or a law read as written may spell one value two
        # ways ("Petaluma" / "Petaluma, California"), and the count settles which
        firm = _firm_values(found) if rule.reader == "vocabulary" else set()
        if len(firm) > 1:
            most = max(counts[v] for v in firm)
            counts.update({v: most - counts[v] for v in firm})
        boosted = [c if c.offered else replace(c, strength=c.strength + 0.01 * counts[str(c.value)]) for c in found]
        found = sorted(boosted, key=lambda c: c.start)
        top = max(c.strength for c in found)
        # a majority settles words; only a tie between different values is a conflict
        found = [replace(c, strength=round(c.strength, 2)) if c.strength < top else c for c in found]
        return choose(found, prefer=None, qualified=qualified, restated=restated)
    return choose(found, prefer=rule.prefer if rule else None, qualified=qualified, restated=restated, rung=rung)


def _aliased(key: str, rule: KeyRule, c: Candidate) -> Candidate:
    """``c`` with a helper value that a ``combine`` group of its own names another (``[shared_hall, "=shared"]``) read
    as that value wherever it stands: also where it is no winner of a combination, or a part in force puts it first."""
    for group in rule.combine:
        if group[:1] == [c.value] and len(group) == 2 and group[1].startswith("="):
            return replace(c, value=cast_value(key, group[1][1:]))
    return c


def _firm_values(found: list[Candidate]) -> set[str]:
    """The values stated in an operative clause as strongly as the strongest occurrence of any (its words' full
    strength: nothing lowering it, no part of another's name), none of values offered side by side."""
    strengths = [c.strength for c in found if not c.offered]
    top = max(strengths, default=None)
    return {str(c.value) for c in found if not c.offered and c.kind == "operative" and not c.in_example
            and c.strength >= top}


def _to_term(document: Document, view: View, key: str, choice, clauses: ClauseIndex,
             hedge: tuple[int, int] | None = None, conflict_kind: str | None = None,
             scopes: dict[int, str] | None = None) -> Term:
    source = document.text
    # the winner's span and its alternatives', mapped to the document and to their pages in one
    # call each (and, for a gapped ladder, the rows that leave its holes: ``Term.gaps``)
    gaps = _holes_of(choice.winner)
    edges = choice.winner.edges  # (a credit ladder's levels two bands state: ``Term.edges``)
    spans = view.to_source_spans([(choice.winner.start, choice.winner.end)] +
                                 [(cand.start, cand.end) for cand, _ in choice.alternatives] + _mark_spans(gaps, edges))
    pages = document.pages_at([start for start, _ in spans])
    n = len(spans) - len(gaps) - 2 * len(edges)
    (s, e), *alt_spans = spans[:n]
    page, *alt_pages = pages[:n]
    holes, shared = _ladder_marks(source, gaps, edges, spans[n:], pages[n:])
    # the alternatives as plain fields, validated into ``Alternative``s with the term in one
    # call (a long contract has thousands: ~1/3 less work than one model at a time)
    alternatives = [dict(value=_plain(cand.value), text=source[a_s:a_e], page=a_page, start=a_s, end=a_e,
                         reason=reason, evidence_kind=cand.evidence_kind, scope=(scopes or {}).get(id(cand)),
                         **_own_marks(document, view, cand) if reason == "conflict" and id(cand) in (scopes or {}) else {})
                    for (cand, reason), (a_s, a_e), a_page in zip(choice.alternatives, alt_spans, alt_pages)]
    value = _plain(choice.winner.value)
    if key == "credit_tiers":
        value = [CreditTier(**t).model_dump() for t in value]
    hedge_text = None
    if hedge is not None:
        h_s, h_e = view.to_source(*hedge)
        hedge_text = source[h_s:h_e]
    return Term(key=key, value=value, unit=key_unit(key), text=source[s:e], page=page, start=s, end=e,
                confidence=choice.confidence, alternatives=alternatives, conflict=choice.conflict,
                conflict_kind=conflict_kind, scope=(scopes or {}).get(id(choice.winner)),
                clause=clauses.clause_at(choice.winner.start), evidence_kind=choice.winner.evidence_kind,
                hedge=hedge_text, gaps=holes or None, edges=shared or None, counted_from=rules().keys[key].counted_from(source[s:e]),
                counted_in=choice.winner.counted_in)


def _holes_of(cand) -> tuple:
    """A candidate ladder's holes where it is gapped (``tiers.tier_gaps``), else none."""
    return cand.gaps if cand.evidence_kind == "gapped" else ()


def _mark_spans(gaps, edges) -> list[tuple[int, int]]:
    """The view spans of a ladder's holes' rows, then of each shared edge's two bands (above, under)."""
    return [(g_s, g_e) for _, _, g_s, g_e in gaps] + \
        [span for _, a_s, a_e, u_s, u_e in edges for span in ((a_s, a_e), (u_s, u_e))]


def _ladder_marks(source: str, gaps, edges, spans, pages) -> tuple[list[dict], list[dict]]:
    """A ladder's holes (``Term.gaps``) and shared edges (``Term.edges``) as plain fields, from their spans mapped to the
    document and their pages (``_mark_spans``' order)."""
    holes = [dict(from_pct=low, to_pct=high, text=source[g_s:g_e], page=g_page, start=g_s, end=g_e)
             for (low, high, _, _), (g_s, g_e), g_page in zip(gaps, spans, pages)]
    m = len(gaps)
    shared = [dict(pct=edge[0], text=source[u_s:u_e], page=u_page, start=u_s, end=u_e,
                   above=dict(text=source[a_s:a_e], page=a_page, start=a_s, end=a_e))
              for edge, (a_s, a_e), a_page, (u_s, u_e), u_page
              in zip(edges, spans[m::2], pages[m::2], spans[m + 1::2], pages[m + 1::2])]
    return holes, shared


def _own_marks(document: Document, view: View, cand) -> dict:
    """A plan's own ladder beside the one chosen (a conflict by scope): its holes and shared edges, which a claim
    computing with it says (``plan_ladders.ladder_of_level``); none where it has neither."""
    gaps, edges = _holes_of(cand), cand.edges
    if not gaps and not edges:
        return {}
    spans = view.to_source_spans(_mark_spans(gaps, edges))
    holes, shared = _ladder_marks(document.text, gaps, edges, spans, document.pages_at([start for start, _ in spans]))
    return dict(gaps=holes or None, edges=shared or None)


def _plain(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


