"""Keys implied by others, and amendments that change a value without naming its key.

Run after every reader: the billing model from the price found, the currency from the
amounts, a per-node card count that is not also a cluster total, and "原第5.6条“20%”修改为
“50%”" applied to whichever key read the old value.
"""

from __future__ import annotations

from dataclasses import replace

from .evidence import Evidence
from .numbers import Quantity
from .readers.numeric import TRIGGER_AFTER_STRENGTH, TRIGGER_BEFORE_STRENGTH, ratios
from .select import Candidate, same_value
from .tables import Cell, cell_text, covering, row_at
from .values import cast_value, convert


def _apply_replacements(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """An amendment that says '原第5.6条“20%”修改为“50%”' (no subject word next to the new
    value) changes every key the body read as the old value: the new value joins that key
    as an amended occurrence. Old and new quantities are paired by kind, in order."""
    for s_start, s_end, p_start, p_end in ctx.replacements:
        olds = [q for q in ctx.quantities_in(s_start, p_end) if q.kind]  # "from X to": X is old
        news = [q for q in ctx.quantities_in(p_end, s_end) if q.kind]
        for kind in {q.kind for q in olds}:
            old_k = [q for q in olds if q.kind == kind]
            new_k = [q for q in news if q.kind == kind]
            if len(old_k) != len(new_k):
                continue
            for key, rule in ctx.rules.keys.items():
                if not rule.numeric or rule.kind != kind or key not in candidates:
                    continue
                for old, new in zip(old_k, new_k):
                    old_value = cast_value(key, convert(key, old))
                    body = [c for c in candidates[key] if not c.amended and same_value(c.value, old_value)]
                    if body:
                        candidates[key].append(Candidate(key, cast_value(key, convert(key, new)), new.start, new.end,
                                                         max(c.strength for c in body), True, kind="operative"))


TOTAL_REACH = 4  # characters between a total word and the node count it totals ("共计 64 台")
TOTAL_AFTER_REACH = 12  # characters after a node count in which the total word after it ends ("4 servers in total")


def _cards_from_nodes(ctx: Evidence, candidates: dict[str, list[Candidate]], per_node: list[Candidate],
                      trailing: list[Candidate]) -> None:
    """The ordered card count from a node count and a per-node one in one sentence, when no total
    is written ("128台GPU服务器，每台配置8张H800" → 1024; "64 nodes, each with eight GPUs" → 512;
    "8卡H20服务器16台" → 128); a per-node count of ``trailing`` (its trigger after it) only with a total of machines
    after it ("8 GPUs per server, 4 servers in total" → 32)."""
    totals = ctx.rules.keys["gpu_count"].triggers
    for c in per_node + trailing:
        sentence = ctx.view.sentence_at(c.start)
        nodes = [q for q in ctx.quantities_in(sentence.start, c.start) if q.kind == "node"]
        # the machines it was read per, written after it in its own words ("8卡H20服务器16台")
        cards = [q for q in ctx.quantities_in(c.start, c.end) if q.kind == "card"]
        within = [q for q in ctx.quantities_in(cards[-1].end, c.end) if q.kind == "node"] if cards else []
        if c in trailing:
            within = nodes = []  # "4 servers, 8 GPUs per server": left to review
        if within:
            node = within[0]
        elif nodes:
            node = nodes[-1]
        else:
            # a node count after it is the cluster's only as a total, the word before it or right after it ("整机（8卡），
            # 共64台", "8 GPUs per server, 4 servers in total"), not a room's or a rack's ("每台8卡，机柜可容纳4台")
            node = next((q for q in ctx.quantities_in(c.end, sentence.end) if q.kind == "node"
                         and (totals.search(ctx.hits, max(c.end, q.start - TOTAL_REACH), q.start)
                              or _total_right_after(ctx, totals, q))), None)
            if node is not None and not (_one_figure(ctx, node, c.end)
                                         and all(_one_figure(ctx, q, sentence.start) for q in cards)):
                node = None  # "4 or 8 servers in total", "8-16 GPUs per server": no one product ordered
        if node is not None:
            count = cast_value("gpu_count", node.value * c.value)
            start, end = min(node.start, c.start), max(node.end, c.end)
            candidates["gpu_count"] = [Candidate("gpu_count", count, start, end, 1.0, c.amended, kind="derived")]
            return
    _cards_from_node_row(ctx, candidates)


def _cards_of_groups(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """The ordered card count where the cards read are each of several groups counted right before them, only the
    key's ``group_of`` words between ("2 clusters of 64 GPUs" → 128, "3 pods of 256 H100 GPUs" → 768): the product,
    derived, quoted from the groups' count, as strong as the cards were read (the cards of each group's machines too,
    "2 clusters of 4 nodes with 8 GPUs each", derived from the nodes before) (a provider's fleet, "operates 12 clusters
    of 1,024 GPUs", is no stronger for the product than its 1,024 was). A choice or range of groups or of cards ("2 or 4 clusters of 64 GPUs",
    "2 clusters of 32-64 GPUs") orders no one product: the cards are dropped, not read as the order's."""
    groups = ctx.rules.keys["gpu_count"].phrases("group_of")
    if not groups or not candidates.get("gpu_count"):
        return
    kept = []
    for c in candidates["gpu_count"]:
        cards = next((q for q in ctx.quantities_in(c.start, c.end) if q.kind == "card"), None)
        # (the count the groups hold: the cards, or the machines a derived count starts from; its trigger may come
        # before the groups, "提供3个集群各64卡")
        held = next((q for q in ctx.quantities_in(c.start, c.end) if q.kind in ("card", "node")), None)
        sentence = ctx.view.sentence_at(c.start)
        before = [q for q in ctx.quantities_in(sentence.start, held.start) if q.end <= held.start] if cards else []
        hit = groups.search(ctx.hits, before[-1].end, held.start) if before else None
        if hit is None or ctx.text[before[-1].end:hit.start()].strip() or ctx.text[hit.end():held.start].strip():
            kept.append(c)
            continue
        n = before[-1]
        if n.kind is None and float(n.value).is_integer() and n.value >= 1 and _one_figure(ctx, n, sentence.start) \
                and cards.high is None and not c.in_example:
            kept.append(Candidate("gpu_count", cast_value("gpu_count", n.value * c.value), min(n.start, c.start), c.end,
                                  c.strength, c.amended, kind="derived"))
    _keep(candidates, "gpu_count", kept)


def _keep(candidates: dict[str, list[Candidate]], key: str, kept: list[Candidate]) -> None:
    """``key``'s candidates are ``kept``; none left, the key is read nowhere."""
    if kept:
        candidates[key] = kept
    else:
        del candidates[key]


def _total_right_after(ctx: Evidence, totals, q: Quantity) -> bool:
    """Does a total word follow the node count ``q``, only spaces between ("4 servers in total")?"""
    hit = totals.search(ctx.hits, q.end, q.end + TOTAL_AFTER_REACH)
    return hit is not None and not ctx.text[q.end:hit.start()].strip()


def _one_figure(ctx: Evidence, q: Quantity, start: int) -> bool:
    """Is ``q`` one figure, no range ("4-8 servers") and not the last of a choice or list of figures after ``start``
    ("4 or 8 servers", "8, 16 or 32 GPUs per node")?"""
    before = [p for p in ctx.quantities_in(start, q.start) if p.end <= q.start and p.kind in (None, q.kind)]
    between = ctx.text[before[-1].end:q.start].strip(" ,/-–").lower() if before else None
    return q.high is None and not (between == "" or between in ctx.rules.coordination)


def _cards_from_node_row(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """The ordered card count from a spec table's rows: one whose label names the machines (``node_rows``: "| Nodes |
    4x bare metal |", "| Number of servers | 16 |") with a count at the head of its value, and a per-node card count
    read in another row of the same table ("| GPUs | 8x NVIDIA H100 SXM5 per node |") -> 32. One machine count and one
    per-node count only: a table of several configurations states no one order."""
    labels = ctx.rules.keys["gpu_count"].phrases("node_rows")
    per_node = {c.value: c for c in candidates.get("gpus_per_node", []) if not c.in_example
                and covering(ctx.tables, c.start) is not None}
    if not labels or len(per_node) != 1:
        return
    c = next(iter(per_node.values()))
    table = covering(ctx.tables, c.start)
    counts = []
    for row in table.rows:
        if len(row.cells) < 2 or row.start <= c.start < row.end:
            continue
        label, value = row.cells[0], row.cells[1]
        name = cell_text(ctx.text, label).strip(" *_:")
        found = labels.search(ctx.hits, label.start, label.end)
        if found is None or len(found.group()) != len(name):
            continue  # the label is the machines' name, not a longer one ("Nodes per rack")
        head = next((q for q in ctx.quantities_in(value.start, value.end)), None)
        if head is not None and float(head.value).is_integer() and head.value >= 1 and \
                not cell_text(ctx.text, Cell(value.start, head.start)).strip():
            counts.append(head)
    if len(counts) == 1:
        node = counts[0]
        count = cast_value("gpu_count", node.value * c.value)
        candidates["gpu_count"] = [Candidate("gpu_count", count, min(node.start, c.start), max(node.end, c.end), 1.0,
                                             c.amended, kind="derived")]


def _prices_per_node(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """A price per node-hour whose clause counts no GPUs ("$23.92 per node-hour") is a GPU-hour price when the
    document states one card count per node elsewhere ("| 8x H100 80GB SXM5 |", "8 GPUs per node"): the price over
    that count. With no count, or several (a table of machines of 1, 2, 4 and 8 GPUs), it stays unread. The term
    quotes the price; the count is the ``gpus_per_node`` term's own evidence."""
    rule = ctx.rules.keys.get("price_gpu_hour")
    counts = {c.value for c in candidates.get("gpus_per_node", []) if not c.in_example}
    if rule is None or "price_gpu_hour" in candidates or len(counts) != 1:
        return
    gpus = counts.pop()
    found = [replace(c, value=cast_value("price_gpu_hour", round(c.value / gpus, 6)), strength=min(c.strength, 1.0),
                     kind="derived") for c in ratios(ctx, rule, rate=True, machine=True) if gpus]
    if found:
        candidates["price_gpu_hour"] = found


OVER_RACKS_REACH = 40  # characters between a total and the rack count it is spread over
PER_REACH = 16  # ... and after a figure, to a word that makes it each rack's ("20 kW per cabinet", "20 kW each")


def _power_over_racks(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """Each rack's power from a total spread over a count of racks in one sentence or row ("1,200 kW across 40
    cabinets", "2 MW of critical power delivered in 50 racks", "Contracted Power: 480 kW (24 Cabinets)", "共40个机柜，
    总功率1200kW") -> 30, 40, 20, 30 kW: a derived term quoting both. A rack power read from such a total is no rack's
    and is dropped; a rack's power stated elsewhere wins. A total or count written as a maximum ("up to 1.2 MW across
    up to 40 cabinets") commits no rack to a floor (the key's bound is ``at_least``): it reads nothing. A hall's or a
    building's total with no rack count beside it is no pair and reads nothing."""
    rule = ctx.rules.keys.get("rack_power_kw")
    nouns = rule.phrases("over_racks", "nouns") if rule else None
    if not nouns:
        return
    joiners, totals, per, sites, totals_after = (rule.phrases("over_racks", name)
                                                 for name in ("joiners", "totals", "per", "sites", "totals_after"))
    parties = ctx.by_roles(rule, "over_racks", "parties")  # the customer, by the letter this contract gives it
    at_most = ctx.rules.at_most
    pairs = []
    for q in ctx.quantities:
        if q.kind != "power" or q.high is not None:
            continue
        sentence = ctx.view.sentence_at(q.start)
        for n in ctx.quantities_in(sentence.start, sentence.end):
            if n.kind is not None or not float(n.value).is_integer() or n.value < 2:
                continue
            noun = nouns.search(ctx.hits, n.end, min(n.end + 12, sentence.end))
            if noun is None or ctx.text[n.end:noun.start()].strip():
                continue  # the count's noun right after it ("40 cabinets", "40个机柜")
            if n.start >= q.end:  # a total, then the racks ("1,200 kW across 40 cabinets", "480 kW (24 Cabinets)")
                between = ctx.text[q.end:n.start]
                if len(between) > OVER_RACKS_REACH or any(ch in between for ch in ".;:\n|"):
                    continue
                joined = between.strip() == "(" or any(j.end() == q.end + len(between.rstrip())
                                                       for j in joiners.find(ctx.hits, q.end, n.start))
            else:  # the racks, then their total ("共40个机柜，总功率1200kW", "24 cabinets totalling 480 kW", or in
                # brackets as the total before its racks is: "Provide capacity for 141 cabinets (475 kW)")
                between = ctx.text[noun.end():q.start]
                if len(between) > OVER_RACKS_REACH or any(ch in between for ch in ".;\n|"):
                    continue
                joined = between.strip() == "(" or totals.search(ctx.hits, noun.end(), q.start) is not None or \
                    _right_after(ctx, totals_after, q.end, sentence.end)
            first, last = min(q.start, n.start), max(q.end, noun.end())
            if not joined or per.search(ctx.hits, sentence.start, last) or \
                    per.search(ctx.hits, q.end, min(q.end + PER_REACH, sentence.end)):
                continue  # a rack's own figure ("20 kW per rack across 40 racks", "40 cabinets in total, 20 kW each")
            capped = any(at_most.search(ctx.hits, max(sentence.start, x.start - 12), x.start) for x in (q, n))
            # a site's build-out, for no party named ("Phase 1 of the campus delivers 10 MW in 500 racks"): no rack's
            site = sites.search(ctx.hits, sentence.start, first) is not None and \
                parties.search(ctx.hits, sentence.start, sentence.end) is None
            pairs.append((q, n, first, last, capped or site))
            break
        else:
            split = _racks_row(ctx, q, nouns, per, totals)
            if split is not None:  # several counts (one per site) leave the total no rack's, and derive no share
                n, first, last, several = split
                capped = several or any(at_most.search(ctx.hits, ctx.view.sentence_at(x.start).start, x.start)
                                        for x in (q, n))
                pairs.append((q, n, first, last, capped))
    if not pairs:
        return
    stated = [c for c in candidates.get("rack_power_kw", [])
              if not any(c.start <= q.start < c.end for q, *_ in pairs)]
    if stated:
        candidates["rack_power_kw"] = stated
        return
    candidates.pop("rack_power_kw", None)
    found = [Candidate("rack_power_kw", cast_value("rack_power_kw", round(q.value / n.value, 3)), first, last, 1.0,
                       ctx.amended(first), kind="derived") for q, n, first, last, capped in pairs if not capped]
    if len({c.value for c in found}) == 1:
        candidates["rack_power_kw"] = found[:1]  # several shares differing: no one rack's power


def _right_after(ctx: Evidence, words, start: int, end: int) -> bool:
    """Does a phrase of ``words`` open right at ``start`` (blanks between), before ``end``: "400 kW of total critical
    power" calls the 400 a total."""
    return bool(words) and any(not ctx.text[start:w.start()].strip() for w in words.find(ctx.hits, start, end))


def _power_of_no_rack(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """A total of power that names no rack ("Contracted Power: 480 kW", "Committed power: 1.2 MW for the cage",
    "| Total IT load | 600 kW |", "Rack power: 480 kW total") is the whole order's, no rack's: it reads nothing.
    A total is a word of the ``over_racks`` ``totals`` in the figure's own sentence (or table row) up to it, naming no
    rack when no word of the ``nouns`` stands in reach (its sentence, the one before, its table, its heading); or one
    written right after the figure, in a sentence with no ``per`` word ("Rack power: 480 kW total for the deployment":
    the racks are all of them; "20 kW of contracted power" is the kind of power, no total); or, in a sentence or row
    with no ``per`` word, a total word right before the rack noun ("Total rack power: 480 kW") or the figure spread
    over racks it does not count ("480 kW of contracted power across its racks": a ``spread`` word, then one of
    ``uncounted``): the sum of all racks, whatever count another sentence gives. "Contracted power per rack: 15 kW", "| Rack power |
    20 kW |", "each cabinet's committed power is 20 kW" keep reading; so does a total beside a count of racks, which
    ``_power_over_racks`` spreads over them."""
    rule = ctx.rules.keys.get("rack_power_kw")
    found = candidates.get("rack_power_kw")
    nouns = rule.phrases("over_racks", "nouns") if rule else None
    if not found or not nouns:
        return
    totals, per, spread, uncounted, totals_after = (rule.phrases("over_racks", name)
                                                    for name in ("totals", "per", "spread", "uncounted", "totals_after"))

    def joined(first, second, start: int, end: int) -> bool:
        """A word of ``first``, then one of ``second`` with nothing but blanks between (in [start, end))."""
        return any(not ctx.text[w.end():n.start()].strip()
                   for w in first.find(ctx.hits, start, end) for n in second.find(ctx.hits, w.end(), end)
                   if n.start() >= w.end())

    def no_rack(c: Candidate) -> bool:
        row = row_at(ctx.tables, c.start)
        sentence = ctx.view.sentence_at(c.start)
        lead, end = (row.start, row.end) if row is not None else (sentence.start, sentence.end)
        after = min(c.end + PER_REACH, end)
        if per.search(ctx.hits, c.end, after):
            return False  # "Committed power: 20 kW per rack ..."
        if spread and uncounted and not per.search(ctx.hits, lead, end) and (
                joined(spread, uncounted, c.end, end) or joined(totals, nouns, lead, c.end) and not any(
                    nouns.search(ctx.hits, f.start, f.end) for f in ctx.frames(c.start))):
            # "480 kW of contracted power across its racks", "Total rack power: 480 kW": the racks' sum (not under a
            # title naming the rack: "# Cabinet specification" over "Total cabinet power: 15 kW" is that cabinet's)
            return True
        word = totals.search(ctx.hits, c.end, after)
        if word is not None and not ctx.text[c.end:word.start()].strip(" ,") or \
                _right_after(ctx, totals_after, c.end, after):  # "480 kW total", "400 kW of total critical power"
            return not per.search(ctx.hits, lead, end)  # ... but "24 racks at 20 kW each, 480 kW total" has the 20
        return totals.search(ctx.hits, lead, c.end) is not None and not ctx.framed(nouns, c.start, c.end)

    kept = [c for c in found if c.kind == "derived" or not no_rack(c)]
    if len(kept) < len(found):
        _keep(candidates, "rack_power_kw", kept)


def _racks_row(ctx: Evidence, q: Quantity, nouns, per, totals) -> tuple[Quantity, int, int, bool] | None:
    """A table of label and value rows that states a total in one row and the count of racks in another ("| Contracted
    power | 480 kW |" over "| Cabinets | 24 |"): the count, and the span quoting both rows. Only a row of two cells, a
    label of words and the figure alone in its value cell, and a label with no word that makes the figure each rack's
    ("| Power per cabinet | 20 kW |", "| Rack power | 20 kW |" are a rack's own; "| Total rack power | 480 kW |" is not).
    The last item says the table counts racks in several rows (one per site or phase): the total is no rack's, and no
    one share of it is."""
    table = covering(ctx.tables, q.start)
    if table is None:
        return None

    def pair(row) -> tuple[Cell, Cell] | None:
        if len(row.cells) != 2:
            return None
        label, value = row.cells
        words = cell_text(ctx.text, label)
        if not words.strip() or any(ch.isdigit() for ch in words):
            return None
        return label, value

    own = row_at(ctx.tables, q.start)
    cells = pair(own) if own is not None else None
    if cells is None or not cells[1].start <= q.start < cells[1].end or per.search(ctx.hits, own.start, own.end) or (
            nouns.search(ctx.hits, cells[0].start, cells[0].end) and not totals.search(ctx.hits, cells[0].start, cells[0].end)):
        return None  # "| Power per rack | 20 kW |", "| Rack power | 20 kW |": the rack's own ("| Total rack power |" is none)
    counts = []
    for row in table.rows:
        cells = pair(row) if row is not own else None
        if cells is None:
            continue
        label, value = cells
        if nouns.search(ctx.hits, label.start, label.end) is None or per.search(ctx.hits, row.start, row.end):
            continue
        found = ctx.quantities_in(value.start, value.end)
        if len(found) == 1 and found[0].kind is None and float(found[0].value).is_integer() and found[0].value >= 2 \
                and not cell_text(ctx.text, Cell(value.start, found[0].start)).strip():
            counts.append((found[0], row))
    if not counts:
        return None  # no count of racks in the table
    n, row = counts[0]
    return n, min(own.cells[0].start, row.cells[0].start), max(q.end, n.end), len(counts) > 1


def _cap_reached(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """A credit per length of downtime and, after it in its sentence, the credit at a total length that is the rate
    times that length ("每超出1小时扣2%，累计25小时扣50%": 2% × 25 = 50%): the second is where the credits stop, the cap
    (credit_cap_pct, derived: the arithmetic says so, not a cap word), no second rate in conflict with the first. Where
    the arithmetic does not match ("累计20小时扣50%") both stay the key's, a conflict for review. A cap stated elsewhere
    is kept as the only one."""
    found = candidates.get("credit_per_hour_pct", [])
    if len(found) < 2:
        return

    def figure(c: Candidate) -> Quantity | None:
        return next((q for q in reversed(ctx.quantities_in(c.start, c.end)) if q.kind == "pct"), None)

    caps = []
    for c in found:
        total = figure(c)
        for rate in found:
            step = figure(rate)
            if rate is c or total is None or step is None or step.end > total.start or \
                    ctx.view.sentence_at(step.start).start != ctx.view.sentence_at(total.start).start:
                continue
            sentence = ctx.view.sentence_at(step.start)
            per = [q for q in ctx.quantities_in(sentence.start, step.start) if q.kind == "duration"]
            length = [q for q in ctx.quantities_in(step.end, total.start) if q.kind == "duration"]
            if per and length and per[-1].value > 0 and \
                    abs(step.value * length[-1].value / per[-1].value - total.value) < 1e-6:
                caps.append((c, min(c.start, length[-1].start)))  # quoted from its length: "25小时扣50%"
                break
    if not caps:
        return
    candidates["credit_per_hour_pct"] = [c for c in found if all(c is not cap for cap, _ in caps)]
    if "credit_cap_pct" not in candidates:
        cap, start = caps[0]
        candidates["credit_cap_pct"] = [Candidate("credit_cap_pct", cast_value("credit_cap_pct", cap.value), start,
                                                  cap.end, cap.strength, cap.amended, kind="derived")]


# (readers/period.py's)
PERIOD_KEYS = ("credit_onset_pct", "credit_period_minutes", "credit_period_counts", "credit_free_minutes",
               "credit_free_minutes_per_month", "credit_month_downtime_over_minutes",
               "credit_month_downtime_from_minutes")


def _period_rates(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """The share per period of a clause the period reader read an onset's share or a period other than an hour from
    (readers/period.py: "3% ... at the point the Service became unavailable and 3% for each 60 minute increment", "每30分钟
    赔偿当月服务费的5%") is ``credit_per_hour_pct``'s, the rate of the per-hour form that period extends (beyond SPEC
    §3.4): it replaces what the numeric reader read in that sentence (a half hour's 5% read as 10% an hour)."""
    read = {c.start for key in PERIOD_KEYS if key != "credit_period_counts" for c in candidates.get(key, [])}
    rule = ctx.rules.keys.get("credit_period_minutes")
    if not read or rule is None:
        return
    from .readers.period import clauses

    found = [c for c in clauses(ctx, rule) if c.start in read]
    if not found:
        return
    def figure(c: Candidate) -> int:
        """Where the candidate's own figure stands (its span may run from a trigger before the clause)."""
        return next((q.start for q in reversed(ctx.quantities_in(c.start, c.end)) if q.kind == "pct"), c.start)

    hourly = ctx.rules.keys["credit_per_hour_pct"].sentence_requires if "credit_per_hour_pct" in ctx.rules.keys else None

    def hour_beside(p) -> bool:
        """Does a rate per hour's words stand in the clause's sentence outside it ("..., and 5% for each hour")?"""
        sentence = ctx.view.sentence_at(p.start)
        return bool(hourly) and any(hourly.search(ctx.hits, lo, hi) for lo, hi in ((sentence.start, p.start),
                                                                                   (p.end, sentence.end)) if hi > lo)

    if any(not any(p.start <= figure(c) < p.end for p in found) for c in candidates.get("credit_per_hour_pct", [])) \
            or any(hour_beside(p) for p in found) or len({(p.free, p.monthly) for p in found}) > 1:
        # a rate per hour stated beside it, elsewhere or in its sentence ("5% ... for each 30 minutes of network downtime"
        # and "5% ... for each 60 minutes of downtime" of a repair overrun; "5% ... for each 30 minutes of downtime, and
        # 5% for each hour of downtime thereafter"): two credits, one per-hour form cannot carry both, so the period is
        # not read and the clause stays for review as before (the rates in conflict); so too where one clause counts
        # past free minutes and another from the outage's start (Arcus: "5% ... for each 30 minutes of downtime" beside
        # "5% ... for each additional hour of downtime (or portion thereof) after the first hour", mo48)
        for key in PERIOD_KEYS:
            candidates.pop(key, None)
        return
    candidates["credit_per_hour_pct"] = [  # (in place of a half hour's 5% read as 10% an hour)
        Candidate("credit_per_hour_pct", cast_value("credit_per_hour_pct", c.rate), c.start, c.end, 1.0,
                  ctx.amended(c.start), kind="operative") for c in found]


def derive_keys(ctx: Evidence, candidates: dict[str, list[Candidate]]) -> None:
    """Keys implied by others: billing model from the price found; currency from amounts.
    A card count read as per-node is not also a guessed (weak) cluster total."""
    _apply_replacements(ctx, candidates)
    per_node = [c for c in candidates.get("gpus_per_node", []) if c.strength >= TRIGGER_BEFORE_STRENGTH]
    if per_node and "gpu_count" in candidates:
        kept = [c for c in candidates["gpu_count"]
                if c.strength >= 1.0 or not any(p.start <= c.start < p.end or c.start <= p.start < c.end for p in per_node)]
        _keep(candidates, "gpu_count", kept)
    _cards_of_groups(ctx, candidates)
    if "gpu_count" not in candidates:
        # (... and one whose trigger follows it, "8 GPUs per server", only with a total of machines after it)
        trailing = [c for c in candidates.get("gpus_per_node", []) if TRIGGER_AFTER_STRENGTH <= c.strength < TRIGGER_BEFORE_STRENGTH]
        _cards_from_nodes(ctx, candidates, per_node, trailing)
        _cards_of_groups(ctx, candidates)  # ... the machines of each group ("共2个集群，每集群8台服务器，每台8卡")
    _prices_per_node(ctx, candidates)
    _power_of_no_rack(ctx, candidates)
    _power_over_racks(ctx, candidates)
    _cap_reached(ctx, candidates)
    _period_rates(ctx, candidates)
    if "billing_model" not in candidates:
        for price_key, model in (("price_gpu_hour", "gpu_hour"), ("price_rack_month", "rack_month")):
            if price_key in candidates:
                c = candidates[price_key][0]
                candidates["billing_model"] = [replace(c, key="billing_model", value=model, strength=0.8, kind="derived")]
                break
    money_keys = ("monthly_fee", "price_gpu_hour", "price_rack_month")
    found = []
    for key in money_keys:
        for c in candidates.get(key, []):
            q = next((q for q in ctx.quantities if q.kind == "money" and q.currency and c.start <= q.start < c.end + 1), None)
            if q:
                found.append(Candidate("currency", q.currency, q.start, q.end, 1.2, ctx.amended(q.start), kind="derived"))
    if not found:
        # the currency of an amount elsewhere: with a fee or price found (written without its
        # currency), any amount; otherwise only an amount that is paid (currency.context words
        # in its sentence): a threshold such as "credits above USD 1" states no contract currency
        has_fee = any(key in candidates for key in money_keys)
        rule = ctx.rules.keys.get("currency")
        paid = rule.phrases("context") if rule else None

        def payment(q: Quantity) -> bool:
            if not paid:
                return False
            sent = ctx.view.sentence_at(q.start)
            if paid.search(ctx.hits, sent.start, sent.end):
                return True
            # ... or in a table, under a column its header says is paid ("| 按量计费 |" over "1.11USD/hr")
            found = ctx.cell_and_header(q.start)
            return found is not None and bool(paid.search(ctx.hits, found[1].start, found[1].end))

        found = [Candidate("currency", q.currency, q.start, q.end, 0.8, ctx.amended(q.start), kind="derived")
                 for q in ctx.quantities if q.kind == "money" and q.currency and (has_fee or payment(q))]
    words = candidates.get("currency", [])
    if found or words:
        candidates["currency"] = found + words

