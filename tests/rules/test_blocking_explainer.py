"""The block-legality explainer (509.1) and ``python -m mtglearn explain``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import french_typography
from mtglearn.render.tables import verdict_html
from mtglearn.words.block_explainer import explain_blocks
from tests.support.cli import run_cli as run

ROOT = Path(__file__).resolve().parents[2]


def lowland(blocks: dict[str, Any]) -> dict[str, Any]:
    """Lowland Tracker (first strike, provoke) provokes a tapped Bear; a Hawk (flying) waits."""
    return {
        "players": ["P1", "P2"],
        "creatures": [
            {
                "id": "L",
                "name": "Lowland Tracker",
                "controller": "P1",
                "power": 2,
                "toughness": 2,
                "keywords": ["first strike", "provoke"],
            },
            {
                "id": "B",
                "name": "Bear <3>",
                "controller": "P2",
                "power": 2,
                "toughness": 2,
                "tapped": True,
            },
            {"id": "H", "controller": "P2", "power": 1, "toughness": 1, "keywords": ["flying"]},
        ],
        "attacks": {"L": "P2"},
        "provoke": {"L": "B"},
        "blocks": blocks,
    }


def test_a_legal_declaration_lists_every_check_with_its_rule() -> None:
    verdict = explain_blocks(lowland({"B": "L", "H": "L"}), None, "en")
    assert verdict.legal
    assert [c.rule for c in verdict.checks] == [
        "509.1a",
        "509.1b",
        "509.1a",
        "509.1b",
        "702.39a",
        "509.1c",
    ]
    assert all(c.ok for c in verdict.checks)
    assert (verdict.obeyed, verdict.most) == (1, 1)
    assert verdict.context[0].startswith("Lowland Tracker's provoke triggers: Bear <3> untaps")


def test_an_illegal_declaration_says_what_is_broken_and_a_legal_alternative() -> None:
    verdict = explain_blocks(lowland({"H": "L"}), None, "fr")
    assert not verdict.legal
    broken = [c for c in verdict.checks if not c.ok]
    assert [c.rule for c in broken] == ["702.39a", "509.1c"]
    assert "enfreinte" in broken[0].text
    tracker = "Traqueur des basses terres"  # Lowland Tracker, as printed in French
    # Each creature with its article (« la créature H », « le Traqueur »), French spacing.
    assert verdict.alternative == french_typography(
        f"la créature Bear <3> bloque le {tracker} ; la créature H bloque le {tracker}"
    )
    assert verdict.best_words == (f"la créature Bear <3> bloque le {tracker}",)
    assert verdict.lines()[-4] == "Cette déclaration des bloqueurs est illégale."


def test_the_blocks_argument_replaces_the_scenarios_blocks_and_input_is_untouched() -> None:
    data = lowland({})
    verdict = explain_blocks(data, {"B": "L"}, "en")
    assert verdict.legal and data["blocks"] == {}


def test_a_restriction_is_reported_with_its_rule() -> None:
    data = lowland({"B": "L"})
    data["creatures"][0]["keywords"].append("flying")
    verdict = explain_blocks(data, None, "en")
    assert not verdict.legal
    assert [c.rule for c in verdict.checks if not c.ok] == ["509.1b"]
    assert verdict.alternative == "no creature blocks"
    # The requirement can't be obeyed (flying provoker, no reach): not blocking is legal.
    free = explain_blocks(data, {}, "en")
    assert free.legal and free.most == 0
    assert any("free" in c.text for c in free.checks if c.rule == "702.39a")


def test_html_is_escaped() -> None:
    page = verdict_html(explain_blocks(lowland({"B": "L"}), None, "en"))
    assert "Bear &lt;3&gt;" in page and "Bear <3>" not in page


def test_malformed_input_is_a_scenario_error() -> None:
    with pytest.raises(ScenarioError) as err:
        explain_blocks(lowland({"Q": "L"}), None, "fr")
    assert err.value.field == "blocks.Q"


@pytest.mark.parametrize(("blocks", "status"), [({"B": "L"}, 0), ({}, 1)])
def test_cli_explain_prints_one_line_per_check(
    tmp_path: Path, blocks: dict[str, Any], status: int
) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(lowland(blocks)), encoding="utf-8")
    done = run("explain", str(path), "--lang", "fr")
    assert done.returncode == status
    assert "702.39a" in done.stdout and "509.1c" in done.stdout
    assert done.stderr == ""


def test_cli_explain_exits_2_with_one_line_on_malformed_input(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    data = lowland({})
    data["provoke"] = {"L": "Z"}
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("explain", str(path))
    assert done.returncode == 2
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1
    assert "provoke.L" in done.stderr


def two_headed_provoke(blocks: dict[str, Any]) -> dict[str, Any]:
    """Two-Headed Giant (810.7): A, with provoke and menace, attacks P2 and provokes P2's B;
    P4, P2's teammate, has W."""
    return {
        "players": ["P1", "P2", "P3", "P4"],
        "teams": [["P1", "P3"], ["P2", "P4"]],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 3, "toughness": 3,
             "keywords": ["provoke", "menace"]},
            {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
            {"id": "W", "controller": "P4", "power": 0, "toughness": 4},
        ],
        "attacks": {"A": "P2"},
        "provoke": {"A": "B"},
        "blocks": blocks,
    }  # fmt: skip


