"""`slacheck reconcile` as ops run it: the inputs a user gives and what they must get back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app

DEVSET = Path(__file__).resolve().parent.parent / "fixtures" / "devset"
DEV01 = "dev01_lansuan_h800_lingang"

# An Alertmanager webhook with one alert still firing (zero endsAt), as Alertmanager posts it.
FIRING = {"receiver": "ops", "status": "firing", "alerts": [
    {"status": "firing", "labels": {"alertname": "GPU down", "instance": "node-017"},
     "startsAt": "2025-06-03T02:00:00Z", "endsAt": "0001-01-01T00:00:00Z"}]}


@pytest.mark.parametrize("side", ["vendor", "ours"])
@pytest.mark.parametrize("with_terms", [False, True])
def test_as_of_closes_an_open_incident_on_either_side(tmp_path, side, with_terms):
    """--as-of closes a still-open incident (SPEC §3.7) in either log, as its help says; it was
    applied to our log only when terms were given, so a vendor's open alert asked for the very
    --as-of the user had passed."""
    alerts = tmp_path / "alerts.json"
    alerts.write_text(json.dumps(FIRING))
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T11:00:00,node-017\n")
    ours, theirs = (log, alerts) if side == "vendor" else (alerts, log)
    args = ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs), "--no-db", "--format", "json"]
    if with_terms:
        args += ["--terms", str(DEVSET / f"{DEV01}.truth.yaml")]
    refused = CliRunner().invoke(app, args)
    assert refused.exit_code == 2
    assert "alerts.json:1: incident 'GPU down|node-017|2025-06-03T02:00:00Z' has no end (still open): " \
           "pass --as-of to close it" in refused.stderr
    result = CliRunner().invoke(app, args + ["--as-of", "2025-06-03T12:00:00+08:00"])
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout)
    [pair] = got["matched"]
    alert_id, alert_minutes, log_minutes = "GPU down|node-017|2025-06-03T02:00:00Z", 120.0, 60.0
    if side == "vendor":
        assert (pair["ours"], pair["theirs"]) == ("A", alert_id)
        assert (pair["ours_minutes"], pair["theirs_minutes"]) == (log_minutes, alert_minutes)
    else:
        assert (pair["ours"], pair["theirs"]) == (alert_id, "A")
        assert (pair["ours_minutes"], pair["theirs_minutes"]) == (alert_minutes, log_minutes)


@pytest.mark.parametrize("fmt", ["json", "table", "md"])
@pytest.mark.parametrize("with_terms", [False, True])
def test_how_each_log_was_read_is_said_on_stderr(tmp_path, fmt, with_terms):
    """What a reader assumed or skipped is said for both logs (SPEC §3.7: never silently), as
    `claim` says it for its one: reconcile had said nothing, so a vendor report whose records were
    left out looked like a vendor that reported fewer outages."""
    resolved = {"status": "resolved", "alerts": [
        {"status": "resolved", "labels": {"alertname": "GPU down", "instance": "node-017"},
         "startsAt": "2025-06-03T02:00:00Z", "endsAt": "0001-01-01T00:00:00Z"}]}
    alerts = tmp_path / "vendor.json"
    alerts.write_text(json.dumps(resolved))
    log = tmp_path / "ours.csv"
    log.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T11:00:00,node-017\n")
    args = ["reconcile", "--incidents", str(log), "--vendor-report", str(alerts), "--no-db", "--format", fmt,
            "--as-of", "2025-06-03T12:00:00+08:00"]
    if with_terms:
        args += ["--terms", str(DEVSET / f"{DEV01}.truth.yaml")]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.stderr
    assert "vendor.json: 1 alert marked resolved has no end time" in result.stderr
    assert "vendor.json: each Alertmanager alert label" in result.stderr  # its units, named as written
    assert "ours.csv" not in result.stderr  # our plain CSV: nothing assumed, nothing to say
    if fmt == "json":
        assert "reading" not in json.loads(result.stdout)  # stdout stays the report


STATUSPAGE = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "formats" / "statuspage" / \
    "emma_status_myemma_com_incidents_2019-02-21.json"


@pytest.mark.skipif(not STATUSPAGE.exists(), reason="needs ../shared/corpus/formats (real export samples)")
def test_a_real_vendor_report_s_skipped_records_are_counted_on_stderr(tmp_path):
    log = tmp_path / "ours.csv"
    log.write_text("id,start,end,units\nA,2019-01-03T10:00:00,2019-01-03T11:00:00,*\n")
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(log), "--vendor-report", str(STATUSPAGE),
                                      "--no-db", "--format", "json", "--tz", "UTC", "--as-of", "2019-03-30"])
    assert result.exit_code == 0, result.stderr
    assert f"{STATUSPAGE.name}: skipped 13 records: no component marked major_outage/partial_outage, and impact " \
           "'minor' is not an outage of the whole service" in result.stderr


@pytest.mark.parametrize("lang, lines", [
    ("en", ["- A: 2025-06-03T10:00+08:00 - 2025-06-03T11:00+08:00, units node-017, node-018",
            "- B: 2025-06-04T10:00+08:00 - 2025-06-04T12:00+08:00, all units"]),
    ("zh", ["- A：2025-06-03T10:00+08:00 - 2025-06-03T11:00+08:00，受影响单元 node-017、node-018",
            "- B：2025-06-04T10:00+08:00 - 2025-06-04T12:00+08:00，全部单元"]),
])
def test_the_dispute_letter_gives_our_one_sided_incidents_times_and_units(tmp_path, lang, lines):
    """The vendor cannot look up our ids: each incident missing from its report is listed with when it
    started and ended (in the log's zone) and what it took down (the letter had listed the bare ids)."""
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T11:00:00,node-017;node-018\n"
                    "B,2025-06-04T10:00:00,2025-06-04T12:00:00,*\nC,2025-06-05T10:00:00,2025-06-05T11:00:00,node-001\n")
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units\nV1,2025-06-05T10:01:00,2025-06-05T11:00:00,node-001\n")
    letter = tmp_path / "letter.md"
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs), "--terms",
                                      str(DEVSET / f"{DEV01}.truth.yaml"), "--as-of", "2025-08-10", "--no-db",
                                      "--letter", str(letter), "--lang", lang])
    assert result.exit_code == 0, result.stderr
    text = letter.read_text(encoding="utf-8").replace("\\*", "*")
    for line in lines:
        assert line in text
    assert "- C" not in text  # matched with the vendor's V1: not one-sided


