"""Contracts with one hostile long line: `slacheck extract --no-db --format json` on each, timed as a whole process.

Each line once made a pattern try it again from each of its characters (seconds to minutes of extract on one line);
the tests guard what bounds that work (the lengths a pattern runs over, where a match may begin), this script
measures the time:

- ``plain paragraph``: ~49,000 characters of one sentence repeated on one line, no percentage (q10: the look for two
  lines of percentages, ~45 s before dbe6cff5);
- ``percentages``: a 49,000-character line of availability levels and credits, a second line of them after it (the
  same look, finding what it looks for);
- ``Title Case after a figure``: "The availability is 99.9% " then 50,000 characters of capitalised words (q11: the
  scope a figure is stated for, ~58 s before c7aff570);
- ``dashes ending in a word``: 2,000 dashes then a word on a line under a contract's sentences (p35: a table's rule
  line, ~20 s for 1,500 dashes before it).

Each runs ``--repeat`` times after one untimed run (the extractor's cache built); wall seconds min/median/max, the
exit codes, the terms read and the 1-minute load average go to ``benchmarks/results/long_lines.json`` and ``.md``.

    python benchmarks/long_lines.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from results_file import byte_compile, slacheck_command, write_markdown  # noqa: E402
WORK = HERE / "work"
RESULTS = HERE / "results"
TIMEOUT_SECONDS = 600
HEAD = "# GPU Server Rental Agreement\n\nThe Provider rents the GPU servers listed in the order form to the Customer.\n\n"


def contracts() -> dict[str, str]:
    """Each case's name and the contract's text holding its long line."""
    sentence = "The Provider shall keep the rented servers in good working order for the Customer"
    levels = "Below 99.9% the credit is 10% of the monthly fee; below 99% the credit is 25% of the monthly fee. "
    return {
        "plain paragraph (49,000 characters, no %)": HEAD + " ".join([sentence] * 600) + "\n",
        "percentages (49,000 characters, a second line of them)":
            HEAD + (levels * 500)[:49_000] + "\nBelow 95% the credit is 50% of the monthly fee.\n",
        "Title Case after a figure (50,000 characters)":
            HEAD + "The availability is 99.9% " + ("For Standard Gold " * 2800)[:50_000] + "\n",
        "2,000 dashes ending in a word":
            HEAD + "The monthly availability is 99.9%.\n\n" + "-" * 2000 + " end of schedule\n",
    }


def run_once(command: list[str], env: dict[str, str]) -> dict:
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=TIMEOUT_SECONDS)
    seconds = time.monotonic() - started
    try:
        terms = len(json.loads(done.stdout).get("terms") or [])
    except (ValueError, AttributeError):
        terms = None
    return {"rc": done.returncode, "seconds": seconds, "terms": terms, "stderr": done.stderr[:400]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    WORK.mkdir(exist_ok=True)
    RESULTS.mkdir(exist_ok=True)
    byte_compile()
    slacheck = slacheck_command()
    # the default limits (no SLACHECK_ setting but where the extractor's cache is kept)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SLACHECK_") or k == "SLACHECK_CACHE_DIR"}
    rows = []
    for name, text in contracts().items():
        path = WORK / ("long_line_" + "".join(c if c.isalnum() else "_" for c in name.split(" (")[0]) + ".md")
        path.write_text(text, encoding="utf-8")
        command = [slacheck, "extract", str(path), "--no-db", "--format", "json"]
        run_once(command, env)  # (untimed: the cache built, the files read once)
        runs = []
        for _ in range(args.repeat):
            load = round(os.getloadavg()[0], 2)
            runs.append({**run_once(command, env), "load": load})
        seconds = [r["seconds"] for r in runs]
        rows.append({
            "input": name, "characters": len(text), "longest_line": max(len(line) for line in text.splitlines()),
            "exit_codes": sorted({r["rc"] for r in runs}), "terms": sorted({r["terms"] for r in runs}, key=str),
            "seconds": {"min": round(min(seconds), 2), "median": round(statistics.median(seconds), 2),
                        "max": round(max(seconds), 2)},
            "load_average_1min": [r["load"] for r in runs],
            "message": runs[0]["stderr"].splitlines()[0] if runs[0]["stderr"] else "",
        })
        print(json.dumps(rows[-1]), flush=True)
    result = {"measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
              "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
              "repeat": args.repeat, "cases": rows}
    (RESULTS / "long_lines.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md = ["# Contracts with one hostile long line", "",
          f"Measured {result['measured_at']} on {os.cpu_count()} CPUs (Python {platform.python_version()}), "
          f"{args.repeat} runs each after an untimed one, `slacheck extract FILE --no-db --format json` as a whole "
          "process. Generated by `benchmarks/long_lines.py`.", "",
          "| input | longest line | exit | terms | wall s min / median / max | load avg |",
          "|---|---|---|---|---|---|"]
    for row in rows:
        s = row["seconds"]
        md.append(f"| {row['input']} | {row['longest_line']:,} | {','.join(map(str, row['exit_codes']))} "
                  f"| {','.join(map(str, row['terms']))} | {s['min']} / {s['median']} / {s['max']} "
                  f"| {min(row['load_average_1min'])}–{max(row['load_average_1min'])} |")
    write_markdown(RESULTS / "long_lines.md", md)


if __name__ == "__main__":
    main()
