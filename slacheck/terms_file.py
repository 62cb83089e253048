"""TERMS.yaml: the human-confirmed form of ``extract``'s output (SPEC §2).

A flat mapping of SPEC §1 keys, so a reviewer can correct extraction before money is
computed. Reading keeps provenance: each term's span is its ``key: value`` entry in the
YAML file (page 1, character offsets), and every problem names the file and line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, NamedTuple, get_args

import yaml
from pydantic import ValidationError

from .columns.hashing import content_sha256
from .errors import SlacheckError, collect, did_you_mean, validation_message, validation_place
from .limits import Limits, read_input_bytes, read_utf8
from .models import (Alternative, ContractTerms, Document, Extraction, KeptClauses, LadderGap, Page, Role, Span,
                     Term, TERM_KEYS, WorkingTime)
from .sandbox import bounded_input
from .textcodec import decode_utf8
from .yamlfile import load_yaml

# Keys a TERMS.yaml may carry besides the SPEC terms: where the terms came from.
META_KEYS = ("document", "source")


def term_line(key: str, values: tuple[str, ...] | None = None) -> str:
    """The line a TERMS.yaml states ``key`` on, its value what the key takes: 'sla_unit: gpu|node|cluster',
    'monthly_fee: <number>' (from ``ContractTerms``' own types, so it never disagrees with the reader), or
    only ``values`` where only those would do ('sla_unit: gpu|node' for --units)."""
    import typing

    if values:
        return f"{key}: {'|'.join(values)}"

    field = ContractTerms.model_fields.get(key)
    kinds = [a for a in typing.get_args(field.annotation) if a is not type(None)] if field is not None else []
    choices = [str(c) for kind in kinds if typing.get_origin(kind) is typing.Literal for c in typing.get_args(kind)]
    if choices:
        return f"{key}: {'|'.join(choices)}"
    if any(kind in (int, float) for kind in kinds):
        return f"{key}: <number>"
    return f"{key}: <value>"


@bounded_input("reading the terms file")
def read_terms_yaml(path: str | Path) -> list[Term]:
    """Read a TERMS.yaml into terms whose spans point into the YAML file."""
    path = Path(path)
    text = read_utf8(path, "terms file")
    root, loader_values = _terms_mapping(text, path)

    problems: list[tuple[int | None, str]] = []
    entries: dict[str, tuple[Any, int, int, int]] = {}
    for key_node, value_node in root.value:
        key = key_node.value
        line = key_node.start_mark.line + 1
        if key in META_KEYS or key in ("language", "format", "checklist", "notes", FEE_KEY) or key in CLAUSE_KEYS:
            continue
        if key not in TERM_KEYS:
            problems.append((line, f"unknown key '{key}'{did_you_mean(key, TERM_KEYS)}"))
            continue
        entries[key] = (loader_values[key], line, key_node.start_mark.index, value_node.end_mark.index)
    collect(path, problems)

    try:
        validated = ContractTerms.model_validate({k: v[0] for k, v in entries.items()})
    except ValidationError as exc:
        for err in exc.errors():
            key = str(err["loc"][0])
            line = entries.get(key, (None, None))[1]
            problems.append((line, f"{validation_place(err['loc'])}: {validation_message(err)}"))
        collect(path, problems)
        raise  # unreachable: collect raised
    values = validated.model_dump()
    last_lines = {key_node.value: _last_line(value_node) for key_node, value_node in root.value
                  if key_node.value in entries}
    lines = text.split("\n")
    line_starts = [0]
    for line_text in lines:
        line_starts.append(line_starts[-1] + len(line_text) + 1)
    terms = []
    for key, (_, line, start, end) in entries.items():
        value = values[key]
        if value is None:
            continue
        end = start + len(text[start:end].rstrip())
        quoted = contract_provenance(lines, line_starts, line)
        said = quoted or Provenance(1, start, end)
        page, start, end, kind, document = said.page, said.start, said.end, said.kind, said.document
        # a value still marked unsettled keeps the other values extract wrote under it, so check words it as before
        others = _other_values(path, key, lines, line_starts, last_lines[key], document, problems) if kind else []
        holes, numbers, counted, working, scoped = _kept_under(key, lines, line_starts, last_lines[key], document,
                                                               problems)
        others, holes = _own_holes(others, scoped, said.scope, holes)
        if counted is None and quoted is not None and key in COUNTED_KEYS:
            # (a file extract wrote before it wrote the "counted from" line: the contract's words quoted decide)
            counted = _counted_in_quote(key, text[start:end])
        terms.append(Term(key=key, value=value, unit=_working_unit(key, working), text=text[start:end], page=page,
                          start=start, end=end, confidence=1.0,
                          evidence_kind="confirmed", conflict=kind is not None, conflict_kind=kind,
                          scope=said.scope if kind else None, alternatives=others + numbers, document=document,
                          gaps=holes or None, counted_from=counted, counted_in=working))
    collect(path, problems)
    return terms


def _terms_mapping(text: str, path: Path) -> tuple[yaml.MappingNode, Any]:
    """(the mapping node of a TERMS.yaml's keys, their values): a file written by `extract --format yaml` may nest
    them under `terms:`; anything but a mapping is refused, naming the file and line."""
    root, loader_values = load_yaml(text, path)
    if root is None:
        raise SlacheckError(path, "empty terms file")
    if not isinstance(root, yaml.MappingNode):
        raise SlacheckError(path, "expected a mapping of term keys to values", line=root.start_mark.line + 1)
    for key_node, value_node in root.value:
        if key_node.value == "terms" and isinstance(value_node, yaml.MappingNode):
            root = value_node
            break
    if isinstance(loader_values, dict) and isinstance(loader_values.get("terms"), dict):
        loader_values = loader_values["terms"]
    return root, loader_values


# the contract's sentences a TERMS.yaml keeps beside its terms, by key (``KeptClauses``' field): those capping the credits
# beyond a month's (each outage's, a year's, the term's: ``sla.caps``), which a claim reads in their words, as it reads
# the contract's; each a list item with where it was read (``# page N``, ``# FILE, page N`` in a bundle)
CLAUSE_KEYS = ("capped_credit_clauses", "per_incident_clauses")
CLAUSE_SAID = {"capped_credit_clauses": "the contract's sentences capping the credits (each outage's, a year's, the term's): "
                                         "a claim reads each cap in its words; correct them, or delete a sentence",
               "per_incident_clauses": "the contract's credits per incident (each outage's by its length, or per period): "
                                       "a claim prices each by its words (rows under their lead); correct them, or delete one"}
# the sentence the monthly fee is stated in, kept beside credits per incident (``KeptClauses.fee_sentence``): a share of a
# fee a credit names is priced only where this sentence names that fee (``outage_bands.priced_bands``), as on the contract
FEE_KEY = "fee_sentence"
FEE_SAID = ("the sentence the monthly fee is stated in: a credit per incident naming a share of a fee is priced only where "
            "it names that fee")
CLAUSE_PLACE = re.compile(r"#\s*(?:(?P<document>(?:[^#]|#(?!\s))+?),\s)?page (?P<page>\d+)\s*$")


def _bears_money(text: str) -> bool:
    """Is ``text`` (a sentence capping the credits) one a claim reads money in (``sla.caps.claim_reads``), so kept?"""
    from .extract.numbers import nfkc
    from .extract.tiers import grammar
    from .sla.caps import claim_reads

    return claim_reads(" ".join(nfkc(text).split()), grammar())


def read_terms_clauses(path: str | Path, terms: list[Term]) -> KeptClauses | None:
    """The contract's sentences a TERMS.yaml keeps (``CLAUSE_KEYS``), as the clauses a claim reads (``KeptClauses``: the
    credit cap's sentence, ``cap_sentence``, is the one holding ``credit_cap_pct``'s quote); None for a file keeping
    none (written before they were kept, or of a contract stating none): a claim on it reads its terms alone, as before.
    Each sentence is a span of the TERMS.yaml (its page the contract's); a value not a list of sentences is refused,
    naming the line. The extractor's modules are loaded only for a file keeping some (a claim on terms alone loads none)."""
    path = Path(path)
    return terms_clauses(read_utf8(path, "terms file"), path, terms)


def terms_clauses(text: str, path: str | Path, terms: list[Term]) -> KeptClauses | None:
    """``read_terms_clauses`` of a TERMS.yaml's ``text`` (``path``: named in a problem): what `check` reads the file's
    kept sentences by, as a claim does (``contracts.ContractRead.clauses``)."""
    path = Path(path)
    root, _ = _terms_mapping(text, path)
    lines = text.split("\n")
    kept: dict[str, list] = {}
    fee = None
    for key_node, value_node in root.value:
        if key_node.value == FEE_KEY and isinstance(value_node, yaml.ScalarNode) and value_node.value.strip():
            fee = " ".join(value_node.value.split())
        if key_node.value not in CLAUSE_KEYS:
            continue
        items = value_node.value if isinstance(value_node, yaml.SequenceNode) else None
        if items is None or any(not isinstance(item, yaml.ScalarNode) or not item.value.strip() for item in items):
            raise SlacheckError(path, f"{key_node.value}: give a list of the contract's sentences, one an item",
                                line=key_node.start_mark.line + 1)
        spans = kept.setdefault(key_node.value, [])
        for item in items:
            place = CLAUSE_PLACE.search(lines[item.end_mark.line])
            span = Span(text=" ".join(item.value.split()), page=int(place["page"]) if place else 1,
                        start=item.start_mark.index, end=item.end_mark.index, document=place["document"] if place else None)
            spans.extend(_incident_credits(item.value, span) if key_node.value == "per_incident_clauses" else [span])
    if not kept:
        return None
    from .extract.numbers import nfkc

    cap = next((t for t in terms if t.key == "credit_cap_pct"), None)
    quote = " ".join(nfkc(cap.text).split()) if cap is not None else None
    sentence = next((nfkc(s.text) for s in kept.get("capped_credit_clauses", [])
                     if quote and quote in nfkc(s.text) and _one_outage(nfkc(s.text))), None)
    return KeptClauses(**kept, cap_sentence=sentence, fee_sentence=fee if kept.get("per_incident_clauses") else None)


def _incident_credits(words: str, span: Span) -> list:
    """The credits per incident a kept item states (``words``: its lead and rows, or its sentence, as a person left
    them), read as the contract's are (``contracts.ContractClauses.kept``: each with its lead, what a claim prices it
    by), each a span of the TERMS.yaml item (its page the contract's): an item whose words state none is no credit (a
    person reworded it away), so none is priced."""
    from .extract.outage_bands import lead_of
    from .extract.tiers import grammar, per_incident_clauses

    document = Document(name="kept", sha256="", format="md", language="en", text=words,
                        pages=[Page(number=1, start=0, end=len(words))])
    return [clause.model_copy(update={"lead": lead_of(grammar(), words, clause), "page": span.page, "start": span.start,
                                      "end": span.end, "document": span.document})
            for clause in per_incident_clauses(document)]


def _one_outage(sentence: str) -> bool:
    """Does ``sentence`` (NFKC) name one outage (``sla.caps.outage_words``): the credit cap's sentence a claim reads it
    in, where it holds the cap's quote (a month's cap is kept in no sentence: none holding its quote is taken for it)."""
    from .extract.tiers import grammar
    from .sla.caps import outage_words

    return outage_words(sentence, grammar()) is not None


def is_extract_json(path: str | Path) -> bool:
    """A ``.json`` terms file: ``extract --format json``'s output, read back as the contract's terms (``read_extract_json``)."""
    return Path(path).suffix.lower() == ".json"


@bounded_input("reading the terms file")
def read_extract_json(path: str | Path) -> Extraction:
    """``extract --format json``'s output read back: the contract's terms as extracted (each span into the contract
    named in ``document``) and the clauses no term carries that a claim says (``clauses``, none where it holds none),
    so a claim on it says and prices what one on the contract does. Anything else is refused, naming the file."""
    import json

    path = Path(path)
    try:
        data = json.loads(read_utf8(path, "terms file"))
    except ValueError as exc:
        raise SlacheckError(path, f"is not JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("terms"), list) or not isinstance(data.get("document"), dict):
        raise SlacheckError(path, "is not the JSON slacheck extract --format json writes: give that, or the TERMS.yaml "
                                  "extract --format yaml writes")
    try:
        return Extraction.model_validate({**data, "clauses": KeptClauses.model_validate(data.get("clauses") or {})})
    except ValidationError as exc:
        err = exc.errors()[0]
        raise SlacheckError(path, f"{validation_place(err['loc'])}: {validation_message(err)}") from None


def _last_line(node: yaml.Node) -> int:
    """The (0-based) line a value ends on: its last item's, not where the next key begins (a block list's end
    mark lies past the comment lines under it)."""
    while isinstance(node, (yaml.SequenceNode, yaml.MappingNode)) and node.value and not node.flow_style:
        node = node.value[-1][1] if isinstance(node, yaml.MappingNode) else node.value[-1]
    return node.end_mark.line


def _other_values(path: Path, key: str, lines: list[str], line_starts: list[int], last: int, document: str | None,
                  problems: list[tuple[int | None, str]]) -> list[Alternative]:
    """The values in conflict with a key's, as ``dump_terms_yaml`` writes them on the comment lines under it
    (``#   or: 99.5  # page 3: quote``): each is read as YAML and typed as the key's own value. In a bundle's
    file each names its file (``# msa.docx, page 3: quote``); one that names none is in the key's ``document``."""
    others = []
    number = last + 1  # 0-based index of the line after the value
    while number < len(lines) and OTHER_VALUE.match(lines[number]):
        line_text = lines[number]
        number += 1
        try:
            _, data = load_yaml(line_text.lstrip()[1:].strip(), path)
            value = ContractTerms.model_validate({key: data[OTHER_WORD]}).model_dump()[key]
        except SlacheckError as exc:
            problems.append((number, f"{key}: the other value: {exc.message}"))
            continue
        except ValidationError as exc:
            problems.append((number, f"{key}: the other value: {validation_message(exc.errors()[0])}"))
            continue
        if value is None:
            continue
        offset = line_starts[number - 1]
        said = _quote_on(line_text, offset) or Provenance(1, offset, offset + len(line_text.rstrip()))
        others.append(Alternative(value=value, text=line_text[said.start - offset:said.end - offset], page=said.page,
                                  start=said.start, end=said.end, reason="conflict", evidence_kind="confirmed",
                                  document=said.document or document, scope=said.scope))
    return others


def _kept_under(key: str, lines: list[str], line_starts: list[int], last: int, document: str | None,
                problems: list[tuple[int | None, str]]) -> Kept:
    """What ``dump_terms_yaml`` keeps on the comment lines under a value, after any ``or:`` line: a gapped credit
    ladder's holes (``#   no credit: 90% to 95%  # page 1: quote``), what a claim on the file pays nothing in, the
    numbers of the contract's other documents (``#   framework number: TG-MSA-2025-014  # msa.docx, page 1:
    quote``), which a letter cites the contract's under, and what a claim window is counted from (``#   counted from:
    outage start``, which a person may write too: ``COUNTED_WORDS``; other words are a problem of the file, as a
    deadline guessed is money guessed; so is the line under another key than ``COUNTED_KEYS``', which nothing would
    read: a start written for a time no claim counts would be dropped without a word), and what a time is counted in
    (``#   counted in: working days``: ``WORKING_WORDS``, other words a problem of the file), which check decides on
    as it does on the contract. A line the reviewer deleted is not read: the ladder is then computed as written, the
    letter cites the contract's number alone, the time is calendar time."""
    holes, numbers, counted, working, scoped = [], [], None, None, {}
    number = last + 1
    while number < len(lines) and any(p.match(lines[number]) for p in (OTHER_VALUE, HOLE_LINE, NUMBER_LINE,
                                                                       COUNTED_LINE, WORKING_LINE)):
        line_text, offset = lines[number], line_starts[number]
        number += 1
        working_line = WORKING_LINE.match(line_text)
        if working_line:
            words = " ".join(working_line["words"].lower().replace("_", " ").split())
            working = WORKING_WORDS.get(words, working)
            if words not in WORKING_WORDS:
                problems.append((number, f"counted in: '{working_line['words']}' is not one of "
                                         f"{', '.join(WORKING_WORDS)}"))
            continue
        counted_line = COUNTED_LINE.match(line_text)
        if counted_line:
            words = " ".join(counted_line["words"].lower().replace("_", " ").split())
            if key not in COUNTED_KEYS:
                problems.append((number, f"'counted from:' is read under {', '.join(COUNTED_KEYS)} only (what a claim "
                                         f"window is counted from), not under {key}: delete the line, or move it under "
                                         f"{COUNTED_KEYS[0]}"))
                continue
            counted = COUNTED_WORDS.get(words, counted)
            if words not in COUNTED_WORDS:
                problems.append((number, f"counted from: '{counted_line['words']}' is not one of "
                                         f"{', '.join(COUNTED_WORDS)}"))
            continue
        said = _quote_on(line_text, offset)
        if said is None:
            continue
        quote = line_text[said.start - offset:said.end - offset]
        hole, named = HOLE_LINE.match(line_text), NUMBER_LINE.match(line_text)
        if hole and float(hole["low"]) < float(hole["high"]):
            gap = LadderGap(from_pct=float(hole["low"]), to_pct=float(hole["high"]), page=said.page, start=said.start,
                            end=said.end, text=quote, document=said.document or document)
            # (a line naming a plan is that plan's ladder's hole: ``_own_holes``)
            (holes if said.scope is None else scoped.setdefault(said.scope, [])).append(gap)
        elif named:
            value = yaml.safe_load(named["value"])
            if value is not None:
                numbers.append(Alternative(value=str(value), text=quote, page=said.page, start=said.start,
                                           end=said.end, reason="other_document", role=named["role"],
                                           evidence_kind="confirmed", document=said.document or document))
    return Kept(holes, numbers, counted, working, scoped)


def _own_holes(others: list[Alternative], scoped: dict[str, list[LadderGap]], scope: str | None,
               holes: list[LadderGap]) -> tuple[list[Alternative], list[LadderGap]]:
    """(``others``, ``holes``) with the holes a line names a plan for (``scoped``: ``#   no credit: 0% to 95%  # page 1,
    for “Basic plan”: quote``) given to that plan's ladder: an ``or:`` ladder stated for it, else the key's own where its
    quote names that plan; a plan no ladder is stated for any more (its ``or:`` line deleted) has none."""
    from .plan_ladders import same_plan

    for plan, gaps in scoped.items():
        index = next((k for k, a in enumerate(others) if same_plan(a.scope, plan)), None)
        if index is not None:
            others[index] = others[index].model_copy(update={"gaps": [*(others[index].gaps or []), *gaps]})
        elif same_plan(scope, plan):
            holes = [*holes, *gaps]
    return others, holes


def _working_unit(key: str, working: str | None) -> str | None:
    """The unit of ``key``'s value counted in working time (``working``), as extract gives it (``extract.data.key_unit``),
    which check needs for the most calendar time it can come to; None for another value (its unit is not read)."""
    if working is None:
        return None
    from .extract.data import key_unit

    return key_unit(key)


def _counted_in_quote(key: str, quote: str) -> str | None:
    """What ``key``'s value is counted from by the contract's words ``quote`` (``KeyRule.counted_from``)."""
    from .extract.matchers import rules

    return rules().keys[key].counted_from(quote)


# extract's mark on a value whose occurrences disagree, by the kind of conflict (``Term.conflict_kind``): a person
# settles it and deletes the mark. A file written before the kinds were told apart marks both "(CONFLICT: check)",
# read as a contradiction, as it was then.
CONFLICT_MARKS = {"contradiction": "(CONFLICT: check)", "alternatives": "(ALTERNATIVES: check)",
                  "scoped": "(BY SCOPE: check)"}
MARK_KINDS = {mark: kind for kind, mark in CONFLICT_MARKS.items()}
# "# page N: quote", and in a contract of several files (a bundle) "# FILE, page N: quote": the file it is in (a
# '#' in it is no comment's, which is followed by a space: "合同 #1.md", a value "'Order #12'" before the comment); a
# value stated for a scope of its own names it after its page ("# page N, for “标准存储”: quote", ``Term.scope``)
PROVENANCE = re.compile(r"#\s*(?:(?P<document>(?:[^#]|#(?!\s))+?),\s)??page (?P<page>\d+)"
                        r"(?:, for “(?P<scope>[^”]+)”)?: (?P<quote>.+?)"
                        r"(?:\s+(?P<mark>" + "|".join(map(re.escape, MARK_KINDS)) + r"))?\s*$")
# a value in conflict with the key's, on a comment line under it: "#   or: 99.5  # page 3: quote"
OTHER_WORD = "or"
OTHER_VALUE = re.compile(r"\s*#\s+" + OTHER_WORD + r":\s")
# a hole of a gapped credit ladder (``Term.gaps``), on a comment line under it: "#   no credit: 90% to 95%  # page 1: quote"
HOLE_WORDS = "no credit"
HOLE_LINE = re.compile(r"\s*#\s+" + HOLE_WORDS + r":\s*(?P<low>\d+(?:\.\d+)?)%\s+to\s+(?P<high>\d+(?:\.\d+)?)%\s")
# what a time is counted from (``Term.counted_from``), on a comment line under its key: "#   counted from: outage start",
# in the words a person writes (any case, a space or "_" between them); said of the keys whose start SPEC sets (a claim
# window: the month's end, SPEC §3.5), where extract writes it for every value, the month's end too
COUNTED_KEYS = ("claim_window_days",)
COUNTED_WORDS = {"month end": "month_end", "outage start": "outage_start", "outage end": "outage_end"}
COUNTED_SAID = {value: words for words, value in COUNTED_WORDS.items()}
COUNTED_LINE = re.compile(r"\s*#\s+counted from:\s*(?P<words>[^#]*?)\s*(?:#.*)?$", re.I)
# what a time is counted in when not calendar time (``Term.counted_in``: "25 business days"), on a comment line under
# its key: "#   counted in: working days"; without the line a time is calendar time, so check decides on it as written
WORKING_WORDS = {words.replace("_", " "): words for words in get_args(WorkingTime)}
WORKING_LINE = re.compile(r"\s*#\s+counted in:\s*(?P<words>[^#]*?)\s*(?:#.*)?$", re.I)
# another document's own number beside the contract's (``other_document``), by the role of the document it names:
# "#   framework number: TG-MSA-2025-014  # msa.docx, page 1: quote"
NUMBER_LINE = re.compile(r"\s*#\s+(?P<role>" + "|".join(get_args(Role)) + r") number:\s*(?P<value>.+?)\s+#\s")


class Kept(NamedTuple):
    """What ``_kept_under`` reads under a value: its ladder's holes, other documents' numbers, what it is counted from
    and in, and the holes of each other plan's ladder, by the plan their lines name."""

    holes: list[LadderGap]
    numbers: list[Alternative]
    counted: str | None
    working: str | None
    scoped: dict[str, list[LadderGap]]


class Provenance(NamedTuple):
    """Where a value in TERMS.yaml was read (its ``# page N: quote`` comment): the page, the quote's span in the
    file, the kind of conflict extract's mark says, the bundle's file named and the scope the value is stated for."""

    page: int
    start: int
    end: int
    kind: str | None = None
    document: str | None = None
    scope: str | None = None


def contract_provenance(lines: list[str], line_starts: list[int], line: int) -> Provenance | None:
    """The contract page and quote that ``extract`` wrote as a comment beside a key.

    ``extract --format yaml`` writes ``key: value  # page N: quote`` (lists: the comment on
    the line above the key; a bundle's: ``# FILE, page N: quote``). Reading it back keeps the contract clause
    as the term's text, so a claim letter quotes the contract, not the YAML. Returns the page and the span of the
    quote in the YAML text, the kind of conflict extract's mark says, while it is still there (the reviewer
    removes it once the value is settled; ``CONFLICT_MARKS``), the bundle's file named (or None) and the scope
    named (or None), or None for a hand-written entry.
    """
    for number in (line, line - 1):  # the key's own line, then the comment line above it
        if number < 1:
            continue
        line_text = lines[number - 1]
        if number == line - 1 and not line_text.lstrip().startswith("#"):
            continue
        quote = _quote_on(line_text, line_starts[number - 1])
        if quote:
            return quote
    return None


def _quote_on(line_text: str, offset: int) -> Provenance | None:
    """The ``# [FILE, ]page N[, for “SCOPE”]: quote`` comment on a line that begins at ``offset`` of the file,
    or None."""
    match = PROVENANCE.search(line_text)
    if match is None:
        return None
    return Provenance(int(match.group("page")), offset + match.start("quote"), offset + match.end("quote"),
                      MARK_KINDS.get(match.group("mark")), match.group("document"), match.group("scope"))


def _where(span: Term | Alternative | LadderGap, scope: str | None = None) -> str:
    """The comment naming where a value was read: ``# page 3: quote``, ``# msa.docx, page 3: quote`` in a
    bundle, ``# page 3, for “标准存储”: quote`` for a value stated for a scope (its own, else ``scope``: a plan's ladder's
    hole) (``PROVENANCE`` reads it back)."""
    scope = scope or getattr(span, "scope", None)
    scope = f", for “{scope}”" if scope else ""
    return f"# {span.document + ', ' if span.document else ''}page {span.page}{scope}: {' '.join(span.text.split())}"


def dump_terms_yaml(extraction: Extraction) -> str:
    """The editable TERMS.yaml for an extraction: one ``key: value`` line per term.

    Block style, one line per key, with the page and source text as a comment, so a
    reviewer can check each value against the contract and correct it in place; reading the
    file back keeps that quote as the term's provenance (``contract_provenance``). A term in
    conflict is marked with its kind (``CONFLICT_MARKS``), and the values it conflicts with follow
    it as comment lines (``#   or: value  # page N: quote``), read back while the mark stays; a gapped ladder's
    holes follow it as ``#   no credit: 90% to 95%  # page N: quote``, another document's own number beside
    the contract's as ``#   framework number: X  # page N: quote``, what a claim window is counted from as
    ``#   counted from: outage start`` and what a time is counted in as ``#   counted in: working days``, read back
    while they stay; an other plan's ladder's holes name its plan (``# page N, for “Basic plan”: quote``), and the
    sentences capping credits that a claim reads money in follow the terms (``_clause_lines``). In a contract of
    several files each comment names the file (``# msa.docx, page N: quote``), read back as the term's
    ``document``, and why that file governs the term is a comment line above it.
    """
    def scalar(value: Any) -> str:
        return yaml.safe_dump(value, allow_unicode=True, default_flow_style=True, width=10_000).strip().removesuffix("\n...").strip()

    lines = [f"# Terms extracted from {extraction.document.name}: check them, correct them, then use",
             "#   slacheck claim --terms THIS_FILE --incidents LOG",
             f"document: {scalar(extraction.document.name)}",
             f"language: {extraction.document.language}  # of the contract: claim letters are written in it"]
    for term in extraction.terms:
        kind = term.conflict_kind if term.conflict else None
        note = _where(term) + (f"  {CONFLICT_MARKS[kind]}" if kind else "")
        if term.governed_by:  # a contract of several files: why the value is that file's (the file: ``_where``)
            lines.append(f"# {term.governed_by}")
        if isinstance(term.value, list):
            lines.append(note)
            lines.append(f"{term.key}:")
            lines.extend(f"  - {scalar(item)}" for item in term.value)
        else:
            lines.append(f"{term.key}: {scalar(term.value)}  {note}")
        if kind:  # the values it conflicts with, so that check words the conflict as it did on the contract
            # ... each value once where it is first read on a page ("16 to 64 GPUs" over "64 to 512 GPUs": 64 once)
            said = {}
            for a in term.conflicting:
                said.setdefault((scalar(a.value), a.page, a.document, a.scope), a)
            lines.extend(f"#   {OTHER_WORD}: {value}  {_where(a)}" for (value, *_), a in said.items())
        # a gapped ladder's holes, which a claim on the file pays nothing in while their lines stay (``_holes``)
        lines.extend(f"#   {HOLE_WORDS}: {gap.from_pct:g}% to {gap.to_pct:g}%  {_where(gap)}" for gap in term.gaps or ())
        # ... and each other plan's ladder's, its plan named, which a claim switched to that ladder pays nothing in
        lines.extend(f"#   {HOLE_WORDS}: {gap.from_pct:g}% to {gap.to_pct:g}%  {_where(gap, a.scope)}"
                     for a in (term.conflicting if kind else ()) if a.scope for gap in a.gaps or ())
        # the numbers of the contract's other documents, which a letter cites it under (``_kept_under``)
        lines.extend(f"#   {a.role} number: {scalar(a.value)}  {_where(a)}" for a in term.alternatives
                     if a.reason == "other_document" and a.role in get_args(Role))
        # what a claim window is counted from, which a claim's deadline follows (``_kept_under``)
        if term.key in COUNTED_KEYS:
            lines.append(f"#   counted from: {COUNTED_SAID[term.counted_from or 'month_end']}")
        # what a time is counted in when not calendar time, which check decides on (``_kept_under``)
        if term.counted_in is not None:
            lines.append(f"#   counted in: {term.counted_in.replace('_', ' ')}")
    lines.extend(_clause_lines(extraction.clauses, scalar))
    return "\n".join(lines) + "\n"


def _clause_lines(clauses: KeptClauses | None, scalar) -> list[str]:
    """The contract's sentences a claim reads beside the terms (``CLAUSE_KEYS``; ``read_terms_clauses`` reads them back):
    each key's, one a list item followed by where it was read; none where the contract states none (the file as before)."""
    lines = []
    for key in CLAUSE_KEYS:
        spans = [span for span in getattr(clauses, key) if key != "capped_credit_clauses" or _bears_money(span.text)] \
            if clauses is not None else []
        if not spans:
            continue
        lines.append(f"# {CLAUSE_SAID[key]}")
        lines.append(f"{key}:")
        lines.extend(f"  - {_item(span, scalar) if key == 'per_incident_clauses' else scalar(' '.join(span.text.split()))}  "
                     f"# {span.document + ', ' if span.document else ''}page {span.page}" for span in spans)
    if clauses is not None and clauses.per_incident_clauses and clauses.fee_sentence:
        lines.append(f"# {FEE_SAID}")
        lines.append(f"{FEE_KEY}: {scalar(' '.join(clauses.fee_sentence.split()))}")
    return lines


def _item(clause, scalar) -> str:
    """A credit per incident as a TERMS.yaml item: its words as a claim prices them (a sentence naming an outage's length,
    or rows under their lead: ``outage_bands.with_lead``), a sentence on one line as the caps are, a table's rows kept as
    lines (``\\n`` in a double-quoted string: a claim reads the rows by them)."""
    import json

    words = clause.text if clause.over_minutes is not None else (clause.lead or "") + clause.text
    if "\n" not in words.strip():
        return scalar(" ".join(words.split()))
    return json.dumps("\n".join(line.rstrip() for line in words.strip().split("\n")), ensure_ascii=False)


def terms_to_contract(terms: list[Term], source: str = "terms") -> ContractTerms:
    """Typed view of a list of terms (the value of each key).

    A value out of bounds (``ContractTerms``: negative, infinite, a percentage over 100) is a
    SlacheckError naming ``source`` and the term's page (its line, for a TERMS.yaml). A maintenance notice counted in
    working time (its ``counted_in``: extracted, or a TERMS.yaml's ``#   counted in:`` line) says so
    (``maintenance_notice_counted_in``): the claim counts it on weekdays."""
    values = {t.key: t.value for t in terms}
    notice = next((t for t in terms if t.key == "maintenance_notice_hours"), None)
    if notice is not None and notice.counted_in is not None:
        values["maintenance_notice_counted_in"] = notice.counted_in
    try:
        return ContractTerms.model_validate(values)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = str(err["loc"][0])
        term = next((t for t in terms if t.key == key), None)
        shown = term.text.strip()[:80] if term is not None else ""
        raise SlacheckError(source, f"{key}: {validation_message(err)}" + (f" (read from '{shown}')" if shown else ""),
                            page=term.page if term is not None else None) from None


DECLARED_LANGUAGE = re.compile(r"^language:\s*[\"']?(zh|en)\b", re.M)
DECLARED_DOCUMENT = re.compile(r"^document:\s*[\"']?(.+?)[\"']?\s*$", re.M)


def terms_file_document(text: str) -> str | None:
    """The contract a TERMS.yaml was written from, by its ``document:`` line (``extract --format yaml``), or None:
    its quotes are that contract's text (a Markdown contract's are read as Markdown in a letter)."""
    declared = DECLARED_DOCUMENT.search(text)
    return declared.group(1) if declared else None


def terms_file_language(text: str, terms: list[Term]) -> str:
    """The contract's language for a TERMS.yaml, decided once for every command (check's
    messages, claim's letter): its ``language:`` line; else that of the contract quotes
    ``extract`` left as ``# page N: …`` comments; else the currency's (CNY: Chinese); else
    Chinese, the default market (Asia/Shanghai)."""
    declared = DECLARED_LANGUAGE.search(text)
    if declared:
        return declared.group(1)
    quotes = " ".join(m.group("quote") for m in map(PROVENANCE.search, text.splitlines()) if m)
    if quotes.strip():
        # imported only here: its CJK class reads the kept regex table (regexcode.py, ~10 ms), which a
        # terms file with a ``language:`` line or without quotes (a claim's hand-written terms) never needs
        from .ingest.language import detect_language

        return detect_language(quotes)
    currency = next((t.value for t in terms if t.key == "currency"), None)
    return "en" if currency not in (None, "CNY") else "zh"


def document_from_terms_file(path: str | Path, terms: list[Term] | None = None) -> Document:
    """A TERMS.yaml as a one-page Document, so findings' spans (which point into the YAML)
    can be shown and stored like any contract's; its language is ``terms_file_language``."""
    path = Path(path)
    raw = read_input_bytes(path, Limits.from_env(), "terms file")
    text = decode_utf8(path, raw)  # as ``read_terms_yaml`` read it (a UTF-16 file too): the terms' spans point into it
    language = terms_file_language(text, read_terms_yaml(path) if terms is None else terms)
    return Document(name=path.name, sha256=content_sha256(raw), format="txt", language=language,
                    text=text, pages=[Page(number=1, start=0, end=len(text))])
