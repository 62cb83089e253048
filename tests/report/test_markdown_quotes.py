"""A Markdown contract quoted as its reader sees it (a tier table with escaped characters, as pandoc and
other converters write them: ``可用性 \\| Availability``, ``\\<``): the claim letter, its DOCX, the review page
and the terminal view of ``check`` showed the raw ``\\|`` and ``\\<`` (and the table's ``| --- |`` row),
or split a cell at the escaped pipe. The stored evidence keeps the source text and its offsets."""

from __future__ import annotations

import json
import re

import docx
from typer.testing import CliRunner

from slacheck.api import load_document
from slacheck.cli import app
from slacheck.report.letters import plain

CONTRACT = """# GPU 算力租赁服务协议

协议编号：MD-2025-001

甲方（承租方）：北京深瞳智能科技有限公司

乙方（出租方）：上海临港算力科技有限公司

## 第一条 服务内容

乙方向甲方提供H800 GPU共64张，单机八卡，按月计费，月服务费为人民币800,000元。

## 第二条 服务等级

1. 月可用性不低于99.9%，以集群为统计单元。
2. 服务可用性未达标时，乙方按下表赔付：

| 月可用性 \\| Monthly Availability | 赔付比例 \\| Credit |
| --- | --- |
| 99.0% ≤ 月可用性 \\< 99.9% | 月服务费的10% |
| 95.0% ≤ 月可用性 \\< 99.0% | 月服务费的25% |
| 月可用性 \\< 95.0% | 月服务费的50% |

3. 赔付总额最高不超过当月服务费的50%。
4. 甲方应于次月30日内提出赔付申请。
"""
LOG = "id,start,end,units,cause\ni1,2025-09-02T10:00:00,2025-09-02T20:30:00,node-1,vendor\n"
AS_READ = ("| 月可用性 | Monthly Availability | 赔付比例 | Credit | | 99.0% ≤ 月可用性 < 99.9% | 月服务费的10% | "
           "| 95.0% ≤ 月可用性 < 99.0% | 月服务费的25% | | 月可用性 < 95.0% | 月服务费的50% |")


def files(tmp_path, suffix=".md"):
    (tmp_path / f"contract{suffix}").write_text(CONTRACT, encoding="utf-8")
    (tmp_path / "log.csv").write_text(LOG, encoding="utf-8")
    return tmp_path / f"contract{suffix}", tmp_path / "log.csv"


def claim_letter(tmp_path, name, suffix=".md"):
    contract, log = files(tmp_path, suffix)
    done = CliRunner().invoke(app, ["claim", "--contract", str(contract), "--incidents", str(log),
                                    "--as-of", "2025-10-05", "--no-db", "--letter", str(tmp_path / name)])
    assert done.exit_code == 0, done.output
    return tmp_path / name


def test_the_letter_quotes_the_tier_table_as_it_reads(tmp_path):
    letter = claim_letter(tmp_path, "letter.md").read_text(encoding="utf-8")
    quote = next(line for line in letter.splitlines() if "Monthly Availability" in line)
    assert plain(quote) == f"- 第二条第2款：「{AS_READ}」"  # rendered: no backslash, no | --- | row
    assert "\\\\" not in quote  # the source's backslashes are not escaped again into the letter


def test_the_docx_letter_too(tmp_path):
    letter = docx.Document(str(claim_letter(tmp_path, "letter.docx")))
    quote = next(p.text for p in letter.paragraphs if "Monthly Availability" in p.text)
    assert quote == f"第二条第2款：「{AS_READ}」"


def test_the_review_page_and_the_terminal_show_the_table_as_it_reads(tmp_path):
    contract, _ = files(tmp_path)
    done = CliRunner().invoke(app, ["check", str(contract), "--no-db", "--html", str(tmp_path / "r.html")])
    assert done.exit_code in (0, 1), done.output
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    headers = re.findall(r"<th>([^<]*)</th>", page)
    assert "月可用性 | Monthly Availability" in headers and "赔付比例 | Credit" in headers  # one cell each
    assert "\\|" not in page and "\\&lt;" not in page
    assert "99.0% ≤ 月可用性 &lt; 99.9%" in page
    tiers = next(line for line in done.stdout.splitlines() if "月服务费的10%" in line)
    assert "“| 99.0% ≤ 月可用性 < 99.9% | 月服务费的10% | | 95.0% ≤ 月可用性 < 99.0% |" in tiers


def test_the_stored_evidence_keeps_the_source_text_and_offsets(tmp_path):
    contract, _ = files(tmp_path)
    done = CliRunner().invoke(app, ["extract", str(contract), "--no-db", "--format", "json"])
    tiers = next(t for t in json.loads(done.stdout)["terms"] if t["key"] == "credit_tiers")
    assert tiers["text"].startswith("| 99.0% ≤ 月可用性 \\< 99.9% |")
    assert load_document(contract).text[tiers["start"]:tiers["end"]] == tiers["text"]  # offsets into the text read


def test_a_text_file_keeps_its_backslashes(tmp_path):
    """A near miss: in a .txt contract a backslash is a character, quoted as written."""
    letter = claim_letter(tmp_path, "letter.md", suffix=".txt").read_text(encoding="utf-8")
    assert "99.0% ≤ 月可用性 \\\\< 99.9%" in letter  # the backslash, escaped for Markdown (a "< " opens no tag)


