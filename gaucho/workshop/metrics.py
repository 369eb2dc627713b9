"""Design metrics a game designer can trust: every figure with its sample size and interval.

The questions are those of the game-design literature (Browne's aesthetic game
measures; Ludii's Balance, Completion, Duration, Drama, Lead Change and
Decisiveness; Jaffe's restricted play), asked of the records of a simulation:

=================  ====================================================  ==========
key                what it measures                                      interval
=================  ====================================================  ==========
``first_player``   win share of the round-1 start player (fair: 1/n)     Wilson
``seat_gap``       best minus worst win share over the turn orders       Bonferroni
``completion``     share of games that reached the final scoring         Wilson
``pile_end``       share of games whose end the empty draw pile set off  Wilson
``rounds``         rounds per game                                       normal
``decisions``      decisions per game (all players)                      normal
``margin``         winner's Pesos minus the runner-up's                  normal
``lead_changes``   changes of the leading seat(s) from round to round    normal
``comeback``       share of games whose winner trailed in the second half Wilson
``behind``         share of round ends at which the final winner trailed normal
``deficit``        how far behind he was at worst, when he ever was      normal
``decisive``       the round from which the final winner stays ahead     normal
``skill``          win share of the strong bot against weaker ones       Wilson
``restricted``     win share of a bot forbidden one mechanism            Wilson
``area:X``         gauchos put on Action Area X per game                 normal
``special:K``      special action K used per game                        normal
``sale:K``         herds sold per game by kind (immediate/forced/final)  normal
=================  ====================================================  ==========

The *standing* behind lead changes, drama and decisiveness is Pesos plus the
value of the herds at the end of each round (:mod:`gaucho.workshop.traces`).
Games are the independent units; "normal" (the name kept for older code) is the
t interval mean ± t·se, Student's t with n - 1 degrees of freedom at the level of z
(:func:`stats.t_for_z`, :func:`stats.summarize`; cut at 0, none for a single game),
Wilson is :func:`stats.wilson`; the seat gap's interval joins the turn orders'
Wilson intervals taken at a Bonferroni level (:func:`seat_gap_interval`).
docs/design-metrics.md defines each with an example.

The records are streamed: :class:`Accumulator` keeps a handful of numbers per
game (:class:`GameFacts`), never the records themselves, so a study of a
million games holds a few hundred bytes per game.
"""

from __future__ import annotations

import functools
import numbers
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gaucho.config import AREAS, area_name
from gaucho.engine.decisions import BY_NAME
from gaucho.errors import SimulationError
from gaucho.i18n import N_, _, format_number
from gaucho.workshop import stats
from gaucho.workshop.traces import (
    SPECIAL_KINDS,
    behind_share,
    decisive_round,
    late_comeback,
    lead_changes,
    winner_deficit,
)

__all__ = ["Accumulator", "GameFacts", "Metric", "facts_of", "game_values", "percent",
           "summarise", "usage_keys"]

Record = dict[str, Any]

#: The label of the restricted bot in the records (see :mod:`gaucho.workshop.restricted`).
RESTRICTED = "restricted"


# ============================================================ one game
@dataclass(frozen=True, slots=True)
class GameFacts:
    """What the metrics need of one game: a few numbers, nothing else kept."""

    players: int
    finished: bool
    pile_end: bool
    rounds: int
    decisions: int
    margin: float
    by_turn: tuple[float, ...]  # win share of each turn order (0: the first player)
    bot_share: tuple[tuple[str, float, int], ...]  # (bot, win shares, seats) per label
    lead_changes: int | None = None
    behind: float | None = None
    comeback: bool | None = None
    deficit: float | None = None
    decisive: int | None = None
    usage: tuple[tuple[str, float], ...] = ()


