"""Shared test helpers: seeded random playouts and the list of rule IDs.

Import as ``from helpers import ...`` (pytest puts ``tests/`` on ``sys.path``).
"""

from __future__ import annotations

import gettext
import importlib.util
import os
import random
import re
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import gaucho
from gaucho import actions
from gaucho.errors import GauchoError
from gaucho.state import State

#: A random game of El Gaucho ends long before this many decisions (about 250-450 in practice).
MAX_STEPS = 3000

SNAPSHOTS = Path(__file__).parent / "views" / "snapshots"
UPDATE_SNAPSHOTS = os.environ.get("GAUCHO_UPDATE_SNAPSHOTS") == "1"

RULE_ID = re.compile(r"R-[A-Z]+-\d+")
RULES_MD = Path(gaucho.__file__).parent / "data" / "RULES.md"
RULE_DEFINITION = re.compile(r"^- \*\*(R-[A-Z]+-\d+)\*\*", re.MULTILINE)


@cache
def rule_ids_in_order() -> tuple[str, ...]:
    """Every rule ID defined in the project's rulebook, gaucho/data/RULES.md, in its order.

    Read with a regex of its own (not through gaucho.rules), so tests cross-check that module.
    """
    ids = tuple(RULE_DEFINITION.findall(RULES_MD.read_text(encoding="utf-8")))
    assert ids, "no rule IDs found"
    return ids


def rule_ids() -> frozenset[str]:
    """Every rule ID defined in the project's rulebook, gaucho/data/RULES.md."""
    return frozenset(rule_ids_in_order())


def random_playout(game: gaucho.Game, seed: int | str, *, checked: bool = False,
                   max_steps: int = MAX_STEPS,
                   on_step: Callable[[gaucho.Game, gaucho.Action], None] | None = None
                   ) -> gaucho.Game:
    """Play ``game`` to its end with ``random.Random(seed).choice(game.legal_actions())``.

    ``checked`` uses :meth:`Game.play` instead of the unchecked :meth:`Game.apply`;
    ``on_step(game, action)`` runs after every decision.  Fails if the game does
    not end within ``max_steps`` decisions.  Returns the same game object.
    """
    for action in random_steps(game, seed, checked=checked, max_steps=max_steps):
        if on_step is not None:
            on_step(game, action)
    return game


def random_steps(game: gaucho.Game, seed: int | str, *, checked: bool = False,
                 max_steps: int = MAX_STEPS) -> Iterator[gaucho.Action]:
    """Yield after each random decision (the action played); stop when the game is over."""
    rng = random.Random(seed)
    for _ in range(max_steps):
        if game.is_over:
            return
        if game.current_player == gaucho.CHANCE:  # only with auto_chance=False
            action = game.sample_chance()
        else:
            action = rng.choice(game.legal_actions())
        if checked:
            game.play(action)
        else:
            game.apply(action)
        yield action
    raise AssertionError(f"the game did not end within {max_steps} decisions")


def random_game(players: int, seed: int, *, checked: bool = False) -> gaucho.Game:
    """A finished random game (game seed and playout seed both ``seed``)."""
    return random_playout(gaucho.Game.new(players=players, seed=seed), seed, checked=checked)


def positions_with_a_choice(players: int, seed: int, steps: tuple[int, ...],
                            draws: str = "shuffled") -> Iterator[gaucho.Game]:
    """Copies of one random game (game and playout seed ``seed``) after each of ``steps``
    decisions at which the player to act has more than one legal action."""
    game = gaucho.Game.new(players=players, seed=seed, draws=draws)
    rng = random.Random(seed)
    for i in range(max(steps) + 1):
        if game.is_over:
            return
        if i in steps and len(game.legal_actions()) > 1:
            yield game.copy()
        game.play(rng.choice(game.legal_actions()))


def random_positions(players: int, seed: int, count: int,
                     auto_chance: bool = True) -> Iterator[gaucho.Game]:
    """``count`` copies of one random game, taken at random steps (game over included)."""
    game = gaucho.Game.new(players=players, seed=seed, auto_chance=auto_chance)
    games = [game.copy()]
    for _ in random_steps(game, seed):
        games.append(game.copy())
    rng = random.Random(f"positions/{seed}")
    picks = sorted(rng.sample(range(len(games)), min(count, len(games))))
    if len(games) - 1 not in picks:
        picks[-1] = len(games) - 1
    for i in picks:
        yield games[i]


def tile_multiset(state: State) -> list[int]:
    """Every tile in every place the state can hold one (R-COMP-2), sorted."""
    s = state
    tiles = [c for p in s.pastures for c in p if c >= 0]
    tiles += s.covered + s.draw_pile + s.steppe + s.out
    tiles += [t for herds in s.herds for h in herds.values() for t in h]
    tiles += [t for pend in s.pending for t in pend]
    tiles += [t for hand in s.prelim_hands for t in hand]
    return sorted(tiles)


def check_snapshot(name: str, svg: str, *, missing_ok: bool = False) -> None:
    """Compare with tests/views/snapshots/<name>.svg (rewrite it with GAUCHO_UPDATE_SNAPSHOTS=1)."""
    path = SNAPSHOTS / f"{name}.svg"
    if UPDATE_SNAPSHOTS:
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(svg, encoding="utf-8")
        return
    if not path.exists():
        message = f"no snapshot {path.name}; create it with GAUCHO_UPDATE_SNAPSHOTS=1"
        if missing_ok:
            pytest.skip(message)
        pytest.fail(message)
    stored = path.read_text(encoding="utf-8")
    if stored != svg:
        old, new = stored.splitlines(), svg.splitlines()
        line = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b),
                    min(len(old), len(new)))
        pytest.fail(f"{path.name} differs from line {line + 1}:\n"
                    f"  stored: {old[line] if line < len(old) else '<end>'}\n"
                    f"  now:    {new[line] if line < len(new) else '<end>'}\n"
                    "If the change is intended, run with GAUCHO_UPDATE_SNAPSHOTS=1.")


