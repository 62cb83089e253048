"""The redlined DOCX opened by LibreOffice headless (Debian's ``soffice``): it reads every tracked
insertion (author slacheck) and every comment, and its text of the redline is the contract plus
the suggested clauses.

LibreOffice 7.4 cannot accept changes headless here: loading a document with comments over UNO
(``loadComponentFromURL``, from a remote bridge or a macro run at start-up) aborts soffice, so the
``.uno:AcceptAllTrackedChanges`` dispatch never runs. Accept-all and reject-all are therefore
applied to the XML as Word defines them (test_redline.py's ``accept_all``/``reject_all``), and
LibreOffice checks the result: its text of the redline equals its text of the accepted file
(LibreOffice shows insertions as text), and its text of the rejected file equals its text of the
original contract.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from slacheck.report.redline import words

from .test_redline import DEVSET, accept_all, comments, proposed, redline_of, reject_all

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
