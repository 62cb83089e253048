"""Claim letters (zh or en; Markdown or DOCX) a vendor cannot wave away (issue 11 item 3).

The wording lives in ``templates/letter_zh.j2`` and ``letter_en.j2`` so that a lawyer can edit
it; this module only gathers the facts:
- the parties and the contract number as the contract names them (``vendor``, ``customer``,
  ``contract_id``; an order's number with the framework agreement's it is made under, ``framework_id``);
- each SLA clause relied on, by its clause number where the contract has one (page numbers
  only for PDFs), quoted as whole sentences in the contract's own characters;
- only finished months inside their claim window with a credit are claimed; lapsed months and
  months not yet over are listed apart, with their own totals, never mixed into the claim;
- every incident of a claimed month with the reason it counted or did not (cause, notice given
  against notice required, minimum outage), by our incident id and time, never by our file
  name or CSV line.
The DOCX letter is the same Markdown laid out with python-docx, so both say the same words.
"""

from __future__ import annotations

import io
import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Sequence

import jinja2
import numpy as np

from ..ingest.markdown import is_delimiter_row
from ..models import ClaimResult, ContractTerms, Document, Incident, Span, Term
from ..sla.notice import WORKING_DAYS, days_said, notice_as_counted
from .quotes import as_read, format_of_name, table_cells, unescape_markdown
from .safe import markdown_text

CLAUSE_KEYS = ("availability_pct", "sla_unit", "min_outage_minutes", "maintenance_notice_hours", "credit_tiers",
               "credit_per_hour_pct", "credit_downtime_multiple", "credit_cap_pct", "claim_window_days")
TEMPLATES = Path(__file__).parent / "templates"
SENTENCE_END = re.compile(r"[。！？!?]|\.(?=\s)|\n\s*\n|\n(?=\s*(?:#|\d+(?:\.\d+)*[.、\s]|第|[一二三四五六七八九十]+、))")
HEADING = re.compile(r"^\s*(?:#+\s*)?(第[一二三四五六七八九十百零〇\d]+[条章]|[一二三四五六七八九十百]+、|"
                     r"(?:Article|Section|Clause)\s+\d+|\d+\s*[.、]?\s+[A-Z一-鿿])")
CELL_GAP = re.compile(r"\S {2,}\S")  # cells of a plain-text table's row, set apart by a run of spaces
ZH_DIGITS = "零一二三四五六七八九"
# The clause number a whole sentence of the contract may start with: "12.1 ", "3. ", "3、", "第七条",
# "## 5 Service Credits"; never the start of a value ("99.9%", "48 hours' notice", "10 days").
LEADING_CLAUSE_NUMBER = re.compile(r"^(?:#+\s*)?(?:\d+(?:\.\d+)*[.、](?!\d)|\d+(?:\.\d+)*(?=\s+[^\sa-z%％])|"
                                   r"第[^条]{1,6}条)\s*")


def environment() -> jinja2.Environment:
    # every {{ value }} is escaped as Markdown text (report/safe.py): contract quotes, incident
    # ids and vendor names come from the files, and must not become links, HTML or table rows
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=False,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                             keep_trailing_newline=True, finalize=markdown_text)
    env.filters["num"] = format_number
    return env


def format_number(value: float) -> str:
    """1234567.5 → '1,234,567.5'; whole numbers without decimals."""
    return f"{value:,.4f}".rstrip("0").rstrip(".")


# --------------------------------------------------------------------------- clauses


