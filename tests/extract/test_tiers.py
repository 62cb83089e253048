"""Credit tiers (extract/tiers.py): the availability-band grammar, tier tables in every layout,
tier sentences, and a commitment followed by what is owed when it is missed. Every case is
our own wording, one line each; below_pct is always the band's UPPER end (SPEC §1)."""

from pathlib import Path

import pytest
import yaml

from slacheck import api
from slacheck.extract.pipeline import extract_terms
from slacheck.extract.tiers import grammar

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "real"


@pytest.mark.parametrize("text, upper, lower", [
    ("低于99.95%但等于或高于99%", 99.95, 99),
    ("低于99.9%但不低于99.5%", 99.9, 99.5),
    ("低于99.90%但高于或者等于99.00%", 99.9, 99),
    ("99.9%＞A≥99.5%", 99.9, 99.5),
    ("99.5%≤A<99.9%", 99.9, 99.5),
    ("低于95%", 95, None),
    ("99%以下", 99, None),
    ("介于99%与99.9%之间", 99.9, 99),
    ("99%至99.9%", 99.9, 99),
    ("低于百分之九十九点九但不低于百分之九十九", 99.9, 99),
    ("不低于99.5%", None, 99.5),
    ("Less than 99.9% but equal to or greater than 99.0%", 99.9, 99),
    ("Less than 99.90% but is or higher than 95.00%", 99.9, 95),
    ("Below 99.99% and at or above 99.9%", 99.99, 99.9),
    ("99.95% \\> Av ≥ 99%", 99.95, 99),
    ("95% \\> Av", 95, None),
    ("99.9% > U >= 99.5%", 99.9, 99.5),
    ("≥ 99% and < 99.95%", 99.95, 99),
    ("99% - 99.9%", 99.9, 99),
    ("99% – 99.9%", 99.9, 99),
    ("95 - 99%", 99, 95),
    ("99.0% to < 99.90%", 99.9, 99),
    ("between 99.5% and 99.9%", 99.9, 99.5),
    ("< 95%", 95, None),
    ("&lt; 95%", 95, None),
    ("Av < 99.5%", 99.5, None),
    ("99.9% or less", 99.9, None),
    ("Monthly Uptime Percentage falls below 99.9%", 99.9, None),
    ("at least 99.9%", None, 99.9),
    ("99.5% or more", None, 99.5),
    ("no less than 99.5%", None, 99.5),
    ("[99%, 99.9%)", 99.9, 99),
    ("99%(含)至99.9%(不含)", 99.9, 99),
    ("99.00%≤服务可用性<99.95%", 99.95, 99),
])
def test_band_grammar(text, upper, lower):
    band = grammar().band(text)
    assert band is not None
    assert (band.upper, band.lower) == (upper, lower)


T = [{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.0, "credit_pct": 25}]


