"""The building blocks of the course's notebook sources (``notebooks/source/*.py``).

One source file describes one notebook in both languages: markdown cells carry the English and
the French text side by side, code cells are written once. ``scripts/build_notebooks.py`` turns
each source into ``notebooks/en/…`` and ``notebooks/fr/…``, so the two series cannot drift.

A comment in a code cell is written in both languages, separated by ``||``::

    assert lost.damage_to("P2") == 2  # first-strike damage only || blessures d'initiative seulement

and each series keeps its own side, so the French reader reads French comments. French text
(markdown and comments) gets its no-break spaces here (:func:`localize`), never by hand.
"""

from __future__ import annotations

import html
import re
import textwrap
from dataclasses import dataclass, field
from typing import Final

from mtglearn.base.i18n.grammar import french_markdown, french_typography


@dataclass(frozen=True)
class Markdown:
    en: str
    fr: str
    #: The explanation of the prediction just above: folded until the learner opens it.
    folded: bool = False
    #: Left open right after a prediction on purpose (a heading, a bridge, the next example):
    #: it does not give the answer away (a test asks every prediction for one or the other).
    bridge: bool = False


@dataclass(frozen=True)
class Code:
    source: str
    tags: tuple[str, ...] = field(default=())
    #: Machinery the reader need not read (imports): shown collapsed, left out of the HTML export.
    hidden: bool = False


@dataclass(frozen=True)
class Discuss:
    """A question to discuss at the end of a notebook, with the course's answer (folded)."""

    question: Markdown
    answer: Markdown


def md(en: str, fr: str, *, bridge: bool = False) -> Markdown:
    """A markdown cell, in English and in French.

    Right after a prediction (a code cell calling ``reveal(...)``) the next markdown cell is
    either its :func:`answer` or marked ``bridge=True``: a heading, a neutral bridge or the next
    example, read before the learner predicts, so it must not give the answer away.
    """
    return Markdown(en.strip("\n"), fr.strip("\n"), bridge=bridge)


def answer(en: str, fr: str) -> Markdown:
    """The explanation of the prediction just above, folded like the prediction's output
    ("Why (read after you predict)"): a learner reading down the page does not read the
    answer before predicting."""
    return Markdown(en.strip("\n"), fr.strip("\n"), folded=True)


#: The tag of a markdown cell left open after a prediction (``md(..., bridge=True)``).
BRIDGE_TAG = "bridge"


def folded_markdown(text: str, summary: str) -> str:
    """Markdown folded in a closed ``<details>``, of the class of a prediction's folded output
    (:func:`mtglearn.teach.reveal`): the blank lines around it let JupyterLab (and the HTML
    export) render the markdown inside the HTML block."""
    from mtglearn.teach.display import REVEAL_CLASS

    summary = html.escape(summary, quote=False)
    return (
        f'<details class="{REVEAL_CLASS}"><summary><b>{summary}</b></summary>\n\n'
        f"{text}\n\n</details>"
    )


#: How every exercise set of the course works, said once for all the notebooks.
HOW_TO_ANSWER: Final = {
    "en": """
Answer in the boxes, then press **Check**. Nothing is graded before you answer. A wrong first
answer gets a hint and a second try; then the engine gives the answer with the rule that
decides it, and its full explanation one click away. Your score updates under the exercises.
The solutions are folded after them, for readers without live widgets.""",
    "fr": """
Répondez dans les cases, puis appuyez sur **Vérifier**. Rien n'est noté avant votre réponse.
Après une première réponse fausse, vous recevez un indice et avez droit à un second essai ;
ensuite, le moteur donne la réponse et la règle qui tranche, et affiche d'un clic son
explication complète. Votre score se met à jour sous les exercices. Les solutions sont repliées
juste après, pour qui lit le notebook sans widgets actifs.""",
}


def exercises(en: str, fr: str) -> Markdown:
    """The heading of an exercise set (and what is particular to it), then how to answer."""
    return md(
        en.strip("\n") + "\n\n" + HOW_TO_ANSWER["en"].strip("\n"),
        fr.strip("\n") + "\n\n" + HOW_TO_ANSWER["fr"].strip("\n"),
    )


def code(source: str, *tags: str) -> Code:
    """A code cell, identical in both languages (``LANG`` carries the language)."""
    return Code(source.strip("\n"), tags)


def setup(*teaching: str) -> Code:
    """The first code cell: ``import mtglearn as mtg``, the names of the teaching layer the
    notebook uses (``teaching``, imported from :mod:`mtglearn.teach`), and the language, set
    once: the only line that differs between the two series.

    It is machinery (imports), so the reader sees it collapsed and the HTML export leaves it out.
    """
    lines = ["import mtglearn as mtg"]
    if teaching:
        names = textwrap.wrap(", ".join(teaching), 92, break_on_hyphens=False)
        lines += ["from mtglearn.teach import (", *(f"    {line}" for line in names), ")"]
    lines.append('mtg.set_lang("{lang}")')
    return Code("\n".join(lines), hidden=True)


