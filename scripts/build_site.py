"""Export the course's executed notebooks to static HTML pages (what ``make site`` runs).

    python scripts/build_site.py                 # into site/
    python scripts/build_site.py --output DIR    # anywhere else

The committed notebooks (``notebooks/en|fr/*.ipynb``) are exported as they are, with the outputs
of their last tested run: nothing is re-executed. The pages need no network: the template
(``scripts/site_template/mtglearn_site``) is JupyterLab's "lab" template without the scripts it
would load from a CDN (require.js, MathJax, Mermaid, the widget manager; the notebooks use no
LaTeX or Mermaid and carry no widget state). A live widget's place shows a short note instead
of its Python repr, followed by the static copy the widget carries (an explorer's starting
state, the questions of an exercise set). The layout:

    DIR/index.html            choose the language
    DIR/en/index.html         every notebook of the course map, in order, title + summary
    DIR/en/<notebook>.html    one page per notebook, linked to the course index and to the
    DIR/fr/...                same page in the other language
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtglearn.base.i18n import LANGS, Lang, t  # noqa: E402
from mtglearn.teach.course import COURSE, Lesson  # noqa: E402

sys.path.insert(0, str(ROOT / "scripts"))
from nbsource import HIDDEN_TAG, is_widget_output  # noqa: E402

TEMPLATES = ROOT / "scripts" / "site_template"

STYLE = """<style>
body { font-family: sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em;
       line-height: 1.45; color: #222; }
ul.lessons { list-style: none; padding-left: 0; } li { margin-bottom: 0.9em; }
.summary { margin: 0.2em 0; } .rules { color: #555; margin: 0; }
nav a { margin-right: 1.5em; }
</style>"""


def other(lang: Lang) -> Lang:
    return "fr" if lang == "en" else "en"


def page_name(lesson: Lesson, lang: Lang) -> str:
    return lesson.file(lang).removesuffix(".ipynb") + ".html"


def nav(lesson: Lesson, lang: Lang) -> str:
    """The bar on top of a notebook's page: the course index, the page in the other language."""
    there = other(lang)
    return (
        '<nav class="mtglearn-nav">'
        f'<a href="index.html">{html.escape(t("site.nav.index", lang))}</a>'
        f'<a href="../{there}/{html.escape(page_name(lesson, there))}" hreflang="{there}" '
        f'lang="{there}">{html.escape(t("site.nav.other", lang))}</a>'
        "</nav>"
    )


def link_pages(text: str) -> str:
    """Links between notebooks of the course (``01_….ipynb``) point to their pages instead."""
    files = {lesson.file(lang) for lesson in COURSE for lang in LANGS}

    def repoint(match: re.Match[str]) -> str:
        target = match.group(2)
        name = target.rsplit("/", 1)[-1]
        if name in files:
            return f"{match.group(1)}{target.removesuffix('.ipynb')}.html{match.group(3)}"
        return match.group(0)

    return re.sub(r'(href=")([^"#?]*?\.ipynb)((?:#[^"]*)?")', repoint, text)


def widget_notes(nb: nbformat.NotebookNode, lang: Lang) -> None:
    """Replace each live widget's output (no state is stored, so a page could only show its
    Python repr, ``VBox(children=…``) by a short note, followed by the static copy the widget
    carries for pages that are not live (an explorer's starting state, the questions of an
    exercise set): the page shows the content once, where the widget was."""
    note = html.escape(t("site.widget_note", lang))
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            if is_widget_output(output):
                static = output.get("data", {}).get("text/html", "")
                shown = f'<p class="mtglearn-widget-note">{note}</p>{static}'
                output["data"] = {"text/html": shown}


def hide_machinery(nb: nbformat.NotebookNode) -> None:
    """Leave out the input of the cells the reader need not read (the setup cell's imports),
    as nbconvert's TagRemovePreprocessor does: their outputs, if any, stay."""
    for cell in nb.cells:
        if HIDDEN_TAG in cell.get("metadata", {}).get("tags", []):
            cell.setdefault("metadata", {})["transient"] = {"remove_source": True}


def export(lesson: Lesson, lang: Lang, exporter: HTMLExporter) -> str:
    """One notebook's page (its stored outputs, not re-executed)."""
    source = ROOT / "notebooks" / lang / lesson.file(lang)
    if not source.exists():
        raise SystemExit(f"build_site: {source.relative_to(ROOT)} is missing (listed in COURSE)")
    nb = nbformat.read(source, as_version=4)
    nb.metadata["title"] = f"{lesson.number} — {lesson.title(lang)}"  # the page's <title>
    widget_notes(nb, lang)
    hide_machinery(nb)
    exporter.language_code = lang
    body, _ = exporter.from_notebook_node(
        nb,
        resources={"mtglearn_nav": nav(lesson, lang)},
    )
    return link_pages(body)


def page(lang: Lang, title: str, body: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">\n'
        f"<title>{html.escape(title)}</title>\n{STYLE}\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def rules_line(lesson: Lesson, lang: Lang) -> str:
    if lesson.rules.strip() in ("", "—"):  # notebook 00 covers no rule of its own
        return ""
    return f'<p class="rules">{html.escape(t("site.index.rules", lang, rules=lesson.rules))}</p>'


def index(lang: Lang) -> str:
    """The course index in ``lang``: every notebook of COURSE in order, title and summary."""
    there = other(lang)
    items = "\n".join(
        f'<li><a href="{html.escape(page_name(lesson, lang))}">'
        f"{lesson.number} — {html.escape(lesson.title(lang))}</a>"
        f'<p class="summary">{html.escape(lesson.summary(lang))}</p>'
        + rules_line(lesson, lang)
        + "</li>"
        for lesson in COURSE
    )
    body = (
        f'<nav><a href="../index.html">mtglearn</a>'
        f'<a href="../{there}/index.html" hreflang="{there}" lang="{there}">'
        f"{html.escape(t('site.nav.other', lang))}</a></nav>\n"
        f"<h1>{html.escape(t('site.title', lang))}</h1>\n"
        f'<p>{html.escape(t("site.index.lead", lang))}</p>\n<ul class="lessons">\n{items}\n</ul>'
    )
    return page(lang, t("site.title", lang), body)


def root_index() -> str:
    """``index.html`` at the top: choose the language (said in both)."""
    blocks = "\n".join(
        f'<section lang="{lang}"><h1>{html.escape(t("site.title", lang))}</h1>'
        f"<p>{html.escape(t('site.root.lead', lang))}</p>"
        f"<p>{html.escape(t('site.choose', lang))} "
        f'<a href="{lang}/index.html" hreflang="{lang}">{html.escape(t("site.lang_name", lang))}'
        "</a></p></section>"
        for lang in LANGS
    )
    return page("en", "mtglearn", blocks)


def build(output: Path) -> list[Path]:
    """Write the whole site into ``output``; return the pages written."""
    exporter = HTMLExporter(template_name="mtglearn_site", extra_template_basedirs=[str(TEMPLATES)])
    written: list[Path] = []
    for lang in LANGS:
        folder = output / lang
        folder.mkdir(parents=True, exist_ok=True)
        for stale in folder.glob("*.html"):  # a notebook renamed or removed since last time
            stale.unlink()
        for lesson in COURSE:
            target = folder / page_name(lesson, lang)
            target.write_text(export(lesson, lang, exporter), encoding="utf-8")
            written.append(target)
        (folder / "index.html").write_text(index(lang), encoding="utf-8")
        written.append(folder / "index.html")
    (output / "index.html").write_text(root_index(), encoding="utf-8")
    written.append(output / "index.html")
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site", help="default: site/")
    args = parser.parse_args()
    written = build(args.output.resolve())
    print(f"{len(written)} pages in {args.output}; open {args.output / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