@pytest.mark.parametrize("text, expected", [
    # Markdown pipe table, header names the columns
    ("## Service Credits\n| Monthly Uptime | Service Credit |\n|---|---|\n| 99.0% – 99.9% | 10% |\n| < 99.0% | 25% |\n", T),
    # tab-indented pipe table (Azure style), "<" rows
    ("4. Service levels and credits:\n\n\tMonthly Uptime Percentage\t|Service Credit\n\t-----------|--------\n"
     "\t<99.9%\t\t\t|10% \n\t<99%\t\t\t|25% \n", T),
    # a merged first column (":::"): the first class's tiers; the next class is another list
    ("| 类型 | 服务可用性 | 赔偿代金券金额 |\n| --- | --- | --- |\n| 标准型 | 低于99.9%但等于或高于99% | 月度服务费用的10% |\n"
     "| ::: | 低于99% | 月度服务费用的25% |\n| 低频型 | 低于99.5% | 月度服务费用的10% |\n| ::: | 低于98% | 月度服务费用的30% |\n", T),
    # HTML table inside Markdown, "to <" ranges
    ("### Credits\n<table>\n<thead><tr><th>Uptime</th><th>Service Credit</th></tr></thead>\n<tbody>\n"
     "<tr><td>99.0% to < 99.9%</td><td>10%</td></tr>\n<tr><td>&lt; 99.0%</td><td>25%</td></tr>\n</tbody></table>\n", T),
    # tab-separated lines, two-bound Chinese bands, credit "of the monthly fee"
    ("服务月度的服务可用性\t赔偿代金券金额\n低于99.9%但等于或高于99%\t月度服务费的10%\n低于99%\t月度服务费的25%\n", T),
    # Markdown escapes in "X > Av ≥ Y"
    ("|**Availability (Av)**|**Credit**|\n|-|-|\n|99.9% \\> Av ≥ 99%|10% of the Monthly Fee|\n|99% \\> Av|25% of the Monthly Fee|\n", T),
    # cumulative "Less than" rows
    ("| Monthly Uptime Percentage | Service Credit Percentage |\n|---|---|\n| Less than 99.9% | 10% |\n| Less than 99.0% | 25% |\n", T),
    # space-aligned plain-text rows under a header line
    ("Service credits:\nAvailability A        Credit\n99.0% ≤ A < 99.9%     10%\nA < 99.0%             25%\n", T),
    # no header row: the phrase before the table names the credit
    ("Service credits apply as follows:\n| < 99.9% | 10% |\n| < 99.0% | 25% |\n", T),
    # "≥ Y and < X" rows (the lower bound first)
    ("| Monthly Availability | Credit |\n|---|---|\n| ≥ 99.0% and < 99.9% | 10% |\n| < 99.0% | 25% |\n", T),
    # a bilingual band cell states its band twice
    ("| 月可用性 Monthly availability | 赔付比例 Credit |\n|---|---|\n| 低于99.9%但不低于99% / below 99.9% | 10% |\n"
     "| 低于99% / below 99% | 25% |\n", T),
    # the credit column named by the fee it is a share of
    ("| Monthly Uptime | % of Monthly Fee |\n|---|---|\n| 99% - 99.9% | 10% |\n| < 99% | 25% |\n", T),
    # the band column's header holds the bound word, the cells bare numbers
    ("| Monthly availability below | Service credit |\n|---|---|\n| 99.9% | 10% |\n| 99.0% | 25% |\n", T),
    # a row label per tier is no list of its own
    ("| Level | Availability | Credit |\n|---|---|---|\n| Tier 1 | < 99.9% | 10% |\n| Tier 2 | < 99.0% | 25% |\n", T),
    # ascending rows
    ("| Availability | Credit |\n|---|---|\n| < 99.0% | 25% |\n| 99.0% - 99.9% | 10% |\n", T),
    # interval notation
    ("| Uptime | Credit |\n|---|---|\n| [99.0%, 99.9%) | 10% |\n| < 99.0% | 25% |\n", T),
    # prose: credits and bands in order, "respectively"
    ("Service credits of 10% and 25% apply where the monthly availability is below 99.9% and 99.0% respectively.", T),
    # prose: one tier per clause, the credit after the band
    ("If the Monthly Uptime Percentage falls below 99.9%, you will receive a service credit of 10% of the monthly fee; "
     "if it falls below 99.0%, you will receive a service credit of 25%.", T),
    # prose: the credit before the band
    ("Service credit: 10% if availability is less than 99.9% but at least 99.0%; 25% if less than 99.0%.", T),
    # prose, Chinese numerals
    ("月可用性低于99.9%但不低于99%的，按月服务费的百分之十补偿；低于99%的，按月服务费的百分之二十五补偿。", T),
    # tier lines, tab-separated where the credit sits
    ("Availability in a month\tCredit\nBelow 99.9% but at or above 99%: credit is 10% of the monthly fee\n"
     "Below 99%: credit is\t25% of the monthly fee\n", T),
    # a commitment, then what is owed when it is missed
    ("乙方保证服务可用性不低于99.9%，如未达到，按照服务费的百分之十向甲方赔偿。", [{"below_pct": 99.9, "credit_pct": 10}]),
    ("Our SLA: the service will be available at least 99.5% of each month.\n\n## Breaking the SLA\n\n"
     "If the SLA is broken, we will refund you the full cost of the service for the month.",
     [{"below_pct": 99.5, "credit_pct": 100}]),
    # a bound is never a credit; a cap is not a tier's credit
    ("可用性低于99.9%但不低于99%的，赔偿月服务费的10%，赔付总额不超过月服务费的50%。", [{"below_pct": 99.9, "credit_pct": 10}]),
])
def test_credit_tiers(extracted, text, expected):
    term = extracted(text, "credit_tiers", expected)
    assert term.value == expected


@pytest.mark.parametrize("text", [
    # environment figures: bounds, no credit, not availability (the 200-page case)
    "机房环境：温度18-27℃，相对湿度≤60%，网络丢包率小于0.01%，不满足时乙方应予以赔偿。",
    # a per-hour credit is credit_per_hour_pct, not a tier
    "月可用性低于99.9%时，每中断1小时赔付月费的5%。",
    # an SLO table with no credit column
    "| Covered Service | Monthly Uptime Percentage |\n|---|---|\n| Multiple Regions | >= 99.9% |\n| Single Region | >= 99% |\n",
    # a voucher amount is not a percentage of the fee
    "| Availability | Service Credit |\n|---|---|\n| < 99.9% | USD 100 |\n| < 99.0% | USD 500 |\n",
    # a band below 50% is not an availability band
    "| Availability | Service Credit |\n|---|---|\n| < 40% | 10% |\n| < 30% | 20% |\n",
    # a percentage with no credit phrase or column is not a credit
    "Availability target: below 99.9% the provider reports 10% of incidents within a day.",
    # a commitment with a credit owed "per Section 3" states no tier
    "The Service Availability will be no less than 99.9%. If it fails to meet the standard, you may claim compensation under Section 3.",
])
def test_no_credit_tiers(extracted, text):
    extracted(text, "credit_tiers", None)


