"""zh77 (session 43): Chinese (and one English) misses left by zh76 / cr15.

1. A time in working hours ("乙方应在4个工作小时内响应"): 工作小时 was no unit, so nothing was read. It is now read at its
   least (4 hours, 240 minutes), counted in working hours (``counted_in``), so a "<=" rule it meets only at its least
   goes to review, as "4 business hours" does.

The sentences are the test's own, worded as Chinese GPU-cloud and colocation contracts word them.
"""

import pytest

from slacheck import api
from tests.conftest import make_document

ZH_HEAD = "# 算力租赁服务协议\n"


def terms(text: str, lang: str = "zh") -> dict:
    return {t.key: t for t in api.extract(make_document(text, language=lang)).terms}


def finding(text: str, rule: str, lang: str = "zh"):
    return next(f for f in api.check(make_document(text, language=lang), lang=lang).findings if f.rule == rule)


# 1. working hours ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["七、服务响应\n乙方应在4个工作小时内响应甲方的故障报修。\n",
                                  "七、服务响应\n接到甲方报修后，乙方应在4工作小时内响应。\n"])
def test_a_response_in_working_hours_is_read_at_its_least(text):
    # ff91c32b: no response time at all (工作小时 no unit)
    term = terms(ZH_HEAD + text).get("response_minutes")
    assert term is not None and term.value == 240 and term.counted_in == "working_hours", term


def test_a_repair_in_working_hours_meets_a_limit_in_hours_only_at_its_least():
    # ff91c32b: recovery missing (nothing read); 4 working hours from Friday evening end on Monday
    text = ZH_HEAD + "七、故障处理\n乙方应在接到报修后4个工作小时内修复故障。\n"
    term = terms(text).get("recovery_hours")
    assert term is not None and term.value == 4 and term.counted_in == "working_hours", term
    f = finding(text, "recovery")
    assert f.status == "review" and "需人工核算" in f.reason, (f.status, f.reason)
