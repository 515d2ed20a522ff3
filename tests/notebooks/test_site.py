"""The static HTML export (``make site``): built into a temporary folder the way make does."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from mtglearn.base.i18n import LANGS, Lang, t
from mtglearn.teach.course import COURSE, Lesson

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from nbsource import is_widget_output

ROOT = Path(__file__).resolve().parents[2]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def notebooks_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted((ROOT / "notebooks").glob("*/*.ipynb")):
        digest.update(path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built by the script's command line (what ``make site`` runs)."""
    output = tmp_path_factory.mktemp("site")
    before = notebooks_digest()
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_site.py"), "--output", str(output)],
        check=True,
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert notebooks_digest() == before, "building the site changed the committed notebooks"
    return output


class Links(HTMLParser):
    """A page's links, the tags that load something, its title and its text (unescaped: the
    exporter re-serializes the HTML, so escaped forms of a string may differ)."""

    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.loads: list[tuple[str, str]] = []  # (tag, url) of scripts, stylesheets, images
        self.chunks: list[str] = []
        self.title = ""
        self._in_title = False

    @property
    def text(self) -> str:
        return "".join(self.chunks)

    def handle_data(self, data: str) -> None:
        self.chunks.append(data)
        if self._in_title:
            self.title += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "title":
            self._in_title = True
        if tag == "a" and "href" in values:
            self.hrefs.append(values["href"])
        if tag in ("script", "img", "iframe") and values.get("src"):
            self.loads.append((tag, values["src"]))
        if tag == "link" and values.get("href"):
            self.loads.append((tag, values["href"]))


def links(path: Path) -> Links:
    parser = Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def page(site: Path, lesson: Lesson, lang: Lang) -> Path:
    return site / lang / (lesson.file(lang).removesuffix(".ipynb") + ".html")


def stored(lesson: Lesson, lang: Lang) -> nbformat.NotebookNode:
    return nbformat.read(ROOT / "notebooks" / lang / lesson.file(lang), as_version=4)


@pytest.mark.parametrize("lang", LANGS)
def test_index_lists_every_notebook_of_the_course_in_order(site: Path, lang: Lang) -> None:
    index = links(site / lang / "index.html")
    pages = [h for h in index.hrefs if h.endswith(".html") and "/" not in h]
    assert pages == [page(site, lesson, lang).name for lesson in COURSE]
    for lesson in COURSE:
        assert lesson.title(lang) in index.text
        assert lesson.summary(lang) in index.text


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.number)
@pytest.mark.parametrize("lang", LANGS)
def test_each_notebook_has_its_page_with_its_title(site: Path, lesson: Lesson, lang: Lang) -> None:
    path = page(site, lesson, lang)
    assert path.exists(), f"{path.name} missing"
    parsed = links(path)
    assert parsed.title == f"{lesson.number} — {lesson.title(lang)}"
    assert f'<html lang="{lang}">' in path.read_text(encoding="utf-8")
    # The notebook's own first heading is on the page: its content was exported.
    first = next(c.source for c in stored(lesson, lang).cells if c.cell_type == "markdown")
    heading = re.search(r"^# (.+)$", first, re.MULTILINE)
    assert heading is not None
    assert heading.group(1).strip().replace("*", "") in parsed.text


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.number)
@pytest.mark.parametrize("lang", LANGS)
def test_page_keeps_the_stored_outputs_and_replaces_widgets_by_a_note(
    site: Path, lesson: Lesson, lang: Lang
) -> None:
    """Nothing is re-executed: every stored figure is on the page; a live widget (no state is
    stored) shows the catalog's note, not its Python repr."""
    nb = stored(lesson, lang)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    parsed = links(page(site, lesson, lang))
    pngs = sum("image/png" in o.get("data", {}) for o in outputs)
    images = [url for tag, url in parsed.loads if tag == "img"]
    assert len(images) >= pngs and all(url.startswith("data:image/") for url in images)
    widgets = sum(is_widget_output(o) for o in outputs)
    if lesson.number != "00":  # every chapter has an explorer: the check below proves something
        assert widgets
    assert parsed.text.count(t("site.widget_note", lang)) == widgets
    assert "VBox(children=" not in parsed.text


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.number)
@pytest.mark.parametrize("lang", LANGS)
def test_page_links_to_the_index_and_to_the_other_language(
    site: Path, lesson: Lesson, lang: Lang
) -> None:
    other: Lang = "fr" if lang == "en" else "en"
    hrefs = links(page(site, lesson, lang)).hrefs
    assert "index.html" in hrefs
    assert f"../{other}/{page(site, lesson, other).name}" in hrefs


def test_root_index_offers_both_languages(site: Path) -> None:
    hrefs = links(site / "index.html").hrefs
    assert hrefs == [f"{lang}/index.html" for lang in LANGS]
    text = links(site / "index.html").text
    for lang in LANGS:
        assert t("site.lang_name", lang) in text


def test_every_local_link_of_the_site_leads_to_a_page(site: Path) -> None:
    pages = sorted(site.rglob("*.html"))
    assert len(pages) == 1 + len(LANGS) * (len(COURSE) + 1)
    for path in pages:
        for href in links(path).hrefs:
            if href.startswith(("#", "http://", "https://", "mailto:")):
                continue
            target = (path.parent / href.split("#", 1)[0]).resolve()
            assert target.exists(), f"{path.relative_to(site)} links to missing {href}"


def test_pages_load_nothing_from_the_network(site: Path) -> None:
    """Readable offline: no script, stylesheet or image from a CDN (data: URLs are inline)."""
    for path in site.rglob("*.html"):
        remote = [(tag, url) for tag, url in links(path).loads if not url.startswith("data:")]
        assert remote == [], f"{path.relative_to(site)} loads {remote}"
        assert "@import" not in path.read_text(encoding="utf-8")


def test_links_between_notebooks_point_to_their_pages() -> None:
    script = load_script()
    en = COURSE[1].file("en")
    assert (
        script.link_pages(f'<a href="{en}#Summary">x</a>')
        == f'<a href="{en.removesuffix(".ipynb")}.html#Summary">x</a>'
    )
    fr = COURSE[2].file("fr")
    assert script.link_pages(f'<a href="../fr/{fr}">') == (
        f'<a href="../fr/{fr.removesuffix(".ipynb")}.html">'
    )
    unknown = '<a href="elsewhere.ipynb">'
    assert script.link_pages(unknown) == unknown


def test_make_site_runs_the_script_into_site() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS")}
    result = subprocess.run(
        ["make", "-n", "-C", str(ROOT), "site"], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    # make site builds the zero-install site, whose read/ pages are this script's export.
    assert "scripts/build_lite.py --output site" in result.stdout
    lite = (ROOT / "scripts" / "build_lite.py").read_text(encoding="utf-8")
    assert 'build_site.build(output / "read")' in lite
    assert "site/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()


@pytest.mark.parametrize("lesson", COURSE, ids=lambda lesson: lesson.number)
@pytest.mark.parametrize("lang", LANGS)
def test_page_hides_the_setup_cell_and_links_to_the_neighbours(
    site: Path, lesson: Lesson, lang: Lang
) -> None:
    """The setup cell (imports) is machinery: left out of the page. The closing ← Previous /
    Next → links lead to the neighbours' pages."""
    parsed = links(page(site, lesson, lang))
    assert "from mtglearn.teach import" not in parsed.text
    before, after = lesson.neighbours()
    for neighbour in (before, after):
        if neighbour is not None:
            assert page(site, neighbour, lang).name in parsed.hrefs
