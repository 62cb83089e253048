"""The bounds of ``accept``'s options, one place for the CLI and the Python API.

The CLI refuses a value outside them in its option callbacks (naming the option); ``api.accept``
refuses the same values with ``ValueError`` (naming the argument). Without a bound a typo such as
``ports_per_node=10**23`` was judged on "4e+25 Gb/s per node".
"""

from __future__ import annotations

import math

GIB = 1024**3
MAX_MESSAGE_GIB = 1024  # the largest nccl-tests message size worth judging on: more than any GPU's memory
MAX_PORTS_PER_NODE = 1024  # network ports on one node: a rack-scale "node" (NVL72) has 72; more is a typo
PORTS_PER_NODE = (1, MAX_PORTS_PER_NODE)
MIN_SIZE_GIB = (0, MAX_MESSAGE_GIB)


def out_of_range(value: float, low: float, high: float | None = None) -> str | None:
    """Why the number ``value`` is no count or size from ``low`` to ``high`` (None: it is one), in
    words: nan, inf and 1e300 are no size."""
    if math.isfinite(value) and low <= value <= (high if high is not None else value):
        return None
    bounds = f"from {low:g} to {high:g}" if high is not None else f"{low:g} or more"
    return f"must be {bounds} (got {value if isinstance(value, int) else format(value, 'g')})"


def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def check_accept_options(ports_per_node, min_size_bytes) -> None:
    """``api.accept``'s ports per node and smallest judged message within the CLI's bounds, else ValueError."""
    if ports_per_node is not None:
        if not is_number(ports_per_node) or isinstance(ports_per_node, float):
            raise ValueError(f"ports_per_node must be a whole number (got {ports_per_node!r})")
        problem = out_of_range(ports_per_node, *PORTS_PER_NODE)
        if problem:
            raise ValueError(f"ports_per_node {problem}")
    if min_size_bytes is not None:
        low, high = MIN_SIZE_GIB[0] * GIB, MIN_SIZE_GIB[1] * GIB
        if not is_number(min_size_bytes) or out_of_range(min_size_bytes, low, high):
            raise ValueError(f"min_size_bytes must be from {low} to {high} ({MIN_SIZE_GIB[1]} GiB) "
                             f"(got {min_size_bytes!r})")
