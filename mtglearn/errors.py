"""The one exception type of mtglearn, with messages in the reader's language.

A message quotes the bad value it refuses, but never more than :data:`QUOTE_LIMIT` characters
of it (a 100,000-character name is shown by its start and its length), and never more than
:data:`QUOTE_DEPTH` levels of nested lists or objects: one line, whatever the input.
"""

from __future__ import annotations

import json
import reprlib
from typing import Final

from mtglearn.i18n import Lang, resolve_lang, t

#: Characters of a bad value quoted in a message (the rest is replaced by "…").
QUOTE_LIMIT: Final = 80
#: Characters of a list of allowed values or of a field path shown in a message.
LIST_LIMIT: Final = 400
#: Levels of nesting shown of a bad list or object.
QUOTE_DEPTH: Final = 3

_REPR = reprlib.Repr()
_REPR.maxlevel = QUOTE_DEPTH
_REPR.maxstring = QUOTE_LIMIT
_REPR.maxother = QUOTE_LIMIT
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = _REPR.maxset = 6


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else f"{text[: limit - 1]}… ({len(text)})"


class Quoted:
    """A bad value as a message shows it: at most :data:`QUOTE_LIMIT` characters, whether the
    message writes it with ``{value}``, ``{value!r}`` or ``{value:q}`` (quoted the way the
    language quotes, « deux » in French: :meth:`quoted_text` is what goes inside)."""

    __slots__ = ("_plain", "_text")

    def __init__(self, value: object) -> None:
        self._text = _cut(_REPR.repr(value), QUOTE_LIMIT)
        # What the user wrote, as JSON writes it (true, null), for « … » quotes.
        scalar = value is None or value.__class__ in (int, bool, float)
        self._plain = json.dumps(value) if scalar else self._text

    def __repr__(self) -> str:
        return self._text

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return format(self._text, spec)

    def quoted_text(self) -> str:
        """The value without the quotes of a Python string, for the quotes of a language."""
        return self._plain


def _quoted(key: str, value: object) -> object:
    """``value`` as a message may show it (numbers as they are: plurals need them)."""
    if value is None or value.__class__ in (int, bool, float) or isinstance(value, Quoted):
        return value
    if isinstance(value, str):
        if key == "allowed":
            return _cut(value, LIST_LIMIT)
        return value if len(value) <= QUOTE_LIMIT else _ShortStr(value)
    return Quoted(value)


class _ShortStr(Quoted):
    """A long string: ``{value}`` shows its start, ``{value!r}`` that start quoted."""

    def __init__(self, value: str) -> None:
        self._text = self._plain = _cut(value, QUOTE_LIMIT)

    def __repr__(self) -> str:
        return repr(self._text)


class ScenarioError(ValueError):
    """A scenario, action or answer that the rules do not allow.

    It names the offending ``field`` (a dotted path such as ``creatures[1].power``) and says what
    is allowed, through the catalog message ``key`` formatted with ``params``. ``str(error)`` is
    the message in the language chosen when it was raised; :meth:`message` gives either language.
    Bad values are quoted short (see the module docstring).
    """

    def __init__(self, key: str, field: str, lang: str | None = None, **params: object) -> None:
        self.key = key
        self.field = _cut(field, LIST_LIMIT) if len(field) > LIST_LIMIT else field
        self.params = {k: _quoted(k, v) for k, v in params.items()}
        self.lang: Lang = resolve_lang(lang)
        super().__init__(self.message(self.lang))

    def message(self, lang: str | None = None) -> str:
        """The full one-line message in ``lang``: English ``field: what is wrong; what is
        allowed``; French begins with the sentence and ends with the field path,
        « Ce qui ne va pas ; valeurs permises : … (champ field) » (docs/style-fr.md)."""
        return t("error.line", lang, field=self.field, text=t(self.key, lang, **self.params))

    def in_lang(self, lang: str) -> ScenarioError:
        """The same error, speaking ``lang``."""
        return ScenarioError(self.key, self.field, lang, **self.params)


__all__ = ["LIST_LIMIT", "QUOTE_DEPTH", "QUOTE_LIMIT", "Quoted", "ScenarioError"]
