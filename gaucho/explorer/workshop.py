"""The Workshop tab without widgets: edit a rule, run many games, compare with the official rules.

A game-design workshop changes one rule value, plays a few hundred games between
bots, and asks "what did our rule change do?".  :class:`WorkshopController`
holds everything the tab lets a person choose (a named variant, every rule value
with its meaning in plain words, bots per seat, the number of games, the seed)
and :class:`WorkshopRun` plays the games batch by batch, the two rulesets in turns on
the same seeds, so a view can show a progress bar and stop the run; what finished is
kept, and compared game for game.  It plays in a background thread, or, in the browser's
Python where no thread can start, as an asyncio task that lets the page breathe between
batches::

    >>> wc = WorkshopController(seed=11, workers=1)
    >>> wc.set_value("pasture_threshold", "25")
    >>> wc.changes()
    ['Pasture fill limit: 20 → 25']
    >>> wc.games = 8
    >>> run = wc.start()
    >>> run.wait().finished, len(run.ours), len(run.theirs)
    (True, 8, 8)

The records are exactly those of :func:`gaucho.workshop.simulation.simulate`
with the same arguments (edited rules travel as a :class:`Variant` named by what
changed, so the ``variant`` column reads ``custom: pasture_threshold=25``), and
:func:`records_csv` writes them as
:meth:`Simulation.to_csv` does.
"""

from __future__ import annotations

import asyncio
import dataclasses
import io
import json
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self

from gaucho.coach import LEVELS
from gaucho.config import AREA_TITLES, AREAS, DEFAULT_CONFIG, RulesConfig
from gaucho.errors import GauchoError, InvalidConfig
from gaucho.i18n import N_, _
from gaucho.workshop.bots import DEFAULT_BOT, Seed
from gaucho.workshop.metrics import Accumulator, Metric, summarise
from gaucho.workshop.records import Record
from gaucho.workshop.simulation import Simulation, iter_games, spec_label
from gaucho.workshop.sweep import Balancing, Paired, Sweep, compare_records
from gaucho.workshop.variants import (
    Variant,
    get_variant,
    variant_names,
    variant_problems,
    variant_title,
)

__all__ = ["BOT_CHOICES", "SETTINGS", "SWEEPABLE", "BackgroundRun", "Setting", "SweepRun",
           "WorkshopController", "WorkshopRun", "config_from_values", "custom_name",
           "edited_variant", "records_csv", "sweep_values", "values_of"]

#: The bots a workshop can seat without code: label -> spec for ``simulate``, the default
#: (:data:`~gaucho.workshop.bots.DEFAULT_BOT`, ``greedy``) first, then the coach's levels
#: (stronger and slower: :data:`gaucho.coach.LEVELS`), then the rest.
BOT_CHOICES: dict[str, Any] = {
    DEFAULT_BOT: DEFAULT_BOT,
    **{level: level for level in LEVELS},
    "montecarlo": "montecarlo:playouts=2,top_k=2",
    "random": "random",
}

#: The seatable bots' names on a menu (English, marked): a bot defined in a notebook cell
#: shows its own name.
BOT_WORDS: dict[str, str] = {"random": N_("random"), "greedy": N_("greedy"),
                             "beginner": N_("beginner"), "club": N_("club"),
                             "expert": N_("expert"), "montecarlo": N_("Monte Carlo")}


def bot_word(name: str) -> str:
    """A seatable bot's name as a person reads it now."""
    return _(BOT_WORDS[name]) if name in BOT_WORDS else name


#: How runs and plots name edited rules (a label kept in English in the records; shown with
#: :func:`rules_word`).
OUR_RULES = N_("our rules")


def rules_word(label: str) -> str:
    """A ruleset's label as a person reads it now: "our rules" translated, a built-in
    variant by its translated title (``official``: "offizielle Regeln" in German;
    :func:`gaucho.variants.variant_title`), any other name as it is.  The records, the CSV
    files and the command line keep the name itself."""
    return _(OUR_RULES) if label == OUR_RULES else variant_title(label)


#: Largest number of games one run may ask for (what one user can load, bounded).
MAX_GAMES = 5000


