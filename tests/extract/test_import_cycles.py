"""No import cycle inside slacheck/extract/ (ISSUE 9 item 7): the modules form layers.

fold → data → sentences → nlp → numbers → matchers → text → evidence → readers/* → derive →
pipeline. Every import statement counts, also one inside a function: a cycle hidden in a
function body still means two modules that cannot be read one without the other.
"""

from __future__ import annotations

import ast
from pathlib import Path

EXTRACT = Path(__file__).resolve().parents[2] / "slacheck" / "extract"
PACKAGE = "slacheck.extract"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(EXTRACT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join([PACKAGE] + parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in EXTRACT.rglob("*.py")}


def imports_of(path: Path, known: dict[str, Path]) -> set[str]:
    """The slacheck.extract modules one file imports (relative imports resolved)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
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
        else:
            continue
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


def test_no_import_cycle_in_extract():
    cycle = find_cycle(graph())
    assert cycle is None, " -> ".join(cycle)


def test_the_walk_sees_imports_inside_functions_and_relative_ones():
    g = graph()
    assert "slacheck.extract.evidence" in g["slacheck.extract.readers.numeric"]
    assert "slacheck.extract.readers" in g["slacheck.extract.pipeline"]
    assert "slacheck.extract.sentences" in g["slacheck.extract.nlp"]  # imported inside pipeline()


def test_a_cycle_is_found():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
