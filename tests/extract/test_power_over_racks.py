"""A colocation capacity written as a total over a count of racks ("900 kW across 30 cabinets") is each rack's share:
a derived rack power (total / count, MW in kW) at a derived term's confidence, quoting the total and the count. A rack's
own power stated anywhere wins; a hall's total with no count reads nothing; a maximum over a maximum reads nothing (the
key is a floor, and "up to" racks at "up to" a total commits no rack to any). Texts are our own, on the pattern."""

import pytest


@pytest.mark.parametrize("text, kw, quote", [
    ("The Supplier shall make available 900 kW across 30 cabinets in Suite 2.\n", 30, "900 kW across 30 cabinets"),
    ("Customer is allocated 1.5 MW of critical IT power delivered in 60 racks.\n", 25,
     "1.5 MW of critical IT power delivered in 60 racks"),
    ("Committed Power: 360 kW (18 Cabinets)\n", 20, "360 kW (18 Cabinets"),
    ("The deployment comprises 32 racks with a combined load of 1,280 kW.\n", 40,
     "32 racks with a combined load of 1,280 kW"),
    ("| Power | 600 kW spread across 20 racks |\n", 30, "600 kW spread across 20 racks"),
    ("3.2 乙方向甲方交付共50个机柜，总功率1500kW。\n", 30, "50个机柜，总功率1500kW"),
    ("3.2 本期租用20个标准机柜，总功率合计0.8MW。\n", 40, "20个标准机柜，总功率合计0.8MW"),
])
def test_a_total_over_a_rack_count_is_each_racks_derived_power(extracted, text, kw, quote):
    term = extracted(text, "rack_power_kw", kw)
    assert (term.value, term.evidence_kind, term.text) == (pytest.approx(kw), "derived", quote)
    assert term.confidence < 0.9  # below a stated figure: a blocker rule may send it to review


@pytest.mark.parametrize("text, kw", [
    # a rack's own power stated elsewhere wins over the share
    ("Provider delivers 900 kW across 30 cabinets. Each cabinet is rated at 25 kW.\n", 25),
    ("Each cabinet is rated at 25 kW. Contracted Power: 900 kW (30 Cabinets)\n", 25),
    # ... or in the same sentence, beside the count: the figure per rack is no total
    ("Each rack is provisioned at 15 kW across 40 racks.\n", 15),
    ("3.2 每柜功率15kW，共40个机柜，总功率600kW。\n", 15),
    # ... or after the figure, the count's total being the racks' number, not their power
    ("The Customer takes 40 cabinets in total at 15 kW per cabinet.\n", 15),
])
def test_a_stated_rack_power_wins_over_the_share(extracted, text, kw):
    term = extracted(text, "rack_power_kw", kw)
    assert (term.value, term.evidence_kind) == (kw, "operative")


@pytest.mark.parametrize("text", [
    # a hall's or a building's total without a rack count
    "Data Hall 3 offers a total critical capacity of 4 MW.\n",
    "The campus is designed for 30 MW of IT load.\n",
    # ... a count of something else, or a count with no joining word
    "The hall distributes 2 MW across 4 UPS systems.\n",
    "The 12 MW building houses 1,800 racks.\n",
    "3.2 二期项目合计约建设1124个机柜、22MW IT功率。\n",
    # ... a cage's power over its cabinets
    "Power is 20 kVA per cage (4 cabinets).\n",
    # ... a count's total, the figure after it each rack's (no rack's power is read here without a rack word before it)
    "40 cabinets in total, 15 kW each.\n",
    # maxima on both sides: no committed floor for any rack
    "Customer may deploy up to 1.2 MW across up to 40 cabinets.\n",
])
def test_no_share_without_a_committed_total_over_racks(extracted, text):
    extracted(text, "rack_power_kw", None)


def test_a_total_read_before_as_a_racks_power_is_read_no_longer(extracted):
    # "Contracted Power: 480 kW" used to be a rack's 480 kW; with its count of cabinets it is their total
    term = extracted("Contracted Power: 480 kW (24 Cabinets)\n", "rack_power_kw", 20)
    assert term.value == 20
