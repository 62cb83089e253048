"""Closed schemas of the data files in ``lang/`` (zh.yaml, en.yaml, numbers.yaml, layout.yaml)
and of the extractor's evidence policy (``extract/evidence.yaml``).

Like dateparser's ``LanguageValidator``: every mapping, at every nesting level, lists the
fields it may hold, so a misspelt field (``trigers``, or ``address.trigers`` two levels down)
is an error instead of a rule that silently stops firing. A problem is reported with the path
of the offending node; ``slacheck.extract.data`` turns the path into ``file:line``.

A key's fields depend on its ``reader`` (the strategy that reads it, one module each in
``slacheck/extract/readers/``): a numeric key has triggers and a kind, a vocabulary key has
values, a pattern key has regexes, and so on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

Path = tuple  # the keys (and list indexes) from the file's root to a node
Problem = tuple  # (path, message)


# ------------------------------------------------------------------------------ node types


@dataclass(frozen=True)
class Node:
    """A check of one node: returns its problems (path, message)."""

    check: Callable[[Any, Path], list]

    def __call__(self, value: Any, path: Path) -> list:
        return self.check(value, path)


def _where(path: Path) -> str:
    return ".".join(str(p) for p in path) or "file"


def phrases() -> Node:
    """A list of phrases (strings); YAML reads a bare no/yes/on as a boolean."""
    def check(value, path):
        if not isinstance(value, list):
            return [(path, f"{_where(path)}: expected a list")]
        for i, v in enumerate(value):
            if not isinstance(v, str):
                return [(path + (i,), f"{_where(path)}: expected a list of phrases; {v!r} is not a phrase "
                                       "(quote no/yes/on: YAML reads them as booleans)")]
        return []
    return Node(check)


def regexes() -> Node:
    """A list of regular expressions, each of which compiles."""
    def check(value, path):
        problems = phrases()(value, path)
        if problems:
            return problems
        for i, v in enumerate(value):
            try:
                re.compile(v)
            except re.error as err:
                problems.append((path + (i,), f"{_where(path)}: bad regular expression {v!r}: {err}"))
        return problems
    return Node(check)


def regex() -> Node:
    def check(value, path):
        if not isinstance(value, str):
            return [(path, f"{_where(path)}: expected a regular expression")]
        try:
            re.compile(value)
        except re.error as err:
            return [(path, f"{_where(path)}: bad regular expression: {err}")]
        return []
    return Node(check)


def one_of(*allowed: Any, what: str = "value") -> Node:
    def check(value, path):
        if value not in allowed:
            names = ", ".join("null" if a is None else str(a) for a in allowed)
            return [(path, f"{_where(path)}: unknown {what} '{value}' (one of: {names})")]
        return []
    return Node(check)


def _value(ok: Callable[[Any], bool], requirement: str) -> Node:
    """A scalar node: ``ok(value)`` or the problem "<path>: <requirement>"."""
    return Node(lambda value, path: [] if ok(value) else [(path, f"{_where(path)}: {requirement}")])


def _plain_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def integer(minimum: int = 0) -> Node:
    return _value(lambda v: _plain_number(v) and isinstance(v, int) and v >= minimum,
                  f"must be a whole number >= {minimum}")


def number() -> Node:
    return _value(_plain_number, "must be a number")


def boolean() -> Node:
    return _value(lambda v: isinstance(v, bool), "must be true or false")


def text() -> Node:
    return _value(lambda v: isinstance(v, str), "must be a string")


def scalar() -> Node:
    return _value(lambda v: not isinstance(v, (dict, list)), "must be a single value")


def list_of(item: Node) -> Node:
    def check(value, path):
        if not isinstance(value, list):
            return [(path, f"{_where(path)}: expected a list")]
        return [p for i, v in enumerate(value) for p in item(v, path + (i,))]
    return Node(check)


def mapping(fields: dict[str, Node], required: tuple[str, ...] = ()) -> Node:
    """A closed mapping: only ``fields``, each checked by its own node."""
    def check(value, path):
        if not isinstance(value, dict):
            return [(path, f"{_where(path)}: expected a mapping")]
        problems = []
        for k, v in value.items():
            if k not in fields:
                where = f"{_where(path)}: unknown field" if path else "unknown top-level field"
                problems.append((path + (k,), f"{where} '{k}'"))
            else:
                problems.extend(fields[k](v, path + (k,)))
        for k in required:
            if k not in value:
                problems.append((path, f"{_where(path)}: missing field '{k}'"))
        return problems
    return Node(check)


def dict_of(value_node: Node, keys: Node | None = None) -> Node:
    """An open mapping whose keys are data (a value name, a surface form) and whose values
    are all checked by ``value_node``."""
    def check(value, path):
        if not isinstance(value, dict):
            return [(path, f"{_where(path)}: expected a mapping")]
        problems = []
        for k, v in value.items():
            if keys is not None:
                problems.extend(keys(k, path + (k,)))
            problems.extend(value_node(v, path + (k,)))
        return problems
    return Node(check)


# ------------------------------------------------------------------------------ zh.yaml / en.yaml

KINDS = (None, "power", "energy", "rate", "pct", "duration", "period", "money", "card", "node", "times", "current", "voltage")
READERS = ("numeric", "vocabulary", "tiers", "pattern", "location", "period")
LEVELS = ("province", "city", "district", "zone", "town")

# fields every reader understands: where a hit may stand
_SENTENCE = {"sentence_requires": phrases(), "sentence_blockers": phrases(), "gap": integer(1),
             # longer phrases inside which a required word counts not ("highly available storage": a feature, no
             # statement of a service level)
             "not_requires": phrases(),
             # words that refer back to what the sentence before names ("such activities"): with one in the sentence,
             # a required word may stand in the sentence before it (Evidence.sentence_ok)
             "back_references": phrases(),
             # characters besides a sentence's end that no "…" of the key's phrases in this file runs over ("，；": a
             # clause's end, "在5分钟内自动恢复的服务包括数据库，停机期间…" is no item of what the downtime leaves out);
             # the other language's phrases of the key keep their own (en.yaml's "monthly … interruption" runs over a comma);
             # or, by list, the stops of that list's phrases alone ("not_blockers: '，；'": "月服务费含…费" is the charges the fee
             # includes in its clause, while the key's sentence blockers "电费…折合" still run over a comma)
             "gap_stops": Node(lambda value, path: dict_of(scalar())(value, path) if isinstance(value, dict)
                               else scalar()(value, path)),
             # what the key is about: a candidate counts only with one of these words in reach (subjects.py)
             "subject": phrases(),
             # ``sentence``: the subject only in the candidate's own sentence (by default it may
             # also stand in the sentence before, the table or the heading)
             "subject_scope": one_of("sentence"),
             # ... and words that name it only as a title: in the heading of the candidate's section or the page's own
             # title ("# Support" or "# Technical Support Policy" over "## Our commitment" over "Response time: 15
             # minutes"), where a bare word such as "support" names what the page is about (Evidence.titled)
             "title_subject": phrases(),
             # ... and words that, in the heading of the candidate's section, make it a clause about the key's own act
             # whose statements the page's title frames too, not only its label lines ("## 3. Delivery" in a "# GPU
             # Server Rental Agreement" over "Delivery shall occur within 30 days after the Effective Date")
             "title_clauses": phrases(),
             # ... and words that, in the heading of the candidate's section, stand for the key's ``sentence_requires``
             # ("## 第五条 服务赔偿" over "5.3 甲方应在当月结束后30日内提出申请": a clause under a credits heading; Evidence._headed),
             # for any key whose reader asks ``Evidence.sentence_ok`` (en.yaml's claim_window_days says when to give it)
             "heading_requires": phrases(),
             # ... and words that, in the heading of the candidate's section, make the section about another thing than
             # the key's ("三、裸纤线路" over "乙方提供A机房至B机房的裸光纤，采用以太网传输": a fibre line between sites, no
             # fabric of the cluster; Evidence.sentence_ok), for any key whose reader asks ``Evidence.sentence_ok``
             "heading_blockers_section": phrases(),
             # several occurrences with different values: the most frequent one wins
             "majority": boolean(),
             # a value read only inside a worked example: never a term (the example's own
             # inputs: a term, a site, a price), or a low-confidence one (``low``: a rule the
             # example applies, such as the availability in its computation)
             "from_examples": one_of("never", "low"),
             # a value read inside a definition's meaning weighs under one outside (pipeline.py)
             "low_in_definitions": boolean()}

READER_FIELDS: dict[str, dict[str, Node]] = {
    "numeric": {
        "kind": one_of(*KINDS, what="kind"), "triggers": phrases(), "blockers": phrases(), "blockers_before": phrases(),
        "blockers_after": phrases(),
        # ... and before the number in its own clause alone, where a key's ``scope`` is its sentence: words naming another
        # charge than the key's ("带宽费3000元/月": the bandwidth's fee, where "带宽费另计，月服务费30万元" states the fee)
        "clause_blockers": phrases(),
        # ... and words that bound every figure of the kind listed after them in their sentence, not only the first
        # ("as low as $0.032 per CPU core/hr and $0.5 per GPU/hr": both are floors of offers), where the words before a
        # figure of the kind are otherwise that one's alone (``Evidence.own_part``)
        "list_blockers": phrases(),
        # words naming an attribute that, opening the number's clause, make it one of a list of what its sentence is about:
        # the number's words begin at the sentence's start ("机柜数量10个，额定功率7kW": the rack's power)
        "attribute_openers": phrases(),
        # ... and words naming another thing than the key's, in the part of a figure stated after an estimate in its
        # sentence ("每个机柜提供单路32A电源，空调额定功率5.5kW"): the figure is that thing's, the estimate stands
        "estimate_other_things": phrases(),
        # ... and anywhere after the number in its sentence (its ``sentence_blockers`` are looked for before it)
        "sentence_blockers_after": phrases(),
        # ... and words after the number in its clause naming the sites a provider's fleet stands in ("10,000 GPUs in six
        # regions"), which block it unless words of the customer's own order stand before it in its clause (``fleet_orders``:
        # "Customer orders 64 GPUs in two regions" is the order, wherever it is deployed)
        "fleet_blockers_after": phrases(),
        "fleet_orders": phrases(),
        # ... of which those that leave the blocked figure's words to the next figure of the kind in its sentence (a
        # redundant pair's total before the power the rack may use: "Each rack has 7.36 kW total, 3.68 kW usable in A+B
        # redundancy" names the rack once, for the usable 3.68)
        "passing_blockers_after": phrases(),
        # words before a figure in its sentence that make it a lesser statement of the key, read where nothing else is
        # and losing to any other (readers/numeric.py: the rate of capacity added to a commitment)
        "sentence_lesser": phrases(),
        # ... or after it in its sentence ("5-15 kW, depending on the location": what the site sets, none committed here)
        "sentence_lesser_after": phrases(),
        # ... or right before it, blanks alone between ("故障响应最快15分钟": the best case, no deadline; "以最快速度响应，响应
        # 时间不超过15分钟" promises the 15)
        "lesser_right_before": phrases(),
        # ... and the evidence such a statement is, where it is no plain one of the key (``loose``: what racks are able to
        # take, "High-density cabinets support up to 50 kW per cabinet", sends the rack-power rule to review alone)
        "lesser_kind": one_of("loose"),
        # a figure its trigger names right after it as strong as one whose trigger stands before it (readers/numeric.py:
        # "5 business days' notice of maintenance" is the notice's usual form, no weaker statement than "maintenance is
        # announced 24 hours in advance", so two such sentences contradict each other)
        "trigger_after_as_strong": boolean(),
        # words naming the fee a share is taken of, before the figure in its clause, that leave the share the value's own
        # hedge where no period of the fee stands there too (``stated_periods``: "不超过服务器租用费用的50%", the fee
        # perhaps the whole term's; Evidence.unstated_base): `check` leaves it to a person
        "unstated_bases": phrases(),
        "stated_periods": phrases(),
        # ... and words that name the number's own subject: one in the number's clause after the last sentence blocker
        # before it leaves those blockers another part's ("紧急维护将尽可能提前通知，例行维护提前48小时通知")
        "sentence_blockers_closed_by": phrases(),
        # ... and in the number's own part of its sentence after it, up to the next number of its kind ("3.2 Tb/s
        # InfiniBand and 100 Gbps Ethernet for front-end traffic": the front end is the 100's, not the 3.2's)
        "part_blockers_after": phrases(),
        # blockers that name a total ("each node has 3.2 Tb/s", "aggregate"): void for a figure counted per a count
        # before it (``after_quantity``: "each node has 8x400 Gigabit InfiniBand" is eight links of 400)
        "total_blockers": phrases(),
        # words naming a period other than the key's own, in the number's stretch of its sentence (before or after
        # it, up to the figures of its kind beside it): "Annual availability: 99.9%", "99.9% each calendar year" ...
        "period_blockers": phrases(),
        # ... and words counting the downtime a level allows over another period ("no downtime exceeding 31.6 seconds
        # in a year"), which make it that period's unless its stretch names the key's own (``own_periods``: "monthly")
        "period_allowances": phrases(), "own_periods": phrases(),
        # ... and the words opening a sentence that says what the level before it means ("This means", "In other
        # words"): that sentence's words of another period are the level's too
        "period_restatements": phrases(),
        # ... except at this value, which no period can change (a year at 100% availability leaves no month short
        # of 100%)
        "period_free_value": number(),
        # the largest value the key can take: a figure above it is none of the key's ("our 1000% SLA" names a product
        # that pays ten times the downtime, no availability)
        "largest": number(),
        # ... and the smallest: a figure below it is none of the key's ("Spot instances cut those numbers by 40–70% — but
        # with availability risk attached" is no availability level)
        "smallest": number(),
        "after_window": integer(0), "after_reach": one_of("clause", "sentence"), "prefer": one_of("min", "max"),
        # what makes occurrences a ladder, each a step that opens a remedy of its own: a word of ``remedies`` after it in
        # its sentence (before the next occurrence) and none of ``not_remedies`` there; of two values at least, only the
        # lowest step stands, whatever ``prefer`` says (select.ladder); below it, no threshold stands that only says what
        # earns nothing (``not_remedies``) or what is recorded (``records``) before a step in its sentence; nor a step
        # of a remedy added to another, said so (``added``) or after a remedy counted per hour of outage earlier in its
        # line (``rates``), or after a remedy and a word of availability (``levels``) earlier in its line; a remedy word
        # before the occurrence in its clause opens it too, when one of ``given_for`` stands between them ("a refund of
        # one day's rental for an interruption of more than 60 minutes")
        # (a row of a table whose header names a remedy is a step; a table whose lengths include a band's top,
        # ``band_tops``, pays from the first minute, as does a sentence's row worded as one, ``band_rows``, not after a
        # month's total, ``band_rows_not``); a length right after one of ``steps`` is a credit's step size, no rung
        "ladder": mapping({"remedies": phrases(), "not_remedies": phrases(), "records": phrases(), "added": phrases(),
                           "rates": phrases(), "levels": phrases(), "given_for": phrases(), "band_tops": phrases(),
                           "band_rows": phrases(), "band_rows_not": phrases(), "steps": phrases()}),
        "weak": boolean(), "scope": one_of("clause", "sentence"),
        "fixed": list_of(mapping({"phrase": text(), "value": scalar()}, required=("phrase", "value"))),
        # words before a ``fixed`` phrase, in its own statement, that make it another thing's ("CPU Instances: billed per hour")
        "fixed_blockers": phrases(),
        # other options of the kind a ``fixed`` phrase names: one joined to the phrase by a coordination word right
        # before or after it ("支持按年、按月、按小时计费") makes the phrase one of a list of options offered, no value
        "fixed_alternatives": phrases(),
        # a value written as one duration per another ("one day of service for every 15 minutes of
        # downtime" is 96): regexes with the groups n, unit, per_n (optional) and per_unit; the words
        # one of which must follow the second duration (``ratio_after``: "of downtime", "the servers are down")
        "ratios": regexes(), "ratio_after": phrases(),
        # units of downtime that, counted more than one (``per_n``: "for every 2 hours of downtime"), make the ratio a step
        # (one day per full two hours), no multiple: no value read (``ratios``)
        "ratio_steps": phrases(),
        # words in a downtime multiple's statement that count only the downtime past what the level of availability allows
        # ("one day of service will be provided per fifteen minutes downtime past the uptime guarantee"): SPEC §3.4's
        # multiple counts all of a month's downtime, so a claim leaves such a multiple out and says why (claim_inputs)
        "past_level": phrases(),
        # ... and a rate per another period than the hour (a ``rate`` group: "5% for each 30 minutes", "$0.0008 per GPU
        # per second"): the words one of which its sentence (or its table's header) must hold instead of the key's
        # ``sentence_requires``, and whether it is read where the key has no other occurrence
        "ratio_requires": phrases(), "ratio_alone": boolean(),
        # the key's ``sentence_requires`` words may also stand in the header row of a figure's table or in the title
        # or lead-in line right over it ("## Compensation" over "| Network failure | downtime duration * 1.5 |"); a
        # key whose words there name a band ("| Outage Time Frame |" over "| Less than 9 minutes |") says in its
        # ``ladder.band_tops`` when such a table names no value
        "table_frames": boolean(),
        # ... and one of these words must stand there too ("| Outage length | Credit |": outages by the credit each
        # earns)
        "table_frames_with": phrases(),
        # a count written without its x mark (a ``bare`` group: "| 8 MI300X |") is read only in a table's cell whose
        # column header holds one of these words (a GPU column of a table of machines)
        "count_headers": phrases(),
        # the label of a spec table's row that counts the machines ("| Nodes | 4x bare metal |"): with a per-node card
        # count in another row of the table, the ordered card count (derive.py)
        "node_rows": phrases(),
        # the words between a count of groups and the cards each holds ("2 clusters of 64 GPUs", "3 pods of 256 H100
        # GPUs"): the ordered card count is the product, derived (derive.py); a choice or range of groups, none
        "group_of": phrases(),
        # a total spread over a count of racks in one statement ("1,200 kW across 40 cabinets", "480 kW (24 Cabinets)",
        # "共40个机柜，总功率1200kW"): each rack's share, derived (derive.py). ``nouns`` right after the count name what
        # it counts; ``joiners`` end the words from a total to a count after it; ``totals`` stand between a count and
        # a total after it; ``per`` anywhere before the count makes the figure a rack's own, no total
        # ... ``sites``: words naming a whole site, whose total over its racks is the site's build-out, no tenant's racks,
        # unless the sentence names a party (``parties``) the racks are for
        "over_racks": mapping({"nouns": phrases(), "joiners": phrases(), "totals": phrases(), "per": phrases(),
                               "sites": phrases(), "parties": phrases(),
                               # ``spread`` then ``uncounted``: a total spread over racks it does not count
                               "spread": phrases(), "uncounted": phrases(),
                               # ``totals_after``: words right after a figure calling it a total ("400 kW of total
                               # critical power"), beside a count of racks before it as ``totals`` between them are
                               "totals_after": phrases()}),
        "table_total": phrases(), "table_monthly": phrases(), "table_row": phrases(),
        "table_row_blockers": phrases(), "table_column": phrases(), "table_unit": phrases(),
        "table_column_blockers": phrases(),
        # a price table's reduced price columns ("院内价 (6折)") and standard ones ("标准价 (院外)"): a row's first price in
        # a reduced column is read with its standard price beside it, in conflict (``table_column``)
        "table_column_reduced": phrases(), "table_column_standard": phrases(),
        # words of a header cell that, in every other column of a number's table, make the table a lookup of
        # levels against what each allows ("| Uptime % | Allowed Downtime |"): its cells are no commitment
        "lookup_headers": phrases(),
        # triggers that stand in for the key's own words: they name the key only in a document where none of its other
        # triggers states it ("服务可靠性 99.1%" alone is the service level; beside "服务可用性 99.9%" it is another measure,
        # durability); the triggers they stand in for are the key's ``triggers`` without them (readers/numeric.py)
        "stand_in_triggers": phrases(),
        # ... and the value from which a figure only they name is another measure ("服务可靠性不低于99.99999%": six nines and
        # more are a durability figure, no level of service)
        "stand_in_below": number(),
        # measures that stand in for the key in its clause before a figure ("电力可用性", "电力…上限"): where a figure no
        # such measure names states the key, those they name are another measure's (the rack's power beside the network's
        # level); where none does, they are the key's, at any value (readers/numeric.py)
        "stand_in_measures": phrases(),
        # ... save one joined as the second of a pair to one of these, the service's own measure ("网络及电力可用性不低于
        # 99.9%": one figure for the network and the power, the level of the service; readers/numeric.py)
        "stand_in_partners": phrases(),
        # commitment words ("承诺", "不低于") that make a bare figure of the key's kind, in a sentence naming no key,
        # the key's at review strength when the heading right above names this key alone (readers/numeric.py)
        "heading_cues": phrases(),
        # words of an objective's sentence pointing back to the indicator an earlier sentence defines ("The objective for
        # this indicator is 99.95%"), the words opening such a definition ("The SLI for"), and the key's indicators among
        # them ("SLI for reliability"): the figure is the key's where the indicator defined last is one of those
        # (readers/numeric.py ``_indicator_named``)
        "indicator_refs": phrases(), "indicator_opens": phrases(), "indicator_names": phrases(),
        # ... unless its sentence names another measure the figure may be ("折扣不低于20%", "利用率达到80%")
        "heading_blockers": phrases(),
        # ... words opening a later clause that says what follows when the figure is missed ("乙方承诺99.9%，未达到的按下表
        # 赔付"): that clause and the rest of the sentence are the promise's consequence, no measure the figure may be
        "heading_consequences": phrases(),
        # other kinds a number of the key may be written in, with the factor into the key's kind
        "accepts": mapping({k: number() for k in KINDS[1:]}),
        # accepted kinds whose conversion is an estimate (a feed's current at an assumed voltage):
        # the term is derived evidence, and none is read in a sentence holding one of these words
        "estimates": mapping({k: phrases() for k in KINDS[1:]}),
        # units as written whose length the calendar sets (a business day is 24 hours on a weekday, more over a weekend
        # or a holiday): a figure in one is converted at its least length and is derived evidence, the finding naming
        # the words it was worked out from
        "calendar_units": list_of(text()),
        # ... and a figure in one of these of them competes with the key's stated ones as one of them (else it counts only
        # where none is stated)
        "calendar_stands": list_of(text()),
        # the words between two shares that make the second a share of the first ("三分之一的50%": one sixth, their
        # product), and the words of a share written without a figure ("一半的60%"), which leave it to review
        "share_joiners": list_of(text()), "share_words": phrases(),
        # words counting a time from another start than the key's own, right beside the figure: derived evidence
        "counted_from": phrases(),
        # ... those of them counting it from the outage's end, not its start ("故障恢复后30日内提出"): a claim's deadline from each
        # outage counts from when it ended
        "counted_from_end": phrases(),
        # words saying a claim window in calendar months ("相关月份结束后两(2)个月内提出"): read as 30 days a month, but the
        # contract's window ends on the day the months end, before 30 days a month do after a 31-day month or over February
        "window_months": phrases(),
        # an estimated kind -> the kind of a quantity in its sentence that states the factor the
        # estimate assumes (a feed's voltage: "32A 230V" is 7.36 kW, not 7.04 at 220 V)
        "estimated_with": mapping({k: one_of(*KINDS[1:], what="kind") for k in KINDS[1:]}),
        # an estimated kind -> ranges [low, high] (inclusive) of a stated factor that void the estimate (a
        # North American feed of 100-208 V, "208 V 30 A": derated, its usable power stated apart; a
        # three-phase line voltage, "400 V 32 A": not volts x amps)
        "estimate_voided_by": mapping({k: list_of(list_of(number())) for k in KINDS[1:]}),
        # an accepted kind read only written right before one of these words, what it is a length of ("a maximum of 7
        # days of credit": a cap as days of the fee); the conversion assumes what a month is, so it is an estimate too
        "accepts_before": mapping({k: phrases() for k in KINDS[1:]}),
        # ... or with none of them after it, the figure ending its clause, where its sentence names what it is a length of
        # before it ("one day's service for every hour ..., up to a total of 30 days": days of that service)
        "accepts_by_sentence": mapping({k: phrases() for k in KINDS[1:]}),
        # triggers that name a yearly amount of a monthly key ("机柜年租金"): the value is a twelfth
        "per_year": phrases(),
        # the end of a written range that is the key's value: ``high`` for a deadline or a ceiling
        # ("6-8周内交付" is eight weeks), the low end otherwise; ``both`` for a price: each end a reading, neither
        # stronger ("3-8元/卡时" is no price of 3), so the range goes to review
        "range_end": one_of("low", "high", "both"),
        # kinds of the figure right after a range in its sentence that make the range a band of a list priced by size,
        # no value of the key at either end ("16 to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90/GPU-hr": money)
        "range_bands": list_of(one_of(*[k for k in KINDS if k], what="quantity kind")),
        # ... and words right after a figure that make it a band open at that end, priced in its own clause ("32卡以上：6.0元/卡时")
        "range_band_open_ends": phrases(),
        # ... or right before it ("Up to 64 GPUs: $2.10/GPU-hr; 65+ GPUs: $1.90/GPU-hr")
        "range_band_open_starts": phrases(),
        # words right after a figure, and right before it, that make it a threshold open at that end, no value of the key,
        # priced or not ("for 65+ GPUs contact sales"; "Prices for more than 256 GPUs are quoted separately")
        "threshold_starts": phrases(),
        "threshold_ends": phrases(),
        # words right after a figure, spaces alone between, that name it as another thing's, no value of the key ("24
        # hours written notice": a notice period, no lead time to delivery)
        "named_blockers": phrases(),
        # words before a range in its clause that make it the sizes one may order, no value of the key at either end
        # ("Deploy 8 to 16,384 NVIDIA H100 SXM GPUs", a product page)
        "range_offered_by": phrases(),
        # a number opening a band ("95% - 99.0%", "between 99% and 99.9%") is a credit tier's, no value
        "not_band_ends": boolean(),
        # a number inside words of a stretch of the term ("for the first 30 days", "for the remaining 11 months":
        # ``initial_periods``, ``later_periods``) says when the key's figure holds, and is none of the key's
        "not_period_lengths": boolean(),
        # a trigger whose object is a length of time (a duration, a clock's "00:45") right after it bounds that length,
        # not the key's figure further on ("Cumulative outage up to 45 minutes: 5% of MRC": a band of outage, no cap of 5%)
        "not_length_bounds": boolean(),
        # ... and a trigger right after a measure's name bounds that measure ("月可用性不高于99%的，赔偿当月服务费的30%": a
        # credit tier's band of availability, no cap of 99)
        "bounded_subjects": phrases(),
        # ... the words that may stand alone between the name and the trigger ("月可用性在不高于")
        "bounded_subject_copulas": phrases(),
        # words that, alone between two numbers of the kind, make them a choice the text leaves open ("可以选择一年或三年
        # 合同期限", "a 1-year or 3-year term"): neither is the key's value
        "choice_joiners": phrases(),
        # the bound a commitment of the key is written with: a figure under the other bound is a
        # ceiling or a capability, no stronger than one written plainly ("power density up to 35 kW"
        # beside "committed power per cabinet: 17.3 kW" is a conflict, not 35)
        "bound": one_of("at_least", "at_most"),
        # words that close the statement a trigger before them opened ("以当月月租费为限": the
        # cap is the fee before it): a number after one is not that trigger's ("但最多以扣减当月
        # 月租费为限: 一、… 减收5%" is a credit of a list that follows, no cap of 5)
        "closers": phrases(),
        # words inside a gap phrase of ``fixed`` that part its words into two statements ("以当月服务费为基数，…
        # 以合同总价为限": the month's fee is a base, the cap is the price)
        "gap_blockers": phrases(),
        # the key is a deadline: a number counts only with one of these words right before or after
        # it ("within 30 days", "30日内"); "a credit for thirty minutes of support" is no claim window
        "deadline": phrases(),
        # words in what a verb trigger after the number acts on, up to the end of its clause, that
        # make it another act ("乙方应在7日内提交故障分析报告": the provider's report, no claim)
        "object_blockers": phrases(),
        # triggers written right after the number they name, read even where the key reads no
        # trigger after its numbers (no ``after_window``, a setting shared by every language):
        # "本合約自生效日起三個月為一期" is a term of three months
        "trailing_triggers": phrases(),
        # ... unless one of these words stands right before the number ("以三個月為一期": a cycle)
        "trailing_blockers": phrases(),
        # triggers that name a number only written right before it, spaces alone between: "8×400Gb/s" is a count of
        # ports times one port's rate, where "8×H100，NVLink 900GB/s" names no port
        "leading_triggers": phrases(),
        # words of a total that, opening the number's clause, make it the total of the key's figures before it in its
        # sentence, the key's trigger there ("机柜月租金5000元/柜，合计50000元": the month's total) ...
        "total_openers": phrases(),
        # ... unless a quantity of one of these kinds stands between that trigger and the total ("合同期12个月，合计600000元":
        # the total over the term)
        "totalled_over": list_of(one_of(*KINDS, what="kind")),
        # triggers read only in a table body cell holding nothing but the number (with its unit) and one of them, under a
        # header that frames the key (``table_frames``): "| 超过60分钟 | 10% |" is a row's own length, where "超过" in a
        # sentence ("故障恢复时间超过4小时…") is too loose to be a trigger
        "cell_triggers": phrases(),
        # gap phrases written around the number they name, its unit after it and the thing priced
        # before it ("单卡…元/小时": "4090单卡仅1.68元/小时" is a card's hourly price, "8卡机器40元/小时" is none)
        "around_triggers": phrases(),
        # ... which may run on to the end of the number's sentence (``sentence``; by default they end in its clause): a
        # window before the clause its claimant raises it in ("自故障发生之日起两个月内，甲方可提出赔偿申请")
        "around_reach": one_of("sentence"),
        # the longest "…" in them, where longer than the key's other phrases' (an aside between a subject and its verb:
        # "Each cabinet, power and cooling included, is $1,400 per month")
        "around_gap": integer(1),
        # triggers written right after the number that make it theirs past the key's blockers before
        # it, the words of a label ("故障修复承诺4小时现场响应": a response time under the repair)
        "trailing_names": phrases(),
        # ... save these, which block before the number in its own clause even so: what the label names is another
        # thing's answer ("客户咨询邮件24小时内响应": an inquiry answered, no fault responded to)
        "trailing_name_blockers": phrases(),
        # words that name the key only as a bare line above a figure alone on its line (Evidence.value_labels:
        # "Service Level" over "99.95%"), where in running text they are too loose to be triggers
        "label_triggers": phrases(),
        # a table's header cell that names only what kind of figure its column holds ("| 服務項目 | 百分比 |"): the key is
        # the lead-in line's over the table, where that names it (readers/numeric.py ``_lead_in_head``)
        "figure_headers": phrases(),
        # ... and, for a label set before its figure inside a sentence (one space between them or none), the words that may
        # open its clause before it ("The SLA 99.9% applies to ...", ``label_leads``) and those right after the figure
        # that say what the level covers (``label_run_on``: "applies to")
        "label_leads": phrases(),
        "label_run_on": phrases(),
        # a number written as a word alone (numbers.yaml ``standalone``: 万兆) counts only with one of these
        # words beginning within 3 characters after it ("万兆以太网", "万兆光纤互联"; "每个万兆端口…免费提供…个机柜"
        # grades an internet port)
        "standalone_before": phrases(),
        # ... or with one of these words ending right before it, it closing its clause: what the words say the thing is
        # ("底层数据网络为万兆": the network's rate)
        "standalone_after": phrases(),
        # a number written right after a quantity of one of these kinds ("16台8卡服务器": eight cards
        # per machine) is counted per one of it: that quantity is the key's trigger, or its blocker
        "after_quantity": mapping({k: one_of("trigger", "blocker") for k in KINDS[1:]}),
        # ... or with one of these words alone between, saying what each holds ("128台搭载8张": eight per machine)
        "after_quantity_links": mapping({k: phrases() for k in KINDS[1:]}),
        # a figure equal to one of its kind in the sentence right before, one of these words in that one's clause
        # before it, says that figure again ("每月…不可用时间小于4小时。如果中断不可用时间超过4小时…"): not read
        "restated_blockers": phrases(),
        # ... unless one of these stands in the figure's own clause before it: its own statement, not the one before said
        # again ("单次中断超过4小时的" after "每月累计中断时间不超过4小时": each outage's threshold)
        "restated_not_blockers": phrases(),
        # ... and one written before a quantity of one of these kinds in its own words, no punctuation
        # or other number between ("8卡H20服务器16台": eight cards in each of sixteen machines)
        "before_quantity": mapping({k: one_of("trigger", "blocker") for k in KINDS[1:]}),
        # ... of which one word in between names a thing of that kind (服务器: "1,024 GPUs in 128
        # servers" is a total)
        "before_quantity_words": mapping({k: phrases() for k in KINDS[1:]}),
        # a figure with no trigger of the key (a weak key's loose figure) written right before one of these words, nothing
        # or only its own words between ("8卡H800服务器": an eight-card server), is what one such thing holds: not read
        # (a trigger before it, "提供64卡服务器", counts it)
        "loose_before_words": phrases(),
        # ... and for a key of what one such thing holds, the role such a figure has, trigger or not (``trigger``: "租用
        # 8卡H800服务器" reads eight cards per server), counted per that word as by a ``per_marks`` mark
        "loose_before": one_of("trigger", "blocker"),
        # ... and where that role is ``blocker``, only for a figure no larger than one such thing holds (``loose_before_largest``:
        # "乙方提供8卡H800服务器" is an eight-card machine, "乙方提供64卡服务器" the order's 64) and with no word of
        # ``loose_before_counted_by`` before it in its clause, a total that counts it ("共8卡H800服务器": eight in all)
        "loose_before_largest": number(),
        "loose_before_counted_by": phrases(),
        # words naming one thing of a kind ("服务器月租金": a server's rent) that block a figure after them in its sentence
        # where a quantity of that kind above one stands before them there ("甲方租用4台8卡服务器，服务器月租金8万元": one of
        # four servers' rent); where the things counted there are one, that one is the whole and the words, and the key's
        # blockers among them, block nothing ("租用1台H800整机，整机月租金8万元"); with none counted, only the key's blockers
        # apply. Not inside a phrase the key spares (``not_blockers``: "服务器月租金合计")
        "counted_blockers": mapping({k: phrases() for k in KINDS[1:]}),
        # the words naming the things a count of a kind before ``counted_blockers`` must count to make them one of
        # several, after the count in its clause ("4台8卡服务器"; "4台交换机，服务器月租金8万元" counts no server)
        "counted_things": mapping({k: phrases() for k in KINDS[1:]}),
        # words naming the figure after them one unit's price ("单价为50万元/月"), which block it where its line or sentence
        # counts units (a number of ``unit_counters`` things, "数量4台", "10个机柜", or the word 数量 itself): one unit's of
        # several; with nothing counted the one service priced is the whole order, and the price its fee
        "unit_price_blockers": phrases(),
        # the characters that may stand between a price and its unit's mark (``blockers_after``) for the mark to be its:
        # "5000元/月/柜" is a cabinet's price by the month
        "unit_mark_joiners": text(),
        # the words right after a number that count units (台, 卡, 个, 套), or that announce a count (数量)
        "unit_counters": phrases(),
        "unit_count_words": phrases(),
        # marks right after a number that count it per one quantity of a kind ("8卡/台": per machine),
        # read as a quantity of that kind written right before it (``after_quantity``)
        "per_marks": mapping({k: phrases() for k in KINDS[1:]}),
        # phrases of the key inside which its blocker words block nothing ("5分钟内自动恢复的，不计入":
        # 内 there bounds the outage that is not counted, no deadline of another act)
        "not_blockers": phrases(),
        # the provider named by its party letter as who acts before the number in its clause: a
        # deadline of the provider's, where the key is the customer's (``usual`` where 乙方
        # provides the service, ``reversed`` where the contract gives 甲方 that role)
        "provider_blockers": mapping({"usual": phrases(), "reversed": phrases()}),
        # ... and the provider named as whom the act in the number's clause is addressed to: a deadline of the
        # customer's, where the key is the provider's ("进行验证后反馈乙方（2个工作日未反馈乙方，默认为…）")
        "customer_blockers": mapping({"usual": phrases(), "reversed": phrases()}),
        # words of a table's column header that make a figure in a cell under it no reading, though they block nothing
        # in a sentence ("| NVLink |" over "900 GB/s": the GPUs' links, no network port)
        "header_blockers": phrases(),
        # the key whose value names a configuration a figure is priced for (``gpu_model``): figures on lines of their
        # own, each naming another configuration, are a catalogue's alternatives, no contradiction (pipeline.py)
        "catalogue": scalar(),
        **_SENTENCE,
    },
    "vocabulary": {
        "values": dict_of(phrases()), "negated": dict_of(scalar()),
        "combine": list_of(list_of(scalar())), "blockers": phrases(), "blockers_before": phrases(),
        # words in the value's sentence before its clause that make it that thing's ("两地数据中心间的裸纤互联线路，采用以太网
        # 传输": the line's), unless its own clause names one of ``blockers_earlier_not`` (the cluster, its nodes)
        "blockers_earlier": phrases(), "blockers_earlier_not": phrases(),
        # words right after a value word (within a few characters, in its clause) that make the value the topic of a
        # general statement ("液冷面临…挑战", "液冷需解决…"): a technology talked about, not the one in use
        "blockers_after": phrases(),
        # ... and words after a listed group of the key's values (two or more joined by a coordination word:
        # "T4、V100、A100等多种GPU", "冷板式与浸没式…各有优劣") anywhere in its clause, that block every value of the group:
        # a lineup offered, kinds weighed against each other; after a lone value, within the reach of ``blockers_after``
        "group_blockers_after": phrases(),
        # different values down one column of a table ("| GPU 节点（A800） |" over "| GPU 节点（L40） |", a cluster's
        # node types): a lineup side by side, each offered as one of alternatives, not one counted over the others
        "column_lineup": boolean(),
        # ... and different values each in brackets after an item's name in one list ("G3（采用Tesla V100）、G4（采用
        # Tesla T4）", a cloud's instance families): a lineup too
        "bracket_lineup": boolean(),
        # ... and a value in a header naming two offerings or more side by side, another of them not of that value
        # ("| | 公共集群 | 独占集群 | 私有/共享实例 |", service modes compared): one offering's name, loose evidence
        "header_lineup": boolean(),
        # bare codes of a value that alone name no value ("T4": also a data centre's tier), read only where a word of
        # ``alternation`` joins them to another value word of the key ("A100或T4"): a card offered beside it
        "offered_codes": dict_of(phrases()),
        "subordinate": phrases(), "context": phrases(),
        # words in a value's clause that name it in passing, as what else the provider sells ("also available", "亦可提供"):
        # no operative statement, so loose evidence weaker than any that is (a contradiction needs two operative ones)
        "in_passing": phrases(),
        # blockers that block a hit only in its own part of its clause, between the key's value hits before and after
        # it ("InfiniBand and 100 Gbps Ethernet for front-end traffic": the front end is the Ethernet's, the
        # InfiniBand stays); ``blockers`` block every hit of the clause
        "part_blockers": phrases(),
        # one-character value words that are no value inside a longer word: between two other Han characters, no
        # numeral before ("太初元碁", a company's name: no 元 of money; "12元", "万元", "(元)" are)
        "bound_words": phrases(),
        # words of a table's column header that make a hit in a cell under it no reading ("| Service |
        # Target (monthly) |" over "| VPC, LB | 99.99% |": a covered product's name)
        "header_blockers": phrases(),
        # longer phrases a value word inside is no value of (a VPC as the customer's own network a product
        # is placed in: "NAT网关部署在用户VPC内", "deployed in your VPC", no isolation promised)
        "not_values": phrases(),
        # words inside a gap value phrase ("机柜租用费…/年") that split it into two things' words: another
        # charge between the parts ("机柜租用费按月结算，带宽费3万元/年": the year is the bandwidth's)
        "gap_blockers": phrases(),
        # ... and longer phrases in which a gap blocker blocks nothing (what the fee includes: "含电费")
        "not_blockers": phrases(),
        # blockers that name the provider by its party letter: ``usual`` where 乙方 provides the
        # service, ``reversed`` where the contract gives 甲方 that role (``parties``)
        "provider_blockers": mapping({"usual": phrases(), "reversed": phrases()}),
        **_SENTENCE,
    },
    "tiers": {"context": phrases(), **_SENTENCE},
    "pattern": {
        "patterns": regexes(), "units": dict_of(phrases()), "not_units": phrases(), "unit_order": phrases(),
        # the names of an SLA's levels by what each is measured on ("Instance-Level SLA", "Region-Level SLA"): a level
        # named beside the chosen availability that is not the unit read elsewhere makes a wrong pair (pipeline._other_level)
        "levels": dict_of(phrases()),
        "strip": phrases(), "stop_words": phrases(), "adjectives": dict_of(text()),
        # the value as the contract writes it, on one line (a party, a contract number)
        "as_written": boolean(),
        # ... and a value that names the document it is written in (its number): a part in force after it (an order or a
        # supplement printed after its framework, "以订单为准") names itself with its own, it overrides none
        "names_document": boolean(),
        # ... and the endings of a whole name: a name read on past a line ending in one stops at that line's end,
        # unless the rest of the name fills the next line ("X有限公司" over "福州分公司", a name wrapped)
        "name_endings": list_of(text()),
        # a party named after its letter ("甲方：…", a pattern's ``letter`` group): the letter this
        # party usually has, and the one it has when the contract says the other way round (``parties``)
        "letter": mapping({"usual": text(), "reversed": text()}, required=("usual", "reversed")),
        # words before a match in its sentence that make the value another thing's (the number of the agreement
        # this one is made under: "entered into under the Master Services Agreement No. …")
        "blockers_before": phrases(),
        # words running into a match that make its value a party's description, not the value the key states
        # (governing_law: "a company incorporated under the laws of X" says where a party was formed)
        "party_descriptions": phrases(),
        **_SENTENCE,
    },
    # a credit per period other than an hour, or at an outage's onset (readers/period.py): each pattern's groups ``rate``,
    # ``onset``, ``n`` and ``unit``; the numbers of count words and of units' minutes, each a list of words by number
    # ("0.5": [half, 半]); the words saying a started period counts, or only a completed one
    "period": {"patterns": regexes(), "counts_of": dict_of(phrases()), "unit_minutes": dict_of(phrases()),
               "started": phrases(), "completed": phrases(),
               # words of the first minutes of each outage owing nothing ("beyond the first", "故障超过"): a sentence
               # with them is read only by a pattern reading that free period (``free_n``/``free_unit``, mo48)
               "free_words": phrases(),
               # ... and words opening a sentence that carries on from one of those ("Thereafter", "此后", mo50)
               "free_then": phrases(), **_SENTENCE},
    "location": {
        "address": mapping({
            "triggers": phrases(), "units": mapping({level: phrases() for level in LEVELS}),
            "max_name": mapping({level: integer(1) for level in LEVELS}),
            "stop_chars": phrases(), "not_names": phrases(), "not_name_starts": phrases(),
            # a unit's whole name in one of these forms is a label, no place ("二期园区": a phase of a campus)
            "not_name_forms": regexes(),
            "not_units": phrases(), "prefixes": phrases(), "pronouns": phrases(), "descriptors": phrases(),
            # places written without their unit suffix ("福州电信数据中心", "北京亦庄"), by level, and the
            # words one must be followed by (another unit, or a site word) to be read as the site
            "known": mapping({level: phrases() for level in LEVELS}), "site_words": phrases(),
            # possessives between a bare place and its site word ("北京亦庄的数据中心"); words right before a trigger
            # that make it a party's registration, not the site ("注册于")
            "site_links": phrases(), "not_after": phrases(),
            # the longest local name between a bare place and its site word ("上海外高桥数据中心": 上海)
            "local_name_reach": integer(0),
            # a cloud region's code before its bracketed city ("华东1（杭州）"): the parts of the country it opens with
            "regions": phrases(),
            # a region's numbered zone after its city ("华北-北京四", "广州三区"): the numbers, the zone's words after one, the
            # words that may follow it
            "zone_numbers": phrases(), "zone_words": phrases(), "zone_followers": phrases(),
            # words naming a party's own address in the trigger's clause ("甲方注册地址位于…"): its address, no site
            "clause_blockers": phrases(),
        }),
        "after": mapping({
            "triggers": phrases(), "drop_words": phrases(), "inner": phrases(), "zone_words": phrases(),
            "descriptors": phrases(), "statement_openers": phrases(), "statement_verbs": phrases(), "statement_subjects": phrases(),
            # a redacted name ("Facility [ ]", "Facility [***]"): the part names no place, the next one may
            "redactions": regexes(),
            # a cloud region's code or name before its place in brackets ("the eu-central-1 (Frankfurt) region", "AWS
            # Region US East (Ohio)"): the place is the site, never the code
            "region_names": regexes(),
            # words opening a part after the place that says what the site includes, not where it is ("at location
            # BIT-1 in Ede, including electricity and cooling facilities"): the place read before it stands
            "included": phrases(),
            # ... or the terms the site is held under ("located in Amsterdam, subject to the terms ...")
            "conditions": phrases(),
            # a site named as the backup: a role before a site word or after a link ("secondary data centre in Berlin",
            # "in Berlin being the backup"): no location
            "backup_roles": phrases(), "backup_sites": phrases(), "backup_links": phrases(),
            # ... and a part naming the place before it the primary site by those links and site words ("hosted in
            # Frankfurt, being the primary site"): the place stands
            "primary_roles": phrases(),
        }),
        "before": mapping({"triggers": phrases(), "leads": phrases(), "not_names": phrases(), "party_verbs": phrases(),
                           "place_verbs": phrases(), "site_joiners": phrases(), "party_definitions": phrases()}),
        # how an English place name is read: words that end it, words that join it ("Isle of Man")
        "place": mapping({"articles": phrases(), "not_followed_by": phrases(), "joiners": phrases(),
                          "possessives": phrases()}),
        **_SENTENCE,
    },
}


def _key(spec: Any, path: Path) -> list:
    """One SPEC key's entry: its reader decides which fields it may have."""
    if not isinstance(spec, dict):
        return [(path, f"{_where(path)}: expected a mapping")]
    reader = spec.get("reader")
    if reader not in READER_FIELDS:
        # still check the fields against every reader's, so a typo is reported too
        problem = (path + ("reader",) if "reader" in spec else path,
                   f"{_where(path)}: reader must be one of {', '.join(READERS)} (got {reader!r})")
        every = {name: node for fields in READER_FIELDS.values() for name, node in fields.items()}
        return [problem] + mapping({"reader": text(), **every})(spec, path)
    fields = {"reader": text(), **READER_FIELDS[reader]}
    required = {"numeric": ("kind",), "vocabulary": ("values",), "pattern": ("patterns",), "period": ("patterns",)}.get(reader, ())
    return mapping(fields, required)(spec, path)


