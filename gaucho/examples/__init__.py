"""The worked examples of RULES.md §26 as data, runnable through the engine.

Each example ``EX-...`` is one JSON file in this package (``EX-STEAL-SALE.json``), a
*study* (``docs/study-format.md``) read by :func:`gaucho.studies.loads`: chapter 1 is the
main line, every further chapter a named variation, and the examples' checks are the
chapters' optional fields::

    {
      "format": "gaucho-study", "version": 1, "language": "en",
      "id": "EX-STEAL-SALE",
      "title": "Theft, then immediate sale",
      "summary": "our own words: what is shown and which values we chose",
      "rules": ["R-STEAL-1", ...],          # rule IDs the example illustrates
      "chapters": [{
        "position": {...},                  # see docs/position-format.md
        "seed": 0,                          # optional; chance is never automatic (see below)
        "line": [ STEP, ... ],              # the main line, played in order
        "expect": PARTIAL,                  # compared with the position after the last step
        "expect_events": ["4 × 10 + 5 = 45"],  # substrings of the narration of the whole line
        "expect_illegal": [ ILLEGAL, ... ]  # decisions the example says are not allowed
      }, VARIATION, ...]
    }

**Steps.**  A step is an object with exactly one of these keys, plus optional
``"comment"`` (why, citing rule IDs; :attr:`Step.note` here), ``"expect"`` (a
PARTIAL checked right after this step) and ``"events"`` (substrings of this step's narration):

* ``{"decision": "A W11 5+6"}``: a decision in the action notation of
  :mod:`gaucho.actions`, played *checked* with :meth:`gaucho.Game.play`.  The
  game is built with ``auto_chance=False``, so dice are explicit steps too
  (``{"decision": "roll 1 2 3 4 5 6 6"}``) and every example is fully scripted.
* ``{"seed_pasture": 2}``: seeds the pasture with that *0-based* index (2 = P3)
  through :func:`gaucho.engine.fill_pasture` with rule ``R-SETUP-8``.  Seeding
  belongs to the setup phase, which the engine runs by itself and which a
  position cannot stand in; this step kind lets EX-SEED-A/B show it.
* ``{"seed_steppe": true}``: fills the Steppe through
  :func:`gaucho.engine.fill_steppe` with rule ``R-SETUP-9``.

Seeding steps change the game's state directly; they are not part of the
game's history, so :meth:`gaucho.Game.undo` does not see them.

**PARTIAL** is a position of the shape :meth:`gaucho.Game.to_position`
returns, cut down to the fields the example states; only the fields given are
compared, recursively: a dict compares its listed keys, a list compares its
length and every element.  ``null`` in place of a dict or list (a whole
player or a whole pasture) means "not checked"; ``null`` as a pasture cell
means an empty space, as in positions.  Besides the position fields, these
derived keys are understood at the top level: ``pasture_sums`` (list of
R-COMP-9 sums), ``draw_pile_count``, ``steppe_count``, ``current_player``
(``-1`` chance, ``-2`` nobody), ``is_over``, ``winners`` and ``out_contains``
(tiles that must be among those out of the game).

**ILLEGAL** is ``{"decision": ..., "rule_id": ..., "after": n, "comment": ...}``:
after playing the first ``n`` steps of the line (default: all of them),
playing ``decision`` must raise :class:`gaucho.IllegalAction` citing
``rule_id`` and leave the position unchanged.

**VARIATION** is a further chapter ``{"name", "title", "position", "line", "expect",
"expect_events", "expect_illegal"}``: an alternative line the example also shows
(EX-DICE-SPLIT (b), EX-SORT without SORT, ...), with its own position (the converter,
``tools/examples_to_studies.py``, copied the main line's where the old file had none).

Use::

    >>> from gaucho import examples
    >>> sc = examples.load("EX-STEAL-SALE")
    >>> sc.check()                     # [] when the engine agrees with the rulebook
    []
    >>> run = sc.run()
    >>> run.game.pesos
    [65, 40, 0]
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, NamedTuple

from gaucho import studies
from gaucho.errors import GauchoError, IllegalAction
from gaucho.game import Game
from gaucho.i18n import _, use_language
from gaucho.state import Event

__all__ = ["ORDER", "Frame", "Illegal", "Line", "Scenario", "ScenarioRun", "Step", "compare",
           "ids", "load", "load_all"]

#: The examples in the order of RULES.md §26.
ORDER: tuple[str, ...] = (
    "EX-SEED-A", "EX-SEED-B", "EX-TURN-1", "EX-TURN-2", "EX-DICE-SPLIT", "EX-COLLECT-A",
    "EX-COLLECT-B", "EX-COLLECT-C", "EX-HERD-DEF", "EX-HERD-WBB", "EX-SORT", "EX-WISH-1",
    "EX-WISH-2", "EX-STEAL-SALE", "EX-RAISE-1", "EX-RAISE-2", "EX-STEPPE", "EX-END-3P",
    "EX-FINAL-SINGLE", "EX-SELL-50", "EX-ORDER-48", "EX-ORDER-36",
)

_DERIVED = ("pasture_sums", "draw_pile_count", "steppe_count", "current_player", "is_over",
            "winners", "out_contains")


class ExampleError(GauchoError):
    """An example file that cannot be read, or an unknown example ID."""


@dataclass(frozen=True)
class Step:
    """One scripted step of an example line."""

    kind: str  # "action", "seed_pasture" or "seed_steppe"
    value: Any  # action text, pasture index, or True
    note: str = ""
    expect: Mapping[str, Any] | None = None
    events: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.kind == "seed_pasture":
            # Translators: a setup step of a rulebook example: fill pasture P1..P4 (R-SETUP-8).
            return _("seed {pasture}").format(pasture=f"P{int(self.value) + 1}")
        if self.kind == "seed_steppe":
            # Translators: a setup step of a rulebook example: fill the Steppe (R-SETUP-9).
            return _("seed the Steppe")
        return str(self.value)


@dataclass(frozen=True)
class Illegal:
    """An action the example says is illegal at some point of its line."""

    action: str
    rule_id: str
    after: int | None = None
    note: str = ""


@dataclass(frozen=True)
class Line:
    """A playable line: the main line (``name`` None) or a named variation."""

    name: str | None
    title: str
    position: Mapping[str, Any]
    steps: tuple[Step, ...]
    expect: Mapping[str, Any]
    expect_events: tuple[str, ...] = ()
    expect_illegal: tuple[Illegal, ...] = ()


class Frame(NamedTuple):
    """One step played: the step, its events, and the position after it."""

    step: Step
    events: tuple[Event, ...]
    position: dict[str, Any]


@dataclass
class ScenarioRun:
    """The result of :meth:`Scenario.run`: the game after the line, and every frame."""

    scenario: Scenario
    variation: str | None
    game: Game
    start: dict[str, Any]
    frames: list[Frame] = field(default_factory=list)

    def events(self) -> list[Event]:
        return [e for f in self.frames for e in f.events]

    def narration(self) -> str:
        """Every step with its events, one line each."""
        lines = []
        for i, f in enumerate(self.frames):
            note = f"  ({_(f.step.note)})" if f.step.note else ""  # example data, translated
            lines.append(f"{i + 1}. {f.step}{note}")
            lines.extend(f"   - {e}" for e in f.events)
        return "\n".join(lines)


@dataclass(frozen=True)
class Scenario:
    """One worked example: data, plus helpers to play and check it."""

    id: str
    title: str
    summary: str
    rules: tuple[str, ...]
    position: Mapping[str, Any]
    steps: tuple[Step, ...]
    expect: Mapping[str, Any]
    expect_events: tuple[str, ...] = ()
    expect_illegal: tuple[Illegal, ...] = ()
    variations: tuple[Line, ...] = ()
    seed: int | str = 0

    # ------------------------------------------------------------- lines
    def variation_names(self) -> list[str | None]:
        """``None`` (the main line) followed by the variations' names."""
        return [None, *(v.name for v in self.variations)]

    def line(self, variation: str | None = None) -> Line:
        if variation is not None and not isinstance(variation, str):
            raise ExampleError(_("{example}: variation must be a name (text) or None, not "
                                 "{kind}").format(example=self.id, kind=type(variation).__name__))
        if variation is None:
            return Line(None, self.title, self.position, self.steps, self.expect,
                        self.expect_events, self.expect_illegal)
        for v in self.variations:
            if v.name == variation:
                return v
        known = ", ".join(repr(n) for n in self.variation_names()[1:])
        if not known:
            raise ExampleError(_("{example} has no variation {name} (it has none)").format(
                example=self.id, name=_shown(variation)))
        raise ExampleError(_("{example} has no variation {name} (variations: {known})").format(
            example=self.id, name=_shown(variation), known=known))

    # ----------------------------------------------------------- playing
    def game(self, variation: str | None = None) -> Game:
        """A fresh game at the example's starting position (chance is explicit)."""
        line = self.line(variation)
        return Game.from_position(copy.deepcopy(dict(line.position)), self.seed,
                                  auto_chance=False)

    def run(self, variation: str | None = None, *, until: int | None = None) -> ScenarioRun:
        """Play the line (or its first ``until`` steps); raise if a step is illegal.

        ``until`` is a whole number from 0 to the line's length (a negative count or a
        count past the end is refused, not read as a Python slice)."""
        line = self.line(variation)
        if until is not None and (type(until) is not int or not 0 <= until <= len(line.steps)):
            raise ExampleError(_("{example}: until must be a whole number from 0 to {last} (the "
                                 "line's steps), not {until}").format(
                example=self.id, last=len(line.steps), until=f"{until!r:.40}"))
        g = self.game(variation)
        result = ScenarioRun(self, variation, g, g.to_position())
        for step in line.steps[:until]:
            events = _play_step(g, step)
            result.frames.append(Frame(step, tuple(events), g.to_position()))
        return result

    def check(self, variation: str | None = None) -> list[str]:
        """Mismatches between the engine and the example, in the current language; empty
        when they agree.

        The expected narration is written in English, so the check compares it with the
        engine's narration in English whatever language the notebook shows; only the
        sentences that report a mismatch are in the reader's language (a teacher who
        writes her own example reads what is wrong with it in her language)."""
        return self._check(variation)

    def _check(self, variation: str | None) -> list[str]:
        line = self.line(variation)
        where = self.id + (f" ({variation})" if variation else "")
        problems: list[str] = []
        g = self.game(variation)
        texts: list[str] = []
        for i, step in enumerate(line.steps):
            try:
                events = _play_step(g, step)
            except GauchoError as exc:
                # Translators: an example's step the engine refused; {where} is the
                # example's ID, {step} the step as written, {error} the engine's reason.
                problems.append(_("{where}: step {n} {step} was refused: {error}").format(
                    where=where, n=i + 1, step=repr(str(step)), error=exc))
                return problems
            with use_language("en"):  # the example's expected narration is in English
                step_texts = [str(e.text) for e in events]
            texts.extend(step_texts)
            if step.expect is not None:
                # Translators: where in an example a value is checked: {where} is its ID.
                after = _("{where} after step {n}").format(where=where, n=i + 1)
                problems.extend(compare(step.expect, _observed(g), after))
            for sub in step.events:
                if not any(sub in t for t in step_texts):
                    # Translators: an example expected a sentence in the (English)
                    # narration of a step; {expected} and {said} are quoted English text.
                    problems.append(_("{where}: step {n} {step} narrates no {expected}; "
                                      "it said {said}").format(
                        where=where, n=i + 1, step=repr(str(step)), expected=repr(sub),
                        said=step_texts))
        # Translators: where in an example a value is checked: {where} is its ID.
        problems.extend(compare(line.expect, _observed(g),
                                _("{where} at the end").format(where=where)))
        for sub in line.expect_events:
            if not any(sub in t for t in texts):
                # Translators: {expected} is a quoted English sentence the narration lacks.
                problems.append(_("{where}: no event narrates {expected}").format(
                    where=where, expected=repr(sub)))
        for bad in line.expect_illegal:
            problems.extend(self._check_illegal(variation, bad, where))
        return problems

    def check_all(self) -> dict[str | None, list[str]]:
        return {name: self.check(name) for name in self.variation_names()}

    def verdict(self, variation: str | None = None) -> str:
        """Whether the engine plays the line as the rulebook says, as a sentence in the
        current language (a lesson prints it after an example); when it does not, the
        mismatches of :meth:`check` follow one a line, in the same language."""
        problems = self.check(variation)
        if not problems:
            # Translators: printed after a rulebook example the engine plays as written.
            return _("as the rulebook says")
        # Translators: printed after a rulebook example the engine plays differently; the
        # differences follow, one a line.
        return "\n".join([_("not as the rulebook says"), *(f"- {p}" for p in problems)])

    def walkthrough(self, variation: str | None = None) -> str:
        """A teacher's printout in the current language: title, rules, every step
        narrated, and the :meth:`verdict`."""
        line = self.line(variation)
        # Translators: the first two lines of a rulebook example's printout: its ID and
        # title (EX-SORT: ...), then the IDs of the rules it illustrates.
        return "\n".join([_("{id}: {title}").format(id=self.id, title=_(line.title)),
                          _("rules: {rules}").format(rules=", ".join(self.rules)),
                          self.run(variation).narration(), self.verdict(variation)])

    def _check_illegal(self, variation: str | None, bad: Illegal, where: str) -> list[str]:
        g = self.run(variation, until=bad.after).game
        before = g.to_position()
        # Translators: an example (and its variation), then a decision it expects refused.
        label = _("{example}: {decision}").format(example=where, decision=repr(bad.action))
        try:
            g.play(bad.action)
        except IllegalAction as exc:
            out = []
            if exc.rule_id != bad.rule_id:
                # Translators: {label} names an example and a decision it expects refused;
                # {rule} and {expected} are rule IDs.
                out.append(_("{label} is illegal under {rule}, expected {expected}").format(
                    label=label, rule=exc.rule_id, expected=bad.rule_id))
            if g.to_position() != before:
                # Translators: {label} names an example and a decision it expects refused.
                out.append(_("{label} was refused but changed the position").format(
                    label=label))
            return out
        # Translators: {label} names an example and a decision it expects refused; {rule}
        # is the rule ID the example says the decision breaks.
        return [_("{label} was accepted, but the example says it breaks {rule}").format(
            label=label, rule=bad.rule_id)]


