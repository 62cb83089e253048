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



def test_a_lazy_pattern_is_the_compiled_pattern_once_used():
    import re

    from slacheck.lazy import LazyPattern

    source, text = r"(?P<n>\d+)\s*(?:GB|TB)", "8 GB and 16TB, 3 tb"
    lazy, real = LazyPattern(source, re.IGNORECASE), re.compile(source, re.IGNORECASE)
    assert "compiled" not in vars(lazy)  # nothing compiled before a use
    assert lazy.search(text).span() == real.search(text).span()
    assert [m.group("n") for m in lazy.finditer(text)] == ["8", "16", "3"]
    assert lazy.fullmatch("16 TB", 0) is not None and lazy.match(text, 2) is None
    assert lazy.sub("#", text) == real.sub("#", text) and lazy.pattern == source and lazy.groupindex == {"n": 1}
    assert vars(lazy)["compiled"] is re.compile(source, re.IGNORECASE)  # the same object as re's
    # any attribute read once is bound: a reader asking ``groupindex`` of each of its 600 matches
    # does not compile (or look up re's cache) 600 times
    assert lazy.groups == 1 and vars(lazy)["groups"] == 1 and vars(lazy)["groupindex"] == {"n": 1}


def test_the_tier_grammar_compiles_its_word_lists_only_when_a_text_needs_them():
    from slacheck.extract.tiers import grammar

    g = grammar.__wrapped__()  # a new one, as the first contract of a process gets it
    words = [g.subject, g.credit_word, g.fee_word, g.per_unit, g.breach, g.full_credit, g.joiner, g.before.rx]
    assert not any("compiled" in vars(w) for w in words)
    assert g.credit_word.search("a service credit of 10%") is not None
    assert [w for w in words if "compiled" in vars(w)] == [g.credit_word]


def test_a_small_pdf_s_one_reader_imports_pdfium_itself_not_the_process_waiting_for_it():
    """With one reader process, importing pdfium in the parent first would only delay building
    the extractor there; the reader imports it on the other core."""
    from pathlib import Path

    pdf = Path(__file__).resolve().parent.parent / "fixtures" / "devset" / "dev02_ironbark_colo_kunshan.pdf"
    probe = ("import json, sys\nfrom slacheck.ingest.load import load_document\nfrom slacheck.limits import Limits\n"
             f"doc = load_document({str(pdf)!r}, Limits())\n"
             "print(json.dumps([doc.pages[0].number, 'pypdfium2' in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [1, False]


def test_the_data_s_patterns_compile_only_when_a_text_could_match_them():
    """A pattern none of whose required words is in the text is never searched, so it is
    never compiled: its literals are read from its text (literals.py)."""
    import re

    from slacheck.extract.literals import may_match, required_literals
    from slacheck.extract.matchers import rules
    from slacheck.lazy import LazyPattern

    patterns = [rx for rule in rules().keys.values() for rx in rule.patterns]
    assert patterns and all(isinstance(rx, LazyPattern) for rx in patterns)
    fresh = [LazyPattern(*rx.source) for rx in patterns]
    text = "The Provider shall keep the cluster available."
    skipped = [rx for rx in fresh if not may_match(rx, text, text.lower())]
    assert len(skipped) > len(fresh) // 2 and not any("compiled" in vars(rx) for rx in fresh)
    for rx in fresh:  # the literals read from the text are those of the compiled pattern
        assert required_literals(rx) == required_literals(re.compile(*rx.source)), rx.pattern


def test_the_command_line_collects_young_objects_less_often_and_leaves_collection_off_off():
    probe = ("import gc, json, sys\ngc.set_threshold(int(sys.argv[1]), 10, 10)\nimport slacheck.cli\n"
             "print(json.dumps(gc.get_threshold()))")
    got = [json.loads(subprocess.run([sys.executable, "-c", probe, start], capture_output=True, text=True, timeout=120,
                                     check=True).stdout) for start in ("700", "0")]
    assert got == [[100_000, 10, 10], [0, 10, 10]]


def test_the_command_line_keeps_numpy_to_one_thread_unless_told_otherwise():
    """numpy's OpenBLAS would start a thread per core that spins after every fork; slacheck
    does no linear algebra. A value the user set is kept."""
    import os

    probe = ("import os, sys\nfrom slacheck import cli\n"
             "def app():\n    import numpy\n"
             "    tasks = len(os.listdir('/proc/self/task')) if os.path.isdir('/proc/self/task') else 1\n"
             "    print(os.environ.get('OPENBLAS_NUM_THREADS'), tasks)\n"
             "cli.app = app\ncli.main()\n")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "1"]  # numpy loaded, no thread beside the main one
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                          env=dict(env, OPENBLAS_NUM_THREADS="2"))
    assert done.stdout.split()[0] == "2"