def facts_of(game: Record, players: Sequence[Record], sales: Sequence[Record] = ()
             ) -> GameFacts:
    """The :class:`GameFacts` of one game from its ``games``, ``players`` and ``sales`` rows."""
    n = int(game["players"])
    by_turn = [0.0] * n
    shares: dict[str, list[float]] = {}
    for r in players:
        if 0 <= r["turn_order"] < n:
            by_turn[r["turn_order"]] += float(r["win_share"])
        s = shares.setdefault(str(r["bot"]), [0.0, 0])
        s[0] += float(r["win_share"])
        s[1] += 1
    trace = game.get("standing_by_round")
    winners = list(game.get("winners") or [])
    usage: dict[str, float] = {}
    for area, seats in (game.get("placements") or {}).items():
        usage[f"area:{area}"] = float(sum(seats))
    for kind, seats in (game.get("specials") or {}).items():
        usage[f"special:{kind}"] = float(sum(seats))
    for row in sales:
        key = f"sale:{row['kind']}"
        usage[key] = usage.get(key, 0.0) + 1.0
    finished = bool(game.get("finished", True))
    return GameFacts(
        players=n, finished=finished,
        pile_end=finished and game.get("trigger_round") is not None,
        rounds=int(game["rounds"]), decisions=int(game["decisions"]),
        margin=float(game["margin"]), by_turn=tuple(by_turn),
        bot_share=tuple((b, v[0], int(v[1])) for b, v in sorted(shares.items())),
        lead_changes=lead_changes(trace) if trace else None,
        behind=behind_share(trace, winners) if trace and winners else None,
        comeback=late_comeback(trace, winners) if trace and winners else None,
        deficit=winner_deficit(trace, winners) if trace and winners else None,
        decisive=decisive_round(trace, winners) if trace and winners else None,
        usage=tuple(sorted(usage.items())))


def _tables(records: Any) -> tuple[list[Record], list[Record], list[Record], int]:
    """games, players, sales and the number of failed games of a Simulation or a dict."""
    def get(name: str) -> list[Record]:
        if isinstance(records, dict):
            return list(records.get(name, ()))
        return list(getattr(records, name, ()))
    return get("games"), get("players"), get("sales"), len(get("failures"))


@dataclass
class Accumulator:
    """Facts of the games seen so far, added a batch at a time (memory: a few numbers a game).

    ``add`` a :class:`~gaucho.workshop.simulation.Simulation` batch (or a dict of
    tables); :meth:`summarise` gives the metrics of everything added.
    """

    facts: list[GameFacts] = field(default_factory=list)
    failed: int = 0
    #: game index -> facts, for pairing two studies played on the same seeds.
    index: list[int] = field(default_factory=list)

    def add(self, records: Any) -> None:
        games, players, sales, failed = _tables(records)
        self.failed += failed
        rows: dict[Any, list[Record]] = {}
        for r in players:
            rows.setdefault(r["game"], []).append(r)
        sold: dict[Any, list[Record]] = {}
        for r in sales:
            sold.setdefault(r["game"], []).append(r)
        for g in games:
            self.facts.append(facts_of(g, rows.get(g["game"], []), sold.get(g["game"], [])))
            self.index.append(int(g["game"]))

    def __len__(self) -> int:
        return len(self.facts)

    def summarise(self, **options: Any) -> list[Metric]:
        return _summarise(self.facts, self.failed, **options)


# ============================================================ one figure
#: Each metric's name as a person reads it.
LABELS = {
    # Translators: names of the design metrics (a report's rows, a plot's axis).
    "first_player": N_("First player's win share"),
    "seat_gap": N_("Gap between seats"),
    "completion": N_("Games completed"),
    "pile_end": N_("Games ended by the empty pile"),
    "rounds": N_("Rounds per game"),
    "decisions": N_("Decisions per game"),
    "margin": N_("Winning margin"),
    "lead_changes": N_("Lead changes per game"),
    "comeback": N_("Games won from behind"),
    "behind": N_("Rounds the winner was behind"),
    "deficit": N_("Winner's worst deficit"),
    "decisive": N_("Decisive round"),
    "skill": N_("Strong bot's win share"),
    "restricted": N_("Restricted bot's win share"),
}
#: Metrics that are shares (written as percentages, intervals from counts).
SHARES = frozenset({"first_player", "seat_gap", "completion", "pile_end", "comeback", "behind",
                    "skill", "restricted"})


