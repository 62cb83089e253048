"""The regular expressions the extractor's build compiles, kept compiled between runs.

Building the extractor (``extract.pipeline.prepare``: spaCy's import, the rule set, the number
and layout tables) compiles about 300 regular expressions, the same ones every run: the
language data's alternations and the patterns of the libraries it imports. ``re`` spends
60-90 ms of pure Python on them (``re._parser`` parses a pattern, ``re._compiler`` writes its
code for the C matcher), in every ``check`` while the PDF readers want both cores.

While ``kept_compiled()`` is open, ``re`` compiles through ``_compile`` here: a pattern's code,
as ``re._compiler`` writes it, comes from a table kept like the phrase forms
(``datacache.Memo``: keyed by the Python version and ``re``'s own source, written once the
build is done, holding only what the build asked) and goes to ``_sre.compile`` exactly as
``re._compiler.compile`` passes it, so the pattern is the one compiling afresh gives (``==``,
same code, flags and groups). Only the build is covered: a pattern made from a user's text (a
search for a term, a checklist's condition) is compiled as usual and never kept. A Python whose
``re`` has no ``_compiler`` (3.10) compiles as usual.

The data's big alternations are ``lazy.LazyPattern``s: made by the build, compiled only when a
text first needs one, after the build. Each one the build makes is announced here (``ahead``):
the table keeps its code too (computed once, when the table is written without it), and its
first use compiles from that code (``kept_compiled`` around it), not from the pattern's text:
a 3-page contract's first uses parsed ~30 ms of these every run.
"""

from __future__ import annotations

import array
import functools
import re
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .datacache import Memo

_compiler = getattr(re, "_compiler", None)
_parser = getattr(re, "_parser", None)


def _code(argument: tuple[str, int]) -> tuple:
    """What ``re._compiler.compile`` hands ``_sre.compile`` for ``(pattern, flags)``, as plain
    data: the flags with the pattern's inline ones, the code (packed: ``_arguments``), the group
    count, the group names by number and the numbers by name."""
    pattern, flags = argument
    tree = _parser.parse(pattern, flags)
    groupindex = dict(tree.state.groupdict)
    indexgroup = [None] * tree.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    code = array.array(CODE_TYPE, [int(op) for op in _compiler._code(tree, flags)]).tobytes()
    return flags | tree.state.flags, code, tree.state.groups - 1, groupindex, tuple(indexgroup)


# a pattern's code (unsigned words of at most 32 bits: ``_sre.CODESIZE``) kept as one bytes object: the table's
# ~420,000 words read back by ``marshal`` as ints one by one cost ~60 M instructions a build, unpacked far less
CODE_TYPE = "I" if array.array("I").itemsize >= 4 else "L"


def _arguments(kept: tuple) -> tuple:
    """``_sre.compile``'s arguments after the pattern, from what ``_code`` kept."""
    flags, code, *groups = kept
    return (flags, array.array(CODE_TYPE, code).tolist(), *groups)


class _BuildCodes(Memo):
    """A ``Memo`` whose table, when written, holds what this build asked and what other builds
    asked, up to ``OTHERS_SHARE`` of this build's: ``check`` and ``diff`` (or a PDF's reader and
    a Word file's) each compile a few patterns the other does not, and a table trimmed to one
    build's would be written again, and those patterns parsed again, every time the commands
    alternate. Beyond that share the table is trimmed to this build's: a pattern no build
    compiles any more (a library upgraded, data changed) is dropped instead of kept forever."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._asked: set = set()
        self._ahead: set = set()  # patterns the build made to compile later (``ahead``)

    def __call__(self, argument):
        if not self._kept:
            self._asked.add(argument)
        return super().__call__(argument)

    def ahead(self, argument) -> None:
        """The build made this pattern to compile later: keep its code with the build's."""
        if not self._kept:
            self._ahead.add(argument)

    def keep(self) -> None:
        if self._kept:  # kept once: nothing is asked or made ahead since (each later text's ``prepare`` asks again)
            return
        if self._ahead:
            table = self._table if self._table is not None else self._load()
            if self._key is not None:  # a cache folder to keep them in
                for argument in self._ahead - table.keys():  # a first run, or the data changed
                    try:
                        table[argument] = self.function(argument)
                    except re.error:  # compiled (and refused) where it is used, as before
                        continue
                    self._added = True
            self._asked |= self._ahead & table.keys()
        if self._added and self._table is not None and \
                len(self._table.keys() - self._asked) > OTHERS_SHARE * len(self._asked):
            self._table = {argument: self._table[argument] for argument in self._asked}
        super().keep()


