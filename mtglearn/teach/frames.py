"""Tables with pandas when it is there, plain HTML tables when it is not.

Under JupyterLab the course's tables are pandas DataFrames shown through a Styler. In a browser
with nothing installed (JupyterLite and Voici on a Pyodide runtime from npm, with only the pure
wheels PyPI has) there is no pandas: the same functions then return a :class:`PlainFrame`, a
small table of rows and columns in the standard library that shows itself as the same HTML
table (escaped text, left-aligned, element ids from its content) and answers the few questions
the course asks a table (its columns, index, values, cells, records).

A module of the teaching layer takes its ``pd`` from here instead of importing pandas::

    if TYPE_CHECKING:
        import pandas as pd          # the types stay pandas' for mypy
    else:
        from mtglearn.teach.frames import pd

so that importing it never imports pandas when pandas is absent. ``MTGLEARN_PLAIN_TABLES=1`` in
the environment chooses the plain tables (and the SVG drawings) even where pandas and matplotlib
are installed (the tests use it).
"""

from __future__ import annotations

import html
import json
import os
from collections import namedtuple
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from types import SimpleNamespace
from typing import Any

_MISSING = None


def _load_pandas() -> Any:
    if os.environ.get("MTGLEARN_PLAIN_TABLES") == "1":
        return None
    try:
        import pandas
        import pandas.io.formats.style  # the Styler (pandas does not import it by itself)
    except ImportError:
        return None
    return pandas


def _shown(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.6f}"
    return str(value)


class _At:
    def __init__(self, frame: PlainFrame) -> None:
        self.frame = frame

    def __getitem__(self, key: tuple[Hashable, Hashable]) -> Any:
        row, column = key
        return self.frame._rows[self.frame.index.index(row)][self.frame.columns.index(column)]


class PlainColumn(list[Any]):
    """One column of a :class:`PlainFrame` (or its labels): a list with pandas' few methods."""

    name: Hashable | None = None

    def tolist(self) -> list[Any]:
        return list(self)

    @property
    def values(self) -> list[Any]:
        return list(self)

    def map(self, function: Callable[[Any], Any]) -> PlainColumn:
        return PlainColumn(function(v) for v in self)

    def max(self) -> Any:
        return max(self)

    def min(self) -> Any:
        return min(self)


def _labels(values: Iterable[Hashable], name: Hashable | None = None) -> PlainColumn:
    labels = PlainColumn(values)
    labels.name = name
    return labels


