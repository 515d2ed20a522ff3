"""The deciding facts of a combat said in words (:mod:`mtglearn.teach.exercises.deciding`): each
fact as a clause ending with its rule numbers, and the hint that points at it.

A fact's sentence is the catalog message ``deciding.fact.<variant>``: its kind, shaped by the
case (``_both`` when the same thing happens in both steps, ``_divided`` among several blockers,
``trample_none`` when nothing is left over for the player...); its hint is
``deciding.hint.<kind>``. Names carry their French grammar (« l'attaquante », « le Champion de
la crypte »), so a French clause agrees with whatever creature it is about.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mtglearn.base.i18n import Lang, has, t
from mtglearn.base.i18n.grammar import listing_and, listing_fr
from mtglearn.teach.exercises.case_facts import (
    BEFORE_DAMAGE,
    BETWEEN_STEPS,
    BOTH,
    DAMAGE_KINDS,
    FIRST,
    REGULAR,
    Case,
    Fact,
    amount_of,
)
from mtglearn.words.keywords import display, keyword_name


def _when(fact: Fact, case: Case) -> str:
    step = fact.step
    if step == FIRST:
        return t("deciding.when.first_strike", case.lang)
    if step == REGULAR:
        if fact.values.get("again"):
            return t("deciding.when.again", case.lang)
        return t("deciding.when.regular", case.lang) if FIRST in case.steps else ""
    if step in (BEFORE_DAMAGE, BETWEEN_STEPS):
        return t(f"deciding.when.{step}", case.lang)
    return ""


def _division(assigned: Mapping[str, int], case: Case) -> str:
    """« 2 à la créature B et 2 à la créature C » / "2 to B and 2 to C"."""
    shares = [
        t("deciding.share", case.lang, amount=n, target=case.name(k)) for k, n in assigned.items()
    ]
    return listing_and(shares, case.lang) if case.lang == "en" else _and_fr(shares)


def _and_fr(items: list[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " et " + items[-1]


def _names(ids: Iterable[str], case: Case) -> str:
    names = [case.name(i) for i in ids]
    if case.lang == "fr":
        return listing_fr(names)
    return listing_and(names, case.lang)


def _times(n: int, lang: Lang) -> str:
    """« une fois », « deux fois », "3 times"."""
    key = {1: "deciding.once", 2: "deciding.twice"}.get(n, "deciding.times")
    return t(key, lang, n=n)


def _change(power: int, toughness: int, lang: Lang) -> str:
    def signed(n: int) -> str:
        if n >= 0:
            return f"+{n}"
        return ("\u2212" if lang == "fr" else "-") + str(-n)

    return f"{signed(power)}/{signed(toughness)}"


def _params(fact: Fact, case: Case) -> dict[str, Any]:
    """What a fact's sentence or hint is formatted with."""
    values = fact.values
    params: dict[str, Any] = {
        "rules": ", ".join(fact.rules),
        "when": _when(fact, case),
        "creature": case.name(fact.actor) if fact.actor is not None else "",
    }
    amounts = fact.amounts or ((amount_of(fact),) if fact.kind in DAMAGE_KINDS else ())
    if amounts:
        params["amount"] = amounts[0]
    if fact.step == BOTH and len(amounts) == 2:
        params.update(first=amounts[0], second=amounts[1], total=sum(amounts))
    if fact.kind in DAMAGE_KINDS:
        # What an attacker attacks (a player, a planeswalker, a battle) is the target of the
        # sentences about reaching it; a creature dealt damage is the target of the others.
        attacked = case.attacks.get(str(fact.actor))
        targets = [k for k in fact.assigned if k != attacked and k not in case.players]
        if fact.kind in ("unblocked", "trample", "trample_gone") and attacked is not None:
            params["target"] = case.name(attacked)
        else:
            params["target"] = case.name(targets[0] if targets else str(attacked or ""))
        params["division"] = _division({k: fact.assigned[k] for k in targets}, case)
        if fact.kind == "trample":
            blockers = values["blockers"]
            params["blockers"] = _names(blockers, case)
            # « à la créature B1 et à la créature B2 »: French repeats its preposition.
            params["to_blockers"] = (
                listing_fr([case.name(i) for i in blockers], "au")
                if case.lang == "fr"
                else "to " + _names(blockers, case)
            )
            lethal = {b: values["lethal"][b] for b in blockers}
            if len(blockers) > 1:
                params["lethal"] = _division(lethal, case)
            else:
                # 702.19b: damage already marked counts toward lethal damage.
                marked = values["marked"].get(blockers[0], 0) if blockers else 0
                # 702.19b: so does damage other creatures assign to it in the same step.
                others = values.get("others", {}).get(blockers[0], 0) if blockers else 0
                amount = sum(lethal.values())
                said = ("_marked" if marked else "") + ("_others" if others else "")
                params["lethal"] = (
                    t(
                        f"deciding.lethal{said}",
                        case.lang,
                        amount=amount,
                        marked=marked,
                        others=others,
                    )
                    if said and not values["deathtouch"]
                    else amount
                )
            params["rest"] = values["rest"]
            if len(blockers) == 1:
                params["blocker"] = case.name(blockers[0])
                params["marked"] = values["marked"].get(blockers[0], 0)
    elif "player" in values:
        params["player"] = case.name(str(values["player"]))
    if fact.kind == "prevented":
        params["target"] = case.name(values["target"])
        params["source"] = case.name(str(fact.actor))
        quality = values.get("quality")
        params["protection"] = display(f"protection from {quality}", case.lang) if quality else ""
    if fact.kind == "dies":
        reason = values["reason"].replace(".", "_")
        key = f"combat.reason.{reason}"
        params["reason"] = (
            t(key, case.lang, creature=params["creature"]) if has(key) else values["reason"]
        )
    if fact.kind in ("pump", "activation"):
        params["change"] = _change(values["power"], values["toughness"], case.lang)
        params["new_power"], params["new_toughness"] = values["new_power"], values["new_toughness"]
        if fact.kind == "activation":
            params["source"] = case.name(values["source"])
            params["times"] = _times(fact.amounts[0], case.lang)
    if fact.kind == "trigger_counters":
        params["source"] = case.name(str(fact.actor))
        params["counter"] = values["counter"]
        equipped = case.attached.get(str(fact.actor))
        params["creature"] = case.name(equipped) if equipped else params["source"]
    if fact.kind in ("gains", "loses"):
        params["keyword"] = keyword_name(values["keyword"], case.lang)
    if fact.kind == "exalted":
        params["new_power"], params["new_toughness"] = values["new_power"], values["new_toughness"]
    if fact.kind == "survives":
        params["damage"], params["toughness"] = values["damage"], values["toughness"]
    if fact.kind == "kept_from":
        params["target"] = case.name(case.attacks.get(str(fact.actor), ""))
    if fact.kind == "no_power":
        params["power"] = values.get("power")
    return params