@pytest.mark.parametrize("fmt", ["table", "md"])
def test_minutes_of_times_with_fractions_of_a_second_are_shown_to_two_decimals(tmp_path, fmt):
    """Alertmanager writes times to the nanosecond: a matched pair's minutes showed 452.05646666666667 in the
    table and the Markdown; they are shown to 2 decimals, as the claim's table shows them (the JSON is exact)."""
    ours, theirs = tmp_path / "ours.json", tmp_path / "theirs.json"
    ours.write_text(json.dumps({"status": "resolved", "alerts": [
        {"status": "resolved", "labels": {"alertname": "GPU down", "instance": "node-017"},
         "startsAt": "2025-06-03T02:00:00.4Z", "endsAt": "2025-06-03T03:00:00Z"},
        {"status": "resolved", "labels": {"alertname": "GPU down", "instance": "node-018"},
         "startsAt": "2025-06-04T02:00:00.612666101Z", "endsAt": "2025-06-04T02:30:00Z"}]}))
    theirs.write_text("id,start,end,units\nV1,2025-06-03T10:00:00,2025-06-03T11:00:00,node-017\n"
                      "V2,2025-06-04T10:00:00,2025-06-04T10:30:00,node-018\n")
    done = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                    "--no-db", "--format", fmt])
    assert done.exit_code == 0, done.stderr
    cells = [cell.strip() for cell in done.stdout.replace("│", "|").split("|")]
    assert cells.count("59.99") == 2 and cells.count("29.99") == 2  # ours and the overlap, each pair
    assert cells.count("-0.01") == 2 and "0.01" not in cells  # each pair's difference
    assert not [c for c in cells if "59.993" in c or "29.98978" in c]
    as_json = json.loads(CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report",
                                                  str(theirs), "--no-db", "--format", "json"]).stdout)
    assert as_json["matched"][0]["ours_minutes"] == pytest.approx(59.99333333)  # exact in the JSON


