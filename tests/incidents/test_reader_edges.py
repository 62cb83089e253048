"""The incident readers' edge: what a hand-made or unusual export is read as, and said so (SPEC §3.7)."""

from __future__ import annotations

import json
from zoneinfo import ZoneInfo

import pytest

from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table


def statuspage_incident(name: str, start: str, end: str, component: str = "API", incident_id: str | None = None):
    incident = {"name": name, "impact": "major", "created_at": start, "incident_updates": [
        {"status": "investigating", "display_at": start,
         "affected_components": [{"name": component, "new_status": "major_outage"}]},
        {"status": "resolved", "display_at": end,
         "affected_components": [{"name": component, "new_status": "operational"}]}]}
    return incident if incident_id is None else {"id": incident_id, **incident}


def test_statuspage_incidents_without_an_id_get_a_derived_id_and_it_is_said(tmp_path):
    # both were "/1": the log was refused with "duplicate id '/1'", naming neither incident nor the missing field;
    # then "#2/1", "#3/1" by their place in the list, which the next export changes (test below)
    log = tmp_path / "incidents.json"
    log.write_text(json.dumps({"incidents": [
        statuspage_incident("API down", "2025-06-01T10:00:00Z", "2025-06-01T11:00:00Z", incident_id="abc"),
        statuspage_incident("GPU pool outage", "2025-06-02T10:00:00Z", "2025-06-02T12:00:00Z"),
        statuspage_incident("Storage outage", "2025-06-03T10:00:00Z", "2025-06-03T13:00:00Z", "Storage")]}, indent=1))
    table = read_incident_table(log)
    # the day created and sha256("2025-06-02T10:00:00Z")[:8]
    assert list(table.ids) == ["abc/1", "2025-06-02-2836b619/1", "2025-06-03-7549d92d/1"]
    assert table.lines.tolist() == [4, 32, 59]  # the line of its id, else of its name
    notes = [note for note in how_it_was_read(table) if "no 'id'" in note]
    assert notes == ["incidents.json: 2 incidents have no 'id' (first: 2025-06-02-2836b619, 'GPU pool outage' created "
                     "2025-06-02T10:00:00Z): each named by the day it was created and a hash of its created_at (and "
                     "name, when two share one), the same in every export; its outages <id>/1, <id>/2 ..."]


def test_statuspage_incidents_without_an_id_keep_their_ids_in_the_next_export(tmp_path):
    """A page lists its newest incidents first: the next export has a new one at the top. A claim filed from the
    first export and run again on the second must name the same incidents (by place, #1 became #2)."""
    old = [statuspage_incident("GPU pool outage", "2025-06-02T10:00:00Z", "2025-06-02T12:00:00Z"),
           statuspage_incident("Storage outage", "2025-06-01T10:00:00Z", "2025-06-01T13:00:00Z", "Storage")]
    new = [statuspage_incident("Network outage", "2025-06-05T10:00:00Z", "2025-06-05T11:00:00Z", "Net")] + old
    (tmp_path / "june.json").write_text(json.dumps({"incidents": old}))
    (tmp_path / "july.json").write_text(json.dumps({"incidents": new}, indent=2))  # other lines, same incidents
    first, second = read_incident_table(tmp_path / "june.json"), read_incident_table(tmp_path / "july.json")

    def by_start(table):
        return dict(zip(table.start_ms.tolist(), table.ids))

    before, after = by_start(first), by_start(second)
    assert len(after) == 3 and all(after[start] == name for start, name in before.items())
    assert len(set(after.values())) == 3
    # the page retitled one as the investigation went on: a title is edited, a creation time is not
    new[1]["name"] = "GPU pool outage in region B (root cause: power)"
    (tmp_path / "august.json").write_text(json.dumps({"incidents": new}))
    assert by_start(read_incident_table(tmp_path / "august.json")) == after


def test_statuspage_incidents_without_an_id_keep_their_ids_when_the_page_writes_its_times_in_another_zone(tmp_path):
    """A page writes its times in its own zone (-06:00), an API client or a re-save in UTC, to the millisecond or
    not: the same moment is the same incident, and was named three ways. An edited created_at (a second later)
    names another incident: what the id is derived from is the moment of creation, which the page never edits."""
    spellings = ["2025-06-02T04:00:00-06:00", "2025-06-02T10:00:00Z", "2025-06-02T10:00:00.000Z",
                 "2025-06-02T18:00:00+08:00"]
    ids = set()
    for k, created in enumerate(spellings):
        incident = statuspage_incident("GPU pool outage", "2025-06-02T10:00:00Z", "2025-06-02T12:00:00Z")
        incident["created_at"] = created
        (tmp_path / f"{k}.json").write_text(json.dumps({"incidents": [incident]}))
        ids.update(read_incident_table(tmp_path / f"{k}.json").ids)
    assert ids == {"2025-06-02-2836b619/1"}  # the UTC day and the moment's hash, as the Z spelling always gave
    incident["created_at"] = "2025-06-02T10:00:01Z"  # near miss: another moment
    (tmp_path / "edited.json").write_text(json.dumps({"incidents": [incident]}))
    assert list(read_incident_table(tmp_path / "edited.json").ids) != ["2025-06-02-2836b619/1"]


