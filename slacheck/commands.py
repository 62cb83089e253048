"""The command layer: each slacheck command computed, its files written and its run recorded, in one place.

``cli.py`` parses options, calls one ``run_*`` function, prints what it returns and sets the exit
code; ``demo.py`` picks its inputs and calls the same functions, so a command cannot behave one
way from the CLI and another way in the demo. Every ``run_*`` function:

1. checks the paths it will write (``--html``, ``--letter``) before any work: a folder, a missing
   parent or an extension that does not say the format is bad input (exit 2, nothing written);
2. computes through ``slacheck.api`` (nothing written yet);
3. renders its files;
4. records the run and its rows in one transaction (``db=None`` is ``--no-db``), and writes the
   files inside it, so a file that cannot be written rolls the run back.

Bad input (``SlacheckError``) leaves the database unchanged. Anything else that stops a command
halfway (a bug, Ctrl-C) is rolled back and then recorded as a ``failed`` run with its error, so
``slacheck history`` shows that it happened.
"""

from __future__ import annotations

import importlib
import os
import sys
from contextlib import ExitStack, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from . import api, profiling
from .errors import SlacheckError
from .progress import SILENT, Progress

DEFAULT_DB = Path("slacheck.db")


# --------------------------------------------------------------------------- files a command writes


@dataclass(frozen=True)
class OutputFile:
    """A file a command writes (``--html``, ``--letter``), in the format its extension names."""

    path: Path
    format: str  # the extension without the dot: "html", "md", "docx"


def output_file(path: Path | str | None, what: str, formats: Sequence[str],
                reads: dict[str, Path | str | Sequence[Path | str] | None] | None = None) -> OutputFile | None:
    """``path`` checked before any work, the one check of every file a command writes (``--html``,
    ``--letter``, ``--redline``): it is not a folder, its folder exists, it is none of the files the command
    ``reads`` (what each is → its path or paths: a letter named as the contract would overwrite it), and its
    extension is one of ``formats`` (the extension chooses the format, as users expect).

    ``path`` as typed (a ``str``: the CLI's): one that ends in a slash names a folder even where none exists
    yet (``--letter letters.md/``), which pathlib would read as the file ``letters.md``."""
    from .limits import folder_refused

    if path is None:
        return None
    typed, path = str(path), Path(path)
    if path.is_dir() or typed.endswith(("/", os.sep)):
        example = f"e.g. {what.split()[-1]}.{formats[0]}"
        if path.is_dir():
            raise folder_refused(path, f"file name for the {what}", example)
        raise SlacheckError(typed, f"ends in '/', a folder's name: give one file name for the {what} ({example})")
    if not path.parent.exists():
        raise SlacheckError(path, f"folder {path.parent} does not exist")
    if not path.parent.is_dir():
        raise SlacheckError(path, f"{path.parent} is a file, not a folder: give the {what} a path in a folder")
    for name, value in (reads or {}).items() if path.exists() else ():
        for given in (Path(p) for p in (value if isinstance(value, (list, tuple)) else [value]) if p is not None):
            folder = given.is_dir()  # a contract's folder: each file in it is the contract
            if given.exists() and (path.resolve().parent if folder else path.resolve()) == given.resolve():
                raise SlacheckError(path, f"is {'a file of ' if folder else ''}the {name}"
                                          f"{'' if folder else ' itself'}: give the {what} another name "
                                          f"(the {name} is never overwritten)")
    suffix = path.suffix.lower().lstrip(".")
    if suffix not in formats:
        said = f"'.{suffix}'" if suffix else "no extension"
        raise SlacheckError(path, f"{said} does not say the {what}'s format: end the name in "
                                  + " or ".join(f".{f}" for f in formats))
    return OutputFile(path, suffix)


def write_output(target: OutputFile, content: str | bytes, what: str) -> None:
    """Write one output file whole or not at all: into a temporary file beside it, then renamed
    over it (a full disk never leaves half a file). A disk that refuses is bad input naming the
    file, not a traceback."""
    partial = target.path.with_name(f".{target.path.stem}.partial{target.path.suffix}")
    try:
        if isinstance(content, bytes):
            partial.write_bytes(content)
        else:
            partial.write_text(content, encoding="utf-8")
        os.replace(partial, target.path)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise SlacheckError(target.path, f"cannot write the {what}: {exc.strerror or exc}") from None


