"""Chinese procurement and compute-programme documents nobody had tested, read by zh83 (session 45): a university's
purchase of a model cloud service, a city's network-line lease, a city's system-maintenance purchase, a hospital supply
purchase, a university's furniture purchase, an IDC service-quality agreement, a university's HPC fees, a cloud's GPU
billing FAQ, news of GPU tenders, and blogs on compute vouchers (the list and what each gave is in zh83's report).

Three wrong values, each a general rule:
- a card-hour is GPU time, no count of cards ("每月最高 2000 卡时的免费额度" read as 2000 GPUs, 0.90 in a clause of the
  provider's: ``not_cards.units_after`` of numbers.yaml);
- the validity of a free allowance is what the allowance is good for, not the agreement's term ("| 资源类型 | 免费额度 |
  有效期 |" read as a 6-month term, 0.95: ``免费额度`` among term_months' sentence blockers);
- a school's campus is no district ("供货地点：翔安校区" read as a site "翔安校": 校 among the location reader's not_names).
"""

import pytest

from tests.conftest import extracted_terms

# --- a card-hour is GPU time, no count of cards

# blog.youkuaiyun.com/CompiGap/article/details/152914138 (长沙北京联合发放AIGC算力券): a voucher programme's allowance,
# then its table of what one application may draw
VOUCHER = ("以“星火算力平台”为例,开发者可通过以下步骤获取资源:\n"
           "  1. 访问官方 portal 并完成实名认证\n"
           "  2. 填写《大模型算力使用申请表》,明确需求类型(如 A100 GPU 实例)和预估时长\n"
           "  3. 提交项目白皮书与数据合规承诺书\n"
           "  4. 审核通过后,系统将发放每月最高 2000 卡时的免费额度\n"
           "典型资源配置示例\n\n| 资源类型 | 单次申领上限 | 服务周期 | 适用场景 |\n|---|---|---|---|\n"
           "| A100 40GB GPU | 8卡 | 90天 | 大模型微调 |\n| V100 32GB GPU | 16卡 | 60天 | 推理部署测试 |\n"
           "| 国产化NPU集群 | 32核 | 120天 | 信创适配验证 |\n")


def test_the_voucher_blogs_card_hours_are_no_gpu_count():
    # 74c64b90: gpu_count 2000 (0.45, loose) from "2000 卡时"
    assert "gpu_count" not in extracted_terms(VOUCHER, language="zh")


@pytest.mark.parametrize("text", [
    # paraphrases: the provider supplying GPU time, counted in card-hours, with and without a space
    "乙方提供2000卡时算力,用于甲方模型训练。",
    "本合同项下算力服务共计 5000 卡·小时。",
    "乙方向甲方提供不少于3000卡小时的GPU算力。",
])
def test_card_hours_are_no_count_of_cards(extracted, text):
    # 74c64b90: gpu_count 2000 (0.90, operative), 5000, 3000
    extracted(text, "gpu_count", None, language="zh")


@pytest.mark.parametrize("text, count", [
    # guards (pass on 74c64b90 too): cards counted, a time after them in another word
    ("乙方提供64卡H800,交付时间为合同签订后10日内。", 64),
    ("乙方提供2000卡算力资源。", 2000),
    ("GPU卡数量:共计16卡,计费方式为按卡时计费。", 16),
    # ... and a word opening with 时 right after the cards: their time, no card-hour
    ("交付64卡时间不超过10日。", 64),
])
def test_cards_counted_stay(reads, text, count):
    reads(text, "gpu_count", count, language="zh")


def test_a_card_hour_price_is_still_read(reads):
    # guard (passes on 74c64b90 too): the unit price of a card-hour is untouched
    reads("GPU算力单价为12元/卡时。", "price_gpu_hour", 12.0, language="zh")


# --- the validity of a free allowance is no term of the agreement

# blog.youkuaiyun.com/LogicGlow/article/details/152905457 (华为昇腾2025激励:开发者算力补贴申领攻略), 资源配额说明
ALLOWANCE = ("资源配额说明\n\n| 资源类型 | 免费额度 | 有效期 |\n|---|---|---|\n"
             "| 训练核时 | 800核时 | 6个月 |\n| 推理核时 | 200核时 | 6个月 |\n")