def test_sla_unit_can_be_given_to_reconcile_as_its_units_error_asks(tmp_path):
    # the terms name no sla_unit: --units was refused with "pass --sla-unit gpu|node|cluster", an option reconcile
    # did not have, so the credit of a node SLA could not be reconciled at all
    terms = tmp_path / "terms.yaml"
    terms.write_text((Path(__file__).parent / "fixtures" / "reconcile" / "node_terms.yaml").read_text()
                     .replace("sla_unit: node\n", ""))
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T12:00:00,n1;n2\n")
    theirs.write_text("id,start,end,units\nV,2025-06-03T10:00:00,2025-06-03T11:00:00,n1\n")
    args = ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs), "--terms", str(terms), "--units",
            "10", "--as-of", "2025-07-10", "--no-db", "--format", "json"]
    refused = CliRunner().invoke(app, args)
    assert refused.exit_code == 2 and "pass --sla-unit gpu|node," in refused.stderr
    result = CliRunner().invoke(app, args + ["--sla-unit", "node"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    june = {side: data[f"{side}_credit"]["months"][0] for side in ("ours", "theirs")}
    assert june["ours"]["unit_minutes"] == 10 * 30 * 24 * 60  # 10 nodes, not the one cluster
    assert (june["ours"]["downtime_minutes"], june["theirs"]["downtime_minutes"]) == (240.0, 60.0)
    # near miss: without --units the terms' own count, and no sla_unit, is the whole cluster as before
    whole = CliRunner().invoke(app, args[:args.index("--units")] + args[args.index("--units") + 2:])
    assert whole.exit_code == 0, whole.stderr
    assert json.loads(whole.stdout)["ours_credit"]["months"][0]["unit_minutes"] == 30 * 24 * 60


def test_reconcile_help_names_each_log_s_format_once():
    # "--incidents-format: Our log's format. The log's format, when it cannot be told from the file …"
    text = " ".join(CliRunner().invoke(app, ["reconcile", "-h"], env={"COLUMNS": "200"}).stdout.split())
    assert "Our log's format, when it cannot be told from the file (default: recognised from its content)." in text
    assert "The vendor report's format, when it cannot be told from the file" in text
    assert "Our log's format. The log's format" not in text


def test_options_for_the_credit_without_terms_are_refused_not_dropped_unread(tmp_path):
    # --inventory without --terms was never read (a unit outside it went unnoticed), --units and --monthly-fee
    # changed nothing, and the run said nothing of it
    ours, theirs, inventory = tmp_path / "ours.csv", tmp_path / "theirs.csv", tmp_path / "units.csv"
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T12:00:00,n9\n")
    theirs.write_text("id,start,end,units\nV,2025-06-03T10:00:00,2025-06-03T11:00:00,n9\n")
    inventory.write_text("unit\nn1\nn2\n")
    args = ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs), "--no-db", "--format", "json"]
    refused = CliRunner().invoke(app, args + ["--inventory", str(inventory), "--units", "2"])
    assert refused.exit_code == 2 and refused.stdout == ""
    assert refused.stderr.strip() == (
        "Error: reconcile: --units, --inventory are for each side's credit, which needs the contract: give --terms "
        "TERMS.yaml or --contract FILE too (without them the logs are only matched and they would go unread)")
    matched = CliRunner().invoke(app, args)  # near miss: matching alone needs none of them
    assert matched.exit_code == 0, matched.stderr
    assert [(m["ours"], m["theirs"]) for m in json.loads(matched.stdout)["matched"]] == [("A", "V")]


