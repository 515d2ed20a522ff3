"""Narration of an initiative outcome, event by event, in the reader's language.

Every line comes from the catalog (``initiative.toml``). In French the first mention of the
initiative says that it is the player designation of rule 726, not the first strike keyword
(both are "initiative" in French).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from mtglearn.base.i18n import Lang, t
from mtglearn.base.i18n.grammar import Gender, Name, listing_and
from mtglearn.base.i18n.names import name_of
from mtglearn.base.validate import listing
from mtglearn.rules.initiative.dungeons import dungeons

#: The French gender of the AFR dungeons' printed names (« la Tombe de l'Annihilation »);
#: Undercity's, « Les Souterrains », is in the card names (its own article, a plural).
_FRENCH_GENDER: Final[dict[str, Gender]] = {
    "Tomb of Annihilation": "f",
    "Lost Mine of Phandelver": "f",
    "Dungeon of the Mad Mage": "m",
}


def _dungeon(name: object, lang: Lang) -> str:
    """A dungeon in the narration; in French with its article: « la Mine oubliée de
    Phancreux est mise… », « dans Les Souterrains », « du Donjon du Mage Dément »."""
    for dungeon in dungeons():
        if dungeon.name == name:
            shown = dungeon.display(lang)
            if lang != "fr":
                return shown
            known = name_of(dungeon.name, "fr")
            if known.article == "own":
                return known
            return Name(shown, _FRENCH_GENDER.get(dungeon.name, "m"), "le")
    return str(name)


def _room(dungeon: object, room: object, lang: Lang) -> str:
    for candidate in dungeons():
        if candidate.name == dungeon and candidate.has_room(str(room)):
            return candidate.room(str(room)).display(lang)
    return str(room)


def _card(card: object, lang: Lang) -> Name:
    """A card or creature of the scenario, printed in ``lang`` with its French grammar."""
    return name_of(str(card), lang)


def _target(target: object, lang: Lang) -> Name:
    if target is None:
        # « une créature » already has its article.
        return Name(t("initiative.narrate.unnamed_creature", lang), "f")
    return _card(target, lang)


class _Narrator:
    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self.named_initiative = False

    def initiative(self) -> str:
        """ "the initiative"; in French, the first time, with "(désignation, 726)"."""
        key = "initiative.term.again" if self.named_initiative else "initiative.term.first"
        self.named_initiative = True
        return t(key, self.lang)

    def line(self, e: Mapping[str, Any]) -> str | None:
        lang = self.lang
        kind = e["type"]
        if kind == "turn":
            return t("initiative.narrate.turn", lang, player=e["player"])
        if kind == "upkeep":
            key = "upkeep_holder" if e["triggered"] else "upkeep_other"
            return t(
                f"initiative.narrate.{key}", lang, player=e["player"], initiative=self.initiative()
            )
        if kind == "take_initiative":
            if e["rule"] == "726.4":
                key = "take_leave"
            elif e["again"]:
                key = "take_again"
            elif e["previous"] is None:
                key = "take_first"
            else:
                key = "take_from"
            return t(
                f"initiative.narrate.{key}",
                lang,
                player=e["player"],
                previous=e["previous"],
                initiative=self.initiative(),
            )
        if kind == "venture":
            common = {
                "player": e["player"],
                "into": t(f"initiative.into.{e['into']}", lang),
                "dungeon": _dungeon(e["dungeon"], lang),
                "room": _room(e["dungeon"], e["room"], lang),
            }
            if e["started"]:
                return t("initiative.narrate.venture_start", lang, rule=e["rule"], **common)
            key = "venture_branch" if e.get("chosen") else "venture_move"
            return t(
                f"initiative.narrate.{key}",
                lang,
                from_room=_room(e["dungeon"], e["from_room"], lang),
                **common,
            )
        if kind == "complete":
            key = "complete_venture" if e["via"] == "venture" else "complete_sba"
            return t(
                f"initiative.narrate.{key}",
                lang,
                player=e["player"],
                dungeon=_dungeon(e["dungeon"], lang),
            )
        if kind == "room_ability":
            return t(
                "initiative.narrate.room_ability",
                lang,
                room=_room(e["dungeon"], e["room"], lang),
                player=e["player"],
                text=t(e["text"], lang),
            )
        if kind == "life":
            n = abs(int(e["amount"]))
            if e["amount"] >= 0:
                return t(
                    "initiative.narrate.life_gain", lang, player=e["player"], n=n, life=e["life"]
                )
            if e.get("unless"):  # « P2 ne se défausse pas d'une carte et perd 2 points de vie »
                refused = t(f"initiative.unless_not.{e['unless']}", lang)
                return t(
                    "initiative.narrate.life_loss_unless",
                    lang,
                    player=e["player"],
                    refused=refused,
                    n=n,
                    life=e["life"],
                )
            return t("initiative.narrate.life_loss", lang, player=e["player"], n=n, life=e["life"])
        if kind == "paid_instead":
            return t(
                "initiative.narrate.paid_instead",
                lang,
                player=e["player"],
                alternative=t(f"initiative.unless.{e['unless']}", lang),
            )
        if kind == "counters":
            return t(
                "initiative.narrate.counters",
                lang,
                player=e["player"],
                n=e["n"],
                kind=e["kind"],
                target=_target(e["target"], lang),
            )
        if kind == "token":
            return t(
                "initiative.narrate.token",
                lang,
                player=e["player"],
                n=e["n"],
                token=t(f"initiative.token.{e['token']}", lang, n=e["n"]),
            )
        if kind == "goad":
            return t(
                "initiative.narrate.goad",
                lang,
                player=e["player"],
                target=_target(e["target"], lang),
            )
        if kind == "target_effect":
            return t(
                "initiative.narrate.target_effect",
                lang,
                target=_target(e["target"], lang),
                effect=t(f"initiative.effect.{e['effect']}", lang),
            )
        if kind in ("library", "other_effect"):
            action = t(f"initiative.action.{e['action']}", lang, n=e.get("n", ""))
            return t(f"initiative.narrate.{kind}", lang, player=e["player"], action=action)
        if kind == "combat_damage":
            sources = listing_and(e["from"], lang)
            if not e["triggered"]:
                key = "damage_other"
            elif len(e["from"]) > 1:
                key = "damage_holder_team"
            else:
                key = "damage_holder"
            return t(
                f"initiative.narrate.{key}",
                lang,
                to=e["to"],
                order=listing(e["order"]),
                initiative=self.initiative(),
                **{"from": sources},
            )
        if kind == "combat":
            attacks = ", ".join(
                f"{_card(e['names'].get(a, a), lang):le} → {p}" for a, p in e["attacks"].items()
            )
            return t("initiative.narrate.combat", lang, attacking=e["attacking"], attacks=attacks)
        if kind == "combat_step":
            parts = [
                t(
                    "initiative.narrate.combat_step_damage",
                    lang,
                    to=d["to"],
                    amount=d["amount"],
                    **{"from": d["from"]},
                )
                for d in e["damage"]
            ] or [t("initiative.narrate.combat_step_none", lang)]
            return t(
                "initiative.narrate.combat_step",
                lang,
                step=t(
                    "initiative.narrate.step.only"
                    if e.get("rule") == "510.1"
                    else f"initiative.narrate.step.{e['step']}",
                    lang,
                ),
                damage=(" ; " if lang == "fr" else "; ").join(parts),
            )
        if kind == "combat_life":
            # « 15 points de vie, soit 5 de moins »: one parenthesis only, the rule's.
            gained = "_gained" if e["amount"] > 0 else ""
            # After the whole combat, or after one of its two combat damage steps (510.4).
            after = {"first_strike": "_first_strike", "regular": "_regular"}.get(
                e.get("after", "combat"), ""
            )
            return t(
                f"initiative.narrate.combat_life{after}{gained}",
                lang,
                player=e["player"],
                life=e["life"],
                change=abs(e["amount"]),
            )
        if kind == "loses":
            key = "loses_before_blockers" if e.get("moment") == "before_blockers" else "loses"
            return t(f"initiative.narrate.{key}", lang, player=e["player"], life=e["life"])
        if kind == "leave":
            return t("initiative.narrate.leave", lang, player=e["player"])
        if kind == "game_over":
            return t("initiative.narrate.game_over", lang, winner=e["winner"])
        if kind == "enters":
            return t(
                "initiative.narrate.enters",
                lang,
                card=_card(e["card"], lang),
                controller=e["controller"],
            )
        if kind == "hit_exile":
            # Several opponents' Adventurers: one replacement applies, chosen by the dying
            # creature's controller (616.1); the creature is exiled once, with one counter.
            several = len(e["by"]) > 1
            return t(
                "initiative.narrate.hit_exile_choice"
                if several
                else "initiative.narrate.hit_exile",
                lang,
                creature=_card(e["creature"], lang),
                by=listing_and(e["by"], lang),
                controller=e["controller"],
                owner=e["owner"],
                count=e["count"],
            )
        if kind == "dies":
            return t(
                "initiative.narrate.dies",
                lang,
                creature=_card(e["creature"], lang),
                controller=e["controller"],
            )
        if kind == "attack_trigger":
            if not e["triggered"]:
                return t(
                    "initiative.narrate.attack_no_trigger",
                    lang,
                    controller=e["controller"],
                    defending=e["defending"],
                )
            return t(
                "initiative.narrate.attack_trigger",
                lang,
                controller=e["controller"],
                defending=e["defending"],
                n=e["hit_exile"],
            )
        return None


def narrate(outcome: Mapping[str, Any], lang: Lang) -> list[str]:
    """The step-by-step story of an initiative outcome, from its ``events``."""
    narrator = _Narrator(lang)
    lines = [
        t(
            "initiative.narrate.players",
            lang,
            players=listing(outcome["players"]),
            initiative=narrator.initiative(),
        )
    ]
    for event in outcome["events"]:
        line = narrator.line(event)
        if line is not None:
            lines.append(line)
    for waiting in outcome.get("pending", []):
        lines.append(
            t(
                "initiative.narrate.pending",
                lang,
                room=_room(waiting["dungeon"], waiting["room"], lang),
                player=waiting["player"],
            )
        )
    holder = outcome["initiative"]
    if holder is None:
        lines.append(t("initiative.narrate.nobody_end", lang))
    else:
        lines.append(t("initiative.narrate.holder_end", lang, player=holder))
    return lines


def narrate_event(event: Mapping[str, Any], lang: Lang) -> str | None:
    """One event of an initiative outcome in words, as the story says it (an exercise's key
    quotes the events that decide its answer)."""
    narrator = _Narrator(lang)
    narrator.named_initiative = True  # the key is read after the story: « l'initiative »
    return narrator.line(event)


__all__ = ["narrate", "narrate_event"]
