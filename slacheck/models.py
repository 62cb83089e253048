"""Frozen data models that flow between the stages (STYLE §4).

``Document`` is the one string ingest produced; every ``Term``, ``Finding`` and counted
incident points into it (or into the log line it came from) through a span. Field names are
the SPEC's keys, unchanged, so they double as YAML keys, DB columns and JSON keys.
"""

# no ``from __future__ import annotations``: pydantic reads each field's annotation at class creation; as strings
# it evaluates every one again (~3 ms of the models' import, which every command but --help pays)
import bisect
import math
from collections.abc import Iterable
from datetime import date, datetime
from decimal import Decimal
from enum import IntEnum
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_serializer, model_validator



if TYPE_CHECKING:
    from .columns.results import IncidentResults


class Frozen(BaseModel):
    # defer_build: a command builds the validators of only the models it uses (import 60 -> 28 ms)
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class InDocument(Frozen):
    """Provenance that may name its file: ``document`` is set only for a contract read from
    several files (a bundle, slacheck/bundle/), and left out of the output when it is not, so
    one file's JSON stays as it was (so are a bundle term's ``governed_by``, a value's ``scope``, a ladder's ``gaps``,
    a claim window's ``counted_from``, a time's ``counted_in`` and an alternative's ``role``, unset)."""

    document: str | None = None  # the bundle file the text stands in (its name)

    @model_serializer(mode="wrap")
    def _without_unnamed_document(self, handler):
        data = handler(self)
        if isinstance(data, dict):
            for name in ("document", "governed_by", "scope", "gaps", "edges", "counted_from", "counted_in", "role", "lead"):
                if name in data and data[name] is None:
                    del data[name]
        return data


# --------------------------------------------------------------------------- documents


class Span(InDocument):
    """A stretch of ``Document.text``: ``document.text[start:end] == text`` (of the file
    ``document`` names, in a bundle)."""

    text: str
    page: int
    start: int
    end: int


class IncidentCredit(Span):
    """A clause stating a credit owed per incident, which no credit form computes (``extract.tiers.per_incident_clauses``):
    `check` quotes it, a claim's months say it is left out. ``over_minutes``: the length a single outage must pass to earn
    it, when the clause states one ("any single outage exceeding 4 hours earns an additional 25% credit": 240), so that
    only a month with such an outage says so; ``reached``: an outage of just that length earns it too ("any single outage
    of 4 hours or more", "单次中断4小时以上", "≥ 4 hours"), where "exceeding 4 hours" wants a longer one."""

    over_minutes: float | None = None
    reached: bool = False
    # a credit per period of downtime other than an hour instead ("5% of the monthly fee for each 30 minutes of
    # downtime", ``extract.tiers.per_period_credits``): no credit form computes it exactly, said in its own words
    per_period: bool = False
    # the level of availability a month must fall below for it to be owed at all ("If availability falls below 99.9%,
    # Customer receives a credit of 10% for any single outage exceeding 4 hours": 99.9), when the clause makes it its
    # condition
    below_pct: float | None = None
    # the words above rows that say them owed per outage ("For each outage, we compensate ... per the following table:",
    # ``extract.outage_bands``), kept with a clause stored without its contract (``KeptClauses``), where they are not at
    # hand: "" where there are none; None where the contract is at hand (its text says)
    lead: str | None = None

    @property
    def by_outage_length(self) -> bool:
        """A credit for a single outage past a length: a month says it on its longest outage (``longest_outage``)."""
        return self.over_minutes is not None and not self.per_period


class KeptClauses(Frozen):
    """What a contract's files state that no term carries and a claim says (``contracts.ContractClauses``), each field the
    spans of the ``extract.tiers`` reader it is named after: kept with the terms extract writes out (its JSON's
    ``clauses``) and stores (the database's ``contract_clauses``), so a claim on stored terms says and prices what one on
    the contract does."""

    per_incident_clauses: list[IncidentCredit] = []  # a credit per incident, or per period other than an hour
    capped_credit_clauses: list[Span] = []  # credits capped on another basis than the month's fee
    report_deadline_clauses: list[Span] = []  # a report due a time after each outage, the credit lost without it
    weighted_downtime_clauses: list[Span] = []  # downtime weighted by the share of traffic it cost
    rounded_outage_clauses: list[Span] = []  # each outage rounded up to whole minutes
    unclear_levels: list[Span] = []  # levels that do not settle a tier
    # a credit table no tier of which is read (kept only where no credit form is read: a claim then names it)
    unread_credit_tables: list[Span] = []
    # ... and a credit granted for a missed level in no credit form ("if the Services performance is less than indicated in
    # the respective service Availability Target, the Supplier will issue a credit", its level in another document; kept
    # only where no credit form is read: a claim then quotes it)
    remedy_clauses: list[Span] = []
    # the sentence the monthly fee is stated in, which a share of a fee a credit per incident names is held against
    # (``checklist.quoting.fee_sentence``): None where no monthly fee is read
    fee_sentence: str | None = None
    # the sentence (NFKC) the downtime multiple read stands in (``extract.tiers.sentence_holding``), whose words may count
    # only the downtime past the level (``claim_inputs.multiple_past_level``): None where no multiple is read
    multiple_sentence: str | None = None
    # the sentence (NFKC) the credit cap read stands in, whose words may cap each outage's credit, not the month's
    # (``claim_inputs.outage_cap_review``): None where no cap is read
    cap_sentence: str | None = None
    # read back from a run the database stored a downtime multiple with before it stored the multiple's sentence
    # (``store.stored_clauses``, ``runs.multiple_not_recorded``): a claim decides from the term's quote, and says so; kept
    # out of extract's JSON (none of its own)
    multiple_not_recorded: bool = Field(default=False, exclude=True)


