"""Invariants of El Gaucho checked after EVERY action of random games (hypothesis).

Each example draws a player count and a seed, plays a whole random game through
the checked path (``Game.play``) with chance steps played explicitly
(``auto_chance=False``), so that every push, chance included, is inspected.
"""

from __future__ import annotations

import random
from collections import Counter

from helpers import MAX_STEPS, tile_multiset
from hypothesis import given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import flow
from gaucho import tiles as T
from gaucho.config import AREAS
from gaucho.flow import Phase
from gaucho.state import BLOCKED, EMPTY, State
from gaucho.tiles import all_tiles

EDGES = set(flow.edges())
PLAYER_PHASES = {name for name, p in flow.PHASES.items() if p.actor == "player"}


class Watch:
    """Remembers what must never go backwards between two steps of one game."""

    def __init__(self, game: gaucho.Game) -> None:
        s = game.state
        self.universe = sorted(all_tiles(game.config))
        self.gauchos = game.config.gauchos[game.players]
        self.pesos = list(s.pesos)
        self.standing = self._standing(s)

    @staticmethod
    def _standing(s: State) -> dict[int, int]:
        return {t: o for t, (o, up) in s.gauchos_on.items() if up}

    def check(self, game: gaucho.Game) -> None:
        s = game.state
        check_tiles(s, self.universe)
        check_gauchos(s, self.gauchos)
        check_herds(s)
        check_board(s)
        check_transitions(s)
        # R-COMP-16, R-SETUP-3: Pesos only grow (sales, insurance); nothing ever costs Pesos.
        assert all(now >= before for now, before in zip(s.pesos, self.pesos, strict=True)), (
            f"Pesos went down: {self.pesos} -> {s.pesos}")
        self.pesos = list(s.pesos)
        # R-PAMPA-7: a standing gaucho leaves its tile only through collection.
        standing = self._standing(s)
        gone = set(self.standing) - set(standing)
        if gone:
            entered = {dst for _, dst, _ in s.transitions}
            assert entered & {"collect", "final"}, (
                f"standing gauchos left {sorted(gone)} outside collection")
            for t in gone:
                owner = self.standing[t]
                assert t in s.pending[owner] or t not in s.pampa_tiles(), t
        self.standing = standing


def check_tiles(s: State, universe: list[int]) -> None:
    """R-COMP-2: every tile is in exactly one place (pastures, covered, draw pile, Steppe,
    out of the game, herds, tiles waiting to be added, preliminary hands)."""
    located = tile_multiset(s)
    if located != universe:
        dup = [t for t, c in Counter(located).items() if c > 1]
        missing = sorted(set(universe) - set(located))
        raise AssertionError(f"tiles not conserved: duplicated {dup}, missing {missing}")


def check_gauchos(s: State, total: int) -> None:
    """R-COMP-12, R-SETUP-2: supply + on tiles + on Action Spaces == starting gauchos;
    R-COMP-11: a tile carries at most one gaucho, and only a tile in the Pampa;
    R-AREA-3, R-COMP-13: at most one gaucho per player per Action Area."""
    pampa = s.pampa_tiles()
    assert len(pampa) == len(set(pampa)), "a tile lies twice in the Pampa"
    assert set(s.gauchos_on) <= set(pampa), "a gaucho stands on a tile outside the Pampa"
    on_tiles = Counter(owner for owner, _ in s.gauchos_on.values())
    for p in range(s.players):
        assert isinstance(s.spaces[p], set) and s.spaces[p] <= set(AREAS), s.spaces[p]
        assert s.supply[p] >= 0, f"negative supply for player {p}"
        here = s.supply[p] + on_tiles[p] + len(s.spaces[p])
        assert here == total, f"player {p} has {here} gauchos, not {total} (R-COMP-12)"
    for t, (owner, standing) in s.gauchos_on.items():
        assert 0 <= owner < s.players and isinstance(standing, bool), (t, owner, standing)


def check_herds(s: State) -> None:
    """R-HERD-1: one herd per breed, of that breed only; R-HERD-2: strictly ordered."""
    for p in range(s.players):
        for breed, herd in s.herds[p].items():
            assert herd, f"player {p} has an empty {breed} herd"
            assert all(T.breed(t) == breed for t in herd), f"mixed herd {herd}"
            values = [T.big(t) for t in herd]
            pairs = list(zip(values, values[1:], strict=False))
            assert all(a < b for a, b in pairs) or all(a > b for a, b in pairs), (
                f"herd not strictly ordered: {values} (R-HERD-2)")


