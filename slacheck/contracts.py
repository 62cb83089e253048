"""Reading a contract from its files: one file, or several read as one (a bundle).

``api`` and ``claim_inputs`` both read contracts through here, so a claim on a bundle merges
exactly as ``check`` does. A TERMS.yaml is a contract's confirmed terms; a folder stands for
the contract files in it; ``FILE:ROLE`` says what a file is (slacheck/bundle/roles.py).
"""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Sequence

from .limits import Limits
from .models import CLAUSE_READERS, Bundle, Document, KeptClauses, Term, document_of, is_terms_file

Source = str | Path | Document


def prepare_extraction() -> Iterator[None]:
    """Load the extractor (spaCy, the rules) now: passed as ``meanwhile``, it is ready when the
    contract is read, instead of loading after it. Returns the steps that may be built ahead
    too, while the reader still reads (``extract.pipeline.prepare``)."""
    from .regexcode import kept_compiled

    with kept_compiled():  # the extractor's modules compile their patterns as they load (regexcode.py)
        from .extract.pipeline import prepare
        importlib.import_module(".ingest.language", __package__)  # the read file's Document is made with it: ``load.document_of``

        return prepare()


def extract_document_terms(document: Document, limits: Limits | None = None) -> list[Term]:
    """``extract_terms`` within ``Limits.max_seconds`` and ``max_memory_mb`` (a huge contract is bad input, not a hang)."""
    from .collector import fewer_passes
    from .extract.pipeline import extract_terms
    from .sandbox import memory_bound, run_bounded, time_limit

    limits = limits or Limits.from_env()
    what = "extracting terms"
    # a long contract is read by two processes: the other one is a bounded child (extract_terms)
    beside = functools.partial(run_bounded, file=document.name, limits=limits, what=what)
    with time_limit(limits.max_seconds, document.name, what), memory_bound(limits, document.name, what), \
            fewer_passes():
        return extract_terms(document, beside=beside)


def read_contract(source: Source, limits: Limits | None = None, on_page=None, *,
                  terms_file: bool = True) -> tuple[Document, list[Term]]:
    """A contract's Document and terms: extracted from a contract file or Document, or read
    from a human-confirmed TERMS.yaml (``.yaml``/``.yml``; its spans point into that file).
    ``terms_file=False`` takes contract files only (``claim --contract``; its ``--terms`` reads
    a TERMS.yaml): a .yaml is then an unsupported contract file."""
    if isinstance(source, Document):
        return source, extract_document_terms(source, limits)
    path = Path(source)
    if terms_file and is_terms_file(path):
        from .terms_file import document_from_terms_file, read_terms_yaml

        terms = read_terms_yaml(path)
        return document_from_terms_file(path, terms), terms
    from .ingest.load import load_document

    document = load_document(path, limits or Limits.from_env(), on_page, prepare_extraction)
    return document, extract_document_terms(document, limits)