@dataclass(frozen=True)
class Setting:
    """One rule value a designer may change: where it lives and what it means."""

    key: str  # "pasture_threshold", "dice.4", "keep_limits.3", "area.STEAL", "pasture_sizes"
    label: str  # English, marked for translation; ``{n}`` is the player count of "dice.4"
    meaning: str
    rules: str
    kind: str = "int"  # "int", "sizes" (a list of numbers) or "bool"
    low: int = 0
    high: int = 99

    @property
    def field(self) -> str:
        return self.key.split(".", 1)[0]

    @property
    def title(self) -> str:
        """The label as a person reads it now (translated, the player count filled in)."""
        sub = self.key.partition(".")[2]
        return _(self.label).format(n=sub) if "{n}" in self.label else _(self.label)


def _per_count(field: str, label: str, meaning: str, rules: str, low: int, high: int
               ) -> list[Setting]:
    return [Setting(f"{field}.{n}", label, meaning, rules, "int", low, high)
            for n in (2, 3, 4)]


SETTINGS: tuple[Setting, ...] = (
    Setting("pasture_threshold", N_("Pasture fill limit"),
            N_("Pastures are seeded and refilled with tiles until their sum reaches this "
               "number."), "R-SETUP-8, R-REFILL-2", "int", 1, 200),
    Setting("pasture_sizes", N_("Pasture sizes"),
            N_("Spaces in P1, P2, P3, … separated by commas. The blocked spaces stay the "
               "rightmost ones, as many as before."), "R-COMP-5, R-COMP-6, R-COMP-7",
            "sizes", 1, 12),
    *_per_count("dice", N_("Dice, {n} players"),
                N_("Dice rolled into the Dice Rodeo each round."), "R-SETUP-1", 2, 20),
    *_per_count("gauchos", N_("Gauchos per player, {n} players"),
                N_("Gauchos each player starts with."), "R-SETUP-2", 1, 20),
    *_per_count("prelim_draw", N_("Tiles drawn, {n} players"),
                N_("Tiles each player draws in the preliminary round."), "R-PRELIM-1", 1, 10),
    Setting("keep_limits.1", N_("Keep 1 tile: highest value"),
            N_("In the preliminary round a player may keep one tile up to this value."),
            "R-PRELIM-3", "int", 0, 24),
    Setting("keep_limits.2", N_("Keep 2 tiles: highest value"),
            N_("… or two tiles, each at most this value (0: not allowed)."),
            "R-PRELIM-3", "int", 0, 24),
    Setting("keep_limits.3", N_("Keep 3 tiles: highest value"),
            N_("… or three tiles, each at most this value (0: not allowed)."),
            "R-PRELIM-3", "int", 0, 24),
    Setting("sale_bonus", N_("Immediate Sale bonus"),
            N_("Pesos added when a herd is sold with IMMEDIATE SALE."), "R-SALE-1",
            "int", 0, 100),
    Setting("steppe_size", N_("Steppe tiles"),
            N_("Face-down tiles in a full Steppe."), "R-COMP-14, R-STEPPE-7", "int", 0, 12),
    Setting("steppe_small_max", N_("Secret Cattle, two tiles: highest value"),
            N_("With SECRET CATTLE a player may take two tiles if each is at most this."),
            "R-STEPPE-2", "int", 0, 24),
    *(Setting(f"area.{a}", AREA_TITLES[a],
              N_("This Action Area is in play (untick to take it out of the game)."),
              "R-AREA-1", "bool") for a in AREAS),
)
_SETTING = {s.key: s for s in SETTINGS}


def values_of(config: RulesConfig) -> dict[str, Any]:
    """The value of every :data:`SETTINGS` entry in ``config`` (what the form shows)."""
    out: dict[str, Any] = {}
    for s in SETTINGS:
        field, _dot, sub = s.key.partition(".")
        if s.kind == "bool":
            out[s.key] = sub in config.areas_enabled
        elif s.kind == "sizes":
            out[s.key] = ", ".join(str(n) for n in config.pasture_sizes)
        elif sub:
            table: Mapping[int, int] = getattr(config, field)
            out[s.key] = int(table.get(int(sub), 0))
        else:
            out[s.key] = int(getattr(config, field))
    return out


def _read_int(s: Setting, raw: Any, problems: list[str]) -> int | None:
    text = str(raw).strip()
    try:
        value = int(text)
    except ValueError:
        problems.append(_("{label}: write a whole number, not {raw!r}.").format(
            label=s.title, raw=text))
        return None
    if not s.low <= value <= s.high:
        problems.append(_("{label} must be between {low} and {high}, not {value} "
                          "({rules}).").format(label=s.title, low=s.low, high=s.high,
                                               value=value, rules=s.rules))
        return None
    return value


