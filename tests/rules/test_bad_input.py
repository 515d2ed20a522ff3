"""Bad input gets one clear line, never a traceback: nesting and size limits (documented in
docs/scenario-format.md §7), bad values quoted short, a trampler told which player it may damage
(510.1b, 702.19b), ``explain`` on a scenario that is not a combat."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.base.errors import QUOTE_LIMIT
from mtglearn.base.validate import MAX_BYTES, MAX_DEPTH
from tests.support.cli import run_cli


def nested(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


def duel(**extra: Any) -> dict[str, Any]:
    return {
        "players": ["P1", "P2"],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 3, "toughness": 3},
            {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
        ],
        "attacks": {"A": "P2"},
        **extra,
    }


def one_line_error(result: Any) -> str:
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    line: str = lines[0]
    return line


@pytest.mark.parametrize("levels", [500, 100_000])
def test_deeply_nested_files_get_one_line_at_the_command_line(tmp_path: Path, levels: int) -> None:
    """500 nested lists used to crash with RecursionError; 100,000 crashed reading JSON."""
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(duel(title="x")).replace('"x"', "[" * levels + "]" * levels))
    line = one_line_error(run_cli("resolve", str(path)))
    assert str(MAX_DEPTH) in line and "nested" in line


def test_a_file_too_large_gets_one_line(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(duel(title="x" * (MAX_BYTES + 10))))
    line = one_line_error(run_cli("resolve", str(path), "--lang", "fr"))
    assert str(MAX_BYTES) in line and "octets" in line


@pytest.mark.parametrize("where", ["title", "keywords", "kind"])
def test_deep_values_through_resolve_scenario_are_one_short_line(where: str) -> None:
    deep = nested(900)
    data = duel()
    if where == "keywords":
        data["creatures"][0]["keywords"] = [deep]
    else:
        data[where] = deep
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data, "en")
    message = str(caught.value)
    assert "\n" not in message and len(message) < 600


def test_a_huge_bad_value_is_quoted_short() -> None:
    """A 100,000-character name used to be echoed whole."""
    data = duel()
    data["creatures"][0]["keywords"] = ["z" * 100_000]
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data, "en")
    message = str(caught.value)
    assert "z" * QUOTE_LIMIT not in message
    assert "z" * 20 in message and "100000" in message
    assert len(message) < 1000


def test_a_huge_unknown_key_is_quoted_short_in_both_languages() -> None:
    data = duel()
    data["w" * 50_000] = 1
    for lang in ("en", "fr"):
        with pytest.raises(ScenarioError) as caught:
            resolve_scenario(data, lang)
        assert len(str(caught.value)) < 1200


def test_a_trampler_assigning_to_a_player_it_does_not_attack_is_told_so() -> None:
    """510.1b / 702.19b: the trampler attacks P2; damage to P3 is refused because P3 is not the
    player it attacks, not because it lacks trample."""
    data = {
        "players": ["P1", "P2", "P3"],
        "creatures": [
            {"id": "T", "controller": "P1", "power": 5, "toughness": 5, "keywords": ["trample"]},
            {"id": "B", "controller": "P2", "power": 1, "toughness": 1},
        ],
        "attacks": {"T": "P2"},
        "blocks": {"B": "T"},
        "assign": {"regular": {"T": {"B": 1, "P3": 4}}},
    }
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data, "en")
    message = str(caught.value)
    assert caught.value.field == "assign.regular.T.P3"
    assert "attacks P2, not P3" in message and "no trample" not in message
    with pytest.raises(ScenarioError) as french:
        resolve_scenario(data, "fr")
    assert "attaque P2, pas P3" in str(french.value)


def test_explain_on_an_initiative_scenario_says_what_it_explains(tmp_path: Path) -> None:
    path = tmp_path / "initiative.json"
    path.write_text(json.dumps({"kind": "initiative", "players": ["P1", "P2"], "events": []}))
    line = one_line_error(run_cli("explain", str(path)))
    assert "declaration of blockers" in line and "'initiative'" in line
    assert "unknown key" not in line
    french = one_line_error(run_cli("explain", str(path), "--lang", "fr"))
    assert "déclaration des bloqueurs" in french
