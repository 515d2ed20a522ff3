"""The initiative exercises' generator writes games that can happen, and every question it asks
has exactly one right answer, re-derived here from rule 726 by a small model of our own."""

from __future__ import annotations

import random
from typing import Any

import pytest

from mtglearn.base.i18n import t
from mtglearn.rules.initiative.dungeons import UNDERCITY, find_dungeon
from mtglearn.teach.exercises.exercises_initiative import (
    _scenario,
    completed_exercise,
    first_exits,
    holder_exercise,
    random_script,
    room_exercise,
)

SEEDS = range(60)
UNDERCITY_CARD = find_dungeon(UNDERCITY, "dungeon", "en")
PATH = first_exits(UNDERCITY_CARD)


def model(players: list[str], script: list[dict[str, Any]]) -> tuple[str | None, dict[str, int]]:
    """Who has the initiative, and how many times each player ventured into Undercity.

    726.2: taking it, and the holder's upkeep, are ventures; combat damage to the holder makes
    the attacker take it. 726.3: one holder. 726.4: a leaving holder's initiative goes to the
    active player, or the next player in turn order if the active player is the one leaving.
    """
    holder: str | None = None
    active = players[0]
    left: set[str] = set()
    ventures = dict.fromkeys(players, 0)

    def take(player: str) -> None:
        nonlocal holder
        holder = player
        ventures[player] += 1

    for event in script:
        verb, value = next(iter(event.items()))
        if verb == "take_initiative":
            take(value)
        elif verb == "turn":
            active = value
        elif verb == "upkeep" and value == holder:
            ventures[value] += 1
        elif verb == "combat_damage" and value["to"] == holder:
            take(value["from"])
        elif verb == "leave":
            left.add(value)
            if holder == value:
                holder = None
                start = players.index(active if active != value else value)
                following = [*players[start:], *players[:start]]
                heir = next(p for p in following if p not in left)
                take(heir)
    return holder, ventures


@pytest.mark.parametrize("seed", SEEDS)
def test_scripts_are_games_that_can_happen(seed: int) -> None:
    rng = random.Random(seed)
    players = [f"P{i}" for i in range(1, rng.choice((2, 3, 4)) + 1)]
    script = random_script(rng, players, rng.randint(4, 14), upkeep_weight=8)
    active, upkeeps, fights = players[0], 0, 0
    for i, event in enumerate(script):
        verb, value = next(iter(event.items()))
        if verb == "turn":
            active, upkeeps, fights = value, 0, 0
            # 503.1: a turn begins with its upkeep.
            assert i + 1 == len(script) or script[i + 1] == {"upkeep": value}
        elif verb == "upkeep":
            upkeeps += 1
            assert value == active and upkeeps == 1 and fights == 0, script
        elif verb == "combat_damage":
            fights += 1
            # The attackers are the active player's creatures, after the upkeep, once a turn.
            assert value["from"] == active and fights == 1, script


@pytest.mark.parametrize("seed", SEEDS)
def test_the_holder_question_has_one_right_answer(seed: int) -> None:
    exercise = holder_exercise(seed, "en")
    _, players, script, _ = _scenario(seed, "en", (3, 6))
    holder, _ = model(players, script)
    nobody = t("teach_initiative.ex.nobody", "en")
    assert exercise.expected == (holder or nobody)
    assert exercise.choices.count(exercise.expected) == 1
    assert len(set(exercise.choices)) == len(exercise.choices)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_room_question_states_the_path_and_has_one_right_answer(seed: int) -> None:
    exercise = room_exercise(seed, "en")
    _, players, script, _ = _scenario(seed, "en", (4, 8), upkeep_weight=4)
    rooms = [UNDERCITY_CARD.room(r).display("en") for r in PATH]
    assert " → ".join(rooms) in exercise.question  # the choice at each fork is stated
    player = next(p for p in players if f"{p}'s venture marker" in exercise.question)
    _, ventures = model(players, script)
    # After the bottommost room's ability, the dungeon is completed and removed (309.6, 309.7);
    # the next venture starts Undercity again (701.49d).
    place = ventures[player] % len(PATH)
    none = t("teach_initiative.ex.no_dungeon", "en")
    assert exercise.expected == (rooms[place - 1] if place else none)
    assert exercise.choices.count(exercise.expected) == 1


@pytest.mark.parametrize("seed", SEEDS)
def test_the_completed_question_counts_completed_dungeons(seed: int) -> None:
    exercise = completed_exercise(seed, "en")
    _, players, script, _ = _scenario(seed, "en", (14, 22), upkeep_weight=8)
    _, ventures = model(players, script)
    asked = next(p for p in players if f"How many dungeons has {p} completed?" in exercise.question)
    assert exercise.expected == ventures[asked] // len(PATH)
