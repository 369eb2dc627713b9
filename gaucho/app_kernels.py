"""The kernel manager ``gaucho app`` gives Voilà: culling that spares a page still connecting.

Voilà runs the app notebook in a fresh kernel for each visitor, then sends the page; the
page's widgets connect to that kernel only once the browser has loaded and started them.
jupyter_server's culling shuts down a kernel idle for ``cull_idle_timeout`` seconds with no
connection, and a kernel whose page has not connected *yet* looks just like one whose page
was closed.  When a class arrives together on a small machine the browsers take minutes to
start their pages (``benchmarks/app_load.py``: 30 visitors on 2 cores, 227 s to ready), so
with ``--cull-idle 60`` 19 of 30 students lost their app before they saw it.

:class:`AppKernelManager` culls as jupyter_server does once a page has connected to the
kernel (``notify_connect``); a kernel no page has connected to yet is kept until it has
been idle for :data:`NEVER_CONNECTED_WAIT` seconds (or the culling time, if longer), which
still frees the kernel of a visitor who left while his page was loading.

The server imports this module by name (``--VoilaConfiguration.multi_kernel_manager_class``,
see :func:`gaucho.cli.app_command`); nothing else in the package imports it, so the core
never needs jupyter_server.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

#: Seconds a kernel no page has connected to is kept while idle: ten minutes beyond the
#: slowest page measured (227 s with 30 visitors arriving together on 2 cores).
NEVER_CONNECTED_WAIT = 900


class AppKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, culling only kernels a page has connected to (or
    that waited :data:`NEVER_CONNECTED_WAIT` for one)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]
        #: kernels a page has connected to at least once (pruned at each culling round)
        self.connected_once: set[str] = set()

    def notify_connect(self, kernel_id: str) -> None:
        self.connected_once.add(kernel_id)
        super().notify_connect(kernel_id)  # type: ignore[no-untyped-call]

    async def cull_kernels(self) -> None:
        self.connected_once &= set(self._kernels)  # forget kernels shut down since
        await super().cull_kernels()  # type: ignore[no-untyped-call]

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        kernel = self._kernels[kernel_id]
        if (kernel_id not in self.connected_once
                and getattr(kernel, "execution_state", None) != "dead"
                and hasattr(kernel, "last_activity")):
            waited = datetime.now(UTC) - kernel.last_activity
            if waited <= timedelta(seconds=max(NEVER_CONNECTED_WAIT, self.cull_idle_timeout)):
                self.log.debug("Kernel %s: no page has connected to it yet; kept", kernel_id)
                return
        await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]
