"""SLA: incidents + contract terms → monthly availability and credits (SPEC §3).

Pure functions only: no clock, and no file but the packaged wording its messages read
(``messages.yaml``, as ``accept/`` and ``checklist/`` read theirs). Time zone, ``as_of`` and the
monthly fee are arguments, so the same inputs always give the same credit. Money is ``Decimal``.
"""