def test_statuspage_incidents_without_an_id_told_apart_when_the_same_twice(tmp_path):
    """The same created_at and name twice (a pasted template): told apart in file order, not refused as a
    duplicate of an id the user never wrote; another name created the same second is another id (its name
    is then hashed too)."""
    log = tmp_path / "incidents.json"
    log.write_text(json.dumps([
        statuspage_incident("GPU down", "2025-06-02T10:00:00Z", "2025-06-02T12:00:00Z"),
        statuspage_incident("GPU down", "2025-06-02T10:00:00Z", "2025-06-02T11:00:00Z", "B"),
        statuspage_incident("GPU slow", "2025-06-02T10:00:00Z", "2025-06-02T11:00:00Z", "C")]))
    ids = list(read_incident_table(log).ids)
    assert ids[1] == ids[0].replace("/1", ".2/1") and ids[2].startswith("2025-06-02-") and ids[2] not in ids[:2]


def test_statuspage_incidents_with_ids_get_no_note(tmp_path):
    log = tmp_path / "incidents.json"
    log.write_text(json.dumps([
        statuspage_incident("API down", "2025-06-01T10:00:00Z", "2025-06-01T11:00:00Z", incident_id="abc"),
        statuspage_incident("GPU down", "2025-06-02T10:00:00Z", "2025-06-02T12:00:00Z", incident_id="def")]))
    table = read_incident_table(log)
    assert list(table.ids) == ["abc/1", "def/1"]
    assert not [note for note in how_it_was_read(table) if "no 'id'" in note]


def test_a_statuspage_incident_id_that_is_really_repeated_is_still_a_duplicate(tmp_path):
    log = tmp_path / "incidents.json"
    log.write_text(json.dumps([
        statuspage_incident("API down", "2025-06-01T10:00:00Z", "2025-06-01T11:00:00Z", incident_id="abc"),
        statuspage_incident("GPU down", "2025-06-02T10:00:00Z", "2025-06-02T12:00:00Z", incident_id="abc")]))
    with pytest.raises(SlacheckError, match="duplicate id 'abc/1'"):
        read_incident_table(log)


def alertmanager_alert(labels: dict, fingerprint: str) -> dict:
    return {"labels": {"alertname": "GPUDown", **labels}, "startsAt": "2025-06-01T00:00:00Z",
            "endsAt": "2025-06-01T01:00:00Z", "fingerprint": fingerprint}


@pytest.mark.parametrize("value, said", [
    ({"a": 1}, 'a JSON object ({"a":1})'), (["g1", "g2"], 'a JSON list (["g1","g2"])'),
    (True, "true/false (true)"), (1.5, "a number with a fraction (1.5)")])
def test_an_alertmanager_label_that_is_not_text_is_refused_naming_the_alert_and_label(tmp_path, value, said):
    # {"a": 1} became the unit "{'a': 1}" (Python's spelling of it), true the unit "true"
    log = tmp_path / "am.json"
    log.write_text(json.dumps({"status": "resolved", "alerts": [
        alertmanager_alert({"gpu": "g1"}, "f1"), alertmanager_alert({"instance": value}, "f2")]}, indent=1))
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(log, fmt="alertmanager")
    assert str(raised.value) == (f"am.json:16: alert #2 in its payload ('GPUDown'): label 'instance' is {said}, "
                                 "not text: Alertmanager label values are strings; write it as one")


def test_an_alertmanager_label_that_is_a_whole_number_is_read_as_its_text(tmp_path):
    # near misses: a hand-written "gpu": 3 is the unit "3", as "gpu": "3" is; labels we do not read may hold anything
    log = tmp_path / "am.json"
    log.write_text(json.dumps({"status": "resolved", "alerts": [
        alertmanager_alert({"gpu": 3, "extra": {"a": 1}}, "f1"), alertmanager_alert({"gpu": "4"}, "f2")]}))
    table = read_incident_table(log, fmt="alertmanager")
    assert [i.units for i in table.to_incidents(ZoneInfo("UTC"))] == [("3",), ("4",)]


