"""reconcile as a dispute tool (issue 11 item 4): each disagreement with its money."""

from __future__ import annotations

import json

import pytest

from typer.testing import CliRunner

from slacheck.cli import app

TERMS = """gpu_count: 256
gpus_per_node: 8
sla_unit: node
monthly_fee: 320000
currency: CNY
maintenance_notice_hours: 72
claim_window_days: 30
credit_tiers:
  - {below_pct: 99.9, credit_pct: 10}
  - {below_pct: 99.5, credit_pct: 25}
"""


def test_disagreements_in_notice_cause_and_units_each_show_their_money(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS)
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units,cause,notice_hours\n"
                    "M1,2025-06-10T00:00:00,2025-06-10T03:00:00,*,maintenance,24\n"  # 32 nodes x 180 = 5,760
                    "F1,2025-06-12T00:00:00,2025-06-12T10:00:00,n1,vendor,\n"
                    "U1,2025-06-14T00:00:00,2025-06-14T02:00:00,n1;n2;n3,vendor,\n"
                    "X1,2025-06-20T00:00:00,2025-06-20T01:00:00,n9,customer,\n"
                    "O1,2025-06-25T00:00:00,2025-06-25T01:00:00,n7,vendor,\n")
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units,cause,notice_hours\n"
                      "V1,2025-06-10T00:00:00,2025-06-10T03:00:00,*,maintenance,72\n"
                      "V2,2025-06-12T00:00:00,2025-06-12T10:00:00,n1,customer,\n"
                      "V3,2025-06-14T00:00:00,2025-06-14T02:00:00,n1,vendor,\n")
    result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                      "--terms", str(terms), "--as-of", "2025-07-10", "--format", "json", "--no-db"])
    assert result.exit_code == 0, result.output
    got = json.loads(result.stdout)
    disputes = {(d["ours"], d["theirs"]): {x["field"]: x for x in d["disagreements"]} for d in got["disputes"]}
    # notice 24 h vs 72 h: with 72 h the maintenance is excluded; 32 nodes x 180 min = 5,760 unit-minutes
    notice = disputes[("M1", "V1")]["notice"]
    assert (notice["ours"], notice["theirs"]) == ("24 h", "72 h")
    june = notice["effect"][0]
    assert june["month"] == "2025-06" and june["currency"] == "CNY"
    assert june["ours_downtime_minutes"] - june["theirs_downtime_minutes"] == 5760
    # ours: 5,760 + 600 + 360 + 60 = 6,780 of 32 x 43,200 = 99.5095% -> 10%; theirs' notice: 1,020 -> 99.926% -> 0
    assert (june["ours_credit"], june["theirs_credit"]) == (32000.0, 0.0)
    cause = disputes[("F1", "V2")]["cause"]
    assert (cause["ours"], cause["theirs"]) == ("vendor", "customer")
    assert cause["effect"][0]["ours_downtime_minutes"] - cause["effect"][0]["theirs_downtime_minutes"] == 600
    units = disputes[("U1", "V3")]["units"]
    assert (units["ours"], units["theirs"]) == ("n1;n2;n3", "n1")
    assert units["effect"][0]["ours_downtime_minutes"] - units["effect"][0]["theirs_downtime_minutes"] == 240
    # ours-only split into counted and excluded
    only = {o["id"]: o for o in got["ours_only_detail"]}
    assert only["O1"]["counted"] is True
    assert (only["X1"]["counted"], only["X1"]["excluded_reason"]) == (False, "customer")
    # each side's credit per month, with currency
    assert got["credits_by_month"] == [{"month": "2025-06", "ours_credit": 32000.0, "theirs_credit": 0.0,
                                        "currency": "CNY"}]
    md = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                  "--terms", str(terms), "--as-of", "2025-07-10", "--format", "md", "--no-db"])
    assert "notice" in md.stdout and "24 h" in md.stdout and "72 h" in md.stdout and "32,000.00" in md.stdout


