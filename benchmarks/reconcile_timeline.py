"""Where a big reconcile's time goes, process by process: a timeline and a quiet-machine estimate.

``reconcile_speed.py`` gives whole-process figures; this shows which process does what, when,
and with how much CPU (user + system, page faults): reading our log and the vendor's, the
matching's child beside both claims, the disputes beside the JSON head's writer, the rest's two
writers. Each step is a function of the reconcile wrapped here to log, on entry and exit, its
process, the time and that process's CPU; forked children log the same way (their CPU counts
from their fork). On a machine shared with other work the wall times say little, so the
estimate is made of CPU only, phase by phase (what a quiet machine with two free cores would
take): start-up to the reading's fork; the longer of the two reads; the longer of this process's
claims (and what it does before the pairs come) and the matching's child; this process alone from
the pairs to the JSON head's writer's fork; then this process's own CPU or half of all the
processes' CPU left, whichever is more.

    /work/venv/bin/python benchmarks/reconcile_timeline.py TRACE.log -- reconcile --incidents ...  (a traced run)
    /work/venv/bin/python benchmarks/reconcile_timeline.py --show TRACE.log [TRACE.log ...]
"""

from __future__ import annotations

import collections
import functools
import importlib
import os
import resource
import sys
import time

STEPS = [  # (module, function): the steps of a big reconcile, in the order they run
    ("slacheck.api", "reconcile"),
    ("slacheck.incidents.read", "read_incident_table"),
    ("slacheck.claim_inputs", "read_claim_inputs"),
    ("slacheck.incidents.parallel", "read_blocks"),
    ("slacheck.incidents.parallel", "join_tables"),
    ("slacheck.sla.reconcile", "pair_columns"),
    ("slacheck.sla.reconcile", "one_to_one"),
    ("slacheck.sla.reconcile", "_matched"),
    ("slacheck.sla.reconcile", "claim_and_engine"),
    ("slacheck.sla.reconcile", "compute_claim"),
    ("slacheck.sla.reconcile", "DisputeGround"),
    ("slacheck.sla.reconcile", "disputes_of_rows"),
    ("slacheck.sla.reconcile", "split_ours_only"),
    ("slacheck.sla.disputes", "find_disagreements"),
    ("slacheck.sla.disputes", "_side_values"),
    ("slacheck.columns.forked", "write_all"),
    ("slacheck.columns.forked", "_write_in_turn"),
    ("slacheck.columns.forked", "write_after"),
    ("slacheck.report.reconcile_json", "HeadFirst.meanwhile"),
    ("slacheck.report.reconcile_json", "HeadFirst.head"),
    ("slacheck.report.reconcile_json", "HeadFirst.finish"),
]


def traced_run(log_path: str, argv: list[str]) -> None:
    """The command ``argv`` (``slacheck``'s arguments) run here with every step of ``STEPS`` logged."""
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND)
    started = time.time()

    def event(name: str, what: str) -> None:  # one write a line: forked children append to the same file
        times, usage = os.times(), resource.getrusage(resource.RUSAGE_SELF)
        os.write(log, f"{os.getpid()} {time.time() - started:.4f} {times.user:.3f} {times.system:.3f} "
                      f"{usage.ru_minflt} {what} {name}\n".encode())

    def logged(function, name):
        @functools.wraps(function)
        def step(*args, **kwargs):
            event(name, "B")
            try:
                return function(*args, **kwargs)
            finally:
                event(name, "E")
        return step

    # the command line's own settings first, as ``cli.main`` makes them before numpy loads: without
    # them numpy backs its big arrays with 2 MB pages here, and every fresh one costs a host fault
    # (whole runs +1.5 s CPU, `join_tables` of our log 0.1-0.4 s of system time in some traces)
    from slacheck.cli import command_line_settings

    command_line_settings()
    for module, name in STEPS:  # (loads the modules now: start-up is a little longer than untraced)
        owner = importlib.import_module(module)
        *path, attribute = name.split(".")
        for part in path:
            owner = getattr(owner, part)
        setattr(owner, attribute, logged(getattr(owner, attribute), name))
    exit_now = os._exit

    def exit_logged(status):  # a forked child ends with os._exit: its total CPU
        event("exit", "X")
        exit_now(status)

    os._exit = exit_logged
    event("start", "X")
    sys.argv = ["slacheck", *argv]
    try:
        from slacheck.cli import main

        main()
    finally:
        event("exit", "X")


