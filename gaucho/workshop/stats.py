"""The statistics a game-design workshop reads off a simulation (pure Python).

Every function takes a :class:`gaucho.workshop.simulation.Simulation` (or the list of
records of the table it needs) and returns plain dicts, so the answers print,
compare and test easily; :mod:`gaucho.workshop.plots` draws them.

Conventions, stated once:

* **Shared victories** (R-TIE-1: equal Pesos share the win).  With
  ``ties="split"`` (default) each of ``k`` tied winners scores ``1/k`` of a win,
  so the win rates of a game's players add up to 1 and a fair seat wins
  ``1/players`` of the games; with ``ties="win"`` each tied winner scores a
  whole win (rates then add up to a little more than 1).
* **Win rates** carry a Wilson score interval (``z=1.96``: 95 %), which behaves
  well near 0 and 1 and for small samples; fractional wins enter it as
  fractional successes.
* **First player** means the start player of round 1 (``turn_order == 0``;
  R-SETUP-10); the start player then moves on each round (R-NEXT-1), so
  ``turn_order`` is the seat's position in round 1.  ``seat`` is the colour
  (Red = 0), which is *not* the turn order.
* **Comparisons** (:func:`compare`) treat games as the independent units: a
  per-player number is averaged over the players of a game first.  The
  interval of a difference in means is Welch's *t* interval (``method="normal"``,
  the name kept for older code: Student's *t* with the Welch–Satterthwaite
  degrees of freedom, at the level ``z`` gives for a normal interval, so it is
  wider than ``± z se`` for few games and the same for many), or a percentile
  bootstrap from a seeded ``random.Random``.
  A per-sale number ("tiles per sale in play") is likewise each game's mean per sale,
  over the games with a sale in play (the others have no value and are left out: the
  row's ``n_a``/``n_b`` count those games, its ``unit`` says so), never a sale each.
* **Too few games** (:data:`MIN_GAMES`): with fewer games than that on either
  side no difference is called clear, whatever its interval; the table marks it
  ``?`` and says there are too few games to tell.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gaucho.errors import SimulationError
from gaucho.i18n import N_, _, format_number, ngettext, use_language

__all__ = [
    "MIN_GAMES",
    "Comparison",
    "action_usage",
    "compare",
    "first_player_advantage",
    "game_length",
    "metric_label",
    "sale_sizes",
    "score_distribution",
    "seat_advantage",
    "student_t_cdf",
    "student_t_quantile",
    "summarize",
    "t_for_z",
    "too_few",
    "welch_interval",
    "wilson",
    "win_rate_by_bot",
    "win_rates",
]

Rows = list[dict[str, Any]]

#: The fewest games on each side (per rule set; pairs for a paired comparison) before a
#: difference may be called *clear*.  Below it the spread of the games is itself too
#: uncertain to trust: the sample standard deviation of 3 games is off by a factor of 2 or
#: more about one time in four (of 10 games, about one time in a hundred), the *t*
#: quantile is still far from the normal one (4.30 against 1.96 at 95 % for 3 paired
#: games, 2.26 for 10), a single unusual game can swing the mean, and the percentile
#: bootstrap has almost nothing to resample.  From about 10 games the *t* interval is
#: within 15 % of its large-sample width and close to its level for the skewed, bounded
#: per-game numbers of a game (counts, Pesos, win shares), so 10 is the least a designer
#: should read a "clear" from; a study of a few hundred games is far above it.  Every
#: "clear" of :mod:`gaucho.workshop` (a comparison's ``significant``, a paired
#: :class:`~gaucho.workshop.sweep.Difference`, a sequential run's stop) keeps it.
MIN_GAMES = 10


def too_few(*games: int) -> bool:
    """Whether any of ``games`` (the games on each side) is below :data:`MIN_GAMES`."""
    return any(n < MIN_GAMES for n in games)


def _table(data: Any, name: str) -> Rows:
    """The ``name`` table of a Simulation, or ``data`` itself if it is a list of rows."""
    if hasattr(data, name):
        rows: Rows = getattr(data, name)
        return rows
    if isinstance(data, dict) and isinstance(data.get(name), list | tuple):
        return list(data[name])  # a dict of tables, as the metrics take
    if isinstance(data, list | tuple) and all(isinstance(row, dict) for row in data):
        return list(data)
    # Translators: {table} is a table's name (games, players, sales: not translated); {kind}
    # the type of what was given (int, NoneType...).
    raise SimulationError(_("expected a Simulation or a list of {table} records, not {kind}")
                          .format(table=name, kind=type(data).__name__))


def _column(rows: Rows, by: Any, argument: str = "by") -> None:
    """Refuse a ``by=`` that is not a column of ``rows`` (naming the columns there are)."""
    if rows and not (isinstance(by, str) and by in rows[0]):
        # Translators: {argument} is an argument's name (by), not translated; {columns}
        # the columns of a table of records.
        raise SimulationError(_("{argument}={value!r} is not a column of the records; the "
                                "columns are {columns}").format(
            argument=argument, value=by, columns=", ".join(rows[0])))


def check_z(z: Any) -> None:
    """Refuse a ``z`` that is not a positive number (1.96 gives 95 % intervals)."""
    if isinstance(z, bool) or not isinstance(z, int | float) or not 0 < z < 100:
        # Translators: z is an argument's name, not translated.
        raise SimulationError(_("z must be a positive number (1.96 gives 95% intervals), "
                                "not {value!r}").format(value=z))


# ============================================================= intervals
def _beta_fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of the regularized incomplete beta function (modified
    Lentz's method, as in Numerical Recipes' ``betacf``)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 1000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        step = d * c
        h *= step
        if abs(step - 1.0) < 1e-15:
            break
    return h


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b), for 0 <= x <= 1."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                 + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(log_front) * _beta_fraction(a, b, x) / a
    return 1.0 - math.exp(log_front) * _beta_fraction(b, a, 1.0 - x) / b


def student_t_cdf(t: float, df: float) -> float:
    """P(T <= t) for Student's t with ``df`` degrees of freedom (``df`` may be fractional,
    as Welch's are; ``math.inf`` gives the normal distribution)."""
    if math.isinf(df):
        return statistics.NormalDist().cdf(t)
    tail = 0.5 * _incomplete_beta(df / 2.0, 0.5, df / (df + t * t))
    return 1.0 - tail if t > 0 else tail


