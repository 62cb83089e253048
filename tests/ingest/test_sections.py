"""One clause-number finder (issue 14): ``ingest.sections.find_clause_number`` over
``clause_numbers.yaml`` serves the sections (clause diff, letters, review page) and
``extract/structure.py`` (Term.clause), so a clause is numbered the same everywhere."""

from __future__ import annotations

import re

import pytest
import yaml

from slacheck.ingest.sections import clause_number_at, clause_patterns, find_clause_number, line_number, split_sections
from tests.conftest import extracted_term


@pytest.mark.parametrize("line, label, level", [
    ("第七条 服务可用性", "第七条", "section"),
    ("第七条第1款 乙方承诺每月可用性不低于99.9%。", "第七条第1款", "section"),
    ("第三章 服务等级", "第三章", "section"),
    ("## 第六条　服务等级", "第六条", "section"),
    ("6.6 赔付标准如下：", "6.6", "section"),
    ("6.6赔付标准如下：", "6.6", "section"),         # Chinese contracts put no space after the number
    ("5.1. Service Credits", "5.1", "section"),
    ("5.1(a) Credits are", "5.1(a)", "section"),
    ("3. Service Levels", "3", "section"),
    ("3、服务内容", "3", "section"),
    ("Section 3.1 Uptime", "Section 3.1", "section"),
    ("ARTICLE IV Term", "ARTICLE IV", "section"),
    ("Annex A Specifications", "Annex A", "section"),
    ("**5.2** Credits", "5.2", "section"),
    ("(a) The monthly availability", "(a)", "item"),
    ("1) The monthly availability", "1", "item"),
    ("三、服务等级", "三", "heading"),  # d12: a Chinese section heading's number, cited as a clause's (not cut)
    ("99.9% of the time", None, None),                # a figure, not a clause number
    ("2.5kW per rack", None, None),
    ("乙方承诺每月可用性不低于99.9%。", None, None),
])
def test_clause_numbers_as_contracts_write_them(line, label, level):
    found = find_clause_number(line)
    assert (found.label if found else None, found.level if found else None) == (label, level)
    if found:
        assert line[found.start:found.end] == label
    assert line_number(line) == (label if level == "section" else None)


def test_sections_and_term_clauses_use_the_same_numbers():
    text = "第七条 服务等级\n7.1 乙方承诺每月可用性不低于99.9%。\n6.6赔付标准：低于99.9%的，赔付10%。\n"
    assert [s.number for s in split_sections(text)] == ["第七条", "7.1", "6.6"]
    term = extracted_term(text, "availability_pct", 99.9)
    assert term.clause == clause_number_at(text, term.start) == "7.1"


def test_an_item_keeps_its_section_for_citation_and_its_item_for_the_term():
    text = "7. Service Levels\n(a) The monthly availability is at least 99.9%."
    term = extracted_term(text, "availability_pct", 99.9)
    # the term cites the item under its section, as a lawyer does (d11: was "(a)", which names no clause)
    assert term.clause == "7(a)" and clause_number_at(text, term.start) == "7"


def test_the_clause_number_data_has_a_closed_shape():
    from importlib import resources

    data = yaml.safe_load((resources.files("slacheck.ingest") / "clause_numbers.yaml").read_text(encoding="utf-8"))
    assert set(data) == {"patterns", "bullets"}  # bullets: d11, a bulleted line's start (extract/structure.py)
    re.compile(data["bullets"])
    for entry in data["patterns"]:
        # cited (d12): how a term read in the item cites it ("1)" as "(1)"), its number at {}
        assert set(entry) - {"cited"} == {"level", "pattern"} and entry["level"] in ("section", "heading", "item")
        assert entry.get("cited", "{}").count("{}") == 1
        re.compile(entry["pattern"])
    assert len(clause_patterns()) == len(data["patterns"])
