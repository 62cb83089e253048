"""Everything a claim reads from disk: terms (TERMS.yaml or a contract), log, inventory.

``api.claim`` and the CLI both go through ``read_claim_inputs``, so the CLI stores and
renders exactly what the API computed on.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from datetime import date, datetime, timezone
from pathlib import Path
from collections.abc import Sequence
from typing import Callable, NamedTuple
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import numpy as np

from .errors import TERMS_PROBLEM, SlacheckError, as_given
from .incidents.read import load_inventory, read_incident_table
from .columns.ids import IdColumn
from .contracts import ContractClauses, ContractRead
from .incidents.table import IncidentTable
from .limits import Limits, read_utf8
from .plan_ladders import ladder_of_level, ladders_review
from .models import (FIRST_YEAR, LAST_YEAR, ContractTerms, CreditBasis, Document, Extraction, Term, currency_code,
                     document_of, implied_currency)
from .sla.months import from_epoch_ms, months_after, to_epoch_ms
from .words import counted, noun


@dataclass
class ClaimInputs:
    terms: list[Term]
    contract: ContractTerms
    terms_source: str  # file the terms came from (TERMS.yaml or the contract)
    document_sha256: str | None
    language: str  # of the contract, for the letter
    incidents: IncidentTable
    incidents_file: Path
    unit_ids: list[str] | None
    gpu_of_node_map: dict[str, str] | None
    zone: ZoneInfo
    document: Document | None = None  # the contract, when the terms were extracted from it (letter quotes)
    as_of_ms: int | None = None  # the explicit --as-of's instant the log was read with (``as_of_moment_ms``)
    terms_given: str | None = None  # the terms' file(s) as the user gave them (``errors.as_given``), for messages
    terms_typed: str | None = None  # the same as shell words, absolute paths whole: for a command to run (``typed_as``)
    quotes_from: str | None = None  # the contract file a TERMS.yaml's quotes are from (its ``document:`` line)
    inventory_file: Path | None = None  # the ``--inventory`` the unit ids were read from
    unit_ids_are_nodes: bool = False  # the inventory's one column is ``node`` (``incidents.read.Inventory.of_nodes``)
    # each file the terms were extracted from (the contract's, or each of a bundle's): the clauses no term carries
    # (a credit per incident) are read in them; [] for terms a person wrote (TERMS.yaml)
    documents: list[Document] = field(default_factory=list)
    # the downtime multiple the contract counts only past its level's allowance, left out of the credit
    # (``multiple_past_level``): the multiple as read, said on each month with downtime
    multiple_left_out: float | None = None
    # what ``documents`` state that no term carries (a credit per incident, a cap on another basis, ...), read once, when
    # first asked, with the contract's reading (``contracts.ContractClauses``; its own over ``documents`` when not given)
    clauses: ContractClauses | None = None
    # terms given without their clauses, the note saying why (``sla/messages.yaml``): ``clauses_not_recorded``, an
    # ``Extraction`` of a run the database stored before it stored them (``store.stored_clauses``' None, passed as its
    # ``clauses``); ``clauses_not_given``, one an API caller made with no ``clauses``. The claim says none of them
    clauses_unknown: str | None = None
    # ... or without the sentence their downtime multiple stands in (a run stored before it stored that sentence:
    # ``KeptClauses.multiple_not_recorded``): the claim decides from the term's quote, and says so
    multiple_not_recorded: bool = False
    # the contract as read, when the terms were extracted from it (``contracts.ContractRead``): the run stores it as
    # extract does (``commands.save_contract``: each file, its terms and the clauses no term carries)
    contract_read: ContractRead | None = None

    def __post_init__(self) -> None:
        if self.clauses is None:
            self.clauses = ContractClauses(self.documents, self.terms)


@contextmanager
def naming_the_terms(inputs: ClaimInputs):
    """A term the credit needs and the terms lack (``sla.engine`` raises it for "terms") is a problem of the
    file the terms came from: name it as the user gave it, and say what to add and how (SPEC §3.7: money is
    never guessed): the line a TERMS.yaml takes ('sla_unit: gpu|node|cluster'), or for a contract, how to
    write its terms out to a TERMS.yaml to add it to."""
    try:
        yield
    except SlacheckError as exc:
        if exc.file != TERMS_PROBLEM:
            raise
        raise terms_file_problem(inputs, exc) from None


def terms_file_problem(inputs: ClaimInputs, exc: SlacheckError) -> SlacheckError:
    """``exc`` (a problem of the terms: ``naming_the_terms``) as one of the file they came from."""
    from .terms_file import term_line

    source = inputs.terms_given or inputs.terms_source
    keys = [exc.term] if isinstance(exc.term, str) else list(exc.term or ())
    lines = [f"'{term_line(key, getattr(exc, 'values', None))}'" for key in keys]
    what = (f"the line {lines[0]}" if len(lines) == 1 else f"the lines {', '.join(lines[:-1])} and {lines[-1]}"
            if lines else "it")
    how = (f"add {what} to {source}" if inputs.document_sha256 is None else
           f"write the terms out as a TERMS.yaml (slacheck extract {inputs.terms_source} --format yaml > terms.yaml), "
           f"add {what} there, and pass --terms terms.yaml" if Path(source).suffix.lower() == ".json" else
           f"write the terms out (slacheck extract {inputs.terms_typed or source} --format yaml > terms.yaml), "
           f"add {what} there, "
           "and pass --terms terms.yaml")
    remedy = ", or " if ": pass --" in exc.message else ": "  # an option that gives it, already named
    error = SlacheckError(source, exc.message + remedy + how + getattr(exc, "note", ""))
    error.term = exc.term
    return error


def parse_zone(tz: str) -> ZoneInfo:
    try:
        return ZoneInfo(tz)
    except (ZoneInfoNotFoundError, ValueError):
        raise SlacheckError("--tz", f"unknown time zone '{tz}' (use an IANA name such as Asia/Shanghai)") from None


def parse_as_of(value: str | date | None) -> date:
    """``--as-of`` as a date (default today: the CLI's clock, never the engine's)."""
    if value is None:
        return date.today()
    if isinstance(value, datetime):
        day = value.date()
    elif isinstance(value, date):
        day = value
    else:
        try:
            day = date.fromisoformat(value.strip()[:10])
        except ValueError:
            raise SlacheckError("--as-of", f"'{value}' is not a date (YYYY-MM-DD)") from None
    if not FIRST_YEAR <= day.year <= LAST_YEAR:
        raise SlacheckError("--as-of", f"{day.isoformat()} is outside the years {FIRST_YEAR}-{LAST_YEAR}")
    return day


def as_of_before_the_log(day: date, table: IncidentTable, zone: ZoneInfo) -> str | None:
    """The note for an explicit ``--as-of`` before the log's first incident (a typo such as 2015 for 2025):
    every month is then unfinished on it and nothing is claimable, which the months alone leave to be
    noticed. None when the day is on or after the first incident (or the log is empty)."""
    if not len(table):
        return None
    first = from_epoch_ms(int(table.start_ms.min()), zone).date()
    if day >= first:
        return None
    return said("as_of_before_the_log", day=day.isoformat(), first=first.isoformat())


ENDS_AFTER_SHOWN = 5  # incident ids an "ends after --as-of" note names


def ending_after_as_of(table: IncidentTable, as_of_ms: int | None, zone: ZoneInfo,
                       now_ms: int | None = None) -> str | None:
    """The note for incidents the log records as ending after an explicit ``--as-of`` (``as_of_ms``, its
    instant): they are counted as logged, to their end, not clipped at the as-of. The log is the record, and
    ``--as-of`` only closes incidents still open (SPEC §3.7); the time past it falls only in months unfinished
    on it (partial, not claimable), whose figures then hold time after the as-of, which the months alone do
    not say. Without an explicit as-of, the same for incidents ending after the run's clock (``now_ms``): an end
    in the future is a clock or time-zone error in the log, or an end not known yet, counted as if it were.
    None when every incident ends by the moment (or neither is given)."""
    moment = as_of_ms if as_of_ms is not None else now_ms
    if moment is None or not len(table):
        return None
    rows = np.flatnonzero(table.end_ms > moment)
    if not len(rows):
        return None
    words = notes_words()["ends_after"]
    last = int(rows[np.argmax(table.end_ms[rows])])
    shown = words["separator"].join(words["shown"].format(id=table.ids[int(i)]) for i in rows[:ENDS_AFTER_SHOWN])
    more = words["more"].format(count=len(rows) - ENDS_AFTER_SHOWN) if len(rows) > ENDS_AFTER_SHOWN else ""
    until = from_epoch_ms(int(table.end_ms[last]), zone).isoformat(timespec="minutes")
    at = from_epoch_ms(moment, zone).isoformat(timespec="minutes")
    moment_words = words["as_of" if as_of_ms is not None else "now"]
    return words["sentence"].format(log=table.file, incidents=counted(len(rows), "incident"), shown=shown, more=more,
                                    until=until, after=moment_words["after"].format(at=at), why=moment_words["why"],
                                    past=moment_words["past"], **words["one" if len(rows) == 1 else "many"])


def as_of_notes(day: date, as_of_given: bool, as_of_ms: int | None, ours: IncidentTable,
                *others: IncidentTable, zone: ZoneInfo, now: datetime | None = None) -> list[str]:
    """What an as-of leaves to be noticed, for ``claim`` (our log) and ``reconcile`` (both logs): an explicit
    as-of before our log's first incident, else the incidents of each log ending after it (once the as-of is
    before the whole log, every incident ends after it: the first note says it all). Without an explicit as-of
    (``as_of_ms`` None), the incidents ending after the run's clock (``now``: ``run_clock``, which the caller
    reads; a naive one is in ``zone``)."""
    before = as_of_before_the_log(day, ours, zone) if as_of_given else None
    if before:
        return [before]
    now_ms = to_epoch_ms(now, zone) if as_of_ms is None and now is not None else None
    return [note for table in (ours, *others) if (note := ending_after_as_of(table, as_of_ms, zone, now_ms))]


def run_clock(now: datetime | None = None) -> datetime:
    """The run's clock: ``now`` when the caller gives one (a test, a replay), else the current time. The one
    place the future-end note's clock is read (``as_of_notes``)."""
    return now if now is not None else datetime.now(timezone.utc)


def as_of_moment_ms(value: str | date | None, zone: ZoneInfo) -> int | None:
    """The instant an explicit ``--as-of`` closes still-open incidents at (SPEC §3.7): its time
    when one is given (``2019-09-30T12:00Z``; without an offset, in the contract's zone), else
    the start of that day in the contract's zone. None when no ``--as-of`` was given: an open
    incident is then an error, never closed by today's clock."""
    if value is None:
        return None
    parse_as_of(value)  # the same checks as the day
    if isinstance(value, str) and len(value.strip()) > 10:
        try:
            moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise SlacheckError("--as-of", f"'{value}' is not a date or time (YYYY-MM-DD[THH:MM[+08:00]])") from None
        return to_epoch_ms(moment, zone)
    if isinstance(value, datetime):
        return to_epoch_ms(value, zone)
    day = parse_as_of(value)
    return to_epoch_ms(datetime.combine(day, datetime.min.time()), zone)


def read_terms_source(terms: str | Path | list[Term] | None, contract: str | Path | None,
                      limits: Limits) -> tuple[list[Term], str, str | None, str]:
    """Terms, where they came from, the contract's sha256 and language."""
    from .terms_file import read_terms_yaml, terms_file_language

    if isinstance(terms, list):
        return terms, "terms", None, "zh"
    if terms is not None:
        path = Path(terms)
        term_list = read_terms_yaml(path)
        return term_list, path.name, None, terms_file_language(read_utf8(path, "terms file"), term_list)
    if contract is None:
        raise SlacheckError("claim", "give the contract terms: --terms TERMS.yaml or --contract FILE")
    document, term_list = read_contract_terms(contract, limits)
    return term_list, document.name, document.sha256, document.language


def read_contract_terms(contract: str | Path | Document | list, limits: Limits) -> tuple[Document, list[Term]]:
    """The contract's Document and its extracted terms (the letter quotes the Document).

    Several files (a list, or a folder) are one contract (``contracts.read_contracts``): the
    terms are the merged ones, and the Document stands for the whole. Extraction is bounded as
    ``check``'s is (``Limits.max_seconds``, ``max_memory_mb``): a huge contract is bad input, not a hang."""
    read = read_contract_files(contract, limits)
    return read.document, read.terms


