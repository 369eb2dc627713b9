"""The Workshop tab: change a rule, play many games between bots, see what changed.

A thin view over :class:`gaucho.explorer.workshop.WorkshopController`: a form with
every rule value and its meaning, bots per seat, Run/Stop with a progress bar, then
pictures (win rates with 95 % intervals, scores, game length, sales, actions), the
comparison with the official rules, and the records as CSV downloads (``data:``
links made in the browser, no file on the server).
"""

from __future__ import annotations

import base64
import functools
import io
import re
from collections.abc import Callable, Mapping
from html import escape
from typing import Any

import ipywidgets as w

from gaucho._extras import MissingExtra
from gaucho.errors import GauchoError
from gaucho.explorer.views import RULE_STYLE, player_word, rule_ids_html, word
from gaucho.explorer.workshop import (
    MAX_GAMES,
    SETTINGS,
    SWEEPABLE,
    Setting,
    SweepRun,
    WorkshopController,
    WorkshopRun,
    bot_word,
    records_csv,
    rules_word,
)
from gaucho.i18n import N_, _, check_language, format_number, ngettext, use_language
from gaucho.workshop import plots, stats
from gaucho.workshop.charts import interval_chart, sweep_chart
from gaucho.workshop.metrics import Metric
from gaucho.workshop.simulation import Simulation, spec_label
from gaucho.workshop.sweep import Difference, Paired, compared_sentence

from ._base import View, button, html, pick_language, speaks

#: Rows of the form: settings that belong together share a row.
_GROUPS: dict[str, str] = {
    "dice": N_("Dice in the Dice Rodeo"),
    "gauchos": N_("Gauchos per player"),
    "prelim_draw": N_("Tiles drawn in the preliminary round"),
    "keep_limits": N_("Keep limits in the preliminary round"),
    "area": N_("Action Areas in play"),
}
_SUB = {"dice": N_("{n} players"), "gauchos": N_("{n} players"),
        "prelim_draw": N_("{n} players")}  # keep limits: "{n} tile(s)", a plural
_NO_COMPARISON = "—"
#: The record tables offered as CSV: table -> link words (English, marked).
_TABLES = {"players": N_("players"), "games": N_("games"), "sales": N_("sales")}
#: The bot the tab warns about while a seat plays it: minutes of CPU a game.
SLOW_BOT = "expert"
#: The metrics drawn as small charts above the sentences (the rest are in words only).
CHARTED = ("first_player", "seat_gap", "rounds", "margin", "lead_changes", "comeback",
           "decisive", "pile_end")
#: The metrics a sweep draws across the swept values (the seat gap with the balancing value).
SWEPT = ("seat_gap", "first_player", "rounds")
#: What Run does: compare our rules with others, or sweep one rule value over a range.
MODES = {"compare": N_("Compare rules"), "sweep": N_("Sweep one rule")}


def file_stem(name: str) -> str:
    """A rule set's name as the start of a file name: ``custom: pasture_threshold=25`` ->
    ``custom-pasture_threshold=25`` (the CSV files name the rules they hold)."""
    return re.sub(r"[^A-Za-z0-9_=.+-]+", "-", name).strip("-") or "rules"


def _signed(x: float) -> str:
    """A difference with its sign, written the current language's way (``+1.50``)."""
    return ("+" if x >= 0 else "") + format_number(x, 2)


def interval_of(lo: float, hi: float) -> str:
    """A 95 % interval as ``[lo, hi]``, the numbers written the current language's way."""
    # Translators: an interval of two numbers; where the decimal mark is a comma, separate
    # them with a semicolon ("[-0,50; +1,25]").
    return _("[{lo}, {hi}]").format(lo=_signed(lo), hi=_signed(hi))


