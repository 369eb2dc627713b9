"""The ``gaucho`` command: lessons, the app, simulations, the rulebook and hand-outs.

::

    gaucho lab [DIR] [--teacher]      copy the lessons (student copies) into DIR, open JupyterLab
    gaucho app [--host --port --token --cull-idle SECONDS]
                                      serve the explorer app for a class with Voilà
                                      (SECONDS 0 to 86400, 0 never culls)
    gaucho simulate --games N --players P --variant V --bots B [B ...] --seed S --out FILE.csv
    gaucho rules [ID | words]         print a rule, or search the rulebook
    gaucho handouts [NOTEBOOK ...]    student hand-outs of the lessons
    gaucho study [--config STUDY.toml] [--set KEY=VALUE ...] [--out DIR]
                                      design metrics of a rule change, with a report
    gaucho --version
    gaucho --lang es COMMAND ...      any command in Spanish (en, es, fr, de)

Every sub-command has ``--help``.  Standard library only (argparse): the command works in
a bare ``pip install gaucho``; a sub-command whose extra is missing says which one to
install.  Bad input ends with a one-line message and a non-zero exit status, never a
traceback.  Everything the command writes for a person (help, messages, the rulebook) is in
the language of ``--lang`` (``--language``), English by default.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from gaucho import __version__
from gaucho._arguments import whole
from gaucho._extras import MissingExtra, check, require
from gaucho.errors import GauchoError, os_reason
from gaucho.i18n import (
    LANGUAGE_NAMES,
    N_,
    SUPPORTED,
    Plural,
    _,
    format_number,
    get_language,
    ngettext,
    use_language,
)

#: Exit statuses: bad input, an interrupted run (128 + SIGINT).
USAGE_ERROR = 2
INTERRUPTED = 130
#: Kernels idle this long (seconds) are shut down by ``gaucho app`` unless told otherwise.
DEFAULT_CULL_IDLE = 600
#: The longest ``--cull-idle`` (seconds): a day.  A kernel kept longer than a school day
#: after its page closed only holds memory; ``0`` is the way to keep kernels for good.
MAX_CULL_IDLE = 86400
#: The highest port ``gaucho app --port`` takes (TCP's).
MAX_PORT = 65535
DEFAULT_LAB_DIR = "gaucho-lessons"
#: Seconds a game of ``gaucho simulate`` may take before it counts as failed.
DEFAULT_TIME_LIMIT = 600
#: The tables of ``gaucho simulate --table`` as its summary names them ("Wrote the players
#: records of 100 games ...", in the language of the run).
TABLE_WORDS = {"players": N_("players"), "games": N_("games"), "sales": N_("sales"),
               # Translators: the table of games that failed, as in "Wrote the failed
               # games records of 0 games to runs.csv".
               "failures": N_("failed games")}


class CommandError(Exception):
    """A message for the user; the command exits with ``status`` and no traceback.

    It is printed as ``gaucho: MESSAGE``, as every other error line of the command."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


class _UsageError(CommandError):
    """argparse's own refusal of a command line, printed as argparse words it
    (``gaucho simulate: error: ...``, after the usage line): no ``gaucho: `` in front."""


# ============================================================== gaucho lab
def copy_lessons(target: Path, *, teacher: bool = False) -> tuple[list[Path], list[Path]]:
    """Copy the packaged lessons into ``target``; return (copied, kept).

    A student gets the student copies (:func:`gaucho.handouts.make_handout`: no answer
    keys, no hidden check cells); ``teacher`` copies the teacher notebooks as they are.  A
    notebook already in ``target`` is the user's copy, perhaps edited: it is kept as it
    is, never overwritten.
    """
    from gaucho._resources import lesson_paths, lessons_dir, translated_lesson_paths

    if target.exists() and not target.is_dir():
        raise CommandError(_("{path} exists and is not a folder").format(path=target))
    if not teacher:  # the student copies need nbformat: say which extra, before any copy
        require("nbformat", extra="notebooks", feature=_("Copying the lessons"))
    target.mkdir(parents=True, exist_ok=True)
    copied: list[Path] = []
    kept: list[Path] = []
    home = lessons_dir()
    for source in [*lesson_paths(), *translated_lesson_paths()]:
        destination = target / source.relative_to(home)  # es/00-tour.ipynb keeps its folder
        destination.parent.mkdir(exist_ok=True)
        if destination.exists():
            kept.append(destination)
            continue
        if teacher:
            shutil.copyfile(source, destination)
        else:
            _write_student_copy(source, destination)
        copied.append(destination)
    return copied, kept


