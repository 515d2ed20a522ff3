"""A page's browser reduced to its messages: the kernel websocket protocol a dashboard speaks
(the v1 binary protocol), the widgets' control comm, and a change of a widget's value.

Used by the workshop's tests and by its room benchmark (``benchmarks/bench_workshop_room.py``)
to talk to a Voilà kernel as a page does, without a browser.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

#: The websocket protocol browsers speak to a kernel. Voilà 0.5 reads every binary message as
#: this protocol; a client of the legacy protocol receiving a widget's binary buffers (the
#: grid's heatmap) stalls the whole server (its header is read as a huge offset count).
PROTOCOL = "v1.kernel.websocket.jupyter.org"


def pack(msg: dict[str, Any]) -> bytes:
    """A message in the v1 protocol: offsets, the channel, then the JSON parts."""
    parts = [
        json.dumps(msg[k]).encode("utf-8")
        for k in ("header", "parent_header", "metadata", "content")
    ]
    channel = msg["channel"].encode("utf-8")
    offsets = [8 * (len(parts) + 3)]
    offsets.append(offsets[-1] + len(channel))
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    head = [len(offsets).to_bytes(8, "little"), *(o.to_bytes(8, "little") for o in offsets)]
    return b"".join([*head, channel, *parts])


def unpack(raw: bytes) -> dict[str, Any]:
    """A message from the kernel in the v1 protocol (its binary buffers left out)."""
    count = int.from_bytes(raw[:8], "little")
    offsets = [int.from_bytes(raw[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    parts = [raw[offsets[i] : offsets[i + 1]] for i in range(1, min(count - 1, 5))]
    header, parent, metadata, content = (json.loads(p) for p in parts)
    return {
        "header": header,
        "parent_header": parent,
        "metadata": metadata,
        "content": content,
        "msg_type": header["msg_type"],
    }


def message(
    msg_type: str, content: dict[str, Any], session: str, **metadata: str
) -> dict[str, Any]:
    """A message on the shell channel, from ``session``."""
    return {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "session": session,
            "username": "student",
            "date": "",
            "version": "5.3",
        },
        "parent_header": {},
        "metadata": metadata,
        "content": content,
        "channel": "shell",
        "buffers": [],
    }


#: The comm of ipywidgets' control channel this client opens (one per session is enough).
CONTROL_COMM = "mtglearn-test-control"


def comm_open(session: str) -> dict[str, Any]:
    """Opens ipywidgets' control comm (what the widget manager does first)."""
    content = {"comm_id": CONTROL_COMM, "target_name": "jupyter.widget.control", "data": {}}
    return message("comm_open", content, session, version="1.0.0")


def request_states(session: str) -> dict[str, Any]:
    """Asks every widget's state on the control comm (answered by ``update_states``)."""
    return message(
        "comm_msg", {"comm_id": CONTROL_COMM, "data": {"method": "request_states"}}, session
    )


def is_states(msg: dict[str, Any]) -> bool:
    """The kernel's answer to :func:`request_states`: every widget's state."""
    return bool(
        msg["msg_type"] == "comm_msg" and msg["content"]["data"].get("method") == "update_states"
    )


def update(comm_id: str, value: object, session: str) -> dict[str, Any]:
    """A control's new value, as the widget manager sends it when a person changes it."""
    data = {"method": "update", "state": {"value": value}, "buffer_paths": []}
    return message("comm_msg", {"comm_id": comm_id, "data": data}, session)
