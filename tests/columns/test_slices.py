"""Each position of each slice, one row per position, slices in order."""

from __future__ import annotations

import numpy as np

from slacheck.columns.slices import expand_slices


def test_every_position_of_every_slice_with_its_slice():
    begin = np.array([5, 0, 9, 2, 7], dtype=np.int64)
    count = np.array([3, 0, 1, 2, 0], dtype=np.int64)
    owner, position = expand_slices(begin, count)
    assert owner.tolist() == [0, 0, 0, 2, 3, 3]
    assert position.tolist() == [5, 6, 7, 9, 2, 3]


def test_random_slices_equal_the_plain_loop():
    rng = np.random.default_rng(3)
    for _ in range(50):
        begin = rng.integers(0, 1000, rng.integers(0, 40))
        count = rng.integers(0, 6, len(begin))
        owner, position = expand_slices(begin, count)
        expected = [(k, b + d) for k, (b, c) in enumerate(zip(begin.tolist(), count.tolist())) for d in range(c)]
        assert list(zip(owner.tolist(), position.tolist())) == expected
        assert owner.dtype == position.dtype == np.int64
