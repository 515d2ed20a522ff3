"""A combat set up in readable Python: :class:`Board`, the course's front door.

A :class:`Board` is what a learner builds in a notebook cell: the players, the creatures and
their keywords, who attacks whom, who blocks whom, what is done before combat damage and
between the two combat damage steps. :meth:`Board.resolve` asks the rules engine what happens
and gives a :class:`~mtglearn.door.outcome.CombatOutcome`, which tells it step by step and draws
the combat board; a board as the last expression of a cell shows that outcome at once.

A board is the combat scenario format written with methods: :meth:`Board.to_dict` gives the
scenario, :meth:`Board.from_dict` (or :func:`mtglearn.load`) reads one back, so a board can be
saved as JSON, shared, and run on the command line.

>>> import mtglearn as mtg
>>> mtg.set_lang("en")
>>> board = mtg.Board()
>>> board.attacker("A", 3, 4, "double strike", "trample")
'A'
>>> board.blocker("B", 2, 5, blocks="A")
'B'
>>> board.resolve().life
{'P1': 20, 'P2': 19}

The actions (:func:`pump`, :func:`gain`, :func:`lose`, :func:`destroy`, :func:`bounce`,
:func:`exile`, :func:`remove_from_combat`, :func:`damage`, :func:`gain_life`, :func:`lose_life`,
:func:`counters`, :func:`remove_counters`, :func:`turn_face_up`) are the scenario format's
actions as Python calls, for :meth:`Board.before_damage`,
:meth:`Board.between_steps` and, under the Sixth Edition rules, :meth:`Board.after_assignment`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from mtglearn.base.i18n import get_lang
from mtglearn.door.builder import Scenario
from mtglearn.door.outcome import BlockCheck, CombatOutcome
from mtglearn.rules.combat.engine import Combat, CombatResult, CreatureState
from mtglearn.rules.core.board import Creature, FaceUp, Permanent
from mtglearn.rules.core.effects import Action, Trigger
from mtglearn.rules.core.prevention import Prevention
from mtglearn.rules.core.replacement import DiesInstead, DiesReplacement, ExileInstead
from mtglearn.words.block_explainer import BlockVerdict, explain_blocks

Player = str | tuple[str, int]
ActionData = dict[str, Any]


# -- actions (the scenario format's verbs, as calls) -----------------------------------------


def pump(target: str, power: int, toughness: int) -> ActionData:
    """``target`` gets +``power``/+``toughness`` until end of turn (negative values shrink)."""
    return {"pump": target, "power": power, "toughness": toughness}


def gain(keyword: str, target: str) -> ActionData:
    """``target`` gains ``keyword`` (e.g. ``"double strike"``) until end of turn."""
    return {"gain": keyword, "target": target}


def lose(keyword: str, target: str) -> ActionData:
    """``target`` loses ``keyword`` until end of turn."""
    return {"lose": keyword, "target": target}


def destroy(target: str) -> ActionData:
    """Destroy ``target`` (701.8; an indestructible creature survives, 702.12b)."""
    return {"destroy": target}


def bounce(target: str) -> ActionData:
    """Return ``target`` to its owner's hand: it leaves the battlefield without dying."""
    return {"remove": target}


def exile(target: str) -> ActionData:
    """Exile ``target``: it leaves the battlefield without dying."""
    return {"exile": target}


def remove_from_combat(target: str) -> ActionData:
    """Remove ``target`` from combat (506.4): it stays on the battlefield but stops attacking or
    blocking; an attacker it blocked stays blocked (509.1h) and, without trample, deals no
    combat damage (510.1c)."""
    return {"remove_from_combat": target}


def gain_life(player: str, amount: int) -> ActionData:
    """``player`` gains ``amount`` life (119.3): Umezawa's Jitte's "You gain 2 life"."""
    return {"gain_life": player, "amount": amount}


def lose_life(player: str, amount: int) -> ActionData:
    """``player`` loses ``amount`` life (119.3; not damage): a dungeon room's "target player
    loses 5 life" (Trap!). At 0 or less, that player loses the game (704.5a)."""
    return {"lose_life": player, "amount": amount}


def damage(target: str, amount: int, source: str | None = None) -> ActionData:
    """``amount`` noncombat damage to ``target`` (a creature or a player), from ``source``
    (a creature of the board, whose abilities then count: deathtouch 702.2b, infect 702.90b,
    wither 702.80a, lifelink 702.15b, protection 702.16e) or from no creature."""
    action: ActionData = {"damage": target, "amount": amount}
    if source is not None:
        action["source"] = source
    return action