def redline_output(path: Path | str | None, contract: Path) -> OutputFile | None:
    """``--redline`` checked before any work: a .docx name in an existing folder, never the
    contract itself, and a contract document to write back (not a TERMS.yaml)."""
    from .contracts import is_terms_file

    target = output_file(path, "redline", ("docx",), reads={"contract": contract})
    if target is not None and is_terms_file(contract):
        from .ingest.load import CONTRACT_KINDS

        raise SlacheckError(contract, f"a redline ({target.path.name}) writes the contract back: give the contract "
                                      f"file ({CONTRACT_KINDS}), not a TERMS.yaml")
    return target


# --------------------------------------------------------------------------- files a command reads


# what each option that reads one file takes, as its refusals name it (a contract may be a folder: not here)
INPUT_FILES = {"terms": "terms file", "incidents": "incident log file", "vendor_report": "incident log file",
               "inventory": "inventory file", "unit_map": "unit map file", "vendor_unit_map": "unit map file",
               "nccl": "nccl-tests log", "smi": "nvidia-smi CSV file", "workload": "workload file"}


def check_input_files(**given: Path | Sequence[Path] | None) -> None:
    """The files a command reads besides its contract (``INPUT_FILES``), checked before any work: a missing
    one, a folder or a device is refused in the sentence every reader uses (``limits.check_regular_file``),
    naming what the option takes, before a contract is read for minutes."""
    from .limits import check_regular_file

    for name, value in given.items():
        for path in value if isinstance(value, (list, tuple)) else [value]:
            if path is not None:
                check_regular_file(path, INPUT_FILES[name])


# --------------------------------------------------------------------------- recording a run


def as_recorded(value):
    """An option's value as a run records it, as the user gave it: a path as its text, a list (several files, a
    contract of several files) as its items' texts, anything else (a number, a date as typed, None) as it is."""
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [as_recorded(item) for item in value]
    return value


def as_recorded_contract(contract):
    """A contract argument as a run records it, the same for every command: one argument (a file, a folder) as
    its text, several (one contract's files) as their texts (``as_recorded``)."""
    arguments = contract_arguments(contract) if contract is not None else []
    return as_recorded(arguments[0] if len(arguments) == 1 else arguments or None)


@contextmanager
def recorded(db: Path | None, command: str, args: dict, **options) -> Iterator[tuple]:
    """``(conn, run_id)`` inside one transaction, or ``(None, None)`` without a database.

    Open it after computing: bad input must fail before the database is touched. Inside
    ``commit_after_output`` the transaction stays open when the block ends and commits only
    once the command's output is out (see there). ``options`` go to ``store.transaction``.
    """
    if db is None:
        yield None, None
        return
    parked = _parked.get()
    if parked is not None:
        parked.close()  # a run recorded earlier in this command (the demo's steps) commits first
        opened = parked.enter_context(_recording(db, command, args, **options))
        try:
            yield opened
        except BaseException:
            parked.__exit__(*sys.exc_info())  # rolls this run back now (and raises again)
            raise
        return
    with _recording(db, command, args, **options) as opened:
        yield opened


@contextmanager
def _recording(db: Path, command: str, args: dict, **options) -> Iterator[tuple]:
    from . import store

    try:
        with store.transaction(db, command, args, **options) as opened:
            yield opened
    except (SlacheckError, KeyboardInterrupt):  # bad input, or the user stopped it: the database as it was
        raise
    except BaseException as exc:
        store.record_failed_run(db, command, args, exc)
        raise


_parked: ContextVar[ExitStack | None] = ContextVar("slacheck_parked_run", default=None)


@contextmanager
def commit_after_output() -> Iterator[None]:
    """Runs recorded in this block commit when the block ends without an error, else roll back.

    The CLI prints a command's result after ``run_*`` returns; a run committed before that
    would stay in the database when stdout then fails (``> /dev/full``, a full disk), and
    SPEC §5 says a failed run leaves the database as it was. So the CLI prints inside this
    block: stdout refusing the output is a ``SlacheckError`` that rolls the run back.
    """
    stack = ExitStack()
    token = _parked.set(stack)
    try:
        with stack:
            yield
    finally:
        _parked.reset(token)


