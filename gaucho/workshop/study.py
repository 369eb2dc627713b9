"""A whole design study, as ``gaucho study`` runs it: games, records on disk and an HTML report.

A study compares *the studied rules* (a named variant and/or some settings changed)
with the official rules on the same seeds (:mod:`gaucho.workshop.sweep`), in up to
four parts, each written as records:

* ``main``: the default bots in every seat, paired (or sequential: until the
  difference in one metric is clear, or at most ``max_games``);
* ``skill``: the strong bot against three weaker ones, paired: the skill gap;
* ``restricted``: a bot forbidden one mechanism against three that are not;
* ``sweep``: one rule value over a range on the studied rules, with the value
  that best balances the seats.

:class:`StudySpec` holds the request (from command-line flags or a TOML file,
:func:`spec_from_toml`; both in :mod:`gaucho.workshop.study_spec`, checked whole before
the first game); :func:`run_study` plays it and :func:`write_report`
writes the self-contained HTML report with its pictures inline.
"""

from __future__ import annotations

import argparse
import html
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from gaucho._arguments import whole
from gaucho.config import PLAYER_COUNTS
from gaucho.errors import SimulationError, os_reason
from gaucho.i18n import N_, _, format_number, ngettext
from gaucho.variants import Variant, get_variant
from gaucho.workshop.records import write_csv_rows
from gaucho.workshop.restricted import restricted
from gaucho.workshop.simulation import Simulation
from gaucho.workshop.stats import MIN_GAMES
from gaucho.workshop.study_spec import (
    FORMATS,
    MAX_STUDY_GAMES,
    StudySpec,
    spec_from_args,
    spec_from_toml,
)
from gaucho.workshop.sweep import (
    DEFAULT_BOTS,
    Balancing,
    Look,
    Paired,
    Runner,
    Sweep,
    compared_sentence,
    paired,
    sequential,
    simulation_runner,
    sweep,
)

__all__ = ["StudyResult", "StudySpec", "add_arguments", "cmd_study", "run_study",
           "spec_from_toml", "write_report"]

#: The record tables a study writes.
STUDY_TABLES = ("games", "players", "sales")


# ============================================================ records on disk
class Recorder:
    """Writes every batch a runner yields to ``<part>-<table>.csv`` (or a Parquet dataset
    folder ``<part>-<table>.parquet/``, one file per batch), so memory stays flat."""

    def __init__(self, out: Path, format: str,
                 progress: Callable[[str, int, str], object] | None = None) -> None:
        self.out, self.format, self.progress = out, format, progress
        self.files: dict[tuple[str, str], IO[str]] = {}
        self.parts: dict[str, int] = {}
        self.games: dict[str, int] = {}
        self.by_rules: dict[tuple[str, str], int] = {}
        self.paths: list[Path] = []

    def runner(self, part: str, inner: Runner) -> Runner:
        def run(variant: Variant, games: int) -> Iterator[Any]:
            for batch in inner(variant, games):
                self.write(part, batch, variant.name)
                yield batch
        return run

    def write(self, part: str, batch: Any, rules: str = "") -> None:
        if isinstance(batch, dict):
            batch = Simulation(games=list(batch.get("games", ())),
                               players=list(batch.get("players", ())),
                               sales=list(batch.get("sales", ())))
        k = self.parts[part] = self.parts.get(part, -1) + 1
        for table in STUDY_TABLES:
            if self.format == "parquet":
                folder = self.out / f"{part}-{table}.parquet"
                if k == 0:
                    folder.mkdir(parents=True, exist_ok=True)
                    self.paths.append(folder)
                batch.to_parquet(folder / f"part-{k:05d}.parquet", table)
                continue
            key = (part, table)
            if key not in self.files:
                path = self.out / f"{part}-{table}.csv"
                self.paths.append(path)
                self.files[key] = open(path, "w", newline="", encoding="utf-8")  # noqa: SIM115
                write_csv_rows(self.files[key], [], table, header=True)
            write_csv_rows(self.files[key], getattr(batch, table), table, header=False)
        self.games[part] = self.games.get(part, 0) + len(batch.games)
        done = self.by_rules[part, rules] = self.by_rules.get((part, rules), 0) + len(batch.games)
        if self.progress is not None:
            self.progress(part, done, rules)

    def close(self) -> None:
        for f in self.files.values():
            f.close()