TEAM_BLOCK = {
    "en": (
        "✓ W is an untapped creature of the defending team, and A attacks a player of that"
        " team (509.1a, 805.10d)",
        "• B blocks A; W blocks A",
    ),
    "fr": (
        "✓ La créature W est une créature dégagée de l'équipe défenseuse, et la créature A"
        " attaque un joueur de cette équipe (509.1a, 805.10d)",
        "• la créature B bloque la créature A ; la créature W bloque la créature A",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cli_explain_lets_the_defending_team_block_as_one(tmp_path: Path, lang: str) -> None:
    """805.10d: the defending team's creatures block creatures attacking any player of the team,
    as one combined block checked by 509.1; so P4's W may join the provoked B against the
    menace attacker (702.39a, 702.111b), and that is the only way to obey the requirement."""
    team_line, best = (french_typography(x) if lang == "fr" else x for x in TEAM_BLOCK[lang])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(two_headed_provoke({"B": "A", "W": "A"})), encoding="utf-8")
    done = run("explain", str(path), "--lang", lang)
    assert (done.returncode, done.stderr) == (0, "")
    assert "✗" not in done.stdout
    assert team_line in done.stdout.splitlines()
    assert done.stdout.splitlines()[-1] == best
    path.write_text(json.dumps(two_headed_provoke({})), encoding="utf-8")
    done = run("explain", str(path), "--lang", lang)
    assert (done.returncode, done.stderr) == (1, "")
    assert done.stdout.splitlines()[-1] == best


def test_cli_explain_in_french_names_each_creature_with_its_article(tmp_path: Path) -> None:
    """509.1a: A attacks P2, so P4's D can't block it; 509.1b: the Bear (« l'Ours », a
    scenario name given as masculine) can't block a flyer. In French the explainer writes
    « la créature A », « l'Ours », « les Elfes de Llanowar sont engagés », as a judge would."""
    data = {
        "players": ["P1", "P2", "P4"],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 2, "toughness": 2, "keywords": ["flying"]},
            {"id": "D", "controller": "P4", "power": 2, "toughness": 2},
            {"id": "bear", "name": "Ours", "gender": "m", "controller": "P2",
             "power": 2, "toughness": 2},
            {"id": "E", "name": "Llanowar Elves", "controller": "P2", "power": 1,
             "toughness": 1, "tapped": True},
        ],
        "attacks": {"A": "P2"},
        "blocks": {"D": "A", "bear": "A", "E": "A"},
    }  # fmt: skip
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("explain", str(path), "--lang", "fr")
    assert (done.returncode, done.stderr) == (1, "")
    lines = done.stdout.splitlines()
    expected = [
        "✗ La créature A attaque P2, pas P4 : la créature D ne peut bloquer que des créatures"
        " qui attaquent P4 (509.1a)",
        "✗ La créature A a le vol : seule une créature avec le vol ou la portée peut la bloquer,"
        " et l'Ours n'a ni l'un ni l'autre (509.1b, 702.9b, 702.17b)",
        "✗ Les Elfes de Llanowar sont engagés : seules les créatures dégagées peuvent bloquer"
        " (509.1a)",
    ]
    for line in expected:
        assert french_typography(line) in lines
    english = run("explain", str(path), "--lang", "en").stdout.splitlines()
    assert "✗ A attacks P2, not P4: D can block only creatures attacking P4 (509.1a)" in english


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "B is an untapped creature of the defending player, and A and C attack that player"
               " (509.1a)"),
        ("fr", "La créature B est une créature dégagée du joueur défenseur, et la créature A et la"
               " créature C attaquent ce joueur (509.1a)"),
    ],
)  # fmt: skip
def test_a_blocker_of_two_attackers_is_told_they_attack_in_the_plural(lang: str, line: str) -> None:
    """509.1a with "can block an additional creature": one blocker, two attackers; the verb
    agrees with both ("A and C attack", « … attaquent »)."""
    board = {
        "players": ["P1", "P2"],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 2, "toughness": 2},
            {"id": "C", "controller": "P1", "power": 2, "toughness": 2},
            {"id": "B", "controller": "P2", "power": 2, "toughness": 4,
             "keywords": ["can block an additional creature"]},
        ],
        "attacks": {"A": "P2", "C": "P2"},
    }  # fmt: skip
    verdict = explain_blocks(board, {"B": ["A", "C"]}, lang)
    assert verdict.legal and verdict.checks[0].text == french_typography(line)