# --------------------------------------------------------------------------- extract, check, diff, score


def run_extract(contract: Path | Sequence[Path], *, db: Path | None = DEFAULT_DB, progress: Progress = SILENT):
    """``slacheck extract``: the contract's terms with provenance. Returns the Extraction (``api.extract``'s).

    Several files (or a folder) are one contract: each term from the file that governs it (``bundle``)."""
    given = given_contract(contract)
    read = read_given_contract(given, progress)
    with recorded(db, "extract", {"contract": given.recorded}) as (conn, run_id):
        if conn is not None:
            save_contract(conn, read, run_id)
    return api.extract(read)


def contract_arguments(contract: Path | str | Sequence[Path | str]) -> list[Path | str]:
    """One contract argument or several, as a list (``FILE:ROLE`` and folders kept as given)."""
    return [contract] if isinstance(contract, (str, Path)) else list(contract)


@dataclass(frozen=True)
class GivenContract:
    """A command's contract argument(s), as given, and the files they name (``contracts.contract_files``)."""

    sources: list[Path | str]  # as given: ``FILE:ROLE``, folders
    files: list[tuple[Path, str | None]]  # each file with the role the user gave

    @property
    def one(self) -> Path | None:
        """The one file read, or None for a contract of several files (a bundle)."""
        return self.files[0][0] if len(self.files) == 1 else None

    @property
    def recorded(self) -> str | list[str]:
        """How the run records it: as the user gave it (``as_recorded_contract``)."""
        return as_recorded_contract(self.sources)


def given_contract(contract: Path | str | Sequence[Path | str]) -> GivenContract:
    """The files a contract argument names, listed before any is read (a missing one fails here)."""
    from .contracts import contract_files

    sources = contract_arguments(contract)
    return GivenContract(sources, contract_files(sources))


def read_given_contract(given: GivenContract, progress: Progress = SILENT, lang: str | None = None, *,
                        terms_file: bool = False, ahead: Callable[[], None] | None = None):
    """The contract a command names, one way for every command (an ``api.ContractRead``): one file read with
    its pages counted, then its terms extracted; several (or a folder) read as one (``api.read_contracts``), a
    bar counting the files. ``terms_file``: a TERMS.yaml is read as the contract's confirmed terms (``check``).
    ``ahead``: the command's next step made ready while a reader process reads one file (``read_document``)."""
    if given.one is None:
        with progress.working(f"Reading {len(given.sources)} contract files", live=True):
            return api.read_contracts(given.sources, lang=lang, terms_file=terms_file)
    from .contracts import is_terms_file

    if terms_file and is_terms_file(given.one):
        with progress.working(f"Reading {given.one.name}"):
            document, terms = api.read_contract(given.one)
    else:
        document = read_document(given.one, progress, ahead)
        with progress.working(f"Extracting terms from {document.name} ({len(document.pages):,} pages)", live=True):
            terms = api.extract_document_terms(document)
    return api.ContractRead(document, terms, documents=[document])


def save_contract(conn, read, run_id) -> None:
    """The contract as read (``read_given_contract``) stored: each file with the terms it governs, and for a
    bundle the Document standing for it (a single file's is that file's, stored once), with the clauses no term carries
    that a claim says (``store.save_clauses``; none of a TERMS.yaml: no contract text)."""
    from . import store
    from .contracts import is_terms_file

    for document in read.documents:
        store.save_document(conn, document, run_id)
        store.save_terms(conn, document, read.terms_of(document), run_id)
    store.save_document(conn, read.document, run_id)
    if not is_terms_file(read.document):
        store.save_clauses(conn, read.document, read.clauses.kept(), run_id)


def read_document(path: Path, progress: Progress = SILENT, ahead: Callable[[], None] | None = None):
    """The contract, a PDF's bar counting its pages as they are read. While a reader process reads, this
    one loads the extractor (``api.prepare_extraction``), then runs ``ahead()`` (the command's next modules:
    imported here, they would delay the reader's start by as long), then builds what the extractor may
    build ahead."""

    def meanwhile() -> Iterator[None]:
        optional = api.prepare_extraction()  # (at once: the extraction needs it next)
        return optional if ahead is None else then_ahead(optional)

    def then_ahead(optional: Iterator[None]) -> Iterator[None]:
        with profiling.phase("build"):  # a one-off load, as the extractor's: not the reading ``read`` times
            ahead()  # the first step: certain to be needed, unlike the optional ones
        yield
        yield from optional

    with progress.working(f"Reading {path.name}", unit="pages") as step:
        return api.load_document(path, on_page=step.advance, meanwhile=meanwhile)


