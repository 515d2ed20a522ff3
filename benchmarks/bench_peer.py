"""The public path side by side with a Python peer, in one process (prints figures; not a test).

The peer is ``magic_combat`` (a small MTG combat simulator in pure Python, its
``CombatSimulator``; not on PyPI: install it from its own repository, or point
``MAGIC_COMBAT_PATH`` at a folder that holds its ``magic_combat`` package). Without it, this
script says so and measures mtglearn alone.

Both sides build the combat from scratch on every call, on the same two fights:

- a 2/2 attacker blocked by a 1/1;
- a 3/3 with double strike and trample blocked by a 2/2.

mtglearn's side is ``resolve_scenario``: a scenario dict (docs/scenario-format.md §1) in, the
outcome dict out, every event with its rule number. The peer's side makes two
``CombatCreature`` objects, declares the block and calls ``CombatSimulator(...).simulate()``.

Times are CPU time of this process (``time.process_time``), the median of seven runs; run the
script a few times on a busy machine and compare medians.

Run: .venv/bin/python benchmarks/bench_peer.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Measure this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn import resolve_scenario


def median_seconds(fn: Callable[[], object], number: int, repeat: int = 7) -> float:
    runs = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(number):
            fn()
        runs.append((time.process_time() - start) / number)
    return statistics.median(runs)


def ours_plain() -> dict[str, Any]:
    """2/2 attacker, 1/1 blocker."""
    return resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [
                {"id": "A", "controller": "P1", "power": 2, "toughness": 2},
                {"id": "B", "controller": "P2", "power": 1, "toughness": 1},
            ],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
        }
    )


def ours_double_strike() -> dict[str, Any]:
    """3/3 double strike and trample, 2/2 blocker."""
    return resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [
                {
                    "id": "A",
                    "controller": "P1",
                    "power": 3,
                    "toughness": 3,
                    "keywords": ["double strike", "trample"],
                },
                {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
            ],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
        }
    )


def peer() -> Any:
    """The peer's package, or ``None`` (with the reason printed) when it cannot be imported."""
    where = os.environ.get("MAGIC_COMBAT_PATH")
    if where:
        sys.path.insert(0, where)
    try:
        import magic_combat
    except ImportError as exc:
        print(
            "magic_combat is not installed: the peer is skipped "
            f"({exc}; set MAGIC_COMBAT_PATH to the folder that holds its package)."
        )
        return None
    return magic_combat


def peer_fights(mc: Any) -> tuple[Callable[[], object], Callable[[], object]]:
    creature, simulator = mc.CombatCreature, mc.CombatSimulator

    def plain() -> object:
        attacker = creature("A", 2, 2, "P1")
        blocker = creature("B", 1, 1, "P2")
        attacker.blocked_by.append(blocker)
        blocker.blocking = attacker
        return simulator([attacker], [blocker]).simulate()

    def double_strike() -> object:
        attacker = creature("A", 3, 3, "P1", double_strike=True, trample=True)
        blocker = creature("B", 2, 2, "P2")
        attacker.blocked_by.append(blocker)
        blocker.blocking = attacker
        return simulator([attacker], [blocker]).simulate()

    return plain, double_strike


def check_agreement(mc: Any) -> None:
    """Both sides resolve the same fights the same way (else the figures compare nothing)."""
    plain, double_strike = peer_fights(mc)
    first, second = plain(), double_strike()
    ours_first, ours_second = ours_plain(), ours_double_strike()
    assert [c.name for c in first.creatures_destroyed] == ours_first["died"] == ["B"]
    assert [c.name for c in second.creatures_destroyed] == ours_second["died"] == ["B"]
    lost = 20 - ours_second["life"]["P2"]
    assert second.damage_to_players.get("P2", 0) == lost == 4, (second, lost)


def main() -> None:
    number = 2000
    fights = [
        ("2/2 vs 1/1", ours_plain),
        ("3/3 double strike + trample vs 2/2", ours_double_strike),
    ]
    mc = peer()
    theirs: list[Callable[[], object] | None] = [None, None]
    if mc is not None:
        check_agreement(mc)
        theirs = list(peer_fights(mc))
    print(f"{'fight':<38}{'mtglearn':>12}{'magic_combat':>15}{'ratio':>8}")
    for (label, ours), their in zip(fights, theirs, strict=True):
        ours_s = median_seconds(ours, number)
        if their is None:
            print(f"{label:<38}{ours_s * 1e6:>10.1f}µs{'—':>15}{'—':>8}")
            continue
        their_s = median_seconds(their, number)
        print(
            f"{label:<38}{ours_s * 1e6:>10.1f}µs{their_s * 1e6:>13.1f}µs{their_s / ours_s:>7.2f}×"
        )
    if mc is not None:
        print("ratio: the peer's time over mtglearn's (above 1: mtglearn is faster)")


if __name__ == "__main__":
    main()
