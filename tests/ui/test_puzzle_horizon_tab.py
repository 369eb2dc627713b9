"""The Puzzles tab says what its figures are: a puzzle whose play-outs stopped 16 decisions
after the turn (tiles left to draw) says the worth there, one whose play-outs all reached
the end of the game (the draw pile empty) says Pesos at the end; shown in the feedback and
said by the board's live region.  Exact words in the four languages (no browser)."""

from __future__ import annotations

from html import escape

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.puzzles import PuzzlesTab  # noqa: E402

import gaucho.puzzles as puzzles  # noqa: E402
from gaucho.actions import parse  # noqa: E402
from gaucho.explorer.puzzles import PuzzleController  # noqa: E402

PUZZLES = {p.id: p for p in puzzles.load()}

#: (puzzle, move) -> what the tab says, per language.  7c8639ede854: 18 tiles left to draw,
#: horizon 16; dd5348202a9e: the draw pile empty, horizon None.
SAID = {
    ("7c8639ede854", "take 6 6"): {
        "en": ("Right: “takes 6 and 6 from the Dice Rodeo” [R-TURN-1]. The coach finds it "
               "worth 69.6 Pesos on average 16 decisions after it, 11.8 more than the next "
               "best, “takes 1 and 6 from the Dice Rodeo”"),
        "es": ("Correcto: «elige 6 y 6 del Rodeo de dados» [R-TURN-1]. Según el entrenador, "
               "vale de media 69,6 Pesos 16 decisiones después de ella, 11,8 más que la "
               "siguiente mejor, «elige 1 y 6 del Rodeo de dados»"),
        "fr": ("Exact\xa0: «\xa0prend 6 et 6 dans le Rodéo de dés\xa0» [R-TURN-1]. Selon "
               "l'entraîneur, ce coup vaut en moyenne 69,6 Pesos 16 décisions après lui, 11,8 "
               "de plus que le suivant, «\xa0prend 1 et 6 dans le Rodéo de dés\xa0»"),
        "de": ("Richtig: „nimmt 6 und 6 aus dem Würfelrodeo“ [R-TURN-1]. Laut Trainer ist "
               "dieser Zug im Schnitt 69,6 Pesos wert, 16 Entscheidungen danach, 11,8 mehr als "
               "der nächstbeste, „nimmt 1 und 6 aus dem Würfelrodeo“"),
    },
    ("dd5348202a9e", "take 2 3"): {
        "en": ("Not this one: “takes 2 and 3 from the Dice Rodeo” [R-TURN-1], and gives up 6.0 "
               "Pesos on average at the end. Try again"),
        "es": ("Esta no: «elige 2 y 3 del Rodeo de dados» [R-TURN-1] y pierde de media 6,0 "
               "Pesos al final. Inténtalo de nuevo"),
        "fr": ("Pas celui-ci\xa0: «\xa0prend 2 et 3 dans le Rodéo de dés\xa0» [R-TURN-1] et "
               "perd en moyenne 6,0 Pesos à la fin. Réessayez"),
        "de": ("Nicht dieser: „nimmt 2 und 3 aus dem Würfelrodeo“ [R-TURN-1] verschenkt am "
               "Ende im Schnitt 6,0 Pesos. Versuch es noch einmal"),
    },
    ("dd5348202a9e", "take 3 3"): {
        "en": ("Right: “takes 3 and 3 from the Dice Rodeo” [R-TURN-1]. The coach expects 167.0 "
               "Pesos at the end after it, 6.0 more than after the next best, “takes 2 and 3 "
               "from the Dice Rodeo”"),
        "es": ("Correcto: «elige 3 y 3 del Rodeo de dados» [R-TURN-1]. Tras ella, el "
               "entrenador espera 167,0 Pesos al final, 6,0 más que tras la siguiente mejor, "
               "«elige 2 y 3 del Rodeo de dados»"),
        "fr": ("Exact\xa0: «\xa0prend 3 et 3 dans le Rodéo de dés\xa0» [R-TURN-1]. Après ce "
               "coup, l'entraîneur prévoit 167,0 Pesos à la fin, 6,0 de plus qu'après le "
               "suivant, «\xa0prend 2 et 3 dans le Rodéo de dés\xa0»"),
        "de": ("Richtig: „nimmt 3 und 3 aus dem Würfelrodeo“ [R-TURN-1]. Danach erwartet der "
               "Trainer am Ende 167,0 Pesos, 6,0 mehr als nach dem nächstbesten, „nimmt 2 und "
               "3 aus dem Würfelrodeo“"),
    },
}


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
@pytest.mark.parametrize(("puzzle_id", "move"), sorted(SAID))
def test_the_tab_says_what_its_figures_are(puzzle_id: str, move: str, language: str) -> None:
    t = PuzzlesTab(language=language)
    t._use(PuzzleController(puzzles=[PUZZLES[puzzle_id]]))
    t.refresh()
    for token in t.controller.input.clicks_for(parse(move)):
        t.board.click(token)
        if t.controller.feedback is not None:  # (die 2 of 2, 3, 3 already says "take 2 3")
            break
    assert str(t.controller.feedback.action) == move
    said = SAID[puzzle_id, move][language]
    assert t.board.announce == said
    # shown with its rule IDs made explanations: the words before them and after them
    before, after = said.split(" [R-TURN-1]")
    assert t.feedback.value.count(escape(before)) == 1
    assert t.feedback.value.endswith(escape(after) + "</pre>")
