"""Bundles: several files read as one contract (issue 14).

Between extract and checklist. A contract often comes as a framework agreement, an SLA
schedule, order forms and amendments; each file is extracted on its own (``extract``), then:
roles.py says what each file is (from its title, else its file name, else the user's
``FILE:ROLE``), precedence.py reads the clauses that say which file prevails ("以订单为准",
"the Order Form prevails"), and merge.py keeps, for every key, the value of the file that
governs it (a clause; else the default order amendment > order > SLA schedule > framework),
naming the file in its provenance and saying why. Where files disagree and nothing settles it
the term is in conflict, and findings.py makes it a ``review`` finding. The wordings are data
(``extract/lang/bundle.yaml``, ``sentences.yaml``); everything here is pure.
"""
