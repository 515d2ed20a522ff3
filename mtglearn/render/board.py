"""The combat board: a resolved combat drawn as SVG, moment by moment, from the engine's records.

Where :mod:`~mtglearn.words.combat` tells a resolved combat in words, this module
shows it: each creature is a card (name, power/toughness, keywords, damage marked, dead or
alive), attackers face their blockers and the player they attack, and every combat damage
event (510.2) is one arrow labelled with its amount, trample damage to the player included.
Life gained by lifelink (702.15b), the lethal-damage arithmetic that trample (702.19b) or
deathtouch (702.2c) turns on, deaths (704.5g/h) and what happened between the two combat
damage steps (510.4: counters, pumps, keywords gained or lost) are written under the board.

:func:`frames` reads the snapshots the engine took (blockers declared, then one per combat
damage step, with "between the steps" when there are two; under the Sixth Edition rules, each
step's combat damage also while it waits on the stack, assigned but not yet dealt, 310.1 of
2003, drawn as dashed arrows) and the events recorded between them; :func:`board_svg` draws
them. Nothing here applies a rule again. A Two-Headed Giant team is one box with its shared
life total (810.9). Pure standard library: the SVG is built as text (every name escaped),
without ids (several boards can share one page, 2+ copies of one included) and without a
browser.

Colours are Okabe–Ito (blue for the attacking side, vermillion for the defending side), and
nothing is said by colour alone: a dead creature's card is dashed and says so in words; one
removed from combat (506.4), still on the battlefield, is dotted and greyed and says so too.
"""

from __future__ import annotations

import base64
import math
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from html import escape
from typing import Any, Final, Protocol

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import listing_and, number
from mtglearn.base.i18n.names import name_of, printed_name
from mtglearn.render.measure import wrap_to_width
from mtglearn.rules.core.board import BATTLEFIELD, COLORS, EXILE, GRAVEYARD, HAND
from mtglearn.rules.core.characteristics import kind_of
from mtglearn.rules.core.events import LethalDamage
from mtglearn.rules.core.keywords import DEATHTOUCH, TRAMPLE, catalog_key, sorted_keywords
from mtglearn.rules.core.snapshot import STACK, Snapshot
from mtglearn.rules.core.units import Unit
from mtglearn.words.combat import counter_name, narrate_event


class CombatResult(Protocol):
    """What the board reads of a resolved combat (the engine's
    :class:`~mtglearn.rules.combat.engine.CombatResult`): the combat, its events and the
    snapshots the engine took."""

    @property
    def combat(self) -> Any: ...

    @property
    def events(self) -> list[dict[str, Any]]: ...

    @property
    def snapshots(self) -> list[Snapshot]: ...

    @property
    def lang(self) -> Lang: ...

    @property
    def lethal(self) -> tuple[LethalDamage, ...]: ...


#: The snapshots a step control walks through, in order (every era).
FRAMES: Final = ("blockers", "first_strike", "between", "regular")
#: The snapshots of combat damage on the stack (Sixth Edition rules only), by their step.
STACK_FRAMES: Final = {stack: step for step, stack in STACK.items()}

BLUE: Final = "#0072B2"  # attacking side
VERMILLION: Final = "#D55E00"  # defending side
GREEN: Final = "#009E73"  # life gained
INK: Final = "#1a1a1a"
GREY: Final = "#767676"

CARD_W: Final = 170
CARD_H: Final = 118
#: A card's first line (its name's baseline) below its top, and the room kept under its text
#: for the power/toughness, its change and the damage marked.
NAME_TOP: Final = 26
CARD_FOOT: Final = 35
#: The smallest text of a board: the board is never drawn below its own width, so no text of
#: it is smaller than this on a screen, a phone's included.
SMALLEST: Final = 11
GAP: Final = 34
LANE: Final = 56  # room beside a blocked attacker for its trample arrow to the player
PLAYER_H: Final = 46
TAG_H: Final = 44  # an Equipment's tag
MARGIN: Final = 16
FONT: Final = "font-family:'DejaVu Sans',Verdana,Arial,sans-serif"
MIN_WIDTH: Final = 540
#: The width a snapshot is shown at in HTML outputs: its own (legible when projected); two
#: stand side by side on a page wide enough.
BOARD_SHOWN: Final = MIN_WIDTH
#: The mean width of a character of the notes (13 px DejaVu Sans), to wrap them to the board.
CHAR_W: Final = 7.3
LINE_H: Final = 19
#: A moment's title: bold, this size, on lines this far apart.
TITLE_SIZE: Final = 17
TITLE_LINE_H: Final = 22


@dataclass(frozen=True)
class Card:
    """A creature as the board shows it at one moment."""

    id: str
    name: str
    controller: str
    power: int
    toughness: int
    keywords: tuple[str, ...]
    damage: int
    alive: bool = True
    gone: str | None = None  # "dies", "exiled", "returned": why it left the battlefield
    base: tuple[int, int] | None = None  # power/toughness before combat, when it changed since
    spoken: str = ""  # the name in a sentence (a French name carries its gender and article)
    colors: tuple[str, ...] = ()  # in the order of the color wheel (105.1); none: colorless
    #: Removed from combat (506.4): still on the battlefield, no longer attacking or blocking.
    out_of_combat: bool = False


@dataclass(frozen=True)
class Arrow:
    """One combat damage event (510.2): ``amount`` from ``source`` to ``target``; ``assigned``:
    combat damage on the stack, assigned but not yet dealt (310.1 of 2003)."""

    source: str
    target: str
    amount: int
    to_player: bool
    deathtouch: bool
    assigned: bool = False