# ============================================================ running
@dataclass
class StudyResult:
    """Everything a study found (what the report shows)."""

    spec: StudySpec
    labels: tuple[str, str]
    main: Paired | None = None
    look: Look | None = None
    skill: Paired | None = None
    restricted: Paired | None = None
    sweep: Sweep | None = None
    balancing: Balancing | None = None
    seconds: float = 0.0
    files: list[Path] = field(default_factory=list)

    def sentences(self) -> list[str]:
        out: list[str] = []
        if self.look is not None:
            out.append(self.look.explain())
        if self.main is not None:
            out.extend(_headline(self.main, HEADLINES))
        for part, key in ((self.skill, "skill"), (self.restricted, "restricted")):
            if part is not None:
                out.extend(_headline(part, (key,)))
        if self.balancing is not None:
            out.append(self.balancing.sentence())
        return out


#: The metrics whose sentences head a report, per part of a study.
HEADLINES = ("first_player", "seat_gap", "rounds", "margin", "lead_changes", "comeback", "behind",
             "decisive", "pile_end")


def _headline(part: Paired, keys: tuple[str, ...]) -> list[str]:
    ref = {m.key: m for m in part.a}
    out = []
    for m in part.b:
        if m.key not in keys or m.key not in ref:
            continue
        if part.labels[0] == part.labels[1]:
            out.append(m.sentence())
            continue
        out.append(compared_sentence(m, ref[m.key], part.differences.get(m.key), part.games))
    return out


def run_study(spec: StudySpec, *, client: Any = None,
              progress: Callable[[str, int, str], object] | None = None,
              runner_factory: Any = None) -> StudyResult:
    """Play the study and write its records into ``spec.out``.

    ``runner_factory(bots)`` makes a runner for a list of bot specs (default: real
    games with :func:`simulation_runner`, on ``client``'s Dask cluster if given).
    ``progress(part, games, rules)`` is called after each batch with the games written so
    far under the rule set ``rules`` (a variant's name) in that part: games per rule set,
    as ``--games`` and ``--max-games`` count them.
    """
    spec.check()
    studied, official = spec.studied(), get_variant(spec.official)
    try:
        spec.out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise SimulationError(_("out: cannot make the folder {path}: {reason}").format(
            path=spec.out, reason=os_reason(err))) from None
    rec = Recorder(spec.out, spec.format, progress)

    def make(bots: Any) -> Runner:
        if runner_factory is not None:
            return runner_factory(bots)  # type: ignore[no-any-return]
        return simulation_runner(bots, spec.players, spec.seed, client=client,
                                 workers=spec.workers)

    start = time.perf_counter()
    result = StudyResult(spec, (official.name, studied.name))
    try:
        main = rec.runner("main", make(spec.seat_bot))
        if spec.sequential:
            for look in sequential(studied, spec.sequential, max_games=spec.max_games,
                                   look_every=spec.look_every, runner=main,
                                   official=official):
                result.look = look
            result.main = result.look.paired if result.look is not None else None
        else:
            result.main = paired(studied, spec.games, runner=main, official=official)
        weak = [spec.strong_bot, *[spec.weak_bot] * (spec.players - 1)]
        if spec.skill:
            result.skill = paired(studied, spec.games, official=official,
                                  runner=rec.runner("skill", make(weak)),
                                  strong=spec.strong_bot)
        if spec.forbid is not None:
            bots = [restricted(spec.seat_bot, spec.forbid), *[spec.seat_bot] *
                    (spec.players - 1)]
            result.restricted = paired(studied, spec.games, official=official,
                                       runner=rec.runner("restricted", make(bots)),
                                       restricted=spec.forbid)
        if spec.sweep_parameter is not None:
            result.sweep = sweep(spec.sweep_parameter, spec.sweep_values,
                                 spec.sweep_games or spec.games, base=studied,
                                 runner=rec.runner("sweep", make(spec.seat_bot)))
            result.balancing = result.sweep.balancing()
    finally:
        rec.close()
    result.seconds = time.perf_counter() - start
    result.files = rec.paths
    return result


