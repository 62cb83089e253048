"""The spaCy pipeline the extractor reads with: one token per character, layout sentences
and clauses, labelled vocabulary hits, and phrase lists matched through the PhraseMatcher."""

from pathlib import Path

from slacheck.extract.matchers import Phrases
from slacheck.extract.nlp import CLAUSES, CharGate, build_ahead, complete, needs, parse, spelling_forms, variants, vocabulary_gate
from slacheck.extract.text import View


def test_tokens_are_characters_so_spans_map_back_exactly():
    text = "节点间采用InfiniBand NDR互联。"
    doc = parse(text)
    assert len(doc) == len(text)
    ent = next(e for e in doc.ents if e.label_ == "interconnect")
    assert text[ent.start:ent.end] == "InfiniBand"
    assert ent.id_ == "infiniband"


def test_sentences_and_clauses_follow_the_layout_rules():
    doc = parse("第一条 可用性不低于99.9%，按月计算。乙方提供8卡服务器;Fees are monthly.\n- item two")
    sentences = [s.text.strip() for s in doc.sents]
    assert sentences[0] == "第一条 可用性不低于99.9%，按月计算。"
    assert sentences[1] == "乙方提供8卡服务器;"
    assert sentences[-1] == "- item two"
    clauses = [c.text for c in doc.spans[CLAUSES]]
    assert "第一条 可用性不低于99.9%，" in clauses and "按月计算。" in clauses


def test_view_sentences_come_from_the_pipeline():
    view = View("Uptime is 99.9%. Credits are 10%.")
    assert [view.text[s.start:s.end].strip() for s in view.sentences] == ["Uptime is 99.9%.", "Credits are 10%."]


def test_vocabulary_hits_may_overlap_in_spans_but_not_in_ents():
    doc = parse("单价8000元/柜/月。")
    labels = {(s.label_, s.id_) for s in doc.spans["vocabulary"]}
    assert ("billing_model", "rack_month") in labels and ("currency", "CNY") in labels
    assert len({(e.start, e.end) for e in doc.ents}) == len(doc.ents)


def test_phrases_ignore_case_and_accept_space_hyphen_or_nothing_between_words():
    phrases = Phrases(["per GPU-hour"])
    for text in ("USD 2.35 per GPU-hour", "usd 2.35 PER gpu hour", "2.35 per GPUhour"):
        assert phrases.search(text) is not None, text
    # a spaced table row reaches the view with tabs between its words
    assert Phrases(["less than"]).search("Less\tthan\t95.0%\t100%").group() == "Less\tthan"
    assert variants("per GPU-hour")[:3] == ["perGPUhour", "perGPU hour", "perGPU-hour"]


def test_a_latin_phrase_never_matches_inside_a_longer_model_number_or_word():
    h20 = Phrases(["H20"])
    assert h20.search("8 x H200 nodes") is None
    assert h20.search("8 x H20 nodes").group() == "H20"
    assert Phrases(["IB"]).search("Ribbon cable") is None


def test_gap_phrase_joins_two_hits_in_the_same_sentence_within_the_limit():
    phrases = Phrases(["单柜…功率"])
    assert phrases.search("单柜设计供电功率30千瓦").group() == "单柜设计供电功率"
    assert phrases.search("单柜。功率30千瓦") is None
    assert phrases.search("单柜" + "很" * 30 + "功率") is None


def test_longest_phrase_wins_and_hits_do_not_overlap():
    phrases = Phrases(["不超过", "最高不超过"])
    assert [m.group() for m in phrases.find("赔付最高不超过10%，且不超过20%")] == ["最高不超过", "不超过"]


def test_a_window_limits_where_a_phrase_may_match():
    phrases = Phrases(["响应"])
    text = "故障响应时间15分钟"
    assert phrases.search(text, 0, 3) is None
    assert phrases.search(text, 0, 4).span() == (2, 4)


def test_a_phrase_is_found_whatever_the_texts_matched_before_held():
    """Spellings enter the matcher once a text holds all their characters (PhraseIndex): a
    Chinese phrase after English texts, a phrase whose characters came in two earlier texts."""
    phrases = Phrases(["不低于", "at least", "kW"])
    assert phrases.search("at least 99.9%").group() == "at least"
    assert phrases.search("可用率不低于99.9%").group() == "不低于"
    assert phrases.search("AT LEAST 20 KW").group() == "AT LEAST"
    assert [m.group() for m in phrases.find("20 KW, at-least")] == ["KW", "at-least"]
    split = Phrases(["ab"])
    assert split.search("a") is None and split.search("b") is None
    assert split.search("x AB").span() == (2, 4)


