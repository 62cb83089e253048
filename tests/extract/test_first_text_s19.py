"""A process's first long text pays no one-off of the folding (issue 13, time per page flat): the
code-point tables ``fold.holds_any`` tests a text over ``ARRAY_TEST_CHARS`` against, and the codec it
reads the code points through, are made with the extractor's build (``pipeline.prepare``), counted
there, not in the first such text's ``normalise`` (~1.5 ms of a 3-page contract's ~17 ms)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from slacheck.extract import fold

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "contracts" / "fx03_nimbusgrid_h100_order.docx"

# a new process: what the build made, then what the first text made on top of it
PROBE = """
import json, sys
from slacheck import api
from slacheck.contracts import prepare_extraction
from slacheck.extract import fold
from slacheck.extract.pipeline import extract_terms
prepare_extraction()
document = api.load_document(sys.argv[1])
built = fold._code_table.cache_info()
codec_built = "encodings.utf_32_le" in sys.modules
terms = extract_terms(document)
after = fold._code_table.cache_info()
print(json.dumps({"chars": len(document.text), "ascii": document.text.isascii(), "terms": len(terms),
                  "tables_built": built.currsize, "made_by_text": after.misses - built.misses,
                  "asked_by_text": after.hits - built.hits, "codec_built": codec_built}))
"""


def test_a_first_long_text_finds_the_folding_tables_built():
    env = dict(os.environ, SLACHECK_CACHE_DIR="")  # no cache: the build as a first run makes it
    done = subprocess.run([sys.executable, "-c", PROBE, str(FIXTURE)], capture_output=True, text=True, env=env,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["chars"] > fold.ARRAY_TEST_CHARS and not found["ascii"] and found["terms"] >= 5
    assert found["asked_by_text"] >= 1  # the text was tested against the tables ...
    assert found["made_by_text"] == 0  # ... the build made them (main: 2 made in the first text's normalise)
    assert found["tables_built"] == 2 and found["codec_built"]


def test_a_long_text_holds_a_traditional_character_or_not_as_the_set_says():
    traditional = fold._traditional_characters()
    padding = "The Provider shall keep the cluster available. " * 100  # over ARRAY_TEST_CHARS: the table's test
    assert len(padding) > fold.ARRAY_TEST_CHARS
    assert fold.holds_any(traditional, padding + "機房位於臺北") is True  # 機, 臺: traditional
    assert fold.holds_any(traditional, padding + "机房位于台北") is False  # the same words simplified: none
    assert fold.holds_any(traditional, padding) is False
