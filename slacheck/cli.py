"""The ``slacheck`` command line: parse options, call ``commands``, print, set the exit code.

Each command here reads its options, calls the one ``commands.run_*`` function that computes,
writes its files and records its run (the demo calls the same functions), and prints the
result. Only this module talks to the terminal. ``SlacheckError`` becomes its message on
stderr and exit 2; exit 1 is reserved for ``check`` finding a blocker that has not passed; Ctrl-C is one line
and exit 130, the run rolled back.
JSON goes to stdout clean; messages go to stderr.
"""

# no ``from __future__ import annotations`` here: typer reads every command's parameter annotations when it
# builds the command line (``--help`` and each command alike); as strings each one is compiled and evaluated
# again (~3.5 ms of every start-up), as objects they are read as they are
import enum
import errno
import functools
import os
import sys
from pathlib import Path
from typing import Optional

from .collector import for_a_command_line

for_a_command_line()  # before typer: start-up makes objects that all live, no garbage to look for

import typer  # noqa: E402
import typer.core  # noqa: E402

from . import __version__, profiling, startup
from .accept.bounds import MIN_SIZE_GIB, PORTS_PER_NODE, out_of_range
from .errors import SlacheckError, as_typed, did_you_mean, named_as_typed, typed_names
from .progress import TERMINAL
from .startup import INTERRUPTED, STOPPED  # exit 130 and its line, said alike while the command starts
from .lazy import lazy_module

# the commands (and through them numpy, pydantic and the models) load when a command runs:
# `slacheck --help` and option errors pay only for typer
commands = lazy_module("slacheck.commands")

# typer prints an argument's Python type beside its name (`CONTRACT <list[Path]>`): the name
# (a metavar in the user's words) already says what to give
typer.core.TyperArgument.display_type_rich = lambda self, ctx: None


def _usage_name(argument) -> str:
    """``CONTRACT...`` and ``[OLD]`` in the usage line, as click writes them (typer adds braces)."""
    name = argument.display_name_raw
    if argument.nargs != 1 and not name.endswith("..."):
        name += "..."
    return name if argument.required else f"[{name}]"


typer.core.TyperArgument._usage_display_name = _usage_name

def _value_message(exc) -> str:
    """typer's words for a value it refused (pydantic validates options in typer >= 0.2x), as ours:
    "'xml' is not one of 'table', 'json' ..." without pydantic's "Value error, ", and "'abc' is not a
    whole number" for "Input should be a valid integer, unable to parse string as an integer"
    (``errors.validation_message``, as a TERMS.yaml's values are said)."""
    from .errors import PARSE_ERRORS, validation_message

    errors = exc.errors()
    first = errors[0] if errors else {"msg": str(exc)}
    if first.get("type") in PARSE_ERRORS:
        return validation_message(first)
    return validation_message({"msg": _typer_value_message(exc)})


_typer_value_message = getattr(sys.modules.get("typer._display"), "get_error_msg", None)  # escapes control chars
for _name in ("typer._coercion", "typer._param_types"):  # where typer makes BadParameter's text of it
    if _typer_value_message is not None and hasattr(sys.modules.get(_name), "get_error_msg"):
        sys.modules[_name].get_error_msg = _value_message


def show_version(value: bool) -> None:
    if value:
        typer.echo(f"slacheck {__version__}")
        raise typer.Exit()


app = typer.Typer(
    name="slacheck",
    help="Read GPU-compute rental and colocation contracts, check them against a checklist, "
    "and turn incident logs into the service credits the vendor owes.",
    no_args_is_help=True,
    rich_markup_mode=None,  # plain help, as click and git print it: readable when piped, no boxes
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    pretty_exceptions_enable=False,
)


def profile_on(value: bool) -> bool:
    """``--profile`` before the command or after it: the same switch as SLACHECK_PROFILE=1."""
    if value:
        os.environ[profiling.ENV] = "1"
    return value


PROFILE_OPTION = typer.Option(False, "--profile", callback=profile_on, help="Print each phase's time (read, "
                              "normalise, parse, match, select) on stderr; the same as SLACHECK_PROFILE=1.")


@app.callback()
def main_options(
    version: bool = typer.Option(False, "--version", callback=show_version, is_eager=True,
                                 help="Print the version and exit."),
    profile: bool = PROFILE_OPTION,
) -> None:
    """Read GPU-compute rental and colocation contracts, check them against a checklist, and turn
    incident logs into the service credits the vendor owes."""


class Lang(str, enum.Enum):
    zh = "zh"
    en = "en"


def db_options(command: str):
    """``--db FILE`` and ``--no-db``, the same on every command that computes."""
    return (typer.Option(Path("slacheck.db"), "--db", metavar="FILE",
                         help=f"Audit database the {command} run is recorded in."),
            typer.Option(False, "--no-db", help="Do not record this run anywhere."))


def chosen_db(db: Path, no_db: bool) -> Path | None:
    """``--db`` (None with ``--no-db``), checked before any work: a folder or a missing folder found only when
    the run is recorded would waste a long contract's reading (``store.check_database_path``)."""
    if no_db:
        return None
    from .store import check_database_path

    check_database_path(db)
    return db


FORMAT_HELP = "How to print the result: {}."


def fail(message: str) -> None:
    """Print a message on stderr, after what stdout already holds (so a log reads in order)."""
    sys.stdout.flush()
    typer.echo(message, err=True)


