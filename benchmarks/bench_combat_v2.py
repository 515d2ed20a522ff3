"""Speed figures of the version 2 combat mechanics (docs/scenario-format.md §5; prints medians; not
a test).

A combat with five attackers, five blockers and mixed version 2 keywords (protection,
infect, wither, toxic, exalted is off since five attack, battle cry, bushido, flanking,
rampage, afflict, a shield and a planeswalker) — target: under 1 ms per resolution.

Run: .venv/bin/python benchmarks/bench_combat_v2.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Measure this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn import resolve_scenario
from mtglearn.door.combat import Combat


def median_seconds(fn: Callable[[], object], number: int, repeat: int = 7) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - start) / number)
    return statistics.median(runs)


def show(label: str, seconds: float, target: str = "") -> None:
    unit, value = ("µs", seconds * 1e6) if seconds < 1e-3 else ("ms", seconds * 1e3)
    print(f"{label:<45} {value:10.1f} {unit}  {target}")


def five_on_five() -> dict[str, Any]:
    def c(cid: str, ctrl: str, p: int, t: int, *kw: str, **more: Any) -> dict[str, Any]:
        return {"id": cid, "controller": ctrl, "power": p, "toughness": t, "keywords": list(kw)}

    attackers = [
        {**c("A1", "P1", 4, 4, "trample", "battle cry"), "colors": ["red"]},
        c("A2", "P1", 2, 2, "infect", "first strike"),
        c("A3", "P1", 3, 3, "wither", "flanking"),
        c("A4", "P1", 2, 3, "toxic 2", "rampage 1", "lifelink"),
        c("A5", "P1", 3, 2, "afflict 2", "double strike"),
    ]
    blockers = [
        c("B1", "P2", 2, 2, "protection from red"),
        c("B2", "P2", 1, 3, "bushido 1"),
        c("B3", "P2", 2, 2, "deathtouch"),
        c("B4", "P2", 1, 1),
        c("B5", "P2", 2, 4, "bushido 2"),
    ]
    return {
        "players": [{"name": "P1"}, {"name": "P2", "poison": 1}],
        "creatures": attackers + blockers,
        "permanents": [
            {"id": "PW", "controller": "P2", "card_types": ["planeswalker"], "loyalty": 4}
        ],
        "attacks": {"A1": "PW", "A2": "P2", "A3": "P2", "A4": "P2", "A5": "P2"},
        "blocks": {"B1": "A1", "B2": "A2", "B3": "A3", "B4": "A4", "B5": "A4"},
        "prevent": [{"prevent": 2, "to": "P2"}],
    }


def main() -> None:
    data = five_on_five()
    combat = Combat.from_scenario(data)
    show("5 attackers v 5 blockers, v2 keywords", median_seconds(combat.resolve, 2000), "(< 1 ms)")
    show(
        "same, resolve_scenario (check + resolve + dict)",
        median_seconds(lambda: resolve_scenario(data), 500),
        "(< 1 ms)",
    )


if __name__ == "__main__":
    main()
