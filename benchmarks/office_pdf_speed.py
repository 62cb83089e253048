"""Office-made PDFs: slacheck check vs pdfplumber's bare text, timed as whole processes.

Real contracts are exported by Word, WPS or LibreOffice, with header rules, underlined
headings and page-number footers that a reportlab PDF does not have. This script writes
DOCX files with python-docx and exports them with LibreOffice headless (run by hand: CI
does not need LibreOffice; ``apt-get install libreoffice-writer-nogui fonts-wqy-microhei``):

- ``bilingual_200p``: the 200-page bilingual contract of ``extract_speed.py`` (Chinese and
  English clauses, a ruled credit table every 10 pages, two boxed notices a page, one
  shaded), as DOCX and as its LibreOffice PDF;
- ``cuad_3p``, ``cuad_30p``, ``cuad_150p``: English contracts of 3, 30 and 150 pages made
  from the CUAD texts in ``../shared/corpus/cuad/txt`` (varied real prose, numbered
  headings, two boxed notices a page, a ruled table every 15 pages);
- ``reportlab_200p``: ``extract_speed.py``'s reportlab PDF, for comparison.

Inputs go to ``benchmarks/work/`` (git-ignored; rebuilt by this script). Each side runs as a
whole process, interleaved (ours, baseline, ours, ...) so both see the same load, ``--repeat``
times after one warm-up; min/median/max, the 1-minute load average before each run, nproc
and the date go to ``benchmarks/results/office_pdf_speed.json`` and ``.md``.

    /work/venv/bin/python benchmarks/office_pdf_speed.py [--repeat 5] [--only cuad_3p,...]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = HERE / "work"
RESULTS = HERE / "results"
CUAD = HERE.parent.parent / "shared" / "corpus" / "cuad" / "txt"
CHARS_PER_PAGE = 2600  # English prose at 11 pt on A4 with 2.5 cm margins: a little under one page

sys.path.insert(0, str(HERE))
from results_file import byte_compile, children_cpu_seconds, slacheck_command, write_markdown  # noqa: E402
from extract_speed import EN_LINES, TABLE, ZH_LINES, make_pdf  # noqa: E402

TARGETS = {"bilingual_200p.pdf": 0.3, "reportlab_200p.pdf": 0.2}


def _styled_document():
    """A python-docx Document with an office header (bottom rule), a page-number footer, A4."""
    from docx import Document
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    from docx.shared import Cm, Pt

    document = Document()
    section = document.sections[0]
    section.page_width, section.page_height = Cm(21), Cm(29.7)
    for side in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
        setattr(section, side, Cm(2.5))
    style = document.styles["Normal"]
    style.font.size = Pt(11)
    style.font.name = "Liberation Serif"
    style.element.rPr.rFonts.set(qn("w:eastAsia"), "WenQuanYi Micro Hei")
    header = section.header.paragraphs[0]
    header.text = "GPU 算力服务协议 / GPU Compute Services Agreement — Confidential"
    border = OxmlElement("w:pBdr")  # the rule under the header that Word templates draw
    bottom = OxmlElement("w:bottom")
    for key, value in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", "000000")):
        bottom.set(qn(key), value)
    border.append(bottom)
    header._p.get_or_add_pPr().append(border)
    footer = section.footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run = footer.add_run()
    for tag, text in (("begin", None), (None, "PAGE"), ("end", None)):
        if tag:
            element = OxmlElement("w:fldChar")
            element.set(qn("w:fldCharType"), tag)
        else:
            element = OxmlElement("w:instrText")
            element.text = text
        run._r.append(element)
    return document


def _heading(document, text: str) -> None:
    paragraph = document.add_paragraph()
    run = paragraph.add_run(text)
    run.bold = True
    run.underline = True  # underlined headings: rules under text, not a table


def _bordered(paragraph, shade: str | None = None) -> None:
    """A box around the paragraph (and a shade behind it), as contracts set off notices."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    properties = paragraph._p.get_or_add_pPr()
    border = OxmlElement("w:pBdr")
    for side in ("top", "left", "bottom", "right"):
        line = OxmlElement(f"w:{side}")
        for key, value in (("w:val", "single"), ("w:sz", "4"), ("w:space", "4"), ("w:color", "000000")):
            line.set(qn(key), value)
        border.append(line)
    properties.append(border)
    if shade:
        shading = OxmlElement("w:shd")
        for key, value in (("w:val", "clear"), ("w:color", "auto"), ("w:fill", shade)):
            shading.set(qn(key), value)
        properties.append(shading)


