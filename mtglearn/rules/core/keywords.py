"""Keyword abilities a scenario may give a creature (702), by canonical English name.

Scenarios name keywords in lower-case English; the official French names are accepted as
aliases so that a French teacher can write ``"double initiative"`` or ``"piétinement"``.

Version 2 of the format (§5) adds the evasion, damage, protection and combat-trigger keywords
of :data:`MORE_KEYWORDS`, and keywords with a number written after one space (``"toxic 2"``,
``"bushido 1"``: :data:`NUMBERED`). Each listed entry is one instance; :func:`keyword_list`
keeps repeats (exalted, bushido, toxic… add up, 702.83a, 702.45b, 702.164b) while the set
of names stays what most rules read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.validate import listing, seq

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

# Version 2 (docs/scenario-format.md §5): evasion (509.1b), what damage does, protection, combat
# triggers.
FEAR: Final = "fear"
INTIMIDATE: Final = "intimidate"
SHADOW: Final = "shadow"
HORSEMANSHIP: Final = "horsemanship"
SKULK: Final = "skulk"
PLAINSWALK: Final = "plainswalk"
ISLANDWALK: Final = "islandwalk"
SWAMPWALK: Final = "swampwalk"
MOUNTAINWALK: Final = "mountainwalk"
FORESTWALK: Final = "forestwalk"
DEFENDER: Final = "defender"
ANY_NUMBER: Final = "can block any number of creatures"
INFECT: Final = "infect"
WITHER: Final = "wither"
FLANKING: Final = "flanking"
EXALTED: Final = "exalted"
BATTLE_CRY: Final = "battle cry"
TOXIC: Final = "toxic"
BUSHIDO: Final = "bushido"
RAMPAGE: Final = "rampage"
AFFLICT: Final = "afflict"
PROTECTION: Final = "protection from "

#: Landwalk keyword → the basic land type it looks for (702.14c).
LANDWALKS: Final[dict[str, str]] = {
    PLAINSWALK: "plains",
    ISLANDWALK: "island",
    SWAMPWALK: "swamp",
    MOUNTAINWALK: "mountain",
    FORESTWALK: "forest",
}

#: Qualities of protection a scenario may name (702.16a, 702.16j).
PROTECTION_QUALITIES: Final[tuple[str, ...]] = (
    "white",
    "blue",
    "black",
    "red",
    "green",
    "creatures",
    "everything",
)

#: Keywords written with a number N ≥ 1 after one space (``"toxic 2"``).
NUMBERED: Final[tuple[str, ...]] = (TOXIC, BUSHIDO, RAMPAGE, AFFLICT)

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

#: The version 2 keywords without a number, in the order of docs/scenario-format.md §5.
MORE_KEYWORDS: Final[tuple[str, ...]] = (
    FEAR,
    INTIMIDATE,
    SHADOW,
    HORSEMANSHIP,
    SKULK,
    *LANDWALKS,
    DEFENDER,
    ANY_NUMBER,
    INFECT,
    WITHER,
    *(PROTECTION + q for q in PROTECTION_QUALITIES),
    FLANKING,
    EXALTED,
    BATTLE_CRY,
)

#: Every keyword without a number that a scenario may name.
ALL_KEYWORDS: Final[tuple[str, ...]] = KEYWORDS + MORE_KEYWORDS
_MORE: Final[frozenset[str]] = frozenset(MORE_KEYWORDS)

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
    "peur": FEAR,
    "intimidation": INTIMIDATE,
    "distorsion": SHADOW,
    "équitation": HORSEMANSHIP,
    "furtivité": SKULK,
    "traversée des plaines": PLAINSWALK,
    "traversée des îles": ISLANDWALK,
    "traversée des marais": SWAMPWALK,
    "traversée des montagnes": MOUNTAINWALK,
    "traversée des forêts": FORESTWALK,
    "défenseur": DEFENDER,
    "peut bloquer n'importe quel nombre de créatures": ANY_NUMBER,
    "ne peut pas bloquer": CANT_BLOCK,
    "ne peut pas être bloquée": UNBLOCKABLE,
    "ne peut pas être bloquée par plus d'une créature": MAX_ONE_BLOCKER,
    "peut bloquer une créature supplémentaire": EXTRA_BLOCK,
    "infection": INFECT,
    "flétrissure": WITHER,
    "protection contre le blanc": PROTECTION + "white",
    "protection contre le bleu": PROTECTION + "blue",
    "protection contre le noir": PROTECTION + "black",
    "protection contre le rouge": PROTECTION + "red",
    "protection contre le vert": PROTECTION + "green",
    "protection contre les créatures": PROTECTION + "creatures",
    "protection contre tout": PROTECTION + "everything",
    "débordement": FLANKING,
    "exaltation": EXALTED,
    "cri de guerre": BATTLE_CRY,
}

#: Official French names of the keywords written with a number (``"toxique 2"``).
FRENCH_NUMBERED: Final[dict[str, str]] = {
    "toxique": TOXIC,
    "bushido": BUSHIDO,
    "sauvagerie": RAMPAGE,
    "affliction": AFFLICT,
}

_NUMBERED_WORD = re.compile(r"^(\D+?)\s+(-?\d+)$")
_ALLOWED: Final = listing((*ALL_KEYWORDS, *(f"{k} N" for k in NUMBERED)))
_FRENCH: Final = {english: french for french, english in FRENCH_ALIASES.items()}
#: What a French message lists: the French names a scenario may write (« vol », « toxique N »).
_ALLOWED_FR: Final = listing(
    (*(_FRENCH[k] for k in ALL_KEYWORDS), *(f"{k} N" for k in FRENCH_NUMBERED))
)
_QUALITIES_FR: Final = listing(
    k.removeprefix("protection contre ") for k in FRENCH_ALIASES if k.startswith("protection ")
)


#: The keywords a scenario may write, as a message lists them: French lists the official
#: French names, which a scenario may write as well as the English ones.
ALLOWED_KEYWORDS: Final = Spoken(_ALLOWED, _ALLOWED_FR)
_QUALITIES: Final = Spoken(listing(PROTECTION_QUALITIES), _QUALITIES_FR)


@lru_cache(maxsize=512)
def _known(word: str) -> str | None:
    """The canonical name of a well-formed keyword, or None (cached: scenarios repeat them)."""
    key = " ".join(word.split()).lower()
    if key in KEYWORDS or key in _MORE:
        return key
    if key in FRENCH_ALIASES:
        return FRENCH_ALIASES[key]
    match = _NUMBERED_WORD.match(key)
    if match is not None:
        head = FRENCH_NUMBERED.get(match[1], match[1])
        if head in NUMBERED and int(match[2]) >= 1:
            return f"{head} {int(match[2])}"
    return None


def canonical(word: object, field: str) -> str:
    """The canonical English name of ``word`` (English or an official French alias).

    A numbered keyword keeps its number: ``"toxique 2"`` → ``"toxic 2"`` (702.164a); without
    it (``"toxic"``) or with N < 1 it is an error naming the field."""
    if isinstance(word, str):
        known = _known(word)
        if known is not None:
            return known
        key = " ".join(word.split()).lower()
        if key in KEYWORDS or key in _MORE:
            return key
        if key in FRENCH_ALIASES:
            return FRENCH_ALIASES[key]
        if FRENCH_NUMBERED.get(key, key) in NUMBERED:  # the name as written, without its N
            raise ScenarioError("error.keyword_number", field, value=word, keyword=key)
        match = _NUMBERED_WORD.match(key)
        if match is not None:
            head = FRENCH_NUMBERED.get(match[1], match[1])
            if head in NUMBERED:
                n = int(match[2])
                if n < 1:
                    raise ScenarioError("error.keyword_number", field, value=word, keyword=match[1])
                return f"{head} {n}"
        if key.startswith((PROTECTION, "protection contre ")):
            raise ScenarioError(
                "error.protection_quality",
                field,
                value=word,
                allowed=_QUALITIES,
            )
    raise ScenarioError("error.unknown_keyword", field, value=word, allowed=ALLOWED_KEYWORDS)


def keyword_list(words: object, field: str) -> tuple[str, ...]:
    """A list of keywords as canonical names, one entry per instance (repeats kept)."""
    return tuple(canonical(w, f"{field}[{i}]") for i, w in enumerate(seq(words, field)))


def keyword_set(words: object, field: str) -> frozenset[str]:
    """A list of keywords as a set of canonical names (duplicates are redundant: 702.4e, 702.7d)."""
    return frozenset(keyword_list(words, field))


def number(keyword: str, name: str) -> int:
    """N of a numbered keyword ``"name N"`` (0 when ``keyword`` is another keyword)."""
    head, _, n = keyword.partition(" ")
    return int(n) if head == name and n.isdigit() else 0


def catalog_key(keyword: str) -> str:
    """The catalog key of a keyword's display name (``keyword.first_strike``); a numbered
    keyword's key is that of its name (``keyword.toxic`` for ``"toxic 2"``)."""
    head, _, n = keyword.rpartition(" ")
    if n.isdigit() and head in NUMBERED:
        keyword = head
    return "keyword." + keyword.replace("'", "").replace(" ", "_")


def sorted_keywords(words: Iterable[str]) -> list[str]:
    """Keywords in the canonical order (stable output for tables and narration)."""
    order = {k: i for i, k in enumerate(ALL_KEYWORDS)}
    return sorted(words, key=lambda k: (order.get(k, len(order)), k))
