"""The bilingual catalog: every user-facing string of mtglearn, in English and French.

Why a small TOML catalog rather than gettext: the course has exactly two languages that must
stay equal, and the code refers to messages by stable *keys* (``"combat.step.first_strike"``),
not by English sentences. A key-based catalog in TOML is read by the standard library
(``tomllib``), keeps both languages of a message side by side in one reviewable file, and lets
a test prove that no key exists in one language only and that both use the same placeholders.
gettext's ``.po`` files are keyed by source sentences, need a compile step for ``.mo`` files,
and would split each message across two files that drift apart silently.

Catalog files live in ``mtglearn/base/i18n/catalog/`` (one per rule area); each table is a key with
an ``en`` and an ``fr`` string, formatted with :meth:`str.format` placeholders.
"""

from __future__ import annotations

import json
import string
import tomllib
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from typing import Final, Literal, cast

from mtglearn.base.i18n.grammar import (
    GRAMMAR_SPECS,
    Name,
    Spoken,
    as_name,
    continued,
    french_typography,
)

Lang = Literal["en", "fr"]
LANGS: Final[tuple[Lang, ...]] = ("en", "fr")

_current: Lang = "en"

# Called with (key, lang, text) for every message formatted; empty unless someone listens (the
# test suite does, to check the grammar of every French narration line it produces).
_observers: list[Callable[[str, Lang, str], None]] = []


def observe(callback: Callable[[str, Lang, str], None]) -> Callable[[], None]:
    """Call ``callback(key, lang, text)`` for every message :func:`t` formats; returns the
    function that stops it."""
    _observers.append(callback)
    return lambda: _observers.remove(callback)


def check_lang(lang: object) -> Lang:
    """Return ``lang`` as a supported language, or raise a bilingual ``ValueError``."""
    if lang in LANGS:
        return lang
    raise ValueError(
        f"lang: {lang!r} is not a supported language; allowed: en, fr"
        f" / langue {lang!r} non prise en charge ; valeurs permises : en, fr"
    )


def set_lang(lang: str) -> None:
    """Set the default language of messages, narration and tables (``"en"`` or ``"fr"``)."""
    global _current
    _current = check_lang(lang)


def get_lang() -> Lang:
    """The default language set by :func:`set_lang` (English until changed)."""
    return _current


def resolve_lang(lang: str | None) -> Lang:
    """``lang`` if given, else the default language."""
    return _current if lang is None else check_lang(lang)


@cache
def catalog() -> Mapping[str, Mapping[Lang, str]]:
    """Every message of every catalog file, by key (read once)."""
    merged: dict[str, dict[Lang, str]] = {}
    folder = resources.files("mtglearn.base.i18n") / "catalog"
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".toml"):
            continue
        data = tomllib.loads(entry.read_text(encoding="utf-8"))
        for key, texts in _flatten(data):
            if key in merged:
                raise RuntimeError(f"catalog key {key!r} is defined twice ({entry.name})")
            merged[key] = texts
    return merged


def _flatten(table: Mapping[str, object], prefix: str = "") -> list[tuple[str, dict[Lang, str]]]:
    """Turn nested TOML tables into dotted keys; a table holding ``en``/``fr`` is a message."""
    out: list[tuple[str, dict[Lang, str]]] = []
    for name, value in table.items():
        key = f"{prefix}{name}"
        if not isinstance(value, Mapping):
            raise RuntimeError(f"catalog entry {key!r} must be a table with en and fr")
        if any(isinstance(v, str) for v in value.values()):
            out.append((key, {cast(Lang, k): str(v) for k, v in value.items()}))
        else:
            out.extend(_flatten(value, key + "."))
    return out


class _Formatter(string.Formatter):
    """``str.format`` plus plurals: ``{n:plural:card:cards}`` picks the form that fits ``n``.

    English uses the singular for exactly 1; French for 0 and 1 ("0 marqueur", "1 marqueur",
    "2 marqueurs"), so messages never need the clumsy "marqueur(s)".
    """

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, Spoken):
            value = value.in_lang(self.lang)  # each language says it its own way
        if format_spec == "q":
            return quote(value, self.lang)
        if format_spec == "suite":
            # A sentence going on after a colon: « Refusé : l'entretien… » (grammar.continued).
            return continued(str(value), self.lang)
        if format_spec in GRAMMAR_SPECS or format_spec.startswith("v:"):
            # A name's grammatical form: {creature:le} → « le Champion de la crypte » (grammar.py).
            return as_name(value).form(format_spec, self.lang)
        if lang_number := _french_negative(value, format_spec, self.lang):
            return lang_number
        if format_spec.startswith("plural:"):
            singular, plural = format_spec.removeprefix("plural:").split(":", 1)
            count = abs(int(value))  # type: ignore[call-overload]
            one = count < 2 if self.lang == "fr" else count == 1
            return singular if one else plural
        return format(value, format_spec)


def _french_negative(value: object, spec: str, lang: Lang) -> str | None:
    """A negative whole number in French prose takes a real minus sign: « −4 points de vie »
    (U+2212, docs/style-fr.md §4); a value the user wrote is quoted as written (``{value:q}``)."""
    if (
        lang == "fr"
        and not spec
        and isinstance(value, int)
        and not isinstance(value, bool)
        and value < 0
    ):
        return "\u2212" + str(-value)
    return None


def quote(value: object, lang: str) -> str:
    """A value the user wrote, in the quotes of ``lang``: « deux » in French (never Python's
    'deux'), "deux" in English. Catalog messages ask for it with ``{value:q}``."""
    quoted_text = getattr(value, "quoted_text", None)
    if callable(quoted_text):
        text = str(quoted_text())
    elif isinstance(value, str):
        text = value
    else:
        text = json.dumps(value, ensure_ascii=False, default=str)
    return f"« {text} »" if lang == "fr" else f'"{text}"'


def t(key: str, lang: str | None = None, /, **params: object) -> str:
    """The message ``key`` in ``lang`` (default: :func:`get_lang`), formatted with ``params``."""
    texts = catalog().get(key)
    if texts is None:
        raise KeyError(f"no message {key!r} in the mtglearn catalog")
    language = resolve_lang(lang)
    text = _Formatter(language).format(texts[language], **params)
    # French no-break spaces are applied here, once, so no message types them by hand.
    text = french_typography(text) if language == "fr" else text
    for callback in _observers:
        callback(key, language, text)
    return text


def has(key: str) -> bool:
    """Whether the catalog has a message ``key``."""
    return key in catalog()


@cache
def glossary() -> tuple[Mapping[str, str], ...]:
    """The glossary of official terms: one mapping per term with ``en``, ``fr``, ``zh`` and notes.

    The terms come from printed cards and the translated Comprehensive Rules (docs/cards.md
    §6); ``glossary.toml`` says where for each one that needs it.
    """
    text = (resources.files("mtglearn.base.i18n") / "glossary.toml").read_text(encoding="utf-8")
    data = tomllib.loads(text)
    # The French fields get their no-break spaces here, like every French catalog message.
    return tuple(
        {k: french_typography(v) if k.endswith("fr") else v for k, v in term.items()}
        for term in data["term"]
    )


__all__ = [
    "LANGS",
    "Lang",
    "Name",
    "catalog",
    "french_typography",
    "get_lang",
    "glossary",
    "has",
    "observe",
    "quote",
    "resolve_lang",
    "set_lang",
    "t",
]
