"""Site names from addresses: the place a data centre is in, in the short form the SPEC uses.

SPEC §1 ``location`` is "the site as written" (临港, 松江, Kunshan). Contracts give it as an
administrative address (province, city, district or county, development zone, town) or as an
English place name after "located in" / "Site:". The site is the most specific *named* unit of
that address above town level: a named zone (临港新片区 → 临港), else the district or county
(松江区 → 松江, 怀来县 → 怀来), else the city (合肥市高新区 → 合肥: "高新" names no place).
A zone's name is cut where its descriptive words begin (a development zone is named
"<place> <industry/partner words> <kind of zone>").

All unit suffixes, descriptive words and stop characters are data (``lang/zh.yaml`` and
``lang/en.yaml``, key ``location``); this module only walks the address.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..lazy import LazyPattern
from .fold import alternation

LEVELS = ("province", "city", "district", "zone", "town")
# the site is the most specific named unit; towns are below site granularity
SITE_ORDER = ("zone", "district", "city", "province")
REGION_OWNER_REACH = 5  # longest cloud's name read before its region's code ("阿里云华东1（杭州）")
NAMED_SITE_REACH = 20  # longest site's own name read before its place in brackets ("某智算中心（上海临港）")


@dataclass(frozen=True)
class AdminUnit:
    """One unit of an address: its name, its level and where it is in the text."""

    name: str
    level: str
    start: int
    end: int
    bare: bool = False  # written without its suffix (a place of the ``known`` vocabulary)
    numbered: bool = False  # a cloud's numbered region or zone in the city before it ("北京四" of "华北-北京四")


@dataclass(frozen=True)
class Site:
    name: str
    start: int
    end: int


class AddressReader:
    """Reads an administrative address (省/市/区/县/新区/开发区 ...) starting at a position."""

    def __init__(self, data: dict):
        units = data.get("units", {})
        self.level_of: dict[str, str] = {}
        for level in LEVELS:
            for suffix in units.get(level, []) or []:
                self.level_of[str(suffix)] = level
        suffixes = alternation(self.level_of)
        stop = re.escape("".join(data.get("stop_chars", []) or []))
        name = rf"[^\W\d_A-Za-z{stop}]" if stop else r"[^\W\d_A-Za-z]"
        # compiled when first matched (the ``build``; re keeps it): only a text with a site trigger is read here
        self.unit_re = LazyPattern(rf"(?P<name>{name}{{2,12}}?)(?P<suffix>{suffixes})") if suffixes else None
        self.name_re = LazyPattern(rf"{name}+")  # letters a place name may hold (compiled when first matched)
        self.not_units = tuple(str(w) for w in data.get("not_units", []) or [])
        self.not_names = tuple(str(w) for w in data.get("not_names", []) or [])
        self.not_name_starts = tuple(str(w) for w in data.get("not_name_starts", []) or [])
        forms = [str(f) for f in data.get("not_name_forms", []) or []]
        # ... nor a label its name ends in ("二期" of 北京二期园区, 临港二期园区; ``not_name_forms``)
        self.not_name_form = LazyPattern(f"(?:{'|'.join(f'(?:{f})' for f in forms)})\\Z") if forms else None
        # a country name, or a possessive or pronoun between the trigger and the address ("于其…")
        skipped = list(data.get("prefixes", []) or []) + list(data.get("pronouns", []) or [])
        self.prefixes = tuple(sorted((str(p) for p in skipped), key=len, reverse=True))
        self.descriptors = tuple(sorted((str(d) for d in data.get("descriptors", []) or []), key=len, reverse=True))
        self.max_name = {str(k): int(v) for k, v in (data.get("max_name") or {}).items()}
        # places written without a suffix, longest first (北京亦庄: 北京, then 亦庄), and the words
        # that must follow such a chain for it to be a site ("福州电信数据中心"; not "北京时间")
        known = data.get("known") or {}
        self.known = sorted(((str(n), level) for level in LEVELS for n in known.get(level, []) or []),
                            key=lambda x: len(x[0]), reverse=True)
        self.site_words = tuple(str(w) for w in data.get("site_words", []) or [])
        self.site_links = tuple(str(w) for w in data.get("site_links", []) or [])
        # the longest local name of a quarter the vocabulary does not hold, between a bare place and its site word
        # ("上海外高桥数据中心": 上海, the place it is in)
        self.local_name_reach = int(data.get("local_name_reach", 0) or 0)
        # a site's own name ending in a site word, its place in brackets right after it ("某智算中心（上海临港）")
        self.named_site_re = LazyPattern(
            rf"[^\s,.;:!?()，。；：、（）]{{0,{NAMED_SITE_REACH}}}?(?:{alternation(self.site_words)})\(") \
            if self.site_words else None
        # a cloud region's code, a part of the country and its number, the city it is in bracketed after it
        # ("华东1（杭州）", "华北2(北京)"), the cloud's short name maybe before it ("阿里云华东1（杭州）"): the code
        # names no place of its own
        regions = [str(r) for r in data.get("regions", []) or []]
        self.region_re = LazyPattern(rf"{name}{{0,{REGION_OWNER_REACH}}}?(?:{alternation(regions)})\s?\d{{1,2}}\s?\(") \
            if regions else None
        # ... or a city, then the number of the cloud's region or zone in it ("华北-北京四", "广州三区"): below the site;
        # a letter of a name after it goes on another word ("北京四环") unless it is a follower ("广州三区地域")
        numbers = [str(n) for n in data.get("zone_numbers", []) or []]
        zone_words, followers = (alternation(data.get(k, []) or []) for k in ("zone_words", "zone_followers"))
        ends = rf"(?:(?={followers})|(?!{name}))" if followers else rf"(?!{name})"
        zone = rf"(?:{alternation(numbers)})(?:{zone_words})?{ends}" if zone_words else rf"(?:{alternation(numbers)}){ends}"
        cities = [n for n, level in self.known if level == "city"]
        self.zone_re = LazyPattern(zone) if numbers else None
        # ... and another such region later in the sentence ("华北-北京四、华东-上海一"): several, no one site
        self.zoned_re = LazyPattern(rf"(?:{alternation(cities)}){zone}") if numbers and cities else None

    def units(self, text: str, pos: int, end: int) -> list[AdminUnit]:
        """The chain of units written from ``pos`` (a leading country name and a bracketed
        aside such as "(上海)" are skipped)."""
        out: list[AdminUnit] = []
        if self.unit_re is None:
            return out
        while pos < end:
            skipped = pos if out else self._skip(text, pos, end)
            if skipped != pos:
                pos = skipped
                continue
            zone = self.zone_re.match(text, pos, end) if out and out[-1].bare and out[-1].level == "city" \
                and self.zone_re is not None else None
            if zone:
                out.append(AdminUnit(zone.group(), "town", pos, zone.end(), numbered=True))
                break  # the region's number ends its name
            m = self.unit_re.match(text, pos, end)
            if not m:
                bare = self._known_at(text, pos, end)
                if bare is None:
                    break
                out.append(bare)
                pos = bare.end
                continue
            suffix = m.group("suffix")
            level = self.level_of[suffix]
            above = self._known_above(m.group("name"), level, pos)
            if above is not None:
                out.append(above)  # "贵州贵安新区", "上海临港新片区": the province or city, then the unit in it
                pos = above.end
                continue
            if out and level == "city" and out[-1].level == "city":
                level = "district"  # a county-level city inside a city (苏州市昆山市)
            elif out and level == "city" and out[-1].level == "district":
                level = "town"  # a city inside a county is below it (a county-administered city)
            if len(m.group("name")) > self.max_name.get(level, 12):
                break
            if any(text.startswith(w, m.end() - len(suffix)) for w in self.not_units):
                break  # a word, not an administrative suffix
            if any(w in m.group("name") for w in self.not_names) or m.group("name").startswith(self.not_name_starts):
                break  # a description of the site, not a place name
            label = self.not_name_form.search(m.group("name")) if self.not_name_form is not None else None
            if label is not None:
                # "北京二期园区": a phase of the campus names no place; "临港二期园区": the place before the phase, 临港
                if label.start():
                    out.append(AdminUnit(m.group("name")[:label.start()], level, m.start(), m.start() + label.start()))
                break
            out.append(AdminUnit(m.group("name"), level, m.start(), m.end()))
            pos = m.end()
        return out

    def _known_at(self, text: str, pos: int, end: int) -> AdminUnit | None:
        """A place of the vocabulary written at ``pos`` without its suffix."""
        for name, level in self.known:
            if text.startswith(name, pos) and pos + len(name) <= end:
                return AdminUnit(name, level, pos, pos + len(name), bare=True)
        return None

    def _known_above(self, name: str, level: str, pos: int) -> AdminUnit | None:
        """A place of the vocabulary, of a level above ``level``, that a unit's ``name`` opens with and goes on after
        ("贵州贵安" of 贵安新区: 贵州): the larger unit written without its suffix, not part of the unit's name."""
        rank = LEVELS.index(level)
        for known, known_level in self.known:
            if LEVELS.index(known_level) < rank and len(name) > len(known) and name.startswith(known):
                return AdminUnit(known, known_level, pos, pos + len(known), bare=True)
        return None

    def _local_name(self, text: str, pos: int, end: int) -> bool:
        """Does a local name of a few letters stand at ``pos``, a site word right after it (``local_name_reach``:
        "外高桥" of "上海外高桥数据中心"), the name no description (``not_names``, ``not_name_starts``, ``stop_chars``)?"""
        for stop in range(pos + 1, min(end, pos + self.local_name_reach) + 1):
            name = text[pos:stop]
            if not self.name_re.fullmatch(name):
                return False  # a digit, a Latin letter, a stop character or a mark: the name has ended
            if text.startswith(self.site_words, stop):
                return not any(w in name for w in self.not_names) and not name.startswith(self.not_name_starts)
        return False

    def _skip(self, text: str, pos: int, end: int) -> int:
        for p in self.prefixes:
            if text.startswith(p, pos) and pos + len(p) <= end:
                return pos + len(p)
        if text.startswith("(", pos):
            close = text.find(")", pos, min(end, pos + 10))
            if close > pos:
                return close + 1
        return pos

    def short_name(self, name: str) -> str:
        """A unit's proper name: its descriptive words cut off ("" when it has none)."""
        cut = len(name)
        for i in range(len(name)):
            if any(name.startswith(d, i) for d in self.descriptors):
                cut = i
                break
        return name[:cut] if cut >= 2 else ""

    def bracketed_site(self, text: str, pos: int, end: int) -> Site | None:
        """The site an address in brackets names, written right after a site's own name at ``pos``
        ("某智算中心（上海临港）" → 临港); None when the brackets hold no address ("某智算中心（由乙方指定）")."""
        m = self.named_site_re.match(text, pos, end) if self.named_site_re is not None else None
        if m is None:
            return None
        close = text.find(")", m.end(), end)
        return self.site(text, m.end(), close) if close > m.end() else None

    def region_site(self, text: str, pos: int, end: int) -> Site | None:
        """The city a cloud region's code at ``pos`` brackets ("华东1（杭州）" → 杭州), read as an address of its own
        (a place of the vocabulary or a unit with its suffix); None when the brackets hold none ("华东1（金融云）") or
        another region follows in the sentence."""
        m = self.region_re.match(text, pos, end) if self.region_re is not None else None
        if m is None:
            return None
        close = text.find(")", m.end(), end)
        site = self.site(text, m.end(), close) if close > m.end() else None
        if site is None or self.units(text, m.end(), close)[-1].end != close:
            return None
        # ... and one region of the sentence: several ("华北2（北京）、华东2（上海）") name no one site
        return site if self.region_re.search(text, close, end) is None else None

    def site(self, text: str, pos: int, end: int) -> Site | None:
        """The site an address written at ``pos`` names (None when no address is there)."""
        chain = self.units(text, pos, end)
        if not chain or all(u.level == "town" for u in chain):
            return None
        after = chain[-1].end
        if chain[-1].numbered and self.zoned_re.search(text, after, end) is not None:
            return None  # "华北-北京四、华东-上海一": two regions, no one site
        # (a possessive may stand between: "位于北京亦庄的数据中心")
        linked = next((after + len(w) for w in self.site_links if text.startswith(w, after)), after)
        if chain[-1].bare and not text.startswith(self.site_words, linked) and after < end and text[after].isalnum() \
                and not self._local_name(text, after, end):
            return None  # a bare name a site word or the clause's end does not follow ("在北京时间…"): no site
        for level in SITE_ORDER:
            for unit in reversed([u for u in chain if u.level == level]):
                name = self.short_name(unit.name)
                if name:
                    at = unit.start + unit.name.find(name)
                    return Site(name, at, at + len(name))
        return None


@functools.lru_cache(maxsize=4)
def _descriptor_re(words: tuple[str, ...]) -> re.Pattern | None:
    if not words:
        return None
    return re.compile(rf"\s(?:(?i:{alternation(words)})\b|[A-Z][a-z]+-[A-Z])")


def short_latin_place(name: str, zone_words: list[str], descriptors: list[str]) -> str:
    """An English zone name cut to its place name: "Suzhou Industrial Park" → "Suzhou",
    "Wuhu Economic and Technological Development Zone" → "Wuhu", "Qianhai Shenzhen-Hong Kong
    Modern Service Industry Cooperation Zone" → "Qianhai" (a hyphenated pair of places after
    the first word names the partners, not the site). Other names are returned unchanged."""
    words = name.split()
    if len(words) < 2 or words[-1].strip(".").lower() not in {w.lower() for w in zone_words}:
        return name
    rx = _descriptor_re(tuple(descriptors) + tuple(zone_words))
    m = rx.search(name) if rx else None
    return name[:m.start()] if m else name