def whole_sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence(s) holding ``text[start:end]``: from the previous sentence end to the next."""
    before = [m.end() for m in SENTENCE_END.finditer(text, max(0, start - 600), start)]
    s = before[-1] if before else max(0, text.rfind("\n", 0, start) + 1)
    after = SENTENCE_END.search(text, max(end - 1, s))
    e = after.end() if after else len(text)
    return s, e


def zh_number(n: int) -> str:
    if n < 10:
        return ZH_DIGITS[n]
    tens, ones = divmod(n, 10)
    return ("" if tens == 1 else ZH_DIGITS[tens]) + "十" + (ZH_DIGITS[ones] if ones else "")


def clause_label(text: str, offset: int, lang: str) -> str | None:
    """"第七条第1款" / "Section 7.1" for the clause at ``offset``, from the numbered line it stands
    on and the heading above it; None where the contract numbers nothing."""
    from ..ingest.sections import clause_number_at

    item = clause_number_at(text, offset)
    if item is None:
        return None
    if not item.isdigit():  # 5.4, 第七条, Section 5.1: complete already
        return clause_name(item, lang)
    line_start = text.rfind("\n", 0, offset) + 1
    while line_start > 0:  # the heading the numbered item stands under
        line_start = text.rfind("\n", 0, line_start - 1) + 1
        line = text[line_start:text.find("\n", line_start)]
        found = HEADING.match(line)
        if found and not re.match(r"^\s*\d+[.、]", line.lstrip("# ")):
            head = found.group(1).strip()
            number = head.rstrip("、")
            if head.endswith("、"):
                number = f"第{number}条"
            elif number[:1].isdigit():
                number = number.split()[0].rstrip(".、")
            if lang == "zh":
                return f"{number if number.startswith('第') else f'第{number}条'}第{item}款"
            digits = re.sub(r"\D", "", number) or str(zh_to_int(number))
            return f"Section {digits}.{item}"
    return clause_name(item, lang)


def clause_name(item: str, lang: str) -> str:
    """A clause number as a letter cites it: "第七条" and "Section 5.1" as written, "5.4" as
    "第5.4条" / "Section 5.4", a lone item "3" as "第3款" / "Section 3"; in an English letter a
    Chinese clause ("第七条", the "二" of a "二、" heading) by its number ("Section 7", "Section 2")."""
    chinese = re.fullmatch(r"第?([零一二三四五六七八九十]{1,3})[条章]?", item)
    if chinese and lang == "en" and zh_to_int(chinese.group(1)):
        return f"Section {zh_to_int(chinese.group(1))}"
    if item.startswith(("第", "Article", "Section", "Clause", "Schedule", "Annex")):
        return item
    if item.isdigit():
        return f"第{item}款" if lang == "zh" else f"Section {item}"
    return f"第{item}条" if lang == "zh" else f"Section {item}"


def zh_to_int(text: str) -> int:
    """第七条 → 7 (up to 99), for an English letter citing a Chinese heading."""
    core = re.sub(r"[第条章、]", "", text)
    if "十" in core:
        tens, _, ones = core.partition("十")
        return (ZH_DIGITS.index(tens) if tens else 1) * 10 + (ZH_DIGITS.index(ones) if ones else 0)
    return ZH_DIGITS.index(core) if core in ZH_DIGITS else 0


def clauses_relied_on(terms: Sequence[Term], document: Document | None, lang: str,
                      quotes_from: str | None = None, priced: Sequence[Span] = ()) -> list[dict]:
    """Each SLA clause once: its label (clause number, else page for a PDF) and its whole
    sentences in the contract's own characters (``quotes_from``: the contract file a TERMS.yaml's quotes are from,
    whose format says how they read); after the terms', each clause ``priced`` (a credit per incident a claimed month's
    amount comes from, ``claim_inputs.split_priced``), which no term carries."""
    by_key = {t.key: t for t in terms}
    out, seen = [], set()
    for term in [*(by_key[key] for key in CLAUSE_KEYS if key in by_key), *priced]:
        label = getattr(term, "clause", None)
        if document is not None and term.end <= len(document.text):
            s, e = whole_sentence(document.text, term.start, term.end)
            quote = document.original_text(s, e) if hasattr(document, "original_text") else document.text[s:e]
            tables = quoted_tables(quote, document.format)
            quote = as_read(quote, document.format)  # a Markdown table as its reader sees it (no "\\|")
            # the letter's own label composes a numbered item with its heading (第七条第1款);
            # extract's Term.clause (the nearest number or heading) is the fallback
            label = clause_label(document.text, term.start, lang) or label
            page = term.page if document.format == "pdf" else None
            own_words = False
        else:  # a TERMS.yaml, or a file of a bundle: the term's own words (from the contract)
            source_format = format_of_name(getattr(term, "document", None) or quotes_from)
            tables = quoted_tables(term.text, source_format)
            quote, page, own_words = as_read(term.text, source_format), None, True
            label = clause_name(label, lang) if label else None
        if getattr(term, "document", None):  # a contract of several files: which one says it
            label = f"{term.document} {label}" if label else term.document
        quote = " ".join(quote.split()) if lang == "en" or not re.search(r"[一-鿿]", quote) else one_line_zh(quote)
        if not own_words:  # a sentence's clause number goes; a term's own words (TERMS.yaml, a bundle) have none
            quote = LEADING_CLAUSE_NUMBER.sub("", quote).strip()
        if quote in seen:
            continue
        seen.add(quote)
        out.append({"label": label, "page": page, "quote": quote, "tables": tables})
    return out


def quoted_tables(text: str, source_format: str | None) -> list[list[list[str]]]:
    """The tables a quote holds, each as rows of cells as its reader sees them: two or more lines in a row of as
    many cells each (a Markdown delimiter row left out), or one line of bordered rows run together as a TERMS.yaml
    quotes a table (``| a | b | | c | d |``: a row ends where an empty border pair starts the next). The quote
    itself reads as one line; the letter lays such a table out under it, as a table in rendered Markdown, plain
    text and DOCX."""
    lines = text.splitlines()
    if len(lines) == 1:
        lines = run_together_rows(lines[0], source_format) or lines
    tables, block = [], []
    for line in lines + [""]:
        cells = table_row(line, source_format)
        if cells is None:  # not a row: the block so far is a table if its rows agree
            if len(block) >= 2 and len({len(row) for row in block}) == 1:
                tables.append(block)
            block = []
        elif not is_delimiter_row(line.strip()):  # the one rule for a delimiter row ("| --- | :-: |")
            block.append(cells)
    return tables


def run_together_rows(line: str, source_format: str | None) -> list[str]:
    """``| a | b | | c | d |`` as its rows ``| a | b |`` and ``| c | d |``; [] for a line that is not bordered rows
    run together (an empty cell of one row reads the same, so rows of unequal length are no table: the caller's
    check)."""
    line = line.strip()
    if not (line.startswith("|") and line.endswith("|")):
        return []
    rows, row = [], []
    for part in (line[a:b] for a, b in table_cells(line, 0, source_format == "md")):
        if part:
            row.append(part)
        elif row:  # "| |": this row's closing border, the next one's opening
            rows.append(row)
            row = []
    rows.append(row)
    return ["|" + "|".join(cells) + "|" for cells in rows] if len(rows) >= 2 else []


def table_row(line: str, source_format: str | None) -> list[str] | None:
    """A table row's cells ("a | b", "| a | b |"), each as its reader sees it; None for a line that is none."""
    cells = table_cells(line.strip(), 0, source_format == "md")
    if len(cells) < 2:
        return None
    return [as_read(line.strip()[a:b], source_format) for a, b in cells]


