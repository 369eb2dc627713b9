"""Load: a room of visitors opens the explorer app, takes a few steps and leaves.

    python benchmarks/app_load.py [--users 30] [--concurrent 30] [--cull-idle 60] [--no-cull-wait]

The server is started the way ``gaucho app`` starts it (:func:`gaucho.cli.write_app_config`
and :func:`gaucho.cli.app_command`: Voilà with kernel culling, the cell-output timeout fitted
to a busy machine and its visible message past it), on 127.0.0.1 only.  Each visitor is a
headless Chromium page (HTTP for the page, a websocket to its kernel for the widgets): it
opens the app, steps the setup twice, opens the Examples tab and steps once, then closes the
page.  Every request that does not go to the local server is blocked.  By default the whole
class arrives together (``--concurrent`` = ``--users``).

Every visitor must get the app or the clear message (:data:`gaucho.cli.APP_BUSY`); a page
with neither (the empty page of issue 31) is a failure.  It prints the server's memory
(Voilà and its kernels, resident set size) while the visitors come and go, the peak, each
page's time to ready, the memory right after the last one left and, unless
``--no-cull-wait``, once the idle kernels have been culled.  Bounded: at most ``--users``
visitors, ``--concurrent`` at a time, ``--timeout`` seconds overall.

Measured on 1 December 2026 at 20:32 (issue 31) on the quiet 2-core machine, 30 visitors
arriving together, culling at the app's default 600 s: 30 of 30 got a working app, time to
ready 227 s median and worst (the 30 pages' own Chromium, on the same 2 cores, used 409 s of
CPU against the server's 57 s), peak 2.3 GB with 30 kernels of 70 MB.  With ``--cull-idle 60``
only 11 of 30 did: the culler shut down kernels whose CPU-starved page had not connected yet.
Since then ``gaucho app`` culls only kernels a page has connected to (a kernel still waiting
for its page is kept up to 15 minutes: :mod:`gaucho.app_kernels`,
``tests/ui/test_app_culling.py``).

Measured earlier on 1 December 2026 (issue 31) on the 2-core development machine while other
work kept its load average at 9 to 27, the 30 visitors' headless Chromium pages running on
the same 2 cores: with 30 arriving together every kernel started (peak 2.1 GB with 30
kernels, about 51-66 MB each, Voilà 85 MB idle), but no page had its widgets live within
8 minutes (pages showed "Executing 2 of 2" or the app's text before its widgets), so no
time to ready could be measured; with 2 visitors the app was ready in 22 s (10 s at load
2).  No page was left empty without a word: none reached the iopub timeout.

Measured earlier on the busy 2-core development machine (30 visitors, 6 at a time, culling
after 60 s): all 30 pages ready (median 21 s, worst 29 s); each visitor's kernel holds about
75 MB (peak 2.3 GB with 29 kernels); Voilà itself about 80 MB; once the room had left,
the culler brought the server back to 160 MB and no kernel within two minutes.  A very short
culling time is unsafe on a busy server: with ``--cull-idle 20`` one or two visitors in 30
lost their kernel before their page had connected to it (the page stays at "Running...");
60 seconds or more avoids it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from voila_server import CHROMIUM_ARGS, find_chromium, free_port, stop  # noqa: E402

from gaucho.cli import APP_BUSY, app_command, write_app_config  # noqa: E402

APP = ROOT / "notebooks" / "explorer.ipynb"
#: How long a visitor waits for his page (a class on a busy 2-core machine needs minutes).
PAGE_TIMEOUT_MS = 480_000
MB = 1024 * 1024


class Server:
    """The Voilà process and its kernels, as psutil sees them."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self.process = psutil.Process(proc.pid)

    def kernels(self) -> list[psutil.Process]:
        out = []
        for child in self.process.children(recursive=True):
            try:
                if "ipykernel_launcher" in " ".join(child.cmdline()):
                    out.append(child)
            except psutil.Error:
                pass
        return out

    def memory(self) -> tuple[float, float, list[float]]:
        """(total MB, Voilà itself MB, each kernel's MB incl. its worker processes)."""
        own = _rss(self.process)
        kernels = [_rss(k) + sum(_rss(c) for c in _children(k)) for k in self.kernels()]
        return own + sum(kernels), own, kernels


def _rss(p: psutil.Process) -> float:
    try:
        return float(p.memory_info().rss) / MB
    except psutil.Error:
        return 0.0


def _children(p: psutil.Process) -> list[psutil.Process]:
    try:
        return list(p.children(recursive=True))
    except psutil.Error:
        return []


