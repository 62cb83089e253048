"""Reconcile benchmark: 1,000,000 of our incidents against 1,000,000 of the vendor's, vs DuckDB.

Our log is ``claim_speed.py``'s generated CSV; the vendor's is made from it as a vendor
writes one: its own ids, each start and end moved by up to ±3 minutes, 4% of ours left out
and as many of its own added. Both sides run as whole processes, interleaved, ``--repeat``
times after a warm-up:

- ours: ``slacheck reconcile --incidents ours.csv --vendor-report theirs.csv --terms terms.yaml
  --units 1000 --format json --no-db`` (the terms' node SLA pairs on shared units, as the
  baseline does; then every overlapping pair, the one-to-one matching, the overlapping and
  one-sided lists, every matched pair's disagreements with the first 200 priced, each side's
  credit, the JSON);
- baseline: DuckDB reading both CSVs and computing the interval join itself (every pair of
  incidents overlapping in time on a shared unit, ``*`` sharing all), its count and total
  overlap: the part of the work a SQL engine does, without the matching. Checked once in
  process against slacheck's own pair columns: the same number of pairs and the same overlap,
  and (the same query listing its pairs) every pair with its overlap.

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
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = HERE / "work"
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))
from results_file import byte_compile, write_markdown  # noqa: E402
from claim_speed import TERMS, generate, run_measured  # noqa: E402
from office_pdf_speed import CPU_SECONDS, run, spread  # noqa: E402

# Every pair of incidents overlapping in time (by more than nothing: a zero-length record inside
# another shares no time, as slacheck reads it) on a shared unit, `*` sharing every unit. Written
# as a SQL engine is made to run an interval join fast: each record is listed in the hours it
# touches and the join is an equi-join on (unit, hour), a pair kept in the first hour both touch.
# The plain join on unit with the time conditions (DuckDB: a hash join on the unit, the time
# tested on every candidate: ~1e9 of them here) gives the same pairs in 35-42 s instead of ~5 s.
BASELINE_SQL = """
WITH o AS (SELECT *, unnest(range(epoch(s)::BIGINT // 3600, epoch(e)::BIGINT // 3600 + 1)) AS h
           FROM (SELECT id, CAST("start" AS TIMESTAMP) AS s, CAST("end" AS TIMESTAMP) AS e,
                        unnest(string_split(units, ';')) AS unit
                 FROM read_csv('{ours}', header = true, all_varchar = true))),
     t AS (SELECT *, unnest(range(epoch(s)::BIGINT // 3600, epoch(e)::BIGINT // 3600 + 1)) AS h
           FROM (SELECT id, CAST("start" AS TIMESTAMP) AS s, CAST("end" AS TIMESTAMP) AS e,
                        unnest(string_split(units, ';')) AS unit
                 FROM read_csv('{theirs}', header = true, all_varchar = true))),
     candidates AS (
        SELECT o.id AS oid, t.id AS tid, o.s AS os, o.e AS oe, t.s AS ts, t.e AS te, o.h
        FROM o JOIN t ON o.unit = t.unit AND o.h = t.h
        UNION ALL
        SELECT o.id, t.id, o.s, o.e, t.s, t.e, o.h FROM o JOIN t ON o.h = t.h WHERE o.unit = '*'
        UNION ALL
        SELECT o.id, t.id, o.s, o.e, t.s, t.e, o.h FROM o JOIN t ON o.h = t.h WHERE t.unit = '*'),
     pairs AS (
        SELECT DISTINCT oid, tid, least(oe, te) - greatest(os, ts) AS overlap FROM candidates
        WHERE least(oe, te) > greatest(os, ts)
          AND h = greatest(epoch(os)::BIGINT // 3600, epoch(ts)::BIGINT // 3600))
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


PAIR_LIST_SCRIPT = """
import duckdb, sys
con = duckdb.connect()
con.execute("SET enable_progress_bar = false")
query = open(sys.argv[1]).read().rsplit("SELECT count(*)", 1)[0] + "SELECT oid, tid, epoch(overlap) FROM pairs"
con.execute(f"COPY ({query}) TO '{sys.argv[2]}' (HEADER false)")
"""


def same_pairs(ours: Path, theirs: Path, baseline: list[str], sql: Path) -> dict:
    """The baseline's pairs and overlap against slacheck's pair columns (in process, untimed):
    the timed query's count and total, and every pair itself (the same query listing its
    pairs instead of counting them, compared as sets of (our id, their id, overlap))."""
    from slacheck.incidents.read import read_incident_table
    from slacheck.sla.reconcile import pair_columns
    from zoneinfo import ZoneInfo

    zone = ZoneInfo("Asia/Shanghai")  # no DST: the naive times DuckDB reads are the same instants
    ours_table, theirs_table = read_incident_table(ours, tz=zone), read_incident_table(theirs, tz=zone)
    pairs = pair_columns(ours_table, theirs_table, whole_cluster=False)
    minutes = int(pairs.overlap_ms.sum()) / 60000
    (count, overlap), = json.loads(subprocess.run(baseline, capture_output=True, check=True).stdout)
    listed = WORK / "reconcile_baseline_pairs.csv"
    subprocess.run([sys.executable, "-c", PAIR_LIST_SCRIPT, str(sql), str(listed)], check=True)
    theirs_pairs = {(a, b, round(float(s) * 1000)) for a, b, s in
                    (line.split(",") for line in listed.read_text(encoding="utf-8").splitlines())}
    listed.unlink()
    ours_pairs = set(zip(ours_table.ids.take(pairs.ours).tolist(), theirs_table.ids.take(pairs.theirs).tolist(),
                         pairs.overlap_ms.tolist()))
    return {"pairs": len(pairs), "overlap_minutes": minutes, "duckdb_pairs": count, "duckdb_overlap_minutes": overlap,
            "every_pair_equal": ours_pairs == theirs_pairs,
            "agree": count == len(pairs) and abs(overlap - minutes) < 1e-6 and ours_pairs == theirs_pairs}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    byte_compile()  # as a wheel install is: no module compiled from source in a timed run
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
    terms = WORK / "terms.yaml"
    terms.write_text(TERMS, encoding="utf-8")
    python = sys.executable
    slacheck = [python, "-m", "slacheck", "reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                "--terms", str(terms), "--units", "1000", "--as-of", "2026-01-10", "--format", "json", "--no-db"]
    baseline = [python, "-c", BASELINE_SCRIPT, str(sql)]
    same = same_pairs(ours, theirs, baseline, sql)
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
    output = WORK / "reconcile_output.json"  # one more run, untimed: peak RSS and the JSON's size
    _, peak_rss, _ = run_measured(slacheck, output)
    output_bytes = output.stat().st_size
    output.unlink()
    ratio = statistics.median(ours_s) / statistics.median(base_s)
    result = {
        "measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"nproc": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "rows_each_side": args.rows, "slacheck_seconds": spread(ours_s), "duckdb_seconds": spread(base_s),
        "ratio_per_run": spread([o / b for o, b in zip(ours_s, base_s)]), "ratio_median": round(ratio, 3),
        "ratio_limit": 2.0, "load_average_1min": loads,
        "slacheck_cpu_seconds": spread(ours_cpu), "duckdb_cpu_seconds": spread(base_cpu),
        "same_pairs": same, "slacheck_peak_rss_mib": round(peak_rss / 2**20), "json_output_mb": round(output_bytes / 1e6),
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
          "(DuckDB uses both cores).", "",
          f"Same join: {same['pairs']:,} pairs, {same['overlap_minutes']:,.0f} minutes of overlap on both sides, "
          f"every pair (ids and overlap) the same: {same['agree']}. slacheck's peak RSS "
          f"{result['slacheck_peak_rss_mib']:,} MiB; its JSON {result['json_output_mb']:,} MB."]
    write_markdown(RESULTS / "reconcile_speed.md", md)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
