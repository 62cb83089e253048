"""The language data: every file passes its closed schema, and the schema catches mistakes."""

import pytest
import yaml

from slacheck.errors import SlacheckError
from slacheck.extract.lang.schema import validate_language
from slacheck.extract.data import LANG_DIR
from slacheck.extract.matchers import LANGUAGES, load_language, rules
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


# ------------------------------------------------------------------ closed at every level, with lines

from slacheck.extract.data import read_data_file, spliced  # noqa: E402
from slacheck.extract.lang.schema import READER_FIELDS, READERS, problems_in  # noqa: E402
from slacheck.extract.readers import READERS as READER_FUNCTIONS  # noqa: E402

ZH_TYPO_NESTED = """\
language: zh
keys:
  location:
    reader: location
    address:
      trigers: [位于]
"""


@pytest.mark.parametrize("name, text, where, message", [
    ("zh.yaml", ZH_TYPO_NESTED, "zh.yaml:6", "keys.location.address: unknown field 'trigers'"),
    ("en.yaml", "language: en\nkeys:\n  rack_power_kw:\n    reader: numeric\n    kind: power\n    trigers: [rack]\n",
     "en.yaml:6", "unknown field 'trigers'"),
    ("en.yaml", "language: en\nkeys:\n  location:\n    reader: location\n    place:\n      joiners: [of, on]\n",
     "en.yaml:6", "is not a phrase"),
    ("en.yaml", "language: en\nkeys:\n  cooling:\n    reader: vocabulary\n    kind: pct\n    values: {air: [fan]}\n",
     "en.yaml:5", "unknown field 'kind'"),
    ("en.yaml", "language: en\nkeys:\n  cooling:\n    reader: words\n    values: {air: [fan]}\n",
     "en.yaml:4", "reader must be one of"),
    ("en.yaml", "language: en\nkeys:\n  cooling:\n    values: {air: [fan]}\n", "en.yaml:3", "reader must be one of"),
    ("en.yaml", "language: en\nkeys:\n  sla_unit:\n    reader: pattern\n    patterns: ['(?P<unit>']\n",
     "en.yaml:5", "bad regular expression"),
    ("numbers.yaml", "cn_digits: {一: 1}\nunits:\n  power: {kW: 1}\n  powr: {MW: 1000}\n", "numbers.yaml:4",
     "units: unknown field 'powr'"),
    ("numbers.yaml", "cn_digits: {一: 1}\ncurrencies:\n  before: {$: USD}\n  afer: {}\n", "numbers.yaml:4",
     "unknown field 'afer'"),
    ("layout.yaml", "line_starts: ['#']\nheadngs: ['#']\n", "layout.yaml:2", "unknown top-level field 'headngs'"),
    ("bundle.yaml", "default_order: [amendment, oder]\ntitle_lines: 6\nlanguages: {}\n", "bundle.yaml:1",
     "unknown role 'oder'"),
])
def test_a_typo_anywhere_names_file_and_line(tmp_path, name, text, where, message):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SlacheckError) as err:
        read_data_file(path)
    first = str(err.value).splitlines()[0]
    every = str(err.value)
    assert message in every
    assert any(line.startswith(where + ":") and message in line for line in every.splitlines()), (first, every)


@pytest.mark.parametrize("name", ["zh.yaml", "en.yaml", "numbers.yaml", "layout.yaml", "bundle.yaml"])
def test_every_shipped_data_file_passes_its_schema(name):
    data = spliced(yaml.safe_load((LANG_DIR / name).read_text(encoding="utf-8")))
    assert problems_in(data, name) == []


ALIASED = """\
language: zh
keys:
  price_gpu_hour:
    reader: numeric
    kind: money
    blockers: &reference_prices [原价, 市场价]
  price_rack_month:
    reader: numeric
    kind: money
    blockers: [*reference_prices, 押金]
"""


def test_a_phrase_list_takes_another_by_its_alias(tmp_path):
    path = tmp_path / "zh.yaml"
    path.write_text(ALIASED, encoding="utf-8")
    keys = read_data_file(path)["keys"]
    assert keys["price_rack_month"]["blockers"] == ["原价", "市场价", "押金"]
    assert keys["price_gpu_hour"]["blockers"] == ["原价", "市场价"]  # the aliased list itself unchanged
    assert spliced({"combine": [["a", "b"], ["c"]]}) == {"combine": [["a", "b"], ["c"]]}  # lists only: kept


def test_an_aliased_list_is_checked_as_its_own_phrases(tmp_path):
    path = tmp_path / "zh.yaml"
    path.write_text(ALIASED.replace("[原价, 市场价]", "[原价, yes]"), encoding="utf-8")
    with pytest.raises(SlacheckError) as err:
        read_data_file(path)
    assert "quote no/yes/on" in str(err.value)


def test_shipped_rack_rent_blockers_hold_the_reference_prices():
    shipped = load_language("zh")["keys"]
    for word in shipped["price_gpu_hour"]["blockers"]:
        assert word in shipped["price_rack_month"]["blockers"]
    assert "押金" in shipped["price_rack_month"]["blockers"]


def test_every_reader_in_the_schema_has_a_module_and_back():
    assert set(READERS) == set(READER_FIELDS) == set(READER_FUNCTIONS)


def test_every_key_names_its_reader_in_the_data():
    for lang in LANGUAGES:
        for key, spec in load_language(lang)["keys"].items():
            assert spec["reader"] in READERS, (lang, key)
    assert {rule.reader for rule in rules().keys.values()} == set(READERS)


def _rules_with(monkeypatch, lang, key, field, value):
    """The merged rules built afresh with one field of one language's key replaced."""
    import copy

    from slacheck.extract import matchers

    originals = {code: load_language(code) for code in LANGUAGES}
    edited = copy.deepcopy(originals[lang])
    edited["keys"][key][field] = value
    monkeypatch.setattr(matchers, "load_language", lambda code: edited if code == lang else originals[code])
    return matchers.rules.__wrapped__()


def test_a_restriction_written_in_one_language_only_is_refused(monkeypatch):
    # zh.yaml's monthly_fee requiring 费用 in the sentence would have made English "MRC is HKD 260,000" lose its fee
    assert "sentence_requires" not in load_language("en")["keys"]["monthly_fee"]
    with pytest.raises(SlacheckError) as raised:
        _rules_with(monkeypatch, "zh", "monthly_fee", "sentence_requires", ["费用"])
    assert raised.value.file == "zh.yaml"
    assert "keys.monthly_fee.sentence_requires is written here but not in en.yaml" in raised.value.message


def test_a_restriction_edited_where_both_languages_have_one_is_merged(monkeypatch):
    built = _rules_with(monkeypatch, "en", "billing_minutes", "sentence_requires", ["invoiced"])
    required = built.keys["billing_minutes"].sentence_requires.phrases
    assert "invoiced" in required and "计费" in required and "billed" not in required


def test_a_restriction_added_to_one_language_only_is_refused_in_either_direction(monkeypatch):
    with pytest.raises(SlacheckError, match=r"keys.credit_cap_pct.subject is written here but not in zh.yaml"):
        _rules_with(monkeypatch, "en", "credit_cap_pct", "subject", ["credit"])
