"""The package's layers (DESIGN.md): imports only point down, and no module imports itself back.

Every ``import`` statement counts, wherever it stands (module level, inside a function, or under
``if TYPE_CHECKING``): a late import hides a cycle from Python, not from the reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mtglearn"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    base = f"{anchor}.{base}" if base else anchor
                # ``from pkg import mod`` imports the module; ``from mod import name``, mod itself.
                targets = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                    for a in node.names
                ]
            for target in targets:
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected component with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_import_graph_has_no_cycle() -> None:
    assert _cycles(_graph()) == []


def test_the_cycle_finder_sees_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


#: Layers from the top; a module may import its own layer's modules and those of lower layers.
LAYERS: list[tuple[str, ...]] = [
    ("mtglearn.__main__", "mtglearn.teach"),
    (
        "mtglearn",
        "mtglearn.door.combat",
        "mtglearn.door.scenario",
        "mtglearn.door.legions",
        "mtglearn.teach.course",
    ),
    ("mtglearn.rules.initiative",),
    ("mtglearn.rules.combat", "mtglearn.rules.legions"),
    ("mtglearn.rules.core", "mtglearn.rules"),
    (
        "mtglearn.base.card_names",
        "mtglearn.base.validate",
        "mtglearn.base.errors",
        "mtglearn.base.i18n",
        "mtglearn.data",
    ),
]


def _layer(module: str) -> int:
    best, level = -1, -1
    for depth, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, level = len(prefix), depth
    assert level >= 0, f"{module} belongs to no layer"
    return level


def _subsystem(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "rules" else None


def test_imports_only_point_down_the_layers() -> None:
    upward = [
        f"{source} → {target}"
        for source, targets in _graph().items()
        for target in targets
        if _layer(target) < _layer(source)
        # Combat and Legions share a layer but do not lean on each other.
        or {_subsystem(source), _subsystem(target)} == {"combat", "legions"}
    ]
    assert upward == []


@pytest.mark.parametrize("module", ["mtglearn.rules.core.board", "mtglearn.teach.duel"])
def test_every_module_has_a_layer(module: str) -> None:
    assert _layer(module) in range(len(LAYERS))
