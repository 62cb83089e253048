"""Wrong values left after zh80 (zh82, session 44).

A contract's own assessment (考核) of its service weighted in per cent ("| 考核指标 | 权重 | 标准 |" over "| 可用性 | 50% |
服务可用性不低于99.9% |") read the item's weight 50 as the availability, in conflict with the standard 99.9: the column of
weights (zh80's ``score_columns``) is now no term there, the standards are.
"""

import pytest

from tests.conftest import checked_findings

ASSESSMENT = ("| 考核指标 | 权重 | 标准 |\n|---|---|---|\n| 可用性 | 50% | 服务可用性不低于99.9% |\n"
              "| 故障响应 | 50% | 故障响应时间不超过30分钟 |\n")


@pytest.mark.parametrize("weight", ["权重", "权重占比", "分值"])
def test_an_assessments_weight_is_no_level(extracted, weight):
    # 0103b44c: availability 50 beside 99.9 (alternatives, review)
    text = ASSESSMENT.replace("权重", weight)
    term = extracted(text, "availability_pct", 99.9, language="zh")
    assert term.value == 99.9 and not term.conflict
    assert checked_findings(text, language="zh")["availability"].status == "pass"


def test_an_assessments_standards_stay_read(reads):
    # guard (passes on 0103b44c too): the standard of each assessed item is its term
    reads(ASSESSMENT, "response_minutes", 30, language="zh")
