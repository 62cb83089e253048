"""The one YAML reader for files people write: TERMS.yaml, checklists, workloads.

These files are data that decides money and signatures, so YAML's generality is a risk:
every problem becomes a ``SlacheckError`` naming the line, before any value is used.
- only plain data: mappings, lists, text, numbers, booleans, null and dates; any other tag
  (``!!python/object``, ``!local``, ``!!set``, ``!!binary``) is refused;
- keys are plain text or numbers, each key once per mapping (a second ``gpu_count:`` would
  otherwise silently win);
- numbers are finite and bounded (``.inf``, ``.nan``, ``1e400``, 40-digit integers);
- nesting is bounded before anything recursive runs (deep ``[[[[...`` is a RecursionError
  in PyYAML's composer), and so is what aliases expand to (the "billion laughs").
"""

from __future__ import annotations

import functools
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import SlacheckError
from .lazy import lazy_module

if TYPE_CHECKING:
    import yaml
else:
    yaml = lazy_module("yaml")  # imported on first use (``strict_loader``, ``packaged_data`` on a cache miss)

MAX_DEPTH = 32                 # Limits.max_yaml_depth
MAX_EXPANDED_NODES = 1_000_000  # nodes after aliases are followed
LARGEST_NUMBER = 10**15        # beyond any real quantity in a contract (and exact as a float)

PLAIN_TAGS = ("null", "bool", "int", "float", "str", "seq", "map", "timestamp", "merge")


@functools.lru_cache(maxsize=1)
def safe_loader() -> type:
    """libyaml's safe loader where PyYAML was built with it, else the pure-Python one (for
    slacheck's own data files; files people write get ``strict_loader``)."""
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.lru_cache(maxsize=1)
def strict_loader() -> type:
    """The loader for files people write (built on first use: PyYAML is imported only by a
    command that parses YAML, not by a ``check`` whose packaged data comes from the cache)."""

    class StrictLoader(safe_loader()):
        """SafeLoader restricted to plain data, with unique keys and bounded numbers."""

        yaml_constructors = {tag: constructor for tag, constructor in yaml.SafeLoader.yaml_constructors.items()
                             if tag is not None and tag.rsplit(":", 1)[-1] in PLAIN_TAGS}

        def construct_undefined(self, node):
            raise yaml.constructor.ConstructorError(
                None, None, f"the tag {node.tag} is not allowed (plain YAML data only)", node.start_mark)

        def construct_mapping(self, node, deep=False):
            if isinstance(node, yaml.MappingNode):
                seen: dict[Any, int] = {}
                for key_node, _ in node.value:
                    if key_node.tag == "tag:yaml.org,2002:merge":
                        continue  # `<<: *defaults` merges; keys written beside it override
                    if not isinstance(key_node, yaml.ScalarNode):
                        raise yaml.constructor.ConstructorError(
                            None, None, "a key must be plain text, not a list or mapping", key_node.start_mark)
                    key = self.construct_object(key_node, deep=deep)
                    try:
                        first = seen.get(key)
                    except TypeError:
                        raise yaml.constructor.ConstructorError(
                            None, None, "a key must be plain text", key_node.start_mark) from None
                    if first is not None:
                        raise yaml.constructor.ConstructorError(
                            None, None, f"duplicate key '{key}' (first on line {first})", key_node.start_mark)
                    seen[key] = key_node.start_mark.line + 1
            return super().construct_mapping(node, deep=deep)

        def construct_yaml_float(self, node):
            value = super().construct_yaml_float(node)
            if not math.isfinite(value) or abs(value) > LARGEST_NUMBER:
                raise yaml.constructor.ConstructorError(
                    None, None, f"number '{node.value}' is not finite or too large (limit {LARGEST_NUMBER:.0e})",
                    node.start_mark)
            return value

        def construct_yaml_int(self, node):
            if len(node.value) > 40:  # int() of a huge digit string is itself slow
                value = LARGEST_NUMBER + 1
            else:
                value = super().construct_yaml_int(node)
            if abs(value) > LARGEST_NUMBER:
                raise yaml.constructor.ConstructorError(
                    None, None, f"number '{node.value[:40]}' is too large (limit {LARGEST_NUMBER:.0e})",
                    node.start_mark)
            return value

        def construct_yaml_timestamp(self, node):
            try:
                return super().construct_yaml_timestamp(node)
            except (ValueError, OverflowError):
                raise yaml.constructor.ConstructorError(
                    None, None, f"'{node.value}' is not a real date or time", node.start_mark) from None

    StrictLoader.add_constructor("tag:yaml.org,2002:float", StrictLoader.construct_yaml_float)
    StrictLoader.add_constructor("tag:yaml.org,2002:int", StrictLoader.construct_yaml_int)
    StrictLoader.add_constructor("tag:yaml.org,2002:timestamp", StrictLoader.construct_yaml_timestamp)
    StrictLoader.add_constructor(None, StrictLoader.construct_undefined)
    return StrictLoader


