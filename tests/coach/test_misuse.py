"""The coach refuses what it cannot use in words (the documented GauchoError types, each
naming the field or the rule), and says what is true of a game still going."""

from __future__ import annotations

from typing import Any

import pytest

import gaucho
from gaucho.coach import CoachBot, analyse, rank_actions
from gaucho.coach.analysis import NoDecision
from gaucho.coach.budgets import InvalidLevel
from gaucho.coach.reasons import describe
from gaucho.coach.review import NotReviewable, Retry, review
from gaucho.coach.search import NotToAct
from gaucho.errors import InvalidAction, InvalidPosition
from gaucho.i18n import Message, format_number, use_language
from gaucho.state import Event
from gaucho.workshop.bots import make_bot, play_game

CHANCE_PENDING = ("no player is to decide: a chance step is pending "
                  "(gaucho.engine.sample_chance)")


@pytest.fixture(scope="module")
def unfinished() -> gaucho.Game:
    """20 steps of a two-player game between beginner bots: round 2, Red 12 Pesos, Blue 0."""
    bots = [CoachBot("beginner", seed=i) for i in range(2)]
    game = gaucho.Game.new(players=2, seed=4)
    for _ in range(20):
        game.play(bots[game.current_player].choose(game))
    assert not game.is_over
    return game


@pytest.fixture(scope="module")
def three() -> gaucho.Game:
    return gaucho.Game.new(players=3, seed=7)


def test_the_summary_of_an_unfinished_game_says_it_is_still_going(
        unfinished: gaucho.Game) -> None:
    assert (unfinished.round, unfinished.pesos) == (2, [12, 0])  # the engine's own figures
    red = review(unfinished, 0, level="beginner")
    cost = format_number(red.total_loss, 1)
    assert str(red.summary) == (
        "The game is not over: in round 2, Red has 12 Pesos, the most at the table; its "
        f"decisions so far gave up about {cost} Pesos in expectation")
    blue = review(unfinished, 1, level="beginner")
    cost = format_number(blue.total_loss, 1)
    assert str(blue.summary) == (
        "The game is not over: in round 2, Blue has 0 Pesos, 12 behind the leader; its "
        f"decisions so far gave up about {cost} Pesos in expectation")
    with use_language("de"):
        assert str(blue.summary).startswith(
            "Die Partie ist nicht zu Ende: In Runde 2 hat Blau 0 Pesos, 12 hinter dem "
            "Führenden;")
    # played on, the review still tells the game as it was when reviewed
    assert not red.over and red.round == 2 and red.pesos == (12, 0)


def _at_chance() -> gaucho.Game:
    game = gaucho.Game.new(players=2, seed=1, auto_chance=False)
    bot = CoachBot("beginner")
    while game.current_player >= 0:
        game.play(bot.choose(game))
    return game


def test_no_one_to_decide_is_said_in_words() -> None:
    chance = _at_chance()
    with pytest.raises(NotToAct) as refused:
        CoachBot("beginner").choose(chance)
    assert str(refused.value) == CHANCE_PENDING
    with pytest.raises(NotToAct) as refused:
        rank_actions(chance.state, 0, "beginner")
    assert str(refused.value) == CHANCE_PENDING
    over = play_game(["greedy", "greedy"], seed=1)
    assert over.is_over
    for call in (lambda: CoachBot("beginner").choose(over),
                 lambda: rank_actions(over.state, 0, "beginner")):
        with pytest.raises(NotToAct) as refused:
            call()
        assert str(refused.value) == "no player is to decide: the game is over"
    with use_language("fr"):
        assert str(NotToAct(CHANCE_PENDING)) == CHANCE_PENDING  # raised in the language then


@pytest.mark.parametrize(("seat", "shown"), [(7, "7"), ("x", "'x'"), (-1, "-1"),
                                             (True, "True"), (1.0, "1.0")])
def test_a_bad_seat_is_refused_alike_everywhere(three: gaucho.Game, seat: Any,
                                                shown: str) -> None:
    message = f"seat must be a player of this game, 0 to 2, not {shown}"
    with pytest.raises(NoDecision) as refused:
        analyse(three, seat=seat, level="beginner")
    assert str(refused.value) == message
    with pytest.raises(NotReviewable) as refused:
        review(three, seat, level="beginner")
    assert str(refused.value) == message
    with pytest.raises(NotToAct) as refused:
        rank_actions(three.state, seat, "beginner", seed=1)
    assert str(refused.value) == message


def test_the_wrong_kind_of_game_is_refused(three: gaucho.Game) -> None:
    with pytest.raises(NoDecision) as refused:
        analyse(three.state, level="beginner")  # type: ignore[arg-type]
    assert str(refused.value) == ("an analysis needs a game (gaucho.Game, or Game.from_json "
                                  "for a saved one), not State")
    with pytest.raises(NotToAct) as refused:
        rank_actions(three, 0, "beginner", seed=1)  # type: ignore[arg-type]
    assert str(refused.value) == ("the search needs a table (gaucho.State: give game.state "
                                  "for a game), not Game")
    with pytest.raises(NotReviewable) as refused:
        review(three.state, 0)  # type: ignore[arg-type]
    assert str(refused.value).startswith("a review needs a game (gaucho.Game")
    # the right kind still works
    assert rank_actions(three.state, 0, "beginner", seed=1)


