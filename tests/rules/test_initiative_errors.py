"""Invalid initiative scripts: one ScenarioError naming the field and what is allowed, in the
chosen language; nothing half-applied (the Game API restores its state)."""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.rules.initiative.kind import Game
from tests.support.french import names_the_field, plain

BASE: dict[str, Any] = {"kind": "initiative", "players": ["P1", "P2", "P3"]}

# (case id, scenario changes, field, English words, French words)
CASES: list[tuple[str, dict[str, Any], str, list[str], list[str]]] = [
    (
        "unknown player",
        {"events": [{"take_initiative": "P9"}]},
        "events[0].take_initiative",
        ["no player named 'P9'", "P1, P2, P3"],
        ["aucun joueur ne s'appelle « P9 »"],
    ),
    (
        "unknown player in damage",
        {"events": [{"combat_damage": {"from": "P1", "to": "Q"}}]},
        "events[0].combat_damage.to",
        ["no player named 'Q'"],
        ["aucun joueur ne s'appelle « Q »"],
    ),
    (
        "unknown room",
        {"choices": {"P1": ["Kitchen"]}},
        "choices.P1[0]",
        ["no room named 'Kitchen'"],
        ["aucune pièce ne s'appelle « Kitchen »"],
    ),
    (
        "unknown dungeon",
        {"events": [{"venture": "P1", "dungeon": "Tomb of Horrors"}]},
        "events[0].dungeon",
        ["unknown dungeon", "Lost Mine of Phandelver"],
        ["donjon « Tomb of Horrors » inconnu"],
    ),
    (
        "choice not an exit",
        {"events": [{"take_initiative": "P1"}, {"upkeep": "P1"}], "choices": {"P1": ["Arena"]}},
        "choices.P1[0]",
        ["'Arena' is not a room an arrow leads to", "Forge, Lost Well"],
        ["n'est pas une pièce où mène une flèche"],
    ),
    (
        "choose not an exit",
        {
            "events": [
                {"take_initiative": "P1"},
                {"venture": "P1", "into": "undercity", "choose": "Throne of the Dead Three"},
            ]
        },
        "events[1].choose",
        ["Forge, Lost Well"],
        ["Forge, Lost Well"],
    ),
    (
        "event after leaving",
        {"events": [{"leave": "P2"}, {"upkeep": "P2"}]},
        "events[1].upkeep",
        ["has left the game", "P1, P3"],
        ["a quitté la partie"],
    ),
    (
        "unknown verb",
        {"events": [{"draw": "P1"}]},
        "events[0].draw",
        ["unknown event 'draw'", "take_initiative"],
        ["événement « draw » inconnu"],
    ),
    (
        "two verbs",
        {"events": [{"upkeep": "P1", "turn": "P2"}]},
        "events[0]",
        ["exactly one of"],
        ["exactement une clé"],
    ),
    (
        "event not an object",
        {"events": ["upkeep P1"]},
        "events[0]",
        ["JSON object"],
        ["objet JSON"],
    ),
    (
        "events not a list",
        {"events": {"upkeep": "P1"}},
        "events",
        ["must be a list"],
        ["doit être une liste"],
    ),
    (
        "combat damage missing to",
        {"events": [{"combat_damage": {"from": "P1"}}]},
        "events[0].combat_damage.to",
        ["is required"],
        ["est obligatoire"],
    ),
    (
        "combat damage to self",
        {"events": [{"combat_damage": {"from": "P1", "to": "P1"}}]},
        "events[0].combat_damage.from[0]",
        ["name an opponent"],
        ["nommez un adversaire"],
    ),
    (
        "not teammates",
        {"events": [{"combat_damage": {"from": ["P1", "P3"], "to": "P2"}}]},
        "events[0].combat_damage.from",
        ["teammates", "teams"],
        ["coéquipiers"],
    ),
    (
        "bad order",
        {
            "teams": [["P1", "P3"]],
            "events": [
                {"take_initiative": "P2"},
                {"combat_damage": {"from": ["P1", "P3"], "to": "P2", "order": ["P1"]}},
            ],
        },
        "events[1].combat_damage.order",
        ["exactly once", "P1, P3"],
        ["exactement une fois"],
    ),
    (
        "undercity only",
        {"events": [{"venture": "P1", "into": "undercity", "dungeon": "Lost Mine of Phandelver"}]},
        "events[0].dungeon",
        ["can only start Undercity", "701.49d"],
        ["ne permet de commencer que Les Souterrains"],
    ),
    (
        "not undercity",
        {"events": [{"venture": "P1", "into": "dungeon", "dungeon": "Undercity"}]},
        "events[0].dungeon",
        ["can't start Undercity", "Tomb of Annihilation"],
        ["ne permet pas de commencer Les Souterrains", "Tombe de l'Annihilation"],
    ),
    (
        "bad into",
        {"events": [{"venture": "P1", "into": "cellar"}]},
        "events[0].into",
        ["'cellar' is not allowed", "undercity, dungeon"],
        ["n'est pas une valeur permise"],
    ),
    (
        "unknown top-level key",
        {"choice": {}},
        "choice",
        ["unknown key 'choice'"],
        ["clé « choice » inconnue"],
    ),
    (
        "unknown event key",
        {"events": [{"upkeep": "P1", "player": "P2"}]},
        "events[0].player",
        ["unknown key 'player'", "upkeep, hold"],
        ["clé « player » inconnue"],
    ),
    (
        "hold not boolean",
        {"events": [{"upkeep": "P1", "hold": "yes"}]},
        "events[0].hold",
        ["true or false"],
        ["`true` ou `false`"],
    ),
    (
        "pay not boolean",
        {"pay": {"P1": ["yes"]}},
        "pay.P1[0]",
        ["true or false"],
        ["`true` ou `false`"],
    ),
    (
        "choices for an unknown player",
        {"choices": {"P9": ["Forge"]}},
        "choices.P9",
        ["no player named 'P9'"],
        ["aucun joueur ne s'appelle « P9 »"],
    ),
    (
        "players not a list",
        {"players": "P1, P2"},
        "players",
        ["must be a list"],
        ["doit être une liste"],
    ),
    (
        "game over",
        {"players": ["P1", "P2"], "events": [{"leave": "P1"}, {"upkeep": "P2"}]},
        "events[1]",
        ["the game is over"],
        ["la partie est terminée"],
    ),
    (
        "duplicate player",
        {"players": ["P1", "P1"]},
        "players[1]",
        ["appears twice"],
        ["apparaît deux fois"],
    ),
    ("no players", {"players": []}, "players", ["at least one player"], ["au moins un joueur"]),
    (
        "bad active",
        {"active": "P7"},
        "active",
        ["no player named 'P7'"],
        ["aucun joueur ne s'appelle « P7 »"],
    ),
    (
        "target not a player",
        {
            "events": [{"take_initiative": "P1"}, {"upkeep": "P1"}, {"upkeep": "P1"}],
            "choices": {"P1": ["Forge", "Trap!"]},
            "targets": {"P1": ["A", "Nobody"]},
        },
        "targets.P1[1]",
        ["'Nobody' is not a player"],
        ["n'est pas un joueur"],
    ),
    (
        # 506.2: during P1's turn only P1's creatures attack; blockers assign combat damage to
        # creatures only (510.1d), so P2's creatures can't deal combat damage to P1 (F6).
        "combat damage from a player who is not attacking",
        {"events": [{"upkeep": "P1"}, {"combat_damage": {"from": "P2", "to": "P1"}}]},
        "events[1].combat_damage.from",
        ["'P2' is not attacking", "P1's turn", "allowed: P1", "506.2"],
        ["« P2 » n'attaque pas", "tour de P1", "valeurs permises : P1", "506.2"],
    ),
    (
        "combat damage from a teammate of nobody attacking",
        {
            "players": ["P1", "P2", "P3", "P4"],
            "teams": [["P1", "P3"], ["P2", "P4"]],
            "events": [{"turn": "P1"}, {"combat_damage": {"from": ["P2", "P4"], "to": "P1"}}],
        },
        "events[1].combat_damage.from[0]",
        ["'P2' is not attacking", "allowed: P1, P3", "805.10a"],
        ["« P2 » n'attaque pas", "valeurs permises : P1, P3", "805.10a"],
    ),
    (
        "player name not a string",
        {"players": ["P1", 7]},
        "players[1]",
        ["non-empty string"],
        ["chaîne de caractères non vide"],
    ),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    ("case", "changes", "field", "en_words", "fr_words"), CASES, ids=[c[0] for c in CASES]
)
def test_bad_script(
    case: str,
    changes: dict[str, Any],
    field: str,
    en_words: list[str],
    fr_words: list[str],
    lang: str,
) -> None:
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario({**BASE, **changes}, lang)
    error = caught.value
    assert error.field == field, case
    message = str(error)
    assert names_the_field(message, field, lang)
    for word in en_words if lang == "en" else fr_words:
        # French puts the sentence first, so its first word takes a capital.
        assert word.casefold() in plain(message).casefold(), (case, message)