def read_contract_files(contract: str | Path | Document | list, limits: Limits):
    """``read_contract_terms``'s contract as ``contracts.read_contracts`` read it (a ContractRead: each file too)."""
    from .contracts import read_contracts

    return read_contracts(list(contract) if isinstance(contract, (list, tuple)) else [contract], limits,
                          terms_file=False)  # (its --terms reads a TERMS.yaml: among the contract's files it is none)


def claim_currency(stated: str | None, given: str | None, language: str, source: str) -> str:
    """The currency a claim's amounts are in (SPEC §1 ``currency``): the contract's; when it states
    none, ``--currency``; else CNY for a Chinese contract; else the user is asked, since a credit
    labelled in a currency the contract never named is a wrong amount."""
    if given is not None:
        code = currency_code(given)
        if stated is not None and stated != code:
            raise SlacheckError("--currency", f"{source} states its amounts in {stated}, not {code}: "
                                "leave --currency out, or correct the terms")
        return code
    implied = implied_currency(stated, language)
    if implied is not None:
        return implied
    raise SlacheckError(source, "the contract states no currency: pass --currency CODE (e.g. USD, EUR) "
                                "for the amounts of the claim")


def read_claim_inputs(incidents: str | Path, *, terms=None, contract=None, incidents_format: str | None = None,
                      inventory: str | Path | None = None, as_of: str | date | None = None, tz: str = "Asia/Shanghai",
                      limits: Limits | None = None, unit_map: str | Path | None = None,
                      hash_log: bool = False, currency: str | None = None,
                      other_map_option: str | None = None,
                      ahead: Callable[[], None] | None = None) -> ClaimInputs:
    """Read and validate the terms, the inventory and the incident log (with ``hash_log``, a big
    log's sha256 hashed as it is read: ``read_incident_table``).

    ``as_of`` is the explicit ``--as-of`` (None when not given): it closes still-open incidents.
    ``currency`` (``--currency``) names the amounts' currency when the contract states none.
    ``other_map_option``: the option the other log's unit map goes with (``reconcile``: ``read_incident_table``).
    ``ahead()``: the caller's next modules, loaded while a big log's second half is read (``read_incident_table``).
    """
    from .terms_file import (is_extract_json, read_extract_json, read_terms_clauses, terms_file_document,
                             terms_to_contract)

    limits = limits or Limits.from_env()
    zone = parse_zone(tz) if isinstance(tz, str) else tz
    document, documents, clauses, quotes_from, unknown, read = None, [], None, None, None, None
    multiple_not_recorded = False
    if terms is None and contract is not None:
        read = read_contract_files(contract, limits)
        document, term_list, documents = read.document, read.terms, read.documents or [read.document]
        clauses = read.clauses
        source, sha, language = document.name, document.sha256, document.language
        if any(t.document for t in term_list):  # a bundle: spans point into each file, so quote the terms' own text
            document = None
    elif isinstance(terms, Extraction) or isinstance(terms, (str, Path)) and is_extract_json(terms):
        # extract's JSON (or its Extraction: one of terms and clauses stored, ``store.stored_terms`` and
        # ``stored_clauses``): its terms as extracted from the contract it names, with the clauses a claim says
        extraction = terms if isinstance(terms, Extraction) else read_extract_json(terms)
        term_list, info = extraction.terms, extraction.document
        source, sha, language, quotes_from = info.name, info.sha256, info.language, info.name
        clauses = ContractClauses((), term_list, extraction.clauses)
        if extraction.clauses is None:
            unknown = "clauses_not_recorded" if "clauses" in extraction.model_fields_set else "clauses_not_given"
        multiple_not_recorded = extraction.clauses is not None and extraction.clauses.multiple_not_recorded
    else:
        term_list, source, sha, language = read_terms_source(terms, contract, limits)
        quotes_from = terms_file_document(read_utf8(Path(terms), "terms file")) if isinstance(terms, (str, Path)) \
            else None
        # a TERMS.yaml's kept sentences (its caps beyond a month's): read as the contract's are; none, its terms alone
        kept = read_terms_clauses(terms, term_list) if isinstance(terms, (str, Path)) else None
        clauses = ContractClauses((), term_list, kept) if kept is not None else None
    term_list = ladder_of_level(term_list)  # (a ladder per plan: the plan of the level read, mo42)
    contract_terms = terms_to_contract(term_list, source)
    left_out = multiple_past_level(term_list, contract_terms, clauses)
    if left_out is not None:
        contract_terms = contract_terms.model_copy(update={"credit_downtime_multiple": None})
    amounts_in = claim_currency(contract_terms.currency, currency, language, source)
    if amounts_in != contract_terms.currency:
        contract_terms = contract_terms.model_copy(update={"currency": amounts_in})
    unit_ids, gpu_map, allowed, of_nodes = None, None, None, False
    if inventory is not None:
        listed = load_inventory(inventory, limits)
        unit_ids, gpu_map, of_nodes = listed.unit_ids, listed.gpu_of_node, listed.of_nodes
        allowed = set(unit_ids) | set(gpu_map)
    closes = as_of_moment_ms(as_of, zone)
    table = read_incident_table(incidents, tz=zone, fmt=incidents_format, inventory=allowed,
                                as_of_ms=closes, limits=limits, unit_map=unit_map, hash_log=hash_log,
                                other_map_option=other_map_option, ahead=ahead)
    return ClaimInputs(term_list, contract_terms, source, sha, language, table, Path(incidents),
                       unit_ids, gpu_map or None, zone, document, closes, given_as(terms, contract),
                       typed_as(terms, contract), quotes_from=quotes_from,
                       inventory_file=Path(inventory) if inventory is not None else None, unit_ids_are_nodes=of_nodes,
                       documents=documents, multiple_left_out=left_out, clauses=clauses,
                       clauses_unknown=unknown, contract_read=read,
                       multiple_not_recorded=multiple_not_recorded and contract_terms.credit_downtime_multiple is not None)


def multiple_past_level(terms: list[Term], contract: ContractTerms, clauses: ContractClauses | None) -> float | None:
    """The downtime multiple of ``contract`` when the statement it was read from counts only the downtime past what the
    level of availability allows (the key's ``past_level`` words: "one day of service ... per fifteen minutes downtime
    past the uptime guarantee"): SPEC §3.4's multiple counts all of a month's downtime, and the allowance, its rounding
    ("in fifteen minute increments") are no part of it, so a claim computing it would overstate the credit. None
    otherwise. Read in the sentence the term stands in, for terms extracted from the contract's files (``clauses``: of
    them, or kept with the terms, extract's JSON's; ``ContractClauses.multiple_sentence``); in a TERMS.yaml, in the
    term's quote (the contract's words ``extract`` wrote beside the value,
    which run on to the ``past_level`` words: "one day of service will be provided per fifteen minutes downtime past the
    uptime guarantee")."""
    term = next((t for t in terms if t.key == "credit_downtime_multiple"), None)
    if term is None or contract.credit_downtime_multiple is None:
        return None
    from .extract.matchers import rules
    from .extract.numbers import nfkc

    words = rules().keys["credit_downtime_multiple"].phrases("past_level")
    statement = clauses.multiple_sentence() if clauses is not None and clauses.known else None
    statement = nfkc(term.text) if statement is None else statement
    return contract.credit_downtime_multiple if words.search(statement) else None


def multiple_past_level_review(inputs: ClaimInputs, result):
    """``result`` (a ClaimResult) with each month that counts downtime saying the contract's downtime multiple, which
    counts only the downtime past the level's allowance, was left out (``multiple_past_level``)."""
    if inputs.multiple_left_out is None:
        return result
    note = said("multiple_past_level", multiple=f"{inputs.multiple_left_out:g}",
                where=where_read(inputs, "credit_downtime_multiple"))
    # (in place of "no credit form" where it was the only one: the contract states one, left out)
    return _instead_of_no_credit_form(result, [note], lambda month: month.downtime_minutes > 0)


def check_unit_count(command: str, units: int | None, inventory) -> None:
    """``--units`` and ``--inventory`` both give the number of units (SPEC §3.3): given together, one would
    override the other unsaid."""
    if units is not None and inventory is not None:
        raise SlacheckError(command, "give --units or --inventory, not both")


def reading_warnings(inputs: ClaimInputs) -> list[str]:
    """What the reading of the contract the terms came from left out or read though it is not final
    (``Document.warnings``: a draft's tracked changes, a page without text), or the clauses no term carries not
    recorded with the terms read back or not given with them (``ClaimInputs.clauses_unknown``), said with the claim's
    notes."""
    warnings = list(inputs.document.warnings) if inputs.document is not None else []
    return warnings + ([said(inputs.clauses_unknown, terms=inputs.terms_source)] if inputs.clauses_unknown else []) \
        + ([said("multiple_not_recorded", terms=inputs.terms_source)] if inputs.multiple_not_recorded else [])


def inventory_notes(inputs: ClaimInputs, sla_unit: str | None = None) -> list[str]:
    """What an ``--inventory`` does that the figures leave unsaid (``sla_unit``: ``--sla-unit``, else the terms',
    else the default cluster), since the user gave it to count units. Under a cluster SLA the whole cluster is
    the one unit (SPEC §3.3), so the inventory only checks the log's unit ids (and a 'gpu,node' one gives a
    downtime multiple the cluster's GPUs where the terms state no gpu_count:
    ``sla.availability.downtime_gpus_per_unit``); under a GPU SLA one of nodes counts each node as the terms'
    ``gpus_per_node`` GPUs (``nodes_as_gpus_notes``)."""
    measured = sla_unit or inputs.contract.sla_unit or "cluster"
    if inputs.inventory_file is None:
        return []
    if measured == "gpu" and inputs.unit_ids_are_nodes:
        return nodes_as_gpus_notes(inputs)
    if measured != "cluster":
        return []
    return [said("inventory_under_cluster", inventory=inputs.inventory_file.name,
                 gpus=said("cluster_gpus") if inputs.gpu_of_node_map else "")]


def nodes_as_gpus_notes(inputs: ClaimInputs) -> list[str]:
    """What a node-only inventory under a GPU SLA does (``sla.engine`` counts each node as the terms'
    ``gpus_per_node`` GPUs), said with where that figure was read; and where the terms' ``gpu_count`` is not the
    nodes' GPUs, that the inventory's figure is the one counted (the claim's unit-minutes are the inventory's)."""
    per_node = inputs.contract.gpus_per_node
    if not per_node or inputs.unit_ids is None:  # (the engine stopped the claim, saying what to add)
        return []
    nodes = len(dict.fromkeys(inputs.unit_ids))
    figures = {"inventory": inputs.inventory_file.name, "nodes": counted(nodes, "node"), "per_node": per_node,
               "gpus": nodes * per_node}
    notes = [said("nodes_as_gpus", where=where_read(inputs, "gpus_per_node"), **figures)]
    stated = inputs.contract.gpu_count
    if stated and stated != nodes * per_node:
        notes.append(said("gpu_count_differs", gpu_count=stated, **figures))
    return notes


QUOTE_SHOWN = 80  # characters of a term's text a note quotes


def where_read(inputs: ClaimInputs, key: str) -> str:
    """Where the terms' ``key`` was read, for a note: the contract's file and clause (or page) and its text, or
    the terms file and the entry's text (the contract's quote, in a TERMS.yaml ``extract`` wrote); the terms'
    source alone when no term says more."""
    term = next((t for t in inputs.terms if t.key == key), None)
    source = inputs.terms_source
    if term is None:
        return source
    quote = _shown(inputs, term.span)
    words = notes_words()["where"]
    if inputs.document_sha256 is None:
        return words["terms_file"].format(file=source, quote=quote)
    return words["clause" if term.clause else "page"].format(file=term.document or source, clause=term.clause,
                                                             page=term.page, quote=quote)


