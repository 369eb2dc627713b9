"""Giving up on a puzzle, and feedback with no rival move (H11, defects 2 and 3).

* "Show the answer" (Lichess's "View the solution") says the best move in words and why,
  in the words of a right answer's feedback, shown and said by the board's live region;
  it counts as a wrong answer: the ratings after it are those after a wrong first answer
  from the same state, and a puzzle already answered (or already shown) is not counted
  again; "Next puzzle" goes on.
* A puzzle with no rival move valued says no "next best" at all (it ended with an empty
  “”).

Exact words in English and German (Python level: no browser).
"""

from __future__ import annotations

import dataclasses
from html import escape

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.puzzles import PuzzlesTab  # noqa: E402

import gaucho.puzzles as puzzles  # noqa: E402
from gaucho.explorer.puzzles import PuzzleController  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402
from gaucho.puzzles.progress import Progress  # noqa: E402

PUZZLES = {p.id: p for p in puzzles.load()}
#: The Dice Rodeo holds two 4s: "take 4 4" is the answer, "take 2 4" the next best.
DICE = PUZZLES["32eec365e0c3"]
WRONG = "take 2 4"

SHOWN = {
    "en": ("The answer: “takes 4 and 4 from the Dice Rodeo” [R-TURN-1]. The coach finds it "
           "worth 136.2 Pesos on average 16 decisions after it, 3.5 more than the next best, "
           "“takes 2 and 4 from the Dice Rodeo”"),
    "de": ("Die Lösung: „nimmt 4 und 4 aus dem Würfelrodeo“ [R-TURN-1]. Laut Trainer ist "
           "dieser Zug im Schnitt 136,2 Pesos wert, 16 Entscheidungen danach, 3,5 mehr als der "
           "nächstbeste, „nimmt 2 und 4 aus dem Würfelrodeo“"),
}
BUTTON = {"en": "Show the answer", "de": "Lösung zeigen"}


def tab(language: str) -> PuzzlesTab:
    """The tab showing the Dice Rodeo puzzle (its only one)."""
    t = PuzzlesTab(language=language)
    t._use(PuzzleController(puzzles=[DICE]))
    t.refresh()
    return t


# ------------------------------------------------------------ the button
@pytest.mark.parametrize("language", ["en", "de"])
def test_show_the_answer_says_the_best_move_and_why(language: str) -> None:
    t = tab(language)
    assert t.answer_button.description == BUTTON[language]
    assert not t.answer_button.disabled and t.board.interactive
    t.answer_button.click()
    fb = t.controller.feedback
    assert fb is not None and fb.shown and not fb.correct and fb.rated
    assert str(fb.action) == "take 4 4"
    with use_language(language):
        assert str(fb.text) == SHOWN[language]
    assert t.board.announce == SHOWN[language]  # said once by the live region
    assert t.board.message == SHOWN[language]
    # and shown beside the board (the rule ID made a link to its rule)
    before, after = SHOWN[language].split(" [R-TURN-1]")
    assert escape(before) in t.feedback.value and escape(after) in t.feedback.value
    # nothing left to click, the button is spent; the progress is kept
    assert not t.board.interactive and t.answer_button.disabled
    assert t.controller.progress.attempts == {DICE.id: {"tries": 1, "first": False,
                                                        "solved": False}}
    assert t.storage.value == t.controller.saved


def test_show_the_answer_twice_or_a_click_after_it_counts_nothing_more() -> None:
    t = tab("en")
    t.show_answer()
    saved = t.controller.saved
    t.show_answer()  # (the button is disabled; a second call is ignored)
    t.board_clicked("die:4")
    assert t.controller.saved == saved
    assert t.board.announce == SHOWN["en"]


def test_next_puzzle_goes_on_after_the_answer_is_shown() -> None:
    t = tab("en")
    t.show_answer()
    t.next_button.click()
    assert t.controller.feedback is None
    assert t.board.interactive and not t.answer_button.disabled
    assert t.board.announce.startswith("New puzzle, rated ")


def test_the_answer_after_a_right_answer_is_not_offered() -> None:
    t = tab("en")
    t.controller.answer("take 4 4")
    assert t.answer_button.disabled
    saved = t.controller.saved
    t.show_answer()
    assert t.controller.saved == saved and t.controller.feedback.correct


