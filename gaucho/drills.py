"""Position generators: exercises made from a seed, in positions no lesson has shown.

A lesson that only asks about the position it has just printed tests reading, not the
rule.  Each generator here, ``make(name, rng)``, sets up a fresh game from ``rng`` (a
player count, a setup seed, a few moves), and asks a question whose answer the engine
decides in that game; wrapped in :class:`gaucho.exercises.Drill` it gives "Try another".
The same name and seed always give the same position (every random choice comes from
``rng``), so a lesson's stored outputs and its answer key stay the same build after build.

    >>> from gaucho.exercises import Drill
    >>> from gaucho import drills
    >>> ex = Drill("t-seed", drills.seeding_count, seed=1)
    >>> ex.check(ex.right_answer()).verdict
    'right'

The questions are in the package (translated with the catalog), so a lesson's exercise
cell is the same code in every language.  Tiles and moves are said in words
(:mod:`gaucho.explorer.said`), the notation beside them only where the student answers in it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from gaucho import tiles
from gaucho.config import AREAS, area_name, player_name
from gaucho.engine.herds import add_to_herd, fits, sell
from gaucho.exercises import EnterNumber, PickMove, PickRefused
from gaucho.explorer.said import tile_words
from gaucho.game import Game
from gaucho.i18n import _, and_list
from gaucho.state import EMPTY

__all__ = ["best_tile", "final_score", "fitting", "forced_sale", "holds", "keep_most",
           "keep_refused", "pay_lying", "pay_standing", "place_paid", "placed_refused",
           "placement", "round_one", "rounds_after_trigger", "sale_value", "seeding_count",
           "seeding_gaps", "seeding_sum", "two_tiles", "winners"]

PLAYERS = (2, 3, 4)


def _new_game(rng: random.Random) -> Game:
    return Game.new(players=rng.choice(PLAYERS), seed=rng.randrange(10**6))


def _pick(rng: random.Random, options: list[str]) -> str:
    return options[rng.randrange(len(options))]


# ------------------------------------------------------------------ lesson 01: seeding
def _pasture_tiles(game: Game, k: int) -> list[int]:
    return [t for t in game.state.pastures[k] if t >= 0]


def _seeding(name: str, rng: random.Random, question: str,
             answer: Callable[[Game, int], int]) -> EnterNumber:
    """A fresh setup; the tiles drawn for one pasture P1..P3 and the next ones shown."""
    game = _new_game(rng)
    k = rng.randrange(3)  # P1..P3: the tiles after them are the next pastures' (R-SETUP-7)
    drawn = [t for i in range(k, 4) for t in _pasture_tiles(game, i)]
    spaces = sum(1 for t in game.state.pastures[k] if t >= 0 or t == EMPTY)
    pile = ", ".join(tile_words(t) for t in drawn[:len(_pasture_tiles(game, k)) + 3])
    text = _("Pasture P{k} has {spaces} usable spaces and is seeded from a draw pile whose "
             "top tiles are: {pile}.").format(k=k + 1, spaces=spaces, pile=pile)
    return EnterNumber(name, f"{text} {question}", lambda: answer(game, k), rule_id="R-SETUP-8")


def seeding_count(name: str, rng: random.Random) -> EnterNumber:
    """How many tiles a pasture gets in seeding (R-SETUP-8: up to 20, or full)."""
    return _seeding(name, rng, _("How many tiles does it get?"),
                    lambda game, k: len(_pasture_tiles(game, k)))


def seeding_sum(name: str, rng: random.Random) -> EnterNumber:
    """The sum of a pasture's big numbers once seeded."""
    return _seeding(name, rng, _("What is its sum once it is seeded?"),
                    lambda game, k: game.state.pasture_sum(k))


def seeding_gaps(name: str, rng: random.Random) -> EnterNumber:
    """How many usable spaces of a pasture stay empty after seeding."""
    return _seeding(name, rng, _("How many of its spaces stay empty?"),
                    lambda game, k: game.state.pastures[k].count(EMPTY))


# ------------------------------------------------------- lesson 02: the preliminary round
def _size(keep: str) -> int:
    return len(keep.split()) - 1


