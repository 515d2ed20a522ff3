"""Exercises: a question about a scenario, the reader's answer checked by the resolver.

An :class:`Exercise` holds a question, the correct answer *as computed by the rules engine*
and the narration that explains it; nothing is typed by hand. :meth:`Exercise.check` compares
an answer and returns :class:`Feedback` (right or wrong, the correct answer, the explanation).
A :class:`Quiz` keeps the score of a session. :meth:`Exercise.widget` gives the same thing as
ipywidgets (an answer box, a button and the feedback held in an ``HTML`` widget's value, so it
can be tested without a browser).

The widget teaches rather than grades (as the best online courses do): nothing is graded
before the reader answers (the answer box starts empty); a first wrong answer gets a hint and
a second try, and a common wrong answer also the sentence that names the belief giving it
(:attr:`Exercise.misconceptions`, written by the generator from the case); then the answer
comes with the sentence and rule numbers that decide it (:attr:`Exercise.key`, read from the
deciding events of the engine's record, :attr:`Exercise.deciding`), and the engine's full
narration is folded underneath, one click away. The score of the session updates as soon as an
exercise is settled, counting the first try apart (:attr:`Quiz.first_try_score`), and
:func:`solutions_html`
prints every answer folded (``<details>``) so that a reader of the static export can check
themselves too.

Topic modules build exercises from seeded random generators (``random.Random(seed)``), so a
notebook shows the same exercises on every run.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import has, resolve_lang, t
from mtglearn.teach.display import Shown

Answer = int | str | bool

#: How many answers a reader may give before the answer is shown (the second after a hint).
TRIES = 2


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer, with the correct answer and its explanation.

    ``key`` is the one sentence (with its rule number) that decides the answer; the
    ``explanation`` is the engine's full narration.
    """

    correct: bool
    answer: Answer
    expected: Answer
    explanation: tuple[str, ...]
    lang: str
    key: str = ""
    #: For a wrong answer that a known belief gives, the sentence that names that belief.
    misconception: str = ""
    #: Whether this was the learner's first answer to the exercise (a session scores the
    #: first try and the later ones apart).
    first_try: bool = True

    def _repr_html_(self) -> str:
        verdict = t("exercise.right" if self.correct else "exercise.wrong", self.lang)
        color = "#1b7837" if self.correct else "#b2182b"
        # The sentence is escaped once, with the answer in it (never the answer twice).
        expected = t("exercise.expected", self.lang, answer=_display(self.expected, self.lang))
        key = f" {html.escape(self.key)}" if self.key else ""
        return (
            f'<div class="mtglearn-feedback"><b style="color:{color}">{html.escape(verdict)}</b> '
            f"{misconception_html(self.misconception)}{html.escape(expected)}{key}"
            f"{narration_html(self.explanation, self.lang)}</div>"
        )


def misconception_html(sentence: str) -> str:
    """The belief that gives the learner's wrong answer, said before the rest (or nothing)."""
    if not sentence:
        return ""
    return f'<span class="mtglearn-misconception">{html.escape(sentence)}</span> '


def narration_html(lines: Sequence[str], lang: str) -> str:
    """The engine's narration, folded: the reader opens it on demand."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    summary = html.escape(t("exercise.narration", lang))
    return f"<details><summary>{summary}</summary><ol>{items}</ol></details>"


@dataclass(frozen=True)
class Exercise:
    """A question with an answer computed by the resolver and the narration that explains it.

    ``choices`` (optional) lists the allowed answers for a multiple-choice question; otherwise
    the answer is a whole number (or true/false when ``expected`` is a bool). The hint and the
    deciding sentence are the generator's own when it writes them from the case (every combat
    generator does, :mod:`mtglearn.teach.exercises.deciding`); otherwise they come from the catalog,
    by topic (``exercise.hint.<topic>``, ``exercise.key.<topic>``).
    """

    question: str
    expected: Answer
    explanation: tuple[str, ...]
    lang: str
    choices: tuple[Answer, ...] = ()
    topic: str = ""
    hint_text: str = ""
    key_text: str = ""
    #: The topic a practice session counts it for (its score per topic); the generator's own
    #: ``topic`` still gives the hint and the key.
    practice_topic: str = ""
    #: The events of the engine's record that decide the answer, each with its ``rule`` (the
    #: key says them); empty for a question no engine resolves (the words of the glossary).
    deciding: tuple[Mapping[str, Any], ...] = ()
    #: The common wrong answers of this very case, each with the sentence that names the
    #: belief that gives it (written by the generator from the case).
    misconceptions: tuple[tuple[Answer, str], ...] = ()

    @property
    def hint(self) -> str:
        """What to look at after a first wrong answer (never the answer itself)."""
        if self.hint_text:
            return self.hint_text
        key = f"exercise.hint.{self.topic}"
        return t(key if has(key) else "exercise.hint.default", self.lang)

    @property
    def key(self) -> str:
        """The one sentence, with its rule number, that decides the answer."""
        if self.key_text:
            return self.key_text
        key = f"exercise.key.{self.topic}"
        return t(key, self.lang) if has(key) else ""

    def check(self, answer: object) -> Feedback:
        """Compare ``answer`` with the resolver's; a malformed answer is a ScenarioError."""
        given = self._parse(answer)
        correct = given == self.expected
        return Feedback(
            correct,
            given,
            self.expected,
            self.explanation,
            self.lang,
            self.key,
            "" if correct else self.misconception(given),
        )

    def misconception(self, answer: Answer) -> str:
        """The sentence naming the belief that gives ``answer``, if it is a common wrong one."""
        return next((said for value, said in self.misconceptions if value == answer), "")

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


