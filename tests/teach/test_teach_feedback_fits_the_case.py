"""The feedback of every combat exercise fits its case and never contradicts it: the key and the
hint are written from the events of that very combat (mtglearn.teach.exercises.deciding).

Every combat generator runs over many seeds, in both languages, and its key is read against
the question the learner sees: a key cites double strike (702.4) only when a creature of the
question has it, trample (702.19) only when the attacker tramples, deathtouch (702.2, 704.5h)
only when a creature has it, protection (702.16e) only when the protection is from the colour
of the creature whose damage it prevents; the key of "the first-strike step only" never says
"both steps", and names the rule that stopped the second hit. These checks read only the
question, the answer and the key, so they judged the course's former keys too (one sentence per
topic): those failed them (the infect key citing double strike on a creature without it, the
damage-step key saying "double strike in both" for an answer "first-strike step only", the
protection key whatever the colours).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from mtglearn.teach.exercises import (
    exercises_beyond,
    exercises_combat,
    exercises_judge,
    exercises_rulings,
    exercises_trample,
)
from mtglearn.teach.exercises.exercise import Exercise

ROOT = Path(__file__).resolve().parents[2]
RULES = set((ROOT / "tests" / "data" / "cr-2026-04-17-rules.txt").read_text().split())
CITATION = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?!\d)")
SEEDS = range(120)

#: Every generator of a question about one combat.
COMBAT: dict[str, Callable[[int, str], Exercise]] = {
    **{name: make for name, make in exercises_combat.GENERATORS.items()},
    "trample_exercise": exercises_trample.trample_exercise,
    "between_steps": exercises_rulings.between_steps,
    "first_strike_twice": exercises_rulings.first_strike_twice,
    "crypt_champion_blocked": exercises_rulings.crypt_champion_blocked,
    "blocker_left": exercises_rulings.blocker_left,
    "protection_trample": exercises_beyond.protection_trample,
    "infect_poison": exercises_beyond.infect_poison,
    "exalted_alone": exercises_beyond.exalted_alone,
    "afflict_life": exercises_beyond.afflict_life,
    # Double strike at judge level: several blockers, trample, deathtouch, a creature leaving
    # the fight between the steps (era_division keeps its topic's key: the older eras' rules).
    **{
        f"judge_{name}": make
        for name, make in exercises_judge.GENERATORS.items()
        if name != "era_division"
    },
}

#: A keyword as the question names it, in each language.
WORDS = {
    "double strike": {"en": ("double strike",), "fr": ("double initiative",)},
    "first strike": {"en": ("first strike", "double strike"), "fr": ("initiative",)},
    "trample": {"en": ("trample",), "fr": ("piétinement",)},
    "deathtouch": {"en": ("deathtouch",), "fr": ("contact mortel",)},
    "lifelink": {"en": ("lifelink",), "fr": ("lien de vie",)},
}
#: The rules a key may cite only when the question shows that keyword.
RULES_OF = {
    "double strike": ("702.4",),
    "first strike": ("702.7",),
    "trample": ("702.19",),
    "deathtouch": ("702.2", "704.5h"),
    "lifelink": ("702.15",),
}


def cited(text: str) -> list[str]:
    return CITATION.findall(text)


def shows(question: str, keyword: str, lang: str) -> bool:
    return any(word in question.lower() for word in WORDS[keyword][lang])


@functools.cache
def exercises(name: str, lang: str) -> tuple[Exercise, ...]:
    """The generator's exercises over every seed, made once for the checks below (several read
    the same ones; the judge-level searches take seconds)."""
    return tuple(COMBAT[name](seed, lang) for seed in SEEDS)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(COMBAT))
def test_a_key_cites_a_keyword_rule_only_when_the_question_shows_the_keyword(
    name: str, lang: str
) -> None:
    wrong = []
    for seed, exercise in zip(SEEDS, exercises(name, lang), strict=True):
        rules = cited(exercise.key)
        assert exercise.key, f"{name} {seed}: no key"
        assert set(rules) <= RULES, f"{name} {seed}: {set(rules) - RULES} in {exercise.key}"
        for keyword, numbers in RULES_OF.items():
            if any(r.startswith(numbers) for r in rules) and not shows(
                exercise.question, keyword, lang
            ):
                wrong.append(
                    f"{name} {seed}: {keyword} cited\n  Q: {exercise.question}\n  K: {exercise.key}"
                )
    assert wrong == [], "\n".join(wrong[:5])


PROTECTION = {
    "en": re.compile(r"\((?P<attacker>red|green)\W.*protection from (?P<guard>red|green)\b"),
    "fr": re.compile(
        r"\((?P<attacker>rouge|verte)\W.*protection contre le (?P<guard>rouge|vert)\b"
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_protection_key_only_when_protection_changed_something(lang: str) -> None:
    """702.16e prevents only damage from a source of the stated quality: a protection from a
    colour the attacker does not have prevents nothing, and the key must not say it does."""
    wrong = []
    for seed, exercise in zip(SEEDS, exercises("protection_trample", lang), strict=True):
        found = PROTECTION[lang].search(exercise.question)
        assert found, exercise.question
        matters = found["attacker"].rstrip("e") == found["guard"].rstrip("e")
        if ("702.16e" in cited(exercise.key)) != matters:
            wrong.append(f"{seed}: {exercise.question}\n  K: {exercise.key}")
    assert wrong == [], "\n".join(wrong[:5])


BOTH = {"en": ("in both", "in each"), "fr": ("dans les deux", "dans chaque")}
AGAIN = {"en": ("in both", "again in the regular step"), "fr": ("dans les deux", "de nouveau")}
#: What stops a second hit: no blocker left (510.1c), double strike lost (702.4c), dead in the
#: first step (704.5g, 704.5h), power 0 (510.1a), first strike only (702.7b, 702.7c).
NO_SECOND_HIT = ("510.1c", "702.4c", "704.5g", "704.5h", "510.1a", "702.7b", "702.7c")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_damage_step_key_says_the_steps_of_the_answer(lang: str) -> None:
    from mtglearn.base.i18n import t

    answers = {k: t(f"teach_combat.answer.{k}", lang) for k in ("first_strike", "both")}
    wrong = []
    for seed, exercise in zip(SEEDS, exercises("damage_step", lang), strict=True):
        key = exercise.key
        if exercise.expected == answers["both"]:
            if not any(word in key for word in AGAIN[lang]):
                wrong.append(f"{seed} (both): {key}")
        elif any(word in key for word in BOTH[lang]):
            wrong.append(f"{seed} ({exercise.expected}): {key}")
        double = shows(exercise.question, "double strike", lang)
        why = set(cited(key)) & set(NO_SECOND_HIT)
        if exercise.expected == answers["first_strike"] and double and not why:
            wrong.append(f"{seed}: no rule says why there is no second hit: {key}")
    assert wrong == [], "\n".join(wrong[:5])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(COMBAT))
def test_a_hint_never_gives_the_answer_away(name: str, lang: str) -> None:
    """A hint is a question to look at the case again: it carries no number of the answer and no
    rule number (the key does)."""
    for seed, exercise in zip(SEEDS, exercises(name, lang), strict=True):
        assert exercise.hint and not cited(exercise.hint), f"{name} {seed}: {exercise.hint}"
        number = exercise.expected
        if isinstance(number, int) and not isinstance(number, bool) and number >= 2:
            found = re.search(rf"(?<![\w/+]){number}(?![\d/])", exercise.hint)  # not B2's 2
            assert not found, f"{name} {seed}: {exercise.hint}"


AT_MOST = {"en": "at most", "fr": "au plus"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(COMBAT))
def test_a_trample_question_on_the_players_damage_asks_for_the_most(name: str, lang: str) -> None:
    """702.19b lets the attacking player assign more than lethal damage to a blocker: how much a
    blocked trampler deals to the player is a choice, and the answer graded is the most it can
    deal. A question whose key assigns trample damage to a player says "at most"."""
    wrong = []
    for seed, exercise in zip(SEEDS, exercises(name, lang), strict=True):
        player = exercise.expected is not True and exercise.expected is not False
        choice = "702.19b" in cited(exercise.key) and shows(exercise.question, "trample", lang)
        asks_player = re.search(r"(player|P2) take\?|subit-il \?|subir \?", exercise.question)
        if player and choice and asks_player and AT_MOST[lang] not in exercise.question.lower():
            wrong.append(f"{name} {seed}: {exercise.question}")
    assert wrong == [], "\n".join(wrong[:5])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_key_says_an_attacker_removed_from_combat_deals_nothing_more(lang: str) -> None:
    """An attacker removed from combat between the steps is no longer an attacking creature
    (506.4), and only attacking and blocking creatures assign combat damage (510.1): the key
    must say so, not stop at the removal."""
    exercise = exercises_judge.gone_between(0, lang)
    assert "removed from combat" in exercise.question or "retirée du combat" in exercise.question
    assert exercise.expected == 0
    said = {"en": "deals no combat damage", "fr": "ne peut plus infliger de blessures de combat"}
    assert said[lang] in exercise.key
    assert "510.1" in cited(exercise.key)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_activation_is_not_said_to_remove_a_counter_each_time(lang: str) -> None:
    """Seed 8 of the Jitte's modes: one activation gives the Champion +2/+2 between the steps.
    "Activated once, removing one charge counter each time" contradicts itself."""
    key = exercises_judge.jitte_modes(8, lang).key
    once, each = {"en": ("activated once", "each time"), "fr": ("activé une fois", "chaque fois")}[
        lang
    ]
    assert "602.2b" in cited(key)
    assert not (once in key and each in key), key


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", [245, 0, 3])
def test_a_blocker_left_question_names_the_creatures_its_key_names(seed: int, lang: str) -> None:
    """The key and the hint say "A" and "B": the question must name them so, or the learner
    is left guessing which creature is meant (practice session, seed 2026, question 3)."""
    exercise = exercises_rulings.blocker_left(seed, lang)
    for ident in ("A", "B"):
        if re.search(rf"\b{ident}\b", exercise.key + " " + exercise.hint):
            assert re.search(rf"\b{ident}\b", exercise.question), (ident, exercise.question)