# the readers of ``extract.tiers`` whose clauses ``KeptClauses`` keeps, by its fields
CLAUSE_READERS = ("per_incident_clauses", "capped_credit_clauses", "report_deadline_clauses", "weighted_downtime_clauses",
                  "rounded_outage_clauses", "unclear_levels", "unread_credit_tables", "remedy_clauses")


class Page(Frozen):
    """Page ``number`` (1-based) covers ``Document.text[start:end]``."""

    number: int
    start: int
    end: int


class Table(Frozen):
    """A table as rows of cell text, tied to its page and to where it stands in the text."""

    page: int
    rows: list[list[str]]
    start: int
    end: int


class ReadingWarning(Frozen):
    """One thing a reader of the results must be told of a file's reading: ``key`` names its sentence in
    ``ingest/reading.yaml`` (one per language), ``values`` fill it in."""

    file: str
    key: str
    values: dict[str, str | int] = Field(default_factory=dict)
    # [start, end) of ``Document.text`` the warning is on (a comment's anchor), where it is in the text read: the review
    # page marks it there
    span: tuple[int, int] | None = None

    def sentence(self, lang: str = "en") -> str:
        """What the warning says of the file, in ``lang``."""
        from .yamlfile import packaged_data

        values = dict(self.values)
        if "n" in values:
            values["s"] = "" if values["n"] == 1 else "s"
        return packaged_data("slacheck.ingest", "reading.yaml")[self.key][lang].format(**values)

    def said(self, lang: str = "en") -> str:
        """The warning as a line naming the file, in ``lang`` (English on stderr; the review page's language there)."""
        return f"{self.file}{'：' if lang == 'zh' else ': '}{self.sentence(lang)}"


def default_language(languages: Iterable[str]) -> str:
    """The language a command speaks when not given ``--lang`` (check, diff, score alike): its contracts' own, the one
    most of them are in, the later one's on a tie (diff: the new draft's when the two differ); English with none."""
    languages = list(languages)
    return max(reversed(languages), key=languages.count) if languages else "en"


class DocumentInfo(Frozen):
    """The document header of every JSON output (SPEC §2)."""

    sha256: str
    name: str
    pages: int
    language: Literal["zh", "en"]
    # what the reader of a result must be told of the file's reading (``Document.reading``); said on stderr
    reading: list[ReadingWarning] = Field(default_factory=list, exclude=True)

    @property
    def warnings(self) -> list[str]:
        """The reading's warnings as said on stderr by default (English), each a line naming the file."""
        return self.warnings_in("en")

    def warnings_in(self, lang: str | None, name: str | None = None) -> list[str]:
        """The reading's warnings in ``lang`` (the --lang a command was given; None: English), in the review page's
        words (``ingest/reading.yaml``), each a line naming the file as stderr's lines do ("file: ...", so the file is
        named as the user typed it there, whatever the language; ``name``: as the caller tells it apart from another
        file of the same name)."""
        return [f"{name or warning.file}: {warning.sentence(lang or 'en')}" for warning in self.reading]