# ============================================================ the report
def write_report(result: StudyResult, path: Path) -> Path:
    """A self-contained HTML report: the plain-words sentences, the pictures (inline SVG)
    and every figure with its interval."""
    from gaucho.workshop import plots

    a, b = result.labels
    parts: list[str] = []
    title = _("Design study: {variant} against {official}").format(variant=b, official=a)
    parts.append(f"<h1>{html.escape(title)}</h1>")
    spec = result.spec
    about = _("{games} games per rule set and part, {players} players, seed {seed}; bots: "
              "{seat} in every seat; {seconds} s.").format(
        games=format_number(spec.games), players=spec.players, seed=spec.seed,
        seat=spec.seat_bot, seconds=format_number(result.seconds, 1))
    if result.skill is not None:
        about += " " + _("Skill gap: {strong} against {weak}.").format(strong=spec.strong_bot,
                                                                     weak=spec.weak_bot)
    parts.append(f"<p>{html.escape(about)}</p>")
    parts.append(f"<h2>{html.escape(_('In plain words'))}</h2><ul>")
    parts.extend(f"<li>{html.escape(s)}</li>" for s in result.sentences())
    parts.append("</ul>")
    pictures = []
    if result.main is not None:
        pictures.append(plots.plot_paired(result.main))
        pictures.append(plots.plot_usage(result.main))
    if result.sweep is not None:
        pictures.append(plots.plot_sweep(result.sweep, "seat_gap", result.balancing))
        pictures.append(plots.plot_sweep(result.sweep, "first_player"))
    if pictures:
        parts.append(f"<h2>{html.escape(_('Pictures'))}</h2>")
        parts.extend(f"<figure>{plots.figure_svg(fig)}</figure>" for fig in pictures)
    for heading, part in ((_("Every metric"), result.main), (_("Skill gap"), result.skill),
                          (_("Restricted play"), result.restricted)):
        if part is not None:
            parts.append(f"<h2>{html.escape(heading)}</h2>")
            parts.append(_table(part))
    body = "\n".join(parts)
    page = (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>"
            f"{html.escape(title)}</title><style>{_STYLE}</style></head>\n<body>\n{body}\n"
            "</body></html>\n")
    path.write_text(page, encoding="utf-8")
    return path


_STYLE = ("body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
          "table{border-collapse:collapse}td,th{padding:.2em .6em;border-bottom:1px solid #ddd;"
          "text-align:right}td:first-child,th:first-child{text-align:left}"
          "figure{margin:1em 0}svg{max-width:100%;height:auto}")


