"""French typography, one rule for the whole catalog.

French puts a space before a colon, a semicolon, a question mark and an exclamation mark,
and inside guillemets; a line must never break there, so the catalog uses no-break spaces:
U+00A0 (no-break space) before ":" and inside « », U+202F (narrow no-break space) before
";", "!" and "?". A plain space there is wrong (a browser or a terminal may break the line
before the colon), and so is no space at all ("mot: suite") in running French text.

Notation is not French text and keeps its own spelling: ``{placeholders}`` (with their
format specs, ``{sum:>2}``, ``{value!r}``), code in backticks (`A W12 4+4+w`), times and
ranges (15:30:3, KEY=START:STOP[:STEP]), addresses (tcp://host:8786, ?token=...), square
brackets (rule ids [R-PAMPA-1], intervals [{lo}; {hi}]), and a key named on its own (";
? ouvre cette aide": the "?" key, after a semicolon).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

FR_PO = Path(__file__).resolve().parents[2] / "gaucho/locale/fr/LC_MESSAGES/gaucho.po"
NB, NN = "\u00a0", "\u202f"  # no-break space (before ":", inside « »), narrow one (before ; ! ?)

#: What is notation, not French text: replaced by a neutral word before the rule is checked.
_NOTATION = re.compile(
    r"\{[^{}]*\}"          # a placeholder, with its format spec or conversion
    r"|`[^`]*`"            # code in backticks
    r"|\[[^\[\]]*\]"       # square brackets: rule ids, intervals, optional parts
    r"|\S*://\S*"          # an address
    r"|\?\w+=\S*"          # a query in an address (?token=...)
    r"|%\([a-z_]+\)[sr]"   # an argparse placeholder
)
#: A key named on its own: the "?" after "; " or at the start ("; ? ouvre cette aide").
_KEY = re.compile(r"(^|[;:,.][ \u00a0\u202f])[?!](?= )")
_WORD_END = r"[\w)»*\u2026]"  # what a word or a closing mark ends with


def typography_problems(text: str) -> list[str]:
    """What is wrong with ``text``'s French spaces, one line per mark (empty when it is right)."""
    plain = _KEY.sub(r"\1KEY", _NOTATION.sub("X", text))
    problems = []
    for match in re.finditer(r"(.?)([:;!?])(?=(.?))", plain):
        before, mark, after = match.groups()
        where = plain[max(0, match.start() - 20):match.end() + 10]
        if after not in ("", " ", "\n", "*", ")", "»", '"', NB, NN):
            continue  # notation: a colon inside a time, a range, an option (montecarlo:playouts)
        need = NB if mark == ":" else NN
        if before == need:
            continue
        if before in (" ", "\t", NB, NN):
            problems.append(f"{mark!r} after {before!r}, not {need!r}: {where!r}")
        elif re.fullmatch(_WORD_END, before):
            problems.append(f"{mark!r} with no space before it: {where!r}")
    for match in re.finditer(r"«(.?)", plain):
        if match.group(1) != NB:
            where = plain[match.start():match.start() + 30]
            problems.append(f"'«' followed by {match.group(1)!r}, not {NB!r}: {where!r}")
    for match in re.finditer(r"(.?)»", plain):
        if match.group(1) != NB:
            where = plain[max(0, match.end() - 30):match.end()]
            problems.append(f"'»' after {match.group(1)!r}, not {NB!r}: {where!r}")
    return problems


def _french_msgstrs() -> list[tuple[str, str]]:
    with FR_PO.open("rb") as f:
        catalog = read_po(f)
    pairs = []
    for message in catalog:
        if not message.id:  # the header
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        pairs.extend((msgid, s) for s in strings if s)
    return pairs


