"""Two top-level folders ship inside the wheel as packages (the design card keeps them at the top).

``rules/`` (the built-in checklists) is ``slacheck.rules`` and ``fixtures/demo/`` (the demo's
inputs) is ``slacheck.demo_inputs``, so an installed ``slacheck demo`` and ``check`` find them
with ``importlib.resources`` from any directory. Everything else, the package data too, is in pyproject.toml; the
packages under ``slacheck/`` are found there automatically.
"""
from setuptools import find_packages, setup

DATA_PACKAGES = {"slacheck.rules": "rules", "slacheck.demo_inputs": "fixtures/demo"}

setup(
    packages=find_packages(include=["slacheck", "slacheck.*"]) + list(DATA_PACKAGES),
    package_dir=DATA_PACKAGES,
)