def test_the_matchers_read_a_hyphen_as_a_space_and_keep_currency_signs_apart():
    """Both matchers compare NORM as this pipeline defines it (nlp.norm): spaCy's default norm
    would make € and £ a $."""
    assert [m.group() for m in Phrases(["per GPU hour"]).find("2.35 per-GPU-hour, 2.40 per GPU-hour")] == [
        "per-GPU-hour", "per GPU-hour"]
    assert Phrases(["€"]).search("US$ 5 or ¥5") is None
    assert Phrases(["€"]).search("€5").group() == "€"
    assert Phrases(["£"]).search("$5") is None and Phrases(["$"]).search("£5") is None
    doc = parse("Fees in euros; racks are Liquid-Cooling ready.")
    assert {(s.label_, s.id_) for s in doc.spans["vocabulary"]} >= {("currency", "EUR"), ("cooling", "liquid")}
    assert doc.text == "Fees in euros; racks are Liquid-Cooling ready."  # the tokens keep their characters


def test_a_gate_releases_a_pattern_once_the_texts_hold_all_its_characters():
    gate = CharGate()
    for spelling in ("不低于", "at least", "ab", "kW"):
        gate.hold(spelling, spelling)
    assert gate.release("AT-LEAST 20 kw") == ["at least", "kW"]  # any case; a hyphen is a space
    assert gate.release("a") == [] and gate.release("a") == []
    assert gate.release("b") == ["ab"]  # its characters came in two texts
    assert len(gate) == 1 and gate.release_some(5) == ["不低于"] and len(gate) == 0


def test_patterns_built_ahead_give_the_hits_of_patterns_built_on_demand():
    texts = ["单价8000元/柜/月，采用InfiniBand NDR互联。", "USD 2.35 per GPU-hour, liquid cooling", "可用性不低于99.9%"]
    phrases = ["不低于", "per GPU hour", "liquid…cooling", "NDR"]
    on_demand = Phrases(phrases)

    def vocabulary(text):
        doc = parse(text)
        return sorted((s.label_, s.id_, s.start, s.end) for s in doc.spans["vocabulary"])

    before = [vocabulary(t) for t in texts]
    found = [[m.span() for m in on_demand.find(t)] for t in texts]
    ahead = Phrases(phrases)
    steps = build_ahead(ahead.index, chunk=50)
    assert sum(1 for _ in steps) >= 1 and len(ahead.index.gate) == 0 and len(vocabulary_gate()) == 0
    assert [vocabulary(t) for t in texts] == before
    assert [[m.span() for m in ahead.find(t)] for t in texts] == found
    assert found[1] == [(9, 21), (23, 37)]


def test_patterns_given_as_their_norms_match_as_pattern_docs_do():
    """The phrase index gives spaCy a pattern as its tokens' NORMs (what PhraseMatcher keeps of
    a pattern doc); where spaCy would not take that, it makes pattern docs: the same hits."""
    phrases = ["不低于", "per GPU hour", "H20", "InfiniBand…NDR", "€"]
    texts = ["可用性不低于99.9%", "USD 2.35 per-GPU-hour on H20 and H200", "InfiniBand 400G NDR", "€5"]
    as_norms = Phrases(phrases)
    as_docs = Phrases(phrases)
    as_docs.index._as_norms = False
    assert [[m.span() for m in as_docs.find(t)] for t in texts] == [[m.span() for m in as_norms.find(t)] for t in texts] \
        == [[(3, 6)], [(9, 21), (25, 28)], [(0, 19)], [(0, 1)]]
    assert as_norms.index._as_norms is True  # this spaCy takes them
    doc = as_norms.index.nlp.make_doc("Per-GPU")
    assert as_norms.index._patterns(["per GPU"]) == [tuple(token.norm for token in doc)]