@dataclass
class Frame:
    """The board at one moment: cards, life totals, the arrows of the step, notes."""

    key: str
    cards: dict[str, Card]
    life: dict[str, int]
    life_before: dict[str, int]
    arrows: list[Arrow] = field(default_factory=list)
    gains: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    #: Counters on noncreature permanents (an Equipment's charge counters), by permanent id.
    counters: dict[str, dict[str, int]] = field(default_factory=dict)
    #: Poison counters of each player (infect, toxic: 120.3b, 702.164c).
    poison: dict[str, int] = field(default_factory=dict)
    #: Loyalty of an attacked planeswalker, defense of an attacked battle (120.3c, 120.3h).
    guard: dict[str, int] = field(default_factory=dict)
    guard_before: dict[str, int] = field(default_factory=dict)
    gone: frozenset[str] = frozenset()  # permanents put into a graveyard (704.5i, 704.5v)


def _start_cards(result: CombatResult, lang: Lang) -> dict[str, Card]:
    """The cards as blockers are declared, named as printed in ``lang``."""
    cards: dict[str, Card] = {}
    for creature in result.combat.creatures:
        unit = Unit(creature)  # printed values, or a face-down 2/2 (708.2a), counters counted
        label = unit.label()
        cards[creature.id] = Card(
            creature.id,
            printed_name(label, lang),
            creature.controller,
            unit.power,
            unit.toughness,
            tuple(sorted_keywords(unit.keywords)),
            unit.damage,
            spoken=name_of(label, lang, gender=creature.gender),
            colors=tuple(c for c in COLORS if c in creature.colors),
        )
    return cards


def _lethal_note(
    arrow: Arrow,
    division: Sequence[Arrow],
    before: Mapping[str, Card],
    names: Mapping[str, str],
    keywords: Iterable[str],
    record: LethalDamage | None,
    lang: Lang,
) -> str | None:
    """The arithmetic of a trampler's or a deathtoucher's assignment to a blocker (702.19b,
    702.2c), as the engine counted it (``record``): how much was lethal, and how much went
    past it to the player."""
    words = set(keywords)
    if arrow.to_player or not words & {TRAMPLE, DEATHTOUCH}:
        return None
    blocker = before[arrow.target]
    over = sum(a.amount for a in division if a.to_player)
    player = next((names.get(a.target, a.target) for a in division if a.to_player), "")
    if DEATHTOUCH in words and (record is None or record.deathtouch):
        key = "board.lethal.deathtouch_over" if over else "board.lethal.deathtouch"
        return t(key, lang, amount=arrow.amount, blocker=blocker.spoken, over=over, player=player)
    if record is None:  # the engine counted no lethal damage for it: nothing to show
        return None
    key = "board.lethal.trample_over" if over else "board.lethal.trample"
    if record.assigned:
        why = "board.lethal.toughness_others"
    else:
        why = "board.lethal.toughness_marked" if record.marked else "board.lethal.toughness"
    return t(
        key,
        lang,
        amount=arrow.amount,
        blocker=blocker.spoken,
        why=t(
            why,
            lang,
            toughness=record.toughness,
            marked=record.marked,
            assigned=record.assigned,
        ),
        needed=record.lethal,
        over=over,
        player=player,
    )


def attacked(result: CombatResult) -> list[Any]:
    """The planeswalkers and battles that creatures attack (506.3), in the order attacked."""
    targets = set(result.combat.attacks.values())
    return [p for p in result.combat.permanents if p.id in targets]


def guard_of(permanent: Any) -> int:
    """A planeswalker's loyalty or a battle's defense (306.5b, 310.4): its counters."""
    counters = dict(permanent.counters)
    for kind, printed in (("loyalty", permanent.loyalty), ("defense", permanent.defense)):
        if kind in counters:
            return int(counters[kind])
        if printed is not None:
            return int(printed)
    return 0


#: Where a creature went when it left the battlefield, and what its card then says.
_GONE: Final = {GRAVEYARD: "dies", EXILE: "exiled", HAND: "returned"}


def _card_at(start: Card, state: Mapping[str, Any], declared: bool) -> Card:
    """A creature's card as a snapshot records it (``state``: its outcome entry then); the
    power and toughness it was declared with stay as ``base``, to show what changed. A
    creature ``declared`` attacking or blocking that the snapshot has on the battlefield but no
    longer in combat was removed from combat (506.4)."""
    zone = str(state["zone"])
    return replace(
        start,
        power=int(state["power"]),
        toughness=int(state["toughness"]),
        keywords=tuple(sorted_keywords(state["keywords"])),
        damage=int(state["damage"]),
        alive=zone == BATTLEFIELD,
        gone=None if zone == BATTLEFIELD else _GONE.get(zone, "dies"),
        base=(start.power, start.toughness),
        out_of_combat=declared and zone == BATTLEFIELD and not state.get("in_combat", True),
    )


def _guard_now(state: Mapping[str, Any]) -> int:
    """Loyalty or defense counters left on an attacked permanent (306.5b, 310.4b)."""
    counters: Mapping[str, int] = state["counters"]
    return int(counters.get("loyalty", counters.get("defense", 0)))


