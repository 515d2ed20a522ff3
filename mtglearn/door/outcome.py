"""What the front door gives back: a resolved scenario that narrates and draws itself.

Every kind of scenario (combat, initiative, amplify, face-down) comes back as an
:class:`Outcome`: ``to_dict()`` is exactly what :func:`~mtglearn.door.scenario.resolve_scenario`
returns for the same scenario, ``narrate()`` tells it step by step with rule numbers, and the
outcome shows itself in a notebook (its picture, then its story). It speaks the language that
was current when it was resolved (:func:`mtglearn.set_lang`), so a notebook sets the language
once and never passes it again.
"""

from __future__ import annotations

import copy
import html
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door.kinds import story_of
from mtglearn.render import board as board_svg
from mtglearn.render import tables
from mtglearn.rules.combat.engine import Combat, CombatResult, CreatureState
from mtglearn.rules.core.snapshot import Snapshot
from mtglearn.words.block_explainer import BlockVerdict


class Story(list[str]):
    """The lines of a narration: a list of strings that shows itself as a numbered list."""

    def __init__(self, lines: Iterable[str] = ()) -> None:
        super().__init__(lines)

    def _repr_html_(self) -> str:
        return tables.lines_html(self)

    def __str__(self) -> str:
        return "\n".join(self)

    def __add__(self, other: list[str]) -> Story:  # type: ignore[override]
        """Two stories told one after the other (one numbered list)."""
        return Story([*self, *other])


class Outcome:
    """A resolved scenario of any kind: its outcome data, its story, its picture.

    ``scenario`` is the scenario as it was resolved (plain data) and ``lang`` the language it
    speaks. Subclasses draw what is proper to their kind (:meth:`picture_html`)."""

    kind: ClassVar[str] = ""

    def __init__(self, scenario: Mapping[str, Any], outcome: Mapping[str, Any], lang: Lang):
        self.scenario: dict[str, Any] = copy.deepcopy(dict(scenario))
        self._outcome = outcome
        self.lang: Lang = lang

    def to_dict(self) -> dict[str, Any]:
        """The outcome as fresh plain JSON data, exactly what ``resolve_scenario`` returns
        for the same scenario (nothing in it is shared with this object)."""
        return copy.deepcopy(dict(self._outcome))

    def narrate(self, lang: str | None = None) -> Story:
        """What happened, step by step, with the rule behind each step, in this outcome's
        language (or ``lang``)."""
        return Story(story_of(self.kind)(self._outcome, resolve_lang(lang or self.lang)))

    def picture_html(self) -> str:
        """The picture of this outcome as HTML (a table; a combat draws its board)."""
        return ""

    def _repr_html_(self) -> str:
        # A French reader sees the French title when the scenario has one (``title_fr``).
        title = self.scenario.get(f"title_{self.lang}") or self.scenario.get("title")
        head = f"<p><b>{html.escape(str(title))}</b></p>" if isinstance(title, str) else ""
        story = self.narrate()._repr_html_()
        return f'<div class="mtglearn-outcome">{head}{self.picture_html()}{story}</div>'

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.kind}, lang={self.lang!r})"


class CombatOutcome(Outcome):
    """A resolved combat: life totals, creatures, damage steps, events, and the combat board.

    ``board()`` draws the board of every moment (blockers declared, each combat damage step,
    between the steps) or of one; the outcome shows itself as that board, its tables and its
    story."""

    kind: ClassVar[str] = "combat"

    def __init__(self, scenario: Mapping[str, Any], result: CombatResult) -> None:
        super().__init__(scenario, result.to_dict(), result.lang)
        #: The rules engine's own result, with the snapshots the board is drawn from.
        self.result = result

    @property
    def life(self) -> dict[str, int]:
        """Each player's life total after combat."""
        return self.result.life

    @property
    def died(self) -> list[str]:
        """The creatures that died (put into a graveyard from the battlefield), in order."""
        return self.result.died

    @property
    def losers(self) -> list[str]:
        """The players who lost the game (0 life, 10 poison counters: 704.5a, 704.5c; a
        Two-Headed Giant team together: 704.6a–b, 810.8a)."""
        return self.result.losers

    @property
    def era(self) -> str:
        """The rules this combat followed: ``"foundations"`` (today's), ``"m10"`` or
        ``"sixth_edition"`` (docs/scenario-format.md §6). Each era's title, the sentence that
        opens its story and its sources: :func:`mtglearn.rules.combat.eras.era`."""
        return self.result.era

    @property
    def poison(self) -> dict[str, int]:
        """Each player's poison counters after combat."""
        return self.result.poison

    @property
    def steps(self) -> list[dict[str, Any]]:
        """The combat damage steps that happened, with the damage dealt in each."""
        steps: list[dict[str, Any]] = self.to_dict()["steps"]
        return steps

    @property
    def events(self) -> list[dict[str, Any]]:
        """Every event, with its rule number, in order."""
        events: list[dict[str, Any]] = self.to_dict()["events"]
        return events

    @property
    def snapshots(self) -> list[Snapshot]:
        """The table after each moment of the combat, as the engine recorded it."""
        return self.result.snapshots

    @property
    def moments(self) -> list[str]:
        """The moments of this combat, in order (``blockers``, ``first_strike``, ``between``,
        ``regular``: those that happened)."""
        return [shot.moment for shot in self.result.snapshots]

    @property
    def combat(self) -> Combat:
        """The combat as the engine checked it (creatures, attacks, blocks...)."""
        return self.result.combat

    def permanent_counters(self, pid: str) -> dict[str, int]:
        """Counters on the noncreature permanent ``pid`` after combat."""
        return self.result.permanent_counters(pid)

    def creature(self, cid: str) -> CreatureState:
        """The state of creature ``cid`` after combat."""
        return self.result.creature(cid)

    def damage_to(self, target: str) -> int:
        """All combat damage dealt to ``target`` (a creature id or a player)."""
        return self.result.damage_to(target)

    def damage_by(self, source: str) -> int:
        """All combat damage dealt by creature ``source``."""
        return self.result.damage_by(source)

    def board(self, step: str | None = None) -> BoardPicture:
        """The combat board: every moment, or only ``step`` (one of :attr:`moments`; a step
        that did not happen in this combat is refused with the reason)."""
        if step is not None:
            board_svg.board_svg(self.result, self.lang, step)  # refuses a step that did not happen
        return BoardPicture(self.result, self.lang, step)

    def picture_html(self) -> str:
        return self.board()._repr_html_() + tables.combat_html(self.result, self.lang)

    def _repr_svg_(self) -> str:
        return self.board()._repr_svg_()

    def __repr__(self) -> str:
        return f"CombatOutcome(life={self.life!r}, died={self.died!r})"