def test_dispute_letter_lists_both_records_and_their_money(tmp_path):
    terms = tmp_path / "terms.yaml"
    terms.write_text(TERMS + "vendor: 东岭算力有限公司\ncontract_id: DL-2025-7\n")
    ours = tmp_path / "ours.csv"
    ours.write_text("id,start,end,units,cause,notice_hours\n"
                    "M1,2025-06-10T00:00:00,2025-06-10T09:00:00,*,maintenance,24\n")  # 32 x 540 min: 98.75% -> 25%
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("id,start,end,units,cause,notice_hours\n"
                      "V1,2025-06-10T00:00:00,2025-06-10T09:00:00,*,maintenance,72\n")
    for lang, words in (("zh", ["致：东岭算力有限公司", "DL-2025-7", "维护通知", "24 h", "72 h", "2025-06：80,000.00 / 0.00 CNY"]),
                        ("en", ["maintenance notice", "2025-06: 80,000.00 / 0.00 CNY"])):
        letter = tmp_path / f"dispute_{lang}.md"
        result = CliRunner().invoke(app, ["reconcile", "--incidents", str(ours), "--vendor-report", str(theirs),
                                          "--terms", str(terms), "--as-of", "2025-07-10", "--no-db",
                                          "--letter", str(letter), "--lang", lang])
        assert result.exit_code == 0, result.output
        text = letter.read_text(encoding="utf-8")
        for word in words:
            assert word in text, (lang, word)
        assert "ours.csv" not in text


def _reference_disputes(pairs, ours, theirs, terms, *, tz, as_of, **claim_kwargs):
    """The definition, incident by incident on models: each disagreeing field of each pair,
    the first MAX_PRICED priced by a whole claim on our log with that field taken from theirs."""
    from decimal import Decimal

    from slacheck.sla.disputes import MAX_PRICED
    from slacheck.sla.engine import compute_claim

    def describe(incident, field):
        if field == "duration":
            return f"{incident.start.isoformat()} - {incident.end.isoformat()}"
        if field == "cause":
            return incident.cause
        if field == "notice":
            return "none" if incident.notice_hours is None else f"{incident.notice_hours:g} h"
        return ";".join(sorted(incident.units))

    def differs(a, b, field, whole_cluster):
        if field == "duration":
            return a.start != b.start or a.end != b.end
        if field == "cause":
            return a.cause != b.cause
        if field == "notice":
            return (a.cause == "maintenance" or b.cause == "maintenance") and a.notice_hours != b.notice_hours
        return not whole_cluster and set(a.units) != set(b.units)

    def with_field(a, b, field):
        update = {"duration": {"start": b.start, "end": b.end}, "cause": {"cause": b.cause},
                  "notice": {"notice_hours": b.notice_hours}, "units": {"units": b.units}}[field]
        return a.model_copy(update=update)

    def effects(base, changed, before, after):
        touched = {m.month for m in base.months for row in m.incidents if row.id == before.id} | \
            {m.month for m in changed.months for row in m.incidents if row.id == after.id}
        a_months, c_months = {m.month: m for m in base.months}, {m.month: m for m in changed.months}
        out = []
        for month in sorted(touched):
            a, c = a_months.get(month), c_months.get(month)
            ref = a or c
            out.append((month, a.downtime_minutes if a else 0.0, c.downtime_minutes if c else 0.0,
                        a.credit_amount if a else Decimal("0.00"), c.credit_amount if c else Decimal("0.00"),
                        ref.currency))
        return out

    our_list, their_list = ours.to_incidents(tz), theirs.to_incidents(tz)
    our_by_id = {i.id: k for k, i in enumerate(our_list)}
    their_by_id = {i.id: i for i in their_list}
    whole_cluster = terms is None or (terms.sla_unit or "cluster") == "cluster"
    base = compute_claim(our_list, terms, tz=tz, as_of=as_of, **claim_kwargs) if terms is not None else None
    disputes, priced = [], 0
    for our_id, their_id in pairs:
        k = our_by_id[our_id]
        mine, other = our_list[k], their_by_id[their_id]
        found = []
        for field in ("duration", "cause", "notice", "units"):
            if not differs(mine, other, field, whole_cluster):
                continue
            effect = []
            if base is not None and priced < MAX_PRICED:
                priced += 1
                changed = list(our_list)
                changed[k] = with_field(mine, other, field)
                effect = effects(base, compute_claim(changed, terms, tz=tz, as_of=as_of, **claim_kwargs),
                                 mine, changed[k])
            found.append((field, describe(mine, field), describe(other, field), effect))
        if found:
            disputes.append((our_id, their_id, found))
    return disputes


