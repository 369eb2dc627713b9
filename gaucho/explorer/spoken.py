"""The board for ears: every target named in words with what pressing it does, and what to
announce after a move.

A screen reader reads a board target's accessible name, so the name must say what the thing
is in the player's language ("golden 7 in your hand") and what pressing it does ("keep it"),
never a token or a tile code (``hand:G7``).  What pressing does is read from the legal
actions that still name the target (:class:`~gaucho.explorer.board_input.BoardInput`), so
the words follow the rules without a list of their own::

    >>> import gaucho
    >>> from gaucho.explorer.board_input import BoardInput
    >>> game = gaucho.Game.new(players=2, seed=1)
    >>> names = target_names(BoardInput(game))
    >>> all(": " in n for n in names.values())
    True

Nothing here imports ipywidgets: the board widget shows these words (``names``/``announce``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gaucho import tiles
from gaucho.config import BREED_LETTERS, area_name, breed_name, player_name
from gaucho.explorer.board_input import BoardInput, target_label
from gaucho.explorer.play import told
from gaucho.game import Game, Step, group_label
from gaucho.i18n import N_, _
from gaucho.state import State
from gaucho.views.board import tile_words

#: What pressing a target does, by the action group of the legal actions that name it
#: (the groups of :data:`gaucho.game.GROUP_LABELS`; another group says its heading).
PRESS_WORDS: dict[str, str] = {
    "keep": N_("keep it"),
    "take": N_("take it"),
    "place": N_("put a gaucho here"),
    "special": N_("use this action"),
    "put": N_("put the Steppe tile here"),
    "add": N_("add it to your herd"),
    "sort": N_("sort it into a herd"),
    "remove": N_("take this gaucho back"),
    "takeback": N_("take the lying gaucho back"),
}


def _tile(name: str) -> int | None:
    if len(name) > 1 and name[0] in BREED_LETTERS and name[1:].isdigit():
        return tiles.make(BREED_LETTERS.index(name[0]), int(name[1:]))
    return None


def thing_words(s: State, token: str, player: int) -> str:
    """What a target is, in words, as ``player`` (the one to act) sees it."""
    kind, _sep, rest = token.partition(":")
    tile = _tile(rest.rsplit(":", 1)[-1].split(">", 1)[0])
    if kind == "tile" and tile is not None:
        pasture = next((i for i, p in enumerate(s.pastures) if tile in p), None)
        if pasture is None:
            return tile_words(tile)
        # Translators: a tile in a pasture of the Pampa ("black 9 in pasture 4").
        return _("{tile} in pasture {n}").format(tile=tile_words(tile), n=pasture + 1)
    if kind == "hand" and tile is not None:
        return _("{tile} in your hand").format(tile=tile_words(tile))
    if kind == "pending" and tile is not None:
        return _("{tile} to add to your herds").format(tile=tile_words(tile))
    if kind == "steppe" and tile is not None:
        return _("{tile} in the Steppe").format(tile=tile_words(tile))
    if kind == "herd" and tile is not None:
        owner = int(rest.split(":", 1)[0])
        if owner == player:
            return _("{tile} in your herd").format(tile=tile_words(tile))
        return _("{tile} in {player}'s herd").format(tile=tile_words(tile),
                                                     player=player_name(owner))
    if kind == "breed":  # a herd named by its breed (a sale: any tile of it names it)
        letter = rest.rsplit(":", 1)[-1]
        if letter in BREED_LETTERS:
            # Translators: a herd named by its breed ("golden herd"), a thing chosen.
            return _("{breed} herd").format(breed=breed_name(BREED_LETTERS.index(letter)))
    if kind == "pasture":
        return _("pasture {n}").format(n=rest.lstrip("P"))
    if kind == "space":
        area, _dot, n = rest.partition(".")
        # Translators: an Action Space of an Action Area ("STEAL space 2").
        return _("{area} space {n}").format(area=area_name(area), n=n)
    return target_label(token)


def _groups(pick: BoardInput, token: str) -> dict[str, list[Any]]:
    """The legal actions still possible that name ``token`` next, by action group."""
    out: dict[str, list[Any]] = {}
    pending = pick._pending_steppe()
    base = pick.clicks[:-1] if pending and token.startswith("pasture:") else pick.clicks
    for action, left in pick._remaining(base):
        names = set(left)
        names |= {k.split(">", 1)[0] for k in left if ">" in k}
        names |= {"pasture:" + k.split(">", 1)[1] for k in left if ">" in k}
        if token.startswith("herd:"):
            _h, p, name = token.split(":")
            tile = _tile(name)
            if tile is not None:
                names.add(f"breed:{p}:{BREED_LETTERS[tiles.breed(tile)]}")
        if token in names:
            out.setdefault(action.kind, []).append(action)
    return out


def _does(kind: str, actions: list[Any]) -> str:
    if kind == "pampa":
        dice = {tuple(getattr(a, "dice", ()) or ()) for a in actions}
        if len(dice) == 1 and next(iter(dice)):
            # Translators: what pressing a Pampa tile does; {dice} are the dice ("4+5").
            return _("claim it with {dice}").format(dice="+".join(map(str, next(iter(dice)))))
        return _("claim it")
    return _(PRESS_WORDS[kind]) if kind in PRESS_WORDS else group_label(kind)


def target_name(pick: BoardInput, token: str) -> str:
    """A target's accessible name: what it is and what pressing it does ("golden 7 in your
    hand: keep it"), in the current language."""
    thing = thing_words(pick.state, token, pick.player)
    groups = _groups(pick, token)
    if token in pick.chosen():
        return _chosen_name(token, thing, bool(groups))
    does = _(" or ").join(_does(k, v) for k, v in groups.items()) or _("choose it")
    # Translators: a board target's name for screen readers: what it is, what pressing does.
    return _("{thing}: {does}").format(thing=thing, does=does)


