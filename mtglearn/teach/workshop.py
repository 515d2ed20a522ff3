"""Workshop mode: the course's explorers as code-free dashboards served by Voilà.

``make workshop`` serves ``workshop/en/`` (or ``workshop/fr/`` with ``LANG=fr``). Each dashboard
notebook there is *generated* from :data:`DASHBOARDS` by ``scripts/build_workshop.py``, so the
two languages cannot drift: the markdown comes from the catalog (``workshop.toml``), the code
cells are the same in both languages apart from ``LANG``, and each explorer cell is one line
(``CombatExplorer(LANG)``) that Voilà executes and shows without its code. The notebooks are
committed without outputs (Voilà runs them when served) and live outside ``notebooks/``, so
nbval does not collect them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from mtglearn.course import COURSE
from mtglearn.i18n import Lang, t

if TYPE_CHECKING:  # nbformat is only needed to write the notebooks
    import nbformat

CellKind = Literal["markdown", "code"]


@dataclass(frozen=True, slots=True)
class Station:
    """One explorer on a dashboard: its catalog key, where its class lives, the cell's code."""

    key: str
    module: str
    cls: str

    @property
    def call(self) -> str:
        """The one-line explorer cell (the language comes from ``LANG``, set by the setup)."""
        return f"{self.cls}(LANG)"

    def title(self, lang: Lang) -> str:
        return t(f"workshop.station.{self.key}.title", lang)

    def text(self, lang: Lang) -> str:
        return t(f"workshop.station.{self.key}.text", lang)


@dataclass(frozen=True, slots=True)
class Dashboard:
    """One workshop notebook: its file in each language, its lessons, its explorers."""

    key: str
    en: str
    fr: str
    lessons: tuple[str, ...]
    stations: tuple[Station, ...]

    def file(self, lang: Lang) -> str:
        return self.en if lang == "en" else self.fr

    def title(self, lang: Lang) -> str:
        return t(f"workshop.dashboard.{self.key}.title", lang)


COMBAT: Final = "mtglearn.teach.combat_explorer"

#: The workshop, in order: one dashboard per group of chapters, with the explorers that exist.
DASHBOARDS: Final[tuple[Dashboard, ...]] = (
    Dashboard(
        "combat",
        "01_combat.ipynb",
        "01_combat.ipynb",
        ("01", "02", "04"),
        (
            Station("combat", COMBAT, "CombatExplorer"),
            Station("between", COMBAT, "BetweenStepsExplorer"),
        ),
    ),
    Dashboard(
        "grid",
        "02_double_strike_and_trample.ipynb",
        "02_double_initiative_et_pietinement.ipynb",
        ("03",),
        (Station("grid", "mtglearn.teach.grid_explorer", "GridExplorer"),),
    ),
    Dashboard(
        "initiative",
        "03_initiative_and_undercity.ipynb",
        "03_initiative_et_souterrains.ipynb",
        ("05",),
        (Station("initiative", "mtglearn.teach.initiative_explorer", "InitiativeExplorer"),),
    ),
    Dashboard(
        "provoke",
        "04_provoke.ipynb",
        "04_provocation.ipynb",
        ("06",),
        (Station("provoke", "mtglearn.teach.provoke_explorer", "ProvokeExplorer"),),
    ),
    Dashboard(
        "legions",
        "05_amplify_and_morph.ipynb",
        "05_amplification_et_mue.ipynb",
        ("07", "08"),
        (
            Station("amplify", "mtglearn.teach.amplify_explorer", "AmplifyExplorer"),
            Station("morph", "mtglearn.teach.morph_explorer", "MorphExplorer"),
        ),
    ),
    Dashboard(
        "beyond",
        "06_beyond_the_sources.ipynb",
        "06_au_dela_des_sources.ipynb",
        ("10",),
        (Station("keywords", "mtglearn.teach.keyword_explorer", "KeywordExplorer"),),
    ),
)


def setup_code(dashboard: Dashboard, lang: Lang) -> str:
    """The first cell: the language, then the imports the explorer cells need (sorted)."""
    modules: dict[str, list[str]] = {}
    for station in dashboard.stations:
        modules.setdefault(station.module, []).append(station.cls)
    imports = [f"from {m} import {', '.join(sorted(c))}" for m, c in sorted(modules.items())]
    return "\n".join([f'LANG = "{lang}"', "import mtglearn", *imports, "mtglearn.set_lang(LANG)"])


def cells(dashboard: Dashboard, lang: Lang) -> list[tuple[CellKind, str]]:
    """The dashboard's cells in ``lang``: title and intro, setup, then per explorer a short
    sentence and its one-line cell."""
    lessons = {lesson.number: lesson for lesson in COURSE}
    chapters = ", ".join(
        f"{n} « {lessons[n].title(lang)} »" if lang == "fr" else f"{n} “{lessons[n].title(lang)}”"
        for n in dashboard.lessons
    )
    head = "\n\n".join(
        [
            f"# {t('workshop.name', lang)} — {dashboard.title(lang)}",
            t("workshop.intro", lang),
            f"*{t('workshop.from_course', lang, chapters=chapters)}*",
        ]
    )
    out: list[tuple[CellKind, str]] = [("markdown", head), ("code", setup_code(dashboard, lang))]
    for station in dashboard.stations:
        out.append(("markdown", f"## {station.title(lang)}\n\n{station.text(lang)}"))
        out.append(("code", station.call))
    return out


def notebook(dashboard: Dashboard, lang: Lang) -> nbformat.NotebookNode:
    """The dashboard as a notebook without outputs (what ``workshop/<lang>/`` holds)."""
    import nbformat

    nb: nbformat.NotebookNode = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    for i, (kind, source) in enumerate(cells(dashboard, lang)):
        cell = (
            nbformat.v4.new_markdown_cell(source)
            if kind == "markdown"
            else nbformat.v4.new_code_cell(source)
        )
        cell["id"] = f"w{i:03d}"
        nb.cells.append(cell)
    return nb


__all__ = ["DASHBOARDS", "Dashboard", "Station", "cells", "notebook", "setup_code"]
