"""Text files' bytes decoded one way for every reader: UTF-8 and UTF-16 by their byte-order marks (or UTF-8 without
one), GB18030/GBK where a reader takes what Excel and older tools save on a Chinese Windows, and one error for bytes that are
neither: ``<file>:<line>: not UTF-8 text (byte <offset>); save the file as UTF-8``, the line and the byte
offset (from the file's start, its BOM counted) of the first bad byte.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from .errors import SlacheckError

# Share of non-ASCII characters that must be common GB2312 Chinese for a GB18030 reading to
# be believed: Windows-1252 smart quotes also "decode" as GB18030, but into rare characters.
GB2312_SHARE = 0.9
# Share of non-ASCII bytes in valid UTF-8 sequences from which a file that fails UTF-8 is UTF-8 with bad
# bytes (a broken file) rather than text in another encoding (Big5, Shift-JIS pair bytes into UTF-8 by chance
# far less often)
UTF8_SHARE = 0.9
SAVE_AS_UTF8 = "save the file as UTF-8"
_ASCII = bytes(range(0x80))  # deleted by bytes.translate, the non-ASCII bytes are left: counted in C, not a Python loop


def _looks_like_gb(text: str) -> bool:
    wide = [ch for ch in text if ord(ch) > 0x7F]
    if not wide:
        return True
    common = 0
    for ch in wide:
        try:
            ch.encode("gb2312")
            common += 1
        except UnicodeEncodeError:
            pass
    return common >= GB2312_SHARE * len(wide)


def decode_gb(data: bytes) -> str | None:
    """The text of a GB18030/GBK file (what Excel and older tools save on a Chinese Windows), or None
    when the bytes are not that, or decode only into rare characters (another encoding's text)."""
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        return None
    return text if _looks_like_gb(text) else None


def decode_utf16_unmarked(data: bytes) -> tuple[str, str] | None:
    """The text of a UTF-16 file saved without a byte-order mark (some Windows and Java exports), and its
    byte order ("utf-16-le" or "utf-16-be"), or None. The order is the one whose reading puts ASCII (line
    ends, digits, spaces: every contract has them) where the other reads characters of the form U+xx00; the
    text must hold no control character but whitespace and nothing unassigned, which binary content never
    passes (its zero bytes pair into U+0000)."""
    if len(data) % 2 or len(data) < 4:
        return None
    readings = []
    for encoding in ("utf-16-le", "utf-16-be"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:  # an unpaired surrogate: not this order
            continue
        readings.append((len(text.encode("ascii", "ignore")), encoding, text))
    if not readings:
        return None
    ascii_count, encoding, text = max(readings)
    if ascii_count == 0 or not _plain_text(text):
        return None
    return text, encoding


def _plain_text(text: str) -> bool:
    """No control character but whitespace, and (almost) no unassigned code point."""
    import unicodedata

    unassigned = 0
    for ch in set(text):
        category = unicodedata.category(ch)
        if category == "Cc" and ch not in "\t\n\r\x0c":
            return False
        unassigned += category in ("Cn", "Cs", "Co")
    return unassigned == 0


def first_bad_byte(data: bytes) -> int | None:
    """The offset of the first byte that is not UTF-8 (a leading BOM counted as bytes of the file), or None."""
    body = data[len(codecs.BOM_UTF8):] if data.startswith(codecs.BOM_UTF8) else data
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start + len(data) - len(body)
    return None


def not_utf8(path: str | Path, data: bytes, offset: int, hint: str = "") -> SlacheckError:
    """The one error of bytes that are not UTF-8: the file, the line and byte offset of the first bad byte,
    and what to do (``hint`` adds how, e.g. Excel's 'CSV UTF-8')."""
    return SlacheckError(path, f"not UTF-8 text (byte {offset}); {SAVE_AS_UTF8}" + (f" ({hint})" if hint else ""),
                         line=data.count(b"\n", 0, offset) + 1)


def mostly_utf8(data: bytes) -> bool:
    """Whether a file that fails UTF-8 is UTF-8 text with bad bytes in it: most of its non-ASCII bytes are
    in valid UTF-8 sequences (a contract saved in another encoding has few or none)."""
    wide = len(data.translate(None, _ASCII))  # ~0.7 ns a byte (a Python loop: ~14)
    bad = data.decode("utf-8", errors="replace").count("\ufffd")  # at least one per bad byte run
    return wide > 0 and bad < (1 - UTF8_SHARE) * wide


UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def decode_utf16(path: str | Path, data: bytes) -> str | None:
    """The text of a file that starts with UTF-16's byte-order mark (Excel's "Unicode Text", Windows
    PowerShell's ``Out-File`` and ``>``), or None for a file without one; bytes that break UTF-16 after the
    mark are refused naming the line (of the text before them) and byte."""
    if not data.startswith(UTF16_BOMS):
        return None
    try:
        return data.decode("utf-16")
    except UnicodeDecodeError as exc:
        line = data[:exc.start - exc.start % 2].decode("utf-16", errors="replace").count("\n") + 1
        raise SlacheckError(path, f"not UTF-16 text after its UTF-16 byte-order mark (byte {exc.start}); "
                                  f"{SAVE_AS_UTF8}", line=line) from None


def decode_utf8(path: str | Path, data: bytes, *, windows: bool = False, notes: list[str] | None = None,
                hint: str = "") -> str:
    """A text file's bytes as text: UTF-8 (BOM tolerated) or UTF-16 marked by its BOM (``decode_utf16``: the mark
    says it, as Windows Notepad saves "Unicode" and Excel "Unicode Text", so no guess); with ``windows``, also
    GB18030/GBK text (no NUL byte: a guess by ``decode_gb``, for readers whose files Excel saves that way), each
    said in ``notes`` when given; UTF-16 without its mark is refused as such (its ASCII is valid UTF-8 with NULs
    between: it was "not valid YAML: unacceptable character #x0000"); else ``not_utf8``'s error naming the file,
    line and byte."""
    if b"\x00" in data and not data.startswith(UTF16_BOMS) and decode_utf16_unmarked(data) is not None:
        raise SlacheckError(path, "UTF-16 text without its byte-order mark (its byte order would be a guess); "
                                  + SAVE_AS_UTF8 + (f" ({hint})" if hint else ""))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    if (text := decode_utf16(path, data)) is not None:
        if notes is not None:
            notes.append(f"{Path(path).name}: read as UTF-16 text (its byte-order mark says so), as Excel saves "
                         "'Unicode Text' and Windows PowerShell writes files")
        return text
    if windows and b"\x00" not in data:
        text = decode_gb(data)
        if text is not None:
            if notes is not None:
                notes.append(f"{Path(path).name}: read as GB18030/GBK text (not UTF-8), as Excel saves a CSV on a "
                             "Chinese Windows")
            return text
    raise not_utf8(path, data, first_bad_byte(data), hint) from None
