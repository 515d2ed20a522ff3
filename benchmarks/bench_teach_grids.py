"""Speed figures of the grids, heatmaps and grid explorer (prints medians; not a test).

Run: .venv/bin/python benchmarks/bench_teach_grids.py

Targets (brief of notebook 03): a grid explorer update that redraws only the table < 50 ms;
an update that also redraws the heatmap < 150 ms. Grids are cached (``lru_cache``), so the
"build" figures clear the cache before every run to time the resolution of every duel.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Measure this checkout's code, whatever package the interpreter has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn.teach.display import png
from mtglearn.teach.explorers.grid_explorer import GridExplorer
from mtglearn.teach.figures import grids
from mtglearn.teach.figures.heatmaps import double_strike_heatmaps


def median_seconds(
    fn: Callable[[], object], repeat: int = 9, before: Callable[[], object] | None = None
) -> float:
    runs = []
    for _ in range(repeat):
        if before is not None:
            before()
        start = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def show(label: str, seconds: float, target: str = "") -> None:
    print(f"{label:<58} {seconds * 1e3:8.1f} ms  {target}")


def main() -> None:
    clear = grids._grid.cache_clear
    for words in (
        (),
        ("first strike",),
        ("double strike",),
        ("trample",),
        ("first strike", "trample"),
        ("double strike", "trample"),
        ("double strike", "trample", "deathtouch", "lifelink"),
    ):
        label = "grid 11×10, A: " + (", ".join(words) or "no keyword")
        show(label, median_seconds(lambda w=words: grids.grid(w), before=clear))
    show(
        "grid 16×15 (notebook checks), double strike + trample",
        median_seconds(
            lambda: grids.grid(
                ("double strike", "trample"), powers=range(16), toughnesses=range(1, 16)
            ),
            before=clear,
        ),
    )
    show(
        "outcome table (cached grid → HTML)",
        median_seconds(lambda: grids.outcome_table().to_html()),
    )
    show(
        "two-panel heatmaps 16×15 → PNG",
        median_seconds(lambda: png(double_strike_heatmaps("en")), 5),
    )

    explorer = GridExplorer("en")
    views = iter(["to_player", "outcome"] * 20)
    show(
        "explorer update, table only (change of view)",
        median_seconds(lambda: setattr(explorer.controls["view"], "value", next(views))),
        "(target < 50 ms)",
    )
    toggles = iter([False, True] * 20)
    show(
        "explorer update, new grid + heatmap (toggle trample)",
        median_seconds(
            lambda: setattr(explorer.controls["trample"], "value", next(toggles)), before=clear
        ),
        "(target < 150 ms)",
    )
    powers = iter(range(0, 11))
    show(
        "explorer update, new grid + heatmap (blocker power)",
        median_seconds(
            lambda: setattr(explorer.controls["blocker_power"], "value", next(powers)),
            before=clear,
        ),
        "(target < 150 ms)",
    )


if __name__ == "__main__":
    main()
