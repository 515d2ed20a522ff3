"""The glossary of official terms (``mtglearn/base/i18n/glossary.toml``) as notebook 12 reads it:
a term, its line of explanation (EN / FR / ZH, the rule, the trap), its label in the reader's
language, and the Chinese look-alikes side by side. The glossary's exercises
(:mod:`mtglearn.teach.exercises.exercises_glossary`) and explorer
(:mod:`mtglearn.teach.explorers.word_traps`) both read it from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from mtglearn.base.i18n import Lang, glossary, resolve_lang, t
from mtglearn.base.i18n.grammar import with_note

Term = Mapping[str, str]

#: The pairs of Chinese look-alikes, for the notebook's table of traps.
ZH_PAIRS: Final[tuple[tuple[str, str], ...]] = (
    ("first_strike", "initiative"),
    ("amplify", "kicker"),
    ("provoke", "goad"),
)


def term(term_id: str) -> Term:
    """The glossary entry ``term_id`` (e.g. ``"first_strike"``)."""
    return next(entry for entry in glossary() if entry["id"] == term_id)


def explain(entry: Term, lang: Lang) -> str:
    """One line of explanation: EN / FR / ZH, the rule, and the trap if the glossary has one."""
    line = t(
        "teach_practice.glossary.line",
        lang,
        en=entry["en"],
        fr=entry["fr"],
        zh=entry["zh"],
        rule=entry["rule"],
    )
    trap = entry[f"trap_{lang}"]
    return f"{line} {trap}" if trap else line


def label(entry: Term, lang: Lang) -> str:
    """A term in the reader's language with its rule; keyword abilities (702) say so, which
    tells the French "initiative (capacité, règle 702.7)" from "l'initiative (désignation de
    joueur ; règle 726)": one parenthesis, never two side by side."""
    key = "choice_keyword" if entry["rule"].startswith("702") else "choice"
    note = t(f"teach_practice.glossary.{key}", lang, rule=entry["rule"])
    return with_note(entry[lang], note, lang)


def trap_pairs(lang: str | None = None) -> list[dict[str, str]]:
    """The Chinese look-alikes side by side (rows for a table), from the glossary."""
    language = resolve_lang(lang)
    rows = []
    for a, b in ZH_PAIRS:
        for entry, other in ((term(a), term(b)), (term(b), term(a))):
            rows.append(
                {
                    t("glossary.column.zh", language): entry["zh"],
                    t("teach_practice.glossary.means", language): entry[language],
                    t("glossary.column.rule", language): entry["rule"],
                    t("teach_practice.glossary.not", language): other["zh"],
                }
            )
    return rows


__all__ = ["ZH_PAIRS", "Term", "explain", "label", "term", "trap_pairs"]
