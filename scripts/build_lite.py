"""Build the zero-install site (what ``make site`` runs): the course in the browser, no server.

    python scripts/build_lite.py                 # into site/
    python scripts/build_lite.py --output DIR    # anywhere else (a sub-path works too)

The site holds everything it needs; a plain static server serves it and nothing is requested
outside it at run time:

    DIR/index.html, DIR/en/, DIR/fr/   the landing pages: every dashboard and every notebook of
                                       the course map, in both languages
    DIR/lite/                          JupyterLite (lab/, notebooks/) and Voici (voici/render/…),
                                       one build (jupyterlite-core, the Pyodide kernel, voici-core)
    DIR/lite/static/pyodide/           the Pyodide runtime from npm, with a package lock written
                                       here that lists only the pure wheels beside it
    DIR/lite/static/fontawesome/       Font Awesome from npm (Voilà's page template asks for it)
    DIR/read/                          the committed notebooks as read-only HTML pages
                                       (scripts/build_site.py)

Inputs, all pinned: the build tools in pyproject.toml's ``site`` extra; ``scripts/zero_install/
package.json`` and its ``package-lock.json`` (npm: ``pyodide``, ``@fortawesome/fontawesome-free``);
``scripts/zero_install/wheels.txt`` (the pure wheels from PyPI). Downloads are kept in
``build/zero-install/`` and reused while their pins stay the same.

No pandas, numpy or matplotlib: PyPI has no Pyodide wheels of them and Pyodide's full
distribution is not on npm. The course runs without them (mtglearn.teach.frames: plain HTML
tables, SVG drawings). A published build that wants them takes Pyodide's full distribution
instead of the npm runtime: see the teacher guide, "The course with nothing to install".
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from mtglearn.base.i18n import LANGS, Lang, t  # noqa: E402
from mtglearn.teach.course import COURSE  # noqa: E402
from mtglearn.teach.workshop.dashboards import DASHBOARDS  # noqa: E402

PINS = ROOT / "scripts" / "zero_install"
CACHE = ROOT / "build" / "zero-install"
#: The runtime's files taken from the npm package (the rest of it is for Node).
RUNTIME_FILES = (
    "pyodide.js",
    "pyodide.mjs",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
)
#: Loaded when a kernel starts (the kernel's own needs, then the course's), from the lock
#: written here. ``ssl`` and ``sqlite3`` are compiled modules of the full distribution, absent
#: from the npm runtime, that the kernel asks for as it starts: the lock lists them as empty
#: placeholders (:data:`ABSENT`), so that it asks nobody; ``import ssl`` fails as it would
#: anyway, and IPython runs without sqlite3 (no saved history).
PRELOAD = (
    "ssl",
    "sqlite3",
    "micropip",
    "comm",
    "jedi",
    "ipython",
    "ipywidgets",
    "lazy-loader",
    "jinja2",
    "mtglearn-course",
)
ABSENT = ("ssl", "sqlite3")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Where the packages of a wheel run: Pyodide 0.27.7 is CPython 3.12 on Emscripten.
MARKER_ENV = {
    "python_version": "3.12",
    "python_full_version": "3.12.7",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}
#: First in a dashboard's <head>: the page registers no service worker. With one, the Pyodide
#: kernel mounts the browser's files as /drive and its cwd, and in Voici 0.9's page no one
#: answers the drive's requests: the first import waits forever ("Executing 2 of 7"). A
#: dashboard reads no file; its kernel then runs without the drive.
NO_DRIVE = (
    "<script>if (navigator.serviceWorker) { navigator.serviceWorker.register = () => "
    'Promise.reject(new Error("mtglearn: no service worker on a dashboard")); }</script>'
)
FONT_AWESOME_CDN = re.compile(
    r"https://cdn\.jsdelivr\.net/npm/@fortawesome/fontawesome-free@[^/]+/css/([\w.-]+\.css)"
)


def step(message: str) -> None:
    print(f"build_lite: {message}", flush=True)


def run(command: list[str], cwd: Path | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, check=False)
    if done.returncode != 0:
        raise SystemExit(f"build_lite: failed ({done.returncode}): {' '.join(command)}")


def digest(*paths: Path) -> str:
    sha = hashlib.sha256()
    for path in paths:
        sha.update(path.read_bytes())
    return sha.hexdigest()


# -- npm ------------------------------------------------------------------------------------------


def npm_modules() -> Path:
    """``npm ci`` of the pinned package.json + package-lock.json (once per lock)."""
    folder = CACHE / "npm"
    stamp = folder / ".stamp"
    wanted = digest(PINS / "package.json", PINS / "package-lock.json")
    if stamp.exists() and stamp.read_text() == wanted:
        return folder / "node_modules"
    if shutil.which("npm") is None:
        raise SystemExit("build_lite: npm is needed (Debian: apt-get install npm)")
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy2(PINS / name, folder / name)
    step("npm ci (pyodide, @fortawesome/fontawesome-free)")
    run(["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=folder)
    stamp.write_text(wanted)
    return folder / "node_modules"


# -- wheels ---------------------------------------------------------------------------------------


def pinned(name: str = "wheels.txt") -> list[str]:
    lines = (PINS / name).read_text(encoding="utf-8").splitlines()
    pins = [line.split("#")[0].strip() for line in lines]
    pins = [p for p in pins if p]
    loose = [p for p in pins if "==" not in p]
    if loose:
        raise SystemExit(f"build_lite: wheels.txt pins every version (==): {loose}")
    return pins


def pip(*arguments: str) -> None:
    run([sys.executable, "-m", "pip", "--disable-pip-version-check", *arguments])


def downloaded_wheels(
    name: str = "wheels", overrides: str | None = None, python: str = "3.12"
) -> list[Path]:
    """The pinned pure wheels from PyPI (MarkupSafe built pure from its sdist); ``overrides``
    names a file of pins replacing some of wheels.txt (for another runtime)."""
    folder = CACHE / name
    stamp = folder / ".stamp"
    wanted = digest(PINS / "wheels.txt", *([PINS / overrides] if overrides else []))
    pins = pinned()
    if overrides:
        replaced = pinned(overrides)
        names = {p.split("==")[0].lower() for p in replaced}
        pins = [p for p in pins if p.split("==")[0].lower() not in names] + replaced
    markupsafe = [p for p in pins if p.lower().startswith("markupsafe==")]
    others = [p for p in pins if p not in markupsafe]
    if not (stamp.exists() and stamp.read_text() == wanted):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        step(f"pip download {len(others)} pure wheels")
        pip("download", "--quiet", "--no-deps", "--only-binary=:all:", "--python-version",
            python, "--implementation", "py", "--abi", "none", "--platform", "any",
            "--dest", str(folder), *others)  # fmt: skip
        for pin in markupsafe:
            sdists = CACHE / "sdist"
            shutil.rmtree(sdists, ignore_errors=True)
            pip("download", "--quiet", "--no-deps", "--no-binary=:all:", "--dest", str(sdists), pin)
            pure_markupsafe(next(sdists.glob("*.tar.gz")), folder)
        for wheel in folder.glob("*.whl"):
            if not wheel.name.endswith("-none-any.whl"):
                raise SystemExit(f"build_lite: {wheel.name} is not a pure wheel")
        stamp.write_text(wanted)
    return sorted(folder.glob("*.whl"))


def pure_markupsafe(sdist: Path, folder: Path) -> Path:
    """MarkupSafe as a pure wheel: its Python modules, without the optional C speedups (it
    falls back to its pure implementation when ``_speedups`` is missing)."""
    with tarfile.open(sdist) as archive:
        members = {m.name: m for m in archive.getmembers() if m.isfile()}
        top = sdist.name.removesuffix(".tar.gz")
        metadata = archive.extractfile(members[f"{top}/PKG-INFO"]).read()  # type: ignore[union-attr]
        version = Parser().parsestr(metadata.decode()).get("Version", "")
        files = {
            name.split("/src/", 1)[1]: archive.extractfile(m).read()  # type: ignore[union-attr]
            for name, m in members.items()
            if "/src/markupsafe/" in name and name.endswith((".py", "py.typed"))
        }
    info = f"markupsafe-{version}.dist-info"
    files[f"{info}/METADATA"] = metadata
    files[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: mtglearn build_lite\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    record = []
    for name, data in files.items():
        hashed = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={hashed},{len(data)}")
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel = folder / f"markupsafe-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as out:
        for name in sorted(files):
            info_entry = zipfile.ZipInfo(name, date_time=(2020, 2, 2, 0, 0, 0))
            out.writestr(info_entry, files[name], zipfile.ZIP_DEFLATED)
    return wheel


def placeholder(name: str, folder: Path) -> Path:
    """An empty wheel (metadata only) standing for a compiled module the npm runtime lacks."""
    info = f"{name}-0.0.0.dist-info"
    files = {
        f"{info}/METADATA": (
            f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\nSummary: placeholder: "
            f"{name} is not in the Pyodide runtime from npm\n"
        ).encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{n},,\n" for n in [*files, f"{info}/RECORD"]).encode()
    wheel = folder / f"{name}-0.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as out:
        for entry, data in files.items():
            out.writestr(zipfile.ZipInfo(entry, date_time=(2020, 2, 2, 0, 0, 0)), data)
    return wheel


def course_wheel() -> Path:
    folder = CACHE / "course"
    shutil.rmtree(folder, ignore_errors=True)
    step("pip wheel . (the course)")
    pip("wheel", "--quiet", "--no-deps", "--wheel-dir", str(folder), str(ROOT))
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    return next(folder.glob("mtglearn_course-*.whl"))


def wheel_entry(wheel: Path, present: set[str]) -> dict[str, object]:
    """The wheel's entry in Pyodide's package lock: name, version, file, hash, what it imports
    and which other packages of the lock it needs."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(meta_name).decode("utf-8"))
        top_level = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        if top_level is not None:
            imports = archive.read(top_level).decode().split()
        else:
            imports = sorted(
                {
                    n.split("/")[0].removesuffix(".py")
                    for n in names
                    if not n.split("/")[0].endswith((".dist-info", ".data"))
                    and (n.endswith(".py") or "/" in n)
                }
            )
    depends = []
    for line in meta.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate(MARKER_ENV):
            continue
        name = canonicalize_name(requirement.name)
        if name in present:
            depends.append(name)
    name = canonicalize_name(meta["Name"])
    return {
        "name": name,
        "version": meta["Version"],
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": [i for i in imports if i.isidentifier()],
        "depends": sorted(set(depends)),
        "unvendored_tests": False,
        "shared_library": False,
    }


