"""Seed lesson 001 (double strike), every case, over a whole grid of powers and toughnesses.

The expected values below are written from the seed's case statements (attacker A with double
strike and power P; blocker B with toughness T and power BP, without first strike), not from
the resolver. Where the seed is vague, the comments say what the current rules give:

- the seed says "force supérieure à l'endurance"; at P = T the first-strike damage is already
  lethal (704.5g: damage ≥ toughness), so P = T behaves like P > T;
- "supérieure à la moitié de cette endurance": at exactly 2P = T the second step assigns
  T − P = P to B (lethal) and 0 to the player: B dies, the player takes 2P − T = 0;
- P = 0 is not in the seed: a creature with power 0 assigns no combat damage (510.1a);
- the seed never says whether A survives: A takes BP once (B deals regular damage only), so A
  dies when BP ≥ A's toughness, and takes nothing when B died in the first step;
- the seed's "dégâts" in the unblocked case means damage ("blessures" in current French).
"""

from __future__ import annotations

import pytest

from mtglearn.door.combat import Combat, Creature

ATTACKER_TOUGHNESS = 4
LIFE = 50
POWERS = range(16)
TOUGHNESSES = range(1, 16)
BLOCKER_POWERS = (0, 1, 3, 5)


def expected(p: int, t: int, bp: int, trample: bool) -> dict[str, object]:
    """The seed's statements: player damage, damage to B, damage to A, who dies."""
    if p == 0:  # 510.1a (not in the seed): A deals nothing; B strikes back once.
        to_player, to_b, b_dies, a_hit = 0, 0, False, True
    elif not trample and p >= t:
        # "elle infligera assez de blessures à la première étape pour détruire B mais
        # n'infligera ni se verra infliger de blessures à la seconde étape"
        to_player, to_b, b_dies, a_hit = 0, p, True, False
    elif not trample:
        # "elle infligera en tout deux fois sa force à B et se verra infliger la force de B"
        to_player, to_b, b_dies, a_hit = 0, 2 * p, 2 * p >= t, True
    elif p >= t:
        # "le joueur défenseur se voit infliger deux fois la force de A moins l'endurance de B;
        # la créature A ne se voit rien infliger"
        to_player, to_b, b_dies, a_hit = 2 * p - t, t, True, False
    elif 2 * p >= t:
        # "B est détruite, A subit la force de B, le joueur subit 2P − T"
        to_player, to_b, b_dies, a_hit = 2 * p - t, t, True, True
    else:
        # "elle infligera deux fois sa force à B et se verra infliger la force de B"
        to_player, to_b, b_dies, a_hit = 0, 2 * p, False, True
    to_a = bp if a_hit else 0
    return {
        "to_player": to_player,
        "to_b": to_b,
        "to_a": to_a,
        "b_dies": b_dies,
        "a_dies": to_a >= ATTACKER_TOUGHNESS,
    }


def duel(p: int, t: int, bp: int, trample: bool) -> Combat:
    words = ("double strike", "trample") if trample else ("double strike",)
    a = Creature("A", p, ATTACKER_TOUGHNESS, keywords=words, controller="P1")
    b = Creature("B", bp, t, controller="P2")
    return Combat.duel(a, b, life=LIFE)


@pytest.mark.parametrize("trample", [False, True])
@pytest.mark.parametrize("bp", BLOCKER_POWERS)
def test_every_blocked_cell(trample: bool, bp: int) -> None:
    for p in POWERS:
        for t in TOUGHNESSES:
            want = expected(p, t, bp, trample)
            result = duel(p, t, bp, trample).resolve()
            got = {
                "to_player": result.damage_to("P2"),
                "to_b": result.damage_to("B"),
                "to_a": result.damage_to("A"),
                "b_dies": "B" in result.died,
                "a_dies": "A" in result.died,
            }
            assert got == want, (p, t, bp, trample)
            assert result.life["P2"] == LIFE - want["to_player"]
            assert result.life["P1"] == LIFE


@pytest.mark.parametrize("trample", [False, True])
def test_unblocked_deals_twice_its_power(trample: bool) -> None:
    # "Si la créature A attaque et est non bloquée, elle infligera deux fois sa force."
    for p in POWERS:
        words = ("double strike", "trample") if trample else ("double strike",)
        a = Creature("A", p, 1, keywords=words)
        result = Combat.duel(a, life=LIFE).resolve()
        assert result.damage_to("P2") == 2 * p
        assert result.life == {"P1": LIFE, "P2": LIFE - 2 * p}
        per_step = [sum(d["amount"] for d in s["damage"]) for s in result.steps]
        assert per_step == [p, p]


def test_when_b_dies_in_the_first_step_the_second_hits_the_player_only_with_trample() -> None:
    # P > T: the step in which B dies is the first one (seed, cases 1 and 3).
    for trample in (False, True):
        result = duel(5, 3, 3, trample).resolve()
        first = result.steps[0]
        assert first["step"] == "first_strike"
        assert first["died"] == ["B"]
        assert result.steps[1]["damage"] == (
            [
                {
                    "source": "A",
                    "source_controller": "P1",
                    "target": "P2",
                    "target_type": "player",
                    "amount": 5,
                }
            ]
            if trample
            else []
        )


def test_b_dies_in_the_second_step_when_half_toughness() -> None:
    # Seed case 4 (trample, T/2 <= P < T): B dies in the second step, after striking back.
    result = duel(3, 5, 3, True).resolve()
    assert [s["died"] for s in result.steps] == [[], ["B"]]
    assert result.damage_to("A") == 3
