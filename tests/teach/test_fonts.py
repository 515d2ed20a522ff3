"""The course's Chinese font: a small subset that covers every Chinese character the course
prints, under its license, given to every page that shows Chinese."""

from __future__ import annotations

import base64
import io
import json
import re
import sys
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from mtglearn.teach.fonts import CJK, FAMILY, chinese_font_css, font_bytes, has_chinese
from mtglearn.teach.workshop.dashboards import large_text

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from build_cjk_font import course_characters  # noqa: E402


def test_the_font_covers_every_chinese_character_of_the_course() -> None:
    """A Chinese character added to the catalog, the teaching layer or a notebook's source
    fails here until scripts/build_cjk_font.py has been run again."""
    font = TTFont(io.BytesIO(font_bytes()))
    covered = {chr(code) for code in font.getBestCmap()}
    wanted = set(course_characters())
    assert len(wanted) > 100 and "鸦" in wanted and "先" in wanted
    assert wanted - covered == set()


def test_the_font_is_small_renamed_and_licensed() -> None:
    data = font_bytes()
    assert len(data) < 60_000, "a subset, not a whole CJK font"
    font = TTFont(io.BytesIO(data))
    assert font["name"].getDebugName(1) == FAMILY  # a modified version is renamed (OFL 1.1)
    assert "Adobe" in (font["name"].getDebugName(0) or "")
    license_text = (ROOT / "mtglearn" / "data" / "fonts" / "OFL.txt").read_text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in license_text


def test_the_css_carries_the_font_for_chinese_only_with_the_machines_own_first() -> None:
    css = chinese_font_css()
    data = re.search(r"url\(data:font/woff;base64,([A-Za-z0-9+/=]+)\)", css)
    assert data is not None and base64.b64decode(data[1]) == font_bytes()
    assert css.index('local("Noto Sans CJK SC")') < css.index("url(data:")
    assert "unicode-range:U+2E80-9FFF,U+FF00-FFEF" in css
    assert f"--jp-content-font-family:'{FAMILY}'," in css


def outputs_text(cell: dict[str, object]) -> str:
    return json.dumps(cell.get("outputs", []), ensure_ascii=False)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_notebook_that_prints_chinese_gives_its_page_the_font(lang: str) -> None:
    """The notebooks with Chinese in their text or their outputs show the font from their
    hidden setup cell (an output that is only a <style>); the others do not carry it."""
    checked = 0
    for path in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
        cells = json.loads(path.read_text())["cells"]
        text = "".join("".join(c["source"]) + outputs_text(c) for c in cells)
        setup = next(c for c in cells if "hide-input" in c.get("metadata", {}).get("tags", []))
        shown = "".join(
            "".join(o.get("data", {}).get("text/html", [])) for o in setup.get("outputs", [])
        )
        text_without_font = text.replace(shown, "")
        if has_chinese(text_without_font):
            checked += 1
            assert "chinese_font()" in "".join(setup["source"]), path.name
            assert f"font-family:'{FAMILY}'" in shown, path.name
        else:
            assert "chinese_font" not in "".join(setup["source"]), path.name
    assert checked >= 3


def test_every_dashboard_gets_the_font_with_its_large_text_toggle() -> None:
    box = large_text("fr")
    assert any(getattr(c, "value", "") == chinese_font_css() for c in box.children)
    assert CJK.search("先攻") and not has_chinese("first strike, « initiative »")
