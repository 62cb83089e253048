"""d23: bad input a user really sends, to every command: exit 2 with a message naming the file (and its line or
page where there is one), never a traceback, stdout empty or valid JSON, and the audit database byte for byte as
it was. Files a Windows tool saves in its own encoding are read, not refused.

The fixed cases come first; ``test_hostile_input_is_refused_by_name_and_leaves_the_database`` is a guard table of
cases that were already right on 0ba6bf82 (one row per input class and command), so they stay right.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "fixtures" / "demo"
CONTRACT = DEMO / "qiantang_h800_framework.md"
INCIDENTS = DEMO / "incidents.csv"
NCCL = DEMO / "nccl_all_reduce.log"
SMI = ROOT / "fixtures" / "accept" / "nvidia_smi_rtx2080_placeholder.csv"
CLAIM = ["--as-of", "2025-10-13", "--tz", "Asia/Shanghai", "--units", "256"]
HEADER = "id,start,end,units,cause,notice_hours\n"


def cli(*args):
    try:
        runner = CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 keeps stderr apart already
        runner = CliRunner()
    return runner.invoke(app, [str(a) for a in args])


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def seeded(tmp_path_factory) -> Path:
    """An audit database holding one committed extract run."""
    base = tmp_path_factory.mktemp("seed")
    done = cli("extract", CONTRACT, "--format", "json", "--db", base / "audit.db")
    assert done.exit_code == 0, done.stderr
    return base / "audit.db"


@pytest.fixture
def db(seeded, tmp_path) -> Path:
    path = tmp_path / "audit.db"
    shutil.copy(seeded, path)
    return path


def assert_refused(done, where: str, problem: str, db: Path, before: str) -> None:
    assert done.exit_code == 2, (done.exit_code, done.stderr[-1500:], repr(done.exception))
    assert done.exception is None or isinstance(done.exception, SystemExit), repr(done.exception)
    assert "Traceback" not in done.stderr
    assert f"Error: {where}" in done.stderr, done.stderr[-1500:]
    assert problem in done.stderr, done.stderr[-1500:]
    if done.stdout.strip():
        json.loads(done.stdout)
    assert sha(db) == before


def without_names(report: dict) -> str:
    """The accept report's JSON with the input files' names left out: what it says of the GPUs and bandwidth."""
    text = json.dumps(report, sort_keys=True)
    for name in ("smi16.csv", SMI.name, "nccl16.log", NCCL.name):
        text = text.replace(name, "FILE")
    return text


# -- fixed: what Windows PowerShell writes (`nvidia-smi --query-gpu=... --format=csv > smi.csv` is UTF-16 with
#    its byte-order mark there) was refused as "binary data"; it is text and reads as the UTF-8 file does.

def test_an_nvidia_smi_csv_saved_as_utf16_gives_the_same_verdict_as_utf8(tmp_path):
    utf16 = tmp_path / "smi16.csv"
    utf16.write_bytes(SMI.read_text(encoding="utf-8").encode("utf-16"))
    as_utf8 = cli("accept", "--nccl", NCCL, "--contract", CONTRACT, "--smi", SMI, "--format", "json", "--no-db")
    as_utf16 = cli("accept", "--nccl", NCCL, "--contract", CONTRACT, "--smi", utf16, "--format", "json", "--no-db")
    assert as_utf8.exit_code == 0, as_utf8.stderr
    assert as_utf16.exit_code == 0, as_utf16.stderr
    assert "binary data" not in as_utf16.stderr
    assert without_names(json.loads(as_utf16.stdout)) == without_names(json.loads(as_utf8.stdout))


def test_an_nccl_tests_log_saved_as_utf16_reads_the_same_bandwidth(tmp_path):
    utf16 = tmp_path / "nccl16.log"
    utf16.write_bytes(NCCL.read_text(encoding="utf-8").encode("utf-16"))
    as_utf8 = cli("accept", "--nccl", NCCL, "--contract", CONTRACT, "--format", "json", "--no-db")
    as_utf16 = cli("accept", "--nccl", utf16, "--contract", CONTRACT, "--format", "json", "--no-db")
    assert as_utf16.exit_code == 0, as_utf16.stderr
    assert without_names(json.loads(as_utf16.stdout)) == without_names(json.loads(as_utf8.stdout))


def test_utf16_broken_after_its_mark_is_still_refused_by_name_and_line(tmp_path, db):
    """Guard of the edge the fix opened: a byte-order mark does not make any bytes text."""
    broken = tmp_path / "smi16.csv"
    broken.write_bytes("index, name\n0, A100\n".encode("utf-16") + b"\x00\xd8\x41")  # a lone high surrogate
    before = sha(db)
    done = cli("accept", "--nccl", NCCL, "--contract", CONTRACT, "--smi", broken, "--format", "json", "--db", db)
    assert_refused(done, "smi16.csv:3", "not UTF-16 text", db, before)


# -- fixed: an inventory or unit map holding NUL bytes was refused as "not a CSV incident log": the wrong file kind.

@pytest.mark.parametrize("option", ["--inventory", "--unit-map"])
def test_a_binary_inventory_or_unit_map_is_not_called_an_incident_log(option, tmp_path, db):
    side = tmp_path / "units.csv"
    side.write_bytes(b"component,unit\nGPU Pool A,node-017\x00\n")
    before = sha(db)
    units = ["--units", "256"] if option == "--unit-map" else []  # an inventory counts the units itself
    done = cli("claim", "--incidents", INCIDENTS, "--contract", CONTRACT, "--as-of", "2025-10-13", "--tz", "Asia/Shanghai",
               *units, option, side, "--format", "json", "--db", db)
    assert_refused(done, "units.csv:2", "contains NUL bytes", db, before)
    assert "incident log" not in done.stderr


# -- guards: cases already right on 0ba6bf82 (each input class once, through the command a user gives it to)

def encrypted_pdf(path: Path) -> None:
    from reportlab.lib import pdfencrypt
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path), encrypt=pdfencrypt.StandardEncryption("secret", canPrint=0))
    page.drawString(72, 720, "Service Level Agreement. Monthly availability 99.9%.")
    page.save()


def truncated_pdf(path: Path) -> None:
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path))
    page.drawString(72, 720, "Service Level Agreement. Monthly availability 99.9%.")
    page.save()
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def docx_without_document(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")


WRITERS = {
    "empty.txt": lambda p: p.write_bytes(b""),
    "zero.pdf": lambda p: p.write_bytes(b""),
    "page.pdf": lambda p: p.write_text("<!DOCTYPE html><html><body>Sign in</body></html>", encoding="utf-8"),
    "locked.pdf": encrypted_pdf,
    "cut.pdf": truncated_pdf,
    "nodoc.docx": docx_without_document,
    "old.docx": lambda p: p.write_bytes(bytes.fromhex("d0cf11e0a1b11ae1") + b"\x00" * 4000),
    "nul.txt": lambda p: p.write_bytes(b"Monthly availability 99.9%.\x00\x00"),
    "folder": lambda p: p.mkdir(),
    "absent.md": lambda p: None,
    "semi.csv": lambda p: p.write_text("id;start;end;units;cause\nx1;2025-09-02T10:00:00;2025-09-02T12:30:00;n1;vendor\n"),
    "serial.csv": lambda p: p.write_text(HEADER + "x1,45902.4166666667,45902.5208333333,node-017,vendor,\n"),
    "reversed.csv": lambda p: p.write_text(HEADER + "x1,2025-09-02T12:00:00,2025-09-02T10:00:00,node-017,vendor,\n"),
    "noend.csv": lambda p: p.write_text("id,start,units,cause\nx1,2025-09-02T10:00:00,node-017,vendor\n"),
    "midnight.csv": lambda p: p.write_text(HEADER + "x1,2025-09-02T22:00:00,2025-09-02T24:00:00,node-017,vendor,\n"),
    "gap.csv": lambda p: p.write_text(HEADER + "x1,2025-03-09T02:30:00,2025-03-09T04:00:00,node-017,vendor,\n"),
    "object.json": lambda p: p.write_text('{"incidents": {"a": 1}}'),
    "tab.yaml": lambda p: p.write_text("checklist: mine\nrules:\n\t- id: x\n"),
    "dup.yaml": lambda p: p.write_text("checklist: mine\nchecklist: again\nrules: []\n"),
    "op.yaml": lambda p: p.write_text("checklist: mine\nrules:\n  - id: r1\n    title: Availability\n"
                                      "    terms: [availability_pct]\n    condition: availability_pct approximately 99.9\n"
                                      "    severity: blocker\n"),
}


def contract(f):
    return ["extract", f, "--format", "json"]


def log(tz="Asia/Shanghai"):
    return lambda f: ["claim", "--incidents", f, "--contract", CONTRACT, "--as-of", "2025-10-13", "--tz", tz,
                      "--units", "256", "--format", "json"]


CASES = [  # (input file, command on it, where the message names, the problem it says)
    ("empty.txt", contract, "empty.txt", "empty file"),
    ("zero.pdf", lambda f: ["check", f, "--format", "json"], "zero.pdf", "empty file"),
    ("page.pdf", contract, "page.pdf", "not a readable PDF"),
    ("locked.pdf", contract, "locked.pdf", "encrypted PDF"),
    ("cut.pdf", lambda f: ["claim", "--incidents", INCIDENTS, "--contract", f, *CLAIM], "cut.pdf", "not a readable PDF"),
    ("nodoc.docx", contract, "nodoc.docx", "no word/document.xml"),
    ("old.docx", contract, "old.docx", "old-format Office file"),
    ("nul.txt", contract, "nul.txt", "NUL bytes"),
    ("folder", contract, "folder", "is a folder"),
    ("absent.md", contract, "absent.md", "not found"),
    ("semi.csv", log(), "semi.csv:1", "separated by ';'"),
    ("serial.csv", log(), "serial.csv:2", "unparsable start time '45902.4166666667'"),
    ("reversed.csv", log(), "reversed.csv:2", "is before start"),
    ("noend.csv", log(), "noend.csv:1", "missing required column 'end'"),
    ("midnight.csv", log(), "midnight.csv:2", "unparsable end time '2025-09-02T24:00:00'"),
    ("gap.csv", log("America/New_York"), "gap.csv:2", "does not exist in America/New_York"),
    ("object.json", log(), "object.json", "expected a Statuspage incidents.json"),
    ("reversed.csv", lambda f: ["reconcile", "--incidents", INCIDENTS, "--vendor-report", f, "--contract", CONTRACT,
                                *CLAIM, "--format", "json"], "reversed.csv:2", "is before start"),
    ("tab.yaml", lambda f: ["check", CONTRACT, "--checklist", f, "--format", "json"], "tab.yaml:3", "not valid YAML"),
    ("dup.yaml", lambda f: ["check", CONTRACT, "--checklist", f], "dup.yaml:2", "duplicate key 'checklist'"),
    ("op.yaml", lambda f: ["check", CONTRACT, "--checklist", f], "op.yaml:", "r1"),
    ("page.pdf", lambda f: ["accept", "--nccl", f, "--contract", CONTRACT, "--format", "json"], "page.pdf",
     "no nccl-tests result table"),
    ("empty.txt", lambda f: ["score", CONTRACT, "--workload", f, "--format", "json"], "empty.txt:1",
     "a workload is a mapping"),
    ("empty.txt", lambda f: ["demo", "--out", f], "", "is a file, not a folder"),
]


@pytest.mark.parametrize("name, command, where, problem", CASES,
                         ids=[f"{case[0]}-{n}" for n, case in enumerate(CASES)])
def test_hostile_input_is_refused_by_name_and_leaves_the_database(name, command, where, problem, tmp_path, db):
    given = tmp_path / name
    WRITERS[name](given)
    before = sha(db)
    done = cli(*command(given), "--db", db)
    assert_refused(done, where, problem, db, before)


# -- fixed: a log of ours wrapped in an object ({"incidents": [{"id", "start", "end", "units"}, ...]}) was read as a
#    Statuspage export whose every record had no updates: all skipped, and the claim exit 0 with a credit of 0.

def test_plain_records_under_an_incidents_key_are_refused_not_claimed_as_none(tmp_path, db):
    wrapped = tmp_path / "export.json"
    wrapped.write_text('{"page": {"id": "ours"},\n "incidents": [\n'
                       '  {"id": "x1", "start": "2025-09-02T10:00:00", "end": "2025-09-02T12:30:00", "units": "node-017"}\n'
                       ']}\n', encoding="utf-8")
    before = sha(db)
    done = cli("claim", "--incidents", wrapped, "--contract", CONTRACT, *CLAIM, "--format", "json", "--db", db)
    assert_refused(done, "export.json:3", "not Statuspage incidents", db, before)
    assert "JSON Lines" in done.stderr


def test_a_statuspage_export_of_incidents_without_outages_is_still_read(tmp_path, db):
    """Guard: Statuspage's own incidents that mark no component down are skipped as before, not refused."""
    export = tmp_path / "incidents.json"
    export.write_text(json.dumps({"page": {"id": "p"}, "incidents": [
        {"id": "s1", "name": "Slow API", "created_at": "2025-09-02T10:00:00Z", "impact": "minor",
         "started_at": "2025-09-02T10:00:00Z", "resolved_at": "2025-09-02T11:00:00Z", "components": [],
         "incident_updates": [{"status": "resolved", "created_at": "2025-09-02T11:00:00Z", "affected_components": []}]},
    ]}), encoding="utf-8")
    done = cli("claim", "--incidents", export, "--contract", CONTRACT, *CLAIM, "--format", "json", "--no-db")
    assert done.exit_code == 0, done.stderr
    assert "skipped 1 record" in done.stderr


# -- fixed: an inventory or unit map Excel saved with ';' between columns (where a comma is the decimal mark) was
#    refused as lacking its columns, listing 'gpu;node' as one, without saying why (an incident log says so).

@pytest.mark.parametrize("option, header", [("--inventory", "gpu;node"), ("--unit-map", "component;unit")])
def test_a_semicolon_separated_inventory_or_unit_map_is_said_to_be_so(option, header, tmp_path, db):
    side = tmp_path / "units.csv"
    side.write_bytes(b"\xef\xbb\xbf" + f"{header}\nGPU-1;node-017\n".encode())
    before = sha(db)
    units = ["--units", "256"] if option == "--unit-map" else []
    done = cli("claim", "--incidents", INCIDENTS, "--contract", CONTRACT, "--as-of", "2025-10-13", "--tz", "Asia/Shanghai",
               *units, option, side, "--format", "json", "--db", db)
    assert_refused(done, "units.csv:1", "separated by ';', not commas", db, before)
