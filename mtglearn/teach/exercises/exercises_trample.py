"""Seeded exercises on double strike and trample (702.4, 702.19b–c, 510.4).

"A P/T creature with double strike and trample is blocked by an X/T creature: how much damage
does the defending player take? does the blocker die? how much damage is dealt to the attacker?"
Each generator draws the numbers from ``random.Random(seed)`` (same seed, same exercise), builds
the duel, and takes the answer from the resolver and the explanation from its narration: no
answer is computed by a formula here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door.combat import Combat, CombatResult, Creature
from mtglearn.teach.exercises.deciding import About, case_exercise, damage_to, dies
from mtglearn.teach.exercises.exercise import Answer, Exercise

TOPIC: Final = "double_strike_trample"
QUESTIONS: Final = ("to_player", "blocker_dies", "to_attacker")


def _duel(seed: int, lang: Lang) -> tuple[dict[str, int], CombatResult]:
    """The seeded duel: A (double strike, trample) blocked by B (no ability)."""
    rng = random.Random(seed)
    numbers = {
        "p": rng.randint(1, 7),
        "at": rng.randint(1, 6),
        "x": rng.randint(0, 5),
        "tough": rng.randint(1, 10),
    }
    attacker = Creature(
        "A", numbers["p"], numbers["at"], keywords=frozenset({"double strike", "trample"})
    )
    blocker = Creature("B", numbers["x"], numbers["tough"], controller="P2")
    return numbers, Combat.duel(attacker, blocker).resolve(lang)


#: What each kind of question is about, for the feedback written from the case.
ABOUT: Final[dict[str, About]] = {
    "to_player": damage_to("P2"),
    "blocker_dies": dies("B"),
    "to_attacker": damage_to("A"),
}


def _answer(question: str, result: CombatResult) -> Answer:
    if question == "to_player":
        return result.damage_to("P2")
    if question == "blocker_dies":
        return "B" in result.died
    return result.damage_to("A")


def trample_exercise(seed: int, lang: str | None = None, question: str | None = None) -> Exercise:
    """One exercise; ``question`` (one of :data:`QUESTIONS`) is drawn from the seed if None."""
    language: Lang = resolve_lang(lang)
    numbers, result = _duel(seed, language)
    asked = question if question is not None else random.Random(~seed).choice(QUESTIONS)
    if asked not in QUESTIONS:
        from mtglearn.base.errors import ScenarioError
        from mtglearn.base.validate import listing

        raise ScenarioError(
            "error.one_of", "question", language, value=asked, allowed=listing(QUESTIONS)
        )
    setup = t("grids.exercise.setup", language, **numbers)
    question = t(f"grids.exercise.{asked}", language, setup=setup)
    return case_exercise(
        question, _answer(asked, result), result, ABOUT[asked], language, topic=TOPIC
    )


def _fixed(question: str) -> Callable[[int, str], Exercise]:
    def make(seed: int, lang: str) -> Exercise:
        """The trample exercise of this kind for ``seed``, in ``lang``."""
        return trample_exercise(seed, lang, question)

    make.__name__ = f"{question}_exercise"
    return make


#: Generators for :func:`mtglearn.teach.exercises.exercise.exercise_set`, one per kind of question.
player_damage_exercise: Final = _fixed("to_player")
blocker_dies_exercise: Final = _fixed("blocker_dies")
attacker_damage_exercise: Final = _fixed("to_attacker")

__all__ = [
    "QUESTIONS",
    "TOPIC",
    "attacker_damage_exercise",
    "blocker_dies_exercise",
    "player_damage_exercise",
    "trample_exercise",
]
