"""Column machinery for big inputs: ids as one numpy array (``ids``), CSV fields as byte offsets
(``fields``) from a plain CSV split on its bytes (``plaincsv``), times parsed straight from the
bytes (``timeparse``), a month's per-incident rows as columns (``results``), and every hash
slacheck computes (``hashing``).

Nothing here knows contracts or SLAs; the incident readers (``incidents/``, whose two-core
block reader ``incidents/parallel.py`` builds incident tables) and the engine build on it.
"""
