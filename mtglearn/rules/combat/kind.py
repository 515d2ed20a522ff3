"""Kind ``combat`` of the scenario format: ``resolve`` (docs/scenario-format.md §1).

The work is done by small modules named after the rules: :mod:`.engine` (the combat, checked
once), :mod:`.blocking` (509), :mod:`.damage_assignment` (510.1, 702.19, 702.2c),
:mod:`.damage_steps` (510.2, 510.4, 702.4, 702.7, 702.15), and in ``rules/core``
:mod:`~mtglearn.rules.core.state_based` (704), :mod:`~mtglearn.rules.core.actions`,
:mod:`~mtglearn.rules.core.triggers` (510.3a) and :mod:`~mtglearn.rules.core.replacement`
(614, 700.4); :mod:`mtglearn.words.combat` tells the story.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglearn.base.i18n import Lang
from mtglearn.rules.combat.engine import Combat
from mtglearn.rules.combat.scenario import arguments


def resolve(data: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """The outcome of a combat scenario (docs/scenario-format.md §1, plus ``events``)."""
    # ``lang`` is already resolved: the combat keeps it and resolves in it. The result is
    # thrown away: its records become the outcome without being copied.
    return Combat(**arguments(data, lang)).resolve()._outcome(owned=True)
