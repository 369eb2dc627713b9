"""A decision reads in words in the chosen language, not in its notation (issue 24 item 8,
issue 32's announcements): every registry kind has words in en/es/fr/de, and the Play tab's
history, narration and live region say the moves in words."""

from __future__ import annotations

import re

import pytest

import gaucho
from gaucho import tiles as T
from gaucho.actions import Keep, parse
from gaucho.engine.decisions import DECISIONS, VERBS
from gaucho.engine.dispatch import decision_in
from gaucho.explorer.said import WORDS, say_decision, say_step
from gaucho.game import Step
from gaucho.i18n import use_language
from gaucho.workshop.bots import RandomBot

LANGUAGES = ("en", "es", "fr", "de")
CODE = re.compile(r"\b[BGKWS]\d+\b")
#: The notation's keywords (its verbs) and the phase keys: never read by a person as such.
KEYWORDS = {v for v in VERBS if len(v) > 1} | {"takeback", "first_gaucho", "use_steppe"}


def notation_words(text: str) -> set[str]:
    """The notation keywords in ``text`` as whole lowercase words (``place``, ``take``)."""
    return set(re.findall(r"[a-z_]+", text)) & KEYWORDS


def one_step_per_kind() -> dict[str, Step]:
    """A step of every registry kind, from random games (seeded: always the same)."""
    names = {d.name for d in DECISIONS}
    seen: dict[str, Step] = {}
    for seed in range(40):
        game = gaucho.Game.new(players=3, seed=seed, draws="chance" if seed % 2 else "shuffled")
        bot = RandomBot(seed)
        while not game.is_over:
            game.play(bot.choose(game))
        for step in game.history:
            seen.setdefault(decision_in(step.phase, step.action).name, step)
        if names <= set(seen):
            return seen
    raise AssertionError(f"no game had {sorted(names - set(seen))}")


STEPS = one_step_per_kind()


def test_every_registry_kind_has_words() -> None:
    assert set(WORDS) == {d.name for d in DECISIONS}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(STEPS))
def test_each_kind_is_said_in_words(kind: str, language: str) -> None:
    step = STEPS[kind]
    with use_language(language):
        words = say_decision(step.action, step.phase)
    assert words and words != str(step.action)
    assert not CODE.search(words), words  # tiles in words ("black 9"), not W11
    assert not notation_words(words), words
    if language != "en":
        with use_language("en"):
            assert words != say_decision(step.action, step.phase), "not translated"


def test_a_claim_says_the_tile_and_the_dice() -> None:
    step = STEPS["claim"]
    a = step.action
    with use_language("en"):
        text = say_decision(a, step.phase)
    pose = {"A": "puts a standing gaucho on", "B": "puts a lying gaucho on",
            "C": "stands up its gaucho on"}[a.action]
    assert text == (f"{pose} the {gaucho.config.breed_name(T.breed(a.tile))} {T.big(a.tile)}"
                    f" for {'+'.join(map(str, a.dice))}")


@pytest.mark.parametrize(("language", "stand", "lie", "raise_"), [
    ("en", "puts a standing gaucho on the spotted 1 for 1",
     "puts a lying gaucho on the spotted 10 for 1+4", "stands up its gaucho on the white 9 for 4"),
    ("es", "pone un gaucho de pie en la manchada 1 por 1",
     "pone un gaucho acostado en la manchada 10 por 1+4",
     "pone de pie su gaucho en la blanca 9 por 4"),
    ("fr", "pose un gaucho debout sur le 1 tacheté pour 1",
     "pose un gaucho couché sur le 10 tacheté pour 1+4",
     "relève son gaucho sur le 9 blanc pour 4"),
    ("de", "stellt für 1 einen stehenden Gaucho auf Gefleckt 1",
     "legt für 1+4 einen liegenden Gaucho auf Gefleckt 10",
     "richtet für 4 seinen liegenden Gaucho auf Weiß 9 auf"),
])
def test_a_claim_says_whether_the_gaucho_stands_or_lies(language: str, stand: str, lie: str,
                                                        raise_: str) -> None:
    with use_language(language):
        said = [say_decision(parse(m), "draft") for m in ("A S1 1", "B S10 1+4", "C W9 4")]
        wish = say_decision(parse("A S7 1+w"), "draft")
    assert said == [stand, lie, raise_]
    assert wish == {"en": "puts a standing gaucho on the spotted 7 for 1+WISH die",
                    "es": "pone un gaucho de pie en la manchada 7 por 1+dado imaginario",
                    "fr": "pose un gaucho debout sur le 7 tacheté pour 1+dé imaginaire",
                    "de": "stellt für 1+Wunschwürfel einen stehenden Gaucho auf Gefleckt 7"
                    }[language]


