"""governing_law is the law the agreement is governed by, not where a party was formed.

A preamble describes each party by the law it was incorporated, organised or registered under
("a company incorporated in accordance with the laws of X"): that names no choice of law, and must
neither win over nor put into conflict the operative clause. A clause written in capitals names
no jurisdiction "THE" or "INTERNAL" before its laws.
"""

import pytest

OPERATIVE_WINS = [
    ("Kestrel Compute (Pty) Ltd, a company incorporated in accordance with the laws of the Republic of Kenya, and "
     "Lumen Labs Ltd. 9. Governing Law. This Agreement shall be governed by the laws of Scotland.", "Scotland"),
    # ... also in the one sentence that chooses the law
    ("This Agreement, made between Vireo GPU Inc., a corporation organized and existing under the laws of the State of "
     "Oregon, and Tessel AI Ltd, a company organised under the laws of Malta, shall be governed by the laws of the State "
     "of Illinois.", "Illinois"),
    ("This Agreement between Cinder Cloud Corp., a corporation duly organized, validly existing and in good standing under "
     "the laws of the State of Utah, and Pell Data LLC shall be construed in accordance with the laws of Ohio.", "Ohio"),
]


@pytest.mark.parametrize("text, value", OPERATIVE_WINS)
def test_a_partys_incorporation_is_no_choice_of_law(extracted, text, value):
    term = extracted(text, "governing_law", value, language="en")
    assert (term.value, term.conflict) == (value, False)
    assert [a.value for a in term.alternatives] == []


def test_incorporation_lines_alone_state_no_governing_law(extracted):
    extracted("Provider: Halden Compute AS, a company incorporated in accordance with the laws of Norway. Customer: Fjord "
              "Vision AS, a company registered under the laws of Norway.", "governing_law", None, language="en")


@pytest.mark.parametrize("text, value", [
    ("12.4 GOVERNING LAW. THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF VERMONT.", "Vermont"),
    ("THE RIGHTS OF THE PARTIES SHALL BE GOVERNED BY THE SUBSTANTIVE LAWS OF THE STATE OF IOWA.", "Iowa"),
])
def test_a_clause_in_capitals_names_one_jurisdiction(extracted, text, value):
    term = extracted(text, "governing_law", value, language="en")
    assert term.value == value
    assert [a.value for a in term.alternatives] == []
    assert term.confidence == pytest.approx(0.9)


@pytest.mark.parametrize("text, value", [
    ("This Agreement shall be governed by the laws of the Republic of the Philippines.", "Republic of the Philippines"),
    ("The laws of the Grand Duchy of Luxembourg govern this Agreement.", "Grand Duchy of Luxembourg"),
])
def test_a_name_with_of_the_inside_it_reads_whole(extracted, text, value):
    # in lower case as in capitals: "of the" inside a country's name does not end it ("Republic")
    term = extracted(text, "governing_law", value, language="en")
    assert term.value == value
