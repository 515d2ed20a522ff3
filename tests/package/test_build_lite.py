"""The zero-install site's build (scripts/build_lite.py), piece by piece, without building it:
the landing pages, the fixes to Voici's pages, the runtime's package lock."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from mtglearn.base.i18n import LANGS, t
from mtglearn.teach.course import COURSE
from mtglearn.teach.workshop.dashboards import DASHBOARDS

ROOT = Path(__file__).resolve().parents[2]


def load() -> ModuleType:
    sys.path.insert(0, str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("build_lite", ROOT / "scripts" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LITE = load()


@pytest.mark.parametrize("lang", LANGS)
def test_the_landing_page_links_every_dashboard_and_every_notebook(lang: str) -> None:
    page = LITE.landing(lang)
    links = set(re.findall(r'href="([^"]+)"', page))
    for dashboard in DASHBOARDS:
        name = dashboard.file(lang).removesuffix(".ipynb")
        assert f"../lite/voici/render/workshop/{lang}/{name}.html" in links
    for lesson in COURSE:
        name = lesson.file(lang)
        assert f"../lab/notebooks/index.html?path=notebooks/{lang}/{name}" in links
        assert f"../read/{lang}/{name.removesuffix('.ipynb')}.html" in links
    # What becomes of a learner's edits: kept in the browser, how to download, how to reset.
    for key in ("site.lite.storage", "site.lite.download", "site.lite.reset"):
        assert t(key, lang).replace("'", "&#x27;") in page
    assert not any(link.startswith(("http:", "https:", "//")) for link in links)


def test_a_dashboard_page_gets_the_sites_settings_rebased_and_no_cdn(tmp_path: Path) -> None:
    lite = tmp_path / "lite"
    settings = {
        LITE.KERNEL_PLUGIN: {"pyodideUrl": "./static/pyodide/pyodide.js", "pipliteUrls": []}
    }
    (lite / "voici" / "render" / "workshop" / "en").mkdir(parents=True)
    config = {"jupyter-config-data": {"litePluginSettings": settings}}
    (lite / "jupyter-lite.json").write_text(json.dumps(config))
    inline = {"baseUrl": "../../../../", "litePluginSettings": {LITE.KERNEL_PLUGIN: {
        "pipliteUrls": ["../../../../extensions/all.json"]}}}  # fmt: skip
    page = lite / "voici" / "render" / "workshop" / "en" / "01_combat.html"
    page.write_text(
        "<html><head>"
        '<link href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/all.min.css">'
        f'<script id="jupyter-config-data" type="application/json">{json.dumps(inline)}</script>'
        '</head><body><a href="02_double_strike_and_trample.ipynb">next</a></body></html>'
    )
    assert LITE.fix_voici_pages(lite) == 1
    text = page.read_text()
    assert "cdn.jsdelivr.net" not in text
    assert 'href="../../../../static/fontawesome/css/all.min.css"' in text
    assert 'href="02_double_strike_and_trample.html"' in text
    found = re.search(r'type="application/json">(.*?)</script>', text)
    assert found is not None
    plugin = json.loads(found.group(1))["litePluginSettings"][LITE.KERNEL_PLUGIN]
    assert plugin["pyodideUrl"] == "../../../../static/pyodide/pyodide.js"
    assert plugin["pipliteUrls"] == ["../../../../extensions/all.json"]  # the page's own kept


@pytest.mark.parametrize("lang", LANGS)
def test_a_dashboard_page_says_the_language_of_its_notebook(tmp_path: Path, lang: str) -> None:
    """Voici writes ``<html lang="en">`` on every page: the build gives each dashboard's page
    its notebook's language (workshop/fr: ``fr``)."""
    lite = tmp_path / "lite"
    settings = {LITE.KERNEL_PLUGIN: {"pyodideUrl": "./static/pyodide/pyodide.js"}}
    config = {"jupyter-config-data": {"litePluginSettings": settings}}
    name = DASHBOARDS[2].file(lang).removesuffix(".ipynb")  # type: ignore[arg-type]
    page = lite / "voici" / "render" / "workshop" / lang / f"{name}.html"
    page.parent.mkdir(parents=True)
    (lite / "jupyter-lite.json").write_text(json.dumps(config))
    page.write_text(
        '<!DOCTYPE html>\n<html lang="en">\n<head><script id="jupyter-config-data" '
        'type="application/json">{}</script></head><body></body></html>'
    )
    assert LITE.fix_voici_pages(lite) == 1
    assert f'<html lang="{lang}">' in page.read_text()


def wheel(folder: Path, name: str, requires: list[str], modules: list[str]) -> Path:
    path = folder / f"{name}-1.0-py3-none-any.whl"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires
    )
    with zipfile.ZipFile(path, "w") as out:
        out.writestr(f"{name}-1.0.dist-info/METADATA", meta)
        for module in modules:
            out.writestr(f"{module}/__init__.py", "")
    return path


def test_the_lock_lists_what_a_wheel_imports_and_needs_on_pyodide(tmp_path: Path) -> None:
    made = wheel(
        tmp_path,
        "demo",
        [
            "needed>=1",
            "windows-only; sys_platform == 'win32'",
            "missing",
            "old; python_version<'3'",
        ],
        ["demo"],
    )
    entry = LITE.wheel_entry(made, {"demo", "needed", "windows-only", "old"})
    assert entry["name"] == "demo" and entry["imports"] == ["demo"]
    assert entry["depends"] == ["needed"]  # markers for Pyodide; only packages of the lock
    assert entry["file_name"] == made.name and len(str(entry["sha256"])) == 64


def test_a_placeholder_is_an_empty_wheel(tmp_path: Path) -> None:
    made = LITE.placeholder("sqlite3", tmp_path)
    with zipfile.ZipFile(made) as archive:
        assert all(".dist-info/" in name for name in archive.namelist())
    assert LITE.wheel_entry(made, set())["name"] == "sqlite3"


def test_every_wheel_is_pinned() -> None:
    pins = LITE.pinned()
    assert pins and all("==" in p for p in pins)
    assert any(p.startswith("jupyterlab-widgets==") for p in pins)
