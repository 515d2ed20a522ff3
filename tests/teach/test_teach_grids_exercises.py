"""Double strike + trample exercises: seeded, answered by the resolver, explained by narration."""

from __future__ import annotations

from html import escape as html_escape

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.door.combat import Combat, Creature
from mtglearn.teach.exercises.exercise import Quiz, exercise_set
from mtglearn.teach.exercises.exercises_trample import (
    QUESTIONS,
    TOPIC,
    attacker_damage_exercise,
    blocker_dies_exercise,
    player_damage_exercise,
    trample_exercise,
)


def test_same_seed_same_exercise_and_some_variety() -> None:
    assert trample_exercise(7, "en") == trample_exercise(7, "en")
    exercises = exercise_set(trample_exercise, range(20), "en")
    assert len({e.question for e in exercises}) >= 15
    assert {e.question.split("?")[0].split(". ")[-1] for e in exercises} >= {
        "At most, how much damage can the defending player take",
        "Does B die",
        "How much damage is dealt to A",
    }
    assert all(e.topic == TOPIC for e in exercises)


@pytest.mark.parametrize("seed", range(12))
def test_answers_follow_the_seed_lesson(seed: int) -> None:
    """The French lesson, double strike + trample: the player takes 2P − T when 2P ≥ T, else 0; B
    dies when 2P ≥ T; A takes B's power unless B died in the first step (P ≥ T)."""
    question = player_damage_exercise(seed, "en").question
    numbers = question.split("A ", 1)[1].split(" ", 1)[0]  # "P/AT"
    p = int(numbers.split("/")[0])
    x, tough = (int(v) for v in question.split("creature B ")[0].rsplit(" ", 2)[-2].split("/"))
    assert player_damage_exercise(seed, "en").expected == (2 * p - tough if 2 * p >= tough else 0)
    assert blocker_dies_exercise(seed, "en").expected is (2 * p >= tough)
    assert attacker_damage_exercise(seed, "en").expected == (0 if p >= tough else x)


def test_right_and_wrong_answers_with_the_resolvers_explanation() -> None:
    exercise = player_damage_exercise(3, "fr")
    right = exercise.check(exercise.expected)
    assert right.correct
    wrong = exercise.check(int(exercise.expected) + 1)
    assert not wrong.correct and wrong.expected == exercise.expected
    html = wrong._repr_html_()
    assert "Pas tout à fait" in html
    assert any("blessures de combat" in line for line in exercise.explanation)
    assert html_escape(exercise.explanation[0]) in html


def test_explanation_is_the_narration_of_the_same_duel() -> None:
    exercise = player_damage_exercise(0, "en")
    # seed 0 → read the creature stats from the question and resolve them independently
    words = exercise.question.split()
    a = words[words.index("creature") - 1 if "creature" in words else 1]
    p, at = (int(v) for v in a.split("/"))
    b = exercise.question.split("by a ")[1].split(" ")[0]
    x, tough = (int(v) for v in b.split("/"))
    duel = Combat.duel(
        Creature("A", p, at, keywords=("double strike", "trample")),
        Creature("B", x, tough, controller="P2"),
    ).resolve()
    assert exercise.explanation == tuple(duel.narrate("en"))
    assert exercise.expected == duel.damage_to("P2")


def test_yes_no_question_takes_booleans() -> None:
    exercise = blocker_dies_exercise(5, "en")
    assert isinstance(exercise.expected, bool)
    assert exercise.check(exercise.expected).correct
    assert not exercise.check(not exercise.expected).correct
    with pytest.raises(ScenarioError):
        exercise.check(3)


def test_widget_submits_and_scores() -> None:
    quiz = Quiz("en")
    exercise = attacker_damage_exercise(2, "en")
    w = exercise.widget(quiz)
    w.answer.value = str(exercise.expected)
    first = w.submit()
    assert first is not None and first.correct
    other = attacker_damage_exercise(3, "en").widget(quiz)
    for _ in range(2):  # wrong twice: settled, scored, the answer shown
        other.answer.value = str(int(other.exercise.expected) + 1)
        other.submit()
    assert quiz.score == (1, 2)
    assert "Not quite" in other.feedback.value and "702.19" in other.feedback.value


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_unknown_question_is_refused(lang: str) -> None:
    with pytest.raises(ScenarioError) as info:
        trample_exercise(1, lang, "life")
    assert info.value.field == "question"
    for q in QUESTIONS:
        assert q in str(info.value)
