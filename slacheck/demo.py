"""``slacheck demo``: the whole flow on the bundled fixtures, written into one folder.

extract → check (+ HTML review page) → score (+ workload cost) → claim → letter → accept,
on ``fixtures/demo/``, which ships inside the package as ``slacheck.demo_inputs`` (setup.py) and
is found with ``importlib.resources``, so it works from a wheel or an editable install in any
working directory. Each step runs through ``slacheck.commands``, the same function as the
matching CLI command, so it computes, writes and records (in ``slacheck.db`` in the output
folder, or ``db``) exactly as that command would.

Files are found by what they are: contracts (``.md .txt .pdf .docx``, not README), an
optional ``<contract stem>.terms.yaml`` beside a contract (the human-confirmed terms, used
instead of extraction), the incidents log (``*incident*.csv|jsonl|json``), the workload
(``*workload*.yaml``), nccl-tests logs (``*.log``) and ``claim.args.yaml`` (what the claim
needs beyond the terms: ``as_of``, ``tz``, ``units``, ``monthly_fee``, optionally ``contract``).
The claim and the acceptance test use the contract ``claim.args.yaml`` names (its ``contract``
key, else the first contract file name it mentions), else the one whose name shares the
longest prefix with the incidents file.

The inputs used are copied into ``<out>/inputs/`` and every step runs on the copies, so each
step's ``command`` is the CLI command that does it on its own, with real paths (the copies, the
outputs, the database), runnable as printed after the outputs: a user goes on from there.

A step whose inputs or modules are missing is reported as skipped, with the reason; no
output is ever faked. This module only picks inputs and summarises; it never prints: the CLI reports.
"""

from __future__ import annotations

import importlib.util
from importlib import resources
import os
import shlex
import shutil
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Literal

import slacheck

from . import commands
from .errors import SlacheckError
from .report.render import dump_json
from .words import counted

CONTRACT_SUFFIXES = (".md", ".txt", ".pdf", ".docx")


@dataclass
class Step:
    name: str
    status: Literal["ok", "skipped", "failed"]
    summary: str
    outputs: list[Path] = field(default_factory=list)
    details: list[str] = field(default_factory=list)  # one line per contract / vendor / month
    command: str = ""  # the CLI command that does this step on its own, on the copies of its inputs


@dataclass
class DemoResult:
    out_dir: Path
    db: Path
    steps: list[Step]
    fixtures: Path | None = None
    inputs: list[str] = field(default_factory=list)  # what the demo found in the fixtures folder
    inputs_dir: Path | None = None  # where the inputs were copied to (and run from)


def default_fixtures_dir() -> Path:
    """The bundled demo inputs, wherever slacheck is installed (``fixtures/demo`` in the repo)."""
    try:
        return Path(str(resources.files("slacheck.demo_inputs")))
    except ModuleNotFoundError:  # a build without the data package: find_inputs says so
        return Path(slacheck.__file__).resolve().parent / "demo_inputs"


@dataclass
class DemoInputs:
    contracts: list[Path]
    terms: dict[Path, Path]          # contract -> confirmed TERMS.yaml
    incidents: Path | None
    workload: Path | None
    nccl: list[Path]
    claim_args: dict = field(default_factory=dict)
    claim_args_text: str = ""


def find_inputs(fixtures: Path) -> DemoInputs:
    """The demo's inputs in ``fixtures``; a clear error when the folder is absent or empty."""
    if fixtures.exists() and not fixtures.is_dir():  # (was 'not found: no such folder' for a file that is there)
        raise SlacheckError(fixtures, "is a file, not a folder: give --fixtures the folder of the demo's inputs")
    if not fixtures.is_dir():
        raise SlacheckError(fixtures, "demo fixtures not found: no such folder (the bundled ones ship "
                                      "as slacheck.demo_inputs; reinstall slacheck, or pass --fixtures DIR)")
    files = sorted(p for p in fixtures.iterdir() if p.is_file())
    contracts = [p for p in files if p.suffix.lower() in CONTRACT_SUFFIXES and not p.name.lower().startswith("readme")
                 and ".src." not in p.name and "incident" not in p.name.lower()]
    if not contracts:
        raise SlacheckError(fixtures, "no contracts (.md .txt .pdf .docx) in the demo fixtures folder")
    terms = {}
    for contract in contracts:
        for candidate in (fixtures / f"{contract.stem}.terms.yaml", fixtures / f"{contract.stem}.terms.yml"):
            if candidate.exists():
                terms[contract] = candidate
    incidents = next((p for p in files if "incident" in p.name.lower()
                      and p.suffix.lower() in (".csv", ".jsonl", ".json")), None)
    workload = next((p for p in files if "workload" in p.name.lower() and p.suffix.lower() in (".yaml", ".yml")), None)
    nccl = [p for p in files if p.suffix.lower() == ".log"]
    args_path = fixtures / "claim.args.yaml"
    claim_args, args_text = {}, ""
    if args_path.exists():
        import yaml

        args_text = args_path.read_text(encoding="utf-8")
        try:
            claim_args = yaml.safe_load(args_text) or {}
        except yaml.YAMLError as exc:
            raise SlacheckError(args_path, f"not valid YAML: {exc}") from None
        if not isinstance(claim_args, dict):
            raise SlacheckError(args_path, "expected a mapping (as_of, tz, units, monthly_fee)")
    return DemoInputs(contracts, terms, incidents, workload, nccl, claim_args, args_text)


