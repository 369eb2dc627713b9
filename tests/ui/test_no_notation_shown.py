"""No text a person reads in the app, in es/fr/de, holds the move notation or an internal
key (issue 24 item 8): every tab after a few steps (Play after some moves, the steppers
after steps, the Rules tab after a search, ...), its words read by
:func:`test_widgets_translated.shown` but for the notation's small secondary form (class
``gaucho-notation``).

The keywords are the notation's own verbs (:data:`gaucho.actions.VERBS`, from the
registry) and the flow's phase keys (:data:`gaucho.flow.PHASES`): never a hand list.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from helpers import notation_in as find_notation  # noqa: E402
from test_widgets_translated import shown  # noqa: E402

from gaucho import actions  # noqa: E402
from gaucho.flow import PHASES  # noqa: E402

LANGUAGES = ("es", "fr", "de")
TABS = ("setup", "prelim", "examples", "play", "phases", "workshop", "first_game", "rules",
        "puzzles", "editor", "studies")
#: Where a lone verb ("end") reads as a move in the tabs: a whole text, after "Red: ", in
#: quotes.
_ALONE_BEFORE = (":", "'", '"', "“", "‘", "(")


def notation_in(text: str) -> list[str]:
    """The notation in ``text`` (:func:`helpers.notation_in`, the tabs' quotes)."""
    return find_notation(text, _ALONE_BEFORE)


def phase_keys_in(text: str) -> list[str]:
    """The flow's phase keys shown as such: ``(keep)``, ``setup_draw · chance``, ``fase
    keep``, or any key with an underscore."""
    found = []
    for key in PHASES:
        shown_as_key = (rf"\({key}\)|(?<![\w-]){key} ·|\b(?:phase|fase|Phase) {key}\b"
                        + (rf"|\b{key}\b" if "_" in key else ""))
        found += [m[0] for m in re.finditer(shown_as_key, text)]
    return found


def test_the_finders_find_notation_and_only_notation() -> None:
    assert notation_in("Verde: place STEAL") == ["place STEAL"]
    assert notation_in("take 5 6") == ["take 5 6"]
    assert notation_in("Rojo: end") == ["end"]
    assert notation_in("'A G6 4+6' no vale") == ["A G6 4+6"]
    assert notation_in("une place libre ; le sort de la steppe ; la fin (end)") == ["end"]
    assert notation_in("mettez un gaucho sur la place VOLER") == []
    assert sorted(phase_keys_in("Fase: Turno (turn) - fase keep; setup_draw · azar")) == [
        "(turn)", "fase keep", "setup_draw ·"]
    assert phase_keys_in("nodice_turn") == ["nodice_turn"]
    assert phase_keys_in("el turno final de la ronda") == []


def _step(view: Any, times: int) -> None:
    for _click in range(times):
        if not view.step_button.disabled:
            view.step_button.click()


def _play_some_moves(view: Any, moves: int) -> None:
    """The first move of the list, chosen and played as a person would, ``moves`` times."""
    for _move in range(moves):
        groups = view._groups()
        if not groups:
            return
        view.group_pick.value = next(iter(groups))
        options = [value for _label, value in view.action_pick.options if value]
        if not options:
            return
        view.action_pick.value = options[0]
        view.play_button.click()


def _use(app: Any) -> None:
    """Every tab opened and used a little, as a newcomer would."""
    _step(app.setup, 4)
    _step(app.prelim, 4)
    app.prelim.illegal_button.click()
    _step(app.examples, 3)
    _play_some_moves(app.play, 10)
    _step(app.phases, 6)
    app.rules.search_box.value = "STEAL"
    for tab in ("workshop", "first_game", "puzzles", "editor", "studies"):
        getattr(app, tab)  # built, as when its tab is first opened
    _answer_the_puzzle(app.puzzles)


def _answer_the_puzzle(view: Any) -> None:
    """The puzzle shown answered wrongly by clicks on its board: its feedback stays shown."""
    c = view.controller
    wrong = next(m for m in c.puzzle.values if m not in c.puzzle.answers)
    tokens = c.input.clicks_for(actions.parse(wrong))
    for token in tokens:
        view.board.click(token)
    assert c.feedback is not None and not c.feedback.correct, tokens


@pytest.fixture(scope="module", params=LANGUAGES)
def used_app(request: Any) -> Any:
    from gaucho.widgets import ExplorerApp

    app = ExplorerApp(seed=7, language=request.param)
    _use(app)
    return app


def _texts(app: Any, tab: str) -> list[tuple[str, str]]:
    view = getattr(app, tab)
    return list(shown(view, tab, leave_out=frozenset({"gaucho-notation"})))


@pytest.mark.parametrize("tab", TABS)
def test_no_tab_shows_the_notation_or_a_phase_key(used_app: Any, tab: str) -> None:
    texts = _texts(used_app, tab)
    assert texts
    bad = [(where, found, text[:120]) for where, text in texts
           for found in notation_in(text) + phase_keys_in(text)]
    assert not bad, bad


def test_the_app_around_the_tabs_names_every_tab(used_app: Any) -> None:
    """The introduction names every tab, Puzzles, Editor and Studies too."""
    intro = used_app.intro.value
    for title in used_app.titles:
        assert f"<b>{title}</b>" in intro, title
    assert not notation_in(intro) and not phase_keys_in(intro)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_puzzle_feedback_quotes_the_notation(language: str) -> None:
    """Every shipped puzzle's feedback, right and wrong (the best rival), says its moves in
    words (as :func:`gaucho.explorer.said.say_decision` does) in every language."""
    import gaucho.puzzles
    from gaucho.i18n import use_language
    from gaucho.puzzles.progress import Progress

    bad = []
    with use_language(language):
        for p in gaucho.puzzles.load():
            rivals = sorted((m for m in p.values if m not in p.answers),
                            key=lambda m: -p.values[m])
            for move in (p.answers[0], *rivals[:1]):
                text = str(Progress().answer(p, move).text)
                bad += [(p.id, found, text) for found in notation_in(text)]
    assert not bad, bad[:3]
