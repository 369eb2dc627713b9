"""Refusals that were still in Python's English words (or named the wrong field): each now
says what is wrong in the current language."""

from __future__ import annotations

from typing import Any

import pytest

import gaucho
from gaucho import examples, studies
from gaucho.errors import GauchoError, InvalidPosition, SimulationError, UnknownLanguage
from gaucho.i18n import check_language, format_number, use_language
from gaucho.workshop.metrics import percent


def said(lang: str, fn: Any, *args: Any, error: type[BaseException] = GauchoError) -> str:
    with use_language(lang):
        with pytest.raises(error) as info:
            fn(*args)
        return str(info.value)  # some errors are read in the language current when read


# ------------------------------------------------------------ unknown language
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "language: 'xx' is not a language gaucho speaks; choose one of en, es, fr, de"),
    ("es", "language: 'xx' no es un idioma que gaucho hable; elija uno de en, es, fr, de"),
    ("fr", "language\xa0: 'xx' n'est pas une langue que gaucho parle\u202f; choisissez parmi "
           "en, es, fr, de"),
    ("de", "language: 'xx' ist keine Sprache, die gaucho spricht; wählen Sie eine von en, es, "
           "fr, de"),
])
def test_unknown_language_in_the_current_language(lang: str, text: str) -> None:
    assert said(lang, check_language, "xx", error=UnknownLanguage) == text


# ------------------------------------------------------------ unknown example
@pytest.mark.parametrize(("lang", "start"), [
    ("en", "unknown example 'EX-NOPE'; the examples are: EX-"),
    ("es", "ejemplo desconocido 'EX-NOPE'; los ejemplos son: EX-"),
])
def test_unknown_example_in_the_current_language(lang: str, start: str) -> None:
    assert said(lang, examples.load, "EX-NOPE", error=examples.ExampleError).startswith(start)


def test_example_id_not_text_and_unknown_variation_in_spanish() -> None:
    assert said("es", examples.load, 5) == "un ID de ejemplo es un texto como 'EX-SORT', no int"
    scenario = examples.load("EX-SORT")
    text = said("es", scenario.line, "nope")
    assert text.startswith("EX-SORT no tiene la variante 'nope' (")


# ------------------------------------------------------------ text that is not JSON
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "the save is not valid JSON (line 1, column 1): a value (text in double quotes, a "
           "number, true, false, null, a list or an object) is missing or misspelled there"),
    ("es", "la partida guardada no es JSON válido (línea 1, columna 1): ahí falta un valor (un "
           "texto entre comillas dobles, un número, true, false, null, una lista o un objeto) "
           "o está mal escrito"),
])
def test_a_save_that_is_not_json(lang: str, text: str) -> None:
    assert said(lang, gaucho.Game.from_json, "not json", error=InvalidPosition) == text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "the position is not valid JSON (line 1, column 4): the position ends before "
           "there: something follows it"),
    ("es", "la posición no es JSON válido (línea 1, columna 4): la posición termina antes de "
           "ahí: algo la sigue"),
])
def test_a_position_with_something_after_it(lang: str, text: str) -> None:
    assert said(lang, gaucho.Game.from_position, "{} {}", error=InvalidPosition) == text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "the save is not UTF-8 text: byte 2 cannot be read as UTF-8"),
    ("es", "partida guardada: no es texto UTF-8: el byte 2 no se puede leer como UTF-8"),
])
def test_a_save_that_is_not_utf8(lang: str, text: str) -> None:
    assert said(lang, gaucho.Game.from_json, b"{\xff}", error=InvalidPosition) == text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "study, field (file): the study is not UTF-8 text: byte 1 cannot be read as UTF-8"),
    ("es", "estudio, campo (archivo): estudio: no es texto UTF-8: el byte 1 no se puede leer "
           "como UTF-8"),
])
def test_a_study_that_is_not_utf8(lang: str, text: str) -> None:
    assert said(lang, studies.loads, b"\xff") == text


def test_a_study_that_is_not_json_still_says_where() -> None:
    assert said("es", studies.loads, "{} {}") == (
        "estudio, campo (archivo): el estudio no es JSON válido (línea 1, columna 4): el "
        "estudio termina antes de ahí: algo lo sigue")


# ------------------------------------------------------------ the seat of a view
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "seat must be a seat number 0..1, or None for the whole table, not 5"),
    ("es", "seat debe ser un número de asiento 0..1, o None para toda la mesa, no 5"),
])
def test_view_names_its_seat(lang: str, text: str) -> None:
    g = gaucho.Game.new(2, 1)
    assert said(lang, g.view, 5, error=InvalidPosition) == text
    assert said(lang, g.view, "a", error=InvalidPosition) == text.replace("not 5", "not 'a'"
                                                                           ).replace("no 5",
                                                                                     "no 'a'")


def test_observation_names_its_player() -> None:
    g = gaucho.Game.new(2, 1)
    assert said("en", g.observation, 5) == "player must be a seat number 0..1, not 5"


# ------------------------------------------------------------ a percentage of text
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "percent: the share must be a number such as 0.38, not 'a' (str)"),
    ("es", "percent: la proporción debe ser un número como 0.38, no 'a' (str)"),
])
def test_percent_of_text(lang: str, text: str) -> None:
    assert said(lang, percent, "a", error=SimulationError) == text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "format_number: value must be a number, not 'a' (str)"),
    ("es", "format_number: value debe ser un número, no 'a' (str)"),
])
def test_format_number_names_the_value(lang: str, text: str) -> None:
    assert said(lang, format_number, "a") == text