class ContractClauses:
    """The clauses of a contract's files that no term carries and `check` and a claim both say (a credit per incident, a
    cap on another basis than the month's fee, a report due after each outage, downtime weighted by traffic, levels that
    do not settle a tier, ...), each reader's (a function of ``extract.tiers``, by name: ``found("unclear_levels")``) read
    once, when first asked, over ``documents`` (a contract's file, or each file of a bundle) and ``terms`` (those read,
    for the readers that take them: ``TAKE_TERMS``), and carried with the contract's reading: a reconcile's two credits
    and a check's rules read them from here, none of them cutting the text again. Of terms read back without their
    contract (extract's JSON, the database), those a claim says that were kept with them (``kept``: ``KeptClauses``);
    of a TERMS.yaml, the sentences it keeps (``terms_file.read_terms_clauses``: its caps a claim reads money in), else none
    (a file keeping none: no contract text, and no extractor module loaded)."""

    TAKE_TERMS = frozenset({"per_incident_clauses"})  # (a clause a term was read in is that term's, not left out)
    # the readers a claim asks only where the terms state no credit form (it says them in place of "no credit form"),
    # which read the files again: kept only then
    UNLESS_CREDITED = frozenset({"unread_credit_tables", "remedy_clauses"})
    CREDIT_FORMS = ("credit_tiers", "credit_per_hour_pct", "credit_downtime_multiple")  # SPEC §3.4

    def __init__(self, documents: Sequence[Document] = (), terms: Sequence[Term] = (),
                 kept: KeptClauses | None = None) -> None:
        self.documents, self.terms = list(documents), list(terms)
        self._found: dict[tuple[str, bool], list] = {}
        self._kept = kept if not self.documents else None
        if self._kept is not None:  # (as found with the terms: a claim's, the readers it asks)
            self._found.update({(reader, reader in self.TAKE_TERMS): list(getattr(kept, reader))
                                for reader in CLAUSE_READERS})

    @property
    def known(self) -> bool:
        """Are the contract's clauses known: its files at hand, or its clauses kept with its terms (a TERMS.yaml's only
        where it keeps some)?"""
        return bool(self.documents) or self._kept is not None

    @property
    def outage_lengths(self) -> bool:
        """Is a month's longest outage read: a credit per incident of the contract's is owed for a single outage past a
        length (``IncidentCredit.by_outage_length``)? Else the engine leaves it out (``sla.engine.compute_claim``)."""
        return any(clause.by_outage_length for clause in self.found("per_incident_clauses"))

    def fee_sentence(self) -> str | None:
        """The sentence the monthly fee of the terms is stated in (``checklist.quoting.fee_sentence``), or as kept."""
        if self._kept is not None:
            return self._kept.fee_sentence
        from .checklist.quoting import fee_sentence

        return fee_sentence(self.documents, self.terms)

    def found(self, reader: str, with_terms: bool = True) -> list:
        """The spans ``extract.tiers``' reader ``reader`` finds in the contract's files (read once); ``with_terms``
        False: as it finds them whatever terms were read (a rule's finding on a term none was read as quotes them so)."""
        with_terms = with_terms and reader in self.TAKE_TERMS
        if (reader, with_terms) not in self._found:
            # (kept with the terms: as kept, whatever terms were read, a rule's finding quoting them as the claim does)
            self._found[reader, with_terms] = self._read(reader, with_terms) if self.documents else \
                list(getattr(self._kept, reader, None) or [])
        return self._found[reader, with_terms]

    def multiple_sentence(self) -> str | None:
        """The sentence (NFKC) the terms' downtime multiple stands in (``extract.tiers.sentence_holding``), or as kept;
        None where no multiple was read from the contract's files."""
        if self._kept is not None:
            return self._kept.multiple_sentence
        return self._sentence_of("credit_downtime_multiple")

    def cap_sentence(self) -> str | None:
        """The sentence (NFKC) the terms' credit cap stands in, or as kept; None where no cap was read from the files."""
        if self._kept is not None:
            return self._kept.cap_sentence
        return self._sentence_of("credit_cap_pct")

    def _sentence_of(self, key: str) -> str | None:
        """The sentence (NFKC) the terms' ``key`` was read in (``extract.tiers.sentence_holding``); None where it was not
        read from the contract's files."""
        term = next((t for t in self.terms if t.key == key), None)
        document = document_of(self.documents, term.document) if term is not None else None
        if document is None:
            return None
        from .extract.tiers import sentence_holding

        return sentence_holding(document.text, term.start)

    def kept(self) -> KeptClauses:
        """The clauses a claim says (``KeptClauses``), found now if not yet, each credit per incident with its lead
        (``extract.outage_bands.lead_of``: what a claim prices it by, beside its words): what extract writes out and
        stores, so a claim on them needs no contract text."""
        if self._kept is not None:
            return self._kept
        found = {reader: self.found(reader) if reader not in self.UNLESS_CREDITED or not self._credited() else []
                 for reader in CLAUSE_READERS}
        if found["per_incident_clauses"]:
            from .extract.outage_bands import lead_of
            from .extract.tiers import grammar

            found["per_incident_clauses"] = [clause.model_copy(update={"lead": lead_of(
                grammar(), document_of(self.documents, clause.document).text, clause)})
                for clause in found["per_incident_clauses"]]
        return KeptClauses(**found, fee_sentence=self.fee_sentence() if found["per_incident_clauses"] else None,
                           multiple_sentence=self.multiple_sentence(), cap_sentence=self.cap_sentence())

    def _credited(self) -> bool:
        """Do the terms state a credit form (SPEC §3.4)?"""
        return any(term.key in self.CREDIT_FORMS for term in self.terms)

    def _read(self, reader: str, with_terms: bool) -> list:
        from .extract import tiers

        find = getattr(tiers, reader)
        return find(self.documents, self.terms) if with_terms else find(self.documents)


