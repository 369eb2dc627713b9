"""Small charts of the design metrics as inline SVG text, drawn with the standard library.

The Workshop tab shows its pictures first, also in the offline site, whose in-browser
Python has no matplotlib: these charts are plain ``<svg>`` strings, a few hundred bytes
each, so they draw anywhere a page does.  (The full-size matplotlib pictures of a
report are in :mod:`gaucho.workshop.plots`.)

* :func:`interval_chart`: one metric under each rule set, a dot at the value and a bar
  over its interval, the fair value dashed;
* :func:`sweep_chart`: one metric across a swept rule value, its band (the intervals),
  the fair value dashed and the balancing value as a vertical line.

Words (titles, legends) are the caller's, already in the reader's language; numbers are
written by :meth:`Metric.show`.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from gaucho.workshop.metrics import SHARES, Metric

if TYPE_CHECKING:
    from gaucho.workshop.sweep import Balancing, Point

__all__ = ["interval_chart", "sweep_chart"]

#: The rule sets' colours: the rules compared with first (grey), ours last (black).
COLOURS = ("#8a8a8a", "#1a1a1a")
FONT = 'font-family="sans-serif" font-size="10"'


def _scale(low: float, high: float, start: float, end: float) -> tuple[float, float]:
    """``(a, b)`` with ``a + b * x`` mapping ``low..high`` onto ``start..end``."""
    span = (high - low) or 1.0
    b = (end - start) / span
    return start - b * low, b


def _bounds(values: Sequence[float], share: bool, pad: float = 0.08) -> tuple[float, float]:
    """The axis: the values with a margin, never below 0 for what cannot be negative, nor
    above 100 % for a share."""
    low, high = min(values), max(values)
    margin = (high - low) * pad or max(abs(high), 1.0) * 0.1
    top = min(1.0, high + margin) if share and high <= 1.0 else high + margin
    return (low - margin if low < 0 else max(0.0, low - margin)), top


def interval_chart(rows: Sequence[tuple[str, Metric]], title: str, *, width: int = 260,
                   css_class: str = "gaucho-ws-chart") -> str:
    """One metric under each rule set (``rows``: ``(rule set's name, metric)``, the one
    compared with first): a dot at each value, a bar over its interval, the metric's fair
    value (``reference``) as a dashed line."""
    reference = next((m.reference for _n, m in rows if m.reference is not None), None)
    spread = [v for _n, m in rows for v in (m.lo, m.hi)]
    if reference is not None:
        spread.append(reference)
    low, high = _bounds(spread, rows[0][1].key in SHARES)
    left, right, top, line = 92, width - 10, 18, 16
    height = top + line * len(rows) + 16
    a, b = _scale(low, high, left, right)
    parts = [f'<svg class="{css_class}" xmlns="http://www.w3.org/2000/svg" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{escape(title)}"><title>{escape(title)}</title>',
             f'<text x="4" y="12" {FONT} font-weight="bold">{escape(title)}</text>']
    for k, (name, m) in enumerate(rows):
        y = top + line * k + line / 2
        colour = COLOURS[min(k, len(COLOURS) - 1)] if len(rows) > 1 else COLOURS[1]
        parts.append(f'<text x="4" y="{y + 3:.1f}" {FONT} fill="{colour}">'
                     f"{escape(name[:16])}</text>")
        parts.append(f'<line x1="{a + b * m.lo:.1f}" x2="{a + b * m.hi:.1f}" y1="{y:.1f}" '
                     f'y2="{y:.1f}" stroke="{colour}" stroke-width="2"/>')
        parts.append(f'<circle cx="{a + b * m.value:.1f}" cy="{y:.1f}" r="3.5" '
                     f'fill="{colour}"/>')
    if reference is not None:
        x = a + b * reference
        parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{top - 2}" '
                     f'y2="{top + line * len(rows) + 2}" stroke="#3a7d2c" '
                     'stroke-dasharray="3,2"/>')
    axis_y = top + line * len(rows) + 12
    first = rows[0][1]
    for value, anchor in ((low, "start"), (high, "end")):
        parts.append(f'<text x="{a + b * value:.1f}" y="{axis_y}" {FONT} fill="#555" '
                     f'text-anchor="{anchor}">{escape(first.show(value))}</text>')
    parts.append("</svg>")
    return "".join(parts)


def sweep_chart(points: Sequence[Point], metric: Metric, parameter: str,
                balancing: Balancing | None = None, *, width: int = 320,
                css_class: str = "gaucho-ws-sweep-chart") -> str:
    """``metric`` across the swept values of ``parameter``: the estimates joined by a line
    over their band (the intervals), the fair value dashed, the balancing value as a
    vertical line.  ``metric`` (any value of that metric) gives the title and the number
    format."""
    title = metric.label
    height, left, right, top, bottom = 170, 46, width - 10, 22, 140
    xs = [float(p.value) for p in points]
    ys = [v for p in points for v in (p.lo, p.hi)]
    if metric.reference is not None:
        ys.append(metric.reference)
    x0, x1 = (min(xs), max(xs)) if len(set(xs)) > 1 else (xs[0] - 1, xs[0] + 1)
    ax, bx = _scale(x0, x1, left, right)
    low, high = _bounds(ys, metric.key in SHARES)
    ay, by = _scale(low, high, bottom, top)
    parts = [f'<svg class="{css_class}" xmlns="http://www.w3.org/2000/svg" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{escape(title)}"><title>{escape(title)}</title>',
             f'<text x="4" y="12" {FONT} font-weight="bold">{escape(title)}</text>',
             f'<line x1="{left}" x2="{right}" y1="{bottom}" y2="{bottom}" stroke="#999"/>']
    upper = [f"{ax + bx * float(p.value):.1f},{ay + by * p.hi:.1f}" for p in points]
    lower = [f"{ax + bx * float(p.value):.1f},{ay + by * p.lo:.1f}" for p in reversed(points)]
    parts.append(f'<polygon class="gaucho-ws-band" points="{" ".join(upper + lower)}" '
                 'fill="#4a78b5" fill-opacity="0.25" stroke="none"/>')
    line = " ".join(f"{ax + bx * float(p.value):.1f},{ay + by * p.estimate:.1f}"
                    for p in points)
    parts.append(f'<polyline points="{line}" fill="none" stroke="#2b5797" stroke-width="2"/>')
    for p in points:
        parts.append(f'<circle cx="{ax + bx * float(p.value):.1f}" '
                     f'cy="{ay + by * p.estimate:.1f}" r="2.5" fill="#2b5797"/>')
    if metric.reference is not None:
        y = ay + by * metric.reference
        parts.append(f'<line x1="{left}" x2="{right}" y1="{y:.1f}" y2="{y:.1f}" '
                     'stroke="#3a7d2c" stroke-dasharray="3,2"/>')
    if balancing is not None and balancing.metric.key == metric.key:
        x = ax + bx * float(balancing.value)
        parts.append(f'<line class="gaucho-ws-balancing" x1="{x:.1f}" x2="{x:.1f}" '
                     f'y1="{top}" y2="{bottom}" stroke="#b03030" stroke-width="1.5"/>')
    for value in (low, high):
        parts.append(f'<text x="{left - 3}" y="{ay + by * value + 3:.1f}" {FONT} fill="#555" '
                     f'text-anchor="end">{escape(metric.show(value))}</text>')
    every = -(-len(points) // 10)  # at most ten labels under the axis
    for p in points[::every]:
        parts.append(f'<text x="{ax + bx * float(p.value):.1f}" y="{bottom + 12}" {FONT} '
                     f'fill="#555" text-anchor="middle">{escape(str(p.value))}</text>')
    parts.append(f'<text x="{(left + right) / 2:.1f}" y="{bottom + 26}" {FONT} '
                 f'text-anchor="middle">{escape(parameter)}</text></svg>')
    return "".join(parts)
