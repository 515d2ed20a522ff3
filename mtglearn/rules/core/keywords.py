"""Keyword abilities a scenario may give a creature (702), by canonical English name.

Scenarios name keywords in lower-case English; the official French names are accepted as
aliases so that a French teacher can write ``"double initiative"`` or ``"piétinement"``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from mtglearn.errors import ScenarioError
from mtglearn.i18n import Lang, t
from mtglearn.i18n.grammar import Gender, Name
from mtglearn.validate import listing, seq

FIRST_STRIKE: Final = "first strike"
DOUBLE_STRIKE: Final = "double strike"
TRAMPLE: Final = "trample"
DEATHTOUCH: Final = "deathtouch"
LIFELINK: Final = "lifelink"
INDESTRUCTIBLE: Final = "indestructible"
FLYING: Final = "flying"
REACH: Final = "reach"
MENACE: Final = "menace"
VIGILANCE: Final = "vigilance"
PROVOKE: Final = "provoke"
CANT_BLOCK: Final = "can't block"
UNBLOCKABLE: Final = "can't be blocked"
MAX_ONE_BLOCKER: Final = "can't be blocked by more than one creature"
EXTRA_BLOCK: Final = "can block an additional creature"

#: Canonical names, in the order of the public scenario format.
KEYWORDS: Final[tuple[str, ...]] = (
    FIRST_STRIKE,
    DOUBLE_STRIKE,
    TRAMPLE,
    DEATHTOUCH,
    LIFELINK,
    INDESTRUCTIBLE,
    FLYING,
    REACH,
    MENACE,
    VIGILANCE,
    PROVOKE,
    CANT_BLOCK,
    UNBLOCKABLE,
    MAX_ONE_BLOCKER,
    EXTRA_BLOCK,
)

#: Official French names (printed cards, French Comprehensive Rules) → canonical English name.
FRENCH_ALIASES: Final[dict[str, str]] = {
    "initiative": FIRST_STRIKE,
    "double initiative": DOUBLE_STRIKE,
    "piétinement": TRAMPLE,
    "contact mortel": DEATHTOUCH,
    "lien de vie": LIFELINK,
    "indestructible": INDESTRUCTIBLE,
    "vol": FLYING,
    "portée": REACH,
    "menace": MENACE,
    "vigilance": VIGILANCE,
    "provocation": PROVOKE,
}


def canonical(word: object, field: str, lang: Lang) -> str:
    """The canonical English name of ``word`` (English or an official French alias)."""
    if isinstance(word, str):
        key = word.strip().lower()
        if key in KEYWORDS:
            return key
        if key in FRENCH_ALIASES:
            return FRENCH_ALIASES[key]
    raise ScenarioError("error.unknown_keyword", field, lang, value=word, allowed=listing(KEYWORDS))


def keyword_set(words: object, field: str, lang: Lang) -> frozenset[str]:
    """A list of keywords as a set of canonical names (duplicates are redundant: 702.4e, 702.7d)."""
    return frozenset(
        canonical(w, f"{field}[{i}]", lang) for i, w in enumerate(seq(words, field, lang))
    )


def catalog_key(keyword: str) -> str:
    """The catalog key of a keyword's display name (``keyword.first_strike``)."""
    return "keyword." + keyword.replace("'", "").replace(" ", "_")


def sorted_keywords(words: Iterable[str]) -> list[str]:
    """Keywords in the canonical order (stable output for tables and narration)."""
    order = {k: i for i, k in enumerate(KEYWORDS)}
    return sorted(words, key=lambda k: order.get(k, len(order)))


# The gender of the French keywords that are nouns (« la double initiative », « le piétinement »).
# A keyword that is not a noun (« indestructible », « ne peut pas bloquer ») or that this table
# does not know yet is named « la capacité « … » », which is right for every keyword.
_FRENCH_GENDER: Final[dict[str, Gender]] = {
    "first strike": "f",
    "double strike": "f",
    "trample": "m",
    "deathtouch": "m",
    "lifelink": "m",
    "flying": "m",
    "reach": "f",
    "menace": "f",
    "vigilance": "f",
    "provoke": "f",
}


def keyword_name(keyword: str, lang: Lang) -> Name:
    """A keyword as a name for a sentence: « acquiert la double initiative » (613.1f)."""
    shown = t(catalog_key(keyword), lang)
    if lang != "fr":
        return Name(shown)
    gender = _FRENCH_GENDER.get(keyword)
    if gender is None:
        return Name(f"capacité « {shown} »", "f", "le")
    return Name(shown, gender, "le")