def frames(result: CombatResult, lang: str | None = None) -> list[Frame]:
    """The combat's moments as the engine recorded them: ``blockers`` (before damage),
    ``first_strike`` and ``between`` (when there is a first-strike step, 510.4), ``regular``.

    Each frame shows the table as the engine's snapshot of that moment has it, with the
    events recorded since the previous snapshot: combat damage as arrows, life gained, and
    every other event as a note. Nothing is worked out again here."""
    language = resolve_lang(lang)
    shots = result.snapshots
    start = _start_cards(result, language)
    # Names with their French grammar, for the narration under each snapshot: a planeswalker
    # or a battle is named as what it is (« le planeswalker PW », « la bataille S »).
    names: dict[str, str] = {c: card.spoken for c, card in start.items()}
    names.update(
        {
            p.id: name_of(p.label(), language, kind=kind_of(p.card_types))
            for p in result.combat.permanents
        }
    )
    guarded = {p.id for p in attacked(result)}
    life_before = dict(result.combat.players)
    guard_before = {p.id: guard_of(p) for p in attacked(result)}
    declared = set(result.combat.attacks) | set(result.combat.blocks)
    events = result.events
    seen = 0
    out: list[Frame] = []
    for shot in shots:
        permanents: Mapping[str, Mapping[str, Any]] = shot.permanents
        frame = Frame(
            shot.moment,
            {
                cid: _card_at(start[cid], state, cid in declared)
                for cid, state in shot.creatures.items()
            },
            dict(shot.life),
            life_before,
            poison=dict(shot.poison),
            counters={pid: dict(state["counters"]) for pid, state in permanents.items()},
            guard={pid: _guard_now(permanents[pid]) for pid in guarded},
            guard_before=guard_before,
            gone=frozenset(p for p, state in permanents.items() if state["zone"] != BATTLEFIELD),
        )
        for event in events[seen : shot.events]:
            kind = event["type"]
            if kind == "damage_on_stack":  # 310.1 (2003): assigned, waiting on the stack
                frame.arrows.extend(
                    Arrow(
                        a["source"],
                        a["target"],
                        int(a["amount"]),
                        a["target"] in frame.life or a["target"] in guarded,
                        False,
                        assigned=True,
                    )
                    for a in event["assigned"]
                )
            if kind == "combat_damage":
                target = event["target"]
                frame.arrows.append(
                    Arrow(
                        event["source"],
                        target,
                        int(event["amount"]),
                        target in frame.life or target in guarded,  # the row attackers face
                        bool(event.get("deathtouch")),
                    )
                )
                continue
            if kind == "life_gain" or (kind == "lifelink_trigger" and event.get("done")):
                player = event["player"]
                frame.gains[player] = frame.gains.get(player, 0) + int(event["amount"])
            line = narrate_event(event, names, language)
            if line:
                frame.notes.append(line)
        frame.notes.extend(_out_of_combat_notes(frame, events[seen : shot.events], names, language))
        out.append(frame)
        life_before, guard_before, seen = dict(shot.life), dict(frame.guard), shot.events
    _add_lethal_notes(out, names, language, result.lethal)
    return out


def _out_of_combat_notes(
    frame: Frame, events: Sequence[Mapping[str, Any]], names: Mapping[str, str], lang: Lang
) -> list[str]:
    """A line for each creature out of combat in ``frame`` (506.4), unless its removal is one of
    the frame's own events (the narration already tells it)."""
    told = {e.get("creature") for e in events if e["type"] == "removed_from_combat"}
    return [
        t("board.out_of_combat_note", lang, creature=names[cid])
        for cid, card in frame.cards.items()
        if card.out_of_combat and cid not in told
    ]


def _add_lethal_notes(
    out: list[Frame],
    names: Mapping[str, str],
    lang: Lang,
    lethal: Sequence[LethalDamage],
) -> None:
    """Put the lethal-damage arithmetic first in each damage step's notes, as the engine
    counted it for each assignment (``lethal``), with the cards as the step began."""
    counted = {(r.step, r.source, r.target): r for r in lethal}
    for index, frame in enumerate(out):
        if frame.key not in ("first_strike", "regular"):
            continue
        before = out[index - 1].cards
        lines: list[str] = []
        for source in dict.fromkeys(a.source for a in frame.arrows):
            division = [a for a in frame.arrows if a.source == source]
            words = before[source].keywords if source in before else ()
            for arrow in division:
                record = counted.get((frame.key, source, arrow.target))
                note = _lethal_note(arrow, division, before, names, words, record, lang)
                if note:
                    lines.append(note)
        frame.notes[:0] = lines


# ---- drawing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Place:
    x: float  # centre
    y: float  # top
    w: float
    h: float

    @property
    def top(self) -> tuple[float, float]:
        return (self.x, self.y)

    @property
    def bottom(self) -> tuple[float, float]:
        return (self.x, self.y + self.h)


@dataclass(frozen=True)
class _Layout:
    width: float
    height: float
    places: dict[str, _Place]
    lanes: dict[str, float]  # attacker id → x of its lane to the player


def boxes(result: CombatResult) -> dict[str, list[str]]:
    """The players' boxes: each player alone, or a Two-Headed Giant team together (one shared
    life total, 810.9), named by its first player → the players in it."""
    combat = result.combat
    teams: Mapping[str, int] = combat.teams
    out: dict[str, list[str]] = {}
    first: dict[int, str] = {}
    for player, _ in combat.players:
        team = teams.get(player)
        if team is None:
            out[player] = [player]
        elif team in first:
            out[first[team]].append(player)
        else:
            first[team] = player
            out[player] = [player]
    return out