def percent(x: float, digits: int = 0) -> str:
    """A share as a percentage in the current language (``38%``, ``38 %``)."""
    if isinstance(x, bool) or not isinstance(x, numbers.Real):
        # Translators: {value} is what was given ('a'), {kind} its Python type ("str").
        raise SimulationError(_("percent: the share must be a number such as 0.38, not "
                                "{value} ({kind})").format(value=repr(x)[:40],
                                                           kind=type(x).__name__))
    # Translators: a percentage; {value} is the number ("38"), French and German add a space.
    return _("{value}%").format(value=format_number(100 * x, digits))


@dataclass(frozen=True)
class Metric:
    """One design figure: ``value`` with its ``lo``..``hi`` interval over ``n`` units.

    ``reference`` is what a balanced game gives (the fair share), if there is one;
    ``subject`` names what the figure is about (a bot, an area) where that matters.
    :attr:`label` and :meth:`sentence` are in the current language.
    """

    key: str
    value: float
    lo: float
    hi: float
    n: int
    method: str
    reference: float | None = None
    subject: str = ""

    @property
    def label(self) -> str:
        if self.key in LABELS:
            return _(LABELS[self.key])
        kind, _colon, name = self.key.partition(":")
        if kind == "area":
            return _("Gauchos on {area} per game").format(area=area_name(name))
        if kind == "special":
            if name in _SHARED_SPACE_WORDS:
                # Translators: {area} is an Action Area's name (RAISE), {action} what its
                # gaucho was used for there ("raise your own lying gauchos").
                return _("{area} used per game: {action}").format(
                    area=_special_area(name), action=_(_SHARED_SPACE_WORDS[name]))
            return _("{action} used per game").format(action=special_name(name))
        if kind == "sale":
            return _("Sales per game: {kind}").format(kind=sale_kind_name(name))
        return self.key

    def show(self, x: float | None = None) -> str:
        """A value of this metric as a person reads it (a percentage for shares)."""
        x = self.value if x is None else x
        if self.key in SHARES:
            return percent(x)
        return format_number(x, 1)

    @property
    def interval(self) -> str:
        # Translators: an interval, "[31%, 45%]".
        return _("[{lo}, {hi}]").format(lo=self.show(self.lo), hi=self.show(self.hi))

    def sentence(self, reference: Metric | None = None, clear: bool | None = None) -> str:
        """One sentence of plain words; with ``reference`` (the same metric under the
        official rules) it says what changed.  ``clear``: whether the difference is
        clear (default: the two intervals do not overlap)."""
        if reference is not None:
            return _compared(self, reference, clear)
        return _plain(self)

    def as_dict(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "value": self.value, "lo": self.lo,
                "hi": self.hi, "n": self.n, "method": self.method,
                "reference": self.reference, "subject": self.subject,
                "sentence": self.sentence()}


#: What a special action does, in words, for the kinds that share their Action Area with
#: another (their area's name alone would not tell them apart).
_SHARED_SPACE_WORDS = {
    # Translators: what the gaucho on RAISE (the Supervisor) is used for, after its name:
    # "RAISE: raise your own lying gauchos".
    "raise": N_("raise your own lying gauchos"),
    # Translators: what the gaucho on RAISE (the Supervisor) is used for, after its name:
    # "RAISE: replace an opponent's lying gaucho".
    "replace": N_("replace an opponent's lying gaucho"),
}


def _special_area(kind: str) -> str:
    d = BY_NAME.get(kind)
    return kind if d is None or d.space is None else str(area_name(d.space))


