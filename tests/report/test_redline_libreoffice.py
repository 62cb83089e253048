"""The redlined DOCX opened by LibreOffice headless (Debian's ``soffice``): it reads every tracked
insertion (author slacheck) and every comment, and its text of the redline is the contract plus
the suggested clauses.

Accept All and Reject All are run twice. Applied to the XML as Word defines them
(test_redline.py's ``accept_all``/``reject_all``), LibreOffice checks the result: its text of the
redline equals its text of the accepted file (LibreOffice shows insertions as text), and its text
of the rejected file equals its text of the original contract. And LibreOffice itself runs them
(``.uno:AcceptAllTrackedChanges``/``RejectAllTrackedChanges`` over UNO, by the system python that
has ``uno``), giving the same texts with no tracked change left. Debian's
libreoffice-writer-nogui ships no Writer .ui files (modules/swriter/ui), and building a comment's
window without them aborts soffice 7.4 when a DOCX with comments is loaded over UNO; so when
those files are absent LibreOffice is given the redline with its comment parts stripped.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import zipfile
from pathlib import Path

import pytest

from slacheck.report.redline import words

from .test_redline import DEVSET, W, accept_all, body_lines, comments, part, proposed, redline_of, reject_all, with_parts

SOFFICE = shutil.which("soffice") or (Path("/usr/bin/soffice") if Path("/usr/bin/soffice").exists() else None)
pytestmark = pytest.mark.skipif(SOFFICE is None, reason="no soffice (LibreOffice) on PATH (apt-get install libreoffice-writer)")


def convert(files: list[Path], target: str, out: Path, profile: Path) -> None:
    """``soffice --headless --convert-to`` for several files in one start (LibreOffice is slow to start)."""
    done = subprocess.run([str(SOFFICE), f"-env:UserInstallation={profile.as_uri()}", "--headless", "--norestore",
                           "--convert-to", target, "--outdir", str(out), *map(str, files)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for file in files:
        assert (out / f"{file.stem}.{target.split(':')[0]}").exists(), (file, done.stdout, done.stderr)


def text_of(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8-sig").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def opened(tmp_path_factory):
    """dev03 (DOCX, zh), dev06 (text, zh) and dev04 (text, en) redlined, accepted and rejected,
    converted by LibreOffice."""
    folder = tmp_path_factory.mktemp("libreoffice")
    cases = {}
    files = []
    for name in ("dev03_songsuan_h20_gpuhour.docx", "dev06_jiading_910b_order.txt", "dev04_tallgrass_h100_msa.txt"):
        path = DEVSET / name
        document, result, data = redline_of(path)
        stem = path.stem
        variants = {"redline": data, "accepted": accept_all(data), "rejected": reject_all(data)}
        for kind, content in variants.items():
            (folder / f"{stem}.{kind}.docx").write_bytes(content)
            files.append(folder / f"{stem}.{kind}.docx")
        if path.suffix == ".docx":
            (folder / f"{stem}.original.docx").write_bytes(path.read_bytes())
            files.append(folder / f"{stem}.original.docx")
        cases[stem] = (document, result, data)
    out = folder / "out"
    out.mkdir()
    convert(files, "odt", out, folder / "profile")
    convert(files, "txt:Text (encoded):UTF8", out, folder / "profile")
    return out, cases


@pytest.mark.parametrize("stem", ["dev03_songsuan_h20_gpuhour", "dev06_jiading_910b_order", "dev04_tallgrass_h100_msa"])
def test_libreoffice_reads_every_tracked_insertion_and_comment(opened, stem):
    out, cases = opened
    _, result, data = cases[stem]
    with zipfile.ZipFile(out / f"{stem}.redline.odt") as odt:
        content = odt.read("content.xml").decode("utf-8")
    regions = re.findall(r"<text:changed-region.*?</text:changed-region>", content, re.S)
    assert regions and all("<text:insertion>" in r and "<dc:creator>slacheck</dc:creator>" in r for r in regions)
    # every suggested clause is inside a change LibreOffice recorded (after a change-start, before its end)
    for finding in proposed(result):
        at = content.index(finding.suggestion)
        assert content.rfind("<text:change-start", 0, at) > content.rfind("<text:change-end", 0, at), finding.rule
    # every comment, with its author and its words
    annotations = re.findall(r"<office:annotation\b.*?</office:annotation>", content, re.S)
    notes = comments(data)
    assert len(annotations) == len(notes) == len(proposed(result, ("fail", "missing", "review")))
    plain = [re.sub(r"<[^>]+>", "", a) for a in annotations]
    assert all("slacheck" in a for a in annotations)
    for finding in proposed(result, ("fail", "missing", "review")):
        assert any(re.search(rf"[（(]{finding.rule}[，,]", p) and finding.reason in p for p in plain), finding.rule


@pytest.mark.parametrize("stem", ["dev03_songsuan_h20_gpuhour", "dev06_jiading_910b_order", "dev04_tallgrass_h100_msa"])
def test_accept_all_gives_the_contract_plus_the_clauses(opened, stem):
    out, cases = opened
    document, result, _ = cases[stem]
    annex = words()[document.language]["annex"]
    shown = text_of(out / f"{stem}.redline.txt")
    accepted = text_of(out / f"{stem}.accepted.txt")
    rejected = text_of(out / f"{stem}.rejected.txt")
    assert shown == accepted
    suggestions = [f.suggestion for f in proposed(result)]
    assert suggestions and all(s in accepted for s in suggestions)
    assert (annex in accepted) == any(f.status == "missing" for f in result.findings)
    assert [line for line in accepted if line not in suggestions and line != annex] == rejected
    if (out / f"{stem}.original.txt").exists():  # a DOCX contract: rejected is exactly the original
        assert rejected == text_of(out / f"{stem}.original.txt")


# --------------------------------------------------------------------------- LibreOffice accepts itself

SYSTEM_PYTHON = Path("/usr/bin/python3")
COMMENT_UI = Path("/usr/lib/libreoffice/share/config/soffice.cfg/modules/swriter/ui")
CONTENT_TYPES = "{http://schemas.openxmlformats.org/package/2006/content-types}"
RELATIONSHIPS = "{http://schemas.openxmlformats.org/package/2006/relationships}"

# Run by the system python (the one with LibreOffice's ``uno``): start soffice on a private pipe
# and profile, and for each (docx, dispatch, txt) load the file hidden, dispatch the command,
# count the tracked changes left and store the text; soffice is terminated, or killed, at the end.
UNO_SCRIPT = r'''
import json, os, subprocess, sys, time
import uno
from com.sun.star.beans import PropertyValue

def prop(name, value):
    p = PropertyValue(); p.Name = name; p.Value = value; return p

soffice, pipe, profile, jobs = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
proc = subprocess.Popen([soffice, "--headless", "--invisible", "--norestore", "--nologo", "--nodefault",
                         "-env:UserInstallation=" + uno.systemPathToFileUrl(profile),
                         "--accept=pipe,name=%s;urp;" % pipe])
left = {}
try:
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    for _ in range(480):
        try:
            ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
            break
        except Exception:
            if proc.poll() is not None:
                sys.exit("soffice exited with %s before accepting connections" % proc.returncode)
            time.sleep(0.5)
    else:
        sys.exit("soffice did not accept a connection in 240 s")
    desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
    dispatcher = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.DispatchHelper", ctx)
    for source, command, target in jobs:
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(source), "_blank", 0, (prop("Hidden", True),))
        changes = doc.getRedlines().createEnumeration()
        count = 0
        while changes.hasMoreElements():
            changes.nextElement(); count += 1
        dispatcher.executeDispatch(doc.getCurrentController().getFrame(), command, "", 0, ())
        remaining = doc.getRedlines().createEnumeration().hasMoreElements()
        doc.storeToURL(uno.systemPathToFileUrl(target),
                       (prop("FilterName", "Text (encoded)"), prop("FilterOptions", "UTF8")))
        doc.close(True)
        left[target] = {"before": count, "left": remaining}
    try:
        desktop.terminate()
    except Exception:
        pass  # the bridge goes down with soffice
    proc.wait(timeout=60)
finally:
    if proc.poll() is None:
        proc.kill()
        proc.wait(timeout=30)
print(json.dumps(left))
'''


def uno_available() -> bool:
    if SOFFICE is None or not SYSTEM_PYTHON.exists():
        return False
    return subprocess.run([str(SYSTEM_PYTHON), "-c", "import uno"], capture_output=True, timeout=60).returncode == 0


def comment_ui_installed() -> bool:
    """Writer builds a comment's window from modules/swriter/ui/*.ui; libreoffice-writer-nogui
    ships none, and loading a DOCX with comments over UNO then aborts soffice."""
    return COMMENT_UI.is_dir() and any(COMMENT_UI.glob("*.ui"))


def without_comments(data: bytes) -> bytes:
    """The redline with its comment parts removed: word/comments.xml, its relationship and
    content type, the comment ranges and the runs holding a commentReference. The tracked
    changes are untouched."""
    root = part(data, "word/document.xml")
    for tag in ("commentRangeStart", "commentRangeEnd"):
        for mark in list(root.iter(W + tag)):
            mark.getparent().remove(mark)
    for reference in list(root.iter(W + "commentReference")):
        run = reference.getparent()
        run.getparent().remove(run)
    types = part(data, "[Content_Types].xml")
    for override in list(types.iter(CONTENT_TYPES + "Override")):
        if override.get("PartName") == "/word/comments.xml":
            types.remove(override)
    rels = part(data, "word/_rels/document.xml.rels")
    for rel in list(rels.iter(RELATIONSHIPS + "Relationship")):
        if rel.get("Target").lstrip("/").removeprefix("word/") == "comments.xml":
            rels.remove(rel)
    replaced = {"word/document.xml": root, "[Content_Types].xml": types, "word/_rels/document.xml.rels": rels}
    return with_parts(data, replaced, dropped=("word/comments.xml",))


@pytest.fixture(scope="module")
def accepted_by_libreoffice(tmp_path_factory):
    """dev03 (DOCX, zh), dev06 (text, zh) and dev04 (text, en) redlined; LibreOffice itself runs
    Accept All and Reject All (``.uno:AcceptAllTrackedChanges``/``RejectAllTrackedChanges``) on
    each, over UNO, and writes the text.

    Without Writer's comment UI (libreoffice-writer-nogui has no modules/swriter/ui/*.ui), loading
    a DOCX with comments over UNO aborts soffice, so the redline is loaded with its comment parts
    stripped (its tracked changes untouched); the comments stay verified by the ODT conversion
    test above. With the UI installed (libreoffice-writer) the redline is loaded as written."""
    if not uno_available():
        pytest.skip(f"LibreOffice's python-uno is not importable by {SYSTEM_PYTHON} (apt-get install python3-uno)")
    folder = tmp_path_factory.mktemp("uno")
    whole = comment_ui_installed()
    cases, jobs = {}, []
    for name in ("dev03_songsuan_h20_gpuhour.docx", "dev06_jiading_910b_order.txt", "dev04_tallgrass_h100_msa.txt"):
        path = DEVSET / name
        document, result, data = redline_of(path)
        loaded = data if whole else without_comments(data)
        source = folder / f"{path.stem}.redline.docx"
        source.write_bytes(loaded)
        for kind, command in (("accepted", ".uno:AcceptAllTrackedChanges"), ("rejected", ".uno:RejectAllTrackedChanges")):
            jobs.append([str(source), command, str(folder / f"{path.stem}.{kind}.txt")])
        cases[path.stem] = (path, document, result, loaded)
    pipe = f"slacheck-test-{os.getpid()}-{folder.name}"
    child = subprocess.Popen([str(SYSTEM_PYTHON), "-c", UNO_SCRIPT, str(SOFFICE), pipe, str(folder / "profile"),
                              json.dumps(jobs)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=600)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)  # the script and the soffice it started
        child.communicate()
        pytest.fail("LibreOffice over UNO did not finish in 600 s")
    assert child.returncode == 0, stderr
    return folder, cases, json.loads(stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("stem", ["dev03_songsuan_h20_gpuhour", "dev06_jiading_910b_order", "dev04_tallgrass_h100_msa"])
def test_libreoffice_accept_all_gives_the_contract_plus_the_clauses(accepted_by_libreoffice, stem):
    folder, cases, changes = accepted_by_libreoffice
    _, document, result, loaded = cases[stem]
    state = changes[str(folder / f"{stem}.accepted.txt")]
    assert state["before"] > 0  # LibreOffice read tracked changes (it joins adjacent ones of one author and date)
    assert state["left"] is False  # and Accept All left none
    accepted = text_of(folder / f"{stem}.accepted.txt")
    suggestions = [f.suggestion for f in proposed(result)]
    assert all(s in accepted for s in suggestions)
    assert accepted == body_lines(accept_all(loaded))  # Word's accept-all on the XML, as test_redline does it
    annex = words()[document.language]["annex"]
    assert (annex in accepted) == any(f.status == "missing" for f in result.findings)


@pytest.mark.parametrize("stem", ["dev03_songsuan_h20_gpuhour", "dev06_jiading_910b_order", "dev04_tallgrass_h100_msa"])
def test_libreoffice_reject_all_gives_the_contract(accepted_by_libreoffice, stem):
    folder, cases, changes = accepted_by_libreoffice
    path, document, result, loaded = cases[stem]
    state = changes[str(folder / f"{stem}.rejected.txt")]
    assert state["before"] > 0 and state["left"] is False
    rejected = text_of(folder / f"{stem}.rejected.txt")
    accepted = text_of(folder / f"{stem}.accepted.txt")
    annex = words()[document.language]["annex"]
    suggestions = [f.suggestion for f in proposed(result)]
    assert not any(s in rejected for s in suggestions)
    assert rejected == [line for line in accepted if line not in suggestions and line != annex]
    assert rejected == body_lines(reject_all(loaded))
    if path.suffix == ".docx":  # a DOCX contract: exactly the original's text
        assert rejected == body_lines(path.read_bytes())