def _layout(result: CombatResult, top: float, card_h: float = CARD_H) -> _Layout:
    combat = result.combat
    attackers = list(combat.attacks)
    attacking = combat.players[0][0]
    groups = boxes(result)
    # The top row: the defending players (or team), then the planeswalkers and battles
    # attacked; the attacking player (or team) is the bottom row.
    defenders = [p for p, members in groups.items() if attacking not in members]
    defenders += [p.id for p in attacked(result)]
    blockers_of: dict[str, list[str]] = {a: [] for a in attackers}
    for blocker, targets in combat.blocks.items():
        first = next((a for a in targets if a in blockers_of), None)
        if first is not None:
            blockers_of[first].append(blocker)
    placed = set(attackers) | {b for bs in blockers_of.values() for b in bs}
    others = [c.id for c in combat.creatures if c.id not in placed]
    y_players = top
    y_blockers = y_players + PLAYER_H + 70
    y_attackers = y_blockers + card_h + 80
    defending_row = any(blockers_of.values()) or any(
        c.controller != attacking for c in combat.creatures if c.id in others
    )
    if not defending_row:  # nobody blocks: the attackers face the player directly
        y_attackers = y_players + PLAYER_H + 110
    places: dict[str, _Place] = {}
    lanes: dict[str, float] = {}
    x = MARGIN
    for attacker in attackers:
        blockers = blockers_of[attacker]
        width = max(1, len(blockers)) * (CARD_W + GAP) + (LANE if blockers else 0)
        centre = x + (width - (LANE if blockers else 0)) / 2
        places[attacker] = _Place(centre, y_attackers, CARD_W, card_h)
        for i, blocker in enumerate(blockers):
            bx = x + GAP / 2 + i * (CARD_W + GAP) + CARD_W / 2
            places[blocker] = _Place(bx, y_blockers, CARD_W, card_h)
        lanes[attacker] = x + width - LANE / 2 - 4 if blockers else centre
        x += width
    for cid in others:  # creatures in no fight: in their controller's row, after the fights
        controller = next(c.controller for c in combat.creatures if c.id == cid)
        row = y_attackers if controller == attacking else y_blockers
        places[cid] = _Place(x + (CARD_W + GAP) / 2, row, CARD_W, card_h)
        x += CARD_W + GAP
    # A narrow fight is centred on a board wide enough for the notes written under it.
    width = max(x + MARGIN, MIN_WIDTH)
    shift = (width - x - MARGIN) / 2
    places = {k: replace(p, x=p.x + shift) for k, p in places.items()}
    lanes = {k: v + shift for k, v in lanes.items()}
    y_bottom = y_attackers + card_h + 26
    # An Equipment (or Aura) is a tag under its creature (over it for a blocker, whose
    # underside faces the attackers' arrows); the attacking player's row moves down for it.
    for permanent in combat.permanents:
        holder = places.get(permanent.attached_to or "")
        if holder is None:
            continue
        if holder.y == y_attackers or holder.y == y_players:
            y_tag = holder.y + card_h + 8
            y_bottom = max(y_bottom, y_tag + TAG_H + 18)
        else:
            y_tag = holder.y - TAG_H - 8
        places[permanent.id] = _Place(holder.x, y_tag, CARD_W, TAG_H)
    share = (width - 2 * MARGIN) / max(len(defenders), 1)
    for i, player in enumerate(defenders):
        places[player] = _Place(MARGIN + share * (i + 0.5), y_players, share - 12, PLAYER_H)
    places[attacking] = _Place(width / 2, y_bottom, width - 2 * MARGIN, PLAYER_H)
    for box, members in groups.items():  # a teammate's damage goes to the team's box
        for member in members[1:]:
            if box in places:
                places[member] = places[box]
    return _Layout(width, y_bottom + PLAYER_H, places, lanes)


def _text(
    x: float,
    y: float,
    text: str,
    *,
    size: int = 13,
    anchor: str = "middle",
    weight: str = "normal",
    fill: str = INK,
    css: str = "",
) -> str:
    klass = f' class="{css}"' if css else ""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
        f'font-weight="{weight}" fill="{fill}"{klass}>{escape(text)}</text>'
    )


def _fit(text: str, sizes: Sequence[tuple[int, int, int]]) -> list[tuple[str, int]]:
    """``text`` wrapped at the first (font size, characters a line, lines) of ``sizes`` that
    holds all of it; past the last, every line of the last size (the card's tooltip still
    has the text whole). Words too long for a line are broken, never dropped."""
    lines: list[str] = []
    for size, width, most in sizes:
        lines = textwrap.wrap(text, width, break_on_hyphens=False)
        if len(lines) <= most:
            return [(line, size) for line in lines]
    return [(line, sizes[-1][0]) for line in lines]


def _card_title(card: Card, lang: Lang) -> str:
    """A card in words, whole: name, power/toughness, every keyword, colors, out of combat."""
    words = ", ".join(t(catalog_key(k), lang) for k in card.keywords)
    hues = ", ".join(t(f"board.color.{c}", lang) for c in card.colors)
    out = _out_of_combat(card, lang)
    every = (card.name, f"{card.power}/{card.toughness}", words, hues, out)
    return " — ".join(x for x in every if x)


def _signed(n: int, lang: Lang) -> str:
    """A change of power or toughness with its sign: « +2 », and in French « −1 » with the real
    minus sign (docs/style-fr.md §4)."""
    return f"+{n}" if n >= 0 else number(n, lang)


def _out_of_combat(card: Card, lang: Lang) -> str:
    """« retirée du combat » on the card of a creature removed from combat (506.4), agreeing
    with its name; nothing for any other card."""
    return t("board.out_of_combat", lang, creature=card.spoken) if card.out_of_combat else ""