def handles_bad_input(command):
    """Turn SlacheckError into 'file:line: problem' on stderr and exit 2 (STYLE §5); a problem of a whole file
    the user gave to an option names the option too (``given_as_option``)."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            startup.release()  # Ctrl-C from here on is the run's (below), no longer start-up's
            # the run's transaction commits only once stdout took the output (SPEC §5)
            with commands.commit_after_output():
                try:
                    try:
                        result = command(*args, **kwargs)
                    except typer.Exit as done:  # check's exit 1 is a finding: the run is recorded
                        result = done
                    finally:
                        sys.stdout.flush()  # a full disk behind stdout shows here, not after exit
                except OSError as exc:
                    if exc.errno not in OUTPUT_ERRNOS:
                        raise
                    raise SlacheckError("standard output", f"cannot write the output ({exc.strerror})") from None
        except SlacheckError as exc:
            fail(f"Error: {given_as_option(as_typed(exc, typed_paths(kwargs)), kwargs, option_names(command))}")
            raise typer.Exit(2) from None
        except KeyboardInterrupt:  # rolled back on the way out (``store.transaction``); click would say
            fail(interrupted(kwargs))  # "Aborted!" and exit 1, check's exit for a blocker
            raise typer.Exit(INTERRUPTED) from None
        if isinstance(result, typer.Exit):
            raise result
        return result

    return wrapper


def interrupted(options: dict) -> str:
    """The one line a run stopped by Ctrl-C (SIGINT) says: that it stopped, and that the audit database holds
    nothing of the run stopped (its transaction was rolled back, or never begun; the demo's finished steps stay)."""
    db = options.get("db")
    if options.get("no_db") or not isinstance(db, Path):
        return STOPPED
    return f"{STOPPED}; {db.name} holds only runs that finished, nothing of this one"


def option_names(command) -> dict[str, str]:
    """The options a command reads a file from (``commands.INPUT_FILES``, ``--contract``, ``--checklist``
    NAME|FILE and ``--db``), each parameter → its option (``vendor_report`` → ``--vendor-report``); arguments
    have none, and the files a command only writes (--letter, --html, --out) are named by their own refusals."""
    import inspect

    from typer.models import OptionInfo

    inputs = {*commands.INPUT_FILES, "contract", "checklist", "db"}
    return {name: param.default.param_decls[0] for name, param in inspect.signature(command).parameters.items()
            if name in inputs and isinstance(param.default, OptionInfo) and param.default.param_decls}


def given_as_option(error: SlacheckError, given: dict, options: dict[str, str]) -> SlacheckError:
    """``error`` about a whole input file (no line, no page) the user gave to one option, saying which:
    'terms: is a folder: give one terms file (given as --terms)'. The path alone may not tell (the same log
    read as --incidents or --vendor-report, a map for either log); a message naming the option already, a file
    given to two options or to none (a contract argument) is left as it is."""
    if error.line is not None or error.page is not None:
        return error
    names = {option for name, option in options.items()
             for path in (given.get(name) if isinstance(given.get(name), (list, tuple)) else [given.get(name)])
             if isinstance(path, (Path, str)) and error.file in (Path(path).name, str(path))}
    if len(names) == 1 and (option := names.pop()) not in error.message:
        error.message += f" (given as {option})"
    return error


# the files a command writes, taken as typed (str): pathlib would drop the slash of `--letter letters.md/`
OUTPUT_OPTIONS = ("html", "redline", "letter")


def typed_paths(options: dict) -> list[Path]:
    """The paths a command was given (its arguments and options), as the user typed them."""
    found = []
    for name, value in options.items():
        if name in OUTPUT_OPTIONS and isinstance(value, str):
            value = Path(value)
        found.extend(v for v in (value if isinstance(value, (list, tuple)) else [value]) if isinstance(v, Path))
    return found


# a device that refuses what a command prints (stdout > /dev/full, a full disk, a quota), or a reader that
# left (`| head -c 10`: it was exit 1 and a run recorded as failed with BrokenPipeError)
OUTPUT_ERRNOS = {errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EPIPE}


def write_stdout(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def write_chunks(chunks) -> None:
    """Bytes to stdout piece by piece, then a newline (big JSON, never one huge string)."""
    write_to_stdout(lambda out: out.writelines(chunks))


def write_to_stdout(write) -> None:
    """``write(binary stdout)``, then a newline."""
    sys.stdout.flush()
    write(sys.stdout.buffer)
    sys.stdout.buffer.write(b"\n")
    sys.stdout.flush()


BOM = "\ufeff"  # Excel reads a CSV as UTF-8 only when it starts with one; tools are told --no-bom
NO_BOM_OPTION = typer.Option(False, "--no-bom", help="With --format csv: no byte-order mark at the start "
                                                    "(for tools; Excel needs it to read Chinese).")


def print_report(rendered, csv: bool = False, bom: bool = True) -> None:
    """Text goes to stdout as is (a CSV with a BOM unless --no-bom); a rich table is printed
    (whole rows, never cut, when stdout is not a terminal)."""
    if isinstance(rendered, str):
        write_stdout((BOM if csv and bom else "") + rendered)
    else:
        print_renderables([rendered])


def print_renderables(items: list) -> None:
    """Rich tables and text on stdout: fitted to a terminal; piped, whole rows at any width
    without the spaces rich pads each line with to its table's width (a file or a diff of two
    runs has no trailing blanks)."""
    from rich.console import Console

    if sys.stdout.isatty():
        console = Console()
        for item in items:
            console.print(item)
        return
    console = Console(width=10_000, no_color=True)
    for item in items:
        with console.capture() as captured:
            console.print(item)
        sys.stdout.write("".join(line.rstrip() + "\n" for line in captured.get().splitlines()))


def at_least(low: float, high: float | None = None):
    """A callback for counts and sizes: a finite number, ``low`` or more (and at most ``high``), said in
    words (nan, inf and 1e300 are no size: they stopped the accept run with a traceback)."""

    def check(value):
        problem = out_of_range(value, low, high) if value is not None else None
        if problem:
            raise typer.BadParameter(problem)
        return value

    return check


# ----------------------------------------------------------------------- extract, check, diff, score


class ExtractFormat(str, enum.Enum):
    table = "table"
    json = "json"
    yaml = "yaml"
    md = "md"
    csv = "csv"


class CheckFormat(str, enum.Enum):
    table = "table"
    json = "json"
    md = "md"
    csv = "csv"


class CheckPageFormat(str, enum.Enum):  # check's: html is the review page (SPEC §2: where it makes sense)
    table = "table"
    json = "json"
    md = "md"
    csv = "csv"
    html = "html"


CONTRACT_HELP = "Contract file: PDF, DOCX, Markdown or text."
BUNDLE_HELP = (" Several files (or a folder) are read as one contract: framework agreement, SLA schedule, order "
               "form, amendment, each recognised by its title; FILE:ROLE says it (framework, sla, order, amendment).")
CHECKLIST_OPTION = typer.Option("gpu-training", "--checklist", metavar="NAME|FILE",
                                help="Checklist to judge against: gpu-training, finetune-inference, or your own YAML file.")
DB_EXTRACT, NO_DB = db_options("extract")


@app.command("extract")
@handles_bad_input
def extract_command(
    contract: list[Path] = typer.Argument(..., metavar="CONTRACT", help=CONTRACT_HELP + BUNDLE_HELP),
    fmt: ExtractFormat = typer.Option(ExtractFormat.table, "--format", help=FORMAT_HELP.format(
        "table; json; yaml (a TERMS.yaml to correct and give to claim --terms); md; csv")),
    no_bom: bool = NO_BOM_OPTION,
    clauses: bool = typer.Option(False, "--clauses", help="With --format json: also write the clauses no term carries "
                                 "that a claim reads (credits per incident, caps on another basis, report deadlines) "
                                 "as \"clauses\", for claim --terms to read back; without it the JSON is SPEC's exactly."),
    db: Path = DB_EXTRACT,
    no_db: bool = NO_DB,
    profile: bool = PROFILE_OPTION,
) -> None:
    """Extract the contract's terms, each with its value, page, position and source text."""
    from .report.extraction import render_extraction

    say_files_left_out(contract)
    extraction = commands.run_extract(contract, db=chosen_db(db, no_db), progress=TERMINAL)
    print_report(render_extraction(extraction, fmt.value, clauses), csv=fmt is ExtractFormat.csv, bom=not no_bom)
    say_notes(extraction.document.warnings, contract)


DB_CHECK, _ = db_options("check")


@app.command("check")
@handles_bad_input
def check_command(
    contract: list[Path] = typer.Argument(..., metavar="CONTRACT", help="Contract (PDF, DOCX, Markdown, text) or a "
                                                                        "TERMS.yaml you confirmed." + BUNDLE_HELP),
    checklist: str = CHECKLIST_OPTION,
    fmt: CheckPageFormat = typer.Option(CheckPageFormat.table, "--format", help=FORMAT_HELP.format(
        "table, json, md, csv; html (the review page, as --html writes it)")),
    no_bom: bool = NO_BOM_OPTION,
    html: Optional[str] = typer.Option(None, "--html", metavar="FILE.html",
                                       help="Also write the review page (one self-contained HTML file) here; it shows one "
                                            "contract file, not several."),
    redline: Optional[str] = typer.Option(None, "--redline", metavar="FILE.docx",
                                          help="Also write the contract as a DOCX with each failing or missing "
                                               "rule's suggested clause as a tracked change and a comment (one "
                                               "contract file, not several)."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of titles and messages (default: the contract's)."),
    db: Path = DB_CHECK,
    no_db: bool = NO_DB,
    profile: bool = PROFILE_OPTION,
) -> None:
    """Check a contract against a checklist: pass / fail / missing / review per rule, with evidence.

    Exit codes: 0 every blocker rule passes; 1 a blocker rule is `fail`, `missing` or `review`
    (a blocker the contract does not address, or whose values conflict, stops a signature as
    surely as one it fails: a human settles it first); 2 bad input.
    """
    language = lang.value if lang else None
    say_files_left_out(contract)
    outcome = commands.run_check(contract, checklist=checklist, lang=language, html=html, redline=redline,
                                 db=chosen_db(db, no_db), progress=TERMINAL, page=fmt is CheckPageFormat.html)
    # loaded by run_check while the contract was read (commands.check_modules), not before its reader started
    from .checklist.engine import blocking_findings
    from .report.findings import render_check

    if outcome.html is not None:
        fail(f"Review page written to {outcome.html}")
    if outcome.redline is not None:
        fail(f"Redline written to {outcome.redline}")
    if outcome.page is not None:
        write_stdout(outcome.page)
    else:
        print_report(render_check(outcome.result, fmt.value, lang=language, document=outcome.document),
                     csv=fmt is CheckPageFormat.csv, bom=not no_bom)
    say_notes(outcome.result.document.warnings_in(language), contract)  # in --lang's words, as the review page
    blocking = blocking_findings(outcome.result)
    if blocking:
        fail("Blocker rules not passed: " + ", ".join(f"{f.rule} ({f.status})" for f in blocking))
        raise typer.Exit(1)


DB_DIFF, _ = db_options("diff")


@app.command("diff")
@handles_bad_input
def diff_command(
    old: Path = typer.Argument(..., metavar="OLD", help="Earlier draft (contract file or TERMS.yaml)."),
    new: Path = typer.Argument(..., metavar="NEW", help="Later draft."),
    checklist: str = CHECKLIST_OPTION,
    fmt: CheckFormat = typer.Option(CheckFormat.table, "--format", help=FORMAT_HELP.format("table, json, md, csv")),
    no_bom: bool = NO_BOM_OPTION,
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of titles, values, clause names and "
                                                            "messages (default: the drafts', the new one's when "
                                                            "they differ)."),
    db: Path = DB_DIFF,
    no_db: bool = NO_DB,
    profile: bool = PROFILE_OPTION,
) -> None:
    """Terms added, removed and changed between two drafts, and the checklist status each change moves."""
    from .report.findings import render_diff

    language = lang.value if lang else None
    say_files_left_out(old, new)
    result = commands.run_diff(old, new, checklist=checklist, lang=language, db=chosen_db(db, no_db), progress=TERMINAL)
    print_report(render_diff(result, fmt.value, lang=language), csv=fmt is CheckFormat.csv, bom=not no_bom)
    # each draft's reading, as check says it (tracked changes, comments, pages with no text), named as the notes name it
    reading = [line for info, name in zip((result.old, result.new), result.given or (None, None))
               for line in info.warnings_in(language, name)]
    say_notes(reading + result.notes, old, new)


DB_SCORE, _ = db_options("score")


@app.command("score")
@handles_bad_input
def score_command(
    contracts: list[Path] = typer.Argument(..., metavar="CONTRACT...", help="One contract (or TERMS.yaml) per vendor; "
                                           "a folder is one vendor's contract of several files."),
    checklist: str = CHECKLIST_OPTION,
    workload: Optional[Path] = typer.Option(None, "--workload", metavar="FILE",
                                            help="The training run to cost at each vendor (YAML: parameters, tokens, "
                                                 "epochs, gpu_model, utilisation, deadline_days)."),
    fmt: CheckFormat = typer.Option(CheckFormat.table, "--format", help=FORMAT_HELP.format("table, json, md, csv")),
    no_bom: bool = NO_BOM_OPTION,
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of rule titles (default: the contracts', the "
                                                            "one most of them are in)."),
    currency: Optional[str] = typer.Option(None, "--currency", metavar="CODE",
                                           help="Show every cost of --workload's run in this currency (default CNY "
                                                "when --fx is given)."),
    fx: list[str] = typer.Option([], "--fx", metavar="CUR=RATE",
                                 help="Exchange rate into --currency, e.g. USD=7.1 (repeatable; with --workload); "
                                      "the rate is shown."),
    db: Path = DB_SCORE,
    no_db: bool = NO_DB,
    profile: bool = PROFILE_OPTION,
) -> None:
    """Vendors side by side: the workload's gates (deadline, region, GPU model) first, then status per rule,
    weighted score 0-100 and rank; the run's cost (in one currency with --fx) beside the contract commitment."""
    from .report.findings import render_score

    say_files_left_out(contracts)
    language = lang.value if lang else None
    result = commands.run_score(contracts, checklist=checklist, workload=workload, lang=language,
                                currency=currency, fx=fx, db=chosen_db(db, no_db), progress=TERMINAL)
    print_report(render_score(result, fmt.value), csv=fmt is CheckFormat.csv, bom=not no_bom)
    say_notes([warning for vendor in result.vendors for warning in vendor.document.warnings_in(language)], contracts)


# ----------------------------------------------------------------------- claim, reconcile (sla)


class ReportFormat(str, enum.Enum):
    """table, json or md: the formats of claim, reconcile and accept."""

    table = "table"
    json = "json"
    md = "md"


def _incidents_format_enum():
    from .incidents.formats import FORMAT_NAMES

    return enum.Enum("IncidentsFormat", {name: name for name in FORMAT_NAMES}, type=str)


IncidentsFormat = _incidents_format_enum()  # the choices come from the one registry of formats


class SlaUnit(str, enum.Enum):
    gpu = "gpu"
    node = "node"
    cluster = "cluster"


def say_files_left_out(*sources) -> None:
    """The files of a contract's folder that are not read (an image, a spreadsheet), each with why, on stderr
    (``contracts.folders_left_out``): a scanned amendment beside the contract is never dropped without a word."""
    from .contracts import folders_left_out

    given = [path for source in sources if source is not None
             for path in (source if isinstance(source, (list, tuple)) else [source])]
    for note in folders_left_out(given):
        fail(note)


def say_notes(lines: list[str], *given) -> None:
    """Notes on stderr: what each log's reader skipped and assumed (``incidents.read.how_it_was_read``, SPEC
    §3.7), what an as-of leaves to be noticed, a diff's, what a contract's reading left out or read though not
    final (``Document.warnings``: tracked changes, pages without text); each file the command was given (``given``: paths, lists
    of them, None) named as the user typed it, as errors name it."""
    shown = typed_names(typed_paths(dict(enumerate(given))))
    for line in dict.fromkeys(named_as_typed(line, shown) for line in lines):  # one log given as both sides: once
        fail(line)


def print_claim(result, fmt: "ReportFormat", rendered: list[bytes] | None = None) -> None:
    """The claim in ``fmt``; ``rendered``: its JSON rendered already (``claim_json_rendered``)."""
    from .report import claims as claim_report

    if fmt is ReportFormat.json and rendered:
        write_to_stdout(lambda out: out.writelines(rendered))
    elif fmt is ReportFormat.json:
        write_to_stdout(lambda out: claim_report.write_claim_json(result, out))  # a big one's ~70 MB, on two cores
    elif fmt is ReportFormat.md:
        write_stdout(claim_report.render_claim_markdown(result))
    else:
        print_renderables([claim_report.claim_table(result)])


def log_format_help(whose: str) -> str:
    """``--incidents-format`` / ``--vendor-format``: one sentence, whose log it is named in it."""
    return f"{whose} format, when it cannot be told from the file (default: recognised from its content)."


INCIDENTS_FORMAT_HELP = log_format_help("The log's")
TERMS_HELP = "The contract's terms as you confirmed them (a TERMS.yaml written by extract --format yaml)."
CONTRACT_OPTION_HELP = "The contract itself (its terms are extracted)."
CONTRACT_FILES_HELP = " Give it once per file of a contract of several files (or a folder): they are read as one."


def contract_given(contract: list[Path] | None) -> Path | list[Path] | None:
    """``--contract`` (repeatable) as the commands take it: one file or folder as itself, several as the list
    of one contract's files, none as None."""
    if not contract:
        return None
    return contract[0] if len(contract) == 1 else contract
MONTHLY_FEE_HELP = "Monthly fee to compute credits on, instead of the contract's."
CLAIM_CURRENCY_HELP = ("Currency of the amounts (e.g. USD) when the contract states none; a Chinese contract "
                       "that states none is in CNY, any other needs this.")
UNITS_HELP = ("How many units (GPUs or nodes, as the SLA counts them) the cluster has (needs a gpu or node "
              "sla_unit: under a cluster SLA the cluster is one unit).")
SLA_UNIT_HELP = "What a unit is (gpu, node, cluster), when the terms do not say."
UNIT_MAP_HELP = "CSV or YAML mapping Statuspage components, PagerDuty services or alert labels to unit ids."
INVENTORY_HELP = ("CSV listing the unit ids (a 'unit' column, or 'gpu,node' columns: these also give the GPUs "
                  "behind a unit when the terms lack them).")
AS_OF_HELP = ("The day to judge claim deadlines on (YYYY-MM-DD; default: today); given explicitly, it also closes "
              "incidents still open (required for them; a time YYYY-MM-DDTHH:MM closes them then).")
TZ_HELP = "The contract's time zone, for times without one and for month boundaries."
DB_CLAIM, _ = db_options("claim")


@app.command()
@handles_bad_input
def claim(
    incidents: Path = typer.Option(..., "--incidents", metavar="LOG", help="Incident log: CSV, JSON Lines, "
                                   "Statuspage JSON, PagerDuty CSV or Alertmanager JSON."),
    terms: Optional[Path] = typer.Option(None, "--terms", metavar="TERMS.yaml", help=TERMS_HELP),
    contract: Optional[list[Path]] = typer.Option(None, "--contract", metavar="CONTRACT",
                                                  help=CONTRACT_OPTION_HELP + CONTRACT_FILES_HELP),
    incidents_format: Optional[IncidentsFormat] = typer.Option(None, "--incidents-format", help=INCIDENTS_FORMAT_HELP),
    month: Optional[str] = typer.Option(None, "--month", metavar="YYYY-MM", help="Only this month."),
    monthly_fee: Optional[float] = typer.Option(None, "--monthly-fee", metavar="AMOUNT", help=MONTHLY_FEE_HELP),
    currency: Optional[str] = typer.Option(None, "--currency", metavar="CODE", help=CLAIM_CURRENCY_HELP),
    units: Optional[int] = typer.Option(None, "--units", metavar="N", callback=at_least(1), help=UNITS_HELP),
    sla_unit: Optional[SlaUnit] = typer.Option(None, "--sla-unit", help=SLA_UNIT_HELP),
    inventory: Optional[Path] = typer.Option(None, "--inventory", metavar="FILE", help=INVENTORY_HELP),
    unit_map: Optional[Path] = typer.Option(None, "--unit-map", metavar="FILE", help=UNIT_MAP_HELP),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="DATE", help=AS_OF_HELP),
    tz: str = typer.Option("Asia/Shanghai", "--tz", metavar="ZONE", help=TZ_HELP),
    db: Path = DB_CLAIM,
    no_db: bool = NO_DB,
    fmt: ReportFormat = typer.Option(ReportFormat.table, "--format", help=FORMAT_HELP.format("table, json, md")),
    letter: Optional[str] = typer.Option(None, "--letter", metavar="FILE.md|FILE.docx",
                                         help="Also write the claim letter to the vendor; the extension picks the "
                                              "format."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the letter, with --letter (default: the "
                                                                   "contract's)."),
) -> None:
    """Availability and service credits per calendar month from an incident log, with claim deadlines."""
    from .claim_inputs import run_clock, said

    request = commands.ClaimRequest(
        incidents=incidents, terms=terms, contract=contract_given(contract),
        incidents_format=incidents_format.value if incidents_format else None, month=month,
        monthly_fee=monthly_fee, units=units, inventory=inventory, as_of=as_of, tz=tz, letter=letter,
        lang=lang.value if lang else None, sla_unit=sla_unit.value if sla_unit else None, unit_map=unit_map,
        currency=currency, now=run_clock())  # the run's clock: an end after it (without --as-of) is noted
    say_files_left_out(contract)
    rendered: list[bytes] = []
    outcome = commands.run_claim(request, db=chosen_db(db, no_db), progress=TERMINAL,
                                 meanwhile=claim_json_rendered(fmt, rendered))
    from .incidents.read import how_it_was_read

    say_notes(how_it_was_read(outcome.inputs.incidents) + outcome.result.notes, incidents, terms, contract)
    if outcome.letter is not None:
        held = "claims_nothing_held" if outcome.result.held_credit > 0 else "claims_nothing"
        nothing = "" if outcome.result.claimable_credit > 0 else said(held)
        fail(said("claim_letter_written", letter=outcome.letter, nothing=nothing))
    print_claim(outcome.result, fmt, rendered)


def claim_json_rendered(fmt: "ReportFormat", into: list[bytes]):
    """``run_claim``'s ``meanwhile`` for ``claim``: the JSON rendered into ``into`` (printed later, at
    its place, by ``print_claim``) while a new log's rows are written in the database's thread; the
    claim's per-incident rows, written after them, then have the second core to themselves instead of
    sharing it with the JSON (a 1M log's ~70 MB: at load 4-5, in process, the claim rows' phase
    0.2-1.2 s shorter, the log rows' phase 0.1-0.7 s longer, both -0.29 s median of 5 pairs)."""
    if fmt is not ReportFormat.json:
        return None

    def render(result) -> None:
        from .report.claims import claim_json_chunks

        into.extend(claim_json_chunks(result))

    return render


DB_RECONCILE, _ = db_options("reconcile")


@app.command()
@handles_bad_input
def reconcile(
    incidents: Path = typer.Option(..., "--incidents", metavar="LOG", help="Our incident log."),
    vendor_report: Path = typer.Option(..., "--vendor-report", metavar="LOG", help="The vendor's incident report."),
    terms: Optional[Path] = typer.Option(None, "--terms", metavar="TERMS.yaml",
                                         help=TERMS_HELP + " Needed to compute each side's credit."),
    contract: Optional[list[Path]] = typer.Option(None, "--contract", metavar="CONTRACT",
                                                  help=CONTRACT_OPTION_HELP + CONTRACT_FILES_HELP),
    incidents_format: Optional[IncidentsFormat] = typer.Option(None, "--incidents-format",
                                                               help=log_format_help("Our log's")),
    vendor_format: Optional[IncidentsFormat] = typer.Option(None, "--vendor-format",
                                                            help=log_format_help("The vendor report's")),
    monthly_fee: Optional[float] = typer.Option(None, "--monthly-fee", metavar="AMOUNT", help=MONTHLY_FEE_HELP),
    currency: Optional[str] = typer.Option(None, "--currency", metavar="CODE", help=CLAIM_CURRENCY_HELP),
    units: Optional[int] = typer.Option(None, "--units", metavar="N", callback=at_least(1), help=UNITS_HELP),
    sla_unit: Optional[SlaUnit] = typer.Option(None, "--sla-unit", help=SLA_UNIT_HELP),
    inventory: Optional[Path] = typer.Option(None, "--inventory", metavar="FILE", help=INVENTORY_HELP),
    unit_map: Optional[Path] = typer.Option(None, "--unit-map", metavar="FILE",
                                            help=UNIT_MAP_HELP + " For our log (--incidents)."),
    vendor_unit_map: Optional[Path] = typer.Option(None, "--vendor-unit-map", metavar="FILE",
                                                   help="The same for the vendor's report (--vendor-report); "
                                                        "the same file may be given to both."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="DATE", help=AS_OF_HELP),
    tz: str = typer.Option("Asia/Shanghai", "--tz", metavar="ZONE", help=TZ_HELP),
    fmt: ReportFormat = typer.Option(ReportFormat.table, "--format", help=FORMAT_HELP.format("table, json, md")),
    db: Path = DB_RECONCILE,
    no_db: bool = NO_DB,
    letter: Optional[str] = typer.Option(None, "--letter", metavar="FILE.md|FILE.docx",
                                         help="Also write a dispute letter to the vendor; the extension picks the "
                                              "format."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of the letter, with --letter (default: the "
                                        "contract's, else zh)."),
) -> None:
    """Match our incidents with the vendor's report: both sides, ours only, theirs only, and each side's credit."""
    from .claim_inputs import run_clock, said

    now = run_clock()  # the run's clock, read as it starts: an end after it (without --as-of) is noted
    say_files_left_out(contract)

    def run(head, meanwhile=None):
        return commands.run_reconcile(
            incidents, vendor_report, db=chosen_db(db, no_db), progress=TERMINAL, terms=terms,
            contract=contract_given(contract),
            incidents_format=incidents_format.value if incidents_format else None,
            vendor_format=vendor_format.value if vendor_format else None, monthly_fee=monthly_fee, currency=currency,
            units=units, sla_unit=sla_unit.value if sla_unit else None,
            inventory=inventory, unit_map=unit_map, vendor_unit_map=vendor_unit_map, as_of=as_of, tz=tz,
            letter=letter, lang=lang.value if lang else None, head=head, meanwhile=meanwhile, now=now)

    if fmt is ReportFormat.json:  # a big one's is ~500 MB: its head written while the disputes are computed
        from .report.reconcile_json import HeadFirst

        sys.stdout.flush()
        with HeadFirst(sys.stdout.buffer) as writer:
            result = run(writer.head, writer.meanwhile)
            say_notes(result.reading + result.notes, incidents, vendor_report, terms, contract)
            if letter is not None:
                fail(said("dispute_letter_written", letter=letter))
            write_to_stdout(lambda out: writer.finish(result))
        return
    from .report import claims as claim_report  # (JSON: loaded while the vendor's log is read)

    result = run(None)
    say_notes(result.reading + result.notes, incidents, vendor_report, terms, contract)
    if letter is not None:
        fail(said("dispute_letter_written", letter=letter))
    if fmt is ReportFormat.md:
        write_stdout(claim_report.render_reconcile_markdown(result))
    else:
        print_renderables([claim_report.reconcile_table(result)])

# ----------------------------------------------------------------------- accept, history, demo


class HistoryFormat(str, enum.Enum):
    table = "table"
    json = "json"


DB_ACCEPT, _ = db_options("accept")


@app.command("accept")
@handles_bad_input
def accept_command(
    nccl: list[Path] = typer.Option(..., "--nccl", metavar="LOG", help="nccl-tests output (all_reduce_perf ...); "
                                                                       "give it once per log."),
    contract: Optional[list[Path]] = typer.Option(None, "--contract", metavar="CONTRACT",
                                                  help=CONTRACT_OPTION_HELP + CONTRACT_FILES_HELP),
    terms: Optional[Path] = typer.Option(None, "--terms", metavar="TERMS.yaml",
                                         help=TERMS_HELP + " Instead of --contract."),
    smi: Optional[Path] = typer.Option(None, "--smi", metavar="CSV",
                                       help="Output of nvidia-smi --query-gpu=... --format=csv: a health check per GPU."),
    ports_per_node: Optional[int] = typer.Option(
        None, "--ports-per-node", metavar="N", callback=at_least(*PORTS_PER_NODE),
        help="Network ports per node (default: the contract's GPUs per node, else 8)."),
    min_size_gib: float = typer.Option(1.0, "--min-size-gib", metavar="GIB",
                                       callback=at_least(*MIN_SIZE_GIB),
                                       help="Judge bandwidth on message sizes of at least this many GiB."),
    format: ReportFormat = typer.Option(ReportFormat.table, "--format", help=FORMAT_HELP.format("table, json, md")),
    strict: bool = typer.Option(False, "--strict", help="Exit 1 when the verdict is FAIL, so a handover script "
                                                        "can stop on it."),
    lang: Optional[Lang] = typer.Option(None, "--lang", help="Language of verdicts, explanations and notes "
                                                             "(default: the contract's)."),
    db: Path = DB_ACCEPT,
    no_db: bool = NO_DB,
) -> None:
    """Acceptance test: judge nccl-tests bandwidth (and nvidia-smi health) against the contract.

    Exit codes: 0 whatever the verdict (1 on FAIL with --strict); 2 bad input.
    """
    from .report.accept import render_accept_json, render_accept_markdown, render_accept_tables

    say_files_left_out(contract)
    result = commands.run_accept(nccl, contract=contract_given(contract),
                                 terms=terms, smi=smi, ports_per_node=ports_per_node,
                                 min_size_gib=min_size_gib, lang=lang.value if lang else None,
                                 db=chosen_db(db, no_db), progress=TERMINAL)
    if format is ReportFormat.json:
        write_stdout(render_accept_json(result))
    elif format is ReportFormat.md:
        write_stdout(render_accept_markdown(result))
    else:
        print_renderables(render_accept_tables(result))
    if strict and result.verdict == "fail":
        fail("Acceptance test failed (--strict)")
        raise typer.Exit(1)


history_app = typer.Typer(help="Runs recorded in the audit database: which run, on which file, produced "
                                "which numbers.", no_args_is_help=False)
app.add_typer(history_app, name="history")
HISTORY_DB = typer.Option(Path("slacheck.db"), "--db", metavar="FILE", help="Audit database to read.")


@history_app.callback(invoke_without_command=True)
@handles_bad_input
def history_command(
    ctx: typer.Context,
    db: Path = HISTORY_DB,
    command: Optional[str] = typer.Option(None, "--command", metavar="COMMAND",
                                          help="Only runs of this command (claim, check, ...)."),
    file: Optional[str] = typer.Option(None, "--file", metavar="NAME",
                                       help="Only runs that read a file whose path contains NAME (a file's name, "
                                            "or any part of its path)."),
    limit: int = typer.Option(50, "--limit", metavar="N", callback=at_least(1),
                              help="Show the newest N runs."),
    format: HistoryFormat = typer.Option(HistoryFormat.table, "--format", help=FORMAT_HELP.format("table, json")),
) -> None:
    """List the runs recorded in the audit database, newest first; `history show ID` for one run's figures."""
    if ctx.invoked_subcommand is not None:
        return
    from . import store
    from .report.render import dump_json

    if command is not None and command not in COMMAND_NAMES:
        raise SlacheckError("--command", f"no command '{command}'{did_you_mean(command, COMMAND_NAMES)}")
    runs = store.read_runs(db, command=command, file=file, limit=min(limit, ALL_RUNS))
    if format is HistoryFormat.json:
        write_stdout(dump_json(runs))
        return
    from .report.render import to_rich_table

    rows = [[r["id"], r["command"], str(r["started_at"] or "")[:19].replace("T", " "),
             r["status"] if not r.get("error") else f"{r['status']}: {r['error']}",
             run_inputs(r["args"]), run_rows(r)] for r in runs]
    print_renderables([to_rich_table(["id", "command", "started (UTC)", "status", "input", "saved"], rows,
                                     title=f"Runs in {db}")])


@history_app.command("show")
@handles_bad_input
def history_show(
    ctx: typer.Context,
    run_id: int = typer.Argument(..., metavar="ID", help="The run's id, as history lists it."),
    db: Path = HISTORY_DB,
    format: HistoryFormat = typer.Option(HistoryFormat.table, "--format", help=FORMAT_HELP.format("table, json")),
) -> None:
    """One run: its options, what it read, and its key figures (credits, findings, ranks, verdict)."""
    from . import store
    from .report.render import dump_json

    db, format = given_to_history(ctx, "db", db), given_to_history(ctx, "format", format)
    run = store.read_run(db, run_id)
    if format is HistoryFormat.json:
        write_stdout(dump_json(run))
        return
    started = str(run["started_at"] or "")[:19].replace("T", " ")
    lines = [f"Run {run['id']}: slacheck {run['command']}, {started} UTC, {run['status']}"
             + (f" (slacheck {run['slacheck_version']})" if run.get("slacheck_version") else "")]
    if run.get("error"):
        lines.append(f"  error: {run['error']}")
    if run.get("cwd"):  # the paths below are as typed: a relative one is from this folder
        lines.append(f"  in folder: {run['cwd']}")
    lines += [f"  {key}: {', '.join(map(str, value)) if isinstance(value, list) else value}"
              for key, value in run["args"].items() if value not in (None, [], False)]
    if run["figures"]:
        lines.append("Figures:")
        width = max(len(f["label"]) for f in run["figures"])
        lines += [f"  {f['label']:<{width}}  {f['value']}" for f in run["figures"]]
    write_stdout("\n".join(lines))


def given_to_history(ctx: typer.Context, name: str, value):
    """``history --db h.db show 3`` reads h.db: an option given before ``show`` (and not after it) is the
    one it uses, as it is for the list (it read slacheck.db and said it did not exist)."""
    def given(context) -> bool:  # (typer may bring its own click: its ParameterSource, compared by name)
        source = context.get_parameter_source(name) if context is not None else None
        return source is not None and source.name != "DEFAULT"

    return ctx.parent.params[name] if not given(ctx) and given(ctx.parent) else value


ALL_RUNS = 2**63 - 1  # SQLite's largest integer: a --limit past it asks for every run (it was an OverflowError)
RUN_INPUT_KEYS = ("contract", "contracts", "old", "new", "terms", "incidents", "vendor_report", "nccl", "workload")
# what a run saved, in the history table: the database's table → the noun its count takes (one, many)
RUN_ROW_WORDS = {"terms": ("term", "terms"), "findings": ("finding", "findings"), "incidents": ("incident", "incidents"),
                 "claims": ("claim", "claims"), "acceptance": ("acceptance test", "acceptance tests"),
                 "scores": ("score", "scores"), "diff_changes": ("diff change", "diff changes"),
                 "reconciliations": ("reconciliation", "reconciliations")}
COMMAND_NAMES = ("extract", "check", "diff", "score", "claim", "reconcile", "accept")


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
    from .words import counted

    return ", ".join(counted(run[k], *words) for k, words in RUN_ROW_WORDS.items() if run.get(k))


@app.command("demo")
@handles_bad_input
def demo_command(
    out: Path = typer.Option(Path("slacheck-demo"), "--out", metavar="FOLDER", help="Folder for the outputs, "
                             "their database and a copy of the inputs (FOLDER/inputs/, which the demo runs on)."),
    fixtures: Optional[Path] = typer.Option(None, "--fixtures", metavar="FOLDER", help="Inputs to run on (default: "
                                                                                       "the example inputs shipped "
                                                                                       "with slacheck)."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="DATE", help="The day to judge claim deadlines on "
                                        "(default: claim.args.yaml's as_of, else today)."),
    db: Optional[Path] = typer.Option(None, "--db", metavar="FILE", help="Audit database the runs are recorded in "
                                                                          "(default: slacheck.db in the output folder)."),
    no_db: bool = NO_DB,
) -> None:
    """Run the whole flow (extract, check, score, claim, letter, accept) on example inputs, then print each
    step's command on the copies of its inputs, to run next."""
    from .demo import DEFAULT_DB, run_demo
    from .claim_inputs import parse_as_of

    # without --as-of the demo takes claim.args.yaml's as_of (then today), so its claim is reproducible
    result = run_demo(out, fixtures, parse_as_of(as_of) if as_of is not None else None,
                      db=None if no_db else chosen_db(db, no_db) if db is not None else DEFAULT_DB)
    write_stdout(f"slacheck demo: the whole flow on example inputs from {result.fixtures}")
    for line in result.inputs:
        write_stdout(f"  {line}")
    if result.inputs_dir is not None:
        write_stdout(f"  copied to {result.inputs_dir}/, and run there")
    write_stdout(f"  outputs go to {result.out_dir}/")
    write_stdout("")
    marks = {"ok": "✓", "skipped": "–", "failed": "✗"}
    for step in result.steps:
        write_stdout(f"{marks[step.status]} {step.name:8} {step.status:8} {step.summary}")
        for line in step.details:
            write_stdout(f"  · {line}")
        for path in step.outputs:
            write_stdout(f"    {path}")
    by_status = {s: [step.name for step in result.steps if step.status == s] for s in marks}
    tally = f"{len(by_status['ok'])} of {len(result.steps)} steps ok"
    for status in ("failed", "skipped"):
        if by_status[status]:
            tally += f", {status}: {', '.join(by_status[status])}"
    write_stdout(f"\n{tally}" + (" (the reason is on the step's line above)" if by_status["failed"] else ""))
    if result.db is not None:
        write_stdout(f"Audit database: {result.db}  (slacheck history --db {result.db}; datasette {result.db})")
    commands_next = [step.command for step in result.steps if step.command]
    if commands_next:  # on the copies of the inputs, real paths: runnable as printed
        write_stdout(f"\nNext, run each step yourself on the copies in {result.inputs_dir}/:")
        for command in commands_next:
            write_stdout(f"  $ {command}")


def refuse_empty_arguments(argv: list[str]) -> None:
    """An empty argument is an unset shell variable (``slacheck check "$DRAFT"``), never a value:
    as a path it would read the current folder ("" is "." to pathlib). Exit 2 naming where it stands."""
    for k, arg in enumerate(argv):
        if arg.startswith("--") and arg.endswith("=") or arg == "":  # --incidents="$LOG" is "--incidents="
            before = argv[k - 1] if arg == "" and k and argv[k - 1].startswith("--") and "=" not in argv[k - 1] \
                else arg[:-1] if arg else None
            where = f"{before} is given an empty value" if before else f"argument {k + 1} is empty ('')"
            fail(f"Error: {where}: an unset shell variable? Give a file or a value")
            raise SystemExit(2)


def command_line_settings() -> None:
    """The process settings a command line runs with, made before numpy or pydantic loads (a value
    the user set stays). ``main`` makes them; so does anything that runs the command line in its own
    way and means to measure it as it runs (``benchmarks/reconcile_timeline.py``)."""
    # numpy's OpenBLAS starts a thread per core when numpy loads, which spins ~0.1 s and starts
    # again after a fork; slacheck does no linear algebra (numpy holds columns), so one thread
    # (before numpy loads; a value the user set stays): 1M vs 1M reconcile -0.2..0.4 s CPU
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    # numpy advises the kernel to back its arrays of 4 MB and up with 2 MB pages: here each such
    # page is zeroed whole when first touched, from memory the machine had not used lately, and
    # a big run touches ~550 MB of them: 1M vs 1M reconcile, system time 2.4 -> 1.3 s without
    os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")
    # pydantic looks for plugins (observability hooks) through every installed package's entry
    # points when slacheck's first model is built: ~6 ms CPU of each command's start-up, for
    # hooks on internal models that nobody asked for (a value the user set stays)
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def main() -> None:
    """Run the command line, then leave without the interpreter's teardown.

    Freeing numpy, pydantic and typer module by module takes ~0.1 s (more after a big claim)
    and does nothing for the user: by the time ``app()`` returns every command has closed its
    database and files, so only the standard streams need flushing. Tests call ``app``.
    """
    command_line_settings()
    try:
        refuse_empty_arguments(sys.argv[1:])
        app()
        code = 0
    except SystemExit as done:
        if done.code is None or isinstance(done.code, int):
            code = done.code or 0
        else:
            print(done.code, file=sys.stderr)
            code = 1
    profiling.report()  # os._exit skips atexit
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (`| head`): nothing more can be said there
            pass
    os._exit(code)


if __name__ == "__main__":
    main()
