"""The course's exercise engine: every chapter's seeded generators behind one registry.

:data:`TOPICS` maps a topic to the generators of the chapter modules that teach it (imported,
not copied): combat damage, first strike timing, double strike × trample, the initiative,
provoke, amplify, morph, the mechanics beyond the sources (notebook 11) and the terms of the
glossary. :func:`practice_plan` draws, for a
seed, which generator and which exercise seed each question uses (topics taken round-robin in
a seeded order), :func:`practice` builds the exercises, and :class:`PracticeSession` shows them
one at a time as widgets with a running score (:class:`~mtglearn.teach.exercises.exercise.Quiz`) and
a score per topic at the end. Every answer comes from the resolvers, through the generators.

Because the plan is printed as (topic, generator, seed), a teacher can regenerate the very same
question with ``GENERATOR(seed, lang)``.
"""

from __future__ import annotations

import dataclasses
import html
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.errors import ScenarioError, worded_in
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.validate import integer, listing
from mtglearn.teach.exercises import (
    exercises_beyond,
    exercises_combat,
    exercises_glossary,
    exercises_initiative,
    exercises_legions,
    exercises_provoke,
    exercises_rulings,
    exercises_trample,
)
from mtglearn.teach.exercises.exercise import (
    Exercise,
    ExerciseWidget,
    Feedback,
    Quiz,
    question_html,
    questions_html,
)

if TYPE_CHECKING:
    from pandas.io.formats.style import Styler

Make = Callable[[int, str], Exercise]

#: Topic → the chapter generators that make its exercises (``make(seed, lang) -> Exercise``).
TOPICS: Final[dict[str, tuple[Make, ...]]] = {
    "combat_damage": (
        exercises_combat.player_damage,
        exercises_combat.blocker_dies,
        exercises_combat.attacker_dies,
        exercises_combat.attacking_life,
    ),
    "first_strike": (
        exercises_combat.first_strike_survivor,
        exercises_combat.damage_step,
        exercises_combat.jitte_damage,
        exercises_rulings.between_steps,
        exercises_rulings.first_strike_twice,
    ),
    "double_strike_trample": (
        exercises_trample.trample_exercise,
        exercises_combat.double_strike_damage,
        exercises_rulings.crypt_champion_blocked,
        exercises_rulings.blocker_left,
    ),
    "initiative": (
        exercises_initiative.holder_exercise,
        exercises_initiative.room_exercise,
        exercises_initiative.completed_exercise,
        exercises_rulings.undercity_ruling,
        exercises_rulings.ravenloft_ability,
    ),
    "provoke": (exercises_provoke.make_legality, exercises_provoke.make_most),
    "amplify": (
        exercises_legions.make_counters,
        exercises_legions.make_reveal,
        exercises_rulings.countered_amplify,
    ),
    "morph": (exercises_legions.make_face_down, exercises_legions.make_trigger),
    "beyond": (
        exercises_beyond.protection_trample,
        exercises_beyond.infect_poison,
        exercises_beyond.exalted_alone,
        exercises_beyond.afflict_life,
        exercises_beyond.evasion_block,
    ),
    "terms": (
        exercises_glossary.french_exercise,
        exercises_glossary.chinese_exercise,
        exercises_glossary.trap_exercise,
        exercises_initiative.term_exercise,
    ),
}

#: The most questions one call may ask for (a session is a classroom quiz, not a stress test).
MAX_QUESTIONS: Final = 200


@dataclass(frozen=True)
class PracticeItem:
    """One planned question: its topic, the generator that makes it and the seed it gets."""

    topic: str
    make: Make
    seed: int

    @property
    def generator(self) -> str:
        """The generator's importable name
        (``mtglearn.teach.exercises.exercises_combat.blocker_dies``)."""
        return f"{self.make.__module__}.{self.make.__name__}"

    def exercise(self, lang: Lang) -> Exercise:
        """The exercise, with the practice topic it counts for (the score per topic) kept apart
        from the generator's own topic, which gives its hint and its key."""
        return dataclasses.replace(self.make(self.seed, lang), practice_topic=self.topic)


