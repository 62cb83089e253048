"""Language data (zh/en/numbers/layout YAML) and the closed schema that checks it."""
