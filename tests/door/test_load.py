"""The front door: ``mtglearn.load`` takes any scenario (a dict, JSON text, a file, a shipped
example's name) and gives an outcome that is ``resolve_scenario``'s outcome, narrates in the
language it was resolved in, and draws itself; the builders write the same scenarios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mtglearn as mtg
from mtglearn.door.scenario import read

EXAMPLES = mtg.examples()


@pytest.fixture(autouse=True)
def english() -> object:
    before = mtg.get_lang()
    mtg.set_lang("en")
    yield None
    mtg.set_lang(before)


def test_there_are_examples_of_every_kind() -> None:
    kinds = {read(name).get("kind", "combat") for name in EXAMPLES}
    assert kinds == {"combat", "initiative", "amplify", "face_down"}


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_shipped_example_comes_through_the_front_door(name: str, tmp_path: Path) -> None:
    data = read(name)
    expected = mtg.resolve_scenario(data)
    as_text = json.dumps(data)
    path = tmp_path / "scenario.json"
    path.write_text(as_text, encoding="utf-8")
    for source in (data, as_text, path, str(path), name):
        outcome = mtg.load(source)
        assert outcome.to_dict() == expected
        assert outcome.narrate() == mtg.narrate(expected)
    shown = outcome._repr_html_()
    assert outcome.narrate()[0] in shown.replace("&#x27;", "'")
    if outcome.kind == "combat":
        assert isinstance(outcome, mtg.CombatOutcome)
        assert "<svg" in outcome._repr_svg_()
        assert "mtglearn-board-img" in shown
    else:
        assert "<table" in shown


def test_an_outcome_remembers_its_language() -> None:
    mtg.set_lang("fr")
    outcome = mtg.load("crypt_champion_unblocked.json")
    mtg.set_lang("en")
    assert outcome.lang == "fr"
    assert "blessures" in str(outcome.narrate())
    assert "Points de vie" in outcome._repr_html_()
    assert "damage" in str(mtg.load("crypt_champion_unblocked.json").narrate())


def test_a_board_is_the_scenario_it_writes() -> None:
    board = mtg.Board()
    board.attacker("A", 3, 4, "double strike", "trample")
    board.blocker("B", 2, 5, blocks="A")
    board.between_steps(mtg.pump("A", 1, 1))
    data = board.to_dict()
    assert board.resolve().to_dict() == mtg.resolve_scenario(data)
    assert mtg.Board.from_dict(data).to_dict() == data
    again = board.copy()
    again.between_steps(mtg.pump("A", 1, 1))
    assert again.to_dict() != board.to_dict()  # a copy is independent


def test_every_builder_comes_through_the_same_door() -> None:
    game = mtg.InitiativeGame("P1", "P2").take_initiative("P1").combat_damage("P2", to="P1")
    reveal = mtg.Amplify("Canopy Crawler", [("Krosan Tusker", "Beast")])
    morph = mtg.FaceDown("Skirk Marauder", "cast_face_down", "turn_face_up")
    for built, kind in ((game, "initiative"), (reveal, "amplify"), (morph, "face_down")):
        outcome = built.resolve()
        assert outcome.kind == kind
        assert outcome.to_dict() == mtg.resolve_scenario(built.to_dict())
        assert built._repr_html_() == outcome._repr_html_()
    assert game.resolve().initiative == "P2"
    assert reveal.resolve().counters == 1


@pytest.mark.parametrize(
    ("source", "field"),
    [
        ('{"kind": "combat", "players": [', "scenario"),
        ("no_such_example.json", "no_such_example.json"),
        ('{"kind": "chess"}', "kind"),
    ],
)
def test_what_cannot_be_read_is_one_clear_error(source: str, field: str) -> None:
    with pytest.raises(mtg.ScenarioError) as error:
        mtg.load(source)
    assert error.value.field.startswith(field)
    assert "Traceback" not in str(error.value)


def test_a_refused_scenario_shows_its_reason_instead_of_a_traceback() -> None:
    board = mtg.Board()
    board.attacker("A", 2, 2)
    board.blocker("B", 2, 2, blocks="Z")
    assert "blocks.B" in str(board.refusal())
    assert "mtglearn-error" in board._repr_html_()
    mtg.set_lang("fr")
    assert "bloque" in board._repr_html_() or "champ" in board._repr_html_()
