"""The learner-facing layer of the notebooks: machinery hidden, checks as sentences,
every exercise set with folded solutions, a time estimate, questions to discuss and links to the
previous and next notebooks, and the sources named as a learner understands them."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from mtglearn.teach.course import COURSE
from tests.support.notebooks import NOTEBOOKS, number_of, series

PATHS = [path for lang in ("en", "fr") for path in series(lang).values()]
LINK = re.compile(r"\]\(([^)#]+\.ipynb)\)")
FRENCH_KEYWORDS = re.compile(
    r'keywords[^\n]*"(initiative|double initiative|provocation|piétinement|contact mortel)"'
)
PLUMBING = re.compile(r"(?<![\w.])t\(")  # the catalog's t(...) called in a learner's cell


def cells(path: Path) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(path, as_version=4).cells)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_no_machinery_in_learner_code(path: Path) -> None:
    for cell in cells(path):
        if cell.cell_type != "code":
            continue
        for line in cell.source.splitlines():
            assert not line.lstrip().startswith("assert"), f"{path.name}: {line}"
        assert not PLUMBING.search(cell.source), f"{path.name}: i18n plumbing in {cell.source!r}"
        assert "lambda" not in cell.source and ".where(" not in cell.source, path.name
        # Code is written once for both languages: English keyword names only.
        assert not FRENCH_KEYWORDS.search(cell.source), f"{path.name}: {cell.source!r}"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_the_setup_cell_is_collapsed_and_left_out_of_the_export(path: Path) -> None:
    setup = next(cell for cell in cells(path) if cell.cell_type == "code")
    assert "mtg.set_lang(" in setup.source
    assert setup.metadata.get("jupyter", {}).get("source_hidden") is True
    assert "hide-input" in setup.metadata.get("tags", [])


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_time_estimate_and_links_to_the_neighbours(path: Path) -> None:
    lesson = next(lesson for lesson in COURSE if path.name in (lesson.en, lesson.fr))
    lang = path.parent.name
    nb = cells(path)
    assert f"{lesson.minutes} minutes" in nb[1].source
    # In words, not an emoji (an empty box on a Linux machine without an emoji font).
    assert nb[1].source.startswith(("*Time: about", "*Durée\u00a0: environ"))
    links = LINK.findall(nb[-1].source)
    before, after = lesson.neighbours()
    expected = [n.file(lang) for n in (before, after) if n is not None]  # type: ignore[arg-type]
    assert links == expected
    assert all((NOTEBOOKS / lang / link).exists() for link in links)


@pytest.mark.parametrize("path", [p for p in PATHS if number_of(p) != "00"], ids=lambda p: p.name)
def test_every_exercise_set_has_folded_solutions(path: Path) -> None:
    nb = cells(path)
    outputs = [
        str(output.get("data", {}).get("text/html", ""))
        for cell in nb
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    ]
    widgets = sum("exercise_widgets(" in cell.source for cell in nb if cell.cell_type == "code")
    solutions = sum('class="mtglearn-solutions"' in html for html in outputs)
    assert widgets >= 1 and solutions >= widgets, path.name


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_every_notebook_closes_with_questions_to_discuss_answers_folded(path: Path) -> None:
    closing = cells(path)[-2]
    titles = ("## Questions to discuss", "## Questions à débattre")
    assert closing.cell_type == "markdown" and closing.source.startswith(titles), path.name
    assert closing.source.count("<details>") == closing.source.count("</details>") >= 1


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_sources_are_named_without_internal_words(path: Path) -> None:
    text = " ".join(cell.source for cell in cells(path) if cell.cell_type == "markdown")
    for word in ("seed lesson", "seed page", "seed's", "seed 00", "(seed", "leçon 001", "graine"):
        assert word not in text.lower(), f"{path.name}: {word!r}"


#: The one way a notebook asks the learner to predict before running a cell.
PREDICT = {"en": "**Predict, then run.**", "fr": "**Prédisez, puis exécutez.**"}
#: A prompt in bold or in italics: « **Prédisez :** », "*Predict.*", "**Predict** which…".
EMPHASIZED_PREDICT = re.compile(r"(?<![*\w])\*{1,2}(?:Predict|Prédisez)\b[^*]*\*{1,2}")
#: The notebooks with "predict, then run" prompts: every one but the start and the glossary.
PREDICT_THEN_RUN = [p for p in PATHS if number_of(p) not in ("00", COURSE[-1].number)]


@pytest.mark.parametrize("path", PREDICT_THEN_RUN, ids=lambda p: p.name)
def test_a_prediction_prompt_reads_predict_then_run(path: Path) -> None:
    """« **Prédisez :** … Puis exécutez », "*Predict.*" and "**Predict** …, then run" read as
    several styles: every prompt is the same sentence, in the notebook's language, and opens
    its own paragraph."""
    lang = path.parent.name
    prompts = 0
    for cell in cells(path):
        if cell.cell_type != "markdown":
            continue
        for paragraph in re.split(r"\n\s*\n", cell.source):
            text = " ".join(paragraph.split())
            for prompt in EMPHASIZED_PREDICT.findall(text):
                prompts += 1
                assert prompt == PREDICT[lang], f"{path.name}: {prompt!r} in {text[:120]!r}…"
                assert text.startswith(prompt), f"{path.name}: {text[:120]!r}…"
    assert prompts >= 1, f"{path.name}: no prompt to predict before running"


#: A quotation cell: a source document's sentence or a rule (folded when long).
QUOTATION = re.compile(r"^(?:> |<details><summary><b>\d{3}\.)")
#: The fold a prediction cell's output is shown in (mtglearn.teach.reveal).
FOLDED = '<details class="mtglearn-reveal">'


def prediction_cells(path: Path) -> list[nbformat.NotebookNode]:
    """The code cells that answer a "Predict, then run" prompt: those after it, up to the next
    markdown cell (a quotation between the prompt and its cell, a source document's sentence or
    a rule, is not one: the check still answers the prompt)."""
    found: list[nbformat.NotebookNode] = []
    answering = False
    for cell in cells(path):
        if cell.cell_type == "markdown" and QUOTATION.match(cell.source):
            continue
        if cell.cell_type == "markdown":
            answering = any(prompt in cell.source for prompt in PREDICT.values())
        elif answering:
            found.append(cell)
    return found


@pytest.mark.parametrize("path", PREDICT_THEN_RUN, ids=lambda p: p.name)
def test_a_prediction_stays_folded_until_the_learner_asks(path: Path) -> None:
    """The notebooks are run (Run All, or the stored outputs) before the learner predicts: a
    prediction cell's stored output shows a fold ("Show what happens"), never the answer; the
    output is still there for nbval to check and for the HTML export's reader to open."""
    answering = prediction_cells(path)
    assert answering, path.name
    for cell in answering:
        for output in cell.get("outputs", []):
            shown = output.get("data", {}).get("text/html", "")
            assert output.get("output_type") in ("execute_result", "display_data"), (
                f"{path.name}: {cell.source!r} prints its answer"
            )
            assert str(shown).startswith(FOLDED), f"{path.name}: {cell.source!r} shows its answer"