def runtime(
    node_modules: Path,
    wheels: list[Path],
    target: Path,
    package: str = "pyodide",
    files: tuple[str, ...] = RUNTIME_FILES,
    absent: tuple[str, ...] = ABSENT,
) -> int:
    """The npm runtime and the wheels in ``target``, with a lock listing only those wheels (the
    npm package's lock names ~250 packages whose files it does not hold)."""
    source = node_modules / package
    target.mkdir(parents=True, exist_ok=True)
    for name in files:
        shutil.copy2(source / name, target / name)
    npm_lock = json.loads((source / "pyodide-lock.json").read_text(encoding="utf-8"))
    present = set()
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            meta_name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            present.add(
                canonicalize_name(Parser().parsestr(archive.read(meta_name).decode())["Name"])
            )
    packages = {}
    for wheel in wheels:
        shutil.copy2(wheel, target / wheel.name)
        entry = wheel_entry(wheel, present)
        packages[str(entry["name"])] = entry
    for name in absent:
        entry = wheel_entry(placeholder(name, target), present)
        packages[name] = {**entry, "imports": []}
    missing = [p for p in PRELOAD if p not in packages and p not in ABSENT]
    if missing:
        raise SystemExit(f"build_lite: no wheel for {missing} (scripts/zero_install/wheels.txt)")
    lock = {"info": npm_lock["info"], "packages": packages}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return len(packages)