def test_the_command_line_keeps_numpy_from_advising_huge_pages_unless_told_otherwise():
    """numpy asks for 2 MB pages for its big arrays; on the machines measured each one cost
    milliseconds to fault in (a big reconcile's system time halved without them). A value the
    user set is kept."""
    import os

    probe = ("import os, sys\nfrom slacheck import cli\n"
             "def app():\n    import numpy\n"
             "    print(os.environ.get('NUMPY_MADVISE_HUGEPAGE'), int(numpy._core.multiarray._get_madvise_hugepage()))\n"
             "cli.app = app\ncli.main()\n")
    env = {k: v for k, v in os.environ.items() if k != "NUMPY_MADVISE_HUGEPAGE"}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "0"]  # numpy loaded without the advice
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                          env=dict(env, NUMPY_MADVISE_HUGEPAGE="1"))
    assert done.stdout.split() == ["1", "1"]


def test_the_reconcile_timeline_traces_a_run_with_the_command_line_s_own_settings(tmp_path):
    """``benchmarks/reconcile_timeline.py`` loads the traced steps' modules (numpy with them) before
    it runs the command line: it makes the command line's settings first, or the run it traces is not
    the one users run (numpy's huge-page advice on: a 1M vs 1M reconcile +1.5 s CPU)."""
    import os
    from pathlib import Path

    benchmarks = Path(__file__).resolve().parents[1] / "benchmarks"
    probe = ("import os, sys\nsys.path.insert(0, sys.argv[1])\nimport reconcile_timeline\nfrom slacheck import cli\n"
             "def app():\n    import numpy\n"
             "    print(os.environ.get('OPENBLAS_NUM_THREADS'), int(numpy._core.multiarray._get_madvise_hugepage()))\n"
             "cli.app = app\nreconcile_timeline.traced_run(sys.argv[2], [])\n")
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_NUM_THREADS", "NUMPY_MADVISE_HUGEPAGE")}
    done = subprocess.run([sys.executable, "-c", probe, str(benchmarks), str(tmp_path / "trace.log")],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "0"]  # one OpenBLAS thread, no huge-page advice: as ``slacheck`` runs


def test_the_command_line_looks_for_no_pydantic_plugins_unless_told_otherwise():
    """pydantic scans every installed package's entry points for plugins when the first model is
    built (~6 ms of each start-up); slacheck's models are its own. A value the user set is kept."""
    import os

    probe = ("import os, sys\nfrom slacheck import cli\n"
             "def app():\n    import pydantic\n    from pydantic.plugin import _loader\n"
             "    class Model(pydantic.BaseModel):\n        x: int\n"
             "    print(os.environ.get('PYDANTIC_DISABLE_PLUGINS'), _loader._plugins is None)\n"
             "cli.app = app\ncli.main()\n")
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["__all__", "True"]  # models built, no entry point read
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                          env=dict(env, PYDANTIC_DISABLE_PLUGINS="some_plugin"))
    assert done.stdout.split() == ["some_plugin", "False"]


def test_a_check_whose_data_is_cached_does_not_load_pyyaml(tmp_path):
    """A second ``check`` reads the language data, the checklist and every packaged data file
    from the cache (slacheck.datacache): PyYAML (~10 ms to import) is not loaded at all. The
    first run, which builds the cache, parses with it; both give the same findings."""
    import os

    contract = tmp_path / "c.md"
    contract.write_text("乙方承诺月可用性不低于99.9%。单柜功率不低于20千瓦。\n", encoding="utf-8")
    probe = ("import json, sys\nfrom slacheck.cli import app\ntry:\n"
             f"    app(['check', {str(contract)!r}, '--format', 'json', '--no-db'])\nexcept SystemExit:\n    pass\n"
             "print(json.dumps('yaml.reader' in sys.modules))")
    env = dict(os.environ, SLACHECK_CACHE_DIR=str(tmp_path / "cache"))
    runs = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, env=env)
        *output, loaded = done.stdout.strip().splitlines()
        runs.append((json.loads("\n".join(output))["findings"], json.loads(loaded)))
    assert runs[0][1] and not runs[1][1]  # parsed while building the cache, not after
    assert runs[0][0] == runs[1][0] and runs[0][0]