def _card_lines(card: Card, lang: Lang) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """A card's name and keyword lines, each with its font size: the name at 14 px on two
    lines or 12 px on more, the keywords at :data:`SMALLEST` px on as many lines as they need
    (so that a phone, which shows the board at its own size, never gets smaller text)."""
    names = _fit(card.name, [(14, 19, 2), (12, 22, 3)])
    words = ", ".join(t(catalog_key(k), lang) for k in card.keywords)
    return names, _fit(words, [(SMALLEST, 24, 99)])


def _out_lines(card: Card, lang: Lang) -> list[tuple[str, int]]:
    """The lines saying that ``card`` is out of combat (none when it is not), at 12 px."""
    out = _out_of_combat(card, lang)
    return _fit(out, [(12, 22, 2)]) if out else []


def card_height(card: Card, lang: Lang) -> float:
    """The height of ``card``: :data:`CARD_H`, or more when its text needs more lines (the
    power/toughness, its change and the damage keep their room at the bottom)."""
    names, words = _card_lines(card, lang)
    lines = [*names, *words, *_out_lines(card, lang)]
    text = sum(size + 3 for _, size in lines) + (SMALLEST + 3 if card.colors else 0)
    return max(CARD_H, NAME_TOP + text + CARD_FOOT)


def _card_svg(card: Card, place: _Place, attacking: bool, lang: Lang) -> str:
    colour = BLUE if attacking else VERMILLION
    left = place.x - place.w / 2
    dash = ' stroke-dasharray="7 5"' if not card.alive else ""
    fill = "#eeeeee" if not card.alive else "#ffffff"
    band = colour
    if card.out_of_combat:
        # Out of the fight, still on the battlefield (506.4): dotted, greyed, and said in words.
        dash, fill, band = ' stroke-dasharray="2 6" stroke-linecap="round"', "#f2f2f2", GREY
    combat = ' data-combat="removed"' if card.out_of_combat else ""
    parts = [
        f'<g class="card" data-id="{escape(card.id)}" data-alive="{str(card.alive).lower()}"'
        f"{combat}>",
        f"<title>{escape(_card_title(card, lang))}</title>",
        f'<rect x="{left:.1f}" y="{place.y:.1f}" width="{place.w}" height="{place.h}" rx="9" '
        f'fill="{fill}" stroke="{colour}" stroke-width="3"{dash}/>',
        f'<rect x="{left:.1f}" y="{place.y:.1f}" width="{place.w}" height="8" rx="4" '
        f'fill="{band}"/>',
    ]
    y = place.y + NAME_TOP
    # Nothing is cut nor drawn small: a long name or keyword list takes more lines and the
    # card grows (:func:`card_height`); the card's <title> (the browser's tooltip, a screen
    # reader's text) says it all in full.
    names, words = _card_lines(card, lang)
    for line, size in names:
        parts.append(_text(place.x, y, line, size=size, weight="bold", css="name"))
        y += size + 3
    for line, size in words:
        parts.append(_text(place.x, y, line, size=size, fill="#333333", css="keywords"))
        y += size + 3
    if card.colors:
        # Colors matter to protection, fear and intimidate (702.16, 702.36, 702.13).
        hues = ", ".join(t(f"board.color.{c}", lang) for c in card.colors)
        parts.append(_text(place.x, y, hues, size=SMALLEST, fill="#555555", css="colors"))
        y += SMALLEST + 3
    for line, size in _out_lines(card, lang):
        parts.append(_text(place.x, y, line, size=size, weight="bold", fill="#444444", css="out"))
        y += size + 3
    bottom = place.y + place.h - 12
    parts.append(
        _text(left + 10, bottom, f"{card.power}/{card.toughness}", size=17, anchor="start",
              weight="bold", css="pt")
    )  # fmt: skip
    if card.base is not None and card.base != (card.power, card.toughness):
        change = "/".join(
            _signed(after - before, lang)
            for after, before in ((card.power, card.base[0]), (card.toughness, card.base[1]))
        )
        parts.append(
            _text(left + 12, bottom - 22, change, size=12, anchor="start", fill="#006e50",
                  weight="bold", css="change")
        )  # fmt: skip
    if card.alive:
        status = t("board.damage_marked", lang, damage=card.damage) if card.damage else ""
    else:
        status = t(f"board.gone.{card.gone or 'dies'}", lang, creature=card.spoken)
    if status:
        parts.append(
            _text(left + place.w - 10, bottom, status, size=12, anchor="end",
                  weight="bold" if not card.alive else "normal", css="status")
        )  # fmt: skip
    parts.append("</g>")
    return "".join(parts)


def _tag_svg(name: str, pid: str, counters: Mapping[str, int], place: _Place, lang: Lang) -> str:
    left = place.x - place.w / 2
    words = ", ".join(
        t("board.counters", lang, number=n, kind=counter_name(kind, lang))
        for kind, n in sorted(counters.items())
    ) or t("board.no_counters", lang)
    return (
        f'<g class="permanent" data-id="{escape(pid)}">'
        f'<rect x="{left:.1f}" y="{place.y:.1f}" width="{place.w}" height="{place.h}" rx="6" '
        f'fill="#fff8e6" stroke="{INK}" stroke-width="1.5"/>'
        + _text(place.x, place.y + 18, name, size=12, weight="bold", css="name")
        + _text(place.x, place.y + 36, words, size=12, css="counters")
        + "</g>"
    )


