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

import html
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from mtglearn.base.i18n import LANGS, Lang, resolve_lang, t
from mtglearn.teach.course import COURSE
from mtglearn.teach.fonts import chinese_font_css

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
        """The station's title in ``lang``."""
        return t(f"workshop.station.{self.key}.title", lang)

    def text(self, lang: Lang) -> str:
        """What the station shows, in one sentence, in ``lang``."""
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
        """The dashboard's file name in ``lang``."""
        return self.en if lang == "en" else self.fr

    def title(self, lang: Lang) -> str:
        """The dashboard's title in ``lang``."""
        return t(f"workshop.dashboard.{self.key}.title", lang)

    def purpose(self, lang: Lang) -> str:
        """What the dashboard is for, in one sentence (the landing page says it)."""
        return t(f"workshop_room.purpose.{self.key}", lang)


COMBAT: Final = "mtglearn.teach.explorers.combat_explorer"

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
        ("03", "05"),
        (
            Station("grid", "mtglearn.teach.explorers.grid_explorer", "GridExplorer"),
            Station("judge", "mtglearn.teach.explorers.judge_explorer", "JudgeExplorer"),
        ),
    ),
    Dashboard(
        "initiative",
        "03_initiative_and_undercity.ipynb",
        "03_initiative_et_souterrains.ipynb",
        ("06",),
        (
            Station(
                "initiative", "mtglearn.teach.explorers.initiative_explorer", "InitiativeExplorer"
            ),
        ),
    ),
    Dashboard(
        "provoke",
        "04_provoke.ipynb",
        "04_provocation.ipynb",
        ("08",),
        (Station("provoke", "mtglearn.teach.explorers.provoke_explorer", "ProvokeExplorer"),),
    ),
    Dashboard(
        "legions",
        "05_amplify_and_morph.ipynb",
        "05_amplification_et_mue.ipynb",
        ("09", "10"),
        (
            Station("amplify", "mtglearn.teach.explorers.amplify_explorer", "AmplifyExplorer"),
            Station("morph", "mtglearn.teach.explorers.morph_explorer", "MorphExplorer"),
        ),
    ),
    Dashboard(
        "beyond",
        "06_beyond_the_sources.ipynb",
        "06_au_dela_des_sources.ipynb",
        ("11",),
        (Station("keywords", "mtglearn.teach.explorers.keyword_explorer", "KeywordExplorer"),),
    ),
)


def setup_code(dashboard: Dashboard, lang: Lang) -> str:
    """The first cell: the language, then the imports the explorer cells need (sorted)."""
    modules: dict[str, list[str]] = {}
    for station in dashboard.stations:
        modules.setdefault(station.module, []).append(station.cls)
    modules.setdefault(__name__, []).append("large_text")
    imports = [f"from {m} import {', '.join(sorted(c))}" for m, c in sorted(modules.items())]
    lines = [f'LANG = "{lang}"', "import mtglearn", *imports, "mtglearn.set_lang(LANG)"]
    return "\n".join([*lines, "large_text(LANG)"])


def navigation(dashboard: Dashboard, lang: Lang) -> str:
    """Markdown links to the previous and the next dashboard (relative: they work in Voilà,
    in JupyterLab and in the HTML export alike)."""
    index = DASHBOARDS.index(dashboard)
    links = []
    if index > 0:
        before = DASHBOARDS[index - 1]
        links.append(
            f"[{t('workshop.previous', lang, title=before.title(lang))}]({before.file(lang)})"
        )
    if index + 1 < len(DASHBOARDS):
        after = DASHBOARDS[index + 1]
        links.append(f"[{t('workshop.next', lang, title=after.title(lang))}]({after.file(lang)})")
    return " · ".join(links)


#: Large-text mode: the page's type scale raised for a projector (JupyterLab's and the
#: widgets' CSS variables, so every label, table and narration grows together).
LARGE_TEXT_CSS: Final = (
    "<style>:root{--jp-content-font-size1:21px;--jp-content-font-size2:1.3em;"
    "--jp-content-font-size3:1.6em;--jp-content-font-size4:2em;--jp-ui-font-size1:19px;"
    "--jp-widgets-font-size:19px;--jp-widgets-inline-height:38px;"
    "--jp-widgets-inline-width:440px;--jp-widgets-inline-label-width:160px;"
    # The figures grow too (board, heatmap, Undercity map: their max-width is scaled by it).
    "--mtglearn-figure-scale:1.5}"
    ".mtglearn-table table,.widget-html-content{font-size:19px !important}"
    # A result's tables stay a little smaller, so that every column fits beside the controls.
    ".mtglearn-explorer-result table{font-size:16px !important}</style>"
)


def large_text(lang: str | None = None) -> Any:
    """A toggle for large-text mode (projectors): on, it adds :data:`LARGE_TEXT_CSS` to the
    page; off, it removes it. Kernel-side only, like the explorers."""
    import ipywidgets as widgets

    language = resolve_lang(lang)
    toggle = widgets.ToggleButton(
        value=False,
        description=t("workshop.large_text", language),
        icon="text-height",
        layout=widgets.Layout(width="auto"),
    )
    style = widgets.HTML("", layout=widgets.Layout(display="none"))

    def switch(change: object = None) -> None:
        style.value = LARGE_TEXT_CSS if toggle.value else ""

    toggle.observe(switch, names="value")
    # Every dashboard gets the course's Chinese font (the morph explorer names its card in
    # Chinese): no empty boxes on a machine without a Chinese font.
    font = widgets.HTML(chinese_font_css(), layout=widgets.Layout(display="none"))
    box = widgets.HBox([toggle, style, font])
    box.add_class("mtglearn-large-text")
    return box


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
    out.append(("markdown", navigation(dashboard, lang)))
    return out


