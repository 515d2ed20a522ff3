"""The rulings' exercises: every answer re-derived here from the rule, not from the engine."""

from __future__ import annotations

import re

import pytest

from mtglearn.base.i18n import has
from mtglearn.teach.exercises.exercises_rulings import (
    GENERATORS,
    between_steps,
    blocker_left,
    countered_amplify,
    crypt_champion_blocked,
    first_strike_twice,
    ravenloft_ability,
    undercity_ruling,
)
from tests.support.answers import right_answer, wrong_answer

SEEDS = range(24)


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


@pytest.mark.parametrize("seed", SEEDS)
def test_between_steps(seed: int) -> None:
    exercise = between_steps(seed, "en")
    power = int(re.search(r"Attacker (\d+)/", exercise.question).group(1))  # type: ignore[union-attr]
    if "gains double strike" in exercise.question:
        assert exercise.expected == 2 * power  # 702.4d: a second hit
    else:
        # 702.4c: no second hit; 702.7c: gaining first strike late still lets it strike in the
        # regular step, and losing it after striking gives no second hit.
        assert exercise.expected == power


@pytest.mark.parametrize("seed", SEEDS)
def test_first_strike_twice_is_not_double_strike(seed: int) -> None:
    exercise = first_strike_twice(seed, "en")
    assert exercise.expected == numbers(exercise.question)[0]  # 702.7d


@pytest.mark.parametrize("seed", SEEDS)
def test_crypt_champion_deals_4_to_a_creature(seed: int) -> None:
    assert crypt_champion_blocked(seed, "en").expected == 2 + 2  # 702.4b


@pytest.mark.parametrize("seed", SEEDS)
def test_a_blocked_creature_whose_blocker_left(seed: int) -> None:
    exercise = blocker_left(seed, "en")
    power = numbers(exercise.question)[0]
    hits = 2 if "double strike" in exercise.question else 1
    expected = power * hits if "trample" in exercise.question else 0  # 702.19d / 510.1c
    assert exercise.expected == expected


@pytest.mark.parametrize("seed", SEEDS)
def test_the_initiative_rulings(seed: int) -> None:
    exercise = undercity_ruling(seed, "en")
    question = exercise.question
    if "May P1 choose Undercity?" in question:
        assert exercise.expected is ("venture into Undercity" in question)  # 701.49d
    elif "last room" in question:
        assert exercise.expected == "Secret Entrance"  # 701.49c, then 701.49d
    else:
        last = re.search(r"then (P\d)'s", question).group(1)  # type: ignore[union-attr]
        assert exercise.expected == last  # 726.2, 726.3: the last to resolve keeps it
    assert exercise.choices == () or exercise.choices.count(exercise.expected) == 1


@pytest.mark.parametrize("seed", SEEDS)
def test_ravenloft_adventurers_three_abilities(seed: int) -> None:
    exercise = ravenloft_ability(seed, "en")
    question = exercise.question
    if "enters the battlefield" in question:
        assert exercise.expected == "P1"  # 726.2: P1 takes it, even from P2 (726.3)
    elif "hit counter does P2 own" in question:
        toughness = int(re.search(r"a \d+/(\d+) creature", question).group(1))  # type: ignore[union-attr]
        assert exercise.expected == (1 if toughness <= 3 else 0)  # 614.1a, the Adventurer's 3
    else:
        hits = 1 if "attacked into it once" in question else 2
        completed = "5 times" in question  # the fifth room completes Undercity (309.7)
        assert exercise.expected == 20 - (hits if completed else 0) - 3  # 603.4, then 510.2


@pytest.mark.parametrize("seed", SEEDS)
def test_a_countered_amplify_spell_reveals_nothing(seed: int) -> None:
    assert countered_amplify(seed, "en").expected == 0  # 702.38a


def test_every_kind_of_question_is_drawn() -> None:
    assert {undercity_ruling(s, "en").topic for s in range(3)} == {
        "undercity_start",
        "undercity_last_room",
        "two_headed_giant",
    }
    kinds = {ravenloft_ability(s, "en").question.split(".")[0] for s in range(6)}
    assert len(kinds) >= 3


@pytest.mark.parametrize("name", sorted(GENERATORS))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_generator_has_a_hint_a_rule_and_grades_like_the_others(name: str, lang: str) -> None:
    exercise = GENERATORS[name](0, lang)
    assert has(f"exercise.hint.{exercise.topic}") and has(f"exercise.key.{exercise.topic}")
    assert re.search(r"\d{3}\.\d", exercise.key)  # a rule number
    assert exercise == GENERATORS[name](0, lang)  # same seed, same exercise
    widget = exercise.widget()
    widget.answer.value = wrong_answer(exercise)
    first = widget.submit()
    assert first is not None and not first.correct and widget.settled is None
    widget.answer.value = right_answer(exercise)
    second = widget.submit()
    assert second is not None and second.correct


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_first_strike_twice_names_its_creature_as_the_question_does(lang: str) -> None:
    """The question says "an unblocked creature": the hint and the key call it the attacker,
    never by an id the learner was never shown ("A")."""
    exercise = first_strike_twice(1, lang)
    for text in (exercise.hint, exercise.key):
        assert " A " not in f" {text} " and "créature A" not in text, text