def student_t_quantile(p: float, df: float) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom, by bisection on
    :func:`student_t_cdf` (t(0.975, 1) = 12.706, t(0.975, 5) = 2.571, large df: 1.960)."""
    if not 0.0 < p < 1.0 or not df > 0:
        # Translators: p and df are arguments' names, not translated.
        raise SimulationError(_("p must be between 0 and 1 and df above 0, not p={p!r}, "
                                "df={df!r}").format(p=p, df=df))
    if math.isinf(df):
        return statistics.NormalDist().inv_cdf(p)
    if p < 0.5:
        return -student_t_quantile(1.0 - p, df)
    lo, hi = 0.0, 1.0
    while student_t_cdf(hi, df) < p:
        lo, hi = hi, hi * 2.0
    for _step in range(200):
        mid = (lo + hi) / 2.0
        if student_t_cdf(mid, df) < p:
            lo = mid
        else:
            hi = mid
        if hi - lo <= 1e-12 * max(1.0, hi):
            break
    return (lo + hi) / 2.0


def t_for_z(z: float, df: float) -> float:
    """The t quantile with the tail of the normal ``z`` (``z = 1.96``, 95 %: 2.571 at 5
    degrees of freedom, 1.960 at very many), so an interval keeps the level ``z`` asks."""
    return student_t_quantile(statistics.NormalDist().cdf(z), df)


def welch_interval(xa: Sequence[float], xb: Sequence[float], z: float = 1.96
                   ) -> tuple[float, float]:
    """Welch's t interval for ``mean(xb) - mean(xa)`` at the level of ``z`` (1.96: 95 %).

    ``se = sqrt(va/na + vb/nb)`` with the sample variances, and the t quantile with the
    Welch–Satterthwaite degrees of freedom
    ``df = se**4 / ((va/na)**2/(na-1) + (vb/nb)**2/(nb-1))``.  A side of a single game has
    no variance to estimate (it adds none, and no degrees of freedom); with no spread at all
    on either side the interval is the difference itself.
    """
    na, nb = len(xa), len(xb)
    diff = statistics.fmean(xb) - statistics.fmean(xa)
    wa = statistics.variance(xa) / na if na > 1 else 0.0
    wb = statistics.variance(xb) / nb if nb > 1 else 0.0
    se2 = wa + wb
    if se2 <= 0.0:
        return (diff, diff)
    denominator = (wa * wa / (na - 1) if na > 1 else 0.0) + (wb * wb / (nb - 1) if nb > 1
                                                            else 0.0)
    df = se2 * se2 / denominator if denominator > 0 else math.inf
    half = t_for_z(z, df) * math.sqrt(se2)
    return (diff - half, diff + half)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for ``successes / n`` (``successes`` may be fractional)."""
    if n <= 0:
        return (0.0, 1.0)
    if not -1e-9 <= successes <= n + 1e-9:  # (a sum of split wins may round past n)
        # Translators: successes and n are arguments' names, not translated.
        raise SimulationError(_("successes must be from 0 to n ({n}), not {value!r}").format(
            n=n, value=successes))
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n)
    # the interval holds p (rounding alone could leave out p = 1 by one ulp)
    return (min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))