def start_server(cull_idle: int, log: Any, workdir: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Voilà as ``gaucho app`` runs it, in ``workdir`` with its configuration there."""
    port = free_port()
    config = write_app_config(workdir, token=None)
    command = app_command(APP, host="127.0.0.1", port=port, cull_idle=cull_idle,
                          config_dir=config)
    proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=workdir)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"voila exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url + "api/status", timeout=5):
                return proc, url
        except urllib.error.HTTPError:
            return proc, url
        except OSError:
            time.sleep(0.3)
    proc.terminate()
    raise RuntimeError("voila did not answer within 120 s")


async def visit(browser: Any, url: str, user: int, timings: list[float],
                failures: list[str], busy: list[int]) -> None:
    """One visitor: open the app, a few steps, leave (or read the busy message and leave:
    ``busy`` counts them)."""
    local = url.rstrip("/").split("//", 1)[1]
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    try:

        async def route(r: Any) -> None:
            u = r.request.url
            if u.split("//", 1)[-1].startswith(local) or u.startswith("data:"):
                await r.continue_()
            else:
                await r.abort()

        await page.route("**/*", route)
        page.set_default_timeout(PAGE_TIMEOUT_MS)
        start = time.monotonic()
        # Voilà streams the page while the notebook runs: wait for the app, not for "load"
        await page.goto(url, timeout=PAGE_TIMEOUT_MS, wait_until="commit")
        await page.wait_for_function(
            "busy => document.querySelector('.gaucho-app .gaucho-setup-step') !== null"
            " || (document.body !== null && document.body.innerText.includes(busy))",
            arg=APP_BUSY[:40])
        timings.append(time.monotonic() - start)
        if not await page.locator(".gaucho-app .gaucho-setup-step").count():
            busy.append(user)  # the clear message instead of the app: not an empty page
            return
        for _ in range(2):
            await page.locator(".gaucho-setup-step").click()
        await page.wait_for_function(
            "() => document.querySelector('.gaucho-setup-position').innerText"
            ".includes('step 3 of')")
        await page.get_by_role("tab", name="Examples").click()
        await page.locator(".gaucho-ex-step").click()
        await page.wait_for_function(
            "() => document.querySelector('.gaucho-ex-position').innerText"
            ".includes('step 1 of')")
    except Exception as exc:  # noqa: BLE001 - counted and reported, the run goes on
        try:
            seen = " ".join((await page.inner_text("body", timeout=5000)).split())[-400:]
        except Exception:  # noqa: BLE001
            seen = "(no page)"
        failures.append(f"user {user}: {type(exc).__name__}: {str(exc).splitlines()[0][:120]}"
                        f"; the page showed: {seen}")
    finally:
        await context.close()


class CpuMeter:
    """CPU seconds used since the start by the server (Voilà and its kernels) and by the
    visitors' Chromium, read by sampling: a culled kernel keeps the last figure seen."""

    def __init__(self, server: Server, t0: float) -> None:
        self.server = server
        self.since = time.time() - (time.monotonic() - t0)
        self.seen: dict[tuple[str, int], float] = {}

    def read(self) -> None:
        tree = [self.server.process, *_children(self.server.process)]
        for proc in tree:
            self._add("server", proc)
        for proc in psutil.process_iter(["name", "create_time"]):
            name = proc.info.get("name") or ""
            if "chrom" in name and (proc.info.get("create_time") or 0) >= self.since:
                self._add("visitors", proc)

    def _add(self, side: str, proc: psutil.Process) -> None:
        try:
            times = proc.cpu_times()
        except psutil.Error:
            return
        self.seen[(side, proc.pid)] = times.user + times.system

    def total(self, side: str) -> float:
        return sum(v for (s, _pid), v in self.seen.items() if s == side)


async def sample(server: Server, samples: list[tuple[float, float, int]], stop: asyncio.Event,
                 t0: float, cpu: CpuMeter) -> None:
    while not stop.is_set():
        total, _own, kernels = server.memory()
        samples.append((time.monotonic() - t0, total, len(kernels)))
        cpu.read()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=1.0)


async def room(url: str, server: Server, users: int, concurrent: int, chromium: str,
               timeout: float) -> dict[str, Any]:
    from playwright.async_api import async_playwright

    samples: list[tuple[float, float, int]] = []
    timings: list[float] = []
    failures: list[str] = []
    busy: list[int] = []
    stop = asyncio.Event()
    t0 = time.monotonic()
    cpu = CpuMeter(server, t0)
    sampler = asyncio.create_task(sample(server, samples, stop, t0, cpu))
    gate = asyncio.Semaphore(concurrent)
    peak_kernels: list[float] = []

    async def one(i: int) -> None:
        async with gate:
            await visit(browser, url, i, timings, failures, busy)
            _total, _own, kernels = server.memory()
            if len(kernels) > len(peak_kernels):
                peak_kernels[:] = kernels

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            await asyncio.wait_for(asyncio.gather(*(one(i) for i in range(users))), timeout)
        finally:
            await browser.close()
    stop.set()
    await sampler
    return {"samples": samples, "timings": timings, "failures": failures, "busy": busy,
            "kernels": peak_kernels, "elapsed": time.monotonic() - t0,
            "cpu_server": cpu.total("server"), "cpu_visitors": cpu.total("visitors")}


