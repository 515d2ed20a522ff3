"""Face-down permanents and morph (702.37, 708, 116): tests derived from rules and rulings."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.door import legions
from mtglearn.door.scenario import narrate
from mtglearn.render.tables import characteristics_html
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.legions.face_down import FaceDownPermanent
from tests.support.cli import run_cli

ROOT = Path(__file__).resolve().parents[2]

MARAUDER: dict[str, Any] = {
    "name": "Skirk Marauder",
    "power": 2,
    "toughness": 1,
    "types": ["Goblin"],
    "colors": ["red"],
    "mana_cost": "{1}{R}",
    "morph": "{2}{R}",
    "when_turned_face_up": "it deals 2 damage to any target",
}


def scenario(actions: list[Any], card: Any = None) -> dict[str, Any]:
    return {"kind": "face_down", "card": card or copy.deepcopy(MARAUDER), "actions": actions}


def states(actions: list[Any], card: Any = None) -> list[dict[str, Any]]:
    return list(resolve_scenario(scenario(actions, card))["states"])


def error_of(data: dict[str, Any], lang: str = "en") -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        resolve_scenario(data, lang)
    return info.value


# A card with an enters-the-battlefield trigger and megamorph, to test 708.3/708.8/702.37b.
MEGAMORPH: dict[str, Any] = {
    "name": "Test Megamorph",
    "power": 3,
    "toughness": 3,
    "types": ["Elf", "Warrior"],
    "colors": ["green"],
    "mana_cost": "{2}{G}{G}",
    "megamorph": "{4}{G}",
    "when_enters": "you gain 2 life",
}


# --- 702.37a / 702.37c / 708.2a ----------------------------------------------------------------


def test_708_2a_face_down_characteristics() -> None:
    """708.2a: a 2/2 with no name, no text, no subtypes, no mana cost: so colorless and of mana
    value 0 (202.3), whatever the card is."""
    (state,) = states(["cast_face_down"])
    assert state["face_down"] is True
    assert state["name"] is None
    assert (state["power"], state["toughness"]) == (2, 2)
    assert (state["colors"], state["types"], state["abilities"]) == ([], [], [])
    assert (state["mana_cost"], state["mana_value"]) == (None, 0)
    assert state["card_types"] == ["Creature"]
    assert state["triggered"] == []


def test_702_37c_cast_face_down_for_three() -> None:
    """702.37a/c: casting it face down costs {3} instead of its mana cost."""
    out = resolve_scenario(scenario(["cast_face_down"]))
    cast = next(e for e in out["events"] if e["type"] == "cast_face_down")
    assert (cast["rule"], cast["cost"]) == ("702.37c", "{3}")


def test_702_37d_card_without_morph_cannot_be_cast_face_down() -> None:
    """702.37d: you can't normally cast a card face down; morph allows it."""
    card = {k: v for k, v in MARAUDER.items() if k != "morph"}
    data = scenario(["cast_face_down"], card)
    en, fr = error_of(data), error_of(data, "fr")
    assert en.field == fr.field == "actions[0]"
    assert "702.37d" in str(en) and "mue" in str(fr)


# --- 702.37e / 116 -----------------------------------------------------------------------------


def test_702_37e_turning_face_up_pays_the_morph_cost_as_a_special_action() -> None:
    """702.37e, 116.2b: pay the morph cost, turn it face up, no stack; it regains its normal
    characteristics."""
    out = resolve_scenario(scenario(["cast_face_down", "turn_face_up"]))
    up = out["states"][1]
    assert (up["name"], up["power"], up["toughness"]) == ("Skirk Marauder", 2, 1)
    assert (up["colors"], up["types"], up["mana_value"]) == (["red"], ["Goblin"], 2)
    assert up["face_down"] is False
    paid = next(e for e in out["events"] if e["type"] == "turned_face_up_paid")
    assert paid["cost"] == "{2}{R}"
    assert any(e["rule"] == "116.2b" for e in out["events"])


def test_702_37e_only_a_face_down_permanent_can_be_turned_face_up() -> None:
    data = scenario(["enter_face_up", "turn_face_up"])
    en, fr = error_of(data), error_of(data, "fr")
    assert en.field == "actions[1]"
    assert "already face up" in str(en) and "déjà face visible" in str(fr)


def test_702_37e_turning_face_up_twice_is_an_error() -> None:
    assert error_of(scenario(["cast_face_down", "turn_face_up", "turn_face_up"])).field == (
        "actions[2]"
    )


def test_turned_face_up_trigger_fires_on_paying_the_cost() -> None:
    """Skirk Marauder ruling: the trigger occurs when you use the morph ability."""
    assert states(["cast_face_down", "turn_face_up"])[1]["triggered"] == ["Skirk Marauder"]