def summarize(values: Iterable[float]) -> dict[str, float]:
    """n, mean, sd, standard error, min, 10/25/50/75/90 % quantiles, max."""
    try:
        xs = [float(v) for v in values]
    except (TypeError, ValueError):
        # Translators: values is an argument's name, not translated.
        raise SimulationError(_("values must be numbers, not {value}").format(
            value=repr(values)[:60])) from None
    n = len(xs)
    if n == 0:
        nan = float("nan")
        return {"n": 0, "mean": nan, "sd": nan, "se": nan, "min": nan, "q10": nan,
                "q25": nan, "median": nan, "q75": nan, "q90": nan, "max": nan}
    mean = statistics.fmean(xs)
    sd = statistics.stdev(xs) if n > 1 else 0.0
    if n > 1:
        q = statistics.quantiles(xs, n=20, method="inclusive")
        q10, q25, q50, q75, q90 = q[1], q[4], q[9], q[14], q[17]
    else:
        q10 = q25 = q50 = q75 = q90 = xs[0]
    return {"n": n, "mean": mean, "sd": sd, "se": sd / math.sqrt(n), "min": min(xs),
            "q10": q10, "q25": q25, "median": q50, "q75": q75, "q90": q90, "max": max(xs)}


# ============================================================= win rates
def _score(row: dict[str, Any], ties: str) -> float:
    if ties == "split":
        return float(row["win_share"])
    if ties == "win":
        return 1.0 if row["win"] else 0.0
    raise SimulationError(_("ties must be 'split' or 'win'"))


def win_rates(data: Any, by: str = "turn_order", ties: str = "split",
              z: float = 1.96) -> Rows:
    """Win rate per value of ``by`` (``turn_order``, ``seat``, ``bot``, ``is_start_player``...).

    Each row: the group, ``games`` (player-games in it), ``wins``, ``rate``,
    Wilson ``lo``/``hi``, and ``fair`` (1/players: what a balanced game gives).
    """
    check_z(z)
    if ties not in ("split", "win"):
        raise SimulationError(_("ties must be 'split' or 'win'"))
    players = _table(data, "players")
    _column(players, by)
    groups: dict[Any, list[dict[str, Any]]] = {}
    for row in players:
        groups.setdefault(row[by], []).append(row)
    out: Rows = []
    for key in sorted(groups, key=_sort_key):
        rows = groups[key]
        wins = sum(_score(r, ties) for r in rows)
        n = len(rows)
        lo, hi = wilson(wins, n, z)
        fair = statistics.fmean(1.0 / r["players"] for r in rows)
        out.append({by: key, "games": n, "wins": wins, "rate": wins / n, "lo": lo, "hi": hi,
                    "fair": fair})
    return out


def _sort_key(value: Any) -> tuple[str, Any]:
    return (type(value).__name__, value)


def seat_advantage(data: Any, ties: str = "split", z: float = 1.96) -> dict[str, Rows]:
    """Win rates by position in round 1 (``turn_order``) and by colour (``seat``)."""
    return {"turn_order": win_rates(data, "turn_order", ties, z),
            "seat": win_rates(data, "seat", ties, z)}


def first_player_advantage(data: Any, ties: str = "split", z: float = 1.96
                           ) -> dict[str, float]:
    """The round-1 start player's win rate, its Wilson interval, the fair rate and the excess."""
    rows = [r for r in _table(data, "players") if r["turn_order"] == 0]
    n = len(rows)
    wins = sum(_score(r, ties) for r in rows)
    lo, hi = wilson(wins, n, z)
    fair = statistics.fmean(1.0 / r["players"] for r in rows) if rows else float("nan")
    rate = wins / n if n else float("nan")
    return {"games": n, "wins": wins, "rate": rate, "lo": lo, "hi": hi, "fair": fair,
            "excess": rate - fair}


def win_rate_by_bot(data: Any, ties: str = "split", z: float = 1.96) -> Rows:
    """Win rate of each bot (over every seat it played)."""
    return win_rates(data, "bot", ties, z)