def _write_student_copy(source: Path, destination: Path) -> None:
    from gaucho.handouts import make_handout, read_notebook

    nbformat = require("nbformat", extra="notebooks", feature=_("Copying the lessons"))
    with open(destination, "w", encoding="utf-8", newline="\n") as out:
        nbformat.write(make_handout(read_notebook(source)), out)


def _running_as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def cmd_lab(args: argparse.Namespace) -> int:
    # absolute: JupyterLab runs *inside* the folder and reads root_dir from there, so a
    # relative DIR would name DIR/DIR
    target = Path(args.dir).expanduser().resolve()
    copied, kept = copy_lessons(target, teacher=args.teacher)
    print(ngettext("Copied {n} lesson into {dir}", "Copied {n} lessons into {dir}",
                   len(copied)).format(n=len(copied), dir=target))
    if kept:
        print(ngettext("Kept your own copy of {n} lesson (not overwritten): {names}",
                       "Kept your own copies of {n} lessons (not overwritten): {names}",
                       len(kept)).format(n=len(kept),
                                        names=", ".join(str(p.relative_to(target)) for p in kept)))
    if args.no_open:
        return 0
    check("jupyterlab", extra="notebooks", feature=_("Opening the lessons in JupyterLab"))
    command = [sys.executable, "-m", "jupyterlab", "--ServerApp.root_dir=" + str(target)]
    if _running_as_root():
        command.append("--allow-root")
    if (target / "00-tour.ipynb").exists():
        command.append("00-tour.ipynb")  # relative to the root folder
    print(_("Opening JupyterLab in {dir} (stop it with Ctrl-C)").format(dir=target))
    return _run_server(command, cwd=target)


#: Seconds a server gets to stop by itself after Ctrl-C before it is killed.
STOP_GRACE = 10


def _run_server(command: list[str], cwd: Path) -> int:
    """Run a server (JupyterLab, Voilà) in the foreground until it ends.

    A termination signal sent to ``gaucho`` (a service manager stopping it, a script's
    ``terminate()``) is passed on to the server, so the server never outlives the command:
    an orphaned Voilà would keep its port, its kernels and the folder holding the token."""
    proc = subprocess.Popen(command, cwd=cwd)

    def forward(signum: int, _frame: object) -> None:
        proc.send_signal(signum)

    previous: dict[int, Any] = {}
    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            with contextlib.suppress(ValueError):  # not the main thread: nothing to forward
                previous[number] = signal.signal(number, forward)
    try:
        return proc.wait()
    except KeyboardInterrupt:  # Ctrl-C reached the server too (same process group)
        try:
            proc.wait(STOP_GRACE)
        except (subprocess.TimeoutExpired, KeyboardInterrupt):
            proc.kill()
            proc.wait()
        return INTERRUPTED
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


