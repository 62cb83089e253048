"""pdfminer's predefined CMaps, read from the cache instead of their gzipped JSON.

A PDF whose fonts name a predefined CMap rather than embedding one (reportlab's and many
Chinese producers' unembedded ``STSong-Light`` with ``UniGB-UCS2-H``, a CID font's Adobe-GB1
to-Unicode map) makes pdfminer, on the first table page a process reads, inflate and parse
the CMaps' JSON files that ship with it: ~40 ms CPU per process (``UniGB-UCS2-H`` and
``to-unicode-Adobe-GB1``), paid by each reader process of a long PDF. The same plain data
(dicts of codes and characters, after pdfminer's own conversion) reads back from a marshal
about four times faster; it is kept like slacheck's own data (``datacache.cached``), keyed
by the bytes of the file it was read from and of the pdfminer code that converts it, so
another pdfminer or another CMap file is a new key. The CMaps are pdfminer's packaged
files, never anything of the user's; without a cache folder they are read as before.
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import Any

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]*")  # a CMap's file name as pdfminer ships them


@functools.cache
def read_from_cache() -> None:
    """Make pdfminer read its predefined CMaps through the cache (once per process, on the
    first page pdfminer interprets)."""
    from pdfminer import cmapdb

    original = cmapdb.CMapDB._load_data.__func__

    def load_data(cls, name: str) -> type[Any]:
        name = name.replace("\0", "")  # as pdfminer reads it
        source = _source(name, cmapdb)
        if source is None:  # a name pdfminer will not find, or not a plain file name: its own answer
            return original(cls, name)
        from ..datacache import cached

        data = cached(f"pdfminer-cmap-{name}", (source, Path(cmapdb.__file__)),
                      lambda: _plain(original(cls, name)))
        return type(str(name), (), data)

    cmapdb.CMapDB._load_data = classmethod(load_data)


def _source(name: str, cmapdb) -> Path | None:
    """The file pdfminer's ``CMapDB._load_data`` reads for ``name`` (its directories, in its order)."""
    if not _NAME.fullmatch(name):
        return None
    for directory in (os.environ.get("CMAP_PATH", "/usr/share/pdfminer/"),
                      os.path.join(os.path.dirname(cmapdb.__file__), "cmap")):
        path = os.path.realpath(os.path.join(directory, f"{name}.json.gz"))
        if path.startswith(os.path.realpath(directory) + os.sep) and os.path.exists(path):
            return Path(path)
    return None


def _plain(loaded: type) -> dict[str, Any]:
    """The data pdfminer made a class of (its upper-case names: CODE2CID, CID2UNICHR_H, ...)."""
    return {key: value for key, value in vars(loaded).items() if not (key.startswith("__") and key.endswith("__"))}
