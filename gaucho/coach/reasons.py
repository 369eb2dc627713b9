"""Why a decision is good or bad, in words: what it does now and what it leads to.

A reason has two halves.  *Now* is what the engine itself says the decision does —
Pesos paid, herds grown or sold, tiles claimed, Action Spaces taken, dice left to
spend — read from the events of :func:`gaucho.engine.apply` and their rule IDs, so a
reason is never wrong about the rules: it is the rules, run.  *Later* is the search's
verdict (:mod:`gaucho.coach.search`): the expected Pesos and the share of play-outs won,
final when the play-outs reach the end of the game, else a worth (Pesos plus what herds
and claims are worth) where they stop, so many decisions after the seat's turn.

Hidden information stays hidden.  The decision is carried out on a table sampled from
the seat's :class:`~gaucho.information.InformationSet`, never on the real one, and only
events that read nothing hidden are told (:data:`TOLD`): a refill from the face-down pile,
the Steppe's new tiles or an opponent's kept tiles would differ from one sampled table to
the next, so they are not named.  Everything told is therefore the same on every table
the seat cannot tell apart from the real one.

Every word goes through the translation layer: a reason is a lazy
:class:`~gaucho.i18n.Message`, read in the language current when it is shown.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from gaucho import engine, tiles
from gaucho.actions import Action, Claim, Keep, Place, Remove, Steal
from gaucho.coach.words import tile_words
from gaucho.config import area_name, breed_name, player_name
from gaucho.i18n import N_, Message, Plural, and_list, format_number
from gaucho.information import InformationSet
from gaucho.state import Event, Phase, State

__all__ = ["TOLD", "Effects", "describe", "effects", "number", "reason", "worth"]

#: The events a reason may draw on: each reads only what every player sees (the seat's own
#: dice, herds, gauchos and purse, the face-up Pampa).  Refills (``tile_drawn``), Steppe
#: draws, covering tiles, reveals of kept tiles and dice rolls are left out on purpose.
TOLD = frozenset({
    "draft", "stand", "lie", "raise", "place", "remove", "takeback", "dice_lost",
    "wish_lost", "end_turn", "use", "wish", "sale", "steal", "insurance", "replace",
    "steppe_look", "steppe", "keep", "new_herd", "herd_grows", "misfit", "sort", "collected",
})


class number:  # noqa: N801 (a small value type that reads like a function call)
    """A number written the reader's way when shown (``12.5``, ``12,5``): a lazy value for
    a :class:`Message`, which writes only whole numbers in the reader's language itself."""

    __slots__ = ("digits", "value")

    def __init__(self, value: float, digits: int = 1) -> None:
        self.value = value
        self.digits = digits

    def __str__(self) -> str:
        return format_number(self.value, self.digits)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, number) and (self.value, self.digits) == (other.value,
                                                                           other.digits)

    def __hash__(self) -> int:
        return hash(self.value)

    def __repr__(self) -> str:
        return f"number({self.value!r})"


class _Tile:
    """A tile in words ("white 10"), never its code ``W10``: said in the language of the
    moment the reason is read (:func:`gaucho.coach.words.tile_words`)."""

    __slots__ = ("tile",)

    def __init__(self, tile: int) -> None:
        self.tile = tile

    def __str__(self) -> str:
        return tile_words(self.tile)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Tile) and self.tile == other.tile

    def __hash__(self) -> int:
        return hash(self.tile)


def _the_tile(tile: int) -> Message:
    """A tile in words with its article, "the white 10", as the decisions' words say it."""
    return Message("the {tile}", tile=_Tile(tile))


def _the_tiles(ts: Iterable[int]) -> Message:
    """Tiles in words, each with its article: "the golden 1 and the white 7"."""
    return and_list(_the_tile(t) for t in ts)


