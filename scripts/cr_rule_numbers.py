"""Write the rule numbers of the Comprehensive Rules text to ``tests/data/`` (one a line).

The citation test (``tests/test_rule_citations.py``) reads this list, so it runs in any clone;
the full text (about 1 MB, from Wizards of the Coast) is not shipped:

    python scripts/cr_rule_numbers.py path/to/comprehensive-rules-2026-04-17.txt
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

OUTPUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "cr-2026-04-17-rules.txt"


def rules_in_reference(text: str) -> list[str]:
    """The numbers of the rules in the Comprehensive Rules text (each starts a line)."""
    return sorted(set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.?\s", text, re.MULTILINE)))


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_file():
        print("usage: python scripts/cr_rule_numbers.py COMPREHENSIVE_RULES.txt", file=sys.stderr)
        return 2
    numbers = rules_in_reference(Path(argv[0]).read_text(encoding="utf-8"))
    OUTPUT.write_text("\n".join(numbers) + "\n", encoding="utf-8")
    print(f"wrote {len(numbers)} rule numbers to {OUTPUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
