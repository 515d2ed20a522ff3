"""Build the course's notebooks from ``notebooks/source/*.py`` and store the outputs of a clean run.

    python scripts/build_notebooks.py --execute      # what `make notebooks` runs
    python scripts/build_notebooks.py --execute 03   # only the sources whose name starts with 03

Each source module defines ``FILES = {"en": ..., "fr": ...}`` and ``CELLS`` (see nbsource.py).
With ``--execute`` every notebook is run from a fresh kernel, then widget state, execution
timestamps and other volatile metadata are stripped (``nbstripout --keep-output --keep-count``),
so that the committed outputs are exactly what nbval re-checks.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "notebooks" / "source"
sys.path.insert(0, str(Path(__file__).resolve().parent))

from nbsource import (  # noqa: E402
    BRIDGE_TAG,
    HIDDEN_TAG,
    WIDGET_VIEW,
    Code,
    Discuss,
    Markdown,
    folded_markdown,
    localize_code,
    localize_markdown,
)

from mtglearn.base.i18n import Lang, t  # noqa: E402
from mtglearn.teach.course import COURSE, Lesson  # noqa: E402
from mtglearn.teach.fonts import has_chinese  # noqa: E402

LANGS: tuple[Lang, Lang] = ("en", "fr")


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"nbsrc_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def lesson_of(module: ModuleType) -> Lesson:
    """The course map's entry for a source (by its English file name)."""
    for lesson in COURSE:
        if lesson.en == module.FILES["en"]:
            return lesson
    raise SystemExit(
        f"{module.__name__}: {module.FILES['en']} is not in mtglearn.teach.course.COURSE"
    )


def time_cell(lesson: Lesson, lang: Lang) -> Markdown:
    """How long the notebook takes a reader working alone (under its title)."""
    return Markdown(*(t("lesson.time", language, minutes=lesson.minutes) for language in LANGS))


def discuss_cell(questions: list[Discuss], lang: Lang) -> str:
    """The closing "Questions to discuss", each answer folded (``<details>``)."""
    parts = [f"## {t('lesson.discuss', lang)}", t("lesson.discuss_intro", lang)]
    for n, item in enumerate(questions, 1):
        parts += [
            f"**{n}.** {getattr(item.question, lang)}",
            f"<details><summary>{t('lesson.answer', lang)}</summary>",
            getattr(item.answer, lang),
            "</details>",
        ]
    return "\n\n".join(parts)


def nav_cell(lesson: Lesson, lang: Lang) -> str:
    """Links to the previous and the next notebook (the HTML export repoints them to pages)."""
    before, after = lesson.neighbours()
    links = []
    if before is not None:
        title = f"{before.number} · {before.title(lang)}"
        links.append(f"[{t('lesson.previous', lang, title=title)}]({before.file(lang)})")
    if after is not None:
        title = f"{after.number} · {after.title(lang)}"
        links.append(f"[{t('lesson.next', lang, title=title)}]({after.file(lang)})")
    return " | ".join(links)


#: What the setup cell of a notebook that prints Chinese adds: the course's Chinese font for
#: the whole page (an invisible output; mtglearn/teach/fonts.py says why).
CHINESE_FONT = "from mtglearn.teach.fonts import chinese_font\nchinese_font()"


def give_chinese_font(nb: nbformat.NotebookNode) -> None:
    """A notebook with Chinese in its text shows the course's Chinese font from its hidden
    setup cell, so that no machine draws the characters as boxes (a test checks that every
    notebook whose outputs print Chinese has it)."""
    if not has_chinese("\n".join(cell.source for cell in nb.cells)):
        return
    setup = next(c for c in nb.cells if HIDDEN_TAG in c.metadata.get("tags", []))
    setup.source += "\n" + CHINESE_FONT


def build(module: ModuleType, lang: Lang) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    lesson = lesson_of(module)
    cells = list(module.CELLS)
    cells.insert(1, time_cell(lesson, lang))
    for i, cell in enumerate(cells):
        if isinstance(cell, Markdown):
            text = localize_markdown(getattr(cell, lang), lang)
            if cell.folded:
                text = folded_markdown(text, t("teach.reveal_why", lang))
            new = nbformat.v4.new_markdown_cell(text)
            if cell.bridge:
                new.metadata["tags"] = [BRIDGE_TAG]
        elif isinstance(cell, Code):
            new = nbformat.v4.new_code_cell(localize_code(cell.source, lang))
            tags = list(cell.tags)
            if cell.hidden:
                new.metadata["jupyter"] = {"source_hidden": True}
                tags.append(HIDDEN_TAG)
            if tags:
                new.metadata["tags"] = tags
        else:
            raise TypeError(f"{module.__name__}: cell {i} is neither md() nor code()")
        new["id"] = f"c{i:03d}"
        nb.cells.append(new)
    give_chinese_font(nb)
    closing = []
    if getattr(module, "DISCUSS", None):
        closing.append(discuss_cell(module.DISCUSS, lang))
    closing.append(nav_cell(lesson, lang))
    for j, text in enumerate(closing, len(nb.cells)):
        new = nbformat.v4.new_markdown_cell(localize_markdown(text, lang))
        new["id"] = f"c{j:03d}"
        nb.cells.append(new)
    return nb


def execute(nb: nbformat.NotebookNode, where: Path) -> None:
    # The kernel must import *this* checkout's mtglearn (it runs from the notebook's folder).
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
    )
    client = NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(where)}}
    )
    client.execute()


ADDRESS = re.compile(r"\bat 0x[0-9a-fA-F]+")


def normalize(nb: nbformat.NotebookNode) -> None:
    """Remove what changes from run to run and means nothing once the kernel is gone.

    - Widget views point at models that exist only in the kernel that ran the notebook (widget
      state is never committed): a reader opening the file sees the text fallback either way,
      and without the view JupyterLab shows that fallback instead of "model not found".
      The output keeps a mark (``metadata.widget``) so the HTML export can say it was a widget.
      nbval never compares this output.
    - Memory addresses in plain-text reprs (a pandas Styler's) are written as ``at <address>``,
      as nbval's sanitize rules also do.
    """
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if data.pop(WIDGET_VIEW, None) is not None:
                output.setdefault("metadata", {})["widget"] = True
            if isinstance(data.get("text/plain"), str):
                data["text/plain"] = ADDRESS.sub("at <address>", data["text/plain"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--execute", action="store_true", help="run and store outputs")
    parser.add_argument("only", nargs="*", help="prefixes of the sources to build")
    args = parser.parse_args()
    written: list[Path] = []
    for path in sorted(SOURCES.glob("[0-9]*.py")):
        if args.only and not any(path.stem.startswith(p) for p in args.only):
            continue
        module = load(path)
        for lang in LANGS:
            target = ROOT / "notebooks" / lang / module.FILES[lang]
            nb = build(module, lang)
            if args.execute:
                print(f"running {target.relative_to(ROOT)}", flush=True)
                execute(nb, target.parent)
                normalize(nb)
            nbformat.write(nb, target)
            written.append(target)
    if args.execute and written:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "nbstripout",
                "--keep-output",
                "--keep-count",
                "--extra-keys",
                "metadata.widgets metadata.language_info.version cell.metadata.execution",
                *map(str, written),
            ],
            check=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