class PlainFrame:
    """A table of rows under named columns, with an index (the standard library only)."""

    def __init__(
        self,
        data: object = None,
        index: Iterable[Hashable] | None = None,
        columns: Iterable[Hashable] | None = None,
    ) -> None:
        names: list[Hashable] = []
        rows: list[list[Any]] = []
        row_labels: list[Hashable] | None = list(index) if index is not None else None
        if isinstance(data, Mapping):
            names = list(data)
            values = list(data.values())
            if values and all(isinstance(v, Mapping) for v in values):
                labels: list[Hashable] = []
                for mapping in values:
                    labels += [k for k in mapping if k not in labels]
                row_labels = row_labels if row_labels is not None else labels
                rows = [[m.get(label, _MISSING) for m in values] for label in labels]
            else:
                columns_of = [v if isinstance(v, list | tuple) else [v] for v in values]
                height = max((len(c) for c in columns_of), default=0)
                rows = [
                    [c[i] if i < len(c) else _MISSING for c in columns_of] for i in range(height)
                ]
        elif data is not None:
            records = list(data)  # type: ignore[call-overload]
            if records and all(isinstance(r, Mapping) for r in records):
                for record in records:
                    names += [k for k in record if k not in names]
                rows = [[record.get(n, _MISSING) for n in names] for record in records]
            else:
                rows = [list(r) for r in records]
                names = list(range(len(rows[0]) if rows else 0))
        if columns is not None:
            wanted = list(columns)
            if names and names != list(range(len(names))):
                rows = [
                    [row[names.index(c)] if c in names else _MISSING for c in wanted]
                    for row in rows
                ]
            names = wanted
        self.columns: PlainColumn = _labels(names)
        self._rows = rows
        self.index: PlainColumn = _labels(
            row_labels if row_labels is not None else range(len(rows))
        )

    @property
    def index_name(self) -> Hashable | None:
        return self.index.name

    # -- what the course asks a table ------------------------------------------------------
    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, column: Hashable) -> PlainColumn:
        position = self.columns.index(column)
        return PlainColumn(row[position] for row in self._rows)

    def __setitem__(self, column: Hashable, values: Iterable[Any]) -> None:
        new = list(values)
        if column not in self.columns:
            self.columns.append(column)
            for row, value in zip(self._rows, new, strict=True):
                row.append(value)
            return
        position = self.columns.index(column)
        for row, value in zip(self._rows, new, strict=True):
            row[position] = value

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.columns)

    @property
    def empty(self) -> bool:
        return not self._rows or not self.columns

    @property
    def shape(self) -> tuple[int, int]:
        return (len(self._rows), len(self.columns))

    @property
    def values(self) -> list[list[Any]]:
        return [list(row) for row in self._rows]

    @property
    def at(self) -> _At:
        return _At(self)

    def items(self) -> Iterator[tuple[Hashable, PlainColumn]]:
        for column in self.columns:
            yield column, self[column]

    def iterrows(self) -> Iterator[tuple[Hashable, dict[Hashable, Any]]]:
        for label, row in zip(self.index, self._rows, strict=True):
            yield label, dict(zip(self.columns, row, strict=True))

    def to_dict(self, orient: str = "dict") -> Any:
        if orient == "records":
            return [dict(zip(self.columns, row, strict=True)) for row in self._rows]
        if orient == "list":
            return {c: self[c].tolist() for c in self.columns}
        return {c: dict(zip(self.index, self[c], strict=True)) for c in self.columns}

    def to_json(self, **_: object) -> str:
        table = {"columns": self.columns, "index": self.index, "data": self._rows}
        return json.dumps(table, ensure_ascii=False, default=str)

    def _with(self, rows: list[list[Any]], index: PlainColumn, columns: PlainColumn) -> PlainFrame:
        frame = PlainFrame()
        frame._rows = rows
        frame.index = _labels(index, index.name)
        frame.columns = _labels(columns, columns.name)
        return frame

    def copy(self) -> PlainFrame:
        return self._with([list(r) for r in self._rows], self.index, self.columns)

    def set_index(self, column: Hashable) -> PlainFrame:
        position = self.columns.index(column)
        rest = _labels(c for c in self.columns if c != column)
        rows = [[v for i, v in enumerate(row) if i != position] for row in self._rows]
        return self._with(rows, _labels((row[position] for row in self._rows), column), rest)

    def pivot(self, index: Hashable, columns: Hashable, values: Hashable) -> PlainFrame:
        down = sorted(set(self[index]))
        across = sorted(set(self[columns]))
        cells = dict(zip(zip(self[index], self[columns], strict=True), self[values], strict=True))
        rows = [[cells.get((d, a)) for a in across] for d in down]
        return self._with(rows, _labels(down, index), _labels(across, columns))

    def map(self, function: Callable[[Any], Any]) -> PlainFrame:
        rows = [[function(v) for v in row] for row in self._rows]
        return self._with(rows, self.index, self.columns)

    def fillna(self, value: object) -> PlainFrame:
        frame = self.copy()
        frame._rows = [[value if v is None else v for v in row] for row in frame._rows]
        return frame

    def rename(self, columns: Mapping[Hashable, Hashable] | None = None) -> PlainFrame:
        frame = self.copy()
        frame.columns = _labels(((columns or {}).get(c, c) for c in frame.columns), None)
        return frame

    def assign(self, **new: object) -> PlainFrame:
        """New columns (a value for every row, or one value for them all)."""
        frame = self.copy()
        for name, given in new.items():
            many = isinstance(given, list | tuple | PlainColumn)
            frame[name] = list(given) if many else [given] * len(frame)  # type: ignore[call-overload]
        return frame

    def itertuples(self, index: bool = True, name: str = "Row") -> Iterator[tuple[Any, ...]]:
        fields = (["Index"] if index else []) + [str(c) for c in self.columns]
        row_type = namedtuple(name, fields, rename=True)  # type: ignore[misc]
        for label, row in zip(self.index, self._rows, strict=True):
            yield row_type(*([label] if index else []), *row)

    @property
    def style(self) -> PlainStyler:
        return PlainStyler(self)

    def _repr_html_(self) -> str:
        return self.style.to_html()

    def __repr__(self) -> str:
        head = [str(self.index_name or "")] + [str(c) for c in self.columns]
        lines = ["  ".join(head)]
        for label, row in zip(self.index, self._rows, strict=True):
            lines.append("  ".join([str(label)] + [_shown(v) for v in row]))
        return "\n".join(lines)


