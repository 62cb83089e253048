"""Chinese GPU-rental terms and compute-centre pages of vendors no earlier session tested (session 41, zh67).

- Who the provider is, where a platform's user agreement or an SLA names it only as the other side of the agreement
  between it and the user ("这些条款构成了您与X之间的完整协议", "本 SLA 构成您与 X 之间协议的组成部分"), with no title
  in 《》 after it. Near misses: a third party, a role's word, the user's own counterparties, a dispute or a deal.
- A repair or response time said to run as long as a figure (长达) describes how long repairs took, the trade's trouble
  a vendor's note lists, and promises no time.
Each quote is a sentence or two of the page, its address in the comment; the near misses are the test's own.
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # 潞晨云用户协议 (cloud.luchentech.com/agreement/service), a GPU rental platform's user agreement: main named no vendor
    ("潞晨云用户协议\n欢迎来到潞晨云算力平台(以下简称“平台”),我们很高兴为您提供服务。在您开始使用我们的服务之前,请仔细阅读"
     "以下条款和条件。这些条款构成了您与潞晨云算力平台之间的完整协议(以下简称“协议”),并规定了您使用平台服务的条款。\n"
     "- 服务内容 平台提供算力租赁服务,用户可以根据自身需求选择购买适当的算力服务。\n", "潞晨云算力平台"),
    # HostifyX 服务水平协议 (hostifyx.com/zh/service-level-agreement, effective 2025-05-10): the SLA part of the
    # agreement between the user and HostifyX; main named no vendor
    ("服务水平协议(SLA)\n\n生效日期: 2025年5月10日\n\n这份《服务等级协议》(SLA)阐述了 HostifyX(以下简称“我们”)对服务可用性"
     "的承诺,这些服务包括但不限于服务器租赁、云服务器、虚拟专用服务器(VPS)托管和网站托管。本 SLA 构成您与 HostifyX 之间协议"
     "的组成部分, HostifyX 并受我们总体服务条款、退款政策、隐私政策和可接受使用政策的约束。\n", "HostifyX"),
    # ... the agreement said to be reached between them
    ("# 算力服务条款\n本协议由您与杭州云算科技有限公司之间达成。您点击同意即视为接受本协议。\n", "杭州云算科技有限公司"),
])
def test_the_other_side_of_the_agreement_between_it_and_the_user(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


@pytest.mark.parametrize("text", [
    # guards (main names none either): a third party, a role's word, the user's own customers, a dispute, a deal
    "# 用户协议\n平台不介入您与第三方之间的协议,由您自行负责。\n",
    "# 用户协议\n平台仅为用户与供应商之间的合同提供撮合服务。\n",
    "# 用户协议\n用户与其客户之间的合同由用户自行负责。\n",
    "# 用户协议\n您与潞晨云之间的争议应友好协商解决。\n",
    "# 用户协议\n您与潞晨云之间的交易记录以平台记录为准。\n",
    # CloudGPU's supplier terms (cloudgpu.app/suppliers/terms, 2026-04-16): the user is the supplier of the GPUs,
    # the platform the buyer; its brackets keep the pattern off, no provider named
    "中文版\n1. 关于本协议\n本协议(\"本协议\")由您(\"您\"或\"供应商\")与 CloudGPU(\"我们\"或\"平台\")之间达成。您点击\"我同意\"按钮"
    "完成注册时, 视为已阅读并同意本协议的全部条款。\n",
])
def test_no_name_is_the_provider_where_the_other_side_is_none(reads, text):
    reads(text, "vendor", None, language="zh")


# bdiesz.com/shishiyaowen/773.html, a compute-centre operations note listing the trade's troubles
TROUBLES = ("一、行业痛点:智能算力中心运维的三大挑战\n在深入方案前,先明确当前运维管理的核心困境,为技术落地提供现实依据:\n"
            "系统运维效率低下:算力中心涉及数千台服务器、PB 级存储,传统人工监控难以覆盖全链路,故障平均排查时间(MTTR)长达 1-3 天。\n")


@pytest.mark.parametrize("text, key", [
    # main read recovery_hours 72 (the far end of "1-3 天") from the complaint
    (TROUBLES, "recovery_hours"),
    # ... and a response time from the same kind of complaint (the test's own sentence)
    ("一、行业痛点\n传统运维模式下,工单平均响应时间长达2小时,客户满意度低。\n", "response_minutes"),
])
def test_a_time_said_to_run_as_long_as_a_figure_is_no_promise(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # guards (main reads them so too): the promise after a condition that says 长达 keeps its time
    ("GPU卡故障时长长达2小时的,乙方应在4小时内完成更换。\n", "recovery_hours", 4),
    ("故障持续长达1小时的,乙方应在15分钟内响应并在4小时内修复。\n", "response_minutes", 15),
    ("故障持续长达1小时的,乙方应在15分钟内响应并在4小时内修复。\n", "recovery_hours", 4),
])
def test_a_promise_after_a_long_outage_keeps_its_time(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # 秀朋云永久型服务器服务使用条款 (xiaoxiupeng.com/20251015568.html): the provider's full name under 服务商公司全称, a sole
    # trader's 服务部; main named no vendor
    ("秀朋云永久型服务器服务使用条款\n服务商公司全称:长沙市望城区萧秀朋信息咨询服务部\n一、总则\n- 本使用条例(以下简称“条例”)适用"
     "于用户对秀朋云计算平台提供的永久云服务器、服务器及挂机宝(以下简称 “服务器”)的所有使用行为。\n",
     "长沙市望城区萧秀朋信息咨询服务部"),
    # ... a company's full name so
    ("# 服务条款\n服务商公司全称:杭州云算科技有限公司\n一、总则\n", "杭州云算科技有限公司"),
    # near miss (main names none either): a department after the role is no provider's name
    ("# 服务条款\n服务商:技术服务部\n一、总则\n", None),
])
def test_the_providers_full_name_after_its_role(reads, text, expected):
    reads(text, "vendor", expected, language="zh")


@pytest.mark.parametrize("text, key", [
    # a vendor page's boast of what its operations cut (the test's own sentences, as compute vendors' pages write them):
    # main read the old time, 8 hours and 120 minutes, as the promise
    ("# 智能运维\n通过智能运维平台,GPU故障恢复时间从过去的8小时缩短至30分钟。\n", "recovery_hours"),
    ("# 服务升级\n服务升级后,故障响应时间由2小时缩短至15分钟。\n", "response_minutes"),
])
def test_the_time_a_change_cut_is_no_promise(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # guards (main reads them so too): a promise, then an aim to cut it further
    ("故障恢复时间不超过4小时,乙方将持续改进,力争缩短至2小时。\n", "recovery_hours", 4),
    ("故障响应时间不超过30分钟,后续将降低至15分钟。\n", "response_minutes", 30),
])
def test_a_promise_then_an_aim_to_cut_it_keeps_the_promise(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a vendor page's comparison with the market (the test's own sentences): main read the industry's 99.5 (for review)
    # (zh72: the clause after 而 with 承诺 is the vendor's own promise, 99.95; None here left the promise unread)
    ("# 产品优势\n行业平均可用性仅为99.5%,而我们承诺99.95%。\n", 99.95),
    # guard (main reads it so too): the vendor's own level stated in a sentence of its own is read
    ("# 产品优势\n行业平均可用性仅为99.5%。我们承诺服务可用性不低于99.95%。\n", 99.95),
])
def test_the_markets_level_is_not_the_vendors(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a length that only calls for a report (the test's own sentence, as IDC contracts write the duty): main read 30 as
    # the shortest outage that counts, so a claim would drop every outage under half an hour
    ("# 故障处理\n单次故障超过30分钟的,乙方应在故障恢复后提交故障报告。\n", None),
    # guards (main reads them so too): a clause that counts the outage keeps its threshold, a report or not
    ("# 故障处理\n单次中断超过5分钟的计入不可用时间,乙方应提交故障报告。\n", 5),
    ("# 故障处理\n单次中断超过5分钟的,计入不可用时间,乙方应提交故障报告。\n", 5),
])
def test_a_length_that_only_calls_for_a_report_is_no_threshold(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")
