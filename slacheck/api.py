"""The public Python API: one function per CLI verb (STYLE §2, §7).

Each function returns models and writes nothing; the CLI decides what to store and how to
render, so tests call exactly what the CLI calls. Heavy modules are imported inside the
functions so that ``slacheck --help`` stays fast.
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Iterable, Sequence

from .contracts import ContractRead, given_once, prepare_extraction, read_contracts
from .limits import Limits
from .models import CheckResult, ClaimResult, Document, Extraction, Term, default_language

Source = str | Path | Document
MAX_UNITS = 10_000_000  # --units: more GPUs than any cluster; a typo must not size arrays


def load_document(path: str | Path, limits: Limits | None = None, on_page=None, meanwhile=None) -> Document:
    """Read a contract file (PDF, DOCX, Markdown, text) into one normalised Document.

    ``on_page(done, total)``, if given, is called as each page of a PDF is read;
    ``meanwhile()`` runs while a reader process reads (``prepare_extraction``)."""
    from .ingest.load import load_document as _load

    return _load(Path(path), limits or Limits.from_env(), on_page, meanwhile)


def extract(source: Source | Sequence[str | Path] | ContractRead, limits: Limits | None = None,
            lang: str | None = None) -> Extraction:
    """Extract SPEC §1 terms with provenance from a contract file or loaded Document, or from a contract of
    several files as ``slacheck extract`` reads it: a folder, a list of its files (``FILE:ROLE`` as the CLI
    takes them) or as ``read_contracts`` read it; each term from the file that governs it, the ``bundle``
    saying how the files were read as one (``lang``: the language of its explanations, default its own).
    A TERMS.yaml is no contract file here (``read_terms`` reads one). The clauses no term carries that a claim says are
    kept with the terms (``Extraction.clauses``: ``ContractClauses.kept``)."""
    if isinstance(source, ContractRead):
        return Extraction(document=source.document.info(), terms=source.terms, bundle=source.bundle,
                          clauses=source.clauses.kept())
    if isinstance(source, (list, tuple)) or (not isinstance(source, Document) and Path(source).is_dir()):
        sources = [source] if isinstance(source, (str, Path)) else list(source)
        return extract(read_contracts(sources, limits, lang=lang, terms_file=False))
    document = source if isinstance(source, Document) else load_document(source, limits, meanwhile=prepare_extraction)
    return extract(ContractRead(document, extract_document_terms(document, limits), documents=[document]))


def extract_document_terms(document: Document, limits: Limits | None = None) -> list[Term]:
    """``extract_terms`` within ``Limits.max_seconds`` and ``max_memory_mb`` (a huge contract is bad input, not a hang)."""
    from .contracts import extract_document_terms as _extract

    return _extract(document, limits)


def read_terms(path: str | Path) -> list[Term]:
    """Read a human-confirmed TERMS.yaml (same shape as ``extract --format yaml``)."""
    from .terms_file import read_terms_yaml

    return read_terms_yaml(path)


def accept(nccl: Sequence[str | Path], contract: Source | Sequence[str | Path] | ContractRead | None = None,
           terms: str | Path | None = None, smi: str | Path | None = None, ports_per_node: int | None = None,
           min_size_bytes: int | None = None, limits: Limits | None = None, lang: str | None = None):
    """Judge nccl-tests logs (and an nvidia-smi CSV) against the contract's interconnect terms.

    Terms come from a human-confirmed TERMS.yaml (``terms``) when given, else are extracted
    from ``contract``: a file, a Document, or a contract of several files (a folder or a list of its
    files, or as ``read_contracts`` read it), merged as ``check`` and ``claim`` merge them.
    Sentences are in ``lang`` (zh, en), by default the contract's language.
    Returns an ``accept.models.AcceptResult``.
    """
    from .accept.bounds import GIB, check_accept_options
    from .accept.judge import judge_acceptance
    from .accept.nccl import read_nccl_log
    from .accept.smi import check_gpus, missing_columns, read_smi_csv
    from .terms_file import terms_to_contract

    if terms is None and contract is None:
        raise ValueError("accept needs contract= or terms=")
    check_accept_options(ports_per_node, min_size_bytes)  # the CLI's bounds, before any file is read
    limits = limits or Limits.from_env()
    runs = [run for path in nccl for run in read_nccl_log(path, limits)]
    gpus = read_smi_csv(smi, limits) if smi is not None else []
    sha = None
    if terms is not None:
        from .terms_file import document_from_terms_file

        term_list = read_terms(terms)
        document, source = document_from_terms_file(terms, term_list), Path(terms).name
    else:
        if isinstance(contract, ContractRead):
            document, term_list = contract.document, contract.terms
        else:  # as claim reads it: a folder or a list is one contract of several files
            from .claim_inputs import read_contract_terms

            document, term_list = read_contract_terms(contract, limits)
        sha, source = document.sha256, document.name
    lang = lang or document.language
    findings = (check_gpus(gpus, Path(smi).name, lang=lang) + missing_columns(gpus, Path(smi).name, lang=lang)
                if smi is not None else [])
    return judge_acceptance(source, terms_to_contract(term_list, source), runs, findings, gpus, sha,
                            ports_per_node, GIB if min_size_bytes is None else min_size_bytes, smi_file=Path(smi).name if smi is not None else None,
                            lang=lang)


# ----------------------------------------------------------------------- check, diff, score (checklist)


def read_contract(source: Source, limits: Limits | None = None, on_page=None) -> tuple[Document, list[Term]]:
    """A contract's Document and terms: extracted from a contract file or Document, or read
    from a human-confirmed TERMS.yaml (``.yaml``/``.yml``; its spans point into that file)."""
    from .contracts import read_contract as _read

    return _read(source, limits, on_page)


def check(source: Source, checklist: str | Path = "gpu-training", lang: str | None = None,
          terms: Sequence[Term] | None = None, limits: Limits | None = None) -> CheckResult:
    """Check a contract (file, Document or TERMS.yaml) against a checklist (name or path).

    ``terms`` skips extraction (``source`` must then be a Document). ``lang`` defaults to
    the contract's language.
    """
    from .checklist.engine import check_terms
    from .checklist.quoting import quoted_in_sentences, sentences_in
    from .checklist.schema import Checklist, load_checklist
    from .checklist.unread import with_unread_findings

    rules = checklist if isinstance(checklist, Checklist) else load_checklist(checklist)
    if terms is None:
        document, terms = read_contract(source, limits)
    else:
        document = source if isinstance(source, Document) else read_contract(source, limits)[0]
    terms = list(terms)
    # each finding quoting the sentence that holds its term's words, not the words alone, in its evidence and reason
    result = quoted_in_sentences(check_terms(terms, rules, document.info(), lang, sentences_in([document])), [document])
    # ... and the clauses no term carries (a credit per incident), for review
    return with_unread_findings(result, [document], lang, rules, terms)


def check_contract(read: ContractRead, checklist: str | Path = "gpu-training", lang: str | None = None) -> CheckResult:
    """Check a contract as ``read_contracts`` read it; a bundle's result also lists a ``review``
    finding for each term its files state differently with nothing settling which prevails."""
    from .checklist.engine import check_terms
    from .checklist.quoting import quoted_in_sentences, sentences_in
    from .checklist.schema import Checklist, load_checklist
    from .checklist.unread import with_unread_findings

    rules = checklist if isinstance(checklist, Checklist) else load_checklist(checklist)
    # each finding quoting the sentence that holds its term's words, not the words alone, in its evidence and reason
    quoted = sentences_in(read.documents or [read.document])
    if read.bundle is None:
        result = check_terms(list(read.terms), rules, read.document.info(), lang, quoted)
    else:
        from .bundle.findings import check_bundle

        result = check_bundle(read.terms, read.bundle, rules, read.document.info(), lang, quoted)
    result = quoted_in_sentences(result, read.documents or [read.document])
    # ... and the clauses no term carries (a credit per incident), for review: in each file of a bundle
    return with_unread_findings(result, read.documents or [read.document], lang, rules, read.terms, read.clauses)


def diff(old: Source, new: Source, checklist: str | Path = "gpu-training", lang: str | None = None,
         limits: Limits | None = None):
    """Terms added, removed and changed between two drafts, the checklist moves they cause, and
    the clauses whose wording changed (word diff, commitments weakened or strengthened)."""
    from .checklist.diff import diff_documents
    from .checklist.schema import Checklist, load_checklist

    rules = checklist if isinstance(checklist, Checklist) else load_checklist(checklist)
    old_doc, old_terms = read_contract(old, limits)
    new_doc, new_terms = read_contract(new, limits)
    result = diff_documents(old_doc, old_terms, new_doc, new_terms, rules,
                            lang or default_language([old_doc.language, new_doc.language]))
    given = given_apart(old, new)
    return result.model_copy(update={"given": given}) if given else result


def given_apart(*sources: Source) -> tuple[str, ...] | None:
    """Files as a message names them (``errors.as_given``: "v2/sla.md"), told apart: when two of them would
    read the same ("sla.md" twice, from two folders given by absolute paths), each as the path given."""
    from .errors import as_given

    if not all(isinstance(source, (str, Path)) for source in sources):
        return None
    names = tuple(as_given(source) for source in sources)
    return tuple(str(source) for source in sources) if len(set(names)) < len(names) else names


def score(sources: Iterable[Source], checklist: str | Path = "gpu-training", workload: str | Path | None = None,
          lang: str | None = None, limits: Limits | None = None, currency: str | None = None,
          fx: dict | None = None):
    """Vendors side by side: status matrix, weighted score 0-100, rank, and the run's cost (``lang``: the language
    of titles and reasons, default the contracts', ``models.default_language``)."""
    from .checklist.schema import Checklist, load_checklist
    from .checklist.score import score_vendors
    from .checklist.workload import read_workload
    from .models import currency_code

    currency = currency_code(currency) if currency is not None else None  # before any contract is read
    if workload is None and (currency is not None or fx):  # (they would go unread: nothing is costed)
        from .errors import SlacheckError

        option = "--fx" if fx else "--currency"
        raise SlacheckError(option, "puts the costs of a training run in one currency, and only --workload FILE "
                                    "gives a run to cost: give the workload, or leave out --fx and --currency")
    rules = checklist if isinstance(checklist, Checklist) else load_checklist(checklist)
    plan = read_workload(workload) if workload is not None else None
    contracts = []
    seen: dict[Path, Path] = {}
    for source in sources:  # a folder is one vendor's contract of several files
        if isinstance(source, (str, Path)):  # one file as two vendors would rank a vendor against itself
            given_once(Path(source), seen, "give each vendor's contract once")
        read = read_contracts([source], limits)
        contracts.append((read.document.info(), read.terms))
    return score_vendors(contracts, rules, plan, lang, currency=currency, fx=fx)


