"""The provoke explorer, tables and exercises, driven kernel-side like a reader would."""

from __future__ import annotations

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.teach.exercises.exercise import Quiz, exercise_set
from mtglearn.teach.exercises.exercises_provoke import make_legality, make_most, random_board
from mtglearn.teach.explorers.provoke_explorer import (
    ProvokeExplorer,
    conditions_table,
    declarations_table,
    must_block,
    provoke_board,
)
from mtglearn.words.block_explainer import explain_blocks


def test_explorer_starts_with_the_target_forced_to_block() -> None:
    explorer = ProvokeExplorer("en")
    assert "The target must block" in explorer.html.value
    assert "Bear blocks Krosan Vorine" in explorer.html.value


def test_explorer_target_tapped_again_is_free() -> None:
    explorer = ProvokeExplorer("en")
    explorer.controls["tapped"].value = True
    assert "untaps" in explorer.html.value and "The target must block" in explorer.html.value
    explorer.controls["tapped_again"].value = True
    assert "The target is free" in explorer.html.value


def test_explorer_flying_provoker_and_reach() -> None:
    explorer = ProvokeExplorer("fr")
    explorer.controls["flying"].value = True
    assert "La cible est libre" in explorer.html.value
    explorer.controls["reach"].value = True
    assert "La cible doit bloquer" in explorer.html.value


def test_explorer_second_provoker_any_one_requirement_is_enough() -> None:
    explorer = ProvokeExplorer("en")
    explorer.controls["second"].value = True
    page = explorer.html.value
    assert "Bear blocks Krosan Vorine" in page and "Bear blocks Goblin Grappler" in page
    assert "1 / 1" in page  # at most one of the two requirements can be obeyed


def test_explorer_other_creatures_and_target_choice() -> None:
    explorer = ProvokeExplorer("en")
    explorer.controls["others"].value = 0
    assert "Wall" not in explorer.html.value
    explorer.controls["others"].value = 2
    assert "Hawk" in explorer.html.value
    explorer.controls["target"].value = "hawk"
    assert "Hawk blocks Krosan Vorine" in explorer.html.value


def test_conditions_table_matches_the_seed_statements() -> None:
    table = conditions_table("en")
    answers = list(table.iloc[:, 1])
    # untapped, tapped (untaps), tapped again, flying provoker, flying + reach, can't be blocked
    assert answers == ["yes", "yes", "no", "no", "yes", "no"]
    assert must_block("en") and not must_block("en", tapped=True, tapped_again=True)


def test_declarations_table_says_which_are_legal_in_french() -> None:
    table = declarations_table(provoke_board("fr", others=1), "fr")
    legal = dict(zip(table.iloc[:, 0], table.iloc[:, 2], strict=True))
    assert legal["aucune créature ne bloque"] == "non"
    assert legal["l'Ours bloque le Serval krosian"] == "oui"
    assert legal["le Mur bloque le Serval krosian"] == "non"


def test_legality_exercise_right_and_wrong_answers() -> None:
    exercise = make_legality(3, "en")
    assert isinstance(exercise.expected, bool)
    assert exercise.check(exercise.expected).correct
    wrong = exercise.check(not exercise.expected)
    assert not wrong.correct
    verdict = explain_blocks(random_board(3, "en"), None, "en")
    assert wrong.explanation == tuple(verdict.lines())
    with pytest.raises(ScenarioError):
        exercise.check(3)


def test_most_exercise_widget_and_quiz() -> None:
    quiz = Quiz("fr")
    exercise = make_most(1, "fr")
    widget = exercise.widget(quiz)
    widget.answer.value = str(int(exercise.expected) + 1)
    widget.submit()
    assert "Indice" in widget.feedback.value and quiz.score == (0, 0)
    widget.answer.value = str(exercise.expected)
    settled = widget.submit()
    assert settled is not None and settled.correct
    assert "Déclarations légales" in widget.feedback.value and "509.1c" in widget.feedback.value
    assert quiz.score == (1, 1)


def test_exercises_are_seeded_and_varied() -> None:
    assert make_legality(7, "en") == make_legality(7, "en")
    questions = {e.question for e in exercise_set(make_legality, range(12), "en")}
    answers = {e.expected for e in exercise_set(make_legality, range(12), "en")}
    assert len(questions) > 6 and answers == {True, False}
    assert len({e.expected for e in exercise_set(make_most, range(12), "en")}) > 1
