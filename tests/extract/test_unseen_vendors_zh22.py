"""Chinese wordings main misread in session 25: a bare promise under an availability heading whose sentence goes on to
the compensation for missing it, a product page's or article's use-case cards, the kinds of liquid cooling set side by
side in a course, a guide to renting GPUs; and documents read blind (published SLAs of UCloud, Baidu AI Cloud, Inspur
Cloud, a template of cloud-service terms), read right, each quoted short, with the source in a comment.

Each positive stands beside a near miss: the same words where they are a term (or are not), which must read as before.
"""

import pytest


@pytest.mark.parametrize("text", [
    # a bare promise under a heading naming availability alone, its sentence going on to what follows when it is missed
    # (the compensation confirms the figure is the promise: SPEC §1, availability_pct is the commitment): read, at the
    # review strength of any bare figure under such a heading
    "## 服务可用性\n\n乙方承诺99.9%，未达到的按下表赔付。",
    "2. 服务可用性\n乙方承诺99.9%，未达到的按下表赔付。",
    "## 服务可用性\n\n乙方保证不低于99.9%，否则按月度服务费的10%赔偿。",
    "## 服务可用性\n\n乙方承诺99.9%，如未达到，甲方可按第5条申请补偿。",
])
def test_a_promise_under_an_availability_heading_with_its_compensation_is_read(reads, text):
    term = reads(text, "availability_pct", 99.9, language="zh")
    assert term.confidence < 0.6 and term.evidence_kind == "loose" and term.text == "99.9%", term


@pytest.mark.parametrize("text", [
    # ... while a figure whose own clause names the compensation is the compensation's, not the availability's
    "## 服务可用性\n\n乙方承诺赔付比例不低于10%。",
    "## 服务可用性\n\n乙方承诺赔付10%，未达到的按下表执行。",
    # ... and a consequence clause does not lift a blocker before the figure
    "## 服务可用性\n\n乙方承诺折扣不低于20%，否则退款。",
])
def test_a_figure_of_the_compensation_under_an_availability_heading_is_not_the_availability(reads, text):
    reads(text, "availability_pct", None, language="zh")


CARDS = ("# 智算云服务\n\n## 产品优势\n\n乙方提供H800 GPU算力。\n\n"
         "## 典型应用场景\n\n### 在线推理\n\n保证99.95%的可用性，毫秒级响应。\n\n"
         "### 大模型训练\n\n单集群支持1024张GPU卡，节点间400Gb/s RDMA网络，采用冷板式液冷。\n\n"
         "## 计费方式\n\n按卡时计费。\n")


@pytest.mark.parametrize("key", ["gpu_count", "interconnect_gbps", "cooling"])
def test_use_case_cards_state_no_term(reads, key):
    # a product page's or an article's use cases ("## 典型应用场景" over cards): what the service may be used for, each
    # card an illustration (SPEC §1: worked examples are not terms), no term of a contract
    reads(CARDS, key, None, language="zh")


def test_a_figure_under_use_cases_is_at_most_an_examples_and_the_sections_after_read(reads):
    term = reads(CARDS, "availability_pct", 99.95, language="zh")
    assert term.evidence_kind == "example" and term.confidence < 0.45, term
    assert reads(CARDS, "gpu_model", "H800", language="zh").evidence_kind == "operative"
    assert reads(CARDS, "billing_model", "gpu_hour", language="zh").evidence_kind == "operative"


@pytest.mark.parametrize("text, expected", [
    # the kinds of a technology set side by side as the market's choices and weighed against each other (dc.nexar.site,
    # a course, "M3-02：液冷技术深度解析": "掌握冷板式和浸没式两种主流方案的架构差异"): a survey, no site's cooling
    ("学习目标：掌握冷板式和浸没式两种主流方案的架构差异。", None),
    ("冷板式与浸没式各有优劣。", None),
    ("本节比较风冷和液冷的区别。", None),
    # ... while the site's own two systems are hybrid, and its one is liquid
    ("乙方提供冷板式液冷和风冷两种制冷方式。", "hybrid"),
    ("乙方机房采用冷板式液冷，单机柜功率40kW。", "liquid"),
])
def test_kinds_of_cooling_weighed_against_each_other_are_not_the_sites(reads, text, expected):
    reads(text, "cooling", expected, language="zh")


