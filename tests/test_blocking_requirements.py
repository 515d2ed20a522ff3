"""Declaring blockers (509.1a–d): restrictions, requirements and their maximisation, costs to
block that nobody has to pay; the bounded search checked against brute force (hypothesis)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn import resolve_scenario
from mtglearn.errors import ScenarioError
from mtglearn.i18n import french_typography
from mtglearn.rules.combat.block_explainer import explain_blocks
from mtglearn.rules.combat.block_requirements import (
    BlockBoard,
    Requirement,
    best_declarations,
    most_obeyed,
    obeyed,
    restriction_error,
)
from mtglearn.rules.core.board import Creature


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
    from mtglearn.scenario import narrate
    from mtglearn.teach.checks import declaration_verdicts
    from mtglearn.teach.provoke_explorer import provoke_board

    expected = {
        "en": (
            "✓ legal: Bear blocks Krosan Vorine (1 requirement obeyed; 509.1c requires at least 0)",
            "The declaration of blockers obeys 1 requirement; the most that can be obeyed without"
            " breaking a restriction or paying a cost is 0 (509.1c).",
        ),
        "fr": (
            "✓ légal : l'Ours bloque le Serval krosian (1 obligation respectée ; 509.1c en exige"
            " au moins 0)",
            "La déclaration des bloqueurs respecte 1 obligation de blocage ; le maximum possible"
            " sans enfreindre de restriction ni payer de coût est 0 (509.1c).",
        ),
    }
    for lang, (sentence, narration) in expected.items():
        taxed = {**provoke_board(lang), "block_costs": {"bear": "{2}"}}
        verdict = explain_blocks(taxed, {"bear": "V"}, lang)
        assert (verdict.legal, verdict.obeyed, verdict.most) == (True, 1, 0)
        lines = declaration_verdicts(taxed, [{"bear": "V"}], lang).lines
        assert lines == (french_typography(sentence) if lang == "fr" else sentence,)
        told = narrate(resolve_scenario({**taxed, "blocks": {"bear": "V"}}, lang), lang)
        assert (french_typography(narration) if lang == "fr" else narration) in told


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
    for i in range(n_blk):
        words = draw(st.lists(st.sampled_from(BLOCKER_WORDS), max_size=2, unique=True))
        creatures[f"B{i}"] = Creature(
            f"B{i}", keywords=frozenset(words), controller="P2", tapped=draw(st.booleans())
        )
    attackers = [f"A{i}" for i in range(n_att)]
    blockers = [f"B{i}" for i in range(n_blk)]
    requirements = tuple(
        Requirement(b, draw(st.sampled_from([None, *attackers])))
        for b in draw(st.lists(st.sampled_from(blockers), max_size=4))
    )
    costs = {b: "{1}" for b in draw(st.lists(st.sampled_from(blockers), max_size=1))}
    board = BlockBoard(creatures, dict.fromkeys(attackers, "P2"), requirements, costs)
    blocks = {
        b: tuple(draw(st.lists(st.sampled_from(attackers), min_size=1, max_size=2, unique=True)))
        for b in draw(st.lists(st.sampled_from(blockers), unique=True))
    }
    return board, blocks


def brute_force(board: BlockBoard) -> int:
    """The definition of 509.1c taken literally: every declaration (each blocker: no block or
    any one or two attackers), kept when no restriction is broken and no cost is paid."""
    attackers = list(board.attacks)
    choices = [()] + [c for n in (1, 2) for c in itertools.combinations(attackers, n)]
    blockers = [b for b in board.potential_blockers() if b not in board.costs]
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
