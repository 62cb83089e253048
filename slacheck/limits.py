"""Limits on untrusted input, and the one way an input file is read.

Vendor files are untrusted: each limit turns into a clear ``SlacheckError`` rather than a
hang or an out-of-memory. Defaults suit real contracts and keep one run under a minute and
2 GiB; override with the environment variables in ``ENV`` (``SLACHECK_MAX_FILE_MB``, ...)
or by passing a ``Limits`` to the API. A bad value in one of those variables is itself bad
input, named by the variable.

``read_input_bytes`` is the only reader of input files: it refuses anything that is not a
regular file (``/dev/zero``, a FIFO, a folder) before opening it for reading, and checks the
size before reading, so no input is read past its limit.
"""

from __future__ import annotations

import math
import os
import stat
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from .errors import SlacheckError
from .textcodec import decode_utf8


class Limits(BaseModel):
    # defer_build: a command's limits come from ``limits_from_env``, which checks every value itself, so its
    # validator is built only where the API is given limits to validate (~5 ms of every command's start-up)
    model_config = ConfigDict(frozen=True, defer_build=True)

    max_file_mb: float = 100.0        # any input file
    max_yaml_mb: float = 5.0          # TERMS.yaml, checklists, workloads (pure-Python parsing)
    max_pages: int = 2000             # PDF pages
    max_docx_mb: float = 200.0        # decompressed size of a DOCX (zip bomb guard)
    max_docx_xml_mb: float = 64.0     # its word/document.xml, parsed whole (~10x its size in memory)
    max_text_chars: int = 4_000_000   # a contract's text once read (~1,300 dense pages; extraction holds it all)
    max_seconds: float = 25.0         # reading one contract, then again extracting its terms (each)
    max_memory_mb: float = 1536.0     # memory one document's reader may add (a child process's limit)
    max_field_chars: int = 100_000    # one CSV/JSON field in an incident log
    max_json_depth: int = 64          # nesting of incident JSON
    max_yaml_depth: int = 32          # nesting of TERMS.yaml, checklists, workloads
    max_problems: int = 100           # problems listed for one file; the rest are counted
    max_log_years: int = 50           # first incident start to last end in one claim

    @classmethod
    def from_env(cls, environ=None) -> "Limits":
        """The defaults with any ``SLACHECK_MAX_*`` variable applied (``limits_from_env``)."""
        return limits_from_env(environ)


ENV = {
    "max_file_mb": "SLACHECK_MAX_FILE_MB",
    "max_yaml_mb": "SLACHECK_MAX_YAML_MB",
    "max_pages": "SLACHECK_MAX_PAGES",
    "max_docx_mb": "SLACHECK_MAX_DOCX_MB",
    "max_docx_xml_mb": "SLACHECK_MAX_DOCX_XML_MB",
    "max_text_chars": "SLACHECK_MAX_TEXT_CHARS",
    "max_seconds": "SLACHECK_MAX_SECONDS",
    "max_memory_mb": "SLACHECK_MAX_MEMORY_MB",
    "max_problems": "SLACHECK_MAX_PROBLEMS",
    "max_log_years": "SLACHECK_MAX_LOG_YEARS",
}
LARGEST_LIMIT = 1e9  # any limit above this is a typo, not a wish


def limits_from_env(environ=None) -> Limits:
    """The limits, with any ``SLACHECK_MAX_*`` variable applied; a bad value names its variable."""
    environ = os.environ if environ is None else environ
    given: dict[str, float | int] = {}
    for field, var in ENV.items():
        text = environ.get(var, "").strip()
        if not text:
            continue
        whole = Limits.model_fields[field].annotation is int
        try:
            value = int(text) if whole else float(text)
        except ValueError:
            kind = "a whole number" if whole else "a number"
            raise SlacheckError(var, f"'{text[:40]}' is not {kind}") from None
        if not math.isfinite(value) or not 0 < value <= LARGEST_LIMIT:
            raise SlacheckError(var, f"'{text[:40]}' must be a positive number up to {LARGEST_LIMIT:g}")
        given[field] = value
    return Limits.model_construct(**given)  # each value checked above, of its field's type: nothing to validate