def special_name(kind: str) -> str:
    """A special action's name: its Action Area's, with what it does in words when two kinds
    share the area (``RAISE: raise your own lying gauchos``)."""
    name = _special_area(kind)
    if kind not in _SHARED_SPACE_WORDS:
        return name
    # Translators: {area} is an Action Area's name (RAISE), {action} what its gaucho does.
    return _("{area}: {action}").format(area=name, action=_(_SHARED_SPACE_WORDS[kind]))


def sale_kind_name(kind: str) -> str:
    """A kind of sale as a person reads it (the names :mod:`plots` marks, SALE_KINDS)."""
    return _(kind)


def _plain(m: Metric) -> str:
    v, iv, n = m.show(), m.interval, m.n
    fair = m.show(m.reference) if m.reference is not None else ""
    key = m.key
    if key == "first_player":
        return _("The first player wins {value} of the games {interval}; a fair share is "
                 "{fair}.").format(value=v, interval=iv, fair=fair)
    if key == "seat_gap":
        return _("The best seat wins {value} more of the games than the worst {interval}; "
                 "0 would be perfectly balanced.").format(value=v, interval=iv)
    if key == "skill":
        return _("The {bot} bot wins {value} of its games against weaker bots {interval}; "
                 "a fair share is {fair}.").format(bot=m.subject, value=v, interval=iv,
                                                   fair=fair)
    if key == "restricted":
        return _("Forbidden {mechanism}, a bot wins {value} of its games {interval}; a fair "
                 "share is {fair}.").format(mechanism=m.subject, value=v, interval=iv,
                                            fair=fair)
    if key == "comeback":
        return _("The winner was still behind in the second half of {value} of the games "
                 "{interval}.").format(value=v, interval=iv)
    if key == "behind":
        return _("The final winner was behind at {value} of the round ends {interval}.").format(
            value=v, interval=iv)
    if key == "decisive":
        return _("On average the final winner leads for good from round {value} "
                 "{interval}.").format(value=v, interval=iv)
    # Translators: the plain sentence of any other design metric; {n} is a number of games.
    return _("{label}: {value} {interval}, over {n} games.").format(
        label=m.label, value=v, interval=iv, n=format_number(n))


#: What changed, in words: (no clear change, up, down) per metric (``""``: any other).
COMPARED = {
    "skill": (N_("Skill matters about as much: the {bot} bot wins {value} against {ref}."),
              N_("Skill matters more: the {bot} bot wins {value} instead of {ref}."),
              N_("Skill matters less: the {bot} bot wins {value} instead of {ref}.")),
    # a restricted bot that wins more: the mechanism it lacks matters less
    "restricted": (N_("{mechanism} matters about as much: a bot forbidden it wins {value} "
                      "against {ref}."),
                   N_("{mechanism} matters less: a bot forbidden it wins {value} instead of "
                      "{ref}."),
                   N_("{mechanism} matters more: a bot forbidden it wins {value} instead of "
                      "{ref}.")),
    "": (N_("{label}: hardly any change, {value} against {ref}."),
         N_("{label}: up from {ref} to {value}."),
         N_("{label}: down from {ref} to {value}.")),
}


def _compared(m: Metric, ref: Metric, clear: bool | None) -> str:
    if clear is None:
        clear = m.lo > ref.hi or m.hi < ref.lo
    same, up, down = COMPARED.get(m.key, COMPARED[""])
    text = same if not clear else up if m.value > ref.value else down
    return _(text).format(value=m.show(), ref=ref.show(), bot=m.subject, label=m.label,
                          mechanism=m.subject)


# ============================================================ intervals
def _share(key: str, successes: float, n: int, z: float, reference: float | None = None,
           subject: str = "") -> Metric | None:
    if n <= 0:
        return None
    lo, hi = stats.wilson(successes, n, z)
    return Metric(key, successes / n, lo, hi, n, "wilson", reference, subject)


@functools.lru_cache(maxsize=256)
def _t(z: float, df: int) -> float:
    """:func:`stats.t_for_z`, kept: a summary asks it for each of its means, mostly with
    the same number of games (a bisection takes up to 2 ms)."""
    return stats.t_for_z(z, df)


