"""Column machinery for big inputs: ids as one numpy array (``ids``), CSV fields as byte offsets
(``fields``), times parsed straight from bytes (``timeparse``), a month's per-incident rows as
columns (``results``), and every hash slacheck computes (``hashing``).

Nothing here knows contracts or SLAs; readers and the engine build on it.
"""
