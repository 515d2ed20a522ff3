"""Exercises: a question about a scenario, the reader's answer checked by the resolver.

An :class:`Exercise` holds a question, the correct answer *as computed by the rules engine*
and the narration that explains it; nothing is typed by hand. :meth:`Exercise.check` compares
an answer and returns :class:`Feedback` (right or wrong, the correct answer, the explanation).
A :class:`Quiz` keeps the score of a session. :meth:`Exercise.widget` gives the same thing as
ipywidgets (an answer box, a button and the feedback held in an ``HTML`` widget's value, so it
can be tested without a browser).

Topic modules build exercises from seeded random generators (``random.Random(seed)``), so a
notebook shows the same exercises on every run.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtglearn.errors import ScenarioError
from mtglearn.i18n import resolve_lang, t

Answer = int | str | bool


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer, with the correct answer and its explanation."""

    correct: bool
    answer: Answer
    expected: Answer
    explanation: tuple[str, ...]
    lang: str

    def _repr_html_(self) -> str:
        verdict = t("exercise.right" if self.correct else "exercise.wrong", self.lang)
        color = "#1b7837" if self.correct else "#b2182b"
        expected = html.escape(str(_display(self.expected, self.lang)))
        lines = "".join(f"<li>{html.escape(line)}</li>" for line in self.explanation)
        return (
            f'<div class="mtglearn-feedback"><b style="color:{color}">{html.escape(verdict)}</b> '
            f"{html.escape(t('exercise.expected', self.lang, answer=expected))}"
            f"<ol>{lines}</ol></div>"
        )


@dataclass(frozen=True)
class Exercise:
    """A question with an answer computed by the resolver and the narration that explains it.

    ``choices`` (optional) lists the allowed answers for a multiple-choice question; otherwise
    the answer is a whole number (or true/false when ``expected`` is a bool).
    """

    question: str
    expected: Answer
    explanation: tuple[str, ...]
    lang: str
    choices: tuple[Answer, ...] = ()
    topic: str = ""

    def check(self, answer: object) -> Feedback:
        """Compare ``answer`` with the resolver's; a malformed answer is a ScenarioError."""
        given = self._parse(answer)
        return Feedback(given == self.expected, given, self.expected, self.explanation, self.lang)

    def _parse(self, answer: object) -> Answer:
        if self.choices:
            if answer not in self.choices:
                allowed = ", ".join(str(_display(c, self.lang)) for c in self.choices)
                raise ScenarioError("exercise.error.choice", "answer", self.lang, allowed=allowed)
            return answer
        if isinstance(self.expected, bool):
            if not isinstance(answer, bool):
                raise ScenarioError("error.not_bool", "answer", self.lang, value=answer)
            return answer
        if isinstance(answer, str) and answer.strip().lstrip("-").isdigit():
            return int(answer.strip())
        if isinstance(answer, bool) or not isinstance(answer, int):
            raise ScenarioError("error.not_int", "answer", self.lang, value=answer)
        return answer

    def _repr_html_(self) -> str:
        return f'<div class="mtglearn-question">{html.escape(self.question)}</div>'

    def widget(self, quiz: Quiz | None = None) -> ExerciseWidget:
        """The exercise as widgets: answer, check button, feedback (in an HTML widget)."""
        return ExerciseWidget(self, quiz)


def _display(value: Answer, lang: str) -> Answer:
    if isinstance(value, bool):
        return t("exercise.yes" if value else "exercise.no", lang)
    return value


@dataclass
class Quiz:
    """A session's score: how many exercises were answered, and how many right."""

    lang: str | None = None
    results: list[tuple[str, bool]] = field(default_factory=list)

    def record(self, exercise: Exercise, feedback: Feedback) -> None:
        self.results.append((exercise.topic, feedback.correct))

    @property
    def score(self) -> tuple[int, int]:
        """(right answers, answers)."""
        return sum(ok for _, ok in self.results), len(self.results)

    def summary(self) -> str:
        right, total = self.score
        return t("exercise.score", resolve_lang(self.lang), right=right, total=total)

    def _repr_html_(self) -> str:
        return f"<p>{html.escape(self.summary())}</p>"


class ExerciseWidget:
    """ipywidgets for one exercise; ``feedback.value`` holds the rendered verdict (testable)."""

    def __init__(self, exercise: Exercise, quiz: Quiz | None = None) -> None:
        import ipywidgets as widgets

        self.exercise, self.quiz = exercise, quiz
        lang = exercise.lang
        self.question = widgets.HTML(exercise._repr_html_())
        self.answer: Any
        if exercise.choices:
            options = [(str(_display(c, lang)), c) for c in exercise.choices]
            self.answer = widgets.Dropdown(options=options, description=t("exercise.answer", lang))
        elif isinstance(exercise.expected, bool):
            options = [(t("exercise.yes", lang), True), (t("exercise.no", lang), False)]
            self.answer = widgets.ToggleButtons(options=options)
        else:
            self.answer = widgets.IntText(value=0, description=t("exercise.answer", lang))
        self.button = widgets.Button(description=t("exercise.check", lang), button_style="info")
        self.feedback = widgets.HTML("")
        self.button.on_click(lambda _: self.submit())
        self.box = widgets.VBox(
            [self.question, widgets.HBox([self.answer, self.button]), self.feedback]
        )

    def submit(self) -> Feedback:
        """Check the current answer and show the feedback (what the button does)."""
        result = self.exercise.check(self.answer.value)
        if self.quiz is not None:
            self.quiz.record(self.exercise, result)
        self.feedback.value = result._repr_html_()
        return result

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)


def question_html(exercise: Exercise) -> str:
    """A question as HTML (escaped), with its choices when it is multiple choice."""
    text = html.escape(exercise.question)
    if exercise.choices:
        choices = " · ".join(str(_display(c, exercise.lang)) for c in exercise.choices)
        text += f"<br><i>{html.escape(t('exercise.choices', exercise.lang, choices=choices))}</i>"
    return text


def questions_html(exercises: Sequence[Exercise]) -> str:
    """The questions as a numbered HTML list, so a notebook reads without live widgets."""
    if not exercises:
        return ""
    items = "".join(f"<li>{question_html(e)}</li>" for e in exercises)
    return f'<ol class="mtglearn-questions">{items}</ol>'


def exercise_set(
    make: Callable[[int, str], Exercise], seeds: Sequence[int], lang: str | None = None
) -> list[Exercise]:
    """Exercises from a seeded generator ``make(seed, lang)``: same seeds, same exercises."""
    language = resolve_lang(lang)
    return [make(seed, language) for seed in seeds]


__all__ = [
    "Exercise",
    "ExerciseWidget",
    "Feedback",
    "Quiz",
    "exercise_set",
    "question_html",
    "questions_html",
]
