"""The explorer of the judge-level notebook on double strike: one double striker against up to
three blockers, under the rules of an era, with the division of its damage in each step and
one thing done between the steps.

Each change of a control builds a :class:`~mtglearn.door.combat.Board` (the course's front
door), lets the engine resolve it and shows the combat board at the chosen moment and the
engine's story (which opens, for an older era, with the rules it follows). What the controls
describe but the rules refuse — a division whose amounts don't add up to the power (510.1a), one
that skips ahead of the damage assignment order under the Magic 2010 rules (510.1c then), an
activation of the Jitte without a counter to pay with (602.2b) — is shown with the engine's
reason, above the last board the rules accepted.

The controls (in ``controls``, the inputs inside a row in ``inputs``): ``era``; the attacker's
row (``power``, ``toughness``, ``trample``, ``deathtouch``, ``jitte``); ``blockers`` (0–3) and a
row per blocker (``b1_power``, ``b1_toughness``, ``b1_first_strike``…); ``division``
(``"default"`` or ``"own"``) and a row per step (``first_strike_B1``… ``regular_P2``);
``between`` (what is done) and ``when`` (between the steps, or under the Sixth Edition rules
with a step's combat damage on the stack); ``step`` (the moment the board shows).
"""

from __future__ import annotations

import html
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, t
from mtglearn.base.i18n.names import name_of, printed_name
from mtglearn.door.combat import Board
from mtglearn.door.outcome import CombatOutcome
from mtglearn.door.scenario import load
from mtglearn.rules.combat.eras import ERAS, FOUNDATIONS, M10, SIXTH_EDITION
from mtglearn.rules.core.keywords import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    TRAMPLE,
    catalog_key,
)
from mtglearn.teach.display import lines_html, zoomable
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.figures.step_view import combat_board, follow_steps
from mtglearn.teach.refusals import reason

ATTACKER: Final = "A"
PLAYER: Final = "P2"
BLOCKERS: Final = ("B1", "B2", "B3")
STEPS: Final = ("first_strike", "regular")
#: What can be done between the steps: the control's keys, in order.
BETWEEN: Final = (
    "none",
    "destroy",
    "bounce",
    "remove_blocker",
    "remove_attacker",
    "jitte_pump",
    "jitte_shrink",
    "jitte_life",
)
#: When it is done: between the steps (every era), or with a step's damage on the stack (2003).
WHEN: Final = ("between", "first_strike", "regular")
RESULT_CLASS: Final = "mtglearn-judge-result"
#: Starting board: a 4/4 double striker blocked by a 2/5 and a 1/3: the engine's division
#: kills neither in the first step, so what is done to B1 between the steps matters.
START_ATTACKER: Final = (4, 4)
#: Each blocker's power, toughness and first strike as the explorer opens.
START_BLOCKERS: Final = ((2, 5, False), (1, 3, False), (2, 2, False))


def _action(key: str) -> dict[str, Any] | None:
    """The scenario action of a ``between`` choice (docs/scenario-format.md §1.7)."""
    jitte = {"remove_counters": "J", "kind": "charge", "amount": 1}
    return {
        "none": None,
        "destroy": {"destroy": "B1"},
        "bounce": {"remove": "B1"},
        "remove_blocker": {"remove_from_combat": "B1"},
        "remove_attacker": {"remove_from_combat": ATTACKER},
        "jitte_pump": {**jitte, "then": {"pump": "equipped", "power": 2, "toughness": 2}},
        "jitte_shrink": {**jitte, "then": {"pump": "B1", "power": -1, "toughness": -1}},
        "jitte_life": {**jitte, "then": {"gain_life": "P1", "amount": 2}},
    }[key]


