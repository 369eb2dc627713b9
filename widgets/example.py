"""Example player: the rulebook's worked examples, read like the rulebook.

Each example is chosen by its title, says in one sentence what it teaches, steps
through its moves with narration and rule IDs, and ends with the expected outcome
in words (and on the board).  Variations (e.g. EX-SORT without SORT) are a second
choice next to the example.

The examples are studies, and this tab is a study player: it steps with the Studies tab's
:class:`~gaucho.explorer.study.StudyPlayer` (one player, not two).  The Step buttons sit
right above the board, with the narration beside it, so that at 1280×800 a teacher
steps without scrolling; a step reads in words in the chosen language
(:mod:`gaucho.explorer.said`), its notation only small, after the words.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho import examples
from gaucho.examples.catalogue import teaches
from gaucho.explorer import Explorer, example_ids
from gaucho.explorer.study import StudyPlayer
from gaucho.explorer.views import RULE_STYLE, rule_ids_html, word
from gaucho.i18n import N_, _

from ._base import (
    BoardView,
    View,
    html,
    label,
    label_step_buttons,
    pick_language,
    pre,
    speaks,
    step_buttons,
)

_MAIN = ""


def example_options() -> list[tuple[str, str]]:
    """``(title, ID)`` for every example, in rulebook order (titles in the current
    language)."""
    return [(word(examples.load(i).title), i) for i in example_ids()]


class ExamplePlayer(View):
    """A dropdown of examples by title; its variations; step/back/reset; narration with rule
    IDs; the board highlighting what changed; the expected outcome at the end."""

    title = N_("Example player")
    player: StudyPlayer

    def __init__(self, example: str | None = None, *, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self._made_with = example or example_ids()[0]  # the menu's first choice
        self.player = self._load(self._made_with, None)
        self._loading = False
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-ex")

    def make_widgets(self) -> list[w.Widget]:
        example = self._made_with
        self.pick = w.Dropdown(options=example_options(), value=example,
                               layout=w.Layout(width="420px"))
        self.pick.add_class("gaucho-ex-pick")
        self.line_pick = w.Dropdown(layout=w.Layout(width="420px"))
        self.line_pick.add_class("gaucho-ex-line")
        self.info = html(css_class="gaucho-ex-info")
        (self.reset_button, self.back_button, self.step_button,
         self.end_button) = step_buttons("ex", lambda: self.player)
        label(self.pick, _("Example"))
        label(self.line_pick, _("Show"))
        self.position_label = html(css_class="gaucho-ex-position")
        self.narration = html(css_class="gaucho-ex-narration", max_height="300px",
                              overflow="auto")
        self.outcome = html(css_class="gaucho-ex-outcome")
        self.board = BoardView("gaucho-ex-board", language=self.language)
        self._fill_lines(example)
        self.pick.observe(self._picked, names="value")
        self.line_pick.observe(lambda _c: self._line_changed(), names="value")
        # the board and the Step buttons first, the words beside the board: nothing to
        # scroll between a click on Step and what it changed
        # (580 px wide, the board is about 440 px high: below the app's head and the Step
        # buttons, most of it is in view on a 1280×800 screen, all of it after one scroll)
        self.board.layout = w.Layout(flex="1 1 520px", max_width="580px", min_width="0")
        side = w.VBox([self.narration, self.outcome, self.info],
                      layout=w.Layout(flex="1 1 320px", min_width="0", padding="0 0 0 8px"))
        return [
            w.HBox([self.pick, self.line_pick], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.reset_button, self.back_button, self.step_button, self.end_button,
                    self.position_label]),
            w.HBox([self.board, side], layout=w.Layout(flex_flow="row wrap",
                                                       align_items="flex-start"))]

    @property
    def explorer(self) -> Explorer:
        """The cursor over the line shown (the player's, for the board and the words)."""
        return self.player.timeline

    @speaks
    def relabel(self) -> None:
        """Labels, the example titles and the variations' names in the view's language (the
        example and the step shown stay)."""
        label(self.pick, _("Example"))
        label(self.line_pick, _("Show"))
        label_step_buttons([self.reset_button, self.back_button, self.step_button,
                            self.end_button])
        self.player.language = self.language
        chosen, line = self.pick.value, self.line_pick.value
        self._loading = True
        try:
            self.pick.options = example_options()
            self.pick.value = chosen
        finally:
            self._loading = False
        self._fill_lines(str(chosen), line)

    @speaks
    def _fill_lines(self, example_id: str, keep: str = _MAIN) -> None:
        sc = examples.load(example_id)
        lines = [(_("As in the rulebook"), _MAIN)]
        lines.extend((_("Variation: {title}").format(title=word(v.title)), v.name or "")
                     for v in sc.variations)
        self._loading = True
        try:
            self.line_pick.options = lines
            self.line_pick.value = keep if keep in [v for _t, v in lines] else _MAIN
        finally:
            self._loading = False
        self.line_pick.layout.display = "" if len(lines) > 1 else "none"

    def _picked(self, _change: Any) -> None:
        if not self._loading:
            self.load(str(self.pick.value))

    def _load(self, example_id: str, variation: str | None) -> StudyPlayer:
        player = StudyPlayer.example(example_id, self.language)
        player.listeners.append(self._update)
        if variation:
            player.open_named(variation)
        return player

    def load(self, example_id: str, variation: str | None = None) -> None:
        """Show an example (and optionally one of its variations) from its start."""
        if self.pick.value != example_id:
            self.pick.value = example_id  # observed: loads the main line
        else:
            self._fill_lines(example_id)
        if variation:
            self.line_pick.value = variation
            return
        self.player = self._load(example_id, None)
        self.refresh()

    def _line_changed(self) -> None:
        if self._loading:
            return
        self.player.open_named(str(self.line_pick.value))

    @speaks
    def refresh(self) -> None:
        ex = self.explorer
        example_id = str(self.pick.value)
        rules = ", ".join(ex.rules)
        sc = examples.load(example_id)
        variation = str(self.line_pick.value)
        title = word(sc.title) + (f" — {word(sc.line(variation).title)}" if variation else "")
        rules_word = _("Rules")  # (Babel reads no call inside an f-string)
        self.info.value = (
            f'<div style="font-size:15px"><b>{escape(title)}</b></div>'
            f'<div style="margin:2px 0">{escape(teaches(example_id))}</div>'
            f'<div style="color:#555;font-size:12px">{rule_ids_html(ex.summary)}</div>'
            f'<small style="color:#595959">{escape(example_id)}'
            + (" · " + _("{rules}: {links}").format(rules=escape(rules_word),
                                                    links=rule_ids_html(rules))
               if rules else "")
            + f"</small>{RULE_STYLE}")
        self.position_label.value = escape(_("step {i} of {n}").format(i=ex.position,
                                                                       n=len(ex) - 1))
        notation = self.player.notation()
        self.narration.value = pre(ex.narration) + (
            f'<small class="gaucho-notation" style="color:#595959">{escape(notation)}</small>'
            if notation else "")
        out = ex.outcome()
        if out:
            expected, below = _("Expected outcome"), _("(the board below shows it)")
            label = f"<b>{escape(expected)}</b> <small>{escape(below)}</small>"
            # Translators: the outcome an example expects: {expected} is "Expected outcome
            # (the board below shows it)", {outcome} the outcome with its rule IDs.
            said = _("{expected}: {outcome}").format(expected=label,
                                                     outcome=rule_ids_html(out))
            self.outcome.value = f'<div style="background:#eef7ee;padding:4px">{said}</div>'
        else:
            self.outcome.value = ""
        self.back_button.disabled = self.reset_button.disabled = ex.at_start
        self.step_button.disabled = self.end_button.disabled = ex.at_end
        self.board.show(ex.board_html())

    @speaks
    def text(self) -> str:
        ex = self.explorer
        step = _("step {i} of {n}").format(i=ex.position, n=len(ex) - 1)
        expected = _("Expected: {outcome}").format(outcome=ex.outcome()) if ex.outcome() else ""
        # Translators: an example's or a setup's title and where its steps stand ("EX-TURN-1:
        # A paid action: step 0 of 2").
        head = _("{title}: {step}").format(title=ex.title, step=step)
        return f"{head}\n{ex.narration}" + (f"\n{expected}" if expected else "")
