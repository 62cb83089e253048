"""``python -m slacheck`` runs the command line."""

from .cli import main

main()