@dataclass
class ContractRead:
    """A contract as read from one file, or from several read as one (a bundle: ``bundle`` set,
    ``document`` standing for the whole, each term naming the file that governs it); ``clauses``: what its files
    state that no term carries (``ContractClauses``), read once, when first asked."""

    document: Document
    terms: list[Term]
    bundle: Bundle | None = None
    documents: list[Document] = field(default_factory=list)  # each file read, in the order given

    @functools.cached_property
    def clauses(self) -> ContractClauses:
        """The clauses ``check`` says: of a TERMS.yaml keeping the contract's sentences, those (``terms_file.terms_clauses``:
        its caps and credits per incident, the fee's sentence), as a claim on it reads them, so that `check` says of
        the cap and the credits what it says on the contract; else its files' (a file keeping none: its own text)."""
        if is_terms_file(self.document):
            from .terms_file import terms_clauses

            kept = terms_clauses(self.document.text, self.document.name, self.terms)
            if kept is not None:
                return ContractClauses((), self.terms, kept)
        return ContractClauses(self.documents or [self.document], self.terms)

    def terms_of(self, document: Document) -> list[Term]:
        """The terms a file of the bundle governs (every term, for a single file)."""
        if self.bundle is None:
            return list(self.terms)
        return [t for t in self.terms if t.document == document.name]


def contract_files(sources: Sequence[str | Path]) -> list[tuple[Path, str | None]]:
    """The files a contract argument names, each with the role the user gave (``FILE:ROLE``):
    a folder stands for the contract files in it (PDF, DOCX, Markdown, text), by name."""
    from .bundle.roles import split_role
    from .errors import SlacheckError
    from .ingest.load import CONTRACT_KINDS, SAVE_AS_READABLE, SUFFIXES, UNREAD_DOCUMENTS

    files: list[tuple[Path, str | None]] = []
    for source in sources:
        text, role = split_role(str(source))
        path = Path(text)
        if path.is_dir():
            unread = sorted(p.name for p in path.iterdir() if p.is_file() and p.suffix.lower() in UNREAD_DOCUMENTS)
            if unread:
                raise SlacheckError(path, f"holds {', '.join(unread)}, which slacheck cannot read: {SAVE_AS_READABLE}, "
                                          "or move it out of the folder if it is no part of the contract")
            inside = sorted(p for p in path.iterdir() if p.is_file() and p.suffix.lower() in SUFFIXES)
            if not inside:
                unread = unread_files(path)  # (its own brackets: the refusal's sentence holds none around it)
                raise SlacheckError(path, "is a folder holding no contract file to read: give a contract as "
                                          f"{CONTRACT_KINDS}, or a folder holding its files" +
                                          (f"; {unread}" if unread else ""))
            files.extend((p, None) for p in inside)
        else:
            files.append((path, role))
    seen: dict[Path, Path] = {}
    for path, _ in files:  # one file read twice would be a bundle that agrees with itself
        given_once(path, seen, "give each file of the contract once")
    return files