def _mean(key: str, values: Sequence[float], z: float, subject: str = "",
          share: bool = False) -> Metric | None:
    """The mean of ``values`` with its t interval; ``share``: a share of something (0 to
    1), whose interval is cut at 1 as every interval is cut at 0 (a t interval of 2 games
    reaches far past both)."""
    if not values:
        return None
    s = stats.summarize(values)
    n = int(s["n"])
    # Student's t with n - 1 degrees of freedom at the level of z (1.96: 95 %): wider than
    # z se for few games (3 games: 4.30 se, not 1.96 se), the same for many; one game has
    # no spread to estimate, so no interval (it is the value itself, as a paired
    # difference of one game is)
    half = _t(z, n - 1) * s["se"] if n > 1 and s["se"] > 0 else 0.0
    # every metric given as a mean is a count, a length or a share, never below 0: an
    # interval reaching below 0 is cut there (a count of 0.3 [-0.1, 0.7] reads 0.3 [0, 0.7])
    high = s["mean"] + half
    return Metric(key, s["mean"], max(0.0, s["mean"] - half), min(1.0, high) if share else high,
                  n, "normal", None, subject)


def seat_gap_interval(wins: Sequence[float], n: int, z: float) -> tuple[float, float]:
    """An interval for best minus worst win share over the turn orders.

    Each turn order's share gets a Wilson interval at level ``1 - alpha / k`` (``k``
    turn orders, Bonferroni), so all ``k`` hold together with probability at least
    ``1 - alpha``; then the true gap lies between ``max lo - min hi`` (0 if the
    intervals overlap) and ``max hi - min lo``.  Conservative, and unlike a
    bootstrap of the largest difference it covers 0 when the seats are balanced.
    """
    k = len(wins)
    alpha = 2 * (1 - statistics.NormalDist().cdf(z))
    zk = statistics.NormalDist().inv_cdf(1 - alpha / (2 * k))
    bounds = [stats.wilson(w, n, zk) for w in wins]
    lo = max(0.0, max(b[0] for b in bounds) - min(b[1] for b in bounds))
    hi = max(b[1] for b in bounds) - min(b[0] for b in bounds)
    return lo, hi


def turn_wins(facts: Sequence[GameFacts]) -> list[float]:
    """The wins (shares summed) of each turn order over the games."""
    totals = [0.0] * facts[0].players
    for f in facts:
        for t, v in enumerate(f.by_turn[:len(totals)]):
            totals[t] += v
    return totals


# ============================================================ the summary
def game_values(f: GameFacts, key: str, bot: str | None = None) -> float | None:
    """The per-game value behind a metric (for paired comparisons and sequential tests):
    a 0/1 or a win share for share metrics, the number itself otherwise."""
    if key == "first_player":
        return f.by_turn[0] if f.finished else None
    if key in ("completion",):
        return float(f.finished)
    if key == "pile_end":
        return float(f.pile_end)
    if not f.finished:
        return None
    if key in ("rounds", "decisions", "margin"):
        return float(getattr(f, key))
    if key in ("lead_changes", "decisive"):
        v = getattr(f, key)
        return None if v is None else float(v)
    if key == "comeback":
        return None if f.comeback is None else float(f.comeback)
    if key == "behind":
        return f.behind
    if key == "deficit":
        return f.deficit if f.deficit else None
    if key in ("skill", "restricted"):
        for b, share, seats in f.bot_share:
            if b == bot:
                return share / seats
        return None
    if ":" in key:
        return dict(f.usage).get(key, 0.0)
    raise KeyError(key)


#: The metrics with a value in each game (:func:`game_values`), which a sequential test can
#: follow; besides them, the usage metrics ``area:...``, ``special:...``, ``sale:...``.
PER_GAME = ("first_player", "completion", "pile_end", "rounds", "decisions", "margin",
            "lead_changes", "decisive", "comeback", "behind", "deficit")