# ------------------------------------------------------------ the rating
def test_giving_up_rates_exactly_as_a_wrong_first_answer() -> None:
    shown, wrong = Progress(), Progress()
    fb_shown, fb_wrong = shown.give_up(DICE), wrong.answer(DICE, WRONG)
    assert fb_shown.rated and fb_wrong.rated
    assert shown.rating == wrong.rating and shown.rating.rating < 1500
    assert shown.puzzle_ratings == wrong.puzzle_ratings
    assert shown.to_json() == wrong.to_json()  # the same attempts, the same ratings


def test_giving_up_from_a_rated_state_rates_as_a_wrong_answer_from_it() -> None:
    """From the same progress (another puzzle already solved), give up or answer wrong."""
    other = next(p for p in PUZZLES.values() if p.id != DICE.id)
    start = Progress()
    start.answer(other, other.answers[0])
    shown, wrong = (Progress.from_json(start.to_json()) for _ in range(2))
    shown.give_up(DICE)
    wrong.answer(DICE, WRONG)
    assert shown.to_json() == wrong.to_json()
    assert shown.rating.rating < start.rating.rating


def test_a_puzzle_answered_is_not_counted_twice() -> None:
    me = Progress()
    me.answer(DICE, WRONG)
    after_wrong = (me.rating, dict(me.puzzle_ratings))
    fb = me.give_up(DICE)
    assert not fb.rated
    assert (me.rating, me.puzzle_ratings) == after_wrong
    assert me.attempts[DICE.id] == {"tries": 2, "first": False, "solved": False}
    again = me.give_up(DICE)
    assert not again.rated and (me.rating, me.puzzle_ratings) == after_wrong


def test_giving_up_after_a_right_answer_changes_no_rating_and_stays_solved() -> None:
    me = Progress()
    me.answer(DICE, "take 4 4")
    rated = (me.rating, dict(me.puzzle_ratings))
    me.give_up(DICE)
    assert (me.rating, me.puzzle_ratings) == rated
    assert me.attempts[DICE.id] == {"tries": 2, "first": True, "solved": True}


# ------------------------------------------------------------ no rival move
#: The Dice Rodeo puzzle's play-outs stopped 16 decisions after the turn (its horizon):
#: its figures are worths there.
ALONE = {
    ("en", "right"): ("Right: “takes 4 and 4 from the Dice Rodeo” [R-TURN-1]. The coach "
                      "finds it worth 136.2 Pesos on average 16 decisions after it"),
    ("de", "right"): ("Richtig: „nimmt 4 und 4 aus dem Würfelrodeo“ [R-TURN-1]. Laut Trainer "
                      "ist dieser Zug im Schnitt 136,2 Pesos wert, 16 Entscheidungen danach"),
    ("en", "shown"): ("The answer: “takes 4 and 4 from the Dice Rodeo” [R-TURN-1]. The coach "
                      "finds it worth 136.2 Pesos on average 16 decisions after it"),
    ("de", "shown"): ("Die Lösung: „nimmt 4 und 4 aus dem Würfelrodeo“ [R-TURN-1]. Laut "
                      "Trainer ist dieser Zug im Schnitt 136,2 Pesos wert, 16 Entscheidungen "
                      "danach"),
}
#: The same puzzle, had every play-out reached the end of the game (horizon ``None``).
ALONE_AT_THE_END = {
    ("en", "right"): ("Right: “takes 4 and 4 from the Dice Rodeo” [R-TURN-1]. The coach "
                      "expects 136.2 Pesos at the end after it"),
    ("de", "right"): ("Richtig: „nimmt 4 und 4 aus dem Würfelrodeo“ [R-TURN-1]. Danach "
                      "erwartet der Trainer am Ende 136,2 Pesos"),
    ("en", "shown"): ("The answer: “takes 4 and 4 from the Dice Rodeo” [R-TURN-1]. The coach "
                      "expects 136.2 Pesos at the end after it"),
    ("de", "shown"): ("Die Lösung: „nimmt 4 und 4 aus dem Würfelrodeo“ [R-TURN-1]. Danach "
                      "erwartet der Trainer am Ende 136,2 Pesos"),
}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("horizon", [16, None])
def test_feedback_without_a_rival_says_no_next_best(language: str, horizon: int | None
                                                    ) -> None:
    assert DICE.horizon == 16
    alone = dataclasses.replace(DICE, values={m: v for m, v in DICE.values.items()
                                              if m in DICE.answers}, horizon=horizon)
    right, shown = Progress().answer(alone, "take 4 4"), Progress().give_up(alone)
    words = ALONE if horizon is not None else ALONE_AT_THE_END
    with use_language(language):
        assert str(right.text) == words[language, "right"]
        assert str(shown.text) == words[language, "shown"]
        assert "“”" not in str(right.text) and "„“" not in str(right.text)
