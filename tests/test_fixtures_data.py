"""The held-out fixture contracts and demo inputs are well-formed data (STYLE §6: test the data).

All held-out sets are checked the same way: ``fixtures/contracts`` (fx01-fx15) and the blind
sets ``fixtures/heldout`` (hx01-hx06) and ``fixtures/heldout2`` (hy01-hy04).

This does not test the extractor. It checks that every ground-truth file is usable by the
people who test against it: SPEC keys only, values that validate, every SPEC §4 rule listed,
a checklist that follows from the stated terms, a document that exists and matches its
source, and PDFs with a text layer.
"""

from __future__ import annotations

import csv
import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import pytest
import yaml

from slacheck.models import TERM_KEYS, ContractTerms

ROOT = Path(__file__).resolve().parent.parent
CONTRACTS = ROOT / "fixtures" / "contracts"
HELDOUT = ROOT / "fixtures" / "heldout"
HELDOUT2 = ROOT / "fixtures" / "heldout2"
DEMO = ROOT / "fixtures" / "demo"
# Every folder of contracts with ground truth; the per-file tests run over all of them.
FOLDERS = (CONTRACTS, HELDOUT, HELDOUT2)
TRUTHS = sorted(p for folder in FOLDERS for p in folder.glob("*.truth.yaml"))

