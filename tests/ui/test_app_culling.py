"""``gaucho app --cull-idle`` on a real Voilà server: a kernel whose page has not connected
yet is not culled, however short the culling time.

The app page is fetched over HTTP only (Voilà starts a kernel and runs the app in it), and
no browser ever opens its websocket: to the server this is a student's page still loading
on a busy machine.  With jupyter_server's own culling the kernel would be shut down a few
seconds after the culling time (5 s here, checked every 5 s); ``gaucho app``'s
(:mod:`gaucho.app_kernels`) keeps it.  The culling of a kernel whose page connected and
left is in ``tests/test_app_kernels.py``.
"""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from voila_server import free_port, wait_until_up

psutil = pytest.importorskip("psutil")
pytest.importorskip("voila")


def kernels(server: subprocess.Popen[bytes]) -> list[int]:
    """The ipykernel processes under the ``gaucho app`` process."""
    out = []
    for p in psutil.Process(server.pid).children(recursive=True):
        try:
            if "ipykernel" in " ".join(p.cmdline()):
                out.append(p.pid)
        except psutil.Error:
            continue
    return out


def test_a_kernel_whose_page_has_not_connected_outlives_a_short_culling_time(
        tmp_path: Path) -> None:
    port = free_port()
    log = (tmp_path / "app.log").open("w")
    server = subprocess.Popen([str(Path(sys.executable).with_name("gaucho")), "app",
                               "--port", str(port), "--cull-idle", "5"],
                              cwd=tmp_path, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_until_up(url, server, tmp_path / "app.log")
        with urllib.request.urlopen(url, timeout=600) as page:  # the app, run in a kernel
            assert b"gaucho" in page.read().lower()
        [kernel] = kernels(server)
        time.sleep(20)  # four culling rounds past the culling time
        assert kernels(server) == [kernel], (tmp_path / "app.log").read_text()
        assert "Culling 'idle' kernel" not in (tmp_path / "app.log").read_text()
    finally:
        server.terminate()
        server.wait(30)
        log.close()
