"""Keep the translation catalogs in step with the source (a build tool: needs Babel).

Every sentence a person reads is marked in the source with ``_``, ``ngettext``, ``N_``,
``Message`` or ``Plural`` (:mod:`gaucho.i18n`). This tool:

``extract``
    collects them from ``gaucho/`` and ``widgets/`` (and the words of the rulebook examples'
    JSON data: titles, summaries, step comments) into ``build/i18n/gaucho.pot``;
``update LANG ...``
    merges the source's messages into ``gaucho/locale/LANG/LC_MESSAGES/gaucho.po``: new
    messages arrive untranslated, messages gone from the source are dropped (never fuzzy);
``todo LANG``
    prints the messages still untranslated (what a translator works through);
``compile [LANG ...]``
    writes the ``.mo`` files that ship in the wheel (the core reads them with
    :mod:`gettext`, no Babel at run time);
``check [LANG ...]``
    fails (exit 1) unless every message of the source is translated in each catalog, no
    entry is fuzzy or stale, placeholders match, every marked call has a literal message and
    the ``.mo`` files are compiled from the current ``.po`` (``tests/core/test_catalogs.py``
    runs the same checks).

Usage: ``python tools/i18n.py update es fr de && python tools/i18n.py compile``.
"""

from __future__ import annotations

import ast
import io
import json
import re
import sys
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "gaucho" / "locale"
SOURCES = (ROOT / "gaucho", ROOT / "widgets")
#: The rulebook examples' data: their titles, summaries and step notes are shown to people.
EXAMPLES = ROOT / "gaucho" / "examples"
EXAMPLE_FIELDS = frozenset({"title", "summary", "comment", "expect_events"})  # study fields
POT = ROOT / "build" / "i18n" / "gaucho.pot"
LANGUAGES = ("es", "fr", "de")
#: The marking functions and which arguments are messages (Babel's keyword spec).
KEYWORDS: dict[str, tuple[int, ...] | None] = {
    "_": None, "N_": None, "ngettext": (1, 2), "Message": None, "Plural": (1, 2),
}
#: A fixed date in the headers, so compiling twice gives the same bytes.
_EPOCH = datetime(2026, 11, 30, tzinfo=UTC)
_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^{}]*)?\}")


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "gaucho.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


def extract() -> Catalog:
    """Every marked message of the source (with the translator comments beside it)."""
    pot = Catalog(project="gaucho", domain="gaucho", creation_date=_EPOCH,
                  revision_date=_EPOCH, fuzzy=False)
    method_map = [("**.py", "python")]
    for source in SOURCES:
        for filename, lineno, message, comments, context in extract_from_dir(
                source, method_map, keywords=KEYWORDS, comment_tags=("Translators:",),
                strip_comment_tags=True):
            location = (f"{source.name}/{filename}", lineno)
            pot.add(message, None, [location], auto_comments=comments, context=context)
    for path in sorted(EXAMPLES.glob("*.json")):
        for key, text in _example_texts(json.loads(path.read_text(encoding="utf-8"))):
            pot.add(text, None, [(f"gaucho/examples/{path.name}", 0)],
                    auto_comments=[f"The rulebook example {path.stem}: its {key}."])
    return pot


def _example_texts(data: object, key: str = "") -> Iterator[tuple[str, str]]:
    """The words of an example's JSON a person reads (shown through ``_()``), not its
    notation or the English narration its check compares with."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _example_texts(v, k)
    elif isinstance(data, list):
        for v in data:
            yield from _example_texts(v, key)
    elif isinstance(data, str) and key in EXAMPLE_FIELDS and data:
        yield key, data


def write_pot(pot: Catalog) -> Path:
    POT.parent.mkdir(parents=True, exist_ok=True)
    with POT.open("wb") as f:
        write_po(f, pot, width=100, sort_output=True)
    return POT


def read(language: str) -> Catalog:
    with po_path(language).open("rb") as f:
        return read_po(f, locale=language, domain="gaucho")


_HEADER = """\
# {language} translation of gaucho, the El Gaucho rules explorer.
# Game terms follow gaucho/locale/{code}/glossary.csv. The English source is normative.
# Update with: python tools/i18n.py update {code} && python tools/i18n.py compile {code}
#"""


def new_catalog(language: str) -> Catalog:
    return Catalog(locale=language, project="gaucho", domain="gaucho", creation_date=_EPOCH,
                   revision_date=_EPOCH, fuzzy=False)


def _tidy_header(catalog: Catalog, language: str) -> None:
    name = catalog.locale.english_name if catalog.locale else language
    catalog.header_comment = _HEADER.format(language=name, code=language)
    catalog.version = "0.1"
    catalog.msgid_bugs_address = "the project's issue tracker"
    catalog.last_translator = "gaucho developers"
    catalog.language_team = f"gaucho {language}"
    catalog.copyright_holder = "the gaucho developers"


def save(catalog: Catalog, language: str) -> None:
    path = po_path(language)
    path.parent.mkdir(parents=True, exist_ok=True)
    _tidy_header(catalog, language)
    catalog.revision_date = _EPOCH
    catalog.fuzzy = False
    with path.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=True, no_location=True,
                 ignore_obsolete=True, include_previous=False)


