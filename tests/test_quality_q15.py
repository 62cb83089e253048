"""Second-read leftovers (session 47's helper q15).

- Ctrl-C (SIGINT) while the ``slacheck`` command starts (importing typer and the models, before a command's own
  handling is in place) is the same one line as later and exit 130, no traceback; a program importing slacheck keeps
  Python's own Ctrl-C.
- zh.yaml writes the power's reliability words once (availability_pct's triggers, stand_in_measures and subject take
  the one list by its YAML name); the data read is the same.
- The period reader reads a document once for its three keys (one YAML anchor serves them), each document its own.

Guards (pass on the base too) are marked so.
"""

from __future__ import annotations

import os
import signal
import site
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import extracted_terms
from tests.test_bad_input_q14 import ctrl_c_as_at_a_terminal  # SIGINT as a terminal gives it, not as a job inherits

ROOT = Path(__file__).resolve().parent.parent
CONTRACT = ROOT / "fixtures" / "demo" / "qiantang_h800_framework.md"
LINE = "Interrupted (Ctrl-C): stopped before the end\n"  # (--no-db: no database to name)


def env(**more: str) -> dict:
    """This checkout's slacheck first, then the packages installed beside this Python."""
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), *site.getsitepackages()]), **more)


def run_pressed(cmd: list[str], after_seconds: float | None = None, **options) -> tuple[int, str]:
    """(exit code, stderr) of ``cmd`` given SIGINT ``after_seconds`` after it started (None: it presses itself)."""
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=ctrl_c_as_at_a_terminal, **options)
    try:
        if after_seconds is not None:
            time.sleep(after_seconds)
            proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc.returncode, err


# -- 1. Ctrl-C at start-up

# the console script pip writes for pyproject's ``slacheck = "slacheck.cli:main"``, pressing Ctrl-C itself as Python
# starts to import the module named in SLACHECK_TEST_PRESS_AT: a moment of start-up, the same at every run
CONSOLE_SCRIPT = """\
import os, signal, sys

class PressAt:
    def find_spec(self, name, path=None, target=None):
        if name == os.environ["SLACHECK_TEST_PRESS_AT"]:
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, PressAt())
from slacheck.cli import main
if __name__ == '__main__':
    sys.argv[0] = sys.argv[0].removesuffix('.exe')
    sys.exit(main())
"""


def pressed_while_importing(tmp_path: Path, module: str) -> tuple[int, str]:
    """(exit code, stderr) of ``slacheck extract … --no-db`` run by its console script, Ctrl-C pressed as it starts to
    import ``module``."""
    script = tmp_path / "slacheck"
    script.write_text(CONSOLE_SCRIPT, encoding="utf-8")
    return run_pressed([sys.executable, str(script), "extract", str(CONTRACT), "--no-db"],
                       env=env(SLACHECK_TEST_PRESS_AT=module))


@pytest.mark.parametrize("module", [
    "slacheck.cli",     # the entry point's own module, before its first line
    "typer",            # in the middle of its imports
    "slacheck.errors",  # ... and after typer's
    "slacheck.commands",  # ... and at their end (the commands' module found, to be loaded when a command runs)
])
def test_ctrl_c_while_the_console_script_imports_is_one_line_and_130(tmp_path, module):
    code, err = pressed_while_importing(tmp_path, module)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert (code, err) == (130, LINE)


def test_ctrl_c_once_the_command_runs_is_the_same_line(tmp_path):
    """Paraphrase, and guard (passes on the base too): past start-up (the extractor loads inside the command) the
    command's own handling says the same line."""
    assert pressed_while_importing(tmp_path, "slacheck.extract.pipeline") == (130, LINE)


@pytest.mark.parametrize("ms", [0, 50, 150])
def test_sigint_at_moments_of_start_up_is_never_a_traceback_of_slacheck(ms):
    """A real SIGINT, as Ctrl-C sends it, some milliseconds after ``python -m slacheck`` starts: the one line and exit
    130 from the package's first line on; before it, Python's own start (killed before it handles signals, what a shell
    reports as 130 too, or its own start-up failing) with no line of slacheck's in it. (``-S``: the hooks an
    installation puts in ``site``, an editable install's finder, run before the package's first line, out of its
    reach.) 0 ms passes on the base too: the process is killed before Python handles signals."""
    code, err = run_pressed([sys.executable, "-S", "-m", "slacheck", "extract", str(CONTRACT), "--no-db"],
                            after_seconds=ms / 1000, env=env())
    assert not [line for line in err.splitlines() if f'File "{ROOT / "slacheck"}' in line], err
    if code == 130:
        assert err == LINE
    else:
        assert code in (-signal.SIGINT, 1), (code, err)


