"""What a text pays that does not grow with it (issue 13, time per page flat): a pattern first asked after the
extractor's build (layout.yaml's ``pointer_lines``, which ``Evidence.pointer`` tests each text for) has its literals
read from one parse a process, not one a text (~0.4 ms each), and the same terms come out."""

from __future__ import annotations

import re

from slacheck.extract import literals
from slacheck.extract.sentences import layout
from tests.conftest import in_new_process

SLA = """Service Level Agreement

1. Availability. The Provider guarantees 99.9% monthly uptime for each GPU instance.
2. Service credits. If uptime falls below 99.9%, the Customer receives a credit of 10% of the monthly fee.
3. Support. Critical incidents receive a first response within 15 minutes.
"""


# after the build (``NEW_PROCESS``), a first text, then the text again with ``re``'s parser counted
PROBE = """
first = [t.model_dump_json() for t in extract_terms(document)]
parsed = []
original = literals._p.parse
def counting(source, *args, **kwargs):
    parsed.append(source)
    return original(source, *args, **kwargs)
literals._p.parse = counting
again = [t.model_dump_json() for t in extract_terms(document)]
print(json.dumps({"terms": len(first), "same": again == first, "parsed": parsed}))
"""


def test_a_text_read_again_parses_no_pattern_and_reads_the_same_terms(tmp_path):
    found = in_new_process(tmp_path, PROBE, SLA)
    assert found["terms"] >= 3 and found["same"]
    assert found["parsed"] == []  # 9a5fb58: the pointer lines' pattern parsed again for every text


def test_a_pattern_asked_after_the_build_answers_as_its_parse():
    pointer = layout()["pointer_line_re"]
    key = (pointer.pattern, pointer.flags & ~re.UNICODE)
    assert literals._facts(pointer) == literals._facts_of(key)
    assert literals.may_match(pointer, "Read about our uptime guarantee.", "read about our uptime guarantee.")
    # the same words about something else: no line such a pattern reads
    assert not literals.may_match(pointer, "The Provider guarantees 99.9% uptime.", "the provider guarantees 99.9% uptime.")
