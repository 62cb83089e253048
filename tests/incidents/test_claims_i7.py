"""Claims, session 37 (i7): what a claimant sees of an unfinished incident, what the JSON always has, what the
claims database keeps, and which values a JSON Lines log's two unit keys disagree on."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

CLUSTER = Path(__file__).resolve().parents[1] / "fixtures" / "cluster_terms.yaml"


# --- a JSON Lines log's `units` and `unit` keys: compared as the units they list --------------------------------------

def jsonl_claim(tmp_path: Path, records: list[dict], db: Path | None = None):
    log = tmp_path / "log.jsonl"
    log.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    store = ["--db", str(db)] if db else ["--no-db"]
    return CliRunner().invoke(app, ["claim", "--format", "json", "--terms", str(CLUSTER), "--incidents", str(log),
                                    "--as-of", "2025-07-01", *store])


AGREE = {"id": "a", "start": "2025-05-03T00:00:00", "end": "2025-05-03T06:00:00", "units": "*", "unit": "*"}


def test_a_jsonl_records_two_unit_keys_that_differ_are_named_with_their_values_and_line(tmp_path):
    db = tmp_path / "h.db"
    second = {"id": "b", "start": "2025-05-04T00:00:00", "end": "2025-05-04T06:00:00", "units": ["n1", "n2"],
              "unit": "n1"}
    result = jsonl_claim(tmp_path, [AGREE, second], db)
    assert result.exit_code == 2 and "Traceback" not in result.output
    said = " ".join(result.output.split())
    # the list as the units it is read as, not Python's ['n1', 'n2']
    assert ("log.jsonl:2: fields 'units' and 'unit' are both read as units and differ ('n1;n2' against 'n1'): which "
            "one holds the units cannot be told; keep one of them") in said
    assert result.stdout == "" and not db.exists()  # nothing computed, nothing written


def test_beside_it_a_list_and_its_semicolon_text_are_the_same_units_and_read(tmp_path):
    second = {"id": "b", "start": "2025-05-04T00:00:00", "end": "2025-05-04T06:00:00", "units": ["*"],
              "unit": "*"}
    result = jsonl_claim(tmp_path, [AGREE, second])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["months"][0]["downtime_minutes"] == 720

