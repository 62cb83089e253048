"""Read nccl-tests output (``all_reduce_perf`` and friends) into per-size rows.

Accepts the plain form and the forms launchers add in front of every line: Open MPI's
``--tag-output`` (``[1,0]<stdout>:``) and Slurm's ``srun --label`` (``0: ``). NCCL INFO/WARN
lines interleaved with the table are skipped. Columns are taken from the header, so both the
current layout (``root`` column, ``#wrong``) and the older one (no ``root``, ``error``) read.
Bandwidths stay in GB/s (bytes per second) as printed; the judge converts to Gb/s.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

from ..errors import SlacheckError
from ..limits import Limits, read_input_bytes
from ..sandbox import bounded_input
from ..textcodec import decode_utf16, decode_utf8
from .models import NcclRow, NcclRun

PREFIX = re.compile(r"^(?:\[\d+,\d+\]<std(?:out|err)>:|\d+:\s)")
DEVICE = re.compile(r"^#\s*Rank\s+(\d+)\b.*?\bon\s+(\S+)\s+device\s+\d+\s+\[[^\]]*\]\s+(.*?)\s*$")
AVG = re.compile(r"^#\s*Avg bus bandwidth\s*:\s*(\S+)")
BOUNDS = re.compile(r"^#\s*Out of bounds values\s*:\s*(\d+)\s*(\w+)?")
META = ("size", "count", "type", "redop", "root")


def read_text_log(path: Path, what: str, limits: Limits | None = None) -> str:
    """A log file as text, refusing binary files and files over the size limit. UTF-16 marked by its byte-order
    mark is text (Windows PowerShell's ``nvidia-smi ... > smi.csv`` writes it), its zero bytes no sign of binary."""
    limits = limits or Limits.from_env()
    data = read_input_bytes(path, limits, "file")
    if (text := decode_utf16(path, data)) is not None:
        return text
    if b"\x00" in data[:65536]:
        raise SlacheckError(path, f"binary data, not {what}")
    return decode_utf8(path, data)


def _strip(line: str) -> str:
    return PREFIX.sub("", line, count=1)


def _header_columns(body: str) -> list[str] | None:
    """Column names of a '#  size  count  type ...' header line, or None."""
    tokens = body.lstrip("#").split()
    if len(tokens) >= 10 and tokens[:2] == ["size", "count"] and "busbw" in tokens and "time" in tokens:
        return tokens
    return None


def _number(token: str, path: Path, line: int, column: str, kind=float):
    if token in ("N/A", "n/a"):
        return None
    try:
        value = kind(token)
    except ValueError:
        raise SlacheckError(path, f"column {column}: '{token}' is not a number", line=line) from None
    if isinstance(value, float) and not math.isfinite(value):
        raise SlacheckError(path, f"column {column}: '{token}' is not a finite number", line=line)
    return value


def _parse_row(tokens: list[str], columns: list[str], path: Path, line: int) -> NcclRow:
    meta = [c for c in columns if c in META]
    groups = columns[len(meta):]
    if len(tokens) != len(columns):
        raise SlacheckError(path, f"table row has {len(tokens)} fields, the header has {len(columns)} "
                                  "(truncated or mixed-up output?)", line=line)
    fields = dict(zip(meta, tokens[: len(meta)]))
    rest = tokens[len(meta):]
    half = len(groups) // 2

    def group(names: list[str], values: list[str]) -> tuple[float, float, float, int | None]:
        got = dict(zip(names, values))
        wrong_token = got.get("#wrong")
        return (
            _number(got["time"], path, line, "time"),
            _number(got["algbw"], path, line, "algbw"),
            _number(got["busbw"], path, line, "busbw"),
            _number(wrong_token, path, line, "#wrong", int) if wrong_token is not None else None,
        )

    oop = group(groups[:half], rest[:half])
    ip = group(groups[half:], rest[half:])
    for value, column in ((oop[2], "busbw"), (ip[2], "busbw"), (oop[1], "algbw"), (ip[1], "algbw")):
        if value is None or value < 0:
            raise SlacheckError(path, f"column {column}: missing or negative bandwidth", line=line)
    return NcclRow(
        line=line,
        size_bytes=_number(fields["size"], path, line, "size", int),
        count=_number(fields["count"], path, line, "count", int),
        type=fields["type"],
        redop=fields["redop"],
        root=_number(fields["root"], path, line, "root", int) if "root" in fields else None,
        oop_time_us=oop[0] or 0.0, oop_algbw_gbytes=oop[1], oop_busbw_gbytes=oop[2], oop_wrong=oop[3],
        ip_time_us=ip[0] or 0.0, ip_algbw_gbytes=ip[1], ip_busbw_gbytes=ip[2], ip_wrong=ip[3],
    )


def parse_nccl_text(text: str, path: Path) -> list[NcclRun]:
    """Every nccl-tests result table in a log, with its devices and summary lines."""
    runs: list[NcclRun] = []
    hosts: dict[int, str] = {}
    names: dict[int, str] = {}  # rank -> GPU name as printed
    device: str | None = None
    device_line: int | None = None  # where the device list starts
    current: dict | None = None

    def finish() -> None:
        nonlocal current
        if current is None:
            return
        if not current["rows"]:
            raise SlacheckError(path, "result table has a header but no rows", line=current["header_line"])
        runs.append(NcclRun(**{k: v for k, v in current.items() if k != "columns"}))
        current = None

    for number, raw in enumerate(text.splitlines(), start=1):
        body = _strip(raw).rstrip()
        stripped = body.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            if (m := DEVICE.match(stripped)) is not None:
                if current is not None:  # a new run's device list: close the previous table
                    finish()
                    hosts, names, device, device_line = {}, {}, None, None
                if not hosts:
                    device_line = number
                hosts[int(m.group(1))] = m.group(2)
                names[int(m.group(1))] = m.group(3)
                if int(m.group(1)) == 0:
                    device = m.group(3)
                continue
            if (columns := _header_columns(stripped)) is not None:
                finish()
                current = {"file": path.name, "header_line": number, "rows": [],
                           "ranks": len(hosts) or None, "nodes": len(set(hosts.values())) or None,
                           "device": device, "device_names": [names[r] for r in sorted(names)],
                           "device_line": device_line, "columns": columns}
                continue
            if current is not None and (m := AVG.match(stripped)) is not None:
                current["avg_busbw_gbytes"] = _number(m.group(1), path, number, "Avg bus bandwidth")
                continue
            if current is not None and (m := BOUNDS.match(stripped)) is not None:
                current["out_of_bounds"] = int(m.group(1))
                current["out_of_bounds_ok"] = (m.group(2) or "").upper() == "OK"
            continue
        tokens = stripped.split()
        if current is None or not tokens[0].isdigit():
            continue  # NCCL INFO/WARN lines, banners, launcher noise
        current["rows"].append(_parse_row(tokens, current["columns"], path, number))
    finish()
    if not runs:
        raise SlacheckError(path, "no nccl-tests result table found (expected a '#  size  count  type  redop ... "
                                  "busbw' header followed by rows)")
    return runs


@bounded_input("reading the nccl-tests log")
def read_nccl_log(path: str | Path, limits: Limits | None = None) -> list[NcclRun]:
    """Read an nccl-tests log file; bad or truncated tables raise SlacheckError with the line."""
    path = Path(path)
    return parse_nccl_text(read_text_log(path, "an nccl-tests log", limits), path)