def test_a_claim_or_reconcile_given_terms_loads_no_contract_reader(tmp_path):
    """Given --terms, no contract file is named: the contract readers and the FILE:ROLE patterns
    (slacheck.ingest.load, slacheck.bundle.roles: ~10 ms of a claim's start-up) are not loaded to
    look for folders among no arguments. The claim is computed all the same."""
    for command, loaded in terms_commands_loading(tmp_path, ("slacheck.ingest.load", "slacheck.bundle.roles")):
        assert loaded == [False, False], command


def terms_commands_loading(tmp_path, modules: tuple[str, ...]):
    """(command, [is each of ``modules`` loaded after it]) of a claim and a reconcile given a hand-written
    TERMS.yaml (no ``language:`` line, no contract quotes), each run in a process of its own."""
    import os

    terms = tmp_path / "TERMS.yaml"
    terms.write_text("sla_unit: node\nmonthly_fee: 1000\ncurrency: CNY\navailability_pct: 99.9\n"
                     "credit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\n", encoding="utf-8")
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ni1,2025-05-06T18:20:00,2025-05-06T19:20:00,n1\n", encoding="utf-8")
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units\nv1,2025-05-06T18:21:00,2025-05-06T19:20:00,n1\n", encoding="utf-8")
    common = ["--terms", str(terms), "--incidents", str(log), "--units", "1", "--format", "json", "--no-db"]
    for command in (["claim", *common], ["reconcile", *common, "--vendor-report", str(theirs)]):
        probe = ("import json, sys\nfrom slacheck.cli import app\ntry:\n"
                 f"    app({command!r})\nexcept SystemExit:\n    pass\n"
                 f"print(json.dumps([m in sys.modules for m in {modules!r}]))")
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                              env=dict(os.environ, SLACHECK_CACHE_DIR=str(tmp_path / "cache")))
        *output, loaded = done.stdout.strip().splitlines()
        assert json.loads("\n".join(output)), (command, done.stderr)  # the command's JSON was written
        yield command, json.loads(loaded)


def test_preparing_the_extractor_leaves_pydantic_v1_out_and_importable():
    """spaCy's config library imports ``pydantic.v1`` (~30 ms) only to recognise pydantic-1
    schemas, which this pipeline never validates: the extractor is built without it, and it
    can still be imported afterwards."""
    probe = ("import json, sys\nfrom slacheck.extract.pipeline import prepare\nprepare()\n"
             "loaded = 'pydantic.v1' in sys.modules\nimport pydantic.v1\n"
             "print(json.dumps([loaded, 'spacy' in sys.modules, pydantic.v1.BaseModel.__name__]))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [False, True, "BaseModel"]


def test_an_older_spacy_config_library_keeps_pydantic_v1(tmp_path):
    """confection before 1.0 (which spaCy 3.7 may bring) imports ``pydantic.v1`` unconditionally:
    there spaCy is imported with it, or it would not import at all."""
    old = tmp_path / "confection"
    old.mkdir()
    (old / "__init__.py").write_text("from pydantic.v1 import BaseModel\n")
    probe = ("import json, sys\nsys.path.insert(0, sys.argv[1])\n"
             "from slacheck.extract.nlp import _left_out_during_spacy\n"
             "print(json.dumps(list(_left_out_during_spacy())))")
    done = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True, text=True,
                          timeout=120, check=True)
    assert json.loads(done.stdout) == []
    (old / "validation.py").write_text("")
    done = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True, text=True,
                          timeout=120, check=True)
    assert json.loads(done.stdout) == ["pydantic.v1"]


