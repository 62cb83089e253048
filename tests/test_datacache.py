"""Data built from slacheck's own files is kept on disk between runs (``slacheck.datacache``):
the same value as building it, rebuilt when a source changes, and never in the way when the
cache folder is missing, read-only or damaged."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from slacheck import datacache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv(datacache.ENV, str(folder))
    return folder


def stored_names(folder: Path) -> list[str]:
    """The names of the values kept in ``folder``, one per file (a file is ``NAME.KEY.marshal``)."""
    names = [p.name.rsplit(".", 2)[0] for p in folder.iterdir() if p.name.endswith(".marshal")]
    assert all(datacache.stored_versions(folder, name) for name in names)
    return names


def counting(value):
    calls = []

    def build():
        calls.append(1)
        return value

    return build, calls


def test_a_value_is_built_once_while_its_sources_stay_the_same(cache, tmp_path):
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    build, calls = counting({"a": [1, 2.5, "三", None, True], 7: ("x", b"y")})
    first = datacache.cached("thing", [source], build)
    again = datacache.cached("thing", [source], build)
    assert again == first == {"a": [1, 2.5, "三", None, True], 7: ("x", b"y")}
    assert list(again) == ["a", 7]  # mapping order kept
    assert len(calls) == 1 and len(datacache.stored_versions(cache, "thing")) == 1


def test_two_versions_of_the_sources_used_in_turn_each_keep_their_value(cache, tmp_path):
    """Two checkouts (or an upgrade and a downgrade) using the cache in turn: each run reads the
    value its own sources built, instead of building it again over the other's."""
    source = tmp_path / "data.yaml"
    calls = []
    for turn in range(3):
        for version in ("a: 1\n", "a: 2\n"):
            source.write_text(version, encoding="utf-8")
            value = datacache.cached("thing", [source], lambda v=version: calls.append(v) or v)
            assert value == version
    assert calls == ["a: 1\n", "a: 2\n"]  # each built once, then read back at every turn
    for version in range(3, 3 + datacache.KEPT_VERSIONS + 2):  # more versions than are kept: the oldest go
        source.write_text(f"a: {version}\n", encoding="utf-8")
        datacache.cached("thing", [source], lambda v=version: v)
    assert len(datacache.stored_versions(cache, "thing")) == datacache.KEPT_VERSIONS
    assert datacache.cached("thing", [source], lambda: "not called") == 3 + datacache.KEPT_VERSIONS + 1


def test_a_changed_source_builds_the_value_again(cache, tmp_path):
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    assert datacache.cached("thing", [source], lambda: "old") == "old"
    source.write_text("a: 2\n", encoding="utf-8")
    assert datacache.cached("thing", [source], lambda: "new") == "new"
    assert datacache.cached("thing", [source], lambda: "not called") == "new"


@pytest.mark.parametrize("where", ["a file", "under a file", "read-only"])
def test_an_unusable_cache_folder_still_gives_the_value(tmp_path, monkeypatch, where):
    blocker = tmp_path / "plain.txt"
    blocker.write_text("not a folder", encoding="utf-8")
    folder = {"a file": blocker, "under a file": blocker / "cache", "read-only": Path("/proc/slacheck-cache")}[where]
    if where == "read-only" and not Path("/proc/self").exists():
        pytest.skip("needs a read-only folder (/proc on Linux)")
    monkeypatch.setenv(datacache.ENV, str(folder))
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    build, calls = counting({"a": 1})
    assert datacache.cached("thing", [source], build) == {"a": 1}
    assert datacache.cached("thing", [source], build) == {"a": 1}
    assert len(calls) == 2  # nothing could be kept, nothing went wrong
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_a_damaged_cache_file_is_built_again_and_replaced(cache, tmp_path):
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    datacache.cached("thing", [source], lambda: list(range(100)))
    [stored] = datacache.stored_versions(cache, "thing")
    blob = bytearray(stored.read_bytes())
    blob[-3] ^= 0xFF  # one flipped bit in the value: marshal might read it as another value
    stored.write_bytes(bytes(blob))
    assert datacache.cached("thing", [source], lambda: ["rebuilt"]) == ["rebuilt"]
    stored.write_bytes(b"garbage")
    assert datacache.cached("thing", [source], lambda: ["again"]) == ["again"]
    assert datacache.cached("thing", [source], lambda: ["not called"]) == ["again"]


def test_an_empty_setting_turns_the_cache_off(tmp_path, monkeypatch):
    monkeypatch.setenv(datacache.ENV, "")
    monkeypatch.chdir(tmp_path)
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    build, calls = counting(1)
    datacache.cached("thing", [source], build)
    datacache.cached("thing", [source], build)
    assert len(calls) == 2 and datacache.cache_dir() is None
    assert [p.name for p in tmp_path.iterdir()] == ["data.yaml"]