def update(language: str, pot: Catalog) -> tuple[int, int]:
    """Merge the source into LANG's catalog; returns (messages, untranslated)."""
    catalog = read(language) if po_path(language).exists() else new_catalog(language)
    catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
    catalog.obsolete.clear()
    save(catalog, language)
    messages = [m for m in catalog if m.id]
    return len(messages), sum(1 for m in messages if not _translated(m))


def compiled(language: str) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, read(language), use_fuzzy=False)
    return buffer.getvalue()


def compile_catalog(language: str) -> Path:
    path = mo_path(language)
    path.write_bytes(compiled(language))
    return path


# ------------------------------------------------------------------ checks
def _translated(m: Message) -> bool:
    if isinstance(m.string, tuple | list):
        return all(m.string)
    return bool(m.string)


def _fields(text: str) -> set[str]:
    return set(_FIELD.findall(text))


def _placeholder_problems(m: Message) -> Iterator[str]:
    ids = m.id if isinstance(m.id, tuple | list) else (m.id,)
    strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
    wanted = _fields(ids[-1]) | _fields(ids[0])
    for form in strings:
        if not form:
            continue
        got = _fields(form)
        # a singular form may write the number out ("un Peso"), so {n} may be left out
        missing = wanted - got - ({"n"} if len(ids) > 1 else set())
        if missing or got - wanted:
            yield (f"{ids[0]!r}: placeholders {sorted(got)} in {form!r}, "
                   f"the source has {sorted(wanted)}")


def placeholder_and_entry_problems(language: str, catalog: Catalog, pot: Catalog) -> list[str]:
    """Entries of ``catalog`` that are stale, fuzzy, untranslated, missing or whose
    placeholders differ from the source's (``pot``)."""
    source = {m.id if isinstance(m.id, str) else m.id[0] for m in pot if m.id}
    problems = []
    for m in catalog:
        if not m.id:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        if key not in source:
            problems.append(f"{language}: stale entry (not in the source): {key!r}")
        elif m.fuzzy:
            problems.append(f"{language}: fuzzy entry: {key!r}")
        elif not _translated(m):
            problems.append(f"{language}: untranslated: {key!r}")
        problems.extend(f"{language}: {p}" for p in _placeholder_problems(m))
    have = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    problems.extend(f"{language}: missing: {key!r}" for key in sorted(source - have))
    if catalog.obsolete:
        problems.append(f"{language}: {len(catalog.obsolete)} obsolete entries")
    return problems


def catalog_problems(language: str, pot: Catalog) -> list[str]:
    """What keeps LANG's catalog from being complete and current (empty when it is)."""
    if not po_path(language).exists():
        return [f"{language}: no catalog at {po_path(language).relative_to(ROOT)}"]
    problems = placeholder_and_entry_problems(language, read(language), pot)
    if not mo_path(language).exists() or mo_path(language).read_bytes() != compiled(language):
        problems.append(f"{language}: {mo_path(language).relative_to(ROOT)} is not compiled "
                        "from the current .po (python tools/i18n.py compile)")
    return problems


#: Calls that mark their message: it must be written out as a literal.
_MARKING = {"N_", "Message", "Plural"}


def nonliteral_calls(paths: Iterable[Path] = SOURCES) -> list[str]:
    """Messages Babel cannot extract, so they would never be translated: a marking call
    (``N_``, ``Message``, ``Plural``) without a literal message, or ``_``/``ngettext`` given
    text built on the spot (``_(f"...")``, ``_("a" + b)``, ``_("{}".format(x))``).
    ``_(name)`` is fine: it translates a constant marked with ``N_`` where it is declared."""
    found = []
    for root in paths:
        for path in sorted(root.rglob("*.py")):
            if path.name == "i18n.py":
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in KEYWORDS):
                    continue
                for index in KEYWORDS[node.func.id] or (1,):
                    arg = node.args[index - 1] if len(node.args) >= index else None
                    literal = isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                    built = isinstance(arg, ast.JoinedStr | ast.BinOp) or (
                        isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute)
                        and arg.func.attr == "format")
                    if built or (node.func.id in _MARKING and not literal):
                        where = f"{path.relative_to(ROOT)}:{node.lineno}"
                        found.append(f"{where}: {node.func.id}() needs a literal message")
    return found


def check(languages: Iterable[str] = LANGUAGES) -> list[str]:
    pot = extract()
    problems = nonliteral_calls()
    for language in languages:
        problems.extend(catalog_problems(language, pot))
    return problems


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"extract", "update", "todo", "compile", "check"}:
        print(__doc__)
        return 2
    command, languages = argv[0], tuple(argv[1:]) or LANGUAGES
    if command == "extract":
        print(f"{len(extract())} messages -> {write_pot(extract()).relative_to(ROOT)}")
    elif command == "update":
        pot = extract()
        write_pot(pot)
        for language in languages:
            total, todo = update(language, pot)
            print(f"{language}: {total} messages, {todo} untranslated")
    elif command == "todo":
        for language in languages:
            for m in read(language):
                if m.id and not _translated(m):
                    print(f"{language}\t{m.id!r}")
    elif command == "compile":
        for language in languages:
            print(compile_catalog(language).relative_to(ROOT))
    else:
        problems = check(languages)
        print("\n".join(problems) or "catalogs complete and current")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
