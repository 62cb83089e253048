"""Issue 9.6: each term says what supports it (``evidence_kind``), its confidence follows
from that (extract/evidence.yaml), and a commitment worded as best effort is marked
(``hedge``). Sentences of our own, zh and en, one line per case."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from slacheck.cli import app
from slacheck.errors import SlacheckError
from slacheck.extract import data as data_module
from slacheck.extract.data import evidence_data, read_data_file
from slacheck.extract.pipeline import extract_terms
from slacheck.models import EVIDENCE_KINDS

from ..conftest import make_document

POLICY = evidence_data()["confidence"]


def term_of(text: str, key: str, lang: str):
    terms = {t.key: t for t in extract_terms(make_document(text, language=lang))}
    assert key in terms, sorted(terms)
    return terms[key]


@pytest.mark.parametrize("lang, text, key, value, kind", [
    # a table cell beside a row label that names the term
    ("zh", "| 指标 | 承诺值 |\n|---|---|\n| 月可用性 | 99.95% |\n", "availability_pct", 99.95, "table_cell"),
    ("en", "| Metric | Commitment |\n|---|---|\n| Monthly availability | 99.95% |\n", "availability_pct", 99.95, "table_cell"),
    ("en", "| Item | Detail |\n|---|---|\n| Quantity | 64 GPUs (8 nodes x 8 GPUs) |\n", "gpu_count", 64, "table_cell"),
    # an operative sentence: the trigger and the value in one clause
    ("zh", "乙方保证月可用性不低于99.9%。", "availability_pct", 99.9, "operative"),
    ("en", "Provider guarantees a monthly availability of at least 99.9%.", "availability_pct", 99.9, "operative"),
    ("zh", "单柜供电功率不低于25千瓦。", "rack_power_kw", 25, "operative"),
    # a card count with no trigger word in its clause: loose
    ("zh", "乙方提供H800 GPU，保留配额为十六张GPU。", "gpu_count", 16, "loose"),
    # not written as such: air cooling inferred from "no liquid cooling", the currency from a price
    ("zh", "本合同不提供液冷。", "cooling", "air", "derived"),
    ("en", "The price is USD 2.10 per GPU per hour.", "currency", "USD", "derived"),
])
def test_evidence_kind_says_what_supports_the_value(lang, text, key, value, kind):
    term = term_of(text, key, lang)
    assert term.value == pytest.approx(value) if isinstance(value, (int, float)) else term.value == value
    assert term.evidence_kind == kind
    assert term.confidence == POLICY[kind]
    assert term.hedge is None


@pytest.mark.parametrize("lang, text, hedge", [
    ("en", "Provider will use commercially reasonable efforts to achieve a monthly availability of 99.5%.",
     "commercially reasonable efforts"),
    ("en", "Provider shall endeavour to restore a failed node within 4 hours.", "endeavour to"),
    ("en", "The target monthly availability is 99.9%.", "target"),
    ("zh", "乙方将尽力使月可用性达到99.9%。", "尽力"),
    ("zh", "乙方力争在4小时内恢复故障节点。", "力争"),
    ("zh", "乙方争取于签约后14日内交付集群。", "争取"),
    ("zh", "乙方尽力保证月可用性不低于99.9%。", "尽力"),
    ("zh", "乙方预期于签约后14日内交付集群。", "预期"),
    ("en", "Provider aims for a monthly availability of 99.9%.", "aims for"),
])
def test_best_effort_wording_marks_a_commitment_hedged(lang, text, hedge):
    (term,) = [t for t in extract_terms(make_document(text, language=lang))
               if t.key in ("availability_pct", "recovery_hours", "delivery_days")]
    assert term.hedge == hedge


@pytest.mark.parametrize("lang, text, key", [
    ("zh", "乙方保证月可用性不低于99.9%。", "availability_pct"),
    ("en", "Provider guarantees a monthly availability of at least 99.9%.", "availability_pct"),
    # a hedge about something else, in another sentence
    ("en", "Provider will use reasonable efforts to notify Customer. Monthly availability shall be at least 99.9%.",
     "availability_pct"),
    # a key that is no commitment of the provider's is never hedged
    ("en", "Customer will use reasonable efforts to order 1,024 GPUs in total.", "gpu_count"),
])
def test_a_firm_commitment_is_not_hedged(lang, text, key):
    assert term_of(text, key, lang).hedge is None


def test_a_term_confirmed_in_terms_yaml_is_confirmed(tmp_path):
    from slacheck.terms_file import read_terms_yaml

    path = tmp_path / "terms.yaml"
    path.write_text("availability_pct: 99.9\n", encoding="utf-8")
    (term,) = read_terms_yaml(path)
    assert term.evidence_kind == "confirmed" and term.confidence == 1.0


def test_every_evidence_kind_has_a_confidence_and_the_order_is_sensible():
    assert set(POLICY) == set(EVIDENCE_KINDS)
    assert POLICY["confirmed"] >= POLICY["table_cell"] >= POLICY["operative"] > POLICY["derived"]
    assert POLICY["derived"] > POLICY["loose"] > POLICY["example"]


def test_evidence_policy_typo_names_file_and_line(tmp_path):
    shipped = Path(data_module.__file__).parent / "evidence.yaml"
    path = tmp_path / "evidence.yaml"
    path.write_text(shipped.read_text(encoding="utf-8").replace("  loose:", "  loos:"), encoding="utf-8")
    with pytest.raises(SlacheckError) as err:
        read_data_file(path)
    assert "evidence.yaml:" in str(err.value) and "'loos'" in str(err.value) and "'loose'" in str(err.value)


def test_the_shipped_evidence_policy_passes_its_schema():
    shipped = Path(data_module.__file__).parent / "evidence.yaml"
    assert read_data_file(shipped)["commitments"]


runner = CliRunner()


def test_json_and_database_carry_evidence_kind_and_hedge(tmp_path):
    contract = tmp_path / "sla.txt"
    contract.write_text("1. Provider will use commercially reasonable efforts to achieve a monthly availability of 99.5%.\n"
                        "2. The rack power is at least 20 kW.\n", encoding="utf-8")
    db = tmp_path / "audit.db"
    result = runner.invoke(app, ["extract", str(contract), "--format", "json", "--db", str(db)])
    assert result.exit_code == 0, result.output
    terms = {t["key"]: t for t in json.loads(result.stdout)["terms"]}
    assert terms["availability_pct"]["evidence_kind"] == "operative"
    assert terms["availability_pct"]["hedge"] == "commercially reasonable efforts"
    assert terms["rack_power_kw"]["evidence_kind"] == "operative" and terms["rack_power_kw"]["hedge"] is None
    rows = dict(sqlite3.connect(db).execute("SELECT key, evidence_kind || '|' || coalesce(hedge, '') FROM terms"))
    assert rows == {"availability_pct": "operative|commercially reasonable efforts", "rack_power_kw": "operative|"}


def test_an_example_alternative_says_it_is_an_example(tmp_path):
    text = ("Provider guarantees a monthly availability of at least 99.9%.\n"
            "For example, if the monthly availability is 99.5%, a credit of 10% is owed.\n")
    term = term_of(text, "availability_pct", "en")
    assert term.value == 99.9 and term.evidence_kind == "operative"
    assert [(a.value, a.evidence_kind) for a in term.alternatives] == [(99.5, "example")]
    contract = tmp_path / "sla.txt"
    contract.write_text(text, encoding="utf-8")
    db = tmp_path / "audit.db"
    assert runner.invoke(app, ["extract", str(contract), "--format", "json", "--db", str(db)]).exit_code == 0
    rows = sqlite3.connect(db).execute("SELECT value, evidence_kind FROM term_alternatives").fetchall()
    assert ("99.5", "example") in rows
