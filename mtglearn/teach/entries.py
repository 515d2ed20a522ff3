"""Scenario entries as plain data (the public format, §1), for the course's worked examples and
exercises: one way to write a creature, whatever the notebook."""

from __future__ import annotations

from typing import Any


def creature_entry(
    cid: str, controller: str, power: int, toughness: int, *keywords: str, **more: Any
) -> dict[str, Any]:
    """A creature of a scenario: id, controller, power, toughness, keywords, and any other
    field of the format (``colors``, ``card_types``…) given by name."""
    return {
        "id": cid,
        "controller": controller,
        "power": power,
        "toughness": toughness,
        "keywords": list(keywords),
        **more,
    }


__all__ = ["creature_entry"]
