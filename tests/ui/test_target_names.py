"""Every board target's accessible name is in words, in en, es, fr and de: no tile code.

Games of 2 to 4 players are played by seeded random choices; at each decision of a seat,
every target that may be pressed is named (:func:`gaucho.explorer.spoken.target_names`).
"""

from __future__ import annotations

import random
import re

import pytest

import gaucho
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.spoken import target_name, target_names
from gaucho.i18n import SUPPORTED, use_language

#: A tile code (``K9``, ``W11``), a pasture code (``P4``) or a token (``hand:K9``).
CODE = re.compile(r"\b[BGKWS]\d{1,2}\b|\bP\d\b|\b[a-z]+:[A-Za-z0-9]")


def positions(players: int, seed: int, limit: int = 120) -> list[BoardInput]:
    """The board inputs of every seat decision in the first ``limit`` steps of a game."""
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    for _step in range(limit):
        if game.is_over:
            break
        if game.current_player >= 0:
            out.append(BoardInput(game.copy()))
        game.play(rng.choice(game.legal_actions()))
    return out


@pytest.fixture(scope="module")
def inputs() -> list[BoardInput]:
    return positions(2, 3) + positions(3, 5) + positions(4, 11, limit=60)


@pytest.mark.parametrize("language", SUPPORTED)
def test_every_target_name_is_in_words(inputs: list[BoardInput], language: str) -> None:
    assert set(SUPPORTED) >= {"en", "es", "fr", "de"}
    kinds: set[str] = set()
    with use_language(language):
        for pick in inputs:
            for token, name in target_names(pick).items():
                kinds.add(token.split(":", 1)[0])
                assert CODE.search(name) is None, (language, token, name)
                assert ": " in name, (language, token, name)  # what it is: what pressing does
    # the game reached dice, tiles in hand, in pastures, herds, areas
    assert {"die", "hand", "tile", "area", "held"} <= kinds


#: A hit area of a board picture and its tooltip (the ``<title>`` the pointer shows).
HIT_TIP = re.compile(r'<rect class="gaucho-hit" data-target="([^"]+)"[^>]*><title>([^<]*)</title>')


@pytest.mark.parametrize("language", SUPPORTED)
def test_every_tooltip_is_in_words(inputs: list[BoardInput], language: str) -> None:
    """The pictures' own tooltips (what shows when the pointer rests on a thing, in a
    notebook's static picture too) name things in words, as the accessible names do."""
    from gaucho.views.seat import seat_svg

    kinds: set[str] = set()
    for pick in inputs[::7]:
        svg = str(seat_svg(pick.game, pick.player, last_action=True, language=language))
        for token, tip in HIT_TIP.findall(svg):
            kinds.add(token.split(":", 1)[0])
            assert CODE.search(tip) is None, (language, token, tip)
    assert {"tile", "hand", "die", "area", "pasture"} <= kinds, kinds


def test_a_tooltip_names_the_tile_as_the_accessible_name_does() -> None:
    from gaucho.views.seat import seat_svg

    pick = positions(2, 3)[0]
    with use_language("de"):
        tips = dict(HIT_TIP.findall(str(seat_svg(pick.game, pick.player))))
        assert tips["hand:G7"] == "Gold 7 in der Hand"
        assert target_name(pick, "hand:G7").startswith("Gold 7 in deiner Hand")


def test_names_say_what_pressing_does() -> None:
    pick = positions(2, 3)[0]  # Red keeps tiles from his hand (R-PRELIM-2)
    hand = sorted(pick.next_targets())
    assert "hand:G7" in hand, hand
    with use_language("en"):
        assert target_name(pick, "hand:G7") == "golden 7 in your hand: keep it"
    with use_language("es"):
        assert target_name(pick, "hand:G7") == "la dorada 7 en tu mano: quedártela"
    with use_language("fr"):
        assert target_name(pick, "hand:G7") == "le 7 doré dans votre main\xa0: la garder"
    with use_language("de"):
        assert target_name(pick, "hand:G7") == "Gold 7 in deiner Hand: behalten"


def test_a_pampa_tile_says_which_dice_claim_it(inputs: list[BoardInput]) -> None:
    with use_language("en"):
        names = [n for pick in inputs for t, n in target_names(pick).items()
                 if t.startswith("tile:")]
    claims = [n for n in names if re.fullmatch(r"\w+ \d+ in pasture \d: claim it with \d(\+\d)*",
                                              n)]
    assert claims, names[:10]


def test_the_play_board_names_its_targets_and_announces_each_move_once() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import PlayWidget

    from gaucho.explorer.said import say_step

    view = PlayWidget(players=2, seed=3, bots="random", language="es")
    board = view.board
    assert board.names and set(board.names) == set(board.next_targets)
    assert all(CODE.search(n) is None for n in board.names.values())
    first = board.announce
    assert first == "Te toca: pulsa algo iluminado en el tablero."
    before = len(view.controller.game.history)
    for _press in range(4):  # keep one tile at a time until the move is made
        if len(view.controller.game.history) > before:
            break
        view.board_clicked(next(iter(sorted(board.next_targets))) if board.next_targets
                           else board.choices[0][0])
    steps = view.controller.game.history[before:]
    assert steps and steps[0].player == 0
    said = board.announce
    with use_language("es"):  # the move and the bot's replies, by colour, in Spanish words
        prompt = view._prompt()
        for step in steps:
            words = say_step(step, 0, view.controller.game.phase)
            assert words in said and str(step.action) not in said
    assert said.count("Rojo:") == 1 and said.endswith(prompt)
    view.refresh()  # a redraw with no new move says nothing new
    assert board.announce == said
