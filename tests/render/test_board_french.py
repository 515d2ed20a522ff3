"""The French combat board writes as the French text does (docs/style-fr.md §2, §4): the change
of a card's power and toughness with the real minus sign (« −1/−1 », U+2212, as the Jitte's
−1/−1 mode prints it), and the status of a card that left agreeing with its name (« exilé »
under the Champion de la crypte, « exilée » under la créature B)."""

from __future__ import annotations

import re

import mtglearn as mtg
from mtglearn.door.outcome import CombatOutcome


def _svg(outcome: CombatOutcome, step: str) -> str:
    return str(outcome.board(step)._repr_svg_())


def _jitte_shrinks_the_blocker(lang: str) -> CombatOutcome:
    mtg.set_lang(lang)
    board = mtg.Board()
    board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
    board.blocker("B", 2, 3, blocks="A")
    board.jitte("A")
    board.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("B", -1, -1)))
    return board.resolve()


def test_a_french_card_shows_its_change_with_the_minus_sign() -> None:
    french = _svg(_jitte_shrinks_the_blocker("fr"), "between")
    assert set(re.findall(r"[−+-]\d/[−+-]\d", french)) == {"\u22121/\u22121"}
    # English keeps the hyphen-minus of English text.
    english = _svg(_jitte_shrinks_the_blocker("en"), "between")
    assert set(re.findall(r"[−+-]\d/[−+-]\d", english)) == {"-1/-1"}


def test_the_status_of_an_exiled_card_agrees_with_its_name() -> None:
    mtg.set_lang("fr")
    statuses = []
    for name in ("Crypt Champion", None):
        board = mtg.Board()
        board.attacker("A", 3, 3, "double strike", **({"name": name} if name else {}))
        board.blocker("B", 1, 1, blocks="A")
        board.between_steps(mtg.exile("A"))
        statuses += re.findall(r">\s*(exilée?)\s*<", _svg(board.resolve(), "regular"))
    assert statuses == ["exilé", "exilée"]