def test_a_program_importing_slacheck_keeps_pythons_own_ctrl_c():
    # guard (passes on the base too): only the command's process holds Ctrl-C while it starts
    done = subprocess.run([sys.executable, "-c", "import signal, slacheck, slacheck.cli; "
                           "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)"],
                          cwd=ROOT, env=env(), capture_output=True, text=True, preexec_fn=ctrl_c_as_at_a_terminal)
    assert done.stdout.strip() == "True", done.stderr


@pytest.mark.parametrize("argv, command", [
    (["python", "-m", "slacheck", "check"], True),
    (["python", "-X", "importtime", "-m", "slacheck"], True),
    (["python", "-m", "slacheck.evaluate"], False),  # another program of the package: its own Ctrl-C
    (["python", "-m", "pytest", "slacheck"], False),
])
def test_the_command_line_is_told_by_the_interpreters_arguments(monkeypatch, argv, command):
    from slacheck import startup

    monkeypatch.setattr(sys, "orig_argv", argv)
    assert startup.the_command_line() is command


# -- 2. the power's reliability words, written once

POWER_WORDS = ["供电可靠性", "供电可靠率", "电力可靠性", "电力供应可靠性", "供电保障率", "电力保障率", "电力供应保障率", "供电保证率",
               "电力供应保证率", "供电稳定性", "电力供应稳定性"]


def test_zh_yaml_writes_the_power_reliability_words_once():
    text = (ROOT / "slacheck" / "extract" / "lang" / "zh.yaml").read_text(encoding="utf-8")
    data_lines = [line.split("#")[0] for line in text.splitlines()]
    for word in POWER_WORDS:
        assert sum(f" {word}," in f" {line.replace('[', ' ')}," or f" {word}]" in f" {line.replace('[', ' ')}"
                   for line in data_lines) == 1, word


def test_the_power_words_still_serve_the_three_lists():
    # guard (passes on the base too): the data read is as it was
    from slacheck.extract.data import load_language

    rule = load_language("zh")["keys"]["availability_pct"]
    for field in ("triggers", "stand_in_measures", "subject"):
        assert [w for w in rule[field] if w in POWER_WORDS] == POWER_WORDS, field


@pytest.mark.parametrize("text, level", [
    ("IDC机柜租用合同\n\n甲方保证机柜供电可靠性不低于99.99%。\n", 99.99),
    ("IDC机柜租用合同\n\n甲方承诺电力供应保证率达到99.95%。\n", 99.95),  # paraphrase: another of the words
])
def test_a_power_reliability_level_is_read_as_before(text, level):
    # guard (passes on the base too)
    assert extracted_terms(text)["availability_pct"].value == level


# -- 3. the period reader, once per document

PER_30 = "GPU算力服务合同\n\n服务中断的，每30分钟赔偿当月服务费的5%，不足30分钟按30分钟计。\n"
PER_15 = "GPU算力租用协议\n\n发生故障时，每中断15分钟扣减月服务费的2%。\n"
ONSET = ("Service Level Agreement\n\nCustomer will receive a credit of 4% of the monthly fee upon the start of each "
         "outage plus 2% for every full hour of downtime.\n")


def test_two_documents_in_one_process_each_read_their_own_periods():
    # guard (passes on the base too): nothing of one document's reading is left for the next
    first, second, third, again = (extracted_terms(t) for t in (PER_30, PER_15, ONSET, PER_30))
    assert (first["credit_period_minutes"].value, first["credit_period_counts"].value) == (30, "started")
    assert second["credit_period_minutes"].value == 15 and "credit_period_counts" not in second
    assert "credit_period_minutes" not in third and third["credit_onset_pct"].value == 4
    assert third["credit_period_counts"].value == "completed"
    assert {k: t.value for k, t in again.items()} == {k: t.value for k, t in first.items()}


@pytest.mark.parametrize("text", [PER_30, ONSET])
def test_the_period_reader_scans_a_document_once_for_its_keys(monkeypatch, text):
    from slacheck.extract.matchers import rules
    from slacheck.extract.readers import period

    scans = []

    def counted(rx, *args, **kwargs):
        scans.append(rx)
        return matches(rx, *args, **kwargs)

    matches = period.matches
    monkeypatch.setattr(period, "matches", counted)
    terms = extracted_terms(text)
    assert {"credit_period_minutes", "credit_onset_pct"} & set(terms)  # read, and its rate derived from the clause
    assert len(scans) == len(rules().keys["credit_period_minutes"].patterns)