def _integer_key(value: Any, path: Path) -> list:
    from slacheck.models import TERM_KEYS, term_value_type

    if value not in TERM_KEYS or term_value_type(value) is not int:
        return [(path, f"{_where(path)}: '{value}' is not a SPEC §1 key with a whole-number value")]
    return []


def _keys(value: Any, path: Path) -> list:
    from slacheck.models import TERM_KEYS

    if not isinstance(value, dict):
        return [(path, f"{_where(path)}: expected a mapping")]
    problems = []
    for key, spec in value.items():
        if key not in TERM_KEYS:
            problems.append((path + (key,), f"keys: '{key}' is not a SPEC §1 key"))
        else:
            problems.extend(_key(spec, path + (key,)))
    return problems


# the credit-tier grammar (extract/tiers.py): every field a list of phrases
TIER_KEYS = ("upper_before", "lower_before", "upper_after", "lower_after", "upper_inclusive_before", "upper_inclusive_after", "range_joiners", "range_openers", "range_and", "range_marks",
             "subjects", "copulas", "credit_words", "fee_words", "caps", "cap_columns", "negated_caps", "cap_negations", "per_unit", "breach", "target_breach", "full_credit",
             "time_shares", "time_shares_before",
             "target_ends", "day_credits_after", "day_credits_before", "day_credits_entitled", "day_credit_rates", "day_columns", "day_cells", "per_incident", "per_outage", "money_per_hour", "incident_units", "ladder_leads",
             "month_days_before", "month_days_after", "single_outages", "longer_than", "longer_after", "reaching", "counted",
             "month_totals", "raised_credits", "report_from_outage", "report_words", "report_lapses", "changes",
             "traffic_weights", "downtime_words", "outage_upper_in", "outage_upper_out", "outage_lower_in", "outage_lower_out",
             "outage_edge_in", "outage_edge_out", "month_fees", "fee_share_joins", "share_added", "year_levels", "month_levels", "days_added", "days_added_negations",
             "prorated_credits", "minute_rounding", "length_rounding",
             "hour_rounding", "outage_caps", "time_caps", "also_caps",
             "outage_cap_unit_fees", "year_periods", "term_periods", "year_fees", "year_fee_shares")