def figure_html(fig: Any, alt: str, width: int = 480) -> str:
    """A matplotlib figure as an inline PNG (the browser needs nothing else)."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    return (f'<img class="gaucho-ws-figure" alt="{escape(alt)}" title="{escape(alt)}" '
            f'style="max-width:{width}px;width:100%" src="data:image/png;base64,{data}">')


def pictures_html(make: Callable[[], list[tuple[Any, str, int]]]) -> str:
    """The figures ``make()`` draws (figure, words, width) side by side; where matplotlib is
    missing (the offline site), a line saying so: the tables and the records stay."""
    try:
        figures = make()
    except MissingExtra as exc:
        return f'<div class="gaucho-ws-no-pictures" style="color:#555">{escape(str(exc))}</div>'
    return ('<div style="display:flex;flex-wrap:wrap;gap:6px">'
            + "".join(figure_html(f, alt, width) for f, alt, width in figures) + "</div>")


def csv_link(sim: Simulation, table: str, filename: str, label: str) -> str:
    """A download link carrying one table as CSV (``data:`` URL): nothing is stored."""
    data = base64.b64encode(records_csv(sim, table).encode("utf-8")).decode("ascii")
    return (f'<a class="gaucho-ws-csv" download="{escape(filename)}" '
            f'href="data:text/csv;base64,{data}">{escape(label)}</a>')


def side_by_side_win_rates(a: Simulation, b: Simulation, labels: tuple[str, str]) -> Any:
    """Win rate by position in round 1 under both rules, with 95 % intervals."""
    fig = plots._figure(6.4, 3.6)
    ax = fig.add_subplot()
    width = 0.38
    for k, (sim, label, colour) in enumerate(((a, labels[0], "#c9a227"),
                                             (b, labels[1], "#6b8e23"))):
        rows = stats.win_rates(sim, "turn_order")
        xs = [r["turn_order"] + (k - 0.5) * width for r in rows]
        err = [[r["rate"] - r["lo"] for r in rows], [r["hi"] - r["rate"] for r in rows]]
        ax.bar(xs, [r["rate"] for r in rows], width, yerr=err, capsize=3, color=colour,
               edgecolor="black", label=label)
        if k == 0 and rows:
            ax.axhline(rows[0]["fair"], color="black", linestyle="--", linewidth=1)
            ax.set_xticks([r["turn_order"] for r in rows],
                          [str(r["turn_order"] + 1) for r in rows])
    ax.set_xlabel(_("position in round 1"))
    ax.set_ylabel(_("win rate"))
    ax.set_title(_("Win rate by position, side by side (95 % intervals)"))
    ax.legend()
    return fig


class WorkshopTab(View):
    """Rules form, seats and games, Run/Stop with progress, pictures, comparison, CSV."""

    title = N_("Workshop")

    def __init__(self, controller: WorkshopController | None = None, *,
                 bots: Mapping[str, Any] | None = None, seed: int | str = 2024,
                 lazy: bool = False, language: str | None = None, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.controller = controller or WorkshopController(seed=seed, bots=bots)
        self._mode = "compare"
        #: the swept setting and its range as typed (kept when the form is made again)
        self._sweep: tuple[str, str, str, str] = ("pasture_threshold", "15", "30", "5")
        if lazy:  # what shows until the tab is opened (the form is made then)
            self._loading = html()
            kwargs["children"] = [self._loading]
            self.relabel()
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-ws")

    @speaks
    def relabel(self) -> None:
        """The placeholder's words (once built, :meth:`set_language` makes the form again)."""
        if not self.built:
            self._loading.value = escape(_("Loading the workshop…"))

    def set_language(self, language: str) -> None:
        """The form and the results drawn again in ``language`` (the values, the bots and a
        finished run's records stay; a run going on keeps running)."""
        self.language = check_language(language)
        if not self.built:
            self.relabel()
            return
        with use_language(self.language):
            self.children = self.make_widgets()
        run = self.controller.run
        if run is not None:
            self._progress(run)

    def make_widgets(self) -> list[w.Widget]:
        """The form and the result views (an app makes them when the tab is opened, so a
        visitor who never opens it does not pay for them)."""
        c = self.controller
        intro = html(_("<b>Change a rule, play many games between bots, and see what the change "
                       "did.</b> Start from a named variant or edit any value below; the "
                       "results compare your rules with the official ones."),
                     "gaucho-ws-intro")
        # --------------------------------------------------------- rules form
        # (title, name) pairs: a person reads "Füllgrenze 25", the handlers get the name
        # "threshold-25"; set_language makes the menus again, so the titles follow it
        self.variant_pick = w.Dropdown(options=c.variant_choices(), value=c.variant,
                                       description=_("Start from"),
                                       style={"description_width": "initial"},
                                       layout=w.Layout(width="320px"))
        self.variant_pick.add_class("gaucho-ws-variant")
        self.variant_info = html(css_class="gaucho-ws-variant-info")
        self.inputs: dict[str, w.ValueWidget] = {}
        self._filling = False
        rows = self._form_rows()
        self.problems_box = html(css_class="gaucho-ws-problems")
        self.changes_box = html(css_class="gaucho-ws-changes")
        self.compare_pick = w.Dropdown(  # (label, value) pairs only: a lone name beside a
            # pair would show the pair as a Python tuple
            options=[*c.variant_choices(), (_("no comparison"), _NO_COMPARISON)],
            value=c.compare_with or _NO_COMPARISON, description=_("Compare with"),
            style={"description_width": "initial"}, layout=w.Layout(width="320px"))
        self.compare_pick.add_class("gaucho-ws-compare")
        # ------------------------------------------------------ seats and games
        self.players_pick = w.ToggleButtons(options=[2, 3, 4], value=c.players,
                                            description=_("Players"),
                                            style={"button_width": "40px"})
        self.players_pick.add_class("gaucho-ws-players")
        bots = [(bot_word(b), b) for b in c.bot_choices]
        self.seat_picks = [w.Dropdown(options=bots, value=c.seats[min(i, len(c.seats) - 1)],
                                      description=player_word(i), layout=w.Layout(width="200px"))
                           for i in range(4)]
        for i, pick in enumerate(self.seat_picks):
            pick.add_class(f"gaucho-ws-seat-{i}")
        self.bots_note = html(
            '<small style="color:#555">' + escape(_(
                "greedy plays sensibly and fast (about 0.1 s of CPU a four-player game); the "
                "coach's levels play better and take longer (beginner about 1.5 s a game, "
                "club about 6 s, expert more than a minute); random is the fastest and plays "
                "badly. The bots take the seats in turn game by game.")) +
            "</small>", "gaucho-ws-bots-note")
        self.slow_bots_note = html(css_class="gaucho-ws-slow-bots")
        self.mode_pick = w.ToggleButtons(options=[(_(words), key) for key, words in MODES.items()],
                                         value=self._mode, style={"button_width": "auto"})
        self.mode_pick.add_class("gaucho-ws-mode")
        self.sweep_pick = w.Dropdown(options=[(s.title, s.key) for s in SETTINGS
                                              if s.key in SWEEPABLE],
                                     value=self._sweep[0], description=_("Rule to sweep"),
                                     style={"description_width": "initial"},
                                     layout=w.Layout(width="360px"))
        self.sweep_pick.add_class("gaucho-ws-sweep-setting")
        self.sweep_inputs = []
        for part, words, raw in (("from", N_("from"), self._sweep[1]),
                                 ("to", N_("to"), self._sweep[2]),
                                 ("step", N_("step"), self._sweep[3])):
            box = w.Text(value=str(raw), description=_(words),
                         style={"description_width": "initial"},
                         layout=w.Layout(width="110px"))
            box.add_class(f"gaucho-ws-sweep-{part}")
            self.sweep_inputs.append(box)
        self.sweep_box = w.HBox([self.sweep_pick, *self.sweep_inputs])
        self.sweep_box.layout.display = "" if self._mode == "sweep" else "none"
        self.games_box = w.BoundedIntText(value=c.games, min=1, max=MAX_GAMES,
                                          description=_("Games"),
                                          layout=w.Layout(width="180px"))
        self.games_box.add_class("gaucho-ws-games")
        self.seed_box = w.Text(value=str(c.seed), description=_("Seed"),
                               layout=w.Layout(width="180px"))
        self.seed_box.add_class("gaucho-ws-seed")
        self.run_button = button(_("Run"), "gaucho-ws-run", icon="play", style="primary")
        self.stop_button = button(_("Stop"), "gaucho-ws-stop", icon="stop", style="warning")
        self.stop_button.disabled = not self._running
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="320px"))
        self.progress.add_class("gaucho-ws-progress")
        self.status = html(css_class="gaucho-ws-status")
        # ------------------------------------------------------------- results
        self.seed_label = html(css_class="gaucho-ws-seed-label")
        self.pictures = html(css_class="gaucho-ws-pictures")
        self.metrics = html(css_class="gaucho-ws-metrics")
        self.sweep_result = html(css_class="gaucho-ws-sweep")
        self.comparison = html(css_class="gaucho-ws-comparison")
        self.downloads = html(css_class="gaucho-ws-downloads")
        # ------------------------------------------------------------- wiring
        shown = self._shows_errors
        self.variant_pick.observe(
            shown(lambda _c: self.choose_variant(str(self.variant_pick.value))), names="value")
        self.compare_pick.observe(shown(lambda _c: self._compare_changed()), names="value")
        self.players_pick.observe(shown(lambda _c: self._players_changed()), names="value")
        for i, pick in enumerate(self.seat_picks):
            pick.observe(shown(functools.partial(self._seat_changed_event, i)), names="value")
        self.mode_pick.observe(shown(lambda _c: self._mode_changed()), names="value")
        self.run_button.on_click(shown(lambda _b: self.run()))
        self.stop_button.on_click(shown(lambda _b: self.stop()))
        rules_box = w.VBox([w.HBox([self.variant_pick, self.variant_info]), *rows,
                            self.problems_box, self.changes_box, self.compare_pick])
        self.seats_box = w.HBox(self.seat_picks[:c.players])
        play_box = w.VBox([
            w.HBox([self.players_pick, self.games_box, self.seed_box]), self.seats_box,
            self.bots_note, self.slow_bots_note, self.mode_pick, self.sweep_box,
            w.HBox([self.run_button, self.stop_button, self.progress, self.status])])
        self._fill_form()
        self._show_slow_bots()
        return [
            intro, self._heading(_("1. The rules")), rules_box,
            self._heading(_("2. Bots and games")), play_box,
            self._heading(_("3. What happened")), self.seed_label, self.sweep_result,
            self.metrics, self.pictures, self.comparison, self.downloads]

    def _shows_errors(self, callback: Callable[[Any], object]) -> Callable[[Any], None]:
        """``callback`` for a widget event, showing any error in the status line: the
        widget library would only log it where nobody looks, leaving "Playing…" forever."""

        def guarded(event: Any) -> None:
            try:
                callback(event)
            except Exception as exc:  # noqa: BLE001 - shown to the person, not swallowed
                self.show_error(exc)

        return guarded

    @speaks
    def show_error(self, exc: BaseException) -> None:
        """Say what went wrong in the status line, and let the person try again."""
        if isinstance(exc, GauchoError):
            text = _("That did not work: {error}").format(error=exc)
        else:
            # Translators: an unexpected error in the workshop; {reason} is its message
            # (in English, from the program) or the words below when it has none.
            text = _("The run stopped: {reason}").format(
                reason=str(exc) or _("an unexpected error in the program, with no message"))
        self.status.value = f'<span style="color:#a00000">{escape(text)}</span>'
        self.stop_button.disabled = not self._running
        self._validate()

    @staticmethod
    def _heading(text: str) -> w.HTML:
        return html(f'<h4 style="margin:10px 0 2px">{escape(text)}</h4>')

    # ---------------------------------------------------------------- form
    def _input(self, s: Setting, description: str) -> w.ValueWidget:
        widget: w.ValueWidget
        if s.kind == "bool":
            widget = w.Checkbox(value=True, description=description, indent=False,
                                layout=w.Layout(width="auto"))
        else:
            widget = w.Text(description=description, style={"description_width": "initial"},
                            layout=w.Layout(width="150px" if s.kind == "sizes" else
                                            ("120px" if description else "70px")))
        widget.add_class(f"gaucho-ws-set-{s.key.replace('.', '-')}")
        widget.observe(lambda _c, key=s.key: self._value_changed(key), names="value")
        self.inputs[s.key] = widget
        return widget

    def _form_rows(self) -> list[w.Widget]:
        rows: list[w.Widget] = []
        grouped: dict[str, list[Setting]] = {}
        for s in SETTINGS:
            grouped.setdefault(s.field, []).append(s)
        label_layout = w.Layout(width="230px")
        for field, settings in grouped.items():
            first = settings[0]
            if field in _GROUPS:
                label = _(_GROUPS[field])
                inputs = []
                for s in settings:
                    sub = s.key.split(".", 1)[1]
                    desc = (_(s.label) if field == "area" else
                            ngettext("{n} tile", "{n} tiles", int(sub)).format(n=sub)
                            if field == "keep_limits" else _(_SUB[field]).format(n=sub))
                    inputs.append(self._input(s, desc))
            else:
                label = first.title
                inputs = [self._input(first, "")]
            meaning_words = _(first.meaning)
            meaning = (f'<span style="color:#555">{escape(meaning_words)} '
                       f"<small>({rule_ids_html(first.rules)})</small></span>{RULE_STYLE}")
            rows.append(w.HBox([html(f"<b>{escape(label)}</b>", layout=label_layout),
                                *inputs, html(meaning, flex="1")],
                               layout=w.Layout(align_items="center", flex_flow="row wrap")))
        return rows

    def _fill_form(self) -> None:
        c = self.controller
        self._filling = True
        try:
            for key, widget in self.inputs.items():
                value = c.values[key]
                widget.value = bool(value) if isinstance(widget, w.Checkbox) else str(value)
        finally:
            self._filling = False
        v = c.base
        self.variant_info.value = (f'<span style="color:#555">{escape(word(v.description))}'
                                   "</span>")
        self._validate()

    @speaks
    def choose_variant(self, name: str) -> None:
        self.controller.choose_variant(name)
        self._fill_form()

    def set_value(self, key: str, value: Any) -> None:
        """Type a value into the form (as a person would)."""
        widget = self.inputs[key]
        widget.value = bool(value) if isinstance(widget, w.Checkbox) else str(value)

    @speaks
    def _value_changed(self, key: str) -> None:
        if self._filling:
            return
        self.controller.set_value(key, self.inputs[key].value)
        self._validate()

    def _validate(self) -> None:
        c = self.controller
        problems = c.problems()
        self.problems_box.value = "".join(
            f'<div style="color:#a00000">⚠ {escape(p)}</div>' for p in problems)
        changes = c.changes() if not problems else []
        official = _("These are the official rules.")
        self.changes_box.value = (
            "<b>" + escape(_("Your rules differ from the official ones in:")) + "</b> "
            + escape("; ".join(changes)) if changes else
            ("" if problems else f'<span style="color:#555">{escape(official)}</span>'))
        self.run_button.disabled = bool(problems) or self._running

    def _mode_changed(self) -> None:
        self._mode = str(self.mode_pick.value)
        self.sweep_box.layout.display = "" if self._mode == "sweep" else "none"

    def sweep_over(self, key: str, low: Any, high: Any, step: Any = 1) -> None:
        """Choose the sweep mode and its range (as a person would, in the form)."""
        self.mode_pick.value = "sweep"
        self.sweep_pick.value = key
        for box, raw in zip(self.sweep_inputs, (low, high, step), strict=True):
            box.value = str(raw)

    def _compare_changed(self) -> None:
        v = str(self.compare_pick.value)
        self.controller.compare_with = None if v == _NO_COMPARISON else v

    def _players_changed(self) -> None:
        c = self.controller
        c.set_players(int(self.players_pick.value))
        for pick, bot in zip(self.seat_picks, c.seats, strict=False):
            pick.value = bot
        self.seats_box.children = self.seat_picks[:c.players]
        self._show_slow_bots()

    def _seat_changed_event(self, i: int, _change: Any) -> None:
        self._seat_changed(i)

    def _seat_changed(self, i: int) -> None:
        if i < self.controller.players:
            self.controller.set_seat(i, str(self.seat_picks[i].value))
        self._show_slow_bots()

    def _show_slow_bots(self) -> None:
        """A warning beside the bot choice while a seat plays ``expert``, which takes more
        than a minute a game (docs/design-metrics.md, Bots)."""
        if SLOW_BOT in self.controller.seats[:self.controller.players]:
            self.slow_bots_note.value = (
                '<div style="color:#8a4b00"><b>' + escape(_(
                    "expert takes more than a minute of CPU a game (about 80 s for four "
                    "players), so a run of a few hundred games takes hours; choose club or "
                    "beginner for a run you wait for.")) + "</b></div>")
        else:
            self.slow_bots_note.value = ""

    # ----------------------------------------------------------------- run
    @property
    def _running(self) -> bool:
        run = self.controller.run
        return run is not None and not run.finished

    @speaks
    def run(self, *, background: bool = True) -> WorkshopRun | SweepRun | None:
        c = self.controller
        c.games = int(self.games_box.value)
        c.seed = self.seed_box.value.strip() or "0"
        if isinstance(c.seed, str) and c.seed.lstrip("-").isdigit():
            c.seed = int(c.seed)
        try:
            c.config()
        except GauchoError as exc:
            self.status.value = f'<span style="color:#a00000">{escape(str(exc))}</span>'
            return None
        self.pictures.value = self.comparison.value = self.downloads.value = ""
        self.seed_label.value = self.metrics.value = self.sweep_result.value = ""
        self.run_button.disabled = True
        self.stop_button.disabled = False
        self.progress.value = 0
        self.progress.bar_style = ""
        self.status.value = escape(_("Playing…"))
        self._last_shown = -1
        low, high, step = (str(box.value).strip() for box in self.sweep_inputs)
        self._sweep = (str(self.sweep_pick.value), low, high, step)
        try:
            if self._mode == "sweep":
                key, low, high, step = self._sweep
                return c.start_sweep(key, low, high, step, self._progress,
                                     background=background)
            return c.start(self._progress, background=background)
        except GauchoError as exc:
            self.show_error(exc)
            return None

    @speaks
    def stop(self) -> None:
        self.controller.stop()
        self.stop_button.disabled = True
        self.status.value = escape(_("Stopping after the games being played…"))

    @speaks  # also in the run's thread: the view's language, not the process's
    def _progress(self, run: WorkshopRun | SweepRun) -> None:
        self.progress.max = max(1, run.total)
        self.progress.value = run.done
        if not run.finished:
            self.status.value = escape(_("{done} of {total} games played").format(
                done=run.done, total=run.total))
            return
        self.progress.bar_style = "success" if not run.stopped and not run.error else "warning"
        self.stop_button.disabled = True
        try:
            self.show_results(run)
        finally:
            self._validate()

    # ------------------------------------------------------------- results
    @speaks
    def show_results(self, run: WorkshopRun | SweepRun) -> None:
        """Pictures, comparison and downloads first; the status line says "Done" last."""
        try:
            if isinstance(run, SweepRun):
                self._show_sweep(run)
            else:
                self._show_records(run)
        finally:
            self.status.value = self._status_text(run)

    @staticmethod
    def _status_text(run: WorkshopRun | SweepRun) -> str:
        if run.error is not None:
            text = _("The run failed: {error}").format(error=run.error)
            return f'<span style="color:#a00000">{escape(text)}</span>'
        if isinstance(run, SweepRun):
            return escape(_sweep_status(run))
        paired = run.paired
        if run.stopped and run.theirs is not None:
            text = ngettext("Stopped: {n} game of {games} under each ruleset; the results "
                            "below compare them.",
                            "Stopped: {n} games of {games} under each ruleset; the results "
                            "below compare them.", paired).format(n=paired, games=run.games)
        elif run.stopped:
            text = ngettext("Stopped: {n} game of {games} finished; the results below use it.",
                            "Stopped: {n} games of {games} finished; the results below use "
                            "them.", paired).format(n=paired, games=run.games)
        elif run.theirs is not None:
            text = _("Done: {n} games under each ruleset.").format(n=paired)
        else:
            text = _("Done: {n} games.").format(n=paired)
        theirs = run.theirs
        failed = len(run.ours.failures) + (len(theirs.failures) if theirs is not None else 0)
        if failed:
            text += " " + _("{n} games failed and are left out (see the failures in the "
                            "records).").format(n=failed)
        return escape(text)

    def _show_records(self, run: WorkshopRun) -> None:
        ours, theirs = run.ours, run.theirs
        shown = (rules_word(run.labels[0]), rules_word(run.labels[1]))
        rules = ", ".join([shown[0], *([shown[1]] if theirs is not None else [])])
        self.seed_label.value = (
            '<div class="gaucho-ws-seed-shown" style="background:#f4f1e4;padding:4px">'
            + escape(_("Seed {seed}: {games} games per ruleset ({rules}), {players} players, "
                       "bots {bots}. The same seed plays the very same games again.").format(
                seed=run.seed, games=len(ours), rules=rules, players=run.players,
                bots=" / ".join(self._bot_words(ours.meta.get("bots", []))))) + "</div>")
        if not len(ours):
            return
        self.metrics.value = metrics_html(run.metrics(), shown, len(ours))
        label = shown[0]
        under = _("Under {rules}").format(rules=label)
        self.pictures.value = f"<h4>{escape(under)}</h4>" + pictures_html(lambda: [
            (plots.plot_win_rates(ours, by="turn_order"), _("Win rate by seat"), 460),
            (plots.plot_win_rates(ours, by="bot"), _("Win rate by bot"), 460),
            (plots.plot_scores(ours, by="bot"), _("Score distribution"), 460),
            (plots.plot_game_length(ours), _("Game length"), 460),
            (plots.plot_sale_sizes(ours), _("Sale sizes"), 460),
            (plots.plot_action_usage(ours, by="bot"), _("Action usage"), 460)])
        download = _("Download the records (CSV)")
        parts = [f"<b>{escape(download)}</b> " + self._csv_links(ours, label)]
        if theirs is not None and len(theirs):
            self.comparison.value = self._comparison_html(ours, theirs, shown)
            parts.append(self._csv_links(theirs, shown[1]))
        self.downloads.value = "<div>" + "<br>".join(parts) + "</div>"

    @staticmethod
    def _csv_links(sim: Simulation, shown: str) -> str:
        """One rule set's tables as CSV links, the files named by the rules' variant name
        (the records' ``variant`` column): ``custom-pasture_threshold=25-players.csv``."""
        stem = file_stem(str(sim.meta.get("variant", shown)))
        links = [csv_link(sim, t, f"{stem}-{t}.csv", _(words)) for t, words in _TABLES.items()]
        # Translators: a rule set's name ("our rules"), then its tables' CSV download links.
        return _("{rules}: {links}").format(rules=escape(shown), links=" · ".join(links))

    def _bot_words(self, labels: list[str]) -> list[str]:
        """The bots that played, seat by seat, as the menu names them."""
        names = {spec_label(spec): name for name, spec in self.controller.bot_choices.items()}
        return [bot_word(names.get(label, label)) for label in labels]

    def _show_sweep(self, run: SweepRun) -> None:
        """The swept metrics as charts with their bands and the balancing value, then the
        same in words."""
        bots = " / ".join(self._bot_words([spec_label(b) for b in run.bots]))
        self.seed_label.value = (
            '<div class="gaucho-ws-seed-shown" style="background:#f4f1e4;padding:4px">'
            + escape(_("Seed {seed}: {games} games at each value, {players} players, bots "
                       "{bots}. The same seed plays the very same games at every value.")
                     .format(seed=run.seed, games=run.games, players=run.players, bots=bots))
            + "</div>")
        self.sweep_result.value = sweep_html(run)

    @staticmethod
    def _comparison_html(a: Simulation, b: Simulation, labels: tuple[str, str]) -> str:
        base, ours = labels[1], labels[0]
        cmp = stats.compare(b, a, labels=(base, ours))
        rows = []
        # below stats.MIN_GAMES games a side nothing is called clear, nor "no change": by
        # the row's own count, which counts games (a per-sale row: the games with a sale in
        # play, never more than the games played), and by the games played a side
        few_games = stats.too_few(len(a), len(b))
        any_few = False
        for r in cmp.rows:
            few = bool(r["too_few"]) or few_games
            any_few = any_few or few
            clear = bool(r["significant"]) and not few
            verdict = (_("too few games to tell") if few else
                       _("changed") if clear else _("no clear change"))
            colour = "#000" if clear else "#777"
            metric = word(r["metric"])
            rows.append(f'<tr style="color:{colour}"><td class="gaucho-ws-metric">'
                        f"{escape(metric)}</td>"
                        f"<td>{format_number(r['mean_a'], 2)}</td>"
                        f"<td>{format_number(r['mean_b'], 2)}</td>"
                        f"<td>{_signed(r['diff'])}</td>"
                        f"<td>{escape(interval_of(r['lo'], r['hi']))}</td>"
                        f"<td>{escape(verdict)}</td></tr>")
        # (Babel reads no call inside an f-string: the words are made first)
        measure, change, interval = _("measure"), _("change"), _("95 % interval")
        head = (f"<tr><th>{escape(measure)}</th><th>{escape(base)}</th>"
                f"<th>{escape(ours)}</th><th>{escape(change)}</th>"
                f"<th>{escape(interval)}</th><th></th></tr>")
        pics = pictures_html(lambda: [
            (plots.plot_comparison(cmp), _("What did the rule change do?"), 520),
            (side_by_side_win_rates(b, a, (base, ours)), _("Win rate by seat, side by side"),
             480)])
        title = _("What did our rule change do? {ours} against {base}").format(ours=ours,
                                                                              base=base)
        note = _("A change is clear when its 95 % interval leaves out 0; games are the units.")
        if any_few:
            # Translators: after the note of the Workshop's comparison table; {least} is the
            # fewest games each rule set needs (10).
            note += " " + ngettext("With fewer than {least} game under a rule set there are "
                                   "too few games to tell, whatever the interval.",
                                   "With fewer than {least} games under a rule set there are "
                                   "too few games to tell, whatever the interval.",
                                   stats.MIN_GAMES).format(least=format_number(stats.MIN_GAMES))
        return (f"<h4>{escape(title)}</h4>"
                f"{pics}"
                "<style>.gaucho-ws-table td,.gaucho-ws-table th{padding:1px 10px;"
                "text-align:right;border-bottom:1px solid #ddd}"
                ".gaucho-ws-table td:first-child{text-align:left}</style>"
                '<table class="gaucho-ws-table" style="border-collapse:collapse;font-size:12px">'
                f"{head}{''.join(rows)}</table>"
                f'<small style="color:#555">{escape(note)}</small>')

    @speaks
    def text(self) -> str:
        c = self.controller
        lines = [_("{title}: {ours} vs {theirs}, {players} players, {games} games, seed {seed}")
                 .format(title=self.heading, ours=rules_word(c.label),
                         theirs=rules_word(c.compare_with) if c.compare_with else "-",
                         players=c.players, games=c.games, seed=c.seed)]
        lines.extend(c.changes())
        return "\n".join(lines)


