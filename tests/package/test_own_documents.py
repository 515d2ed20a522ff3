"""The repository cites only documents it contains.

A clone of this repository is all a user or a maintainer has: no file of it — code, comment,
docstring, catalog, data, notebook, document — may send the reader to a file beside it (the
team's notes, a path on a machine) or name a source by an internal label. So, in every tracked
text file:

- a ``*.md`` file it names exists in the repository (beside the citing file or from the
  repository's root): ``docs/scenario-format.md`` does, ``cards.md`` alone does not;
- none of the old labels appears: a section of "the format" without its file, ``DESIGN.md``,
  ``../shared``, a path of this machine, a source called "seed 001" (sources are named by what
  they are: the French lesson on double strike…), an "issue 12" (say what the code does).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
THIS = Path(__file__).resolve()

#: Labels that point outside the repository (built in pieces so this file does not match).
FORBIDDEN = {
    "a format section without its file": re.compile("format " + "§"),
    "the team's design notes": re.compile(r"DESIGN\.md"),
    "the folder beside the repository": re.compile(r"\.\./" + "shared"),
    "a path of this machine": re.compile("/" + r"work/(?:shared|main|wt)\b"),
    "a source called by its seed number": re.compile(r"(?i)\bseed\s+0\d\d\b"),
    "an issue number": re.compile(r"(?i)\bissues?\s+#?\d+"),
}

#: A file name ending in .md, with its relative path (``docs/cards.md``, ``../docs/x.md``),
#: not inside a URL or a longer path.
MARKDOWN_FILE = re.compile(r"(?<![\w/.-])((?:\.\./)*(?:[\w.-]+/)*[\w-]+\.md)\b")

#: A path into the repository's code that a text cites: ``tests/…py``, ``scripts/…py``,
#: ``mtglearn/…py`` or ``benchmarks/…py`` (a ``*`` stands for any part of a name).
CODE_FILE = re.compile(
    r"(?<![\w/.-])((?:tests|scripts|mtglearn|benchmarks)/(?:[\w.*-]+/)*[\w*-]+\.py)\b"
)

SKIPPED_DIRS = {".git", ".venv", "site", "build", "dist", "__pycache__", "node_modules"}


def tracked_text_files() -> list[Path]:
    """Every file git tracks (every file of the tree when git is not there), that is text."""
    try:
        listing = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
        ).stdout.decode()
        paths = [ROOT / p for p in listing.split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        paths = [
            p
            for p in ROOT.rglob("*")
            if p.is_file() and not SKIPPED_DIRS.intersection(p.relative_to(ROOT).parts)
        ]
    return [p for p in paths if p.resolve() != THIS and p.is_file() and _text(p) is not None]


def _text(path: Path) -> str | None:
    data = path.read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _exists(name: str, citing: Path) -> bool:
    return (citing.parent / name).resolve().is_file() or (ROOT / name).resolve().is_file()


def test_the_files_are_read() -> None:
    """The checks below see the package, the tests, the docs and the notebooks."""
    names = {p.relative_to(ROOT).as_posix() for p in tracked_text_files()}
    assert {"README.md", "docs/scenario-format.md", "mtglearn/rules/combat/scenario.py"} <= names
    assert any(n.startswith("notebooks/source/") for n in names)
    assert any(n.endswith(".ipynb") for n in names)


def named_markdown_files(line: str) -> list[str]:
    """The ``*.md`` files a line names; a path built in code (``ROOT / "docs" / "x.md"``) names
    ``docs/x.md``."""
    return MARKDOWN_FILE.findall(re.sub(r'"(\w+)" / "', r'"\1/', line))


def test_every_markdown_file_named_is_in_the_repository() -> None:
    missing = [
        f"{path.relative_to(ROOT)}:{number}: {name}"
        for path in tracked_text_files()
        for number, line in enumerate((_text(path) or "").splitlines(), 1)
        for name in named_markdown_files(line)
        if not _exists(name, path)
    ]
    assert missing == []


def _code_exists(name: str) -> bool:
    if "*" in name:
        return any(ROOT.glob(name))
    return (ROOT / name).is_file()


def test_every_code_file_cited_is_in_the_repository() -> None:
    """A test, script or module cited by its path (in the docs, the code, the notebooks'
    sources) is where the citation says: tests moved into layer folders leave no stale path."""
    missing = [
        f"{path.relative_to(ROOT)}:{number}: {name}"
        for path in tracked_text_files()
        if path.suffix != ".ipynb"
        for number, line in enumerate((_text(path) or "").splitlines(), 1)
        for name in CODE_FILE.findall(line)
        if not _code_exists(name)
    ]
    assert missing == []


def test_a_stale_code_path_is_caught() -> None:
    assert CODE_FILE.findall("proved by `tests/test_notebook_claims.py`") == [
        "tests/test_notebook_claims.py"
    ]
    assert not _code_exists("tests/test_notebook_claims.py")
    assert _code_exists("tests/notebooks/test_notebook_claims.py")
    assert _code_exists("tests/i18n/test_french_*.py")


def test_no_label_points_outside_the_repository() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {what}: {line.strip()[:120]}"
        for path in tracked_text_files()
        for number, line in enumerate((_text(path) or "").splitlines(), 1)
        for what, pattern in FORBIDDEN.items()
        if pattern.search(line)
    ]
    assert found == []


def test_the_checks_can_fail() -> None:
    """Each pattern catches what it is for, and spares what is right."""
    bad = [
        "Reading (format " + "§5.1).",
        "see DESIGN" + ".md",
        "python x.py ../" + "shared/reference/cr.txt",
        "(seed " + "001)",
        "Seed " + "004: amplify",
        "the learner-facing layer (issue " + "11)",
    ]
    assert [any(p.search(line) for p in FORBIDDEN.values()) for line in bad] == [True] * 6
    good = [
        "docs/scenario-format.md §5.1",
        "make(seed, lang)",
        "seed=2026",
        "the French lesson on double strike",
    ]
    assert [any(p.search(line) for p in FORBIDDEN.values()) for line in good] == [False] * 4
    assert named_markdown_files("cards.md §2, [x](docs/cards.md), https://a.org/b/c.md") == [
        "cards.md",
        "docs/cards.md",
    ]
    assert named_markdown_files('ROOT / "docs" / "style-fr.md"') == ["docs/style-fr.md"]
    assert not _exists("cards.md", ROOT / "mtglearn" / "rules" / "legions" / "cards.py")
    assert _exists("scenario-format.md", ROOT / "docs" / "teacher-guide.md")