LANGUAGE = mapping({
    "language": one_of("zh", "en"),
    "negation": phrases(), "negation_after": phrases(), "negation_next": phrases(), "aside_openers": phrases(),
    # a cue after a phrase that opens an exception to it negates what follows, not the phrase ("may terminate
    # the Order but not this Agreement")
    "not_negations_after": phrases(),
    # a clause opening with one of these states something of its own: a negation in the clause
    # before does not run on into it ("不提供InfiniBand网络，采用RoCE")
    "affirmations": phrases(),
    # verbs a negation before them negates with their object after them kept ("不得与其他租户共用InfiniBand网络"),
    # and words after a negated phrase that make it what the refusal spares ("不得使用InfiniBand以外的网络")
    "object_kept": phrases(), "excepted_after": phrases(),
    # a comparison that alone before a figure makes its clause the predicate of a subject named in
    # an earlier clause ("集群月可用性，按自然月计算，不低于99.9%"); not "within" (a time of its own)
    "predicates": phrases(),
    "bounds": mapping({"at_least": phrases(), "at_most": phrases(), "below": phrases(), "approx": phrases(),
                           "usual": phrases(), "marks": phrases()}),
    # ... but for a credit per period of downtime other than an hour (``period_credits``: "for each 30 minutes"), patterns
    "tiers": mapping({**{k: phrases() for k in TIER_KEYS}, "period_credits": regexes()}),
    # words right before an amendment phrase that name an instrument still to be made, no amendment in force ("available
    # only by a separate change order", "may be modified only by a written amendment"): evidence.py
    "amendment_mentions": phrases(),
    "amendment": phrases(), "replacement": phrases(), "coordination": phrases(), "precedence": phrases(),
    # words that offer two values as alternatives ("InfiniBand或RoCE", "InfiniBand or RoCE"): readers/vocabulary.py
    "alternation": phrases(), "alternation_marks": list_of(_value(lambda v: isinstance(v, str) and v.strip() == v != "",
                                                                  "must be a mark of its own")),
    # words besides ``coordination`` that may stand before a firm limit opening a clause ("but in any event")
    "limit_joiners": phrases(),
    # words after a list of measures that pair each with the figure in its place in a list of figures after them
    # ("数据持久性和服务可用性分别为99.9999%和99.95%"): readers/numeric.py ``_respective``
    "respective": phrases(),
    # ... unless one of these words stands before the key's words in the last item: those words are then a measure of
    # every thing listed, each thing's figure in its place ("标准版和企业版的服务可用性分别为99.9%和99.95%": each plan's)
    "respective_heads": phrases(),
    # ... or these words after the key's words in the first item, the things listed after them, each thing's figure in
    # its place ("The availability of the Standard and Enterprise plans are 99.9% and 99.95%, respectively")
    "respective_of": phrases(),
    # ... and the verbs that end the last thing listed ("... and Enterprise plans are 99.9% and 99.95%")
    "respective_ends": phrases(),
    # ... the words before a thing's name that are no part of it ("the Standard and the Enterprise plans")
    "respective_articles": phrases(),
    # ... and the nouns closing the last thing that say what every thing listed is, a name in any case then ("the
    # standard and enterprise plans are 99.9% and 99.95%, respectively")
    "respective_kinds": phrases(),
    # words besides ``coordination`` that may stand between a figure with its scope and the same bound restated for
    # another scope ("in less than 4 hours on Superplan 2007, EG and MG; in less than 2 hours on the HG ranges"):
    # readers/numeric.py ``_restated_for_other_scope``
    "scope_joiners": phrases(),
    # words that end one value's part of a clause and open the next one's ("100 Gbps Ethernet for front-end traffic
    # and 400 Gb/s InfiniBand": the words before "and" are the Ethernet's); readers/vocabulary.py, readers/numeric.py
    "part_breaks": phrases(),
    # a value word named as what another is compared against or replaces is no value of the document's
    # ("冷板式液冷较传统风冷节能30%", "相比InfiniBand，RoCE成本更低"): ``before`` it, ending within a few characters
    # of it in its clause; ``around`` it, phrases with a gap it stands in ("与传统风冷相比", "较风冷节能"); ``after`` it,
    # beginning a few characters after it, with a value of the same key further on in the clause (the new one: "air
    # cooling is replaced by liquid cooling")
    "compared": mapping({"before": phrases(), "around": phrases(), "after": phrases(), "gap_stops": scalar()}),
    # longer words a vocabulary hit is no part of (元 in 统计单元); phrases in which a blocker blocks nothing,
    # or a negation cue negates nothing
    "compounds": phrases(), "not_blockers": phrases(), "not_negations": phrases(),
    # worked examples (examples.py): the cues that open one, the heading words of an example section
    # ... and the words that close a list of examples in a sentence (its clause ends the example)
    # ... and a cue that opens one only as the first word in brackets before a figure, unless the brackets
    # hold a word of a case ("（如4小时紧急响应）" against "（如30日内未付款）")
    # ... and advice or a survey of the market (a buyer's guide: "选择GPU云服务时，应关注…", "部分平台采用…"), read
    # as examples are: what a text advises or reports of others is no term of a contract (cues, heading words)
    "examples": mapping({"cues": phrases(), "frames": phrases(), "headings": phrases(), "ends": phrases(),
                         "resumed_by": phrases(), "bracket_cues": phrases(),
                         "bracket_blockers": phrases(), "advice": phrases(), "advice_headings": phrases(),
                         # longer words a cue is part of, where it opens nothing ("赔偿比例如下表" holds 例如)
                         "not_cues": phrases(),
                         # heading words that make a title only alone in brackets of their own ("【例1】"; layout.yaml
                         # ``bracketed_title_ordinals``), not inside a longer word ("GPU实例")
                         "bracketed_headings": phrases(),
                         # regexes of a cue that opens an example only before a named third party's case ("如京东云的
                         # 智能算力模块支持45天交付": 如 as "such as", not the 如 of a condition, "如乙方未能…")
                         "cases": regexes(),
                         # regexes of what after a bracket cue names a thing as a figure would ("（如英伟达H100）": a model)
                         "bracket_names": regexes(),
                         # the first header cell of a table that lists providers row by row: a survey of the market
                         "survey_columns": phrases(),
                         # regexes of a score a tender's rule awards a bidder's offer ("得5分"): its sentence states no term
                         "scores": regexes(),
                         # ... and regexes of a heading over a tender's scoring ("评分标准"): its section states no term
                         "score_headings": regexes(),
                         # ... and regexes matched from a table's header row that make it a tender's scoring table
                         "score_tables": regexes(),
                         # ... or a table with a column of points: regexes of its header cell, of each of its cells, and of
                         # what anywhere in the table makes it a contract's assessment of its service instead
                         "score_columns": regexes(),
                         "score_points": regexes(),
                         "score_assessments": regexes(),
                         # an article's announcement of itself in the document's opening ("以下是关键环境要求的系统化分析：",
                         # "本文将深入剖析…"): the whole text is one, no contract's terms
                         "openings": phrases(),
                         # ... and an explainer's title ending the document's opening line ("GPU加速型云计算服务解析"), and
                         # a news item's byline on a line of its own near its start ("证券时报网· 2025-11-24 22:43", regexes)
                         "explainer_titles": phrases(), "bylines": regexes(),
                         # ... and an explainer's headline alone on one of the document's first lines ("Why AI Is Forcing
                         # Data Centers to Rethink Cooling from the Ground Up", regexes matched against the whole line)
                         "headlines": regexes(),
                         # ... and a glossary's or an encyclopedia's entry: regexes matched at the document's start, its
                         # ``title`` group the word the entry defines ("Colocation" over "Colocation (colo) is a data
                         # centre service model where ...")
                         "entries": regexes(),
                         # ... and a news item's lead, counted only where it opens its sentence, a date's digits and 年
                         # before it at most ("6月25日,北京移动…建成并投运…"; not "鉴于：2023年6月25日,乙方…建成…", a recital)
                         "leads": phrases(),
                         # ... the dates it opens on ("月…日,", "月…日上午,"): each date then, in its sentence, each lead
                         "lead_dates": phrases(),
                         # ... regexes of what a date puts before the lead in its sentence ("2024年6" of "2024年6月25日,")
                         "lead_prefixes": regexes(),
                         # ... and a lead on a relative day, counted only with nothing before it in its sentence ("日前,",
                         # "不久前,": a date's digits before it make a deadline's "5日前," of it)
                         "opening_leads": phrases(),
                         # ... regexes of what may stand before such a lead in its sentence (spaces, a byline's line)
                         "opening_lead_prefixes": regexes(),
                         # ... unless, after it, the text names itself by a contract's own words ("本协议", "本服务等级协议"):
                         # a vendor's page prefacing its agreement ("本文介绍GPU云服务器的服务等级协议"), whose terms still read
                         "own_names": phrases(),
                         # ... nor is an opening that introduces the page's own rules, each of ``introductions`` then, in
                         # its sentence, one of ``own_rules`` ("本文为您介绍…的计费规则"), unless that sentence names
                         # others' (``third_parties``: "主流平台的计费规则", an article comparing vendors)
                         "introductions": phrases(),
                         "own_rules": phrases(),
                         "third_parties": phrases(),
                         # the cues among ``cues`` that set up a case the rest of their paragraph works through ("To
                         # illustrate, suppose ..." over "If availability is 99.0% ..."): opening their sentence, they
                         # cover the paragraph
                         "scenarios": phrases()}),
    # definitions (definitions.py): regexes with a ``term`` group, and the words that begin a list of parts
    # ... and ``titles``: a numbered clause's title and colon, whose text is the clause's own
    # statement as well as what its title word means ("1.5 隔离：甲方资源部署于独立VPC内")
    "definitions": mapping({"patterns": regexes(), "titles": regexes(), "asides": regexes(), "joins": regexes(),
                             "parts": phrases()}),
    # best-effort wording: a commitment key (evidence.yaml) after it is no commitment
    "hedges": phrases(),
    # ... but not one inside a longer phrase of these ("This SLI's objective is 99.9%": the indicator's, no company's aim)
    "not_hedges": phrases(),
    # ... but not a later figure of the same key in its sentence under one of these words (its firm limit)
    "hedge_limits": phrases(),
    # ... nor a clause that opens with a subject of its own, after an earlier clause's hedge
    "hedge_subjects": phrases(),
    # ... and the words of a later sentence pointing back to a figure, after its hedge
    "hedge_back_references": phrases(),
    # a figure for an initial stretch of the term only, named where its sentence or paragraph opens
    "initial_periods": phrases(),
    # a figure offered for a configuration or an option the customer may buy, named in its sentence ("100% of the time
    # with purchase of an A/B configuration"): one offering of several, which the contract buys its words do not say
    "option_terms": phrases(),
    # ... or offered one figure a row in a table whose rows are plans or tiers, named by the header over its first
    # column ("| Tier | ... | First-response (P1) |" over "| Standard | ... | 4 hours |", "| Enterprise | ... | 15 minutes |")
    "option_columns": phrases(),
    # ... or in a table of a price list's size bands a row, named over the band's column ("| GPUs | Price |" over "| 1-8 |
    # $2.49 |" and "| 65+ | $1.90 |"; evidence.yaml ``option_band_cells``)
    "option_band_columns": phrases(),
    # ... or one figure a region, on a line a region's name opens, beside a line another region's name opens
    # ("- Europe: 4 hours for server replacement." over "- US: 6 hours ...")
    "region_labels": phrases(),
    # ... or one figure a lot or order of a purchase, on a line or a part of one (after a semicolon) that the lot's word
    # and its number open ("包1：H800 32卡；包2：A800 64卡", "订单一：…" over "订单二：…"), beside another lot's
    "lot_labels": regexes(),
    # ... and the marks after which such a label opens the next item of the same line (";", ","): "包1：H800 32卡，包2：A800
    # 64卡" is two lots as "包1：…；包2：…" is
    "item_separators": phrases(),
    # ... or a figure's condition in brackets right after it, then a mark before the next figure of its kind with a
    # condition of its own ("更换时间：2小时（备件在本地）/24小时（备件需调拨）"): regexes matched right after a figure,
    # its group ``condition`` the condition, the mark after it its group ``mark``; readers/numeric.py ``conditioned``
    "figure_conditions": regexes(),
    # ... or the condition written as the whole part of a sentence before each figure ("备件在本地时2小时，备件需调拨时24小时"):
    # regexes the part (from the mark before it) matches in full, its group ``condition`` the condition
    "conditions_before": regexes(),
    # ... and words that end that stretch before a figure of its sentence ("thereafter")
    "later_periods": phrases(),
    # ... and the start of the term that may stand before the initial period where its sentence opens
    # ("合同生效后首月内": the first month of the contract; not "故障发生后首月内")
    "term_starts": phrases(),
    # which party provides the service: sentences that say the letters the usual way round, or reversed
    "parties": mapping({"usual": phrases(), "reversed": phrases(), "letters": phrases()}),
    # adverbs that may stand inside a verb phrase ("Customer is then entitled to"): "{adverbs}" in a phrase is each
    # of them (extract.data.with_lists)
    "adverbs": phrases(),
    "keys": Node(_keys),
}, required=("language", "keys"))