@pytest.mark.parametrize("text, key", [
    # a guide to renting GPUs (mankee.com.hk, "A100 与 H100 GPU 租赁实战指南：精准匹配项目需求的性价比之选": "选择 A100
    # 还是 H100，本质是让 GPU 性能与项目需求精准咬合"): the cards it weighs are the reader's choice, no model provided
    ("# A100 与 H100 GPU 租赁实战指南\n\n选择 A100 还是 H100，本质是让 GPU 性能与项目需求精准咬合。", "gpu_model"),
    ("## GPU租用指南\n\n大模型训练选用H800集群，节点间400Gb/s InfiniBand互联。", "interconnect_gbps"),
])
def test_a_guide_to_renting_states_no_term(reads, text, key):
    reads(text, key, None, language="zh")


def test_a_providers_own_heading_is_no_guide(reads):
    reads("# GPU租赁服务\n\n乙方向甲方提供A100 GPU服务器。", "gpu_model", "A100", language="zh")


@pytest.mark.parametrize("text, key, expected, quoted", [
    # published SLAs read blind and read right: UCloud's UHost SLA (UCloudDoc-Team/sla uhost_sla.md)
    ("8.1 本公司向您承诺UHost云主机的服务可用性为99.95％。如果服务可用性没有达到承诺，将按照服务赔偿条款进行赔付。",
     "availability_pct", 99.95, "服务可用性为99.95％"),
    ("云服务业务不可用的统计单元为单台云主机实例，云服务业务不可用时间达到1分钟以上算作一次不可用。",
     "sla_unit", "node", "统计单元为单台云主机实例"),
    # ... Baidu AI Cloud's DBSC SLA (cloud.baidu.com/doc/DBSC): availability reckoned per instance
    ("2.1 服务可用性计算公式\n服务可用性以单个实例为维度,按照如下方式计算:", "sla_unit", "node", "以单个实例为维度"),
    ("2.2 服务可用性承诺\nDBSC 承诺服务可用性不低于 99.95%。", "availability_pct", 99.95, "服务可用性不低于 99.95%"),
    # ... Inspur Cloud's EBS SLA (console1.cloud.inspur.com): the shortest outage that counts
    ("服务不可用: 指依照云硬盘系统中日志记录,因本公司原因导致云硬盘EBS在连续的10分钟或更长时间出现每5分钟错误率大于0.05%的情况,视为不可用。",
     "min_outage_minutes", 10, "连续的10分钟"),
])
def test_published_slas_read_right(reads, text, key, expected, quoted):
    term = reads(text, key, expected, language="zh")
    assert term.text == quoted, term.text


@pytest.mark.parametrize("text, key", [
    # ... and what they say of other things is no term: a disk's durability, scaling within a day, the data centres a
    # cloud runs (a template of cloud-service terms, "目前用户云服务器部署在 12 大数据中心,分别是:上海数据中心、广州数据中心…")
    ("1.1 Uhost云主机数据存储的持久性：普通云硬盘数据持久性为99.99999%，SSD云硬盘和RSSD云硬盘数据持久性为99.999999%。",
     "availability_pct"),
    ("主机实例数量可扩展和缩减，单位为台数，可在24小时内完成总资源20％的扩展，2天内完成总资源100%的扩展。", "delivery_days"),
    ("目前用户云服务器部署在 12 大数据中心,分别是:上海数据中心、广州数据中心、北京数据中心、成都数据中心。", "location"),
])
def test_published_slas_other_figures_are_no_terms(reads, text, key):
    reads(text, key, None, language="zh")


NCCL_RUN = ("## nccl多机测试命令\n```\nmpirun -np {gpu卡数量} -x NCCL_IB_DISABLE=0 -x NCCL_IB_HCA=mlx5_0 "
            "{all_reduce_perf文件} -b 8 -e 8G -f 2 -g 1\n# gpu卡数量：云主机机个数*8（每台云主机8张gpu卡）\n```\n")


