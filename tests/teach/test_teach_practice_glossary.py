"""Glossary exercises: every answer is the glossary's data, and the traps the glossary
(``mtglearn/base/i18n/glossary.toml``) names are asked: French "initiative" for both first
strike (702.7) and the player designation (726); "blessures", never "dégâts"; Chinese 先攻
(first strike) vs 先制 (the initiative), 增强 (amplify) vs 增幅 (kicker), 挑拨 (provoke) vs
煽惑 (goad)."""

from __future__ import annotations

import re

import pytest

from mtglearn.base.i18n import glossary
from mtglearn.teach.chapters.glossary import trap_pairs
from mtglearn.teach.exercises.exercise import exercise_set
from mtglearn.teach.exercises.exercises_glossary import (
    chinese_exercise,
    french_exercise,
    trap_exercise,
)

SEEDS = range(80)
BY_EN = {term["en"]: term for term in glossary()}
#: The look-alikes the glossary's traps name.
LOOK_ALIKES = {
    frozenset({"先攻", "先制"}),
    frozenset({"增强", "增幅"}),
    frozenset({"挑拨", "煽惑"}),
}


def test_the_trap_terms_are_in_the_glossary_as_the_reference_attests() -> None:
    zh = {term["zh"]: term for term in glossary()}
    assert (zh["增幅"]["en"], zh["增幅"]["fr"]) == ("kicker", "kick")
    assert (zh["煽惑"]["en"], zh["煽惑"]["fr"]) == ("goad", "inciter")
    assert (zh["增强"]["en"], zh["挑拨"]["en"]) == ("amplify", "provoke")
    assert (zh["先攻"]["en"], zh["先制"]["en"]) == (
        "first strike",
        "the initiative (player designation)",
    )


def test_french_answers_are_the_glossary_french_terms() -> None:
    french = {term["fr"] for term in glossary()}
    for seed in SEEDS:
        exercise = french_exercise(seed, "en")
        asked = re.search(r"for “(.+)”\?$", exercise.question)
        assert asked, exercise.question
        assert exercise.expected == BY_EN[asked.group(1)]["fr"]
        assert set(exercise.choices) <= french and len(set(exercise.choices)) == 4
        assert exercise.choices.count(exercise.expected) == 1


def test_chinese_answers_are_the_glossary_chinese_terms_with_their_look_alike() -> None:
    for seed in SEEDS:
        exercise = chinese_exercise(seed, "en")
        # A term that ends with its own parenthesis takes the rule in it: "(dungeons; rule 309)".
        asked = re.search(
            r"for (.+?) \((?:([^()]+); )?(?:keyword ability, )?rule ([^)]+)\)\?$", exercise.question
        )
        assert asked, exercise.question
        name = f"{asked.group(1)} ({asked.group(2)})" if asked.group(2) else asked.group(1)
        term = BY_EN[name]
        assert term["rule"] == asked.group(3) and exercise.expected == term["zh"]
        assert len(set(exercise.choices)) == 4 and exercise.expected in exercise.choices
        for pair in LOOK_ALIKES:
            if exercise.expected in pair:
                assert pair <= set(exercise.choices)


def test_every_trap_is_asked_and_answered_from_the_glossary() -> None:
    zh_pairs, fr_labels, damage = set(), set(), set()
    for seed in SEEDS:
        exercise = trap_exercise(seed, "fr")
        choices = frozenset(exercise.choices)
        if exercise.expected in {term["zh"] for term in glossary()}:
            rule = re.search(r"règle ([^)]+)\)", exercise.question)
            assert rule, exercise.question
            term = next(t for t in glossary() if t["rule"] == rule.group(1))
            assert exercise.expected == term["zh"]
            zh_pairs.add(choices)
        elif "blessures" in str(exercise.expected):
            assert exercise.expected == BY_EN["combat damage"]["fr"]
            assert any("dégâts" in str(c) for c in choices)
            damage.add(exercise.expected)
        else:
            fr_labels.add((exercise.question, exercise.expected))
    assert zh_pairs == LOOK_ALIKES
    assert damage == {"blessures de combat"}
    # "a l'initiative" (a creature) is first strike, 702.7; "prenez l'initiative" is rule 726.
    answers = {("a l'initiative" in q, "702.7" in str(a), "726" in str(a)) for q, a in fr_labels}
    assert answers == {(True, True, False), (False, False, True)}


@pytest.mark.parametrize("make", [french_exercise, chinese_exercise, trap_exercise])
def test_right_wrong_and_the_glossary_explanation(make: object) -> None:
    assert callable(make)
    for lang in ("en", "fr"):
        exercise = make(5, lang)
        assert exercise.check(exercise.expected).correct
        wrong = next(c for c in exercise.choices if c != exercise.expected)
        feedback = exercise.check(wrong)
        assert not feedback.correct and feedback.explanation == exercise.explanation
        assert any(str(exercise.expected) in line for line in exercise.explanation)


@pytest.mark.parametrize("make", [french_exercise, chinese_exercise, trap_exercise])
def test_same_seed_same_exercise_and_seeds_vary(make: object) -> None:
    assert callable(make)
    assert exercise_set(make, [1, 2], "fr") == exercise_set(make, [1, 2], "fr")
    assert len({make(s, "en").question for s in SEEDS}) > 5


def test_the_explanation_carries_the_trap_in_the_reader_language() -> None:
    for seed in SEEDS:
        exercise = trap_exercise(seed, "fr")
        if exercise.expected == "增幅":
            assert any("增幅 est le kick" in line for line in exercise.explanation)
            return
    raise AssertionError("no kicker question in the seeds")


def test_trap_pairs_table_reads_both_ways() -> None:
    rows = trap_pairs("en")
    pairs = {
        frozenset({row["Chinese (simplified)"], row["not to be confused with"]}) for row in rows
    }
    assert pairs == LOOK_ALIKES and len(rows) == 6


# The explorer and the engine demonstrations of notebook 12.


def test_explorer_shows_the_term_and_the_engine_narration_in_both_languages() -> None:
    from mtglearn.teach.explorers.word_traps import GlossaryExplorer

    explorer = GlossaryExplorer("fr")
    shown = explorer.html.value
    assert "先攻" in shown and "702.7" in shown
    # The French narration of a first striker says "initiative" (the keyword, 702.7) ...
    assert "Étape des blessures de combat d&#39;initiative" in shown
    assert "First-strike combat damage step" in shown
    explorer.controls["term"].value = "initiative"
    shown = explorer.html.value
    # ... and a player taking the initiative (726.1) "prend l'initiative".
    assert "prend l" in shown and "takes the initiative" in shown and "先制" in shown
    explorer.controls["term"].value = "exile"
    assert "Pas de démonstration" in explorer.html.value and "放逐区" in explorer.html.value


def test_french_demonstrations_say_blessures_never_degats() -> None:
    from mtglearn.teach.explorers.word_traps import KEYWORD_TERMS, demo_lines

    for term_id in KEYWORD_TERMS:
        french = " ".join(demo_lines(term_id, "fr"))
        assert "blessures" in french and "dégât" not in french
        english = " ".join(demo_lines(term_id, "en"))
        assert "combat damage" in english
