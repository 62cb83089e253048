"""The location reader: the contracted site, from an address or a place name (SPEC §1).

An administrative address after a site trigger (机房位于…, places.py), a capitalised place
name after "located in", "Site:" ..., or a place named before a site word after a
possessive ("its Kajaani campus").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...lazy import LazyPattern
from ..evidence import Evidence
from ..fold import alternation
from ..literals import caseless_starts
from ..matchers import KeyRule, Phrases
from ..places import AddressReader, short_latin_place
from ..select import Candidate

REGION_REACH = 120  # longest region's wording read after a trigger ("the us-east-1 (N. Virginia) Region")
NAMED_SITE_STRENGTH = 0.9  # "its Kajaani campus": a place before a site word
_ROMAN = re.compile(r"[IVX]+")  # a tier's or a phase's number ("Tier III")
_ADDRESS_PARTS = re.compile(r"[^,;\n()|]+")  # "HK3, 9 Kwai Hei Street, Kwai Chung": a part between commas


def read(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """The site: an administrative address after a site trigger (``address``, places.py),
    and a capitalised place name after "located in", "Site:" ... (``after``)."""
    site = SiteWords.of(rule)
    place, after = site.place, site.after
    out = _addresses(ev, rule) + _named_sites(ev, rule, site)
    triggers = rule.phrases("after", "triggers")
    drop, included = rule.phrases("after", "drop_words"), rule.phrases("after", "included")
    conditions, backup = rule.phrases("after", "conditions"), site.backup
    zone_words, descriptors = after.get("zone_words", []), after.get("descriptors", [])
    inner, redacted, not_names = site.inner, site.redacted, site.not_names
    openers, joined, listed = site.openers, site.joined, site.listed
    for m in triggers.find(ev.hits):
        sent = ev.view.sentence_at(m.start())
        start, end = _statement(ev, sent, m.start(), openers, place.not_followed_by)
        start, end = _own_statement(ev.text, start, end, m.start(), joined)
        if rule.sentence_blockers and rule.sentence_blockers.search(ev.hits, start, end):
            continue  # "the courts located in New York County": a forum, not the site
        if backup is not None and backup.search(ev.text, _part_start(ev.text, start, m.start()), m.end()):
            continue  # "the Provider's secondary data centre in Berlin": a backup site, not the location
        pos = m.end()
        region = site.region.match(ev.text, pos, min(len(ev.text), pos + REGION_REACH)) if site.region is not None \
            else None
        if region is not None:
            out.extend(_region_site(ev, rule, region))
            continue  # the region's place or none: never its code or the cloud's name ("Azure region West Europe")
        parts = []
        # "Site: HK3, 9 Kwai Hei Street, Kwai Chung, Hong Kong", "Region: US-EAST-2 (Secaucus, New Jersey)"
        for part in _ADDRESS_PARTS.finditer(ev.text[pos:end]):
            words = part.group().strip().rstrip(".")
            if not words:
                continue
            offset = part.group().find(words)
            # a place, a site joiner, then more: "Frankfurt and Amsterdam" names two sites, each read (which one holds
            # the equipment is for review); "Frankfurt and the backup servers in Amsterdam" a site, then another
            # statement whose place is not the site's
            # (not a zone's name, whose descriptors a joiner may link: "Wuhu Economic and Technological Development Zone")
            split = _joined_place(words, site, place) if short_latin_place(words, zone_words, descriptors) == words \
                else None
            others, one_of = [], False
            if split is not None:
                at = pos + part.start() + offset
                words, others = split[0], [(at + i, name) for i, name in split[2]]
                # ... offered as a choice when the joiner is one of ``alternation`` ("Frankfurt or Amsterdam")
                one_of = bool(others) and ev.rules.alternation.search(ev.hits, at + split[1][0], at + split[1][1]) is not None
            if parts and _opens_with(ev, conditions, words):
                break  # "located in Amsterdam, subject to the terms of this Agreement": Amsterdam, and its terms
            if redacted is not None and redacted.search(words):
                continue  # "Facility [ ], Vernon, California": a name blanked out, the place beside it
            # a part ending in a place after "near"/"in": the words before it name a building,
            # a park or a code ("the RNO-2 data center at the Tahoe-Reno Industrial Center near Reno")
            tail = _inner_place(words, inner, place)
            # "hosted in Frankfurt with a backup data centre in Berlin": the place after the backup's role is the
            # backup, the one before it the site
            backup_at = backup.search(words) if backup is not None else None
            primary = tail is not None and backup_at is not None and backup_at.start() < tail
            if tail is not None and not primary and not any(ch.isdigit() for ch in words[tail:]) \
                    and not drop.search(ev.hits_of(words[tail:])):
                words, offset = words[tail:], offset + tail
            elif any(ch.isdigit() for ch in words) or drop.search(ev.hits_of(words)):
                continue  # a building code or street address before the place name
            words = short_latin_place(words, zone_words, descriptors)
            name = _place_name(words, place)
            if site.site_word is not None:
                # "hosted in the Ashburn Data Center": the place before the site word ("Ashburn"), as ``before`` reads it
                name = site.site_word.sub("", name) or name
            if name and all(w.lower() in not_names or _ROMAN.fullmatch(w) for w in name.split()):
                break  # a description of the site ("Tier III", "Customer"), not its place ("New Jersey" is one)
            if backup_at is not None and not backup_at.start() and backup_at.group("link") and parts and not name:
                parts = []
                break  # "in Berlin, being the backup,": the place before is the backup
            if backup_at is not None and not (primary and name and not _possessed(name, place)):
                break  # "hosted in Frankfurt, the Provider's data centre in Berlin being the backup": a backup site's
                # part, the place before it stands
            if not name and parts and _opens_with(ev, included, words):
                break  # "at location BIT-1 in Ede, including electricity and cooling facilities": Ede, and what is included
            if parts and site.primary is not None and site.primary.match(words):
                break  # "hosted in Frankfurt, being the primary site": Frankfurt, named the primary
            if not name or _possessed(name, place):
                parts = []
                break  # "hosted in Provider's data centre in ...": a later trigger names the place; "hosted in the
                # Provider's Kajaani data center": the place after the party's possessive, read before the site word
            if _acts(ev.text, name, site, ev.view.lowered):
                continue  # "colocated at UKCloud", "location: EIT, P° de la Castellana, ...": the party, the place beside it
            parts.append((pos + part.start() + offset + words.find(name), name))
            if split is not None and len(parts) == 2 and len(others) == 1:
                # "Dallas, Texas and Ashburn, Virginia": a city and its state, joined to another city, whose state
                # follows it after a comma as the first one's did: the second site is that city with its state
                others = [_with_its_state(ev.text, others[0], pos + part.end(), end, place)]
            if len(parts) == 2 or name != words or split is not None:
                break
        if parts and listed is not None and listed.match(ev.text, pos, end):
            continue  # "DCs located in Australia, Malaysia, Thailand, Vietnam and Hong Kong only": a list of places, no site
        if parts:
            start = parts[0][0]
            end = parts[-1][0] + len(parts[-1][1])
            out.append(Candidate(rule.key, ", ".join(p for _, p in parts), start, end, 1.0, ev.amended(start),
                                 kind="operative", offered=one_of))
            out.extend(Candidate(rule.key, name, at, at + len(name), 1.0, ev.amended(at), kind="operative",
                                 offered=one_of) for at, name in others)
    return out


def _region_site(ev: Evidence, rule: KeyRule, region: re.Match) -> list[Candidate]:
    """The place a cloud region's code or name brackets (``region_names``: "the eu-central-1 (Frankfurt) region"), each
    of its parts a place name ("Secaucus, New Jersey"); none when another region follows in the sentence ("...
    (Frankfurt) and eu-west-1 (Ireland) regions": several, no one site). The match may run past a sentence's end a
    full stop in the place makes ("(N. Virginia)")."""
    rest = ev.view.sentence_at(min(region.end(), len(ev.text) - 1)).end
    if SiteWords.of(rule).region.search(ev.text, region.end(), max(rest, region.end())) is not None:
        return []
    place = PlaceWords.of(rule)
    inside = region.group("place")
    names = [part.strip() for part in inside.split(",")]
    if not all(names) or any(_place_name(n, place) != n or any(ch.isdigit() for ch in n) for n in names):
        return []
    start = region.start("place") + inside.find(names[0])
    end = region.start("place") + inside.rfind(names[-1]) + len(names[-1])
    return [Candidate(rule.key, ", ".join(names), start, end, 1.0, ev.amended(start), kind="operative")]


def _joined_place(words: str, site: "SiteWords", place: "PlaceWords") \
        -> tuple[str, tuple[int, int], list[tuple[int, str]]] | None:
    """When ``words`` open with one place and a site joiner (``before.site_joiners``: "Frankfurt am Main and ..."),
    the words of that place, the joiner's span in ``words``, and the place after the joiner with its offset in
    ``words`` when the rest is one place ("... and Amsterdam": another site), else none (the rest is another statement:
    "... and the backup servers in Amsterdam"); None when they do not."""
    joint = site.site_joiners.search(words) if site.site_joiners is not None else None
    if joint is None:
        return None
    head = words[:joint.start()].strip()
    if not head or _place_name(head, place) != head:
        return None
    rest = words[joint.end():]
    name = _place_name(rest, place)
    if name and name == rest.strip():
        return head, joint.span(), [(joint.end() + rest.find(name), name)]
    return head, joint.span(), []


def _with_its_state(text: str, other: tuple[int, str], at: int, end: int, place: "PlaceWords") -> tuple[int, str]:
    """A site after a joiner (``other``: its offset and name) with the part after the comma at ``at`` when that part
    is a place name and nothing else ("..., Virginia." of "Ashburn, Virginia"), else ``other`` as it is."""
    if not text.startswith(",", at):
        return other
    part = _ADDRESS_PARTS.match(text, at + 1, end)
    words = part.group().strip().rstrip(".") if part else ""
    if not words or _place_name(words, place) != words or any(ch.isdigit() for ch in words):
        return other
    return other[0], f"{other[1]}, {words}"


def _possessed(name: str, place: "PlaceWords") -> bool:
    """Does ``name`` end in or hold a possessive ("Provider's", "the Provider's Kajaani")?"""
    return name.endswith(place.possessives) or any(p + " " in name for p in place.possessives)


def _part_start(text: str, start: int, at: int) -> int:
    """Where the part of [start, at) between commas, semicolons or brackets that ends at ``at`` starts."""
    return max(start, *(text.rfind(ch, start, at) + 1 for ch in ",;()"))


def _backup_site(after: dict) -> LazyPattern | None:
    """A site named as the backup (``backup_roles``): a role before a site word (``backup_sites``: "secondary data
    centre") or after a link (``backup_links``: "being the backup"; its group ``link``)."""
    roles = after.get("backup_roles", [])
    if not roles:
        return None
    role = alternation(roles)
    ways = [rf"(?:{role})\s+(?:{alternation(sites)})" for sites in [after.get("backup_sites", [])] if sites]
    ways += [rf"(?P<link>{alternation(links)})\s+(?:{role})" for links in [after.get("backup_links", [])] if links]
    return LazyPattern(rf"(?<![\w'’])(?i:{'|'.join(ways)})(?![\w'’])") if ways else None


def _primary_site(after: dict) -> LazyPattern | None:
    """A part that opens by naming the place before it the primary site, by apposition (``primary_roles`` between a
    backup's link and site word: "hosted in Frankfurt, being the primary site"): the place before it stands."""
    roles, links, sites = (after.get(k, []) for k in ("primary_roles", "backup_links", "backup_sites"))
    if not (roles and links and sites):
        return None
    return LazyPattern(rf"(?i:(?:{alternation(links)})\s+(?:{alternation(roles)})\s+(?:{alternation(sites)}))(?![\w'’])")


def _opens_with(ev: Evidence, words: Phrases, text: str) -> bool:
    """Does one of ``words`` open ``text``?"""
    hit = words.search(ev.hits_of(text)) if words else None
    return hit is not None and hit.start() == 0


def _place_list(joiners: list[str]) -> LazyPattern | None:
    """Four or more capitalised names in a series whose last two a site joiner links ("Australia, Malaysia,
    Thailand, Vietnam and Hong Kong"): the places a term covers, none of them the site. An address has one
    place in each part and no joiner ("9 Kwai Hei Street, Kwai Chung, Hong Kong")."""
    if not joiners:
        return None
    name = r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,3}"
    return LazyPattern(rf"\s*{name}(?:,\s*{name}){{2,}},?\s+(?:{alternation(joiners)})\s+{name}\b")


def _statement(ev: Evidence, sent, at: int, openers: set[str], verbs: frozenset) -> tuple[int, int]:
    """The part of ``sent`` that holds ``at`` when clauses opening with a joiner of sentences
    (``statement_openers``) and holding a verb of their own (the place's ``not_followed_by``)
    cut it into statements ("..., and the Services are hosted in Amsterdam"): a party's address
    in one is no blocker of the site in the other. A list's last item is no statement ("...,
    and The Deerskin Companies, Inc., a Delaware corporation")."""
    start, end = sent.start, sent.end
    for c in sent.clauses[1:]:
        words = ev.text[c.start:c.end].lower().split()
        if not words or words[0] not in openers or not verbs.intersection(w.strip(".;:") for w in words[1:]):
            continue
        if c.start <= at:
            start = c.start
        else:
            end = c.start
            break
    return start, end


def _joined_statement(openers: frozenset[str], verbs: list[str], articles: list[str]) -> LazyPattern | None:
    """A joiner of statements before a verb of its own, no comma, right after it or after an article and one
    word ("... in Dublin and hosts the Services", "... in Dublin and the Services are hosted in Amsterdam"; not
    "the Administrative Services and Teaming Agreement are")."""
    if not openers or not verbs:
        return None
    joiner = "|".join(map(re.escape, sorted(openers)))
    subject = "|".join(map(re.escape, articles))
    verb = "|".join(map(re.escape, sorted(set(verbs))))
    return LazyPattern(rf"\s(?:{joiner})\s+(?:(?:{subject})\s+[\w'’-]+\s+)?(?:{verb})\b", re.IGNORECASE)


def _own_statement(text: str, start: int, end: int, at: int, joined: re.Pattern | None) -> tuple[int, int]:
    """The part of [start, end) holding ``at`` that ``joined`` statements cut it into."""
    if joined is None:
        return start, end
    for m in joined.finditer(text, start, end):
        if m.start() < at:
            start = m.start()
        else:
            return start, m.start()
    return start, end


def _named_sites(ev: Evidence, rule: KeyRule, site: "SiteWords") -> list[Candidate]:
    """A place named before a site word after a possessive ("hosted in its Kajaani campus",
    "Provider's Reno data center"): weaker than a place written after a site trigger."""
    leads = site.leads
    if not rule.extra.get("before") or leads is None:
        return []
    not_names, joiners = site.not_names, site.site_joiners
    out = []
    for m in rule.phrases("before", "triggers").find(ev.hits):
        sent = ev.view.sentence_at(m.start())
        if rule.sentence_blockers and rule.sentence_blockers.search(ev.hits, sent.start, sent.end):
            continue
        head = ev.text[sent.start:m.start()]
        lead = None
        for lead in leads.finditer(head):
            pass
        if lead is None:
            continue
        base = sent.start + lead.end()
        named = head[lead.end():]
        # one site, or several joined ("our Dallas, Texas and Ashburn, Virginia data centers"): each is a place,
        # a city with its state or country after one comma
        pieces = joiners.split(named) if joiners is not None else [named]
        if len(pieces) > 1 and not all(p.strip(" ,") for p in pieces):
            continue
        pos = 0
        for piece in pieces:
            pos = named.find(piece, pos)
            words = piece.strip().strip(",").strip()
            parts = words.replace(",", " ").split()
            if words.count(",") > 1 or words.endswith(",") or not parts or len(parts) > 3 \
                    or not all(w[0].isupper() and w.isalpha() for w in parts) \
                    or any(w.lower() in not_names for w in parts) or any(w.isupper() and len(w) > 1 for w in parts):
                break
            if _acts(ev.text, words, site, ev.view.lowered):
                break
            start = base + pos + piece.find(words)
            out.append(Candidate(rule.key, words, start, start + len(words), NAMED_SITE_STRENGTH, ev.amended(start),
                                 kind="operative"))
            pos += len(piece)
    return out


def _party_verbs(rule: KeyRule) -> tuple[list[str], list[str], list[str]]:
    """The verbs after which a name acts as a party (``party_verbs``), those that, after one of
    them, make it a place that holds the equipment (``place_verbs``), and the openings of a
    defined term a party is named by (``party_definitions``)."""
    data = rule.extra.get("before", {})
    return data.get("party_verbs", []), data.get("place_verbs", []), data.get("party_definitions", [])


def _party_act(verbs: tuple[list[str], list[str], list[str]]) -> LazyPattern | None:
    """What follows a name that acts as a party: one of its verbs (``party_verbs``), not before a
    verb of holding the equipment (``place_verbs``)."""
    party, place, _ = verbs
    if not party:
        return None
    holds = rf"(?!\s+(?i:{alternation(place)})\b)" if place else ""
    return LazyPattern(rf"\s+(?i:{alternation(party)})\b{holds}")


def _acts(text: str, name: str, site: "SiteWords", lowered: str | None = None) -> bool:
    """Does ``name`` act somewhere in the text ("Ionstream will credit your account"), or is a party
    defined as it ("Corserva, Inc. (\"Corserva\", \"we\" or \"us\")", ``party_definitions``)? Then
    "the Ionstream data center" is the party's site, and the name no place. A name that only
    will hold the equipment ("Frankfurt will host the servers", ``place_verbs``) does not act.
    The name is found as written, its verb after it by the one pattern of the rule's (``act``); ``lowered``:
    ``text.lower()``, when the caller has it."""
    if site.defined is not None and _defined_as(text, name, site.defined, max(map(len, site.party_verbs[2])), lowered):
        return True
    act = site.act
    if act is None:
        return False
    at = text.find(name)
    while at >= 0:
        # the name as a whole word: no word character, "'" or "’" right before it
        if (at == 0 or not _word_character(text[at - 1])) and act.match(text, at + len(name)):
            return True
        at = text.find(name, at + 1)
    return False


def _defined_as(text: str, name: str, opener: LazyPattern, longest: int, lowered: str | None = None) -> bool:
    """Is ``name`` (in any case) written with a closing quote right after the opening of a party's defined term
    (``party_definitions``: "(the \"", whitespace between allowed)? Each place the name is quoted is looked
    behind for an opening ending there (``opener``, the rule's one pattern ending at the end of what it is given;
    ``longest``: the longest opening): the same answer as one pattern of openings, name and quote, without
    compiling that for every name a text has (~0.2 ms each: the quotes' class over the whole of Unicode)."""
    for at in caseless_starts(text, name, lowered):
        end, after = at, at + len(name)
        while text[after:after + 1] in CLOSING_QUOTES:
            # the opening ends where the whitespace before the name starts, or inside it
            if opener.search(text, max(0, end - longest), end):
                return True
            if not end or not text[end - 1].isspace():
                break
            end -= 1
    return False


CLOSING_QUOTES = ("\"", "”", "'", "’")  # what closes a party's defined term after its name (``_defined_as``)


def _word_character(ch: str) -> bool:
    """``ch`` in ``[\\w'’]``, as ``re`` reads ``\\w`` in a text pattern."""
    return ch.isalnum() or ch in "_'’"


def _addresses(ev: Evidence, rule: KeyRule) -> list[Candidate]:
    """Administrative addresses written after a site trigger ("机房位于…省…市…区"): the
    site is their most specific named unit (places.py). An address is stronger evidence
    than a capitalised phrase after "located in", so a bilingual clause reads as Chinese."""
    data = rule.extra.get("address", {})
    if not data:
        return []
    reader = SiteWords.of(rule).address
    registered = tuple(str(w) for w in data.get("not_after", []) or [])
    parties = rule.phrases("address", "clause_blockers")
    out = []
    for m in rule.phrases("address", "triggers").find(ev.hits):
        if not ev.sentence_ok(rule, m.start()):
            continue
        clause = ev.view.clause_at(m.start())
        if parties and parties.search(ev.hits, clause.start, clause.end):
            continue  # "甲方注册地址位于北京市海淀区": a party's address, no site (the site may have a clause of its own)
        if registered and ev.text.endswith(registered, 0, m.start()):
            continue  # "甲方注册于上海临港": where a party is registered, not the site
        sent = ev.view.sentence_at(m.start())
        pos = m.end()
        while pos < sent.end and (ev.text[pos].isspace() or ev.text[pos] in ":|"):
            pos += 1
        site = reader.site(ev.text, pos, sent.end) or reader.bracketed_site(ev.text, pos, sent.end) \
            or reader.region_site(ev.text, pos, sent.end)
        if site is not None:
            name = ev.view.written[site.start:site.end]  # as written, not folded
            out.append(Candidate(rule.key, name, site.start, site.end, 1.1, ev.amended(site.start), kind="operative"))
    return out


@dataclass(frozen=True)
class SiteWords:
    """What the reader reads with, made once from a rule's data (``of``): its word sets and its
    regular expressions. Made by the extractor's build (``prepare``), so each pattern compiles,
    when a text first needs it, from the code the build keeps (regexcode.py), not afresh in
    every process's first text."""

    after: dict
    place: "PlaceWords"
    not_names: frozenset  # words that describe a site rather than name a place ("Tier III", "N+1 cooling")
    # ... and a name that acts elsewhere in the text is a party's, as before a site word ("components colocated
    # at UKCloud" where "UKCloud will review the request": the provider, no place)
    party_verbs: tuple[list[str], list[str], list[str]]
    openers: frozenset
    inner: LazyPattern | None
    redacted: LazyPattern | None
    joined: LazyPattern | None
    listed: LazyPattern | None
    leads: LazyPattern | None
    site_joiners: LazyPattern | None
    act: LazyPattern | None  # a party's verb after a name (``_acts``)
    defined: LazyPattern | None  # an opening of a party's defined term, ending where it is searched to (``_acts``)
    site_word: LazyPattern | None  # a site word (``before``'s triggers) ending a name after a trigger
    backup: LazyPattern | None  # a site named as the backup (``_backup_site``)
    primary: LazyPattern | None  # a part naming the place before it the primary site (``_primary_site``)
    region: LazyPattern | None  # a cloud region's code or name, its place in brackets (``_region_site``)
    address: AddressReader | None  # an administrative address after a trigger (``_addresses``)

    @classmethod
    def of(cls, rule: KeyRule) -> "SiteWords":
        made = _SITE_WORDS.get(rule.key)
        if made is None or made[0] is not rule:
            made = _SITE_WORDS[rule.key] = (rule, cls._made(rule))
        return made[1]

    @classmethod
    def _made(cls, rule: KeyRule) -> "SiteWords":
        place = PlaceWords.of(rule)
        after = rule.extra.get("after", {})
        before = rule.extra.get("before", {})
        openers = frozenset(w.lower() for w in after.get("statement_openers", []))
        joined_by = before.get("site_joiners", [])
        return cls(after, place, frozenset(w.lower() for w in before.get("not_names", [])), _party_verbs(rule),
                   openers, _word_re(after.get("inner", [])),
                   LazyPattern("|".join(after["redactions"])) if after.get("redactions") else None,
                   _joined_statement(openers, [*after.get("statement_verbs", []), *place.not_followed_by],
                                     after.get("statement_subjects", [])),
                   _place_list(joined_by), _word_re(before.get("leads", [])),
                   LazyPattern(rf",?\s+(?i:{alternation(joined_by)})\s+") if joined_by else None,
                   _party_act(_party_verbs(rule)),
                   LazyPattern(rf"(?:{alternation(defined)})\Z", re.IGNORECASE) if (defined := _party_verbs(rule)[2])
                   else None,
                   LazyPattern(rf"\s+(?i:{alternation(sites)})\Z") if (sites := before.get("triggers")) else None,
                   _backup_site(after), _primary_site(after), _region_name(after.get("region_names", [])),
                   AddressReader(address) if (address := rule.extra.get("address", {})) else None)


_SITE_WORDS: dict[str, tuple[KeyRule, SiteWords]] = {}  # by key: the rule made from and its words


def prepare(rule: KeyRule) -> None:
    """The extractor's build: the rule's words and patterns, made before any text is read."""
    SiteWords.of(rule)


@dataclass(frozen=True)
class PlaceWords:
    """How an English place name is read (``location.place`` in the data): an article before
    it, words that join its parts ("Isle of Man"), words after which the capitalised words were
    a sentence's subject ("the Cluster is hosted ..."), possessive endings ("Provider's")."""

    articles: tuple[str, ...] = ()
    joiners: frozenset = frozenset()
    not_followed_by: frozenset = frozenset()
    possessives: tuple[str, ...] = ()

    @classmethod
    def of(cls, rule: KeyRule) -> "PlaceWords":
        data = rule.extra.get("place", {})
        return cls(tuple(w.lower() for w in data.get("articles", [])),
                   frozenset(w.lower() for w in data.get("joiners", [])),
                   frozenset(w.lower() for w in data.get("not_followed_by", [])),
                   tuple(data.get("possessives", [])))


def _region_name(names: list[str]) -> LazyPattern | None:
    """A region's code or name (``region_names``) after a trigger, its place in brackets (group ``place``), the word
    "region" maybe after it."""
    if not names:
        return None
    return LazyPattern(rf"\s*(?:{'|'.join(names)})\s*\((?P<place>[^()\n]{{2,40}})\)(?:\s+(?i:region)\b)?")


def _word_re(words: list[str]) -> LazyPattern | None:
    """Whole words from the data, any case, each followed by a space (compiled when first
    searched: only a text with a site trigger is)."""
    if not words:
        return None
    return LazyPattern(rf"(?<![\w'’])(?i:{alternation(words)})\s+")


def _inner_place(words: str, inner: re.Pattern | None, place: PlaceWords) -> int | None:
    """Where the place begins that ends ``words`` after its last locative word ("… near Reno")."""
    if inner is None:
        return None
    last = None
    for last in inner.finditer(words):
        pass
    if last is None or not words[last.end():last.end() + 1].isupper():
        return None
    tail = words[last.end():]
    return last.end() if _place_name(tail, place) == tail.strip() else None


def _place_name(words: str, place: PlaceWords) -> str:
    """The capitalised words a place name starts with ("New York have exclusive ..." → "New York")."""
    kept: list[str] = []
    for article in place.articles:
        if words.lower().startswith(article + " "):
            words = words[len(article) + 1:]
            break
    for w in words.split():
        if w[0].isupper() or (kept and w.lower() in place.joiners):
            kept.append(w)
        elif w.lower() in place.not_followed_by:
            return ""  # "the Cluster is hosted in ...": the subject of a sentence
        else:
            break
    while kept and kept[-1].lower() in place.joiners:
        kept.pop()
    return " ".join(kept)