def _blocked_for(sizes: tuple[int, ...], base: RulesConfig) -> dict[int, tuple[tuple[int, int],
                                                                              ...]]:
    """Blocked spaces for new pasture sizes: per pasture, the rightmost ones, as many as in
    ``base`` (R-COMP-6/7); a pasture keeps at least one open space."""
    out: dict[int, tuple[tuple[int, int], ...]] = {}
    for n, pairs in base.blocked.items():
        blocked: list[tuple[int, int]] = []
        for p, size in enumerate(sizes):
            k = min(sum(1 for q, _s in pairs if q == p), size - 1)
            blocked.extend((p, size - k + j) for j in range(k))
        out[n] = tuple(blocked)
    return out


def config_from_values(values: Mapping[str, Any], base: RulesConfig = DEFAULT_CONFIG
                       ) -> tuple[RulesConfig | None, list[str]]:
    """The rules the form describes, or ``None`` and every problem in plain words."""
    problems: list[str] = []
    changes: dict[str, Any] = {}
    tables: dict[str, dict[int, int]] = {}
    areas: list[str] = []
    for s in SETTINGS:
        raw = values.get(s.key, values_of(base)[s.key])
        field, _dot, sub = s.key.partition(".")
        if s.kind == "bool":
            if raw:
                areas.append(sub)
        elif s.kind == "sizes":
            parts = [p for p in str(raw).replace(";", ",").split(",") if p.strip()]
            sizes: list[int] = []
            for part in parts:
                v = _read_int(s, part, problems)
                if v is not None:
                    sizes.append(v)
            if not parts:
                problems.append(_("{label}: give at least one pasture size.").format(
                    label=s.title))
            elif len(sizes) == len(parts):
                if len(sizes) > 8:
                    problems.append(_("{label}: at most 8 pastures.").format(label=s.title))
                elif tuple(sizes) != base.pasture_sizes:
                    changes["pasture_sizes"] = tuple(sizes)
                    changes["blocked"] = _blocked_for(tuple(sizes), base)
        else:
            v = _read_int(s, raw, problems)
            if v is None:
                continue
            if sub:
                tables.setdefault(field, dict(getattr(base, field)))[int(sub)] = v
            else:
                changes[field] = v
    for field, table in tables.items():
        if field == "keep_limits":
            table = {k: v for k, v in table.items() if v > 0}
        changes[field] = table
    if tuple(areas) != base.areas_enabled:
        changes["areas_enabled"] = tuple(areas)
    if problems:
        return None, problems
    try:
        config = dataclasses.replace(base, **changes)
    except TypeError as exc:  # pragma: no cover - SETTINGS names real fields
        return None, [str(exc)]
    found = variant_problems(config)
    if found:
        return None, [_("These rules cannot be played: {problem}.").format(problem=p)
                      for p in found]
    return config, []


def custom_name(config: RulesConfig, against: RulesConfig = DEFAULT_CONFIG) -> str:
    """A name for edited rules that says what changed from the official ones, as records
    and CSV files show it: ``custom: pasture_threshold=25, area.STEAL=off``."""
    old, new = values_of(against), values_of(config)
    changed = [f"{key}={'on' if new[key] else 'off'}" if isinstance(new[key], bool) else
               f"{key}={str(new[key]).replace(' ', '')}" for key in new if old[key] != new[key]]
    return "custom: " + (", ".join(changed) or "official values")


def edited_variant(config: RulesConfig) -> Variant:
    """Rules edited in the workshop as the runs play them: a variant named by what changed
    (:func:`custom_name`)."""
    return Variant(custom_name(config), "edited in the gaucho workshop", config,
                   "gaucho workshop")


def records_csv(sim: Simulation, table: str = "players") -> str:
    """One table of a simulation as CSV text, exactly as :meth:`Simulation.to_csv` writes it."""
    buf = io.StringIO()
    sim.to_csv(buf, table)
    return buf.getvalue()


# ===================================================================== running
Batches = Iterator[Simulation]


def iter_batches(games: int, players: int, bots: Sequence[Any], variant: Any, seed: Seed,
                 workers: int | None) -> Batches:
    """Finished games in index order, as small :class:`Simulation` batches; a game that
    fails is listed in the batch's ``failures`` instead of stopping the run."""
    return iter_games(games=games, players=players, bots=list(bots), variant=variant,
                        seed=seed, workers=workers, progress=False, errors="record")


