"""STYLE §8: no Chinese or English phrases in slacheck/extract/*.py; they live in lang/*.yaml.

Chinese is easy to spot (any CJK character outside comments and docstrings). For Latin text
the test asks the data itself: every word that appears in a phrase of the language data
(zh.yaml, en.yaml, numbers.yaml, layout.yaml) is a phrase word, and a string literal in the
code may not contain one, unless the word is also a *name* in the data (a field such as
``triggers``, a canonical value such as ``liquid`` or ``USD``, a SPEC key).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import yaml

from slacheck.extract.lang.schema import KINDS, READERS
from slacheck.models import EVIDENCE_KINDS, TERM_KEYS

EXTRACT = Path(__file__).resolve().parents[2] / "slacheck" / "extract"
DATA_FILES = sorted((EXTRACT / "lang").glob("*.yaml"))
# regex syntax and markup are no words: group names, escapes, character ranges, HTML entities
GROUP_NAMES = re.compile(r"\(\?P<\w+>|\(\?P=\w+\)|\\[A-Za-z]|[A-Za-z]-[A-Za-z]|&[a-z]+;")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
WORD = re.compile(r"[A-Za-z]{2,}")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(GROUP_NAMES.sub(" ", text))}


def data_words() -> tuple[set[str], set[str]]:
    """(phrase words, names) of every data file."""
    phrases: set[str] = set()
    names: set[str] = set(TERM_KEYS) | {k for k in KINDS if k} | set(READERS) | set(EVIDENCE_KINDS)

    def walk(node, record=False):
        if isinstance(node, dict):
            for k, v in node.items():
                if record or isinstance(v, (dict, list, bool)) or v is None:
                    names.add(str(k).lower())   # a field or a canonical value
                else:
                    phrases.update(_words(str(k)))  # a surface form mapped to a number or a name
                    if isinstance(v, str):
                        names.add(v.lower())
                walk(v)
        elif isinstance(node, list):
            for v in node:
                if isinstance(v, str):
                    phrases.update(_words(v))
                    names.update(n.lower() for n in re.findall(r"\(\?P<(\w+)>", v))  # group names
                else:
                    walk(v, record=True)  # a record's keys are its fields

    for path in DATA_FILES:
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return phrases - names, names


def code_identifiers(tree: ast.AST) -> set[str]:
    """Names the code itself uses (variables, attributes, arguments, regex group names): a
    literal equal to one is a label (``"credit"`` for a percentage's role), not a phrase."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id.lower())
        elif isinstance(node, ast.Attribute):
            names.add(node.attr.lower())
        elif isinstance(node, ast.arg):
            names.add(node.arg.lower())
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name.lower())
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.update(n.lower() for n in re.findall(r"\(\?P<(\w+)>", node.value))
    return names


def code_strings(path: Path):
    """(line, string) of every string literal that is not a docstring or an error message."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skipped.add(id(first.value))
        if isinstance(node, ast.Raise):  # a message for the user or the developer, never matched
            skipped.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            yield node.lineno, node.value


def phrase_words_in(value: str, phrase_words: set[str], labels: set[str]) -> set[str]:
    """The phrase words a literal holds; a literal shaped like an identifier that the code or
    the data uses as a name (``cn_digits``, ``LOWER``, ``credit``) holds none."""
    if IDENTIFIER.fullmatch(value) and ("_" in value or value.isupper() or value.lower() in labels):
        return set()
    return _words(value) & phrase_words


MODULES = sorted(EXTRACT.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(EXTRACT)))
def test_no_chinese_in_code(path):
    for line, value in code_strings(path):
        assert not re.search(r"[\u4e00-\u9fff]", value), f"{path.name}:{line}: {value!r}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(EXTRACT)))
def test_no_english_phrase_words_in_code(path):
    if path.parent.name == "lang":
        pytest.skip("the schema names the data's fields")
    phrase_words, names = data_words()
    labels = names | code_identifiers(ast.parse(path.read_text(encoding="utf-8")))
    found = [(line, value, sorted(phrase_words_in(value, phrase_words, labels))) for line, value in code_strings(path)]
    found = [f for f in found if f[2]]
    assert not found, "\n".join(f"{path.name}:{line}: {value!r} holds {words}" for line, value, words in found)


@pytest.mark.parametrize("literal, caught", [
    ("and", True),                 # numbers.yaml en_and: a word the code would match
    ("the duration", True),        # an en.yaml trigger
    ("shorter than", True),
    ("cn_digits", False),          # a data field
    ("credit_tiers", False),       # a SPEC key
    ("LOWER", False),              # a spaCy attribute name
    ("(?P<unit>x)", False),        # a regex group name
    ("[A-Za-z]", False),           # a character class
])
def test_the_check_catches_a_phrase(literal, caught):
    """The test itself can fail: a phrase word of the data written in code is caught."""
    phrase_words, names = data_words()
    assert bool(phrase_words_in(literal, phrase_words, names)) is caught
