"""Worked examples and illustrations: where a contract shows a rule at work, not a term.

"For example, if you purchase the Service for a term of three months starting from March 17"
states no term of three months; "例如：华北一地域位于北京市" names no contracted site. Such text
is non-binding (issue 9 item 3): a value read inside it is never the term when the operative
text states the key, and otherwise only a low-confidence one where the key's data allows it
(``from_examples``; pipeline.py). This module only finds where examples are, from the cues and
heading words of the language data (``examples`` in lang/*.yaml):

- a heading with an example word ("4.4 Example of how Service Credit is calculated", "## 计算示例")
  makes its whole section an example, to the next heading of its rank or above;
- a cue inside parentheses ("(e.g., by e-mail)", "（例如4月）") covers the parenthesis;
- a cue followed by a colon that ends its line ("For example:", "示例如下：") covers the
  paragraph it introduces, and so does one in a lead-in that ends its line with a colon, in its
  first clause or with no colon between ("部分平台的服务标准如下：", "为增强用户信任，部分平台采用阶梯
  补偿策略：" over a list);
- any other cue covers its sentence from the cue on (from the sentence's start when the cue
  is in its first clause: "For example, if ...", "假设当月为30天，..."), and a mid-sentence
  cue stops at a colon after it (the list of examples ends, the operative text resumes);
- a paragraph written in italics that holds a cue is an example as a whole;
- a fenced block of code or console output (layout.yaml ``code_blocks``: a command's flags, a script's settings) is
  one as a whole;
- an article's announcement of itself in the document's opening, before its first heading (``openings``: "以下是关键
  环境要求的系统化分析：") makes the whole document one;
- a word that is a cue only before a named third party (``cases``, regexes: 如 as "such as" in "，如京东云的智能算力
  模块支持45天交付", not the 如 of "如乙方未能…") is scoped as any other cue.

Advice and surveys of the market (``advice``, ``advice_headings``: a buyer's guide's "选择GPU云服务时，
应关注是否支持99.9%的可用性", "部分平台采用阶梯赔偿", "## 选购指南") are scoped the same way: what a
text recommends looking for, or reports other providers do, commits nobody to anything. A table of other
providers and a tender's scoring ("服务可用性达到99.99%得5分", a "评分标准" section or table) give no value at all.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from typing import Callable

from ..ingest.sections import find_clause_number
from .literals import matches
from .matchers import Rules, TextHits
from .numbers import parse_cn_numeral, tables
from .ranges import MergedRanges
from .sentences import layout
from .subjects import heading_patterns
from .tables import read_tables
from .text import PARAGRAPH_BREAK, View, simplify

CLAUSE_LOOKBACK = 20  # sentences back to the clause number a cue stands under
# characters from the document's start an article's announcement of itself may stand at (``openings``): a web article's
# page puts its title, date, tags and a teaser of its lead before the lead itself ("…趋势与选型指南 / - 综合资讯 / - 2025-04-19
# / 2023年GPU云服务器租赁市场呈现显著波动…" repeated in full, then "…本文将从价格构成、市场现状…系统解析", ~650 characters in)
OPENING_REACH = 1000
# the document's first lines (blank ones aside) an explainer's headline may stand on (``headlines``), under names of a few
# words at most over it, a site's or a section's ("IRCNF" over "Why AI Is Forcing Data Centers to Rethink Cooling from the
# Ground Up"); a line of more words is the page's text, and a headline-like heading under it one of its sections
HEADLINE_LINES = 3
HEADLINE_NAME_WORDS = 3
_LINE = re.compile(r"\n([^\n]*)")  # a line after the one before it (its break, then its text)
CONTENTS_ENTRY_CHARS = 60  # a contents entry is a clause's title: longer, the line is the clause's text
_LONG_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{4,}")  # a Latin word of five letters or more: capitalised in a title ("from" may not be)
_CAPITAL_START = re.compile(r"[ \t]*[A-Z]")  # a line opening on a capital: a byline's or a sentence's start
_OPENERS, _CLOSERS = "([", ")]"


class ExampleScopes:
    """The example spans of one document view, merged and sorted."""

    def __init__(self, view: View, hits: TextHits, rules_: Rules, heading_starts: Callable[[], list[int]]):
        self.view = view
        self._breaks: list[tuple[int, int]] | None = None  # blank lines of the document, found once
        self._headings = heading_starts  # the heading sentences' starts (subjects.py finds them once)
        self._ends = [m.start() for m in rules_.example_ends.find(hits)] if rules_.example_ends else []
        self._resumed = [m.start() for m in rules_.example_resumed_by.find(hits)] if rules_.example_resumed_by else []
        ranges = []
        advice = {m.span() for m in rules_.example_advice.find(hits)} if rules_.example_advice else set()
        advice_heads = {m.span() for m in rules_.example_advice_headings.find(hits)}
        scenarios = {m.span() for m in rules_.example_scenarios.find(hits)} if rules_.example_scenarios else set()
        # (not a cue inside a longer word, ``not_cues``: "赔偿比例如下表：" holds 例如, "百分比如下" 比如)
        not_cues = [m.span() for m in rules_.example_not_cues.find(hits)] if rules_.example_not_cues else []
        for phrases in (rules_.example_cues, rules_.example_headings):
            for m in phrases.find(hits):
                if phrases is rules_.example_cues and any(s <= m.start() and m.end() <= e for s, e in not_cues):
                    continue
                head = self._heading_of(m.start())
                if head is not None:
                    ranges.append((head.start, self._title_end(head.start)))
                elif phrases is rules_.example_cues:
                    ranges.append(self._cue_scope(m.start(), m.end(), advised=m.span() in advice,
                                                  scenario=m.span() in scenarios))
                else:
                    title = self._title_line_start(m.start(), m.end(), advised=m.span() in advice_heads)
                    if title is not None:
                        ranges.append((title, self._title_end(title)))
        # ... and a word heading one only alone in brackets of its own (``bracketed_headings``: "【例1】", not "GPU实例")
        for m in rules_.example_bracketed_headings.find(hits):
            title = self._title_line_start(m.start(), m.end(), bracketed=True)
            if title is not None:
                ranges.append((title, self._title_end(title)))
        # an explainer's title ending the document's opening line (``explainer_titles``: "GPU加速型云计算服务解析" over
        # its text, a blank line under it or none)
        for m in rules_.example_explainer_titles.find(hits):
            title = self._title_line_start(m.start(), m.end(), advised=True, closing=True)
            if title is not None:
                ranges.append((title, self._title_end(title)))
        # a lead-in and its closer around an example or a calculation's assumptions ("按照五年租期以及每月7万元租金，
        # 平均折旧法下测算", "以甲骨文与OpenAI签订的3000亿美元算力采购协议为标志"): from the lead-in on, as a cue there would be
        ranges += [self._cue_scope(m.start(), m.start() + 1) for m in rules_.example_frames.find(hits)]
        ranges += self._opening_scope(hits, rules_)
        # a cue that opens an example only before a named third party ("，如京东云的智能算力模块支持45天交付")
        # (searched only in a text holding their words: an English contract holds none of them, ``literals.matches``)
        ranges += [self._cue_scope(m.start(), m.end()) for p in rules_.example_cases
                   for m in matches(p, view.text, view.lowered)]
        ranges += self._bracket_scopes(hits, rules_)
        # a fenced block of code or console output (layout.yaml ``code_blocks``): how to use a service, no term
        ranges += self._code_blocks()
        # a survey of what other providers offer states nothing of this contract: no value read there at all; nor does a
        # tender's scoring (what a bidder's offer would score, no promise): a sentence that awards points (``scores``:
        # "可用性达到99.99%得5分"), the section under a heading naming the scoring (``score_headings``: "五、评分标准") and a
        # table whose header names it (``score_tables``: "| 序号 | 评分因素 | 评分标准 | 分值 |") or that has a column of points
        # (``score_columns``: "| 序号 | 项目 | 要求 | 分值 |" over "| 1 | 服务可用性 | ≥99.99% | 5 |")
        scored = [view.sentence_at(m.start()) for p in rules_.example_scores for m in matches(p, view.text, view.lowered)]
        # (the document's tables, read once here for both kinds of table and kept for ``Evidence``, whose readers ask
        # which table, row and cell holds a figure)
        self.tables = read_tables(view.text)
        self.surveys = (_survey_tables(view.text, self.tables, rules_.example_survey_columns)
                        + [(s.start, s.end) for s in scored]
                        + self._score_sections(rules_) + _score_tables(view.text, self.tables, rules_)
                        + self._contents_lines())
        ranges += self.surveys
        self._scopes = MergedRanges(ranges)
        self.spans = self._scopes.spans

    def inside(self, start: int, end: int | None = None) -> bool:
        """Does [start, end) begin or end inside an example?"""
        return self._covers(start) or (end is not None and end > start and self._covers(end - 1))

    def in_survey(self, start: int, end: int) -> bool:
        """Is [start, end) inside a table that compares other providers (``_survey_tables``) or a tender's scoring rule?"""
        return any(lo <= start < hi or lo < end <= hi for lo, hi in self.surveys)

    def _covers(self, pos: int) -> bool:
        return self._scopes.covers(pos)

    # --- scopes

    def _code_blocks(self) -> list[tuple[int, int]]:
        """The view spans of the fenced blocks of code (layout.yaml ``code_blocks``), found in the document's own lines:
        the view runs a fence into the line after it."""
        return [self.view.from_source(*m.span()) for m in layout()["code_block_re"].finditer(self.view.source)]

    def _opening_scope(self, hits: TextHits, rules_: Rules) -> list[tuple[int, int]]:
        """The whole document when an article announces itself in its opening, within OPENING_REACH of its start and
        before its first heading (``openings``: "英伟达H100 GPU集群…对数据中心环境有严格要求。以下是关键环境要求的系统化
        分析：", "本文将深入剖析…"): what follows is the article's analysis, no contract's terms."""
        if not rules_.example_openings:
            return []
        starts = self._headings()
        first = min(starts[0] if starts else len(self.view.text), OPENING_REACH)
        found = [m for m in rules_.example_openings.find_within(hits, 0, first) if m.end() <= first]
        if found and rules_.example_own_intros:
            # ... but an opening that introduces the page's own rules (``introductions`` x ``own_rules``: "本文为您介绍AI
            # 计算资源的计费规则。", a vendor's billing page) is the vendor speaking of its service, no article, unless its
            # sentence names others' (``third_parties``: "本文为您介绍主流GPU云平台的计费规则", a comparison)
            own = {self.view.sentence_at(m.start()).start for m in rules_.example_own_intros.find_within(hits, 0, first)}
            own = {s for s in own if not (rules_.example_third_parties and rules_.example_third_parties.search(
                hits, s, self.view.sentence_at(s).end))}
            found = [m for m in found if self.view.sentence_at(m.start()).start not in own]
        # ... and a news item's lead where it opens its sentence (``leads``: "6月25日,北京移动在京建成并投运…"), what a date
        # puts before it at most (``lead_prefixes``): a recital on a date inside its sentence ("鉴于：2023年6月25日,乙方…建成…")
        # is none; a relative day's (``opening_leads``: "日前,") with nothing before it, not a deadline's "5日前,". What
        # stands before it is read as written, its line breaks kept (a byline's line above the lead)
        offsets, source = self.view.offsets, self.view.source
        found += [m for leads, prefixes in rules_.example_leads for m in leads.find_within(hits, 0, first)
                  if m.end() <= first and any(p.fullmatch(source, offsets[self.view.sentence_at(m.start()).start],
                                                          offsets[m.start()]) for p in prefixes)]
        spans = [m.span() for m in found]
        # ... and a news item's byline on a line of its own (``bylines``: "证券时报网· 2025-11-24 22:43"), found in the
        # document's own lines (the view runs a line into the next)
        reach = offsets[first] if first < len(offsets) else len(source)
        spans += [self.view.from_source(*b.span())
                  for p in rules_.example_bylines for b in p.finditer(source, 0, reach)]
        spans += self._headline_spans(rules_)
        # ... and a glossary's or an encyclopedia's entry, its title over a sentence that says what the title is
        # (``entries``: "Colocation" over "Colocation (colo) is a data centre service model where ...")
        spans += [self.view.from_source(*m.span("title"))
                  for p in rules_.example_entries for m in [p.match(source)] if m is not None]
        if not spans:
            return []
        # ... unless the text, after the announcement's sentence, names itself by a contract's own words (``own_names``:
        # "本文介绍GPU云服务器的服务等级协议。" over "本协议规定了…"): a vendor's page prefacing its agreement, whose
        # announcement is an example in its own sentence alone
        after = max(self.view.sentence_at(s).end for s, _ in spans)
        if rules_.example_own_names and rules_.example_own_names.search(hits, after, len(self.view.text)):
            return [self._cue_scope(s, e) for s, e in spans]
        return [(0, len(self.view.text))]

    def _headline_spans(self, rules_: Rules) -> list[tuple[int, int]]:
        """The view span of an explainer's headline (``headlines``: "Why AI Is Forcing Data Centers to Rethink Cooling from
        the Ground Up", "What Happens to Your Colo Contracts When a Tenant Upgrades ...") when one is a line alone in its
        paragraph, its Markdown marks aside, among the document's first HEADLINE_LINES lines within OPENING_REACH of its
        start, under names of HEADLINE_NAME_WORDS words at most: the page is a piece of writing about the market, no
        provider's terms."""
        if not rules_.example_headlines:
            return []
        source, out, pos, seen = self.view.source, [], 0, 0
        reach = min(len(source), OPENING_REACH)
        while seen < HEADLINE_LINES and pos < reach:
            end = source.find("\n", pos)
            end = len(source) if end < 0 else end
            body = source[pos:end].strip().lstrip("#").strip()
            if body:
                seen += 1
                alone = _stands_alone(source, end, body, first=seen == 1)
                if alone and any(p.fullmatch(body) for p in rules_.example_headlines):
                    start = source.index(body, pos)
                    out.append(self.view.from_source(start, start + len(body)))
                elif len(body.split()) > HEADLINE_NAME_WORDS:
                    break
            pos = end + 1
        return out

    def _bracket_scopes(self, hits: TextHits, rules_: Rules) -> list[tuple[int, int]]:
        """Brackets that open with a bracket cue before a figure ("（如4小时紧急响应）") and hold
        none of the words of a case: the brackets are an example."""
        if not rules_.example_bracket_cues:
            return []
        text, out = self.view.text, []
        for m in rules_.example_bracket_cues.find(hits):
            s, e = m.span()
            if not s or text[s - 1] not in _OPENERS or not (_figure_at(text, e) or
                                                            any(p.match(text, e) for p in rules_.example_bracket_names)):
                continue
            close = _closing(text, e, self.view.sentence_at(s).end)
            if text[close - 1] in _CLOSERS and not (rules_.example_bracket_blockers
                                                    and rules_.example_bracket_blockers.search(hits, e, close)):
                out.append((s - 1, close))
        return out

    def _contents_lines(self) -> list[tuple[int, int]]:
        """The view spans of a table of contents' lines (layout.yaml): a line led to its page number by dots
        (``contents_leaders``: "第五条 故障响应 4小时 ........ 5"), and the entries under a contents title alone on its
        line (``contents_titles``: "目录" over "第五条 故障响应 4小时"), up to a blank line, a line of prose, or the first
        entry whose number the list already gave (the body's own heading, "第一条 定义" again). An entry names where a
        clause is, and no value read there is the clause's: the clause itself, further on, states it."""
        lay, source = layout(), self.view.source
        spans = [m.span() for m in lay["contents_leader_re"].finditer(source)]
        for title in lay["contents_title_re"].finditer(source):
            pos, numbers = title.end(), set()
            for line in _LINE.finditer(source, pos):
                body = line.group().strip()
                if not body:
                    if numbers:
                        break
                    continue
                number = lay["contents_entry_re"].match(body)
                if number is None or number.group() in numbers or lay["prose_stop_re"].search(body) \
                        or len(body) > CONTENTS_ENTRY_CHARS:
                    break
                numbers.add(number.group())
                spans.append(line.span(1))
        return [self.view.from_source(s, e) for s, e in spans]

    def _score_sections(self, rules_: Rules) -> list[tuple[int, int]]:
        """The sections under a heading, or a title line standing alone, that names a tender's scoring (``score_headings``)."""
        out = []
        for p in rules_.example_score_headings:
            for m in matches(p, self.view.text, self.view.lowered):
                head = self._heading_of(m.start())
                title = head.start if head is not None else self._title_line_start(m.start(), m.end())
                if title is not None:
                    out.append((title, self._title_end(title)))
        return out

    def _heading_of(self, pos: int):
        sent = self.view.sentence_at(pos)
        return sent if _is_heading(self.view.text, sent.start, sent.end) else None

    def _title_line_start(self, start: int, end: int, advised: bool = False, closing: bool = False,
                          bracketed: bool = False) -> int | None:
        """Where the title line that the heading word at [start, end) ends begins, if it stands alone on its
        line in the document ("客户案例" over a customer's story, under a bare "5." or none: a web page's
        heading that lost its markup, or a PDF's, which the view joins to the line under it), as layout.yaml
        ``bare_titles`` writes one; or, for an advice word (``advised``: 指南, 条款解读, not 应用场景 or 示例, which name a part
        of a provider's page), the document's opening line, however long and wherever the word stands in it, alone in its
        paragraph (``opening_titles``: "台湾机房出租运维支持服务等级与SLA条款解读详尽指南" over a blank line); or, for a word
        that ``closing`` the line makes it a title (``explainer_titles``: "GPU加速型云计算服务解析", a question mark after it
        at most), that opening line alone or not. A title in brackets of its own may hold the part of the document it
        opens before its word and its number after it (``bracketed_title_leads``, ``bracketed_title_ordinals``:
        "【附件三:计算示例】", "【例1】"); a ``bracketed`` word is a title only so."""
        source = self.view.source
        s, e = self.view.to_source(start, end)
        line_start = source.rfind("\n", 0, s) + 1
        line_end = source.find("\n", e)
        line_end = len(source) if line_end < 0 else line_end
        body = source[line_start:line_end].strip()
        lay = layout()
        after = source[e:line_end].strip()  # nothing, or the bracket closing a bracketed title ("【范例】")
        ends_title = not after or (len(after) == 1 and lay["bracketed_title_re"].fullmatch(body) is not None)
        bare = not bracketed and ends_title and lay["bare_title_re"].fullmatch(body) is not None
        if not closing and (bare or _own_brackets(source, line_start, line_end, s, e)):
            title = start - len(source[line_start:s].lstrip())  # "Simple example": the gap before the word kept
            # a title opens its sentence, or the document's first line under its running heads (which the view runs into it)
            return title if title == self.view.sentence_at(start).start or self._opens_document(title) else None
        if not advised or bracketed:
            return None
        line = source[line_start:line_end]
        title = bisect.bisect_left(self.view.offsets, line_start + len(line) - len(line.lstrip()))
        alone = _stands_alone(source, line_end, body, first=True)
        if closing:
            alone = not unicodedata.normalize("NFKC", source[e:line_end]).strip().rstrip("?")
            body = unicodedata.normalize("NFKC", body).rstrip().rstrip("?")
        titled = lay["opening_title_re"].fullmatch(unicodedata.normalize("NFKC", body))
        return title if alone and titled and self._opens_document(title) else None

    def _opens_document(self, pos: int) -> bool:
        """Is view position ``pos`` on the document's first line, the running heads over it aside (layout.yaml
        ``running_heads``: "第 1 页", a firm's letterhead over the title of a page saved as text or a one-page PDF, where no
        repetition told the reader to leave them out)?"""
        if not self.view.text[:pos].strip():
            return True
        source = self.view.source
        line_start = source.rfind("\n", 0, self.view.offsets[pos]) + 1
        running = layout()["running_head_re"]
        return all(not line.strip() or running.fullmatch(simplify(unicodedata.normalize("NFKC", line.strip())))
                   for line in source[:line_start].split("\n"))

    def _title_end(self, head: int) -> int:
        """Where the section of the heading at ``head`` ends: a plain heading (no '#', no clause number) on the
        document's first line is the document's title ("GPU服务器租赁指南" over "一、…", "二、…"), and all of it is
        its section; any other heading's ends at ``_section_end``."""
        text = self.view.text
        if self._opens_document(head) and not _hashes(text, head) and _number_depth(text, head) is None:
            return len(text)
        return self._section_end(head)

    def _section_end(self, head: int) -> int:
        """The next heading after ``head`` of the same rank or above (Markdown '#'s), or any next heading;
        or a clause number alone on its line before it (layout.yaml ``section_marks``: "6." over its title)."""
        text = self.view.text
        own = _hashes(text, head)
        depth = None if own else _number_depth(text, head)
        starts = self._headings()
        end = len(text)
        for other in starts[bisect.bisect_right(starts, head):]:
            rank = _hashes(text, other)
            if depth is not None and not rank:
                below = _number_depth(text, other)
                if below is not None and below > depth:
                    continue  # "2.1 短期AI模型训练" under "二、典型应用场景": a subsection, inside
            if not own or (rank and rank <= own):
                end = other
                break
        numbers = layout()["section_mark_re"]
        sentences = self.view.sentences
        for k in range(self.view.sentence_index(head) + 1, len(sentences)):
            sent = sentences[k]
            if sent.start >= end:
                break
            if numbers.fullmatch(text, sent.start, sent.end):
                return sent.start
        return end

    def _cue_scope(self, start: int, end: int, advised: bool = False, scenario: bool = False) -> tuple[int, int]:
        """What a cue at [start, end) makes an example (``advised``: an advice cue, whose lead-in ending on a colon
        is advice from its sentence's start: "基于NVIDIA A100/H100的AI训练集群采购，要求合同包含：" names no model rented;
        ``scenario``: a cue that sets up a case, which opening its sentence covers its paragraph)."""
        view, text = self.view, self.view.text
        sent = view.sentence_at(start)
        paragraph = self._paragraph(start)
        if paragraph is not None and _italic(text[paragraph[0]:paragraph[1]]):
            return paragraph
        opened = _open_parenthesis(text, sent.start, start)
        if opened is not None:
            close = _closing(text, start, sent.end)
            return opened, close
        rest = text[end:sent.end]
        after = rest.lstrip(" ,，")
        if (after.startswith(":") and not after[1:].strip()) or (text[start:end].endswith(":") and not after.strip()):
            # "For example:" / "示例如下：" / a cue "Example:" ending its line: the paragraph it introduces
            end = self._next_clause(sent, self._paragraph_end(sent.end))
            return (sent.start, self._run_on_end(sent, end)) if advised else (start, end)
        first = sent.clauses[0].end if sent.clauses else sent.end
        if text[sent.start:sent.end].rstrip().endswith(":") and "\n" in text[sent.start:sent.end] and \
                (start < first or ":" not in text[end:sent.end].rstrip()[:-1]):
            # a lead-in ending its line with a colon, the cue in any of its clauses and no colon between ("服务等级协议
            # (SLA)应包含以下关键指标：" over "- 网络可用性不低于99.9%"; "为增强用户信任，部分平台采用“可用性阶梯补偿”
            # 策略：" over the tiers): the list it introduces too
            return sent.start, self._next_clause(sent, self._paragraph_end(sent.end))
        if advised:
            lead_in = self._lead_in_after(sent)
            if lead_in is not None:
                # an advice sentence run on, in its paragraph's line, by a lead-in ending the line with a colon ("云服务器租赁合同
                # 需明确服务范围及硬件配置。服务内容包括…，具体要求如下：" over "- 服务保障：全年在线率≥99.9%"): the list is advice too
                return sent.start, self._next_clause(lead_in, self._paragraph_end(lead_in.end))
        if advised and ":" in rest and text[sent.start:sent.end].rstrip().endswith(";"):
            # an advice lead-in whose colon opens a run-on list, its items after semicolons on its line or on lines of their
            # own ("响应时间应分级定义：P1(紧急)应在15分钟内响应；P2(重要)应在30分钟内响应；…"): every item is advice, as
            # the first is
            return sent.start if start < first else start, self._run_on_end(sent)
        if start < first:
            # "To illustrate, suppose ..." sets up the case the paragraph's next sentences work through
            return sent.start, self._next_clause(sent, self._paragraph_end(sent.start)) if scenario \
                else self._resumed_at(sent, end, sent.end)
        lead = len(rest) - len(rest.lstrip(" ,:"))  # the cue's own punctuation ("例如：")
        colon = rest.find(":", lead)
        stop = end + colon if colon >= 0 else sent.end
        # ... or at the end of the clause whose words close the list of examples ("例如：安全功能无法使用，
        # 产品无法启动、卸载等异常情况，且异常过程持续超过一分钟": the operative text resumes)
        k = bisect.bisect_left(self._ends, end)
        if k < len(self._ends) and self._ends[k] < stop:
            stop = min(stop, self.view.clause_at(self._ends[k]).end)
        return start, self._resumed_at(sent, end, stop)

    def _resumed_at(self, sent, end: int, stop: int) -> int:
        """``stop``, or before it the start of the first clause of ``sent`` after ``end`` that opens by setting the
        writer's own commitment against the example (``resumed_by``: "行业平均为99.9%，而我们承诺99.95%", "the industry
        average is 99.9%, but we commit to 99.95%"): the provider's own figure, no example."""
        k = bisect.bisect_left(self._resumed, end)
        while k < len(self._resumed) and self._resumed[k] < stop:
            at = self._resumed[k]
            clause = self.view.clause_at(at)
            if clause.start > end and clause.start >= sent.start and \
                    not self.view.text[clause.start:at].strip(" ,，、;；:：\n"):
                return clause.start
            k += 1
        return stop

    def _run_on_end(self, sent, end: int | None = None) -> int:
        """Where the run-on list that ``sent`` opens ends (``end``: where its scope ends so far): the end of the first
        item after it that no semicolon ends, its items on its line, on lines of their own or in paragraphs of their own
        (a page's list saved as text), up to the next heading or numbered clause."""
        sentences, text = self.view.sentences, self.view.text
        limit = self._next_clause(sent, len(text))
        heads = self._headings()
        k = self.view.sentence_index(max(sent.start, (end or sent.end) - 1))
        while text[sentences[k].start:sentences[k].end].rstrip().endswith(";") and k + 1 < len(sentences) \
                and sentences[k + 1].start < limit and not _starts_at(heads, sentences[k + 1].start):
            nxt = sentences[k + 1].start
            if self._paragraph_end(sentences[k].start) <= nxt and \
                    (_item_mark(text, nxt) is None or _item_mark(text, nxt) != _item_mark(text, sentences[k].start)):
                break  # a paragraph of its own continues the list only marked as the item before it ("P1…；" over "P2…")
            k += 1
        return max(sentences[k].end, end or sent.end)

    def _lead_in_after(self, sent):
        """The sentence right after ``sent`` on the same line when it ends that line with a colon (a lead-in to a list),
        else None."""
        sentences, text = self.view.sentences, self.view.text
        k = self.view.sentence_index(sent.start) + 1
        if k >= len(sentences) or "\n" in text[sent.end:sentences[k].start] or "\n" in text[sent.start:sent.end]:
            return None
        nxt = sentences[k]
        body = text[nxt.start:nxt.end]
        return nxt if body.rstrip().endswith(":") and "\n" in body else None

    def _next_clause(self, sent, end: int) -> int:
        """``end``, or before it the next clause numbered after the one ``sent`` stands in ("8.2"
        after "8.1", "12、" after "8.1"): a PDF's text has no blank line to end the paragraph a cue
        introduces, and its example would run on into the clauses after it."""
        sentences = self.view.sentences
        k = self.view.sentence_index(sent.start)
        own = None
        for back in range(k, max(-1, k - CLAUSE_LOOKBACK), -1):
            own = _clause_tuple(self.view.text, sentences[back])
            if own is not None:
                break
        if own is None:
            return end
        for other in sentences[k + 1:]:
            if other.start >= end:
                break
            number = _clause_tuple(self.view.text, other)
            if number is not None and _follows(number, own):
                return other.start
        return end

    def _paragraph(self, pos: int) -> tuple[int, int] | None:
        """The view span of the source paragraph (between blank lines) holding ``pos``."""
        view = self.view
        if not view.offsets:
            return None
        src = view.offsets[min(pos, len(view.offsets) - 1)]
        breaks = self._blank_lines()
        k = bisect.bisect_right(breaks, (src, src)) - 1
        while k >= 0 and breaks[k][1] > src:
            k -= 1
        src_start = breaks[k][1] if k >= 0 else 0
        return bisect.bisect_left(view.offsets, src_start), self._paragraph_end(pos)

    def _blank_lines(self) -> list[tuple[int, int]]:
        if self._breaks is None:
            self._breaks = [m.span() for m in PARAGRAPH_BREAK.finditer(self.view.source)]
        return self._breaks

    def _paragraph_end(self, pos: int) -> int:
        """Where the paragraph holding view position ``pos`` ends: a blank line in the
        document, or the next heading."""
        view = self.view
        src = view.offsets[min(pos, len(view.offsets) - 1)] if view.offsets else 0
        breaks = self._blank_lines()
        k = bisect.bisect_left(breaks, (src, -1))
        end = bisect.bisect_left(view.offsets, breaks[k][0]) if k < len(breaks) else len(view.text)
        starts = self._headings()
        k = bisect.bisect_right(starts, pos)
        if k < len(starts):
            end = min(end, starts[k])
        return max(end, pos)