def test_the_span_ruler_given_its_vocabulary_as_norms_finds_what_its_pattern_docs_find():
    """The vocabulary goes into the span ruler's PhraseMatcher as each pattern's NORMs; a ruler
    given the same patterns through ``add_patterns`` (pattern docs) finds the same spans and ents."""
    from slacheck.extract.nlp import _build_pipeline, add_to_ruler, vocabulary_patterns

    patterns = [pattern for pattern, _ in vocabulary_patterns()]
    as_norms, as_docs = _build_pipeline(), _build_pipeline()
    add_to_ruler(as_norms, patterns)
    as_docs.get_pipe("span_ruler").add_patterns(patterns)
    assert as_norms.get_pipe("span_ruler").patterns == as_docs.get_pipe("span_ruler").patterns == patterns
    texts = ["节点间采用InfiniBand NDR互联，液冷，8卡H100服务器，按GPU小时计费，人民币结算。",
             "Eight (8) NVIDIA H100 SXM5 GPUs per node, RoCE v2 at 400 Gb/s, direct liquid cooling; "
             "fees in EUR (€) per GPU-hour, dedicated bare-metal tenancy."]
    for text in texts:
        a, b = as_norms(text), as_docs(text)
        spans = [[(s.start, s.end, s.label_, s.id_) for s in doc.spans["vocabulary"]] for doc in (a, b)]
        assert spans[0] == spans[1] and len(spans[0]) >= 5
        assert [(e.start, e.end, e.label_, e.id_) for e in a.ents] == [(e.start, e.end, e.label_, e.id_) for e in b.ents]


def test_a_gate_releases_in_the_order_held_whatever_the_texts_order():
    gate = CharGate()
    for spelling in ("kW", "ab", "不低于", "ba", "at least"):
        gate.hold(spelling, spelling)
    assert gate.release("b") == [] and gate.release("a") == ["ab", "ba"]
    assert gate.release_some(1) == ["kW"] and gate.release("kw at least") == ["at least"]
    gate.hold("a", "a")  # its characters were seen already: out with the next text that brings new ones
    assert gate.release("ab") == [] and gate.release("低") == ["a"]
    assert len(gate) == 1 and gate._waiting == [(frozenset("不低于"), "不低于")]


FIXTURE_TEXTS = sorted(Path(__file__).resolve().parents[2].glob("fixtures/*/*.md"))
EDGE_TEXTS = ["", " ", "a", "\n\n  Uptime is 99.9%. Credits are 10%.  \n\n", "。。 ；",
              "InfiniBand，液冷。\n\n- 8卡H100"]


def test_view_sentences_are_what_the_parsed_doc_gives_back():
    """The view takes its sentences from the boundary component's cut (``doc.user_data``), not
    by reading Spans back: the same sentences and clauses as ``doc.sents`` and the clause spans."""
    for text in [path.read_text(encoding="utf-8") for path in FIXTURE_TEXTS] + EDGE_TEXTS:
        view = View(text)
        clauses = sorted((c.start, c.end) for c in view.doc.spans[CLAUSES])
        expected = []
        for sent in view.doc.sents:
            start = sent.start
            while start < sent.end and view.text[start].isspace():
                start += 1
            if start < sent.end:
                expected.append((start, sent.end, [c for c in clauses if sent.start <= c[0] < sent.end]))
        assert [(s.start, s.end, [(c.start, c.end) for c in s.clauses]) for s in view.sentences] == expected


def test_ents_are_what_the_span_rulers_own_annotate_ents_sets():
    """``slacheck_ents`` writes the outside tokens in one array: every token's entity annotation
    is what spaCy's span ruler gives with ``annotate_ents`` (its filter, the rest outside)."""
    from spacy.attrs import ENT_ID, ENT_IOB, ENT_KB_ID, ENT_TYPE

    from slacheck.extract.nlp import _build_pipeline, add_to_ruler, vocabulary_patterns

    patterns = [pattern for pattern, _ in vocabulary_patterns()]
    ours, spacys = _build_pipeline(), _build_pipeline()
    spacys.remove_pipe("slacheck_ents")
    spacys.get_pipe("span_ruler").annotate_ents = True
    add_to_ruler(ours, patterns)
    add_to_ruler(spacys, patterns)
    attrs = [ENT_IOB, ENT_TYPE, ENT_ID, ENT_KB_ID]
    for text in [path.read_text(encoding="utf-8") for path in FIXTURE_TEXTS] + EDGE_TEXTS:
        a, b = ours(text), spacys(text)
        assert a.to_array(attrs).tolist() == b.to_array(attrs).tolist()
        ents = [[(e.start, e.end, e.label_, e.id_) for e in doc.ents] for doc in (a, b)]
        assert ents[0] == ents[1]
        assert a.has_annotation("ENT_IOB") == b.has_annotation("ENT_IOB")


