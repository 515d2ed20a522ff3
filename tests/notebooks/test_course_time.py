"""The time the course states for itself is the sum of its notebooks' times, wherever it is
stated: the course map of notebook 00 and the teacher guides (whose tables give each
notebook's time, as printed under its title)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

from mtglearn.teach.course import COURSE, total_minutes, total_time
from tests.support.notebooks import series

ROOT = Path(__file__).resolve().parents[2]
GUIDES = {"en": ROOT / "docs" / "teacher-guide.md", "fr": ROOT / "docs" / "guide-enseignant.md"}


def test_the_total_is_the_sum_of_the_notebooks() -> None:
    hours, minutes = divmod(total_minutes(), 60)
    assert total_time("en") == f"{hours} h {minutes:02d} min"
    assert sum(lesson.minutes for lesson in COURSE) == total_minutes()


def test_the_teacher_guides_state_the_total_and_each_notebooks_time() -> None:
    for lang, guide in GUIDES.items():
        text = guide.read_text(encoding="utf-8")
        assert total_time(lang) in text, guide.name
        rows = dict(re.findall(r"^\| (\d\d[a-z]?) [^|]*\| (\d+) min \|", text, re.MULTILINE))
        assert rows == {lesson.number: str(lesson.minutes) for lesson in COURSE}, guide.name
        assert not re.search(
            r"(?i)(six|seven|eight) (and a half )?hours|(six|sept|huit) heures", text
        )


def test_notebook_00_states_the_total() -> None:
    for lang in ("en", "fr"):
        cells = nbformat.read(series(lang)["00"], as_version=4).cells
        text = " ".join(" ".join(c.source.split()) for c in cells if c.cell_type == "markdown")
        assert total_time(lang) in text.replace("\u00a0", " ").replace("\u202f", " ")
