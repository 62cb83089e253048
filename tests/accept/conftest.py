"""Inline nccl-tests logs: the real layout, with the numbers a test chooses."""

from __future__ import annotations

import pytest

HEADER = """#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
"""


def nccl_log(busbw_by_size: dict[int, float], hosts: list[str] | None = None, gpus_per_host: int = 8,
             prefix: str = "", wrong: int = 0, root: int = -1, avg: float | None = 1.5,
             info_noise: bool = False) -> str:
    """An all_reduce_perf log; busbw in GB/s per size (in-place slightly lower)."""
    lines = ["# nThread 1 nGpus 1 minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20",
             "#", "# Using devices"]
    rank = 0
    for host in hosts or []:
        for dev in range(gpus_per_host):
            lines.append(f"#  Rank {rank:2d} Group  0 Pid {1000 + rank:6d} on {host} device {dev:2d} "
                         f"[0000:{dev:02x}:00] NVIDIA H800")
            rank += 1
    lines.append("#")
    lines.extend(HEADER.rstrip("\n").split("\n"))
    for size, busbw in busbw_by_size.items():
        if info_noise:
            lines.append("gpu-node-1:1234:1300 [0] NCCL INFO Channel 00/32 : 0 1 2 3 4 5 6 7")
        lines.append(f"{size:12d} {size // 4:13d}     float     sum {root:7d} {1000.0:8.1f} {busbw / 2:7.2f} "
                     f"{busbw:7.2f} {wrong:6d} {1001.0:8.1f} {busbw / 2:7.2f} {max(busbw - 0.5, 0):7.2f} {wrong:6d}")
    lines.append(f"# Out of bounds values : {wrong} {'OK' if not wrong else 'FAILED'}")
    if avg is not None:
        lines.append(f"# Avg bus bandwidth    : {avg}")
    return "\n".join(prefix + line for line in lines) + "\n"


@pytest.fixture
def write_log(tmp_path):
    def write(name: str, text: str):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write


@pytest.fixture
def make_nccl_log():
    return nccl_log
