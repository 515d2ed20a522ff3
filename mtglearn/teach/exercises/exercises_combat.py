"""Seeded exercises on one fight: first strike, double strike, trample, deathtouch, lifelink.

Each generator ``make(seed, lang) -> Exercise`` draws a random duel with ``random.Random(seed)``
(same seed, same exercise), asks the rules engine what happens, and uses the engine's answer as
``expected`` and its narration as the explanation. Nothing is answered by hand.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Sequence
from typing import Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.names import name_of
from mtglearn.door.combat import CombatResult
from mtglearn.rules.core.keywords import DEATHTOUCH, DOUBLE_STRIKE, FIRST_STRIKE, LIFELINK, TRAMPLE
from mtglearn.teach.duel import (
    ATTACKER,
    ATTACKING_PLAYER,
    BLOCKER,
    DEFENDING_PLAYER,
    Duel,
    keywords_text,
)
from mtglearn.teach.exercises.deciding import (
    About,
    case_exercise,
    damage_to,
    dies,
    life_of,
    steps_of,
)
from mtglearn.teach.exercises.exercise import Answer, Exercise
from mtglearn.teach.exercises.exercise import questions_html as listed

ATTACKER_POOL: Final = (FIRST_STRIKE, DOUBLE_STRIKE, TRAMPLE, DEATHTOUCH, LIFELINK)
BLOCKER_POOL: Final = (FIRST_STRIKE, DOUBLE_STRIKE, DEATHTOUCH)
STEP_ANSWERS: Final = ("first_strike", "regular", "both", "none")


def _pick(rng: random.Random, pool: Sequence[str], most: int) -> frozenset[str]:
    return frozenset(rng.sample(list(pool), rng.randint(0, most)))


def random_duel(
    rng: random.Random,
    *,
    blocked: bool | None = None,
    attacker_pool: Sequence[str] = ATTACKER_POOL,
    must: Sequence[str] = (),
) -> Duel:
    """A random fight: powers 0–6 (attacker 1–6), toughnesses 1–6, up to 3 attacker keywords
    and up to 1 blocker keyword; ``must`` keywords are always on the attacker."""
    is_blocked = rng.random() < 0.7 if blocked is None else blocked
    return Duel(
        attacker_power=rng.randint(1, 6),
        attacker_toughness=rng.randint(1, 6),
        attacker_keywords=_pick(rng, attacker_pool, 3) | frozenset(must),
        blocker_power=rng.randint(0, 6),
        blocker_toughness=rng.randint(1, 6),
        blocker_keywords=_pick(rng, BLOCKER_POOL, 1),
        blocked=is_blocked,
    )


def describe(duel: Duel, lang: Lang) -> str:
    """The fight in one or two sentences (names, P/T, keywords in the official terms); French
    names carry their article and gender."""
    attacker = name_of(t(duel.attacker_name, lang), lang)
    if duel.blocked:
        block = t(
            "teach_combat.exercise.blocked",
            lang,
            blocker=name_of(t(duel.blocker_name, lang), lang),
            attacker=attacker,
            power=duel.blocker_power,
            toughness=duel.blocker_toughness,
            keywords=keywords_text(duel.blocker_keywords, lang),
        )
    else:
        block = t("teach_combat.exercise.unblocked", lang, attacker=attacker)
    return t(
        "teach_combat.exercise.setup",
        lang,
        attacker=attacker,
        power=duel.attacker_power,
        toughness=duel.attacker_toughness,
        keywords=keywords_text(duel.attacker_keywords, lang),
        block=block,
    )


def _exercise(
    duel: Duel,
    key: str,
    lang: Lang,
    answer: Callable[[CombatResult], Answer],
    topic: str,
    about: About,
    choices: tuple[str, ...] = (),
    **params: str,
) -> Exercise:
    """The exercise of one duel: the engine's answer, its narration, and the key and hint
    written from the events that decide this very case
    (:mod:`mtglearn.teach.exercises.deciding`)."""
    result, note = duel.resolve(lang)
    explanation = tuple(result.narrate(lang))
    if note is not None:
        explanation = (t("teach_combat.note.cost", lang, reason=note), *explanation)
    question = t(key, lang, setup=describe(duel, lang), **params)
    return case_exercise(
        question,
        answer(result),
        result,
        about,
        lang,
        topic=topic,
        explanation=explanation,
        choices=choices,
    )


def _player_question(duel: Duel) -> str:
    """ "How much does the player take?", or, for a blocked trampler, "at most": 702.19b lets
    its controller assign more than lethal damage to the blockers, and the most is graded."""
    if duel.blocked and TRAMPLE in duel.attacker_keywords:
        return "teach_combat.exercise.player_damage_at_most"
    return "teach_combat.exercise.player_damage"


def player_damage(seed: int, lang: str | None = None) -> Exercise:
    """How much combat damage does the defending player take? (510.1b–c, 702.4, 702.19)"""
    language = resolve_lang(lang)
    duel = random_duel(random.Random(seed))
    return _exercise(
        duel,
        _player_question(duel),
        language,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        "player_damage",
        damage_to(DEFENDING_PLAYER),
    )


def double_strike_damage(seed: int, lang: str | None = None) -> Exercise:
    """Player damage with double strike on the attacker (702.4b; trample 702.19 sometimes)."""
    language = resolve_lang(lang)
    duel = random_duel(random.Random(seed), must=(DOUBLE_STRIKE,))
    return _exercise(
        duel,
        _player_question(duel),
        language,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        "double_strike_damage",
        damage_to(DEFENDING_PLAYER),
    )


def first_strike_survivor(seed: int, lang: str | None = None) -> Exercise:
    """Does the attacker die, when it or its blocker has first strike? (702.7b, 704.5g)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    duel = random_duel(rng, blocked=True, attacker_pool=(TRAMPLE, DEATHTOUCH, LIFELINK))
    if rng.random() < 0.5:
        duel = duel.with_(attacker_keywords=duel.attacker_keywords | {FIRST_STRIKE})
    else:
        duel = duel.with_(blocker_keywords={FIRST_STRIKE})
    return _exercise(
        duel,
        "teach_combat.exercise.attacker_dies",
        language,
        lambda r: ATTACKER in r.died,
        "first_strike_survivor",
        dies(ATTACKER),
    )


