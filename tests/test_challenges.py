"""Practice positions with a goal (gaucho.challenges): the student's seat against the
coach's beginner bots; the goal judged from the game and its sales."""

from __future__ import annotations

import pytest

from gaucho import challenges as C
from gaucho import tiles
from gaucho.coach import CoachBot
from gaucho.errors import GauchoError
from gaucho.game import Game
from gaucho.i18n import use_language
from gaucho.state import Event


def _played_out(challenge: C.Challenge, seed: int) -> list[str]:
    me = CoachBot("beginner", seed=seed)
    moves = []
    while challenge.status == C.OPEN:
        assert challenge.game.current_player == challenge.seat
        move = str(me.choose(challenge.game))
        assert move in challenge.choices()
        challenge.play(move)
        moves.append(move)
    return moves


def test_the_same_seed_gives_the_same_position_and_the_same_game() -> None:
    one = C.Challenge.from_seed("t-win", C.win_from_here, seed=1)
    two = C.Challenge.from_seed("t-win", C.win_from_here, seed=1)
    assert one.game.state == two.game.state and one.seat == two.seat
    assert _played_out(one, 1) == _played_out(two, 1)
    assert one.game.pesos == two.game.pesos == [163, 144]
    assert one.status == two.status == C.MISSED
    assert one.choices() == [] and one.told() == ("Goal missed: you finish with 144 Pesos "
                                                  "against 163.")


def test_start_again_and_try_another() -> None:
    ch = C.Challenge.from_seed("t-win", C.win_from_here, seed=1)
    start = ch.game.copy().state
    ch.play(ch.choices()[0])
    ch.restart()
    assert ch.game.state == start and ch.events == []
    nxt = ch.another()
    assert (nxt.seed, nxt.make) == (2, C.win_from_here) and nxt.game.state != start
    with pytest.raises(GauchoError):
        C.Challenge("t", Game.new(players=2, seed=1), C.Win()).another()


def test_a_race_to_win_is_close_either_way_and_late() -> None:
    gaps, rounds = [], []
    for seed in range(1, 11):
        ch = C.Challenge.from_seed("10-win", C.win_from_here, seed=seed)
        game = ch.game
        assert len(game.state.draw_pile) <= 3 and game.phase == "draft", seed
        assert game.current_player == ch.seat and not game.is_over, seed
        gaps.append(C.pesos_gap(game, ch.seat))
        rounds.append(game.round)
    # the seat's Pesos less the other's: never more than CLOSE apart, ahead or behind
    assert gaps == [-4, -1, 0, -1, 3, 3, 1, 2, 4, 2]
    assert all(abs(g) <= C.CLOSE == 5 for g in gaps)
    # the rounds of a game played as people play it (built by random moves, seed 1 started
    # after round 28): never past MAX_ROUND
    assert rounds == [14, 16, 16, 15, 15, 15, 16, 15, 16, 16]
    assert max(rounds) <= C.MAX_ROUND == 16
    assert C.pesos_gap(Game.new(players=2, seed=1), 0) == 0


def test_a_generator_gives_up_after_its_tries_in_words() -> None:
    import random

    with pytest.raises(GauchoError, match="no position found for this challenge in 2 games"):
        C.late_game(random.Random(1), 3, lambda game: False, tries=2)
    said = {}
    for lang in ("en", "es", "fr", "de"):
        with use_language(lang), pytest.raises(GauchoError) as caught:
            C.late_game(random.Random(1), 3, lambda game: False, tries=1)
        said[lang] = str(caught.value)
    assert said == {  # one game, not "1 games"
        "en": "no position found for this challenge in 1 game; try another seed",
        "es": ("no se encontró ninguna posición para este desafío en 1 partida; pruebe otra "
               "semilla"),
        "fr": "aucune position trouvée pour ce défi en 1 partie\u202f; essayez une autre graine",
        "de": ("keine Stellung für diese Herausforderung in 1 Partie gefunden; versuche "
               "einen anderen Seed")}
    with use_language("de"), pytest.raises(GauchoError, match="in 3 Partien gefunden"):
        C.late_game(random.Random(1), 3, lambda game: False, tries=3)