def claim_modules() -> None:
    """The modules ``claim`` computes and reports with (``run_claim``'s ``ahead``: loaded while a big log's
    second half is still read by the other process, not after the read)."""
    for name in (".report.claims", ".sla.engine"):
        importlib.import_module(name, __package__)


def check_modules() -> None:
    """The modules ``check`` judges and reports with (``run_check``'s ``ahead``)."""
    for name in (".checklist.engine", ".report.findings"):
        importlib.import_module(name, __package__)


@dataclass
class CheckOutcome:
    document: object  # models.Document
    result: object  # models.CheckResult
    html: Path | None = None  # the review page, when one was written
    redline: Path | None = None  # the redlined DOCX, when one was written
    page: str | None = None  # the review page's HTML, when asked for (``check --format html``)


def run_check(contract: Path | Sequence[Path], *, checklist: str = "gpu-training", lang: str | None = None,
              html: Path | str | None = None, redline: Path | str | None = None, db: Path | None = DEFAULT_DB,
              progress: Progress = SILENT, page: bool = False) -> CheckOutcome:
    """``slacheck check``: findings per rule, the HTML review page with ``html`` (written there) or
    ``page`` (returned: ``--format html``), and with ``redline`` the contract as a DOCX with the
    suggested clauses as tracked changes.

    Several files (or a folder) are one contract: the checklist on the terms each file governs, and a
    ``review`` finding where files disagree and nothing settles which prevails (no page nor redline:
    they show one file)."""
    from .checklist.schema import load_checklist

    given = given_contract(contract)
    for option, path, what in (("--html", html, "the review page"), ("--redline", redline, "the redline"),
                               ("--format html", "--format" if page else None, "the review page")):
        if given.one is None and path is not None:
            raise SlacheckError(path, f"{what} shows one contract file; leave out {option} for a contract "
                                      "of several files, or check each file on its own")
    page_file = output_file(html, "review page", ("html", "htm"), reads={"contract": given.one})
    redline_file = redline_output(redline, given.one)
    rules = load_checklist(checklist)  # a bad checklist fails before the contract is read
    read = read_given_contract(given, progress, lang, terms_file=True, ahead=check_modules)
    document, terms = read.document, read.terms
    result = api.check_contract(read, rules, lang=lang)
    review = None
    if page_file is not None or page:
        from .report.html import render_review_html

        review = render_review_html(document, result, lang=lang)
    redline_docx = None
    if redline_file is not None:  # the clauses go into the contract: in the contract's language
        from .report.redline import render_redline_docx

        own = result if (lang or document.language) == document.language else \
            api.check(document, rules, lang=document.language, terms=terms)
        redline_docx = render_redline_docx(document, own, source=given.one)
    with recorded(db, "check", {"contract": given.recorded, "checklist": checklist, "lang": lang}) as (conn, run_id):
        if conn is not None:
            from . import store

            save_contract(conn, read, run_id)
            store.save_findings(conn, result, run_id, document)
        if page_file is not None:  # inside the transaction: a page that cannot be written records nothing
            write_output(page_file, review, "review page")
        if redline_docx is not None:
            write_output(redline_file, redline_docx, "redline")
    return CheckOutcome(document, result, page_file.path if page_file is not None else None,
                        redline_file.path if redline_docx is not None else None, review if page else None)


def run_diff(old: Path, new: Path, *, checklist: str = "gpu-training", lang: str | None = None,
             db: Path | None = DEFAULT_DB, progress: Progress = SILENT):
    """``slacheck diff``: terms added, removed, changed, and the verdicts they move."""
    with progress.working(f"Reading {old.name} and {new.name}"):
        result = api.diff(old, new, checklist, lang=lang)
    with recorded(db, "diff", {"old": as_recorded(old), "new": as_recorded(new), "checklist": checklist}) \
            as (conn, run_id):
        if conn is not None:
            from . import store

            store.save_diff(conn, result, run_id)
    return result


