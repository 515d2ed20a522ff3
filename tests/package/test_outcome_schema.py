"""docs/outcome.schema.json describes what ``resolve_scenario`` returns, and the typed record
(:mod:`mtglearn.rules.core.events`) is that outcome: every shipped example's outcome (and the
outcomes of the scenarios the scenario-schema tests plant keys in) validates against the schema
and comes back byte for byte from its typed record; every event kind the engine writes has its
class; the schema is generated from those classes and up to date."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import mtglearn
from mtglearn.door.scenario import examples, read
from mtglearn.rules.combat.engine import Combat
from mtglearn.rules.core.events import EVENTS, Event, Record

ROOT = Path(__file__).resolve().parents[2]
SCHEMA: dict[str, Any] = json.loads((ROOT / "docs" / "outcome.schema.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def outcomes() -> list[tuple[str, dict[str, Any]]]:
    from tests.package.test_scenario_schema import SCENARIOS

    shipped = [(name, mtglearn.resolve_scenario(read(name), "en")) for name in examples()]
    planted = [(f"planted:{k}", mtglearn.resolve_scenario(v, "fr")) for k, v in SCENARIOS.items()]
    return shipped + planted


OUTCOMES = outcomes()


def test_the_schema_is_a_draft_2020_12_schema_generated_from_the_classes() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    spec = importlib.util.spec_from_file_location(
        "outcome_schema", ROOT / "scripts" / "outcome_schema.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--check"]) == 0


@pytest.mark.parametrize(("name", "outcome"), OUTCOMES, ids=[n for n, _ in OUTCOMES])
def test_every_example_outcome_is_valid_and_is_its_typed_record(
    name: str, outcome: dict[str, Any]
) -> None:
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in VALIDATOR.iter_errors(outcome)]
    assert errors == []
    record = Record.of(outcome)
    assert all(isinstance(e, Event) and e.rule for e in record.events)
    assert json.dumps(record.to_dict()) == json.dumps(outcome)


def test_every_kind_is_among_the_examples() -> None:
    assert {o["kind"] for _, o in OUTCOMES} == {"combat", "initiative", "amplify", "face_down"}


def test_a_combat_record_holds_its_snapshots_lethal_damage_and_fates() -> None:
    combat = Combat.from_scenario(read("double_strike_case4_trample_half_toughness.json"))
    record = combat.resolve().record()
    assert record.to_dict() == combat.resolve().to_dict()
    assert record.snapshots and record.fates is not None
    assert {e.TYPE for e in record.events} >= {"step", "combat_damage"}


def test_the_schema_refuses_a_wrong_event() -> None:
    outcome = next(o for _, o in OUTCOMES if o["kind"] == "combat" and o["steps"])
    event = next(e for e in outcome["events"] if e["type"] == "combat_damage")
    for wrong in (
        {**event, "colour": "red"},  # a key no event of its type has
        {k: v for k, v in event.items() if k != "rule"},  # no rule
        {**event, "amount": "3"},  # a number as a string
        {**event, "type": "combat_damages"},  # an unknown type
    ):
        assert not VALIDATOR.is_valid({**outcome, "events": [wrong]})


def test_every_event_kind_the_engine_writes_has_its_frozen_slotted_class() -> None:
    written = set()
    for path in (ROOT / "mtglearn" / "rules").rglob("*.py"):
        written |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert len(written) >= 95
    assert written <= set(EVENTS), sorted(written - set(EVENTS))
    for kind in EVENTS.values():
        assert "rule" in kind.__dataclass_fields__, kind
        assert kind.__dataclass_params__.frozen and hasattr(kind, "__slots__")  # type: ignore[attr-defined]
        event = dataclasses.fields(kind)
        assert event, kind
