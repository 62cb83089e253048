"""Extraction benchmark: a 200-page bilingual contract PDF, slacheck vs bare pdfplumber.

Generates ``benchmarks/work/bilingual_200p.pdf`` (git-ignored; reportlab with the built-in
CID font STSong-Light, Chinese and English paragraphs, a ruled credit table every
``--table-every`` pages) and times, each as a whole process (interpreter start and imports
count):

- ours: ``slacheck extract FILE --format json`` when that command exists, otherwise
  ``python -c "from slacheck.api import load_document; load_document(FILE)"`` (ingest only);
- baseline: ``python -c`` running pdfplumber's ``page.extract_text()`` over every page.

Writes the timings and the ratio ours/pdfplumber (target <= 0.8) to
``benchmarks/results/extract_speed.json`` and ``.md``.

    /work/venv/bin/python benchmarks/extract_speed.py [--pages 200] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from results_file import slacheck_command  # noqa: E402
WORK = HERE / "work"
RESULTS = HERE / "results"
RATIO_TARGET = 0.8

ZH_LINES = [
    "乙方承诺每个节点的月可用性不低于99.9%，不可用时间以节点为单位计算。",
    "计算网络采用InfiniBand NDR 400Gb/s无阻塞胖树架构，每节点配置8个计算网口。",
    "单柜供电功率不低于25千瓦，计算机柜采用冷板式液冷，机房年均PUE不高于1.2。",
    "甲方应于故障所在月度结束后30日内以书面形式提出赔付申请，逾期视为放弃。",
    "乙方应提前72小时书面通知甲方计划内维护，按时通知的维护不计入不可用时间。",
    "验收测试包括nccl-tests，多节点总线带宽实测值应不低于标称值的80%。",
]
EN_LINES = [
    "Provider shall deliver the cluster within fourteen (14) days after signature of this Order.",
    "Monthly availability of each node shall be no less than 99.9% in every calendar month.",
    "Service credits shall not exceed fifty percent (50%) of the monthly fee for that month.",
    "Customer may terminate this Agreement after three consecutive months below 99.5%.",
    "Scheduled maintenance requires at least seventy-two (72) hours' prior written notice.",
]
TABLE = [
    ["月可用性 Monthly availability", "赔付比例 Credit"],
    ["低于99.9%但不低于99.5% / below 99.9%", "10%"],
    ["低于99.5%但不低于99.0% / below 99.5%", "25%"],
    ["低于99.0% / below 99.0%", "50%"],
]


def make_pdf(path: Path, pages: int, table_every: int, seed: int = 7) -> None:
    """A bilingual contract: ~40 wrapped lines a page, a ruled table every N pages."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.platypus import Frame, Paragraph, Table, TableStyle
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    style = ParagraphStyle("body", fontName="STSong-Light", fontSize=10, leading=14, wordWrap="CJK")
    rng = random.Random(seed)
    pdf = canvas.Canvas(str(path), pagesize=A4)
    clause = 0
    for number in range(1, pages + 1):
        flowables = []
        if number % table_every == 0:
            table = Table(TABLE, colWidths=[300, 150])
            table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                                       ("FONT", (0, 0), (-1, -1), "STSong-Light", 9)]))
            flowables.append(table)
        for _ in range(9):
            clause += 1
            lines = rng.sample(ZH_LINES, 2) + rng.sample(EN_LINES, 1)
            flowables.append(Paragraph(f"{clause // 10}.{clause % 10} " + " ".join(lines), style))
        frame = Frame(50, 50, A4[0] - 100, A4[1] - 100, showBoundary=0)
        frame.addFromList(flowables, pdf)
        pdf.showPage()
    pdf.save()


def run(command: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(command)}\n{done.stderr[-2000:]}")
    return elapsed


def slacheck_extract_available(slacheck: str) -> bool:
    done = subprocess.run([slacheck, "extract", "--help"], capture_output=True, text=True)
    return done.returncode == 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--table-every", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    WORK.mkdir(exist_ok=True)
    RESULTS.mkdir(exist_ok=True)
    pdf_path = WORK / f"bilingual_{args.pages}p.pdf"
    make_pdf(pdf_path, args.pages, args.table_every)

    python = sys.executable
    slacheck = slacheck_command()
    if slacheck_extract_available(slacheck):
        mode = "slacheck extract FILE --format json"
        ours = [slacheck, "extract", str(pdf_path), "--format", "json", "--no-db"]
        if subprocess.run(ours, capture_output=True).returncode != 0:
            ours = ours[:-1]  # --no-db not offered by this extract command
        mode = "slacheck " + " ".join(ours[1:]).replace(str(pdf_path), "FILE")
    else:
        mode = "load_document only (slacheck extract not available yet)"
        ours = [python, "-c", f"from slacheck.api import load_document; load_document({str(pdf_path)!r})"]
    baseline = [
        python, "-c",
        "import pdfplumber, sys\n"
        f"with pdfplumber.open({str(pdf_path)!r}) as pdf:\n"
        "    n = sum(len(page.extract_text() or '') for page in pdf.pages)\n",
    ]
    run(ours)  # warm the file cache and .pyc files once, for both sides
    run(baseline)
    ours_s, base_s = [], []
    for _ in range(args.repeat):
        ours_s.append(run(ours))
        base_s.append(run(baseline))

    sys.path.insert(0, str(HERE.parent))
    from slacheck.api import load_document

    document = load_document(pdf_path)
    ratio = statistics.median(ours_s) / statistics.median(base_s)
    result = {
        "pdf": pdf_path.name,
        "pages": args.pages,
        "tables_found": len(document.tables),
        "tables_drawn": args.pages // args.table_every,
        "language": document.language,
        "text_chars": len(document.text),
        "ours_command": mode,
        "ours_seconds": [round(s, 3) for s in ours_s],
        "pdfplumber_seconds": [round(s, 3) for s in base_s],
        "ours_ms_per_page": round(1000 * statistics.median(ours_s) / args.pages, 2),
        "pdfplumber_ms_per_page": round(1000 * statistics.median(base_s) / args.pages, 2),
        "ratio_median": round(ratio, 3),
        "ratio_target": RATIO_TARGET,
        "meets_target": ratio <= RATIO_TARGET,
        "machine": f"{platform.machine()} {os.cpu_count()} cpu, Python {platform.python_version()}",
    }
    (RESULTS / "extract_speed.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    (RESULTS / "extract_speed.md").write_text(
        "# Extraction speed\n\n"
        f"{args.pages}-page bilingual PDF (STSong-Light CID font, a ruled table every {args.table_every} pages), "
        f"each side timed as a whole process, median of {args.repeat} runs after one warm-up.\n\n"
        "| | median s | ms/page |\n|---|---|---|\n"
        f"| ours: {mode} | {statistics.median(ours_s):.3f} | {result['ours_ms_per_page']} |\n"
        f"| pdfplumber `extract_text()` every page | {statistics.median(base_s):.3f} | {result['pdfplumber_ms_per_page']} |\n\n"
        f"Ratio ours/pdfplumber: **{ratio:.3f}** (target <= {RATIO_TARGET}: {'met' if ratio <= RATIO_TARGET else 'NOT met'}). "
        f"Tables found {result['tables_found']} of {result['tables_drawn']} drawn; language {document.language}.\n\n"
        f"Machine: {result['machine']}.\n"
    )
    print(json.dumps(result, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