def run_score(contracts: Sequence[Path], *, checklist: str = "gpu-training", workload: Path | None = None,
              lang: str | None = None, currency: str | None = None, fx: Sequence[str] = (),
              db: Path | None = DEFAULT_DB, progress: Progress = SILENT):
    """``slacheck score``: vendors side by side, with the run's cost under a workload (gates
    first), costs in one currency at the ``fx`` rates ("USD=7.1")."""
    from .checklist.workload import parse_fx

    check_input_files(workload=workload)
    rates = parse_fx(list(fx))
    result = api.score(progress.track(contracts, total=len(contracts), description="Reading contracts",
                                      unit="contracts"),
                       checklist, workload=workload, lang=lang, currency=currency, fx=rates)
    args = {"contracts": as_recorded(list(contracts)), "checklist": checklist, "workload": as_recorded(workload)}
    if result.currency is not None:  # the currency as api.score read it ("usd" is USD; CNY with --fx alone)
        args.update(currency=result.currency, fx={k: str(v) for k, v in rates.items()})
    with recorded(db, "score", args) as (conn, run_id):
        if conn is not None:
            from . import store

            store.save_score(conn, result, run_id)
    return result


# --------------------------------------------------------------------------- claim, reconcile


LETTER_FORMATS = ("md", "docx")


# the options a claim's run records (``ClaimRequest.args``), in this order; not ``now``, the run's clock
RECORDED_CLAIM_OPTIONS = ("incidents", "terms", "contract", "month", "monthly_fee", "units", "inventory", "as_of",
                          "tz", "letter", "sla_unit", "unit_map", "currency")


@dataclass
class ClaimRequest:
    """What ``slacheck claim`` reads: the options, as the CLI and the demo give them."""

    incidents: Path
    terms: Path | None = None
    contract: Path | list[Path] | None = None  # a list: files read as one contract (a bundle)
    incidents_format: str | None = None
    month: str | None = None
    monthly_fee: float | None = None
    units: int | None = None
    inventory: Path | None = None
    as_of: date | str | None = None
    tz: str = "Asia/Shanghai"
    letter: Path | str | None = None  # as typed: a trailing slash is a folder's name (``output_file``)
    lang: str | None = None
    sla_unit: str | None = None
    unit_map: Path | None = None
    currency: str | None = None
    now: datetime | None = None  # the run's clock (the CLI reads it; default the current time): not recorded
    extra: dict = field(default_factory=dict)  # options other commands pass through (recorded)

    def args(self, day: date) -> dict:
        given = {name: as_recorded(getattr(self, name)) for name in RECORDED_CLAIM_OPTIONS}
        return {**given, "contract": as_recorded_contract(self.contract), "as_of": day.isoformat(), **self.extra}


def letter_language_needs_letter(lang: str | None, letter, what: str) -> None:
    """``--lang`` of claim and reconcile sets the letter's language alone: without ``--letter`` it would
    go unread without a word (the tables and JSON are the same in every language)."""
    if lang is not None and letter is None:
        raise SlacheckError("--lang", f"sets the language of the {what}, and only --letter FILE writes one: "
                                      "give the letter, or leave out --lang")


@dataclass
class ClaimOutcome:
    result: object  # models.ClaimResult
    inputs: object  # claim_inputs.ClaimInputs
    as_of: date
    letter: Path | None = None
    letter_language: str | None = None


LetterRenderer = Callable[..., "str | bytes"]


def letter_renderer(fmt: str) -> LetterRenderer:
    """The claim-letter renderer for a letter format (``md``; ``docx`` where the report has it)."""
    from .report import letters

    renderer = getattr(letters, "render_claim_letter" if fmt == "md" else f"render_claim_letter_{fmt}", None)
    if renderer is None:
        raise SlacheckError("--letter", f".{fmt} letters are not available in this version; use .md")
    return renderer