# --------------------------------------------------------------------------- claim, reconcile (sla)


def claim(incidents: str | Path, *, terms: str | Path | Extraction | None = None, contract: Source | None = None,
          incidents_format: str | None = None, month: str | None = None, monthly_fee: float | None = None,
          units: int | None = None, inventory: str | Path | None = None, as_of: date | str | None = None,
          tz: str = "Asia/Shanghai", limits: Limits | None = None, sla_unit: str | None = None,
          unit_map: str | Path | None = None, currency: str | None = None, now: datetime | None = None) -> ClaimResult:
    """Monthly availability and credits for an incident log under the contract's SLA (SPEC §3).

    Terms come from a human-confirmed TERMS.yaml (``terms``), extract's JSON (a ``.json`` file, or its Extraction: one
    of the database's ``store.stored_terms`` and ``stored_clauses``), whose clauses no term carries it says as a claim on
    the contract does, or are extracted from ``contract``.
    ``as_of`` judges ``claim_open`` (default today) and, only when given, closes open incidents
    (SPEC §3.7); ``monthly_fee`` overrides the contract's fee; ``sla_unit`` names what a unit is
    when the terms do not; ``unit_map`` maps components/services/labels to unit ids; ``currency``
    names the amounts' currency when the contract states none (``claim_inputs.claim_currency``). ``now`` is the
    run's clock (default the current time): without ``as_of``, incidents the log has ending after it are noted.
    """
    from .claim_inputs import check_unit_count, parse_as_of, read_claim_inputs

    check_unit_count("claim", units, inventory)
    day = parse_as_of(as_of)
    inputs = read_claim_inputs(incidents, terms=terms, contract=contract, incidents_format=incidents_format,
                               inventory=inventory, as_of=as_of, tz=tz, limits=limits, unit_map=unit_map,
                               currency=currency)
    return claim_from_inputs(inputs, as_of=day, month=month, monthly_fee=monthly_fee, units=units, sla_unit=sla_unit,
                             as_of_given=as_of is not None, now=now)


