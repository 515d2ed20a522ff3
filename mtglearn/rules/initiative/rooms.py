"""Resolving room abilities (309.4c): "When you move your venture marker into this room, [effect]."

Each room's effect is data (``dungeons.json``). The engine applies what the course needs to
count: life lost and gained (119.3), +1/+1 counters put on a creature (122.1), tokens created
(111.1) and goad; effects on libraries and hands (search, scry, draw, reveal, exile the top
cards) and the rest are logged as events, to be narrated. The ability is controlled by the
dungeon's owner (309.4c), who is "you" in the effect.

Targets: a room ability that targets takes the owner's next listed target (scenario ``targets``);
without one, a targeted player is the owner's next opponent in turn order and a targeted
creature stays unnamed. "Each player loses 2 life unless they discard a card / sacrifice a
permanent" (Tomb of Annihilation, 118.12a): each player uses their next listed answer (scenario
``pay``: ``true`` = they discard or sacrifice instead); without one they lose the life. Hands
and permanents are not tracked, so paying is only recorded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.validate import listing
from mtglearn.rules.initiative.dungeons import find_dungeon
from mtglearn.rules.initiative.player_state import PlayerState
from mtglearn.rules.initiative.venture import RoomTrigger

Event = dict[str, Any]
#: Key under which counters on a creature that the scenario did not name are tallied.
UNNAMED = "unnamed"


def room_text_key(dungeon_id: str, room_id: str) -> str:
    """Catalog key of a room's effect text."""
    return f"initiative.room.{dungeon_id}.{room_id}"


def _target(owner: PlayerState) -> str | None:
    if not owner.targets:
        return None
    owner.targets_used += 1
    return owner.targets.pop(0)


def _player_target(
    owner: PlayerState, in_game: Sequence[str], opponents: Sequence[str], lang: Lang
) -> str | None:
    index = owner.targets_used
    chosen = _target(owner)
    if chosen is None:
        return opponents[0] if opponents else None
    if chosen not in in_game:
        raise ScenarioError(
            "initiative.error.bad_target_player",
            f"targets.{owner.name}[{index}]",
            lang,
            value=chosen,
            allowed=listing(in_game),
        )
    return chosen


def _change_life(
    state: PlayerState, amount: int, trigger: RoomTrigger, unless: str | None
) -> Event:
    state.life += amount
    event: Event = {
        "type": "life",
        "rule": "119.3",
        "player": state.name,
        "amount": amount,
        "life": state.life,
        "room": trigger.room,
    }
    if unless is not None:
        event["unless"] = unless
    return event


def resolve_room_ability(
    trigger: RoomTrigger,
    players: Mapping[str, PlayerState],
    in_game: Sequence[str],
    opponents_of: Callable[[str], list[str]],
    lang: Lang,
) -> list[Event]:
    """Apply one room ability; return its events (the first names the room, 309.4c)."""
    dungeon = find_dungeon(trigger.dungeon, "dungeon", lang)
    room = dungeon.room(trigger.room)
    owner = players[trigger.player]
    events: list[Event] = [
        {
            "type": "room_ability",
            "rule": "309.4c",
            "player": owner.name,
            "dungeon": dungeon.name,
            "room": room.name,
            "text": room_text_key(dungeon.id, room.id),
        }
    ]
    opponents = opponents_of(owner.name)
    for effect in room.effects:
        op = effect["op"]
        if op == "life":
            who = effect["who"]
            amount = int(effect["amount"])
            unless = effect.get("unless")
            if who == "you":
                affected = [owner.name]
            elif who == "each_player":
                affected = list(in_game)
            elif who == "each_opponent":
                affected = list(opponents)
            else:  # target_player
                target = _player_target(owner, in_game, opponents, lang)
                affected = [] if target is None else [target]
            for p in affected:
                if unless is not None and players[p].pays and players[p].pays.pop(0):
                    events.append(
                        {
                            "type": "paid_instead",
                            "rule": "118.12a",
                            "player": p,
                            "unless": unless,
                            "room": trigger.room,
                        }
                    )
                    continue
                events.append(_change_life(players[p], amount, trigger, unless))
        elif op == "counters":
            target = _target(owner)
            key = target or UNNAMED
            owner.counters[key] = owner.counters.get(key, 0) + int(effect["n"])
            events.append(
                {
                    "type": "counters",
                    "rule": "122.1",
                    "player": owner.name,
                    "target": target,
                    "kind": effect["kind"],
                    "n": int(effect["n"]),
                }
            )
        elif op == "token":
            token = str(effect["token"])
            owner.tokens[token] = owner.tokens.get(token, 0) + int(effect["n"])
            events.append(
                {
                    "type": "token",
                    "rule": "111.1",
                    "player": owner.name,
                    "token": token,
                    "n": int(effect["n"]),
                }
            )
        elif op == "goad":
            target = _target(owner)
            owner.goaded.append(target or UNNAMED)
            events.append(
                {"type": "goad", "rule": "309.4c", "player": owner.name, "target": target}
            )
        elif op == "target_effect":
            events.append(
                {
                    "type": "target_effect",
                    "rule": "309.4c",
                    "player": owner.name,
                    "target": _target(owner),
                    "effect": effect["effect"],
                }
            )
        else:  # "library" and "other": logged, not tracked
            logged: Event = {
                "type": "library" if op == "library" else "other_effect",
                "rule": "309.4c",
                "player": owner.name,
                "action": effect["action"],
            }
            if "n" in effect:
                logged["n"] = int(effect["n"])
            events.append(logged)
    return events


__all__ = ["UNNAMED", "resolve_room_ability", "room_text_key"]