# ------------------------------------------------------------------------------ numbers.yaml

NUMBERS = mapping({
    "cn_digits": dict_of(number()), "cn_small_units": dict_of(number()), "cn_big_units": dict_of(number()),
    "cn_point": phrases(), "cn_fraction_prefixes": dict_of(number()), "cn_fraction_marker": text(),
    "en_fractions": dict_of(number()), "en_half_not_after": phrases(),
    "en_numbers": dict_of(number()), "en_tens": dict_of(number()), "en_hundred": phrases(), "en_thousand": phrases(),
    # English words inside a numeral or fraction: "one hundred and twenty", "a quarter", "half of"
    "en_and": phrases(), "en_article": phrases(), "en_half": phrases(), "en_half_before": phrases(),
    "en_point": phrases(), "en_ordinal_suffixes": phrases(),
    "en_ordinal_day_counts": phrases(), "unit_label_leads": phrases(),
    # a label naming what the bare figure beside it counts ("Number of GPUs"): kind → unit → labels
    "count_labels": dict_of(dict_of(phrases()), keys=one_of(*KINDS[1:])),
    "multipliers": dict_of(number()), "money_multipliers": dict_of(number()),
    "standalone": list_of(mapping({"form": text(), "kind": one_of(*KINDS[1:]), "value": number()},
                                  required=("form", "kind", "value"))),
    "restatement_fillers": phrases(), "unit_fillers": phrases(),
    # unit forms that are no unit where a digit follows them (the A of "8 A100 GPUs")
    "model_letters": phrases(),
    # words of a priority or severity a duration may be glued to, as a web page's table loses the gap between
    # its cells ("Critical1 hour", "P12 hours": P1, 2 hours)
    "glued_duration_after": phrases(),
    "halves": mapping({"kinds": list_of(one_of(*KINDS[1:])), "between": phrases(), "lead": phrases(),
                       "not_after": phrases(), "after_unit": phrases(), "after_unit_before": phrases(),
                       "one": mapping({"lead": phrases(), "units": phrases(), "not_after": phrases()},
                                      required=("lead", "units"))},
                      required=("kinds", "between", "lead")),
    "kind_fillers": mapping({k: phrases() for k in KINDS[1:]}),
    "card_words_between": regexes(), "card_count_marks": phrases(),
    "not_cards": mapping({"words": phrases(), "stops": phrases(), "reach": integer(1), "units_after": phrases(),
                          "words_after": phrases()},
                         required=("words",)),
    "units": mapping({k: dict_of(number()) for k in KINDS[1:]}),
    # a unit read only where one of ``before`` follows it (a bare "W" with the rack after it: "1500W per rack")
    # (... and not where one of ``not_before`` does: "500W per rack unit")
    "units_before": list_of(mapping({"form": text(), "kind": one_of(*KINDS[1:]), "factor": number(), "before": phrases(),
                                     "not_before": phrases()}, required=("form", "kind", "factor", "before"))),
    "currencies": mapping({"before": dict_of(text()), "after": dict_of(text())}, required=("before", "after")),
    # currencies after an amount whose dots group thousands ("3.000 €")
    "dot_thousands_currencies": phrases(),
    # a kind written before a bare number ("故障时间*100")
    "unit_prefixes": mapping({k: phrases() for k in KINDS[1:]}),
    "range_joiners": phrases(),
    "written_ranges": mapping({"kinds": list_of(one_of(*KINDS[1:])), "suffix_reach": integer(1), "pairs": dict_of(phrases()),
                               "not_after": phrases()}, required=("kinds",)),
    "compounds": mapping({"kinds": list_of(one_of(*KINDS[1:])), "joiners": phrases()}, required=("kinds",)),
    "masks": regexes(),
    # a term written as its first and last day (groups y1|ry1 m1|mon1 d1 y2|ry2 m2|mon2 d2): whole months;
    # an ry year is in the Taiwan (ROC) calendar, roc_year_offset years after 1 AD's count
    "date_ranges": regexes(), "month_names": phrases(), "roc_year_offset": integer(1),
    "key_units": dict_of(text()),
    # a whole-number key's rounding when the text gave a part (36 hours as days): down, up or nearest
    "integer_rounding": dict_of(one_of("down", "up", "nearest"), keys=Node(_integer_key)),
}, required=("cn_digits", "cn_small_units", "cn_big_units", "cn_point", "cn_fraction_prefixes", "en_numbers",
             "en_tens", "multipliers", "standalone", "restatement_fillers", "unit_fillers", "units", "currencies",
             "range_joiners", "masks"))