def run_claim(request: ClaimRequest, *, db: Path | None = DEFAULT_DB, progress: Progress = SILENT,
              meanwhile: Callable[[Any], None] | None = None) -> ClaimOutcome:
    """``slacheck claim``: availability, credits and deadlines per month, and the claim letter.

    ``meanwhile(result)``: the caller's own work on the computed claim (the CLI renders its JSON),
    called while the audit database's thread still writes a new log's rows, where this thread
    would only wait for them; not called when no such thread runs (``--no-db``; a log the reader
    hashed and found stored already), where the caller's work may take the second core itself.
    """
    from .claim_inputs import check_unit_count, parse_as_of, priced_clauses, read_claim_inputs

    if (request.terms is None) == (request.contract is None):
        raise SlacheckError("claim", "give exactly one of --terms TERMS.yaml or --contract FILE")
    check_unit_count("claim", request.units, request.inventory)
    letter_language_needs_letter(request.lang, request.letter, "claim letter")
    check_input_files(terms=request.terms, incidents=request.incidents, inventory=request.inventory,
                      unit_map=request.unit_map)
    letter_file = output_file(request.letter, "claim letter", LETTER_FORMATS,
                              reads={"terms file": request.terms, "contract": request.contract,
                                     "incident log": request.incidents, "inventory": request.inventory,
                                     "unit map": request.unit_map})
    render_letter = letter_renderer(letter_file.format) if letter_file else None
    day = parse_as_of(request.as_of)
    with progress.working(f"Reading {request.incidents.name}"):
        inputs = read_claim_inputs(request.incidents, terms=request.terms, contract=request.contract,
                                   incidents_format=request.incidents_format, inventory=request.inventory,
                                   as_of=request.as_of, tz=request.tz, unit_map=request.unit_map,
                                   currency=request.currency,
                                   hash_log=db is not None,  # the audit database keys the log by it
                                   ahead=claim_modules)
    # Opened before computing, so the log is stored while the claim is computed (a thread: SQLite
    # lets go of the GIL); bad terms found by the computation roll it back. save_claim references
    # only rows it wrote or found, and checks the log's range it links to.
    with recorded(db, "claim", request.args(day), enforce_foreign_keys=False) as (conn, run_id):
        if conn is not None:
            from . import store

            if inputs.contract_read is not None:  # the contract read, as extract stores it (its clauses too)
                save_contract(conn, inputs.contract_read, run_id)
            # a log stored already (known by the reader's sha256) is only recorded as read, with no
            # thread left running: the computation may take the second core itself
            if store.incident_file_stored(conn, inputs.incidents, inputs.zone):
                store.save_incident_file(conn, inputs.incidents, inputs.zone, run_id, request.incidents)
            else:
                store.in_background(conn, store.save_incident_file, inputs.incidents, inputs.zone, run_id,
                                    request.incidents)
        with progress.working(f"Computing {len(inputs.incidents):,} incidents"):
            result = api.claim_from_inputs(inputs, as_of=day, month=request.month, monthly_fee=request.monthly_fee,
                                           units=request.units, sla_unit=request.sla_unit,
                                           as_of_given=request.as_of is not None, now=request.now)
        letter_language = request.lang or inputs.language
        letter_content = None
        if render_letter is not None:
            letter_content = render_letter(result, inputs.terms, inputs.incidents.to_incidents(inputs.zone),
                                           lang=letter_language, terms_source=inputs.terms_source,
                                           monthly_fee=request.monthly_fee, document=inputs.document,
                                           terms_contract=inputs.contract, quotes_from=inputs.quotes_from,
                                           priced=priced_clauses(inputs, request.monthly_fee))
        if conn is not None:
            if meanwhile is not None and store.writing_in_background(conn):
                meanwhile(result)  # beside the log's rows, not beside the claim's rows (which wait for them)
            with progress.working("Storing incidents"):  # a log stored already is not read again
                store.finish_background(conn)
            # per-incident rows not stored yet go in while the output is written (the commit waits
            # for them); with none, no thread runs and the output may take the second core
            store.save_claim(conn, result, run_id, document_sha256=inputs.document_sha256,
                             terms_source=as_recorded(request.terms) or as_recorded_contract(request.contract),
                             incidents_file=request.incidents,
                             monthly_fee=request.monthly_fee, as_of=day, rows_in_background=True)
        if letter_content is not None:  # inside the transaction: a letter that cannot be written records nothing
            write_output(letter_file, letter_content, "claim letter")
    return ClaimOutcome(result, inputs, day, letter_file.path if letter_content is not None else None,
                        letter_language if letter_content is not None else None)


