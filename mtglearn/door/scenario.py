"""The scenario format's two entry points: ``resolve_scenario`` (dict in, dict out) and
``load`` (a dict, a JSON string or a file in; an outcome that narrates and draws itself out).

A scenario names its ``kind`` (``combat`` when absent; ``initiative``, ``amplify``,
``face_down``); each kind is resolved by the rules module of that kind, which provides
``resolve(data, lang) -> dict`` (the outcome as plain JSON data, with an ``events`` list of
structured events carrying rule numbers), and told by its words in :mod:`mtglearn.words`
(``narrate(outcome, lang) -> list[str]``). The modules of a kind are imported only when a
scenario of that kind is first resolved, which keeps ``import mtglearn`` light. The format
itself is documented in ``docs/scenario-format.md``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Final

from mtglearn.base.errors import ScenarioError, worded_in
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n import get_lang as _current_lang
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.validate import MAX_BYTES, MAX_DEPTH, depth_within, obj
from mtglearn.door.kinds import KINDS, rules_of, scenario_kind, story_of
from mtglearn.door.outcome import (
    AmplifyOutcome,
    CombatOutcome,
    FaceDownOutcome,
    InitiativeOutcome,
    Outcome,
)

OutcomeData = dict[str, Any]


def _language(lang: str | None) -> Lang:
    if lang == "en":
        return "en"
    if lang == "fr":
        return "fr"
    return _current_lang() if lang is None else resolve_lang(lang)


def resolve_scenario(data: Mapping[str, Any], lang: str | None = None) -> OutcomeData:
    """Resolve a scenario (a dict in the scenario format) into its outcome, as plain data.

    The input is never mutated and the outcome shares no object with it, nor with any other
    outcome. A scenario the rules don't allow raises :class:`~mtglearn.ScenarioError` naming
    the field and what is allowed, in ``lang`` (default: the current language)."""
    language = _language(lang)
    kind = scenario_kind(data, language)
    resolve: Callable[[Mapping[str, Any], Lang], OutcomeData] = rules_of(kind).resolve
    try:
        return resolve(data, language)
    except ScenarioError as error:
        # The rules raise it with its key, field and parameters: worded here, in ``lang``.
        error.speak(language)
        raise
    except RecursionError:
        # Data nested deeper than Python can walk: the same one-line error as the command
        # line's depth limit (MAX_DEPTH), rather than a traceback.
        raise ScenarioError("error.too_deep", "scenario", language, limit=MAX_DEPTH) from None


def narrate(outcome: Mapping[str, Any], lang: str | None = None) -> list[str]:
    """The step-by-step narration of an outcome (from ``resolve_scenario``), in ``lang``."""
    language = resolve_lang(lang)
    return story_of(scenario_kind(outcome, language))(outcome, language)


def examples() -> list[str]:
    """The names of the example scenarios shipped with the course (``load`` takes a name)."""
    folder = resources.files("mtglearn.data") / "scenarios"
    return sorted(e.name for e in folder.iterdir() if e.name.endswith(".json"))


def read(
    source: Mapping[str, Any] | str | os.PathLike[str], lang: str | None = None
) -> dict[str, Any]:
    """A scenario as plain data, from a dict, a JSON string, the path of a JSON file, or the
    name of a shipped example (:func:`examples`). An unreadable source is a
    :class:`~mtglearn.ScenarioError` naming the file and why, never a raw ``OSError`` or JSON
    traceback; the data is not mutated or copied when it is a dict already."""
    language = _language(lang)
    if isinstance(source, Mapping):
        return dict(source)
    if isinstance(source, str) and source.lstrip().startswith("{"):
        where, text = "scenario", source
    else:
        path = Path(source)
        shipped = resources.files("mtglearn.data") / "scenarios" / path.name
        found = path if path.exists() or not shipped.is_file() else shipped
        where = str(path)
        try:
            with found.open("rb") as handle:
                raw = handle.read(MAX_BYTES + 1)
            text = raw.decode("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ScenarioError(_unreadable(exc), where, language) from None
        if len(raw) > MAX_BYTES:
            raise ScenarioError("error.too_large", where, language, limit=MAX_BYTES)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        reason = t(_json_reason(exc.msg), "en"), t(_json_reason(exc.msg), "fr")
        raise ScenarioError(
            "error.bad_json" if where != "scenario" else "error.bad_json_text",
            where,
            language,
            reason=Spoken(*reason),
            line=exc.lineno,
            column=exc.colno,
        ) from None
    except RecursionError:
        raise ScenarioError("error.too_deep", where, language, limit=MAX_DEPTH) from None
    with worded_in(language):
        depth_within(data)
        return dict(obj(data, "scenario"))


def _unreadable(exc: Exception) -> str:
    """The catalog key that says why a file can't be read, never Python's English name of it."""
    if isinstance(exc, FileNotFoundError):
        return "error.not_found"
    if isinstance(exc, IsADirectoryError):
        return "error.is_folder"
    if isinstance(exc, UnicodeDecodeError):
        return "error.not_utf8"
    return "error.unreadable"


#: What :mod:`json` says (in English) → the catalog's words for it.
_JSON_REASONS: Final = (
    ("Expecting value", "json_reason.value"),
    ("Expecting property name", "json_reason.property"),
    ("Expecting ',' delimiter", "json_reason.comma"),
    ("Expecting ':' delimiter", "json_reason.colon"),
    ("Unterminated string", "json_reason.string"),
    ("Invalid control character", "json_reason.control"),
    ("Invalid \\escape", "json_reason.escape"),
    ("Invalid \\u", "json_reason.escape"),
    ("Extra data", "json_reason.extra"),
)


def _json_reason(message: str) -> str:
    found = (key for start, key in _JSON_REASONS if message.startswith(start))
    return next(found, "json_reason.other")


def load(source: Mapping[str, Any] | str | os.PathLike[str], lang: str | None = None) -> Outcome:
    """Resolve a scenario of any kind and give back its outcome, which narrates and draws itself.

    ``source`` is a dict in the scenario format, a JSON string, the path of a JSON file, or
    the name of an example shipped with the course (:func:`examples`).
    The outcome's ``to_dict()`` is what :func:`resolve_scenario` returns for the same
    scenario; ``narrate()`` tells it in the current language (or ``lang``); as the last
    expression of a notebook cell it shows its picture (a combat board, a table) and its
    story.

    >>> import mtglearn
    >>> outcome = mtglearn.load({"players": ["P1", "P2"],
    ...     "creatures": [{"id": "A", "controller": "P1", "power": 2, "toughness": 2,
    ...                    "keywords": ["double strike"]}],
    ...     "attacks": {"A": "P2"}}, lang="en")
    >>> outcome.life
    {'P1': 20, 'P2': 16}
    """
    language = _language(lang)
    data = read(source, language)
    kind = scenario_kind(data, language)
    if kind == "combat":
        from mtglearn.rules.combat.engine import Combat

        return CombatOutcome(
            data, Combat.from_scenario(data, language).resolve(language, snapshots=True)
        )
    outcome = resolve_scenario(data, language)
    kinds: dict[str, type[Outcome]] = {
        "initiative": InitiativeOutcome,
        "amplify": AmplifyOutcome,
        "face_down": FaceDownOutcome,
    }
    return kinds[kind](data, outcome, language)


__all__ = [
    "KINDS",
    "OutcomeData",
    "examples",
    "load",
    "narrate",
    "read",
    "resolve_scenario",
    "scenario_kind",
]
