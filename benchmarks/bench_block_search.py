"""How long does the 509.1c search take? Prints figures (no assertions).

    python benchmarks/bench_block_search.py

Boards: k attackers with menace (the coupled case, searched depth-first) and n defenders that
each "block if able"; then the same without menace (independent blockers, linear).
"""

from __future__ import annotations

import time

from mtglearn.rules.combat.block_requirements import BlockBoard, Requirement, most_obeyed
from mtglearn.rules.core.board import Creature


def board(attackers: int, blockers: int, menace: bool) -> BlockBoard:
    creatures = {
        f"A{i}": Creature(f"A{i}", keywords=frozenset({"menace"} if menace else set()))
        for i in range(attackers)
    }
    creatures.update({f"B{i}": Creature(f"B{i}", controller="P2") for i in range(blockers)})
    requirements = tuple(Requirement(f"B{i}") for i in range(blockers))
    return BlockBoard(
        creatures, dict.fromkeys((f"A{i}" for i in range(attackers)), "P2"), requirements
    )


def main() -> None:
    for menace in (False, True):
        for attackers, blockers in ((2, 3), (3, 5), (3, 7)):
            b = board(attackers, blockers, menace)
            start = time.perf_counter()
            most = most_obeyed(b, "en")
            ms = (time.perf_counter() - start) * 1000
            label = f"menace={menace!s:5} attackers={attackers} blockers={blockers}"
            print(f"{label}: most={most} {ms:8.1f} ms")


if __name__ == "__main__":
    main()
