"""Chinese documents from vendors nobody had seen, read by zh73 (session 42): a credit ladder whose bands' percentages are
scaled by the share of the month the outage touched ("按照当月该实例已支付费用的10%乘以受影响天数占整月的比例进行赔偿") pays
no band's share of the whole month's fee; read as flat tiers, a claim would pay too much, so the ladder is read as
``prorated`` evidence (0.45), `check` sends the outage-compensation rule to review and a claim says so on the month.

The other excerpts (Alibaba Cloud, Volcano Engine, Huawei Cloud, China Telecom Cloud) were read right on ee1efa2c
already: their tests are guards of behaviour that must not change, and say so.
"""

import pytest

from tests.conftest import TEN_HOURS, checked_finding, claimed_month

# aliyunyh.com, "遇到服务中断,ECS云服务器合同提供了哪些补偿机制?" (https://aliyunyh.com/65330.html), an account of
# Alibaba Cloud's ECS credits
ECS_PRORATED = ("# 服务中断赔偿标准\n\n"
                "根据《阿里云弹性计算服务等级协议》,阿里云承诺向用户提供99.95%的服务可用性。\n\n"
                "当ECS云服务器发生非计划性的服务中断时,阿里云会根据以下规则进行赔偿:\n\n"
                "1. 如果在一个自然月中,ECS实例的服务可用性低于99.95%但高于或等于99%,则按照当月该实例已支付费用的10%乘以"
                "受影响天数占整月的比例进行赔偿;\n\n"
                "2. 若服务可用性低于99%但不低于95%,则按照当月该实例已支付费用的25%乘以受影响天数占整月的比例进行赔偿;\n\n"
                "3. 若服务可用性低于95%,则按照当月该实例已支付费用的100%乘以受影响天数占整月的比例进行赔偿。\n")
ECS_TIERS = [{"below_pct": 99.95, "credit_pct": 10.0}, {"below_pct": 99.0, "credit_pct": 25.0},
             {"below_pct": 95.0, "credit_pct": 100.0}]

# the same wording in English (no vendor's: the phrase the en grammar carries beside zh's)
EN_PRORATED = ("# Service Level Agreement\n\nThe Provider commits to a monthly availability of 99.9% for each instance.\n\n"
               "If the monthly availability of an instance is below 99.9% but at least 99.0%, the Customer will receive a "
               "credit of 10% of the monthly fee multiplied by the proportion of days affected in the month; if it is "
               "below 99.0%, a credit of 25% of the monthly fee multiplied by the proportion of days affected in the "
               "month.\n")

# Alibaba Cloud, 数据总线服务等级协议 (https://terms.aliyun.com/legal-agreement/terms/suit_bu1_ali_cloud/
# suit_bu1_ali_cloud202003201210_31803.html)
DATAHUB = ("3.赔偿方案\n\n3.1 赔偿标准\n\n根据客户某一阿里云账号下数据总线的服务可用性,按照下表中的标准计算赔偿金额,赔偿方式仅限于"
           "用于购买数据总线产品的代金券,且赔偿总额不超过未达到服务可用性承诺当月客户支付的月度服务费用的50%(不含用代金券抵扣的"
           "费用)。\n\n| 服务可用性 | 赔偿代金券金额 |\n|---|---|\n| 99% ≤ 服务可用性 < 99.9% | 月度服务费用的20% |\n"
           "| 95% ≤服务可用性 < 99% | 月度服务费用的30% |\n| 服务可用性 < 95% | 月度服务费用的50% |\n\n3.2赔偿申请时限\n\n"
           "客户可在每个自然月第五(5)个工作日后对上个月没有达到服务可用性承诺的数据总线提出赔偿申请。赔偿申请最迟不应晚于数据总线"
           "未达到服务可用性承诺的相关月份结束后两(2)个月内提出。\n")

# Volcano Engine, DDoS 原生防护服务等级协议 (https://volcengine.com/docs/6352/108850)
VOLC_DDOS = ("本服务等级协议规定了火山引擎向客户提供的【DDoS 原生防护】服务可用性等级指标及赔偿方案。\n\n2.2 服务可用性承诺。\n\n"
             "火山引擎提供的本服务可用性不低于【99.9%】\n\n3.1 赔偿标准\n\nDDoS 原生防护服务按单实例承诺月度服务可用性,按照下表中的"
             "标准计算赔偿金额。赔偿将以代金券的方式发放。该赔偿是我们针对服务不满足服务可用性承诺向您提供的全部及唯一赔偿,且任何情形下"
             "赔偿总额不得超过未达到服务可用性承诺当月客户支付的月度服务费用的 50%。\n")

# Alibaba Cloud, 文件存储CPFS服务等级协议 (https://terms.alicdn.com/legal-agreement/terms/ali_cloud_sla/
# ali_cloud_sla202103242352_57161.html): two levels, by the instance's size
CPFS = ("2.2 服务可用性承诺\n\nCPFS实例有100 MB/s/TiB基线、200 MB/s/TiB基线、400 MB/s/TiB基线(智算版)三种规格,CPFS100 MB/s/TiB"
        "基线、200 MB/s/TiB基线规格的实例服务可用性不低于99.90%,CPFS400 MB/s/TiB基线(智算版)规格的实例的服务可用性不低于"
        "99.50%。如未达到上述可用性承诺,客户可以根据本协议第3条约定获得赔偿。\n")