@pytest.mark.parametrize("text", [
    ALLOWANCE,
    # a paraphrase in prose
    "平台向新用户发放免费额度100卡时,有效期为3个月,逾期作废。",
])
def test_a_free_allowances_validity_is_no_term(extracted, text):
    # 74c64b90: term_months 6 (0.95, table_cell), 3
    extracted(text, "term_months", None, language="zh")


@pytest.mark.parametrize("text, months", [
    # guards (pass on 74c64b90 too): the agreement's own validity and service period
    ("本合同有效期为12个月,自双方签字盖章之日起计算。", 12),
    ("| 项目 | 内容 |\n|---|---|\n| 服务期限 | 24个月 |\n| GPU型号 | H800 |\n", 24),
])
def test_the_agreements_term_stays(reads, text, months):
    reads(text, "term_months", months, language="zh")


# --- a school's campus is no district

# bdocx.com/doc/28299502.html (厦门大学 采购文件, 翔安校区学生公寓单人床), 第一章采购邀请
XMU = "一、采购编号:XDCG2017-A-030\n二、项目名称:翔安校区学生公寓单人床\n三、供货地点:翔安校区\n四、工期:20个日历日\n"


@pytest.mark.parametrize("text", [
    XMU,
    # paraphrases: a machine room on a campus, a handover at one
    "机房位于厦门大学翔安校区信息中心。",
    "交付地点:浙江大学紫金港校区。",
])
def test_a_campus_is_no_site(extracted, text):
    # 74c64b90: location 翔安校, 大学翔安校, 大学紫金港校 (0.90, operative): a campus cut at its 区
    extracted(text, "location", None, language="zh")


@pytest.mark.parametrize("text, site", [
    # guards (pass on 74c64b90 too): the district itself, and a zone
    ("数据中心位于厦门市翔安区。", "翔安"),
    ("机房位于上海市松江区。", "松江"),
])
def test_a_district_stays_the_site(reads, text, site):
    reads(text, "location", site, language="zh")


# --- a time within which a task is done is no term

# bbda.com/bidDetail/345d0f7fc86faa44102a07fba57c40ba083480dbee653f7e397ab3ee4cc9628c.html (天津市财政局机房迁移服务项目
# 公开招标公告), 二、项目内容
TJ_MOVE = ("第一包:系统及设备迁移,合同履行期限: 2026 年 3 月前完成迁移工作。\n"
           "第三包:线路租用,合同履行期限:签订合同之日起 15 日内完成线路及相关设备上门安装部署,最长 10 个月服务期,按实际发生结算。\n"
           "第四包:数据擦除,合同履行期限:接通知后 1 个月内完成全部擦除工作。\n")


def test_the_move_tenders_service_period_is_read_not_its_erasure_deadline(reads):
    # 74c64b90: term_months 1 (alternatives, 0.50): the erasure's deadline beside the lease's 10 months
    term = reads(TJ_MOVE, "term_months", 10, language="zh")
    assert term.confidence >= 0.9


@pytest.mark.parametrize("text", [
    "合同履行期限:接通知后1个月内完成全部擦除工作。",
    # a paraphrase
    "合同期限:自签订之日起3个月以内完成机房迁移。",
])
def test_a_tasks_deadline_is_no_term(extracted, text):
    # 74c64b90: term_months 1 (0.90), 3
    extracted(text, "term_months", None, language="zh")


@pytest.mark.parametrize("text, months", [
    # guards (pass on 74c64b90 too): the period itself, a deadline for another work in another clause
    ("服务期限:自合同签订之日起12个月。乙方应在3个月内完成部署。", 12),
    ("第一包:市残联信息化建设硬件平台运维服务,合同履行期限: 1 年。", 12),
])
def test_a_service_period_beside_a_deadline_stays(reads, text, months):
    reads(text, "term_months", months, language="zh")


def test_an_allowance_beside_the_agreement_leaves_its_term_and_no_gpu_count():
    # a paraphrase of the two rules together: 74c64b90 read gpu_count 100 (loose) from the card-hours and made the term a
    # contradiction (12 against the allowance's 3, 0.50)
    terms = extracted_terms("本合同有效期为12个月。乙方另向甲方赠送免费额度100卡时,有效期为3个月。", language="zh")
    assert "gpu_count" not in terms
    assert terms["term_months"].value == 12
    assert terms["term_months"].confidence >= 0.9
