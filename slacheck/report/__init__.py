"""Report: rendering of results as table, JSON, Markdown, CSV and HTML; jinja2 letters.

An edge of the flow: nothing in the core imports it.
"""
