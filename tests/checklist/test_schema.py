"""Checklist files: closed schema, errors at the rule's line, and the built-in checklists as data."""

from __future__ import annotations

import textwrap

import pytest

from slacheck.checklist.schema import builtin_checklists, load_checklist, parse_checklist
from slacheck.errors import SlacheckError
from slacheck.models import TERM_KEYS

RULE = """\
checklist: mine
rules:
  - id: rack-power
    title: {zh: 单柜功率, en: Rack power}
    terms: [rack_power_kw]
    condition: rack_power_kw >= 20
    severity: blocker
    weight: 10
    rationale: {zh: 理由, en: why}
    suggestion: {zh: 条款, en: clause}
"""

# SPEC §4, transcribed: rule id -> (severity, weight)
SPEC_GPU_TRAINING = {
    "rack-power": ("blocker", 10), "cooling": ("major", 6), "interconnect": ("blocker", 10),
    "nccl-acceptance": ("major", 6), "tenant-isolation": ("major", 6), "outage-compensation": ("blocker", 10),
    "availability": ("major", 6), "claim-window": ("minor", 3), "credit-cap": ("minor", 3),
    "maintenance-notice": ("minor", 3), "recovery": ("major", 6), "delivery": ("major", 6),
    "storage-tiers": ("minor", 3), "monitoring": ("minor", 3),
}


def error_of(text: str) -> SlacheckError:
    with pytest.raises(SlacheckError) as info:
        parse_checklist(text, "my.yaml")
    return info.value


def test_a_valid_checklist_reads():
    checklist = parse_checklist(RULE, "my.yaml")
    assert checklist.name == "mine"
    assert [r.id for r in checklist.rules] == ["rack-power"]
    assert checklist.rules[0].line == 3
    assert checklist.rules[0].condition.keys == ("rack_power_kw",)


@pytest.mark.parametrize("edit, line, message", [
    (("    weight: 10\n", "    weight: 10\n    wieght: 3\n"), 9, "unknown key 'wieght'"),
    (("condition: rack_power_kw >= 20", "condition: rack_kw >= 20"), 6, "unknown term key 'rack_kw'"),
    (("condition: rack_power_kw >= 20", "condition: rack_power_kw >= >= 20"), 6,
     "condition: expected a value, found '>=' at column 18"),
    (("terms: [rack_power_kw]", "terms: [rack_power]"), 5, "unknown term key 'rack_power'"),
    (("severity: blocker", "severity: critical"), 7, "severity must be one of blocker, major, minor"),
    (("weight: 10", "weight: -1"), 8, "weight must be a positive number"),
    (("{zh: 理由, en: why}", "{zh: 理由}"), 9, "rationale: `en:` text is missing"),
    (("{zh: 条款, en: clause}", "{zh: 条款, en: clause, fr: clause}"), 10, "unknown language 'fr'"),
    (("    weight: 10\n", ""), 3, "`weight` is required"),
    (("checklist: mine\n", "checklist: mine\nversion: 2\n"), 2, "unknown key 'version'"),
    (("    severity: blocker\n", "    severity: blocker\n    review_when: cooling == 'wet'\n"), 8,
     "review_when: cooling is never \"wet\""),
])
def test_errors_point_at_the_line(edit, line, message):
    old, new = edit
    assert old in RULE
    err = error_of(RULE.replace(old, new))
    assert err.file == "my.yaml"
    assert err.line == line
    assert message in err.message
    assert str(err).startswith(f"my.yaml:{line}: ")


def test_every_problem_is_reported_at_once():
    text = RULE.replace("rack_power_kw >= 20", "rack_kw >= 20").replace("severity: blocker", "severity: big")
    err = error_of(text)
    assert err.line == 6 and "rack_kw" in err.message
    assert len(err.problems) == 1 and err.problems[0].startswith("my.yaml:7: ")


def test_duplicate_rule_ids():
    text = RULE + textwrap.indent(RULE.split("rules:\n", 1)[1], "")
    err = error_of(text)
    assert err.line == 11 and "duplicate rule id 'rack-power' (first on line 3)" in err.message


def test_bad_yaml_names_the_line():
    err = error_of(RULE.replace("    weight: 10", "    weight: [10"))
    assert err.line is not None and "not valid YAML" in err.message


@pytest.mark.parametrize("text, message", [
    ("", "empty checklist"),
    ("- a\n- b\n", "a checklist is a mapping"),
    ("checklist: x\nrules: 3\n", "`rules` must be a list"),
])
def test_wrong_shapes(text, message):
    assert message in error_of(text).message


def test_checklist_by_path_and_unknown_name(tmp_path):
    path = tmp_path / "team.yaml"
    path.write_text(RULE, encoding="utf-8")
    assert load_checklist(path).name == "mine"
    assert load_checklist(str(path)).rules[0].id == "rack-power"
    with pytest.raises(SlacheckError, match="no built-in checklist of that name"):
        load_checklist("gpu-trianing")
    with pytest.raises(SlacheckError, match="checklist file not found"):
        load_checklist(tmp_path / "nope.yaml")


# --------------------------------------------------------------------------- the built-in data


def test_builtins_are_shipped():
    assert {"gpu-training", "finetune-inference"} <= set(builtin_checklists())


@pytest.mark.parametrize("name", builtin_checklists())
def test_every_builtin_rule_names_known_keys(name):
    checklist = load_checklist(name)
    assert checklist.name == name
    for rule in checklist.rules:
        assert set(rule.keys_read) <= set(TERM_KEYS), rule.id
        assert rule.title["zh"] and rule.title["en"] and rule.suggestion["zh"] and rule.suggestion["en"]
        assert rule.rationale["zh"] and rule.rationale["en"]


def test_gpu_training_is_spec_section_4():
    checklist = load_checklist("gpu-training")
    assert [r.id for r in checklist.rules] == list(SPEC_GPU_TRAINING)
    assert {r.id: (r.severity, r.weight) for r in checklist.rules} == SPEC_GPU_TRAINING
    assert checklist.rule("credit-cap").if_missing == "pass"
    assert checklist.rule("tenant-isolation").review_when.source == 'tenant_isolation == "shared"'


TERMS_YAML = "# Terms extracted from order.md\ndocument: order.md\nlanguage: en\ngpu_count: 64\navailability_pct: 99.9\n"


def test_a_terms_file_given_as_a_checklist_is_named_for_what_it_is(tmp_path):
    """--checklist terms.yaml said "unknown key 'document'" (and every term key after it), as if a checklist had
    typos; it now says the file is a TERMS.yaml and where it goes."""
    path = tmp_path / "terms.yaml"
    path.write_text(TERMS_YAML, encoding="utf-8")
    with pytest.raises(SlacheckError) as raised:
        load_checklist(path)
    assert str(raised.value).startswith("terms.yaml: is a TERMS.yaml (a contract's terms, as extract --format yaml "
                                        "writes them), not a checklist: give it as the contract (CONTRACT of check")
    assert "unknown key" not in str(raised.value)


def test_a_checklist_with_a_term_key_at_its_top_is_still_a_checklist():
    """Near miss: a checklist (it has `checklist:` and `rules:`) with a stray term key gets its unknown key."""
    with pytest.raises(SlacheckError, match="unknown key 'gpu_count'"):
        parse_checklist(RULE + "gpu_count: 64\n", "my.yaml")
