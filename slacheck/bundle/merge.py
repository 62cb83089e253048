"""Several files' terms → one contract's terms: each key from the file that governs it.

Pure: it takes each file's Document (for its title and precedence clauses) and extracted
terms. For one key, the files that state it are compared: one file, or files that agree,
need no rule; files that disagree are settled by the bundle's precedence clauses, then by
the default order (``bundle.yaml`` ``default_order``); what neither settles is a conflict.
The chosen term names its file (``Term.document``) and says why it governs
(``Term.governed_by``); the other files' values stay as alternatives naming theirs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..checklist.reasons import value_text
from ..columns.hashing import content_sha256
from ..extract.matchers import rules as extraction_rules
from ..extract.select import same_value
from ..models import (Alternative, Bundle, BundleDocument, ContractTerms, Document, DocumentInfo, Governance, Page,
                      PrecedenceRule, Table, Term)
from .data import bundle_data, sentences
from .precedence import read_precedence
from .roles import recognise_role

QUOTE_CHARS = 120  # a precedence clause quoted in an explanation is cut here


@dataclass(frozen=True)
class Part:
    """One file of a bundle as read: its Document, its own terms, and the role the user gave."""

    document: Document
    terms: list[Term]
    role: str | None = None


@dataclass
class MergedContract:
    """The bundle read as one contract: its terms, how they were chosen, and a Document that
    stands for the whole (name, sha256 and language of the bundle; the files' text joined)."""

    terms: list[Term]
    bundle: Bundle
    document: Document
    parts: list[Part] = field(default_factory=list)

    def info(self) -> DocumentInfo:
        return self.document.info()


def merge_bundle(parts: Sequence[Part], lang: str | None = None) -> MergedContract:
    """The contract several files make together (see the module docstring).

    ``lang`` is the language of the explanations (default: the bundle's, that of its
    framework agreement, else of its first file).
    """
    order = list(bundle_data()["default_order"])
    members = []
    for part in parts:
        role, how, words = recognise_role(part.document, part.role)
        members.append(BundleDocument(name=part.document.name, sha256=part.document.sha256,
                                      pages=len(part.document.pages), language=part.document.language,
                                      role=role, role_from=how, role_text=words))
    language = next((m.language for m in members if m.role == "framework"), members[0].language)
    lang = lang or language
    rules = [rule for part, member in zip(parts, members) for rule in read_precedence(part.document, member.role, order)]
    ranks = Ranking(rules, order)
    terms, governance = [], []
    for key in ContractTerms.model_fields:
        stating = _first_per_file([(m, t) for part, m in zip(parts, members) for t in part.terms if t.key == key])
        if not stating:
            continue
        term, ruling = _govern(key, stating, ranks, lang, names_document=_names_document(key))
        terms.append(term)
        governance.append(ruling)
    bundle = Bundle(documents=members, precedence=rules, default_order=order, governance=governance)
    return MergedContract(terms=terms, bundle=bundle, document=bundle_document(parts, members, language),
                          parts=list(parts))


def _first_per_file(stating):
    seen, kept = set(), []
    for member, term in stating:
        if member.name not in seen:
            seen.add(member.name)
            kept.append((member, term))
    return kept


class Ranking:
    """Which role prevails over which: the clauses first (closed under "A over B over C"),
    then the default order for pairs no clause ranks. Clauses that rank a pair both ways
    cancel out, and the default order does not rank that pair either."""

    def __init__(self, rules: list[PrecedenceRule], order: list[str]):
        self.order = order
        self.by_clause: dict[tuple[str, str], PrecedenceRule] = {}
        for rule in rules:
            for loser in rule.over:
                if loser != rule.winner:
                    self.by_clause.setdefault((rule.winner, loser), rule)
        changed = True
        while changed:  # A over B and B over C: A over C, through B's clause
            changed = False
            for (a, b), rule in list(self.by_clause.items()):
                for (c, d) in list(self.by_clause):
                    if c == b and a != d and (a, d) not in self.by_clause:
                        self.by_clause[(a, d)] = rule
                        changed = True
        self.contested = {pair for pair in self.by_clause if (pair[1], pair[0]) in self.by_clause}

    def beats(self, a: str | None, b: str | None) -> str | None:
        """How role ``a`` prevails over role ``b``: "clause", "default", or None (it does not)."""
        if a is None or b is None or a == b or (a, b) in self.contested:
            return None
        if (a, b) in self.by_clause:
            return "clause"
        if (b, a) in self.by_clause or a not in self.order or b not in self.order:
            return None
        return "default" if self.order.index(a) < self.order.index(b) else None

    def rank(self, role: str | None) -> int:
        return self.order.index(role) if role in self.order else len(self.order)


def _names_document(key: str) -> bool:
    """Does the key's value name the document it is written in (``names_document``: a contract number)?"""
    rule = extraction_rules().keys.get(key)
    return rule is not None and bool(rule.extra.get("names_document"))


def cited_number(stating: Sequence[tuple[str | None, object]]) -> tuple[int, bool]:
    """Which of the documents' own numbers ((role, number) each) the contract is cited by, and whether that is
    ambiguous: the number of the first role of ``number_order`` (bundle.yaml: the order form's, under the framework
    agreement's), the others naming their own documents beside it; ambiguous where two documents of one role, or a
    file of no known role, carry different numbers (two order forms: which one is the contract?). The same for the
    files of a bundle and the parts of one file (pipeline._numbers_by_part)."""
    order = bundle_data()["number_order"]
    rank = lambda role: order.index(role) if role in order else len(order)  # noqa: E731
    chosen = min(range(len(stating)), key=lambda i: rank(stating[i][0]))
    by_role: dict = {}
    for role, value in stating:
        by_role.setdefault(role if role in order else None, []).append(value)
    ambiguous = any(not same_value(values[0], v) for values in by_role.values() for v in values[1:]) or \
        (None in by_role and len(by_role) > 1)
    return chosen, ambiguous


def _govern(key: str, stating: list[tuple[BundleDocument, Term]], ranks: Ranking, lang: str,
            names_document: bool = False) -> tuple[Term, Governance]:
    """The governing file's term for ``key`` and the ruling that chose it. A value that names its own document
    (``names_document``: the framework's number and the order's) is superseded by no other file's (precedence ranks
    the files' terms, not their names): the contract is cited by the number of the document that governs the deal,
    the others' kept beside it, unless that is ambiguous (``cited_number``), a conflict."""
    by_rank = sorted(stating, key=lambda mt: ranks.rank(mt[0].role))
    differ = lambda a, b: not same_value(a.value, b.value)  # noqa: E731
    if len(stating) == 1:
        (member, term), = stating
        return _chosen(key, member, term, [], "only", None, lang)
    if not any(differ(stating[0][1], t) for _, t in stating[1:]):
        member, term = by_rank[0]
        others = [(m, t, "duplicate") for m, t in stating if m is not member]
        return _chosen(key, member, term, others, "agree", None, lang)
    if names_document:
        chosen, ambiguous = cited_number([(m.role, t.value) for m, t in stating])
        member, term = stating[chosen]
        reason = "conflict" if ambiguous else "other_document"
        others = [(m, t, reason if differ(term, t) else "duplicate") for m, t in stating if m is not member]
        return _chosen(key, member, term, others, "conflict" if ambiguous else "numbers", None, lang,
                       sentence="names_document" if ambiguous else None)
    for member, term in by_rank:
        losers = [m for m, t in stating if m is not member and differ(term, t)]
        how = [ranks.beats(member.role, m.role) for m in losers]
        if all(how):
            basis = "clause" if all(h == "clause" for h in how) else "default"
            rule = next((ranks.by_clause[(member.role, m.role)] for m in losers
                         if (member.role, m.role) in ranks.by_clause), None)
            others = [(m, t, "superseded" if differ(term, t) else "duplicate") for m, t in stating if m is not member]
            return _chosen(key, member, term, others, basis, rule, lang)
    # nothing settles it: the files no disagreeing file prevails over are in conflict; the rest
    # are superseded by one of them
    top = [(m, t) for m, t in by_rank
           if not any(differ(t, u) and ranks.beats(n.role, m.role) for n, u in stating if n is not m)]
    member, term = top[0]
    others = [(m, t, "duplicate" if not differ(term, t) else "conflict" if (m, t) in top else "superseded")
              for m, t in stating if m is not member]
    return _chosen(key, member, term, others, "conflict", None, lang)


def _marks_in(ladder, name: str) -> dict:
    """A ladder's holes and shared edges (a term's or, a plan's own, an alternative's: ``gaps``, ``edges``) naming the
    file ``name`` they were read in."""
    gaps = [g.model_copy(update={"document": name}) for g in ladder.gaps] if ladder.gaps else None
    edges = [g.model_copy(update={"document": name, "above": g.above.model_copy(update={"document": name})})
             for g in ladder.edges] if ladder.edges else None
    return {"gaps": gaps, "edges": edges}


def _chosen(key, member, term, others, basis, rule, lang, sentence=None) -> tuple[Term, Governance]:
    """``others``: (file, its term, why it does not govern: duplicate, superseded, conflict); ``sentence`` the
    explanation's wording where it is not the basis's."""
    explanation = explain(key, basis, (member, term), others, rule, lang, sentence)
    alternatives = [a.model_copy(update={"document": member.name, **_marks_in(a, member.name)})
                    for a in term.alternatives]
    alternatives += [Alternative(value=t.value, text=t.text, page=t.page, start=t.start, end=t.end, reason=reason,
                                 document=m.name, role=m.role if reason == "other_document" else None)
                     for m, t, reason in others]
    conflict = term.conflict or basis == "conflict"
    merged = term.model_copy(update={"document": member.name, "governed_by": explanation, "alternatives": alternatives,
                                     **_marks_in(term, member.name),
                                     "conflict": conflict, "confidence": 0.5 if conflict else term.confidence,
                                     # files that disagree contradict each other, whatever one file offers
                                     "conflict_kind": "contradiction" if basis == "conflict" else term.conflict_kind})
    return merged, Governance(key=key, document=member.name, role=member.role, basis=basis, explanation=explanation,
                              others=[m.name for m, _, _ in others], rule=rule)


# --------------------------------------------------------------------------- sentences


def role_label(role: str | None, lang: str) -> str:
    return sentences()["roles"][role or "unknown"][lang]


def document_label(member: BundleDocument, lang: str) -> str:
    return sentences()["document"][lang].format(doc=member.name, role=role_label(member.role, lang))


def explain(key: str, basis: str, chosen, others, rule: PrecedenceRule | None, lang: str,
            sentence: str | None = None) -> str:
    """Which file governs ``key`` and why, as a sentence in ``lang``."""
    words = sentences()
    join = words["joins"]["list"][lang]
    member, term = chosen
    shown = {"conflict": ("conflict",), "numbers": ("other_document",)}.get(basis, ("superseded",))
    differing = [(m, t) for m, t, reason in others if reason in shown]

    def states(pairs):
        return join.join(words["states"][lang].format(document=document_label(m, lang), value=value_text(key, t.value, lang))
                         for m, t in pairs)

    fields = dict(document=document_label(member, lang),
                  others=join.join(document_label(m, lang) for m, _, _ in others),
                  values=states([chosen] + differing),
                  order=words["joins"]["order"][lang].join(role_label(r, lang) for r in bundle_data()["default_order"]),
                  number_order=words["joins"]["order"][lang].join(role_label(r, lang)
                                                                  for r in bundle_data()["number_order"]))
    if rule is not None:
        quote = " ".join(rule.text.split())
        where = words["where"]["clause" if rule.clause else "page"][lang].format(clause=rule.clause, page=rule.page)
        fields.update(rule_doc=rule.document, where=where,
                      quote=quote if len(quote) <= QUOTE_CHARS else quote[: QUOTE_CHARS - 1] + "…")
    return words["explain"][sentence or basis][lang].format(**fields)


# --------------------------------------------------------------------------- the bundle as one document


def bundle_sha256(shas: Sequence[str]) -> str:
    """The bundle's identity: the same files, in any order, are the same contract."""
    return content_sha256("\n".join(sorted(shas)).encode())


def bundle_document(parts: Sequence[Part], members: Sequence[BundleDocument], language: str) -> Document:
    """A Document standing for the bundle: named after its files, its text theirs joined one
    after another (pages and tables renumbered along), so it can be stored and shown whole.
    The terms' spans point into each file's own text, not into this one."""
    texts, pages, tables, reading, at, number = [], [], [], [], 0, 0
    for part in parts:
        doc = part.document
        reading += [warning if warning.span is None else  # a comment's anchor: where it is in this text
                    warning.model_copy(update={"span": (warning.span[0] + at, warning.span[1] + at)})
                    for warning in doc.reading]
        first_page = number
        for page in doc.pages:
            number += 1
            pages.append(Page(number=number, start=page.start + at, end=page.end + at))
        tables += [Table(page=t.page + first_page, rows=t.rows, start=t.start + at, end=t.end + at) for t in doc.tables]
        texts.append(doc.text)
        at += len(doc.text) + 2
    return Document(name=" + ".join(m.name for m in members), sha256=bundle_sha256([m.sha256 for m in members]),
                    format=parts[0].document.format, language=language, text="\n\n".join(texts), pages=pages,
                    tables=tables, reading=reading)