# ========================================================= distributions
def score_distribution(data: Any, by: str | None = None) -> Rows:
    """Summary of final Pesos per player (optionally per group, e.g. ``by="bot"``)."""
    return _summaries(_table(data, "players"), "pesos", by)


def _summaries(rows: Rows, column: str, by: str | None) -> Rows:
    if by is None:
        return [{"group": "all", **summarize(r[column] for r in rows)}]
    _column(rows, by)
    groups: dict[Any, list[float]] = {}
    for r in rows:
        groups.setdefault(r[by], []).append(r[column])
    return [{by: k, **summarize(groups[k])} for k in sorted(groups, key=_sort_key)]


def game_length(data: Any) -> dict[str, dict[str, float]]:
    """Summaries of rounds played, decisions and the round the end was triggered."""
    games = [g for g in _table(data, "games") if g.get("finished", True)]
    trig = [g["trigger_round"] for g in games if g.get("trigger_round") is not None]
    return {"rounds": summarize(g["rounds"] for g in games),
            "decisions": summarize(g["decisions"] for g in games),
            "trigger_round": summarize(trig)}


def sale_sizes(data: Any, by: str | None = "kind") -> Rows:
    """Tiles per herd sold and its Pesos, per kind of sale (immediate/forced/final)."""
    rows = _table(data, "sales")
    tiles = _summaries(rows, "tiles", by)
    pesos = _summaries(rows, "pesos", by)
    key = by or "group"
    return [{key: t[key], "sales": t["n"], "mean_tiles": t["mean"], "sd_tiles": t["sd"],
             "max_tiles": t["max"], "mean_pesos": p["mean"], "sd_pesos": p["sd"],
             "max_pesos": p["max"]} for t, p in zip(tiles, pesos, strict=True)]


def sale_size_counts(data: Any) -> dict[int, int]:
    """How many herds of each size (tiles) were sold."""
    counts: dict[int, int] = {}
    for r in _table(data, "sales"):
        counts[r["tiles"]] = counts.get(r["tiles"], 0) + 1
    return dict(sorted(counts.items()))


def action_usage(data: Any, by: str | None = "bot") -> Rows:
    """Mean number of each kind of action per player and game (``act_*`` columns)."""
    rows = _table(data, "players")
    if not rows:
        return []
    if by is not None:
        _column(rows, by)
    keys = [k for k in rows[0] if k.startswith("act_")]
    groups: dict[Any, Rows] = {}
    for r in rows:
        groups.setdefault(r[by] if by else "all", []).append(r)
    out: Rows = []
    for g in sorted(groups, key=_sort_key):
        rs = groups[g]
        out.append({by or "group": g, "n": len(rs),
                    **{k[4:]: statistics.fmean(r[k] for r in rs) for k in keys}})
    return out


# ============================================================ comparison
def _per_game(rows: Rows, f: Callable[[dict[str, Any]], float | None]) -> list[float]:
    """Average a per-player quantity within each game (games are the independent units)."""
    by_game: dict[Any, list[float]] = {}
    for r in rows:
        v = f(r)
        if v is not None:
            by_game.setdefault(r["game"], []).append(float(v))
    return [statistics.fmean(v) for _, v in sorted(by_game.items())]


def _metric_values(data: Any, metric: str) -> list[float]:
    if not isinstance(metric, str):
        metric = repr(metric)  # not a metric's name: refused below, by its repr
    if metric in _GAME_METRICS:
        col = _GAME_METRICS[metric]
        return [float(g[col]) for g in _table(data, "games")
                if g.get(col) is not None and g.get("finished", True)]
    if metric in _PLAYER_METRICS:
        f = _PLAYER_METRICS[metric]
        return _per_game(_table(data, "players"), f)
    if metric in _SALE_METRICS:
        # each game's mean per sale (the sales of one game are not independent): a game
        # without a sale in play has no value and is left out
        col = _SALE_METRICS[metric]
        return _per_game([s for s in _table(data, "sales") if s["kind"] != "final"],
                         lambda s: s[col])
    known = ", ".join([*_GAME_METRICS, *_PLAYER_METRICS, *_SALE_METRICS])
    raise SimulationError(_("unknown metric {metric!r}; known: {known}").format(
        metric=metric, known=known))