@pytest.mark.parametrize("seed", range(16))
def test_column_wise_disputes_equal_the_incident_by_incident_definition(seed, monkeypatch):
    """Every field compared and priced on columns gives what comparing models and recomputing
    the whole claim per disagreement gives: values, months, downtime and money."""
    import random
    from datetime import date, datetime, timedelta
    from zoneinfo import ZoneInfo

    from slacheck.incidents.table import IncidentTable
    from slacheck.models import ContractTerms, Incident
    from slacheck.report.claims import dispute_json, money_as_numbers
    from slacheck.sla.disputes import find_disputes
    from slacheck.sla.reconcile import match_incidents

    monkeypatch.setattr("slacheck.sla.disputes.MAX_PRICED", 12)  # priced and unpriced disagreements both
    if seed % 4 == 0:
        monkeypatch.setattr("slacheck.sla.disputes.TEXT_BLOCK_ROWS", 3)  # durations written in several blocks
    if seed % 4 == 1:
        monkeypatch.setattr("slacheck.sla.disputes.TEXTS_IN_CHILD_FROM", 0)  # the vendor's texts from a child
    if seed % 4 == 2:
        monkeypatch.setattr("slacheck.sla.disputes.DIFFER_BLOCK_PAIRS", 3)  # the pairs compared in several blocks
    rng = random.Random(seed)
    zone = ZoneInfo("America/New_York" if seed % 2 else "Asia/Shanghai")  # a DST zone too
    t0 = datetime(2025, 2, 27) if seed % 3 else datetime(2025, 3, 8)  # month ends, a DST change
    nodes = [f"n{k}" for k in range(1, 7)]
    causes = ["vendor", "vendor", "customer", "maintenance", "force_majeure"]

    def log(prefix, n):
        incidents = []
        for k in range(n):
            start = t0 + timedelta(minutes=rng.randrange(0, 5 * 1440, rng.choice((1, 5, 30))))
            roll = rng.random()
            units = ("*",) if roll < 0.06 else tuple(rng.sample(nodes, 2 if roll < 0.25 else 1))
            cause = rng.choice(causes)
            incidents.append(Incident(id=f"{prefix}{k}", start=start,
                                      end=start + timedelta(minutes=rng.choice((0, 3, 5, 30, 61, 240, 2000))),
                                      units=units, cause=cause,
                                      notice_hours=rng.choice((None, 24, 72, 96)) if cause == "maintenance" else None))
        return IncidentTable.from_incidents(incidents, zone)

    ours = log("o", rng.randint(1, 30))
    theirs = log("t", rng.randint(1, 30))
    for sla_unit, kwargs in (("node", {"units": 8}), ("node", {"unit_ids": nodes + ["n7", "n8"]}),
                             ("cluster", {}), (None, {})):
        terms = ContractTerms(sla_unit=sla_unit, monthly_fee=100000, currency="CNY", availability_pct=99.9,
                              min_outage_minutes=rng.choice((None, 5)), maintenance_notice_hours=72,
                              credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}, {"below_pct": 99.0,
                                                                                    "credit_pct": 25}],
                              credit_base=rng.choice(("service", "unit")), claim_window_days=30)
        whole_cluster = (sla_unit or "cluster") == "cluster"
        matched = match_incidents(ours, theirs, whole_cluster=whole_cluster).matched
        pairs = [(p.ours, p.theirs) for p in matched]
        for given in (terms, None):
            claim_kwargs = kwargs if given is not None and sla_unit == "node" else {}
            got = find_disputes(pairs, ours, theirs, given, tz=zone, as_of=date(2025, 4, 30), **claim_kwargs)
            assert list(with_ground_made_first(matched, ours, theirs, given, zone, claim_kwargs)) == list(got)
            for texts in ((False, True), (True, False), (True, True), (False, False)):
                assert list(with_disagreements_found_first(matched, ours, theirs, given, zone, claim_kwargs,
                                                           *texts)) == list(got)
            want = _reference_disputes(pairs, ours, theirs, given, tz=zone, as_of=date(2025, 4, 30), **claim_kwargs)
            assert all(dispute_json(d) == money_as_numbers(d.model_dump()) for d in got)  # the JSON rows
            assert [(d.ours, d.theirs, [(x.field, x.ours, x.theirs,
                                         [(e.month, e.ours_downtime_minutes, e.theirs_downtime_minutes, e.ours_credit,
                                           e.theirs_credit, e.currency) for e in x.effect])
                                        for x in d.disagreements]) for d in got] == want