def test_the_game_api_is_all_or_nothing() -> None:
    """A refused action leaves the game exactly as it was (no half-applied venture)."""
    game = Game(["P1", "P2"], choices={"P1": ["Arena"]})
    game.take_initiative("P1")
    before = game.state()
    with pytest.raises(ScenarioError):
        game.upkeep("P1")  # at Secret Entrance, "Arena" is not an exit
    assert game.state() == before
    with pytest.raises(ScenarioError) as caught:
        game.venture("P2", "dungeon", "Undercity")
    assert caught.value.field == "dungeon"
    assert game.state() == before


def test_api_errors_name_the_parameter() -> None:
    game = Game(["P1", "P2"], lang="fr")
    with pytest.raises(ScenarioError) as caught:
        game.combat_damage("P1", "P5")
    assert caught.value.field == "to"
    assert "Aucun joueur" in str(caught.value)


def test_bad_combat_damage_step_input() -> None:
    game = Game(["P1", "P2"])
    game.take_initiative("P1")
    with pytest.raises(ScenarioError) as caught:
        game.combat_damage_step([{"source": "A", "amount": 1}], {"A": "P2"})
    assert caught.value.field == "damage[0]"
    with pytest.raises(ScenarioError) as caught:
        game.combat_damage_step([{"source": "A", "target": "P1", "amount": 1}], {})
    assert caught.value.field == "damage[0].source"


def test_combat_damage_from_the_attacking_player_or_team_is_accepted() -> None:
    """506.2 and 805.10a: the active player's creatures, or the active team's, deal it; with no
    turn told, the game does not know who attacks and accepts any opponent."""
    game = Game(["P1", "P2", "P3"])
    game.take_initiative("P1")
    game.combat_damage("P3", "P1")  # nobody's turn yet
    assert game.initiative == "P3"
    game.turn("P2")
    game.combat_damage("P2", "P3")
    assert game.initiative == "P2"
    giant = Game(["P1", "P2", "P3", "P4"], teams=[["P1", "P3"], ["P2", "P4"]])
    giant.take_initiative("P2")
    giant.turn("P3")
    giant.combat_damage(["P1", "P3"], "P2")
    assert giant.initiative in ("P1", "P3")
