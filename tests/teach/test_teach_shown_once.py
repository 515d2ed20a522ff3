"""Each thing a learner reads is shown once: an exercise's question inside its widget, an
explorer as itself. The static copy a page needs where nothing is live (the HTML export, a
notebook opened before it runs) travels with the widget, as the HTML beside its live view,
instead of being printed again in the live notebook.
"""

from __future__ import annotations

import pytest

from mtglearn.teach import (
    CombatExplorer,
    PracticeSession,
    exercise_set,
    exercise_widgets,
    player_damage,
)
from mtglearn.teach.explorers.explorer import STATIC_CLASS
from tests.support.notebooks import code_cells, series

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_an_exercise_set_carries_its_questions_for_pages_that_are_not_live() -> None:
    exercises = exercise_set(player_damage, [29, 8], "en")
    bundle = exercise_widgets(exercises)._repr_mimebundle_()
    assert WIDGET_VIEW in bundle
    assert all(e.question.split(".")[0] in bundle["text/html"] for e in exercises)
    assert 'class="mtglearn-questions"' in bundle["text/html"]


def test_an_explorer_carries_its_starting_state_for_pages_that_are_not_live() -> None:
    explorer = CombatExplorer(start="crypt_champion", lang="en")
    bundle = explorer._repr_mimebundle_()
    assert WIDGET_VIEW in bundle and STATIC_CLASS in bundle["text/html"]
    assert "Crypt Champion" in bundle["text/html"]
    # Its tables have ids of their own: the copy never styles the live result.
    assert "-static" in bundle["text/html"]


def test_a_practice_session_carries_its_first_question() -> None:
    session = PracticeSession("fr", n=3, seed=1)
    bundle = session._repr_mimebundle_()
    assert WIDGET_VIEW in bundle and session.exercise.question[:30] in bundle["text/html"]


CELLS = [
    (f"{lang}/{number} cell {i}", cell.source)
    for lang in ("en", "fr")
    for number, path in series(lang).items()
    for i, cell in enumerate(code_cells(path))
]


@pytest.mark.parametrize(("name", "source"), CELLS, ids=[name for name, _ in CELLS])
def test_no_cell_prints_a_second_copy(name: str, source: str) -> None:
    """No printed list of the questions before their widgets, no static copy of an explorer
    after it, no plan of a practice session with the course's machinery."""
    for copy in ("questions(", ".static()", "plan_table("):
        assert copy not in source, f"{name}: {source}"
