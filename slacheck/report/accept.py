"""Render an acceptance result (``slacheck accept``) as table, JSON or Markdown.

The verdict for each nccl-tests run is explained in words with its numbers, because the
person accepting (or refusing) a cluster has to defend the decision to the vendor.
"""

from __future__ import annotations

from typing import Any

from ..accept.messages import messages, say, verdict_word
from ..yamlfile import in_language
from .render import to_rich_table
from .render import dump_json, to_markdown
from .safe import markdown_text

NCCL_COLUMNS = ["log:line", "verdict", "nodes", "ranks", "busbw GB/s", "busbw Gb/s", "nominal Gb/s",
                "required Gb/s", "% nominal"]
# the terminal's view fits 80 columns: ranks on nodes in one column; GB/s is in the explanation below
NCCL_TABLE_COLUMNS = ["log:line", "verdict", "ranks×nodes", "busbw Gb/s", "nominal Gb/s", "required Gb/s", "%"]
SMI_COLUMNS = ["file", "line", "gpu", "field", "value", "verdict", "message"]


def _fmt(x: float | None, digits: int = 1) -> str:
    return "" if x is None else f"{x:,.{digits}f}"


def nccl_rows(result) -> list[list[Any]]:
    return [[f"{v.file}:{v.line}", v.verdict, v.nodes, v.ranks, _fmt(v.measured_busbw_gbytes), _fmt(v.measured_busbw_gbps),
             _fmt(v.nominal_busbw_gbps), _fmt(v.required_busbw_gbps), _fmt(v.measured_pct)] for v in result.nccl]


def nccl_table_rows(result) -> list[list[Any]]:
    return [[f"{v.file}:{v.line}", v.verdict, f"{v.ranks or '?'}×{v.nodes or '?'}", _fmt(v.measured_busbw_gbps),
             _fmt(v.nominal_busbw_gbps), _fmt(v.required_busbw_gbps), _fmt(v.measured_pct)] for v in result.nccl]


def smi_rows(result) -> list[list[Any]]:
    return [[f.file, f.line, f.gpu, f.field, f.value, f.verdict, f.message] for f in result.smi]


def hardware_lines(result) -> list[str]:
    """Each GPU model / count check in words, the ones needing a look first."""
    order = {"fail": 0, "review": 1, "pass": 2}
    lang = result.language
    checks = in_language(messages()["report"]["checks"], lang)
    return [say("report", "hardware_line", lang, check=checks[h.check],
                verdict=verdict_word(h.verdict, lang), message=h.message)
            for h in sorted(result.hardware, key=lambda h: order[h.verdict])]


def render_accept_json(result) -> str:
    return dump_json(result)


def render_accept_markdown(result) -> str:
    lang = result.language
    parts = ["# " + say("report", "title", lang, verdict=verdict_word(result.verdict, lang)), "",
             say("report", "terms_from", lang, contract=result.contract), ""]
    if result.hardware:
        parts.extend(["## " + say("report", "gpus_heading", lang), ""] + [f"- {markdown_text(line)}" for line in hardware_lines(result)]
                     + [""])
    parts.append(to_markdown(NCCL_COLUMNS, nccl_rows(result), title="nccl-tests"))
    parts.extend(f"- `{v.file}:{v.line}` {v.explanation}" for v in result.nccl)
    parts.append("")
    if result.smi_gpus:
        parts.append(to_markdown(SMI_COLUMNS, smi_rows(result), title=say("report", "smi_title", lang,
                                                                          gpus=result.smi_gpus)))
        if not result.smi:
            parts.append(say("report", "no_gpu_out_of_line", lang) + "\n")
    parts.extend("- " + say("report", "note", lang, note=n) for n in result.notes)
    return "\n".join(parts) + "\n"


def render_accept_tables(result) -> list:
    """rich renderables for the terminal: the verdict, the runs, their explanations, GPU findings."""
    from rich.text import Text

    style = {"pass": "bold green", "fail": "bold red", "review": "bold yellow"}[result.verdict]
    lang = result.language
    out: list = [Text(say("report", "title_with_source", lang, verdict=verdict_word(result.verdict, lang),
                          contract=result.contract), style=style)]
    out.extend(Text(line) for line in hardware_lines(result))
    out += [to_rich_table(NCCL_TABLE_COLUMNS, nccl_table_rows(result), title="nccl-tests", keep_first=False)]
    out.extend(Text(f"{v.file}:{v.line} {v.explanation}") for v in result.nccl)
    if result.smi_gpus:
        out.append(to_rich_table(SMI_COLUMNS, smi_rows(result), title=say("report", "smi_title", lang,
                                                                         gpus=result.smi_gpus), keep_first=False)
                   if result.smi else Text(say("report", "smi_none_out_of_line", lang, gpus=result.smi_gpus)))
    out.extend(Text(say("report", "note", lang, note=n)) for n in result.notes)
    return out
