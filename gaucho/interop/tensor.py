"""The observation tensor: one player's observation as a flat vector of numbers.

Built from :func:`gaucho.observation.observation` only, so it holds nothing the player
cannot see (two tables he cannot tell apart give equal tensors).  A list of floats;
:func:`observation_tensor` returns a NumPy array instead when asked and NumPy is
installed.  Its length depends on the rules configuration and the player count
(:func:`tensor_size`); :func:`tensor_fields` names every slice.

The fields, in order (``T`` = tiles of every breed, in the codec's tile order
``breed * max_big + big - 1``; ``P`` = pastures; ``N`` = players; ``F`` = die faces;
areas in the configuration's order; counts are raw numbers, flags 0/1):

``phase``           one flag per phase of the flow (:class:`gaucho.state.Phase`)
``round``           the round number (0 = preliminary round)
``turns_taken``     turns taken this round
``end_triggered``   1 once the draw pile has run empty (R-END-1)
``rounds_since_trigger`` round - trigger round, 0 before the trigger
``observer``        N flags: whose observation this is
``active``          N flags: the player to act in a turn
``start_player``    N flags
``tile_pasture``    T x P flags: the tile lies face up in that pasture
``tile_gaucho``     T x N flags: a gaucho of that player is on the tile
``tile_standing``   T flags: that gaucho stands
``tile_herd``       T x N flags: the tile is in that player's herds (public, R-HERD-1)
``tile_pending``    T x N flags: collected by that player, waiting to join a herd
``tile_hand``       T flags: in the observer's own preliminary hand
``tile_steppe_seen`` T flags: on the Steppe, seen while choosing SECRET CATTLE
``cell_empty``      one flag per Pampa cell (pasture by pasture): empty
``cell_blocked``    one flag per Pampa cell: blocked
``draw_pile``, ``steppe``, ``covered``, ``out``  how many tiles lie there, face down
``dice``            dice in the Dice Rodeo this round
``rodeo``           F counts: dice of each value in the Dice Rodeo
``held``            F counts: dice of each value the active player holds
``wish_die``        1 if the active player holds the WISH die
``placed_this_turn``, ``vacated_this_turn``, ``prelim_areas``  one flag per area
``removed_breeds``  one flag per breed
then for each player q (N times): ``pesos``, ``supply``, ``hand`` (tiles in his
preliminary hand), ``kept``, ``kept_hidden`` (tiles kept face down in the keep
phase), ``spaces`` (one flag per area).
"""

from __future__ import annotations

from typing import Any

from gaucho import tiles as T
from gaucho.config import BREED_LETTERS, RulesConfig
from gaucho.observation import observation
from gaucho.state import Phase, State

__all__ = ["observation_tensor", "tensor_fields", "tensor_from_observation", "tensor_size"]

PHASES = tuple(Phase)


def tensor_fields(config: RulesConfig, players: int) -> list[tuple[str, int]]:
    """Every field of the tensor as (name, length), in order."""
    t = len(BREED_LETTERS) * config.max_big
    p, n, f = len(config.pasture_sizes), players, config.die_faces
    areas = len(config.areas_enabled)
    cells = sum(config.pasture_sizes)
    fields = [("phase", len(PHASES)), ("round", 1), ("turns_taken", 1), ("end_triggered", 1),
              ("rounds_since_trigger", 1), ("observer", n), ("active", n),
              ("start_player", n), ("tile_pasture", t * p), ("tile_gaucho", t * n),
              ("tile_standing", t), ("tile_herd", t * n), ("tile_pending", t * n),
              ("tile_hand", t), ("tile_steppe_seen", t), ("cell_empty", cells),
              ("cell_blocked", cells), ("draw_pile", 1), ("steppe", 1), ("covered", 1),
              ("out", 1), ("dice", 1), ("rodeo", f), ("held", f), ("wish_die", 1),
              ("placed_this_turn", areas), ("vacated_this_turn", areas),
              ("prelim_areas", areas), ("removed_breeds", len(BREED_LETTERS))]
    for q in range(n):
        fields += [(f"p{q}_pesos", 1), (f"p{q}_supply", 1), (f"p{q}_hand", 1),
                   (f"p{q}_kept", 1), (f"p{q}_kept_hidden", 1), (f"p{q}_spaces", areas)]
    return fields


def tensor_size(config: RulesConfig, players: int) -> int:
    return sum(size for _, size in tensor_fields(config, players))


