"""The data files in ``lang/``, read once, checked by their closed schema, folded like the text.

Every file (zh.yaml, en.yaml, numbers.yaml, layout.yaml; and evidence.yaml beside them) passes ``lang/schema.py`` when it is
loaded; a problem is a ``SlacheckError`` naming ``file:line`` (the line of the offending
field, found by composing the YAML again only when something is wrong). Strings are folded
as the text is (``fold.fold_data``), so a phrase in simplified characters also matches its
traditional spelling. The loaded data is cached and never changed after loading; a data file
once checked and folded is kept on disk for the next run (``slacheck.datacache``, keyed by the
bytes of the file and of the code that reads it).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..datacache import cached
from ..errors import collect
from .. import yamlfile
from ..lazy import lazy_module
from ..yamlfile import pyyaml_file, safe_loader
from . import fold
from .fold import dictionary_files, fold_data
from .lang import schema
from .lang.schema import problems_in

LANG_DIR = Path(__file__).parent / "lang"
LANGUAGES = ("zh", "en")

if TYPE_CHECKING:
    import yaml
else:
    yaml = lazy_module("yaml")  # only when a file is parsed: a warm ``check`` reads them all from the cache


def read_data_file(path: Path) -> Any:
    """One data file, checked by its schema (SlacheckError naming file:line otherwise)."""
    source = path.read_text(encoding="utf-8")
    data = spliced(yaml.load(source, Loader=safe_loader()))
    problems = problems_in(data, path.name)
    if problems:
        lines = _lines_of(source)
        collect(path.name, [(_line_at(lines, where), message) for where, message in problems])
    return data


def spliced(node: Any) -> Any:
    """``node`` with each list that mixes phrases and lists of phrases made flat: a phrase list
    takes another by its YAML alias (``blockers: [*reference_prices, 押金]``), so two keys that
    share words write them once. A list of lists only (``combine``) is left as it is."""
    if isinstance(node, dict):
        return {k: spliced(v) for k, v in node.items()}
    if isinstance(node, list):
        items = [spliced(v) for v in node]
        if any(isinstance(v, list) for v in items) and not all(isinstance(v, list) for v in items):
            return [w for v in items for w in (v if isinstance(v, list) else [v])]
        return items
    return node


def _lines_of(source: str) -> dict[tuple, int]:
    """The 1-based line of every node of a YAML document, by its path of keys and indexes."""
    lines: dict[tuple, int] = {}

    def walk(node, path):
        lines[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                here = path + (key.value,)
                walk(value, here)
                lines[here] = key.start_mark.line + 1  # a field is reported where its name is
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                walk(item, path + (i,))

    root = yaml.compose(source, Loader=safe_loader())
    if root is not None:
        walk(root, ())
    return lines


def _line_at(lines: dict[tuple, int], path: tuple) -> int | None:
    """The line of ``path`` (keys compared as written: YAML may have read 'no' as False)."""
    by_text = {tuple(str(p) for p in k): v for k, v in lines.items()}
    while path:
        found = lines.get(path) or by_text.get(tuple(str(p) for p in path))
        if found:
            return found
        path = path[:-1]
    return lines.get(())


def folded_data_file(name: str) -> dict:
    """``lang/NAME.yaml`` checked and folded, from the disk cache when this very file (and
    the code below that reads and folds it) was loaded before."""
    path = LANG_DIR / f"{name}.yaml"
    return cached(f"lang-{name}", _sources(path), lambda: fold_data(read_data_file(path)))


def _sources(path: Path) -> list[Path]:
    """What a data file's value in the disk cache is made from: the file, and the code that reads and folds it (its YAML
    loader, ``yamlfile.safe_loader``, and PyYAML's version among it)."""
    return [path, Path(__file__), Path(fold.__file__), Path(schema.__file__), Path(yamlfile.__file__), pyyaml_file(),
            *dictionary_files()]


# the customer's names a language file knows: rack_power_kw's over_racks list of the parties racks are for (Customer,
# Licensee, 甲方, ...); a phrase naming the list in braces ("entitles {parties} to", "{parties}有权获得") stands for one
# phrase with each of them in its place (``with_lists``), so the names are not listed again
PARTIES_AT = ("keys", "rack_power_kw", "over_racks", "parties")
PARTY = "{" + PARTIES_AT[-1] + "}"
# ... and the adverbs a file lets stand inside a verb ("Customer shall thereupon be entitled to", "is then entitled
# to"): its ``adverbs`` list, named in braces as the parties are ("{parties} shall {adverbs} be entitled to")
ADVERBS_AT = ("adverbs",)
ADVERB = "{" + ADVERBS_AT[-1] + "}"