class _Sentence(Message):
    """A message read with a capital first letter (it starts with a phrase that also stands
    inside other sentences, so its own first word is lowercase)."""

    __slots__ = ()

    def __str__(self) -> str:
        text = super().__str__()
        return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Effects:
    """What a decision does now, as the seat can know it.

    ``parts`` are short phrases (lazy messages, in the order things happen to the seat,
    then what happens to other players, such as a victim's insurance), ``rules`` the
    rule IDs of the engine events behind them (first seen first), ``pesos`` the Pesos the
    engine pays the seat at once (sales, R-SELL-1, R-SALE-1, R-HERD-6 ...), ``events`` the
    told events themselves, ``leaving`` the dice the seat still has to spend this turn
    after a decision that spends or gains one (``None`` for any other).
    """

    parts: tuple[Message, ...]
    rules: tuple[str, ...]
    pesos: int
    events: tuple[Event, ...]
    leaving: Message | None = None


def effects(state: State, seat: int, action: Action, rng: random.Random,
            table: State | None = None) -> Effects:
    """Carry ``action`` out on a table sampled for ``seat`` and say what it does now.

    ``table`` is a table already sampled from the seat's information set (an analysis
    samples one and describes every candidate on a copy of it); otherwise one is drawn
    from ``rng``.  ``state`` itself is never changed and never read beyond what the seat
    sees.
    """
    if table is None:
        table = InformationSet.of(state, seat).sample(rng)
    before = table.copy()
    after = table.copy()
    events = engine.apply(after, action)
    return describe(before, after, seat, action, events)


def describe(before: State, after: State, seat: int, action: Action,
             events: list[Event]) -> Effects:
    """The told effects of ``action`` taken by ``seat``: ``before`` and ``after`` are the
    table around it, ``events`` what the engine said (only :data:`TOLD` ones are used)."""
    told = tuple(e for e in events if e.kind in TOLD
                 and (e.player == seat or e.kind == "insurance"))
    parts: list[Message] = []
    kinds = {e.kind for e in told}
    parts.extend(_moves(before, seat, action, kinds))
    sold: set[int] = set()
    others: list[Message] = []  # what the decision does to other players, told last
    for e in told:
        if e.kind == "sale" and e.tiles:
            b = tiles.breed(e.tiles[0])
            sold.add(b)
            # Translators: {tiles} are the herd's tiles in words, each as "the {tile}"
            # says it ("the white 3 and the white 5"), {n} the Pesos paid.
            parts.append(Plural("sells the {breed} herd ({tiles}) for {n} Peso",
                                "sells the {breed} herd ({tiles}) for {n} Pesos", e.pesos,
                                breed=breed_name(b), tiles=_the_tiles(e.tiles)))
        elif e.kind == "insurance" and e.player is not None and e.player != seat:
            others.append(Plural("{player} gets {n} Peso of insurance",
                                "{player} gets {n} Pesos of insurance", e.pesos,
                                player=player_name(e.player)))
    # tiles collected are told once, all together (the engine says one event per tile)
    collected = [t for t in after.pending[seat] if t not in before.pending[seat]]
    if collected:
        # Translators: {tiles} are the tiles in words ("the white 3 and the black 5") the
        # player takes home from the Pampa.
        parts.append(Plural("collects {tiles}", "collects {tiles}", len(collected),
                            tiles=_the_tiles(collected)))
    if not isinstance(action, Keep):  # a keep says its tiles, which are its herds
        parts.extend(_herds(before, after, seat, sold))
    # the seat's own herds before another player's insurance: "steals the white 12 from
    # Blue, grows the white herd to 4 tiles and Blue gets 12 Pesos of insurance" (the herd
    # is the seat's)
    parts.extend(others)
    leaving: Message | None = None
    if (kinds & {"stand", "lie", "raise", "place", "wish"}
            and after.phase == Phase.TURN and after.active == seat):
        left = len(after.held) + (1 if after.wish_die else 0)
        # Translators: closes what a move does, after a comma ("puts a lying gaucho on
        # the spotted 10, leaving 1 die to spend"): the dice the player still holds this turn.
        leaving = (Plural("leaving {n} die to spend", "leaving {n} dice to spend", left)
                   if left else Message("leaving no dice to spend"))
    rules = tuple(dict.fromkeys(e.rule_id for e in told))
    pesos = sum(e.pesos for e in told if e.player == seat)
    return Effects(tuple(parts), rules, pesos, told, leaving)


