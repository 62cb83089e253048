"""Credit tiers of an SLA exported to PDF by LibreOffice read as from its Markdown (``ingest/wraps.py``, ``normalise.py``).

Tencent Cloud's CAR SLA (corpus/real c14) sets its tiers as lines "Less than 99% but is or higher than 97%: Compensation
is 5% of the Monthly Service Fee". Exported to PDF on a narrow page each line wraps after its colon, and a colon ended
the line for good: the tiers were read 97%/5%, 95%/10% (a wrong claim, the "Less than 95%: 20%" tier lost). A line whose
end prints the word space the layout broke it at goes on in the next line, past its colon, and past a tab's gap in the
next line (11 pt). The near miss: a paragraph ending with a colon at the margin, no space printed, stays apart.
tests/fixtures/exported_d9/make_fixtures.py makes the PDFs.

hx01 (fixtures/heldout): a formula cut before its operator, "月可用性=(1" over "-全部节点…", is one formula.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from slacheck import api
from slacheck.ingest.normalise import normalise_text
from slacheck.ingest.wraps import wrapped_lines

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "exported_d9"
HX01 = next((Path(__file__).resolve().parents[2] / "fixtures" / "heldout").glob("hx01_*.pdf"))
C14_TIERS = [(99.0, 5.0), (97.0, 10.0), (95.0, 20.0)]  # corpus/real c14_tencent_car_sla_en.truth.yaml


def tiers(path: Path) -> list[tuple[float, float]]:
    term = api.extract(path).get("credit_tiers")
    return [(float(t["below_pct"]), float(t["credit_pct"])) for t in term.value]


@pytest.mark.parametrize("name", ["tiers_13pt", "tiers_11pt"])
def test_exported_tier_lines_give_the_markdowns_tiers(name):
    path = HERE / f"{name}.pdf"
    assert tiers(path) == C14_TIERS
    text = api.load_document(path).text
    assert "Less than 97% but is or higher than 95%: Compensation is 10% of the Monthly Service Fee" in text


def test_paragraphs_ending_with_a_colon_at_the_margin_stay_apart():
    path = HERE / "colon_ends.pdf"
    with pdfium.PdfDocument(str(path)) as document:
        page = document[0].get_textpage()
        at_margin = wrapped_lines(page, page.get_text_range(), [])
    assert {"Compensation shall be calculated as below:", "The voucher for each month is as follows:"} <= at_margin
    assert api.load_document(path).text.split("\n") == [
        "Compensation shall be calculated as below:", "Compensational Voucher values are stated in the table below.",
        "The voucher for each month is as follows:", "Compensation is 5% of the Monthly Service Fee"]


def test_formula_cut_before_its_operator_is_one_formula():
    text = api.load_document(HX01).text
    assert "月可用性=(1-全部节点当月不可用分钟数之和÷(节点数×当月总分钟数))×100%。" in text


def test_line_opening_with_a_dash_after_a_closed_sentence_stays_apart():
    # the near miss: no formula open above ("-" as a list's mark without its space)
    wrapped = frozenset({"乙方提供以下服务。", "月可用性=(1"})
    assert normalise_text("乙方提供以下服务。\n-全部节点的巡检", 20, wrapped=wrapped) == "乙方提供以下服务。\n-全部节点的巡检"
    uptime = frozenset({"Uptime is measured for each node of the cluster"})
    assert normalise_text("Uptime is measured for each node of the cluster\n-Downtime excludes maintenance", 40,
                          wrapped=uptime) == "Uptime is measured for each node of the cluster\n-Downtime excludes maintenance"
    assert normalise_text("月可用性=(1\n-全部节点", 20, wrapped=wrapped) == "月可用性=(1-全部节点"
