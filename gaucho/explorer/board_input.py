"""Click -> decision: build a legal action from clicks on the board, as at a real table.

The player touches what he would touch on the table: dice in the Dice Rodeo, a
tile in a pasture, an Action Space, a herd tile, a tile in hand, a Steppe tile,
a pasture.  Each legal action is read *generically* as the set of things it
names (its **footprint**): ``A W11 5+6`` is ``{tile:W11, choice:A, held:5,
held:6}``, ``steal W10`` is ``{area:STEAL, herd:1:W10}``, ``put W1>P2`` is
``{area:STEPPE, steppe:W1>P2}``.  The clicks so far are a part of some
footprints; those actions remain, and what they still name is what may be
clicked next.  Choices a board cannot show by position (stand or lie, the side of
a SORT, the WISH die's value, giving a gaucho up, ending the turn) are
``choice:...`` tokens, shown as buttons::

    >>> import gaucho
    >>> from gaucho.explorer.board_input import BoardInput
    >>> game = gaucho.Game.new(players=2, seed=1)
    >>> pick = BoardInput(game)
    >>> hand = sorted(t for t in pick.next_targets() if t.startswith("hand:"))
    >>> len(hand) >= 1
    True

Nothing here imports ipywidgets: the board widget (``gaucho.widgets.board``) is a
thin view that sends clicks to :meth:`BoardInput.click` and draws
:meth:`BoardInput.next_targets` and :meth:`BoardInput.choices`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gaucho import actions, tiles
from gaucho.config import AREA_DISPLAY_NAMES, BREED_LETTERS, area_name
from gaucho.errors import GauchoError
from gaucho.explorer.said import say_decision
from gaucho.game import group_label
from gaucho.i18n import N_, _
from gaucho.state import Phase, State

#: Tokens of choices that give something up: never completed for the player.
GIVE_UP = frozenset({"choice:remove", "choice:end", "choice:takeback"})

#: Button labels of the ``choice:`` tokens (the WISH values are added below).
CHOICE_LABELS: dict[str, str] = {
    "choice:A": N_("Stand (A)"),
    "choice:B": N_("Lie (B)"),
    "choice:C": N_("Raise (C)"),
    "choice:wish": N_("Spend the WISH die"),
    "choice:left": N_("Left end"),
    "choice:right": N_("Right end"),
    "choice:remove": N_("Take the gaucho back unused"),
    "choice:takeback": N_("Take back"),
    "choice:end": N_("End turn"),
}


def choice_label(token: str) -> str:
    """The words on a choice button (translated)."""
    if token.startswith("choice:w") and token[8:].isdigit():
        return _("WISH die as {n}").format(n=token[8:])
    if token in CHOICE_LABELS:
        return _(CHOICE_LABELS[token])
    return token.split(":", 1)[1]


def target_label(token: str) -> str:
    """What a clicked board target is, in words a player reads (``die:5`` -> "die 5 in the
    Dice Rodeo", ``area:SORT`` -> the area's name, ``tile:W11`` -> "W11"): the tokens
    themselves are the board's data, never shown.  A tile keeps its code here, so what a
    person reads names tiles with :func:`gaucho.explorer.spoken.thing_words` ("white 11 in
    pasture 3"), and a board's "Chosen: ..." prompt is
    :func:`gaucho.explorer.spoken.chosen_prompt`."""
    kind, _sep, rest = token.partition(":")
    if kind == "die":
        return _("die {value} in the Dice Rodeo").format(value=rest)
    if kind == "held":
        # Translators: a die the player has drafted and holds; {value} is its number.
        return _("held die {value}").format(value=rest)
    if kind == "choice":
        return choice_label(token)
    if kind in ("area", "space"):
        place = rest.split(".", 1)[0]
        return str(area_name(place)) if place in AREA_DISPLAY_NAMES else place
    if kind == "steppe" and ">" in rest:
        tile, pasture = rest.split(">", 1)
        return f"{tile} → {pasture}"
    return rest.rsplit(":", 1)[-1]  # tile, herd, hand, pending, pasture: their names


def _where(s: State, tile: int, player: int) -> str:
    """The board target of a tile: in a pasture, a herd, a hand, to add, the Steppe."""
    name = tiles.name(tile)
    if any(tile in p for p in s.pastures):
        return f"tile:{name}"
    for q, herds in enumerate(s.herds):
        if any(tile in h for h in herds.values()):
            return f"herd:{q}:{name}"
    if s.prelim_hands and player >= 0 and tile in s.prelim_hands[player]:
        return f"hand:{name}"
    if s.pending and player >= 0 and tile in s.pending[player]:
        return f"pending:{name}"
    if tile in s.steppe:
        return f"steppe:{name}"
    return f"tile:{name}"


def footprint(s: State, action: Any, player: int) -> Counter[str]:
    """What an action names on the board (see the module docstring), read from its fields."""
    out: Counter[str] = Counter()
    area = getattr(action, "area", None)
    if isinstance(area, str) and not getattr(action, "placements", None):
        out[f"area:{area}"] += 1
    for name in ("tile",):
        tile = getattr(action, name, None)
        if isinstance(tile, int):
            out[_where(s, tile, player)] += 1
    listed = getattr(action, "tiles", None)
    if isinstance(listed, tuple) and not hasattr(action, "placements"):
        for t in listed:
            if isinstance(t, int):
                out[_where(s, t, player)] += 1
    for t, pasture in getattr(action, "placements", ()) or ():
        out[f"steppe:{tiles.name(t)}>P{pasture + 1}"] += 1
    dice = getattr(action, "dice", None)
    if isinstance(dice, tuple):
        kind = "die" if getattr(action, "kind", "") == "take" else "held"
        for d in dice:
            out[f"{kind}:{d}"] += 1
    wish = getattr(action, "wish", None)
    if wish is True:  # the WISH die spent (any value it needs, R-WISH-2)
        out["choice:wish"] += 1
    elif isinstance(wish, int) and not isinstance(wish, bool):
        out[f"choice:w{wish}"] += 1
    letter = getattr(action, "action", None)
    if isinstance(letter, str):
        out[f"choice:{letter}"] += 1
    side = getattr(action, "side", None)
    if isinstance(side, str):
        out[f"choice:{side}"] += 1
    breed = getattr(action, "breed", None)
    if isinstance(breed, int):
        out[f"breed:{player}:{BREED_LETTERS[breed]}"] += 1
    kind = getattr(action, "kind", "")
    if kind in ("remove", "end", "takeback"):
        out[f"choice:{kind}"] += 1
    if not out:  # an action the board cannot show: a button of its own
        out[f"choice:{action}"] += 1
    return out


def _consume(fp: Counter[str], clicks: Sequence[str]) -> Counter[str] | None:
    """What remains of ``fp`` after the clicks, or ``None`` if a click is not in it.

    A Steppe tile clicked without its pasture yet (``steppe:W1``) stands for any
    ``steppe:W1>P...`` token.
    """
    left = fp.copy()
    for c in clicks:
        if left[c] > 0:
            left[c] -= 1
            continue
        if c.startswith("steppe:") and ">" not in c:
            key = next((k for k in sorted(left) if k.startswith(c + ">") and left[k] > 0), None)
            if key is not None:
                left[key] -= 1
                continue
        return None
    return +left


@dataclass(frozen=True)
class Outcome:
    """What a click did: ``kind`` is ``"play"`` (``action`` is complete), ``"more"``
    (keep clicking), ``"cleared"`` or ``"illegal"`` (``message`` says why; nothing
    changed)."""

    kind: str
    action: Any = None
    message: str = ""


class BoardInput:
    """The clicks towards one decision of the player to act, over his legal actions."""

    def __init__(self, game: Any, legal: Sequence[Any] | None = None) -> None:
        self.game = game
        self.state: State = game.state
        self.player: int = game.current_player
        actions = list(game.legal_actions() if legal is None else legal)
        self.footprints: list[tuple[Any, Counter[str]]] = [
            (a, footprint(self.state, a, self.player)) for a in actions]
        self.clicks: list[str] = []

    # ------------------------------------------------------------ queries
    def _remaining(self, clicks: Sequence[str] | None = None) -> list[tuple[Any, Counter[str]]]:
        cs = self.clicks if clicks is None else clicks
        out = []
        for a, fp in self.footprints:
            left = _consume(fp, cs)
            if left is not None:
                out.append((a, left))
        return out

    def candidates(self) -> list[Any]:
        """The legal actions the clicks so far can still become."""
        return [a for a, _left in self._remaining()]

    def complete(self) -> list[Any]:
        """The actions the clicks so far name exactly (nothing left to click)."""
        if self._pending_steppe():
            return []
        return [a for a, left in self._remaining() if not left]

    def _pending_steppe(self) -> str | None:
        last = self.clicks[-1] if self.clicks else ""
        return last if last.startswith("steppe:") and ">" not in last else None

    def _tokens(self) -> set[str]:
        pending = self._pending_steppe()
        out: set[str] = set()
        if pending:  # a Steppe tile waits for its pasture
            for _a, left in self._remaining(self.clicks[:-1]):
                out.update("pasture:" + k.split(">", 1)[1] for k in left
                           if k.startswith(pending + ">"))
            return out
        for _a, left in self._remaining():
            for k in left:
                if k.startswith("steppe:") and ">" in k:
                    out.add(k.split(">", 1)[0])
                else:
                    out.add(k)
        return out

    def next_targets(self) -> set[str]:
        """Board targets (``data-target`` of the picture) that may be clicked next."""
        out: set[str] = set()
        for k in self._tokens():
            if k.startswith("choice:"):
                continue
            if k.startswith("breed:"):
                _b, p, letter = k.split(":")
                herd = self.state.herds[int(p)].get(BREED_LETTERS.index(letter), [])
                out.update(f"herd:{p}:{tiles.name(t)}" for t in herd)
            else:
                out.add(k)
        return out

    def choices(self) -> list[tuple[str, str]]:
        """Buttons to show now: ``(token, label)``; ``confirm:<i>`` plays a complete action
        that longer ones extend (keep 1 tile or 2?)."""
        tokens = sorted(k for k in self._tokens() if k.startswith("choice:"))
        order = ["choice:A", "choice:B", "choice:C", "choice:left", "choice:right"]
        tokens.sort(key=lambda k: (k in GIVE_UP, order.index(k) if k in order else 9, k))
        out = [(k, choice_label(k)) for k in tokens]
        complete = self.complete()
        if complete and len(self.candidates()) > 1:
            out = [(f"confirm:{i}", _("Play “{action}”").format(
                action=say_decision(a, self.state.phase)))
                   for i, a in enumerate(complete)] + out
        return out

    def clicks_for(self, action: Any) -> list[str]:
        """Clicks that name ``action`` on the board, board targets first, then buttons
        (what a hint points at, and how a test plays by clicking)."""
        fp = next((fp for a, fp in self.footprints if a == action), None)
        if fp is None:
            fp = footprint(self.state, action, self.player)
        board: list[str] = []
        buttons: list[str] = []
        for k in sorted(fp.elements()):
            if k.startswith("choice:"):
                buttons.append(k)
            elif k.startswith("breed:"):
                _b, p, letter = k.split(":")
                herd = self.state.herds[int(p)].get(BREED_LETTERS.index(letter), [])
                board.append(f"herd:{p}:{tiles.name(herd[0])}" if herd else k)
            elif k.startswith("steppe:") and ">" in k:
                tile, pasture = k.split(">", 1)
                board += [tile, f"pasture:{pasture}"]
            else:
                board.append(k)
        return board + buttons

    def chosen(self) -> set[str]:
        """Board targets clicked so far (drawn as selected)."""
        out = set()
        for c in self.clicks:
            out.add(c.split(">", 1)[0] if c.startswith("steppe:") else c)
        return out

    # ------------------------------------------------------------ clicking
    def clear(self) -> Outcome:
        self.clicks = []
        return Outcome("cleared")

    def click(self, target: str) -> Outcome:
        """One click on a board target or a choice button (see :meth:`choices`)."""
        if target == "clear":
            return self.clear()
        if target.startswith("confirm:"):
            complete = self.complete()
            i = int(target.split(":", 1)[1]) if target[8:].isdigit() else -1
            if 0 <= i < len(complete):
                return Outcome("play", complete[i])
            return Outcome("illegal", message=_("That choice is no longer offered."))
        if target in self.chosen() and not target.startswith(("die:", "held:")):
            return self._unclick(target)
        for token in self._alternatives(target):
            trial = self._with(token)
            if self._remaining(trial):
                self.clicks = trial
                return self._settle()
        return Outcome("illegal", message=self.why_not(target))

    def _unclick(self, target: str) -> Outcome:
        """A second click on a selected thing takes it out of the decision."""
        self.clicks = [c for c in self.clicks
                       if (c.split(">", 1)[0] if c.startswith("steppe:") else c) != target]
        return Outcome("more")

    def _alternatives(self, target: str) -> list[str]:
        out = [target]
        if target.startswith("herd:"):
            _h, p, name = target.split(":")
            out.append(f"breed:{p}:{name[0]}")
        return out

    def _with(self, token: str) -> list[str]:
        pending = self._pending_steppe()
        if pending and token.startswith("pasture:"):
            return [*self.clicks[:-1], f"{pending}>{token.split(':', 1)[1]}"]
        return [*self.clicks, token]

    def _settle(self) -> Outcome:
        """Play when the clicks leave one action and nothing that gives something up."""
        remaining = self._remaining()
        if self._pending_steppe():
            return Outcome("more")
        if len(remaining) == 1:
            action, left = remaining[0]
            if not (set(left) & GIVE_UP):
                return Outcome("play", action)
        return Outcome("more")

    # ------------------------------------------------------------ why not
    def why_not(self, target: str) -> str:
        """One sentence: why this click cannot be part of a legal decision now."""
        probe = self._probe(target)
        if probe is not None:
            try:
                v = self.game.why_illegal(probe)
            except GauchoError:
                v = None
            if v is not None:
                return rule_sentence(v.rule_id, v.reason)
        if self.clicks and any(self._alternatives(target)[0] in fp for _a, fp in self.footprints):
            return _("That does not go with what you chose so far; click it again after "
                     "“Clear”.")
        kinds = sorted({str(getattr(a, "kind", "")) for a, _fp in self.footprints})
        if not kinds:
            return _("It is not your turn.")
        legal = ", ".join(group_label(k) for k in kinds)
        return _("That is not part of any move now; you may: {legal}.").format(legal=legal)

    def _probe(self, target: str) -> Any:
        """The action a click would most likely mean, to ask the engine why it is illegal."""
        s = self.state
        kind, _sep, rest = target.partition(":")
        held = tuple(sorted(s.held))
        try:
            if kind == "tile":
                tile = tiles.parse(rest)
                occ = s.gauchos_on.get(tile)
                letter = "C" if occ and occ.owner == self.player and not occ.standing else "A"
                return actions.Claim(letter, tile, held)
            if kind == "area":
                if s.phase == Phase.PLACE:
                    return actions.Place(rest)
                return actions.Place(rest, held)
            if kind == "die":
                taken = [int(c[4:]) for c in self.clicks if c.startswith("die:")]
                return actions.Draft(tuple(sorted([*taken, int(rest)])))
            if kind == "herd":
                return actions.Steal(tiles.parse(rest.split(":")[1]))
            if kind == "hand":
                kept = [tiles.parse(c[5:]) for c in self.clicks if c.startswith("hand:")]
                return actions.Keep.of([*kept, tiles.parse(rest)])
            if kind == "pending":
                return actions.Add(tiles.parse(rest))
        except (GauchoError, ValueError, IndexError):
            return None
        return None


def rule_sentence(rule_id: str, reason: object) -> str:
    """``reason [RULE-ID]`` followed by the rule's own words when the rulebook has them."""
    text = rule_text(rule_id)
    reason = str(reason)
    sentence = f"{reason[:1].upper()}{reason[1:]} [{rule_id}]."
    # Translators: a refusal followed by the rule's own words: {rule} is its ID, {text} its
    # text (from the rulebook in the same language).
    return _("{sentence} {rule}: “{text}”").format(sentence=sentence, rule=rule_id,
                                                   text=text) if text else sentence


def rule_text(rule_id: str) -> str:
    """The rule's text from ``gaucho.rules`` (when that module is there), else ``""``."""
    try:
        from gaucho import rules

        return str(rules.get(rule_id).text)
    except (ImportError, LookupError, GauchoError):  # an unknown ID: the reason alone
        return ""
