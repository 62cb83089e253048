"""A text input holding bytes that are not UTF-8 is refused in one form by every command that reads one
(textcodec.not_utf8): '<file>:<line>: not UTF-8 text (byte <offset>); save the file as UTF-8', the offset of
the first bad byte from the file's start. Exit 2, nothing on stdout, nothing recorded, no traceback.
Was three forms: accept's 'bad.log:4: not UTF-8 text, not an nccl-tests log' (no byte), a terms file's
't.yaml: not UTF-8 text (byte 16)' (no line), and a UTF-8 contract with one bad byte read by a guessed
encoding or refused as 'not a text file (no text encoding fits: ...)' (no line, no byte)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

DEMO = Path(__file__).resolve().parents[1] / "fixtures" / "demo"
CONTRACT = DEMO / "qiantang_h800_framework.md"
NCCL = DEMO / "nccl_all_reduce.log"
LOG = DEMO / "incidents.csv"
TERMS = "rack_power_kw: 15\nsla_unit: node\nmonthly_fee: 1000\ncurrency: USD\n"


def with_bad_byte(source: Path, target: Path, line: int) -> int:
    """``source`` with a byte 0xFF added at the end of its ``line`` (1-based), written to ``target``; the bad
    byte's offset."""
    lines = source.read_bytes().split(b"\n")
    offset = sum(len(x) + 1 for x in lines[:line - 1]) + len(lines[line - 1])
    lines[line - 1] += b"\xff"
    target.write_bytes(b"\n".join(lines))
    return offset


def refused(tmp_path: Path, args: list[str]) -> str:
    done = CliRunner().invoke(app, args + ["--db", str(tmp_path / "runs.db")])
    assert done.exit_code == 2, done.output
    assert done.exception is None or isinstance(done.exception, SystemExit)  # no traceback
    assert done.stdout == "" and not (tmp_path / "runs.db").exists()
    return done.stderr


@pytest.mark.parametrize("suffix", [".md", ".txt"])
def test_extract_refuses_a_utf8_contract_with_a_bad_byte_naming_line_and_byte(tmp_path, suffix):
    bad = tmp_path / f"contract{suffix}"
    offset = with_bad_byte(CONTRACT, bad, 7)
    assert refused(tmp_path, ["extract", str(bad)]) == \
        f"Error: contract{suffix}:7: not UTF-8 text (byte {offset}); save the file as UTF-8\n"


def test_extract_counts_the_byte_from_the_file_start_with_its_byte_order_mark(tmp_path):
    bad = tmp_path / "contract.md"
    offset = with_bad_byte(CONTRACT, bad, 3)
    bad.write_bytes(b"\xef\xbb\xbf" + bad.read_bytes())
    assert refused(tmp_path, ["extract", str(bad)]) == \
        f"Error: contract.md:3: not UTF-8 text (byte {offset + 3}); save the file as UTF-8\n"


def test_accept_refuses_an_nccl_log_with_a_bad_byte_naming_line_and_byte(tmp_path):
    bad = tmp_path / "nccl.log"
    offset = with_bad_byte(NCCL, bad, 4)
    terms = tmp_path / "t.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    assert refused(tmp_path, ["accept", "--nccl", str(bad), "--terms", str(terms)]) == \
        f"Error: nccl.log:4: not UTF-8 text (byte {offset}); save the file as UTF-8\n"


def test_claim_refuses_a_log_and_a_terms_file_with_a_bad_byte_in_the_same_form(tmp_path):
    terms = tmp_path / "t.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    bad_log = tmp_path / "incidents.csv"
    offset = with_bad_byte(LOG, bad_log, 3)
    bad_log.write_bytes(bad_log.read_bytes().replace(b"\xff", b"\xff\xfe\xff"))  # nor GBK: said as not UTF-8
    assert refused(tmp_path, ["claim", "--terms", str(terms), "--incidents", str(bad_log), "--units", "8"]) == \
        f"Error: incidents.csv:3: not UTF-8 text (byte {offset}); save the file as UTF-8 (Excel: CSV UTF-8)\n"
    bad_terms = tmp_path / "bad.yaml"
    offset = with_bad_byte(terms, bad_terms, 2)
    assert refused(tmp_path, ["claim", "--terms", str(bad_terms), "--incidents", str(LOG), "--units", "8"]) == \
        f"Error: bad.yaml:2: not UTF-8 text (byte {offset}); save the file as UTF-8\n"
