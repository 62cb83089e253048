"""Dependency direction (STYLE §3): the core never imports the edges.

The core (models, extract, checklist, sla) must not import typer, rich, sqlite_utils or
jinja2, and nothing but the CLI entry point imports ``slacheck.cli``. Walks the import
statements of every module with ``ast``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "slacheck"
CORE = ("models.py", "errors.py", "extract", "checklist", "sla", "columns", "bundle")
EDGE_LIBRARIES = {"typer", "rich", "sqlite_utils", "jinja2", "click"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ("." * node.level) + (node.module or "")
            names.add(base)
            joiner = "" if base.endswith(".") else "."
            names.update(base + joiner + alias.name for alias in node.names)
    return names


def core_files() -> list[Path]:
    files: list[Path] = []
    for part in CORE:
        target = PACKAGE / part
        files.extend(sorted(target.rglob("*.py")) if target.is_dir() else [target])
    return [f for f in files if f.exists()]


@pytest.mark.parametrize("path", core_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_core_does_not_import_edge_libraries(path):
    leaked = {m for m in imported_modules(path) if m.split(".")[0] in EDGE_LIBRARIES}
    assert not leaked, f"{path.name} imports {sorted(leaked)}"


@pytest.mark.parametrize("path", core_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_core_does_not_import_store_report_or_cli(path):
    leaked = {m for m in imported_modules(path)
              if any(part in ("store", "report", "cli") for part in m.lstrip(".").split(".")[:2])}
    assert not leaked, f"{path.name} imports {sorted(leaked)}"


def test_nothing_imports_the_cli():
    offenders = [p.name for p in PACKAGE.rglob("*.py")
                 if p.name not in ("cli.py", "__main__.py")
                 and any(m.endswith("cli") for m in imported_modules(p))]
    assert offenders == []
