"""Checklist: terms → findings, by rules kept as data (rules/*.yaml).

Third stage for legal and procurement: a closed-schema checklist, a safe condition language
(parsed, never ``eval``), findings with evidence, and weighted vendor scores.
"""