def credit_days_review(inputs: ClaimInputs, result):
    """``result`` (a ClaimResult) with each month whose credit tier is written in days of service (a derived
    credit_tiers term whose quote states each tier's days: ``extract.tiers.credit_days``) saying so: the days beside
    the tier's share of the fee in ``basis``, and in ``review`` the month's length the share is of: as the contract
    states it ("按31天计算"), or 30 days where it states none, said so."""
    term = next((t for t in inputs.terms if t.key == "credit_tiers"), None)
    tiers = inputs.contract.credit_tiers
    if term is None or term.evidence_kind != "derived" or not tiers:
        return result  # (before the extractor's modules are loaded: a claim on a TERMS.yaml needs none of them)
    from .extract.tiers import credit_days

    days, month = credit_days(term.text, [t.credit_pct for t in tiers])
    if not days:
        return result
    # the month's length as the contract states it, or 30 days taken where it states none
    how = "stated" if month else "assumed"
    of, detail = said(f"credit_days_month_{how}", month=month), said(f"credit_days_detail_{how}", month=month)
    months = []
    for month in result.months:
        form = next((b for b in month.basis if b.form == "tiers" and b.credit_pct > 0), None)
        earned = next((d for pct, d in days.items() if form is not None and abs(float(form.credit_pct) - pct) < 1e-5),
                      None)
        if earned is None:
            months.append(month)
            continue
        basis = [b.model_copy(update={"detail": b.detail + said("credit_days_detail", days=earned, month=detail)})
                 if b is form else b for b in month.basis]
        note = said("credit_days", days=earned, pct=f"{float(form.credit_pct):.6g}", month=of,
                    where=where_read(inputs, term.key))
        months.append(month.model_copy(update={"basis": basis, "review": [*month.review, note]}))
    return result.model_copy(update={"months": months})


def per_incident_notes(inputs: ClaimInputs, wording: str = "per_incident_credit",
                       clauses: list | None = None) -> list[str]:
    """What is said of each clause of the contract's files stating a credit per incident, which no credit form computes
    (``extract.tiers.per_incident_clauses``, or ``clauses`` already found): the amount leaves it out (``wording``: the
    note of ``sla/messages.yaml`` that says it; reconcile's under its credits is its own)."""
    return [_clause_note(inputs, span, wording) for span in per_incident_of(inputs, clauses)]


def _clause_note(inputs: ClaimInputs, span, wording: str = "per_incident_credit") -> str:
    """What is said of one clause ``span`` stating a credit per incident, or per period of downtime other than an hour,
    whatever the month: the amount leaves it out (``wording``, or its per-period twin)."""
    return said(_period_wording(wording) if span.per_period else wording, **_quoted(inputs, span))


def _period_wording(wording: str) -> str:
    """The note of ``sla/messages.yaml`` said of a credit per period of downtime other than an hour where ``wording`` is
    said of a credit per incident ("per_incident_credit_reconcile" -> "period_credit_reconcile")."""
    return "period_credit" + wording.removeprefix("per_incident_credit")


def per_incident_of(inputs: ClaimInputs, clauses: list | None = None) -> list:
    """The contract's clauses stating a credit per incident (``clauses`` when already found: found once, said twice)."""
    if clauses is not None:
        return clauses
    return inputs.clauses.found("per_incident_clauses")


def _quoted(inputs: ClaimInputs, span) -> dict:
    """Where a note quotes ``span`` from: its file, page and its words (shortened)."""
    return dict(file=span.document or inputs.terms_source, page=span.page, quote=_shown(inputs, span))


def _shown(inputs: ClaimInputs, span) -> str:
    """``span``'s words as a note quotes them: in the contract's own characters, as its reader sees them
    (``report.quotes.quote_of``: "乙方（出租方）：", not the text read's "乙方(出租方):"), on one line, shortened; as the
    span holds them when the contract is not at hand (a TERMS.yaml's)."""
    document = document_of(inputs.documents, span.document)
    if document is None:
        quote = span.text
    else:
        from .report.quotes import quote_of

        quote = quote_of(document, span)
    quote = " ".join(quote.split())
    return quote if len(quote) <= QUOTE_SHOWN else quote[:QUOTE_SHOWN - 1] + "…"


def per_incident_review(inputs: ClaimInputs, result, clauses: list | None = None):
    """``result`` (a ClaimResult) with each month saying the contract also states a credit per incident, which no
    credit form computes (``per_incident_clauses``, or ``clauses`` already found): the claim's amount leaves it out. A
    credit for a single outage longer than a length the clause states ("any single outage exceeding 4 hours earns an
    additional 25% credit") is said only on the months with a counted outage past it, naming the longest: the month's
    ``longest_outage``, merged as its downtime is (two overlapping incidents of one unit are one outage, SPEC §3.3); one
    owed only below a level of availability ("If availability falls below 99.9%, ... for any single outage exceeding 4
    hours"), only on such a month below it."""
    clauses = per_incident_of(inputs, clauses)
    if not clauses:
        return result
    months = []
    for month in result.months:
        notes = []
        longest = month.longest_outage
        for span in clauses:
            if span.per_period or span.over_minutes is None:
                notes.append(_clause_note(inputs, span))
            elif longest is not None and (longest.minutes > span.over_minutes
                                          or span.reached and longest.minutes >= span.over_minutes) \
                    and (span.below_pct is None or below_level(month, span.below_pct)):
                # (one owed only below a level of availability: on a month below it, saying so)
                level = "" if span.below_pct is None else said("long_outage_level", below=f"{span.below_pct:g}",
                                                                 availability=month.availability_pct)
                # (one the month's edge cuts: the part in this month, as the other month's note says its own)
                edge = "" if longest.in_month is None else said("long_outage_edge", part=length_said(longest.in_month))
                notes.append(said("long_outage_reached" if span.reached else "long_outage_credit",
                                  over=length_said(span.over_minutes), length=length_said(longest.minutes),
                                  ids=ids_said(longest.ids), edge=edge, level=level, **_quoted(inputs, span)))
        months.append(month.model_copy(update={"review": [*month.review, *notes]}) if notes else month)
    return result.model_copy(update={"months": months})


def split_priced(inputs: ClaimInputs, clauses: list, monthly_fee: float | Decimal | None = None) -> tuple[list, list]:
    """``clauses`` (credits per incident, ``per_incident_of``) as (those a claim prices, each with its rows: a credit by
    one outage's length said per incident, in rows ``extract.outage_bands`` reads, with a monthly fee to price it on,
    ``monthly_fee`` else the contract's), and the others, which a claim only quotes."""
    fee = monthly_fee if monthly_fee is not None else inputs.contract.monthly_fee
    if not clauses or fee is None:
        return [], list(clauses)
    from .extract.outage_bands import priced_bands

    # (a share of a fee priced on the contract's monthly fee where its sentence names that fee; on --monthly-fee's, the
    # user's own, as given)
    stated = inputs.clauses.fee_sentence() if monthly_fee is None else None
    priced, rest = [], []
    for clause in clauses:
        bands = priced_bands(inputs.documents, clause, stated)
        if bands is not None:
            priced.append((clause, bands))
        else:
            rest.append(clause)
    return priced, rest


def priced_clauses(inputs: ClaimInputs, monthly_fee: float | Decimal | None = None) -> list:
    """The contract's credits per incident a claim prices (``split_priced``), as the clauses a letter quotes: rows from
    the lead that says them per outage (``outage_bands.with_lead``)."""
    from .extract.outage_bands import with_lead

    return [with_lead(getattr(document_of(inputs.documents, clause.document), "text", ""), clause)
            for clause, _ in split_priced(inputs, per_incident_of(inputs), monthly_fee)[0]]


class Outage(NamedTuple):
    """One outage a credit per incident counts: from its incidents' earliest start to their latest end in the log (ms),
    their ids, the units they name ("*": the whole service), and how many units had it (``unit_outages``: the units the
    log never names, each down with every `*` incident; else 1)."""

    start: int
    end: int
    ids: Sequence[str]
    units: tuple[str, ...]
    count: int = 1


class _Ids(Sequence):
    """The ids of one outage's incidents, read from the log's id column only when a note names them (a month may hold
    ~10^6 outages, few of them named)."""

    def __init__(self, column, rows: np.ndarray):
        self.column, self.rows = column, rows

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self.column[int(k)] for k in self.rows[index].tolist()]
        return self.column[int(self.rows[index])]


def _counted_rows(month, table: IncidentTable):
    """(ids of ``month``'s rows, the rows counted in its downtime, their positions in ``table``, the units each of those
    names: "*" the whole service), or None when the month's rows cannot be placed in ``table`` (a MonthResult computed
    on another log)."""
    from .columns.results import IncidentResults
    from .incidents.table import ALL_UNITS

    rows = IncidentResults.coerce(month.incidents)
    if rows.positions is None or (len(rows.positions) and int(rows.positions.max()) >= len(table)):
        return None
    counted = np.flatnonzero((rows.reason_codes == 0) & (rows.minutes > 0))
    at = rows.positions[counted]
    where = {p: k for k, p in enumerate(at.tolist())}
    units: list[list[str]] = [[] for _ in where]
    pairs = np.flatnonzero(np.isin(table.pair_incident, at))
    for incident, unit in zip(table.pair_incident[pairs].tolist(), table.pair_unit[pairs].tolist()):
        units[where[incident]].append("*" if unit == ALL_UNITS else table.unit_names[unit])
    return rows.ids, counted, at, units


def _merged(table: IncidentTable, at: np.ndarray, since: int) -> list[tuple[int, int, np.ndarray]]:
    """The rows ``at`` of ``table`` merged where they overlap or touch (SPEC §3.3's merge), each outage whole, from its
    earliest start to its latest end, as (start ms, end ms, its rows: indices into ``at``), those starting at ``since``
    or after (one that began the month before is that month's)."""
    order = np.lexsort((table.end_ms[at], table.start_ms[at]))
    starts, ends = table.start_ms[at][order].astype(np.int64), table.end_ms[at][order].astype(np.int64)
    if not len(starts):
        return []
    # column-wise: an incident opens a new outage where it starts after every one before it ended (touching is one)
    reach = np.maximum.accumulate(ends)
    firsts = np.flatnonzero(np.concatenate(([True], starts[1:] > reach[:-1])))
    lasts = np.concatenate((firsts[1:], [len(starts)]))
    keep = np.flatnonzero(starts[firsts] >= since)
    return [(int(starts[firsts[k]]), int(reach[lasts[k] - 1]), order[firsts[k]:lasts[k]]) for k in keep.tolist()]


def month_outages(month, table: IncidentTable, zone: ZoneInfo) -> list[Outage] | None:
    """The outages that start in ``month`` (a MonthResult computed on ``table``): its counted incidents merged where
    they overlap or touch, whatever their units (one outage of the service, SPEC §3.3's merge), each naming the units
    its incidents name. None when the month's rows cannot be placed in
    ``table``."""
    from .sla.months import month_bounds_ms

    found = _counted_rows(month, table)
    if found is None:
        return None
    ids, counted, at, units = found
    whole = all(names == ["*"] for names in units)  # (every incident of the whole service: each outage's units known)
    return [Outage(start, end, _Ids(ids, counted[rows]),
                   ("*",) if whole else tuple(sorted({u for j in rows.tolist() for u in units[j]})))
            for start, end, rows in _merged(table, at, month_bounds_ms(month.month, zone)[0])]


def unit_outages(month, table: IncidentTable, zone: ZoneInfo, units: int) -> list[Outage]:
    """Each unit's own outages that start in ``month`` (``month_outages``, by the units the log names): a unit's
    counted incidents with the `*` ones (which hit every unit), merged; the ``units`` the SLA counts that the log never
    names have the `*` incidents' outages, each (``Outage.count``). Empty when the month's rows cannot be placed."""
    from .sla.months import month_bounds_ms

    found = _counted_rows(month, table)
    if found is None:
        return []
    ids, counted, at, named_by = found
    since = month_bounds_ms(month.month, zone)[0]
    whole = np.array(["*" in names for names in named_by], dtype=bool)
    named = sorted({u for names in named_by for u in names} - {"*"})
    groups = [((unit,), 1, np.flatnonzero(whole | np.array([unit in names for names in named_by], dtype=bool)))
              for unit in named]
    if units > len(named) and whole.any():
        groups.append((("*",), units - len(named), np.flatnonzero(whole)))
    return [Outage(start, end, [ids[int(counted[sel[j]])] for j in rows.tolist()], unit, count)
            for unit, count, sel in groups for start, end, rows in _merged(table, at[sel], since)]


def units_counted(month, zone: ZoneInfo) -> int:
    """How many units the SLA counts in ``month`` (a MonthResult): its unit-minutes over the month's minutes."""
    from .sla.months import month_bounds_ms

    begin, end = month_bounds_ms(month.month, zone)
    return round(month.unit_minutes * 60000 / (end - begin))