def _signed_metric(m: Metric, x: float) -> str:
    """A change with its sign (``+3%``), a change too small to show as ``0`` (never ``-0``)."""
    if m.show(abs(x)) == m.show(0.0):
        return m.show(0.0)
    return ("+" if x > 0 else "") + m.show(x)


def _figures(m: Metric, name: str) -> str:
    """A metric's figure with its interval, for a rule set: ``official: 27% [23%, 31%]``."""
    # Translators: a design metric's figure under one rule set, "official: 27% [23%, 31%]".
    return _("{rules}: {value} {interval}").format(rules=name, value=m.show(),
                                                    interval=m.interval)


def _change(m: Metric, d: Difference) -> str:
    # Translators: the paired difference of a design metric, "change +3% [+1%, +5%]".
    return _("change {value} {interval}").format(
        value=_signed_metric(m, d.mean),
        interval=_("[{lo}, {hi}]").format(lo=_signed_metric(m, d.lo),
                                          hi=_signed_metric(m, d.hi)))


def metrics_html(result: Paired | list[Metric], labels: tuple[str, str], games: int) -> str:
    """The design-metrics panel: small charts first (each metric with its interval under
    each rule set, the fair value dashed), then one sentence of plain words per metric,
    each figure with its interval (:mod:`gaucho.workshop.metrics`)."""
    ours, base = labels
    if isinstance(result, Paired):
        rows = [(m, ref, result.differences.get(m.key)) for m, ref, _d in result.rows()]
        title = ngettext("Design metrics: {n} game under each ruleset, paired on the same "
                         "seeds (95 % intervals)",
                         "Design metrics: {n} games under each ruleset, paired on the same "
                         "seeds (95 % intervals)", games).format(n=games)
    else:
        rows = [(m, None, None) for m in result]
        title = ngettext("Design metrics: {n} game (95 % intervals)",
                         "Design metrics: {n} games (95 % intervals)", games).format(n=games)
    charts = []
    for m, ref, _d in rows:
        if m.key in CHARTED:
            pairs = [(base, ref), (ours, m)] if ref is not None else [(ours, m)]
            charts.append(interval_chart(pairs, m.label))
    main: list[str] = []
    used: list[str] = []
    for m, ref, d in rows:
        if ref is not None:
            # "too few games to tell" below stats.MIN_GAMES games (pairs), never "hardly
            # any change" after 3 games
            text = compared_sentence(m, ref, d, games)
            figures = [_figures(m, ours), _figures(ref, base)] + (
                [_change(m, d)] if d is not None else [])
        else:
            text, figures = m.sentence(), []
        item = (f'<li class="gaucho-ws-sentence" data-metric="{escape(m.key)}">{escape(text)}'
                + (f' <small style="color:#555">({escape("; ".join(figures))})</small>'
                   if figures else "") + "</li>")
        (used if ":" in m.key else main).append(item)
    what_used = _("What gets used: each Action Area, special action and kind of sale per game")
    return (f'<h4>{escape(title)}</h4>'
            '<div class="gaucho-ws-charts" style="display:flex;flex-wrap:wrap;gap:8px">'
            + "".join(charts) + "</div>"
            f'<ul style="margin:4px 0;padding-left:18px">{"".join(main)}</ul>'
            + (f"<details><summary>{escape(what_used)}</summary>"
               f'<ul style="padding-left:18px">{"".join(used)}</ul></details>' if used else ""))


