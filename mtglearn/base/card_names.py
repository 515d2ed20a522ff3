"""Printed names of the cards the course uses, in English, French and Chinese.

A scenario may name a creature by any printed name ("Crypt Champion" or "Champion de la
crypte"); narration and tables then show the name printed in the reader's language, so a
French reader meets the Jitte d'Umezawa, not "Umezawa's Jitte". Names that are not known cards
(such as "A") are shown as written.

For sentences, :func:`name_of` gives the name with its French grammar (gender, article, elision:
:class:`mtglearn.base.i18n.grammar.Name`), so narration writes « le Champion de la crypte »,
« l'Aventurière de Ravenloft », « il meurt ». A name the package cannot know takes the gender a
scenario gives it (« l'Ours »), else it is named by what it is: « la créature A ».
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Final, cast

from mtglearn.base.i18n.grammar import Gender, Name, Spoken


@cache
def _data() -> dict[str, Any]:
    text = (resources.files("mtglearn.data") / "card_names.json").read_text(encoding="utf-8")
    return cast(dict[str, Any], json.loads(text))


@cache
def _names() -> dict[str, dict[str, str]]:
    """Every known printed name (folded) → the card's names by language."""
    entries = [dict(e) for e in _data()["cards"]]
    # The Legions cards keep their names with the rest of their data (``legions.json``).
    legions = (resources.files("mtglearn.data") / "legions.json").read_text(encoding="utf-8")
    for card in json.loads(legions)["cards"]:
        languages = (("en", "name"), ("fr", "fr_name"), ("zh", "zh_name"))
        entries.append({lang: card[key] for lang, key in languages if card.get(key)})
    table: dict[str, dict[str, str]] = {}
    for entry in entries:
        for name in entry.values():
            table[name.casefold()] = entry
    return table


def printed_name(name: str, lang: str) -> str:
    """``name`` as printed in ``lang`` ("en", "fr" or "zh") when it is a known card."""
    entry = _names().get(name.strip().casefold())
    if entry is None:
        return name
    return entry.get(lang, entry["en"])


def generic_name(name: str, lang: str) -> str:
    """One of the course's own names in ``lang`` (its made-up card: "Made-up Morph" is « Mue
    inventée »); any other name as given."""
    entry = _generic().get(name.strip().casefold())
    return name if entry is None else entry.get(lang, entry["en"])


def known(name: str) -> bool:
    """Whether ``name`` is a printed name of a card the package knows."""
    return name.strip().casefold() in _names()


def english_names() -> frozenset[str]:
    """The English printed name of every known card (for the no-English-in-French test)."""
    return frozenset(entry["en"] for entry in _names().values())


@cache
def _generic() -> dict[str, dict[str, str]]:
    table: dict[str, dict[str, str]] = {}
    for entry in _data()["generic"]["names"]:
        for lang in ("en", "fr", "zh"):
            if lang in entry:  # the made-up card has no Chinese name
                table[entry[lang].casefold()] = entry
    return table


def name_of(name: str, lang: str, *, gender: str | None = None, kind: str = "creature") -> Name:
    """``name`` printed in ``lang``, with its French grammar for French sentences.

    A known card takes the gender and number of its French name (« le Champion de la crypte »,
    « les Elfes de Llanowar », « Les Souterrains »); the course's generic names are common nouns
    (« l'attaquante »); another name takes ``gender`` when the scenario gives one (« l'Ours »),
    else it is named by what it is (``kind``: « la créature A », « la carte A », « le
    planeswalker PW », « la bataille S »; in English "planeswalker PW", "battle S").
    """
    key = name.strip().casefold()
    entry = _names().get(key)
    if entry is not None:
        printed = entry.get(lang, entry["en"])
        grammar = _data()["french_grammar"].get(entry["en"], {})
        if lang != "fr":
            return Name(printed)
        return Name(
            printed,
            cast(Gender, grammar.get("gender", "m")),
            "own" if grammar.get("own_article") else "le",
            plural=bool(grammar.get("plural")),
        )
    generic = _generic().get(key)
    if generic is not None:
        if lang != "fr":
            return Name(name)
        return Name(generic["fr"], cast(Gender, generic["gender"]), "le")
    if kind in _NOUNS:
        # A planeswalker or a battle is no creature (120.3c, 120.3h, 306, 310): « le
        # planeswalker PW », « la bataille S »; "planeswalker PW", "battle S" in English.
        english, french, genre = _NOUNS[kind]
        if lang != "fr":
            return Name(f"{english} {name}")
        return Name(f"{french} {name}", genre, "le")
    if lang != "fr":
        return Name(name)
    if gender in ("m", "f"):
        return Name(name, cast(Gender, gender), "le")
    noun = {"creature": "créature", "card": "carte"}.get(kind, kind)
    return Name(f"{noun} {name}", "f", "le")


#: What an unnamed planeswalker or battle is called: English noun, French noun, its gender.
_NOUNS: Final[dict[str, tuple[str, str, Gender]]] = {
    "planeswalker": ("planeswalker", "planeswalker", "m"),
    "battle": ("battle", "bataille", "f"),
}


def spoken(
    ident: str, label: str | None, *, gender: str | None = None, kind: str = "creature"
) -> Spoken:
    """How an error message names an object of a scenario: English quotes its id, as the
    scenario spells it ("A"); French names it with its grammar (« la créature A », « le
    Serval krosian », « l'Ours »), so the message takes its article and agrees with it. Both
    are kept: the error can be read in either language."""
    return Spoken(ident, name_of(label or ident, "fr", gender=gender, kind=kind))


__all__ = ["english_names", "generic_name", "known", "name_of", "printed_name", "spoken"]