def test_the_review_of_a_challenge_judges_only_the_students_moves_since_its_start() -> None:
    ch = C.Challenge.from_seed("10-win", C.win_from_here, seed=1)
    built = ch.first_step
    assert built == len(ch.start.history) == 127  # the steps that built the position
    moves = _played_out(ch, 7)
    played = ch.played()
    assert played.history[0].action == ch.game.history[built].action
    assert len(played.history) == len(ch.game.history) - built
    assert played.to_position() == ch.game.to_position() and played.is_over
    review = ch.review("beginner")
    mine = [s.index for s in played.history if s.player == ch.seat]
    assert len(mine) == len(moves) == 16 and ch.status == C.MET
    # every decision of the student's with a choice (step 4 was its only move), none else
    assert [d.step for d in review] == [0, 1, 2, 3, 9, 10, 11, 19, 20, 21, 22, 23, 24, 25,
                                        27] and review.forced == 1
    assert all(d.step in mine for d in review.moments)


def test_only_a_sale_before_final_scoring_of_that_herd_for_enough_counts() -> None:
    goal = C.SellHerd(C.BROWN, 40)
    game = Game.new(players=2, seed=1)
    brown = (0 << 5) | 12  # B12
    white = (3 << 5) | 12
    assert goal.status(game, 0, [Event("sale", "", "R-HERD-6", 0, 48, (brown,))]) == C.MET
    for miss in (Event("sale", "", "R-FINAL-4", 0, 48, (brown,)),   # too late
                 Event("sale", "", "R-HERD-6", 1, 48, (brown,)),    # another seat
                 Event("sale", "", "R-SALE-1", 0, 39, (brown,)),    # too little
                 Event("sale", "", "R-HERD-6", 0, 48, (white,))):   # another herd
        assert goal.status(game, 0, [miss]) == C.OPEN, miss


def test_the_brown_herd_position_and_its_goal() -> None:
    ch = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=1)
    herd = ch.game.state.herds[ch.seat][C.BROWN]
    assert len(herd) >= 2 and len(herd) * max(map(tiles.big, herd)) < C.SELL_AT
    assert _played_out(ch, 7) and ch.status == C.MISSED and ch.game.is_over
    with pytest.raises(GauchoError):
        ch.play("end")


def test_a_brown_herd_challenge_is_offered_only_when_the_engine_shows_it_solvable() -> None:
    """The beginner coach in the student's seat misses the goal (it did for every seed 1 to
    29 when any position was offered); the position's solution, played move by move
    against the same bots, meets it."""
    found = []
    for seed in (1, 2, 3):
        ch = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=seed)
        herd = [tiles.big(t) for t in ch.game.state.herds[ch.seat][C.BROWN]]
        assert ch.solution is not None and ch.status == C.OPEN
        for move in ch.solution:
            assert ch.status == C.OPEN and move in ch.choices(), (seed, move)
            ch.play(move)
        assert ch.status == C.MET and not ch.game.is_over, seed
        sale = ch.goal._sale(ch.seat, ch.events)  # type: ignore[attr-defined]
        found.append((ch.start.round, herd, len(ch.solution), sale.rule_id, sale.pesos,
                      [tiles.big(t) for t in sale.tiles]))
        ch.restart()
        assert _played_out(ch, 7) and ch.status == C.MISSED, seed
    # IMMEDIATE SALE: 3 x 12 + 5, or 4 x 11 + 5 (seed 1's herd of 5 and 6 was sold on the
    # way, and a new one grown with the 12)
    assert found == [(9, [5, 6], 30, "R-SALE-1", 41, [2, 3, 12]),
                     (11, [12, 4], 17, "R-SALE-1", 41, [12, 4, 1]),
                     (8, [11, 9, 6], 27, "R-SALE-1", 49, [11, 9, 6, 3])]