def _sweep_status(run: SweepRun) -> str:
    """Where a sweep ended, in words."""
    n, parameter = len(run.result.values), run.setting.title
    if run.stopped:
        return ngettext("Stopped: {n} value of {parameter} finished, {games} games each (the "
                        "value being played is left out).",
                        "Stopped: {n} values of {parameter} finished, {games} games each "
                        "(the value being played is left out).", n).format(
            n=n, parameter=parameter, games=run.games)
    return ngettext("Done: {n} value of {parameter}, {games} games each.",
                    "Done: {n} values of {parameter}, {games} games each.", n).format(
        n=n, parameter=parameter, games=run.games)


def sweep_html(run: SweepRun) -> str:
    """A finished sweep: each of :data:`SWEPT` as a chart over the values with its band, the
    balancing value marked, then the same in plain words."""
    result, balancing = run.result, run.balancing
    if not result.values:
        return escape(_("No value finished before the run stopped."))
    charts, words = [], []
    if balancing is not None:
        words.append(balancing.sentence())
    else:
        words.append(_("Finding the balancing value needs at least two values."))
    for key in SWEPT:
        curve = result.curve(key)
        metric = next((m for ms in result.metrics for m in ms if m.key == key), None)
        if not curve or metric is None:
            continue
        charts.append(sweep_chart(curve, metric, result.parameter, balancing))
        first, last = curve[0], curve[-1]
        words.append(_("{label}: {first} {first_interval} at {low}, {last} {last_interval} at "
                       "{high}.").format(
            label=metric.label, first=metric.show(first.estimate),
            first_interval=_("[{lo}, {hi}]").format(lo=metric.show(first.lo),
                                                    hi=metric.show(first.hi)),
            low=first.value, last=metric.show(last.estimate),
            last_interval=_("[{lo}, {hi}]").format(lo=metric.show(last.lo),
                                                   hi=metric.show(last.hi)),
            high=last.value))
    title = _("Sweep of {parameter}").format(parameter=result.parameter)
    return (f"<h4>{escape(title)}</h4>"
            '<div class="gaucho-ws-sweep-charts" style="display:flex;flex-wrap:wrap;gap:8px">'
            + "".join(charts) + "</div>"
            '<ul class="gaucho-ws-sweep-words" style="margin:4px 0;padding-left:18px">'
            + "".join(f"<li>{escape(t)}</li>" for t in words) + "</ul>")


def workshop_tab(seed: int | str = 2024, bots: Mapping[str, Any] | None = None,
                 language: str | None = None) -> WorkshopTab:
    """The Workshop tab on its own, e.g. in a notebook with bots defined in a cell
    (a bot can be a function ``game -> action``)::

        workshop_tab(bots={"grabber": grabber})
    """
    return WorkshopTab(seed=seed, bots=bots, language=language)


__all__ = ["WorkshopTab", "csv_link", "figure_html", "file_stem", "metrics_html",
           "side_by_side_win_rates", "sweep_html", "workshop_tab"]
