"""Studies of a rule change: paired with the official rules, sequential, and swept over a range.

* :func:`paired` plays the same games (the same seeds, hence the same shuffles,
  dice and bot seeds: *common random numbers*) under the official rules and
  under a variant, and gives each design metric under both with the interval of
  the paired difference.  Pairing removes the luck both games share, so a
  difference shows with far fewer games than two independent runs need.
* :func:`sequential` does the same until the difference in one metric is clear,
  or at most ``max_games`` games, and says why it stopped (:class:`Look`).
* :func:`sweep` plays one rule value over a range (``pasture_threshold`` 15 to
  30) and gives each metric's curve with its band; :meth:`Sweep.balancing` finds
  the value that best balances the seats.
* :func:`skill_trace` gives the skill gap as the strong bot's budget doubles.

**The sequential test.**  The games are looked at every ``look_every`` pairs,
at most ``K = ceil(max_games / look_every)`` times.  At each look the paired
differences ``d_i`` (variant minus official, per game) give the mean ``m`` and
its standard error ``se``; the run stops as *clear* when ``|m| > t_K se`` with
``t_K`` the Student t quantile of ``1 - alpha / (2K)`` at ``n - 1`` degrees of
freedom (the normal ``z_K`` for many games), and only after at least
``min_games`` pairs, never fewer than :data:`~gaucho.workshop.stats.MIN_GAMES`.
Splitting ``alpha`` over the looks (Bonferroni) keeps the chance of calling a
difference clear when there is none below ``alpha`` however the looks fall, and
the interval ``m ± t_K se`` it reports covers the true difference with
probability at least ``1 - alpha`` at whichever look it stops (conservative,
simple, valid).

**Too few games.**  Every interval of a paired difference is the t interval
(``n - 1`` degrees of freedom), and no difference of fewer than
:data:`~gaucho.workshop.stats.MIN_GAMES` pairs is called clear: the sentences
say there are too few games to tell instead (:func:`too_few_sentence`).

Where the games come from is a *runner*: ``runner(variant, games)`` yields
record batches in game-index order (:func:`simulation_runner`, on a Dask
cluster with ``client=``; the memory stays flat, :class:`~metrics.Accumulator`
keeps a few numbers per game).  Tests inject a synthetic runner.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from gaucho.config import RulesConfig
from gaucho.errors import SimulationError
from gaucho.i18n import _, format_number, ngettext
from gaucho.variants import Variant, get_variant, make_variant
from gaucho.workshop import stats
from gaucho.workshop.metrics import Accumulator, Metric, check_per_game_metric, game_values
from gaucho.workshop.simulation import iter_games

__all__ = ["DEFAULT_BOTS", "BotSet", "Balancing", "Look", "Paired", "Sweep", "compare_records",
           "paired",
           "sequential", "simulation_runner", "skill_trace", "sweep", "too_few_sentence"]

#: ``runner(variant, games)``: record batches (Simulations or dicts) in game-index order.
Runner = Callable[[Variant, int], Iterable[Any]]


@dataclass(frozen=True)
class BotSet:
    """The bots of a study: ``seat`` plays every seat of the main games; ``strong`` meets
    three ``weak`` bots for the skill gap."""

    seat: str
    strong: str
    weak: str


#: The default bots of every study: the coach's levels, sensible players (games of about 12
#: rounds, against 21 between random bots) at a cost a study of a few hundred games can pay
#: on a laptop: ``beginner`` in every seat, ``club`` against three ``beginner`` bots for the
#: skill gap.  ``club`` everywhere plays better and costs about four times more (about 6 s
#: of CPU a four-player game against 1.5 s), ``expert`` about fifty times: a cluster's work
#: (docs/design-metrics.md, "Bots").
DEFAULT_BOTS = BotSet(seat="beginner", strong="club", weak="beginner")


def simulation_runner(bots: Any = DEFAULT_BOTS.seat, players: int = 4, seed: Any = 0, *,
                      client: Any = None, workers: int | None = None,
                      chunk_size: int | None = None, progress: Any = False) -> Runner:
    """A runner playing real games with :func:`~gaucho.workshop.simulation.iter_games`."""
    def run(variant: Variant, games: int) -> Iterator[Any]:
        return iter_games(games, players, bots, variant, seed, client=client, workers=workers,
                          chunk_size=chunk_size, progress=progress, errors="record")
    return run


#: Keyword arguments of paired/sequential/sweep that make the default runner.
RUNNER_OPTIONS = ("bots", "players", "seed", "client", "workers", "chunk_size")


def _runner(runner: Runner | None, options: dict[str, Any]) -> Runner:
    """``runner``, or a :func:`simulation_runner` from the simulation options among
    ``options`` (taken out of it: ``bots=``, ``players=``, ``seed=``, ``client=``, ...)."""
    given = {k: options.pop(k) for k in RUNNER_OPTIONS if k in options}
    if runner is None:
        return simulation_runner(**given)
    if given:
        raise SimulationError(_("pass either runner= or {options}, not both").format(
            options=", ".join(f"{k}=" for k in given)))
    return runner


#: Keyword arguments of paired/sequential/sweep that go to the metrics' summary.
SUMMARY_OPTIONS = ("strong", "restricted")


def _check_options(options: dict[str, Any]) -> None:
    """Refuse, before a game is played, an option that neither makes the runner nor goes to
    the summary (a misspelt ``bot=``), and a ``strong=``/``restricted=`` that is not text."""
    unknown = sorted(set(options) - set(SUMMARY_OPTIONS))
    if unknown:
        # Translators: {unknown} and {known} are names of arguments (not translated).
        raise SimulationError(_("unknown options {unknown}; the options are {known}").format(
            unknown=", ".join(unknown),
            known=", ".join(["runner", *RUNNER_OPTIONS, *SUMMARY_OPTIONS])))
    for key in SUMMARY_OPTIONS:
        value = options.get(key)
        if value is not None and not isinstance(value, str):
            # Translators: {key} is an argument's name (strong, restricted), not translated.
            raise SimulationError(_("{key} must be a bot's name (text), not {value!r}").format(
                key=key, value=value))


def _sequence(name: str, values: Any) -> list[Any]:
    """``values`` as a list of at least one value, or :class:`SimulationError` naming the
    argument (an empty list would play nothing and return nothing, without a word)."""
    if isinstance(values, str | bytes | dict) or not isinstance(values, Iterable):
        # Translators: {name} is an argument's name (values, budgets), not translated.
        raise SimulationError(_("{name} must be a list of values, not {value!r}").format(
            name=name, value=values))
    out = list(values)
    if not out:
        # Translators: {name} is an argument's name (values, budgets), not translated.
        raise SimulationError(_("{name} must list at least one value").format(name=name))
    return out


def _check_games(games: Any) -> int:
    """``games`` if it is a whole number of at least 1, else :class:`SimulationError`
    naming it (no games would give an empty comparison, without a word)."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise SimulationError(_("{name} must be a whole number of at least {least}, not "
                                "{value!r}").format(name="games", least=1, value=games))
    return games


