"""The one exception slacheck raises for bad input.

Every reader and validator reports problems as ``SlacheckError`` naming the file and the
line or page, in the ``file:line: problem`` form editors can jump to (STYLE §5). Bugs are
not wrapped: only bad input becomes this error, and only the CLI turns it into exit 2.
"""

from __future__ import annotations

from pathlib import Path


class SlacheckError(Exception):
    """Bad input: a file, where in it, and what is wrong (plus any further problems)."""

    def __init__(
        self,
        file: str | Path,
        message: str,
        line: int | None = None,
        page: int | None = None,
        problems: tuple[str, ...] | list[str] = (),
    ):
        self.file = (file.name or str(file)) if isinstance(file, Path) else str(file)  # "." has no name
        self.message = message
        self.line = line
        self.page = page
        self.problems = tuple(problems)
        super().__init__(str(self))

    @property
    def where(self) -> str:
        if self.line is not None:
            return f"{self.file}:{self.line}"
        if self.page is not None:
            return f"{self.file}:page {self.page}"
        return self.file

    def __str__(self) -> str:
        head = f"{self.where}: {self.message}"
        if self.problems:
            return head + "".join(f"\n{p}" for p in self.problems)
        return head


def collect(file: str | Path, problems: list[tuple[int | None, str]]) -> None:
    """Raise one SlacheckError for every ``(line, message)`` problem found in a file.

    Readers check the whole file first, so the user sees every bad line at once.
    """
    if not problems:
        return
    name = Path(file).name or str(file)
    rendered = [f"{name}:{ln}: {msg}" if ln is not None else f"{name}: {msg}" for ln, msg in problems]
    first_line, first_msg = problems[0]
    raise SlacheckError(file, first_msg, line=first_line, problems=rendered[1:])


def read_utf8(path: str | Path, what: str = "file") -> str:
    """A UTF-8 text file (BOM or not), or a SlacheckError naming it: '<what> not found', 'not UTF-8'."""
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise SlacheckError(path, f"{what} not found") from None
    except IsADirectoryError:
        raise SlacheckError(path, "is a folder, not a file") from None
    except UnicodeDecodeError as exc:
        raise SlacheckError(path, f"not UTF-8 text (byte {exc.start})") from None