def _topics(topics: Sequence[str] | str | None, lang: Lang) -> list[str]:
    """The chosen topics, checked: a list of known topic names (all of them when None)."""
    if topics is None:
        return list(TOPICS)
    if isinstance(topics, str) or not isinstance(topics, Sequence) or not topics:
        raise ScenarioError(
            "teach_practice.error.topics", "topics", lang, value=topics, allowed=listing(TOPICS)
        )
    chosen: list[str] = []
    for i, topic in enumerate(topics):
        if not isinstance(topic, str) or topic not in TOPICS:
            raise ScenarioError(
                "error.one_of", f"topics[{i}]", lang, value=topic, allowed=listing(TOPICS)
            )
        if topic not in chosen:
            chosen.append(topic)
    return chosen


def practice_plan(
    topics: Sequence[str] | str | None = None, n: int = 10, seed: int = 0, lang: str | None = None
) -> list[PracticeItem]:
    """Which generator and exercise seed each of ``n`` questions uses, for ``seed``.

    Topics come round-robin, in an order shuffled by ``seed``, so every chosen topic is asked
    as evenly as ``n`` allows; the generator within a topic and its seed are drawn from
    ``random.Random(seed)``. Same arguments, same plan.
    """
    language = resolve_lang(lang)
    chosen = _topics(topics, language)
    with worded_in(language):
        count = integer(n, "n")
    if not 1 <= count <= MAX_QUESTIONS:
        raise ScenarioError(
            "teach_practice.error.n", "n", language, value=count, most=MAX_QUESTIONS
        )
    with worded_in(language):
        rng = random.Random(integer(seed, "seed"))
    rng.shuffle(chosen)
    plan = []
    for i in range(count):
        topic = chosen[i % len(chosen)]
        plan.append(PracticeItem(topic, rng.choice(TOPICS[topic]), rng.randrange(1_000)))
    return plan


def practice(
    topics: Sequence[str] | str | None = None, n: int = 10, seed: int = 0, lang: str | None = None
) -> list[Exercise]:
    """``n`` exercises mixing ``topics`` (default: all of :data:`TOPICS`), the same for a seed.

    An unknown topic is a :class:`~mtglearn.base.errors.ScenarioError` naming ``topics`` and the
    allowed values.
    """
    language = resolve_lang(lang)
    return [item.exercise(language) for item in practice_plan(topics, n, seed, language)]


def topic_name(topic: str, lang: str | None = None) -> str:
    """The topic as the reader sees it, in ``lang``."""
    return t(f"teach_practice.topic.{topic}", lang)


def plan_table(plan: Sequence[PracticeItem], lang: str | None = None) -> Any:
    """The plan as a DataFrame: number, topic, generator and seed (to regenerate a question)."""
    import pandas as pd

    language = resolve_lang(lang)
    rows = [
        {
            t("teach_practice.column.number", language): i,
            t("teach_practice.column.topic", language): topic_name(item.topic, language),
            t("teach_practice.column.generator", language): item.generator,
            t("teach_practice.column.seed", language): item.seed,
        }
        for i, item in enumerate(plan, 1)
    ]
    return pd.DataFrame(rows)


def score_by_topic(
    results: Sequence[tuple[str, bool]], topics: Sequence[str]
) -> dict[str, tuple[int, int]]:
    """(right, answered) per topic, for the topics of a session, in their order."""
    return {
        topic: (
            sum(ok for name, ok in results if name == topic),
            sum(1 for name, _ in results if name == topic),
        )
        for topic in topics
    }