@pytest.mark.parametrize("text, key", [
    # a fenced block of code or console output is how to use a service (UCloud's GPU guide, UCloudDoc-Team/gpu
    # user_guide/A800.md: an nccl-tests run, "-b 8 -e 8G", read as an 8 Gb/s port): no term, as a worked example is none
    (NCCL_RUN, "interconnect_gbps"),
    ("```\n在私有网络VPC界面创建新的VPC，网段为192.168.0.0/16\n```\n", "tenant_isolation"),
    ("~~~\nsudo ip link set eth1 mtu 4200\n# 节点间400Gb/s InfiniBand\n~~~\n", "interconnect_gbps"),
])
def test_a_code_block_states_no_term(reads, text, key):
    reads(text, key, None, language="zh")


def test_a_code_blocks_figure_is_no_term_and_the_prose_around_it_reads(reads):
    reads(NCCL_RUN, "gpus_per_node", None, language="zh")
    text = "乙方提供的每台服务器配置8张A800，节点间400Gb/s InfiniBand互联。\n\n" + NCCL_RUN
    assert reads(text, "interconnect_gbps", 400, language="zh").evidence_kind == "operative"
    assert reads(text, "gpus_per_node", 8, language="zh").evidence_kind == "operative"


def test_a_fence_under_a_long_heading_stays_on_its_own_line(tmp_path):
    # a Markdown file's fence right under a long heading line is no wrapped part of the heading (ingest's item starts):
    # joined to it ("…建议加入开机自启动```"), the block lost its opening fence and its figures read as prose
    from slacheck.extract.pipeline import extract_terms
    from slacheck.ingest.load import load_document
    from slacheck.limits import Limits

    path = tmp_path / "guide.md"
    path.write_text("### 3. 虚拟网卡配置完成，需要在云主机内部初始化网络配置，每次开机都需执行，建议加入开机自启动\n"
                    + NCCL_RUN.split("\n", 1)[1], encoding="utf-8")
    document = load_document(path, Limits())
    assert "自启动\n```" in document.text
    assert "interconnect_gbps" not in {t.key for t in extract_terms(document)}


@pytest.mark.parametrize("text, expected", [
    # what each instance comes with by default, a machine type named by its cards, a virtual GPU: no count of cards
    # ordered (UCloud's EPC billing page: "目前图形增强默认搭载的都是一张vgpu"; its GPU host page: "目前提供…G4（采用Tesla
    # T4）以及G7（8卡T4和8卡V100）机型")
    ("图形增强的计费方式跟随EPC计算节点，目前图形增强默认搭载的都是一张vgpu。", None),
    ("目前提供G3（采用Tesla V100）、G4（采用Tesla T4）以及G7（8卡T4和8卡V100）机型。", None),
    ("每个实例可分配一张vGPU。", None),
    # ... while the cards ordered stand, beside a per-machine default or a slicing of them
    ("乙方向甲方提供共计128张H800 GPU卡，每台服务器默认配置8张。", 128),
    ("乙方提供8张A100 GPU卡，甲方可按需切分为vGPU使用。", 8),
])
def test_a_default_a_machine_type_or_a_virtual_gpu_is_no_card_count(reads, text, expected):
    reads(text, "gpu_count", expected, language="zh")


def test_a_per_machine_default_is_still_the_machines_cards(reads):
    reads("每台服务器默认配置8张H800 GPU卡。", "gpus_per_node", 8, language="zh")


SCENARIOS = ("二、典型应用场景与成本效益分析\n2.1 短期AI模型训练\n某初创公司需在72小时内完成模型微调，时租方案：\n"
             "- 选择4张V100 GPU\n2.2 突发流量处理\n- 提前30分钟启动50张T4 GPU集群\n"
             "三、乙方服务内容\n乙方向甲方提供16张H800 GPU卡。\n")


def test_a_numbered_examples_section_holds_its_numbered_subsections(reads):
    # an article's numbered use-case section ("二、典型应用场景与成本效益分析" over "2.1 短期AI模型训练" over a case:
    # yunthe.com news 508414 on hourly GPU rental, whose cards read gpu_count 50 and gpu_model A10): its subsections
    # are inside it, to the next heading of its own rank ("三、")
    term = reads(SCENARIOS.split("三、")[0], "gpu_count", None, language="zh")
    assert term is None
    # ... which ends it: what follows is read as before
    assert not reads(SCENARIOS, "gpu_count", 16, language="zh").conflict
    assert reads(SCENARIOS, "gpu_model", "H800", language="zh").evidence_kind == "operative"


