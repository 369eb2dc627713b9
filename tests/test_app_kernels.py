"""``gaucho app``'s kernel culling: a kernel is culled once its page has connected and then
left, never while the page is still connecting (unless it waited far too long for it).

The manager is jupyter_server's own, given kernels that stand in for real ones (what
culling reads of a kernel: its state, its kernel spec, its last activity); shutting a
kernel down is recorded instead of done.  That Voilà starts and serves the app with this
manager is shown by ``tests/ui/test_browser_newcomer.py``, which opens the app that
``gaucho app`` serves.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("jupyter_server")

from gaucho.app_kernels import NEVER_CONNECTED_WAIT, AppKernelManager  # noqa: E402


def manager(cull_idle: int = 60) -> tuple[AppKernelManager, list[str]]:
    km = AppKernelManager(cull_idle_timeout=cull_idle)
    culled: list[str] = []

    async def shutdown_kernel(kernel_id: str, *args: Any, **kwargs: Any) -> None:
        culled.append(kernel_id)
        km._kernels.pop(kernel_id, None)
        km._kernel_connections.pop(kernel_id, None)

    km.shutdown_kernel = shutdown_kernel  # type: ignore[method-assign]
    return km, culled


def add_kernel(km: AppKernelManager, kernel_id: str, idle: float, state: str = "idle") -> None:
    km._kernels[kernel_id] = SimpleNamespace(
        execution_state=state, kernel_name="python3",
        kernel_spec=SimpleNamespace(metadata={}),
        last_activity=datetime.now(UTC) - timedelta(seconds=idle))
    km._kernel_connections[kernel_id] = 0


def cull(km: AppKernelManager) -> None:
    asyncio.run(km.cull_kernels())


def test_a_page_still_connecting_keeps_its_kernel_past_the_culling_time() -> None:
    km, culled = manager(cull_idle=60)
    add_kernel(km, "loading", idle=300)  # the app ran 5 minutes ago; no page connected yet
    cull(km)
    assert culled == []


def test_a_page_that_connected_and_left_has_its_kernel_culled() -> None:
    km, culled = manager(cull_idle=60)
    add_kernel(km, "closed", idle=120)
    add_kernel(km, "open", idle=120)
    for kernel in ("closed", "open"):
        km.notify_connect(kernel)
    km.notify_disconnect("closed")
    cull(km)
    assert culled == ["closed"]  # the open page keeps its kernel, idle or not
    cull(km)  # the next round forgets the kernel shut down
    assert culled == ["closed"] and km.connected_once == {"open"}


def test_a_recent_kernel_is_kept_whether_connected_or_not() -> None:
    km, culled = manager(cull_idle=60)
    add_kernel(km, "fresh", idle=30)
    add_kernel(km, "seen", idle=30)
    km.notify_connect("seen")
    km.notify_disconnect("seen")
    cull(km)
    assert culled == []


def test_a_page_that_never_connected_frees_its_kernel_after_the_long_wait() -> None:
    km, culled = manager(cull_idle=60)
    add_kernel(km, "abandoned", idle=NEVER_CONNECTED_WAIT + 5)
    add_kernel(km, "loading", idle=NEVER_CONNECTED_WAIT - 5)
    cull(km)
    assert culled == ["abandoned"]


def test_a_culling_time_longer_than_the_wait_applies_to_unconnected_kernels_too() -> None:
    km, culled = manager(cull_idle=NEVER_CONNECTED_WAIT * 2)
    add_kernel(km, "loading", idle=NEVER_CONNECTED_WAIT + 5)
    cull(km)
    assert culled == []


def test_a_dead_kernel_is_culled_even_if_no_page_connected() -> None:
    km, culled = manager(cull_idle=60)
    add_kernel(km, "dead", idle=1, state="dead")
    cull(km)
    assert culled == ["dead"]
