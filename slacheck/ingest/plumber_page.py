"""pdfplumber's page objects without its per-object conversion (the table pages' reading cost).

pdfplumber builds a page's ``chars`` by letting pdfminer make an ``LTChar`` of every glyph
and then turning each into a dict through a generic attribute walk (colours, graphic state,
``resolve_all`` on every value): on a page full of text that walk costs more than pdfminer's
interpretation itself. Here pdfminer interprets the page exactly as pdfplumber has it do
(same resource manager, same fonts, same decoding), but each glyph becomes the dict of the
values pdfplumber's table and text functions read, computed by ``LTChar``'s and
``Page.process_object``'s own arithmetic; drawn lines, rectangles, curves and images still
go through pdfplumber's conversion (few per page). The page then answers ``find_tables``,
``filter`` and ``extract_text_lines`` as before, with the same values
(``tests/ingest/test_plumber_page.py`` compares them with pdfplumber's own on every
fixture PDF with tables).
"""

from __future__ import annotations

from unicodedata import normalize as normalize_unicode

from pdfminer.pdffont import PDFUnicodeNotDefined
from pdfminer.pdfinterp import PDFPageInterpreter
from pdfplumber.page import PDFPageAggregatorWithMarkedContent
from pdfplumber.utils.exceptions import PdfminerException


class _CharCollector(PDFPageAggregatorWithMarkedContent):
    """pdfplumber's aggregator, except that a glyph becomes a small dict, not an ``LTChar``."""

    def __init__(self, page) -> None:
        super().__init__(page.pdf.rsrcmgr, pageno=page.page_number, laparams=page.pdf.laparams)
        self.chars: list[dict] = []
        self._page = page
        self._height = page.height
        self._mb_x0, self._mb_top = page.mediabox[:2]
        self._norm = page.pdf.unicode_norm
        self._glyphs: dict[tuple[int, int], tuple[str, float]] = {}
        self._fonts: dict[int, tuple[bool, float, str]] = {}
        self._doctop = page.initial_doctop

    def _glyph(self, font, cid: int) -> tuple[str, float]:
        """(text, width) of a glyph as pdfminer's ``render_char`` decodes it, once per font and cid."""
        key = (id(font), cid)
        found = self._glyphs.get(key)
        if found is None:
            try:
                text = font.to_unichr(cid)
            except PDFUnicodeNotDefined:
                text = self.handle_undefined_char(font, cid)
            if self._norm is not None:
                text = normalize_unicode(self._norm, text)
            found = self._glyphs[key] = (text, font.char_width(cid))
        return found

    def _font(self, font) -> tuple[bool, float, str]:
        """(vertical?, descent per point of size, name) of a font: what every glyph of it asks."""
        found = self._fonts.get(id(font))
        if found is None:
            found = self._fonts[id(font)] = (font.is_vertical(), font.get_descent(), font.fontname)
        return found

    def render_char(self, matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate) -> float:
        # LTChar.__init__'s geometry, term for term (the same floats pdfplumber ends up with)
        text, textwidth = self._glyph(font, cid)
        vertical, font_descent, fontname = self._font(font)
        adv = textwidth * fontsize * scaling
        if vertical:
            (vx, vy) = font.char_disp(cid)
            vx = fontsize * 0.5 if vx is None else vx * fontsize * 0.001
            vy = (1000 - vy) * fontsize * 0.001
            bbox = (-vx, vy + rise + adv, -vx + fontsize, vy + rise)
        else:
            descent = font_descent * fontsize
            bbox = (0, descent + rise, adv, descent + rise + fontsize)
        (a, b, c, d, e, f) = matrix
        (left, low, right, high) = bbox
        if b == 0 and c == 0:
            # an unrotated glyph (nearly every one): of apply_matrix_rect's four corners two share each x
            # and two each y (their sums differ by a zero term only), so min and max, which keep the first
            # of equal values, pick one of two; the same products and sums as below, half of them
            xl, xr = a * left + c * low + e, a * right + c * low + e
            yl, yh = b * left + d * low + f, b * right + d * high + f
            (x0, x1) = (xr, xl) if xr < xl else (xl, xr if xr > xl else xl)
            (y0, y1) = (yh, yl) if yh < yl else (yl, yh if yh > yl else yl)
        else:
            # apply_matrix_rect(matrix, bbox), written out (the same products and sums, no calls)
            xs = (a * left + c * low + e, a * right + c * low + e, a * right + c * high + e, a * left + c * high + e)
            ys = (b * left + d * low + f, b * right + d * low + f, b * right + d * high + f, b * left + d * high + f)
            (x0, y0, x1, y1) = (min(xs[0], xs[3], xs[1], xs[2]), min(ys[0], ys[1], ys[2], ys[3]),
                                max(xs[0], xs[3], xs[1], xs[2]), max(ys[0], ys[1], ys[2], ys[3]))
        if x1 < x0:
            (x0, x1) = (x1, x0)
        if y1 < y0:
            (y0, y1) = (y1, y0)
        width, height = x1 - x0, y1 - y0
        # Page.process_object's placement on the page
        top = (self._height - y1) + self._mb_top
        if self._mb_x0 != 0:
            x0, x1 = x0 + self._mb_x0, x1 + self._mb_x0
        self.chars.append({
            "object_type": "char", "page_number": self.pageno, "text": text, "fontname": fontname,
            "size": width if vertical else height, "adv": adv,
            "upright": a * d * scaling > 0 and b * c <= 0,
            "x0": x0, "y0": y0, "x1": x1, "y1": y1, "width": width, "height": height,
            "top": top, "bottom": (self._height - y0) + self._mb_top,
            "doctop": self._doctop + top, "matrix": matrix,
        })
        return adv


def read_objects(page) -> dict[str, list[dict]]:
    """``page.objects`` as pdfplumber builds them, with chars carrying the values its table and
    text functions use; set on the page, so ``page.chars``, ``find_tables`` and the rest use them."""
    device = _CharCollector(page)
    interpreter = PDFPageInterpreter(page.pdf.rsrcmgr, device)
    try:
        interpreter.process_page(page.page_obj)
    except Exception as exc:  # as pdfplumber's Page.layout reports pdfminer's failures
        raise PdfminerException(exc) from exc
    objects: dict[str, list[dict]] = {}
    for obj in page.iter_layout_objects(device.get_result()._objs):
        if obj["object_type"] != "anno":  # as Page.parse_objects
            objects.setdefault(obj["object_type"], []).append(obj)
    if device.chars:
        objects["char"] = device.chars
    page._objects = objects
    return objects
