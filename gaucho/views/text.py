"""The table as plain text: what ``str(game)`` prints and what the SVG's ``<desc>`` holds.

Text first: every picture in the package also exists in this form, so a
notebook checked by nbval, a screen reader and a terminal all see the table.
Its words are translated (:mod:`gaucho.i18n`), the phase by its title ("Take dice", never
its key ``draft``); tile and pasture names and the one-letter owner marks of the cells
(``W12^R``, notation) are not, so a key under the Pampa says them in words, in the
table's language (:func:`key_text`).
"""

from __future__ import annotations

from collections.abc import Iterable

from gaucho import tiles
from gaucho.config import AREAS, BREED_LETTERS, PLAYER_NAMES, area_name, player_name
from gaucho.engine.flow import PHASES
from gaucho.i18n import N_, _, ngettext, use_language
from gaucho.state import BLOCKED, EMPTY, State


def cell_text(s: State, c: int) -> str:
    """``W12`` unoccupied, ``W12^R`` standing Red gaucho, ``W12_B`` lying Blue, ``..`` empty
    (notation: the owner's letter is the English colour's, in every language)."""
    if c == EMPTY:
        return ".."
    if c == BLOCKED:
        return "##"
    occ = s.gauchos_on.get(c)
    if occ is None:
        return tiles.name(c)
    return f"{tiles.name(c)}{'^' if occ.standing else '_'}{PLAYER_NAMES[occ.owner][0]}"


#: One breed letter in the key with what it stands for, by breed index: the tiles' breed
#: as a word that stands alone ("B brown"; German the noun of its tiles, "B Braun", not the
#: adjective of a herd, "braune"), as :data:`gaucho.tiles.TILE_WORDS` writes a tile.
KEY_BREEDS = (
    # Translators: the text view's key: {letter} is the brown breed's letter (B), kept as
    # it is; name the breed as a tile in words does ("brown {number}", German "Braun").
    N_("{letter} brown"),
    # Translators: the key's golden breed, as for "{letter} brown".
    N_("{letter} golden"),
    # Translators: the key's black breed, as for "{letter} brown".
    N_("{letter} black"),
    # Translators: the key's white breed, as for "{letter} brown".
    N_("{letter} white"),
    # Translators: the key's spotted breed, as for "{letter} brown".
    N_("{letter} spotted"),
)


def key_text(players: int) -> str:
    """The key to the cells' codes, in the current language: the breed letters, the gaucho
    marks and the owners' letters of a game of ``players`` players."""
    breeds = ", ".join(_(KEY_BREEDS[b]).format(letter=letter)
                       for b, letter in enumerate(BREED_LETTERS))
    owners = ", ".join(f"{PLAYER_NAMES[p][0]} {player_name(p)}" for p in range(players))
    # Translators: the key under the text view's Pampa. {breeds} lists the breed letters
    # with their names ("B brown, G golden, ..."), {owners} the players' letters with their
    # colours ("R Red, B Blue"); the letters and the marks ^ _ .. ## stay as they are.
    return _("  Key: a tile is its breed's letter ({breeds}) and its number; ^ a standing "
             "gaucho, _ a lying one, then its owner's letter ({owners}); .. empty, "
             "## blocked").format(breeds=breeds, owners=owners)


def herd_text(herd: list[int]) -> str:
    return "[" + " ".join(tiles.name(t) for t in herd) + "]"


def render_text(s: State, *, draw_pile: int | None = None, steppe: int | None = None,
                language: str | None = None) -> str:
    """A readable text view of the whole table, in ``language`` (default: the current one).

    ``draw_pile`` and ``steppe`` count the face-down tiles when the state is a
    seat's table (its hidden places emptied, :mod:`gaucho.views.seat`).
    """
    with use_language(language):
        return _render_text(s, draw_pile, steppe)


