"""Chinese wordings main misread in session 16 (second round), from an IDC hosting page, an IDC
cooperation template, an HPC price table and an article on server-hosting contracts, each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, key, expected", [
    # a hosted server's 100 Mbit/s port, its bandwidth shared, is no cluster network
    ("每台服务器可分配到一个100m全交换以太网口,共享100m带宽。", "interconnect", None),
    ("网络联通性是指分配的100M全交换以太网口的联通性。", "interconnect", None),
    # ... nor an internet port a rack comes free with ("每个万兆端口…提供…个机柜": a bare rate word)
    ("每个万兆端口乙方向甲方免费提供2个机柜，机柜规格为5kW。", "interconnect", None),
    # ... while the nodes' Ethernet is one, at a gigabit rate or written with the rate word alone
    ("服务器配置2个1000M以太网口用于节点间互联。", "interconnect", "ethernet"),
    ("节点间万兆互联。", "interconnect", "ethernet"),
    ("集群节点间采用100G以太网互联，每台服务器独享带宽。", "interconnect", "ethernet"),
])
def test_a_hosting_port_is_no_cluster_network(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # an example in brackets of what a contract should agree is no commitment
    ("需约定故障响应时间(如4小时紧急响应),并规定日志审计权限范围。", "response_minutes", None),
    ("故障响应时间：30分钟（如二十四小时紧急响应）。", "response_minutes", 30),
    # ... while a case in brackets is no example: its figure stays a term where it is one
    ("故障响应时间为30分钟（如2小时内未修复的，乙方应提供备机）。", "recovery_hours", 2),
    ("乙方应在30分钟内响应（如因甲方原因延误的除外）。", "response_minutes", 30),
])
def test_an_example_in_brackets_is_no_term(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a table row whose status cell says the service is not deployed yet: not offered
    ("| 存储类型 | 用途 | 状态 |\n| --- | --- | --- |\n| 归档存储 (Archive) | 冷数据长期备份 | 暂未部署 (后期规划) |\n",
     "storage_tiers", False),
    ("| 项目 | 说明 | 状态 |\n| --- | --- | --- |\n| 液冷 | 冷板式液冷机柜 | 暂不提供 |\n| 风冷 | 精密空调 | 已部署 |\n",
     "cooling", "air"),
    # ... while a row deployed, beside another row not deployed, is offered
    ("| 存储类型 | 用途 | 状态 |\n| --- | --- | --- |\n| 归档存储 | 冷数据长期备份 | 已部署 |\n| 热数据缓存 | 高速缓存 | 暂未部署 |\n",
     "storage_tiers", True),
    # ... and so is one whose status cell negates something else after its own words
    ("| 存储类型 | 用途 | 状态 |\n| --- | --- | --- |\n| 归档存储 | 冷数据长期备份 | 已部署，扩容暂未部署 |\n",
     "storage_tiers", True),
])
def test_a_row_whose_status_cell_is_not_deployed_is_not_offered(reads, text, key, expected):
    reads(text, key, expected, language="zh")


_HEAD = "| 资源类型 | 规格说明 | 计费单位 | 院内价 (6折) | 合作价 (8折) | 标准价 (院外) |\n|---|---|---|---|---|---|\n"


@pytest.mark.parametrize("text, expected", [
    # a price table that names its unit in a column of its own: the GPU row's first price per card-hour
    (_HEAD + "| GPU (4090) | NVIDIA RTX 4090 24G | 卡·时 | ¥ 3.00 | ¥ 4.00 | ¥ 5.00 |\n", 3),
    ("| 项目 | 单位 | 数量 | 单价 | 金额 |\n|---|---|---|---|---|\n| GPU算力 | 卡时 | 10000 | ¥ 6.00 | ¥ 60,000.00 |\n", 6),
    # ... not a CPU core-hour's price, nor a quantity of card-hours or a total without a unit price
    (_HEAD + "| CPU 通用计算 | AMD EPYC 9754 | 核·时 | ¥ 0.09 | ¥ 0.12 | ¥ 0.15 |\n", None),
    ("| 项目 | 单位 | 数量 | 金额（元） |\n|---|---|---|---|\n| GPU算力 | 卡时 | 10000 | 60000.00 |\n", None),
])
def test_a_price_table_with_a_card_hour_unit_column_states_the_gpu_hour_price(reads, text, expected):
    reads(text, "price_gpu_hour", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # the deployment of what is hosted or rented, timed, is its delivery; a range commits to its far end
    ("托管的矿机运送至矿场后,将进行批量部署,部署时间约为3~5个工作日。", 5),
    ("乙方应在5个工作日内完成部署。", 5),
    # ... not a time after the deployment, nor a software deployment's own time
    ("乙方应在集群部署后7日内完成安全补丁安装。", None),
    ("软件部署及调试时间为5天。", None),
])
def test_a_deployment_time_is_the_delivery_time(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


@pytest.mark.parametrize("text, key, hedge", [
    # what usually happens is no promise: the term is marked hedged
    ("重点核查网络可用性承诺值(通常不低于99.9%)、故障赔偿计算公式。", "availability_pct", "通常"),
    ("通常情况下，乙方将在30分钟内响应。", "response_minutes", "通常情况下"),
    # ... while a severity level named 一般 (normal) hedges nothing, nor does a firm commitment
    ("一般故障响应时间为30分钟。", "response_minutes", None),
    ("乙方承诺月可用性不低于99.9%。", "availability_pct", None),
])
def test_what_usually_happens_is_hedged(extracted, text, key, hedge):
    term = extracted(text, key, True, language="zh")
    assert term.hedge == hedge
