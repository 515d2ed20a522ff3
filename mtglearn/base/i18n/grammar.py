"""French grammar and typography for the catalog: names that carry their gender, no-break spaces.

Why names carry their grammar: a French judge writes « Le Champion de la crypte inflige… »,
« il meurt », « la capacité du Jitte d'Umezawa », « au Champion de la crypte ». A template that
receives a bare string cannot choose between *le*, *la*, *l'*, *du*, *au* or *il*/*elle*, so the
names given to French messages are :class:`Name` objects: a ``str`` (so they still join, compare
and print as the plain name) that also knows its gender, whether it takes an article and whether
that article elides. A French template asks for the form it needs with a format spec:

=========  ============================  ============================================
spec       masculine / feminine / elided  use
=========  ============================  ============================================
(none)     Champion de la crypte          a table cell, a list
``le``     le Champion / la créature A /  the subject or object of a sentence
           l'Aventurière
``Le``     Le Champion… (capitalised)     at the start of a sentence
``du``     du Champion / de la… / de l'…  « la capacité du Jitte d'Umezawa »
``au``     au Champion / à la… / à l'…    « inflige 2 blessures au Champion »
``il``     il / elle  (``Il``: Il / Elle)  subject pronoun
``sil``    s'il / si elle                 « si » and the pronoun: *si il* elides
``lui``    lui / elle                     after a preposition: « marquées sur elle »
``coi``    lui / leur                     indirect object: « l'exaltation lui donne +1/+1 »
``cod``    le / la                        object pronoun: « aucune créature ne la bloque »
           (``Cod``: « Le retourner face visible… »)
``e``      (nothing) / e                  agreement of a participle or adjective
``es``     (nothing) / e                  the same after a word ending in *s*: « mis »,
                                          « mise », « mises » (never « miss »)
``un``     un / une                       « un / une 2/2 »
``v:a:b``  a (singular) / b (plural)      a verb agreeing with the name
=========  ============================  ============================================

A player's name (« P1 », « Alice ») takes no article: ``{player:au}`` gives « à P1 ». Any plain
string given where a grammatical form is asked is treated that way (a masculine proper name),
so a template never fails on a name it was not told about. English ignores every spec but
``v:`` (its names read the same in every position; a verb agrees with a list of several names,
"A and C attack") and a capitalised spec, which starts a sentence ("Planeswalker PW has…");
English names of cards are singular.

Typography: French puts a narrow no-break space (U+202F) before ``;`` ``!`` ``?``, a no-break
space (U+00A0) before ``:`` and inside « ». :func:`french_typography` applies it to every French
message the catalog formats and to the French notebooks (scripts/nbsource.py), so nobody types
those spaces by hand and a line never breaks before a closing » or a colon.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final, Literal

Gender = Literal["m", "f"]
Article = Literal["le", "none", "own"]

NNBSP: Final = "\u202f"  # espace fine insécable: before ; ! ?
NBSP: Final = "\u00a0"  # espace insécable: before : and inside « »

GRAMMAR_SPECS: Final = frozenset(
    {"le", "Le", "du", "Du", "au", "Au", "il", "Il", "sil", "Sil", "lui", "cod", "Cod", "e", "es"}
    | {"un", "coi"}
)

_VOWELS: Final = "aeiouyàâäéèêëîïôöùûüœæh"


def starts_with_vowel_sound(text: str) -> bool:
    """Whether French elides before ``text`` (a vowel; *h* counted as mute when not told)."""
    return bool(text) and text[0].casefold() in _VOWELS


class Name(str):
    """A name with its French grammar (gender, article, elision); prints as the plain name.

    ``article``: ``"le"`` for a common noun or a card name (« le Champion de la crypte »),
    ``"none"`` for a player's name (« P1 »), ``"own"`` when the article is part of the printed
    name (« Les Souterrains »).
    """

    gender: Gender
    article: Article
    elided: bool
    plural: bool

    def __new__(
        cls,
        text: str,
        gender: Gender = "m",
        article: Article = "none",
        *,
        elided: bool | None = None,
        plural: bool = False,
    ) -> Name:
        self = super().__new__(cls, text)
        self.gender = gender
        self.article = article
        self.elided = starts_with_vowel_sound(text) if elided is None else elided
        self.plural = plural
        return self

    def __format__(self, spec: str) -> str:
        if spec in GRAMMAR_SPECS or spec.startswith("v:"):
            return self.form(spec, "fr")
        return format(str(self), spec)

    def form(self, spec: str, lang: str) -> str:
        """The form ``spec`` (see the module docstring) in ``lang``; English: the plain name."""
        if spec.startswith("v:"):
            # A verb agreeing with the name: {x:v:meurt:meurent} (Les Elfes de Llanowar meurent).
            singular, _, plural = spec[2:].partition(":")
            # Also in English, for a list of names: "A and C attack" (:func:`listing_and`).
            return plural if self.plural else singular
        if lang != "fr" or not spec:
            # English has no article to add; a capitalised spec still starts a sentence with a
            # capital ("Planeswalker PW has 0 loyalty").
            text = str(self)
            return text[:1].upper() + text[1:] if spec[:1].isupper() else text
        low = spec.lower()
        if low in ("le", "du", "au"):
            text = self._with_article(low)
        elif low == "il":
            text = ("elles" if self.plural else "elle") if self.gender == "f" else "il"
            text = "ils" if self.plural and self.gender == "m" else text
        elif low == "sil":
            # « si » elides before « il(s) », never before « elle(s) »: « s'il le peut ».
            pronoun = self.form("il", lang)
            text = "s'" + pronoun if pronoun.startswith("il") else "si " + pronoun
        elif low == "lui":
            text = "elle" if self.gender == "f" else "lui"
            text = text + "s" if self.plural and self.gender == "f" else text
            text = "eux" if self.plural and self.gender == "m" else text
        elif low == "coi":
            text = "leur" if self.plural else "lui"
        elif low == "cod":
            text = "les" if self.plural else ("la" if self.gender == "f" else "le")
        elif low == "e":
            text = ("e" if self.gender == "f" else "") + ("s" if self.plural else "")
        elif low == "es":
            text = ("es" if self.plural else "e") if self.gender == "f" else ""
        elif low == "un":
            text = "une" if self.gender == "f" else "un"
        else:
            text = str(self)
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text

    def _with_article(self, case: str) -> str:
        text = str(self)
        if self.article == "own":
            # « Les Souterrains »: the printed article contracts with de / à (des, aux).
            head, _, rest = text.partition(" ")
            if head.lower() == "les" and case in ("du", "au"):
                return ("des " if case == "du" else "aux ") + rest
            if head.lower() == "le" and case in ("du", "au"):
                return ("du " if case == "du" else "au ") + rest
            return {"le": "", "du": "de ", "au": "à "}[case] + text
        if self.article == "none":
            if case == "le":
                return text
            if case == "du":
                return ("d'" if self.elided else "de ") + text
            return "à " + text
        if self.plural:
            article = {"le": "les ", "du": "des ", "au": "aux "}[case]
        elif self.elided:
            article = {"le": "l'", "du": "de l'", "au": "à l'"}[case]
        elif self.gender == "f":
            article = {"le": "la ", "du": "de la ", "au": "à la "}[case]
        else:
            article = {"le": "le ", "du": "du ", "au": "au "}[case]
        return article + text


class Spoken:
    """A value each language says its own way: an error made in French can still be read in
    English (:meth:`mtglearn.base.errors.ScenarioError.message`), « la créature A » / "A",
    « vol, portée… » / "flying, reach…". The catalog formats :meth:`in_lang` of it."""

    __slots__ = ("_forms",)

    def __init__(self, en: object, fr: object) -> None:
        self._forms = {"en": en, "fr": fr}

    def in_lang(self, lang: str) -> object:
        return self._forms["fr" if lang == "fr" else "en"]

    def __str__(self) -> str:
        return str(self._forms["en"])

    __repr__ = __str__


def as_name(value: object) -> Name:
    """``value`` as a :class:`Name` (a plain string is a masculine name without article)."""
    return value if isinstance(value, Name) else Name(str(value))


#: The forms that only agree with a name, without saying it (a pronoun, an ending).
_AGREEMENT_SPECS: Final = frozenset(
    {"il", "Il", "sil", "Sil", "lui", "coi", "cod", "Cod", "e", "es", "un"}
)


def agreement_fields(template: str) -> set[str]:
    """Fields a French template uses only to agree with (``{creature:il}``, ``{x:e}``, ``{x:v:…}``).

    French must know a name's gender where English needs no word at all (« il a des blessures
    mortelles marquées sur lui » / "it has lethal damage marked on it"), so a French message may
    name a field for agreement alone; the catalog test allows exactly that difference.
    """
    import string

    forms: dict[str, set[str]] = {}
    for _, field, spec, _ in string.Formatter().parse(template):
        if field:
            grammatical = spec in _AGREEMENT_SPECS or (spec or "").startswith("v:")
            forms.setdefault(field, set()).add("agree" if grammatical else "say")
    return {f for f, uses in forms.items() if uses == {"agree"}}


# An ordinary space (or none) before : ; ! ? », after «. Only ordinary spaces are replaced, and
# a colon gets one only when a space was typed: « events[0].dungeon: » and « 12:30 » stay as
# they are, since French typography concerns prose, not field paths or times.
_BEFORE_HIGH: Final = re.compile(r"[ \u00a0\u202f]+([;!?])")
_BEFORE_COLON: Final = re.compile(r"[ \u00a0\u202f]+:")
_BEFORE_CLOSE: Final = re.compile(r"[ \u00a0\u202f]*»")
_AFTER_OPEN: Final = re.compile(r"«[ \u00a0\u202f]*")


def french_typography(text: str) -> str:
    """``text`` with French no-break spaces: U+202F before ; ! ?, U+00A0 before : and in « »."""
    if not any(c in text for c in ";!?:«»"):
        return text
    text = _BEFORE_HIGH.sub(NNBSP + r"\1", text)
    text = _BEFORE_COLON.sub(NBSP + ":", text)
    text = _BEFORE_CLOSE.sub(NBSP + "»", text)
    return _AFTER_OPEN.sub("«" + NBSP, text)


_MARKDOWN_KEEP: Final = re.compile(
    r"```.*?```"  # fenced code
    r"|`[^`\n]*`"  # inline code
    r"|\$\$.*?\$\$|\$[^$\n]*\$"  # math
    r"|<[^>\n]*>"  # HTML tags (attributes)
    r"|\]\([^)\s]*\)"  # link targets
    r"|^[ \t]*\|?[ \t:|-]*-[ \t:|-]*$",  # table delimiter rows (| :--- |)
    re.DOTALL | re.MULTILINE,
)


# A hyphen written as a minus before a number in prose: « −1/−1 », « (−5) », not « -1/-1 ».
_MINUS: Final = re.compile(r"(?<![\w\-−])-(?=\d)")


def _prose(text: str) -> str:
    return _MINUS.sub("\u2212", french_typography(text))


def french_markdown(text: str) -> str:
    """:func:`french_typography` for French markdown, plus real minus signs (U+2212) before
    numbers, leaving code, math, HTML tags, link targets and table delimiter rows as they are
    (``| :--- |`` is syntax, not prose)."""
    out: list[str] = []
    last = 0
    for match in _MARKDOWN_KEEP.finditer(text):
        out.append(_prose(text[last : match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_prose(text[last:]))
    return "".join(out)


# What the typography test refuses: an ordinary space where a no-break space belongs.
ORDINARY_SPACE: Final = re.compile(r" [:;!?»]|« ")


def with_note(text: str, note: str, lang: str, *, rules_only: bool = False) -> str:
    """``text`` with ``note`` (a rule number, a field path) in parentheses at its end: merged
    into the parenthesis that already ends ``text`` (« … (type en commun : bête ; 702.38a) »),
    never a second one beside it (« (…) (702.38a) », which docs/style-fr.md forbids).
    ``rules_only``: merge only into a parenthesis of rule numbers (« (509.1b ; champ x) »),
    never into one that belongs to the sentence."""
    body = text.rstrip()
    end = body.rstrip(".")
    closes = end.endswith(")") and _closes_at_end(end)
    if closes and rules_only:
        closes = end[_opening(end) + 1 : _opening(end) + 2].isdigit()
    if closes:
        sep = NNBSP + "; " if lang == "fr" else "; "
        return end[:-1] + sep + note + ")" + body[len(end) :]
    return f"{body} ({note})"


def _opening(text: str) -> int:
    """Where the parenthesis that ``text`` ends with opens."""
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return 0


def _closes_at_end(text: str) -> bool:
    """Whether the final ``)`` of ``text`` closes a parenthesis opened in ``text``."""
    depth = 0
    for char in reversed(text):
        depth += {")": 1, "(": -1}.get(char, 0)
        if depth == 0:
            return char == "("
    return False


# Two parentheses side by side, « (…) (…) »: one says it all (docs/style-fr.md §4).
STACKED_PARENTHESES: Final = re.compile(r"\)[ \u00a0\u202f]*\((?!\))")


# A sentence that goes on after a colon starts in lower case in French (« Refusé : l'entretien
# de P1… »), unless it starts with a proper name (« P2 … », « Les Souterrains … »).
_COMMON_START: Final = re.compile(
    r"^(?:L'|La |Le |Les (?!Souterrains)|Elles? |Ils? |Aucune? |Cette |Ce |Cet |Une? |Seule?s? "
    r"|Chaque |Personne |On |Sa |Son |Ses |Leurs? |Dans |Avec |Pour |Sans |Au |Aux |Du |Des |De "
    r"|Cela |C'|Ceci |Fichier |Type |Ici |Avant |Après |Quand |Si |Seul )"
)


def continued(text: str, lang: str) -> str:
    """``text`` as the rest of a sentence after a colon: in French, lower case when it starts
    with a common word (docs/style-fr.md §4); a name keeps its capital. English as it is."""
    if lang == "fr" and _COMMON_START.match(text):
        return text[:1].lower() + text[1:]
    return text


def number(n: int, lang: str) -> str:
    """A whole number as ``lang`` writes it: French with a real minus sign (« −4 »)."""
    return "\u2212" + str(-n) if lang == "fr" and n < 0 else str(n)


def listing_fr(names: Iterable[str], spec: str = "le") -> str:
    """Names joined as French prose, each with its article: « le Serval krosian et la créature
    B » (a plain string is taken as a name without article)."""
    forms = [format(as_name(n), spec) for n in names]
    if len(forms) < 2:
        return "".join(forms)
    return ", ".join(forms[:-1]) + " et " + forms[-1]


def listing_and(names: Iterable[str], lang: str) -> str:
    """Names joined as prose in ``lang``: « P1 et P3 », « P1, P2 et P3 »; "P1, P2 and P3".

    A list of two or more names ends with *et* / *and*; French names keep their article
    (:func:`listing_fr`). Commas alone (« P1, P3 ») read as an unfinished list.
    """
    if lang == "fr":
        return listing_fr(names)
    items = [str(n) for n in names]
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


#: A soft hyphen: where a browser may break a word, showing a hyphen only if it does.
SOFT_HYPHEN: Final = "\u00ad"
_SYLLABLE_VOWELS: Final = frozenset("aeiouyàâäéèêëîïôöùûüÿœæ")
#: Two consonants never parted (a syllable starts with them: « in-fli-gées », « con-trat »).
_INSEPARABLE: Final = frozenset(
    ("bl", "cl", "fl", "gl", "pl", "br", "cr", "dr", "fr", "gr", "pr", "tr", "vr",
     "ch", "ph", "th", "gn")
)  # fmt: skip
#: Letters kept on each side of a break (no « a- », no lone « -se » or « -te »).
_LEFT, _RIGHT = 2, 3


def _units(word: str) -> list[str]:
    """The word's letters, with « qu » and « gu » before a vowel as one consonant."""
    units: list[str] = []
    i = 0
    lower = word.lower()
    while i < len(word):
        pair = lower[i : i + 2]
        if pair in ("qu", "gu") and i + 2 < len(word) and lower[i + 2] in _SYLLABLE_VOWELS:
            units.append(word[i : i + 2])
            i += 2
        else:
            units.append(word[i])
            i += 1
    return units


