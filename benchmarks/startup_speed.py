"""Start-up and small contracts: `slacheck check` of a 3-page contract as a whole process.

Issue 13's targets: `slacheck check` of a 3-page contract <= 0.8 s as a process, `slacheck
--help` <= 0.3 s, and time per page flat within 1.5x from 3 to 150 pages. Measured here, each
command a whole process, interleaved round by round (one warm-up round first), wall and CPU
(user + system of the process and its reader children), with the load average:

- ``--help``;
- ``check cuad_3p.pdf --no-db`` (the target), and with the audit database on (``check``'s
  default): into a new database each run, and into one that already holds earlier runs;
- ``check`` of the 3-, 30- and 150-page CUAD contracts of ``office_pdf_speed.py`` (LibreOffice
  exports, built there) for the time per page, whole process and extraction phases
  (``SLACHECK_PROFILE=1``: normalise + parse + match + select, the work of the text itself;
  the one-off ``build`` of the extractor, wherever it ran, is reported beside it).

    /work/venv/bin/python benchmarks/startup_speed.py [--repeat 5]

Writes results/startup_speed.json and .md (a hand-written "## Notes" section is kept).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from results_file import byte_compile, slacheck_command, write_markdown  # noqa: E402
from office_pdf_speed import (CPU_SECONDS, EXTRACTION_PHASES, PHASES, RESULTS, WORK,  # noqa: E402
                              build_inputs, page_count, run, spread)

SIZES = ("cuad_3p", "cuad_30p", "cuad_150p")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    slacheck = slacheck_command()
    byte_compile()
    build_inputs(set(SIZES))
    small = str(WORK / "cuad_3p.pdf")
    scratch = Path(tempfile.mkdtemp(prefix="slacheck-startup-"))
    kept_db = scratch / "kept.db"
    commands = {
        "help": ([slacheck, "--help"], False),
        "check_3p_no_db": ([slacheck, "check", small, "--format", "json", "--no-db"], True),  # profiled: per page
        "check_3p_new_db": (None, False),  # a new database each run (built below)
        "check_3p_kept_db": ([slacheck, "check", small, "--format", "json", "--db", str(kept_db)], False),
    }
    commands.update({f"check_{size[5:]}_no_db": ([slacheck, "check", str(WORK / f"{size}.pdf"), "--format", "json",
                                                  "--no-db"], True) for size in SIZES[1:]})
    wall: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    phases: dict[str, list[dict]] = {name: [] for name in commands}
    loads: list[float] = []
    for round_ in range(args.repeat + 1):  # round 0 warms the file cache and .pyc files
        for name, (command, profile) in commands.items():
            if name == "check_3p_new_db":
                command = [slacheck, "check", small, "--format", "json", "--db", str(scratch / f"new{round_}.db")]
            loads.append(round(os.getloadavg()[0], 2))
            seconds = run(command, ok_codes=(0, 1), profile=profile)  # 1: a blocker not passed (a finding)
            if round_:
                wall[name].append(seconds)
                cpu[name].append(CPU_SECONDS[-1])
                if profile:
                    phases[name].append(PHASES[-1])
    shutil.rmtree(scratch, ignore_errors=True)

    per_page = []
    for size in SIZES:
        name = f"check_{size[5:]}_no_db"
        pages = page_count(WORK / f"{size}.pdf")
        extraction = statistics.median(sum(p.get(k, 0.0) for k in EXTRACTION_PHASES) for p in phases[name])
        per_page.append({"input": f"{size}.pdf", "pages": pages,
                         "wall_ms_per_page": round(1000 * statistics.median(wall[name]) / pages, 1),
                         "cpu_ms_per_page": round(1000 * statistics.median(cpu[name]) / pages, 1),
                         "extract_ms_per_page": round(1000 * extraction / pages, 1),
                         "build_ms": round(1000 * statistics.median(p.get("build", 0.0) for p in phases[name]))})
    steady = steady_state_ms_per_page(args.repeat)
    for r, size in zip(per_page, SIZES):
        r["steady_one_core_ms_per_page"] = steady[size]
    flatness = {key: round(max(r[key] for r in per_page) / min(r[key] for r in per_page), 2)
                for key in ("wall_ms_per_page", "cpu_ms_per_page", "extract_ms_per_page", "steady_one_core_ms_per_page")}
    result = {
        "measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "repeat": args.repeat, "load_average_1min": {"min": min(loads), "max": max(loads)},
        "wall_seconds": {name: spread(values) for name, values in wall.items()},
        "cpu_seconds": {name: spread(values) for name, values in cpu.items()},
        "per_page": per_page, "per_page_max_over_min": flatness,
    }
    (RESULTS / "startup_speed.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")

    targets = {"help": 0.3, "check_3p_no_db": 0.8}
    md = ["# Start-up: `slacheck check` of a 3-page contract, `--help`, time per page", "",
          f"Measured {result['measured_at']} on {os.cpu_count()} CPUs (Python {platform.python_version()}), "
          f"each command a whole process, interleaved, {args.repeat} rounds after one warm-up; load average "
          f"{min(loads)}–{max(loads)}. Generated by `benchmarks/startup_speed.py`.", "",
          "| command | wall s min / median / max | CPU s min / median / max | target (wall) |",
          "|---|---|---|---|"]
    for name in commands:
        w, c = result["wall_seconds"][name], result["cpu_seconds"][name]
        md.append(f"| {name} | {w['min']} / **{w['median']}** / {w['max']} | {c['min']} / {c['median']} / {c['max']} "
                  f"| {targets.get(name, '')} |")
    md += ["", "| input | pages | wall ms per page | CPU ms per page | extraction ms per page | build ms (once) "
           "| steady state, one core, ms per page (diagnostic) |",
           "|---|---|---|---|---|---|---|"]
    md += [f"| {r['input']} | {r['pages']} | {r['wall_ms_per_page']} | {r['cpu_ms_per_page']} | {r['extract_ms_per_page']} "
           f"| {r['build_ms']} | {r['steady_one_core_ms_per_page']} |" for r in per_page]
    md += ["", "Steady state, one core (a diagnostic, not the target's measure): in one process, each text's "
           "extraction timed after every text was extracted once, with no reader beside it (`extract_terms` "
           "without `beside`), median of the rounds: whether the work per page grows with the text, apart from "
           "a process's first text and from the second core a long text also uses."]
    md += ["", "Extraction = the normalise, parse, match and select phases of `--profile` (the text's own work); "
           "build = the one-off building of the extractor (spaCy's import, its pipeline, the rule set, the pattern "
           "docs a text needs), wherever it ran: mostly while the PDF was read, the rest on the text's first match."]
    md += ["", "Max / min over 3 → 150 pages (target 1.5): " + ", ".join(f"{k} {v}" for k, v in flatness.items()) + "."]
    write_markdown(RESULTS / "startup_speed.md", md)


STEADY = """
import json, statistics, sys, time
from slacheck import api
from slacheck.extract.pipeline import extract_terms
docs = {name: api.load_document(path) for name, path in json.loads(sys.argv[1]).items()}
for doc in docs.values():
    extract_terms(doc)  # every text once: builds, first-use costs, caches
out = {}
for name, doc in docs.items():
    times = []
    for _ in range(int(sys.argv[2])):
        start = time.perf_counter()
        extract_terms(doc)
        times.append(time.perf_counter() - start)
    out[name] = round(1000 * statistics.median(times) / len(doc.pages), 2)
print(json.dumps(out))
"""


def steady_state_ms_per_page(repeat: int) -> dict[str, float]:
    """Extraction ms per page of each text in one process, once every text has been extracted
    once, on one core: the growth of the work with the text, apart from a first text's costs."""
    import subprocess

    paths = json.dumps({size: str(WORK / f"{size}.pdf") for size in SIZES})
    done = subprocess.run([sys.executable, "-c", STEADY, paths, str(repeat)], check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    main()
