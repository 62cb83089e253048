"""SPEC §2: `--lang zh|en` for generated prose, by default the contract's language. accept's
verdicts, reasons, GPU checks, nvidia-smi findings and notes are said in Chinese for a Chinese
contract and in English for an English one; the numbers and the verdict codes are the same."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from slacheck import api
from slacheck.cli import app

ROOT = Path(__file__).resolve().parents[2]
H100_LOG = ROOT / "fixtures" / "demo" / "nccl_all_reduce.log"  # a real run: 16 H100s on 2 nodes
RTX_SMI = ROOT / "fixtures" / "accept" / "nvidia_smi_rtx2080_placeholder.csv"
H800 = ("gpu_model: H800\ngpu_count: 2048\ngpus_per_node: 8\ninterconnect: infiniband\n"
        "interconnect_gbps: 400\nnccl_min_pct: 80\n")


def terms_file(tmp_path, language: str | None) -> Path:
    path = tmp_path / "terms.yaml"
    path.write_text((f"language: {language}\n" if language else "") + H800, encoding="utf-8")
    return path


def test_a_chinese_contract_is_answered_in_chinese(tmp_path):
    result = api.accept([H100_LOG], terms=terms_file(tmp_path, "zh"), smi=RTX_SMI)
    assert result.language == "zh"
    (run,) = result.nccl
    assert run.verdict == "fail" and run.explanation.startswith("不通过：每节点 8 个端口 × 400 Gb/s = 3,200 Gb/s；")
    assert "合同约定的80%即 4,800 Gb/s" in run.explanation and "为标称值的42.9%" in run.explanation
    model = next(h for h in result.hardware if h.check == "gpu_model")
    assert "不是合同约定的GPU型号 H800" in model.message
    columns = next(f for f in result.smi if f.field == "columns")
    assert columns.message.startswith("CSV中没有任何受检列（temperature.gpu, ")


def test_an_english_contract_is_answered_in_english_and_lang_overrides(tmp_path):
    english = api.accept([H100_LOG], terms=terms_file(tmp_path, "en"))
    assert english.language == "en" and english.nccl[0].explanation.startswith("FAIL: 8 ports × 400 Gb/s")
    chinese = api.accept([H100_LOG], terms=terms_file(tmp_path, "en"), lang="zh")
    assert chinese.nccl[0].explanation.startswith("不通过：")
    # the same judgement in either language
    assert [(v.verdict, v.measured_busbw_gbps, v.required_busbw_gbps) for v in english.nccl] == \
        [(v.verdict, v.measured_busbw_gbps, v.required_busbw_gbps) for v in chinese.nccl]


def test_the_command_line_takes_lang_and_defaults_to_the_contract(tmp_path):
    terms = terms_file(tmp_path, "zh")
    table = CliRunner().invoke(app, ["accept", "--terms", str(terms), "--nccl", str(H100_LOG), "--no-db"])
    assert table.exit_code == 0, table.output
    assert table.stdout.startswith("验收测试：不通过（条款取自 terms.yaml）")
    assert "注：" not in table.stdout  # the contract states every term accept reads
    md = CliRunner().invoke(app, ["accept", "--terms", str(terms), "--nccl", str(H100_LOG), "--no-db", "--format", "md",
                                  "--lang", "en"])
    assert md.stdout.startswith("# Acceptance test: FAIL\n\nTerms from `terms.yaml`.")
    bare = tmp_path / "bare.yaml"
    bare.write_text("language: zh\ninterconnect_gbps: 400\n", encoding="utf-8")
    notes = CliRunner().invoke(app, ["accept", "--terms", str(bare), "--nccl", str(H100_LOG), "--no-db"])
    assert "注：合同未约定验收带宽比例（nccl_min_pct）：按市场惯例80%作参考" in notes.stdout


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _bilingual(node, where=""):
    """Every {en, zh} message of a data file, with where it is."""
    if isinstance(node, dict):
        if set(node) == {"en", "zh"}:
            yield where, node
        else:
            for key, value in node.items():
                yield from _bilingual(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _bilingual(value, f"{where}[{i}]")


@pytest.mark.parametrize("name", ["messages.yaml", "smi_checks.yaml"])
def test_every_message_is_given_in_both_languages_with_the_same_placeholders(name):
    data = yaml.safe_load((ROOT / "slacheck" / "accept" / name).read_text(encoding="utf-8"))
    found = list(_bilingual(data))
    assert len(found) >= 11
    for where, message in found:
        if isinstance(message["en"], str):
            assert _placeholders(message["en"]) == _placeholders(message["zh"]), where
            assert not re.search(r"[\u4e00-\u9fff]", message["en"]), where
    texts = [m["zh"] for _, m in found if isinstance(m["zh"], str)]
    assert all(re.search(r"[\u4e00-\u9fff]", t) or not t.strip(" ;；") or "{" in t for t in texts)


def test_a_users_own_check_with_one_message_is_said_the_same_in_either_language():
    from slacheck.accept.smi import check_gpus, load_checks, read_smi_csv

    checks = dict(load_checks())
    checks["checks"] = [{"id": "any-temperature", "kind": "max", "fields": ["fan.speed"], "limit": 0,
                         "verdict": "review", "message": "GPU {gpu} fan at {value}"}]
    gpus = read_smi_csv(RTX_SMI)
    said = {lang: [f.message for f in check_gpus(gpus, RTX_SMI.name, checks, lang=lang)] for lang in ("zh", "en")}
    assert said["zh"] == said["en"] and said["en"] and said["en"] == ["GPU 0 fan at 38", "GPU 1 fan at 50"]
