"""Chinese wordings main misread in session 16, from IDC hosting and rack-lease templates and a
cloud's SLA not seen before, each quoted short.

Each positive stands beside a negative: the same words about something else, which must not
become the term (or must not become this value).
"""

import pytest


@pytest.mark.parametrize("text, expected", [
    # a replacement or repair within a time is the recovery commitment
    ("GPU卡故障的，乙方应于24小时内更换。", 24),
    ("硬件故障的，乙方应在三日内修复。", 72),
    # ... while a notice given days before a replacement (of an IP address) is none
    ("乙方因技术上需要，需更换乙方之指配甲方号码或IP地址，但乙方应于更换前七日通知甲方。", None),
    ("乙方應於更換前七日通知甲方。", None),
    # ... nor the day a rent waiver starts from after an outage has lasted three days
    ("用戶租用本業務由於天然災害之不可抗力致阻斷者，自連續阻斷屆滿三日之翌日起至修復日止不收租費。", None),
    ("由于不可抗力致阻断者，自连续阻断届满三日之次日起至修复日止不收租费。", None),
])
def test_a_time_before_a_replacement_or_a_start_day_is_no_recovery_time(reads, text, expected):
    reads(text, "recovery_hours", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    ("计算网络采用InfiniBand，单端口400Gb/s。", 400),
    # a bandwidth floor billed on an internet port is no port rate of the cluster's network
    ("甲方租用乙方2个数据端口，甲方承诺每个10Gbp端口保底带宽4Gbps。", None),
])
def test_a_billed_bandwidth_floor_is_no_port_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a term written as its first and last day in the Taiwan (ROC) calendar is a number of whole months
    ("租用期間：自民國114年1月1日起至民國115年12月31日止，共計二年。", 24),
    ("合約期間：自114年1月1日起至115年12月31日止。", 24),
    ("租赁期限自2025年1月1日起至2026年12月31日止，共计二年。", 24),
    # ... while a year written digit by digit in Chinese numerals is a date, never a term of 114 years
    ("合約期間自中華民國一一四年一月一日起至一一五年十二月三十一日止。", None),
    ("合同期限自二〇二五年一月一日起至二〇二六年十二月三十一日止。", None),
    ("本合同有效期为十年。", 120),
    # ... and a time before the term ends is a notice, not the term
    ("合同期限届满前一个月，双方可协商续约。", None),
    ("合約期間屆滿前一個月，雙方得協議續約。", None),
    ("服务期满前三个月通知。", None),
    ("合同期限为三年，期满前一个月双方协商续约。", 36),
])
def test_a_taiwan_calendar_range_is_the_term_and_a_time_before_its_end_is_none(reads, text, expected):
    reads(text, "term_months", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a list of examples closed by "等…情况" ends the example: the threshold after it is operative
    ("主机安全服务未达标：由主机安全服务系统自身异常引起的安全功能失效或者故障，例如：安全功能无法使用，"
     "产品无法启动、卸载等异常情况，且异常过程持续超过一分钟，低于一分钟的不可用时间不计算在内。", 1),
    ("服务不可用：由系统异常引起的功能失效或者故障，例如：功能无法使用等异常情况，且异常过程持续超过五分钟。", 5),
    # ... while with no closing words the example runs to the end of its sentence
    ("服务不可用：由系统故障引起，例如：功能无法使用、无法登录，且异常过程持续超过五分钟。", None),
    # ... and "等于" inside an example closes nothing
    ("例如：当月可用性等于99%的情况下，服务连续中断30分钟不可用。", None),
])
def test_a_closed_list_of_examples_ends_the_example(reads, text, expected):
    reads(text, "min_outage_minutes", expected, language="zh")


_HOSTING_RULES = """电费
3.在官方发送电费账单后,请于7天内缴清电费,未及时缴清电费的将停机处理
4.因电站停电而导致矿场停电的,停电期间不计算电费(以电站所提供停电时间为准)
部署
1.托管的矿机运送至矿场后,将进行批量部署,部署时间约为3~5个工作日
维护
1.矿场有专业人员对矿机进行日常维护
4.提供托管服务的一方不承担因机器维修而导致的收益损失(维修时间超过15天的特殊处理)
下架
1.需要取回矿机的用户需提前7天向客服申请下架矿机"""


