"""Kernel-side time of one control change in every explorer of the course (prints medians;
not a test): the observer recomputes the result from the rules engine and redraws it.

Targets: at most 50 ms when only HTML (tables, narration, the SVG board) is
redrawn, at most 150 ms when a PNG figure is redrawn too.

Run: .venv/bin/python benchmarks/bench_explorers.py
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

from mtglearn.teach.explorers.amplify_explorer import AmplifyExplorer
from mtglearn.teach.explorers.combat_explorer import BetweenStepsExplorer, CombatExplorer
from mtglearn.teach.explorers.grid_explorer import GridExplorer
from mtglearn.teach.explorers.initiative_explorer import InitiativeExplorer
from mtglearn.teach.explorers.morph_explorer import MorphExplorer
from mtglearn.teach.explorers.provoke_explorer import ProvokeExplorer


def median_ms(change: Callable[[int], object], repeat: int = 25) -> float:
    for i in range(3):  # warm up (imports, font cache)
        change(i)
    runs = []
    for i in range(repeat):
        start = time.perf_counter()
        change(i)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs) * 1e3


def flip(control: Any) -> Callable[[int], object]:
    def change(_: int) -> None:
        control.value = not control.value

    return change


def main() -> None:
    combat = CombatExplorer("en", start="first_strike")
    between = BetweenStepsExplorer("fr")
    grid = GridExplorer("en")
    views = ("outcome", "to_player", "to_attacker", "life_gained")
    initiative = InitiativeExplorer("en")
    provoke = ProvokeExplorer("en")
    amplify = AmplifyExplorer("en")
    morph = MorphExplorer("en")
    first_take = next(k for k in initiative.controls if "take" in k)
    cases: list[tuple[str, Callable[[int], object], int]] = [
        (
            "combat: attacker power (board + table)",
            lambda i: setattr(combat.controls["attacker_power"], "value", 1 + i % 9),
            50,
        ),
        (
            "combat: step shown (board + table)",
            lambda i: setattr(
                between.controls["step"], "value", ("first_strike", "between")[i % 2]
            ),
            50,
        ),
        ("between steps: Jitte pump (board + table)", flip(between.controls["jitte_pump"]), 50),
        (
            "grid: table view (table only)",
            lambda i: setattr(grid.controls["view"], "value", views[i % 4]),
            50,
        ),
        ("grid: deathtouch (table + SVG heatmap)", flip(grid.controls["deathtouch"]), 150),
        (
            "initiative: take (HTML + map SVG)",
            lambda i: initiative.controls[first_take].click(),
            150,
        ),
        (
            "provoke: a checkbox (table)",
            flip(
                next(
                    c
                    for k, c in provoke.controls.items()
                    if hasattr(c, "value") and isinstance(c.value, bool)
                )
            ),
            50,
        ),
        (
            "amplify: reveal the eligible cards (tables)",
            lambda i: amplify.controls["eligible" if i % 2 else "clear"].click(),
            50,
        ),
        (
            "morph: cast face down / start again (table)",
            lambda i: morph.press("cast_face_down" if i % 2 else "reset"),
            50,
        ),
    ]
    for label, change, target in cases:
        ms = median_ms(change)
        verdict = "ok" if ms <= target else "SLOWER THAN TARGET"
        print(f"{label:<48} {ms:8.1f} ms  (target ≤ {target} ms: {verdict})")


if __name__ == "__main__":
    main()
