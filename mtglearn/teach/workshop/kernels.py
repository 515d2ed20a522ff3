"""The workshop server's kernel manager: culling that never takes a kernel from a page that has
not connected yet (``make workshop`` gives it to Voilà; ``mtglearn/teach/workshop/serve.py``).

jupyter_server culls a kernel that no page is connected to once it has been idle
``cull_idle_timeout`` seconds, idle counted from its last message. Voilà spares the kernels of
its preheated pool, but only while they are in the pool: a preheated kernel handed to a page
keeps the idle time of its preheating, and a server left idle before the class (its pool ready
for minutes) culled it at the next check, before the student's browser had opened its
websocket. The page then waited for good on "Loading widget…".

Here, a kernel is culled only once a page has let it go:

- a kernel no page has connected to yet (just handed out, or started for a page still
  loading) is spared for ``unclaimed_grace`` seconds from the first check that sees it out of
  the pool, whatever its idle time; a page that never comes (a tab closed while loading) frees
  it after that;
- once a page has connected, the usual rule holds (a page still connected is never culled), and
  a page that goes (closed, or its network lost) counts its idle time from that moment, so a
  page that reconnects within ``cull_idle_timeout`` finds its kernel.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Integer

#: The default of :attr:`RoomKernelManager.unclaimed_grace` (seconds).
UNCLAIMED_GRACE = 300


class RoomKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager with the culling above (Voilà adds its pool on top:
    ``--VoilaConfiguration.multi_kernel_manager_class``)."""

    unclaimed_grace = Integer(
        UNCLAIMED_GRACE,
        config=True,
        help="Seconds a kernel that no page has connected to yet is kept from culling.",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: Kernels a page has connected to at least once.
        self._claimed: set[str] = set()
        #: Kernels seen out of the pool with no page yet: when first seen (monotonic seconds).
        self._unclaimed_since: dict[str, float] = {}

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        self._claimed.add(kernel_id)
        self._touch(kernel_id)

    def notify_disconnect(self, kernel_id: str) -> None:
        super().notify_disconnect(kernel_id)
        self._touch(kernel_id)

    def _touch(self, kernel_id: str) -> None:
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel.last_activity = datetime.now(UTC)  # as jupyter_server stamps it

    async def cull_kernels(self) -> None:
        alive = set(self._kernels)
        self._claimed &= alive
        for gone in set(self._unclaimed_since) - alive:
            del self._unclaimed_since[gone]
        await super().cull_kernels()

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        # Voilà's pool calls this only for kernels out of its pool.
        if kernel_id not in self._claimed:
            since = self._unclaimed_since.setdefault(kernel_id, time.monotonic())
            if time.monotonic() - since < self.unclaimed_grace:
                return
        await super().cull_kernel_if_idle(kernel_id)

    def unclaimed(self) -> list[str]:
        """The kernels out of the pool that no page has connected to yet (for a test)."""
        return sorted(set(self._unclaimed_since) - self._claimed)


__all__ = ["UNCLAIMED_GRACE", "RoomKernelManager"]