def test_the_markdown_and_table_views_of_check_and_extract_quote_it_as_it_reads(tmp_path):
    contract, _ = files(tmp_path)
    runner = CliRunner()
    check_md = runner.invoke(app, ["check", str(contract), "--no-db", "--format", "md"]).stdout
    row = next(line for line in check_md.splitlines() if line.startswith("| outage-compensation"))
    assert plain(row.split(" | ")[6]) == ("| 99.0% ≤ 月可用性 < 99.9% | 月服务费的10% | | 95.0% ≤ 月可用性 < 99.0% | "
                                          "月服务费的25% | | 月可用性 < 95.0% | 月服务费的50% |")
    for fmt in ("md", "table"):
        shown = runner.invoke(app, ["extract", str(contract), "--no-db", "--format", fmt]).stdout
        tiers = next(line for line in shown.splitlines() if "credit_tiers" in line)
        assert "99.0% ≤ 月可用性 < 99.9%" in plain(tiers) and "\\\\" not in tiers, fmt
    csv_text = runner.invoke(app, ["extract", str(contract), "--no-db", "--format", "csv"]).stdout
    assert "99.0% ≤ 月可用性 \\< 99.9%" in csv_text  # data for tools: the source text as stored


def test_a_letter_from_the_terms_written_out_of_a_markdown_contract_reads_the_same(tmp_path):
    """extract --format yaml, reviewed, then claim --terms: the quotes in the TERMS.yaml are the Markdown
    contract's (its 'document:' line names it), read as Markdown in the letter."""
    contract, log = files(tmp_path)
    terms = CliRunner().invoke(app, ["extract", str(contract), "--no-db", "--format", "yaml"]).stdout
    assert "\\<" in terms  # the TERMS.yaml keeps the source text
    (tmp_path / "terms.yaml").write_text(terms, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents", str(log),
                                    "--as-of", "2025-10-05", "--no-db", "--letter", str(tmp_path / "l.md")])
    assert done.exit_code == 0, done.output
    quote = next(line for line in (tmp_path / "l.md").read_text(encoding="utf-8").splitlines() if "月服务费的10%" in line)
    assert plain(quote) == ("- 「| 99.0% ≤ 月可用性 < 99.9% | 月服务费的10% | | 95.0% ≤ 月可用性 < 99.0% | 月服务费的25% | "
                            "| 月可用性 < 95.0% | 月服务费的50% |」")


def test_issue_s25_the_letter_lays_a_quoted_tier_table_out_as_a_table(tmp_path):
    """Session 25: the tier table was only the one-line quote (kept: it is what the clause says, and other tests
    pin it), '\\| 月可用性 \\| … \\| \\| 99.0% ≤ …', no table to a reader of the rendered letter or of its text; now
    the table follows the quote as a Markdown table, a cell's escaped pipe still inside its cell, and the DOCX
    letter has it as a table."""
    letter = claim_letter(tmp_path, "letter.md").read_text(encoding="utf-8")
    lines = letter.splitlines()
    at = lines.index("| 月可用性 \\| Monthly Availability | 赔付比例 \\| Credit |")
    assert lines[at - 1] == "" and lines[at - 2].startswith("- 第二条第2款：「")
    assert lines[at + 1:at + 6] == ["|---|---|", "| 99.0% ≤ 月可用性 < 99.9% | 月服务费的10% |",
                                    "| 95.0% ≤ 月可用性 < 99.0% | 月服务费的25% |", "| 月可用性 < 95.0% | 月服务费的50% |", ""]
    tables = docx.Document(str(claim_letter(tmp_path, "letter.docx"))).tables
    assert [[c.text for c in row.cells] for row in tables[0].rows] == [
        ["月可用性 | Monthly Availability", "赔付比例 | Credit"], ["99.0% ≤ 月可用性 < 99.9%", "月服务费的10%"],
        ["95.0% ≤ 月可用性 < 99.0%", "月服务费的25%"], ["月可用性 < 95.0%", "月服务费的50%"]]


def test_issue_s25_a_letter_from_the_terms_file_lays_the_tier_table_out_too(tmp_path):
    """A TERMS.yaml quotes a table on one line, its rows run together ('| a | b | | c | d |'): the letter from it
    lays the rows out as a table as the letter from the contract does (the header row is not among the quoted)."""
    contract, log = files(tmp_path)
    done = CliRunner().invoke(app, ["extract", str(contract), "--format", "yaml", "--no-db"])
    (tmp_path / "terms.yaml").write_text(done.stdout, encoding="utf-8")
    done = CliRunner().invoke(app, ["claim", "--terms", str(tmp_path / "terms.yaml"), "--incidents", str(log),
                                    "--as-of", "2025-10-05", "--no-db", "--letter", str(tmp_path / "letter.md")])
    assert done.exit_code == 0, done.output
    lines = (tmp_path / "letter.md").read_text(encoding="utf-8").splitlines()
    at = lines.index("| 99.0% ≤ 月可用性 < 99.9% | 月服务费的10% |")
    assert lines[at - 2].startswith("- ") and r"月服务费的10% \| \| 95.0%" in lines[at - 2]
    assert lines[at + 1:at + 5] == ["|---|---|", "| 95.0% ≤ 月可用性 < 99.0% | 月服务费的25% |",
                                    "| 月可用性 < 95.0% | 月服务费的50% |", ""]
