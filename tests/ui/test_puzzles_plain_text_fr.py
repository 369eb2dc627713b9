"""The Puzzles tab as plain text puts French's no-break space before its colon, as every
other view's plain text does ("{heading}: {text}")."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.puzzles import PuzzlesTab  # noqa: E402

from gaucho.i18n import use_language  # noqa: E402


@pytest.mark.parametrize(("language", "colon"), [("fr", "\xa0: "), ("es", ": "), ("en", ": ")])
def test_the_plain_text_joins_heading_and_goal_as_the_language_does(language: str,
                                                                    colon: str) -> None:
    tab = PuzzlesTab(language=language)
    tab.refresh()
    head, _, rest = tab.text().partition(colon)
    with use_language(language):
        goal = str(tab.controller.puzzle.goal)
    assert head == tab.heading and rest.startswith(goal + " · ")
