"""Extract: ``Document`` → SPEC §1 terms with provenance.

Second stage. Numbers and units are parsed by a unit-aware layer (numbers.py); phrases come
from per-language data (lang/*.yaml) compiled into blank spaCy pipelines (matchers.py); the
strongest occurrence of each key wins and the rest become alternatives (select.py).
"""
