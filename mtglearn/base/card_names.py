"""Printed names of the cards the course uses, in English, French and Chinese: the data.

A scenario may name a creature by any printed name ("Crypt Champion" or "Champion de la
crypte"); this module knows every printed name of every card, in no language of its own. The
words that pick the reader's name and give it its French grammar are in
:mod:`mtglearn.base.i18n.names` (``printed_name``, ``name_of``, ``spoken``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any, cast


@cache
def _data() -> dict[str, Any]:
    text = (resources.files("mtglearn.data") / "card_names.json").read_text(encoding="utf-8")
    return cast(dict[str, Any], json.loads(text))


@cache
def _names() -> dict[str, dict[str, str]]:
    """Every known printed name (folded) → the card's names by language."""
    entries = [dict(e) for e in _data()["cards"]]
    # The Legions cards keep their names with the rest of their data (``legions.json``).
    legions = (resources.files("mtglearn.data") / "legions.json").read_text(encoding="utf-8")
    for card in json.loads(legions)["cards"]:
        languages = (("en", "name"), ("fr", "fr_name"), ("zh", "zh_name"))
        entries.append({lang: card[key] for lang, key in languages if card.get(key)})
    table: dict[str, dict[str, str]] = {}
    for entry in entries:
        for name in entry.values():
            table[name.casefold()] = entry
    return table


def printed_names(name: str) -> Mapping[str, str] | None:
    """The names a known card is printed with, by language (``en``, ``fr``, ``zh``: the
    Legions cards and a few others have no Chinese one), or ``None`` for a name the package
    does not know. :func:`mtglearn.base.i18n.names.printed_name` picks the reader's."""
    return _names().get(name.strip().casefold())


def generic_names(name: str) -> Mapping[str, str] | None:
    """The course's own name ``name`` (its made-up card, "Made-up Morph"), by language, with
    the gender of its French name (``gender``); ``None`` for any other name."""
    return _generic().get(name.strip().casefold())


def french_grammar(english: str) -> Mapping[str, Any]:
    """What the French name of the known card ``english`` needs in a sentence: its
    ``gender``, whether it is ``plural``, whether it carries its ``own_article``."""
    return cast(Mapping[str, Any], _data()["french_grammar"].get(english, {}))


def known(name: str) -> bool:
    """Whether ``name`` is a printed name of a card the package knows."""
    return name.strip().casefold() in _names()


def english_names() -> frozenset[str]:
    """The English printed name of every known card (for the no-English-in-French test)."""
    return frozenset(entry["en"] for entry in _names().values())


@cache
def _generic() -> dict[str, dict[str, str]]:
    table: dict[str, dict[str, str]] = {}
    for entry in _data()["generic"]["names"]:
        for lang in ("en", "fr", "zh"):
            if lang in entry:  # the made-up card has no Chinese name
                table[entry[lang].casefold()] = entry
    return table


__all__ = ["english_names", "french_grammar", "generic_names", "known", "printed_names"]