def clause(fact: Fact, case: Case) -> str:
    """One fact as a clause ending with its rule numbers (empty for a fact with no sentence)."""
    key = f"deciding.fact.{_variant(fact)}"
    if not has(key):
        return ""
    return t(key, case.lang, **_params(fact, case))


def _variant(fact: Fact) -> str:
    """The catalog message of a fact: its kind, and how the case shapes the sentence."""
    kind, values = fact.kind, fact.values
    if fact.step == BOTH:
        return f"{kind}_both"
    if kind in ("blocked", "blocking") and len(fact.assigned) > 1:
        return f"{kind}_divided"
    if kind == "trample":
        if values["rest"] and not values["to_blockers"] and len(values["blockers"]) == 1:
            return "trample_marked"
        if values["rest"]:
            if values["deathtouch"]:
                return "trample_deathtouch"
            return "trample" if values["exact"] else "trample_at_least"
        if values["to_blockers"] <= sum(values["lethal"].values()):
            return "trample_none"
        return "trample_chosen"
    if kind == "dies" and values.get("before_striking"):
        return "dies_before_striking"
    if kind == "leaves":
        return f"leaves_{values['how']}"
    if kind == "activation" and fact.amounts[0] == 1:
        return "activation_once"
    if kind == "survives" and values.get("why") == "indestructible":
        return "survives_indestructible" + ("_deathtouch" if values["cause"] == "704.5h" else "")
    if kind == "survives" and not values["damage"]:
        return "survives_unhurt"
    if kind == "prevented" and not values.get("quality"):
        return "prevented_other"
    return kind


def hint(fact: Fact, case: Case) -> str:
    """What to look at about ``fact`` after a first wrong answer (never the answer)."""
    return t(f"deciding.hint.{fact.hint_kind}", case.lang, **_params(fact, case))


__all__ = ["clause", "hint"]