class JudgeExplorer(Explorer):
    """A double striker against up to three blockers: era, blockers, divisions, an action."""

    def __init__(self, lang: str | None = None, *, uuid: str = "judge-explorer") -> None:
        super().__init__(lang, figure=False)
        self.uuid = uuid
        w, lang_ = self._widgets, self.lang
        self.inputs: dict[str, Any] = {}
        small = w.Layout(width="4.2em")
        self._last: CombatOutcome | None = None
        self._first_drawing = True  # the first board shows the first-strike step

        def number(key: str, value: int, low: int, high: int) -> Any:
            box = w.BoundedIntText(value=value, min=low, max=high, layout=small)
            self.inputs[key] = box
            return box

        def tick(key: str, label: str, value: bool = False) -> Any:
            box = w.Checkbox(value=value, description=label, indent=False)
            box.layout.width = "auto"
            self.inputs[key] = box
            return box

        def label(text: str, width: str = "auto") -> Any:
            return w.HTML(f"<b>{html.escape(text)}</b>", layout=w.Layout(width=width))

        self.controls["era"] = w.Dropdown(
            # Short names with their years (the story opens with the era's full title).
            options=[(t(f"teach_judge.era.{k}", lang_), k) for k in ERAS],
            value=FOUNDATIONS,
            description=t("teach_judge.control.era", lang_),
        )
        pt = t("teach_judge.control.pt", lang_)
        self.controls["attacker"] = w.VBox(
            [
                label(t("teach_judge.control.attacker", lang_, id=ATTACKER)),
                w.HBox(
                    [
                        number("power", START_ATTACKER[0], 0, 9),
                        w.HTML("/"),
                        number("toughness", START_ATTACKER[1], 1, 9),
                        w.HTML(html.escape(pt)),
                    ],
                    layout=w.Layout(flex_flow="row wrap", align_items="center"),
                ),
                w.HBox(
                    [
                        tick("trample", t(catalog_key(TRAMPLE), lang_)),
                        tick("deathtouch", t(catalog_key(DEATHTOUCH), lang_)),
                        tick("jitte", t("teach_judge.control.jitte", lang_, jitte=self._jitte())),
                    ],
                    layout=w.Layout(flex_flow="row wrap"),
                ),
            ]
        )
        self.controls["blockers"] = w.IntSlider(
            value=2,
            min=0,
            max=3,
            description=t("teach_judge.control.blockers", lang_),
            continuous_update=False,
        )
        for i, cid in enumerate(BLOCKERS):
            power, tough, first = START_BLOCKERS[i]
            low = cid.lower()
            self.controls[f"blocker_{low}"] = w.HBox(
                [
                    label(cid, "2.2em"),
                    number(f"{low}_power", power, 0, 9),
                    w.HTML("/"),
                    number(f"{low}_toughness", tough, 1, 9),
                    tick(f"{low}_first_strike", t(catalog_key(FIRST_STRIKE), lang_), first),
                ]
            )
        self.controls["division"] = w.ToggleButtons(
            options=[
                (t("teach_judge.control.default", lang_), "default"),
                (t("teach_judge.control.own", lang_), "own"),
            ],
            value="default",
            description=t("teach_judge.control.division", lang_),
        )
        for step in STEPS:
            cells = [label(t(f"teach_judge.control.step.{step}", lang_), "100%")]
            row = []
            for who in (*BLOCKERS, PLAYER):
                row += [w.HTML(who), number(f"{step}_{who}", 0, 0, 20)]
            self.controls[f"split_{step}"] = w.VBox(
                [*cells, w.HBox(row, layout=w.Layout(flex_flow="row wrap"))]
            )
            self.controls[f"split_{step}"].add_class(f"mtglearn-split-{step}")
        self.controls["between"] = w.Dropdown(
            options=[(t(f"teach_judge.between.{k}", lang_), k) for k in BETWEEN],
            value="none",
            description=t("teach_judge.control.between", lang_),
        )
        self.controls["when"] = w.Dropdown(
            options=[(t(f"teach_judge.when.{k}", lang_), k) for k in WHEN],
            value="between",
            description=t("teach_judge.control.when", lang_),
        )
        self.controls["step"] = w.Dropdown(
            options=[(t("board.control.regular", lang_), "regular")],
            value="regular",
            description=t("board.control.step", lang_),
        )
        self.controls["step_note"] = w.HTML(layout=w.Layout(max_width="100%"))
        for box in self.inputs.values():
            box.observe(self.refresh, names="value")
        self.html.add_class(RESULT_CLASS)
        self.watch()

    # -- what the controls describe ---------------------------------------------------------

    def _jitte(self) -> Any:
        """Umezawa's Jitte as printed in the explorer's language, with its French grammar."""
        return name_of(printed_name("Umezawa's Jitte", self.lang), self.lang, kind="card")

    def value(self, key: str) -> Any:
        """The value of a control or of an input inside a row."""
        return (self.inputs[key] if key in self.inputs else self.controls[key]).value

    def blockers(self) -> tuple[str, ...]:
        """The blockers shown: the first ``blockers`` of B1, B2, B3."""
        return BLOCKERS[: self.value("blockers")]

    def recipients(self) -> tuple[str, ...]:
        """Whom the attacker may assign damage to: its blockers, and the player with trample."""
        return (*self.blockers(), *((PLAYER,) if self.value("trample") else ()))

    def board(self, *, division: bool = True) -> Board:
        """The board the controls describe (``division=False``: the engine's default division,
        whatever the division control says)."""
        key = self.value("era")
        board = Board(era=None if key == FOUNDATIONS else key)
        words = [DOUBLE_STRIKE] + [
            k for k, on in ((TRAMPLE, "trample"), (DEATHTOUCH, "deathtouch")) if self.value(on)
        ]
        board.attacker(ATTACKER, self.value("power"), self.value("toughness"), *words)
        for cid in self.blockers():
            low = cid.lower()
            first = (FIRST_STRIKE,) if self.value(f"{low}_first_strike") else ()
            power, tough = self.value(f"{low}_power"), self.value(f"{low}_toughness")
            board.blocker(cid, power, tough, *first, blocks=ATTACKER)
        if self.value("jitte"):
            board.jitte(ATTACKER)
        if key == M10 and len(self.blockers()) > 1:
            board.damage_order(ATTACKER, *self.blockers())
        if division and self.value("division") == "own":
            for step in STEPS:
                split = {r: self.value(f"{step}_{r}") for r in self.recipients()}
                board.assign(step, ATTACKER, {r: n for r, n in split.items() if n})
        action = _action(self.value("between"))
        if action is not None:
            when = self.value("when")
            if key == SIXTH_EDITION and when != "between":
                board.after_assignment(when, action)
            else:
                board.between_steps(action)
        return board

    def resolve(self, board: Board) -> CombatOutcome:
        """``board`` resolved in the explorer's language (a refusal raises ScenarioError)."""
        outcome = load(board.to_dict(), self.lang)
        assert isinstance(outcome, CombatOutcome)  # a combat scenario's outcome
        return outcome

    # -- drawing ----------------------------------------------------------------------------

    def refresh(self, change: object = None) -> None:
        """Grey out what does nothing now, then resolve and draw again."""
        c, lang = self.controls, self.lang
        shown = self.blockers()
        for cid in BLOCKERS:
            c[f"blocker_{cid.lower()}"].layout.display = "" if cid in shown else "none"
        own = self.value("division") == "own"
        recipients = self.recipients()
        for step in STEPS:
            c[f"split_{step}"].layout.display = "" if own else "none"
            for who in (*BLOCKERS, PLAYER):
                self.inputs[f"{step}_{who}"].disabled = who not in recipients
        c["when"].disabled = self.value("era") != SIXTH_EDITION
        c["when"].tooltip = (
            "" if self.value("era") == SIXTH_EDITION else t("teach_judge.when.only_2003", lang)
        )
        if self._following:
            return
        owner = getattr(change, "owner", None) if change is not None else None
        if owner is c["between"] and self.value("between").startswith("jitte"):
            self._set("jitte", True)  # a mode of the Jitte needs the Jitte on the attacker
        if owner is c["division"] and own:
            self._fill_division()
        self.follow_steps()
        super().refresh(change)

    def _set(self, key: str, value: Any) -> None:
        """Set an input without drawing for it (the caller draws once)."""
        with self._quietly():
            self.inputs[key].value = value

    def _fill_division(self) -> None:
        """Switching to "my own division" starts from the engine's default one (what the
        attacker dealt in each step), so the learner changes a legal division."""
        try:
            outcome = self.resolve(self.board(division=False))
        except ScenarioError:
            return
        for step in STEPS:
            dealt = {
                d["target"]: d["amount"]
                for s in outcome.steps
                if s["step"] == step
                for d in s["damage"]
                if d["source"] == ATTACKER
            }
            for who in (*BLOCKERS, PLAYER):
                self._set(f"{step}_{who}", dealt.get(who, 0))

    def follow_steps(self) -> None:
        """Offer in the step control only the moments of this combat (510.4, 104.2a; the stack
        moments of the Sixth Edition rules), and say why the others are missing."""
        try:
            outcome = self.resolve(self.board())
        except ScenarioError:
            return
        first, self._first_drawing = self._first_drawing, False
        control, note = self.controls["step"], self.controls["step_note"]
        follow_steps(control, note, outcome.result, self.lang, self._quietly, first=first)

    def setup_text(self) -> str:
        """The board in one sentence, in the reader's language."""
        lang = self.lang
        words = ", ".join(
            t(catalog_key(k), lang)
            for k, on in ((DOUBLE_STRIKE, None), (TRAMPLE, "trample"), (DEATHTOUCH, "deathtouch"))
            if on is None or self.value(on)
        )
        blockers = [
            f"{cid} {self.value(cid.lower() + '_power')}/{self.value(cid.lower() + '_toughness')}"
            + (
                f" ({t(catalog_key(FIRST_STRIKE), lang)})"
                if self.value(cid.lower() + "_first_strike")
                else ""
            )
            for cid in self.blockers()
        ]
        return t(
            "teach_judge.setup",
            lang,
            who=f"{ATTACKER} {self.value('power')}/{self.value('toughness')} ({words})",
            blockers=", ".join(blockers) or t("teach_judge.nobody", lang),
        )

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        notes: list[str] = []
        outcome: CombatOutcome | None
        try:
            outcome = self.resolve(self.board())
            self._last = outcome
        except ScenarioError as error:
            notes.append(refused_note(error, lang))
            outcome = self._last
        setup = f"<p>{html.escape(self.setup_text())}</p>"
        remarks = "".join(
            f'<p class="mtglearn-refusal" style="color:#b2182b"><b>✗</b> {html.escape(n)}</p>'
            for n in notes
        )
        if outcome is None:
            return f'<div class="{RESULT_CLASS}">{setup}{remarks}</div>', None
        step = self.controls["step"].value
        if step not in outcome.moments:
            step = outcome.moments[-1]
        shown = combat_board(outcome.result, lang, step)
        board = shown._repr_html_() if self._copy else zoomable(shown.svg(), lang)
        story = html.escape(t("teach_combat.heading.narration", lang))
        text = (
            f'<div class="{RESULT_CLASS}">{setup}{remarks}{board}'
            f"<h4>{story}</h4>{lines_html(outcome.narrate(lang))}</div>"
        )
        return text, None


def refused_note(error: ScenarioError, lang: Lang) -> str:
    """Why the rules refuse the board, naming the combat damage step whose division they
    refuse (the field the engine names, ``assign.<step>...``): a division of the regular step
    refused because a blocker died in the first is not a refusal of the first step's."""
    parts = error.field.split(".")
    said = reason(error, lang)
    if len(parts) > 1 and parts[0] == "assign" and parts[1] in STEPS:
        return t(f"teach_judge.refused_in_step.{parts[1]}", lang, reason=said)
    return t("teach_judge.refused_here", lang, reason=said)


__all__ = ["BETWEEN", "RESULT_CLASS", "WHEN", "JudgeExplorer", "refused_note"]