def _guard_svg(
    permanent: Any, place: _Place, value: int, before: int, gone: bool, lang: Lang
) -> str:
    """An attacked planeswalker (loyalty) or battle (defense) in the defenders' row."""
    left = place.x - place.w / 2
    kind = "loyalty" if "planeswalker" in permanent.card_types else "defense"
    text = t(f"board.{kind}", lang, name=permanent.label(), value=value)
    if value != before:
        text = t(f"board.{kind}_change", lang, name=permanent.label(), before=before, value=value)
    if gone:
        text += " " + t("board.to_graveyard", lang)
    dash = ' stroke-dasharray="7 5"' if gone else ""
    return (
        f'<g class="attacked" data-id="{escape(permanent.id)}" data-value="{value}">'
        f'<rect x="{left:.1f}" y="{place.y:.1f}" width="{place.w:.1f}" height="{place.h}" '
        f'rx="8" fill="#f7f7f7" stroke="{VERMILLION}" stroke-width="2"{dash}/>'
        + _text(place.x, place.y + place.h / 2 + 6, text, size=14, weight="bold")
        + "</g>"
    )


def _player_svg(
    player: str,
    place: _Place,
    life: int,
    before: int,
    gain: int,
    attacking: bool,
    lang: Lang,
    poison: int = 0,
    members: Sequence[str] = (),
) -> str:
    colour = BLUE if attacking else VERMILLION
    left = place.x - place.w / 2
    text = t("board.life", lang, player=player, life=life)
    if life != before:
        text = t("board.life_change", lang, player=player, before=before, life=life)
    if len(members) > 1:  # a Two-Headed Giant team: one shared life total (810.9)
        players = listing_and(members, lang)
        text = t("board.team", lang, players=players, life=life)
        if life != before:
            text = t("board.team_change", lang, players=players, before=before, life=life)
    parts = [
        f'<g class="player" data-player="{escape(player)}" data-life="{life}">',
        f'<rect x="{left:.1f}" y="{place.y:.1f}" width="{place.w:.1f}" height="{place.h}" '
        f'rx="8" fill="#f7f7f7" stroke="{colour}" stroke-width="2"/>',
        _text(place.x, place.y + place.h / 2 + 6, text, size=15, weight="bold"),
    ]
    if gain:
        parts.append(
            _text(left + place.w - 12, place.y + place.h / 2 + 6,
                  t("board.gain", lang, amount=gain), size=13, anchor="end", fill="#006e50",
                  weight="bold", css="gain")
        )  # fmt: skip
    if poison:  # under the box: its line has no room left on a narrow board
        parts.append(
            _text(left + 4, place.y + place.h + 17, t("board.poison", lang, poison=poison),
                  size=13, anchor="start", weight="bold", css="poison")
        )  # fmt: skip
    parts.append("</g>")
    return "".join(parts)


def _arrow_svg(
    arrow: Arrow,
    start: tuple[float, float],
    end: tuple[float, float],
    colour: str,
    bend: tuple[tuple[float, float], tuple[float, float]] | None = None,
) -> str:
    (x1, y1), (x2, y2) = start, end
    c1, c2 = bend if bend else (start, end)
    path = f"M{x1:.1f},{y1:.1f} C{c1[0]:.1f},{c1[1]:.1f} {c2[0]:.1f},{c2[1]:.1f} {x2:.1f},{y2:.1f}"
    # The head points along the curve's last tangent (end - c2), or the chord if they coincide.
    dx, dy = (x2 - c2[0], y2 - c2[1]) if bend else (x2 - x1, y2 - y1)
    norm = math.hypot(dx, dy) or 1.0
    ux, uy = dx / norm, dy / norm
    size = 13
    bx, by = x2 - ux * size, y2 - uy * size
    head = (
        f"{x2:.1f},{y2:.1f} {bx - uy * size * 0.55:.1f},{by + ux * size * 0.55:.1f} "
        f"{bx + uy * size * 0.55:.1f},{by - ux * size * 0.55:.1f}"
    )
    mx = (x1 + 3 * c1[0] + 3 * c2[0] + x2) / 8
    my = (y1 + 3 * c1[1] + 3 * c2[1] + y2) / 8
    dash = ' stroke-dasharray="3 3"' if arrow.deathtouch else ""
    css = "damage"
    if arrow.assigned:  # on the stack, not dealt yet (310.1 of 2003): a long dash
        dash, css = ' stroke-dasharray="11 6"', "damage assigned"
    return (
        f'<g class="{css}" data-source="{escape(arrow.source)}" '
        f'data-target="{escape(arrow.target)}" data-amount="{arrow.amount}">'
        f'<path d="{path}" fill="none" stroke="{colour}" stroke-width="3.5"{dash}/>'
        f'<polygon points="{head}" fill="{colour}"/>'
        f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="14" fill="#ffffff" stroke="{colour}" '
        f'stroke-width="2.5"/>'
        + _text(mx, my + 5.5, str(arrow.amount), size=15, weight="bold", css="amount")
        + "</g>"
    )


