"""French narration reads as a French judge writes it: names with their article, agreement,
real plurals, official French names (docs/style-fr.md).

Every French narration line the whole test suite produces is also checked, test by test, by
the fixture ``french_narration_reads_right`` (tests/conftest.py) with the same checks.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from mtglearn.base.i18n import catalog, t
from mtglearn.base.i18n.grammar import Name, french_typography, listing_and, listing_fr
from mtglearn.base.i18n.names import name_of
from mtglearn.door.combat import Combat, Creature
from mtglearn.door.scenario import narrate, resolve_scenario
from tests.support.french import (
    all_problems,
    english_name_problems,
    grammar_problems,
    missing_french_names,
    plain,
    shipped_scenarios,
)
from tests.support.notebooks import NOTEBOOK_GLOB, NOTEBOOKS, series


def french_lines(path: Path) -> list[str]:
    outcome = resolve_scenario(json.loads(path.read_text(encoding="utf-8")), "fr")
    return narrate(outcome, "fr")


# ---- the checks can fail: each catches what the issue found in the French course -------------


@pytest.mark.parametrize(
    "line",
    [
        "Champion de la crypte inflige 2 blessures de combat à P2 (510.1b).",
        "La capacité de Jitte d'Umezawa se déclenche (blessures de combat).",
        "Le Serval krosian meurt : elle a des blessures mortelles marquées sur elle.",
        "Le Maraudeur skirkien est retournée face visible.",
        "P1 gagne 1 points de vie.",
        "P2 possède maintenant 2 carte en exil.",
        "Le Jitte d'Umezawa reçoit 1 marqueur(s).",
        "La créature A acquiert : double initiative (613.1f).",
        "Vous révélez Krosan Tusker de votre main.",
        "L'Ours doit bloquer la créature A pendant ce combat si il le peut (702.39a).",
        "✗ créature A attaque P2, pas P4 : créature D ne peut bloquer que des créatures (509.1a)",
        "✗ attaquante a le vol : seule une créature avec le vol peut la bloquer (509.1b)",
        "Serval krosian a la menace : elle ne peut être bloquée que par deux créatures (509.1b)",
        "Les Elfes de Llanowar est engagé : seules les créatures dégagées peuvent bloquer.",
    ],
)
def test_the_checks_catch_what_a_judge_would_correct(line: str) -> None:
    assert grammar_problems(line) + english_name_problems(line) != []


# ---- names carry their grammar ---------------------------------------------------------------


def test_known_cards_get_their_article_gender_and_contractions() -> None:
    champion = name_of("Crypt Champion", "fr")
    adventurer = name_of("Aventurière de Ravenloft", "fr")
    text = t("combat.narr.damage", "fr", source=champion, target=adventurer, amount=2, rule="r")
    assert plain(text) == (
        "Le Champion de la crypte inflige 2 blessures de combat à l'Aventurière de Ravenloft (r)."
    )
    jitte = name_of("Umezawa's Jitte", "fr")
    trigger = plain(t("combat.narr.trigger", "fr", source=jitte, when="x"))
    assert trigger.startswith("La capacité du Jitte d'Umezawa se déclenche")
    assert f"{champion:au}" == "au Champion de la crypte" and f"{champion:il}" == "il"
    assert f"{adventurer:il}" == "elle" and f"{name_of('Undercity', 'fr'):du}" == "des Souterrains"


def test_si_elides_before_il_but_not_before_elle() -> None:
    """« s'il le peut », « si elle le peut »: French elides *si* before *il(s)* only."""
    bear = Name("Ours", "m", "le")
    requirement = plain(t("blocking.req.one", "fr", blocker=bear, attacker=bear, rule="r"))
    assert requirement == "l'Ours bloque l'Ours s'il le peut (r)"
    assert f"{name_of('Aventurière de Ravenloft', 'fr'):sil}" == "si elle"
    assert f"{Name('Elfes', 'm', 'le', plural=True):Sil}" == "S'ils"
    assert t("blocking.req.any", "en", blocker="Bear", rule="r") == "Bear blocks if able (r)"