def _notices(document, texts: list[str]) -> None:
    """Two boxed notices a page (one shaded): four vertical and four horizontal rules that
    are no table; the old path-count pre-check sent every such page through pdfplumber."""
    _bordered(document.add_paragraph(texts[0]))
    _bordered(document.add_paragraph(texts[1]), shade="E7E6E6")


def _table(document, rows: list[list[str]]) -> None:
    table = document.add_table(rows=len(rows), cols=len(rows[0]))
    table.style = "Table Grid"
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            table.cell(r, c).text = cell


def make_bilingual_docx(path: Path, pages: int, table_every: int = 10, seed: int = 7) -> None:
    """The contract of extract_speed.make_pdf as a Word document, one page per page break."""
    from docx.enum.text import WD_BREAK

    rng = random.Random(seed)
    document = _styled_document()
    clause = 0
    for number in range(1, pages + 1):
        _heading(document, f"第{number}条 Article {number}")
        if number % table_every == 0:
            _table(document, TABLE)
        _notices(document, ["重要提示 Notice: " + rng.choice(ZH_LINES), "Important: " + rng.choice(EN_LINES)])
        for _ in range(4 if number % table_every == 0 else 6):
            clause += 1
            lines = rng.sample(ZH_LINES, 2) + rng.sample(EN_LINES, 1)
            document.add_paragraph(f"{number}.{clause % 10} " + " ".join(lines))
        if number < pages:
            document.paragraphs[-1].add_run().add_break(WD_BREAK.PAGE)
    document.save(str(path))


def cuad_paragraphs() -> list[str]:
    """Paragraphs of the CUAD contracts, in file order (varied real legal prose)."""
    paragraphs = []
    for file in sorted(CUAD.glob("*.txt")):
        text = file.read_text(encoding="utf-8", errors="replace")
        for block in text.split("\n\n"):
            block = " ".join(block.split())
            if 40 <= len(block) <= 2000:
                paragraphs.append(block)
    return paragraphs


def make_cuad_docx(path: Path, pages: int, table_every: int = 15, offset: int = 0) -> None:
    """An English contract of about ``pages`` pages: CUAD paragraphs, a page break per page."""
    from docx.enum.text import WD_BREAK

    paragraphs = cuad_paragraphs()
    if not paragraphs:
        raise SystemExit(f"no CUAD texts in {CUAD}")
    document = _styled_document()
    k = offset
    for number in range(1, pages + 1):
        _heading(document, f"Section {number}. Terms")
        _notices(document, [paragraphs[(k + 7) % len(paragraphs)][:200], paragraphs[(k + 11) % len(paragraphs)][:200]])
        budget = CHARS_PER_PAGE - 600
        if number % table_every == 0:
            _table(document, [["Monthly availability", "Service credit"], ["below 99.9%", "10%"],
                              ["below 99.5%", "25%"], ["below 99.0%", "50%"]])
            budget -= 600
        while budget > 0:
            text = paragraphs[k % len(paragraphs)][:budget + 200]
            k += 1
            document.add_paragraph(text)
            budget -= len(text) + 60
        if number < pages:
            document.paragraphs[-1].add_run().add_break(WD_BREAK.PAGE)
    document.save(str(path))