# ------------------------------------------------------------------------------ layout.yaml

LAYOUT = mapping({
    "line_starts": regexes(), "line_ends": regex(), "sentence_ends": regex(), "period_followers": regex(),
    "abbreviations": phrases(), "clause_separators": regex(), "headings": regexes(), "part_headings": regexes(),
    "label_lines": regexes(), "lead_in_ends": regex(), "question_ends": regex(), "answer_starts": regex(), "pointer_lines": regex(), "whether_words": regex(), "whether_answers": regex(), "unticked_boxes": regex(), "inline_lead_ins": regex(), "inline_items": regex(),
    "item_lines": regex(), "name_glosses": regex(), "title_lines": regex(), "value_lines": regex(), "row_names": regex(),
    "section_marks": regex(), "bare_titles": regex(), "bracketed_titles": regex(),
    "bracketed_title_leads": regex(), "bracketed_title_ordinals": regex(), "announcing_ends": regex(), "cell_runs": regex(),
    "footnote_lines": regex(), "cell_ends": regex(), "code_blocks": regex(),
    "chapter_marks": regex(),
    "reading_glosses": regex(),
    "running_heads": regex(),
    "opening_titles": regex(),
    "feature_items": regex(),
    "numbered_rows": regex(),
    "numbered_row_leads": regex(),
    "labelled_items": regex(),
    "labelled_item_ends": regex(),
    "labelled_item_leads": regex(),
    "prose_stops": regex(),
    "prose_links": regex(),
    "contents_leaders": regex(), "contents_titles": regex(), "contents_entries": regex(),
}, required=("line_starts", "line_ends", "sentence_ends", "period_followers", "abbreviations", "clause_separators",
             "headings"))


