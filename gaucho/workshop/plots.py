"""matplotlib pictures of the workshop statistics.

They draw what :mod:`gaucho.workshop.stats` and :mod:`gaucho.workshop.dice` compute.

Each function returns a :class:`matplotlib.figure.Figure` made without pyplot
(no global state, nothing shown twice in Jupyter, safe in worker threads); the
figure shows itself as a PNG in Jupyter (``_repr_png_``) without ``%matplotlib``.
matplotlib is imported only when a plot is drawn.  Titles, axis labels and metric names
are in the language given (``language=``, default the current one, :mod:`gaucho.i18n`);
bot, variant and action names are the records' data and stay as they are.
"""

from __future__ import annotations

import io
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from gaucho._extras import require
from gaucho.i18n import N_, _, use_language
from gaucho.workshop import stats

if TYPE_CHECKING:
    from gaucho.workshop.metrics import Metric
    from gaucho.workshop.sweep import Balancing, Paired, Sweep

__all__ = [
    "figure_svg",
    "plot_action_usage",
    "plot_comparison",
    "plot_game_length",
    "plot_paired",
    "plot_pay_table",
    "plot_sale_sizes",
    "plot_scores",
    "plot_sweep",
    "plot_usage",
    "plot_win_rates",
]


_FIGURE_CLASS: Any = None


def _figure_class() -> Any:
    """A Figure that shows itself as PNG in Jupyter, whatever the matplotlib backend."""
    global _FIGURE_CLASS
    if _FIGURE_CLASS is None:
        require("matplotlib", extra="diagrams")
        from matplotlib.figure import Figure as _Base

        class Figure(_Base):
            __module__ = __name__

            def _repr_png_(self) -> bytes:
                buf = io.BytesIO()
                self.savefig(buf, format="png", dpi=90)
                return buf.getvalue()

        _FIGURE_CLASS = Figure
    return _FIGURE_CLASS


#: The record columns a plot groups by, as a person reads them (English: the column's
#: name with spaces).
GROUP_LABELS = {
    # Translators: what a workshop plot groups the players by ("Win rate by bot").
    "bot": N_("bot"), "seat": N_("seat"), "turn_order": N_("turn order"),
    "color": N_("color"), "variant": N_("variant"), "is_start_player": N_("start player"),
    "group": N_("group"), "all": N_("all"),
}
#: The kinds of sale of the ``sales`` records, as a person reads them.
SALE_KINDS = {
    # Translators: a kind of sale in a workshop plot's legend (the final sale at game end).
    "immediate": N_("immediate"), "forced": N_("forced"), "final": N_("final"),
}


def _group(key: str) -> str:
    return _(GROUP_LABELS[key]) if key in GROUP_LABELS else key.replace("_", " ")


def _figure(width: float = 6.4, height: float = 4.0) -> Any:
    return _figure_class()(figsize=(width, height), layout="constrained")


def plot_win_rates(data: Any, by: str = "turn_order", ties: str = "split",
                   language: str | None = None) -> Any:
    """Win rate per group with Wilson 95 % intervals and the fair rate as a line."""
    with use_language(language):
        return _plot_win_rates(data, by, ties)


def _plot_win_rates(data: Any, by: str, ties: str) -> Any:
    rows = stats.win_rates(data, by, ties)
    fig = _figure()
    ax = fig.add_subplot()
    labels = [str(r[by] + 1) if by == "turn_order" else str(r[by]) for r in rows]
    rates = [r["rate"] for r in rows]
    err = [[r["rate"] - r["lo"] for r in rows], [r["hi"] - r["rate"] for r in rows]]
    ax.bar(labels, rates, yerr=err, capsize=4, color="#c9a227", edgecolor="black")
    if rows:
        ax.axhline(rows[0]["fair"], color="black", linestyle="--", linewidth=1,
                   label=_("fair"))
        ax.legend()
    ax.set_xlabel(_("position in round 1") if by == "turn_order" else _group(by))
    # Translators: y axis of the win rate plot; ties are "split" or counted as a "win".
    ax.set_ylabel(_("win rate (ties split)") if ties == "split" else _("win rate (ties win)"))
    ax.set_title(_("Win rate by {group} (95 % Wilson intervals)").format(group=_group(by)))
    return fig


