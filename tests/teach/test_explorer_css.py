"""The explorers' style sheet is package data (``mtglearn/data/explorer.css``), read as CSS."""

from __future__ import annotations

import tomllib
from pathlib import Path

from mtglearn.teach.explorers.explorer import EXPLORER_CSS, style_sheet

ROOT = Path(__file__).resolve().parents[2]


def test_the_style_sheet_is_package_data_and_one_rule_a_line() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "data/*.css" in data["tool"]["setuptools"]["package-data"]["mtglearn"]
    text = (ROOT / "mtglearn" / "data" / "explorer.css").read_text(encoding="utf-8")
    css = style_sheet("explorer.css")
    assert "/*" not in css and "\n" not in css
    assert css.count("{") == css.count("}") and text.count("{") == text.count("}")
    assert f"<style>{css}</style>" == EXPLORER_CSS
    assert ".mtglearn-explorer-controls .widget-radio-box input{order:-1;" in css