class Document(Frozen):
    """A contract as one normalised text, with page boundaries and tables."""

    name: str
    sha256: str
    format: Literal["pdf", "docx", "md", "txt"]
    language: Literal["zh", "en"]
    text: str
    pages: list[Page]
    tables: list[Table] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)  # e.g. tracked deletions, OCR-less pages
    # what a reader of the results must be told, naming the file: text the file holds that was not read (pages
    # with no text layer, comments) or text read though not final (tracked changes, a redline not yet accepted)
    reading: list[ReadingWarning] = Field(default_factory=list)
    # The loader's text before normalisation (None: the same as ``text``) and anchors
    # (norm_offset, orig_offset) mapping one onto the other (ingest/offsets.py).
    original: str | None = None
    offset_anchors: list[tuple[int, int]] = Field(default_factory=lambda: [(0, 0)])
    # where a paragraph that stands out of the list before it starts (a DOCX's indents and numbering tell it; no other
    # reader keeps them): it is cited under the list's clause, not its last item (extract/structure.py)
    list_ends: list[int] = Field(default_factory=list)
    # a Word-numbered list item that prints only its own number ("d." under "3."): (where it starts, where the item it is
    # nested in starts, how it is cited under that item: "(d)"), so its terms cite "3(d)" (extract/structure.py)
    nested_items: list[tuple[int, int, str]] = Field(default_factory=list)

    @property
    def warnings(self) -> list[str]:
        """The reading's warnings as said on stderr (English), each a line naming the file."""
        return [warning.said() for warning in self.reading]

    def original_offset(self, offset: int) -> int:
        """Where normalised character ``offset`` stands in the original text."""
        index = bisect.bisect_right(self.offset_anchors, (offset, float("inf"))) - 1
        norm, orig = self.offset_anchors[max(index, 0)]
        return orig + (offset - norm)

    def original_range(self, start: int, end: int) -> tuple[int, int]:
        """``[start, end)`` of ``text`` as a range of the original: from the first character's
        origin to just after the last one's, so what normalisation removed inside the span (a
        wrapped line's newline, a space between CJK and Latin) comes along."""
        if end <= start:
            at = self.original_offset(start)
            return at, at
        return self.original_offset(start), self.original_offset(end - 1) + 1

    def original_text(self, start: int = 0, end: int | None = None) -> str:
        """The contract's own characters for ``text[start:end]`` (full-width forms, line
        breaks and spacing as the file has them): what a quote in a letter or page shows."""
        end = len(self.text) if end is None else end
        if self.original is None:
            return self.text[start:end]
        a, b = self.original_range(max(0, start), min(end, len(self.text)))
        return self.original[a:b]

    def page_at(self, offset: int) -> int:
        """The 1-based page holding character ``offset``."""
        return self.pages_at((offset,))[0]

    def pages_at(self, offsets: Iterable[int]) -> list[int]:
        """``page_at`` of each offset, in one call (extraction asks for a term's thousands of
        alternatives, on 200 pages and more)."""
        starts, pages = self._page_starts(), self.pages
        last = pages[-1].number if pages else 1
        out = []
        for offset in offsets:
            if starts is not None:  # a bisect
                k = bisect.bisect_right(starts, offset) - 1
                # the last page starting at or before ``offset`` is the only one that can hold it
                # (pages in order, none overlapping; one with nothing on it holds no offset)
                out.append(pages[k].number if k >= 0 and offset < pages[k].end else last)
            else:
                out.append(next((page.number for page in pages if page.start <= offset < page.end), last))
        return out

    def _page_starts(self) -> list[int] | None:
        """Each page's start, kept beside this list of pages; None if pages are out of order."""
        kept = self.__dict__.get("_starts_of")
        if kept is None or kept[0] is not self.pages:
            ordered = all(a.end <= b.start for a, b in zip(self.pages, self.pages[1:]))
            kept = (self.pages, [page.start for page in self.pages] if ordered else None)
            self.__dict__["_starts_of"] = kept  # not a field: equality, dumps and copies ignore it
        return kept[1]

    def span(self, start: int, end: int) -> Span:
        """The span ``[start, end)`` of this document's text, with its page."""
        return Span(text=self.text[start:end], page=self.page_at(start), start=start, end=end)

    def info(self) -> DocumentInfo:
        return DocumentInfo(sha256=self.sha256, name=self.name, pages=len(self.pages), language=self.language,
                            reading=self.reading)


def is_terms_file(source: str | PurePath | Document) -> bool:
    """A TERMS.yaml (``.yaml``/``.yml``, in any case): a contract's confirmed terms, not a contract file; a
    Document by the name it was read from (one read from a TERMS.yaml has keys, not clauses). Here, beside the
    Document, so that reading a contract (contracts.py) and quoting one (checklist/quoting.py) both ask it."""
    return PurePath(source.name if isinstance(source, Document) else source).suffix.lower() in (".yaml", ".yml")


def document_of(documents: Iterable[Document], name: str | None) -> Document | None:
    """The document of ``documents`` (a contract's file, or each file of a bundle) that a span, term or clause naming
    ``name`` stands in: the file of that name in a bundle; the only file when it names none (one file's spans name
    none, ``InDocument``); None when no file is that one (no file given, a name none has, an unnamed span of a
    bundle)."""
    documents = list(documents)
    if name:
        return next((d for d in documents if d.name == name), None)
    return documents[0] if len(documents) == 1 else None


# --------------------------------------------------------------------------- terms


LARGEST_QUANTITY = 1e15  # no real contract figure is larger; floats still hold its cents exactly
FIRST_YEAR, LAST_YEAR = 1970, 2199  # incident times and --as-of: outside, a typo or an attack
PERCENT_KEYS = ("availability_pct", "nccl_min_pct", "below_pct")  # at most 100


def implied_currency(stated: str | None, language: str | None) -> str | None:
    """The currency a contract's amounts are in (SPEC §1 ``currency``): the one it states; CNY for a
    Chinese contract that states none; None (unknown, never guessed) for any other."""
    return stated or ("CNY" if language == "zh" else None)


def currency_code(given: str, option: str = "--currency") -> str:
    """A currency the user names (``--currency`` of claim, reconcile and score): three letters, in any case
    ("usd" is USD); anything else is refused naming the option, never shown as the amounts' currency."""
    code = given.strip().upper()
    if len(code) != 3 or not (code.isascii() and code.isalpha()):
        from .errors import SlacheckError

        raise SlacheckError(option, f"'{given}' is not a currency code (three letters, e.g. USD, EUR, CNY)")
    return code