def reshuffle_hidden(game: gaucho.Game, rng: random.Random,
                     seat: int | None = None) -> dict[str, object]:
    """The game's position with everything ``seat`` (default: the player to act) cannot
    see reshuffled.

    Hidden from him (written from the rules, independently of gaucho.information):
    the draw pile (R-COMP-15) with the face-down Steppe (R-COMP-14, R-STEPPE-1;
    not while he chooses SECRET CATTLE tiles, a phase governed by R-STEPPE-2) and
    the other players' preliminary hands (R-PRELIM-2), all drawn from that pile;
    and the face-down tiles covering blocked spaces (R-COMP-8) with those out of
    the game (R-PRELIM-6).  Reload it with ``gaucho.Game.from_position``.
    """
    import copy

    from gaucho import flow
    from gaucho import tiles as T

    s = game.state
    me = game.current_player if seat is None else seat
    pos = copy.deepcopy(game.to_position())
    steppe_hidden = ("R-STEPPE-2" not in flow.PHASES[s.phase].rules
                     or me != game.current_player)
    hands = {q: len(h) for q, h in enumerate(s.prelim_hands) if q != me and h}
    pool = list(s.draw_pile) + (list(s.steppe) if steppe_hidden else [])
    pool += [t for q in hands for t in s.prelim_hands[q]]
    rng.shuffle(pool)
    for q, size in hands.items():
        pos["players"][q]["hand"] = [T.name(t) for t in pool[:size]]
        del pool[:size]
    if steppe_hidden:
        pos["steppe"] = [T.name(t) for t in pool[:len(s.steppe)]]
        del pool[:len(s.steppe)]
    else:
        pos["steppe"] = [T.name(t) for t in rng.sample(s.steppe, len(s.steppe))]
    pos["draw_pile"] = [T.name(t) for t in pool]
    face_down = list(s.covered) + list(s.out)
    rng.shuffle(face_down)
    pos["covered"] = [T.name(t) for t in face_down[:len(s.covered)]]
    pos["out"] = [T.name(t) for t in face_down[len(s.covered):]]
    return pos


# ------------------------------------------------------------------ translation catalogs
@cache
def i18n_tool() -> Any:
    """``tools/i18n.py`` (Babel's extraction and the catalog checks) loaded as a module."""
    pytest.importorskip("babel")
    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("gaucho_i18n_tool", root / "tools/i18n.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool
    spec.loader.exec_module(tool)
    return tool


@cache
def source_messages() -> frozenset[str]:
    """Every message marked in the source, singular and plural forms (Babel's extraction)."""
    return frozenset(i for m in i18n_tool().extract() if m.id
                     for i in ([m.id] if isinstance(m.id, str) else m.id))


class MarkedCatalog(gettext.NullTranslations):
    """A catalog translating every message of the source to «message»; a message the source
    never marked stays bare, so a test that looks for bare words finds what bypassed the
    translation layer."""

    def __init__(self, known: frozenset[str]) -> None:
        super().__init__()
        self.known = known

    def gettext(self, message: str) -> str:
        return f"«{message}»" if message in self.known else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        chosen = singular if n == 1 else plural
        return f"«{chosen}»" if singular in self.known else chosen


def use_marked_catalog(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Let ``language`` stand for the :class:`MarkedCatalog` for the rest of the test."""
    from gaucho import i18n

    real = i18n._translations
    fake = MarkedCatalog(source_messages())
    monkeypatch.setattr(i18n, "_translations",
                        lambda lang: fake if lang == language else real(lang))


#: The notation's verbs (a one-letter claim, ``A G6 4+6``, is found by its tile code).
NOTATION_VERBS = sorted(v for v in actions.VERBS if len(v) > 1)
_FRAGMENT = re.compile(r"(?<![\w-])(?P<verb>" + "|".join(NOTATION_VERBS)
                       + r")(?P<args>(?: [A-Z0-9+]+)*)(?![\w-])")
_CLAIM = re.compile(r"(?<![\w-])[ABC] [BGKWS]\d{1,2}(?: [1-6](?:\+[1-6])*)?(?![\w-])")
#: Where a lone verb ("end") reads as a move: a whole text, after "Red: ", in quotes (the
#: four languages' quotes: “end”, «end», « end », „end“).
ALONE_BEFORE = (":", "'", '"', "“", "‘", "(", "«", "„")


def notation_in(text: str, alone_before: tuple[str, ...] = ALONE_BEFORE) -> list[str]:
    """The pieces of action notation in ``text``: a verb with its arguments that the
    notation reads as a move (``place STEAL``, ``take 5 6``, ``A G6 4+6``), or a lone
    argument-free verb standing as a move where it comes after one of ``alone_before``
    (``Verde: end``, “end”); a French "place" or "sort" in a sentence is not one."""
    found = [m[0] for m in _CLAIM.finditer(text)]
    for m in _FRAGMENT.finditer(text):
        try:
            actions.parse(m[0])
        except GauchoError:
            continue
        before = text[:m.start()].rstrip()
        if m["args"] or not before or before.endswith(alone_before):
            found.append(m[0])
    return found
