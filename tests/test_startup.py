"""Start-up stays cheap (issue 13): what a command does not use is not imported.

Timed targets live in benchmarks/ (benchmarks/results/office_pdf_speed.md); these tests check
the modules behind them, which do not depend on how busy the machine is."""

from __future__ import annotations

import json
import subprocess
import sys


def modules_after(code: str) -> dict[str, bool]:
    probe = ("import json, sys\n" + code + "\nprint(json.dumps({name: name in sys.modules for name in "
             "('numpy', 'pydantic', 'spacy', 'spacy.cli', 'pdfplumber', 'jinja2')}))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_help_loads_none_of_the_heavy_libraries():
    loaded = modules_after("from slacheck.cli import app\ntry:\n    app(['--help'])\nexcept SystemExit:\n    pass")
    assert not any(loaded[name] for name in ("numpy", "pydantic", "spacy", "pdfplumber")), loaded


def test_preparing_the_extractor_loads_spacy_without_its_command_line():
    """spaCy's own CLI (typer apps, jinja2, every training command) is a quarter of its import:
    whichever part of the extractor is built first, it must not come along."""
    for first in ("from slacheck.extract.matchers import rules; rules()",
                  "from slacheck.extract.pipeline import prepare; prepare()",
                  "from slacheck.extract.nlp import PhraseIndex; PhraseIndex()"):
        loaded = modules_after(first)
        assert loaded["spacy"] and not loaded["spacy.cli"], (first, loaded)

