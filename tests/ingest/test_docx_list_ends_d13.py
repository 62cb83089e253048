"""A DOCX paragraph after a list is its clause's, not the list's last item's (session 37's helper d13): the text read
keeps no indentation, so "3.1 … (i) … (ii) … (iii) …" then a paragraph set back at the clause's margin cited its term
under "3.1(iii)". Word's indents tell them apart (``w:ind`` on the paragraph, its list level or its style): a paragraph
set out left of the items ends the list and is cited under the clause; one set in as far as the item goes on in it.
"""

from __future__ import annotations

import docx
import pytest
from docx.shared import Pt

from slacheck import api

EN = ("3.1 Service Levels. Provider shall:",
      [("(i)", "monitor the GPU cluster at all times;"), ("(ii)", "keep spare nodes on site;"),
       ("(iii)", "report each outage to Customer.")],
      "The Monthly Uptime Percentage of the GPU cluster is at least 99.9%.")
ZH = ("第五条 服务等级 乙方应当：",
      [("（一）", "全天候监控GPU集群；"), ("（二）", "在机房保留备用节点；"), ("（三）", "及时向甲方报告每次故障。")],
      "GPU集群月可用性不低于99.9%。")


def contract(tmp_path, wording, after_indent: float | None, list_style: bool = False):
    """A DOCX of ``wording``'s clause, its items typed with their labels and set in 36 pt (or numbered by Word's "List
    Number" style, the style's level indenting them), then its paragraph at ``after_indent`` pt (None: the margin)."""
    lead, items, after = wording
    word = docx.Document()
    word.add_paragraph("GPU Cluster Service Agreement")
    word.add_paragraph(lead)
    for label, text in items:
        if list_style:
            word.add_paragraph(text, style="List Number")
        else:
            word.add_paragraph(f"{label} {text}").paragraph_format.left_indent = Pt(36)
    paragraph = word.add_paragraph(after)
    if after_indent is not None:
        paragraph.paragraph_format.left_indent = Pt(after_indent)
    path = tmp_path / "contract.docx"
    word.save(str(path))
    return path


def clause_of(path, key="availability_pct"):
    [term] = [t for t in api.extract(api.load_document(path)).terms if t.key == key]
    assert term.value == 99.9
    return term.clause


@pytest.mark.parametrize("wording, clause", [(EN, "3.1"), (ZH, "第五条")])
def test_a_paragraph_set_back_after_a_list_is_cited_under_its_clause(tmp_path, wording, clause):
    # main: "3.1(iii)", "第五条(三)"
    assert clause_of(contract(tmp_path, wording, None)) == clause


@pytest.mark.parametrize("wording, clause", [(EN, "3.1(iii)"), (ZH, "第五条(三)")])
def test_a_paragraph_set_in_as_far_as_the_item_goes_on_in_it(tmp_path, wording, clause):
    """Near miss: the paragraph set in as the items are is the last item's own (as on main)."""
    assert clause_of(contract(tmp_path, wording, 36)) == clause
    assert clause_of(contract(tmp_path, wording, 54)) == clause


def test_the_paragraph_after_a_word_numbered_list_ends_it_by_the_levels_indent(tmp_path):
    """The items numbered by Word (the "List Number" style: the level's own w:ind sets them in) and a paragraph at
    the margin after them: the list ends there (``Document.list_ends``); set in as the level is, it does not."""
    document = api.load_document(contract(tmp_path, EN, None, list_style=True))
    assert [document.text[at:at + 30] for at in document.list_ends] == ["The Monthly Uptime Percentage "]
    assert api.load_document(contract(tmp_path, EN, 36, list_style=True)).list_ends == []


def test_a_markdown_or_text_contract_has_no_list_ends(tmp_path):
    """Near miss: no other reader keeps indentation; a text contract is cited as before (its item's)."""
    lead, items, after = EN
    path = tmp_path / "contract.txt"
    path.write_text("\n".join([lead, *(f"{label} {text}" for label, text in items), after]) + "\n", encoding="utf-8")
    assert api.load_document(path).list_ends == []
    assert clause_of(path) == "3.1(iii)"