def _arrows_svg(frame: Frame, layout: _Layout, result: CombatResult) -> str:
    attacking = result.combat.players[0][0]
    controllers = {c.id: c.controller for c in result.combat.creatures}
    parts = []
    for arrow in frame.arrows:
        source = layout.places.get(arrow.source)
        target = layout.places.get(arrow.target)
        if source is None or target is None:
            continue
        colour = BLUE if controllers.get(arrow.source) == attacking else VERMILLION
        if arrow.to_player:
            lane = layout.lanes.get(arrow.source, source.x)
            start = (source.x + (source.w / 2 - 14 if lane != source.x else 0), source.y)
            # Up the attacker's lane, into the box of the player or permanent it attacks.
            x = min(max(lane, target.x - target.w / 2 + 24), target.x + target.w / 2 - 24)
            end = (x, target.y + target.h)
            bend = None
            if x != start[0]:
                bend = ((lane, source.y - 30), (x, target.y + target.h + 60))
            parts.append(_arrow_svg(arrow, start, end, colour, bend))
            continue
        upward = source.y > target.y
        # Two creatures fighting exchange two arrows: side by side, not on top of each other.
        shift = -22 if upward else 22
        offset = (target.x - source.x) * 0.0
        if upward:
            start = (source.x + shift, source.y)
            end = (target.x + shift + offset, target.y + target.h)
        elif source.y < target.y:
            start = (source.x + shift, source.y + source.h)
            end = (target.x + shift, target.y)
        else:  # same row (a creature damaging one beside it): over the top
            start, end = source.top, target.top
            bend = ((source.x, source.y - 50), (target.x, target.y - 50))
            parts.append(_arrow_svg(arrow, start, end, colour, bend))
            continue
        parts.append(_arrow_svg(arrow, start, end, colour))
    return "".join(parts)


def frame_title(result: CombatResult, key: str, lang: Lang) -> str:
    """The title of the moment ``key``; under the Sixth Edition rules a damage step's own
    moment is the damage on the stack resolving, as assigned (310.4 of 2003)."""
    if key in STACK and getattr(result.combat, "era", None) == "sixth_edition":
        return t(f"board.frame.{key}_resolves", lang)
    return t(f"board.frame.{key}", lang)


def _frame_body(result: CombatResult, frame: Frame, lang: Lang) -> tuple[str, float, float]:
    """The drawing of one snapshot (SVG elements), its width and its height."""
    heading = frame_title(result, frame.key, lang)
    # The title wraps on a narrow board (a long French one), pushing the board down: each line
    # measured in the font drawn (an SVG text is never wrapped by the browser, and what runs
    # past the viewBox is cut). The board's width does not depend on how far down it starts.
    room = _layout(result, 0).width - 2 * MARGIN
    titles = wrap_to_width(heading, TITLE_SIZE, room)
    # Every card of the moment as tall as the one with the most text (rows stay aligned).
    card_h = max((card_height(c, lang) for c in frame.cards.values()), default=CARD_H)
    layout = _layout(result, 44 + TITLE_LINE_H * max(len(titles) - 1, 0), card_h)
    attacking = result.combat.players[0][0]
    chars = int((layout.width - 2 * MARGIN) / CHAR_W)
    notes = [line for note in frame.notes for line in textwrap.wrap(note, chars)]
    if not notes and frame.key == "between":
        notes = [t("board.nothing_between", lang)]
    height = layout.height + MARGIN + (len(notes) * LINE_H + 14 if notes else 0)
    width = layout.width
    parts = [
        f'<g class="frame" data-frame="{frame.key}">',
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>',
        *(
            _text(
                MARGIN,
                28 + TITLE_LINE_H * i,
                line,
                size=TITLE_SIZE,
                anchor="start",
                weight="bold",
                css="heading",
            )
            for i, line in enumerate(titles)
        ),
    ]
    for player, members in boxes(result).items():
        place = layout.places.get(player)
        if place is None:
            continue
        parts.append(
            _player_svg(
                player,
                place,
                frame.life[player],
                frame.life_before[player],
                sum(frame.gains.get(p, 0) for p in members),
                attacking in members,
                lang,
                frame.poison.get(player, 0),
                members,
            )
        )
    for permanent in attacked(result):
        place = layout.places[permanent.id]
        value = frame.guard.get(permanent.id, 0)
        before = frame.guard_before.get(permanent.id, value)
        gone = permanent.id in frame.gone
        parts.append(_guard_svg(permanent, place, value, before, gone, lang))
    for cid, card in frame.cards.items():
        place = layout.places.get(cid)
        if place is not None:
            parts.append(_card_svg(card, place, card.controller == attacking, lang))
    for permanent in result.combat.permanents:
        place = layout.places.get(permanent.id)
        if place is not None and permanent.attached_to is not None:
            counters = frame.counters.get(permanent.id, {})
            name = printed_name(permanent.label(), lang)  # « Jitte d'Umezawa » in French
            parts.append(_tag_svg(name, permanent.id, counters, place, lang))
    parts.append(_arrows_svg(frame, layout, result))
    y = layout.height + MARGIN + 12
    for line in notes:
        parts.append(_text(MARGIN, y, line, size=13, anchor="start", css="note"))
        y += LINE_H
    parts.append("</g>")
    return "".join(parts), width, height


def _svg(body: str, width: float, height: float, label: str) -> str:
    # The board fills its container up to its own width (times --mtglearn-figure-scale, which
    # the workshop's large-text mode raises), and is never drawn smaller than its own width:
    # its smallest text stays 11 px, and a phone scrolls the board's box sideways instead.
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="mtglearn-board" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" width="100%" '
        f'style="min-width:{width:.0f}px;'
        f'max-width:calc({width:.0f}px * var(--mtglearn-figure-scale,1));height:auto;{FONT}" '
        f'role="img" aria-label="{escape(label)}">{body}</svg>'
    )


