"""Modules loaded and regular expressions compiled on first use, so a command pays at
start-up only for what it runs.

Modules: the standard library's ``importlib.util.LazyLoader``: the name is bound at once, the
module body runs at the first attribute read. ``slacheck --help`` thus never imports numpy,
pydantic or spaCy. Regular expressions: ``LazyPattern``, for the big alternations built from
the language data that many contracts never need (a contract without a credit table never
uses the tier grammar's bound words), and for the data's own patterns, most of which a given
contract holds none of the words of (``literals.may_match`` reads a pattern's ``source``
without compiling it).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from types import ModuleType
from typing import Any


def lazy_module(name: str) -> ModuleType:
    """``import name``, executed when an attribute of it is first read."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent in sys.modules:  # as an import binds it (`slacheck.sla.disputes` reads the module)
        setattr(sys.modules[parent], child, module)
    return module


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled when first used: ``match``, ``search`` and every
    other attribute of the compiled pattern, as fast as the pattern's own after that first use."""

    def __init__(self, pattern: str, flags: int = 0):
        from .regexcode import ahead

        self.source = (pattern, flags)  # what it compiles from: the pattern and the flags given
        self.pattern = pattern  # as the compiled pattern's ``pattern``
        ahead(pattern, flags)  # made by the extractor's build: its code is kept (regexcode.py)

    def __getattr__(self, name: str) -> Any:  # only for what is not bound yet: once
        if name.startswith("__") or name == "source":  # copy, pickle: nothing to compile
            raise AttributeError(name)
        from . import profiling
        from .regexcode import kept_compiled

        compiled = self.__dict__.get("compiled")
        if compiled is None:
            # the extractor's one-off work, not the text's; from the code an earlier run kept
            with profiling.phase("build"), kept_compiled():
                compiled = re.compile(*self.source)
            for method in ("match", "search", "fullmatch", "finditer", "findall", "sub", "subn", "split"):
                setattr(self, method, getattr(compiled, method))
            self.__dict__["pattern"], self.__dict__["compiled"] = compiled.pattern, compiled
        # any other attribute (``groupindex``, ``groups``, ``flags``: a compiled pattern's never
        # change) bound too, so it is looked up here once, not once per match that reads it
        value = self.__dict__[name] = getattr(compiled, name)
        return value
