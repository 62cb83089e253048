"""The ``slacheck`` command line: parse options → api → store + render (STYLE §3).

Only this module talks to the terminal. ``SlacheckError`` becomes its message on stderr and
exit 2; exit 1 is reserved for ``check`` finding a blocker that has not passed. JSON goes to stdout
clean; messages go to stderr.
"""

from __future__ import annotations

import enum
import functools
import os
import sys
from pathlib import Path
from typing import Optional

import typer

from . import api
from .errors import SlacheckError
from .progress import track, working

app = typer.Typer(
    name="slacheck",
    help="Read GPU-compute rental and colocation contracts, check them against a checklist, "
    "and turn incident logs into the service credits the vendor owes.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


class Lang(str, enum.Enum):
    zh = "zh"
    en = "en"


DB_OPTION = typer.Option(Path("slacheck.db"), "--db", help="SQLite audit database.")
FORMAT_HELP = "Output format."


def fail(message: str) -> None:
    """Print a message on stderr."""
    typer.echo(message, err=True)


def handles_bad_input(command):
    """Turn SlacheckError into 'file:line: problem' on stderr and exit 2 (STYLE §5)."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except SlacheckError as exc:
            fail(f"Error: {exc}")
            raise typer.Exit(2) from None

    return wrapper


def write_stdout(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


# ----------------------------------------------------------------------- extract (ingest + extract)


class ExtractFormat(str, enum.Enum):
    table = "table"
    json = "json"
    yaml = "yaml"
    md = "md"
    csv = "csv"


@app.command("extract")
@handles_bad_input
def extract_command(
    contract: Path = typer.Argument(..., help="Contract file: PDF, DOCX, Markdown or text."),
    fmt: ExtractFormat = typer.Option(ExtractFormat.table, "--format",
                                      help="table, json (SPEC §2), yaml (editable TERMS.yaml), md or csv."),
    db: Path = DB_OPTION,
    no_db: bool = typer.Option(False, "--no-db", help="Do not record the run in the database."),
) -> None:
    """Extract the contract's terms, each with its value, page, position and source text."""
    from .extract.pipeline import extract_terms
    from .models import Extraction
    from .report.extraction import render_extraction

    with working(f"Reading {contract.name}"):
        document = api.load_document(contract)
    with working(f"Extracting terms from {document.name} ({document.pages} pages)"):
        terms = extract_terms(document)
    if not no_db:
        from . import store

        with store.transaction(db, "extract", {"contract": str(contract)}) as (conn, run_id):
            store.save_document(conn, document, run_id)
            store.save_terms(conn, document, terms, run_id)
    print_report(render_extraction(Extraction(document=document.info(), terms=terms), fmt.value))


# ----------------------------------------------------------------------- check, diff, score (checklist)
class CheckFormat(str, enum.Enum):
    table = "table"
    json = "json"
    md = "md"
    csv = "csv"


def print_report(rendered) -> None:
    """Text goes to stdout as is; a rich renderable is printed (plain when piped)."""
    if isinstance(rendered, str):
        write_stdout(rendered)
    else:
        from rich.console import Console

        Console().print(rendered)


def write_review_page(path: Path, page: str) -> None:
    try:
        path.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise SlacheckError(path, f"cannot write the review page: {exc.strerror}") from None


CHECKLIST_OPTION = typer.Option("gpu-training", "--checklist",
                                help="Built-in checklist name (gpu-training, finetune-inference) or a YAML path.")


@app.command("check")
@handles_bad_input
def check_command(
    contract: Path = typer.Argument(..., help="Contract (PDF, DOCX, MD, TXT) or a human-confirmed TERMS.yaml."),
    checklist: str = CHECKLIST_OPTION,
    fmt: CheckFormat = typer.Option(CheckFormat.table, "--format", help=FORMAT_HELP),
    html: Optional[Path] = typer.Option(None, "--html", help="Also write the self-contained HTML review page here."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of titles and messages (default: the contract's)."),
    db: Path = DB_OPTION,
    no_db: bool = typer.Option(False, "--no-db", help="Do not record the run in the database."),
) -> None:
    """Check a contract against a checklist: pass / fail / missing / review per rule, with evidence.

    Exit codes: 0 every blocker rule passes; 1 a blocker rule is `fail`, `missing` or `review`
    (a blocker the contract does not address, or whose values conflict, stops a signature as
    surely as one it fails: a human settles it first); 2 bad input.
    """
    from .checklist.engine import blocking_findings
    from .report.findings import render_check

    from .checklist.schema import load_checklist

    if html is not None and not html.parent.exists():
        raise SlacheckError(html, f"folder {html.parent} does not exist")
    if html is not None and html.is_dir():
        raise SlacheckError(html, "is a folder: give a file name for the review page (e.g. review.html)")
    rules = load_checklist(checklist)  # a bad checklist fails before the contract is read
    with working(f"Reading {contract.name}"):
        document, terms = api.read_contract(contract)
    language = lang.value if lang else None
    result = api.check(document, rules, lang=language, terms=terms)
    page = None
    if html is not None:
        from .report.html import render_review_html

        page = render_review_html(document, result, lang=language)
    if not no_db:
        from . import store

        args = {"contract": str(contract), "checklist": checklist, "lang": language}
        with store.transaction(db, "check", args) as (conn, run_id):
            store.save_terms(conn, document, terms, run_id)
            store.save_findings(conn, result, run_id, document)
            if page is not None:  # inside the transaction: a page that cannot be written records nothing
                write_review_page(html, page)
    elif page is not None:
        write_review_page(html, page)
    if page is not None:
        fail(f"Review page written to {html}")
    print_report(render_check(result, fmt.value, lang=language))
    blocking = blocking_findings(result)
    if blocking:
        fail("Blocker rules not passed: " + ", ".join(f"{f.rule} ({f.status})" for f in blocking))
        raise typer.Exit(1)


@app.command("diff")
@handles_bad_input
def diff_command(
    old: Path = typer.Argument(..., help="Earlier draft (contract file or TERMS.yaml)."),
    new: Path = typer.Argument(..., help="Later draft."),
    checklist: str = CHECKLIST_OPTION,
    fmt: CheckFormat = typer.Option(CheckFormat.table, "--format", help=FORMAT_HELP),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of rule titles (default: the new draft's)."),
) -> None:
    """Terms added, removed and changed between two drafts, and the checklist status each change moves."""
    from .report.findings import render_diff

    with working(f"Reading {old.name} and {new.name}"):
        result = api.diff(old, new, checklist, lang=lang.value if lang else None)
    print_report(render_diff(result, fmt.value))


@app.command("score")
@handles_bad_input
def score_command(
    contracts: list[Path] = typer.Argument(..., help="One contract (or TERMS.yaml) per vendor."),
    checklist: str = CHECKLIST_OPTION,
    workload: Optional[Path] = typer.Option(None, "--workload", help="Workload YAML (parameters, tokens, epochs, "
                                            "gpu_model, utilisation, deadline_days) to cost the run per vendor."),
    fmt: CheckFormat = typer.Option(CheckFormat.table, "--format", help=FORMAT_HELP),
    lang: Lang = typer.Option(Lang.en, "--lang", help="Language of rule titles."),
) -> None:
    """Vendors side by side: status per rule, weighted score 0-100, rank, and the run's cost."""
    from .report.findings import render_score

    result = api.score(track(contracts, total=len(contracts), description="Reading contracts"), checklist,
                       workload=workload, lang=lang.value)
    print_report(render_score(result, fmt.value))


# ----------------------------------------------------------------------- claim, reconcile (sla)


class ReportFormat(str, enum.Enum):
    """table, json or md: the formats of claim, reconcile and accept."""

    table = "table"
    json = "json"
    md = "md"


class IncidentsFormat(str, enum.Enum):
    csv = "csv"
    jsonl = "jsonl"
    statuspage = "statuspage"
    pagerduty = "pagerduty"
    alertmanager = "alertmanager"


def print_claim(result, fmt: "ReportFormat") -> None:
    from .report import claims as claim_report

    if fmt is ReportFormat.json:
        sys.stdout.flush()
        for chunk in claim_report.claim_json_chunks(result):  # a big log's JSON is ~70 MB: no single string
            sys.stdout.buffer.write(chunk)
        sys.stdout.buffer.write(b"\n")
        sys.stdout.flush()
    elif fmt is ReportFormat.md:
        write_stdout(claim_report.render_claim_markdown(result))
    else:
        from rich.console import Console

        Console().print(claim_report.claim_table(result))


@app.command()
@handles_bad_input
def claim(
    incidents: Path = typer.Option(..., "--incidents", help="Incident log (CSV, JSON Lines, Statuspage JSON, "
                                   "PagerDuty CSV, Alertmanager JSON)."),
    terms: Optional[Path] = typer.Option(None, "--terms", help="Human-confirmed TERMS.yaml."),
    contract: Optional[Path] = typer.Option(None, "--contract", help="Contract file (terms are extracted)."),
    incidents_format: Optional[IncidentsFormat] = typer.Option(None, "--incidents-format",
                                                               help="Log format (default: sniffed)."),
    month: Optional[str] = typer.Option(None, "--month", help="Only this month, YYYY-MM."),
    monthly_fee: Optional[float] = typer.Option(None, "--monthly-fee", help="Overrides the contract's monthly fee."),
    units: Optional[int] = typer.Option(None, "--units", min=1, help="Number of SLA units (GPUs/nodes)."),
    inventory: Optional[Path] = typer.Option(None, "--inventory", help="CSV of unit ids ('unit', or 'gpu,node')."),
    as_of: Optional[str] = typer.Option(None, "--as-of", help="Judge claim_open on this date (default today)."),
    tz: str = typer.Option("Asia/Shanghai", "--tz", help="Contract time zone for naive times and months."),
    db: Path = DB_OPTION,
    no_db: bool = typer.Option(False, "--no-db", help="Compute only; do not write the audit database."),
    fmt: ReportFormat = typer.Option(ReportFormat.table, "--format", help=FORMAT_HELP),
    letter: Optional[Path] = typer.Option(None, "--letter", help="Write a claim letter (Markdown) here."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Letter language (default: the contract's)."),
) -> None:
    """SLA availability and service credits per calendar month from an incident log (SPEC §3)."""
    from .incidents.inputs import parse_as_of, read_claim_inputs

    if (terms is None) == (contract is None):
        raise SlacheckError("claim", "give exactly one of --terms TERMS.yaml or --contract FILE")
    if units is not None and inventory is not None:
        raise SlacheckError("claim", "give --units or --inventory, not both")
    if letter is not None and not letter.parent.exists():
        raise SlacheckError(letter, f"folder {letter.parent} does not exist")
    day = parse_as_of(as_of)
    with working(f"Reading {incidents.name}"):
        inputs = read_claim_inputs(incidents, terms=terms, contract=contract,
                                   incidents_format=incidents_format.value if incidents_format else None,
                                   inventory=inventory, as_of=day, tz=tz)
    with working(f"Computing {len(inputs.incidents):,} incidents"):
        result = api.claim_from_inputs(inputs, as_of=day, month=month, monthly_fee=monthly_fee, units=units)
    letter_text = None
    if letter is not None:
        from .report.letters import render_claim_letter

        letter_text = render_claim_letter(result, inputs.terms, inputs.incidents.to_incidents(inputs.zone),
                                          lang=lang.value if lang else inputs.language,
                                          terms_source=inputs.terms_source, monthly_fee=monthly_fee)
    if not no_db:
        from . import store

        args = {"incidents": str(incidents), "terms": str(terms) if terms else None,
                "contract": str(contract) if contract else None, "month": month, "monthly_fee": monthly_fee,
                "units": units, "inventory": str(inventory) if inventory else None, "as_of": day.isoformat(),
                "tz": tz}
        with store.transaction(db, "claim", args) as (conn, run_id):
            rows = track(inputs.incidents.iter_rows(inputs.zone), total=len(inputs.incidents),
                         description="Storing incidents", every=10_000)
            store.save_incidents(conn, rows, run_id, incidents)
            store.save_claim(conn, result, run_id, document_sha256=inputs.document_sha256,
                             terms_source=terms or contract, incidents_file=incidents,
                             monthly_fee=monthly_fee, as_of=day)
    if letter is not None:
        letter.write_text(letter_text, encoding="utf-8")
        fail(f"Claim letter written to {letter}")
    print_claim(result, fmt)


@app.command()
@handles_bad_input
def reconcile(
    incidents: Path = typer.Option(..., "--incidents", help="Our incident log."),
    vendor_report: Path = typer.Option(..., "--vendor-report", help="The vendor's incident report."),
    terms: Optional[Path] = typer.Option(None, "--terms", help="TERMS.yaml, to compute each side's credit."),
    contract: Optional[Path] = typer.Option(None, "--contract", help="Contract file (terms are extracted)."),
    incidents_format: Optional[IncidentsFormat] = typer.Option(None, "--incidents-format"),
    vendor_format: Optional[IncidentsFormat] = typer.Option(None, "--vendor-format"),
    monthly_fee: Optional[float] = typer.Option(None, "--monthly-fee"),
    units: Optional[int] = typer.Option(None, "--units", min=1),
    inventory: Optional[Path] = typer.Option(None, "--inventory"),
    as_of: Optional[str] = typer.Option(None, "--as-of"),
    tz: str = typer.Option("Asia/Shanghai", "--tz"),
    fmt: ReportFormat = typer.Option(ReportFormat.table, "--format", help=FORMAT_HELP),
) -> None:
    """Match our incidents with the vendor's report: both sides, ours-only, theirs-only, and each side's credit."""
    from .report import claims as claim_report

    if terms is not None and contract is not None:
        raise SlacheckError("reconcile", "give --terms or --contract, not both")
    with working(f"Matching {incidents.name} with {vendor_report.name}"):
        result = api.reconcile(incidents, vendor_report, terms=terms, contract=contract,
                               incidents_format=incidents_format.value if incidents_format else None,
                               vendor_format=vendor_format.value if vendor_format else None,
                               monthly_fee=monthly_fee, units=units, inventory=inventory, as_of=as_of, tz=tz)
    if fmt is ReportFormat.json:
        write_stdout(claim_report.render_reconcile_json(result))
    elif fmt is ReportFormat.md:
        write_stdout(claim_report.render_reconcile_markdown(result))
    else:
        print_renderables([claim_report.reconcile_table(result)])

# ----------------------------------------------------------------------- accept, demo, history (store)


class HistoryFormat(str, enum.Enum):
    table = "table"
    json = "json"


def print_renderables(items: list) -> None:
    from rich.console import Console

    console = Console()
    for item in items:
        console.print(item)


@app.command("accept")
@handles_bad_input
def accept_command(
    nccl: list[Path] = typer.Option(..., "--nccl", help="nccl-tests output (all_reduce_perf ...); repeatable."),
    contract: Optional[Path] = typer.Option(None, "--contract", help="Contract to take the terms from."),
    terms: Optional[Path] = typer.Option(None, "--terms", help="Human-confirmed TERMS.yaml (wins over --contract)."),
    smi: Optional[Path] = typer.Option(None, "--smi", help="nvidia-smi --query-gpu=... --format=csv output."),
    ports_per_node: Optional[int] = typer.Option(
        None, "--ports-per-node", min=1, help="NIC ports per node (default: gpus_per_node from the contract, else 8)."),
    min_size_gib: float = typer.Option(1.0, "--min-size-gib", min=0, help="Judge on message sizes >= this many GiB."),
    format: ReportFormat = typer.Option(ReportFormat.table, "--format", help=FORMAT_HELP),
    db: Path = DB_OPTION,
    no_db: bool = typer.Option(False, "--no-db", help="Do not record the run in the database."),
) -> None:
    """Acceptance test: judge nccl-tests bandwidth (and nvidia-smi health) against the contract."""
    from . import store
    from .report.accept import render_accept_json, render_accept_markdown, render_accept_tables

    if contract is None and terms is None:
        raise typer.BadParameter("give --contract or --terms", param_hint="--contract")
    document = api.load_document(contract) if contract is not None and terms is None else None
    result = api.accept(nccl, contract=document, terms=terms, smi=smi, ports_per_node=ports_per_node,
                        min_size_bytes=int(min_size_gib * 1024**3))
    if not no_db:
        args = {"nccl": [str(p) for p in nccl], "contract": contract, "terms": terms, "smi": smi,
                "ports_per_node": ports_per_node, "min_size_gib": min_size_gib}
        with store.transaction(db, "accept", args) as (conn, run_id):
            if document is not None:
                store.save_document(conn, document, run_id)
            store.save_acceptance(conn, result, run_id, document_sha256=result.document_sha256,
                                  terms_source=terms or contract)
    if format is ReportFormat.json:
        write_stdout(render_accept_json(result))
    elif format is ReportFormat.md:
        write_stdout(render_accept_markdown(result))
    else:
        print_renderables(render_accept_tables(result))


@app.command("history")
@handles_bad_input
def history_command(
    db: Path = DB_OPTION,
    format: HistoryFormat = typer.Option(HistoryFormat.table, "--format", help=FORMAT_HELP),
) -> None:
    """List the runs recorded in the audit database, newest first."""
    from . import store
    from .report.render import dump_json

    runs = store.read_runs(db)
    if format is HistoryFormat.json:
        write_stdout(dump_json(runs))
        return
    from .report.render import to_rich_table

    rows = [[r["id"], r["command"], str(r["started_at"] or "")[:19].replace("T", " "), r["status"],
             run_inputs(r["args"]), run_rows(r)] for r in runs]
    print_renderables([to_rich_table(["id", "command", "started (UTC)", "status", "input", "saved"], rows,
                                   title=f"Runs in {db}")])


RUN_INPUT_KEYS = ("contract", "contracts", "terms", "incidents", "vendor_report", "nccl", "workload")
RUN_ROW_KEYS = ("terms", "findings", "incidents", "claims", "acceptance")


def run_inputs(args) -> str:
    """The files a run read, by name (the full paths stay in the JSON)."""
    names = []
    for key in RUN_INPUT_KEYS:
        value = args.get(key) if isinstance(args, dict) else None
        for item in value if isinstance(value, list) else [value]:
            if item:
                names.append(Path(str(item)).name)
    return ", ".join(names)


def run_rows(run: dict) -> str:
    return ", ".join(f"{run[k]} {k}" for k in RUN_ROW_KEYS if run.get(k))


@app.command("demo")
@handles_bad_input
def demo_command(
    out: Path = typer.Option(Path("slacheck-demo"), "--out", help="Folder for the outputs and their database."),
    fixtures: Optional[Path] = typer.Option(None, "--fixtures", help="Inputs folder (default: the bundled "
                                                                     "fixtures/demo)."),
    as_of: Optional[str] = typer.Option(None, "--as-of", help="Date the claim deadline is judged on (default: "
                                        "claim.args.yaml's as_of, else today)."),
) -> None:
    """Run the whole flow (extract, check, score, claim, letter, accept) on the bundled fixtures."""
    from .demo import run_demo
    from .incidents.inputs import parse_as_of

    # without --as-of the demo takes claim.args.yaml's as_of (then today), so its claim is reproducible
    result = run_demo(out, fixtures, parse_as_of(as_of) if as_of is not None else None)
    write_stdout(f"slacheck demo: the whole flow on example inputs from {result.fixtures}")
    for line in result.inputs:
        write_stdout(f"  {line}")
    write_stdout(f"  outputs go to {result.out_dir}/")
    write_stdout("")
    marks = {"ok": "✓", "skipped": "–", "failed": "✗"}
    for step in result.steps:
        write_stdout(f"{marks[step.status]} {step.name:8} {step.status:8} {step.summary}")
        for line in step.details:
            write_stdout(f"  · {line}")
        if step.command:
            write_stdout(f"  $ {step.command}")
        for path in step.outputs:
            write_stdout(f"    {path}")
    by_status = {s: [step.name for step in result.steps if step.status == s] for s in marks}
    tally = f"{len(by_status['ok'])} of {len(result.steps)} steps ok"
    for status in ("failed", "skipped"):
        if by_status[status]:
            tally += f", {status}: {', '.join(by_status[status])}"
    write_stdout(f"\n{tally}" + (" (the reason is on the step's line above)" if by_status["failed"] else ""))
    write_stdout(f"Audit database: {result.db}  (slacheck history --db {result.db}; datasette {result.db})")


def main() -> None:
    """Run the command line, then leave without the interpreter's teardown.

    Freeing numpy, pydantic and typer module by module takes ~0.1 s (more after a big claim)
    and does nothing for the user: by the time ``app()`` returns every command has closed its
    database and files, so only the standard streams need flushing. Tests call ``app``.
    """
    try:
        app()
        code = 0
    except SystemExit as done:
        if done.code is None or isinstance(done.code, int):
            code = done.code or 0
        else:
            print(done.code, file=sys.stderr)
            code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (`| head`): nothing more can be said there
            pass
    os._exit(code)


if __name__ == "__main__":
    main()