def check_board(s: State) -> None:
    """R-COMP-5..8 (geometry, blocked spaces), R-COMP-14 (Steppe <= 4), R-TURN-1 and
    R-DICE-1 (at most 2 drafted dice), R-ROUND-3 (die faces)."""
    cfg = s.config
    blocked = set(cfg.blocked[s.players])
    assert [len(p) for p in s.pastures] == list(cfg.pasture_sizes)
    for i, cells in enumerate(s.pastures):
        for j, c in enumerate(cells):
            assert (c == BLOCKED) == ((i, j) in blocked), f"P{i + 1}.{j + 1}: {c}"
            assert c >= 0 or c in (EMPTY, BLOCKED)
    assert len(s.steppe) <= cfg.steppe_size
    assert len(s.held) <= 2, f"holding {s.held} (R-TURN-1)"
    assert len(s.rodeo) + len(s.held) <= s.dice_total
    assert all(1 <= d <= cfg.die_faces for d in s.rodeo + s.held)
    if s.wish_die or s.held:  # the Steppe choice is a step inside a turn (R-STEPPE-1)
        assert s.phase in (Phase.TURN, Phase.NODICE_TURN, Phase.STEPPE), s.phase


def check_transitions(s: State) -> None:
    """The flow follows only declared edges (gaucho.flow, R-ROUND-2)."""
    for edge in s.transitions:
        assert edge in EDGES, f"undeclared transition {edge}"
    if s.transitions:
        assert s.transitions[-1][1] == s.phase


def check_legal(game: gaucho.Game) -> gaucho.LegalActions:
    """Legal actions: no duplicates, each accepted by why_illegal, none missing
    while the game goes on (R-TURN-4: ``end`` is always possible in a turn)."""
    legal = game.legal_actions()
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    for a in legal:
        v = game.why_illegal(a)
        assert v is None, f"{a} is listed as legal but {v}"
    if game.phase in (Phase.TURN, Phase.NODICE_TURN):
        assert gaucho.actions.EndTurn() in legal
    if game.current_player >= 0:
        assert legal, f"no legal action in phase {game.phase}"
    return legal


def check_end(game: gaucho.Game) -> None:
    """R-END-3/4: the round without dice is round trigger+2; R-FINAL-4: every herd sold;
    R-FINAL-5, R-TIE-1: the winners hold the most Pesos."""
    s = game.state
    assert game.current_player == gaucho.TERMINAL
    assert s.trigger_round is not None and s.round == s.trigger_round + 2
    assert not any(s.herds) and not any(s.pending)
    assert game.winners and all(game.pesos[w] == max(game.pesos) for w in game.winners)
    assert game.legal_actions() == []


def play_checked_game(players: int, seed: int) -> int:
    game = gaucho.Game.new(players=players, seed=seed, auto_chance=False)
    assert game.state.transitions[0] == ("setup", "keep", "always")  # R-SETUP-*
    watch = Watch(game)
    watch.check(game)
    rng = random.Random(seed)
    for step in range(MAX_STEPS):
        if game.is_over:
            check_end(game)
            return step
        if game.current_player == gaucho.CHANCE:
            outcomes = game.chance_outcomes()
            assert outcomes and game.legal_actions() == []
            action = game.sample_chance()
        else:
            assert game.phase in PLAYER_PHASES
            action = rng.choice(check_legal(game))
        game.play(action)
        watch.check(game)
    raise AssertionError(f"no end after {MAX_STEPS} decisions")


@settings(max_examples=90, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1))
def test_invariants_after_every_action(players: int, seed: int) -> None:
    """R-COMP-2, R-COMP-11, R-COMP-12, R-COMP-14, R-AREA-3, R-HERD-1, R-HERD-2, R-SETUP-2,
    R-TURN-1, R-PAMPA-7, R-END-4: invariants hold after every action of a random game,
    which ends within a bounded number of steps."""
    steps = play_checked_game(players, seed)
    assert 0 < steps < MAX_STEPS


@settings(max_examples=150, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1))
def test_fast_path_games_end_and_conserve(players: int, seed: int) -> None:
    """Unchecked random games (Game.apply) end too and conserve tiles (R-COMP-2) and
    gauchos (R-COMP-12) at the end."""
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.is_over
    check_tiles(game.state, sorted(all_tiles(game.config)))
    check_gauchos(game.state, game.config.gauchos[players])
    check_end(game)


def test_every_declared_phase_is_reached() -> None:
    """Random games visit every phase of the flow (3 players for ``cover``, R-PRELIM-7; draws
    by chance for the draw phases)."""
    seen: set[str] = set()
    for players, draws in ((2, "shuffled"), (3, "shuffled"), (4, "shuffled"), (3, "chance")):
        game = gaucho.Game.new(players=players, seed=players, auto_chance=False, draws=draws)
        seen.update(dst for _, dst, _ in game.state.transitions)
        rng = random.Random(players)
        while not game.is_over:
            if game.current_player == gaucho.CHANCE:
                game.play(game.sample_chance())
            else:
                game.play(rng.choice(game.legal_actions()))
            seen.update(dst for _, dst, _ in game.state.transitions)
    assert set(flow.PHASES) - seen - {"setup"} == set()
