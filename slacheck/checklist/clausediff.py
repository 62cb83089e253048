"""Two drafts compared clause by clause: a word-level diff of each changed clause, and the
strength of each commitment (guarantee/shall vs reasonable efforts/may; all nodes vs affected
nodes) tracked as findings.

Term values miss what negotiation changes most: "Provider guarantees 99.9%" and "Provider
will use commercially reasonable efforts to achieve 99.9%" carry the same number. Clauses are
aligned by their number (``ingest.sections``); a clause renumbered between drafts is paired
with its most similar unpaired counterpart. Wordings of strength are data
(``commitments.yaml``).
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache
from typing import Any, Literal

from ..ingest.sections import Section, split_sections
from ..models import Document, Frozen, Span
from ..yamlfile import packaged_data

RENUMBERED_SIMILARITY = 0.6  # an unpaired clause this similar to another is the same clause moved
_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[.,'’-][A-Za-z0-9]+)*%?|[\u3400-\u9fff\uf900-\ufaff]|\s+|.", re.S)


class WordOp(Frozen):
    """A run of the word diff: kept, deleted from the old clause, or inserted in the new one."""

    op: Literal["equal", "delete", "insert"]
    text: str


class ClauseChange(Frozen):
    """One clause whose text differs between the drafts."""

    number: str  # as in the new draft ("" for the preamble)
    old_number: str | None = None  # when renumbered, or for a removed clause
    change: Literal["added", "removed", "changed"]
    old: Span | None = None
    new: Span | None = None
    ops: list[WordOp] = []


class CommitmentChange(Frozen):
    """A commitment made weaker or stronger from one draft to the next (a finding)."""

    clause: str
    aspect: str  # obligation | scope
    direction: Literal["weakened", "strengthened"]
    old_wording: list[str]
    new_wording: list[str]
    old: Span | None = None
    new: Span | None = None
    message: str


@lru_cache(maxsize=1)
def commitment_words() -> dict[str, Any]:
    data = packaged_data("slacheck.checklist", "commitments.yaml")
    for aspect in data["aspects"].values():
        for side in ("strong", "weak"):
            aspect[f"{side}_re"] = [re.compile(p, re.I) for p in aspect[side]]
    return data


def tokens(text: str) -> list[str]:
    """Words, single CJK characters, spaces and punctuation: joined they give the text back."""
    return _TOKEN.findall(text)


def word_diff(old: str, new: str) -> list[WordOp]:
    """The word-level diff of two clause texts as runs of kept, deleted and inserted text."""
    a, b = tokens(old), tokens(new)
    ops: list[WordOp] = []

    def add(op: str, text: str) -> None:
        if not text:
            return
        if ops and ops[-1].op == op:
            ops[-1] = WordOp(op=op, text=ops[-1].text + text)
        else:
            ops.append(WordOp(op=op, text=text))

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            add("equal", "".join(a[i1:i2]))
        else:
            add("delete", "".join(a[i1:i2]))
            add("insert", "".join(b[j1:j2]))
    return ops


def _body(document: Document, section: Section) -> str:
    return document.text[section.start:section.end].strip()


def _span(document: Document, section: Section) -> Span:
    text = document.text[section.start:section.end]
    start = section.start + (len(text) - len(text.lstrip()))
    end = section.start + len(text.rstrip())
    return document.span(start, end)


def align_sections(old: Document, new: Document) -> list[tuple[Section | None, Section | None]]:
    """Pairs of (old, new) sections: same number first, then renumbered look-alikes."""
    old_sections, new_sections = split_sections(old.text), split_sections(new.text)
    by_number: dict[str, Section] = {}
    for section in old_sections:
        by_number.setdefault(section.number, section)
    pairs: list[tuple[Section | None, Section | None]] = []
    used: set[int] = set()
    unpaired_new: list[int] = []
    for index, section in enumerate(new_sections):
        match = by_number.get(section.number)
        if match is not None and id(match) not in used:
            used.add(id(match))
            pairs.append((match, section))
        else:
            unpaired_new.append(len(pairs))
            pairs.append((None, section))
    unpaired_old = [s for s in old_sections if id(s) not in used]
    for slot in unpaired_new:
        new_section = pairs[slot][1]
        best, best_ratio = None, RENUMBERED_SIMILARITY
        for candidate in unpaired_old:
            ratio = difflib.SequenceMatcher(None, _body(old, candidate), _body(new, new_section), autojunk=False).ratio()
            if ratio >= best_ratio:
                best, best_ratio = candidate, ratio
        if best is not None:
            unpaired_old.remove(best)
            pairs[slot] = (best, new_section)
    pairs.extend((section, None) for section in unpaired_old)
    return pairs


def _without_number(text: str, number: str) -> str:
    """A clause's text without its leading number, so renumbering alone is no change."""
    stripped = text.lstrip("# ")
    return stripped[len(number):].lstrip(" .、　") if number and stripped.startswith(number) else text