def _first_games(sim: Simulation, n: int) -> Simulation:
    """The records of games ``0 .. n-1`` of ``sim`` (the part a paired comparison uses)."""
    def keep(rows: list[Record]) -> list[Record]:
        return [r for r in rows if r["game"] < n]

    return Simulation(games=keep(sim.games), players=keep(sim.players),
                        sales=keep(sim.sales), meta=dict(sim.meta), failures=keep(sim.failures))


def _slices(sim: Simulation, size: int = 10) -> Iterator[Simulation]:
    """A finished (remembered) run handed out in batches like a new one, so the other side
    is played in step with it."""
    for start in range(0, len(sim), size):
        part = _first_games(sim, start + size)
        for rows in (part.games, part.players, part.sales, part.failures):
            rows[:] = [r for r in rows if r["game"] >= start]
        yield part


def _played(sim: Simulation) -> int:
    """Games played, finished or failed (failures are listed, not lost)."""
    return len(sim) + len(sim.failures)


def cooperative_only() -> bool:
    """Whether runs must share the page's thread: in the browser's Python (Pyodide, the
    offline site) no thread can be started, so a run plays a batch, lets the page answer
    (progress, Stop), and plays the next."""
    return sys.platform == "emscripten"


class BackgroundRun:
    """Work a tab starts and may stop: played step by step (:meth:`_steps`, one batch of
    games each) in a background thread, or, where threads cannot run (the offline site),
    as an asyncio task that yields to the page's event loop after every step.  ``stop()``
    ends it after the step being played; :attr:`done` of :attr:`total` games are played,
    and ``on_progress(run)`` hears of every step and of the end."""

    def __init__(self, total: int, on_progress: Callable[[Any], None] | None) -> None:
        self.total = total
        self.on_progress = on_progress
        self.done = 0
        self.finished = False
        self.stopped = False
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._task: Any = None

    def _steps(self) -> Iterator[None]:  # pragma: no cover - each run says what it plays
        raise NotImplementedError

    # --------------------------------------------------------------- control
    def start(self, *, cooperative: bool | None = None) -> Self:
        """Start playing: in a thread, or (``cooperative``, the default where threads cannot
        run) as a task of the running asyncio loop."""
        if cooperative is None:
            cooperative = cooperative_only()
        if cooperative:
            self._task = asyncio.ensure_future(self._cooperate())
        else:
            self._thread = threading.Thread(target=self.run_here, name="gaucho-workshop",
                                            daemon=True)
            self._thread.start()
        return self

    def run_here(self) -> Self:
        """Play in the calling thread (tests, scripts)."""
        for _batch in self._steps():
            pass
        return self

    async def _cooperate(self) -> None:
        for _batch in self._steps():
            await asyncio.sleep(0.005)  # the page draws the progress and hears Stop

    def stop(self) -> None:
        """Stop after the batch being played; what finished is kept."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> Self:
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout)
        return self

    @property
    def running(self) -> bool:
        return not self.finished and (self._thread is not None or self._task is not None)

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0

    def _notify(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self)


class WorkshopRun(BackgroundRun):
    """One study: ``games`` games under our rules and the same games (same seeds, paired)
    under the rules we compare with, played in turns batch by batch, so that whenever it
    stops both sides have the same games.  ``stop()`` keeps what finished."""

    def __init__(self, *, games: int, players: int, bots: Sequence[Any],
                 ours: tuple[str, Any], theirs: tuple[str, Any] | None, seed: Seed,
                 workers: int | None,
                 on_progress: Callable[[WorkshopRun], None] | None = None,
                 cache: dict[str, Simulation] | None = None) -> None:
        self.games, self.players, self.bots, self.seed = games, players, list(bots), seed
        self.labels = (ours[0], theirs[0] if theirs else "")
        self._rules = [ours[1]] + ([theirs[1]] if theirs else [])
        self.workers = workers
        super().__init__(games * len(self._rules), on_progress)
        self._sides = [self._empty(ours)] + ([self._empty(theirs)] if theirs else [])
        self._cache = cache if cache is not None else {}

    def _empty(self, rules: tuple[str, Any]) -> Simulation:
        variant = (edited_variant(rules[1]) if isinstance(rules[1], RulesConfig) else
                   get_variant(rules[1]))
        return Simulation(meta={"games": self.games, "players": self.players,
                                  "bots": [spec_label(b) for b in self.bots],
                                  "variant": variant.name, "label": rules[0],
                                  "config": variant.config.to_dict(),
                                  "seed": self.seed, "rotate_seats": True})

    def _key(self, rules: Any) -> str:
        config = rules if isinstance(rules, RulesConfig) else get_variant(rules).config
        return json.dumps([config.to_dict(), rules if isinstance(rules, str) else "",
                           self.players, [spec_label(b) for b in self.bots], self.games,
                           str(self.seed)], sort_keys=True)

    # ------------------------------------------------------------- results
    @property
    def paired(self) -> int:
        """Games played under every ruleset (the size of the comparison)."""
        return min(_played(sim) for sim in self._sides)

    @property
    def ours(self) -> Simulation:
        """Our rules' records: the games also played under the other rules."""
        return _first_games(self._sides[0], self.paired)

    @property
    def theirs(self) -> Simulation | None:
        """The compared rules' records (the same games as :attr:`ours`), or ``None``."""
        return _first_games(self._sides[1], self.paired) if len(self._sides) > 1 else None

    def metrics(self) -> Paired | list[Metric]:
        """The design metrics of the games played so far: paired with the compared rules on
        the same games (:func:`~gaucho.workshop.sweep.compare_records`), or ours alone."""
        theirs = self.theirs
        if theirs is None:
            return summarise(self.ours)
        return compare_records(theirs, self.ours, labels=(self.labels[1], self.labels[0]))

    # ---------------------------------------------------------------- work
    def _steps(self) -> Iterator[None]:
        """Play one batch at a time, always for the ruleset that is behind (so the two stay
        paired); yield after each.  Errors are kept in :attr:`error` for the view."""
        sources: list[Iterator[Simulation]] = []
        try:
            for rules in self._rules:
                cached = self._cache.get(self._key(rules))
                sources.append(_slices(cached) if cached is not None else
                               iter_batches(self.games, self.players, self.bots, rules,
                                            self.seed, self.workers))
            while True:
                played = [_played(sim) for sim in self._sides]
                if self._stop.is_set() and min(played) == max(played):
                    break  # stopped, and both sides have the same games
                behind = min(range(len(sources)), key=played.__getitem__)
                part = next(sources[behind], None)
                if part is None:
                    break
                self._sides[behind].extend(part)
                self.done += _played(part)
                self._notify()
                yield None
            self.stopped = self._stop.is_set() and self.done < self.total
            self._keep()
        except Exception as exc:  # noqa: BLE001 - shown to the person, not swallowed
            self.error = exc
        finally:
            for source in sources:
                close = getattr(source, "close", None)
                if close is not None:
                    close()  # cancels the work still pending in worker processes
            self.finished = True
            self._notify()

    def _keep(self) -> None:
        """Remember complete runs: the same rules, bots and seed are not played twice."""
        for rules, sim in zip(self._rules, self._sides, strict=True):
            if len(sim) == self.games and not sim.failures:
                if len(self._cache) >= 4:
                    self._cache.pop(next(iter(self._cache)))
                self._cache[self._key(rules)] = sim


