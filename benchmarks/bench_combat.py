"""Speed figures of the combat resolver (prints medians; not a test).

Run: .venv/bin/python benchmarks/bench_combat.py

Times are the CPU time of this process (``time.process_time``), not the wall clock: on a
machine shared with other work, the wall clock also counts the time other processes hold the
CPU, and figures of a few microseconds would mean little. Each figure is the median of seven
runs; run the script a few times and compare medians.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Measure this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn import resolve_scenario
from mtglearn.door.combat import Combat, Creature

#: The public path: a scenario as plain data (docs/scenario-format.md §1), resolved into an outcome
#: dict.
DUEL = {
    "players": ["P1", "P2"],
    "creatures": [
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3},
        {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
    ],
    "attacks": {"A": "P2"},
    "blocks": {"B": "A"},
}
DOUBLE_STRIKE_TRAMPLE = {
    "players": ["P1", "P2"],
    "creatures": [
        {
            "id": "A",
            "controller": "P1",
            "power": 5,
            "toughness": 4,
            "keywords": ["double strike", "trample"],
        },
        {"id": "B", "controller": "P2", "power": 3, "toughness": 3},
    ],
    "attacks": {"A": "P2"},
    "blocks": {"B": "A"},
}


def median_seconds(fn: Callable[[], object], number: int, repeat: int = 7) -> float:
    runs = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(number):
            fn()
        runs.append((time.process_time() - start) / number)
    return statistics.median(runs)


def show(label: str, seconds: float, target: str = "") -> None:
    unit, value = ("µs", seconds * 1e6) if seconds < 1e-3 else ("ms", seconds * 1e3)
    print(f"{label:<45} {value:10.1f} {unit}  {target}")


def main() -> None:
    show(
        "resolve_scenario(dict) 1v1 (public path)",
        median_seconds(lambda: resolve_scenario(DUEL, "en"), 20000),
        "(target <= 25 µs)",
    )
    show(
        "resolve_scenario(dict) double strike + trample",
        median_seconds(lambda: resolve_scenario(DOUBLE_STRIKE_TRAMPLE, "en"), 20000),
        "(target <= 30 µs)",
    )
    plain = Combat.duel(Creature("A", 3, 3), Creature("B", 2, 2, controller="P2"))
    show("1v1 prepared combat", median_seconds(plain.resolve, 20000), "(target <= 8 µs)")
    ds = Combat.duel(
        Creature("A", 5, 4, keywords=("double strike", "trample")),
        Creature("B", 3, 3, controller="P2"),
    )
    show("1v1 double strike + trample", median_seconds(ds.resolve, 20000))
    for n in (2, 4, 8, 16):
        blockers = [
            Creature(f"B{i}", 1, 2, controller="P2", keywords=("can block an additional creature",))
            for i in range(n)
        ]
        combat = Combat(
            [Creature("A", 3 * n, 10, keywords=("trample",)), *blockers],
            {"A": "P2"},
            {b.id: "A" for b in blockers},
        )
        show(f"trampler vs {n} blockers", median_seconds(combat.resolve, 2000))

    keyword_sets = [
        ("double strike",),
        ("double strike", "trample"),
        ("double strike", "deathtouch"),
        ("double strike", "lifelink"),
        ("double strike", "trample", "deathtouch"),
        ("first strike",),
    ]
    combats = [
        Combat.duel(Creature("A", p, 4, keywords=kw), Creature("B", 3, t, controller="P2"))
        for kw in keyword_sets
        for p in range(21)
        for t in range(1, 21)
    ]

    def grid() -> None:
        for combat in combats:
            combat.resolve()

    show(
        f"double-strike grid ({len(combats)} combats, prepared)",
        median_seconds(grid, 3),
        "(target < 100 ms)",
    )

    def grid_with_setup() -> None:
        for kw in keyword_sets:
            for p in range(21):
                for t in range(1, 21):
                    Combat.duel(
                        Creature("A", p, 4, keywords=kw), Creature("B", 3, t, controller="P2")
                    ).resolve()

    show("double-strike grid, building each combat too", median_seconds(grid_with_setup, 3))


if __name__ == "__main__":
    main()