def diff_clauses(old: Document, new: Document) -> list[ClauseChange]:
    """Every clause added, removed or changed in wording, in the new draft's order."""
    changes = []
    for a, b in align_sections(old, new):
        if a is not None and b is not None:
            old_text, new_text = _body(old, a), _body(new, b)
            if " ".join(_without_number(old_text, a.number).split()) == " ".join(_without_number(new_text, b.number).split()):
                continue
            changes.append(ClauseChange(number=b.number, old_number=a.number if a.number != b.number else None,
                                        change="changed", old=_span(old, a), new=_span(new, b),
                                        ops=word_diff(old_text, new_text)))
        elif b is not None:
            changes.append(ClauseChange(number=b.number, change="added", new=_span(new, b),
                                        ops=[WordOp(op="insert", text=_body(new, b))]))
        elif a is not None:
            changes.append(ClauseChange(number=a.number, old_number=a.number, change="removed", old=_span(old, a),
                                        ops=[WordOp(op="delete", text=_body(old, a))]))
    return changes


def _wordings(text: str, patterns: list[re.Pattern]) -> dict[str, int]:
    """Each matched wording (case-folded, spaces collapsed) with how often it occurs."""
    found: dict[str, int] = {}
    for pattern in patterns:
        for match in pattern.finditer(text):
            wording = " ".join(match.group(0).casefold().split())
            found[wording] = found.get(wording, 0) + 1
    return found


def _lost(before: dict[str, int], after: dict[str, int]) -> list[str]:
    return [w for w, n in before.items() if after.get(w, 0) < n]


def clause_name(number: str, lang: str) -> str:
    words = commitment_words()
    if not number:
        return words["preamble"][lang]
    if re.match(r"^(?:第|[A-Za-z])", number):
        return number
    return words["clause"][lang].format(n=number)


def commitment_changes(changes: list[ClauseChange], lang: str = "en") -> list[CommitmentChange]:
    """Commitments weakened or strengthened in the changed clauses (weakenings first)."""
    lang = lang if lang in ("zh", "en") else "en"
    words = commitment_words()
    found: list[CommitmentChange] = []
    for change in changes:
        if change.change != "changed" or change.old is None or change.new is None:
            continue
        for name, aspect in words["aspects"].items():
            strong_old, strong_new = _wordings(change.old.text, aspect["strong_re"]), _wordings(change.new.text, aspect["strong_re"])
            weak_old, weak_new = _wordings(change.old.text, aspect["weak_re"]), _wordings(change.new.text, aspect["weak_re"])
            weakening = (_lost(strong_old, strong_new), _lost(weak_new, weak_old))  # strong gone, weak come
            strengthening = (_lost(weak_old, weak_new), _lost(strong_new, strong_old))  # weak gone, strong come
            for direction, (gone, come) in (("weakened", weakening), ("strengthened", strengthening)):
                if not gone and not come:
                    continue
                if direction == "strengthened" and any(weakening):
                    continue  # one clause, one verdict per aspect: a weakening is what a reviewer must see
                none = words["none"][lang]
                old_text, new_text = "、".join(gone) if lang == "zh" else ", ".join(gone), \
                    "、".join(come) if lang == "zh" else ", ".join(come)
                message = words["sentences"][direction][lang].format(
                    clause=clause_name(change.number, lang), aspect=aspect["label"][lang],
                    old=old_text or none, new=new_text or none)
                found.append(CommitmentChange(clause=change.number, aspect=name, direction=direction,
                                              old_wording=gone, new_wording=come, old=change.old, new=change.new,
                                              message=message))
    return sorted(found, key=lambda c: c.direction != "weakened")
