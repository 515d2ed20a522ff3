"""The JSON Schema of the scenario format (``docs/scenario.schema.json``) and the package agree.

- Every shipped example is valid under the schema, and a typo is not.
- At every level of every kind, the keys the schema allows are the keys the package's readers
  accept. The readers' keys are not copied here: each test plants an unknown key at that level
  of a valid scenario and reads the ``allowed`` list of the error the reader raises, so a key
  added to a reader (a constant such as ``CREATURE_KEYS`` or a literal in a parser) and not to
  the schema fails, and so does the other way round.
- The values the schema enumerates (kinds, verbs, colors, card types…) are those the readers
  list in their errors, and its keywords are the package's keyword table.
"""

from __future__ import annotations

import copy
import importlib.util
import itertools
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import mtglearn
from mtglearn.door.scenario import examples, read
from mtglearn.rules.core import keywords as kw
from mtglearn.rules.initiative.ravenloft_adventurer import TAKES_INITIATIVE_ON_ENTER

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_PATH = ROOT / "docs" / "scenario.schema.json"
SCHEMA: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
PLANTED = "zz_not_a_key"

#: The keys of the rules of each era (docs/scenario-format.md §6), which the combat reader
#: accepts like every other top-level key.
ERA_KEYS = frozenset({"era", "damage_order", "after_assignment"})


def at(pointer: str) -> Any:
    """The part of the schema at a JSON pointer such as ``/$defs/creature``."""
    node: Any = SCHEMA
    for part in pointer.strip("/").split("/"):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def schema_keys(pointer: str) -> set[str]:
    """The properties the schema allows in the object at ``pointer``."""
    node = at(pointer)
    assert node.get("additionalProperties") is False, f"{pointer} must refuse unknown keys"
    return set(node["properties"])


def by_verb(pointer: str) -> dict[str, set[str]]:
    """Verb → the keys the schema allows with it, for a ``oneOf`` of one-verb objects."""
    return {entry["required"][0]: set(entry["properties"]) for entry in at(pointer)["oneOf"]}


def refusal(scenario: Mapping[str, Any]) -> mtglearn.ScenarioError:
    """The error the package raises on ``scenario`` (it must raise one)."""
    with pytest.raises(mtglearn.ScenarioError) as info:
        mtglearn.resolve_scenario(scenario, "en")
    return info.value


def allowed(error: mtglearn.ScenarioError) -> set[str]:
    return set(str(error.params["allowed"]).split(", "))


def reader_keys(scenario: Mapping[str, Any], *path: str | int) -> set[str]:
    """The keys the reader accepts in the object at ``path`` of a valid ``scenario``: plant an
    unknown key there and read the allowed ones from the refusal."""
    data = copy.deepcopy(dict(scenario))
    mtglearn.resolve_scenario(data, "en")  # the scenario is valid without the planted key
    node: Any = data
    for step in path:
        node = node[step]
    node[PLANTED] = 0
    error = refusal(data)
    assert error.key == "error.unknown_key" and error.field.endswith(PLANTED), error
    return allowed(error)


# -- scenarios to plant keys in: valid, each level present -----------------------------------

TRIGGER = {"when": "deals combat damage", "do": {"counters": "self", "kind": "charge", "add": 2}}
COMBAT: dict[str, Any] = {
    "kind": "combat",
    "title": "every level",
    "players": [{"name": "P1", "life": 20, "poison": 0, "lands": ["Swamp"]}, "P2"],
    "creatures": [
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3, "keywords": ["provoke"]},
        {"id": "B", "controller": "P2", "power": 2, "toughness": 2, "triggers": [TRIGGER]},
        {"id": "F", "controller": "P2", "face_down": True, "face_up": {"power": 1, "toughness": 1}},
    ],
    "permanents": [
        {"id": "J", "controller": "P1", "attached_to": "A", "counters": {}, "triggers": [TRIGGER]}
    ],
    "attacks": {"A": "P2"},
    "blocks": {"B": "A"},
    "provoke": {"A": "B"},
    "before_blocks": [{"tap": "F"}],
    "requirements": [{"blocks": "B", "attacker": "A"}],
    "block_costs": {"F": "{2}"},
    "assign": {"regular": {"A": {"B": 3}}},
    "before_damage": [{"counters": "J", "kind": "charge", "add": 1}],
    "between_steps": [],
    "replacements": [{"dies": "exile", "counter": "hit", "creatures_of_opponents_of": "P1"}],
    "prevent": [{"prevent": 1, "to": "P2"}],
    "teams": [["P1"], ["P2"]],
}

