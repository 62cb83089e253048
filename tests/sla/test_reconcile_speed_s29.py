"""Guards of issue 13's cuts (s29): our one-sided incidents' reasons kept as codes read and render as the
list of reasons did; a priced what-if reuses the base month's merge for the units before the change."""

from __future__ import annotations

import random

import numpy as np
import orjson
import pytest

from slacheck.columns.ids import IdColumn
from slacheck.models import EXCLUDED_REASONS
from slacheck.report.reconcile_json import ours_only_rows_json
from slacheck.sla.disputes import OursOnlySplit

from tests.sla.test_whatif import check_units_route


def rendered(split: OursOnlySplit) -> bytes:
    return b"[" + b"".join(ours_only_rows_json(split)) + b"]"


@pytest.mark.parametrize("seed", range(6))
def test_coded_reasons_read_and_render_as_the_list_of_reasons(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 60)
    texts = [*EXCLUDED_REASONS, None]
    codes = np.array([rng.randrange(len(texts)) for _ in range(n)], dtype=np.int64)
    counted = codes == len(texts) - 1
    ids = [f"INC-{k}\"é" for k in range(n)]  # escaped and non-ASCII ids
    coded = OursOnlySplit.coded(IdColumn.from_strings(ids), counted, codes, texts)
    listed = OursOnlySplit(IdColumn.from_strings(ids), counted.copy(), [texts[c] for c in codes.tolist()])
    assert rendered(coded) == rendered(listed)
    assert orjson.loads(rendered(coded)) == [{"id": i, "counted": bool(c), "excluded_reason": texts[k]}
                                             for i, c, k in zip(ids, counted.tolist(), codes.tolist())]
    assert list(coded) == list(listed) and coded[n - 1] == listed[n - 1]
    assert coded.reasons == listed.reasons


@pytest.mark.parametrize("seed", range(24, 36))
def test_a_change_priced_on_its_units_still_equals_its_months_recomputed(seed):
    """(More seeds of ``test_whatif``'s: the units before the change now come from the base month's merge.)"""
    check_units_route(seed, expected=seed % 2 == 0)