def _moves(before: State, seat: int, action: Action, kinds: set[str]) -> list[Message]:
    """What the seat's gauchos, dice and Action Spaces do (the decision's own part)."""
    out: list[Message] = []
    if "draft" in kinds:
        dice = getattr(action, "dice", ())
        out.append(Message("takes {dice} from the Dice Rodeo", dice=and_list(dice)))
    if isinstance(action, Claim):
        tile = _the_tile(action.tile)
        if "stand" in kinds:
            out.append(Message("claims {tile} with a standing gaucho", tile=tile))
        elif "lie" in kinds:
            out.append(Message("puts a lying gaucho on {tile}", tile=tile))
        elif "raise" in kinds:
            out.append(Message("stands up its gaucho on {tile}", tile=tile))
    if isinstance(action, Place) and "place" in kinds:
        out.append(Message("puts a gaucho on {area}", area=area_name(action.area)))
    if "use" in kinds:
        area = getattr(action, "area", "")
        out.append(Message("uses {area}", area=area_name(area)))
    if "wish" in kinds:
        out.append(Message("gains the imaginary WISH die"))
    if isinstance(action, Steal) and "steal" in kinds:
        victim = next((q for q in range(before.players) if q != seat
                       and action.tile in before.herds[q].get(tiles.breed(action.tile), ())), seat)
        out.append(Message("steals {tile} from {victim}", tile=_the_tile(action.tile),
                           victim=player_name(victim)))
    if "raise" in kinds and not isinstance(action, Claim):
        raised = getattr(action, "tiles", ())
        out.append(Plural("stands up its gaucho on {tiles}", "stands up its gauchos on {tiles}",
                          len(raised), tiles=_the_tiles(raised)))
    if "replace" in kinds:
        out.append(Message("replaces the lying gaucho on {tile}",
                           tile=_the_tile(getattr(action, "tile", 0))))
    if "steppe_look" in kinds:
        out.append(Message("looks at the Steppe"))
    if "steppe" in kinds:
        placements = getattr(action, "placements", ())
        out.append(Plural("puts {n} Steppe tile into the Pampa",
                          "puts {n} Steppe tiles into the Pampa", len(placements)))
    if isinstance(action, Remove) and "remove" in kinds:
        out.append(Message("takes its gaucho back from {area} unused",
                           area=area_name(action.area)))
    if "takeback" in kinds:
        taken = getattr(action, "tiles", ())
        out.append(Message("takes back its lying gauchos on {tiles}", tiles=_the_tiles(taken)))
    if isinstance(action, Keep) and "keep" in kinds:
        kept = [t for h in action.herds for t in h]
        # Translators: {tiles} are the tiles in words ("the black 1 and the white 3") kept
        # in the preliminary round.
        out.append(Plural("keeps {tiles}", "keeps {tiles}", len(kept), tiles=_the_tiles(kept)))
    if "end_turn" in kinds:
        lost = len(before.held)
        if lost:
            out.append(Plural("ends the turn and loses {n} unspent die",
                              "ends the turn and loses {n} unspent dice", lost))
        else:
            out.append(Message("ends the turn"))
    if "wish_lost" in kinds:
        out.append(Message("loses the unspent WISH die"))
    return out


def _herds(before: State, after: State, seat: int, sold: set[int]) -> list[Message]:
    """How the seat's herds changed (a herd sold and started again counts as started)."""
    out: list[Message] = []
    old, new = before.herds[seat], after.herds[seat]
    for b in sorted(new):
        herd = new[b]
        if herd == old.get(b):
            continue
        if b in sold or b not in old:
            # Translators: {tiles} are the new herd's tiles in words, each as "the {tile}"
            # says it ("the white 3"); after a colon, so no case or preposition bends them.
            out.append(Message("starts a {breed} herd: {tiles}", breed=breed_name(b),
                               tiles=_the_tiles(herd)))
        else:
            out.append(Plural("grows the {breed} herd to {n} tile",
                              "grows the {breed} herd to {n} tiles", len(herd),
                              breed=breed_name(b)))
    for b in sorted(old):
        if b not in new and b not in sold:
            out.append(Message("gives up the {breed} herd", breed=breed_name(b)))
    return out


