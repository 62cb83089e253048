"""Shared fixtures: paths to the devset and corpus, inline documents, a fresh database.

The devset is ours and lives in ``fixtures/devset``. Third-party material (CUAD, real SLAs,
tool-output samples) stays in ``../shared/corpus``; a test that reads it is marked
``@pytest.mark.shared("corpus/formats")`` and skips, naming what is missing, in a plain clone.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DEVSET = ROOT / "fixtures" / "devset"
CORPUS = SHARED / "corpus"
FIXTURES = ROOT / "fixtures"
# a contract offering two interconnects as a choice and stating its availability twice, differently: one term in
# conflict of each kind (conflict_kind alternatives, contradiction), in each language
TWO_CONFLICTS = {
    "en": "Nodes are connected by either InfiniBand or RoCE.\n\n"
          "Provider guarantees a monthly availability of 99.9%.\n\n"
          "Provider guarantees a monthly availability of 99.5%.\n",
    "zh": "集群节点间采用InfiniBand或RoCE网络。\n\n乙方承诺月可用性不低于99.9%。\n\n乙方承诺月可用性不低于99.5%。\n",
}


_CACHE = tempfile.mkdtemp(prefix="slacheck-tests-cache-")


def _this_checkout_first() -> None:
    """The tests test the slacheck of the checkout they are in, however pytest was started: ``python -m pytest``
    puts the working folder first on the path, the ``pytest`` script and ``--import-mode=importlib`` do not, and
    would test whatever slacheck is installed (another checkout's, a release) against these tests. Processes
    the tests start (``python -m slacheck``) are given the same path."""
    root = str(ROOT)
    if sys.path[:1] != [root]:
        sys.path.insert(0, root)
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    if paths[:1] != [root]:
        os.environ["PYTHONPATH"] = os.pathsep.join([root, *(p for p in paths if p)])
    loaded = sys.modules.get("slacheck")
    if loaded is not None and Path(loaded.__file__).resolve().parent != ROOT / "slacheck":
        raise pytest.UsageError(f"slacheck was imported from {loaded.__file__} before the tests of {ROOT} started")


_this_checkout_first()


def pytest_configure(config):
    config.addinivalue_line("markers", "shared(path): needs ../shared/PATH (third-party material not in the "
                                       "repository); skipped with its name when absent")
    # the language data slacheck keeps between runs (slacheck.datacache): the tests' own, not the user's (a
    # folder set for the user's runs holds what other checkouts and versions kept: each run of the tests starts
    # from none, as CI's does)
    os.environ["SLACHECK_CACHE_DIR"] = _CACHE


def pytest_unconfigure(config):
    shutil.rmtree(_CACHE, ignore_errors=True)


def pytest_runtest_setup(item):
    for marker in item.iter_markers("shared"):
        needed = SHARED / marker.args[0]
        if not needed.exists():
            pytest.skip(f"needs ../shared/{marker.args[0]} (third-party material, not in the repository): "
                        f"absent at {needed}")


# what a test run itself leaves in the working folder (pytest's own cache, Python's bytecode), not a test's doing
RUN_LEFTOVERS = frozenset({".pytest_cache", "__pycache__", ".hypothesis"})


@pytest.fixture(autouse=True)
def leaves_nothing_behind():
    """A test that leaves a new file in the working folder fails, naming it (a command run without ``--db``/``--no-db``
    writes ./slacheck.db where the tests were started: into the checkout, where the next run reads it); the file is
    removed, so the next test is not blamed for it."""
    folder = Path.cwd()
    before = set(os.listdir(folder))
    yield
    left = sorted(set(os.listdir(folder)) - before - RUN_LEFTOVERS) if folder.exists() else []
    for name in left:
        path = folder / name
        shutil.rmtree(path, ignore_errors=True) if path.is_dir() else path.unlink(missing_ok=True)
    if left:
        pytest.fail(f"the test left {', '.join(left)} in the working folder {folder}: write into tmp_path "
                    "(a command: --db tmp_path/... or --no-db)", pytrace=False)


def make_document(text: str, language: str | None = None, name: str = "inline.txt"):
    """A one-page Document from inline text, as a loader would produce it."""
    from slacheck.models import Document, Page

    if language is None:
        cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
        language = "zh" if cjk * 4 > len(text.strip() or "x") * 0.2 else "en"
    return Document(
        name=name,
        sha256=hashlib.sha256(text.encode()).hexdigest(),
        format="txt",
        language=language,
        text=text,
        pages=[Page(number=1, start=0, end=len(text))],
    )


def extracted_terms(text: str, language: str | None = None, name: str = "inline.txt") -> dict:
    """The terms ``api.extract_document_terms`` reads in ``text`` (a one-page document named ``name``), by key."""
    from slacheck import api

    return {t.key: t for t in api.extract_document_terms(make_document(text, language=language, name=name))}


def checked_findings(text: str, language: str | None = None, name: str = "inline.txt", lang: str | None = None) -> dict:
    """The findings ``api.check`` gives ``text`` (a one-page document named ``name``) on the default checklist, by rule
    (the first of each); ``lang``: the language they are said in (check's --lang)."""
    from slacheck import api

    found: dict = {}
    for f in api.check(make_document(text, language=language, name=name), lang=lang).findings:
        found.setdefault(f.rule, f)
    return found


def checked_finding(text: str, rule: str, language: str | None = None, name: str = "inline.txt"):
    """The finding of ``rule`` when ``api.check`` judges ``text`` (``checked_findings``)."""
    return checked_findings(text, language, name)[rule]


@pytest.fixture
def doc_from_text():
    return make_document


def extracted_term(text: str, key: str, expected, language: str | None = None):
    """The ``key`` term extracted from ``text`` (asserted found), or None when ``expected`` is
    None (asserted not found): the check every one-line extraction case starts with."""
    from slacheck.extract.pipeline import extract_terms

    terms = {t.key: t for t in extract_terms(make_document(text, language=language))}
    if expected is None:
        assert key not in terms, terms[key]
        return None
    assert key in terms, sorted(terms)
    return terms[key]


@pytest.fixture
def extracted():
    return extracted_term


def extracted_value(text: str, key: str, expected, language: str | None = None):
    """``extracted_term``, and the term's value is ``expected`` when one is expected: the whole check
    of most one-line extraction cases (it was written out in each test)."""
    term = extracted_term(text, key, expected, language)
    if term is not None:
        assert term.value == expected
    return term


@pytest.fixture
def reads():
    return extracted_value


@pytest.fixture
def tmp_db(tmp_path):
    return tmp_path / "slacheck.db"


def stored_after_extract(contract: Path, db: Path) -> list:
    """The terms of ``slacheck extract CONTRACT --db DB`` (asserted to exit 0) as the database gives them back
    (``store.stored_terms`` of its one run): what a claim or a check on the stored terms reads."""
    from typer.testing import CliRunner

    from slacheck import store
    from slacheck.cli import app

    result = CliRunner().invoke(app, ["extract", str(contract), "--db", str(db), "--format", "json"])
    assert result.exit_code == 0, result.output
    conn = store.open_db(db)
    try:
        [run_id] = [r["id"] for r in store.list_runs(conn)]
        return store.stored_terms(conn, run_id)
    finally:
        conn.close()


def api_month(tmp_path: Path, contract: str, log: str, as_of: str, **options):
    """The first month of ``api.claim`` over ``contract`` (markdown text) and ``log`` (incident CSV text), written as
    files in ``tmp_path`` (``options``: ``api.claim``'s others, ``units``, ``sla_unit``, ...)."""
    from slacheck import api

    (tmp_path / "contract.md").write_text(contract, encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    return api.claim(tmp_path / "log.csv", contract=tmp_path / "contract.md", as_of=as_of, **options).months[0]


# a new process as ``check`` runs one: the extractor's build, then the contract file it is given read (``document``);
# ``in_new_process``'s ``body`` follows
NEW_PROCESS = """
import json, sys
from slacheck import api
from slacheck.contracts import prepare_extraction
from slacheck.extract import literals
from slacheck.extract.pipeline import extract_terms
for step in prepare_extraction():
    pass
document = api.load_document(sys.argv[1])
"""


def in_new_process(tmp_path: Path, body: str, contract: str) -> dict:
    """The JSON the last line of a new process prints, which runs ``NEW_PROCESS`` and ``body`` (Python) on ``contract``
    (text, written as ``sla.txt`` in ``tmp_path``) with ``tmp_path`` its cache: what a first text of a process pays."""
    import json
    import subprocess

    path = tmp_path / "sla.txt"
    path.write_text(contract, encoding="utf-8")
    env = dict(os.environ, SLACHECK_CACHE_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", NEW_PROCESS + body, str(path)], capture_output=True, text=True,
                          env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


# one outage of ten hours on 3 March: the month at 98.66%
TEN_HOURS = "id,start,end,units\n1,2026-03-03T00:00,2026-03-03T10:00,1\n"


def claimed_month(tmp_path: Path, contract: str, log: str, as_of: str = "2026-04-01", *options: str) -> dict:
    """The one month of ``slacheck claim --format json --no-db`` over ``contract`` (markdown text) and ``log`` (incident
    CSV text), asserted to exit 0: what a claim case checks its amount in."""
    [month] = claimed(tmp_path, contract, log, as_of, *options)["months"]
    return month


def claimed(tmp_path: Path, contract: str, log: str, as_of: str = "2026-04-01", *options: str) -> dict:
    """The JSON of ``slacheck claim --format json --no-db`` over ``contract`` (markdown text) and ``log`` (incident CSV
    text), asserted to exit 0: every month of it (``options``: the command's others, ``--monthly-fee``, ...)."""
    import json

    from typer.testing import CliRunner

    from slacheck.cli import app

    path = tmp_path / "contract.md"
    path.write_text(contract, encoding="utf-8")
    log_path = tmp_path / "log.csv"
    log_path.write_text(log, encoding="utf-8")
    result = CliRunner().invoke(app, ["claim", "--contract", str(path), "--incidents", str(log_path), "--as-of", as_of,
                                      *options, "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)
