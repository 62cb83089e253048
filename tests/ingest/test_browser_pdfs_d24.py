"""Web SLAs saved with a browser's "Save as PDF" (session 44, d24): Chromium prints no space where it wraps a line, so a
line the browser broke right after a tier's colon ("… higher than 95%:" over "Compensation is 10% …") was read as a
label over a list, the paragraph cut there and the tiers paired wrongly. The next line's height tells it now: at the
pitch of a paragraph's lines it goes on with the paragraph; a list under a label stands a paragraph's space below.
tests/fixtures/browser_pdfs_d24/make_fixtures.py makes the PDFs (headless Chromium, its header and footer printed)."""

from __future__ import annotations

from pathlib import Path

from slacheck import api

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "browser_pdfs_d24"


def test_tiers_run_on_in_one_paragraph_wrapped_after_a_colon_keep_their_credits():
    # corpus c14 (Tencent Cloud's Cloud Application Rendering SLA, §3.1) as a web page prints it: the break after
    # "higher than 95%:" cut the paragraph; the 10% was paired with "Less than 95%" and the 20% tier lost
    path = HERE / "tiers_paragraph.pdf"
    text = api.load_document(path).text
    assert "or higher than 95%: Compensation is 10% of the Monthly Service Fee Less than 95%" in text
    terms = api.extract(path)
    assert terms.get("credit_tiers").value == [{"below_pct": 99.0, "credit_pct": 5.0},  # was: 99 -> 5, 95 -> 10
                                               {"below_pct": 97.0, "credit_pct": 10.0},
                                               {"below_pct": 95.0, "credit_pct": 20.0}]
    assert terms.get("credit_tiers").page == 1
    assert terms.get("claim_window_days").value == 60


def test_chinese_tiers_run_on_in_one_paragraph_wrapped_after_a_colon_keep_the_last_tier():
    # made: "低于95%：" ends a line over "赔偿月度服务费的100%": the last tier was lost (an availability of 90% read as
    # owed 25%)
    path = HERE / "tiers_zh.pdf"
    assert "低于95%:赔偿月度服务费的100%" in api.load_document(path).text  # joined with no space, as Chinese is
    terms = api.extract(path)
    assert terms.get("credit_tiers").value == [{"below_pct": 99.95, "credit_pct": 10.0},
                                               {"below_pct": 99.0, "credit_pct": 25.0},
                                               {"below_pct": 95.0, "credit_pct": 100.0}]  # was: the first two only
    assert terms.get("credit_cap_pct").value == 100


def test_a_list_a_paragraphs_space_below_a_label_that_fills_its_line_stays_a_list():
    # guard (passes on 6bd32646 too): the colon ends a line at the right margin, the list's items, each with a label's
    # colon, a list's space below it: read as items, the tiers from each, not run into the paragraph above
    path = HERE / "colon_list.pdf"
    text = api.load_document(path).text
    assert "against the next invoice, as follows:\nMonthly Uptime below 99.9%: 10% of the monthly fee" in text
    terms = api.extract(path)
    assert terms.get("credit_tiers").value == [{"below_pct": 99.9, "credit_pct": 10.0},
                                               {"below_pct": 99.0, "credit_pct": 25.0}]
    assert terms.get("credit_tiers").text.startswith("Monthly Uptime below 99.9%")
    assert terms.get("claim_window_days").value == 30


def test_the_browsers_header_and_footer_give_no_term():
    # guard (passes on 6bd32646 too): the date and title, the file's address and "1/1" the browser prints are no term
    for name in ("tiers_paragraph", "tiers_zh", "colon_list"):
        for term in api.extract(HERE / f"{name}.pdf").terms:
            assert "file:" not in term.text and " PM" not in term.text and "1/1" not in term.text, (name, term.key)
