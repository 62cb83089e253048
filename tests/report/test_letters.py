"""Claim letters a vendor cannot wave away (issue 11 item 3), zh and en, Markdown and DOCX.

Before: the letter claimed zero-credit and lapsed months in one total, told the vendor the claim
was late ("请于…前确认（注意：按核算日已超过申请期限）"), was addressed to "服务提供方", cited
第1页 for every clause of a Markdown contract, quoted normalised fragments, and showed our file
name and CSV line numbers.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from slacheck import commands
from slacheck.cli import app
from slacheck.incidents.read import read_incidents
from slacheck.report.letters import LEADING_CLAUSE_NUMBER, render_claim_letter
from slacheck.sla.engine import compute_claim
from slacheck.terms_file import read_terms_yaml, terms_to_contract

ROOT = Path(__file__).resolve().parents[2]
DEVSET = ROOT / "fixtures" / "devset"
DEMO = ROOT / "fixtures" / "demo"


def demo_letter(tmp_path, lang, as_of="2025-10-10", suffix="md"):
    path = tmp_path / f"letter_{lang}.{suffix}"
    request = commands.ClaimRequest(DEMO / "incidents.csv", contract=DEMO / "qiantang_h800_framework.md", units=256,
                                    as_of=as_of, letter=path, lang=lang)
    commands.run_claim(request, db=None)
    return path


@pytest.mark.parametrize("name", ["dev01_lansuan_h800_lingang", "dev03_songsuan_h20_gpuhour"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_devset_letters_claim_only_claimable_months_and_keep_lapsed_apart(name, lang):
    terms = read_terms_yaml(DEVSET / f"{name}.truth.yaml")
    args = yaml.safe_load((DEVSET / f"{name}.claim.args.yaml").read_text())
    incidents = read_incidents(DEVSET / f"{name}.incidents.csv", tz=args["tz"])
    result = compute_claim(incidents, terms_to_contract(terms), tz=args["tz"], as_of=args["as_of"],
                           monthly_fee=args.get("monthly_fee"), units=args["units"], unit_ids=args["unit_ids"])
    letter = render_claim_letter(result, terms, incidents, lang=lang, terms_source=f"{name}.truth.yaml",
                                 monthly_fee=args.get("monthly_fee"))
    claimed = [m for m in result.months if m.claimable]
    assert claimed, "each devset case has a month to claim"
    for month in claimed:
        assert f"| {month.month} | {month.availability_pct:.4f}% |" in letter
        assert f"{month.credit_amount:,.2f}" in letter
        assert str(month.claim_deadline) in letter
    for month in result.months:
        if not month.claimable and not month.lapsed:  # zero credit or not finished: never in the claim table
            assert f"| {month.month} | {month.availability_pct:.4f}%" not in letter
    assert f"{result.claimable_credit:,.2f}" in letter
    if result.lapsed_credit:
        assert f"{result.lapsed_credit:,.2f}" in letter
    assert name not in letter and ".csv" not in letter and "truth.yaml" not in letter  # no file of ours
    assert "第 1 页" not in letter and "Page 1" not in letter  # pages only for PDFs
    assert "注意" not in letter and "has passed" not in letter  # never tells the vendor the claim is late
    counted = next(i for i in claimed[0].incidents if i.counted_minutes > 0)
    assert counted.id in letter
    assert ("赔偿申请函" if lang == "zh" else "Service Credit Claim") in letter


def test_demo_letter_zh_names_parties_numbers_clauses_and_quotes_verbatim(tmp_path):
    letter = demo_letter(tmp_path, "zh").read_text(encoding="utf-8")
    assert "致：浙江钱塘算力科技有限公司" in letter and "服务提供方" not in letter
    assert "申请方：杭州深禾智能科技有限公司" in letter and "QTSL-KJ-2025-0091" in letter
    # whole sentences, in the contract's own (full-width) characters, under their clause numbers
    assert "第七条第1款：「月可用性低于99.9%但不低于99.5%的，乙方按当月月服务费的百分之十予以补偿；" in letter
    assert "第六条第4款：「计划内维护：乙方应至少提前五日以书面或邮件方式通知甲方，" in letter
    assert "第 1 页" not in letter and "第1页" not in letter
    # a reason per incident, with the numbers that decide it
    assert "| demo-004 |" in letter and "仅提前48小时通知，少于合同要求的120小时" in letter
    assert "| demo-006 |" in letter and "我方原因，不计入" in letter
    assert "本函申请赔偿合计：**1,392,640.00 CNY**" in letter
    assert "incidents.csv" not in letter and "记录行" not in letter


def test_demo_letter_en(tmp_path):
    letter = demo_letter(tmp_path, "en").read_text(encoding="utf-8")
    assert "To: 浙江钱塘算力科技有限公司" in letter and "Agreement No.: QTSL-KJ-2025-0091" in letter
    assert "Section 7.1:" in letter and "Page" not in letter
    assert "noticed 48 h ahead, less than the 120 h the agreement requires" in letter
    assert "Total credit claimed in this letter: **1,392,640.00 CNY**" in letter


def test_a_lapsed_month_is_not_claimed_and_the_letter_does_not_contradict_itself(tmp_path):
    # as of 20 Oct, September's window (to 15 Oct) has closed and October has not ended
    letter = demo_letter(tmp_path, "zh", as_of="2025-10-20").read_text(encoding="utf-8")
    assert "本函不提出赔偿金额" in letter
    assert "## 二、申请赔偿的月份" not in letter
    assert "2025-09：核算赔偿 1,392,640.00 CNY，申请期限已于 2025-10-15 届满，本函不予主张" in letter
    assert "前确认" not in letter


def test_docx_letter_by_extension(tmp_path):
    import docx

    path = demo_letter(tmp_path, "zh", suffix="docx")
    document = docx.Document(io.BytesIO(path.read_bytes()))
    text = "\n".join(p.text for p in document.paragraphs)
    assert "致：浙江钱塘算力科技有限公司" in text and "本函申请赔偿合计：1,392,640.00 CNY" in text
    cells = [c.text for t in document.tables for row in t.rows for c in row.cells]
    assert "demo-004" in cells and "1,392,640.00 CNY" in cells


def test_other_letter_extension_is_an_error(tmp_path):
    try:
        runner = CliRunner(mix_stderr=False)
    except TypeError:
        runner = CliRunner()
    result = runner.invoke(app, ["claim", "--no-db", "--contract", str(DEMO / "qiantang_h800_framework.md"),
                                 "--incidents", str(DEMO / "incidents.csv"), "--units", "256", "--as-of", "2025-10-10",
                                 "--letter", str(tmp_path / "letter.txt")])
    assert result.exit_code == 2
    assert ".txt" in result.stderr or "letter.txt" in result.stderr
    assert not (tmp_path / "letter.txt").exists()


def cli_letter(tmp_path, *args, suffix="md", incident="x"):
    path = tmp_path / f"letter.{suffix}"
    log = tmp_path / "incidents.csv"
    log.write_text(f"id,start,end,units\n{incident},2025-06-01T10:00:00,2025-06-01T20:00:00,*\n")
    result = CliRunner().invoke(app, ["claim", "--no-db", *map(str, args), "--incidents", str(log),
                                      "--as-of", "2025-07-02", "--letter", str(path)])
    assert result.exit_code == 0, result.output
    return path.read_text(encoding="utf-8") if suffix == "md" else path


def test_a_terms_file_letter_quotes_each_value_whole(tmp_path):
    """A TERMS.yaml quote that starts with its value is quoted whole: the clause-number rule cut
    "99.9%" to "9%" (its "99." read as a clause number) and "48 hours' prior notice" to "hours'
    prior notice"; a whole sentence's clause number still goes."""
    terms = tmp_path / "terms.yaml"
    terms.write_text("language: en\ncurrency: USD  # page 1: USD 1,000\n"
                     "availability_pct: 99.9  # page 1: 99.9%\n"
                     "maintenance_notice_hours: 48  # page 1: 48 hours' prior notice\n"
                     "# page 1: below 99.9%: 10%\ncredit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\n"
                     "claim_window_days: 30  # page 1: 30 days\n", encoding="utf-8")
    letter = cli_letter(tmp_path, "--terms", terms, "--monthly-fee", 1000)
    assert '- "99.9%"' in letter and "\"9%\"" not in letter
    assert "- \"48 hours' prior notice\"" in letter and '- "30 days"' in letter
    for sentence, quoted in (("12.1 Provider shall maintain 99.9%.", "Provider shall maintain 99.9%."),
                             ("3. Availability of 99.9%.", "Availability of 99.9%.")):
        assert LEADING_CLAUSE_NUMBER.sub("", sentence) == quoted


