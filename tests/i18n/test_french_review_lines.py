"""The lines the French review of December 2026 found wrong, each as the learner
reads it, in both languages: a shield that is used up, one −1/−1 counter, a Two-Headed Giant
life summary, a player's pronoun, the "unless" rooms, a card leaving for a zone, a dungeon named
in a refusal, the teaching checks' sentences, notebook 11's exercises and evasion table, and the
workshop's grid. Each test fails on the wording the review quoted."""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import narrate, resolve_scenario
from mtglearn.base.i18n import t
from mtglearn.base.i18n.grammar import french_typography
from tests.support.scenarios import creature

LANGS = ["en", "fr"]


def _typo(text: str, lang: str) -> str:
    return french_typography(text) if lang == "fr" else text


# ---- combat narration ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_shield_with_nothing_left_is_used_up_not_left_with_0(lang: str) -> None:
    """615.7: once a shield has prevented all it could, the line says so (review D15), instead of
    « il lui reste 0 blessure à prévenir »."""
    data = {
        "players": ["P1", "P2"],
        "creatures": [creature("A", "P1", 3, 3)],
        "attacks": {"A": "P2"},
        "prevent": [{"prevent": 3, "to": "P2"}],
    }
    lines = narrate(resolve_scenario(data, lang), lang)
    shield = next(line for line in lines if "615.7" in line)
    expected = {"en": "the shield is used up", "fr": "le bouclier est épuisé"}[lang]
    assert _typo(expected, lang) in shield
    assert " 0 " not in shield


