"""Edge cases of SPEC §3 that decide money, one reading per test."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

import pytest

from slacheck.errors import SlacheckError
from slacheck.models import ContractTerms, CreditTier, Incident
from slacheck.sla.engine import compute_claim

TIERS = [CreditTier(below_pct=99.9, credit_pct=10), CreditTier(below_pct=99.5, credit_pct=25)]
NODE = ContractTerms(sla_unit="node", gpu_count=80, gpus_per_node=8, monthly_fee=10000, credit_tiers=TIERS,
                     min_outage_minutes=5, maintenance_notice_hours=72, claim_window_days=30)


def inc(id, start, end, units=("n1",), cause="vendor", notice=None):
    return Incident(id=id, start=datetime.fromisoformat(start), end=datetime.fromisoformat(end), units=units,
                    cause=cause, notice_hours=notice)


def claim(items, terms=NODE, tz="Asia/Shanghai", **kw):
    kw.setdefault("as_of", date(2025, 1, 1))
    return compute_claim(items, terms, tz=tz, **kw)


def test_no_incidents_gives_no_months_and_no_credit():
    result = claim([])
    assert result.months == [] and result.total_credit == Decimal("0")


def test_month_spanning_incident_is_clipped_and_each_piece_judged_alone():
    result = claim([inc("a", "2025-06-30T23:57:00", "2025-07-01T00:06:00")])
    june, july = result.months
    assert (june.month, june.downtime_minutes, june.incidents[0].excluded_reason) == ("2025-06", 0, "below_min_outage")
    assert (july.month, july.downtime_minutes, july.incidents[0].counted_minutes) == ("2025-07", 6, 6)


def test_leap_february_has_29_days():
    month = claim([inc("a", "2024-02-10T00:00:00", "2024-02-10T01:00:00")]).months[0]
    assert month.unit_minutes == 10 * 29 * 24 * 60


@pytest.mark.parametrize("label, start, hours", [("2025-03", "2025-03-09T00:00:00", 31 * 24 - 1),
                                                 ("2025-11", "2025-11-02T00:00:00", 30 * 24 + 1)])
def test_dst_month_has_an_hour_less_or_more(label, start, hours):
    month = claim([inc("a", start, start.replace("00:00:00", "05:00:00"))], tz="America/New_York").months[0]
    assert month.month == label
    assert month.unit_minutes == 10 * hours * 60
    # real elapsed time: 00:00-05:00 local on a DST day is 4 h (March) or 6 h (November)
    assert month.downtime_minutes == (4 if label == "2025-03" else 6) * 60


def test_ambiguous_local_time_is_its_first_occurrence():
    # 01:30 happens twice on 2025-11-02 in New York; first occurrence is EDT, so 01:30-02:00 is 90 minutes
    month = claim([inc("a", "2025-11-02T01:30:00", "2025-11-02T02:00:00")], tz="America/New_York").months[0]
    assert month.downtime_minutes == 90


def test_incident_inside_an_excluded_window_still_counts():
    result = claim([inc("fm", "2025-06-01T00:00:00", "2025-06-01T10:00:00", ("*",), "force_majeure"),
                    inc("v", "2025-06-01T02:00:00", "2025-06-01T03:00:00")])
    month = result.months[0]
    assert month.downtime_minutes == 60
    assert [(i.id, i.counted_minutes, i.excluded_reason) for i in month.incidents] == \
        [("fm", 0, "force_majeure"), ("v", 60, None)]


def test_availability_exactly_at_threshold_earns_nothing_from_that_tier():
    # 10 nodes x 30 days = 432000 unit-minutes; 432 minutes down = exactly 99.9%
    month = claim([inc("a", "2025-06-02T00:00:00", "2025-06-02T07:12:00")]).months[0]
    assert month.availability_pct == 99.9
    assert month.credit_pct == 0 and month.credit_amount == Decimal("0.00")
    one_more = claim([inc("a", "2025-06-02T00:00:00", "2025-06-02T07:13:00")]).months[0]
    assert one_more.credit_pct == 10


def test_touching_intervals_merge_before_the_minimum_filter():
    month = claim([inc("a", "2025-06-02T09:00:00", "2025-06-02T09:03:00"),
                   inc("b", "2025-06-02T09:03:00", "2025-06-02T09:06:00")]).months[0]
    assert month.downtime_minutes == 6
    assert [i.counted_minutes for i in month.incidents] == [3, 3]


def test_outage_exactly_at_the_minimum_counts():
    month = claim([inc("a", "2025-06-02T09:00:00", "2025-06-02T09:05:00")]).months[0]
    assert month.downtime_minutes == 5 and month.incidents[0].excluded_reason is None


def test_notice_exactly_equal_excludes_and_shorter_counts():
    month = claim([inc("m72", "2025-06-02T01:00:00", "2025-06-02T02:00:00", ("*",), "maintenance", 72),
                   inc("m71", "2025-06-03T01:00:00", "2025-06-03T02:00:00", ("*",), "maintenance", 71.5)]).months[0]
    assert [(i.id, i.counted_minutes, i.excluded_reason) for i in month.incidents] == \
        [("m72", 0, "maintenance_notice"), ("m71", 600, None)]


def test_maintenance_under_a_contract_without_notice_period_counts_and_flags_review():
    terms = NODE.model_copy(update={"maintenance_notice_hours": None})
    month = claim([inc("m", "2025-06-02T01:00:00", "2025-06-02T02:00:00", cause="maintenance", notice=500)],
                  terms).months[0]
    assert month.downtime_minutes == 60
    assert any("maintenance" in r for r in month.review)


def test_zero_length_incident_is_valid_and_counts_nothing():
    month = claim([inc("z", "2025-06-02T01:00:00", "2025-06-02T01:00:00")]).months[0]
    assert month.month == "2025-06" and month.downtime_minutes == 0


def test_cluster_is_the_default_unit_and_any_incident_downs_it():
    terms = ContractTerms(monthly_fee=1000, credit_tiers=TIERS)
    month = claim([inc("a", "2025-06-02T01:00:00", "2025-06-02T02:00:00", ("n1",)),
                   inc("b", "2025-06-02T01:30:00", "2025-06-02T02:30:00", ("n2", "n3"))], terms).months[0]
    assert month.unit_minutes == 30 * 24 * 60
    assert month.downtime_minutes == 90
    assert any("sla_unit" in r for r in month.review)


def test_per_hour_rounds_each_union_interval_up_and_several_forms_flag_review():
    terms = NODE.model_copy(update={"credit_per_hour_pct": 5, "credit_cap_pct": 50})
    month = claim([inc("a", "2025-06-02T01:00:00", "2025-06-02T01:10:00", ("n1",)),
                   inc("b", "2025-06-02T01:05:00", "2025-06-02T02:20:00", ("n2",)),
                   inc("c", "2025-06-05T01:00:00", "2025-06-05T01:06:00", ("n3",))], terms).months[0]
    per_hour = next(b for b in month.basis if b.form == "per_hour")
    assert per_hour.credit_pct == Decimal("15")  # union 01:00-02:20 -> 2 h, 01:00-01:06 -> 1 h
    assert {b.form for b in month.basis} == {"tiers", "per_hour"}
    assert month.credit_amount == Decimal("1500.00") and month.review


def test_capped_only_when_uncapped_exceeds_cap():
    terms = NODE.model_copy(update={"credit_cap_pct": 25})
    month = claim([inc("a", "2025-06-02T00:00:00", "2025-06-03T00:00:00", ("*",))], terms).months[0]
    assert month.credit_pct == 25 and month.capped is False and month.credit_amount == Decimal("2500.00")


def test_gpu_ids_count_against_their_node_with_an_inventory_map():
    gpus = {f"n1-g{i}": "n1" for i in range(8)}
    month = claim([inc("a", "2025-06-02T00:00:00", "2025-06-02T01:00:00", ("n1-g0", "n1-g1"))],
                  unit_ids=["n1", "n2"], gpu_of_node_map=gpus).months[0]
    assert month.unit_minutes == 2 * 30 * 24 * 60
    assert month.downtime_minutes == 60 and month.incidents[0].counted_minutes == 60


def test_claim_deadline_and_open():
    month = claim([inc("a", "2025-06-02T00:00:00", "2025-06-02T01:00:00")], as_of=date(2025, 7, 30)).months[0]
    assert month.claim_deadline == date(2025, 7, 30) and month.claim_open is True
    later = claim([inc("a", "2025-06-02T00:00:00", "2025-06-02T01:00:00")], as_of=date(2025, 7, 31)).months[0]
    assert later.claim_open is False


def test_month_option_limits_output_and_unit_count_is_required():
    items = [inc("a", "2025-06-02T00:00:00", "2025-06-02T01:00:00"), inc("b", "2025-07-02T00:00:00",
                                                                         "2025-07-02T01:00:00")]
    assert [m.month for m in claim(items, month="2025-07").months] == ["2025-07"]
    with pytest.raises(SlacheckError, match="number of node units is unknown") as refused:
        claim(items, ContractTerms(sla_unit="node", monthly_fee=1, credit_tiers=TIERS))
    # the terms lack the count, not the log: a problem of the terms, with the term their file would add (the caller
    # that knows the file names it: session 22, it was '--units', '… or state gpu_count and gpus_per_node in the
    # terms', which terms, and how, for a --contract)
    assert refused.value.file == "terms" and refused.value.term == "gpu_count"
    assert refused.value.message.endswith("pass --units N or --inventory FILE")


def test_money_is_rounded_half_up_once():
    terms = ContractTerms(sla_unit="gpu", gpu_count=1, price_gpu_hour=0.01, credit_downtime_multiple=1,
                          monthly_fee=1000)
    # 30 minutes x 1 x 0.01 / h = 0.005 -> 0.01 (half-up), not 0.00 (banker's)
    month = claim([inc("a", "2025-06-02T00:00:00", "2025-06-02T00:30:00", ("g",))], terms).months[0]
    assert month.credit_amount == Decimal("0.01")


@pytest.mark.parametrize("zone", ["Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "UTC", "Asia/Kolkata"])
def test_column_wise_iso_times_equal_datetime_isoformat(zone):
    import numpy as np
    from zoneinfo import ZoneInfo

    from slacheck.sla.months import from_epoch_ms, iso_local_times

    tz = ZoneInfo(zone)
    rng = np.random.default_rng(7)
    ms = np.concatenate([rng.integers(1_700_000_000_000, 1_800_000_000_000, 3000),
                         rng.integers(1_700_000_000, 1_800_000_000, 3000) * 1000])  # whole seconds too
    assert iso_local_times(ms, tz) == [from_epoch_ms(int(m), tz).isoformat() for m in ms]


@pytest.mark.parametrize("zone", ["Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham",
                                  "Europe/London", "UTC"])
def test_whole_second_iso_times_written_digit_by_digit_equal_datetime_isoformat(zone):
    # logs hold whole seconds: those take the byte-matrix route, with one offset table shared by a log's chunks
    import numpy as np
    from zoneinfo import ZoneInfo

    from slacheck.sla.months import from_epoch_ms, iso_local_times

    tz = ZoneInfo(zone)
    rng = np.random.default_rng(11)
    seconds = np.concatenate([rng.integers(-2_208_988_800, 4_102_444_800, 4000),  # 1900 .. 2100
                              np.arange(1_711_846_800 - 7200, 1_711_846_800 + 7200, 900),  # around a DST change
                              [0, -1, 951_782_400, 4_107_542_400]])  # epoch, 1999-12-31T23:59:59Z, 2000-02-29, 2100-03-01
    ms = seconds * 1000
    shared: dict[int, int] = {}
    got = iso_local_times(ms[:2000], tz, shared) + iso_local_times(ms[2000:], tz, shared)
    assert got == [from_epoch_ms(int(m), tz).isoformat() for m in ms]


@pytest.mark.parametrize("zone", ["Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "UTC"])
def test_iso_times_of_a_months_log_copied_from_the_day_and_second_tables_equal_datetime_isoformat(zone):
    # a log spanning fewer days than it has rows: dates and times of day come from tables, row by row
    import numpy as np
    from zoneinfo import ZoneInfo

    from slacheck.sla.months import from_epoch_ms, iso_local_bytes, iso_local_times

    tz = ZoneInfo(zone)
    rng = np.random.default_rng(5)
    seconds = np.concatenate([rng.integers(1_711_000_000, 1_711_000_000 + 40 * 86_400, 5000),  # around a DST change
                              [1_711_000_000, 1_711_000_000 + 40 * 86_400 - 1]])
    ms = seconds * 1000
    want = [from_epoch_ms(int(m), tz).isoformat() for m in ms]
    assert iso_local_times(ms, tz) == want
    assert iso_local_bytes(ms, tz).tolist() == [w.encode() for w in want]


@pytest.mark.parametrize("zone", ["Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "UTC"])
def test_a_logs_quarter_hour_offsets_are_looked_up_once_and_read_from_a_table(zone, monkeypatch):
    import numpy as np
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from slacheck.sla import months
    from slacheck.sla.months import QuarterOffsets, from_epoch_ms, iso_local_bytes

    tz = ZoneInfo(zone)

    def want(quarters):
        return [int(datetime.fromtimestamp(q * 900, tz).utcoffset().total_seconds()) for q in quarters.tolist()]

    offsets = QuarterOffsets()
    first = np.arange(1_900_000, 1_940_000, 3)  # a year around two DST changes, every third quarter hour
    assert offsets.table_of(first, tz).tolist() == want(first)
    looked_up = len(offsets)
    monkeypatch.setattr(months, "datetime", None)  # nothing more looked up: a block of the same log reads the table
    again = np.arange(1_900_001, 1_930_000, 7)
    assert offsets.table_of(first[100:9000], tz).tolist() == offsets.table_of(first, tz)[100:9000].tolist()
    monkeypatch.undo()
    assert offsets.table_of(again, tz).tolist() == want(again) and len(offsets) > looked_up
    far = np.arange(4_000_000, 4_001_000)  # a block decades away: a table of its own, not one over the years between
    assert offsets.table_of(far, tz).tolist() == want(far) and len(offsets.table) == len(far)
    # a log's blocks through iso_local_bytes, sharing one QuarterOffsets: the texts of datetime
    ms = np.sort(np.random.default_rng(3).integers(1_710_000_000, 1_730_000_000, 6000)) * 1000
    shared = QuarterOffsets()
    got = [t.decode() for block in np.array_split(ms, 4) for t in iso_local_bytes(block, tz, shared).tolist()]
    assert got == [from_epoch_ms(int(m), tz).isoformat() for m in ms.tolist()]


def test_a_credit_form_s_detail_says_its_counts_in_the_number_they_take():
    # "1 interrupted hour(s) x 1.0% = 1%", "1 unit(s) at 98.0000% -> …", "1 unit-hour(s) x …" in claim --format json
    from fractions import Fraction

    from slacheck.models import CreditTier
    from slacheck.sla.credits import compute_month_credit

    common = dict(tiers=[CreditTier(below_pct=99, credit_pct=10)], credit_per_hour_pct=1.0,
                  credit_downtime_multiple=None, price_gpu_hour=None, credit_cap_pct=None,
                  monthly_fee=Fraction(1000), availability_pct=Fraction(98), downtime_gpu_hours=Fraction(1))
    pooled = compute_month_credit(interrupted_hours=1, **common).basis
    assert [b.detail for b in pooled if b.form == "per_hour"] == ["1 interrupted hour x 1.0% = 1%"]
    assert [b.detail for b in compute_month_credit(interrupted_hours=2, **common).basis
            if b.form == "per_hour"] == ["2 interrupted hours x 1.0% = 2%"]
    per_unit = compute_month_credit(interrupted_hours=1, unit_shares=[(Fraction(98), 1, 4, 1)], **common).basis
    assert [b.detail for b in per_unit] == [
        "per unit: 1 unit at 98.0000% -> 10% x 1/4 of the fee = 2.5% of the fee",
        "per unit: 1 unit-hour x 1.0% of a unit's share = 0.25%"]


def test_a_zones_offsets_kept_for_the_life_of_a_process_stay_bounded_and_right():
    """A library process reconciling years of logs keeps one QuarterOffsets per zone (``zone_offsets``): it grew by
    every quarter hour ever asked, ~35k a year in both its table and its dict (ten years: 350k of each), never let
    go. Now the table covers at most MOST_TABLED quarters (~7.5 years) and the dict holds at most MOST_KEPT (~1.9),
    and every answer is still the zone's (DST changes across all ten years)."""
    import numpy as np
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from slacheck.sla.months import QuarterOffsets, from_epoch_ms, iso_local_times

    tz = ZoneInfo("America/New_York")
    kept = QuarterOffsets()
    year = 35_064  # quarter hours in 365.25 days
    for k in range(10):  # ten successive years' logs, each dense (a table), through one long-lived instance
        quarters = np.arange(1_900_000 + k * year, 1_900_000 + (k + 1) * year, dtype=np.int64)
        got = kept.table_of(quarters, tz)
        assert got[::97].tolist() == [int(datetime.fromtimestamp(int(q) * 900, tz).utcoffset().total_seconds())
                                      for q in quarters[::97]]
        assert len(kept.table) <= 8 * year and len(kept) <= 2 * year
    sparse = np.random.default_rng(7).integers(0, 4_000_000, 3 * year)
    for part in np.array_split(sparse, 6):  # sparse logs over a century: the dict
        assert kept.looked_up(part.tolist(), tz)[:50] == [
            int(datetime.fromtimestamp(int(q) * 900, tz).utcoffset().total_seconds()) for q in part[:50]]
        assert len(kept) <= 2 * year
    ms = np.sort(np.random.default_rng(9).integers(1_700_000_000, 1_760_000_000, 3000)) * 1000
    assert iso_local_times(ms, tz, kept) == [from_epoch_ms(int(m), tz).isoformat() for m in ms.tolist()]
