"""reconcile as a dispute tool (issue 11 item 4): each disagreement with its money."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from slacheck.cli import app

TERMS = """gpu_count: 256
gpus_per_node: 8
sla_unit: node
monthly_fee: 320000
currency: CNY
maintenance_notice_hours: 72
claim_window_days: 30
credit_tiers:
  - {below_pct: 99.9, credit_pct: 10}
  - {below_pct: 99.5, credit_pct: 25}
"""


def test_disagreements_in_notice_cause_and_units_each_show_their_money(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS)
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units,cause,notice_hours\n"
                    "M1,2025-06-10T00:00:00,2025-06-10T03:00:00,*,maintenance,24\n"  # 32 nodes x 180 = 5,760
                    "F1,2025-06-12T00:00:00,2025-06-12T10:00:00,n1,vendor,\n"
                    "U1,2025-06-14T00:00:00,2025-06-14T02:00:00,n1;n2;n3,vendor,\n"
                    "X1,2025-06-20T00:00:00,2025-06-20T01:00:00,n9,customer,\n"
                    "O1,2025-06-25T00:00:00,2025-06-25T01:00:00,n7,vendor,\n")
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units,cause,notice_hours\n"
                      "V1,2025-06-10T00:00:00,2025-06-10T03:00:00,*,maintenance,72\n"
                      "V2,2025-06-12T00:00:00,2025-06-12T10:00:00,n1,customer,\n"
                      "V3,2025-06-14T00:00:00,2025-06-14T02:00:00,n1,vendor,\n")
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                      "--terms", str(terms), "--as-of", "2025-07-10", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout)
    disputes = {(d["ours"], d["theirs"]): {x["field"]: x for x in d["disagreements"]} for d in got["disputes"]}
    # notice 24 h vs 72 h: with 72 h the maintenance is excluded; 32 nodes x 180 min = 5,760 unit-minutes
    notice = disputes[("M1", "V1")]["notice"]
    assert (notice["ours"], notice["theirs"]) == ("24 h", "72 h")
    june = notice["effect"][0]
    assert june["month"] == "2025-06" and june["currency"] == "CNY"
    assert june["ours_downtime_minutes"] - june["theirs_downtime_minutes"] == 5760
    # ours: 5,760 + 600 + 360 + 60 = 6,780 of 32 x 43,200 = 99.5095% -> 10%; theirs' notice: 1,020 -> 99.926% -> 0
    assert (june["ours_credit"], june["theirs_credit"]) == (32000.0, 0.0)
    cause = disputes[("F1", "V2")]["cause"]
    assert (cause["ours"], cause["theirs"]) == ("vendor", "customer")
    assert cause["effect"][0]["ours_downtime_minutes"] - cause["effect"][0]["theirs_downtime_minutes"] == 600
    units = disputes[("U1", "V3")]["units"]
    assert (units["ours"], units["theirs"]) == ("n1;n2;n3", "n1")
    assert units["effect"][0]["ours_downtime_minutes"] - units["effect"][0]["theirs_downtime_minutes"] == 240
    # ours-only split into counted and excluded
    only = {o["id"]: o for o in got["ours_only_detail"]}
    assert only["O1"]["counted"] is True
    assert (only["X1"]["counted"], only["X1"]["excluded_reason"]) == (False, "customer")
    # each side's credit per month, with currency
    assert got["credits_by_month"] == [{"month": "2025-06", "ours_credit": 32000.0, "theirs_credit": 0.0,
                                        "currency": "CNY"}]
    md = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                  "--terms", str(terms), "--as-of", "2025-07-10", "--format", "md", "--no-db"])
    assert "notice" in md.stdout and "24 h" in md.stdout and "72 h" in md.stdout and "32,000.00" in md.stdout


def test_dispute_letter_lists_both_records_and_their_money(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS + "vendor: 东岭算力有限公司\ncontract_id: DL-2025-7\n")
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units,cause,notice_hours\n"
                    "M1,2025-06-10T00:00:00,2025-06-10T09:00:00,*,maintenance,24\n")  # 32 x 540 min: 98.75% -> 25%
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units,cause,notice_hours\n"
                      "V1,2025-06-10T00:00:00,2025-06-10T09:00:00,*,maintenance,72\n")
    for lang, words in (("zh", ["致：东岭算力有限公司", "DL-2025-7", "维护通知", "24 h", "72 h", "2025-06：80,000.00 / 0.00 CNY"]),
                        ("en", ["maintenance notice", "2025-06: 80,000.00 / 0.00 CNY"])):
        letter = tmp_path / f"dispute_{lang}.md"
        result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                          "--terms", str(terms), "--as-of", "2025-07-10", "--no-db",
                                          "--letter", str(letter), "--lang", lang])
        assert result.exit_code == 0, result.output
        text = letter.read_text(encoding="utf-8")
        for word in words:
            assert word in text, (lang, word)
        assert "ours.csv" not in text