def per_incident_priced(inputs: ClaimInputs, result, priced: list, monthly_fee=None, table: IncidentTable | None = None,
                        sla_unit: str | None = None):
    """``result`` (a ClaimResult) with each month owed the credits per incident ``priced`` (``split_priced``) prices:
    each outage starting in the month (``month_outages``, on ``table``, the log the months were computed on; default the
    inputs') earns the days of service of the row holding its length, a day being the month's fee over its days; the
    sum is one more credit form, the largest claimed and capped as SPEC §3.4 says. Each month with such an outage says
    what it earned, one on the end two rows share the lesser row's (said), one in no row nothing (said, for a person).

    Units (mo24): where the SLA counts more than one unit, an outage of units the log names, not of the whole service
    (`*`), is not claimed under a clause naming no unit (it may mean the service's outage): said, with what it would
    earn; where the SLA counts one unit (SPEC §3.3: any incident makes it down) it is claimed, and said. A clause owed
    for each unit (``OutageBands.per_unit``: "每台服务器每次故障") counts each unit's outages (``unit_outages``), each
    earning on the unit's share of the fee; where the SLA counts fewer units than the log names, nothing, said. Under a
    node SLA (``sla_unit``: the claim's, else the contract's) a gpu,node inventory names each GPU's node: a unit's
    outages are its node's (``units_as_measured``, as the months were counted); under another, nothing, said."""
    if not priced:
        return result
    import calendar

    from .extract.outage_bands import EARNED
    from .sla.credits import basis_pct, cap_of, claim_largest, exact, forms_of, round_money

    fee = exact(monthly_fee if monthly_fee is not None else inputs.contract.monthly_fee)
    cap = inputs.contract.credit_cap_pct
    table = inputs.incidents if table is None else table
    per_unit = all(bands.per_unit for _, bands in priced)
    # (each GPU's outage its node's, where the SLA counts nodes and the inventory names the GPUs' nodes)
    by_node = per_unit and bool(inputs.gpu_of_node_map) and (sla_unit or inputs.contract.sla_unit) == "node"
    if by_node:
        from .sla.engine import units_as_measured

        table = units_as_measured(table, "node", inputs.gpu_of_node_map)
    each_cap = outage_cap_read(inputs)
    from .sla.caps import outage_cap_applies_each

    if not outage_cap_applies_each(each_cap, per_unit):
        each_cap = None
    months, total = [], result.total_credit
    for month in result.months:
        outages = month_outages(month, table, inputs.zone) if month.downtime_minutes else []
        if not outages:
            if outages is None:
                month = month.model_copy(update={"review": [
                    *month.review, *(_clause_note(inputs, clause) for clause, _ in priced)]})
            months.append(month)
            continue
        days_in = calendar.monthrange(*map(int, month.month.split("-")))[1]
        units = units_counted(month, inputs.zone)
        named = sorted({u for outage in outages for u in outage.units} - {"*"})
        notes = []
        if per_unit and (units <= 1 or len(named) > units or inputs.gpu_of_node_map and not by_node):
            # (each unit's share of the fee is not known: no unit of the SLA's own, fewer than the log names, or the log's
            # GPUs mapped to nodes under an SLA not counting nodes)
            named_said = said("per_incident_units_named", count=counted(len(named), "unit"), units=ids_said(named)) \
                if named else said("per_incident_units_none")
            notes = [said("per_incident_units_unknown", total=counted(units, "unit"), named=named_said,
                          **_quoted(inputs, clause)) for clause, _ in priced]
            months.append(month.model_copy(update={"review": [*month.review, *notes]}))
            continue
        if per_unit:
            outages = unit_outages(month, table, inputs.zone, units)
        # (what the outages earn as a fraction of the month's fee; of it, the days of service and the shares of the fee)
        part, days, shares, parts, earning = Fraction(0), Fraction(0), Fraction(0), [], None
        earned = _earned(outages, priced, days_in)
        # (an outage needing a note of its own, or any earning one where few earn, is gone through one by one; the
        # others, each earning its row and nothing said, are counted by row column-wise: a month may hold ~10^6)
        few = int((earned.clause >= 0).sum()) <= PARTS_SHOWN
        claimed = earned.clause >= 0
        if not per_unit:
            claimed &= ~(earned.partial & (units > 1))
        alone = np.flatnonzero(earned.unclear | (earned.clause >= 0) & (few | earned.shared | ~per_unit & earned.partial))
        firsts = np.flatnonzero(claimed)
        if len(firsts):
            earning = priced[int(earned.clause[firsts[0]])][0]
        by_row: dict[tuple[int, int], int] = {}
        for k in alone.tolist():
            outage = outages[k]
            minutes = float(earned.minutes[k])
            for c, (clause, bands) in enumerate(priced):
                if earned.how[c][k] == EARNED.index("unclear"):
                    notes.append(said("per_incident_no_row", length=length_said(minutes), ids=ids_said(outage.ids),
                                      **_quoted(inputs, clause)))
            if earned.clause[k] < 0:
                continue
            c = int(earned.clause[k])
            clause, bands = priced[c]
            row = bands.rows[int(earned.rows[c][k])]
            words = dict(length=length_said(minutes), ids=ids_said(outage.ids), **_quoted(inputs, clause))
            merged = said("per_incident_merged" if len(outage.ids) > 1 else "per_incident_alone",
                          count=counted(len(outage.ids), "incident"))
            unit_words = dict(units=ids_said(list(outage.units)), incidents=merged, days=earned_said(row), **words)
            if not per_unit and outage.units != ("*",):
                if units > 1:  # (a unit's outage may be no outage of the service the clause pays for: not claimed)
                    notes.append(said("per_incident_units_review", count=len([u for u in outage.units if u != "*"]),
                                      total=units, **unit_words))
                    continue
                notes.append(said("per_incident_units_one", **unit_words))
            weight = Fraction(outage.count, units) if per_unit else 1
            part, days, shares = part + row.part(days_in) * weight, days + row.days * outage.count, shares + row.share
            if few:
                parts.append(said("per_incident_part", days=earned_said(row), **words) if not per_unit else
                             said("per_incident_unit_part", unit=_unit_said(outage), days=earned_said(row, True), **words))
            else:
                by_row[c, int(earned.rows[c][k])] = by_row.get((c, int(earned.rows[c][k])), 0) + outage.count
            if earned.shared[k]:
                notes.append(said("per_incident_edge", days=earned_said(row), **words))
        # (the others, by row: n outages, and the units' outages they stand for (``Outage.count``), each earning the row's)
        rest = claimed.copy()
        rest[alone] = False
        for c, (clause, bands) in enumerate(priced):
            of_clause = rest & (earned.clause == c)
            for r, row in enumerate(bands.rows):
                held = of_clause & (earned.rows[c] == r)
                n = int(held.sum())
                if not n:
                    continue
                times = int(earned.counts[held].sum())
                part += row.part(days_in) * (Fraction(times, units) if per_unit else n)
                days, shares = days + row.days * times, shares + row.share * n
                by_row[c, r] = by_row.get((c, r), 0) + times  # (a unit's outage each: those of units the log never names)
        for (c, r), n in sorted(by_row.items()):
            row = priced[c][1].rows[r]
            parts.append(said("per_incident_row_part", count=counted(n, "outage"), band=band_said(row),
                              days=earned_said(row, per_unit)))
        if part:
            uncapped = fee * part
            pct = part_said = part * 100
            kind = "_units" if per_unit else ""
            detail = said("per_incident_detail" + kind, parts="; ".join(parts), days=days_said(days),
                          month_days=days_in, units=units) \
                if not shares else said("per_incident_detail_share", parts="; ".join(parts), pct=pct_said(pct))
            capped_notes, earned_amount = [], round_money(uncapped)  # (the notes say what the days earn, uncapped)
            if each_cap is not None:  # (each outage's earning capped: the month's sum is theirs, no month's cap)
                each = _each_capped(outages, np.flatnonzero(claimed), earned, priced, days_in, fee, units, per_unit,
                                    each_cap, inputs.zone)
                capped_notes, detail = each.notes, f"{detail} = {round_money(uncapped)}; {each.said}"
                uncapped, pct = each.total, each.total / fee * 100
            basis = CreditBasis(form="per_incident", credit_pct=basis_pct(pct), amount=round_money(uncapped),
                                detail=detail)
            before = month.credit_amount
            # (the forms' largest claimed and capped anew, on the amounts the month's basis shows, as SPEC §3.4 says:
            # the month's own claim stands where the new form is not the largest; its review says the new count)
            update = {"basis": [*month.basis, basis]}
            # (owed besides the month's other credit where every clause priced says so, "In addition, for each outage":
            # added to the largest of the other forms, not a form the largest of which is claimed)
            largest = max(month.basis, key=lambda b: b.amount, default=None)
            added = largest is not None and all(bands.added for _, bands in priced)
            limit = None if cap is None else round_money(cap_of(cap, fee))
            others = forms_of(month.basis)
            if each_cap is not None and not each_cap.in_service_time:
                # (the contract's cap is each outage's, met above: the month's is no cap of this form; the others
                # stand as the month claimed them, each at most the month's amount)
                limit, others = None, [(form, p, min(amount, month.credit_amount)) for form, p, amount in others]
            old = claim_largest(forms_of(month.basis), None, no_cap=cap is None).review
            review = [r for r in month.review if r not in old]
            no_cap = cap is None
            if added:
                other = min(largest.amount, month.credit_amount) if each_cap is not None else largest.amount
                total_pct, total_amount = pct + Fraction(str(largest.credit_pct)), basis.amount + other
                claim = claim_largest([("per_incident", total_pct, total_amount)], limit, no_cap=no_cap)
                update.update(credit_pct=float(total_pct), credit_amount=claim.amount, capped=claim.capped)
                notes.append(said("per_incident_added", form=largest.form, other=str(other),
                                  amount=str(basis.amount), total=str(total_amount)))
                notes.extend(claim.review)  # (the sum capped as any form is; past the whole fee with no cap: said)
            else:
                claim = claim_largest([*others, *forms_of([basis])], limit, no_cap=no_cap)
                if claim.index == len(month.basis):
                    update.update(credit_pct=float(pct), credit_amount=claim.amount, capped=claim.capped)
                review.extend(claim.review)
            if each_cap is not None and "credit_amount" in update:  # (an outage cut: the month's claim is capped)
                update["capped"] = update["capped"] or each.cut
            notes.insert(0, said(("per_incident_priced" if not shares else "per_incident_priced_share") + kind,
                                 days=days_said(days), month_days=days_in, pct=pct_said(part_said), amount=str(earned_amount),
                                 units=units, **_quoted(inputs, earning)))
            notes[1:1] = capped_notes
            update["review"] = [*review, *notes]
            month = month.model_copy(update=update)
            total += month.credit_amount - before
        elif notes:
            month = month.model_copy(update={"review": [*month.review, *notes]})
        months.append(month)
    return result.model_copy(update={"months": months, "total_credit": total})


PARTS_SHOWN = 12  # outages a month's detail names one by one; past them it counts them by row


class _EachCapped(NamedTuple):
    """A month's credit per incident with each outage's earning capped (``_each_capped``): the total (money), the
    notes of the outages cut (``caps.outage_notes``), the words the basis' detail adds, and whether any was cut."""

    total: Fraction
    notes: list[str]
    said: str
    cut: bool


def _each_capped(outages: list[Outage], ks: np.ndarray, earned, priced: list, days_in: int, fee: Fraction, units: int,
                 per_unit: bool, cap, zone: ZoneInfo) -> _EachCapped:
    """What the claimed outages ``ks`` of ``outages`` earn (``_earned``'s rows), each capped by the contract's cap on one
    outage (``cap``: ``sla.caps.OutageCap``) through ``sla.caps.cap_each_outage``, as the engine caps its forms: an
    outage of one unit (a clause owed for each unit) earns on the unit's share and is capped at one unit's cap."""
    from .sla.availability import messages
    from .sla.caps import EACH_CAPPED, Outage as Capped, cap_each_outage, outage_notes
    from .sla.credits import round_money

    def at(ms) -> str:  # (as the engine's notes write a time: ``ClaimEngine.outages``)
        return from_epoch_ms(int(ms), zone).isoformat(timespec="minutes")

    limit = cap.amount(fee, units)
    share = Fraction(1, units) if per_unit else Fraction(1)
    capped = []
    for k in ks.tolist():
        outage, c = outages[k], int(earned.clause[k])
        row = priced[c][1].rows[int(earned.rows[c][k])]
        named = [u for u in outage.units if u != "*"]
        capped.append(Capped(outage.ids, ", ".join(named) or ("*" if per_unit else None), at(outage.start),
                             at(outage.end), outage.count if per_unit else 1,
                             {"per_incident": row.part(days_in) * share * fee}))
    each = cap_each_outage(capped, "per_incident", limit)
    notes = outage_notes(each, cap, fee, units, messages()["notes"]["outage_capped"])
    return _EachCapped(each.total, notes, f"{EACH_CAPPED} {round_money(limit)}: {each.cut_count} of {each.count} cut",
                       bool(each.cut))