# ============================================================== gaucho app
def app_command(notebook: Path, *, host: str, port: int, cull_idle: int,
                open_browser: bool = False, config_dir: Path | None = None) -> list[str]:
    """The Voilà command line ``gaucho app`` runs (a list for :func:`subprocess.call`),
    reading its configuration first from ``config_dir``, written by
    :func:`write_app_config` (the token is there, not in the command line, where any user
    of the computer could read it), then from Jupyter's usual folders.

    Kernels of closed pages are shut down after ``cull_idle`` seconds without activity
    (jupyter_server's culling, checked every minute; 0 keeps them); a page still open keeps
    its kernel, and so does a page still connecting to it
    (:class:`gaucho.app_kernels.AppKernelManager`).
    """
    command = [sys.executable, "-m", "voila", str(notebook), f"--Voila.ip={host}",
               f"--port={port}", "--Voila.open_browser=" + str(open_browser)]
    if config_dir is not None:
        from jupyter_core.paths import jupyter_config_path

        command += [f"--Voila.config_file_paths={folder}"
                    for folder in [config_dir, *jupyter_config_path()]]
    if cull_idle > 0:
        command += [f"--VoilaConfiguration.multi_kernel_manager_class={_APP_KERNELS}",
                    f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
                    f"--MappingKernelManager.cull_interval={min(60, cull_idle)}",
                    "--MappingKernelManager.cull_connected=False"]
    return command


#: The kernel manager that culls only kernels a page has connected to (imported by Voilà).
_APP_KERNELS = "gaucho.app_kernels.AppKernelManager"
#: Seconds Voilà waits for a cell's output once the kernel has run it (nbclient's default,
#: 4 s, is too short when a class arrives together on a small machine: pages then came
#: without the app); past it the page says so (:data:`APP_BUSY`) instead of staying empty.
APP_IOPUB_TIMEOUT = 120
#: What a visitor reads when the server was too busy to start the app for him.
APP_BUSY = N_("The server is too busy to start the app right now. Reload the page in a "
              "minute.")
#: Voilà's request log as jupyter_server writes it: tokens masked in every logged address.
_APP_LOGGING = """\
from jupyter_server.log import log_request

c.Voila.tornado_settings = {"log_function": log_request}
"""


def write_app_config(folder: Path, *, token: str | None) -> Path:
    """The Voilà configuration ``gaucho app`` runs with, written into ``folder/config``
    (``voila.json`` and ``voila.py``, read through :func:`app_command`'s ``config_dir``;
    never ``voila.py`` in the folder Voilà starts in, which would hide Voilà itself): the
    token, a cell-output timeout fitted to a busy machine with a visible message past it,
    and a request log that masks tokens.  Returns the configuration folder."""
    folder = folder / "config"
    folder.mkdir(mode=0o700, exist_ok=True)
    settings = {
        # a student without the token reads, in the class's language, to use the link
        "Voila": {"token": token or "",
                  "identity_provider_class": "gaucho._app_login.ClassIdentityProvider"},
        "ClassIdentityProvider": {"language": get_language()},
        "VoilaExecutor": {"iopub_timeout": APP_IOPUB_TIMEOUT, "raise_on_iopub_timeout": True,
                          "cell_timeout_instruction": _(APP_BUSY)},
    }
    (folder / "voila.json").write_text(json.dumps(settings), encoding="utf-8")
    (folder / "voila.py").write_text(_APP_LOGGING, encoding="utf-8")
    return folder


