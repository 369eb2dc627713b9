"""The Puzzles tab for ears and eyes, in Python (no browser): what a chosen die's name says a
second press does, what a press that does not finish a decision says, the feedback's moves
in words (never the notation), "Next puzzle" saying the puzzle changed, and a saved progress
the browser's storage holds that cannot be read (refused in the tab's language, kept as it
is).  Exact words in English and German."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.puzzles import PuzzlesTab  # noqa: E402

import gaucho.puzzles as puzzles  # noqa: E402
from gaucho.actions import parse  # noqa: E402
from gaucho.explorer.puzzles import PuzzleController  # noqa: E402
from gaucho.i18n import use_language  # noqa: E402
from gaucho.puzzles import progress  # noqa: E402
from gaucho.puzzles.progress import Progress  # noqa: E402

PUZZLES = {p.id: p for p in puzzles.load()}


def tab(puzzle_id: str, language: str) -> PuzzlesTab:
    """The tab showing one puzzle (its only one)."""
    t = PuzzlesTab(language=language)
    t._use(PuzzleController(puzzles=[PUZZLES[puzzle_id]]))
    t.refresh()
    return t


# ------------------------------------------------------------ a chosen die (item 1)
CHOSEN_DIE = {
    "en": ("die 4 in the Dice Rodeo: chosen; press again to take another 4, “Clear” lets it "
           "go"),
    "de": ("Würfel 4 im Würfelrodeo: gewählt; erneut drücken, um noch eine 4 zu nehmen, "
           "„Löschen“ lässt ihn los"),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_chosen_die_says_a_second_press_takes_another(language: str) -> None:
    t = tab("32eec365e0c3", language)  # the Dice Rodeo has two 4s; take 4 4 is right
    t.board.click("die:4")
    assert t.board.names["die:4"] == CHOSEN_DIE[language]
    t.board.click("die:4")  # and so it does: the second 4 is taken, the answer is given
    assert str(t.controller.feedback.action) == "take 4 4"


SINGLE_DIE = {"en": "die 1 in the Dice Rodeo: chosen; only “Clear” lets it go",
              "de": "Würfel 1 im Würfelrodeo: gewählt; nur „Löschen“ lässt ihn los"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_chosen_die_no_move_takes_twice_says_only_clear_lets_it_go(language: str) -> None:
    t = tab("f18d5798b7fa", language)  # one 1 in the Dice Rodeo
    t.board.click("die:1")
    assert t.board.names["die:1"] == SINGLE_DIE[language]
    t.board.click("die:1")  # refused: the die stays chosen
    assert t.board.error and t.controller.input.clicks == ["die:1"]
    t.board.click("clear")
    assert t.controller.input.clicks == []


LET_GO = {"en": "white 10 to add to your herds: chosen, press again to let it go",
          "de": "Weiß 10 für deine Herden: gewählt, erneut drücken zum Loslassen"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_anything_else_chosen_is_let_go_by_a_second_press(language: str) -> None:
    t = tab("55f0a930f2da", language)
    t.board.click("pending:W10")
    assert t.board.names["pending:W10"] == LET_GO[language]
    t.board.click("pending:W10")
    assert t.controller.input.clicks == []


# ------------------------------------------------------------ a press that is not a move yet
CHOSEN = {
    "en": "Chosen: white 10 to add to your herds. Click a highlighted thing or a button.",
    "de": ("Gewählt: Weiß 10 für deine Herden. Klicke auf etwas Hervorgehobenes oder auf "
           "einen Knopf."),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_press_that_does_not_finish_the_move_says_what_is_chosen(language: str) -> None:
    t = tab("55f0a930f2da", language)  # add W10 or sort W10: a button decides
    t.board.click("pending:W10")
    assert t.board.message == t.board.announce == CHOSEN[language]
    assert not t.board.error


REVIEW_CHOSEN = {
    "en": "Chosen: brown 1 in your hand. Click a highlighted thing or a button.",
    "de": ("Gewählt: Braun 1 in deiner Hand. Klicke auf etwas Hervorgehobenes oder auf "
           "einen Knopf."),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_review_retry_press_that_is_not_a_move_yet_says_what_is_chosen(language: str
                                                                         ) -> None:
    from gaucho.widgets.review import ReviewPanel

    from gaucho import Game
    from gaucho.explorer.board_input import BoardInput

    game = Game.new(players=2, seed=7)  # the keep: 1 to 3 tiles, a button ends it
    panel = ReviewPanel(game, 0, language=language)
    panel._input = BoardInput(game)  # as "Try again" makes it
    panel.board_clicked("hand:B1")
    assert panel.board.message == panel.board.announce == REVIEW_CHOSEN[language]


# ------------------------------------------------------------ the feedback in words (item 5)
FEEDBACK = {
    ("en", "take 6 6"): (
        "Right: “takes 6 and 6 from the Dice Rodeo” [R-TURN-1]. The coach finds it worth 69.6 "
        "Pesos on average 16 decisions after it, 11.8 more than the next best, “takes 1 and 6 "
        "from the Dice Rodeo”"),
    ("de", "take 6 6"): (
        "Richtig: „nimmt 6 und 6 aus dem Würfelrodeo“ [R-TURN-1]. Laut Trainer ist dieser Zug "
        "im Schnitt 69,6 Pesos wert, 16 Entscheidungen danach, 11,8 mehr als der nächstbeste, "
        "„nimmt 1 und 6 aus dem Würfelrodeo“"),
    ("en", "take 1 6"): (
        "Not this one: “takes 1 and 6 from the Dice Rodeo” [R-TURN-1], and gives up 11.8 "
        "Pesos of worth on average 16 decisions after it. Try again"),
    ("de", "take 1 6"): (
        "Nicht dieser: „nimmt 1 und 6 aus dem Würfelrodeo“ [R-TURN-1] verschenkt im Schnitt "
        "11,8 Pesos an Wert, 16 Entscheidungen danach. Versuch es noch einmal"),
}


@pytest.mark.parametrize(("language", "move"), sorted(FEEDBACK))
def test_the_feedback_says_the_moves_in_words(language: str, move: str) -> None:
    t = tab("7c8639ede854", language)
    for token in t.controller.input.clicks_for(parse(move)):
        t.board.click(token)
    assert t.feedback.value.count(FEEDBACK[language, move].split(" [")[0]) == 1
    assert t.board.announce == FEEDBACK[language, move]


def test_the_feedback_says_what_the_move_does_when_that_adds_to_its_words() -> None:
    p = PUZZLES["bd6dbb082249"]
    text = Progress().answer(p, "sort G4").text  # made in English, read in German
    assert str(text) == (
        "Right: “sorts the golden 4 into its herd”: grows the golden herd to 5 tiles "
        "[R-SORT-2]. The coach finds it worth 123.1 Pesos on average 16 decisions after it, "
        "7.8 more than the next best, “adds the golden 4 to its herds”")
    with use_language("de"):
        assert str(text) == (
            "Richtig: „sortiert Gold 4 in die Herde ein“: vergrößert die goldene Herde "
            "auf 5 Plättchen [R-SORT-2]. Laut Trainer ist dieser Zug im Schnitt 123,1 Pesos "
            "wert, 16 Entscheidungen danach, 7,8 mehr als der nächstbeste, „fügt Gold 4 den "
            "eigenen Herden hinzu“")


def test_two_moves_that_read_alike_have_their_notation_beside_the_words(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """As an exercise's answers (``choice_labels``): the words alone would not tell them
    apart.  (No shipped puzzle has such a pair: the words are made alike here.)"""
    monkeypatch.setattr(progress, "say_decision", lambda _a, _phase: "puts 1 Steppe tile")
    a, b = parse("take 6 6"), parse("take 1 6")
    assert str(progress._Said(a, "turn", b)) == "puts 1 Steppe tile (take 6 6)"
    assert str(progress._Said(a, "turn", a)) == "puts 1 Steppe tile"
    assert str(progress._Said(a, "turn")) == "puts 1 Steppe tile"


# ------------------------------------------------------------ "Next puzzle" (item 6)
NEXT = {
    "en": ["New puzzle, rated 1479: Put a gaucho on the Action Space you will need. Your "
           "move: click a highlighted thing on the board.",
           "New puzzle, rated 1480: Put a gaucho on the Action Space you will need. Your "
           "move: click a highlighted thing on the board."],
    "de": ["Neue Aufgabe mit Wertung 1479: Setze einen Gaucho auf das Aktionsfeld, das du "
           "brauchen wirst. Du bist dran: Klicke auf etwas Hervorgehobenes auf dem "
           "Spielbrett.",
           "Neue Aufgabe mit Wertung 1480: Setze einen Gaucho auf das Aktionsfeld, das du "
           "brauchen wirst. Du bist dran: Klicke auf etwas Hervorgehobenes auf dem "
           "Spielbrett."],
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_next_puzzle_says_a_new_puzzle_and_its_goal(language: str) -> None:
    t = PuzzlesTab(language=language)
    said = []
    for _press in range(2):
        t.next_button.click()
        said.append(t.board.announce)
    assert said == NEXT[language]  # two puzzles of one goal still read differently


# ------------------------------------------------------------ an unreadable saved progress
BAD = json.dumps({"format": "gaucho-puzzle-progress", "version": 2,
                  "rating": [1700, 60, 0.06], "attempts": {}, "puzzles": {}})
REFUSAL = {
    "en": ("The puzzle progress saved in this browser cannot be read: puzzle progress: "
           "'version' must be 1, not 2. It is kept as it is, and what you solve now is not "
           "saved over it."),
    "de": ("Der in diesem Browser gespeicherte Aufgabenfortschritt lässt sich nicht lesen: "
           "Aufgabenfortschritt: 'version' muss 1 sein, nicht 2. Er bleibt, wie er ist, und "
           "was du jetzt löst, wird nicht darüber gespeichert."),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_unreadable_saved_progress_is_refused_and_kept(language: str) -> None:
    from html import unescape

    t = PuzzlesTab(language=language)
    t.storage.value = BAD  # what the browser's storage held, sent on load
    assert t.board.announce == REFUSAL[language]
    assert unescape(t.load_message.value).endswith(f">{REFUSAL[language]}</pre>")
    c = t.controller
    for token in c.input.clicks_for(parse(c.puzzle.answers[0])):
        t.board.click(token)
    assert c.solved and t.storage.value == BAD  # never written over
    other = "de" if language == "en" else "en"
    t.set_language(other)
    assert unescape(t.load_message.value).endswith(f">{REFUSAL[other]}</pre>")


def test_a_readable_progress_from_storage_is_used_and_the_refusal_goes() -> None:
    t = PuzzlesTab(language="en")
    t.storage.value = BAD
    good = json.loads(BAD) | {"version": 1}
    t.storage.value = json.dumps(good)
    assert t.load_message.value == ""
    assert round(t.controller.progress.rating.rating) == 1700
