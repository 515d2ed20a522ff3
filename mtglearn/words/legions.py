"""Words for the Legions rules (amplify, morph): narration lines made from events.

Every event of :mod:`mtglearn.rules.legions.amplify` and :mod:`mtglearn.rules.legions.face_down`
has a catalog message ``legions.event.<type>``; its other fields fill the placeholders. Card names
are shown with their printed French name in French when the card is one of the Legions cards the
course ships (``data/legions.json``); creature types are translated when the catalog knows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mtglearn.base.i18n import Lang, has, t
from mtglearn.base.i18n.grammar import with_note
from mtglearn.base.validate import listing
from mtglearn.rules.legions.cards import (
    card_name,
    card_spoken,
    spoken_card,
    type_list,
    type_name,
)


def type_line(types: Iterable[str], lang: Lang) -> str:
    """Creature types as a table shows them: the French type line's lower case and « et »
    (« humain et sorcier »), the English list ("Human, Wizard"); "—" for none."""
    if lang == "fr":
        return " et ".join(type_name(x, lang).lower() for x in types) or "—"
    return type_list(types, lang) or "—"


def narrate_events(events: Iterable[Mapping[str, Any]], lang: Lang) -> list[str]:
    """One line per event: the catalog message, then the rule number in the parenthesis that
    ends it (never a second parenthesis beside it), then a full stop."""
    lines: list[str] = []
    for event in events:
        params: dict[str, object] = {}
        # Every line of a card's story agrees with it (« Il arrive face cachée »): the card is
        # given to each message, which may use it only to agree.
        card = spoken_card(str(event["card"]), lang) if "card" in event else None
        for key, value in event.items():
            if key in ("type", "rule", "megamorph"):
                continue
            if key == "card":
                params[key] = card
            elif key == "how":
                params[key] = t(f"legions.how.{value}", lang, card=card)
            elif key == "zone":  # where it goes: « pour le cimetière »
                params[key] = t(f"legions.to_zone.{value}", lang)
            elif key in ("shared", "types"):
                params[key] = type_list(value, lang) or "—"
            elif key == "triggered":
                params[key] = listing(card_name(str(v), lang) for v in value) or "—"
            elif isinstance(value, list):
                params[key] = listing(value) or "—"
            else:
                params[key] = value
        key = f"legions.event.{event['type']}"
        if event.get("megamorph"):
            key += "_megamorph"  # « son coût de mégamue », not « de mue » (702.37b)
        if event.get("counters") == 0 and has(key + "_none"):
            key += "_none"  # « aucun marqueur +1/+1 », not « 0 marqueur »
        text = t(key, lang, **params)
        lines.append(with_note(text, event["rule"], lang) + ".")
    return lines


def narrate_amplify(outcome: Mapping[str, Any], lang: Lang) -> list[str]:
    """Narration lines of an amplify outcome (kind ``amplify``), made from its events."""
    return narrate_events(outcome.get("events", []), lang)


def narrate_face_down(outcome: Mapping[str, Any], lang: Lang) -> list[str]:
    """Narration lines of a face-down outcome (kind ``face_down``), made from its events."""
    events = [{k: v for k, v in e.items() if k != "step"} for e in outcome.get("events", [])]
    return narrate_events(events, lang)


__all__ = [
    "card_name",
    "card_spoken",
    "narrate_amplify",
    "narrate_events",
    "narrate_face_down",
    "spoken_card",
    "type_line",
    "type_list",
    "type_name",
]
