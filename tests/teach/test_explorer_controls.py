"""What every explorer's controls show a learner, whatever the explorer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mtglearn.teach.explorers.amplify_explorer import AmplifyExplorer
from mtglearn.teach.explorers.combat_explorer import BetweenStepsExplorer, CombatExplorer
from mtglearn.teach.explorers.grid_explorer import GridExplorer
from mtglearn.teach.explorers.initiative_explorer import InitiativeExplorer
from mtglearn.teach.explorers.judge_explorer import JudgeExplorer
from mtglearn.teach.explorers.keyword_explorer import KeywordExplorer
from mtglearn.teach.explorers.morph_explorer import MorphExplorer
from mtglearn.teach.explorers.provoke_explorer import ProvokeExplorer
from mtglearn.teach.explorers.word_traps import GlossaryExplorer

EXPLORERS: list[Callable[[str], Any]] = [
    AmplifyExplorer,
    BetweenStepsExplorer,
    CombatExplorer,
    GridExplorer,
    InitiativeExplorer,
    JudgeExplorer,
    KeywordExplorer,
    MorphExplorer,
    ProvokeExplorer,
    GlossaryExplorer,
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("make", EXPLORERS, ids=lambda e: e.__name__)
def test_no_control_has_a_missing_tooltip(make: Callable[[str], Any], lang: str) -> None:
    """ipywidgets 8 writes a missing (None) tooltip into the label's title, and the browser
    shows "null" when the learner hovers over the label."""
    controls = make(lang).box.children[0].children  # what a notebook displays, on the left
    missing = [c.description for c in controls if getattr(c, "tooltip", "") is None]
    assert controls and missing == []
