"""Letter, dispute and review-page templates (jinja2): a package, so a wheel ships them as package data."""
