"""Every public name reads well in a notebook: ``help()``, Shift-Tab, ``?`` and ``??`` show a
docstring of its own, a real signature and its source.

Public names are those of the package (``mtglearn.__all__``), of the front door
(``mtglearn.door.*``), of the drawing layer, and of the teaching layer's modules (their
``__all__``), with the public methods and properties of their classes.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from typing import Any

import pytest

import mtglearn

LAYERS = ("door", "render", "teach")
MODULES = [
    "mtglearn",
    *sorted(
        info.name
        for info in pkgutil.walk_packages(mtglearn.__path__, "mtglearn.")
        if info.name.split(".")[1] in LAYERS and not info.ispkg
    ),
]


def public_names() -> Iterator[tuple[str, Any]]:
    """(qualified name, object) for every public name, defined in this package."""
    seen: set[int] = set()
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name)
            if name.startswith("__") or id(obj) in seen:
                continue
            if not (inspect.isfunction(obj) or inspect.isclass(obj)):
                continue  # constants and type aliases document themselves in their module
            if not getattr(obj, "__module__", "").startswith("mtglearn"):
                continue
            if getattr(obj, "_is_protocol", False):
                continue  # a Protocol names a shape, it is never called
            seen.add(id(obj))
            yield f"{module_name}.{name}", obj
            if inspect.isclass(obj):
                for attr, member in vars(obj).items():
                    if attr.startswith("_") and attr != "__init__":
                        continue
                    if attr == "__init__" and member.__code__.co_filename == "<string>":
                        continue  # written by @dataclass: the class's source shows the fields
                    if isinstance(member, property):
                        yield f"{module_name}.{name}.{attr}", member.fget
                    elif inspect.isfunction(member) or isinstance(
                        member, classmethod | staticmethod
                    ):
                        yield f"{module_name}.{name}.{attr}", getattr(obj, attr)


NAMES = dict(public_names())


def test_the_front_door_is_among_them() -> None:
    for name in ("Board", "load", "set_lang", "resolve_scenario", "InitiativeGame", "Amplify"):
        assert f"mtglearn.{name}" in NAMES
    assert "mtglearn.Board.resolve" in NAMES and "mtglearn.CombatOutcome.board" in NAMES


@pytest.mark.parametrize("name", sorted(NAMES))
def test_a_docstring_of_its_own(name: str) -> None:
    obj = NAMES[name]
    if name.endswith(".__init__"):
        return  # documented by its class; checked for its signature below
    # A class needs its own; a method may inherit the one it overrides (help() shows it).
    doc = vars(obj).get("__doc__") if inspect.isclass(obj) else inspect.getdoc(obj)
    assert doc and doc.strip() and "filler" not in doc, f"{name} has no docstring of its own"


@pytest.mark.parametrize("name", sorted(n for n, o in NAMES.items() if callable(o)))
def test_a_real_signature(name: str) -> None:
    signature = inspect.signature(NAMES[name])
    parameters = list(signature.parameters.values())
    assert [p.kind for p in parameters] != [
        inspect.Parameter.VAR_POSITIONAL,
        inspect.Parameter.VAR_KEYWORD,
    ], f"{name}{signature} hides its parameters"
    assert "self, /, *args, **kwargs" not in str(signature)


@pytest.mark.parametrize("name", sorted(NAMES))
def test_its_source_can_be_read(name: str) -> None:
    """``??`` in a notebook shows the source: pure Python, no compiled module."""
    source = inspect.getsource(NAMES[name])
    assert source.strip()
