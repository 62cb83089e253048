"""slacheck: GPU-compute contract terms, checklist findings and SLA credits.

The pipeline reads like one line: ``load_document → extract_terms → evaluate → save →
render`` (for contracts) and ``read_incidents → compute_claim → save → render`` (for
outages). ``slacheck.api`` is the public entry point; the CLI is a thin layer over it.
"""

from .startup import hold as _hold_ctrl_c

_hold_ctrl_c()  # first: Ctrl-C while the command starts is its one line, no traceback (startup.py; its process only)

__version__ = "0.1.0"
