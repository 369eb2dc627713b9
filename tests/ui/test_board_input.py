"""Click -> decision (gaucho.explorer.board_input): every legal action can be clicked, and
random clicking on highlighted targets always ends in a legal action."""

from __future__ import annotations

import random

import pytest

import gaucho
from gaucho import actions as A
from gaucho.explorer.board_input import GIVE_UP, BoardInput, footprint
from gaucho.flow import Phase
from gaucho.workshop.bots import RandomBot


def play_to(game: gaucho.Game, rng: random.Random, steps: int) -> gaucho.Game:
    for _ in range(steps):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    return game


def positions(players: int, seed: int, every: int = 7) -> list[gaucho.Game]:
    """Positions of one random game, every few decisions (with somebody to act)."""
    game = gaucho.Game.new(players, seed)
    rng = random.Random(seed)
    out = []
    while not game.is_over:
        if len(game.history) % every == 0 and game.current_player >= 0:
            out.append(game.copy())
        game.play(rng.choice(game.legal_actions()))
    return out


def click_through(game: gaucho.Game, clicks: list[str]) -> object:
    pick = BoardInput(game)
    outcome = None
    for c in clicks:
        outcome = pick.click(c)
        assert outcome.kind != "illegal", (c, outcome.message, pick.clicks)
        if outcome.kind == "play":
            return outcome.action
    for token, _label in pick.choices():  # the same footprint twice: confirm the one meant
        if token.startswith("confirm:"):
            i = int(token.split(":")[1])
            if pick.complete()[i] == game_target[0]:
                return pick.click(token).action
    return None


game_target: list[object] = [None]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_can_be_clicked(players: int, seed: int) -> None:
    for game in positions(players, seed):
        for action in game.legal_actions():
            game_target[0] = action
            clicks = BoardInput(game).clicks_for(action)
            assert click_through(game, clicks) == action, (str(action), clicks)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_clicks_on_highlighted_targets_finish_a_game(seed: int) -> None:
    """Clicking only what the board highlights (and the offered buttons) always leads to
    a legal action, in a few clicks, for a whole 2-player game against a bot."""
    game = gaucho.Game.new(2, seed)
    rng = random.Random(seed)
    bot = RandomBot(seed)
    decisions = 0
    while not game.is_over:
        if game.current_player != 0:
            game.play(bot.choose(game))
            continue
        pick = BoardInput(game)
        for _ in range(40):
            options = sorted(pick.next_targets()) + [
                k for k, _l in pick.choices() if k not in GIVE_UP]
            outcome = pick.click(rng.choice(options or [k for k, _l in pick.choices()]))
            assert outcome.kind != "illegal", outcome.message
            if outcome.kind == "play":
                break
        else:
            pytest.fail(f"no decision after 40 clicks: {pick.clicks}")
        assert outcome.action in game.legal_actions()
        game.play(outcome.action)
        decisions += 1
    assert decisions > 20


def test_an_illegal_click_says_why_and_changes_nothing() -> None:
    game = gaucho.Game.new(2, 1)
    play_to(game, random.Random(1), 0)
    while game.phase != Phase.DRAFT:
        game.play(game.legal_actions()[0])
    pick = BoardInput(game)
    before = game.to_position()
    tile = game.state.pampa_tiles()[0]
    outcome = pick.click(f"tile:{gaucho.tiles.name(tile)}")
    assert outcome.kind == "illegal"
    assert "[R-" in outcome.message
    assert pick.clicks == [] and game.to_position() == before


def test_giving_up_is_never_completed_for_the_player() -> None:
    """A Remove is only played from its own button (safe defaults)."""
    for game in positions(3, 5, every=3):
        legal = game.legal_actions()
        removes = [a for a in legal if isinstance(a, A.Remove)]
        for action in removes:
            pick = BoardInput(game)
            outcome = pick.click(f"area:{action.area}")
            assert outcome.kind != "play" or not isinstance(outcome.action, A.Remove)
            assert "choice:remove" in dict(pick.choices())
            return
    pytest.skip("no Remove offered in these positions")


def test_footprints_read_actions_generically() -> None:
    game = gaucho.Game.from_position({
        "players": 2, "phase": "turn", "held": [5, 6], "rodeo": [1, 2, 3],
        "pastures": [["W11", "K3^1", None], ["B4_0"], [], []],
    })
    s = game.state
    assert footprint(s, A.parse("A W11 5+6"), 0) == {"tile:W11": 1, "choice:A": 1,
                                                      "held:5": 1, "held:6": 1}
    assert footprint(s, A.parse("take 2 3"), 0) == {"die:2": 1, "die:3": 1}
    assert footprint(s, A.parse("end"), 0) == {"choice:end": 1}
    assert footprint(s, A.parse("remove SORT"), 0) == {"area:SORT": 1, "choice:remove": 1}


def test_a_clicked_target_is_named_in_words_not_as_the_boards_token() -> None:
    """The play prompt lists what was clicked ("die 1 in the Dice Rodeo"), never the board's
    data tokens (``die:1``), and in the language shown."""
    from gaucho.explorer.board_input import target_label
    from gaucho.i18n import _, use_language

    tokens = ["die:1", "held:5", "area:SORT", "space:STEAL.2", "space:P1.3", "tile:W11",
              "herd:0:W11", "steppe:W3>P2", "choice:A", "pasture:P2"]
    assert [target_label(t) for t in tokens] == [
        "die 1 in the Dice Rodeo", "held die 5", "SORT", "STEAL", "P1", "W11", "W11",
        "W3 → P2", "Stand (A)", "P2"]
    with use_language("es"):
        assert target_label("die:1") == _("die {value} in the Dice Rodeo").format(value=1)
        assert target_label("die:1") != "die 1 in the Dice Rodeo"
