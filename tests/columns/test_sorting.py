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
    10**12 + np.random.default_rng(5).integers(0, 60000, 4000),  # big keys within 2**16: a radix sort
    np.random.default_rng(6).integers(-128, 128, 3000).astype(np.int8),  # the whole int8 range
    np.random.default_rng(7).integers(0, 2**16, 3000).astype(np.uint64),
    np.concatenate([np.repeat(np.arange(0, 4000, 2), 2), [7, 1, 3001, 3001, 5]]) * 10**6,  # nearly in order
    np.concatenate([np.arange(9000) * 10**6, np.random.default_rng(8).integers(0, 9 * 10**9, 1200)]),  # 1 in 8
])
def test_stable_order_is_numpys_stable_argsort(keys):
    want = np.argsort(keys, kind="stable")
    assert stable_order(keys).tolist() == want.tolist()
    ordered, order = sort_with_order(keys)
    assert order.tolist() == want.tolist()
    assert ordered.tolist() == keys[want].tolist() and ordered.dtype == keys.dtype


@pytest.mark.parametrize("keys", [
    np.random.default_rng(9).integers(0, 1000, 20000) + 5 * 10**11,  # units of a big log: keys within 2**16
    np.concatenate([np.arange(20000) * 977, np.repeat([55, 1009, 70123], 300)]),  # sorted pairs, then `*` ones
])
def test_narrow_or_nearly_sorted_keys_take_numpys_stable_sort(keys, monkeypatch):
    # a radix sort or a merge of runs (linear or nearly) instead of the packed quicksort
    calls = []
    argsort = np.argsort
    monkeypatch.setattr(np, "argsort", lambda a, **kw: calls.append(kw.get("kind")) or argsort(a, **kw))
    ordered, order = sort_with_order(keys)
    assert calls == ["stable"]
    assert order.tolist() == argsort(keys, kind="stable").tolist() and ordered.tolist() == sorted(keys.tolist())


@pytest.mark.parametrize("keys", [
    np.random.default_rng(10).integers(0, 2**32, 6000) + 5 * 10**11,  # within 2**32: two radix passes
    np.random.default_rng(11).integers(0, 2**17, 6000),  # a range just over 2**16, many ties
    np.random.default_rng(12).integers(0, 40, 8000) * 2**26 + 3,  # ties in every high digit's run
])
def test_keys_within_2_to_the_32_take_two_radix_passes_and_give_the_stable_order(keys, monkeypatch):
    # (a year's (unit, minute) keys on a thousand units: two linear passes instead of the packed quicksort)
    calls = []
    argsort = np.argsort
    monkeypatch.setattr(np, "argsort", lambda a, **kw: calls.append((a.dtype, kw.get("kind"))) or argsort(a, **kw))
    ordered, order = sort_with_order(keys)
    assert calls == [(np.dtype(np.uint16), "stable")] * 2
    want = argsort(keys, kind="stable")
    assert order.tolist() == want.tolist() and ordered.tolist() == keys[want].tolist()
    assert ordered.dtype == keys.dtype
