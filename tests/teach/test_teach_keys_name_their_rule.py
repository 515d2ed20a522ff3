"""Every generator's key names the rule of the deciding events of its own case, read from the
engine's record (Exercise.deciding: the events, each with its rule), over many seeds and both
languages. No table of expected keys: each exercise carries the events its engine recorded
that decide it, and its key must cite each one's rule number; every number cited is a rule of
the Comprehensive Rules (or an older era's number with its source).

Before keys were read from the record, the initiative, amplify, morph, provoke, evasion,
ruling and era generators had one sentence per topic and no deciding events: this test failed
for each of them.

Left out, and said so: the glossary's word questions (no engine resolves a word), and two
questions whose answer the engine gives without a deciding event of its own: an era's refused
division (the refusal is the key) and the Jitte's counters and life (a topic sentence).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from mtglearn.teach.exercises import exercises_judge, exercises_traps, practice
from mtglearn.teach.exercises.exercise import Exercise
from mtglearn.teach.exercises.recorded import rules_of

CITATION = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?!\d)")

GENERATORS: dict[str, Callable[[int, str], Exercise]] = {
    f"{make.__module__.rsplit('.', 1)[-1]}.{make.__name__}": make
    for topic, makes in practice.TOPICS.items()
    if topic != "terms"
    for make in makes
}
GENERATORS.update(
    {f"exercises_judge.{name}": make for name, make in exercises_judge.GENERATORS.items()}
)
GENERATORS.update(
    {f"exercises_traps.{name}": make for name, make in exercises_traps.GENERATORS.items()}
)
SEEDS = range(40)


def _exempt(name: str, exercise: Exercise) -> bool:
    if name == "exercises_judge.era_division" and exercise.expected is False:
        return True  # refused by the engine: no record, the refusal says why
    return name == "exercises_judge.jitte_modes" and not isinstance(exercise.expected, bool)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_each_key_names_the_rule_of_its_deciding_events(name: str, lang: str) -> None:
    make = GENERATORS[name]
    checked = 0
    for seed in SEEDS:
        exercise = make(seed, lang)
        if _exempt(name, exercise):
            continue
        assert exercise.deciding, (seed, "no deciding event read from the record")
        cited = set(CITATION.findall(exercise.key))
        for rule in rules_of(exercise.deciding):
            number = CITATION.search(rule)
            assert number is not None, (seed, rule)
            assert number.group(1) in cited, (seed, rule, exercise.key)
        checked += 1
    assert checked >= len(SEEDS) // 3