# the two party letters a language file names (``parties.letters``: 甲方, 乙方), which a contract may give each other's
# roles ("甲方（服务提供方）"): a phrase naming one of them ("{parties}有权获得", 甲方 the customer) then says the other
LETTERS_AT = ("parties", "letters")


def swapped_letters(phrase: str, letters: list[str]) -> str:
    """``phrase`` with each of the two party ``letters`` (甲方, 乙方) written as the other: what it says in a contract
    that gives the letters each other's roles; as written where the data names no such pair."""
    if len(letters) != 2:
        return phrase
    first, second = letters
    if first not in phrase and second not in phrase:
        return phrase  # (most phrases name neither: thousands of them, at every build)
    return "".join(second if part == first else first if part == second else part
                   for part in _letters_split(first, second).split(phrase))


@functools.lru_cache(maxsize=8)
def _letters_split(first: str, second: str) -> re.Pattern:
    """The split at either of two party letters (``swapped_letters``), compiled once for every phrase."""
    return re.compile(f"({re.escape(first)}|{re.escape(second)})")


def _listed(data: dict, path: tuple[str, ...]) -> list[str]:
    """The list of phrases ``data`` holds at ``path``; none where it holds none."""
    node = data
    for step in path:
        node = node.get(step) if isinstance(node, dict) else None
    return [str(p) for p in node or []]


@functools.lru_cache(maxsize=None)
def load_language(lang: str) -> dict:
    """One language's data (``zh``, ``en``), validated and folded, each phrase naming ``PARTY`` or ``ADVERB`` written
    once for each customer's name and each adverb the file knows (``with_lists``): kept so in the disk cache (not
    written out again each run: ~10,000 phrases, some milliseconds), in place of the file as folded, which only this
    reads."""
    path = LANG_DIR / f"{lang}.yaml"

    def build() -> dict:
        data = fold_data(read_data_file(path))
        return with_lists(data, {PARTY: _listed(data, PARTIES_AT), ADVERB: _listed(data, ADVERBS_AT)})

    return cached(f"lang-{lang}-lists", _sources(path), build)


def with_lists(node, lists: dict[str, list[str]]):
    """``node`` (a language file's data) with each phrase of its lists that names a placeholder of ``lists`` replaced by
    one phrase for each of that list's words in its place: "entitles {parties} to" is "entitles Customer to", "entitles
    Licensee to", ...; "{parties} is {adverbs} entitled to" each name with each adverb; none where the file lists no
    word for a placeholder the phrase names."""
    if isinstance(node, dict):
        return {k: with_lists(v, lists) for k, v in node.items()}
    if isinstance(node, list):
        out = []
        for item in node:
            if isinstance(item, str) and any(name in item for name in lists):
                written = [item]
                for name, words in lists.items():
                    written = [w.replace(name, word) for w in written for word in words] \
                        if name in item else written
                out.extend(written)
            else:
                out.append(with_lists(item, lists))
        return out
    return node


@functools.lru_cache(maxsize=1)
def number_data() -> dict:
    """numbers.yaml: numerals, multipliers, units, currencies and masks."""
    return folded_data_file("numbers")


def key_unit(key: str) -> str | None:
    """The SPEC unit of a key's value, by the key's suffix (numbers.yaml ``key_units``): a term's ``unit``, as extracted
    or as read from a TERMS.yaml."""
    for suffix, unit in number_data().get("key_units", {}).items():
        if key.endswith(suffix):
            return unit
    if key in ("monthly_fee", "price_gpu_hour", "price_rack_month"):
        return "currency"
    if key == "credit_tiers":
        return "%"
    return None


@functools.lru_cache(maxsize=1)
def layout_data() -> dict:
    """layout.yaml: how text is cut into sentences, clauses and sections."""
    return folded_data_file("layout")


@functools.lru_cache(maxsize=1)
def evidence_data() -> dict:
    """evidence.yaml: the confidence of each evidence kind, and the keys that are commitments."""
    path = Path(__file__).parent / "evidence.yaml"  # policy, not language: beside lang/
    sources = [path, Path(__file__), Path(schema.__file__), Path(yamlfile.__file__), pyyaml_file()]
    return cached("data-evidence", sources, lambda: read_data_file(path))  # checked once, kept like lang/
