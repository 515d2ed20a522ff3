"""The rule at hand: every notebook quotes the rules it teaches, word for word, and links the
official rules page; every quotation is the text of its rule in the Comprehensive Rules of
April 17, 2026 (the excerpts shipped in mtglearn/data, written by scripts/cr_excerpts.py from
that text), and every rule quoted exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from mtglearn.teach.chapters.rule_quotes import RULES_PAGE, excerpts, quoted_rules
from tests.support.notebooks import number_of, series

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = set((ROOT / "tests" / "data" / "cr-2026-04-17-rules.txt").read_text().split())
#: A quotation of a rule in a notebook: « > **702.4b** “…” ».
QUOTE = re.compile(r"^> \*\*(\d{3}\.\d+[a-z]?)\*\* “(.+)”$", re.MULTILINE)
EXAMPLE = re.compile(r"^> \*(?:Example:|Exemple du texte officiel\s?:)\* “(.+)”$", re.MULTILINE)
TRANSLATION = re.compile(r"^> \*Traduction du cours\s?:\* «\s(.+)\s»$", re.MULTILINE)
PATHS = [path for lang in ("en", "fr") for path in series(lang).values()]


def markdown(path: Path) -> str:
    cells = nbformat.read(path, as_version=4).cells
    return "\n\n".join(cell.source for cell in cells if cell.cell_type == "markdown")


def test_every_excerpt_is_a_rule_of_the_april_2026_text() -> None:
    rules = excerpts()
    assert len(rules) >= 30
    for number, rule in rules.items():
        assert number in REFERENCE, number
        assert rule["text"] and "\u2019" not in rule["text"], number


def test_every_rule_the_course_translates_has_its_english_text_and_the_other_way() -> None:
    translated = {rule.number for rule in quoted_rules()}
    assert translated == set(excerpts())


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_quotation_is_the_text_of_its_rule(path: Path) -> None:
    text = markdown(path)
    quotes = QUOTE.findall(text)
    if path.name.startswith("00"):
        assert RULES_PAGE in text  # the start links the rules; the lessons quote them
        return
    assert quotes, f"{path.name}: no rule quoted"
    assert RULES_PAGE in text, f"{path.name}: no link to the official rules page"
    rules = excerpts()
    for number, quoted in quotes:
        assert quoted == rules[number]["text"], f"{path.name}: {number} misquoted"
    for example in EXAMPLE.findall(text):
        assert any(example in rule["examples"] for rule in rules.values()), example
    if path.parent.name == "fr":
        # Each rule with the course's translation beside it, marked as such.
        assert len(TRANSLATION.findall(text)) >= len(quotes), path.name


def test_each_notebook_quotes_the_rules_the_translation_file_says() -> None:
    quoting: dict[str, set[str]] = {}
    for path in series("en").values():
        for number, _ in QUOTE.findall(markdown(path)):
            quoting.setdefault(number, set()).add(number_of(path))
    for rule in quoted_rules():
        assert quoting.get(rule.number) == set(rule.notebooks), rule.number


def test_the_check_sees_a_misquotation() -> None:
    fake = "> **702.4e** “Multiple instances of double strike on the same creature are useful.”"
    ((number, text),) = QUOTE.findall(fake)
    assert text != excerpts()[number]["text"]
