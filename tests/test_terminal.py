"""What a user sees in a terminal (issue 10): tables readable at 80 columns, whole rows when piped,
thousands separators on money."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from rich.console import Console

from slacheck import api
from slacheck.report.accept import render_accept_tables
from slacheck.report.extraction import render_extraction
from slacheck.report.findings import render_score

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "fixtures" / "demo"
DEVSET = ROOT / "fixtures" / "devset"


def at_80(*renderables) -> list[str]:
    out = io.StringIO()
    console = Console(file=out, width=80, force_terminal=False, color_system=None)
    for item in renderables:
        console.print(item)
    return out.getvalue().splitlines()


def cells(lines: list[str]) -> set[str]:
    return {c.strip() for line in lines for c in line.replace("┃", "│").split("│")}


def test_score_at_80_columns_keeps_money_whole_with_separators():
    """Was: "6656000. / 00" (a cost broken over two lines, no separators)."""
    result = api.score([DEMO / "helin_h800_monthly.pdf", DEMO / "qiantang_h800_framework.md",
                        DEMO / "ashgrove_a100_lease_to_own.txt"], workload=DEMO / "workload.yaml")
    lines = at_80(render_score(result, "table"))
    assert max(len(line) for line in lines) <= 80
    assert {"6,656,000.00", "13,926,400.00", "3,645,833.33"} <= cells(lines)


def test_extract_at_80_columns_keeps_values_whole():
    """Was: "infiniba / nd" and headers folded mid-word."""
    lines = at_80(render_extraction(api.extract(DEVSET / "dev01_lansuan_h800_lingang.md"), "table"))
    assert max(len(line) for line in lines) <= 80
    assert {"infiniband", "dedicated", "1000000", "conf."} <= cells(lines)  # values whole (long keys may fold)


def test_accept_at_80_columns_keeps_headings_and_figures_whole():
    """Was: headings "verdic / t" and figures cut."""
    result = api.accept([DEMO / "nccl_all_reduce.log"], terms=DEVSET / "dev01_lansuan_h800_lingang.truth.yaml")
    lines = at_80(*render_accept_tables(result))
    assert max(len(line) for line in lines) <= 80
    assert {"verdict", "fail", "16×2", "2,573.5", "6,000.0", "4,800.0", "42.9"} <= cells(lines)


def test_piped_output_is_whole_rows_never_cut():
    """Was: the claim table cut at 80 columns when redirected to a file ("pass…")."""
    done = subprocess.run([sys.executable, "-m", "slacheck", "claim", "--terms", DEVSET / "dev01_lansuan_h800_lingang.truth.yaml",
                           "--incidents", DEVSET / "dev01_lansuan_h800_lingang.incidents.csv", "--units", "128",
                           "--as-of", "2025-08-10", "--no-db"], capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "COLUMNS": "40"})
    assert done.returncode == 0, done.stderr
    assert "2025-06   99.4237     31,865         25   1,843,200.00 CNY   2025-07-30 passed" in done.stdout
    assert "…" not in done.stdout
    history = subprocess.run([sys.executable, "-m", "slacheck", "check", DEVSET / "dev06_jiading_910b_order.txt",
                              "--no-db"], capture_output=True, text=True, timeout=120, env={"PATH": "/usr/bin:/bin"})
    assert "dev06_jiading_910b_order.txt — gpu-training: pass 2, fail 3, missing 8, review 1\n" in history.stdout


def test_piped_tables_have_no_trailing_blanks():
    """Piped to a file, every line of check's and claim's tables ended in rich's padding (up to
    hundreds of spaces after a finding's quote); a file or a diff of two runs has none now."""
    for args in (["check", DEVSET / "dev06_jiading_910b_order.txt", "--no-db"],
                 ["claim", "--terms", DEVSET / "dev01_lansuan_h800_lingang.truth.yaml", "--incidents",
                  DEVSET / "dev01_lansuan_h800_lingang.incidents.csv", "--units", "128", "--as-of", "2025-08-10",
                  "--no-db"]):
        done = subprocess.run([sys.executable, "-m", "slacheck", *map(str, args)], capture_output=True, text=True,
                              timeout=120, env={"PATH": "/usr/bin:/bin"})
        assert done.returncode in (0, 1), done.stderr
        lines = done.stdout.splitlines()
        assert len(lines) > 10 and [line for line in lines if line != line.rstrip()] == []
    assert "2025-06   99.4237     31,865         25   1,843,200.00 CNY   2025-07-30 passed\n" in done.stdout