def _survey_tables(text: str, tables, columns: frozenset) -> list[tuple[int, int]]:
    """Tables that compare providers, one a row, under a header whose first cell names them
    (``survey_columns``: "| Provider | Public uptime SLA | Claim window |"): a survey of the market,
    scoped as advice is. At least two providers' rows: one row is a product's own line. ``tables``: ``text``'s."""
    out = []
    for table in tables if columns else ():
        header = table.header(text)
        if header is None or header is not table.rows[0] or len(table.rows) < 3 or not header.cells:
            continue
        first = text[header.cells[0].start:header.cells[0].end].strip(" *_`#").lower()
        if first in columns:
            out.append((table.start, table.end))
    return out


def _own_brackets(source: str, line_start: int, line_end: int, start: int, end: int) -> bool:
    """Is the word at [start, end) of ``source`` the title alone in brackets of its own on its line (layout.yaml
    ``bracketed_titles``), with at most the part of the document it opens before it (``bracketed_title_leads``:
    "【附件三:计算示例】") and its number after it (``bracketed_title_ordinals``: "【例1】")?"""
    lay = layout()
    line = source[line_start:line_end]
    opening = line_start + len(line) - len(line.lstrip())
    closing = line_start + len(line.rstrip())
    return lay["bracketed_title_re"].fullmatch(source, opening, closing) is not None and \
        lay["bracketed_title_lead_re"].fullmatch(source, opening + 1, start) is not None and \
        lay["bracketed_title_ordinal_re"].fullmatch(source, end, closing - 1) is not None