_GAME_METRICS = {
    "rounds": "rounds",
    "decisions": "decisions",
    "trigger round": "trigger_round",
    "winner pesos": "top_pesos",
    "winning margin": "margin",
    "shared wins": "shared_win",
}
_PLAYER_METRICS: dict[str, Callable[[dict[str, Any]], float | None]] = {
    "pesos": lambda r: r["pesos"],
    "first player win rate": lambda r: r["win_share"] if r["turn_order"] == 0 else None,
    "sales in play": lambda r: r["sales_in_play"],
    "immediate sales": lambda r: r["immediate_sales"],
    "tiles taken": lambda r: r["tiles_taken"],
    "steals": lambda r: r["act_steal"],
    "insurance pesos": lambda r: r["insurance_pesos"],
}
_SALE_METRICS = {
    "tiles per sale in play": "tiles",
    "pesos per sale in play": "pesos",
}

#: Each metric's name as a person reads it (the keys above are what ``metrics=`` takes).
METRIC_LABELS = {
    # Translators: names of the metrics of a workshop comparison (table rows, plot labels).
    "rounds": N_("rounds"), "decisions": N_("decisions"), "trigger round": N_("trigger round"),
    "winner pesos": N_("winner pesos"), "winning margin": N_("winning margin"),
    "shared wins": N_("shared wins"), "pesos": N_("pesos"),
    "first player win rate": N_("first player win rate"), "sales in play": N_("sales in play"),
    "immediate sales": N_("immediate sales"), "tiles taken": N_("tiles taken"),
    "steals": N_("steals"), "insurance pesos": N_("insurance pesos"),
    "tiles per sale in play": N_("tiles per sale in play"),
    "pesos per sale in play": N_("pesos per sale in play"),
}
#: The two ways :func:`compare` computes an interval, as a person reads them.
METHOD_LABELS = {"normal": N_("normal"), "bootstrap": N_("bootstrap")}
#: The same as a comparison table's footnote names them (``normal`` is Welch's t interval).
# Translators: the interval of a comparison table's footnote: Welch's t interval.
METHOD_WORDS = {"normal": N_("Welch t"), "bootstrap": N_("bootstrap")}


def metric_label(metric: str) -> str:
    """A metric's name in the current language (an unknown one as it is)."""
    return _(METRIC_LABELS[metric]) if metric in METRIC_LABELS else metric


def _decimal(text: str) -> str:
    """A number written with ``f"{x:.2f}"``, with the current language's decimal mark."""
    return text.replace(".", format_number(0.5, 1)[1])


#: The metrics :func:`compare` reports by default.
DEFAULT_METRICS = ("pesos", "winner pesos", "winning margin", "rounds", "decisions",
                   "first player win rate", "sales in play", "tiles per sale in play",
                   "tiles taken", "steals")


@dataclass
class Comparison:
    """Two simulations side by side; ``str()`` is a fixed-width table."""

    labels: tuple[str, str]
    rows: Rows = field(default_factory=list)
    method: str = "normal"
    z: float = 1.96

    def row(self, metric: str) -> dict[str, Any]:
        for r in self.rows:
            if r["metric"] == metric:
                return r
        raise KeyError(metric)

    def __str__(self) -> str:
        return self.text()

    def text(self, language: str | None = None) -> str:
        """The table in ``language`` (default: the current one; what ``str()`` gives)."""
        with use_language(language):
            return self._text()

    def _text(self) -> str:
        a, b = self.labels
        # Translators: column headers of a comparison table (keep them short: 24, 12 and
        # 19 characters at most).
        metric, diff, ci_head = _("metric"), _("diff (B-A)"), _("95% CI")
        # the first column as wide as its longest label in this language (at least 24)
        width = max([24, len(metric) + 1, *(len(metric_label(r["metric"])) + 1
                                            for r in self.rows)])
        head = f"{metric:<{width}}{a[:14]:>14}{b[:14]:>14}{diff:>12}  {ci_head:<19} "
        lines = [head.rstrip(), "-" * len(head.rstrip())]
        for r in self.rows:
            # Translators: an interval in a comparison table, "[-1.20, +3.40]".
            ci = _decimal(_("[{lo}, {hi}]").format(lo=f"{r['lo']:+.2f}", hi=f"{r['hi']:+.2f}"))
            mark = " *" if r["significant"] else " ?" if r.get("too_few") else ""
            lines.append(f"{metric_label(r['metric']):<{width}}"
                         + _decimal(f"{r['mean_a']:>14.2f}{r['mean_b']:>14.2f}"
                                    f"{r['diff']:>+12.2f}") + f"  {ci:<19}{mark}".rstrip())
        method = _(METHOD_WORDS[self.method]) if self.method in METHOD_WORDS else self.method
        # Translators: the footnote of a comparison table; {method} is normal or bootstrap.
        lines.append(_("(* interval excludes 0; {method} interval; games are the units)")
                     .format(method=method))
        if any(r.get("too_few") for r in self.rows):
            # Translators: a second footnote of a comparison table, for the rows marked ?:
            # {least} is the fewest games each side needs (10).
            lines.append(ngettext("(? fewer than {least} game on a side: too few games to "
                                  "tell)",
                                  "(? fewer than {least} games on a side: too few games to "
                                  "tell)", MIN_GAMES).format(least=MIN_GAMES))
        return "\n".join(lines)

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text(str(self))


