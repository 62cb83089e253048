"""Modules loaded on first use, so a command pays at start-up only for what it runs.

The standard library's ``importlib.util.LazyLoader``: the name is bound at once, the module
body runs at the first attribute read. ``slacheck --help`` thus never imports numpy, pydantic
or spaCy.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


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
    return module