def frame_svg(result: CombatResult, frame: Frame, lang: str | None = None) -> str:
    """One snapshot as an ``<svg>`` element."""
    language = resolve_lang(lang)
    body, width, height = _frame_body(result, frame, language)
    return _svg(body, width, height, frame_title(result, frame.key, language))


def board_svg(result: CombatResult, lang: str | None = None, step: str | None = None) -> str:
    """The board of ``result`` as one ``<svg>``: one snapshot (``step``, one of
    :data:`FRAMES` that happened, else a ScenarioError naming them and, for a step of another
    combat, saying why it is not in this one: :func:`missing_reason`) or, by default, every
    snapshot one under the other."""
    language = resolve_lang(lang)
    shots = frames(result, language)
    if step is not None:
        step = _happened_step(result, shots, step, language)
        return frame_svg(result, next(f for f in shots if f.key == step), language)
    parts: list[str] = []
    y = 0.0
    width = 0.0
    for shot in shots:
        body, w, h = _frame_body(result, shot, language)
        parts.append(f'<g transform="translate(0,{y:.0f})">{body}</g>')
        y += h + 10
        width = max(width, w)
    return _svg("".join(parts), width, y - 10, t("board.title", language))


def _missing(result: CombatResult, keys: Sequence[str]) -> str | None:
    """Why some of the :data:`FRAMES` are not among ``keys`` (the snapshots of ``result``), as
    the end of a catalog key; None when all four happened.

    The engine leaves a step out for three reasons only: no attacking or blocking creature has
    first strike or double strike as combat damage begins, so there is one combat damage step
    and nothing between two steps (510.4); the game ended, which stops the combat at once
    (104.2a: in the first-strike step, between the steps, or before any combat damage); no
    creature attacked, so there is no combat damage step (508.8)."""
    if "first_strike" in keys:
        return None if "regular" in keys else f"game_over.{keys[-1]}"
    if "regular" in keys:
        return "no_first_strike"
    if any(event["type"] == "no_attackers" for event in result.events):
        return "no_attackers"
    return "game_over.blockers"


def missing_reason(result: CombatResult, lang: str | None = None) -> str | None:
    """Why some of the :data:`FRAMES` are not snapshots of ``result``, in ``lang`` (510.4,
    104.2a, 508.8: see :func:`_missing`); None when all four happened."""
    language = resolve_lang(lang)
    why = _missing(result, [f.key for f in frames(result, language)])
    return None if why is None else t(f"board.missing.{why}", language)


def _happened_step(result: CombatResult, shots: Sequence[Frame], step: str, lang: Lang) -> str:
    """``step`` if it is one of ``shots``; else a ScenarioError on the field ``step``: a step
    of :data:`FRAMES` that did not happen in this combat says why (never the closest step in
    its place: a board that showed another step under the name asked for would mislead)."""
    from mtglearn.base.errors import ScenarioError, worded_in
    from mtglearn.base.validate import choice, listing

    keys = tuple(f.key for f in shots)
    like = step
    if step in STACK_FRAMES and step not in keys:
        # Combat damage uses the stack only under the Sixth Edition rules (310.1 of 2003);
        # there, the reason its step is missing says why.
        if getattr(result.combat, "era", None) != "sixth_edition":
            raise ScenarioError(
                "board.error.not_happened.no_stack", "step", lang, value=step, allowed=listing(keys)
            )
        like = STACK_FRAMES[step]
    why = _missing(result, keys)
    if like in FRAMES and why is not None and like not in keys:
        raise ScenarioError(
            f"board.error.not_happened.{why}", "step", lang, value=step, allowed=listing(keys)
        )
    with worded_in(lang):
        return choice(step, keys, "step")


def frame_img(result: CombatResult, frame: Frame, lang: str | None = None) -> str:
    """One snapshot as an ``<img>`` holding the SVG (a ``data:`` URI).

    Notebook viewers sanitise the HTML of a notebook they do not trust (JupyterLab opening a
    committed notebook, GitHub): an inline ``<svg>`` is removed, an image is kept. The
    notes under the board are the image's text alternative."""
    language = resolve_lang(lang)
    body, width, height = _frame_body(result, frame, language)
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" style="{FONT}">{body}</svg>'
    )
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    alt = " ".join([frame_title(result, frame.key, language), *frame.notes])
    return (
        f'<img class="mtglearn-board-img" data-frame="{frame.key}" '
        f'src="data:image/svg+xml;base64,{data}" width="{width:.0f}" alt="{escape(alt)}" '
        f'style="width:min(100%,{BOARD_SHOWN}px);height:auto;vertical-align:top;'
        f'margin:0 6px 8px 0">'
    )


def board_html(result: CombatResult, lang: str | None = None, step: str | None = None) -> str:
    """Every snapshot (or only ``step``) as an image, side by side while the page is wide
    enough (two on a laptop, one under the other on a phone), for HTML outputs (see
    :func:`frame_img`)."""
    language = resolve_lang(lang)
    shots = frames(result, language)
    if step is not None:
        step = _happened_step(result, shots, step, language)
        shots = [f for f in shots if f.key == step]
    images = "".join(frame_img(result, shot, language) for shot in shots)
    return f'<div class="mtglearn-board-steps">{images}</div>'


__all__ = [
    "FRAMES",
    "STACK_FRAMES",
    "Arrow",
    "Card",
    "Frame",
    "board_html",
    "board_svg",
    "boxes",
    "frame_img",
    "frame_svg",
    "frame_title",
    "frames",
    "missing_reason",
]
