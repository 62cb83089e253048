"""A whole-number key read from a part of its unit ("within 36 hours" as days) is rounded the way
numbers.yaml ``integer_rounding`` says: the customer's time to file a claim down (no one is told they
have more time than they do), the provider's time to deliver up (within 12 hours is within a day)."""

import pytest

from slacheck import api
from slacheck.errors import SlacheckError
from slacheck.extract.data import read_data_file


def terms_of(tmp_path, text):
    path = tmp_path / "c.txt"
    path.write_text(text, encoding="utf-8")
    return {t.key: t for t in api.extract(path).terms}


@pytest.mark.parametrize("text, days", [
    ("Customer must submit a credit request within 36 hours after the end of the month.\n", 1),
    ("Credits must be requested within 12 hours after the end of the month.\n", 0),
    ("Customer must submit a credit request within 48 hours after the end of the month.\n", 2),
    ("甲方应在故障发生当月结束后36小时内提出赔偿申请，逾期视为放弃。\n", 1),
    ("甲方应在故障发生当月结束后30日内提出赔偿申请，逾期视为放弃。\n", 30),
])
def test_a_claim_window_in_hours_is_rounded_down_to_whole_days(tmp_path, text, days):
    # 36 hours had read 2 days: a claim filed on the second day would be late
    assert terms_of(tmp_path, text)["claim_window_days"].value == days


@pytest.mark.parametrize("text, days", [
    ("Delivery. The Provider shall deliver the Servers within 12 hours of the Order Date.\n", 1),
    ("乙方应在合同签订后12小时内交付GPU服务器。\n", 1),
    ("乙方应在合同签订后36小时内交付GPU服务器。\n", 2),
    ("乙方应在合同签订后72小时内交付GPU服务器。\n", 3),
])
def test_a_delivery_time_in_hours_is_rounded_up_to_whole_days(tmp_path, text, days):
    # 12 hours had read delivery_days 0, as if the servers were there on signing
    assert terms_of(tmp_path, text)["delivery_days"].value == days


@pytest.mark.parametrize("line, message", [
    ("integer_rounding: {availability_pct: down}\n", "'availability_pct' is not a SPEC §1 key with a whole-number value"),
    ("integer_rounding: {claim_window: down}\n", "'claim_window' is not a SPEC §1 key with a whole-number value"),
    ("integer_rounding: {claim_window_days: sideways}\n", "integer_rounding.claim_window_days"),
])
def test_a_rounding_for_no_whole_number_key_or_no_direction_is_refused(tmp_path, line, message):
    path = tmp_path / "numbers.yaml"
    path.write_text("cn_digits: {一: 1}\n" + line, encoding="utf-8")
    with pytest.raises(SlacheckError) as err:
        read_data_file(path)
    assert any(row.startswith("numbers.yaml:2:") and message in row for row in str(err.value).splitlines()), str(err.value)