def _score_tables(text: str, tables, rules_) -> list[tuple[int, int]]:
    """Tables whose header row names a tender's scoring (``score_tables``, matched from the row's start: "| 序号 | 评分因素 |
    评分标准 | 分值 |") or that have a column of points (``_points_column``): each row what an offer would score, no term.
    In a contract's own assessment of its service (``score_assessments``: "考核", "扣2分") only the column of points or
    weights is no term ("| 考核指标 | 权重 | 标准 |" over "| 可用性 | 50% | 服务可用性不低于99.9% |": the 50% is the item's
    share of the score, its standard the level)."""
    headers = rules_.example_score_tables
    out = []
    for table in tables if headers or rules_.example_score_columns else ():
        header = table.header(text)
        if header is None or header is not table.rows[0] or not header.cells:
            continue
        row = text[header.cells[0].start:header.cells[-1].end]
        column = _points_column(text, table, header, rules_)
        if any(p.match(row) for p in headers):
            out.append((table.start, table.end))
        elif column is not None:
            if any(p.search(text, table.start, table.end) for p in rules_.example_score_assessments):
                out += [(r.cells[column].start, r.cells[column].end) for r in table.rows[1:]]
            else:
                out.append((table.start, table.end))
    return out


def _points_column(text: str, table, header, rules_) -> int | None:
    """The column of ``table`` that holds points: a header cell naming them (``score_columns``: 分值, 得分, 权重) over a
    number of points in every row below (``score_points``: "5", "5分", "20%"), or None."""
    body = table.rows[1:]
    if not body:
        return None

    def whole(patterns: tuple, cell) -> bool:
        return any(p.fullmatch(text, cell.start, cell.end) for p in patterns)

    for k, name in enumerate(header.cells):
        if whole(rules_.example_score_columns, name) and \
                all(len(row.cells) > k and whole(rules_.example_score_points, row.cells[k]) for row in body):
            return k
    return None


