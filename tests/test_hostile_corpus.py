"""Issue 12: a hostile corpus that grows itself. Every class of the issue is GENERATED here (and
hypothesis drives the YAML, checklist, condition, JSON and contract-number readers), and every
run is checked the same way: exit 0/1/2, no traceback, a message naming the input, bounded
time and memory, and a database that is byte for byte what it was.

Runs that involve native code, devices or big inputs go through a subprocess (time and peak
RSS measured, an address-space cap as a safety net); the rest run in-process through the CLI.
Set HOSTILE_LOG=/path.jsonl to record each subprocess run (name, exit code, seconds, MiB).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import math
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError

ROOT = Path(__file__).resolve().parent.parent
TERMS = (ROOT / "tests" / "fixtures" / "cluster_terms.yaml").read_text(encoding="utf-8")
HEADER = "id,start,end,units,cause,notice_hours\n"
GOOD_LOG = HEADER + "A1,2025-06-03T10:00:00,2025-06-03T13:30:00,node-1,vendor,\n"
CONTRACT = ("GPU rental agreement. Rack power not less than 20 kW. Monthly availability 99.9%. "
            "Monthly fee 100000 CNY. If availability is below 99.9%, credit 10% of the monthly fee.\n")
MAX_SECONDS = float(os.environ.get("HOSTILE_MAX_SECONDS", 60))
MAX_RSS_MIB = float(os.environ.get("HOSTILE_MAX_RSS_MIB", 2048))

MEASURE = """
import json, resource, subprocess, sys, time
cap = int(sys.argv[1]) << 20
started = time.monotonic()
try:
    done = subprocess.run(sys.argv[2:], capture_output=True, text=True, timeout=150,
                          preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (cap, cap)))
    rc, out, err = done.returncode, done.stdout, done.stderr
except subprocess.TimeoutExpired:
    rc, out, err = "timeout", "", ""