#: The rule values a sweep may vary: the whole numbers of the form.
SWEEPABLE = tuple(s.key for s in SETTINGS if s.kind == "int")
#: The most values one sweep may play (each is a run of its own).
MAX_SWEEP_VALUES = 25


def sweep_values(low: Any, high: Any, step: Any, setting: Setting) -> list[int]:
    """The values ``low``, ``low + step``, ... up to ``high`` of ``setting``, checked: whole
    numbers within the setting's bounds, at most :data:`MAX_SWEEP_VALUES`;
    :class:`InvalidConfig` naming the field otherwise."""
    problems: list[str] = []
    numbers = [_read_int(setting, raw, problems) for raw in (low, high)]
    try:
        stride = int(str(step).strip())
    except ValueError:
        stride = 0
    if stride < 1:
        problems.append(_("Step: write a whole number of at least 1, not {raw!r}.").format(
            raw=str(step).strip()))
    if problems:
        raise InvalidConfig(" ".join(problems))
    start, end = numbers[0], numbers[1]
    assert start is not None and end is not None
    if end <= start:
        raise InvalidConfig(_("The sweep's last value ({high}) must be above its first "
                              "({low}).").format(high=end, low=start))
    values = list(range(start, end + 1, stride))
    if len(values) > MAX_SWEEP_VALUES:
        raise InvalidConfig(_("A sweep plays at most {n} values; take a larger step.").format(
            n=MAX_SWEEP_VALUES))
    return values