def _clause_tuple(text: str, sent) -> tuple[int, ...] | None:
    """The clause number a sentence opens with, as numbers ("8.2" -> (8, 2), "第十二条" -> (12,))."""
    found = find_clause_number(text[sent.start:sent.end])
    if found is None:
        return None
    parts = []
    for part in re.findall(rf"\d+|{tables().cn_class}+", found.label):  # "8.2", "第十二条第1款" (numbers.yaml)
        value = int(part) if part.isdigit() else parse_cn_numeral(part)
        if value is None:
            return None
        parts.append(int(value))
    return tuple(parts) or None


def _follows(number: tuple[int, ...], own: tuple[int, ...]) -> bool:
    """Is ``number`` a later clause at ``own``'s level or above (8.2 or 9 after 8.1; not 8.1.1, not 1)?"""
    if len(number) > len(own):
        return False
    for a, b in zip(number, own):
        if a != b:
            return a > b
    return False


def _is_heading(text: str, start: int, end: int) -> bool:
    line = text[start:end]
    if line.startswith("#") or any(p.match(text, start, end) for p in heading_patterns()):
        return True
    body = line.strip()
    if len(body) > 2 and body[0] == body[-1] == "_":
        body = body[1:-1].strip()  # a bold title in italics too ("_**Example: Non-compliance with SLA 1**_")
    return len(body) <= 80 and body.startswith("**") and body.rstrip(" :").endswith("**")  # a bold title line


