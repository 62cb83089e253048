"""What a contract file is by its first bytes, whatever its name says.

Files reach a reviewer renamed: a Word 97-2003 or WPS file saved as "合同.docx", an RTF or OpenDocument
export given the suffix the tool asked for, a PDF named ``.txt``, and a Word file protected with a password
(an encrypted Office file is an OLE compound document holding ``EncryptionInfo`` and ``EncryptedPackage``
streams, not a zip, whatever its suffix). Each reader would refuse them with its own library's complaint
("File is not a zip file", "Data format error", "NUL bytes"); ``load.check_file_kind`` names the file's real
kind and what to do instead.
"""

from __future__ import annotations

import io
import zipfile

OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # an OLE compound document: .doc, .wps, .xls, encrypted OOXML
ZIP_MAGIC = b"PK\x03\x04"  # a zip archive: .docx, .xlsx, .odt
ENCRYPTED_STREAM = "EncryptionInfo".encode("utf-16-le")  # a directory entry's name is UTF-16
WORD_STREAM = "WordDocument".encode("utf-16-le")

# kind -> how a refusal names it
KINDS = {
    "pdf": "a PDF",
    "docx": "a DOCX",
    "encrypted": "a password-protected (encrypted) Office file",
    "doc": "a Word 97-2003 (.doc) or WPS file",
    "ole": "an old-format Office file (OLE compound document)",
    "rtf": "an RTF file",
    "odf": "an OpenDocument (.odt) file",
    "zip": "a zip archive that is no DOCX",
}


def file_kind(data: bytes) -> str | None:
    """The kind (a ``KINDS`` key) the bytes of a file show, None for none of them (text, or unknown)."""
    if data.startswith(OLE_MAGIC):
        if ENCRYPTED_STREAM in data:
            return "encrypted"
        return "doc" if WORD_STREAM in data else "ole"
    if data.startswith(b"{\\rtf"):
        return "rtf"
    if data.startswith(ZIP_MAGIC):
        # an OpenDocument package opens with its uncompressed "mimetype" member (ODF 1.2, part 3, 3.3)
        if data[30:38] == b"mimetype" and data[38:].startswith(b"application/vnd.oasis.opendocument"):
            return "odf"
        return "docx" if _zip_holds(data, "word/document.xml") else "zip"
    if data.startswith(b"%PDF-"):
        return "pdf"
    return None


def _zip_holds(data: bytes, name: str) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return name in archive.namelist()
    except (zipfile.BadZipFile, OSError, ValueError):  # a damaged zip: its reader says so
        return False
