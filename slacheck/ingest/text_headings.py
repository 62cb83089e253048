"""Unnumbered headings of a plain-text contract: a short line in capitals, Title Case or short sentence case, alone.

A numbered heading ("5. SERVICE LEVELS", "Section 3.1") is read by its number (``sections.py``); an
unnumbered one ("SERVICE LEVELS", "Limitation of Liability" between blank lines) read as a plain line
runs into nothing, so the figures under it cite the clause before it and the extractor frames no section
there. A PDF's such a heading is told by its type (``headings.py``), a DOCX's by its style; a text file
has neither, so the rules are the line's own (``text_headings.yaml``): it stands alone between blank
lines, is short, holds letters, ends as no sentence does, is no signature block's line, opens with no
clause number, is set in capitals or Title Case, and is no running header. It reads with Markdown's
mark before it in the normalised text only (the alignment maps the mark to where its line starts), so
the extractor finds it as it finds a DOCX's, and a quote shows the file's characters.
"""

from __future__ import annotations

import functools
import re
from collections import Counter

from ..yamlfile import packaged_data
from .headings import ends_as_sentence, no_heading_line, number_alone
from .normalise import opens_item
from .sections import find_clause_number

_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
_CASED = re.compile(r"[^\W\d_]")


@functools.cache
def _rules() -> dict:
    data = dict(packaged_data("slacheck.ingest", "text_headings.yaml"))
    data["small_words"] = frozenset(data["small_words"].lower().split())
    data["sentence_case_not_last"] = frozenset(data["sentence_case_not_last"].lower().split()) | data["small_words"]
    data["contents_entry"] = re.compile(data["contents_entry"])
    return data


def _set_as_heading(line: str) -> bool:
    """Is ``line`` set as a heading is: opening with a letter, in capitals, in Title Case (each word
    capitalised but a title's short words) or in short sentence case, few digits, no colon (``text_headings.yaml``)?"""
    rules = _rules()
    letters = _CASED.findall(line)
    if len(letters) < rules["min_letters"] or not all(ch.isascii() or ch.upper() != ch.lower() for ch in letters):
        return False  # too few letters, or letters of a script with no capitals (CJK)
    words = _WORD.findall(line)
    if not line[0].isalpha() or not words or not words[0][0].isupper() or ":" in line \
            or sum(ch.isdigit() for ch in line) > rules["max_digits"] or rules["contents_entry"].search(line):
        return False
    if line.upper() == line:
        return not all(word.lower() in rules["small_words"] for word in words)
    small = [word.lower() in rules["small_words"] for word in words]
    if len(words) < rules["title_case_words"] or all(small):
        return False
    # Title Case; or sentence case, short, opening with no small word, ending with no small word or verb, no digit
    # ("Service credits"; not "IBM shall" over a list, nor a table's row)
    return all(word[0].isupper() or is_small for word, is_small in zip(words, small)) \
        or (len(words) <= rules["sentence_case_words"] and not small[0]
            and words[-1].lower() not in rules["sentence_case_not_last"] and not any(ch.isdigit() for ch in line))


def heading_lines(text: str) -> list[int]:
    """The indexes of ``text``'s lines that are unnumbered headings (the rules above)."""
    rules = _rules()
    lines = text.split("\n")
    counts = Counter(line.strip() for line in lines)
    found = []
    above = None  # the last line with text before this one
    for k, line in enumerate(lines):
        stripped = line.strip()
        before, above = above, (stripped or above)
        if not stripped or len(stripped) > rules["max_chars"] or stripped.startswith("#") or "|" in stripped:
            continue
        if before is None or number_alone(before):
            continue  # the file's title; a clause number's title under it
        if (k and lines[k - 1].strip()) or (k + 1 < len(lines) and lines[k + 1].strip()):
            continue  # not alone: a paragraph's line
        if counts[stripped] > rules["max_repeats"] or no_heading_line(stripped) \
                or find_clause_number(stripped) is not None or not _set_as_heading(stripped):
            continue
        after = next((other.strip() for other in lines[k + 1:] if other.strip()), "")
        if not (ends_as_sentence(after) or opens_item(after) or len(after) > rules["paragraph_chars"]
                or (stripped.upper() == stripped and after.upper() == after and _set_as_heading(after))):
            continue  # it heads no text: a table's row name set on a line of its own
        found.append(k)
    return found


def marked_text(text: str) -> str:
    """``text`` with each unnumbered heading line opening with ``text_headings.yaml``'s mark (after its indent)."""
    found = heading_lines(text)
    if not found:
        return text
    mark = _rules()["mark"]
    lines = text.split("\n")
    for k in found:
        line = lines[k]
        lead = len(line) - len(line.lstrip())
        lines[k] = line[:lead] + mark + line[lead:]
    return "\n".join(lines)