def _keeps(game: Game) -> list[str]:
    return list(game.legal_actions().texts())


def _hand(game: Game) -> list[int]:
    return list(game.state.prelim_hands[game.current_player])


def _too_many(game: Game, rng: random.Random) -> str:
    """A keep the rule forbids: one tile more than the largest allowed keep, if it can."""
    hand = _hand(game)
    most = max(map(_size, _keeps(game)))
    picked = rng.sample(hand, min(len(hand), most + 1))
    return "keep " + " ".join(tiles.name(t) for t in picked)


def keep_most(name: str, rng: random.Random) -> PickMove:
    """Keep as many tiles as the keep rule allows (R-PRELIM-3), in a fresh hand."""
    while True:
        game = _new_game(rng)
        keeps = _keeps(game)
        most = max(map(_size, keeps))
        fewer = [k for k in keeps if _size(k) < most]
        refused = _too_many(game, rng)
        if fewer and game.why_illegal(refused) is not None:
            break
    best = _pick(rng, [k for k in keeps if _size(k) == most])
    choices = [best, _pick(rng, fewer), refused]
    rng.shuffle(choices)
    seat = game.current_player

    def kept_most(after: Game) -> bool:
        return sum(map(len, after.state.herds[seat].values())) == most

    hand = and_list(tile_words(t) for t in _hand(game))
    return PickMove(name, game, _("{player} drew {hand}. Keep as many tiles as the rules "
                                  "allow.").format(player=player_name(seat), hand=hand),
                    choices, goal=kept_most, goal_rule="R-PRELIM-3")


def keep_refused(name: str, rng: random.Random) -> PickRefused:
    """Which keep breaks the keep rule, in a fresh hand."""
    while True:
        game = _new_game(rng)
        refused = _too_many(game, rng)
        if game.why_illegal(refused) is not None:
            break
    by_tiles = {frozenset(k.split()[1:]): k for k in _keeps(game)}  # one order of each
    choices = [refused, *rng.sample(sorted(by_tiles.values()), min(2, len(by_tiles)))]
    rng.shuffle(choices)
    hand = and_list(tile_words(t) for t in _hand(game))
    return PickRefused(name, game, _("{player} drew {hand}. Which of these keeps breaks the "
                                     "keep rule?").format(player=player_name(
                                         game.current_player), hand=hand),
                       choices, rule_id="R-PRELIM-3")


def _through_keeps(rng: random.Random) -> Game:
    game = _new_game(rng)
    while game.phase == "keep":
        game.play(_pick(rng, _keeps(game)))
    return game


def placement(name: str, rng: random.Random) -> PickMove:
    """An allowed free placement after some players have placed (R-PRELIM-9)."""
    game = _through_keeps(rng)
    for _turn in range(rng.randrange(1, game.players)):
        game.play(_pick(rng, list(game.legal_actions().texts())))
    taken = sorted({area for seat in game.state.spaces for area in seat})
    legal = list(game.legal_actions().texts())
    choices = [_pick(rng, legal), f"place {_pick(rng, taken)}", f"place {taken[0]} 4"]
    rng.shuffle(choices)
    return PickMove(name, game, _("{player} now places the free gaucho. Pick an allowed "
                                  "placement.").format(player=player_name(game.current_player)),
                    choices, rule_id="R-PRELIM-9")


# ------------------------------------------------------------------ lesson 03: a turn
def round_one(rng: random.Random) -> Game:
    """A fresh game in round 1, the player to act having drafted two dice."""
    game = _through_keeps(rng)
    while game.phase != "draft":
        game.play(_pick(rng, list(game.legal_actions().texts())))
    game.play(_pick(rng, list(game.legal_actions().texts())))
    return game


def _claims(game: Game, verb: str) -> list[str]:
    return [t for t in game.legal_actions().texts() if t.startswith(f"{verb} ")]


def _tile_of(move: str) -> int:
    return tiles.parse(move.split()[1])