#: One valid action of each verb, on the scenario above.
ACTIONS: dict[str, dict[str, Any]] = {
    "gain": {"gain": "trample", "target": "A"},
    "lose": {"lose": "provoke", "target": "A"},
    "pump": {"pump": "A", "power": 1, "toughness": 1},
    "counters": {"counters": "J", "kind": "charge", "add": 1},
    "remove_counters": {
        "remove_counters": "J",
        "kind": "charge",
        "amount": 1,
        "then": {"pump": "A", "power": 2, "toughness": 2},
        "responses": [{"destroy": "F"}],
    },
    "destroy": {"destroy": "F"},
    "remove": {"remove": "F"},
    "exile": {"exile": "F"},
    "remove_from_combat": {"remove_from_combat": "A"},
    "damage": {"damage": "P2", "amount": 1, "source": "A"},
    "gain_life": {"gain_life": "P1", "amount": 2},
    "lose_life": {"lose_life": "P2", "amount": 1},
    "turn_face_up": {"turn_face_up": "F"},
}
PREVENTIONS = (
    {"prevent": "all combat damage"},
    {"prevent": "all", "from": "B"},
    {"prevent": 2, "to": "A"},
)


def with_charge(action: dict[str, Any]) -> dict[str, Any]:
    """``COMBAT`` doing ``action`` before damage (the Jitte holds a counter to remove; the
    default division of damage, since a pump changes what ``assign`` must add up to)."""
    scenario = copy.deepcopy(COMBAT)
    del scenario["assign"]
    scenario["permanents"][0]["counters"] = {"charge": 1}
    scenario["before_damage"] = [action]
    return scenario


INITIATIVE: dict[str, Any] = {
    "kind": "initiative",
    "players": [{"name": "P1", "life": 20}, "P2"],
    "active": "P1",
    "choices": {"P1": ["Forge"]},
    "targets": {},
    "pay": {},
    "teams": [],
    "events": [
        {"take_initiative": "P1", "hold": False},
        {"upkeep": "P1"},
        {"turn": "P2"},
        {"combat_damage": {"from": "P2", "to": "P1"}},
        {"venture": "P2", "into": "dungeon", "dungeon": "Lost Mine of Phandelver"},
        {"enters": "Ravenloft Adventurer", "controller": "P2"},
        {"dies": {"creature": "X", "controller": "P1", "owner": "P1"}},
        {"attacks": "Ravenloft Adventurer", "controller": "P2", "defending": "P1"},
        {"combat": {"creatures": [], "attacks": {}}},
        {"leave": "P1"},
    ],
}
INITIATIVE_EVENT = {next(iter(e)): i for i, e in enumerate(INITIATIVE["events"])}
CARD = {
    "name": "Test Beast",
    "power": 2,
    "toughness": 2,
    "types": ["Beast"],
    "amplify": [1],
    "morph": "{2}{G}",
}
AMPLIFY: dict[str, Any] = {
    "kind": "amplify",
    "creature": CARD,
    "hand": [{"name": "Krosan Tusker", "types": ["Beast"], "changeling": False}],
    "entering_together": [],
    "reveal": "all",
    "how": "cast",
    "description": "every level",
}
FACE_DOWN: dict[str, Any] = {
    "kind": "face_down",
    "card": CARD,
    "actions": ["cast_face_down", {"turn_face_up": "effect"}],
    "description": "every level",
}
SCENARIOS = {"combat": COMBAT, "initiative": INITIATIVE, "amplify": AMPLIFY, "face_down": FACE_DOWN}


# -- the schema itself and the shipped examples ---------------------------------------------


def test_the_schema_is_a_draft_2020_12_schema() -> None:
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", examples())
def test_every_shipped_example_is_valid(name: str) -> None:
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in VALIDATOR.iter_errors(read(name))]
    assert errors == []


@pytest.mark.parametrize("kind", SCENARIOS)
def test_the_scenarios_these_tests_plant_keys_in_are_valid_for_both(kind: str) -> None:
    mtglearn.resolve_scenario(SCENARIOS[kind], "en")
    assert VALIDATOR.is_valid(SCENARIOS[kind])