def test_a_claim_given_terms_without_their_language_or_quotes_loads_no_language_detector(tmp_path):
    """A hand-written TERMS.yaml with no ``language:`` line and no contract quotes takes its language from its
    currency: the script-share detector (slacheck.ingest.language, whose CJK class reads the kept regular
    expressions, ~10 ms of a claim's serial start-up before its log's readers fork) is not loaded. The claim and
    the reconcile are computed all the same."""
    for command, loaded in terms_commands_loading(tmp_path, ("slacheck.ingest.language",)):
        assert loaded == [False], command


def test_limits_read_from_the_environment_are_the_validated_ones_without_their_validator_built():
    """Every command reads its limits from the environment, checking each SLACHECK_MAX_* value itself (a number
    of its field's type, finite, positive): the Limits it makes equal the validated ones (values, types, fields
    set), without pydantic building Limits' validator at start-up; limits given through the API are validated."""
    import pydantic
    import pytest

    from slacheck.limits import Limits

    probe = ("import json\nfrom slacheck.limits import Limits, limits_from_env\n"
             "got = limits_from_env({'SLACHECK_MAX_PAGES': '5', 'SLACHECK_MAX_FILE_MB': '3', "
             "'SLACHECK_MAX_SECONDS': ' 2.5 '})\n"
             "built = Limits.__pydantic_complete__\n"
             "want = Limits(max_pages=5, max_file_mb=3, max_seconds=2.5)\n"
             "print(json.dumps([built, got == want, repr(got) == repr(want), got.model_fields_set == "
             "want.model_fields_set, [type(getattr(got, k)).__name__ for k in ('max_pages', 'max_file_mb')]]))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert json.loads(done.stdout) == [False, True, True, True, ["int", "float"]], done.stderr
    with pytest.raises(pydantic.ValidationError):
        Limits(max_pages="many")


def test_a_start_up_without_pydantic_plugins_still_refuses_bad_input_with_exit_2(tmp_path):
    """The command line turns pydantic's plugins off and builds its limits without a validator: a bad limit in
    the environment, a bad value in a TERMS.yaml and a bad option value are still each one line naming the
    variable, the file and line, or the option, exit 2, no traceback."""
    import os

    terms = tmp_path / "TERMS.yaml"
    terms.write_text("sla_unit: node\nmonthly_fee: 1000\ncurrency: CNY\navailability_pct: 199.9\n", encoding="utf-8")
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\ni1,2025-05-06T18:20:00,2025-05-06T19:20:00,n1\n", encoding="utf-8")
    claim = [sys.executable, "-m", "slacheck", "claim", "--terms", str(terms), "--incidents", str(log),
             "--format", "json", "--no-db"]
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    for command, variables, said in (
            (claim + ["--units", "1"], {"SLACHECK_MAX_PAGES": "abc"}, "SLACHECK_MAX_PAGES: 'abc' is not a whole number"),
            (claim + ["--units", "1"], {}, "TERMS.yaml:4: availability_pct: must be a number from 0 to 100"),
            (claim + ["--units", "one"], {}, "Invalid value for '--units': 'one' is not a whole number")):
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=dict(env, **variables))
        assert (done.returncode, done.stdout) == (2, ""), (command, done.stderr)
        assert said in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_typer_and_pydantic_are_given_the_annotations_as_objects_not_strings_to_evaluate():
    """typer reads every command's parameter annotations at each start-up (``--help`` too), pydantic each model
    field's as the models load: given as objects, neither compiles and evaluates a string again. (One field names
    a class of a module that imports the models, resolved on first use.)"""
    import inspect

    import pydantic

    from slacheck import cli, models

    commands = [c.callback for group in (cli.app, cli.history_app) for c in group.registered_commands]
    commands += [group.registered_callback.callback for group in (cli.app, cli.history_app)]
    assert len(commands) >= 10
    for command in commands:
        quoted = [name for name, p in inspect.signature(command).parameters.items() if isinstance(p.annotation, str)]
        assert not quoted, (command.__name__, quoted)
    kinds = [k for k in vars(models).values()
             if isinstance(k, type) and issubclass(k, pydantic.BaseModel) and k.__module__ == models.__name__]
    quoted = [(k.__name__, f) for k in kinds for f, a in vars(k).get("__annotations__", {}).items()
              if isinstance(a, str)]
    assert len(kinds) > 20 and quoted == [("MonthResult", "incidents")], quoted