def test_a_doc_completed_on_request_is_the_doc_parsed_whole():
    """The view parses without what the extractor never reads (entities, sentence starts, clause
    spans) and makes it when asked: then the same Doc as one parsed whole."""
    from spacy.attrs import ENT_ID, ENT_IOB, ENT_TYPE, SENT_START

    attrs = [ENT_IOB, ENT_TYPE, ENT_ID, SENT_START]
    for text in [path.read_text(encoding="utf-8") for path in FIXTURE_TEXTS] + EDGE_TEXTS:
        whole, later = parse(text), parse(text, complete=False)
        assert later.user_data == whole.user_data
        later = complete(later)
        assert later.to_array(attrs).tolist() == whole.to_array(attrs).tolist()
        assert [(e.start, e.end, e.label_, e.id_) for e in later.ents] == [(e.start, e.end, e.label_, e.id_) for e in whole.ents]
        assert [(s.start, s.end) for s in later.sents] == [(s.start, s.end) for s in whole.sents]
        assert [(c.start, c.end) for c in later.spans[CLAUSES]] == [(c.start, c.end) for c in whole.spans[CLAUSES]]
        view, parsed = View(text), parse(View(text).text)
        assert view.doc is view.parsed_doc and [(c.start, c.end) for c in view.doc.spans[CLAUSES]] == \
            [(c.start, c.end) for c in parsed.spans[CLAUSES]]


def test_a_gate_holds_a_long_spelling_until_a_text_holds_its_first_and_last_grams():
    """An English text holds nearly every Latin letter: a spelling of six characters or more waits,
    once its characters are in, until a text holds its first and its last six (as the matcher
    compares them: any case, a hyphen a space, a capital sigma σ wherever it stands)."""
    gate = CharGate()
    for spelling in ("service credit", "kW", "τελοσ παροχησ"):
        gate.hold(spelling, spelling)
    assert gate.release("The customer will receive credits.") == []  # every character of "service credit", not its words
    assert gate.release("30 KW") == ["kW"]
    assert gate.release("Service-Credits apply") == ["service credit"]
    assert gate.release("ΤΕΛΟΣ ΠΑΡΟΧΗΣ") == ["τελοσ παροχησ"]  # lowered whole: ...ς; each character: σ
    assert len(gate) == 0
    assert Phrases(["ΤΕΛΟΣ ΠΑΡΟΧΗΣ"]).search("όπως ορίζει το τελοσ παροχησ").span() == (15, 28)


def test_a_gated_phrase_index_builds_what_a_text_could_hold_and_finds_what_the_whole_index_finds():
    """The rule set's phrases, gated, build a few hundred pattern docs for an English contract
    (not the ~7,000 whose characters it holds) and find every hit the index built whole finds, text
    after text, a text too long to cut into grams included (then the characters alone decide)."""
    from slacheck.extract.matchers import rules
    from slacheck.extract.nlp import GRAM_TEXT, PhraseIndex, needs

    parts = sorted(rules().index.parts)
    gated, whole = PhraseIndex(), PhraseIndex()
    for index in (gated, whole):
        index.register(parts)
        index.seal()
    whole.add_to_matcher(whole.gate.release_some(len(whole.gate)))
    english = next(path for path in FIXTURE_TEXTS if "Service Level" in path.read_text(encoding="utf-8")).read_text(encoding="utf-8")
    characters = {c.lower() for c in english} | {" "}
    could = sum(needs(spelling) <= characters for part in parts for spelling, _ in spelling_forms(part))
    held = len(gated.gate)
    assert gated.match_text(english).parts == whole.match_text(english).parts
    assert held - len(gated.gate) < could / 4
    texts = [path.read_text(encoding="utf-8") for path in FIXTURE_TEXTS] + EDGE_TEXTS
    texts.append("\n".join(texts) * (1 + GRAM_TEXT // len("\n".join(texts))))
    for text in texts:
        assert gated.match_text(text).parts == whole.match_text(text).parts


class _Counted(str):
    """A spelling's characters that count how often a gate reads them."""

    reads = 0

    def __iter__(self):
        type(self).reads += 1
        return super().__iter__()


def test_a_text_tests_only_the_short_spellings_its_new_characters_could_release():
    """A short spelling waits under one of the characters no text held yet: an English text never
    reads the characters of the Chinese spellings (the phrase index holds ~2,000 short ones), and a
    spelling one character short waits on to the text that brings it."""
    gate = CharGate()
    chinese = [f"{a}{b}" for a in "不低高于" for b in "服务器费用时"]
    for spelling in chinese:
        gate.hold(spelling, spelling, _Counted("".join(sorted(needs(spelling)))))
    for spelling in ("kW", "99%"):
        gate.hold(spelling, spelling)
    gate.index()
    _Counted.reads = 0
    assert gate.release("30 KW, 99 percent") == ["kW"]
    assert _Counted.reads == 0
    assert gate.release("%") == ["99%"] and gate.release("高于99%，服务费") == ["高服", "高务", "高费", "于服", "于务", "于费"]
    assert len(gate) == len(chinese) - 6