#: What to tell a learner whose answer has the wrong form, by the checker's message: what to
#: type, in the learner's words (the checker names a field, ``answer``, for programs).
MALFORMED: Final = {
    "error.not_int": "exercise.malformed.number",
    "error.not_bool": "exercise.malformed.yes_no",
    "exercise.error.choice": "exercise.malformed.choice",
}


def malformed(error: ScenarioError, lang: str) -> str:
    """Why an answer cannot be graded, said to the learner (never the field path)."""
    key = MALFORMED.get(error.key)
    if key is None:
        return t(error.key, lang, **error.params)
    return t(key, lang, **error.params)


def _display(value: Answer, lang: str) -> Answer:
    if isinstance(value, bool):
        return t("exercise.yes" if value else "exercise.no", lang)
    return value


@dataclass
class Quiz:
    """A session's score: how many exercises were answered, and how many right.

    :meth:`widget` is a live view of the score: it changes as soon as an exercise is settled.
    """

    lang: str | None = None
    results: list[tuple[str, bool]] = field(default_factory=list)
    #: For each settled exercise, its topic and whether it was right at the first try: a
    #: second-try success counts in :attr:`results`, not here.
    first_tries: list[tuple[str, bool]] = field(default_factory=list)
    _views: list[Any] = field(default_factory=list, repr=False, compare=False)

    def record(self, exercise: Exercise, feedback: Feedback) -> None:
        """Record an answer to an exercise and show the new score."""
        topic = exercise.practice_topic or exercise.topic
        self.results.append((topic, feedback.correct))
        self.first_tries.append((topic, feedback.correct and feedback.first_try))
        for view in self._views:
            view.value = self._repr_html_()

    @property
    def score(self) -> tuple[int, int]:
        """(right answers, answers)."""
        return sum(ok for _, ok in self.results), len(self.results)

    @property
    def first_try_score(self) -> tuple[int, int]:
        """(answers right at the first try, answers)."""
        return sum(ok for _, ok in self.first_tries), len(self.first_tries)

    def summary(self) -> str:
        """The score so far, in words (once something is answered, with the first tries)."""
        right, total = self.score
        lang = resolve_lang(self.lang)
        if not total:
            return t("exercise.score", lang, right=right, total=total)
        first, _ = self.first_try_score
        return t("exercise.score_first", lang, right=right, total=total, first=first)

    def widget(self) -> Any:
        """The score as an ``HTML`` widget that updates live."""
        import ipywidgets as widgets

        view = widgets.HTML(self._repr_html_())
        view.add_class("mtglearn-score")
        self._views.append(view)
        return view

    def _repr_html_(self) -> str:
        return f'<p class="mtglearn-score">{html.escape(self.summary())}</p>'


