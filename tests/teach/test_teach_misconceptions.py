"""Feedback that names the misconception: for the common wrong answers of a
generator, the sentence that says which belief gives that number, in both languages, computed
from the case (the number each belief gives comes from the same record as the answer); the
widget shows it with the hint, then with the answer; the first try and the later ones are
scored apart, and the practice session keeps both.

On the code before this change an exercise had no misconceptions and every wrong answer got
the same hint; a Quiz counted a second-try success as a first-try one: these tests failed.
"""

from __future__ import annotations

import html
import re

import pytest

from mtglearn.teach.exercises import (
    exercises_combat,
    exercises_initiative,
    exercises_legions,
    exercises_rulings,
    exercises_trample,
)
from mtglearn.teach.exercises.exercise import Quiz
from mtglearn.teach.exercises.practice import PracticeSession

LANGS = ("en", "fr")
SETUP = re.compile(r"(\d+)/(\d+) .*?(\d+)/(\d+)")


def _numbers(seed: int) -> tuple[int, int]:
    """The attacker's power and the blocker's toughness the trample question states."""
    question = exercises_trample.trample_exercise(seed, "en", "to_player").question
    found = SETUP.search(question)
    assert found is not None, question
    return int(found.group(1)), int(found.group(4))


@pytest.mark.parametrize("lang", LANGS)
def test_2p_instead_of_2p_minus_t_names_lethal_damage_to_the_blocker(lang: str) -> None:
    """Double strike and trample, P ≥ T: the player takes 2P − T; a learner who answers 2P
    believes the trampler's damage all reaches the player (702.19b)."""
    seen = 0
    for seed in range(60):
        power, toughness = _numbers(seed)
        exercise = exercises_trample.trample_exercise(seed, lang, "to_player")
        if power < toughness or exercise.expected != 2 * power - toughness:
            continue
        feedback = exercise.check(2 * power)
        assert not feedback.correct
        assert "702.19b" in feedback.misconception, (seed, feedback.misconception)
        assert str(2 * power) in feedback.misconception
        seen += 1
    assert seen >= 5


@pytest.mark.parametrize("lang", LANGS)
def test_both_steps_when_the_blocker_died_in_the_first_names_510_1c(lang: str) -> None:
    seen = 0
    for seed in range(120):
        exercise = exercises_combat.damage_step(seed, lang)
        if "(510.1c)." not in exercise.key or "no creature blocks it any more" not in (
            exercises_combat.damage_step(seed, "en").key
        ):
            continue
        both = exercise.choices[2]
        feedback = exercise.check(both)
        assert not feedback.correct and "510.1c" in feedback.misconception, seed
        seen += 1
    assert seen >= 3


@pytest.mark.parametrize("lang", LANGS)
def test_the_holder_who_left_and_nobody_name_726_4(lang: str) -> None:
    exercise = exercises_initiative.holder_exercise(45, lang)
    nobody = exercise.choices[-1]
    for wrong in ("P1", nobody):
        feedback = exercise.check(wrong)
        assert not feedback.correct and "726.4" in feedback.misconception


@pytest.mark.parametrize("lang", LANGS)
def test_the_counters_of_a_face_down_creature(lang: str) -> None:
    """Willbender face down with a +1/+1 counter: toughness 3; 2 leaves the counter out."""
    exercise = exercises_legions.make_face_down(8, lang)
    feedback = exercise.check(2)
    assert "122.1a" in feedback.misconception
    amplify = exercises_legions.make_counters(11, lang)  # face down: no amplify
    wrong = amplify.misconceptions[0][0]
    assert "708.3" in amplify.check(wrong).misconception


def test_a_right_answer_and_an_unknown_wrong_one_name_no_belief() -> None:
    exercise = exercises_legions.make_face_down(8, "en")
    assert exercise.check(3).misconception == ""
    assert exercise.check(17).misconception == ""


def test_every_misconception_is_wrong_cites_a_rule_and_exists_in_both_languages() -> None:
    makes = (
        exercises_combat.player_damage,
        exercises_combat.double_strike_damage,
        exercises_combat.damage_step,
        exercises_trample.trample_exercise,
        exercises_initiative.holder_exercise,
        exercises_legions.make_face_down,
        exercises_legions.make_counters,
    )
    for make in makes:
        for seed in range(40):
            en, fr = make(seed, "en"), make(seed, "fr")
            assert len(en.misconceptions) == len(fr.misconceptions), (make, seed)
            for (value, said), (_, dit) in zip(en.misconceptions, fr.misconceptions, strict=True):
                assert value != en.expected
                assert re.search(r"\(\d{3}\.\d+[a-z]?", said) and re.search(r"\d{3}\.\d", dit)
                assert "\u202f;" in dit or ";" not in dit  # French no-break space before ;


@pytest.mark.parametrize("lang", LANGS)
def test_the_widget_shows_the_belief_with_the_hint_then_with_the_answer(lang: str) -> None:
    exercise = exercises_legions.make_face_down(8, lang)
    quiz = Quiz(lang)
    widget = exercise.widget(quiz)
    widget.answer.value = "2"
    widget.submit()
    shown = html.unescape(widget.feedback.value)
    assert "122.1a" in shown and "mtglearn-misconception" in shown
    assert exercise.hint in shown
    widget.answer.value = "2"
    widget.submit()
    assert "122.1a" in html.unescape(widget.feedback.value)
    assert quiz.score == (0, 1) and quiz.first_try_score == (0, 1)


def test_first_try_and_later_tries_are_scored_apart() -> None:
    quiz = Quiz("en")
    first = exercises_legions.make_face_down(8, "en").widget(quiz)
    first.answer.value = "3"
    first.submit()
    second = exercises_legions.make_face_down(8, "en").widget(quiz)
    second.answer.value = "2"
    second.submit()
    second.answer.value = "3"
    second.submit()
    assert quiz.score == (2, 2)
    assert quiz.first_try_score == (1, 2)
    assert "1 of them at the first try" in quiz.summary()


def test_the_practice_session_keeps_both_scores() -> None:
    session = PracticeSession("en", topics=["morph"], n=2, seed=3)
    expected = [e.expected for e in session.exercises]
    wrong = [
        next(iter(set(e.choices) - {e.expected}), None) if e.choices else None
        for e in session.exercises
    ]

    def answer(value: object) -> None:
        if isinstance(value, bool):
            session.widget.answer.value = value
        else:
            session.widget.answer.value = value if session.exercise.choices else str(value)

    # The first question right at the first try; the second wrong, then right.
    answer(expected[0])
    session.check()
    session.next()
    second = session.exercise
    if isinstance(second.expected, bool):
        answer(not second.expected)
    elif second.choices:
        answer(wrong[1])
    else:
        answer(int(second.expected) + 1)
    session.check()
    answer(expected[1])
    session.check()
    session.next()
    assert session.scores() == {"morph": (2, 2)}
    assert session.first_try_scores() == {"morph": (1, 2)}
    table = session.summary_table().to_html()
    assert "Right at the first try" in table


@pytest.mark.parametrize("lang", LANGS)
def test_a_face_up_trigger_and_a_countered_amplify_name_their_belief(lang: str) -> None:
    """The other answer of "does it trigger?" names the belief about turning face up for its
    situation (603.2); a countered amplify spell counted as entering names 702.38a."""
    for seed in range(10):
        trigger = exercises_legions.make_trigger(seed, lang)
        assert "603.2" in trigger.check(not trigger.expected).misconception
    countered = exercises_rulings.countered_amplify(1, lang)
    wrong, _ = countered.misconceptions[0]
    assert wrong != countered.expected and "702.38a" in countered.check(wrong).misconception