def is_number(value: Any) -> bool:
    """A term value that is a number (an int or a float, not a bool: true is no 1)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def check_quantity(value: Any, info: ValidationInfo) -> Any:
    """A number that decides money: finite, not negative, at most LARGEST_QUANTITY (100 for a
    percentage); anything else is returned unchanged for the field's own type check."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return value
    top = 100 if info.field_name in PERCENT_KEYS else LARGEST_QUANTITY
    if not math.isfinite(value) or not 0 <= value <= top:
        raise ValueError(f"must be a number from 0 to {top:g}")
    return value


def refuse_bool_number(cls, value: Any, info: ValidationInfo) -> Any:
    """``true`` given to a number (``gpu_count: true`` in a TERMS.yaml) is refused: pydantic would read it as 1,
    a GPU count or a fee nobody wrote. Before the field's own type check, which takes a bool as a number."""
    annotation = cls.model_fields[info.field_name].annotation
    if isinstance(value, bool) and bool not in (annotation, *get_args(annotation)):
        raise ValueError(f"{str(value).lower()} is not a number")
    return value


def check_option_number(option: str, value: float | int | None, top: float = LARGEST_QUANTITY) -> None:
    """A number given on the command line or to the API (``--monthly-fee``, ``--units``):
    finite, not negative, at most ``top``; else a SlacheckError naming the option."""
    from .errors import SlacheckError

    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise SlacheckError(option, f"'{value}' is not a number")
    if not (isinstance(value, int) or math.isfinite(value)) or not 0 <= value <= top:
        raise SlacheckError(option, f"'{value}' must be a number from 0 to {top:g}")