def static_copy() -> tuple[Markdown, Code]:
    """The two cells after an explorer: its starting state as plain outputs, for readers
    without live widgets (an exported page, a notebook opened before it is run)."""
    return (
        md(
            en="The explorer's starting state, for readers without live widgets:",
            fr="L'état de départ de l'explorateur, pour lire sans widgets actifs :",
        ),
        code("explorer.static()"),
    )


def rules(*numbers: str, sources: tuple[str, ...] = ()) -> Markdown:
    """The rules a notebook teaches, quoted word for word with their numbers (the official
    English text; in French, the course's rendering beside it), with the official rules page
    and the notebook's sources named (``glossary_page``, ``french_lesson``, ``chinese_page``,
    ``legions_page``): :func:`mtglearn.teach.chapters.rule_quotes.rules_markdown`."""
    from mtglearn.teach.chapters.rule_quotes import rules_markdown

    return Markdown(rules_markdown(numbers, "en", sources), rules_markdown(numbers, "fr", sources))


def quote(*numbers: str) -> Markdown:
    """Rules quoted word for word in the section that uses them (as in :func:`rules`, without
    its heading): :func:`mtglearn.teach.chapters.rule_quotes.quote_markdown`."""
    from mtglearn.teach.chapters.rule_quotes import quote_markdown

    return Markdown(quote_markdown(numbers, "en"), quote_markdown(numbers, "fr"))


def said(document: str, *keys: str) -> Markdown:
    """A source document's own sentences, word for word, shown just before the cell that checks
    them (``glossary_page``, ``french_lesson``, ``chinese_page``, ``legions_page``; the keys of
    ``mtglearn/data/source-documents.toml``):
    :func:`mtglearn.teach.chapters.source_quotes.said_markdown`."""
    from mtglearn.teach.chapters.source_quotes import said_markdown

    return Markdown(said_markdown(document, keys, "en"), said_markdown(document, keys, "fr"))


def task(name: str) -> tuple[Markdown, Code, Markdown]:
    """A notebook's closing task (:mod:`mtglearn.teach.exercises.tasks`): what to build, the code
    the learner starts from (it does not meet the task yet, and the course says why), and a
    solution folded after it."""
    from mtglearn.base.i18n import t
    from mtglearn.teach.exercises.tasks import TASKS

    chosen = TASKS[name]

    def statement(lang: str) -> str:
        return "\n\n".join(
            (f"## {t('teach_task.heading', lang)}", chosen.goal(lang), t("teach_task.how", lang))
        )

    def solution(lang: str) -> str:
        summary = t("teach_task.solution", lang)
        fenced = f"```python\n{chosen.solution}\n```"
        return f"<details><summary>{summary}</summary>\n\n{fenced}\n\n</details>"

    return (
        Markdown(statement("en"), statement("fr")),
        Code(chosen.start),
        Markdown(solution("en"), solution("fr")),
    )


def discuss(en: str, fr: str, answer_en: str, answer_fr: str) -> Discuss:
    """A closing question to discuss, in both languages, with its answer."""
    return Discuss(md(en, fr), md(answer_en, answer_fr))


#: The tag of code cells whose input the HTML export leaves out (the setup cell).
HIDDEN_TAG = "hide-input"

# "# English || Français" at the end of a line (code never contains "||" in Python).
_BILINGUAL_COMMENT = re.compile(r"#(?P<space>\s*)(?P<en>[^\n]*?)\s*\|\|\s*(?P<fr>[^\n]*)$", re.M)


def localize_code(source: str, lang: str) -> str:
    """A code cell's source in ``lang``: bilingual comments keep the reader's side."""

    def pick(match: re.Match[str]) -> str:
        text = match.group("fr") if lang == "fr" else match.group("en")
        text = french_typography(text) if lang == "fr" else text
        return f"#{match.group('space')}{text}"

    return _BILINGUAL_COMMENT.sub(pick, source).replace("{lang}", lang)


def localize_markdown(text: str, lang: str) -> str:
    """A markdown cell in ``lang``: French gets its no-break spaces (U+202F, U+00A0)."""
    return french_markdown(text) if lang == "fr" else text


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def is_widget_output(output: dict[str, object]) -> bool:
    """Whether a stored output is a live widget's (its view, or the builder's mark for it).

    ``build_notebooks.py`` drops the widget view itself (it points at a model that only existed
    in the kernel that ran the notebook) and marks the output with ``metadata.widget``.
    """
    data = output.get("data", {})
    metadata = output.get("metadata", {})
    return (isinstance(data, dict) and WIDGET_VIEW in data) or (
        isinstance(metadata, dict) and bool(metadata.get("widget"))
    )