class PracticeSession:
    """A practice session as widgets: one question at a time, Check, Next, score, summary.

    Everything shown lives in widget state, so a test (or a teacher's cell) can drive it:
    ``session.widget.answer.value = ...; session.check(); session.next()``. A question counts
    once, when it is settled (right, or wrong twice); Next without checking skips it (not scored).
    """

    def __init__(
        self,
        lang: str | None = None,
        *,
        topics: Sequence[str] | str | None = None,
        n: int = 10,
        seed: int = 0,
    ) -> None:
        import ipywidgets as widgets

        self.lang: Lang = resolve_lang(lang)
        self.plan = practice_plan(topics, n, seed, self.lang)
        self.exercises = [item.exercise(self.lang) for item in self.plan]
        self.topics = list(dict.fromkeys(item.topic for item in self.plan))
        self.quiz = Quiz(self.lang)
        self.index = 0
        self.progress = widgets.HTML()
        self.score = widgets.HTML()
        self.summary = widgets.HTML()
        self.check_button = widgets.Button(
            description=t("exercise.check", self.lang), button_style="info"
        )
        self.next_button = widgets.Button(description=t("teach_practice.next", self.lang))
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.next())
        self.current = widgets.VBox()
        self.box = widgets.VBox(
            [
                self.progress,
                self.current,
                widgets.HBox([self.check_button, self.next_button]),
                self.score,
                self.summary,
            ]
        )
        self.widget: ExerciseWidget
        self._show()

    @property
    def exercise(self) -> Exercise:
        """The exercise on screen (the last one once the session is over)."""
        return self.exercises[min(self.index, len(self.exercises) - 1)]

    @property
    def finished(self) -> bool:
        """Whether every question of the session has been answered."""
        return self.index >= len(self.exercises)

    def _show(self) -> None:
        """Put the current question on screen, or the final summary after the last one."""
        if self.finished:
            self.progress.value = f"<p>{html.escape(t('teach_practice.done', self.lang))}</p>"
            self.current.children = ()
            self.check_button.disabled = self.next_button.disabled = True
            self.summary.value = self.summary_table().to_html()
        else:
            self.widget = ExerciseWidget(self.exercise, self.quiz)
            number, total = self.index + 1, len(self.exercises)
            topic = topic_name(self.exercise.practice_topic, self.lang)
            progress = t("teach_practice.progress", self.lang, i=number, n=total, topic=topic)
            self.progress.value = f"<p><b>{html.escape(progress)}</b></p>"
            w = self.widget
            self.current.children = (w.question, w.answer, w.feedback)
        self.score.value = self.quiz._repr_html_()

    def check(self) -> Feedback | None:
        """Check the answer on screen (what *Check* does).

        As in every exercise: no answer, no grade; a first wrong answer gets a hint and a
        second try; the question counts once, when it is settled. A malformed or missing
        answer shows why in the feedback and returns None.
        """
        if self.finished:
            return None
        feedback = self.widget.submit()
        self.score.value = self.quiz._repr_html_()
        return feedback

    def next(self) -> None:
        """Move to the next question (what *Next* does); after the last, show the summary."""
        if not self.finished:
            self.index += 1
            self._show()

    def scores(self) -> dict[str, tuple[int, int]]:
        """(right, answered) per topic of this session."""
        return score_by_topic(self.quiz.results, self.topics)

    def first_try_scores(self) -> dict[str, tuple[int, int]]:
        """(right at the first try, answered) per topic: a second-try success is not one."""
        return score_by_topic(self.quiz.first_tries, self.topics)

    def summary_table(self, uuid: str | None = None) -> Styler:
        """The score per topic: questions asked, answered, right, right at the first try (a
        styled table)."""
        import pandas as pd

        from mtglearn.teach.reference_tables import styled

        asked = {topic: sum(item.topic == topic for item in self.plan) for topic in self.topics}
        first = self.first_try_scores()
        rows = [
            {
                t("teach_practice.column.topic", self.lang): topic_name(topic, self.lang),
                t("teach_practice.column.asked", self.lang): asked[topic],
                t("teach_practice.column.answered", self.lang): answered,
                t("teach_practice.column.right", self.lang): right,
                t("teach_practice.column.first_try", self.lang): first[topic][0],
            }
            for topic, (right, answered) in self.scores().items()
        ]
        return styled(pd.DataFrame(rows), uuid, index=False).format(escape="html")

    def static_html(self) -> str:
        """The question on screen as plain HTML: what a page that is not live shows in the
        session's place (the HTML export, a notebook opened before it runs)."""
        question = f'<div class="mtglearn-question">{question_html(self.exercise)}</div>'
        return f"{self.progress.value}{question}{self.score.value}"

    def static(self) -> None:
        """Display the question on screen as plain HTML (for readers without live widgets)."""
        from IPython.display import HTML, display

        display(HTML(self.static_html()))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = self.box._repr_mimebundle_(**kwargs)
        bundle["text/html"] = self.static_html()
        return bundle


__all__ = [
    "MAX_QUESTIONS",
    "TOPICS",
    "PracticeItem",
    "PracticeSession",
    "plan_table",
    "practice",
    "practice_plan",
    "question_html",
    "questions_html",
    "score_by_topic",
    "topic_name",
]
