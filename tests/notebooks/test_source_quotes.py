"""The sources at hand: each source document's own sentence, word for word, beside the check.

The course's four source documents (a French glossary page on double strike, a French lesson on
every double-strike case, the Chinese card page of Ravenloft Adventurer, a French page of 2003
on the Legions mechanics) are quoted in the notebooks from one copy,
``mtglearn/data/source-documents.toml``. Every quotation in a notebook is that copy's sentence
(a misquotation fails), every sentence of the copy is shown in the notebooks it lists, and each
one stands just before the code cell that checks it with the engine.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from mtglearn.base.i18n import t
from mtglearn.teach.chapters.source_quotes import DOCUMENTS, all_said, said, said_markdown
from tests.support.notebooks import series

PATHS = [path for lang in ("en", "fr") for path in series(lang).values()]
#: The line that says who speaks: « > *In its own words (French), the French glossary… says:* ».
WHO = re.compile(
    r"^> \*(?:In its own words|Dans ses propres mots) \((.+?)\), (.+?)(?: says| dit)\s?:\*$"
)
#: One quoted sentence of a source: « > « … » » (French) or « > “…” » (English).
SENTENCE = re.compile(r"^> (?:«\s(.+)\s»|“(.+)”)$")
#: A rule quoted where it is used (``nbsource.quote``): a quotation, or one folded when long.
RULE_QUOTE = re.compile(r"^(?:> |<details><summary><b>\d{3}\.)")


def plain(text: str) -> str:
    """French typography's no-break spaces read as spaces (the copy has ordinary ones)."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def quotations(cell: nbformat.NotebookNode) -> list[str]:
    """The source sentences a markdown cell quotes ([] for any other cell)."""
    lines = cell.source.splitlines() if cell.cell_type == "markdown" else []
    if not lines or not WHO.match(plain(lines[0])):
        return []
    found = [SENTENCE.match(plain(line)) for line in lines[1:]]
    return [m.group(1) or m.group(2) for m in found if m]


def check(sentences: list[str]) -> list[str]:
    """The quoted sentences that are not, word for word, a sentence of the course's copy."""
    copy = {plain(s.text) for s in all_said()}
    return [s for s in sentences if s not in copy]


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_source_quotation_is_word_for_word_and_stands_before_its_check(path: Path) -> None:
    cells = nbformat.read(path, as_version=4).cells
    for i, cell in enumerate(cells):
        quoted = quotations(cell)
        if not quoted:
            continue
        assert not check(quoted), f"{path.name}: cell {i} misquotes {check(quoted)}"
        # The check follows: the next cell that is not itself a quotation (of a source or a
        # rule) is code.
        following = next(c for c in cells[i + 1 :] if not RULE_QUOTE.match(c.source))
        assert following.cell_type == "code", f"{path.name}: cell {i} is not beside a check"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_sentence_of_the_copy_is_shown_in_the_notebooks_it_lists(lang: str) -> None:
    shown: dict[str, set[str]] = {}
    for number, path in series(lang).items():
        for cell in nbformat.read(path, as_version=4).cells:
            for sentence in quotations(cell):
                shown.setdefault(sentence, set()).add(number)
    for quote in all_said():
        assert shown.get(plain(quote.text)) == set(quote.notebooks), (quote.document, quote.key)


def test_each_document_is_named_by_what_it_is_and_linked_when_it_has_an_address() -> None:
    for document in DOCUMENTS:
        first = next(s for s in all_said() if s.document == document)
        for lang in ("en", "fr"):
            text = said_markdown(document, (first.key,), lang)
            assert t(f"rules.source.{document}", lang) in text
            assert "seed" not in text.lower()
            if first.url:
                assert f"]({first.url})" in text


def test_the_check_sees_a_misquotation() -> None:
    real = said("glossary_page", "enchantments").text
    assert check([real]) == []
    assert check([real.replace("toutes nos créatures", "toutes vos créatures")]) != []


def test_an_unknown_sentence_is_refused_with_what_exists() -> None:
    with pytest.raises(KeyError, match="twice"):
        said("glossary_page", "thrice")
    with pytest.raises(KeyError, match="glossary_page"):
        said("seed_page", "twice")
