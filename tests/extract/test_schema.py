"""The language data: every file passes its closed schema, and the schema catches mistakes."""

import pytest
import yaml

from slacheck.errors import SlacheckError
from slacheck.extract.lang.schema import validate_language
from slacheck.extract.matchers import LANG_DIR, LANGUAGES, load_language, rules
from slacheck.models import TERM_KEYS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_language_file_passes_schema(lang):
    data = load_language(lang)
    assert data["language"] == lang


def test_every_spec_key_has_a_rule():
    assert set(rules().keys) == set(TERM_KEYS)


@pytest.mark.parametrize("bad, message", [
    ({"keys": {"rack_kw": {"kind": "power"}}}, "'rack_kw' is not a SPEC §1 key"),
    ({"keys": {"rack_power_kw": {"kind": "power", "trigers": ["机柜"]}}}, "unknown field 'trigers'"),
    ({"keys": {"rack_power_kw": {"kind": "watts"}}}, "unknown kind 'watts'"),
    ({"negation": ["not", False]}, "quote no/yes/on"),
    ({"keys": {"cooling": {"values": {"air": ["风冷"]}, "blockers": [True]}}}, "is not a phrase"),
    ({"colour": 1}, "unknown top-level field 'colour'"),
    ({"negation_next": ["none is provided", True]}, "quote no/yes/on"),
    ({"keys": {"location": {"address": ["位于"]}}}, "location.address: expected a mapping"),
])
def test_schema_rejects(bad, message):
    with pytest.raises(SlacheckError) as err:
        validate_language(bad, "zz.yaml")
    assert message in str(err.value)


def test_no_phrases_in_python_code():
    """STYLE §8: Chinese phrases live in lang/*.yaml, not in extract/*.py."""
    import re
    for path in LANG_DIR.parent.glob("*.py"):
        code = re.sub(r'""".*?"""', "", path.read_text(encoding="utf-8"), flags=re.S)
        code = re.sub(r"#[^\n]*", "", code)
        assert not re.search(r"[\u4e00-\u9fff]", code), path.name