def test_the_schema_refuses_what_the_package_refuses() -> None:
    """The checks can fail: a typo in a key, an unknown keyword, a verb-less action, a kind."""
    bad: list[dict[str, Any]] = []
    for change in (
        lambda s: s["creatures"][0].update(colour=["red"]),
        lambda s: s["creatures"][0].update(keywords=["double strik"]),
        lambda s: s.update(before_damage=[{"target": "A"}]),
        lambda s: s.update(kind="draft"),
        lambda s: s.pop("attacks"),
    ):
        scenario = copy.deepcopy(COMBAT)
        change(scenario)
        refusal(scenario)
        bad.append(scenario)
    assert [VALIDATOR.is_valid(s) for s in bad] == [False] * len(bad)


# -- keys at every level --------------------------------------------------------------------


def test_combat_top_level_keys() -> None:
    schema = schema_keys("/$defs/combat")
    reader = reader_keys(COMBAT)
    assert schema >= ERA_KEYS
    assert schema == reader


@pytest.mark.parametrize(
    ("pointer", "path"),
    [
        ("/$defs/combat_player/anyOf/1", ("players", 0)),
        ("/$defs/creature", ("creatures", 0)),
        ("/$defs/face_up", ("creatures", 2, "face_up")),
        ("/$defs/permanent", ("permanents", 0)),
        ("/$defs/trigger", ("creatures", 1, "triggers", 0)),
        ("/$defs/requirement", ("requirements", 0)),
        ("/$defs/combat/properties/before_blocks/items", ("before_blocks", 0)),
        ("/$defs/replacement", ("replacements", 0)),
        ("/$defs/assign", ("assign",)),
    ],
)
def test_combat_keys_at_each_level(pointer: str, path: tuple[str | int, ...]) -> None:
    assert schema_keys(pointer) == reader_keys(COMBAT, *path)


@pytest.mark.parametrize("verb", ACTIONS)
def test_each_action_verb_allows_the_same_keys(verb: str) -> None:
    assert by_verb("/$defs/action")[verb] == reader_keys(
        with_charge(ACTIONS[verb]), "before_damage", 0
    )


def test_action_verbs() -> None:
    error = refusal(with_charge({PLANTED: "A"}))
    assert set(by_verb("/$defs/action")) == allowed(error) == set(ACTIONS)


@pytest.mark.parametrize("index", range(len(PREVENTIONS)))
def test_each_prevention_shape_allows_the_same_keys(index: int) -> None:
    scenario = copy.deepcopy(COMBAT)
    scenario["prevent"] = [PREVENTIONS[index]]
    shape = at("/$defs/prevention/oneOf")[index]
    assert VALIDATOR.is_valid(scenario)
    assert set(shape["properties"]) == reader_keys(scenario, "prevent", 0)


def test_initiative_top_level_and_player_keys() -> None:
    assert schema_keys("/$defs/initiative") == reader_keys(INITIATIVE)
    player = "/$defs/initiative/properties/players/items/anyOf/1"
    assert schema_keys(player) == reader_keys(INITIATIVE, "players", 0)


def test_initiative_event_verbs() -> None:
    scenario = copy.deepcopy(INITIATIVE)
    scenario["events"] = [{PLANTED: "P1"}]
    assert set(by_verb("/$defs/initiative_event")) == allowed(refusal(scenario))
    assert set(INITIATIVE_EVENT) == allowed(refusal(scenario))


@pytest.mark.parametrize("verb", INITIATIVE_EVENT)
def test_each_initiative_event_allows_the_same_keys(verb: str) -> None:
    path = ("events", INITIATIVE_EVENT[verb])
    assert by_verb("/$defs/initiative_event")[verb] == reader_keys(INITIATIVE, *path)


@pytest.mark.parametrize("verb", ["combat_damage", "dies"])
def test_the_objects_inside_initiative_events(verb: str) -> None:
    event = next(e for e in at("/$defs/initiative_event/oneOf") if e["required"][0] == verb)
    inner = set(event["properties"][verb]["properties"])
    assert inner == reader_keys(INITIATIVE, "events", INITIATIVE_EVENT[verb], verb)


