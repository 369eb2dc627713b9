"""Board pictures, the text view and the flow graph speak the chosen language (issue 19).

A fake catalog translates every message of the source (what ``tools/i18n.py extract``
finds) to ``«message»``.  Drawn in that language, a picture must show nothing outside
``«»`` but notation (tile, pasture and rule names, numbers, the game's name): a label that
bypasses the layer (a plain English string, or text given to ``_()`` that was never marked
for extraction) is left bare and the test names it.  With the real catalogs, the pictures
hold the catalog's words (taken with ``_()``, so nothing here hard-codes a translation).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import random_positions, use_marked_catalog

import gaucho
from gaucho.config import AREAS
from gaucho.i18n import _, use_language
from gaucho.views.svg import board_svg
from gaucho.views.text import render_text

ROOT = Path(__file__).resolve().parents[2]
NS = "{http://www.w3.org/2000/svg}"
#: The language the fake catalog stands in for.
FAKE = "de"


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    use_marked_catalog(monkeypatch, FAKE)


# ------------------------------------------------------------------ what is left bare
#: Notation and names that stay bare: tile/pasture/rule IDs, the cells of the text view
#: (``W12^R``: the owner's letter is notation), the phase key of the text view's header.
NOTATION = re.compile(r"R-[A-Z]+-\d+|[BGKWS]\d+(?:[\^_][A-Z])?|P\d+|El Gaucho")
INNERMOST = re.compile(r"«[^«»]*»")
WORD = re.compile(r"[^\W\d_]{2,}")
PHASE_KEY = re.compile(r"«phase» ?\S+|phase»? [a-z_]+")


def bare_words(text: str) -> list[str]:
    """The words of ``text`` outside «» that are not notation."""
    while INNERMOST.search(text):
        text = INNERMOST.sub(" ", text)
    return WORD.findall(NOTATION.sub(" ", text))


def svg_texts(svg: str) -> Iterator[tuple[str, str]]:
    """(where, text) of every text node, tooltip, title and description of an SVG."""
    root = ET.fromstring(svg)
    for element in root.iter():
        tag = element.tag.removeprefix(NS)
        if tag in ("text", "title") and element.text:
            yield tag, element.text
        elif tag == "desc" and element.text:
            for line in element.text.splitlines():
                yield "desc", line


def untranslated(svg: str) -> list[str]:
    found = []
    for where, text in svg_texts(svg):
        if where == "desc":  # the text view's header names the phase by its key (notation)
            text = re.sub(r"(\{phase\}|-) [a-z_]+»$", "»", text)
        bare = bare_words(text)
        if bare:
            found.append(f"{where}: {bare} in {text!r}")
    return found


def positions() -> list[gaucho.Game]:
    """Games at random steps (2-4 players, setup to game over)."""
    return [g for players in (2, 3, 4) for g in random_positions(players, 7 + players, 6)]


def views(game: gaucho.Game, language: str) -> Iterator[tuple[str, str]]:
    yield "table", str(board_svg(game, last_action=True, legal_targets=True,
                                 complete_pastures=True, language=language))
    for seat in range(game.players):
        yield f"seat {seat}", game.view(seat, last_action=True, language=language)
    yield "teacher", game.view(None, language=language)


# ------------------------------------------------------------------ the fake catalog
def test_every_word_of_the_board_goes_through_the_layer(marked: None) -> None:
    for k, game in enumerate(positions()):
        for name, svg in views(game, FAKE):
            assert untranslated(svg) == [], f"position {k}, {name} view"
    assert gaucho.get_language() == "en"  # the language was only borrowed


def test_the_text_view_goes_through_the_layer(marked: None) -> None:
    for game in positions():
        text = render_text(game.state, language=FAKE)
        for line in text.splitlines():
            line = re.sub(r"(phase \{phase\}|- «phase») [a-z_]+", "", line)
            line = re.sub(r" - [a-z_]+»$", "»", line)  # the phase's key ends the header
            assert bare_words(line) == [], line


def test_the_flow_graph_goes_through_the_layer(marked: None) -> None:
    pytest.importorskip("networkx")
    from gaucho.flow import PHASES
    from gaucho.views.phase_graph import flow_svg

    for current in (None, "turn"):
        svg = str(flow_svg(current, language=FAKE))
        # a title wraps over several text nodes: read them in order as one text; the
        # edges' conditions (``turn -> draw: ...``) are the flow's data, not messages
        texts = [text for where, text in svg_texts(svg) if "->" not in text]
        joined = re.sub("|".join(sorted(PHASES, key=len, reverse=True)), " ", " ".join(texts))
        assert bare_words(joined) == []


def test_english_is_the_default_and_unchanged(marked: None) -> None:
    game = positions()[3]
    assert "«" not in str(board_svg(game)) and "«" not in str(game)
    assert str(board_svg(game, language="en")) == str(board_svg(game))


# ------------------------------------------------------------------ the real catalogs
@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_the_board_holds_the_catalogs_words(language: str) -> None:
    game = positions()[4]
    svg = game.view(0, language=language)
    text = render_text(game.state, language=language)
    with use_language(language):
        words = [_("Action Areas"), _("draw pile"), _("standing"), _("lying"), _("blocked"),
                 str(gaucho.config.player_name(0)), str(gaucho.config.area_name(AREAS[3]))]
        lines = [_("Pampa:"), _("Action Areas:"), _("Players:")]
    for word in words:
        assert f">{word}<" in svg, word
    for line in lines:
        assert f"\n{line}\n" in text, line
    assert gaucho.get_language() == "en"


def test_a_view_follows_set_language() -> None:
    game = positions()[2]
    english = game.view(1)
    try:
        gaucho.set_language("es")
        assert game.view(1) == game.view(1, language="es")
        assert str(game) == render_text(game.state, language="es")
    finally:
        gaucho.set_language("en")
    assert game.view(1) == english


def test_an_unknown_language_is_refused() -> None:
    game = positions()[0]
    with pytest.raises(gaucho.UnknownLanguage, match="language"):
        game.view(0, language="xx")


# ------------------------------------------------------------------ workshop
@pytest.fixture(scope="module")
def pair() -> tuple[object, object]:
    from gaucho.workshop.simulation import simulate

    a = simulate(games=12, players=3, bots="random", seed=2, workers=1, progress=False)
    b = simulate(games=12, players=3, bots="random", variant="no-steal", seed=2, workers=1,
                 progress=False)
    return a, b


def test_the_comparison_table_goes_through_the_layer(marked: None, pair: tuple) -> None:
    from gaucho.workshop.stats import compare

    cmp = compare(*pair)
    lines = cmp.text(language=FAKE).splitlines()
    assert lines[1].strip("-") == ""
    for line in [lines[0], *lines[2:]]:
        # the variants' names (the columns' headers) are identifiers
        assert bare_words(line.replace("official", "").replace("no-steal", "")) == [], line
    assert str(cmp) == cmp.text("en") and "«" not in str(cmp)


def test_a_variants_summary_goes_through_the_layer(marked: None) -> None:
    from gaucho.workshop.variants import VARIANTS

    for variant in VARIANTS.values():
        with use_language(FAKE):
            first, *settings = variant.summary().splitlines()
        words = bare_words(first.replace(variant.name, ""))
        assert words == [], variant.name
        if not variant.changes():
            assert settings == ["«  (the official values)»"]


def figure_texts(fig: object) -> list[str]:
    """Every title, axis label and legend text of a matplotlib figure."""
    texts = [fig._suptitle.get_text()] if getattr(fig, "_suptitle", None) else []  # type: ignore[attr-defined]
    for ax in fig.axes:  # type: ignore[attr-defined]
        texts += [ax.get_title(), ax.get_xlabel(), ax.get_ylabel()]
        legend = ax.get_legend()
        if legend is not None:
            texts.append(legend.get_title().get_text())
    return [t for t in texts if t]


def test_plot_labels_go_through_the_layer(marked: None, pair: tuple) -> None:
    pytest.importorskip("matplotlib")
    from gaucho.workshop import plots
    from gaucho.workshop.dice import pay_table
    from gaucho.workshop.stats import compare

    a, _b = pair
    figures = [plots.plot_win_rates(a, language=FAKE),
               plots.plot_win_rates(a, by="bot", ties="win", language=FAKE),
               plots.plot_scores(a, by="turn_order", language=FAKE),
               plots.plot_game_length(a, language=FAKE),
               plots.plot_sale_sizes(a, language=FAKE),
               plots.plot_action_usage(a, language=FAKE),
               plots.plot_comparison(compare(*pair), language=FAKE),
               plots.plot_pay_table(pay_table(), language=FAKE)]
    for fig in figures:
        texts = figure_texts(fig)
        assert texts
        for text in texts:
            assert bare_words(text.replace("official", "").replace("no-steal", "")) == [], text
    ticks = [t.get_text() for t in figures[6].axes[0].get_yticklabels()]
    assert ticks and all(t.startswith("«") for t in ticks)
    english = figure_texts(plots.plot_game_length(a))
    assert english == ["Game length", "rounds", "games", "decisions"]
