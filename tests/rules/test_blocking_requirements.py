"""Declaring blockers (509.1a–d): restrictions, requirements and their maximisation, costs to
block that nobody has to pay; the bounded search checked against brute force (hypothesis)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn import resolve_scenario
from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import french_typography
from mtglearn.rules.combat.block_requirements import (
    BlockBoard,
    Requirement,
    best_declarations,
    most_obeyed,
    obeyed,
    restriction_error,
)
from mtglearn.rules.core.board import Creature
from mtglearn.words.block_explainer import explain_blocks


def creature(cid: str, controller: str, *keywords: str, **more: Any) -> dict[str, Any]:
    return {
        "id": cid,
        "controller": controller,
        "power": 2,
        "toughness": 2,
        "keywords": list(keywords),
        **more,
    }


def scenario(
    creatures: list[dict[str, Any]], attacks: dict[str, str], blocks: dict[str, Any], **more: Any
) -> dict[str, Any]:
    return {
        "players": ["P1", "P2"],
        "creatures": creatures,
        "attacks": attacks,
        "blocks": blocks,
        **more,
    }


# ---- 509.1a: who may block ---------------------------------------------------------------------


def test_509_1a_a_tapped_creature_cannot_block_even_if_required() -> None:
    data = scenario(
        [creature("A", "P1"), creature("B", "P2", tapped=True)],
        {"A": "P2"},
        {},
        requirements=[{"blocks": "B"}],
    )
    assert resolve_scenario(data)["life"]["P2"] == 18  # the requirement can't be obeyed
    data["blocks"] = {"B": "A"}
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.key == "combat.block.tapped"


# ---- 509.1b: restrictions ----------------------------------------------------------------------


def test_509_1b_a_requirement_never_overrides_a_restriction() -> None:
    data = scenario(
        [creature("A", "P1", "flying"), creature("B", "P2")],
        {"A": "P2"},
        {"B": "A"},
        requirements=[{"blocks": "B", "attacker": "A"}],
    )
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.key == "combat.block.flying"
    data["blocks"] = {}
    assert resolve_scenario(data)["life"]["P2"] == 18


# ---- 509.1c: maximise the requirements obeyed, including the rule's menace example ------------


def menace_example(blocks: dict[str, Any]) -> dict[str, Any]:
    """509.1c's example: one creature "blocks if able", another has no abilities, and a
    creature with menace attacks."""
    return scenario(
        [creature("M", "P1", "menace"), creature("X", "P2"), creature("Y", "P2")],
        {"M": "P2"},
        blocks,
        requirements=[{"blocks": "X"}],
    )


def test_509_1c_menace_example_both_creatures_must_block() -> None:
    outcome = resolve_scenario(menace_example({"X": "M", "Y": "M"}))
    assert outcome["life"]["P2"] == 20
    counts = [e for e in outcome["events"] if e["type"] == "requirements"]
    assert (counts[0]["obeyed"], counts[0]["most"]) == (1, 1)


@pytest.mark.parametrize(
    ("blocks", "reason"),
    [
        ({"X": "M"}, "combat.block.menace"),  # only the first: breaks menace
        ({"Y": "M"}, "combat.block.menace"),  # only the second: menace and the requirement
        ({}, "blocking.error.requirement"),  # neither: obeys menace but not the requirement
    ],
)
def test_509_1c_menace_example_other_declarations_are_illegal(
    blocks: dict[str, Any], reason: str
) -> None:
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(menace_example(blocks))
    assert err.value.key == reason


def test_509_1c_the_error_names_the_requirement_and_a_legal_declaration_in_both_languages() -> None:
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(menace_example({}), "en")
    message = str(err.value)
    assert err.value.field == "blocks.X"
    assert "X blocks if able (509.1c)" in message and "X blocks M; Y blocks M" in message
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(menace_example({}), "fr")
    assert "la créature X bloque si elle le peut" in str(err.value)
    expected = "la créature X bloque la créature M ; la créature Y bloque la créature M"
    assert french_typography(expected) in str(err.value)


def test_509_1c_requirements_are_counted_not_creatures() -> None:
    # X must block A or B (two requirements); it can block only one: one is the maximum.
    data = scenario(
        [creature("A", "P1"), creature("B", "P1"), creature("X", "P2")],
        {"A": "P2", "B": "P2"},
        {"X": "B"},
        requirements=[{"blocks": "X", "attacker": "A"}, {"blocks": "X", "attacker": "B"}],
    )
    assert resolve_scenario(data)["died"] == ["B", "X"]
    data["creatures"][2]["keywords"] = ["can block an additional creature"]
    with pytest.raises(ScenarioError):  # now it can obey both, so it must
        resolve_scenario(data)
    data["blocks"] = {"X": ["A", "B"]}
    assert resolve_scenario(data)["steps"]


# ---- 509.1c/d: costs to block are never required ----------------------------------------------


def test_509_1c_a_requirement_does_not_force_paying_a_cost_to_block() -> None:
    data = scenario(
        [creature("A", "P1", "provoke"), creature("B", "P2")],
        {"A": "P2"},
        {},
        provoke={"A": "B"},
        block_costs={"B": "{2}"},
    )
    assert resolve_scenario(data)["life"]["P2"] == 18  # B may stay back: nobody must pay
    data["blocks"] = {"B": "A"}
    outcome = resolve_scenario(data)  # ... or its controller pays and it blocks (509.1d)
    assert {"type": "block_cost", "rule": "509.1d", "creature": "B", "cost": "{2}"} in outcome[
        "events"
    ]
    verdict = explain_blocks(data, None, "en")
    assert verdict.legal and any(c.rule == "509.1d" for c in verdict.checks)


def test_509_1c_a_paid_block_may_obey_more_than_the_required_maximum_and_says_so() -> None:
    """509.1c: "If a creature can't block unless a player pays a cost, that player is not
    required to pay that cost, even if blocking with that creature would increase the number of
    requirements being obeyed." So the maximum a declaration must reach is counted without the
    taxed creature (0 here), and a declaration that pays and blocks obeys more (1): it is not
    "1 out of a possible 0". Both numbers are right; the words must say which maximum it is."""
    from mtglearn.door.scenario import narrate
    from mtglearn.teach.chapters.checks import declaration_verdicts
    from mtglearn.teach.explorers.provoke_explorer import provoke_scenario

    expected = {
        "en": (
            "✓ legal: Bear blocks Krosan Vorine (1 requirement obeyed by paying a cost; without"
            " paying, 509.1c requires none)",
            "The declaration of blockers obeys 1 requirement; the most that can be obeyed without"
            " breaking a restriction or paying a cost is 0 (509.1c).",
        ),
        "fr": (
            "✓ légal : l'Ours bloque le Serval krosian (1 obligation respectée en payant un coût ;"
            " sans payer, 509.1c n'en exige aucune)",
            "Obligations de blocage respectées par la déclaration des bloqueurs : 1 ; le maximum"
            " possible sans enfreindre de restriction ni payer de coût est 0 (509.1c).",
        ),
    }
    for lang, (sentence, narration) in expected.items():
        taxed = {**provoke_scenario(lang), "block_costs": {"bear": "{2}"}}
        verdict = explain_blocks(taxed, {"bear": "V"}, lang)
        assert (verdict.legal, verdict.obeyed, verdict.most) == (True, 1, 0)
        lines = declaration_verdicts(taxed, [{"bear": "V"}], lang).lines
        assert lines == (french_typography(sentence) if lang == "fr" else sentence,)
        told = narrate(resolve_scenario({**taxed, "blocks": {"bear": "V"}}, lang), lang)
        assert (french_typography(narration) if lang == "fr" else narration) in told


# ---- 805.10d: a Two-Headed Giant team blocks as one ------------------------------------------

HEADS = ["P1", "P2", "P3", "P4"]
TEAMS = [["P1", "P3"], ["P2", "P4"]]


def two_headed(
    creatures: list[dict[str, Any]], attacks: dict[str, str], blocks: dict[str, Any], **more: Any
) -> dict[str, Any]:
    """A Two-Headed Giant combat: P1 and P3 attack P2 and P4 (805.10a, 810.7)."""
    return scenario(creatures, attacks, blocks, players=HEADS, teams=TEAMS, **more)


def test_805_10d_a_teammates_creature_must_block_an_attacker_of_its_teammate() -> None:
    """805.10d: "Creatures controlled by the defending players can block creatures attacking
    any player on the defending team ... The defending team has one combined block, and that
    set of blocking creatures must be legal as a whole. See rule 509.1." So a requirement on P4's
    creature ("blocks each combat if able", 509.1c) can be obeyed by blocking an attacker that
    attacks P2: a declaration without that block obeys fewer requirements than possible."""
    data = two_headed(
        [creature("A", "P1"), creature("D", "P4")], {"A": "P2"}, {}, requirements=[{"blocks": "D"}]
    )
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert (err.value.key, err.value.field) == ("blocking.error.requirement", "blocks.D")
    assert "D blocks A" in str(err.value)  # the legal declaration it offers
    data["blocks"] = {"D": "A"}
    counts = [e for e in resolve_scenario(data)["events"] if e["type"] == "requirements"]
    assert (counts[0]["obeyed"], counts[0]["most"]) == (1, 1)


def test_802_4a_without_teams_the_same_requirement_cannot_be_obeyed() -> None:
    """The same board in a free-for-all game attacking only P2 (802.4a: "A defending player can
    block only with creatures they control. Those creatures can block only creatures attacking
    that player"): P4's creature is free, so teams are what makes the difference above."""
    data = two_headed(
        [creature("A", "P1"), creature("D", "P4")], {"A": "P2"}, {}, requirements=[{"blocks": "D"}]
    )
    del data["teams"]
    assert resolve_scenario(data)["life"]["P2"] == 18


def test_805_10d_provoke_and_menace_a_teammate_joins_the_block() -> None:
    """702.39a: B, provoked by A, blocks A if able; A has menace (702.111b: not by one creature
    alone). In Two-Headed Giant P4's creature may block A too (805.10d), so B can obey the
    requirement with D beside it: not blocking obeys fewer requirements than possible (509.1c)."""
    data = two_headed(
        [creature("A", "P1", "provoke", "menace"), creature("B", "P2"), creature("D", "P4")],
        {"A": "P2"},
        {},
        provoke={"A": "B"},
    )
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.key == "blocking.error.requirement"
    assert "B blocks A; D blocks A" in str(err.value)
    verdict = explain_blocks(data, None, "en")
    assert (verdict.legal, verdict.obeyed, verdict.most) == (False, 0, 1)
    assert verdict.best == ({"B": ("A",), "D": ("A",)},)
    data["blocks"] = {"B": "A", "D": "A"}
    assert resolve_scenario(data)["life"]["P2"] == 20
    verdict = explain_blocks(data, None, "en")
    assert (verdict.legal, verdict.obeyed, verdict.most) == (True, 1, 1)
    assert all(c.ok for c in verdict.checks)


def test_805_10e_provoke_targets_a_creature_of_the_player_attacked_not_of_a_teammate() -> None:
    """805.10e: the "defending player" of an attacking creature's ability is "the player that
    creature is attacking", so provoke (702.39a, "target creature defending player controls")
    can't target a creature of that player's teammate, though that creature may block (805.10d)."""
    data = two_headed(
        [creature("A", "P1", "provoke"), creature("D", "P4")], {"A": "P2"}, {}, provoke={"A": "D"}
    )
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    # P2, the player attacked, controls no creature: the message says so (no empty list).
    assert (err.value.key, err.value.field) == ("blocking.error.provoke_none", "provoke.A")


# ---- the search against brute force -------------------------------------------------------------

ATTACKER_WORDS = [
    "flying",
    "menace",
    "can't be blocked",
    "can't be blocked by more than one creature",
]
BLOCKER_WORDS = ["flying", "reach", "can't block", "can block an additional creature"]


@st.composite
def boards(draw: st.DrawFn) -> tuple[BlockBoard, dict[str, tuple[str, ...]]]:
    n_att = draw(st.integers(1, 3))
    n_blk = draw(st.integers(1, 4))
    creatures: dict[str, Creature] = {}
    for i in range(n_att):
        words = draw(st.lists(st.sampled_from(ATTACKER_WORDS), max_size=2, unique=True))
        creatures[f"A{i}"] = Creature(f"A{i}", keywords=frozenset(words), controller="P1")
    # Two-Headed Giant on some boards: P2's teammate P4 controls some blockers (805.10d).
    teams = {"P1": 0, "P3": 0, "P2": 1, "P4": 1} if draw(st.booleans()) else {}
    for i in range(n_blk):
        words = draw(st.lists(st.sampled_from(BLOCKER_WORDS), max_size=2, unique=True))
        controller = draw(st.sampled_from(["P2", "P4"]))
        creatures[f"B{i}"] = Creature(
            f"B{i}", keywords=frozenset(words), controller=controller, tapped=draw(st.booleans())
        )
    attackers = [f"A{i}" for i in range(n_att)]
    blockers = [f"B{i}" for i in range(n_blk)]
    requirements = tuple(
        Requirement(b, draw(st.sampled_from([None, *attackers])))
        for b in draw(st.lists(st.sampled_from(blockers), max_size=4))
    )
    costs = {b: "{1}" for b in draw(st.lists(st.sampled_from(blockers), max_size=1))}
    board = BlockBoard(creatures, dict.fromkeys(attackers, "P2"), requirements, costs, teams=teams)
    blocks = {
        b: tuple(draw(st.lists(st.sampled_from(attackers), min_size=1, max_size=2, unique=True)))
        for b in draw(st.lists(st.sampled_from(blockers), unique=True))
    }
    return board, blocks


def brute_force(board: BlockBoard) -> int:
    """The definition of 509.1c taken literally: every declaration (each blocker: no block or
    any one or two attackers), kept when no restriction is broken and no cost is paid. Every
    creature not attacking is tried: 509.1a (and 805.10d with teams) refuses the others."""
    attackers = list(board.attacks)
    choices = [()] + [c for n in (1, 2) for c in itertools.combinations(attackers, n)]
    blockers = [b for b in board.creatures if b not in board.attacks and b not in board.costs]
    best = 0
    for combo in itertools.product(choices, repeat=len(blockers)):
        blocks = {b: c for b, c in zip(blockers, combo, strict=True) if c}
        if restriction_error(board, blocks, "en") is None:
            best = max(best, obeyed(board, blocks))
    return best


@settings(max_examples=150, deadline=None)
@given(boards())
def test_search_finds_the_brute_force_maximum(
    case: tuple[BlockBoard, dict[str, tuple[str, ...]]],
) -> None:
    board, blocks = case
    most = brute_force(board)
    assert most_obeyed(board, "en") == most
    for best in best_declarations(board, "en"):
        assert restriction_error(board, best, "en") is None
        assert obeyed(board, best) == most
    verdict = explain_blocks(board, blocks, "en")
    expected = restriction_error(board, blocks, "en") is None and obeyed(board, blocks) >= most
    assert verdict.legal == expected
    if not verdict.legal:
        assert verdict.alternative is not None


def test_requirements_with_unknown_creatures_are_refused() -> None:
    data = menace_example({"X": "M", "Y": "M"})
    data["requirements"] = [{"blocks": "Z"}]
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data, "fr")
    assert err.value.field == "requirements[0].blocks"
    data["requirements"] = [{"blocks": "X", "when": "always"}]
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.field == "requirements[0].when"
    data["requirements"] = []
    data["block_costs"] = {"X": 2}
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.field == "block_costs.X"
    data["block_costs"] = {}
    data["before_blocks"] = [{"untap": "X"}]
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.field == "before_blocks[0].untap"