def _diff_ci(xa: Sequence[float], xb: Sequence[float], z: float, method: str, n_boot: int,
             rng: random.Random) -> tuple[float, float]:
    if method == "normal":
        return welch_interval(xa, xb, z)
    if method == "bootstrap":
        diffs = []
        na, nb = len(xa), len(xb)
        for _draw in range(n_boot):
            sa = sum(xa[rng.randrange(na)] for _ in range(na)) / na
            sb = sum(xb[rng.randrange(nb)] for _ in range(nb)) / nb
            diffs.append(sb - sa)
        diffs.sort()
        alpha = 2 * (1 - statistics.NormalDist().cdf(z))
        lo = diffs[int(math.floor(alpha / 2 * (n_boot - 1)))]
        hi = diffs[int(math.ceil((1 - alpha / 2) * (n_boot - 1)))]
        return (lo, hi)
    raise SimulationError(_("method must be 'normal' or 'bootstrap'"))


def compare(a: Any, b: Any, metrics: Iterable[str] = DEFAULT_METRICS,
            labels: tuple[str, str] | None = None, z: float = 1.96, method: str = "normal",
            n_boot: int = 2000, seed: int = 0) -> Comparison:
    """Compare two simulations (e.g. two variants) metric by metric.

    For each metric: the mean in A and in B, the difference B - A and its
    interval (``method="normal"``: Welch's t interval; ``"bootstrap"``: percentile
    bootstrap with ``random.Random(seed)``), ``too_few`` (fewer than
    :data:`MIN_GAMES` games on a side) and ``significant``: the interval excludes 0 and
    there are enough games to say so.  ``n_a``/``n_b`` are games, never sales: a per-sale
    metric takes each game's mean per sale over the games with a sale in play (``unit``:
    ``"games with a sale in play"``; ``"games"`` for the others).
    """
    if labels is None:
        la = getattr(a, "meta", {}).get("variant", "A")
        lb = getattr(b, "meta", {}).get("variant", "B")
        labels = (str(la), str(lb)) if la != lb else ("A", "B")
    check_z(z)
    if method not in METHOD_LABELS:
        raise SimulationError(_("method must be 'normal' or 'bootstrap'"))
    if isinstance(metrics, str):
        metrics = [metrics]  # one metric by its name, not its letters
    rng = random.Random(seed)
    cmp = Comparison(labels=labels, method=method, z=z)
    for metric in metrics:
        xa, xb = _metric_values(a, metric), _metric_values(b, metric)
        if not xa or not xb:
            continue
        lo, hi = _diff_ci(xa, xb, z, method, n_boot, rng)
        ma, mb = statistics.fmean(xa), statistics.fmean(xb)
        cmp.rows.append({"metric": metric, "mean_a": ma, "mean_b": mb, "diff": mb - ma,
                         "lo": lo, "hi": hi, "n_a": len(xa), "n_b": len(xb),
                         "unit": ("games with a sale in play" if metric in _SALE_METRICS
                                  else "games"),
                         "too_few": too_few(len(xa), len(xb)),
                         "significant": (lo > 0 or hi < 0) and not too_few(len(xa), len(xb))})
    return cmp


def format_rows(rows: Rows, digits: int = 3) -> str:
    """A small fixed-width text table of rows (floats rounded), for notebooks and reports."""
    if not rows:
        return "(no rows)"
    cols = list(rows[0])

    def cell(v: Any) -> str:
        return f"{v:.{digits}f}" if isinstance(v, float) else str(v)

    cells = [[cell(r.get(c, "")) for c in cols] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(cols)]
    lines = ["  ".join(c.rjust(w) for c, w in zip(cols, widths, strict=True))]
    lines.extend("  ".join(v.rjust(w) for v, w in zip(row, widths, strict=True))
                 for row in cells)
    return "\n".join(lines)