def _render_text(s: State, draw_pile: int | None, steppe: int | None) -> str:
    lines = []
    if s.no_dice_round:
        # Translators: text view header; {players} is a number, {phase} the phase's title
        # ("Take dice", "Turn"), already translated.
        head = _("El Gaucho - {players} players - round {round} (round without dice) - "
                 "phase {phase}")
    elif s.last_regular_round == s.round:
        # Translators: text view header; {phase} is the phase's title, already translated.
        head = _("El Gaucho - {players} players - round {round} (last regular round) - "
                 "phase {phase}")
    else:
        # Translators: text view header; {phase} is the phase's title, already translated.
        head = _("El Gaucho - {players} players - round {round} - phase {phase}")
    phase = _(PHASES[s.phase].title) if s.phase in PHASES else s.phase
    lines.append(head.format(players=s.players, round=s.round, phase=phase))
    pile = len(s.draw_pile) if draw_pile is None else draw_pile
    face_down = len(s.steppe) if steppe is None else steppe
    if s.trigger_round is not None:
        info = _("Start player: {player}; draw pile {pile}, Steppe {steppe} face down; "
                 "end triggered")
    else:
        info = _("Start player: {player}; draw pile {pile}, Steppe {steppe} face down")
    lines.append(info.format(player=s.start_player_name, pile=pile, steppe=face_down))
    lines.append(_("Pampa:"))
    for i in reversed(range(len(s.pastures))):
        cells = " ".join(f"{cell_text(s, c):>6}" for c in s.pastures[i])
        if s.is_complete(i):
            # Translators: a pasture's line in the text view; {name} is P1..P4.
            row = _("  {name} (sum {sum:>2} complete): {cells}")
        else:
            # Translators: a pasture's line in the text view; {name} is P1..P4.
            row = _("  {name} (sum {sum:>2}): {cells}")
        lines.append(row.format(name=f"P{i + 1}", sum=s.pasture_sum(i), cells=cells))
    lines.append(key_text(s.players))
    lines.append(_("Action Areas:"))
    area_width = _longest(area_name(a) for a in AREAS)
    for area in AREAS:
        if area not in s.config.areas_enabled:
            continue
        who = [str(player_name(p)) for p in range(s.players) if area in s.spaces[p]]
        lines.append(f"  {area_name(area)!s:<{area_width}}  {', '.join(who) if who else '-'}")
    rodeo = " ".join(map(str, sorted(s.rodeo))) or "-"
    lines.append(_("Dice Rodeo: {dice}  (of {total})").format(dice=rodeo, total=s.dice_total))
    if s.held or s.wish_die:
        held = " ".join(map(str, s.held))
        if s.wish_die:
            held = _("{held} +WISH die").format(held=held)
        lines.append(_("{player} holds: {dice}").format(player=player_name(s.active),
                                                        dice=held.strip()))
    lines.append(_("Players:"))
    # Translators: marks the start player in the text view ("Blue   (start)").
    start = " (" + _("start") + ")"
    name_width = _longest(player_name(p) for p in range(len(PLAYER_NAMES)))
    for p in range(s.players):
        mark = start if p == s.start_player else ""
        herds = " ".join(herd_text(h) for _k, h in sorted(s.herds[p].items())) or _("no herds")
        if s.pending[p]:
            # Translators: a player's herds in the text view, then the tiles he still adds.
            herds = _("{herds}; to add {tiles}").format(herds=herds,
                                                        tiles=tiles.names(s.pending[p]))
        # Translators: a player's line of the text view; {herds} lists his herds.
        pesos = ngettext("{n:>3} Peso, supply {supply}: {herds}",
                         "{n:>3} Pesos, supply {supply}: {herds}", s.pesos[p])
        lines.append(f"  {player_name(p)!s:<{name_width}}{mark:<{len(start)}} " + pesos.format(
            n=s.pesos[p], supply=s.supply[p], herds=herds))
    return "\n".join(lines)


def _longest(names: Iterable[object]) -> int:
    """The width of a column of names: the longest of them in the current language, so the
    column after it lines up whatever the language (Spanish "LEVANTAR" and "Amarillo" are
    longer than any English name)."""
    return max(len(str(n)) for n in names)
