"""The documentation site builds offline with warnings as errors, and the rules page has one
anchor per rule ID (so every cited ID can link to ``rules.html#r-steal-3``)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from gaucho import rules

ROOT = Path(__file__).resolve().parents[1]
pytest.importorskip("myst_nb", reason="the docs extra is not installed")
pytestmark = pytest.mark.slow


class _Anchors(HTMLParser):
    """Every id= in a page, and every in-page link (href="#...")."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.images: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        href = found.get("href") or ""
        if tag == "a" and href.startswith("#") and len(href) > 1:
            self.links.append(href[1:])
        if tag == "img" and found.get("src"):
            self.images.append(str(found["src"]))


def _parse(path: Path) -> _Anchors:
    parser = _Anchors()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built as ``make docs`` builds it: offline, ``-W --keep-going``.  ``make
    test`` names ``docs/_build/html`` in ``GAUCHO_DOCS_OUT``, so the site these tests
    read is the one it leaves for people to open (built once, not twice)."""
    named = os.environ.get("GAUCHO_DOCS_OUT")
    out = Path(named) if named else tmp_path_factory.mktemp("html")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-b", "html", "-q", "-W",
                           "--keep-going", "-d", str(out / ".doctrees"), str(ROOT / "docs"),
                           str(out)], capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    return out


def test_every_rule_id_has_exactly_one_anchor_on_the_rules_page(site: Path) -> None:
    page = _parse(site / "rules.html")
    assert rules.ids(), "the rulebook has rules"
    for rule_id in rules.ids():
        anchor = rules.anchor(rule_id)
        assert page.ids.count(anchor) == 1, f"{rule_id}: {page.ids.count(anchor)} anchors"
        assert rules.link(rule_id) == f"rules.html#{anchor}"


def test_every_example_has_an_anchor_and_in_page_links_resolve(site: Path) -> None:
    page = _parse(site / "rules.html")
    text = (ROOT / "gaucho" / "data" / "RULES.md").read_text(encoding="utf-8")
    entries = re.findall(r"^\*\*(EX-[A-Z0-9-]+)\*\*", text, re.M)
    assert entries
    for example in entries:
        assert rules.anchor(example) in page.ids, example
    assert page.links, "rule IDs cited in the rulebook link to their rules"
    missing = sorted(set(page.links) - set(page.ids))
    assert not missing, f"links to anchors that do not exist: {missing[:10]}"


def test_the_rules_page_keeps_the_rulebook_wording(site: Path) -> None:
    html = (site / "rules.html").read_text(encoding="utf-8")
    assert "overpaying or underpaying is illegal" in rules.get("R-DICE-3").text
    assert "overpaying or underpaying is illegal" in html
    assert "R-DICE-3" in html and "gaucho/data/RULES.md" in html


def test_each_translated_rulebook_has_its_page_with_the_same_anchors(site: Path) -> None:
    english = _parse(site / "rules.html")
    translations = [lang for lang in rules.languages() if lang != "en"]
    for lang in translations:
        page = _parse(site / f"rules-{lang}.html")
        wanted = [i for i in english.ids if i.startswith(("r-", "ex-"))]
        assert [i for i in page.ids if i.startswith(("r-", "ex-"))] == wanted, lang
        assert page.links and not set(page.links) - set(page.ids), lang
        html = (site / f"rules-{lang}.html").read_text(encoding="utf-8")
        assert " ".join(rules.get("R-DICE-3", language=lang).text.split()[:5]) in html
        assert f'href="rules-{lang}.html"' in (site / "rules.html").read_text(encoding="utf-8")


def test_pages_the_issue_asks_for(site: Path) -> None:
    for page in ("index", "rules", "decisions", "position-format", "workshop-guide",
                 "command-line", "api"):
        assert (site / f"{page}.html").exists(), page
    api = (site / "api.html").read_text(encoding="utf-8")
    for documented in ("gaucho.game.Game", "gaucho.rules.get", "gaucho.position",
                       "gaucho.workshop.simulation.simulate"):
        assert f'id="{documented}' in api, documented


def test_stored_notebooks_are_rendered_with_their_outputs(site: Path) -> None:
    lessons = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))
    assert lessons
    for notebook in lessons:
        page = site / "lessons" / f"{notebook.stem}.html"
        assert page.exists(), page
        html = page.read_text(encoding="utf-8")
        assert "cell_output" in html, f"{notebook.stem}: no stored output shown"
    tour = (site / "lessons" / "00-tour.html").read_text(encoding="utf-8")
    assert "<svg" in tour or _parse(site / "lessons" / "00-tour.html").images, \
        "the tour shows a board picture"


def test_board_pictures_scale_with_the_page(site: Path) -> None:
    css = (site / "_static" / "gaucho.css").read_text(encoding="utf-8")
    assert re.search(r"svg[^{]*\{[^}]*max-width:\s*100%", css)
    assert "_static/gaucho.css" in (site / "lessons" / "00-tour.html").read_text(
        encoding="utf-8")


@pytest.mark.browser
@pytest.mark.parametrize("width", [480, 1280])
def test_board_pictures_fit_the_page_in_a_browser(site: Path, width: int) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    sys.path.insert(0, str(ROOT / "tests" / "ui"))
    from voila_server import CHROMIUM_ARGS, find_chromium

    chromium = find_chromium()
    if chromium is None:
        pytest.skip("no chromium")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": width, "height": 900})
            for lesson in ("00-tour", "08-gallery"):
                page.goto((site / "lessons" / f"{lesson}.html").as_uri())
                widths = page.evaluate(
                    """() => [...document.querySelectorAll('.cell_output svg, .cell_output img')]
                             .map(e => e.getBoundingClientRect().width)""")
                assert widths, f"{lesson}: no pictures"
                assert max(widths) <= width, (lesson, max(widths))
                assert page.evaluate("document.documentElement.scrollWidth") <= width, lesson
        finally:
            browser.close()
