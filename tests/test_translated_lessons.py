"""The Spanish, French and German lessons (notebooks/src/<lang>/*.py) stay the English lessons.

A translated lesson is the English lesson with its words translated: the same cells in the
same order, the same code, the same exercises with the same answer keys, the same nbval
tags, and the same rule and example IDs cited in each text cell. Only three things differ:

* the first code cell chooses the language in plain sight (``gaucho.set_language("es")``);
* text cells, comments and docstrings are in the language;
* string literals that are prose (printed labels, exercise questions) are in the language.
  Engine data in a string — an action (``"keep W1 W4"``), a tile (``"W10"``), a rule or
  example ID, an exercise name, an Action Area — is compared exactly.

So a change to an English lesson that is not carried over to its translations fails here.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from gaucho import examples
from gaucho.actions import VERBS
from gaucho.i18n import use_language
from gaucho.rules import EXAMPLE_ID, RULE_ID

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("jupytext")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_notebooks as bn  # noqa: E402

LANGUAGES = ("es", "fr", "de")
LESSONS = ("00-tour", "01-setup", "02-preliminary", "03-turn", "10-play-well")
#: The lessons each language has.
TRANSLATED = {
    "es": (*LESSONS, "04-action-areas", "05-end-of-round", "06-end-of-game"),
    "fr": (*LESSONS, "04-action-areas", "05-end-of-round", "06-end-of-game"),
    "de": (*LESSONS, "06-end-of-game", "05-end-of-round", "04-action-areas"),
}
PAIRS = [(lang, lesson) for lang in LANGUAGES for lesson in TRANSLATED[lang]]
_EXERCISE_NAME = re.compile(r"\b\d\d-[a-z]+(?:-[a-z]+)*\b")
_TILE = re.compile(r"\b[A-Z]\d{1,2}\b")
_WORD = re.compile(r"[^\W\d_]{3,}")
_MASK = "<prose>"


def _language_line(lang: str) -> str:
    return f'gaucho.set_language("{lang}")'


def _cells(path: Path) -> list[dict]:
    return bn.parse_source(path.read_text(encoding="utf-8"))


def _pair(lang: str, lesson: str) -> tuple[list[dict], list[dict]]:
    src = ROOT / "notebooks" / "src"
    return _cells(src / f"{lesson}.py"), _cells(src / lang / f"{lesson}.py")


def is_prose(text: str) -> bool:
    """Whether a string literal is words for a person (translated) rather than engine data."""
    for data in (RULE_ID, EXAMPLE_ID, _EXERCISE_NAME, _TILE):
        text = data.sub(" ", text)
    return any(word not in VERBS and not word.isupper() for word in _WORD.findall(text))


class _MaskProse(ast.NodeTransformer):
    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if isinstance(node.value, str) and is_prose(node.value):
            return ast.copy_location(ast.Constant(_MASK), node)
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        # an f-string's words may move around its values: keep the values and the data
        self.generic_visit(node)
        node.values = [v for v in node.values
                       if not (isinstance(v, ast.Constant) and v.value == _MASK)]
        return node


def code_shape(source: str) -> str:
    """The code with comments dropped and prose string literals masked."""
    return ast.dump(_MaskProse().visit(ast.parse(source)))


def _ids(text: str) -> list[str]:
    return sorted(set(RULE_ID.findall(text)) | set(EXAMPLE_ID.findall(text)))


def test_prose_and_data_are_told_apart() -> None:
    for data in ["keep W1 W4 K1 K10", "A W11 5+6", "place STEAL 4", "EX-SEED-A", "R-COMP-6/7",
                 "01-dice", "W10", "  P", "..", "##", "b", "wish", "", " -> "]:
        assert not is_prose(data), data
    for prose in ["Dice Rodeo", "  Red", "to act:", "Rodeo de dados", "¿Cuántos dados?",
                  "tiles kept -> highest value allowed:", "Steppe (face down):"]:
        assert is_prose(prose), prose
    assert code_shape('print("drew", x)  # a comment') == code_shape('print("sacó", x)')
    assert code_shape('g.play("take 5 6")') != code_shape('g.play("take 6 5")')
    assert code_shape('f"{a:6} drew {b}"') == code_shape('f"{a:6} sacó {b}"')
    assert code_shape('f"{a:6} drew {b}"') != code_shape('f"{a:8} sacó {b}"')


def test_every_lesson_of_the_tour_to_03_is_translated() -> None:
    for lang, lesson in PAIRS:
        source = ROOT / "notebooks" / "src" / lang / f"{lesson}.py"
        assert source.exists(), f"missing {source.relative_to(ROOT)}"
        assert bn.target_for(source) == ROOT / "notebooks" / lang / f"{lesson}.ipynb"
        assert bn.source_name(source) == f"{lang}/{lesson}"
        assert bn.resolve([f"{lang}/{lesson}"]) == [source]
        assert source in bn.all_sources(), "--check and a full build cover the translations"


@pytest.mark.parametrize(("lang", "lesson"), PAIRS, ids=lambda v: v)
def test_same_cells_tags_and_exercises_as_the_english_lesson(lang: str, lesson: str) -> None:
    english, translated = _pair(lang, lesson)
    assert [c["cell_type"] for c in translated] == [c["cell_type"] for c in english]
    for i, (en, tr) in enumerate(zip(english, translated, strict=True)):
        assert tr["tags"] == en["tags"], f"cell {i}: nbval markers and tags"
        assert tr.get("exercise") == en.get("exercise"), f"cell {i}: the exercise's answer key"
        if en["cell_type"] == "markdown":
            assert _ids(tr["source"]) == _ids(en["source"]), f"cell {i}: rule and example IDs"


@pytest.mark.parametrize(("lang", "lesson"), PAIRS, ids=lambda v: v)
def test_same_code_as_the_english_lesson_but_the_language_line(lang: str,
                                                                lesson: str) -> None:
    english, translated = _pair(lang, lesson)
    code = [(en["source"], tr["source"]) for en, tr in zip(english, translated, strict=True)
            if en["cell_type"] == "code"]
    first_en, first_tr = code[0]
    lines = first_tr.split("\n")
    assert lines.count(_language_line(lang)) == 1, \
        f"the first code cell chooses the language: {_language_line(lang)}"
    code[0] = (first_en, "\n".join(line for line in lines if line != _language_line(lang)))
    for i, (en, tr) in enumerate(code):
        assert "set_language" not in tr, f"code cell {i}: the language is chosen once, first"
        assert code_shape(tr) == code_shape(en), (
            f"code cell {i} of {lang}/{lesson} differs from the English lesson's:\n{en}")


def _stream_lines(cell) -> list[int]:
    return [len("".join(o.get("text", "")).splitlines()) for o in cell.get("outputs", [])
            if o.get("output_type") == "stream"]


def _show_prefixes(source: Path) -> tuple[str, ...]:
    """The line starts a lesson's ``show()`` keeps from the text view (``()`` if none)."""
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef) and node.name == "show":
            for call in ast.walk(node):
                if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "startswith"):
                    return tuple(ast.literal_eval(call.args[0]))
    return ()