def claim_from_inputs(inputs, *, as_of: date, month: str | None = None, monthly_fee: float | None = None,
                      units: int | None = None, sla_unit: str | None = None, as_of_given: bool = True,
                      now: datetime | None = None) -> ClaimResult:
    """The claim for already-read inputs (``claim_inputs.read_claim_inputs``). Its ``notes`` say what the
    months alone leave to be noticed: an ``as_of`` the user gave (``as_of_given``; not today's default)
    before the log's first incident, on which no month is finished; incidents the log has ending after the
    ``--as-of`` the inputs were read with, counted as logged (``claim_inputs.ending_after_as_of``), or without
    one, after ``now`` (the run's clock, default the current time: ``claim_inputs.run_clock``)."""
    from .claim_inputs import (as_of_notes, contract_review, inventory_notes, naming_the_terms, outage_cap_read,
                               reading_warnings, run_clock)
    from .errors import SlacheckError
    from .models import FIRST_YEAR, LAST_YEAR, check_option_number
    from .sla.engine import compute_claim
    from .sla.months import parse_month

    check_option_number("--monthly-fee", monthly_fee)
    check_option_number("--units", units, top=MAX_UNITS)
    if month is not None:
        try:
            year, _ = parse_month(month)
        except ValueError as exc:
            raise SlacheckError("--month", str(exc)) from None
        if not FIRST_YEAR <= year <= LAST_YEAR:  # year 0 stopped the engine with a traceback
            raise SlacheckError("--month", f"{month} is outside the years {FIRST_YEAR}-{LAST_YEAR}")
    with naming_the_terms(inputs):
        result = compute_claim(inputs.incidents, inputs.contract, tz=inputs.zone, as_of=as_of,
                               monthly_fee=monthly_fee, units=units, unit_ids=inputs.unit_ids,
                               gpu_of_node_map=inputs.gpu_of_node_map, month=month, sla_unit=sla_unit,
                               second_core=True, unit_ids_are_nodes=inputs.unit_ids_are_nodes,
                               outage_lengths=inputs.clauses.outage_lengths, outage_cap=outage_cap_read(inputs))
    # a credit written in days of service, read at a month's days; a credit per incident, which no credit form computes
    result = contract_review(inputs, as_of=as_of, monthly_fee=monthly_fee, sla_unit=sla_unit)(result)
    notes = reading_warnings(inputs) + inventory_notes(inputs, sla_unit) + as_of_notes(as_of, as_of_given, inputs.as_of_ms, inputs.incidents,
                                                            zone=inputs.zone, now=run_clock(now))
    return result.model_copy(update={"notes": [*result.notes, *notes]}) if notes else result