def test_unknown_names_are_named_by_what_they_are_or_take_the_given_gender() -> None:
    assert f"{name_of('A', 'fr'):Le}" == "La créature A"
    assert f"{name_of('Ours', 'fr', gender='m'):le}" == "l'Ours"
    assert f"{name_of('Attaquante', 'fr'):le}" == "l'attaquante"
    assert f"{name_of('Bloqueuse', 'fr'):le}" == "la bloqueuse"
    assert f"{name_of('A', 'en'):le}" == "A"  # English reads the same in every position
    assert listing_fr([name_of("Krosan Vorine", "fr"), name_of("B", "fr")]) == (
        "le Serval krosian et la créature B"
    )


def test_a_scenario_gender_reaches_the_french_narration() -> None:
    bear = Creature("B", 2, 2, controller="P2", name="Ours", gender="m")
    wolf = Creature("A", 3, 3, name="Louve", gender="f")
    text = plain("\n".join(Combat.duel(wolf, bear).resolve().narrate("fr")))
    assert "La Louve inflige 3 blessures de combat à l'Ours" in text
    assert "L'Ours meurt : il a des blessures mortelles marquées sur lui" in text


def test_a_gender_other_than_m_or_f_is_refused() -> None:
    from mtglearn.base.errors import ScenarioError

    with pytest.raises(ScenarioError, match=r"gender"):
        Creature("B", 2, 2, name="Ours", gender="n")


def test_keyword_changes_read_with_their_article() -> None:
    from mtglearn.words.keywords import keyword_name

    a = name_of("A", "fr")
    double, first = keyword_name("double strike", "fr"), keyword_name("first strike", "fr")
    gained = t("combat.narr.keyword_gained", "fr", creature=a, keyword=double, rule="613.1f")
    lost = t("combat.narr.keyword_lost", "fr", creature=a, keyword=first, rule="613.1f")
    assert plain(gained) == "La créature A acquiert la double initiative (613.1f)."
    assert plain(lost) == "La créature A perd l'initiative (613.1f)."
    cant = keyword_name("can't block", "fr")
    assert plain(f"{cant:le}") == "la capacité « ne peut pas bloquer »"


def test_plurals_follow_the_count() -> None:
    source = Name("X")
    lines = [t("combat.narr.life_gain", "fr", player="P1", amount=n, source=source) for n in (1, 3)]
    assert "1 point de vie" in plain(lines[0]) and "3 points de vie" in plain(lines[1])


@pytest.mark.parametrize(
    ("lang", "sources", "expected"),
    [
        ("fr", ["P1", "P3"], "Des créatures contrôlées par P1 et P3 infligent"),
        ("fr", ["P1", "P3", "P5"], "Des créatures contrôlées par P1, P3 et P5 infligent"),
        ("en", ["P1", "P3"], "Creatures controlled by P1 and P3 deal"),
        ("en", ["P1", "P3", "P5"], "Creatures controlled by P1, P3 and P5 deal"),
        ("fr", ["P1"], "Des créatures contrôlées par P1 infligent"),
    ],
)
def test_a_list_of_players_ends_with_and(lang: str, sources: list[str], expected: str) -> None:
    """« P1, P3 » reads as an unfinished list: two names or more end with « et » / "and"."""
    players = ["P1", "P2", "P3", "P4", "P5", "P6"]
    teams = [["P1", "P3", "P5"], ["P2", "P4", "P6"]] if len(sources) > 1 else None
    events = [{"take_initiative": "P2"}, {"combat_damage": {"from": sources, "to": "P2"}}]
    data = {"kind": "initiative", "players": players, "events": events}
    if teams:
        data["teams"] = teams
    lines = [plain(line) for line in narrate(resolve_scenario(data, lang), lang)]
    assert any(line.startswith(expected) for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "adventurers", "expected"),
    [
        ("fr", ["P3", "P4"], "plusieurs adversaires (P3 et P4) contrôlent chacun une Aventurière"),
        ("fr", ["P3", "P4", "P1"], "mais plusieurs adversaires (P3, P4 et P1) contrôlent"),
        ("en", ["P3", "P4"], "but several opponents (P3 and P4) control Ravenloft Adventurer"),
        ("en", ["P3", "P4", "P1"], "but several opponents (P3, P4 and P1) control"),
        ("fr", ["P3"], "mais l'Aventurière de Ravenloft de P3 l'exile"),
        ("en", ["P3"], "but P3's Ravenloft Adventurer exiles it"),
    ],
)
def test_the_players_whose_adventurer_exiles_end_with_and(
    lang: str, adventurers: list[str], expected: str
) -> None:
    """A creature of P2 dies while opponents control Ravenloft Adventurer (614.1a): the
    narration names them as a finished list, « P1 et P3 » / "P1 and P3", not « P1, P3 »; with
    several, one replacement applies, chosen by the creature's controller (616.1)."""
    events: list[dict[str, Any]] = [
        {"enters": "Ravenloft Adventurer", "controller": player} for player in adventurers
    ]
    events.append({"dies": {"creature": "Bear", "controller": "P2"}})
    data = {"kind": "initiative", "players": ["P1", "P2", "P3", "P4"], "events": events}
    outcome = resolve_scenario(data, lang)
    lines = [plain(line) for line in narrate(outcome, lang)]
    assert any(expected in line for line in lines), lines
    if len(adventurers) > 1:
        # 616.1: exiled once, with one hit counter, whoever's effect was chosen.
        assert any("(616.1)" in line for line in lines), lines
        assert [e["count"] for e in outcome["events"] if e["type"] == "hit_exile"] == [1]