IMAGES = (".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp", ".gif", ".webp", ".heic")


def unread_files(folder: Path) -> str | None:
    """"not read: …": the files of a contract's folder that are not read, each with why (a scanned, signed
    amendment beside the contract would otherwise be dropped without a word). Hidden files (``.DS_Store``)
    are not named. None when every file is read or the folder holds none other."""
    from .ingest.load import CONTRACT_KINDS, SUFFIXES

    images, others = [], []
    for p in sorted(folder.iterdir()):
        if p.is_file() and not p.name.startswith(".") and p.suffix.lower() not in SUFFIXES:
            (images if p.suffix.lower() in IMAGES else others).append(p.name)
    why = ([f"{', '.join(images)} (an image: scans are not read; if it is part of the contract, give its text as "
            "a PDF with a text layer, .docx or .txt)"] if images else []) + \
          ([f"{', '.join(others)} (not a contract file: {CONTRACT_KINDS})"] if others else [])
    return f"not read: {'; '.join(why)}" if why else None


def files_left_out(folder: Path) -> list[str]:
    """The note of ``unread_files`` naming its folder, for stderr; [] when there is none."""
    unread = unread_files(folder)
    return [f"{folder}: {unread}"] if unread else []


def folders_left_out(sources: Sequence[str | Path]) -> list[str]:
    """``files_left_out`` of each folder among a command's contract arguments that holds a file to read (a
    folder holding none is refused by ``contract_files``, whose error names them)."""
    if not sources:  # claim or reconcile given --terms: no role patterns nor readers to load (~10 ms)
        return []
    from .bundle.roles import split_role
    from .ingest.load import SUFFIXES

    paths = (Path(split_role(str(source))[0]) for source in sources)
    return [note for path in paths if path.is_dir() and any(p.suffix.lower() in SUFFIXES for p in path.iterdir())
            for note in files_left_out(path)]


def given_once(path: Path, seen: dict[Path, Path], remedy: str) -> None:
    """Refuse a file named a second time (by any path to it); ``seen`` holds the files named so far."""
    from .errors import SlacheckError

    key = path.resolve() if path.exists() else path
    if key in seen:
        also = f" (also as {seen[key]})" if str(seen[key]) != str(path) else ""
        raise SlacheckError(path, f"is given twice{also}: {remedy}")
    seen[key] = path


def read_contracts(sources: Sequence[Source], limits: Limits | None = None, on_page=None,
                   lang: str | None = None, *, terms_file: bool = True) -> ContractRead:
    """A contract from one file (as ``read_contract``) or several read as one: each file
    extracted on its own, then merged (``bundle.merge``) so each term comes from the file that
    governs it. ``lang`` is the language of the bundle's explanations (default: its own);
    ``terms_file`` as ``read_contract``'s, for every file (one file or several: a TERMS.yaml is read
    or refused the same way)."""
    from .bundle.merge import Part, merge_bundle

    if len(sources) == 1 and isinstance(sources[0], Document):
        document, terms = read_contract(sources[0], limits)
        return ContractRead(document, terms, documents=[document])
    files = contract_files(sources)
    if len(files) == 1:
        document, terms = read_contract(files[0][0], limits, on_page, terms_file=terms_file)
        return ContractRead(document, terms, documents=[document])
    parts = []
    names = [path.name for path, _ in files]
    for path, role in files:
        document, terms = read_contract(path, limits, on_page, terms_file=terms_file)
        if names.count(path.name) > 1:  # two "order.docx" from two folders: named by their paths
            document = document.model_copy(update={"name": str(path)})
        parts.append(Part(document, terms, role))
    merged = merge_bundle(parts, lang)
    return ContractRead(merged.document, merged.terms, merged.bundle, [p.document for p in parts])


