"""Something to build: each notebook ends with a task the learner does with the front door, and
the course checks it.

A task asks for a board, a game or a reveal with a given outcome ("a double-strike trampler
that deals exactly 7 to the player", "the smallest blocker that survives", "a game where P3
ends with the initiative"). The learner edits the starting code in the notebook and runs
``check_task(name, built)``: the rules engine resolves what they built, and the course says,
condition by condition, whether it meets the task and why, in the learner's language — the
combat's deciding facts (:mod:`mtglearn.teach.exercises.deciding`) for the numbers, the rules' own
reason for a board they refuse (:mod:`mtglearn.teach.refusals`).

Each :class:`Task` holds its starting code (what the committed notebook shows: it does not meet
the task yet), a solution's code (folded after it) and its conditions. A test runs both: the
checker must refuse the start with its reasons and accept the solution.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door.builder import Scenario
from mtglearn.door.combat import Board
from mtglearn.door.outcome import AmplifyOutcome, CombatOutcome, FaceDownOutcome, InitiativeOutcome
from mtglearn.door.scenario import load
from mtglearn.rules.core.keywords import DOUBLE_STRIKE, FIRST_STRIKE, TRAMPLE
from mtglearn.teach.exercises.deciding import damage_to, decide, dies
from mtglearn.teach.refusals import reason

#: A condition of a task: whether it holds, and the sentence that says what was found.
Condition = tuple[bool, str]


@dataclass(frozen=True)
class Task:
    """A task: its catalog name (``teach_task.<name>.goal`` states it), the code a notebook
    starts from, a solution's code, and what it checks on the resolved outcome."""

    name: str
    start: str
    solution: str
    conditions: Callable[[Scenario, Any, Lang], list[Condition]]

    def goal(self, lang: str | None = None) -> str:
        """What the learner is asked to build, in ``lang``."""
        return t(f"teach_task.{self.name}.goal", resolve_lang(lang))


@dataclass(frozen=True)
class TaskVerdict:
    """The course's answer to what a learner built: met or not, and why (each condition with
    ✓ or ✗, then what decided the outcome)."""

    met: bool
    reasons: tuple[str, ...]
    lang: Lang

    def _repr_html_(self) -> str:
        head = t("teach_task.met" if self.met else "teach_task.not_yet", self.lang)
        color = "#1b7837" if self.met else "#b2182b"
        items = "".join(f"<li>{html.escape(r)}</li>" for r in self.reasons)
        return (
            f'<div class="mtglearn-task"><b style="color:{color}">{html.escape(head)}</b>'
            f"<ul>{items}</ul></div>"
        )

    def __repr__(self) -> str:
        return f"TaskVerdict(met={self.met})"


def _mark(held: bool, text: str) -> str:
    return f"{'✓' if held else '✗'} {text}"


def check_task(name: str, built: Scenario) -> TaskVerdict:
    """Resolve what the learner built and say whether it meets task ``name``, and why."""
    lang = resolve_lang(None)
    task = TASKS[name]
    try:
        outcome = built.resolve()
    except ScenarioError as error:
        return TaskVerdict(False, (_mark(False, reason(error, lang)),), lang)
    found = task.conditions(built, outcome, lang)
    return TaskVerdict(
        all(ok for ok, _ in found), tuple(_mark(ok, text) for ok, text in found), lang
    )


# -- the tasks' conditions ------------------------------------------------------------------------


def _creatures(built: Scenario) -> list[Mapping[str, Any]]:
    creatures: list[Mapping[str, Any]] = built.to_dict().get("creatures", [])
    return creatures


def _attackers(built: Scenario) -> list[Mapping[str, Any]]:
    attacks = built.to_dict().get("attacks", {})
    return [c for c in _creatures(built) if c["id"] in attacks]


def _blockers(built: Scenario, attacker: str) -> list[str]:
    blocks: Mapping[str, Any] = built.to_dict().get("blocks", {})
    return [b for b, a in blocks.items() if a == attacker or attacker in (a or ())]


def _keywords(creature: Mapping[str, Any]) -> set[str]:
    return set(creature.get("keywords", ()))


def _the_attacker(built: Scenario, power: int, toughness: int, keywords: set[str]) -> bool:
    """Whether the board has one attacker, and it is the task's: that power and toughness,
    those keywords and no other."""
    attackers = _attackers(built)
    if len(attackers) != 1:
        return False
    (one,) = attackers
    return (one["power"], one["toughness"]) == (power, toughness) and _keywords(one) == keywords


def _combat(outcome: Any, lang: Lang) -> CombatOutcome | None:
    return outcome if isinstance(outcome, CombatOutcome) else None


