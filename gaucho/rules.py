"""The rulebook at hand: look up any rule ID the engine, a notebook or a test cites.

The project's rulebook, ``gaucho/data/RULES.md``, ships inside the package and is the
normative text the engine follows.  This module reads it once, on first use (standard
library only, so it works in Pyodide and in a bare ``pip install``)::

    >>> from gaucho import rules
    >>> rule = rules.get("R-STEAL-3")
    >>> rule.section, rule.section_title
    (12, 'STEAL CATTLE (Cattle Thief)')
    >>> rule.sources
    ('RULING',)
    >>> rule.examples
    ('EX-STEAL-SALE',)
    >>> [r.id for r in rules.section("STEAL")][:3]
    ['R-STEAL-1', 'R-STEAL-2', 'R-STEAL-3']
    >>> rules.link("R-STEAL-3")
    'rules.html#r-steal-3'

A :class:`Rule` shows itself in Jupyter (HTML or Markdown) and as text.  An unknown ID
raises :class:`gaucho.errors.UnknownRule`, whose message names the ID.

Rule text is what a person reads, so the lookups are language-aware: :func:`get`,
:func:`all_rules`, :func:`section`, :func:`search`, :func:`example_entry`,
:func:`rulebook_text` and :func:`rulebook_markdown` read the current :mod:`gaucho.i18n`
language's rulebook (``gaucho/data/RULES.<lang>.md``, same IDs, sections and examples) or
the one named by ``language=``, and fall back to the English text rule by rule.  The
English RULES.md stays normative; :func:`languages` lists the rulebooks shipped::

    >>> rules.languages()
    ['en', 'de', 'es', 'fr']
    >>> rules.get("R-STEAL-3", language="es").section_title
    'ROBAR GANADO (Ladrón de Ganado)'
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import cache
from html import escape
from importlib import resources
from itertools import islice

from gaucho._errors import UnknownRule
from gaucho.i18n import _, check_language, get_language, use_language

#: A rule ID as cited anywhere: ``R-<SECTION>-<n>``.
RULE_ID = re.compile(r"\bR-[A-Z]+-\d+\b")
#: An example ID of RULES.md §26: ``EX-<NAME>``.
EXAMPLE_ID = re.compile(r"\bEX-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
#: A range of rule IDs as RULES.md writes them, ``R-STEPPE-1 to R-STEPPE-7`` (the
#: translations write ``a``/``à``/``bis`` for ``to``), or a single ID: what a text cites,
#: in order (:func:`cited_ids`).
_CITED = re.compile(r"(?P<range>\bR-(?P<group>[A-Z]+)-(?P<first>\d+) (?:to|a|à|bis) "
                    r"R-(?P=group)-(?P<last>\d+)\b)|\bR-[A-Z]+-\d+\b")
_SECTION = re.compile(r"^## (\d+)\. (.+?)\s*$")
_DEFINITION = re.compile(r"^- \*\*(R-[A-Z]+-\d+)\*\* (.*?)\s*$")
_BASIS = re.compile(r"^(.*?)\s*\[([^\[\]]*)\]$")
_TAG = re.compile(r"\b(ES|FR|PT|ASSUMED|RULING|DIG:[A-Z0-9-]+)\b")
_EXAMPLE_ENTRY = re.compile(r"^\*\*(EX-[A-Z0-9-]+)\*\*")
_DECISIONS_SECTION = 25

#: The longest search text and the most words a search takes (a search box's query is a
#: few words; a longer one is refused, so no query costs seconds).
MAX_QUERY = 200
MAX_WORDS = 12
#: The longest rule ID, section name or example ID a look-up reads.
MAX_ID = 60
#: The longest text :func:`cited_ids` reads, and the most IDs one range may spell out
#: (a range of a billion IDs is refused, not expanded).
MAX_CITING_TEXT = 1_000_000
MAX_RANGE = 100
#: The most IDs :func:`cited_ids` spells out from all the ranges of one text.
MAX_SPELLED = 10_000


@dataclass(frozen=True)
class Ruling:
    """A row of RULES.md §25: a question the sources leave open and what the project chose."""

    tag: str
    adopted: str
    alternatives: str


#: The old name of :class:`Ruling`, kept for one release (not the engine's decision kinds,
#: :class:`gaucho.engine.decision.Decision`).
Decision = Ruling


@dataclass(frozen=True)
class Rule:
    """One rule of the rulebook, as a person reads it.

    ``text`` is the rule's sentence without its basis tags; ``basis`` is the bracketed
    basis as written (``"ES, FR; the choice ASSUMED"``) and ``sources`` its tags
    (``("ES", "FR", "ASSUMED")``).  ``examples`` are the worked examples (``EX-...``) that
    cite the rule; ``table`` is a table that belongs to the rule (R-COMP-3), in Markdown.
    """

    id: str
    text: str
    section: int
    section_title: str
    basis: str = ""
    sources: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()
    table: str = ""
    decision: Ruling | None = None
    language: str = "en"

    @property
    def anchor(self) -> str:
        """The anchor of this rule on the rules page (``r-steal-3``)."""
        return anchor(self.id)

    @property
    def withdrawn(self) -> bool:
        """A withdrawn rule keeps its ID with the note *withdrawn* (RULES.md, How to read this)."""
        return "*withdrawn*" in self.text.lower()

    def heading(self) -> str:
        """``R-STEAL-3 · §12 STEAL CATTLE (Cattle Thief)``."""
        return f"{self.id} · §{self.section} {self.section_title}"

    def _notes(self) -> list[str]:
        """The lines under the rule's text (its sources, the choice made, its examples),
        labelled in the rule's own language (:attr:`language`), as its text is: a German
        rule says "Quellen:" even in an English notebook."""
        notes = []
        with use_language(self.language):
            if self.basis:
                notes.append(_("Sources: {basis}").format(basis=self.basis))
            if self.decision is not None:
                notes.append(_("Our choice: {adopted}; alternatives: {alternatives}").format(
                    adopted=self.decision.adopted, alternatives=self.decision.alternatives))
            if self.examples:
                notes.append(_("Examples: {ids}").format(ids=", ".join(self.examples)))
        return notes

    def __str__(self) -> str:
        lines = [self.heading(), self.text]
        if self.table:
            lines.append(self.table)
        return "\n".join([*lines, *self._notes()])

    def _repr_markdown_(self) -> str:
        parts = [f"**{self.id}** · §{self.section} {self.section_title}\n\n{self.text}"]
        if self.table:
            parts.append(self.table)
        notes = self._notes()
        if notes:
            parts.append("  \n".join(f"*{n}*" for n in notes))
        return "\n\n".join(parts)

    def _repr_html_(self) -> str:
        notes = [escape(n) for n in self._notes()]
        note_html = "".join(f'<div style="color:#666;font-size:90%">{n}</div>' for n in notes)
        return (f'<div class="gaucho-rule-card" id="{self.anchor}" '
                f'style="border-left:3px solid #b5651d;padding:2px 8px;margin:4px 0">'
                f'<div><b>{escape(self.id)}</b> '
                f'<span style="color:#666">· §{self.section} {escape(self.section_title)}</span>'
                f"</div><div>{inline_html(self.text)}</div>"
                f"{table_html(self.table)}{note_html}</div>")


@dataclass
class Rulebook:
    """A parsed RULES.md: rules by ID in rulebook order, section titles, example entries."""

    rules: dict[str, Rule] = field(default_factory=dict)
    sections: dict[int, str] = field(default_factory=dict)
    examples: dict[str, str] = field(default_factory=dict)  # EX-... -> its entry, Markdown
    text: str = ""


def anchor(rule_id: str) -> str:
    """The anchor of a rule (or example) on the rules page: the ID in lower case.

    >>> anchor("R-STEAL-3")
    'r-steal-3'
    """
    return rule_id.strip().lower()


def rules_page(language: str | None = None) -> str:
    """The docs page of the rulebook in ``language`` (default: the current language):
    ``rules.html``, or ``rules-es.html`` for a translation that ships (same anchors)."""
    lang = _language(language)
    return f"rules-{lang}.html" if lang != "en" and lang in languages() else "rules.html"


def link(rule_id: str, base: str | None = None) -> str:
    """The address of a rule on the rules page, e.g. ``rules.html#r-steal-3``; ``base``
    defaults to the current language's page (:func:`rules_page`)."""
    return f"{base or rules_page()}#{anchor(get(rule_id).id)}"


