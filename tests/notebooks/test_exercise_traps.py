"""The exercises a notebook shows include the traps its lesson names, and the teacher guides
list the seeds the notebooks use.

A generator draws its cases at random: which seeds a notebook shows decides whether the learner
meets the case the lesson is about. Notebook 04 teaches the French lesson on double strike's
Umezawa's Jitte (a double striker pumped between the steps) and its trap (a first striker
pumped, which deals nothing more); notebook 07 teaches the ruling on a player who leaves the
game with the initiative (the active player takes it, or the next player in turn order when the
active player is the one leaving).
"""

from __future__ import annotations

import re
from pathlib import Path

from mtglearn.teach.exercises import exercises_combat, exercises_initiative

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "notebooks" / "source"


def seeds(notebook: str, generator: str) -> list[int]:
    text = next(SOURCES.glob(f"{notebook}_*.py")).read_text(encoding="utf-8")
    found = re.search(rf"exercise_set\({generator}, \[([\d, ]+)\]\)", text)
    assert found, f"{notebook}: no exercise_set({generator}, [...])"
    return [int(n) for n in found.group(1).split(",")]


def test_notebook_04_shows_the_jitte_with_double_strike_and_with_first_strike() -> None:
    cases = set()
    for seed in seeds("04", "jitte_damage"):
        exercise = exercises_combat.jitte_damage(seed, "en")
        pumped = "activates it twice" in exercise.question
        strike = "double strike" if "(double strike)" in exercise.question else "first strike"
        cases.add((strike, pumped))
    assert ("double strike", True) in cases, "the French lesson's case: double strike and a pump"
    assert ("first strike", True) in cases, "its trap: a first striker pumped deals nothing more"


def test_notebook_07_shows_a_holder_leaving_the_game() -> None:
    """The ruling: the holder leaves, the active player takes the initiative (the next player in
    turn order if the active player is the one leaving)."""
    shown = [exercises_initiative.holder_exercise(s, "en") for s in seeds("07", "holder_exercise")]
    assert any("(726.4)" in " ".join(e.explanation) for e in shown), [e.question for e in shown]


def test_the_teacher_guides_list_the_seeds_of_the_notebooks() -> None:
    for guide in (ROOT / "docs").glob("*.md"):
        if guide.stem not in ("teacher-guide", "guide-enseignant"):
            continue
        text = guide.read_text(encoding="utf-8")
        for notebook, generator in (("04", "jitte_damage"), ("07", "holder_exercise")):
            listed = f"{generator}` {seeds(notebook, generator)}"
            assert listed in text, f"{guide.name}: {listed}"
