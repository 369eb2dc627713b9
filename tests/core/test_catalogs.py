"""The translation catalogs are complete and current (issue 19).

Every message marked in the source must be translated in the Spanish, French and German
catalogs, with no fuzzy or stale entry, the same placeholders as the English message, and a
compiled ``.mo`` that matches its ``.po`` (the wheel ships the ``.mo``; the core reads it with
the standard library). ``python tools/i18n.py check`` prints the same report.
"""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest
from helpers import i18n_tool

tool = i18n_tool()


@pytest.fixture(scope="module")
def source_messages():  # type: ignore[no-untyped-def]
    return tool.extract()


def test_every_marked_message_is_a_literal_babel_can_extract() -> None:
    assert tool.nonliteral_calls() == []


def test_the_source_has_messages_to_translate(source_messages) -> None:  # type: ignore[no-untyped-def]
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in source_messages if m.id}
    assert len(ids) > 300
    assert "{first} and {last}" in ids  # gaucho.i18n.and_list


@pytest.mark.parametrize("language", tool.LANGUAGES)
def test_catalog_is_complete_and_current(language: str, source_messages) -> None:  # type: ignore[no-untyped-def]
    problems = tool.catalog_problems(language, source_messages)
    assert problems == [], f"{len(problems)} problems, first ones:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("language", tool.LANGUAGES)
def test_compiled_catalog_reads_with_the_standard_library(language: str) -> None:
    with tool.mo_path(language).open("rb") as f:
        catalog = gettext.GNUTranslations(f)
    assert catalog.info()["language"] == language
    for n in (0, 1, 2, 5, 1_000_000):  # the plural rule (from Babel's CLDR data) evaluates
        assert isinstance(catalog.ngettext("{n} Peso", "{n} Pesos", n), str)


def test_the_checker_reports_what_is_wrong(tmp_path: Path) -> None:
    """The check can fail: a missing, a fuzzy and a stale entry and a wrong placeholder."""
    from babel.messages.catalog import Catalog

    pot = Catalog()
    pot.add("{player} takes {dice}")
    pot.add("Run")
    pot.add("Stop")
    po = Catalog(locale="es")
    po.add("{player} takes {dice}", "{jugador} toma {dice}")
    po.add("Run", "Simular", flags=["fuzzy"])
    po.add("Gone", "Ido")
    problems = "\n".join(tool.placeholder_and_entry_problems("es", po, pot))
    assert "placeholders" in problems and "jugador" in problems
    assert "fuzzy entry: 'Run'" in problems
    assert "stale entry (not in the source): 'Gone'" in problems
    assert "missing: 'Stop'" in problems
