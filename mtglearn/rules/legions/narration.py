"""Words for the Legions rules (amplify, morph): narration lines made from events.

Every event of :mod:`mtglearn.rules.legions.amplify` and :mod:`mtglearn.rules.legions.face_down`
has a catalog message ``legions.event.<type>``; its other fields fill the placeholders. Card names
are shown with their printed French name in French when the card is one of the Legions cards the
course ships (``data/legions.json``); creature types are translated when the catalog knows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mtglearn.base.card_names import name_of, printed_name
from mtglearn.base.i18n import Lang, has, t
from mtglearn.base.validate import listing
from mtglearn.rules.legions.cards import display_name


def card_name(english: str, lang: Lang) -> str:
    """The printed name in ``lang`` of a shipped Legions card or of another card the package
    knows (« Dragon Shîvan » for Shivan Dragon); else the name as given."""
    shown = display_name(english, lang)
    return printed_name(english, lang) if shown == english else shown


def type_name(creature_type: str, lang: Lang) -> str:
    """A creature type in ``lang`` (``*`` means every type: a changeling)."""
    if creature_type == "*":
        return t("legions.types.every", lang)
    key = f"legions.type.{creature_type}"
    return t(key, lang) if has(key) else creature_type


def type_list(types: Iterable[str], lang: Lang) -> str:
    """Creature types joined for a message."""
    return listing(type_name(x, lang) for x in types)


def narrate_events(events: Iterable[Mapping[str, Any]], lang: Lang) -> list[str]:
    """One line per event: the catalog message followed by the rule number."""
    lines: list[str] = []
    for event in events:
        params: dict[str, object] = {}
        for key, value in event.items():
            if key in ("type", "rule"):
                continue
            if key == "card":
                # With its French grammar: « Le Reptile de la canopée arrive… ».
                params[key] = name_of(card_name(str(value), lang), lang, kind="card")
            elif key in ("how", "zone"):
                params[key] = t(f"legions.{key}.{value}", lang)
            elif key in ("shared", "types"):
                params[key] = type_list(value, lang) or "—"
            elif key == "triggered":
                params[key] = listing(card_name(str(v), lang) for v in value) or "—"
            elif isinstance(value, list):
                params[key] = listing(value) or "—"
            else:
                params[key] = value
        text = t(f"legions.event.{event['type']}", lang, **params)
        lines.append(t("legions.with_rule", lang, text=text, rule=event["rule"]))
    return lines


__all__ = ["card_name", "narrate_events", "type_list", "type_name"]