def read_input_bytes(path: str | Path, limits: Limits, what: str = "file", max_mb: float | None = None) -> bytes:
    """The bytes of a regular file within ``max_mb`` (default ``limits.max_file_mb``).

    Devices, FIFOs, sockets and folders are refused before they are opened (``/dev/zero``
    never ends, a FIFO blocks forever); the size is checked before reading, and no more
    than the limit is read even if the file grows meanwhile.
    """
    path = Path(path)
    limit_mb = limits.max_file_mb if max_mb is None else max_mb
    limit_bytes = int(limit_mb * 1024 * 1024)
    check_regular_file(path, what)
    size = os.stat(path).st_size
    if size > limit_bytes:
        raise SlacheckError(path, f"file is {size / 1048576:.1f} MB (limit {limit_mb:g} MB, "
                            f"{ENV['max_yaml_mb' if max_mb is not None else 'max_file_mb']})")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise SlacheckError(path, f"cannot read the {what} ({exc.strerror})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for something else since the stat
            raise SlacheckError(path, f"not a regular file: give the {what} itself")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(limit_bytes + 1)
    except OSError as exc:
        raise SlacheckError(path, f"cannot read the {what} ({exc.strerror})") from None
    finally:
        os.close(fd)
    if len(data) > limit_bytes:
        raise SlacheckError(path, f"file grew past the {limit_mb:g} MB limit while being read")
    return data


def check_text_length(path: str | Path, chars: int, limits: Limits) -> None:
    """Refuse a contract whose text runs past ``limits.max_text_chars``: extraction holds
    the whole text (one token per character), so its time and memory grow with it."""
    if chars > limits.max_text_chars:
        raise SlacheckError(path, f"the contract's text runs past {limits.max_text_chars:,} characters "
                            f"(limit SLACHECK_MAX_TEXT_CHARS)")


def read_input_text(path: str | Path, limits: Limits, what: str = "file", max_mb: float | None = None) -> str:
    """A UTF-8 text input (BOM or not), or UTF-16 marked by its BOM (``textcodec.decode_utf8``), read by
    ``read_input_bytes``."""
    return decode_utf8(path, read_input_bytes(path, limits, what, max_mb))


def folder_refused(path: str | Path, what: str = "file", kinds: str | None = None) -> SlacheckError:
    """The one refusal of a folder given where one file is read (a log, the terms, a checklist, a contract):
    '<folder>: is a folder: give one <what> (<kinds>)'."""
    return SlacheckError(path, f"is a folder: give one {what}" + (f" ({kinds})" if kinds else ""))


def not_found(path: str | Path, what: str = "file") -> SlacheckError:
    """The one refusal of a path that is not there: '<path>: <what> not found'; for '-', which other tools
    read as standard input, the reason it was not read ('-: standard input is not read: give the path of the
    terms file')."""
    if str(path) == "-":
        return SlacheckError(path, f"standard input is not read: give the path of the {what}")
    return SlacheckError(path, f"{what} not found")


def check_regular_file(path: str | Path, what: str = "file", kinds: str | None = None,
                       missing: str | None = None) -> None:
    """Refuse a missing path, a folder, a device, a FIFO or a socket (before anything opens it).

    ``kinds`` names the files a folder was given for (``folder_refused``); ``missing`` is what a path not there
    is called, when not ``what`` (a contract argument: "file not found")."""
    path = Path(path)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise not_found(path, missing or what) from None
    except OSError as exc:
        raise SlacheckError(path, f"cannot read the {what} ({exc.strerror})") from None
    if stat.S_ISDIR(mode):
        raise folder_refused(path, what, kinds)
    if not stat.S_ISREG(mode):
        raise SlacheckError(path, f"not a regular file (a device, FIFO or socket): give the {what} itself")


def read_utf8(path: str | Path, what: str = "file") -> str:
    """A UTF-8 text file (BOM or not) or UTF-16 marked by its BOM (a TERMS.yaml or checklist saved by Windows
    Notepad as "Unicode"), or a SlacheckError naming it: '<what> not found', 'not UTF-8' (GBK too: without a
    mark its reading would be a guess, and a file whose values decide money is not read by a guess).

    Read through ``read_input_text``: regular files only, within the YAML size limit.
    """
    limits = Limits.from_env()
    return read_input_text(path, limits, what, max_mb=limits.max_yaml_mb)
