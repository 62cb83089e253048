"""Reconcile benchmark: 1,000,000 of our incidents against 1,000,000 of the vendor's, vs DuckDB.

Our log is ``claim_speed.py``'s generated CSV; the vendor's is made from it as a vendor
writes one: its own ids, each start and end moved by up to ±3 minutes, 4% of ours left out
and as many of its own added. Both sides run as whole processes, interleaved, ``--repeat``
times after a warm-up:

- ours: ``slacheck reconcile --incidents ours.csv --vendor-report theirs.csv --format json --no-db``
  (every overlapping pair on a shared unit, the one-to-one matching, the overlapping and
  one-sided lists, the JSON);
- baseline: DuckDB reading both CSVs and computing the interval join itself (every pair of
  incidents overlapping in time on a shared unit, ``*`` sharing all), its count and total
  overlap: the part of the work a SQL engine does, without the matching.

Writes min/median/max, the ratio (limit 2.0), the load average and nproc to
``benchmarks/results/reconcile_speed.json`` and ``.md``.

    /work/venv/bin/python benchmarks/reconcile_speed.py [--rows 1000000] [--repeat 5]
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
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = HERE / "work"
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))
from claim_speed import generate  # noqa: E402
from office_pdf_speed import CPU_SECONDS, run, spread  # noqa: E402

BASELINE_SQL = """
WITH o AS (SELECT id, CAST("start" AS TIMESTAMP) AS s, CAST("end" AS TIMESTAMP) AS e,
                  unnest(string_split(units, ';')) AS unit
           FROM read_csv('{ours}', header = true, all_varchar = true)),
     t AS (SELECT id, CAST("start" AS TIMESTAMP) AS s, CAST("end" AS TIMESTAMP) AS e,
                  unnest(string_split(units, ';')) AS unit
           FROM read_csv('{theirs}', header = true, all_varchar = true)),
     pairs AS (
        SELECT o.id AS oid, t.id AS tid, least(o.e, t.e) - greatest(o.s, t.s) AS overlap
        FROM o JOIN t ON o.unit = t.unit AND o.s < t.e AND t.s < o.e
        UNION
        SELECT o.id, t.id, least(o.e, t.e) - greatest(o.s, t.s)
        FROM o JOIN t ON (o.unit = '*' OR t.unit = '*') AND o.s < t.e AND t.s < o.e)
SELECT count(*) AS pairs, sum(epoch(overlap)) / 60 AS overlap_minutes FROM pairs
"""

BASELINE_SCRIPT = """
import duckdb, json, sys
con = duckdb.connect()
con.execute("SET enable_progress_bar = false")
print(json.dumps(con.execute(open(sys.argv[1]).read()).fetchall()))
"""


def vendor_log(ours: Path, theirs: Path, seed: int = 11) -> None:
    """The vendor's report of the same outages: own ids, times moved a little, some missed, some added."""
    rng = random.Random(seed)
    fmt = "%Y-%m-%dT%H:%M:%S"
    with ours.open(encoding="utf-8") as source, theirs.open("w", encoding="utf-8") as out:
        out.write(next(source))
        k = 0
        for line in source:
            _, start, end, units, cause, notice = line.rstrip("\n").split(",")
            if rng.random() < 0.04:
                start_at = datetime.strptime(start, fmt) + timedelta(hours=rng.randint(1, 500))
                end_at = start_at + timedelta(minutes=rng.choice((5, 30, 60)))
            else:
                start_at = datetime.strptime(start, fmt) + timedelta(minutes=rng.randint(-3, 3))
                end_at = max(start_at, datetime.strptime(end, fmt) + timedelta(minutes=rng.randint(-3, 3)))
            k += 1
            out.write(f"V{k:07d},{start_at:{fmt}},{end_at:{fmt}},{units},{cause},{notice}\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    WORK.mkdir(exist_ok=True)
    RESULTS.mkdir(exist_ok=True)
    ours = WORK / f"big_{args.rows}.csv"
    if not ours.exists():
        generate(ours, args.rows)
    theirs = WORK / f"vendor_{args.rows}.csv"
    if not theirs.exists():
        vendor_log(ours, theirs)
    sql = WORK / "reconcile_baseline.sql"
    sql.write_text(BASELINE_SQL.format(ours=ours, theirs=theirs), encoding="utf-8")
    python = sys.executable
    slacheck = [python, "-m", "slacheck", "reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                "--format", "json", "--no-db"]
    baseline = [python, "-c", BASELINE_SCRIPT, str(sql)]
    run(slacheck)
    run(baseline)
    ours_s, base_s, loads, ours_cpu, base_cpu = [], [], [], [], []
    for _ in range(args.repeat):
        loads.append(round(os.getloadavg()[0], 2))
        ours_s.append(run(slacheck))
        ours_cpu.append(CPU_SECONDS[-1])
        loads.append(round(os.getloadavg()[0], 2))
        base_s.append(run(baseline))
        base_cpu.append(CPU_SECONDS[-1])
    ratio = statistics.median(ours_s) / statistics.median(base_s)
    result = {
        "measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "rows_each_side": args.rows, "slacheck_seconds": spread(ours_s), "duckdb_seconds": spread(base_s),
        "ratio_per_run": spread([o / b for o, b in zip(ours_s, base_s)]), "ratio_median": round(ratio, 3),
        "ratio_limit": 2.0, "load_average_1min": loads,
        "slacheck_cpu_seconds": spread(ours_cpu), "duckdb_cpu_seconds": spread(base_cpu),
    }
    (RESULTS / "reconcile_speed.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    o, b, r = result["slacheck_seconds"], result["duckdb_seconds"], result["ratio_per_run"]
    md = ["# Reconcile benchmark", "",
          f"{args.rows:,} incidents each side; measured {result['measured_at']} on {os.cpu_count()} CPUs; each side "
          f"a whole process, interleaved, {args.repeat} runs after a warm-up. Generated by "
          "`benchmarks/reconcile_speed.py`.", "",
          "| | min s | median s | max s |", "|---|---|---|---|",
          f"| slacheck reconcile --format json --no-db | {o['min']} | {o['median']} | {o['max']} |",
          f"| DuckDB interval join (pairs on a shared unit) | {b['min']} | {b['median']} | {b['max']} |", "",
          f"Ratio of medians **{result['ratio_median']}** (limit 2.0); per run {r['min']}–{r['max']}; "
          f"1-minute load average {min(loads)}–{max(loads)}. CPU seconds (user + system) median: slacheck "
          f"{result['slacheck_cpu_seconds']['median']}, DuckDB {result['duckdb_cpu_seconds']['median']} "
          "(DuckDB uses both cores)."]
    path = RESULTS / "reconcile_speed.md"
    previous = path.read_text(encoding="utf-8") if path.exists() else ""
    notes = previous[previous.index("\n## Notes"):] if "\n## Notes" in previous else ""  # hand-written: kept
    path.write_text("\n".join(md) + "\n" + notes, encoding="utf-8")
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
