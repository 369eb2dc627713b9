"""The translation layer (gaucho.i18n): lazy messages, plurals, numbers, the language choice."""

from __future__ import annotations

import gettext
import pickle

import pytest

import gaucho
from gaucho import i18n
from gaucho.i18n import Message, Plural, and_list, format_number, use_language


class _Spanish(gettext.NullTranslations):
    WORDS = {"{player} takes {dice}": "{player} toma {dice}", "Red": "Rojo",
             "{first} and {last}": "{first} y {last}"}

    def gettext(self, message: str) -> str:
        return self.WORDS.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return "{n} peso" if n == 1 else "{n} pesos"


@pytest.fixture
def spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    real = i18n._translations
    monkeypatch.setattr(i18n, "_translations",
                        lambda language: _Spanish() if language == "es" else real(language))


def test_a_message_is_translated_when_read_not_when_made(spanish: None) -> None:
    m = Message("{player} takes {dice}", player=Message("Red"), dice=and_list([5, 6]))
    assert str(m) == "Red takes 5 and 6"
    with use_language("es"):
        assert str(m) == "Rojo toma 5 y 6"
        assert f"[{m}]" == "[Rojo toma 5 y 6]"
    assert m == "Red takes 5 and 6"


def test_plural_forms_follow_the_language(spanish: None) -> None:
    assert [str(Plural("{n} Peso", "{n} Pesos", n)) for n in (1, 2)] == ["1 Peso", "2 Pesos"]
    with use_language("es"):
        assert str(Plural("{n} Peso", "{n} Pesos", 1)) == "1 peso"


def test_set_language_lasts_and_use_language_overrides() -> None:
    assert gaucho.get_language() == "en"
    try:
        gaucho.set_language("fr")
        assert gaucho.get_language() == "fr"
        with use_language("de"):
            assert gaucho.get_language() == "de"
        assert gaucho.get_language() == "fr"
    finally:
        gaucho.set_language("en")


@pytest.mark.parametrize("bad", ["xx", "", None, 3, "ES"])
def test_an_unknown_language_is_refused_by_name(bad: object) -> None:
    with pytest.raises(gaucho.UnknownLanguage, match="language: .* choose one of en, es, fr, de"):
        gaucho.set_language(bad)  # type: ignore[arg-type]
    assert gaucho.get_language() == "en"


@pytest.mark.parametrize(("language", "written"), [
    ("en", "12,345.5"), ("es", "12.345,5"), ("de", "12.345,5"), ("fr", "12\u202f345,5")])
def test_numbers_are_written_the_language_way(language: str, written: str) -> None:
    with use_language(language):
        assert format_number(12345.5, 1) == written
        assert format_number(7) == "7"


def test_spanish_leaves_four_digit_numbers_ungrouped() -> None:
    with use_language("es"):
        assert (format_number(1234), format_number(-1234)) == ("1234", "-1234")


def test_and_list_of_one_or_none() -> None:
    assert (str(and_list([])), str(and_list(["W11"])), str(and_list("abc"))) == (
        "", "W11", "a, b and c")


def test_a_refusal_reads_in_the_language_current_when_shown(spanish: None) -> None:
    exc = gaucho.IllegalAction("R-TURN-1", Message("Red"), action="take 5 6")
    assert str(exc) == "illegal 'take 5 6': Red [R-TURN-1]"
    with use_language("es"):
        assert str(exc).endswith("Rojo [R-TURN-1]")
    again = pickle.loads(pickle.dumps(exc))
    assert (again.rule_id, str(again)) == ("R-TURN-1", str(exc))