def observation_tensor(s: State, player: int, *, as_numpy: bool = False) -> Any:
    """The tensor of ``player``'s observation of ``s`` (a NumPy array if ``as_numpy``
    and NumPy is installed, else a list of floats)."""
    values = tensor_from_observation(observation(s, player), s.config)
    if as_numpy:
        try:
            import numpy as np
        except ImportError:
            return values
        return np.asarray(values, dtype=np.float32)
    return values


def _cell(text: str) -> tuple[int, int, bool]:
    """``W7`` / ``S9_0`` (lying gaucho of player 0) / ``G12^0`` (standing): tile, owner, up."""
    for mark, standing in (("_", False), ("^", True)):
        if mark in text:
            name, owner = text.split(mark)
            return T.parse(name), int(owner), standing
    return T.parse(text), -1, False


def tensor_from_observation(obs: dict[str, Any], config: RulesConfig) -> list[float]:
    """The tensor of an observation dict (see the module text for every field)."""
    n = len(obs["players"])
    max_big, areas = config.max_big, list(config.areas_enabled)
    tcount = len(BREED_LETTERS) * max_big
    npast = len(config.pasture_sizes)

    def tix(tile: int) -> int:
        return T.breed(tile) * max_big + T.big(tile) - 1

    def onehot(size: int, index: int | None) -> list[float]:
        out = [0.0] * size
        if index is not None and 0 <= index < size:
            out[index] = 1.0
        return out

    def area_flags(names: list[str]) -> list[float]:
        return [1.0 if a in names else 0.0 for a in areas]

    def counts(values: list[int]) -> list[float]:
        return [float(values.count(v)) for v in range(1, config.die_faces + 1)]

    trig = obs["trigger_round"]
    out: list[float] = onehot(len(PHASES), PHASES.index(Phase(obs["phase"])))
    out += [float(obs["round"]), float(obs["turns_taken"]), float(trig is not None),
            float(obs["round"] - trig) if trig is not None else 0.0]
    out += onehot(n, obs["observer"]) + onehot(n, obs["active"]) + onehot(n, obs["start_player"])
    pasture = [0.0] * (tcount * npast)
    gaucho = [0.0] * (tcount * n)
    standing = [0.0] * tcount
    empty: list[float] = []
    blocked: list[float] = []
    for p, cells in enumerate(obs["pastures"]):
        for c in cells:
            empty.append(1.0 if c is None else 0.0)
            blocked.append(1.0 if c == "#" else 0.0)
            if c is None or c == "#":
                continue
            tile, owner, up = _cell(c)
            pasture[tix(tile) * npast + p] = 1.0
            if owner >= 0:
                gaucho[tix(tile) * n + owner] = 1.0
                standing[tix(tile)] = float(up)
    herd = [0.0] * (tcount * n)
    pending = [0.0] * (tcount * n)
    hand = [0.0] * tcount
    for q, pl in enumerate(obs["players"]):
        if isinstance(pl["herds"], list):
            for h in pl["herds"]:
                for name in h:
                    herd[tix(T.parse(name)) * n + q] = 1.0
        for name in pl["pending"]:
            pending[tix(T.parse(name)) * n + q] = 1.0
        if isinstance(pl["hand"], list):
            for name in pl["hand"]:
                hand[tix(T.parse(name))] = 1.0
    seen = [0.0] * tcount
    for name in obs["steppe_seen"] or ():
        seen[tix(T.parse(name))] = 1.0
    out += pasture + gaucho + standing + herd + pending + hand + seen + empty + blocked
    out += [float(obs["draw_pile"]), float(obs["steppe"]), float(obs["covered"]),
            float(obs["out"]), float(obs["dice"])]
    out += counts(obs["rodeo"]) + counts(obs["held"]) + [float(obs["wish_die"])]
    out += area_flags(obs["placed_this_turn"]) + area_flags(obs["vacated_this_turn"])
    out += area_flags(obs["prelim_areas"])
    out += [1.0 if b in obs["removed_breeds"] else 0.0 for b in BREED_LETTERS]
    for pl in obs["players"]:
        h, herds = pl["hand"], pl["herds"]
        out += [float(pl["pesos"]), float(pl["supply"]),
                float(len(h) if isinstance(h, list) else h), float(bool(pl["kept"])),
                float(herds if isinstance(herds, int) else 0)]
        out += area_flags(pl["spaces"])
    return out