def test_a_bundle_letter_cites_each_file_and_clause(tmp_path):
    """A contract of several files: each clause by its file and number ("Section 2"), as a
    one-file letter cites it; it read "tallgrass-of-0042.docx 2", and "48 hours' prior notice"
    lost its 48."""
    bundle = ROOT / "fixtures" / "bundles" / "en"
    letter = cli_letter(tmp_path, *[a for f in sorted(bundle.iterdir()) for a in ("--contract", f)])
    assert '- tallgrass-of-0042.docx Section 2: "availability of at least 99.9%"' in letter
    assert "- tallgrass-schedule-2.md Section 3: \"48 hours' prior notice\"" in letter
    zh = cli_letter(tmp_path, "--contract", ROOT / "fixtures" / "bundles" / "zh")
    assert "- qiantang-03.docx 第二条：「可用性不低于99.9%」" in zh and "- qiantang-02.docx 第三条：「提前48小时」" in zh
    # an English letter cites a Chinese clause by its number (it read "Section 二")
    en = cli_letter(tmp_path, "--contract", ROOT / "fixtures" / "bundles" / "zh", "--lang", "en")
    assert '- qiantang-03.docx Section 2: "可用性不低于99.9%"' in en and "Section 二" not in en
    # a table's rows stay apart (they ran together: "10%低于99.0%")
    assert r"第二条：「低于99.5%但不低于99.0% \| 10% 低于99.0%但不低于95.0% \| 25% 低于95.0% \| 50%」" in zh