def markdown_link(rule_id: str, base: str | None = None) -> str:
    """A Markdown link for notebook text: ``[R-STEAL-3](rules.html#r-steal-3 "…")``.

    The link's title is the rule's text, so hovering the ID shows the rule even offline;
    both follow the current language (``rules-es.html`` and the Spanish text in Spanish).
    """
    rule = get(rule_id)
    title = rule.text.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{rule.id}]({link(rule.id, base)} "{title}")'


def ids() -> list[str]:
    """Every rule ID of the rulebook, in rulebook order."""
    return list(_english().rules)


def languages() -> list[str]:
    """The languages the rulebook ships in, English (the normative text) first."""
    folder = resources.files("gaucho.data")
    found = sorted(item.name[len("RULES."):-len(".md")] for item in folder.iterdir()
                   if re.fullmatch(r"RULES\.[a-z]{2,3}\.md", item.name))
    return ["en", *found]


def all_rules(language: str | None = None) -> list[Rule]:
    """Every rule, in rulebook order, in ``language`` (default: the current language)."""
    lang = _language(language)
    return [get(rule_id, lang) for rule_id in _english().rules]


def get(rule_id: str, language: str | None = None) -> Rule:
    """The rule with this ID (``"R-STEAL-1"``; case and spaces do not matter).

    ``language`` defaults to the current :mod:`gaucho.i18n` language; a rule that has no
    translation yet is given in English.  Raises :class:`UnknownRule` for an unknown ID
    and :class:`~gaucho.errors.UnknownLanguage` for a language gaucho does not speak.
    """
    key = str(rule_id)[:MAX_ID + 1].strip().upper()
    english = _english().rules
    rule = english.get(key)
    if rule is None:
        close = difflib.get_close_matches(key, english, n=3, cutoff=0.75) if len(
            key) <= MAX_ID else []
        if close:
            # Translators: {ids} are rule IDs close to the one asked for.
            message = _("unknown rule ID {id!r}: the rulebook has no such rule (did you mean "
                        "{ids}?)").format(id=rule_id, ids=", ".join(close))
        else:
            message = _("unknown rule ID {id!r}: the rulebook has no such rule").format(
                id=rule_id)
        raise UnknownRule(rule_id, message)
    lang = _language(language)
    if lang != "en":
        translated = _rulebook(lang).rules.get(key)
        if translated is not None:
            return replace(rule, text=translated.text, table=translated.table or rule.table,
                           section_title=translated.section_title, basis=translated.basis,
                           decision=translated.decision or rule.decision, language=lang)
    return rule