def _table(part: Paired) -> str:
    a, b = part.labels
    head = [_("metric"), a, b, _("difference (paired)"), _("games")]
    rows = ["<table><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    for m, ref, diff in part.rows():
        cells = [m.label,
                 f"{ref.show()} {ref.interval}" if ref is not None else "",
                 f"{m.show()} {m.interval}",
                 (_("{mean} [{lo}, {hi}]").format(mean=format_number(diff.mean, 3),
                                                  lo=format_number(diff.lo, 3),
                                                  hi=format_number(diff.hi, 3))
                  + (" *" if diff.clear else " ?" if diff.too_few else ""))
                 if diff is not None else "",
                 format_number(m.n)]
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    rows.append("</table>")
    if any(diff is not None and diff.too_few for _m, _ref, diff in part.rows()):
        rows.append("<p>" + html.escape(ngettext(
            "(? fewer than {least} game on a side: too few games to tell)",
            "(? fewer than {least} games on a side: too few games to tell)",
            MIN_GAMES).format(least=MIN_GAMES)) + "</p>")
    return "\n".join(rows)


# ============================================================ the command
def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The flags of ``gaucho study`` (the TOML file takes the same names)."""
    parser.add_argument("--config", metavar="STUDY.toml",
                        help=_("read the study from a TOML file (flags given too win)"))
    parser.add_argument("--variant", metavar="V",
                        help=_("the rules to study, by name (default: official)"))
    parser.add_argument("--set", dest="changes", action="append", default=[],
                        metavar="KEY=VALUE",
                        help=_("change one rules setting of the studied rules, e.g. "
                               "sale_bonus=8 (may be repeated)"))
    # the limits StudySpec.check() sets, refused here too, so the refusal names the option
    parser.add_argument("--games", type=whole(1, MAX_STUDY_GAMES), metavar="N",
                        help=_("games per rule set and part (default: 200)"))
    parser.add_argument("--players", type=whole(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
                        metavar="P", help=_("players (default: 4)"))
    parser.add_argument("--seed", type=whole(0), metavar="S", help=_("seed (default: 0)"))
    parser.add_argument("--bot", dest="seat_bot", metavar="BOT",
                        help=_("the bot in every seat (default: {bot})").format(
                            bot=DEFAULT_BOTS.seat))
    parser.add_argument("--strong", dest="strong_bot", metavar="BOT",
                        help=_("the strong bot of the skill gap (default: {bot})").format(
                            bot=DEFAULT_BOTS.strong))
    parser.add_argument("--weak", dest="weak_bot", metavar="BOT",
                        help=_("the weaker bots of the skill gap (default: {bot})").format(
                            bot=DEFAULT_BOTS.weak))
    parser.add_argument("--no-skill", dest="skill", action="store_false", default=None,
                        help=_("leave out the skill gap"))
    parser.add_argument("--forbid", metavar="MECHANISM",
                        help=_("restricted play: an Action Area (STEAL) or a decision kind "
                               "(sale) one bot may not use"))
    parser.add_argument("--until-clear", dest="sequential", metavar="METRIC",
                        help=_("play until the difference in METRIC (e.g. first_player) is "
                               "clear, or --max-games"))
    parser.add_argument("--max-games", type=whole(1, MAX_STUDY_GAMES), metavar="N",
                        help=_("the most games of --until-clear (default: 1000)"))
    parser.add_argument("--sweep", metavar="KEY=START:STOP[:STEP]",
                        help=_("sweep one rules setting over a range, e.g. "
                               "pasture_threshold=15:30:3"))
    parser.add_argument("--out", metavar="DIR",
                        help=_("folder for the records and report.html (default: "
                               "gaucho-study)"))
    parser.add_argument("--format", choices=FORMATS,
                        help=_("records as csv or parquet (default: csv)"))
    parser.add_argument("--workers", type=whole(1, MAX_STUDY_GAMES), metavar="W",
                        help=_("worker processes (default: every core)"))
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help=_("run the games on this Dask scheduler (tcp://host:8786)"))


#: The parts of a study as the progress line names them (the record files keep the keys).
PART_NAMES = {
    # Translators: the parts of a design study, in its progress line ("skill gap: 12 games
    # played"): the main comparison, the skill gap, restricted play, the sweep of a setting.
    "main": N_("main comparison"),
    "skill": N_("skill gap"),
    "restricted": N_("restricted play"),
    "sweep": N_("sweep"),
}


def _show_progress(part: str, games: int, rules: str = "") -> None:
    """The progress line: the games played so far under one rule set of a part (a study
    plays every rule set of a part the same number of games)."""
    name = _(PART_NAMES[part]) if part in PART_NAMES else part
    # Translators: progress of gaucho study: a part of the study, a rule set's name (a
    # variant: official, no-steal, pasture_threshold=25) and the games played under it.
    line = ngettext("{part}, {rules}: {games} game played",
                    "{part}, {rules}: {games} games played", games)
    # the line is written over (\r): pad it so that a shorter line hides a longer one
    text = line.format(part=name, rules=rules, games=format_number(games))
    print("\r" + text.ljust(60), end="", file=sys.stderr, flush=True)


def cmd_study(args: argparse.Namespace) -> int:
    """``gaucho study``: play the study, write the records and report.html, print the
    sentences."""
    spec = spec_from_args(args)
    client = None
    if spec.scheduler:
        from gaucho._extras import require

        require("distributed", extra="workshop")
        from distributed import Client

        client = Client(spec.scheduler)  # type: ignore[no-untyped-call]
    try:
        result = run_study(spec, client=client, progress=_show_progress)
        print(file=sys.stderr)
    finally:
        if client is not None:
            client.close()  # type: ignore[no-untyped-call]
    report = write_report(result, spec.out / "report.html")
    for sentence in result.sentences():
        print(sentence)
    print(_("Wrote {report} and {n} record files in {folder}.").format(
        report=report.name, n=len(result.files), folder=spec.out))
    return 0
