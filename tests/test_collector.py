"""collector.fewer_passes: fewer collector passes inside, the collector as it was outside."""

import gc

import pytest

from slacheck import collector


@pytest.fixture
def restore_gc():
    thresholds, frozen = gc.get_threshold(), gc.get_freeze_count()
    yield
    gc.set_threshold(*thresholds)
    if gc.get_freeze_count() and not frozen:
        gc.unfreeze()


class Cycle:
    def __init__(self):
        self.me = self


def test_inside_the_heap_is_frozen_and_young_passes_are_rarer(restore_gc):
    gc.set_threshold(700, 10, 10)
    with collector.fewer_passes():
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (collector.YOUNG_OBJECTS, 10, 10)
    assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_freeze_count() == 0


def test_garbage_made_inside_is_still_collected(restore_gc):
    import weakref

    with collector.fewer_passes():
        cycle = Cycle()
        gone = weakref.ref(cycle)
        del cycle
        gc.collect()
        assert gone() is None


def test_nested_blocks_restore_once_at_the_outermost(restore_gc):
    gc.set_threshold(700, 10, 10)
    with collector.fewer_passes():
        with collector.fewer_passes():
            pass
        assert gc.get_threshold()[0] == collector.YOUNG_OBJECTS  # the inner one did not restore early
        assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_freeze_count() == 0


def test_restored_when_the_block_raises(restore_gc):
    gc.set_threshold(700, 10, 10)
    with pytest.raises(ValueError):
        with collector.fewer_passes():
            raise ValueError("bad input")
    assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_freeze_count() == 0


def test_objects_frozen_by_the_caller_stay_frozen(restore_gc):
    gc.freeze()
    frozen = gc.get_freeze_count()
    with collector.fewer_passes():
        pass
    assert gc.get_freeze_count() >= frozen


def test_a_collector_turned_off_stays_off(restore_gc):
    gc.set_threshold(0, 10, 10)
    with collector.fewer_passes():
        assert gc.get_threshold()[0] == 0
    assert gc.get_threshold() == (0, 10, 10)


def test_what_a_long_contracts_extraction_keeps_is_not_walked_by_young_passes(restore_gc):
    """Reading and extracting a 200-page contract keeps some 300,000 new objects alive to the end
    (sentences, phrase hits, candidates): no young pass walks them for nothing, inside the block
    nor at the first allocations after it (they are old by then)."""
    passes = []

    def count(phase, info):
        if phase == "stop":
            passes.append(info["generation"])

    gc.set_threshold(700, 10, 10)
    gc.callbacks.append(count)
    try:
        with collector.fewer_passes():
            kept = [[k] for k in range(300_000)]
            inside = len(passes)
        after = [[k] for k in range(100)]  # (the usual threshold, 700, would walk the 300,000 at once here)
        assert len(kept) == 300_000 and len(after) == 100 and inside == 0 and passes == []
    finally:
        gc.callbacks.remove(count)
