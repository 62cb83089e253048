"""One reader per kind of evidence; the language data names each key's reader (``reader:``).

A reader is a function ``read(evidence, rule) -> list[Candidate]``: every occurrence of one
key it can find in a document, each with its view span and strength. The pipeline never asks
which key it is reading; a new key is a new entry in ``lang/*.yaml`` with the reader that
suits it, and a new kind of evidence is a new module here, listed in ``READERS``.

- ``numeric``: a quantity of the key's kind with a trigger in its clause (numeric.py);
- ``vocabulary``: value words (GPU models, cooling, isolation ...) and their negation;
- ``tiers``: rows of percentages that make credit tiers;
- ``pattern``: regular expressions from the data (governing law, SLA unit);
- ``location``: a site from an address or a place name;
- ``period``: a credit per period other than an hour, or at an outage's onset (beyond SPEC §3.4).
"""

from __future__ import annotations

from typing import Callable

from ..evidence import Evidence
from ..matchers import KeyRule
from ..select import Candidate
from . import location, numeric, pattern, period, tiers, vocabulary

Reader = Callable[[Evidence, KeyRule], list[Candidate]]

# readers that read what the others found (``Evidence.found``), with the keys they read: run
# after every other reader, or (on two cores) right after the keys they read, in one process
LATE: dict[str, tuple[str, ...]] = {"tiers": ("availability_pct",)}

# what a reader makes once from a rule's data, before any text (``prepare(rule)``, in the
# extractor's build: its patterns compile from the code the build keeps, regexcode.py)
PREPARE: dict[str, Callable[[KeyRule], None]] = {"location": location.prepare}

READERS: dict[str, Reader] = {
    "numeric": numeric.read,
    "vocabulary": vocabulary.read,
    "tiers": tiers.read,
    "pattern": pattern.read,
    "location": location.read,
    "period": period.read,
}
