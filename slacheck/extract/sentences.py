"""Sentences and clauses: how a contract's text is cut, as ``lang/layout.yaml`` says.

A number is judged inside its own clause and sentence, so where they end decides what a
trigger may reach. The spaCy pipeline's boundary component (nlp.py) calls ``split_sentences``;
the view (text.py) reads the result back from the parsed document.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass

from .data import layout_data
from .literals import one_character

# a whole cell (a run of non-space characters) that is a figure ("<99.95%", "28,000"), its comparison mark before it or
# after it ("99.8%< 10%", a credit ladder's row as a web page lost its cells)
_NUMERIC_CELLS = re.compile(r"(?<!\S)[<>≤≥=]?[\d.,]+%?[<>≤≥]?(?!\S)")
# cells between pipes, however the spaces came out ("<99.95% |10%": a PDF export of "<99.95%\t\t|10%")
_PIPE_CELLS = re.compile(r"\S[ \t]*\|[ \t]*\S")
# what a table's rule line is made of ("----|----", "+----+", "| :--- |"): tested over the whole line, with where its
# dashes and pipes stand found by ``str.find`` (``rule_under_header``, ``tables._is_separator``): one pattern spelling both, a
# class repeated around the run of dashes, tried every way a long run of dashes splits before it fails (a line of
# 1,500 dashes and a word: ~20 s)
RULE_CHARACTERS = re.compile(r"[|:+=\-\s]*")
_DASH_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*")  # "-----", "| :---: " (no pipe after it)
_COLUMN_GAP = re.compile(r"\S(?: {2,}|\t)\S")  # two cells of a spaced table row
_FULL_STOP = re.compile(r"\.(?=\s)")
_WORD_BEFORE = re.compile(r"([A-Za-z.]+)$")  # the word a full stop ends ("Inc.": an abbreviation)
_NUMBERING_BEFORE = re.compile(r"(?:^|\n)\s*\d+(?:\.\d+)*$")  # "1. DEFINITIONS": a clause number's stop

# layout.yaml patterns compiled one for one: (name in layout(), key in the file, pattern when the file
# has none; None: the key is required). r"(?!)" matches nothing, so a missing key switches its reading off
_PATTERNS = (
    ("line_end_re", "line_ends", None),
    ("sentence_end_re", "sentence_ends", None),
    ("follower_re", "period_followers", None),
    ("separator_re", "clause_separators", None),
    ("lead_in_end_re", "lead_in_ends", r"(?!)"),
    ("question_end_re", "question_ends", r"(?!)"),
    ("answer_start_re", "answer_starts", r"(?!)"),
    ("pointer_line_re", "pointer_lines", r"(?!)"),
    ("whether_word_re", "whether_words", r"(?!)"),
    ("whether_answer_re", "whether_answers", r"(?!)"),
    ("unticked_re", "unticked_boxes", r"(?!)"),
    ("inline_lead_in_re", "inline_lead_ins", r"(?!)"),
    ("inline_item_re", "inline_items", r"(?!)"),
    ("item_line_re", "item_lines", r"(?!)"),
    ("name_gloss_re", "name_glosses", r"(?!)"),
    ("title_line_re", "title_lines", r"(?!)"),
    ("value_line_re", "value_lines", r"(?!)"),
    ("row_name_re", "row_names", r"(?!)"),
    ("announcement_re", "announcing_ends", r"(?!)"),
    ("cell_run_re", "cell_runs", r"(?!)"),
    ("footnote_line_re", "footnote_lines", r"(?!)"),
    ("cell_end_re", "cell_ends", r"\s*"),
    ("section_mark_re", "section_marks", r"(?!)"),
    ("bare_title_re", "bare_titles", r"(?!)"),
    ("bracketed_title_re", "bracketed_titles", r"(?!)"),
    ("bracketed_title_lead_re", "bracketed_title_leads", r""),
    ("bracketed_title_ordinal_re", "bracketed_title_ordinals", r""),
    ("code_block_re", "code_blocks", r"(?!)"),
    ("chapter_mark_re", "chapter_marks", r"(?!)"),
    ("reading_gloss_re", "reading_glosses", r"(?!)"),
    ("running_head_re", "running_heads", r"(?!)"),
    ("opening_title_re", "opening_titles", r"(?!)"),
    ("feature_item_re", "feature_items", r"(?!)"),
    ("numbered_row_re", "numbered_rows", r"(?!)"),
    ("numbered_row_lead_re", "numbered_row_leads", r"(?!)"),
    ("labelled_item_re", "labelled_items", r"(?!)"),
    ("labelled_item_end_re", "labelled_item_ends", r"\s*"),
    ("labelled_item_lead_re", "labelled_item_leads", r"(?!)"),
    ("prose_stop_re", "prose_stops", r"(?!)"),
    ("prose_link_re", "prose_links", r"(?!)"),
    ("contents_leader_re", "contents_leaders", r"(?!)"),
    ("contents_title_re", "contents_titles", r"(?!)"),
    ("contents_entry_re", "contents_entries", r"(?!)"),
)


@functools.lru_cache(maxsize=1)
def layout() -> dict:
    """layout.yaml with its regexes compiled."""
    data = dict(layout_data())
    data["line_start_re"] = re.compile(r"\s*(?:" + "|".join(data["line_starts"]) + ")")
    data["label_line_re"] = re.compile("|".join(f"(?:{p})" for p in data.get("label_lines", [])) or r"(?!)")
    for name, key, default in _PATTERNS:
        data[name] = re.compile(data[key] if default is None else data.get(key, default))
    data["heading_res"] = tuple(re.compile(h) for h in data["headings"])
    data["part_heading_res"] = tuple(re.compile(h) for h in data.get("part_headings", []))
    data["abbrev"] = set(data["abbreviations"])
    data["clause_mark_re"] = _marks_pattern(data["separator_re"])
    return data


def _marks_pattern(separator: re.Pattern) -> re.Pattern | None:
    """One pattern finding every clause mark (``_is_clause_mark``) of a text, compiled with the layout (the
    build): where the separators are one character each, tested alone (a class, "[,，]"), a mark is a
    character that pattern or a bracket matches, wherever it stands. None for any other separator pattern
    (a lookaround, several characters): ``_clause_marks`` then tests the text's characters one by one."""
    if not one_character(separator):
        return None
    return re.compile(f"{separator.pattern}|[{re.escape(BRACKETS)}]", separator.flags)