def holds(game: Game) -> str:
    """"Red holds 4 + 6.": the dice the player to act has drafted."""
    return _("{player} holds {dice}.").format(player=player_name(game.current_player),
                                              dice=" + ".join(map(str, game.state.held)))


def _pay(name: str, rng: random.Random, verb: str, standing: bool) -> PickMove:
    while True:
        game = round_one(rng)
        claims = _claims(game, verb)
        if claims:
            break
    right = _pick(rng, claims)
    tile = _tile_of(right)
    other = "B" if verb == "A" else "A"
    wrong = {f"{verb} {tiles.name(tile)} {d}" for d in game.state.held}
    wrong.add(f"{other} {right.split(' ', 1)[1]}")
    wrong.add(f"{verb} {tiles.name(tile)} {'+'.join(map(str, game.state.held))}")
    wrong.discard(right)
    choices = [right, *rng.sample(sorted(wrong), min(2, len(wrong)))]
    rng.shuffle(choices)
    seat = game.current_player

    def claimed(after: Game) -> bool:
        return after.state.gauchos_on.get(tile) == (seat, standing)

    ask = (_("Pay for a standing gaucho on the {tile}.") if standing
           else _("Pay for a lying gaucho on the {tile}.")).format(tile=tile_words(tile))
    return PickMove(name, game, f"{holds(game)} {ask}", choices, goal=claimed,
                    goal_rule="R-PAMPA-1" if standing else "R-PAMPA-2", rule_id="R-DICE-3")


def pay_standing(name: str, rng: random.Random) -> PickMove:
    """The exact payment for a standing gaucho (R-DICE-3, R-PAMPA-1) in a fresh turn."""
    return _pay(name, rng, "A", True)


def pay_lying(name: str, rng: random.Random) -> PickMove:
    """The exact payment for a lying gaucho (R-DICE-3, R-PAMPA-2) in a fresh turn."""
    return _pay(name, rng, "B", False)


def best_tile(name: str, rng: random.Random) -> PickMove:
    """Stand on the most valuable tile the drafted dice pay for exactly.  Made for the
    board: it lights every tile the dice can pay for, so the highlighting alone does not
    tell which one is asked for."""
    while True:
        game = round_one(rng)
        claims = _claims(game, "A")
        if len(claims) >= 3 and len({tiles.big(_tile_of(c)) for c in claims}) >= 2:
            break
    top = max(tiles.big(_tile_of(c)) for c in claims)
    seat = game.current_player

    def stands_on_the_top(after: Game) -> bool:
        return any(p == seat and up and tiles.big(t) == top
                   for t, (p, up) in after.state.gauchos_on.items()
                   if t not in game.state.gauchos_on)

    ask = _("Put a standing gaucho on the most valuable tile these dice pay for exactly.")
    return PickMove(name, game, f"{holds(game)} {ask}", claims, goal=stands_on_the_top,
                    goal_rule="R-DICE-3", rule_id="R-DICE-3")


# ------------------------------------------------- lesson 04: Action Areas and specials
def _placements(game: Game) -> list[str]:
    return [t for t in game.legal_actions().texts() if t.startswith("place ")]


def _refused_placements(game: Game) -> list[str]:
    """Placements written with the dice held (one or their sum) that the game refuses."""
    held = game.state.held
    pays = sorted({*map(str, held), "+".join(map(str, held))})
    tried = [f"place {area} {pay}" for area in AREAS for pay in pays]
    return [m for m in tried if game.why_illegal(m) is not None]


def place_paid(name: str, rng: random.Random) -> PickMove:
    """The one placement the drafted dice pay for, among refused ones (R-AREA-1 to
    R-AREA-3), in a fresh round-1 turn."""
    while True:
        game = round_one(rng)
        legal, refused = _placements(game), _refused_placements(game)
        if legal and len(refused) >= 2:
            break
    choices = [_pick(rng, legal), *rng.sample(refused, 2)]
    rng.shuffle(choices)
    ask = _("Which of these placements does the game accept?")
    return PickMove(name, game, f"{holds(game)} {ask}", choices, rule_id="R-AREA-1")


