"""What each worked example teaches, and its expected outcome told in words.

The example files (``EX-*.json``) hold the data: position, steps, expectations.
This module holds what a reader of the Examples tab needs on top: one sentence
per example on what it teaches (:func:`teaches`), the expected outcome as
sentences instead of JSON (:func:`describe_expect`), and which narration lines
are bookkeeping of the hand-made position rather than part of the example
(:func:`is_fixture_bookkeeping`)::

    >>> from gaucho.examples import catalogue, load
    >>> catalogue.teaches("EX-SORT")
    'A gaucho on SORT lets a tile slip into the middle of a herd, so no forced sale happens.'
    >>> catalogue.describe_expect(load("EX-SORT").expect)
    ['Red: herds W3 W5 W6 W9; 0 Pesos; no gauchos on Action Areas; 8 gauchos in supply.']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gaucho.config import area_name
from gaucho.flow import PHASES
from gaucho.i18n import N_, _, ngettext

__all__ = ["TEACHES", "describe_expect", "is_about_round_end", "is_fixture_bookkeeping",
           "teaches"]

_NAMES = (N_("Red"), N_("Blue"), N_("Green"), N_("Yellow"))

#: One sentence per example: what a student takes away from it.
TEACHES: dict[str, str] = {
    "EX-SEED-A": N_("During setup a pasture stops being seeded when it is full, even if its "
                    "sum is below 20."),
    "EX-SEED-B": N_("During setup a pasture stops being seeded as soon as its sum reaches 20, "
                    "with spaces left empty."),
    "EX-TURN-1": N_("Two drafted dice can be added together to pay for one tile."),
    "EX-TURN-2": N_("A claim can also be made in two actions: lie down for the small number, "
                    "then stand up with a second die."),
    "EX-DICE-SPLIT": N_("Two dice can be spent as one sum or as two separate actions."),
    "EX-COLLECT-A": N_("A pasture is collected only when it is complete: one free tile means "
                       "nothing in it moves."),
    "EX-COLLECT-B": N_("At collection standing gauchos take their tiles; lying gauchos stay "
                       "on the Pampa with theirs."),
    "EX-COLLECT-C": N_("A complete pasture where every gaucho lies gives nobody anything."),
    "EX-HERD-DEF": N_("A herd must keep rising or keep falling; a tile that does not fit "
                      "forces the herd to be sold."),
    "EX-HERD-WBB": N_("A tile that does not fit sells only the herd of its own breed; the "
                      "other herds stay."),
    "EX-SORT": N_("A gaucho on SORT lets a tile slip into the middle of a herd, so no forced "
                  "sale happens."),
    "EX-WISH-1": N_("The WISH die can be used on its own, as any value from 1 to 6."),
    "EX-WISH-2": N_("The WISH die can be added to two drafted dice as a third die."),
    "EX-STEAL-SALE": N_("Stealing a tile pays its owner insurance, and the stolen tile can be "
                        "sold at once with IMMEDIATE SALE."),
    "EX-RAISE-1": N_("The Supervisor stands up your own lying gauchos without spending a die."),
    "EX-RAISE-2": N_("The Supervisor can replace an opponent's lying gaucho, who is paid for "
                     "the loss."),
    "EX-STEPPE": N_("SECRET CATTLE may take two small tiles from the Steppe and put them onto "
                    "the Pampa."),
    "EX-END-3P": N_("When the draw pile runs out, the game ends after the last regular round "
                    "and a round without dice."),
    "EX-FINAL-SINGLE": N_("At the final scoring even a single tile is sold, for its number."),
    "EX-SELL-50": N_("A herd sells for its number of tiles times its highest number."),
    "EX-ORDER-48": N_("When two tiles arrive together, adding the small one first can keep a "
                      "herd growing."),
    "EX-ORDER-36": N_("Adding the large tile first can force an early, cheaper sale."),
}


def teaches(example_id: str) -> str:
    """What the example teaches, in one sentence (empty for an unknown example)."""
    text = TEACHES.get(example_id, "")
    return _(text) if text else ""


#: Rule families of the end of a round: refill, end trigger, next start player, new round.
_ROUND_END = ("R-REFILL-", "R-END-", "R-NEXT-", "R-ROUND-")


def is_fixture_bookkeeping(rule_id: str, example_rules: Sequence[str]) -> bool:
    """True for an end-of-round line (refill, empty draw pile, new round) in an example that
    is not about the end of a round: it comes from the hand-made position (whose draw pile is
    empty), not from what the example shows."""
    return rule_id.startswith(_ROUND_END) and not is_about_round_end(example_rules)


def is_about_round_end(example_rules: Sequence[str]) -> bool:
    """Does an example citing these rules show the end of a round (collection, refill,
    next round, end of the game)?  Adding collected tiles to herds (R-COLLECT-5) alone is not."""
    about = (*_ROUND_END, "R-COLLECT-1", "R-COLLECT-2", "R-COLLECT-3",
             "R-COLLECT-4")
    return any(r.startswith(about) for r in example_rules)


# ================================================================ outcome in words
def _player(i: int) -> str:
    return _(_NAMES[i]) if 0 <= i < len(_NAMES) else str(i)


def _tiles(tiles: Sequence[Any]) -> str:
    return " ".join(str(t) for t in tiles) if tiles else _("none")


def _cell(cell: Any) -> str:
    if cell is None:
        return _("empty")
    if cell == "#":
        return _("blocked")
    text = str(cell)
    for mark, how in (("^", N_("{tile} ({player} standing)")),
                      ("_", N_("{tile} ({player} lying)"))):
        if mark in text:
            tile, _sep, who = text.partition(mark)
            return _(how).format(tile=tile, player=_player(int(who)))
    return text


def _describe_player(i: int, p: Mapping[str, Any]) -> str:
    parts: list[str] = []
    if "herds" in p:
        herds = [h for h in p["herds"] if h]
        parts.append(_("herds {herds}").format(herds=" | ".join(_tiles(h) for h in herds))
                     if herds else _("no herds"))
    if "pesos" in p:
        parts.append(ngettext("{n} Peso", "{n} Pesos", p["pesos"]).format(n=p["pesos"]))
    if "pending" in p:
        parts.append(_("tiles still to add: {tiles}").format(tiles=_tiles(p["pending"]))
                     if p["pending"] else _("no tiles left to add"))
    if "spaces" in p:
        parts.append(_("gauchos on {areas}").format(areas=", ".join(p["spaces"]))
                     if p["spaces"] else _("no gauchos on Action Areas"))
    if "supply" in p:
        parts.append(_("{n} gauchos in supply").format(n=p["supply"]))
    known = {"herds", "pesos", "pending", "spaces", "supply"}
    parts.extend(f"{k} {v}" for k, v in p.items() if k not in known)
    return f"{_player(i)}: " + "; ".join(parts) + "."


def describe_expect(expect: Mapping[str, Any], *, round_end: bool = True) -> list[str]:
    """The expected outcome of an example (a PARTIAL position) as sentences.

    ``round_end=False`` leaves out the round and phase the hand-made position reaches
    (see :func:`is_fixture_bookkeeping`)."""
    out: list[str] = []
    for i, p in enumerate(expect.get("players") or []):
        if isinstance(p, Mapping) and p:
            out.append(_describe_player(i, p))
    if "out_contains" in expect:
        out.append(_("Out of the game: {tiles}.").format(tiles=_tiles(expect["out_contains"])))
    for i, pasture in enumerate(expect.get("pastures") or []):
        if pasture is not None:
            out.append(_("P{n}: {cells}.").format(n=i + 1,
                                                  cells=", ".join(_cell(c) for c in pasture)))
    if "pasture_sums" in expect:
        out.append(_("Pasture sums: {sums}.").format(
            sums=", ".join(str(s) for s in expect["pasture_sums"])))
    if "held" in expect:
        out.append(_("Dice still held: {dice}.").format(dice=_tiles(expect["held"])))
    if "rodeo" in expect:
        out.append(_("Dice left in the Dice Rodeo: {dice}.").format(dice=_tiles(expect["rodeo"])))
    if "wish_die" in expect:
        out.append(_("The WISH die is still held.") if expect["wish_die"]
                   else _("The WISH die has been used."))
    if expect.get("placed_this_turn"):
        out.append(_("Occupied this turn: {areas}.").format(
            areas=", ".join(str(area_name(a)) for a in expect["placed_this_turn"])))
    if expect.get("vacated_this_turn"):
        out.append(_("Left this turn: {areas}.").format(
            areas=", ".join(str(area_name(a)) for a in expect["vacated_this_turn"])))
    if "draw_pile" in expect:
        out.append(_("Draw pile (top first): {tiles}.").format(tiles=_tiles(expect["draw_pile"]))
                   if expect["draw_pile"] else _("The draw pile is empty."))
    if "draw_pile_count" in expect:
        out.append(_("Tiles left in the draw pile: {n}.").format(n=expect["draw_pile_count"]))
    if "steppe" in expect:
        out.append(_("The Steppe holds {tiles}.").format(tiles=_tiles(expect["steppe"])))
    elif "steppe_count" in expect:
        out.append(_("Tiles in the Steppe: {n}.").format(n=expect["steppe_count"]))
    if "trigger_round" in expect:
        t = expect["trigger_round"]
        out.append(_("The end of the game has not been triggered.") if t is None
                   else _("The end of the game was triggered in round {n}.").format(n=t))
    if round_end and ("round" in expect or "phase" in expect):
        phase = expect.get("phase")
        title = _(PHASES[phase].title) if phase in PHASES else phase
        if "round" in expect and phase:
            out.append(_("Round {n}, next: {phase}.").format(n=expect["round"], phase=title))
        elif phase:
            out.append(_("Next: {phase}.").format(phase=title))
        else:
            out.append(_("Round {n}.").format(n=expect["round"]))
    if "start_player" in expect:
        out.append(_("{player} is the start player.").format(
            player=_player(expect["start_player"])))
    if "current_player" in expect:
        cp = expect["current_player"]
        if cp >= 0:
            out.append(_("{player} is to act.").format(player=_player(cp)))
    if expect.get("is_over"):
        winners = expect.get("winners") or []
        out.append(ngettext("The game is over; winner: {names}.",
                            "The game is over; winners: {names}.", len(winners)).format(
            names=", ".join(_player(w) for w in winners)) if winners
            else _("The game is over."))
    return out