def test_a_dotted_examples_heading_holds_its_deeper_parts(reads):
    text = ("4.4 计算示例\n4.4.1 计算条件\n月度服务费为10000元，当月不可用时间为60分钟。\n"
            "4.5 索赔时限\n甲方应在次月15日内提出赔偿申请。\n")
    reads(text, "monthly_fee", None, language="zh")
    reads(text, "claim_window_days", 15, language="zh")


BENCH = ("对ResNet-152训练任务进行全链路测试:\n指标 | 本地服务器(8*A100) | 算力卡集群(动态扩展) |\n---|---|---|\n"
         "单epoch耗时 | 23min | 19min(+17%效率) |\n异常中断恢复时间 | 15min | 43s(检查点自动迁移) |\n")


@pytest.mark.parametrize("text, expected", [
    # a test's results announced by its lead-in (an article on compute cards, cloud.tencent.com.cn developer article
    # 2522690: "对ResNet-152训练任务进行全链路测试:" over "异常中断恢复时间 | >15min | 43s"): measurements, no commitment
    (BENCH, None),
    ("测试结果如下：\n| 指标 | 数值 |\n|---|---|\n| 故障恢复时间 | 2小时 |\n", None),
    # ... and a time written as more than a figure is no deadline, in a table or a sentence
    ("| 指标 | 本地服务器 |\n|---|---|\n| 异常中断恢复时间 | >15min |\n", None),
    ("故障恢复时间≥4小时的，计入严重故障。", None),
    # ... while a recovery within a time, or at most one, stands
    ("乙方应在4小时内恢复服务。", 4),
    ("| 指标 | 承诺 |\n|---|---|\n| 故障恢复时间 | ≤4小时 |\n", 4),
])
def test_a_tests_results_or_a_time_of_more_than_is_no_recovery_commitment(reads, text, expected):
    reads(text, "recovery_hours", expected, language="zh")


LEASE_ADVICE = ("一、服务内容与配置参数\n云服务器租赁合同需明确服务范围及硬件配置。服务内容包括云服务器租赁、数据存储及技术支持，"
                "具体要求如下：\n- 服务保障：全年在线率≥99.9%，数据备份频率每日一次\n"
                "- 支持范围：7×24小时故障响应，硬件故障修复时间≤2小时\n")


@pytest.mark.parametrize("key", ["availability_pct", "recovery_hours"])
def test_an_advice_sentence_run_on_by_a_lead_in_makes_its_list_advice(doc_from_text, key):
    # an article on cloud-server lease contracts (aliyunyh.com 510380): the advice ("…合同需明确…") and the lead-in to the
    # list ("…具体要求如下：") share a line; the list says what a contract should hold, nobody's commitment (it read
    # availability 99.9 and recovery 2 operative): none, or an example's low-confidence reading
    from slacheck.extract.pipeline import extract_terms

    term = {t.key: t for t in extract_terms(doc_from_text(LEASE_ADVICE, language="zh"))}.get(key)
    assert term is None or (term.evidence_kind == "example" and term.confidence < 0.45), term


@pytest.mark.parametrize("text, key, expected", [
    # ... and so do a lease's points to settle, introduced on their own
    ("合同需界定双方权利义务：\n- 乙方责任：硬件故障修复时间≤2小时\n", "recovery_hours", None),
    ("费用结算及违约处理需明确以下要点：\n- 支付方式：按月支付，月服务费为5000元\n", "monthly_fee", None),
    # ... while a contract's own lead-in after a sentence of its own still introduces terms
    ("乙方向甲方提供云服务器租赁服务。具体服务标准如下：\n- 硬件故障修复时间≤2小时\n", "recovery_hours", 2),
])
def test_a_leases_points_to_settle_are_advice(reads, text, key, expected):
    reads(text, key, expected, language="zh")
