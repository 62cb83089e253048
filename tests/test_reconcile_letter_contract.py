"""reconcile --letter reads the contract once: the credit's reading (``api.reconcile``) is what the dispute letter
names the parties and chooses its language from (it read the contract a second time, and from a TERMS.yaml the
letter took no language: an English contract's terms got a Chinese letter)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

import slacheck.contracts
from slacheck.cli import app

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OURS = FIXTURES / "demo" / "incidents.csv"
THEIRS = FIXTURES / "readme" / "vendor_report.csv"


def reconcile(letter, *args):
    return CliRunner().invoke(app, ["reconcile", "--incidents", str(OURS), "--vendor-report", str(THEIRS),
                                    "--units", "256", "--as-of", "2025-10-13", "--no-db", "--letter", str(letter),
                                    *map(str, args)])


def test_the_contract_is_read_once_for_the_credit_and_the_letter(tmp_path, monkeypatch):
    reads = []
    real = slacheck.contracts.read_contracts
    monkeypatch.setattr(slacheck.contracts, "read_contracts", lambda *a, **k: reads.append(a[0]) or real(*a, **k))
    letter = tmp_path / "dispute.md"
    done = reconcile(letter, "--contract", FIXTURES / "demo" / "qiantang_h800_framework.md")
    assert done.exit_code == 0, done.stderr
    assert len(reads) == 1  # before: 2, the letter's own reading
    assert "致：浙江钱塘算力科技有限公司\n" in letter.read_text(encoding="utf-8")  # the parties, from that reading


def test_an_english_terms_file_gets_an_english_letter(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text("language: en\nterms:\n  vendor: Nimbus Grid Ltd\n  sla_unit: node\n  gpu_count: 2048\n"
                     "  gpus_per_node: 8\n  monthly_fee: 100000\n  currency: USD\n  claim_window_days: 30\n"
                     "  credit_tiers:\n    - {below_pct: 99.9, credit_pct: 10}\n", encoding="utf-8")
    letter = tmp_path / "dispute.md"
    done = reconcile(letter, "--terms", terms)
    assert done.exit_code == 0, done.stderr
    text = letter.read_text(encoding="utf-8")
    assert text.startswith("# Incident Records — Notice of Dispute\n")  # before: 故障记录核对及异议函
    assert "To: Nimbus Grid Ltd\n" in text
