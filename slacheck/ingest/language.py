"""Document language by script share: the extractor and the report prose depend on it."""

from __future__ import annotations

import re

from ..regexcode import constant

# runs, not single characters: a 200-page text is ~50,000 runs to count, not 300,000 matches
_CJK = constant("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_LATIN = re.compile("[A-Za-z]+")

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
