"""French typography: no-break spaces before : ; ! ? », after «, applied in one place.

U+202F (espace fine insécable) before ; ! ? and U+00A0 (espace insécable) before : and inside
« » (docs/style-fr.md §4). Nobody types them: the catalog applies them to every French message
and the notebook builder to French markdown and comments. These tests fail on an ordinary space
in any French catalog message, French narration or French notebook (text and stored outputs).
"""

from __future__ import annotations

import json
import re
import string
import sys
from pathlib import Path
from typing import Any

import pytest

from mtglearn.base.i18n import catalog, t
from mtglearn.base.i18n.grammar import STACKED_PARENTHESES, Name, french_markdown, french_typography
from mtglearn.door.scenario import narrate, resolve_scenario
from tests.support.french import shipped_scenarios, typography_problems
from tests.support.notebooks import NOTEBOOK_GLOB, NOTEBOOKS


def test_the_typography_puts_each_no_break_space_where_french_needs_it() -> None:
    text = french_typography("Piège ! Vraiment ? Oui ; « contrat » : 2")
    assert text == "Piège\u202f! Vraiment\u202f? Oui\u202f; «\u00a0contrat\u00a0»\u00a0: 2"
    assert french_typography(text) == text  # applying it twice changes nothing
    # Field paths, times and URLs have no space to replace, and keep none.
    assert french_typography("events[0].dungeon: x, 12:30, https://a.b/?q=1") == (
        "events[0].dungeon: x, 12:30, https://a.b/?q=1"
    )


def test_markdown_typography_leaves_code_math_and_table_syntax_alone() -> None:
    text = "Voir `a : b` et $x : y$ ; la table :\n| a | b |\n| :--- | ---: |\n« fin »"
    assert french_markdown(text) == (
        "Voir `a : b` et $x : y$\u202f; la table\u00a0:\n| a | b |\n| :--- | ---: |\n"
        "«\u00a0fin\u00a0»"
    )


def test_markdown_gets_real_minus_signs_but_dates_and_code_keep_their_hyphens() -> None:
    text = "marqueurs -1/-1, (-5), le 2004-10-04, `x = -1`"
    assert french_markdown(text) == "marqueurs \u22121/\u22121, (\u22125), le 2004-10-04, `x = -1`"


def test_the_check_catches_an_ordinary_space() -> None:
    """The test below can fail: it reports exactly these."""
    assert len(typography_problems("Points de vie : 20 ; « contrat »")) == 4
    assert typography_problems(french_typography("Points de vie : 20 ; « contrat »")) == []


class _Any:
    """A value for any placeholder: a number for plurals, a name for the grammatical forms."""

    def __int__(self) -> int:
        return 2

    def __format__(self, spec: str) -> str:
        return format(Name("X"), spec)

    def __repr__(self) -> str:
        return "'X'"


def _render(key: str) -> str:
    template = catalog()[key]["fr"]
    fields = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    return t(key, "fr", **{field: _Any() for field in fields})


@pytest.mark.parametrize("key", sorted(catalog()))
def test_every_french_catalog_message_has_french_spacing(key: str) -> None:
    assert typography_problems(_render(key)) == []


@pytest.mark.parametrize("path", shipped_scenarios(), ids=lambda p: p.stem)
def test_french_narration_of_every_shipped_scenario_has_french_spacing(path: Path) -> None:
    outcome = resolve_scenario(json.loads(path.read_text(encoding="utf-8")), "fr")
    assert [p for line in narrate(outcome, "fr") for p in typography_problems(line)] == []


_KEEP = re.compile(r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]*\$|^[ \t]*\|?[ \t:|-]*-[ \t:|-]*$",
                   re.DOTALL | re.MULTILINE)  # fmt: skip
_TAGS = re.compile(r"<style.*?</style>|<script.*?</script>|<[^>]*>", re.DOTALL)


def _prose(cell: dict[str, Any]) -> list[str]:
    """The French prose of a notebook cell: markdown (without code and math), and the text of
    its stored outputs (HTML without its tags and styles)."""
    if cell["cell_type"] == "markdown":
        return [_KEEP.sub(" ", "".join(cell["source"]))]
    texts: list[str] = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            texts.append("".join(output["text"]))
        data = output.get("data", {})
        for kind in ("text/plain", "text/markdown"):
            if kind in data and not output.get("metadata", {}).get("widget"):
                texts.append("".join(data[kind]))
        if "text/html" in data:
            texts.append(_TAGS.sub(" ", "".join(data["text/html"])))
    return texts