def test_every_recorded_fair_position_still_replays_to_its_goal_met() -> None:
    """Each record of gaucho/data/challenge_solutions.json (which try of from_seed passed,
    and its solution moves) still meets its goal against the challenge's own bots: a
    change of the rules, the bots or a generator that breaks one fails here."""
    records = C._records()
    generators = {C.generator_key(C.sell_brown_herd): C.sell_brown_herd}
    assert set(records) == set(generators)
    seeds = sorted(map(int, records[C.generator_key(C.sell_brown_herd)]["10-brown"]))
    assert seeds == list(range(1, 51))
    stale, unfair = [], []
    for key, names in records.items():
        for name, entries in names.items():
            for seed, entry in entries.items():
                if entry["try"] is None:  # the search found no fair position
                    assert entry["solution"] is None
                    unfair.append((name, int(seed)))
                    continue
                ch = C.Challenge.from_record(name, generators[key], seed=int(seed))
                if ch is None or ch.solution != entry["solution"] or ch.status != C.OPEN:
                    stale.append((name, seed))
    assert stale == [], ("these records no longer replay to the goal met: run "
                         f".venv/bin/python tools/fair_challenges.py again: {stale}")
    assert unfair == [("10-brown", 37)]


def test_try_another_passes_over_a_seed_recorded_without_a_fair_position() -> None:
    assert C.recorded_unfair("10-brown", C.sell_brown_herd, 37)
    assert not C.recorded_unfair("10-brown", C.sell_brown_herd, 36)
    assert C.recorded_solution("10-brown", C.sell_brown_herd, 37) is None
    ch = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=36)
    assert ch.solution is not None and ch.another().seed == 38


def test_a_recorded_position_is_the_one_the_search_finds() -> None:
    """The search path (no record): seed 2 of "10-brown" finds the recorded try and the
    recorded moves; from_seed, with the record, gives the same position and solution."""
    searched = C.search_fair("10-brown", C.sell_brown_herd, 2)
    assert searched is not None
    index, found = searched
    assert C.recorded_solution("10-brown", C.sell_brown_herd, 2) == (index, found.solution)
    assert index == 0 and found.solution is not None and len(found.solution) == 17
    offered = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=2)
    assert offered.start.state == found.start.state and offered.seat == found.seat
    assert offered.solution == found.solution


def test_a_record_that_no_longer_replays_falls_back_to_the_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    key = C.generator_key(C.sell_brown_herd)
    right = C.recorded_solution("10-brown", C.sell_brown_herd, 2)
    assert right is not None
    wrong = {key: {"10-brown": {"2": {"try": 0, "solution": right[1][:-1]}},
                   "t-moved": {"2": {"try": 3, "solution": right[1]}}}}
    monkeypatch.setattr(C, "_records", lambda: wrong)
    # one move short: the goal is still open, so the record proves nothing
    assert C.Challenge.from_record("10-brown", C.sell_brown_herd, seed=2) is None
    ch = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=2)
    assert ch.solution == right[1]  # the search found it again
    assert C.Challenge.from_record("10-brown", C.sell_brown_herd, seed=3) is None  # none
    # the moves of another position are not legal there, or do not meet the goal
    assert C.Challenge.from_record("t-moved", C.sell_brown_herd, seed=2) is None
    ch.play(ch.choices()[0])
    assert ch.replays(right[1]) and ch.game.history == ch.start.history  # started again
    assert not ch.replays(["take 9 9"])


def test_a_herd_the_visible_tiles_cannot_grow_to_the_pesos_is_not_searched() -> None:
    ch = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=2)
    # the brown 12 and 4, falling: the brown tiles below 4 in the pastures or in Blue's
    # herds (two of them) added, then SALE: 4 x 12 + 5
    assert C.SellHerd(C.BROWN, 40).reach(ch.start, ch.seat) == 53
    far = C.SellHerd(C.BROWN, 54)
    ch.solution = ["kept"]
    assert far.fair(ch) is False and ch.solution == ["kept"]  # refused before any search
    assert C.Win().fair(ch) is True  # any close race is offered


def test_a_generator_without_a_fair_position_says_so_in_words() -> None:
    class Never(C.Win):
        def fair(self, challenge: C.Challenge) -> bool:
            return False

    def make(name: str, rng: object) -> C.Challenge:
        return C.Challenge(name, Game.new(players=2, seed=1), Never())

    said = {}
    for lang in ("en", "es", "fr", "de"):
        with use_language(lang), pytest.raises(GauchoError) as caught:
            C.Challenge.from_seed("t-never", make, seed=1)
        said[lang] = str(caught.value)
    assert said == {
        "en": "no fair position found for this challenge in 40 tries; try another seed",
        "es": ("no se encontró ninguna posición justa para este desafío en 40 intentos; "
               "pruebe otra semilla"),
        "fr": ("aucune position équitable trouvée pour ce défi en 40 essais\u202f; essayez une "
               "autre graine"),
        "de": ("keine faire Stellung für diese Herausforderung in 40 Versuchen gefunden; "
               "versuche einen anderen Seed")}


