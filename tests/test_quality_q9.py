"""q9: one reading of a document's tables serves both the examples' survey and scoring tables and ``Evidence``'s
readers; the fields a term carries beyond SPEC §2 are written down in the README as the code emits them; a claim on an
``Extraction`` an API caller made with no clauses says so, not that a database stored the terms before it stored them."""

import re
from pathlib import Path
from typing import get_args

from slacheck import api
from slacheck.extract import pipeline, tables
from slacheck.models import Document, EvidenceKind, Extraction, Page, WorkingTime
# a credit by each outage's length, in rows under a lead that says them owed per outage: 11,000.00 USD for March
from tests.sla.test_claim_money_mo23 import FEE, LADDER, MARCH

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")

# a service order's form with a table of figures, a table of credits and a clause beside them
ORDER = """# GPU Cluster Service Order

| Item | Quantity | MRC (USD) |
|---|---|---|
| NVIDIA H100 80GB GPU | 64 | 180,000 |

## Service Level

Provider guarantees a Monthly Uptime Percentage of at least 99.9%.

| Monthly Uptime Percentage | Service Credit |
|---|---|
| Less than 99.9% but at least 99.0% | 10% |
| Less than 99.0% | 25% |
"""


def test_the_extraction_reads_the_documents_tables_once(monkeypatch):
    # 0ba6bf82: ``ExampleScopes`` read them for the survey and scoring tables, then ``Evidence._table_money`` again
    read = []
    real = tables._line_tables

    def counted(text):
        read.append(text)
        return real(text)

    doc = Document(sha256="0" * 64, name="order.md", format="md", language="en", text=ORDER,
                   pages=[Page(number=1, start=0, end=len(ORDER))])
    monkeypatch.setattr(tables, "_line_tables", counted)
    terms = {t.key: t for t in pipeline.extract_terms(doc)}
    whole = [text for text in read if len(text) >= len(ORDER) - 20]  # the view's text (its spaces folded)
    assert len(whole) == 1
    # ... and the readers still read the tables: the fee under its currency's header (``Evidence._table_money``), the
    # credits from the ladder
    assert terms["monthly_fee"].value == 180000 and terms["monthly_fee"].evidence_kind == "table_cell"
    assert [(t["below_pct"], t["credit_pct"]) for t in terms["credit_tiers"].value] == [(99.9, 10), (99.0, 25)]


def _fields_bullet() -> str:
    found = re.search(r"^- \*\*A term's fields beyond SPEC §2\*\*.*?(?=^- \*\*)", README, re.S | re.M)
    assert found, "the README names the fields a term carries beyond SPEC §2"
    return found.group(0)


def _listed(bullet: str, field: str) -> list[str]:
    """The backticked values the bullet's item on ``field`` lists after "one of" / its colon, in order."""
    item = re.search(rf"^  - `{field}`.*?(?=^  - |\Z)", bullet, re.S | re.M).group(0)
    return re.findall(r"`([a-z_]+)`", item)


def test_the_readme_lists_every_evidence_kind_the_code_emits():
    # the values read from models.EvidenceKind, so a kind added in code and not in the README fails here
    kinds = list(get_args(EvidenceKind))
    listed = _listed(_fields_bullet(), "evidence_kind")
    assert [k for k in listed if k in kinds] == kinds
    # ... and the table of what each kind means has a row for each, and no other
    table = re.search(r"^  \| `evidence_kind` \|.*?\n\n", README, re.S | re.M).group(0)
    assert re.findall(r"^  \| `([a-z_]+)` \|", table, re.M)[1:] == kinds


def test_the_readme_lists_every_working_time_and_says_hedge():
    bullet = _fields_bullet()
    assert set(_listed(bullet, "counted_in")) & set(get_args(WorkingTime)) == set(get_args(WorkingTime))
    assert "left\n    out of the JSON otherwise" in bullet or "left out of the JSON otherwise" in bullet.replace("\n    ", " ")
    hedge = re.search(r"^  - `hedge`.*?(?=^  - )", bullet, re.S | re.M).group(0)
    assert "`null` unless" in hedge and "hedge_kinds" in hedge


def _claim(tmp_path: Path, **clauses):
    (tmp_path / "c.md").write_text(FEE + LADDER, encoding="utf-8")
    (tmp_path / "log.csv").write_text(MARCH, encoding="utf-8")
    extracted = api.extract(tmp_path / "c.md")
    made = Extraction(document=extracted.document, terms=extracted.terms, **clauses)
    return [n for n in api.claim(tmp_path / "log.csv", terms=made, as_of="2026-04-10").notes if "clauses" in n]


def test_a_claim_on_an_extraction_made_without_clauses_says_the_caller_gave_none(tmp_path):
    # 0ba6bf82: "these terms were stored before slacheck stored the contract's clauses with them", of terms no database
    # ever held
    [note] = _claim(tmp_path)
    assert note.startswith("c.md: these terms were given without the contract's clauses (an Extraction made with no "
                           "clauses)")
    assert "stored" not in note and "a credit per incident" in note and "or claim on the contract" in note


def test_a_claim_on_stored_terms_whose_clauses_were_not_recorded_keeps_its_wording(tmp_path):
    # guard (passes on 0ba6bf82 too): ``store.stored_clauses``' None, passed as the clauses, is a run stored before them
    [note] = _claim(tmp_path, clauses=None)
    assert note.startswith("c.md: these terms were stored before slacheck stored the contract's clauses with them")