def plot_scores(data: Any, by: str | None = "bot", bins: int = 20,
                language: str | None = None) -> Any:
    """Histogram of final Pesos (one step outline per group)."""
    with use_language(language):
        return _plot_scores(data, by, bins)


def _plot_scores(data: Any, by: str | None, bins: int) -> Any:
    rows = stats._table(data, "players")
    fig = _figure()
    ax = fig.add_subplot()
    groups: dict[Any, list[float]] = {}
    for r in rows:
        groups.setdefault(r[by] if by else "all", []).append(r["pesos"])
    for key in sorted(groups, key=str):
        ax.hist(groups[key], bins=bins, histtype="step", linewidth=1.5,
                label=str(key) if by else _group("all"))
    ax.set_xlabel(_("final Pesos"))
    ax.set_ylabel(_("players"))
    ax.set_title(_("Score distribution"))
    if len(groups) > 1:
        ax.legend(title=_group(by) if by else None)
    return fig


def plot_game_length(data: Any, language: str | None = None) -> Any:
    """Histograms of rounds and of decisions per game."""
    with use_language(language):
        return _plot_game_length(data)


def _plot_game_length(data: Any) -> Any:
    games = stats._table(data, "games")
    fig = _figure(8, 3.5)
    ax1, ax2 = fig.subplots(1, 2)
    rounds = [g["rounds"] for g in games]
    if rounds:
        ax1.hist(rounds, bins=range(min(rounds), max(rounds) + 2), color="#6b8e23",
                 edgecolor="black", align="left")
    ax1.set_xlabel(_("rounds"))
    ax1.set_ylabel(_("games"))
    ax2.hist([g["decisions"] for g in games], bins=20, color="#8b5a2b", edgecolor="black")
    ax2.set_xlabel(_("decisions"))
    fig.suptitle(_("Game length"))
    return fig


def plot_sale_sizes(data: Any, language: str | None = None) -> Any:
    """Number of herds sold by size (tiles), stacked by kind of sale."""
    with use_language(language):
        return _plot_sale_sizes(data)


def _plot_sale_sizes(data: Any) -> Any:
    sales = stats._table(data, "sales")
    fig = _figure()
    ax = fig.add_subplot()
    kinds = sorted({s["kind"] for s in sales})
    sizes = sorted({s["tiles"] for s in sales})
    bottom = [0] * len(sizes)
    for kind in kinds:
        counts = [sum(1 for s in sales if s["kind"] == kind and s["tiles"] == n) for n in sizes]
        label = _(SALE_KINDS[kind]) if kind in SALE_KINDS else str(kind)
        ax.bar([str(n) for n in sizes], counts, bottom=bottom, label=label, edgecolor="black")
        bottom = [b + c for b, c in zip(bottom, counts, strict=True)]
    ax.set_xlabel(_("tiles in the herd sold"))
    ax.set_ylabel(_("sales"))
    ax.set_title(_("Sale sizes"))
    if kinds:
        ax.legend()
    return fig


def plot_action_usage(data: Any, by: str | None = "bot", language: str | None = None) -> Any:
    """Mean actions of each kind per player and game, one bar group per kind (the kinds are
    the notation's verbs: not translated)."""
    with use_language(language):
        return _plot_action_usage(data, by)


def _plot_action_usage(data: Any, by: str | None) -> Any:
    rows = stats.action_usage(data, by)
    fig = _figure(8, 4.5)
    ax = fig.add_subplot()
    key = by or "group"
    if rows:
        kinds = [k for k in rows[0] if k not in (key, "n")]
        width = 0.8 / len(rows)
        for i, r in enumerate(rows):
            xs = [j + i * width for j in range(len(kinds))]
            ax.barh(xs, [r[k] for k in kinds], height=width, label=str(r[key]))
        ax.set_yticks([j + 0.4 - width / 2 for j in range(len(kinds))], kinds)
        ax.invert_yaxis()
        if len(rows) > 1:
            ax.legend(title=_group(key))
    ax.set_xlabel(_("per player and game"))
    ax.set_title(_("Action usage"))
    return fig