def as_variant(variant: str | Variant | RulesConfig) -> Variant:
    if isinstance(variant, Variant):
        return variant
    if isinstance(variant, RulesConfig):
        return Variant("custom", "a custom rules configuration", variant, "custom")
    return get_variant(variant)


# ============================================================ paired
@dataclass(frozen=True)
class Difference:
    """The paired difference (variant minus official) of one per-game metric."""

    key: str
    mean: float
    lo: float
    hi: float
    n: int

    @property
    def too_few(self) -> bool:
        """Fewer pairs of games than :data:`~gaucho.workshop.stats.MIN_GAMES`: too few to
        tell, whatever the interval."""
        return stats.too_few(self.n)

    @property
    def clear(self) -> bool:
        """The interval leaves out 0, over enough games to say so."""
        return (self.lo > 0 or self.hi < 0) and not self.too_few


def paired_difference(a: Accumulator, b: Accumulator, key: str, z: float = 1.96,
                      bot: str | None = None) -> Difference | None:
    """Mean and Student t interval (``n - 1`` degrees of freedom, at the level of ``z``) of
    the per-game differences ``b - a`` over the games both played (matched by game index,
    so by seed).  A single game gives no spread: its interval is the difference itself,
    and it is never clear (:attr:`Difference.too_few`)."""
    va = {i: game_values(f, key, bot) for i, f in zip(a.index, a.facts, strict=True)}
    diffs = [vb - va_i for i, f in zip(b.index, b.facts, strict=True)
             if (va_i := va.get(i)) is not None and (vb := game_values(f, key, bot)) is not None]
    if not diffs:
        return None
    s = stats.summarize(diffs)
    n = len(diffs)
    half = stats.t_for_z(z, n - 1) * s["se"] if n > 1 and s["se"] > 0 else 0.0
    return Difference(key, s["mean"], s["mean"] - half, s["mean"] + half, n)