def test_the_default_folder_is_the_users_cache(monkeypatch, tmp_path):
    monkeypatch.delenv(datacache.ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert datacache.cache_dir() == tmp_path / "slacheck"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert datacache.cache_dir() == tmp_path / ".cache" / "slacheck"


def test_a_value_that_is_not_plain_data_is_given_but_not_kept(cache, tmp_path):
    source = tmp_path / "data.yaml"
    source.write_text("when: 2025-01-01\n", encoding="utf-8")
    value = {"when": datetime.date(2025, 1, 1)}
    assert datacache.cached("thing", [source], lambda: value) == value
    assert not datacache.stored_versions(cache, "thing")


def test_language_data_from_the_cache_is_the_data_read_from_its_yaml(cache):
    from slacheck.extract import data
    from slacheck.extract.fold import fold_data

    for name in ("zh", "en", "numbers", "layout"):
        built = fold_data(data.read_data_file(data.LANG_DIR / f"{name}.yaml"))
        assert data.folded_data_file(name) == built  # built and stored
        assert datacache.stored_versions(cache, f"lang-{name}"), name
        assert data.folded_data_file(name) == built  # read back
        assert json.dumps(data.folded_data_file(name), default=str) == json.dumps(built, default=str)  # same order


def test_packaged_data_from_the_cache_is_the_data_read_from_its_yaml(cache):
    import yaml

    from slacheck.yamlfile import packaged_data

    root = Path(datacache.__file__).parent
    files = sorted(p for p in root.rglob("*.yaml") if p.parent / "__init__.py" in p.parent.iterdir())
    assert any(p.name == "reasons.yaml" for p in files)
    for path in files:
        package = ".".join(path.parent.relative_to(root.parent).parts)
        parsed = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        assert packaged_data(package, path.name) == parsed  # built (and stored where it is plain data)
        again = packaged_data(package, path.name)  # read back
        assert again == parsed and again is not parsed
        assert json.dumps(again, default=str) == json.dumps(parsed, default=str)  # same order
        assert datacache.stored_versions(cache, f"data-{package}-{path.name}"), path  # every one, however short
    assert datacache.stored_versions(cache, "data-slacheck.checklist-reasons.yaml")


def test_a_builtin_checklist_from_the_cache_is_the_checklist_read_from_its_yaml(cache):
    from importlib import resources

    from slacheck.checklist import schema

    for name in schema.builtin_checklists():
        text = (resources.files("slacheck.rules") / f"{name}.yaml").read_text(encoding="utf-8")
        parsed = schema.parse_checklist(text, f"{name}.yaml", default_name=name)
        assert schema.load_checklist(name) == parsed  # read, checked and stored
        assert datacache.stored_versions(cache, f"checklist-{name}"), name
        again = schema.load_checklist(name)  # read back: the same rules, conditions and lines
        assert again == parsed and [r.line for r in again.rules] == [r.line for r in parsed.rules]


def test_a_contract_is_read_as_well_when_the_cache_cannot_be_written(tmp_path):
    contract = tmp_path / "c.md"
    contract.write_text("乙方承诺月可用性不低于99.9%。单柜功率不低于20千瓦。\n", encoding="utf-8")
    blocker = tmp_path / "plain.txt"
    blocker.write_text("", encoding="utf-8")
    terms = []
    for folder in (blocker, tmp_path / "fresh", tmp_path / "fresh"):  # unusable, empty, filled
        env = dict(os.environ, **{datacache.ENV: str(folder)})
        done = subprocess.run([sys.executable, "-m", "slacheck", "extract", str(contract), "--format", "json", "--no-db"],
                              capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0 and not done.stderr, done.stderr
        terms.append(json.loads(done.stdout)["terms"])
    assert terms[0] == terms[1] == terms[2]
    assert {t["key"]: t["value"] for t in terms[0]}["rack_power_kw"] == 20
    from slacheck import regexcode

    # (the build's regular expressions too, compiled: slacheck.regexcode, where re has a _compiler)
    assert sorted(stored_names(tmp_path / "fresh")) == sorted([
        "data-evidence", "data-slacheck.ingest-clause_numbers.yaml", "data-slacheck.ingest-markdown_marks.yaml",
        "factored-phrases", "lang-bundle", "lang-en-lists",
        "lang-layout", "lang-numbers", "lang-zh-lists", "opencc-characters", "pattern-literals", "phrase-forms", "spelling-forms"]
        + ["regex-code"] * (regexcode._compiler is not None))


def test_a_memo_answers_as_its_function_and_the_next_run_reads_what_the_build_asked(cache, tmp_path):
    source = tmp_path / "code.py"
    source.write_text("v1\n", encoding="utf-8")
    calls = []

    def shout(text):
        calls.append(text)
        return (text.upper(), frozenset(text))

    first = datacache.Memo("shout", shout, lambda: [source])
    assert first("ab") == ("AB", frozenset("ab")) and first("ab") == ("AB", frozenset("ab")) and calls == ["ab"]
    first.keep()  # the build is done: what it asked is written, nothing asked later is kept
    assert first("late") == ("LATE", frozenset("late")) and first("late") == ("LATE", frozenset("late"))
    assert calls == ["ab", "late", "late"]
    again = datacache.Memo("shout", shout, lambda: [source])  # the next run
    assert again("ab") == ("AB", frozenset("ab")) and calls == ["ab", "late", "late"]  # read, not computed
    assert again("late") == ("LATE", frozenset("late")) and calls[-1] == "late" and len(calls) == 4
    source.write_text("v2\n", encoding="utf-8")  # the code changed: every answer is computed again
    changed = datacache.Memo("shout", lambda text: text * 2, lambda: [source])
    assert changed("ab") == "abab"


def test_a_memo_without_a_usable_cache_folder_still_answers(tmp_path, monkeypatch):
    blocker = tmp_path / "plain.txt"
    blocker.write_text("not a folder", encoding="utf-8")
    for folder in ("", str(blocker)):
        monkeypatch.setenv(datacache.ENV, folder)
        memo = datacache.Memo("thing", len, lambda: [blocker])
        assert memo("abc") == 3
        memo.keep()
        assert memo("abcd") == 4
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_the_rule_set_built_from_kept_phrase_forms_is_the_rule_set_built_from_the_data(tmp_path):
    """The phrase forms a first run computes and keeps (normal forms, spellings and the
    characters each needs) give a second run the same phrase index and vocabulary patterns."""
    probe = ("import json\nfrom slacheck.extract.pipeline import prepare\nfrom slacheck.extract.matchers import rules\n"
             "from slacheck.extract.nlp import vocabulary_gate\nprepare()\n"
             "from slacheck.extract.literals import required_literals\n"
             "index, gate = rules().index, vocabulary_gate()\n"
             "literals = [required_literals(rx) for rule in rules().keys.values() for rx in rule.patterns]\n"
             "print(json.dumps([sorted(index.parts), [(sorted(c), i) for c, i in index.gate._waiting],"
             " [(sorted(c), i) for c, i in gate._waiting], literals], ensure_ascii=False))")
    runs = []
    for _ in range(2):  # a fresh cache folder: built and kept, then read back
        env = dict(os.environ, **{datacache.ENV: str(tmp_path / "cache")})
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        runs.append(done.stdout)
    assert set(stored_names(tmp_path / "cache")) >= {"phrase-forms", "spelling-forms", "pattern-literals"}
    assert runs[0] == runs[1] and len(json.loads(runs[0])[1]) > 1000
    assert sum(found is not None for found in json.loads(runs[0])[3]) > 20  # the data's patterns' literals


def test_the_kept_spelling_forms_hold_each_spelling_s_characters_as_a_string(tmp_path):
    """~8,600 spellings are read back in every run: their characters kept as strings read back
    ~5x faster than as frozensets (~4 against ~20 ms), and a gate tests either alike."""
    from slacheck.extract.nlp import CharGate, needs

    env = dict(os.environ, **{datacache.ENV: str(tmp_path / "cache")})
    done = subprocess.run([sys.executable, "-c", "from slacheck.extract.pipeline import prepare\nprepare()"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    kept = datacache.stored_versions(tmp_path / "cache", "spelling-forms")
    assert len(kept) == 1
    table = datacache._read(kept[0], kept[0].read_bytes()[:datacache.DIGEST])
    forms = [form for spellings in table.values() for form in spellings]
    assert len(forms) > 5000 and all(type(characters) is str for _, characters in forms)
    assert all(set(characters) == needs(spelling) for spelling, characters in forms)
    as_sets, as_strings = CharGate(), CharGate()
    for spelling, characters in forms:
        as_sets.hold(spelling, spelling)
        as_strings.hold(spelling, spelling, characters)
    for text in ("Uptime: 99.9% per month", "可用性不低于99.9%", "GPU-hour, NVLink 4"):
        assert as_strings.release(text) == as_sets.release(text)