def line_end(text: str, pos: int) -> int:
    """The end of the line ``pos`` is on (before its newline; the text's end on its last line)."""
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def is_table_line(line: str) -> bool:
    """A table row as loaders write it: pipes, column gaps, or several bare numbers."""
    s = line.strip()
    # each pattern tried only on a line holding the characters its every match holds (a pipe, a tab or two spaces):
    # asked of every line a bilingual text's phrase hits lie on (``TextHits.languages_at``), most of them prose
    if "\t" in s:
        return True  # a tab-separated row ("<99.95%\t|10%")
    if "|" in s and (s.startswith("|") or _PIPE_CELLS.search(s)):
        return True
    if "  " in s and len(_COLUMN_GAP.findall(s)) >= 2:
        return True
    if rule_under_header(s):
        return True  # a "----|----" rule under a header
    return is_spaced_row(s)


def rule_under_header(line: str) -> bool:
    """A pipe table's rule line, stripped: rule characters only (``RULE_CHARACTERS``), three dashes and a pipe after
    them ("----|----", "+---+---|"), or a run of three or more dashes, a pipe before it or colons around it allowed."""
    dashes = line.find("---")  # both ways need a run of three dashes
    if dashes < 0:
        return False
    if _DASH_RULE.fullmatch(line):
        return True
    return line.find("|", dashes + 3) >= 0 and RULE_CHARACTERS.fullmatch(line) is not None


