"""The rulebook's translations (``gaucho/data/RULES.<lang>.md``) against the English RULES.md.

Every translation shipped is checked the same way: the same rule IDs in the same order, the
same sections, examples, basis tags, cited rule IDs and keywords, no rule left in English,
and the language's glossary (``gaucho/locale/<lang>/glossary.csv``) used for its terms.
``gaucho.rules`` then serves the translation with a fallback to English rule by rule.
"""

from __future__ import annotations

import csv
import re
import unicodedata
from pathlib import Path

import pytest

from gaucho import rules
from gaucho.errors import UnknownLanguage, UnknownRule
from gaucho.i18n import use_language

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "gaucho" / "data"
ENGLISH = rules.parse((DATA / "RULES.md").read_text(encoding="utf-8"))
LANGUAGES = sorted(p.name.split(".")[1] for p in DATA.glob("RULES.*.md"))

#: The keywords of "How to read this" (MUST, MUST NOT, MAY) as each translation writes them.
KEYWORDS: dict[str, dict[str, str]] = {
    "en": {"MUST NOT": r"\bMUST NOT\b", "MUST": r"\bMUST\b(?! NOT)", "MAY": r"\bMAY\b"},
    "es": {"MUST NOT": r"\bNO DEBEN?\b", "MUST": r"(?<!NO )\bDEBEN?\b", "MAY": r"\bPUEDEN?\b"},
    "fr": {"MUST NOT": r"\bNE DOI(?:T|VENT) PAS\b", "MUST": r"(?<!NE )\bDOI(?:T|VENT)\b(?! PAS)",
           "MAY": r"\bPEU(?:T|VENT)\b"},
    # German splits the modal from its negation ("DARF ein Spieler NICHT ..."): within a clause
    "de": {"MUST NOT": r"\bD(?:ARF|ÜRFEN)\b[^.;:]*\bNICHT\b", "MUST": r"\bM(?:USS|ÜSSEN)\b",
           "MAY": r"\bD(?:ARF|ÜRFEN)\b(?![^.;:]*\bNICHT\b)"},
}
#: Words that give away English text left untranslated.
ENGLISH_WORDS = (" the ", " must ", " may ", " player ", " players ", " tile ", " tiles ",
                 " herd ", " and ", " of ", " with ", " which ", " is ", " his ", " when ")
GLOSSARY_COLUMNS = ["term", "translation", "source", "note"]

each_language = pytest.mark.parametrize("lang", LANGUAGES)


def _book(lang: str) -> rules.Rulebook:
    return rules.parse((DATA / f"RULES.{lang}.md").read_text(encoding="utf-8"))


def _keywords(lang: str, text: str) -> set[str]:
    return {k for k, pattern in KEYWORDS[lang].items() if re.search(pattern, text)}


