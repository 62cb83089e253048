"""Chinese documents nobody had tested, read by zh84 (session 45): cloud and IDC vendors' SLAs (a DDoS protection SLA, a
VPS / bare-metal / colocation SLA with a gap in its credit table), GPU-rental platforms' billing pages, IDC lease
articles, and an SRE book's survey of a cloud's SLAs (the list and what each gave is in zh84's report).

1. A two-level clause number run into its Chinese heading with no space ("2.2服务可用性承诺", as web SLAs print it) opens
   a line of its own: on 74c64b90 a formula line above it with no stop ("服务可用性=(...)/服务周期总分钟数x100%") was joined
   to the heading and to the commitment under it, and the formula's "=" then blocked the commitment: the SLA's 99.9% was
   not read at all. Not a decimal its unit follows ("1.5小时", "2.5万元": a figure run on from the line above).
2. A table whose only credit-like column is the credits' ceiling ("| 可用性 SLA | 赔偿上限 |", a survey of a cloud's
   products, each with its level and the cap on its credits) holds no tier: on 74c64b90 the row "| 存储 | COS | 99.95% -
   99.99% | 月度服务费的 100% |" was read as a band below 99.99% earning 100% of the fee, and that one wrong tier
   displaced the real credit table under it.
3. A formula's line closed by its times 100% ("…/服务周期总分钟数x100%", a Latin x for the times sign) is a whole statement:
   on 74c64b90 the line under it, run into it, took the formula's "=" as its own and the commitment there was not read.
4. A claim counted on credit tiers read only from a worked example or an illustration ("比如某云厂商规定：当月可用性低于
   99.9%但高于99%:返还5%服务费", evidence ``example``, 0.3) says so on each month with downtime: on 74c64b90 it claimed
   the example's credit with no word that no credit the contract states was counted.
"""

import pytest

from tests.conftest import TEN_HOURS, checked_finding, claimed_month, extracted_terms

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


# --- 2. a column of the credits' ceiling is no credit column

# an SRE book chapter on Tencent Cloud's SLAs (a public GitHub repository's markdown; the file index's id 59941694130)
SURVEY = ("腾讯云为不同产品线提供了差异化的 SLA 承诺。以下是主要产品的 SLA 概览：\n\n"
          "| 产品类别 | 典型产品 | 可用性 SLA | 赔偿上限 |\n|---------|---------|-----------|---------|\n"
          "| 计算 | CVM | 99.975% | 月度服务费的 100% |\n"
          "| 存储 | COS | 99.95% - 99.99% | 月度服务费的 100% |\n"
          "| 网络 | CLB | 99.95% | 月度服务费的 100% |\n"
          "| 数据库 | TencentDB for MySQL | 99.99% | 月度服务费的 100% |\n\n")
CVM_TIERS = ("| 月度服务可用性 | 赔偿代金券金额 |\n|---------------|---------------|\n"
             "| < 99.975% 且 ≥ 99.0% | 月度服务费的 10% |\n"
             "| < 99.0% 且 ≥ 95.0% | 月度服务费的 25% |\n"
             "| < 95.0% | 月度服务费的 100% |\n")
# the same in other words (paraphrases): a colocation price sheet's cap column, and an English one
RACKS_ZH = ("| 机柜类型 | 电力可用性 | 最高赔偿 |\n|---|---|---|\n"
            "| 标准机柜 | 99.9% - 99.99% | 当月机柜租金的 50% |\n| 高密机柜 | 99.99% | 当月机柜租金的 100% |\n")
SURVEY_EN = ("| Product | SLA | Credit cap |\n|---|---|---|\n"
             "| Object storage | 99.95% - 99.99% | 100% of the monthly fee |\n| GPU instances | 99.9% | 30% of the monthly fee |\n")


@pytest.mark.parametrize("text, language", [(SURVEY, "zh"), (RACKS_ZH, "zh"), (SURVEY_EN, "en")])
def test_a_column_of_caps_makes_no_credit_tier(extracted, text, language):
    # 74c64b90: [{below 99.99: 100%}] (and {below 99.99: 50%} for the racks) read from a level's range and its cap
    extracted(text, "credit_tiers", None, language=language)


def test_the_real_tier_table_under_the_survey_is_read():
    # 74c64b90: [{below 99.99: 100%}] from the survey's COS row (0.45), the CVM table under it, an example (0.30), lost
    term = extracted_terms(SURVEY + "**赔偿阶梯（以 CVM 为例）：**\n\n" + CVM_TIERS, language="zh")["credit_tiers"]
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == [(99.975, 10.0), (99.0, 25.0), (95.0, 100.0)]
    assert term.evidence_kind == "example"  # the book's example: for review, no contract's tiers


