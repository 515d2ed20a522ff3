"""A learner's cell reads like the rule it shows: it comes in by the front door.

Every code cell of every notebook but the (folded) setup cell is checked for the plumbing the
front door replaces: a language passed by hand, HTML assembled by hand, a table id chosen by
hand, a tuple unpacked from a resolver, a scenario written as a raw dictionary or changed key by
key, an import.
"""

from __future__ import annotations

import re

import pytest

from tests.support.notebooks import code_cells, series

PLUMBING = {
    "a language passed by hand": re.compile(r"\bLANG\b|lang\s*="),
    "HTML assembled by hand": re.compile(r"\bHTML\(|lines_html|_html\("),
    "a table or explorer id chosen by hand": re.compile(r"uuid|styled\(.*,\s*[\"'][\w-]+[\"']"),
    "a tuple unpacked from a result": re.compile(r"^\s*\w+\s*,\s*_\s*=", re.MULTILINE),
    "a scenario written as a raw dictionary": re.compile(
        r"[{,]\s*[\"'](players|creatures|attacks|blocks|provoke|requirements|events|"
        r"take_initiative|venture|upkeep|combat_damage|block_costs|kind)[\"']\s*:"
    ),
    "a scenario changed key by key": re.compile(r"\w+\[[\"']\w+[\"']\](\[\d+\])?\s*="),
    "an import": re.compile(r"^\s*(import|from)\s", re.MULTILINE),
}

CELLS = [
    (f"{lang}/{number} cell {i}", cell.source)
    for lang in ("en", "fr")
    for number, path in series(lang).items()
    for i, cell in enumerate(code_cells(path)[1:], start=1)
]


def test_every_notebook_is_read() -> None:
    assert len({name.split(" ")[0] for name, _ in CELLS}) == 2 * len(series("en"))


@pytest.mark.parametrize(("name", "source"), CELLS, ids=[name for name, _ in CELLS])
def test_no_plumbing_in_a_learners_cell(name: str, source: str) -> None:
    found = [what for what, pattern in PLUMBING.items() if pattern.search(source)]
    assert not found, f"{name}: {', '.join(found)}:\n{source}"


def test_the_checks_catch_the_old_plumbing() -> None:
    """Cells as the course wrote them before the front door are caught, each for its reason."""
    old = {
        "a language passed by hand": "outcome_lines(plain, lang=LANG)",
        "HTML assembled by hand": "HTML(lines_html(plain.narrate(LANG)))",
        "a table or explorer id chosen by hand": 'styled(course_map(), "course-map")',
        "a tuple unpacked from a result": "plain, _ = Duel().resolve()",
        "a scenario written as a raw dictionary": 'menace = {"players": ["P1", "P2"]}',
        "a scenario changed key by key": 'both["provoke"] = {"V": "bear"}',
    }
    for what, source in old.items():
        assert PLUMBING[what].search(source), what
