"""Bad combat scenarios: one ScenarioError naming the field and what is allowed, in the
reader's language; nothing half-applied, the input untouched."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.base.errors import ScenarioError
from mtglearn.door.combat import Combat, Creature


def base() -> dict[str, Any]:
    return {
        "kind": "combat",
        "players": [{"name": "P1", "life": 20}, {"name": "P2", "life": 20}],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 3, "toughness": 3},
            {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }


def edit(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = base()
    change(data)
    return data


def kw(cid: int, *words: str) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        d["creatures"][cid]["keywords"] = list(words)

    return change


CASES: list[tuple[str, Any, str]] = [
    ("not an object", [1, 2], "scenario"),
    ("unknown top-level key", edit(lambda d: d.update(atacks={})), "atacks"),
    ("missing players", edit(lambda d: d.pop("players")), "players"),
    ("missing power", edit(lambda d: d["creatures"][0].pop("power")), "creatures[0].power"),
    ("power as string", edit(lambda d: d["creatures"][0].update(power="3")), "creatures[0].power"),
    (
        "true as int",
        edit(lambda d: d["creatures"][1].update(toughness=True)),
        "creatures[1].toughness",
    ),
    ("unknown keyword", edit(kw(0, "flyng")), "creatures[0].keywords[0]"),
    ("duplicate id", edit(lambda d: d["creatures"][1].update(id="A")), "creatures[1].id"),
    (
        "unknown controller",
        edit(lambda d: d["creatures"][1].update(controller="P9")),
        "creatures[1].controller",
    ),
    ("unknown attacked player", edit(lambda d: d.update(attacks={"A": "P9"})), "attacks.A"),
    ("unknown attacker", edit(lambda d: d.update(attacks={"Z": "P2"})), "attacks.Z"),
    (
        "attacker of the non-active player",
        edit(lambda d: d.update(attacks={"B": "P1"}, blocks={})),
        "attacks.B",
    ),
    (
        "attacking its controller",
        edit(lambda d: d.update(attacks={"A": "P1"}, blocks={})),
        "attacks.A",
    ),
    (
        "blocker of the attacker's controller",
        edit(
            lambda d: (
                d["creatures"].append({"id": "C", "controller": "P1", "power": 1, "toughness": 1})
                or d.update(blocks={"C": "A"})
            )
        ),
        "blocks.C",
    ),
    ("tapped blocker", edit(lambda d: d["creatures"][1].update(tapped=True)), "blocks.B"),
    ("can't block", edit(kw(1, "can't block")), "blocks.B"),
    ("can't be blocked", edit(kw(0, "can't be blocked")), "blocks.B"),
    ("flying without flying or reach", edit(kw(0, "vol")), "blocks.B"),
    ("menace blocked by one", edit(kw(0, "menace")), "blocks.B"),
    ("blocks a non-attacker", edit(lambda d: d.update(blocks={"B": "B"})), "blocks.B"),
    (
        "blocks two without the ability",
        edit(
            lambda d: (
                d["creatures"].append({"id": "X", "controller": "P1", "power": 1, "toughness": 1})
                or d.update(attacks={"A": "P2", "X": "P2"}, blocks={"B": ["A", "X"]})
            )
        ),
        "blocks.B",
    ),
    (
        "more than one blocker",
        edit(
            lambda d: (
                kw(0, "can't be blocked by more than one creature")(d),
                d["creatures"].append({"id": "C", "controller": "P2", "power": 1, "toughness": 1}),
                d.update(blocks={"B": "A", "C": "A"}),
            )
        ),
        "blocks.C",
    ),
    (
        "blocks an attacker attacking another player",
        edit(
            lambda d: (
                d.update(players=[{"name": "P1"}, {"name": "P2"}, {"name": "P3"}]),
                d["creatures"].append({"id": "C", "controller": "P3", "power": 1, "toughness": 1}),
                d.update(blocks={"C": "A"}),
            )
        ),
        "blocks.C",
    ),
    (
        "provoke by a creature without provoke",
        edit(lambda d: d.update(provoke={"A": "B"})),
        "provoke.A",
    ),
    (
        "assign total not power",
        edit(lambda d: d.update(assign={"regular": {"A": {"B": 2}}})),
        "assign.regular.A",
    ),
    (
        "assign to a non-blocker",
        edit(lambda d: d.update(assign={"regular": {"A": {"X": 3}}})),
        "assign.regular.A.X",
    ),
    (
        "assign to the player without trample",
        edit(lambda d: d.update(assign={"regular": {"A": {"B": 2, "P2": 1}}})),
        "assign.regular.A.P2",
    ),
    (
        "assign trample short of lethal",
        edit(
            lambda d: (kw(0, "trample")(d), d.update(assign={"regular": {"A": {"B": 1, "P2": 2}}}))
        ),
        "assign.regular.A",
    ),
    ("assign unknown step", edit(lambda d: d.update(assign={"combat": {}})), "assign.combat"),
    (
        "assign in a step that does not exist",
        edit(lambda d: d.update(assign={"first_strike": {"A": {"B": 3}}})),
        "assign.first_strike",
    ),
    (
        "action with no verb",
        edit(lambda d: d.update(before_damage=[{"target": "A"}])),
        "before_damage[0]",
    ),
    (
        "action with two verbs",
        edit(lambda d: d.update(before_damage=[{"destroy": "A", "exile": "A"}])),
        "before_damage[0]",
    ),
    (
        "action on unknown creature",
        edit(lambda d: d.update(before_damage=[{"destroy": "Q"}])),
        "before_damage[0].destroy",
    ),
    (
        "pump not a number",
        edit(lambda d: d.update(before_damage=[{"pump": "A", "power": "2"}])),
        "before_damage[0].power",
    ),
    (
        "gain unknown keyword",
        edit(lambda d: d.update(before_damage=[{"gain": "haste", "target": "A"}])),
        "before_damage[0].gain",
    ),
    (
        "between steps without first strike",
        edit(lambda d: d.update(between_steps=[{"destroy": "A"}])),
        "between_steps",
    ),
    (
        "bad trigger",
        edit(
            lambda d: d["creatures"][0].update(
                triggers=[{"when": "attacks", "do": {"destroy": "B"}}]
            )
        ),
        "creatures[0].triggers[0].when",
    ),
    ("negative damage", edit(lambda d: d["creatures"][0].update(damage=-1)), "creatures[0].damage"),
    (
        "face-down with other p/t",
        edit(
            lambda d: d["creatures"][0].update(face_down=True, face_up={"power": 5, "toughness": 5})
        ),
        "creatures[0].power",
    ),
    (
        "replacement without whose",
        edit(lambda d: d.update(replacements=[{"dies": "exile"}])),
        "replacements[0]",
    ),
    (
        "permanent attached to nothing",
        edit(lambda d: d.update(permanents=[{"id": "J", "controller": "P1", "attached_to": "Q"}])),
        "permanents[0].attached_to",
    ),
]


@pytest.mark.parametrize("label,data,field", CASES, ids=[c[0] for c in CASES])
def test_bad_scenario_names_the_field(label: str, data: Any, field: str) -> None:
    before = copy.deepcopy(data)
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data, "en")
    assert err.value.field == field
    assert str(err.value).startswith(field)
    assert data == before  # never mutated, even on error
    french = err.value.message("fr")
    assert french != str(err.value)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_messages_say_what_is_allowed_in_both_languages(lang: str) -> None:
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(edit(kw(0, "vol")), lang)
    text = str(err.value)
    if lang == "fr":
        assert "portée" in text and "vol" in text
    else:
        assert "reach" in text and "flying" in text
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(edit(lambda d: d.update(atacks={})), lang)
    assert "attacks" in str(err.value)


def test_python_api_errors() -> None:
    with pytest.raises(ScenarioError):
        Creature("A", "2", 2)  # type: ignore[arg-type]
    with pytest.raises(ScenarioError):
        Creature("A", 2, 2, keywords=("flyng",))
    a = Creature("A", 2, 2, keywords=("flying",))
    with pytest.raises(ScenarioError) as err:
        Combat.duel(a, Creature("B", 1, 1, controller="P2"))
    assert err.value.field == "blocks.B"
    with pytest.raises(ScenarioError):
        Combat([a, Creature("A", 1, 1, controller="P2")], {"A": "P2"})


def test_catalog_messages_exist_in_both_languages_with_the_same_placeholders() -> None:
    import string

    from mtglearn.base.i18n import catalog
    from mtglearn.base.i18n.grammar import agreement_fields

    for key, texts in catalog().items():
        if not key.startswith("combat."):
            continue
        assert set(texts) == {"en", "fr"}, key
        fields = [
            {f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f}
            for lang in ("en", "fr")
        ]
        # French may name a field only to agree with it (« il meurt »): see agreement_fields.
        assert fields[0] == fields[1] - agreement_fields(texts["fr"]), key
        assert "dégâts" not in texts["fr"], key