def test_amplify_keys() -> None:
    assert schema_keys("/$defs/amplify") == reader_keys(AMPLIFY)
    assert schema_keys("/$defs/card") == reader_keys(AMPLIFY, "creature")
    assert schema_keys("/$defs/hand_card") == reader_keys(AMPLIFY, "hand", 0)
    assert schema_keys("/$defs/hand_card") == reader_keys(
        AMPLIFY | {"entering_together": [{"name": "Z"}]}, "entering_together", 0
    )


def test_face_down_keys() -> None:
    assert schema_keys("/$defs/face_down") == reader_keys(FACE_DOWN)
    assert schema_keys("/$defs/card") == reader_keys(FACE_DOWN, "card")


# -- enumerated values ----------------------------------------------------------------------


def planted(scenario: dict[str, Any], *path: str | int) -> dict[str, Any]:
    """A copy of ``scenario`` with a wrong value at ``path`` (lists and objects on the way are
    made when missing: ``("creatures", 0, "colors", 0)`` gives creature 0 a one-color list)."""
    data = copy.deepcopy(scenario)
    node: Any = data
    for step, after in itertools.pairwise(path):
        if isinstance(node, dict) and step not in node:
            node[step] = [] if isinstance(after, int) else {}
        node = node[step]
    if isinstance(node, list) and path[-1] == len(node):
        node.append(PLANTED)
    else:
        node[path[-1]] = PLANTED
    return data


def values(pointer: str) -> set[str]:
    """The values the schema allows at ``pointer`` (an ``enum`` or a ``const``)."""
    node = at(pointer)
    return set(node["enum"]) if "enum" in node else {node["const"]}


@pytest.mark.parametrize(
    ("pointer", "scenario", "path"),
    [
        ("/properties/kind", COMBAT, ("kind",)),
        ("/$defs/trigger/properties/when", COMBAT, ("creatures", 1, "triggers", 0, "when")),
        ("/$defs/requirement/properties/source", COMBAT, ("requirements", 0, "source")),
        ("/$defs/creature/properties/gender", COMBAT, ("creatures", 0, "gender")),
        ("/$defs/color", COMBAT, ("creatures", 0, "colors", 0)),
        ("/$defs/creature/properties/card_types/items", COMBAT, ("creatures", 0, "card_types", 0)),
        (
            "/$defs/permanent/properties/card_types/items",
            COMBAT,
            ("permanents", 0, "card_types", 0),
        ),
        ("/$defs/replacement/properties/dies", COMBAT, ("replacements", 0, "dies")),
        ("/$defs/amplify/properties/how", AMPLIFY, ("how",)),
        ("/$defs/color", AMPLIFY, ("creature", "colors", 0)),
        ("/$defs/face_down_action/anyOf/0", FACE_DOWN, ("actions", 0)),
        (
            "/$defs/face_down_action/anyOf/1/properties/turn_face_up",
            FACE_DOWN,
            ("actions", 1, "turn_face_up"),
        ),
    ],
)
def test_enumerated_values(
    pointer: str, scenario: dict[str, Any], path: tuple[str | int, ...]
) -> None:
    mtglearn.resolve_scenario(scenario, "en")
    assert values(pointer) == allowed(refusal(planted(scenario, *path)))


def test_face_down_actions_with_an_argument() -> None:
    data = copy.deepcopy(FACE_DOWN)
    data["actions"] = [{PLANTED: None}]
    assert set(at("/$defs/face_down_action/anyOf/1/properties")) == allowed(refusal(data))
    data["actions"] = ["cast_face_down", {"leave_battlefield": PLANTED}]
    leave = at("/$defs/face_down_action/anyOf/1/properties/leave_battlefield")
    assert set(leave["enum"]) == allowed(refusal(data))


def test_basic_land_types() -> None:
    """The schema lists each land type capitalised and in lower case; the package any case."""
    lands = "/$defs/combat_player/anyOf/1/properties/lands/items"
    refused = refusal(planted(COMBAT, "players", 0, "lands", 0))
    assert {x.lower() for x in values(lands)} == allowed(refused)


def test_cards_that_take_the_initiative() -> None:
    enters = next(e for e in at("/$defs/initiative_event/oneOf") if e["required"][0] == "enters")
    assert set(enters["properties"]["enters"]["enum"]) == set(TAKES_INITIATIVE_ON_ENTER)


# -- keywords -------------------------------------------------------------------------------


