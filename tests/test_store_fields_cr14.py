"""What the audit database keeps of a term (cr14): another document's number with its role (``Alternative.role``) and
a gapped credit ladder's holes with the rows that leave them (``Term.gaps``), stored by ``extract`` and read back
(``store.stored_terms``) equal, so a claim on the stored terms owes nothing in a hole and a letter cites the order
under its framework. An older database (without the columns or the table) still opens and gains them.

The contract texts are our own wording, save the bundle fixtures (fixtures/bundles, ours too)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from slacheck import api, store
from slacheck.cli import app

BUNDLES = Path(__file__).resolve().parents[1] / "fixtures" / "bundles"
HOLE = ("月服务费为人民币100,000元。服务可用性承诺为99%。赔偿标准如下：\n"
        "- 月度服务可用性低于99%但≥98%的，赔偿月度服务费的10%；\n"
        "- 月度服务可用性低于98%但≥95%的，赔偿月度服务费的25%；\n"
        "- 月度服务可用性低于90%的，赔偿月度服务费的100%。\n")
# 31 days of March: 2 days down is 93.55%, in the hole 90% to 95% the ladder pays nothing in
IN_THE_HOLE = "id,start,end,units,cause\n1,2026-03-03T00:00:00,2026-03-05T00:00:00,*,vendor\n"


def _extracted(tmp_path, *contracts):
    db = tmp_path / "audit.db"
    result = CliRunner().invoke(app, ["extract", *map(str, contracts), "--db", str(db), "--format", "json"])
    assert result.exit_code == 0, result.output
    conn = store.open_db(db)
    try:
        [run_id] = [r["id"] for r in store.list_runs(conn)]
        return db, store.stored_terms(conn, run_id)
    finally:
        conn.close()


def _hole_contract(tmp_path):
    path = tmp_path / "sla.md"
    path.write_text(HOLE, encoding="utf-8")
    return path


def test_a_gapped_ladder_is_read_back_with_its_holes(tmp_path):
    path = _hole_contract(tmp_path)
    extracted = next(t for t in api.extract(path).terms if t.key == "credit_tiers")
    _, terms = _extracted(tmp_path, path)
    stored = next(t for t in terms if t.key == "credit_tiers")
    assert (stored.value, stored.evidence_kind, stored.gaps) == (extracted.value, "gapped", extracted.gaps)
    [gap] = stored.gaps
    assert (gap.from_pct, gap.to_pct) == (90.0, 95.0) and "低于98%但≥95%" in gap.text
    assert all(t.gaps is None for t in terms if t.key != "credit_tiers")


def test_a_claim_on_the_stored_terms_owes_nothing_in_a_hole(tmp_path):
    path = _hole_contract(tmp_path)
    _, terms = _extracted(tmp_path, path)
    log = tmp_path / "log.csv"
    log.write_text(IN_THE_HOLE, encoding="utf-8")
    [month] = api.claim(log, terms=terms, as_of="2026-04-01").months
    assert 90 < month.availability_pct < 95
    assert month.credit_amount == 0  # not the 25% of the band above the hole (terms stored without their holes)
    assert month.credit_amount == api.claim(log, contract=path, as_of="2026-04-01").months[0].credit_amount


def test_the_frameworks_number_is_read_back_with_its_role_and_the_letter_cites_both(tmp_path):
    from slacheck.report.letters import framework_number

    _, terms = _extracted(tmp_path, BUNDLES / "en")
    numbers = [t for t in terms if t.key == "contract_id"]
    assert any(t.value == "OF-0042" for t in numbers)
    beside = {(a.value, a.reason, a.role) for t in numbers for a in t.alternatives}
    assert ("TG-MSA-2025-014", "other_document", "framework") in beside
    order = next(t for t in numbers if t.value == "OF-0042")
    assert framework_number([order]) == "TG-MSA-2025-014"


def test_the_rows_say_the_role_and_the_hole(tmp_path):
    # Datasette shows the rows as stored: the other document's role beside its number, the hole with its band's text
    (tmp_path / "bundle").mkdir()
    (tmp_path / "ladder").mkdir()
    db, _ = _extracted(tmp_path / "bundle", BUNDLES / "en")
    conn = sqlite3.connect(db)
    roles = set(conn.execute("SELECT value, role FROM term_alternatives WHERE reason = 'other_document'").fetchall())
    conn.close()
    assert ('"TG-MSA-2025-014"', "framework") in roles
    db, _ = _extracted(tmp_path / "ladder", _hole_contract(tmp_path))
    conn = sqlite3.connect(db)
    [(low, high, text, page)] = conn.execute("SELECT from_pct, to_pct, text, page FROM term_gaps").fetchall()
    conn.close()
    assert (low, high, page) == (90.0, 95.0, 1) and "低于98%但≥95%" in text


def test_an_older_database_opens_and_gains_the_columns(tmp_path):
    # a database written before role and the holes were kept: it opens, its rows read NULL (not recorded then)
    db = tmp_path / "old.db"
    conn = store.open_db(db)
    conn.close()
    raw = sqlite3.connect(db)
    raw.execute("DROP TABLE term_gaps")
    raw.execute("ALTER TABLE term_alternatives DROP COLUMN role")
    raw.commit()
    raw.close()
    result = CliRunner().invoke(app, ["extract", str(_hole_contract(tmp_path)), "--db", str(db), "--format", "json"])
    assert result.exit_code == 0, result.output
    raw = sqlite3.connect(db)
    assert "role" in {row[1] for row in raw.execute("PRAGMA table_info(term_alternatives)")}
    assert raw.execute("SELECT COUNT(*) FROM term_gaps").fetchone()[0] == 1
    raw.close()


def _terms_yaml(tmp_path):
    path = _hole_contract(tmp_path)
    result = CliRunner().invoke(app, ["extract", str(path), "--format", "yaml", "--no-db"])
    assert result.exit_code == 0, result.output
    terms = tmp_path / "TERMS.yaml"
    terms.write_text(result.stdout, encoding="utf-8")
    log = tmp_path / "log.csv"
    log.write_text(IN_THE_HOLE, encoding="utf-8")
    return terms, log


def test_the_terms_file_extract_writes_keeps_the_holes_and_a_claim_on_it_owes_nothing_in_one(tmp_path):
    terms, log = _terms_yaml(tmp_path)
    text = terms.read_text(encoding="utf-8")
    assert "#   no credit: 90% to 95%  # page 1: " in text and "低于98%但≥95%" in text.split("no credit:")[1]
    [gap] = next(t for t in api.read_terms(terms) if t.key == "credit_tiers").gaps
    assert (gap.from_pct, gap.to_pct, gap.page) == (90.0, 95.0, 1) and "低于98%但≥95%" in gap.text
    assert text[gap.start:gap.end] == gap.text  # provenance: the quote's span in the file
    [month] = api.claim(log, terms=terms, as_of="2026-04-01").months
    assert month.credit_amount == 0  # main: 25,000 (the band above the hole), the hole lost in the file


def test_a_hole_line_the_reviewer_deletes_is_no_hole(tmp_path):
    # guard (main computes the ladder as written too): the reviewer's file is what the claim computes
    terms, log = _terms_yaml(tmp_path)
    kept = [line for line in terms.read_text(encoding="utf-8").splitlines() if "no credit:" not in line]
    terms.write_text("\n".join(kept) + "\n", encoding="utf-8")
    assert next(t for t in api.read_terms(terms) if t.key == "credit_tiers").gaps is None
    [month] = api.claim(log, terms=terms, as_of="2026-04-01").months
    assert month.credit_amount == 25000


def test_a_letter_from_the_bundles_terms_file_cites_the_order_under_its_framework(tmp_path):
    # the TERMS.yaml of a framework with its order keeps the framework's number under the order's
    # (#   framework number: …); main wrote the order's alone, and the letter cited "Order No. OF-0042" only
    result = CliRunner().invoke(app, ["extract", str(BUNDLES / "en"), "--format", "yaml", "--no-db"])
    assert result.exit_code == 0, result.output
    terms = tmp_path / "TERMS.yaml"
    terms.write_text(result.stdout, encoding="utf-8")
    assert "#   framework number: TG-MSA-2025-014  # tallgrass-msa.docx, page 1: " in result.stdout
    log = tmp_path / "log.csv"
    log.write_text("id,start,end,units,cause\nx1,2025-06-10T00:00,2025-06-10T10:00,*,vendor\n", encoding="utf-8")
    letter = tmp_path / "letter.md"
    result = CliRunner().invoke(app, ["claim", "--incidents", str(log), "--terms", str(terms), "--as-of", "2025-07-05",
                                      "--no-db", "--letter", str(letter), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Order No. OF-0042 under Framework Agreement No. TG-MSA-2025-014" in letter.read_text(encoding="utf-8")