def too_few_sentence(m: Metric, reference: Metric, games: int) -> str:
    """The sentence of a metric compared over fewer than
    :data:`~gaucho.workshop.stats.MIN_GAMES` games on a side: the two figures and that
    there are too few games to tell, never *changed* or *hardly any change*."""
    # Translators: a metric compared over too few games: {label} is the metric's name,
    # {value} its figure under the studied rules, {ref} under the official ones, {games}
    # the games under each rule set and {least} the fewest needed (10).
    return ngettext("{label}: too few games to tell ({value} against {ref} after {games} "
                    "game under each rule set; at least {least} are needed).",
                    "{label}: too few games to tell ({value} against {ref} after {games} "
                    "games under each rule set; at least {least} are needed).", games).format(
        label=m.label, value=m.show(), ref=reference.show(), games=format_number(games),
        least=format_number(stats.MIN_GAMES))


def compared_sentence(m: Metric, reference: Metric, diff: Difference | None,
                      games: int) -> str:
    """A metric's sentence against the official rules: *too few games to tell* below
    :data:`~gaucho.workshop.stats.MIN_GAMES` games (pairs, when it has a paired
    difference), else what changed, clearly by the paired difference if there is one."""
    n = diff.n if diff is not None else games
    if stats.too_few(n):
        return too_few_sentence(m, reference, n)
    return m.sentence(reference, diff.clear if diff is not None else None)


@dataclass
class Paired:
    """Each metric under the official rules (``a``) and the variant (``b``), with the paired
    difference where the metric has a per-game value."""

    labels: tuple[str, str]
    a: list[Metric]
    b: list[Metric]
    differences: dict[str, Difference] = field(default_factory=dict)
    games: int = 0

    def rows(self) -> list[tuple[Metric, Metric | None, Difference | None]]:
        ref = {m.key: m for m in self.a}
        return [(m, ref.get(m.key), self.differences.get(m.key)) for m in self.b]

    def sentences(self) -> list[str]:
        """One plain sentence per metric: what changed, and whether clearly."""
        out = []
        for m, ref, diff in self.rows():
            out.append(compared_sentence(m, ref, diff, self.games) if ref is not None
                       else m.sentence())
        return out


def _pair(a: Accumulator, b: Accumulator, labels: tuple[str, str], options: dict[str, Any],
          z: float) -> Paired:
    ma, mb = a.summarise(z=z, **options), b.summarise(z=z, **options)
    result = Paired(labels, ma, mb, games=min(len(a), len(b)))
    bot = {"skill": options.get("strong"), "restricted": "restricted"}
    for m in mb:
        try:
            d = paired_difference(a, b, m.key, z, bot.get(m.key))
        except KeyError:
            continue  # the seat gap has no per-game value
        if d is not None:
            result.differences[m.key] = d
    return result


def compare_records(official: Any, variant: Any, labels: tuple[str, str] = ("official", "B"),
                    *, z: float = 1.96, **options: Any) -> Paired:
    """A :class:`Paired` comparison of records already played on the same seeds (a
    Simulation, a dict of tables or a list of batches each; games are matched by index),
    for a caller that runs the games itself, such as the Workshop tab."""
    a, b = Accumulator(), Accumulator()
    for acc, records in ((a, official), (b, variant)):
        batches = records if isinstance(records, list) else [records]
        for batch in batches:
            acc.add(batch)
    return _pair(a, b, labels, options, z)