def reason(now: Effects, mean: float, win: float, best_mean: float | None = None,
           horizon: int | None = None) -> Message:
    """One sentence: what the decision does now, then what it leads to on average.

    ``mean`` and ``win`` are the search's expected Pesos and win share; with
    ``best_mean`` (the best candidate's mean, when this one is not the best) the sentence
    says how much less it expects.  ``horizon`` is where the play-outs stopped
    (:attr:`gaucho.coach.search.CandidateValue.horizon`): ``None``, at the end of the game
    (final Pesos, games won), else that many decisions after the seat's turn (a worth,
    Pesos plus what herds and claims are worth, and the play-outs in which the seat was
    ahead), and the sentence says which.  The rule IDs of the engine's events close it.
    """
    doing = (and_list(now.parts) if now.parts
             else Message("changes nothing anyone can see now"))
    if now.leaving is not None:
        # Translators: {doing} is what a move does, {leaving} the dice left ("leaving 1
        # die to spend").
        doing = Message("{doing}, {leaving}", doing=doing, leaving=now.leaving)
    rules = ", ".join(now.rules)
    later = _later(mean, win, best_mean, horizon)
    if rules:
        # Translators: {now} says what the move does ("sells the white herd (the white 3
        # and the white 5) for 10 Pesos"), {later} what it leads to; {rules} are rule IDs,
        # kept as they are.
        return _Sentence(N_("{now}; {later} [{rules}]"), now=doing, later=later, rules=rules)
    return _Sentence(N_("{now}; {later}"), now=doing, later=later)


def _later(mean: float, win: float, best_mean: float | None,
           horizon: int | None = None) -> Message:
    chance = number(100 * win, 0)
    less = 0.0 if best_mean is None else best_mean - mean
    close = less < 0.05
    if horizon is not None:
        if close:
            # Translators: {mean} is a number of Pesos (45.2), {n} a number of decisions
            # (of every player) played after this turn before the table is judged, {win}
            # a percentage's number.
            return Plural("worth {mean} Pesos on average {n} decision after this turn "
                          "(Pesos and what herds and claims are worth), ahead in {win}% of "
                          "the play-outs",
                          "worth {mean} Pesos on average {n} decisions after this turn "
                          "(Pesos and what herds and claims are worth), ahead in {win}% of "
                          "the play-outs", horizon, mean=number(mean), win=chance)
        # Translators: as above; {less} is how many Pesos fewer than the best move.
        return Plural("worth {mean} Pesos on average {n} decision after this turn ({less} "
                      "fewer than the best; Pesos and what herds and claims are worth), "
                      "ahead in {win}% of the play-outs",
                      "worth {mean} Pesos on average {n} decisions after this turn ({less} "
                      "fewer than the best; Pesos and what herds and claims are worth), "
                      "ahead in {win}% of the play-outs", horizon, mean=number(mean),
                      less=number(less), win=chance)
    if close:
        # Translators: {mean} is a number of Pesos (45.2), {win} a percentage's number.
        return Message("on average {mean} Pesos at the end, win chance {win}%",
                       mean=number(mean), win=chance)
    # Translators: {less} is how many Pesos fewer than the best move, on average.
    return Message("on average {mean} Pesos at the end ({less} fewer than the best), win "
                   "chance {win}%", mean=number(mean), less=number(less),
                   win=chance)


def worth(mean: float, horizon: int | None) -> Message:
    """The figure alone, as it was measured: ``mean`` Pesos at the end of the game
    (``horizon`` ``None``) or a worth ``horizon`` decisions after the seat's turn."""
    if horizon is None:
        # Translators: {mean} is a number of Pesos (45.2).
        return Message("on average {mean} Pesos at the end", mean=number(mean))
    # Translators: {mean} is a number of Pesos (45.2), {n} a number of decisions (of every
    # player) played after this turn before the table is judged.
    return Plural("worth {mean} Pesos on average {n} decision after this turn",
                  "worth {mean} Pesos on average {n} decisions after this turn", horizon,
                  mean=number(mean))