def test_turned_face_up_trigger_fires_when_an_effect_turns_it_up() -> None:
    """Ruling: "... or when an effect turns it face up"; no cost is paid then."""
    out = resolve_scenario(scenario(["cast_face_down", {"turn_face_up": "effect"}]))
    assert out["states"][1]["triggered"] == ["Skirk Marauder"]
    assert not any(e["type"] == "turned_face_up_paid" for e in out["events"])


def test_turned_face_up_trigger_not_on_reveal_nor_on_leaving() -> None:
    """Ruling: it will not trigger on being revealed or on leaving the battlefield."""
    got = states(["cast_face_down", "reveal", "leave_battlefield"])
    assert [s["triggered"] for s in got] == [[], [], []]
    assert got[1]["face_down"] is True  # revealing doesn't turn it face up


# --- 702.37b / 708.11 megamorph ------------------------------------------------------------------


def test_702_37b_megamorph_adds_a_counter_when_its_cost_is_paid() -> None:
    """702.37b, 708.11: a +1/+1 counter as it is turned face up, if the megamorph cost was
    paid; the counter is already there in the state of the turning-up action."""
    out = resolve_scenario(scenario(["cast_face_down", "turn_face_up"], MEGAMORPH))
    up = out["states"][1]
    assert (up["counters"], up["power"], up["toughness"]) == (1, 4, 4)
    paid = next(e for e in out["events"] if e["type"] == "turned_face_up_paid")
    assert paid["cost"] == "{4}{G}"
    assert any(e["rule"] == "708.11" for e in out["events"])


def test_702_37b_megamorph_turned_up_by_an_effect_gets_no_counter() -> None:
    """702.37b: the counter comes only "if its megamorph cost was paid"."""
    up = states(["cast_face_down", {"turn_face_up": "effect"}], MEGAMORPH)[1]
    assert (up["counters"], up["power"]) == (0, 3)


# --- 708.3 / 708.8 -------------------------------------------------------------------------------


def test_708_3_enters_ability_does_not_trigger_when_entering_face_down() -> None:
    out = resolve_scenario(scenario(["cast_face_down"], MEGAMORPH))
    assert out["states"][0]["triggered"] == []
    assert any(e["rule"] == "708.3" for e in out["events"])


def test_708_8_enters_ability_does_not_trigger_when_turned_face_up() -> None:
    """708.8: it already entered the battlefield (face down)."""
    assert states(["cast_face_down", "turn_face_up"], MEGAMORPH)[1]["triggered"] == []


def test_enters_ability_triggers_when_it_enters_face_up() -> None:
    """Contrast for 708.8: cast normally, its enters ability does trigger (603.6a)."""
    assert states(["enter_face_up"], MEGAMORPH)[0]["triggered"] == ["Test Megamorph"]


def test_708_8_effects_applied_face_down_still_apply() -> None:
    """708.8: a +1/+1 counter put on the face-down 2/2 (3/3) stays: Skirk Marauder is 3/2."""
    got = states(["cast_face_down", {"counter": 1}, "turn_face_up"])
    assert (got[1]["power"], got[1]["toughness"], got[1]["name"]) == (3, 3, None)
    assert (got[2]["power"], got[2]["toughness"], got[2]["counters"]) == (3, 2, 1)


# --- 708.9 ----------------------------------------------------------------------------------------


def test_708_9_face_down_permanent_leaving_is_revealed() -> None:
    out = resolve_scenario(scenario(["cast_face_down", {"leave_battlefield": "hand"}]))
    last = out["states"][1]
    assert (last["zone"], last["name"], last["face_down"]) == ("hand", "Skirk Marauder", False)
    revealed = next(e for e in out["events"] if e["type"] == "revealed_leaving")
    assert (revealed["rule"], revealed["card"]) == ("708.9", "Skirk Marauder")


def test_face_up_permanent_leaving_is_not_a_708_9_reveal() -> None:
    out = resolve_scenario(scenario(["enter_face_up", "leave_battlefield"]))
    assert not any(e["rule"] == "708.9" for e in out["events"])
    assert out["states"][1]["zone"] == "graveyard"


# --- illegal sequences and bad input --------------------------------------------------------------