def counters(target: str, kind: str, add: int) -> ActionData:
    """Put ``add`` counters of ``kind`` (``"+1/+1"``, ``"-1/-1"``, ``"charge"``...) on
    ``target``; a negative ``add`` removes them."""
    return {"counters": target, "kind": kind, "add": add}


def turn_face_up(target: str) -> ActionData:
    """Turn the face-down creature ``target`` face up (708.8)."""
    return {"turn_face_up": target}


def remove_counters(
    source: str,
    kind: str,
    amount: int,
    then: ActionData | None = None,
    responses: Sequence[ActionData] = (),
) -> ActionData:
    """Pay a cost of removing ``amount`` counters of ``kind`` from ``source`` (602.1), then do
    ``then`` (an Equipment's ability: Umezawa's Jitte removes one charge counter per
    activation; ``"equipped"`` is the creature it equips as the ability resolves).

    ``responses`` are what players do in response, while the ability waits on the stack: they
    resolve first (117.7), and the cost stays paid whatever they do (602.2b).

    >>> import mtglearn as mtg
    >>> mtg.set_lang("en")
    >>> board = mtg.Board()
    >>> board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
    'A'
    >>> board.jitte("A")
    'J'
    >>> board.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("equipped", 2, 2),
    ...                                         responses=[mtg.destroy("A")]))
    >>> outcome = board.resolve()
    >>> outcome.died, outcome.permanent_counters("J"), outcome.life["P2"]
    (['A'], {'charge': 1}, 18)
    """
    action: ActionData = {"remove_counters": source, "kind": kind, "amount": amount}
    if then is not None:
        action["then"] = then
    if responses:
        action["responses"] = [copy.deepcopy(dict(r)) for r in responses]
    return action


# -- the board -------------------------------------------------------------------------------


