"""Sphinx configuration of the gaucho documentation site (``make docs``).

The site is built offline and fast: the stored notebooks are rendered as they are
(myst-nb, ``nb_execution_mode = "off"``), the API reference comes from the docstrings
(autodoc), and the rules page is generated at build time from the rulebook that ships with
the package (``gaucho.rules.rulebook_markdown()``: one anchor per rule ID,
``rules.html#r-steal-3``), with one page per translation shipped (``rules-es.html#r-steal-3``).
Generated sources (``rules.md``, ``rules-<lang>.md``, ``lessons/``) are rewritten on every build
and not kept in git.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))

import gaucho  # noqa: E402
from gaucho import rules  # noqa: E402

project = "gaucho"
author = "gaucho developers"
copyright = "2026, gaucho developers"  # noqa: A001 (Sphinx's name)
release = version = gaucho.__version__

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
nb_execution_mode = "off"  # render the stored outputs; never run a notebook here
nb_merge_streams = True
# stored errors are one message line (tools/build_notebooks.py drops the stack), often with
# rule text such as '≤' that the IPython traceback lexer rejects: show them as text
nb_render_error_lexer = "text"
# the stored notebooks keep no widget state, so a widget would be an empty box here: show
# each widget's own static HTML instead (an exercise's question and choices, a board)
nb_mime_priority_overrides = [("html", "application/vnd.jupyter.widget-view+json", None)]

exclude_patterns = ["_build", "Thumbs.db", ".DS_Store", "**.ipynb_checkpoints"]
html_theme = "alabaster"
html_static_path = ["_static"]
html_css_files = ["gaucho.css"]
html_title = f"gaucho {release}"
html_theme_options = {"page_width": "min(1100px, 100%)", "sidebar_width": "230px"}
html_show_sourcelink = False

autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_preserve_defaults = True
suppress_warnings = [
    "myst.header",  # the rulebook starts its sections at level 2
    "ref.python",   # a name several classes share (``tiles``) links to the first of them
]


_IN_PAGE_LINK = re.compile(r"\[([^\]]+)\]\(#([a-z0-9-]+)\)")


def _write_if_changed(path: Path, text: str) -> None:
    """Rewrite a generated page only when it changed, so Sphinx rebuilds only what changed."""
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


#: Each rulebook language by its own name, for the links between the rules pages.
_LANGUAGE_NAMES = {"en": "English", "es": "Español", "fr": "Français", "de": "Deutsch"}


def _rules_page_name(language: str) -> str:
    return "rules" if language == "en" else f"rules-{language}"


def _rules_page(language: str = "en") -> str:
    """The rulebook as a page: the shipped file's wording (RULES.md, or RULES.<lang>.md for a
    translation), one anchor per rule and example ID, the same anchors in every language."""
    # links within the page go through as HTML: the anchors are HTML too, so myst does not
    # try (and fail) to resolve them as its own cross-references
    body = _IN_PAGE_LINK.sub(r'<a href="#\2">\1</a>',
                             rules.rulebook_markdown(language=language))
    others = " · ".join(
        _LANGUAGE_NAMES.get(lang, lang) if lang == language
        else f"[{_LANGUAGE_NAMES.get(lang, lang)}]({_rules_page_name(lang)}.md)"
        for lang in rules.languages())
    intro = ""
    if language == "en":
        intro = ("```{note}\nThis page is generated from `gaucho/data/RULES.md`, the rulebook "
                 "shipped with the package. Every rule ID has its own anchor: "
                 "`rules.html#r-steal-3` opens R-STEAL-3.\n```\n\n")
        translations = [_rules_page_name(lang) for lang in rules.languages() if lang != "en"]
        if translations:  # part of the site, under this page
            intro += "```{toctree}\n:hidden:\n\n" + "\n".join(translations) + "\n```\n\n"
    if len(rules.languages()) > 1:
        intro = f"{others}\n\n{intro}"
    first, _, rest = body.partition("\n")
    return f"{first}\n\n{intro}{rest}"


#: A lesson's link to a rule in the rulebook notebook beside it (as stored in the .ipynb JSON):
#: ``rules.ipynb#cell-id=R-SETUP-1`` (the rule's cell), or the older ``rules.ipynb#R-SETUP-1``.
_RULES_NOTEBOOK_LINK = re.compile(r'href=\\"rules\.ipynb#(?:cell-id=)?([A-Za-z0-9-]+)')


def _copy_lessons() -> None:
    """The lessons into lessons/, their translations into lessons/<lang>/ (es, fr, de)."""
    target = DOCS / "lessons"
    target.mkdir(exist_ok=True)
    notebooks = ROOT / "notebooks"
    wanted = {p.relative_to(notebooks) for pattern in ("[0-9]*.ipynb", "*/[0-9]*.ipynb")
              for p in notebooks.glob(pattern)}
    for stale in [*target.glob("*.ipynb"), *target.glob("*/*.ipynb")]:
        if stale.relative_to(target) not in wanted:
            stale.unlink()
    for rel in sorted(wanted):
        source, copy = notebooks / rel, target / rel
        copy.parent.mkdir(exist_ok=True)
        # a lesson's rule links open the rulebook beside it (rules.ipynb, in JupyterLab and
        # the offline site); here they open the rules page in the lesson's language
        page = "../rules.html" if rel.parent == Path() else f"../../rules-{rel.parent}.html"
        text = _RULES_NOTEBOOK_LINK.sub(lambda m, page=page: f'href=\\"{page}#{m[1].lower()}',
                                        source.read_text(encoding="utf-8"))
        _write_if_changed(copy, _exercises_as_questions(text))


def _exercises_as_questions(text: str) -> str:
    """A lesson (its JSON) whose exercises answered in a widget (cell metadata
    ``exercise``: the answer key) show their question and choices, not the code that makes
    them: the widget's static HTML stays, the input is removed (myst-nb's ``remove-input``
    tag).  A code exercise keeps its code: writing it is the exercise."""
    nb = json.loads(text)
    for cell in nb["cells"]:
        meta = cell.setdefault("metadata", {})
        tags = meta.setdefault("tags", [])
        if cell["cell_type"] == "code" and "exercise" in meta and "remove-input" not in tags:
            tags.append("remove-input")
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


for _language in rules.languages():
    _write_if_changed(DOCS / f"{_rules_page_name(_language)}.md", _rules_page(_language))
for _stale in DOCS.glob("rules-*.md"):
    if _stale.stem.removeprefix("rules-") not in rules.languages():
        _stale.unlink()
_copy_lessons()