@pytest.mark.parametrize(
    "path", sorted((NOTEBOOKS / "fr").glob(NOTEBOOK_GLOB)), ids=lambda p: p.name
)
def test_french_notebooks_have_french_spacing_in_text_and_outputs(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    problems = [p for cell in cells for text in _prose(cell) for p in typography_problems(text)]
    assert problems == [], f"{path.name}: {len(problems)} ordinary spaces, e.g. {problems[:3]}"


def test_the_french_guides_are_in_french_typography() -> None:
    """The teacher's guide and the style guide are read as plain markdown: their typography is
    set by ``scripts/french_docs.py`` with the notebooks' rules (code and table syntax kept)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from french_docs import FRENCH_DOCS

    untypeset = [
        path.name
        for path in FRENCH_DOCS
        if french_markdown(text := path.read_text(encoding="utf-8")) != text
    ]
    assert untypeset == []


# ---- one parenthesis, never two side by side (docs/style-fr.md §4) ---------------------------

_NOT_PROSE = re.compile(r"```.*?```|`[^`\n]*`|\]\([^)]*\)|<[^>]*>", re.DOTALL)


def stacked(text: str) -> list[str]:
    """Two parentheses side by side, « (…) (506.1) », outside code and link targets."""
    prose = _NOT_PROSE.sub(" ", text)
    return [
        prose[max(0, m.start() - 40) : m.end() + 20] for m in STACKED_PARENTHESES.finditer(prose)
    ]


def test_the_parenthesis_check_catches_two_side_by_side() -> None:
    assert stacked("Combat : P2 attaque (F → P1) (506.1).") != []
    assert stacked("Combat : P2 attaque (F → P1 ; 506.1).") == []
    assert stacked("voir [le guide](docs/style-fr.md) (en français)") == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_catalog_message_puts_two_parentheses_side_by_side(lang: str) -> None:
    found = []
    for key, texts in sorted(catalog().items()):
        fields = {f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f}
        found += [f"{key}: {s}" for s in stacked(t(key, lang, **dict.fromkeys(fields, _Any())))]
    assert found == []


@pytest.mark.parametrize("path", shipped_scenarios(), ids=lambda p: p.stem)
def test_french_narration_puts_one_parenthesis_at_a_time(path: Path) -> None:
    outcome = resolve_scenario(json.loads(path.read_text(encoding="utf-8")), "fr")
    assert [s for line in narrate(outcome, "fr") for s in stacked(line)] == []


_FRENCH_FILES = sorted((NOTEBOOKS / "fr").glob(NOTEBOOK_GLOB)) + sorted(
    (NOTEBOOKS.parent / "workshop" / "fr").glob("*.ipynb")
)


@pytest.mark.parametrize("path", _FRENCH_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_french_notebooks_and_dashboards_put_one_parenthesis_at_a_time(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = [s for cell in cells for text in _prose(cell) for s in stacked(text)]
    assert found == [], f"{path.name}: {len(found)}, e.g. {found[:3]}"


def test_the_french_guides_put_one_parenthesis_at_a_time() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from french_docs import FRENCH_DOCS

    found = [f"{p.name}: {s}" for p in FRENCH_DOCS for s in stacked(p.read_text(encoding="utf-8"))]
    assert found == []


# ---- one apostrophe: the straight one (docs/style-fr.md §4) ----------------------------------

CURLY = "\u2019"


def test_french_catalog_messages_and_glossary_use_the_straight_apostrophe() -> None:
    from mtglearn.base.i18n import glossary

    found = [key for key, texts in catalog().items() if CURLY in texts["fr"]]
    found += [term["id"] for term in glossary() if any(CURLY in term[k] for k in term)]
    assert found == []


@pytest.mark.parametrize("path", _FRENCH_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_french_notebooks_and_dashboards_use_the_straight_apostrophe(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    # The combat boards are SVG pictures whose words are French prose too.
    svgs = [
        "".join(out["data"]["image/svg+xml"])
        for cell in cells
        for out in cell.get("outputs", [])
        if "image/svg+xml" in out.get("data", {})
    ]
    found = [text for cell in cells for text in _prose(cell) if CURLY in text]
    found += [svg for svg in svgs if CURLY in svg]
    assert found == [], f"{path.name}: {len(found)} cells with ’"


def test_the_french_guides_use_the_straight_apostrophe() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from french_docs import FRENCH_DOCS

    assert [p.name for p in FRENCH_DOCS if CURLY in p.read_text(encoding="utf-8")] == []


#: A hyphen used as a minus sign: before a digit, after a space, an opening bracket or a slash
#: (« -1/-1 »), not inside a word, a date or a field path (« 2004-10-04 », « events[-1] »).
HYPHEN_MINUS = re.compile(r"(?<![\w\-\[{.])-\d")


def test_the_minus_check_catches_a_hyphen_used_as_a_minus() -> None:
    assert HYPHEN_MINUS.findall("la créature ciblée gagne -1/-1 (-5)") == ["-1", "-1", "-5"]
    assert HYPHEN_MINUS.findall("gagne \u22121/\u22121, le 2004-10-04, events[-1]") == []


@pytest.mark.parametrize("key", sorted(catalog()))
def test_french_catalog_messages_write_the_minus_sign_as_a_minus(key: str) -> None:
    """docs/style-fr.md §4: « −1/−1 » (U+2212) in the catalog, never a hyphen before a number."""
    assert HYPHEN_MINUS.findall(catalog()[key]["fr"]) == []
