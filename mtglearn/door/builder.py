"""What every scenario built in Python shares: :class:`Scenario`.

A :class:`~mtglearn.door.combat.Board`, an :class:`~mtglearn.door.initiative.InitiativeGame`, an
:class:`~mtglearn.door.legions.Amplify` or a :class:`~mtglearn.door.legions.FaceDown` holds a
scenario of the course's format as plain data, written by its methods. Each gives it back
(:meth:`Scenario.to_dict`), resolves it through the front door (:meth:`Scenario.resolve`), says
why the rules refuse it (:meth:`Scenario.refusal`), and shows its outcome as the last
expression of a notebook cell — or, when the rules refuse it, the reason, in words.
"""

from __future__ import annotations

import copy
import html
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.door.outcome import Outcome
from mtglearn.door.scenario import load


class Scenario:
    """A scenario held as plain data (``_data``, in the scenario format) and built by methods."""

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data

    def to_dict(self) -> dict[str, Any]:
        """This scenario in the course's format: fresh plain data, ready for ``json.dumps``,
        :func:`mtglearn.resolve_scenario` or :func:`mtglearn.load`."""
        return copy.deepcopy(self._data)

    def resolve(self) -> Outcome:
        """What happens: the rules engine resolves this scenario in the current language; a
        scenario the rules refuse raises :class:`~mtglearn.ScenarioError`, which says why."""
        return load(self._data)

    def refusal(self) -> str | None:
        """Why the rules refuse this scenario (one line naming what is wrong), or ``None``."""
        try:
            self.resolve()
        except ScenarioError as error:
            return str(error)
        return None

    def _repr_html_(self) -> str:
        try:
            return self.resolve()._repr_html_()
        except ScenarioError as error:
            return f'<p class="mtglearn-error"><b>✗</b> {html.escape(str(error))}</p>'


__all__ = ["Scenario"]
