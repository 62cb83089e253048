"""A pattern gate asked about a stretch of a text it has seen (a window of the contract the readers
match on its own) answers at once: the stretch holds no character nor gram the whole lacked, so it
can release nothing, and the gate does not cut its grams again. Spellings held after that text
are still tested against the stretch."""

from slacheck.extract.nlp import CharGate


class _Lowered(str):
    """A text that counts how often the gate lowers it (``gate_form``: the first step of cutting its grams)."""

    lowered = 0

    def lower(self):
        type(self).lowered += 1
        return super().lower()


def _gate(*spellings: str) -> CharGate:
    gate = CharGate()
    for spelling in spellings:
        gate.hold(spelling, spelling)
    gate.index()
    return gate


def test_a_window_of_a_text_the_gate_saw_is_answered_without_cutting_its_grams():
    gate = _gate("service credit", "kW")
    assert gate.release("The customer will receive credits of 5 kW.") == ["kW"]
    _Lowered.lowered = 0
    assert gate.release(_Lowered("receive credits")) == []
    assert _Lowered.lowered == 0
    # not a stretch of it: its grams are cut and its spelling let out
    assert gate.release(_Lowered("Service-Credits apply")) == ["service credit"]
    assert _Lowered.lowered == 1


def test_a_spelling_held_after_the_text_is_still_tested_against_a_window_of_it():
    gate = _gate("service credit")
    assert gate.release("The customer will receive credits.") == []
    gate.hold("receive", "receive")  # (held after that text: it was never tested against it)
    assert gate.release("will receive") == ["receive"]
    assert gate.release("will receive") == [] and len(gate) == 1
