"""Two different legal decisions of one position never read alike in words, in any of the
four languages (:mod:`gaucho.coach.words`, re-exported by :mod:`gaucho.explorer.said`): a
placement on an Action Area says the dice it pays (and the WISH die) as a claim does, a
Steppe put says which tile goes into which pasture."""

from __future__ import annotations

import random

import pytest

import gaucho
from gaucho.actions import parse
from gaucho.coach import words
from gaucho.config import DEFAULT_CONFIG
from gaucho.explorer.said import say_decision, tile_words
from gaucho.i18n import use_language
from gaucho.state import Phase
from gaucho.tiles import all_tiles
from gaucho.views import board

LANGUAGES = ("en", "es", "fr", "de")
#: Seeded random games: 2, 3 and 4 players, both ways of drawing, to the end.
GAMES = [(seed, 2 + seed % 3, "chance" if seed % 2 else "shuffled") for seed in range(24)]


def read_alike(game: gaucho.Game, language: str) -> list[tuple[str, str, str]]:
    """``(one, other, words)`` for each two different legal decisions said alike now."""
    seen: dict[str, str] = {}
    out = []
    with use_language(language):
        for a in game.legal_actions():
            said = say_decision(a, game.phase)
            if said in seen and seen[said] != str(a):
                out.append((seen[said], str(a), said))
            seen.setdefault(said, str(a))
    return out


def test_no_two_legal_decisions_of_a_position_read_alike() -> None:
    alike: list[tuple[str, str, str, str]] = []
    phases: set[str] = set()
    positions = 0
    for seed, players, draws in GAMES:
        rng = random.Random(seed)
        game = gaucho.Game.new(players=players, seed=seed, draws=draws)
        while not game.is_over:
            legal = list(game.legal_actions())
            phases.add(str(game.phase))
            positions += 1
            for language in LANGUAGES:
                alike += [(language, *x) for x in read_alike(game, language)]
            game.play(rng.choice(legal))
    assert alike == []
    # the games went through every phase a player decides in (and many positions)
    assert {Phase.KEEP, Phase.PLACE, Phase.TURN, Phase.STEPPE,
            Phase.COLLECT} <= phases, sorted(phases)
    assert positions > 2000


@pytest.mark.parametrize(("language", "said"), [
    ("en", ["puts a gaucho on SORT for 1", "puts a gaucho on SORT for 1+1",
            "puts a gaucho on STEAL for WISH die",
            "puts a gaucho on STEAL for 2+WISH die"]),
    ("es", ["pone un gaucho en ORDENAR por 1", "pone un gaucho en ORDENAR por 1+1",
            "pone un gaucho en ROBAR por dado imaginario",
            "pone un gaucho en ROBAR por 2+dado imaginario"]),
    ("fr", ["pose un gaucho sur TRI pour 1", "pose un gaucho sur TRI pour 1+1",
            "pose un gaucho sur VOL pour dé imaginaire",
            "pose un gaucho sur VOL pour 2+dé imaginaire"]),
    ("de", ["stellt für 1 einen Gaucho auf ORDNEN", "stellt für 1+1 einen Gaucho auf ORDNEN",
            "stellt für Wunschwürfel einen Gaucho auf STEHLEN",
            "stellt für 2+Wunschwürfel einen Gaucho auf STEHLEN"]),
])
def test_a_placement_says_the_dice_it_pays(language: str, said: list[str]) -> None:
    moves = ["place SORT 1", "place SORT 1+1", "place STEAL w", "place STEAL 2+w"]
    with use_language(language):
        assert [say_decision(parse(m), Phase.TURN) for m in moves] == said


def test_a_first_gaucho_has_no_dice_to_say() -> None:
    assert say_decision(parse("place SALE"), Phase.PLACE) == "puts a gaucho on SALE"


@pytest.mark.parametrize(("language", "free", "with_die"), [
    ("en", "puts a gaucho on SORT", "puts a gaucho on SORT for 4"),
    ("es", "pone un gaucho en ORDENAR", "pone un gaucho en ORDENAR por 4"),
    ("fr", "pose un gaucho sur TRI", "pose un gaucho sur TRI pour 4"),
    ("de", "stellt einen Gaucho auf ORDNEN", "stellt für 4 einen Gaucho auf ORDNEN"),
])
def test_a_first_gaucho_with_a_die_says_its_die(language: str, free: str,
                                                with_die: str) -> None:
    """The preliminary round's gaucho is free (R-PRELIM-8): one offered with a die is
    refused, and its words say the die, so it never reads like the legal free one."""
    game = gaucho.Game.new(players=3, seed=2)
    while game.phase != Phase.PLACE:
        game.play(game.legal_actions()[0])
    assert "place SORT" in [str(a) for a in game.legal_actions()]
    assert "place SORT 4" not in [str(a) for a in game.legal_actions()]
    with use_language(language):
        said = [say_decision(parse(m), game.phase) for m in ("place SORT", "place SORT 4")]
    assert said == [free, with_die]


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "puts 1 Steppe tile into the Pampa: the brown 12 into pasture 4",
     "puts 2 Steppe tiles into the Pampa: the golden 4 into pasture 2 and the white 1 into "
     "pasture 3"),
    ("es", "pone 1 ficha de la Estepa en la Pampa: la parda 12 en el pasto 4",
     "pone 2 fichas de la Estepa en la Pampa: la dorada 4 en el pasto 2 y la blanca 1 en el "
     "pasto 3"),
    ("fr", "pose 1 tuile de la Steppe dans la Pampa\xa0: le 12 marron dans le pâturage 4",
     "pose 2 tuiles de la Steppe dans la Pampa\xa0: le 4 doré dans le pâturage 2 et le 1 blanc "
     "dans le pâturage 3"),
    ("de", "legt 1 Plättchen der Steppe in die Pampa: Braun 12 auf Weide 4",
     "legt 2 Plättchen der Steppe in die Pampa: Gold 4 auf Weide 2 und Weiß 1 "
     "auf Weide 3"),
])
def test_a_steppe_put_says_each_tile_and_its_pasture(language: str, one: str,
                                                     two: str) -> None:
    with use_language(language):
        assert say_decision(parse("put B12>P4"), Phase.STEPPE) == one
        assert say_decision(parse("put G4>P2 W1>P3"), Phase.STEPPE) == two


def test_the_words_are_read_in_the_language_current_when_shown() -> None:
    """:func:`gaucho.coach.words.say` is lazy: made in English, read in German."""
    made = words.say(parse("put G4>P2"), Phase.STEPPE)
    with use_language("de"):
        assert str(made) == "legt 1 Plättchen der Steppe in die Pampa: Gold 4 auf Weide 2"
    assert str(made) == "puts 1 Steppe tile into the Pampa: the golden 4 into pasture 2"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_coach_names_tiles_as_the_board_does(language: str) -> None:
    """The coach's floor cannot import the board's :func:`~gaucho.views.board.tile_words`:
    its own says every tile the same."""
    every = all_tiles(DEFAULT_CONFIG)
    assert len(every) == 5 * DEFAULT_CONFIG.max_big
    with use_language(language):
        assert [words.tile_words(t) for t in every] == [board.tile_words(t) for t in every]
        assert [words.tile_words(t) for t in every] == [tile_words(t) for t in every]
