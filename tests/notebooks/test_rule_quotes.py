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
#: A rule the course has no French text of: said so, then what it says in the course's words.
GIST = re.compile(
    r"^> \*Le cours n'a pas de texte français de cette règle\s?; ce qu'elle dit, en substance\s?:\*"
    r" (.+)$",
    re.MULTILINE,
)
#: The rules a judge's reading of the course found cited but never quoted, and the
#: notebooks that use them; 506.4, 117.7 and 608.2b are used in notebook 05 only.
CITED_NOT_QUOTED = {
    "702.7b": {"01"},
    "702.7c": {"01", "04"},
    "510.1d": {"01"},
    "509.1a": {"08"},
    "509.1b": {"08"},
    "509.1h": {"03"},
    "726.4": {"06"},
    "726.5": {"06"},
    "708.2a": {"09", "10"},
    "708.3": {"09", "10"},
    "708.5": {"10"},
    "708.9": {"10"},
    "602.2b": {"04"},
}
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
        # Each rule with the course's translation beside it, marked as such, or, for a rule the
        # course has no French text of, that said and what the rule says in its own words.
        said = len(TRANSLATION.findall(text)) + len(GIST.findall(text))
        assert said >= len(quotes), path.name


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


def test_a_rule_without_french_text_is_said_so_in_french_never_translated_whole() -> None:
    gists = {rule.number: rule for rule in quoted_rules() if not rule.french}
    assert set(CITED_NOT_QUOTED) <= set(gists)
    for rule in gists.values():
        assert rule.gist, rule.number
        for number in rule.notebooks:
            path = series("fr")[number]
            found = GIST.findall(markdown(path).replace("\u202f", " ").replace("\u00a0", " "))
            plain = rule.gist.replace("\u202f", " ").replace("\u00a0", " ")
            assert plain in found, f"{path.name}: {rule.number} without its gist"


def test_the_rules_a_judge_found_cited_but_unquoted_are_quoted_where_used() -> None:
    for number, notebooks in CITED_NOT_QUOTED.items():
        for lang in ("en", "fr"):
            for nb in notebooks:
                text = markdown(series(lang)[nb])
                assert (number, excerpts()[number]["text"]) in QUOTE.findall(text), (nb, number)
