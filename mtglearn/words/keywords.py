"""Keywords in the reader's language: their official names (« toxique 2 ») and, for a sentence,
their French grammar (« la double initiative »). The keywords themselves, in no language, are
:mod:`mtglearn.rules.core.keywords`.
"""

from __future__ import annotations

from typing import Final

from mtglearn.base.i18n import Lang, t
from mtglearn.base.i18n.grammar import Gender, Name
from mtglearn.rules.core.keywords import NUMBERED, catalog_key


def display(keyword: str, lang: Lang) -> str:
    """A keyword's official name in ``lang``, with its number (« toxique 2 »)."""
    head, _, n = keyword.rpartition(" ")
    if n.isdigit() and head in NUMBERED:
        return f"{t(catalog_key(head), lang)} {n}"
    return t(catalog_key(keyword), lang)


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
    "fear": "f",
    "intimidate": "f",
    "shadow": "f",
    "horsemanship": "f",
    "skulk": "f",
    "plainswalk": "f",
    "islandwalk": "f",
    "swampwalk": "f",
    "mountainwalk": "f",
    "forestwalk": "f",
    "defender": "m",
    "infect": "f",
    "wither": "f",
    "flanking": "m",
    "exalted": "f",
    "battle cry": "m",
    "bushido": "m",
    "rampage": "f",
    "afflict": "f",
}


def _french_gender(keyword: str) -> Gender | None:
    """The gender of a French keyword noun; protection is feminine (« la protection contre le
    vert »), a numbered keyword takes its head's (« la sauvagerie 2 »)."""
    if keyword.startswith("protection from "):
        return "f"
    head, _, n = keyword.rpartition(" ")
    return _FRENCH_GENDER.get(head if n.isdigit() else keyword)


def keyword_name(keyword: str, lang: Lang) -> Name:
    """A keyword as a name for a sentence: « acquiert la double initiative » (613.1f)."""
    shown = display(keyword, lang)
    if lang != "fr":
        return Name(shown)
    gender = _french_gender(keyword)
    if gender is None:
        return Name(f"capacité « {shown} »", "f", "le")
    return Name(shown, gender, "le")


__all__ = ["display", "keyword_name"]