def _missing_modules(*modules: str) -> list[str]:
    return [m for m in modules if importlib.util.find_spec(m) is None]


def _common_prefix(a: str, b: str) -> int:
    return len(os.path.commonprefix([a, b]))


def claim_contract(inputs: DemoInputs) -> Path:
    named = inputs.claim_args.get("contract")
    if named:
        match = [c for c in inputs.contracts if c.name == str(named)]
        if match:
            return match[0]
    mentioned = [(inputs.claim_args_text.find(c.name), c) for c in inputs.contracts if c.name in inputs.claim_args_text]
    if mentioned:
        return min(mentioned, key=lambda m: m[0])[1]
    if inputs.incidents is None:
        return inputs.contracts[0]
    return max(inputs.contracts, key=lambda c: (_common_prefix(c.stem, inputs.incidents.stem), -inputs.contracts.index(c)))


DEFAULT_DB = object()  # the output folder's slacheck.db


def run_demo(out_dir: str | Path = "slacheck-demo", fixtures: str | Path | None = None,
             as_of: date | None = None, db: Path | None | object = DEFAULT_DB) -> DemoResult:
    """Run every step, writing outputs and ``slacheck.db`` into ``out_dir`` (created).

    ``db`` is another database to record the runs in, or None to record nothing (``--no-db``).
    """
    fixtures = Path(fixtures) if fixtures is not None else default_fixtures_dir()
    inputs = find_inputs(fixtures)
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise SlacheckError(str(out), "is a file, not a folder: give --out a folder for the demo's outputs")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SlacheckError(str(out), f"cannot create the folder for the demo's outputs ({exc.strerror})") from None
    db = out / "slacheck.db" if db is DEFAULT_DB else db
    found = [f"{counted(len(inputs.contracts), 'contract')} ({', '.join(c.name for c in inputs.contracts)})",
             f"incidents: {inputs.incidents.name if inputs.incidents else 'none'}",
             f"workload: {inputs.workload.name if inputs.workload else 'none'}",
             f"nccl-tests logs: {', '.join(p.name for p in inputs.nccl) or 'none'}"]
    inputs = copy_inputs(inputs, out / INPUTS_FOLDER)
    run_with = db_words(db)
    main = claim_contract(inputs)  # the contract the claim and the acceptance test use: the commands' example
    steps: list[Step] = []
    extract_missing = _missing_modules("slacheck.extract.pipeline")

    def source_of(contract: Path) -> Path:
        return inputs.terms.get(contract, contract)

    def can_read(contract: Path) -> bool:
        return contract in inputs.terms or not extract_missing

    # 1. extract
    loaded = {}
    if extract_missing:
        steps.append(Step("extract", "skipped", "term extraction is not available in this build "
                                                f"(missing {', '.join(extract_missing)})"))
    else:
        outputs, lines, failed = [], [], 0
        for contract in inputs.contracts:
            try:
                extraction = commands.run_extract(contract, db=db)
            except SlacheckError as exc:
                lines.append(f"{contract.name}: FAILED: {exc}")
                failed += 1
                continue
            from .terms_file import dump_terms_yaml

            loaded[contract] = extraction
            json_path, yaml_path = out / f"{contract.stem}.extract.json", out / f"{contract.stem}.terms.yaml"
            save(json_path, dump_json(extraction) + "\n", "extraction")
            save(yaml_path, dump_terms_yaml(extraction), "terms file")
            outputs += [json_path, yaml_path]
            lines.append(f"{contract.name}: {counted(len(extraction.terms), 'term')} found")
        steps.append(Step("extract", "ok" if loaded else "failed",
                          f"terms with page and position from {len(loaded)} of {counted(len(inputs.contracts), 'contract')}"
                          + (f" ({failed} could not be read)" if failed else ""), outputs, lines,
                          shell_command("extract", main, "--format", "yaml", *run_with)))

    # 2. check (+ HTML review page)
    check_missing = _missing_modules("slacheck.checklist.engine", "slacheck.report.html")
    readable = [c for c in inputs.contracts if can_read(c)]
    if check_missing or not readable:
        steps.append(Step("check", "skipped", f"missing {', '.join(check_missing)}" if check_missing
                          else "no contract could be read (no extraction and no confirmed terms)"))
    else:
        from .checklist.engine import blocker_found

        outputs, lines, checked = [], [], 0
        for contract in readable:
            json_path, html_path = out / f"{contract.stem}.check.json", out / f"{contract.stem}.review.html"
            try:
                result = commands.run_check(source_of(contract), html=html_path, db=db).result
            except SlacheckError as exc:
                lines.append(f"{contract.name}: FAILED: {exc}")
                continue
            save(json_path, dump_json(result) + "\n", "check result")
            outputs += [json_path, html_path]
            s = result.summary
            checked += 1
            blockers = [f"{f.rule} {f.status}" for f in result.findings
                        if f.severity == "blocker" and f.status != "pass"]
            verdict = "blocker: " + ", ".join(blockers) if blockers else "no blocker problem"
            lines.append(f"{contract.name}: {s.pass_} pass, {s.fail} fail, {s.missing} missing, {s.review} review"
                         f" ({verdict}{'; check would exit 1' if blocker_found(result) else ''})")
        steps.append(Step("check", "ok" if outputs else "failed",
                          f"{counted(checked, 'contract')} against the gpu-training checklist (14 rules); open a "
                          f"*.review.html in a browser to see each finding on the contract text",
                          outputs, lines, shell_command("check", source_of(main), "--html",
                                                        out / f"{main.stem}.review.html", *run_with)))

    # 3. score (+ workload cost)
    score_missing = _missing_modules("slacheck.checklist.score", "slacheck.checklist.workload")
    if score_missing or len(readable) < 2:
        steps.append(Step("score", "skipped", f"missing {', '.join(score_missing)}" if score_missing
                          else "fewer than two readable contracts"))
    else:
        try:
            result = commands.run_score([source_of(c) for c in readable], workload=inputs.workload, db=db)
        except SlacheckError as exc:
            steps.append(Step("score", "failed", str(exc)))
        else:
            from .report.findings import render_score

            json_path, md_path = out / "score.json", out / "score.md"
            save(json_path, dump_json(result) + "\n", "score")
            save(md_path, render_score(result, "md"), "score")
            note = f", cost of the run in {inputs.workload.name}" if inputs.workload else \
                " (no workload file: no cost estimate)"
            lines = []
            for v in sorted(result.vendors, key=lambda v: v.rank):
                line = f"#{v.rank} {v.document.name}: score {v.score:.2f}/100"
                if v.blockers:
                    line += f", blockers {', '.join(v.blockers)}"
                if v.cost is not None:
                    cost = (f"{v.cost.cost:,.2f} {v.cost.currency or '(currency not stated)'}"
                            if v.cost.cost is not None else "cost unknown")
                    deadline = {True: "deadline met", False: "deadline missed", None: "no deadline in the workload"}[v.cost.deadline_met]
                    line += f", {cost}, {deadline}"
                lines.append(line)
            workload_arg = ["--workload", inputs.workload] if inputs.workload else []
            steps.append(Step("score", "ok", f"{counted(len(readable), 'vendor')} ranked by weighted checklist score{note}",
                              [json_path, md_path], lines,
                              shell_command("score", *(source_of(c) for c in readable), *workload_arg, *run_with)))

    # 4. claim and 5. letter
    contract = main
    if inputs.incidents is None:
        steps.append(Step("claim", "skipped", "no incidents file (*incident*.csv) in the fixtures"))
    elif not can_read(contract):
        steps.append(Step("claim", "skipped", f"{contract.name}: no extraction and no confirmed terms"))
    else:
        day = as_of or _args_date(inputs.claim_args.get("as_of")) or date.today()
        steps.extend(_claim_and_letter(inputs, contract, source_of(contract), out, db, day))

    # 6. accept
    if not inputs.nccl:
        steps.append(Step("accept", "skipped", "no nccl-tests log (*.log) in the fixtures"))
    elif not can_read(contract):
        steps.append(Step("accept", "skipped", f"{contract.name}: no extraction and no confirmed terms"))
    else:
        steps.append(_accept(inputs, contract, out, db))
    return DemoResult(out_dir=out, db=db, steps=steps, fixtures=fixtures, inputs=found,
                      inputs_dir=out / INPUTS_FOLDER)