class BoardPicture:
    """The combat board of a resolved combat (every moment, or ``step``), as SVG. It shows
    itself in a notebook; :meth:`svg` gives the drawing as text."""

    def __init__(self, result: CombatResult, lang: Lang, step: str | None = None) -> None:
        self.result = result
        self.lang = lang
        self.step = step

    def svg(self) -> str:
        """The board as one ``<svg>`` element."""
        return board_svg.board_svg(self.result, self.lang, self.step)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        # Images (not inline SVG): they survive the sanitising of an untrusted notebook; the
        # moments stand side by side as far as the page allows.
        picture = board_svg.board_html(self.result, self.lang, self.step)
        return f'<div class="mtglearn-board-box">{picture}</div>'


class InitiativeOutcome(Outcome):
    """A game of the initiative played out: who holds it, each player's dungeon and room."""

    kind: ClassVar[str] = "initiative"

    @property
    def initiative(self) -> str | None:
        """The player who has the initiative (``None`` while nobody has taken it)."""
        holder: str | None = self._outcome["initiative"]
        return holder

    @property
    def players(self) -> dict[str, dict[str, Any]]:
        """Each player's dungeon, room, completed dungeons and life."""
        players: dict[str, dict[str, Any]] = self.to_dict()["players"]
        return players

    def picture_html(self) -> str:
        return tables.initiative_html(self._outcome, self.lang)


class AmplifyOutcome(Outcome):
    """An amplify reveal: the cards revealed, the counters, the creature's size as it enters."""

    kind: ClassVar[str] = "amplify"

    @property
    def counters(self) -> int:
        """The +1/+1 counters the creature enters with."""
        return int(self._outcome["counters"])

    @property
    def revealed(self) -> list[str]:
        """The cards revealed, by name."""
        return list(self._outcome["revealed"])

    def picture_html(self) -> str:
        return tables.amplify_html(self._outcome, self.lang)


class FaceDownOutcome(Outcome):
    """A card followed through casting face down, turning face up...: its state after each
    action."""

    kind: ClassVar[str] = "face_down"

    @property
    def states(self) -> list[dict[str, Any]]:
        """The card's characteristics after each action, in order."""
        states: list[dict[str, Any]] = self.to_dict()["states"]
        return states

    def picture_html(self) -> str:
        return tables.face_down_html(self._outcome, self.lang)


class BlockCheck:
    """A declaration of blockers checked rule by rule (509.1a–d, 702.39a): legal or not, and
    why, in words; shows itself as the list of checks and the verdict."""

    def __init__(self, verdict: BlockVerdict) -> None:
        self.verdict = verdict

    @property
    def legal(self) -> bool:
        """Whether the declaration is legal."""
        return self.verdict.legal

    def lines(self) -> Story:
        """One line per check (✓ passes, ✗ breaks), the verdict and the best declarations."""
        return Story(self.verdict.lines())

    def to_dict(self) -> dict[str, Any]:
        """The verdict as plain JSON data."""
        return self.verdict.to_dict()

    def _repr_html_(self) -> str:
        return tables.verdict_html(self.verdict)

    def __repr__(self) -> str:
        word = t(
            "blocking.verdict.legal" if self.legal else "blocking.verdict.illegal",
            self.verdict.lang,
        )
        return f"BlockCheck({word!r})"


__all__ = [
    "AmplifyOutcome",
    "BlockCheck",
    "BoardPicture",
    "CombatOutcome",
    "FaceDownOutcome",
    "InitiativeOutcome",
    "Outcome",
    "Story",
]