# -- JupyterLite + Voici --------------------------------------------------------------------------


def contents(folder: Path, parts: tuple[str, ...] = ("workshop/en", "workshop/fr")) -> Path:
    """The notebooks a visitor opens: the workshop's dashboards, or the course's notebooks."""
    shutil.rmtree(folder, ignore_errors=True)
    for part in parts:
        (folder / part).mkdir(parents=True)
        for notebook in sorted((ROOT / part).glob("*.ipynb")):
            shutil.copy2(notebook, folder / part / notebook.name)
    return folder


def lite_config(
    folder: Path, pyodide: str = "pyodide.js", preload: tuple[str, ...] = PRELOAD
) -> Path:
    shutil.rmtree(folder, ignore_errors=True)  # no state of a previous build (its doit db)
    folder.mkdir(parents=True)
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "mtglearn",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": f"./static/pyodide/{pyodide}",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": list(preload)},
                }
            },
        },
    }
    (folder / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
    return folder


def lite_build(output: Path) -> None:
    lite_dir = lite_config(CACHE / "lite")
    notebooks = contents(CACHE / "contents")
    shutil.rmtree(output, ignore_errors=True)
    voici = Path(sys.executable).with_name("voici")
    if not voici.exists():
        raise SystemExit("build_lite: voici is missing: pip install -e '.[site]' (make site does)")
    step("voici build (the dashboards)")
    run([str(voici), "build", "--apps", "voici",
         "--lite-dir", str(lite_dir), "--contents", str(notebooks), "--output-dir", str(output),
         "--no-sourcemaps", "--no-unused-shared-packages", "--source-date-epoch", "1700000000"],
        cwd=lite_dir)  # fmt: skip


#: The notebooks' runtime: Pyodide 314.0.6 (npm alias ``pyodide-314``), loaded as a module.
LAB_FILES = (
    "pyodide.js",
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
)
LAB_VENV = ROOT / ".venv-lite"


def lab_build(output: Path, node_modules: Path, course: Path) -> int:
    """JupyterLite 0.8 (lab and notebook apps) with the course's notebooks, on Pyodide 314.0.6:
    built with the tools of ``.venv-lite`` (scripts/zero_install/lab-requirements.txt)."""
    jupyter = LAB_VENV / "bin" / "jupyter"
    if not jupyter.exists():
        raise SystemExit(
            "build_lite: .venv-lite is missing: python -m venv .venv-lite && .venv-lite/bin/pip "
            "install -r scripts/zero_install/lab-requirements.txt (make site does)"
        )
    preload = tuple(p for p in PRELOAD if p not in ABSENT)
    lite_dir = lite_config(CACHE / "lab", "pyodide.mjs", preload)
    # Every cell in the page (JupyterLab draws only the visible ones by default): a learner's
    # search finds any text, and a test sees every output.
    overrides = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}
    (lite_dir / "overrides.json").write_text(json.dumps(overrides))
    notebooks = contents(CACHE / "lab-contents", ("notebooks/en", "notebooks/fr"))
    shutil.rmtree(output, ignore_errors=True)
    step("jupyter lite build (the notebooks, JupyterLite 0.8)")
    run([str(jupyter), "lite", "build", "--apps", "lab", "--apps", "notebooks",
         "--lite-dir", str(lite_dir), "--contents", str(notebooks), "--output-dir", str(output),
         "--no-sourcemaps", "--no-unused-shared-packages", "--source-date-epoch", "1700000000"],
        cwd=lite_dir)  # fmt: skip
    wheels = [*downloaded_wheels("lab-wheels", "lab-wheels.txt", "3.14"), course]
    return runtime(
        node_modules, wheels, output / "static" / "pyodide", "pyodide-314", LAB_FILES, ()
    )


