"""Frozen results of acceptance testing: parsed nccl-tests and nvidia-smi logs, and verdicts.

Kept beside the accept stage (not in ``slacheck.models``) because nothing else in the flow
uses them; every row still carries the file and line it was read from.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Verdict = Literal["pass", "fail", "review"]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class NcclRow(Frozen):
    """One message size of the nccl-tests table; bandwidths in GB/s (bytes) as printed."""

    line: int
    size_bytes: int
    count: int
    type: str
    redop: str
    root: int | None = None
    oop_time_us: float
    oop_algbw_gbytes: float
    oop_busbw_gbytes: float
    oop_wrong: int | None = None     # None when validation was off (N/A) or the log prints "error"
    ip_time_us: float
    ip_algbw_gbytes: float
    ip_busbw_gbytes: float
    ip_wrong: int | None = None

    @property
    def busbw_gbytes(self) -> float:
        """The better of out-of-place and in-place bus bandwidth for this size."""
        return max(self.oop_busbw_gbytes, self.ip_busbw_gbytes)

    @property
    def wrong(self) -> int:
        return (self.oop_wrong or 0) + (self.ip_wrong or 0)


class NcclRun(Frozen):
    """One nccl-tests table (a log may hold several runs one after another)."""

    file: str
    header_line: int
    ranks: int | None = None         # from "# Using devices"
    nodes: int | None = None         # distinct host names among the ranks
    device: str | None = None        # GPU name as printed for rank 0
    device_names: list[str] = Field(default_factory=list)  # every rank's GPU name, by rank
    device_line: int | None = None   # the first "# Rank ..." line
    rows: list[NcclRow]
    avg_busbw_gbytes: float | None = None
    out_of_bounds: int | None = None
    out_of_bounds_ok: bool | None = None


class NcclVerdict(Frozen):
    """A run judged against the contract, with the numbers and the reasoning in words."""

    file: str
    line: int
    verdict: Verdict
    ranks: int | None
    nodes: int | None
    ports_per_node: int
    port_gbps: float | None
    nominal_busbw_gbps: float | None     # what the fabric can carry as nccl bus bandwidth (judged on)
    line_rate_gbps: float | None = None  # the NIC line rate per node: ports × port speed
    nominal_basis: Literal["busbw_scaled", "line_rate"] | None = None  # which of the two is nominal
    busbw_factor: float | None = None    # ((n-1)/n) / ((N-1)/N): busbw per unit of network traffic
    network_gbps: float | None = None    # the measured busbw as traffic on each node's NICs
    busbw_vs_line_rate_pct: float | None = None  # measured busbw read straight against the line rate
    min_pct: float
    min_pct_source: Literal["contract", "default"]
    required_busbw_gbps: float | None
    judged_sizes: list[int]
    measured_busbw_gbytes: float | None  # mean over the judged sizes, as printed (GB/s)
    measured_busbw_gbps: float | None    # the same in Gb/s (x 8)
    measured_pct: float | None           # of nominal
    avg_busbw_gbytes: float | None       # the log's "# Avg bus bandwidth" (all sizes; not judged)
    wrong: int
    explanation: str


class SmiGpu(Frozen):
    """One GPU row of ``nvidia-smi --query-gpu=... --format=csv``; values as strings."""

    line: int
    index: str
    values: dict[str, str]           # field name without unit -> value without unit ("" for N/A)
    header_line: int = 1             # the CSV's header, which names the columns
    flags: list[str] = Field(default_factory=list)  # e.g. "GPU requires reset", "N/A: power.draw"
    # the cells nvidia-smi gave no value in ("[N/A]", "[Not Supported]", empty), as written: field -> cell
    unreported: dict[str, str] = Field(default_factory=dict)


class SmiFinding(Frozen):
    file: str
    line: int
    gpu: str
    field: str
    value: str
    verdict: Verdict
    message: str


class HardwareCheck(Frozen):
    """The GPUs a log shows (model, count) against the contract's gpu_model / gpu_count."""

    source: str                      # "run.log (nccl-tests)", "gpus.csv (nvidia-smi)"
    file: str
    line: int                        # the device list of the run, or the CSV's header
    check: Literal["gpu_model", "gpu_count"]
    found: str                       # "16 × A100-SXM4-40GB (A100)", "16 GPUs on 2 nodes"
    expected: str | None             # "H800", "2,048 GPUs, 8 per node"
    verdict: Verdict
    message: str


class AcceptResult(Frozen):
    """``slacheck accept`` output."""

    contract: str                    # the contract or TERMS.yaml the terms came from
    document_sha256: str | None = None
    verdict: Verdict
    nccl: list[NcclVerdict]
    smi: list[SmiFinding] = Field(default_factory=list)
    smi_gpus: int = 0
    hardware: list[HardwareCheck] = Field(default_factory=list)  # GPU model and count against the contract
    notes: list[str] = Field(default_factory=list)
    language: str = "en"             # of the sentences (explanations, messages, notes): --lang, else the contract's
