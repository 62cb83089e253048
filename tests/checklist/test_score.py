"""Vendor scores: weights from the checklist, points pass 1 / review 0.5 / fail, missing 0, ranks."""

from __future__ import annotations

from pathlib import Path

import pytest

from slacheck.checklist.schema import load_checklist
from slacheck.checklist.score import rank_scores, score_vendors
from slacheck.models import DocumentInfo
from slacheck.terms_file import read_terms_yaml

DEVSET = Path(__file__).resolve().parents[2] / "fixtures" / "devset"
pytestmark = pytest.mark.skipif(not DEVSET.exists(), reason=f"devset not found at {DEVSET}")


def contract(name: str):
    path = next(DEVSET.glob(f"{name}*.truth.yaml"))
    return DocumentInfo(sha256="0" * 64, name=path.name, pages=1, language="en"), read_terms_yaml(path)


def test_weighted_scores_by_hand():
    result = score_vendors([contract("dev06"), contract("dev01"), contract("dev02")], load_checklist("gpu-training"))
    # total weight: 3 blockers × 10 + 6 majors × 6 + 5 minors × 3 = 81
    scores = {v.document.name[:5]: v.score for v in result.vendors}
    assert scores["dev01"] == 100.0
    # dev06: credit-cap pass 3 + delivery pass 6 + tenant-isolation review 0.5 × 6 = 12 → 1200 / 81
    assert scores["dev06"] == 14.81
    # dev02: cooling 6 + tenant 6 + outage 10 + availability 6 + recovery 6 = 34 → 3400 / 81
    assert scores["dev02"] == 41.98
    assert [v.rank for v in result.vendors] == [3, 1, 2]       # order of input kept, rank by score
    assert result.vendors[0].blockers == ["rack-power", "interconnect", "outage-compensation"]
    assert result.vendors[0].statuses["tenant-isolation"] == "review"
    assert [c.rule for c in result.rules][:2] == ["rack-power", "cooling"] and result.rules[0].weight == 10


def test_ties_share_a_rank():
    assert rank_scores([50, 80, 80, 10]) == [3, 1, 1, 4]


def test_weights_come_from_the_chosen_checklist():
    vendors = [contract("dev01"), contract("dev03")]
    training = score_vendors(vendors, load_checklist("gpu-training"))
    finetune = score_vendors(vendors, load_checklist("finetune-inference"))
    # gpu-training, dev03 fails nccl (missing 6), claim-window 3, maintenance 3, recovery 6, storage 3 → 60 / 81
    assert [v.score for v in training.vendors] == [100.0, 74.07]
    assert finetune.checklist == "finetune-inference"
    # finetune-inference totals 83: dev01 loses gpu-hour-billing 6, delivery 6, recovery 6, short-commitment 3
    # → 62 / 83; dev03 loses availability 6, response 6, recovery 6, short-outages 3, claim-window 3 → 59 / 83
    assert [v.score for v in finetune.vendors] == [74.70, 71.08]
    assert [v.rank for v in finetune.vendors] == [1, 2]