# ------------------------------------------------------------------ helpers
def _play_step(g: Game, step: Step) -> list[Event]:
    kind = "decision" if step.kind == "action" else step.kind
    return studies.play_step(g, studies.Step(kind, step.value))


def _observed(g: Game) -> dict[str, Any]:
    pos = g.to_position()
    s = g.state
    pos["pasture_sums"] = [s.pasture_sum(i) for i in range(len(s.pastures))]
    pos["draw_pile_count"] = len(s.draw_pile)
    pos["steppe_count"] = len(s.steppe)
    pos["current_player"] = g.current_player
    pos["is_over"] = g.is_over
    pos["winners"] = g.winners
    return pos


def compare(expected: Any, actual: Any, path: str) -> list[str]:
    """Compare a PARTIAL expectation with an observed value; return the mismatches, in the
    current language (``path`` and the values as written)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            # Translators: {path} is where in an example's expectation (e.g.
            # "EX-SORT at the end.players[0]"), {actual} the value found, as written.
            return [_("{path}: expected an object, got {actual}").format(
                path=path, actual=repr(actual))]
        out: list[str] = []
        for key, want in expected.items():
            if key == "out_contains":
                missing = [t for t in want if t not in actual.get("out", [])]
                if missing:
                    # Translators: {tiles} is a list of tile names, as written.
                    out.append(_("{path}: {tiles} should be out of the game").format(
                        path=path, tiles=missing))
                continue
            if key not in actual:
                # Translators: {field} is a field name of an example's expectation.
                out.append(_("{path}: unknown field {field}").format(path=path,
                                                                       field=repr(key)))
                continue
            out.extend(compare(want, actual[key], f"{path}.{key}"))
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [_mismatch(path, expected, actual)]
        out = []
        for i, (want, got) in enumerate(zip(expected, actual, strict=True)):
            if want is None and isinstance(got, dict | list):
                continue  # a whole player / pasture left unchecked
            out.extend(compare(want, got, f"{path}[{i}]"))
        return out
    if expected != actual or type(expected) is not type(actual):
        return [_mismatch(path, expected, actual)]
    return []


def _mismatch(path: str, expected: Any, actual: Any) -> str:
    # Translators: {path} is where in an example's expectation (e.g. "EX-SORT at the
    # end.round"); {expected} and {actual} are values as written (numbers, tile names).
    return _("{path}: expected {expected}, got {actual}").format(
        path=path, expected=repr(expected), actual=repr(actual))


def _step(step: studies.Step) -> Step:
    kind = "action" if step.kind == "decision" else step.kind
    return Step(kind, step.value, step.comment, step.expect, step.events)


def _line(chapter: studies.Chapter, name: str | None) -> Line:
    return Line(name, chapter.title, chapter.position, tuple(_step(s) for s in chapter.steps),
                chapter.expect or {}, chapter.expect_events,
                tuple(Illegal(b.decision, b.rule_id, b.after, b.comment)
                      for b in chapter.expect_illegal))


def _scenario(study: studies.Study, name: str) -> Scenario:
    """The example that a study of the rulebook holds: chapter 1 is the main line, every
    further chapter a variation named by its ``name``."""
    if study.id != name:
        raise ExampleError(f"{name}.json: the 'id' must be {name!r}")
    main, *others = study.chapters
    for chapter in others:
        if not chapter.name:
            raise ExampleError(f"{name}: every variation needs a 'name'")
    line = _line(main, None)
    return Scenario(id=name, title=study.title, summary=study.summary, rules=study.rules,
                    position=line.position, steps=line.steps, expect=line.expect,
                    expect_events=line.expect_events, expect_illegal=line.expect_illegal,
                    variations=tuple(_line(c, c.name) for c in others), seed=main.seed)


def _files() -> dict[str, Any]:
    root = resources.files(__name__)
    return {p.name[:-5]: p for p in root.iterdir() if p.name.endswith(".json")}


def _shown(name: str) -> str:
    """``name`` quoted for an error message, cut to 40 characters: a message repeats what it
    was given, and a hostile megabyte must not come back as a megabyte."""
    return repr(name) if len(name) <= 40 else repr(name[:40]) + "…"


def ids() -> list[str]:
    """Every example ID, in the order of RULES.md §26 (extra files last, sorted)."""
    present = _files()
    return [i for i in ORDER if i in present] + sorted(set(present) - set(ORDER))


def load(example_id: str) -> Scenario:
    """The example with this ID (e.g. ``"EX-STEAL-SALE"``)."""
    if not isinstance(example_id, str):
        raise ExampleError(_("an example ID is a text such as 'EX-SORT', not {kind}").format(
            kind=type(example_id).__name__))
    files = _files()
    if example_id not in files:
        # Translators: {name} is the ID given, {known} the list of IDs ("EX-SORT, EX-SEED-A").
        raise ExampleError(_("unknown example {name}; the examples are: {known}").format(
            name=_shown(example_id), known=", ".join(ids())))
    return _scenario(studies.loads(files[example_id].read_bytes()), example_id)


def load_all() -> list[Scenario]:
    return [load(i) for i in ids()]
