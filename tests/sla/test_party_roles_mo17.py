"""甲方/乙方 by the contract's roles in min_outage_minutes' ladder (session 38's helper mo17).

mo16 made the tier grammar's entitled phrases ("{parties}有权获得") follow the roles a contract's parties' list states
("甲方（服务提供方）：": 甲方 the provider, 乙方 the customer), but min_outage_minutes' ladder remedies, written with the same
"{parties}", still took 甲方 as the customer: in such a contract "单次中断超过4小时的，乙方有权获得24小时免费服务" was no remedy,
so its 4 hours were read as the shortest outage that counts (240), and a claim dropped every shorter outage (a credit of
0 where the contract gives 10%). Every list of a key's phrases naming a party letter now has its letters swapped where
the contract reverses the roles (matchers._extra_phrases, Evidence.by_roles), and the roles are decided once, by the tier
grammar (tiers.letters_reversed), for both the credits per incident and the keys.
"""

import pytest

from slacheck import api
from tests.conftest import claimed_month, make_document

# the parties' list of a compute-service contract ("甲方(服务需求方)名称：…乙方(服务提供方)名称：…", renrendoc.com's
# 2026年人工智能算力服务合同协议, https://www.renrendoc.com/paper/505717437.html; templates also write it the other way
# round, "甲方(服务提供方):"; mo16's three lists), with tiers by availability and a credit of service time per long outage
ROLES = {
    "reversed": "甲方（服务提供方）：北京某某云计算有限公司\n乙方（服务需求方）：上海某某科技有限公司",
    "named": "甲方：北京某某云计算有限公司（以下简称“服务商”）\n乙方：上海某某科技有限公司（以下简称“客户”）",
    "usual": "甲方（服务需求方）：上海某某科技有限公司\n乙方（服务提供方）：北京某某云计算有限公司",
}
ZH = ("GPU算力服务合同\n\n{roles}\n\n一、服务内容：8卡H100 GPU服务器1台，月服务费为人民币100,000元。\n\n"
      "二、服务等级：月度服务可用性不低于99.9%。月度服务可用性低于99.9%的，赔偿当月服务费的10%。{sentence}\n")
ENTITLED = "单次中断超过4小时的，{p}有权获得24小时免费服务。"
LADDER = ("中断不足5分钟的，不计入不可用时间；单次中断超过1小时的，{p}有权获得24小时免费服务；单次中断超过4小时的，"
          "{p}有权获得72小时免费服务。")
# the customer's letter and the provider's, by the roles the parties' list states
CUSTOMER = {"reversed": "乙方", "named": "乙方", "usual": "甲方"}
PROVIDER = {"reversed": "甲方", "named": "甲方", "usual": "乙方"}
# November 2026: one outage of 2 hours, shorter than the 4 hours of the credit per incident
LOG = "id,start,end,units,cause\n1,2026-11-02T00:00:00,2026-11-02T02:00:00,*,vendor\n"


def min_outage(roles: str, sentence: str):
    text = ZH.format(roles=ROLES[roles], sentence=sentence)
    return {t.key: t.value for t in api.extract_document_terms(make_document(text, language="zh"))}.get(
        "min_outage_minutes")


@pytest.mark.parametrize("roles", ["reversed", "named", "usual"])
def test_the_customers_entitlement_is_no_shortest_outage(roles):
    # main: 240 for reversed and named (乙方有权获得 no remedy there); None for usual, as on main
    assert min_outage(roles, ENTITLED.format(p=CUSTOMER[roles])) is None


@pytest.mark.parametrize("roles", ["reversed", "named", "usual"])
def test_the_providers_entitlement_remedies_nothing(roles):
    # near miss: the provider "entitled" to service is no credit, so the 4 hours stay a threshold (main: None for
    # reversed and named, 甲方有权获得 taken as the customer's remedy; 240 for usual, as on main)
    assert min_outage(roles, ENTITLED.format(p=PROVIDER[roles])) == 240


@pytest.mark.parametrize("roles", ["reversed", "named", "usual"])
def test_a_ladder_of_the_customers_entitlements(roles):
    # main: 240 for reversed and named (neither step a remedy, the largest threshold in force); 5 for usual
    assert min_outage(roles, LADDER.format(p=CUSTOMER[roles])) == 5


@pytest.mark.parametrize("roles", ["reversed", "named"])
def test_a_ladder_of_the_providers_entitlements(roles):
    assert min_outage(roles, LADDER.format(p=PROVIDER[roles])) == 240  # main: 5


@pytest.mark.parametrize("roles", ["reversed", "usual"])
def test_a_claim_keeps_an_outage_shorter_than_the_credit_per_incident(tmp_path, roles):
    month = claimed_month(tmp_path, ZH.format(roles=ROLES[roles], sentence=ENTITLED.format(p=CUSTOMER[roles])), LOG,
                          as_of="2026-12-05")
    # main, reversed: 0 minutes down and no credit (the 2 hours below the 240 read as the shortest outage)
    assert month["downtime_minutes"] == 120
    assert (month["credit_pct"], month["credit_amount"]) == (10.0, 10000.0)


def test_a_claim_under_the_providers_entitlement_drops_the_short_outage(tmp_path):
    # near miss: in the reversed contract 甲方's entitlement is the provider's, no credit: its 4 hours are the shortest
    # outage that counts, as 乙方's are in the usual one (main: 120 minutes and 10%)
    month = claimed_month(tmp_path, ZH.format(roles=ROLES["reversed"], sentence=ENTITLED.format(p="甲方")), LOG,
                          as_of="2026-12-05")
    assert (month["downtime_minutes"], month["credit_amount"]) == (0, 0)
