"""Start-up stays cheap (issue 13): what a command does not use is not imported.

Timed targets live in benchmarks/ (benchmarks/results/office_pdf_speed.md); these tests check
the modules behind them, which do not depend on how busy the machine is."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def modules_after(code: str) -> dict[str, bool]:
    probe = ("import json, sys\n" + code + "\nprint(json.dumps({name: name in sys.modules for name in "
             "('numpy', 'pydantic', 'spacy', 'spacy.cli', 'pdfplumber', 'pdfminer', 'jinja2', "
             "'rich', 'sqlite_utils', 'docx', 'pypdfium2')}))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_help_loads_none_of_the_heavy_libraries():
    loaded = modules_after("from slacheck.cli import app\ntry:\n    app(['--help'])\nexcept SystemExit:\n    pass")
    assert not any(loaded[name] for name in ("numpy", "pydantic", "spacy", "pdfplumber")), loaded


def test_preparing_the_extractor_loads_no_nlp_library():
    """The extractor matches phrases with one automaton (nlp.py): whichever part of it is built
    first, neither spaCy (~0.5 s of import) nor its command line (typer apps, jinja2, every
    training command) nor numpy comes along."""
    for first in ("from slacheck.extract.matchers import rules; rules()",
                  "from slacheck.extract.pipeline import prepare; prepare()",
                  "from slacheck.extract.nlp import PhraseIndex; PhraseIndex()"):
        loaded = modules_after(first)
        assert not loaded["spacy"] and not loaded["spacy.cli"] and not loaded["numpy"], (first, loaded)


def check_loads(*args: str) -> dict[str, bool]:
    """The modules loaded by a ``check`` that ran to its verdict (exit 0 or 1, not 2)."""
    return modules_after("from slacheck.cli import app\ntry:\n    app(" + repr(["check", *args]) + ")\n"
                         "except SystemExit as exc:\n    assert exc.code in (0, 1), exc.code")


def test_checking_a_small_pdf_loads_only_what_it_uses():
    """A PDF without ruled tables is read by pdfium alone; JSON output needs no terminal
    library, no template engine, no database and no array library."""
    loaded = check_loads(str(FIXTURES / "contracts" / "fx02_huailai_colo_highpower.pdf"), "--format", "json", "--no-db")
    unused = ("numpy", "spacy", "pdfplumber", "pdfminer", "jinja2", "rich", "sqlite_utils", "docx")
    assert not any(loaded[name] for name in unused), loaded


def test_checking_a_text_contract_loads_no_pdf_or_docx_reader():
    loaded = check_loads(str(FIXTURES / "contracts" / "fx04_corvid_gpu_instance_sla.txt"), "--format", "json", "--no-db")
    assert not any(loaded[name] for name in ("pypdfium2", "pdfplumber", "docx", "numpy", "spacy", "jinja2")), loaded
