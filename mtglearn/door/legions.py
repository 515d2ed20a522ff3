"""The Legions (2003) cards of the course, and how the 2003 wording maps to today's rules.

``legions.card("Skirk Marauder")`` (or its printed French name, ``"Maraudeur skirkien"``) gives
a :class:`~mtglearn.rules.core.characteristics.Card` ready for
:func:`~mtglearn.rules.legions.amplify.amplify` or
:class:`~mtglearn.rules.legions.face_down.FaceDownPermanent`. The data (``data/legions.json``)
holds their Oracle text in English, printed French names, and a Chinese name only where a
Chinese printing exists (Willbender).

:data:`HISTORY` records where the French 2003 page on the Legions mechanics words things differently
from the current Comprehensive Rules, so that a notebook can show each difference as a note.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from mtglearn.base.i18n import t
from mtglearn.door.builder import Scenario
from mtglearn.door.outcome import AmplifyOutcome, FaceDownOutcome
from mtglearn.rules.core.characteristics import CARD_KEYS, Card
from mtglearn.rules.legions.amplify import HAND_KEYS
from mtglearn.rules.legions.cards import card, cards, display_name


@dataclass(frozen=True)
class HistoryNote:
    """A difference between the 2003 Legions page and the current rules.

    ``then`` is the gist of the 2003 French wording, ``now`` today's rule and its number;
    both are catalog messages ``legions.history.<key>.then`` / ``.now``. ``old_rule`` is the
    2003–2009 rule number when a rules text of that time attests it (else empty).
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


# -- the Legions scenarios, built in Python ---------------------------------------------------


CardSpec = str | tuple[str, ...] | Mapping[str, Any] | Card


def card_entry(card_or_name: CardSpec, keys: Iterable[str] = CARD_KEYS) -> dict[str, Any]:
    """A card as the scenario format writes it: a shipped Legions card by any printed name
    (« Maraudeur skirkien »); ``(name, type, type...)`` for a card in hand known by its creature
    types (``("Krosan Tusker", "Beast")``); a :class:`Card`; or a card entry as a dict
    (copied). ``keys`` are the fields written (a card in hand needs only its name and creature
    types: :data:`HAND_KEYS`)."""
    if isinstance(card_or_name, tuple):
        return {"name": card_or_name[0], "types": list(card_or_name[1:])}
    if isinstance(card_or_name, Mapping):
        return dict(card_or_name)
    found = card_or_name if isinstance(card_or_name, Card) else card(card_or_name)
    entry: dict[str, Any] = {}
    for key in keys:
        value = getattr(found, key)
        if value not in (None, (), False):
            entry[key] = list(value) if isinstance(value, tuple) else value
    return entry


class Amplify(Scenario):
    """A creature with amplify entering the battlefield (702.38), its controller's hand, and
    what they reveal: ``"all"`` the cards they may, or a list of names. ``how`` it enters:
    ``"cast"`` (default), ``"countered"`` (it never enters), ``"face_down"`` (702.38a does not
    apply), ``"from_graveyard"`` or ``"put_onto_battlefield"`` (amplify works however it
    enters).

    >>> from mtglearn import Amplify, set_lang
    >>> set_lang("en")
    >>> hand = [("Krosan Tusker", "Beast"), ("Llanowar Elves", "Elf", "Druid")]
    >>> Amplify("Canopy Crawler", hand).resolve().counters
    1
    """

    def __init__(
        self,
        creature: CardSpec,
        hand: Iterable[CardSpec] = (),
        *,
        reveal: str | Iterable[str] = "all",
        entering_together: Iterable[CardSpec] = (),
        how: str = "cast",
    ) -> None:
        super().__init__(
            {
                "kind": "amplify",
                "creature": card_entry(creature),
                "hand": [card_entry(c, HAND_KEYS) for c in hand],
                "entering_together": [card_entry(c, HAND_KEYS) for c in entering_together],
                "reveal": reveal if isinstance(reveal, str) else list(reveal),
                "how": how,
            }
        )

    def resolve(self) -> AmplifyOutcome:
        """What the creature enters with, in the current language; a reveal the rules
        refuse raises :class:`~mtglearn.ScenarioError`, which says why."""
        outcome = super().resolve()
        assert isinstance(outcome, AmplifyOutcome)  # an amplify scenario's outcome
        return outcome


class FaceDown(Scenario):
    """A card followed through a list of actions: ``"cast_face_down"``, ``"turn_face_up"``
    (its morph cost paid), ``"enter_face_up"``, ``"reveal"``, ``"leave_battlefield"``...
    (708, 702.37).

    >>> from mtglearn import FaceDown, set_lang
    >>> set_lang("en")
    >>> played = FaceDown("Skirk Marauder", "cast_face_down", "turn_face_up").resolve()
    >>> [state["power"] for state in played.states]
    [2, 2]
    """

    def __init__(self, card_or_name: CardSpec, *actions: str | Mapping[str, Any]) -> None:
        super().__init__(
            {
                "kind": "face_down",
                "card": card_entry(card_or_name),
                "actions": [a if isinstance(a, str) else dict(a) for a in actions],
            }
        )

    def resolve(self) -> FaceDownOutcome:
        """The card's state after each action, in the current language; an action the rules
        refuse raises :class:`~mtglearn.ScenarioError`, which says why."""
        outcome = super().resolve()
        assert isinstance(outcome, FaceDownOutcome)  # a face-down scenario's outcome
        return outcome


__all__ = [
    "HISTORY",
    "Amplify",
    "FaceDown",
    "HistoryNote",
    "card",
    "card_entry",
    "cards",
    "display_name",
    "history",
]
