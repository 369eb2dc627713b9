"""A refusal because the game awaits another kind of decision reads as one sentence.

The reason alone (what ``why_illegal`` gives) says what the game awaits; the raised
:class:`gaucho.IllegalAction` says once, around it, that the action is not allowed now,
in every language (issue #26).
"""

from __future__ import annotations

import pytest

import gaucho
from gaucho.errors import NotNow
from gaucho.i18n import use_language

KEEP_FIRST = "first every player chooses which of his drawn tiles to keep"

REFUSALS = {
    "en": "'end' is not allowed now: " + KEEP_FIRST + " [R-PRELIM-3]",
    "es": "'end' no está permitido ahora: ",
    "fr": "«\u00a0end\u00a0» n'est pas autorisé maintenant\u00a0: ",
    "de": "'end' ist jetzt nicht erlaubt: ",
}


def _refusal() -> gaucho.IllegalAction:
    game = gaucho.Game.new(players=3, seed=1)
    with pytest.raises(gaucho.IllegalAction) as caught:
        game.play("end")
    return caught.value


def test_why_illegal_gives_the_reason_alone() -> None:
    violation = gaucho.Game.new(players=3, seed=1).why_illegal("end")
    assert violation is not None and isinstance(violation.reason, NotNow)
    with use_language("en"):
        assert str(violation) == KEEP_FIRST + " [R-PRELIM-3]"


@pytest.mark.parametrize("language", sorted(REFUSALS))
def test_the_refusal_says_not_allowed_now_once(language: str) -> None:
    error = _refusal()
    with use_language(language):
        text = str(error)
    assert text.startswith(REFUSALS[language])
    assert text.endswith(" [R-PRELIM-3]") and text.count("[") == 1
    assert "not now" not in text and "illegal" not in text


def test_other_refusals_keep_their_wording() -> None:
    error = gaucho.IllegalAction("R-TURN-6", "that is not part of this turn", "end")
    with use_language("en"):
        assert str(error) == "illegal 'end': that is not part of this turn [R-TURN-6]"