def with_ground_made_first(matched, ours, theirs, terms, zone, claim_kwargs):
    """The disputes as ``reconcile_logs`` finds them: what needs no pairs made beforehand
    (``DisputeGround``, while the pairing runs), from the claim on our log and its engine."""
    from datetime import date

    from slacheck.sla.disputes import DisputeGround, disputes_of_rows
    from slacheck.sla.engine import claim_and_engine

    base, engine = claim_and_engine(ours, terms, tz=zone, as_of=date(2025, 4, 30), **claim_kwargs) if terms \
        else (None, None)
    ground = DisputeGround(ours, theirs, terms, tz=zone, as_of=date(2025, 4, 30), base=base, engine=engine,
                           **claim_kwargs)
    i, j = matched.positions
    return disputes_of_rows(i, j, ours, theirs, terms, tz=zone, as_of=date(2025, 4, 30), base=base, engine=engine,
                            ground=ground, **claim_kwargs)


def with_disagreements_found_first(matched, ours, theirs, terms, zone, claim_kwargs, our_texts, their_texts):
    """The disputes as ``reconcile_logs`` finds them: the disagreements (and the vendor's texts)
    found beside the pairing, sent as arrays, the ground made without the units' slices."""
    import pickle
    from datetime import date

    from slacheck.sla.disputes import DisputeGround, disputes_of_rows, find_disagreements, units_count
    from slacheck.sla.engine import claim_and_engine

    i, j = matched.positions
    found = pickle.loads(pickle.dumps(find_disagreements(i, j, ours, theirs, units_count(terms), zone,
                                                         our_texts=our_texts, their_texts=their_texts)))
    assert (found.ours is None) != our_texts and (found.theirs is None) != their_texts or not len(found.disputed)
    base, engine = claim_and_engine(ours, terms, tz=zone, as_of=date(2025, 4, 30), **claim_kwargs) if terms \
        else (None, None)
    ground = DisputeGround(ours, theirs, terms, tz=zone, as_of=date(2025, 4, 30), base=base, engine=engine,
                           unit_slices=False, **claim_kwargs)
    assert ground.unit_sides is None
    return disputes_of_rows(i, j, ours, theirs, terms, tz=zone, as_of=date(2025, 4, 30), base=base, engine=engine,
                            ground=ground, found=found, **claim_kwargs)


def test_a_dispute_built_without_validation_equals_a_validated_one():
    from slacheck.sla.disputes import Disagreement, Dispute, trusted

    made = trusted(Dispute, ours="A", theirs="B",
                   disagreements=[trusted(Disagreement, field="cause", ours="vendor", theirs="customer", effect=[])],
                   claim_deadline=None)
    checked = Dispute(ours="A", theirs="B", disagreements=[Disagreement(field="cause", ours="vendor",
                                                                        theirs="customer")])
    assert made == checked and made.model_dump() == checked.model_dump()
    assert made.model_fields_set == checked.model_fields_set | {"disagreements", "claim_deadline"}
    assert not made.disagreements[0].decides_money


