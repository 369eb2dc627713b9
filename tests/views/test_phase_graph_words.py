"""The flow graph's exit conditions read in the picture's language.

The conditions of :data:`gaucho.flow.CONDITIONS` are the flow's data (English keys); the
graph's tooltips and text alternative show them through
:data:`gaucho.views.phase_graph.CONDITION_WORDS`, so a Spanish, French or German graph
says when the game moves on in that language.
"""

from __future__ import annotations

import pytest
from helpers import use_marked_catalog

from gaucho.flow import CONDITIONS, edges
from gaucho.i18n import use_language

pytest.importorskip("networkx")

from gaucho.views.phase_graph import CONDITION_WORDS, condition_words, flow_svg  # noqa: E402


def test_every_condition_of_the_flow_has_its_words() -> None:
    assert list(CONDITION_WORDS) == list(CONDITIONS)


def test_the_tooltips_and_the_description_translate_every_condition(
        monkeypatch: pytest.MonkeyPatch) -> None:
    use_marked_catalog(monkeypatch, "de")  # every message reads «message» in "de"
    svg = str(flow_svg("turn", language="de"))
    for _src, _dst, condition in edges():
        assert f"«{condition}»" in svg, condition


@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_the_catalogs_translate_every_condition(language: str) -> None:
    with use_language(language):
        left = [c for c in CONDITIONS if condition_words(c) == c]
    assert left == []