def _interleaved(run: Runner, va: Variant, vb: Variant, games: int, a: Accumulator,
                 b: Accumulator, stop: Callable[[], bool] | None
                 ) -> Generator[str | None, None, None]:
    """Play both rule sets a batch at a time each (so a Stop leaves two matched halves),
    adding to ``a`` and ``b``; yields ``None`` after each pair of batches, then the reason
    it ended: ``"stopped"`` or ``"exhausted"``.  Closes both sources (pending work is
    cancelled)."""
    source_a, source_b = iter(run(va, games)), iter(run(vb, games))
    try:
        while True:
            if stop is not None and stop():
                yield "stopped"
                return
            batch_a, batch_b = next(source_a, None), next(source_b, None)
            if batch_a is None or batch_b is None:
                yield "exhausted"
                return
            a.add(batch_a)
            b.add(batch_b)
            yield None
    finally:
        for source in (source_a, source_b):
            close = getattr(source, "close", None)
            if close is not None:
                close()


def paired(variant: str | Variant | RulesConfig, games: int = 200, *,
           runner: Runner | None = None, official: str | Variant | RulesConfig = "official",
           z: float = 1.96, stop: Callable[[], bool] | None = None,
           progress: Callable[[int, int], object] | None = None, **options: Any) -> Paired:
    """Every metric under the official rules and under ``variant``, on the same seeds.

    ``runner``: where the games come from (default :func:`simulation_runner`).
    ``stop()`` returning true ends the run at the next batch and keeps the comparison of
    the games played so far (a Stop button); ``progress(done, total)`` is called after
    each batch.  Without ``runner``, ``bots=``, ``players=``, ``seed=``, ``client=`` (a
    Dask cluster), ``workers=`` make one (:func:`simulation_runner`); the other
    ``options`` go to :func:`gaucho.workshop.metrics.summarise` (``strong=``,
    ``restricted=``).
    """
    va, vb = as_variant(official), as_variant(variant)
    stats.check_z(z)
    _check_games(games)
    run = _runner(runner, options)
    _check_options(options)
    a, b = Accumulator(), Accumulator()
    for _end in _interleaved(run, va, vb, games, a, b, stop):
        if progress is not None:
            progress(min(len(a), len(b)), games)
    return _pair(a, b, (va.name, vb.name), options, z)


# ============================================================ sequential
#: Why a sequential run stopped.
REASONS = ("clear", "max_games", "stopped", "exhausted")


@dataclass
class Look:
    """The state of a sequential comparison at one look."""

    games: int
    look: int
    looks: int
    difference: Difference | None
    z: float  # the normal threshold at each look (Bonferroni over the looks); the interval
    # takes the t quantile with the same tail at the look's n - 1 degrees of freedom
    reason: str | None = None  # set at the last look: one of REASONS
    paired: Paired | None = None  # the full comparison of the games so far

    @property
    def done(self) -> bool:
        return self.reason is not None

    def explain(self) -> str:
        """Why the run stopped (or where it stands), in plain words."""
        d = self.difference
        diff = (_("difference {mean} [{lo}, {hi}]").format(
            mean=format_number(d.mean, 3), lo=format_number(d.lo, 3),
            hi=format_number(d.hi, 3)) if d is not None else _("no difference yet"))
        games = format_number(self.games)
        if self.reason == "clear":
            return _("Stopped after {games} games under each rule set: the difference is "
                     "clear ({diff}).").format(games=games, diff=diff)
        if self.reason == "max_games" and stats.too_few(d.n if d is not None else self.games):
            # Translators: {least} is the fewest games a difference needs (10).
            return _("Stopped at the limit of {games} games under each rule set: too few "
                     "games to tell ({diff}); at least {least} are needed.").format(
                games=games, diff=diff, least=format_number(stats.MIN_GAMES))
        if self.reason == "max_games":
            return _("Stopped at the limit of {games} games under each rule set: the "
                     "difference is not clear ({diff}).").format(games=games, diff=diff)
        if self.reason == "stopped":
            return _("Stopped by hand after {games} games ({diff}).").format(games=games,
                                                                              diff=diff)
        if self.reason == "exhausted":
            return _("No more games after {games} ({diff}).").format(games=games, diff=diff)
        return _("{games} games so far ({diff}).").format(games=games, diff=diff)


