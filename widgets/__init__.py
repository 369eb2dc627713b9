"""ipywidgets views over the plain-Python controllers of :mod:`gaucho.explorer`.

    >>> from gaucho.widgets import explorer_app
    >>> app = explorer_app(seed=7)   # tabs: Setup, ..., Phases, Workshop
    >>> app.set_language("es")       # or the menu above the tabs: every tab speaks Spanish

Each view is a small widget tree with one board (:class:`BoardWidget`, clickable in
Play; :class:`GameBoard` plays any game by clicks in a notebook) redrawn in place,
and a static HTML/text fallback for viewers without a kernel.
"""

from __future__ import annotations

from html import escape
from typing import Any, Generic, TypeVar, overload

from gaucho._extras import require

# Say which extra to install when ipywidgets or anywidget is missing (E402 allowed here).
require("ipywidgets", extra="widgets")
require("anywidget", extra="widgets")

import ipywidgets as w

from gaucho.i18n import LANGUAGE_NAMES, N_, SUPPORTED, _, check_language, use_language

from ._base import BoardView, View, pick_language, widget_bundle
from .board import BoardWidget, GameBoard, keyboard_help
from .editor import EditorTab
from .example import ExamplePlayer
from .guided import GuidedGameView
from .phases import PhaseView, sample_explorer
from .play import PlayWidget
from .prelim import PrelimStepper
from .puzzles import PuzzlesTab
from .rules import RulesTab
from .setup import SetupStepper
from .study import StudiesTab
from .workshop import WorkshopTab, workshop_tab

__all__ = [
    "BoardView",
    "BoardWidget",
    "EditorTab",
    "ExamplePlayer",
    "ExplorerApp",
    "GuidedGameView",
    "GameBoard",
    "PhaseView",
    "PlayWidget",
    "PrelimStepper",
    "PuzzlesTab",
    "RulesTab",
    "SetupStepper",
    "StudiesTab",
    "View",
    "WorkshopTab",
    "explorer_app",
    "sample_explorer",
    "workshop_tab",
]

#: The tabs' titles (English, marked; shown with ``_()``).
TAB_TITLES = (N_("Setup"), N_("Preliminary round"), N_("Examples"), N_("Play"), N_("Phases"),
              N_("Workshop"), N_("First game"), N_("Rules"), N_("Puzzles"),
              N_("Editor"), N_("Studies"))

#: Every tab title whole: with eleven tabs the bar wraps onto a second row rather than cut
#: the titles ("Preliminary ro…" at 1280 px, worse at 800 px).
TAB_STYLE = ("<style>.gaucho-app > .lm-TabBar{height:auto!important;overflow:visible}"
             ".gaucho-app > .lm-TabBar .lm-TabBar-content{flex-wrap:wrap}"
             ".gaucho-app > .lm-TabBar .lm-TabBar-tab{flex:0 0 auto!important;"
             "max-width:none!important;min-width:0!important}</style>")

#: A compact head above the tabs: the heading, one line, and two folded parts side by side.
INTRO_STYLE = ("<style>.gaucho-app-intro h2{margin:4px 0}.gaucho-app-intro p{margin:4px 0}"
               ".gaucho-app-intro details{display:inline-block;vertical-align:top;"
               "margin-right:2em}</style>")

V = TypeVar("V", bound=View)