def test_told_in_every_language() -> None:
    ch = C.Challenge.from_seed("10-brown", C.sell_brown_herd, seed=1)
    told = {}
    for lang in ("en", "es", "fr", "de"):
        with use_language(lang):
            told[lang] = ch.told()
    assert "40" in told["en"] and len(set(told.values())) == 4
    assert "braune Herde" in told["de"] and "troupeau marron" in told["fr"]


def test_the_widget_plays_the_students_choice_then_the_bots() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.challenge import ChallengeWidget

    view = ChallengeWidget(C.Challenge.from_seed("t-win", C.win_from_here, seed=1))
    moves = [v for _, v in view.input.options if v]
    assert moves == view.challenge.choices() and "Goal" in view.text()
    assert view.play(moves[0]) == C.OPEN
    assert "from the Dice Rodeo" in view.narration[0]  # the move in words, then its events
    assert view.challenge.game.current_player == view.challenge.seat
    view.another()
    assert view.challenge.seed == 2


def test_try_another_says_it_is_looking_for_a_position_and_waits() -> None:
    """While Try another looks for a position, the status line and the board's live region
    say so in the view's language and the buttons wait; then the new position shows and
    the live region says its goal."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.challenge import ChallengeWidget

    said = {}
    for lang in ("en", "es", "fr", "de"):
        view = ChallengeWidget(C.Challenge.from_seed("t-win", C.win_from_here, seed=1),
                               language=lang)
        first = view.challenge
        seen: list[tuple[object, ...]] = []

        def another(view: ChallengeWidget = view,
                    seen: list[tuple[object, ...]] = seen) -> C.Challenge:
            seen.append((view.status.value, view.board.announce, view.another_button.disabled,
                         view.restart_button.disabled, view.play_button.disabled,
                         view.input.disabled))
            return C.Challenge.from_seed("t-win", C.win_from_here, seed=2)

        first.another = another  # type: ignore[method-assign]
        view.another()
        status, announce, *disabled = seen[0]
        assert disabled == [True, True, True, True] and status == f"<b>{announce}</b>"
        said[lang] = announce
        assert view.challenge.seed == 2 and not view.looking
        assert not view.another_button.disabled and not view.restart_button.disabled
        assert not view.play_button.disabled and not view.input.disabled
        with use_language(lang):
            assert view.board.announce == view.challenge.told()
    assert said == {"en": "Looking for a position…", "es": "Buscando una posición…",
                    "fr": "Recherche d’une position…", "de": "Suche eine Stellung…"}


def test_the_widget_shows_the_review_of_the_challenge_once_it_is_over() -> None:
    """Once the goal is decided the review panel shows under the challenge, in the view's
    language: its button reviews the challenge's own game (from its start), and Start
    again hides it."""
    pytest.importorskip("ipywidgets")
    from html import unescape

    from gaucho.widgets.challenge import ChallengeWidget

    view = ChallengeWidget(C.Challenge.from_seed("t-win", C.win_from_here, seed=1),
                           language="es")
    panel = view.review_panel
    assert panel.layout.display == "none" and panel.controller is None
    me = CoachBot("beginner", seed=1)
    moves = 0
    while view.challenge.status == C.OPEN:
        assert panel.layout.display == "none"
        view.play(str(me.choose(view.challenge.game)))
        moves += 1
    assert (moves, view.challenge.status) == (7, C.MISSED)
    assert view.input.disabled and view.play_button.disabled
    assert panel.layout.display == "" and panel.start_button.layout.display == ""
    assert panel.start_button.description == "Analizar esta partida"
    played = panel.controller.game  # type: ignore[union-attr]
    assert len(played.history) == len(view.challenge.game.history) - view.challenge.first_step
    panel.start_button.click()  # what a click on the button runs
    summary = ("Azul terminó 19 Pesos por detrás del ganador: sus decisiones le costaron "
               "unos 1,5 de ellos en valor esperado, y los otros 17,5 vinieron de los dados, "
               "las fichas sacadas y los demás jugadores")
    assert summary in unescape(panel.summary.value)
    with use_language("es"):
        assert str(view.challenge.review().summary) == summary
    view.restart()
    assert panel.layout.display == "none" and panel.controller is None
    assert panel.summary.value == "" and view.narration == []


def test_the_widget_numbers_its_steps_from_the_challenge_and_speaks_its_language() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.challenge import ChallengeWidget

    view = ChallengeWidget(C.Challenge.from_seed("t-win", C.win_from_here, seed=1))
    view.play("take 5 5")
    assert view.narration[0] == ("1. Blue: takes 5 and 5 from the Dice Rodeo\n"
                                 "   - Blue takes 5 and 5 [R-TURN-1]")
    view.set_language("fr")
    assert view.narration[0] == ("1. Bleu\xa0: prend 5 et 5 dans le Rodéo de dés\n"
                                 "   - Bleu prend 5 et 5 [R-TURN-1]")
    assert view.review_panel.language == "fr"
    view.play("take 9 9")  # not a move now: refused in words, nothing played
    assert view.narration[1:] == ["coup illégal «\xa0take 9 9\xa0»\xa0: vous avez déjà pris "
                                  "vos dés ce tour-ci [R-TURN-1]"]
    assert len(view.challenge.game.history) == view.challenge.first_step + 1
    view.play("")  # Play with no move chosen: the log asks for one
    assert view.narration[2:] == ["Choisissez parmi les choix proposés."]
    view.set_language("en")  # the refusal and the prompt are said again in English
    assert view.narration[1:] == ["illegal 'take 9 9': you already took your dice "
                                  "this turn [R-TURN-1]", "Pick one of the choices."]


def test_try_another_that_finds_no_position_says_so_and_keeps_the_challenge() -> None:
    pytest.importorskip("ipywidgets")
    import random

    from gaucho.widgets.challenge import ChallengeWidget

    made = []

    def none_found(name: str, rng: random.Random) -> C.Challenge:
        made.append(name)  # a position the first time, then none
        if len(made) == 1:
            return C.Challenge(name, Game.new(players=2, seed=1), C.Win())
        return C.Challenge(name, C.late_game(rng, 3, lambda game: False, tries=1), C.Win())

    first = C.Challenge.from_seed("t-none", none_found, seed=1)
    view = ChallengeWidget(first)
    view.another()
    assert view.challenge is first and view.narration == [
        "no position found for this challenge in 1 game; try another seed"]
    assert view.board.announce == view.narration[0] and not view.another_button.disabled


def test_the_widget_tells_moves_that_read_alike_apart_by_their_notation() -> None:
    """Two placements on one Action Area paying 1 or 1+1 say their dice ("puts a gaucho on
    WISH for 1+1"), so they read apart and the list shows words alone (notation would come
    beside moves that read alike, as an exercise does)."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.challenge import ChallengeWidget

    view = ChallengeWidget(C.Challenge.from_seed("t", C.win_from_here, seed=13))
    me = CoachBot("beginner", seed=13)
    while "place WISH 1+1" not in view.challenge.choices():
        view.play(str(me.choose(view.challenge.game)))
    assert view.move_labels() == [
        ("puts a lying gaucho on the spotted 3 for 1", "B S3 1"),
        ("puts a standing gaucho on the spotted 2 for 1+1", "A S2 1+1"),
        ("puts a lying gaucho on the spotted 2 for 1", "B S2 1"),
        ("puts a standing gaucho on the golden 1 for 1", "A G1 1"),
        ("puts a lying gaucho on the golden 1 for 1", "B G1 1"),
        ("puts a gaucho on WISH for 1", "place WISH 1"),
        ("puts a gaucho on WISH for 1+1", "place WISH 1+1"),
        ("puts a gaucho on SALE for 1", "place SALE 1"),
        ("puts a gaucho on SALE for 1+1", "place SALE 1+1"),
        ("takes its gaucho back from SORT unused", "remove SORT"),
        ("ends the turn", "end")]
    assert view.input.options[1:] == tuple(view.move_labels())
