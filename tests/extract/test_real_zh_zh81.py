"""Chinese documents nobody had tested, read by zh81 (session 44): operators' and clouds' SLAs, IDC hosting
contracts and templates, a government cloud purchase, Taiwan's circuit-lease terms, and articles on such contracts
(the list and what each gave is in zh81's report).

A table of service modes side by side names each mode in its header ("| | 公共集群 | 独占集群 | 私有/共享实例 |",
Shandong University's HPC platform): on 63672756 the 独占 of one column's name was read as the contract's tenant
isolation, dedicated, from a table cell (0.95), and the check passed on it; with a shared and a dedicated column
(English), the two were combined into network isolation (0.85), a value no column offers. A mode named among others in
a header is one offering, not the one the contract fixes (``header_lineup`` of the vocabulary reader): loose, review.
"""

import pytest

from tests.conftest import checked_finding

# Shandong University, "服务模式" of its HPC platform (http://cloud.sdu.edu.cn/portal/view/servicemode.html)
SDU = ("高性能计算平台的建设除了在硬件设备的选型上充分考虑了计算的多样性,提供了包含CPU节点、GPU节点的丰富算力组合。\n\n"
       "| | 公共集群 | 独占集群 | 私有/共享实例 |\n|---|---|---|---|\n"
       "| 执行方式 | SLURM作业提交 | 自主安装作业调度系统或直接多节点并行 | 交互式提交 |\n"
       "| 节点数量 | 预分配固定节点 | 规模可伸缩 | 单节点 |\n"
       "| 计费方式 | 从作业启动后开始计费,直到作业结束,作业结束后资源自动释放。 | 从启动计算资源开始计费,直到资源释放为止。 "
       "| 从启动计算资源开始计费,直到资源释放为止。 |\n")
# the same modes in other words and another order (a paraphrase)
MODES_ZH = ("| 服务模式 | 专属集群 | 共享资源池 |\n|---|---|---|\n| 调度方式 | 客户自行调度 | 平台统一调度 |\n"
            "| 计费 | 包月 | 按作业 |\n")
MODES_EN = ("| | Shared cluster | Dedicated cluster |\n|---|---|---|\n| Scheduling | Slurm queue | Customer's own |\n"
            "| Billing | per job | per month |\n")


@pytest.mark.parametrize("text, language", [(SDU, "zh"), (MODES_ZH, "zh"), (MODES_EN, "en")])
def test_a_mode_named_among_others_in_a_header_is_no_isolation_the_contract_fixes(extracted, text, language):
    # 63672756: dedicated (0.95, table_cell) for SDU; network (0.85), a combination no column offers, for the others
    term = extracted(text, "tenant_isolation", "any", language=language)
    assert term.evidence_kind == "loose"
    assert term.confidence < 0.5
    assert term.value != "network"


def test_the_check_leaves_the_modes_table_to_a_person():
    # 63672756: pass, on 独占 in the header read as the contract's isolation
    assert checked_finding(SDU, "tenant-isolation", language="zh").status == "review"


# --- guards (pass on 63672756 too): what must not change

@pytest.mark.parametrize("text, value", [
    # one column only: the contract's own cluster
    ("| 项目 | 独占集群 |\n|---|---|\n| GPU型号 | H800 |\n| 数量 | 64卡 |\n", "dedicated"),
    # the value in a body cell under a header naming the term
    ("| 项目 | 隔离方式 |\n|---|---|\n| 计算节点 | 物理独占,不与其他客户共用 |\n", "dedicated"),
    # every offering of one value: no other offered
    ("| 规格 | 独占集群A | 独占集群B |\n|---|---|---|\n| GPU | 8卡 | 16卡 |\n", "dedicated"),
])
def test_an_isolation_the_table_fixes_stays(reads, text, value):
    term = reads(text, "tenant_isolation", value, language="zh")
    assert term.confidence >= 0.9


# --- the same rule for cooling (``header_lineup`` of cooling): rack types priced side by side, a price sheet's columns
# (paraphrases: no real document of this shape was found this session). On 63672756 the two were combined into a
# hybrid-cooled site (0.85) and the cooling rule passed on it.
RACKS_ZH = "| 机柜类型 | 风冷机柜 | 液冷机柜 |\n|---|---|---|\n| 单柜功率 | 8kW | 40kW |\n| 月租 | 6000元 | 15000元 |\n"
RACKS_EN = ("| | Air-cooled racks | Liquid-cooled racks |\n|---|---|---|\n| Power per rack | 10 kW | 50 kW |\n"
            "| Price | $900/month | $2,500/month |\n")


@pytest.mark.parametrize("text, language", [(RACKS_ZH, "zh"), (RACKS_EN, "en")])
def test_rack_types_side_by_side_make_no_hybrid_site(extracted, text, language):
    # 63672756: hybrid (0.85, table_cell)
    term = extracted(text, "cooling", "any", language=language)
    assert term.value != "hybrid"
    assert term.confidence < 0.5


def test_the_check_leaves_rack_types_side_by_side_to_a_person():
    # 63672756: pass, on hybrid
    assert checked_finding(RACKS_ZH, "cooling", language="zh").status == "review"


def test_one_rack_type_in_the_header_stays_the_sites(reads):
    # a guard (passes on 63672756 too): one column, the order's own racks
    term = reads("| 项目 | 液冷机柜 |\n|---|---|\n| 单柜功率 | 40kW |\n| 数量 | 10个 |\n", "cooling", "liquid", language="zh")
    assert term.confidence >= 0.9
