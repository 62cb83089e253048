"""A draft given as its TERMS.yaml (keys, not clauses) has its terms compared, not its wording, and slacheck says
so: a diff of a TERMS.yaml against the contract it was written from read 'No changes: the drafts state the same
terms, verdicts and clause wording', though no wording was compared. Two contract files still can be
'unchanged' (near miss)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from slacheck.cli import app

DEV01 = Path(__file__).resolve().parents[2] / "fixtures" / "devset" / "dev01_lansuan_h800_lingang.md"
SAID = ("terms.yaml is a TERMS.yaml (keys, not clauses): the terms are compared, not the wording (no clause or "
        "commitment is said changed)\n")


def diff(*args: str):
    done = CliRunner().invoke(app, ["diff", *args, "--no-db", "--lang", "en"])
    assert done.exit_code == 0, done.output
    return done


def test_a_terms_file_against_its_contract_is_not_called_the_same_wording(tmp_path):
    written = CliRunner().invoke(app, ["extract", str(DEV01), "--format", "yaml", "--no-db"])
    terms = tmp_path / "terms.yaml"
    terms.write_text(written.stdout, encoding="utf-8")
    done = diff(str(terms), str(DEV01))
    assert done.stdout == f"terms.yaml → {DEV01.name} (gpu-training)\nNo term changes.\n"
    assert done.stderr == SAID


def test_two_contract_files_that_agree_are_unchanged():
    done = diff(str(DEV01), str(DEV01))
    assert "No changes: the drafts state the same terms, verdicts and clause wording." in done.stdout
    assert done.stderr == ""
