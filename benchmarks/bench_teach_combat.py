"""Speed of the combat explorer: one control change until the HTML (with the SVG board) is ready.

Prints medians; not a test. Targets: under 50 ms for a table-only update, under 150 ms with
the board.

Run: .venv/bin/python benchmarks/bench_teach_combat.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

# Measure this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn.teach.explorers.combat_explorer import BetweenStepsExplorer, CombatExplorer


def median_update_ms(explorer: CombatExplorer, repeat: int = 30) -> float:
    """Median time of one slider change (the observer recomputes HTML and PNG)."""
    slider = explorer.controls["attacker_power"]
    times = []
    for i in range(repeat):
        start = time.perf_counter()
        slider.value = 1 + i % 9  # always a different value, so the observer fires
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def main() -> None:
    cases = [
        ("table only (CombatExplorer, figure=False)", CombatExplorer("en", figure=False), 50),
        ("with the board (CombatExplorer)", CombatExplorer("en", start="crypt_champion"), 150),
        ("with the board (BetweenStepsExplorer, Jitte)", BetweenStepsExplorer("fr"), 150),
    ]
    for label, explorer, target in cases:
        median_update_ms(explorer, 3)  # warm up (imports, font cache)
        ms = median_update_ms(explorer)
        verdict = "ok" if ms < target else "SLOWER THAN TARGET"
        print(f"{label:<45} {ms:8.1f} ms  (target < {target} ms: {verdict})")


if __name__ == "__main__":
    main()