print(json.dumps({"rc": rc, "stdout": out[-5000:], "stderr": err[:4000] + err[4000:][-4000:], "seconds": time.monotonic() - started,
                  "rss_mib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))
"""


def load_make_hostile():
    spec = importlib.util.spec_from_file_location("make_hostile", ROOT / "tests" / "fixtures" / "make_hostile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make = load_make_hostile()


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def seed(tmp_path_factory):
    """Terms, a good log, a contract and a database holding one committed claim run."""
    base = tmp_path_factory.mktemp("seed")
    (base / "terms.yaml").write_text(TERMS, encoding="utf-8")
    (base / "incidents.csv").write_text(GOOD_LOG, encoding="utf-8")
    (base / "contract.md").write_text(CONTRACT, encoding="utf-8")
    done = cli("claim", "--terms", base / "terms.yaml", "--incidents", base / "incidents.csv",
               "--as-of", "2025-07-01", "--db", base / "audit.db", "--format", "json")
    assert done.exit_code == 0, done.stderr
    return base


@pytest.fixture
def db(seed, tmp_path):
    path = tmp_path / "audit.db"
    shutil.copy(seed / "audit.db", path)
    return path


def runner() -> CliRunner:
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 keeps stderr apart already
        return CliRunner()


def cli(*args, env=None):
    return runner().invoke(app, [str(a) for a in args], env=env)


def assert_clean(done, named: str, codes=(2,)) -> None:
    """Exit code expected, no traceback (the CLI caught it or there was nothing to catch), and
    for a rejection a message that names the input."""
    assert done.exit_code in codes, (done.exit_code, done.stderr[-1500:], repr(done.exception))
    assert done.exception is None or isinstance(done.exception, SystemExit), repr(done.exception)
    assert "Traceback" not in done.stderr
    if done.exit_code == 2:
        assert f"Error: {named}" in done.stderr, done.stderr[-1500:]


def measured(name: str, *args, env=None, cap_mib: int = 6144) -> dict:
    cmd = [sys.executable, "-c", MEASURE, str(cap_mib), sys.executable, "-m", "slacheck", *map(str, args)]
    full_env = dict(os.environ, **(env or {}))
    out = subprocess.run(cmd, capture_output=True, text=True, env=full_env, timeout=200)
    result = json.loads(out.stdout)
    log = os.environ.get("HOSTILE_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"name": name, "rc": result["rc"], "seconds": round(result["seconds"], 2),
                                 "rss_mib": round(result["rss_mib"])}) + "\n")
    return result


def assert_measured_clean(result: dict, named: str, codes=(2,)) -> None:
    assert result["rc"] in codes, (result["rc"], result["stderr"][-1500:])
    assert "Traceback" not in result["stderr"], result["stderr"][-3000:]
    assert result["seconds"] <= MAX_SECONDS, result["seconds"]
    assert result["rss_mib"] <= MAX_RSS_MIB, result["rss_mib"]
    if result["rc"] == 2:
        assert f"Error: {named}" in result["stderr"], result["stderr"][-1500:]


# --------------------------------------------------------------------------- YAML terms files

TERMS_CASES = {
    "python_object": "gpu_count: !!python/object/apply:os.system ['echo owned']\n",
    "local_tag": "gpu_count: !mine 3\n",
    "binary_tag": "gpu_model: !!binary aGVsbG8=\n",
    "unhashable_key": "? [a, b]\n: 3\n",
    "mapping_key": "? {a: 1}\n: 3\n",
    "inf": TERMS + "pue: .inf\n",
    "nan": TERMS.replace("monthly_fee: 100000", "monthly_fee: .nan"),
    "float_1e400": TERMS.replace("monthly_fee: 100000", "monthly_fee: 1.0e400"),
    "int_40_digits": TERMS.replace("gpu_count: 64", "gpu_count: " + "9" * 40),
    "negative_fee": TERMS.replace("monthly_fee: 100000", "monthly_fee: -5"),
    "availability_over_100": TERMS + "availability_pct: 199.9\n",
    "tier_credit_inf": TERMS.replace("credit_pct: 10", "credit_pct: .inf"),
    "deep_list": "gpu_model: " + "[" * 5000 + "]" * 5000 + "\n",
    "deep_mapping": "gpu_model: " + "{a: " * 3000 + "1" + "}" * 3000 + "\n",
    "duplicate_key": TERMS + "gpu_count: 65\n",
    "alias_bomb": "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + k)}: &{chr(98 + k)} [{', '.join(['*' + chr(97 + k)] * 10)}]\n" for k in range(7)),
    "impossible_date": TERMS + "notes: 2025-02-30\n",
}


@pytest.mark.parametrize("case", sorted(TERMS_CASES))
def test_hostile_terms_file_is_rejected_naming_it_and_the_db_is_unchanged(case, seed, db, tmp_path):
    terms = tmp_path / f"{case}.yaml"
    terms.write_text(TERMS_CASES[case], encoding="utf-8")
    before = sha(db)
    done = cli("claim", "--terms", terms, "--incidents", seed / "incidents.csv", "--as-of", "2025-07-01", "--db", db)
    assert_clean(done, terms.name)
    assert sha(db) == before
    checked = cli("check", terms, "--db", db)
    assert_clean(checked, terms.name)
    assert sha(db) == before


def test_duplicate_key_names_both_lines(tmp_path):
    terms = tmp_path / "dup.yaml"
    terms.write_text("gpu_count: 64\nmonthly_fee: 1\ngpu_count: 65\n", encoding="utf-8")
    done = cli("check", terms, "--no-db")
    assert "Error: dup.yaml:3: not valid YAML: duplicate key 'gpu_count' (first on line 1)" in done.stderr


# --------------------------------------------------------------------------- checklists and conditions

RULE = """checklist: hostile
rules:
  - id: r1
    title: {zh: 标题, en: Title}
    terms: [rack_power_kw]
    condition: %s
    severity: blocker
    weight: %s
    rationale: {zh: 理由, en: Why}
    suggestion: {zh: 建议, en: Ask}
"""
CHECKLIST_CASES = {
    "deep_parentheses": ("(" * 3000 + "rack_power_kw >= 20" + ")" * 3000, "1"),
    "not_not_not": ("not " * 5000 + "rack_power_kw >= 20", "1"),
    "long_expression": ("rack_power_kw >= 20" + " or rack_power_kw >= 20" * 400, "1"),
    "huge_literal": ("rack_power_kw >= " + "9" * 400, "1"),
    "nan_weight": ("rack_power_kw >= 20", ".nan"),
    "inf_weight": ("rack_power_kw >= 20", ".inf"),
    "negative_weight": ("rack_power_kw >= 20", "-3"),
}


@pytest.mark.parametrize("case", sorted(CHECKLIST_CASES))
def test_hostile_checklist_is_rejected_naming_it(case, seed, db, tmp_path):
    condition, weight = CHECKLIST_CASES[case]
    checklist = tmp_path / f"{case}.yaml"
    checklist.write_text(RULE % (condition, weight), encoding="utf-8")
    before = sha(db)
    assert_clean(cli("check", seed / "contract.md", "--checklist", checklist, "--db", db), checklist.name)
    assert_clean(cli("score", seed / "contract.md", "--checklist", checklist), checklist.name)
    assert sha(db) == before


def test_a_20_mb_checklist_is_refused_by_size_before_parsing(seed, tmp_path):
    checklist = tmp_path / "huge.yaml"
    checklist.write_text(RULE % ("rack_power_kw >= 20" + " or rack_power_kw >= 20" * 900_000, "1"), encoding="utf-8")
    started = time.monotonic()
    done = cli("check", seed / "contract.md", "--checklist", checklist, "--no-db")
    assert_clean(done, "huge.yaml")
    assert "SLACHECK_MAX_YAML_MB" in done.stderr
    assert time.monotonic() - started < 10


CONDITION_ATOMS = ["rack_power_kw >= 20", "gpu_count < 1e3", "stated(pue)", "cooling == \"liquid\"", "nvlink",
                   "interconnect in [\"infiniband\", \"roce\"]", "pue is missing", "true", "9" * 30, "x", "\"", "(",
                   ")", "not", "and", "or", "in", "[", "]", ",", "==", ">=", "-1.5", "'a'", "#", "é"]


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.sampled_from(CONDITION_ATOMS), max_size=40), nest=st.integers(0, 80))
def test_fuzz_condition_language_raises_only_condition_errors(parts, nest):
    from slacheck.checklist.conditions import ConditionError, Known, evaluate, parse_condition

    source = "(" * nest + " ".join(parts) + ")" * nest
    try:
        condition = parse_condition(source)
    except ConditionError as exc:
        assert 1 <= exc.column <= len(source) + 1
        return
    known = {"rack_power_kw": Known(25.0), "gpu_count": Known(64), "cooling": Known("air"), "nvlink": Known(True)}
    assert evaluate(condition, known).result in (True, False, None)


YAML_SCALARS = st.one_of(st.integers(), st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none(),
                         st.text(max_size=20), st.sampled_from(["!!python/object:os.system", "!x 1", ".inf", ".nan",
                                                                "1e400", "2025-02-30", "&a [1]", "*a", "? [1]"]))
YAML_VALUES = st.recursive(YAML_SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=20)


def yaml_text(value) -> str:
    """Some YAML for a hypothesis value: dumped when it can be, else written raw (hostile)."""
    import yaml

    try:
        return yaml.safe_dump(value, allow_unicode=True)
    except (yaml.YAMLError, ValueError):
        return str(value)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entries=st.dictionaries(st.sampled_from(["gpu_count", "monthly_fee", "availability_pct", "credit_tiers",
                                                "sla_unit", "pue", "rack_power_kw", "terms", "x"]), YAML_VALUES,
                               max_size=6),
       raw=st.sampled_from(["", "\n? [a]\n: 1\n", "\ngpu_count: !!python/name:os.system\n", "\ngpu_count: 1\n",
                            "\n" + "[" * 200, "\nmonthly_fee: 1e400\n"]))
def test_fuzz_terms_reader_raises_only_slacheck_error(entries, raw, tmp_path):
    from slacheck.terms_file import read_terms_yaml, terms_to_contract

    path = tmp_path / "fuzz_terms.yaml"
    path.write_text(yaml_text(entries) + raw, encoding="utf-8")
    try:
        terms = read_terms_yaml(path)
        contract = terms_to_contract(terms, path.name)
    except SlacheckError as exc:
        assert exc.file == path.name
        return
    for value in contract.model_dump().values():
        if isinstance(value, float):
            assert math.isfinite(value) and 0 <= value <= 1e15


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rule=st.dictionaries(st.sampled_from(["id", "title", "terms", "condition", "severity", "weight", "when",
                                             "rationale", "suggestion", "if_missing", "extra"]), YAML_VALUES,
                            max_size=11),
       condition=st.sampled_from(["rack_power_kw >= 20", "(" * 100 + "true" + ")" * 100, "not " * 100 + "true",
                                  "gpu_count > " + "9" * 50]))
def test_fuzz_checklist_reader_raises_only_slacheck_error(rule, condition):
    from slacheck.checklist.schema import parse_checklist

    base = {"id": "r", "title": {"zh": "t", "en": "t"}, "terms": ["rack_power_kw"], "condition": condition,
            "severity": "major", "weight": 1, "rationale": {"zh": "r", "en": "r"}, "suggestion": {"zh": "s", "en": "s"}}
    base.update(rule)
    text = yaml_text({"checklist": "fuzz", "rules": [base]})
    try:
        checklist = parse_checklist(text, "fuzz.yaml")
    except SlacheckError as exc:
        assert exc.file == "fuzz.yaml"
        return
    assert all(math.isfinite(r.weight) and r.weight > 0 for r in checklist.rules)


# --------------------------------------------------------------------------- numbers in contract text

NUMBER_CONTRACTS = {
    "e400": "Monthly fee 1e400 CNY. Rack power not less than 1e400 kW. Availability 99.9%.",
    "digits_30": "Monthly fee " + "9" * 30 + " CNY. Rack power not less than " + "9" * 30 + " kW. "
                 + "9" * 30 + " GPUs.",
    "zh_40_digits": "月服务费为" + "1" * 40 + "元。单柜功率不低于" + "9" * 35 + "千瓦。共" + "九" * 30 + "张GPU。",
}


@pytest.mark.parametrize("case", sorted(NUMBER_CONTRACTS))
def test_contract_numbers_past_any_real_amount_are_not_money(case, seed, db, tmp_path):
    contract = tmp_path / f"{case}.md"
    contract.write_text(NUMBER_CONTRACTS[case] + "\nService availability 99.9% monthly.\n", encoding="utf-8")
    extracted = cli("extract", contract, "--format", "json", "--no-db")
    assert_clean(extracted, contract.name, codes=(0,))
    for term in json.loads(extracted.stdout)["terms"]:
        if isinstance(term["value"], (int, float)) and not isinstance(term["value"], bool):
            assert math.isfinite(term["value"]) and abs(term["value"]) <= 1e15, term
    assert_clean(cli("check", contract, "--no-db", "--format", "json"), contract.name, codes=(0, 1))
    assert_clean(cli("score", contract, "--format", "json", "--no-db"), contract.name, codes=(0,))
    before = sha(db)
    claimed = cli("claim", "--contract", contract, "--incidents", seed / "incidents.csv", "--as-of", "2025-07-01",
                  "--db", db, "--monthly-fee", "1000")
    assert_clean(claimed, contract.name, codes=(0, 2))


@settings(max_examples=150, deadline=None)
@given(digits=st.text(alphabet="0123456789", min_size=1, max_size=60), exponent=st.integers(-500, 500),
       unit=st.sampled_from(["kW", "千瓦", "元", "CNY", "%", "GPUs", "小时", "hours", ""]))
def test_fuzz_contract_number_layer_gives_finite_bounded_quantities(digits, exponent, unit):
    from slacheck.extract.numbers import find_quantities

    for text in (f"{digits}{unit}", f"{digits}e{exponent} {unit}", f"不低于{digits}.{digits}{unit}"):
        for q in find_quantities(text):
            assert math.isfinite(q.value) and abs(q.value) <= 1e15


# --------------------------------------------------------------------------- files that are not files

@pytest.fixture(scope="module")
def fifo(tmp_path_factory):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")
    path = tmp_path_factory.mktemp("fifo") / "pipe.csv"
    os.mkfifo(path)
    return path


INPUTS = {  # input → the command that reads it (the others are good)
    "incidents": lambda seed, bad: ["claim", "--terms", seed / "terms.yaml", "--incidents", bad, "--as-of", "2025-07-01"],
    "terms": lambda seed, bad: ["claim", "--terms", bad, "--incidents", seed / "incidents.csv", "--as-of", "2025-07-01"],
    "checklist": lambda seed, bad: ["check", seed / "contract.md", "--checklist", bad],
    "inventory": lambda seed, bad: ["claim", "--terms", seed / "terms.yaml", "--incidents", seed / "incidents.csv",
                                    "--inventory", bad, "--as-of", "2025-07-01"],
    "nccl": lambda seed, bad: ["accept", "--terms", seed / "terms.yaml", "--nccl", bad],
    "contract": lambda seed, bad: ["check", bad],
    "workload": lambda seed, bad: ["score", seed / "contract.md", "--workload", bad],
}


def big_yaml_list(path: Path, key: str, megabytes: float) -> Path:
    """A YAML file just under the size limit whose parse needs many times its size."""
    item = "  - {a: 1, b: two, c: [3, 4]}\n"
    path.write_text(f"{key}:\n" + item * int(megabytes * 1024 * 1024 // len(item)), encoding="utf-8")
    return path


MEMORY_CASES = {  # input → a file of it that parses into far more memory than the cap below
    "incidents": lambda path: path.write_text(HEADER + "".join(
        f"I{k},2025-06-03T10:00:00,2025-06-03T10:30:00,node-{k % 97},vendor,\n" for k in range(400_000)),
        encoding="utf-8"),
    "terms": lambda path: big_yaml_list(path, "notes_list", 4.5),
    "checklist": lambda path: big_yaml_list(path, "rules", 4.5),
    "workload": lambda path: big_yaml_list(path, "regions", 4.5),
    "inventory": lambda path: path.write_text("gpu,node\n" + "".join(
        f"gpu-{k},node-{k // 8}\n" for k in range(1_000_000)), encoding="utf-8"),
    "nccl": lambda path: path.write_text("".join(
        f"#  rank {k:6d} Group  0 Pid  {k:6d} on node-{k} device  0 [0x07] NVIDIA H100 80GB HBM3\n"
        for k in range(300_000)), encoding="utf-8"),
}
MEMORY_CAP_MB = 40


@pytest.mark.parametrize("what", sorted(MEMORY_CASES))
def test_every_input_is_read_within_the_memory_limit(what, seed, db, tmp_path):
    """Not only contracts: each input's reader may take at most SLACHECK_MAX_MEMORY_MB more
    memory, and one that needs more is exit 2 naming the file, the database as it was."""
    bad = tmp_path / f"big_{what}.{'csv' if what in ('incidents', 'inventory') else 'log' if what == 'nccl' else 'yaml'}"
    MEMORY_CASES[what](bad)
    before = sha(db)
    result = measured(f"memory-{what}", *INPUTS[what](seed, bad), "--db", db,
                      env={"SLACHECK_MAX_MEMORY_MB": str(MEMORY_CAP_MB)})
    assert_measured_clean(result, bad.name)
    assert f"needed more than {MEMORY_CAP_MB} MB of memory (limit SLACHECK_MAX_MEMORY_MB)" in result["stderr"], \
        result["stderr"][-1500:]
    assert sha(db) == before


def test_the_memory_bound_is_lifted_after_each_input(tmp_path):
    """The bound holds while an input is read, not for the rest of the command."""
    import resource

    from slacheck.limits import Limits
    from slacheck.sandbox import memory_bound

    outside = resource.getrlimit(resource.RLIMIT_AS)
    with pytest.raises(SlacheckError, match=r"^big.csv: reading the incident log needed more than 64 MB"):
        with memory_bound(Limits(max_memory_mb=64), "big.csv", "reading the incident log"):
            bytearray(512 * 1024 * 1024)
    assert resource.getrlimit(resource.RLIMIT_AS) == outside
    assert len(bytearray(512 * 1024 * 1024)) == 512 * 1024 * 1024


def test_a_mapping_the_memory_bound_refuses_names_the_file(tmp_path):
    """Shared memory for a reader child's result is an ``mmap``: refused by the bound, Python
    raises OSError (ENOMEM), not MemoryError; the user gets the same message naming the file,
    exit 2, no traceback. Another OSError is no memory shortage and passes through."""
    import mmap
    import resource

    from slacheck.limits import Limits
    from slacheck.sandbox import memory_bound

    outside = resource.getrlimit(resource.RLIMIT_AS)
    with pytest.raises(SlacheckError, match=r"^big.csv: reading the incident log needed more than 64 MB"):
        with memory_bound(Limits(max_memory_mb=64), "big.csv", "reading the incident log"):
            mmap.mmap(-1, 512 * 1024 * 1024)
    assert resource.getrlimit(resource.RLIMIT_AS) == outside
    with pytest.raises(FileNotFoundError):
        with memory_bound(Limits(max_memory_mb=64), "big.csv", "reading the incident log"):
            open(tmp_path / "absent.csv")


@pytest.mark.parametrize("device", ["/dev/zero", "fifo", "/dev/urandom", "folder"])
@pytest.mark.parametrize("what", sorted(INPUTS))
def test_devices_fifos_and_folders_are_refused_without_reading(device, what, seed, db, fifo, tmp_path):
    if device == "/dev/urandom" and what not in ("incidents", "contract"):
        pytest.skip("urandom is /dev/zero's case for the other inputs")
    bad = {"fifo": fifo, "folder": tmp_path}.get(device, Path(device))
    if not bad.exists():
        pytest.skip(f"{device} does not exist here")
    before = sha(db)
    result = measured(f"{device}-{what}", *INPUTS[what](seed, bad), "--db", db)
    assert_measured_clean(result, bad.name)
    assert result["seconds"] < 30
    assert sha(db) == before


# --------------------------------------------------------------------------- incident logs

def statuspage(updates_a, updates_b=None, **incident) -> str:
    first = {"id": "inc1", "name": "GPU outage", "impact": "major", "created_at": "2025-06-01T00:00:00Z",
             "incident_updates": updates_a, **incident}
    return json.dumps({"incidents": [first] + ([{"id": "inc2", "impact": "major", "incident_updates": updates_b}]
                                               if updates_b else [])})


def update(status, when, components=None):
    return {"status": status, "display_at": when, "affected_components": components}


LOG_CASES = {
    "year_1.csv": HEADER + "A,0001-01-01T00:00:00,0001-01-01T01:00:00,n1,vendor,\n",
    "year_9999.csv": HEADER + "A,9999-12-31T00:00:00,9999-12-31T23:00:00,n1,vendor,\n",
    "millennia.csv": HEADER + "A,1970-01-01T00:00:00,2199-01-01T00:00:00,*,vendor,\n",
    "notice_inf.csv": HEADER + "A,2025-06-03T10:00:00,2025-06-03T11:00:00,n1,maintenance,1e400\n",
    "notice_nan.csv": HEADER + "A,2025-06-03T10:00:00,2025-06-03T11:00:00,n1,maintenance,nan\n",
    "statuspage_lists.json": statuspage([update("investigating", "2025-06-01T00:00:00Z",
                                                [{"name": ["gpu"], "new_status": ["major_outage"]}]),
                                         update(["resolved"], ["2025-06-01T02:00:00Z"])], impact=["major"]),
    "statuspage_integer_component.json": statuspage([update("investigating", "2025-06-01T00:00:00Z",
                                                            [{"name": 5, "new_status": "major_outage"}]),
                                                     update("resolved", "2025-06-01T02:00:00Z")]),
    "statuspage_mixed_zones.json": statuspage([update("investigating", "2025-06-01T08:00:00+08:00",
                                                      [{"name": "c", "new_status": "major_outage"}]),
                                               update("resolved", "2025-06-01T02:00:00")],
                                              scheduled_for="2025-06-01T00:00:00"),
    "statuspage_year_1.json": statuspage([update("investigating", "0001-01-01T00:00:00Z",
                                                 [{"name": "c", "new_status": "major_outage"}]),
                                          update("resolved", "0001-01-01T02:00:00")],
                                         created_at="0001-01-01T00:00:00Z", scheduled_for="0001-01-01T00:00:00"),
    "statuspage_wrong_shapes.json": json.dumps({"incidents": [{"id": {"a": 1}, "incident_updates": "x"},
                                                              {"id": "b", "incident_updates": 7}, 5, None]}),
    "alertmanager_lists.json": json.dumps({"alerts": [
        {"labels": {"node": ["n1"], "alertname": 5}, "startsAt": "2025-06-01T00:00:00Z",
         "endsAt": "2025-06-01T01:00:00", "fingerprint": ["f"]},
        {"labels": ["x"], "startsAt": 5, "endsAt": None}]}),
    "alertmanager_year_1.json": json.dumps({"alerts": [{"labels": {"node": "n1"}, "startsAt": "0001-01-01T00:00:00Z",
                                                        "endsAt": "0001-01-01T01:00:00Z"}]}),
}
LOG_FORMATS = {"alertmanager_lists.json": "alertmanager", "alertmanager_year_1.json": "alertmanager"}


@pytest.mark.parametrize("case", sorted(LOG_CASES))
def test_hostile_incident_log_ends_cleanly_and_leaves_the_db(case, seed, db, tmp_path):
    log = tmp_path / case
    log.write_text(LOG_CASES[case], encoding="utf-8")
    extra = ["--incidents-format", LOG_FORMATS[case]] if case in LOG_FORMATS else []
    before = sha(db)
    started = time.monotonic()
    done = cli("claim", "--terms", seed / "terms.yaml", "--incidents", log, "--as-of", "2025-07-01", "--db", db,
               "--letter", tmp_path / "letter.md", *extra)
    assert_clean(done, log.name, codes=(0, 2))
    assert time.monotonic() - started < 30
    if done.exit_code == 2:
        assert sha(db) == before


def test_an_incident_lasting_millennia_is_refused_quickly(seed, tmp_path):
    log = tmp_path / "forever.csv"
    log.write_text(HEADER + "A,1971-01-01T00:00:00,2199-12-31T00:00:00,*,vendor,\n", encoding="utf-8")
    done = cli("claim", "--terms", seed / "terms.yaml", "--incidents", log, "--as-of", "2025-07-01", "--no-db")
    assert_clean(done, "forever.csv:2")
    assert "SLACHECK_MAX_LOG_YEARS" in done.stderr


def test_bad_rows_by_the_hundred_thousand_are_counted_not_collected(seed, db, tmp_path):
    log = tmp_path / "bad_rows.csv"
    log.write_text(HEADER + "x,notatime,notatime,,weird,zz\n" * 200_000, encoding="utf-8")
    before = sha(db)
    result = measured("bad_rows_200k", "claim", "--terms", seed / "terms.yaml", "--incidents", log,
                      "--as-of", "2025-07-01", "--db", db)
    assert_measured_clean(result, "bad_rows.csv:2")
    assert "more problems" in result["stderr"]
    assert result["stderr"].count("\n") < 200  # the first problems, then a count
    assert result["rss_mib"] < 1024
    assert sha(db) == before


def test_a_letter_over_20k_units_and_25_years_is_bounded(seed, tmp_path):
    log = tmp_path / "long.csv"
    rows = [f"L{k},{2000 + k // 12}-{k % 12 + 1:02d}-03T10:00:00,{2000 + k // 12}-{k % 12 + 1:02d}-03T12:00:00,*,vendor,"
            for k in range(300)]
    log.write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")
    letter = tmp_path / "letter.md"
    # --sla-unit node: under the terms' cluster SLA the cluster is one unit and --units is refused (it changed
    # nothing, so this letter had covered one unit, not 20k)
    result = measured("letter_20k_units_25_years", "claim", "--terms", seed / "terms.yaml", "--incidents", log,
                      "--sla-unit", "node", "--units", "20000", "--as-of", "2025-07-01", "--no-db", "--letter", letter, "--format", "json")
    assert_measured_clean(result, "long.csv", codes=(0,))
    assert letter.stat().st_size < 5 * 1024 * 1024


JSON_VALUES = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                                     st.text(max_size=12),
                                     st.sampled_from(["2025-06-01T00:00:00Z", "2025-06-01T02:00:00", "0001-01-01T00:00:00Z",
                                                      "9999-12-31T23:59:59+14:00", "major_outage", "resolved",
                                                      "major", "maintenance", "node-1"])),
                           lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                   st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                           max_leaves=12)
UPDATE = st.fixed_dictionaries({}, optional={"status": JSON_VALUES, "display_at": JSON_VALUES,
                                             "created_at": JSON_VALUES, "affected_components": st.one_of(
                                                 JSON_VALUES, st.lists(st.fixed_dictionaries(
                                                     {}, optional={"name": JSON_VALUES, "code": JSON_VALUES,
                                                                   "new_status": JSON_VALUES}), max_size=3))})
STATUSPAGE = st.fixed_dictionaries({"incidents": st.lists(st.fixed_dictionaries({}, optional={
    "id": JSON_VALUES, "impact": JSON_VALUES, "created_at": JSON_VALUES, "resolved_at": JSON_VALUES,
    "scheduled_for": JSON_VALUES, "incident_updates": st.one_of(JSON_VALUES, st.lists(UPDATE, max_size=4))}),
    max_size=3)})
ALERTMANAGER = st.fixed_dictionaries({"alerts": st.lists(st.one_of(JSON_VALUES, st.fixed_dictionaries({}, optional={
    "labels": st.one_of(JSON_VALUES, st.dictionaries(st.sampled_from(["node", "gpu", "alertname", "cause"]),
                                                     JSON_VALUES, max_size=3)),
    "startsAt": JSON_VALUES, "endsAt": JSON_VALUES, "fingerprint": JSON_VALUES})), max_size=4)})
JSONL = st.lists(st.fixed_dictionaries({"id": JSON_VALUES, "start": JSON_VALUES, "end": JSON_VALUES,
                                        "units": JSON_VALUES}, optional={"cause": JSON_VALUES,
                                                                          "notice_hours": JSON_VALUES}), max_size=4)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=st.one_of(STATUSPAGE.map(lambda d: ("statuspage", json.dumps(d))),
                          ALERTMANAGER.map(lambda d: ("alertmanager", json.dumps(d))),
                          JSONL.map(lambda rows: ("jsonl", "\n".join(json.dumps(r) for r in rows)))))
def test_fuzz_json_readers_raise_only_slacheck_error(document, tmp_path):
    from slacheck.incidents.read import read_incidents

    fmt, text = document
    path = tmp_path / f"fuzz_{fmt}.json"
    path.write_text(text, encoding="utf-8")
    try:
        incidents = read_incidents(path, fmt=fmt, as_of_ms=1_750_000_000_000)
    except SlacheckError as exc:
        assert exc.file == path.name
        return
    assert all(i.end >= i.start for i in incidents)


# --------------------------------------------------------------------------- options and environment

OPTION_CASES = {
    "fee_inf": (["--monthly-fee", "inf"], {}, "--monthly-fee"),
    "fee_nan": (["--monthly-fee", "nan"], {}, "--monthly-fee"),
    "fee_1e400": (["--monthly-fee", "1e400"], {}, "--monthly-fee"),
    "fee_negative": (["--monthly-fee", "-5"], {}, "--monthly-fee"),
    "units_30_digits": (["--units", "9" * 30], {}, "--units"),
    "as_of_year_1": (["--as-of", "0001-01-01"], {}, "--as-of"),
    "as_of_year_9999": (["--as-of", "9999-12-31"], {}, "--as-of"),
    "env_max_file_abc": ([], {"SLACHECK_MAX_FILE_MB": "abc"}, "SLACHECK_MAX_FILE_MB"),
    "env_max_seconds_nan": ([], {"SLACHECK_MAX_SECONDS": "nan"}, "SLACHECK_MAX_SECONDS"),
    "env_max_memory_negative": ([], {"SLACHECK_MAX_MEMORY_MB": "-1"}, "SLACHECK_MAX_MEMORY_MB"),
    "env_max_problems_float": ([], {"SLACHECK_MAX_PROBLEMS": "1.5"}, "SLACHECK_MAX_PROBLEMS"),
}


@pytest.mark.parametrize("case", sorted(OPTION_CASES))
def test_bad_options_and_environment_are_named(case, seed, db):
    options, env, named = OPTION_CASES[case]
    before = sha(db)
    done = cli("claim", "--terms", seed / "terms.yaml", "--incidents", seed / "incidents.csv", "--db", db,
               *(["--as-of", "2025-07-01"] if "--as-of" not in options else []), *options, env=env)
    assert_clean(done, named)
    assert sha(db) == before


# --------------------------------------------------------------------------- the database and output paths

def other_application(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE runs (x)")
    conn.execute("CREATE TABLE invoices (number, amount)")
    conn.execute("INSERT INTO invoices VALUES (1, 99)")
    conn.commit()
    conn.close()
    return path


def newer_schema(path: Path, seed: Path) -> Path:
    shutil.copy(seed / "audit.db", path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    return path


def other_tables_only(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (body)")
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("make_db", [other_application, other_tables_only, newer_schema])
def test_a_database_that_is_not_ours_is_refused_and_left_byte_for_byte(make_db, seed, tmp_path):
    path = tmp_path / "their.db"
    make_db(path) if make_db is not newer_schema else make_db(path, seed)
    before = sha(path)
    done = cli("claim", "--terms", seed / "terms.yaml", "--incidents", seed / "incidents.csv", "--as-of", "2025-07-01",
               "--db", path)
    assert_clean(done, "their.db")
    assert sha(path) == before
    assert_clean(cli("history", "--db", path), "their.db")
    assert sha(path) == before


CAP_DAC_OVERRIDE = 1  # linux/capability.h: the capability that lets root write a file whatever its mode
PR_CAPBSET_DROP = 24


def without_root_override() -> None:
    """In the child before exec: drop CAP_DAC_OVERRIDE from the bounding set, so even root
    (and CI runs as root) is held to a file's mode bits, as every other user is."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE)")


def run_held_to_file_modes(*args) -> subprocess.CompletedProcess:
    """``slacheck ARGS`` as a process that cannot write a read-only file, root or not."""
    as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    return subprocess.run([sys.executable, "-m", "slacheck", *map(str, args)], capture_output=True, text=True,
                          timeout=120, preexec_fn=without_root_override if as_root else None)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="file modes and capabilities as on Linux")
@pytest.mark.parametrize("command", ["claim", "check"])
def test_a_read_only_database_is_refused(command, seed, db):
    before = sha(db)
    db.chmod(0o444)
    try:
        probe = run_held_to_file_modes("--version")
        if probe.returncode != 0 and "prctl" in probe.stderr:
            pytest.skip(f"cannot drop CAP_DAC_OVERRIDE here: {probe.stderr[-200:]}")
        args = (["--terms", seed / "terms.yaml", "--incidents", seed / "incidents.csv", "--as-of", "2025-07-01"]
                if command == "claim" else [seed / "contract.md"])
        done = run_held_to_file_modes(command, *args, "--db", db)
    finally:
        db.chmod(0o644)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "Error: audit.db: database is busy or read-only" in done.stderr, done.stderr
    assert sha(db) == before


@pytest.mark.parametrize("letter", ["folder", "/dev/full", "nofolder/letter.md"])
def test_letter_that_cannot_be_written_is_exit_2_and_the_db_unchanged(letter, seed, db, tmp_path):
    target = {"folder": tmp_path, "nofolder/letter.md": tmp_path / "nofolder" / "letter.md"}.get(letter, Path(letter))
    before = sha(db)
    done = cli("claim", "--terms", seed / "terms.yaml", "--incidents", seed / "incidents.csv", "--as-of", "2025-07-01",
               "--db", db, "--letter", target)
    assert_clean(done, target.name)
    assert sha(db) == before


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("recording", [False, True], ids=["no-db", "db"])
@pytest.mark.parametrize("args", [["claim", "--format", "json"], ["check", "--format", "md"],
                                  ["extract", "--format", "json"]])
def test_stdout_on_a_full_device_is_exit_2_and_leaves_the_database_byte_for_byte(args, recording, seed, db):
    """The run is computed and its rows written, but stdout refuses the output: a failed run,
    so the database is as it was (SPEC §5), not a committed run whose output nobody saw."""
    command = [args[0]] + (["--terms", seed / "terms.yaml", "--incidents", seed / "incidents.csv", "--as-of",
                            "2025-07-01"] if args[0] == "claim" else [seed / "contract.md"]) + args[1:]
    command += ["--db", db] if recording else ["--no-db"]
    before = sha(db)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "slacheck", *map(str, command)], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "Error: standard output: cannot write the output (No space left on device)" in done.stderr
    assert sha(db) == before


def test_a_check_that_exits_1_on_a_blocker_still_records_its_run(seed, db):
    """Exit 1 is a finding, not a failure: the run commits once its output is out."""
    done = cli("check", seed / "contract.md", "--db", db, "--format", "json")
    assert done.exit_code == 1, done.stderr
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute("SELECT command, status FROM runs ORDER BY id DESC LIMIT 1").fetchall()
    finally:
        conn.close()
    assert rows == [("check", "ok")]

# --------------------------------------------------------------------------- PDF, DOCX and text (native code)

NATIVE_CASES = {
    "path_heavy.pdf": lambda path: make.make_path_heavy_pdf(path, paths=1_500_000),
    "xref_fanout.pdf": lambda path: make.make_xref_fanout_pdf(path, objects=60_000),
    "reference_loop.pdf": make.make_reference_loop_pdf,
    "huge_document_xml.docx": lambda path: make.make_huge_document_xml_docx(path, expanded_mb=150),
    "big_text.txt": lambda path: make.make_big_text(path, megabytes=2),
}


@pytest.mark.parametrize("case", sorted(NATIVE_CASES))
def test_native_readers_stop_at_the_time_limit(case, db, tmp_path):
    contract = NATIVE_CASES[case](tmp_path / case)
    before = sha(db)
    result = measured(case, "check", contract, "--db", db, "--format", "json",
                      env={"SLACHECK_MAX_SECONDS": "3", "SLACHECK_MAX_MEMORY_MB": "1024"})
    assert_measured_clean(result, contract.name, codes=(0, 1, 2))
    assert result["seconds"] < 20  # 3 s of reading, then extraction of whatever was read
    if result["rc"] == 2:
        assert sha(db) == before


def test_a_docx_of_150_mb_of_body_xml_is_refused_quickly_with_the_default_limits(db, tmp_path):
    """Parsed whole, such a body needs ~1.5 GB and ran into the time limit; its size says so first."""
    contract = make.make_huge_document_xml_docx(tmp_path / "huge_body.docx", expanded_mb=150)
    before = sha(db)
    result = measured("huge_document_xml_default_limits", "check", contract, "--db", db)
    assert_measured_clean(result, "huge_body.docx")
    assert "is 150 MB of XML (limit 64 MB, SLACHECK_MAX_DOCX_XML_MB)" in result["stderr"]
    assert result["rss_mib"] < 512
    assert sha(db) == before


def test_a_docx_body_under_the_xml_limit_stops_at_the_text_limit(db, tmp_path):
    contract = make.make_huge_document_xml_docx(tmp_path / "long_body.docx", expanded_mb=8)
    before = sha(db)
    result = measured("long_docx_text_limit", "check", contract, "--db", db,
                      env={"SLACHECK_MAX_TEXT_CHARS": "200000"})
    assert_measured_clean(result, "long_body.docx")
    assert "text runs past 200,000 characters (limit SLACHECK_MAX_TEXT_CHARS)" in result["stderr"]
    assert sha(db) == before


@pytest.mark.parametrize("suffix", [".txt", ".md"])
def test_a_text_contract_past_the_text_limit_is_refused(suffix, tmp_path):
    contract = make.make_big_text(tmp_path / f"long{suffix}", megabytes=1)
    done = cli("check", contract, "--no-db", env={"SLACHECK_MAX_TEXT_CHARS": "100000"})
    assert_clean(done, contract.name)
    assert "text runs past 100,000 characters (limit SLACHECK_MAX_TEXT_CHARS)" in done.stderr

def test_the_watchdog_kills_a_reader_stuck_in_native_code(tmp_path):
    """A reader that never returns (as pdfium on a page of a million paths) is stopped at the limit."""
    from slacheck.limits import Limits
    from slacheck.sandbox import run_bounded

    started = time.monotonic()
    with pytest.raises(SlacheckError, match=r"^stuck.pdf: reading the contract took longer than 1 s"):
        run_bounded(time.sleep, 60, file="stuck.pdf", limits=Limits(max_seconds=1), what="reading the contract")
    assert time.monotonic() - started < 5


def test_the_watchdog_bounds_memory(tmp_path):
    from slacheck.limits import Limits
    from slacheck.sandbox import run_bounded

    with pytest.raises(SlacheckError, match=r"needed more than 200 MB of memory \(limit SLACHECK_MAX_MEMORY_MB\)"):
        run_bounded(bytearray, 1024 * 1024 * 1024, file="big.docx", limits=Limits(max_memory_mb=200),
                    what="reading the contract")


# --------------------------------------------------------------------------- outputs that cannot carry an attack

ATTACK = '[pay here](javascript:alert(1)) <img src=x onerror=alert(1)> **bold** | cell'


def test_claim_letter_escapes_quotes_ids_and_names(seed, tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS.replace("credit_cap_pct: 50", f"credit_cap_pct: 50  # page 2: {ATTACK}")
                     + f"location: \"{ATTACK}\"\ngpu_model: \"<script>alert(1)</script>\"\n", encoding="utf-8")
    log = tmp_path / "incidents.csv"
    log.write_text(HEADER + f'"<img src=x onerror=alert(2)>\nsecond line|x",2025-06-03T10:00:00,2025-06-03T13:30:00,'
                   f'node-1,vendor,\n', encoding="utf-8")
    letter = tmp_path / "letter.md"
    done = cli("claim", "--terms", terms, "--incidents", log, "--as-of", "2025-07-01", "--no-db", "--letter", letter,
               "--lang", "en")
    assert done.exit_code == 0, done.stderr
    text = letter.read_text(encoding="utf-8")
    assert "<img" not in text and "<script" not in text
    assert not re.search(r"(?<!\\)\]\(javascript:", text) and not re.search(r"(?<!\\)\[pay here", text)
    assert r"\[pay here\](javascript:alert(1)) &lt;img src=x onerror=alert(1)> \*\*bold\*\* \| cell" in text
    evidence = [line for line in text.splitlines() if "second line" in line]
    assert len(evidence) == 1 and evidence[0].startswith("| ") and evidence[0].count(" | ") == 5, evidence


def test_markdown_reports_escape_input_text(tmp_path):
    contract = tmp_path / "contract.md"
    contract.write_text(f"Rack power not less than 20 kW {ATTACK}.\n", encoding="utf-8")
    done = cli("extract", contract, "--format", "md", "--no-db")
    assert done.exit_code == 0, done.stderr
    assert "<img" not in done.stdout and "](javascript:" not in done.stdout


@pytest.mark.parametrize("name", ["=HYPERLINK(1).md", "+cmd.md", "-2+3.md", "@SUM(1).md"])
def test_csv_cells_that_a_spreadsheet_would_run_are_neutralised(name, tmp_path):
    import csv
    import io

    contract = tmp_path / name
    contract.write_text("=1+2 Rack power not less than 20 kW. Monthly availability 99.9%.\n", encoding="utf-8")
    for command in (["extract", contract, "--format", "csv", "--no-db"],
                    ["check", contract, "--format", "csv", "--no-db"],
                    ["score", contract, "--format", "csv", "--no-db"]):
        done = cli(*command)
        assert done.exit_code in (0, 1), done.stderr
        cells = [c for row in csv.reader(io.StringIO(done.stdout.lstrip("\ufeff"))) for c in row]
        assert cells and not any(c.startswith(("=", "+", "@", "\t", "\r")) for c in cells), cells
        assert not any(c.startswith("-") and not c.lstrip("-").replace(".", "").isdigit() for c in cells), cells


def test_readme_says_how_csv_cells_are_neutralised():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "OWASP" in readme and "formula" in readme


def test_review_page_keeps_its_content_security_policy(tmp_path):
    contract = tmp_path / "contract.md"
    contract.write_text(f"Rack power not less than 20 kW. <script>alert(1)</script> {ATTACK}\n", encoding="utf-8")
    page = tmp_path / "review.html"
    done = cli("check", contract, "--no-db", "--html", page)
    assert done.exit_code in (0, 1), done.stderr
    html = page.read_text(encoding="utf-8")
    assert "Content-Security-Policy" in html and "<script>alert(1)" not in html
