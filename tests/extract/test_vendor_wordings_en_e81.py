"""Real-world English wordings of session 38's helper e81: a tier table whose column of bare levels is a ladder (the
top level owes no credit, each level is its band's lower end) whatever other columns stand beside it; two sites each
written with its state; a claim window whose ticket is opened by someone unnamed.

Each positive has a near miss beside it.
"""

import pytest

@pytest.mark.parametrize("text, expected", [
    # session 37's closing note: "Dallas, Texas and Ashburn, Virginia" went to review as "Dallas, Texas" against
    # "Ashburn": the second site is a city with its state as the first is
    ("The servers are located in Dallas, Texas and Ashburn, Virginia.", {"Dallas, Texas", "Ashburn, Virginia"}),
    # ... near misses: what follows the second city is no state, so the city stands alone
    ("The servers are located in Dallas, Texas and Ashburn, subject to the terms of this Agreement.",
     {"Dallas, Texas", "Ashburn"}),
    ("The servers are located in Dallas, Texas and Ashburn, which the Provider may change.", {"Dallas, Texas", "Ashburn"}),
])
def test_two_sites_each_with_its_state(extracted, text, expected):
    term = extracted(text, "location", "Dallas, Texas", language="en")
    assert {term.value, *(a.value for a in term.alternatives)} == expected
    assert term.confidence <= 0.5