@pytest.mark.parametrize("text, rows", [
    ("Credits:\n| Uptime | Credit |\n|---|---|\n| 99.0% - 99.9% | 10% |\n| < 99.0% | 25% |\nEnd.",
     "| 99.0% - 99.9% | 10% |\n| < 99.0% | 25% |"),
    ("可用性不低于99.9%，如未达到，按照服务费的百分之十赔偿。", "可用性不低于99.9%，如未达到，按照服务费的百分之十赔偿。"),
])
def test_tier_provenance_is_exact(doc_from_text, text, rows):
    document = doc_from_text(text)
    (term,) = [t for t in extract_terms(document) if t.key == "credit_tiers"]
    assert document.text[term.start:term.end] == term.text == rows
    assert term.page == 1


def test_first_tier_list_is_the_value_the_others_alternatives(doc_from_text):
    text = ("| 类型 | 服务可用性 | 赔偿比例 |\n|---|---|---|\n| 标准型 | 低于99.95% | 10% |\n| ::: | 低于99% | 30% |\n"
            "| 归档型 | 低于99.9% | 10% |\n| ::: | 低于98% | 30% |\n")
    (term,) = [t for t in extract_terms(doc_from_text(text)) if t.key == "credit_tiers"]
    assert term.value == [{"below_pct": 99.95, "credit_pct": 10}, {"below_pct": 99, "credit_pct": 30}]
    assert [a.value for a in term.alternatives] == [[{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 98, "credit_pct": 30}]]


def _truths():
    return [pytest.param(t, id=t.name) for t in sorted(CORPUS.glob("*.truth.yaml"))] if CORPUS.is_dir() else [None]


@pytest.mark.shared("corpus/real")
@pytest.mark.parametrize("truth", _truths())
def test_real_documents_credit_tiers_exact(truth):
    """Every real document that states tiers gets exactly its tiers; the others none."""
    data = yaml.safe_load(truth.read_text(encoding="utf-8"))
    document = api.load_document(CORPUS / data["document"])
    terms = {t.key: t for t in api.extract(document).terms}
    expected = data["terms"].get("credit_tiers")
    if expected is None:
        assert "credit_tiers" not in terms, terms.get("credit_tiers")
        return
    term = terms["credit_tiers"]
    got = sorted((t["below_pct"], t["credit_pct"]) for t in term.value)
    assert got == sorted((float(t["below_pct"]), float(t["credit_pct"])) for t in expected)
    assert document.text[term.start:term.end] == term.text


def _long_contract_pdf(path: Path, pages: int = 200) -> int:
    """A Chinese contract of ``pages`` pages: a machine-room environment clause (humidity and
    packet-loss bounds beside a compensation word) early, the availability clause with its
    credit late. Returns the page the availability clause is on."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    sheet = canvas.Canvas(str(path), pagesize=A4)
    clause_page = pages - 60
    for number in range(1, pages + 1):
        sheet.setFont("STSong-Light", 11)
        lines = [f"第{number}条 一般约定",
                 f"{number}.1 双方应于每月5日前核对上月的服务记录，并在10个工作日内确认。",
                 f"{number}.2 一方违反本条约定的，应赔偿对方因此遭受的直接损失。"]
        if number == 57:
            lines += ["57.3 机房环境：温度18-27℃，相对湿度≤60%，网络丢包率小于0.01%。",
                      "57.4 环境指标不满足本条约定的，乙方应在24小时内整改，并赔偿甲方的直接损失。"]
        if number == clause_page:
            lines += [f"{number}.3 乙方保证服务可用性不低于99.9%，如未达到，按照服务费的百分之十向甲方赔偿。"]
        for k, line in enumerate(lines):
            sheet.drawString(60, 780 - 24 * k, line)
        sheet.showPage()
    sheet.save()
    return clause_page


def test_issue_9_200_page_contract_humidity_is_no_tier(tmp_path):
    """Outage compensation no longer passes on "相对湿度≤60%…丢包率小于0.01%"; it passes on
    the availability clause that states the credit, with that clause as its evidence."""
    pytest.importorskip("reportlab")
    path = tmp_path / "long_contract.pdf"
    clause_page = _long_contract_pdf(path)
    document = api.load_document(path)
    assert len(document.pages) == 200
    (term,) = [t for t in api.extract(document).terms if t.key == "credit_tiers"]
    assert term.value == [{"below_pct": 99.9, "credit_pct": 10}]
    assert term.alternatives == []
    assert term.page == clause_page and "百分之十" in term.text and "湿度" not in term.text
    (finding,) = [f for f in api.check(document).findings if f.rule == "outage-compensation"]
    assert finding.status == "pass"
    assert finding.evidence.page == clause_page
    assert document.text[finding.evidence.start:finding.evidence.end] == finding.evidence.text == term.text


@pytest.mark.parametrize("bad, message", [
    ({"tiers": {"uper_before": ["低于"]}}, "tiers: unknown field 'uper_before'"),
    ({"tiers": {"credit_words": ["credit", True]}}, "tiers.credit_words: expected a list of phrases"),
    ({"tiers": ["低于"]}, "tiers: expected a mapping"),
])
def test_tier_data_schema_rejects(bad, message):
    from slacheck.errors import SlacheckError
    from slacheck.extract.lang.schema import validate_language

    with pytest.raises(SlacheckError) as err:
        validate_language(bad, "zz.yaml")
    assert message in str(err.value)
