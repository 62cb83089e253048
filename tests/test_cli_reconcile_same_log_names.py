"""reconcile of two logs that share a file name in different folders (ours/incidents.csv against
vendor/incidents.csv, as each side exports it): its notes name each log so that the user can tell
which one a note is about. They said 'incidents.csv: …' for both, and two logs saying the same
thing were said once, as if one log had been given as both sides."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

DEMO_LOG = Path(__file__).resolve().parents[1] / "fixtures" / "demo" / "incidents.csv"
TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "contracts" / "fx01_qiantang_h800_framework.truth.yaml"
AFTER = "end after --as-of (2025-10-13T00:00+08:00)"  # demo-011 and demo-012 end after it


def logs(tmp_path: Path, vendor_text: str | None = None) -> None:
    for side in ("ours", "vendor"):
        (tmp_path / side).mkdir()
    text = DEMO_LOG.read_text(encoding="utf-8")
    (tmp_path / "ours" / "incidents.csv").write_text(text, encoding="utf-8")
    (tmp_path / "vendor" / "incidents.csv").write_text(vendor_text or text, encoding="utf-8")


def reconcile(*args, fmt="table"):
    return CliRunner().invoke(app, ["reconcile", *map(str, args), "--terms", str(TERMS), "--as-of", "2025-10-13",
                                    "--no-db", "--format", fmt])


@pytest.mark.parametrize("fmt", ["table", "json"])
def test_each_log_is_named_by_its_folder_as_typed(tmp_path, monkeypatch, fmt):
    """The same content in both logs: each says its note, by the path the user typed."""
    logs(tmp_path)
    monkeypatch.chdir(tmp_path)
    done = reconcile("--incidents", "ours/incidents.csv", "--vendor-report", "vendor/incidents.csv", fmt=fmt)
    assert done.exit_code == 0, done.output
    notes = done.stderr.splitlines()
    assert [line.split(":")[0] for line in notes if AFTER in line] == ["ours/incidents.csv", "vendor/incidents.csv"]


def test_absolute_paths_are_told_apart_by_their_last_folders(tmp_path):
    """Absolute paths (a script's): the shortest tail that differs, not the whole temporary path."""
    logs(tmp_path, DEMO_LOG.read_text(encoding="utf-8").replace("demo-012,", "v-012,"))
    done = reconcile("--incidents", tmp_path / "ours" / "incidents.csv",
                     "--vendor-report", tmp_path / "vendor" / "incidents.csv")
    assert done.exit_code == 0, done.output
    assert "ours/incidents.csv: 2 incidents ('demo-011', 'demo-012') " + AFTER in done.stderr
    assert "vendor/incidents.csv: 2 incidents ('demo-011', 'v-012') " + AFTER in done.stderr
    assert "\nincidents.csv:" not in "\n" + done.stderr


def test_a_reader_note_names_its_log_apart_too(tmp_path, monkeypatch):
    """What a reader assumed (GBK text, its columns) is said of the log it read: here only the vendor's."""
    logs(tmp_path)
    (tmp_path / "vendor" / "incidents.csv").write_bytes(
        "事件编号,开始时间,结束时间,影响范围\nV1,2025-09-02 10:00,2025-09-02 12:30,node-017\n".encode("gbk"))
    monkeypatch.chdir(tmp_path)
    done = reconcile("--incidents", "ours/incidents.csv", "--vendor-report", "vendor/incidents.csv")
    assert done.exit_code == 0, done.output
    assert "vendor/incidents.csv: read as GB18030/GBK text (not UTF-8)" in done.stderr
    assert "vendor/incidents.csv: read the columns '事件编号' as id" in done.stderr
    assert "ours/incidents.csv: 2 incidents ('demo-011', 'demo-012') " + AFTER in done.stderr


def test_one_log_given_as_both_sides_keeps_its_name_and_says_it_once(tmp_path, monkeypatch):
    """A near miss: the same file given as both sides is one log, said once, by the name typed."""
    logs(tmp_path)
    monkeypatch.chdir(tmp_path)
    done = reconcile("--incidents", "ours/incidents.csv", "--vendor-report", "ours/incidents.csv")
    assert done.exit_code == 0, done.output
    assert [line for line in done.stderr.splitlines() if AFTER in line] == [
        "ours/incidents.csv: 2 incidents ('demo-011', 'demo-012') " + AFTER + ", the last at 2025-10-20T15:00+08:00: "
        "counted as logged, to their end; the months past --as-of are unfinished on it and not claimable"]
