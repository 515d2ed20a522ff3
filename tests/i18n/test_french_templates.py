"""Every catalog message that names a creature, a card or a permanent reads right whatever it
names: a masculine or a feminine name, an elided one, a plural card name (« Les Elfes de
Llanowar infligent »), a planeswalker (« le planeswalker PW ») or a battle (« la bataille S »).

The grammar is fixed once, in the catalog (``{creature:v:inflige:infligent}``, ``{card:Il}``,
``mis{object:e}``): this test renders each French template with names of every grammar and
lets the French judge of ``tests/support/french.py`` read the result. English is checked too: a name
that starts a sentence starts it with a capital ("Planeswalker PW has 0 loyalty").
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping

import pytest

from mtglearn.base.i18n import catalog, t
from mtglearn.base.i18n.grammar import GRAMMAR_SPECS, Name
from mtglearn.base.i18n.names import name_of
from tests.support.french import all_problems, grammar_problems, plain

#: Names of every grammar a message may receive.
NAMES: Mapping[str, Name] = {
    "masculine": name_of("Crypt Champion", "fr"),
    "feminine": name_of("A", "fr"),
    "feminine, elided": name_of("Ravenloft Adventurer", "fr"),
    "masculine, elided": name_of("Ours", "fr", gender="m"),
    "plural": name_of("Llanowar Elves", "fr"),
    "plural, other": name_of("Grizzly Bears", "fr"),
    # Dulcet Sirens, « les Sirènes suaves »: a feminine plural (not a card the course uses).
    "feminine plural": Name("Sirènes suaves", "f", "le", plural=True),
    "planeswalker": name_of("PW", "fr", kind="planeswalker"),
    "battle": name_of("S", "fr", kind="battle"),
}
ENGLISH: Mapping[str, Name] = {
    "card": name_of("Crypt Champion", "en"),
    "creature": name_of("A", "en"),
    "planeswalker": name_of("PW", "en", kind="planeswalker"),
    "battle": name_of("S", "en", kind="battle"),
}

#: Fields that always hold a creature, a card or a permanent (a ``target`` may also be a
#: player: a player's name takes no article, which these names test as well).
NAME_FIELDS = frozenset(
    {"attacker", "blocker", "creature", "target", "card", "source", "object", "provoker", "jitte",
     "together"}
)  # fmt: skip
#: Captions, where a name stands alone as a label and takes no article (« Reptile de la
#: canopée (amplification 1) » under a figure, a row of a table).
CAPTIONS = frozenset({"teach_legions.fig.legend", "teach_legions.together_row", "teach_checks.and"})


class _Other:
    """Any other field: a number for plurals, a word elsewhere."""

    def __int__(self) -> int:
        return 2

    def __format__(self, spec: str) -> str:
        return format(Name("X"), spec)

    def __repr__(self) -> str:
        return "X"


def name_fields(template: str) -> set[str]:
    """The fields of ``template`` that hold a name: the usual ones, and any asked a grammatical
    form (``{x:le}``, ``{x:v:a:ont}``)."""
    out = set()
    for _, field, spec, _ in string.Formatter().parse(template):
        if not field:
            continue
        if field in NAME_FIELDS or spec in GRAMMAR_SPECS or (spec or "").startswith("v:"):
            out.add(field)
    return out


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


NAMED_KEYS = sorted(
    k for k, texts in catalog().items() if name_fields(texts["fr"]) and k not in CAPTIONS
)


def renderings(key: str, names: Mapping[str, Name], lang: str) -> Iterator[tuple[str, str]]:
    """(what was given, the message) for every grammar in each name field of ``key``: all the
    name fields at once, then each alone beside a name of another grammar."""
    template = catalog()[key][lang]
    named = sorted(name_fields(catalog()[key]["fr"]) | name_fields(template))
    others = {f: _Other() for f in _fields(template)}

    def given(field: str, value: Name) -> Name:
        # A list of creatures (``attackers``, ``blockers``) arrives with its articles already
        # (« la créature A et le Serval krosian »), agreeing as a whole (block_requirements.joined).
        if field in NAME_FIELDS or lang != "fr":
            return value
        return Name(format(value, "le"), value.gender, plural=value.plural)

    for label, value in names.items():
        yield label, t(key, lang, **{**others, **{f: given(f, value) for f in named}})
        if len(named) > 1:
            contrast = next(v for k, v in names.items() if k != label)
            for field in named:
                values = {f: given(f, contrast) for f in named} | {field: given(field, value)}
                yield f"{field}={label}", t(key, lang, **{**others, **values})


@pytest.mark.parametrize("key", NAMED_KEYS)
def test_every_french_template_reads_right_with_names_of_every_grammar(key: str) -> None:
    found = [
        f"{given}: {problem}"
        for given, text in renderings(key, NAMES, "fr")
        for problem in all_problems([text])
    ]
    assert found == [], "\n".join(found[:6])


#: Where a planeswalker or a battle may be named: what is dealt damage, what loses counters.
PERMANENT_FIELDS = ("target", "object")


@pytest.mark.parametrize("key", NAMED_KEYS)
def test_an_english_sentence_starting_with_a_permanent_starts_with_a_capital(key: str) -> None:
    """English names of creatures and cards are capitalised already; "planeswalker PW" is not,
    so a message that starts with one asks for the capital (``{object:Le}``). An English error
    starts with its field path ("attacks.A: …"), so its message starts in lower case."""
    template = catalog()[key]["en"]
    if ".error." in key or not template.startswith(tuple("{" + f for f in PERMANENT_FIELDS)):
        return
    found = [given for given, text in renderings(key, ENGLISH, "en") if not text[:1].isupper()]
    assert found == []


# ---- the judge catches what these renderings are for ----------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Les Elfes de Llanowar inflige 1 blessure de combat à P2 (510.1b).",
        "Les Elfes de Llanowar a une force de 0 : ils n'assigne pas de blessures de combat.",
        "Les Grizzlis est indestructible : ils ne sont pas détruit (702.12b).",
        "Les Elfes de Llanowar sont indestructible (702.12b).",
        "Le planeswalker PW a une loyauté de 0 et est mise dans le cimetière (704.5i).",
        "La bataille S a une défense de 0 et est mis dans le cimetière (704.5v).",
        "Le Maraudeur skirkien arrive face cachée ; elle est retournée face visible.",
        "Les Elfes de Llanowar sont bloqués ; il n'a pas le piétinement.",
        "Les Sirènes suaves sont lancéses face cachée.",
        "Le planeswalker PW est miss dans le cimetière.",
        "Les Elfes de Llanowar répartissent ses 3 blessures entre les créatures qui les bloquent.",
        "Les Grizzlis retournent dans la main de son propriétaire (400.7).",
    ],
)
def test_the_judge_catches_agreement_with_every_grammar(line: str) -> None:
    assert grammar_problems(line) != []


def test_a_planeswalker_and_a_battle_are_named_as_what_they_are() -> None:
    """120.3c, 120.3h, 306, 310: a planeswalker or a battle is no creature."""
    pw, battle = NAMES["planeswalker"], NAMES["battle"]
    assert (f"{pw:Le}", f"{pw:au}", f"{pw:du}") == (
        "Le planeswalker PW", "au planeswalker PW", "du planeswalker PW"
    )  # fmt: skip
    assert (f"{battle:le}", f"{battle:du}", f"mis{battle:e}") == (
        "la bataille S", "de la bataille S", "mise"
    )  # fmt: skip
    assert (str(ENGLISH["planeswalker"]), str(ENGLISH["battle"])) == ("planeswalker PW", "battle S")
    assert plain(t("combat.narr.permanent_to_graveyard_704_5i", "fr", object=pw)).startswith(
        "Le planeswalker PW a une loyauté de 0 et est mis dans le cimetière"
    )


#: Deciding facts whose count is never 1 by what they say ("2 creatures attack, so none attacks
#: alone").
MANY_BY_DEFINITION = frozenset({"deciding.fact.not_alone"})


@pytest.mark.parametrize(
    "key",
    sorted(k for k in catalog() if k.startswith("deciding.") and k not in MANY_BY_DEFINITION),
)
def test_the_feedback_reads_right_when_every_count_is_one(key: str) -> None:
    """The feedback of an exercise counts damage, counters and life: with 1 of each it says
    « 1 blessure », never « ses 1 blessure » or « 1 blessures »."""
    template = catalog()[key]["fr"]
    named = name_fields(template)
    values = {f: NAMES["feminine"] if f in named else 1 for f in _fields(template)}
    assert all_problems([t(key, "fr", **values)]) == []


def test_the_judge_catches_a_plural_determiner_before_one() -> None:
    assert grammar_problems("La créature A a le piétinement, mais ses 1 blessure ne dépassent pas")
