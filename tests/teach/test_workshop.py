"""Workshop mode (``make workshop``): the dashboards on disk, their explorers in the kernel, the
Makefile target. The real-browser check against Voilà is in ``test_workshop_browser.py``."""

from __future__ import annotations

import importlib
import inspect
import os
import re
import subprocess
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

import mtglearn
from mtglearn.base.i18n import LANGS, Lang, t
from mtglearn.teach.course import COURSE
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.workshop.dashboards import (
    DASHBOARDS,
    LARGE_TEXT_CSS,
    Dashboard,
    Station,
    cells,
    large_text,
    notebook,
    setup_code,
)
from tests.support.workshop_probes import PROBES

ROOT = Path(__file__).resolve().parents[2]
WORKSHOP = ROOT / "workshop"
STATIONS = [(d, s) for d in DASHBOARDS for s in d.stations]


@pytest.fixture(autouse=True)
def keep_language() -> Iterator[None]:
    """The dashboards call ``mtglearn.set_lang``; leave the process's language as it was."""
    before = mtglearn.get_lang()
    yield
    mtglearn.set_lang(before)


def committed(dashboard: Dashboard, lang: Lang) -> nbformat.NotebookNode:
    return nbformat.read(WORKSHOP / lang / dashboard.file(lang), as_version=4)


@pytest.mark.parametrize("lang", LANGS)
def test_the_folder_holds_exactly_the_dashboards(lang: Lang) -> None:
    on_disk = sorted(p.name for p in (WORKSHOP / lang).glob("*.ipynb"))
    assert on_disk == sorted(d.file(lang) for d in DASHBOARDS)


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_committed_dashboard_is_what_the_build_script_writes(
    dashboard: Dashboard, lang: Lang
) -> None:
    """Regenerate with ``python scripts/build_workshop.py`` after changing the catalog."""
    text = (WORKSHOP / lang / dashboard.file(lang)).read_text(encoding="utf-8")
    assert nbformat.reads(text, as_version=4) == notebook(dashboard, lang)


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_dashboard_is_committed_without_outputs(dashboard: Dashboard, lang: Lang) -> None:
    for cell in committed(dashboard, lang).cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
def test_code_is_the_same_in_both_languages_apart_from_lang(dashboard: Dashboard) -> None:
    def code(lang: Lang) -> list[str]:
        return [
            c.source.replace(f'LANG = "{lang}"', "LANG = ?")
            for c in committed(dashboard, lang).cells
            if c.cell_type == "code"
        ]

    assert code("en") == code("fr")
    assert code("en")[0].startswith("LANG = ?\n")


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_each_explorer_cell_is_one_line_after_its_sentence_from_the_catalog(
    dashboard: Dashboard, lang: Lang
) -> None:
    nb_cells = committed(dashboard, lang).cells
    assert nb_cells[0].source.startswith("# ")
    assert dashboard.title(lang) in nb_cells[0].source
    explorer_cells = [c for c in nb_cells[2:] if c.cell_type == "code"]
    assert [c.source for c in explorer_cells] == [f"{s.cls}(LANG)" for s in dashboard.stations]
    for station in dashboard.stations:
        sentence = next(c for c in nb_cells if station.text(lang) in c.source)
        follower = nb_cells[nb_cells.index(sentence) + 1]
        assert follower.source == station.call


def test_french_dashboards_are_translated_not_copied() -> None:
    for dashboard in DASHBOARDS:
        en, fr = (
            [c.source for c in committed(dashboard, lang).cells if c.cell_type == "markdown"]
            for lang in LANGS
        )
        assert len(en) == len(fr)
        assert all(a != b for a, b in zip(en, fr, strict=True))
        assert "dégât" not in " ".join(fr).lower()


def test_every_explorer_of_the_teaching_layer_is_in_the_workshop() -> None:
    """A new ``mtglearn/teach/explorers/*_explorer.py`` explorer must get a station (or this
    fails)."""
    found: set[tuple[str, str]] = set()
    for path in sorted((ROOT / "mtglearn" / "teach" / "explorers").glob("*_explorer.py")):
        module = importlib.import_module(f"mtglearn.teach.explorers.{path.stem}")
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, Explorer)
                and value is not Explorer
                and value.__module__ == module.__name__
            ):
                found.add((module.__name__, name))
    assert found, "no explorer found"
    assert {(s.module, s.cls) for _, s in STATIONS} == found


def test_dashboards_name_existing_lessons_and_stations_have_probes() -> None:
    numbers = {lesson.number for lesson in COURSE}
    for dashboard in DASHBOARDS:
        assert set(dashboard.lessons) <= numbers
    assert {s.key for _, s in STATIONS} == set(PROBES)


def run_dashboard(dashboard: Dashboard, lang: Lang) -> dict[str, Any]:
    """Execute the dashboard's code cells as Voilà does; return the explorers by station key."""
    namespace: dict[str, Any] = {}
    code = [source for kind, source in cells(dashboard, lang) if kind == "code"]
    exec(code[0], namespace)
    return {s.key: eval(s.call, namespace) for s in dashboard.stations}


