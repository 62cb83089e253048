"""Checklist files: a closed schema, read with line numbers (SPEC §4, STYLE §4).

A checklist is data owned by legal or procurement, so every mistake in it — bad YAML, an
unknown key, a condition that does not parse, a term key that is not in SPEC §1 — is reported
as ``file:line: problem`` pointing at the rule, and the whole file is checked at once.
Built-in checklists live in the top-level ``rules/`` folder, shipped as ``slacheck.rules``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import SlacheckError, collect, did_you_mean
from ..lazy import lazy_module
from ..limits import read_utf8
from ..models import TERM_KEYS
from ..sandbox import bounded_input
from ..yamlfile import load_yaml, packaged_data
from .conditions import Condition, ConditionError, parse_condition

if TYPE_CHECKING:
    import yaml
else:
    yaml = lazy_module("yaml")  # its node types, once a checklist is parsed (a built-in one comes from the cache)

TOP_KEYS = {"checklist": True, "title": False, "description": False, "evidence": False, "rules": True}
EVIDENCE_KEYS = {"min_confidence": False, "severities": False}
RULE_KEYS = {
    "id": True,
    "title": True,
    "terms": True,
    "when": False,
    "condition": True,
    "review_when": False,
    "if_missing": False,
    "severity": True,
    "weight": True,
    "rationale": True,
    "suggestion": True,
}  # key -> required
LANGS = ("zh", "en")
SEVERITIES = ("blocker", "major", "minor")
IF_MISSING = ("missing", "pass")


@dataclass(frozen=True)
class Rule:
    """One checklist rule. ``terms`` are what the rule is about: none stated → ``if_missing``."""

    id: str
    title: dict[str, str]
    terms: tuple[str, ...]
    condition: Condition
    severity: str
    weight: float
    rationale: dict[str, str]
    suggestion: dict[str, str]
    when: Condition | None = None
    review_when: Condition | None = None
    if_missing: str = "missing"
    line: int = 0

    @property
    def keys_read(self) -> tuple[str, ...]:
        """Every term the rule reads: its own terms, then those its conditions name."""
        keys = list(self.terms)
        for cond in (self.when, self.condition, self.review_when):
            if cond is not None:
                keys.extend(cond.keys)
        return tuple(dict.fromkeys(keys))


@dataclass(frozen=True)
class EvidencePolicy:
    """When a pass needs a person: a rule of one of ``severities`` that would pass only on a
    term whose confidence is below ``min_confidence`` goes to ``review`` (issue 9.6)."""

    min_confidence: float
    severities: tuple[str, ...]

    def weak(self, severity: str, confidence: float) -> bool:
        return severity in self.severities and confidence < self.min_confidence


@lru_cache(maxsize=1)
def defaults() -> dict[str, Any]:
    """defaults.yaml: what a checklist uses for what it does not state (``evidence``)."""
    return packaged_data("slacheck.checklist", "defaults.yaml")


def default_evidence_policy() -> EvidencePolicy:
    stated = defaults()["evidence"]
    return EvidencePolicy(float(stated["min_confidence"]), tuple(stated["severities"]))


@dataclass(frozen=True)
class Checklist:
    name: str
    rules: tuple[Rule, ...]
    title: dict[str, str] | None = None
    description: str | None = None
    path: str = ""
    evidence: EvidencePolicy = field(default_factory=default_evidence_policy)

    @property
    def total_weight(self) -> float:
        return sum(rule.weight for rule in self.rules)

    def rule(self, rule_id: str) -> Rule:
        return next(r for r in self.rules if r.id == rule_id)


def builtin_checklists() -> list[str]:
    """Names of the checklists shipped in ``slacheck.rules``."""
    root = resources.files("slacheck.rules")
    return sorted(p.name[: -len(".yaml")] for p in root.iterdir() if p.name.endswith(".yaml"))


@bounded_input("reading the checklist")
def load_checklist(name_or_path: str | Path) -> Checklist:
    """A built-in checklist by name (``gpu-training``) or a checklist file by path."""
    text_name = str(name_or_path)
    path = Path(name_or_path)
    if path.suffix in (".yaml", ".yml") or path.exists() or "/" in text_name or "\\" in text_name:
        text = read_utf8(path, "checklist file")
        return parse_checklist(text, path.name, default_name=path.stem)
    resource = resources.files("slacheck.rules") / f"{text_name}.yaml"
    if not resource.is_file():
        known = list(builtin_checklists())
        close = did_you_mean(text_name, known)
        hint = close if "did you mean" in close else f" (built-in: {', '.join(known)}; or give a path)"
        raise SlacheckError(text_name, f"no built-in checklist of that name{hint}")
    return builtin_checklist(text_name, resource)


def builtin_checklist(name: str, resource) -> Checklist:
    """A built-in checklist: read and checked like any other the first time, then kept on disk
    between runs as plain data (``slacheck.datacache``, keyed by the file, this reader and the
    defaults): ~3-5 ms of YAML and schema checks every ``check`` would pay again for the same
    bytes. Its conditions are parsed again from their text (~0.3 ms)."""
    def read() -> Checklist:
        return parse_checklist(resource.read_text(encoding="utf-8"), f"{name}.yaml", default_name=name)

    if not isinstance(resource, Path):  # inside a zip: no file to key the cache by
        return read()
    from .. import yamlfile
    from ..datacache import cached
    from . import conditions

    sources = [resource, Path(__file__), Path(conditions.__file__), Path(yamlfile.__file__),
               resources.files("slacheck.checklist") / "defaults.yaml"]
    return _from_plain(cached(f"checklist-{name}", sources, lambda: _to_plain(read())))


CONDITIONS = ("condition", "when", "review_when")  # the fields of a Rule that hold a Condition


def _to_plain(checklist: Checklist) -> dict[str, Any]:
    """``checklist`` as plain data (what ``marshal`` keeps), each condition as its text."""
    def rule(r: Rule) -> dict[str, Any]:
        plain = {f.name: getattr(r, f.name) for f in fields(Rule)}
        plain.update({k: plain[k].source for k in CONDITIONS if plain[k] is not None})
        return plain

    return {"name": checklist.name, "rules": [rule(r) for r in checklist.rules], "title": checklist.title,
            "description": checklist.description, "path": checklist.path,
            "evidence": (checklist.evidence.min_confidence, checklist.evidence.severities)}


def _from_plain(plain: dict[str, Any]) -> Checklist:
    rules = tuple(Rule(**{k: parse_condition(v) if k in CONDITIONS and v is not None else v for k, v in r.items()})
                  for r in plain["rules"])
    return Checklist(name=plain["name"], rules=rules, title=plain["title"], description=plain["description"],
                     path=plain["path"], evidence=EvidencePolicy(*plain["evidence"]))


def refuse_terms_file(nodes: dict, file: str) -> None:
    """A TERMS.yaml given as a checklist (its keys are SPEC §1 terms, with none of a checklist's) is named for
    what it is, not listed as a checklist's unknown keys ("unknown key 'document'")."""
    from ..models import TERM_KEYS
    from ..terms_file import META_KEYS

    if any(key in nodes for key in TOP_KEYS) or not any(key in TERM_KEYS or key in META_KEYS for key in nodes):
        return
    raise SlacheckError(file, "is a TERMS.yaml (a contract's terms, as extract --format yaml writes them), not a "
                              "checklist: give it as the contract (CONTRACT of check, score and diff; --terms of "
                              "claim, reconcile and accept), and --checklist a checklist file (`checklist:` and "
                              f"`rules:`) or a built-in name ({', '.join(builtin_checklists())})")


def parse_checklist(text: str, file: str, default_name: str = "checklist") -> Checklist:
    """Validate checklist YAML text; every problem becomes ``file:line: message``."""
    root, data = load_yaml(text, file)
    if root is None:
        raise SlacheckError(file, "empty checklist")
    if not isinstance(root, yaml.MappingNode) or not isinstance(data, dict):
        raise SlacheckError(file, "a checklist is a mapping with `checklist:` and `rules:`", line=root.start_mark.line + 1)

    problems: list[tuple[int | None, str]] = []
    nodes = {k.value: (k, v) for k, v in root.value}
    refuse_terms_file(nodes, file)
    check_keys(nodes, TOP_KEYS, "checklist", root, problems)
    rules: list[Rule] = []
    rules_entry = nodes.get("rules")
    if rules_entry is not None:
        rules_node = rules_entry[1]
        if not isinstance(rules_node, yaml.SequenceNode) or not isinstance(data.get("rules"), list):
            problems.append((line_of(rules_node), "`rules` must be a list of rules"))
        else:
            seen: dict[str, int] = {}
            for rule_node, rule_data in zip(rules_node.value, data["rules"]):
                rule = read_rule(rule_node, rule_data, problems)
                if rule is None:
                    continue
                if rule.id in seen:
                    problems.append((rule.line, f"duplicate rule id '{rule.id}' (first on line {seen[rule.id]})"))
                seen.setdefault(rule.id, rule.line)
                rules.append(rule)
            if not rules_node.value:
                problems.append((line_of(rules_node), "`rules` is empty"))
    name = data.get("checklist", default_name)
    if "checklist" in nodes and not isinstance(name, str):
        problems.append((line_of(nodes["checklist"][1]), "`checklist` (its name) must be text"))
    title = data.get("title")
    if "title" in nodes:
        read_bilingual(nodes["title"][1], title, "title", problems)
    description = data.get("description")
    evidence = read_evidence(nodes["evidence"][1], data["evidence"], problems) if "evidence" in nodes else None
    problems.sort(key=lambda problem: problem[0] or 0)  # in file order, as an editor lists them
    collect(file, problems)
    return Checklist(name=str(name), rules=tuple(rules), title=title, description=description, path=file,
                     evidence=evidence or default_evidence_policy())


def read_evidence(node: yaml.Node, data: Any, problems: list[tuple[int | None, str]]) -> EvidencePolicy | None:
    """``evidence: {min_confidence: 0.6, severities: [blocker, major]}``; what it leaves out
    comes from defaults.yaml."""
    if not isinstance(node, yaml.MappingNode) or not isinstance(data, dict):
        problems.append((line_of(node), "`evidence` must be a mapping (min_confidence, severities)"))
        return None
    nodes = {k.value: (k, v) for k, v in node.value}
    before = len(problems)
    check_keys(nodes, EVIDENCE_KEYS, "evidence", node, problems)
    fallback = default_evidence_policy()
    threshold = data.get("min_confidence", fallback.min_confidence)
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not 0 <= threshold <= 1:
        problems.append((line_of(nodes["min_confidence"][1]), "evidence: min_confidence must be a number from 0 to 1"))
    severities = data.get("severities", list(fallback.severities))
    if not isinstance(severities, list) or any(s not in SEVERITIES for s in severities):
        problems.append((line_of(nodes["severities"][1]),
                         f"evidence: severities must be a list of {', '.join(SEVERITIES)}"))
    if len(problems) > before:
        return None
    return EvidencePolicy(float(threshold), tuple(severities))


def read_rule(node: yaml.Node, data: Any, problems: list[tuple[int | None, str]]) -> Rule | None:
    """One rule mapping → Rule, or None after adding its problems."""
    line = line_of(node)
    if not isinstance(node, yaml.MappingNode) or not isinstance(data, dict):
        problems.append((line, "each rule must be a mapping (id, title, terms, condition, ...)"))
        return None
    nodes = {k.value: (k, v) for k, v in node.value}
    rule_id = data.get("id")
    label = f"rule '{rule_id}'" if isinstance(rule_id, str) else "rule"
    before = len(problems)
    check_keys(nodes, RULE_KEYS, label, node, problems)
    if "id" in nodes and (not isinstance(rule_id, str) or not rule_id.strip()):
        problems.append((line_of(nodes["id"][1]), "rule `id` must be text"))
    for key in ("title", "rationale", "suggestion"):
        if key in nodes:
            read_bilingual(nodes[key][1], data[key], f"{label}: {key}", problems)
    terms = data.get("terms")
    if "terms" in nodes:
        if not isinstance(terms, list) or not terms or not all(isinstance(t, str) for t in terms):
            problems.append((line_of(nodes["terms"][1]), f"{label}: `terms` must be a non-empty list of term keys"))
        else:
            for term in terms:
                if term not in TERM_KEYS:
                    problems.append((line_of(nodes["terms"][1]), f"{label}: unknown term key '{term}'"))
    severity = data.get("severity")
    if "severity" in nodes and severity not in SEVERITIES:
        problems.append((line_of(nodes["severity"][1]), f"{label}: severity must be one of {', '.join(SEVERITIES)}"))
    weight = data.get("weight")
    if "weight" in nodes and (isinstance(weight, bool) or not isinstance(weight, (int, float))
                              or not math.isfinite(weight) or weight <= 0):
        problems.append((line_of(nodes["weight"][1]), f"{label}: weight must be a positive number"))
    if_missing = data.get("if_missing", "missing")
    if if_missing not in IF_MISSING:
        problems.append((line_of(nodes["if_missing"][1]), f"{label}: if_missing must be one of {', '.join(IF_MISSING)}"))
    conditions: dict[str, Condition | None] = {}
    for key in ("when", "condition", "review_when"):
        conditions[key] = None
        if key in nodes:
            conditions[key] = read_condition(nodes[key][1], data[key], f"{label}: {key}", problems)
    if len(problems) > before:
        return None
    return Rule(
        id=rule_id,
        title=data["title"],
        terms=tuple(terms),
        condition=conditions["condition"],
        severity=severity,
        weight=float(weight),
        rationale=data["rationale"],
        suggestion=data["suggestion"],
        when=conditions["when"],
        review_when=conditions["review_when"],
        if_missing=if_missing,
        line=line,
    )


def read_condition(node: yaml.Node, value: Any, label: str, problems: list) -> Condition | None:
    if not isinstance(value, str):
        problems.append((line_of(node), f"{label} must be text"))
        return None
    try:
        return parse_condition(value)
    except ConditionError as exc:
        problems.append((line_of(node), f"{label}: {exc.message} at column {exc.column} in `{shorten(value.strip())}`"))
        return None


def shorten(text: str, chars: int = 120) -> str:
    """A condition as quoted in a message: long ones cut (a hostile one can be megabytes)."""
    return text if len(text) <= chars else text[: chars - 1] + "…"


def read_bilingual(node: yaml.Node, value: Any, label: str, problems: list) -> None:
    """``{zh: ..., en: ...}``: both languages, nothing else, both non-empty text."""
    if not isinstance(value, dict):
        problems.append((line_of(node), f"{label} must have `zh:` and `en:` text"))
        return
    for key_node, value_node in node.value:
        if key_node.value not in LANGS:
            problems.append((line_of(key_node), f"{label}: unknown language '{key_node.value}' (zh or en)"))
    for lang in LANGS:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            problems.append((line_of(node), f"{label}: `{lang}:` text is missing"))


def check_keys(nodes: dict, allowed: dict[str, bool], label: str, node: yaml.Node, problems: list) -> None:
    """Closed schema: unknown keys and missing required keys, each with its line."""
    for key, (key_node, _) in nodes.items():
        if key not in allowed:
            problems.append((line_of(key_node), f"{label}: unknown key '{key}' (allowed: {', '.join(allowed)})"))
    for key, required in allowed.items():
        if required and key not in nodes:
            problems.append((line_of(node), f"{label}: `{key}` is required"))


def line_of(node: yaml.Node) -> int:
    return node.start_mark.line + 1