class CreditTier(Frozen):
    """Availability strictly below ``below_pct`` earns ``credit_pct`` of the monthly fee."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True, allow_inf_nan=False)

    below_pct: float
    credit_pct: float

    _bounded = field_validator("*")(check_quantity)
    _numbers = field_validator("*", mode="before")(refuse_bool_number)


class LadderGap(Span):
    """A hole a ``gapped`` credit ladder leaves: availability from ``from_pct`` up to ``to_pct`` (not included) earns
    nothing by its text ("低于98%但≥95%" over "低于90%": 90 to 95). The span quotes the band whose stated lower end
    (``to_pct``) leaves it: what a claim on the ladder pays nothing in, and says why."""

    from_pct: float
    to_pct: float


class LadderEdge(Span):
    """A level two bands of a credit ladder both state as theirs: "95% - 99%" (its upper end inside it) under "99% -
    99.9%" (its lower end the same 99%). The span quotes the band under the level, ``above`` the band over it: a month
    exactly at ``pct`` is in both by the words, and its claim names them (it pays the band above's credit, SPEC §3.4)."""

    pct: float
    above: Span


# What supports a term's value (extract/evidence.yaml gives each its confidence):
# table_cell  a table cell, under a header (or beside a row label) that names the term
# operative   an operative sentence: the term's trigger words and the value in one clause
# derived     not written as such: implied by other terms or by a negation (billing from the
#             price; "no liquid cooling" -> air; a credit owed when a commitment stated elsewhere is missed)
# loose       a value near the term's subject without its trigger words in the clause
# gapped      a credit ladder with a hole between two bands (below one band's stated lower end, above the next's level),
#             or below its lowest band's stated lower end
# yearly      a credit ladder whose levels are a year's uptime ("Uptime Annual Percentage"), the document naming no
#             month's: a claim counts months
# prorated    a credit ladder whose credits are scaled by the share of the month the outage touched
#             ("10%乘以受影响天数占整月的比例"): no band's share of the fee is paid whole
# example     inside a worked example or illustration (非约束性的示例)
# confirmed   typed or confirmed by a person in TERMS.yaml
EvidenceKind = Literal["table_cell", "operative", "derived", "loose", "heading", "partial", "gapped", "yearly", "prorated",
                       "example", "confirmed"]
EVIDENCE_KINDS: tuple[str, ...] = get_args(EvidenceKind)
# what a term's time is counted from where the contract says (``Term.counted_from``)
CountedFrom = Literal["month_end", "outage_start", "outage_end"]
# what a time is counted in when not calendar time (``Term.counted_in``)
WorkingTime = Literal["working_days", "working_hours"]


class Alternative(InDocument):
    """Another occurrence of a term: superseded, weaker, or in conflict with the value."""

    value: Any
    text: str
    page: int
    start: int
    end: int
    # other_document: another document's own number beside the number the contract is cited by (``names_document``)
    reason: Literal["superseded", "weaker", "conflict", "duplicate", "other_document"] = "weaker"
    role: str | None = None  # other_document: the role of the document the number names (framework, order, …)
    evidence_kind: EvidenceKind = "operative"  # what supports this occurrence
    scope: str | None = None  # in a conflict by scope, the scope this occurrence is stated for (``Term.scope``)
    # ... and, a credit ladder of its own plan, its holes and shared edges (``Term.gaps``, ``Term.edges``): what a claim
    # switched to it says (``plan_ladders``); unset (and left out of the JSON) where none
    gaps: list[LadderGap] | None = None
    edges: list[LadderEdge] | None = None


class Term(InDocument):
    """One SPEC §1 key with its normalised value and where it was read.

    For terms read from a hand-edited TERMS.yaml, the span points into that file
    (page 1, character offsets of the ``key: value`` line). ``evidence_kind`` says what
    supports the value and ``confidence`` follows from it; ``hedge`` quotes best-effort
    wording ("commercially reasonable efforts", 尽力) that makes a commitment no commitment.
    In a bundle, ``document`` names the file the value was read in and ``governed_by`` says
    why that file governs the term.
    """

    key: str
    value: Any
    unit: str | None = None
    text: str
    page: int
    start: int
    end: int
    confidence: float = 1.0
    alternatives: list[Alternative] = Field(default_factory=list)
    conflict: bool = False  # two occurrences disagree and nothing settles it -> review
    # why, when ``conflict``: ``alternatives`` (the contract offers the values as a choice: "InfiniBand or RoCE",
    # a level with purchase of an option), ``scoped`` (each value is stated for a scope of its own: a storage class, a
    # region, a product) or ``contradiction`` (it states the term twice with different values)
    conflict_kind: Literal["contradiction", "alternatives", "scoped"] | None = None
    # ... and when ``scoped``, the scope the value is stated for, as the contract words it ("标准存储", "Instances in
    # Multiple Regions"; each conflicting alternative's its own): the finding's reason names it beside the value
    scope: str | None = None
    # the clause the value was read in, as numbered or headed there (第七条, 7.2, Section 3.1, (a))
    clause: str | None = None
    evidence_kind: EvidenceKind = "operative"
    hedge: str | None = None  # the best-effort words qualifying the value, as written
    governed_by: str | None = None  # bundle: which file governs this term, and why (a sentence)
    # a ``gapped`` credit_tiers: the holes its ladder leaves, as extraction read them (a claim pays nothing in them);
    # unset (and left out of the JSON) for any other term
    gaps: list[LadderGap] | None = None
    # a credit_tiers' levels two of its bands both state (``LadderEdge``); unset (and left out of the JSON) where none
    edges: list[LadderEdge] | None = None
    # a time counted from something else than SPEC's start (a claim window: the month's end, SPEC §3.5), as the words its
    # quote runs on to say (``counted_from``: "故障发生后30日内提出": ``outage_start``; ``counted_from_end``: "故障恢复后":
    # ``outage_end``), or as a TERMS.yaml states it (``month_end`` too); unset (and left out of the JSON) where nothing
    # is said of it: a claim counts the window from the month's end
    counted_from: CountedFrom | None = None
    # a time the contract counts in working days or hours ("25 business days", "25个工作日": calendar_units), the value
    # their number in the key's unit: the least the time can be, more over weekends and holidays (check decides on it
    # only what the time's whole stretch decides alike, checklist/defaults.yaml ``working_time``); unset (and left out
    # of the JSON) for a time in calendar units
    counted_in: WorkingTime | None = None

    @property
    def span(self) -> Span:
        return Span(text=self.text, page=self.page, start=self.start, end=self.end, document=self.document)

    @model_validator(mode="before")
    @classmethod
    def _conflict_names_its_kind(cls, data: Any) -> Any:
        # a term in conflict that names no kind (a caller that does not tell them apart) is a contradiction, as
        # check worded every conflict before the kinds: the one place that default is decided
        if isinstance(data, dict) and data.get("conflict") and not data.get("conflict_kind"):
            return {**data, "conflict_kind": "contradiction"}
        return data

    @property
    def conflicting(self) -> list[Alternative]:
        """The occurrences a term in ``conflict`` disagrees with (those in conflict, else every other one): what
        check quotes beside its value and a TERMS.yaml keeps under it."""
        return [a for a in self.alternatives if a.reason == "conflict"] or list(self.alternatives)


# --------------------------------------------------------------------------- contract bundles

Role = Literal["framework", "sla", "order", "amendment"]


class BundleDocument(Frozen):
    """One file of a contract bundle and what it is: its role, and how that was known
    (``title``: its title or first lines; ``file name``; ``user``: ``FILE:ROLE``)."""

    name: str
    sha256: str
    pages: int
    language: Literal["zh", "en"]
    role: Role | None  # None: not recognised (a disagreement with it is a conflict)
    role_from: Literal["title", "file name", "user"] | None = None
    role_text: str | None = None  # the words the role was recognised by


class PrecedenceRule(InDocument):
    """A clause of the bundle saying which document prevails: ``winner`` over the ``over`` roles;
    ``document`` and the span say where it stands."""

    winner: Role
    over: list[Role]
    text: str
    page: int
    start: int
    end: int
    clause: str | None = None


class Governance(Frozen):
    """Which file governs one term of a bundle, and why (``basis``): ``only`` one file states
    it; the files that state it ``agree``; a precedence ``clause``; the ``default`` order; or
    nothing settles it (``conflict``: the term is in conflict, a person decides); or, for a document's own number,
    the ``numbers`` of documents of different roles, the contract cited by that of the one governing the deal."""

    key: str
    document: str
    role: Role | None
    basis: Literal["only", "agree", "clause", "default", "conflict", "numbers"]
    explanation: str
    others: list[str] = Field(default_factory=list)  # the other files that state the key
    rule: PrecedenceRule | None = None  # the clause that settled it (basis "clause")


class Bundle(Frozen):
    """How several files were read as one contract (``extract``/``check`` JSON ``bundle``)."""

    documents: list[BundleDocument]
    precedence: list[PrecedenceRule]
    default_order: list[Role]
    governance: list[Governance]


class Extraction(Frozen):
    """``slacheck extract`` output (SPEC §2); ``bundle`` only for a contract of several files."""

    document: DocumentInfo
    terms: list[Term]
    bundle: Bundle | None = None
    # the clauses no term carries that a claim says: written in extract's JSON when there are any (``report.extraction``),
    # beyond SPEC §2's shape, so not dumped with the model. ``clauses=None`` passed (``store.stored_clauses``' answer for a
    # run stored before slacheck stored them) says they were not recorded; left out, that the caller gave none: a claim
    # on the terms says which (``claim_inputs.ClaimInputs.clauses_unknown``)
    clauses: KeptClauses | None = Field(default=None, exclude=True)

    def values(self) -> dict[str, Any]:
        return {t.key: t.value for t in self.terms}

    def get(self, key: str) -> Term | None:
        return next((t for t in self.terms if t.key == key), None)


class ContractTerms(BaseModel):
    """The flat TERMS.yaml mapping of SPEC §1 keys, validated (all optional).

    Numbers decide money, so each is finite, not negative and at most ``LARGEST_QUANTITY``;
    availability and NCCL percentages are at most 100.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True, allow_inf_nan=False)

    gpu_model: str | None = None
    gpu_count: int | None = None
    gpus_per_node: int | None = None
    rack_power_kw: float | None = None
    cooling: Literal["liquid", "air", "hybrid"] | None = None
    interconnect: Literal["infiniband", "roce", "ethernet"] | None = None
    interconnect_gbps: float | None = None
    nvlink: bool | None = None
    nccl_min_pct: float | None = None
    storage_tiers: bool | None = None
    storage_iops: int | None = None
    tenant_isolation: Literal["dedicated", "network", "shared"] | None = None
    delivery_days: int | None = None
    location: str | None = None
    pue: float | None = None
    monitoring: bool | None = None
    billing_model: Literal["gpu_hour", "gpu_month", "rack_month", "rack_year", "hybrid"] | None = None
    price_gpu_hour: float | None = None
    price_rack_month: float | None = None
    monthly_fee: float | None = None
    currency: str | None = None
    billing_minutes: int | None = None
    term_months: int | None = None
    rent_to_own: bool | None = None
    subsidy: bool | None = None
    availability_pct: float | None = None
    sla_unit: Literal["gpu", "node", "cluster"] | None = None
    min_outage_minutes: int | None = None
    maintenance_notice_hours: float | None = None
    # what that notice is counted in when the contract counts it in working time ("five (5) business days' prior
    # notice", 提前3个工作日通知: ``working_days``; the term's ``counted_in``); no SPEC §1 key (not in ``TERM_KEYS`` nor in
    # a dump): the claim counts the notice an incident gave on weekdays only (``sla.notice``)
    maintenance_notice_counted_in: WorkingTime | None = Field(None, exclude=True)
    response_minutes: int | None = None
    recovery_hours: float | None = None
    credit_tiers: list[CreditTier] | None = None
    credit_per_hour_pct: float | None = None  # the share per period (an hour, or ``credit_period_minutes``)
    # beyond SPEC §3.4 (README "Credits per period"): a share owed once at each outage's onset, a period other than an
    # hour, and whether a started period counts or only a completed one (unstated: started, which does not underpay)
    credit_onset_pct: float | None = None
    credit_period_minutes: int | None = None
    credit_period_counts: Literal["started", "completed"] | None = None
    # ... and the first minutes of each outage that owe nothing, its periods counted after them (mo48: "no credit for
    # the first hour; thereafter 3% for each additional hour", "首小时内免赔"): no minimum outage, a deductible
    credit_free_minutes: int | None = None
    # ... or a month's allowance: the first minutes of a calendar month's summed downtime that owe nothing (mo50: "3% for
    # each hour of downtime beyond the first 4 hours in a calendar month", "每月累计故障超过4小时的部分"), not each outage's
    credit_free_minutes_per_month: int | None = None
    # ... or a condition on the month's summed downtime: the per-hour credit owed only in a month whose downtime passes
    # these minutes, and then for all its hours (mo51: "If total downtime in a month exceeds 4 hours, a credit of 2% per
    # hour of downtime applies", "每月累计故障超过4小时的，每小时赔偿月费的2%"); at or below them nothing is owed
    credit_month_downtime_over_minutes: int | None = None
    # ... or one that includes its minutes (mo52: "If downtime in a month reaches 4 hours", "4 hours or more in a month",
    # "每月累计故障达到4小时的", "4小时及以上的"): a month of exactly these minutes owes all its hours
    credit_month_downtime_from_minutes: int | None = None
    credit_downtime_multiple: float | None = None
    credit_cap_pct: float | None = None
    claim_window_days: int | None = None
    termination_on_breach: bool | None = None
    governing_law: str | None = None
    credit_base: Literal["service", "unit"] | None = None  # unit: credit on the affected unit's share of the fee
    vendor: str | None = None
    customer: str | None = None
    contract_id: str | None = None

    _bounded = field_validator("*")(check_quantity)
    _numbers = field_validator("*", mode="before")(refuse_bool_number)

    def stated(self) -> dict[str, Any]:
        """Only the keys the contract states (``None`` means not stated)."""
        return {k: v for k, v in self.model_dump().items() if v is not None}


# what ``ContractTerms`` carries beside the SPEC §1 keys: how a term's value is counted, from the term's own fields
NOT_TERM_KEYS = frozenset({"maintenance_notice_counted_in"})
TERM_KEYS: tuple[str, ...] = tuple(k for k in ContractTerms.model_fields if k not in NOT_TERM_KEYS)


def term_value_type(key: str) -> Any:
    """The Python type of a SPEC §1 key's value (Literal, int, float, bool, str, list), from ContractTerms."""
    ann = ContractTerms.model_fields[key].annotation
    args = [a for a in get_args(ann) if a is not type(None)]
    return args[0] if args else ann


# --------------------------------------------------------------------------- findings

Status = Literal["pass", "fail", "missing", "review"]
Severity = Literal["blocker", "major", "minor"]


class Finding(Frozen):
    """One checklist rule's verdict, with the evidence and how it was reached."""

    rule: str
    title: str
    severity: Severity
    status: Status
    term: str | None
    value: Any = None
    evidence: Span | None = None
    message: str
    suggestion: str | None = None
    weight: float = 0
    explanation: str = ""  # the values compared, e.g. "rack_power_kw 15 >= 20 is false"
    reason: str = ""  # the same as a sentence in the output's language, e.g. "单柜功率为15千瓦，低于要求的20千瓦"
    rationale: str = ""  # why the checklist asks for this (the rule's rationale, in the output's language)
    other_evidence: list[Span] = Field(default_factory=list)  # conflicting occurrences
    # a review of a term in conflict: the term's
    conflict_kind: Literal["contradiction", "alternatives", "scoped"] | None = None
    # a value counted in working days or hours (``Term.counted_in``): what it is counted in and how many of them, so a
    # table says it as the contract counts it ("5 business days", not "120 hours"), as the reason does; not in the JSON,
    # whose ``value`` stays the term's; or a credit per hour stated over another period or with an onset's share
    # (``("period", minutes, onset_pct)``: "5% of the monthly fee per 30 minutes", README "Credits per period"; a fourth
    # item, the first hour's share, where the onset was worked out from one: "首小时…5%，此后每小时…2%"; a fifth, the first
    # minutes of each outage owing nothing, mo48: "no credit for the first hour of each outage, then ..."; a sixth, a
    # month's first minutes of downtime owing nothing, mo50: "no credit for the first 4 hours of downtime in each month"; a
    # seventh, the minutes a month's downtime must pass for anything to be owed, mo51; an eighth, those it must reach, mo52)
    counted: tuple[WorkingTime, float] | tuple[Literal["period"], int | None, float | None] | \
        tuple[Literal["period"], int | None, float | None, float] | \
        tuple[Literal["period"], int | None, float | None, float | None, int | None] | \
        tuple[Literal["period"], int | None, float | None, float | None, int | None, int] | \
        tuple[Literal["period"], int | None, float | None, float | None, int | None, int | None, int] | \
        tuple[Literal["period"], int | None, float | None, float | None, int | None, int | None, int | None, int] | None = \
        Field(None, exclude=True)


class Summary(Frozen):
    # "pass" is a Python keyword, hence the alias
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True, defer_build=True)

    pass_: int = Field(0, alias="pass")
    fail: int = 0
    missing: int = 0
    review: int = 0


