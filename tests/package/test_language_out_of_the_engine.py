"""The engine, the validators and the card names take no language.

The target: no function in ``mtglearn/rules/``, ``base/validate.py`` or ``base/card_names.py``
has a ``lang`` or ``language`` parameter; errors keep their key, field and parameters
(``ScenarioError``) and are worded where they are shown, the narration is worded in
``mtglearn/words/``. The move is under way: ``REMAINING`` counts, file by file, the functions
that still take one. A file may only go down (lower its count here when it does); a file not
listed may take none, so the language can't come back in by a new module.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mtglearn"

#: Functions that still take ``lang``/``language``, by file (rules/: 171 before the words
#: layer, 120 after it: the block explainer's reading of the board stayed in rules/; then 82,
#: with base/validate.py and base/card_names.py at 0: rules/core, the combat's table, damage
#: order, attackable and provoke word no error themselves).
REMAINING: dict[str, int] = {
    "rules/combat/block_board.py": 1,
    "rules/combat/block_requirements.py": 11,
    "rules/combat/blocking.py": 9,
    "rules/combat/engine.py": 16,
    "rules/combat/eras.py": 3,
    "rules/combat/kind.py": 1,
    "rules/combat/scenario.py": 7,
    "rules/core/characteristics.py": 1,
    "rules/initiative/dungeons.py": 2,
    "rules/initiative/game.py": 2,
    "rules/initiative/kind.py": 5,
    "rules/initiative/rooms.py": 2,
    "rules/initiative/seating.py": 1,
    "rules/initiative/venture.py": 3,
    "rules/legions/amplify.py": 7,
    "rules/legions/cards.py": 6,
    "rules/legions/face_down.py": 5,
}

LANGUAGE = {"lang", "language"}


def with_language(path: Path) -> list[str]:
    """The functions (and methods) of ``path`` with a ``lang`` or ``language`` parameter."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = node.args
            names = {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)}
            if names & LANGUAGE:
                found.append(f"{node.name}:{node.lineno}")
    return found


def engine_files() -> list[Path]:
    return [
        *sorted((PACKAGE / "rules").rglob("*.py")),
        PACKAGE / "base" / "validate.py",
        PACKAGE / "base" / "card_names.py",
    ]


def test_the_language_only_leaves_the_engine() -> None:
    grown = {}
    for path in engine_files():
        where = path.relative_to(PACKAGE).as_posix()
        found = with_language(path)
        if len(found) > REMAINING.get(where, 0):
            grown[where] = found
    assert grown == {}, "functions below the door that take a language"


def test_the_count_of_remaining_functions_is_kept_up_to_date() -> None:
    """When a file loses its language, its count here goes down with it (to 0: off the list)."""
    counts = {p.relative_to(PACKAGE).as_posix(): len(with_language(p)) for p in engine_files()}
    stale = {f: (n, counts.get(f, 0)) for f, n in REMAINING.items() if counts.get(f, 0) < n}
    assert stale == {}


def test_the_words_layer_keeps_its_language() -> None:
    """The narration is worded in the reader's language: the words layer takes it."""
    assert all(with_language(p) for p in (PACKAGE / "words").glob("[!_]*.py"))


def test_the_scan_sees_a_language_parameter(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text(
        "def f(x, *, lang=None): ...\nclass C:\n    def g(self, language): ...\n"
        "def h(lang_code): ...\n",
        encoding="utf-8",
    )
    assert with_language(planted) == ["f:1", "g:3"]
