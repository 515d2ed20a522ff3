"""The course's kernel WebSocket connection: a workaround for a race in jupyter_server 2.21.1
(the newest release, with JupyterLab 4.6.6). "Restart Kernel and Run All Cells" could hang for
good (every cell [*], the kernel "starting" or "Unknown" until the page is reloaded) when the
restart came while the kernel's WebSocket was still being opened, as when a learner restarts at
once on opening a notebook, as the README asks.

Every Jupyter server the course starts or configures uses it
(``ServerApp.kernel_websocket_connection_class``, :data:`CONNECTION_CLASS`): ``make lab`` and the
browser tests (``jupyter/jupyter_server_config.py`` on ``JUPYTER_CONFIG_PATH``), Binder (the
repository's ``start`` script puts that folder on the path), a hub's users' servers
(``hub/jupyterhub_config.py`` and ``hub/z2jh/config.yaml`` give it in their arguments), a conda
install (the README's command).

What happens in jupyter_server (services/kernels/connection/channels.py and websocket.py):
1. A kernel WebSocket's `open()` waits for its "nudge" (kernel_info requests until the kernel
   answers); Tornado reads none of that socket's frames until `open()` returns, not even the
   browser's close.
2. The restart makes JupyterLab close that socket and open a new one with the same session id.
   The new one finds the old one still registered: "Replacing stale connection". The server
   closes the old handler (its `ws_connection` is set to None at once), but the old
   connection's ZMQ streams stay open until the old `open()` returns: two sets of ZMQ sockets
   with the same identity (the session id) on the kernel's ROUTER sockets. The kernel keeps the
   first and ignores the other, so the new connection's requests may never get an answer.
3. When the old `open()` returns, the frames the browser had sent on the old socket are read
   by a handler without `ws_connection`: `subprotocol` then falls back to the legacy JSON
   protocol (jupyter_server PR #706) and reads a binary v1.kernel.websocket.jupyter.org
   message with `deserialize_binary_message`: "struct.error: unpack requires a buffer of
   402653184 bytes" in the server's log, the symptom the course's review traced.
Upstream threads: jupyter-server/jupyter_server#1265 and the open PR #1696 (the same early-close
race in `select_subprotocol`), PR #706 (the legacy fallback); no released jupyter_server fixes
the stale connection's streams.

The workaround, a subclass of the server's own connection class: when a connection replaces a
stale one, the stale one is retired at once (its nudge cancelled, its ZMQ streams closed, its
count of connections given back), before the new connection opens its own streams; and a
connection keeps the subprotocol chosen at its opening, so a closed handler never misreads a
frame. tests/browser/test_lab_restart_browser.py restarts and runs a notebook many times, the
restart sent the moment the WebSocket opens, and fails on a hang.
"""

from __future__ import annotations

import asyncio
from typing import Any, Final

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

#: The class's dotted name, as a server's configuration names it.
CONNECTION_CLASS: Final = "mtglearn.teach.workshop.connection.CourseKernelConnection"
#: What a server's log says, once, at its first kernel connection (scripts/try_hub.py looks
#: for it in the hub's log: the users' servers loaded the workaround).
ANNOUNCE: Final = "Kernel WebSocket connections of the course"


class CourseKernelConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel WebSocket connection, which retires a stale connection of the
    same session at once and keeps the subprotocol it was opened with."""

    _retired = False
    _counted = False
    _nudging: asyncio.Future[Any] | None = None
    _opened_with: tuple[str | None] | None = None
    #: Whether this server has said, once, that its kernel connections are the course's.
    _announced: bool = False

    @property
    def subprotocol(self) -> str | None:
        """The subprotocol chosen when this connection opened (jupyter_server's own answer,
        which falls back to the legacy JSON protocol once the handler has closed, only
        before that)."""
        if self._opened_with is not None:
            return self._opened_with[0]
        protocol: str | None = super().subprotocol
        return protocol

    async def _register_session(self) -> None:
        key = f"{self.kernel_id}:{self.session.session}"
        stale = self._open_sessions.get(key)
        if stale is not None and stale is not self.websocket_handler:
            connection = getattr(stale, "connection", None)
            if isinstance(connection, CourseKernelConnection):
                connection.retire()
        await super()._register_session()

    def nudge(self) -> asyncio.Future[None]:
        self._nudging = super().nudge()
        return self._nudging

    # connect and disconnect keep the signatures of ZMQChannelsWebsocketConnection, which
    # differ from its base class's (jupyter_server's own).
    def connect(self) -> asyncio.Future[None] | None:  # type: ignore[override]
        if self._retired:  # replaced while it was being prepared: never opens its streams
            self.websocket_handler.close()
            done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            done.set_result(None)
            return done
        try:
            self._opened_with = (self.websocket_handler.selected_subprotocol,)
        except Exception:  # the handler already closed: jupyter_server's own fallback
            self._opened_with = None
        self._counted = True
        if not CourseKernelConnection._announced:
            CourseKernelConnection._announced = True
            self.log.info("%s: %s", ANNOUNCE, CONNECTION_CLASS)
        return super().connect()

    def retire(self) -> None:
        """Stop this connection now: it has been replaced by a newer one of the same session.
        Its WebSocket is closed by jupyter_server right after; closing its ZMQ streams here
        frees their identity on the kernel's sockets for the new connection."""
        if self._retired:
            return
        self._retired = True
        self.log.warning("Retiring the stale kernel connection %s", self.session_key)
        if self._nudging is not None and not self._nudging.done():
            self._nudging.cancel()
        kernels = self.multi_kernel_manager
        if self._counted:
            kernels.notify_disconnect(self.kernel_id)
        if self.kernel_id in kernels:
            kernels.remove_restart_callback(self.kernel_id, self.on_kernel_restarted)
            kernels.remove_restart_callback(self.kernel_id, self.on_restart_failed, "dead")
        if self.kernel_info_channel is not None and not self.kernel_info_channel.closed():
            self.kernel_info_channel.close()
        self.kernel_info_channel = None
        for stream in self.channels.values():
            if stream is not None and not stream.closed():
                stream.on_recv(None)
                stream.close()
        self.channels = {}

    def disconnect(self) -> None:  # type: ignore[override]
        if not self._retired:
            super().disconnect()
            return
        # Already torn down by retire(): only forget the socket.
        ZMQChannelsWebsocketConnection._open_sockets.discard(self)
        if not self._close_future.done():
            self._close_future.set_result(None)


__all__ = ["ANNOUNCE", "CONNECTION_CLASS", "CourseKernelConnection"]