USAGE_PREFIXES = ("area:", "special:", "sale:")


def check_per_game_metric(key: Any) -> str:
    """``key`` if it names a metric with a value in each game, else a
    :class:`~gaucho.errors.SimulationError` listing them (before any game is played)."""
    if isinstance(key, str) and (key in PER_GAME or key.startswith(USAGE_PREFIXES)):
        return key
    raise SimulationError(_("unknown metric {value!r}: a study can follow {known}, or the use "
                            "of an area, special or sale (area:STEAL, special:..., sale:...)")
                          .format(value=key, known=", ".join(PER_GAME)))


def usage_keys(facts: Iterable[GameFacts]) -> list[str]:
    """The usage metrics present: every Action Area of the configuration (AREAS), every
    special action of the registry, and each kind of sale seen."""
    seen = {k for f in facts for k, _v in f.usage}
    areas = [f"area:{a}" for a in AREAS]
    specials = [f"special:{k}" for k in SPECIAL_KINDS]
    sales = sorted(k for k in seen if k.startswith("sale:"))
    return [k for k in (*areas, *specials) if k in seen] + sales


def summarise(records: Any, *, strong: str | None = None, restricted: str | None = None,
              z: float = 1.96) -> list[Metric]:
    """Every design metric of ``records`` (a Simulation, a dict of tables, or batches).

    ``strong``: the label of the strong bot whose win share is the skill gap;
    ``restricted``: a name for the mechanism the ``restricted`` bot was forbidden
    (its win share is the restricted-play figure).  ``z`` sets the intervals
    (1.96: 95 %).
    """
    acc = Accumulator()
    if isinstance(records, list) and records and not isinstance(records[0], dict):
        for batch in records:
            acc.add(batch)
    else:
        acc.add(records)
    return acc.summarise(strong=strong, restricted=restricted, z=z)


def _summarise(facts: Sequence[GameFacts], failed: int = 0, *, strong: str | None = None,
               restricted: str | None = None, z: float = 1.96) -> list[Metric]:
    stats.check_z(z)
    done = [f for f in facts if f.finished]
    out: list[Metric | None] = []
    if done:
        n = len(done)
        fair = 1.0 / done[0].players
        out.append(_share("first_player", sum(f.by_turn[0] for f in done), n, z, fair))
        wins = turn_wins(done)
        lo, hi = seat_gap_interval(wins, n, z)
        gap = (max(wins) - min(wins)) / n
        out.append(Metric("seat_gap", gap, lo, hi, n, "wilson-bonferroni", 0.0))
    total = len(facts) + failed
    out.append(_share("completion", len(done), total, z))
    out.append(_share("pile_end", sum(f.pile_end for f in facts), total, z))
    for key in ("rounds", "decisions", "margin", "lead_changes"):
        out.append(_mean(key, _values(done, key), z))
    late = _values(done, "comeback")
    out.append(_share("comeback", sum(late), len(late), z))
    out.append(_mean("behind", _values(done, "behind"), z, share=True))
    out.append(_mean("deficit", _values(done, "deficit"), z))
    out.append(_mean("decisive", _values(done, "decisive"), z))
    if done and strong is not None:
        out.append(_bot_share("skill", done, strong, z, strong))
    if done and restricted is not None:
        out.append(_bot_share("restricted", done, RESTRICTED, z, restricted))
    for key in usage_keys(done):
        out.append(_mean(key, _values(done, key), z))
    return [m for m in out if m is not None]


def _values(facts: Iterable[GameFacts], key: str) -> list[float]:
    return [v for f in facts if (v := game_values(f, key)) is not None]


def _bot_share(key: str, facts: Sequence[GameFacts], bot: str, z: float, subject: str
               ) -> Metric | None:
    wins = seats = 0.0
    for f in facts:
        for b, share, k in f.bot_share:
            if b == bot:
                wins += share
                seats += k
    return _share(key, wins, int(seats), z, 1.0 / facts[0].players, subject)