class CheckResult(Frozen):
    """``slacheck check`` output (SPEC §2); ``bundle`` only for a contract of several files."""

    document: DocumentInfo
    checklist: str
    findings: list[Finding]
    summary: Summary
    bundle: Bundle | None = None


# --------------------------------------------------------------------------- incidents and claims

Cause = Literal["vendor", "customer", "force_majeure", "maintenance"]


class SourceLine(Frozen):
    """Where a log record came from: ``file:line``."""

    file: str
    line: int


class Incident(Frozen):
    """One outage record; times are timezone-aware; ``units == ("*",)`` hits every unit."""

    id: str
    start: datetime
    end: datetime
    units: tuple[str, ...]
    cause: Cause = "vendor"
    notice_hours: float | None = None
    source: SourceLine | None = None


ExcludedReason = Literal["customer", "force_majeure", "maintenance_notice", "below_min_outage"]


class IncidentResult(Frozen):
    """One incident's part in one month: unit-minutes inside the final downtime, or why not."""

    id: str
    counted_minutes: float
    excluded_reason: ExcludedReason | None = None


class Exclusion(IntEnum):
    """Why an incident's minutes in a month do not count (SPEC §3.6 ``excluded_reason``).

    The value is the code the engine's columns hold (``IncidentResults.reason_codes``);
    ``reason`` is the word the JSON, the database and the letters show."""

    COUNTED = 0
    CUSTOMER = 1
    FORCE_MAJEURE = 2
    MAINTENANCE_NOTICE = 3  # planned maintenance announced at least the required hours ahead
    BELOW_MIN_OUTAGE = 4  # every merged interval it is part of is shorter than min_outage_minutes

    @property
    def reason(self) -> str | None:
        return None if self is Exclusion.COUNTED else self.name.lower()


