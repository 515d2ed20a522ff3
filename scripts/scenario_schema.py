"""Keep the keyword part of ``docs/scenario.schema.json`` equal to the package's keyword table.

The JSON Schema of the scenario format is written by hand (its descriptions are prose), except
the two definitions that list keywords, which come from :mod:`mtglearn.rules.core.keywords` so
that they cannot drift from what the package accepts:

- ``$defs.keyword_name``: every keyword without a number, canonical English names then the
  official French aliases;
- ``$defs.numbered_keyword``: the keywords written with a number (``"toxic 2"``,
  ``"toxique 2"``), as a pattern.

    python scripts/scenario_schema.py           # rewrite those two definitions
    python scripts/scenario_schema.py --check   # exit 1 if the file is not up to date
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from mtglearn.rules.core.keywords import ALL_KEYWORDS, FRENCH_ALIASES, FRENCH_NUMBERED, NUMBERED

SCHEMA = Path(__file__).resolve().parent.parent / "docs" / "scenario.schema.json"


def keyword_names() -> list[str]:
    """Every keyword without a number: canonical names, then the French aliases not already
    listed (« indestructible », « menace », « vigilance » are spelled the same in both)."""
    return list(dict.fromkeys([*ALL_KEYWORDS, *FRENCH_ALIASES]))


def numbered_pattern() -> str:
    """``^(toxic|…|toxique|…) [1-9][0-9]*$``: a numbered keyword, English or French, N ≥ 1."""
    heads = dict.fromkeys([*NUMBERED, *FRENCH_NUMBERED])
    return "^(" + "|".join(re.escape(h) for h in heads) + ") [1-9][0-9]*$"


def updated(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its keyword definitions made from the package's table."""
    defs = schema["$defs"]
    defs["keyword_name"]["enum"] = keyword_names()
    defs["numbered_keyword"]["pattern"] = numbered_pattern()
    return schema


def dumps(schema: dict[str, Any]) -> str:
    """The file's text: two-space indentation, UTF-8 (French names as they are)."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    text = SCHEMA.read_text(encoding="utf-8")
    wanted = dumps(updated(json.loads(text)))
    if argv == ["--check"]:
        if wanted != text:
            print(f"{SCHEMA.name} is out of date: run python scripts/scenario_schema.py")
            return 1
        return 0
    if argv:
        print("usage: python scripts/scenario_schema.py [--check]", file=sys.stderr)
        return 2
    SCHEMA.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