def test_listing_and_joins_names_with_the_last_and() -> None:
    assert listing_and([], "en") == "" and listing_and(["P1"], "fr") == "P1"
    assert listing_and(["P1", "P2", "P3"], "en") == "P1, P2 and P3"
    assert listing_and([name_of("A", "fr"), name_of("Krosan Vorine", "fr")], "fr") == (
        "la créature A et le Serval krosian"
    )


# ---- the blocking messages (509.1), with creatures of every grammar ---------------------------

#: Creatures as the explainer and the errors name them: feminine and masculine, with and
#: without elision, a plural card name, the course's generic names.
BLOCK_NAMES = {
    "créature A": name_of("A", "fr"),
    "Ours": name_of("Ours", "fr", gender="m"),
    "Serval krosian": name_of("Krosan Vorine", "fr"),
    "Aventurière": name_of("Ravenloft Adventurer", "fr"),
    "Elfes": name_of("Llanowar Elves", "fr"),
    "attaquante": name_of("Attacker", "fr"),
    "bloqueuse": name_of("Blocker", "fr"),
}
_CREATURE_FIELDS = ("blocker", "attacker", "target", "source", "creature")
_BLOCK_KEYS = sorted(k for k in catalog() if k.startswith(("combat.block.", "blocking.")))


def _block_message(key: str, one: Name, other: Name) -> str:
    """The French message ``key`` about ``one`` (blocker) and ``other`` (attacker)."""
    from mtglearn.rules.combat.block_requirements import joined

    who = {"1": one, "2": other}
    values: dict[str, object] = {
        "blockers": joined(["1", "2"], "fr", who), "attackers": joined(["2"], "fr", who),
        "allowed": joined(["2", "1"], "fr", who), "player": "P2", "controller": "P4",
        "defender": "P2", "count": 2, "limit": 1, "obeyed": 1, "most": 2, "cost": "{1}",
        "rule": "509.1c", "requirement": t("blocking.req.one", "fr", blocker=one, attacker=other,
        rule="509.1c"), "alternative": t("blocking.words.none", "fr"), "value": "x",
        "attacked": "PW",
    }  # fmt: skip
    for i, field in enumerate(_CREATURE_FIELDS):
        values[field] = one if i % 2 == 0 else other
    return t(key, "fr", **values)


@pytest.mark.parametrize("key", _BLOCK_KEYS)
def test_every_blocking_message_reads_right_with_creatures_of_every_grammar(key: str) -> None:
    """509.1a–d messages (the explainer's lines and the errors) name each creature with its
    article, agree with its gender and number: « la créature A attaque P2, pas P4 »,
    « l'attaquante a le vol », « les Elfes de Llanowar sont engagés »."""
    names = list(BLOCK_NAMES.values())
    lines = [_block_message(key, one, other) for one in names for other in names if one != other]
    assert all_problems(lines) == []