class _Earned(NamedTuple):
    """What each outage of a month earns under the clauses priced (``_earned``), column-wise: its length in minutes, how
    many units' outages it stands for, the clause it earns by (-1: none), each clause's row for it (-1: none) and how that
    was found (``outage_bands.EARNED``), whether it earns on an end two rows share, whether it is of units the log names
    only (not the whole service's, `*`), and whether a clause leaves it between rows."""

    minutes: np.ndarray
    counts: np.ndarray
    clause: np.ndarray
    rows: list[np.ndarray]
    how: list[np.ndarray]
    shared: np.ndarray
    partial: np.ndarray
    unclear: np.ndarray


def _earned(outages: list[Outage], priced: list, days_in: int) -> _Earned:
    """Each of ``outages`` earns the most one clause of ``priced`` gives it, the first such clause where two give as
    much (a ladder the contract states twice is owed once); a row giving nothing earns nothing."""
    from .extract.outage_bands import EARNED

    minutes = np.array([(o.end - o.start) / 60000 for o in outages], dtype=float)
    found = [bands.earned_all(minutes) for _, bands in priced]
    # (each row's part of the fee ranked, exactly, so the clauses' rows compare as whole numbers)
    rank = {v: k + 1 for k, v in enumerate(sorted({row.part(days_in) for _, b in priced for row in b.rows} - {0}))}
    best = np.zeros(len(outages), dtype=np.int64)
    clause = np.full(len(outages), -1, dtype=np.int64)
    shared = np.zeros(len(outages), dtype=bool)
    unclear = np.zeros(len(outages), dtype=bool)
    for c, ((_, bands), (rows, how)) in enumerate(zip(priced, found)):
        ranks = np.array([rank.get(row.part(days_in), 0) for row in bands.rows] + [0], dtype=np.int64)[rows]
        better = ranks > best
        best[better], clause[better], shared[better] = ranks[better], c, how[better] == EARNED.index("shared_end")
        unclear |= how == EARNED.index("unclear")
    return _Earned(minutes, np.array([o.count for o in outages], dtype=np.int64), clause, [r for r, _ in found],
                   [h for _, h in found], shared, np.array([o.units != ("*",) for o in outages], dtype=bool), unclear)


def band_said(row) -> str:
    """The lengths a row of a credit per incident holds, as a note says them: "over 1 hour up to 4 hours", "up to 1
    hour", "4 hours or more", "any length"."""
    ends = notes_words()["per_incident_band"]
    lower = "" if row.lower == 0 and row.lower_in else \
        ends["from_in" if row.lower_in else "from_out"].format(n=length_said(row.lower))
    upper = "" if row.upper is None else ends["to_in" if row.upper_in else "to_out"].format(n=length_said(row.upper))
    return " ".join(w for w in (lower, upper) if w) or ends["any"]


def _unit_said(outage: Outage) -> str:
    """The unit whose own outage ``outage`` is, as a note names it; the units the log never names, how many."""
    if outage.units == ("*",):
        return said("per_incident_other_units", count=outage.count)
    return ", ".join(outage.units)


def unread_forms_review(inputs: ClaimInputs, result, priced: list = ()):
    """``result`` (a ClaimResult) with each month that says the contract states no credit form saying instead why, where
    the contract states credits in a form no tier is read from, rather than a wrong one, so the claim owes nothing by
    them: levels named together that do not settle which level each is owed below (``extract.tiers.unclear_levels``:
    "below 99.9% or 85%, a Service Credit of 10%"), else a credit table left unread (``extract.tiers.
    unread_credit_tables``: "| < 95% | 2 months |" amid "| 10% |" rows), else a credit granted for a missed level in no
    credit form (``extract.tiers.remedy_clauses``: "less than ... the respective service Availability Target, the
    Supplier will issue a credit ... according to the level specified in the Specific Product Service Level agreement");
    each such clause quoted (file, page), as
    `check` does (``checklist.unread.UNREAD``), the first reader that finds any. A table the claim prices as a credit per
    incident (``priced``: ``split_priced``'s, "| 480+ minutes | 732 hours (1 month) |" under a lead naming each outage) is
    no table left unread: not said (mo34)."""
    from .sla.credits import NO_CREDIT_FORM

    if not inputs.clauses.known or not any(NO_CREDIT_FORM in month.review for month in result.months):
        return result
    from .checklist.unread import unread_form_said

    for reader, wording in UNREAD_CREDIT_FORMS:
        # (a table or list left unread said by its first column, or as a list: ``unread_form_said``)
        notes = [said(wording, **_quoted(inputs, span),
                      what=unread_form_said(span.text, "en") if reader == "unread_credit_tables" else None)
                 for span in inputs.clauses.found(reader)
                 if not any(clause.document == span.document and clause.start < span.end and span.start < clause.end
                            for clause, _ in priced)]
        if notes:
            return _instead_of_no_credit_form(result, notes, lambda month: NO_CREDIT_FORM in month.review)
    return result


# the readers of ``extract.tiers`` of credits stated in a form no tier is read from, in the order a claim asks them (the
# last reads the files again), and the note (``sla/messages.yaml``) quoting what each finds
UNREAD_CREDIT_FORMS = (("unclear_levels", "levels_unclear"), ("unread_credit_tables", "credit_table_unread"),
                       # ... else a credit for a missed level no term carries ("less than ... the respective service
                       # Availability Target, the Supplier will issue a credit ... according to the level specified in the
                       # Specific Product Service Level agreement", mo36)
                       ("remedy_clauses", "remedy_unread"))


def partial_tiers_review(inputs: ClaimInputs, result):
    """``result`` (a ClaimResult) with each month with downtime saying its credit tiers are only those a text adds or
    changes (a ``partial`` credit_tiers term: "新增“服务可用性<95%,代金券补偿金额为月度服务费的100%”"): the ladder's other
    tiers are not quoted, so a month above the tiers read may be owed a credit all the same; or that they are held to a
    year's uptime (a ``yearly`` term: "The Uptime Annual Percentage of the services is determined as follows"), so the
    month's availability held against them decides nothing the contract says; or that they are scaled by the days an
    outage touched (a ``prorated`` term: "10%乘以受影响天数占整月的比例"), so a band's whole share overstates the credit; or
    that they were read only from a worked example or an illustration (an ``example`` term: "比如某云厂商规定：当月可用性低于
    99.9%…返还5%服务费"), no credit the contract itself states."""
    term = next((t for t in inputs.terms if t.key == "credit_tiers"), None)
    if term is None or term.evidence_kind not in ("partial", "yearly", "prorated", "example"):
        return result
    note = said(f"{term.evidence_kind}_tiers", where=where_read(inputs, term.key))
    return _noted(result, [note], lambda month: month.availability_pct < 100)


def scoped_credit_review(inputs: ClaimInputs, result):
    """``result`` (a ClaimResult) with each month with downtime saying which of the contract's credit forms it states per
    scope (a term whose conflict is ``scoped``: "5% of MRC for each hour of Network Outage" beside "10% of MRC for each
    hour of Power Outage"), each scope's figure named: the claim counts the value read, while which scope failed
    decides the credit owed (SPEC §3.4 carries no scope); or twice with different figures and no scope (a term whose
    conflict is a ``contradiction``: two ladders, two credits per hour, mo34), each figure named with its page: the
    claim counts the value read, while the contract does not settle which one holds."""
    from .checklist.reasons import value_text
    from .contracts import ContractClauses

    notes = []
    for t in inputs.terms:
        if t.key not in ContractClauses.CREDIT_FORMS or t.conflict_kind not in ("scoped", "contradiction"):
            continue
        others = [a for a in t.alternatives if a.reason == "conflict"]
        if t.conflict_kind == "scoped" and isinstance(t.value, (int, float)):
            notes.append(said("scoped_credit", key=t.key, value=f"{t.value:g}", values="; ".join(
                f"{a.value:g} for '{a.scope}'" for a in [t, *others])))
        elif t.conflict_kind == "contradiction" and others:
            notes.append(said("contradicted_credit", key=t.key, value=value_text(t.key, t.value, "en"), values="; ".join(
                f"{value_text(t.key, a.value, 'en')} (page {a.page})" for a in [t, *others])))
    return _noted(result, notes, lambda month: month.availability_pct < 100) if notes else result


def _ladder_holes(inputs: ClaimInputs) -> list[tuple[float, float]]:
    """The holes of ``inputs``' credit ladder where its term reads ``gapped`` (the term's ``gaps``, as extraction read
    them, or as a TERMS.yaml written from it keeps them: its ``no credit:`` lines), else none."""
    term = next((t for t in inputs.terms if t.key == "credit_tiers"), None)
    if term is None or not term.gaps:
        return []
    return sorted({(gap.from_pct, gap.to_pct) for gap in term.gaps})


def gapped_tiers_review(inputs: ClaimInputs, result, gaps: list[tuple[float, float]] | None = None,
                        monthly_fee: float | Decimal | None = None):
    """``result`` (a ClaimResult) with each month whose availability falls in a hole of a ``gapped`` credit ladder
    (the term's ``gaps``, as extraction read them: "低于98%但≥95%" over "低于90%": 90% to 95% earns nothing) owing no
    credit by the tiers, and saying so: the ladder (SPEC §3.4) would give it the credit of the band above the hole (below the lowest
    band, where it states its lower end: the credit of that band). A month the contract states other credit forms for is
    owed the largest of those (SPEC §3.4: each form computed, the largest claimed), capped as the month was. A month
    counted per unit (``credit_base: unit``) holds each unit's own availability against the holes: a unit in one earns
    nothing by the tiers, the others their tier's share of the fee (``monthly_fee``: the claim's, else the contract's;
    neither known, the month keeps its amount and the note asks for it to be checked). ``gaps``: the holes when found
    already (``_ladder_holes``)."""
    gaps = _ladder_holes(inputs) if gaps is None else gaps
    if not gaps:
        return result
    fee = monthly_fee if monthly_fee is not None else inputs.contract.monthly_fee
    where = where_read(inputs, "credit_tiers")
    no_cap = inputs.contract.credit_cap_pct is None
    months, total = [], result.total_credit
    for month in result.months:
        before = month.credit_amount
        if month.credit_amount and month.units:
            month = _units_in_holes(month, gaps, fee, where, no_cap)
        elif month.credit_amount:
            gap = _hole_of(gaps, month.downtime_minutes, month.unit_minutes)
            if gap is not None:
                month = _tiers_owing(month, Fraction(0), Decimal("0.00"), notes_words()["month_in_hole"], no_cap)
                month = month.model_copy(update={"review": [*month.review, _hole_said(gap, where)]})
        total += month.credit_amount - before
        months.append(month)
    return result.model_copy(update={"months": months, "total_credit": total})


def shared_edge_review(inputs: ClaimInputs, result):
    """``result`` (a ClaimResult) with each month whose availability is exactly a level two bands of its credit ladder
    both state as theirs (the term's ``edges``: "95% - 99%" under "99% - 99.9%", at 99.000%) saying so, both bands
    quoted: the ladder (SPEC §3.4, a level strictly above the availability) pays the band above's credit, while the band
    under it, its upper end inside it by the words, would pay its own; the vendor may read either. A month counted per
    unit (``credit_base: unit``) names the units whose own availability is there. The amount stays the ladder's."""
    from .sla.credits import exact, tier_credit_pct

    term = next((t for t in inputs.terms if t.key == "credit_tiers"), None)
    tiers = inputs.contract.credit_tiers
    if term is None or not term.edges or not tiers:
        return result
    where = where_read(inputs, "credit_tiers")

    def note(edge, units: str | None = None) -> str:
        level = exact(edge.pct)
        under = max((exact(t.credit_pct) for t in tiers if exact(t.below_pct) == level), default=Fraction(0))
        fields = dict(pct=f"{edge.pct:g}", above=_shown(inputs, edge.above), under=_shown(inputs, edge),
                      paid=pct_said(tier_credit_pct(tiers, level)), other=pct_said(under), where=where)
        return said("shared_edge_units", units=units, **fields) if units else said("shared_edge", **fields)

    months = []
    for month in result.months:
        notes = []
        own_minutes = month.unit_minutes / sum(u.count for u in month.units) if month.units else None
        for edge in term.edges:
            level = exact(edge.pct)
            if month.units:
                names = [_month_unit_said(u) for u in month.units if _availability(u.downtime_minutes, own_minutes) == level]
                notes += [note(edge, ", ".join(names))] if names else []
            elif month.availability_pct < 100 and _availability(month.downtime_minutes, month.unit_minutes) == level:
                notes.append(note(edge))
        months.append(month.model_copy(update={"review": [*month.review, *notes]}) if notes else month)
    return result.model_copy(update={"months": months})