def blocker_dies(seed: int, lang: str | None = None) -> Exercise:
    """Does the blocker die? (704.5g lethal damage, 704.5h deathtouch, 702.7b first strike)"""
    language = resolve_lang(lang)
    duel = random_duel(random.Random(seed), blocked=True)
    return _exercise(
        duel,
        "teach_combat.exercise.blocker_dies",
        language,
        lambda r: BLOCKER in r.died,
        "blocker_dies",
        dies(BLOCKER),
    )


def attacker_dies(seed: int, lang: str | None = None) -> Exercise:
    """Does the attacker die? (a first striker may kill its blocker before it strikes back)"""
    language = resolve_lang(lang)
    duel = random_duel(random.Random(seed), blocked=True)
    return _exercise(
        duel,
        "teach_combat.exercise.attacker_dies",
        language,
        lambda r: ATTACKER in r.died,
        "attacker_dies",
        dies(ATTACKER),
    )


def damage_step(seed: int, lang: str | None = None) -> Exercise:
    """In which combat damage step(s) does the attacker deal damage? (510.4, 702.4b, 702.7b)"""
    language = resolve_lang(lang)
    duel = random_duel(random.Random(seed))
    choices = tuple(t(f"teach_combat.answer.{k}", language) for k in STEP_ANSWERS)

    def steps(result: CombatResult) -> str:
        dealt = {
            s["step"] for s in result.steps if any(d["source"] == ATTACKER for d in s["damage"])
        }
        key = "both" if len(dealt) == 2 else ("none" if not dealt else next(iter(dealt)))
        return t(f"teach_combat.answer.{key}", language)

    return _exercise(
        duel,
        "teach_combat.exercise.damage_step",
        language,
        steps,
        "damage_step",
        steps_of(ATTACKER),
        choices,
    )


def attacking_life(seed: int, lang: str | None = None) -> Exercise:
    """The attacking player's life after combat, with lifelink on the attacker (702.15b)."""
    language = resolve_lang(lang)
    duel = random_duel(random.Random(seed), must=(LIFELINK,))
    return _exercise(
        duel,
        "teach_combat.exercise.attacking_life",
        language,
        lambda r: r.life[ATTACKING_PLAYER],
        "attacking_life",
        life_of(ATTACKING_PLAYER),
    )


def jitte_damage(seed: int, lang: str | None = None) -> Exercise:
    """An unblocked attacker with first strike or double strike carries Umezawa's Jitte; with
    or without the +4/+4 between the steps: how much damage does the defending player take?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    strike = rng.choice((FIRST_STRIKE, DOUBLE_STRIKE, DOUBLE_STRIKE))
    pump = rng.random() < 0.7
    duel = Duel(
        attacker_power=rng.randint(1, 5),
        attacker_toughness=rng.randint(1, 5),
        attacker_keywords=frozenset({strike}),
        blocked=False,
        jitte=True,
        jitte_pump=pump,
    )
    return _exercise(
        duel,
        "teach_combat.exercise.jitte",
        language,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        "jitte",
        damage_to(DEFENDING_PLAYER),
        jitte=name_of(t("teach_combat.card.jitte", language), language),
        pump=t(
            "teach_combat.exercise.jitte_pump" if pump else "teach_combat.exercise.jitte_no_pump",
            language,
        ),
    )


def questions_html(exercises: Sequence[Exercise]) -> str:
    """The questions under a short introduction, so the notebook reads without widgets."""
    if not exercises:
        return ""
    intro = html.escape(t("teach_combat.exercise.list", exercises[0].lang))
    return f"<p>{intro}</p>{listed(exercises)}"


GENERATORS: Final[dict[str, Callable[[int, str | None], Exercise]]] = {
    "player_damage": player_damage,
    "double_strike_damage": double_strike_damage,
    "first_strike_survivor": first_strike_survivor,
    "blocker_dies": blocker_dies,
    "attacker_dies": attacker_dies,
    "damage_step": damage_step,
    "attacking_life": attacking_life,
    "jitte": jitte_damage,
}


__all__ = [
    "GENERATORS",
    "attacker_dies",
    "attacking_life",
    "blocker_dies",
    "damage_step",
    "describe",
    "double_strike_damage",
    "first_strike_survivor",
    "jitte_damage",
    "player_damage",
    "questions_html",
    "random_duel",
]