# ------------------------------------------------------------------------------ evidence.yaml


def _fraction() -> Node:
    return _value(lambda v: _plain_number(v) and 0 <= v <= 1, "must be a number from 0 to 1")


def _evidence(value: Any, path: Path) -> list:
    from slacheck.models import EVIDENCE_KINDS, TERM_KEYS

    return mapping({
        # one confidence per evidence kind (models.EvidenceKind), every kind named
        "confidence": mapping({k: _fraction() for k in EVIDENCE_KINDS}, required=EVIDENCE_KINDS),
        "differing": _fraction(), "conflict": _fraction(), "assumed": _fraction(),
        "commitments": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")),
        "plan_levels": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")),
        "scoped_ladders": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")),
        # the credits a month's downtime counts toward (pipeline._rung_finder: a credit per incident beside one)
        "downtime_credits": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")),
        # a kind of quantity whose range, priced right after it (the kinds listed), makes its sentence's figures a band's
        # offering (Evidence.optioned)
        "option_bands": mapping({k: list_of(one_of(*[k for k in KINDS if k], what="quantity kind")) for k in KINDS if k}),
        # ... and a table cell holding nothing but a band of sizes ("1-8", "65+"), under a header naming what is counted
        # (a language's ``option_band_columns``): its row is that band's offering (Evidence.band_row)
        "option_band_cells": regexes(),
        # a key and the key whose chosen level its value must be of (pipeline._other_level)
        "paired": mapping({k: one_of(*TERM_KEYS, what="SPEC §1 key") for k in TERM_KEYS}),
        # a key and the key whose ``levels`` name the scope each of its disagreeing figures is offered for
        # (pipeline._scoped)
        "scope_levels": mapping({k: one_of(*TERM_KEYS, what="SPEC §1 key") for k in TERM_KEYS}),
        # the column headers whose first cells, and the words that, name the scope a figure is stated for
        # (pipeline._by_scope), and the keys whose scope word its figure's sentence may name anywhere
        "scopes": mapping({"headings": phrases(), "words": phrases(), "named": regexes(),
                           "in_sentence": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")), "places": regexes(),
                           "conditions": mapping({"keys": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")),
                                                  "named": regexes(), "lesser": phrases()},
                                                 required=("keys", "named", "lesser"))},
                          required=("headings", "words")),
        # a line that is a heading (pipeline._weigh_headings), and the keys a heading alone may state
        "heading_lines": regex(),
        "titles_state": list_of(one_of(*TERM_KEYS, what="SPEC §1 key")),
    }, required=("confidence", "differing", "conflict", "assumed", "commitments", "plan_levels"))(value, path)