def one_line_zh(quote: str) -> str:
    """Chinese text on one line: a wrapped line joins the next as written; a table's rows, their cells set apart by
    "|" or by a run of spaces, keep a space between them ("低于99.5% | 10% 低于99.0% | 25%", "4小时以内  1天服务时长
    4至12小时  3天服务时长", not "10%低于99.0%", "时长4至12小时")."""
    lines = [line.strip() for line in quote.strip().split("\n") if line.strip()]
    out = lines[:1]
    for before, line in zip(lines, lines[1:]):
        out.append((" " if any("|" in x or CELL_GAP.search(x) for x in (before, line)) else "") + line)
    return "".join(out)


# --------------------------------------------------------------------------- incidents


def local_time(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") + (moment.strftime(" %z") if moment.utcoffset() else " UTC")


def incident_reason(row, incident: Incident | None, terms: ContractTerms) -> dict:
    """Why an incident counted or not, as a code and the numbers the template words it with."""
    notice = incident.notice_hours if incident else None
    required = terms.maintenance_notice_hours
    if row.excluded_reason == "customer":
        return {"code": "customer"}
    if row.excluded_reason == "force_majeure":
        return {"code": "force_majeure"}
    if row.excluded_reason == "maintenance_notice":
        return {"code": "maintenance_noticed", **notice_facts(incident, notice, required, terms)}
    if row.excluded_reason == "below_min_outage":
        return {"code": "below_min_outage", "minimum": terms.min_outage_minutes}
    if incident is not None and incident.cause == "maintenance":
        if required is None:
            return {"code": "maintenance_no_rule"}
        return {"code": "maintenance_short_notice", **notice_facts(incident, notice, required, terms)}
    if row.counted_minutes == 0:
        return {"code": "inside_other"}
    return {"code": "vendor"}


def notice_facts(incident: Incident | None, notice: float | None, required: float | None,
                 terms: ContractTerms) -> dict:
    """A maintenance's notice and the contract's, as the contract counts them: hours, or under a notice in business
    days those days (``business``: its weekday hours as business days, ``sla.notice``; ``hours``: as logged)."""
    facts = {"notice": format_number(notice or 0), "required": format_number(required or 0), "business": False}
    if terms.maintenance_notice_counted_in != WORKING_DAYS or incident is None or notice is None:
        return facts
    weekdays = notice_as_counted(np.array([notice]), np.array([round(incident.start.timestamp() * 1000)]),
                                 incident.start.tzinfo, WORKING_DAYS)
    return {"business": True, "notice": days_said(float(weekdays[0])), "hours": facts["notice"],
            "required": days_said(required or 0)}


def month_facts(month, by_id: dict[str, Incident], terms: ContractTerms) -> dict:
    rows = []
    for row in month.incidents:
        incident = by_id.get(row.id)
        rows.append({"id": row.id, "start": local_time(incident.start) if incident else "",
                     "end": local_time(incident.end) if incident else "",
                     "units": list(incident.units) if incident else [],
                     "counted_minutes": format_number(row.counted_minutes),
                     "counted": row.counted_minutes > 0, "reason": incident_reason(row, incident, terms)})
    return {"m": month, "amount": f"{month.credit_amount:,.2f}", "rows": rows,
            "units_down": [u for u in month.units if u.credit_pct > 0]}


# --------------------------------------------------------------------------- letters


def _per_incident_claimed(month) -> bool:
    """Is ``month``'s amount the credit per incident priced outage by outage (its largest credit form)?"""
    largest = max(month.basis, key=lambda b: b.amount, default=None)
    return largest is not None and largest.form == "per_incident" and largest.amount > 0


def framework_number(terms: Sequence[Term]) -> str | None:
    """The framework agreement's own number kept beside the contract's (an order's) number (``other_document``), so a
    letter cites "Order No. OF-0042 under Framework Agreement No. TG-MSA-2025-014"; None where there is none."""
    number = next((t for t in terms if t.key == "contract_id"), None)
    return next((a.value for a in number.alternatives if a.reason == "other_document" and a.role == "framework"),
                None) if number is not None else None


def letter_context(result: ClaimResult, terms: Sequence[Term], incidents: Sequence[Incident], *, lang: str,
                   monthly_fee: float | None, document: Document | None,
                   terms_contract: ContractTerms | None, quotes_from: str | None = None,
                   priced: Sequence[Span] = ()) -> dict:
    from ..terms_file import terms_to_contract

    by_key = {t.key: t for t in terms}
    contract = terms_contract or terms_to_contract(list(terms))
    by_id = {i.id: i for i in incidents}
    # a month counting an incident the log marks ended without an end (run to --as-of: MonthResult.end_not_known) is
    # maybe owed less than computed, by how much the log does not say: the letter does not claim it, but says why
    claimed = [month_facts(m, by_id, contract) for m in result.months if m.claimable]
    held = [{"m": m, "amount": f"{m.credit_amount:,.2f}", "ids": m.end_not_known} for m in result.months
            if m.held_back]
    lapsed = [{"m": m, "amount": f"{m.credit_amount:,.2f}"} for m in result.months if m.lapsed]
    pending = [{"m": m, "amount": f"{m.credit_amount:,.2f}"} for m in result.months
               if m.partial and m.credit_amount > 0]
    fee = monthly_fee if monthly_fee is not None else contract.monthly_fee
    value = lambda key: by_key[key].value if key in by_key else None  # noqa: E731
    return dict(
        vendor=value("vendor"), customer=value("customer"), contract_id=value("contract_id"),
        framework_id=framework_number(terms), location=value("location"), gpu_model=value("gpu_model"),
        clauses=clauses_relied_on(terms, document, lang, quotes_from,
                                  priced if any(_per_incident_claimed(x["m"]) for x in claimed) else ()),
        claimed=claimed, lapsed=lapsed, pending=pending, held=held,
        per_unit=contract.credit_base == "unit" and (contract.sla_unit or "cluster") != "cluster",
        monthly_fee=f"{fee:,.2f}" if fee is not None else None,
        currency=result.months[0].currency if result.months else (contract.currency or "CNY"),
        claimed_total=f"{sum((x['m'].credit_amount for x in claimed), Decimal('0.00')):,.2f}",
        lapsed_total=f"{result.lapsed_credit:,.2f}",
    )


def render_claim_letter(result: ClaimResult, terms: Sequence[Term], incidents: Sequence[Incident], *,
                        lang: str = "zh", terms_source: str = "", monthly_fee: float | None = None,
                        document: Document | None = None, terms_contract: ContractTerms | None = None,
                        quotes_from: str | None = None, priced: Sequence[Span] = ()) -> str:
    """The claim letter as Markdown (``terms_source`` is accepted for callers; a letter to the
    vendor never names our files). ``quotes_from``: the contract file a TERMS.yaml's quotes are from; ``priced``: the
    contract's credits per incident a claim prices (``claim_inputs.split_priced``), quoted where a month claims one."""
    context = letter_context(result, terms, incidents, lang=lang, monthly_fee=monthly_fee, document=document,
                             terms_contract=terms_contract, quotes_from=quotes_from, priced=priced)
    template = environment().get_template(f"letter_{'en' if lang == 'en' else 'zh'}.j2")
    return template.render(**context)


def render_claim_letter_docx(result: ClaimResult, terms: Sequence[Term], incidents: Sequence[Incident],
                             **kwargs) -> bytes:
    """The same letter as a Word document (python-docx): headings, paragraphs, tables."""
    return markdown_to_docx(render_claim_letter(result, terms, incidents, **kwargs))


# Markdown syntax in the letter's text: bold is an unescaped ``**`` (a cell border an unescaped ``|``:
# ``quotes.table_cells``); a backslash before punctuation and ``&lt;`` are ``safe.markdown_text``'s escapes
BOLD = re.compile(r"(?<!\\)((?:\\\\)*)\*\*")


def plain(text: str) -> str:
    """Markdown text as a reader sees it rendered: escapes undone (``\\|`` is ``|``, ``&lt;`` ``<``)."""
    return unescape_markdown(text).replace("&lt;", "<")


def split_unescaped(pattern: re.Pattern, text: str) -> list[str]:
    """``text`` split at each unescaped match of ``pattern`` (the backslashes before it stay)."""
    return pattern.sub(lambda m: m.group(1) + "\0", text).split("\0")


def markdown_to_docx(markdown: str) -> bytes:
    """Lay out the letter's simple Markdown (#/## headings, | tables, - items, **bold**) in DOCX,
    its text as rendered Markdown reads (an incident id ``a|b``, escaped ``a\\|b``, is one cell)."""
    import docx

    document = docx.Document()
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("|"):
            block = []
            while i < len(lines) and lines[i].startswith("|"):
                row = lines[i].strip()
                if not is_delimiter_row(row):
                    block.append([row[a:b] for a, b in table_cells(row, 0, markdown=True)])
                i += 1
            table = document.add_table(rows=len(block), cols=max(len(r) for r in block))
            table.style = "Table Grid"
            for r, cells in enumerate(block):
                for c, text in enumerate(cells):
                    table.cell(r, c).text = plain("".join(split_unescaped(BOLD, text)))
            continue
        heading = re.match(r"^(#+)\s+(.*)", line)
        if heading:
            document.add_heading(plain(heading.group(2)), level=min(len(heading.group(1)) - 1, 3) or 0)
        elif line.startswith("- "):
            add_runs(document.add_paragraph(style="List Bullet"), line[2:])
        elif line.strip():
            add_runs(document.add_paragraph(), line)
        i += 1
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def add_runs(paragraph, text: str) -> None:
    for k, part in enumerate(split_unescaped(BOLD, text)):
        if part:
            paragraph.add_run(plain(part)).bold = k % 2 == 1


DISPUTE_FIELDS = {"zh": {"duration": "起止时间", "cause": "原因", "notice": "维护通知", "units": "受影响单元"},
                  "en": {"duration": "start / end", "cause": "cause", "notice": "maintenance notice",
                         "units": "units"}}


def render_dispute_letter(result, terms: Sequence[Term] = (), *, lang: str = "zh") -> str:
    """A reconcile's dispute letter (Markdown): each disputed incident with both sides' records
    and its money (and the day its month's claim must be filed by, where the terms give one), our counted incidents the vendor left out, and each side's credit per month."""
    by_key = {t.key: t.value for t in terms}
    language = "en" if lang == "en" else "zh"
    template = environment().get_template(f"dispute_{language}.j2")
    counted_only = [o for o in result.ours_only_detail if o.counted]
    return template.render(vendor=by_key.get("vendor"), customer=by_key.get("customer"),
                           contract_id=by_key.get("contract_id"), framework_id=framework_number(terms),
                           disputes=result.disputes, deadlines=any(d.claim_deadline for d in result.disputes),
                           counted_only=counted_only, records=result.ours_records([o.id for o in counted_only]),
                           months=result.credits_by_month, fields=DISPUTE_FIELDS[language],
                           numerals=SECTION_NUMERALS[language], money=lambda v: f"{v:,.2f}")


# a dispute letter's sections are numbered as they appear: one with nothing to say is left out, not left a gap
SECTION_NUMERALS = {"en": ["1", "2", "3"], "zh": ["一", "二", "三"]}


def render_dispute_letter_docx(result, terms: Sequence[Term] = (), *, lang: str = "zh") -> bytes:
    return markdown_to_docx(render_dispute_letter(result, terms, lang=lang))
