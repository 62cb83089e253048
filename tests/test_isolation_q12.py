"""One document's reading never changes another's in the same process (q12).

A contract whose extraction runs out of time (SLACHECK_MAX_SECONDS) is reported and the run goes on with the next
file (``extract`` of several files, an evaluation, the API). The time limit interrupts Python between any two
bytecodes: it once could land while the phrases a text needs were being moved from their gate into the matcher,
leaving them out of both, and every later document of the process was read without them: "部分机房单柜功率高达50kW"
(some rooms', not this rack's) became a rack power of 50 kW, a guide's title a heading's promise. Tests that ran
after the time-limit test (tests/extract/test_long_text_fast_paths.py) failed when the machine was busy."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# B: what is read alone and after A in one process
LATER = [("# 机房介绍\n部分机房单柜功率高达50kW。\n", "zh"),
         ("# A Complete Guide to Colocation with 99.999% Power Availability\n\nPick a site near your users.\n", "en")]
# A: a contract whose time runs out while the phrases its text needs go into the matcher (the clock's signal is
# sent there, as a busy machine's clock runs out there now and then)
FIRST = "部分机房（一）本合同项下乙方提供GPU算力服务。Some of our sites. A Complete Guide to colocation.\n" * 50

PROCESS = """
import json, os, signal, sys
sys.path.insert(0, sys.argv[1]); sys.path.insert(0, os.path.join(sys.argv[1], "tests"))
from conftest import make_document
from slacheck.contracts import extract_document_terms
from slacheck.errors import SlacheckError
from slacheck.extract import nlp
from slacheck.limits import Limits
later, first = json.loads(sys.argv[2]), sys.argv[3]
said = None
if first:
    own = nlp.PhraseIndex._patterns
    def patterns(self, texts):
        nlp.PhraseIndex._patterns = own
        signal.raise_signal(signal.SIGALRM)  # the time limit runs out here
        return own(self, texts)
    nlp.PhraseIndex._patterns = patterns
    try:
        extract_document_terms(make_document(first, language="zh"), Limits(max_seconds=60))
    except SlacheckError as exc:
        said = exc.message
read = [sorted([t.key, str(t.value), t.evidence_kind] for t in extract_document_terms(make_document(text, language=lang)))
        for text, lang in later]
print(json.dumps({"said": said, "read": read}))
"""


def _run(tmp_path: Path, first: str) -> dict:
    env = dict(os.environ, SLACHECK_CACHE_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROCESS, str(ROOT), json.dumps(LATER), first], capture_output=True,
                          text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not hasattr(__import__("signal"), "setitimer"), reason="no interval timer: no time limit to run out")
def test_a_contract_out_of_time_leaves_the_next_documents_read_as_alone(tmp_path):
    alone = _run(tmp_path, "")
    after = _run(tmp_path, FIRST)
    assert after["said"] is not None and "took longer than 60 s" in after["said"]  # A is still refused, in time
    assert after["read"] == alone["read"]
    assert alone["read"][0] == []  # (some rooms' figure: no rack power)
