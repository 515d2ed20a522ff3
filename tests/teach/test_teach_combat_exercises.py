"""Chapter 1 exercise generators: answers and explanations come from the resolver."""

from __future__ import annotations

import html
import random

import pytest

from mtglearn.teach.duel import DEFENDING_PLAYER, Duel
from mtglearn.teach.exercises.exercise import Exercise, Quiz
from mtglearn.teach.exercises.exercises_combat import (
    GENERATORS,
    damage_step,
    jitte_damage,
    player_damage,
    random_duel,
)
from tests.support.answers import right_answer, wrong_answer


def wrong(exercise: Exercise) -> object:
    """An answer different from the expected one, of the right type."""
    if exercise.choices:
        return next(c for c in exercise.choices if c != exercise.expected)
    if isinstance(exercise.expected, bool):
        return not exercise.expected
    assert isinstance(exercise.expected, int)
    return exercise.expected + 1


@pytest.mark.parametrize("name", sorted(GENERATORS))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_right_and_wrong_answers(name: str, lang: str) -> None:
    make = GENERATORS[name]
    for seed in range(5):
        exercise = make(seed, lang)
        assert exercise.check(exercise.expected).correct
        feedback = exercise.check(wrong(exercise))
        assert not feedback.correct
        assert feedback.explanation == exercise.explanation
        assert len(exercise.explanation) >= 3


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_same_seed_same_exercise_and_some_variety(name: str) -> None:
    make = GENERATORS[name]
    assert make(7, "en") == make(7, "en")
    questions = {make(seed, "en").question for seed in range(12)}
    answers = {make(seed, "en").expected for seed in range(30)}
    assert len(questions) > 6
    assert len(answers) > 1


def test_player_damage_answer_is_the_resolvers() -> None:
    # Rebuild the duel from the same seed and resolve it independently of the generator.
    for seed in range(10):
        duel = random_duel(random.Random(seed))
        result = duel.combat("en").resolve()
        exercise = player_damage(seed, "en")
        assert exercise.expected == result.damage_to(DEFENDING_PLAYER)
        # The explanation is the resolver's narration of that same duel.
        assert list(exercise.explanation) == result.narrate("en")


def test_unblocked_double_striker_takes_both_steps() -> None:
    # 702.4b: an unblocked double striker deals damage in both steps.
    seeds = [
        s
        for s in range(60)
        if (d := random_duel(random.Random(s))).attacker_keywords == frozenset({"double strike"})
        and not d.blocked
    ]
    assert seeds, "no such duel among the seeds tried"
    for seed in seeds:
        assert damage_step(seed, "en").expected == "both steps"


def test_jitte_exercise_matches_seed_001_when_pumping() -> None:
    for seed in range(30):
        exercise = jitte_damage(seed, "en")
        if "activates it twice" in exercise.question and "double strike" in exercise.question:
            power = int(exercise.question.split(" ")[1].split("/")[0])
            # The French lesson: power P in the first step, then P + 4 after two activations.
            assert exercise.expected == power + power + 4
            return
    pytest.fail("no pumped double-strike Jitte exercise among the seeds tried")


def test_french_questions_use_official_terms() -> None:
    questions = " ".join(GENERATORS[n](s, "fr").question for n in GENERATORS for s in range(6))
    assert "joueur défenseur" in questions
    assert "blessures de combat" in questions
    assert "dégât" not in questions.lower()


def test_widget_submit_shows_the_explanation_and_scores() -> None:
    quiz = Quiz("fr")
    exercise = player_damage(3, "fr")
    widget = exercise.widget(quiz)
    assert widget.submit() is None  # an empty box is not graded
    assert quiz.score == (0, 0) and "rien n&#x27;est noté" in widget.feedback.value
    widget.answer.value = wrong_answer(exercise)
    feedback = widget.submit()
    assert feedback is not None and not feedback.correct
    assert "Pas tout à fait" in widget.feedback.value and "Indice" in widget.feedback.value
    assert exercise.explanation[-1] not in widget.feedback.value  # a second try, no answer yet
    assert quiz.score == (0, 0)
    widget.answer.value = right_answer(exercise)
    second = widget.submit()
    assert second is not None and second.correct
    assert quiz.score == (1, 1)
    # The deciding sentence of this case (blocked, no trample: 510.1c), not one per topic.
    assert "(510.1c)" in widget.feedback.value and "702.19" not in widget.feedback.value


def test_generators_do_not_share_state() -> None:
    # Resolving or building exercises leaves a Duel untouched (inputs never mutated).
    duel = Duel(attacker_keywords=frozenset({"double strike"}), blocked=False, jitte=True)
    before = duel.resolve("en")[0].to_dict()
    jitte_damage(1, "en")
    assert duel.resolve("en")[0].to_dict() == before


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_malformed_answer_is_told_in_the_learners_words(lang: str) -> None:
    """A learner who types « quatre » reads what to type, not the validator's message about a
    field named `answer` (« (champ answer) », "answer: must be a whole number")."""
    widget = player_damage(3, lang).widget()
    widget.answer.value = "four" if lang == "en" else "quatre"
    assert widget.submit() is None
    shown = html.unescape(widget.feedback.value)
    assert "answer" not in shown and "champ" not in shown and "got" not in shown, shown
    assert ("whole number" if lang == "en" else "nombre entier") in shown