#: The landing page's look: a readable column, large links, the course's blue; it needs
#: nothing from the network (no font, no script).
LANDING_CSS: Final = (
    "body{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;margin:0;color:#1a1a1a;"
    "background:#f5f5f5;font-size:18px;line-height:1.45}"
    "main{max-width:46em;margin:0 auto;padding:1.2em 1em 3em}"
    "h1{font-size:1.7em;margin:.4em 0}"
    "ol{list-style:none;padding:0}"
    "li{background:#fff;border:1px solid #d0d0d0;border-left:6px solid #0072B2;"
    "border-radius:6px;margin:.8em 0;padding:.7em 1em}"
    "a{color:#005a8c;font-weight:bold;font-size:1.15em}"
    "a:focus-visible{outline:3px solid #D55E00;outline-offset:2px}"
    ".purpose{margin:.3em 0}.stations{margin:.2em 0;color:#444;font-size:.9em}"
)


def stations_sentence(dashboard: Dashboard, lang: Lang) -> str:
    """The dashboard's explorers in a sentence: their titles in lower case after the colon
    (a title may hold a comma, so they are parted by semicolons), one final mark only
    (« Quels blocages sont permis ? », not « … ? . »)."""
    part = "\u202f; " if lang == "fr" else "; "  # French: a narrow no-break space before ;
    titles = part.join(s.title(lang)[:1].lower() + s.title(lang)[1:] for s in dashboard.stations)
    text = t("workshop_room.landing.stations", lang, stations=titles)
    return text if titles.endswith(("?", "!")) else text + "."


def landing_page(lang: Lang) -> str:
    """The workshop's first page (Voilà's tree page, in the course's template): the dashboards
    by title, in ``lang``, each with what it is for and its explorers, linked in order.

    A Jinja template for Voilà: everything is raw text but ``base_url`` (where the server
    is mounted), so no catalog text can be read as template syntax."""
    items = []
    for dashboard in DASHBOARDS:
        stations = stations_sentence(dashboard, lang)
        items.append(
            f'<li><a href="{{% endraw %}}{{{{ base_url }}}}{{% raw %}}voila/render/'
            f'{html.escape(dashboard.file(lang))}">{html.escape(dashboard.title(lang))}</a>'
            f'<p class="purpose">{html.escape(dashboard.purpose(lang))}</p>'
            f'<p class="stations">'
            f"{html.escape(stations)}</p></li>"
        )
    name = html.escape(t("workshop.name", lang))
    return (
        "{#- Generated by scripts/build_workshop.py from mtglearn/teach/workshop/dashboards.py "
        "and the catalog: edit those, not this file. -#}\n"
        "{% raw %}<!DOCTYPE html>\n"
        f'<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{name}</title><style>{LANDING_CSS}</style></head>\n"
        f"<body><main><h1>{name}</h1>"
        f"<p>{html.escape(t('workshop_room.landing.lead', lang))}</p>"
        f"<ol>{''.join(items)}</ol>"
        f"<p>{html.escape(t('workshop_room.landing.projector', lang))}</p>"
        "</main></body></html>\n{% endraw %}\n"
    )


#: The Voilà template folder of each language: the landing page, on the course's base
#: template (``jupyter/voila/templates/mtglearn``: Voilà's lab template without a CDN).
def template_files(lang: Lang) -> dict[str, str]:
    """The files of ``jupyter/voila/templates/mtglearn-<lang>/``, by name."""
    return {
        "conf.json": '{\n  "base_template": "mtglearn"\n}\n',
        "tree.html": landing_page(lang),
    }


#: What a dashboard page says when its kernel is gone or its explorers stay silent
#: (``jupyter/voila/templates/mtglearn/page_watch.js`` shows it), by language.
PAGE_TEXTS: Final = {
    "gone": "workshop_room.page.gone",
    "silent": "workshop_room.page.silent",
    "reload": "workshop_room.page.reload",
}


def page_texts() -> str:
    """``jupyter/voila/templates/mtglearn/page_texts.html``: :data:`PAGE_TEXTS` in every
    language, as JSON the dashboard's page reads (raw for Jinja: no catalog text is read as
    template syntax)."""
    texts = {lang: {name: t(key, lang) for name, key in PAGE_TEXTS.items()} for lang in LANGS}
    data = json.dumps(texts, ensure_ascii=False, indent=1, sort_keys=True).replace("</", "<\\/")
    return (
        "{#- Generated by scripts/build_workshop.py from mtglearn/teach/workshop/dashboards.py "
        "and the catalog: edit those, not this file. -#}\n"
        '{% raw %}<script id="mtglearn-page-texts" type="application/json">\n'
        f"{data}\n</script>{{% endraw %}}\n"
    )


def base_template_files() -> dict[str, str]:
    """The generated files of ``jupyter/voila/templates/mtglearn/`` (the base template of both
    languages), by name."""
    return {"page_texts.html": page_texts()}


def notebook(dashboard: Dashboard, lang: Lang) -> nbformat.NotebookNode:
    """The dashboard as a notebook without outputs (what ``workshop/<lang>/`` holds)."""
    import nbformat

    nb: nbformat.NotebookNode = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        # The page's language, whoever serves it: the course's Voilà template (make workshop,
        # a hub, Binder) and the zero-install site's build (Voici) write it as <html lang>.
        "mtglearn": {"lang": lang},
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


__all__ = [
    "DASHBOARDS",
    "LARGE_TEXT_CSS",
    "PAGE_TEXTS",
    "Dashboard",
    "Station",
    "base_template_files",
    "cells",
    "landing_page",
    "large_text",
    "navigation",
    "notebook",
    "page_texts",
    "setup_code",
    "template_files",
]
