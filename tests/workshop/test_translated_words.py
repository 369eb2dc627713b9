"""The workshop's translated sentences: intervals, names and punctuation as people write them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gaucho.i18n import _, use_language

LOCALE = Path(__file__).resolve().parents[2] / "gaucho" / "locale"
LANGUAGES = ("es", "fr", "de")


def entries(lang: str) -> dict[str, str]:
    """The catalog's one-line entries, msgid to msgstr."""
    text = (LOCALE / lang / "LC_MESSAGES" / "gaucho.po").read_text(encoding="utf-8")
    return dict(re.findall(r'^msgid "(.+)"\nmsgstr "(.*)"$', text, flags=re.MULTILINE))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_interval_is_written_with_a_semicolon(lang: str) -> None:
    """With decimal commas "[-0,192, 0,592]" cannot be read: every catalog writes "[a; b]"."""
    intervals = {mid: s for mid, s in entries(lang).items() if "[{lo}, {hi}]" in mid}
    assert len(intervals) >= 3
    for msgid, msgstr in intervals.items():
        assert "[{lo}; {hi}]" in msgstr, (msgid, msgstr)
    with use_language(lang):
        assert _("{mean} [{lo}, {hi}]") == "{mean} [{lo}; {hi}]"
        assert _("difference {mean} [{lo}, {hi}]").endswith(" {mean} [{lo}; {hi}]")
