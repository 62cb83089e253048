"""slacheck: GPU-compute contract terms, checklist findings and SLA credits.

The pipeline reads like one line: ``load_document → extract_terms → evaluate → save →
render`` (for contracts) and ``read_incidents → compute_claim → save → render`` (for
outages). ``slacheck.api`` is the public entry point; the CLI is a thin layer over it.
"""

__version__ = "0.1.0"
