"""Keys read from the record, for the exercises that are not about one combat: the events of
the engine's record that decide the answer (each with its rule number), and the key that says
them, as the story says them.

A combat exercise's key comes from its deciding facts (:mod:`mtglearn.teach.exercises.deciding`);
the initiative, amplify and morph generators resolve a game, a reveal or a face-down card, and
their engines record events too (``{"type": ..., "rule": ...}``). Each function here picks, from
one such record, the events that decide one question, never from the question's topic:

- :func:`holder` — who has the initiative: the last time it was taken, and what made it so (a
  player who left, 726.4; combat damage to its holder, 726.2);
- :func:`room` — where a player's venture marker is: that player's last venture;
- :func:`completed` — how many dungeons a player completed: each completion;
- :func:`amplify_counters` — the counters an amplify creature enters with: face down, no amplify
  (708.3), else each instance's count (702.38a, 702.38b);
- :func:`face_down` — a face-down creature's characteristics: it is a 2/2 with no mana cost
  (708.2a), and the +1/+1 counters on it still count (122.1a).

A fact the record shows by an absence (nobody ever took the initiative) is an event of its own
here, ``derived``, with the rule that says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mtglearn.base.i18n import Lang, french_typography, t
from mtglearn.base.i18n.names import name_of
from mtglearn.words.initiative import narrate_event
from mtglearn.words.legions import narrate_events

Event = Mapping[str, Any]


@dataclass(frozen=True)
class Recorded:
    """The deciding events of one question (from the record) and the key that says them."""

    events: tuple[Event, ...]
    key: str

    def joined(self, other: Recorded) -> Recorded:
        """Both records' deciding events, and both keys."""
        return Recorded((*self.events, *other.events), f"{self.key} {other.key}".strip())


def _said(events: Sequence[Event], line: Callable[[Event], str | None], lang: Lang) -> Recorded:
    lines = [text for text in (line(e) for e in events) if text]
    key = " ".join(lines)
    return Recorded(tuple(events), french_typography(key) if lang == "fr" else key)


def _derived(kind: str, rule: str, lang: Lang, **params: Any) -> Recorded:
    event = {"type": kind, "rule": rule, "derived": True, **params}
    return Recorded((event,), t(f"teach_recorded.{kind}", lang, rule=rule, **params))


def _initiative_line(lang: Lang) -> Callable[[Event], str | None]:
    return lambda event: narrate_event(event, lang)


def holder(outcome: Mapping[str, Any], lang: Lang) -> Recorded:
    """Who has the initiative at the end: the last time it was taken, with its cause."""
    events: list[Event] = outcome["events"]
    takes = [i for i, e in enumerate(events) if e["type"] == "take_initiative"]
    if not takes:
        return _derived("initiative_never_taken", "726.1", lang)
    last = takes[-1]
    cause = {"combat_damage": "combat_damage", "leave": "leave"}.get(events[last].get("cause", ""))
    deciding: list[Event] = [events[last]]
    if cause is not None:
        before = [e for e in events[:last] if e["type"] == cause]
        if before:
            deciding.insert(0, before[-1])
    return _said(deciding, _initiative_line(lang), lang)


def room(outcome: Mapping[str, Any], player: str, lang: Lang) -> Recorded:
    """Where ``player``'s venture marker is: their last venture or completion."""
    mine = [
        e
        for e in outcome["events"]
        if e.get("player") == player and e["type"] in ("venture", "complete")
    ]
    if not mine:
        return _derived("never_ventured", "726.2", lang, player=player)
    return _said(mine[-1:], _initiative_line(lang), lang)


def completed(outcome: Mapping[str, Any], player: str, lang: Lang) -> Recorded:
    """How many dungeons ``player`` completed: each completion, else where they are."""
    mine = [e for e in outcome["events"] if e.get("player") == player]
    done = [e for e in mine if e["type"] == "complete"]
    if done:
        return _said(done, _initiative_line(lang), lang)
    ventures = [e for e in mine if e["type"] == "venture"]
    if ventures:
        return _said(ventures[-1:], _initiative_line(lang), lang)
    return _derived("never_ventured", "726.2", lang, player=player)


def _legions_line(lang: Lang) -> Callable[[Event], str | None]:
    return lambda event: narrate_events([event], lang)[0]


def amplify_counters(events: Sequence[Event], lang: Lang) -> Recorded:
    """The counters an amplify creature enters with: no amplify (face down, 708.3; countered),
    or what each instance counted (702.38a, 702.38b)."""
    none = [
        e for e in events if e["type"] in ("amplify_face_down", "amplify_countered", "amplify_none")
    ]
    if none:
        # Face down, it is a 2/2 with no abilities as it enters (708.3), and stays so (708.2a).
        face_down = [e for e in events if e["type"] == "amplify_result" and e["rule"] == "708.2a"]
        return _said([*none, *face_down], _legions_line(lang), lang)
    instances = [e for e in events if e["type"] == "amplify_instance"]
    return _said(instances, _legions_line(lang), lang)


def face_down(history: Sequence[Any], quantity: str, lang: Lang) -> Recorded:
    """A face-down creature's power, toughness or mana value: what the rules give it face down
    (702.37c, 708.2a), and for power and toughness the +1/+1 counters on it (122.1a)."""
    events = [e for step in history for e in step.events]
    wanted = {"cast_face_down", "enters_face_down"}
    if quantity in ("power", "toughness"):
        wanted.add("counter_added")
    return _said([e for e in events if e["type"] in wanted], _legions_line(lang), lang)


def rules_of(events: Sequence[Event]) -> tuple[str, ...]:
    """The rule numbers the deciding events cite, in order, each once."""
    out: list[str] = []
    for event in events:
        # "701.20a, 603.2" is two rules; "310.4a, Comprehensive Rules of 2003" is one, cited
        # with its source.
        parts = re.split(r",\s*(?=\d)", str(event.get("rule", "")))
        out.extend(r.strip() for r in parts if r.strip())
    return tuple(dict.fromkeys(out))


def of_types(
    outcome: Mapping[str, Any], kinds: Sequence[str], lang: Lang, player: str | None = None
) -> Recorded:
    """The events of the given types (of ``player`` when given), said as the story says them."""
    events = [
        e
        for e in outcome["events"]
        if e["type"] in kinds and (player is None or e.get("player") in (player, None))
    ]
    return _said(events, _initiative_line(lang), lang)


def survived(creature: str, damage: int, toughness: int, lang: Lang) -> Recorded:
    """A creature that took less damage than its toughness: it never would die (704.5g)."""
    name = name_of(creature, lang)
    return _derived("survives", "704.5g", lang, creature=name, damage=damage, toughness=toughness)


def legions_events(events: Sequence[Event], lang: Lang) -> Recorded:
    """Legions events (amplify, face-down) said as their story says them."""
    return _said(list(events), _legions_line(lang), lang)


def checks(found: Sequence[Any], lang: Lang) -> Recorded:
    """The checks of the block explainer that decide a declaration (each ``Check`` has its
    rule, whether it passed and its sentence)."""
    events = [{"type": "check", "rule": c.rule, "ok": c.ok} for c in found]
    lines = [str(c.text).lstrip("✓✗ ").strip() for c in found]
    text = t("deciding.join", lang).join(lines)
    key = (text[:1].upper() + text[1:] + ".") if text else ""
    return Recorded(tuple(events), french_typography(key) if lang == "fr" else key)


__all__ = [
    "Recorded",
    "amplify_counters",
    "checks",
    "completed",
    "face_down",
    "holder",
    "legions_events",
    "of_types",
    "room",
    "rules_of",
    "survived",
]
