"""A regular turn and its dice (§4-§7, §15): the draft, Pampa actions A/B/C, Action
Spaces, removing a gaucho unused, taking lying gauchos back, and ending the turn."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import ClassVar

from gaucho import tiles
from gaucho.config import RulesConfig, area_name
from gaucho.engine.common import NARRATION, Violation, pname, remember
from gaucho.engine.decision import Decision
from gaucho.engine.decisions.notation import (
    area,
    canonical,
    canonical_dice,
    number,
    payment,
    payment_text,
)
from gaucho.engine.payments import (
    check_payment,
    has_dice,
    payment_table,
    payments_of,
    spend,
    wish_value,
)
from gaucho.errors import InvalidAction
from gaucho.i18n import Message, Plural, _, and_list
from gaucho.state import Event, Occupant, Phase, State

ACTIVE = "the active player, in his turn"


def paid_text(s: State, dice: tuple[int, ...], wish: bool, values: tuple[int, ...]
              ) -> str | Message:
    """``5 + 6``, or ``4 + 4 + WISH 4``: the WISH die named by the smallest value that pays."""
    paid = _DICE_TEXT.get(dice)
    if paid is None:
        paid = _DICE_TEXT[dice] = " + ".join([str(d) for d in dice])
    if not wish:
        return paid
    value = wish_value(sum(dice), s.config.die_faces, values)
    if not dice:
        # Translators: the imaginary WISH die paying alone, with its value ("WISH 4"); name the
        # die as your lessons do ("Wunschwürfel (4)"), not as the action area.
        return Message("WISH {value}", value=str(value))
    # Translators: dice paid, then the imaginary WISH die with its value ("4 + 4 + WISH 4");
    # name the die as your lessons do, not as the action area.
    return Message("{dice} + WISH {value}", dice=paid, value=str(value))


#: ``5 + 6`` by the dice paid: every claim and placement narrates its payment, and there
#: are only a few dozen pairs of dice (the narration is then looked up, see NARRATION).
_DICE_TEXT: dict[tuple[int, ...], str] = {}


# ------------------------------------------------------------------ draft
@dataclass(frozen=True, slots=True)
class Draft:
    """Take dice from the Dice Rodeo (R-TURN-1), ``take 5 6``; values sorted."""

    dice: tuple[int, ...]
    kind: ClassVar[str] = "take"
    verbs: ClassVar[tuple[str, ...]] = ("take",)

    def __post_init__(self) -> None:
        v = self.dice
        if type(v) is not tuple or len(v) > 2 or (len(v) == 2 and v[0] > v[1]):
            canonical(self, "dice", v)

    def __str__(self) -> str:
        return "take " + " ".join(map(str, self.dice))

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Draft | None:
        return cls(tuple(number(w, "die value") for w in args))


def _legal_drafts(s: State) -> list[Draft]:
    rodeo = tuple(sorted(s.rodeo))
    drafts = _DRAFTS.get(rodeo)
    if drafts is None:
        if len(_DRAFTS) > 10_000:
            _DRAFTS.clear()
        pairs = sorted(set(combinations(rodeo, min(2, len(rodeo)))))
        drafts = _DRAFTS[rodeo] = tuple(Draft(d) for d in pairs)
    return list(drafts)


#: Drafts already listed, by the sorted Dice Rodeo: a few hundred rodeos come up again and
#: again in simulations, and drafts are immutable values (as for claims below).
_DRAFTS: dict[tuple[int, ...], tuple[Draft, ...]] = {}


def _check_draft(s: State, a: Draft) -> Violation | None:
    need = min(2, len(s.rodeo))
    if len(a.dice) != need:
        # Translators: English says "dice" even for 1; use your language's forms.
        return Violation("R-TURN-1", Plural("you must take exactly {n} dice",
                                            "you must take exactly {n} dice", need))
    if not has_dice(s.rodeo, a.dice):
        left = and_list(sorted(s.rodeo))
        # Translators: {left} lists die values ("1, 3 and 4"), {dice} the dice asked ("5 and
        # 6").
        return Violation("R-TURN-1", Message("the Dice Rodeo shows {left}; {dice} are not both "
                                             "there", left=left, dice=and_list(a.dice)))
    return None


def _draft(s: State, a: Draft, ev: list[Event]) -> None:
    for d in a.dice:
        s.rodeo.remove(d)
    s.held = list(a.dice)
    text = NARRATION.get(key := ("draft", s.active, a.dice))
    if text is None:
        text = remember(key, Message("{player} takes {dice}", player=pname(s.active),
                                     dice=and_list(a.dice)))
    ev.append(Event("draft", text, "R-TURN-1", s.active))


def _draft_elsewhere(s: State) -> Violation | None:
    if s.phase == Phase.NODICE_TURN:
        return Violation("R-NODICE-1", Message("there are no dice in the round without dice"))
    if s.phase == Phase.TURN:
        return Violation("R-TURN-1", Message("you already took your dice this turn"))
    return None


# ------------------------------------------------------------------ Pampa actions
@dataclass(frozen=True, slots=True)
class Claim:
    """Pampa action A (stand), B (lie) or C (raise) on a tile, paid with dice:
    ``A W11 5+6``, ``B W11 5``, ``A W12 4+4+w`` (the WISH die, R-WISH-2)."""

    action: str  # "A", "B" or "C"
    tile: int
    dice: tuple[int, ...]
    wish: bool = False
    kind: ClassVar[str] = "pampa"
    verbs: ClassVar[tuple[str, ...]] = ("a", "b", "c")

    def __post_init__(self) -> None:
        d, w = self.dice, self.wish
        if type(d) is not tuple or len(d) > 2 or (len(d) == 2 and d[0] > d[1]) or (
                w is not True and w is not False):
            canonical_dice(self, d, w)

    def __str__(self) -> str:
        return f"{self.action} {tiles.name(self.tile)} {payment_text(self.dice, self.wish)}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Claim | None:
        if len(args) != 2:
            # Translators: {verb} is A, B or C; <tile> and <dice> are what to write there.
            raise InvalidAction(_("write '{verb} <tile> <dice>', e.g. A W11 5+6").format(
                verb=verb.upper()))
        dice, wish = payment(args[1])
        return cls(verb.upper(), tiles.parse(args[0]), dice, wish)


def price(s: State, a: Claim) -> int:
    """R-PAMPA-1..3: the big number for A, the small number for B and C."""
    big = tiles.big(a.tile)
    return big if a.action == "A" else s.config.small(big)


@lru_cache(maxsize=1024)
def claim_menu(held: tuple[int, ...], wish_die: bool, faces: int, small_numbers: tuple[int, ...]
               ) -> tuple[dict[int, tuple[Claim, ...]], dict[int, tuple[Claim, ...]]]:
    """For one hand (sorted held dice and the WISH die): every claim it can pay, per tile.

    The first map holds the claims on a free tile (A, then B: R-PAMPA-1/2), the second
    the raises of one's lying gaucho (C: R-PAMPA-3).  Listing claims then only asks who
    stands on each tile of the Pampa; bots list claims for the same few dozen hands over
    and over, and claims are immutable values, so one menu per hand serves every turn.
    """
    table = payment_table(held, wish_die, faces)
    free: dict[int, tuple[Claim, ...]] = {}
    lying: dict[int, tuple[Claim, ...]] = {}
    for tile, big in enumerate(tiles.BIG):
        if not 1 <= big <= len(small_numbers):
            continue
        small = small_numbers[big - 1]
        claims = ([Claim("A", tile, d, w) for d, w in table.get(big, ())]
                  + [Claim("B", tile, d, w) for d, w in table.get(small, ())])
        if claims:
            free[tile] = tuple(claims)
        raises = tuple(Claim("C", tile, d, w) for d, w in table.get(small, ()))
        if raises:
            lying[tile] = raises
    return free, lying


def _legal_claims(s: State) -> list[Claim]:
    if not (s.held or s.wish_die):
        return []
    p = s.active
    supply = s.supply[p]
    cfg = s.config
    free, lying = claim_menu(tuple(sorted(s.held)), s.wish_die, cfg.die_faces,
                             cfg.small_numbers)
    occupants = s.gauchos_on
    out: list[Claim] = []
    for cells in s.pastures:
        for tile in cells:
            if tile < 0:
                continue
            occ = occupants.get(tile)
            if occ is None:
                if supply:
                    out += free.get(tile, ())
            elif occ.owner == p and not occ.standing:
                out += lying.get(tile, ())
    return out


def _check_claim(s: State, a: Claim) -> Violation | None:
    p = s.active
    tile = a.tile
    if s.pasture_of(tile) < 0:
        return Violation("R-PAMPA-1", Message("{tile} is not in the Pampa", tile=tiles.name(tile)))
    occ = s.gauchos_on.get(tile)
    what: Message
    if a.action in ("A", "B"):
        if occ is not None:
            return Violation("R-COMP-11", Message("{tile} already carries a gaucho",
                                                  tile=tiles.name(tile)))
        if s.supply[p] == 0:
            return Violation("R-PAMPA-4", Message("you have no gaucho in your supply"))
        if a.action == "A":
            # Translators: what is paid for, used in "{what} costs exactly 9, ...".
            what = Message("a standing claim on {tile}", tile=tiles.name(tile))
        else:
            # Translators: what is paid for, used in "{what} costs exactly 4, ...".
            what = Message("a lying claim on {tile}", tile=tiles.name(tile))
    else:
        if occ is None:
            return Violation("R-PAMPA-3", Message("none of your gauchos lies on {tile}",
                                                  tile=tiles.name(tile)))
        if occ.owner != p:
            return Violation("R-PAMPA-6", Message(
                "the gaucho on {tile} is {player}'s; dice actions never affect an opponent's "
                "gaucho", tile=tiles.name(tile), player=pname(occ.owner)))
        if occ.standing:
            return Violation("R-PAMPA-3", Message("your gaucho on {tile} already stands",
                                                  tile=tiles.name(tile)))
        # Translators: what is paid for, used in "{what} costs exactly 4, ...".
        what = Message("raising your gaucho on {tile}", tile=tiles.name(tile))
    return check_payment(s, a.dice, a.wish, (price(s, a),), what)


_CLAIM_KIND = {"A": ("stand", "R-PAMPA-1"), "B": ("lie", "R-PAMPA-2"),
               "C": ("raise", "R-PAMPA-3")}


def _claim(s: State, a: Claim, ev: list[Event]) -> None:
    p = s.active
    paid = paid_text(s, a.dice, a.wish, (price(s, a),))
    spend(s, a.dice, a.wish)
    if a.action != "C":
        s.supply[p] -= 1
    s.gauchos_on[a.tile] = Occupant(p, a.action != "B")
    kind, rule = _CLAIM_KIND[a.action]
    text = NARRATION.get(key := (kind, p, paid, a.tile))
    if text is None:
        text = remember(key, _claim_text(a.action, p, paid, tiles.name(a.tile)))
    ev.append(Event(kind, text, rule, p))


def _claim_text(action: str, p: int, paid: str | Message, tile: str) -> Message:
    if action == "A":
        return Message("{player} pays {paid} and puts a standing gaucho on {tile}",
                       player=pname(p), paid=paid, tile=tile)
    if action == "B":
        return Message("{player} pays {paid} and puts a lying gaucho on {tile}",
                       player=pname(p), paid=paid, tile=tile)
    return Message("{player} pays {paid} and stands up the gaucho on {tile}",
                   player=pname(p), paid=paid, tile=tile)


# ------------------------------------------------------------------ Action Spaces
@dataclass(frozen=True, slots=True)
class Place:
    """Put a gaucho on one's Action Space: ``place STEAL 4`` (R-AREA-1), ``place SORT w``;
    without dice in the preliminary round, ``place SALE`` (R-PRELIM-8)."""

    area: str
    dice: tuple[int, ...] = ()
    wish: bool = False
    kind: ClassVar[str] = "place"
    verbs: ClassVar[tuple[str, ...]] = ("place",)

    def __post_init__(self) -> None:
        d, w = self.dice, self.wish
        if type(d) is not tuple or len(d) > 2 or (len(d) == 2 and d[0] > d[1]) or (
                w is not True and w is not False):
            canonical_dice(self, d, w)

    def __str__(self) -> str:
        paid = payment_text(self.dice, self.wish)
        return f"place {self.area}" + (f" {paid}" if paid else "")

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Place | None:
        if len(args) not in (1, 2):
            raise InvalidAction(_("write 'place <AREA> [dice]', e.g. place STEAL 4"))
        dice, wish = payment(args[1]) if len(args) == 2 else ((), False)
        return cls(area(args[0]), dice, wish)


def _legal_places(s: State) -> list[Place]:
    p = s.active
    if not (s.held or s.wish_die) or not s.supply[p]:
        return []
    cfg = s.config
    menu = place_menu(cfg, tuple(sorted(s.held)), s.wish_die)
    spaces = s.spaces[p]
    vacated = s.vacated_this_turn
    out: list[Place] = []
    for a in cfg.areas_enabled:
        if a not in spaces and a not in vacated:
            out += menu.get(a, ())
    return out


def place_menu(cfg: RulesConfig, held: tuple[int, ...], wish_die: bool
               ) -> dict[str, tuple[Place, ...]]:
    """For one hand: every placement it can pay, per Action Area (R-AREA-1, R-AREA-2).

    As for claims, one menu per hand serves every turn.  Menus are kept per rules
    configuration (by identity: a config is frozen, and hashing one reads all of it).
    """
    entry = _PLACE_MENUS.get(id(cfg))
    if entry is None or entry[0] is not cfg:
        if len(_PLACE_MENUS) > 64:
            _PLACE_MENUS.clear()
        entry = _PLACE_MENUS[id(cfg)] = (cfg, {})
    menus = entry[1]
    menu = menus.get((held, wish_die))
    if menu is None:
        menu = {}
        for a in cfg.areas_enabled:
            pays = payments_of(held, wish_die, cfg.die_faces, cfg.area_values[a])
            if pays:
                menu[a] = tuple(Place(a, d, w) for d, w in pays)
        menus[(held, wish_die)] = menu  # stored whole: games in other threads read it too
    return menu


#: Placement menus per rules configuration (kept with the config itself, so an id is never
#: mistaken for another config's), by (held dice, WISH die).
_PLACE_MENUS: dict[int, tuple[RulesConfig, dict[tuple[tuple[int, ...], bool],
                                                 dict[str, tuple[Place, ...]]]]] = {}


def _check_place(s: State, a: Place) -> Violation | None:
    cfg = s.config
    if a.area not in cfg.areas_enabled:
        return Violation("R-AREA-1", Message("the {area} area is not in play in these rules",
                                             area=area_name(a.area)))
    p = s.active
    if a.area in s.spaces[p]:
        return Violation("R-AREA-3", Message("your {area} space already holds a gaucho",
                                             area=area_name(a.area)))
    if a.area in s.vacated_this_turn:
        return Violation("R-AREA-5", Message("you vacated your {area} space this turn, so you "
                                             "cannot occupy it again until your next turn",
                                             area=area_name(a.area)))
    if s.supply[p] == 0:
        return Violation("R-AREA-1", Message("you have no gaucho in your supply"))
    # Translators: what is paid for, used in "{what} costs exactly 4, ...".
    what = Message("the {area} space", area=area_name(a.area))
    return check_payment(s, a.dice, a.wish, cfg.area_values[a.area], what)


def _place(s: State, a: Place, ev: list[Event]) -> None:
    p = s.active
    paid = paid_text(s, a.dice, a.wish, s.config.area_values[a.area])
    spend(s, a.dice, a.wish)
    s.supply[p] -= 1
    s.spaces[p].add(a.area)
    s.placed_this_turn.add(a.area)
    text = NARRATION.get(key := ("place", p, paid, a.area))
    if text is None:
        text = remember(key, Message("{player} pays {paid} and places a gaucho on {area}",
                                     player=pname(p), paid=paid, area=area_name(a.area)))
    ev.append(Event("place", text, "R-AREA-1", p))


def _place_elsewhere(s: State) -> Violation | None:
    if s.phase == Phase.NODICE_TURN:
        return Violation("R-NODICE-2", Message("no Action Space can be occupied in the round "
                                               "without dice"))
    return None


# ------------------------------------------------------------------ remove
@dataclass(frozen=True, slots=True)
class Remove:
    """Take one's gaucho back from an Action Space without using it (R-SPECIAL-6),
    ``remove STEAL``."""

    area: str
    kind: ClassVar[str] = "remove"
    verbs: ClassVar[tuple[str, ...]] = ("remove",)

    def __str__(self) -> str:
        return f"remove {self.area}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Remove | None:
        return cls(area(args[0])) if len(args) == 1 else None


def _legal_removes(s: State) -> list[Remove]:
    placed = s.placed_this_turn
    return [_REMOVES.get(a) or _REMOVES.setdefault(a, Remove(a))
            for a in sorted(s.spaces[s.active]) if a not in placed]


#: One ``remove`` per area, made once (actions are immutable values).
_REMOVES: dict[str, Remove] = {}


def _check_remove(s: State, a: Remove) -> Violation | None:
    if a.area not in s.spaces[s.active]:
        return Violation("R-SPECIAL-6", Message("you have no gaucho on your {area} space",
                                                area=area_name(a.area)))
    if a.area in s.placed_this_turn:
        return Violation("R-SPECIAL-8", Message("your gaucho went onto {area} this turn; it "
                                                "must stay there until your next turn",
                                                area=area_name(a.area)))
    return None


def _remove(s: State, a: Remove, ev: list[Event]) -> None:
    p = s.active
    s.spaces[p].discard(a.area)
    s.supply[p] += 1
    s.vacated_this_turn.add(a.area)
    text = NARRATION.get(key := ("remove", p, a.area))
    if text is None:
        text = remember(key, Message("{player} takes the gaucho back from {area} unused",
                                     player=pname(p), area=area_name(a.area)))
    ev.append(Event("remove", text, "R-SPECIAL-6", p))


# ------------------------------------------------------------------ take back
@dataclass(frozen=True, slots=True)
class TakeBack:
    """Take lying gauchos back from these tiles into supply (R-NOGAUCHO-1),
    ``takeback W3 K5``."""

    tiles: tuple[int, ...]
    kind: ClassVar[str] = "takeback"
    verbs: ClassVar[tuple[str, ...]] = ("takeback",)

    def __post_init__(self) -> None:
        v = self.tiles
        if type(v) is not tuple or len(v) > 2 or (len(v) == 2 and v[0] > v[1]):
            canonical(self, "tiles", v)

    def __str__(self) -> str:
        return "takeback " + tiles.names(self.tiles)

    @classmethod
    def read(cls, verb: str, args: list[str]) -> TakeBack | None:
        return cls(tuple(tiles.parse(w) for w in args)) if args else None


def _legal_takebacks(s: State) -> list[TakeBack]:
    if s.supply[s.active]:
        return []
    return list(takeback_menu(tuple(s.lying(s.active))))


@lru_cache(maxsize=512)
def takeback_menu(lying: tuple[int, ...]) -> tuple[TakeBack, ...]:
    """Every take-back of some lying gauchos (``lying``: their tiles, sorted), fewest
    first: the same few sets of tiles come up turn after turn, and a take-back is an
    immutable value, so one menu per set serves every turn (and a caller that keeps
    what it learnt of a decision object, as the compact action space does, finds it
    again).  At most 512 sets are kept: eight lying gauchos have 255 take-backs."""
    return tuple(TakeBack(c) for r in range(1, len(lying) + 1) for c in combinations(lying, r))


def _check_takeback(s: State, a: TakeBack) -> Violation | None:
    p = s.active
    if s.supply[p]:
        return Violation("R-NOGAUCHO-1", Message("you may take back lying gauchos only when "
                                                 "your supply is empty"))
    if not a.tiles or len(set(a.tiles)) != len(a.tiles):
        return Violation("R-NOGAUCHO-1", Message("name the tiles whose lying gauchos you take "
                                                 "back"))
    for t in a.tiles:
        occ = s.gauchos_on.get(t)
        if occ is None or occ.owner != p or occ.standing:
            return Violation("R-NOGAUCHO-1", Message("none of your gauchos lies on {tile}",
                                                     tile=tiles.name(t)))
    return None


def _takeback(s: State, a: TakeBack, ev: list[Event]) -> None:
    p = s.active
    for t in a.tiles:
        del s.gauchos_on[t]
    s.supply[p] += len(a.tiles)
    ev.append(Event("takeback", Message("{player} takes back the lying gauchos on {tiles}",
                                        player=pname(p), tiles=tiles.names(a.tiles)),
                    "R-NOGAUCHO-1", p))


# ------------------------------------------------------------------ end of turn
@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn (R-TURN-4), ``end``."""

    kind: ClassVar[str] = "end"
    verbs: ClassVar[tuple[str, ...]] = ("end",)

    def __str__(self) -> str:
        return "end"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> EndTurn | None:
        return None if args else cls()


