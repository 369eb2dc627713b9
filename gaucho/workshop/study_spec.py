"""What a design study asks for (:class:`StudySpec`), read from flags or a TOML file and
checked whole before the first game.

A study runs for minutes; a typo found after its first part has been played costs a
teacher that wait and leaves half a set of records behind.  So :meth:`StudySpec.check`
checks every setting -- types, ranges, the bots, the metric of ``--until-clear``, the
swept setting and each of its values, the output folder -- and the readers here refuse a
value of the wrong type with the name of its key (never a Python error about ``int``
objects).  Every refusal is a :class:`gaucho.errors.SimulationError` in the reader's
language.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gaucho.errors import GauchoError, SimulationError, os_reason
from gaucho.i18n import _, format_number
from gaucho.variants import Variant, get_variant, make_variant
from gaucho.workshop.bots import make_bot
from gaucho.workshop.metrics import check_per_game_metric
from gaucho.workshop.restricted import check_mechanism
from gaucho.workshop.sweep import DEFAULT_BOTS

__all__ = ["FORMATS", "MAX_SWEEP_VALUES", "StudySpec", "spec_from_args", "spec_from_toml"]

FORMATS = ("csv", "parquet")
#: The most values one sweep may take: each value plays every game of the part again.
MAX_SWEEP_VALUES = 100
#: The most games of one part (the same bound as ``gaucho simulate``'s).
MAX_STUDY_GAMES = 10**12
#: The keys of a TOML file's ``[sweep]`` table.
SWEEP_KEYS = ("parameter", "values", "start", "stop", "step", "games")


@dataclass
class StudySpec:
    """What to study.  ``changes`` are rules settings changed on ``variant``; the study
    compares the result with ``official``."""

    variant: str = "official"
    changes: dict[str, Any] = field(default_factory=dict)
    official: str = "official"
    games: int = 200
    players: int = 4
    seed: int = 0
    seat_bot: str = DEFAULT_BOTS.seat
    strong_bot: str = DEFAULT_BOTS.strong
    weak_bot: str = DEFAULT_BOTS.weak
    skill: bool = True
    forbid: str | None = None
    sequential: str | None = None  # a metric key: run until its difference is clear
    max_games: int = 1000
    look_every: int = 50
    sweep_parameter: str | None = None
    sweep_values: list[Any] = field(default_factory=list)
    sweep_games: int | None = None
    out: Path = Path("gaucho-study")
    format: str = "csv"
    workers: int | None = None
    scheduler: str | None = None

    def studied(self) -> Variant:
        """The studied rules: the variant with the changes, named after both."""
        base = get_variant(self.variant)
        if not self.changes:
            return base
        name = "+".join([base.name, *(f"{k}={v}" for k, v in sorted(self.changes.items()))])
        return make_variant(name, name, base=base, **self.changes)

    def check(self) -> None:
        """Refuse, before any game, every setting the study could not run with."""
        for key in ("games", "max_games", "look_every"):
            _whole(key, getattr(self, key), 1, MAX_STUDY_GAMES)
        _whole("players", self.players, 2, 4)
        _whole("seed", self.seed, 0)
        for key in ("sweep_games", "workers"):
            if getattr(self, key) is not None:
                _whole(key, getattr(self, key), 1, MAX_STUDY_GAMES)
        for key in ("variant", "official", "seat_bot", "strong_bot", "weak_bot", "format"):
            _text(key, getattr(self, key))
        for key in ("forbid", "sequential", "sweep_parameter", "scheduler"):
            if getattr(self, key) is not None:
                _text(key, getattr(self, key))
        if not isinstance(self.skill, bool):
            raise SimulationError(_("skill must be true or false, not {value!r}").format(
                value=self.skill))
        if self.format not in FORMATS:
            raise SimulationError(_("format must be csv or parquet, not {value!r}").format(
                value=self.format))
        for key in ("seat_bot", "strong_bot", "weak_bot"):
            try:
                make_bot(getattr(self, key))
            except GauchoError as err:
                raise SimulationError(_("{where}: {problem}").format(where=key,
                                                                      problem=err)) from None
        if self.forbid is not None:
            check_mechanism(self.forbid)
        if self.sequential is not None:
            check_per_game_metric(self.sequential)
        if not isinstance(self.changes, dict):
            raise SimulationError(_("rules must be a table of rules settings (e.g. sale_bonus "
                                    "= 8), not {value!r}").format(value=self.changes))
        studied = self.studied()
        get_variant(self.official)
        self._check_sweep(studied)
        self._check_out()

    def _check_sweep(self, studied: Variant) -> None:
        if not isinstance(self.sweep_values, list | tuple):
            raise SimulationError(_("sweep values must be a list, not {value!r}").format(
                value=self.sweep_values))
        if self.sweep_parameter is None:
            if self.sweep_values:
                raise SimulationError(_("a sweep needs the rules setting it changes "
                                        "(parameter)"))
            return
        if not self.sweep_values:
            raise SimulationError(_("a sweep needs values (sweep_values)"))
        _check_sweep_size(len(self.sweep_values))
        for value in self.sweep_values:  # each value as the sweep will make it
            make_variant(f"{self.sweep_parameter}={value}", f"{self.sweep_parameter} = {value}",
                         base=studied.config,
                         **{self.sweep_parameter: value})

    def _check_out(self) -> None:
        out = Path(self.out)
        if out.exists() and not out.is_dir():
            raise SimulationError(_("out: {path} exists and is not a folder").format(path=out))


def _whole(key: str, value: Any, least: int, most: int | None = None) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < least or (
            most is not None and value > most):
        if most is None:
            raise SimulationError(_("{key} must be a whole number of at least {least}, not "
                                    "{value!r}").format(key=key, least=least, value=value))
        raise SimulationError(_("{key} must be a whole number from {least} to {most}, not "
                                "{value!r}").format(key=key, least=format_number(least),
                                                    most=format_number(most), value=value))


def _text(key: str, value: Any) -> None:
    if not isinstance(value, str):
        raise SimulationError(_("{key} must be a text in quotes, not {value!r}").format(
            key=key, value=value))


def _check_sweep_size(n: int) -> None:
    if n > MAX_SWEEP_VALUES:
        raise SimulationError(_("a sweep takes at most {most} values, not {n} (each value "
                                "plays all its games again)").format(
            most=MAX_SWEEP_VALUES, n=format_number(n)))


def _sweep_range(start: Any, stop: Any, step: Any) -> list[int]:
    """The whole numbers from ``start`` to ``stop`` (included) by ``step``, checked."""
    for key, value in (("start", start), ("stop", stop), ("step", step)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise SimulationError(_("sweep {key} must be a whole number, not {value!r}")
                                  .format(key=key, value=value))
    if step == 0:
        raise SimulationError(_("sweep step must not be 0"))
    values = range(start, stop + (1 if step > 0 else -1), step)
    _check_sweep_size(len(values))  # a range knows its length without being made
    return list(values)


# ============================================================ reading a TOML file
_WHERE = re.compile(r"\(at line (\d+), column (\d+)\)")


def spec_from_toml(text: str, *, source: str = "study.toml", **overrides: Any) -> StudySpec:
    """A :class:`StudySpec` from a TOML document (keys: those of StudySpec; ``[rules]`` the
    changed settings; ``[sweep]`` ``parameter`` with ``values`` or ``start``/``stop``/``step``).
    ``source`` names the file in a refusal; ``overrides`` (flags) win over the file."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        where = _WHERE.search(str(err))
        if where is None:
            raise SimulationError(_("{file} is not a valid TOML file: it ends too early")
                                  .format(file=source)) from None
        raise SimulationError(_("{file} is not a valid TOML file: see line {line}, column "
                                "{column}").format(file=source, line=where[1],
                                                   column=where[2])) from None
    known = {f.name for f in dataclasses.fields(StudySpec)}
    values: dict[str, Any] = {}
    if "rules" in data:
        rules = data.pop("rules")
        if not isinstance(rules, dict):
            raise SimulationError(_("rules must be a table of rules settings (e.g. sale_bonus "
                                    "= 8), not {value!r}").format(value=rules))
        values["changes"] = rules
    if "sweep" in data:
        values.update(_sweep_table(data.pop("sweep")))
    unknown = sorted(set(data) - known)
    if unknown:
        raise SimulationError(_("unknown study settings {unknown}; the settings are "
                                "{known}").format(unknown=", ".join(unknown),
                                                  known=", ".join(sorted(known))))
    if "changes" in data and not isinstance(data["changes"], dict):
        raise SimulationError(_("rules must be a table of rules settings (e.g. sale_bonus "
                                "= 8), not {value!r}").format(value=data["changes"]))
    values.update(data)
    values.update({k: v for k, v in overrides.items() if v is not None})
    if "out" in values:
        if not isinstance(values["out"], str | Path):
            raise SimulationError(_("out must be a folder's name in quotes, not {value!r}")
                                  .format(value=values["out"]))
        values["out"] = Path(values["out"])
    return StudySpec(**values)