INPUTS_FOLDER = "inputs"  # in the output folder: the copies the demo ran on
CLAIM_NOTES = ("claim.args.yaml", "claim.expected.json")  # beside the log: what the claim step reads and checks


def copy_inputs(inputs: DemoInputs, folder: Path) -> DemoInputs:
    """``inputs`` copied into ``folder`` (made), and the same inputs naming the copies: the demo runs on them,
    so the commands it prints do what it did, on files the user has (the bundled ones are inside the package).
    ``claim.args.yaml`` and ``claim.expected.json`` go with the log. A copy onto itself (``--fixtures`` being
    that folder) is skipped."""
    sources = [*inputs.contracts, *inputs.terms.values(), *inputs.nccl,
               *(p for p in (inputs.incidents, inputs.workload) if p is not None)]
    if inputs.incidents is not None:
        sources += [p for p in (inputs.incidents.parent / name for name in CLAIM_NOTES) if p.is_file()]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for source in sources:
            target = folder / source.name
            if not (target.exists() and target.resolve() == source.resolve()):
                shutil.copyfile(source, target)
    except OSError as exc:
        raise SlacheckError(str(folder), f"cannot copy the demo's inputs here ({exc.strerror or exc})") from None

    def copy(path: Path | None) -> Path | None:
        return folder / path.name if path is not None else None

    return DemoInputs([copy(c) for c in inputs.contracts], {copy(c): copy(t) for c, t in inputs.terms.items()},
                      copy(inputs.incidents), copy(inputs.workload), [copy(p) for p in inputs.nccl],
                      inputs.claim_args, inputs.claim_args_text)