def _player_damage(outcome: CombatOutcome, wanted: int, lang: Lang) -> list[Condition]:
    """The defending player takes exactly ``wanted``, and the deciding facts of that damage."""
    taken = outcome.damage_to("P2")
    key = decide(outcome, damage_to("P2")).key
    said = t("teach_task.player_damage", lang, taken=taken, wanted=wanted)
    return [(taken == wanted, f"{said} {key}".strip())]


def _one_attacker(built: Scenario, lang: Lang) -> Condition:
    count = len(_attackers(built))
    return (count == 1, t("teach_task.one_attacker", lang, count=count))


def _five_to_player(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    return _player_damage(combat, 5, lang)


def _smallest_survivor(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    attacker = next((c for c in _creatures(built) if c["id"] == "A"), None)
    kept = (
        attacker is not None
        and (attacker["power"], attacker["toughness"]) == (3, 2)
        and _keywords(attacker) == {FIRST_STRIKE}
    )
    found: list[Condition] = [(kept, t("teach_task.smallest.attacker", lang))]
    blockers = _blockers(built, "A")
    found.append((blockers == ["B"], t("teach_task.smallest.one_blocker", lang)))
    if not kept or blockers != ["B"]:
        return found
    survives = "B" not in combat.died
    why = decide(combat, dies("B")).key
    said = t("teach_task.smallest.survives" if survives else "teach_task.smallest.dies", lang)
    found.append((survives, f"{said} {why}"))
    if not survives:
        return found
    # One less toughness, the same fight otherwise: does B die then?
    smaller = built.to_dict()
    blocker = next(c for c in smaller["creatures"] if c["id"] == "B")
    toughness = int(blocker["toughness"])
    blocker["toughness"] = toughness - 1
    fight = load(smaller)
    dies_then = toughness <= 1 or (isinstance(fight, CombatOutcome) and "B" in fight.died)
    key = "teach_task.smallest.one_less_dies" if dies_then else "teach_task.smallest.one_less_lives"
    found.append((dies_then, t(key, lang, toughness=toughness - 1)))
    return found


def _six_with_power_three(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    found = [_one_attacker(built, lang)]
    powers = [int(c["power"]) for c in _attackers(built)]
    found.append((powers == [3], t("teach_task.power_three", lang)))
    attacker = {str(c["id"]) for c in _attackers(built)}
    found.append((not _pumped(combat, attacker), t("teach_task.no_action", lang)))
    return found + _player_damage(combat, 6, lang)


def _pumped(combat: CombatOutcome, creatures: set[str]) -> bool:
    """Whether the engine pumped one of ``creatures`` or put counters on it (its ``pump`` and
    ``counters`` events, 613.4c, 122.1), whatever action or activation did it. Destroying or
    removing its blocker pumps nothing."""
    return any(
        (event["type"] == "pump" and event.get("creature") in creatures)
        or (event["type"] == "counters" and event.get("object") in creatures)
        for event in combat.events
    )


def _double_strike_trample_seven(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    attackers = _attackers(built)
    shape = len(attackers) == 1 and {DOUBLE_STRIKE, TRAMPLE} <= _keywords(attackers[0])
    found: list[Condition] = [(shape, t("teach_task.seven.attacker", lang))]
    blocked = bool(attackers) and len(_blockers(built, attackers[0]["id"])) == 1
    found.append((blocked, t("teach_task.seven.blocked", lang)))
    return found + _player_damage(combat, 7, lang)


def _jitte_mode(action: Mapping[str, Any]) -> bool:
    """One activation of Umezawa's Jitte as the card reads: its cost is one charge counter,
    and it does one of its three modes (+2/+2, -1/-1 on a target, or 2 life)."""
    if "remove_counters" not in action or action.get("amount") != 1:
        return False
    then = action.get("then")
    if not isinstance(then, Mapping):
        return False
    if "pump" in then:
        return (then.get("power"), then.get("toughness")) in ((2, 2), (-1, -1))
    return "gain_life" in then and then.get("amount") == 2


def _jitte_eight(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    data = built.to_dict()
    champion = _the_attacker(built, 2, 2, {DOUBLE_STRIKE})
    found: list[Condition] = [(champion, t("teach_task.jitte.champion", lang))]
    actions = list(data.get("before_damage", [])) + list(data.get("between_steps", []))
    only_jitte = all(_jitte_mode(a) for a in actions) and not data.get("before_damage")
    found.append((only_jitte, t("teach_task.jitte.only", lang)))
    return found + _player_damage(combat, 8, lang)


def _trample_blocker_gone(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    data = built.to_dict()
    kept = _the_attacker(built, 4, 4, {DOUBLE_STRIKE, TRAMPLE})
    found: list[Condition] = [(kept, t("teach_task.gone.attacker", lang))]
    actions = list(data.get("between_steps", []))
    untouched = not data.get("before_damage") and all(
        "A" not in (str(v) for v in action.values()) for action in actions
    )
    found.append((len(actions) == 1 and untouched, t("teach_task.gone.one_action", lang)))
    regular = combat.steps[-1]["damage"] if len(combat.steps) == 2 else []
    taken = sum(d["amount"] for d in regular if d["target"] == "P2")
    key = decide(combat, damage_to("P2")).key
    said = t("teach_task.gone.regular", lang, taken=taken)
    found.append((taken == 4, f"{said} {key}".strip()))
    return found


def _more_after_marked(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    """A double striker with trample, its blocker alive at the end of combat, and the player
    taking more in the regular step than in the first-strike step: what damage already marked
    (702.19b) does for an indestructible blocker (702.12b), or a pump between the steps with
    deathtouch against protection (702.2c, 702.16e)."""
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    kept = len(_attackers(built)) == 1 and {DOUBLE_STRIKE, TRAMPLE} <= _keywords(
        _attackers(built)[0]
    )
    found: list[Condition] = [(kept, t("teach_task.marked.attacker", lang))]
    attacker = str(_attackers(built)[0]["id"]) if kept else "A"
    blockers = _blockers(built, attacker)
    alive = bool(blockers) and all(b not in combat.died for b in blockers)
    found.append((alive, t("teach_task.marked.blocker", lang)))
    steps = combat.steps
    taken = [sum(d["amount"] for d in s["damage"] if d["target"] == "P2") for s in steps]
    first, regular = (taken[0], taken[1]) if len(taken) == 2 else (0, 0)
    key = decide(combat, damage_to("P2")).key
    said = t("teach_task.marked.steps", lang, first=first, regular=regular)
    found.append((regular > first, f"{said} {key}".strip()))
    return found


def _p3_takes_it(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    if not isinstance(outcome, InitiativeOutcome):
        return [(False, t("teach_task.not_a_game", lang))]
    events = outcome.to_dict()["events"]
    takes = [e for e in events if e["type"] == "take_initiative"]
    first = bool(takes) and takes[0]["player"] == "P1" and takes[0]["cause"] == "effect"
    found: list[Condition] = [(first, t("teach_task.p3.first", lang))]
    told = any(e["player"] == "P3" and e["cause"] == "effect" for e in takes)
    found.append((not told, t("teach_task.p3.not_told", lang)))
    holder = outcome.initiative
    said = (
        t("teach_task.p3.nobody", lang)
        if holder is None
        else t("teach_task.p3.holder", lang, holder=holder)
    )
    found.append((holder == "P3", said))
    return found


def _first_strike_steals(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    if not isinstance(outcome, InitiativeOutcome):
        return [(False, t("teach_task.not_a_game", lang))]
    events = outcome.to_dict()["events"]
    step = None
    taken_in = None
    for event in events:
        if event["type"] == "combat_step":
            step = event["step"]
        by_damage = event["type"] == "take_initiative" and event["cause"] == "combat_damage"
        if by_damage and event["player"] == "P2" and taken_in is None:
            taken_in = step
    taken = taken_in is not None
    found: list[Condition] = [
        (taken, t("teach_task.steals.taken" if taken else "teach_task.steals.never", lang))
    ]
    if taken_in is not None:
        when = t(f"deciding.when.{taken_in}", lang).strip()
        found.append((taken_in == "first_strike", t("teach_task.steals.when", lang, when=when)))
    return found


def _provoke_no_block(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    if not isinstance(built, Board):
        return [(False, t("teach_task.not_a_board", lang))]
    data = built.to_dict()
    provoked = data.get("provoke", {}).get("V") == "bear"
    found: list[Condition] = [(provoked, t("teach_task.provoke.kept", lang))]
    nobody = not data.get("blocks")
    found.append((nobody, t("teach_task.provoke.no_blocks", lang)))
    check = built.check_blocks()
    lines = [line for line in check.lines() if line.startswith(("✓", "✗"))]
    said = t("teach_task.provoke.legal" if check.legal else "teach_task.provoke.illegal", lang)
    found.append((check.legal, f"{said} {' '.join(lines[:3])}".strip()))
    return found


def _two_counters(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    if not isinstance(outcome, AmplifyOutcome):
        return [(False, t("teach_task.not_a_reveal", lang))]
    crawler = built.to_dict()["creature"]["name"] == "Canopy Crawler"
    found: list[Condition] = [(crawler, t("teach_task.counters.crawler", lang))]
    counters = outcome.counters
    story = " ".join(outcome.narrate()[-2:])
    said = t("teach_task.counters.got", lang, counters=counters)
    found.append((counters == 2, f"{said} {story}"))
    return found


def _face_up_trigger(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    if not isinstance(outcome, FaceDownOutcome):
        return [(False, t("teach_task.not_a_card", lang))]
    marauder = built.to_dict()["card"]["name"] == "Skirk Marauder"
    found: list[Condition] = [(marauder, t("teach_task.face_up.card", lang))]
    events = outcome.to_dict()["events"]
    triggered = any(e["type"] == "face_up_triggered" for e in events)
    # The story's last line says whether the ability triggered, and why: said once.
    found.append((triggered, str(outcome.narrate()[-1])))
    return found


def _ten_poison(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    found = [_one_attacker(built, lang)]
    infect = any("infect" in _keywords(c) for c in _attackers(built))
    found.append((infect, t("teach_task.poison.infect", lang)))
    poison = combat.poison.get("P2", 0)
    lost = "P2" in combat.losers
    key = "teach_task.poison.lost" if lost else "teach_task.poison.got"
    found.append((poison >= 10 and lost, t(key, lang, poison=poison)))
    return found


def _both_initiatives_six(built: Scenario, outcome: Any, lang: Lang) -> list[Condition]:
    combat = _combat(outcome, lang)
    if combat is None:
        return [(False, t("teach_task.not_a_board", lang))]
    words = [_keywords(c) for c in _attackers(built)]
    first = any(FIRST_STRIKE in w and DOUBLE_STRIKE not in w for w in words)
    double = any(DOUBLE_STRIKE in w for w in words)
    found: list[Condition] = [(first and double, t("teach_task.both.keywords", lang))]
    return found + _player_damage(combat, 6, lang)


#: Every notebook's task, by name.
TASKS: Final[dict[str, Task]] = {
    task.name: task
    for task in (
        Task(
            "five_to_player",
            'board = mtg.Board()\nboard.attacker("A", 3, 3)\ncheck_task("five_to_player", board)',
            'board = mtg.Board()\nboard.attacker("A", 5, 5)\ncheck_task("five_to_player", board)',
            _five_to_player,
        ),
        Task(
            "smallest_survivor",
            'board = mtg.Board()\nboard.attacker("A", 3, 2, "first strike")\n'
            'board.blocker("B", 2, 3, blocks="A")\ncheck_task("smallest_survivor", board)',
            'board = mtg.Board()\nboard.attacker("A", 3, 2, "first strike")\n'
            'board.blocker("B", 2, 4, blocks="A")\ncheck_task("smallest_survivor", board)',
            _smallest_survivor,
        ),
        Task(
            "six_with_power_three",
            'board = mtg.Board()\nboard.attacker("A", 3, 3)\n'
            'check_task("six_with_power_three", board)',
            'board = mtg.Board()\nboard.attacker("A", 3, 3, "double strike")\n'
            'check_task("six_with_power_three", board)',
            _six_with_power_three,
        ),
        Task(
            "double_strike_trample_seven",
            'board = mtg.Board()\nboard.attacker("A", 3, 4, "double strike", "trample")\n'
            'board.blocker("B", 2, 5, blocks="A")\n'
            'check_task("double_strike_trample_seven", board)',
            'board = mtg.Board()\nboard.attacker("A", 4, 4, "double strike", "trample")\n'
            'board.blocker("B", 0, 1, blocks="A")\n'
            'check_task("double_strike_trample_seven", board)',
            _double_strike_trample_seven,
        ),
        Task(
            "jitte_eight",
            "board = mtg.Board()\n"
            'board.attacker("A", 2, 2, "double strike", name="Crypt Champion")\n'
            'board.jitte("A")\ncheck_task("jitte_eight", board)',
            "board = mtg.Board()\n"
            'board.attacker("A", 2, 2, "double strike", name="Crypt Champion")\n'
            'board.jitte("A")\n'
            'board.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("A", 2, 2)),\n'
            '                    mtg.remove_counters("J", "charge", 1, then=mtg.pump("A", 2, 2)))\n'
            'check_task("jitte_eight", board)',
            _jitte_eight,
        ),
        Task(
            "trample_blocker_gone",
            'board = mtg.Board()\nboard.attacker("A", 4, 4, "double strike", "trample")\n'
            'board.blocker("B", 0, 5, blocks="A")\ncheck_task("trample_blocker_gone", board)',
            'board = mtg.Board()\nboard.attacker("A", 4, 4, "double strike", "trample")\n'
            'board.blocker("B", 0, 5, blocks="A")\nboard.between_steps(mtg.bounce("B"))\n'
            'check_task("trample_blocker_gone", board)',
            _trample_blocker_gone,
        ),
        Task(
            "more_after_marked",
            'board = mtg.Board()\nboard.attacker("A", 3, 3, "double strike", "trample")\n'
            'board.blocker("B", 2, 2, blocks="A")\ncheck_task("more_after_marked", board)',
            'board = mtg.Board()\nboard.attacker("A", 3, 3, "double strike", "trample")\n'
            'board.blocker("B", 2, 2, "indestructible", blocks="A")\n'
            'check_task("more_after_marked", board)',
            _more_after_marked,
        ),
        Task(
            "p3_takes_it",
            'game = mtg.InitiativeGame("P1", "P2", "P3").take_initiative("P1")\n'
            'check_task("p3_takes_it", game)',
            'game = mtg.InitiativeGame("P1", "P2", "P3").take_initiative("P1")\n'
            'game.turn("P3").combat_damage("P3", to="P1")\ncheck_task("p3_takes_it", game)',
            _p3_takes_it,
        ),
        Task(
            "first_strike_steals",
            'attack = mtg.Board("P2", "P1")\nattack.attacker("G", 3, 3)\n'
            'game = mtg.InitiativeGame("P2", "P1").take_initiative("P1").combat(attack)\n'
            'check_task("first_strike_steals", game)',
            'attack = mtg.Board("P2", "P1")\nattack.attacker("G", 3, 3, "first strike")\n'
            'game = mtg.InitiativeGame("P2", "P1").take_initiative("P1").combat(attack)\n'
            'check_task("first_strike_steals", game)',
            _first_strike_steals,
        ),
        Task(
            "provoke_no_block",
            'board = provoke_board()\ncheck_task("provoke_no_block", board)',
            'board = provoke_board()\nboard.tap_before_blocks("bear")\n'
            'check_task("provoke_no_block", board)',
            _provoke_no_block,
        ),
        Task(
            "two_counters",
            'crawler = entering("Canopy Crawler", ["Krosan Vorine"])\n'
            'check_task("two_counters", crawler)',
            'crawler = entering("Canopy Crawler", ["Krosan Vorine", "Krosan Tusker"])\n'
            'check_task("two_counters", crawler)',
            _two_counters,
        ),
        Task(
            "face_up_trigger",
            'marauder = mtg.FaceDown("Skirk Marauder", "enter_face_up")\n'
            'check_task("face_up_trigger", marauder)',
            'marauder = mtg.FaceDown("Skirk Marauder", "cast_face_down", "turn_face_up")\n'
            'check_task("face_up_trigger", marauder)',
            _face_up_trigger,
        ),
        Task(
            "ten_poison",
            'board = mtg.Board()\nboard.attacker("A", 2, 2, "infect")\n'
            'check_task("ten_poison", board)',
            'board = mtg.Board()\nboard.attacker("A", 5, 5, "infect", "double strike")\n'
            'check_task("ten_poison", board)',
            _ten_poison,
        ),
        Task(
            "both_initiatives_six",
            'board = mtg.Board()\nboard.attacker("F", 1, 1, "first strike")\n'
            'board.attacker("D", 1, 1, "double strike")\n'
            'check_task("both_initiatives_six", board)',
            'board = mtg.Board()\nboard.attacker("F", 2, 2, "first strike")\n'
            'board.attacker("D", 2, 2, "double strike")\n'
            'check_task("both_initiatives_six", board)',
            _both_initiatives_six,
        ),
    )
}

#: The task each notebook ends with, by notebook number.
BY_NOTEBOOK: Final[dict[str, str]] = {
    "00": "five_to_player",
    "01": "smallest_survivor",
    "02": "six_with_power_three",
    "03": "double_strike_trample_seven",
    "04": "jitte_eight",
    "05": "trample_blocker_gone",
    "05b": "more_after_marked",
    "06": "p3_takes_it",
    "07": "first_strike_steals",
    "08": "provoke_no_block",
    "09": "two_counters",
    "10": "face_up_trigger",
    "11": "ten_poison",
    "12": "both_initiatives_six",
}


def task_names() -> Sequence[str]:
    """Every task's name, in the order of the notebooks."""
    return list(BY_NOTEBOOK.values())


__all__ = ["BY_NOTEBOOK", "TASKS", "Task", "TaskVerdict", "check_task", "task_names"]
