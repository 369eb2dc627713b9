"""Views shared by the controllers: the board and the phase graph as HTML, and what changed."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from gaucho import tiles
from gaucho.config import player_name
from gaucho.flow import PHASES
from gaucho.i18n import Message, _
from gaucho.state import BLOCKED, EMPTY, State

#: The look of a rule ID in the app: dotted underline; a click pins the rule's text open.
RULE_STYLE = (
    # narration wraps at spaces (JupyterLab's outputs break <pre> text anywhere) and never
    # inside a rule ID
    "<style>.gaucho-pre{word-break:normal!important;overflow-wrap:break-word}"
    ".gaucho-rule{cursor:help}"
    ".gaucho-rule-id{color:#8a4b08;text-decoration:underline dotted;border:0;"
    "white-space:nowrap}"
    ".gaucho-rule-pin{display:none}.gaucho-rule-text{display:none}"
    ".gaucho-rule-pin:checked~.gaucho-rule-text{display:inline;background:#fdf3e1;"
    "color:#333;padding:0 4px;border-radius:3px}</style>")


def word(value: object) -> str:
    """A label declared in English (a ``str`` marked with ``N_``, translated now) or a lazy
    :class:`~gaucho.i18n.Message` (translated when read), as a person reads it now."""
    return _(value) if isinstance(value, str) else str(value)


class Later(Message):
    """Text computed when read (so in the language current then), e.g. a step's narration
    kept as a frame's label."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], object]) -> None:
        super().__init__("")
        self.make = make

    def __str__(self) -> str:
        return str(self.make())

    def __eq__(self, other: object) -> bool:
        return str(self) == str(other) if isinstance(other, str | Message) else NotImplemented

    __hash__ = Message.__hash__


def player_word(player: int) -> str:
    """A player's colour in the current language (the engine's ``PLAYER_NAMES`` stay data)."""
    return str(player_name(player))


_STRONG = re.compile(r"\*\*(\S(?:.*?\S)?)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(\S(?:[^*]*?\S)?)\*(?![\w*])")
_CODE = re.compile(r"`([^`]+)`")


def inline_html(text: str) -> str:
    """``text`` escaped, its inline Markdown (the rulebook's ``*unoccupied*``, ``**MUST**``,
    `` `max(1, …)` ``) drawn as emphasis, bold and code rather than shown as typed."""
    html = escape(text)
    html = _CODE.sub(r"<code>\1</code>", html)
    html = _STRONG.sub(r"<b>\1</b>", html)
    return _EMPHASIS.sub(r"<em>\1</em>", html)


def plain_text(text: str) -> str:
    """``text`` without its inline Markdown marks (a tooltip shows no ``*`` or backquote)."""
    return _EMPHASIS.sub(r"\1", _STRONG.sub(r"\1", _CODE.sub(r"\1", text)))


def rule_ids_html(text: str) -> str:
    """``text`` as HTML in which every rule ID shows its rule on hover and opens it on click.

    Hovering an ID shows the rule's text (its ``title``, so it works in any HTML view,
    offline); a click pins the text open inline after the ID, a second click closes it;
    an ID whose rule ``text`` already says in full only hovers (the pin would repeat it).
    Include :data:`RULE_STYLE` once in the page for the click (and the dotted underline).
    Text that is not a known rule ID is escaped, its inline Markdown drawn
    (:func:`inline_html`).
    """
    from gaucho.rules import RULE_ID, UnknownRule, get, rule_title

    out: list[str] = []
    last = 0
    for match in RULE_ID.finditer(text):
        out.append(inline_html(text[last:match.start()]))
        rule_id = match[0]
        try:
            body = get(rule_id).text
        except UnknownRule:
            out.append(escape(rule_id))
        else:
            tip = escape(plain_text(rule_title(rule_id)))
            if plain_text(body) in plain_text(text):  # said already: hover only
                out.append(f'<abbr class="gaucho-rule gaucho-rule-id" title="{tip}" '
                           f'data-rule="{rule_id}">{rule_id}</abbr>')
            else:
                out.append(f'<label class="gaucho-rule" title="{tip}" data-rule="{rule_id}">'
                           '<input type="checkbox" class="gaucho-rule-pin">'
                           f'<abbr class="gaucho-rule-id">{rule_id}</abbr>'
                           f'<span class="gaucho-rule-text"> {inline_html(body)}</span></label>')
        last = match.end()
    out.append(inline_html(text[last:]))
    return "".join(out)