def _language(language: str | None) -> str:
    return get_language() if language is None else check_language(language)


def _text(value: object, what: str, limit: int) -> str:
    """A look-up's text argument, checked: text of at most ``limit`` characters, else
    :class:`UnknownRule` naming ``what`` (a look-up never meets a type it cannot read)."""
    if not isinstance(value, str):
        # Translators: {what} names a look-up's argument ("rule ID", "search"), {kind} a type.
        raise UnknownRule(value, _("the {what} must be text, not {kind}").format(
            what=what, kind=type(value).__name__))
    if len(value) > limit:
        raise UnknownRule(value[:limit], _("the {what} is {count} characters long; at most "
                                           "{limit}").format(what=what, count=len(value),
                                                             limit=limit))
    return value


def _fold(text: str) -> str:
    """Lower case without accents, so ``accion`` finds *acción* and ``boeuf`` *bœuf*."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("œ", "oe"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def search(words: str | Iterable[str], language: str | None = None) -> list[Rule]:
    """Rules matching every word in their ID, text or section title, in ``language``.

    Case and accents do not matter, and a translated rule also matches the words of its
    English text (the action notation and the IDs are English).  An exact ID comes first,
    then rules whose ID matches, then the others, each in rulebook order:
    ``search("steal")`` lists R-STEAL-1… before the rules that mention STEAL CATTLE.

    The words are text of at most :data:`MAX_QUERY` characters and :data:`MAX_WORDS`
    words (else :class:`UnknownRule` says so), so no search costs more than milliseconds.
    """
    if isinstance(words, str):
        terms = _text(words, _("search"), MAX_QUERY).split()
    elif isinstance(words, Iterable) and not isinstance(words, bytes | bytearray | dict):
        given = list(islice(words, MAX_WORDS + 1))
        terms = [w for w in (_text(w, _("search"), MAX_QUERY) for w in given) if w.strip()]
    else:
        raise UnknownRule(words, _("the {what} must be text, not {kind}").format(
            what=_("search"), kind=type(words).__name__))
    if len(terms) > MAX_WORDS:
        raise UnknownRule(words, _("a search takes at most {limit} words").format(
            limit=MAX_WORDS))
    terms = [_fold(t.strip()) for t in terms]
    if not terms:
        return []
    english = _english().rules
    found: list[tuple[int, int, Rule]] = []
    for order, rule in enumerate(all_rules(language)):
        rid = rule.id.lower()
        parts = [rid, rule.text, rule.table, rule.section_title, f"§{rule.section}"]
        if rule.language != "en":
            original = english[rule.id]
            parts += [original.text, original.section_title]
        haystack = _fold(" ".join(parts))
        if not all(t in haystack for t in terms):
            continue
        if len(terms) == 1 and terms[0] == rid:
            rank = 0
        elif all(t in rid for t in terms):
            rank = 1
        else:
            rank = 2
        found.append((rank, order, rule))
    return [rule for _rank, _order, rule in sorted(found, key=lambda f: (f[0], f[1]))]


def clip_query(text: str) -> str:
    """A search box's text cut to what :func:`search` takes: its first :data:`MAX_WORDS`
    words within :data:`MAX_QUERY` characters (a box passes whatever it is sent)."""
    return " ".join(str(text)[:MAX_QUERY].split()[:MAX_WORDS])


def section(name_or_number: int | str, language: str | None = None) -> list[Rule]:
    """The rules of one section, in ``language``: by number (``12``, ``"§12"``), by the
    group of its IDs (``"STEAL"``: ``R-STEAL-*``) or by words of its title (``"herds"``,
    or ``"manadas"`` in Spanish; the English title always works)."""
    book = _english()
    lang = _language(language)
    every = all_rules(lang)
    key = str(name_or_number)[:MAX_ID].strip().lstrip("§").strip()
    if key.isdigit() and int(key) in book.sections:
        number = int(key)
        return [r for r in every if r.section == number]
    group = f"R-{key.upper()}-"
    by_group = [r for r in every if r.id.startswith(group)]
    if by_group:
        return by_group
    titles = [*_rulebook(lang).sections.items(), *book.sections.items()]
    for number, title in titles:
        if key and _fold(key) in _fold(title):
            rules_there = [r for r in every if r.section == number]
            if rules_there:
                return rules_there
    raise UnknownRule(name_or_number, _(
        "unknown section {name!r}: give a number (1-24), an ID group such as 'STEAL' or a "
        "word of a section title").format(name=name_or_number))


def example_entry(example_id: str, language: str | None = None) -> str:
    """The rulebook's own entry (§26, Markdown) for an example ID in ``language`` (English
    when that rulebook lacks it), or ``""``."""
    key = _text(example_id, _("example ID"), MAX_ID).strip().upper()
    return _rulebook(_language(language)).examples.get(key) or _english().examples.get(key, "")


def cited_ids(text: str) -> list[str]:
    """The rule IDs a text cites, ranges (``R-END-1 to R-END-5``) spelled out, in order.

    The text is at most :data:`MAX_CITING_TEXT` characters and a range spells out at most
    :data:`MAX_RANGE` IDs; beyond either, :class:`UnknownRule` names the limit.
    """
    text = _text(text, _("text to read rule IDs from"), MAX_CITING_TEXT)
    found: dict[str, None] = {}
    spelled = 0
    for m in _CITED.finditer(text):
        if m["range"] is None:
            found[m[0]] = None
            continue
        first, last = int(m["first"]), int(m["last"])
        spelled += max(0, last - first + 1)
        if last - first >= MAX_RANGE:
            # Translators: {range} is a range of rule IDs ("R-END-1 to R-END-5").
            raise UnknownRule(m[0], _("the range {range} spans more than {limit} rules").format(
                range=m[0][:60], limit=MAX_RANGE))
        if spelled > MAX_SPELLED:
            raise UnknownRule(m[0], _("the text's ranges spell out more than {limit} rule "
                                      "IDs").format(limit=MAX_SPELLED))
        found.update(dict.fromkeys(f"R-{m['group']}-{n}" for n in range(first, last + 1)))
    return list(found)


def rulebook_text(language: str | None = None) -> str:
    """The whole rulebook exactly as shipped: RULES.md, or its translation into ``language``
    (default: the current language; English when there is no such translation)."""
    return _whole_book(_language(language)).text


def rulebook_markdown(*, cross_links: bool = True, language: str | None = None) -> str:
    """The rulebook as Markdown for the docs rules page: one anchor per rule and example.

    Each rule line starts with ``<a id="r-steal-3"></a>`` (see :func:`anchor`); with
    ``cross_links`` every other mention of a rule ID becomes a link to its anchor.  The
    wording is the shipped file's (RULES.md, or its translation into ``language``, default
    the current language), unchanged; the anchors are the same in every language.
    """
    out = []
    known = _english().rules
    for line in _whole_book(_language(language)).text.splitlines():
        definition = _DEFINITION.match(line)
        entry = _EXAMPLE_ENTRY.match(line)
        own = definition[1] if definition else entry[1] if entry else None
        if cross_links and not line.startswith("|"):
            line = _link_mentions(line, own, known)
        if own is not None:
            prefix = "- " if definition else ""
            line = f'{prefix}<a id="{anchor(own)}"></a>{line[len(prefix):]}'
        out.append(line)
    return "\n".join(out) + "\n"


def _link_mentions(line: str, own: str | None, known: dict[str, Rule]) -> str:
    pieces = re.split(r"(`[^`]*`|\*\*R-[A-Z]+-\d+\*\*|\*\*EX-[A-Z0-9-]+\*\*)", line)
    for i, piece in enumerate(pieces):
        if i % 2 == 0:
            pieces[i] = RULE_ID.sub(
                lambda m: (f"[{m[0]}](#{anchor(m[0])})"
                           if m[0] in known and m[0] != own else m[0]), piece)
    return "".join(pieces)


def inline_html(text: str) -> str:
    """Rule text (light Markdown: ``code``, **bold**, *italic*) as HTML."""
    html = escape(text)
    html = re.sub(r"`([^`]*)`", r"<code>\1</code>", html)
    html = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", html)
    return re.sub(r"(?<![*\w])\*([^*]+)\*(?![*\w])", r"<i>\1</i>", html)


def table_html(table: str) -> str:
    """A Markdown table (as in R-COMP-3) as an HTML table; ``""`` for no table."""
    rows = [line.strip().strip("|").split("|") for line in table.splitlines() if line.strip()]
    rows = [r for r in rows if not all(set(c.strip()) <= set("-: ") for c in r)]
    if not rows:
        return ""
    head, *body = rows
    cells = "".join(f"<th>{inline_html(c.strip())}</th>" for c in head)
    lines = "".join("<tr>" + "".join(f"<td>{inline_html(c.strip())}</td>" for c in r) + "</tr>"
                    for r in body)
    return (f'<table class="gaucho-rule-table" style="font-size:90%"><tr>{cells}</tr>'
            f"{lines}</table>")


def rule_title(rule_id: str) -> str:
    """``R-STEAL-1: <text>`` for a tooltip; the bare ID when the rulebook lacks it."""
    try:
        rule = get(rule_id)
    except UnknownRule:
        return rule_id
    # Translators: a rule's ID and its text (a tooltip; French puts a no-break space
    # before the colon).
    return _("{rule}: {text}").format(rule=rule.id, text=rule.text)


# --- reading RULES.md ---------------------------------------------------------------


def _english() -> Rulebook:
    return _rulebook("en")


def _whole_book(language: str) -> Rulebook:
    """The language's whole rulebook, or the English one when it has none."""
    book = _rulebook(language)
    return book if book.text else _english()