def test_blocking_messages_read_as_a_judge_writes_them() -> None:
    a, bear, elves = BLOCK_NAMES["créature A"], BLOCK_NAMES["Ours"], BLOCK_NAMES["Elfes"]
    d = name_of("D", "fr")
    attacker, blocker = BLOCK_NAMES["attaquante"], BLOCK_NAMES["bloqueuse"]
    other = t("combat.block.other_player", "fr", attacker=a, player="P2", controller="P4",
              blocker=d)  # fmt: skip
    assert plain(other).startswith("La créature A attaque P2, pas P4 : la créature D ne peut")
    flying = plain(t("combat.block.flying", "fr", attacker=attacker, blocker=blocker))
    assert flying.startswith("L'attaquante a le vol : seule une créature avec le vol ou la")
    assert "et la bloqueuse n'a ni l'un ni l'autre" in flying
    assert plain(t("combat.block.tapped", "fr", blocker=elves)).startswith(
        "Les Elfes de Llanowar sont engagés :"
    )
    menace = plain(t("combat.block.menace", "fr", attacker=bear, blocker=a))
    assert "il ne peut être bloqué que par deux créatures ou plus, et seule la créature A" in menace
    red = plain(t("combat.block.protection_red", "fr", attacker=a, blocker=bear))
    assert "l'Ours est une créature rouge et ne peut pas la bloquer" in red


# ---- every shipped scenario, in French --------------------------------------------------------


@pytest.mark.parametrize("path", shipped_scenarios(), ids=lambda p: p.stem)
def test_french_narration_of_every_shipped_scenario_reads_right(path: Path) -> None:
    assert all_problems(french_lines(path)) == []


@pytest.mark.parametrize(
    ("scenario", "expected"),
    [
        ("crypt_champion_unblocked",
         "Le Champion de la crypte inflige 2 blessures de combat à P2 (510.1b)."),
        ("provoke_krosan_vorine",
         "Le Serval krosian meurt : il a des blessures mortelles marquées sur lui"
         " (704.5g, 700.4)."),
        ("jitte_double_strike_unblocked",
         "La capacité du Jitte d'Umezawa se déclenche (blessures de combat) et se résout avant"
         " l'étape suivante (510.3a)."),
        ("initiative_first_strike_combat",
         "Après l'étape normale des blessures de combat, P1 a 15 points de vie, soit 3 de moins"
         " (510.2)."),
        ("amplify_changeling",
         "Vous révélez l'Ultimus changebrume de votre main (type de créature en commun : Bête ;"
         " 702.38a)."),
    ],
)  # fmt: skip
def test_french_narration_lines_as_a_judge_writes_them(scenario: str, expected: str) -> None:
    path = next(p for p in shipped_scenarios() if p.stem == scenario)
    assert expected in [plain(line) for line in french_lines(path)]


# ---- no English card, dungeon or room name in French outputs ---------------------------------


def _outputs(cell: dict[str, Any]) -> list[str]:
    texts: list[str] = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            texts.append("".join(output["text"]))
        data = output.get("data", {})
        for kind in ("text/plain", "text/html", "text/markdown"):
            if kind in data and not output.get("metadata", {}).get("widget"):
                texts.append("".join(data[kind]))
    return texts


# The glossary notebook shows each English name beside the French one, on purpose.
_FRENCH_NOTEBOOKS = sorted(
    p for p in (NOTEBOOKS / "fr").glob(NOTEBOOK_GLOB) if "glossaire" not in p.name
)


