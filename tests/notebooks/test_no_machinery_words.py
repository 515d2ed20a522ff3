"""No machinery in the learner's view: the words of the people who build the course, and the
messages its validator writes for scenario writers, never reach a learner.

A learner reads a notebook's markdown, the outputs of its cells, and what its exercise widgets
show (questions, hints, keys, the engine's explanation, the verdict on a malformed answer). None
of it may say "scenario", "resolver", "generator", "seed", "question number" or "library
effect: logged, not simulated" (nor their French words), nor quote a field path of the scenario
format (« events[0].dungeon: … », « reveal[0]: … allowed: … », « (champ answer) »). The teacher
guides may: they are written for teachers.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import nbformat
import pytest

from mtglearn.teach.exercises import exercises_judge
from mtglearn.teach.exercises.practice import TOPICS
from tests.support.answers import wrong_answer
from tests.support.notebooks import series

#: Words and forms a learner must not meet, in either language.
MACHINERY = re.compile(
    r"(?i)\b(scenarios?|scénarios?|resolver'?s?|résolveurs?|generators?|générateurs?|seeds?|"
    r"graines?|question number|numéro de (la )?question|library effect|not simulated|"
    r"non simulée?s?|logged)\b"
    r"|\b[a-z_]+\[\d+\](?:\.[a-z_]+)*:|\ballowed:|\(champ |valeurs? permises?\s:"
    # A dotted field path of the scenario format (« assign.first_strike.A.B2 »), and the French
    # message's « ; champ … » that names one.
    r"|\b(?:assign|attacks|blocks|between_steps|before_damage|after_assignment|damage_order|"
    r"permanents|creatures|players|events)(?:\[\d+\])?\.[A-Za-z_]|[;(]\s?champ\s"
)

PATHS = [path for lang in ("en", "fr") for path in series(lang).values()]


def visible(cell: nbformat.NotebookNode) -> list[str]:
    """What a learner reads of a cell: a markdown cell's text, a code cell's outputs."""
    if cell.cell_type == "markdown":
        return [cell.source]
    texts = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        shown = data.get("text/html") or data.get("text/plain") or output.get("text", "")
        texts.append(html.unescape(re.sub(r"<[^>]+>", " ", str(shown))))
    return texts


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_machinery_word_in_a_notebook(path: Path) -> None:
    found = []
    for i, cell in enumerate(nbformat.read(path, as_version=4).cells):
        for text in visible(cell):
            for match in MACHINERY.finditer(text):
                around = " ".join(text[max(0, match.start() - 50) : match.end() + 30].split())
                found.append(f"cell {i}: {match.group(0)!r} in …{around}…")
    assert found == [], "\n".join(found[:8])


#: Every generator of the course: the practice session's, and the judge-level notebook's.
GENERATORS = {
    **TOPICS,
    "judge": (
        exercises_judge.share_out,
        exercises_judge.most_trample,
        exercises_judge.first_strike_trampler,
        exercises_judge.gone_between,
        exercises_judge.jitte_modes,
        exercises_judge.deathtouch_trample,
        exercises_judge.era_division,
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("topic", sorted(GENERATORS))
def test_no_machinery_word_in_what_an_exercise_shows(topic: str, lang: str) -> None:
    """Questions, choices, hints, keys, explanations, and the feedback of a wrong answer twice
    then of a malformed one, for every generator of the course."""
    found = []
    for make in GENERATORS[topic]:
        for seed in range(12):
            exercise = make(seed, lang)
            widget = exercise.widget()
            texts = [
                exercise.question,
                exercise.hint,
                exercise.key,
                *exercise.explanation,
                *map(str, exercise.choices),
            ]
            if not exercise.choices and not isinstance(exercise.expected, bool):
                widget.answer.value = "?"  # a malformed answer
                widget.submit()
                texts.append(html.unescape(widget.feedback.value))
            for _ in range(2):
                widget.answer.value = wrong_answer(exercise)
                widget.submit()
            texts.append(html.unescape(widget.feedback.value))
            for text in texts:
                for match in MACHINERY.finditer(text):
                    found.append(f"{make.__name__}({seed}): {match.group(0)!r} in {text[:160]}")
    assert found == [], "\n".join(found[:8])


def test_the_check_catches_what_the_course_showed_before() -> None:
    for text in (
        "events[0].dungeon: venturing into Undercity can only start Undercity",
        "reveal[0]: Goblin Grappler shares no creature type (702.38a); allowed: cards",
        "refused: assign.first_strike.A.B2: A can't assign combat damage to B2 while B1 isn't",
        "son ordre d'assignation des blessures est B1, B2 (510.1c–d ; champ assign.first_strike)",
        "doit être un nombre entier (valeur reçue : « quatre ») (champ answer)",
        "→ P1 scries 2 (library effect: logged, not simulated).",
        "The resolver's answer: 0.",
        "Generator: mtglearn.teach.exercises.exercises_beyond.evasion_block, Question number 560",
        "P1 puts 2 +1/+1 counters on a creature (not named in the scenario).",
    ):
        assert MACHINERY.search(text), text
