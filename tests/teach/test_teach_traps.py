"""The judge traps' generators (mtglearn.teach.exercises.exercises_traps): over many seeds and
both languages, each answer is the engine's and agrees with the rule worked out by hand from
the numbers the question states; a wrong answer is graded wrong, the trap's common wrong answer
gets the sentence naming its belief and rule; the key names the rule that decides the trap.

The hand formulas (from the Comprehensive Rules of 2026-04-17):

- indestructible blocker, toughness T, against a P-power double striker with trample: 2P − T
  (702.19b: damage already marked counts toward lethal damage; 702.12b: it stays);
- a blocker of toughness T blocking a P-power trampler and a Q-power attacker that assigns it
  all its damage: the trampler reaches the player with P − max(0, T − Q) (702.19b: damage
  other creatures assign in the same step counts);
- a P-power double striker with trample blocked by a T-toughness creature, attacking a
  planeswalker with loyalty L: in the regular step 0 if L ≤ P − T (the planeswalker died in
  the first step: 506.4c, 702.19f), else P (702.19d);
- a P-power green double striker with deathtouch and trample against protection from green:
  2(P − 1) (702.2c, 702.19b, 702.16e);
- a blocker of power Q that survived the first step gaining first strike between the steps: Q
  (702.7c, 510.4); a first-strike blocker gaining double strike: 2Q (702.4d);
- a 0-power first striker given +N/+0 between the steps: N under the Sixth Edition rules
  (502.28b, as the French lesson quotes it), 0 today (702.7b).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from mtglearn.base.i18n import french_typography
from mtglearn.teach.exercises import exercises_traps as traps
from mtglearn.teach.exercises.exercise import Exercise
from tests.support.french import typography_problems

SEEDS = range(30)
LANGS = ("en", "fr")
STATS = re.compile(r"\b([A-Z]+\d?) (\d+)/(\d+) \(([^)]*)\)")


def _stats(exercise: Exercise) -> dict[str, tuple[int, int, str]]:
    """Each creature's power, toughness and keywords, as the English question states them."""
    return {cid: (int(p), int(t), kw) for cid, p, t, kw in STATS.findall(exercise.question)}


def _by_hand(name: str, exercise: Exercise) -> int:
    stats = _stats(exercise)
    if name == "indestructible_trample":
        power, tough = stats["A"][0], stats["B"][1]
        return 2 * power - tough
    if name == "shared_blocker":
        power, other, tough = stats["A1"][0], stats["A2"][0], stats["B"][1]
        return max(0, power - max(0, tough - other))
    if name == "planeswalker_gone":
        power, tough = stats["A"][0], stats["B"][1]
        loyalty = int(re.search(r"loyalty (\d+)", exercise.question).group(1))  # type: ignore[union-attr]
        return 0 if loyalty <= power - tough else power
    if name == "protection_deathtouch":
        return 2 * (stats["A"][0] - 1)
    if name == "blocker_gains_strike":
        power, attacker_tough = stats["A"][0], stats["A"][1]
        blocker_power, tough = stats["B"][0], stats["B"][1]
        if "gains double strike" in exercise.question:
            return 2 * blocker_power if attacker_tough > blocker_power else blocker_power
        assert tough > power  # the blocker survives the first step
        return blocker_power
    assert name == "zero_power_first_striker"
    bonus = int(re.search(r"gets \+(\d+)/\+0", exercise.question).group(1))  # type: ignore[union-attr]
    return bonus if exercise.question.startswith("Sixth Edition") else 0


#: The rule each trap turns on, which its key must name (by case where the case decides).
def _deciding_rule(name: str, exercise: Exercise) -> tuple[str, ...]:
    if name == "indestructible_trample":
        return ("702.19b", "702.12b")
    if name == "shared_blocker":
        return ("702.19b",)
    if name == "planeswalker_gone":
        return ("702.19f", "506.4c") if exercise.expected == 0 else ("702.19d",)
    if name == "protection_deathtouch":
        return ("702.19b", "702.2c", "702.16e")
    if name == "blocker_gains_strike":
        if "gains double strike" in exercise.question:
            return ("702.4d",)
        return ("702.7c",)
    sixth = exercise.question.startswith("Sixth Edition")
    return ("502.28b",) if sixth else ("702.7b",)


