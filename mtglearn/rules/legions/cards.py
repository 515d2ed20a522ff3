"""The Legions (2003) cards the course ships, read from ``data/legions.json``.

The data and its sources are described in docs/cards.md §2: Oracle text in English, printed
French names, and a Chinese name only where a Chinese printing exists. :func:`card` finds a card by
any of its printed names, so a French reader can write « Maraudeur skirkien ».
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.validate import listing
from mtglearn.rules.core.characteristics import Card


@cache
def _cards() -> dict[str, Card]:
    text = (resources.files("mtglearn.data") / "legions.json").read_text(encoding="utf-8")
    out: dict[str, Card] = {}
    for raw in json.loads(text)["cards"]:
        entry: dict[str, Any] = dict(raw)
        for key in ("types", "colors", "amplify", "keywords"):
            entry[key] = tuple(entry.get(key, ()))
        out[entry["name"]] = Card(**entry)
    return out


def cards() -> tuple[Card, ...]:
    """Every shipped Legions card, in the order of ``legions.json`` (docs/cards.md §2)."""
    return tuple(_cards().values())


def card(name: str, *, field: str = "name", lang: str | None = None) -> Card:
    """The card with this English or printed French (or Chinese) name (case-insensitive)."""
    wanted = name.strip().casefold()
    for c in _cards().values():
        if wanted in {x.casefold() for x in (c.name, c.fr_name or "", c.zh_name or "") if x}:
            return c
    # The known cards as printed in each language (a scenario may write either name).
    known = (listing(c.display_name(x) for c in _cards().values()) for x in ("en", "fr"))
    raise ScenarioError(
        "legions.error.unknown_card", field, resolve_lang(lang), value=name, allowed=Spoken(*known)
    )


def display_name(name: str, lang: Lang) -> str:
    """The printed name of ``name`` in ``lang`` when it is a shipped card; else ``name``."""
    found = _cards().get(name)
    return found.display_name(lang) if found else name


__all__ = ["card", "cards", "display_name"]