class PlainStyler:
    """What the course asks of pandas' Styler: ids, left-aligned escaped cells, a caption, a
    hidden index, formatters and per-cell styles; ``to_html()`` writes the table."""

    def __init__(self, data: PlainFrame) -> None:
        self.data = data
        self.uuid = "plain"
        self.caption: str | None = None
        self.index_shown = True
        self.escape = False
        self.rules: list[tuple[str, str]] = []
        self.formatters: dict[Hashable, Callable[[Any], object]] = {}
        self.cell_styles: dict[tuple[int, int], str] = {}

    def set_uuid(self, uuid: str) -> PlainStyler:
        self.uuid = uuid
        return self

    def set_caption(self, caption: str) -> PlainStyler:
        self.caption = caption
        return self

    def set_table_styles(self, styles: Iterable[Mapping[str, Any]], **_: object) -> PlainStyler:
        for style in styles:
            props = ";".join(f"{k}:{v}" for k, v in style["props"])
            self.rules.append((str(style["selector"]), props))
        return self

    def format(
        self,
        formatter: Callable[[Any], object] | None = None,
        subset: Iterable[Hashable] | None = None,
        escape: str | None = None,
        **_: object,
    ) -> PlainStyler:
        if escape is not None:
            self.escape = True
        if formatter is not None:
            for column in subset if subset is not None else self.data.columns:
                self.formatters[column] = formatter
        return self

    def format_index(self, *_: object, **__: object) -> PlainStyler:
        self.escape = True
        return self

    def hide(self, axis: str = "index", **_: object) -> PlainStyler:
        if axis in ("index", 0):
            self.index_shown = False
        return self

    def map(
        self, function: Callable[[Any], str | None], subset: Iterable[Hashable] | None = None
    ) -> PlainStyler:
        columns = list(subset) if subset is not None else list(self.data.columns)
        for r, row in enumerate(self.data._rows):
            for column in columns:
                c = self.data.columns.index(column)
                css = function(row[c])
                if css:
                    self.cell_styles[(r, c)] = css
        return self

    def apply(self, function: Callable[[Any], Any], *_: object, **__: object) -> PlainStyler:
        """Styles for the whole table at once (``axis=None``): a table of CSS strings."""
        css = function(self.data)
        if isinstance(css, PlainFrame):
            for r, row in enumerate(css._rows):
                for c, value in enumerate(row):
                    if value:
                        self.cell_styles[(r, c)] = str(value)
        return self

    def background_gradient(self, *_: object, **__: object) -> PlainStyler:
        return self  # a colour scale needs matplotlib; the values stay

    def _text(self, value: object) -> str:
        return html.escape(_shown(value)) if self.escape else _shown(value)

    def to_html(self, **_: object) -> str:
        table_id = f"T_{self.uuid}"
        css = "".join(
            f"#{table_id} {part.strip()}{{{props}}}"
            for selector, props in self.rules
            for part in selector.split(",")
        )
        head = "".join(f"<th>{self._text(c)}</th>" for c in self.data.columns)
        name = self.data.index.name or self.data.columns.name or ""
        corner = f"<th>{self._text(name)}</th>" if self.index_shown else ""
        body = []
        for r, (label, row) in enumerate(zip(self.data.index, self.data._rows, strict=True)):
            cells = [f"<th>{self._text(label)}</th>"] if self.index_shown else []
            for c, value in enumerate(row):
                column = self.data.columns[c]
                if column in self.formatters:
                    shown = str(self.formatters[column](value))  # the formatter writes HTML
                else:
                    shown = self._text(value)
                style = self.cell_styles.get((r, c))
                attribute = f' style="{html.escape(style)}"' if style else ""
                cells.append(f"<td{attribute}>{shown}</td>")
            body.append(f"<tr>{''.join(cells)}</tr>")
        caption = f"<caption>{self._text(self.caption)}</caption>" if self.caption else ""
        style = f"<style>{css}</style>" if css else ""
        return (
            f'{style}<table id="{table_id}">{caption}<thead><tr>{corner}{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table>"
        )

    def _repr_html_(self) -> str:
        return self.to_html()


_PANDAS = _load_pandas()

#: pandas itself, or the plain tables under the names the course uses from pandas.
pd: Any = (
    _PANDAS
    if _PANDAS is not None
    else SimpleNamespace(
        DataFrame=PlainFrame,
        io=SimpleNamespace(formats=SimpleNamespace(style=SimpleNamespace(Styler=PlainStyler))),
    )
)


def has_matplotlib() -> bool:
    """Whether figures can be drawn with matplotlib (False: the SVG drawings of the course)."""
    if os.environ.get("MTGLEARN_PLAIN_TABLES") == "1":
        return False
    import importlib.util

    try:
        return importlib.util.find_spec("matplotlib") is not None
    except (ImportError, ValueError):
        return False


def has_pandas() -> bool:
    """Whether the tables are pandas' (False: the plain tables of this module)."""
    return _PANDAS is not None


__all__ = ["has_matplotlib", "has_pandas", "pd"]