def _chosen_name(token: str, thing: str, again: bool) -> str:
    """The name of a target already pressed: what a second press does.  A die (in the Dice
    Rodeo or held) pressed again is one more die of that value, when a move takes it
    (:meth:`BoardInput.click`): only "Clear" lets a die go; anything else is let go."""
    if not token.startswith(("die:", "held:")):
        # Translators: a board target already pressed (pressing it again lets it go).
        return _("{thing}: chosen, press again to let it go").format(thing=thing)
    value, clear = token.split(":", 1)[1], _("Clear")
    if not again:
        # Translators: a die already chosen that no move takes twice; {clear} is the
        # "Clear" button's label.
        return _("{thing}: chosen; only “{clear}” lets it go").format(thing=thing,
                                                                        clear=clear)
    if token.startswith("die:"):
        # Translators: a die already taken from the Dice Rodeo: pressing it again takes a
        # second die of that value ({value}); {clear} is the "Clear" button's label.
        return _("{thing}: chosen; press again to take another {value}, “{clear}” lets it "
                 "go").format(thing=thing, value=value, clear=clear)
    # Translators: a held die already chosen to pay: pressing it again pays with a second
    # die of that value ({value}); {clear} is the "Clear" button's label.
    return _("{thing}: chosen; press again to use another {value}, “{clear}” lets it "
             "go").format(thing=thing, value=value, clear=clear)


def chosen_prompt(pick: BoardInput) -> str:
    """What a board says while a decision is being clicked: the things chosen so far, in
    words ("Chosen: white 10 to add to your herds. ..."), and what to do next."""
    if not pick.clicks:
        return _("Your move: click a highlighted thing on the board.")
    return _("Chosen: {clicks}. Click a highlighted thing or a button.").format(
        clicks=", ".join(thing_words(pick.state, c, pick.player) for c in pick.clicks))


def target_names(pick: BoardInput) -> dict[str, str]:
    """Every target that may be pressed now (and those already chosen), with its name."""
    return {t: target_name(pick, t) for t in sorted(pick.next_targets() | pick.chosen())}


def move_words(steps: Sequence[Step], game: Game, viewer: int | None) -> list[str]:
    """One line per step, as ``viewer`` may hear it (the history's words, no rule IDs)."""
    return [told(step, game, viewer).splitlines()[0].split(". ", 1)[-1] for step in steps]


def announcement(moves: Sequence[str], prompt: str) -> str:
    """What the live region says after a move: the moves made (the player's own first, then
    the bots' replies) and the next prompt, in one polite sentence run."""
    return " ".join([*(m.rstrip(".") + "." for m in moves), prompt]).strip()