def _kept(view: str, prefixes: tuple[str, ...]) -> list[str]:
    return [line for line in view.splitlines() if line.startswith(prefixes)]


def _text_view(lang: str) -> str:
    """EX-TURN-1 after Red's draft: every kind of line ``show()`` keeps (Pampa, dice, Red)."""
    game = examples.load("EX-TURN-1").game()
    game.play("take 5 6")
    with use_language(lang):
        return str(game)


def _english_left(lang: str, lesson: str) -> list[str]:
    """The English words ``show()`` looks for that still start lines of the text view in
    ``lang``: while there are any, the catalog is not complete and ``show()`` cannot work."""
    view = _text_view(lang)
    english = _show_prefixes(ROOT / "notebooks" / "src" / f"{lesson}.py")
    return [p for p in english if is_prose(p) and _kept(view, (p,))]


@pytest.mark.parametrize(("lang", "lesson"), PAIRS, ids=lambda v: v)
def test_show_finds_its_lines_in_the_translated_text_view(lang: str, lesson: str) -> None:
    english = _show_prefixes(ROOT / "notebooks" / "src" / f"{lesson}.py")
    translated = _show_prefixes(ROOT / "notebooks" / "src" / lang / f"{lesson}.py")
    if not english:
        return
    if left := _english_left(lang, lesson):
        pytest.skip(f"the text view in {lang} still starts lines with {left}")
    assert len(_kept(_text_view(lang), translated)) == len(_kept(_text_view("en"), english)), (
        f"show() in {lang}/{lesson} looks for {translated}; the text view in {lang} is:\n"
        + _text_view(lang))


