"""The keys and hints a learner's and a judge's reading found pointing the wrong way (review of
2026-12-04, findings F2, F4, F5, F7, F8, F10), each read from the engine's record of its own
case: the rule that decides the answer is named, and the hint points at it.

Each test failed on the code before its fix (the finding's own quote was what it read).
"""

from __future__ import annotations

import html

import pytest

from mtglearn.teach.exercises import (
    exercises_combat,
    exercises_initiative,
    exercises_judge,
    exercises_legions,
)

LANGS = ("en", "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_f2_a_blocked_attacker_without_trample_is_kept_from_the_player_by_510_1c(lang: str) -> None:
    """F2 (practice, player_damage 113): Attacker 6/3 blocked by a 3/5 first striker. The player
    takes 0 because the attacker is blocked and has no trample (510.1c), not because it dies:
    the key named only its death (704.5g) and the hint asked to add up its damage."""
    exercise = exercises_combat.player_damage(113, lang)
    assert exercise.expected == 0
    assert "(510.1c" in exercise.key or ", 510.1c" in exercise.key
    # The deciding reason comes first, before the death that changes nothing for the player.
    assert exercise.key.index("510.1c") < exercise.key.index("704.5g")
    assert ("without trample" if lang == "en" else "sans piétinement") in exercise.hint
    assert ("Add up" if lang == "en" else "Additionnez") not in exercise.hint


def test_f2_over_many_duels_every_blocked_non_trampler_names_510_1c() -> None:
    """Every duel of player_damage whose attacker is blocked, has no trample and deals the
    player nothing: the key cites 510.1c, read from the record (no table of keys)."""
    seen = 0
    for seed in range(300):
        exercise = exercises_combat.player_damage(seed, "en")
        if exercise.expected != 0 or "trample" in exercise.question:
            continue
        if "blocks it" not in exercise.question:
            continue
        seen += 1
        assert "510.1c" in exercise.key, (seed, exercise.key)
    assert seen > 20


def _removed_attacker(lang: str) -> list[int]:
    seeds = []
    for seed in range(60):
        exercise = exercises_judge.gone_between(seed, lang)
        if exercise.expected == 0 and (
            "A is removed from combat" in exercise.question
            or "A est retiré" in exercise.question
            or "A est retirée" in exercise.question
        ):
            seeds.append(seed)
    return seeds


@pytest.mark.parametrize("lang", LANGS)
def test_f10_an_attacker_removed_from_combat_gets_the_removal_hint(lang: str) -> None:
    """F10 (NB05 c38, gone_between 0): the attacker is removed from combat between the steps;
    the hint spoke of a blocked creature without trample, the key rightly of 506.4. The hint
    now asks whether a creature removed from combat deals combat damage."""
    seeds = _removed_attacker(lang)
    assert 0 in seeds or lang == "fr"
    assert seeds
    for seed in seeds:
        exercise = exercises_judge.gone_between(seed, lang)
        assert "506.4" in exercise.key
        removed = "removed from combat" if lang == "en" else "retirée du combat"
        assert removed in exercise.hint, (seed, exercise.hint)


@pytest.mark.parametrize("lang", LANGS)
def test_f4_the_counter_on_a_face_down_creature_is_in_its_key_and_hint(lang: str) -> None:
    """F4 (NB10 c26, make_face_down 8): Willbender face down with a +1/+1 counter has
    toughness 3. The hint said "nothing else of the card counts" (pushing to 2) and the key
    never named the counter; now the key cites the counter's rule (122.1a) from the record."""
    exercise = exercises_legions.make_face_down(8, lang)
    assert exercise.expected == 3
    assert "122.1a" in exercise.key and "708.2a" in exercise.key
    assert (
        ("+1/+1" in exercise.hint)
        or ("not part of the card" in exercise.hint)
        or ("ne fait pas partie de la carte" in exercise.hint)
    )
    assert "nothing else of the card counts" not in exercise.hint


def test_f4_every_face_down_question_with_counters_names_122_1a() -> None:
    seen = 0
    for seed in range(80):
        exercise = exercises_legions.make_face_down(seed, "en")
        counted = "+1/+1 counter" in exercise.question and "mana value" not in exercise.question
        if counted:
            seen += 1
            assert "122.1a" in exercise.key, (seed, exercise.key)
        else:
            assert "122.1a" not in exercise.key, (seed, exercise.key)
    assert seen > 5


@pytest.mark.parametrize("lang", LANGS)
def test_f7_a_face_down_amplify_creature_has_no_amplify_708_3(lang: str) -> None:
    """F7 (NB09 c24, make_counters 11): Embalmed Brawler enters face down: 0 counters because
    face down it has no amplify (708.3, 708.2a). The key spoke of revealing cards (702.38a)."""
    exercise = exercises_legions.make_counters(11, lang)
    assert exercise.expected == 0
    assert "708.3" in exercise.key and "708.2a" in exercise.key
    assert "702.38" not in exercise.key


@pytest.mark.parametrize("lang", LANGS)
def test_f8_the_holder_who_left_hands_the_initiative_on_726_4(lang: str) -> None:
    """F8 (NB07 c22, holder_exercise 45): P1, the active player holding the initiative, leaves;
    P2 takes it (726.4). The key cited 726.3, 726.2 and 726.1, never 726.4."""
    exercise = exercises_initiative.holder_exercise(45, lang)
    assert exercise.expected == "P2"
    assert "726.4" in exercise.key
    assert ("leaves the game" if lang == "en" else "quitte la partie") in exercise.hint


@pytest.mark.parametrize("lang", LANGS)
def test_f5_the_judge_explorer_names_the_step_of_a_refused_division(lang: str) -> None:
    """F5 (NB05 c68): "own" division, first-strike step 4 → B2 (a 1/3); the regular step's
    boxes still give B2 3, but B2 died in the first step. The refusal read as if today's rules
    forbade 4 → B2; it now names the regular step, and the division 4 → B2 is accepted."""
    from mtglearn.teach.explorers.judge_explorer import JudgeExplorer

    explorer = JudgeExplorer(lang=lang)
    explorer.controls["division"].value = "own"
    explorer.inputs["first_strike_B1"].value = 0
    explorer.inputs["first_strike_B2"].value = 4
    text, _ = explorer.render()
    refusal = html.unescape(text.split("mtglearn-refusal", 1)[1].split("</p>", 1)[0])
    regular = "regular combat damage step" if lang == "en" else "l'étape normale des blessures"
    assert regular in refusal
    explorer.inputs["regular_B2"].value = 0
    explorer.inputs["regular_B1"].value = 4
    text, _ = explorer.render()
    assert "mtglearn-refusal" not in text
