"""The one exception slacheck raises for bad input.

Every reader and validator reports problems as ``SlacheckError`` naming the file and the
line or page, in the ``file:line: problem`` form editors can jump to (STYLE §5). Bugs are
not wrapped: only bad input becomes this error, and only the CLI turns it into exit 2.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path


# where a problem of the contract terms is, until the caller that knows their file names it
# (``claim_inputs.naming_the_terms``)
TERMS_PROBLEM = "terms"


class MissingTerm(ValueError):
    """A term a computation needs and the contract's terms lack: ``term`` is its SPEC §1 key, what a
    TERMS.yaml would add (``claim_inputs.naming_the_terms`` says so, naming the file)."""

    def __init__(self, term: str | tuple[str, ...], message: str, values: tuple[str, ...] | None = None,
                 note: str = ""):
        super().__init__(message)
        self.term = term  # several keys (a tuple) where one computation lacks several terms, asked at once
        self.values = values  # the values that would do here, where not every value the key takes would
        self.note = note  # said after how to add the terms: how to work one out where the contract states none


def terms_problem(missing: ValueError) -> "SlacheckError":
    """A problem of the contract terms where their file is not known (``TERMS_PROBLEM``), with the term they
    lack (a ``MissingTerm``'s), for the caller that knows the file to name it and say what to add there."""
    error = SlacheckError(TERMS_PROBLEM, str(missing))
    error.term = getattr(missing, "term", None)
    error.values = getattr(missing, "values", None)
    error.note = getattr(missing, "note", "")
    return error


class SlacheckError(Exception):
    """Bad input: a file, where in it, and what is wrong (plus any further problems)."""

    term: str | None = None  # a term the contract's terms lack, which their file would add (``terms_problem``)
    given: Path | None = None  # the path of the file the problem is in, where known (``read_from``)

    def __init__(
        self,
        file: str | Path,
        message: str,
        line: int | None = None,
        page: int | None = None,
        problems: tuple[str, ...] | list[str] = (),
    ):
        self.file = (file.name or str(file)) if isinstance(file, Path) else str(file)  # "." has no name
        self.message = message
        self.line = line
        self.page = page
        self.problems = tuple(problems)
        super().__init__(str(self))

    @property
    def where(self) -> str:
        if self.line is not None:
            return f"{self.file}:{self.line}"
        if self.page is not None:
            return f"{self.file}:page {self.page}"
        return self.file

    def __str__(self) -> str:
        head = f"{self.where}: {self.message}"
        if self.problems:
            return head + "".join(f"\n{p}" for p in self.problems)
        return head


@contextmanager
def read_from(path: str | Path):
    """Around the reading of one file: a problem its readers name by the file's bare name ("log.csv:3: …")
    carries the path it was read from (``SlacheckError.given``), so that ``as_typed`` can tell it from another
    file of that name (``reconcile --incidents ours/log.csv --vendor-report theirs/log.csv``)."""
    try:
        yield
    except SlacheckError as error:
        if error.given is None and error.file == (Path(path).name or str(path)):
            error.given = Path(path)
        raise


def as_typed(error: SlacheckError, paths) -> SlacheckError:
    """``error`` naming each file the user typed by a relative path as typed ("data/x.csv"), not by the
    bare name readers give ("x.csv"), in its ``file:line`` and in each further problem (``named_as_typed``).
    A file read from a known path (``read_from``) whose name two typed paths share is named by that path as
    typed: "log.csv:3" could be either."""
    paths = list(paths)
    if error.given is not None and len({str(p) for p in paths if p.name == error.file}) > 1:
        shown = {error.file: str(error.given)}
        error.file = shown[error.file]
        error.problems = tuple(named_as_typed(problem, shown) for problem in error.problems)
        return error
    shown = typed_names(paths)
    error.file = shown.get(error.file, error.file)
    error.problems = tuple(named_as_typed(problem, shown) for problem in error.problems)
    return error


def as_given(path: str | Path) -> str:
    """How a message names a file the user gave: the relative path as typed ("data/x.csv"); an absolute
    path by its bare name (a temporary or home folder's path would bury the message; the existing tests pin it)."""
    path = Path(path)
    return str(path) if not path.is_absolute() else (path.name or str(path))


def typed_names(paths) -> dict[str, str]:
    """Bare name → the relative path the user typed ("x.csv" → "data/x.csv"), as ``as_given`` names it. A
    name two typed paths share is left out: which of them it is cannot be told."""
    typed: dict[str, set[str]] = {}
    for path in paths:
        typed.setdefault(path.name, set()).add(as_given(path))
    shown = {name: ways.pop() for name, ways in typed.items() if len(ways) == 1}
    return {name: way for name, way in shown.items() if name and way != name}


def distinct_names(paths) -> dict[str, str]:
    """Each path (as given) → how a note names its file: the bare name, or, where another of ``paths`` (another
    file) has that name too (``reconcile --incidents ours/incidents.csv --vendor-report vendor/incidents.csv``),
    the shortest path that tells them apart: as typed when every one of them was typed relative, else the
    fewest trailing folders of each that differ ("ours/incidents.csv"). One file given twice keeps its name."""
    given = {str(p): Path(p) for p in paths if p is not None}
    whole = {typed: path.resolve() for typed, path in given.items()}
    bare = {typed: path.name or typed for typed, path in given.items()}
    names = dict(bare)
    for typed, path in given.items():
        same = [t for t in given if bare[t] == bare[typed] and whole[t] != whole[typed]]
        if not same:
            continue
        if not any(given[t].is_absolute() for t in (typed, *same)):
            names[typed] = str(path)
            continue
        parts = whole[typed].parts
        depth = next((n for n in range(2, len(parts) + 1)
                      if all(whole[t].parts[-n:] != parts[-n:] for t in same)), len(parts))
        names[typed] = str(Path(*parts[-depth:]))
    return names


def named_as_typed(text: str, shown: dict[str, str]) -> str:
    """A ``file:...`` line (a problem, a reader's note) with its file as typed (``typed_names``)."""
    head, colon, rest = text.partition(":")
    return shown[head] + colon + rest if colon and head in shown else text


class Problems(list):
    """``(line, message)`` problems of one file, bounded: past ``limit`` they are only counted.

    A log of ten million bad rows must not hold ten million messages; the user sees the
    first ``limit`` (in file order) and how many more there are.
    """

    def __init__(self, items=(), limit: int | None = None):
        super().__init__()
        self.limit = MAX_PROBLEMS if limit is None else limit
        self.more = 0
        self.extend(items)

    def append(self, item) -> None:
        if len(self) < 2 * self.limit:  # room to keep the earliest lines after sorting
            super().append(item)
        else:
            self.more += 1

    def extend(self, items) -> None:
        for item in items:
            self.append(item)
        self.more += getattr(items, "more", 0)

    def add_each(self, rows, problem) -> None:
        """``problem(i)`` for each of ``rows`` (ascending), building at most ``limit`` messages."""
        total = len(rows)
        for i in list(rows[: self.limit]):
            self.append(problem(int(i)))
        self.more += max(0, total - self.limit)

    def finish(self) -> "Problems":
        """Sorted by line, cut to ``limit``; what was cut is added to ``more``."""
        ordered = sorted(self, key=lambda p: (p[0] is None, p[0] or 0))
        done = Problems(limit=self.limit)
        list.extend(done, ordered[: self.limit])
        done.more = self.more + max(0, len(ordered) - self.limit)
        return done


MAX_PROBLEMS = 100  # Limits.max_problems; kept here so errors.py needs no other module


def collect(file: str | Path, problems: list[tuple[int | None, str]]) -> None:
    """Raise one SlacheckError for every ``(line, message)`` problem found in a file.

    Readers check the whole file first, so the user sees every bad line at once (up to
    ``MAX_PROBLEMS``, then how many more there are).
    """
    if not problems:
        return
    more = getattr(problems, "more", 0)
    if len(problems) > MAX_PROBLEMS:
        more += len(problems) - MAX_PROBLEMS
        problems = list(problems)[:MAX_PROBLEMS]
    name = Path(file).name or str(file)
    rendered = [f"{name}:{ln}: {msg}" if ln is not None else f"{name}: {msg}" for ln, msg in problems]
    if more:
        rendered.append(f"{name}: ... and {more:,} more problems")
    first_line, first_msg = problems[0]
    raise SlacheckError(file, first_msg, line=first_line, problems=rendered[1:])


LIBRARY_PREFIXES = ("Value error, ", "Assertion failed, ")  # pydantic's words, not the user's


# pydantic's "Input should be a valid number, unable to parse string as a number" as a user reads it, after
# the value given: "'99.5%' is not a number" (an option, a TERMS.yaml or a workload line: one wording)
PARSE_ERRORS = {"int_parsing": "is not a whole number", "float_parsing": "is not a number",
                "int_from_float": "is not a whole number", "int_type": "is not a whole number",
                "float_type": "is not a number", "bool_parsing": "is not true or false",
                "bool_type": "is not true or false", "string_type": "is not text"}


def validation_place(loc) -> str:
    """Where in a term a pydantic error is, as a reader of the YAML finds it: 'credit_tiers', 'credit_tiers (item 2,
    credit_pct)' for ``('credit_tiers', 1, 'credit_pct')``."""
    key, *inside = [str(part + 1) if isinstance(part, int) else str(part) for part in loc] or [""]
    if not inside:
        return key
    tier = f"item {inside[0]}" if loc[1:2] and isinstance(loc[1], int) else inside[0]
    return f"{key} ({', '.join([tier, *inside[1:]])})"


def validation_message(error: dict) -> str:
    """A pydantic error's message as a user reads it: "must be at most 100", not "Value error, ...";
    "'ninety' is not a number", not "Input should be a valid number, unable to parse string as a number"."""
    if error.get("type") in PARSE_ERRORS and "input" in error:
        given = repr(error["input"])
        return f"{given if len(given) <= 60 else given[:57] + '...'} {PARSE_ERRORS[error['type']]}"
    message = str(error.get("msg", ""))
    if error.get("type") == "extra_forbidden":  # a key misspelt inside a term's mapping
        return "not one of its fields (a misspelt key?)"
    for prefix in LIBRARY_PREFIXES:
        if message.startswith(prefix):
            return message[len(prefix):]
    return message


def did_you_mean(word: str, choices, what: str = "") -> str:
    """`` (did you mean 'availability_pct'?)`` for a near miss, else what is accepted (when short)."""
    import difflib

    choices = list(choices)
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    if close:
        return f" (did you mean '{close[0]}'?)"
    return f" ({what or 'one of'}: {', '.join(choices)})" if len(choices) <= 12 else ""
