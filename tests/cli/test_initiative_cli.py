"""Command line for initiative scenarios: --json, --lang fr, exit 2 on bad input; and every
shipped ``initiative_*.json`` example resolves and narrates in both languages."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from mtglearn import narrate, resolve_scenario
from mtglearn.base.i18n import french_typography
from tests.support.cli import run_cli as run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(
    e.name
    for e in (resources.files("mtglearn.data") / "scenarios").iterdir()
    if e.name.startswith("initiative_") and e.name.endswith(".json")
)


def example(name: str) -> dict[str, object]:
    text = (resources.files("mtglearn.data") / "scenarios" / name).read_text(encoding="utf-8")
    data: dict[str, object] = json.loads(text)
    return data


def test_examples_are_shipped() -> None:
    assert len(EXAMPLES) >= 5


def test_json_output_is_the_outcome() -> None:
    result = run("resolve", "initiative_format_example.json", "--json")
    assert result.returncode == 0, result.stderr
    outcome = json.loads(result.stdout)
    assert outcome["kind"] == "initiative"
    assert outcome["initiative"] == "P1"
    assert outcome["players"]["P2"] == {
        **outcome["players"]["P2"],
        "dungeon": None,
        "room": None,
        "left": True,
    }
    assert outcome["log"][0] == {**outcome["log"][0], "event": "take_initiative", "player": "P1"}
    assert all("rule" in e and "type" in e for e in outcome["events"])


def test_french_narration() -> None:
    result = run("resolve", "initiative_format_example.json", "--lang", "fr")
    assert result.returncode == 0, result.stderr
    text = result.stdout
    first_line = text.splitlines()[0]
    assert "l'initiative (la désignation de joueur, 726" in first_line  # clarified on first use
    assert text.count("désignation de joueur, 726") == 1
    assert "P1 prend l'initiative" in text
    assert "s'aventure dans Les Souterrains" in text
    assert french_typography("« Puits perdu »") in text


def test_bad_input_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"kind": "initiative", "players": ["P1"], "events": [{"upkeep": "P9"}]})
    )
    for lang, word in (("en", "no player named"), ("fr", "aucun joueur ne s'appelle")):
        result = run("resolve", str(bad), "--lang", lang)
        assert result.returncode == 2
        assert result.stdout == ""
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1
        assert "events[0].upkeep" in lines[0] and word in lines[0]


@pytest.mark.parametrize("name", EXAMPLES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_example_resolves_and_narrates(name: str, lang: str) -> None:
    outcome = resolve_scenario(example(name), lang)
    lines = narrate(outcome, lang)
    assert len(lines) >= 3
    assert all(isinstance(line, str) and line for line in lines)
    assert "{" not in "".join(lines)  # no unfilled placeholder


def test_ravenloft_example_story() -> None:
    """The Ravenloft example: no trigger before Undercity is completed, then P2 loses 1 life per
    card they own in exile with a hit counter (Grizzly Bears, Hill Giant)."""
    outcome = resolve_scenario(example("initiative_ravenloft_adventurer.json"), "en")
    players = outcome["players"]
    assert players["P1"]["completed"] == ["Undercity"]
    assert (players["P2"]["hit_exile"], players["P3"]["hit_exile"]) == (2, 1)
    assert players["P2"]["life"] == 18
    triggers = [e["triggered"] for e in outcome["events"] if e["type"] == "attack_trigger"]
    assert triggers == [False, True]


def test_leave_example_story() -> None:
    """726.4 twice: the active player (Bruno) takes it as Chloé leaves; then the active player
    Dmitri leaves while holding it, so the next player in turn order (Alice) takes it."""
    outcome = resolve_scenario(example("initiative_leave_the_game.json"), "en")
    takes = [(e["player"], e["rule"]) for e in outcome["events"] if e["type"] == "take_initiative"]
    assert takes == [
        ("Chloé", "726.1"),
        ("Bruno", "726.4"),
        ("Dmitri", "726.3"),
        ("Alice", "726.4"),
    ]