# ------------------------------------------------------------------------------ bundle.yaml

BUNDLE_ROLES = ("amendment", "order", "sla", "framework")
_BUNDLE_LANGUAGE = mapping({
    "roles": mapping({role: phrases() for role in BUNDLE_ROLES}, required=BUNDLE_ROLES),
    "title_head": one_of("first", "last", what="title head"),
    "self": phrases(), "conflict": phrases(), "prevails": phrases(), "ranking": phrases(), "yields": phrases(),
    "yield_gap": phrases(), "template": phrases(), "defers": phrases(),
}, required=("roles", "title_head", "self", "conflict", "prevails", "ranking"))
BUNDLE = mapping({
    "default_order": list_of(one_of(*BUNDLE_ROLES, what="role")),
    "number_order": list_of(one_of(*BUNDLE_ROLES, what="role")),
    "title_lines": integer(1),
    "file_names": mapping({role: phrases() for role in BUNDLE_ROLES}),
    "languages": mapping({"zh": _BUNDLE_LANGUAGE, "en": _BUNDLE_LANGUAGE}, required=("zh", "en")),
}, required=("default_order", "number_order", "title_lines", "languages"))


SCHEMAS: dict[str, Node] = {"numbers.yaml": NUMBERS, "layout.yaml": LAYOUT, "evidence.yaml": Node(_evidence),
                            "bundle.yaml": BUNDLE}


def schema_for(name: str) -> Node:
    """The schema of a data file by its name (any other name is a language file)."""
    return SCHEMAS.get(name, LANGUAGE)


def problems_in(data: Any, name: str) -> list:
    """Every problem in one data file, as (path, message)."""
    return schema_for(name)(data, ())


def validate_language(data: Any, name: str) -> None:
    """Raise SlacheckError listing every problem in a data file (no line numbers: the data
    is already loaded; ``slacheck.extract.data`` reports them with lines)."""
    from slacheck.errors import SlacheckError

    problems = [message for _, message in problems_in(data, name)]
    if problems:
        raise SlacheckError(name, problems[0], problems=problems[1:])
