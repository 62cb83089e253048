"""A language file's phrases read only the sentences of its language (matchers.py ``Written``,
nlp.py ``TextHits.languages_at``): zh.yaml's "×" before a port count does not read an English
spec line, and a bilingual contract's sentences are each read by their own file."""

import pytest

from slacheck.extract.matchers import Phrases, Written
from slacheck.extract.text import View
from slacheck.ingest.language import written_languages


@pytest.mark.parametrize("text, expected", [
    # an English GPU spec line: "8×" counts GPUs in a machine, and NVLink's 900 GB/s is no port (zh.yaml's "×" trigger,
    # for "8×400Gb/s", read it as a 7200 Gb/s port)
    ("Each node: 8× H100, NVLink 900 GB/s, 8× 400 Gb/s InfiniBand.\n", 400),
    ("Each node holds 8× H100 SXM GPUs joined by NVLink at 900 GB/s and 8 ConnectX-7 ports of 400 Gb/s InfiniBand.\n", 400),
    ("Each server: 8× H100 80GB, NVLink 900 GB/s.\n", None),
    # ... an English sentence of a bilingual contract is English
    ("节点间采用InfiniBand网络。\nEach node: 8× H100 GPUs joined by NVLink at 900 GB/s.\n", None),
    # near misses: the Chinese sentence's count of ports still reads, beside an English one or alone, and so does a
    # line of figures alone
    ("第一条 计算网络采用8×400Gb/s InfiniBand。\nArticle 1 Each node: 8× H100, NVLink 900 GB/s.\n", 400),
    ("计算网络：8×400Gb/s。\nCompute network: 8 x 400 Gb/s InfiniBand.\n", 400),
    ("每台服务器配置8×400G网卡。\n", 400),
])
def test_a_chinese_port_count_trigger_reads_no_english_sentence(reads, text, expected):
    reads(text, "interconnect_gbps", expected)


@pytest.mark.parametrize("text, expected", [
    ("可用性不低于99.9%", {"zh"}),
    ("Availability of at least 99.9%", {"en"}),
    ("采用InfiniBand NDR网络", {"zh", "en"}),
    # a lone letter is a variable or an item's mark, no English; figures and signs are no language
    ("99.5%≤A<99.9%", set()),
    ("8×400G", set()),
])
def test_a_sentence_is_written_in_the_languages_of_its_scripts(text, expected):
    assert written_languages(text) == expected


def _found(phrase: str, language: str, text: str) -> list[str]:
    """What ``phrase``, written in ``language``'s file only, finds in ``text`` (its sentences cut as a document's)."""
    own = Phrases(Written([phrase], {phrase: frozenset([language])}))
    return [h.group() for h in own.find(own.index.match(View(text).doc))]


@pytest.mark.parametrize("phrase, language, text, expected", [
    # zh.yaml's sign reads a Chinese sentence, not an English one, and a line of figures alone
    ("×", "zh", "计算网络8×400Gb/s。\nEach node holds 8× H100.\n", ["×"]),
    ("×", "zh", "8×400G\n", ["×"]),
    # ... and a table's row of figures is in its header's language
    ("≤", "zh", "| 月度可用性A | 赔付比例 |\n|---|---|\n| 99.5%≤A<99.9% | 15% |\n", ["≤"]),
    ("≤", "zh", "| Monthly uptime | Credit |\n|---|---|\n| 99.5%≤A<99.9% | 15% |\n", []),
    # en.yaml's sign reads an English sentence, not a Chinese one
    ("×", "en", "计算网络8×400G。\nEach node holds 8× H100.\n", ["×"]),
    ("×", "en", "计算网络8×400G。\n", []),
    # ... and a Chinese sentence naming an English word is both
    ("×", "en", "计算网络8×400G InfiniBand。\n", ["×"]),
])
def test_a_phrase_reads_only_sentences_of_its_files_language(phrase, language, text, expected):
    assert _found(phrase, language, text) == expected


@pytest.mark.parametrize("text", [
    # an English trigger in the row itself still reaches a rate in a column named for NVLink: the column's name
    # (en.yaml's header_blockers), not the language, says it is no port
    "| Server | NVLink | Notes |\n|---|---|---|\n| H100 InfiniBand node | 900 GB/s | - |\n",
    "| Interconnect | NVLink |\n|---|---|\n| InfiniBand NDR | 900 GB/s |\n",
])
def test_an_english_trigger_beside_an_nvlink_column_reads_no_port(reads, text):
    reads(text, "interconnect_gbps", None)


@pytest.mark.parametrize("text, expected", [
    # zh.yaml's "×" names a port's rate written right after a count ("8×400Gb/s"), not any rate after the sign in its
    # sentence: "8×H100" counts GPUs, and NVLink's 900 GB/s after it is each GPU's own link (read as 7200 Gb/s)
    ("8×H100，NVLink 900GB/s，计算网络8×400Gb/s InfiniBand\n", 400),
    ("8×H100，NVLink 900GB/s，8×400Gb/s InfiniBand\n", 400),
    ("8×H100，NVLink 900GB/s\n", None),
    # near misses: a count of ports right before the rate, the sign spaced or not, still names it
    ("8 × 400G\n", 400),
    ("计算节点配置8 × 400Gb/s网卡。\n", 400),
])
def test_a_times_sign_names_only_the_rate_right_after_it(reads, text, expected):
    reads(text, "interconnect_gbps", expected)


@pytest.mark.parametrize("text, expected", [
    # a column named for NVLink is the GPUs' own links, though "per GPU" in its name may name a port's rate
    ("| Spec | NVLink (per GPU) | InfiniBand (per port) |\n|---|---|---|\n| H200 node | 900 GB/s | 400 Gb/s |\n", 400),
    ("| Spec | NVLink (per GPU) |\n|---|---|\n| H200 node | 900 GB/s |\n", None),
    # near miss: the port's column beside it still reads
    ("| Spec | InfiniBand (per port) |\n|---|---|\n| H200 node | 400 Gb/s |\n", 400),
])
def test_a_column_named_for_nvlink_holds_no_port_rate(reads, text, expected):
    reads(text, "interconnect_gbps", expected)


@pytest.mark.parametrize("text, key, expected", [
    # zh.yaml's value word "NVL" reads a Chinese sentence, not an English one
    ("服务器为8卡H100 NVL。\n", "nvlink", True),
    ("GPU: H100 NVL\n", "nvlink", None),
    ("The servers are 8-GPU H100 NVL machines.\n", "nvlink", None),
    # ... where a model's code, written alike in every language, reads both (zh.yaml writes the bare "H100")
    ("The servers are 8-GPU H100 NVL machines.\n", "gpu_model", "H100"),
    ("GPU: H100 NVL\n", "gpu_model", "H100"),
    # ... and a bilingual contract's Chinese sentence still reads its own words, beside an English one
    ("Each server holds eight GPUs.\n服务器为8卡H100 NVL。\n", "nvlink", True),
])
def test_a_value_word_reads_only_sentences_of_its_files_language(reads, text, key, expected):
    reads(text, key, expected)