EXCLUDED_REASONS: tuple[str | None, ...] = tuple(e.reason for e in Exclusion)  # index = Exclusion code


class CreditBasis(Frozen):
    """One credit form the contract states, computed for the month."""

    # (per_incident: a credit by each outage's length the contract states per incident, ``claim_inputs.per_incident_priced``)
    form: Literal["tiers", "per_hour", "downtime_multiple", "per_incident"]
    credit_pct: Decimal
    amount: Decimal
    detail: str


class UnitResult(Frozen):
    """One SLA unit's own month under ``credit_base: unit`` (SPEC §3.4): its downtime over its
    own minutes picks its tier. ``unit`` is None for the ``count`` units the log never names
    (down only under ``*``), which share one figure."""

    unit: str | None
    count: int = 1
    downtime_minutes: float
    availability_pct: float
    credit_pct: float  # of that unit's share of the monthly fee


class LongestOutage(Frozen):
    """A month's longest counted outage of one unit: its counted incidents merged as the month's downtime merges them
    (SPEC §3.3: overlaps and touches count once), from the earliest start to the latest end its incidents have in the
    log (an outage the month's edge cuts is measured whole). ``ids``: those incidents, earliest first. ``in_month``: the
    minutes of it inside the month where the month's edge cuts it (one outage across two months: the other month names
    it too), else None."""

    ids: list[str]
    minutes: float
    in_month: float | None = None


