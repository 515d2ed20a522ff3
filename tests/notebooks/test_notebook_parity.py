"""The French and English series are the same course: same numbers, same code, same tags."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtglearn.teach.course import COURSE
from tests.support.notebooks import (
    LANG_LINE,
    NOTEBOOK_GLOB,
    NOTEBOOKS,
    ROOT,
    code_cells,
    series,
    without_comments,
)

NUMBERS = sorted(series("en"))


def test_both_series_have_the_same_numbers() -> None:
    assert NUMBERS, "no notebooks found"
    assert sorted(series("en")) == sorted(series("fr"))


@pytest.mark.parametrize("number", NUMBERS)
def test_code_cells_are_identical_apart_from_the_language(number: str) -> None:
    en, fr = code_cells(series("en")[number]), code_cells(series("fr")[number])
    assert len(en) == len(fr), f"{number}: {len(en)} code cells in English, {len(fr)} in French"
    for i, (a, b) in enumerate(zip(en, fr, strict=True)):
        # Identical code; the comments are each in the reader's language.
        en_code = without_comments(LANG_LINE.sub("set_lang", a.source))
        fr_code = without_comments(LANG_LINE.sub("set_lang", b.source))
        assert en_code == fr_code, f"{number} cell {i}"
        assert a.metadata.get("tags", []) == b.metadata.get("tags", []), f"{number} cell {i} tags"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_first_code_cell_sets_the_language_of_its_series(lang: str) -> None:
    for number, path in series(lang).items():
        first = code_cells(path)[0].source
        assert LANG_LINE.search(first), f"{number}: first code cell does not set the language"
        assert f'mtg.set_lang("{lang}")' in first, (
            f"{path.name} is in notebooks/{lang} but sets another language"
        )


def test_course_map_lists_exactly_the_notebooks_on_disk() -> None:
    for lang in ("en", "fr"):
        on_disk = {p.name for p in series(lang).values()}
        assert on_disk == {lesson.file(lang) for lesson in COURSE}


def test_readme_maps_every_notebook() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [f for lesson in COURSE for f in (lesson.en, lesson.fr) if f not in readme]
    assert missing == []


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob(f"*/{NOTEBOOK_GLOB}")), ids=lambda p: p.name)
def test_notebooks_are_committed_executed_and_without_widget_state(path: Path) -> None:
    """nbval compares against stored outputs, so every code cell must have been run; widget state
    churns on every run and must not be committed."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "widgets" not in data["metadata"]
    for cell in data["cells"]:
        if cell["cell_type"] == "code":
            assert cell["execution_count"] is not None, f"{path.name}: a code cell was not run"
            assert "execution" not in cell["metadata"]
