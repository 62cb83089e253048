"""Extract: ``Document`` → SPEC §1 terms with provenance.

Second stage. The modules form layers, each importing only those before it (a test walks
the imports): fold (text folding) → data (lang/*.yaml, closed schemas) → sentences → nlp
(spaCy pipeline, phrase matcher) → numbers (quantities with units) → matchers (the compiled
rule set) → text (the matching view) → evidence (amendments, tables, negation) → readers/
(one per strategy, named by ``reader:`` in the data) → derive → pipeline (``extract_terms``).
The strongest occurrence of each key wins and the rest become alternatives (select.py).
"""