def _number_depth(text: str, pos: int) -> float | None:
    """How deep the numbered heading at ``pos`` stands by its clause number (ingest/clause_numbers.yaml): a chapter
    (layout.yaml ``chapter_marks``) 0, a top-level number 1, each further part of a dotted number one deeper (2.1 is
    2); a bracketed item deeper than any; None for a heading with no number. A Chinese numeral's ("二、评分标准") stands
    above an Arabic one's, as a Chinese document ranks them ("1. 服务可用性" under it is inside its section)."""
    line_end = text.find("\n", pos)
    found = find_clause_number(text[pos:line_end if line_end >= 0 else len(text)])
    if found is None:
        return None
    label = found.label
    if layout()["chapter_mark_re"].fullmatch(label):
        return 0
    if label[0] in "(（":
        return 9
    if not label[0].isdigit() and parse_cn_numeral(label[0]) is not None:
        return 0.5
    return 1 + len(re.findall(r"\.\d", label))


def _hashes(text: str, pos: int) -> int:
    line = text[pos:pos + 8]
    return len(line) - len(line.lstrip("#"))


def _italic(paragraph: str) -> bool:
    """A paragraph written in italics: one '*' or '_' around it (not '**' bold)."""
    body = paragraph.strip()
    return (len(body) > 2 and body[0] in "*_" and body[-1] == body[0] and body[:2] != body[0] * 2
            and body[-2:] != body[0] * 2)


