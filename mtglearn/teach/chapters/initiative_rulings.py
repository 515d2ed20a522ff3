"""What each ruling of Ravenloft Adventurer adds: the lines of the engine's record that decide it.

Notebook 06 plays each of the ten rulings printed with Ravenloft Adventurer as one or two games of
the initiative. The whole story of each game repeats what every game does (a player takes the
initiative, ventures into Undercity, Secret Entrance searches for a land...); :func:`ruling`
shows, for each game, the players' table and only the events of the record that the ruling is
about, picked from the record, never by cutting the narration's text:

- the events the game's script itself caused (taking the initiative, an upkeep, combat damage,
  a turn, a player leaving, a completed dungeon), each with what it did;
- each player's last venture (where the marker is at the end), and every venture or room ability
  whose rule, or whose cause, is one of the ruling's rules (:data:`RULING_RULES`);
- for a game that continues the one shown before it in the same cell, only what it adds: the
  events after the part of the record the two share;
- when nobody has the initiative at the end, the line that says so.

The rest of a story (the other ventures, each room's ability and its effect) is one call away:
``game.resolve().narrate()``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from mtglearn.base.i18n import french_typography, resolve_lang
from mtglearn.door.initiative import InitiativeGame
from mtglearn.door.outcome import InitiativeOutcome
from mtglearn.teach.display import Shown, lines_html
from mtglearn.words.initiative import narrate, narrate_event

Event = Mapping[str, Any]

#: The rules that decide each ruling (the numbers the notebook's text gives with it).
RULING_RULES: Final[Mapping[int, tuple[str, ...]]] = {
    1: ("701.49d",),
    2: ("726.5",),
    3: ("726.1",),
    4: ("726.2",),
    5: ("701.49d", "309.4c"),
    6: ("701.49c",),
    7: ("726.3",),
    8: ("726.2",),
    9: ("701.49d",),
    10: ("726.4",),
}
#: The events a game's script causes: each is told, with what it did.
SCRIPTED: Final = frozenset(
    {"take_initiative", "upkeep", "combat_damage", "turn", "leave", "complete", "game_over"}
)


def _outcome(game: InitiativeGame | InitiativeOutcome) -> InitiativeOutcome:
    return game if isinstance(game, InitiativeOutcome) else game.resolve()


def _shared(before: Sequence[Event], events: Sequence[Event]) -> int:
    """How many events at the start of ``events`` are the same as ``before``'s."""
    n = 0
    for a, b in zip(before, events, strict=False):
        if a != b:
            break
        n += 1
    return n


def deciding_events(outcome: Mapping[str, Any], rules: Sequence[str], told: int = 0) -> list[Event]:
    """The events of ``outcome``'s record (after the first ``told``) that a ruling about
    ``rules`` is decided by, in the record's order."""
    events: list[Event] = outcome["events"]
    last_venture = {e["player"]: i for i, e in enumerate(events) if e["type"] == "venture"}
    chosen = []
    for i, event in enumerate(events):
        if i < told:
            continue
        kind = event["type"]
        by_rule = event.get("rule") in rules or event.get("cause") in rules
        if (
            kind in SCRIPTED
            or (kind == "venture" and (last_venture[event["player"]] == i or by_rule))
            or (kind != "venture" and by_rule)
        ):
            chosen.append(event)
    return chosen


def deciding_lines(
    outcome: Mapping[str, Any], rules: Sequence[str], lang: str | None = None, told: int = 0
) -> list[str]:
    """The lines the story tells for :func:`deciding_events`, and, when nobody has the
    initiative at the end, the story's line that says so."""
    language = resolve_lang(lang)
    lines = [narrate_event(e, language) for e in deciding_events(outcome, rules, told)]
    if outcome["initiative"] is None:
        lines.append(narrate(outcome, language)[-1])
    said = [line for line in lines if line]
    return [french_typography(line) for line in said] if language == "fr" else said


def ruling(number: int, *games: InitiativeGame | InitiativeOutcome) -> Shown:
    """For ruling ``number`` (1–10), each game's table of players and only what the ruling adds
    to the story: :func:`deciding_lines`, without what an earlier game of the same call told."""
    if number not in RULING_RULES:
        raise ValueError(f"ruling: number {number!r} — one of 1 to {len(RULING_RULES)}")
    rules = RULING_RULES[number]
    parts = []
    before: Sequence[Event] = ()
    for game in games:
        outcome = _outcome(game)
        data = outcome.to_dict()
        told = _shared(before, data["events"])
        lines = deciding_lines(data, rules, outcome.lang, told)
        parts.append(
            f'<div class="mtglearn-outcome">{outcome.picture_html()}{lines_html(lines)}</div>'
        )
        before = data["events"]
    return Shown("".join(parts))


__all__ = ["RULING_RULES", "deciding_events", "deciding_lines", "ruling"]
