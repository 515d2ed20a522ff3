"""The course's sources in their own words: a document's sentence beside the check that proves it.

The course is built on four documents (notebook 00 presents them): a French glossary page on
double strike, a French lesson on every double-strike case, the Chinese card page of Ravenloft
Adventurer with its rulings, and a French page of 2003 on the Legions mechanics. A notebook that
checks one of their claims with the engine shows the document's own sentence, word for word and
in its own language, just before the cell that checks it. The sentences are kept in one place,
``mtglearn/data/source-documents.toml`` (a test compares every quotation in the notebooks with
it); each document is named by what it is (``rules.source.<id>`` in the catalog), with its public
address when the document carries one.

:func:`said_markdown` writes the quotation (``notebooks/source`` asks for it with
``nbsource.said(...)``).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final

from mtglearn.base.i18n import Lang, t

#: The course's source documents, in the order notebook 00 presents them.
DOCUMENTS: Final = ("glossary_page", "french_lesson", "chinese_page", "legions_page")


@dataclass(frozen=True)
class Said:
    """One sentence of a source document, as the course quotes it."""

    document: str
    key: str
    text: str
    #: The language the document is written in (``fr``, ``en``).
    lang: str
    #: The public address the document carries ("" when it carries none).
    url: str
    notebooks: tuple[str, ...]


@cache
def _documents() -> Mapping[str, Mapping[str, Any]]:
    data = resources.files("mtglearn.data") / "source-documents.toml"
    return tomllib.loads(data.read_text(encoding="utf-8"))


def said(document: str, key: str) -> Said:
    """Sentence ``key`` of ``document`` (a KeyError names what the course has)."""
    documents = _documents()
    if document not in documents:
        raise KeyError(f"document {document!r}: one of {', '.join(documents)}")
    sentences = documents[document]["said"]
    if key not in sentences:
        raise KeyError(f"{document}: no sentence {key!r}; one of {', '.join(sentences)}")
    entry = sentences[key]
    return Said(
        document,
        key,
        str(entry["text"]),
        str(documents[document]["lang"]),
        str(documents[document]["url"]),
        tuple(entry["notebooks"]),
    )


def all_said() -> list[Said]:
    """Every sentence the course quotes from its sources."""
    return [said(doc, key) for doc, data in _documents().items() for key in data["said"]]


def _opening(quote: Said) -> tuple[str, str]:
    """The quotation marks of the document's language."""
    return ("« ", " »") if quote.lang == "fr" else ("“", "”")


def said_markdown(document: str, keys: tuple[str, ...], lang: Lang) -> str:
    """The document's own sentences ``keys`` as a quotation: who says it (the document named by
    what it is, in which language, linked when it carries an address), then each sentence."""
    quotes = [said(document, key) for key in keys]
    name = t(f"rules.source.{document}", lang)
    if quotes[0].url:
        name = f"[{name}]({quotes[0].url})"
    language = t(f"sources.language.{quotes[0].lang}", lang)
    lines = [f"> *{t('sources.own_words', lang, document=name, language=language)}*"]
    for quote in quotes:
        before, after = _opening(quote)
        lines += [">", f"> {before}{quote.text}{after}"]
    return "\n".join(lines)


__all__ = ["DOCUMENTS", "Said", "all_said", "said", "said_markdown"]