def read_log(path: str) -> tuple[list[str], dict[str, list[tuple]]]:
    """The processes in order of first appearance, and each one's events (what, step, wall, CPU, faults)."""
    events: dict[str, list[tuple]] = collections.defaultdict(list)
    for line in open(path, encoding="utf-8"):
        pid, wall, user, system, faults, what, name = line.split()
        events[pid].append((what, name, float(wall), float(user) + float(system), int(faults)))
    return list(events), events


def timeline(path: str) -> list[str]:
    """One line per step: process, wall from..to, CPU and page faults in it, nested steps indented."""
    order, events = read_log(path)
    rows = []
    for pid, process in events.items():
        open_steps = []
        for what, name, wall, cpu, faults in process:
            if what == "B":
                open_steps.append((name, wall, cpu, faults))
            elif what == "E":
                step, wall0, cpu0, faults0 = open_steps.pop()
                rows.append((wall0, order.index(pid), len(open_steps), step, wall, cpu - cpu0, faults - faults0))
            elif name == "exit":
                rows.append((wall, order.index(pid), 0, "(exit: CPU in all)", wall, cpu, faults))
    return [f"P{p} {w0:7.3f}-{w1:7.3f} {'  ' * depth}{step:<28} CPU {cpu:6.3f} faults {faults // 1000:4d}k"
            for w0, p, depth, step, w1, cpu, faults in sorted(rows)]


def estimate(path: str) -> dict[str, float]:
    """The quiet-machine estimate (the module's docstring) and its parts, from CPU alone."""
    order, events = read_log(path)
    main, children = events[order[0]], [events[pid] for pid in order[1:]]

    def cpu_at(process, step, what):
        return next(cpu for w, name, _, cpu, _ in process if name == step and w == what)

    def total(process):
        return max(cpu for *_, cpu, _ in process)

    reader = next(c for c in children if any(name == "read_incident_table" for _, name, *_ in c))
    matching = next(c for c in children if any(name == "pair_columns" for _, name, *_ in c))
    others = [c for c in children if c is not reader and c is not matching]
    start = cpu_at(main, "read_claim_inputs", "B")
    read = max(cpu_at(main, "read_claim_inputs", "E") - start, total(reader))
    claims = cpu_at(main, "_matched", "B") - cpu_at(main, "claim_and_engine", "B")  # (with what waits on the pairs)
    pairing = max(claims, total(matching))
    # this process alone from the pairs to the JSON head's writer's fork, then beside the others
    alone = cpu_at(main, "HeadFirst.head", "E") - cpu_at(main, "_matched", "B")
    own_rest = total(main) - cpu_at(main, "HeadFirst.head", "E")
    rest = alone + max(own_rest, (own_rest + sum(total(c) for c in others)) / 2)
    return {"start": start, "read": read, "claims": claims, "matching": total(matching), "alone": alone, "rest": rest,
            "estimate": start + read + pairing + rest, "cpu": total(main) + sum(total(c) for c in children)}


def main() -> int:
    if sys.argv[1:2] == ["--show"]:
        for path in sys.argv[2:]:
            print("\n".join(timeline(path)))
            print(path, " ".join(f"{k} {v:.3f}" for k, v in estimate(path).items()), "\n")
        return 0
    log_path, separator, *argv = sys.argv[1:]
    if separator != "--":
        raise SystemExit(__doc__)
    traced_run(log_path, argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