@pytest.mark.parametrize(("seed", "kind"), [(None, "NoneType"), (1.5, "float"), ([], "list"),
                                            (True, "bool")])
def test_the_analysis_seed_is_checked(three: gaucho.Game, seed: Any, kind: str) -> None:
    with pytest.raises(InvalidPosition) as refused:
        analyse(three, level="beginner", seed=seed)
    assert str(refused.value) == f"the seed must be a whole number or text, not {kind}"


def test_the_analysis_is_repeatable_for_a_text_seed(three: gaucho.Game) -> None:
    one = analyse(three, level="beginner", seed="a")
    assert [c.mean for c in one] == [c.mean for c in analyse(three, level="beginner",
                                                                seed="a")]


@pytest.mark.parametrize(("budget", "message"), [
    (dict(width=2.7), "the level's width must be a whole number, not 2.7"),
    (dict(simulations="x"), "the level's simulations must be a whole number, not 'x'"),
    (dict(simulations=2.5), "the level's simulations must be a whole number, not 2.5"),
    (dict(simulations=True), "the level's simulations must be a whole number, not True"),
    (dict(against_best="yes"), "the level's against_best must be True or False, not 'yes'"),
    (dict(endgame="x"), "the level's endgame must be an Endgame "
                        "(gaucho.coach.budgets.Endgame) or None, not 'x'"),
    (dict(foo=1), "a level has no setting 'foo'; its settings are simulations, width, "
                  "depth, greedy, probe, against_best, best_of, endgame"),
])
def test_level_settings_are_checked_when_the_bot_is_made(budget: dict[str, Any],
                                                         message: str) -> None:
    with pytest.raises(InvalidLevel) as refused:
        CoachBot("club", **budget)
    assert str(refused.value) == message


def test_make_bot_passes_on_the_level_s_refusal() -> None:
    with pytest.raises(InvalidLevel) as refused:
        make_bot("club:endgame=x")
    assert str(refused.value) == ("the level's endgame must be an Endgame "
                                  "(gaucho.coach.budgets.Endgame) or None, not 'x'")
    with pytest.raises(InvalidLevel, match="width must be a whole number, not 2.5"):
        make_bot("club:width=2.5")
    assert make_bot("expert:against_best=1").level.against_best is True  # 1 reads as True
    assert make_bot("club:simulations=40").level.simulations == 40


@pytest.mark.parametrize(("bad", "shown"), [(5, "5"), (None, "None"), ([], "[]")])
def test_a_non_action_is_not_an_action(three: gaucho.Game, unfinished: gaucho.Game,
                                       bad: Any, shown: str) -> None:
    analysis = analyse(three, level="beginner")
    with pytest.raises(InvalidAction) as refused:
        analysis.compare(bad)
    assert str(refused.value) == f"{shown} is not an action"
    r = review(unfinished, 0, level="beginner")
    with pytest.raises(InvalidAction) as refused:
        r.retry(r.decisions[0], bad)
    assert str(refused.value) == f"{shown} is not an action"
    # text is still read as text
    assert analysis.compare(str(analysis.best.action)).cost == 0.0


def test_a_sale_of_one_peso_says_one_peso() -> None:
    game = gaucho.Game.new(players=2, seed=1)
    s, a = game.state, game.legal_actions()[0]
    said = {}
    for n in (1, 2):
        told = describe(s, s.copy(), 0, a, [Event("sale", "x", "R-SELL-1", 0, n, (1, 2))])
        for lang in ("en", "es", "fr", "de"):
            with use_language(lang):
                said[lang, n] = str(told.parts[0])
    assert said["en", 1] == "sells the brown herd (the brown 1 and the brown 2) for 1 Peso"
    assert said["en", 2] == "sells the brown herd (the brown 1 and the brown 2) for 2 Pesos"
    assert said["es", 1] == "vende la manada parda (la parda 1 y la parda 2) por 1 Peso"
    assert said["fr", 1] == "vend le troupeau marron (le 1 marron et le 2 marron) pour 1 Peso"
    assert said["de", 1] == "verkauft die braune Herde (Braun 1 und Braun 2) für 1 Peso"
    assert said["de", 2] == ("verkauft die braune Herde (Braun 1 und Braun 2) für 2 "
                             "Pesos")


def test_a_retry_reads_as_a_verdict_then_its_reason(unfinished: gaucho.Game) -> None:
    made = Retry(gaucho.actions.parse("end"), True, 0.0, 40.0,
                 Message("Accepted: “{move}” is within {cost} Pesos of the coach's best",
                         move="end", cost="0.0"),
                 Message("ends the turn"))
    assert str(made) == "Accepted: “end” is within 0.0 Pesos of the coach's best. ends the turn"
    with use_language("fr"):
        assert str(made) == ("Accepté\xa0: «\xa0end\xa0» reste à 0.0 Pesos au plus du meilleur "
                             "coup de l'entraîneur. finit son tour")
    r = review(unfinished, 0, level="beginner")
    d = r.decisions[-1]
    again = r.retry(d, d.best)
    assert str(again) == f"{again.text}. {again.reason}"
    assert str(again).startswith("Accepted: “")
