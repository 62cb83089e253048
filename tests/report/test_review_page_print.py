"""The review page as Chromium's own command line renders it (issue 14 item 3): ``chromium
--headless --screenshot`` and ``--print-to-pdf``, then what can be checked mechanically.

On the printed PDF (pypdfium2): the contract in its own characters (（ and ：, full-width
digits), headings rendered without Markdown's ``#``, findings with fails first and passes last,
each reason as the sentence the page states, and no two characters' boxes overlapping on any page
(the footer once printed over the text). A deliberately broken page (its footer pinned over the
text) shows that the overlap check finds overlaps. The screenshot must show the page: the
window's size, many colours, the fail colour of the first finding. Files go to tests/artifacts/.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .test_review_page import CONTRACT_EN, CONTRACT_ZH, review_page

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
BROWSER = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")
                if shutil.which(name)), None)
pytestmark = pytest.mark.skipif(BROWSER is None, reason="no chromium binary on PATH (apt-get install chromium)")

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
         "--mute-audio"]
STATUS_WORDS = {"zh": {"不通过": "fail", "待复核": "review", "缺失": "missing", "通过": "pass"},
                "en": {"fail": "fail", "review": "review", "missing": "missing", "pass": "pass"}}
SEVERITY_WORDS = "阻断|重要|一般|blocker|major|minor"
READING_ORDER = ("fail", "review", "missing", "pass")
FAIL_RGB = (0xCF, 0x22, 0x2E)  # --fail in the page's stylesheet
OVERLAP_SHARE = 0.3  # two glyph boxes sharing more than this of the smaller one's area overlap


def chromium(page: Path, profile: Path, *args: str) -> None:
    done = subprocess.run([BROWSER, *FLAGS, f"--user-data-dir={profile}", *args, page.as_uri()],
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]


def printed(tmp_path: Path, html: str, name: str):
    import pypdfium2

    page = tmp_path / f"{name}.html"
    page.write_text(html, encoding="utf-8")
    pdf_path = tmp_path / f"{name}.pdf"
    chromium(page, tmp_path / "profile", "--no-pdf-header-footer", f"--print-to-pdf={pdf_path}")
    ARTIFACTS.mkdir(exist_ok=True)
    shutil.copy(pdf_path, ARTIFACTS / f"{name}.pdf")
    return pypdfium2.PdfDocument(pdf_path.read_bytes())


def glyph_boxes(page) -> list[tuple[float, float, float, float, int]]:
    """(left, bottom, right, top, index) of every visible character on a PDF page."""
    text = page.get_textpage()
    boxes = []
    for i in range(text.count_chars()):
        if not text.get_text_range(i, 1).strip():
            continue
        left, bottom, right, top = text.get_charbox(i)
        if right > left and top > bottom:
            boxes.append((left, bottom, right, top, i))
    return boxes


def overlapping(boxes) -> list[tuple[int, int]]:
    """Pairs of characters whose boxes overlap (a sweep over x: each box meets only its neighbours)."""
    boxes = sorted(boxes)
    pairs = []
    for a, (l1, b1, r1, t1, i1) in enumerate(boxes):
        for l2, b2, r2, t2, i2 in boxes[a + 1:]:
            if l2 >= r1:
                break
            width, height = min(r1, r2) - max(l1, l2), min(t1, t2) - max(b1, b2)
            smaller = min((r1 - l1) * (t1 - b1), (r2 - l2) * (t2 - b2))
            if width > 0 and height > 0 and width * height > OVERLAP_SHARE * smaller:
                pairs.append((i1, i2))
    return pairs


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_printed_review_page_reads_as_the_lawyer_needs_and_nothing_overlaps(tmp_path, lang):
    html, result = review_page(tmp_path, CONTRACT_ZH if lang == "zh" else CONTRACT_EN, f"{lang}.md", lang)
    pdf = printed(tmp_path, html, f"review_print_{lang}")
    pages = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    assert len(pages) >= 2
    everything = squeezed("".join(pages))

    # the contract in its own characters, its headings rendered
    if lang == "zh":
        assert "甲方（承租方）：上海星衍智能科技有限公司" in everything
        assert "共计１０２４张GPU卡" in everything and "不低于１５千瓦" in everything
        assert "甲方(承租方):" not in everything and "第六条服务等级" in everything
    else:
        assert 'Provider:IronbarkComputeLtd.("Provider")' in everything and "6.ServiceLevels" in everything
    assert "#" not in "".join(pages) and "|---|" not in everything

    # findings: fails first, passes last, as the result has them
    words = STATUS_WORDS[lang]
    heads = re.findall(rf"({'|'.join(words)})\s+(?:{SEVERITY_WORDS})\s+·\s+([a-z][a-z-]*)", " ".join(pages))
    assert sorted(rule for _, rule in heads) == sorted(f.rule for f in result.findings)
    statuses = [words[word] for word, _ in heads]
    assert statuses == sorted(statuses, key=READING_ORDER.index) and statuses[0] == "fail"
    assert statuses == [next(f.status for f in result.findings if f.rule == rule) for _, rule in heads]

    # every reason is printed as its sentence
    for finding in result.findings:
        assert finding.reason and squeezed(finding.reason) in everything, finding.rule
    prose = squeezed("".join(pages[:-1]))  # the findings, without the suggested clauses (they may name tools)
    for finding in result.findings:
        prose = prose.replace(squeezed(finding.suggestion or "") or "\0", "")
    # ("(page 1)" right after a quotation is a reason's prose, e101: “...” (page 1); after a value it is code)
    assert not re.search(r"[a-z]+_[a-z_]+|(?<!”)\(page\d+\)|isnot[<>=]", prose), re.search(r"[a-z]+_[a-z_]+", prose)

    # no two characters overlap on any printed page
    for number in range(len(pdf)):
        assert overlapping(glyph_boxes(pdf[number])) == [], f"page {number + 1}"


def test_the_overlap_check_finds_a_footer_printed_over_the_text(tmp_path):
    html, _ = review_page(tmp_path, CONTRACT_EN, "en.md", "en")
    broken = html.replace("</style>", "footer { position: fixed !important; top: 3cm !important; left: 2cm !important;"
                                      " font-size: 40px !important; }\n</style>", 1)
    assert broken != html
    pdf = printed(tmp_path, broken, "review_print_broken")
    assert any(overlapping(glyph_boxes(pdf[n])) for n in range(len(pdf)))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_screenshot_shows_the_page_with_a_fail_first(tmp_path, lang):
    from PIL import Image

    html, _ = review_page(tmp_path, CONTRACT_ZH if lang == "zh" else CONTRACT_EN, f"{lang}.md", lang)
    page = tmp_path / "review.html"
    page.write_text(html, encoding="utf-8")
    shot = tmp_path / "review.png"
    chromium(page, tmp_path / "profile", "--window-size=1200,1600", "--hide-scrollbars", f"--screenshot={shot}")
    ARTIFACTS.mkdir(exist_ok=True)
    shutil.copy(shot, ARTIFACTS / f"review_screenshot_{lang}.png")
    image = Image.open(shot).convert("RGB")
    assert image.size == (1200, 1600)
    assert len(image.getcolors(maxcolors=1 << 20) or []) > 200  # text, badges and marks, not a blank page
    # the first finding is a fail: its red badge and border sit in the top half of the findings column
    left = image.crop((0, 0, image.width // 2, image.height // 2))
    assert dict((rgb, n) for n, rgb in left.getcolors(maxcolors=1 << 22)).get(FAIL_RGB, 0) > 100