@pytest.mark.parametrize(("dashboard", "station"), STATIONS, ids=lambda x: x.key)
@pytest.mark.parametrize("lang", LANGS)
def test_explorer_renders_and_reacts_to_its_probe(
    dashboard: Dashboard, station: Station, lang: Lang
) -> None:
    """What the browser test checks, in the kernel: the explorer shows a result, and changing
    the probed control changes it (so the browser test's interaction is a meaningful one)."""
    explorer = run_dashboard(dashboard, lang)[station.key]
    assert isinstance(explorer, Explorer) and explorer.lang == lang
    before = explorer.html.value
    assert before.strip() and "Traceback" not in before
    PROBES[station.key].poke(explorer, lang)
    assert explorer.html.value != before


def test_pytest_does_not_collect_the_workshop_notebooks() -> None:
    """They have no outputs to compare: Voilà runs them. nbval must not collect them."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    testpaths = options["pytest"]["ini_options"]["testpaths"]
    assert all(not (ROOT / p).resolve().is_relative_to(WORKSHOP) for p in testpaths)
    assert all(not WORKSHOP.is_relative_to((ROOT / p).resolve()) for p in testpaths)


def make(*args: str, lang: str | None = None) -> subprocess.CompletedProcess[str]:
    """``make -n`` (print, run nothing) with the shell's LANG set to ``lang``.

    ``-W pyproject.toml`` pretends pyproject.toml just changed, so the install step shows
    whether or not this checkout's .venv is already up to date.
    """
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "MAKEFLAGS", "MFLAGS")}
    if lang is not None:
        env["LANG"] = lang
    return subprocess.run(
        ["make", "-n", "-W", "pyproject.toml", "-C", str(ROOT), *args],
        env=env,
        capture_output=True,
        text=True,
    )


@pytest.mark.parametrize(
    ("args", "shell_lang", "lang", "host"),
    [
        (("workshop",), None, "en", "127.0.0.1"),
        (("workshop",), "fr_FR.UTF-8", "en", "127.0.0.1"),  # the locale is not the course's
        (("workshop", "LANG=fr"), "en_US.UTF-8", "fr", "127.0.0.1"),
        (("workshop", "LANG=en", "WORKSHOP_HOST=0.0.0.0"), None, "en", "0.0.0.0"),
    ],
)
def test_make_workshop_serves_the_chosen_language_on_the_chosen_host(
    args: tuple[str, ...], shell_lang: str | None, lang: str, host: str
) -> None:
    """``make workshop`` runs scripts/serve_workshop.py (which prints the address, then runs
    Voilà as :func:`voila_command` says): loopback unless WORKSHOP_HOST says otherwise."""
    result = make(*args, lang=shell_lang)
    assert result.returncode == 0, result.stderr
    command = result.stdout.replace("\\\n", " ")
    serve = [line for line in command.splitlines() if "scripts/serve_workshop.py" in line]
    assert len(serve) == 1, result.stdout
    words = serve[0].split()
    assert words[words.index("--lang") + 1] == lang
    assert words[words.index("--host") + 1] == host
    assert "'.[workshop]'" in result.stdout  # the venv gets the workshop extra


def test_make_workshop_refuses_an_unknown_language() -> None:
    result = make("workshop", "LANG=de")
    assert result.returncode != 0
    assert "LANG" in result.stderr and "en" in result.stderr and "fr" in result.stderr


def test_pyproject_has_a_workshop_extra_with_voila_also_in_test() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    names = {
        group: {d.split(">")[0].split("=")[0].split("[")[0].lower() for d in deps}
        for group, deps in extras.items()
    }
    assert "voila" in names["workshop"] and "voila" in names["test"]
    assert "mtglearn-course" in names["workshop"]  # the notebooks extra comes with it


@pytest.mark.parametrize("lang", LANGS)
def test_dashboards_link_to_the_previous_and_the_next(lang: Lang) -> None:
    for i, dashboard in enumerate(DASHBOARDS):
        last = committed(dashboard, lang).cells[-1]
        assert last.cell_type == "markdown"
        targets = re.findall(r"\]\(([^)]+)\)", last.source)
        expected = [d.file(lang) for d in DASHBOARDS[max(i - 1, 0) : i + 2] if d is not dashboard]
        assert targets == expected
        assert all((WORKSHOP / lang / target).is_file() for target in targets)


@pytest.mark.parametrize("lang", LANGS)
def test_large_text_mode_is_a_toggle_that_adds_and_removes_its_css(lang: Lang) -> None:
    box = large_text(lang)
    toggle, style, _font = box.children  # the font: tests/teach/test_fonts.py
    assert toggle.description == t("workshop.large_text", lang) and style.value == ""
    toggle.value = True
    assert style.value == LARGE_TEXT_CSS and "font-size" in style.value
    toggle.value = False
    assert style.value == ""
    for dashboard in DASHBOARDS:  # every dashboard shows it, from its setup cell
        assert setup_code(dashboard, lang).endswith("\nlarge_text(LANG)")
