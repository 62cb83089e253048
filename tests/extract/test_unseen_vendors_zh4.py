"""Chinese wordings from a reading of vendors' SLAs, IDC rack-lease and hosting contracts not seen
before (session 15), each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # the products an SLA covers, one per line under the lead-in (a page that lost its list markup):
    # "专用宿主机" names a product beside shared cloud servers, no isolation commitment
    ("本SLA适用于以下产品：\n\n云服务器ECS\n\n专用宿主机（Dedicated Host）\n\n弹性裸金属服务器\n\n"
     "单实例服务可用性不低于99.95%。\n", None),
    ("本SLA适用于以下产品：\n云服务器ECS\n专属集群\nGPU云服务器\n", None),
    # ... or named in an SLA's scope sentence
    ("本SLA适用于阿里云向客户提供的云服务器ECS、专用宿主机（Dedicated Host）、弹性裸金属服务器。", None),
    ("本服务等级协议适用于云服务器、专属集群及GPU云服务器。", None),
    # ... while resources the provider gives under another lead-in, a promise in a sentence of its
    # own after the list, or a contract's own scope are dedicated
    ("乙方向甲方提供以下资源：\n\n物理隔离的GPU服务器\n\n", "dedicated"),
    ("本SLA适用于以下产品：\n云服务器ECS\n\n乙方提供的GPU服务器为甲方独占使用，物理隔离。\n", "dedicated"),
    ("本协议适用于乙方向甲方提供的物理隔离专属GPU集群。", "dedicated"),
])
def test_covered_products_per_line_or_in_an_sla_scope_are_no_dedicated_tenancy(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a name runs on past a word that may end one (集团, 中心) to the company it names, with a branch
    ("乙方:金龙控股集团上海网络科技有限公司福州分公司联系人:王欣地址:福建省福州市东街123号",
     "vendor", "金龙控股集团上海网络科技有限公司福州分公司"),
    ("乙方：中国电信集团有限公司", "vendor", "中国电信集团有限公司"),
    ("甲方：北京云算数据中心有限公司\n乙方：上海算力科技有限公司", "customer", "北京云算数据中心有限公司"),
    # ... but not into another party's name, nor past a name that ends where no company follows
    ("乙方：华东算力集团与上海云数科技有限公司", "vendor", "华东算力集团"),
    ("乙方：国家超级计算中心联系人:王欣", "vendor", "国家超级计算中心"),
    ("甲方：上海算力科技有限公司\n乙方：北京云算数据中心有限公司", "customer", "上海算力科技有限公司"),
])
def test_a_party_name_runs_on_to_the_company_it_names(extracted, text, key, expected):
    assert extracted(text, key, expected, language="zh").value == expected


@pytest.mark.parametrize("text, key, expected", [
    # a party's name cut short (a template's bare company type, a short form without its city) is
    # the same party as the full name it ends: the full name, wherever it stands, and no conflict
    ("甲方:科技发展有限公司\n地址:\n乙方:\n\n甲方:大连中科正通科技发展有限公司\n乙方:\n", "customer", "大连中科正通科技发展有限公司"),
    ("乙方：衡舟算力科技有限公司\n\n乙方：上海衡舟算力科技有限公司\n", "vendor", "上海衡舟算力科技有限公司"),
])
def test_a_name_cut_short_gives_way_to_the_full_name(extracted, text, key, expected):
    term = extracted(text, key, expected, language="zh")
    assert term.value == expected
    assert not term.conflict


def test_two_different_names_for_one_party_still_conflict(extracted):
    # ... while two names neither of which ends the other are a conflict a reader must settle
    term = extracted("乙方：上海衡舟算力科技有限公司\n\n乙方：杭州云栖数据有限公司\n", "vendor", "上海衡舟算力科技有限公司",
                     language="zh")
    assert term.value == "上海衡舟算力科技有限公司"
    assert term.conflict


@pytest.mark.parametrize("text, expected", [
    # a time counted from the handover is no time to the handover: a vendor's definition of a month
    ("若无特殊约定，本条款中的“月”均指30个自然日，按开通时间起算。", None),
    ("服务期为30日，自开通之日起计算，到期自动续费，从交付时间开始计算的服务期不含测试期。", None),
    # ... while a handover deadline, even with its count's start said after it, is
    ("乙方应于合同签订后30个自然日内完成交付，交付期限自合同生效之日起算。", 30),
    ("乙方在收到款项后5个工作日内开通，服务期自开通之日起算。", 5),
])
def test_a_time_counted_from_the_handover_is_no_delivery_time(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a contents list run on in one line ("11.法律适用与争议解决11.1法律适用11.2…") names no jurisdiction
    ("本合同目录一览10.3争议解决11.法律適用與爭議解決11.1法律適用11.2爭議解決方式12.合同生效與終止", None),
    ("本合同目录一览9.1法律适用与争议解决9.2不可抗力10.1法律适用10.2争议解决方式", None),
    # ... while the clause itself does, in either script
    ("11.1本合同受香港特別行政區法律管轄。", "香港特別行政區"),
    ("本合同的订立、效力、解释及争议解决均适用中华人民共和国法律。", "中华人民共和国"),
])
def test_a_contents_list_is_no_choice_of_law(reads, text, expected):
    reads(text, "governing_law", expected, language="zh")


@pytest.mark.parametrize("text, per_node, total", [
    # cards written right after a machine count are each machine's: eight per server, 128 in all
    ("乙方向甲方提供16台8卡H20服务器。", 8, 128),
    ("租用 16 台 8 卡 H800 服务器", 8, 128),
    ("共16台8卡A800 GPU服务器", 8, 128),
    # ... while a total after a comma, or written with its own total word, stays the total
    ("GPU服务器2台，合计16卡", None, 16),
    ("H20服务器16台，每台8卡。", 8, 128),
])
def test_cards_right_after_a_machine_count_are_per_machine(extracted, text, per_node, total):
    term = extracted(text, "gpus_per_node", per_node, language="zh")
    if term is not None:
        assert term.value == per_node
    assert extracted(text, "gpu_count", total, language="zh").value == total


def test_a_taiwan_band_below_one_figure_but_reaching_another(extracted):
    # "未達99.95%但達99.5%者": 但達 opens the band's lower end, no credit of 99.5%
    text = "可用率未達99.95%但達99.5%者，扣減當月租金百分之十；未達99.5%者，扣減百分之二十五。"
    tiers = extracted(text, "credit_tiers", True, language="zh").value
    assert [(t["below_pct"], t["credit_pct"]) for t in tiers] == [(99.95, 10), (99.5, 25)]


@pytest.mark.parametrize("text, expected", [
    # a tier's band ("未达99.9%但达99%者", "不足99.9%的") is no availability commitment
    ("可用率未达99.9%但达99%者，扣减当月租金百分之十。", None),
    ("服务可用率不足99.9%的，按下表赔偿。", None),
    ("每月服務可用率不低於99.95%。", 99.95),
])
def test_a_band_said_with_wei_da_or_bu_zu_is_no_commitment(reads, text, expected):
    reads(text, "availability_pct", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a deduction from the rent claimed is a credit claimed (Taiwan: 扣減申請)
    ("甲方應於次月十日內提出扣減申請。", 10),
    # ... not the provider's right to deduct from a deposit, nor an objection to an invoice
    ("甲方逾期付款的，乙方有权于次月10日内提出从保证金中扣减。", None),
    ("甲方应于收到发票后10日内提出异议，逾期视为认可，乙方据此扣减。", None),
])
def test_a_deduction_claimed_has_a_claim_window(reads, text, expected):
    reads(text, "claim_window_days", expected, language="zh")


HK_RACKS = ("1.1 服務供應商於其數據中心向客戶提供10個標準機櫃。\n"
            "1.2 每個機櫃月費為港幣18,000元，合約期為36個月。\n"
            "2.2 如每月電力可用率低於99.99%，客戶可獲相等於受影響機櫃當月月費5%的服務抵免額；低於99.9%，可獲15%。\n"
            "2.3 服務抵免額總額不超過受影響機櫃當月月費的30%。\n"
            "2.4 客戶須於事故發生後30日內以書面提出服務抵免申請。\n"
            "3. 適用法律\n本協議受香港特別行政區法律管轄，並按其詮釋。\n")


@pytest.mark.parametrize("key, expected", [
    # Hong Kong: a service credit is a 服務抵免額: its tiers, cap and claim window
    ("credit_tiers", [{"below_pct": 99.99, "credit_pct": 5}, {"below_pct": 99.9, "credit_pct": 15}]),
    ("credit_cap_pct", 30),
    ("claim_window_days", 30),
    # each rack's monthly fee is the rack price, no total monthly fee; 合約期 is the term
    ("price_rack_month", 18000),
    ("monthly_fee", None),
    ("term_months", 36),
    # the heading "適用法律" over the clause is no part of the jurisdiction
    ("governing_law", "香港特別行政區"),
])
def test_a_hong_kong_colocation_agreement(extracted, key, expected):
    term = extracted(HK_RACKS, key, expected, language="zh")
    if term is not None:
        value = term.value
        if key == "credit_tiers":
            value = [{"below_pct": t["below_pct"], "credit_pct": t["credit_pct"]} for t in value]
        assert value == expected


@pytest.mark.parametrize("text, expected", [
    # a jurisdiction written between spaces, or short, is still read
    ("本合同适用 中华人民共和国 法律。", "中华人民共和国"),
    ("本合同适用日本法律。", "日本"),
])
def test_a_jurisdiction_written_with_spaces_or_short(extracted, text, expected):
    assert extracted(text, "governing_law", expected, language="zh").value == expected


def test_a_total_monthly_fee_for_racks_is_still_the_monthly_fee(extracted):
    # the month's total for all racks is the monthly fee; no rack price is read from it
    text = "10個機櫃月服務費合計為港幣180,000元。"
    assert extracted(text, "monthly_fee", 180000, language="zh").value == 180000


@pytest.mark.parametrize("text, expected", [
    # a credit on the affected rack's month fee is owed on that unit's share (Hong Kong wording)
    ("如每月電力可用率低於99.99%，客戶可獲相等於受影響機櫃當月月費5%的服務抵免額。", "unit"),
    # ... the month's whole fee is no unit's share
    ("如可用率低于99.9%，赔偿当月服务费的10%。", None),
])
def test_a_credit_on_the_affected_racks_fee_is_per_unit(reads, text, expected):
    reads(text, "credit_base", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a rack's feed at another voltage than 220 V gives no power by the 220 V estimate (Taiwan: 110 V)
    ("機櫃電力：每櫃 110V/20A 兩路。", None),
    ("每機櫃208V 30A供電。", None),
    # ... while a 220 V single-phase feed still does (an estimate), and a stated power wins
    ("每个机柜提供220V 32A电力。", 7.04),
    ("每櫃110V/20A，單櫃功率不低於2.2kW。", 2.2),
])
def test_a_feed_at_another_voltage_is_no_220_volt_estimate(extracted, text, expected):
    term = extracted(text, "rack_power_kw", expected, language="zh")
    if term is not None:
        assert term.value == pytest.approx(expected)


@pytest.mark.parametrize("text, expected", [
    # a Taiwan (ROC) calendar year is a date, no term of 114 years: the range is 24 whole months
    # (session 16 reads ROC date ranges; None was the missed value before)
    ("本契約期間自民國114年1月1日起至民國115年12月31日止。", 24),
    ("本契約期間自114年1月1日起至115年12月31日止。", 24),
    # ... while a term in years, or years and months, is one
    ("服务期限为3年。", 36),
    ("合同期限3年1个月。", 37),
])
def test_a_roc_calendar_year_is_no_term(reads, text, expected):
    reads(text, "term_months", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # Hong Kong and Taiwan say uptime as 正常運作時間
    ("我們保證每月正常運作時間百分比不低於99.95%。", "availability_pct", 99.95),
    ("如每月正常運作時間低於99.95%，客戶可獲月費10%的服務抵免額；低於99%，可獲25%。", "credit_tiers",
     [{"below_pct": 99.95, "credit_pct": 10}, {"below_pct": 99.0, "credit_pct": 25}]),
    # ... office hours are no uptime
    ("辦公時間為每日9時至18時，正常運作時間以外的查詢將於翌日回覆。", "availability_pct", None),
])
def test_uptime_said_as_zheng_chang_yun_zuo_shi_jian(extracted, text, key, expected):
    term = extracted(text, key, expected, language="zh")
    if term is not None:
        value = term.value
        if key == "credit_tiers":
            value = [{"below_pct": t["below_pct"], "credit_pct": t["credit_pct"]} for t in value]
        assert value == expected


@pytest.mark.parametrize("text, expected", [
    # Hong Kong writes a calendar day as 曆日
    ("客戶須在事件發生後七(7)個曆日內以書面提出賠償要求。", 7),
    ("客户须在事件发生后7个日历日内提出赔偿要求。", 7),
    # ... a word that only holds the characters is none
    ("客户经历日常维护3次后可提出赔偿要求。", None),
])
def test_a_calendar_day_said_as_li_ri(reads, text, expected):
    reads(text, "claim_window_days", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # "8卡/台": cards per machine
    ("乙方提供H20服务器16台（8卡/台）。", 8),
    ("8卡/台，共16台", 8),
    # ... while a total over the machines is none per machine
    ("GPU服务器2台，合计16卡", None),
])
def test_cards_per_machine_written_with_a_slash(reads, text, expected):
    reads(text, "gpus_per_node", expected, language="zh")


def test_a_commitment_after_a_formula_lead_in_is_still_read(extracted):
    # a sentence of its own under a lead-in ("1.6服务可用性计算公式:") is judged by its own words: the
    # lead-in's blockers bar only a bare name listed under it (China Telecom Cloud's SLA layout)
    text = ("1.6服务可用性计算公式:\n"
            "服务可用性=((服务周期总分钟数-服务不可用分钟数)/服务周期总分钟数)x100%\n"
            "第二条 服务承诺\n"
            "2.1天翼云公司承诺容器安全平台服务可用性不低于99.95%,如未达到上述可用性承诺,客户可以根据本协议第三条约定获得赔偿。\n")
    assert extracted(text, "availability_pct", 99.95, language="zh").value == 99.95
