"""The explorer app builds only the tab that is shown (issue 18: the zero-install site's warm
start): every tab but Setup is an empty box until it is first opened, and nothing that worked
on a built tab is lost on an unbuilt one.

Driven without a browser (the Voilà tests in this folder click the tabs in Chromium).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as w  # noqa: E402
from gaucho.widgets import ExplorerApp, SetupStepper, View, explorer_app  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from ipywidgets.widgets.widget import _instances  # noqa: E402

from gaucho.i18n import SUPPORTED  # noqa: E402

#: The tabs in order; all but the first wait to be opened.
TABS = ("setup", "prelim", "examples", "play", "phases", "workshop", "first_game", "rules",
        "puzzles", "editor", "studies")


def created(make: Any) -> tuple[Any, int]:
    """What ``make()`` returns, and how many widget models (layouts and styles included) it
    created: each one is a message to the browser and a view it draws."""
    before = set(_instances)
    made = make()
    return made, len(set(_instances) - before)


def walk(widget: w.Widget) -> Iterator[w.Widget]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def state_of(widget: w.Widget) -> list[tuple[str, dict[str, Any]]]:
    """What a widget tree shows: every widget's synced state, references to other models
    (layouts, styles, children) left out, since those are IDs that differ from app to app."""

    def shown(value: Any) -> bool:
        if isinstance(value, str):
            return not value.startswith("IPY_MODEL_")
        if isinstance(value, (list, tuple)):
            return all(shown(v) for v in value)
        return True

    return [(type(k).__name__, {key: v for key, v in k.get_state().items()
                                if shown(v) and key not in ("_dom_classes", "version")})
            for k in walk(widget)]


def unbuilt(app: ExplorerApp) -> list[str]:
    return [name for name in TABS if not getattr(app, f"_{name}_view").built]


# ------------------------------------------------------------------ at creation
def test_only_the_setup_tab_is_made_at_creation() -> None:
    _setup, setup_widgets = created(lambda: SetupStepper(3, 7))
    app, app_widgets = created(lambda: explorer_app(seed=7, players=3))
    assert unbuilt(app) == list(TABS[1:])
    # the rest: the tab bar, the page, the language menu, the introduction (each with its
    # layout, the menu with its style too), ten empty boxes and the Workshop's "Loading"
    # line (a layout each, the line a style too)
    assert app_widgets - setup_widgets == (2 + 2 + 3 + 3) + 10 * 2 + 3
    assert setup_widgets == 35
    assert [len(v.children) for v in app.views] == [5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]


def test_the_fully_built_app_has_all_its_widgets() -> None:
    """What laziness saves: the tabs made at once are more than 280 widgets; at creation 68."""
    app, at_creation = created(lambda: explorer_app(seed=7, players=3))
    _, later = created(lambda: [getattr(app, name) for name in TABS])
    assert at_creation == 68
    assert at_creation + later > 280


# ------------------------------------------------------------------ opening tabs
def test_each_tab_is_built_once_when_first_opened(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    for view_class in {type(v) for v in explorer_app().views}:
        made = view_class.make_widgets

        def counting(self: View, made: Any = made) -> list[w.Widget]:
            calls.append(type(self).__name__)
            return made(self)  # type: ignore[no-any-return]

        monkeypatch.setattr(view_class, "make_widgets", counting)
    app = ExplorerApp(seed=7)
    assert calls == ["SetupStepper"]
    for index in [3, 1, 3, 0, 7, 2, 4, 5, 6, 1, 5, 8, 9, 10]:
        app.selected_index = index
        view = app.views[index]
        assert view.built and view.children
    assert sorted(calls) == sorted(type(v).__name__ for v in app.views)
    assert unbuilt(app) == []


def test_reaching_a_tab_from_code_builds_it() -> None:
    app = ExplorerApp(seed=7)
    assert not app._play_view.built
    status = app.play.status.value  # built on access: its widgets are there
    assert app._play_view.built and "Play" in app.text() and status
    assert app.selected_index == 0  # reaching a view does not open its tab
    assert unbuilt(app) == ["prelim", "examples", "phases", "workshop", "first_game", "rules",
                            "puzzles", "editor", "studies"]


def test_a_tab_opened_later_is_the_tab_made_at_once() -> None:
    """A lazy tab, once opened, shows exactly what the standalone view shows."""
    from gaucho.widgets import (
        ExamplePlayer,
        GuidedGameView,
        PhaseView,
        PlayWidget,
        PrelimStepper,
        RulesTab,
        WorkshopTab,
    )

    app = ExplorerApp(seed=5, players=2)
    at_once = [PrelimStepper(2, 5), ExamplePlayer(), PlayWidget(2, 5), PhaseView(seed=5),
               WorkshopTab(), GuidedGameView(), RulesTab()]
    for index, view in enumerate(at_once, start=1):
        app.selected_index = index
        assert state_of(app.views[index]) == state_of(view), type(view).__name__


# ------------------------------------------------------------------ language
def test_a_language_chosen_before_a_tab_is_opened_is_honoured() -> None:
    app = ExplorerApp(seed=7, language="en")
    app.set_language("es")
    assert unbuilt(app) == list(TABS[1:]) and all(v.language == "es" for v in app.views)
    spanish = ExplorerApp(seed=7, language="es")
    for index in range(1, len(TABS)):
        app.selected_index = spanish.selected_index = index
        assert state_of(app.views[index]) == state_of(spanish.views[index]), TABS[index]
    assert app.play.play_button.description == "Jugar"


def test_the_workshop_placeholder_speaks_the_app_language() -> None:
    app = ExplorerApp(seed=7, language="en")
    loading = app._workshop_view.children[0]
    assert loading.value == "Loading the workshop…"
    app.set_language("fr")
    assert loading.value != "Loading the workshop…" and not app._workshop_view.built


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.integers(0, len(TABS) - 1), st.sampled_from(SUPPORTED)),
                max_size=8))
def test_any_order_of_opening_and_switching_builds_each_tab_once_in_its_language(
        steps: list[int | str]) -> None:
    """Tabs opened and languages switched in any order: each opened tab is built once and
    shows what a tab made in the final language shows; the others stay unbuilt."""
    app = ExplorerApp(seed=3, players=4)
    opened = {0}
    builds: dict[int, int] = {}
    for step in steps:
        if isinstance(step, str):
            app.language_pick.value = step  # the menu, as a person switches
        else:
            before = app.views[step].children
            app.selected_index = step
            opened.add(step)
            if app.views[step].children != before:
                builds[step] = builds.get(step, 0) + 1
    assert all(n == 1 for n in builds.values())
    assert [i for i, v in enumerate(app.views) if v.built] == sorted(opened)
    fresh = ExplorerApp(seed=3, players=4, language=app.language)
    assert app.titles == fresh.titles and app.intro.value == fresh.intro.value
    for index in sorted(opened):
        fresh.selected_index = index
        assert state_of(app.views[index]) == state_of(fresh.views[index]), TABS[index]


# ------------------------------------------------------------------ rules
def test_show_rule_builds_and_opens_an_unbuilt_rules_tab() -> None:
    app = ExplorerApp(seed=7)
    assert not app._rules_view.built
    app.show_rule("R-STEAL-1")
    assert app.children[app.selected_index] is app._rules_view and app._rules_view.built
    assert app.rules.search_box.value == "R-STEAL-1"
    assert app.rules.found[0].id == "R-STEAL-1"
    assert 'data-rule="R-STEAL-1"' in app.rules.results.value
    assert unbuilt(app) == ["prelim", "examples", "play", "phases", "workshop", "first_game",
                            "puzzles", "editor", "studies"]


def test_show_rule_in_another_language_before_the_tab_is_opened() -> None:
    from gaucho import rules

    app = ExplorerApp(seed=7, language="en")
    app.set_language("es")
    app.show_rule("R-STEAL-3")
    spanish = rules.get("R-STEAL-3", language="es").text
    assert spanish != rules.get("R-STEAL-3", language="en").text
    assert spanish[:30] in app.rules.results.value.replace("&#x27;", "'")


# ------------------------------------------------- what a viewer without a kernel sees
@pytest.mark.parametrize("language", ["en", "es"])
def test_text_and_the_html_fallback_do_not_need_the_tabs_built(language: str) -> None:
    lazy = ExplorerApp(seed=7, language=language)
    text, bundle = lazy.text(), lazy._repr_mimebundle_()
    assert unbuilt(lazy) == list(TABS[1:])  # reading them built nothing
    built = ExplorerApp(seed=7, language=language)
    for name in TABS:
        getattr(built, name)  # every tab built
    assert unbuilt(built) == []
    assert built.text() == text
    full = built._repr_mimebundle_()
    assert full["text/html"] == bundle["text/html"]
    assert full["text/plain"] == bundle["text/plain"]
    assert set(bundle) == {"text/plain", "text/html",
                           "application/vnd.jupyter.widget-view+json"}
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == lazy.page.model_id
    # every tab speaks in the fallback, built or not
    for view in lazy.views:
        assert view.heading in bundle["text/html"]
    assert "Setup, 3 players, seed 7" in text or language != "en"
    assert text.count("\n\n") >= len(TABS) - 1


def test_each_views_fallback_is_the_same_built_or_not() -> None:
    lazy, built = ExplorerApp(seed=7), ExplorerApp(seed=7)
    for name in TABS:
        getattr(built, name)
    for a, b in zip(lazy.views, built.views, strict=True):
        assert not a.built or a is lazy.views[0]
        one, other = a._repr_mimebundle_(), b._repr_mimebundle_()
        assert (one["text/plain"], one["text/html"]) == (other["text/plain"], other["text/html"])
        assert one["application/vnd.jupyter.widget-view+json"]["model_id"] == a.model_id


# ------------------------------------------------------------------ in a real browser
@pytest.mark.browser
def test_the_browser_draws_a_tab_when_it_is_first_opened() -> None:
    """Voilà in headless Chromium (every outside request blocked): at first the page holds
    only the Setup tab's widgets; a click on a tab draws it, a language picked before is
    honoured there."""
    from voila_server import offline_app_page, wait_text

    from gaucho import rules
    from gaucho.i18n import _, use_language

    with offline_app_page() as (page, _blocked):
        wait_text(page, ".gaucho-setup-narration", "R-SETUP-1")
        # the other tabs are there, empty: no board but Setup's, no search box
        assert page.locator(".gaucho-play").count() == 1
        assert page.locator(".gaucho-board").count() == 1
        assert page.locator(".gaucho-play-board, .gaucho-rules-search").count() == 0
        drawn_at_first = page.locator(".jupyter-widgets").count()
        page.get_by_role("tab", name="Play").click()
        page.locator(".gaucho-play-board svg").wait_for(state="visible")
        assert page.locator(".jupyter-widgets").count() > drawn_at_first
        # Spanish picked in the menu, then the Rules tab opened for the first time
        page.locator(".gaucho-app-language select").select_option(label="Español")
        with use_language("es"):
            rules_title, search = _("Rules"), _("Search")
        page.get_by_role("tab", name=rules_title).click()
        wait_text(page, ".gaucho-rules-search", search)
        page.locator(".gaucho-rules-search input").fill("R-STEAL-1")
        page.wait_for_function(  # the rule first (then those that cite it), in Spanish
            "() => { const c = document.querySelectorAll('.gaucho-rules-card');"
            " return c.length > 0 && c.length < 20 && c[0].dataset.rule === 'R-STEAL-1'; }")
        spanish_rule = rules.get("R-STEAL-1", language="es").text
        assert spanish_rule[:25] in page.inner_text(".gaucho-rules-card >> nth=0")
        assert page.locator(".gaucho-board").count() == 2  # Setup's and Play's only
