"""Nothing but the engine applies a rule (docs/architecture.md): the pictures (``render/``) and
the teaching layer (``teach/``) read the lethal damage and the fates the engine recorded
(:mod:`mtglearn.rules.core.events`) instead of working out 702.19b or 704.5g again. This test
finds the arithmetic of lethal damage (a toughness less the damage marked) in their code; a
planted copy proves it bites."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "mtglearn"
READERS = ("render", "teach")


def lethal_arithmetic(source: str) -> list[int]:
    """Lines where a toughness has damage (marked or assigned) taken away from it: the rule of
    lethal damage (702.19b, 704.5g) applied outside the engine."""
    lines: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub):
            left, right = ast.unparse(node.left), ast.unparse(node.right)
            if "toughness" in left and ("damage" in right or "marked" in right):
                lines.append(node.lineno)
        if isinstance(node, ast.Compare) and len(node.comparators) == 1:
            left, right = ast.unparse(node.left), ast.unparse(node.comparators[0])
            pair = {left, right}
            if any("damage" in x for x in pair) and any("toughness" in x for x in pair):
                lines.append(node.lineno)
    return lines


@pytest.mark.parametrize(
    "planted",
    [
        "needed = max(blocker.toughness - blocker.damage, 0)",  # the board's copy, before
        'left = int(state["toughness"]) - marked[blocker]',  # the teaching layer's copy
        'dead = state["damage"] >= state["toughness"]',
    ],
)
def test_a_planted_lethal_damage_computation_is_caught(planted: str) -> None:
    assert lethal_arithmetic(planted) == [1]


def test_render_and_teach_apply_no_lethal_damage_rule() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}"
        for layer in READERS
        for path in sorted((PACKAGE / layer).rglob("*.py"))
        for line in lethal_arithmetic(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "lethal damage worked out outside the engine: " + ", ".join(found)
