"""Printed names of the cards the course uses, in English, French and Chinese.

A scenario may name a creature by any printed name ("Crypt Champion" or "Champion de la
crypte"); narration and tables then show the name printed in the reader's language, so a
French reader meets the Jitte d'Umezawa, not "Umezawa's Jitte". Names that are not known cards
(such as "A" or "Grizzly Bears") are shown as written.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def _names() -> dict[str, dict[str, str]]:
    """Every known printed name (folded) → the card's names by language."""
    text = (resources.files("mtglearn.data") / "card_names.json").read_text(encoding="utf-8")
    entries = [dict(e) for e in json.loads(text)["cards"]]
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


def printed_name(name: str, lang: str) -> str:
    """``name`` as printed in ``lang`` ("en", "fr" or "zh") when it is a known card."""
    entry = _names().get(name.strip().casefold())
    if entry is None:
        return name
    return entry.get(lang, entry["en"])


__all__ = ["printed_name"]
