"""Ingest: a contract file (PDF, DOCX, Markdown, text) → one normalised ``Document``.

First stage of the flow. Chooses a loader by suffix, normalises the text (full-width
forms, CJK line wraps, PDF spacing) while keeping page boundaries and tables, and turns
every unreadable file into a ``SlacheckError`` naming it.
"""