def test_a_big_log_read_in_blocks_says_the_values_read_in_one_note_as_the_whole_file_read_does(tmp_path, monkeypatch):
    # the first blocks name only 全部, the last ones only 客户原因 and 割接: each block said its own note, so the
    # block read printed two "read the values" lines (units first) where the one-process read prints one
    from slacheck.incidents import parallel
    from slacheck.incidents import read as read_module

    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d} 01:00,2026-03-{i % 28 + 1:02d} 02:00,"
            + ("全部," if i < 1000 else f"n1,{'客户原因' if i % 2 else '割接'}") for i in range(2000)]
    path = tmp_path / "big.csv"
    path.write_text("\n".join(["事件编号,开始时间,结束时间,影响范围,原因", *rows]) + "\n", encoding="utf-8")
    whole = how_it_was_read(read_incident_table(path))
    one_note = ("big.csv: read the values '割接' as cause maintenance, '客户原因' as cause customer, '全部' as "
                "units * (the whole cluster)")
    assert [note for note in whole if "read the value" in note] == [one_note]

    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    assert how_it_was_read(read_incident_table(path)) == whole


def test_blocks_that_say_the_same_values_still_say_them_once(tmp_path, monkeypatch):
    from slacheck.incidents import parallel
    from slacheck.incidents import read as read_module

    rows = [f"inc-{i},2026-03-{i % 28 + 1:02d} 01:00,2026-03-{i % 28 + 1:02d} 02:00,n1,客户原因" for i in range(2000)]
    path = tmp_path / "big.csv"
    path.write_text("\n".join(["事件编号,开始时间,结束时间,影响范围,原因", *rows]) + "\n", encoding="utf-8")
    whole = how_it_was_read(read_incident_table(path))
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "BLOCK_BYTES", 4096)
    monkeypatch.setattr(read_module, "read_raw_log", lambda *args: pytest.fail("read in one process"))
    blocks = how_it_was_read(read_incident_table(path))
    assert blocks == whole and [note for note in blocks if "read the value" in note] == [
        "big.csv: read the value '客户原因' as cause customer"]


def test_the_names_a_unit_map_lacks_are_said(tmp_path):
    # a map with "GPU pool A" for the page's "GPU Pool A" skipped that outage as "no Statuspage component of the
    # record is in --unit-map", without naming the component to add
    log = tmp_path / "incidents.json"
    log.write_text(json.dumps({"incidents": [
        statuspage_incident("A down", "2025-06-01T10:00:00Z", "2025-06-01T11:00:00Z", "GPU Pool A", "a"),
        statuspage_incident("B down", "2025-06-02T10:00:00Z", "2025-06-02T11:00:00Z", "GPU Pool B", "b")]}))
    unit_map = tmp_path / "map.csv"
    unit_map.write_text("component,unit\nGPU pool A,node-01\nGPU Pool B,node-02\n")
    table = read_incident_table(log, unit_map=unit_map)
    assert list(table.ids) == ["b/1"]
    assert "incidents.json: not in --unit-map: 'GPU Pool A' (a record naming only these is skipped)" \
        in how_it_was_read(table)
    unit_map.write_text("component,unit\nGPU Pool A,node-01\nGPU Pool B,node-02\n")  # near miss: all mapped
    table = read_incident_table(log, unit_map=unit_map)
    assert list(table.ids) == ["a/1", "b/1"] and not [n for n in how_it_was_read(table) if "not in --unit-map" in n]


def test_a_yaml_unit_map_that_is_no_mapping_says_how_to_write_one(tmp_path):
    # was "expected a mapping of name: unit id(s)": the form to write, without the "(s)"
    from slacheck.errors import SlacheckError
    from slacheck.incidents.read import read_unit_map

    unit_map = tmp_path / "map.yaml"
    unit_map.write_text("- GPU Pool A\n- node-01\n")
    with pytest.raises(SlacheckError) as refused:
        read_unit_map(unit_map)
    assert str(refused.value) == ("map.yaml:1: expected a mapping of names to unit ids ('GPU Pool A: node-01', or "
                                  "'GPU Pool A: [node-01, node-02]' for several)")
    unit_map.write_text("GPU Pool A: [node-01, node-02]\n")  # near miss: the form the message shows is read
    assert read_unit_map(unit_map) == {"GPU Pool A": ["node-01", "node-02"]}
