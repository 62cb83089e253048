"""Chinese tables (zh43): a price list's bare size bands under a 卡数 header, and a compensation table's rows of outage
length written 超过N分钟 or N分钟以上.

- A table row whose first cell is nothing but a band of cards ("1-8", "65以上", "64卡以上", "≥65") under a header naming
  the cards counted ("| 卡数 | 单价（元/卡/时） |") is that band's price: the rows offer alternatives, the first row's price
  the headline, as e69 read "| GPUs | Price |" over "| 1-8 | $2.49 |". One size at two prices still contradicts, and so
  do bands under a header that counts nothing ("| 项目 |").
- A row of a table of compensation by outage length ("| 中断时长 | 赔偿比例 |") whose length cell holds nothing but the
  length and 超过 or 以上 is a step of a ladder, as mo3 read "| >60分钟 |"; 超过 in a sentence ("故障恢复时间超过4小时…"),
  or in a table of response times, is still no threshold.

No vendor's own table is quoted: the rows are of the shape GPU-rental price sheets and Chinese cloud SLAs write (Alibaba
Cloud's "服务可用性 | 赔偿代金券金额" table, https://terms.aliyun.com/legal-agreement/terms/suit_bu1_ali_cloud/
suit_bu1_ali_cloud202003201210_31803.html, for a compensation table's header).
"""

import pytest

PRICES = "GPU算力租用价格\n\n| {head} | 单价（元/卡/时） |\n|---|---|\n"


@pytest.mark.parametrize("rows", [
    "| 1-8 | 2.49 |\n| 9-64 | 2.20 |\n| 65以上 | 1.90 |\n",
    "| 1～8卡 | 2.49 |\n| 9至64卡 | 2.20 |\n| 64卡以上 | 1.90 |\n",
    "| 1-8 | 2.49 |\n| 9-64 | 2.20 |\n| ≥65 | 1.90 |\n",
])
def test_a_table_of_card_bands_offers_alternatives(extracted, rows):
    # main read 1.90 alone (the 以上 of the band's cell made it the stronger figure, the others weaker) or a
    # contradiction of 2.49, 2.20 and 1.90
    term = extracted(PRICES.format(head="卡数") + rows, "price_gpu_hour", 2.49, language="zh")
    assert term.value == 2.49 and term.conflict_kind == "alternatives"
    assert sorted(a.value for a in term.alternatives if a.reason == "conflict") == [1.9, 2.2]
    extracted(PRICES.format(head="卡数") + rows, "gpu_count", None, language="zh")


@pytest.mark.parametrize("head, rows", [
    # near misses: one size at two prices; bands under a header that counts nothing
    ("卡数", "| 8 | 2.49 |\n| 8 | 2.69 |\n"),
    ("项目", "| 1-8 | 2.49 |\n| 9-64 | 2.69 |\n"),
    ("项目", "| 1-8 | 2.49 |\n| 65以上 | 2.69 |\n"),
])
def test_rows_that_are_no_card_bands_still_contradict(extracted, head, rows):
    term = extracted(PRICES.format(head=head) + rows, "price_gpu_hour", 2.49, language="zh")
    assert term.value == 2.49 and term.conflict_kind == "contradiction"


LENGTHS = "## 服务赔偿\n\n| 中断时长 | 赔偿比例 |\n|---|---|\n"


@pytest.mark.parametrize("rows", [
    # main read nothing: the lengths' words (超过, 以上) were no trigger
    "| 超过60分钟 | 10% |\n| 超过24小时 | 100% |\n",
    "| 60分钟以上 | 10% |\n| 24小时以上 | 100% |\n",
    "| 60分钟及以上 | 10% |\n| 大于24小时 | 100% |\n",
])
def test_a_row_of_lengths_written_in_words_is_a_step(reads, rows):
    term = reads(LENGTHS + rows, "min_outage_minutes", 60, language="zh")
    assert [a.value for a in term.alternatives if a.reason != "duplicate"] == [1440]


@pytest.mark.parametrize("text", [
    # near misses: 超过 in a sentence is a repair time's; a table of compensation by response time, or of lengths that
    # names no remedy; a table whose lowest band pays from the first minute (mo3)
    "若故障恢复时间超过4小时，乙方应及时通知甲方并提交故障报告。\n",
    "## 服务赔偿\n\n| 响应时间 | 赔偿比例 |\n|---|---|\n| 超过30分钟 | 5% |\n| 超过2小时 | 10% |\n",
    "| 中断时长 | 处理方式 |\n|---|---|\n| 超过60分钟 | 升级处理 |\n| 超过24小时 | 书面报告 |\n",
    LENGTHS + "| 30分钟以内 | 5% |\n| 超过30分钟 | 10% |\n| 24小时以上 | 100% |\n",
])
def test_words_of_length_elsewhere_name_no_step(reads, text):
    reads(text, "min_outage_minutes", None, language="zh")