def test_a_docx_letter_reads_as_the_markdown_one_renders(tmp_path):
    """The DOCX letter shows the text, not the Markdown escapes that keep input text inert:
    an Alertmanager incident id 'GPU down|node-1|…' is one cell (its escaped '|' split the
    row, shifting every later cell a column right), a quoted tier table reads '| < 95% |'
    (it read '\\| &lt; 95% \\|'), and a name with '*' or '_' keeps them."""
    import docx

    terms = tmp_path / "terms.yaml"
    terms.write_text("language: en\ncurrency: USD  # page 1: USD 1,000\n"
                     "availability_pct: 99.9  # page 1: 99.9%\n"
                     "# page 1: | 99% - 99.9% | 10% | | < 95% | 50% |\n"
                     "credit_tiers:\n  - {below_pct: 99.9, credit_pct: 10}\n  - {below_pct: 95, credit_pct: 50}\n"
                     "vendor: Acme *GPU* rack_power Ltd  # page 1: Acme *GPU* rack_power Ltd\n", encoding="utf-8")
    incident = "GPU down|node-1|2025-06-01T02:00:00Z"
    path = cli_letter(tmp_path, "--terms", terms, "--monthly-fee", 1000, suffix="docx", incident=f'"{incident}"')
    document = docx.Document(io.BytesIO(path.read_bytes()))
    rows = [[c.text for c in row.cells] for t in document.tables for row in t.rows]
    row = next(r for r in rows if r[0].startswith("GPU down"))
    assert row[0] == incident and row[1] == "2025-06-01 10:00 +0800" and len(row) == 6
    text = "\n".join(p.text for p in document.paragraphs)
    assert '"| 99% - 99.9% | 10% | | < 95% | 50% |"' in text
    assert "To: Acme *GPU* rack_power Ltd" in text
    assert "\\" not in text + "".join(map("".join, rows)) and "&lt;" not in text
    assert "Total credit claimed in this letter: 100.00 USD" in text  # bold markers still make bold runs
    bold = [r.text for p in document.paragraphs for r in p.runs if r.bold]
    assert "100.00 USD" in bold


def test_issue_s25_a_tier_table_quoted_from_a_docx_file_of_a_bundle_is_laid_out_as_a_table(tmp_path):
    """Session 25: a quoted tier table was only its one-line quote ('10% \\| 25% …'); its rows (a DOCX table's
    cells, 'a | b' lines) now follow it as a Markdown table, in either language."""
    for lang in ("zh", "en"):
        lines = cli_letter(tmp_path, "--contract", ROOT / "fixtures" / "bundles" / "zh", "--lang", lang).splitlines()
        at = lines.index("| 低于99.5%但不低于99.0% | 10% |")
        assert lines[at - 2].startswith("- qiantang-02.docx ") and lines[at - 1] == ""
        assert lines[at + 1:at + 5] == ["|---|---|", "| 低于99.0%但不低于95.0% | 25% |", "| 低于95.0% | 50% |", ""]
