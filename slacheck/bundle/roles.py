"""What each file of a bundle is: framework, SLA schedule, order form or amendment.

Read from the title (the first lines that name a role: "GPU算力租赁框架协议", "ORDER FORM
No. OF-0042"), where a title naming two roles is the one its language heads it with
("框架协议之补充协议" is an amendment, "Amendment No. 1 to the Master Services Agreement"
too); else from the file name ("MSA.pdf"); else the user says it (``FILE:ROLE``).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from ..models import Document

# the language data and the folding the title and file-name readers use load with them (``bundle.data``,
# ``extract.fold``): ``split_role`` reads every contract argument before the contract's reader starts

ROLES = ("framework", "sla", "order", "amendment")  # the names a user gives after FILE:


@functools.lru_cache(maxsize=1)
def _role_pattern() -> re.Pattern:
    from .data import languages, phrase_pattern

    return phrase_pattern([p for data in languages().values() for ps in data["roles"].values() for p in ps])


@functools.lru_cache(maxsize=1)
def _file_name_patterns() -> dict[str, re.Pattern]:
    from .data import bundle_data, phrase_pattern

    return {role: phrase_pattern(words) for role, words in bundle_data()["file_names"].items()}


def split_role(argument: str) -> tuple[str, str | None]:
    """``"ORDER.docx:order"`` → ``("ORDER.docx", "order")``; an argument without a known role
    after its last colon is all path (``C:\\x.pdf`` stays whole)."""
    path, colon, role = argument.rpartition(":")
    if colon and path and role.strip().lower() in ROLES:
        return path, role.strip().lower()
    if colon and path and role and not Path(argument).exists() and Path(path).is_file():
        from ..errors import SlacheckError  # "MSA.docx:master": a role misspelt, not a file missing

        raise SlacheckError(Path(argument), f"unknown role '{role}' (give one of {', '.join(ROLES)} after the colon)")
    return argument, None


def role_from_title(document: Document) -> tuple[str, str] | None:
    """(role, the title line) from the first lines that name a role, or None."""
    from .data import bundle_data

    lines = [line for line in document.text.splitlines() if line.strip()][: bundle_data()["title_lines"]]
    for line in lines:
        role = role_of_title(line, document.language)
        if role is not None:
            return role, line.strip().lstrip("#* ").strip()
    return None


@functools.lru_cache(maxsize=1024)  # a text's title lines are asked twice (parts in force, deferring sentences)
def role_of_title(title: str, language: str) -> str | None:
    """The role a title names: of the roles it names, the one its language heads it with (None: it names none)."""
    from ..extract.fold import simplify
    from .data import bundle_data, role_of

    found = [m for m in _role_pattern().finditer(simplify(title))]
    if not found:
        return None
    head = bundle_data()["languages"][language]["title_head"]
    return role_of((found[0] if head == "first" else found[-1]).group())


def role_from_file_name(name: str) -> str | None:
    """The role a file name says ("MSA.pdf", "02-sla-schedule.md"), when one role alone fits."""
    from ..extract.fold import simplify

    words = simplify(re.sub(r"[_\-.]+", " ", Path(name).stem))
    fits = [role for role, rx in _file_name_patterns().items() if rx.search(words)]
    return fits[0] if len(fits) == 1 else None


def recognise_role(document: Document, given: str | None = None) -> tuple[str | None, str | None, str | None]:
    """(role, how it was known, the words it was known by) for one file of a bundle."""
    if given is not None:
        return given, "user", None
    titled = role_from_title(document)
    if titled is not None:
        return titled[0], "title", titled[1]
    named = role_from_file_name(document.name)
    if named is not None:
        return named, "file name", document.name
    return None, None, None