class SweepRun(BackgroundRun):
    """``games`` games at each value of one rule setting (the same seeds at every value, the
    other values as the form says), value after value; :attr:`result` is the
    :class:`~gaucho.workshop.sweep.Sweep` of the values finished.  ``stop()`` keeps them."""

    def __init__(self, *, setting: Setting, values: Sequence[int], form: Mapping[str, Any],
                 games: int, players: int, bots: Sequence[Any], seed: Seed,
                 workers: int | None,
                 on_progress: Callable[[SweepRun], None] | None = None) -> None:
        self.setting, self.values = setting, list(values)
        self.games, self.players, self.bots, self.seed = games, players, list(bots), seed
        self.workers = workers
        self.variants = [self._variant(form, v) for v in self.values]
        super().__init__(games * len(self.values), on_progress)
        self.result = Sweep(setting.title, [], [])

    def _variant(self, form: Mapping[str, Any], value: int) -> Variant:
        config, problems = config_from_values({**form, self.setting.key: value})
        if config is None:
            raise InvalidConfig(_("At {label} = {value}: {problem}").format(
                label=self.setting.title, value=value, problem=" ".join(problems)))
        return edited_variant(config)

    @property
    def balancing(self) -> Balancing | None:
        """The value that best balances the seats, once two values are played."""
        if len(self.result.values) < 2:
            return None
        try:
            return self.result.balancing("seat_gap")
        except GauchoError:
            return None

    def _steps(self) -> Iterator[None]:
        try:
            for value, variant in zip(self.values, self.variants, strict=True):
                acc = Accumulator()
                source = iter_batches(self.games, self.players, self.bots, variant,
                                      self.seed, self.workers)
                try:
                    for part in source:
                        acc.add(part)
                        self.done += _played(part)
                        self._notify()
                        yield None
                        if self._stop.is_set():
                            break
                finally:
                    getattr(source, "close", lambda: None)()  # cancels pending work
                if self._stop.is_set():
                    break  # the value under way is left out: every value has all its games
                self.result.values.append(value)
                self.result.metrics.append(acc.summarise())
            self.stopped = self._stop.is_set()
        except Exception as exc:  # noqa: BLE001 - shown to the person, not swallowed
            self.error = exc
        finally:
            self.finished = True
            self._notify()


