"""``IncidentResults``: a month's per-incident rows (SPEC §2 ``incidents[]``) kept as columns.

``models.MonthResult.incidents`` names this type without importing it (models load no numpy);
importing this module completes ``MonthResult``, and the engine, the store and the reports
import it before they build or read one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .. import models
from ..models import EXCLUDED_REASONS, IncidentResult
from .ids import IdColumn, as_id_column
from .sequence import ModelColumns, models_of


class IncidentResults(ModelColumns):
    """A month's ``IncidentResult`` rows kept as columns.

    A month of a big log lists a million incidents; a million models (or a million ``str``)
    take seconds to build, so the engine hands over numpy columns — ids as an ``IdColumn``,
    minutes as floats, reasons as codes into ``EXCLUDED_REASONS`` — and rows or lists are
    made only when someone asks (the JSON writer reads the columns directly).
    """

    __slots__ = ("id_column", "minutes", "reason_codes", "positions")

    def __init__(self, ids: Sequence[str], counted_minutes: Sequence[float],
                 excluded_reasons: Sequence[str | None]):
        self.id_column = as_id_column(ids)
        self.minutes = np.asarray(counted_minutes, dtype=np.float64).reshape(-1)
        self.reason_codes = np.array([EXCLUDED_REASONS.index(r) for r in excluded_reasons], dtype=np.int8)
        self.positions = None

    @classmethod
    def from_columns(cls, ids: IdColumn, minutes: np.ndarray, reason_codes: np.ndarray,
                     positions: np.ndarray | None = None) -> "IncidentResults":
        """``positions``: each incident's index in the log the claim read (the audit database
        links a month's rows to the stored log's rows by it, without looking ids up)."""
        results = cls.__new__(cls)
        results.id_column, results.minutes, results.reason_codes = ids, minutes, reason_codes
        results.positions = positions
        return results

    @classmethod
    def coerce(cls, value: Any) -> "IncidentResults":
        if isinstance(value, IncidentResults):
            return value
        items = models_of(value, IncidentResult)
        return cls([i.id for i in items], [i.counted_minutes for i in items], [i.excluded_reason for i in items])

    @property
    def ids(self) -> IdColumn:
        return self.id_column

    @property
    def counted_minutes(self) -> list[float]:
        return self.minutes.tolist()

    @property
    def excluded_reasons(self) -> list[str | None]:
        return [EXCLUDED_REASONS[c] for c in self.reason_codes.tolist()]

    def __len__(self) -> int:
        return len(self.id_column)

    def item(self, n: int) -> IncidentResult:
        return IncidentResult.model_construct(id=self.id_column[n], counted_minutes=float(self.minutes[n]),
                                              excluded_reason=EXCLUDED_REASONS[int(self.reason_codes[n])])

    def __iter__(self):
        return (IncidentResult.model_construct(id=i, counted_minutes=m, excluded_reason=r)
                for i, m, r in zip(self.id_column, self.counted_minutes, self.excluded_reasons))

    def rows(self) -> list[dict[str, Any]]:
        """JSON rows ``{"id", "counted_minutes", "excluded_reason"}`` (SPEC §2)."""
        return [{"id": i, "counted_minutes": m, "excluded_reason": r}
                for i, m, r in zip(self.id_column, self.counted_minutes, self.excluded_reasons)]

    json_rows = rows

    def __eq__(self, other: object) -> bool:
        if isinstance(other, IncidentResults):
            return (self.id_column == other.id_column and np.array_equal(self.minutes, other.minutes)
                    and np.array_equal(self.reason_codes, other.reason_codes))
        return super().__eq__(other)

    def __repr__(self) -> str:
        return f"IncidentResults({len(self)} incidents)"


models.MonthResult.model_rebuild(_types_namespace={"IncidentResults": IncidentResults})
