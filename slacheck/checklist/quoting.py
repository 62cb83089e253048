"""A finding's evidence as a lawyer quotes it: the sentence that holds the term's words, not the words alone.

A term's span is what its value was read from: often one word ("以太网", "dedicated", "VLAN", "80%"), which says
nothing of what the contract commits to about it. `check` quotes the sentence (as extraction cuts sentences,
``extract.sentences.split_sentences`` from lang/layout.yaml) that holds the span, or the sentences it runs across (a
ladder's rows), with that sentence's page and offsets into the document's text, as the findings on clauses no term
carries (``unread``) quote theirs. A sentence longer than ``QUOTE_CHARS`` (a table a PDF lost its lines of) is narrowed
to the clauses that hold the span, and the span stays as it is when those are too. A span that does not match the
text (a TERMS.yaml's, a value worked out from others) stays as it is.
"""

from __future__ import annotations

import bisect
import functools
import itertools
from typing import Callable, Sequence

from ..extract.sentences import Sentence, split_sentences
from ..models import CheckResult, Document, Finding, Span, document_of, is_terms_file
from .reasons import QUOTE_CHARS, worded_for_period


@functools.lru_cache(maxsize=4)
def _sentences(text: str) -> tuple[list[int], list[Sentence]]:
    """``text``'s sentences and their starts, cut once per text (a bundle's files in turn)."""
    sentences = split_sentences(text)
    return [s.start for s in sentences], sentences


def _covering(text: str, pieces: Sequence, starts: list[int], start: int, end: int) -> tuple[int, int] | None:
    """From the start of the piece holding ``start`` to the end of the one holding ``end``'s last character, trailing
    blanks left out; None where no piece holds ``start``."""
    first = bisect.bisect_right(starts, start) - 1
    last = bisect.bisect_right(starts, max(start, end - 1)) - 1
    if first < 0 or start >= pieces[first].end:
        return None
    s, e = pieces[first].start, max(pieces[last].end, end)
    while e > end and text[e - 1].isspace():
        e -= 1
    return s, e


def sentence_of(document: Document, span: Span) -> Span:
    """The sentence(s) of ``document`` that hold ``span`` (its clauses in a sentence over ``QUOTE_CHARS``), as a span
    with its page (and ``span``'s file); ``span`` itself when it is not ``document``'s text there."""
    text = document.text
    if not (0 <= span.start < span.end <= len(text) and text[span.start:span.end] == span.text):
        return span
    starts, sentences = _sentences(text)
    around = _covering(text, sentences, starts, span.start, span.end)
    if around is not None and around[1] - around[0] > QUOTE_CHARS:
        k = bisect.bisect_right(starts, span.start) - 1
        clauses = [c for s in itertools.takewhile(lambda s: s.start < span.end, sentences[k:]) for c in s.clauses]
        around = _covering(text, clauses, [c.start for c in clauses], span.start, span.end) if clauses else None
    if around is None or around[1] - around[0] > max(QUOTE_CHARS, span.end - span.start):
        return span
    start, end = min(around[0], span.start), max(around[1], span.end)
    return Span(text=text[start:end], page=document.page_at(start), start=start, end=end, document=span.document)


def sentences_in(documents: Sequence[Document]) -> Callable[[Span | None], Span | None]:
    """The quote of a span of ``documents`` (the contract's file, or the file of a bundle the span names): the sentence
    that holds it (``sentence_of``). What a finding's evidence shows and what its reason quotes ("read only from a
    worked example: “…”", "the contract says “…”"), so that both quote the one sentence."""

    def widened(span: Span | None) -> Span | None:
        document = document_of(documents, span.document) if span is not None else None
        if document is None or is_terms_file(document):
            return span  # (a TERMS.yaml's spans are the contract's words it quotes or keeps, each quoted as it is)
        return sentence_of(document, span)

    return widened


def fee_sentence(documents: Sequence[Document], terms) -> str | None:
    """The sentence of ``documents`` the monthly fee of ``terms`` is stated in (its own words where it is not theirs);
    None where no monthly fee is read: what a share of a fee a credit per incident names is held against
    (``extract.outage_bands.priced_bands``)."""
    term = next((t for t in terms if t.key == "monthly_fee"), None)
    return sentences_in(documents)(term).text if term is not None else None


def quoted_in_sentences(result: CheckResult, documents: Sequence[Document]) -> CheckResult:
    """``result`` with each finding's evidence and other evidence (the occurrences in conflict) the sentence that holds
    it in ``documents`` (``sentences_in``). A sentence is quoted once: other evidence in the evidence's sentence, or
    twice in one, is left out of the other evidence. A term the sentence states over another period than its label's is
    named by that period (``reasons.worded_for_period``)."""
    widened = sentences_in(documents)

    def quoted(finding: Finding) -> Finding:
        evidence = widened(finding.evidence)
        # each sentence once: two values offered in one ("either InfiniBand or RoCE") are one quote, not two
        others = list(dict.fromkeys(o for o in map(widened, finding.other_evidence) if o != evidence))
        if evidence != finding.evidence or others != finding.other_evidence:
            finding = finding.model_copy(update={"evidence": evidence, "other_evidence": others})
        return worded_for_period(finding)

    findings = [quoted(f) for f in result.findings]
    return result if findings == result.findings else result.model_copy(update={"findings": findings})