def check_depth(text: str, file: str | Path, max_depth: int) -> None:
    """Refuse nesting deeper than ``max_depth`` from the event stream (which is not recursive)."""
    depth = 0
    for event in yaml.parse(text, Loader=safe_loader()):
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > max_depth:
                raise SlacheckError(file, f"nested deeper than {max_depth} levels", line=event.start_mark.line + 1)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def expanded_size(root: yaml.Node) -> int:
    """Nodes in the document with every alias followed (shared nodes counted each time)."""
    sizes: dict[int, int] = {}

    def size(node: yaml.Node) -> int:
        known = sizes.get(id(node))
        if known is not None:
            return known
        if isinstance(node, yaml.SequenceNode):
            total = 1 + sum(size(child) for child in node.value)
        elif isinstance(node, yaml.MappingNode):
            total = 1 + sum(size(k) + size(v) for k, v in node.value)
        else:
            total = 1
        sizes[id(node)] = total
        return total

    return size(root)


def load_yaml(text: str, file: str | Path, max_depth: int | None = None) -> tuple[yaml.Node | None, Any]:
    """(root node, data) of one YAML document; ``(None, None)`` when it is empty.

    The node keeps line numbers for the caller's own messages; every YAML problem is a
    ``SlacheckError`` naming ``file:line``.
    """
    if max_depth is None:
        from .limits import Limits

        max_depth = Limits.from_env().max_yaml_depth
    try:
        check_depth(text, file, max_depth)
        loader = strict_loader()(text)
        try:
            root = loader.get_single_node()
            if root is None:
                return None, None
            if expanded_size(root) > MAX_EXPANDED_NODES:
                raise SlacheckError(file, f"aliases expand to more than {MAX_EXPANDED_NODES:,} values",
                                    line=root.start_mark.line + 1)
            return root, loader.construct_document(root)
        finally:
            loader.dispose()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise SlacheckError(file, f"not valid YAML: {problem}", line=mark.line + 1 if mark else None) from None


def packaged_data(package: str, name: str) -> Any:
    """A data file shipped inside slacheck (messages, reasons, defaults ...): written and tested
    with the code, so read as it is, by libyaml's safe loader where PyYAML was built with it
    (the pure-Python loader costs ~40 ms of every check on reasons.yaml alone), and kept on disk
    between runs (``slacheck.datacache``: reasons.yaml parses in ~2-4 ms and reads back in ~0.1;
    a file of a few hundred bytes parses about as fast as its key is checked, but parsing it
    needs PyYAML, ~10 ms to import, which a ``check`` whose files all come from the cache never
    pays)."""
    from importlib import resources

    resource = resources.files(package) / name
    if not isinstance(resource, Path):
        return _parse_packaged(resource)  # inside a zip: no file to key the cache by
    from .datacache import cached

    sources = [resource, Path(__file__), pyyaml_file()]  # the data, its reader, PyYAML's version
    return cached(f"data-{package}-{name}", sources, lambda: _parse_packaged(resource))


@functools.lru_cache(maxsize=1)
def pyyaml_file() -> Path:
    """PyYAML's ``__init__.py`` (its version), found without importing it (on the path, not
    through ``sys.modules``, where reading the lazy module's spec would import it)."""
    from importlib.machinery import PathFinder

    return Path(PathFinder.find_spec("yaml").origin)


def _parse_packaged(resource) -> Any:
    return yaml.load(resource.read_text(encoding="utf-8"), Loader=safe_loader())


def in_language(entry: Any, lang: str) -> Any:
    """An entry of a data file in ``lang``: ``{en: ..., zh: ...}`` gives its ``lang`` part (English
    when it has none); anything else (one string, as a user's own file may give it) is the same
    in every language."""
    return (entry.get(lang) or entry["en"]) if isinstance(entry, dict) else entry


def worded(message: str | dict, lang: str, /, **fields: Any) -> str:
    """A sentence of a data file in ``lang`` (``in_language``), its {placeholders} filled in."""
    template = in_language(message, lang)
    return template.format(**fields) if fields else template
