"""A drill's question reads as a sentence in each language: the name an Action Area goes
by is put where the grammar of the language takes it (German: "nach der Aktion „...“",
the area's name in the nominative, not bent after a preposition)."""

from __future__ import annotations

import random

import pytest

from gaucho import drills
from gaucho.i18n import use_language

NB = "\u00a0"  # French: a no-break space inside « »

#: How the Steppe variant of the "round without dice" drill names the area, by language:
#: by its short name, quoted, as the action it is ("after the “STEPPE” action", not the
#: awkward "after STEPPE"), as the board and the choices of the other drills name it.
AFTER_THE_AREA = {
    "en": "while the Steppe is refilled after the “STEPPE” action",
    "es": "mientras se repone la Estepa después de la acción «ESTEPA»",
    "fr": f"pendant que la Steppe est complétée après l'action «{NB}STEPPE{NB}»",
    "de": "während die Steppe nach der Aktion „STEPPE“ aufgefüllt wird",
}


@pytest.mark.parametrize("language", sorted(AFTER_THE_AREA))
def test_the_steppe_drill_names_the_area_grammatically(language: str) -> None:
    with use_language(language):
        questions = [drills.rounds_after_trigger("t", random.Random(seed)).question
                     for seed in range(12)]
    said = [q for q in questions if AFTER_THE_AREA[language] in q]
    assert said, questions  # some seeds ask about the Steppe, the others about the pastures
