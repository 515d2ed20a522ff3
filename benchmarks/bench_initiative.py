"""Speed of the initiative resolver: prints figures (not a test).

Run: python benchmarks/bench_initiative.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

# Measure this checkout's package, not whichever mtglearn is installed in the environment.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtglearn import narrate, resolve_scenario

PLAYERS = ["P1", "P2", "P3", "P4"]
EVENTS = [{"take_initiative": "P1"}]
for turn in range(50):
    player = PLAYERS[turn % 4]
    EVENTS.append({"upkeep": player})
    EVENTS.append({"combat_damage": {"from": player, "to": PLAYERS[(turn + 1) % 4]}})
SCENARIO = {"kind": "initiative", "players": PLAYERS, "events": EVENTS}


def main() -> None:
    runs = 50
    start = time.perf_counter()
    for _ in range(runs):
        outcome = resolve_scenario(SCENARIO, "en")
    resolved = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(runs):
        narrate(outcome, "fr")
    narrated = time.perf_counter() - start
    print(f"{len(EVENTS)} script events -> {len(outcome['events'])} engine events")
    print(f"resolve: {resolved / runs * 1000:.2f} ms per scenario ({runs} runs)")
    print(f"narrate (fr): {narrated / runs * 1000:.2f} ms per outcome ({runs} runs)")


if __name__ == "__main__":
    main()
