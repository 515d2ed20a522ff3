"""The practice engine: a registry of the chapters' generators, seeded plans, the session widget.

Answers are re-derived independently where the rules give a short formula: a double strike +
trample attacker blocked by a creature without abilities (702.4b: it deals damage in both
combat damage steps; 702.19b–c: only lethal damage must go to the blocker, the rest may go to
the player, and once the blocker is gone all of it does).
"""

from __future__ import annotations

import html
import re

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import french_typography, t
from mtglearn.door.combat import Combat, Creature
from mtglearn.teach.exercises.exercises_trample import trample_exercise
from mtglearn.teach.exercises.practice import (
    MAX_QUESTIONS,
    TOPICS,
    PracticeSession,
    plan_table,
    practice,
    practice_plan,
    questions_html,
)
from tests.support.answers import right_answer, wrong_answer

REQUIRED_TOPICS = {
    "double_strike_trample",
    "first_strike",
    "combat_damage",
    "initiative",
    "provoke",
    "amplify",
    "morph",
    "beyond",
    "terms",
}


def test_the_registry_covers_every_topic_of_the_course() -> None:
    assert set(TOPICS) == REQUIRED_TOPICS


def test_same_seed_same_exercises_and_seeds_vary() -> None:
    assert practice(n=12, seed=4, lang="fr") == practice(n=12, seed=4, lang="fr")
    assert practice_plan(n=12, seed=4) == practice_plan(n=12, seed=4)
    questions = {e.question for s in range(5) for e in practice(n=8, seed=s, lang="en")}
    assert len(questions) > 20


def test_topics_come_round_robin() -> None:
    exercises = practice(["provoke", "amplify", "terms"], n=7, seed=1, lang="en")
    topics = [e.practice_topic for e in exercises]
    assert {topics.count(t) for t in ("provoke", "amplify", "terms")} == {2, 3}
    assert topics[:3] == topics[3:6] and len(set(topics[:3])) == 3


def test_the_exercises_are_the_chapters_own() -> None:
    """No copies: each planned question is exactly what the chapter generator makes."""
    for item in practice_plan(n=24, seed=9, lang="fr"):
        assert item.make in TOPICS[item.topic]
        original = item.make(item.seed, "fr")
        practised = item.exercise("fr")
        assert (practised.question, practised.expected, practised.explanation) == (
            original.question,
            original.expected,
            original.explanation,
        )
        assert practised.practice_topic == item.topic


@pytest.mark.parametrize("topic", sorted(REQUIRED_TOPICS))
def test_every_topic_checks_right_and_wrong_answers_with_the_explanation(topic: str) -> None:
    for lang in ("en", "fr"):
        for exercise in practice([topic], n=4, seed=2, lang=lang):
            assert exercise.practice_topic == topic and exercise.explanation
            if exercise.choices:
                assert exercise.expected in exercise.choices
            assert exercise.check(exercise.expected).correct
            feedback = exercise.check(wrong_answer(exercise))
            assert not feedback.correct
            shown = feedback._repr_html_()
            assert all(html.escape(line) in shown for line in exercise.explanation)


SETUP = re.compile(r"A (\d+)/(\d+) creature A .* blocked by a (\d+)/(\d+) creature B")


def player_damage_by_the_rules(p: int, x_toughness: int) -> int:
    """702.4b + 702.19b–c: first-strike step, then the regular step (blocker gone or not)."""
    first = min(p, x_toughness)  # lethal damage to the blocker first (702.19b)
    to_player = p - first
    if first >= x_toughness:  # the blocker died: all of the regular damage tramples over (702.19e)
        return to_player + p
    left = x_toughness - first
    return to_player + p - min(p, left)