def reconcile(incidents: str | Path, vendor_report: str | Path, *, terms: str | Path | None = None,
              contract: Source | None = None, incidents_format: str | None = None, vendor_format: str | None = None,
              monthly_fee: float | None = None, units: int | None = None, inventory: str | Path | None = None,
              as_of: date | str | None = None, tz: str = "Asia/Shanghai", limits: Limits | None = None,
              head=None, meanwhile=None, currency: str | None = None, sla_unit: str | None = None,
              unit_map: str | Path | None = None, vendor_unit_map: str | Path | None = None,
              now: datetime | None = None):
    """Match our incident log with the vendor's report; with terms, the credit each implies
    (``sla_unit`` names what a unit is when the terms do not, as for ``claim``). ``unit_map`` maps our
    log's components/services/labels to unit ids, as ``claim``'s does, ``vendor_unit_map`` the vendor's
    report's (``--vendor-unit-map``): a unit map is for matching too, so neither needs the terms. ``now``: the
    run's clock, as ``claim``'s.

    Returns an ``sla.reconcile.ReconcileResult``. ``head``: called with the result before its
    disputes are computed; ``meanwhile``: with both credits while the matching still runs
    (``sla.reconcile.reconcile_logs``).
    """
    from .claim_inputs import (as_of_moment_ms, as_of_notes, check_unit_count, contract_review, inventory_notes,
                               naming_the_terms, outage_cap_read, parse_as_of, parse_zone, per_incident_notes,
                               per_incident_of, read_claim_inputs, reading_warnings, run_clock, split_priced)
    from .errors import distinct_names
    from .incidents.beside import read_beside
    from .incidents.read import how_it_was_read, read_incident_table

    from .models import check_option_number

    check_option_number("--monthly-fee", monthly_fee)
    check_option_number("--units", units, top=MAX_UNITS)
    pricing = {"--monthly-fee": monthly_fee, "--units": units, "--sla-unit": sla_unit, "--inventory": inventory,
               "--currency": currency}
    given = [option for option, value in pricing.items() if value is not None]
    if given and terms is None and contract is None:  # they were dropped unread: an inventory never checked
        from .errors import SlacheckError

        raise SlacheckError("reconcile", f"{', '.join(given)} {'is' if len(given) == 1 else 'are'} for each side's "
                            "credit, which needs the contract: give --terms TERMS.yaml or --contract FILE too (without "
                            f"them the logs are only matched and {'it' if len(given) == 1 else 'they'} would go unread)")
    check_unit_count("reconcile", units, inventory)
    day = parse_as_of(as_of)
    zone = parse_zone(tz)
    closes = as_of_moment_ms(as_of, zone)  # an explicit --as-of closes open incidents on both sides (SPEC §3.7)
    # each log's map, the option it goes with (named in its notes) and the other log's (named if it maps nothing)
    theirs_map = {"unit_map": vendor_unit_map, "unit_map_option": "--vendor-unit-map",
                  "other_map_option": "--unit-map"}
    ours_map = {"unit_map": unit_map, "other_map_option": "--vendor-unit-map"}
    # what our inputs' options did (``inventory_notes``); the terms for a letter; the contract's files as read, to store
    said, contract_read, contract_files = [], None, None
    uncomputed: list[str] = []  # the contract's credits per incident, which neither side's credit computes
    # the vendor's child also reads our log's last part (a log read with a unit map is read whole here)
    ours_tail = incidents if unit_map is None and incidents_format in (None, "csv") else None
    if terms is None and contract is None:
        with read_beside(vendor_report, tz=zone, fmt=vendor_format, limits=limits, as_of_ms=closes,
                         tail_of=ours_tail, **theirs_map) as theirs_read:  # on two cores
            from .sla.reconcile import reconcile_logs  # (loaded while the child reads)

            ours = read_incident_table(incidents, tz=zone, fmt=incidents_format, limits=limits, as_of_ms=closes,
                                       **ours_map)
            theirs = theirs_read.result()
        result = reconcile_logs(ours, theirs, None, tz=zone, as_of=day, head=head)
    else:
        with read_beside(vendor_report, tz=zone, fmt=vendor_format, limits=limits, fork=inventory is None,
                         as_of_ms=closes, tail_of=ours_tail, **theirs_map) as theirs_read:
            from .sla.reconcile import reconcile_logs  # (loaded while the child reads)

            ours_inputs = read_claim_inputs(incidents, terms=terms, contract=contract,
                                            incidents_format=incidents_format, inventory=inventory, as_of=as_of,
                                            tz=tz, limits=limits, currency=currency, **ours_map)
            theirs = theirs_read.result() if inventory is None else read_incident_table(
                vendor_report, tz=zone, fmt=vendor_format, limits=limits, as_of_ms=closes,
                inventory=set(ours_inputs.unit_ids or []) | set(ours_inputs.gpu_of_node_map or {}), **theirs_map)
        ours = ours_inputs.incidents
        said = reading_warnings(ours_inputs) + inventory_notes(ours_inputs, sla_unit)
        contract_read, contract_files = (ours_inputs.terms, ours_inputs.language), ours_inputs.contract_read
        contract_terms = ours_inputs.contract if sla_unit is None else \
            ours_inputs.contract.model_copy(update={"sla_unit": sla_unit})  # both sides' credit and the pairing
        clauses = per_incident_of(ours_inputs)
        # (a credit per incident priced by each outage's length is in both credits: not said as computed by neither)
        uncomputed = per_incident_notes(ours_inputs, "per_incident_credit_reconcile",
                                        split_priced(ours_inputs, clauses, monthly_fee)[1])
        with naming_the_terms(ours_inputs):
            # each side's credit says what claim's says of the contract (days of service, a credit per incident)
            result = reconcile_logs(ours, theirs, contract_terms, tz=zone, as_of=day, head=head,
                                    reviewed=contract_review(ours_inputs, clauses, day, monthly_fee, sla_unit),
                                    meanwhile=meanwhile, monthly_fee=monthly_fee, units=units,
                                    unit_ids=ours_inputs.unit_ids, gpu_of_node_map=ours_inputs.gpu_of_node_map,
                                    unit_ids_are_nodes=ours_inputs.unit_ids_are_nodes,
                                    outage_lengths=ours_inputs.clauses.outage_lengths,
                                    # (given only where read: the disputes' quick what-if takes no cap on each outage)
                                    **({"outage_cap": cap} if (cap := outage_cap_read(ours_inputs)) else {}))
    # how each log was read and an --as-of given before our log (said on stderr), each log named apart from the
    # other where both have one name (ours/incidents.csv, vendor/incidents.csv), and our log for a letter's
    # one-sided incidents (not in the JSON)
    names = distinct_names([incidents, vendor_report])
    ours_named, theirs_named = ours.named(names[str(incidents)]), theirs.named(names[str(vendor_report)])
    return result.model_copy(update={"reading": how_it_was_read(ours_named) + how_it_was_read(theirs_named),
                                     "notes": said + as_of_notes(day, as_of is not None, closes, ours_named,
                                                                 theirs_named, zone=zone, now=run_clock(now)),
                                     "ours_log": (ours, zone), "contract_read": contract_read,
                                     "contract_files": contract_files, "uncomputed": uncomputed})
