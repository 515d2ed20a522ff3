"""Card names in the reader's language: the printed name, and its French grammar.

A scenario may name a creature by any printed name ("Crypt Champion" or "Champion de la
crypte"); narration and tables then show the name printed in the reader's language
(:func:`printed_name`), so a French reader meets the Jitte d'Umezawa, not "Umezawa's Jitte".
Names that are not known cards (such as "A") are shown as written. The names themselves, in no
language of their own, are :mod:`mtglearn.base.card_names`.

For sentences, :func:`name_of` gives the name with its French grammar (gender, article, elision:
:class:`mtglearn.base.i18n.grammar.Name`), so narration writes « le Champion de la crypte »,
« l'Aventurière de Ravenloft », « il meurt ». A name the package cannot know takes the gender a
scenario gives it (« l'Ours »), else it is named by what it is: « la créature A ».
"""

from __future__ import annotations

from typing import Final, cast

from mtglearn.base.card_names import french_grammar, generic_names, printed_names
from mtglearn.base.i18n.grammar import Gender, Name, Spoken


def printed_name(name: str, lang: str) -> str:
    """``name`` as printed in ``lang`` ("en", "fr" or "zh") when it is a known card."""
    entry = printed_names(name)
    if entry is None:
        return name
    return entry.get(lang, entry["en"])


def generic_name(name: str, lang: str) -> str:
    """One of the course's own names in ``lang`` (its made-up card: "Made-up Morph" is « Mue
    inventée »); any other name as given."""
    entry = generic_names(name)
    return name if entry is None else entry.get(lang, entry["en"])


def name_of(name: str, lang: str, *, gender: str | None = None, kind: str = "creature") -> Name:
    """``name`` printed in ``lang``, with its French grammar for French sentences.

    A known card takes the gender and number of its French name (« le Champion de la crypte »,
    « les Elfes de Llanowar », « Les Souterrains »); the course's generic names are common nouns
    (« l'attaquante »); another name takes ``gender`` when the scenario gives one (« l'Ours »),
    else it is named by what it is (``kind``: « la créature A », « la carte A », « le
    planeswalker PW », « la bataille S »; in English "planeswalker PW", "battle S").
    """
    entry = printed_names(name)
    if entry is not None:
        printed = entry.get(lang, entry["en"])
        grammar = french_grammar(entry["en"])
        if lang != "fr":
            return Name(printed)
        return Name(
            printed,
            cast(Gender, grammar.get("gender", "m")),
            "own" if grammar.get("own_article") else "le",
            plural=bool(grammar.get("plural")),
        )
    generic = generic_names(name)
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


__all__ = ["generic_name", "name_of", "printed_name", "spoken"]