def save(path: Path, text: str, what: str) -> None:
    """One of the demo's own outputs, written as a command writes its files (``commands.write_output``): whole
    or not at all, and a folder or a full disk in its place is bad input naming it, not a traceback."""
    try:
        commands.write_output(commands.OutputFile(path, path.suffix.lstrip(".")), text, what)
    except SlacheckError as exc:  # named by its path in the output folder, as the demo lists its outputs
        raise SlacheckError(str(path), exc.message) from None


def db_words(db: Path | None) -> list[str | Path]:
    """How a printed command records its run where the demo recorded its own: ``--db FILE``, or ``--no-db``."""
    return ["--db", db] if db is not None else ["--no-db"]


def shell_command(*words: str | Path) -> str:
    """``slacheck`` and ``words`` as a line a shell runs as printed, each word quoted where it needs it."""
    return " ".join(shlex.quote(str(word)) for word in ("slacheck", *words))


def _args_date(value) -> date | None:
    if value is None or isinstance(value, date):
        return value
    return date.fromisoformat(str(value))


def _claim_and_letter(inputs: DemoInputs, contract: Path, source: Path, out: Path, db: Path | None,
                      day: date) -> list[Step]:
    from .contracts import is_terms_file

    is_terms = is_terms_file(source)
    args = inputs.claim_args
    units = args.get("units") or (len(args["unit_ids"]) if args.get("unit_ids") else None)
    fee = args.get("monthly_fee")
    letters_missing = _missing_modules("slacheck.report.letters")
    tz = str(args.get("tz") or commands.ClaimRequest.tz)
    letter = None if letters_missing else out / "claim-letter.md"
    command = shell_command("claim", "--terms" if is_terms else "--contract", source, "--incidents", inputs.incidents,
                            *(["--units", units] if units else []), *(["--monthly-fee", fee] if fee else []),
                            "--as-of", day.isoformat(), *(["--tz", tz] if tz != commands.ClaimRequest.tz else []),
                            *(["--letter", letter] if letter else []), *db_words(db))
    request = commands.ClaimRequest(inputs.incidents, terms=source if is_terms else None,
                                    contract=None if is_terms else source, units=units, monthly_fee=fee, as_of=day,
                                    tz=tz, letter=letter)
    try:
        outcome = commands.run_claim(request, db=db)
    except SlacheckError as exc:
        return [Step("claim", "failed", f"{contract.name} × {inputs.incidents.name}: {exc}", command=command),
                Step("letter", "skipped", "no claim to write a letter for")]
    result = outcome.result
    path = out / "claim.json"
    save(path, dump_json(result) + "\n", "claim")
    currency = result.months[0].currency if result.months else ""
    months = [f"{m.month}: availability {m.availability_pct:.4f}%, credit {m.credit_amount:,.2f} {m.currency}"
              + (" (capped)" if m.capped else "") + f", claim by {m.claim_deadline}"
              + (f" (month not over on {day.isoformat()})" if m.partial else " (open)" if m.claim_open
                 else f" (closed on {day.isoformat()})") for m in result.months]
    summary = (f"{contract.name} × {inputs.incidents.name}: {counted(len(result.months), 'month')}, "
               f"total credit {result.total_credit:,.2f} {currency}")
    status, differences = "ok", compare_with_expected(result, inputs.incidents.parent / "claim.expected.json")
    if differences is None:
        pass
    elif differences:
        status = "failed"
        summary += "; DIFFERS from the hand-computed claim.expected.json"
        months += [f"differs: {d}" for d in differences]
    else:
        months.append("matches the hand-computed claim.expected.json (availability, credit %, amount, cap, deadline)")
    steps = [Step("claim", status, summary, [path], months, command)]
    if letters_missing:
        steps.append(Step("letter", "skipped",
                          f"claim letters are not available in this build (missing {letters_missing[0]})"))
    else:
        steps.append(Step("letter", "ok", f"claim letter ({outcome.letter_language})", [outcome.letter]))
    return steps