def plot_comparison(cmp: stats.Comparison, language: str | None = None) -> Any:
    """Forest plot: each metric's change B - A in % of A, with its interval."""
    with use_language(language):
        return _plot_comparison(cmp)


def _plot_comparison(cmp: stats.Comparison) -> Any:
    fig = _figure(7, 0.45 * max(3, len(cmp.rows)) + 1.2)
    ax = fig.add_subplot()
    names, mids, los, his = [], [], [], []
    for r in cmp.rows:
        base = abs(r["mean_a"]) or 1.0
        names.append(stats.metric_label(r["metric"]))
        mids.append(100 * r["diff"] / base)
        los.append(100 * (r["diff"] - r["lo"]) / base)
        his.append(100 * (r["hi"] - r["diff"]) / base)
    ys = list(range(len(names)))
    ax.errorbar(mids, ys, xerr=[los, his], fmt="o", color="black", capsize=3)
    ax.axvline(0, color="grey", linewidth=1)
    ax.set_yticks(ys, names)
    ax.invert_yaxis()
    # Translators: x axis of the comparison plot; {b} and {a} are variant names.
    ax.set_xlabel(_("change {b} vs {a} (% of {a})").format(a=cmp.labels[0], b=cmp.labels[1]))
    ax.set_title(_("What did the rule change do?"))
    return fig


def plot_pay_table(rows: list[dict[str, Any]], title: str | None = None,
                   language: str | None = None) -> Any:
    """Heat map of a :func:`gaucho.workshop.dice.pay_table`: values down, players across
    (``title`` defaults to "Chance to pay the value", in ``language``)."""
    with use_language(language):
        return _plot_pay_table(rows, _("Chance to pay the value") if title is None else title)


def _plot_pay_table(rows: list[dict[str, Any]], title: str) -> Any:
    fig = _figure(5, 0.35 * max(4, len(rows)) + 1.2)
    ax = fig.add_subplot()
    cols = [k for k in rows[0] if k != "value"] if rows else []
    grid = [[float(r[c]) if isinstance(r[c], Fraction | float | int) else 0.0 for c in cols]
            for r in rows]
    im = ax.imshow(grid, vmin=0, vmax=1, cmap="YlGn", aspect="auto")
    for i, line in enumerate(grid):
        for j, v in enumerate(line):
            ax.text(j, i, f"{v:.2f}", ha="center", va="center", fontsize=8)
    ax.set_xticks(range(len(cols)), [f"{c[1:]}." for c in cols])
    ax.set_yticks(range(len(rows)), [str(r["value"]) for r in rows])
    # Translators: x axis of the dice table: which player drafts (1st, 2nd ... last).
    ax.set_xlabel(_("player to draft (1st ... last)"))
    # Translators: y axis of the dice table: the value a player wants to pay.
    ax.set_ylabel(_("value"))
    ax.set_title(title)
    fig.colorbar(im, ax=ax)
    return fig


# ======================================================== design metrics
def figure_svg(fig: Any) -> str:
    """A figure as an inline ``<svg>`` element (for self-contained HTML reports)."""
    buf = io.StringIO()
    fig.savefig(buf, format="svg")
    text = buf.getvalue()
    return text[text.index("<svg"):]


#: The design metrics :func:`plot_paired` draws, one panel each.
PANELS = ("first_player", "seat_gap", "rounds", "margin", "lead_changes", "comeback", "behind",
          "decisive", "skill", "restricted")


def plot_paired(paired: Paired, keys: tuple[str, ...] = PANELS,
                language: str | None = None) -> Any:
    """One small panel per design metric: its value and interval under each rule set."""
    with use_language(language):
        return _plot_paired(paired, keys)


