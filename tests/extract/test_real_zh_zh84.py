"""Chinese documents nobody had tested, read by zh84 (session 45): cloud and IDC vendors' SLAs (a DDoS protection SLA, a
VPS / bare-metal / colocation SLA with a gap in its credit table), GPU-rental platforms' billing pages, IDC lease
articles, and an SRE book's survey of a cloud's SLAs (the list and what each gave is in zh84's report).

1. A two-level clause number run into its Chinese heading with no space ("2.2服务可用性承诺", as web SLAs print it) opens
   a line of its own: on 74c64b90 a formula line above it with no stop ("服务可用性=(...)/服务周期总分钟数x100%") was joined
   to the heading and to the commitment under it, and the formula's "=" then blocked the commitment: the SLA's 99.9% was
   not read at all. Not a decimal its unit follows ("1.5小时", "2.5万元": a figure run on from the line above).
"""

import pytest

from tests.conftest import checked_finding

# --- 1. a two-level clause number before its heading's Chinese

# 合肥寻云网络科技 (聚名网), DDoS高防服务等级协议 (http://m.mhwygt.com/qifu/help/190.html), its lines as copied from the page
JUMING = ("2.服务可用性\n"
          "2.1服务可用性计算方式\n"
          "服务可用性=(服务周期总分钟数-服务不可用分钟数)/服务周期总分钟数x100%\n"
          "2.2服务可用性承诺\n"
          "DDoS高防服务可用性不低于99.9%。如未达到该承诺的,您可以根据本服务等级协议第3条约定获得相应赔偿。\n"
          "3.赔偿方案\n")
# the same shape in other words (a paraphrase): a GPU cloud's SLA, its formula without a stop, then 3.2's heading
GPU_SLA = ("3.1计算方式\n"
           "月度服务可用性=(当月总分钟数-当月不可用分钟数)/当月总分钟数x100%\n"
           "3.2可用性承诺\n"
           "本公司承诺GPU云服务器单实例月度服务可用性不低于99.95%。\n")


@pytest.mark.parametrize("text, value", [(JUMING, 99.9), (GPU_SLA, 99.95)])
def test_a_commitment_under_a_numbered_heading_is_read_past_the_formula_above(reads, text, value):
    # 74c64b90: no availability_pct (the formula's "=" blocked the joined line)
    term = reads(text, "availability_pct", value, language="zh")
    assert term.confidence >= 0.9


def test_the_check_finds_the_ddos_slas_level():
    # 74c64b90: the availability rule found no level
    assert checked_finding(JUMING, "availability", language="zh").status != "missing"


# guards (pass on 74c64b90 too): a decimal its unit follows is a figure run on from the line above, still one sentence
@pytest.mark.parametrize("text, key, value", [
    ("乙方应在接到故障通知后\n1.5小时内响应。", "response_minutes", 90),
    ("每月服务可用性不低于\n99.9%。", "availability_pct", 99.9),
])
def test_a_figure_wrapped_onto_the_next_line_stays_its_sentences(reads, text, key, value):
    reads(text, key, value, language="zh")
