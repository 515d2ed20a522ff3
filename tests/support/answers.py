"""What a reader puts in an exercise's answer box: the choice itself, yes/no, or typed digits."""

from __future__ import annotations

from mtglearn.teach.exercises.exercise import Exercise


def typed(exercise: Exercise, value: object) -> object:
    """``value`` as the answer widget holds it (a number is typed as text)."""
    if exercise.choices or isinstance(exercise.expected, bool):
        return value
    return str(value)


def right_answer(exercise: Exercise) -> object:
    return typed(exercise, exercise.expected)


def wrong_answer(exercise: Exercise) -> object:
    if exercise.choices:
        return next(c for c in exercise.choices if c != exercise.expected)
    if isinstance(exercise.expected, bool):
        return not exercise.expected
    return typed(exercise, int(exercise.expected) + 1)
