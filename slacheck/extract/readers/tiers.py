"""The tiers reader: credit tiers, ``[{below_pct, credit_pct}]``, by the tier grammar.

The grammar itself (bands in any notation, credits from a credit phrase or column, tables in
every layout) is ``extract/tiers.py``; this reader hands it the document's evidence. It runs
after the other readers (``readers.LATE``): a credit owed when a commitment is missed ("如未
达到，按照服务费的百分之十") needs the availability the contract committed to.
"""

from __future__ import annotations

from ..evidence import Evidence
from ..matchers import KeyRule
from ..select import Candidate
from ..tiers import read_credit_tiers


def read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Every tier list the contract states, one candidate each."""
    commitments = ev.found.get("availability_pct", [])
    return read_credit_tiers(ev.view, ev.tables, ev.quantities, commitments, ev.amended)