# other builds' patterns (another command's, another reader's: a few dozen) a table keeps beside this build's, as a
# share of this build's (~570 for ``check``)
OTHERS_SHARE = 0.25


CODES = _BuildCodes("regex-code", _code,
                    lambda: [Path(__file__)] + ([Path(_compiler.__file__), Path(_parser.__file__)] if _compiler else []))


def _compile(pattern, flags: int = 0):
    """``re._compiler.compile``, its code read from ``CODES`` for a text pattern."""
    if not isinstance(pattern, str) or type(flags) is not int or flags & re.DEBUG:
        return _ORIGINAL(pattern, flags)
    import _sre

    return _sre.compile(pattern, *_arguments(CODES((pattern, flags))))


_ORIGINAL = _compiler.compile if _compiler is not None else None


def ahead(pattern: str, flags: int = 0) -> None:
    """A pattern the build makes now and compiles later, when a text needs it
    (``lazy.LazyPattern``): inside the build (``kept_compiled`` open) its code is kept with the
    build's, for that later compiling (``kept_compiled`` around it) to read."""
    if _compiler is not None and _compiler.compile is _compile and isinstance(pattern, str):
        CODES.ahead((pattern, int(flags)))


@contextmanager
def kept_compiled() -> Iterator[None]:
    """Compile through ``CODES`` inside the block (the extractor's build); as usual after it,
    and inside it too where ``re`` has no ``_compiler``. Re-entrant."""
    if _compiler is None or _compiler.compile is _compile or not _is_plain_compile() or not _same_as_re():
        yield
        return
    _compiler.compile = _compile
    try:
        yield
    finally:
        _compiler.compile = _ORIGINAL


def constant(pattern: str, flags: int = 0) -> re.Pattern:
    """A module's own constant pattern (a CJK character class: ~3 ms to compile, ``re`` writing
    a 64K-character map in Python), compiled from the kept code as the build's are: kept by the
    build of a process that loaded the module before it (a ``check`` loads it at start-up)."""
    with kept_compiled():
        return re.compile(pattern, flags)


@contextmanager
def compiled_as_usual() -> Iterator[None]:
    """Inside the build, ``re`` compiling as usual for the block: for patterns that are not the
    build's own and whose text changes from run to run (kept, each run would add one and write
    the table again)."""
    if _compiler is None or _compiler.compile is not _compile:
        yield
        return
    _compiler.compile = _ORIGINAL
    try:
        yield
    finally:
        _compiler.compile = _compile


@functools.cache
def _same_as_re() -> bool:
    """Does this Python's ``re`` still compile as ``_code`` copies it? ``_sre.compile``'s arguments
    are ``re``'s private business and may change in a release: a pattern with named and unnamed
    groups and inline flags, compiled both ways, must come out equal, or the hook stays off."""
    probe = r"(?i)(?P<name>a[bc]+)(d)|\d{2,}\b"
    try:
        import _sre

        return _sre.compile(probe, *_arguments(_code((probe, 0)))) == _ORIGINAL(probe, 0)
    except Exception:  # any change in re's internals: compile as usual
        return False


def _is_plain_compile() -> bool:
    """Is ``re._compiler.compile`` still the one this module wraps (nobody else replaced it)?"""
    return _compiler.compile is _ORIGINAL