def test_units_listed_in_another_order_agree_and_a_swapped_unit_disagrees():
    # several units each side: compared as sets, column-wise
    from datetime import date, datetime
    from zoneinfo import ZoneInfo

    from slacheck.incidents.table import IncidentTable
    from slacheck.models import ContractTerms, Incident
    from slacheck.sla.disputes import find_disputes

    zone = ZoneInfo("Asia/Shanghai")
    start, end = datetime(2025, 6, 1, 10), datetime(2025, 6, 1, 11)

    def log(prefix, unit_lists):
        return IncidentTable.from_incidents([Incident(id=f"{prefix}{k}", start=start, end=end, units=units)
                                             for k, units in enumerate(unit_lists)], zone)

    ours = log("o", [("n1", "n2", "n3"), ("n1", "n2", "n3"), ("n1", "*"), ("n4", "n5"), ("n1",)])
    theirs = log("t", [("n3", "n1", "n2"), ("n1", "n2", "n4"), ("*", "n1"), ("n5", "n6"), ("n1", "n2")])
    pairs = [(f"o{k}", f"t{k}") for k in range(5)]
    assert list(find_disputes(pairs, ours, theirs, None, tz=zone, as_of=date(2025, 7, 1))) == []  # cluster SLA
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="CNY", availability_pct=99.9)
    got = find_disputes(pairs, ours, theirs, terms, tz=zone, as_of=date(2025, 7, 1), units=8)
    assert [(d.ours, [(x.field, x.ours, x.theirs) for x in d.disagreements]) for d in got] == [
        ("o1", [("units", "n1;n2;n3", "n1;n2;n4")]), ("o3", [("units", "n4;n5", "n5;n6")]),
        ("o4", [("units", "n1", "n1;n2")])]


def test_several_units_each_side_are_compared_by_merging_each_incidents_codes(monkeypatch):
    # the codes come grouped by incident, in order: a stable sort sorts each group and merges
    # the groups at once (the quicksort sorted every code of every pair again)
    from datetime import datetime
    from zoneinfo import ZoneInfo

    import numpy as np

    from slacheck.incidents.table import IncidentTable
    from slacheck.models import Incident
    from slacheck.sla.disputes import _units_differ

    zone = ZoneInfo("Asia/Shanghai")
    start, end = datetime(2025, 6, 1, 10), datetime(2025, 6, 1, 11)

    def log(prefix, unit_lists):
        return IncidentTable.from_incidents([Incident(id=f"{prefix}{k}", start=start, end=end, units=units)
                                             for k, units in enumerate(unit_lists)], zone)

    ours = log("o", [("n1", "n2", "n3"), ("n1", "n2", "n3"), ("n4", "n5"), ("n7", "n6")])
    theirs = log("t", [("n3", "n1", "n2"), ("n1", "n2", "n4"), ("n5", "n4"), ("n6", "n8")])
    sorts = []
    sort = np.sort
    monkeypatch.setattr(np, "sort", lambda a, *args, **kw: sorts.append(kw.get("kind")) or sort(a, *args, **kw))
    rows = np.arange(4)
    assert _units_differ(ours, theirs, rows, rows).tolist() == [False, True, False, True]
    assert sorts == ["stable", "stable"]


