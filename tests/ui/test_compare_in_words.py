""""Compare with my move" says both moves in words in the student's language, as the rest
of the Play tab does, not in the notation (it showed «keep G1» in Spanish)."""

from __future__ import annotations

import pytest

from gaucho.explorer import PlayController
from gaucho.i18n import use_language


@pytest.fixture(scope="module")
def played() -> tuple[PlayController, object]:
    c = PlayController(2, 4, 0, "random")
    analysis = c.analysis(len(c.game.history))
    weak = max(analysis, key=lambda cand: analysis.compare(cand.action).cost)
    c.choose(weak.action)
    return c, analysis


def test_a_costly_move_is_compared_in_words(played: tuple[PlayController, object]) -> None:
    c, _analysis = played
    assert str(c.compare_last()).startswith("“keeps the golden 1” costs 2.8 Pesos")  # the API's
    with use_language("es"):
        assert c.compare_said() == (
            "«se queda con la dorada 1» cuesta de media 2,8 Pesos frente a la mejor jugada, «se "
            "queda con la parda 4, la negra 3 y la manchada 1»: vale 21,9 frente a 24,7 Pesos 16 "
            "decisiones después de este turno (las dos están cerca: el entrenador no está "
            "seguro)")


def test_the_best_move_is_compared_in_words() -> None:
    c = PlayController(2, 4, 0, "random")
    assert c.compare_said() == ""
    c.choose(c.analysis(len(c.game.history)).best.action)
    with use_language("fr"):
        assert c.compare_said() == ("«\xa0garde le 4 marron, le 3 noir et le 1 tacheté\xa0» est "
                                    "aussi bon que le meilleur coup de l'entraîneur\xa0: vaut en "
                                    "moyenne 24,7 Pesos 16 décisions après ce tour")


def test_the_play_tab_shows_the_words(played: tuple[PlayController, object]) -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.play import PlayWidget

    with use_language("de"):
        view = PlayWidget(players=2, seed=4, human=0, bots="random")
    view.controller = played[0]
    view.compare_move()
    shown = view.coach_answer.value
    assert "„behält Gold 1“ kostet im Schnitt 2,8 Pesos" in shown
    assert "keep" not in shown
