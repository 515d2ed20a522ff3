"""Write ``docs/outcome.schema.json``, the JSON Schema of an outcome, from the typed events.

An outcome is what ``resolve_scenario`` returns (docs/scenario-format.md §1 for a combat, §3-§4
for the other kinds). Its ``events`` are described from the classes of
:mod:`mtglearn.rules.core.events`: one schema per ``type``, its keys, their JSON types, which
are required (a key an event may leave out is optional) and no other key. The top-level keys of
each kind are listed here.

    python scripts/outcome_schema.py           # rewrite docs/outcome.schema.json
    python scripts/outcome_schema.py --check   # exit 1 if the file is not up to date
"""

from __future__ import annotations

import json
import sys
import types
import typing
from pathlib import Path
from typing import Any

from mtglearn.rules.core.events import ABSENT, EVENTS, Absent, Event

SCHEMA = Path(__file__).resolve().parent.parent / "docs" / "outcome.schema.json"

_JSON: dict[Any, str] = {
    str: "string",
    int: "integer",
    bool: "boolean",
    float: "number",
    type(None): "null",
    list: "array",
    dict: "object",
}

#: The top-level keys of each kind's outcome: (JSON type, required, description).
TOP: dict[str, dict[str, tuple[str | list[str], bool, str]]] = {
    "combat": {
        "kind": ("string", True, 'Always "combat".'),
        "life": ("object", True, "Each player's life total after combat."),
        "creatures": ("object", True, "Each creature's final state, by id."),
        "died": ("array", True, "The creatures that died, in order."),
        "steps": ("array", True, "Each combat damage step: its damage and its deaths."),
        "losers": ("array", True, "The players who lost the game."),
        "players": ("array", True, "The players, in order."),
        "era": ("string", True, "The rules the combat followed."),
        "poison": ("object", True, "Each player's poison counters."),
        "permanents": ("object", False, "Noncreature permanents' final state, by id."),
        "teams": ("array", False, "Two-Headed Giant teams."),
        "names": ("object", True, "Display names, by id."),
        "genders": ("object", False, "The French gender a scenario gives a name."),
        "kinds": ("object", False, "What an attackable permanent is (planeswalker, battle)."),
        "events": ("array", True, "Every event, in order, each with its rule."),
    },
    "initiative": {
        "kind": ("string", True, 'Always "initiative".'),
        "initiative": (["string", "null"], True, "Who has the initiative at the end."),
        "active": (["string", "null"], True, "The active player at the end."),
        "over": ("boolean", True, "Whether the game is over."),
        "players": ("object", True, "Each player's state, by name."),
        "losers": ("array", True, "The players who lost the game."),
        "pending": ("array", True, "What is still waiting to happen."),
        "log": ("array", True, "The story of the game, line by line."),
        "events": ("array", True, "Every event, in order, each with its rule."),
        "players_in_order": ("array", True, "The players, in turn order."),
    },
    "amplify": {
        "kind": ("string", True, 'Always "amplify".'),
        "creature": ("string", True, "The creature that enters."),
        "how": ("string", True, "How it enters."),
        "revealed": ("array", True, "The cards revealed."),
        "counters": ("integer", True, "The +1/+1 counters it enters with."),
        "counters_per_instance": ("array", True, "The counters of each amplify instance."),
        "power": ("integer", True, "Its power as it enters."),
        "toughness": ("integer", True, "Its toughness as it enters."),
        "events": ("array", True, "Every event, in order, each with its rule."),
    },
    "face_down": {
        "kind": ("string", True, 'Always "face_down".'),
        "card": ("string", True, "The card."),
        "states": ("array", True, "Its state after each action."),
        "events": ("array", True, "Every event, in order, each with its rule."),
    },
}


def _types(annotation: Any) -> list[str]:
    """The JSON types of a field's annotation (``ABSENT`` is no JSON value)."""
    args = typing.get_args(annotation) if isinstance(annotation, types.UnionType) else ()
    found: list[str] = []
    for arg in args or (annotation,):
        if arg is Absent:
            continue
        name = _JSON[typing.get_origin(arg) or arg]
        if name not in found:
            found.append(name)
    return found


def event_schema(kind: type[Event]) -> dict[str, Any]:
    """One event type: its keys and their JSON types; no other key."""
    hints = typing.get_type_hints(kind)
    fields = {f for f in kind.__dataclass_fields__}
    properties: dict[str, Any] = {"type": {"const": kind.TYPE}}
    required = ["type"]
    for key in kind.KEYS:
        if key == "type":
            continue
        attr = key if key in fields else key + "_"
        found = _types(hints[attr])
        properties[key] = {"type": found[0] if len(found) == 1 else found}
        if kind.__dataclass_fields__[attr].default is not ABSENT:
            required.append(key)
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


def schema() -> dict[str, Any]:
    kinds: dict[str, Any] = {}
    for kind, keys in TOP.items():
        kinds[kind] = {
            "type": "object",
            "properties": {
                key: {"type": json_type, "description": text}
                | ({"items": {"$ref": "#/$defs/event"}} if key == "events" else {})
                for key, (json_type, _, text) in keys.items()
            },
            "required": [key for key, (_, needed, _) in keys.items() if needed],
            "additionalProperties": False,
        }
        kinds[kind]["properties"]["kind"]["const"] = kind
    events = {name: event_schema(kind) for name, kind in sorted(EVENTS.items())}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "mtglearn outcome",
        "description": "What resolve_scenario returns (docs/scenario-format.md): the outcome of "
        "a combat, an initiative game, an amplify or a face-down scenario. Generated from "
        "mtglearn/rules/core/events.py by scripts/outcome_schema.py.",
        "oneOf": [{"$ref": f"#/$defs/{kind}"} for kind in TOP],
        "$defs": {
            **kinds,
            "event": {
                "description": "One event, with the rule it applies; its type picks its keys.",
                "type": "object",
                "properties": {"type": {"enum": list(events)}, "rule": {"type": "string"}},
                "required": ["type", "rule"],
                "allOf": [
                    {
                        "if": {"properties": {"type": {"const": name}}},
                        "then": {"$ref": f"#/$defs/event_{name}"},
                    }
                    for name in events
                ],
            },
            **{f"event_{name}": value for name, value in events.items()},
        },
    }


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    wanted = dumps(schema())
    if argv == ["--check"]:
        if not SCHEMA.is_file() or SCHEMA.read_text(encoding="utf-8") != wanted:
            print(f"{SCHEMA.name} is out of date: run python scripts/outcome_schema.py")
            return 1
        return 0
    if argv:
        print("usage: python scripts/outcome_schema.py [--check]", file=sys.stderr)
        return 2
    SCHEMA.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