def displayable(s: State) -> State:
    """A copy that every view can draw: early setup frames lack pastures, pesos..."""
    n = s.players
    c = s.copy()
    if not c.pastures:
        c.pastures = [[EMPTY] * size for size in c.config.pasture_sizes]
        for p, sp in c.config.blocked[n]:
            c.pastures[p][sp] = BLOCKED
    c.pesos = c.pesos or [0] * n
    c.supply = c.supply or [0] * n
    c.herds = c.herds or [{} for _ in range(n)]
    c.spaces = c.spaces or [set() for _ in range(n)]
    c.pending = c.pending or [[] for _ in range(n)]
    c.prelim_hands = c.prelim_hands or [[] for _ in range(n)]
    c.prelim_kept = c.prelim_kept or [False] * n
    return c


def changed_tiles(before: State | None, after: State) -> list[int]:
    """Tiles whose place or gaucho changed between two states (for highlighting)."""
    if before is None:
        return []

    def where(s: State) -> dict[int, tuple[Any, ...]]:
        out: dict[int, tuple[Any, ...]] = {}
        for i, pasture in enumerate(s.pastures):
            for c in pasture:
                if c >= 0:
                    out[c] = ("P", i, s.gauchos_on.get(c))
        for p, herds in enumerate(s.herds):
            for herd in herds.values():
                for pos, t in enumerate(herd):
                    out[t] = ("H", p, pos)
        return out

    a, b = where(before), where(after)
    return sorted(t for t, w in b.items() if a.get(t) != w)


def text_pre(s: State, note: str = "") -> str:
    from gaucho.views.text import render_text

    try:
        text = render_text(displayable(s))
    except Exception as exc:  # a view must never break the app
        text = _("(cannot draw this state: {error})").format(error=exc)
    return (f'<pre class="gaucho-board-text" style="font-size:12px;line-height:1.25">'
            f"{escape(text)}</pre>{note}")


def board_html(state: State, highlight: Sequence[int] = (), *, last_action: bool = False,
               text: bool = False) -> str:
    """The board as HTML (the SVG of :func:`gaucho.views.svg.board_svg`, or the text view).

    ``highlight`` lists tiles to point at (what changed).  ``text=True`` gives
    the text view, e.g. for a terminal or a screen reader.
    """
    if text:
        names = ", ".join(tiles.name(t) for t in highlight)
        changed = _("changed: {tiles}").format(tiles=names)
        note = f'<div class="gaucho-changed">{escape(changed)}</div>' if names else ""
        return text_pre(state, note)
    from gaucho.views.svg import board_svg

    svg = board_svg(displayable(state), highlight_tiles=list(highlight),
                    last_action=last_action)
    return (f'<div class="gaucho-board-svg"><style>.gaucho-board-svg svg'
            f'{{max-width:100%;height:auto}}</style>{svg}</div>')


def flow_html(current: str | None, edge: tuple[str, str] | None = None) -> str:
    """The phase graph with ``current`` highlighted and ``edge`` (the last transition)."""
    from gaucho.views.phase_graph import flow_svg

    svg = flow_svg(current=current, highlight_edge=edge)
    return (f'<div class="gaucho-flow-svg"><style>.gaucho-flow-svg svg'
            f'{{max-width:100%;height:auto}}</style>{svg}</div>')


def phase_text(current: str | None) -> str:
    """The phase in one line for a person: title, what happens, its rules (never its key in
    the engine, ``keep``)."""
    if current is None or current not in PHASES:
        return _("Phase: -")
    ph = PHASES[current]
    # Translators: {title} is the phase's title, {description} what happens in it, {rules}
    # its rule IDs.
    return _("Phase: {title} - {description} [{rules}]").format(
        title=word(ph.title), description=word(ph.description), rules=", ".join(ph.rules))