@pytest.mark.parametrize(("lang", "lesson"), PAIRS, ids=lambda v: v)
def test_stored_outputs_have_the_shape_of_the_english_ones(lang: str, lesson: str) -> None:
    """Same kinds of outputs and as many printed lines per cell, so a filter on translated
    text (lesson 03's `show()` keeps the lines of the text view that start with the Dice
    Rodeo or Red's name) still finds its lines."""
    english = nbformat.read(ROOT / "notebooks" / f"{lesson}.ipynb", as_version=4)
    translated = nbformat.read(ROOT / "notebooks" / lang / f"{lesson}.ipynb", as_version=4)
    assert translated.metadata == english.metadata
    pairs = [(i, en, tr) for i, (en, tr) in enumerate(zip(english.cells, translated.cells,
                                                           strict=True))
             if en.cell_type == "code"]
    for i, en, tr in pairs:
        assert [o.output_type for o in tr.outputs] == [o.output_type for o in en.outputs], i
    differ = [i for i, en, tr in pairs if _stream_lines(tr) != _stream_lines(en)]
    if differ and _english_left(lang, lesson):
        pytest.skip(f"cells {differ} print other lines than in English, but the text view in "
                    f"{lang} still starts lines with {_english_left(lang, lesson)}")
    assert not differ, (
        f"cells {differ} print other lines than the English lesson's (rebuild with "
        f"tools/build_notebooks.py {lang}/{lesson}; check the words show() looks for)")


def test_a_translated_notebook_syncs_back_into_its_source(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """A teacher edits notebooks/es/02-preliminary.ipynb in JupyterLab: ``--sync
    es/02-preliminary`` writes the edit into notebooks/src/es/02-preliminary.py."""
    sources, notebooks = tmp_path / "notebooks" / "src", tmp_path / "notebooks"
    (sources / "es").mkdir(parents=True)
    source = sources / "es" / "02-preliminary.py"
    source.write_bytes((ROOT / "notebooks" / "src" / "es" / "02-preliminary.py").read_bytes())
    monkeypatch.setattr(bn, "ROOT", tmp_path)
    monkeypatch.setattr(bn, "SOURCES", sources)
    monkeypatch.setattr(bn, "NOTEBOOKS", notebooks)
    notebook = bn.build(source, run=False)
    assert notebook == notebooks / "es" / "02-preliminary.ipynb"
    assert bn.main(["--check", "es"]) == 0

    nb = nbformat.read(notebook, as_version=4)
    nb.cells[0].source += "\n\nUna frase que añadió la profesora."
    nbformat.write(nb, notebook)
    assert bn.main(["--check", "es/02-preliminary"]) == 1
    capsys.readouterr()
    assert bn.main(["--sync", "es/02-preliminary"]) == 0
    out = capsys.readouterr().out
    assert "synced: notebooks/src/es/02-preliminary.py" in out
    assert "build_notebooks.py es/02-preliminary" in out
    assert "# Una frase que añadió la profesora." in source.read_text(encoding="utf-8")
    assert bn.main(["--check", "es/02-preliminary"]) == 0


def _prose(path: Path) -> str:
    """A lesson's markdown cells without their code spans and links (``place SALE``)."""
    text = "\n".join(c["source"] for c in _cells(path) if c["cell_type"] == "markdown")
    return re.sub(r"`[^`]*`|<a [^>]*>|\(\S+\.ipynb[^)]*\)", " ", text)


@pytest.mark.parametrize(("lang", "lesson"), PAIRS, ids=lambda v: v)
def test_the_prose_names_an_action_area_as_the_board_does(lang: str, lesson: str) -> None:
    """Outside code spans a translated lesson names an Action Area by its words on the
    board in that language (es VENTA, fr VOL), never by the notation's key (SALE, STEAL)."""
    from gaucho.config import AREAS, area_name
    from gaucho.i18n import text

    prose = _prose(ROOT / "notebooks" / "src" / lang / f"{lesson}.py")
    with use_language(lang):
        keys = [a for a in AREAS if text(area_name(a)) != a]
    assert keys, "the areas have their own names in every translation"
    for key in keys:
        assert not re.search(rf"(?<![\w-]){key}(?![\w-])", prose), (
            f"{lang}/{lesson} names {key} by its key, not as the board does")


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks" / "src").glob("[0-9]*.py"))
                         + [ROOT / "notebooks" / "src" / lang / f"{lesson}.py"
                            for lang, lesson in PAIRS], ids=lambda p: p.stem)
def test_the_prose_says_tiles_in_words_not_as_a_python_list(path: Path) -> None:
    assert not re.search(r"\[\d+(?:, \d+)+\]", _prose(path)), "a herd [9, 5] in prose"


@pytest.mark.parametrize("lesson", TRANSLATED["de"])
def test_the_german_prose_names_a_tile_as_the_product_does(lesson: str) -> None:
    """German names a tile as :func:`gaucho.tiles.words` does ("auf Weiß 11"), not with an
    inflected adjective ("auf dem weißen Plättchen 11", "der gefleckten 5")."""
    prose = _prose(ROOT / "notebooks" / "src" / "de" / f"{lesson}.py")
    inflected = re.compile(r"\b(?:weiß|braun|golden|schwarz|gefleckt)(?:e|en|er|es)\s+"
                           r"(?:Plättchens?\s+)?\d")
    assert not inflected.findall(prose)