def _plot_paired(paired: Paired, keys: tuple[str, ...]) -> Any:
    rows = [(m, ref) for m, ref, _d in paired.rows() if m.key in keys and ref is not None]
    cols = 2
    lines = max(1, -(-len(rows) // cols))
    fig = _figure(8, 1.3 * lines + 0.8)
    for k, (m, ref) in enumerate(rows):
        ax = fig.add_subplot(lines, cols, k + 1)
        for y, (metric, colour) in enumerate(((ref, "grey"), (m, "black"))):
            ax.errorbar([metric.value], [y], xerr=[[metric.value - metric.lo],
                                                   [metric.hi - metric.value]],
                        fmt="o", color=colour, capsize=3)
        if m.reference is not None:
            ax.axvline(m.reference, color="tab:green", linewidth=1, linestyle="--")
        ax.set_yticks([0, 1], list(paired.labels))
        ax.set_ylim(-0.6, 1.6)
        ax.set_title(m.label, fontsize=9)
        ax.tick_params(labelsize=8)
    # Translators: title of the design metrics panel; the dashed line is the fair value.
    fig.suptitle(_("Design metrics with 95% intervals (dashed: fair)"))
    return fig


def plot_usage(paired: Paired, language: str | None = None) -> Any:
    """How often each Action Area, special action and kind of sale is used per game,
    under each rule set, with intervals."""
    with use_language(language):
        return _plot_usage(paired)


def _plot_usage(paired: Paired) -> Any:
    rows = [(m, ref) for m, ref, _d in paired.rows() if ":" in m.key]
    fig = _figure(7, 0.32 * max(4, len(rows)) + 1.2)
    ax = fig.add_subplot()
    ys = list(range(len(rows)))
    for shift, colour, pick, label in ((-0.2, "grey", 1, paired.labels[0]),
                                       (0.2, "black", 0, paired.labels[1])):
        chosen: list[Metric | None] = [pair[pick] for pair in rows]
        values = [c.value if c is not None else 0.0 for c in chosen]
        errs = [[c.value - c.lo if c is not None else 0.0 for c in chosen],
                [c.hi - c.value if c is not None else 0.0 for c in chosen]]
        ax.barh([y + shift for y in ys], values, height=0.4, xerr=errs, color=colour,
                label=label, capsize=2)
    ax.set_yticks(ys, [m.label for m, _ref in rows], fontsize=8)
    ax.invert_yaxis()
    ax.legend()
    ax.set_xlabel(_("per game"))
    ax.set_title(_("What gets used"))
    return fig


def plot_sweep(result: Sweep, key: str = "seat_gap", balancing: Balancing | None = None,
               language: str | None = None) -> Any:
    """One metric across the swept rule values, with its band (95 % intervals) and the
    balancing value if given."""
    with use_language(language):
        return _plot_sweep(result, key, balancing)


def _plot_sweep(result: Sweep, key: str, balancing: Balancing | None) -> Any:
    curve = result.curve(key)
    fig = _figure(6.4, 3.6)
    ax = fig.add_subplot()
    xs = [p.value for p in curve]
    ax.fill_between(xs, [p.lo for p in curve], [p.hi for p in curve], color="tab:blue",
                    alpha=0.25, linewidth=0)
    ax.plot(xs, [p.estimate for p in curve], "o-", color="tab:blue")
    first = next((m for ms in result.metrics for m in ms if m.key == key), None)
    if first is not None and first.reference is not None:
        ax.axhline(first.reference, color="tab:green", linewidth=1, linestyle="--")
    if balancing is not None and balancing.objective == key:
        ax.axvline(balancing.value, color="black", linewidth=1)
    ax.set_xlabel(result.parameter)
    if first is not None:
        ax.set_ylabel(first.label)
    # Translators: title of a sweep chart; {parameter} is a rules setting's name.
    ax.set_title(_("Sweep of {parameter}").format(parameter=result.parameter))
    return fig