class MonthResult(Frozen):
    """One calendar month of a claim (SPEC §2 ``claim``), plus how the credit was reached."""

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True, defer_build=True)

    month: str  # YYYY-MM
    unit_minutes: float
    downtime_minutes: float
    availability_pct: float
    credit_pct: float
    credit_amount: Decimal
    currency: str
    capped: bool
    claim_deadline: date | None
    claim_open: bool | None
    # columnar rows (numpy): the type is completed by slacheck.columns.results, which imports
    # this module (never the other way), so reading a contract loads no numpy
    incidents: "IncidentResults"
    basis: list[CreditBasis] = Field(default_factory=list)
    review: list[str] = Field(default_factory=list)  # why a human should look at this month
    partial: bool = False  # the month had not ended at as_of: not claimable yet (SPEC §3.7)
    units: list[UnitResult] = Field(default_factory=list)  # per-unit figures (credit_base: unit)
    # what a credit for one outage's length is compared with (``claim_inputs.per_incident_review``); not in the JSON
    longest_outage: LongestOutage | None = Field(default=None, exclude=True)
    # incidents counted to --as-of that the log marks ended without an end time (``claim_inputs.end_not_given_review``):
    # the month's credit may be overstated, so it is not claimable (``held_back``); the JSON lists them when any
    end_not_known: list[str] = Field(default_factory=list, exclude=True)

    @property
    def claimable(self) -> bool:
        """Finished, still inside the claim window (or no window stated), owed something, and every counted end known
        (a month ``held_back`` is not claimed yet)."""
        return self.owed_in_window and not self.end_not_known

    @property
    def held_back(self) -> bool:
        """Would be claimable, but counts an incident whose end is not known (``end_not_known``): its credit may be
        overstated, so it is held back until the end is given."""
        return self.owed_in_window and bool(self.end_not_known)

    @property
    def owed_in_window(self) -> bool:
        """Finished, still inside the claim window (or no window stated), and owed something."""
        return not self.partial and self.claim_open is not False and self.credit_amount > 0

    @property
    def lapsed(self) -> bool:
        """Owed something, but the claim window closed before as_of."""
        return not self.partial and self.claim_open is False and self.credit_amount > 0

    @property
    def claim_state(self) -> str:
        """The month's claim as it stands on as_of, as the JSON and the table decide it (``partial``, ``claim_open``,
        ``held_back``), in one of the words the audit database stores (``claim_months.claim_state``): ``not over``,
        ``lapsed`` (the claim window closed), ``held`` (an incident's end not known) or ``open`` (also when the
        contract states no claim window)."""
        if self.partial:
            return "not over"
        if self.claim_open is False:
            return "lapsed"
        return "held" if self.held_back else "open"


class Skipped(Frozen):
    """Records a reader left out, and why (SPEC §3.7: counted, never silent)."""

    reason: str
    count: int
    ids: list[str] = Field(default_factory=list)


class ClaimResult(Frozen):
    months: list[MonthResult]
    total_credit: Decimal
    skipped: list[Skipped] = Field(default_factory=list)
    # what the months alone leave to be noticed (an --as-of before the log: nothing finished); said on stderr
    notes: list[str] = Field(default_factory=list, exclude=True)

    @property
    def claimable_credit(self) -> Decimal:
        """Credit of the months that can be claimed now (finished, window open, no end unknown)."""
        return sum((m.credit_amount for m in self.months if m.claimable), Decimal("0.00"))

    @property
    def held_credit(self) -> Decimal:
        """Credit of the months held back: finished, window open, but an incident's end is not known."""
        return sum((m.credit_amount for m in self.months if m.held_back), Decimal("0.00"))

    @property
    def lapsed_credit(self) -> Decimal:
        """Credit of finished months whose claim window has closed."""
        return sum((m.credit_amount for m in self.months if m.lapsed), Decimal("0.00"))
