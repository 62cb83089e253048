"""The review page in a real headless Chromium (Debian's package), driven over the DevTools protocol.

Loads the page from a file, checks findings and highlights are there, clicks a finding and
checks its evidence scrolled into view, filters by status, and checks that no alert dialog
fired although the contract text contains script and event-handler markup. A screenshot goes
to tests/artifacts/ (git-ignored). Nothing is downloaded: the browser is the system one.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
import websocket

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conftest import make_document  # noqa: E402

from slacheck.checklist.engine import check_terms  # noqa: E402
from slacheck.checklist.schema import load_checklist  # noqa: E402
from slacheck.models import Term  # noqa: E402
from slacheck.report.html import render_review_html  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
BROWSER = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")
                if shutil.which(name)), None)
pytestmark = pytest.mark.skipif(BROWSER is None, reason="no chromium binary on PATH (apt-get install chromium)")

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-default-apps", "--mute-audio", "--window-size=1200,800",
         "--remote-debugging-port=0", "--remote-allow-origins=*"]

HOSTILE = "<script>alert(1)</script> <img src=x onerror=alert(1)> {{7*7}}"


def build_page(tmp_path: Path) -> Path:
    filler = "".join(f"第{i}条 其他约定，与本审查无关。\n" for i in range(1, 301))
    text = f"租赁合同\n{HOSTILE}\n{filler}第301条 单柜功率不低于15千瓦，采用风冷。\n"
    doc = make_document(text, language="zh", name="hostile.txt")

    def at(key, value, needle):
        start = text.index(needle)
        return Term(key=key, value=value, text=needle, page=1, start=start, end=start + len(needle))

    terms = [at("rack_power_kw", 15, "单柜功率不低于15千瓦"), at("cooling", "air", "风冷"),
             at("tenant_isolation", "shared", "<script>alert(1)</script>")]
    result = check_terms(terms, load_checklist("gpu-training"), doc.info(), lang="en")
    page = tmp_path / "review.html"
    page.write_text(render_review_html(doc, result, lang="en"), encoding="utf-8")
    return page


class DevTools:
    """A minimal synchronous DevTools-protocol client: send a command, collect events."""

    def __init__(self, url: str):
        self.ws = websocket.create_connection(url, timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events: list[dict] = []

    def send(self, method: str, **params) -> dict:
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, event: str, deadline_s: float = 30) -> dict:
        end = time.monotonic() + deadline_s
        while time.monotonic() < end:
            found = next((e for e in self.events if e.get("method") == event), None)
            if found:
                return found
            self.events.append(json.loads(self.ws.recv()))
        raise AssertionError(f"{event} did not arrive")

    def js(self, expression: str):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"JS error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        self.ws.close()


@pytest.fixture
def browser(tmp_path):
    profile = tmp_path / "profile"
    proc = subprocess.Popen([BROWSER, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = profile / "DevToolsActivePort"
        end = time.monotonic() + 60
        while not (port_file.exists() and port_file.read_text().strip()) and time.monotonic() < end:
            if proc.poll() is not None:
                pytest.fail(f"chromium exited with {proc.returncode} before opening DevTools")
            time.sleep(0.1)
        port = int(port_file.read_text().splitlines()[0])
        targets = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30).read())
        page = next(t for t in targets if t["type"] == "page")
        client = DevTools(page["webSocketDebuggerUrl"])
        yield client
        client.close()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_review_page_in_chromium(browser, tmp_path):
    page = build_page(tmp_path)
    browser.send("Page.enable")
    browser.send("Runtime.enable")
    browser.send("Page.navigate", url=page.as_uri())
    browser.wait_for("Page.loadEventFired")

    # loaded, with its findings and highlights; the hostile text is text, not markup
    assert browser.js("document.querySelectorAll('li.finding').length") == 14
    assert browser.js("document.querySelectorAll('#contract mark').length") == 3
    assert browser.js("document.querySelectorAll('img').length") == 0
    assert browser.js("document.querySelectorAll('script').length") == 1
    assert HOSTILE in browser.js("document.getElementById('contract').textContent")
    assert browser.js("document.querySelector('mark.st-review').textContent") == "<script>alert(1)</script>"

    # the rack-power evidence is near the end of a long contract: out of view before the click
    visible = """(() => { const id = document.querySelector('li[data-rule="rack-power"]').dataset.target;
        const r = document.getElementById(id).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0; })()"""
    assert browser.js(visible) is False
    browser.js("document.querySelector('li[data-rule=\"rack-power\"] h2 a.goto').click()")
    assert browser.js(visible) is True
    assert browser.js("document.getElementById('contract').scrollTop") > 0
    assert browser.js("document.querySelector('li[data-rule=\"rack-power\"]').dataset.status") == "fail"

    # filter by status: only the failing findings stay visible
    browser.js("document.querySelector('button[data-filter=\"fail\"]').click()")
    shown = browser.js("[...document.querySelectorAll('li.finding')].filter(li => li.offsetParent !== null)"
                       ".map(li => li.dataset.rule)")
    assert shown == ["rack-power"]
    browser.js("document.querySelector('button[data-filter=\"all\"]').click()")
    assert browser.js("[...document.querySelectorAll('li.finding')].filter(li => li.offsetParent !== null).length") == 14

    ARTIFACTS.mkdir(exist_ok=True)
    shot = browser.send("Page.captureScreenshot", format="png")
    import base64

    (ARTIFACTS / "review_page.png").write_bytes(base64.b64decode(shot["data"]))

    dialogs = [e for e in browser.events if e.get("method") == "Page.javascriptDialogOpening"]
    assert dialogs == []
    errors = [e for e in browser.events if e.get("method") == "Runtime.exceptionThrown"]
    assert errors == []


NO_OVERLAP = """(() => {
  // every block the print layout stacks: the header, the summary, each finding, each contract block, the footer
  const blocks = [...document.querySelectorAll(
    'header, .summary, li.finding, #contract .text > *, #contract li, footer')].filter(el => el.offsetParent !== null
      || el.tagName === 'FOOTER');
  const overlaps = [];
  for (let i = 1; i < blocks.length; i++) {
    const a = blocks[i - 1].getBoundingClientRect(), b = blocks[i].getBoundingClientRect();
    if (blocks[i - 1].contains(blocks[i]) || blocks[i].contains(blocks[i - 1])) continue;
    if (b.top < a.bottom - 0.5 && b.left < a.right && a.left < b.right) {
      overlaps.push(blocks[i - 1].tagName + '/' + blocks[i].tagName + ' ' + a.bottom + '>' + b.top);
    }
  }
  return overlaps;
})()"""


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_review_page_screenshot_and_print_without_overlap(browser, tmp_path, lang):
    import base64

    import pypdfium2

    from .test_review_page import CONTRACT_EN, CONTRACT_ZH, review_page

    html, result = review_page(tmp_path, CONTRACT_ZH if lang == "zh" else CONTRACT_EN, f"{lang}.md", lang)
    page = tmp_path / "review.html"
    page.write_text(html, encoding="utf-8")
    browser.send("Page.enable")
    browser.send("Runtime.enable")
    browser.send("Page.navigate", url=page.as_uri())
    browser.wait_for("Page.loadEventFired")

    # on screen: fails first, rendered headings, original characters
    assert browser.js("document.querySelector('li.finding').dataset.status") == "fail"
    assert browser.js("document.querySelectorAll('#contract h1, #contract h2').length") >= 3
    ARTIFACTS.mkdir(exist_ok=True)
    shot = browser.send("Page.captureScreenshot", format="png")
    (ARTIFACTS / f"review_page_{lang}.png").write_bytes(base64.b64decode(shot["data"]))

    # printed: nothing overlaps, and the first page is the summary to sign
    browser.send("Emulation.setEmulatedMedia", media="print")
    assert browser.js(NO_OVERLAP) == []
    browser.send("Emulation.setEmulatedMedia", media="")
    pdf_bytes = base64.b64decode(browser.send("Page.printToPDF", printBackground=True)["data"])
    (ARTIFACTS / f"review_page_{lang}.pdf").write_bytes(pdf_bytes)
    pdf = pypdfium2.PdfDocument(pdf_bytes)
    pages = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    first = " ".join(pages[0].split())
    signs = ("审查摘要", "审查人", "法务负责人") if lang == "zh" else ("Review summary", "Reviewer", "Legal approver")
    assert all(word in first for word in signs), first
    rack = next(f for f in result.findings if f.rule == "rack-power")
    assert rack.title in first                       # a failing blocker is listed on the summary page
    assert "GPU" not in first.split(signs[0])[0]     # the contract text does not start on it
    contract_word = "上海星衍智能科技有限公司" if lang == "zh" else "Ironbark Compute Ltd."
    assert contract_word not in first and any(contract_word in " ".join(p.split()).replace(" ", "")
                                              or contract_word in " ".join(p.split()) for p in pages[1:])