#: The trap's own wrong answer, worked out by hand, and the rules its sentence must name.
def _trap_wrong(name: str, exercise: Exercise) -> tuple[int, tuple[str, ...]] | None:
    stats = _stats(exercise)
    if name == "indestructible_trample":
        power, tough = stats["A"][0], stats["B"][1]
        return 2 * power - 2 * tough, ("702.12b",)
    if name == "shared_blocker":
        power, tough = stats["A1"][0], stats["B"][1]
        return power - tough, ("702.19b",)
    if name == "planeswalker_gone":
        return (stats["A"][0], ("702.19f",)) if exercise.expected == 0 else None
    if name == "protection_deathtouch":
        power, tough = stats["A"][0], stats["B"][1]
        return 2 * max(0, power - tough), ("702.2c",)
    if name == "blocker_gains_strike":
        if "gains double strike" in exercise.question:
            return stats["B"][0], ("702.4d",)
        return 0, ("702.7c",)
    if exercise.question.startswith("Sixth Edition"):
        return 0, ("502.28b",)
    bonus = int(re.search(r"gets \+(\d+)/\+0", exercise.question).group(1))  # type: ignore[union-attr]
    return bonus, ("702.7b",)


GENERATORS: dict[str, Callable[[int, str | None], Exercise]] = dict(traps.GENERATORS)


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_the_answer_is_the_rule_worked_by_hand_and_right_answers_are_graded_right(
    name: str,
) -> None:
    make = GENERATORS[name]
    answers = set()
    for seed in SEEDS:
        exercise = make(seed, "en")
        assert exercise.expected == _by_hand(name, exercise), (seed, exercise.question)
        assert exercise.check(exercise.expected).correct
        answers.add(exercise.expected)
    assert len(answers) > 1, "the seeds draw different boards"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_wrong_answers_are_graded_wrong_and_the_traps_belief_is_named(name: str, lang: str) -> None:
    make = GENERATORS[name]
    named = 0
    for seed in SEEDS:
        exercise = make(seed, lang)
        english = make(seed, "en")
        assert not exercise.check(int(exercise.expected) + 1).correct
        wrong = _trap_wrong(name, english)
        if wrong is None or wrong[0] == exercise.expected or wrong[0] < 0:
            continue
        value, rules = wrong
        feedback = exercise.check(value)
        assert not feedback.correct
        assert feedback.misconception, (seed, value, exercise.question)
        assert str(value) in feedback.misconception
        for rule in rules:
            assert rule in feedback.misconception, (seed, rule, feedback.misconception)
        named += 1
    assert named >= len(SEEDS) // 3


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_each_key_names_the_rule_of_its_trap(name: str, lang: str) -> None:
    make = GENERATORS[name]
    for seed in SEEDS:
        exercise = make(seed, lang)
        for rule in _deciding_rule(name, make(seed, "en")):
            assert rule in exercise.key, (seed, rule, exercise.key)
        assert "  " not in exercise.key and "()" not in exercise.key  # no name left out


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_both_languages_ask_the_same_board_in_french_words_and_typography(name: str) -> None:
    make = GENERATORS[name]
    for seed in SEEDS:
        en, fr = make(seed, "en"), make(seed, "fr")
        assert en.expected == fr.expected
        # The same events decide both (each cites its rule in the reader's language).
        assert [e["type"] for e in en.deciding] == [e["type"] for e in fr.deciding]
        assert [v for v, _ in en.misconceptions] == [v for v, _ in fr.misconceptions]
        for text in (fr.question, fr.key, fr.hint, *(said for _, said in fr.misconceptions)):
            assert french_typography(text) == text
            assert typography_problems(text) == [], text
            for english in ("double strike", "trample", "first strike", "deathtouch", " step"):
                assert english not in text, (english, text)


def test_the_traps_show_their_contrasts_across_seeds() -> None:
    """The seeds reach both sides of each trap: a planeswalker gone and one still there, first
    strike and double strike gained, the two eras of the 0-power first striker."""
    pw = {traps.planeswalker_gone(s, "en").expected == 0 for s in SEEDS}
    gains = {"double strike" in traps.blocker_gains_strike(s, "en").question for s in SEEDS}
    eras = {traps.zero_power_first_striker(s, "en").question.split(".")[0] for s in SEEDS}
    assert pw == {True, False} and gains == {True, False} and len(eras) == 2
