"""sla/availability.py: what a downtime-multiple credit lacks, worded by sla/messages.yaml."""

from __future__ import annotations

import copy
import string

from slacheck.models import ContractTerms
from slacheck.sla import availability
from slacheck.sla.availability import downtime_multiple_needs


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_wording_is_data_a_reworded_messages_yaml_changes_the_message(monkeypatch):
    """Session 25: the sentences were literals in Python; now messages.yaml words them."""
    said = copy.deepcopy(availability.messages())
    said["downtime_multiple"]["gpus"]["node"]["what"] = "the GPUs per server"
    said["downtime_multiple"]["list"] = "{others} nor {last}"
    monkeypatch.setattr(availability, "messages", lambda: said)
    lacking = downtime_multiple_needs(ContractTerms(credit_downtime_multiple=10), "node", None, None)
    assert str(lacking) == ("the credit is 10 × the downtime in GPU-hours × the price per GPU-hour; the contract "
                            "does not state the price per GPU-hour, the GPUs per server nor the monthly fee (the "
                            "GPU count may instead come from --inventory FILE listing each node's GPUs in "
                            "'gpu,node' columns; the fee may instead come from --monthly-fee N)")
    assert lacking.term == ("price_gpu_hour", "gpus_per_node", "monthly_fee")


def test_messages_yaml_fills_only_the_placeholders_the_code_gives():
    said = availability.messages()["downtime_multiple"]
    given = {"head": {"multiple", "cluster", "lacking"}, "list": {"others", "last"}, "options": {"options"},
             "asides": {"asides"}, "aside": {"short", "option"}}
    assert {name: placeholders(said[name]) for name in given} == given
    for words in [said["price_gpu_hour"], said["monthly_fee"], *said["gpus"].values()]:
        assert set(words) <= {"what", "short", "option"} and "what" in words and "short" in words
