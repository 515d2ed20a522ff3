"""The one exception type of mtglearn, with messages in the reader's language.

A message quotes the bad value it refuses, but never more than :data:`QUOTE_LIMIT` characters
of it (a 100,000-character name is shown by its start and its length), and never more than
:data:`QUOTE_DEPTH` levels of nested lists or objects: one line, whatever the input.
"""

from __future__ import annotations

import json
import reprlib
from typing import Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import Spoken, with_note

#: Characters of a bad value quoted in a message (the rest is replaced by "…").
QUOTE_LIMIT: Final = 80
#: Characters of a list of allowed values or of a field path shown in a message (a longer list,
#: such as every keyword, is cut after a whole value: « vol, portée, …»).
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


def _cut_list(text: str) -> str:
    """A long list of allowed values, cut after a whole value: « a, b, … »."""
    if len(text) <= LIST_LIMIT:
        return text
    head = text[: LIST_LIMIT - 1].rsplit(", ", 1)[0]
    return f"{head}, …"


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


#: Parameters that are the engine's own sentences (a requirement, a legal declaration): never
#: cut, only what a user wrote is (« bloque le Serval krosian si ell… » read as a bug).
_OWN_SENTENCES: Final = frozenset({"requirement", "alternative", "reason", "setup", "text"})

#: Messages said of their field, whose French sentence has the field for subject: « Le champ
#: `creatures` est obligatoire », not « Est obligatoire (champ creatures) ».
SAID_OF_THE_FIELD: Final = frozenset(
    {
        "error.missing",
        "error.not_object",
        "error.not_list",
        "error.not_int",
        "error.not_bool",
        "error.not_name",
        "combat.error.negative",
        "combat.error.positive",
        "combat.error.block_target",
        "combat.error.face_up_type",
        "grids.error.empty",
        "initiative.error.bad_damage",
        "initiative.error.bad_from",
        "initiative.error.bad_order",
        "teach_practice.error.topics",
    }
)


#: Messages about a file, not a field of a scenario: French ends them with « (fichier …) »,
#: never « (champ /chemin/du/fichier) ».
SAID_OF_THE_FILE: Final = frozenset(
    {"error.unreadable", "error.not_found", "error.is_folder", "error.not_utf8", "error.bad_json",
     "error.too_large"}
)  # fmt: skip


def _quoted(key: str, value: object) -> object:
    """``value`` as a message may show it (numbers as they are: plurals need them; a value
    each language says its own way, :class:`~mtglearn.base.i18n.grammar.Spoken`, as it is)."""
    if isinstance(value, Spoken) and key == "allowed":
        return Spoken(*(_cut_list(str(value.in_lang(x))) for x in ("en", "fr")))
    if value is None or value.__class__ in (int, bool, float) or isinstance(value, Quoted | Spoken):
        return value
    if isinstance(value, str):
        if key == "allowed":
            return _cut_list(value)
        if key in _OWN_SENTENCES:
            return value
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
    is allowed, through the catalog message ``key`` formatted with ``params``. The rules raise it
    in no language of their own: ``str(error)`` is the message in the current language, until the
    edge that shows it (the front door, the command line, the teaching layer) words it in the
    reader's (:meth:`speak`); :meth:`message` gives either language.
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
        « Ce qui ne va pas ; valeurs permises : … (champ field) », in the parenthesis that
        ends the sentence if there is one (« … (509.1b ; champ blocks.B) »); a message said of
        its field makes it the subject: « Le champ `creatures` est obligatoire »
        (docs/style-fr.md)."""
        language = resolve_lang(lang)
        text = t(self.key, language, **self.params)
        if self.key in SAID_OF_THE_FIELD:
            return t("error.line_subject", language, field=self.field, text=text)
        if self.key in SAID_OF_THE_FILE:
            return t("error.line_file", language, field=self.field, text=text)
        if language == "fr" and text.rstrip().endswith(")"):
            note = t("error.field", language, field=self.field)
            return with_note(text[:1].upper() + text[1:], note, language, rules_only=True)
        return t("error.line", language, field=self.field, text=text)

    def in_lang(self, lang: str) -> ScenarioError:
        """The same error, speaking ``lang``."""
        return ScenarioError(self.key, self.field, lang, **self.params)

    def speak(self, lang: str | None) -> ScenarioError:
        """This error, now worded in ``lang`` (the current language when ``None``), for the edge
        that shows it: the rules raise an error with its key, field and parameters, in no
        language of their own. Returns the error itself (reworded in place: a bare ``raise``
        after it keeps its traceback)."""
        language = resolve_lang(lang)
        if language != self.lang:
            self.lang = language
            self.args = (self.message(language),)
        return self


class worded_in:
    """``with worded_in(lang):`` words in ``lang`` every :class:`ScenarioError` that leaves the
    block (:meth:`ScenarioError.speak`): how an edge that calls the rules shows their errors in
    the reader's language."""

    __slots__ = ("lang",)

    def __init__(self, lang: str | None) -> None:
        self.lang = lang

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: BaseException | None, trace: object) -> None:
        if isinstance(error, ScenarioError):
            error.speak(self.lang)


__all__ = [
    "LIST_LIMIT",
    "QUOTE_DEPTH",
    "QUOTE_LIMIT",
    "SAID_OF_THE_FIELD",
    "SAID_OF_THE_FILE",
    "Quoted",
    "ScenarioError",
    "worded_in",
]
