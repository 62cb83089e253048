"""vendor, customer, contract_id and credit_base (SPEC §1) on our own wordings, zh and en."""

from __future__ import annotations

import pytest

CASES = [
    ("zh", "合同编号：ABC-2026-017\n甲方（承租方）：南湖星辰科技有限公司\n乙方（出租方）：西岭算力服务有限公司\n", "vendor", "西岭算力服务有限公司"),
    ("zh", "合同编号：ABC-2026-017\n甲方（承租方）：南湖星辰科技有限公司\n乙方（出租方）：西岭算力服务有限公司\n", "customer", "南湖星辰科技有限公司"),
    ("zh", "合同编号：ABC-2026-017\n甲方（承租方）：南湖星辰科技有限公司\n乙方（出租方）：西岭算力服务有限公司\n", "contract_id", "ABC-2026-017"),
    ("zh", "订单编号：XL-88-2026\n买方（甲方）：北辰模型研究院\n卖方（乙方）：东湾数据有限公司\n", "vendor", "东湾数据有限公司"),
    ("zh", "订单编号：XL-88-2026\n买方（甲方）：北辰模型研究院\n卖方（乙方）：东湾数据有限公司\n", "customer", "北辰模型研究院"),
    ("zh", "甲方：青禾智能科技有限公司\n乙方：远山云计算有限公司\n", "vendor", "远山云计算有限公司"),
    ("en", "Agreement No. RX-2026-44\nProvider: Fernhill Compute (Asia) Pte. Ltd. (\"Provider\")\nCustomer: Bluefin Models Inc. (\"Customer\")\n",
     "vendor", "Fernhill Compute (Asia) Pte. Ltd."),
    ("en", "Agreement No. RX-2026-44\nProvider: Fernhill Compute (Asia) Pte. Ltd. (\"Provider\")\nCustomer: Bluefin Models Inc. (\"Customer\")\n",
     "customer", "Bluefin Models Inc."),
    ("en", "Agreement No. RX-2026-44\nProvider: Fernhill Compute (Asia) Pte. Ltd. (\"Provider\")\n", "contract_id", "RX-2026-44"),
    ("en", "This Agreement is made between Greyrock Hosting LLC, a Texas limited liability company (\"Lessor\"), "
           "and Pinecrest AI, Inc., a Delaware corporation (\"Lessee\").", "vendor", "Greyrock Hosting LLC"),
    ("en", "This Agreement is made between Greyrock Hosting LLC, a Texas limited liability company (\"Lessor\"), "
           "and Pinecrest AI, Inc., a Delaware corporation (\"Lessee\").", "customer", "Pinecrest AI, Inc."),
    ("en", "If a Server's monthly availability falls below 99.9%, Customer receives a credit of 10% of the fees "
           "attributable to the affected Server.", "credit_base", "unit"),
    ("en", "Customer is entitled to a service credit equal to 5% of the monthly fee for the affected Node.",
     "credit_base", "unit"),
    ("en", "If availability falls below 99.9%, Customer receives a credit of 10% of the monthly fee.", "credit_base", None),
    ("zh", "单节点月可用性低于99.9%的，乙方按受影响节点对应的服务费的10%予以赔偿。", "credit_base", "unit"),
    ("zh", "某节点当月可用性低于99.5%的，按故障节点的月服务费的20%补偿。", "credit_base", "unit"),
    ("zh", "月可用性低于99.9%的，乙方按当月服务费的10%予以补偿。", "credit_base", None),
]


@pytest.mark.parametrize("language,text,key,value", CASES)
def test_parties_number_and_credit_base(extracted, language, text, key, value):
    term = extracted(text, key, value, language=language)
    if value is not None:
        assert term.value == value