@pytest.mark.parametrize("path", _FRENCH_NOTEBOOKS, ids=lambda p: p.name)
def test_french_notebook_outputs_show_no_english_card_names(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    # The glossary table has an English column on purpose, beside the French and Chinese ones.
    cells = [c for c in cells if "glossary_table" not in "".join(c["source"])]
    found = {p for cell in cells for text in _outputs(cell) for p in english_name_problems(text)}
    assert sorted(found) == []


def test_a_french_scenario_may_name_rooms_by_their_french_printed_names() -> None:
    """The French reader writes the rooms as printed in French (« Piège ! »), not in English."""
    path = next(p for p in shipped_scenarios() if p.stem == "initiative_last_room")
    data = json.loads(path.read_text(encoding="utf-8"))
    english = resolve_scenario(data, "fr")
    data["choices"] = {"P1": ["Forge", "Piège !"]}
    french = resolve_scenario(data, "fr")
    assert narrate(french, "fr") == narrate(english, "fr")
    data["choices"] = {"P1": ["Forge", "Piège ?"]}
    with pytest.raises(ValueError, match="en français ou en anglais"):
        resolve_scenario(data, "fr")


# ---- the French side names what the English side names, as printed in French -----------------

#: The Undercity rooms as printed on the French card (Forge's fr-FR card file, docs/cards.md
#: §1.7): the names the French course must use.
UNDERCITY_FR = {
    "Secret Entrance": "Entrée secrète",
    "Forge": "Forge",
    "Lost Well": "Puits perdu",
    "Trap!": "Piège !",
    "Arena": "Arène",
    "Stash": "Réserve",
    "Archives": "Archives",
    "Catacombs": "Catacombes",
    "Throne of the Dead Three": "Trône des Trois Funestes",
}


def test_undercity_rooms_carry_their_printed_french_names() -> None:
    from mtglearn.rules.initiative.dungeons import dungeons

    undercity = next(d for d in dungeons() if d.name == "Undercity")
    assert {en: undercity.room(en).display("fr") for en in UNDERCITY_FR} == {
        en: french_typography(fr) for en, fr in UNDERCITY_FR.items()
    }


def test_the_name_check_catches_a_room_named_otherwise_in_french() -> None:
    assert missing_french_names("Lost Well, Stash", "Puits perdu, Cache") != []
    assert missing_french_names("Lost Well, Stash", "Puits perdu, Réserve") == []
    # No French printing of this dungeon: the French course keeps its English name.
    assert missing_french_names("Lost Mine of Phandelver", "la Mine perdue de Phandelver") != []


def test_french_messages_name_the_cards_and_rooms_of_their_english_side_as_printed() -> None:
    found = [
        f"{key}: {problem}"
        for key, texts in catalog().items()
        for problem in missing_french_names(texts["en"], texts["fr"])
    ]
    assert found == []


@pytest.mark.parametrize("number", sorted(series("en")))
def test_french_notebook_text_names_the_cards_and_rooms_of_the_english_text(number: str) -> None:
    import nbformat

    english = nbformat.read(series("en")[number], as_version=4).cells
    french = nbformat.read(series("fr")[number], as_version=4).cells
    # Code is written once for both series (a task's folded solution is code in markdown): the
    # names in it are a scenario's, not prose.
    fenced = re.compile(r"```.*?```", re.DOTALL)
    # An English document quoted word for word in both series (a card page's ruling) keeps the
    # names it prints: the quotation is the document's, not the course's prose.
    quoted = re.compile(r"^> “.*”$", re.MULTILINE)

    def prose(text: str) -> str:
        return quoted.sub("", fenced.sub("", text))

    found = [
        f"cell {i}: {problem}"
        for i, (en, fr) in enumerate(zip(english, french, strict=True))
        if en.cell_type == "markdown"
        for problem in missing_french_names(prose(en.source), prose(fr.source))
    ]
    assert found == []


#: Glossary terms whose English wording is recognised in English text (quotes either way), so
#: that the French side can be required to use the glossary's French term, and only that one.
TERMS_IN_TEXT = {"intervening_if": r"intervening [“\"]if[”\"]"}


def _term(term_id: str) -> str:
    from mtglearn.base.i18n import glossary

    return next(term["fr"] for term in glossary() if term["id"] == term_id)


def _bilingual_texts() -> list[tuple[str, str, str]]:
    """(where, English, French) for every catalog message and every notebook markdown cell."""
    import nbformat

    out = [(key, texts["en"], texts["fr"]) for key, texts in catalog().items()]
    for number, path in series("en").items():
        english = nbformat.read(path, as_version=4).cells
        french = nbformat.read(series("fr")[number], as_version=4).cells
        out += [
            (f"notebook {number} cell {i}", en.source, fr.source)
            for i, (en, fr) in enumerate(zip(english, french, strict=True))
            if en.cell_type == "markdown"
        ]
    return out


@pytest.mark.parametrize("term_id", sorted(TERMS_IN_TEXT))
def test_a_rules_term_is_the_glossary_term_on_both_sides(term_id: str) -> None:
    """603.4: the French course names the intervening “if” clause « clause “si” intercalée »
    (glossary), never « condition intégrée » in one cell and « condition intercalée » in another."""
    french_term = " ".join(plain(_term(term_id)).split())
    found = [
        where
        for where, en, fr in _bilingual_texts()
        if re.search(TERMS_IN_TEXT[term_id], en) and french_term not in " ".join(plain(fr).split())
    ]
    assert found == []


def test_provoke_exercises_describe_the_board_as_a_judge_writes_it() -> None:
    """The provoke exercises (notebook 08) describe their board in French with articles and
    agreement: « le Faucon 1/1 (vol), engagé, est du côté du joueur défenseur », « Le Serval
    krosian attaque et provoque l'Araignée », not « Faucon 1/1 (vol), engagée »)."""
    from mtglearn.teach.exercises.exercises_provoke import make_legality, make_most

    questions = [make(seed, "fr").question for seed in range(60) for make in (make_legality,
                 make_most)]  # fmt: skip
    assert all_problems(questions) == []
    assert any(", engagé, est du côté du joueur défenseur" in plain(q) for q in questions)


# ---- the explorers' and exercises' description of the fight ----------------------------------


def test_the_explorer_describes_the_fight_with_articles_and_agreement() -> None:
    """« L'attaquante 2/2 … ; la bloqueuse 2/2 … la bloque », and for the Jitte's masculine
    Champion of the Crypt « aucune créature ne le bloque », « attaché au Champion de la crypte »
    (was « Attaquante 2/2 … ; Bloqueuse … », « ne la bloque », « attaché à Champion … »)."""
    from mtglearn.teach.exercises.exercises_combat import describe
    from mtglearn.teach.explorers.combat_explorer import BetweenStepsExplorer, CombatExplorer

    fight = CombatExplorer("fr")
    assert [plain(x) for x in fight.setup_text(fight.duel())] == [
        "L'attaquante 2/2 (aucune capacité) attaque P2 ; la bloqueuse 2/2 (aucune capacité)"
        " la bloque."
    ]
    jitte = BetweenStepsExplorer("fr")
    assert [plain(x) for x in jitte.setup_text(jitte.duel())] == [
        "Le Champion de la crypte 2/2 (double initiative) attaque P2 ; aucune créature ne le"
        " bloque.",
        "Le Jitte d'Umezawa est attaché au Champion de la crypte.",
    ]
    duel = fight.duel()
    assert plain(describe(duel, "fr")) == (
        "L'attaquante 2/2 (aucune capacité) attaque. La bloqueuse 2/2 (aucune capacité) la bloque."
    )
    assert plain(describe(duel.with_(blocked=False), "fr")) == (
        "L'attaquante 2/2 (aucune capacité) attaque. Elle n'est pas bloquée."
    )


def test_the_beyond_exercises_name_their_creatures_with_articles() -> None:
    """Notebook 11's exercises: « L'attaquante 1/3 (…) attaque P2 ; la bloqueuse 2/3 (…) la
    bloque », « La bloqueuse … peut-elle la bloquer ? », « P1 contrôle la première … et la
    seconde … ; seule la première attaque » (were « Attaquante 1/3 … ; Bloqueuse … »)."""
    from mtglearn.teach.exercises import exercises_beyond as beyond

    for seed in range(12):
        for make in (beyond.protection_trample, beyond.infect_poison, beyond.afflict_life):
            question = plain(make(seed, "fr").question)
            assert question.startswith(("L'attaquante ", "P2 a ")), question
            assert "Bloqueuse" not in question and " Attaquante" not in question, question
        evasion = plain(beyond.evasion_block(seed, "fr").question)
        assert evasion.startswith("L'attaquante ") and ". La bloqueuse " in evasion, evasion
        assert evasion.endswith(" peut-elle la bloquer ?"), evasion
        exalted = plain(beyond.exalted_alone(seed, "fr").question)
        assert exalted.startswith("P1 contrôle la première ") and " et la seconde " in exalted
