"""A process's first text parses no pattern for its literals (issue 13, time per page flat; session 42's helper s32):
the patterns every text asks after the extractor's build (the definitions' asides, the lot labels, layout.yaml's
pointer lines, the cues of a file's parts in force) have their literals looked up in the build, where the memo keeps
them between runs, as the rule set's own patterns are; main parsed 11 of them again in every process's first text
(~0.4 ms each). The same terms come out (guard)."""

from __future__ import annotations

from tests.conftest import in_new_process

SLA = """GPU Compute Services Agreement

1. Order of precedence. In the event of any inconsistency, this Agreement prevails over any order form.
2. Availability. The Provider guarantees 99.9% monthly uptime for each GPU instance.
3. Service credits. If uptime falls below 99.9%, the Customer receives a credit of 10% of the monthly fee (the "Credit").
4. Support. Critical incidents receive a first response within 15 minutes, except as otherwise set forth in the order.
包1：H800 32卡
Read more about our support plans
"""

# after the build (``NEW_PROCESS``), a first text with the literals' parses counted, then the text again
PROBE = """
parsed = []  # the patterns whose literals are read from a parse (a miss of the build's memo)
literals.LITERALS.function, facts = (lambda pattern: parsed.append(pattern[0]) or facts(pattern)), literals.LITERALS.function
first = [t.model_dump_json() for t in extract_terms(document)]
literals.LITERALS.function = facts
again = [t.model_dump_json() for t in extract_terms(document)]
print(json.dumps({"terms": len(first), "same": again == first, "parsed": parsed}))
"""


def _probe(tmp_path):
    return in_new_process(tmp_path, PROBE, SLA)


def test_a_first_text_looks_up_no_pattern_s_literals(tmp_path):
    first_run = _probe(tmp_path)  # a new cache: the build computes and keeps what it asks
    assert first_run["terms"] >= 3 and first_run["same"]
    assert first_run["parsed"] == []
    second_run = _probe(tmp_path)  # the build's memo read from the cache: the same
    assert second_run["parsed"] == [] and second_run["terms"] == first_run["terms"]