def placed_refused(name: str, rng: random.Random) -> PickRefused:
    """After a placement with one die, a second gaucho on the same area is refused
    (R-AREA-3), in a fresh round-1 turn."""
    while True:
        game = round_one(rng)
        single = [m for m in _placements(game) if "+" not in m]
        if single:
            break
    placed = _pick(rng, single)
    game.play(placed)
    area = placed.split()[1]
    refused = f"place {area} {game.state.held[0]}" if game.state.held else f"place {area} 1"
    legal = [m for m in game.legal_actions().texts() if m != "end"]
    choices = [refused, "end", *rng.sample(legal, min(1, len(legal)))]
    if len(choices) < 3:
        choices.append(f"remove {area}")
    rng.shuffle(choices)
    ask = _("{player} has just placed a gaucho on {area}. Which move does the game refuse "
            "now?").format(player=player_name(game.current_player), area=area_name(area))
    return PickRefused(name, game, ask, choices, rule_id="R-AREA-3")


def _herd(rng: random.Random, breed: int, size: int) -> list[int]:
    """A herd of ``size`` tiles of one breed, rising or falling (R-HERD-2)."""
    bigs = sorted(rng.sample(range(1, 13), size), reverse=rng.random() < 0.5)
    return [tiles.make(breed, b) for b in bigs]


def _with_herds(herds: list[list[int]], **red: object) -> Game:
    """A small two-player round-2 turn after the draft: Red owns ``herds`` (and has
    ``red``'s other fields, as in :mod:`gaucho.position`)."""
    data = {"players": [{"herds": [tiles.names(h).split() for h in herds], **red}, {}],
            "phase": "turn", "round": 2, "start_player": 0, "rodeo": [1, 2, 3], "held": [1, 2]}
    return Game.from_position(data)


def sale_value(name: str, rng: random.Random) -> EnterNumber:
    """What IMMEDIATE SALE brings for a fresh herd (R-SALE-1, R-SELL-1)."""
    breed = rng.randrange(5)
    herd = _herd(rng, breed, rng.randrange(2, 6))
    game = _with_herds([herd], spaces=["SALE"])

    def brings() -> int:
        after = game.copy()
        after.play(f"sale {tiles.name(herd[0])[0]}")
        return after.pesos[0] - game.pesos[0]

    text = _("{player} uses {area} on the herd {herd}. How many Pesos does it bring?").format(
        player=player_name(0), area=area_name("SALE"), herd=_herd_words(herd))
    return EnterNumber(name, text, brings, rule_id="R-SALE-1")


def _herd_words(herd: list[int]) -> str:
    return str(and_list(tile_words(t) for t in herd))


# ------------------------------------------------ lesson 05: herds and forced sales
def _adding(herd: list[int], added: list[int]) -> int:
    """The Pesos Red gets while ``added`` join ``herd`` in this order (the engine's
    R-HERD-4 and R-HERD-6 on a game's copy)."""
    game = _with_herds([herd])
    state = game.state.copy()
    for tile in added:
        add_to_herd(state, 0, tile, [], "R-HERD-6")
    return state.pesos[0]


def _others(herd: list[int], fit: bool) -> list[int]:
    """The tiles of the herd's breed not in it that fit its right end (or do not)."""
    breed = tiles.breed(herd[0])
    return [t for t in (tiles.make(breed, b) for b in range(1, 13))
            if t not in herd and fits(herd, t) == fit]


def forced_sale(name: str, rng: random.Random) -> EnterNumber:
    """The Pesos a tile that does not fit brings by forcing its herd's sale (R-HERD-6)."""
    while True:
        herd = _herd(rng, rng.randrange(5), rng.randrange(2, 5))
        if _others(herd, fit=False):
            break
    tile = rng.choice(_others(herd, fit=False))
    text = _("{player} owns the herd {herd} (in this order) and collects the {tile}. How "
             "many Pesos does {player} get?").format(player=player_name(0),
                                                    herd=_herd_words(herd), tile=tile_words(tile))
    return EnterNumber(name, text, lambda: _adding(herd, [tile]), rule_id="R-HERD-6")