# China Telecom Cloud (天翼云), 云电脑服务等级协议 (https://ctyun.cn/portal/protocol/10028095)
CTYUN_PC = ("2.3服务可用性承诺\n\n乙方保证甲方云电脑业务的可用性在99.9%(百分之九十九点九)以上。乙方保证交付给甲方的云电脑、操作系统、"
            "系统盘可用。\n")

# Baidu AI Cloud, CDS赔偿标准 (https://cloud.baidu.com/doc/Finance/Compensation/27.5CCDS.E8.B5.94.E5.81.BF.E6.A0.87.E5.87.86.html)
BAIDU_CDS = ("赔偿标准\n\n- 故障时长 = 故障解决时间 - 故障开始时间;\n- 包年包月CDS实例以服务时长的形式,按单块故障时长100倍赔偿;\n"
             "- 按量付费CDS实例以代金券的形式赔偿,单块赔付金额 = 故障前24小时平均每小时费用/60×故障时长×100。\n")


# the same scaling as a formula in a ladder's cells (no vendor's: the form a table writes it in)
TABLE_PRORATED = ("乙方承诺GPU服务器月度可用性不低于99.9%。\n\n| 月度可用性 | 赔偿金额 |\n|---|---|\n"
                  "| 99%≤可用性<99.9% | 月服务费×10%×受影响天数/当月天数 |\n| 可用性<99% | 月服务费×25%×受影响天数/当月天数 |\n")

# ... or in a note under the ladder's table, its cells plain percentages
NOTE_PRORATED = ("## 3 赔偿标准\n\n乙方承诺GPU服务器月度可用性不低于99.9%。\n\n| 月度可用性 | 赔偿比例 |\n|---|---|\n"
                 "| 99%≤可用性<99.9% | 10% |\n| 可用性<99% | 25% |\n\n赔偿金额=当月服务费×赔偿比例×受影响天数/当月天数。\n\n"
                 "## 4 其他\n\n本协议自签署之日起生效。\n")


@pytest.mark.parametrize("text, language", [(ECS_PRORATED, "zh"), (EN_PRORATED, "en"), (TABLE_PRORATED, "zh"),
                                                  (NOTE_PRORATED, "zh")])
def test_a_ladder_scaled_by_the_days_affected_is_for_review(extracted, text, language):
    # ee1efa2c: operative (0.9; the table's table_cell, 0.95), outage-compensation pass: a claim paid 10% of the month's fee for a day's outage, where
    # the words pay 10% of the fee times the day's share of the month
    term = extracted(text, "credit_tiers", True, language=language)
    assert term.evidence_kind == "prorated"
    assert term.confidence < 0.6
    assert checked_finding(text, "outage-compensation", language).status == "review"


def test_the_scaled_ladder_keeps_its_values(reads):
    # (a guard: ee1efa2c read the same values, as operative) the tiers are as written, only their evidence changed
    term = reads(ECS_PRORATED, "credit_tiers", ECS_TIERS, language="zh")
    assert term.evidence_kind == "prorated"


def test_a_claim_on_a_scaled_ladder_says_the_band_is_not_paid_whole(tmp_path):
    # ee1efa2c: the month at 98.66% owed 25% of the fee, said as settled
    month = claimed_month(tmp_path, ECS_PRORATED, TEN_HOURS, "2026-04-01", "--monthly-fee", "1000", "--currency", "CNY")
    assert any("scaled by the share of the month" in note for note in month["review"])


@pytest.mark.parametrize("text", [
    # guards (pass on ee1efa2c too): a whole month's share, the days named for the outage's count or no scaling at all
    ECS_PRORATED.replace("乘以受影响天数占整月的比例", ""),
    DATAHUB,
    # ... the note under the table paying the whole month's share
    NOTE_PRORATED.replace("×受影响天数/当月天数", ""),
    "可用性低于99.9%的，按当月服务费的10%赔偿；受影响天数超过3天的，乙方应提交书面说明。\n",
])
def test_a_ladder_paid_on_the_whole_fee_stays_as_read(extracted, text):
    term = extracted(text, "credit_tiers", True, language="zh")
    assert term.evidence_kind != "prorated"
    assert term.confidence >= 0.9


# --- guards (pass on ee1efa2c too): the other vendors' excerpts were read right already

def test_datahub_ladder_cap_and_window(reads):
    reads(DATAHUB, "credit_tiers", [{"below_pct": 99.9, "credit_pct": 20.0}, {"below_pct": 99.0, "credit_pct": 30.0},
                                    {"below_pct": 95.0, "credit_pct": 50.0}], language="zh")
    reads(DATAHUB, "credit_cap_pct", 50, language="zh")
    reads(DATAHUB, "claim_window_days", 60, language="zh")


def test_volcano_engine_bracketed_level_and_cap(reads):
    reads(VOLC_DDOS, "availability_pct", 99.9, language="zh")
    reads(VOLC_DDOS, "credit_cap_pct", 50, language="zh")


def test_two_levels_by_size_go_to_review(extracted):
    # two levels for two sizes of instance: the higher read, the other an alternative, for review
    term = extracted(CPFS, "availability_pct", True, language="zh")
    assert term.value == 99.9
    assert [a.value for a in term.alternatives] == [99.5]


def test_a_level_written_in_figures_and_words(reads):
    reads(CTYUN_PC, "availability_pct", 99.9, language="zh")


def test_a_hundredfold_downtime_credit(reads):
    reads(BAIDU_CDS, "credit_downtime_multiple", 100, language="zh")