def test_every_french_msgstr_has_no_break_spaces_before_its_marks_and_inside_guillemets() -> None:
    pairs = _french_msgstrs()
    assert len(pairs) > 1000  # the whole catalog was read
    wrong = [f"{msgid!r}\n    {problem}"
             for msgid, text in pairs for problem in typography_problems(text)]
    assert wrong == [], (f"{len(wrong)} French spaces are wrong, first ones:\n"
                         + "\n".join(wrong[:30]))


def test_the_catalog_uses_both_no_break_spaces() -> None:
    """The rule has something to check: the marks and guillemets are there, spaced as it says."""
    texts = [text for _, text in _french_msgstrs()]
    assert sum(f"{NB}:" in t for t in texts) > 500
    assert sum(f"{NN};" in t for t in texts) > 150
    assert sum(f"{NN}?" in t for t in texts) > 15
    assert sum(f"«{NB}" in t and f"{NB}»" in t for t in texts) > 40
    lookup = dict(_french_msgstrs())
    assert lookup["{id}: {title}"] == f"{{id}}{NB}: {{title}}"
    assert lookup["{actor}: {words}"] == f"{{actor}}{NB}: {{words}}"
    assert lookup["What would you do here?"] == f"Que feriez-vous ici{NN}?"
    assert lookup["Right!"] == f"Exact{NN}!"
    assert lookup["“{move}”"] == f"«{NB}{{move}}{NB}»"


@pytest.mark.parametrize("text", [
    f"{{actor}}{NB}: {{words}}",
    f"voir help(gaucho.actions){NN}; puis{NB}: fin",
    f"Que feriez-vous ici{NN}?",
    f"Exact{NN}!",
    f"«{NB}{{move}}{NB}»{NB}: {{now}}",
    f"Réponse{NB}: `A W12 4+4+w` (R-PAMPA-1)",
    "  {name} (somme {sum:>2})\u00a0: {cells}",                   # a format spec
    f"variante {{name!r}}{NB}: pas {{value!r}}",                  # a conversion
    "--sweep\u00a0: écrivez CLÉ=DÉBUT:FIN[:PAS]",                 # a range
    "sur cet ordonnanceur Dask (tcp://host:8786)",                # an address
    "par ex. pasture_threshold=15:30:3 à 12:30",                  # ranges and times
    "à l'adresse (?token=...)\u202f; par défaut\u00a0: aucun",   # a query
    "{mean} [{lo}; {hi}]",                                        # an interval
    "Aide du clavier (?)",
    "Tab passe au suivant\u202f; ? ouvre ou ferme cette aide.",   # the "?" key
    "**Réponse\u00a0:** `{right}`",
    "(? moins de {least} parties d'un côté\u00a0: trop peu)",
    "un deux-points (:) est attendu là",
    "p. ex. montecarlo:playouts=4 (area:STEAL, special:..., sale:...)",
    "valeur invalide (%(type)s)\u00a0: %(value)r",
])
def test_the_rule_accepts(text: str) -> None:
    assert typography_problems(text) == []


@pytest.mark.parametrize(("text", "count"), [
    ("{actor} : {words}", 1),                     # a plain space before a colon
    ("{thing}: {does}", 1),                       # no space before a colon
    ("voir help(gaucho.actions) ;", 1),           # a plain space before a semicolon
    (f"{{id}}{NN}: {{title}}", 1),                # the narrow space before a colon
    (f"un{NB}; deux", 1),                         # the wide space before a semicolon
    ("Que feriez-vous ici ?", 1),
    ("Que feriez-vous ici?", 1),
    ("Exact!", 1),
    ("Bravo :", 1),                               # at the end
    ("« {move} »", 2),                            # plain spaces inside guillemets
    ("«{move}»", 2),
    (f"«{NN}{{move}}{NN}»", 2),
    ("Indice : « {action} ». Réponse: {x} ; fin ?", 6),
    ("**Réponse:** `{right}`", 1),
])
def test_the_rule_finds(text: str, count: int) -> None:
    assert len(typography_problems(text)) == count, typography_problems(text)