def _hole_of(gaps: list[tuple[float, float]], downtime_minutes: float, unit_minutes: float):
    """The hole (low, high) of ``gaps`` an availability of ``downtime_minutes`` over ``unit_minutes`` falls in (as a
    tier compares it, unrounded: ``below_level``), or None."""
    from .sla.credits import exact

    pct = _availability(downtime_minutes, unit_minutes)
    return next(((low, high) for low, high in gaps if not pct < exact(low) and pct < exact(high)), None)


def _hole_said(gap: tuple[float, float], where: str, units: str | None = None) -> str:
    """The note of a month (``units``: the units of a month counted per unit) falling in the ladder's hole ``gap``."""
    low, high = gap
    if units is not None:
        return said("gapped_tiers_units" if low else "below_tiers_units", low=f"{low:g}", high=f"{high:g}",
                    units=units, where=where)
    return said("gapped_tiers", low=f"{low:g}", high=f"{high:g}", where=where) if low else \
        said("below_tiers", high=f"{high:g}", where=where)


def _units_in_holes(month, gaps: list[tuple[float, float]], fee, where: str, no_cap: bool):
    """``month`` (a MonthResult counted per unit) with each unit whose own availability falls in a hole of ``gaps``
    earning nothing by the tiers, the month owing the tiers' share the other units earn of ``fee`` (or its other
    forms' largest: ``_tiers_owing``, ``no_cap``: the contract states no cap), a note per hole naming its units;
    unchanged where no unit falls in one."""
    from .sla.credits import exact, round_money

    count = sum(u.count for u in month.units)
    own_minutes = month.unit_minutes / count  # (each unit's own month)
    holes: dict[tuple[float, float], list[str]] = {}
    units = []
    for u in month.units:
        gap = _hole_of(gaps, u.downtime_minutes, own_minutes) if u.credit_pct else None
        if gap is not None:
            holes.setdefault(gap, []).append(_month_unit_said(u))
            u = u.model_copy(update={"credit_pct": 0.0})
        units.append(u)
    if not holes:
        return month
    notes = [_hole_said(gap, where, ", ".join(names)) for gap, names in holes.items()]
    if fee is None:
        return month.model_copy(update={"review": [*month.review, *notes]})
    pct = sum((Fraction(u.count, count) * exact(u.credit_pct) for u in units), Fraction(0))
    month = _tiers_owing(month, pct, round_money(pct / 100 * exact(fee)), ", ".join(n for v in holes.values() for n in v),
                         no_cap)
    return month.model_copy(update={"units": units, "review": [*month.review, *notes]})


def _month_unit_said(unit) -> str:
    """A unit of a month counted per unit (a UnitResult) as a note names it: its name, or the units the log never names
    (``_unit_said`` says an outage's)."""
    return unit.unit or notes_words()["units_unnamed"].format(count=unit.count)


def _tiers_owing(month, pct: Fraction, amount: Decimal, holed: str, no_cap: bool):
    """``month`` (a MonthResult) with its tiers owing ``pct`` of the fee (``amount``) where they were read to owe more,
    as ``holed`` (the month, or its units) falls in a hole of the ladder (said in the tiers' detail): the largest of its
    credit forms claimed (SPEC §3.4), capped as the month's amount was (a month not capped stays under the cap with
    less), or nothing; what the month's claim said of its forms (which is claimed, one past the whole fee where the
    contract states no cap: ``no_cap``) said anew of the claim made, where the first of it was."""
    from .sla.credits import basis_pct, claim_largest, forms_of, pct_text

    def owing(b):
        detail = notes_words()["tiers_holed"].format(detail=b.detail, holed=holed, pct=pct_text(pct))
        return b.model_copy(update={"credit_pct": basis_pct(pct), "amount": amount, "detail": detail})

    basis = [owing(b) if b.form == "tiers" else b for b in month.basis]
    # (a capped month's amount is its cap: the forms' largest claimed anew under it)
    limit = month.credit_amount if month.capped else None
    claim = claim_largest(forms_of(basis), limit, no_cap=no_cap and limit is None)
    old = set(claim_largest(forms_of(month.basis), limit, no_cap=no_cap and limit is None).review)
    owed = claim.index is not None and bool(basis[claim.index].amount)
    said_anew, review = claim.review if owed else [], []
    for r in month.review:
        if r in old:
            review.extend(said_anew)
            said_anew = []
        else:
            review.append(r)
    review.extend(said_anew)
    if not owed:
        return month.model_copy(update={"credit_pct": 0.0, "credit_amount": Decimal("0.00"), "capped": False,
                                        "basis": basis, "review": review})
    return month.model_copy(update={"credit_pct": float(claim.pct), "credit_amount": claim.amount,
                                    "capped": claim.capped, "basis": basis, "review": review})


def cap_other_basis_review(inputs: ClaimInputs, result, monthly_fee=None):
    """``result`` (a ClaimResult) with each month owing a credit saying the contract caps the credits on another basis
    than the month's fee where no ``credit_cap_pct`` is read (``extract.tiers.capped_credit_clauses``: "In no event shall
    service credits exceed 8% of the annual fees" caps a year's credits, no month's), each such sentence quoted, as
    `check` does: the amount is not capped by it, and a person must hold it against the cap. A cap over a year or the
    term that the claim applies (``period_caps``) is said by ``period_cap_review`` instead."""
    if not inputs.clauses.known or inputs.contract.credit_cap_pct is not None \
            or not any(month.credit_amount for month in result.months):
        return result
    applied = [cap.span for cap in period_caps(inputs, monthly_fee)]
    timed = time_cap_read(inputs)
    from .sla.caps import outage_cap_applies

    if timed is not None and outage_cap_applies(timed[0], inputs.contract):  # (applied: ``ClaimEngine.capped_per_outage``)
        applied.append(timed[1])
    notes = [said("cap_other_basis", **_quoted(inputs, span)) for span in inputs.clauses.found("capped_credit_clauses")
             if span not in applied]
    if not notes:
        return result
    return _noted(result, notes, lambda month: month.credit_amount)


def outage_cap_read(inputs: ClaimInputs):
    """The contract's cap (``credit_cap_pct``) as a cap on each outage's credit (``sla.caps.outage_cap_of``: its sentence
    names one outage and a base a claim knows), which the engine applies where it can (``sla.caps.outage_cap_applies``);
    None where it is a month's cap, or the contract's sentence is not at hand."""
    cap = inputs.contract.credit_cap_pct
    if not inputs.clauses.known:
        return None
    from .extract.tiers import grammar
    from .sla.caps import outage_cap_of

    if cap is not None:
        read = outage_cap_of(inputs.clauses.cap_sentence(), cap, where_read(inputs, "credit_cap_pct"), grammar())
        if read is not None:
            return read
    timed = time_cap_read(inputs)
    return timed[0] if timed else None


def time_cap_read(inputs: ClaimInputs):
    """(the cap on the service time one outage earns, as a cap on each outage's credit: ``sla.caps.time_cap_of``, the
    span it was read in) of the first sentence ``capped_credit_clauses`` finds stating one ("up to a maximum of 24 hours
    per incident"), of the interrupted unit's fee where the credit is a unit's share (``credit_base: unit``); None where
    none states one."""
    if not inputs.clauses.known:
        return None
    from .extract.numbers import nfkc
    from .extract.tiers import grammar
    from .sla.caps import time_cap_of

    terms = inputs.contract
    unit_fee = terms.credit_base == "unit" and (terms.sla_unit or "cluster") != "cluster"
    for span in inputs.clauses.found("capped_credit_clauses"):
        where = notes_words()["where"]["page"].format(**_quoted(inputs, span))
        cap = time_cap_of(" ".join(nfkc(span.text).split()), where, grammar(), unit_fee)
        if cap is not None:
            return cap, span
    return None


def period_caps(inputs: ClaimInputs, monthly_fee=None) -> list:
    """The contract's caps on the credits of a year or of its term that a claim applies (``sla.caps.period_cap_of`` of
    each sentence ``capped_credit_clauses`` finds, but the one ``credit_cap_pct`` was read in: a month's cap); none
    where the monthly fee (``monthly_fee``, else the contract's) is not known."""
    if not inputs.clauses.known or (monthly_fee if monthly_fee is not None else inputs.contract.monthly_fee) is None:
        return []
    from .extract.tiers import grammar
    from .sla.caps import period_cap_of
    from .extract.numbers import nfkc

    month_cap = inputs.clauses.cap_sentence() if inputs.contract.credit_cap_pct is not None else None
    out = []
    for span in inputs.clauses.found("capped_credit_clauses"):
        text = " ".join(nfkc(span.text).split())
        if month_cap is not None and (text in " ".join(month_cap.split()) or " ".join(month_cap.split()) in text):
            continue
        cap = period_cap_of(span, text, grammar())
        if cap is not None:
            out.append(cap)
    return out


def period_cap_review(inputs: ClaimInputs, result, monthly_fee=None):
    """``result`` (a ClaimResult) with the contract's caps on a year's or the term's credits (``period_caps``) applied
    across its months in month order (``sla.caps.period_cuts``: a later month is cut to what the earlier ones in its
    period leave), each month cut saying so, the words quoted; the total anew. A month whose claim lapsed is no credit
    paid: it neither counts nor is cut. Credits of months outside the claim are not known to it (said); a month it does not cut says what ``cap_other_basis_review`` says of it (where no
    ``credit_cap_pct`` is read): check by hand. Where the monthly fee is not known, nothing is applied (it is quoted)."""
    fee = monthly_fee if monthly_fee is not None else inputs.contract.monthly_fee
    caps = period_caps(inputs, fee) if any(m.credit_amount for m in result.months) else []
    if not caps:
        return result
    from .sla.caps import period_cuts
    from .sla.credits import round_money

    months = list(result.months)
    words = notes_words()
    for cap in caps:
        cuts = period_cuts([(m.month, Decimal("0.00") if m.lapsed else m.credit_amount) for m in months], cap, fee)
        for k, (amount, used) in enumerate(cuts):
            month = months[k]
            if amount >= month.credit_amount or month.lapsed:
                if month.credit_amount and inputs.contract.credit_cap_pct is None:  # (as a cap not applied is said)
                    months[k] = month.model_copy(update={"review": [
                        *month.review, said("cap_other_basis", **_quoted(inputs, cap.span))]})
                continue
            note = said("period_cap", period=words["period_words"][cap.period], pct=pct_said(cap.pct),
                        base=words["period_bases"][cap.months], limit=round_money(cap.amount(fee)), used=used,
                        uncapped=month.credit_amount, amount=amount, **_quoted(inputs, cap.span))
            months[k] = month.model_copy(update={"credit_amount": amount, "capped": True,
                                                 "review": [*month.review, note]})
    return result.model_copy(update={"months": months,
                                     "total_credit": sum((m.credit_amount for m in months), Decimal("0.00"))})


