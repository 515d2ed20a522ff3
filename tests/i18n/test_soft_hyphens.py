"""French headers break between syllables (mtglearn.base.i18n.grammar.soft_hyphens): the places
a browser may break the step table's and the initiative table's headers."""

from __future__ import annotations

import pytest

from mtglearn.base.i18n import t
from mtglearn.base.i18n.grammar import SOFT_HYPHEN, soft_hyphens


def shown(text: str) -> str:
    return soft_hyphens(text).replace(SOFT_HYPHEN, "-")


@pytest.mark.parametrize(
    ("word", "syllables"),
    [
        ("Blessures", "Bles-sures"),  # two consonants part; no lone mute « -res »
        ("infligées", "in-fli-gées"),  # « fl » starts a syllable
        ("l'attaquante", "l'at-ta-quante"),  # « qu » is one consonant
        ("bloqueuse", "blo-queuse"),
        ("défenseur", "dé-fen-seur"),
        ("désignation", "dé-si-gna-tion"),  # « gn » starts a syllable, « io » never parts
        ("Souterrains", "Sou-ter-rains"),
        ("Cartes", "Cartes"),  # « -tes » is a mute syllable
        ("Étape", "Étape"),  # too short to break
        ("Meurt", "Meurt"),
    ],
)
def test_long_words_break_between_french_syllables(word: str, syllables: str) -> None:
    assert shown(word) == syllables


def test_the_text_reads_the_same_without_the_soft_hyphens() -> None:
    for key in ("teach_combat.column.by_attacker", "initiative.table.hit_exile"):
        text = t(key, "fr")
        assert soft_hyphens(text).replace(SOFT_HYPHEN, "") == text
        assert SOFT_HYPHEN in soft_hyphens(text)