def _prose(text: str) -> str:
    """Text without code spans, rule/example IDs and basis tags, padded for word matching."""
    text = re.sub(r"`[^`]*`", " ", text)
    text = rules.RULE_ID.sub(" ", rules.EXAMPLE_ID.sub(" ", text))
    return f" {' '.join(text.split()).lower()} "


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("œ", "oe"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _term_pattern(term: str) -> re.Pattern[str]:
    """A glossary term as a word sequence, each word also in its plural or other gender, and a
    verb (``sacar``, ``collecter``) in any form of its stem."""
    words = []
    for word in _fold(term).split():
        stem = re.escape(word)
        if len(word) > 4 and word.endswith(("ar", "er", "ir")):
            words.append(re.escape(word[:-2]) + r"\w*")
        elif word[-1] in "oa" and len(word) > 2:
            words.append(stem[:-1] + "[oa]s?")
        else:
            words.append(stem + "(?:e?s|x|e)?")
    return re.compile(r"(?<!\w)" + r"\s+".join(words) + r"(?!\w)")


def _glossary(lang: str) -> list[dict[str, str]]:
    path = ROOT / "gaucho" / "locale" / lang / "glossary.csv"
    assert path.is_file(), f"RULES.{lang}.md ships without its glossary {path.name}"
    with path.open(encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        assert header == GLOSSARY_COLUMNS, f"{lang} glossary header {header}"
        rows = list(reader)
    for n, row in enumerate(rows, start=2):
        assert len(row) == len(GLOSSARY_COLUMNS), f"{lang} glossary line {n}: {row}"
    return [dict(zip(GLOSSARY_COLUMNS, row, strict=True)) for row in rows]


# ------------------------------------------------------------------ same structure
@each_language
def test_same_rule_ids_in_the_same_order_and_sections(lang: str) -> None:
    book = _book(lang)
    assert list(book.rules) == list(ENGLISH.rules)
    assert list(book.sections) == list(ENGLISH.sections)
    for rule_id, rule in book.rules.items():
        assert rule.section == ENGLISH.rules[rule_id].section, rule_id


@each_language
def test_same_examples_citing_the_same_rules(lang: str) -> None:
    book = _book(lang)
    assert list(book.examples) == list(ENGLISH.examples)
    for example_id, entry in book.examples.items():
        assert rules.cited_ids(entry) == rules.cited_ids(ENGLISH.examples[example_id]), \
            example_id


@each_language
def test_each_rule_keeps_its_tags_cited_ids_table_and_keywords(lang: str) -> None:
    book = _book(lang)
    assert lang in KEYWORDS, f"say in KEYWORDS how RULES.{lang}.md writes MUST, MUST NOT, MAY"
    for rule_id, english in ENGLISH.rules.items():
        rule = book.rules[rule_id]
        assert rule.sources == english.sources, rule_id
        assert rules.cited_ids(rule.text) == rules.cited_ids(english.text), rule_id
        assert bool(rule.table) == bool(english.table), rule_id
        assert len(rule.table.splitlines()) == len(english.table.splitlines()), rule_id
        assert _keywords(lang, rule.text) == _keywords("en", english.text), rule_id
        assert rule.withdrawn == english.withdrawn, rule_id


@each_language
def test_the_decisions_table_lists_the_same_rules_and_tags(lang: str) -> None:
    book = _book(lang)
    for rule_id, english in ENGLISH.rules.items():
        decision = book.rules[rule_id].decision
        if english.decision is None:
            assert decision is None, rule_id
        else:
            assert decision is not None and decision.tag == english.decision.tag, rule_id
            assert decision.adopted != english.decision.adopted, rule_id


@each_language
def test_no_rule_is_left_in_english(lang: str) -> None:
    book = _book(lang)
    for rule_id, english in ENGLISH.rules.items():
        rule = book.rules[rule_id]
        assert rule.text != english.text, f"{rule_id} is the English text"
        prose = _prose(rule.text)
        left = [w.strip() for w in ENGLISH_WORDS if w in prose]
        assert not left, f"{rule_id} has English words {left}: {rule.text}"
    for number, title in book.sections.items():
        assert title != ENGLISH.sections[number], f"§{number} title left in English"
    for example_id, entry in book.examples.items():
        left = [w.strip() for w in ENGLISH_WORDS if w in _prose(entry)]
        assert not left, f"{example_id} has English words {left}"


@each_language
def test_the_file_says_it_is_a_translation_and_english_is_normative(lang: str) -> None:
    head = "\n".join((DATA / f"RULES.{lang}.md").read_text(encoding="utf-8").splitlines()[:6])
    assert "`RULES.md`" in head and "gaucho/data/RULES.md" in head


# ------------------------------------------------------------------ the glossary
@each_language
def test_the_glossary_is_well_formed(lang: str) -> None:
    rows = _glossary(lang)
    terms = [r["term"] for r in rows]
    assert len(terms) == len(set(terms)), "a term is listed twice"
    for row in rows:
        assert row["term"].strip() and row["translation"].strip(), row
        # rulebook: that language's published rulebook; reviews: reviews in that language
        # (sources.md, for German whose rulebook the project does not hold); project: our choice
        assert row["source"] in ("rulebook", "reviews", "project"), row
        assert row["translation"] == row["translation"].strip(), row


@each_language
def test_the_rulebook_uses_the_glossary_terms(lang: str) -> None:
    """Each glossary term found in the English rulebook appears, translated, in this one."""
    english = _fold(ENGLISH.text)
    translated = _fold(_book(lang).text)
    missing = []
    for row in _glossary(lang):
        term = re.sub(r"\s*\([^)]*\)", "", row["term"]).strip()
        if term and _term_pattern(term).search(english) \
                and not _term_pattern(row["translation"]).search(translated):
            missing.append(f"{row['term']} = {row['translation']}")
    assert not missing, f"glossary terms not used in RULES.{lang}.md: {missing}"


# ------------------------------------------------------------------ gaucho.rules serves it
@each_language
def test_get_gives_the_translation_in_the_language(lang: str) -> None:
    book = _book(lang)
    for rule_id in ENGLISH.rules:
        rule = rules.get(rule_id, language=lang)
        assert (rule.text, rule.language) == (book.rules[rule_id].text, lang)
        assert rule.section_title == book.sections[rule.section]
        assert rule.sources == ENGLISH.rules[rule_id].sources
        assert rule.examples == rules.get(rule_id, language="en").examples
    with use_language(lang):
        assert rules.get("R-STEAL-3").text == book.rules["R-STEAL-3"].text
        assert [r.text for r in rules.all_rules()] == [r.text for r in book.rules.values()]
        assert rules.section(12) == rules.section(12, language=lang)
        assert [r.id for r in rules.section(12)] == [r for r in ENGLISH.rules
                                                   if r.startswith("R-STEAL-")]
        card = rules.get("R-COMP-3")
        shown = str(card), card._repr_markdown_(), card._repr_html_()
        assert all(book.sections[1].split()[0] in s for s in shown)
        assert book.rules["R-COMP-3"].text.split()[1] in str(card)
    assert rules.get("R-STEAL-3").language == "en"


@each_language
def test_a_rule_missing_from_the_translation_falls_back_to_english(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = (DATA / f"RULES.{lang}.md").read_text(encoding="utf-8")
    patched = rules.parse("\n".join(line for line in text.splitlines()
                                    if not line.startswith("- **R-STEAL-2** ")))
    real = rules._rulebook
    monkeypatch.setattr(rules, "_rulebook",
                        lambda language: patched if language == lang else real(language))
    missing = rules.get("R-STEAL-2", language=lang)
    assert (missing.language, missing.text) == ("en", ENGLISH.rules["R-STEAL-2"].text)
    neighbour = rules.get("R-STEAL-3", language=lang)
    assert (neighbour.language, neighbour.text) == (lang, patched.rules["R-STEAL-3"].text)
    with use_language(lang):
        shown = {r.id: r.language for r in rules.all_rules()}
    assert shown["R-STEAL-2"] == "en" and shown["R-STEAL-3"] == lang
    assert list(shown) == list(ENGLISH.rules)


@each_language
def test_the_rulebook_page_in_the_language_has_the_same_anchors(lang: str) -> None:
    page = rules.rulebook_markdown(language=lang)
    english = rules.rulebook_markdown(language="en")
    anchors = re.compile(r'<a id="([a-z0-9-]+)"></a>')
    assert anchors.findall(page) == anchors.findall(english)
    assert re.findall(r"\]\(#([a-z0-9-]+)\)", page) != []
    assert rules.rulebook_text(language=lang) == _book(lang).text
    with use_language(lang):
        assert rules.rulebook_markdown() == page
        assert rules.link("R-STEAL-3") == f"rules-{lang}.html#r-steal-3"
        assert rules.markdown_link("R-STEAL-3").startswith(
            f"[R-STEAL-3](rules-{lang}.html#r-steal-3 \"{rules.get('R-STEAL-3').text[:20]}")
    assert rules.link("R-STEAL-3") == "rules.html#r-steal-3"
    assert rules.rules_page(lang) == f"rules-{lang}.html"


@each_language
def test_example_entries_in_the_language(lang: str) -> None:
    book = _book(lang)
    assert rules.example_entry("EX-SELL-50", language=lang) == book.examples["EX-SELL-50"]
    with use_language(lang):
        assert rules.example_entry("ex-sell-50 ") == book.examples["EX-SELL-50"]
    assert rules.example_entry("EX-NOPE", language=lang) == ""


@each_language
def test_search_finds_the_translated_and_the_english_words(lang: str) -> None:
    steal = rules.get("R-STEAL-2", language=lang)
    word = max(re.findall(r"\w{6,}", steal.text), key=len)
    assert "R-STEAL-2" in [r.id for r in rules.search(word, language=lang)]
    # English words still find the rule (the notation and the IDs are English)
    assert [r.id for r in rules.search("insurance opponent", language=lang)] == ["R-RAISE-4"]
    found = rules.search("steal", language=lang)
    assert found[0].id == "R-STEAL-1" and all(r.language == lang for r in found)


@each_language
def test_the_wheel_ships_the_translation_and_its_glossary(lang: str) -> None:
    """pyproject's package-data takes gaucho/data/*.md and gaucho/locale/*/glossary.csv
    (tests/test_packaging.py builds the wheel and checks every file under gaucho/ is in it)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    data = re.search(r'^"gaucho\.data" = \[(.*)\]', text, re.M)
    top = re.search(r"^gaucho = \[(.*)\]", text, re.M)
    assert data and '"*.md"' in data[1]
    assert top and '"locale/*/glossary.csv"' in top[1]
    assert (DATA / f"RULES.{lang}.md").is_file()
    assert (ROOT / "gaucho" / "locale" / lang / "glossary.csv").is_file()


# ------------------------------------------------------------------ not per language
def test_spanish_lookups_read_like_the_spanish_rulebook() -> None:
    lang = "es"
    with use_language(lang):
        assert rules.get("R-STEAL-3").section_title == "ROBAR GANADO (Ladrón de Ganado)"
        assert [r.id for r in rules.section("manadas")] == [f"R-HERD-{n}" for n in range(1, 9)]
        assert [r.id for r in rules.section("herds")] == [f"R-HERD-{n}" for n in range(1, 9)]
        # accents do not matter: "accion" finds "acción"
        assert rules.search("accion especial") == rules.search("acción especial") != []
        assert [r.id for r in rules.search("seguro oponente")] == ["R-RAISE-4"]
        assert "DEBE" in rules.get("R-TURN-1").text
        assert rules.get("R-DICE-4").decision is not None
        assert "opcional" in rules.get("R-DICE-4").decision.adopted  # type: ignore[union-attr]
    assert rules.languages()[0] == "en" and lang in rules.languages()


def test_unknown_languages_and_rules_are_refused() -> None:
    lang = "es"
    with pytest.raises(UnknownLanguage, match="language"):
        rules.get("R-STEAL-1", language="xx")
    with pytest.raises(UnknownLanguage):
        rules.all_rules(language="klingon")
    with pytest.raises(UnknownRule, match="R-STEAL-99"):
        rules.get("R-STEAL-99", language=lang)
    # a language gaucho speaks but whose rulebook is not translated: English, rule by rule
    untranslated = [x for x in ("de", "fr", "es") if x not in rules.languages()]
    for other in untranslated:
        assert rules.get("R-STEAL-1", language=other).language == "en"
        assert rules.rules_page(other) == "rules.html"
        assert rules.rulebook_text(language=other) == ENGLISH.text
