"""docs/coach.md's Python examples run in order, as a reader runs them one after the other,
and each prints exactly the output shown beneath it (a ```text block right after it)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

from gaucho.i18n import use_language

PAGE = Path(__file__).resolve().parents[2] / "docs" / "coach.md"


def examples() -> list[tuple[str, str | None]]:
    """Each Python block and the output shown for it (``None``: none shown)."""
    text = PAGE.read_text(encoding="utf-8")
    out = []
    for m in re.finditer(r"```python\n(.*?)```\n", text, re.S):
        rest = text[m.end():].split("```python\n", 1)[0]  # up to the next example
        shown = re.search(r"^```text\n(.*?)```", rest, re.S | re.M)
        out.append((m.group(1), shown.group(1) if shown else None))
    return out


def test_the_examples_run_in_order_and_print_what_the_page_shows() -> None:
    found = examples()
    assert len(found) >= 3, "the intro, the analysis and the review examples"
    assert all(shown is not None for _code, shown in found), "each shows its output"
    namespace: dict[str, object] = {}
    with use_language("en"):
        for code, shown in found:
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                exec(compile(code, str(PAGE), "exec"), namespace)  # noqa: S102 - our own page
            assert printed.getvalue() == shown, code
