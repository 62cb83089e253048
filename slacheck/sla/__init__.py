"""SLA: incidents + contract terms → monthly availability and credits (SPEC §3).

Pure functions only: no files, no clock. Time zone, ``as_of`` and the monthly fee are
arguments, so the same inputs always give the same credit. Money is ``Decimal``.
"""
