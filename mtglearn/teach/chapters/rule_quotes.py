"""The rule at hand: the texts of the Comprehensive Rules that a notebook quotes.

A notebook quotes the rules it teaches, word for word, with their numbers, and links the
official rules page: a judge candidate reads the rule the feedback cites. The English texts are
the excerpts of the Comprehensive Rules of April 17, 2026 that ``scripts/cr_excerpts.py`` wrote
to ``mtglearn/data/comprehensive-rules-excerpts.json``; the French notebooks give the course's
own rendering beside them (``mtglearn/data/comprehensive-rules-fr.toml``), marked as the
course's translation, since no official French text of these rules is in the repository.

:func:`rules_markdown` writes the cell a notebook shows (``notebooks/source`` asks for it with
``nbsource.rules(...)``): each rule as a quotation, a long one folded under its first words.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final

from mtglearn.base.i18n import Lang, t

#: The official page of the Comprehensive Rules.
RULES_PAGE: Final = "https://magic.wizards.com/en/rules"
#: A quotation longer than this is folded under its first words.
FOLD_AFTER: Final = 280
#: Where notebook 00 presents the course's sources.
SOURCES_LINK: Final = {"en": "00_start_here.ipynb#Sources", "fr": "00_commencer_ici.ipynb#Sources"}


@dataclass(frozen=True)
class Quoted:
    """One rule as the course quotes it: its official English text and the example it shows,
    the course's French rendering of both, and the notebooks that quote it."""

    number: str
    text: str
    french: str
    example: str
    french_example: str
    notebooks: tuple[str, ...]


@cache
def excerpts() -> Mapping[str, Mapping[str, Any]]:
    """The excerpts of the Comprehensive Rules, by rule number (text and examples)."""
    data = resources.files("mtglearn.data") / "comprehensive-rules-excerpts.json"
    loaded: dict[str, Any] = json.loads(data.read_text(encoding="utf-8"))
    rules: Mapping[str, Mapping[str, Any]] = loaded["rules"]
    return rules


@cache
def _french() -> Mapping[str, Mapping[str, Any]]:
    data = resources.files("mtglearn.data") / "comprehensive-rules-fr.toml"
    return tomllib.loads(data.read_text(encoding="utf-8"))


def quoted(number: str) -> Quoted:
    """Rule ``number`` as the course quotes it (a KeyError for a rule it does not quote)."""
    english, french = excerpts()[number], _french()[number]
    which = int(french.get("example_number", 0))
    example = english["examples"][which - 1] if which else ""
    return Quoted(
        number,
        str(english["text"]),
        str(french["fr"]),
        str(example),
        str(french.get("example", "")),
        tuple(french["notebooks"]),
    )


def quoted_rules() -> list[Quoted]:
    """Every rule the course quotes."""
    return [quoted(number) for number in _french()]


def _quote(rule: Quoted, lang: Lang) -> str:
    """One rule as markdown: the official text (a blockquote), the course's French rendering
    in the French notebooks, then the example when the course shows one."""
    lines = [f"> **{rule.number}** “{rule.text}”"]
    if lang == "fr":
        lines += [">", f"> *{t('rules.course_translation', lang)}* « {rule.french} »"]
    if rule.example:
        lines += [">", f"> *{t('rules.example', lang)}* “{rule.example}”"]
        if lang == "fr":
            lines += [">", f"> *{t('rules.course_translation', lang)}* « {rule.french_example} »"]
    quote = "\n".join(lines)
    if len(rule.text) <= FOLD_AFTER:
        return quote
    start = " ".join(rule.text[: FOLD_AFTER // 2].split(" ")[:-1])
    summary = f"<b>{rule.number}</b> {start}…"
    return f"<details><summary>{summary}</summary>\n\n{quote}\n\n</details>"


def rules_markdown(numbers: Sequence[str], lang: Lang, sources: Sequence[str] = ()) -> str:
    """The cell of a notebook that quotes ``numbers``: a heading, where the texts come from
    (the official rules page; the course's sources, named, with a link to notebook 00 where
    they are presented), then each rule."""
    parts = [f"### {t('rules.heading', lang)}", t("rules.lead", lang, url=RULES_PAGE)]
    if sources:
        named = [t(f"rules.source.{source}", lang) for source in sources]
        listed = named[0]
        if len(named) > 1:
            listed = t("rules.and", lang, first=", ".join(named[:-1]), last=named[-1])
        parts.append(t("rules.sources", lang, sources=listed, link=SOURCES_LINK[lang]))
    parts += [_quote(quoted(n), lang) for n in numbers]
    return "\n\n".join(parts)


__all__ = [
    "FOLD_AFTER",
    "RULES_PAGE",
    "SOURCES_LINK",
    "Quoted",
    "excerpts",
    "quoted",
    "quoted_rules",
    "rules_markdown",
]