# SPEC §4, in table order.
RULE_IDS = (
    "rack-power", "cooling", "interconnect", "nccl-acceptance", "tenant-isolation",
    "outage-compensation", "availability", "claim-window", "credit-cap", "maintenance-notice",
    "recovery", "delivery", "storage-tiers", "monitoring",
)
STATUSES = {"pass", "fail", "missing", "review"}
TOP_KEYS = {"document", "source", "language", "format", "terms", "checklist", "notes"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MARK = re.compile(r"\[\[(del|ins):(.*?)\]\]")


def load_truth(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def squash(text: str) -> str:
    """Text without any whitespace, so PDF line wraps and CJK/Latin spacing do not matter."""
    return re.sub(r"\s+", "", text)


def source_paragraphs(source: Path) -> list[str]:
    """Non-table, non-empty source lines as a reader sees them (insertions kept)."""
    lines = []
    for line in source.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("|"):
            continue
        line = re.sub(r"^#+ ", "", line)
        lines.append(MARK.sub(lambda m: m.group(2) if m.group(1) == "ins" else "", line))
    return lines


def docx_paragraphs(path: Path) -> list[str]:
    """Body paragraphs outside tables, including text inside w:ins, excluding w:delText."""
    with zipfile.ZipFile(path) as z:
        root = ElementTree.fromstring(z.read("word/document.xml"))
    body = root.find(f"{W}body")
    out = []
    for p in body.findall(f"{W}p"):  # direct children only: table cells are not included
        text = "".join(t.text or "" for t in p.iter(f"{W}t"))
        if text.strip():
            out.append(text)
    return out


def pdf_pages_text(path: Path) -> list[str]:
    import pypdfium2

    pdf = pypdfium2.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def expected_checklist(t: dict) -> dict[str, str]:
    """SPEC §4 evaluated by hand on the truth terms (conflicts are marked review in the truth)."""

    def threshold(key, ok):
        return "missing" if key not in t else ("pass" if ok(t[key]) else "fail")

    out = {"rack-power": threshold("rack_power_kw", lambda v: v >= 20)}
    if "cooling" not in t:
        out["cooling"] = "missing"
    elif t.get("rack_power_kw", 0) > 30:
        out["cooling"] = "pass" if t["cooling"] in ("liquid", "hybrid") else "fail"
    else:
        out["cooling"] = "pass"
    if "interconnect" not in t:
        out["interconnect"] = "missing"
    else:
        count = t.get("gpu_count", 0)
        ok = not (count >= 1000 and t["interconnect"] != "infiniband")
        if count >= 64 and t["interconnect"] == "ethernet" and t.get("interconnect_gbps", 0) < 100:
            ok = False
        out["interconnect"] = "pass" if ok else "fail"
    out["nccl-acceptance"] = threshold("nccl_min_pct", lambda v: v >= 80)
    iso = t.get("tenant_isolation")
    out["tenant-isolation"] = "missing" if iso is None else ("review" if iso == "shared" else "pass")
    forms = ("credit_tiers", "credit_per_hour_pct", "credit_downtime_multiple")
    out["outage-compensation"] = "pass" if any(k in t for k in forms) else "missing"
    out["availability"] = threshold("availability_pct", lambda v: v >= 99.5)
    out["claim-window"] = threshold("claim_window_days", lambda v: v >= 30)
    out["credit-cap"] = "pass" if t.get("credit_cap_pct", 100) >= 30 else "fail"
    out["maintenance-notice"] = threshold("maintenance_notice_hours", lambda v: v >= 72)
    out["recovery"] = threshold("recovery_hours", lambda v: v <= 4)
    out["delivery"] = threshold("delivery_days", lambda v: v <= 14)
    out["storage-tiers"] = threshold("storage_tiers", lambda v: v is True)
    out["monitoring"] = threshold("monitoring", lambda v: v is True)
    return out


# folder -> minimum (contracts, zh, en, each of pdf/docx/md/txt, bilingual)
VARIETY = {CONTRACTS: (14, 6, 5, 3, 2), HELDOUT: (6, 3, 2, 1, 1), HELDOUT2: (4, 2, 2, 1, 0)}


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.name)
def test_enough_varied_fixtures(folder):
    n, zh, en, per_format, n_bilingual = VARIETY[folder]
    paths = sorted(folder.glob("*.truth.yaml"))
    truths = [load_truth(p) for p in paths]
    assert len(truths) >= n
    languages = [t["language"] for t in truths]
    formats = [t["format"] for t in truths]
    assert languages.count("zh") >= zh and languages.count("en") >= en
    for fmt in ("pdf", "docx", "md", "txt"):
        assert formats.count(fmt) >= per_format, fmt
    bilingual = [t for t in truths if "bilingual" in " ".join(t["notes"]).lower()]
    assert len(bilingual) >= n_bilingual


@pytest.mark.parametrize("path", TRUTHS, ids=lambda p: p.name.split(".")[0])
def test_truth_file_is_valid(path):
    truth = load_truth(path)
    assert set(truth) <= TOP_KEYS, set(truth) - TOP_KEYS
    assert truth["language"] in ("zh", "en")
    document = path.parent / truth["document"]
    assert document.is_file(), f"{path.name}: document {truth['document']} not found"
    assert document.suffix == "." + truth["format"]
    if truth["format"] in ("pdf", "docx"):
        assert (path.parent / truth["source"]).is_file()
    else:
        assert "source" not in truth
    unknown = set(truth["terms"]) - set(TERM_KEYS)
    assert not unknown, f"{path.name}: unknown keys {unknown}"
    assert None not in truth["terms"].values(), "absent terms are left out, not null"
    ContractTerms(**truth["terms"])  # raises on a wrong type or enum value
    assert tuple(truth["checklist"]) == RULE_IDS
    assert set(truth["checklist"].values()) <= STATUSES
    assert truth["notes"] and all(isinstance(n, str) for n in truth["notes"])


@pytest.mark.parametrize("path", TRUTHS, ids=lambda p: p.name.split(".")[0])
def test_truth_checklist_follows_from_terms(path):
    truth = load_truth(path)
    expected = expected_checklist(truth["terms"])
    for rule, status in truth["checklist"].items():
        if status == "review" and rule != "tenant-isolation":
            # a conflict the notes must explain
            assert any("review" in n for n in truth["notes"]), rule
            continue
        assert status == expected[rule], f"{path.name}: {rule} is {status}, terms give {expected[rule]}"


@pytest.mark.parametrize("path", TRUTHS, ids=lambda p: p.name.split(".")[0])
def test_credit_tiers_are_ordered(path):
    tiers = load_truth(path)["terms"].get("credit_tiers") or []
    below = [t["below_pct"] for t in tiers]
    credit = [t["credit_pct"] for t in tiers]
    assert below == sorted(below, reverse=True) and credit == sorted(credit)


PDFS = sorted(p for folder in FOLDERS for p in folder.glob("*.pdf"))
DOCXS = sorted(p for folder in FOLDERS for p in folder.glob("*.docx"))


@pytest.mark.parametrize("path", PDFS, ids=lambda p: p.stem)
def test_pdf_has_text_layer_matching_source(path):
    pages = pdf_pages_text(path)
    assert pages and all(len(squash(p)) > 50 for p in pages), "a page without a text layer"
    text = squash("".join(pages))
    for line in source_paragraphs(path.with_suffix(".src.txt")):
        assert squash(line) in text, f"{path.name}: source line not in PDF text: {line[:40]}"


@pytest.mark.parametrize("path", DOCXS, ids=lambda p: p.stem)
def test_docx_matches_source(path):
    with zipfile.ZipFile(path) as z:
        assert b"<w:tbl>" in z.read("word/document.xml"), "no real table"
    assert docx_paragraphs(path) == source_paragraphs(path.with_suffix(".src.txt"))


def test_a_docx_has_a_tracked_change():
    tracked = []
    for path in DOCXS:
        with zipfile.ZipFile(path) as z:
            xml = z.read("word/document.xml")
        if b"<w:ins " in xml and b"<w:delText" in xml:
            tracked.append(path.name)
    assert tracked


def test_demo_inputs():
    contracts = [p for p in DEMO.iterdir() if p.suffix in (".md", ".txt", ".pdf", ".docx")]
    assert len(contracts) >= 3
    with open(DEMO / "incidents.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == ["id", "start", "end", "units", "cause", "notice_hours"]
    assert len({r["id"] for r in rows}) == len(rows)
    assert {r["cause"] for r in rows} >= {"vendor", "customer", "maintenance"}
    from slacheck.checklist.workload import read_workload

    workload = read_workload(DEMO / "workload.yaml")  # read the way `slacheck score` reads it
    assert workload.gpu_model == "H800" and workload.parameters == 70e9 and workload.tokens == 2e12
    nccl = (DEMO / "nccl_all_reduce.log").read_text(encoding="utf-8")
    assert "# Avg bus bandwidth" in nccl


def test_demo_expected_claim_covers_the_log():
    import json

    with open(DEMO / "incidents.csv", newline="", encoding="utf-8") as f:
        ids = {r["id"] for r in csv.DictReader(f)}
    expected = json.loads((DEMO / "claim.expected.json").read_text(encoding="utf-8"))
    listed = {i["id"] for m in expected["months"] for i in m["incidents"]}
    assert listed == ids
    assert expected["total_credit"] == sum(m["credit_amount"] for m in expected["months"])