def _figure_at(text: str, pos: int) -> bool:
    """Does a figure (an Arabic digit or a Chinese numeral, numbers.yaml) begin at ``pos``?"""
    return pos < len(text) and (text[pos].isdigit() or re.match(tables().cn_class, text[pos]) is not None)


def _open_parenthesis(text: str, start: int, pos: int) -> int | None:
    """Where the parenthesis that is still open at ``pos`` opened (within [start, pos))."""
    depth = 0
    for i in range(pos - 1, start - 1, -1):
        ch = text[i]
        if ch in _CLOSERS:
            depth += 1
        elif ch in _OPENERS:
            if depth == 0:
                return i
            depth -= 1
    return None


def _closing(text: str, pos: int, end: int) -> int:
    """Just after the parenthesis that closes the one open at ``pos`` (or ``end``)."""
    depth = 0
    for i in range(pos, end):
        ch = text[i]
        if ch in _OPENERS:
            depth += 1
        elif ch in _CLOSERS:
            if depth == 0:
                return i + 1
            depth -= 1
    return end


def _starts_at(starts: list[int], pos: int) -> bool:
    """Is ``pos`` one of the sorted ``starts``?"""
    k = bisect.bisect_left(starts, pos)
    return k < len(starts) and starts[k] == pos


def _item_mark(text: str, pos: int) -> str | None:
    """The kind of mark a list item at ``pos`` opens with: a bullet, a figure or a Latin letter ("P1", "1.", "-"),
    else None (an item in words alone)."""
    ch = text[pos:pos + 1]
    if not ch or ch.isspace():
        return None
    if ch.isdigit():
        return "figure"
    if ch.isascii() and ch.isalpha():
        return "letter"
    return "bullet" if unicodedata.category(ch).startswith(("P", "S")) and ch not in _OPENERS else None


def _stands_alone(source: str, end: int, body: str, first: bool) -> bool:
    """Does the line ``body``, ending at ``end`` of ``source``, stand as a title: alone in its paragraph (a blank line under
    it, or the text's end); or, ``first`` of the document's lines, in title case (each word of five letters or more
    capitalised, two at least) over a line opening on a capital, a byline or the body's first sentence ("A Beginner's Guide
    to Data Center Cooling Efficiency" over "By Jane Smith" or "Every rack ...")? A wrapped sentence's first line ("This note
    explains how to choose the right plan for" / "your workload") is neither, nor is a title in a script without case."""
    if end == len(source) or PARAGRAPH_BREAK.match(source, end) is not None:
        return True
    words = _LONG_WORD.findall(body)
    return first and len(words) >= 2 and all(w[0].isupper() for w in words) and \
        _CAPITAL_START.match(source, end + 1) is not None