@pytest.mark.parametrize("text, key, expected", [
    # list items numbered with no space after the number ("1.矿场…") are sentences of their own: the
    # maintenance item does not lend its word to a customer's request under the next heading
    (_HOSTING_RULES, "maintenance_notice_hours", None),
    ("机房维护\n1.乙方每月对机房进行一次例行维护\n2.维护需提前72小时通知甲方", "maintenance_notice_hours", 72),
    # the customer applying days ahead gives no notice of maintenance
    ("机房日常维护由乙方负责，甲方需提前7天向客服申请下架设备。", "maintenance_notice_hours", None),
    ("乙方进行系统维护的，应提前72小时通知甲方，甲方可申请调整维护时间。", "maintenance_notice_hours", 72),
    # signing the contract within a week of the activation is no delivery time
    ("服务器开通一周内需签好合同，否则停机。", "delivery_days", None),
    ("乙方应于合同签订后7日内开通服务器。", "delivery_days", 7),
])
def test_hosting_rules_customer_deadlines_are_no_provider_terms(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a well-known place written without its unit suffix, before a site word or at the clause's end, is the site
    ("甲方在福州电信数据中心租用乙方机柜并托管。", "福州"),
    ("机房位于北京亦庄。", "亦庄"),
    ("服务器托管于上海宝山国际数据港。", "宝山"),
    ("甲方设备托管于深圳前海数据中心。", "前海"),
    ("機房位於上海市松江區。", "松江"),
    # ... while the same names as a time zone, a place of signing, a party or an address of notice are none
    ("乙方于北京时间每月第一个周六进行机房维护。", None),
    ("本合同在北京签订，甲方租用乙方机房机柜。", None),
    ("乙方通讯地址：福州电信大楼10层，邮编350001。", None),
    ("甲方：北京某某科技有限公司，地址：北京朝阳区建国路1号。", None),
])
def test_a_known_place_without_its_suffix_is_the_site(reads, text, expected):
    reads(text, "location", expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a handover counted from the payment is a delivery time
    ("国内主机付款后24小时内开通。", 1),
    ("甲方付清首期款项后，乙方应于付款后3日内开通服务器。", 3),
    # ... while the payment's own deadline, or a delay for late payment, is none
    ("甲方应在乙方交付后7日内付款。", None),
    ("甲方逾期付款的，乙方可延期7日开通服务器。", None),
])
def test_a_handover_counted_from_the_payment_is_a_delivery_time(reads, text, expected):
    reads(text, "delivery_days", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a service said after its name not to be deployed yet is not offered
    ("归档存储暂未部署。", "storage_tiers", False),
    ("归档存储（后期规划，暂未部署）。", "storage_tiers", False),
    ("液冷暂未部署，采用风冷。", "cooling", "air"),
    # ... while a negation of another thing in a later clause leaves it offered
    ("提供冷数据归档存储，热数据缓存暂未部署。", "storage_tiers", True),
    ("提供归档存储。", "storage_tiers", True),
])
def test_a_service_not_yet_deployed_is_not_offered(reads, text, key, expected):
    reads(text, key, expected, language="zh")


@pytest.mark.parametrize("text, expected", [
    # a dedicated internet line's bandwidth, or a choice of bandwidth left open, isolates no tenant
    ("协议需明确网络带宽类型(共享/独享)及速率标准。", None),
    ("乙方为甲方托管的服务器提供100M独享带宽接入互联网。", None),
    # ... while dedicated servers or a dedicated cluster do
    ("GPU服务器为甲方独享，不与其他客户共用。", "dedicated"),
    ("甲方租用的算力集群为专属集群，物理隔离。", "dedicated"),
])
def test_dedicated_bandwidth_is_no_tenant_isolation(reads, text, expected):
    reads(text, "tenant_isolation", expected, language="zh")


@pytest.mark.parametrize("text, key, expected", [
    # a hosted server's port to the internet is no cluster network: neither its kind nor its rate
    ("乙方为甲方提供1个万兆以太网端口接入互联网。", "interconnect", None),
    ("乙方为甲方提供1个万兆以太网端口接入互联网。", "interconnect_gbps", None),
    ("乙方为甲方服务器提供互联网接入，端口速率10Gbps。", "interconnect_gbps", None),
    ("服务器配置2个25G以太网口接入互联网，计算网络采用8×400G InfiniBand。", "interconnect_gbps", 400),
    # ... while the nodes' own network is one
    ("节点间采用万兆以太网互联。", "interconnect", "ethernet"),
    ("节点间采用万兆以太网互联。", "interconnect_gbps", 10),
    ("计算网络采用InfiniBand NDR 400Gb/s，存储与业务网络采用以太网接入互联网。", "interconnect", "infiniband"),
])
def test_an_internet_access_port_is_no_cluster_network(reads, text, key, expected):
    reads(text, key, expected, language="zh")