def test_keywords_are_the_package_keyword_table() -> None:
    names = values("/$defs/keyword_name")
    assert names == set(kw.ALL_KEYWORDS) | set(kw.FRENCH_ALIASES)
    for word in names:  # each one is a keyword the package reads
        assert kw.canonical(word, "keywords[0]") in kw.ALL_KEYWORDS


def test_numbered_keywords_are_the_package_keyword_table() -> None:
    numbered = at("/$defs/numbered_keyword")
    heads = {*kw.NUMBERED, *kw.FRENCH_NUMBERED}
    words = [f"{head} {n}" for head in sorted(heads) for n in (1, 2, 12)]
    for word in words:
        assert VALIDATOR.is_valid({"kind": "combat", **_with_keyword(word)}), word
        assert kw.canonical(word, "keywords[0]").split()[0] in kw.NUMBERED
    for word in ("toxic", "toxic 0", "toxic two", "exalted 2", "toxique -1"):
        assert not VALIDATOR.is_valid(_with_keyword(word)), word
    assert numbered["pattern"].startswith("^(") and numbered["pattern"].endswith("$")


def _with_keyword(word: str) -> dict[str, Any]:
    return {
        "players": ["P1", "P2"],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 1, "toughness": 1, "keywords": [word]}
        ],
        "attacks": {"A": "P2"},
    }


def test_the_keyword_part_is_generated_and_up_to_date() -> None:
    spec = importlib.util.spec_from_file_location(
        "scenario_schema", ROOT / "scripts" / "scenario_schema.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0


# -- the document ---------------------------------------------------------------------------


def schema_words(node: Any, found: dict[str, set[str]]) -> dict[str, set[str]]:
    """Every key the schema names (``properties``) and every value it enumerates, keywords
    aside (the document gives the table they come from)."""
    if isinstance(node, dict):
        found["keys"].update(node.get("properties", {}))
        if node is not at("/$defs/keyword_name"):
            found["values"].update(v for v in node.get("enum", []) if isinstance(v, str))
        for value in node.values():
            schema_words(value, found)
    elif isinstance(node, list):
        for value in node:
            schema_words(value, found)
    return found


def test_the_format_document_names_every_key_and_value_of_the_schema() -> None:
    """docs/scenario-format.md is the whole format: every key the schema allows (which are the
    keys the readers accept, above) appears there as `key` or "key", every allowed value
    appears."""
    text = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    words = schema_words(SCHEMA, {"keys": set(), "values": set()})
    assert sorted(k for k in words["keys"] if f"`{k}`" not in text and f'"{k}"' not in text) == []
    assert sorted(v for v in words["values"] if v not in text) == []


@pytest.mark.parametrize("kind", SCENARIOS)
def test_a_scenario_may_name_its_schema(kind: str) -> None:
    """docs/scenario-format.md §10: ``"$schema"`` is accepted (a non-empty string) by the
    schema and by every reader, which ignore it; anything else there is refused by both."""
    named = {"$schema": "./docs/scenario.schema.json", **SCENARIOS[kind]}
    assert VALIDATOR.is_valid(named)
    assert mtglearn.resolve_scenario(named, "en") == mtglearn.resolve_scenario(
        SCENARIOS[kind], "en"
    )
    wrong = {**named, "$schema": 3}
    assert not VALIDATOR.is_valid(wrong)
    with pytest.raises(mtglearn.ScenarioError) as error:
        mtglearn.resolve_scenario(wrong, "en")
    assert error.value.field == "$schema"


def test_a_whole_number_written_with_a_decimal_point_is_one_for_both() -> None:
    """§10: JSON Schema's ``integer`` admits ``3.0``, and so do the readers; ``3.5`` neither."""
    combat = copy.deepcopy(SCENARIOS["combat"])
    combat["creatures"][0]["power"] = 3.0
    whole = copy.deepcopy(SCENARIOS["combat"])
    whole["creatures"][0]["power"] = 3
    assert VALIDATOR.is_valid(combat)
    assert mtglearn.resolve_scenario(combat, "en") == mtglearn.resolve_scenario(whole, "en")
    combat["creatures"][0]["power"] = 3.5
    assert not VALIDATOR.is_valid(combat)
    with pytest.raises(mtglearn.ScenarioError):
        mtglearn.resolve_scenario(combat, "en")
