"""The declaration check looks at the evasion restrictions (509.1b, ``evasion.refusal``) only
when a keyword they read is on either creature: no keyword of ``NO_RESTRICTION`` is read by
any of them, whatever the lands and the power bonus."""

from __future__ import annotations

import itertools

from mtglearn.rules.combat.blocking import NO_RESTRICTION
from mtglearn.rules.combat.evasion import refusal
from mtglearn.rules.core.board import Creature


def test_no_restriction_reads_the_keywords_the_check_skips() -> None:
    words = sorted(NO_RESTRICTION)
    sets = [frozenset(c) for n in (0, 1, 2) for c in itertools.combinations(words, n)]
    sets.append(frozenset(words))
    for mine, theirs in itertools.product(sets, repeat=2):
        blocker = Creature("B", 1, 1, keywords=mine, controller="P2")
        attacker = Creature("A", 3, 3, keywords=theirs, controller="P1")
        for lands, bonus in (((), 0), (("swamp", "forest", "island"), 5)):
            assert refusal(blocker, attacker, lands, bonus) is None, (mine, theirs)


def test_a_keyword_a_restriction_reads_is_not_in_the_skipped_set() -> None:
    blocker = Creature("B", 5, 5, controller="P2")  # greater power than the skulker
    for word in ("fear", "shadow", "horsemanship", "skulk", "intimidate", "swampwalk"):
        attacker = Creature("A", 3, 3, keywords=frozenset((word,)), controller="P1")
        assert word not in NO_RESTRICTION
        assert refusal(blocker, attacker, ("swamp",), 0) is not None, word
