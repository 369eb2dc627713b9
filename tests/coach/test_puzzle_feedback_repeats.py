"""Puzzle feedback says a move's words once: what the move does now is added after its
words only when it says more than they do, not when it is their start again ("“puts a
lying gaucho on the white 10 for 5”: puts a lying gaucho on the white 10")."""

from __future__ import annotations

import re

import pytest

from gaucho.i18n import use_language
from gaucho.puzzles import load
from gaucho.puzzles.progress import Progress

_HEAD = re.compile(r"[“„]([^”“]+)[”“]: ([^\[]+) \[")  # (German quotes „…“)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_answer_shown_never_repeats_the_start_of_its_words(language: str) -> None:
    heads = 0
    with use_language(language):
        for puzzle in load()[:120]:
            text = str(Progress().give_up(puzzle))
            found = _HEAD.search(text)
            if found:
                heads += 1
                move, now = found.group(1).casefold(), found.group(2).strip().casefold()
                assert not move.startswith(now), text
    assert heads > 10  # some answers do say more than their words


def test_a_placement_paid_with_dice_is_said_once() -> None:
    puzzle = next(p for p in load() if "puts a lying gaucho on the white 10 for 5"
                  in str(Progress().give_up(p)))
    text = str(Progress().give_up(puzzle))
    assert text.startswith("The answer: “puts a lying gaucho on the white 10 for 5” [")
