"""ISSUE 11 item 6, the structure a reader relies on: where the incident table, the exclusion
reasons, the column machinery and the one hash live, and the one registry of incident formats."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path
from typing import get_args

import numpy as np
import pytest

from slacheck.columns.hashing import content_sha256, hash_bytes, hash_words
from slacheck.columns.ids import IdColumn
from slacheck.incidents import formats
from slacheck.incidents.read import sniff_format
from slacheck.models import EXCLUDED_REASONS, ExcludedReason, Exclusion

PACKAGE = Path(__file__).resolve().parent.parent / "slacheck"


def imports_of(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_incident_table_lives_in_incidents_not_in_the_engine():
    from slacheck.incidents.table import IncidentTable
    from slacheck.sla import engine

    assert IncidentTable.__module__ == "slacheck.incidents.table"
    assert not hasattr(engine, "CAUSES")
    source = (PACKAGE / "sla" / "engine.py").read_text(encoding="utf-8")
    assert "class IncidentTable" not in source


def test_exclusion_reasons_are_an_enum_whose_words_are_the_json_values():
    assert [e.reason for e in Exclusion] == [None, "customer", "force_majeure", "maintenance_notice",
                                             "below_min_outage"]
    assert EXCLUDED_REASONS[1:] == get_args(ExcludedReason)  # the JSON's words, unchanged
    assert all(EXCLUDED_REASONS[e] == e.reason for e in Exclusion)


def test_the_engine_sets_reasons_by_name_not_by_number():
    tree = ast.parse((PACKAGE / "sla" / "engine.py").read_text(encoding="utf-8"))
    numbered = [ast.unparse(node) for node in ast.walk(tree)
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, int) and any("reason" in ast.unparse(t) for t in node.targets)]
    assert numbered == []


def test_models_import_no_numpy():
    code = "import sys, slacheck.models; print(json.dumps('numpy' in sys.modules))"
    out = subprocess.run([sys.executable, "-c", "import json; " + code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) is False
    assert not {m for m in imports_of(PACKAGE / "models.py") if m.split(".")[0] == "numpy"}


def test_hashlib_is_imported_in_one_module_only():
    users = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if "hashlib" in imports_of(p))
    assert users == ["columns/hashing.py"]


def test_no_other_module_mixes_its_own_64_bit_hash():
    constant = "0x9E3779B97F4A7C15".lower()
    users = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                   if constant in p.read_text(encoding="utf-8").lower())
    assert users == ["columns/hashing.py"]


def test_the_column_hash_is_one_function_for_columns_and_single_values():
    values = [b"inc-1", b"node-0001", b"", b"a" * 8, b"a" * 9, "节点-七".encode()]
    width = max(map(len, values))
    column = IdColumn.from_bytes(values)
    assert column.hashes().tolist() == [hash_bytes(v) for v in values]
    padded = np.zeros((len(values), -(-width // 8) * 8), dtype=np.uint8)
    for i, v in enumerate(values):
        padded[i, :len(v)] = list(v)
    lengths = np.array([len(v) for v in values])
    assert hash_words(padded.view(np.uint64), seed=lengths).tolist() == \
        [hash_bytes(v, seed=len(v)) for v in values]


def test_content_sha256_of_bytes_parts_and_files(tmp_path):
    import hashlib

    path = tmp_path / "log.csv"
    path.write_bytes(b"id,start\n" * 200_000)
    assert content_sha256(path) == hashlib.sha256(path.read_bytes()).hexdigest()
    assert content_sha256(b"ab", b"c") == hashlib.sha256(b"abc").hexdigest()


def test_the_cli_choices_are_the_registry():
    from slacheck.cli import IncidentsFormat

    assert [m.value for m in IncidentsFormat] == list(formats.FORMATS)
    for f in formats.FORMATS.values():
        assert callable(f.load_reader())


def test_no_module_but_the_registry_decides_by_a_format_name():
    # the reader, the sniffing and the fast path come from FORMATS; a format's name may appear
    # elsewhere only as the label of its own error messages (require_columns(layout=...)); the
    # modules that read logs are checked ("csv" is also an output format of the reports)
    names = set(formats.FORMATS)
    offenders = []
    readers = [*(PACKAGE / "incidents").glob("*.py"), *(PACKAGE / "sla").glob("*.py"),
               *(PACKAGE / name for name in ("claim_inputs.py", "api.py", "commands.py"))]
    for path in readers:
        if path.name == "formats.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and any(isinstance(c, ast.Constant) and c.value in names
                                                     for c in [node.left, *node.comparators]):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
            if isinstance(node, ast.Dict) and any(isinstance(v, ast.Constant) and v.value in names for v in node.values):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert offenders == []


@pytest.mark.parametrize("text, suffix, expected", [
    ('{"page": {}, "incidents": [{"incident_updates": []}]}', ".json", "statuspage"),
    ('{"receiver": "x", "alerts": [{"startsAt": "2025-01-01T00:00:00Z"}]}', ".json", "alertmanager"),
    ('{"id": "a", "start": "2025-01-01T00:00", "end": "2025-01-01T01:00", "units": "n1"}\n', ".json", "jsonl"),
    ("incident_number,created_on,resolved_on,service_name\n", ".csv", "pagerduty"),
    ("id,start,end,units\n", ".txt", "csv"),
    ("something else\n", ".ndjson", "jsonl"),
])
def test_sniffing_comes_from_the_registry(tmp_path, text, suffix, expected):
    path = tmp_path / f"log{suffix}"
    path.write_text(text, encoding="utf-8")
    assert sniff_format(path) == expected


def test_a_format_added_to_the_registry_is_sniffed_by_its_marker(tmp_path, monkeypatch):
    extra = formats.IncidentFormat("opsgenie", ".jsonl:read_jsonl", "test format", json=True, markers=('"alertId"',))
    monkeypatch.setitem(formats.FORMATS, "opsgenie", extra)
    path = tmp_path / "log.json"
    path.write_text('{"alertId": "1"}', encoding="utf-8")
    assert sniff_format(path) == "opsgenie"
