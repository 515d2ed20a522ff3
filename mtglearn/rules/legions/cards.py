"""The Legions (2003) cards the course ships, read from ``data/legions.json``.

The data and its sources are described in docs/cards.md §2: Oracle text in English, printed
French names, and a Chinese name only where a Chinese printing exists. :func:`card` finds a card by
any of its printed names, so a French reader can write « Maraudeur skirkien ».
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from importlib import resources
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, has, resolve_lang, t
from mtglearn.base.i18n.grammar import Name, Spoken
from mtglearn.base.i18n.names import generic_name, name_of, printed_name
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


# The names errors give a card or a creature type (the narration in mtglearn.words.legions
# says them the same way).


def card_name(english: str, lang: Lang) -> str:
    """The printed name in ``lang`` of a shipped Legions card or of another card the package
    knows (« Dragon shivân » for Shivan Dragon), or the course's made-up card (« Mue
    inventée »); else the name as given."""
    shown = display_name(english, lang)
    if shown != english:
        return shown
    printed = printed_name(english, lang)
    return generic_name(english, lang) if printed == english else printed


def type_name(creature_type: str, lang: Lang) -> str:
    """A creature type in ``lang`` (``*`` means every type: a changeling)."""
    if creature_type == "*":
        return t("legions.types.every", lang)
    key = f"legions.type.{creature_type}"
    return t(key, lang) if has(key) else creature_type


def type_list(types: Iterable[str], lang: Lang) -> str:
    """Creature types joined for a message."""
    return listing(type_name(x, lang) for x in types)


def spoken_card(english: str, lang: Lang) -> Name:
    """A card in a sentence, with its French grammar: « le Maraudeur skirkien », « la Mue
    inventée » (the course's made-up card), « la carte X » for a card the package can't know."""
    return name_of(card_name(english, lang), lang, kind="card")


def card_spoken(english: str) -> Spoken:
    """A card in an error, said in each language: "Krosan Tusker" / « le Terrocorne krosian »."""
    return Spoken(spoken_card(english, "en"), spoken_card(english, "fr"))


__all__ = [
    "card",
    "card_name",
    "card_spoken",
    "cards",
    "display_name",
    "spoken_card",
    "type_list",
    "type_name",
]