def outage_cap_review(inputs: ClaimInputs, result, sla_unit: str | None = None):
    """``result`` (a ClaimResult) with each month owing a credit saying the contract's cap (``credit_cap_pct``) caps each
    outage's credit, not the month's: the sentence the cap was read in names one outage (``outage_caps``: "The maximum
    SLA-compensation for an individual interruption shall be limited to an amount equal to the service fees charged ...
    for the interrupted Service-item during 30 (thirty) calendar days", Berget's SLA; "单次故障赔偿金额最高不超过..."). The
    claim caps the month (SPEC §3.4) at that share of the whole monthly fee: more than one outage may be owed where the
    cap is of the affected unit's fee, less than a month of several outages may be; a person holds each outage's credit
    against the cap, the words quoted."""
    cap = inputs.contract.credit_cap_pct
    if cap is None or not inputs.clauses.known or not any(month.credit_amount for month in result.months):
        return result
    from .extract.tiers import grammar
    from .sla.caps import EACH_CAPPED, outage_cap_applies, outage_words

    if outage_cap_applies(outage_cap_read(inputs), inputs.contract, sla_unit):
        return result  # (applied: each month says the outages it cut, ``sla.engine.ClaimEngine.capped_per_outage``)
    sentence = inputs.clauses.cap_sentence()
    words = outage_words(sentence, grammar()) if sentence else None
    if words is None:
        return result
    note = said("outage_cap", cap=f"{cap:g}", words=words.group(), where=where_read(inputs, "credit_cap_pct"))
    # (not where the month's credit per incident had each outage capped: ``per_incident_priced`` said it)
    return _noted(result, [note], lambda month: month.credit_amount and not any(
        b.form == "per_incident" and EACH_CAPPED in b.detail for b in month.basis))


def deadline_from_outage_review(inputs: ClaimInputs, result, as_of: date, table: IncidentTable | None = None):
    """``result`` (a ClaimResult) with each month with downtime saying the contract counts a deadline from each outage:
    the claim window read so (a derived claim_window_days, quoting its start: "故障发生后30日内提出") or, none read, a
    report due a time after the outage, the credit lost without it (``extract.tiers.report_deadline_clauses``), each
    quoted: SPEC's deadline counts from the month's end, later than the contract's for an outage early in the month.
    Where the window's own words say what it counts from (``counted_from``), the month's deadline is the contract's:
    ``outage_deadlines``, on ``table`` (the log the months were computed on; default the inputs')."""
    if not any(month.downtime_minutes for month in result.months):
        return result
    term = next((t for t in inputs.terms if t.key == "claim_window_days"), None)
    if term is not None and inputs.contract.claim_window_days is not None:
        from_end = window_from_outage(term)
        if from_end is not None:
            return outage_deadlines(inputs, result, inputs.incidents if table is None else table, term, from_end, as_of)
    if not inputs.clauses.known:
        return result
    if term is not None:
        spans, wording = [term.span] if term.evidence_kind == "derived" else [], "deadline_from_outage"
    else:
        spans, wording = inputs.clauses.found("report_deadline_clauses"), "report_from_outage"
    notes = [said(wording, **_quoted(inputs, span)) for span in spans]
    if not notes:
        return result
    return _noted(result, notes, lambda month: month.downtime_minutes)