@pytest.mark.parametrize("texts_in_child", [False, True])
def test_the_callers_next_work_runs_once_while_the_texts_are_written_and_changes_no_dispute(texts_in_child,
                                                                                            monkeypatch):
    # a big reconcile splits our one-sided incidents while the disputes' texts are written in their
    # child (``meanwhile``): called once, with disputes or without, the disputes the same as without it
    from datetime import date, datetime, timedelta
    from zoneinfo import ZoneInfo

    import numpy as np

    from slacheck.incidents.table import IncidentTable
    from slacheck.models import ContractTerms, Incident
    from slacheck.sla.disputes import disputes_of_rows

    if texts_in_child:
        monkeypatch.setattr("slacheck.sla.disputes.TEXTS_IN_CHILD_FROM", 0)
    zone = ZoneInfo("Asia/Shanghai")
    start = datetime(2025, 6, 1, 10)

    def log(prefix, minutes, causes):
        return IncidentTable.from_incidents([Incident(id=f"{prefix}{k}", start=start + timedelta(days=k),
                                                      end=start + timedelta(days=k, minutes=m), units=("n1",), cause=c)
                                             for k, (m, c) in enumerate(zip(minutes, causes))], zone)

    ours = log("o", [60, 30, 90], ["vendor", "vendor", "customer"])
    terms = ContractTerms(sla_unit="node", monthly_fee=100000, currency="CNY", availability_pct=99.9,
                          credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}])
    rows = np.arange(3)
    for theirs, disputed in ((log("t", [45, 30, 90], ["vendor", "vendor", "vendor"]), ["o0", "o2"]),
                             (log("t", [60, 30, 90], ["vendor", "vendor", "customer"]), [])):
        calls = []
        options = dict(tz=zone, as_of=date(2025, 7, 10), units=8)
        got = disputes_of_rows(rows, rows, ours, theirs, terms, meanwhile=lambda: calls.append(1), **options)
        assert calls == [1]
        assert [d.ours for d in got] == disputed
        assert list(got) == list(disputes_of_rows(rows, rows, ours, theirs, terms, **options))


@pytest.mark.parametrize("seed", range(6))
def test_our_one_sided_incidents_counted_by_position_equal_those_looked_up_by_id(seed):
    """Our one-sided incidents split by the claim's month columns (positions into the log, an
    incident in several months) give the same ids, counted flags and reasons as by their ids."""
    import random
    from datetime import date, datetime, timedelta
    from zoneinfo import ZoneInfo

    import numpy as np

    from slacheck.columns.results import IncidentResults
    from slacheck.incidents.table import IncidentTable
    from slacheck.models import ContractTerms, Incident
    from slacheck.sla.disputes import split_ours_only
    from slacheck.sla.engine import claim_and_engine

    rng = random.Random(seed)
    zone = ZoneInfo("America/New_York")
    causes = ["vendor", "vendor", "customer", "maintenance", "force_majeure"]
    incidents = []
    for k in range(rng.randint(20, 80)):
        start = datetime(2025, 1, 20) + timedelta(minutes=rng.randrange(0, 120 * 1440, 30))
        cause = rng.choice(causes)
        incidents.append(Incident(id=f"o{k}", start=start, units=(rng.choice(("n1", "n2", "*")),), cause=cause,
                                  end=start + timedelta(minutes=rng.choice((0, 2, 30, 600, 20000, 50000))),
                                  notice_hours=rng.choice((None, 96)) if cause == "maintenance" else None))
    ours = IncidentTable.from_incidents(incidents, zone)
    terms = ContractTerms(sla_unit="node", monthly_fee=1000, currency="CNY", availability_pct=99.9,
                          min_outage_minutes=5, maintenance_notice_hours=72,
                          credit_tiers=[{"below_pct": 99.9, "credit_pct": 10}], claim_window_days=30)
    claim, _ = claim_and_engine(ours, terms, tz=zone, as_of=date(2025, 8, 1), units=4)
    assert len(claim.months) >= 4 and all(m.incidents.positions is not None for m in claim.months)
    by_id = claim.model_copy(update={"months": [m.model_copy(update={"incidents": IncidentResults.from_columns(
        m.incidents.id_column, m.incidents.minutes, m.incidents.reason_codes)}) for m in claim.months]})
    rows = np.array(sorted(rng.sample(range(len(ours)), len(ours) // 2)), dtype=np.int64)
    ids = ours.ids.take(rows).tolist()
    got, want = split_ours_only(ids, ours, claim, rows), split_ours_only(ids, ours, by_id, rows)
    assert got.ids.tolist() == want.ids.tolist() and got.counted.tolist() == want.counted.tolist()
    assert got.reasons == want.reasons and any(got.counted.tolist()) and any(got.reasons)
