"""Incident logs saved as UTF-16 with its byte-order mark: what Windows PowerShell's ``Out-File`` and ``>``
write (``Invoke-RestMethod ... | ConvertTo-Json > alerts.json``, ``ConvertTo-Csv > log.csv``) and Excel's
"Unicode Text". The mark says the encoding, so the log is read, and stderr says so (SPEC §3.7); a tab-separated
"Unicode Text" is read as a UTF-8 tab-separated log is (it was 'not UTF-8 text (byte 0)')."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.incidents.read import how_it_was_read, read_incident_table

TERMS = Path(__file__).resolve().parents[1] / "fixtures" / "reconcile" / "node_terms.yaml"
CSV = ("id,start,end,units,cause\n"
       "INC-1,2026-03-05T14:30:00,2026-03-05T16:00:00,node-01,\n"
       "INC-2,2026-03-07T01:00:00,2026-03-07T02:00:00,node-02;node-03,customer\n")
# a Grafana-managed alert as its webhook contact point posts it (grafana.com/docs, "Configure webhook
# notifications", example body), its times and instance label made ours
GRAFANA = {"receiver": "My Super Webhook", "status": "resolved", "orgId": 1, "alerts": [{
    "status": "resolved", "labels": {"alertname": "GPU node down", "instance": "node-01", "team": "blue"},
    "annotations": {"summary": "node-01 is down"}, "startsAt": "2026-03-12T09:51:03.157076+08:00",
    "endsAt": "2026-03-12T11:21:03.157076+08:00", "generatorURL": "https://play.grafana.org/alerting/1afz29v7z/edit",
    "fingerprint": "c6eadffa33fcdf37", "silenceURL": "", "dashboardURL": "", "panelURL": "",
    "values": {"B": 44.23943737541908, "C": 1}}], "groupLabels": {"alertname": "GPU node down"},
    "commonLabels": {"team": "blue"}, "commonAnnotations": {}, "externalURL": "https://play.grafana.org/",
    "version": "1", "groupKey": "{}:{alertname=\"GPU node down\"}", "truncatedAlerts": 0,
    "title": "[RESOLVED] GPU node down", "state": "ok", "message": "**Resolved**"}
SAID = "read as UTF-16 text (its byte-order mark says so), as Excel saves 'Unicode Text' and Windows PowerShell writes files"


def table_values(table):
    return (table.ids.tolist(), table.start_ms.tolist(), table.end_ms.tolist(), table.cause.tolist(),
            table.pair_incident.tolist(), [table.unit_names[u] for u in table.pair_unit.tolist()])


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_a_utf16_csv_reads_as_the_utf8_one_and_says_so(tmp_path, encoding):
    ours = read_incident_table(write(tmp_path / "ours.csv", CSV, "utf-8"))
    path = tmp_path / "ps.csv"
    path.write_bytes(b"\xfe\xff" + CSV.encode("utf-16-be") if encoding == "utf-16-be" else CSV.encode("utf-16"))
    table = read_incident_table(path)
    assert table_values(table) == table_values(ours)
    assert how_it_was_read(table) == [f"ps.csv: {SAID}"]


def test_a_claim_on_a_utf16_log_pays_what_the_utf8_log_pays(tmp_path):
    paid = []
    for name, encoding in (("ours.csv", "utf-8"), ("ps.csv", "utf-16")):
        result = CliRunner().invoke(app, ["claim", "--terms", str(TERMS), "--incidents",
                                          str(write(tmp_path / name, CSV, encoding)), "--as-of", "2026-12-01",
                                          "--format", "json", "--no-db"])
        assert result.exit_code == 0, result.output
        paid.append(json.loads(result.stdout)["months"])
    assert paid[0] == paid[1] and paid[0][0]["credit_amount"] == 6400.0
    assert f"ps.csv: {SAID}" in result.stderr


def test_a_utf16_grafana_webhook_payload_is_sniffed_and_read(tmp_path):
    table = read_incident_table(write(tmp_path / "alerts.json", json.dumps(GRAFANA, indent=2), "utf-16"))
    assert table.ids.tolist() == ["c6eadffa33fcdf37"] and table.unit_names == ["node-01"]
    assert int(table.end_ms[0] - table.start_ms[0]) == 90 * 60_000
    assert how_it_was_read(table)[0] == f"alerts.json: {SAID}"


def test_excel_unicode_text_is_read_as_the_tab_separated_log_it_is(tmp_path):
    # Excel's "Unicode Text" is UTF-16 with tabs between columns: read as a UTF-8 tab-separated log is (it was told
    # to be saved as CSV), both said
    table = read_incident_table(write(tmp_path / "export.txt", CSV.replace(",", "\t"), "utf-16"), tz="UTC")
    assert table.ids.tolist() == ["INC-1", "INC-2"] and table.units_per_incident() == [["node-01"], ["node-02", "node-03"]]
    assert how_it_was_read(table)[:2] == [f"export.txt: {SAID}", "export.txt: columns read as separated by tabs"]


def test_bytes_that_break_utf16_after_its_mark_are_refused_with_their_line(tmp_path):
    path = tmp_path / "broken.csv"
    path.write_bytes(CSV.encode("utf-16") + "\ud800".encode("utf-16-le", "surrogatepass") + b"\x00\x00")
    with pytest.raises(SlacheckError) as raised:
        read_incident_table(path)
    assert str(raised.value).startswith("broken.csv:4: not UTF-16 text after its UTF-16 byte-order mark (byte ")


def write(path: Path, text: str, encoding: str) -> Path:
    path.write_bytes(text.encode(encoding))
    return path
