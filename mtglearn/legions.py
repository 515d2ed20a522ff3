"""The Legions (2003) cards of the course, and how the 2003 wording maps to today's rules.

``legions.card("Skirk Marauder")`` (or its printed French name, ``"Maraudeur skirkien"``) gives
a :class:`~mtglearn.rules.core.characteristics.Card` ready for
:func:`~mtglearn.rules.legions.amplify.amplify` or
:class:`~mtglearn.rules.legions.face_down.FaceDownPermanent`. The data (``data/legions.json``)
is the course reference ``cards.md`` §2: Oracle text in English, printed French names, and a Chinese
name only where a Chinese printing exists (Willbender).

:data:`HISTORY` records where the 2003 French Legions page (seed 004) words things differently
from the current Comprehensive Rules, so that a notebook can show each difference as a note.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglearn.i18n import t
from mtglearn.rules.legions.cards import card, cards, display_name


@dataclass(frozen=True)
class HistoryNote:
    """A difference between the 2003 Legions page and the current rules.

    ``then`` is the gist of the 2003 French wording (seed 004), ``now`` today's rule and its
    number; both are catalog messages ``legions.history.<key>.then`` / ``.now``. ``old_rule``
    is the 2003–2009 number when the course reference attests it (else empty).
    """

    key: str
    rule: str
    old_rule: str

    def then(self, lang: str | None = None) -> str:
        """What the 2003 page said (in ``lang``)."""
        return t(f"legions.history.{self.key}.then", lang)

    def now(self, lang: str | None = None) -> str:
        """What the current rules say (in ``lang``)."""
        return t(f"legions.history.{self.key}.now", lang)


#: 2003 wording → current wording (rule numbers: April 2026 CR; old numbers: 2003–2009 CR).
HISTORY: Final[tuple[HistoryNote, ...]] = (
    HistoryNote("cast", "601", ""),
    HistoryNote("cast_face_down", "702.37c", "502.26"),
    HistoryNote("battlefield", "403", ""),
    HistoryNote("turn_up", "702.37e", "502.26d"),
    HistoryNote("printed_types", "702.38a", "502.27a"),
    HistoryNote("morph_number", "702.37", "502.26"),
    HistoryNote("amplify_number", "702.38", "502.27"),
    HistoryNote("no_creature_type", "708.2a", "502.26"),
)


def history(lang: str | None = None) -> list[dict[str, str]]:
    """The history notes as rows (``rule``, ``old_rule``, ``then``, ``now``) for a table."""
    return [
        {"rule": n.rule, "old_rule": n.old_rule, "then": n.then(lang), "now": n.now(lang)}
        for n in HISTORY
    ]


__all__ = ["HISTORY", "HistoryNote", "card", "cards", "display_name", "history"]