@pytest.mark.parametrize(
    ("actions", "field", "key"),
    [
        (["turn_face_up"], "actions[0]", "legions.error.not_yet"),
        (
            ["cast_face_down", "cast_face_down"],
            "actions[1]",
            "legions.error.already_on_battlefield",
        ),
        (
            ["cast_face_down", "leave_battlefield", "turn_face_up"],
            "actions[2]",
            "legions.error.left",
        ),
        (
            ["cast_face_down", "leave_battlefield", "enter_face_up"],
            "actions[2]",
            "legions.error.left",
        ),
        (["cast_face_down", {"counter": -1}], "actions[1]", "legions.error.counter_amount"),
        (["fly"], "actions[0]", "error.one_of"),
        ([{"counter": 1, "reveal": None}], "actions[0]", "legions.error.one_verb"),
        ([{"turn_face_up": "magic"}], "actions[0].turn_face_up", "error.one_of"),
        ([{"counter": "1"}], "actions[0].counter", "error.not_int"),
        ([{"reveal": 3}], "actions[0].reveal", "legions.error.no_argument"),
        (["counter"], "actions[0]", "error.one_of"),
    ],
)
def test_illegal_actions(actions: list[Any], field: str, key: str) -> None:
    err = error_of(scenario(actions))
    assert (err.field, err.key) == (field, key)


def test_action_after_leaving_in_french() -> None:
    err = error_of(scenario(["cast_face_down", "leave_battlefield", "turn_face_up"]), "fr")
    assert "a quitté le champ de bataille" in str(err) and "cimetière" in str(err)


def test_unknown_action_lists_allowed_in_french() -> None:
    err = error_of(scenario(["voler"]), "fr")
    assert "cast_face_down" in str(err) and "valeurs permises" in str(err)


def test_bad_top_level_and_card() -> None:
    assert error_of({"kind": "face_down", "actions": []}).field == "card"
    assert error_of({**scenario([]), "extra": 1}).field == "extra"
    assert error_of(scenario("cast_face_down")).field == "actions"  # type: ignore[arg-type]
    assert error_of(scenario(["cast_face_down"], "No Such Card")).field == "card"
    bad = {**MARAUDER, "morph": "2R"}
    assert error_of(scenario(["cast_face_down"], bad)).field == "card.morph"


def test_card_may_be_named_by_its_english_or_french_name() -> None:
    by_en = states(["cast_face_down", "turn_face_up"], "Skirk Marauder")
    by_fr = states(["cast_face_down", "turn_face_up"], "Maraudeur skirkien")
    assert by_en == by_fr
    assert by_en[1]["triggered"] == ["Skirk Marauder"]


# --- Python API -----------------------------------------------------------------------------------


def test_api_refused_action_changes_nothing() -> None:
    permanent = FaceDownPermanent(legions.card("Willbender"))
    permanent.cast_face_down()
    before = (permanent.characteristics(), len(permanent.history))
    with pytest.raises(ScenarioError):
        permanent.cast_face_down()
    assert (permanent.characteristics(), len(permanent.history)) == before


def test_api_turn_face_up_by_effect_and_history() -> None:
    permanent = FaceDownPermanent(legions.card("Echo Tracer"), lang="fr")
    permanent.cast_face_down()
    step = permanent.turn_face_up(paid=False)
    assert step.triggered == ("Echo Tracer",)
    assert step.state.name == "Echo Tracer"
    assert [s.action for s in permanent.history] == ["cast_face_down", "turn_face_up_by_effect"]
    assert any("Traceur d'échos" in line for line in permanent.narrate())


def test_html_repr_escapes() -> None:
    card = Card("<script>x</script>", 1, 1, morph="{1}")
    permanent = FaceDownPermanent(card)
    permanent.enter_face_up()
    shown = characteristics_html(permanent.characteristics().as_dict(), "en")
    assert "<script>" not in shown and "&lt;script&gt;" in shown


# --- purity, narration, command line --------------------------------------------------------------


def test_input_not_mutated_and_deterministic() -> None:
    data = scenario(["cast_face_down", {"counter": 2}, "turn_face_up", "leave_battlefield"])
    before = copy.deepcopy(data)
    first = resolve_scenario(data)
    assert data == before
    assert resolve_scenario(data) == first


def test_narration_both_languages_uses_official_terms() -> None:
    out = resolve_scenario(scenario(["cast_face_down", "turn_face_up"]))
    en, fr = narrate(out, "en"), narrate(out, "fr")
    assert len(en) == len(fr) == len(out["events"])
    joined = " ".join(fr)
    assert "face cachée" in joined and "retourne face visible" in joined
    assert "coût de mue" in joined and "Maraudeur skirkien" in joined
    assert "special action" in " ".join(en)


def test_cli_json_and_french(tmp_path: Path) -> None:
    path = tmp_path / "morph.json"
    path.write_text(json.dumps(scenario(["cast_face_down", "turn_face_up"])), encoding="utf-8")
    done = run_cli("resolve", str(path), "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["states"][0]["name"] is None
    fr = run_cli("resolve", str(path), "--lang", "fr")
    assert fr.returncode == 0 and "face cachée" in fr.stdout


def test_cli_illegal_sequence_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario(["turn_face_up"])), encoding="utf-8")
    done = run_cli("resolve", str(path))
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: actions[0]")