def is_spaced_row(line: str) -> bool:
    """'计算机柜50kW 16 28,000 448,000': cells separated by single spaces, two or more numbers; not a line of prose
    (layout.yaml ``prose_stops``: "3.1.3 您必须在…第 5 天内提交请求。"), nor one whose words between its figures link
    them as a sentence (``prose_links``: "服务可用性低于 99.9% 但不低于 99% 的，乙方按当月服务费")."""
    tokens = len(line.split())
    if tokens < 2 or layout()["prose_stop_re"].search(line):
        return False
    figures = list(_NUMERIC_CELLS.finditer(line))  # one scan of the line, not one match per token
    numeric = len(figures)
    if not (numeric >= 2 and numeric * 2 >= tokens - 1 and not pipe_cells(line)):
        return False
    links = layout()["prose_link_re"]
    return not any(links.fullmatch(word) for word in line[figures[0].end():figures[-1].start()].split())


def pipe_cells(line: str) -> bool:
    """Are ``line``'s cells cut at pipes, not spaces: a pipe between two cells ("99.9% | 10%"), or one after its only
    cell (">= 99.99% |": a web page's table copied one cell a line, each cell with its pipe)?"""
    return " | " in line or line.rstrip().endswith(" |")


@dataclass(frozen=True)
class Clause:
    start: int
    end: int


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    clauses: tuple[Clause, ...]


def split_sentences(text: str) -> list[Sentence]:
    """Sentences (with their clauses) as layout.yaml cuts them; the spaCy pipeline's boundary
    component calls this."""
    lay = layout()
    cuts = [0]
    for m in lay["sentence_end_re"].finditer(text):
        cuts.append(m.end())
    for m in _FULL_STOP.finditer(text):
        # (the spaces after it as written: the view makes a run of them one tab, "month.  Financial Credits will be
        # applied within 60 days" is two sentences however many spaces the drafter typed)
        after = text[m.end():m.end() + 3].lstrip(" \t")
        word = _WORD_BEFORE.search(text[max(0, m.start() - 12):m.start()])
        numbering = _NUMBERING_BEFORE.search(text[max(0, m.start() - 12):m.start()])
        if numbering:
            continue  # "1. DEFINITIONS": the full stop belongs to the clause number
        if after and lay["follower_re"].match(after) and not (word and word.group(1) in lay["abbrev"]):
            cuts.append(m.end())
    cuts = sorted(set(cuts + [len(text)]))
    sentences = []
    marks = _clause_marks(text)
    for s, e in zip(cuts, cuts[1:]):
        while s < e and text[s].isspace():
            s += 1
        if s < e:
            sentences.append(Sentence(s, e, tuple(_split_clauses(text, s, e, marks))))
    return sentences


BRACKETS = "()[]"


def _clause_marks(text: str) -> list[int]:
    """Where the text has a bracket or a clause separator, in order: the only characters the
    clause splitter acts on (found at C speed, not by a step per character)."""
    finder = layout()["clause_mark_re"]
    if finder is not None:  # (no pattern compiled for the text's own marks)
        return [m.start() for m in finder.finditer(text)]
    special = "".join(sorted(ch for ch in set(text) if _is_clause_mark(ch)))
    if not special:
        return []
    return [m.start() for m in re.finditer(f"[{re.escape(special)}]", text)]


@functools.lru_cache(maxsize=4096)
def _is_clause_mark(ch: str) -> bool:
    return ch in BRACKETS or bool(layout()["separator_re"].match(ch))


def _split_clauses(text: str, start: int, end: int, marks: list[int]) -> list[Clause]:
    sep = layout()["separator_re"]
    depth = 0
    clauses, s = [], start
    for k in range(bisect.bisect_left(marks, start), len(marks)):
        i = marks[k]
        if i >= end:
            break
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and sep.match(ch):
            if 0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit():
                continue  # thousands separator
            clauses.append(Clause(s, i + 1))
            s = i + 1
    if s < end:
        clauses.append(Clause(s, end))
    return clauses


