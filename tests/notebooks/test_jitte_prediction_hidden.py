"""Notebook 04 asks the learner to predict the Jitte's counters and the damage of the lesson's
example; the text above the question must not state them (the French lesson's numbers are
shown in the folded answer, after the learner has predicted)."""

from __future__ import annotations

import nbformat
import pytest

import mtglearn as mtg
from tests.support.notebooks import series


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_jitte_prediction_is_not_answered_above_it(lang: str) -> None:
    board = mtg.Board()
    board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
    board.jitte("A")
    counters = board.resolve().permanent_counters("J")["charge"]  # 2 + 2, 702.4b and 510.3a
    cells = nbformat.read(series(lang)["04"], as_version=4).cells
    first = next(i for i, c in enumerate(cells) if c.cell_type == "code" and "jitte(" in c.source)
    above = cells[first - 1].source
    assert f"**{counters}**" not in above and f"{counters} charge" not in above, above
    assert "4 more" not in above and "4\nblessures de plus" not in above.replace("**", "")
