"""No import cycle anywhere in slacheck/ (ISSUE 9 item 7, ISSUE 11 item 6): the modules form layers.

In extract/: fold → data → sentences → nlp → numbers → matchers → text → evidence → readers/* →
derive → pipeline; across the package: columns → models → incidents.table → sla → api →
commands → cli. Every import statement counts, also one inside a function: a cycle hidden in
a function body still means two modules that cannot be read one without the other. Only an
``if TYPE_CHECKING:`` import is left out: it never runs, it names a type for the reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "slacheck"
PACKAGE = "slacheck"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join([PACKAGE] + parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def import_nodes(tree: ast.AST):
    """Every import statement, except those under ``if TYPE_CHECKING:``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []  # typing-only: never executed (its else branch still counts)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


def imports_of(path: Path, known: dict[str, Path]) -> set[str]:
    """The slacheck modules one file imports (relative imports resolved)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                base = ".".join(base + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        found.update(t for t in targets if t in known)
    found.discard(name)
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def graph() -> dict[str, set[str]]:
    known = modules()
    # a package's __init__ imported by its own submodules is not a cycle: skip parent packages
    out = {}
    for name, path in known.items():
        out[name] = {m for m in imports_of(path, known) if not name.startswith(m + ".")}
    return out


def test_no_import_cycle_in_slacheck():
    cycle = find_cycle(graph())
    assert cycle is None, " -> ".join(cycle)


def test_every_package_is_walked():
    g = graph()
    for package in ("extract", "incidents", "sla", "columns", "checklist", "report", "ingest", "accept"):
        assert any(name.startswith(f"slacheck.{package}.") for name in g), package
    assert "slacheck.api" in g["slacheck.commands"]


def test_the_walk_sees_imports_inside_functions_and_relative_ones():
    g = graph()
    assert "slacheck.extract.evidence" in g["slacheck.extract.readers.numeric"]
    assert "slacheck.extract.readers" in g["slacheck.extract.pipeline"]
    assert "slacheck.extract.sentences" in g["slacheck.extract.nlp"]  # imported inside pipeline()


def test_only_type_checking_imports_are_left_out():
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\nelse:\n    import b\n"
                     "def f():\n    import c\n")
    assert sorted(alias.name for node in import_nodes(tree) for alias in node.names) == ["TYPE_CHECKING", "b", "c"]


def test_a_cycle_is_found():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