def check_address(host: str, port: int) -> None:
    """Refuse an address ``gaucho app`` cannot listen on (``999.0.0.1``, a port in use),
    with one line, before Voilà would fail with a traceback."""
    numeric = all(c.isdigit() or c == "." for c in host) or ":" in host
    try:
        # a numeric address is read without a name look-up (no network); a name is looked
        # up as Voilà itself would
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
                                   | (socket.AI_NUMERICHOST if numeric else 0))
        family, kind, proto, _name, address = found[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(address)
    except (OSError, UnicodeError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise CommandError(_("cannot listen on {host} port {port}: {reason}").format(
            host=host[:100], port=port, reason=reason), USAGE_ERROR) from None


def cmd_app(args: argparse.Namespace) -> int:
    from gaucho._resources import APP_NOTEBOOK, lessons_dir

    check("voila", extra="app", feature=_("Serving the explorer app"))
    notebook = lessons_dir() / APP_NOTEBOOK
    if args.dry_run:
        command = app_command(notebook, host=args.host, port=args.port,
                              cull_idle=args.cull_idle, open_browser=args.open)
        print(" ".join(command))
        return 0
    check_address(args.host, args.port)
    where = f"http://{args.host}:{args.port}/"
    if args.token:
        where += "?token=..."  # masked, as Voilà does: the banner may be on a projector
    print(_("Serving the El Gaucho explorer at {url} (stop it with Ctrl-C)").format(url=where))
    with tempfile.TemporaryDirectory(prefix="gaucho-app-") as workdir:
        # the app's kernels start here: nothing a visitor does lands in the user's folders;
        # the folder is private to this user, and holds the token
        config = write_app_config(Path(workdir), token=args.token)
        command = app_command(notebook, host=args.host, port=args.port,
                              cull_idle=args.cull_idle, open_browser=args.open,
                              config_dir=config)
        return _run_server(command, cwd=Path(workdir))


# ============================================================== gaucho simulate
class _TextBar:
    """A progress bar on stderr for when tqdm is not installed (standard library only)."""

    def __init__(self, total: int, out: TextIO) -> None:
        self.total = total
        self.out = out
        self.shown = -1

    def update_to(self, done: int) -> None:
        percent = 100 * done // self.total if self.total else 100
        if percent == self.shown:
            return
        self.shown = percent
        filled = percent // 4
        self.out.write(f"\r{_('simulating')} [{'#' * filled}{' ' * (25 - filled)}] "
                       f"{done}/{self.total}")
        self.out.flush()

    def close(self) -> None:
        self.out.write("\n")
        self.out.flush()


class _Progress:
    """The ``progress(done, total)`` callback of :func:`iter_games`, drawing a bar on stderr
    (tqdm's when installed).  The bar is opened by :meth:`open`, once the arguments have
    been checked, so a bad request prints no empty bar."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.bar: Any = None

    def open(self) -> None:
        try:
            from tqdm import tqdm
        except ImportError:
            self.bar = _TextBar(self.total, sys.stderr)
            return
        self.bar = tqdm(total=self.total, unit=_("game"), desc=_("simulating"),
                        file=sys.stderr)

    def __call__(self, done: int, _total: int) -> None:
        if isinstance(self.bar, _TextBar):
            self.bar.update_to(done)
        elif self.bar is not None:
            self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def cmd_simulate(args: argparse.Namespace) -> int:
    from gaucho.workshop.simulation import RunningSummary, iter_games, write_records

    out = Path(args.out)
    if out.suffix.lower() != ".csv":
        raise CommandError(_("--out must name a .csv file, not {path}").format(path=out),
                           USAGE_ERROR)
    if out.is_dir():
        raise CommandError(_("--out names a folder ({path}); name a .csv file").format(
            path=out), USAGE_ERROR)
    if not out.parent.is_dir():
        raise CommandError(_("--out names a file in {folder}, which is not a folder that "
                             "exists").format(folder=out.parent), USAGE_ERROR)
    if args.start and not out.is_file():
        raise CommandError(_("--start {start} goes on writing {path}, which does not exist; "
                             "without --start the run begins at game 0").format(
            start=args.start, path=out), USAGE_ERROR)
    bots: Sequence[str] | str = args.bots if len(args.bots) > 1 else args.bots[0]
    progress = _Progress(max(0, args.games - args.start))
    partial = out.with_name(out.name + ".part")
    summary = RunningSummary(next_game=args.start)
    try:
        with warnings.catch_warnings():
            warnings.showwarning = _show_warning
            batches = iter_games(games=args.games, players=args.players, bots=bots,
                                 variant=args.variant, seed=args.seed, workers=args.workers,
                                 progress=False if args.quiet else progress,
                                 start=args.start, time_limit=args.time_limit or None)
        if not args.quiet and args.games > args.start:
            progress.open()
        if args.start:
            shutil.copyfile(out, partial)  # the file grows only once the run is done
        write_records(batches, partial, table=args.table, summary=summary,
                      append=bool(args.start))
        partial.replace(out)
    except KeyboardInterrupt:
        progress.close()
        return _interrupted(partial, out, summary, args.start)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    finally:
        progress.close()
    print(ngettext("Wrote the {table} records of {n} game to {path}",
                   "Wrote the {table} records of {n} games to {path}",
                   summary.games).format(table=_(TABLE_WORDS[args.table]), n=summary.games,
                                         path=out))
    print(_bots_played(args.bots, args.players))
    for row in summary.table():
        # Translators: a line of the summary after a simulation; {bot} is a bot's name as
        # given on the command line (random, greedy).
        print(_("  {bot}: {share} wins per seat, {pesos} Pesos on average").format(
            bot=row["bot"], share=format_number(row["win_share"], 3),
            pesos=format_number(row["mean_pesos"], 1)))
    return 0


def _check_bots(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse ``--bots`` that does not fit ``--players`` (one bot, or one per player) as
    argparse refuses an option, naming ``--bots``: argparse checks each option alone, so
    this is checked once the whole command line is read, before anything runs."""
    if len(args.bots) in (1, args.players):
        return
    # Translators: after "argument --bots: "; {bots} and {players} are numbers (3, 4).
    message = _("{bots} bots for {players} players; give one bot for every seat, or one "
                "for them all").format(bots=len(args.bots), players=args.players)
    parser.error(_("argument %(argument_name)s: %(message)s") % {
        "argument_name": "--bots", "message": message})


def _bots_played(bots: Sequence[str], players: int) -> str:
    """Which bots played, in words: ``Bots: greedy in every seat``, or a list of bots, which
    take the seats in turn game by game (``simulate()``'s ``rotate_seats``)."""
    if len(bots) == 1:
        # Translators: after a simulation; {bot} is a bot's name (greedy, random, club).
        return _("Bots: {bot} in every seat").format(bot=bots[0])
    # Translators: after a simulation; {bots} are bots' names in the order given, which
    # move one seat on from each game to the next, so that every bot plays every seat.
    return _("Bots, taking the seats in turn game by game: {bots}").format(
        bots=", ".join(bots[:players]))


def _show_warning(message: Warning | str, *_args: Any, **_kwargs: Any) -> None:
    """A warning of the run as one line on stderr, not Python's file:line form."""
    print(_("gaucho: warning: {message}").format(message=message), file=sys.stderr)


def _interrupted(partial: Path, out: Path, summary: Any, start: int) -> int:
    """Ctrl-C: keep the games that finished in order (whole games only) and say how to go
    on; the file is left as it was when nothing was added to it."""
    if summary.next_game > start:
        partial.replace(out)
        print(ngettext("gaucho: interrupted; {path} keeps the {n} game that finished "
                       "(games 0 to {last}); go on with --start {next}",
                       "gaucho: interrupted; {path} keeps the {n} games that finished "
                       "(games 0 to {last}); go on with --start {next}",
                       summary.next_game).format(path=out, n=summary.next_game,
                                                 last=summary.next_game - 1,
                                                 next=summary.next_game), file=sys.stderr)
    else:
        partial.unlink(missing_ok=True)
        print(_("gaucho: interrupted before a game finished; nothing was written"),
              file=sys.stderr)
    return INTERRUPTED


# ============================================================== gaucho rules
def cmd_rules(args: argparse.Namespace) -> int:
    from gaucho import rules

    words = " ".join(args.query).strip()
    if not words:
        current = None
        for rule in rules.all_rules():
            if rule.section != current:
                current = rule.section
                print(f"\n§{rule.section} {rule.section_title}")
            print(f"  {rule.id}  {_shorten(rule.text)}")
        print("\n" + _("Show one rule with: gaucho rules R-DICE-3; search with: "
                       "gaucho rules steal sale"))
        return 0
    if rules.EXAMPLE_ID.fullmatch(words.upper()):
        entry = rules.example_entry(words)
        if not entry:
            raise CommandError(_("unknown example ID {id!r}: the rulebook has no such "
                                 "example").format(id=words))
        print(entry)
        return 0
    if len(args.query) == 1 and rules.RULE_ID.fullmatch(words.upper()):
        print(rules.get(words))  # an unknown ID raises UnknownRule, with suggestions
        return 0
    found = rules.search(words)
    if not found:
        raise CommandError(_("no rule mentions {words!r}; list every rule with: "
                             "gaucho rules").format(words=words))
    if len(found) == 1:
        print(found[0])
        return 0
    print(ngettext("{n} rule mentions {words!r}:", "{n} rules mention {words!r}:",
                   len(found)).format(n=len(found), words=words))
    for rule in found:
        print(f"  {rule.id}  {_shorten(rule.text)}")
    return 0


def _bot_names() -> list[str]:
    """The bots ``--bots`` accepts, from the workshop's registry (the coach's levels too)."""
    from gaucho.workshop.bots import BOTS

    return list(BOTS)


def _default_bot() -> str:
    """The bot of every seat when ``--bots`` is not given (the one ``simulate()`` uses)."""
    from gaucho.workshop.bots import DEFAULT_BOT

    return DEFAULT_BOT


def _shorten(text: str, width: int = 88) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


# ============================================================== gaucho handouts
def cmd_handouts(args: argparse.Namespace) -> int:
    from gaucho import handouts

    return handouts.run(list(args.notebooks), args.out)  # none: the lessons of the language


# ============================================================== the parser
class _Formatter(argparse.HelpFormatter):
    """argparse's help layout with its ``usage:`` in the current language."""

    def add_usage(self, usage: str | None, actions: Any, groups: Any,
                  prefix: str | None = None) -> None:
        # Translators: starts the command's usage line ("usage: gaucho rules ...").
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse with its own words translated (usage, section titles, ``--help``) and
    errors that exit with status 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        kwargs["add_help"] = False  # our own -h, its help translated
        super().__init__(*args, **kwargs)
        self._positionals.title = _("positional arguments")
        self._optionals.title = _("options")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help=_("show this help message and exit"))

    def error(self, message: str) -> Any:
        self.print_usage(sys.stderr)
        raise _UsageError(_("{prog}: error: {message}").format(prog=self.prog,
                                                               message=message), USAGE_ERROR)


#: argparse's own refusals.  argparse reads its words through gettext's default domain,
#: which gaucho does not install; :func:`_argparse_speaks` lends it gaucho's catalog
#: while the command line is read, so these come in the language of ``--lang`` too.
ARGPARSE_MESSAGES = (
    # Translators: argparse's refusals of a command line; keep every %(...)s, %s and %r.
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)
#: argparse's one plural ("expected 2 arguments"), kept for the catalog.
ARGPARSE_PLURAL = Plural("expected %s argument", "expected %s arguments", 2)


@contextlib.contextmanager
def _argparse_speaks() -> Any:
    """argparse's module-level ``_`` and ``ngettext`` set to gaucho's for the block (its
    words are looked up when a refusal is made, so the current language is used)."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def build_parser() -> argparse.ArgumentParser:
    """The ``gaucho`` argument parser, with one sub-parser per command."""
    parser = _Parser(prog="gaucho", description=_(
        "Learn, explore and measure the rules of the board game El Gaucho."))
    parser.add_argument("--version", action="version", version=f"gaucho {__version__}",
                        help=_("show the version and exit"))
    parser.add_argument("--lang", "--language", dest="language", choices=SUPPORTED,
                        default=None, metavar="LANG",
                        help=_("the language of the output: {choices} (default: en)").format(
                            choices=", ".join(f"{code} ({LANGUAGE_NAMES[code]})"
                                              for code in SUPPORTED)))
    commands = parser.add_subparsers(dest="command", metavar=_("COMMAND"),
                                     parser_class=_Parser)

    lab = commands.add_parser("lab", help=_("copy the lessons into a folder and open "
                                            "JupyterLab there"),
                              description=_("Copy the lesson notebooks into DIR (notebooks "
                                            "already there are yours and are kept as they "
                                            "are) and open JupyterLab in it."))
    lab.add_argument("dir", nargs="?", default=DEFAULT_LAB_DIR, metavar="DIR",
                     help=_("the folder for your copy of the lessons (default: {dir})").format(
                         dir=DEFAULT_LAB_DIR))
    lab.add_argument("--no-open", action="store_true",
                     help=_("only copy the lessons, do not start JupyterLab"))
    lab.add_argument("--teacher", action="store_true",
                     help=_("copy the teacher notebooks (with the answers and the checks) "
                            "instead of the student copies"))
    lab.set_defaults(run=cmd_lab)

    app = commands.add_parser("app", help=_("serve the explorer app for a class with Voila"),
                              description=_("Serve the explorer app (Setup, Preliminary "
                                            "round, Examples, Play, Phases, Workshop, First "
                                            "game, Rules) with Voila, for a class on the "
                                            "local network."))
    app.add_argument("--host", default="127.0.0.1",
                     help=_("address to listen on; 0.0.0.0 lets other computers in the "
                            "room connect (default: 127.0.0.1, this computer only)"))
    # a port, and seconds (0 never): refused by argparse, naming the option
    app.add_argument("--port", type=whole(1, MAX_PORT), default=8866,
                     help=_("port (default: 8866)"))
    app.add_argument("--token", default=None,
                     help=_("a password visitors add to the address (?token=...); "
                            "default: none"))
    app.add_argument("--cull-idle", type=whole(0, MAX_CULL_IDLE), default=DEFAULT_CULL_IDLE,
                     metavar="SECONDS",
                     help=_("shut down the app of a closed page after this many idle "
                            "seconds, to free its memory; at most {most} (a day), 0 never "
                            "(default: {s})").format(most=MAX_CULL_IDLE, s=DEFAULT_CULL_IDLE))
    app.add_argument("--open", action="store_true", help=_("open a browser"))
    app.add_argument("--dry-run", action="store_true",
                     help=_("print the Voila command instead of running it"))
    app.set_defaults(run=cmd_app)

    sim = commands.add_parser("simulate", help=_("play many games between bots and write "
                                                 "their records to a CSV file"),
                              description=_("Play many games between bots (seeded: the same "
                                            "seed gives the same file) and write one table "
                                            "of records to CSV, with a progress bar."))
    from gaucho.config import PLAYER_COUNTS
    from gaucho.workshop.simulation import MAX_GAMES

    # the limits simulate() checks, refused here too, so the refusal names the option
    sim.add_argument("--games", type=whole(1, MAX_GAMES), default=100, metavar="N",
                     help=_("number of games (default: 100)"))
    sim.add_argument("--players", type=whole(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
                     default=4, metavar="P",
                     help=_("players per game, 2 to 4 (default: 4)"))
    sim.add_argument("--variant", default="official", metavar="V",
                     help=_("rule variant by name (default: official)"))
    sim.add_argument("--bots", nargs="+", default=[_default_bot()], metavar="BOT",
                     help=_("one bot for every seat, or one bot per player, which take "
                            "the seats in turn game by game: {bots}; settings after a "
                            "colon, e.g. montecarlo:playouts=4 (default: {default}, which "
                            "plays sensibly; random is the fastest)"
                            ).format(bots=", ".join(_bot_names()), default=_default_bot()))
    sim.add_argument("--seed", type=whole(0), default=0, metavar="S",
                     help=_("seed of the whole run (default: 0)"))
    sim.add_argument("--out", required=True, metavar="FILE.csv", help=_("the CSV file to write"))
    sim.add_argument("--table", default="players",
                     choices=["games", "players", "sales", "failures"],
                     help=_("which records to write (default: players)"))
    sim.add_argument("--workers", type=whole(1), default=None, metavar="W",
                     help=_("worker processes, at most the cores (default: every core)"))
    sim.add_argument("--start", type=whole(0), default=0, metavar="I",
                     help=_("go on from game I, adding to FILE.csv (after Ctrl-C, the "
                            "command says which I)"))
    sim.add_argument("--time-limit", type=whole(0), default=DEFAULT_TIME_LIMIT,
                     metavar="SECONDS",
                     help=_("a game that takes longer fails (a bot that hangs); 0 no "
                            "limit (default: {s})").format(s=DEFAULT_TIME_LIMIT))
    sim.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    sim.set_defaults(run=cmd_simulate, together=lambda args: _check_bots(sim, args))

    rules = commands.add_parser("rules", help=_("print a rule or search the rulebook"),
                                description=_("Print a rule by its ID (gaucho rules R-DICE-3), "
                                              "an example (EX-STEAL-SALE), the rules that "
                                              "mention some words (gaucho rules steal sale), "
                                              "or every rule."))
    rules.add_argument("query", nargs="*", metavar=_("ID_OR_WORDS"),
                       help=_("a rule ID, an example ID or words to search for"))
    rules.set_defaults(run=cmd_rules)

    from gaucho.handouts import add_arguments

    handouts = commands.add_parser("handouts", help=_("make student hand-outs of the lessons"),
                                   description=_("Write student copies of teacher notebooks: "
                                                 "cells tagged 'exercise' are emptied."))
    add_arguments(handouts, _("every packaged lesson, in the current language"))
    handouts.set_defaults(run=cmd_handouts)

    from gaucho.workshop import study

    study_parser = commands.add_parser(
        "study", help=_("compare a rule change with the official rules: design metrics "
                        "with intervals, records and an HTML report"),
        description=_("Play the same games under the official rules and the studied rules "
                      "(flags or a TOML file) and write the records and report.html with "
                      "every design metric and its interval."))
    study.add_arguments(study_parser)
    study_parser.set_defaults(run=study.cmd_study)
    return parser


def requested_language(argv: Sequence[str] | None) -> str | None:
    """The language of ``--lang``/``--language`` in ``argv``, read before the parser is built
    (its help is written in that language); ``None`` when absent or not one gaucho speaks
    (the parser then says so)."""
    args = list(sys.argv[1:] if argv is None else argv)
    for i, arg in enumerate(args):
        if arg == "--":
            break
        for option in ("--lang", "--language"):
            if arg == option and i + 1 < len(args):
                value: str | None = args[i + 1]
            elif arg.startswith(option + "="):
                value = arg.split("=", 1)[1]
            else:
                continue
            return value if value in SUPPORTED else None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gaucho``; return the exit status (0 ok, 1 failed, 2 bad input, 130 Ctrl-C).

    With ``--lang LANG`` everything it writes for a person is in that language.
    """
    with use_language(requested_language(argv)):
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    try:
        with _argparse_speaks():
            args = parser.parse_args(argv)
            together = getattr(args, "together", None)
            if together is not None:  # the options one command checks together
                together(args)
        if args.command is None:
            parser.print_help()
            return USAGE_ERROR
        return int(args.run(args))
    except _UsageError as err:
        print(err, file=sys.stderr)
        return err.status
    except CommandError as err:
        print(_("gaucho: {message}").format(message=err), file=sys.stderr)
        return err.status
    except MissingExtra as err:
        print(_("gaucho: {message}").format(message=err), file=sys.stderr)
        return 1
    except GauchoError as err:
        print(_("gaucho: {message}").format(message=err), file=sys.stderr)
        return 1
    except OSError as err:  # a file that cannot be read or written: its name and why
        if err.filename is None:
            print(_("gaucho: {message}").format(message=os_reason(err)), file=sys.stderr)
        else:
            print(_("gaucho: cannot use {path}: {reason}").format(
                path=err.filename, reason=os_reason(err)), file=sys.stderr)
        return 1
    except (ValueError, TypeError) as err:
        print(_("gaucho: {message}").format(message=err), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(_("gaucho: interrupted"), file=sys.stderr)
        return INTERRUPTED


if __name__ == "__main__":  # pragma: no cover - python -m gaucho.cli
    sys.exit(main())
