"""Error messages in French read at the level of the narration (docs/style-fr.md §5).

What a French reader must never meet in an error: a fragment (« Est obligatoire »), a value in
Python's quotes (« reçu 'deux' »: French quotes « deux »), English values where the scenario
format accepts French ones (« white, blue… » for colours only in English is said so; keywords
are listed by their French names), an empty list (« valeurs permises :  »), the engine's own
sentence cut in the middle of a word, two parentheses side by side, a bare id where the
creature has a name (« la créature A », « le Mur »).
"""

from __future__ import annotations

import copy
import re
import string
from collections.abc import Callable
from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.base.errors import SAID_OF_THE_FIELD, ScenarioError
from mtglearn.base.i18n import catalog
from mtglearn.base.i18n.grammar import STACKED_PARENTHESES
from tests.support.french import grammar_problems, plain, typography_problems

ERROR_KEYS = sorted(k for k in catalog() if k.startswith("error.") or ".error." in k)
#: Keys that are parts of the error line, not messages.
LINE_KEYS = {"error.line", "error.line_subject", "error.line_file", "error.field"}

# A value quoted the Python way: « 'deux' », « "blok" » (code spans `…` are allowed).
_PY_QUOTED = re.compile(r"(?<![\w’'])'[^'\n]+'(?![\w])")
_DOUBLE_QUOTED = re.compile(r'"[^"\n]*"')
_CODE = re.compile(r"`[^`]*`")
_FRAGMENT = re.compile(r"^(?:Est |Doit |Ne doit |Doivent |N'est |Ne fait )")
_VALUE_LIST = re.compile(
    r"\b(permis|permises|connues|connus|en main|joueurs|créatures|attaquantes)[\s\u00a0]?:[^;()]*"
)
_EMPTY_LIST = re.compile(r"(?:permis|permises|connues|joueurs|créatures) : *(?:\(|;|$)")


def french_problems(message: str) -> list[str]:
    """What a French judge would correct in an error message."""
    text = plain(message)
    prose = _CODE.sub("`…`", text)
    problems = [f"Python quotes: {m.group(0)}" for m in _PY_QUOTED.finditer(prose)]
    problems += [f"English double quotes: {m.group(0)}" for m in _DOUBLE_QUOTED.finditer(prose)]
    if _FRAGMENT.match(text):
        problems.append("starts with a fragment, not a sentence")
    problems += [f"stacked parentheses: {m.group(0)}" for m in STACKED_PARENTHESES.finditer(text)]
    problems += [f"empty list: {m.group(0)!r}" for m in _EMPTY_LIST.finditer(text)]
    # A list of values to write (« cartes connues : Reptile de la canopée, Piqueur daru ») is
    # not prose: its names take no article.
    prose_only = _VALUE_LIST.sub(r"\1 : …", message)
    problems += grammar_problems(prose_only) + typography_problems(message)
    return problems


def _render(key: str) -> str:
    parsed = [(f, spec or "") for _, f, spec, _ in string.Formatter().parse(catalog()[key]["fr"])]
    values: dict[str, object] = {f: "deux" for f, _ in parsed if f}
    # A number where the message counts (« 2 marqueurs »).
    values.update({f: 2 for f, spec in parsed if f and spec.startswith("plural:")})
    return ScenarioError(key, "creatures[0].power", "fr", **values).message("fr")


@pytest.mark.parametrize("key", [k for k in ERROR_KEYS if k not in LINE_KEYS])
def test_every_error_message_reads_as_french(key: str) -> None:
    assert french_problems(_render(key)) == []


def test_a_message_said_of_its_field_makes_it_the_subject() -> None:
    """« Le champ `creatures` est obligatoire », never « Est obligatoire (champ creatures) »:
    every French message that starts with a verb is listed in SAID_OF_THE_FIELD."""
    verb = re.compile(r"^(?:est |doit |ne doit |n'est |contient )")
    starting_with_a_verb = {k for k in ERROR_KEYS if verb.match(catalog()[k]["fr"])}
    assert starting_with_a_verb == set(SAID_OF_THE_FIELD)


def base() -> dict[str, Any]:
    return {
        "kind": "combat",
        "players": [{"name": "P1", "life": 20}, {"name": "P2", "life": 20}],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 3, "toughness": 3},
            {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }


def edit(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = base()
    change(data)
    return data


def _creature(index: int, **fields: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["creatures"][index].update(fields)


JITTE = {
    "id": "J",
    "name": "Umezawa's Jitte",
    "controller": "P1",
    "attached_to": "A",
    "counters": {"charge": 1},
}
PROVOKER = {"id": "V", "controller": "P1", "power": 3, "toughness": 2, "keywords": ["provoke"]}
BATTLE = {"id": "S", "controller": "P2", "card_types": ["battle"], "defense": 4, "protector": "P1"}

#: Bad scenarios (and what the French message must say), as a learner writes them.
BAD: list[tuple[str, Any, tuple[str, ...]]] = [
    (
        "missing field",
        edit(lambda d: d.pop("creatures")),
        ("Le champ `creatures` est obligatoire",),
    ),
    (
        "not a whole number",
        edit(_creature(0, power="deux")),
        ("Le champ `creatures[0].power` doit être un nombre entier", "« deux »"),
    ),
    ("unknown key", edit(lambda d: d.update(blok={})), ("Clé « blok » inconnue",)),
    ("unknown player", edit(lambda d: d.update(attacks={"A": "P7"})), ("« P7 »",)),
    ("unknown creature", edit(lambda d: d.update(blocks={"Z": "A"})), ("« Z »",)),
    (
        "unknown keyword, French list",
        edit(_creature(0, keywords=["flyng"])),
        ("« flyng »", "vol, portée", "furtivité, traversée des plaines"),
    ),
    (
        "unknown colour, French list",
        edit(_creature(0, colors=["violet"])),
        ("« violet »", "couleurs permises : blanc, bleu, noir, rouge, vert"),
    ),
    (
        "protection quality in French",
        edit(_creature(0, keywords=["protection contre le violet"])),
        ("le blanc, le bleu",),
    ),
    (
        "defender on a masculine name",
        edit(_creature(0, name="Mur", gender="m", keywords=["defender"])),
        ("Le Mur a le défenseur : il ne peut pas attaquer",),
    ),
    (
        "Jitte without enough counters",
        edit(
            lambda d: (
                d.update(
                    permanents=[JITTE],
                    between_steps=[{"remove_counters": "J", "kind": "charge", "amount": 2}],
                )
                or d["creatures"][0].update(keywords=["double strike"])
            )
        ),
        ("Le Jitte d'Umezawa a 1 marqueur « charge » ; il en faudrait 2",),
    ),
    (
        "attacking a battle one protects",
        edit(lambda d: d.update(permanents=[BATTLE], attacks={"A": "S"}, blocks={})),
        ("La créature A ne peut pas attaquer la bataille S", "en est le protecteur", "310.8b"),
    ),
    (
        "provoke with nothing to provoke",
        {
            **base(),
            "creatures": [
                {
                    "id": "V",
                    "controller": "P1",
                    "power": 3,
                    "toughness": 2,
                    "keywords": ["provoke"],
                },
                {"id": "W", "controller": "P1", "power": 1, "toughness": 1},
            ],
            "attacks": {"V": "P2"},
            "provoke": {"V": "W"},
            "blocks": {},
        },
        ("n'en contrôle aucune",),
    ),
    (
        "plain venture into Undercity",
        {
            "kind": "initiative",
            "players": ["P1", "P2"],
            "events": [{"venture": "P1", "into": "dungeon", "dungeon": "Undercity"}],
        },
        ("Tombe de l'Annihilation", "Mine oubliée de Phancreux", "Donjon du Mage Dément"),
    ),
    (
        "unknown Legions card",
        {"kind": "face_down", "card": "Skirk Maraudr", "actions": ["cast_face_down"]},
        ("Maraudeur skirkien",),
    ),
]


@pytest.mark.parametrize(("label", "data", "wanted"), BAD, ids=[b[0] for b in BAD])
def test_bad_scenarios_are_told_in_french(label: str, data: Any, wanted: tuple[str, ...]) -> None:
    with pytest.raises(ScenarioError) as error:
        resolve_scenario(copy.deepcopy(data), "fr")
    message = plain(str(error.value))
    assert french_problems(str(error.value)) == [], message
    for words in wanted:
        assert words in message, message
    # The English message stays as good: the field first, no French left in it.
    english = error.value.message("en")
    assert english.startswith(error.value.field), english
    assert not re.search(r"[«»]|champ ", english), english


def test_the_engine_never_cuts_its_own_sentence() -> None:
    """C8: a requirement is the engine's sentence, shown whole; only user values are cut."""
    long = "x" * 200
    error = ScenarioError("blocking.error.requirement", "blocks", "fr", requirement=long,
                          obeyed=0, most=1, alternative="y")  # fmt: skip
    assert long in str(error)
    error = ScenarioError("error.unknown_player", "attacks.A", "fr", value=long, allowed="P1")
    assert long not in str(error) and "…" in str(error)


@pytest.mark.parametrize(
    "message",
    [
        "Est obligatoire (champ creatures)",
        "Doit être un nombre entier, reçu 'deux' (champ creatures[0].power)",
        "Couleur 'violet' inconnue (champ creatures[0].colors[0])",
        "Valeurs permises :  (champ provoke.V)",
        "A a le défenseur (702.3b) (champ attacks.A)",
    ],
)
def test_the_checks_catch_what_the_review_found(message: str) -> None:
    assert french_problems(message) != []
