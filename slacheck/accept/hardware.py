"""The GPUs a test ran on against the contract: ``gpu_model``, ``gpu_count``, ``gpus_per_node``.

An acceptance test is evidence only about the GPUs it ran on: an H100 log does not accept H800
nodes, and 16 GPUs do not accept 2,048. Each nccl-tests run (its ``# Using devices`` list) and
the nvidia-smi CSV (its rows and ``name`` column) is compared with the contract; a mismatch is
``review``, said in words (``messages.yaml``, ``hardware:``).

The contract's model is found as a whole word in the name the tool prints ("NVIDIA H100 80GB
HBM3", "A100-SXM4-40GB", "Ascend910B3"): H20 does not match H200, nor H800 match H8000. The
models slacheck knows (``checklist/gpus.yaml``) name what a log shows instead.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from importlib import resources

import yaml

from ..models import ContractTerms
from .messages import say
from .models import HardwareCheck, NcclRun, SmiGpu


def _say(name: str, lang: str, **fields) -> str:
    return say("hardware", name, lang, **fields)


@lru_cache(maxsize=1)
def known_models() -> tuple[str, ...]:
    """Upper-case model names of SPEC §1 that slacheck has figures for, longest first."""
    text = (resources.files("slacheck.checklist") / "gpus.yaml").read_text(encoding="utf-8")
    return tuple(sorted((str(k).upper() for k in yaml.safe_load(text)), key=len, reverse=True))


def names_model(name: str, model: str) -> bool:
    """Does the printed GPU name ``name`` name ``model``? (whole word; a model that starts with
    a digit may follow letters, "Ascend910B"; one that ends in a letter may take a digit, "910B3")."""
    model = model.strip().upper()
    if not model:
        return False
    before = r"(?<![0-9])" if model[0].isdigit() else r"(?<![A-Z0-9])"
    after = r"(?![A-Z])" if model[-1].isalpha() else r"(?![0-9])"
    return re.search(before + re.escape(model) + after, name.upper()) is not None


def model_of(name: str) -> str | None:
    return next((m for m in known_models() if names_model(name, m)), None)


def describe(names: list[str]) -> str:
    """``16 × A100-SXM4-40GB (A100)``, one part per distinct name."""
    parts = []
    for name, count in Counter(names).items():
        model = model_of(name)
        parts.append(f"{count} × {name}" + (f" ({model})" if model and model != name.upper() else ""))
    return ", ".join(parts)


def _number(x: int | float) -> str:
    return f"{x:,.0f}" if float(x).is_integer() else f"{x:,}"


def check_model(source: str, file: str, line: int, names: list[str], terms: ContractTerms,
                notes: list[str], lang: str = "en") -> HardwareCheck | None:
    model = terms.gpu_model
    if not model:
        if names:
            notes.append(_say("no_contract_model", lang, source=source, found=describe(names)))
        return None
    if not names:
        return HardwareCheck(source=source, file=file, line=line, check="gpu_model", found="", expected=model,
                             verdict="review", message=_say("model_unnamed", lang, source=source, model=model))
    found = describe(names)
    match = all(names_model(name, model) for name in names)
    key = "model_match" if match else "model_mismatch"
    return HardwareCheck(source=source, file=file, line=line, check="gpu_model", found=found, expected=model,
                         verdict="pass" if match else "review",
                         message=_say(key, lang, source=source, found=found, model=model))


def check_count(source: str, file: str, line: int, gpus: int, nodes: int | None, terms: ContractTerms,
                notes: list[str], lang: str = "en") -> HardwareCheck | None:
    count, per_node = terms.gpu_count, terms.gpus_per_node
    short = None
    if per_node and nodes and gpus / nodes < per_node:
        short = _say("per_node_short", lang, per_node=_number(gpus / nodes), contract_per_node=per_node)
    elif per_node and not nodes and gpus < per_node:  # one CSV is one node's GPUs
        short = _say("per_node_short", lang, per_node=gpus, contract_per_node=per_node)
    if not count:
        if short is None:
            notes.append(_say("no_contract_count", lang, source=source, gpus=gpus))
            return None
        return HardwareCheck(source=source, file=file, line=line, check="gpu_count", found=f"{gpus} GPUs",
                             expected=f"{per_node} per node", verdict="review", message=short)
    nodes_text = ""
    if nodes and per_node and count % per_node == 0:
        nodes_text = _say("nodes_text", lang, nodes=nodes, contract_nodes=_number(count // per_node))
    if gpus == count:
        message, verdict = _say("count_all", lang, source=source, gpus=_number(gpus), count=_number(count)), "pass"
    elif gpus < count:
        message = _say("count_part", lang, source=source, gpus=_number(gpus), count=_number(count),
                       nodes_text=nodes_text)
        verdict = "review"
    else:
        message, verdict = _say("count_more", lang, source=source, gpus=_number(gpus), count=_number(count)), "review"
    if short is not None:
        message, verdict = _say("joiner", lang).join((message, short)), "review"
    expected = f"{_number(count)} GPUs" + (f", {per_node} per node" if per_node else "")
    return HardwareCheck(source=source, file=file, line=line, check="gpu_count",
                         found=f"{gpus} GPUs" + (f" on {nodes} nodes" if nodes else ""), expected=expected,
                         verdict=verdict, message=message)


def check_hardware(terms: ContractTerms, runs: list[NcclRun], smi_gpus: list[SmiGpu],
                   smi_file: str | None, smi_header_line: int = 1,
                   lang: str = "en") -> tuple[list[HardwareCheck], list[str]]:
    """Model and count checks for every nccl-tests run and the nvidia-smi CSV, and notes for
    what the contract does not state (in ``lang``)."""
    checks: list[HardwareCheck] = []
    notes: list[str] = []
    for run in runs:
        source = f"{run.file} (nccl-tests)"
        line = run.device_line or run.header_line
        if not run.ranks:  # no device list (the bandwidth verdict says the node count is unknown)
            if terms.gpu_model or terms.gpu_count:
                notes.append(_say("no_devices", lang, source=source))
            continue
        checks.append(check_model(source, run.file, line, run.device_names, terms, notes, lang))
        checks.append(check_count(source, run.file, line, run.ranks, run.nodes, terms, notes, lang))
    if smi_file is not None and smi_gpus:
        source = f"{smi_file} (nvidia-smi)"
        named = [g.values["name"] for g in smi_gpus if g.values.get("name")]
        checks.append(check_model(source, smi_file, smi_header_line, named, terms, notes, lang))
        checks.append(check_count(source, smi_file, smi_header_line, len(smi_gpus), None, terms, notes, lang))
    return [c for c in checks if c is not None], list(dict.fromkeys(notes))