def test_double_strike_trample_answers_match_the_rules_and_the_combat_engine() -> None:
    seen = 0
    for seed in range(60):
        exercise = trample_exercise(seed, "en", "to_player")
        match = SETUP.search(exercise.question)
        assert match, exercise.question
        p, at, x, tough = map(int, match.groups())
        assert exercise.expected == player_damage_by_the_rules(p, tough)
        attacker = Creature("A", p, at, keywords=frozenset({"double strike", "trample"}))
        result = Combat.duel(attacker, Creature("B", x, tough, controller="P2")).resolve()
        assert exercise.expected == result.damage_to("P2")
        seen += 1
    assert seen == 60


def test_double_strike_trample_topic_uses_the_same_duels() -> None:
    items = practice_plan(["double_strike_trample"], n=30, seed=5)
    assert {i.make.__name__ for i in items} == {
        "trample_exercise",
        "double_strike_damage",
        "crypt_champion_blocked",
        "blocker_left",
    }


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "allowed: "), ("fr", "valeurs permises\u00a0: ")]
)
def test_unknown_topic_is_refused_naming_topics_and_the_allowed_values(
    lang: str, words: str
) -> None:
    with pytest.raises(ScenarioError) as caught:
        practice(["combat_damage", "dragons"], lang=lang)
    assert caught.value.field == "topics[1]"
    message = str(caught.value)
    quoted = "«\u00a0dragons\u00a0»" if lang == "fr" else "'dragons'"
    assert "topics[1]" in message and words in message and quoted in message
    assert all(topic in message for topic in TOPICS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_topics_must_be_a_non_empty_list(lang: str) -> None:
    for bad in ("provoke", [], 3):
        with pytest.raises(ScenarioError) as caught:
            practice(bad, lang=lang)  # type: ignore[arg-type]
        assert caught.value.field == "topics"
        assert "provoke" in str(caught.value) and "morph" in str(caught.value)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bad_counts_and_seeds_are_refused(lang: str) -> None:
    for bad in (0, MAX_QUESTIONS + 1):
        with pytest.raises(ScenarioError) as caught:
            practice(n=bad, lang=lang)
        assert caught.value.field == "n" and str(MAX_QUESTIONS) in str(caught.value)
    with pytest.raises(ScenarioError) as caught:
        practice(n="3", lang=lang)  # type: ignore[arg-type]
    assert caught.value.field == "n"
    with pytest.raises(ScenarioError) as caught:
        practice(seed=1.5, lang=lang)  # type: ignore[arg-type]
    assert caught.value.field == "seed"


def test_plan_table_names_the_generator_and_seed_to_regenerate_a_question() -> None:
    plan = practice_plan(["provoke", "morph"], n=4, seed=3)
    frame = plan_table(plan, "fr")
    assert list(frame.columns) == ["N°", "Thème", "Générateur", "Numéro de question"]
    for (_, row), item in zip(frame.iterrows(), plan, strict=True):
        module, _, name = row["Générateur"].rpartition(".")
        make = getattr(__import__(module, fromlist=[name]), name)
        assert make(row["Numéro de question"], "fr").question == item.exercise("fr").question


def test_questions_html_lists_questions_and_choices_escaped() -> None:
    exercises = practice(["terms"], n=3, seed=0, lang="en")
    shown = questions_html(exercises)
    assert shown.count("<li>") == 3
    for exercise in exercises:
        assert html.escape(exercise.question) in shown
        assert all(html.escape(str(c)) in shown for c in exercise.choices)


# The session widget, driven kernel-side.


def test_a_right_answer_scores_one_out_of_one() -> None:
    session = PracticeSession("en", topics=["terms", "amplify"], n=4, seed=7)
    assert "Question 1 of 4" in session.progress.value
    session.widget.answer.value = right_answer(session.exercise)
    feedback = session.check()
    assert feedback is not None and feedback.correct
    assert session.quiz.score == (1, 1)
    assert "Score: 1 right out of 1, 1 of them at the first try." in session.score.value
    assert "Right!" in session.widget.feedback.value


def test_a_wrong_answer_shows_the_explanation_and_counts_once() -> None:
    session = PracticeSession("fr", topics=["combat_damage"], n=2, seed=3)
    exercise = session.exercise
    session.widget.answer.value = wrong_answer(exercise)
    session.check()
    assert session.quiz.score == (0, 0)  # a hint and a second try first
    assert "Indice" in session.widget.feedback.value
    session.check()
    session.check()  # checking again does not count twice
    assert session.quiz.score == (0, 1)
    shown = session.widget.feedback.value
    assert "Pas tout à fait." in shown
    assert all(html.escape(line) in shown for line in exercise.explanation)
    assert (
        french_typography("Score : 0 bonne réponse sur 1, dont 0 du premier coup.")
        in session.score.value
    )


def test_next_moves_on_and_the_summary_counts_per_topic() -> None:
    session = PracticeSession("en", topics=["provoke", "morph"], n=4, seed=11)
    topics = [e.practice_topic for e in session.exercises]
    answers = [True, False, True]  # the fourth question is skipped
    for right in answers:
        first = session.exercise
        session.widget.answer.value = right_answer(first) if right else wrong_answer(first)
        session.check()
        if not right:
            session.check()  # the second try
        session.next()
        assert session.exercise is not first
    assert "Question 4 of 4" in session.progress.value
    session.next()
    assert session.finished and "Session over" in session.progress.value
    expected = {
        topic: (
            sum(ok for t, ok in zip(topics, answers, strict=False) if t == topic),
            sum(1 for t in topics[:3] if t == topic),
        )
        for topic in ("provoke", "morph")
    }
    assert session.scores() == expected
    frame = session.summary_table().data
    assert list(frame.columns) == [
        "Topic",
        "Questions",
        "Answered",
        "Right",
        "Right at the first try",
    ]
    assert frame["Questions"].tolist() == [topics.count(t) for t in session.topics]
    assert frame["Right"].sum() == 2 and frame["Answered"].sum() == 3
    assert "provoke" in session.summary.value and "morph" in session.summary.value
    assert session.check() is None and session.quiz.score == (2, 3)


def test_a_malformed_answer_is_explained_not_raised() -> None:
    session = PracticeSession("fr", topics=["terms"], n=1, seed=0)
    session.widget.answer.value = None
    assert session.check() is None
    assert "rien n&#x27;est noté" in session.widget.feedback.value
    assert session.quiz.score == (0, 0)


def test_the_session_is_the_same_for_a_seed() -> None:
    a = PracticeSession("en", n=5, seed=2)
    b = PracticeSession("en", n=5, seed=2)
    assert a.exercises == b.exercises and a.progress.value == b.progress.value


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_practice_question_keeps_its_generators_hint_and_key(lang: str) -> None:
    """The session once relabelled each question with its practice topic, and hints and keys
    are looked up by the generator's topic, so 7 of the 9 questions of notebook 11 lost them
    ("Why:" followed by nothing). The practice topic is kept apart."""
    default = t("exercise.hint.default", lang)
    for seed in (2026, 0, 7):
        session = PracticeSession(lang, n=9, seed=seed)
        for item, exercise in zip(session.plan, session.exercises, strict=True):
            original = item.make(item.seed, lang)
            assert exercise.key and exercise.key == original.key, item.generator
            assert exercise.hint == original.hint != default, item.generator


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_live_feedback_is_escaped_once(lang: str) -> None:
    """« l&#x27;étape d&#x27;initiative seulement » once showed in the live feedback (the
    answer escaped, then escaped again with its sentence). Every question of a long practice
    session, settled by a wrong answer then by the right one, shows text escaped once: read once
    as HTML, nothing escaped is left."""
    session = PracticeSession(lang, n=60, seed=19)
    for exercise in session.exercises:
        for answers in (
            (wrong_answer(exercise), wrong_answer(exercise)),
            (right_answer(exercise),),
        ):
            widget = exercise.widget()
            for answer in answers:
                widget.answer.value = answer
                widget.submit()
            shown = html.unescape(widget.feedback.value)
            assert not re.search(r"&(#x?[0-9a-f]+|amp|quot|lt|gt);", shown), shown[:300]
