"""Hostile inputs at the default limits (issue 12): each run must end by itself in <= 60 s and
<= 2 GiB, exit 2 with a message naming the file, and never touch the database.

- ``huge_body.docx``: a DOCX whose word/document.xml expands to 150 MB (one long run of
  paragraphs, ``tests/fixtures/make_hostile.py``), and ``long_body.docx`` at 60 MB (under
  SLACHECK_MAX_DOCX_XML_MB, so it is parsed and stops at SLACHECK_MAX_TEXT_CHARS);
- ``bad_rows_3m.csv``: 3,000,000 incident rows, every field bad (90 MB, under the 100 MB limit).

Each case runs ``--repeat`` times as a whole process (``slacheck check`` / ``claim``, default
limits, a database that must stay byte for byte the same); wall seconds min/median/max, peak
RSS of the process tree (``ru_maxrss`` of the children), the 1-minute load average, and the
first line of stderr go to ``benchmarks/results/hostile_limits.json`` and ``.md``.

    python benchmarks/hostile_limits.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from results_file import slacheck_command, write_markdown  # noqa: E402
ROOT = HERE.parent
WORK = HERE / "work"
RESULTS = HERE / "results"
LIMIT_SECONDS, LIMIT_MIB = 60, 2048
TERMS = ROOT / "tests" / "fixtures" / "cluster_terms.yaml"
HEADER = "id,start,end,units,cause,notice_hours\n"


def make_hostile():
    spec = importlib.util.spec_from_file_location("make_hostile", ROOT / "tests" / "fixtures" / "make_hostile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_inputs() -> dict[str, list[str]]:
    WORK.mkdir(exist_ok=True)
    make = make_hostile()
    huge, long_body, bad = WORK / "huge_body.docx", WORK / "long_body.docx", WORK / "bad_rows_3m.csv"
    if not huge.exists():
        make.make_huge_document_xml_docx(huge, expanded_mb=150)
    if not long_body.exists():
        make.make_huge_document_xml_docx(long_body, expanded_mb=60)
    if not bad.exists():
        with bad.open("w", encoding="utf-8") as fh:
            fh.write(HEADER)
            fh.write("x,notatime,notatime,,weird,zz\n" * 3_000_000)
    return {
        "huge_body.docx (150 MB body)": ["check", str(huge), "--format", "json"],
        "long_body.docx (60 MB body)": ["check", str(long_body), "--format", "json"],
        "bad_rows_3m.csv (3M bad rows)": ["claim", "--terms", str(TERMS), "--incidents", str(bad),
                                          "--as-of", "2025-07-01", "--format", "json"],
    }


MEASURE = """
import json, resource, subprocess, sys, time
started = time.monotonic()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True, timeout=300)
print(json.dumps({"rc": done.returncode, "seconds": time.monotonic() - started, "stderr": done.stderr[:400],
                  "rss_mib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    slacheck = slacheck_command()
    db = WORK / "hostile_limits.db"
    db.unlink(missing_ok=True)
    subprocess.run([slacheck, "extract", str(ROOT / "fixtures" / "devset" / "dev06_jiading_910b_order.txt"),
                    "--db", str(db), "--format", "json"], check=True, capture_output=True)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SLACHECK_")}  # the default limits
    rows = []
    for name, command in build_inputs().items():
        runs = []
        for _ in range(args.repeat):
            load = round(os.getloadavg()[0], 2)
            out = subprocess.run([sys.executable, "-c", MEASURE, slacheck, *command, "--db", str(db)],
                                 capture_output=True, text=True, env=env, check=True)
            run = json.loads(out.stdout)
            run["load"] = load
            run["db_unchanged"] = hashlib.sha256(db.read_bytes()).hexdigest() == before
            runs.append(run)
        seconds = [r["seconds"] for r in runs]
        rss = [r["rss_mib"] for r in runs]
        rows.append({
            "input": name, "command": "slacheck " + " ".join(command[:1]) + " ... --db FILE",
            "exit_codes": sorted({r["rc"] for r in runs}),
            "seconds": {"min": round(min(seconds), 2), "median": round(statistics.median(seconds), 2),
                        "max": round(max(seconds), 2)},
            "peak_rss_mib": {"min": round(min(rss)), "median": round(statistics.median(rss)), "max": round(max(rss))},
            "db_unchanged": all(r["db_unchanged"] for r in runs),
            "message": runs[0]["stderr"].splitlines()[0] if runs[0]["stderr"] else "",
            "load_average_1min": [r["load"] for r in runs],
            "within_limits": max(seconds) <= LIMIT_SECONDS and max(rss) <= LIMIT_MIB,
        })
        print(json.dumps(rows[-1]), flush=True)
    result = {"measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
              "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
              "repeat": args.repeat, "limits": {"seconds": LIMIT_SECONDS, "rss_mib": LIMIT_MIB}, "cases": rows}
    (RESULTS / "hostile_limits.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md = ["# Hostile inputs at the default limits", "",
          f"Measured {result['measured_at']} on {os.cpu_count()} CPUs (Python {platform.python_version()}), "
          f"{args.repeat} runs each as a whole process, default limits, a database that must stay byte for byte "
          "the same. Generated by `benchmarks/hostile_limits.py`; acceptance (issue 12): each run <= 60 s and "
          "<= 2 GiB.", "",
          "| input | exit | wall s min / median / max | peak RSS MiB min / median / max | DB unchanged | load avg | message |",
          "|---|---|---|---|---|---|---|"]
    for row in rows:
        s, r = row["seconds"], row["peak_rss_mib"]
        md.append(f"| {row['input']} | {','.join(map(str, row['exit_codes']))} | {s['min']} / {s['median']} / {s['max']} "
                  f"| {r['min']} / {r['median']} / {r['max']} | {row['db_unchanged']} | "
                  f"{min(row['load_average_1min'])}–{max(row['load_average_1min'])} | {row['message'][:140]} |")
    write_markdown(RESULTS / "hostile_limits.md", md)


if __name__ == "__main__":
    main()