CHECKED_MONTH_FIELDS = ("unit_minutes", "downtime_minutes", "availability_pct", "credit_pct", "credit_amount",
                        "currency", "capped", "claim_deadline")


def compare_with_expected(result, expected_path: Path) -> list[str] | None:
    """Differences between the computed claim and a hand-computed ``claim.expected.json``
    (None when there is none). ``claim_open`` is left out: it depends on the day the demo runs;
    availability is compared at the 4 decimals it is reported to."""
    if not expected_path.exists():
        return None
    import json

    try:
        expected = json.loads(expected_path.read_text(encoding="utf-8"))
    except ValueError as exc:
        return [f"{expected_path.name} is not valid JSON ({exc})"]
    got = json.loads(dump_json(result))
    differences = []
    if got.get("total_credit") != expected.get("total_credit"):
        differences.append(f"total_credit {got.get('total_credit')} (expected {expected.get('total_credit')})")
    got_months = {m["month"]: m for m in got.get("months", [])}
    for want in expected.get("months", []):
        have = got_months.get(want["month"])
        if have is None:
            differences.append(f"{want['month']}: month missing")
            continue
        for key in CHECKED_MONTH_FIELDS:
            if key == "availability_pct" and isinstance(want.get(key), (int, float)) \
                    and isinstance(have.get(key), (int, float)):
                if abs(have[key] - want[key]) > 0.00005 + 1e-9:  # reported to 4 decimals (SPEC §3)
                    differences.append(f"{want['month']} {key} {have[key]} (expected {want[key]})")
            elif key in want and have.get(key) != want[key]:
                differences.append(f"{want['month']} {key} {have.get(key)} (expected {want[key]})")
    extra = sorted(set(got_months) - {m["month"] for m in expected.get("months", [])})
    differences += [f"{month}: month not in the expected claim" for month in extra]
    return differences


def _accept(inputs: DemoInputs, contract: Path, out: Path, db: Path | None) -> Step:
    terms = inputs.terms.get(contract)
    try:
        result = commands.run_accept(inputs.nccl, contract=None if terms else contract, terms=terms, db=db)
    except SlacheckError as exc:
        return Step("accept", "failed", str(exc))
    path = out / "accept.json"
    save(path, dump_json(result) + "\n", "acceptance result")
    from .report.accept import hardware_lines

    # the GPUs against the contract first (a test on other GPUs says little), then each run's verdict
    lines = hardware_lines(result) + [f"{v.file}: {v.explanation}" for v in result.nccl] + result.notes
    return Step("accept", "ok", f"{counted(len(result.nccl), 'nccl-tests log')} against {contract.name}: "
                                f"{result.verdict.upper()}", [path], lines,
                shell_command("accept", *(["--terms", terms] if terms else ["--contract", contract]),
                              *(word for log in inputs.nccl for word in ("--nccl", log)), *db_words(db)))
