"""Render time of the combat board (SVG): the replay of the events plus the drawing.

Prints medians; not a test. The board is drawn on every change of the combat explorer, so it
must stay a small part of the 150 ms an update with a picture may take.

Run: .venv/bin/python benchmarks/bench_board.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Measure this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn.door.combat import Combat, CombatResult, Creature
from mtglearn.render.board import board_svg
from mtglearn.teach.duel import PRESETS


def median_ms(fn: Callable[[], object], repeat: int = 200) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs) * 1e3


def main() -> None:
    six = Combat(
        [
            Creature("A1", 5, 5, keywords=("trample", "double strike")),
            Creature("A2", 2, 2, keywords=("first strike", "lifelink")),
            Creature("A3", 3, 3, keywords=("deathtouch",)),
            Creature("B1", 1, 4, controller="P2"),
            Creature("B2", 2, 1, controller="P2"),
            Creature("B3", 1, 1, controller="P2"),
        ],
        {"A1": "P2", "A2": "P2", "A3": "P2"},
        {"B1": "A1", "B2": "A1", "B3": "A2"},
        players=(("P1", 20), ("P2", 20)),
    ).resolve("en")
    cases: list[tuple[str, CombatResult]] = [
        ("duel, unblocked", Combat.duel(Creature("A", 2, 2)).resolve("en")),
        ("Jitte on a double striker, four snapshots", PRESETS["jitte"].resolve("fr")[0]),
        ("three attackers, three blockers", six),
    ]
    for label, result in cases:
        one = median_ms(lambda r=result: board_svg(r, "en", step="regular"))
        every = median_ms(lambda r=result: board_svg(r, "en"))
        print(f"board {label:<36} one step {one:6.2f} ms   every step {every:6.2f} ms")


if __name__ == "__main__":
    main()
