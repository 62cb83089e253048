"""Chinese wordings main misread, from session 33's round of real pages: an article that announces itself in its
opening ("…对数据中心环境有严格要求。以下是关键环境要求的系统化分析：") read as a contract, and a response time whose
value stands on the line under its label closed by a colon ("初始响应：" over "2 小时或更短时间", Azure China's and
21Vianet's support plans), missed or outread by a lower severity's time.

Each positive stands beside a near miss: the same words where they are a term, which must read as before.
"""

import pytest

# an article on H100 data-centre needs (360doc.com, "英伟达H100 GPU集群…环境要求"), its opening a run-on sentence
H100_ARTICLE = ("英伟达H100 GPU集群作为高性能计算的核心设备,对数据中心环境有严格要求。以下是关键环境要求的系统化分析:\n\n"
                "1. 电力供应\n\n高功率需求\n\n单卡功耗:H100 SXM版峰值达700W,PCIe版约350W,8卡服务器整机功耗可达5-10kW。\n\n"
                "2. 散热与冷却\n\n液冷强制场景:8卡及以上高密度节点建议采用冷板式液冷(直接接触GPU)。\n\n"
                "4. 网络架构\n\n跨节点:InfiniBand NDR400(400Gbps)或以太网+RoCEv2,端到端延迟<1μs。\n")


@pytest.mark.parametrize("key", ["gpu_model", "gpus_per_node", "interconnect", "interconnect_gbps"])
def test_an_article_announcing_its_analysis_in_its_opening_states_no_terms(reads, key):
    reads(H100_ARTICLE, key, None, language="zh")


@pytest.mark.parametrize("opening", [
    # ... and an explainer that says what it will do ("本文将深入剖析4000P算力投资的全貌", oryoy.com), in its opening
    # paragraph under a title
    "4000P算力投资全解析\n\n所谓4000P算力,通常指FP16算力达到4000 PFLOPS的集群规模。本文将深入剖析算力投资的全貌。\n\n",
    "GPU集群选型\n\n本文从电力、散热、网络三方面介绍集群的环境要求。\n\n",
])
def test_an_article_saying_what_it_will_do_in_its_opening_states_no_terms(reads, opening):
    reads(opening + "## 网络\n\n跨节点:InfiniBand NDR400(400Gbps)。\n", "interconnect_gbps", None, language="zh")


@pytest.mark.parametrize("text", [
    # a contract's own opening names its parties and what they agree, no analysis: its terms read as before
    "GPU算力租赁合同\n\n甲乙双方经友好协商,就算力租赁事宜达成以下协议:\n\n1. 网络\n\n乙方提供InfiniBand NDR400(400Gbps)网络。\n",
    # ... and so does a contract whose appendix, after its first heading, quotes an analysis
    "GPU算力租赁合同\n\n1. 网络\n\n乙方提供InfiniBand NDR400(400Gbps)网络。\n\n附件一\n\n以下是测试结果的分析:带宽达标。\n",
    # ... and "本文件" (this document) is a contract's own word, no article's
    "本文件为算力服务协议。本文件项下,乙方提供InfiniBand NDR400(400Gbps)网络。\n",
])
def test_a_contracts_opening_still_reads(reads, text):
    reads(text, "interconnect_gbps", 400, language="zh")


# Azure China's support plans (support.azure.cn/zh-cn/support/plans/response/v1-1), each paragraph a table cell
AZURE_CN = ("严重性和响应时间\n\n严重性2 客户情形 预期世纪互联响应 预期客户响应\nA1\n\n关键业务影响:\n\n"
            "客户业务明显减少或服务水平明显下降\n\n需要立即注意\n\n初始响应:\n\n2 小时或更短时间\n\n每天全天连续工作\n\n"
            "分配相应资源以保持每天全天连续工作\n\nB\n\n中等业务影响:\n\n初始响应:\n\n4 小时或更短时间\n\n"
            "分配相应资源以保持连续工作\n\nC\n\n最小业务影响:\n\n初始响应:\n\n8 小时或更短时间\n")