def run_reconcile(incidents: Path, vendor_report: Path, *, db: Path | None = DEFAULT_DB,
                  progress: Progress = SILENT, head=None, meanwhile=None, **options):
    """``slacheck reconcile``: our log against the vendor's, with each side's credit.

    ``head``: called with the result before its disputes are computed (a JSON writer starts on
    it), only when nothing can fail after the computing: no database, no letter; ``meanwhile``
    (with both credits while the matching runs: the writer renders their part) only with it."""
    if options.get("terms") is not None and options.get("contract") is not None:
        raise SlacheckError("reconcile", "give --terms or --contract, not both")
    check_input_files(incidents=incidents, vendor_report=vendor_report,
                      **{name: options.get(name) for name in ("terms", "inventory", "unit_map", "vendor_unit_map")})
    letter, lang = options.pop("letter", None), options.pop("lang", None)
    letter_language_needs_letter(lang, letter, "dispute letter")
    now = options.pop("now", None)  # the run's clock: not an option to record
    letter_file = output_file(letter, "dispute letter", LETTER_FORMATS,
                              reads={"incident log": incidents, "vendor's report": vendor_report,
                                     "terms file": options.get("terms"), "inventory": options.get("inventory"),
                                     "unit map": [options.get("unit_map"), options.get("vendor_unit_map")],
                                     "contract": options.get("contract")})
    early = head if db is None and letter_file is None else None
    with progress.working(f"Matching {incidents.name} with {vendor_report.name}"):
        result = api.reconcile(incidents, vendor_report, head=early, meanwhile=meanwhile if early else None,
                               now=now, **options)
    letter_content = None
    if letter_file is not None:
        from .report import letters

        terms, language = result.contract_read or ([], None)  # as the credit read them: the contract read once
        render = letters.render_dispute_letter if letter_file.format == "md" else letters.render_dispute_letter_docx
        letter_content = render(result, terms, lang=lang or language or "zh")
    args = {"incidents": as_recorded(incidents), "vendor_report": as_recorded(vendor_report),
            **{k: as_recorded(v) for k, v in options.items()}, "contract": as_recorded_contract(options.get("contract"))}
    with recorded(db, "reconcile", args) as (conn, run_id):
        if conn is not None:
            from . import store

            if result.contract_files is not None:  # the contract read, as extract and claim store it (its clauses too)
                save_contract(conn, result.contract_files, run_id)
            store.save_reconcile(conn, result, run_id)
        if letter_content is not None:
            write_output(letter_file, letter_content, "dispute letter")
    return result


# --------------------------------------------------------------------------- accept


def run_accept(nccl: Sequence[Path], *, contract: Path | Sequence[Path] | None = None, terms: Path | None = None,
               smi: Path | None = None, ports_per_node: int | None = None, min_size_gib: float = 1.0,
               db: Path | None = DEFAULT_DB, progress: Progress = SILENT, **options):
    """``slacheck accept``: nccl-tests (and nvidia-smi) against the contract's terms.

    Several files (or a folder) are one contract, read as ``check`` and ``claim`` read it."""
    if contract is None and terms is None:
        raise SlacheckError("accept", "give --contract FILE or --terms TERMS.yaml")
    if contract is not None and terms is not None:  # (as claim and reconcile: one of them would go unread)
        raise SlacheckError("accept", "give --terms or --contract, not both")
    check_input_files(nccl=nccl, terms=terms, smi=smi)
    read = read_given_contract(given_contract(contract), progress) if contract is not None else None
    result = api.accept(nccl, contract=read, terms=terms, smi=smi, ports_per_node=ports_per_node,
                        min_size_bytes=int(min_size_gib * 1024**3), **options)
    args = {"nccl": as_recorded(list(nccl)), "contract": as_recorded_contract(contract), "terms": as_recorded(terms),
            "smi": as_recorded(smi), "ports_per_node": ports_per_node, "min_size_gib": min_size_gib, **options}
    with recorded(db, "accept", args) as (conn, run_id):
        if conn is not None:
            from . import store

            if read is not None:  # each file with the terms judged, as check and extract store them
                save_contract(conn, read, run_id)
            store.save_acceptance(conn, result, run_id, document_sha256=result.document_sha256,
                                  terms_source=as_recorded(terms) or as_recorded_contract(contract))
    return result
