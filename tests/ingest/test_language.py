"""Language detection by CJK share."""

from __future__ import annotations

import pytest

from slacheck.ingest.language import detect_language


@pytest.mark.parametrize(
    "text, language",
    [
        ("单柜功率不低于20千瓦。", "zh"),
        ("Contracted Power per Rack: 15 kW.", "en"),
        ("计算网络采用InfiniBand NDR 400Gb/s无阻塞胖树架构 (non-blocking fat tree).", "zh"),
        ("This Agreement is made between Polaris Models Ltd. and Provider. " * 20 + "上海澜算智能科技有限公司", "en"),
        ("Provider shall deliver the cluster within 14 days. 乙方应在14日内交付集群。" * 5, "zh"),
        ("", "en"),
    ],
)
def test_detect_language(text, language):
    assert detect_language(text) == language