def _vowel(unit: str) -> bool:
    return len(unit) == 1 and unit.lower() in _SYLLABLE_VOWELS


def _hyphenate_word(word: str) -> str:
    units = _units(word)
    if len(word) < _LEFT + _RIGHT + 1 or not all(u.isalpha() for u in units):
        return word
    breaks: set[int] = set()  # a break before units[k]
    for k in range(1, len(units) - 1):
        before, here, after = units[k - 1], units[k], units[k + 1]
        if _vowel(before) and not _vowel(here) and _vowel(after):
            breaks.add(k)  # V-CV: « dé-fen-seur »
        elif not _vowel(before) and not _vowel(here):
            # CC: between them, unless they start a syllable together (then before both)
            if (before + here).lower() in _INSEPARABLE:
                breaks.add(k - 1)  # before both: « in-fli-gées », « dé-si-gna-tion »
            elif any(_vowel(u) for u in units[:k]) and any(_vowel(u) for u in units[k:]):
                breaks.add(k)  # C-C: « bles-sures », « mar-quées »
    # A last syllable of a mute « e » (« -res », « -tes », « -gent ») is not parted.
    out, length = [], 0
    for k, unit in enumerate(units):
        if k in breaks:
            rest = "".join(units[k:])
            ending = re.fullmatch(r"[^aeiouyàâäéèêëîïôöùûüÿœæ]+(e|es|ent)", rest.lower())
            mute = ending is not None or len(rest) < _RIGHT
            if length >= _LEFT and not mute and any(_vowel(u) for u in units[k:]):
                out.append(SOFT_HYPHEN)
        out.append(unit)
        length += len(unit)
    return "".join(out)


def soft_hyphens(text: str) -> str:
    """French ``text`` with soft hyphens where its long words may break, by the French rules
    of syllables (a consonant goes with the vowel after it, two consonants part unless they
    start a syllable together: bl, br, ch, gn, tr…; never a break that leaves fewer than two
    letters before it or three after it): « Bles-sures in-fli-gées par l'at-ta-quante ». A
    browser breaks a column's header there, with a hyphen, rather than inside a syllable.
    Browsers hyphenate French on their own only where they have its dictionary; these work
    everywhere."""
    return re.sub(r"[^\W\d_]+", lambda m: _hyphenate_word(m.group(0)), text)


__all__ = [
    "GRAMMAR_SPECS",
    "NBSP",
    "NNBSP",
    "ORDINARY_SPACE",
    "SOFT_HYPHEN",
    "STACKED_PARENTHESES",
    "Name",
    "Spoken",
    "as_name",
    "french_markdown",
    "french_typography",
    "listing_and",
    "listing_fr",
    "number",
    "soft_hyphens",
    "starts_with_vowel_sound",
    "with_note",
]
