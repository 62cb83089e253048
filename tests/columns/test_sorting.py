"""columns/sorting.py: the packed-key stable argsort is numpy's stable argsort."""

from __future__ import annotations

import numpy as np
import pytest

from slacheck.columns.sorting import sort_with_order, stable_order


@pytest.mark.parametrize("keys", [
    np.random.default_rng(1).integers(0, 7, 5000),  # many ties: their row order is kept
    np.random.default_rng(2).integers(-2**40, 2**40, 5000),  # negative keys, a wide range
    np.random.default_rng(3).integers(-2**62, 2**62, 3000),  # too wide to pack: numpy's stable sort
    np.random.default_rng(4).integers(0, 3, 999).astype(np.int32),
    np.array([9, 9, 9]), np.array([4]), np.zeros(0, dtype=np.int64),
])
def test_stable_order_is_numpys_stable_argsort(keys):
    want = np.argsort(keys, kind="stable")
    assert stable_order(keys).tolist() == want.tolist()
    ordered, order = sort_with_order(keys)
    assert order.tolist() == want.tolist()
    assert ordered.tolist() == keys[want].tolist() and ordered.dtype == keys.dtype