# guards (pass on 74c64b90 too): a credit column beside a column naming the cap's words elsewhere still reads its tiers
@pytest.mark.parametrize("text, language, tiers", [
    (CVM_TIERS, "zh", [(99.975, 10.0), (99.0, 25.0), (95.0, 100.0)]),
    ("| 月度可用性 | 赔偿比例 |\n|---|---|\n| 低于99.9% | 月度服务费的10% |\n| 低于99% | 月度服务费的30% |\n\n"
     "赔偿总额不超过当月服务费的100%。\n", "zh", [(99.9, 10.0), (99.0, 30.0)]),
    ("| Monthly Uptime | Service Credit |\n|---|---|\n| < 99.9% | 10% |\n| < 99.0% | 25% |\n\n"
     "Credits are capped at 100% of the monthly fee.\n", "en", [(99.9, 10.0), (99.0, 25.0)]),
])
def test_a_credit_table_still_reads_its_tiers(extracted, text, language, tiers):
    term = extracted(text, "credit_tiers", "any", language=language)
    assert [(t["below_pct"], t["credit_pct"]) for t in term.value] == tiers


# --- 3. a formula's line closed by its times 100% ends there (paraphrases of the DDoS SLA's formula without its 2.2
# heading: a GPU cloud's and a file store's SLA, the commitment right under the formula)
@pytest.mark.parametrize("text, value", [
    ("月度服务可用性=(当月总分钟数-当月不可用分钟数)/当月总分钟数x100%\n本公司承诺GPU云服务器单实例月度服务可用性不低于99.95%。\n",
     99.95),
    ("服务可用性计算方式：服务可用性=(服务周期总分钟数-服务不可用分钟数)/服务周期总分钟数X100%\n文件存储服务可用性不低于99.9%。\n",
     99.9),
])
def test_a_commitment_right_under_a_formula_is_read(reads, text, value):
    # 74c64b90: no availability_pct
    reads(text, "availability_pct", value, language="zh")


# guards (pass on 74c64b90 too): the times sign and the star already ended nothing the commitment needed; English too
@pytest.mark.parametrize("text, value, language", [
    ("实例可用率=(当月总分钟数-实例不可用分钟数)/当月总分钟数*100%\n平台承诺GPU裸金属实例月度可用率不低于99.9%。\n", 99.9, "zh"),
    ("服务可用性=(当月总分钟数-不可用分钟数)/当月总分钟数×100%\n乙方承诺GPU服务器月度可用性不低于99.95%。\n", 99.95, "zh"),
    ("Availability = (Total - Downtime) / Total x 100%\nProvider commits to 99.9% monthly availability.\n", 99.9, "en"),
])
def test_a_commitment_under_other_formulas_stays(reads, text, value, language):
    reads(text, "availability_pct", value, language=language)


# --- 4. a claim on tiers read only from an example says so

# an article on SLA credits (https://tanggewl.com/30915.html): a cloud vendor's tiers quoted as an illustration
ARTICLE = ("很多合同里写的是“服务信用抵扣”,而不是直接赔钱。比如某云厂商规定:\n"
           "当月可用性低于99.9%但高于99%:返还5%服务费\n低于99%但高于95%:返还10%\n低于95%:最高返还25%\n")
# the same in other words (a paraphrase): a rental agreement's worked example of the credits
WORKED = ("第五条 服务可用性\n乙方承诺GPU服务器月度可用性不低于99.9%。\n"
          "【计算示例】例如：当月可用性低于99.9%的，赔偿月服务费的10%；低于99%的，赔偿月服务费的30%。\n")


@pytest.mark.parametrize("text", [ARTICLE, WORKED])
def test_a_claim_on_an_examples_tiers_says_so(tmp_path, text):
    # 74c64b90: the example's credit claimed with no note
    month = claimed_month(tmp_path, text, TEN_HOURS, "2026-04-01", "--monthly-fee", "1000", "--units", "1",
                          "--sla-unit", "node")
    assert any("worked example" in note for note in month["review"])


def test_a_claim_on_the_contracts_own_tiers_says_nothing_of_examples(tmp_path):
    # guard (passes on 74c64b90 too)
    own = "乙方承诺GPU服务器月度可用性不低于99.9%。当月可用性低于99.9%的，赔偿月服务费的10%；低于99%的，赔偿月服务费的30%。\n"
    month = claimed_month(tmp_path, own, TEN_HOURS, "2026-04-01", "--monthly-fee", "1000", "--units", "1",
                          "--sla-unit", "node")
    assert month["credit_pct"] == 30
    assert not any("worked example" in note for note in month.get("review", []))
