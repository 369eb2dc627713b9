"""The table as plain text: what ``str(game)`` prints and what the SVG's ``<desc>`` holds.

Text first: every picture in the package also exists in this form, so a
notebook checked by nbval, a screen reader and a terminal all see the table.
"""

from __future__ import annotations

from gaucho import tiles as T
from gaucho.config import AREAS, PLAYER_NAMES
from gaucho.state import BLOCKED, EMPTY, State


def cell_text(s: State, c: int) -> str:
    """``W12`` unoccupied, ``W12^R`` standing Red gaucho, ``W12_B`` lying Blue, ``..`` empty."""
    if c == EMPTY:
        return ".."
    if c == BLOCKED:
        return "##"
    occ = s.gauchos_on.get(c)
    if occ is None:
        return T.name(c)
    return f"{T.name(c)}{'^' if occ.standing else '_'}{PLAYER_NAMES[occ.owner][0]}"


def herd_text(herd: list[int]) -> str:
    return "[" + " ".join(T.name(t) for t in herd) + "]"


def render_text(s: State, *, draw_pile: int | None = None, steppe: int | None = None) -> str:
    """A readable text view of the whole table.

    ``draw_pile`` and ``steppe`` count the face-down tiles when the state is a
    seat's table (its hidden places emptied, :mod:`gaucho.views.seat`).
    """
    lines = []
    extra = ""
    if s.no_dice_round:
        extra = " (round without dice)"
    elif s.last_regular_round == s.round:
        extra = " (last regular round)"
    lines.append(f"El Gaucho - {s.players} players - round {s.round}{extra} - phase {s.phase}")
    pile = len(s.draw_pile) if draw_pile is None else draw_pile
    face_down = len(s.steppe) if steppe is None else steppe
    lines.append(f"Start player: {s.start_player_name}; draw pile {pile}, "
                 f"Steppe {face_down} face down"
                 + ("; end triggered" if s.trigger_round is not None else ""))
    lines.append("Pampa:")
    for i in reversed(range(len(s.pastures))):
        cells = " ".join(f"{cell_text(s, c):>6}" for c in s.pastures[i])
        complete = " complete" if s.is_complete(i) else ""
        lines.append(f"  P{i + 1} (sum {s.pasture_sum(i):>2}{complete}): {cells}")
    lines.append("Action Areas:")
    for area in AREAS:
        if area not in s.config.areas_enabled:
            continue
        who = [PLAYER_NAMES[p] for p in range(s.players) if area in s.spaces[p]]
        lines.append(f"  {area:<7} {', '.join(who) if who else '-'}")
    rodeo = " ".join(map(str, sorted(s.rodeo))) or "-"
    lines.append(f"Dice Rodeo: {rodeo}  (of {s.dice_total})")
    if s.held or s.wish_die:
        held = " ".join(map(str, s.held)) + (" +WISH die" if s.wish_die else "")
        lines.append(f"{PLAYER_NAMES[s.active]} holds: {held.strip()}")
    lines.append("Players:")
    for p in range(s.players):
        marks = []
        if p == s.start_player:
            marks.append("start")
        herds = " ".join(herd_text(h) for _, h in sorted(s.herds[p].items())) or "no herds"
        pending = f"; to add {T.names(s.pending[p])}" if s.pending[p] else ""
        mark = f" ({', '.join(marks)})" if marks else ""
        lines.append(f"  {PLAYER_NAMES[p]:<6}{mark:<8} {s.pesos[p]:>3} Pesos, supply "
                     f"{s.supply[p]}: {herds}{pending}")
    return "\n".join(lines)