@pytest.mark.parametrize("lang", LANGS)
def test_one_wither_damage_becomes_one_counter_said_in_the_singular(lang: str) -> None:
    """120.3d: « Cette blessure devient un marqueur −1/−1 » (review B10), not « Ces blessures
    deviennent 1 marqueur »."""
    data = {
        "players": ["P1", "P2"],
        "creatures": [creature("W", "P1", 1, 1, "wither"), creature("B", "P2", 0, 3)],
        "attacks": {"W": "P2"},
        "blocks": {"B": "W"},
    }
    lines = narrate(resolve_scenario(data, lang), lang)
    expected = {
        "en": "The damage becomes a −1/−1 counter on B (120.3d).",
        "fr": "Cette blessure devient un marqueur −1/−1 sur la créature B (120.3d).",
    }[lang]
    assert _typo(expected, lang) in "\n".join(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_a_two_headed_giant_life_summary_shows_each_teams_shared_life_once(lang: str) -> None:
    """810.9: a team shares one life total, and the summary shows it once per team (review F9:
    not four totals of 20 that look like each player's)."""
    data = {
        "players": ["P1", "P2", "P3", "P4"],
        "teams": [["P1", "P3"], ["P2", "P4"]],
        "creatures": [creature("A", "P1", 2, 2)],
        "attacks": {"A": "P2"},
    }
    summary = narrate(resolve_scenario(data, lang), lang)[-2]
    team = "(one team)" if lang == "en" else "(une équipe)"
    assert summary.count(team) == 2 and "18" in summary and "P4 18" not in summary
    two_players = {**data, "players": ["P1", "P2"], "teams": []}
    assert team not in " ".join(narrate(resolve_scenario(two_players, lang), lang))


# ---- the initiative -----------------------------------------------------------------------


def _initiative(events: list[dict[str, Any]], lang: str, **extra: Any) -> list[str]:
    data = {"kind": "initiative", "players": ["P1", "P2"], "events": events, **extra}
    return narrate(resolve_scenario(data, lang), lang)


def test_an_unless_room_says_what_the_player_did_not_do() -> None:
    """Veils of Fear: « P2 ne se défausse pas d'une carte et perd 2 points de vie » (review
    D20), not « ne paie pas l'alternative « à moins que » »."""
    events = [{"venture": "P1", "dungeon": "Tomb of Annihilation"}, {"venture": "P1"}]
    french = _initiative(events, "fr")
    assert french_typography("P2 ne se défausse pas d'une carte et perd 2 points de vie") in (
        "\n".join(french)
    )
    assert not any("alternative" in line for line in french)
    english = "\n".join(_initiative(events, "en"))
    assert "P2 doesn't discard a card and loses 2 life" in english


def test_a_player_leaving_is_named_not_called_il() -> None:
    """A named player may be a woman (review B16): the line repeats the name instead of « qu'il
    possède … avec lui »."""
    lines = _initiative([{"leave": "P2"}], "fr", players=["P1", "P2", "P3"])
    leave = next(line for line in lines if "800.4a" in line)
    assert "dont P2 est propriétaire" in leave
    assert " il " not in leave and " lui" not in leave


def test_a_refused_dungeon_is_named_as_the_reader_prints_it() -> None:
    """Ruling: venturing into Undercity can't start another dungeon. The refusal names the
    dungeon in French (« Tombe de l'Annihilation »), whichever name the scenario used."""
    from mtglearn.teach.chapters.initiative_story import refusal

    event = {"venture": "P1", "into": "undercity", "dungeon": "Tomb of Annihilation"}
    assert french_typography("pas « Tombe de l'Annihilation »") in refusal([event], lang="fr")
    assert 'not "Tomb of Annihilation"' in refusal([event], lang="en")


# ---- face-down cards ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_face_down_card_leaves_for_a_zone_said_as_a_sentence(lang: str) -> None:
    """« quitte le champ de bataille pour le cimetière », not « (zone d'arrivée : cimetière) »;
    a reveal cites 701.20a and 603.2, not 708.12 (review F11)."""
    from mtglearn.teach.chapters.morph import walk

    left = walk("Echo Tracer", ["cast_face_down", "leave"], lang).narrate(lang)
    expected = {"en": "leaves the battlefield for the graveyard", "fr": "pour le cimetière"}[lang]
    assert any(expected in line for line in left)
    revealed = walk("Echo Tracer", ["cast_face_down", "reveal"], lang).narrate(lang)
    assert any("701.20a, 603.2" in line for line in revealed)
    assert not any("708.12" in line for line in revealed)


def test_the_morph_history_row_is_about_morph() -> None:
    """Notebook 10's history table quotes the 2003 morph wording (review E12), not the amplify
    row « si vous jouez une bête »."""
    from mtglearn.door import legions

    note = next(n for n in legions.HISTORY if n.key == "cast_face_down")
    assert "mue" in note.then("fr") and "bête" not in note.then("fr")
    assert note.rule == "702.37c"


# ---- teaching checks ----------------------------------------------------------------------


def test_the_outcome_sentence_names_creatures_with_their_article() -> None:
    """« Créatures détruites : la bloqueuse. Blessures marquées … : 2 sur l'attaquante »
    (review E5), not « Bloqueuse », « Attaquante 2 »."""
    from mtglearn.teach.chapters.checks import outcome_lines
    from mtglearn.teach.duel import Duel

    plain, _ = Duel(attacker_power=3, attacker_toughness=3).resolve("fr")
    line = str(outcome_lines(plain, lang="fr"))
    assert french_typography("Créatures détruites : la bloqueuse.") in line
    assert "2 sur l'attaquante" in line


def test_the_trample_over_protection_check_has_one_colon() -> None:
    """One colon per sentence (review C9)."""
    from mtglearn.teach.chapters import beyond

    line = str(beyond.check_trample_over_protection("fr"))
    assert line.count(":") == 1, line


@pytest.mark.parametrize("lang", LANGS)
def test_the_evasion_table_says_the_shadow_and_horsemanship_blockers_are_green(lang: str) -> None:
    """They are green, so protection from green stops them too (review F10)."""
    from mtglearn.teach.chapters import beyond

    columns = list(beyond.evasion_table(lang).columns)
    green = {"en": "green 2/2 with", "fr": "verte 2/2 avec"}[lang]
    assert sum(str(c).startswith(green) for c in columns) == 2


# ---- notebook 11's exercises ----------------------------------------------------------------


def test_the_exalted_exercise_says_la_premiere_creature() -> None:
    """The labels « la première / la seconde » are common nouns (review D13), never « la
    créature Première »."""
    from mtglearn.teach.exercises import exercises_beyond as ex

    for seed in range(6):
        exercise = ex.exalted_alone(seed, "fr")
        text = exercise.question + "\n" + "\n".join(exercise.explanation)
        assert "Première" not in text and "Seconde" not in text
        assert "la première créature" in text


def test_the_evasion_exercise_names_the_ability_once() -> None:
    """« L'attaquante 2/3 (noire ; intimidation) attaque P2. » — no second « (intimidation) »
    (review D14)."""
    from mtglearn.teach.exercises import exercises_beyond as ex

    for seed in range(6):
        question = ex.evasion_block(seed, "fr").question
        assert "attaque P2." in question and "attaque P2 (" not in question


# ---- labels -------------------------------------------------------------------------------


def test_the_step_is_the_declaration_of_blockers() -> None:
    """The step's official noun is « bloqueurs » (review E1): « Bloqueurs déclarés »."""
    assert t("board.frame.blockers", "fr").startswith("Bloqueurs déclarés")
    assert t("board.control.blockers", "fr") == "Bloqueurs déclarés"


def test_the_workshop_grid_varies_the_blockers_toughness() -> None:
    """The grid crosses the attacker's power with the blocker's toughness (review F8)."""
    assert "chaque endurance de la bloqueuse" in t("workshop.station.grid.text", "fr")
    assert "toughness of the blocker" in t("workshop.station.grid.text", "en")


MENACE = {
    "players": ["P1", "P2"],
    "creatures": [
        {"id": "M", "controller": "P1", "power": 3, "toughness": 3, "keywords": ["menace"]},
        {"id": "X", "controller": "P2", "power": 2, "toughness": 2},
        {"id": "Y", "controller": "P2", "power": 2, "toughness": 2},
    ],
    "attacks": {"M": "P2"},
    "requirements": [{"blocks": "X"}],
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_illegal_verdict_shows_the_restriction_it_breaks(lang: str) -> None:
    """X alone obeys the requirement but breaks menace: the verdict says menace (review F6),
    not « 1 obligation respectée ; 509.1c en exige au moins 1 »."""
    from mtglearn.teach.chapters.checks import declaration_verdicts

    (line,) = declaration_verdicts(MENACE, [{"X": "M"}], lang).lines
    assert line.startswith("✗") and "702.111b" in line and "509.1c" not in line


@pytest.mark.parametrize("lang", LANGS)
def test_a_legal_verdict_with_nothing_to_obey_says_so(lang: str) -> None:
    """« (aucune obligation à respecter) » (review D11), not « 509.1c en exige au moins 0 »."""
    from mtglearn.teach.chapters.checks import declaration_verdicts

    free = {**MENACE, "requirements": []}
    (line,) = declaration_verdicts(free, [{}], lang).lines
    expected = {"en": "(no requirement to obey)", "fr": "(aucune obligation à respecter)"}[lang]
    assert line.startswith("✓") and line.endswith(expected)