class Board(Scenario):
    """A combat, set up step by step: players, creatures, attacks, blocks, and what happens
    before and between the combat damage steps.

    ``players`` are named in turn order; the first is the attacking (active) player. Each is a
    name, or ``(name, life)``; everyone starts at ``life`` otherwise. ``era`` names the rules
    followed (docs/scenario-format.md §6): ``"foundations"`` (today's, the default), ``"m10"``
    (July 2009 – November 2024: :meth:`damage_order`) or ``"sixth_edition"`` (April 1999 – July
    2009: combat damage on the stack, :meth:`after_assignment`); an outcome then opens its story
    with the rules it follows, and says when an older rule number is quoted. Nothing is checked
    until the board is resolved: then a mistake raises :class:`~mtglearn.ScenarioError` naming
    the field and what is allowed, in the current language.

    The board shows itself, as the last expression of a cell, by its resolved outcome: the
    combat board, the tables and the story.
    """

    def __init__(
        self,
        *players: Player,
        life: int = 20,
        title: str | None = None,
        era: str | None = None,
    ) -> None:
        names = players or ("P1", "P2")
        data: dict[str, Any] = {
            "kind": "combat",
            "players": [
                {"name": p, "life": life} if isinstance(p, str) else {"name": p[0], "life": p[1]}
                for p in names
            ],
            "creatures": [],
            "attacks": {},
            "blocks": {},
        }
        if title is not None:
            data["title"] = title
        if era is not None:
            data["era"] = era
        super().__init__(data)

    # -- reading and writing the scenario format --------------------------------------------

    @classmethod
    def from_dict(cls, scenario: Mapping[str, Any]) -> Board:
        """A board holding a combat scenario (a copy of it; checked when resolved)."""
        board = cls()
        board._data = copy.deepcopy(dict(scenario))
        board._data.setdefault("kind", "combat")
        return board

    def copy(self) -> Board:
        """An independent copy, to try a variation without changing this board."""
        return Board.from_dict(self._data)

    # -- players and creatures --------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        """The players' names, in turn order (the first one attacks)."""
        return [p if isinstance(p, str) else p["name"] for p in self._data["players"]]

    def _defender(self) -> str:
        attacking = self.players[0]
        return next(p for p in self.players if p != attacking)

    def creature(
        self,
        id: str,
        power: int,
        toughness: int,
        *keywords: str,
        controller: str | None = None,
        name: str | None = None,
        **fields: Any,
    ) -> str:
        """Put a creature on the battlefield and give back its id.

        ``keywords`` are its keyword abilities, in English or French (``"double strike"``,
        ``"piétinement"``); ``controller`` defaults to the attacking player; ``name`` is the
        name shown (default: the id). Other ``fields`` are those of the scenario format:
        ``damage`` (already marked), ``counters`` (``{"+1/+1": 2}``), ``tapped``, ``colors``,
        ``card_types``, ``subtypes``, ``triggers``, ``gender`` (French gender of its name)."""
        entry: dict[str, Any] = {
            "id": id,
            "controller": controller if controller is not None else self.players[0],
            "power": power,
            "toughness": toughness,
        }
        if keywords:
            entry["keywords"] = list(keywords)
        if name is not None:
            entry["name"] = name
        entry.update(fields)
        self._data["creatures"].append(entry)
        return id

    def attacker(
        self,
        id: str,
        power: int,
        toughness: int,
        *keywords: str,
        attacks: str | None = None,
        **fields: Any,
    ) -> str:
        """A creature of the attacking player that attacks ``attacks`` (default: the other
        player; or a planeswalker or battle by id). Gives back its id."""
        self.creature(id, power, toughness, *keywords, controller=self.players[0], **fields)
        return self.attack(id, attacks)

    def blocker(
        self,
        id: str,
        power: int,
        toughness: int,
        *keywords: str,
        blocks: str | Sequence[str] | None = None,
        controller: str | None = None,
        **fields: Any,
    ) -> str:
        """A creature of the defending player (the second player, or ``controller``) that
        blocks ``blocks`` (an attacker's id, or a list for a creature that can block several;
        ``None``: it doesn't block). Gives back its id."""
        owner = controller if controller is not None else self._defender()
        self.creature(id, power, toughness, *keywords, controller=owner, **fields)
        if blocks is not None:
            self.block(id, *([blocks] if isinstance(blocks, str) else blocks))
        return id

    def attack(self, attacker: str, target: str | None = None) -> str:
        """``attacker`` attacks ``target`` (a player, or a planeswalker or battle by id;
        default: the other player). Gives back the attacker's id."""
        self._data["attacks"][attacker] = target if target is not None else self._defender()
        return attacker

    def block(self, blocker: str, *attackers: str) -> str:
        """``blocker`` blocks ``attackers`` (one, or several for a creature that can block
        more than one). Gives back the blocker's id."""
        self._data.setdefault("blocks", {})
        self._data["blocks"][blocker] = attackers[0] if len(attackers) == 1 else list(attackers)
        return blocker

    def provoke(self, attacker: str, target: str) -> None:
        """``attacker``'s provoke (702.39a) targets ``target``: it untaps and must block
        ``attacker`` if able."""
        self._data.setdefault("provoke", {})[attacker] = target

    def must_block(self, blocker: str, attacker: str | None = None) -> None:
        """``blocker`` blocks each combat if able (or blocks ``attacker`` if able): a blocking
        requirement (509.1c)."""
        requirement = {"blocks": blocker}
        if attacker is not None:
            requirement["attacker"] = attacker
        self._data.setdefault("requirements", []).append(requirement)

    def block_cost(self, blocker: str, cost: str) -> None:
        """``blocker`` can't block unless its controller pays ``cost`` (such as ``"{2}"``): a
        restriction whose cost is never required (509.1b–d)."""
        self._data.setdefault("block_costs", {})[blocker] = cost

    def tap_before_blocks(self, creature: str) -> None:
        """``creature`` is tapped after attackers are declared, before blockers are (a spell
        taps a provoked creature again: it can't block, 509.1a)."""
        self._data.setdefault("before_blocks", []).append({"tap": creature})

    def permanent(self, id: str, controller: str | None = None, **fields: Any) -> str:
        """A noncreature permanent (an Equipment ``attached_to`` a creature, a planeswalker
        with ``loyalty``, a battle with ``defense`` and ``protector``...), fields as in the
        scenario format. Gives back its id."""
        entry = {"id": id, "controller": controller if controller is not None else self.players[0]}
        entry.update(fields)
        self._data.setdefault("permanents", []).append(entry)
        return id

    def jitte(
        self, holder: str, id: str = "J", charge: int = 0, *, name: str = "Umezawa's Jitte"
    ) -> str:
        """Umezawa's Jitte, attached to ``holder``: whenever that creature deals combat
        damage, put two charge counters on the Jitte (it triggers in each combat damage step
        the creature deals damage in: twice with double strike). ``name`` is the name shown
        (the card's printed French name, « Jitte d'Umezawa », for instance). Gives back its id.
        The course's one definition of the card: the teaching layer's duels write it here."""
        controller = next(
            (c["controller"] for c in self._data["creatures"] if c["id"] == holder), None
        )
        return self.permanent(
            id,
            controller,
            name=name,
            attached_to=holder,
            counters={"charge": charge} if charge else {},
            triggers=[
                {
                    "when": "deals combat damage",
                    "do": {"counters": "self", "kind": "charge", "add": 2},
                }
            ],
        )

    # -- what happens ----------------------------------------------------------------------

    def before_damage(self, *actions: ActionData) -> None:
        """Actions done after blockers are declared, before the first combat damage step."""
        self._data.setdefault("before_damage", []).extend(copy.deepcopy(list(actions)))

    def between_steps(self, *actions: ActionData) -> None:
        """Actions done after the first-strike combat damage step (its triggers resolved),
        before the regular one (510.4: only when there is a first-strike step)."""
        self._data.setdefault("between_steps", []).extend(copy.deepcopy(list(actions)))

    def assign(self, step: str, source: str, division: Mapping[str, int]) -> None:
        """How ``source`` divides its combat damage in ``step`` (``"first_strike"`` or
        ``"regular"``): ``{recipient: amount}`` (510.1c–d; trample: 702.19b)."""
        self._data.setdefault("assign", {}).setdefault(step, {})[source] = dict(division)

    # -- the rules of an era (docs/scenario-format.md §6) ------------------------------------

    def damage_order(self, creature: str, *order: str) -> None:
        """Under the Magic 2010 rules (``Board(era="m10")``), the damage assignment order of
        ``creature``: its blockers in the order its controller announces them as blockers are
        declared (509.2 as it read until November 2024) — or, for a creature blocking several
        attackers, those attackers in the defending player's order (509.3 then). Its combat
        damage must then give lethal damage to each creature in turn before the next gets any
        (510.1c–d then). Without it, the order is that of the blocks. Refused in other eras.

        >>> import mtglearn as mtg
        >>> mtg.set_lang("en")
        >>> board = mtg.Board(era="m10")
        >>> board.attacker("A", 5, 5)
        'A'
        >>> board.blocker("B1", 1, 3, blocks="A"), board.blocker("B2", 1, 1, blocks="A")
        ('B1', 'B2')
        >>> board.damage_order("A", "B2", "B1")
        >>> board.assign("regular", "A", {"B2": 1, "B1": 4})
        >>> board.resolve().died
        ['B1', 'B2']
        """
        self._data.setdefault("damage_order", {})[creature] = list(order)

    def after_assignment(self, step: str, *actions: ActionData) -> None:
        """Under the Sixth Edition rules (``Board(era="sixth_edition")``), actions done while
        the combat damage of ``step`` (``"first_strike"`` or ``"regular"``) waits on the
        stack, assigned but not yet dealt (310.1 of the 2003 rules): the damage is then dealt
        as it was assigned even if its source has left the battlefield (310.4a then), and
        damage assigned to a creature that has left isn't dealt (310.4c then) — the
        "sacrifice after assigning" trick. Refused in other eras: today combat damage doesn't
        use the stack (510.2).

        >>> import mtglearn as mtg
        >>> mtg.set_lang("en")
        >>> board = mtg.Board(era="sixth_edition")
        >>> board.attacker("G", 3, 3, name="Hill Giant")
        'G'
        >>> board.blocker("O1", 2, 2, blocks="G"), board.blocker("O2", 2, 2, blocks="G")
        ('O1', 'O2')
        >>> board.assign("regular", "G", {"O1": 3})
        >>> board.after_assignment("regular", mtg.bounce("O1"))
        >>> board.resolve().died
        ['G']
        """
        after = self._data.setdefault("after_assignment", {})
        after.setdefault(step, []).extend(copy.deepcopy(list(actions)))

    # -- resolving ---------------------------------------------------------------------------

    def resolve(self) -> CombatOutcome:
        """What happens: the rules engine resolves this combat in the current language; a
        combat the rules refuse raises :class:`~mtglearn.ScenarioError`, which says why."""
        outcome = super().resolve()
        assert isinstance(outcome, CombatOutcome)  # a combat scenario's outcome
        return outcome

    def check_blocks(self) -> BlockCheck:
        """Whether the declared blocks are legal, rule by rule (509.1a–d, 702.39a), and why."""
        return BlockCheck(explain_blocks(self._data, None, get_lang()))

    def __repr__(self) -> str:
        creatures = ", ".join(c["id"] for c in self._data["creatures"])
        return f"Board(players={self.players!r}, creatures=[{creatures}])"


__all__ = [
    "Action",
    "BlockVerdict",
    "Board",
    "Combat",
    "CombatResult",
    "Creature",
    "CreatureState",
    "DiesInstead",
    "DiesReplacement",
    "ExileInstead",
    "FaceUp",
    "Permanent",
    "Prevention",
    "Trigger",
    "bounce",
    "counters",
    "damage",
    "destroy",
    "exile",
    "explain_blocks",
    "gain",
    "gain_life",
    "lose",
    "lose_life",
    "pump",
    "remove_counters",
    "remove_from_combat",
    "turn_face_up",
]