@pytest.mark.parametrize("text, expected", [
    # a label closed by its colon names the figure on the line under it, its bound written after it
    (AZURE_CN, 120),
    ("初始响应:\n\n2 小时或更短时间\n", 120),
    ("响应时间:\n\n15 分钟以内\n", 15),
    # ... the label at the end of a line of other sentences (21Vianet's Dynamics 365 support, 21vbluecloud.com): the
    # first severity's hour, not the next one's working day
    ("A2 一个或多个服务不能访问或不可用。多个用户或服务受到影响。 初始响应:\n1小时或更短时间;7*24小时连续支持。\n"
     "B 服务可用,但性能受损。 初始响应:\n1个工作日内响应。\n", 60),
])
def test_a_colon_label_names_the_figure_under_it(reads, text, expected):
    reads(text, "response_minutes", expected, language="zh")


@pytest.mark.parametrize("text", [
    # ... but not a figure with words of its own after it, nor one under a label that names something else
    "初始响应:\n\n2 小时后发送报告\n",
    "付款期限:\n\n30 天或更短时间\n",
])
def test_a_colon_label_names_only_a_bare_figure(reads, text):
    reads(text, "response_minutes", None, language="zh")


@pytest.mark.parametrize("text", [
    # a quota a user holds alone is an allowance of storage, no hardware of the tenant's (an institute's HPC price list,
    # hpc.srils.ac.cn, "Sycamore 集群资费标准")
    "| 资源类型 | 说明 | 计费单位 | 标准价 (院外) |\n|---|---|---|---|\n| 个人主目录 (Home) | 每用户独享限额 (500GB) | 用户·年 | ¥ 300.00 |\n",
    "每个用户独享配额500GB的存储空间。",
])
def test_a_quota_held_alone_is_no_isolation(reads, text):
    reads(text, "tenant_isolation", None, language="zh")


@pytest.mark.parametrize("text", [
    # ... while hardware a user holds alone still is
    "提供用户独享的物理服务器资源。",
    "| 资源类型 | 说明 |\n|---|---|\n| GPU节点 | 每用户独享整机 |\n",
])
def test_hardware_held_alone_is_still_dedicated(reads, text):
    reads(text, "tenant_isolation", "dedicated", language="zh")


# a broker's note on compute rental republished as an article (ecreat.cn, "计算机行业算力租赁:大模型发展的关键引擎")
DEMAND_NOTE = ("计算机行业算力租赁\n\n大模型训练侧 GPU 需求测算\n\n论文中的测试基于DGX A100-80GB集群完成。对于最大的 1T 规模的模型,"
               "一共使用了384台8卡DGX-A100服务器,服务器 内部各GPU间使用超高速NVLink和NVSwitch互联,每台机器装有 8个200Gbps的 "
               "InfiniBand网卡;\n\n大模型推理侧 GPU 需求测算——推理侧具备更大的成长空间\n\n假设GPU利用率为45%。\n")


@pytest.mark.parametrize("key", ["gpu_model", "gpu_count", "gpus_per_node", "interconnect", "interconnect_gbps", "nvlink"])
def test_an_estimate_of_demand_under_its_heading_states_no_terms(reads, key):
    # the cluster a paper trained on, in an analyst's estimate of demand: figures of the estimate, no order
    reads(DEMAND_NOTE, key, None, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # ... while the contract's own section after it reads, and a schedule of the fees worked out ("费用测算") is the price
    ("## 需求测算\n\n一共使用了384台8卡服务器,每台机器装有8个100Gbps的InfiniBand网卡。\n\n## 服务内容\n\n乙方提供200Gbps InfiniBand网络。\n",
     "interconnect_gbps", 200),
    ("## 费用测算\n\nGPU服务器租金按每卡每小时12元计算。\n", "price_gpu_hour", 12),
])
def test_a_contracts_sections_beside_an_estimate_still_read(reads, text, key, expected):
    reads(text, key, expected, language="zh")
