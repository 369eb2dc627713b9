"""Spanish names a tile one way: the game's way (H18).

The game says a tile in Spanish "la parda 10", "la blanca 11" (:func:`gaucho.tiles.words`),
but the Spanish lessons and some catalog entries said "el 10 pardo", "la 11 blanca", "un 9
pardo": a student read both forms in one lesson. The lessons' words (text cells and the
prose string literals of code cells) and every Spanish msgstr now name one tile as the game
does, with the article read right after a preposition ("de la negra 3", "en la blanca 11").
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from gaucho import tiles
from gaucho.explorer.guided import FIRST_GAME
from gaucho.i18n import _, use_language

ROOT = Path(__file__).resolve().parents[1]
PO = ROOT / "gaucho" / "locale" / "es" / "LC_MESSAGES" / "gaucho.po"
LESSONS = ROOT / "notebooks" / "src" / "es"
#: The rulebook notebook is generated from gaucho/data/RULES.es.md (tools/rulebook_notebook.py):
#: its words are the rulebook's, not a lesson's.
GENERATED = frozenset({"rules.py"})

_COLOUR = r"(?:pard|dorad|negr|blanc|manchad)[oa]s?"
#: The old forms: a number before its colour ("el 10 pardo", "la 11 blanca", "un 5 blanco",
#: "los 4 negros"), and the colour in the masculine before the number ("el pardo 10").
OLD = re.compile(rf"\b\d{{1,2}}\s+{_COLOUR}\b|\b(?:el|del|al|un)\s+{_COLOUR}\s+\d{{1,2}}", re.I)
#: A tile in English in a msgid ("the black 8"), not a herd's list ("white 4, 7").
ENGLISH_TILE = re.compile(r"\b(brown|golden|black|white|spotted) (\d{1,2})\b(?!,\s*\d)")
LETTER = {"brown": "B", "golden": "G", "black": "K", "white": "W", "spotted": "S"}


def _catalog() -> dict[str, str]:
    """msgid -> msgstr of the Spanish catalog (plural forms joined), read with the standard
    library: quoted lines after ``msgid`` / ``msgstr`` are joined as gettext does."""
    entries: dict[str, str] = {}
    msgid: list[str] = []
    msgstr: list[str] = []
    current: list[str] | None = None

    def flush() -> None:
        if msgid or msgstr:
            entries["".join(msgid)] = "".join(msgstr)

    for line in PO.read_text(encoding="utf-8").splitlines():
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [], []
            current = msgid
            line = line[len("msgid "):]
        elif line.startswith("msgid_plural "):
            current = None  # the English plural is not needed
            continue
        elif line.startswith("msgstr"):
            current = msgstr
            if msgstr:
                msgstr.append(" | ")
            line = line.split(" ", 1)[1]
        elif not line.startswith('"'):
            current = None
            continue
        if current is not None:
            current.append(ast.literal_eval(line))
    flush()
    entries.pop("", None)  # the header
    return entries


def _lesson_words(path: Path) -> list[str]:
    """The words of a lesson a student reads: its text cells and its code cells' prose
    string literals (exercise questions, printed labels)."""
    pytest.importorskip("jupytext")
    sys.path.insert(0, str(ROOT / "tools"))
    import build_notebooks as bn

    words = []
    for cell in bn.parse_source(path.read_text(encoding="utf-8")):
        if cell["cell_type"] == "markdown":
            words.append(cell["source"])
        else:
            words.extend(node.value for node in ast.walk(ast.parse(cell["source"]))
                         if isinstance(node, ast.Constant) and isinstance(node.value, str))
    return words


def _old_forms(text: str) -> list[str]:
    return [m.group(0) for m in OLD.finditer(re.sub(r"\s+", " ", text))]


def test_the_game_names_each_breed_this_way() -> None:
    with use_language("es"):
        said = [tiles.words(tiles.parse(code)) for code in ("B10", "W11", "G7", "K8", "S5")]
    assert said == ["la parda 10", "la blanca 11", "la dorada 7", "la negra 8",
                    "la manchada 5"]


def test_the_old_forms_are_told_from_the_games_form() -> None:
    old = ["en el 10 pardo", "es la 11 blanca", "recolecta un 9 pardo y un 5 pardo",
           "del 3 negro", "por el 6\ndorado", "los 4 negros", "en el pardo 10"]
    assert [_old_forms(text) for text in old] == [
        ["10 pardo"], ["11 blanca"], ["9 pardo", "5 pardo"], ["3 negro"], ["6 dorado"],
        ["4 negros"], ["el pardo 10"]]
    for fine in ["en la parda 10", "de la negra 3", "la parda 9 y la parda 5",
                 "la manada blanca 3, 6, 9", "blanca 4, 7; negra 10, 6; parda 2, 7, 12",
                 "`A W11 5`", "a la blanca 11", "la manada parda", "tu blanca 3"]:
        assert _old_forms(fine) == [], fine


def test_no_spanish_msgstr_names_a_tile_the_old_way() -> None:
    catalog = _catalog()
    assert len(catalog) > 1000  # the catalog was read
    found = {msgid: _old_forms(msgstr) for msgid, msgstr in catalog.items()}
    assert {msgid: old for msgid, old in found.items() if old} == {}


def test_a_tile_named_in_english_is_named_as_the_game_names_it_in_spanish() -> None:
    """"the black 8" of a msgid is "la negra 8" in its msgstr ("tu negra 8" after "your")."""
    missing, named = [], set()
    with use_language("es"):
        for msgid, msgstr in _catalog().items():
            for match in ENGLISH_TILE.finditer(msgid):
                said = tiles.words(tiles.parse(LETTER[match[1]] + match[2]))
                named.add(said)
                if said not in msgstr and f"tu {said.removeprefix('la ')}" not in msgstr:
                    missing.append((msgid, said, msgstr))
    assert missing == []
    assert {"la negra 8", "la blanca 9", "la parda 5", "la negra 11", "la negra 4",
            "la blanca 8", "la dorada 12", "la manchada 11"} <= named


def test_the_guided_game_names_its_tiles_as_the_game_does() -> None:
    with use_language("es"):
        said = {step.move: _(step.say) for step in FIRST_GAME if step.say}
        why = {step.move: _(step.why) for step in FIRST_GAME if step.why}
    assert said["A K8 4+4"] == "Paga 4+4 por un gaucho de pie en la negra 8 (en P1)."
    assert said["B W9 4"] == "Paga un 4 por un gaucho acostado en la blanca 9 (en P1)."
    assert said["A B5 5"] == "Paga un 5 por un gaucho de pie en la parda 5 (en P1)."
    assert said["B K11 5"] == "Paga el otro 5 por un gaucho acostado en la negra 11 (en P3)."
    assert said["add K8"] == ("P1 está completo: tus tres gauchos de pie vuelven a casa con sus "
                              "fichas. Añade primero la negra 8 a tus manadas.")
    assert said["add W9"] == "Añade la blanca 9: se une a tu blanca 3."
    assert said["add B5"] == "Añade la parda 5: empieza una manada parda."
    assert said["A K4 4"] == "Paga un 4 por un gaucho de pie en la negra 4 (en P4)."
    assert said["B W8 4"] == "Paga el otro 4 por un gaucho acostado en la blanca 8 (en P2)."
    assert said["add K4"] == ("Añade la negra 4: no encaja en tu manada negra ascendente K1 K8, "
                              "así que esa manada se vende en el acto.")
    assert why["take 5 5"] == "Un 5 paga la parda 5, la última ficha de P1 sin gaucho."
    assert why["A K4 4"] == ("Los gauchos acostados de Azul ocupan W10 y K3, así que tu gaucho "
                             "completa P4: recolectarás la negra 4.")


@pytest.mark.parametrize("lesson", sorted(p.name for p in LESSONS.glob("*.py")
                                          if p.name not in GENERATED))
def test_no_spanish_lesson_names_a_tile_the_old_way(lesson: str) -> None:
    words = _lesson_words(LESSONS / lesson)
    assert words  # the lesson was read
    assert [old for text in words for old in _old_forms(text)] == []


def test_the_lessons_name_tiles_as_the_game_does() -> None:
    """Some of the sentences that said "el 10 pardo", word for word."""
    tour = " ".join(_lesson_words(LESSONS / "00-tour.py"))
    assert "`W11` es la blanca 11." in tour
    assert "Rojo gasta 4 + 6 en la parda 10 y termina su turno" in tour
    assert "con el 4 se lleva la negra 4, de pie, y el 1 es el número pequeño de la negra 3," \
        in re.sub(r"\s+", " ", tour)
    rounds = re.sub(r"\s+", " ", " ".join(_lesson_words(LESSONS / "05-end-of-round.py")))
    assert "recolecta la blanca 3, la negra 5 y la parda 9." in rounds
    assert "recolecta la parda 9 y la parda 5." in rounds
    turn = " ".join(_lesson_words(LESSONS / "03-turn.py"))
    assert "Paga un gaucho acostado en la dorada 9." in turn
