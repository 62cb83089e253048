"""Limits on untrusted input (file size, pages, decompressed DOCX size, time).

Vendor files are untrusted: each limit turns into a clear ``SlacheckError`` rather than a
hang or an out-of-memory. Defaults suit real contracts; override with environment
variables ``SLACHECK_MAX_FILE_MB``, ``SLACHECK_MAX_PAGES``, ``SLACHECK_MAX_DOCX_MB``,
``SLACHECK_MAX_SECONDS`` or by passing a ``Limits`` to the API.
"""

from __future__ import annotations

import os

from pydantic import BaseModel, ConfigDict


class Limits(BaseModel):
    model_config = ConfigDict(frozen=True)

    max_file_mb: float = 100.0        # any input file
    max_pages: int = 2000             # PDF pages
    max_docx_mb: float = 200.0        # decompressed size of a DOCX (zip bomb guard)
    max_seconds: float = 300.0        # wall time for one document's extraction
    max_field_chars: int = 100_000    # one CSV/JSON field in an incident log
    max_json_depth: int = 64          # nesting of incident JSON

    @classmethod
    def from_env(cls) -> "Limits":
        env = {
            "max_file_mb": "SLACHECK_MAX_FILE_MB",
            "max_pages": "SLACHECK_MAX_PAGES",
            "max_docx_mb": "SLACHECK_MAX_DOCX_MB",
            "max_seconds": "SLACHECK_MAX_SECONDS",
        }
        given = {field: os.environ[var] for field, var in env.items() if os.environ.get(var)}
        return cls.model_validate(given)
