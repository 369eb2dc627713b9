"""Puzzles misused: a saved progress that is not one, answers that are not actions, and the
dashboard's labels in the language of the student."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from gaucho.errors import InvalidAction
from gaucho.explorer.puzzles import dashboard_html
from gaucho.i18n import _, set_language, use_language
from gaucho.puzzles import CONCEPTS, load
from gaucho.puzzles.progress import BadProgress, Progress

PUZZLES = load()


@pytest.fixture
def spanish() -> Iterator[None]:
    set_language("es")
    try:
        yield
    finally:
        set_language("en")


def _saved(**changes: Any) -> str:
    """A saved progress with one puzzle tried, some fields changed (None: left out)."""
    data = json.loads(Progress().to_json())
    data["attempts"] = {"p1": {"tries": 1, "first": True, "solved": True}}
    data["puzzles"] = {"p1": [1400.0, 200.0, 0.06]}
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


# (text, {language: message}) -- every field a saved progress has, and the text itself
CASES: list[tuple[Any, dict[str, str]]] = [
    ("[]", {
        "en": "puzzle progress must be a JSON object, not []",
        "es": "el progreso de problemas debe ser un objeto JSON, no []",
        "fr": "la progression des problèmes doit être un objet JSON, pas []",
        "de": "der Aufgabenfortschritt muss ein JSON-Objekt sein, nicht []"}),
    ("{", {
        "en": "puzzle progress is not valid JSON (line 1, column 2)",
        "es": "el progreso de problemas no es JSON válido (línea 1, columna 2)",
        "fr": "la progression des problèmes n'est pas du JSON valide (ligne 1, colonne 2)",
        "de": "der Aufgabenfortschritt ist kein gültiges JSON (Zeile 1, Spalte 2)"}),
    ("not json", {
        "en": "puzzle progress is not valid JSON (line 1, column 1)",
        "es": "el progreso de problemas no es JSON válido (línea 1, columna 1)",
        "fr": "la progression des problèmes n'est pas du JSON valide (ligne 1, colonne 1)",
        "de": "der Aufgabenfortschritt ist kein gültiges JSON (Zeile 1, Spalte 1)"}),
    (b"\xff", {
        "en": "puzzle progress is not valid JSON",
        "es": "el progreso de problemas no es JSON válido",
        "fr": "la progression des problèmes n'est pas du JSON valide",
        "de": "der Aufgabenfortschritt ist kein gültiges JSON"}),
    (5, {
        "en": "puzzle progress must be a JSON text, not int",
        "es": "el progreso de problemas debe ser un texto JSON, no int",
        "fr": "la progression des problèmes doit être un texte JSON, pas int",
        "de": "der Aufgabenfortschritt muss ein JSON-Text sein, nicht int"}),
    (_saved(format=None), {
        "en": "puzzle progress: 'format' is missing",
        "es": "progreso de problemas: falta 'format'",
        "fr": "progression des problèmes\xa0: 'format' manque",
        "de": "Aufgabenfortschritt: 'format' fehlt"}),
    (_saved(format="x"), {
        "en": "puzzle progress: 'format' must be \"gaucho-puzzle-progress\", not \"x\"",
        "es": "progreso de problemas: 'format' debe ser \"gaucho-puzzle-progress\", no \"x\"",
        "fr": "progression des problèmes\xa0: 'format' doit être \"gaucho-puzzle-progress\", "
              "pas \"x\"",
        "de": "Aufgabenfortschritt: 'format' muss \"gaucho-puzzle-progress\" sein, "
              "nicht \"x\""}),
    (_saved(version=True), {
        "en": "puzzle progress: 'version' must be 1, not true",
        "es": "progreso de problemas: 'version' debe ser 1, no true",
        "fr": "progression des problèmes\xa0: 'version' doit être 1, pas true",
        "de": "Aufgabenfortschritt: 'version' muss 1 sein, nicht true"}),
    (_saved(attempts=None), {
        "en": "puzzle progress: 'attempts' is missing",
        "es": "progreso de problemas: falta 'attempts'",
        "fr": "progression des problèmes\xa0: 'attempts' manque",
        "de": "Aufgabenfortschritt: 'attempts' fehlt"}),
    (_saved(attempts=[]), {
        "en": "puzzle progress: 'attempts' must be an object, not []",
        "es": "progreso de problemas: 'attempts' debe ser un objeto, no []",
        "fr": "progression des problèmes\xa0: 'attempts' doit être un objet, pas []",
        "de": "Aufgabenfortschritt: 'attempts' muss ein Objekt sein, nicht []"}),
    (_saved(attempts={"p1": {"tries": "3", "first": None, "solved": False}}), {
        "en": "puzzle progress: 'attempts.p1.tries' must be a whole number from 0 up, "
              "not \"3\"",
        "es": "progreso de problemas: 'attempts.p1.tries' debe ser un número entero desde 0, "
              "no \"3\"",
        "fr": "progression des problèmes\xa0: 'attempts.p1.tries' doit être un nombre entier à "
              "partir de 0, pas \"3\"",
        "de": "Aufgabenfortschritt: 'attempts.p1.tries' muss eine ganze Zahl ab 0 sein, "
              "nicht \"3\""}),
    (_saved(attempts={"p1": {"tries": 1, "first": 1, "solved": True}}), {
        "en": "puzzle progress: 'attempts.p1.first' must be true, false or null, not 1",
        "es": "progreso de problemas: 'attempts.p1.first' debe ser true, false o null, no 1",
        "fr": "progression des problèmes\xa0: 'attempts.p1.first' doit être true, false ou "
              "null, pas 1",
        "de": "Aufgabenfortschritt: 'attempts.p1.first' muss true, false oder null sein, "
              "nicht 1"}),
    (_saved(attempts={"p1": {"tries": 1, "first": True, "solved": "yes"}}), {
        "en": "puzzle progress: 'attempts.p1.solved' must be true or false, not \"yes\"",
        "es": "progreso de problemas: 'attempts.p1.solved' debe ser true o false, no \"yes\"",
        "fr": "progression des problèmes\xa0: 'attempts.p1.solved' doit être true ou false, "
              "pas \"yes\"",
        "de": "Aufgabenfortschritt: 'attempts.p1.solved' muss true oder false sein, "
              "nicht \"yes\""}),
    (_saved(attempts={"p1": {"tries": 1, "first": True}}), {
        "en": "puzzle progress: 'attempts.p1.solved' is missing",
        "es": "progreso de problemas: falta 'attempts.p1.solved'",
        "fr": "progression des problèmes\xa0: 'attempts.p1.solved' manque",
        "de": "Aufgabenfortschritt: 'attempts.p1.solved' fehlt"}),
    (_saved(rating=[1500, 0, 0.06]), {
        "en": "puzzle progress: 'rating' must be a list of 3 numbers (the rating, its "
              "deviation above 0, its volatility above 0), not [1500, 0, 0.06]",
        "es": "progreso de problemas: 'rating' debe ser una lista de 3 números (el nivel, su "
              "desviación mayor que 0, su volatilidad mayor que 0), no [1500, 0, 0.06]",
        "fr": "progression des problèmes\xa0: 'rating' doit être une liste de 3 nombres (le "
              "classement, son écart supérieur à 0, sa volatilité supérieure à 0), "
              "pas [1500, 0, 0.06]",
        "de": "Aufgabenfortschritt: 'rating' muss eine Liste aus 3 Zahlen (die Wertung, ihre "
              "Abweichung über 0, ihre Volatilität über 0) sein, nicht [1500, 0, 0.06]"}),
    (_saved(puzzles={"p1": "NaN"}), {
        "en": "puzzle progress: 'puzzles.p1' must be a list of 3 numbers (the rating, its "
              "deviation above 0, its volatility above 0), not \"NaN\"",
        "es": "progreso de problemas: 'puzzles.p1' debe ser una lista de 3 números (el nivel, "
              "su desviación mayor que 0, su volatilidad mayor que 0), no \"NaN\"",
        "fr": "progression des problèmes\xa0: 'puzzles.p1' doit être une liste de 3 nombres (le "
              "classement, son écart supérieur à 0, sa volatilité supérieure à 0), "
              "pas \"NaN\"",
        "de": "Aufgabenfortschritt: 'puzzles.p1' muss eine Liste aus 3 Zahlen (die Wertung, "
              "ihre Abweichung über 0, ihre Volatilität über 0) sein, nicht \"NaN\""}),
    (_saved(puzzles={"p1": [1500, 350, float("inf")]}), {
        "en": "puzzle progress: 'puzzles.p1' must be a list of 3 numbers (the rating, its "
              "deviation above 0, its volatility above 0), not [1500, 350, Infinity]",
        "es": "progreso de problemas: 'puzzles.p1' debe ser una lista de 3 números (el nivel, "
              "su desviación mayor que 0, su volatilidad mayor que 0), no [1500, 350, Infinity]",
        "fr": "progression des problèmes\xa0: 'puzzles.p1' doit être une liste de 3 nombres (le "
              "classement, son écart supérieur à 0, sa volatilité supérieure à 0), "
              "pas [1500, 350, Infinity]",
        "de": "Aufgabenfortschritt: 'puzzles.p1' muss eine Liste aus 3 Zahlen (die Wertung, "
              "ihre Abweichung über 0, ihre Volatilität über 0) sein, "
              "nicht [1500, 350, Infinity]"}),
    (_saved(puzzles=None), {
        "en": "puzzle progress: 'puzzles' is missing",
        "es": "progreso de problemas: falta 'puzzles'",
        "fr": "progression des problèmes\xa0: 'puzzles' manque",
        "de": "Aufgabenfortschritt: 'puzzles' fehlt"}),
]


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
@pytest.mark.parametrize(("text", "messages"), CASES, ids=[str(i) for i in range(len(CASES))])
def test_a_progress_that_is_not_one_names_the_field(text: Any, messages: dict[str, str],
                                                    language: str) -> None:
    with use_language(language), pytest.raises(BadProgress) as caught:
        Progress.from_json(text)
    assert str(caught.value) == messages[language]


def test_the_brief_s_example_in_spanish(spanish: None) -> None:
    with pytest.raises(BadProgress) as caught:
        Progress.from_json("[]")
    assert str(caught.value) == "el progreso de problemas debe ser un objeto JSON, no []"


def test_a_saved_progress_still_reads_back() -> None:
    me = Progress()
    p = me.next_puzzle(PUZZLES)
    me.answer(p, p.answers[0])
    again = Progress.from_json(me.to_json())
    assert again.to_json() == me.to_json() and again.attempts == me.attempts
    assert Progress.from_json(_saved()).attempts == {
        "p1": {"tries": 1, "first": True, "solved": True}}
    assert Progress.from_json(_saved().encode()).puzzle_ratings["p1"].rating == 1400.0


@pytest.mark.parametrize("thing", [5, None, 1.5, ("keep", "S3")])
def test_what_is_not_an_action_is_refused_as_game_apply_refuses_it(thing: Any) -> None:
    p = PUZZLES[0]
    me = Progress()
    expected = f"{thing!r} is not an action"
    for call in (lambda: me.answer(p, thing), lambda: p.accepts(thing),
                 lambda: p.cost(thing)):
        with pytest.raises(InvalidAction) as caught:
            call()
        assert str(caught.value) == expected
    assert me.attempts == {} and me.rating.rating == 1500  # nothing recorded
    with use_language("es"), pytest.raises(InvalidAction) as caught:
        p.accepts(5)
    assert str(caught.value) == "5 no es una acción"


def test_text_answers_are_still_read_as_actions() -> None:
    p = PUZZLES[0]
    assert p.accepts(p.answers[0]) and p.cost(p.answers[0]) == 0.0
    assert Progress().answer(p, p.answers[0]).correct


def _tried() -> Progress:
    me = Progress()
    for p in PUZZLES[:6]:
        me.answer(p, p.answers[0])
    return me


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
def test_the_dashboard_labels_read_in_the_language(language: str) -> None:
    me = _tried()
    with use_language(language):
        rows = me.dashboard(PUZZLES)
        html = dashboard_html(me, PUZZLES)
        wanted = [_(CONCEPTS[r.concept].label) for r in rows]
    assert rows and [r.label for r in rows] == wanted
    if language != "en":  # not the English source
        assert all(r.label != CONCEPTS[r.concept].label for r in rows)
    for r in rows:
        assert f"<td>{r.label}</td>" in html


def test_the_dashboard_label_in_spanish_exactly() -> None:
    me = Progress()
    forced = next(p for p in PUZZLES if p.concepts[0] == "avoid_forced_sale")
    me.answer(forced, forced.answers[0])
    with use_language("es"):
        rows = {r.concept: r.label for r in me.dashboard(PUZZLES)}
    assert rows["avoid_forced_sale"] == "Evitar una venta forzosa"
