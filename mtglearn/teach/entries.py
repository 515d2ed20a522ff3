"""Scenario entries as plain data (the public format, §1), for the course's worked examples and
exercises: one way to write a creature, whatever the notebook."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglearn.door.builder import Scenario


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


def scenario_of(scenario: Mapping[str, Any] | Scenario) -> dict[str, Any]:
    """A scenario as plain data: a board (or any scenario built in Python) gives its
    ``to_dict()``, a dict is copied."""
    return scenario.to_dict() if isinstance(scenario, Scenario) else dict(scenario)
