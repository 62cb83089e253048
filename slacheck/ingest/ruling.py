"""Which PDF pages hold a ruled table, decided from pdfium's page objects (no layout pass).

pdfplumber finds ruled tables from the edges of a page's drawn lines, rectangles and curves,
but getting those edges means pdfminer interpreting the whole page (~25-100 ms a page, more
than pdfium's text). Here the same edges come from pdfium's path objects (each subpath's
points, as pdfminer splits them), and pdfplumber's own grid functions (snap, join,
intersections, cells, tables) run on them: a page is handed to pdfplumber only when they
form a table of two rows or more with two cells in a row and text inside it. Header rules,
underlines, page borders and boxed paragraphs of office exports form no such grid.

A table a page break cut leaves one row at the top of the next page (a whole row pushed there,
or the rest of a row cut mid-cell), or its header row alone at the foot of the page before: a
one-row grid of two cells or more counts as a table's piece when it opens or closes the page's
text (at most ``EDGE_LINES`` lines, a running header or footer, above or below it), where a page
break puts it. A boxed row inside the text stays text; so does a piece at an edge that goes on
with no table across the break (a signature block, a form's line: ``split_rows.lone_pieces``).
"""

from __future__ import annotations

import ctypes

from .running import EDGE_LINES

MAX_PATH_OBJECTS = 5000   # vector drawings with more: ``None`` (undecided), the caller's fallback
MAX_SEGMENTS = 40000
MIN_EDGE_PT = 3.0         # pdfplumber's edge_min_length
FLAT = 1e-3               # pdfium points are single precision: "equal" within this
SEGMENT_MOVETO = 2


def _matrix(obj):
    """The object's transform to page space (through the form XObjects holding it)."""
    matrix = obj.get_matrix()
    container = obj.container
    while container is not None and getattr(container, "level", None) is not None:
        matrix = matrix.multiply(container.get_matrix())
        container = container.container
    return matrix


def _subpaths(obj, raw) -> list[list[tuple[float, float]]]:
    """Each subpath's end points in page space ("h" closes back to its start), like pdfminer."""
    count = raw.FPDFPath_CountSegments(obj.raw)
    matrix = _matrix(obj)
    x, y = ctypes.c_float(), ctypes.c_float()
    paths: list[list[tuple[float, float]]] = []
    for k in range(count):
        segment = raw.FPDFPath_GetPathSegment(obj.raw, k)
        raw.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y))
        point = matrix.on_point(x.value, y.value)
        if raw.FPDFPathSegment_GetType(segment) == SEGMENT_MOVETO or not paths:
            paths.append([point])
        else:
            paths[-1].append(point)
        if raw.FPDFPathSegment_GetClose(segment):
            paths[-1].append(paths[-1][0])
    return paths


def page_edges(page) -> tuple[list[dict], list[dict]] | None:
    """pdfplumber-style horizontal and vertical edges of the page's paths (top = -y), or None
    when the page draws more than this test reads (the caller decides another way)."""
    import pypdfium2.raw as raw

    horizontal: list[dict] = []
    vertical: list[dict] = []
    segments = 0
    objects = page.get_objects(filter=[raw.FPDF_PAGEOBJ_PATH], max_depth=3)
    for index, obj in enumerate(objects):
        if index >= MAX_PATH_OBJECTS:
            return None
        segments += raw.FPDFPath_CountSegments(obj.raw)
        if segments > MAX_SEGMENTS:
            return None
        for points in _subpaths(obj, raw):
            if len(points) > 2 and points[-1] == points[-2]:
                points = points[:-1]  # a closing "h" after a line back to the start
            for (x0, y0), (x1, y1) in zip(points, points[1:]):
                left, right, top, bottom = min(x0, x1), max(x0, x1), -max(y0, y1), -min(y0, y1)
                edge = {"x0": left, "x1": right, "top": top, "bottom": bottom, "width": right - left,
                        "height": bottom - top, "object_type": "curve_edge"}
                if abs(y0 - y1) <= FLAT:
                    edge.update(orientation="h", top=top, bottom=top, height=0.0)
                    horizontal.append(edge)
                elif abs(x0 - x1) <= FLAT or len(points) == 2:  # a lone slanted line counts as vertical there
                    edge.update(orientation="v")
                    vertical.append(edge)
    return horizontal, vertical


