"""Credit mechanisms that were English only, in a Chinese SLA (session 37's helper mo14): a share of the machines or of
the downtime after a band ("低于95%的，更换50%的受影响GPU", "受影响GPU的50%予以更换") is no credit tier, as "50% of the
affected GPUs shall be replaced" is not (zh.yaml tiers.time_shares, time_shares_before); and a downtime multiple counted only
past the availability commitment ("按超出可用性承诺部分的中断时长的10倍补偿服务时长") is left out of a claim and said so, as
"per fifteen minutes downtime past the uptime guarantee" is (zh.yaml credit_downtime_multiple.past_level); and a credit
prorated by the share of the machines affected ("赔偿金额按受影响服务器数量占比计算") is on their share of the fee (zh.yaml
credit_base unit). Each positive
stands beside a near miss; claims through api.claim with exact amounts.
"""

from decimal import Decimal

import pytest

from slacheck import api

# the ladder's bands as the Alibaba Cloud SLAs write them ("99% ≤ 服务可用性 < 99.9% | 月度服务费用的20%", terms.aliyun.com
# suit_bu1_ali_cloud202003201210_31803); the contract around them is the test's own
ZH = ("GPU算力租赁合同\n\n甲方：示例科技有限公司\n乙方：某某算力有限公司\n\n第一条 乙方向甲方出租8卡H100 GPU服务器集群，"
      "月服务费为人民币100,000元，算力单价为人民币20元/卡/小时。\n\n第二条 服务等级。{sla}\n")
LADDER = ("月可用性低于99.9%但不低于99%的，乙方赔偿当月服务费的10%；低于99%但不低于95%的，赔偿当月服务费的25%；"
          "低于95%的，{last}。")
# November 2026: the whole cluster down 72 hours is 90.0%, in the open last tier
DOWN_72H = "id,start,end,units,cause\n1,2026-11-02T00:00:00,2026-11-05T00:00:00,*,vendor\n"
DOWN_1H = "id,start,end,units,cause\n1,2026-11-02T00:00:00,2026-11-02T01:00:00,*,vendor\n"


def month_of(tmp_path, sla: str, log: str):
    (tmp_path / "c.txt").write_text(ZH.format(sla=sla), encoding="utf-8")
    (tmp_path / "log.csv").write_text(log, encoding="utf-8")
    [month] = api.claim(tmp_path / "log.csv", contract=tmp_path / "c.txt", as_of="2026-12-05").months
    return month


@pytest.mark.parametrize("last", ["更换50%的受影响GPU", "受影响GPU的50%予以更换", "更换50%的故障服务器",
                                  "受影响服务器数量的50%由乙方免费更换"])
def test_a_share_of_the_machines_is_no_tier(tmp_path, last):
    # main: 50000.00, the 50 read as the open last tier's credit; the ladder ends at the 25% band, 不低于95%, and below
    # it states machines replaced, no credit: none owed, said (mo20; 25000.00 until then, the band's credit below its end)
    month = month_of(tmp_path, LADDER.format(last=last), DOWN_72H)
    assert month.credit_amount == Decimal("0.00")
    assert any("no credit below 95%" in note for note in month.review)


@pytest.mark.parametrize("last", ["赔偿当月服务费的50%", "赔偿50%的受影响GPU对应的服务费"])
def test_a_share_of_the_fee_is_the_last_tier(tmp_path, last):
    # near miss: a share of the fee, or of the machines' fee, is the tier's credit (as on main)
    month = month_of(tmp_path, LADDER.format(last=last), DOWN_72H)
    assert month.credit_amount == Decimal("50000.00")


PAST = "服务可用性承诺为99.9%。因乙方原因导致服务不可用的，乙方按{downtime}的10倍补偿服务时长。"


@pytest.mark.parametrize("downtime", ["超出可用性承诺部分的中断时长", "超出承诺部分的不可用时长", "超过可用性承诺的部分的中断时长"])
def test_a_multiple_of_downtime_past_the_commitment_is_left_out_and_said(tmp_path, downtime):
    month = month_of(tmp_path, PAST.format(downtime=downtime), DOWN_1H)
    # main: 1600.00 (10 x 8 GPU-hours x 20: all 60 minutes, not those past the 99.9% allowance)
    assert month.credit_amount == Decimal("0.00") and month.basis == []
    [note] = [n for n in month.review if "past what its level of availability allows" in n]
    assert note.startswith("the contract's credit of 10 × the downtime counts only the downtime past")
    assert "the contract states no credit form" not in month.review


def test_a_multiple_of_all_downtime_is_claimed(tmp_path):
    # near miss: the multiple of the downtime itself (as on main)
    month = month_of(tmp_path, PAST.format(downtime="中断时长"), DOWN_1H)
    assert month.credit_amount == Decimal("1600.00")
    assert [b.form for b in month.basis] == ["downtime_multiple"]
    assert not any("past what its level" in n for n in month.review)


# a credit prorated by the share of the machines affected: the affected units' share of the fee (credit_base unit, SPEC
# §3.4), as "pro rata share of the monthly fee for the affected Nodes" is
UNITS = ("GPU算力租赁合同\n\n甲方：示例科技有限公司\n乙方：某某算力有限公司\n\n第一条 乙方向甲方出租4台8卡H100 GPU服务器，"
         "月服务费为人民币100,000元。\n\n第二条 服务等级。本服务月可用性承诺为99.9%。月可用性低于99.9%但不低于99%的，乙方赔偿"
         "当月服务费的10%；低于99%的，赔偿当月服务费的25%。{share}\n")
ONE_NODE_72H = "id,start,end,units,cause\n1,2026-11-02T00:00:00,2026-11-05T00:00:00,node-1,vendor\n"


@pytest.mark.parametrize("share, owed", [
    # main: 25000.00 (25% of the whole fee at the pooled 97.5%); the node's own 90% earns 25% of its quarter of the fee
    ("赔偿金额按受影响服务器数量占比计算。", Decimal("6250.00")),
    ("赔偿金额按受影响服务器数量占服务器总数的比例计算。", Decimal("6250.00")),
    # near miss: the share of the machines affected as a condition of something else, no credit's base (as on main)
    ("受影响服务器数量占比超过50%的，乙方应启动应急预案。", Decimal("25000.00")),
])
def test_a_credit_by_the_share_of_the_machines_affected_is_on_their_share_of_the_fee(tmp_path, share, owed):
    (tmp_path / "c.txt").write_text(UNITS.format(share=share), encoding="utf-8")
    (tmp_path / "log.csv").write_text(ONE_NODE_72H, encoding="utf-8")
    [month] = api.claim(tmp_path / "log.csv", contract=tmp_path / "c.txt", as_of="2026-12-05", sla_unit="node",
                        units=4).months
    assert month.credit_amount == owed
