"""The rule at hand: the texts of the Comprehensive Rules that a notebook quotes.

A notebook quotes the rules it teaches, word for word, with their numbers, and links the
official rules page: a judge candidate reads the rule the feedback cites. The English texts are
the excerpts of the Comprehensive Rules of April 17, 2026 that ``scripts/cr_excerpts.py`` wrote
to ``mtglearn/data/comprehensive-rules-excerpts.json``, the one copy of the rules text in the
repository (a test compares every quotation in the notebooks with it). Beside each rule the
French notebooks give, from ``mtglearn/data/comprehensive-rules-fr.toml``, either the course's
rendering of the whole rule, marked as the course's translation, or, for a rule the course has
no French text of, a plain statement that there is none and what the rule says in the course's
own words (``gist``), quoting no more than short phrases.

:func:`rules_markdown` writes the cell a notebook shows (``notebooks/source`` asks for it with
``nbsource.rules(...)``): each rule as a quotation, a long one folded under its first words;
:func:`quote_markdown` quotes rules in the section that uses them (``nbsource.quote(...)``).
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
    the course's French rendering of both (or, when the course has no French text of the rule,
    ``gist``: what it says, in the course's own words), and the notebooks that quote it."""

    number: str
    text: str
    french: str
    example: str
    french_example: str
    notebooks: tuple[str, ...]
    gist: str = ""


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
        str(french.get("fr", "")),
        str(example),
        str(french.get("example", "")),
        tuple(french["notebooks"]),
        str(french.get("gist", "")),
    )


def quoted_rules() -> list[Quoted]:
    """Every rule the course quotes."""
    return [quoted(number) for number in _french()]


def _quote(rule: Quoted, lang: Lang) -> str:
    """One rule as markdown: the official text (a blockquote), the course's French rendering
    in the French notebooks, then the example when the course shows one."""
    lines = [f"> **{rule.number}** “{rule.text}”"]
    if lang == "fr" and rule.french:
        lines += [">", f"> *{t('rules.course_translation', lang)}* « {rule.french} »"]
    elif lang == "fr":
        lines += [">", f"> *{t('rules.no_french', lang)}* {rule.gist}"]
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


def quote_markdown(numbers: Sequence[str], lang: Lang) -> str:
    """Rules quoted where a section uses them: each rule as in :func:`rules_markdown`, without
    its heading (the notebook's rules cell has already named where the texts come from)."""
    return "\n\n".join(_quote(quoted(n), lang) for n in numbers)


__all__ = [
    "FOLD_AFTER",
    "RULES_PAGE",
    "SOURCES_LINK",
    "Quoted",
    "excerpts",
    "quote_markdown",
    "quoted",
    "quoted_rules",
    "rules_markdown",
]