class ExerciseWidget:
    """ipywidgets for one exercise; ``feedback.value`` holds the rendered verdict (testable).

    The answer box starts empty. :meth:`submit` (the button) refuses to grade an empty box; a
    first wrong answer shows the hint and leaves a second try; the exercise is settled by a
    right answer or by the second wrong one: then the answer, its deciding sentence and the
    folded narration are shown, and the quiz (if any) records it, once.
    """

    def __init__(self, exercise: Exercise, quiz: Quiz | None = None) -> None:
        import ipywidgets as widgets

        self.exercise, self.quiz = exercise, quiz
        self.tries = 0
        self.settled: Feedback | None = None
        lang = exercise.lang
        self.question = widgets.HTML(exercise._repr_html_())
        self.answer: Any
        if exercise.choices:
            options = [(str(_display(c, lang)), c) for c in exercise.choices]
            self.answer = widgets.Dropdown(
                options=options, value=None, description=t("exercise.answer", lang)
            )
        elif isinstance(exercise.expected, bool):
            options = [(t("exercise.yes", lang), True), (t("exercise.no", lang), False)]
            self.answer = widgets.ToggleButtons(options=options, value=None)
        else:
            self.answer = widgets.Text(
                value="", placeholder="?", description=t("exercise.answer", lang)
            )
        self.answer.add_class("mtglearn-answer")
        self.button = widgets.Button(description=t("exercise.check", lang), button_style="info")
        self.button.add_class("mtglearn-check")
        self.feedback = widgets.HTML("")
        self.feedback.add_class("mtglearn-feedback-box")
        self.button.on_click(lambda _: self.submit())
        self.box = widgets.VBox(
            [self.question, widgets.HBox([self.answer, self.button]), self.feedback]
        )

    def _given(self) -> object:
        value = self.answer.value
        return None if value == "" else value

    def submit(self) -> Feedback | None:
        """Check the current answer and show the feedback (what the button does).

        Returns None, and grades nothing, when there is no answer yet or it is malformed (the
        feedback says why). Once the exercise is settled, the final feedback stays.
        """
        lang = self.exercise.lang
        if self.settled is not None:
            return self.settled
        given = self._given()
        if given is None:
            self.feedback.value = f"<p>{html.escape(t('exercise.no_answer', lang))}</p>"
            return None
        try:
            result = self.exercise.check(given)
        except ScenarioError as error:
            self.feedback.value = f"<p>{html.escape(malformed(error, lang))}</p>"
            return None
        self.tries += 1
        result = replace(result, first_try=self.tries == 1)
        if not result.correct and self.tries < TRIES:
            self.feedback.value = (
                f'<div class="mtglearn-feedback mtglearn-hint"><b style="color:#b2182b">'
                f"{html.escape(t('exercise.wrong', lang))}</b> "
                f"{misconception_html(result.misconception)}"
                f"{html.escape(t('exercise.hint', lang, hint=self.exercise.hint))} "
                f"<i>{html.escape(t('exercise.try_again', lang))}</i></div>"
            )
            return result
        self.settled = result
        self.button.disabled = True
        if self.quiz is not None:
            self.quiz.record(self.exercise, result)
        self.feedback.value = result._repr_html_()
        return result

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)


class ExerciseSet:
    """A set of exercises as widgets, the live score under them (:func:`exercise_widgets`).

    Each question is shown once: live, inside its widget; where the page is not live (the HTML
    export, a notebook opened before it runs) the set shows the numbered list of its questions
    in the widgets' place (:func:`questions_html`)."""

    def __init__(self, exercises: Sequence[Exercise], quiz: Quiz | None = None) -> None:
        import ipywidgets as widgets

        self.exercises = list(exercises)
        self.quiz = quiz if quiz is not None else Quiz(exercises[0].lang if exercises else None)
        self.widgets = [e.widget(self.quiz) for e in self.exercises]
        self.box = widgets.VBox([*(w.box for w in self.widgets), self.quiz.widget()])

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = self.box._repr_mimebundle_(**kwargs)
        bundle["text/html"] = questions_html(self.exercises)
        return bundle


def exercise_widgets(exercises: Sequence[Exercise], quiz: Quiz | None = None) -> ExerciseSet:
    """Every exercise of a set as widgets, under them the session's score (live)."""
    return ExerciseSet(exercises, quiz)


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


def solutions_html(exercises: Sequence[Exercise]) -> str:
    """Every answer of a set, folded (``<details>``): the reader checks themselves after trying.

    Each answer comes with its deciding sentence and the engine's narration (folded again), so
    the stored output of a notebook, its HTML export or its view on a code host, is enough.
    """
    if not exercises:
        return ""
    lang = exercises[0].lang
    items = "".join(
        f"<li><b>{html.escape(str(_display(e.expected, lang)))}</b>"
        f"{' — ' + html.escape(e.key) if e.key else ''}"
        f"{narration_html(e.explanation, lang)}</li>"
        for e in exercises
    )
    summary = html.escape(t("exercise.solutions", lang))
    return (
        f'<details class="mtglearn-solutions"><summary><b>{summary}</b></summary>'
        f"<ol>{items}</ol></details>"
    )


def questions(exercises: Sequence[Exercise]) -> Shown:
    """The questions of a set as a numbered list, for a notebook read without live widgets."""
    return Shown(questions_html(exercises))


def solutions(exercises: Sequence[Exercise]) -> Shown:
    """Every answer of a set, folded, with its deciding sentence and the engine's story."""
    return Shown(solutions_html(exercises))


def exercise_set(
    make: Callable[[int, str], Exercise], seeds: Sequence[int], lang: str | None = None
) -> list[Exercise]:
    """Exercises from a seeded generator ``make(seed, lang)``: same seeds, same exercises."""
    language = resolve_lang(lang)
    return [make(seed, language) for seed in seeds]


__all__ = [
    "MALFORMED",
    "TRIES",
    "Exercise",
    "ExerciseSet",
    "ExerciseWidget",
    "Feedback",
    "Quiz",
    "exercise_set",
    "exercise_widgets",
    "malformed",
    "narration_html",
    "question_html",
    "questions",
    "questions_html",
    "solutions",
    "solutions_html",
]
