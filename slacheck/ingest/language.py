"""Document language by script share: the extractor and the report prose depend on it."""

from __future__ import annotations

import re

from ..regexcode import constant

# runs, not single characters: a 200-page text is ~50,000 runs to count, not 300,000 matches
_CJK = constant("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_LATIN = re.compile("[A-Za-z]+")
_LATIN_WORD = re.compile("[A-Za-z]{2}")

# One Chinese character carries about as much as a short English word (~4 letters), so a
# contract is Chinese once ideographs reach a tenth of the letters: bilingual contracts and
# Chinese contracts full of English terms ("InfiniBand NDR") count as Chinese, while an
# English contract quoting a Chinese company name stays English.
ZH_SHARE = 0.10


def detect_language(text: str) -> str:
    """"zh" if the text has a substantial share of Chinese characters, else "en"."""
    cjk = sum(map(len, _CJK.findall(text)))
    latin = sum(map(len, _LATIN.findall(text)))
    if cjk == 0:
        return "en"
    return "zh" if cjk / (cjk + latin) >= ZH_SHARE else "en"


def written_languages(text: str) -> frozenset[str]:
    """The languages a stretch of text (a sentence, a table) is written in, by script: "zh" where
    it holds Chinese characters, "en" where it holds a Latin word (two letters or more: a lone
    letter is a variable, "99.5%≤A<99.9%", or an item's mark); empty for figures and marks alone.
    A Chinese sentence naming "InfiniBand NDR" is both, a sentence of a bilingual contract in one
    language is that one (the language data's phrases are scoped by it: extract/matchers.py)."""
    languages = set()
    if _CJK.search(text):
        languages.add("zh")
    if _LATIN_WORD.search(text):
        languages.add("en")
    return frozenset(languages)