def test_the_credit_each_log_implies_is_said_with_its_currency(tmp_path):
    # the last line read "Credit implied by our log: 80,000.00; by the vendor's report: 35,200.00": amounts with no
    # currency, where claim's total and the table above name it
    ours, theirs = tmp_path / "ours.csv", tmp_path / "theirs.csv"
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T22:00:00,*\n")
    theirs.write_text("id,start,end,units\nV,2025-06-03T10:00:00,2025-06-03T11:00:00,n1\n")
    terms = Path(__file__).parent / "fixtures" / "reconcile" / "node_terms.yaml"
    for fmt in ("table", "md"):
        done = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                        "--terms", str(terms), "--as-of", "2025-07-10", "--no-db", "--format", fmt])
        assert done.exit_code == 0, done.stderr
        assert done.stdout.strip().splitlines()[-1] == ("Credit implied by our log: 80,000.00; by the vendor's report: "
                                                        "3,200.00 CNY")


@pytest.mark.parametrize("lang, headings, missing", [
    ("en", ["## 1. Incidents recorded differently", "## 2. Credit per month (our records / your report)"],
     "## 1. Incidents missing from your report (counted as downtime)"),
    ("zh", ["## 一、双方记录不一致的故障", "## 二、各月赔偿（按我方记录 / 按贵方报告）"], "## 一、贵方报告未记载的故障（计入不可用时间）")])
def test_the_dispute_letter_numbers_the_sections_it_has(tmp_path, lang, headings, missing):
    # with no incident of ours missing from the vendor's report the letter went from "1." to "3." (一、 to 三、)
    ours, theirs, letter = tmp_path / "ours.csv", tmp_path / "theirs.csv", tmp_path / "letter.md"
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T13:00:00,n1\n")
    theirs.write_text("id,start,end,units\nV,2025-06-03T10:00:00,2025-06-03T11:00:00,n1\n")
    terms = Path(__file__).parent / "fixtures" / "reconcile" / "node_terms.yaml"
    args = ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs), "--terms", str(terms), "--as-of",
            "2025-07-10", "--no-db", "--letter", str(letter), "--lang", lang]
    assert CliRunner().invoke(app, args).exit_code == 0
    assert [line for line in letter.read_text().splitlines() if line.startswith("## ")] == headings
    # near miss: no disagreement but an incident only we logged: its section is the first, and no empty table of
    # disagreements stands before it
    ours.write_text("id,start,end,units\nA,2025-06-03T10:00:00,2025-06-03T11:00:00,n1\n"
                    "B,2025-06-09T10:00:00,2025-06-09T11:00:00,n2\n")
    assert CliRunner().invoke(app, args).exit_code == 0
    assert [line for line in letter.read_text().splitlines() if line.startswith("## ")] == [missing, headings[1]]
    assert "| Our incident |" not in letter.read_text() and "| 我方编号 |" not in letter.read_text()


def test_a_dispute_letter_from_a_contract_of_several_files(tmp_path):
    """--contract FOLDER with --letter: the logs were matched and priced on the folder's contract, then the letter
    read it again as one file and refused it ('is a folder: give one contract file'), exit 2 after all the work.
    The letter now reads the contract as the credit did."""
    fixtures = Path(__file__).resolve().parents[1] / "fixtures"
    letter = tmp_path / "dispute.md"
    done = CliRunner().invoke(app, ["reconcile", "--incidents", str(fixtures / "demo" / "incidents.csv"),
                                    "--vendor-report", str(fixtures / "readme" / "vendor_report.csv"),
                                    "--contract", str(fixtures / "bundles" / "zh"), "--units", "256", "--sla-unit",
                                    "node", "--as-of", "2025-10-13", "--no-db", "--letter", str(letter)])
    assert done.exit_code == 0, done.stderr
    assert f"Dispute letter written to {letter}" in done.stderr
    # its terms (cr13: the order's number cited under the framework agreement's, both the bundle's own numbers)
    assert "致：浙江钱塘算力科技有限公司\n合同编号：框架协议（编号：QTSL-FW-2025-0091）项下订单（编号：QTSL-OD-2025-0133）\n" \
        in letter.read_text(encoding="utf-8")