def rebase(value: object, prefix: str) -> object:
    if isinstance(value, str) and value.startswith("./"):
        return prefix + value[2:]
    if isinstance(value, list):
        return [rebase(v, prefix) for v in value]
    if isinstance(value, dict):
        return {k: rebase(v, prefix) for k, v in value.items()}
    return value


def fix_voici_pages(lite: Path) -> int:
    """Each dashboard page inlines its own jupyter-lite.json, without the site's plugin settings:
    add them, rebase their relative URLs on the page's depth (the Pyodide URL 404s otherwise
    and the page waits forever on "Starting up kernel…"), take Font Awesome from the site, and
    link notebooks to their pages."""
    pages = sorted((lite / "voici" / "render").rglob("*.html"))
    site_config = json.loads((lite / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = site_config["jupyter-config-data"]["litePluginSettings"]
    if "pyodideUrl" not in settings.get(KERNEL_PLUGIN, {}):
        raise SystemExit(f"build_lite: {lite / 'jupyter-lite.json'} lacks the site's settings")
    for page in pages:
        depth = len(page.relative_to(lite).parts) - 1
        prefix = "../" * depth
        text = page.read_text(encoding="utf-8")

        def fix_config(match: re.Match[str], prefix: str = prefix) -> str:
            config = json.loads(match.group(2))
            # The page's own settings lack the site's (the runtime's URL, PyPI off, the
            # packages loaded at start): the site's, then the page's on top.
            merged = {
                plugin: {**values, **config.get("litePluginSettings", {}).get(plugin, {})}
                for plugin, values in settings.items()
            }
            config["litePluginSettings"] = rebase(merged, prefix)
            return match.group(1) + json.dumps(config) + match.group(3)

        text = re.sub(
            r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)',
            fix_config, text, count=1, flags=re.S,
        )  # fmt: skip
        text = text.replace("<head>", "<head>" + NO_DRIVE, 1)
        fonts = f"{prefix}static/fontawesome/css/"
        text = FONT_AWESOME_CDN.sub(lambda m, fonts=fonts: fonts + m.group(1), text)
        text = re.sub(r'href="([\w.-]+)\.ipynb"', r'href="\1.html"', text)
        text = page_language(page.relative_to(lite / "voici" / "render"), text)
        if "cdn.jsdelivr.net" in text:
            raise SystemExit(f"build_lite: {page} still asks a CDN")
        page.write_text(text, encoding="utf-8")
    return len(pages)


def page_language(page: Path, text: str, root: Path = ROOT) -> str:
    """The dashboard page's ``<html lang>`` (``page``: its path under voici/render), its
    notebook's language (metadata ``mtglearn.lang``, which scripts/build_workshop.py writes):
    Voici writes ``en`` on every page."""
    notebook = json.loads((root / page.with_suffix(".ipynb")).read_text(encoding="utf-8"))
    lang = notebook["metadata"].get("mtglearn", {}).get("lang")
    if lang not in LANGS:
        raise SystemExit(f"build_lite: {page.with_suffix('.ipynb')} names no language ({lang!r})")
    text, found = re.subn(r'<html(?: lang="[\w-]*")?', f'<html lang="{lang}"', text, count=1)
    if not found:
        raise SystemExit(f"build_lite: {page} has no <html>")
    return text


def font_awesome(node_modules: Path, target: Path) -> None:
    source = node_modules / "@fortawesome" / "fontawesome-free"
    for part in ("css", "webfonts"):
        shutil.copytree(source / part, target / part, dirs_exist_ok=True)
    shutil.copy2(source / "LICENSE.txt", target / "LICENSE.txt")


# -- landing pages --------------------------------------------------------------------------------

STYLE = """<style>
body { font-family: sans-serif; max-width: 56em; margin: 1.5em auto; padding: 0 1em;
       line-height: 1.45; color: #222; font-size: 1.05rem; }
h2 { margin-top: 1.6em; } ol, ul { padding-left: 1.3em; } li { margin-bottom: 0.8em; }
.summary { margin: 0.15em 0; } .rules { color: #555; margin: 0; font-size: 0.95em; }
nav a { margin-right: 1.5em; } .links a { margin-right: 1em; white-space: nowrap; }
.storage { background: #f3f6fa; border-left: 4px solid #0072B2; padding: 0.6em 1em; }
</style>"""


def page(lang: Lang, title: str, body: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">\n'
        f"<title>{html.escape(title)}</title>\n{STYLE}\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def e(key: str, lang: Lang, **values: object) -> str:
    return html.escape(t(key, lang, **values))


def landing(lang: Lang) -> str:
    """The landing page in ``lang``: the dashboards, then the course map with each notebook
    (live in JupyterLite, or to read), and what becomes of a learner's edits."""
    there = "fr" if lang == "en" else "en"
    dashboards = "\n".join(
        f'<li><a href="../lite/voici/render/workshop/{lang}/'
        f'{html.escape(d.file(lang).removesuffix(".ipynb"))}.html">{html.escape(d.title(lang))}</a>'
        f'<p class="summary">{html.escape(d.purpose(lang))}</p></li>'
        for d in DASHBOARDS
    )
    lessons = []
    for lesson in COURSE:
        name = lesson.file(lang)
        rules = (
            ""
            if lesson.rules.strip() in ("", "—")
            else f'<p class="rules">{e("site.index.rules", lang, rules=lesson.rules)}</p>'
        )
        lessons.append(
            f"<li><b>{lesson.number} — {html.escape(lesson.title(lang))}</b>"
            f'<p class="summary">{html.escape(lesson.summary(lang))}</p>{rules}'
            f'<p class="links"><a href="../lab/notebooks/index.html?path=notebooks/{lang}/'
            f'{html.escape(name)}">{e("site.lite.open", lang)}</a>'
            f'<a href="../read/{lang}/{html.escape(name.removesuffix(".ipynb"))}.html">'
            f"{e('site.lite.read', lang)}</a></p></li>"
        )
    body = (
        f'<nav><a href="../index.html">mtglearn</a>'
        f'<a href="../{there}/index.html" hreflang="{there}" lang="{there}">'
        f"{e('site.nav.other', lang)}</a></nav>\n"
        f"<h1>{e('site.title', lang)}</h1>\n<p>{e('site.lite.lead', lang)}</p>\n"
        f"<h2>{e('site.lite.dashboards', lang)}</h2>\n<p>{e('site.lite.dashboards_lead', lang)}</p>"
        f'\n<ol class="dashboards">\n{dashboards}\n</ol>\n'
        f"<h2>{e('site.lite.notebooks', lang)}</h2>\n<p>{e('site.lite.notebooks_lead', lang)}</p>\n"
        f'<div class="storage"><p>{e("site.lite.storage", lang)}</p>'
        f"<p>{e('site.lite.download', lang)}</p><p>{e('site.lite.reset', lang)}</p></div>\n"
        f'<ol class="lessons" start="0">\n{"".join(lessons)}\n</ol>'
    )
    return page(lang, t("site.title", lang), body)


def root_page() -> str:
    blocks = "\n".join(
        f'<section lang="{lang}"><h1>{e("site.title", lang)}</h1>'
        f"<p>{e('site.root.lead', lang)}</p><p>{e('site.lite.lead', lang)}</p>"
        f"<p>{e('site.choose', lang)} "
        f'<a href="{lang}/index.html" hreflang="{lang}">{e("site.lang_name", lang)}</a></p>'
        "</section>"
        for lang in LANGS
    )
    return page("en", "mtglearn", blocks)


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(output: Path) -> dict[str, object]:
    started = time.monotonic()
    node_modules = npm_modules()
    course = course_wheel()
    wheels = [*downloaded_wheels(), course]
    output.mkdir(parents=True, exist_ok=True)
    for stale in ("lite", "lab", "read", "en", "fr", "index.html"):
        target = output / stale
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    lite = output / "lite"
    lite_build(lite)
    packages = runtime(node_modules, wheels, lite / "static" / "pyodide")
    font_awesome(node_modules, lite / "static" / "fontawesome")
    pages = fix_voici_pages(lite)
    lab_packages = lab_build(output / "lab", node_modules, course)
    step("read-only pages (scripts/build_site.py)")
    import build_site

    build_site.build(output / "read")
    for lang in LANGS:
        (output / lang).mkdir(exist_ok=True)
        (output / lang / "index.html").write_text(landing(lang), encoding="utf-8")
    (output / "index.html").write_text(root_page(), encoding="utf-8")
    (output / ".nojekyll").write_text("")  # GitHub Pages: serve folders starting with "_"
    figures = {
        "seconds": round(time.monotonic() - started, 1),
        "megabytes": round(size_of(output) / 1e6, 1),
        "packages": packages,
        "lab_packages": lab_packages,
        "dashboard_pages": pages,
    }
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site", help="default: site/")
    args = parser.parse_args()
    os.environ.setdefault("PIP_DISABLE_PIP_VERSION_CHECK", "1")
    figures = build(args.output.resolve())
    print(
        f"build_lite: site in {args.output} — {figures['megabytes']} MB, "
        f"{figures['packages']} wheels in the runtime, {figures['dashboard_pages']} Voici pages, "
        f"built in {figures['seconds']} s; serve it with any static server, e.g. "
        f"python -m http.server -d {args.output}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