def _clusters(values: list[float], tolerance: float = 3.0) -> int:
    """How many groups pdfplumber's snapping makes of these positions (gaps above ``tolerance``)."""
    ordered = sorted(values)
    return sum(1 for a, b in zip([None] + ordered, ordered) if a is None or b - a > tolerance)


def ruled_table_boxes(page) -> list[tuple[float, float, float, float, int]] | None:
    """(left, bottom, right, top, rows) in PDF points of each ruled grid pdfplumber would find
    with two cells in a row (``is_table``), or None when undecided (too many paths)."""
    edges = page_edges(page)
    if edges is None:
        return None
    horizontal, vertical = edges
    long_h = [e for e in horizontal if e["width"] >= 1]
    long_v = [e for e in vertical if e["height"] >= 1]
    # a row of two cells needs rules at two distinct heights and three distinct x positions
    # once snapped: underlines, header rules and boxes down one margin stop here, before
    # pdfplumber (and pdfminer) are even imported
    if _clusters([e["top"] for e in long_h]) < 2 or _clusters([e["x0"] for e in long_v]) < 3:
        return []
    from pdfplumber.table import (DEFAULT_JOIN_TOLERANCE, DEFAULT_SNAP_TOLERANCE, Table, cells_to_tables,
                                  edges_to_intersections, intersections_to_cells, merge_edges)
    from pdfplumber.utils import filter_edges

    merged = merge_edges(long_v + long_h, DEFAULT_SNAP_TOLERANCE, DEFAULT_SNAP_TOLERANCE,
                         DEFAULT_JOIN_TOLERANCE, DEFAULT_JOIN_TOLERANCE)
    merged = filter_edges(merged, min_length=MIN_EDGE_PT)
    cells = intersections_to_cells(edges_to_intersections(merged, 3, 3))
    boxes = []
    for group in cells_to_tables(cells):
        table = Table(None, group)
        rows = table.rows
        if is_table(len(rows), max(len(r.cells) for r in rows)):
            x0, top, x1, bottom = table.bbox
            boxes.append((x0, -bottom, x1, -top, len(rows)))
    return boxes


def is_table(rows: int, cells: int) -> bool:
    """A grid of ``rows`` with at most ``cells`` in a row may be a table (or, one row, a table's
    piece): a box drawn around text (one column) is none. pdf.py applies the same test."""
    return rows >= 1 and cells >= 2


def at_page_edge(lines_above: int, lines_below: int) -> bool:
    """Is a one-row grid with these many text lines above and below it where a page break puts a
    table's piece: at the top or the foot of the page's text (a running header or footer aside)?"""
    return min(lines_above, lines_below) <= EDGE_LINES


def _lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


def has_text_inside(textpage, boxes) -> bool:
    """Does a table of ``boxes`` hold text: two rows or more, or one row at the page's top or foot?"""
    width, height = textpage.page.get_size()
    for left, bottom, right, top, rows in boxes:
        if not textpage.get_text_bounded(left, bottom, right, top).strip():
            continue
        if rows >= 2 or at_page_edge(_lines(textpage.get_text_bounded(0, top, width, height)),
                                     _lines(textpage.get_text_bounded(0, 0, width, bottom))):
            return True
    return False


def holds_ruled_table(page, textpage, fallback) -> bool:
    """Does this page hold a ruled table with text in it? ``fallback(page)`` decides pages
    that draw too much for the edge test (huge vector drawings)."""
    boxes = ruled_table_boxes(page)
    if boxes is None:
        return fallback(page)
    return bool(boxes) and has_text_inside(textpage, boxes)