def _threshold(alpha: float, looks: int) -> float:
    return statistics.NormalDist().inv_cdf(1 - alpha / (2 * looks))


def sequential(variant: str | Variant | RulesConfig, metric: str = "first_player", *,
               max_games: int = 1000, look_every: int = 50, min_games: int = 30,
               alpha: float = 0.05, runner: Runner | None = None,
               official: str | Variant | RulesConfig = "official",
               stop: Callable[[], bool] | None = None, **options: Any) -> Iterator[Look]:
    """Compare ``variant`` with the official rules until the difference in ``metric`` is
    clear, or ``max_games``; yields a :class:`Look` at each look, the last one with its
    ``reason``.  Never *clear* before ``min_games`` pairs, nor before
    :data:`~gaucho.workshop.stats.MIN_GAMES` whatever ``min_games`` says.  ``stop()``
    returning true (a Stop button) ends the run at the next batch, keeping the comparison
    of the games played so far.
    """
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 1
               for v in (look_every, max_games)):
        raise SimulationError(_("look_every and max_games must be at least 1"))
    if metric not in ("skill", "restricted"):
        check_per_game_metric(metric)
    va, vb = as_variant(official), as_variant(variant)
    run = _runner(runner, options)
    _check_options(options)
    looks = math.ceil(max_games / look_every)
    z = _threshold(alpha, looks)
    bot = options.get("strong") if metric == "skill" else (
        "restricted" if metric == "restricted" else None)
    a, b = Accumulator(), Accumulator()
    look, next_look = 0, look_every
    reason: str | None = None
    steps = _interleaved(run, va, vb, max_games, a, b, stop)
    for end in steps:
        n = min(len(a), len(b))
        if end is not None:
            reason = "max_games" if end == "exhausted" and n >= max_games else end
            break
        if n < next_look and n < max_games:
            continue
        look += 1
        next_look = (n // look_every + 1) * look_every
        d = paired_difference(a, b, metric, z, bot)
        if d is not None and d.n >= min_games and d.clear:
            reason = "clear"
        elif n >= max_games:
            reason = "max_games"
        else:
            yield Look(n, look, looks, d, z)
            continue
        steps.close()
        break
    n = min(len(a), len(b))
    yield Look(n, look, looks, paired_difference(a, b, metric, z, bot), z, reason,
               _pair(a, b, (va.name, vb.name), options, 1.96))


def run_sequential(variant: str | Variant | RulesConfig, metric: str = "first_player",
                   **options: Any) -> Look:
    """:func:`sequential` to its end: the last :class:`Look` (with ``reason``)."""
    looks = list(sequential(variant, metric, **options))
    return looks[-1]


# ============================================================ sweep
@dataclass(frozen=True)
class Point:
    """One value of the swept rule and a metric's estimate there with its band."""

    value: Any
    estimate: float
    lo: float
    hi: float
    n: int


@dataclass
class Balancing:
    """The swept value that best balances the seats, and those as good within the
    intervals (``plausible``)."""

    parameter: str
    value: Any
    metric: Metric
    plausible: list[Any]
    objective: str

    def sentence(self) -> str:
        low, high = self.plausible[0], self.plausible[-1]
        return _("The seats are best balanced at {parameter} = {value} ({label}: {shown} "
                 "{interval}); every value from {low} to {high} is as good within the "
                 "intervals.").format(parameter=self.parameter, value=self.value,
                                      label=self.metric.label,
                                      shown=self.metric.show(), interval=self.metric.interval,
                                      low=low, high=high)


@dataclass
class Sweep:
    """Each swept value's metrics; :meth:`curve` is one metric across the values."""

    parameter: str
    values: list[Any]
    metrics: list[list[Metric]]

    def curve(self, key: str) -> list[Point]:
        out = []
        for v, ms in zip(self.values, self.metrics, strict=True):
            for m in ms:
                if m.key == key:
                    out.append(Point(v, m.value, m.lo, m.hi, m.n))
        return out

    def keys(self) -> list[str]:
        seen: dict[str, None] = {}
        for ms in self.metrics:
            seen.update((m.key, None) for m in ms)
        return list(seen)

    def balancing(self, objective: str = "seat_gap") -> Balancing:
        """The value whose ``objective`` is closest to balanced: the smallest seat gap
        (``seat_gap``), or the first player's share closest to the fair one
        (``first_player``).  ``plausible``: the values whose interval reaches the best
        one's (they cannot be told apart from it with these games)."""
        scored: list[tuple[float, float, float, Any, Metric]] = []
        for v, ms in zip(self.values, self.metrics, strict=True):
            m = next((m for m in ms if m.key == objective), None)
            if m is None:
                continue
            target = 0.0 if objective == "seat_gap" or m.reference is None else m.reference
            # the interval's nearest and farthest points from the target
            near = 0.0 if m.lo <= target <= m.hi else min(abs(m.lo - target),
                                                          abs(m.hi - target))
            far = max(abs(m.lo - target), abs(m.hi - target))
            scored.append((abs(m.value - target), near, far, v, m))
        if not scored:
            raise SimulationError(_("the sweep has no {metric} values").format(
                metric=objective))
        _d, _near, reach, value, metric = min(scored, key=lambda t: t[0])
        plausible = [v for _d, near, _far, v, _m in scored if near <= reach]
        return Balancing(self.parameter, value, metric, plausible or [value], objective)


def sweep(parameter: str, values: Sequence[Any], games: int = 200, *,
          runner: Runner | None = None, base: str | Variant | RulesConfig = "official",
          progress: Callable[[int, int], object] | None = None,
          stop: Callable[[], bool] | None = None, **options: Any) -> Sweep:
    """Play ``games`` games at each value of the rule ``parameter`` (the same seeds at every
    value) and summarise them.  ``progress(values_done, values)`` after each value;
    ``stop()`` returning true ends the sweep at the next batch, keeping the values
    finished so far.  ``options``: those of :func:`paired`."""
    base_variant = as_variant(base)
    values = _sequence("values", values)
    _check_games(games)
    run = _runner(runner, options)
    _check_options(options)
    variants = [make_variant(f"{parameter}={v}", f"{parameter} = {v}",
                             base=base_variant.config, **{parameter: v}) for v in values]
    results: list[list[Metric]] = []
    for k, variant in enumerate(variants):
        acc = Accumulator()
        source = iter(run(variant, games))
        stopped = False
        for batch in source:
            if stop is not None and stop():
                stopped = True
                getattr(source, "close", lambda: None)()
                break
            acc.add(batch)
        if stopped:
            break
        results.append(acc.summarise(**options))
        if progress is not None:
            progress(k + 1, len(variants))
    return Sweep(parameter, list(values)[:len(results)], results)


# ============================================================ skill trace
def skill_trace(budgets: Sequence[int], games: int = 100, *, level: str = DEFAULT_BOTS.strong,
                weak: str = DEFAULT_BOTS.weak, players: int = 4,
                variant: str | Variant | RulesConfig = "official",
                runner_factory: Callable[[list[Any]], Runner] | None = None,
                z: float = 1.96) -> list[tuple[int, Metric]]:
    """The skill gap as the strong bot's budget grows: for each number of simulations
    per decision (doubling, say 24, 48, 96, ...), the win share of ``level`` with that
    budget against ``players - 1`` ``weak`` bots.  A curve that keeps rising says skill
    keeps paying in this variant; one that flattens early says the dice and draws decide.
    ``runner_factory(bots)`` makes the runner for a list of bot specs (default:
    :func:`simulation_runner`)."""
    v = as_variant(variant)
    budgets = _sequence("budgets", budgets)
    _check_games(games)
    make = runner_factory or (lambda bots: simulation_runner(bots, players))
    out: list[tuple[int, Metric]] = []
    for budget in budgets:
        strong = f"{level}:simulations={budget}"
        acc = Accumulator()
        for batch in make([strong, *[weak] * (players - 1)])(v, games):
            acc.add(batch)
        skill = next((m for m in acc.summarise(strong=strong, z=z) if m.key == "skill"), None)
        if skill is not None:
            out.append((budget, skill))
    return out