def calendar_window_review(inputs: ClaimInputs, result, as_of: date):
    """``result`` (a ClaimResult) with each month's claim deadline the day the contract's window ends where the window
    is said in calendar months (``window_months``: "相关月份结束后两(2)个月内提出"), which extraction reads as 30 days a
    month: the months after a 31-day month, or over February, end before that many days do ("两个月" after January ends
    on 31 March; 60 days, on 1 April), and a claim filed on the later day may be refused. Only an earlier deadline is
    taken, each month saying so and quoting the window; a window counted from each outage is ``outage_deadlines``'.
    Only on the contract's own words: a claim on a TERMS.yaml has none of them at hand and loads no extractor (q4)."""
    term = next((t for t in inputs.terms if t.key == "claim_window_days"), None)
    days = inputs.contract.claim_window_days
    if term is None or window_from_outage(term) is not None or not inputs.documents \
            or not _window_in_months(term, days):
        return result
    from .sla.months import last_day_of_month, next_month, parse_month

    quoted, months = _quoted(inputs, term.span), []
    for month in result.months:
        year, number = parse_month(month.month)
        for _ in range(days // 30):
            year, number = next_month(year, number)
        end = last_day_of_month(f"{year:04d}-{number:02d}")
        if month.claim_deadline is None or end >= month.claim_deadline:
            months.append(month)
            continue
        note = said("window_months", months=days // 30, days=days, deadline=end.isoformat(), **quoted)
        months.append(month.model_copy(update={
            "claim_deadline": end, "claim_open": as_of <= end, "review": [*month.review, note]}))
    return result.model_copy(update={"months": months})


def _window_in_months(term: Term, days: int | None) -> int | None:
    """The months the claim window ``term`` (read as ``days``, 30 a month) is said in, where its own figure's unit is a
    word of ``window_months`` ("两(2)个月", "two (2) months"); None for a window of days, or a month the quote names
    besides one ("a claim for a month within 30 days"). Months end on their calendar's days, not after 30 each."""
    if not days or days % 30:
        return None
    from .extract.matchers import rules
    from .extract.numbers import find_quantities, nfkc

    text, months_said = nfkc(term.text), rules().keys["claim_window_days"].phrases("window_months")
    if any(q.kind == "period" and q.high is None and q.value * 30 == days and months_said.search(text[q.start:q.end])
           for q in find_quantities(text)):
        return days // 30
    return None


AFTER_QUOTE = 12  # the characters after a term's quote a mark on its length may take ("(含)", "（不包含）")


def shortest_outage_review(inputs: ClaimInputs, result, table: IncidentTable | None = None):
    """``result`` (a ClaimResult) with each month that counted an incident lasting just the contract's shortest outage
    that counts (min_outage_minutes) saying so where the words the minimum is stated in leave that length out
    (``extract.tiers.minimum_left_out``: "last longer than five (5) minutes", "5分钟以下，不计入"): SPEC §3.6 counts an
    outage exactly at the minimum, the contract may not, and the month's credit may be overstated by it (the incidents
    named, the clause quoted). Incidents are found in ``table`` (the log the months were computed on; default the
    inputs'); a month whose incidents the claim cannot place in it says nothing. The contract's words are read only
    where such an incident is logged (a claim on a hand-written TERMS.yaml builds none of the extractor otherwise)."""
    minimum = inputs.contract.min_outage_minutes
    term = next((t for t in inputs.terms if t.key == "min_outage_minutes"), None)
    if not minimum or term is None:
        return result
    from .sla.months import MS_PER_MINUTE

    table = inputs.incidents if table is None else table
    exact = (table.end_ms - table.start_ms) == minimum * MS_PER_MINUTE
    if not exact.any():
        return result
    from .columns.results import IncidentResults
    from .extract.tiers import minimum_left_out

    # (the words right after the quote, where the contract is at hand: "超过24小时(含)" puts the length in)
    document = document_of(inputs.documents, term.document)
    after = document.text[term.end:term.end + AFTER_QUOTE] if document is not None and term.end is not None else ""
    if not minimum_left_out(term.text, after):
        return result
    words = notes_words()["minimum_left_out"]
    quoted = _quoted(inputs, term.span)
    months = []
    for month in result.months:
        rows = IncidentResults.coerce(month.incidents)
        if not len(rows) or rows.positions is None or int(rows.positions.max(initial=0)) >= len(table):
            months.append(month)
            continue
        found = (rows.reason_codes == 0) & (rows.minutes > 0) & exact[rows.positions]
        named = list(dict.fromkeys(rows.ids[int(k)] for k in np.flatnonzero(found).tolist()))
        if not named:
            months.append(month)
            continue
        number = words["one" if len(named) == 1 else "many"]
        note = words["sentence"].format(shown=words["separator"].join(words["shown"].format(id=i) for i in named),
                                        minimum=counted(minimum, "minute"), **number, **quoted)
        months.append(month.model_copy(update={"review": [*month.review, note]}))
    return result.model_copy(update={"months": months})


def window_from_outage(term: Term) -> bool | None:
    """Does the claim window ``term`` (claim_window_days) count from each outage, as extraction read its quote or a
    TERMS.yaml states it (``Term.counted_from``: "故障发生后30日内提出", "within 30 days of the incident")? True from the
    outage's end (``outage_end``: 故障恢复后), False from its start, None from the month's end (SPEC §3.5: nothing said,
    or ``month_end``)."""
    return {"outage_end": True, "outage_start": False}.get(term.counted_from)


def outage_deadlines(inputs: ClaimInputs, result, table: IncidentTable, term: Term, from_end: bool, as_of: date):
    """``result`` (a ClaimResult) with each month's claim deadline the earliest the contract's window counted from each
    outage allows (``window_from_outage``): the window's days after the start (``from_end``: the end) of the month's
    first counted incident, and ``claim_open`` judged on it. SPEC §3.5 counts from the month's end, which the contract
    does not: a claim filed after its first outage's deadline may be refused for the whole month, so the earliest is
    the month's (each month with downtime says so, the clause quoted). A month whose incidents the claim cannot place in
    ``table`` keeps SPEC's deadline and says the contract's may be earlier."""
    from datetime import timedelta

    from .columns.results import IncidentResults

    days = inputs.contract.claim_window_days
    # ("故障发生后两(2)个月内": the months after the outage's day, not 60 days; only on the contract's own words: a claim on a
    # TERMS.yaml loads no extractor, q4)
    in_months = _window_in_months(term, days) if inputs.documents else None
    at = table.end_ms if from_end else table.start_ms
    quoted = _quoted(inputs, term.span)
    months = []
    for month in result.months:
        rows = IncidentResults.coerce(month.incidents)
        counted = np.flatnonzero((rows.reason_codes == 0) & (rows.minutes > 0))
        if not month.downtime_minutes or not len(counted) or rows.positions is None \
                or int(rows.positions.max(initial=0)) >= len(table):
            kept = [said("deadline_from_outage", **quoted)] if month.downtime_minutes else []
            months.append(month.model_copy(update={"review": [*month.review, *kept]}))
            continue
        first = int(counted[np.argmin(at[rows.positions[counted]])])
        when = from_epoch_ms(int(at[rows.positions[first]]), inputs.zone).date()
        deadline = when + timedelta(days=days)
        wording = "window_from_outage"
        if in_months and (by_months := months_after(when, in_months)) < deadline:
            deadline, wording = by_months, "window_months_from_outage"
        note = said(wording, days=days, months=in_months, id=rows.ids[first], date=when.isoformat(),
                    counted="end" if from_end else "start", deadline=deadline.isoformat(), **quoted)
        months.append(month.model_copy(update={
            "claim_deadline": deadline, "claim_open": as_of <= deadline, "review": [*month.review, note]}))
    return result.model_copy(update={"months": months})


def weighted_downtime_review(inputs: ClaimInputs, result):
    """``result`` (a ClaimResult) with each month with downtime saying the contract weights downtime by the share of
    traffic it cost (``extract.tiers.weighted_downtime_clauses``: "服务不可用时间 = 不可用时间 × 流量下降比例"), each such
    sentence quoted: the incident log (SPEC §3.1) carries no share, so the month counts each outage's whole downtime and
    its credit may be overstated, never said as the contract's figure unsaid."""
    if not inputs.clauses.known or not any(month.downtime_minutes for month in result.months):
        return result
    notes = [said("weighted_downtime", **_quoted(inputs, span))
             for span in inputs.clauses.found("weighted_downtime_clauses")]
    if not notes:
        return result
    return _noted(result, notes, lambda month: month.downtime_minutes)


def rounded_outage_review(inputs: ClaimInputs, result, table: IncidentTable | None = None,
                          sla_unit: str | None = None):
    """``result`` (a ClaimResult) with each month whose downtime, each outage rounded up as the contract says
    (``extract.tiers.rounded_outage_clauses``: to whole minutes, "故障时间小于 1 分钟的按 1 分钟计算。例如，故障时间为 1 分 01 秒，按
    2 分钟算"; to a length it states, "不足5分钟按5分钟计"; to whole hours, "partial hours of Downtime are rounded up to a
    full hour": ``rounding_minutes``), would earn more than the time elapsed does (SPEC §6, what the month counts) saying
    so: a higher tier of ``credit_tiers`` (both downtimes, availabilities and tiers' credits), or a larger downtime
    multiple's voucher (the month's, at the rounded downtime), the clause quoted. The amount stands (SPEC's); a person
    decides. Outages are found in ``table`` (the log the months were computed on; default the inputs'): a whole-service
    outage counts once per unit the SLA counts; a month whose incidents the claim cannot place says nothing.
    ``sla_unit``: the unit the months were counted in where not the contract's (``--sla-unit``)."""
    tiers = inputs.contract.credit_tiers
    multiple = inputs.contract.credit_downtime_multiple
    if not (tiers or multiple) or not inputs.clauses.known or not any(month.downtime_minutes for month in result.months):
        return result
    spans = inputs.clauses.found("rounded_outage_clauses")
    if not spans:
        return result
    from .extract.tiers import rounding_minutes
    from .sla.availability import downtime_gpus_per_unit
    from .sla.credits import downtime_voucher, pct_text, round_money, tier_credit_pct
    from .sla.months import MS_PER_MINUTE

    measured = sla_unit or inputs.contract.sla_unit or "cluster"
    gpus = downtime_gpus_per_unit(inputs.contract, measured, inputs.gpu_of_node_map) if multiple else None

    table = inputs.incidents if table is None else table
    length = rounding_minutes(spans[0].text) or 1.0
    step = round(length * MS_PER_MINUTE)
    fields = dict(_quoted(inputs, spans[0]), step=_rounding_said(length))
    months = []
    for month in result.months:
        outages = month_outages(month, table, inputs.zone) if month.downtime_minutes else None
        if not outages:
            months.append(month)
            continue
        units = units_counted(month, inputs.zone)
        extra_ms = sum((-((o.start - o.end) // step) * step - (o.end - o.start))
                       * (units if o.units == ("*",) else len(o.units)) for o in outages)
        rounded = month.downtime_minutes + extra_ms / MS_PER_MINUTE
        notes = []
        pct, rounded_pct = (_availability(d, month.unit_minutes) for d in (month.downtime_minutes, rounded))
        credit, rounded_credit = (tier_credit_pct(tiers, p) for p in (pct, rounded_pct)) if tiers else (0, 0)
        if rounded_credit > credit:
            notes.append(said("rounded_outages", rounded=f"{rounded:g}", rounded_pct=pct_text(rounded_pct),
                              rounded_credit=pct_text(rounded_credit), minutes=f"{month.downtime_minutes:g}",
                              pct=pct_text(pct), credit=pct_text(credit), **fields))
        voucher = next((b.amount for b in month.basis if b.form == "downtime_multiple"), None)
        if voucher and extra_ms > 0 and gpus and inputs.contract.price_gpu_hour is not None:
            # the voucher at the rounded downtime's GPU-hours (SPEC §3.4: multiple x GPU-hours x price_gpu_hour)
            hours = Fraction(round(rounded * MS_PER_MINUTE), 60 * MS_PER_MINUTE) * gpus
            amount = round_money(downtime_voucher(multiple, hours, inputs.contract.price_gpu_hour))
            notes.append(said("rounded_multiple", rounded=f"{rounded:g}", minutes=f"{month.downtime_minutes:g}",
                              amount=f"{voucher:.2f}", rounded_amount=f"{amount:.2f}", **fields))
        months.append(month.model_copy(update={"review": [*month.review, *notes]}) if notes else month)
    return result.model_copy(update={"months": months})


def _rounding_said(minutes: float) -> str:
    """The length outages are rounded up to, as a note says it ("whole minutes", "whole hours", "multiples of 5
    minutes")."""
    words = notes_words()["rounding_steps"]
    return words["minute"] if minutes == 1 else words["hour"] if minutes == 60 else \
        words["other"].format(minutes=f"{minutes:g}")


def _noted(result, notes: list[str], when: Callable, dropping: str | None = None):
    """``result`` (a ClaimResult) with ``notes`` added to the review of each month ``when`` holds of (``dropping``: a
    note they stand in place of): the one way a contract's note reaches the months it concerns."""
    return result.model_copy(update={"months": [
        month.model_copy(update={"review": [*(r for r in month.review if r != dropping), *notes]})
        if when(month) else month for month in result.months]})


def _instead_of_no_credit_form(result, notes: list[str], saying: Callable):
    """``result`` (a ClaimResult) with each month ``saying`` holds ``notes`` in its review, in place of "no credit form"
    where it says so: the contract states a credit all the same, which the claim does not compute."""
    from .sla.credits import NO_CREDIT_FORM

    return _noted(result, notes, saying, dropping=NO_CREDIT_FORM)


def below_level(month, level: float) -> bool:
    """Is ``month``'s availability (compared unrounded, as a tier's is: SPEC §3.3) strictly below ``level``?"""
    from .sla.credits import exact

    return _availability(month.downtime_minutes, month.unit_minutes) < exact(level)


def _availability(downtime_minutes: float, unit_minutes: float):
    """The availability (a Fraction, unrounded) of ``downtime_minutes`` down over ``unit_minutes``, at the engine's
    milliseconds."""
    from .sla.availability import availability_pct

    return availability_pct(round(downtime_minutes * 60000), round(unit_minutes * 60000))


IDS_SHOWN = 3  # incidents a note names of one outage merged from more


def ids_said(ids: list[str]) -> str:
    """The incidents of one outage as a note names them: each of a few, or the first few and how many more."""
    words = notes_words()["outage_ids"]
    if len(ids) <= IDS_SHOWN:
        return words["all"].format(ids=", ".join(ids))
    return words["some"].format(ids=", ".join(ids[:IDS_SHOWN]), more=len(ids) - IDS_SHOWN)


def length_said(minutes: float) -> str:
    """A length as a note says it (``notes.length`` of ``sla/messages.yaml``): in hours from an hour up, in minutes
    below, its noun in the number its figure (as shown) takes: "1 hour", "4.5 hours", "45 minutes"."""
    words = notes_words()["length"]
    unit = "hour" if minutes >= 60 else "minute"
    figure = float(words["figure"].format(n=minutes / 60 if unit == "hour" else minutes))
    return words["said"].format(n=figure, unit=noun(figure, *words[unit]))


def days_said(days: Fraction) -> str:
    """Days of service as a note says them: "1 day", "3 days", "0.5 days"."""
    words = notes_words()["length"]
    figure = float(words["figure"].format(n=float(days)))
    return words["said"].format(n=figure, unit=noun(figure, *words["day"]))


def earned_said(row, unit: bool = False) -> str:
    """What one row of a credit per incident gives an outage, as a note says it: its days of service ("3 days"), or its
    share of the month's fee ("10% of the month's fee"; ``unit``: of a unit's share of it)."""
    if row.days:
        return days_said(row.days)
    return said("per_incident_unit_share" if unit else "per_incident_share", pct=pct_said(row.share))


def pct_said(pct: Fraction) -> str:
    """A percent as a note says it: "10", "12.5", "3.2258" (at most 4 decimals, no trailing zeros)."""
    return f"{float(pct):.4f}".rstrip("0").rstrip(".")


def contract_review(inputs: ClaimInputs, clauses: list | None = None, as_of: date | None = None,
                    monthly_fee: float | Decimal | None = None, sla_unit: str | None = None):
    """What a credit computed on ``inputs``' terms says of the contract beyond the arithmetic, as a function of a
    ClaimResult: a credit written in days of service (``credit_days_review``), a downtime multiple left out
    (``multiple_past_level_review``) and a credit per incident (``per_incident_review``, its clauses found once, or
    given). `claim` and both of `reconcile`'s credits say the same, and each month a dispute prices by its ``money``
    (the part that can change an amount, not only notes and deadlines; None where nothing can); ``as_of`` (default today) judges a claim
    deadline the contract counts from each outage (``outage_deadlines``); ``monthly_fee``: the fee the credits were
    computed on where not the contract's (``--monthly-fee``); ``sla_unit``: the unit they were counted in where not the
    contract's (``--sla-unit``)."""
    clauses = per_incident_of(inputs, clauses)
    as_of = parse_as_of(as_of)
    gaps = _ladder_holes(inputs)
    priced, quoted = split_priced(inputs, clauses, monthly_fee)

    def money(result, table: IncidentTable | None = None):  # what of the review can change an amount: a ladder's
        # holes, a credit per incident priced by each outage's length
        return per_incident_priced(inputs, gapped_tiers_review(inputs, result, gaps, monthly_fee), priced, monthly_fee,
                                   table, sla_unit)

    def reviewed(result, table: IncidentTable | None = None):  # (table: the log it was computed on, if not inputs')
        result = multiple_past_level_review(inputs, credit_days_review(inputs, result))
        result = unread_forms_review(inputs, per_incident_review(inputs, weighted_downtime_review(inputs, result), quoted),
                                     priced)
        result = deadline_from_outage_review(inputs, outage_cap_review(inputs, money(partial_tiers_review(
            inputs, scoped_credit_review(inputs, result)), table), sla_unit), as_of, table)
        # (a year's cap after the deadlines: a month whose claim lapsed is no credit of the year)
        result = cap_other_basis_review(inputs, period_cap_review(inputs, result, monthly_fee), monthly_fee)
        result = shortest_outage_review(inputs, calendar_window_review(inputs, result, as_of), table)
        result = rounded_outage_review(inputs, result, table, sla_unit)
        result = shared_edge_review(inputs, result)
        result = ladders_review(inputs.terms, result, inputs.contract.monthly_fee if monthly_fee is None else monthly_fee,
                                inputs.contract.credit_cap_pct, said, _availability)
        return end_not_given_review(result, inputs.incidents if table is None else table, inputs.zone)

    reviewed.money = money if gaps or priced else None
    return reviewed


def end_not_given_review(result, table: IncidentTable, zone: ZoneInfo):
    """``result`` (a ClaimResult) with each month that counts downtime of an incident the log marks ended without an
    end time (``IncidentTable.end_not_given``: a Zabbix problem still CLOSING, an alert resolved with no end), which
    ``--as-of`` closed, saying so: its downtime runs to the as-of, longer than the outage was, and the month's credit
    may be overstated by it (a claim is filed on it); and what that means for the month as it stands: held back until
    the end is given, not over at the as-of, or lapsed (its claim window closed)."""
    if not table.end_not_given_rows:
        return result
    # (the marked rows' ids and ends only: a million-row log has a few)
    end_of = dict(zip(table.end_not_given, table.end_ms[table.end_not_given_rows].tolist()))
    # the marked ids as the months' id columns hold them (UTF-8 bytes), each month's rows found column-wise: a month
    # of a big log lists a million incidents, a few of them marked (compared by id: reconcile passes another table
    # than the one the months' rows were read from)
    from .columns.results import IncidentResults

    marked = IdColumn.from_strings(list(end_of)).array
    words = notes_words()["end_not_given"]
    months = []
    for month in result.months:
        rows = IncidentResults.coerce(month.incidents)
        ids = rows.ids.array  # (an id with a NUL byte is kept in an object array of bytes: compared as such)
        found = np.isin(ids, marked if ids.dtype.kind == marked.dtype.kind else marked.astype(object))
        counted = np.flatnonzero(found & (rows.reason_codes == 0) & (rows.minutes > 0))
        named = list(dict.fromkeys(rows.ids[int(k)] for k in counted.tolist()))
        if not named:
            months.append(month)
            continue
        at = from_epoch_ms(max(end_of[incident] for incident in named), zone).isoformat(timespec="minutes")
        number = words["one" if len(named) == 1 else "many"]
        # the month's state said with it: a month lapsed or not over is not held back, and its note says which
        state = words["state"]["lapsed" if month.lapsed else "partial" if month.partial else "finished"].format(
            deadline=month.claim_deadline.isoformat() if month.claim_deadline else "", **number)
        note = words["sentence"].format(shown=words["separator"].join(words["shown"].format(id=i) for i in named),
                                        at=at, state=state, **number)
        months.append(month.model_copy(update={"review": [*month.review, note], "end_not_known": named}))
    return result.model_copy(update={"months": months})


def notes_words() -> dict:
    """The wording of the notes a claim says about its inputs (``sla/messages.yaml``, ``notes:``)."""
    from .sla.availability import messages

    return messages()["notes"]


def said(name: str, **fields) -> str:
    """The note ``name`` of ``notes_words``, its {placeholders} filled in."""
    return notes_words()[name].format(**fields)


def given_as(terms, contract) -> str | None:
    """The file the terms were read from (``terms``, else the contract's file or files) as the user gave it."""
    given = terms if terms is not None else contract
    if isinstance(given, (str, Path)):
        return as_given(given)
    if isinstance(given, (list, tuple)) and given and all(isinstance(g, (str, Path)) for g in given):
        return " ".join(as_given(g) for g in given)
    return None


def typed_as(terms, contract) -> str | None:
    """The file the terms were read from (``given_as``) as shell words to run a command on: each path as given,
    an absolute one whole (``/data/c.md``, where a message names it ``c.md``), quoted where the shell needs it."""
    import shlex

    given = terms if terms is not None else contract
    paths = given if isinstance(given, (list, tuple)) else [given]
    if not paths or not all(isinstance(g, (str, Path)) for g in paths):
        return None
    return " ".join(shlex.quote(str(g)) for g in paths)