def _sweep_table(table: Any) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise SimulationError(_("sweep must be a table ([sweep] with parameter and values, "
                                "or start and stop), not {value!r}").format(value=table))
    unknown = sorted(set(table) - set(SWEEP_KEYS))
    if unknown:
        raise SimulationError(_("unknown sweep settings {unknown}; the settings are "
                                "{known}").format(unknown=", ".join(unknown),
                                                  known=", ".join(SWEEP_KEYS)))
    out: dict[str, Any] = {"sweep_parameter": table.get("parameter")}
    if "values" in table:
        if not isinstance(table["values"], list):
            raise SimulationError(_("sweep values must be a list, not {value!r}").format(
                value=table["values"]))
        out["sweep_values"] = list(table["values"])
    elif "start" in table or "stop" in table:
        if "start" not in table or "stop" not in table:
            raise SimulationError(_("a sweep by range needs both start and stop"))
        out["sweep_values"] = _sweep_range(table["start"], table["stop"], table.get("step", 1))
    if "games" in table:
        out["sweep_games"] = table["games"]
    return out


# ============================================================ the command line
def _setting(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise SimulationError(_("write a setting as KEY=VALUE, not {text!r}").format(text=text))
    try:
        parsed = tomllib.loads(f"v = {value.strip()}")["v"]
    except tomllib.TOMLDecodeError:
        parsed = value.strip()
    return key.strip(), parsed


def _read_config(name: str) -> str:
    path = Path(name)
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SimulationError(_("--config: {path} is not a text file").format(
            path=path)) from None
    except OSError as err:
        raise SimulationError(_("--config: cannot read {path}: {reason}").format(
            path=path, reason=os_reason(err))) from None


def spec_from_args(args: argparse.Namespace) -> StudySpec:
    """The study the command line asks for (a TOML file first, then the flags), checked."""
    fields = {f.name for f in dataclasses.fields(StudySpec)}
    flags = {k: v for k, v in vars(args).items() if k in fields and k != "changes"}
    text, source = (_read_config(args.config), args.config) if args.config else ("", "")
    spec = spec_from_toml(text, source=source, **flags)
    for item in args.changes:
        key, value = _setting(item)
        spec.changes[key] = value
    if args.sweep:
        key, _sep, bounds = args.sweep.partition("=")
        try:
            numbers = [int(x) for x in bounds.split(":")]
        except ValueError:
            numbers = []
        if not key.strip() or len(numbers) not in (2, 3):
            raise SimulationError(_("--sweep: write KEY=START:STOP[:STEP] with whole "
                                    "numbers, not {text!r}").format(text=args.sweep))
        step = numbers[2] if len(numbers) == 3 else 1
        spec.sweep_parameter = key.strip()
        spec.sweep_values = _sweep_range(numbers[0], numbers[1], step)
    spec.check()
    return spec
