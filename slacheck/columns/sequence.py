"""``ModelColumns``: columns that read as a sequence of pydantic models.

A big log's results (a month's incidents, a reconcile's disputes and one-sided incidents) are
kept as columns because a million models take seconds to build; each such class says how to
make one item (``item``) and how to take models or dicts (``coerce``), and this base gives the
rest the same way for all: indexing and slices, comparison with lists of models, and the
pydantic schema that lets a model field hold the columns and dump them as JSON rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from pydantic_core import core_schema

M = TypeVar("M")


def models_of(value: Iterable, model: type[M]) -> list[M]:
    """Each item of ``value`` as a ``model``: a model as it is, a dict validated (what every ``coerce`` takes)."""
    return [v if isinstance(v, model) else model.model_validate(v) for v in value]


class ModelColumns(Sequence):
    __slots__ = ()

    def item(self, n: int):
        """The model at row ``n`` (0 <= n < len)."""
        raise NotImplementedError

    @classmethod
    def coerce(cls, value: Any):
        """The columns of ``value``: this class as it is, or an iterable of models or dicts."""
        raise NotImplementedError

    def json_rows(self) -> list[dict[str, Any]]:
        """The items as JSON-ready dicts (what a model field of this type dumps)."""
        return [item.model_dump() for item in self]

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self.item(k) for k in range(*index.indices(len(self)))]
        return self.item(range(len(self))[index])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (type(self), list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # mutable columns, compared by value

    @classmethod
    def __get_pydantic_core_schema__(cls, source, handler) -> core_schema.CoreSchema:
        """A model field of this type takes models, dicts or the columns (``coerce``) and
        serialises as ``json_rows``."""
        return core_schema.no_info_plain_validator_function(
            cls.coerce, serialization=core_schema.plain_serializer_function_ser_schema(lambda v: v.json_rows()))