def niced(chromium: str, niceness: int, workdir: Path) -> str:
    """A launcher that runs ``chromium`` at ``niceness``: the room's browsers belong on the
    students' computers; here they share the server's cores, and at a lower priority they
    take only what the server leaves (as browsers elsewhere would), instead of starving it."""
    if niceness == 0:
        return chromium
    launcher = workdir / "chromium-niced"
    launcher.write_text(f'#!/bin/sh\nexec nice -n {niceness} {chromium} "$@"\n')
    launcher.chmod(0o755)
    return str(launcher)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--users", type=int, default=30)
    parser.add_argument("--concurrent", type=int, default=None,
                        help="visitors at a time (default: all of them, arriving together)")
    parser.add_argument("--cull-idle", type=int, default=600,
                        help="seconds an idle kernel lives (gaucho app --cull-idle; default "
                             "600, the app's own)")
    parser.add_argument("--no-cull-wait", action="store_true",
                        help="stop once the visitors left, without waiting for the culler")
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--visitors-nice", type=int, default=19, choices=range(0, 20),
                        metavar="0..19",
                        help="niceness of the visitors' Chromium (default 19: the browsers "
                             "yield the cores to the server, as on the students' computers; "
                             "0: they compete with it)")
    args = parser.parse_args(argv)
    args.concurrent = args.concurrent or args.users
    if not 1 <= args.users <= 60 or not 1 <= args.concurrent <= 60:
        parser.error("--users and --concurrent must be 1..60 (this is a bounded test)")
    chromium = find_chromium()
    if chromium is None:
        print("no Chromium found (apt-get install chromium)")
        return 1
    with tempfile.TemporaryFile() as log, tempfile.TemporaryDirectory() as workdir:
        proc, url = start_server(args.cull_idle, log, Path(workdir))
        try:
            server = Server(proc)
            time.sleep(1)
            base, _own, _k = server.memory()
            print(f"server idle: {base:.0f} MB (Voilà, no kernel); {args.users} visitors, "
                  f"{args.concurrent} at a time, idle kernels culled after {args.cull_idle} s")
            launcher = niced(chromium, args.visitors_nice, Path(workdir))
            result = asyncio.run(room(url, server, args.users, args.concurrent, launcher,
                                      args.timeout))
            samples = result["samples"]
            for t, total, n in samples[:: max(1, len(samples) // 12)]:
                print(f"  during  t={t:6.1f} s  {total:7.0f} MB  kernels {n:3d}")
            peak = max(samples, key=lambda s: s[1])
            after, _own, left = server.memory()
            kernels = result["kernels"] or left
            per_kernel = statistics.fmean(kernels) if kernels else float("nan")
            timings = result["timings"]
            print(f"peak: {peak[1]:.0f} MB with {peak[2]} kernels at t={peak[0]:.0f} s")
            print(f"each visitor's kernel: {per_kernel:.0f} MB (mean of {len(kernels)}; "
                  f"min {min(kernels, default=0):.0f}, max {max(kernels, default=0):.0f})")
            if timings:
                print(f"time to ready: {statistics.median(timings):.1f} s median, "
                      f"{max(timings):.1f} s worst ({len(timings)} of {args.users} visitors)")
            busy = result["busy"]
            print(f"{args.users - len(busy) - len(result['failures'])} of {args.users} "
                  f"visitors got a working app, {len(busy)} the busy message, "
                  f"{len(result['failures'])} neither")
            print(f"CPU used: server (Voilà and kernels) {result['cpu_server']:.0f} s, "
                  f"visitors' Chromium {result['cpu_visitors']:.0f} s "
                  f"(at niceness {args.visitors_nice}); load average "
                  f"{' '.join(f'{x:.1f}' for x in psutil.getloadavg())}")
            print(f"all visitors left after {result['elapsed']:.0f} s: {after:.0f} MB, "
                  f"{len(left)} kernels still running")
            if args.no_cull_wait:
                for failure in result["failures"]:
                    print("  failed:", failure)
                return 0 if not result["failures"] else 1
            deadline = time.monotonic() + 2 * args.cull_idle + min(60, args.cull_idle) + 30
            t_left = time.monotonic()
            while server.kernels() and time.monotonic() < deadline:
                time.sleep(2)
            final, _own, rest = server.memory()
            culled = "" if rest else f" (culled {time.monotonic() - t_left:.0f} s after)"
            print(f"after culling: {final:.0f} MB, {len(rest)} kernels running{culled}")
            for failure in result["failures"]:
                print("  failed:", failure)
            return 0 if not rest and not result["failures"] else 1
        finally:
            stop(proc)


if __name__ == "__main__":
    sys.exit(main())
