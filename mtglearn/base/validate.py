"""Reading untrusted scenario data: every check names the field and says what is allowed.

The resolvers read JSON-like data through these helpers so that a malformed scenario always
raises :class:`~mtglearn.base.errors.ScenarioError` (never a ``KeyError`` or ``TypeError``) and so
that the same mistake is reported with the same words everywhere.

Scenarios are nearly always plain JSON data (``dict``, ``list``, ``str``, ``int``), so each
helper tests the exact type first and falls back to the abstract ``Mapping``/``Sequence``
check (much slower: an ABC ``isinstance``) only for other containers.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, Final, TypeGuard

from mtglearn.base.errors import ScenarioError

#: Deepest nesting of lists and objects a scenario may have (the shipped ones need at most 7).
MAX_DEPTH: Final = 64
#: Largest scenario file the command line reads, in bytes.
MAX_BYTES: Final = 1_000_000


def depth_within(data: object, limit: int = MAX_DEPTH) -> None:
    """Refuse data nested more than ``limit`` levels deep (walked without recursion, so that
    no depth makes Python itself fail)."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict | list):
            if level > limit:
                raise ScenarioError("error.too_deep", "scenario", limit=limit)
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, level + 1) for item in items)


def listing(values: Iterable[object]) -> str:
    """``a, b, c``: how allowed values are listed in messages."""
    return ", ".join(str(v) for v in values)


def obj(value: object, field: str) -> Mapping[str, Any]:
    """``value`` as a JSON object, or an error naming ``field``."""
    if value.__class__ is dict or isinstance(value, Mapping):
        return value
    raise ScenarioError("error.not_object", field)


def obj_dict(value: object, field: str) -> dict[str, Any]:
    """What :func:`obj` accepts, as a ``dict`` (the same object when it is one, which JSON
    data always is)."""
    if isinstance(value, dict):
        return value
    return dict(obj(value, field))


def seq(value: object, field: str) -> Sequence[Any]:
    """``value`` as a JSON list (not a string), or an error naming ``field``."""
    cls = value.__class__
    if cls is list or cls is tuple:
        return value  # type: ignore[return-value]
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise ScenarioError("error.not_list", field)
    return value


def only_keys(data: Mapping[str, Any], allowed: Collection[str], field: str) -> None:
    """Refuse unknown keys: a typo must not pass silently."""
    for key in data:
        if key not in allowed:
            raise ScenarioError(
                "error.unknown_key", _join(field, key), name=key, allowed=listing(allowed)
            )


#: The key a scenario may use to name its JSON Schema (docs/scenario-format.md §10), so that an
#: editor checks it as it is typed; the readers take it (a non-empty string) and ignore it.
SCHEMA_KEY: Final = "$schema"


def schema_key(data: Mapping[str, Any]) -> None:
    """``"$schema"``, when a scenario gives it, is a non-empty string (a URI or a path)."""
    if SCHEMA_KEY in data:
        name(data[SCHEMA_KEY], SCHEMA_KEY)


def required(data: Mapping[str, Any], key: str, field: str) -> Any:
    """``data[key]``, or an error saying that ``field.key`` is required."""
    if key not in data:
        raise ScenarioError("error.missing", _join(field, key))
    return data[key]


def integer(value: object, field: str, *, key: str = "") -> int:
    """A whole number (JSON booleans are not numbers here); ``3.0`` is the whole number 3, as
    JSON Schema's ``integer`` has it (docs/scenario-format.md §10). The field named in an error
    is ``field``, or ``field.key`` when ``key`` is given (joined only for the error)."""
    if value.__class__ is int:
        return value
    if value.__class__ is float and value.is_integer():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError("error.not_int", _join(field, key) if key else field, value=value)
    return value


def boolean(value: object, field: str) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise ScenarioError("error.not_bool", field, value=value)
    return value


def name(value: object, field: str, *, key: str = "") -> str:
    """A non-empty string (player names, object ids). The field named in an error is
    ``field``, or ``field.key`` when ``key`` is given (joined only for the error)."""
    if value.__class__ is str and value and not value[0].isspace():  # as in plain_name
        return value
    if not isinstance(value, str) or not value.strip():
        raise ScenarioError("error.not_name", _join(field, key) if key else field, value=value)
    return value


def plain_name(value: object) -> TypeGuard[str]:
    """Whether :func:`name` takes ``value`` as it is (a plain string that starts with no
    space): the quick look of a caller that builds the field path of an error only for an
    error, since formatting it costs more than the look itself."""
    return value.__class__ is str and value != "" and not value[0].isspace()


def choice(value: object, allowed: Sequence[str], field: str) -> str:
    """One of ``allowed``."""
    if not isinstance(value, str) or value not in allowed:
        raise ScenarioError("error.one_of", field, value=value, allowed=listing(allowed))
    return value


def known_creature(value: object, ids: Collection[str], field: str) -> str:
    """``value`` if it is the id of one of the creatures ``ids``, else an error naming ``field``
    and listing them."""
    if not isinstance(value, str) or value not in ids:
        raise ScenarioError("error.unknown_creature", field, value=value, allowed=listing(ids))
    return value


def unique(values: Sequence[str], field: str) -> None:
    """Refuse a value that appears twice (player names, creature ids)."""
    seen: set[str] = set()
    for i, value in enumerate(values):
        if value in seen:
            raise ScenarioError("error.duplicate", f"{field}[{i}]", value=value)
        seen.add(value)


def _join(field: str, key: str) -> str:
    return f"{field}.{key}" if field else key


__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "boolean",
    "choice",
    "depth_within",
    "integer",
    "listing",
    "name",
    "obj",
    "only_keys",
    "plain_name",
    "required",
    "seq",
    "unique",
]