def two_tiles(name: str, rng: random.Random) -> EnterNumber:
    """Two tiles join a herd in a given order: the Pesos of any forced sale (R-HERD-4,
    R-HERD-6)."""
    while True:
        herd = _herd(rng, rng.randrange(5), rng.randrange(2, 5))
        added = rng.sample(_others(herd, True) + _others(herd, False), 2)
        if _adding(herd, added) > 0:
            break
    text = _("{player} owns the herd {herd} (in this order) and collects the {first}, then "
             "the {second}. How many Pesos does {player} get?").format(
        player=player_name(0), herd=_herd_words(herd), first=tile_words(added[0]),
        second=tile_words(added[1]))
    return EnterNumber(name, text, lambda: _adding(herd, added), rule_id="R-HERD-6")


# ------------------------------------------------------- lesson 06: final scoring
def _final(pesos: int, herds: list[list[int]]) -> int:
    """Pesos after final scoring: every herd sold by the engine, single tiles too
    (R-FINAL-4)."""
    state = _with_herds(herds, pesos=pesos).state.copy()
    for breed in sorted(state.herds[0]):
        sell(state, 0, breed, [], "R-FINAL-4", 0)
    return state.pesos[0]


def _final_herds(rng: random.Random) -> list[list[int]]:
    breeds = rng.sample(range(5), rng.randrange(2, 4))
    return [_herd(rng, b, size) for b, size in zip(breeds, [1, *(
        rng.randrange(1, 4) for _b in breeds)], strict=False)]


def final_score(name: str, rng: random.Random) -> EnterNumber:
    """A player's Pesos after final scoring, with a one-tile herd (R-FINAL-4)."""
    pesos, herds = rng.randrange(0, 40), _final_herds(rng)
    text = _("At final scoring {player} has {pesos} Pesos and the herds {herds}. How many "
             "Pesos does {player} have at the end?").format(player=player_name(0), pesos=pesos,
                                                           herds=and_list(
                 f"[{', '.join(tile_words(t) for t in h)}]" for h in herds))
    return EnterNumber(name, text, lambda: _final(pesos, herds), rule_id="R-FINAL-4")


def winners(name: str, rng: random.Random) -> EnterNumber:
    """How many players win: everybody with the most Pesos, no tie-breaker (R-TIE-1)."""
    players = rng.choice(PLAYERS)
    top = rng.randrange(30, 70)
    tied = rng.randrange(1, players + 1)
    scores = [top] * tied + [top - rng.randrange(1, 10) for _p in range(players - tied)]
    rng.shuffle(scores)
    said = and_list(f"{player_name(p)} {s}" for p, s in enumerate(scores))
    text = _("After final scoring the Pesos are: {scores}. How many players win?").format(
        scores=said)
    return EnterNumber(name, text, lambda: scores.count(max(scores)), rule_id="R-TIE-1")


def rounds_after_trigger(name: str, rng: random.Random) -> EnterNumber:
    """The round without dice comes two rounds after the trigger (R-END-2 to R-END-4)."""
    trigger = rng.randrange(3, 12)
    # Translators: {area} is the Action Area's short name ("STEPPE"): "after the action
    # “STEPPE”", quoted as your language quotes a name.
    where = _pick(rng, [_("while the Steppe is refilled after the “{area}” action").format(
                            area=area_name("STEPPE")),
                        _("while the pastures are refilled at the end of the round")])
    text = _("The last tile leaves the draw pile in round {round}, {where}. In which round "
             "do the players play without dice?").format(round=trigger, where=where)
    return EnterNumber(name, text, lambda: trigger + 2, rule_id="R-END-4")


def fitting(name: str, rng: random.Random) -> EnterNumber:
    """How many tiles of its breed still fit a herd's right end (R-HERD-2, R-HERD-4)."""
    herd = _herd(rng, rng.randrange(5), rng.randrange(2, 5))
    text = _("{player} owns the herd {herd} (in this order). How many tiles of that breed "
             "would still fit at its right end?").format(player=player_name(0),
                                                        herd=_herd_words(herd))
    return EnterNumber(name, text, lambda: len(_others(herd, fit=True)), rule_id="R-HERD-4")
