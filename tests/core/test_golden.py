"""Golden playthroughs: readable transcripts of seeded games, so a rules change shows up
as a readable diff (in the style of OpenSpiel's playthrough files).

Each step reads ``player: action``, then its events with their rule IDs, then one
compact line of the table after it.  Regenerate the files on purpose with::

    GAUCHO_UPDATE_SNAPSHOTS=1 .venv/bin/python -m pytest tests/core/test_golden.py
"""

from __future__ import annotations

import difflib
import random
from pathlib import Path

import pytest
from helpers import UPDATE_SNAPSHOTS

import gaucho
from gaucho import tiles as T
from gaucho.config import BREED_LETTERS, PLAYER_NAMES
from gaucho.state import BLOCKED, EMPTY, State

GOLDEN = Path(__file__).parent / "golden"

#: (players, game seed, seed of the random players): one game per player count.
GAMES = [(2, 11, 1), (3, 12, 2), (4, 13, 3)]


def cell(s: State, c: int) -> str:
    if c == EMPTY:
        return "."
    if c == BLOCKED:
        return "#"
    occ = s.gauchos_on.get(c)
    if occ is None:
        return T.name(c)
    return f"{T.name(c)}{'^' if occ.standing else '_'}{PLAYER_NAMES[occ.owner][0]}"


def state_line(s: State) -> str:
    """The table in one line: where the game stands, the Pampa, and each player."""
    who = f"{PLAYER_NAMES[s.active]} to act" if s.phase in ("draft", "turn", "nodice_turn",
                                                             "steppe") else str(s.phase)
    head = (f"round {s.round} {who} | rodeo {''.join(map(str, sorted(s.rodeo))) or '-'}"
            f" held {''.join(map(str, sorted(s.held))) or '-'}{' +w' if s.wish_die else ''}"
            f" | pile {len(s.draw_pile)} steppe {len(s.steppe)}")
    pampa = " / ".join(" ".join(cell(s, c) for c in cells) for cells in s.pastures)
    seats = []
    for p in range(s.players):
        herds = " ".join(BREED_LETTERS[b] + ",".join(str(T.big(t)) for t in h)
                         for b, h in sorted(s.herds[p].items()))
        spaces = ",".join(sorted(s.spaces[p]))
        seats.append(f"{PLAYER_NAMES[p][0]} {s.pesos[p]}$ {s.supply[p]}g"
                     f"{' [' + spaces + ']' if spaces else ''}{' ' + herds if herds else ''}")
    return f"{head}\n      pampa {pampa}\n      seats {' | '.join(seats)}"


def transcript(players: int, seed: int, choices: int) -> str:
    """The whole game, step by step, with random (seeded) players and explicit chance."""
    game = gaucho.Game.new(players=players, seed=seed, auto_chance=False)
    rng = random.Random(choices)
    lines = [f"# El Gaucho, {players} players, game seed {seed}, random players seed "
             f"{choices}, rules {gaucho.RULES_VERSION}",
             "setup:", *(f"   - {e}" for e in game.setup_events), f"   = {state_line(game.state)}"]
    while not game.is_over:
        if game.current_player == gaucho.CHANCE:
            action = game.sample_chance()
        else:
            action = rng.choice(game.legal_actions())
        game.play(action)
        step = game.history[-1]
        lines.append(f"{step.index + 1}. [{step.phase}] {step.actor}: {step.action}")
        lines.extend(f"   - {e}" for e in step.events)
        lines.append(f"   = {state_line(game.state)}")
    lines.append(f"# result: pesos {game.pesos}, winners "
                 f"{', '.join(PLAYER_NAMES[p] for p in game.winners)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("players", "seed", "choices"), GAMES)
def test_golden_playthrough(players: int, seed: int, choices: int) -> None:
    """The rules play these seeded games exactly as recorded (every rule ID cited)."""
    path = GOLDEN / f"playthrough-{players}p.txt"
    text = transcript(players, seed, choices)
    if UPDATE_SNAPSHOTS:
        path.write_text(text, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"no {path.name}; create it with GAUCHO_UPDATE_SNAPSHOTS=1")
    stored = path.read_text(encoding="utf-8")
    if stored != text:
        diff = difflib.unified_diff(stored.splitlines(), text.splitlines(), "stored", "now",
                                    lineterm="", n=2)
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"{path.name} changed (if intended, run with "
                    f"GAUCHO_UPDATE_SNAPSHOTS=1):\n{shown}")


def test_transcripts_are_deterministic() -> None:
    """Same seeds, same transcript (R-ROUND-3: every roll comes from the seed)."""
    assert transcript(3, 12, 2) == transcript(3, 12, 2)