def _legal_ends(s: State) -> list[EndTurn]:
    return [_END]


_END = EndTurn()


def _check_end(s: State, a: EndTurn) -> Violation | None:
    return None  # always legal once the draft is done (R-TURN-4)


def _end(s: State, a: EndTurn, ev: list[Event]) -> None:
    p = s.active
    if s.held:
        lost = NARRATION.get(held := ("dice_lost", p, tuple(s.held)))
        if lost is None:
            lost = remember(held, Plural("{player}'s unspent die {dice} is lost",
                                        "{player}'s unspent dice {dice} are lost",
                                        len(s.held), player=pname(p), dice=and_list(s.held)))
        ev.append(Event("dice_lost", lost, "R-TURN-5", p))
    if s.wish_die:
        ev.append(Event("wish_lost", Message("{player}'s unspent WISH die is lost",
                                             player=pname(p)), "R-WISH-4", p))
    s.held = []
    s.wish_die = False
    s.placed_this_turn = set()
    s.vacated_this_turn = set()
    s.turns_taken += 1
    s.active = (p + 1) % s.players
    text = NARRATION.get(key := ("end_turn", p))
    if text is None:
        text = remember(key, Message("{player} ends the turn", player=pname(p)))
    ev.append(Event("end_turn", text, "R-TURN-4", p))


DECISIONS = (
    Decision("draft", Draft, ACTIVE, ("R-TURN-1", "R-TURN-3", "R-ROUND-4"),
             _legal_drafts, _check_draft, _draft, _draft_elsewhere),
    Decision("claim", Claim, ACTIVE, ("R-PAMPA-1", "R-PAMPA-2", "R-PAMPA-3", "R-DICE-1"),
             _legal_claims, _check_claim, _claim),
    Decision("place", Place, ACTIVE, ("R-AREA-1", "R-AREA-2", "R-AREA-5", "R-NODICE-2"),
             _legal_places, _check_place, _place, _place_elsewhere),
    Decision("remove", Remove, ACTIVE, ("R-SPECIAL-6", "R-SPECIAL-8"),
             _legal_removes, _check_remove, _remove),
    Decision("takeback", TakeBack, ACTIVE, ("R-NOGAUCHO-1", "R-NOGAUCHO-2"),
             _legal_takebacks, _check_takeback, _takeback),
    Decision("end", EndTurn, ACTIVE, ("R-TURN-4", "R-TURN-5", "R-WISH-4"),
             _legal_ends, _check_end, _end),
)
