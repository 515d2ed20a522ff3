"""Protection (702.16): what a quality of protection covers.

A protection ability names a quality (702.16a): here a color, ``creatures`` or
``everything`` (702.16j). An object with protection from a quality can't be blocked by
creatures with that quality (702.16f) and damage that sources with that quality would deal to
it is prevented (702.16e). Both rules ask the same question — does this source have the
quality? — answered here once for the blocking rules and the damage rules.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Final

from mtglearn.rules.core.keywords import PROTECTION

EVERYTHING: Final = "everything"
CREATURES: Final = "creatures"


def qualities(keywords: Iterable[str]) -> list[str]:
    """The qualities an object has protection from (702.16g: each one separately)."""
    return [k[len(PROTECTION) :] for k in keywords if k.startswith(PROTECTION)]


def has_quality(quality: str, colors: Collection[str], card_types: Collection[str]) -> bool:
    """Whether a source with these characteristics has ``quality`` (702.16a, 702.16j)."""
    if quality == EVERYTHING:
        return True
    if quality == CREATURES:
        return "creature" in card_types
    return quality in colors


def protected_from(
    keywords: Iterable[str], colors: Collection[str], card_types: Collection[str]
) -> str | None:
    """The first quality of protection (among ``keywords``) that a source with ``colors`` and
    ``card_types`` has, or ``None`` when the protection doesn't cover it."""
    for quality in qualities(keywords):
        if has_quality(quality, colors, card_types):
            return quality
    return None
