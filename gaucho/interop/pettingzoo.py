"""El Gaucho as a PettingZoo AEC environment (needs the ``interop`` extra)::

    from gaucho.interop.pettingzoo import env
    e = env(players=3, render_mode="svg")
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        if termination or truncation:
            action = None
        else:
            legal = obs["action_mask"].nonzero()[0]
            action = int(legal[0])
        e.step(action)

Agents ``player_0`` .. ``player_{n-1}`` (seat 0 is Red).  Each observation is a dict:
``"observation"``, the tensor of :mod:`gaucho.interop.tensor` (what that player sees,
nothing hidden), and ``"action_mask"``, 1 for each legal id of
:mod:`gaucho.interop.codec` (all 0 when it is not his turn).  Chance (dice, covering
tiles, the pile) is played by the environment from the seed given to ``reset``
(``gaucho.Game.new(seed=...)``).  Rewards come once, at the end: each player's final
Pesos (R-FINAL-5).  ``render()`` returns the picture as text: the board SVG
(``render_mode="svg"``) or the text board (``"ansi"``).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from gaucho.config import DEFAULT_CONFIG
from gaucho.game import Game
from gaucho.interop.codec import codec_for
from gaucho.interop.tensor import observation_tensor, tensor_size

__all__ = ["GauchoEnv", "env"]

RENDER_MODES = ("ansi", "svg")


def env(players: int = 2, render_mode: str | None = None) -> GauchoEnv:
    return GauchoEnv(players=players, render_mode=render_mode)


class GauchoEnv(AECEnv):  # type: ignore[misc]
    metadata = {"name": "el_gaucho_v0", "render_modes": list(RENDER_MODES),
                "is_parallelizable": False}

    def __init__(self, players: int = 2, render_mode: str | None = None) -> None:
        super().__init__()
        if not 2 <= players <= 4:
            raise ValueError(f"players: El Gaucho is for 2 to 4 players, not {players}")
        if render_mode not in (None, *RENDER_MODES):
            raise ValueError(f"render_mode: one of {RENDER_MODES}")
        self.render_mode = render_mode
        self.players = players
        self.config = DEFAULT_CONFIG
        self.codec = codec_for(self.config, players)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        size = tensor_size(self.config, players)
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0.0, np.inf, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.size,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.game = Game.new(self.players, seed=0 if seed is None else seed, config=self.config)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game.current_player]

    def observe(self, agent: str) -> dict[str, Any]:
        assert self.game is not None
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.codec.size, np.int8)
        if not self.game.is_over and self.game.current_player == seat:
            mask[self.codec.legal_ids(self.game.state)] = 1
        return {"observation": observation_tensor(self.game.state, seat, as_numpy=True),
                "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        self.game.play(self.codec.decode(int(action), self.game.state))
        if self.game.is_over:
            for a, pesos in zip(self.agents, self.game.pesos, strict=True):
                self.rewards[a] = float(pesos)
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[self.game.current_player]
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        return self.game.svg() if self.render_mode == "svg" else str(self.game)

    def close(self) -> None:
        pass