class TabView(Generic[V]):
    """An app's tab view, built when code reaches it (``app.play.status``): a view the app
    made lazy is an empty box until its tab is first opened, and code that reaches into it
    finds its widgets all the same. The app's own ``text()``, fallback and language switch
    read the views without building them."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = f"_{name}_view"

    @overload
    def __get__(self, app: None, owner: type) -> TabView[V]:
        ...

    @overload
    def __get__(self, app: object, owner: type) -> V:
        ...

    def __get__(self, app: object | None, owner: type) -> TabView[V] | V:
        if app is None:
            return self
        view: V = getattr(app, self.attr)
        view.build()
        return view

    def __set__(self, app: object, view: V) -> None:
        setattr(app, self.attr, view)


class ExplorerApp(w.Tab):
    """The workshop app: one tab per view, and a language menu above them (:attr:`page` is
    what a notebook shows: the menu and the tabs).

    Only the first tab (Setup) is built at once; every other tab builds its widgets when it
    is first opened (:meth:`View.build`), so the first board shows sooner, above all in the
    browser build (JupyterLite). Reaching a tab's view from code (``app.play``) builds it too.
    """

    setup = TabView[SetupStepper]()
    prelim = TabView[PrelimStepper]()
    examples = TabView[ExamplePlayer]()
    play = TabView[PlayWidget]()
    phases = TabView[PhaseView]()
    workshop = TabView[WorkshopTab]()
    first_game = TabView[GuidedGameView]()
    rules = TabView[RulesTab]()
    puzzles = TabView[PuzzlesTab]()
    editor = TabView[EditorTab]()
    studies = TabView[StudiesTab]()

    def __init__(self, seed: int | str = 7, players: int = 3, *, language: str | None = None,
                 **kwargs: Any) -> None:
        self.language = pick_language(language)
        lang = self.language
        self.setup = SetupStepper(players, seed, language=lang)
        self.prelim = PrelimStepper(players, seed, language=lang, lazy=True)
        self.examples = ExamplePlayer(language=lang, lazy=True)
        self.play = PlayWidget(players, seed, language=lang, lazy=True)
        self.phases = PhaseView(seed=seed, language=lang, lazy=True)
        self.workshop = WorkshopTab(language=lang, lazy=True)
        self.first_game = GuidedGameView(language=lang, lazy=True)
        self.rules = RulesTab(language=lang, lazy=True)
        self.puzzles = PuzzlesTab(language=lang, lazy=True)
        self.editor = EditorTab(language=lang, lazy=True)
        self._editor_view.on_play.append(self._play_from_editor)  # "Play from here"
        # a chapter may start at the Editor's table (read when started: never builds it)
        self.studies = StudiesTab(language=lang, lazy=True,
                                  editor=lambda: self._editor_view.editor)
        # the views as made (reading self.prelim would build it)
        views = [self._setup_view, self._prelim_view, self._examples_view, self._play_view,
                 self._phases_view, self._workshop_view, self._first_game_view,
                 self._rules_view, self._puzzles_view, self._editor_view, self._studies_view]
        with use_language(lang):
            titles = tuple(_(t) for t in TAB_TITLES)
        super().__init__(children=views, titles=titles, **kwargs)
        self.add_class("gaucho-app")
        self.observe(self._tab_opened, names="selected_index")
        # Each language named in itself: whoever cannot read the page still finds his own.
        self.language_pick = w.Dropdown(options=[(LANGUAGE_NAMES[k], k) for k in SUPPORTED],
                                        value=lang, layout=w.Layout(width="240px"))
        self.language_pick.add_class("gaucho-app-language")
        self.language_pick.observe(lambda c: self.set_language(str(c["new"])), names="value")
        self.intro = w.HTML()
        self.intro.add_class("gaucho-app-intro")
        self.page = w.VBox([self.language_pick, self.intro, self])
        self.page.add_class("gaucho-app-page")
        self._label_menu()

    def _label_menu(self) -> None:
        """The menu's label and the words above the tabs, in the app's language."""
        with use_language(self.language):
            self.language_pick.description = _("Language")
            self.language_pick.tooltip = _("The language of every tab")
            tabs = {key: f"<b>{escape(title)}</b>" for key, title in zip(
                ("setup", "prelim", "examples", "play", "phases", "workshop", "first",
                 "rules", "puzzles", "editor", "studies"), self.titles, strict=True)}
            # Translators: the app's introduction; {setup}... are the tabs' titles (in bold).
            about = _("Learn El Gaucho step by step, no code needed. {setup} shows the table "
                      "being set up, {prelim} the first draws and gauchos, {examples} the "
                      "rulebook's worked examples, {play} lets you play against bots, {phases} "
                      "follows a game through its phases, {workshop} changes a rule and plays "
                      "hundreds of games to show what the change did, {first} guides you "
                      "through your first rounds, up to a collection, a forced sale and a "
                      "refill, {rules} holds the whole rulebook, "
                      "{puzzles} asks you to find the best move in positions from real games, "
                      "{editor} lets you set up any table, and {studies} plays back lessons "
                      "a teacher recorded.")
            hover = _("Every step is told with the rule it follows (an R-... number): hover "
                      "it to read the rule, click it to keep the rule open.")
            heading = _("El Gaucho explorer")
            # Translators: the summary of the keyboard help above the tabs ("?" opens it).
            keys = _("Keyboard help (?)")
            # Translators: the summary of the app's introduction (what each tab does), above
            # the tabs; it opens the introduction.
            tour = _("What each tab does")
            # the introduction folds away, so the board of a tab fits a 1280x800 screen
            self.intro.value = (f"{TAB_STYLE}{INTRO_STYLE}<h2>{escape(heading)}</h2>"
                                f"<p>{escape(hover)}</p>"
                                f'<details class="gaucho-about"><summary>{escape(tour)}'
                                f"</summary><p>{escape(about).format(**tabs)}</p></details>"
                                f'<details class="gaucho-keys"><summary>{escape(keys)}'
                                f"</summary><p>{escape(keyboard_help())}</p></details>")

    def set_language(self, language: str) -> None:
        """Every tab's words, boards, narration and rules in ``language`` (``"en"``, ``"es"``,
        ``"fr"``, ``"de"``); the games, examples and settings shown do not change."""
        self.language = check_language(language)
        if self.language_pick.value != self.language:
            self.language_pick.value = self.language  # observed: comes back here
            return
        with use_language(self.language):
            self.titles = tuple(_(t) for t in TAB_TITLES)
        self._label_menu()
        for view in self.views:  # an unbuilt one is built in it later
            view.set_language(self.language)

    @property
    def views(self) -> list[View]:
        """The tabs' views, as they are (unbuilt ones are not built)."""
        return [v for v in self.children if isinstance(v, View)]

    def _tab_opened(self, change: Any) -> None:
        """A tab opened the first time builds its view (in the app's language)."""
        index = change["new"]
        if index is not None and 0 <= index < len(self.children):
            view = self.children[index]
            if isinstance(view, View):
                view.build()

    def _play_from_editor(self, game: Any) -> None:
        """The Editor tab's table, handed to the Play tab (which then opens)."""
        self.play.load_text(game.to_json())
        self.selected_index = self.children.index(self._play_view)

    def show_rule(self, rule_id: str) -> None:
        """Open the Rules tab on one rule (``app.show_rule("R-STEAL-1")``)."""
        self.rules.show(rule_id)
        self.selected_index = list(self.children).index(self.rules)

    def text(self) -> str:
        """What every tab shows, as text (read from the controllers: no tab is built)."""
        return "\n\n".join(v.text() for v in self.views)

    def _repr_html_(self) -> str:
        return "".join(v._repr_html_() for v in self.views)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        # the page (menu and tabs) is what shows; this Tab is its last child
        data = widget_bundle(self.page)
        with use_language(self.language):
            data["text/plain"] = _("gaucho explorer app: {tabs}").format(
                tabs=", ".join(self.titles))
        data["text/html"] = self._repr_html_()
        return data


def explorer_app(seed: int | str = 7, players: int = 3,
                 language: str | None = None) -> ExplorerApp:
    """The app with its tabs in ``language`` (default: the current language); its menu
    switches the language later."""
    return ExplorerApp(seed=seed, players=players, language=language)