def to_pdf(docx: Path) -> Path:
    """Export with LibreOffice headless, as an office user would."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        raise SystemExit("LibreOffice is needed: apt-get install libreoffice-writer-nogui fonts-wqy-microhei")
    profile = WORK / "lo-profile"
    subprocess.run([soffice, f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to", "pdf",
                    "--outdir", str(docx.parent), str(docx)], check=True, capture_output=True, timeout=600)
    return docx.with_suffix(".pdf")


def build_inputs(only: set[str] | None) -> list[Path]:
    WORK.mkdir(exist_ok=True)
    made = []
    specs = [("bilingual_200p", lambda p: make_bilingual_docx(p, 200)),
             ("cuad_3p", lambda p: make_cuad_docx(p, 3)),
             ("cuad_30p", lambda p: make_cuad_docx(p, 30, offset=100)),
             ("cuad_150p", lambda p: make_cuad_docx(p, 150, offset=400))]
    for name, make in specs:
        if only and name not in only:
            continue
        pdf = WORK / f"{name}.pdf"
        if not pdf.exists():
            docx = WORK / f"{name}.docx"
            make(docx)
            to_pdf(docx)
        made.append(pdf)
    if not only or "reportlab_200p" in only:
        pdf = WORK / "reportlab_200p.pdf"
        if not pdf.exists():
            make_pdf(pdf, 200, 10)
        made.append(pdf)
    return made


# a loaded shared machine can take longer than the default 45 s reading limit on 200 pages
ENV = dict(os.environ, SLACHECK_MAX_SECONDS="900")


CPU_SECONDS: list[float] = []  # user + system CPU of each run, in order: steadier than wall time on a busy machine
PHASES: list[dict[str, float]] = []  # each profiled run's phases (SLACHECK_PROFILE=1: read, normalise, ...)
# the text's own work among --profile's phases: not "read" (the PDF, with the extractor loaded
# meanwhile) nor the one-off "build" of the extractor (spaCy's import, the rule set), paid once a process
EXTRACTION_PHASES = ("normalise", "parse", "match", "select")
PROFILE_LINE = re.compile(r"^profile: (.*); process", re.M)


def run(command: list[str], ok_codes=(0,), profile: bool = False) -> float:
    before = children_cpu_seconds()
    env = dict(ENV, SLACHECK_PROFILE="1") if profile else ENV
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    elapsed = time.perf_counter() - started
    CPU_SECONDS.append(children_cpu_seconds() - before)
    if done.returncode not in ok_codes:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(command)}\n{done.stderr[-2000:]}")
    if profile:
        found = PROFILE_LINE.search(done.stderr)
        PHASES.append({name: float(value) for name, value in  # "; build ...": the one-off build, after the phases
                       (part.split()[:2] for part in re.split(r", |; ", found.group(1)))} if found else {})
    return elapsed


def spread(values: list[float]) -> dict:
    return {"min": round(min(values), 3), "median": round(statistics.median(values), 3),
            "max": round(max(values), 3), "runs": [round(v, 3) for v in values]}


def page_count(pdf: Path) -> int:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    try:
        return len(document)
    finally:
        document.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", default="", help="comma-separated input names (default: all)")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    RESULTS.mkdir(exist_ok=True)
    python = sys.executable
    slacheck = slacheck_command()
    byte_compile()
    inputs = build_inputs(only or None)

    rows = []
    for pdf in inputs:
        ours = [slacheck, "check", str(pdf), "--format", "json", "--no-db"]
        baseline = [python, "-c", "import pdfplumber, sys\n"
                    f"with pdfplumber.open({str(pdf)!r}) as pdf:\n"
                    "    n = sum(len(page.extract_text() or '') for page in pdf.pages)\n"]
        run(ours, ok_codes=(0, 1))  # warm the file cache and .pyc files once, for both sides
        run(baseline)
        ours_s, base_s, loads, ours_cpu, base_cpu, phases = [], [], [], [], [], []
        for _ in range(args.repeat):
            loads.append(round(os.getloadavg()[0], 2))
            ours_s.append(run(ours, ok_codes=(0, 1), profile=True))  # 1: a blocker not passed (a finding)
            ours_cpu.append(CPU_SECONDS[-1])
            phases.append(PHASES[-1])
            loads.append(round(os.getloadavg()[0], 2))
            base_s.append(run(baseline))
            base_cpu.append(CPU_SECONDS[-1])
        ratios = [o / b for o, b in zip(ours_s, base_s)]
        pages = page_count(pdf)
        rows.append({
            "input": pdf.name, "pages": pages,
            "check_seconds": spread(ours_s), "pdfplumber_seconds": spread(base_s),
            "ratio_per_run": spread(ratios),
            "ratio_median": round(statistics.median(ours_s) / statistics.median(base_s), 3),
            "check_cpu_seconds": spread(ours_cpu), "pdfplumber_cpu_seconds": spread(base_cpu),
            "cpu_ratio_median": round(statistics.median(ours_cpu) / statistics.median(base_cpu), 3),
            "check_ms_per_page": round(1000 * statistics.median(ours_s) / pages, 1),
            "phases_median_seconds": {name: round(statistics.median(p.get(name, 0.0) for p in phases), 3)
                                      for name in sorted({n for p in phases for n in p})},
            # the contract's own work per page: the per-page cost without the process start-up
            "extract_ms_per_page": round(1000 * statistics.median(
                sum(p.get(k, 0.0) for k in EXTRACTION_PHASES) for p in phases) / pages, 1),
            "target": TARGETS.get(pdf.name), "load_average_1min": loads,
        })
        print(json.dumps(rows[-1]), flush=True)

    small = [slacheck, "check", str(WORK / "cuad_3p.pdf"), "--format", "json", "--no-db"]
    startup = {}
    if (WORK / "cuad_3p.pdf").exists():
        helps, checks, help_cpu, check_cpu = [], [], [], []
        for _ in range(args.repeat):
            helps.append(run([slacheck, "--help"]))
            help_cpu.append(CPU_SECONDS[-1])
            checks.append(run(small, ok_codes=(0, 1)))
            check_cpu.append(CPU_SECONDS[-1])
        startup = {"help_seconds": spread(helps), "check_3p_seconds": spread(checks),
                   "help_cpu_seconds": spread(help_cpu), "check_3p_cpu_seconds": spread(check_cpu)}
    by_name = {row["input"]: row for row in rows}
    flat = [by_name[n] for n in ("cuad_3p.pdf", "cuad_30p.pdf", "cuad_150p.pdf") if n in by_name]
    flatness = {}
    if len(flat) > 1:
        for key in ("check_ms_per_page", "extract_ms_per_page"):
            values = [row[key] for row in flat]
            flatness[key] = {"per_input": {row["input"]: row[key] for row in flat},
                             "max_over_min": round(max(values) / min(values), 2)}
    result = {
        "measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "repeat": args.repeat, "inputs": rows, "startup": startup, "time_per_page_flatness": flatness,
    }
    (RESULTS / "office_pdf_speed.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md = ["# Office-made PDFs: `slacheck check` vs pdfplumber's bare text", "",
          f"Measured {result['measured_at']} on {os.cpu_count()} CPUs (Python {platform.python_version()}), "
          f"each side a whole process, interleaved, {args.repeat} runs after one warm-up. Generated by "
          "`benchmarks/office_pdf_speed.py`.", "",
          "| input | pages | check wall s min / median / max | pdfplumber wall s min / median / max "
          "| wall ratio (medians) | per run min–max | check CPU s (median) | pdfplumber CPU s | CPU ratio "
          "| target | load avg 1 min |",
          "|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        c, b, r = row["check_seconds"], row["pdfplumber_seconds"], row["ratio_per_run"]
        md.append(f"| {row['input']} | {row['pages']} | {c['min']} / {c['median']} / {c['max']} | "
                  f"{b['min']} / {b['median']} / {b['max']} | **{row['ratio_median']}** | {r['min']}–{r['max']} | "
                  f"{row['check_cpu_seconds']['median']} | {row['pdfplumber_cpu_seconds']['median']} | "
                  f"**{row['cpu_ratio_median']}** | {row['target'] or ''} | "
                  f"{min(row['load_average_1min'])}–{max(row['load_average_1min'])} |")
    if startup:
        h, c = startup["help_seconds"], startup["check_3p_seconds"]
        hc, cc = startup["help_cpu_seconds"], startup["check_3p_cpu_seconds"]
        md += ["", f"`slacheck --help`: wall {h['min']} / {h['median']} / {h['max']} s, CPU {hc['median']} s "
               f"(target 0.3); `slacheck check cuad_3p.pdf --no-db`: wall {c['min']} / {c['median']} / {c['max']} s, "
               f"CPU {cc['median']} s (target 0.8)."]
    for key, found in flatness.items():
        md += ["", f"Time per page, {key} (target: flat within 1.5x from 3 to 150 pages): "
               + ", ".join(f"{name} {value}" for name, value in found["per_input"].items())
               + f"; max/min {found['max_over_min']}."]
    write_markdown(RESULTS / "office_pdf_speed.md", md)


if __name__ == "__main__":
    main()