class WorkshopController:
    """What the Workshop tab lets a person choose, and the runs it starts."""

    def __init__(self, *, seed: Seed = 2024, workers: int | None = 2,
                 bots: Mapping[str, Any] | None = None) -> None:
        self.bot_choices: dict[str, Any] = {**BOT_CHOICES, **(bots or {})}
        self.variant = "official"
        self.values = values_of(get_variant("official").config)
        self.compare_with: str | None = "official"
        self.players = 4
        self.seats = [DEFAULT_BOT] * 4
        self.games = 200
        self.seed: Seed = seed
        self.workers = workers
        self.run: WorkshopRun | SweepRun | None = None
        self._cache: dict[str, Simulation] = {}

    # --------------------------------------------------------------- rules
    @staticmethod
    def variant_names() -> list[str]:
        return variant_names()

    @staticmethod
    def variant_choices() -> list[tuple[str, str]]:
        """The named variants as a menu shows them: ``(title in the current language,
        name)`` pairs, official first (the name is what :meth:`choose_variant` and
        ``compare_with`` take)."""
        return [(rules_word(name), name) for name in variant_names()]

    def choose_variant(self, name: str) -> None:
        """Start from a named variant: the form shows its values."""
        v = get_variant(name)
        self.variant = next(k for k in variant_names() if get_variant(k) is v)
        self.values = values_of(v.config)

    def set_value(self, key: str, raw: Any) -> None:
        if key not in _SETTING:
            raise InvalidConfig(_("no rule setting {key!r}; the settings are {keys}").format(
                key=key, keys=", ".join(_SETTING)))
        self.values[key] = raw

    @property
    def base(self) -> Variant:
        return get_variant(self.variant)

    def problems(self) -> list[str]:
        return config_from_values(self.values)[1]

    def config(self) -> RulesConfig:
        """Our rules; :class:`InvalidConfig` listing every problem if they cannot be played."""
        config, problems = config_from_values(self.values)
        if config is None:
            raise InvalidConfig(" ".join(problems))
        return config

    @property
    def edited(self) -> bool:
        config, _p = config_from_values(self.values)
        return config != self.base.config

    def rules_spec(self) -> Any:
        """What ``simulate`` gets: the variant's name, or the edited rules as a
        :class:`Variant` named by what changed (the records' ``variant`` column)."""
        return edited_variant(self.config()) if self.edited else self.variant

    @property
    def label(self) -> str:
        """How runs name our rules: the variant's name, or :data:`OUR_RULES` when edited (in
        English: shown with :func:`rules_word`)."""
        return OUR_RULES if self.edited else self.variant

    def changes(self, against: RulesConfig = DEFAULT_CONFIG) -> list[str]:
        """Every value that differs from ``against`` (the official rules), in words."""
        config, _p = config_from_values(self.values)
        if config is None:
            return []
        old, new = values_of(against), values_of(config)
        out = []
        for s in SETTINGS:
            if old[s.key] != new[s.key]:
                if s.kind == "bool":
                    out.append(_("{label}: {state}").format(
                        label=s.title, state=_("in play") if new[s.key] else _("out of play")))
                else:
                    # Translators: a changed rule value, "Pasture fill limit: 20 → 25".
                    out.append(_("{label}: {old} → {new}").format(
                        label=s.title, old=old[s.key], new=new[s.key]))
        return out

    # ---------------------------------------------------------------- bots
    def set_players(self, players: int) -> None:
        if players not in (2, 3, 4):
            raise InvalidConfig(_("El Gaucho is for 2 to 4 players, not {players!r}").format(
                players=players))
        self.players = players
        self.seats = (self.seats + [self.seats[-1]] * 4)[:players]

    def set_seat(self, seat: int, bot: str) -> None:
        if bot not in self.bot_choices:
            raise InvalidConfig(_("unknown bot {bot!r}; choose one of {bots}").format(
                bot=bot, bots=", ".join(self.bot_choices)))
        self.seats[seat] = bot

    def bot_specs(self) -> list[Any]:
        return [self.bot_choices[b] for b in self.seats]

    # ----------------------------------------------------------------- run
    def start(self, on_progress: Callable[[WorkshopRun], None] | None = None, *,
              background: bool = True) -> WorkshopRun:
        """Start a study (our rules and the rules we compare with, in turns) and return it."""
        if self.run is not None and not self.run.finished:
            raise InvalidConfig(_("a run is still going; stop it first"))
        if not isinstance(self.games, int) or not 1 <= self.games <= MAX_GAMES:
            raise InvalidConfig(_("Games must be between 1 and {n}.").format(n=MAX_GAMES))
        ours = (self.label, self.rules_spec())
        theirs: tuple[str, Any] | None = None
        if self.compare_with is not None:
            other = get_variant(self.compare_with)
            if other.config != self.config():
                theirs = (self.compare_with, self.compare_with)
        self.run = WorkshopRun(games=self.games, players=self.players, bots=self.bot_specs(),
                               ours=ours, theirs=theirs, seed=self.seed, workers=self.workers,
                               on_progress=on_progress, cache=self._cache)
        return self.run.start() if background else self.run.run_here()

    def start_sweep(self, key: str, low: Any, high: Any, step: Any = 1,
                    on_progress: Callable[[SweepRun], None] | None = None, *,
                    background: bool = True) -> SweepRun:
        """Play ``games`` games at each value of the setting ``key`` from ``low`` to
        ``high`` by ``step`` (the other rules as the form says) and return the run."""
        if self.run is not None and not self.run.finished:
            raise InvalidConfig(_("a run is still going; stop it first"))
        if key not in SWEEPABLE:
            raise InvalidConfig(_("no rule setting {key!r} to sweep; the settings are "
                                  "{keys}").format(key=key, keys=", ".join(SWEEPABLE)))
        if not isinstance(self.games, int) or not 1 <= self.games <= MAX_GAMES:
            raise InvalidConfig(_("Games must be between 1 and {n}.").format(n=MAX_GAMES))
        self.config()  # the other values must make playable rules
        setting = _SETTING[key]
        run = SweepRun(setting=setting, values=sweep_values(low, high, step, setting),
                       form=self.values, games=self.games, players=self.players,
                       bots=self.bot_specs(), seed=self.seed, workers=self.workers,
                       on_progress=on_progress)
        self.run = run
        return run.start() if background else run.run_here()

    def stop(self) -> None:
        if self.run is not None:
            self.run.stop()