@cache
def _rulebook(language: str) -> Rulebook:
    name = "RULES.md" if language == "en" else f"RULES.{language}.md"
    source = resources.files("gaucho.data").joinpath(name)
    if not source.is_file():
        return Rulebook()
    book = parse(source.read_text(encoding="utf-8"))
    if language == "en":
        _attach_examples(book)
    return book


def parse(text: str) -> Rulebook:
    """Parse rulebook text: rule lines ``- **R-X-n** text [tags]`` under ``## n. Title``."""
    book = Rulebook(text=text)
    number, title = 0, ""
    last: str | None = None
    table: list[str] = []
    example: str | None = None
    decisions: dict[str, Ruling] = {}

    def close_table() -> None:
        nonlocal table
        if last is not None and table:
            book.rules[last] = replace(book.rules[last], table="\n".join(table))
        table = []

    for line in text.splitlines():
        heading = _SECTION.match(line)
        if heading:
            close_table()
            number, title, last, example = int(heading[1]), heading[2], None, None
            book.sections[number] = title
            continue
        definition = _DEFINITION.match(line)
        if definition:
            close_table()
            rule_id, body = definition[1], definition[2]
            basis_match = _BASIS.match(body)
            sentence, basis = (basis_match[1], basis_match[2]) if basis_match else (body, "")
            book.rules[rule_id] = Rule(
                id=rule_id, text=sentence, section=number, section_title=title, basis=basis,
                sources=tuple(dict.fromkeys(_TAG.findall(basis))))
            last = rule_id
            continue
        if line.startswith("|") and last is not None:
            table.append(line)  # a table right after a rule belongs to it (R-COMP-3)
            continue
        if line.strip() and not line.startswith("|"):
            close_table()
            if not line.startswith("- "):
                last = None
        if number == _DECISIONS_SECTION and line.startswith("| R-"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 4:
                for rule_id in RULE_ID.findall(cells[0]):
                    decisions[rule_id] = Ruling(cells[1], cells[2], cells[3])
        entry = _EXAMPLE_ENTRY.match(line)
        if entry:
            example = entry[1]
            book.examples[example] = line
        elif example is not None and line.strip():
            book.examples[example] += "\n" + line
        elif not line.strip():
            example = None
    close_table()
    for rule_id, decision in decisions.items():
        if rule_id in book.rules:
            book.rules[rule_id] = replace(book.rules[rule_id], decision=decision)
    return book


def _attach_examples(book: Rulebook) -> None:
    """Each rule learns the examples that cite it: RULES.md §26 and gaucho/examples/*.json."""
    citing: dict[str, list[str]] = {}
    for example_id, entry in book.examples.items():
        for rule_id in cited_ids(entry):
            citing.setdefault(rule_id, []).append(example_id)
    folder = resources.files("gaucho").joinpath("examples")
    for item in sorted(folder.iterdir(), key=lambda i: i.name):
        if item.name.startswith("EX-") and item.name.endswith(".json"):
            example_id = item.name.removesuffix(".json")
            for rule_id in cited_ids(item.read_text(encoding="utf-8")):
                citing.setdefault(rule_id, []).append(example_id)
    order = {example_id: i for i, example_id in enumerate(book.examples)}
    for rule_id, examples in citing.items():
        if rule_id in book.rules:
            unique = sorted(set(examples), key=lambda e: (order.get(e, len(order)), e))
            book.rules[rule_id] = replace(book.rules[rule_id], examples=tuple(unique))


__all__ = ["EXAMPLE_ID", "MAX_QUERY", "MAX_WORDS", "RULE_ID", "Decision", "Rule", "Ruling",
           "UnknownRule",
           "all_rules", "anchor", "cited_ids", "clip_query", "example_entry", "get", "ids",
           "languages", "link", "markdown_link", "rule_title", "rulebook_markdown",
           "rulebook_text", "rules_page", "search", "section"]
