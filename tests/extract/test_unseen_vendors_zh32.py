"""Chinese explainers and news digests read as terms (z50, session 31): an explainer titled "…解析" with no blank line
under its title read its spec table's V100 and its "50Gbps节点互联"; an article's "单卡FP32算力达19.5 TFLOPS(A100)"
read A100 as the card offered; a news digest under a "证券时报网· 2025-11-24 22:43" byline read a firm's PUE 1.35 and
liquid cooling. Each positive stands beside a near miss: the same words where the reading is a contract's.
"""

import pytest

# yunzhuji.net, "GPU加速型云计算服务解析" (www.yunzhuji.net/aliyun/263772.html), abridged
YUNZHUJI = ("GPU加速型云计算服务解析\n定义与核心特征\n配备图形处理器的云计算服务统称为GPU云服务器。\n技术架构解析\n"
            "现代GPU云服务采用三层技术架构:\n- 网络优化:采用RDMA技术实现50Gbps节点互联\n\n"
            "| 组件 | 规格 |\n|---|---|\n| GPU型号 | NVIDIA V100/P100 |\n| 显存容量 | 16-32GB HBM2 |\n")
# yunthe.com, an article on "超级无敌" GPU cloud servers, its list of selling points
YUNTHE = "\"超级无敌\"的核心价值体现在三方面:\n- 极致算力密度:单卡FP32算力达19.5 TFLOPS(A100),支持TB级内存带宽\n"
# reportify.cn, its tag page "液冷解决方案" (a digest of press items), abridged
REPORTIFY = ("液冷解决方案\n搜索文档\n千万级投资加码 开特股份牵手广州豪特深耕数据中心液冷赛道\n证券时报网· 2025-11-24 22:43\n"
             "公司技术实力 - 广州豪特专注数据中心全生命周期服务 液冷技术行业领先 其绿色节能型大数据中心项目通过冷热通道封闭"
             "技术实现制冷效率提升15%以上 PUE值低于1.35 机柜密度最高提升100% [1]\n")


@pytest.mark.parametrize("text,key", [
    (YUNZHUJI, "gpu_model"),
    (YUNZHUJI, "interconnect_gbps"),
    # the same title as a question, run into its text
    ("GPU云服务器是什么？\n网络优化:采用RDMA技术实现50Gbps节点互联\n", "interconnect_gbps"),
    ("GPU云服务器详解\n| 组件 | 规格 |\n|---|---|\n| GPU型号 | NVIDIA V100 |\n", "gpu_model"),
])
def test_explainer_title_makes_the_page_an_article(reads, text, key):
    reads(text, key, None, language="zh")


@pytest.mark.parametrize("text,key,value", [
    # a contract's title over a heading that ends in 解析: the heading is no document's title
    ("GPU云服务器租用协议\n一、技术架构解析\n乙方采用RDMA技术实现50Gbps节点互联。\n", "interconnect_gbps", 50),
    # the word inside the title's line, not ending it
    ("GPU云服务器解析服务协议\n乙方采用RDMA技术实现50Gbps节点互联。\n", "interconnect_gbps", 50),
    ("GPU云服务器租用协议\n| 组件 | 规格 |\n|---|---|\n| GPU型号 | NVIDIA V100 |\n", "gpu_model", "V100"),
])
def test_a_contract_title_still_reads(reads, text, key, value):
    reads(text, key, value, language="zh")


def test_card_in_brackets_after_a_performance_figure_is_a_reference(reads):
    reads(YUNTHE, "gpu_model", None, language="zh")
    reads("乙方提供GPU服务器,单卡FP32算力达19.5 TFLOPS(A100)。\n", "gpu_model", None, language="zh")


def test_card_in_brackets_after_a_count_is_the_order(reads):
    reads("乙方向甲方提供8张GPU卡(A100),单卡FP32算力达19.5 TFLOPS。\n", "gpu_model", "A100", language="zh")


@pytest.mark.parametrize("key", ["pue", "cooling"])
def test_news_byline_makes_a_digest_an_article(reads, key):
    reads(REPORTIFY, key, None, language="zh")


@pytest.mark.parametrize("text", [
    # a contract's dated line names its signing by a label and colon, no source and dot
    "机柜租用合同\n签署时间: 2025-11-24 22:43\n乙方数据中心PUE值低于1.35,采用冷板式液冷。\n",
    "机柜租用合同\n乙方数据中心PUE值低于1.35,采用冷板式液冷。\n",
])
def test_a_contract_dated_line_still_reads(reads, text):
    reads(text, "pue", 1.35, language="zh")
    reads(text, "cooling", "liquid", language="zh")
