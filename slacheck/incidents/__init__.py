"""Incidents: outage logs in real formats → ``Incident`` records, all through one validator.

Readers for CSV, JSON Lines, Atlassian Statuspage, PagerDuty CSV and Alertmanager payloads
map their rows to the same fields; bad rows are reported together as ``file:line: problem``.
"""
