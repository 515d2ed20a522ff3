"""Write the excerpts of the Comprehensive Rules that the course quotes.

    python scripts/cr_excerpts.py PATH/TO/comprehensive-rules-2026-04-17.txt

The rules quoted are those the course translates (``mtglearn/data/comprehensive-rules-fr.toml``,
one entry per rule number). For each, the rule's text in the Comprehensive Rules given as the
argument (the text file Wizards of the Coast publishes at https://magic.wizards.com/en/rules),
and the examples that follow it, are written to
``mtglearn/data/comprehensive-rules-excerpts.json``. The text is kept as printed, except the
typographic apostrophe (’), written ' as everywhere in the course. A rule number missing from
the text stops the script: the course quotes only rules that exist.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "mtglearn" / "data" / "comprehensive-rules-fr.toml"
OUTPUT = ROOT / "mtglearn" / "data" / "comprehensive-rules-excerpts.json"

#: A rule's line: its number (``510.4.`` for a rule, ``702.4b`` for a subrule), then its text.
RULE = re.compile(r"^(\d{3}\.\d+[a-z]?)\.? (.+)$")


def excerpts(text: str, numbers: list[str]) -> dict[str, dict[str, object]]:
    """Each rule of ``numbers`` with its text and the examples printed under it."""
    lines = [line.strip().replace("\u2019", "'") for line in text.splitlines()]
    found: dict[str, dict[str, object]] = {}
    # The contents list at the top names the sections (``510. Combat Damage Step``), never a
    # numbered rule with a dot and a subrule: the first line that matches is the rule itself.
    for i, line in enumerate(lines):
        match = RULE.match(line)
        if match is None or match.group(1) not in numbers or match.group(1) in found:
            continue
        examples = []
        for following in lines[i + 1 :]:
            if not following:
                continue  # the rules are printed a blank line apart
            if not following.startswith("Example:"):
                break
            examples.append(following.removeprefix("Example:").strip())
        found[match.group(1)] = {"text": match.group(2), "examples": examples}
    missing = [n for n in numbers if n not in found]
    if missing:
        raise SystemExit(f"cr_excerpts: not in the rules given: {', '.join(missing)}")
    return {n: found[n] for n in sorted(numbers, key=_order)}


def _order(number: str) -> tuple[int, int, str]:
    section, _, rest = number.partition(".")
    digits = re.match(r"\d+", rest)
    assert digits is not None
    return int(section), int(digits.group(0)), rest[digits.end() :]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rules", type=Path, help="the Comprehensive Rules as a text file")
    args = parser.parse_args()
    text = args.rules.read_text(encoding="utf-8-sig")
    effective = re.search(r"These rules are effective as of ([A-Z][a-z]+ \d+, \d{4})", text)
    numbers = list(tomllib.loads(TRANSLATIONS.read_text(encoding="utf-8")))
    data = {
        "source": "Magic: The Gathering Comprehensive Rules",
        "effective": effective.group(1) if effective else "",
        "url": "https://magic.wizards.com/en/rules",
        "rules": excerpts(text, numbers),
    }
    OUTPUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(data['rules'])} rules written to {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