@pytest.mark.parametrize(("language", "one", "three"), [
    ("en", "keeps the golden 1", "keeps the brown 5, the golden 1 and the white 7"),
    ("es", "se queda con la dorada 1", "se queda con la parda 5, la dorada 1 y la blanca 7"),
    ("fr", "garde le 1 doré", "garde le 5 marron, le 1 doré et le 7 blanc"),
    ("de", "behält Gold 1", "behält Braun 5, Gold 1 und Weiß 7"),
])
def test_a_keep_says_each_tile_with_its_article(language: str, one: str, three: str) -> None:
    g1, w7, b5 = T.parse("G1"), T.parse("W7"), T.parse("B5")
    with use_language(language):
        assert say_decision(Keep(herds=((g1,),)), "keep") == one
        assert say_decision(Keep(herds=((g1,), (w7,), (b5,))), "keep") == three


def test_a_seat_is_told_no_hidden_tile() -> None:
    """Covering tiles, tiles drawn face down and another player's secret keep are said
    without their tiles, as the narration does (R-COMP-8, R-COMP-14, R-PRELIM-2)."""
    game = gaucho.Game.new(players=3, seed=5, draws="chance")
    with use_language("en"):
        for step in game.history:
            kind = step.action.kind
            text = say_step(step, 0, gaucho.state.Phase.KEEP)
            if kind == "cover" or (kind == "draw" and not any(
                    e.kind == "tile_drawn" for e in step.events)):
                assert "face down" in text and "the" not in text.split(": ", 1)[1].split()
        keeps = [s for s in game.history if s.action.kind == "keep" and s.player != 0]
        for step in keeps:
            assert "face down" in say_step(step, 0, gaucho.state.Phase.KEEP)


# ------------------------------------------------------------------ the Play tab
@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_the_play_tab_says_moves_in_words(language: str) -> None:
    """History, narration and live region of the Play tab after some moves: no notation
    keyword, no tile code; the list of legal actions reads in words too."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import PlayWidget

    view = PlayWidget(players=3, seed=7, bots="random", language=language)
    for _move in range(8):  # the coach's move, chosen from the list and played
        action = view.controller.hint()
        if action is None:
            break
        groups = view._groups()
        view.group_pick.value = next(g for g, texts in groups.items() if str(action) in texts)
        view.action_pick.value = str(action)
        view.play_button.click()
    assert len(view.controller.game.history) > 12
    texts = [*map(str, view.history.options), str(view.narration.value),
             str(view.board.announce), *map(str, view.group_pick.options),
             *(label for label, _value in view.action_pick.options)]
    for text in texts:
        assert not notation_words(text), text
        assert not CODE.search(re.sub(r"R-[A-Z]+-\d+", "", text)), text


# ------------------------------------------------------------------ the Rules tab
@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_the_rules_tab_says_its_sources_in_words(language: str) -> None:
    """"Sources: the project's ruling", not "Sources: RULING": the basis tags are only in
    the small note beside the words (class ``gaucho-notation``)."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import ExplorerApp
    from test_widgets_translated import shown

    app = ExplorerApp(seed=7, language=language)
    app.rules.search_box.value = "STEAL"
    texts = [text for _where, text in shown(app.rules, leave_out=frozenset({"gaucho-notation"}))]
    assert texts
    tags = re.compile(r"\b(?:ES|FR|PT|ASSUMED|RULING|DIG:[A-Z0-9-]+)\b")
    assert not [t for t in texts if tags.search(t)]
    from gaucho.widgets.rules import rule_card

    from gaucho import rules

    with use_language(language):  # the tags are there, small, beside the words
        card = rule_card(rules.get("R-STEAL-3"))
    assert '<small class="gaucho-rules-card-basis gaucho-notation">[RULING]</small>' in card


# ------------------------------------------------------------------ exercises
@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
def test_exercise_moves_are_offered_in_words(language: str) -> None:
    """"takes 5 and 6 …", not "take 5 6": the options read in words, their values stay
    the notation the exercise judges."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.exercise import ExerciseWidget

    from gaucho import examples
    from gaucho.exercises import PickMove

    game = examples.load("EX-DICE-SPLIT").game()
    view = ExerciseWidget(PickMove("t-words", game, "Pay for the golden 6.",
                                   ["A G6 4+6", "A G6 6", "end"]), language=language)
    labels = [label for label, value in view.input.options if value]
    assert [value for _label, value in view.input.options] == ["", "A G6 4+6", "A G6 6", "end"]
    for label in labels:
        assert not notation_words(label) and not CODE.search(label), label
    with use_language(language):
        assert labels[1] == say_decision(gaucho.actions.parse("A G6 6"), game.phase)
    assert view.answer("A G6 6").correct
