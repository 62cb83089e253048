"""Data built from slacheck's own files, kept on disk between runs (never anything of the user's).

Loading the language data (parsing the YAML, checking it against its schema, folding it) costs
about a tenth of a second that every ``check`` would pay again for the same bytes. What it
builds is kept in the user's cache folder, keyed by a hash of every file it was made from (the
data and the code that reads it) and of the Python and slacheck versions, as Python keeps
``.pyc`` files beside their source: a changed file is a new key, never a stale answer.

Only packaged data goes here (slacheck's own, and pdfminer's predefined CMaps: ``ingest/cmaps.py``);
a contract, an incident log or a checklist the user gives is never cached (its result must come
from reading it). The cache is an optimisation only: a missing, read-only or damaged cache
folder, a cache file from another version or a value that cannot be stored all fall back to
building the value, silently.

Where: ``$SLACHECK_CACHE_DIR`` (set to nothing: no cache), else ``$XDG_CACHE_HOME/slacheck``,
else ``~/.cache/slacheck``. Values are stored with ``marshal`` (plain data: dicts, lists,
text, numbers), which reads back several times faster than YAML is parsed. A value's file is
named by its key as well as its name, so versions used side by side (two checkouts, an upgrade
and back) each keep theirs instead of replacing each other's at every run; a few are kept per
name (``KEPT_VERSIONS``), the oldest removed when another is written.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
from pathlib import Path
from typing import Any, Callable, Iterable

ENV = "SLACHECK_CACHE_DIR"
FORMAT = b"slacheck-datacache-1"
DIGEST = 32  # bytes of a sha256: the key, then the stored value's own
KEPT_VERSIONS = 4  # files kept per name, the most recently written


def cache_dir() -> Path | None:
    """The folder the cache lives in (None: caching is off, or there is no home to put it in)."""
    configured = os.environ.get(ENV)
    if configured is not None:
        return Path(configured) if configured.strip() else None
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        try:
            base = str(Path.home() / ".cache")
        except (RuntimeError, KeyError):  # no HOME and no password entry
            return None
    return Path(base) / "slacheck"


def source_key(sources: Iterable[Path]) -> bytes:
    """A digest of the bytes of ``sources`` (in order) and of the versions that read them."""
    from . import __version__

    parts = [FORMAT, f"|{sys.version}|{marshal.version}|{__version__}|".encode()]
    for path in sources:
        data = Path(path).read_bytes()
        parts += [b"%d:" % len(data), data]
    return _digest(*parts)


def _digest(*parts: bytes) -> bytes:
    from .columns.hashing import content_sha256  # every hash slacheck computes, in one module

    return bytes.fromhex(content_sha256(*parts))


def cached(name: str, sources: Iterable[Path], build: Callable[[], Any]) -> Any:
    """``build()``, or the value an earlier run built from the same ``sources``.

    ``name`` names the cache file (one per value); ``sources`` are every file the value is
    made from: the data and the code that turns it into the value."""
    folder = cache_dir()
    if folder is None:
        return build()
    key = source_key(sources)
    path = stored_path(folder, name, key)
    found = _read(path, key)
    if found is not _MISSING:
        return found
    value = build()
    _write(path, key, value)
    return value


_MISSING = object()


class Memo:
    """A pure function of slacheck's own data strings, answered from what earlier runs computed.

    For what building the rule set asks thousands of times, the same each run (a phrase's
    normal form, its spellings): ``memo(argument)`` is ``function(argument)``, read from the
    table kept on disk (keyed like ``cached`` by every file the answers depend on) or computed
    and added to it. ``keep()``, once the build is done, writes the table if something was
    added and stops adding: arguments asked after that are computed and never kept, so the
    table only ever holds what the build itself asked."""

    def __init__(self, name: str, function: Callable[[Any], Any], sources: Callable[[], Iterable[Path]]):
        self.name, self.function, self.sources = name, function, sources
        self._table: dict | None = None
        self._key: bytes | None = None
        self._added = False
        self._kept = False
        MEMOS.append(self)

    def __call__(self, argument: Any) -> Any:
        table = self._table if self._table is not None else self._load()
        try:
            return table[argument]
        except KeyError:
            value = self.function(argument)
            if not self._kept:
                table[argument] = value
                self._added = True
            return value

    def _load(self) -> dict:
        self._table = {}
        folder = cache_dir()
        if folder is not None:
            self._key = source_key(self.sources())
            found = _read(stored_path(folder, self.name, self._key), self._key)
            if isinstance(found, dict):
                self._table = found
        return self._table

    def keep(self) -> None:
        """Write what was added (if there is a cache folder), then add nothing more."""
        folder = cache_dir()
        if self._added and self._key is not None and folder is not None:
            _write(stored_path(folder, self.name, self._key), self._key, self._table)
        self._added, self._kept = False, True


MEMOS: list[Memo] = []  # every memo made: ``keep_memos`` keeps them all


def keep_memos() -> None:
    """``keep()`` every memo: the build they serve is done (the extractor, ``pipeline.prepare``)."""
    for memo in MEMOS:
        memo.keep()


def stored_path(folder: Path, name: str, key: bytes) -> Path:
    """The file holding the value ``name`` built from the sources ``key`` digests."""
    return folder / f"{name}.{key.hex()[:KEY_CHARS]}.marshal"


KEY_CHARS = 16  # hex digits of the key in a file's name (the whole key is checked inside)


def stored_versions(folder: Path, name: str) -> list[Path]:
    """The files of ``name`` in ``folder``, one per version of its sources kept."""
    prefix, size = f"{name}.", len(name) + KEY_CHARS + len(".marshal") + 1
    try:
        return [entry for entry in folder.iterdir() if entry.name.startswith(prefix) and len(entry.name) == size
                and entry.name.endswith(".marshal") and _is_hex(entry.name[len(prefix):len(prefix) + KEY_CHARS])]
    except OSError:
        return []


def _is_hex(text: str) -> bool:
    return all(ch in "0123456789abcdef" for ch in text)


def _prune(path: Path) -> None:
    """Remove the oldest files of ``path``'s name beyond ``KEPT_VERSIONS`` (``path`` is kept)."""
    name = path.name[:-len(".marshal") - KEY_CHARS - 1]
    others = [p for p in stored_versions(path.parent, name) if p != path]
    if len(others) < KEPT_VERSIONS:
        return
    def written(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    for old in sorted(others, key=written)[:len(others) - KEPT_VERSIONS + 1]:
        with contextlib.suppress(OSError):
            old.unlink()


def _read(path: Path, key: bytes) -> Any:
    try:
        blob = path.read_bytes()
    except OSError:
        return _MISSING
    if len(blob) < 2 * DIGEST or blob[:DIGEST] != key:
        return _MISSING
    payload = blob[2 * DIGEST:]
    if _digest(payload) != blob[DIGEST:2 * DIGEST]:
        return _MISSING  # damaged (a disk error, a half-copied file)
    try:
        return marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return _MISSING


def _write(path: Path, key: bytes, value: Any) -> None:
    try:
        payload = marshal.dumps(value)
    except ValueError:  # not plain data: not kept
        return
    blob = key + _digest(payload) + payload
    import tempfile  # only when something is written (a first run)

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # whole or not at all: a concurrent run reads the old file or the new one, never half
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(blob)
            os.replace(temporary, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        _prune(path)
    except OSError:  # read-only, full, or not a folder: run without the cache
        pass
